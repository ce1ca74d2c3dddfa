import type { DatePart, Expr } from '../../sql/ast.js';
import { type ParamSink, SqlRenderer } from '../../sql/render.js';

/** PostgreSQL: no `contains`/`ends_with`, typed number parameters, and DOUBLE is spelled DOUBLE PRECISION (the default). */
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

  /** `FMDay`: the day's name without the padding `Day` adds; the hour and month as `extract` gives them. */
  protected override datePart(part: DatePart, expr: string): string {
    return part === 'dayName' ? `to_char(${expr}, 'FMDay')` : `extract(${part} from ${expr})`;
  }

  /** The continuous percentile, as DuckDB's `quantile_cont` computes it. */
  protected override quantile(expr: string, fraction: number): string {
    return `percentile_cont(${fraction}) WITHIN GROUP (ORDER BY ${expr})`;
  }

  /** No `median` aggregate: the continuous 50th percentile, as DuckDB's `median` computes it. */
  protected override median(expr: string): string {
    return this.quantile(expr, 0.5);
  }

  /**
   * PostgreSQL types an untyped `$n` from the column it meets, so `1955.5` or
   * `3000000000` against an INTEGER column fails to parse instead of matching
   * nothing. Numbers that do not fit every integer type are typed as DuckDB
   * binds a JS number, DOUBLE PRECISION; bigints as exact NUMERIC. Small
   * integers stay untyped, which keeps comparisons on the column's own type.
   */
  protected override expr(e: Expr, params: ParamSink): string {
    if (e.kind === 'param' && !e.cast) {
      const v = e.value;
      const type =
        typeof v === 'bigint'
          ? 'NUMERIC'
          : typeof v === 'number' && !(Number.isInteger(v) && Math.abs(v) <= 32_767)
            ? 'DOUBLE PRECISION'
            : null;
      if (type) return `CAST(${this.bind(v, params)} AS ${type})`;
    }
    return super.expr(e, params);
  }
}
