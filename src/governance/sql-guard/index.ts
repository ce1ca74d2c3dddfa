import { LRUCache } from 'lru-cache';
import { CharterError } from '../../errors/registry.js';
import type { CompiledStatement, ResultSet } from '../../warehouse/types.js';
import { asciiLower } from './leading-keyword.js';
import type { JsonValue, SqlParser } from './parser.js';
import {
  checkLeadingKeyword,
  checkLength,
  type Referenced,
  SpliceState,
  type TrustedTree,
  trustedTree,
} from './splice.js';
import {
  AstWalker,
  cloneJson,
  collectParameters,
  isObj,
  notReadOnly,
  type Obj,
  obj,
  type TableSlot,
  unsupported,
} from './walker.js';

export type RelationPolicy =
  | {
      readonly kind: 'table';
      readonly name: string;
      /** SELECT producing the rows of this table this consumer may see (same columns as the table), params $1..$n; null = unrestricted */
      readonly rowFilter: CompiledStatement | null;
      /**
       * Readable only from inside a model's SQL: the consumer is scoped to a
       * model over this table, not to the table itself.
       */
      readonly viaModelsOnly?: boolean;
    }
  | {
      readonly kind: 'model';
      readonly name: string;
      /** authored read-only SELECT over tables; it is itself guarded with the same policy */
      readonly sql: string;
    };

export interface SqlPolicy {
  readonly relations: ReadonlyMap<string /* lower-case name */, RelationPolicy>;
}

export interface GuardedStatement extends CompiledStatement {
  /** The tables and models the SQL named directly (not those inside models or row filters). */
  readonly referenced: readonly Referenced[];
  /**
   * Lower-case base tables the rewritten statement may scan: the referenced
   * unrestricted tables plus every table read by a spliced row filter or
   * model. The allowed set to hand to the engine's plan check (`SqlGuard.checkPlan`).
   */
  readonly scanTables: readonly string[];
}

/** Runs a statement on the warehouse. */
export type PlanRunner = (statement: CompiledStatement) => Promise<ResultSet>;

/**
 * Governed SQL on one engine, as the engine provides it (`engines/<engine>/`):
 * a guard over that engine's own parser (one read-only SELECT in scope, row
 * filters spliced in, deparsed and re-checked) and the independent check of
 * that engine's plan. Callers never learn which engine it is.
 */
export interface SqlGuard {
  /** Parses, scope-checks and rewrites `sql` for `policy`, or throws a CharterError. */
  guard(sql: string, policy: SqlPolicy): Promise<GuardedStatement>;
  /** Refuses `guarded` unless the engine's plan for it reads only `allowed` tables (lower-case names). */
  checkPlan(guarded: GuardedStatement, allowed: ReadonlySet<string>, run: PlanRunner): Promise<void>;
}

/**
 * The one path for agent-written SQL: parse with DuckDB's parser, reject
 * anything but a single in-scope SELECT using allowlisted functions, splice
 * each table's row filter and each model's guarded SQL in place of its
 * reference, and render the result with DuckDB's own deparser. The rendered
 * text is parsed again and must carry the same tables, parameters and WHERE
 * clauses as the tree it came from, so a deparser quirk cannot drop a filter.
 */
export async function guardSql(sql: string, policy: SqlPolicy, parser: SqlParser): Promise<GuardedStatement> {
  return new GuardSession(policy, parser).run(sql);
}

export { MAX_SQL_LENGTH } from './splice.js';

// Row filters repeat across calls (one per table and context shape); their parse is reused.
const trustedCache = new LRUCache<string, TrustedTree<Obj>>({ max: 256 });

class GuardSession {
  private readonly state = new SpliceState<Obj>();

  constructor(
    private readonly policy: SqlPolicy,
    private readonly parser: SqlParser,
  ) {}

  async run(sql: string): Promise<GuardedStatement> {
    checkLength(sql);
    const { doc, statement, referenced } = await this.expand(sql, []);
    statement.named_param_map = [];
    let text: string;
    let before: string;
    let after: string;
    try {
      before = this.signature(doc);
      text = await this.parser.deparse(doc);
      after = this.signature(await this.parser.parse(text));
    } catch (err) {
      // Everything the caller controls was checked by now: a failure here is ours.
      throw new CharterError(
        'internal_error',
        'The SQL guard could not render the rewritten statement.',
        null,
        {
          cause: err,
        },
      );
    }
    if (after !== before) {
      const cause = new Error(`deparse changed the statement: ${before} became ${after}`);
      throw new CharterError(
        'internal_error',
        'The SQL guard could not verify the rewritten statement.',
        null,
        {
          cause,
        },
      );
    }
    const { params, scanTables } = this.state;
    return { sql: text, params: [...params], referenced, scanTables: [...scanTables].sort() };
  }

  private async expand(
    sql: string,
    stack: readonly string[],
  ): Promise<{ doc: Obj; statement: Obj; referenced: Referenced[] }> {
    const doc = await this.parser.parse(sql);
    const statement = statementOf(doc, 'user');
    checkLeadingKeyword(sql);
    const walker = new AstWalker({
      mode: 'user',
      relations: this.policy.relations,
      freshCteName: this.state.freshCteName,
    });
    walker.walk(statement);
    const referenced = await this.state.spliceSlots(
      walker.slots,
      (name) => this.policy.relations.get(name),
      stack,
      async (slot, relation) => {
        slot.holder[slot.key] = await this.replacement(slot, relation, stack);
      },
    );
    return { doc: obj(doc as JsonValue, 'parse result'), statement, referenced };
  }

  private async replacement(
    slot: TableSlot,
    relation: RelationPolicy,
    stack: readonly string[],
  ): Promise<Obj> {
    const ref = slot.ref;
    const userAlias = typeof ref.alias === 'string' ? ref.alias : '';
    if (relation.kind === 'table' && relation.rowFilter === null) {
      this.state.scanTables.add(asciiLower(relation.name));
      // Always the policy's own name, unqualified: whatever spelling or catalog the
      // SQL used, the engine reads exactly the governed table.
      const alias = userAlias !== '' ? userAlias : slot.written === relation.name ? '' : slot.written;
      return { ...ref, catalog_name: '', schema_name: '', table_name: relation.name, alias };
    }
    let node: Obj;
    if (relation.kind === 'model') node = await this.modelNode(relation.name, relation.sql, stack);
    else if (relation.rowFilter !== null) node = await this.rowFilterNode(relation.name, relation.rowFilter);
    else throw new CharterError('internal_error', 'The SQL guard lost track of a relation.');
    const subquery: Obj = {
      type: 'SUBQUERY',
      alias: userAlias !== '' ? userAlias : slot.written,
      sample: ref.sample ?? null,
      subquery: { node, named_param_map: [] },
      column_name_alias: ref.column_name_alias ?? [],
    };
    if (ref.query_location !== undefined) subquery.query_location = ref.query_location;
    return subquery;
  }

  private async rowFilterNode(name: string, filter: CompiledStatement): Promise<Obj> {
    const tree = await trustedTree(trustedCache, name, filter.sql, () => this.readTrusted(filter.sql));
    this.state.adopt(tree);
    const node = cloneJson(tree.node);
    for (const p of collectParameters(node)) {
      p.identifier = String(this.state.bindFilterParam(name, Number(p.identifier), filter));
    }
    return node;
  }

  private async readTrusted(sql: string): Promise<TrustedTree<Obj>> {
    const doc = await this.parser.parse(sql);
    const statement = statementOf(doc, 'trusted');
    const walker = new AstWalker({ mode: 'trusted' });
    walker.walk(statement);
    return {
      node: obj(statement.node, 'row filter'),
      tables: walker.tables,
      functions: [...walker.functions],
    };
  }

  private async modelNode(name: string, sql: string, stack: readonly string[]): Promise<Obj> {
    const node = await this.state.model(name, stack, async (inner) =>
      obj((await this.expand(sql, inner)).statement.node, 'model'),
    );
    return cloneJson(node);
  }

  /** What must survive the deparse round trip unchanged. */
  private signature(doc: unknown): string {
    const walker = new AstWalker({
      mode: 'verify',
      tables: this.state.scanTables,
      extraFunctions: this.state.trustedFunctions,
      paramCount: this.state.params.length,
    });
    walker.walk(statementOf(doc, 'verify'));
    return JSON.stringify({
      tables: [...walker.tables].sort(),
      params: walker.parameters.map((p) => String(p.identifier)).sort(),
      where: walker.whereClauses,
    });
  }
}

/** The single statement of a `json_serialize_sql` document, or the error it reports. */
function statementOf(doc: unknown, origin: 'user' | 'trusted' | 'verify'): Obj {
  const d = doc as JsonValue;
  if (!isObj(d)) throw unsupported('an unreadable parse result');
  if (d.error === true) {
    const message = typeof d.error_message === 'string' ? d.error_message : 'syntax error';
    if (message.startsWith('Only SELECT statements'))
      throw notReadOnly('only SELECT statements are allowed.');
    if (origin !== 'user') throw new CharterError('internal_error', 'A statement could not be parsed.');
    // Parser messages quote only the text they were given: the caller's own SQL.
    const position = typeof d.position === 'string' ? [`at character ${d.position}`] : null;
    const detail = message.length > 300 ? `${message.slice(0, 300)}…` : message;
    throw new CharterError('sql_syntax_error', `The SQL statement could not be parsed: ${detail}`, position);
  }
  if (!Array.isArray(d.statements)) throw unsupported('an unreadable parse result');
  if (d.statements.length === 0) throw notReadOnly('the statement is empty.');
  if (d.statements.length > 1) throw notReadOnly('exactly one statement is allowed.');
  return obj(d.statements[0], 'statement');
}
