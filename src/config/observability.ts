import { z } from 'zod';

/** `host:port` of a listener (IPv6 hosts in brackets). */
const listenAddress = z
  .string()
  .regex(/^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.-]+):\d{1,5}$/, 'must be host:port, e.g. 127.0.0.1:9464');

/**
 * The `observability` section (docs/operations.md): Prometheus metrics, the
 * audit trail and OpenTelemetry traces. Each part is off unless configured,
 * and a part that is off costs nothing per request.
 */
export const observabilitySchema = z
  .object({
    metrics: z
      .object({
        enabled: z.boolean().default(false),
        /**
         * Serve `/metrics` on its own listener (`host:port`), without a key. Absent: `/metrics` is served on
         * the main port behind the admin key (`admin.key_hash`), and not at all without one.
         */
        listen: listenAddress.optional(),
      })
      .strict()
      .prefault({}),
    audit: z
      .object({
        enabled: z.boolean().default(false),
        /** JSON lines: a file (appended to, relative to the config file) or `-` for standard output. */
        file: z.string().min(1).optional(),
        /** Also insert every record into a PostgreSQL table (created when missing). */
        postgres: z
          .object({
            connection_string: z.string().min(1),
            schema: z.string().min(1).default('public'),
            table: z.string().min(1).default('charter_audit'),
          })
          .strict()
          .optional(),
      })
      .strict()
      .refine((a) => !a.enabled || a.file !== undefined || a.postgres !== undefined, {
        message: 'an enabled audit trail needs file (a path or -) or postgres',
      })
      .prefault({}),
    tracing: z
      .object({
        /** OTLP/HTTP traces endpoint, e.g. http://127.0.0.1:4318/v1/traces. Absent: no spans are exported. */
        otlp_endpoint: z.string().url().optional(),
        /** `service.name` of the exported spans. */
        service_name: z.string().min(1).default('charter'),
      })
      .strict()
      .prefault({}),
  })
  .strict()
  .prefault({});
