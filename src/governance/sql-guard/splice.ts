import { CharterError } from '../../errors/registry.js';
import type { CompiledStatement, ParamValue } from '../../warehouse/types.js';
import { asciiLower, leadingKeyword } from './leading-keyword.js';
import { notReadOnly, outOfScope } from './walker.js';

/**
 * What the guards of every engine share while they splice row filters and models into a caller's
 * statement. Each engine's guard keeps what depends on its parser's tree (walking, the replacement
 * node, deparsing and the round-trip check); the bookkeeping around it, and the rules that decide
 * which references are allowed and what a failure is called, live here once.
 */

/**
 * Parsing, rewriting and deparsing grow with the AST (a 10,000-item IN list costs ~0.3 s of
 * single-threaded parser time, which every other caller queues behind); analyst SQL is a few KiB.
 */
export const MAX_SQL_LENGTH = 65_536;

const CTE_PREFIX = '__charter_cte_';

export type Referenced = { kind: 'table' | 'model'; name: string };

/** Checked before any parse work. */
export function checkLength(sql: string): void {
  if (sql.length > MAX_SQL_LENGTH) {
    throw new CharterError(
      'payload_too_large',
      `The SQL statement is longer than ${MAX_SQL_LENGTH} characters.`,
    );
  }
}

/** A caller's statement (not a model's or a filter's) must open with SELECT or WITH. */
export function checkLeadingKeyword(sql: string): void {
  const keyword = leadingKeyword(sql);
  if (keyword !== 'select' && keyword !== 'with')
    throw notReadOnly('the statement must start with SELECT or WITH.');
}

/** A row filter's SQL after one parse and walk: the tree to splice and what it reads. */
export interface TrustedTree<N> {
  readonly node: N;
  readonly tables: readonly string[];
  readonly functions: readonly string[];
}

/** A table reference the walker found, whatever the engine's tree looks like. */
export interface RelationSlot {
  /** The policy key the reference resolved to. */
  readonly name: string;
  /** How the caller wrote it (used in refusals and as the default alias). */
  readonly written: string;
}

/**
 * The state of one guarded statement: its parameters (the caller's none, plus each row filter's
 * values bound once per filter and number), the base tables the rewritten text may scan, the
 * functions that trusted SQL brought in, the models already expanded and fresh CTE names.
 */
export class SpliceState<N> {
  readonly params: ParamValue[] = [];
  readonly scanTables = new Set<string>();
  readonly trustedFunctions = new Set<string>();
  private readonly paramIndex = new Map<string, number>();
  private readonly models = new Map<string, N>();
  private cteCount = 0;

  readonly freshCteName = (): string => `${CTE_PREFIX}${++this.cteCount}`;

  /** A row filter's tables and functions become part of what the final text may use. */
  adopt(tree: TrustedTree<N>): void {
    for (const t of tree.tables) this.scanTables.add(t);
    for (const f of tree.functions) this.trustedFunctions.add(f);
  }

  /**
   * The statement's parameter number for `$id` of row filter `name`. A filter spliced in several
   * places binds its values once; an id the filter has no value for is our fault, never the caller's.
   */
  bindFilterParam(name: string, id: unknown, filter: CompiledStatement): number {
    if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > filter.params.length) {
      throw new CharterError('internal_error', `The row filter for "${name}" uses an unbound parameter.`);
    }
    const key = `${asciiLower(name)}\u0000${id}`;
    let index = this.paramIndex.get(key);
    if (index === undefined) {
      this.params.push(filter.params[id - 1] ?? null);
      index = this.params.length;
      this.paramIndex.set(key, index);
    }
    return index;
  }

  /**
   * Model `name` expanded once per statement by `expand` (which guards its SQL with this same
   * state). A model reaching itself is refused. A model the caller may not use is reported by its
   * name alone: its own SQL, and which of its objects is the reason, are not the caller's to see.
   */
  async model(
    name: string,
    stack: readonly string[],
    expand: (stack: readonly string[]) => Promise<N>,
  ): Promise<N> {
    const key = asciiLower(name);
    if (stack.includes(key)) {
      throw new CharterError('internal_error', `The model "${name}" refers to itself through other models.`);
    }
    const known = this.models.get(key);
    if (known !== undefined) return known;
    let node: N;
    try {
      node = await expand([...stack, key]);
    } catch (err) {
      if (err instanceof CharterError && err.code !== 'sql_syntax_error' && err.code !== 'internal_error') {
        throw new CharterError(err.code, `The model "${name}" cannot be queried in this scope.`, [name], {
          cause: err,
        });
      }
      throw new CharterError('internal_error', `The model "${name}" could not be guarded.`, null, {
        cause: err,
      });
    }
    this.models.set(key, node);
    return node;
  }

  /**
   * Replaces every slot the walker found with `replace`'s node, in order, and lists the tables and
   * models the statement named. A table scoped only through a model may not be named at the top.
   */
  async spliceSlots<S extends RelationSlot, R extends RelationShape>(
    slots: readonly S[],
    lookup: (name: string) => R | undefined,
    stack: readonly string[],
    replace: (slot: S, relation: R) => Promise<void>,
  ): Promise<Referenced[]> {
    const referenced = new Map<string, Referenced>();
    for (const slot of slots) {
      const relation = lookup(slot.name);
      if (!relation) throw new CharterError('internal_error', 'The SQL guard lost track of a relation.');
      if (stack.length === 0 && relation.kind === 'table' && relation.viaModelsOnly === true) {
        throw outOfScope(slot.written);
      }
      referenced.set(`${relation.kind}:${relation.name}`, { kind: relation.kind, name: relation.name });
      await replace(slot, relation);
    }
    return [...referenced.values()];
  }
}

/** The fields of a relation policy that decide whether a reference may stand. */
interface RelationShape {
  readonly kind: 'table' | 'model';
  readonly name: string;
  readonly viaModelsOnly?: boolean;
}

/**
 * The parse of a row filter, from `cache` or by `read`. Row filters are ours (compiled from the
 * contracts), so a filter the guard cannot read is an internal error, reported by table name only.
 */
export async function trustedTree<N>(
  cache: { get(sql: string): TrustedTree<N> | undefined; set(sql: string, tree: TrustedTree<N>): unknown },
  name: string,
  sql: string,
  read: () => TrustedTree<N> | Promise<TrustedTree<N>>,
): Promise<TrustedTree<N>> {
  const cached = cache.get(sql);
  if (cached) return cached;
  let tree: TrustedTree<N>;
  try {
    tree = await read();
  } catch (err) {
    throw new CharterError(
      'internal_error',
      `The row filter for "${name}" is not a SELECT the guard can apply.`,
      null,
      {
        cause: err,
      },
    );
  }
  cache.set(sql, tree);
  return tree;
}
