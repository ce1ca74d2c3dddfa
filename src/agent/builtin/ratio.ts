import type { JsonValue } from '../../results/shape.js';
import type { QueryContractResult } from '../../tools/query-contract.js';
import type { Intent, Outcome } from './interpret.js';
import type { SubjectMeasure } from './subject.js';

/**
 * A share over a contract (tables/shares.ts `contractShare`): the contract has no measure for it, so it
 * is read off governed counts of the same rows. Of a filtered count (delayed flights), both counts are
 * queried and divided row by row, the counts kept beside the percentage. Of one value ("flights to
 * CA"), the count is queried by that column over all the rows asked about: the value's row is the part
 * and the sum of every row the whole (a count adds up exactly); the answer is that one row with the
 * whole and the percentage beside it. Every figure can be checked against what ran.
 */

/** The intent to query for a share; null for any other intent. */
export function ratioParts(intent: Intent): Intent | null {
  const [m] = intent.measures;
  if (intent.measures.length !== 1 || !m?.ratioOf) return null;
  const { part, whole, by } = m.ratioOf;
  const dimension = by && intent.subject.dimensions.find((d) => d.name === by.field);
  if (dimension)
    return { ...intent, measures: [whole], groupBy: [{ dimension, grain: null }], sort: null, limit: null };
  return { ...intent, measures: [part, whole], sort: null, limit: null };
}

/** The result with the share's column added; null when not every group came back (no exact whole). */
export function withRatio(intent: Intent, result: QueryContractResult): QueryContractResult | null {
  const [m] = intent.measures;
  if (!m?.ratioOf) return result;
  const { part, whole, by } = m.ratioOf;
  if (by) return result.has_next_page ? null : valueShare(m, by.field, String(by.value), result);
  const rows = result.rows.map((row): Readonly<Record<string, JsonValue>> => {
    return { ...row, [m.name]: percent(Number(row[part.name]), Number(row[whole.name])) };
  });
  return { ...result, columns: [...result.columns, { name: m.name, type: 'number' }], rows };
}

function percent(part: number, whole: number): number | null {
  return whole > 0 && Number.isFinite(part) ? (100 * part) / whole : null;
}

/** One row: the value, its count, the count of all rows and the percentage. */
function valueShare(
  m: SubjectMeasure,
  field: string,
  value: string,
  result: QueryContractResult,
): QueryContractResult {
  const count = m.ratioOf?.whole.name ?? '';
  const all = result.rows.reduce((sum, row) => sum + Number(row[count] ?? 0), 0);
  const held = result.rows.filter((row) => row[field] === value);
  const part = held.reduce((sum, row) => sum + Number(row[count] ?? 0), 0);
  const allName = `${count}_all`;
  const row = { [field]: value, [count]: part, [allName]: all, [m.name]: percent(part, all) };
  const columns = [
    ...result.columns.filter((c) => c.name === field || c.name === count),
    { name: allName, type: 'integer' as const },
    { name: m.name, type: 'number' as const },
  ];
  return { ...result, columns, rows: [row], row_count: 1, total_items: 1, has_next_page: false };
}

const CUT_TEXT =
  'The share needs the count of every value to add up the whole, and this one has more values than ' +
  'one answer holds, so I would be guessing at the total. Could you narrow the question?';

/** Asked when a value's share could not be read off every group (more groups than one page). */
export const SHARE_CUT: Extract<Outcome, { kind: 'ask' }> = {
  kind: 'ask',
  message: CUT_TEXT,
  questions: [{ id: 'share', text: CUT_TEXT, choices: ['Rephrase with a narrower set of rows'] }],
};
