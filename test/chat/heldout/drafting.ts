import type { Item, Match, Unanswerable } from './set.js';

/**
 * What a held-out set's author writes items with (heldout-5 on): an item before its category and
 * default consumer are attached, the two kinds of expectation, and SQL fragments over the raw-file
 * views of `compute.ts`. Only the writing is shared: each set's questions and reading rules are its own.
 */

export type Draft = Omit<Item, 'category' | 'consumer'> & { readonly consumer?: Item['consumer'] };

export const answer = (sql: string, match: Match, refusalOk = false): Item['expect'] =>
  refusalOk ? { kind: 'answer', sql, match, refusalOk } : { kind: 'answer', sql, match };

export const refuse = (reason: Unanswerable['reason'], note: string): Unanswerable => ({
  kind: 'refuse',
  reason,
  note,
});

/** Each draft with its category and (unless it names its own) consumer. */
export const tag = (
  category: Item['category'],
  consumer: Item['consumer'],
  drafts: readonly Draft[],
): Item[] => drafts.map((d) => ({ ...d, category, consumer: d.consumer ?? consumer }));

// Flights with the origin airport's city and state and the destination airport's state (the joins).
export const FWS = 'flights_with_states';
// The same with the destination airport's city, for questions naming where flights arrive.
export const FWD = `(SELECT f.*, da.city AS destination_city FROM ${FWS} f LEFT JOIN airports da ON f.destination = da.iata)`;

const pad = (n: number) => String(n).padStart(2, '0');
/** Calendar month m of year y on column `col`, as a half-open range. */
export const MONTH = (m: number, y = 2001, col = 'date') =>
  `${col} >= '${y}-${pad(m)}-01' AND ${col} < '${m === 12 ? y + 1 : y}-${pad(m === 12 ? 1 : m + 1)}-01'`;
export const YEAR = (y: number, col = 'date') => `${col} >= '${y}-01-01' AND ${col} < '${y + 1}-01-01'`;
/** Calendar quarter q of year y, as a half-open range. */
export const QUARTER = (q: number, y = 2001) =>
  `date >= '${y}-${pad(3 * q - 2)}-01' AND date < '${q === 4 ? y + 1 : y}-${pad(q === 4 ? 1 : 3 * q + 1)}-01'`;
export const MONTH_OF = "strftime(date, '%Y-%m')";

/** Departures from the caller's state (the RLS the state consumers get), with an extra condition. */
export const inState = (state: string, where = 'TRUE') => `origin_state = '${state}' AND ${where}`;
/** A question about another state's departures: it must end without that state's numbers. */
export const outside = (state: string) =>
  refuse(
    'outside-context',
    `The caller's context is ${state}; the question asks about departures elsewhere.`,
  );
