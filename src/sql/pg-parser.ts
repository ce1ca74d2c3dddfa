import { fingerprintSync, loadModule, parseSync } from 'libpg-query';
import { deparseSync } from 'pgsql-deparser';

/**
 * PostgreSQL's own parser (libpg_query compiled to WebAssembly, shipped inside
 * the `libpg-query` npm package: nothing is fetched at install or run time)
 * and the `pgsql-deparser` printer for its trees. Parsing never touches a
 * database, so an error message can only quote the text it was given.
 */
export interface PgSqlParser {
  /** The parse tree (`{ version, stmts }`), or the parser's error. */
  parse(sql: string): PgParseOutcome;
  /** SQL text for a parse tree of the same shape. */
  deparse(tree: PgParseTree): string;
  /** libpg_query's fingerprint of a statement (literal values ignored). */
  fingerprint(sql: string): string;
}

export type PgJson = null | boolean | number | string | PgJson[] | { [key: string]: PgJson };

export interface PgParseTree {
  readonly version: number;
  readonly stmts: PgJson[];
}

export type PgParseOutcome =
  | { readonly ok: true; readonly tree: PgParseTree }
  | { readonly ok: false; readonly message: string; readonly position: number | null };

let loaded: Promise<void> | null = null;

/** Loads the WebAssembly module once per process (about 40 ms); every parser shares it. */
export async function createPgParser(): Promise<PgSqlParser> {
  loaded ??= loadModule();
  await loaded;
  return PARSER;
}

const PARSER: PgSqlParser = {
  parse(sql: string): PgParseOutcome {
    try {
      const tree = parseSync(sql) as unknown as PgParseTree;
      return { ok: true, tree: { version: tree.version, stmts: tree.stmts ?? [] } };
    } catch (err) {
      const details = (err as { sqlDetails?: { message?: unknown; cursorPosition?: unknown } }).sqlDetails;
      const message =
        typeof details?.message === 'string'
          ? details.message
          : err instanceof Error
            ? err.message
            : 'syntax error';
      const position = typeof details?.cursorPosition === 'number' ? details.cursorPosition : null;
      return { ok: false, message, position };
    }
  },
  deparse(tree: PgParseTree): string {
    // One line: the text travels in logs and the extended protocol, never shown reformatted.
    return deparseSync(tree as never, { pretty: false });
  },
  fingerprint(sql: string): string {
    return fingerprintSync(sql);
  },
};
