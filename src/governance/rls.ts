import { columnExpr, operatorExpr } from '../compiler/compile.js';
import { contextProblems } from '../contracts/context.js';
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
  const { missing, invalid } = contextProblems(contract, context);
  if (missing.length > 0) throw new CharterError('missing_context', undefined, missing);
  // A value the RLS column cannot be compared with is refused here, never left to the engine
  // (one engine fails converting it, another silently matches nothing).
  if (invalid.length > 0) throw new CharterError('invalid_context', undefined, invalid);
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
