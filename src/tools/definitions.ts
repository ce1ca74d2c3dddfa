import { z } from 'zod';
import { OBJECT_TYPES_BY_MODE } from '../catalog/model.js';
import type { QueryMode } from '../consumers/model.js';
import { CharterError } from '../errors/registry.js';
import { contextSchema, querySpecSchema } from '../query/spec.js';
import { parseContext, type ToolCall, type ToolDeps } from './context.js';
import { describeObject, describeObjectInput } from './describe-object.js';
import { executeSql } from './execute-sql.js';
import { queryContract } from './query-contract.js';
import { searchObjects, searchObjectsInput } from './search-objects.js';

export const TOOL_NAMES = ['search_objects', 'describe_object', 'query_contract', 'execute_sql'] as const;
export type ToolName = (typeof TOOL_NAMES)[number];

const context = contextSchema
  .optional()
  .describe(
    'Row-level-security values (e.g. {"state": "CA"}). Normally bound by the trusted backend for the whole ' +
      'session; keys bound there cannot be overridden here.',
  );

export const queryContractInput = z
  .object({
    contract_name: z.string().min(1).describe('The contract to query (an id from search_objects).'),
    query: querySpecSchema.describe('The query specification; see describe_object for valid names.'),
    context,
  })
  .strict();

export const executeSqlInput = z
  .object({
    sql: z
      .string()
      .min(1)
      .describe('One read-only statement starting with SELECT or WITH, over tables and models in scope.'),
    context,
  })
  .strict();

/**
 * A tool as every entry point sees it. `run` is the one implementation (it
 * validates its own arguments); MCP and the chat agent differ only in how
 * they call it. `context` is not passed to `run`: the entry point decides the
 * effective RLS context (trusted values win) and puts it in `ToolCall`.
 */
export interface ToolDefinition {
  readonly name: ToolName;
  readonly title: string;
  /** Written for a model: when to use the tool, what to pass, what comes back. */
  readonly description: string;
  readonly inputSchema: z.ZodObject;
  readonly modes: readonly QueryMode[];
  run(deps: ToolDeps, call: ToolCall, args: Readonly<Record<string, unknown>>): Promise<object>;
}

const ALL_MODES: readonly QueryMode[] = ['contract-only', 'contract-with-sql-fallback', 'sql-only'];

export const TOOL_DEFINITIONS: readonly ToolDefinition[] = [
  {
    name: 'search_objects',
    title: 'Search governed data objects',
    description:
      'Find the data objects (contracts, tables, models, collections) that can answer a question. ' +
      'Call this first. Pass a rich natural-language phrase as `query` and two to four short `keywords`; ' +
      'optionally restrict `object_types`. Returns up to 10 results with id, type, title, a snippet and a ' +
      'relevance score; pass an id and type to describe_object next.',
    inputSchema: searchObjectsInput,
    modes: ALL_MODES,
    run: (deps, call, args) =>
      searchObjects(deps, call, {
        query: args.query,
        keywords: args.keywords,
        object_types: args.object_types,
      }),
  },
  {
    name: 'describe_object',
    title: 'Describe a data object',
    description:
      'Get the details needed to use one object: its info (columns for tables and models, members for ' +
      'collections), its business context (what the data means, caveats), and for a contract the full ' +
      'contract JSON (dimensions, measures, allowed filter operators, required filters, required context ' +
      'keys) with an example query. Pass `object_id` and `object_type` exactly as search_objects returned them.',
    inputSchema: describeObjectInput,
    modes: ALL_MODES,
    run: (deps, call, args) =>
      describeObject(deps, call, { object_id: args.object_id, object_type: args.object_type }),
  },
  {
    name: 'query_contract',
    title: 'Query a contract',
    description:
      'Run a governed query against a contract: choose dimensions (optionally with a time_grain such as ' +
      'month), measures, filters, sorts, limit and offset, using only names from the contract ' +
      '(describe_object shows them). Returns rows keyed by the requested dimension and measure names, the ' +
      'columns, row_count, execution_time_ms and has_next_page (fetch the next page with offset += limit). ' +
      'Validation errors list every problem; fix them and call again.',
    inputSchema: queryContractInput,
    modes: ['contract-only', 'contract-with-sql-fallback'],
    run: (deps, call, args) =>
      queryContract(deps, call, { contract_name: args.contract_name, query: args.query }),
  },
  {
    name: 'execute_sql',
    title: 'Run read-only SQL',
    description:
      'Run one read-only SQL statement (must start with SELECT or WITH) over the tables and models in ' +
      'scope (describe_object lists their columns). Row-level security applies to every table read. ' +
      'Returns the rows, columns, row_count and execution_time_ms; at most the maximum page size of rows ' +
      '(truncated tells when more existed), so aggregate or LIMIT in SQL. Prefer query_contract when a ' +
      'contract answers the question.',
    inputSchema: executeSqlInput,
    modes: ['contract-with-sql-fallback', 'sql-only'],
    run: (deps, call, args) => executeSql(deps, call, { sql: args.sql }),
  },
];

/**
 * The tools a query mode registers, in a stable order. Search and describe
 * descriptions name the object types the mode allows, so a model does not
 * ask for ones it would be refused.
 */
export function toolsForMode(mode: QueryMode): readonly ToolDefinition[] {
  const types = OBJECT_TYPES_BY_MODE[mode].join(', ');
  return TOOL_DEFINITIONS.filter((t) => t.modes.includes(mode)).map((t) =>
    t.name === 'search_objects' || t.name === 'describe_object'
      ? { ...t, description: `${t.description} Object types available here: ${types}.` }
      : t,
  );
}

/**
 * Where a tool call's arguments come from, which decides whether their
 * `context` may contribute to RLS:
 * - `client`: an MCP client the consumer's key authorizes. Its `context`
 *   argument counts, but the trusted context in `ToolCall` (bound by the
 *   backend to the session) wins key by key, so a model behind the client can
 *   add values but never replace bound ones.
 * - `model`: a language model reading end-user text (the chat agent). Its
 *   `context` is ignored: RLS values come only from the trusted request.
 */
export type ArgumentSource = 'client' | 'model';

/**
 * Runs a tool with raw arguments, refusing arguments it does not take (a
 * misspelt optional argument would otherwise be dropped without a word), with
 * the RLS context the argument source allows.
 */
export async function runTool(
  tool: ToolDefinition,
  deps: ToolDeps,
  call: ToolCall,
  rawArgs: Readonly<Record<string, unknown>>,
  source: ArgumentSource,
): Promise<object> {
  const { context: fromArgs, ...args } = rawArgs;
  const trusted = parseContext(call.context);
  const context = source === 'client' ? { ...parseContext(fromArgs), ...trusted } : trusted;
  const known = Object.keys(tool.inputSchema.shape);
  const unknown = Object.keys(rawArgs).filter((k) => !known.includes(k));
  if (unknown.length > 0) {
    throw new CharterError(
      'invalid_request',
      'The tool arguments are invalid.',
      unknown.map((k) => `${k}: unknown argument (${tool.name} takes ${known.join(', ')})`),
    );
  }
  return tool.run(deps, { ...call, context }, args);
}

/**
 * A tool's input as JSON Schema (draft-07, as the MCP SDK emits), for MCP
 * `tools/list` and LLM function declarations alike.
 */
export function inputJsonSchema(tool: ToolDefinition): Record<string, unknown> {
  const schema = z.toJSONSchema(tool.inputSchema, { target: 'draft-7', io: 'input' });
  return singleTypes(schema) as Record<string, unknown>;
}

/**
 * The schema with every `type: [a, b]` written as `anyOf: [{type: a}, {type: b}]`.
 * Both are valid JSON Schema, but clients that map tool schemas onto a
 * single-type dialect (e.g. Gemini function declarations) reject the array
 * form; the MCP Inspector's --strict check flags it.
 */
export function singleTypes(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(singleTypes);
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) out[k] = singleTypes(v);
  if (Array.isArray(out.type) && out.type.length > 1 && out.anyOf === undefined) {
    const { type, ...rest } = out;
    return { ...rest, anyOf: (type as unknown[]).map((t) => ({ type: t })) };
  }
  return out;
}
