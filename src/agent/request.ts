import { z } from 'zod';
import { CharterError } from '../errors/registry.js';
import { contextSchema, type QueryContext } from '../query/spec.js';

export const CHAT_ROLES = ['user', 'assistant', 'system'] as const;
export type ChatRole = (typeof CHAT_ROLES)[number];

/**
 * Roles accepted on the wire. `developer` is what OpenAI clients send in place
 * of `system` for newer models; it is read as `system`.
 */
const WIRE_ROLES = [...CHAT_ROLES, 'developer'] as const;
const asChatRole = (role: (typeof WIRE_ROLES)[number]): ChatRole => (role === 'developer' ? 'system' : role);

export interface ChatMessage {
  readonly role: ChatRole;
  readonly content: string;
}

/**
 * Message content as OpenAI clients send it: a string, or a list of text parts
 * (some SDKs always send parts). Non-text parts have no meaning here.
 */
const content = z.union([
  z.string(),
  z
    .array(z.object({ type: z.literal('text'), text: z.string() }).loose())
    .transform((parts) => parts.map((p) => p.text).join('')),
]);

/**
 * The chat request. Fields of the OpenAI request that do not apply here
 * (temperature, max_tokens, n, tools, ...) are accepted and ignored, so an
 * unmodified OpenAI client works; `context` is our extension, set by the
 * caller's trusted backend.
 */
export const chatRequestSchema = z
  .object({
    model: z.string().min(1, 'a model identifier (non-empty string) is required'),
    messages: z
      .array(z.object({ role: z.enum(WIRE_ROLES).transform(asChatRole), content }).loose())
      .min(1, 'the conversation needs at least one message'),
    stream: z.boolean().nullable().optional(),
    // Any other shape is ignored, as before this field was read.
    stream_options: z.unknown().optional(),
    context: contextSchema.nullable().optional(),
  })
  .loose();

export interface ChatRequest {
  readonly model: string;
  readonly messages: readonly ChatMessage[];
  /** Streaming unless the caller sends `stream: false`: the endpoint is an SSE endpoint first. */
  readonly stream: boolean;
  /** `stream_options.include_usage: true`: the stream ends with a `usage` chunk. */
  readonly includeUsage: boolean;
  readonly context: QueryContext | undefined;
}

/** Bounds on one conversation (`limits.chat` in the configuration). */
export interface ChatRequestLimits {
  readonly max_messages: number;
  readonly max_message_bytes: number;
  readonly max_conversation_bytes: number;
}

/**
 * Parses and checks the body. Shape problems are reported at once as a 400
 * `invalid_request`; a conversation over its limits is refused with
 * `too_many_messages` (400), `message_too_large` or `conversation_too_large`
 * (413), each naming the limit and the size that broke it.
 */
export function parseChatRequest(body: unknown, limits: ChatRequestLimits): ChatRequest {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new CharterError(
      'invalid_request',
      'The request body must be a JSON object with model and messages.',
    );
  }
  // Counted before the messages are validated one by one: a huge list is refused without walking it.
  checkMessageCount((body as { messages?: unknown }).messages, limits.max_messages);
  const parsed = chatRequestSchema.safeParse(body);
  if (!parsed.success) {
    throw new CharterError(
      'invalid_request',
      undefined,
      parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${describeIssue(i)}`),
    );
  }
  const messages = parsed.data.messages.map((m) => ({ role: m.role, content: m.content }));
  checkSizes(messages, limits);
  const last = messages.at(-1);
  // The turn answers the newest user message; a conversation that ends elsewhere has no question.
  if (last?.role !== 'user' || last.content.trim() === '') {
    throw new CharterError('invalid_request', undefined, [
      `messages.${messages.length - 1}: the conversation must end with a non-empty user message`,
    ]);
  }
  return {
    model: parsed.data.model,
    messages,
    stream: parsed.data.stream !== false,
    includeUsage: (parsed.data.stream_options as { include_usage?: unknown } | null)?.include_usage === true,
    context: parsed.data.context ?? undefined,
  };
}

function checkMessageCount(messages: unknown, max: number): void {
  if (!Array.isArray(messages) || messages.length <= max) return;
  throw new CharterError(
    'too_many_messages',
    `The conversation has ${messages.length} messages; at most ${max} are allowed (limits.chat.max_messages).`,
    [`messages: ${messages.length} messages, limit ${max}`],
  );
}

/** Sizes are UTF-8 bytes of the message text, as a client can compute them before sending. */
function checkSizes(messages: readonly ChatMessage[], limits: ChatRequestLimits): void {
  let total = 0;
  for (const [i, m] of messages.entries()) {
    const bytes = Buffer.byteLength(m.content, 'utf8');
    if (bytes > limits.max_message_bytes) {
      throw new CharterError(
        'message_too_large',
        `Message ${i} has ${bytes} bytes of content; at most ${limits.max_message_bytes} are allowed (limits.chat.max_message_bytes).`,
        [`messages.${i}.content: ${bytes} bytes, limit ${limits.max_message_bytes}`],
      );
    }
    total += bytes;
  }
  if (total > limits.max_conversation_bytes) {
    throw new CharterError(
      'conversation_too_large',
      `The conversation has ${total} bytes of content; at most ${limits.max_conversation_bytes} are allowed (limits.chat.max_conversation_bytes).`,
      [`messages: ${total} bytes in all, limit ${limits.max_conversation_bytes}`],
    );
  }
}

function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_value' && issue.path.at(-1) === 'role') {
    return `role must be one of ${WIRE_ROLES.join(', ')} (developer is read as system)`;
  }
  if (issue.code === 'invalid_type' && issue.input === undefined) return 'is required';
  return issue.message;
}
