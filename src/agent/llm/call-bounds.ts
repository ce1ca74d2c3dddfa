import { CharterError } from '../../errors/registry.js';

export interface ModelCallLimits {
  /** The whole call, from the request to the last chunk (`llm.timeout_ms`). */
  readonly timeout_ms: number;
  /** Silence allowed once the backend answered: after its headers and between chunks (`llm.idle_timeout_ms`). */
  readonly idle_timeout_ms: number;
}

/** The time bounds of one model call, as one signal the HTTP request and its stream are read under. */
export interface ModelCallBounds {
  readonly signal: AbortSignal;
  /** The backend sent something (its headers, a chunk): the silence clock restarts. */
  heard(): void;
  /** The bound that stopped the call, or null (still running, or stopped by the turn). */
  expired(): CharterError | null;
  /** Stops the timers once the call has ended. */
  dispose(): void;
}

/**
 * Bounds one model call. The `openai` client's own `timeout` stops only the
 * wait for the response headers; a backend that then stalls, or streams
 * forever, would hold the turn until its deadline or the client left. Here
 * the whole call and each silence are bounded, and the turn's signal (client
 * gone, turn deadline) still stops it at once.
 */
export function boundModelCall(turn: AbortSignal, limits: ModelCallLimits): ModelCallBounds {
  const controller = new AbortController();
  let expired: CharterError | null = null;
  const stop = (error: CharterError) => {
    if (controller.signal.aborted) return;
    expired = error;
    controller.abort(error);
  };
  const whole = setTimeout(
    () =>
      stop(
        new CharterError(
          'upstream_failed',
          `The language model backend did not finish within ${limits.timeout_ms} ms (llm.timeout_ms); the call was stopped.`,
        ),
      ),
    limits.timeout_ms,
  );
  let idle: NodeJS.Timeout | undefined;
  const onTurn = () => controller.abort(turn.reason);
  if (turn.aborted) onTurn();
  else turn.addEventListener('abort', onTurn, { once: true });
  return {
    signal: controller.signal,
    heard() {
      clearTimeout(idle);
      idle = setTimeout(
        () =>
          stop(
            new CharterError(
              'upstream_failed',
              `The language model backend sent nothing for ${limits.idle_timeout_ms} ms (llm.idle_timeout_ms); the call was stopped.`,
            ),
          ),
        limits.idle_timeout_ms,
      );
    },
    expired: () => expired,
    dispose() {
      clearTimeout(whole);
      clearTimeout(idle);
      turn.removeEventListener('abort', onTurn);
    },
  };
}
