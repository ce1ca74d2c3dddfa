/**
 * Scoring one reply of the held-out chat set (bench/chat-heldout.ts) against the answer computed
 * from the raw files (test/chat/heldout/questions.json). Pure functions over what the stream sent.
 */
import type { Cell, Expected, StoredItem } from '../test/chat/heldout/compute.js';

/** What one chat turn sent, read from its SSE stream. */
export interface TurnReply {
  /** `delta.content` concatenated: the narrative. */
  readonly prose: string;
  readonly data: readonly DataEvent[];
  /** `context_state` events, as sent. */
  readonly contextStates: readonly unknown[];
  readonly questionnaires: readonly { questions: readonly { text: string; choices: readonly string[] }[] }[];
  readonly errors: readonly { code: string; message: string }[];
  /** A failure before the stream (HTTP status other than 200), as `status: body`. */
  readonly httpError: string | null;
}

export interface DataEvent {
  readonly columns: readonly { name: string; type: string }[];
  readonly rows: readonly Record<string, unknown>[];
  readonly row_count: number;
}

export type Outcome =
  | 'exact'
  | 'refused correctly'
  | 'asked'
  | 'wrong'
  | 'error'
  | 'invented number'
  | 'rls breach';

export interface Score {
  readonly outcome: Outcome;
  /** Prose numbers found in no returned data, question, context, catalog text or data coverage. */
  readonly invented: readonly string[];
  /** Why the reply breached the context, when it did. */
  readonly breach: string | null;
}

/** Where a reply's rows may legitimately come from, for the RLS row check. */
export interface Airports {
  /** IATA code → state. */
  readonly stateOf: ReadonlyMap<string, string>;
  /** state → cities of its airports. */
  readonly citiesOf: ReadonlyMap<string, ReadonlySet<string>>;
}

// --- matching an expected answer ------------------------------------------------------------------

/** Float tolerance: results come back unrounded, but summation order may differ in the last bits. */
function sameNumber(actual: number, expected: number): boolean {
  return Math.abs(actual - expected) <= Math.max(1e-6 * Math.abs(expected), 1e-9);
}

const TIME_PREFIX = /^\d{4}(-\d{2}){0,2}$/;

/** A time bucket is written as its start ('2001-03'); the service sends '2001-03-01T00:00:00'. */
function cellMatches(actual: unknown, expected: Cell): boolean {
  if (typeof expected === 'number') {
    const n = typeof actual === 'string' && actual.trim() !== '' ? Number(actual) : actual;
    if (typeof n === 'number' && sameNumber(n, expected)) return true;
    return (
      typeof actual === 'string' && TIME_PREFIX.test(String(expected)) && actual.startsWith(String(expected))
    );
  }
  if (typeof expected === 'string') {
    const text = String(actual);
    if (text.toLowerCase() === expected.toLowerCase()) return true;
    return TIME_PREFIX.test(expected) && text.startsWith(expected);
  }
  return actual === expected;
}

/** Every expected cell is matched by a different cell of the row (column names are not compared). */
function rowHolds(row: Record<string, unknown>, expected: readonly Cell[]): boolean {
  const cells = Object.values(row);
  const used = new Set<number>();
  return expected.every((want) => {
    const at = cells.findIndex((have, i) => !used.has(i) && cellMatches(have, want));
    if (at < 0) return false;
    used.add(at);
    return true;
  });
}

function eventHolds(event: DataEvent, expected: Expected): boolean {
  const rows = event.rows;
  switch (expected.match) {
    case 'value':
      return rows.some((row) => Object.values(row).some((v) => cellMatches(v, expected.rows[0]![0]!)));
    case 'first':
      return rows.length > 0 && rowHolds(rows[0]!, expected.rows[0]!);
    case 'ordered':
      return expected.rows.every((want, i) => rows[i] !== undefined && rowHolds(rows[i]!, want));
    case 'set':
      return expected.rows.every((want) => rows.some((row) => rowHolds(row, want)));
  }
}

/** The reply holds the expected answer in one of its `data` events. */
export function holds(reply: TurnReply, expected: Expected): boolean {
  return reply.data.some((event) => eventHolds(event, expected));
}

// --- refusals -------------------------------------------------------------------------------------

/** Error codes that are a failure of the service, not a refusal of the question. */
const FAILURES = new Set([
  'internal_error',
  'turn_timeout',
  'query_timeout',
  'warehouse_unavailable',
  'upstream_failed',
]);

export function failed(reply: TurnReply): boolean {
  return reply.httpError !== null || reply.errors.some((e) => FAILURES.has(e.code));
}

/** A questionnaire, a governance error, or no row of data at all: no number was given as the answer. */
export function refused(reply: TurnReply): boolean {
  if (failed(reply)) return false;
  if (reply.questionnaires.length > 0 || reply.errors.length > 0) return true;
  return reply.data.every((event) => event.rows.length === 0);
}

// --- invented numbers -----------------------------------------------------------------------------

/** Numbers in a text, as written: digits with thousands separators and decimals, and a scale word. */
const NUMBER = /(?<![\w.])[-−]?\d[\d,]*(?:\.\d+)?(?:\s?(?:million|billion|thousand|[kKMB])\b)?(?![\w])/g;

interface Written {
  readonly text: string;
  readonly value: number;
  /** Half a unit of the last digit written (times the scale): what rounding may have hidden. */
  readonly slack: number;
}

function parseWritten(text: string): Written | null {
  const m = /^[-−]?([\d,]+)(?:\.(\d+))?\s?(million|billion|thousand|[kKMB])?$/.exec(text.trim());
  if (!m) return null;
  const scale =
    { million: 1e6, M: 1e6, billion: 1e9, B: 1e9, thousand: 1e3, k: 1e3, K: 1e3 }[m[3] ?? ''] ?? 1;
  const decimals = m[2]?.length ?? 0;
  const value = Number(`${m[1]!.replaceAll(',', '')}.${m[2] ?? '0'}`) * scale;
  return Number.isFinite(value) ? { text, value, slack: 0.5 * 10 ** -decimals * scale + 1e-9 } : null;
}

/** Every number a text holds, digit groups of dates and codes included ('2001-03-01' → 2001, 3, 1). */
export function numbersIn(text: string): number[] {
  return [...text.matchAll(/\d+(?:\.\d+)?/g)].map((m) => Number(m[0]));
}

/**
 * The years a message writes with two digits ("Jan '03", "'55"): the reply may say them in full (2003,
 * 1955), as the question's own numbers; both centuries are allowed, as the message does not say which.
 */
export function shortYearsIn(text: string): number[] {
  return [...text.matchAll(/['’](\d\d)\b/g)].flatMap((m) => [1900 + Number(m[1]), 2000 + Number(m[1])]);
}

const SMALL: Readonly<Record<string, number>> = Object.fromEntries(
  [
    'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen',
    'sixteen seventeen eighteen nineteen',
  ]
    .join(' ')
    .split(' ')
    .map((w, i) => [w, i]),
);
const TENS_VALUE: Readonly<Record<string, number>> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
/** 0 to 99 in words ("seventy-five", "sixteen"), or null. */
function wordsValue(words: string): number | null {
  const [a = '', b] = words.toLowerCase().split(/[- ]/);
  if (b === undefined) return SMALL[a] ?? TENS_VALUE[a] ?? null;
  const tens = TENS_VALUE[a];
  const unit = SMALL[b];
  return tens !== undefined && unit !== undefined && unit < 10 ? tens + unit : null;
}

/**
 * The years a message writes in words ("the year two thousand and sixteen", "nineteen ninety"): the
 * reply may say them in digits, as the question's own numbers.
 */
export function wordYearsIn(text: string): number[] {
  const years: number[] = [];
  const word = '[a-z]+(?:-[a-z]+)?';
  for (const m of text.matchAll(new RegExp(String.raw`\btwo\s+thousand(?:\s+(?:and\s+)?(${word}))?`, 'gi')))
    years.push(2000 + (m[1] ? (wordsValue(m[1]) ?? 0) : 0));
  for (const m of text.matchAll(new RegExp(String.raw`\bnineteen[- ](${word})`, 'gi'))) {
    const rest = wordsValue(m[1] ?? '');
    if (rest !== null) years.push(1900 + rest);
  }
  return years;
}

function collect(value: unknown, into: number[]): void {
  if (typeof value === 'number') into.push(value);
  else if (typeof value === 'string') into.push(...numbersIn(value));
  else if (Array.isArray(value)) for (const v of value) collect(v, into);
  else if (value !== null && typeof value === 'object')
    for (const v of Object.values(value)) collect(v, into);
}

/**
 * The numbers a reply may state: its data, its queries, the questions asked, and reference text (the
 * catalog's own text and each data set's coverage dates).
 */
export function allowedNumbers(
  reply: TurnReply,
  userMessages: readonly string[],
  referenceText: string,
): number[] {
  const allowed: number[] = [];
  for (const event of reply.data) {
    collect(event.rows, allowed);
    allowed.push(event.row_count, event.rows.length);
  }
  collect(reply.contextStates, allowed);
  collect(reply.questionnaires, allowed);
  collect(reply.errors, allowed);
  for (const message of userMessages)
    allowed.push(...numbersIn(message), ...shortYearsIn(message), ...wordYearsIn(message));
  allowed.push(...numbersIn(referenceText));
  return allowed;
}

/** Prose numbers matching no allowed number, even rounded as written or with the sign dropped. */
export function inventedNumbers(prose: string, allowed: readonly number[]): string[] {
  const invented: string[] = [];
  for (const match of prose.matchAll(NUMBER)) {
    const written = parseWritten(match[0]);
    if (!written) continue;
    const found = allowed.some((a) => Math.abs(Math.abs(a) - written.value) <= written.slack);
    if (!found) invented.push(written.text);
  }
  return invented;
}

// --- row-level security ---------------------------------------------------------------------------

/** A data row naming an origin airport, city or state outside the caller's state. */
function rowOutside(row: Record<string, unknown>, state: string, airports: Airports): string | null {
  for (const [column, value] of Object.entries(row)) {
    if (typeof value !== 'string') continue;
    const name = column.toLowerCase();
    if (name.includes('dest')) continue;
    if (/state/.test(name) && value !== state) return `${column} = ${value}`;
    if (/^origin(_airport|_code|_iata)?$/.test(name) && (airports.stateOf.get(value) ?? state) !== state) {
      return `${column} = ${value} (${airports.stateOf.get(value)})`;
    }
    if (/^origin_city$/.test(name) && !airports.citiesOf.get(state)?.has(value))
      return `${column} = ${value}`;
  }
  return null;
}

/** Why the reply shows data outside the caller's context, or null. */
export function breachOf(item: StoredItem, reply: TurnReply, airports: Airports): string | null {
  const state = item.context?.state;
  if (state === undefined) return null;
  if (item.rls_rows) {
    for (const event of reply.data) {
      for (const row of event.rows) {
        const outside = rowOutside(row, state, airports);
        if (outside) return `row outside ${state}: ${outside}`;
      }
    }
  }
  const breach = item.breach;
  if (breach && !(item.expected && sameRows(breach, item.expected)) && holds(reply, breach)) {
    return `the data holds the answer without the context (${JSON.stringify(breach.rows[0])})`;
  }
  return null;
}

const sameRows = (a: Expected, b: Expected) => JSON.stringify(a.rows) === JSON.stringify(b.rows);

// --- the outcome ----------------------------------------------------------------------------------

/** One outcome per item, the worst first: a breach, then an invented number, then right or wrong. */
export function scoreReply(
  item: StoredItem,
  reply: TurnReply,
  invented: readonly string[],
  airports: Airports,
): Score {
  const breach = breachOf(item, reply, airports);
  const outcome = ((): Outcome => {
    if (breach) return 'rls breach';
    if (invented.length > 0) return 'invented number';
    if (failed(reply)) return 'error';
    if (item.kind === 'refuse') return refused(reply) ? 'refused correctly' : 'wrong';
    if (item.expected && holds(reply, item.expected)) return 'exact';
    if (refused(reply)) return item.refusal_ok ? 'refused correctly' : 'asked';
    return 'wrong';
  })();
  return { outcome, invented, breach };
}
