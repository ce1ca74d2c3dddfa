import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { generateKey, hashKey } from '../auth/keys.js';
import { loadCatalog } from '../catalog/load.js';
import { type Config, loadConfig } from '../config/load.js';
import { configParts } from '../config/partial.js';
import { scopeProblems } from '../config/scope.js';
import { YamlProblems } from '../config/yaml.js';
import type { Consumer } from '../consumers/model.js';
import { loadContracts } from '../contracts/load.js';
import type { Contract } from '../contracts/model.js';
import { openWarehouse } from '../engines/index.js';
import { demoSourceFile, loadDemoIntoPostgres } from '../engines/postgres/demo.js';
import { didYouMean } from '../errors/diagnostics.js';
import { CharterError } from '../errors/registry.js';
import { formatRollupStatus, readRollupStatus } from '../rollups/status.js';
import { createService, type Service } from '../service.js';
import { checkExamples } from '../tools/examples.js';
import { executeSql, planSql } from '../tools/execute-sql.js';
import { planContractQuery } from '../tools/query-contract.js';
import { checkValueSynonyms } from '../tools/value-synonyms.js';
import { AUDIT_USAGE, audit } from './audit.js';
import { DEFAULT_CONFIG } from './paths.js';
import { PG_USAGE, pgCommand } from './pg.js';
import { ServeFailure, serve } from './serve.js';

const USAGE = `Usage: charter <command> [options]

Commands:
  serve      [--config FILE] [--watch]       Run the HTTP service (default config: the demo). SIGHUP reloads
                                             the config, contracts and catalog; --watch also on file change.
                                             SIGTERM drains (docs/deployment.md).
  validate   [--config FILE]                 Validate the config and every contract; exit 1 on problems.
  explain    --consumer SLUG (--contract NAME --query JSON | --sql SQL) [--context JSON] [--config FILE]
                                             Show the governed SQL and bound parameters without running it.
  sql        --consumer SLUG [--context JSON] [--json] [--config FILE] "SQL"
                                             Run a statement through the governed SQL path, as an agent would.
  keys create --consumer SLUG [--id ID] [--config FILE]
                                             Print a new API key once, and the config entry holding its hash.
  cache status [--url URL] [--config FILE]   Show the running service's result cache (entries, bytes, Redis).
  cache clear  [--contract NAME] [--url URL] [--config FILE]
                                             Clear the running service's result cache (one contract, or all).
  rollups status [--config FILE] [--build]
                                             List each rollup: status, rows, build time and age (as the running
                                             server last wrote them; --build builds them here first).
  load-demo  --postgres URL [--schema NAME] [--force]
                                             Copy the demo tables into PostgreSQL (schema default: charter_demo).
${PG_USAGE}
${AUDIT_USAGE}

Environment: PORT and HOST override the listen address; \${env:NAME} in the config reads NAME.
CHARTER_ADMIN_KEY holds the admin key for the cache commands (they call the service's /v1/admin endpoints).`;

type Out = { log: (s: string) => void; error: (s: string) => void };

export async function main(argv: readonly string[], out: Out = console): Promise<number> {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case 'serve':
        return await serve(rest, out);
      case 'validate':
        return await validate(rest, out);
      case 'explain':
        return await explain(rest, out);
      case 'sql':
        return await sql(rest, out);
      case 'keys':
        return await keys(rest, out);
      case 'load-demo':
        return await loadDemo(rest, out);
      case 'pg':
        return await pgCommand(rest, out);
      case 'cache':
        return await cache(rest, out);
      case 'rollups':
        return await rollups(rest, out);
      case 'audit':
        return await audit(rest, out);
      case undefined:
      case 'help':
      case '--help':
        out.log(USAGE);
        return command === undefined ? 2 : 0;
      default:
        out.error(`Unknown command '${command}'.\n\n${USAGE}`);
        return 2;
    }
  } catch (err) {
    if (err instanceof YamlProblems) {
      out.error(`Configuration problems:\n${err.problems.map((p) => `  - ${p}`).join('\n')}`);
      return 1;
    }
    if (err instanceof CharterError) {
      out.error(
        `${err.code}: ${err.message}${err.errors ? `\n${err.errors.map((e) => `  - ${e}`).join('\n')}` : ''}`,
      );
      return 1;
    }
    if (err instanceof ServeFailure) {
      out.error(`charter: ${err.message}`);
      return 1;
    }
    const unreadable = unreadableFile(err);
    if (unreadable !== null) {
      out.error(`charter: ${unreadable}`);
      return 1;
    }
    if (err instanceof TypeError && (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      out.error(`${err.message}\n\n${USAGE}`);
      return 2;
    }
    throw err;
  }
}

async function validate(args: readonly string[], out: Out): Promise<number> {
  const { values } = parseArgs({ args: [...args], options: { config: { type: 'string' } } });
  const file = values.config ?? DEFAULT_CONFIG;
  let config: Config | null = null;
  let configProblems: readonly string[];
  try {
    config = await loadConfig(file, process.env);
    configProblems = await scopeProblems(config);
  } catch (err) {
    if (!(err instanceof YamlProblems)) throw err;
    configProblems = err.problems;
  }
  // Contracts and the catalog are checked even when the config is invalid, so one run shows every problem.
  const checked = config ? await checkServed(config) : await checkParts(file);
  for (const line of checked.loaded) out.log(`ok      ${line}`);
  const failures = [
    ...(configProblems.length > 0 ? [{ file: resolve(file), problems: configProblems }] : []),
    ...checked.failures,
  ];
  for (const f of failures) {
    out.error(`invalid ${f.file}\n${f.problems.map((p) => `  - ${p}`).join('\n')}`);
  }
  if (checked.note) out.error(checked.note);
  out.log(`${checked.loaded.length} valid, ${failures.length} invalid`);
  return failures.length > 0 || checked.note ? 1 : 0;
}

interface Checked {
  /** `contract flights`, `table airports` … */
  readonly loaded: readonly string[];
  readonly failures: readonly { readonly file: string; readonly problems: readonly string[] }[];
  /** Why contracts and the catalog could not be checked at all. */
  readonly note?: string;
}

/** Contracts and catalog as the service loads them. */
async function checkServed(config: Config): Promise<Checked> {
  const service = await createService(config, undefined, { buildRollups: false });
  try {
    const { catalog } = service;
    return {
      loaded: [
        ...[...catalog.contracts.keys()].map((n) => `contract ${n}`),
        ...[...catalog.tables.keys()].map((n) => `table ${n}`),
        ...[...catalog.models.keys()].map((n) => `model ${n}`),
        ...[...catalog.collections.keys()].map((n) => `collection ${n}`),
      ],
      failures: [
        ...service.contractFailures,
        ...service.catalogFailures,
        ...(await dataProblems(service, [...catalog.contracts.values()])),
      ],
    };
  } finally {
    await service.close();
  }
}

/** Contracts and catalog of an invalid config, when its warehouse, contracts and catalog settings are valid. */
async function checkParts(file: string): Promise<Checked> {
  const parts = await configParts(file);
  if (!parts) {
    return {
      loaded: [],
      failures: [],
      note: 'Contracts and the catalog were not checked: fix warehouse, contracts and catalog in the config first.',
    };
  }
  const warehouse = await openWarehouse(parts.warehouse);
  try {
    const contracts = await loadContracts(parts.contractsDir, warehouse);
    const catalog = await loadCatalog(parts.catalogDir, warehouse, contracts.contracts);
    return {
      loaded: [
        ...[...contracts.contracts.keys()].map((n) => `contract ${n}`),
        ...[...catalog.tables.keys()].map((n) => `table ${n}`),
        ...[...catalog.models.keys()].map((n) => `model ${n}`),
        ...[...catalog.collections.keys()].map((n) => `collection ${n}`),
      ],
      failures: [...contracts.failures, ...catalog.failures],
    };
  } finally {
    await warehouse.close();
  }
}

/**
 * What only the data can show: every contract's verified queries, run, and its value synonyms looked up;
 * a contract with a broken one is reported with their locations.
 */
async function dataProblems(
  service: Service,
  contracts: readonly Contract[],
): Promise<{ file: string; problems: readonly string[] }[]> {
  const out: { file: string; problems: readonly string[] }[] = [];
  for (const contract of contracts) {
    const problems = [
      ...(await checkExamples(service, contract)),
      ...(await checkValueSynonyms(service, contract)),
    ];
    if (problems.length > 0) out.push({ file: contract.file, problems });
  }
  return out;
}

async function explain(args: readonly string[], out: Out): Promise<number> {
  const { values } = parseArgs({
    args: [...args],
    options: {
      config: { type: 'string' },
      consumer: { type: 'string' },
      contract: { type: 'string' },
      query: { type: 'string' },
      sql: { type: 'string' },
      context: { type: 'string' },
    },
  });
  if (!values.consumer || !(values.sql || (values.contract && values.query))) {
    out.error(`explain needs --consumer, and --contract with --query, or --sql.\n\n${USAGE}`);
    return 2;
  }
  return withConsumer(
    values.config,
    values.consumer,
    out,
    async (service, consumer) => {
      const call = { consumer, context: values.context ? parseJson(values.context, '--context') : undefined };
      if (values.sql) {
        printStatement(await planSql(service, call, { sql: values.sql }), out);
        return 0;
      }
      // Rollups are built first, so the router decides as a running server with ready rollups would.
      await service.rollups?.whenIdle();
      const plan = planContractQuery(service, call, {
        contract_name: values.contract,
        query: parseJson(values.query ?? '', '--query'),
      });
      const { route } = plan;
      if (route.kind === 'rollup') {
        out.log(
          `-- served by rollup '${route.rollup}' of contract '${plan.contract.name}' (Charter's rollup store, DuckDB):`,
        );
        printStatement(route.statement, out);
        out.log('-- the governed warehouse statement (runs while the rollup is not ready):');
      } else {
        out.log(`-- served by the warehouse; no rollup matched:`);
        for (const reason of route.reasons) out.log(`--   ${reason}`);
      }
      printStatement(plan.statement, out);
      return 0;
    },
    { buildRollups: !values.sql },
  );
}

function printStatement(
  statement: { readonly sql: string; readonly params: readonly unknown[] },
  out: Out,
): void {
  out.log(statement.sql);
  out.log(
    `-- params: ${JSON.stringify(statement.params, (_k, v) => (typeof v === 'bigint' ? v.toString() : v))}`,
  );
}

async function rollups(args: readonly string[], out: Out): Promise<number> {
  const [sub, ...rest] = args;
  const { values } = parseArgs({
    args: rest,
    options: { config: { type: 'string' }, build: { type: 'boolean', default: false } },
  });
  if (sub !== 'status') {
    out.error('Usage: charter rollups status [--config FILE] [--build]');
    return 2;
  }
  const config = await loadConfig(values.config ?? DEFAULT_CONFIG, process.env);
  const written = values.build ? null : await readRollupStatus(config.rollups.path);
  if (written) {
    out.log(`As written by the server at ${written.written_at} (${config.rollups.path}.status.json):`);
    out.log(formatRollupStatus(written.rollups));
    return 0;
  }
  if (!values.build) out.log('No server has written a rollup status yet; building the rollups here.');
  const service = await createService(config);
  try {
    await service.rollups?.whenIdle();
    const status = service.rollups?.status() ?? [];
    out.log(
      status.length > 0
        ? formatRollupStatus(status)
        : 'No rollups are declared (or rollups.enabled is false).',
    );
    return status.some((s) => s.status === 'failed') ? 1 : 0;
  } finally {
    await service.close();
  }
}

async function sql(args: readonly string[], out: Out): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...args],
    allowPositionals: true,
    options: {
      config: { type: 'string' },
      consumer: { type: 'string' },
      context: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
  });
  const statement = positionals.join(' ');
  if (!values.consumer || !statement) {
    out.error(`sql needs --consumer and a statement.\n\n${USAGE}`);
    return 2;
  }
  return withConsumer(values.config, values.consumer, out, async (service, consumer) => {
    const context = values.context ? parseJson(values.context, '--context') : undefined;
    try {
      const result = await executeSql(service, { consumer, context }, { sql: statement });
      out.log(
        values.json
          ? JSON.stringify(result)
          : formatTable(
              result.columns.map((c) => c.name),
              result.rows,
            ),
      );
      if (!values.json)
        out.log(
          `(${result.row_count} row${result.row_count === 1 ? '' : 's'}${result.truncated ? ', truncated' : ''}, ${result.execution_time_ms} ms)`,
        );
      return 0;
    } catch (err) {
      if (values.json && err instanceof CharterError) {
        out.log(JSON.stringify(err.toBody()));
        return 1;
      }
      throw err;
    }
  });
}

/** One line for a file that cannot be read (a missing config is the usual one), or null for other errors. */
function unreadableFile(err: unknown): string | null {
  const { code, path, syscall } = err as { code?: unknown; path?: unknown; syscall?: unknown };
  if (typeof code !== 'string' || typeof path !== 'string') return null;
  const why: Record<string, string> = {
    ENOENT: 'no such file or folder',
    EACCES: 'permission denied',
    EISDIR: 'it is a folder, not a file',
    ENOTDIR: 'a part of the path is not a folder',
  };
  const reason = why[code] ?? code;
  const action = syscall === 'open' || syscall === 'scandir' ? 'read' : String(syscall ?? 'read');
  return `cannot ${action} ${path}: ${reason}${code === 'ENOENT' ? ' (check --config and the paths in it)' : ''}`;
}

/** Runs `fn` with the service of the config and the named consumer, closing the service afterwards. */
async function withConsumer(
  configFile: string | undefined,
  slug: string,
  out: Out,
  fn: (service: Service, consumer: Consumer) => Promise<number>,
  options: { readonly buildRollups: boolean } = { buildRollups: false },
): Promise<number> {
  const config = await loadConfig(configFile ?? DEFAULT_CONFIG, process.env);
  const service = await createService(config, undefined, options);
  try {
    const consumer = service.consumers.all().find((c) => c.slug === slug);
    if (!consumer) {
      out.error(`Unknown consumer '${slug}'.`);
      return 1;
    }
    return await fn(service, consumer);
  } finally {
    await service.close();
  }
}

/** A plain-text table for terminals. */
function formatTable(columns: readonly string[], rows: readonly Readonly<Record<string, unknown>>[]): string {
  const cells = rows.map((r) => columns.map((c) => (r[c] === null ? 'NULL' : String(r[c]))));
  const widths = columns.map((c, i) => Math.max(c.length, ...cells.map((row) => (row[i] ?? '').length)));
  const line = (values: readonly string[]) => values.map((v, i) => v.padEnd(widths[i] ?? 0)).join(' | ');
  return [line(columns), widths.map((w) => '-'.repeat(w)).join('-+-'), ...cells.map(line)].join('\n');
}

async function keys(args: readonly string[], out: Out): Promise<number> {
  const [sub, ...rest] = args;
  const { values } = parseArgs({
    args: rest,
    options: {
      consumer: { type: 'string', multiple: true },
      id: { type: 'string' },
      config: { type: 'string' },
    },
  });
  if (sub !== 'create' || !values.consumer?.length) {
    out.error(`Usage: charter keys create --consumer SLUG [--consumer SLUG ...] [--id ID] [--config FILE]`);
    return 2;
  }
  // The entry is meant for this config: check it against it before printing a key.
  const config = await loadConfig(values.config ?? DEFAULT_CONFIG, process.env);
  const slugs = config.consumers.map((c) => c.slug);
  const usedIds = new Set(config.apiKeys.map((k) => k.id));
  const problems = [
    ...values.consumer
      .filter((c) => !slugs.includes(c))
      .map(
        (c) => `unknown consumer '${c}'${didYouMean(c, slugs)}; consumers: ${slugs.join(', ') || '(none)'}`,
      ),
    ...(values.id && usedIds.has(values.id)
      ? [`API key id '${values.id}' is already used in ${config.file}; choose another --id`]
      : []),
  ];
  if (problems.length > 0) {
    out.error(`No key was created:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    return 1;
  }
  const key = generateKey();
  const id =
    values.id ?? freeKeyId(`${values.consumer[0]}-${new Date().toISOString().slice(0, 10)}`, usedIds);
  out.log(`API key (shown once; store it in your secret manager):\n\n  ${key}\n`);
  out.log('Add this entry under api_keys in your config:\n');
  out.log(`  - id: ${id}\n    hash: sha256:${hashKey(key)}\n    consumers: [${values.consumer.join(', ')}]`);
  return 0;
}

/** `base`, or `base-2`, `base-3` … : the first id no key of the config has (ids must be unique). */
function freeKeyId(base: string, used: ReadonlySet<string>): string {
  if (!used.has(base)) return base;
  let n = 2;
  while (used.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}

async function loadDemo(args: readonly string[], out: Out): Promise<number> {
  const { values } = parseArgs({
    args: [...args],
    options: {
      postgres: { type: 'string' },
      schema: { type: 'string', default: 'charter_demo' },
      force: { type: 'boolean', default: false },
    },
  });
  if (!values.postgres) {
    out.error(`load-demo needs --postgres CONNECTION_STRING.\n\n${USAGE}`);
    return 2;
  }
  // The DuckDB demo warehouse that the demo config serves (built first when missing) is the source.
  const demo = await loadConfig(DEFAULT_CONFIG, {});
  const duckdbPath = demoSourceFile(demo.warehouse);
  let result: Awaited<ReturnType<typeof loadDemoIntoPostgres>>;
  try {
    result = await loadDemoIntoPostgres({
      connectionString: values.postgres,
      schema: values.schema,
      duckdbPath,
      force: values.force,
      log: out.log,
    });
  } catch (err) {
    // Connection and permission problems are the operator's to fix: say what PostgreSQL said, no stack.
    out.error(`load-demo failed: ${err instanceof Error ? err.message : String(err)}`);
    return 1;
  }
  out.log(
    `${result.loaded ? 'Loaded' : 'Checked'} ${result.tables.map((t) => `${t.name} (${t.rows})`).join(', ')} ` +
      `in schema '${values.schema}' in ${result.ms} ms.`,
  );
  return 0;
}

function parseJson(text: string, flag: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new CharterError('invalid_json', `${flag} is not valid JSON.`);
  }
}

/**
 * `charter cache status|clear`: the cache lives in the running service's
 * memory (and Redis), so these call its admin endpoints with CHARTER_ADMIN_KEY.
 */
async function cache(args: readonly string[], out: Out): Promise<number> {
  const [action, ...rest] = args;
  const { values } = parseArgs({
    args: [...rest],
    options: { config: { type: 'string' }, url: { type: 'string' }, contract: { type: 'string' } },
  });
  if (action !== 'status' && action !== 'clear') {
    out.error(`Usage: charter cache status|clear [--contract NAME] [--url URL]\n\n${USAGE}`);
    return 2;
  }
  const key = process.env.CHARTER_ADMIN_KEY;
  if (!key) {
    out.error('Set CHARTER_ADMIN_KEY to the admin key (its sha256 is admin.key_hash in the config).');
    return 2;
  }
  const base = values.url ?? (await serviceUrl(values.config ?? DEFAULT_CONFIG));
  const res = await fetch(`${base}/v1/admin/cache${action === 'clear' ? '/clear' : ''}`, {
    method: action === 'clear' ? 'POST' : 'GET',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    ...(action === 'clear' ? { body: JSON.stringify({ contract: values.contract ?? null }) } : {}),
  });
  const text = await res.text();
  (res.ok ? out.log : out.error)(text);
  return res.ok ? 0 : 1;
}

async function serviceUrl(configFile: string): Promise<string> {
  const config = await loadConfig(configFile, process.env);
  const { host, port, public_url } = config.server;
  return (public_url ?? `http://${host.includes(':') ? `[${host}]` : host}:${port}`).replace(/\/$/, '');
}
