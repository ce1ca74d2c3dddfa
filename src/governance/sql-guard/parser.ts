/**
 * What the guard needs of a SQL parser: DuckDB's `json_serialize_sql` /
 * `json_deserialize_sql` documents, both ways. The guard walks and rewrites
 * these trees; the engine that speaks this syntax provides the binding
 * (`engines/duckdb/parser.ts`), so the guard itself never opens a database.
 */
export interface SqlParser {
  /** The `json_serialize_sql` document for `sql` (errors are reported inside it, not thrown). */
  parse(sql: string): Promise<unknown>;
  /** SQL text for a `json_serialize_sql`-shaped document. */
  deparse(ast: unknown): Promise<string>;
  close(): Promise<void>;
}

/**
 * A JSON number whose text would not survive a round trip through a JS number:
 * 64-bit ids such as the `query_location` sentinel, hugeint halves, and reals
 * written as `10.0` that DuckDB's reader refuses as integers.
 */
export class JsonNumber {
  constructor(readonly raw: string) {}
}

export type JsonValue =
  | null
  | boolean
  | number
  | string
  | JsonNumber
  | JsonValue[]
  | { [key: string]: JsonValue };
