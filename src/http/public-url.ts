import type { AddressInfo } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { Service } from '../service.js';

type ServerConfig = Service['config']['server'];

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The base URL written into manifests, briefings and the OpenAPI document.
 * `server.public_url` when configured. Without it the request's Host is used
 * only when it is allowed (`server.allowed_hosts`, default: loopback hosts on
 * any port); any other Host gets the listen address, so a forged Host header
 * can never put an attacker's address into the links a client follows.
 */
export function baseUrlOf(server: ServerConfig, request: FastifyRequest): string {
  if (server.public_url) return server.public_url.replace(/\/+$/, '');
  const host = (request.headers.host ?? '').toLowerCase();
  if (host !== '' && hostAllowed(host, server.allowed_hosts)) return `${request.protocol}://${host}`;
  return `http://${listenAddress(server, request)}`;
}

/** An entry with a port matches exactly; an entry without one matches that host on any port. */
export function hostAllowed(host: string, allowed: readonly string[] | undefined): boolean {
  const name = hostname(host);
  if (!allowed) return LOOPBACK_HOSTS.has(name);
  return allowed.some((entry) => {
    const e = entry.trim().toLowerCase();
    return e === host || (hostname(e) === e && e === name);
  });
}

/** `host[:port]` without the port; an IPv6 literal keeps its brackets. */
function hostname(host: string): string {
  const match = /^(\[[^\]]*\]|[^:]*)(?::\d+)?$/.exec(host);
  return match?.[1] ?? host;
}

/** The configured host with the port actually bound (the config may ask for an ephemeral port 0). */
function listenAddress(server: ServerConfig, request: FastifyRequest): string {
  const bound = request.server.server.address() as AddressInfo | string | null;
  const port = bound !== null && typeof bound === 'object' ? bound.port : server.port;
  const wildcard = server.host === '0.0.0.0' || server.host === '::' || server.host === '';
  const host = wildcard ? '127.0.0.1' : server.host.includes(':') ? `[${server.host}]` : server.host;
  return `${host}:${port}`;
}
