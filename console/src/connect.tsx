import { useState } from 'preact/hooks';
import type { Manifest, Session } from './api';

interface Snippet {
  readonly id: string;
  readonly title: string;
  readonly note: string;
  readonly text: string;
}

const KEY_VAR = 'CHARTER_API_KEY';

function mcpSnippets(mcp: string): Snippet[] {
  return [
    {
      id: 'claude-code',
      title: 'Claude Code',
      note: 'In a shell where the key is exported.',
      text: `claude mcp add --transport http charter ${mcp} \\\n  --header "Authorization: Bearer $${KEY_VAR}"`,
    },
    {
      id: 'vscode',
      title: 'VS Code (.vscode/mcp.json)',
      note: 'VS Code asks for the key once and stores it as a secret.',
      text: JSON.stringify(
        {
          inputs: [
            { type: 'promptString', id: 'charter-key', description: 'Charter API key', password: true },
          ],
          servers: {
            // biome-ignore lint/suspicious/noTemplateCurlyInString: the client expands it, not JavaScript
            charter: { type: 'http', url: mcp, headers: { Authorization: 'Bearer ${input:charter-key}' } },
          },
        },
        null,
        2,
      ),
    },
    {
      id: 'cursor',
      title: 'Cursor (~/.cursor/mcp.json)',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the client expands it, not JavaScript
      note: 'Cursor expands ${env:…} from its environment.',
      text: JSON.stringify(
        { mcpServers: { charter: { url: mcp, headers: { Authorization: `Bearer \${env:${KEY_VAR}}` } } } },
        null,
        2,
      ),
    },
    {
      id: 'claude-desktop',
      title: 'Claude Desktop (claude_desktop_config.json)',
      note: 'Through the mcp-remote bridge (stdio to Streamable HTTP); put your key in env.',
      text: JSON.stringify(
        {
          mcpServers: {
            charter: {
              command: 'npx',
              // biome-ignore lint/suspicious/noTemplateCurlyInString: the client expands it, not JavaScript
              args: ['-y', 'mcp-remote', mcp, '--header', 'Authorization:${CHARTER_AUTH}'],
              env: { CHARTER_AUTH: 'Bearer <your API key>' },
            },
          },
        },
        null,
        2,
      ),
    },
  ];
}

function apiSnippets(manifest: Manifest, origin: string): Snippet[] {
  const base = `${origin}/v1/api/${manifest.slug}`;
  const out: Snippet[] = [];
  if (manifest.endpoints.chat) {
    out.push({
      id: 'openai-node',
      title: 'openai SDK (Node.js)',
      note: 'Rows and charts arrive in delta.svc_event (docs/chat.md).',
      text: [
        "import OpenAI from 'openai';",
        `const client = new OpenAI({ baseURL: '${base}', apiKey: process.env.${KEY_VAR} });`,
        'const stream = await client.chat.completions.create({',
        "  model: 'charter-builtin',",
        '  stream: true,',
        `  messages: [{ role: 'user', content: 'What can I ask about?' }],`,
        '});',
        'for await (const chunk of stream) {',
        "  process.stdout.write(chunk.choices[0]?.delta.content ?? '');",
        '  const event = (chunk.choices[0]?.delta as { svc_event?: { type: string } }).svc_event;',
        "  if (event?.type === 'data') console.log(event);",
        '}',
      ].join('\n'),
    });
    out.push({
      id: 'openai-python',
      title: 'openai SDK (Python)',
      note: 'model_extra holds svc_event.',
      text: [
        'import os',
        'from openai import OpenAI',
        `client = OpenAI(base_url="${base}", api_key=os.environ["${KEY_VAR}"])`,
        'stream = client.chat.completions.create(model="charter-builtin", stream=True,',
        '    messages=[{"role": "user", "content": "What can I ask about?"}])',
        'for chunk in stream:',
        '    delta = chunk.choices[0].delta',
        '    print(delta.content or "", end="")',
        '    event = (delta.model_extra or {}).get("svc_event")',
      ].join('\n'),
    });
    out.push({
      id: 'curl-chat',
      title: 'curl: chat',
      note: 'Server-sent events; -N shows them as they come.',
      text: `curl -sN ${base}/chat/completions \\\n  -H "Authorization: Bearer $${KEY_VAR}" -H 'Content-Type: application/json' \\\n  -d '{"model":"charter-builtin","messages":[{"role":"user","content":"What can I ask about?"}]}'`,
    });
  }
  const contract = manifest.contract_definitions[0];
  if (manifest.endpoints.query && contract) {
    const query = contract.measures[0] ? { measures: [contract.measures[0].name], limit: 10 } : { limit: 10 };
    const context =
      contract.required_context.length > 0 ? `,"context":{"${contract.required_context[0]}":"<value>"}` : '';
    out.push({
      id: 'curl-query',
      title: 'curl: REST query',
      note: 'The Explore tab writes this for any query you build.',
      text: `curl -s ${base}/query \\\n  -H "Authorization: Bearer $${KEY_VAR}" -H 'Content-Type: application/json' \\\n  -d '{"contract_name":"${contract.name}","query":${JSON.stringify(query)}${context}}'`,
    });
  }
  return out;
}

function SnippetBox({ snippet }: { snippet: Snippet }) {
  const [copied, setCopied] = useState(false);
  return (
    <div class="snippet" data-snippet={snippet.id}>
      <div class="snippet-head">
        <h3>{snippet.title}</h3>
        <button
          type="button"
          class="secondary"
          onClick={() =>
            void navigator.clipboard.writeText(snippet.text).then(() => {
              setCopied(true);
              setTimeout(() => setCopied(false), 1500);
            })
          }
        >
          {copied ? 'Copied' : 'Copy'}
        </button>
      </div>
      <p class="meta">{snippet.note}</p>
      <pre>{snippet.text}</pre>
    </div>
  );
}

/** Connect: copy-ready snippets for this consumer; the key appears as $CHARTER_API_KEY, never in the page. */
export function ConnectPanel({ manifest }: { session: Session; manifest: Manifest }) {
  const origin = window.location.origin;
  const mcp = manifest.endpoints.mcp ? `${origin}/v1/api/${manifest.slug}/mcp` : null;
  return (
    <section class="panel connect" data-panel="connect">
      <p>
        Set your key in the environment first: <code>export {KEY_VAR}=…</code>. Endpoints:{' '}
        {Object.entries(manifest.endpoints)
          .filter(([, url]) => url)
          .map(([name]) => name)
          .join(', ')}
        ; OpenAPI at <code>{origin}/v1/openapi.json</code>.
      </p>
      {mcp ? <h2>MCP clients</h2> : null}
      {mcp ? mcpSnippets(mcp).map((s) => <SnippetBox key={s.id} snippet={s} />) : null}
      <h2>HTTP</h2>
      {apiSnippets(manifest, origin).map((s) => (
        <SnippetBox key={s.id} snippet={s} />
      ))}
    </section>
  );
}
