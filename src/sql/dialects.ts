import type { DialectName } from '../warehouse/types.js';
import { SqlRenderer } from './render.js';

/** DuckDB speaks the default renderer's SQL as it is. */
export class DuckDbRenderer extends SqlRenderer {}

/** PostgreSQL: no `contains`/`ends_with`, and DOUBLE is spelled DOUBLE PRECISION (the default). */
export class PostgresRenderer extends SqlRenderer {
  protected override textMatch(
    mode: 'contains' | 'starts_with' | 'ends_with',
    expr: string,
    pattern: string,
  ): string {
    if (mode === 'contains') return `strpos(${expr}, ${pattern}) > 0`;
    if (mode === 'ends_with') return `right(${expr}, length(${pattern})) = ${pattern}`;
    return `starts_with(${expr}, ${pattern})`;
  }
}

export function rendererFor(dialect: DialectName): SqlRenderer {
  return dialect === 'postgres' ? new PostgresRenderer() : new DuckDbRenderer();
}
