import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { Consumer } from '../consumers/model.js';
import type { QueryContext } from '../query/spec.js';

/** One MCP session: its own SDK server and transport, bound to the key and consumer that opened it. */
export interface McpSession {
  readonly id: string;
  /** The API key that initialized it; any other key is refused. */
  readonly keyId: string;
  readonly consumer: Consumer;
  /** RLS values the trusted backend bound at initialize (x-charter-context); they win over tool arguments. */
  readonly context: QueryContext;
  /** Canonical JSON of `context`, to refuse a later request that tries to change it. */
  readonly contextFingerprint: string;
  readonly server: McpServer;
  readonly transport: StreamableHTTPServerTransport;
  lastSeen: number;
  /** POST requests being handled; a session busy answering is never expired or evicted. */
  inFlight: number;
}

export interface SessionPolicy {
  readonly idleTimeoutMs: number;
  readonly maxSessions: number;
}

/**
 * Live MCP sessions, in memory (one process; a restart ends every session and
 * clients re-initialize on the 404 that follows, as the MCP spec asks).
 * Sessions idle longer than the timeout are closed by a periodic sweep; at the
 * bound, the least recently used idle session is evicted to make room.
 */
export class SessionStore {
  private readonly sessions = new Map<string, McpSession>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly policy: SessionPolicy,
    private readonly now: () => number = Date.now,
  ) {
    const every = Math.max(50, Math.min(policy.idleTimeoutMs / 2, 60_000));
    this.sweeper = setInterval(() => void this.sweep(), every);
    // The sweep must not keep a process alive that has nothing else to do.
    this.sweeper.unref();
  }

  get size(): number {
    return this.sessions.size;
  }

  get(id: string): McpSession | undefined {
    return this.sessions.get(id);
  }

  add(session: McpSession): void {
    this.sessions.set(session.id, session);
  }

  delete(id: string): void {
    this.sessions.delete(id);
  }

  /**
   * Makes room for one more session: true if there is room (possibly after
   * evicting the least recently used idle session), false if every session is
   * busy and the caller must refuse.
   */
  async reserve(): Promise<boolean> {
    if (this.sessions.size < this.policy.maxSessions) return true;
    let oldest: McpSession | undefined;
    for (const s of this.sessions.values()) {
      if (s.inFlight === 0 && (!oldest || s.lastSeen < oldest.lastSeen)) oldest = s;
    }
    if (!oldest) return false;
    await this.close(oldest);
    return true;
  }

  /** Closes sessions unused for longer than the idle timeout. */
  async sweep(): Promise<void> {
    const cutoff = this.now() - this.policy.idleTimeoutMs;
    const stale = [...this.sessions.values()].filter((s) => s.inFlight === 0 && s.lastSeen < cutoff);
    await Promise.all(stale.map((s) => this.close(s)));
  }

  async closeAll(): Promise<void> {
    clearInterval(this.sweeper);
    await Promise.all([...this.sessions.values()].map((s) => this.close(s)));
  }

  private async close(s: McpSession): Promise<void> {
    this.sessions.delete(s.id);
    // Closing the server closes its transport, which ends any open SSE stream.
    await s.server.close().catch(() => undefined);
  }
}
