import { columnExpr, operatorExpr } from '../compiler/compile.js';
import type { Contract } from '../contracts/model.js';
import { CharterError } from '../errors/registry.js';
import type { FilterValue } from '../query/resolve.js';
import { conjunction, type Expr, freezeTree, type Select } from '../sql/ast.js';

export type RlsContext = Readonly<Record<string, FilterValue | readonly FilterValue[]>>;

/**
 * The contract's row-level security as one predicate over its source, with
 * context values as bound parameters. Fails closed: a missing key is an error,
 * never an unfiltered read.
 */
export function rlsPredicate(contract: Contract, context: RlsContext): Expr | null {
  const missing = contract.requiredContext.filter((k) => {
    const v = context[k];
    return v === undefined || v === '' || (Array.isArray(v) && v.length === 0);
  });
  if (missing.length > 0) {
    throw new CharterError(
      'missing_context',
      undefined,
      missing.map((k) => `context.${k}: contract '${contract.name}' requires the context key '${k}'`),
    );
  }
  return conjunction(
    ...contract.rls.map((p) => {
      const value = context[p.contextKey] as FilterValue | readonly FilterValue[];
      const values = Array.isArray(value) ? value : [value as FilterValue];
      // A list bound to `eq` means "any of these", never a partial match.
      const op = p.operator === 'in' || values.length > 1 ? 'in' : 'eq';
      return operatorExpr(op, columnExpr(p.column), values, undefined);
    }),
  );
}

/** The compiled contract query with its RLS predicate AND-ed into WHERE (before grouping, so aggregates see only visible rows). */
export function applyContractRls(select: Select, contract: Contract, context: RlsContext): Select {
  const predicate = rlsPredicate(contract, context);
  if (!predicate) return select;
  return freezeTree({ ...select, where: conjunction(predicate, select.where) });
}
