import { hash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ApiKeyRecord } from '../config/load.js';
import { CharterError } from '../errors/registry.js';

/** Who is calling: the key that authenticated and the consumers it authorizes. */
export interface Principal {
  readonly keyId: string;
  readonly consumers: ReadonlySet<string>;
}

/** One-shot SHA-256 (no Hash object per call: this runs on every request). */
export function hashKey(key: string): string {
  return hash('sha256', key, 'hex');
}

/** A new high-entropy key (256 bits), prefixed so leaked keys are recognisable in scans. */
export function generateKey(): string {
  return `chr_${randomBytes(32).toString('base64url')}`;
}

/**
 * Resolves bearer keys to principals. Keys are stored only as SHA-256 hashes:
 * they are random 256-bit secrets, so a slow KDF adds nothing. The lookup is by
 * hash (which reveals nothing about the key) and is confirmed with a
 * constant-time comparison.
 */
export class ApiKeyStore {
  private readonly byHash: ReadonlyMap<
    string,
    { readonly record: ApiKeyRecord; readonly digest: Buffer; readonly principal: Principal }
  >;

  constructor(records: readonly ApiKeyRecord[]) {
    // A key's principal never changes while this store lives (a reloaded config makes a new store): made once.
    this.byHash = new Map(
      records.map((r) => [
        r.sha256,
        {
          record: r,
          // The stored digest's bytes, decoded once rather than on every request.
          digest: Buffer.from(r.sha256, 'hex'),
          principal: Object.freeze({ keyId: r.id, consumers: new Set(r.consumers) }),
        },
      ]),
    );
  }

  /** The principal for an `Authorization` header value, or 401. */
  authenticate(header: string | undefined): Principal {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
    if (!match?.[1])
      throw new CharterError('unauthorized', 'Missing API key: send Authorization: Bearer <API_KEY>.');
    const digest = hash('sha256', match[1], 'buffer');
    const known = this.byHash.get(digest.toString('hex'));
    if (!known || !timingSafeEqual(known.digest, digest)) {
      throw new CharterError('unauthorized', 'Invalid API key.');
    }
    return known.principal;
  }
}

/**
 * Checks an `Authorization` header against the admin key's hash, or throws 401.
 * A separate secret from every consumer key: no API key opens the admin endpoints.
 */
export function authenticateAdmin(header: string | undefined, adminSha256: string): void {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  if (!match?.[1])
    throw new CharterError('unauthorized', 'Missing admin key: send Authorization: Bearer <ADMIN_KEY>.');
  const digest = Buffer.from(hashKey(match[1]), 'hex');
  if (!timingSafeEqual(digest, Buffer.from(adminSha256, 'hex'))) {
    throw new CharterError('unauthorized', 'Invalid admin key.');
  }
}
