import { readFile } from 'node:fs/promises';
import type { RollupStatus } from './manager.js';

export interface WrittenStatus {
  readonly written_at: string;
  readonly rollups: readonly RollupStatus[];
}

/** The status a server last wrote next to its rollup store, or null when there is none. */
export async function readRollupStatus(storePath: string): Promise<WrittenStatus | null> {
  if (storePath === ':memory:') return null;
  try {
    return JSON.parse(await readFile(`${storePath}.status.json`, 'utf8')) as WrittenStatus;
  } catch {
    return null;
  }
}

/** One line per rollup: contract.rollup, status, rows, build time and age (time since its last build). */
export function formatRollupStatus(list: readonly RollupStatus[], now = Date.now()): string {
  const header = ['rollup', 'status', 'rows', 'build', 'age', 'note'];
  const rows = list.map((s) => [
    `${s.contract}.${s.rollup}`,
    s.status,
    s.rows === null ? '-' : String(s.rows),
    s.build_ms === null ? '-' : `${s.build_ms} ms`,
    s.built_at === null ? '-' : duration(now - Date.parse(s.built_at)),
    s.error ?? (s.data_version === null ? '' : `data version ${s.data_version}`),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}

function duration(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 120) return `${s}s`;
  if (s < 7200) return `${Math.round(s / 60)}m`;
  return `${Math.round(s / 3600)}h`;
}
