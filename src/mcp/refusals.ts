import { isJSONRPCRequest, type RequestId } from '@modelcontextprotocol/sdk/types.js';
import type { Consumer } from '../consumers/model.js';
import type { CharterError } from '../errors/registry.js';
import { objectTypeRefusal } from '../tools/object-types.js';

/** JSON-RPC code of a refused call (in the range JSON-RPC leaves to servers); the HTTP status says 403. */
export const FORBIDDEN_CALL = -32003;

/** A tools/call refused before it runs, with the id to answer it under. */
export interface RefusedCall {
  readonly id: RequestId | null;
  readonly error: CharterError;
}

/**
 * The first tools/call in a POST body (one message or a batch) whose arguments
 * name an object type the consumer's query mode forbids. The interface answers
 * such a call with HTTP 403, which only a refusal made before the SDK
 * transport takes the exchange can carry (the transport answers every call it
 * runs with 200). A batch is refused as a whole.
 */
export function forbiddenToolCall(consumer: Consumer, body: unknown): RefusedCall | null {
  const messages = Array.isArray(body) ? body : [body];
  for (const message of messages) {
    if (!isJSONRPCRequest(message) || message.method !== 'tools/call') continue;
    const params = (message.params ?? {}) as { name?: unknown; arguments?: unknown };
    if (typeof params.name !== 'string') continue;
    const error = objectTypeRefusal(consumer, params.name, params.arguments);
    if (error) return { id: Array.isArray(body) ? null : message.id, error };
  }
  return null;
}

/** The JSON-RPC error response of a refused call: the standard `{message, code, errors}` body is its data. */
export function refusalResponse(refused: RefusedCall) {
  return {
    jsonrpc: '2.0' as const,
    id: refused.id,
    error: { code: FORBIDDEN_CALL, message: refused.error.message, data: refused.error.toBody() },
  };
}
