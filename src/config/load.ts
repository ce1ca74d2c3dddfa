import { dirname, isAbsolute, resolve } from 'node:path';
import type { Consumer } from '../consumers/model.js';
import { checkWithSchema } from '../errors/diagnostics.js';
import { referenceProblems } from './references.js';
import { type ConfigFile, configFileSchema, resolveWarehouse, type WarehouseConfig } from './schema.js';
import { locatedProblems, readYamlFile, YamlProblems } from './yaml.js';

export interface ApiKeyRecord {
  readonly id: string;
  /** Lower-case hex SHA-256 of the key. */
  readonly sha256: string;
  readonly consumers: readonly string[];
}

export type { WarehouseConfig };

export interface Config {
  readonly file: string;
  readonly server: ConfigFile['server'];
  readonly warehouse: WarehouseConfig;
  readonly contractsDir: string;
  readonly catalogDir: string;
  readonly search: ConfigFile['search'];
  readonly mcp: ConfigFile['mcp'];
  /** The chat agent's planner settings; null: the built-in planner with defaults. */
  readonly llm: NonNullable<ConfigFile['llm']> | null;
  readonly query: ConfigFile['query'];
  /** `path` resolved against the config file's folder (or `:memory:`). */
  readonly rollups: ConfigFile['rollups'];
  readonly limits: ConfigFile['limits'];
  readonly cache: ConfigFile['cache'];
  /** Metrics, audit and traces; `audit.file` resolved against the config file's folder (or `-`). */
  readonly observability: ConfigFile['observability'];
  /** Lower-case hex SHA-256 of the admin key; null: the admin endpoints are not served. */
  readonly adminKeySha256: string | null;
  readonly consumers: readonly Consumer[];
  readonly apiKeys: readonly ApiKeyRecord[];
}

/** The chat stream's keep-alive interval when `llm.keepalive_ms` is not set (the agent's default). */
export const CHAT_KEEPALIVE_DEFAULT_MS = 15_000;

/** Environment the config may read: `${env:NAME}` references, and PORT/HOST overrides. */
export type Env = Readonly<Record<string, string | undefined>>;

/**
 * Loads and validates the YAML config. This is the only module that reads the
 * environment (passed in, so tests stay hermetic): `${env:NAME}` inside any
 * string is replaced by that variable (`${env:NAME:-fallback}` when it may be unset), PORT / HOST
 * override the listen address, and CHARTER_REDIS_URL the Redis that rate limits are shared through.
 */
export async function loadConfig(file: string, env: Env): Promise<Config> {
  const abs = resolve(file);
  const doc = await readYamlFile(abs);
  const { parsed, references } = checkedFile(doc, env);
  const { server, limits, problems } = serverAndLimits(doc, parsed, env);
  // Reference and listen-setting problems together, like the schema's: one run shows all of them.
  if (references.length + problems.length > 0) throw new YamlProblems([...references, ...problems]);
  const base = dirname(abs);
  const within = (p: string) => (isAbsolute(p) ? p : resolve(base, p));
  return Object.freeze({
    file: abs,
    server: Object.freeze(server),
    warehouse: Object.freeze(resolveWarehouse(parsed.warehouse, within)),
    contractsDir: within(parsed.contracts),
    catalogDir: within(parsed.catalog),
    search: Object.freeze(parsed.search),
    mcp: Object.freeze(parsed.mcp),
    llm: parsed.llm ? Object.freeze({ ...parsed.llm }) : null,
    query: Object.freeze(parsed.query),
    rollups: Object.freeze({
      ...parsed.rollups,
      path: parsed.rollups.path === ':memory:' ? ':memory:' : within(parsed.rollups.path),
    }),
    limits: Object.freeze(limits),
    cache: Object.freeze({ ...parsed.cache, redis_url: parsed.cache.redis_url || undefined }),
    observability: observabilityOf(parsed.observability, within),
    adminKeySha256: parsed.admin.key_hash?.slice('sha256:'.length) ?? null,
    consumers: Object.freeze(parsed.consumers.map((c) => consumerOf(c, parsed.limits.consumers))),
    apiKeys: Object.freeze(
      parsed.api_keys.map((k) =>
        Object.freeze({
          id: k.id,
          sha256: k.hash.slice('sha256:'.length),
          consumers: Object.freeze([...k.consumers]),
        }),
      ),
    ),
  });
}

type ConfigDocument = Awaited<ReturnType<typeof readYamlFile>>;

/**
 * The file with `${env:…}` substituted and checked against the schema (a shape problem
 * throws), and the problems of references between its entries.
 */
function checkedFile(doc: ConfigDocument, env: Env): { parsed: ConfigFile; references: string[] } {
  const unset: string[] = [];
  const substituted = substituteEnv(doc.value, env, [], (path, name) =>
    unset.push(`${doc.locate(path)}: environment variable ${name} is not set`),
  );
  if (unset.length > 0) throw new YamlProblems(unset);
  // Shape and cross-entry problems together: one run of `charter validate` shows all of them.
  const checked = checkWithSchema(configFileSchema, substituted);
  const references = referenceProblems(doc, substituted);
  if (!checked.ok) throw new YamlProblems([...locatedProblems(doc, checked.problems), ...references]);
  return { parsed: checked.data, references };
}

/** The listen settings with PORT / HOST applied, the limits with CHARTER_REDIS_URL applied, and what is wrong. */
function serverAndLimits(doc: ConfigDocument, parsed: ConfigFile, env: Env) {
  const problems: string[] = [];
  // A chat stream is quiet between keep-alives; a socket timeout shorter than that would cut it.
  const chatKeepAliveMs = parsed.llm?.keepalive_ms ?? CHAT_KEEPALIVE_DEFAULT_MS;
  const socketTimeout = parsed.server.socket_timeout_ms;
  if (socketTimeout !== 0 && socketTimeout <= chatKeepAliveMs) {
    problems.push(
      `${doc.locate(['server', 'socket_timeout_ms'])}: must be 0 or above the chat stream keep-alive interval (llm.keepalive_ms, ${chatKeepAliveMs} ms)`,
    );
  }
  const server = { ...parsed.server };
  if (env.PORT !== undefined) {
    const port = Number(env.PORT);
    if (!Number.isInteger(port) || port < 0 || port > 65535)
      problems.push(`PORT: '${env.PORT}' is not a port number`);
    else server.port = port;
  }
  if (env.HOST) server.host = env.HOST;
  const limits = env.CHARTER_REDIS_URL
    ? { ...parsed.limits, redis_url: env.CHARTER_REDIS_URL }
    : parsed.limits;
  return { server, limits, problems };
}

/** Observability settings with the audit file resolved against the config file's folder (`-` is stdout). */
function observabilityOf(
  observability: ConfigFile['observability'],
  within: (p: string) => string,
): ConfigFile['observability'] {
  return Object.freeze({
    ...observability,
    audit: Object.freeze({
      ...observability.audit,
      ...(observability.audit.file && observability.audit.file !== '-'
        ? { file: within(observability.audit.file) }
        : {}),
    }),
  });
}

/** A consumer as the server reads it: its own limits over the defaults every consumer has. */
function consumerOf(
  c: ConfigFile['consumers'][number],
  defaults: ConfigFile['limits']['consumers'],
): Consumer {
  return Object.freeze({
    slug: c.slug,
    name: c.name,
    description: c.description,
    protocols: Object.freeze([...new Set(c.protocols)]),
    queryMode: c.query_mode,
    systemPrompt: c.system_prompt,
    limits: Object.freeze({ ...defaults, ...c.limits }),
    scope: Object.freeze({
      contracts: Object.freeze([...c.scope.contracts]),
      tables: Object.freeze([...c.scope.tables]),
      models: Object.freeze([...c.scope.models]),
      collections: Object.freeze([...c.scope.collections]),
    }),
  });
}

const ENV_REF = /\$\{env:([A-Za-z_][A-Za-z0-9_]*)(?::-([^}]*))?\}/g;

function substituteEnv(
  value: unknown,
  env: Env,
  path: PropertyKey[],
  missing: (path: readonly PropertyKey[], name: string) => void,
): unknown {
  if (typeof value === 'string') {
    return value.replace(ENV_REF, (_, name: string, fallback: string | undefined) => {
      const v = env[name] ?? fallback;
      if (v === undefined) {
        missing(path, name);
        return '';
      }
      return v;
    });
  }
  if (Array.isArray(value)) return value.map((v, i) => substituteEnv(v, env, [...path, i], missing));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, substituteEnv(v, env, [...path, k], missing)]),
    );
  }
  return value;
}
