import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { allowsContracts } from '../consumers/model.js';
import { manifest } from '../mcp/resources.js';
import type { Service } from '../service.js';
import { contractJson } from '../tools/describe-object.js';
import { baseUrlOf } from './public-url.js';
import { principalOf, serviceOf } from './request-scope.js';

/** Where `npm run build:console` (run by `prepare`) writes the console; see console/README.md. */
export const CONSOLE_DIST = fileURLToPath(new URL('../../console/dist/', import.meta.url));

/**
 * The console's policy: every script, style, font and connection from this
 * origin only, nothing inline but the MCP App view's hashed script and style (docs/console.md),
 * no framing of the console by others, no forms, no plugins.
 */
export function consoleCsp(view: ViewHashes = { script: [], style: [] }): string {
  const list = (hashes: readonly string[]) => hashes.map((h) => ` '${h}'`).join('');
  return [
    "default-src 'none'",
    `script-src 'self'${list(view.script)}`,
    `style-src 'self'${list(view.style)}`,
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
    "object-src 'none'",
  ].join('; ');
}

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
};

interface Asset {
  readonly body: Buffer;
  readonly type: string;
}

/** Every built file, read once at start: the console is a few hundred kilobytes and never changes while serving. */
function loadAssets(dir: string): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  if (!existsSync(dir)) return assets;
  const walk = (folder: string): void => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else {
        const type = TYPES[extname(name)];
        if (type) assets.set(relative(dir, path).split(sep).join('/'), { body: readFileSync(path), type });
      }
    }
  };
  walk(dir);
  return assets;
}

function sendAsset(reply: FastifyReply, asset: Asset, csp: string, immutable: boolean): FastifyReply {
  return reply
    .header('content-security-policy', csp)
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'no-referrer')
    .header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
    .type(asset.type)
    .send(asset.body);
}

/**
 * The console (GET / and /console/*) and the consumer description it signs in
 * with (GET /v1/api/{slug}/manifest, authenticated like every /v1/api route).
 */
export function registerConsoleRoute(app: FastifyInstance, _service: Service, dir = CONSOLE_DIST): void {
  const assets = loadAssets(dir);
  const csp = consoleCsp(viewHashes(assets));

  app.get('/', async (_request, reply) => {
    const index = assets.get('index.html');
    if (!index) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The console is not built: run `npm run build:console` (npm install runs it), then restart.\n');
    }
    return sendAsset(reply, index, csp, false);
  });
  app.get<{ Params: { '*': string } }>('/console/*', async (request, reply) => {
    const asset = assets.get(request.params['*']);
    if (!asset) return reply.callNotFound();
    return sendAsset(reply, asset, csp, request.params['*'].startsWith('assets/'));
  });

  // The consumers the key authorizes, for the sign-in's picker (docs/console.md).
  app.get('/v1/api/consumers', async (request) => {
    const principal = principalOf(request);
    return {
      consumers: serviceOf(request)
        .consumers.all()
        .filter((c) => principal.consumers.has(c.slug))
        .map((c) => ({ slug: c.slug, name: c.name, description: c.description })),
    };
  });

  app.get<{ Params: { slug: string } }>('/v1/api/:slug/manifest', async (request) => {
    const snapshot = serviceOf(request);
    const consumer = snapshot.consumers.resolve(principalOf(request), request.params.slug);
    const base = manifest(consumer, snapshot.catalog, baseUrlOf(snapshot.config.server, request));
    return {
      ...base,
      objects: snapshot.catalog
        .visibleObjects(consumer)
        .map((o) => ({ type: o.type, id: o.id, title: o.title, description: o.description })),
      contract_definitions: allowsContracts(consumer.queryMode)
        ? snapshot.catalog.contractsFor(consumer).map(contractJson)
        : [],
    };
  });
}

/**
 * The MCP App view is one HTML file whose script and style are inline; the
 * console shows it in a sandboxed srcdoc frame, which inherits this policy, so
 * the policy names the view's exact script and style by their hashes (written by the build).
 */
function viewHashes(assets: ReadonlyMap<string, Asset>): ViewHashes {
  const file = assets.get('view-hashes.json');
  if (!file) return { script: [], style: [] };
  const parsed = JSON.parse(file.body.toString('utf8')) as Partial<ViewHashes>;
  return { script: parsed.script ?? [], style: parsed.style ?? [] };
}

/** CSP hashes (`sha256-…`) of the MCP App view's inline script and style. */
interface ViewHashes {
  readonly script: readonly string[];
  readonly style: readonly string[];
}
