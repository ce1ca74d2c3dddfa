import type { Intent } from './interpret.js';

/**
 * "the longest route by average distance": EWR–HNL and HNL–EWR are both 4,962 miles. A ranking asked
 * for its one top row shows every row that ties with it: one of them alone would be an arbitrary pick
 * presented as the answer. The query asks for a few more rows and the answer keeps those whose ranked
 * figure equals the first's.
 */

/** How many rows a top-one ranking reads to find its ties. */
const TIE_PROBE = 10;

type Row = Record<string, unknown>;

/** The intent as queried: a top-one ranking by a figure reads a few rows to see its ties. */
export function probingTies(intent: Intent): Intent {
  return intent.limit === 1 && intent.sort !== null && intent.groupBy.length > 0
    ? { ...intent, limit: TIE_PROBE }
    : intent;
}

/** The rows answered: the first and every row whose ranked figure equals its (for a top-one ranking). */
export function keptTies(intent: Intent, rows: readonly Row[]): Row[] {
  if (probingTies(intent) === intent) return [...rows];
  const field = intent.sort?.field ?? '';
  const first = rows[0];
  if (!first || !(field in first)) return rows.slice(0, 1);
  return rows.filter((row) => row[field] === first[field]);
}
