import { describeValue } from '../errors/diagnostics.js';
import type { Contract, DimensionType } from './model.js';

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?)?$/;

/** Why a text value is refused before it reaches any engine (PostgreSQL cannot hold U+0000 in text). */
export const NUL_PROBLEM = 'text may not contain the NUL character (U+0000)';

/** True when `value` is a value of `type` as callers send it (times as ISO 8601 strings). */
export function fitsType(value: unknown, type: DimensionType): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'time':
      return (
        typeof value === 'string' &&
        ISO_DATE_TIME.test(value) &&
        !Number.isNaN(Date.parse(value.replace(' ', 'T')))
      );
  }
}

/** How a type reads in "expected …". */
export function expectedOf(type: DimensionType): string {
  switch (type) {
    case 'time':
      return 'an ISO 8601 date or date-time string such as 2001-03-01 or 2001-03-01T00:00:00';
    case 'boolean':
      return 'true or false';
    default:
      return `a ${type}`;
  }
}

export function hasNul(value: unknown): boolean {
  return typeof value === 'string' && value.includes('\u0000');
}

/**
 * The caller's context checked against what the contract's row-level security
 * expects: `missing` keys (fail closed) and `invalid` values (a type the RLS
 * column cannot be compared with, or text no engine can bind). Both are the
 * caller's mistake, found before any statement runs, the same on every engine.
 */
export function contextProblems(
  contract: Contract,
  context: Readonly<Record<string, unknown>> | undefined,
): { readonly missing: readonly string[]; readonly invalid: readonly string[] } {
  const missing: string[] = [];
  const invalid: string[] = [];
  for (const key of contract.requiredContext) {
    const value = context?.[key];
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) {
      missing.push(`context.${key}: contract '${contract.name}' requires the context key '${key}'`);
      continue;
    }
    const expected = contract.contextKeys[key] ?? { type: 'string' as const, column: null };
    const why = expected.column
      ? ` (row-level security of '${contract.name}' compares it with ${expected.column})`
      : ` (declared in rls.context_types of '${contract.name}')`;
    const items = Array.isArray(value) ? value.map((v, i) => [`[${i}]`, v] as const) : [['', value] as const];
    for (const [at, item] of items) {
      if (hasNul(item)) invalid.push(`context.${key}${at}: ${NUL_PROBLEM}`);
      else if (!fitsType(item, expected.type))
        invalid.push(
          `context.${key}${at}: expected ${expectedOf(expected.type)}${why}, got ${describeValue(item)}`,
        );
    }
  }
  return { missing, invalid };
}
