import type { Catalog } from '../catalog/catalog.js';
import { allowsContracts, type Consumer } from '../consumers/model.js';
import { toolsForMode } from '../tools/definitions.js';

/** The header a trusted backend uses to bind RLS context to an MCP session. */
export const CONTEXT_HEADER = 'x-charter-context';

export function resourceBase(slug: string): string {
  return `svc://consumer/${slug}`;
}

/** Absolute endpoint URLs of one consumer; REST query only where the mode has contracts to query. */
export function endpointsOf(consumer: Consumer, baseUrl: string) {
  const api = `${baseUrl}/v1/api/${consumer.slug}`;
  return {
    query: allowsContracts(consumer.queryMode) ? `${api}/query` : null,
    chat: consumer.protocols.includes('chat') ? `${api}/chat/completions` : null,
    mcp: consumer.protocols.includes('mcp') ? `${api}/mcp` : null,
    openapi: `${baseUrl}/v1/openapi.json`,
  };
}

/** The consumer manifest: who it is, how to reach it, how to authenticate, what it may do. */
export function manifest(consumer: Consumer, catalog: Catalog, baseUrl: string) {
  const endpoints = endpointsOf(consumer, baseUrl);
  const base = resourceBase(consumer.slug);
  return {
    slug: consumer.slug,
    name: consumer.name,
    description: consumer.description,
    enabled_protocols: [...(endpoints.query ? ['rest'] : []), ...consumer.protocols],
    query_mode: consumer.queryMode,
    endpoints,
    auth: {
      type: 'bearer',
      header: 'Authorization',
      format: 'Authorization: Bearer <API_KEY>',
      note: 'Every request carries the key; the key must authorize this consumer.',
      context: {
        header: CONTEXT_HEADER,
        format: 'JSON object, e.g. {"state":"CA"}',
        note: 'Row-level-security values set by your trusted backend; on MCP they are bound at initialize and win over tool arguments.',
      },
    },
    tools: toolsForMode(consumer.queryMode).map((t) => t.name),
    resources: [
      `${base}/manifest`,
      `${base}/docs`,
      ...(allowsContracts(consumer.queryMode)
        ? [`${base}/contracts`, `${base}/contracts/{contract_name}`, `${base}/query-schema`]
        : []),
    ],
    contracts: allowsContracts(consumer.queryMode) ? catalog.contractsFor(consumer).map((c) => c.name) : [],
  };
}

/** A Markdown briefing for a model or a developer meeting this consumer for the first time. */
export function docsMarkdown(consumer: Consumer, catalog: Catalog, baseUrl: string): string {
  const endpoints = endpointsOf(consumer, baseUrl);
  const base = resourceBase(consumer.slug);
  const contracts = allowsContracts(consumer.queryMode) ? catalog.contractsFor(consumer) : [];
  const others = catalog.visibleObjects(consumer).filter((o) => o.type !== 'contract');
  const lines = [
    `# ${consumer.name} (\`${consumer.slug}\`)`,
    '',
    consumer.description,
    '',
    `Query mode: **${consumer.queryMode}**. ${modeSentence(consumer)}`,
    '',
    '## Endpoints',
    '',
    ...(endpoints.query ? [`- REST query: \`POST ${endpoints.query}\``] : []),
    ...(endpoints.chat ? [`- Chat (SSE): \`POST ${endpoints.chat}\``] : []),
    ...(endpoints.mcp ? [`- MCP (Streamable HTTP): \`${endpoints.mcp}\``] : []),
    `- OpenAPI: ${endpoints.openapi}`,
    `- This briefing: \`${base}/docs\`; manifest: \`${base}/manifest\``,
    '',
    '## Authentication',
    '',
    'Send `Authorization: Bearer <API_KEY>` on every request; the key must authorize this consumer ' +
      '(401 without a valid key, 403 for a key of another consumer).',
    `Row-level-security context is set by your trusted backend: on MCP, send \`${CONTEXT_HEADER}: {"key":"value"}\` ` +
      'with initialize to bind it to the session (it wins over any `context` tool argument).',
    '',
    '## Tools',
    '',
    ...toolsForMode(consumer.queryMode).map((t) => `- \`${t.name}\`: ${t.title}.`),
    '',
    '## Contracts in scope',
    '',
    ...(contracts.length === 0
      ? ['None: this consumer does not query contracts.']
      : contracts.map(
          (c) =>
            `- \`${c.name}\`: ${c.title}. ${c.description}` +
            (c.requiredContext.length > 0 ? ` Requires context: ${c.requiredContext.join(', ')}.` : ''),
        )),
    ...(others.length > 0
      ? ['', '## Other objects in scope', '', ...others.map((o) => `- ${o.type} \`${o.id}\`: ${o.title}.`)]
      : []),
    '',
    'Start with `search_objects`, read the object with `describe_object`, then query it.',
  ];
  return `${lines.join('\n')}\n`;
}

function modeSentence(consumer: Consumer): string {
  switch (consumer.queryMode) {
    case 'contract-only':
      return 'Questions are answered only through published contracts (query_contract).';
    case 'contract-with-sql-fallback':
      return 'Prefer contracts (query_contract); read-only SQL over scoped tables and models is the fallback (execute_sql).';
    case 'sql-only':
      return 'Questions are answered with read-only SQL over scoped tables and models (execute_sql).';
  }
}
