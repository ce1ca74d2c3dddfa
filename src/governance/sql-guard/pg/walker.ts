import { CharterError } from '../../../errors/registry.js';
import { notReadOnly, outOfScope, unsupported } from '../walker.js';
import {
  PG_ALLOWED_FUNCTIONS,
  PG_ALLOWED_OPERATORS,
  PG_ALLOWED_TYPES,
  PG_SESSION_VALUES,
} from './allowlist.js';
import type { PgJson } from './parser.js';

/**
 * One strict pass over a libpg_query parse tree, the PostgreSQL twin of the
 * DuckDB walker (`../walker.ts`): every node type and field it does not know is
 * refused, so a parser upgrade that adds a place to hide a subquery fails
 * closed. Modes as there: `user` (agent SQL: scope, allowlists, CTE renaming,
 * slots for the tables to replace), `trusted` (a row filter: structure only,
 * records tables, functions and parameters), `verify` (the rewritten tree:
 * only the expected tables, CTEs and `$1..$n`).
 *
 * Names are compared as PostgreSQL compares them after its parser folded
 * unquoted identifiers to lower case: exactly. `"FLIGHTS"` is another relation.
 */
export type PgWalkMode = 'user' | 'trusted' | 'verify';

export type PgObj = { [key: string]: PgJson };

export interface PgTableSlot {
  readonly holder: PgObj | PgJson[];
  readonly key: string | number;
  /** The RangeVar's fields. */
  readonly ref: PgObj;
  /** The policy's exact name. */
  readonly name: string;
  /** The reference as written, for messages and default aliases. */
  readonly written: string;
}

export interface PgWalkerOptions {
  readonly mode: PgWalkMode;
  /** The schema unqualified names resolve to (the pinned `search_path`). */
  readonly schema: string;
  /** user mode: exact names the consumer may reference. */
  readonly relations?: ReadonlySet<string>;
  readonly freshCteName?: () => string;
  /** verify mode: tables that may appear. */
  readonly tables?: ReadonlySet<string>;
  /** verify mode: functions the trusted row filters use besides the allowlist. */
  readonly extraFunctions?: ReadonlySet<string>;
  readonly paramCount?: number;
}

class Scope {
  constructor(
    readonly parent: Scope | null,
    readonly name: string,
    readonly target: string,
  ) {}

  resolve(name: string): string | undefined {
    for (let s: Scope | null = this; s; s = s.parent) if (s.name === name) return s.target;
    return undefined;
  }
}

const set = (...k: string[]) => new Set(['location', ...k]);

const SELECT_KEYS = set(
  'targetList',
  'fromClause',
  'whereClause',
  'groupClause',
  'groupDistinct',
  'havingClause',
  'windowClause',
  'distinctClause',
  'sortClause',
  'limitOffset',
  'limitCount',
  'limitOption',
  'op',
  'all',
  'larg',
  'rarg',
  'withClause',
  'valuesLists',
  'lockingClause',
  'intoClause',
);
const SUBLINK_TYPES = new Set([
  'EXISTS_SUBLINK',
  'ALL_SUBLINK',
  'ANY_SUBLINK',
  'ROWCOMPARE_SUBLINK',
  'EXPR_SUBLINK',
  'ARRAY_SUBLINK',
]);
const AEXPR_KINDS = new Set([
  'AEXPR_OP',
  'AEXPR_OP_ANY',
  'AEXPR_OP_ALL',
  'AEXPR_DISTINCT',
  'AEXPR_NOT_DISTINCT',
  'AEXPR_NULLIF',
  'AEXPR_IN',
  'AEXPR_LIKE',
  'AEXPR_ILIKE',
  'AEXPR_SIMILAR',
  'AEXPR_BETWEEN',
  'AEXPR_NOT_BETWEEN',
  'AEXPR_BETWEEN_SYM',
  'AEXPR_NOT_BETWEEN_SYM',
]);
/** Words the BETWEEN forms carry in place of an operator. */
const BETWEEN_WORDS = new Set(['BETWEEN', 'NOT BETWEEN', 'BETWEEN SYMMETRIC', 'NOT BETWEEN SYMMETRIC']);
const DATE_TIME_VALUES = new Set([
  'SVFOP_CURRENT_DATE',
  'SVFOP_CURRENT_TIME',
  'SVFOP_CURRENT_TIME_N',
  'SVFOP_CURRENT_TIMESTAMP',
  'SVFOP_CURRENT_TIMESTAMP_N',
  'SVFOP_LOCALTIME',
  'SVFOP_LOCALTIME_N',
  'SVFOP_LOCALTIMESTAMP',
  'SVFOP_LOCALTIMESTAMP_N',
]);
const JOIN_TYPES = new Set(['JOIN_INNER', 'JOIN_LEFT', 'JOIN_FULL', 'JOIN_RIGHT']);
/** Schemas that are never the warehouse's data, whatever the configuration says. */
const SYSTEM_SCHEMAS = new Set(['pg_catalog', 'information_schema', 'pg_toast']);

export class PgAstWalker {
  readonly slots: PgTableSlot[] = [];
  readonly tables: string[] = [];
  readonly functions = new Set<string>();
  readonly parameters: PgObj[] = [];

  constructor(private readonly options: PgWalkerOptions) {}

  /** A top-level statement: `{ SelectStmt: ... }`. */
  walk(stmt: PgJson | undefined): void {
    const select = wrapped(stmt, 'SelectStmt');
    if (!select) throw notReadOnly('only SELECT statements are allowed.');
    this.select(select, null);
  }

  private select(s: PgObj, outer: Scope | null): void {
    keys(s, SELECT_KEYS, 'SELECT');
    if (s.intoClause !== undefined) throw notReadOnly('SELECT INTO is not allowed.');
    if (s.lockingClause !== undefined)
      throw notReadOnly('locking clauses (FOR UPDATE, FOR SHARE) are not allowed.');
    const scope = this.withClause(s.withClause, outer);
    for (const k of ['op', 'all', 'limitOption', 'groupDistinct']) scalar(s[k]);
    if (s.op !== undefined && s.op !== 'SETOP_NONE') {
      this.select(obj(s.larg, 'set operation'), scope);
      this.select(obj(s.rarg, 'set operation'), scope);
    } else if (s.larg !== undefined || s.rarg !== undefined) {
      throw unsupported('a malformed set operation');
    }
    for (const row of list(s.valuesLists)) this.exprList(obj(wrapped(row, 'List'), 'VALUES').items, scope);
    this.fromList(s.fromClause, scope);
    this.exprList(s.targetList, scope);
    this.expr(s.whereClause, scope);
    this.exprList(s.groupClause, scope);
    this.expr(s.havingClause, scope);
    for (const w of list(s.windowClause)) this.windowDef(obj(wrapped(w, 'WindowDef'), 'WINDOW'), scope);
    for (const d of list(s.distinctClause)) {
      // Plain DISTINCT is a list holding one empty node.
      if (isObj(d) && Object.keys(d).length === 0) continue;
      this.expr(d, scope);
    }
    this.exprList(s.sortClause, scope);
    this.expr(s.limitOffset, scope);
    this.expr(s.limitCount, scope);
  }

  /** CTEs see the ones declared before them, never themselves (recursive WITH is refused). */
  private withClause(value: PgJson | undefined, outer: Scope | null): Scope | null {
    if (value === undefined) return outer;
    const w = obj(value, 'WITH clause');
    keys(w, set('ctes', 'recursive'), 'WITH clause');
    if (w.recursive === true) throw notReadOnly('recursive CTEs are not allowed.');
    let scope = outer;
    const seen = new Set<string>();
    for (const item of list(w.ctes)) {
      const cte = obj(wrapped(item, 'CommonTableExpr'), 'CTE');
      keys(cte, set('ctename', 'aliascolnames', 'ctematerialized', 'ctequery'), 'CTE');
      const name = str(cte.ctename, 'CTE name');
      if (seen.has(name)) throw new CharterError('sql_syntax_error', `Duplicate CTE name "${name}".`);
      seen.add(name);
      stringList(cte.aliascolnames);
      scalar(cte.ctematerialized);
      const query = wrapped(cte.ctequery, 'SelectStmt');
      if (!query) throw notReadOnly('data-modifying statements in WITH are not allowed.');
      this.select(query, scope);
      let target = name;
      if (this.options.mode === 'user') {
        target = this.options.freshCteName?.() ?? name;
        cte.ctename = target;
      }
      scope = new Scope(scope, name, target);
    }
    return scope;
  }

  private fromList(value: PgJson | undefined, scope: Scope | null): void {
    const items = list(value);
    for (let i = 0; i < items.length; i++) this.fromItem(items, i, scope);
  }

  private fromItem(holder: PgObj | PgJson[], key: string | number, scope: Scope | null): void {
    const node = obj((holder as Record<string | number, PgJson>)[key], 'FROM item');
    const [type, body] = only(node, 'FROM item');
    switch (type) {
      case 'RangeVar':
        this.rangeVar(holder, key, body, scope);
        return;
      case 'RangeSubselect': {
        keys(body, set('lateral', 'subquery', 'alias'), 'subquery');
        scalar(body.lateral);
        alias(body.alias);
        const sub = wrapped(body.subquery, 'SelectStmt');
        if (!sub) throw notReadOnly('only SELECT subqueries are allowed.');
        this.select(sub, scope);
        return;
      }
      case 'JoinExpr': {
        keys(
          body,
          set(
            'jointype',
            'isNatural',
            'larg',
            'rarg',
            'usingClause',
            'join_using_alias',
            'quals',
            'alias',
            'rtindex',
          ),
          'join',
        );
        if (!JOIN_TYPES.has(str(body.jointype, 'join'))) throw unsupported(`a ${String(body.jointype)} join`);
        scalar(body.isNatural);
        scalar(body.rtindex);
        stringList(body.usingClause);
        alias(body.join_using_alias);
        alias(body.alias);
        this.fromItem(body, 'larg', scope);
        this.fromItem(body, 'rarg', scope);
        this.expr(body.quals, scope);
        return;
      }
      case 'RangeFunction':
        throw tableFunction(body);
      case 'RangeTableSample':
        throw unsupported('TABLESAMPLE');
      default:
        throw unsupported(`a ${type} in FROM`);
    }
  }

  private rangeVar(holder: PgObj | PgJson[], key: string | number, ref: PgObj, scope: Scope | null): void {
    keys(
      ref,
      set('catalogname', 'schemaname', 'relname', 'inh', 'relpersistence', 'alias'),
      'table reference',
    );
    const name = str(ref.relname, 'table name');
    const schema = ref.schemaname === undefined ? '' : str(ref.schemaname, 'schema name');
    const catalog = ref.catalogname === undefined ? '' : str(ref.catalogname, 'catalog name');
    const written = [catalog, schema, name].filter((p) => p !== '').join('.');
    scalar(ref.inh);
    alias(ref.alias);
    if (ref.relpersistence !== 'p') throw unsupported('a temporary or unlogged relation reference');
    if (schema === '' && catalog === '') {
      const cte = scope?.resolve(name);
      if (cte !== undefined) {
        if (this.options.mode === 'user') {
          if (ref.alias === undefined) ref.alias = { aliasname: name };
          ref.relname = cte;
        }
        if (this.options.mode === 'verify') this.tables.push(`cte:${cte}`);
        return;
      }
    }
    // The configured schema, written out, is the same relation; any other schema, a
    // database name, or a system schema is not (and never reaches the engine).
    const inSchema = catalog === '' && (schema === '' || schema === this.options.schema);
    if (!inSchema || SYSTEM_SCHEMAS.has(schema) || name.startsWith('pg_')) throw outOfScope(written);
    switch (this.options.mode) {
      case 'user':
        if (!this.options.relations?.has(name)) throw outOfScope(written);
        // ONLY (inh false, left out of the tree) cannot be carried over to a spliced subquery.
        if (ref.inh !== true) throw unsupported('ONLY');
        this.slots.push({ holder, key, ref, name, written: name });
        return;
      case 'trusted':
        if (schema !== '') throw unsupported('a schema-qualified table in a row filter');
        this.tables.push(name);
        return;
      case 'verify':
        if (!this.options.tables?.has(name)) throw outOfScope(written);
        this.tables.push(name);
        return;
    }
  }

  private exprList(value: PgJson | undefined, scope: Scope | null): void {
    for (const item of list(value)) this.expr(item, scope);
  }

  private expr(value: PgJson | undefined, scope: Scope | null): void {
    if (value === undefined || value === null) return;
    const [type, e] = only(obj(value, 'expression'), 'expression');
    const handler = this.handlers[type];
    if (!handler) throw unsupported(`a ${type} expression`);
    handler(e, scope);
  }

  /** One checker per expression node type; a type missing here is refused. */
  private readonly handlers: Readonly<Record<string, (e: PgObj, scope: Scope | null) => void>> = {
    ResTarget: (e, scope) => {
      keys(e, set('name', 'indirection', 'val'), 'select item');
      scalar(e.name);
      this.indirection(e.indirection, scope);
      this.expr(e.val, scope);
    },
    ColumnRef: (e) => {
      keys(e, set('fields'), 'column reference');
      for (const f of list(e.fields)) {
        const [t, b] = only(obj(f, 'column reference'), 'column reference');
        if (t === 'String') str(b.sval, 'column name');
        else if (t !== 'A_Star' || Object.keys(b).length > 0)
          throw unsupported('a malformed column reference');
      }
    },
    A_Const: (e) => {
      keys(e, set('ival', 'fval', 'sval', 'boolval', 'bsval', 'isnull'), 'constant');
      for (const v of Object.values(e)) data(v);
    },
    ParamRef: (e) => this.parameter(e),
    A_Expr: (e, scope) => {
      keys(e, set('kind', 'name', 'lexpr', 'rexpr', 'rexpr_list_start', 'rexpr_list_end'), 'operator');
      const kind = str(e.kind, 'operator');
      if (!AEXPR_KINDS.has(kind)) throw unsupported(`the ${kind} operator`);
      const names = stringList(e.name);
      const op = names.length === 1 ? (names[0] as string) : '';
      if (!(PG_ALLOWED_OPERATORS.has(op) || (kind.includes('BETWEEN') && BETWEEN_WORDS.has(op)))) {
        const written = names.join('.');
        throw new CharterError('function_not_allowed', `The operator "${written}" is not allowed.`, [
          written,
        ]);
      }
      this.expr(e.lexpr, scope);
      this.expr(e.rexpr, scope);
    },
    List: (e, scope) => {
      keys(e, new Set(['items']), 'list');
      this.exprList(e.items, scope);
    },
    BoolExpr: (e, scope) => {
      keys(e, set('boolop', 'args'), 'boolean expression');
      scalar(e.boolop);
      this.exprList(e.args, scope);
    },
    NullTest: (e, scope) => {
      keys(e, set('arg', 'nulltesttype', 'argisrow'), 'IS NULL');
      scalar(e.nulltesttype);
      scalar(e.argisrow);
      this.expr(e.arg, scope);
    },
    BooleanTest: (e, scope) => {
      keys(e, set('arg', 'booltesttype'), 'IS TRUE');
      scalar(e.booltesttype);
      this.expr(e.arg, scope);
    },
    FuncCall: (e, scope) => this.funcCall(e, scope),
    TypeCast: (e, scope) => {
      keys(e, set('arg', 'typeName'), 'cast');
      this.typeName(e.typeName);
      this.expr(e.arg, scope);
    },
    CaseExpr: (e, scope) => {
      keys(e, set('arg', 'args', 'defresult'), 'CASE');
      this.expr(e.arg, scope);
      for (const w of list(e.args)) {
        const when = obj(wrapped(w, 'CaseWhen'), 'CASE');
        keys(when, set('expr', 'result'), 'CASE');
        this.expr(when.expr, scope);
        this.expr(when.result, scope);
      }
      this.expr(e.defresult, scope);
    },
    CoalesceExpr: (e, scope) => {
      keys(e, set('args'), 'COALESCE');
      this.exprList(e.args, scope);
    },
    MinMaxExpr: (e, scope) => {
      keys(e, set('op', 'args'), 'GREATEST');
      scalar(e.op);
      this.exprList(e.args, scope);
    },
    SubLink: (e, scope) => {
      keys(e, set('subLinkType', 'subLinkId', 'testexpr', 'operName', 'subselect'), 'subquery');
      const type = str(e.subLinkType, 'subquery');
      if (!SUBLINK_TYPES.has(type)) throw unsupported(`a ${type} subquery`);
      scalar(e.subLinkId);
      for (const op of stringList(e.operName)) {
        if (!PG_ALLOWED_OPERATORS.has(op))
          throw new CharterError('function_not_allowed', `The operator "${op}" is not allowed.`, [op]);
      }
      this.expr(e.testexpr, scope);
      const sub = wrapped(e.subselect, 'SelectStmt');
      if (!sub) throw notReadOnly('only SELECT subqueries are allowed.');
      this.select(sub, scope);
    },
    A_ArrayExpr: (e, scope) => {
      keys(e, set('elements', 'list_start', 'list_end'), 'ARRAY');
      this.exprList(e.elements, scope);
    },
    A_Indirection: (e, scope) => {
      keys(e, set('arg', 'indirection'), 'subscript');
      this.expr(e.arg, scope);
      this.indirection(e.indirection, scope);
    },
    RowExpr: (e, scope) => {
      keys(e, set('args', 'row_format', 'colnames'), 'ROW');
      scalar(e.row_format);
      stringList(e.colnames);
      this.exprList(e.args, scope);
    },
    SQLValueFunction: (e) => {
      keys(e, set('op', 'typmod'), 'SQL value');
      const op = str(e.op, 'SQL value');
      scalar(e.typmod);
      if (DATE_TIME_VALUES.has(op)) return;
      const word = PG_SESSION_VALUES.get(op) ?? op;
      if (this.options.mode === 'trusted') return;
      throw new CharterError(
        'function_not_allowed',
        `"${word}" reads a session value, which is not allowed; qualify it (t.${word}) if you meant a column.`,
        [word],
      );
    },
    GroupingFunc: (e, scope) => {
      keys(e, set('args'), 'GROUPING');
      this.exprList(e.args, scope);
    },
    GroupingSet: (e, scope) => {
      keys(e, set('kind', 'content'), 'GROUPING SETS');
      scalar(e.kind);
      this.exprList(e.content, scope);
    },
    CollateClause: (e, scope) => {
      keys(e, set('arg', 'collname'), 'COLLATE');
      const names = stringList(e.collname);
      if (names.length !== 1) throw unsupported('a schema-qualified collation');
      this.expr(e.arg, scope);
    },
    SortBy: (e, scope) => {
      keys(e, set('node', 'sortby_dir', 'sortby_nulls', 'useOp'), 'ORDER BY');
      scalar(e.sortby_dir);
      scalar(e.sortby_nulls);
      for (const op of stringList(e.useOp)) {
        if (!PG_ALLOWED_OPERATORS.has(op))
          throw new CharterError('function_not_allowed', `The operator "${op}" is not allowed.`, [op]);
      }
      this.expr(e.node, scope);
    },
  };

  private indirection(value: PgJson | undefined, scope: Scope | null): void {
    for (const item of list(value)) {
      const [t, b] = only(obj(item, 'subscript'), 'subscript');
      if (t === 'String') {
        str(b.sval, 'field name');
      } else if (t === 'A_Indices') {
        keys(b, new Set(['is_slice', 'lidx', 'uidx']), 'subscript');
        scalar(b.is_slice);
        this.expr(b.lidx, scope);
        this.expr(b.uidx, scope);
      } else if (t !== 'A_Star') {
        throw unsupported(`a ${t} subscript`);
      }
    }
  }

  private funcCall(e: PgObj, scope: Scope | null): void {
    keys(
      e,
      set(
        'funcname',
        'args',
        'agg_order',
        'agg_filter',
        'over',
        'agg_within_group',
        'agg_star',
        'agg_distinct',
        'func_variadic',
        'funcformat',
      ),
      'function call',
    );
    const names = stringList(e.funcname);
    const name = names.at(-1) ?? '';
    const qualifier = names.slice(0, -1);
    const written = names.join('.');
    for (const k of ['agg_within_group', 'agg_star', 'agg_distinct', 'func_variadic', 'funcformat'])
      scalar(e[k]);
    if (this.options.mode === 'trusted') {
      this.functions.add(name);
    } else {
      const qualifiedOk = qualifier.length === 0 || (qualifier.length === 1 && qualifier[0] === 'pg_catalog');
      const extra = this.options.mode === 'verify' && this.options.extraFunctions?.has(name) === true;
      if (!qualifiedOk || !(PG_ALLOWED_FUNCTIONS.has(name) || extra)) {
        throw new CharterError('function_not_allowed', `The function "${written}" is not allowed.`, [
          written,
        ]);
      }
    }
    if (this.options.mode === 'user') {
      // Always the built-in: a same-named function in the data schema can never be chosen instead.
      e.funcname = [{ String: { sval: 'pg_catalog' } }, { String: { sval: name } }];
    }
    this.exprList(e.args, scope);
    this.exprList(e.agg_order, scope);
    this.expr(e.agg_filter, scope);
    if (e.over !== undefined) this.windowDef(obj(e.over, 'OVER'), scope);
  }

  private windowDef(w: PgObj, scope: Scope | null): void {
    keys(
      w,
      set('name', 'refname', 'partitionClause', 'orderClause', 'frameOptions', 'startOffset', 'endOffset'),
      'window',
    );
    for (const k of ['name', 'refname', 'frameOptions']) scalar(w[k]);
    this.exprList(w.partitionClause, scope);
    this.exprList(w.orderClause, scope);
    this.expr(w.startOffset, scope);
    this.expr(w.endOffset, scope);
  }

  private typeName(value: PgJson | undefined): void {
    const t = obj(value, 'type');
    keys(t, set('names', 'typeOid', 'setof', 'pct_type', 'typmods', 'typemod', 'arrayBounds'), 'type');
    const names = stringList(t.names);
    // The type's own name, as the DuckDB guard reports it.
    const written = names.at(-1) ?? '';
    const bare =
      names.length === 2 && names[0] === 'pg_catalog' ? names[1] : names.length === 1 ? names[0] : undefined;
    if (
      t.typeOid !== undefined ||
      t.setof === true ||
      t.pct_type === true ||
      bare === undefined ||
      !PG_ALLOWED_TYPES.has(bare)
    ) {
      throw new CharterError('object_out_of_scope', `The type "${written}" is not available.`, [written]);
    }
    scalar(t.typemod);
    for (const m of list(t.typmods)) {
      const [k, b] = only(obj(m, 'type modifier'), 'type modifier');
      if (k !== 'A_Const') throw unsupported('a computed type modifier');
      data(b);
    }
    for (const b of list(t.arrayBounds)) data(b);
  }

  private parameter(e: PgObj): void {
    keys(e, set('number'), 'parameter');
    switch (this.options.mode) {
      case 'user':
        throw notReadOnly('parameters ($1, ?) are not allowed; write literal values instead.');
      case 'trusted':
        this.parameters.push(e);
        return;
      case 'verify': {
        const n = e.number;
        if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > (this.options.paramCount ?? 0)) {
          throw unsupported('an unbound parameter');
        }
        this.parameters.push(e);
        return;
      }
    }
  }
}

function tableFunction(body: PgObj): CharterError {
  let name = 'a table function';
  const first = list(body.functions)[0];
  const items = isObj(first) && isObj(first.List) ? list(first.List.items) : [];
  const call = items[0];
  if (isObj(call) && isObj(call.FuncCall)) {
    const names = list(call.FuncCall.funcname).flatMap((n) =>
      isObj(n) && isObj(n.String) && typeof n.String.sval === 'string' ? [n.String.sval] : [],
    );
    if (names.length > 0) name = names.join('.');
  }
  return new CharterError(
    'function_not_allowed',
    `Table functions are not allowed (${name}); query the tables and models in scope instead.`,
    [name],
  );
}

/** `{ Type: body }` → body when the node is of that type. */
export function wrapped(value: PgJson | undefined, type: string): PgObj | null {
  if (!isObj(value)) return null;
  const entries = Object.keys(value);
  if (entries.length !== 1 || entries[0] !== type) return null;
  const body = value[type];
  return isObj(body) ? body : null;
}

function only(node: PgObj, what: string): [string, PgObj] {
  const entries = Object.keys(node);
  if (entries.length !== 1) throw unsupported(`a malformed ${what}`);
  const type = entries[0] as string;
  return [type, obj(node[type], what)];
}

function alias(value: PgJson | undefined): void {
  if (value === undefined) return;
  const a = obj(value, 'alias');
  keys(a, new Set(['aliasname', 'colnames']), 'alias');
  str(a.aliasname, 'alias');
  stringList(a.colnames);
}

/** A list of `{ String: { sval } }`, as names and operators are spelled. */
function stringList(value: PgJson | undefined): string[] {
  return list(value).map((item) => {
    const s = wrapped(item, 'String');
    if (!s) throw unsupported('a malformed name');
    return str(s.sval, 'name');
  });
}

export function isObj(value: PgJson | undefined): value is PgObj {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function obj(value: PgJson | undefined, what: string): PgObj {
  if (!isObj(value)) throw unsupported(`a malformed ${what}`);
  return value;
}

function list(value: PgJson | undefined): PgJson[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw unsupported('a malformed list');
  return value;
}

function str(value: PgJson | undefined, what: string): string {
  if (typeof value !== 'string') throw unsupported(`a malformed ${what}`);
  return value;
}

function keys(node: PgObj, allowed: ReadonlySet<string>, what: string): void {
  for (const k of Object.keys(node)) if (!allowed.has(k)) throw unsupported(`${what} with "${k}"`);
}

function scalar(value: PgJson | undefined): void {
  if (value !== null && typeof value === 'object') throw unsupported('an unexpected nested field');
}

/** Literal values: nested objects of scalars only, never a node that could hold a query. */
function data(value: PgJson | undefined): void {
  if (Array.isArray(value)) {
    for (const v of value) data(v);
  } else if (isObj(value)) {
    for (const [k, v] of Object.entries(value)) {
      if (/^[A-Z]/.test(k) && k !== 'Integer') throw unsupported('an expression inside a value');
      data(v);
    }
  }
}

/** Every ParamRef under `value`, for renumbering an already validated trusted tree. */
export function collectPgParameters(value: PgJson, out: PgObj[] = []): PgObj[] {
  if (Array.isArray(value)) {
    for (const item of value) collectPgParameters(item, out);
  } else if (isObj(value)) {
    const param = wrapped(value, 'ParamRef');
    if (param) out.push(param);
    else for (const v of Object.values(value)) collectPgParameters(v, out);
  }
  return out;
}

/**
 * The tree without source positions, keys sorted (the rewrite adds fields in
 * another order than the parser writes them): what must survive the deparse
 * round trip unchanged.
 */
export function withoutLocations(value: PgJson): PgJson {
  if (Array.isArray(value)) return value.map(withoutLocations);
  if (isObj(value)) {
    const out: PgObj = {};
    for (const [k, v] of Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
      if (
        k === 'location' ||
        k.endsWith('_start') ||
        k.endsWith('_end') ||
        k === 'stmt_len' ||
        k === 'stmt_location'
      )
        continue;
      out[k] = withoutLocations(v);
    }
    return out;
  }
  return value;
}
