import { z } from 'zod';
import { OBJECT_TYPES } from '../catalog/model.js';
import { AGGREGATIONS, DIMENSION_TYPES, OPERATORS, TIME_GRAINS } from '../contracts/model.js';
import { singleTypes, type ToolName } from './definitions.js';

/**
 * What each tool returns, as zod schemas: MCP lists them as `outputSchema`,
 * and clients (the official SDKs among them) validate every `structuredContent`
 * against them. They mirror the result interfaces of the tools' modules
 * (`SearchResult`, `DescribeObjectResult`, `QueryContractResult`,
 * `ExecuteSqlResult`) minus the cache report, which MCP carries in `_meta`;
 * test/mcp/output-schemas.test.ts checks every tool's answers against them.
 */

const column = z.object({ name: z.string(), type: z.string() });
const row = z.record(z.string(), z.unknown());

const searchOutput = z.object({
  results: z.array(
    z.object({
      id: z.string(),
      type: z.enum(OBJECT_TYPES),
      title: z.string(),
      snippet: z.string(),
      score: z.number(),
    }),
  ),
});

const contractOutput = z.object({
  name: z.string(),
  title: z.string(),
  description: z.string(),
  dimensions: z.array(
    z.object({
      name: z.string(),
      type: z.enum(DIMENSION_TYPES),
      title: z.string(),
      description: z.string(),
      synonyms: z.array(z.string()),
      value_synonyms: z.record(z.string(), z.array(z.string())).optional(),
      time_grains: z.array(z.enum(TIME_GRAINS)),
    }),
  ),
  measures: z.array(
    z.object({
      name: z.string(),
      title: z.string(),
      aggregation: z.enum(AGGREGATIONS),
      description: z.string(),
      synonyms: z.array(z.string()),
      format: z.string().nullable(),
    }),
  ),
  field_rules: z.object({
    required_filters: z.array(z.string()),
    operators: z.record(z.string(), z.array(z.enum(OPERATORS))),
  }),
  required_context: z.array(z.string()),
  query_schema: z.object({
    tool: z.literal('query_contract'),
    arguments: z.object({ contract_name: z.string(), query: z.record(z.string(), z.unknown()) }),
    notes: z.string(),
  }),
});

const describeOutput = z.object({
  // Its keys depend on the object type (columns, members, or a contract's field names).
  object_info: z.looseObject({
    id: z.string(),
    type: z.enum(OBJECT_TYPES),
    title: z.string(),
    description: z.string(),
    collections: z.array(z.string()),
  }),
  business_context: z.string(),
  contract: contractOutput.optional(),
});

const queryContractOutput = z.object({
  contract_name: z.string(),
  query: z.object({
    dimensions: z.array(z.object({ name: z.string(), time_grain: z.string().optional() })),
    measures: z.array(z.string()),
    filters: z.array(z.object({ field: z.string(), operator: z.string(), value: z.unknown().optional() })),
    sorts: z.array(z.object({ field: z.string(), direction: z.string() })),
    limit: z.number().int(),
    offset: z.number().int(),
  }),
  columns: z.array(column),
  rows: z.array(row),
  row_count: z.number().int(),
  total_items: z.number().int(),
  has_next_page: z.boolean(),
  execution_time_ms: z.number(),
  truncated: z.boolean(),
  message: z.string().nullable(),
});

const executeSqlOutput = z.object({
  sql: z.string(),
  columns: z.array(column),
  rows: z.array(row),
  row_count: z.number().int(),
  execution_time_ms: z.number(),
  truncated: z.boolean(),
  truncated_by: z.enum(['rows', 'bytes']).nullable(),
  message: z.string().nullable(),
});

/** A failed call's `structuredContent` (`isError: true`): the error body every entry point sends. */
export const toolErrorOutput = z.object({
  code: z.string().describe('A code from the error registry (docs/errors.md).'),
  message: z.string(),
  errors: z.array(z.string()).nullable(),
});

export const TOOL_OUTPUTS: Readonly<Record<ToolName, z.ZodObject>> = {
  search_objects: searchOutput,
  describe_object: describeOutput,
  query_contract: queryContractOutput,
  execute_sql: executeSqlOutput,
};

/**
 * A tool's `outputSchema` as JSON Schema (draft-07, like its input schema):
 * its result, or the error body a failed call carries with `isError: true`.
 * Both, because some clients (the v1 TypeScript SDK among them) validate the
 * structured content of error results too. The root stays `type: object`, as
 * MCP requires of an output schema.
 */
export function outputJsonSchema(name: ToolName): Record<string, unknown> {
  const known = OUTPUT_JSON.get(name);
  if (known) return known;
  const schema = z.toJSONSchema(z.union([TOOL_OUTPUTS[name], toolErrorOutput]), {
    target: 'draft-7',
    io: 'output',
  });
  const { $schema, ...rest } = schema;
  const built = singleTypes(declared({ $schema, type: 'object', ...rest })) as Record<string, unknown>;
  OUTPUT_JSON.set(name, built);
  return built;
}

/** Any JSON value, spelled out: a cell of a row can be any of these (lists and structs included). */
const JSON_VALUE = { type: ['string', 'number', 'boolean', 'null', 'object', 'array'] };

/**
 * The schema with every empty schema `{}` (zod's spelling of `unknown`) written
 * as "any JSON value": the same set of values, but schema linters (the MCP
 * Inspector's --strict) flag a schema without any keyword as constraining nothing.
 */
function declared(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(declared);
  if (node === null || typeof node !== 'object') return node;
  if (Object.keys(node).length === 0) return JSON_VALUE;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    // `properties` maps names to schemas: an empty map stays as it is, its members are schemas.
    out[key] =
      key === 'properties' && value !== null && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([name, schema]) => [name, declared(schema)]))
        : declared(value);
  }
  return out;
}

/** Generated once per tool: a server is built per POST or per request. */
const OUTPUT_JSON = new Map<ToolName, Record<string, unknown>>();
