import { z } from 'zod';
import { PROTOCOLS, QUERY_MODES } from '../consumers/model.js';

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
    pool_size: z.number().int().min(1).max(100).default(10),
    query_timeout_ms: z.number().int().positive().default(30_000),
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
        log_level: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
      })
      .strict()
      .default({ host: '127.0.0.1', port: 8080, body_limit: 1024 * 1024, log_level: 'info' }),
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
        /** Per upstream call. */
        timeout_ms: z.number().int().positive().default(60_000),
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
      })
      .strict()
      .default({ session_idle_timeout_ms: 30 * 60_000, max_sessions: 1000 }),
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
