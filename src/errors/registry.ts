/**
 * The one registry of error codes. Every failure a client can see has a stable
 * snake_case code, an HTTP status and a default message; entry points map a
 * CharterError to `{ message, code, errors }` in exactly one place each.
 * Callers branch on `code`, so codes never change meaning once published.
 */
export const ERRORS = {
  // 400: the request itself is wrong.
  invalid_request: { status: 400, message: 'The request is invalid.' },
  invalid_json: { status: 400, message: 'The request body is not valid JSON.' },
  query_validation_failed: { status: 400, message: 'The query failed validation against the contract.' },
  missing_context: { status: 400, message: 'A context value required by row-level security is missing.' },
  invalid_context: {
    status: 400,
    message: 'A context value does not have the type that row-level security compares it with.',
  },
  sql_syntax_error: { status: 400, message: 'The SQL statement could not be parsed.' },
  sql_not_read_only: { status: 400, message: 'Only a single read-only SELECT or WITH statement is allowed.' },
  sql_execution_error: {
    status: 400,
    message:
      'The SQL statement failed in the warehouse; the errors say why. Correct the statement and retry.',
  },
  function_not_allowed: { status: 400, message: 'The statement calls a function that is not allowed.' },
  result_too_large: {
    status: 400,
    message: 'Not even one row of the result fits the response size limit; select fewer or smaller columns.',
  },
  query_out_of_memory: {
    status: 400,
    message:
      'The statement needed more memory than the warehouse allows; narrow it (fewer rows or smaller aggregates).',
  },
  too_many_messages: { status: 400, message: 'The conversation has more messages than allowed.' },
  message_too_large: { status: 413, message: 'A message is larger than allowed.' },
  conversation_too_large: { status: 413, message: 'The conversation is larger than allowed.' },
  request_timeout: {
    status: 408,
    message: 'The request did not arrive in time; headers and body must arrive within the server limits.',
  },
  headers_too_large: { status: 431, message: 'The request headers are larger than the server accepts.' },
  unsupported_media_type: { status: 415, message: 'Content-Type must be application/json.' },
  payload_too_large: { status: 413, message: 'The request body is too large.' },
  // 401 / 403: who is calling, and what they may reach.
  unauthorized: { status: 401, message: 'A valid API key is required (Authorization: Bearer <API_KEY>).' },
  forbidden: { status: 403, message: 'The API key does not authorize this consumer.' },
  contract_not_linked: { status: 403, message: 'The contract is not linked to this consumer.' },
  protocol_not_enabled: { status: 403, message: 'This protocol is not enabled for the consumer.' },
  origin_not_allowed: { status: 403, message: 'The Origin of this request is not allowed.' },
  query_mode_forbidden: { status: 403, message: "The consumer's query mode does not allow this operation." },
  object_out_of_scope: {
    status: 403,
    message: "The statement references an object outside the consumer's scope.",
  },
  // 429: the caller is over its own quota; Retry-After says when to come back.
  rate_limited: {
    status: 429,
    message: 'Too many requests for this consumer; retry after the indicated delay.',
  },
  concurrency_limited: {
    status: 429,
    message: 'This consumer has as many requests in progress as allowed; retry after the indicated delay.',
  },
  session_quota_exceeded: {
    status: 429,
    message: 'This consumer or key has as many busy MCP sessions as allowed; close one or retry later.',
  },
  // 404 / 405
  contract_not_found: { status: 404, message: 'The contract was not found.' },
  object_not_found: { status: 404, message: 'The object was not found.' },
  route_not_found: { status: 404, message: 'No such endpoint.' },
  mcp_session_not_found: {
    status: 404,
    message: 'The MCP session does not exist or has expired; initialize a new session.',
  },
  method_not_allowed: { status: 405, message: 'Method not allowed on this endpoint.' },
  // 5xx: our side or downstream; never blamed on the client.
  internal_error: { status: 500, message: 'Internal server error.' },
  sql_engine_unsupported: {
    status: 501,
    message: 'Governed SQL is available on DuckDB warehouses only; use contract queries on this warehouse.',
  },
  upstream_failed: { status: 502, message: 'The natural-language request failed downstream.' },
  agent_step_limit: { status: 502, message: 'The agent did not reach an answer within its step limit.' },
  warehouse_unavailable: { status: 503, message: 'The warehouse is not available.' },
  warehouse_busy: { status: 503, message: 'The warehouse is at capacity; retry shortly.' },
  too_many_sessions: { status: 503, message: 'Too many MCP sessions are active; retry later.' },
  session_store_unavailable: {
    status: 503,
    message: 'The MCP session store (Redis) is not reachable; retry shortly.',
  },
  server_shutting_down: {
    status: 503,
    message: 'The server is shutting down and cancelled this call; retry shortly.',
  },
  query_timeout: { status: 504, message: 'The query exceeded its time limit and was cancelled.' },
  turn_timeout: {
    status: 504,
    message:
      'The chat turn exceeded its time limit and was stopped; ask a narrower question or start a new conversation.',
  },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;

export interface ErrorBody {
  readonly message: string;
  readonly code: ErrorCode;
  readonly errors: readonly string[] | null;
}

export interface CharterErrorOptions extends ErrorOptions {
  /** Seconds after which a retry may succeed; sent as `Retry-After` (429, 503). */
  readonly retryAfterSeconds?: number;
}

export class CharterError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly errors: readonly string[] | null;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: ErrorCode,
    message?: string,
    errors?: readonly string[] | null,
    options?: CharterErrorOptions,
  ) {
    super(message ?? ERRORS[code].message, options);
    this.name = 'CharterError';
    this.code = code;
    this.status = ERRORS[code].status;
    this.errors = errors && errors.length > 0 ? Object.freeze([...errors]) : null;
    this.retryAfterSeconds = options?.retryAfterSeconds;
  }

  toBody(): ErrorBody {
    return { message: this.message, code: this.code, errors: this.errors };
  }
}

/** Any thrown value as a CharterError; unknown failures become internal_error without leaking details. */
export function toCharterError(err: unknown): CharterError {
  if (err instanceof CharterError) return err;
  return new CharterError('internal_error', undefined, null, { cause: err });
}
