import { z } from 'zod';
import { PROTOCOLS, QUERY_MODES } from '../consumers/model.js';
import { observabilitySchema } from './observability.js';

const slug = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'must be a lower-case slug (letters, digits, dashes)');

const duckdbWarehouse = z
  .object({
    engine: z.literal('duckdb'),
    /** Database file, relative to the config file. */
    path: z.string().min(1),
    /** `demo`: build the demo warehouse from the vega-datasets package when the file is missing. */
    build: z.enum(['demo']).optional(),
    memory_limit: z.string().default('4GB'),
    threads: z.number().int().min(1).max(64).default(2),
    query_timeout_ms: z.number().int().positive().default(30_000),
    /** Statements run at once; more wait in a bounded queue, then get 503 warehouse_busy. */
    max_concurrent_statements: z.number().int().min(1).max(256).default(8),
    max_queued_statements: z.number().int().min(0).max(100_000).default(256),
  })
  .strict();

const postgresWarehouse = z
  .object({
    engine: z.literal('postgres'),
    connection_string: z.string().min(1),
    schema: z.string().default('public'),
    /** Connections, and so statements running at once; more wait in a bounded queue, then 503 warehouse_busy. */
    pool_size: z.number().int().min(1).max(100).default(10),
    query_timeout_ms: z.number().int().positive().default(30_000),
    max_queued_statements: z.number().int().min(0).max(100_000).default(256),
  })
  .strict();

/** Per-consumer admission: concurrent requests and a token bucket of requests. */
const consumerLimits = z
  .object({
    /**
     * Requests of one consumer being served at once by this instance (REST, chat, MCP POST; not the MCP
     * GET stream); as many again wait up to `max_wait_ms` for a slot, the rest get 429 concurrency_limited.
     */
    max_concurrent: z.number().int().min(1).default(32),
    /** How long a request over `max_concurrent` waits for one of the consumer's slots before its 429. */
    max_wait_ms: z.number().int().min(0).max(60_000).default(1_000),
    /** Sustained requests per second (token bucket refill); over it: 429 rate_limited. */
    requests_per_second: z.number().positive().default(100),
    /** Bucket size: how many requests may arrive at once after a quiet period. */
    burst: z.number().int().min(1).default(200),
  })
  .strict();

export const configFileSchema = z
  .object({
    server: z
      .object({
        host: z.string().default('127.0.0.1'),
        port: z.number().int().min(0).max(65535).default(8080),
        /** Largest accepted request body, in bytes. */
        body_limit: z
          .number()
          .int()
          .positive()
          .default(1024 * 1024),
        /** Public base URL used in manifests and docs; defaults to http://host:port. */
        public_url: z.string().url().optional(),
        /**
         * Host header values (host[:port], lower case) that may be used to build manifest URLs when
         * `public_url` is not set; any other Host gets the listen address instead. Default: loopback.
         */
        allowed_hosts: z.array(z.string().min(1)).optional(),
        log_level: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
        /** One `request completed` line per request at info (docs/deployment.md, "Logs"); false: none. */
        access_log: z.boolean().default(true),
        /**
         * Log lines are gathered into writes of about this many bytes (at most 250 ms late, and all
         * written at exit); 0 writes each line at once.
         */
        log_buffer_bytes: z.number().int().min(0).max(16_000).default(4096),
        /** Open client connections at most; more are refused at accept time. */
        max_connections: z.number().int().min(1).default(2048),
        /** All request headers must arrive within this time (slow-header defence). */
        headers_timeout_ms: z.number().int().positive().default(10_000),
        /** The whole request (headers and body) must arrive within this time. */
        request_timeout_ms: z.number().int().positive().default(30_000),
        /** An idle keep-alive connection is closed after this; keep it above the load balancer's idle timeout. */
        keep_alive_timeout_ms: z.number().int().positive().default(65_000),
        /**
         * A socket with no traffic at all for this long is closed (0 = never; streams send keep-alives).
         * Above the chat turn timeout (120 s), so a non-streaming turn answers before its socket times out.
         */
        socket_timeout_ms: z.number().int().min(0).default(180_000),
        /** An incoming x-request-id longer than this, or outside [A-Za-z0-9._:-], is replaced by a fresh id. */
        request_id_max_length: z.number().int().min(8).max(1024).default(128),
        /**
         * On SIGTERM, /readyz answers 503 at once but new requests are still served for this long, so a
         * load balancer's health check takes the instance out before it stops accepting connections.
         */
        drain_delay_ms: z.number().int().min(0).max(300_000).default(3_000),
      })
      .strict()
      // Node refuses to start otherwise: the headers are part of the request.
      .refine((s) => s.headers_timeout_ms <= s.request_timeout_ms, {
        message: 'headers_timeout_ms must not exceed request_timeout_ms',
        path: ['headers_timeout_ms'],
      })
      .prefault({}),
    warehouse: z.discriminatedUnion('engine', [duckdbWarehouse, postgresWarehouse]),
    /** Folder of contract YAML files, relative to the config file. */
    contracts: z.string().default('contracts'),
    /** Folder of catalog YAML (tables.yaml, models.yaml, collections.yaml), relative to the config file. */
    catalog: z.string().default('catalog'),
    /** Object search (search_objects). Without `embeddings`, a lexical-semantic ranking runs offline. */
    search: z
      .object({
        embeddings: z
          .object({
            /** An OpenAI-compatible API base, e.g. https://api.openai.com/v1 (POST {base_url}/embeddings). */
            base_url: z.string().url(),
            model: z.string().min(1),
            api_key: z.string().optional(),
            timeout_ms: z.number().int().positive().default(10_000),
          })
          .strict()
          .optional(),
      })
      .strict()
      .default({}),
    /**
     * The chat agent (docs/chat.md). Omitted: the offline built-in planner.
     * `planner: llm` sends the turn to an OpenAI-compatible chat completions API.
     */
    llm: z
      .object({
        planner: z.enum(['builtin', 'llm']).default('builtin'),
        /** An OpenAI-compatible API base, e.g. https://api.openai.com/v1. */
        base_url: z.string().url().optional(),
        /** Usually `${env:NAME}`; never written into the file itself. */
        api_key: z.string().optional(),
        /** The upstream model used when the request's `model` is not one of `models`. */
        model: z.string().min(1).optional(),
        /** Other upstream models a request may select by naming it in `model`. */
        models: z.array(z.string().min(1)).default([]),
        /** Model calls per turn (each may request tools) before the turn ends with an error. */
        max_steps: z.number().int().min(1).max(50).default(8),
        /** One upstream call, from the request to its last chunk. */
        timeout_ms: z.number().int().positive().default(60_000),
        /** Silence allowed between two chunks of a streaming upstream call. */
        idle_timeout_ms: z.number().int().positive().default(30_000),
        /** SSE comment keep-alives while the turn works silently. */
        keepalive_ms: z.number().int().min(50).default(15_000),
      })
      .strict()
      .refine((l) => l.planner !== 'llm' || (l.base_url !== undefined && l.model !== undefined), {
        message: 'planner: llm needs base_url and model',
      })
      .optional(),
    /** The MCP endpoint's session policy. */
    mcp: z
      .object({
        /** A session unused for this long is closed; its id then answers 404. */
        session_idle_timeout_ms: z
          .number()
          .int()
          .positive()
          .default(30 * 60_000),
        /** Live sessions across all consumers; at the bound the oldest idle one is evicted, else 503. */
        max_sessions: z.number().int().min(1).default(1000),
        /** Allowed `Origin` header values (exact, scheme://host[:port]). Default: loopback origins only. */
        allowed_origins: z.array(z.string()).optional(),
        /** Live sessions of one consumer; at the bound its own oldest idle session is evicted, else 429. */
        max_sessions_per_consumer: z.number().int().min(1).default(200),
        /** Live sessions opened with one API key; same rule as per consumer. */
        max_sessions_per_key: z.number().int().min(1).default(100),
        /** A session is closed this long after it was opened, however busy (its id then answers 404). */
        session_max_lifetime_ms: z
          .number()
          .int()
          .positive()
          .default(24 * 60 * 60_000),
        /**
         * Session records of the 2025-11-25 revision in this Redis, so any replica answers any session
         * (docs/mcp.md, Sessions across replicas); empty or absent: sessions live in process memory.
         */
        redis_url: z.string().optional(),
        /** Prefix of the session keys in Redis: replicas that share sessions use the same one. */
        redis_prefix: z.string().min(1).default('charter-mcp:'),
        /** A session-store command slower than this fails the request with 503 session_store_unavailable. */
        redis_timeout_ms: z.number().int().positive().default(500),
      })
      .strict()
      .prefault({}),
    /** Bounds that keep one caller from hurting the others (docs/configuration.md, Limits). */
    limits: z
      .object({
        results: z
          .object({
            /** Bytes of row data one response may carry (JSON size of the cells); rows past it are cut. */
            max_bytes: z
              .number()
              .int()
              .min(1024)
              .default(16 * 1024 * 1024),
          })
          .strict()
          .prefault({}),
        chat: z
          .object({
            max_messages: z.number().int().min(1).default(200),
            /** UTF-8 bytes of one message's content. */
            max_message_bytes: z
              .number()
              .int()
              .min(16)
              .default(32 * 1024),
            /** UTF-8 bytes of all messages' content together. */
            max_conversation_bytes: z
              .number()
              .int()
              .min(16)
              .default(256 * 1024),
            /** A turn still working after this is ended with an error event. */
            turn_timeout_ms: z.number().int().positive().default(120_000),
          })
          .strict()
          .prefault({}),
        /** Defaults for every consumer; a consumer's own `limits` override them key by key. */
        consumers: consumerLimits.prefault({}),
        /**
         * Share request-rate counts between instances through this Redis (`redis://host:port/db`); env
         * CHARTER_REDIS_URL overrides it. Unset: each instance counts on its own.
         */
        redis_url: z.string().url().optional(),
        /** Prefix of the rate keys in Redis: instances that should share allowances use the same one. */
        redis_key_prefix: z.string().min(1).default('charter:rate'),
        /**
         * With `redis_url`: how long a concurrency slot held in Redis outlives its last renewal (held slots
         * are renewed every third of it), so the slots of an instance that was killed come back after it.
         */
        redis_lease_ms: z.number().int().min(1_000).max(600_000).default(15_000),
      })
      .strict()
      .prefault({}),
    /** The result cache in front of the warehouse (docs/caching.md). */
    cache: z
      .object({
        /** false: every statement runs on the warehouse (Cache-Status: fwd=bypass). */
        enabled: z.boolean().default(true),
        /** Budget of the in-process tier, in bytes of stored results (serialised rows and offsets). */
        memory_bytes: z
          .number()
          .int()
          .min(1024 * 1024)
          .default(256 * 1024 * 1024),
        /** An entry is served at most this long after it was stored, unless its contract says otherwise. */
        max_age_ms: z.number().int().positive().default(3_600_000),
        /** A contract query's whole ordered result is cached (and pages cut from it) up to this many rows... */
        whole_result_max_rows: z.number().int().min(0).default(50_000),
        /** ...and this many bytes; beyond either bound each page is cached on its own. */
        whole_result_max_bytes: z
          .number()
          .int()
          .min(0)
          .default(16 * 1024 * 1024),
        /** Shared tier for replicas, e.g. redis://127.0.0.1:6379; empty or absent: memory only. */
        redis_url: z.string().optional(),
        /** Prefix of every key this service writes to Redis. */
        redis_prefix: z.string().min(1).default('charter:'),
        /** A Redis command slower than this counts as a miss (Redis is then skipped until it recovers). */
        redis_timeout_ms: z.number().int().positive().default(250),
      })
      .strict()
      .prefault({}),
    /** Operator endpoints (/v1/admin/...). Without key_hash they are not served. */
    admin: z
      .object({
        /** `sha256:<64 hex>` of the admin key; a consumer key never opens the admin endpoints. */
        key_hash: z
          .string()
          .regex(/^sha256:[0-9a-f]{64}$/, 'must be sha256:<64 lower-case hex digits>')
          .optional(),
      })
      .strict()
      .prefault({}),
    /** Metrics, audit trail and traces (docs/operations.md); everything is off by default. */
    observability: observabilitySchema,
    /** Rollups (pre-aggregations) declared in contracts: docs/rollups.md. */
    rollups: z
      .object({
        /** false: nothing is built and every query goes to the warehouse. */
        enabled: z.boolean().default(true),
        /** Charter's own DuckDB file for rollups (writable), relative to the config file; `:memory:` keeps them in memory. */
        path: z.string().min(1).default('.charter/rollups.duckdb'),
        memory_limit: z.string().default('512MB'),
        threads: z.number().int().min(1).max(64).default(1),
        /** Time limit of one rollup's build statement on the warehouse. */
        build_timeout_ms: z.number().int().positive().default(600_000),
        /** A rollup whose build returns more rows than this fails (its queries go to the warehouse). */
        max_rows: z.number().int().min(1).default(1_000_000),
      })
      .strict()
      .prefault({}),
    query: z
      .object({
        default_limit: z.number().int().min(1).max(10_000).default(1000),
        max_limit: z.number().int().min(1).max(10_000).default(10_000),
      })
      .strict()
      .default({ default_limit: 1000, max_limit: 10_000 }),
    consumers: z
      .array(
        z
          .object({
            slug,
            name: z.string().min(1),
            description: z.string().default(''),
            protocols: z.array(z.enum(PROTOCOLS)).default([]),
            query_mode: z.enum(QUERY_MODES),
            system_prompt: z.string().default(''),
            /** Overrides of `limits.consumers` for this consumer. */
            limits: consumerLimits.partial().optional(),
            scope: z
              .object({
                contracts: z.array(z.string()).default([]),
                tables: z.array(z.string()).default([]),
                models: z.array(z.string()).default([]),
                collections: z.array(z.string()).default([]),
              })
              .strict(),
          })
          .strict(),
      )
      .default([]),
    api_keys: z
      .array(
        z
          .object({
            id: z.string().min(1),
            /** `sha256:<64 hex>` of the key. Keys themselves are never stored. */
            hash: z.string().regex(/^sha256:[0-9a-f]{64}$/, 'must be sha256:<64 lower-case hex digits>'),
            consumers: z.array(slug).min(1),
          })
          .strict(),
      )
      .default([]),
  })
  .strict();

export type ConfigFile = z.output<typeof configFileSchema>;

/** A warehouse block as the service uses it: a DuckDB file's path resolved against the config's folder. */
export type WarehouseConfig =
  | (Extract<ConfigFile['warehouse'], { engine: 'duckdb' }> & { readonly path: string })
  | Extract<ConfigFile['warehouse'], { engine: 'postgres' }>;

/**
 * The warehouse block with the file paths it names made absolute by `within`
 * (only a DuckDB warehouse names one). The config schema is the one place
 * outside `src/engines/` that knows each engine's settings.
 */
export function resolveWarehouse(
  warehouse: ConfigFile['warehouse'],
  within: (path: string) => string,
): WarehouseConfig {
  return warehouse.engine === 'duckdb' ? { ...warehouse, path: within(warehouse.path) } : warehouse;
}
