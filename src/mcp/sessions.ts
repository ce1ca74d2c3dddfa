import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { RequestId } from '@modelcontextprotocol/sdk/types.js';
import type { Consumer } from '../consumers/model.js';
import { CharterError } from '../errors/registry.js';
import type { QueryContext } from '../query/spec.js';
import { failRequests } from './exchanges.js';

/** Who opens a session: quotas are counted per key and per consumer. */
export interface SessionOwner {
  /** The API key that initialized it; any other key is refused. */
  readonly keyId: string;
  readonly consumer: Consumer;
}

/** One POST being answered, with the JSON-RPC request ids it carries. */
export interface Exchange {
  readonly requestIds: readonly RequestId[];
}

/** One MCP session: its own SDK server and transport, bound to the key and consumer that opened it. */
export interface McpSession extends SessionOwner {
  readonly id: string;
  /** RLS values the trusted backend bound at initialize (x-charter-context); they win over tool arguments. */
  readonly context: QueryContext;
  /** Canonical JSON of `context`, to refuse a later request that tries to change it. */
  readonly contextFingerprint: string;
  readonly server: McpServer;
  readonly transport: StreamableHTTPServerTransport;
  readonly openedAt: number;
  lastSeen: number;
  /** POSTs being answered; a session with any is busy, and a busy session is never evicted or idle-expired. */
  readonly exchanges: Set<Exchange>;
}

export interface SessionPolicy {
  readonly idleTimeoutMs: number;
  readonly maxLifetimeMs: number;
  readonly maxSessions: number;
  readonly maxSessionsPerConsumer: number;
  readonly maxSessionsPerKey: number;
}

/** A refused session frees up when one of the owner's calls ends; calls are short, so retry soon. */
const RETRY_AFTER_SECONDS = 2;

/**
 * Live MCP sessions, in memory (one process; a restart ends every session and
 * clients re-initialize on the 404 that follows, as the MCP spec asks).
 *
 * Three bounds: per API key, per consumer and in total. A new session that
 * meets a bound evicts the least recently used idle session of the same
 * consumer (and, for the key bound, of the same key), never another
 * consumer's, so one caller flooding initialize only ever recycles its own
 * sessions. When nothing of its own can go: 429 at its quota, 503 when the
 * total is full of other consumers' sessions, both with Retry-After.
 * Sessions expire after an idle time and, however busy, after a maximum
 * lifetime; an expired id answers 404.
 */
export class SessionStore {
  private readonly sessions = new Map<string, McpSession>();
  private readonly sweeper: NodeJS.Timeout;
  /** Set by closeAll: a session opened while the server shuts down would hold it open. */
  private closing = false;

  constructor(
    private readonly policy: SessionPolicy,
    private readonly now: () => number = Date.now,
  ) {
    const shortest = Math.min(policy.idleTimeoutMs, policy.maxLifetimeMs);
    const every = Math.max(50, Math.min(shortest / 2, 60_000));
    this.sweeper = setInterval(() => void this.sweep(), every);
    // The sweep must not keep a process alive that has nothing else to do.
    this.sweeper.unref();
  }

  get size(): number {
    return this.sessions.size;
  }

  /** A live session; one past its idle time or lifetime is closed here and reads as unknown. */
  get(id: string): McpSession | undefined {
    const session = this.sessions.get(id);
    if (session && this.expired(session)) {
      void this.close(session, sessionExpired());
      return undefined;
    }
    return session;
  }

  /**
   * Makes room for one more session of `owner`, or throws. Synchronous, and the
   * caller adds the session in the same turn: concurrent initializes cannot
   * both pass a check made for one.
   */
  admit(owner: SessionOwner): void {
    if (this.closing) throw new CharterError('server_shutting_down');
    const sameKey = (s: McpSession) => s.keyId === owner.keyId;
    const sameConsumer = (s: McpSession) => s.consumer.slug === owner.consumer.slug;
    const { maxSessionsPerKey, maxSessionsPerConsumer, maxSessions } = this.policy;
    if (!this.makeRoom(maxSessionsPerKey, sameKey, (s) => sameKey(s) && sameConsumer(s))) {
      throw quotaExceeded(`The API key has ${maxSessionsPerKey} busy MCP sessions open (its limit).`);
    }
    if (!this.makeRoom(maxSessionsPerConsumer, sameConsumer, sameConsumer)) {
      throw quotaExceeded(
        `The consumer '${owner.consumer.slug}' has ${maxSessionsPerConsumer} busy MCP sessions open (its limit).`,
      );
    }
    if (!this.makeRoom(maxSessions, () => true, sameConsumer)) {
      throw new CharterError('too_many_sessions', undefined, null, {
        retryAfterSeconds: RETRY_AFTER_SECONDS,
      });
    }
  }

  add(session: McpSession): void {
    this.sessions.set(session.id, session);
  }

  delete(id: string): void {
    this.sessions.delete(id);
  }

  /** Closes sessions past their idle time or lifetime. */
  async sweep(): Promise<void> {
    const stale = [...this.sessions.values()].filter((s) => this.expired(s));
    await Promise.all(stale.map((s) => this.close(s, sessionExpired())));
  }

  /** Ends every session; calls still running get `reason` as their JSON-RPC error first. */
  async closeAll(reason: CharterError): Promise<void> {
    this.closing = true;
    clearInterval(this.sweeper);
    await Promise.all([...this.sessions.values()].map((s) => this.close(s, reason)));
  }

  /**
   * Room for one more among the sessions `counted` under `limit`: true if
   * there is room, possibly after evicting the least recently used idle
   * session that is `evictable`; false if none may go.
   */
  private makeRoom(
    limit: number,
    counted: (s: McpSession) => boolean,
    evictable: (s: McpSession) => boolean,
  ): boolean {
    const members = [...this.sessions.values()].filter(counted);
    if (members.length < limit) return true;
    let oldest: McpSession | undefined;
    for (const s of members) {
      if (s.exchanges.size === 0 && evictable(s) && (!oldest || s.lastSeen < oldest.lastSeen)) oldest = s;
    }
    if (!oldest) return false;
    // Removed from the map now (the count drops at once); the SDK server closes in the background.
    void this.close(oldest);
    return true;
  }

  private expired(s: McpSession): boolean {
    const now = this.now();
    if (now - s.openedAt >= this.policy.maxLifetimeMs) return true;
    return s.exchanges.size === 0 && now - s.lastSeen >= this.policy.idleTimeoutMs;
  }

  /** Removes the session; calls still running are answered with `reason` before the SDK server closes. */
  private async close(s: McpSession, reason?: CharterError): Promise<void> {
    this.sessions.delete(s.id);
    if (reason) {
      const ids = [...s.exchanges].flatMap((e) => e.requestIds);
      await failRequests(s.transport, ids, reason);
    }
    // Closing the server closes its transport (ending any open stream) and
    // aborts every running handler's signal, which cancels its statement.
    await s.server.close().catch(() => undefined);
  }
}

function quotaExceeded(detail: string): CharterError {
  return new CharterError(
    'session_quota_exceeded',
    `${detail} Every one is busy; close one (DELETE) or retry after the indicated delay.`,
    null,
    { retryAfterSeconds: RETRY_AFTER_SECONDS },
  );
}

function sessionExpired(): CharterError {
  return new CharterError('mcp_session_not_found', 'The MCP session expired; initialize a new session.');
}
