import type { Principal } from '../auth/keys.js';
import { CharterError } from '../errors/registry.js';
import type { Consumer, Protocol } from './model.js';

export class ConsumerRegistry {
  private readonly bySlug: ReadonlyMap<string, Consumer>;

  constructor(consumers: readonly Consumer[]) {
    this.bySlug = new Map(consumers.map((c) => [c.slug, c]));
  }

  /**
   * The consumer named in the path, if the principal's key authorizes it. An
   * unknown slug answers exactly like one the key does not authorize (403), so
   * a key cannot probe which consumers exist.
   */
  resolve(principal: Principal, slug: string, protocol?: Protocol): Consumer {
    const consumer = this.bySlug.get(slug);
    if (!consumer || !principal.consumers.has(slug)) {
      throw new CharterError('forbidden', `The API key does not authorize the consumer '${slug}'.`);
    }
    if (protocol && !consumer.protocols.includes(protocol)) {
      throw new CharterError(
        'protocol_not_enabled',
        `The ${protocol === 'mcp' ? 'MCP server' : 'chat'} protocol is not enabled for the consumer '${slug}'.`,
      );
    }
    return consumer;
  }

  all(): readonly Consumer[] {
    return [...this.bySlug.values()];
  }
}
