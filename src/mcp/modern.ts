import type { IncomingMessage, ServerResponse } from 'node:http';
import { type NodeMcpRequestHandler, toNodeHandler, toWebRequest } from '@modelcontextprotocol/node';
import {
  type AuthInfo,
  createMcpHandler,
  isLegacyRequest,
  type McpHttpHandler,
  type McpRequestContext,
} from '@modelcontextprotocol/server';
import type { Consumer } from '../consumers/model.js';
import type { QueryContext } from '../query/spec.js';
import type { CallObserver, ToolDeps } from '../tools/context.js';
import { createModernMcpServer } from './server.js';

/** Who a 2026-07-28 request is for: everything a session would have held, from this request alone. */
export interface ModernRequestScope {
  readonly keyId: string;
  readonly consumer: Consumer;
  /** The request's own `x-charter-context` (there is no session to bind it to). */
  readonly context: QueryContext;
  readonly baseUrl: string;
  readonly log: { error(obj: object, msg: string): void };
  /** The request's observer (metrics, audit, traces); absent: observability is off. */
  readonly observe?: CallObserver | undefined;
}

export interface ModernEndpointOptions {
  readonly deps: ToolDeps;
  readonly version: string;
  readonly keepAliveMs: number;
  /** Requests the SDK refused (unsupported revision, malformed envelope) and its own failures. */
  readonly onerror: (error: Error) => void;
}

/**
 * The 2026-07-28 revision (stateless): every request carries its protocol
 * version and client identity in its `_meta` envelope, so any replica answers
 * any request with a fresh v2 SDK server and nothing is stored. 2025-era
 * traffic never reaches this endpoint (`legacy: 'reject'`): the route sends it
 * to the session path, deciding with the SDK's own classifier.
 */
export class ModernEndpoint {
  /** The scope of each request in flight, found again by the factory through the pass-through auth info. */
  private readonly scopes = new WeakMap<AuthInfo, ModernRequestScope>();
  private readonly handler: McpHttpHandler;
  private readonly node: NodeMcpRequestHandler;

  constructor(private readonly options: ModernEndpointOptions) {
    this.handler = createMcpHandler((ctx) => this.serverFor(ctx), {
      legacy: 'reject',
      keepAliveMs: options.keepAliveMs,
      onerror: options.onerror,
    });
    this.node = toNodeHandler(this.handler, { onerror: options.onerror });
  }

  /**
   * Whether a POST without a session id belongs to the 2026-07-28 revision: it
   * carries the per-request `_meta` protocol-version claim (or a modern
   * `MCP-Protocol-Version` header). `initialize` and every 2025-era message do not.
   */
  static async claims(raw: IncomingMessage, body: unknown): Promise<boolean> {
    return !(await isLegacyRequest(await toWebRequest(raw, body), body));
  }

  /** Answers one request on the raw response. */
  async serve(
    raw: IncomingMessage,
    res: ServerResponse,
    body: unknown,
    scope: ModernRequestScope,
  ): Promise<void> {
    const auth: AuthInfo = { token: '', clientId: scope.keyId, scopes: [] };
    this.scopes.set(auth, scope);
    // A structural request (the adapter reads method, url, headers and auth), so the raw one is not mutated.
    const request = {
      method: raw.method,
      url: raw.url,
      headers: raw.headers,
      auth,
      [Symbol.asyncIterator]: () => raw[Symbol.asyncIterator](),
    };
    await this.node(request, res, body);
  }

  /** Aborts the requests in flight (shutdown). */
  async close(): Promise<void> {
    await this.handler.close();
  }

  private serverFor(ctx: McpRequestContext) {
    const scope = ctx.authInfo ? this.scopes.get(ctx.authInfo) : undefined;
    // Only serve() reaches the handler, always with a scope.
    if (!scope) throw new Error('2026-07-28 request without a Charter request scope');
    return createModernMcpServer({
      deps: this.options.deps,
      consumer: scope.consumer,
      boundContext: scope.context,
      baseUrl: scope.baseUrl,
      version: this.options.version,
      log: scope.log,
      observe: () => scope.observe,
    });
  }
}
