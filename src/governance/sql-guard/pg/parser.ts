/**
 * What the PostgreSQL guard needs of a parser: PostgreSQL's own parse trees
 * and a printer for them (the engine binds libpg_query, `engines/postgres/parser.ts`). Parsing never touches a
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
