import { z } from 'zod';
import { OPERATORS, SORT_DIRECTIONS, TIME_GRAINS } from '../contracts/model.js';

/** Values a filter may carry: a scalar, or a list for in / not_in / between. */
const scalar = z.union([z.string(), z.number(), z.boolean()]);

/**
 * The query specification, as callers send it (REST `query`, MCP
 * `query_contract.query`). Shape only: names and values are checked against
 * the contract by `resolveQuery`.
 */
export const querySpecSchema = z
  .object({
    dimensions: z
      .array(
        z.union([
          z.string().describe('Dimension name (shorthand for { "name": ... }).'),
          z
            .object({
              name: z.string().describe('Dimension name from the contract.'),
              time_grain: z.enum(TIME_GRAINS).optional().describe('Truncate a time dimension to this grain.'),
            })
            .strict(),
        ]),
      )
      .optional()
      .describe('Dimensions to group by; rows are keyed by their names.'),
    measures: z.array(z.string()).optional().describe('Measure names from the contract.'),
    filters: z
      .array(
        z
          .object({
            field: z
              .string()
              .describe('A dimension or measure name (measure filters apply after aggregation).'),
            operator: z.enum(OPERATORS),
            value: z
              .union([scalar, z.array(scalar), z.null()])
              .optional()
              .describe(
                'A scalar; a list for in / not_in; [low, high] for between; omitted for is_null / is_not_null. Times as ISO 8601 strings.',
              ),
          })
          .strict(),
      )
      .optional(),
    sorts: z
      .array(
        z
          .object({
            field: z.string().describe('A dimension or measure selected in this query.'),
            direction: z.enum(SORT_DIRECTIONS).default('asc'),
          })
          .strict(),
      )
      .optional(),
    limit: z
      .number()
      .int()
      .min(1)
      .optional()
      .describe('Page size; values above the maximum are clamped to it.'),
    offset: z
      .number()
      .int()
      .min(0)
      .optional()
      .describe('Rows to skip; advance by limit to read the next page.'),
  })
  .strict();

export type QuerySpec = z.input<typeof querySpecSchema>;
export type ParsedQuerySpec = z.output<typeof querySpecSchema>;

/** The context object: RLS values chosen by the caller's trusted backend. */
export const contextSchema = z.record(z.string(), z.union([scalar, z.array(scalar)]));
export type QueryContext = z.output<typeof contextSchema>;

/** JSON Schema of the query specification (the MCP query-schema resource and tool input). */
export function querySpecJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(querySpecSchema, { io: 'input' }) as Record<string, unknown>;
}
