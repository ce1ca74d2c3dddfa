/**
 * A loopback proxy that adds `Authorization: Bearer <key>` (and optionally
 * `x-charter-context`) to every request and forwards it to one consumer's MCP
 * endpoint. It exists for MCP tools that cannot send headers, such as the
 * official conformance suite. Responses, SSE streams included, are piped
 * through untouched. It listens on 127.0.0.1 only: anyone who can reach it
 * acts with the key.
 *
 *   CHARTER_API_KEY=demo-analytics-key node bin/run-ts.js scripts/mcp-auth-proxy.ts \
 *     --target http://127.0.0.1:8080/v1/api/analytics-app/mcp [--port 8931] [--context '{"state":"CA"}']
 */
import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    target: { type: 'string' },
    port: { type: 'string', default: '8931' },
    context: { type: 'string' },
  },
});
const key = process.env.CHARTER_API_KEY;
if (!values.target || !key) {
  console.error('usage: CHARTER_API_KEY=<key> mcp-auth-proxy --target <mcp endpoint URL> [--port N] [--context JSON]');
  process.exit(2);
}
const target = new URL(values.target);
const send = target.protocol === 'https:' ? httpsRequest : httpRequest;

// Hop-by-hop headers and the client's Host are not forwarded; Origin is, so the
// service still applies its Origin allowlist to what arrives through the proxy.
const DROP = new Set(['host', 'connection', 'keep-alive', 'authorization', 'transfer-encoding']);

const server = createServer((req, res) => {
  const headers: IncomingHttpHeaders = {};
  for (const [k, v] of Object.entries(req.headers)) if (!DROP.has(k)) headers[k] = v;
  headers.authorization = `Bearer ${key}`;
  if (values.context) headers['x-charter-context'] = values.context;
  const upstream = send(
    target,
    { method: req.method, headers, path: `${target.pathname}${target.search}` },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', (err) => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ message: `proxy: ${err.message}`, code: 'upstream_failed', errors: null }));
  });
  // A client that goes away (e.g. closes its SSE stream) closes the upstream request too.
  res.on('close', () => upstream.destroy());
  req.pipe(upstream);
});

server.listen(Number(values.port), '127.0.0.1', () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : values.port;
  console.log(`mcp-auth-proxy: http://127.0.0.1:${port}/mcp -> ${target.href}`);
});
