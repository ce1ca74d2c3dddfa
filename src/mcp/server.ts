import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import {
  CallToolRequestSchema,
  type CallToolResult,
  ErrorCode,
  ListToolsRequestSchema,
  McpError,
  type Tool,
} from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { type CacheReport, directiveFrom } from '../cache/types.js';
import { allowsContracts, type Consumer } from '../consumers/model.js';
import { toCharterError } from '../errors/registry.js';
import type { QueryContext } from '../query/spec.js';
import type { ToolDeps } from '../tools/context.js';
import { inputJsonSchema, queryContractInput, runTool, toolsForMode } from '../tools/definitions.js';
import { contractJson } from '../tools/describe-object.js';
import { docsMarkdown, manifest, resourceBase } from './resources.js';

/** What a session's MCP server needs: the tools' dependencies and where to log failures. */
export interface McpServerOptions {
  readonly deps: ToolDeps;
  readonly consumer: Consumer;
  /** RLS values bound by the trusted backend for the whole session. */
  readonly boundContext: QueryContext;
  /** Absolute base URL for endpoint links (config server.public_url, or the initialize request's host). */
  readonly baseUrl: string;
  readonly version: string;
  readonly log: { error(obj: object, msg: string): void };
}

/** MCP's code for a resource that does not exist (the spec's -32002). */
const RESOURCE_NOT_FOUND = -32002;

/**
 * One consumer's MCP server: its mode's tools and its resources. Resources go
 * through the SDK's McpServer; tools are registered on the low-level server
 * so that every failure, argument validation included, comes back as a tool
 * result with `{ code, message, errors }` a model can act on (the SDK's own
 * validation would answer with bare text instead).
 */
export function createMcpServer(options: McpServerOptions): McpServer {
  const { deps, consumer, baseUrl } = options;
  const server = new McpServer(
    { name: 'charter', title: `Charter: ${consumer.name}`, version: options.version },
    {
      capabilities: { tools: { listChanged: false } },
      instructions:
        `Governed analytics for ${consumer.name}. ${consumer.description} ` +
        'Use search_objects to find data, describe_object to learn its fields and business context, ' +
        `then ${allowsContracts(consumer.queryMode) ? 'query_contract' : 'execute_sql'} to get rows. ` +
        `Read ${resourceBase(consumer.slug)}/docs for the full briefing.`,
    },
  );
  registerTools(server, options);
  registerResources(server, deps, consumer, baseUrl);
  return server;
}

function registerTools(server: McpServer, options: McpServerOptions): void {
  const { deps, consumer, boundContext, log } = options;
  const tools = toolsForMode(consumer.queryMode);
  const byName = new Map(tools.map((t) => [t.name as string, t]));
  const listed: Tool[] = tools.map((t) => ({
    name: t.name,
    title: t.title,
    description: t.description,
    inputSchema: inputJsonSchema(t) as Tool['inputSchema'],
    annotations: {
      title: t.title,
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
  }));

  server.server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: listed }));
  server.server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const tool = byName.get(request.params.name);
    // A tool the mode does not register is unknown here, exactly like a misspelt one.
    if (!tool) throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${request.params.name}`);
    try {
      const args = request.params.arguments ?? {};
      const cache = directiveFrom(extra.requestInfo?.headers['cache-control']);
      const call = { consumer, context: boundContext, signal: extra.signal, cache };
      return toolResult(await runTool(tool, deps, call, args, 'client'));
    } catch (err) {
      const error = toCharterError(err);
      // A cancelled call (notifications/cancelled, a dropped client, shutdown)
      // failed because it was told to stop; the SDK sends nothing for it.
      if (!extra.signal.aborted && error.status >= 500 && error.code !== 'query_timeout') {
        log.error({ err, tool: tool.name, consumer: consumer.slug }, 'MCP tool call failed');
      }
      const body = error.toBody();
      return { ...toolResult(body), isError: true };
    }
  });
}

/**
 * The result once, in `structuredContent`. Results that carry rows get a short
 * text summary beside it (the MCP spec asks for text as well) instead of the
 * same rows a second time; other results are small and keep their JSON as text.
 * A query's cache report (Cache-Status and served_by) is result metadata, so it
 * goes in `_meta`, not in the result itself.
 */
function toolResult(value: object): CallToolResult {
  const { cache, ...body } = value as { cache?: CacheReport };
  return {
    content: [{ type: 'text', text: rowSummary(body) ?? JSON.stringify(body) }],
    structuredContent: body as Record<string, unknown>,
    ...(cache ? { _meta: { cache_status: cache.cache_status, served_by: { ...cache.served_by } } } : {}),
  };
}

/** Column names listed in a summary before the rest are counted. */
const SUMMARY_COLUMNS = 20;

/** "42 rows, columns a, b, c; the rows are in structuredContent." plus why it was cut; null without rows. */
function rowSummary(value: object): string | null {
  const result = value as { rows?: unknown; columns?: unknown; message?: unknown; has_next_page?: unknown };
  if (!Array.isArray(result.rows) || !Array.isArray(result.columns)) return null;
  const names = result.columns.map((c) => String((c as { name?: unknown }).name));
  const listed = names.slice(0, SUMMARY_COLUMNS).join(', ');
  const more = names.length > SUMMARY_COLUMNS ? ` and ${names.length - SUMMARY_COLUMNS} more` : '';
  const parts = [
    `${result.rows.length} ${result.rows.length === 1 ? 'row' : 'rows'}, columns ${listed}${more}; the rows are in structuredContent.`,
    result.has_next_page === true
      ? 'More rows exist: advance the offset by query.limit for the next page.'
      : null,
    typeof result.message === 'string' ? result.message : null,
  ];
  return parts.filter((p) => p !== null).join(' ');
}

function registerResources(server: McpServer, deps: ToolDeps, consumer: Consumer, baseUrl: string): void {
  const base = resourceBase(consumer.slug);
  const json = (uri: URL, value: unknown) => ({
    contents: [{ uri: uri.href, mimeType: 'application/json', text: JSON.stringify(value, null, 2) }],
  });

  server.registerResource(
    'manifest',
    `${base}/manifest`,
    {
      title: 'Consumer manifest',
      description: 'Who this consumer is, its endpoints, authentication and query mode.',
      mimeType: 'application/json',
    },
    (uri) => json(uri, manifest(consumer, deps.catalog, baseUrl)),
  );
  server.registerResource(
    'docs',
    `${base}/docs`,
    {
      title: 'Briefing',
      description: 'Markdown briefing: endpoints, authentication, contracts in scope, OpenAPI URL.',
      mimeType: 'text/markdown',
    },
    (uri) => ({
      contents: [
        { uri: uri.href, mimeType: 'text/markdown', text: docsMarkdown(consumer, deps.catalog, baseUrl) },
      ],
    }),
  );

  // Contract resources exist only where the query mode exposes contracts.
  if (!allowsContracts(consumer.queryMode)) return;

  server.registerResource(
    'contracts',
    `${base}/contracts`,
    {
      title: 'Contracts',
      description: 'The contracts this consumer may query.',
      mimeType: 'application/json',
    },
    (uri) =>
      json(uri, {
        contracts: deps.catalog.contractsFor(consumer).map((c) => ({
          name: c.name,
          title: c.title,
          description: c.description,
          uri: `${base}/contracts/${c.name}`,
        })),
      }),
  );
  server.registerResource(
    'contract',
    new ResourceTemplate(`${base}/contracts/{contract_name}`, {
      list: () => ({
        resources: deps.catalog.contractsFor(consumer).map((c) => ({
          uri: `${base}/contracts/${c.name}`,
          name: c.name,
          title: c.title,
          description: c.description,
          mimeType: 'application/json',
        })),
      }),
    }),
    {
      title: 'Contract',
      description: 'The full JSON of one contract in scope: dimensions, measures and field rules.',
      mimeType: 'application/json',
    },
    (uri, variables) => {
      const name = String(variables.contract_name ?? '');
      const { contract } = deps.catalog.scopedContract(consumer, decodeURIComponent(name));
      // Unknown and out-of-scope read alike: a consumer cannot probe for other contracts.
      if (!contract) throw new McpError(RESOURCE_NOT_FOUND, 'Resource not found', { uri: uri.href });
      return json(uri, contractJson(contract));
    },
  );
  server.registerResource(
    'query-schema',
    `${base}/query-schema`,
    {
      title: 'query_contract request schema',
      description:
        'JSON Schema of a query_contract request: contract_name, query (the query specification) and context.',
      mimeType: 'application/schema+json',
    },
    (uri) => ({
      contents: [
        {
          uri: uri.href,
          mimeType: 'application/schema+json',
          text: JSON.stringify(z.toJSONSchema(queryContractInput, { io: 'input' }), null, 2),
        },
      ],
    }),
  );
}
