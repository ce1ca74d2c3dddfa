import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { CharterError } from '../../../errors/registry.js';
import type { CompiledStatement } from '../../../warehouse/types.js';
import type { GuardedStatement, RelationPolicy, SqlPolicy } from '../index.js';
import {
  checkLeadingKeyword,
  checkLength,
  type Referenced,
  SpliceState,
  type TrustedTree,
  trustedTree,
} from '../splice.js';
import { notReadOnly } from '../walker.js';
import type { PgJson, PgParseTree, PgSqlParser } from './parser.js';
import {
  collectPgParameters,
  PgAstWalker,
  type PgObj,
  type PgTableSlot,
  withoutLocations,
  wrapped,
} from './walker.js';

export interface PgGuardOptions {
  /** The schema the warehouse pins as `search_path`: unqualified names live here. */
  readonly schema: string;
}

/**
 * The PostgreSQL twin of `guardSql`: the same policy and the same refusals
 * (codes and messages), decided on PostgreSQL's own parse tree. Parse, walk
 * (scope, allowlists, CTE renaming), splice each row filter and model in place
 * of its references, qualify every table with the pinned schema and every
 * function with `pg_catalog`, deparse, parse again and compare the two trees
 * (source positions aside) by fingerprint: a deparser quirk that dropped a
 * filter or moved a name out of its quotes is an internal error, never a leak.
 */
export async function guardPostgresSql(
  sql: string,
  policy: SqlPolicy,
  parser: PgSqlParser,
  options: PgGuardOptions = { schema: 'public' },
): Promise<GuardedStatement> {
  return new PgGuardSession(policy, parser, options.schema).run(sql);
}

/**
 * The statement parsed and passed every check, but PostgreSQL's deparser writes it in a form that does
 * not parse back to the same tree (it drops the parentheses of `(ARRAY[1,2])[1]`). We only run text
 * whose tree we verified, so the statement is refused; it is the caller's construct, not a fault of the
 * service, hence a 400 that says how to rewrite it rather than a 500.
 */
function cannotWriteBack(cause: unknown): CharterError {
  return new CharterError(
    'sql_not_read_only',
    'The statement uses an expression the SQL guard cannot write back exactly as PostgreSQL parsed it (for example a subscript or field of an ARRAY[...] or ROW(...) constructor); rewrite that expression, e.g. CAST the array literal or use a function such as array_length.',
    null,
    { cause },
  );
}

const trustedCache = new LRUCache<string, TrustedTree<PgObj>>({ max: 256 });

class PgGuardSession {
  private readonly state = new SpliceState<PgObj>();
  private readonly byName: ReadonlyMap<string, RelationPolicy>;

  constructor(
    policy: SqlPolicy,
    private readonly parser: PgSqlParser,
    private readonly schema: string,
  ) {
    // PostgreSQL compares folded names exactly: the policy's own spelling is the key.
    this.byName = new Map([...policy.relations.values()].map((r) => [r.name, r]));
  }

  async run(sql: string): Promise<GuardedStatement> {
    checkLength(sql);
    const { statement, referenced } = await this.expand(sql, []);
    const tree: PgParseTree = { version: 0, stmts: [{ stmt: { SelectStmt: statement } }] };
    const before = this.verifiedFingerprint(tree.stmts[0] as PgObj);
    let text: string;
    let after: string;
    try {
      text = this.parser.deparse(tree);
      const again = this.parser.parse(text);
      if (!again.ok) throw new Error(`the deparsed statement does not parse: ${again.message}`);
      if (again.tree.stmts.length !== 1) throw new Error('the deparsed text holds several statements');
      after = this.fingerprint(again.tree.stmts[0] as PgObj);
    } catch (err) {
      throw cannotWriteBack(err);
    }
    if (after !== before) throw cannotWriteBack(new Error('deparse changed the statement'));
    const { params, scanTables } = this.state;
    return { sql: text, params: [...params], referenced, scanTables: [...scanTables].sort() };
  }

  /** The rewritten tree's fingerprint: a failure here is our rewrite's fault, never the caller's. */
  private verifiedFingerprint(raw: PgObj): string {
    try {
      return this.fingerprint(raw);
    } catch (err) {
      throw new CharterError(
        'internal_error',
        'The SQL guard could not verify the rewritten statement.',
        null,
        {
          cause: err,
        },
      );
    }
  }

  /**
   * Walks the tree in verify mode (only the expected tables, functions and
   * parameters) and hashes it without source positions.
   */
  private fingerprint(raw: PgObj): string {
    const walker = new PgAstWalker({
      mode: 'verify',
      schema: this.schema,
      tables: new Set([...this.state.scanTables]),
      extraFunctions: this.state.trustedFunctions,
      paramCount: this.state.params.length,
    });
    walker.walk(raw.stmt);
    return createHash('sha256')
      .update(JSON.stringify(withoutLocations(raw.stmt ?? null)))
      .digest('hex');
  }

  private async expand(
    sql: string,
    stack: readonly string[],
  ): Promise<{ statement: PgObj; referenced: Referenced[] }> {
    const stmt = this.statementOf(sql, 'user');
    checkLeadingKeyword(sql);
    const walker = new PgAstWalker({
      mode: 'user',
      schema: this.schema,
      relations: new Set(this.byName.keys()),
      freshCteName: this.state.freshCteName,
    });
    walker.walk(stmt);
    const referenced = await this.state.spliceSlots(
      walker.slots,
      (name) => this.byName.get(name),
      stack,
      async (slot, relation) => {
        (slot.holder as Record<string | number, PgJson>)[slot.key] = await this.replacement(
          slot,
          relation,
          stack,
        );
      },
    );
    return { statement: wrapped(stmt, 'SelectStmt') as PgObj, referenced };
  }

  private async replacement(
    slot: PgTableSlot,
    relation: RelationPolicy,
    stack: readonly string[],
  ): Promise<PgJson> {
    const ref = slot.ref;
    const userAlias = ref.alias as { aliasname: string; colnames?: PgJson[] } | undefined;
    if (relation.kind === 'table' && relation.rowFilter === null) {
      this.state.scanTables.add(relation.name);
      // The policy's own name in the pinned schema, whatever the SQL wrote: pg_catalog and
      // pg_temp come before search_path, so an unqualified name could resolve elsewhere.
      const alias = userAlias ?? (slot.written === relation.name ? undefined : { aliasname: slot.written });
      const rangeVar: PgObj = {
        schemaname: this.schema,
        relname: relation.name,
        inh: true,
        relpersistence: 'p',
      };
      if (alias) rangeVar.alias = alias;
      return { RangeVar: rangeVar };
    }
    let node: PgObj;
    if (relation.kind === 'model') node = await this.modelNode(relation.name, relation.sql, stack);
    else if (relation.rowFilter !== null) node = await this.rowFilterNode(relation.name, relation.rowFilter);
    else throw new CharterError('internal_error', 'The SQL guard lost track of a relation.');
    const alias: PgObj = { aliasname: userAlias?.aliasname ?? slot.written };
    if (userAlias?.colnames !== undefined) alias.colnames = userAlias.colnames;
    if (relation.kind === 'table') fence(node);
    return { RangeSubselect: { subquery: { SelectStmt: node }, alias } };
  }

  private async rowFilterNode(name: string, filter: CompiledStatement): Promise<PgObj> {
    const tree = await trustedTree(trustedCache, name, filter.sql, () => this.readTrusted(filter.sql));
    this.state.adopt(tree);
    const node = structuredClone(tree.node);
    for (const p of collectPgParameters(node)) p.number = this.state.bindFilterParam(name, p.number, filter);
    return node;
  }

  private readTrusted(sql: string): TrustedTree<PgObj> {
    const stmt = this.statementOf(sql, 'trusted');
    const walker = new PgAstWalker({ mode: 'trusted', schema: this.schema });
    walker.walk(stmt);
    return {
      node: wrapped(stmt, 'SelectStmt') as PgObj,
      tables: walker.tables,
      functions: [...walker.functions],
    };
  }

  private async modelNode(name: string, sql: string, stack: readonly string[]): Promise<PgObj> {
    const node = await this.state.model(
      name,
      stack,
      async (inner) => (await this.expand(sql, inner)).statement,
    );
    return structuredClone(node);
  }

  /** The single statement of `sql`, or the refusal the DuckDB guard gives for the same input. */
  private statementOf(sql: string, origin: 'user' | 'trusted'): PgJson {
    const parsed = this.parser.parse(sql);
    if (!parsed.ok) {
      if (origin !== 'user') throw new CharterError('internal_error', 'A statement could not be parsed.');
      // Parser messages quote only the text they were given: the caller's own SQL.
      const position = parsed.position !== null ? [`at character ${parsed.position}`] : null;
      const detail = parsed.message.length > 300 ? `${parsed.message.slice(0, 300)}…` : parsed.message;
      throw new CharterError(
        'sql_syntax_error',
        `The SQL statement could not be parsed: ${detail}`,
        position,
      );
    }
    // As DuckDB's parser does: any non-SELECT among several statements is named before their number.
    const stmts = parsed.tree.stmts.map((raw) =>
      raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? raw.stmt : undefined,
    );
    if (stmts.some((stmt) => wrapped(stmt, 'SelectStmt') === null)) {
      throw notReadOnly('only SELECT statements are allowed.');
    }
    if (stmts.length === 0) throw notReadOnly('the statement is empty.');
    if (stmts.length > 1) throw notReadOnly('exactly one statement is allowed.');
    return stmts[0] ?? null;
  }
}

/**
 * `OFFSET 0` on a row-filter subquery: PostgreSQL neither pulls a subquery
 * with OFFSET up into the outer query nor pushes outer conditions down into
 * it, so the caller's expressions only ever see rows the filter let through.
 * Without it the planner may evaluate a caller's cast or division on hidden
 * rows first, and its error text (`invalid input syntax for type integer:
 * "JFKx"`) would carry their values: the leaky-view problem that
 * `security_barrier` views solve for views.
 */
function fence(select: PgObj): void {
  if (select.limitOffset !== undefined || select.limitCount !== undefined) {
    throw new CharterError('internal_error', 'A row filter must not carry LIMIT or OFFSET.');
  }
  select.limitOffset = { A_Const: { ival: {} } };
  select.limitOption = 'LIMIT_OPTION_COUNT';
}
