/**
 * Governed SQL: how much latency the `execute_sql` path (parse, scope and
 * function checks, row-filter splicing, deparse, re-parse, EXPLAIN plan check,
 * result shaping) adds over running the analyst's statement directly on the
 * warehouse.
 *
 * Run with `node bin/run-ts.js bench/governed-sql.ts`. In-process (no HTTP);
 * prints a markdown report and writes it to bench/results/governed-sql.md.
 * Bounded to well under 90 s. Target (reported, not asserted): median added
 * latency < 5 ms for typical analyst statements.
 */
import { sqlPolicyFor } from '../src/governance/sql-policy.js';
import type { ToolCall } from '../src/tools/context.js';
import { executeSql, planSql } from '../src/tools/execute-sql.js';
import type { CompiledStatement } from '../src/warehouse/types.js';
import { ANALYST_STATEMENTS, CALLERS, type Caller, type Statement } from './governed-sql-statements.js';
import {
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
  writeReport,
} from './support.js';

const TARGET_MS = 5;
// Preparation alone is a few milliseconds: many rounds are cheap.
const PREP: RoundsPolicy = { warmup: 10, rounds: 60, minRounds: 30, budgetMs: 2_500 };
// Execution rounds run three 10–100 ms statements each; the budget keeps 12 scenarios under ~45 s.
const EXEC: RoundsPolicy = { warmup: 3, rounds: 40, minRounds: 15, budgetMs: 3_500 };

/** The shared analyst statements, and two that only DuckDB's benchmark runs. */
const STATEMENTS: readonly Statement[] = [
  ...ANALYST_STATEMENTS,
  {
    label: 'filters',
    sql:
      'SELECT COUNT(*) AS delayed, AVG(delay) AS avg_delay FROM flights WHERE delay > 15 ' +
      "AND distance BETWEEN 500 AND 1500 AND date >= TIMESTAMP '2001-03-01' AND date < TIMESTAMP '2001-04-01'",
  },
  {
    label: 'monthly series',
    sql:
      "SELECT date_trunc('month', date) AS month, COUNT(*) AS flights, " +
      'COUNT(*) FILTER (WHERE delay > 15) AS delayed FROM flights GROUP BY 1 ORDER BY 1',
  },
];

interface Row {
  readonly caller: Caller;
  readonly statement: Statement;
  readonly rows: number;
  readonly plan: number[];
  readonly guard: number[];
  readonly explain: number[];
  readonly execute: number[];
  readonly direct: number[];
  readonly governedDirect: number[];
  readonly prepRounds: number;
  readonly execRounds: number;
}

async function main(): Promise<void> {
  const runStarted = performance.now();
  const loadLine = await waitForQuietHost();
  const demo = await startDemo();
  const { service } = demo;
  const maxRows = service.paging.maxLimit;
  const { sqlGuard } = service;
  if (!sqlGuard) throw new Error(`the ${demo.config.warehouse.engine} engine has no governed SQL to measure`);
  // A model exists only in the catalog: run directly, the statement gets it as a CTE of the model's own SQL.
  const modelSql = service.catalog.models.get('route_stats')?.sql.trim();
  if (!modelSql) throw new Error('the route_stats model is not loaded');
  const directSql = (sql: string) =>
    /\broute_stats\b/.test(sql) ? `WITH route_stats AS (${modelSql}) ${sql}` : sql;

  const results: Row[] = [];
  for (const caller of CALLERS) {
    const consumer = demo.consumer(caller.slug);
    const call: ToolCall = { consumer, context: caller.context };
    for (const statement of STATEMENTS) {
      progress(`${caller.slug}: ${statement.label}`);
      const args = { sql: statement.sql };
      const original: CompiledStatement = { sql: directSql(statement.sql), params: [] };
      const governed = await planSql(service, call, args);

      // The pieces of planSql, to split the plan check (EXPLAIN on the warehouse) from the guard.
      const sqlPolicy = () => sqlPolicyFor(service.catalog, consumer, caller.context ?? {}, service.renderer);
      const { scannable, modelScannable } = sqlPolicy();
      const guarded = await sqlGuard.guard(statement.sql, sqlPolicy().policy);
      const allowed = guarded.referenced.some((r) => r.kind === 'model')
        ? new Set([...scannable, ...modelScannable])
        : scannable;

      // Sanity: the governed result must have the shape of the governed statement run directly,
      // and without RLS the same rows as the original.
      const executed = await executeSql(service, call, args);
      const direct = await service.warehouse.execute(original);
      const governedDirect = await service.warehouse.execute(governed, { maxRows });
      if (executed.row_count !== governedDirect.rows.length)
        throw new Error(`${statement.label}: row counts differ`);
      if (caller.context === undefined && executed.row_count !== direct.rows.length) {
        throw new Error(`${statement.label}: governed and direct row counts differ`);
      }

      const prep = await measureInterleaved(
        [
          { name: 'planSql', probe: () => planSql(service, call, args) },
          { name: 'guard', probe: () => sqlGuard.guard(statement.sql, sqlPolicy().policy) },
          {
            name: 'plan check',
            probe: () => sqlGuard.checkPlan(guarded, allowed, (s) => service.warehouse.execute(s)),
          },
        ],
        PREP,
      );
      const exec = await measureInterleaved(
        [
          { name: 'executeSql', probe: () => executeSql(service, call, args) },
          { name: 'direct', probe: () => service.warehouse.execute(original) },
          { name: 'governed direct', probe: () => service.warehouse.execute(governed, { maxRows }) },
        ],
        EXEC,
      );
      results.push({
        caller,
        statement,
        rows: executed.row_count,
        plan: prep.samples[0]!,
        guard: prep.samples[1]!,
        explain: prep.samples[2]!,
        execute: exec.samples[0]!,
        direct: exec.samples[1]!,
        governedDirect: exec.samples[2]!,
        prepRounds: prep.rounds,
        execRounds: exec.rounds,
      });
    }
  }

  // --- report ---------------------------------------------------------------------
  const out: string[] = [];
  const emit = (line = '') => out.push(line);
  emit('# Charter benchmark: governed SQL');
  emit();
  emit(`${machineLine(demo.config)} · ${loadLine}`);
  emit();
  emit(
    'In-process, one caller, the demo warehouse (3M-row `flights`). (a) `planSql`: parse, policy, rewrite, ' +
      'deparse, re-parse and the EXPLAIN plan check; "guard" is `sqlPolicyFor` + the engine\'s `sqlGuard.guard` ' +
      '(everything but the plan check) and "plan check" is `sqlGuard.checkPlan` alone. (b) `executeSql`. (c) the original ' +
      'statement on `service.warehouse.execute({sql, params: []})` (route_stats inlined as a CTE of the ' +
      "model's SQL). (d) the governed statement on `service.warehouse.execute` with executeSql's `maxRows`. " +
      'Added latency = b − c and governance machinery = b − d, both paired per round (median and p95 of the ' +
      `per-round differences). Preparation: ${PREP.warmup} warm-up + ${PREP.minRounds}–${PREP.rounds} rounds; ` +
      `execution: ${EXEC.warmup} warm-up + ${EXEC.minRounds}–${EXEC.rounds} rounds, layers rotated each round. ` +
      `Target: added latency median < ${TARGET_MS} ms.`,
  );
  emit();
  emit('## Preparation (planSql)');
  emit();
  for (const line of table(
    [
      ['caller', 'left'],
      ['statement', 'left'],
      ['planSql median ms', 'right'],
      ['planSql p95 ms', 'right'],
      ['guard median ms', 'right'],
      ['plan check median ms', 'right'],
      ['plan check share', 'right'],
      ['rounds', 'right'],
    ],
    results.map((r) => [
      r.caller.slug,
      r.statement.label,
      ms(median(r.plan)),
      ms(p95(r.plan)),
      ms(median(r.guard)),
      ms(median(r.explain)),
      `${Math.round((100 * median(r.explain)) / median(r.plan))} %`,
      String(r.prepRounds),
    ]),
  )) {
    emit(line);
  }
  emit();
  emit('## Execution: added latency');
  emit();
  for (const line of table(
    [
      ['caller', 'left'],
      ['statement', 'left'],
      ['rows', 'right'],
      ['(b) executeSql median ms', 'right'],
      ['(c) direct median ms', 'right'],
      ['added (b−c) median ms', 'right'],
      ['added (b−c) p95 ms', 'right'],
      ['(d) governed direct median ms', 'right'],
      ['machinery (b−d) median ms', 'right'],
      ['machinery (b−d) p95 ms', 'right'],
      ['rounds', 'right'],
    ],
    results.map((r) => {
      const added = paired(r.execute, r.direct);
      const machinery = paired(r.execute, r.governedDirect);
      return [
        r.caller.slug,
        r.statement.label,
        String(r.rows),
        ms(median(r.execute)),
        ms(median(r.direct)),
        signedMs(median(added)),
        signedMs(p95(added)),
        ms(median(r.governedDirect)),
        signedMs(median(machinery)),
        signedMs(p95(machinery)),
        String(r.execRounds),
      ];
    }),
  )) {
    emit(line);
  }
  emit();
  emit('## Against the target');
  emit();
  for (const caller of CALLERS) {
    const mine = results.filter((r) => r.caller === caller);
    const added = mine.map((r) => median(paired(r.execute, r.direct)));
    const machinery = mine.map((r) => median(paired(r.execute, r.governedDirect)));
    const plan = mine.map((r) => median(r.plan));
    const met = added.filter((a) => a < TARGET_MS).length;
    emit(
      `- **${caller.label}**: added latency (b − c) median per statement ${added.map(signedMs).join(', ')} ms; ` +
        `${met} of ${mine.length} under ${TARGET_MS} ms. Machinery (b − d) ${machinery.map(signedMs).join(', ')} ms. ` +
        `planSql median ${plan.map(ms).join(', ')} ms.`,
    );
  }
  emit();
  emit(loadAtEnd(runStarted));

  await writeReport('governed-sql', out);
  await demo.close();
}

await main();
