import type { RlsContext } from '../governance/rls.js';
import { CONTEXT_SETTING_PREFIX } from '../warehouse/types.js';

/**
 * The RLS context as `charter.<key>` settings, handed to the engine with each
 * governed SQL statement: an engine with native row policies (PostgreSQL,
 * `charter pg policies`) sets them for the statement's transaction, so the
 * database enforces the same rows as the guard; others ignore them. Scalars
 * as their text, lists as a JSON array.
 */
export function contextSettings(context: RlsContext): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(context)) {
    const text = (v: unknown) => (typeof v === 'bigint' ? v.toString() : String(v));
    out[`${CONTEXT_SETTING_PREFIX}${key}`] = Array.isArray(value)
      ? JSON.stringify(value.map(text))
      : text(value);
  }
  return out;
}
