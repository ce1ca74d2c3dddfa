import type { Intent, Interpretation, Outcome } from '../interpret.js';
import { timeDimension, timeGroup } from '../parse.js';
import type { Subject, SubjectMeasure } from '../subject.js';
import { tokenize } from '../text.js';
import { rangeBounds } from '../time.js';
import { settled } from './fallback.js';

/**
 * "When does the weather data start?", "latest date in flights", "earliest and latest flight date in
 * the flights table": the first or last date of a table's data is the minimum or maximum of its time
 * column, not a count of its rows nor a word to ask back. The edge and date words are taken out and the
 * rest is read as usual (the table, any filters, a period); what is left must name no figure. Only at
 * the question's head ("flights on the last day of March" counts that day's flights).
 */

type Edge = 'min' | 'max';

const EDGE_WORDS: Readonly<Record<string, Edge>> = {
  first: 'min',
  earliest: 'min',
  start: 'min',
  starts: 'min',
  starting: 'min',
  begin: 'min',
  begins: 'min',
  beginning: 'min',
  oldest: 'min',
  last: 'max',
  latest: 'max',
  end: 'max',
  ends: 'max',
  ending: 'max',
  final: 'max',
  newest: 'max',
};
const DATE_WORDS: ReadonlySet<string> = new Set(['date', 'dates', 'day', 'days']);
const JOINING: ReadonlySet<string> = new Set(['and', 'or', '&']);
/** Words a question about the data's edge opens with ("what is the", "when does the"). */
const ASKING: ReadonlySet<string> = new Set(
  "when does did do what what's which is was are the of in on for".split(' '),
);

export interface EdgeQuestion {
  readonly edges: readonly Edge[];
  /** The question without its edge, date and opening words: read for the table and its filters. */
  readonly rest: string;
}

/**
 * The word indexes of one edge phrase at i: "first date", "earliest and latest flight date" (one word
 * of the data's name may stand before the date word), or a bare "start" / "end" in a "when" question.
 */
function edgeSpan(words: readonly string[], i: number, when: boolean): number[] | null {
  let j = i + 1;
  while (JOINING.has(words[j] ?? '') || EDGE_WORDS[words[j] ?? '']) j++;
  const date = DATE_WORDS.has(words[j] ?? '') ? j : DATE_WORDS.has(words[j + 1] ?? '') ? j + 1 : -1;
  if (date < 0) return when ? [i] : null;
  const span: number[] = [];
  for (let k = i; k <= date; k++) if (k === date || k < j) span.push(k);
  return span;
}

/** The edges a question asks for, or null when it asks no first or last date of the data. */
export function edgeQuestion(question: string): EdgeQuestion | null {
  const tokens = tokenize(question);
  const words = tokens.map((t) => t.lower);
  const when = words[0] === 'when';
  const taken = new Set<number>();
  for (const [i, w] of words.entries()) {
    if (!EDGE_WORDS[w] || taken.has(i)) continue;
    // The edge leads the question ("latest date in flights", "what is the first date …").
    const opening = words.slice(0, i).every((x) => ASKING.has(x));
    const span = opening || when ? edgeSpan(words, i, when) : null;
    for (const k of span ?? []) taken.add(k);
  }
  if (taken.size === 0) return null;
  const edges = new Set([...taken].map((k) => EDGE_WORDS[words[k] ?? '']));
  let head = 0;
  while (head < words.length && (ASKING.has(words[head] ?? '') || taken.has(head))) head++;
  const rest = tokens
    .filter((_, k) => k >= head && !taken.has(k))
    .map((t) => restWord(t.text, taken.has(t.index + 1)))
    .join(' ');
  return { edges: (['min', 'max'] as const).filter((e) => edges.has(e)), rest };
}

/**
 * "earliest departure date", "latest departure date from IAH": the word between the edge and the date
 * says whose dates they are, the departures' (read alone, "departure" matched nothing on the flights
 * table and the question was asked back, where "the earliest date of departures" was answered).
 */
function restWord(text: string, beforeTaken: boolean): string {
  return beforeTaken && text.toLowerCase() === 'departure' ? 'departures' : text;
}

/** The first / last value of the time column as a measure: `min(date) AS min_date`. */
function edgeMeasure(subject: Subject, edge: Edge): SubjectMeasure | null {
  const time = timeDimension(subject);
  if (!time) return null;
  return {
    name: `${edge}_${time.name}`,
    title: `${edge === 'min' ? 'First' : 'Last'} ${time.title.toLowerCase()}`,
    aggregation: edge,
    synonyms: [],
    format: null,
    description: time.description,
    plainCount: false,
    column: time.name,
  };
}

/** The data's own rows with nothing asked of them: the subject named alone ("the weather data"). */
function bare(subject: Subject): Intent {
  return {
    subject,
    measures: [],
    groupBy: [],
    filters: [],
    range: null,
    sort: null,
    limit: null,
    ignored: [],
  };
}

/**
 * The answer to an edge question from the reading of its rest: the edges of the time column over the
 * rows the rest names, or a question when the table has no dates; null (read as usual) when the rest
 * asks a figure, a breakdown, or reads over a contract.
 */
export function edgeOutcome(edge: EdgeQuestion, read: Interpretation): Outcome | null {
  const reading = read.reading;
  const subject = reading?.subject;
  if (!reading || !subject || subject.kind === 'contract' || reading.unknown.length > 0) return null;
  if (!timeDimension(subject)) {
    const message = `${subject.title} has no date column, so it has no first or last date. Which data do you mean?`;
    return { kind: 'ask', message, questions: [{ id: 'data', text: message, choices: [] }] };
  }
  const outcome = settled(read, edge.rest);
  const base = outcome.kind === 'answer' ? outcome.intent : reading.mentioned ? bare(subject) : null;
  if (!base || base.subject !== subject || base.groupBy.length > 0) return null;
  if (!base.measures.every((m) => m.plainCount)) return null;
  const measures = edge.edges.flatMap((e) => edgeMeasure(subject, e) ?? []);
  return { kind: 'answer', intent: { ...base, measures, sort: null, limit: null } };
}

/**
 * "When does the weather get warm?": a question that asks when, answered with no date or period in it
 * (no breakdown over time, no date column), would give a figure as if it said when (the average high
 * over every day). Asked back instead; "when" questions that read a series or a date keep their answer.
 */
export function whenWithoutTime(question: string, outcome: Outcome): Outcome {
  if (outcome.kind !== 'answer' || !/^\s*when\b/i.test(question)) return outcome;
  const { subject, groupBy, measures } = outcome.intent;
  const time = timeDimension(subject);
  const dated =
    timeGroup(subject, groupBy) !== undefined ||
    measures.some((m) => time !== undefined && m.column === time.name);
  if (dated) return outcome;
  const message =
    'The question asks when, but what I could read of it gives no date or period, only a figure over ' +
    'all of them. Which figure, and over which period (by month, by year), do you mean?';
  return { kind: 'ask', message, questions: [{ id: 'when', text: message, choices: [] }] };
}

/** "the first day", "the earliest date", "the final day": one day at an edge of a period or of the data. */
const EDGE_DAY = /\b(?:first|last|earliest|latest|final)\s+(?:day|date)\b/i;

/** Whether a range is one day (from and to one day apart). */
function oneDay(range: Intent['range']): boolean {
  if (!range) return false;
  const { from, to } = rangeBounds(range);
  if (!from || !to) return false;
  return Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`) === 86_400_000;
}

/**
 * "How many flights on the first day of June?", "average delay on the first date": an edge day the
 * reading did not settle to one day (it read all of June, or every date) would answer for the whole
 * period. Asked back, unless the answer is itself the edge date (edgeOutcome) or a series by day.
 */
export function edgeDayDropped(question: string, outcome: Outcome): Outcome {
  if (outcome.kind !== 'answer' || !EDGE_DAY.test(question)) return outcome;
  const { subject, groupBy, measures, range } = outcome.intent;
  const time = timeDimension(subject);
  const dated = measures.some((m) => time !== undefined && m.column === time.name);
  if (dated || oneDay(range) || groupBy.some((g) => g.grain === 'day')) return outcome;
  const day = EDGE_DAY.exec(question)?.[0] ?? 'that day';
  const message = `I can't narrow the data to "${day}" as asked, and answering for the whole period would read as that day's figure. Which date do you mean?`;
  return { kind: 'ask', message, questions: [{ id: 'day', text: message, choices: [] }] };
}
