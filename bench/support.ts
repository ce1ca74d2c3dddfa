/**
 * Shared pieces of the latency benchmarks (governed-sql, mcp-vs-rest,
 * chat-latency): starting the demo service in-process, interleaved timing,
 * nearest-rank percentiles, Biome-formatted markdown tables and the report
 * file. `rest-vs-engine.ts` predates this module and keeps its own copies.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { cpus, loadavg, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { type Config, loadConfig } from '../src/config/load.js';
import type { Consumer } from '../src/consumers/model.js';
import { buildServer } from '../src/http/server.js';
import { createService, type Service } from '../src/service.js';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const CONFIG_FILE = join(ROOT, 'demo/charter.yaml');

/** The demo's API keys (plain values; only their hashes are in demo/charter.yaml). */
export const DEMO_KEYS = {
  'analytics-app': 'demo-analytics-key',
  'ops-agent': 'demo-ops-key',
  'sql-explorer': 'demo-sql-key',
} as const;

// --- statistics ---------------------------------------------------------------

/** Nearest rank on a sorted copy: no interpolation, so every reported value was actually observed. */
export function percentile(samples: readonly number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

export const median = (samples: readonly number[]) => percentile(samples, 50);
export const p95 = (samples: readonly number[]) => percentile(samples, 95);

/** Element-wise a[i] − b[i]: per-round differences of two interleaved layers. */
export function paired(a: readonly number[], b: readonly number[]): number[] {
  return a.map((x, i) => x - (b[i] ?? Number.NaN));
}

export const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(2) : '–');
export const signedMs = (n: number) => `${n < 0 ? '−' : '+'}${Math.abs(n).toFixed(2)}`;

// --- report ---------------------------------------------------------------------

export type Align = 'left' | 'right';

/**
 * A markdown table laid out the way Biome formats markdown (cells padded to the
 * column width), so a written report passes `biome check` as generated.
 */
export function table(columns: readonly (readonly [string, Align])[], rows: readonly string[][]): string[] {
  const width = columns.map(([title], i) =>
    Math.max(3, [...title].length, ...rows.map((r) => [...(r[i] ?? '')].length)),
  );
  const pad = (cell: string, i: number) => {
    const fill = ' '.repeat(width[i]! - [...cell].length);
    return columns[i]![1] === 'right' ? fill + cell : cell + fill;
  };
  const line = (cells: readonly string[]) => `| ${cells.map(pad).join(' | ')} |`;
  const rule = columns.map(([, align], i) =>
    align === 'right' ? `${'-'.repeat(width[i]! - 1)}:` : '-'.repeat(width[i]!),
  );
  return [line(columns.map(([title]) => title)), `| ${rule.join(' | ')} |`, ...rows.map(line)];
}

/** Progress goes to stderr so stdout carries only the report. */
export const progress = (message: string) => process.stderr.write(`[bench] ${message}\n`);

/** One line describing the machine and the engine settings, for the report header. */
export function machineLine(config: Config): string {
  const cpu = cpus();
  const wh = config.warehouse;
  const engine =
    wh.engine === 'duckdb' ? `DuckDB threads=${wh.threads}, memory_limit=${wh.memory_limit}` : wh.engine;
  return (
    `${new Date().toISOString()} · node ${process.version} · ${process.platform}/${process.arch} · ` +
    `${cpu.length} CPUs (${cpu[0]?.model.trim() ?? 'unknown'}) · ${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM · ` +
    `UV_THREADPOOL_SIZE=${process.env.UV_THREADPOOL_SIZE ?? 'default'} · ${engine}`
  );
}

const loadText = (l: readonly number[]) => l.map((x) => x.toFixed(2)).join(' / ');

/**
 * The host may be shared: wait (bounded) for the 1-minute load average to fall
 * below `threshold` before measuring, and say in the report whether it did.
 */
export async function waitForQuietHost(threshold = 1.5, maxWaitMs = 15_000): Promise<string> {
  const started = performance.now();
  while (loadavg()[0]! >= threshold && performance.now() - started < maxWaitMs) {
    progress(`load average ${loadavg()[0]!.toFixed(2)} ≥ ${threshold}: waiting`);
    await sleep(3_000);
  }
  const now = loadavg();
  const waited = performance.now() - started;
  const quiet = now[0]! < threshold;
  return (
    `load average (1/5/15 min) ${loadText(now)} at start` +
    (waited > 500 ? ` after waiting ${(waited / 1000).toFixed(0)} s` : '') +
    (quiet ? '' : ` (**above ${threshold}: a busy host, read wall times with care**)`)
  );
}

export function loadAtEnd(runStarted: number): string {
  return (
    `Run took ${((performance.now() - runStarted) / 1000).toFixed(1)} s; load average ${loadText(loadavg())} ` +
    `at the end (includes the benchmark's own threads; ${cpus().length} CPUs).`
  );
}

/**
 * Whether this run records its report under `bench/results/` (tracked files): only when asked, with
 * `--record` on the command line (`npm run bench:cache -- --record`) or `BENCH_RECORD=1`, so that a
 * run leaves the working tree clean. The flag is taken out of `process.argv` when this module loads
 * (before a script parses its own options), so every script accepts it.
 */
export const RECORD: boolean = (() => {
  const at = process.argv.indexOf('--record');
  if (at >= 0) process.argv.splice(at, 1);
  return at >= 0 || process.env.BENCH_RECORD === '1';
})();

/** Where a report is recorded: `bench/results/<name>.md`. */
export function reportFile(name: string): string {
  return join(ROOT, 'bench/results', `${name}.md`);
}

/**
 * Writes the report to stdout, and to `bench/results/<name>.md` when the run records (`RECORD`).
 * Returns the file written, or null.
 */
export async function writeReport(name: string, lines: readonly string[]): Promise<string | null> {
  const report = `${lines.join('\n').replace(/\n+$/, '')}\n`;
  process.stdout.write(report);
  return recordReport(reportFile(name), report);
}

/** Records `report` in `file` when the run records; otherwise says how to. */
export async function recordReport(file: string, report: string): Promise<string | null> {
  if (!RECORD) {
    progress(
      `report not recorded (add --record or set BENCH_RECORD=1 to write ${file.slice(ROOT.length + 1)})`,
    );
    return null;
  }
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, report);
  return file;
}

// --- the service ------------------------------------------------------------------

export interface RunningDemo {
  readonly config: Config;
  readonly service: Service;
  readonly app: FastifyInstance;
  /** `http://127.0.0.1:<port>` */
  readonly baseUrl: string;
  consumer(slug: string): Consumer;
  close(): Promise<void>;
}

/**
 * The config with every consumer's rate and concurrency limits lifted: latency benchmarks send
 * requests back to back and measure the pipeline, not admission (bench/soak/overload.ts does that).
 */
export function withoutConsumerLimits(config: Config): Config {
  return {
    ...config,
    consumers: config.consumers.map((c) => ({
      ...c,
      limits: { ...c.limits, max_concurrent: 100_000, requests_per_second: 1_000_000, burst: 1_000_000 },
    })),
  };
}

/**
 * The demo service started in-process as `charter serve` does it, on an
 * ephemeral loopback port (never colliding with a running `npm start`), with
 * per-consumer limits lifted (`withoutConsumerLimits`) and rollups off unless
 * asked for, without a logger: request logging would add per-request work to what is measured.
 */
export async function startDemo(
  options: { readonly rollups: boolean } = { rollups: false },
): Promise<RunningDemo> {
  const loaded = await loadConfig(CONFIG_FILE, { ...process.env, PORT: '0', HOST: '127.0.0.1' });
  if (loaded.warehouse.engine !== 'duckdb') throw new Error('the benchmark needs the DuckDB demo warehouse');
  // Off unless asked for: these benchmarks compare the warehouse path with the raw engine on the same
  // SQL, which rollups would bypass (bench/rollups.ts measures them).
  const lifted = withoutConsumerLimits(loaded);
  const config = { ...lifted, rollups: { ...lifted.rollups, enabled: options.rollups } };
  const service = await createService(config);
  const app = await buildServer(service);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  return {
    config,
    service,
    app,
    baseUrl: `http://127.0.0.1:${address.port}`,
    consumer(slug) {
      const consumer = service.consumers.all().find((c) => c.slug === slug);
      if (!consumer) throw new Error(`consumer ${slug} is not configured`);
      return consumer;
    },
    async close() {
      await app.close();
      await service.close();
    },
  };
}

// --- timing ---------------------------------------------------------------------

export interface Layer {
  readonly name: string;
  readonly probe: () => Promise<unknown>;
}

export interface RoundsPolicy {
  readonly warmup: number;
  /** At most this many measured rounds… */
  readonly rounds: number;
  /** …and at least this many, after which a round starts only while the time budget lasts. */
  readonly minRounds: number;
  readonly budgetMs: number;
}

/**
 * Runs every layer once per round, rotating which goes first, so drift (page
 * cache, CPU frequency, GC, other tenants) spreads over all layers instead of
 * favouring whichever always runs second. `samples[i][r]` is layer i's wall time
 * in measured round r, so two layers' samples pair up round by round. `cpu[i][r]`
 * is the process CPU time (all threads: JS, libuv pool, DuckDB workers) of the
 * same call: CPU stolen by other tenants stretches wall time but not this.
 */
export async function measureInterleaved(
  layers: readonly Layer[],
  policy: RoundsPolicy,
): Promise<{ rounds: number; samples: number[][]; cpu: number[][] }> {
  const samples = layers.map(() => [] as number[]);
  const cpu = layers.map(() => [] as number[]);
  const started = performance.now();
  for (let round = 0; round < policy.warmup + policy.rounds; round++) {
    const measured = round - policy.warmup;
    if (measured >= policy.minRounds && performance.now() - started > policy.budgetMs) break;
    for (let k = 0; k < layers.length; k++) {
      const i = (round + k) % layers.length;
      const usage = process.cpuUsage();
      const t = performance.now();
      await layers[i]!.probe();
      const elapsed = performance.now() - t;
      const used = process.cpuUsage(usage);
      if (measured >= 0) {
        samples[i]!.push(elapsed);
        cpu[i]!.push((used.user + used.system) / 1000);
      }
    }
  }
  return { rounds: samples[0]!.length, samples, cpu };
}

// --- statements ------------------------------------------------------------------

/**
 * The service's page without its total: what a client reading the same rows
 * would send. The total is either a window column or, on DuckDB, a count over
 * a materialised CTE of the un-paged rows (src/sql/render.ts).
 */
export function withoutTotal(sql: string): string {
  const cte =
    /^WITH "__charter_rows" AS MATERIALIZED \(\n([\s\S]*)\n\)\nSELECT [^\n]*\nFROM "__charter_rows"(\n[\s\S]*)?$/.exec(
      sql,
    );
  if (cte) return `${cte[1]}${cte[2] ?? ''}`;
  const stripped = sql.replace(/, count\(\*\) OVER \(\) AS "__charter_total"/, '');
  if (stripped === sql) throw new Error('the statement has no total to strip');
  return stripped;
}

/** What the benchmarks read of an autocannon run (its own typings are not shipped). */
export interface AutocannonResult {
  readonly duration: number;
  readonly errors: number;
  readonly timeouts: number;
  readonly non2xx: number;
  readonly '2xx': number;
  readonly requests: { readonly average: number };
  readonly latency: {
    readonly p50: number;
    readonly p97_5: number;
    readonly p99: number;
    readonly max: number;
  };
}

/** autocannon, loaded once for every benchmark that drives HTTP load. */
export const autocannon = createRequire(import.meta.url)('autocannon') as (
  options: Record<string, unknown>,
) => Promise<AutocannonResult>;
