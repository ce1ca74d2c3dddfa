import { z } from 'zod';
import { CharterError } from '../errors/registry.js';
import { contextSchema, type QueryContext } from '../query/spec.js';

export const CHAT_ROLES = ['user', 'assistant', 'system'] as const;
export type ChatRole = (typeof CHAT_ROLES)[number];

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
      .array(z.object({ role: z.enum(CHAT_ROLES), content }).loose())
      .min(1, 'the conversation needs at least one message'),
    stream: z.boolean().nullable().optional(),
    context: contextSchema.nullable().optional(),
  })
  .loose();

export interface ChatRequest {
  readonly model: string;
  readonly messages: readonly ChatMessage[];
  /** Streaming unless the caller sends `stream: false`: the endpoint is an SSE endpoint first. */
  readonly stream: boolean;
  readonly context: QueryContext | undefined;
}

/** Parses and checks the body; every problem is reported at once as a 400 `invalid_request`. */
export function parseChatRequest(body: unknown): ChatRequest {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new CharterError(
      'invalid_request',
      'The request body must be a JSON object with model and messages.',
    );
  }
  const parsed = chatRequestSchema.safeParse(body);
  if (!parsed.success) {
    throw new CharterError(
      'invalid_request',
      undefined,
      parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${describeIssue(i)}`),
    );
  }
  const messages = parsed.data.messages.map((m) => ({ role: m.role, content: m.content }));
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
    context: parsed.data.context ?? undefined,
  };
}

function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_value' && issue.path.at(-1) === 'role') {
    return `role must be one of ${CHAT_ROLES.join(', ')}`;
  }
  if (issue.code === 'invalid_type' && issue.input === undefined) return 'is required';
  return issue.message;
}
