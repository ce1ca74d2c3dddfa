import { z } from 'zod';
import { OPERATORS, SORT_DIRECTIONS, TIME_GRAINS } from '../contracts/model.js';
import { checkWithSchema, type Diagnostic, describeValue, didYouMean } from '../errors/diagnostics.js';

/** Values a filter may carry: a scalar, or a list for in / not_in / between. */
const scalar = z.union([z.string(), z.number(), z.boolean()]);

/** An enum whose refusal names what it is and lists what is allowed. */
function namedEnum<const T extends readonly [string, ...string[]]>(values: T, what: string) {
  return z.enum(values, {
    error: (issue) =>
      issue.code === 'invalid_value'
        ? `${typeof issue.input === 'string' ? `'${issue.input}'` : describeValue(issue.input)} is not ${what}` +
          `${typeof issue.input === 'string' ? didYouMean(issue.input, values) : ''}; allowed: ${values.join(', ')}`
        : undefined,
  });
}

export const dimensionItemSchema = z.union([
  z.string().describe('Dimension name (shorthand for { "name": ... }).'),
  z
    .object({
      name: z.string().describe('Dimension name from the contract.'),
      time_grain: namedEnum(TIME_GRAINS, 'a time grain')
        .optional()
        .describe('Truncate a time dimension to this grain.'),
    })
    .strict(),
]);

export const filterItemSchema = z
  .object({
    field: z.string().describe('A dimension or measure name (measure filters apply after aggregation).'),
    operator: namedEnum(OPERATORS, 'an operator'),
    value: z
      .union([scalar, z.array(scalar), z.null()])
      .optional()
      .describe(
        'A scalar; a list for in / not_in; [low, high] for between; omitted for is_null / is_not_null. Times as ISO 8601 strings.',
      ),
  })
  .strict();

export const sortItemSchema = z
  .object({
    field: z.string().describe('A dimension or measure selected in this query.'),
    direction: namedEnum(SORT_DIRECTIONS, 'a sort direction').default('asc'),
  })
  .strict();

// Any whole number from 1 is a valid limit: above the maximum page size it is clamped, never refused
// (z.number().int() would refuse integers beyond 2^53 as "too big").
const limitSchema = z
  .number()
  .min(1, 'must be at least 1 (values above the maximum page size are clamped to it)')
  .refine(Number.isInteger, 'must be a whole number')
  .meta({ type: 'integer' })
  .describe('Page size; values above the maximum are clamped to it.');

const offsetSchema = z
  .number()
  .int('must be a whole number up to 2^53')
  .min(0, 'must be 0 or more')
  .describe('Rows to skip; advance by limit to read the next page.');

/**
 * The query specification, as callers send it (REST `query`, MCP
 * `query_contract.query`). Shape only: names and values are checked against
 * the contract by `resolveQuery`. Published as JSON Schema; requests are read
 * item by item by `parseQueryDraft`, so one bad item does not hide the rest.
 */
export const querySpecSchema = z
  .object({
    dimensions: z
      .array(dimensionItemSchema)
      .optional()
      .describe('Dimensions to group by; rows are keyed by their names.'),
    measures: z.array(z.string()).optional().describe('Measure names from the contract.'),
    filters: z.array(filterItemSchema).optional(),
    sorts: z.array(sortItemSchema).optional(),
    limit: limitSchema.optional(),
    offset: offsetSchema.optional(),
  })
  .strict();

export type QuerySpec = z.input<typeof querySpecSchema>;
export type ParsedQuerySpec = z.output<typeof querySpecSchema>;

type Item<K extends 'dimensions' | 'measures' | 'filters' | 'sorts'> = NonNullable<
  ParsedQuerySpec[K]
>[number];

/**
 * A query as far as its shape is valid: every list keeps its length, and an
 * item with a shape problem is `null` (already reported), so the contract
 * checks still run on the rest and keep the caller's indexes.
 */
export interface QueryDraft {
  readonly dimensions?: readonly (Item<'dimensions'> | null)[] | undefined;
  readonly measures?: readonly (Item<'measures'> | null)[] | undefined;
  readonly filters?: readonly (Item<'filters'> | null)[] | undefined;
  readonly sorts?: readonly (Item<'sorts'> | null)[] | undefined;
  readonly limit?: number | undefined;
  readonly offset?: number | undefined;
}

const LISTS = {
  dimensions: dimensionItemSchema,
  measures: z.string(),
  filters: filterItemSchema,
  sorts: sortItemSchema,
} as const;
const QUERY_KEYS = Object.keys(querySpecSchema.shape);

/** Reads a query item by item: the valid part as a draft, and every shape problem with its path. */
export function parseQueryDraft(raw: unknown): { draft: QueryDraft; problems: readonly Diagnostic[] } {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    return { draft: {}, problems: [{ path: [], message: `expected an object, got ${describeValue(raw)}` }] };
  }
  const input = raw as Record<string, unknown>;
  const problems: Diagnostic[] = [];
  for (const key of Object.keys(input).filter((k) => !QUERY_KEYS.includes(k))) {
    problems.push({
      path: [key],
      message: `unknown key '${key}'${didYouMean(key, QUERY_KEYS)}; allowed keys: ${QUERY_KEYS.join(', ')}`,
    });
  }
  const list = <K extends keyof typeof LISTS>(key: K) => {
    const value = input[key];
    if (value === undefined) return undefined;
    if (!Array.isArray(value)) {
      problems.push({ path: [key], message: `expected a list, got ${describeValue(value)}` });
      return [null];
    }
    return value.map((item, i) => {
      const checked = checkWithSchema(LISTS[key], item);
      if (checked.ok) return checked.data as Item<K>;
      problems.push(...checked.problems.map((p) => ({ ...p, path: [key, i, ...p.path] })));
      return null;
    });
  };
  const number = (key: 'limit' | 'offset', schema: z.ZodType<number>) => {
    if (input[key] === undefined) return undefined;
    const checked = checkWithSchema(schema, input[key]);
    if (checked.ok) return checked.data;
    problems.push(...checked.problems.map((p) => ({ ...p, path: [key, ...p.path] })));
    return undefined;
  };
  const draft: QueryDraft = {
    dimensions: list('dimensions'),
    measures: list('measures'),
    filters: list('filters'),
    sorts: list('sorts'),
    limit: number('limit', limitSchema),
    offset: number('offset', offsetSchema),
  };
  return { draft, problems };
}

/** The context object: RLS values chosen by the caller's trusted backend. */
export const contextSchema = z.record(z.string(), z.union([scalar, z.array(scalar)]));
export type QueryContext = z.output<typeof contextSchema>;

/** JSON Schema of the query specification (the MCP query-schema resource and tool input). */
export function querySpecJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(querySpecSchema, { io: 'input' }) as Record<string, unknown>;
}
