import type { SortDirection } from '../../contracts/model.js';
import type { Intent } from './interpret.js';
import { type Token, wholeNumber } from './text.js';

/**
 * Rows picked out of the ones a ranking shows, after its query ran as the earlier question's did (its
 * order and size): "top 5 origins", then "drop the top one" leaves ranks 2 to 5 (`skip`); "top 5
 * destinations from Atlanta", then "which of those had the highest average delay?" ranks those five
 * by the delay and keeps the first (`reranked`), without the flight count that only chose them. The
 * query language ranks once, so the second ranking is done on the rows returned.
 */
export interface Picked {
  /** Rows left out from the top of the ranking shown. */
  readonly skip: number;
  readonly reranked: {
    /** The measure (its column) the rows shown are ranked by again. */
    readonly by: string;
    readonly direction: SortDirection;
    /** How many rows the new ranking keeps. */
    readonly take: number;
    /** Columns that only chose the rows (the earlier ranking's measures), not shown. */
    readonly hidden: readonly string[];
  } | null;
}

type Row = Record<string, unknown>;
interface Shown {
  readonly rows: readonly Row[];
  readonly columns: readonly { readonly name: string; readonly type: string }[];
}

/** A cell as a number to rank by; a missing value ranks last whichever the direction. */
function rankValue(v: unknown, direction: SortDirection): number {
  const n = typeof v === 'number' ? v : typeof v === 'bigint' ? Number(v) : Number(v ?? Number.NaN);
  if (Number.isNaN(n)) return direction === 'asc' ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;
  return n;
}

/** The rows (and columns) a pick leaves; the result unchanged when there is none. */
export function pickedRows<T extends Shown>(picked: Picked | undefined, result: T): T {
  if (!picked || (picked.skip === 0 && !picked.reranked)) return result;
  const left = result.rows.slice(picked.skip);
  const re = picked.reranked;
  if (!re) return { ...result, rows: left };
  const sign = re.direction === 'asc' ? 1 : -1;
  const ranked = [...left]
    .sort((a, b) => sign * (rankValue(a[re.by], re.direction) - rankValue(b[re.by], re.direction)))
    .slice(0, re.take);
  const hidden = new Set(re.hidden);
  const rows = ranked.map((row) => Object.fromEntries(Object.entries(row).filter(([k]) => !hidden.has(k))));
  return { ...result, rows, columns: result.columns.filter((c) => !hidden.has(c.name)) };
}

/** Words that take rows off the top of a ranking: "drop the top one", "skip the first two". */
const DROPPING = new Set([
  'drop',
  'remove',
  'skip',
  'exclude',
  'excluding',
  'without',
  'omit',
  'ignore',
  'lose',
  'ditch',
  'minus',
  'except',
  'hide',
  // "cut the #1 destination, keep the next four".
  'cut',
]);
/** "leave out", "take off", "cut out": two-word forms of the same. */
const DROPPING_PHRASES = new Set(['leave', 'take', 'cut']);

/** Whether the words end with a word that takes rows off ("drop", "without", "leave out"). */
export function endsDropping(words: readonly string[]): boolean {
  const [before, last] = [words.at(-2) ?? '', words.at(-1) ?? ''];
  return DROPPING.has(last) || (DROPPING_PHRASES.has(before) && ['out', 'off'].includes(last));
}
const TOP_WORDS = new Set(['top', 'first', 'leader', 'leading']);
const ROW_WORDS = new Set([
  'one',
  'ones',
  'row',
  'rows',
  'entry',
  'entries',
  'result',
  'results',
  'spot',
  'spots',
  'rank',
  'ranks',
  'place',
  'places',
  'position',
  'positions',
  // The ranked rows by their own noun: "minus the #1 destination".
  'destination',
  'destinations',
  'origin',
  'origins',
  'airport',
  'airports',
  'state',
  'states',
  'city',
  'cities',
  'country',
  'countries',
  'route',
  'routes',
]);
/** Verbs after which numbers are the ranks kept: "drop the first, show 2 and 3". */
const SHOWING = new Set(['show', 'keep', 'list', 'give']);
/** "show me the other three", "the remaining four": the rows kept, said beside the ones left out. */
const KEPT_WORDS = new Set(['other', 'others', 'remaining', 'rest']);
const FILLER = new Set([
  'and',
  // "ok leave out #1": a chat opener, as "now" is; "what about the 2nd and 3rd" asks the same way.
  'ok',
  'what',
  'about',
  'okay',
  'to',
  'through',
  'thru',
  'just',
  'now',
  'then',
  'the',
  'please',
  'pls',
  'can',
  'you',
  'but',
  'out',
  'off',
  'of',
  'list',
  'same',
  'ranking',
  'show',
  'me',
  'give',
  'instead',
]);

/** Rows left out from the top of a ranking, and how many after them are kept when the message says. */
export interface Dropped {
  readonly skip: number;
  /** "show me the next two", "give me numbers 2 and 3": the rows kept; null keeps the rest. */
  readonly keep: number | null;
}

/**
 * "5 busiest origins", then "drop the top one" / "skip the first two": how many rows to leave out from
 * the top of a ranking of `limit` rows, or null when the message says anything else or leaves no
 * row (the caller checks that the earlier answer was a ranking: a plain breakdown has no top).
 */
export function droppedFromTop(tokens: readonly Token[], limit: number): Dropped | null {
  const dropping = tokens.some(
    (t, i) =>
      DROPPING.has(t.lower) ||
      (DROPPING_PHRASES.has(t.lower) && ['out', 'off'].includes(tokens[i + 1]?.lower ?? '')),
  );
  // "minus the #1 destination", "leave off #1": the first rank by its number ("#" is not a token).
  const before = (i: number) => tokens[i - 1]?.lower ?? '';
  const rankOne = (i: number) =>
    tokens[i]?.lower === '1' &&
    (before(i) === 'the' || DROPPING.has(before(i)) || ['off', 'out'].includes(before(i)));
  const top = (t: Token, i: number) => TOP_WORDS.has(t.lower) || rankOne(i);
  if (!dropping || !tokens.some(top)) return null;
  const known = (t: Token, i: number) =>
    DROPPING.has(t.lower) ||
    DROPPING_PHRASES.has(t.lower) ||
    top(t, i) ||
    ROW_WORDS.has(t.lower) ||
    FILLER.has(t.lower) ||
    KEPT_WORDS.has(t.lower) ||
    // "drop #1, keep 2 and 3", "show me the next two": the ranks kept, said after the ones left out.
    SHOWING.has(t.lower) ||
    NEXT_WORDS.has(t.lower) ||
    RANK_NUMBER_WORDS.has(t.lower) ||
    wholeNumber(t) !== null;
  if (!tokens.every(known)) return null;
  // The number of rows left out: not the rank "#1", nor the count kept ("the other three"), nor the
  // ranks kept after "show" ("drop the first, show 2 and 3").
  const shownFrom = tokens.findIndex((t) => SHOWING.has(t.lower));
  const counted = (i: number) =>
    !rankOne(i) && !KEPT_WORDS.has(tokens[i - 1]?.lower ?? '') && (shownFrom < 0 || i < shownFrom);
  const numbers = tokens
    .map((t, i) => (counted(i) ? wholeNumber(t) : null))
    .filter((n): n is number => n !== null);
  const skip = numbers.length === 0 ? 1 : numbers.length === 1 ? (numbers[0] as number) : null;
  if (skip === null || skip < 1) return null;
  const keep = keptAfter(tokens.slice(Math.max(shownFrom, 0)), skip);
  // "the busiest", then "what about #2 and #3": ranks past those shown, when the message names them.
  return skip < limit || keep !== null ? { skip, keep } : null;
}

/** "numbers 2 and 3", "ranks 2 to 4": words naming the ranks kept. */
const RANK_NUMBER_WORDS = new Set(['number', 'numbers', 'nos', 'no']);

/**
 * The rows kept after `skip` left out, as the words after "show" / "keep" say: "the next two" (or
 * "the other two") keeps two; "numbers 2 and 3" keeps up to rank 3. Null when they say no count.
 */
function keptAfter(tokens: readonly Token[], skip: number): number | null {
  const numbers = tokens.map((t) => wholeNumber(t)).filter((n): n is number => n !== null);
  const counting = tokens.some((t) => NEXT_WORDS.has(t.lower) || KEPT_WORDS.has(t.lower));
  if (numbers.length === 1 && counting) return numbers[0] as number;
  if (numbers.length < 2 || counting) return null;
  const last = Math.max(...numbers);
  return Math.min(...numbers) === skip + 1 && last > skip ? last - skip : null;
}

/** Words that ask for the ranks after the ones shown: "the next five", "the following 3". */
const NEXT_WORDS = new Set(['next', 'following']);

/**
 * "top 5 states by departures", then "and the next five?": how many ranks after the `shown` ones to
 * show (as many as shown when no number is said), or null when the message says anything else.
 */
export function nextRanks(tokens: readonly Token[], shown: number): number | null {
  if (!tokens.some((t) => NEXT_WORDS.has(t.lower))) return null;
  const known = (t: Token) =>
    NEXT_WORDS.has(t.lower) ||
    ROW_WORDS.has(t.lower) ||
    FILLER.has(t.lower) ||
    ['what', 'about', 'how'].includes(t.lower) ||
    wholeNumber(t) !== null;
  if (!tokens.every(known)) return null;
  const numbers = tokens.map((t) => wholeNumber(t)).filter((n): n is number => n !== null);
  const n = numbers.length === 0 ? shown : numbers.length === 1 ? (numbers[0] as number) : null;
  return n !== null && n >= 1 && n <= 100 ? n : null;
}

/** The intent as the rows picked answer it (for the narrative and the chart): the measures shown, ranked as picked. */
export function pickedIntent(intent: Intent): Intent {
  const p = intent.picked;
  if (!p) return intent;
  const re = p.reranked;
  if (!re) return { ...intent, limit: intent.limit === null ? null : intent.limit - p.skip };
  return {
    ...intent,
    measures: intent.measures.filter((m) => !re.hidden.includes(m.name)),
    sort: { field: re.by, direction: re.direction },
    limit: re.take,
  };
}

/**
 * What the pick did, said after the figures: "The top 1 of the 5 is left out." / "Picked from the 5
 * shown: ranked by avg delay." (the narrative alone would read as a ranking of every row).
 */
export function pickedNote(intent: Intent): string[] {
  const p = intent.picked;
  if (!p) return [];
  const size = intent.limit ?? 0;
  if (!p.reranked) {
    const left = p.skip === 1 ? 'The first of the' : `The first ${p.skip} of the`;
    return [`${left} ${size} ranked ${p.skip === 1 ? 'is' : 'are'} left out.`];
  }
  const by = p.reranked.by.replace(/_/g, ' ');
  return [`Picked from the ${size} rows shown before, ranked again by ${by}.`];
}
