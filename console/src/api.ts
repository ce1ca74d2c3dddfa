/**
 * The console's only way to the server: every request carries the key in the
 * Authorization header, never in a URL. The key lives in sessionStorage, so it
 * stays in this tab and goes when the tab closes.
 */

const KEY = 'charter.key';
const SLUG = 'charter.slug';

export interface Session {
  readonly key: string;
  readonly slug: string;
}

export function loadSession(): Session | null {
  const key = sessionStorage.getItem(KEY);
  const slug = sessionStorage.getItem(SLUG);
  return key && slug ? { key, slug } : null;
}

export function saveSession(session: Session): void {
  sessionStorage.setItem(KEY, session.key);
  sessionStorage.setItem(SLUG, session.slug);
}

export function clearSession(): void {
  sessionStorage.removeItem(KEY);
  sessionStorage.removeItem(SLUG);
}

export interface DimensionJson {
  readonly name: string;
  readonly type: string;
  readonly title: string;
  readonly description: string;
  readonly synonyms: readonly string[];
  readonly time_grains: readonly string[];
}

export interface MeasureJson {
  readonly name: string;
  readonly title: string;
  readonly aggregation: string;
  readonly description: string;
  readonly synonyms: readonly string[];
}

export interface ContractJson {
  readonly name: string;
  readonly title: string;
  readonly description: string;
  readonly dimensions: readonly DimensionJson[];
  readonly measures: readonly MeasureJson[];
  readonly field_rules: {
    readonly required_filters: readonly string[];
    readonly operators: Readonly<Record<string, readonly string[]>>;
  };
  readonly required_context: readonly string[];
}

/** GET /v1/api/{slug}/manifest (docs/console.md). */
export interface Manifest {
  readonly slug: string;
  readonly name: string;
  readonly description: string;
  readonly enabled_protocols: readonly string[];
  readonly query_mode: 'contract-only' | 'contract-with-sql-fallback' | 'sql-only';
  readonly endpoints: {
    readonly query: string | null;
    readonly chat: string | null;
    readonly mcp: string | null;
    readonly openapi: string;
  };
  readonly tools: readonly string[];
  readonly contracts: readonly string[];
  readonly objects: readonly { type: string; id: string; title: string; description: string }[];
  readonly contract_definitions: readonly ContractJson[];
}

/** The service's error body. */
export interface ApiError {
  readonly status: number;
  readonly code: string;
  readonly message: string;
  readonly errors: readonly string[] | null;
}

export class ApiFailure extends Error {
  constructor(readonly body: ApiError) {
    super(body.message);
  }
}

function headers(session: Session, extra: Record<string, string> = {}): Record<string, string> {
  return { authorization: `Bearer ${session.key}`, ...extra };
}

async function failureOf(response: Response): Promise<ApiFailure> {
  const text = await response.text();
  try {
    const body = JSON.parse(text) as Partial<ApiError>;
    return new ApiFailure({
      status: response.status,
      code: body.code ?? `http_${response.status}`,
      message: body.message ?? text,
      errors: body.errors ?? null,
    });
  } catch {
    return new ApiFailure({
      status: response.status,
      code: `http_${response.status}`,
      message: text,
      errors: null,
    });
  }
}

export async function fetchManifest(session: Session): Promise<Manifest> {
  const response = await fetch(`/v1/api/${encodeURIComponent(session.slug)}/manifest`, {
    headers: headers(session),
  });
  if (!response.ok) throw await failureOf(response);
  return (await response.json()) as Manifest;
}

export type Row = Record<string, unknown>;

export interface QueryBody {
  readonly contract_name: string;
  readonly query: Record<string, unknown>;
  readonly context?: Record<string, unknown>;
}

export interface QueryAnswer {
  readonly data: {
    readonly pagination: {
      readonly items: Row[];
      readonly total_items: number;
      readonly page: number;
      readonly limit: number;
      readonly total_pages: number;
      readonly has_next_page: boolean;
      readonly has_prev_page: boolean;
    };
    readonly execution_time_ms: number;
    readonly served_by?: { readonly source: string; readonly rollup?: string | null };
  };
  readonly message: string | null;
}

export async function runQuery(session: Session, body: QueryBody): Promise<QueryAnswer> {
  const response = await fetch(`/v1/api/${encodeURIComponent(session.slug)}/query`, {
    method: 'POST',
    headers: headers(session, { 'content-type': 'application/json' }),
    body: JSON.stringify(body),
  });
  if (!response.ok) throw await failureOf(response);
  return (await response.json()) as QueryAnswer;
}

export interface ChatMessage {
  readonly role: 'user' | 'assistant';
  readonly content: string;
}

/** One `delta.svc_event` (docs/chat.md, "Events"); fields beyond `type` depend on the type. */
export type SvcEvent = { readonly type: string } & Readonly<Record<string, unknown>>;

export interface ChatHandlers {
  content(text: string): void;
  event(event: SvcEvent): void;
}

/**
 * POST chat/completions and read the stream by the spec's rules: split on
 * newlines, keep `data:` lines, skip [DONE], read delta.content and
 * delta.svc_event. Events reach the handlers as they arrive.
 */
export async function streamChat(
  session: Session,
  messages: readonly ChatMessage[],
  context: Record<string, unknown> | null,
  handlers: ChatHandlers,
): Promise<void> {
  const response = await fetch(`/v1/api/${encodeURIComponent(session.slug)}/chat/completions`, {
    method: 'POST',
    headers: headers(session, { 'content-type': 'application/json' }),
    body: JSON.stringify({
      model: 'charter-builtin',
      stream: true,
      messages,
      ...(context ? { context } : {}),
    }),
  });
  if (!response.ok || !response.body) throw await failureOf(response);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const line of lines) readLine(line, handlers);
  }
  readLine(buffer, handlers);
}

function readLine(line: string, handlers: ChatHandlers): void {
  if (!line.startsWith('data:')) return;
  const payload = line.slice(5).trim();
  if (payload === '' || payload === '[DONE]') return;
  const chunk = JSON.parse(payload) as { choices?: { delta?: { content?: string; svc_event?: SvcEvent } }[] };
  const delta = chunk.choices?.[0]?.delta;
  if (!delta) return;
  // An assistant event's text is its chunk's content, and an error's text is mirrored into it:
  // each is shown once (narrative, or the error box).
  const type = delta.svc_event?.type;
  if (delta.svc_event && type !== 'assistant') handlers.event(delta.svc_event);
  if (delta.content && type !== 'error') handlers.content(delta.content);
}

export interface ConsumerSummary {
  readonly slug: string;
  readonly name: string;
  readonly description: string;
}

/** GET /v1/api/consumers: the consumers a key authorizes. */
export async function fetchConsumers(key: string): Promise<ConsumerSummary[]> {
  const response = await fetch('/v1/api/consumers', { headers: { authorization: `Bearer ${key}` } });
  if (!response.ok) throw await failureOf(response);
  return ((await response.json()) as { consumers: ConsumerSummary[] }).consumers;
}
