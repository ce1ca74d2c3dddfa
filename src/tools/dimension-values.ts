import type { ToolCall, ToolDeps } from './context.js';
import { queryContract } from './query-contract.js';

/** More distinct values than this and a dimension is not a value vocabulary (and too costly to list). */
export const MAX_INDEXED_VALUES = 500;

/**
 * The distinct values of one text dimension of a contract that this caller may
 * see, or null when there are more than MAX_INDEXED_VALUES. It is an ordinary
 * governed query_contract call with the caller's context, so row-level security
 * shapes the list (a state office sees only its own airports) and the result
 * cache keeps it per context: the chat planner's value index and MCP's
 * argument completion read values this way and no other.
 */
export async function dimensionValues(
  deps: ToolDeps,
  call: ToolCall,
  contractName: string,
  dimension: string,
): Promise<readonly string[] | null> {
  const result = await queryContract(deps, call, {
    contract_name: contractName,
    query: { dimensions: [dimension], limit: MAX_INDEXED_VALUES + 1 },
  });
  if (result.row_count > MAX_INDEXED_VALUES) return null;
  return result.rows.map((row) => row[dimension]).filter((v): v is string => typeof v === 'string');
}
