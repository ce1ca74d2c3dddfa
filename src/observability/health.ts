/**
 * What `/readyz` reports beyond the warehouse: whether the instance is
 * draining (SIGTERM: a load balancer must stop sending), and which optional
 * parts are degraded (e.g. Redis down: the cache answers from memory, limits
 * are counted per instance). A degraded part does not make the instance
 * unready: it still answers every request, only less shared.
 */
export class Health {
  private readonly parts = new Map<string, () => boolean>();
  private drainingSince: number | null = null;

  /**
   * Registers a part by the name `/readyz` lists (`redis: sessions`); `isDegraded`
   * is asked at every probe, so the report is never stale. Returns the unregister function.
   */
  watch(part: string, isDegraded: () => boolean): () => void {
    this.parts.set(part, isDegraded);
    return () => {
      if (this.parts.get(part) === isDegraded) this.parts.delete(part);
    };
  }

  /** The degraded parts, by name, in registration order. */
  degraded(): string[] {
    return [...this.parts].flatMap(([part, isDegraded]) => (isDegraded() ? [part] : []));
  }

  /** From now on `/readyz` answers 503 (the process is going to stop). */
  startDraining(now = Date.now()): void {
    this.drainingSince ??= now;
  }

  get draining(): boolean {
    return this.drainingSince !== null;
  }
}
