import { fingerprintSync, loadModule, parseSync } from 'libpg-query';
import { deparseSync } from 'pgsql-deparser';
import type { PgParseOutcome, PgParseTree, PgSqlParser } from '../../governance/sql-guard/pg/parser.js';

/**
 * PostgreSQL's parser for the guard: libpg_query compiled to WebAssembly,
 * shipped inside the `libpg-query` npm package (nothing is fetched at install
 * or run time), and the `pgsql-deparser` printer for its trees. The interface
 * it meets is the guard's (`governance/sql-guard/pg/parser.ts`).
 */

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
