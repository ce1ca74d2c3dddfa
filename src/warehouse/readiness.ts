import { CharterError } from '../errors/registry.js';

/**
 * Readiness as every engine decides it. A statement that succeeded in the last few seconds proves
 * the engine answers; otherwise one probe, shared by concurrent callers, asks it. The probe is the
 * engine's own and runs beside the admission queue, never in it: a probe queued behind analytics
 * would make a busy instance look unready and push its load onto the others.
 */
export class Readiness {
  private lastSuccessAt = 0;
  private probe: Promise<void> | null = null;

  constructor(
    private readonly probeOnce: () => Promise<void>,
    private readonly freshForMs = 5_000,
  ) {}

  /** A statement (or the probe) finished: the engine answered just now. */
  succeeded(): void {
    this.lastSuccessAt = Date.now();
  }

  async ping(closed: boolean): Promise<void> {
    if (Date.now() - this.lastSuccessAt < this.freshForMs) return;
    if (closed) throw new CharterError('warehouse_unavailable');
    this.probe ??= this.probeOnce().finally(() => {
      this.probe = null;
    });
    await this.probe;
  }
}
