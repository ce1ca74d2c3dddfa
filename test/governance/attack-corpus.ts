import type { ErrorCode } from '../../src/errors/registry.js';

/**
 * Hostile SQL an agent could be talked into writing. Each entry is either
 * refused with `expect` as the error code, or (`expect: 'rewritten'`) accepted
 * after rewriting, in which case the test runs it on two warehouses that agree
 * only on what a CA consumer may see and requires identical outcomes, rows or
 * error text alike.
 *
 * The consumer's scope: flights (row filter: origin airport in the context
 * state), airports (unrestricted), model route_stats. secret_salaries exists in
 * the warehouse and is out of scope.
 */
export type AttackGroup =
  | 'multi-statement'
  | 'non-select'
  | 'cte-shadowing'
  | 'quoted-identifiers'
  | 'qualified-names'
  | 'string-table-refs'
  | 'subqueries-everywhere'
  | 'lateral'
  | 'set-operations'
  | 'sql-from-string'
  | 'file-network-readers'
  | 'settings-metadata'
  | 'error-side-channels'
  | 'resource-abuse'
  | 'syntax-tricks';

export interface Attack {
  readonly name: string;
  readonly group: AttackGroup;
  readonly sql: string;
  readonly expect: ErrorCode | 'rewritten';
}

const NOT_RO = 'sql_not_read_only' as const;
const OOS = 'object_out_of_scope' as const;
const FNA = 'function_not_allowed' as const;
const OK = 'rewritten' as const;

export const ATTACK_CORPUS: readonly Attack[] = [
  // multi-statement
  { group: 'multi-statement', name: 'two selects', sql: 'SELECT 1; SELECT 2', expect: NOT_RO },
  {
    group: 'multi-statement',
    name: 'select then drop',
    sql: 'SELECT * FROM flights; DROP TABLE flights',
    expect: NOT_RO,
  },
  {
    group: 'multi-statement',
    name: 'select then secret select',
    sql: "SELECT 'a;b' AS x; SELECT * FROM secret_salaries",
    expect: NOT_RO,
  },
  {
    group: 'multi-statement',
    name: 'statement after a line comment',
    sql: 'SELECT 1 -- harmless\n; DELETE FROM flights',
    expect: NOT_RO,
  },
  {
    group: 'multi-statement',
    name: 'select then attach',
    sql: "SELECT 1; ATTACH 'evil.db' AS evil",
    expect: NOT_RO,
  },
  {
    group: 'multi-statement',
    name: 'single trailing semicolon',
    sql: 'SELECT count(*) FROM flights;',
    expect: OK,
  },

  // non-select
  { group: 'non-select', name: 'drop', sql: 'DROP TABLE flights', expect: NOT_RO },
  { group: 'non-select', name: 'delete', sql: 'DELETE FROM flights', expect: NOT_RO },
  { group: 'non-select', name: 'update', sql: 'UPDATE flights SET delay = 0', expect: NOT_RO },
  {
    group: 'non-select',
    name: 'insert select',
    sql: 'INSERT INTO flights SELECT * FROM flights',
    expect: NOT_RO,
  },
  {
    group: 'non-select',
    name: 'create table as',
    sql: 'CREATE TABLE stolen AS SELECT * FROM secret_salaries',
    expect: NOT_RO,
  },
  {
    group: 'non-select',
    name: 'create view',
    sql: 'CREATE VIEW v AS SELECT * FROM secret_salaries',
    expect: NOT_RO,
  },
  { group: 'non-select', name: 'create macro', sql: 'CREATE MACRO m() AS TABLE SELECT 1', expect: NOT_RO },
  { group: 'non-select', name: 'set', sql: "SET memory_limit = '100GB'", expect: NOT_RO },
  { group: 'non-select', name: 'reset', sql: 'RESET threads', expect: NOT_RO },
  { group: 'non-select', name: 'pragma', sql: 'PRAGMA database_list', expect: NOT_RO },
  { group: 'non-select', name: 'attach', sql: "ATTACH ':memory:' AS other", expect: NOT_RO },
  { group: 'non-select', name: 'copy to file', sql: "COPY flights TO '/tmp/out.csv'", expect: NOT_RO },
  {
    group: 'non-select',
    name: 'copy query to file',
    sql: "COPY (SELECT * FROM flights) TO '/tmp/out.csv'",
    expect: NOT_RO,
  },
  { group: 'non-select', name: 'export database', sql: "EXPORT DATABASE '/tmp/dump'", expect: NOT_RO },
  { group: 'non-select', name: 'install', sql: 'INSTALL httpfs', expect: NOT_RO },
  { group: 'non-select', name: 'load', sql: 'LOAD httpfs', expect: NOT_RO },
  { group: 'non-select', name: 'call', sql: 'CALL pragma_version()', expect: NOT_RO },
  { group: 'non-select', name: 'prepare', sql: 'PREPARE p AS SELECT * FROM secret_salaries', expect: NOT_RO },
  { group: 'non-select', name: 'execute', sql: 'EXECUTE p', expect: NOT_RO },
  { group: 'non-select', name: 'begin', sql: 'BEGIN TRANSACTION', expect: NOT_RO },
  { group: 'non-select', name: 'checkpoint statement', sql: 'CHECKPOINT', expect: NOT_RO },
  { group: 'non-select', name: 'summarize', sql: 'SUMMARIZE flights', expect: NOT_RO },
  { group: 'non-select', name: 'describe', sql: 'DESCRIBE secret_salaries', expect: NOT_RO },
  { group: 'non-select', name: 'show tables', sql: 'SHOW TABLES', expect: NOT_RO },
  { group: 'non-select', name: 'explain', sql: 'EXPLAIN SELECT * FROM secret_salaries', expect: NOT_RO },
  {
    group: 'non-select',
    name: 'pivot statement',
    sql: 'PIVOT flights ON origin USING count(*)',
    expect: NOT_RO,
  },
  {
    group: 'non-select',
    name: 'summarize as a subquery',
    sql: 'SELECT * FROM (SUMMARIZE flights)',
    expect: NOT_RO,
  },
  {
    group: 'non-select',
    name: 'describe as a subquery',
    sql: 'SELECT * FROM (DESCRIBE secret_salaries)',
    expect: NOT_RO,
  },
  { group: 'non-select', name: 'show as a subquery', sql: 'SELECT * FROM (SHOW TABLES)', expect: NOT_RO },
  {
    group: 'non-select',
    name: 'pivot statement as a subquery',
    sql: 'SELECT * FROM (PIVOT flights ON origin USING count(*))',
    expect: NOT_RO,
  },
  { group: 'non-select', name: 'from-first', sql: 'FROM flights', expect: NOT_RO },
  { group: 'non-select', name: 'bare values', sql: 'VALUES (1), (2)', expect: NOT_RO },
  {
    group: 'non-select',
    name: 'with then delete',
    sql: 'WITH x AS (SELECT 1) DELETE FROM flights',
    expect: NOT_RO,
  },
  {
    group: 'non-select',
    name: 'positional parameter',
    sql: 'SELECT * FROM flights WHERE delay > $1',
    expect: NOT_RO,
  },
  {
    group: 'non-select',
    name: 'question-mark parameter',
    sql: 'SELECT * FROM flights WHERE origin = ?',
    expect: NOT_RO,
  },
  {
    group: 'non-select',
    name: 'named parameter',
    sql: 'SELECT * FROM flights WHERE origin = $state',
    expect: NOT_RO,
  },
  {
    group: 'non-select',
    name: 'time travel',
    sql: 'SELECT * FROM flights AT (VERSION => 1)',
    expect: NOT_RO,
  },

  // cte-shadowing
  {
    group: 'cte-shadowing',
    name: 'CTE shadows the table the row filter reads',
    sql: "WITH airports AS (SELECT iata, 'CA' AS state FROM airports) SELECT origin, count(*) FROM flights GROUP BY origin",
    expect: OK,
  },
  {
    group: 'cte-shadowing',
    name: 'CTE named like the filtered table reads it',
    sql: 'WITH flights AS (SELECT * FROM flights) SELECT origin, count(*) FROM flights GROUP BY origin',
    expect: OK,
  },
  {
    group: 'cte-shadowing',
    name: 'CTE named like a secret table is harmless',
    sql: 'WITH secret_salaries AS (SELECT 1 AS salary) SELECT * FROM secret_salaries',
    expect: OK,
  },
  {
    group: 'cte-shadowing',
    name: 'CTE reads the secret table',
    sql: 'WITH x AS (SELECT * FROM secret_salaries) SELECT * FROM x',
    expect: OOS,
  },
  {
    group: 'cte-shadowing',
    name: 'CTE scope ends at its subquery',
    sql: 'SELECT * FROM (WITH secret_salaries AS (SELECT 1 AS x) SELECT * FROM secret_salaries) s, secret_salaries',
    expect: OOS,
  },
  {
    group: 'cte-shadowing',
    name: 'forward reference to a later CTE',
    sql: 'WITH a AS (SELECT * FROM b), b AS (SELECT 1 AS x) SELECT * FROM a',
    expect: OOS,
  },
  {
    group: 'cte-shadowing',
    name: 'CTE named like the guard internal name',
    sql: 'WITH __charter_cte_1 AS (SELECT * FROM secret_salaries) SELECT 1',
    expect: OOS,
  },
  {
    group: 'cte-shadowing',
    name: 'materialized CTE shadowing airports inside EXISTS',
    sql: "SELECT count(*) FROM flights WHERE EXISTS (WITH airports AS MATERIALIZED (SELECT 'CA' AS state) SELECT 1 FROM airports)",
    expect: OK,
  },
  {
    group: 'cte-shadowing',
    name: 'CTE with column aliases shadowing airports in a join',
    sql: "WITH airports(iata, state) AS (SELECT iata, 'CA' FROM airports) SELECT f.origin, a.state, count(*) FROM flights f JOIN airports a ON a.iata = f.origin GROUP BY ALL",
    expect: OK,
  },

  // quoted-identifiers
  {
    group: 'quoted-identifiers',
    name: 'upper-case quoted',
    sql: 'SELECT count(*) FROM "FLIGHTS"',
    expect: OK,
  },
  { group: 'quoted-identifiers', name: 'upper-case bare', sql: 'SELECT origin FROM FLIGHTS', expect: OK },
  {
    group: 'quoted-identifiers',
    name: 'mixed-case secret',
    sql: 'SELECT * FROM "Secret_Salaries"',
    expect: OOS,
  },
  { group: 'quoted-identifiers', name: 'trailing space', sql: 'SELECT * FROM "flights "', expect: OOS },
  { group: 'quoted-identifiers', name: 'embedded quote', sql: 'SELECT * FROM "fl""ights"', expect: OOS },
  { group: 'quoted-identifiers', name: 'ligature homoglyph', sql: 'SELECT * FROM "ﬂights"', expect: OOS },
  {
    group: 'quoted-identifiers',
    name: 'kelvin-sign homoglyph',
    sql: 'SELECT * FROM "\u212Aflights"',
    expect: OOS,
  },
  {
    group: 'quoted-identifiers',
    name: 'alias named like the secret table',
    sql: 'SELECT "secret_salaries".origin FROM flights AS "secret_salaries"',
    expect: OK,
  },
  {
    group: 'quoted-identifiers',
    name: 'alias with quote characters',
    sql: 'SELECT "x"" , secret_salaries AS ""y".origin FROM flights AS "x"" , secret_salaries AS ""y"',
    expect: OK,
  },

  // qualified-names
  {
    group: 'qualified-names',
    name: 'schema-qualified',
    sql: 'SELECT count(*) FROM main.flights',
    expect: OK,
  },
  {
    group: 'qualified-names',
    name: 'catalog-qualified',
    sql: 'SELECT count(*) FROM memory.main.flights',
    expect: OK,
  },
  {
    group: 'qualified-names',
    name: 'catalog-qualified secret',
    sql: 'SELECT * FROM memory.main.secret_salaries',
    expect: OOS,
  },
  {
    group: 'qualified-names',
    name: 'information_schema',
    sql: 'SELECT * FROM information_schema.tables',
    expect: OOS,
  },
  {
    group: 'qualified-names',
    name: 'information_schema columns',
    sql: 'SELECT * FROM information_schema.columns',
    expect: OOS,
  },
  { group: 'qualified-names', name: 'pg_catalog', sql: 'SELECT * FROM pg_catalog.pg_class', expect: OOS },
  {
    group: 'qualified-names',
    name: 'system catalog',
    sql: 'SELECT * FROM system.main.duckdb_tables',
    expect: OOS,
  },
  { group: 'qualified-names', name: 'duckdb_ view', sql: 'SELECT * FROM duckdb_tables', expect: OOS },
  { group: 'qualified-names', name: 'temp catalog', sql: 'SELECT * FROM temp.main.flights', expect: OOS },
  { group: 'qualified-names', name: 'other schema', sql: 'SELECT * FROM staging.flights', expect: OOS },
  { group: 'qualified-names', name: 'sqlite_master', sql: 'SELECT * FROM sqlite_master', expect: OOS },
  { group: 'qualified-names', name: 'pg_tables', sql: 'SELECT * FROM pg_tables', expect: OOS },

  // string-table-refs
  {
    group: 'string-table-refs',
    name: 'string naming the table',
    sql: "SELECT count(*) FROM 'flights'",
    expect: OK,
  },
  {
    group: 'string-table-refs',
    name: 'string naming the secret',
    sql: "SELECT * FROM 'secret_salaries'",
    expect: OOS,
  },
  { group: 'string-table-refs', name: 'local file', sql: "SELECT * FROM '/etc/passwd'", expect: OOS },
  { group: 'string-table-refs', name: 'parquet file', sql: "SELECT * FROM 'data.parquet'", expect: OOS },
  { group: 'string-table-refs', name: 'url', sql: "SELECT * FROM 'https://example.com/x.csv'", expect: OOS },
  { group: 'string-table-refs', name: 's3 glob', sql: "SELECT * FROM 's3://bucket/*.parquet'", expect: OOS },

  // subqueries-everywhere
  {
    group: 'subqueries-everywhere',
    name: 'select list',
    sql: 'SELECT (SELECT max(salary) FROM secret_salaries)',
    expect: OOS,
  },
  {
    group: 'subqueries-everywhere',
    name: 'where',
    sql: 'SELECT * FROM flights WHERE delay > (SELECT min(salary) FROM secret_salaries)',
    expect: OOS,
  },
  {
    group: 'subqueries-everywhere',
    name: 'having',
    sql: 'SELECT origin FROM flights GROUP BY origin HAVING count(*) > (SELECT count(*) FROM secret_salaries)',
    expect: OOS,
  },
  {
    group: 'subqueries-everywhere',
    name: 'group by',
    sql: 'SELECT count(*) FROM flights GROUP BY (SELECT max(employee) FROM secret_salaries)',
    expect: OOS,
  },
  {
    group: 'subqueries-everywhere',
    name: 'order by',
    sql: 'SELECT origin FROM flights ORDER BY (SELECT count(*) FROM secret_salaries)',
    expect: OOS,
  },
  {
    group: 'subqueries-everywhere',
    name: 'limit',
    sql: 'SELECT * FROM flights LIMIT (SELECT count(*) FROM secret_salaries)',
    expect: OOS,
  },
  {
    group: 'subqueries-everywhere',
    name: 'offset',
    sql: 'SELECT * FROM flights LIMIT 1 OFFSET (SELECT count(*) FROM secret_salaries)',
    expect: OOS,
  },
  {
    group: 'subqueries-everywhere',
    name: 'qualify',
    sql: 'SELECT origin FROM flights QUALIFY row_number() OVER (ORDER BY (SELECT max(salary) FROM secret_salaries)) = 1',
    expect: OOS,
  },
  {
    group: 'subqueries-everywhere',
    name: 'window partition',
    sql: 'SELECT sum(delay) OVER (PARTITION BY (SELECT max(salary) FROM secret_salaries)) FROM flights',
    expect: OOS,
  },
  {
    group: 'subqueries-everywhere',
    name: 'aggregate filter',
    sql: 'SELECT count(*) FILTER (WHERE EXISTS (SELECT 1 FROM secret_salaries)) FROM flights',
    expect: OOS,
  },
  {
    group: 'subqueries-everywhere',
    name: 'aggregate order by',
    sql: "SELECT string_agg(origin, ',' ORDER BY (SELECT max(salary) FROM secret_salaries)) FROM flights",
    expect: OOS,
  },
  {
    group: 'subqueries-everywhere',
    name: 'join condition',
    sql: 'SELECT * FROM flights JOIN airports ON EXISTS (SELECT 1 FROM secret_salaries)',
    expect: OOS,
  },
  {
    group: 'subqueries-everywhere',
    name: 'values list',
    sql: 'SELECT * FROM (VALUES ((SELECT max(salary) FROM secret_salaries))) v(x)',
    expect: OOS,
  },
  {
    group: 'subqueries-everywhere',
    name: 'case branch',
    sql: 'SELECT CASE WHEN delay > 0 THEN (SELECT max(employee) FROM secret_salaries) END FROM flights',
    expect: OOS,
  },
  {
    group: 'subqueries-everywhere',
    name: 'lambda body',
    sql: 'SELECT list_transform([1], x -> (SELECT max(salary) FROM secret_salaries))',
    expect: OOS,
  },
  {
    group: 'subqueries-everywhere',
    name: 'star replace',
    sql: 'SELECT * REPLACE ((SELECT max(salary) FROM secret_salaries) AS delay) FROM flights',
    expect: OOS,
  },
  {
    group: 'subqueries-everywhere',
    name: 'distinct on',
    sql: 'SELECT DISTINCT ON ((SELECT max(salary) FROM secret_salaries)) origin FROM flights',
    expect: OOS,
  },
  {
    group: 'subqueries-everywhere',
    name: 'pivot source',
    sql: "SELECT * FROM (SELECT * FROM secret_salaries) PIVOT (sum(salary) FOR employee IN ('a'))",
    expect: OOS,
  },
  {
    group: 'subqueries-everywhere',
    name: 'IN subquery over flights is filtered',
    sql: 'SELECT iata, state FROM airports WHERE iata IN (SELECT origin FROM flights)',
    expect: OK,
  },
  {
    group: 'subqueries-everywhere',
    name: 'scalar subquery over flights is filtered',
    sql: 'SELECT (SELECT count(*) FROM flights) AS n, (SELECT max(distance) FROM main.flights) AS d',
    expect: OK,
  },
  {
    group: 'subqueries-everywhere',
    name: 'NOT EXISTS over flights is filtered',
    sql: 'SELECT iata FROM airports a WHERE NOT EXISTS (SELECT 1 FROM flights f WHERE f.origin = a.iata)',
    expect: OK,
  },
  {
    group: 'subqueries-everywhere',
    name: 'pivot over flights is filtered',
    sql: "SELECT * FROM flights PIVOT (count(*) FOR origin IN ('LAX', 'JFK', 'SEA') GROUP BY destination)",
    expect: OK,
  },
  {
    group: 'subqueries-everywhere',
    name: 'model joined with flights',
    sql: 'SELECT r.origin, r.flight_count, count(*) FROM route_stats r JOIN flights f USING (origin) GROUP BY ALL',
    expect: OK,
  },

  // lateral
  {
    group: 'lateral',
    name: 'lateral count per airport',
    sql: 'SELECT a.iata, l.n FROM airports a, LATERAL (SELECT count(*) AS n FROM flights f WHERE f.origin = a.iata) l',
    expect: OK,
  },
  {
    group: 'lateral',
    name: 'join lateral limit',
    sql: 'SELECT a.iata, f.delay FROM airports a JOIN LATERAL (SELECT delay FROM flights WHERE origin = a.iata ORDER BY delay DESC NULLS LAST, distance LIMIT 2) f ON true',
    expect: OK,
  },
  {
    group: 'lateral',
    name: 'lateral secret',
    sql: 'SELECT * FROM airports a, LATERAL (SELECT * FROM secret_salaries) s',
    expect: OOS,
  },
  {
    group: 'lateral',
    name: 'lateral table function',
    sql: 'SELECT * FROM airports a, LATERAL read_csv(a.name)',
    expect: FNA,
  },
  {
    group: 'lateral',
    name: 'implicit lateral unnest',
    sql: 'SELECT * FROM airports a, unnest([a.iata]) u(x)',
    expect: FNA,
  },

  // set-operations
  {
    group: 'set-operations',
    name: 'union secret',
    sql: 'SELECT origin FROM flights UNION SELECT employee FROM secret_salaries',
    expect: OOS,
  },
  {
    group: 'set-operations',
    name: 'union by name secret',
    sql: 'SELECT * FROM flights UNION ALL BY NAME SELECT * FROM secret_salaries',
    expect: OOS,
  },
  {
    group: 'set-operations',
    name: 'union all both sides filtered',
    sql: 'SELECT origin AS code FROM flights UNION ALL SELECT destination FROM flights',
    expect: OK,
  },
  {
    group: 'set-operations',
    name: 'except',
    sql: 'SELECT iata FROM airports EXCEPT SELECT origin FROM flights',
    expect: OK,
  },
  {
    group: 'set-operations',
    name: 'intersect',
    sql: 'SELECT iata FROM airports INTERSECT SELECT origin FROM flights',
    expect: OK,
  },
  {
    group: 'set-operations',
    name: 'nested set operation with secret',
    sql: 'SELECT 1 UNION (SELECT 2 EXCEPT SELECT salary FROM secret_salaries)',
    expect: OOS,
  },
  {
    group: 'set-operations',
    name: 'parenthesised start',
    sql: '(SELECT 1) UNION (SELECT 2)',
    expect: NOT_RO,
  },

  // sql-from-string
  {
    group: 'sql-from-string',
    name: 'query()',
    sql: "SELECT * FROM query('SELECT * FROM secret_salaries')",
    expect: FNA,
  },
  {
    group: 'sql-from-string',
    name: 'query_table()',
    sql: "SELECT * FROM query_table('secret_salaries')",
    expect: FNA,
  },
  {
    group: 'sql-from-string',
    name: 'json_execute_serialized_sql',
    sql: "SELECT * FROM json_execute_serialized_sql(json_serialize_sql('SELECT * FROM secret_salaries'))",
    expect: FNA,
  },
  {
    group: 'sql-from-string',
    name: 'json_execute_serialized_sql scalar',
    sql: "SELECT json_execute_serialized_sql('{}')",
    expect: FNA,
  },
  {
    group: 'sql-from-string',
    name: 'json_serialize_plan',
    sql: "SELECT json_serialize_plan('SELECT * FROM secret_salaries')",
    expect: FNA,
  },
  {
    group: 'sql-from-string',
    name: 'sql_auto_complete',
    sql: "SELECT * FROM sql_auto_complete('SELECT * FROM sec')",
    expect: FNA,
  },
  {
    group: 'sql-from-string',
    name: 'list_aggregate by name',
    sql: "SELECT list_aggregate([1, 2], 'sum')",
    expect: FNA,
  },
  {
    group: 'sql-from-string',
    name: 'schema-qualified query',
    sql: "SELECT main.query('SELECT 1')",
    expect: FNA,
  },
  { group: 'sql-from-string', name: 'getvariable', sql: "SELECT getvariable('secret')", expect: FNA },

  // file-network-readers
  {
    group: 'file-network-readers',
    name: 'read_csv',
    sql: "SELECT * FROM read_csv('/etc/passwd')",
    expect: FNA,
  },
  {
    group: 'file-network-readers',
    name: 'read_csv_auto',
    sql: "SELECT * FROM read_csv_auto('/etc/hosts')",
    expect: FNA,
  },
  {
    group: 'file-network-readers',
    name: 'read_parquet s3',
    sql: "SELECT * FROM read_parquet('s3://bucket/x.parquet')",
    expect: FNA,
  },
  {
    group: 'file-network-readers',
    name: 'read_json http',
    sql: "SELECT * FROM read_json('https://example.com/x.json')",
    expect: FNA,
  },
  {
    group: 'file-network-readers',
    name: 'read_text',
    sql: "SELECT * FROM read_text('/etc/hostname')",
    expect: FNA,
  },
  {
    group: 'file-network-readers',
    name: 'read_blob',
    sql: "SELECT * FROM read_blob('/etc/hostname')",
    expect: FNA,
  },
  { group: 'file-network-readers', name: 'glob', sql: "SELECT * FROM glob('/*')", expect: FNA },
  {
    group: 'file-network-readers',
    name: 'parquet_metadata',
    sql: "SELECT * FROM parquet_metadata('x.parquet')",
    expect: FNA,
  },
  {
    group: 'file-network-readers',
    name: 'reader joined to flights',
    sql: "SELECT * FROM flights, read_text('/etc/passwd')",
    expect: FNA,
  },
  {
    group: 'file-network-readers',
    name: 'reader in a subquery',
    sql: "SELECT (SELECT count(*) FROM read_csv('/etc/passwd'))",
    expect: FNA,
  },

  // settings-metadata
  {
    group: 'settings-metadata',
    name: 'current_setting',
    sql: "SELECT current_setting('memory_limit')",
    expect: FNA,
  },
  {
    group: 'settings-metadata',
    name: 'duckdb_settings()',
    sql: 'SELECT * FROM duckdb_settings()',
    expect: FNA,
  },
  { group: 'settings-metadata', name: 'duckdb_tables()', sql: 'SELECT * FROM duckdb_tables()', expect: FNA },
  {
    group: 'settings-metadata',
    name: 'duckdb_secrets()',
    sql: 'SELECT * FROM duckdb_secrets()',
    expect: FNA,
  },
  {
    group: 'settings-metadata',
    name: 'pragma_table_info',
    sql: "SELECT * FROM pragma_table_info('secret_salaries')",
    expect: FNA,
  },
  { group: 'settings-metadata', name: 'version()', sql: 'SELECT version()', expect: FNA },
  { group: 'settings-metadata', name: 'current_query()', sql: 'SELECT current_query()', expect: FNA },
  { group: 'settings-metadata', name: 'current_database()', sql: 'SELECT current_database()', expect: FNA },
  { group: 'settings-metadata', name: 'bare current_user', sql: 'SELECT current_user', expect: FNA },
  { group: 'settings-metadata', name: 'bare current_catalog', sql: 'SELECT current_catalog', expect: FNA },
  {
    group: 'settings-metadata',
    name: 'stats() leaks pre-filter min/max',
    sql: 'SELECT stats(distance) FROM flights',
    expect: FNA,
  },
  { group: 'settings-metadata', name: 'getenv', sql: "SELECT getenv('HOME')", expect: FNA },
  {
    group: 'settings-metadata',
    name: 'enable_profiling',
    sql: 'SELECT * FROM enable_profiling()',
    expect: FNA,
  },
  { group: 'settings-metadata', name: 'enable_logging', sql: 'SELECT enable_logging()', expect: FNA },
  { group: 'settings-metadata', name: 'checkpoint()', sql: 'SELECT * FROM checkpoint()', expect: FNA },
  { group: 'settings-metadata', name: 'nextval', sql: "SELECT nextval('seq')", expect: FNA },
  {
    group: 'settings-metadata',
    name: 'export_state aggregate',
    sql: 'SELECT sum(delay) EXPORT_STATE FROM flights',
    expect: FNA,
  },
  {
    group: 'settings-metadata',
    name: 'cast to a catalog type',
    sql: 'SELECT CAST(origin AS secret_enum) FROM flights',
    expect: OOS,
  },
  {
    group: 'settings-metadata',
    name: 'cast to a qualified catalog type',
    sql: 'SELECT origin::main.secret_enum[] FROM flights',
    expect: OOS,
  },
  {
    group: 'settings-metadata',
    name: 'built-in casts stay allowed',
    sql: "SELECT CAST(delay AS DECIMAL(10, 2)), origin::ENUM('LAX', 'SFO', 'SAN', 'OAK'), '{}'::JSON, [origin]::VARCHAR[] AS l FROM flights",
    expect: OK,
  },

  // error-side-channels: accepted, but the errors must not depend on rows the consumer cannot see
  {
    group: 'error-side-channels',
    name: 'cast secret to int',
    sql: 'SELECT CAST(employee AS INTEGER) FROM secret_salaries',
    expect: OOS,
  },
  {
    group: 'error-side-channels',
    name: 'cast secret in a filter',
    sql: 'SELECT * FROM flights WHERE delay = CAST((SELECT employee FROM secret_salaries LIMIT 1) AS INTEGER)',
    expect: OOS,
  },
  {
    group: 'error-side-channels',
    name: 'cast origin to int',
    sql: 'SELECT CAST(origin AS INTEGER) FROM flights',
    expect: OK,
  },
  {
    group: 'error-side-channels',
    name: 'cast only hidden rows in a filter',
    sql: "SELECT count(*) FROM flights WHERE CAST(CASE WHEN origin IN ('JFK', 'SEA', '7') THEN origin || 'x' ELSE '1' END AS INTEGER) = 1",
    expect: OK,
  },
  {
    group: 'error-side-channels',
    name: 'cast only hidden rows in the select list',
    sql: "SELECT CAST(CASE WHEN origin NOT IN ('LAX', 'SFO', 'SAN', 'OAK') THEN origin ELSE '1' END AS INTEGER) FROM flights",
    expect: OK,
  },
  {
    group: 'error-side-channels',
    name: 'strptime on hidden rows',
    sql: "SELECT count(*) FROM flights WHERE strptime(CASE WHEN origin = 'JFK' THEN origin ELSE '2020' END, '%Y') IS NOT NULL",
    expect: OK,
  },
  {
    group: 'error-side-channels',
    name: 'make_date overflow on hidden rows',
    sql: "SELECT count(*) FROM flights WHERE make_date(CASE WHEN origin = 'DFW' THEN 999999999 ELSE 2020 END, 1, 1) IS NOT NULL",
    expect: OK,
  },
  {
    group: 'error-side-channels',
    name: 'bad regex on hidden rows',
    sql: "SELECT count(*) FROM flights WHERE regexp_matches('x', CASE WHEN origin = 'SEA' THEN '(' ELSE 'x' END)",
    expect: OK,
  },
  {
    group: 'error-side-channels',
    name: 'bad json on hidden rows in a join',
    sql: "SELECT count(*) FROM flights f JOIN airports a ON a.iata = f.origin WHERE json_extract(CASE WHEN a.state = 'NY' THEN '{bad' ELSE '{}' END, '$.a') IS NULL",
    expect: OK,
  },
  {
    group: 'error-side-channels',
    name: 'integer overflow on hidden rows',
    sql: "SELECT sum(CASE WHEN origin = 'ORD' THEN 9223372036854775807 ELSE 0 END + delay) FROM flights",
    expect: OK,
  },
  { group: 'error-side-channels', name: 'error()', sql: 'SELECT error(origin) FROM flights', expect: FNA },

  // resource-abuse
  {
    group: 'resource-abuse',
    name: 'infinite recursive CTE',
    sql: 'WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r) SELECT count(*) FROM r',
    expect: NOT_RO,
  },
  {
    group: 'resource-abuse',
    name: 'recursive CTE using key',
    sql: 'WITH RECURSIVE r(n) USING KEY (n) AS (SELECT 1 UNION SELECT n + 1 FROM r) SELECT count(*) FROM r',
    expect: NOT_RO,
  },
  {
    group: 'resource-abuse',
    name: 'range table',
    sql: 'SELECT count(*) FROM range(1000000000000)',
    expect: FNA,
  },
  {
    group: 'resource-abuse',
    name: 'generate_series table',
    sql: 'SELECT * FROM generate_series(1, 1000000000)',
    expect: FNA,
  },
  { group: 'resource-abuse', name: 'range list', sql: 'SELECT len(range(1000000000))', expect: FNA },
  {
    group: 'resource-abuse',
    name: 'unnest generate_series',
    sql: 'SELECT unnest(generate_series(1, 1000000000))',
    expect: FNA,
  },
  { group: 'resource-abuse', name: 'list_resize', sql: 'SELECT list_resize([1], 1000000000)', expect: FNA },
  { group: 'resource-abuse', name: 'sleep_ms', sql: 'SELECT sleep_ms(100000)', expect: FNA },
  { group: 'resource-abuse', name: 'pg_sleep', sql: 'SELECT pg_sleep(100)', expect: FNA },
  { group: 'resource-abuse', name: 'setseed', sql: 'SELECT setseed(0.5)', expect: FNA },
  {
    group: 'resource-abuse',
    name: 'cross join (bounded by the engine timeout and memory limit)',
    sql: 'SELECT count(*) FROM flights a CROSS JOIN flights b',
    expect: OK,
  },

  // syntax-tricks
  {
    group: 'syntax-tricks',
    name: 'leading block comment',
    sql: '/* DROP TABLE flights; */ SELECT count(*) FROM flights',
    expect: OK,
  },
  {
    group: 'syntax-tricks',
    name: 'nested block comment',
    sql: '/* a /* b */ c */ SELECT count(*) FROM flights',
    expect: OK,
  },
  {
    group: 'syntax-tricks',
    name: 'statement hidden in a trailing comment',
    sql: 'SELECT 1 -- ; DROP TABLE flights',
    expect: OK,
  },
  { group: 'syntax-tricks', name: 'unterminated comment', sql: '/* SELECT 1', expect: 'sql_syntax_error' },
  {
    group: 'syntax-tricks',
    name: 'misspelled keyword',
    sql: 'SELEC * FROM flights',
    expect: 'sql_syntax_error',
  },
  {
    group: 'syntax-tricks',
    name: 'unterminated string',
    sql: "SELECT 'abc FROM flights",
    expect: 'sql_syntax_error',
  },
  { group: 'syntax-tricks', name: 'empty', sql: '   ', expect: NOT_RO },
  { group: 'syntax-tricks', name: 'only a comment', sql: '-- nothing', expect: NOT_RO },
  { group: 'syntax-tricks', name: 'bare session word user', sql: 'SELECT user FROM flights', expect: FNA },
  {
    group: 'syntax-tricks',
    name: 'string literal full of SQL',
    sql: "SELECT 'x''; DROP TABLE flights; SELECT * FROM secret_salaries; --' AS s, count(*) FROM flights",
    expect: OK,
  },
  {
    group: 'syntax-tricks',
    name: 'dollar-quoted string full of SQL',
    sql: 'SELECT $$ UNION SELECT * FROM secret_salaries $$ AS s FROM airports',
    expect: OK,
  },
  {
    group: 'syntax-tricks',
    name: 'aliases that look like comments',
    sql: 'SELECT origin AS "x -- ", 1 AS "/*" FROM flights AS "*/" WHERE "*/".delay > 0',
    expect: OK,
  },
  {
    group: 'syntax-tricks',
    name: 'backslashes and escape strings',
    sql: "SELECT 'a\\' || E'\\'' AS s, '--' AS c, origin FROM flights WHERE origin <> 'x'' OR 1=1 --'",
    expect: OK,
  },
  {
    group: 'syntax-tricks',
    name: 'CTE named like a guard-generated name',
    sql: 'WITH __charter_cte_1 AS (SELECT 1 AS x) SELECT * FROM __charter_cte_1, flights',
    expect: OK,
  },
  {
    group: 'syntax-tricks',
    name: 'unpivot of airports',
    sql: 'SELECT * FROM airports UNPIVOT (v FOR k IN (name, city))',
    expect: OK,
  },
  {
    group: 'syntax-tricks',
    name: 'unpivot statement over flights',
    sql: 'SELECT * FROM (UNPIVOT flights ON COLUMNS(* EXCLUDE ("date", delay, distance)) INTO NAME k VALUE code)',
    expect: OK,
  },
  {
    group: 'syntax-tricks',
    name: 'positional join with flights',
    sql: 'SELECT * FROM airports POSITIONAL JOIN flights',
    expect: OK,
  },
  {
    group: 'syntax-tricks',
    name: 'row as struct',
    sql: 'SELECT flights FROM flights ORDER BY ALL LIMIT 5',
    expect: OK,
  },
  {
    group: 'syntax-tricks',
    name: 'tablesample of flights',
    sql: 'SELECT count(*) FROM flights TABLESAMPLE 100%',
    expect: OK,
  },
  { group: 'syntax-tricks', name: 'rowid pseudo-column', sql: 'SELECT max(rowid) FROM flights', expect: OK },
];
