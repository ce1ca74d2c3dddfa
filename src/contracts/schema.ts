import { z } from 'zod';
import { AGGREGATIONS, DIMENSION_TYPES, OPERATORS, TIME_GRAINS } from './model.js';
import { refreshKeySchema } from './refresh.js';

/** The authored YAML shape of a contract (snake_case, as data teams write it). */

const identifier = z.string().regex(/^[a-z][a-z0-9_]*$/, 'must be lower_snake_case, starting with a letter');

/** `relation.column`, both plain identifiers. */
const columnRef = z
  .string()
  .regex(/^[a-z_][a-z0-9_]*\.[a-z_][a-z0-9_]*$/i, 'must be written as relation.column, e.g. flights.origin');

const scalar = z.union([z.string(), z.number(), z.boolean()]);

export const contractFileSchema = z
  .object({
    name: identifier,
    title: z.string().min(1).optional(),
    description: z.string().default(''),
    /** When cached results go stale (docs/caching.md). */
    refresh_key: refreshKeySchema.optional(),
    source: z
      .object({
        table: identifier,
        alias: identifier.optional(),
        joins: z
          .array(
            z
              .object({
                table: identifier,
                alias: identifier.optional(),
                type: z.enum(['left', 'inner']).default('left'),
                on: z
                  .array(z.object({ left: columnRef, right: columnRef }).strict())
                  .min(1, 'a join needs at least one key pair'),
              })
              .strict(),
          )
          .default([]),
      })
      .strict(),
    dimensions: z
      .array(
        z
          .object({
            name: identifier,
            title: z.string().optional(),
            type: z.enum(DIMENSION_TYPES),
            column: columnRef,
            description: z.string().default(''),
            synonyms: z.array(z.string()).default([]),
            /** Other names people use for a string dimension's values (AAPL: [Apple]). */
            value_synonyms: z.record(z.string(), z.array(z.string().min(1)).min(1)).default({}),
            time_grains: z.array(z.enum(TIME_GRAINS)).optional(),
          })
          .strict(),
      )
      .default([]),
    measures: z
      .array(
        z
          .object({
            name: identifier,
            title: z.string().optional(),
            aggregation: z.enum(AGGREGATIONS),
            column: columnRef.optional(),
            filter: z
              .object({
                column: columnRef,
                operator: z.enum(OPERATORS),
                value: z.union([scalar, z.array(z.union([z.string(), z.number()])), z.null()]).default(null),
              })
              .strict()
              .optional(),
            description: z.string().default(''),
            synonyms: z.array(z.string()).default([]),
            format: z.string().optional(),
          })
          .strict(),
      )
      .default([]),
    rules: z
      .object({
        required_filters: z.array(z.string()).default([]),
        operators: z.record(z.string(), z.array(z.enum(OPERATORS))).default({}),
      })
      .strict()
      .default({ required_filters: [], operators: {} }),
    rls: z
      .object({
        required_context: z.array(identifier).default([]),
        /**
         * A context key's value type when its filter's column does not say it (a key that is only
         * required) or to narrow it; default: the column's type, else string.
         */
        context_types: z.record(identifier, z.enum(DIMENSION_TYPES)).default({}),
        filters: z
          .array(
            z
              .object({
                column: columnRef,
                operator: z.enum(['eq', 'in']).default('eq'),
                context: identifier,
              })
              .strict(),
          )
          .min(1, 'rls needs at least one filter'),
      })
      .strict()
      .optional(),
    // Verified queries: a question the data team answers with an exact query. Both chat planners use
    // them; the query's shape is checked by `charter validate` (src/tools/examples.ts) against this contract.
    examples: z
      .array(
        z
          .object({
            question: z.string().min(1, 'an example needs a question'),
            query: z.record(z.string(), z.unknown()),
          })
          .strict(),
      )
      .default([]),
    rollups: z
      .array(
        z
          .object({
            name: identifier,
            dimensions: z.array(z.string()).default([]),
            time_dimension: z
              .object({ dimension: z.string(), grain: z.enum(TIME_GRAINS) })
              .strict()
              .optional(),
            measures: z.array(z.string()).min(1, 'a rollup needs at least one measure'),
          })
          .strict(),
      )
      .default([]),
  })
  .strict();

export type ContractFile = z.output<typeof contractFileSchema>;
