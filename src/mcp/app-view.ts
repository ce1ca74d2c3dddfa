import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  EXTENSION_ID,
  getUiCapability,
  RESOURCE_MIME_TYPE,
  RESOURCE_URI_META_KEY,
} from '@modelcontextprotocol/ext-apps/server';

/**
 * The MCP Apps extension (SEP-1865, `io.modelcontextprotocol/ui`): hosts that
 * declare it render a tool's `ui://` view inline. Charter gives
 * `query_contract` and `execute_sql` one view, the console's result table and
 * Vega-Lite chart as one self-contained HTML file (built with the console into
 * console/dist/view.html). Clients that do not declare the extension see
 * exactly the tools and results they always did.
 */
export const UI_EXTENSION = EXTENSION_ID;
export const UI_MIME_TYPE = RESOURCE_MIME_TYPE;
export const RESULTS_VIEW_URI = 'ui://charter/results.html';
/** The extension's older, flat key for the same link; hosts read either. */
const LEGACY_URI_KEY = RESOURCE_URI_META_KEY;

/** The tools whose results the view draws. */
export const TOOLS_WITH_VIEW: ReadonlySet<string> = new Set(['query_contract', 'execute_sql']);

const VIEW_FILE = fileURLToPath(new URL('../../console/dist/view.html', import.meta.url));

let cached: string | null | undefined;

/** The view's HTML, read once; null when the console was not built (the extension is then not offered). */
export function resultsViewHtml(): string | null {
  if (cached === undefined) cached = existsSync(VIEW_FILE) ? readFileSync(VIEW_FILE, 'utf8') : null;
  return cached;
}

/** Whether client capabilities declare the extension with the HTML view type. */
export function declaresUi(capabilities: unknown): boolean {
  const ui = getUiCapability(capabilities as Parameters<typeof getUiCapability>[0]);
  return Array.isArray(ui?.mimeTypes) && ui.mimeTypes.includes(UI_MIME_TYPE);
}

/** tools/list entries with the view linked to the tools that have one (for a client that declared the extension). */
export function withResultsView<T extends { name: string; _meta?: Record<string, unknown> }>(
  tools: readonly T[],
): T[] {
  if (resultsViewHtml() === null) return [...tools];
  return tools.map((t) =>
    TOOLS_WITH_VIEW.has(t.name)
      ? {
          ...t,
          _meta: { ...t._meta, ui: { resourceUri: RESULTS_VIEW_URI }, [LEGACY_URI_KEY]: RESULTS_VIEW_URI },
        }
      : t,
  );
}

/** resources/read of the view: the HTML and its declared policy (no outside origin at all). */
export function resultsViewContents(html: string) {
  return {
    contents: [
      {
        uri: RESULTS_VIEW_URI,
        mimeType: UI_MIME_TYPE,
        text: html,
        _meta: { ui: { csp: { connectDomains: [], resourceDomains: [] }, prefersBorder: true } },
      },
    ],
  };
}
