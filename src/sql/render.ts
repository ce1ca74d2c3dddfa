import type { CompiledStatement, ParamValue } from '../warehouse/types.js';
import type { CastType, DatePart, Expr, FromItem, Join, Select, SelectItem } from './ast.js';

/**
 * Where a rendered value goes: the bound-parameter list (the governed path), or
 * `'inline'`, written into the text as an escaped literal (SQL that must travel
 * as text, such as the chat planner's `execute_sql` statements).
 */
export type ParamSink = ParamValue[] | 'inline';

/**
 * Renders a syntax tree to `{sql, params}`. The default renderer speaks the SQL
 * that DuckDB and PostgreSQL share; a dialect overrides the few methods where
 * they differ. Identifiers are quoted only in `quoteIdentifier`; values only
 * ever become `$n` parameters.
 */
export class SqlRenderer {
  render(select: Select): CompiledStatement {
    const params: ParamValue[] = [];
    const sql = this.select(select, params);
    return Object.freeze({ sql, params: Object.freeze(params) });
  }

  /**
   * The same statement as text with every value written as an escaped literal,
   * for SQL that is handed on as text (the governed `execute_sql` path parses
   * and guards it like any other statement). Identifiers, operators and values
   * are still written only here.
   */
  renderInline(select: Select): string {
    return this.select(select, 'inline');
  }

  quoteIdentifier(name: string): string {
    return quoteIdentifier(name);
  }

  protected placeholder(index: number): string {
    return `$${index}`;
  }

  /** A value as a `$n` parameter, or as a literal in inline mode. */
  protected bind(value: ParamValue, params: ParamSink): string {
    if (params === 'inline') return literal(value);
    params.push(value);
    return this.placeholder(params.length);
  }

  protected castType(type: CastType): string {
    return {
      timestamp: 'TIMESTAMP',
      double: 'DOUBLE PRECISION',
      varchar: 'VARCHAR',
      bigint: 'BIGINT',
      boolean: 'BOOLEAN',
    }[type];
  }

  protected timeTrunc(grain: string, expr: string): string {
    // The grain comes from a closed enum (TimeGrain), never from user text.
    return `date_trunc('${grain}', ${expr})`;
  }

  protected datePart(part: DatePart, expr: string): string {
    return part === 'dayName' ? `dayname(${expr})` : `${part}(${expr})`;
  }

  /** A continuous percentile of a column (DuckDB's `quantile_cont`; 0.9 is the 90th). */
  protected quantile(expr: string, fraction: number): string {
    return `quantile_cont(${expr}, ${fraction})`;
  }

  /** An aggregate call over its rendered argument; the percentiles go through the dialect's forms. */
  private aggregateCall(e: Extract<Expr, { kind: 'aggregate' }>, arg: string): string {
    if (e.fn === 'median') return this.median(arg);
    if (e.fn === 'quantile') return this.quantile(arg, finite(e.fraction ?? 0.5));
    // The sample standard deviation: the same function in DuckDB and PostgreSQL.
    if (e.fn === 'stddev') return `stddev_samp(${arg})`;
    // The sample variance, the square of the standard deviation above (also one name in both dialects).
    if (e.fn === 'variance') return `var_samp(${arg})`;
    return `${e.fn}(${e.distinct ? 'DISTINCT ' : ''}${arg})`;
  }

  /** The median of a column (DuckDB's `median`, the continuous 50th percentile). */
  protected median(expr: string): string {
    return `median(${expr})`;
  }

  protected textMatch(mode: 'contains' | 'starts_with' | 'ends_with', expr: string, pattern: string): string {
    return `${mode}(${expr}, ${pattern})`;
  }

  /**
   * Whether a page's total (`count(*) OVER ()`) is better counted over a
   * materialised CTE of the un-paged rows. Same answer, one statement, one
   * snapshot; which is cheaper depends on the engine (docs/benchmarks.md,
   * "Large pages"), so a dialect opts in.
   */
  protected readonly totalFromCte: boolean = false;

  protected select(s: Select, params: ParamSink): string {
    const total = this.totalFromCte ? s.columns.findIndex(isWindowTotal) : -1;
    if (total >= 0 && s.columns.every((c) => c.alias !== null)) return this.pageWithTotal(s, total, params);
    const parts = [
      `SELECT ${s.columns.map((c) => (c.alias === null ? this.expr(c.expr, params) : `${this.expr(c.expr, params)} AS ${this.quoteIdentifier(c.alias)}`)).join(', ')}`,
      `FROM ${this.fromItem(s.from, params)}`,
      ...s.joins.map((j) => this.join(j, params)),
    ];
    if (s.where) parts.push(`WHERE ${this.expr(s.where, params)}`);
    if (s.groupBy.length > 0) parts.push(`GROUP BY ${s.groupBy.map((g) => this.expr(g, params)).join(', ')}`);
    if (s.having) parts.push(`HAVING ${this.expr(s.having, params)}`);
    parts.push(...this.pageClauses(s));
    return parts.join('\n');
  }

  /**
   * `WITH rows AS MATERIALIZED (un-paged select) SELECT …, (SELECT count(*) FROM rows) … ORDER BY … LIMIT`:
   * the engine groups once, counts the groups and takes the top N, instead of
   * computing a window over every group before sorting.
   */
  private pageWithTotal(s: Select, total: number, params: ParamSink): string {
    const rows = this.quoteIdentifier('__charter_rows');
    const inner: Select = {
      ...s,
      columns: s.columns.filter((_, i) => i !== total),
      orderBy: [],
      limit: null,
      offset: null,
    };
    const outer = s.columns.map((c, i) => {
      const name = this.quoteIdentifier(c.alias as string);
      return i === total ? `(SELECT count(*) FROM ${rows}) AS ${name}` : name;
    });
    const parts = [
      `WITH ${rows} AS MATERIALIZED (`,
      this.select(inner, params),
      `)`,
      `SELECT ${outer.join(', ')}`,
      `FROM ${rows}`,
    ];
    parts.push(...this.pageClauses(s));
    return parts.join('\n');
  }

  /** ORDER BY (by output name), LIMIT and OFFSET, whichever the select has. */
  private pageClauses(s: Select): string[] {
    const parts: string[] = [];
    if (s.orderBy.length > 0) {
      parts.push(
        `ORDER BY ${s.orderBy.map((o) => `${this.quoteIdentifier(o.alias)} ${o.direction.toUpperCase()} NULLS LAST`).join(', ')}`,
      );
    }
    if (s.limit !== null) parts.push(`LIMIT ${integer(s.limit)}`);
    if (s.offset !== null && s.offset > 0) parts.push(`OFFSET ${integer(s.offset)}`);
    return parts;
  }

  protected fromItem(f: FromItem, params: ParamSink): string {
    if (f.kind === 'table') {
      const name = this.quoteIdentifier(f.name);
      return f.alias === f.name ? name : `${name} AS ${this.quoteIdentifier(f.alias)}`;
    }
    return `(${this.select(f.query, params)}) AS ${this.quoteIdentifier(f.alias)}`;
  }

  protected join(j: Join, params: ParamSink): string {
    return `${j.type === 'left' ? 'LEFT JOIN' : 'JOIN'} ${this.fromItem(j.from, params)} ON ${this.expr(j.on, params)}`;
  }

  /** `CASE WHEN c THEN v … [ELSE v] END`: the same in DuckDB and PostgreSQL. */
  /** A window's `PARTITION BY … ORDER BY …`, either list left out when empty. */
  private window(partitionBy: readonly Expr[], orderBy: readonly Expr[], params: ParamSink): string {
    const list = (exprs: readonly Expr[]) => exprs.map((x) => this.expr(x, params)).join(', ');
    return [
      ...(partitionBy.length > 0 ? [`PARTITION BY ${list(partitionBy)}`] : []),
      ...(orderBy.length > 0 ? [`ORDER BY ${list(orderBy)}`] : []),
    ].join(' ');
  }

  private caseExpr(e: Extract<Expr, { kind: 'case' }>, params: ParamSink): string {
    const branches = e.branches.map(
      (b) => `WHEN ${this.expr(b.when, params)} THEN ${this.expr(b.value, params)}`,
    );
    const otherwise = e.otherwise ? ` ELSE ${this.expr(e.otherwise, params)}` : '';
    return `CASE ${branches.join(' ')}${otherwise} END`;
  }

  protected expr(e: Expr, params: ParamSink): string {
    switch (e.kind) {
      case 'column':
        return `${this.quoteIdentifier(e.table)}.${this.quoteIdentifier(e.column)}`;
      case 'star':
        return e.table ? `${this.quoteIdentifier(e.table)}.*` : '*';
      case 'param': {
        const p = this.bind(e.value, params);
        return e.cast ? `CAST(${p} AS ${this.castType(e.cast)})` : p;
      }
      case 'number':
        return String(finite(e.value));
      case 'aggregate': {
        const arg = this.expr(e.arg, params);
        const call = this.aggregateCall(e, arg);
        return e.filter ? `${call} FILTER (WHERE ${this.expr(e.filter, params)})` : call;
      }
      case 'countAll':
        return e.over === 'all' ? 'count(*) OVER ()' : 'count(*)';
      case 'windowSum':
        return `sum(${this.expr(e.expr, params)}) OVER (${this.window(e.partitionBy, e.orderBy, params)})`;
      case 'cast':
        return `CAST(${this.expr(e.expr, params)} AS ${this.castType(e.type)})`;
      case 'divide':
        return `(${this.expr(e.left, params)}) / (${this.expr(e.right, params)})`;
      case 'subtract':
        return `(${this.expr(e.left, params)}) - (${this.expr(e.right, params)})`;
      case 'case':
        return this.caseExpr(e, params);
      case 'coalesce':
        return `coalesce(${e.args.map((a) => this.expr(a, params)).join(', ')})`;
      case 'timeTrunc':
        return this.timeTrunc(e.grain, this.expr(e.expr, params));
      case 'datePart':
        return this.datePart(e.part, this.expr(e.expr, params));
      case 'compare':
        return `${this.expr(e.left, params)} ${e.op} ${this.expr(e.right, params)}`;
      case 'and':
      case 'or':
        return e.args.map((a) => `(${this.expr(a, params)})`).join(e.kind === 'and' ? ' AND ' : ' OR ');
      case 'not':
        return `NOT (${this.expr(e.expr, params)})`;
      case 'in':
        return `${this.expr(e.expr, params)} ${e.negated ? 'NOT IN' : 'IN'} (${e.list.map((x) => this.expr(x, params)).join(', ')})`;
      case 'between':
        return `${this.expr(e.expr, params)} BETWEEN ${this.expr(e.low, params)} AND ${this.expr(e.high, params)}`;
      case 'isNull':
        return `${this.expr(e.expr, params)} IS ${e.negated ? 'NOT ' : ''}NULL`;
      case 'textMatch':
        return this.textMatch(e.mode, this.expr(e.expr, params), this.expr(e.pattern, params));
      case 'exists':
        return `EXISTS (${this.select(e.query, params)})`;
    }
  }
}

/**
 * The one identifier quoting: standard SQL double quotes, shared by DuckDB and
 * PostgreSQL. Exported for SQL that an agent writes as text (the chat
 * planner's SQL fallback), which the governed SQL path then checks.
 */
export function quoteIdentifier(name: string): string {
  if (name.includes('\u0000')) throw new Error('identifier contains a NUL character');
  return `"${name.replaceAll('"', '""')}"`;
}

/** A value as an SQL literal: strings quoted with `'` doubled, numbers finite, NULL, TRUE/FALSE. */
export function literal(v: ParamValue): string {
  if (v === null) return 'NULL';
  if (typeof v === 'boolean') return v ? 'TRUE' : 'FALSE';
  if (typeof v === 'bigint') return v.toString();
  if (typeof v === 'number') return String(finite(v));
  if (v.includes('\u0000')) throw new Error('string literal contains a NUL character');
  return `'${v.replaceAll("'", "''")}'`;
}

function integer(n: number): number {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`not a row count: ${n}`);
  return n;
}

function finite(n: number): number {
  if (!Number.isFinite(n)) throw new Error(`not a finite number: ${n}`);
  return n;
}

function isWindowTotal(c: SelectItem): boolean {
  return c.expr.kind === 'countAll' && c.expr.over === 'all';
}
