import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import {
  CallToolRequestSchema,
  CompleteRequestSchema,
  ErrorCode,
  GetPromptRequestSchema,
  ListPromptsRequestSchema,
  ListToolsRequestSchema,
  type LoggingLevel,
  McpError,
  ReadResourceRequestSchema,
  SetLevelRequestSchema,
  type Tool,
} from '@modelcontextprotocol/sdk/types.js';
import {
  CLIENT_CAPABILITIES_META_KEY,
  McpServer as ModernMcpServer,
  ResourceTemplate as ModernResourceTemplate,
  type Tool as ModernTool,
  ProtocolError,
} from '@modelcontextprotocol/server';
import { z } from 'zod';
import { type CacheReport, directiveFrom } from '../cache/types.js';
import { allowsContracts, type Consumer, type QueryMode } from '../consumers/model.js';
import { toCharterError } from '../errors/registry.js';
import type { QueryContext } from '../query/spec.js';
import type { CallObserver, ToolDeps } from '../tools/context.js';
import { inputJsonSchema, queryContractInput, runTool, toolsForMode } from '../tools/definitions.js';
import { contractJson } from '../tools/describe-object.js';
import { dimensionValues } from '../tools/dimension-values.js';
import { outputJsonSchema } from '../tools/output-schemas.js';
import {
  declaresUi,
  RESULTS_VIEW_URI,
  resultsViewContents,
  resultsViewHtml,
  withResultsView,
} from './app-view.js';
import {
  completeArgument,
  getPrompt,
  type ListedPrompt,
  PromptArgumentError,
  type PromptMessages,
  promptsFor,
} from './prompts.js';
import { docsMarkdown, manifest, resourceBase } from './resources.js';

/** What a consumer's MCP server needs: the tools' dependencies and where to log failures. */
export interface McpServerOptions {
  readonly deps: ToolDeps;
  readonly consumer: Consumer;
  /** RLS values bound by the trusted backend (for the session, or on every 2026-07-28 request). */
  readonly boundContext: QueryContext;
  /** Absolute base URL for endpoint links (config server.public_url, or the request's allowed host). */
  readonly baseUrl: string;
  readonly version: string;
  readonly log: { error(obj: object, msg: string): void };
  /** The observer of the HTTP request a tool call came in (metrics, audit, traces); absent: observability is off. */
  readonly observe?: ((requestId: string | undefined) => CallObserver | undefined) | undefined;
  /**
   * Whether the session's client declared the MCP Apps extension at initialize,
   * for a v1 server that never saw initialize (one POST of a session in Redis);
   * a server that saw it reads the client's capabilities instead.
   */
  readonly declaredUi?: boolean | undefined;
}

/** MCP's code for a resource that does not exist (the spec's -32002). */
const RESOURCE_NOT_FOUND = -32002;

/** How long a 2026-07-28 client may reuse a list or a resource: short, since contracts can change while serving. */
const CACHE_HINT = { ttlMs: 60_000, cacheScope: 'private' } as const;

/** A protocol-level refusal (a JSON-RPC error, not a tool result); each SDK adapter throws its own error class. */
class ProtocolFailure extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

/** A tool result or resource contents, in the shape both SDK generations accept. */
interface ToolResult {
  content: { type: 'text'; text: string }[];
  structuredContent?: Record<string, unknown>;
  isError?: boolean;
  _meta?: Record<string, unknown>;
  [key: string]: unknown;
}
interface ResourceContents {
  contents: { uri: string; mimeType: string; text: string; _meta?: Record<string, unknown> }[];
  [key: string]: unknown;
}
interface ResourceMeta {
  title: string;
  description: string;
  mimeType: string;
}
interface ListedResource {
  uri: string;
  name: string;
  title?: string;
  description?: string;
  mimeType: string;
}

/** A tool as tools/list shows it; its input schema is typed by each SDK adapter. */
type ListedTool = Omit<Tool, 'inputSchema' | 'outputSchema'> & {
  inputSchema: ReturnType<typeof inputJsonSchema>;
  outputSchema: ReturnType<typeof outputJsonSchema>;
};

/** What a tool call knows of its request, whichever SDK carried it. */
interface ToolCallScope {
  readonly signal: AbortSignal;
  /** The HTTP request's id, as the route marks it (`x-charter-observed-request`) when observability is on. */
  readonly requestId: string | undefined;
  readonly cacheControl: string | undefined;
  /** Sends a `notifications/message` warning with the call's answer, if the client's log level lets it through. */
  readonly warn: (data: Record<string, unknown>) => Promise<void>;
  /** Sends `notifications/progress` for the call; null when the request carried no progress token. */
  readonly progress: ((progress: number, message: string) => Promise<void>) | null;
}

/** How often a call with a progress token reports that its statement still runs. */
const PROGRESS_INTERVAL_MS = 1_000;

/** The logger name of Charter's log messages to clients. */
const LOGGER = 'charter';

/** RFC 5424 severities, least severe first, as MCP's logging levels are ordered. */
const LEVELS: readonly LoggingLevel[] = [
  'debug',
  'info',
  'notice',
  'warning',
  'error',
  'critical',
  'alert',
  'emergency',
];

/**
 * The one seam between Charter's MCP surface and an SDK generation: the v1
 * SDK serves 2025-11-25 sessions, the v2 SDK 2026-07-28 requests, and both
 * get their tools and resources from `registerSurface` through this.
 */
interface McpRegistrar {
  tools(
    listed: readonly ListedTool[],
    call: (name: string, args: Record<string, unknown>, scope: ToolCallScope) => Promise<ToolResult>,
  ): void;
  resource(name: string, uri: string, meta: ResourceMeta, read: (uri: URL) => ResourceContents): void;
  template(
    name: string,
    uriTemplate: string,
    list: () => { resources: ListedResource[] },
    meta: ResourceMeta,
    read: (uri: URL, variables: Record<string, string | string[]>) => ResourceContents,
  ): void;
  /** Replaces the SDK's resources/read with `read`, which answers every URI (an unknown one with -32002). */
  reads(read: (uri: string) => ResourceContents): void;
  /** Declares and answers prompts/list and prompts/get. */
  prompts(
    list: () => ListedPrompt[],
    get: (name: string, args: Record<string, string>) => PromptMessages,
  ): void;
  /** Declares and answers completion/complete. */
  completions(complete: (request: CompletionRequest) => Promise<string[]>): void;
}

/** A completion/complete request, whichever SDK carried it. */
interface CompletionRequest {
  readonly ref: { type: string; name?: string; uri?: string };
  readonly argument: { name: string; value: string };
  readonly others: Record<string, string>;
}

/** completion/complete's answer for some values (already capped at MCP's 100). */
function completionResult(values: string[]) {
  return { completion: { values, total: values.length, hasMore: false } };
}

function instructionsFor(consumer: Consumer): string {
  return (
    `Governed analytics for ${consumer.name}. ${consumer.description} ` +
    'Use search_objects to find data, describe_object to learn its fields and business context, ' +
    `then ${allowsContracts(consumer.queryMode) ? 'query_contract' : 'execute_sql'} to get rows. ` +
    `Read ${resourceBase(consumer.slug)}/docs for the full briefing.`
  );
}

/**
 * One consumer's MCP server for 2025-era sessions (v1 SDK): its mode's tools
 * and its resources. Resources go through the SDK's McpServer; tools are
 * registered on the low-level server so that every failure, argument
 * validation included, comes back as a tool result with `{ code, message,
 * errors }` a model can act on (the SDK's own validation would answer with
 * bare text instead).
 */
export function createMcpServer(options: McpServerOptions): McpServer {
  const { consumer } = options;
  const server = new McpServer(
    { name: 'charter', title: `Charter: ${consumer.name}`, version: options.version },
    {
      capabilities: { tools: { listChanged: false }, logging: {} },
      instructions: instructionsFor(consumer),
    },
  );
  registerSurface(legacyRegistrar(server, options.declaredUi ?? false), options);
  return server;
}

/**
 * The same server for one 2026-07-28 request (v2 SDK): the same tools and
 * resources, and the cache hints that revision asks list and read results to carry.
 */
export function createModernMcpServer(options: McpServerOptions): ModernMcpServer {
  const { consumer } = options;
  const server = new ModernMcpServer(
    { name: 'charter', title: `Charter: ${consumer.name}`, version: options.version },
    {
      capabilities: { tools: { listChanged: false }, resources: { listChanged: false }, logging: {} },
      instructions: instructionsFor(consumer),
      cacheHints: {
        'server/discover': CACHE_HINT,
        'tools/list': CACHE_HINT,
        'resources/list': CACHE_HINT,
        'resources/templates/list': CACHE_HINT,
        'resources/read': CACHE_HINT,
      },
    },
  );
  registerSurface(modernRegistrar(server), options);
  return server;
}

function registerSurface(registrar: McpRegistrar, options: McpServerOptions): void {
  registerTools(registrar, options);
  const resources = new ResourceTable(registrar);
  registerResources(resources, options.deps, options.consumer, options.baseUrl);
  registrar.reads((uri) => resources.read(uri));
  registerPrompts(registrar, options);
}

/**
 * Prompts, and completion of their arguments and of the contract resource's
 * `contract_name`: only in query modes with contracts, the only ones they serve.
 */
function registerPrompts(registrar: McpRegistrar, options: McpServerOptions): void {
  const { deps, consumer } = options;
  if (!allowsContracts(consumer.queryMode)) return;
  const contractTemplate = `${resourceBase(consumer.slug)}/contracts/{contract_name}`;
  registrar.prompts(
    () => promptsFor(deps.catalog, consumer),
    (name, args) => {
      try {
        return getPrompt(deps.catalog, consumer, name, args);
      } catch (err) {
        if (err instanceof PromptArgumentError)
          throw new ProtocolFailure(ErrorCode.InvalidParams, err.message);
        throw err;
      }
    },
  );
  // Values are read as this session's caller: its bound context is the row-level security they pass.
  const call = { consumer, context: options.boundContext };
  const readValues = (contract: string, dimension: string) =>
    dimensionValues(deps, call, contract, dimension);
  registrar.completions(async ({ ref, argument, others }) => {
    const known =
      ref.type === 'ref/prompt'
        ? promptsFor(deps.catalog, consumer).some((p) => p.name === ref.name)
        : ref.type === 'ref/resource' && ref.uri === contractTemplate && argument.name === 'contract_name';
    return known ? completeArgument(deps.catalog, consumer, argument, others, readValues) : [];
  });
}

/**
 * Records the resources as they are registered, so one lookup answers every
 * resources/read: the SDKs answer a URI that matches nothing with -32602
 * (invalid params), while MCP's code for a resource that does not exist is
 * -32002, which the contract template already answers for an unknown name.
 */
class ResourceTable implements Pick<McpRegistrar, 'resource' | 'template'> {
  private readonly exact = new Map<string, (uri: URL) => ResourceContents>();
  private readonly templates: { pattern: RegExp; names: string[]; read: TemplateRead }[] = [];

  constructor(private readonly registrar: McpRegistrar) {}

  resource(name: string, uri: string, meta: ResourceMeta, read: (uri: URL) => ResourceContents): void {
    this.exact.set(uri, read);
    this.registrar.resource(name, uri, meta, read);
  }

  template(
    name: string,
    uriTemplate: string,
    list: () => { resources: ListedResource[] },
    meta: ResourceMeta,
    read: TemplateRead,
  ): void {
    // Simple `{name}` variables, each one path segment: the only form Charter's templates use.
    const names = [...uriTemplate.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
    const source = uriTemplate
      .split(/\{\w+\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('([^/?#]+)');
    this.templates.push({ pattern: new RegExp(`^${source}$`), names, read });
    this.registrar.template(name, uriTemplate, list, meta, read);
  }

  read(uri: string): ResourceContents {
    // The MCP Apps view: readable, not listed (the tools that use it link it for clients that render it).
    const view = uri === RESULTS_VIEW_URI ? resultsViewHtml() : null;
    if (view !== null) return resultsViewContents(view);
    const url = URL.canParse(uri) ? new URL(uri) : null;
    const exact = url ? this.exact.get(uri) : undefined;
    if (url && exact) return exact(url);
    for (const t of this.templates) {
      const match = url ? t.pattern.exec(uri) : null;
      if (url && match)
        return t.read(url, Object.fromEntries(t.names.map((n, i) => [n, match[i + 1] ?? ''])));
    }
    throw new ProtocolFailure(RESOURCE_NOT_FOUND, 'Resource not found', { uri });
  }
}

type TemplateRead = (uri: URL, variables: Record<string, string | string[]>) => ResourceContents;

/** tools/list (with the results view for a client that declared MCP Apps), logging/setLevel and tools/call. */
function legacyTools(
  server: McpServer,
  declaredUi: boolean,
  listed: readonly ListedTool[],
  call: ToolCall,
): void {
  const tools = listed.map((t) => ({
    ...t,
    inputSchema: t.inputSchema as Tool['inputSchema'],
    outputSchema: t.outputSchema as Tool['outputSchema'],
  }));
  // The MCP Apps view is linked only for a client that declared the extension at initialize
  // (to this server, or, for a server answering one POST of a session in Redis, to the one that stored it).
  server.server.setRequestHandler(ListToolsRequestSchema, () => {
    const capabilities = server.server.getClientCapabilities();
    const ui = capabilities === undefined ? declaredUi : declaresUi(capabilities);
    return { tools: ui ? withResultsView(tools) : tools };
  });
  // The session's logging/setLevel threshold: this server serves one session (or one POST of a
  // session in Redis, where no threshold was set and every warning is sent).
  let threshold: LoggingLevel | undefined;
  server.server.setRequestHandler(SetLevelRequestSchema, (request) => {
    threshold = request.params.level;
    return {};
  });
  server.server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const scope: ToolCallScope = {
      signal: extra.signal,
      requestId: headerValue(extra.requestInfo?.headers['x-charter-observed-request']),
      cacheControl: headerValue(extra.requestInfo?.headers['cache-control']),
      // Related to the request, so it travels on the POST's own stream, before the result.
      warn: async (data) => {
        if (threshold && LEVELS.indexOf('warning') < LEVELS.indexOf(threshold)) return;
        await extra.sendNotification({
          method: 'notifications/message',
          params: { level: 'warning', logger: LOGGER, data },
        });
      },
      progress: progressSender(request.params._meta?.progressToken, (params) =>
        extra.sendNotification({ method: 'notifications/progress', params }),
      ),
    };
    return legacyTranslate(() => call(request.params.name, request.params.arguments ?? {}, scope));
  });
}

/** The tool-call handler `McpRegistrar.tools` installs: a tool's name, its arguments and the call's scope. */
type ToolCall = Parameters<McpRegistrar['tools']>[1];

/** Runs a handler, answering a ProtocolFailure as the legacy SDK's protocol error. */
function legacyTranslate<T>(run: () => T): T {
  try {
    return run();
  } catch (err) {
    if (err instanceof ProtocolFailure) throw new McpError(err.code, err.message, err.data);
    throw err;
  }
}

function legacyRegistrar(server: McpServer, declaredUi: boolean): McpRegistrar {
  const translate = legacyTranslate;
  return {
    tools(listed, call) {
      legacyTools(server, declaredUi, listed, call);
    },
    resource(name, uri, meta, read) {
      server.registerResource(name, uri, meta, (url) => translate(() => read(url)));
    },
    template(name, uriTemplate, list, meta, read) {
      server.registerResource(name, new ResourceTemplate(uriTemplate, { list }), meta, (url, variables) =>
        translate(() => read(url, variables)),
      );
    },
    reads(read) {
      server.server.setRequestHandler(ReadResourceRequestSchema, (request) =>
        translate(() => read(request.params.uri)),
      );
    },
    prompts(list, get) {
      server.server.registerCapabilities({ prompts: { listChanged: false } });
      server.server.setRequestHandler(ListPromptsRequestSchema, () => ({ prompts: list() }));
      server.server.setRequestHandler(GetPromptRequestSchema, (request) =>
        translate(() => get(request.params.name, request.params.arguments ?? {})),
      );
    },
    completions(complete) {
      server.server.registerCapabilities({ completions: {} });
      server.server.setRequestHandler(CompleteRequestSchema, async (request) => {
        const { ref, argument, context } = request.params;
        return completionResult(await complete({ ref, argument, others: context?.arguments ?? {} }));
      });
    },
  };
}

/** tools/list (with the results view for a client that declares MCP Apps) and tools/call. */
function modernTools(server: ModernMcpServer, listed: readonly ListedTool[], call: ToolCall): void {
  const tools = listed.map((t) => ({
    ...t,
    inputSchema: t.inputSchema as ModernTool['inputSchema'],
    outputSchema: t.outputSchema as ModernTool['outputSchema'],
  }));
  // 2026-07-28 carries the client's capabilities on every request; a 2025-era one, at initialize.
  server.server.setRequestHandler('tools/list', (_request, ctx) => ({
    tools: declaresUi(
      ctx.mcpReq._meta?.[CLIENT_CAPABILITIES_META_KEY] ?? server.server.getClientCapabilities(),
    )
      ? withResultsView(tools)
      : tools,
  }));
  server.server.setRequestHandler('tools/call', async (request, ctx) => {
    const scope: ToolCallScope = {
      signal: ctx.mcpReq.signal,
      requestId: ctx.http?.req?.headers.get('x-charter-observed-request') ?? undefined,
      cacheControl: ctx.http?.req?.headers.get('cache-control') ?? undefined,
      // Sent only when the request's _meta asks for a log level (2026-07-28) or setLevel allows it.
      warn: (data) => ctx.mcpReq.log('warning', data, LOGGER),
      progress: progressSender(ctx.mcpReq._meta?.progressToken, (params) =>
        ctx.mcpReq.notify({ method: 'notifications/progress', params }),
      ),
    };
    return modernTranslate(() => call(request.params.name, request.params.arguments ?? {}, scope));
  });
}

/** Runs a handler, answering a ProtocolFailure as the 2026 SDK's protocol error. */
function modernTranslate<T>(run: () => T): T {
  try {
    return run();
  } catch (err) {
    if (err instanceof ProtocolFailure) throw new ProtocolError(err.code, err.message, err.data);
    throw err;
  }
}

function modernRegistrar(server: ModernMcpServer): McpRegistrar {
  const translate = modernTranslate;
  return {
    tools(listed, call) {
      modernTools(server, listed, call);
    },
    resource(name, uri, meta, read) {
      server.registerResource(name, uri, meta, (url) => translate(() => read(url)));
    },
    template(name, uriTemplate, list, meta, read) {
      server.registerResource(
        name,
        new ModernResourceTemplate(uriTemplate, { list }),
        meta,
        (url, variables) => translate(() => read(url, variables)),
      );
    },
    reads(read) {
      server.server.setRequestHandler('resources/read', (request) =>
        translate(() => read(request.params.uri)),
      );
    },
    prompts(list, get) {
      server.server.registerCapabilities({ prompts: { listChanged: false } });
      server.server.setRequestHandler('prompts/list', () => ({ prompts: list() }));
      server.server.setRequestHandler('prompts/get', (request) =>
        translate(() => get(request.params.name, request.params.arguments ?? {})),
      );
    },
    completions(complete) {
      server.server.registerCapabilities({ completions: {} });
      server.server.setRequestHandler('completion/complete', async (request) => {
        const { ref, argument, context } = request.params;
        return completionResult(await complete({ ref, argument, others: context?.arguments ?? {} }));
      });
    },
  };
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(',') : value;
}

/**
 * The tools/list entries of each query mode, built once: their JSON Schemas come from the zod
 * schemas and cost about a millisecond to generate, while a server is built per POST (shared
 * sessions) or per request (2026-07-28). Frozen, so no server can change what another lists.
 */
const LISTED_BY_MODE = new Map<QueryMode, readonly ListedTool[]>();

function listedTools(mode: QueryMode): readonly ListedTool[] {
  const known = LISTED_BY_MODE.get(mode);
  if (known) return known;
  const listed = deepFreeze(
    toolsForMode(mode).map((t) => ({
      name: t.name,
      title: t.title,
      description: t.description,
      inputSchema: inputJsonSchema(t),
      outputSchema: outputJsonSchema(t.name),
      annotations: {
        title: t.title,
        readOnlyHint: true,
        destructiveHint: false,
        idempotentHint: true,
        openWorldHint: false,
      },
    })),
  );
  LISTED_BY_MODE.set(mode, listed);
  return listed;
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

function registerTools(registrar: McpRegistrar, options: McpServerOptions): void {
  const { deps, consumer, boundContext, log, observe } = options;
  const tools = toolsForMode(consumer.queryMode);
  const byName = new Map(tools.map((t) => [t.name as string, t]));
  const listed = listedTools(consumer.queryMode);

  registrar.tools(listed, async (name, args, scope) => {
    const tool = byName.get(name);
    // A tool the mode does not register is unknown here, exactly like a misspelt one.
    if (!tool) throw new ProtocolFailure(ErrorCode.InvalidParams, `Unknown tool: ${name}`);
    try {
      const cache = directiveFrom(scope.cacheControl);
      const call = {
        consumer,
        context: boundContext,
        signal: scope.signal,
        cache,
        observe: observe?.(scope.requestId),
      };
      const result = await whileReportingProgress(scope, () => runTool(tool, deps, call, args, 'client'));
      await warnIfTruncated(scope, tool.name, result);
      return toolResult(result);
    } catch (err) {
      const error = toCharterError(err);
      // A cancelled call (notifications/cancelled, a dropped client, shutdown)
      // failed because it was told to stop; the SDK sends nothing for it.
      if (!scope.signal.aborted && error.status >= 500 && error.code !== 'query_timeout') {
        log.error({ err, tool: tool.name, consumer: consumer.slug }, 'MCP tool call failed');
      }
      const body = error.toBody();
      return { ...toolResult(body), isError: true };
    }
  });
}

type ProgressParams = { progressToken: string | number; progress: number; message: string };

function progressSender(
  token: unknown,
  send: (params: ProgressParams) => Promise<void>,
): ToolCallScope['progress'] {
  if (typeof token !== 'string' && typeof token !== 'number') return null;
  return (progress, message) => send({ progressToken: token, progress, message });
}

/**
 * A long statement reports, once a second, that it still runs (progress is
 * the seconds elapsed; there is no total, since the engine does not say how
 * far it is). Clients that reset their request timeout on progress keep
 * waiting for it, and a user sees that the call is alive. Nothing is sent
 * once the call has ended or was cancelled.
 */
async function whileReportingProgress<T>(scope: ToolCallScope, work: () => Promise<T>): Promise<T> {
  const report = scope.progress;
  if (!report) return work();
  const started = Date.now();
  const timer = setInterval(() => {
    if (scope.signal.aborted) return;
    const seconds = Math.round((Date.now() - started) / 1000);
    report(seconds, `running for ${seconds}s`).catch(() => undefined);
  }, PROGRESS_INTERVAL_MS);
  try {
    return await work();
  } finally {
    clearInterval(timer);
  }
}

/**
 * A cut result is a warning a client may want to show its user, not only a
 * field a model may overlook: it goes out as a log message as well. A client
 * that cannot take it (gone, or a JSON answer without a stream) still has the
 * result's own `truncated` and `message`.
 */
async function warnIfTruncated(scope: ToolCallScope, tool: string, result: object): Promise<void> {
  const { truncated, message } = result as { truncated?: unknown; message?: unknown };
  if (truncated !== true) return;
  try {
    await scope.warn({ tool, warning: 'truncated', message: typeof message === 'string' ? message : null });
  } catch {
    // Best effort: the result carries the same warning.
  }
}

/**
 * The result once, in `structuredContent`. Results that carry rows get a short
 * text summary beside it (the MCP spec asks for text as well) instead of the
 * same rows a second time; other results are small and keep their JSON as text.
 * A query's cache report (Cache-Status and served_by) is result metadata, so it
 * goes in `_meta`, not in the result itself.
 */
function toolResult(value: object): ToolResult {
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

function registerResources(
  registrar: ResourceTable,
  deps: ToolDeps,
  consumer: Consumer,
  baseUrl: string,
): void {
  const base = resourceBase(consumer.slug);
  registerBriefing(registrar, deps, consumer, baseUrl, base);
  // Contract resources exist only where the query mode exposes contracts.
  if (allowsContracts(consumer.queryMode)) registerContractResources(registrar, deps, consumer, base);
}

/** A resource's contents as pretty JSON. */
function jsonContents(uri: URL, value: unknown): ResourceContents {
  return {
    contents: [{ uri: uri.href, mimeType: 'application/json', text: JSON.stringify(value, null, 2) }],
  };
}

/** Every consumer's manifest and Markdown briefing. */
function registerBriefing(
  registrar: ResourceTable,
  deps: ToolDeps,
  consumer: Consumer,
  baseUrl: string,
  base: string,
): void {
  registrar.resource(
    'manifest',
    `${base}/manifest`,
    {
      title: 'Consumer manifest',
      description: 'Who this consumer is, its endpoints, authentication and query mode.',
      mimeType: 'application/json',
    },
    (uri) => jsonContents(uri, manifest(consumer, deps.catalog, baseUrl)),
  );
  registrar.resource(
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
}

/** The contracts in scope (a list, and each one's JSON) and the query_contract request schema. */
function registerContractResources(
  registrar: ResourceTable,
  deps: ToolDeps,
  consumer: Consumer,
  base: string,
): void {
  registrar.resource(
    'contracts',
    `${base}/contracts`,
    {
      title: 'Contracts',
      description: 'The contracts this consumer may query.',
      mimeType: 'application/json',
    },
    (uri) =>
      jsonContents(uri, {
        contracts: deps.catalog.contractsFor(consumer).map((c) => ({
          name: c.name,
          title: c.title,
          description: c.description,
          uri: `${base}/contracts/${c.name}`,
        })),
      }),
  );
  registrar.template(
    'contract',
    `${base}/contracts/{contract_name}`,
    () => ({
      resources: deps.catalog.contractsFor(consumer).map((c) => ({
        uri: `${base}/contracts/${c.name}`,
        name: c.name,
        title: c.title,
        description: c.description,
        mimeType: 'application/json',
      })),
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
      if (!contract) throw new ProtocolFailure(RESOURCE_NOT_FOUND, 'Resource not found', { uri: uri.href });
      return jsonContents(uri, contractJson(contract));
    },
  );
  registerQuerySchema(registrar, base);
}

/** The JSON Schema of a query_contract request, for clients that build queries themselves. */
function registerQuerySchema(registrar: ResourceTable, base: string): void {
  registrar.resource(
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
