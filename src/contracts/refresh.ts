import { z } from 'zod';

/**
 * When cached results of a contract (or a catalog table) stop being valid.
 * `sql` is run at most once per `every`; its answer is part of the data
 * version, so a changed answer makes older cached entries unreachable at once.
 * `every` alone changes the data version every interval (aligned to the epoch).
 * `maxAgeMs` bounds how long any entry is served, whatever the version says.
 */
export interface RefreshPolicy {
  readonly everyMs: number | null;
  readonly sql: string | null;
  readonly maxAgeMs: number | null;
}

/** How often a refresh `sql` runs when `every` is not given. */
export const DEFAULT_REFRESH_SQL_EVERY_MS = 10_000;

const UNITS: Readonly<Record<string, number>> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** `500ms`, `30s`, `10m`, `1h`, `2d` → milliseconds; null when malformed. */
export function parseDuration(text: string): number | null {
  const m = /^\s*(\d+)\s*(ms|s|m|h|d)\s*$/.exec(text);
  if (!m) return null;
  const ms = Number(m[1]) * (UNITS[m[2] as string] ?? 0);
  return ms > 0 ? ms : null;
}

const duration = z.string().transform((text, ctx) => {
  const ms = parseDuration(text);
  if (ms === null) {
    ctx.addIssue({ code: 'custom', message: 'must be a duration such as 30s, 10m, 1h or 2d' });
    return z.NEVER;
  }
  return ms;
});

/** The authored `refresh_key:` block (contracts and catalog tables share it). */
export const refreshKeySchema = z
  .object({
    every: duration.optional(),
    sql: z
      .string()
      .regex(/^\s*(select|with)\b/i, 'must be one read-only SELECT (or WITH … SELECT)')
      .optional(),
    max_age: duration.optional(),
  })
  .strict()
  .refine((r) => r.every !== undefined || r.sql !== undefined || r.max_age !== undefined, {
    message: 'refresh_key needs every, sql or max_age',
  });

export function refreshPolicyOf(
  authored: z.output<typeof refreshKeySchema> | undefined,
): RefreshPolicy | null {
  if (!authored) return null;
  return Object.freeze({
    everyMs: authored.every ?? null,
    sql: authored.sql ?? null,
    maxAgeMs: authored.max_age ?? null,
  });
}
