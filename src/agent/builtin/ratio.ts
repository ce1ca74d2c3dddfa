import type { JsonValue } from '../../results/shape.js';
import type { QueryContractResult } from '../../tools/query-contract.js';
import type { Intent } from './interpret.js';

/**
 * A share over a contract (tables/shares.ts `contractShare`): the contract has no measure for it, so
 * its two governed counts are queried over the same rows and the percentage is their quotient, row by
 * row. The rows keep both counts beside it, so the figure can be checked against what ran.
 */

/** The intent to query for a share: its part and whole counts; null for any other intent. */
export function ratioParts(intent: Intent): Intent | null {
  const [m] = intent.measures;
  if (intent.measures.length !== 1 || !m?.ratioOf) return null;
  return { ...intent, measures: [m.ratioOf.part, m.ratioOf.whole], sort: null, limit: null };
}

/** The result with the share's column added: 100 × part / whole, null where the whole is 0. */
export function withRatio(intent: Intent, result: QueryContractResult): QueryContractResult {
  const [m] = intent.measures;
  if (!m?.ratioOf) return result;
  const { part, whole } = m.ratioOf;
  const rows = result.rows.map((row): Readonly<Record<string, JsonValue>> => {
    const p = Number(row[part.name]);
    const w = Number(row[whole.name]);
    return { ...row, [m.name]: w > 0 && Number.isFinite(p) ? (100 * p) / w : null };
  });
  return { ...result, columns: [...result.columns, { name: m.name, type: 'number' }], rows };
}
