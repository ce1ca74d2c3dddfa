import { describe, expect, it } from 'vitest';
import { interpretConversation } from '../../src/agent/builtin/interpret.js';
import { parseText, readSubject } from '../../src/agent/builtin/parse.js';
import { settleLatestYear, settleRelative } from '../../src/agent/builtin/relative.js';
import type { Subject } from '../../src/agent/builtin/subject.js';
import { root, stem, tokenize, wordForms } from '../../src/agent/builtin/text.js';
import { parseTime, rangeBounds, rangeLabel } from '../../src/agent/builtin/time.js';
import { buildValueIndex } from '../../src/agent/builtin/values.js';
import { suggestChart } from '../../src/agent/chart.js';
import { parseChatRequest } from '../../src/agent/request.js';
import { CharterError } from '../../src/errors/registry.js';

/** Pure parts of the built-in planner: no server, no warehouse. */

const bounds = (text: string) => {
  const { range } = parseTime(tokenize(text));
  return range ? rangeBounds(range) : null;
};

describe('time expressions', () => {
  it.each([
    ['flights in March 2001', { from: '2001-03-01', to: '2001-04-01' }],
    ['between January and March 2001', { from: '2001-01-01', to: '2001-04-01' }],
    ['from 2008 to 2010', { from: '2008-01-01', to: '2011-01-01' }],
    ['in 2005', { from: '2005-01-01', to: '2006-01-01' }],
    ['Q2 2001', { from: '2001-04-01', to: '2001-07-01' }],
    ['the first quarter of 2004', { from: '2004-01-01', to: '2004-04-01' }],
    ['in the first half of 2001', { from: '2001-01-01', to: '2001-07-01' }],
    ['on March 15, 2001', { from: '2001-03-15', to: '2001-03-16' }],
    ['on 2001-03-15', { from: '2001-03-15', to: '2001-03-16' }],
    ['since 2008', { from: '2008-01-01', to: null }],
    ['after 2005', { from: '2006-01-01', to: null }],
    ['before 2003', { from: null, to: '2003-01-01' }],
    ['between March 1 and March 7 2001', { from: '2001-03-01', to: '2001-03-08' }],
  ])('%s', (text, expected) => {
    expect(bounds(text)).toEqual(expected);
  });

  it('reads grains and leaves thresholds and verbs alone', () => {
    expect(parseTime(tokenize('average delay by month')).grain).toBe('month');
    expect(parseTime(tokenize('monthly flights')).grain).toBe('month');
    expect(parseTime(tokenize('flights per quarter')).grain).toBe('quarter');
    expect(parseTime(tokenize('price over time')).overTime).toBe(true);
    expect(parseTime(tokenize('origins with more than 2000 flights')).range).toBeNull();
    expect(parseTime(tokenize('you may see delays')).range).toBeNull();
    // A lead word at the very end once read past the last token (an internal error in chat).
    expect(parseTime(tokenize('which city is it in?')).range).toBeNull();
    expect(parseTime(tokenize('flights from')).range).toBeNull();
  });

  it('labels ranges for the narrative', () => {
    const label = (t: string) => rangeLabel(parseTime(tokenize(t)).range as never);
    expect(label('in March 2001')).toBe('in March 2001');
    expect(label('between January and March 2001')).toBe('from January to March 2001');
    expect(label('Q2 2001')).toBe('in Q2 2001');
  });
});

describe('words', () => {
  it('stems plurals without touching codes', () => {
    expect(stem('origins')).toBe('origin');
    expect(stem('cities')).toBe('city');
    expect(stem('bus')).toBe('bus');
    expect(tokenize("SFO's delays").map((t) => t.text)).toEqual(['SFO', 'delays']);
  });
});

/** A contract-like subject with a required filter, to test what the demo contracts do not have. */
const subject: Subject = {
  kind: 'contract',
  id: 'sales',
  title: 'Store sales',
  description: '',
  dimensions: [
    {
      name: 'day',
      title: 'Day',
      type: 'time',
      synonyms: ['date'],
      grains: ['day', 'month', 'year'],
      description: '',
    },
    { name: 'store', title: 'Store', type: 'string', synonyms: ['shop'], grains: [], description: '' },
    { name: 'region', title: 'Region', type: 'string', synonyms: [], grains: [], description: '' },
  ],
  measures: [
    {
      name: 'revenue',
      title: 'Revenue',
      aggregation: 'sum',
      synonyms: ['sales', 'turnover'],
      format: '#,##0',
      description: '',
      plainCount: false,
      column: null,
    },
    {
      name: 'order_count',
      title: 'Order count',
      aggregation: 'count',
      synonyms: ['orders'],
      format: '#,##0',
      description: '',
      plainCount: true,
      column: null,
    },
  ],
  requiredFilters: ['region'],
  requiredContext: [],
  contract: null,
};
const values = buildValueIndex(
  new Map([
    ['store', ['Downtown', 'Airport Mall']],
    ['region', ['North', 'South']],
  ]),
  [2023, 2024],
);
const env = { subjects: [subject], values: async () => values };

describe('reading a question against a subject', () => {
  it('finds measures, grouping, values and ranking', () => {
    const r = readSubject(parseText('top 3 stores by revenue in the North region'), subject, values);
    expect(r.measures.map((m) => m.name)).toEqual(['revenue']);
    expect(r.groupBy.map((g) => g.dimension.name)).toEqual(['store']);
    expect(r.filters).toEqual([{ field: 'region', kind: 'dimension', operator: 'eq', value: 'North' }]);
    expect(r.sort).toEqual({ field: 'revenue', direction: 'desc' });
    expect(r.limit).toBe(3);
    expect(r.unknown).toEqual([]);
  });

  it('keeps words it cannot explain, so the planner asks', () => {
    const r = readSubject(parseText('revenue from refunds'), subject, values);
    expect(r.unknown.map((t) => t.text)).toEqual(['refunds']);
  });

  it('asks for a required filter, offering the indexed values, then answers', async () => {
    const first = await interpretConversation(['revenue by month in 2024'], env);
    expect(first.outcome.kind).toBe('ask');
    if (first.outcome.kind !== 'ask') return;
    expect(first.outcome.questions).toEqual([
      { id: 'filter:region', text: 'Which region?', choices: ['North', 'South'] },
    ]);
    const second = await interpretConversation(['revenue by month in 2024', 'South'], env);
    expect(second.outcome.kind).toBe('answer');
    if (second.outcome.kind !== 'answer') return;
    expect(second.outcome.intent.filters).toEqual([
      { field: 'region', kind: 'dimension', operator: 'eq', value: 'South' },
    ]);
    expect(second.outcome.intent.groupBy.map((g) => [g.dimension.name, g.grain])).toEqual([['day', 'month']]);
  });

  it('asks which year when a month is named and the data spans years', async () => {
    const r = await interpretConversation(['orders in North in May'], env);
    expect(r.outcome.kind === 'ask' && r.outcome.questions[0]?.choices).toEqual(['2023', '2024']);
  });
});

describe('chart rules', () => {
  const rows = [
    { m: 1, a: 'x', b: 'p' },
    { m: 2, a: 'y', b: 'q' },
  ];
  it('no chart for a single value or a lone row', () => {
    expect(suggestChart('r', [{ name: 'm', title: 'M', role: 'measure' }], [{ m: 1 }])).toBeNull();
    expect(
      suggestChart(
        'r',
        [
          { name: 'a', title: 'A', role: 'category' },
          { name: 'm', title: 'M', role: 'measure' },
        ],
        [rows[0] as never],
      ),
    ).toBeNull();
  });
  it('folds several measures into one axis', () => {
    const c = suggestChart(
      'r',
      [
        { name: 'a', title: 'A', role: 'category' },
        { name: 'm', title: 'M', role: 'measure' },
        { name: 'n', title: 'N', role: 'measure' },
      ],
      rows,
    );
    expect(c?.spec.transform).toEqual([{ fold: ['m', 'n'], as: ['measure', 'value'] }]);
  });
});

describe('request validation', () => {
  const LIMITS = { max_messages: 4, max_message_bytes: 16, max_conversation_bytes: 32 };
  const problems = (body: unknown) => {
    try {
      parseChatRequest(body, LIMITS);
      return null;
    } catch (err) {
      return (err as CharterError).errors;
    }
  };
  it('accepts text parts and ignores OpenAI fields it does not use', () => {
    const r = parseChatRequest(
      {
        model: 'm',
        temperature: 0.2,
        stream_options: { include_usage: true },
        messages: [
          {
            role: 'user',
            content: [
              { type: 'text', text: 'hello ' },
              { type: 'text', text: 'there' },
            ],
          },
        ],
      },
      LIMITS,
    );
    expect(r).toMatchObject({ stream: true, messages: [{ role: 'user', content: 'hello there' }] });
  });
  it('reports every problem with its path', () => {
    expect(problems({ messages: [{ role: 'tool', content: 'x' }] })).toEqual([
      'model: is required',
      'messages.0.role: role must be one of user, assistant, system, developer (developer is read as system)',
    ]);
    expect(() => parseChatRequest(null, LIMITS)).toThrow(CharterError);
  });
  it('refuses a conversation over its limits, naming the limit and the size', () => {
    const refusal = (messages: unknown[]) => {
      try {
        parseChatRequest({ model: 'm', messages }, LIMITS);
        return null;
      } catch (err) {
        const e = err as CharterError;
        return { code: e.code, status: e.status, message: e.message, errors: e.errors };
      }
    };
    const user = (content: string) => ({ role: 'user', content });
    expect(refusal(Array.from({ length: 5 }, () => user('a')))).toMatchObject({
      code: 'too_many_messages',
      status: 400,
      message: expect.stringMatching(/has 5 messages; at most 4/),
    });
    // Bytes, not characters: "é" is two bytes in UTF-8.
    expect(refusal([user('é'.repeat(9))])).toMatchObject({
      code: 'message_too_large',
      status: 413,
      errors: ['messages.0.content: 18 bytes, limit 16'],
    });
    expect(refusal([user('a'.repeat(16)), user('b'.repeat(16)), user('c')])).toMatchObject({
      code: 'conversation_too_large',
      status: 413,
      message: expect.stringMatching(/has 33 bytes of content; at most 32/),
    });
    expect(refusal([user('a'.repeat(16)), user('b'.repeat(16))])).toBeNull();
  });
});

describe('relative time (issue 14)', () => {
  const settle = (text: string, latest: string) => {
    const { range } = parseTime(tokenize(text));
    if (!range?.relative) throw new Error(`no relative range in "${text}"`);
    const settled = settleRelative(range, latest);
    return { ...rangeBounds(settled), label: rangeLabel(settled) };
  };

  it.each([
    // Units that have ended by the latest date: data through 30 June has ended June; 1 July has barely begun July.
    ['flights last month', '2001-06-30', { from: '2001-06-01', to: '2001-07-01' }],
    ['flights last month', '2001-07-01', { from: '2001-06-01', to: '2001-07-01' }],
    ['the last three months', '2001-07-01', { from: '2001-04-01', to: '2001-07-01' }],
    ['the last three months', '2001-06-30', { from: '2001-04-01', to: '2001-07-01' }],
    ['last month', '2010-03-01', { from: '2010-02-01', to: '2010-03-01' }],
    ['flights this month', '2001-06-30', { from: '2001-06-01', to: '2001-07-01' }],
    ['this year', '2015-12-31', { from: '2015-01-01', to: '2016-01-01' }],
    ['last year', '2015-12-31', { from: '2015-01-01', to: '2016-01-01' }],
    ['last year', '2015-12-30', { from: '2014-01-01', to: '2015-01-01' }],
    ['the past 3 months', '2015-12-31', { from: '2015-10-01', to: '2016-01-01' }],
    ['the previous quarter', '2001-06-30', { from: '2001-04-01', to: '2001-07-01' }],
    ['the previous quarter', '2001-06-29', { from: '2001-01-01', to: '2001-04-01' }],
    ['the last 7 days', '2001-06-30', { from: '2001-06-24', to: '2001-07-01' }],
    ['last week', '2001-06-30', { from: '2001-06-18', to: '2001-06-25' }],
    ['last week', '2001-07-01', { from: '2001-06-25', to: '2001-07-02' }],
    ['year to date', '2010-03-01', { from: '2010-01-01', to: '2011-01-01' }],
  ])('%s (latest %s)', (text, latest, expected) => {
    expect(settle(text, latest)).toMatchObject(expected);
  });

  it('states how the range was settled, and leaves a named quarter alone', () => {
    expect(settle('last month', '2001-06-30').label).toBe(
      "last month (June 2001, counting back from the data's latest date, 2001-06-30)",
    );
    expect(parseTime(tokenize('the last quarter of 2001')).range?.relative).toBeUndefined();
  });

  it('takes the latest such month for a month without its year', () => {
    const { range } = parseTime(tokenize('since March'));
    const settled = settleLatestYear(range as never, '2010-03-01');
    expect(rangeBounds(settled)).toEqual({ from: '2010-03-01', to: null });
    expect(rangeLabel(settled)).toBe('since March 2010 (the latest March in the data)');
    expect(
      rangeBounds(settleLatestYear(parseTime(tokenize('in April')).range as never, '2010-03-01')),
    ).toEqual({
      from: '2009-04-01',
      to: '2009-05-01',
    });
  });
});

describe('word forms (issue 14)', () => {
  it('reads adjective and verb forms, and cue roots across parts of speech', () => {
    expect(wordForms(tokenize('windy')[0] as never)).toContain('wind');
    expect(wordForms(tokenize('snowing')[0] as never)).toContain('snow');
    expect(root('departing')).toBe(root('departure'));
    expect(root('departures')).toBe('depart');
    expect(root('arriving')).toBe(root('arrival'));
  });
});

/** A price subject with an average, a lowest and a highest price, for ranges, peaks and changes. */
const prices: Subject = {
  kind: 'contract',
  id: 'prices',
  title: 'Monthly prices',
  description: '',
  dimensions: [
    { name: 'month', title: 'Month', type: 'time', synonyms: [], grains: ['month', 'year'], description: '' },
    { name: 'ticker', title: 'Ticker', type: 'string', synonyms: ['share'], grains: [], description: '' },
  ],
  measures: (
    [
      ['avg_price', 'avg', ['price'], 'Average closing price.'],
      ['min_price', 'min', ['low'], 'Lowest closing price.'],
      ['max_price', 'max', ['peak'], 'Highest closing price.'],
    ] as const
  ).map(([name, aggregation, synonyms, description]) => ({
    name,
    title: name,
    aggregation,
    synonyms: [...synonyms],
    format: null,
    description,
    plainCount: false,
    column: null,
  })),
  requiredFilters: [],
  requiredContext: [],
  contract: null,
};

describe('ranges, peaks and changes', () => {
  const read = (q: string) => readSubject(parseText(q), prices, null);

  it('reads "range" as the lowest and the highest of the word beside it', () => {
    expect(read('price range in 2008').measures.map((m) => m.name)).toEqual(['min_price', 'max_price']);
  });

  it('reads a one-word synonym with its own noun as one measure, and ranks by it', () => {
    const r = read('top 3 tickers by peak price');
    expect(r.measures.map((m) => m.name)).toEqual(['max_price']);
    expect(r.sort).toEqual({ field: 'max_price', direction: 'desc' });
  });

  it('reads a change as a series: yearly over a span of whole years, else monthly', () => {
    expect(parseTime(tokenize('how has the price changed')).overTime).toBe(true);
    expect(read('how did the price change from 2005 to 2007').groupBy.map((g) => g.grain)).toEqual(['year']);
    expect(read('how did the price change in 2005').groupBy.map((g) => g.grain)).toEqual(['month']);
  });
});
