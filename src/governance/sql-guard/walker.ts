import { CharterError } from '../../errors/registry.js';
import { ALLOWED_FUNCTIONS, ALLOWED_WINDOW_FUNCTIONS, SESSION_VALUE_WORDS } from './allowlist.js';
import { asciiLower } from './leading-keyword.js';
import { JsonNumber, type JsonValue } from './parser.js';

/**
 * One strict pass over a `json_serialize_sql` AST. Every node class, table
 * reference type and field the walker does not know is rejected: a DuckDB
 * upgrade that adds a way to hide a subquery or a table in a new field fails
 * closed instead of slipping through.
 *
 * Modes:
 * - `user`: agent-written SQL. Enforces scope and the function allowlist,
 *   renames every CTE to a generated name and records each base-table
 *   reference as a slot for the caller to replace.
 * - `trusted`: a row filter authored by the service. Same structural rules, no
 *   scope or allowlist (it may read tables the consumer cannot name), records
 *   tables, functions and parameters.
 * - `verify`: the rewritten statement, before and after the deparse round
 *   trip. Only allowed tables, CTEs and numbered parameters may remain.
 */
export type WalkMode = 'user' | 'trusted' | 'verify';

export type Obj = { [key: string]: JsonValue };

export interface RelationRef {
  readonly kind: 'table' | 'model';
  readonly name: string;
}

export interface TableSlot {
  readonly holder: Obj;
  readonly key: string;
  readonly ref: Obj;
  /** Lower-case policy name. */
  readonly name: string;
  /** The reference as the user wrote it (`main.flights`), for messages and default aliases. */
  readonly written: string;
}

export interface WalkerOptions {
  readonly mode: WalkMode;
  /** user mode: lower-case names the consumer may reference. */
  readonly relations?: ReadonlyMap<string, RelationRef>;
  /** user mode: a fresh, unique CTE name. */
  readonly freshCteName?: () => string;
  /** verify mode: lower-case base tables that may appear. */
  readonly tables?: ReadonlySet<string>;
  /** verify mode: functions that trusted row filters use besides the allowlist. */
  readonly extraFunctions?: ReadonlySet<string>;
  /** verify mode: the statement's parameter count. */
  readonly paramCount?: number;
}

class Scope {
  constructor(
    readonly parent: Scope | null,
    readonly lowerName: string,
    readonly target: string,
  ) {}

  resolve(lowerName: string): string | undefined {
    for (let s: Scope | null = this; s; s = s.parent) if (s.lowerName === lowerName) return s.target;
    return undefined;
  }
}

const QUERY_BASE = ['type', 'modifiers', 'cte_map'];
const SELECT_KEYS = new Set([
  ...QUERY_BASE,
  'select_list',
  'from_table',
  'where_clause',
  'group_expressions',
  'group_sets',
  'aggregate_handling',
  'having',
  'sample',
  'qualify',
]);
const SETOP_KEYS = new Set([...QUERY_BASE, 'setop_type', 'setop_all', 'left', 'right']);
const STATEMENT_KEYS = new Set(['node', 'named_param_map']);

const REF_BASE = ['type', 'alias', 'sample', 'query_location'];
const REF_KEYS: Readonly<Record<string, ReadonlySet<string>>> = {
  BASE_TABLE: new Set([
    ...REF_BASE,
    'schema_name',
    'table_name',
    'column_name_alias',
    'catalog_name',
    'at_clause',
  ]),
  SUBQUERY: new Set([...REF_BASE, 'subquery', 'column_name_alias']),
  JOIN: new Set([
    ...REF_BASE,
    'left',
    'right',
    'condition',
    'join_type',
    'ref_type',
    'using_columns',
    'delim_flipped',
    'duplicate_eliminated_columns',
  ]),
  EXPRESSION_LIST: new Set([...REF_BASE, 'expected_names', 'expected_types', 'values']),
  EMPTY: new Set(REF_BASE),
  PIVOT: new Set([
    ...REF_BASE,
    'source',
    'aggregates',
    'unpivot_names',
    'pivots',
    'groups',
    'column_name_alias',
    'include_nulls',
  ]),
};
const JOIN_REF_TYPES = new Set(['REGULAR', 'NATURAL', 'CROSS', 'POSITIONAL', 'ASOF']);
const JOIN_TYPES = new Set(['INNER', 'LEFT', 'RIGHT', 'OUTER', 'SEMI', 'ANTI']);

const EXPR_BASE = ['class', 'type', 'alias', 'query_location'];
const EXPR_KEYS: Readonly<Record<string, ReadonlySet<string>>> = {
  COLUMN_REF: new Set([...EXPR_BASE, 'column_names']),
  CONSTANT: new Set([...EXPR_BASE, 'value']),
  FUNCTION: new Set([
    ...EXPR_BASE,
    'function_name',
    'schema',
    'catalog',
    'children',
    'filter',
    'order_bys',
    'distinct',
    'is_operator',
    'export_state',
  ]),
  WINDOW: new Set([
    ...EXPR_BASE,
    'function_name',
    'schema',
    'catalog',
    'children',
    'partitions',
    'orders',
    'start',
    'end',
    'start_expr',
    'end_expr',
    'offset_expr',
    'default_expr',
    'ignore_nulls',
    'filter_expr',
    'exclude_clause',
    'distinct',
    'arg_orders',
  ]),
  OPERATOR: new Set([...EXPR_BASE, 'children']),
  COMPARISON: new Set([...EXPR_BASE, 'left', 'right']),
  CONJUNCTION: new Set([...EXPR_BASE, 'children']),
  BETWEEN: new Set([...EXPR_BASE, 'input', 'lower', 'upper']),
  CASE: new Set([...EXPR_BASE, 'case_checks', 'else_expr']),
  CAST: new Set([...EXPR_BASE, 'child', 'cast_type', 'try_cast']),
  COLLATE: new Set([...EXPR_BASE, 'child', 'collation']),
  LAMBDA: new Set([...EXPR_BASE, 'lhs', 'expr']),
  STAR: new Set([
    ...EXPR_BASE,
    'relation_name',
    'exclude_list',
    'replace_list',
    'columns',
    'expr',
    'qualified_exclude_list',
    'rename_list',
  ]),
  SUBQUERY: new Set([...EXPR_BASE, 'subquery_type', 'subquery', 'child', 'comparison_type']),
  POSITIONAL_REFERENCE: new Set([...EXPR_BASE, 'index']),
  PARAMETER: new Set([...EXPR_BASE, 'identifier']),
};
const OPERATOR_TYPES = new Set([
  'OPERATOR_NOT',
  'OPERATOR_IS_NULL',
  'OPERATOR_IS_NOT_NULL',
  'OPERATOR_COALESCE',
  'OPERATOR_TRY',
  'OPERATOR_UNPACK',
  'COMPARE_IN',
  'COMPARE_NOT_IN',
  'ARRAY_EXTRACT',
  'ARRAY_SLICE',
  'STRUCT_EXTRACT',
  'ARRAY_CONSTRUCTOR',
  'GROUPING_FUNCTION',
]);
const MODIFIER_KEYS: Readonly<Record<string, ReadonlySet<string>>> = {
  ORDER_MODIFIER: new Set(['type', 'orders']),
  LIMIT_MODIFIER: new Set(['type', 'limit', 'offset']),
  LIMIT_PERCENT_MODIFIER: new Set(['type', 'limit', 'offset']),
  DISTINCT_MODIFIER: new Set(['type', 'distinct_on_targets']),
};
const ORDER_KEYS = new Set(['type', 'null_order', 'expression']);
const CTE_ENTRY_KEYS = new Set(['key', 'value']);
const CTE_VALUE_KEYS = new Set(['aliases', 'query', 'materialized', 'key_targets']);
const PIVOT_COLUMN_KEYS = new Set(['pivot_expressions', 'unpivot_names', 'entries', 'pivot_enum']);
const PIVOT_ENTRY_KEYS = new Set(['values', 'star_expr', 'alias']);
/** Keys that mark a parsed expression, query or table reference: none may hide inside a data value. */
const AST_MARKERS = ['class', 'node', 'select_list', 'table_name', 'from_table', 'subquery'];

export class AstWalker {
  readonly slots: TableSlot[] = [];
  /** Lower-case base tables read (trusted, verify); CTE references appear as `cte:<name>` in verify mode. */
  readonly tables: string[] = [];
  readonly functions = new Set<string>();
  readonly parameters: Obj[] = [];
  whereClauses = 0;

  constructor(private readonly options: WalkerOptions) {}

  /** Walks a top-level `{ node, named_param_map }` statement. */
  walk(value: JsonValue | undefined): void {
    this.statement(value, null);
  }

  /** A statement wrapper, as found at the top and in every subquery and CTE. */
  private statement(value: JsonValue | undefined, scope: Scope | null): void {
    const s = obj(value, 'statement');
    keys(s, STATEMENT_KEYS, 'statement');
    if (this.options.mode === 'user' && Array.isArray(s.named_param_map) && s.named_param_map.length > 0) {
      throw parametersNotAllowed();
    }
    this.queryNode(s.node, scope);
  }

  private queryNode(value: JsonValue | undefined, outer: Scope | null): void {
    const node = obj(value, 'query');
    if (node.type === 'RECURSIVE_CTE_NODE') throw notReadOnly('recursive CTEs are not allowed.');
    const scope = this.cteMap(node.cte_map, outer);
    switch (node.type) {
      case 'SELECT_NODE':
        keys(node, SELECT_KEYS, 'SELECT');
        this.exprList(node.select_list, scope);
        this.tableRef(node, 'from_table', scope);
        if (node.where_clause !== null && node.where_clause !== undefined) this.whereClauses++;
        this.expr(node.where_clause, scope);
        this.exprList(node.group_expressions, scope);
        data(node.group_sets);
        scalar(node.aggregate_handling);
        this.expr(node.having, scope);
        data(node.sample);
        this.expr(node.qualify, scope);
        break;
      case 'SET_OPERATION_NODE':
        keys(node, SETOP_KEYS, 'set operation');
        scalar(node.setop_type);
        scalar(node.setop_all);
        this.queryNode(node.left, scope);
        this.queryNode(node.right, scope);
        break;
      default:
        throw unsupported(`a ${String(node.type)} query`);
    }
    this.modifiers(node.modifiers, scope);
  }

  /**
   * A CTE is visible to the CTEs declared after it and to the query body, not
   * to its own definition (recursive CTEs are rejected), which is where
   * DuckDB's binder looks too. Each one gets a generated name in user mode, so
   * no reference can be read one way here and another way by the engine, and a
   * CTE named like a table cannot capture the tables inside a row filter.
   */
  private cteMap(value: JsonValue | undefined, outer: Scope | null): Scope | null {
    if (value === null || value === undefined) return outer;
    const map = obj(value, 'WITH clause');
    keys(map, new Set(['map']), 'WITH clause');
    let scope = outer;
    const seen = new Set<string>();
    for (const item of arr(map.map, 'WITH clause')) {
      const entry = obj(item, 'CTE');
      keys(entry, CTE_ENTRY_KEYS, 'CTE');
      const cte = obj(entry.value, 'CTE');
      keys(cte, CTE_VALUE_KEYS, 'CTE');
      const name = str(entry.key, 'CTE name');
      const lower = asciiLower(name);
      if (seen.has(lower)) throw new CharterError('sql_syntax_error', `Duplicate CTE name "${name}".`);
      seen.add(lower);
      if (arr(cte.key_targets ?? [], 'CTE').length > 0) throw notReadOnly('recursive CTEs are not allowed.');
      data(cte.aliases);
      scalar(cte.materialized);
      this.statement(cte.query, scope);
      let target = name;
      if (this.options.mode === 'user') {
        target = this.options.freshCteName?.() ?? fail('freshCteName is required in user mode');
        entry.key = target;
      }
      scope = new Scope(scope, lower, target);
    }
    return scope;
  }

  private modifiers(value: JsonValue | undefined, scope: Scope | null): void {
    for (const item of arr(value ?? [], 'modifiers')) this.modifier(item, scope);
  }

  private modifier(value: JsonValue | undefined, scope: Scope | null): void {
    const m = obj(value, 'modifier');
    const allowed = MODIFIER_KEYS[str(m.type, 'modifier')];
    if (!allowed) throw unsupported(`a ${String(m.type)} clause`);
    keys(m, allowed, String(m.type));
    switch (m.type) {
      case 'ORDER_MODIFIER':
        this.orders(m.orders, scope);
        break;
      case 'DISTINCT_MODIFIER':
        this.exprList(m.distinct_on_targets, scope);
        break;
      default:
        this.expr(m.limit, scope);
        this.expr(m.offset, scope);
    }
  }

  private orders(value: JsonValue | undefined, scope: Scope | null): void {
    for (const item of arr(value ?? [], 'ORDER BY')) {
      const o = obj(item, 'ORDER BY');
      keys(o, ORDER_KEYS, 'ORDER BY');
      scalar(o.type);
      scalar(o.null_order);
      this.expr(o.expression, scope);
    }
  }

  private tableRef(holder: Obj, key: string, scope: Scope | null): void {
    const ref = obj(holder[key], 'table reference');
    const type = str(ref.type, 'table reference');
    if (type === 'TABLE_FUNCTION') {
      const fn = ref.function;
      const name = isObj(fn) && typeof fn.function_name === 'string' ? fn.function_name : 'a table function';
      throw new CharterError(
        'function_not_allowed',
        `Table functions are not allowed (${name}); query the tables and models in scope instead.`,
        [name],
      );
    }
    if (type === 'SHOW_REF') throw notReadOnly('DESCRIBE, SHOW and SUMMARIZE are not allowed.');
    const allowed = REF_KEYS[type];
    if (!allowed) throw unsupported(`a ${type} table reference`);
    keys(ref, allowed, type);
    scalar(ref.alias);
    data(ref.sample);
    switch (type) {
      case 'BASE_TABLE':
        this.baseTable(holder, key, ref, scope);
        break;
      case 'SUBQUERY':
        data(ref.column_name_alias);
        this.statement(ref.subquery, scope);
        break;
      case 'JOIN':
        this.joinRef(ref, scope);
        break;
      case 'EXPRESSION_LIST':
        data(ref.expected_names);
        data(ref.expected_types);
        for (const row of arr(ref.values ?? [], 'VALUES')) this.exprList(row, scope);
        break;
      case 'PIVOT':
        this.pivotRef(ref, scope);
        break;
      default:
        // EMPTY: nothing to check.
        break;
    }
  }

  /** A join of the forms a user writes (not the planner's internal ones), both sides and its condition. */
  private joinRef(ref: Obj, scope: Scope | null): void {
    const refType = str(ref.ref_type, 'join');
    const joinType = str(ref.join_type, 'join');
    if (!JOIN_REF_TYPES.has(refType)) throw unsupported(`a ${refType} join`);
    if (!JOIN_TYPES.has(joinType)) throw unsupported(`a ${joinType} join`);
    if (ref.delim_flipped !== undefined && ref.delim_flipped !== false)
      throw unsupported('an internal join form');
    if (arr(ref.duplicate_eliminated_columns ?? [], 'join').length > 0)
      throw unsupported('an internal join form');
    data(ref.using_columns);
    this.tableRef(ref, 'left', scope);
    this.tableRef(ref, 'right', scope);
    this.expr(ref.condition, scope);
  }

  /** PIVOT / UNPIVOT: its source, its aggregates and every pivot column's expressions and entries. */
  private pivotRef(ref: Obj, scope: Scope | null): void {
    data(ref.unpivot_names);
    data(ref.groups);
    data(ref.column_name_alias);
    scalar(ref.include_nulls);
    this.tableRef(ref, 'source', scope);
    this.exprList(ref.aggregates, scope);
    for (const item of arr(ref.pivots ?? [], 'PIVOT')) {
      const pivot = obj(item, 'PIVOT');
      keys(pivot, PIVOT_COLUMN_KEYS, 'PIVOT');
      if (pivot.pivot_enum !== undefined && pivot.pivot_enum !== '')
        throw unsupported('PIVOT over an enum type');
      data(pivot.unpivot_names);
      this.exprList(pivot.pivot_expressions, scope);
      for (const e of arr(pivot.entries ?? [], 'PIVOT')) {
        const entry = obj(e, 'PIVOT');
        keys(entry, PIVOT_ENTRY_KEYS, 'PIVOT');
        data(entry.values);
        scalar(entry.alias);
        this.expr(entry.star_expr, scope);
      }
    }
  }

  private baseTable(holder: Obj, key: string, ref: Obj, scope: Scope | null): void {
    const name = str(ref.table_name, 'table name');
    const schema = str(ref.schema_name ?? '', 'schema name');
    const catalog = str(ref.catalog_name ?? '', 'catalog name');
    const written = [catalog, schema, name].filter((p) => p !== '').join('.');
    data(ref.column_name_alias);
    if (ref.at_clause !== null && ref.at_clause !== undefined)
      throw notReadOnly('time travel (AT) is not allowed.');
    const lower = asciiLower(name);
    const lowerSchema = asciiLower(schema);
    const lowerCatalog = asciiLower(catalog);
    if (schema === '' && catalog === '') {
      const cte = scope?.resolve(lower);
      if (cte !== undefined) {
        if (this.options.mode === 'user') {
          if (ref.alias === '' || ref.alias === undefined) ref.alias = name;
          ref.table_name = cte;
        }
        if (this.options.mode === 'verify') this.tables.push(`cte:${asciiLower(cte)}`);
        return;
      }
    }
    if (
      lowerSchema === 'information_schema' ||
      lowerSchema === 'pg_catalog' ||
      lowerCatalog === 'system' ||
      lowerCatalog === 'temp' ||
      lower.startsWith('duckdb_') ||
      lower.startsWith('pragma_') ||
      lower.startsWith('sqlite_') ||
      (lowerSchema !== '' && lowerSchema !== 'main')
    ) {
      throw outOfScope(written);
    }
    switch (this.options.mode) {
      case 'user': {
        // Any catalog other than system/temp is the warehouse itself (ATTACH is impossible
        // with external access off); the replacement always names the default catalog.
        const relation = this.options.relations?.get(lower);
        if (!relation) throw outOfScope(written);
        this.slots.push({ holder, key, ref, name: lower, written: name });
        return;
      }
      case 'trusted':
        if (catalog !== '') throw unsupported('a catalog-qualified table in a row filter');
        this.tables.push(lower);
        return;
      case 'verify':
        if (catalog !== '' || schema !== '' || !this.options.tables?.has(lower)) throw outOfScope(written);
        this.tables.push(lower);
        return;
    }
  }

  private exprList(value: JsonValue | undefined, scope: Scope | null): void {
    for (const item of arr(value ?? [], 'expression list')) this.expr(item, scope);
  }

  private expr(value: JsonValue | undefined, scope: Scope | null): void {
    if (value === null || value === undefined) return;
    const e = obj(value, 'expression');
    const cls = str(e.class, 'expression');
    const allowed = EXPR_KEYS[cls];
    if (!allowed) throw unsupported(`a ${cls} expression`);
    keys(e, allowed, cls);
    scalar(e.type);
    scalar(e.alias);
    switch (cls) {
      case 'COLUMN_REF':
        this.columnRef(e);
        return;
      case 'CONSTANT':
        data(e.value);
        return;
      case 'POSITIONAL_REFERENCE':
        scalar(e.index);
        return;
      case 'PARAMETER':
        this.parameter(e);
        return;
      case 'FUNCTION':
        this.functionCall(e, scope);
        return;
      case 'WINDOW':
        this.windowCall(e, scope);
        return;
      case 'CASE':
        this.caseExpr(e, scope);
        return;
      case 'STAR':
        this.starExpr(e, scope);
        return;
      default:
        this.operands(cls, e, scope);
    }
  }

  /** A call of an allowed function (never one exporting aggregate state), its arguments, FILTER and ORDER BY. */
  private functionCall(e: Obj, scope: Scope | null): void {
    this.checkFunction(e, ALLOWED_FUNCTIONS);
    if (e.export_state !== false && e.export_state !== undefined) {
      throw new CharterError('function_not_allowed', 'EXPORT_STATE aggregates are not allowed.');
    }
    scalar(e.distinct);
    scalar(e.is_operator);
    this.exprList(e.children, scope);
    this.expr(e.filter, scope);
    if (e.order_bys !== null && e.order_bys !== undefined) this.modifier(e.order_bys, scope);
  }

  /** A call of an allowed window function, with its partitions, orders and frame expressions. */
  private windowCall(e: Obj, scope: Scope | null): void {
    this.checkFunction(e, ALLOWED_WINDOW_FUNCTIONS);
    for (const k of ['start', 'end', 'ignore_nulls', 'exclude_clause', 'distinct']) scalar(e[k]);
    this.exprList(e.children, scope);
    this.exprList(e.partitions, scope);
    this.orders(e.orders, scope);
    this.orders(e.arg_orders, scope);
    for (const k of ['start_expr', 'end_expr', 'offset_expr', 'default_expr', 'filter_expr'])
      this.expr(e[k], scope);
  }

  private caseExpr(e: Obj, scope: Scope | null): void {
    for (const item of arr(e.case_checks ?? [], 'CASE')) {
      const check = obj(item, 'CASE');
      keys(check, new Set(['when_expr', 'then_expr']), 'CASE');
      this.expr(check.when_expr, scope);
      this.expr(check.then_expr, scope);
    }
    this.expr(e.else_expr, scope);
  }

  /** `*` / `COLUMNS(…)`: its lists are data, but a REPLACE holds expressions. */
  private starExpr(e: Obj, scope: Scope | null): void {
    scalar(e.relation_name);
    scalar(e.columns);
    data(e.exclude_list);
    data(e.qualified_exclude_list);
    data(e.rename_list);
    for (const item of arr(e.replace_list ?? [], 'REPLACE')) {
      const r = obj(item, 'REPLACE');
      keys(r, new Set(['key', 'value']), 'REPLACE');
      scalar(r.key);
      this.expr(r.value, scope);
    }
    this.expr(e.expr, scope);
  }

  /** The expression classes that only combine other expressions: each operand is walked. */
  private operands(cls: string, e: Obj, scope: Scope | null): void {
    switch (cls) {
      case 'OPERATOR':
        if (!OPERATOR_TYPES.has(str(e.type, 'operator'))) throw unsupported(`the ${String(e.type)} operator`);
        this.exprList(e.children, scope);
        return;
      case 'CONJUNCTION':
        this.exprList(e.children, scope);
        return;
      case 'COMPARISON':
        this.expr(e.left, scope);
        this.expr(e.right, scope);
        return;
      case 'BETWEEN':
        this.expr(e.input, scope);
        this.expr(e.lower, scope);
        this.expr(e.upper, scope);
        return;
      case 'CAST':
        data(e.cast_type);
        scalar(e.try_cast);
        this.expr(e.child, scope);
        return;
      case 'COLLATE':
        scalar(e.collation);
        this.expr(e.child, scope);
        return;
      case 'LAMBDA':
        this.expr(e.lhs, scope);
        this.expr(e.expr, scope);
        return;
      case 'SUBQUERY':
        scalar(e.subquery_type);
        scalar(e.comparison_type);
        this.statement(e.subquery, scope);
        this.expr(e.child, scope);
        return;
      default:
        throw unsupported(`a ${cls} expression`);
    }
  }

  private columnRef(e: Obj): void {
    const names = arr(e.column_names, 'column reference');
    for (const n of names) str(n, 'column reference');
    const only = names.length === 1 ? names[0] : undefined;
    if (
      this.options.mode === 'user' &&
      typeof only === 'string' &&
      SESSION_VALUE_WORDS.has(asciiLower(only))
    ) {
      throw new CharterError(
        'function_not_allowed',
        `"${only}" reads a session value, which is not allowed; qualify it (t.${only}) if you meant a column.`,
        [only],
      );
    }
  }

  private parameter(e: Obj): void {
    switch (this.options.mode) {
      case 'user':
        throw parametersNotAllowed();
      case 'trusted':
        this.parameters.push(e);
        return;
      case 'verify': {
        const text = str(e.identifier, 'parameter');
        const id = Number(text);
        if (!Number.isInteger(id) || id < 1 || id > (this.options.paramCount ?? 0) || String(id) !== text) {
          throw unsupported('an unbound parameter');
        }
        this.parameters.push(e);
        return;
      }
    }
  }

  private checkFunction(e: Obj, allowlist: ReadonlySet<string>): void {
    const name = str(e.function_name, 'function');
    const schema = asciiLower(str(e.schema ?? '', 'function'));
    const catalog = asciiLower(str(e.catalog ?? '', 'function'));
    const lower = asciiLower(name);
    const written = [catalog, schema, name].filter((p) => p !== '').join('.');
    if (this.options.mode === 'trusted') {
      this.functions.add(lower);
      return;
    }
    // The parser itself qualifies some built-ins with `main` (EXTRACT becomes main.date_part).
    const qualifiedOk = catalog === '' && (schema === '' || schema === 'main');
    const extra = this.options.mode === 'verify' && this.options.extraFunctions?.has(lower) === true;
    if (!qualifiedOk || !(allowlist.has(lower) || extra)) {
      throw new CharterError('function_not_allowed', `The function "${written}" is not allowed.`, [written]);
    }
  }
}

/** Every PARAMETER node under `value`, for renumbering an already validated trusted tree. */
export function collectParameters(value: JsonValue, out: Obj[] = []): Obj[] {
  if (Array.isArray(value)) {
    for (const item of value) collectParameters(item, out);
  } else if (isObj(value)) {
    if (value.class === 'PARAMETER') out.push(value);
    for (const v of Object.values(value)) collectParameters(v, out);
  }
  return out;
}

export function cloneJson<T extends JsonValue>(value: T): T {
  if (Array.isArray(value)) return value.map((v) => cloneJson(v)) as T;
  if (isObj(value)) {
    const out: Obj = {};
    for (const [k, v] of Object.entries(value)) out[k] = cloneJson(v);
    return out as T;
  }
  return value;
}

export function isObj(value: JsonValue | undefined): value is Obj {
  return (
    typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof JsonNumber)
  );
}

export function obj(value: JsonValue | undefined, what: string): Obj {
  if (!isObj(value)) throw unsupported(`a malformed ${what}`);
  return value;
}

function arr(value: JsonValue | undefined, what: string): JsonValue[] {
  if (!Array.isArray(value)) throw unsupported(`a malformed ${what}`);
  return value;
}

function str(value: JsonValue | undefined, what: string): string {
  if (typeof value !== 'string') throw unsupported(`a malformed ${what}`);
  return value;
}

function keys(node: Obj, allowed: ReadonlySet<string>, what: string): void {
  for (const k of Object.keys(node)) {
    if (!allowed.has(k)) throw unsupported(`${what} with "${k}"`);
  }
}

/** A leaf field: never an object, so it cannot carry a subtree. */
function scalar(value: JsonValue | undefined): void {
  if (value === undefined || value === null || value instanceof JsonNumber) return;
  if (typeof value === 'object') throw unsupported('an unexpected nested field');
}

/** A value, type or sample: data only, so no expression, query or table may hide inside it. */
function data(value: JsonValue | undefined): void {
  if (Array.isArray(value)) {
    for (const item of value) data(item);
  } else if (isObj(value)) {
    for (const marker of AST_MARKERS) if (marker in value) throw unsupported('an expression inside a value');
    if (value.type === 'UNBOUND_TYPE_INFO') unboundType(value);
    for (const v of Object.values(value)) data(v);
  }
}

/**
 * Type names the parser leaves for the binder to resolve. Only built-ins may
 * appear: a catalog type name would be resolved against the warehouse, and its
 * "did you mean" errors list the warehouse's own types.
 */
const UNBOUND_TYPES = new Set(['enum', 'json']);

function unboundType(info: Obj): void {
  const name = typeof info.name === 'string' ? info.name : '';
  const qualified = (info.catalog ?? '') !== '' || (info.schema ?? '') !== '';
  if (qualified || !UNBOUND_TYPES.has(asciiLower(name))) {
    throw new CharterError('object_out_of_scope', `The type "${name}" is not available.`, [name]);
  }
}

function fail(message: string): never {
  throw new Error(message);
}

export function notReadOnly(detail: string): CharterError {
  return new CharterError(
    'sql_not_read_only',
    `Only a single read-only SELECT or WITH statement is allowed: ${detail}`,
  );
}

export function unsupported(what: string): CharterError {
  return new CharterError(
    'sql_not_read_only',
    `The statement uses ${what}, which the SQL guard does not allow.`,
  );
}

export function outOfScope(written: string): CharterError {
  return new CharterError(
    'object_out_of_scope',
    `The statement references "${written}", which is outside this consumer's scope.`,
    [written],
  );
}

function parametersNotAllowed(): CharterError {
  return notReadOnly('parameters ($1, ?) are not allowed; write literal values instead.');
}
