/**
 * Governed SQL on PostgreSQL beside DuckDB: the SQL guard's own cost per
 * statement on each engine (parse, scope and function checks, row-filter
 * splicing, deparse, re-parse and fingerprint comparison, then the EXPLAIN
 * plan check), and the latency `execute_sql` adds on PostgreSQL over running
 * the analyst's statement directly on PostgreSQL.
 *
 * Run with `npm run bench:sql-pg` (the demo is copied into schema
 * charter_demo of CHARTER_BENCH_POSTGRES_URL, default the local test
 * database, if not there yet). Target (reported, not asserted): guard +
 * plan check median < 5 ms per statement.
 */
import { type Config, loadConfig } from '../src/config/load.js';
import { loadDemoIntoPostgres } from '../src/engines/postgres/demo.js';
import { createPgParser } from '../src/engines/postgres/parser.js';
import { assertPostgresPlanScansOnly } from '../src/engines/postgres/plan-check.js';
import { guardPostgresSql } from '../src/governance/sql-guard/pg/index.js';
import { sqlPolicyFor } from '../src/governance/sql-policy.js';
import { createService, type Service } from '../src/service.js';
import type { ToolCall } from '../src/tools/context.js';
import { executeSql } from '../src/tools/execute-sql.js';
import type { CompiledStatement } from '../src/warehouse/types.js';
import { ANALYST_STATEMENTS, CALLERS } from './governed-sql-statements.js';
import {
  CONFIG_FILE,
  loadAtEnd,
  machineLine,
  measureInterleaved,
  median,
  ms,
  p95,
  paired,
  progress,
  type RoundsPolicy,
  signedMs,
  startDemo,
  table,
  waitForQuietHost,
  withoutConsumerLimits,
  writeReport,
} from './support.js';

const TARGET_MS = 5;
const SCHEMA = 'charter_demo';
const URL = process.env.CHARTER_BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PREP: RoundsPolicy = { warmup: 10, rounds: 60, minRounds: 30, budgetMs: 3_000 };
// PostgreSQL scans the 3M-row table in a few hundred ms: few rounds, bounded.
const EXEC: RoundsPolicy = { warmup: 1, rounds: 12, minRounds: 5, budgetMs: 6_000 };

const STATEMENTS = ANALYST_STATEMENTS;

async function postgresService(): Promise<{ service: Service; config: Config }> {
  await loadDemoIntoPostgres({ connectionString: URL, schema: SCHEMA, duckdbPath: '.charter/demo.duckdb' });
  const loaded = withoutConsumerLimits(await loadConfig(CONFIG_FILE, { ...process.env, PORT: '0' }));
  // No result cache and no rollups: every executeSql runs on PostgreSQL, as the direct statement does.
  const config: Config = {
    ...loaded,
    warehouse: {
      engine: 'postgres',
      connection_string: URL,
      schema: SCHEMA,
      pool_size: 4,
      query_timeout_ms: 60_000,
    } as Config['warehouse'],
    cache: { ...loaded.cache, enabled: false },
    rollups: { ...loaded.rollups, enabled: false },
  };
  return { service: await createService(config), config };
}

interface Row {
  readonly caller: string;
  readonly statement: string;
  readonly rows: number;
  readonly pgGuard: number[];
  readonly pgPlan: number[];
  readonly duckGuard: number[];
  readonly duckPlan: number[];
  readonly execute: number[];
  readonly direct: number[];
  readonly bounded: number[];
}

async function measure(): Promise<{ results: Row[]; config: Config }> {
  const duck = await startDemo();
  const { service, config } = await postgresService();
  const pgParser = await createPgParser();
  const results: Row[] = [];
  try {
    const model = service.catalog.models.get('route_stats')?.sql.trim() ?? '';
    const directSql = (sql: string) =>
      /\broute_stats\b/.test(sql) ? `WITH route_stats AS (${model}) ${sql}` : sql;
    for (const caller of CALLERS) {
      const pgConsumer = service.consumers.all().find((c) => c.slug === caller.slug);
      const duckConsumer = duck.consumer(caller.slug);
      if (!pgConsumer) throw new Error(`no consumer ${caller.slug}`);
      const call: ToolCall = { consumer: pgConsumer, context: caller.context };
      const duckGuard = duck.service.sqlGuard;
      if (!duckGuard) throw new Error('the DuckDB engine declares no SQL guard');
      for (const statement of STATEMENTS) {
        progress(`${caller.slug}: ${statement.label}`);
        const pgPolicy = () =>
          sqlPolicyFor(service.catalog, pgConsumer, caller.context ?? {}, service.renderer);
        const duckPolicy = () =>
          sqlPolicyFor(duck.service.catalog, duckConsumer, caller.context ?? {}, duck.service.renderer);
        const pgGuarded = await guardPostgresSql(statement.sql, pgPolicy().policy, pgParser, {
          schema: SCHEMA,
        });
        const duckGuarded = await duckGuard.guard(statement.sql, duckPolicy().policy);
        const allowed = (p: ReturnType<typeof pgPolicy>) => new Set([...p.scannable, ...p.modelScannable]);
        const original: CompiledStatement = { sql: directSql(statement.sql), params: [] };
        const executed = await executeSql(service, call, { sql: statement.sql });
        const bounds = { maxRows: service.paging.maxLimit, maxBytes: service.results.maxBytes };
        const prep = await measureInterleaved(
          [
            {
              name: 'pg guard',
              probe: () => guardPostgresSql(statement.sql, pgPolicy().policy, pgParser, { schema: SCHEMA }),
            },
            {
              name: 'pg plan',
              probe: () =>
                assertPostgresPlanScansOnly(
                  pgGuarded,
                  allowed(pgPolicy()),
                  (s) => service.warehouse.execute(s),
                  SCHEMA,
                ),
            },
            {
              name: 'duck guard',
              probe: () => duckGuard.guard(statement.sql, duckPolicy().policy),
            },
            {
              name: 'duck plan',
              probe: () =>
                duckGuard.checkPlan(duckGuarded, allowed(duckPolicy()), (s) =>
                  duck.service.warehouse.execute(s),
                ),
            },
          ],
          PREP,
        );
        const exec = await measureInterleaved(
          [
            { name: 'executeSql', probe: () => executeSql(service, call, { sql: statement.sql }) },
            { name: 'direct', probe: () => service.warehouse.execute(original) },
            // The same row and byte bounds executeSql reads with: the adapter's cursor path.
            { name: 'direct, bounded', probe: () => service.warehouse.execute(original, bounds) },
          ],
          EXEC,
        );
        results.push({
          caller: caller.label,
          statement: statement.label,
          rows: executed.row_count,
          pgGuard: prep.samples[0] ?? [],
          pgPlan: prep.samples[1] ?? [],
          duckGuard: prep.samples[2] ?? [],
          duckPlan: prep.samples[3] ?? [],
          execute: exec.samples[0] ?? [],
          direct: exec.samples[1] ?? [],
          bounded: exec.samples[2] ?? [],
        });
      }
    }
  } finally {
    await service.close();
    await duck.close();
  }
  return { results, config };
}

async function main(): Promise<void> {
  const started = performance.now();
  const loadLine = await waitForQuietHost();
  const { results, config } = await measure();
  const out: string[] = [];
  out.push('# Charter benchmark: governed SQL on PostgreSQL beside DuckDB', '');
  out.push(`${machineLine(config)} (PostgreSQL, demo in schema ${SCHEMA}) · ${loadLine}`, '');
  out.push(
    'In-process. "guard" = `sqlPolicyFor` + the engine\'s guard (parse, walk, splice, deparse, re-parse, ' +
      'fingerprint comparison); "plan" = the EXPLAIN (FORMAT JSON) plan check alone; own cost = guard + plan. ' +
      'Added latency = `executeSql` on PostgreSQL (result cache and rollups off) minus the original statement ' +
      'run directly by the PostgreSQL adapter, paired per round; "bounded" runs it directly with the same ' +
      'row cap and byte budget executeSql reads with (the adapter reads bounded results through a cursor, ' +
      "for which PostgreSQL plans no parallel workers), so executeSql − bounded is the guard's share. " +
      'A repeated statement skips its EXPLAIN (plan memo), as in the service. ' +
      `Target: own cost median < ${TARGET_MS} ms.`,
    '',
  );
  out.push("## The guard's own cost (median ms)", '');
  out.push(
    ...table(
      [
        ['caller', 'left'],
        ['statement', 'left'],
        ['PG guard', 'right'],
        ['PG plan', 'right'],
        ['PG own cost', 'right'],
        ['PG own p95', 'right'],
        ['DuckDB guard', 'right'],
        ['DuckDB plan', 'right'],
        ['DuckDB own cost', 'right'],
      ],
      results.map((r) => {
        const pgOwn = r.pgGuard.map((g, i) => g + (r.pgPlan[i] ?? 0));
        return [
          r.caller,
          r.statement,
          ms(median(r.pgGuard)),
          ms(median(r.pgPlan)),
          ms(median(pgOwn)),
          ms(p95(pgOwn)),
          ms(median(r.duckGuard)),
          ms(median(r.duckPlan)),
          ms(median(r.duckGuard.map((g, i) => g + (r.duckPlan[i] ?? 0)))),
        ];
      }),
    ),
    '',
  );
  out.push('## Added latency on PostgreSQL', '');
  out.push(
    ...table(
      [
        ['caller', 'left'],
        ['statement', 'left'],
        ['rows', 'right'],
        ['executeSql median ms', 'right'],
        ['direct median ms', 'right'],
        ['added median ms', 'right'],
        ['added p95 ms', 'right'],
        ['direct, bounded median ms', 'right'],
        ['added vs bounded median ms', 'right'],
        ['added vs bounded p95 ms', 'right'],
        ['rounds', 'right'],
      ],
      results.map((r) => {
        const added = paired(r.execute, r.direct);
        const machinery = paired(r.execute, r.bounded);
        return [
          r.caller,
          r.statement,
          String(r.rows),
          ms(median(r.execute)),
          ms(median(r.direct)),
          signedMs(median(added)),
          signedMs(p95(added)),
          ms(median(r.bounded)),
          signedMs(median(machinery)),
          signedMs(p95(machinery)),
          String(r.execute.length),
        ];
      }),
    ),
    '',
  );
  const own = results.map((r) => median(r.pgGuard.map((g, i) => g + (r.pgPlan[i] ?? 0))));
  out.push(
    `Against the target: PostgreSQL own cost median per statement ${own.map(ms).join(', ')} ms; ` +
      `${own.filter((o) => o < TARGET_MS).length} of ${own.length} under ${TARGET_MS} ms.`,
    '',
  );
  out.push(loadAtEnd(started));
  await writeReport('governed-sql-postgres', out);
}

await main();
