import { compileQuery } from '../compiler/compile.js';
import { type Contract, type ContractExample, exampleLocation } from '../contracts/model.js';
import { CharterError } from '../errors/registry.js';
import { resolveQuery } from '../query/resolve.js';
import { querySpecSchema } from '../query/spec.js';
import type { ToolDeps } from './context.js';

/**
 * Checks a contract's verified queries (`examples`) the way a consumer's query
 * would be checked, then runs each on the warehouse (one row), so an example
 * that names an unknown field, breaks a contract rule or fails in the engine is
 * reported at its file:line:col. Row-level security needs a caller's context,
 * so the run here is unfiltered; the query's shape is what is verified.
 */
export async function checkExamples(
  deps: Pick<ToolDeps, 'warehouse' | 'renderer' | 'paging'>,
  contract: Contract,
): Promise<string[]> {
  const problems: string[] = [];
  for (const example of contract.examples) problems.push(...(await checkExample(deps, contract, example)));
  return problems;
}

/** A problem message ("query.filters[0].field: …") placed at the example path it names. */
function located(example: ContractExample, message: string): string {
  const path = /^(query[^\s:]*):/.exec(message)?.[1] ?? '';
  return `${exampleLocation(example, path)}: example "${example.question}": ${message}`;
}

async function checkExample(
  deps: Pick<ToolDeps, 'warehouse' | 'renderer' | 'paging'>,
  contract: Contract,
  example: ContractExample,
): Promise<string[]> {
  const parsed = querySpecSchema.safeParse(example.query);
  if (!parsed.success) {
    return parsed.error.issues.map((issue) => {
      const path = issue.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('');
      return located(example, `query${path}: ${issue.message}`);
    });
  }
  // Placeholder context: the example is checked for shape; each caller's RLS applies when it runs.
  const context = Object.fromEntries(contract.requiredContext.map((k) => [k, 'example']));
  try {
    const resolved = resolveQuery(contract, { ...parsed.data, limit: 1 }, context, deps.paging);
    const statement = deps.renderer.render(compileQuery(resolved));
    await deps.warehouse.execute(statement);
    return [];
  } catch (err) {
    if (err instanceof CharterError) return (err.errors ?? [err.message]).map((m) => located(example, m));
    return [located(example, `the query failed on the warehouse: ${(err as Error).message}`)];
  }
}
