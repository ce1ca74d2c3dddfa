import { describe, expect, it } from 'vitest';
import { interpretConversation } from '../../src/agent/builtin/interpret.js';
import { parseText, readSubject } from '../../src/agent/builtin/parse.js';
import type { Subject, SubjectDimension, SubjectMeasure } from '../../src/agent/builtin/subject.js';
import { tokenize } from '../../src/agent/builtin/text.js';
import { parseTime, rangeBounds } from '../../src/agent/builtin/time.js';
import { buildValueIndex, lookupValue } from '../../src/agent/builtin/values.js';

/**
 * The planner's wider vocabulary (issue 14): named days and seasons, quality words that name a
 * measure, description runs, words inside value names, qualified counts, a stranded "to", and
 * follow-ups that swap a place or ask for the extreme. Pure parts, over a subject that is not a demo
 * contract, so none of it leans on the demo's names.
 */

const bounds = (text: string) => {
  const { range } = parseTime(tokenize(text));
  return range ? rangeBounds(range) : null;
};

describe('named days and seasons', () => {
  it.each([
    ["on Valentine's Day 2001", { from: '2001-02-14', to: '2001-02-15' }],
    ["New Year's Eve 2013", { from: '2013-12-31', to: '2014-01-01' }],
    ["on New Year's Day, 2001", { from: '2001-01-01', to: '2001-01-02' }],
    ['Christmas Day of 2014', { from: '2014-12-25', to: '2014-12-26' }],
    ['the 4th of July 2015', { from: '2015-07-04', to: '2015-07-05' }],
    ['Memorial Day 2001', { from: '2001-05-28', to: '2001-05-29' }],
    ['Thanksgiving 2014', { from: '2014-11-27', to: '2014-11-28' }],
    ['Labor Day 2013', { from: '2013-09-02', to: '2013-09-03' }],
    ['during summer 2014', { from: '2014-06-01', to: '2014-09-01' }],
    ['in the fall of 2012', { from: '2012-09-01', to: '2012-12-01' }],
    ['rainfall in 2012 and 2013', { from: '2012-01-01', to: '2014-01-01' }],
  ])('%s', (text, expected) => {
    expect(bounds(text)).toEqual(expected);
  });

  it('leaves a moving day without its year, and the verb "fall", alone', () => {
    expect(parseTime(tokenize('flights on Thanksgiving')).range).toBeNull();
    expect(parseTime(tokenize('how much rain did fall')).range).toBeNull();
  });
});

const dim = (
  name: string,
  synonyms: string[],
  type: SubjectDimension['type'] = 'string',
): SubjectDimension => ({
  name,
  title: name.replace(/_/g, ' '),
  type,
  synonyms,
  grains: type === 'time' ? ['day', 'month', 'year'] : [],
  description: '',
});
const measure = (
  name: string,
  aggregation: SubjectMeasure['aggregation'],
  synonyms: string[],
  description: string,
  plainCount = false,
): SubjectMeasure => ({
  name,
  title: name.replace(/_/g, ' '),
  aggregation,
  synonyms,
  format: null,
  description,
  plainCount,
  column: null,
});

/** Bus journeys between depots: none of its words are the demo's. */
const journeys: Subject = {
  kind: 'contract',
  id: 'journeys',
  title: 'Bus journeys',
  description: 'Bus journeys between depots.',
  dimensions: [
    dim('day', ['date'], 'time'),
    dim('start_depot', ['from', 'departure depot', 'leaving']),
    dim('start_town', ['from town', 'departure town']),
    dim('end_depot', ['to', 'arrival depot', 'arriving']),
    dim('end_town', ['to town', 'arrival town']),
  ],
  measures: [
    measure('journey_count', 'count', ['journeys', 'trips', 'runs'], 'Number of journeys.', true),
    measure('late_journeys', 'count', ['late trips'], 'Number of journeys more than 5 minutes late.'),
    measure('avg_length', 'avg', ['mean length'], 'Average route distance in kilometres.'),
    measure('avg_fare', 'avg', [], 'Average fare paid per passenger ticket.'),
  ],
  requiredFilters: [],
  requiredContext: [],
  contract: null,
};
const values = buildValueIndex(
  new Map([
    ['start_depot', ['Northgate Central Station', 'Harbour Road', 'Old Mill Yard']],
    ['end_depot', ['Northgate Central Station', 'Harbour Road', 'Old Mill Yard']],
    ['start_town', ['Northgate', 'Easton']],
    ['end_town', ['Northgate', 'Easton']],
  ]),
  [2024],
);
const read = (q: string) => readSubject(parseText(q), journeys, values);

describe('measures named without their own words', () => {
  it('reads a quality as the measure whose words hold its noun, and a superlative as its order', () => {
    const far = read('How far do journeys from Easton go on average?');
    expect(far.measures.map((m) => m.name)).toEqual(['avg_length']);
    expect(far.unknown).toEqual([]);
    const longest = read('Which start depot has the longest trips?');
    expect(longest.measures.map((m) => m.name)).toEqual(['avg_length']);
    expect(longest.sort).toEqual({ field: 'avg_length', direction: 'desc' });
    expect(read('the cheapest start depot').measures).toEqual([]);
  });

  it('reads a run of description words as the measure they describe', () => {
    const r = read('average paid per passenger ticket by start depot');
    expect(r.measures.map((m) => m.name)).toEqual(['avg_fare']);
    expect(r.groupBy.map((g) => g.dimension.name)).toEqual(['start_depot']);
  });

  it('reads a qualifier before a count word as the qualified count', () => {
    const r = read('late runs from Easton');
    expect(r.measures.map((m) => m.name)).toEqual(['late_journeys']);
    expect(r.unknown).toEqual([]);
  });
});

describe('places', () => {
  it('finds a value by a word only it holds, written as a name, after a place word', () => {
    expect(lookupValue(values, ['Harbour'])?.entries[0]?.value).toBe('Harbour Road');
    expect(lookupValue(values, ['harbour'])).toBeNull();
    // "Northgate" is a town exactly; a word two values share picks out none.
    expect(lookupValue(values, ['Northgate'])?.entries[0]?.dimension).toBe('start_town');
    expect(read('journeys from Mill').filters).toEqual([
      { field: 'start_depot', kind: 'dimension', operator: 'eq', value: 'Old Mill Yard' },
    ]);
    expect(read('Mill journeys').unknown.map((t) => t.text)).toEqual(['Mill']);
  });

  it('points a breakdown at the arrival side when "to" has no place after it', () => {
    const r = read('Which town do we run to most often?');
    expect(r.groupBy.map((g) => g.dimension.name)).toEqual(['end_town']);
    expect(r.limit).toBe(1);
  });

  it('sums values joined with "combined" instead of comparing them', () => {
    const r = read('journeys from Easton and Northgate combined');
    expect(r.groupBy).toEqual([]);
    expect(r.filters).toEqual([
      { field: 'start_town', kind: 'dimension', operator: 'in', value: ['Easton', 'Northgate'] },
    ]);
    expect(read('journeys from Easton and Northgate').groupBy.map((g) => g.dimension.name)).toEqual([
      'start_town',
    ]);
  });

  it('reads a side cue after the value', () => {
    expect(read('journeys by end town for Easton departures').filters).toEqual([
      { field: 'start_town', kind: 'dimension', operator: 'eq', value: 'Easton' },
    ]);
  });
});

describe('follow-ups', () => {
  const env = { subjects: [journeys], values: async () => values };

  it('swaps a place on the same side instead of narrowing to nothing', async () => {
    const s = await interpretConversation(['journeys from Harbour Road', 'what about Easton?'], env);
    expect(s.reading?.filters).toEqual([
      { field: 'start_town', kind: 'dimension', operator: 'eq', value: 'Easton' },
    ]);
  });

  it('moves a value to the other side, resizes a ranking, and joins a compared value', async () => {
    const moved = await interpretConversation(['journeys to Easton', 'what about from Easton?'], env);
    expect(moved.reading?.filters).toEqual([
      { field: 'start_town', kind: 'dimension', operator: 'eq', value: 'Easton' },
    ]);
    const resized = await interpretConversation(['top 3 start towns by journeys', 'show 10'], env);
    expect(resized.reading?.limit).toBe(10);
    const joined = await interpretConversation(['journeys from Easton', 'compare with Northgate'], env);
    expect(joined.reading?.filters).toEqual([
      { field: 'start_town', kind: 'dimension', operator: 'in', value: ['Easton', 'Northgate'] },
    ]);
    expect(joined.reading?.groupBy.map((g) => g.dimension.name)).toEqual(['start_town']);
  });

  it('asks the same question for a new place after a single figure, and adds one to a breakdown', async () => {
    const again = await interpretConversation(['journeys from Easton', 'and to Easton?'], env);
    expect(again.reading?.filters).toEqual([
      { field: 'end_town', kind: 'dimension', operator: 'eq', value: 'Easton' },
    ]);
    const other = await interpretConversation(['journeys from Easton', 'and Northgate?'], env);
    expect(other.reading?.filters).toEqual([
      { field: 'start_town', kind: 'dimension', operator: 'eq', value: 'Northgate' },
    ]);
    const added = await interpretConversation(['journeys from Easton by month', 'and Northgate'], env);
    expect(added.reading?.filters).toEqual([
      { field: 'start_town', kind: 'dimension', operator: 'in', value: ['Easton', 'Northgate'] },
    ]);
  });

  it('keeps a ranking over a new category, adds a broken-down dimension, and asks back "why"', async () => {
    const moved = await interpretConversation(['top 3 start towns by journeys', 'now by end town'], env);
    expect(moved.reading?.groupBy.map((g) => g.dimension.name)).toEqual(['end_town']);
    expect(moved.reading?.limit).toBe(3);
    const split = await interpretConversation(['journeys by month', 'break that down by end town'], env);
    expect(split.reading?.groupBy.map((g) => g.dimension.name)).toEqual(['day', 'end_town']);
    const why = await interpretConversation(['late journeys from Easton', 'why?'], env);
    expect(why.outcome.kind).toBe('ask');
  });

  it('asks which side a follow-up value is on when it lands on the other side unannounced', async () => {
    const asked = await interpretConversation(['top 3 start depots by journeys', 'what about Easton?'], env);
    expect(asked.outcome.kind).toBe('answer');
    const narrowed = await interpretConversation(['journeys by start depot', 'arriving in Easton'], env);
    expect(narrowed.reading?.filters.map((f) => f.field)).toEqual(['end_town']);
    expect(narrowed.outcome.kind).toBe('answer');
  });

  it('keeps a place when the follow-up excludes on the same side', async () => {
    const s = await interpretConversation(['journeys from Easton', 'excluding Harbour Road'], env);
    expect(s.reading?.filters.map((f) => f.field)).toEqual(['start_town', 'start_depot']);
  });
});

describe('misspelt field words', () => {
  it('reads a word one edit from exactly one vocabulary word as that word', () => {
    const r = read('avrage fare from Easton');
    expect(r.measures.map((m) => m.name)).toEqual(['avg_fare']);
    expect(r.unknown).toEqual([]);
  });

  it('leaves a capitalised word, a short word and a far word unexplained', () => {
    expect(read('Avrage fare').unknown.map((t) => t.text)).toContain('Avrage');
    for (const q of ['journeys by bsu', 'journeys by weather']) {
      const r = read(q);
      expect(r.groupBy).toEqual([]);
      expect(r.unknown.length + r.problems.length).toBeGreaterThan(0);
    }
  });
});
