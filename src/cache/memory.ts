import { LRUCache } from 'lru-cache';
import { type StoredResult, storedSize } from './stored.js';

/** A result, or the note that a statement's whole result is too large to keep (so pages are cached instead). */
export type MemoryValue =
  | { readonly kind: 'result'; readonly result: StoredResult }
  | { readonly kind: 'oversize' };

interface Entry {
  readonly value: MemoryValue;
  /** The scope tag (`c:flights`, `t:airports+flights`) that `cache clear` matches. */
  readonly tag: string;
  readonly expiresAt: number;
}

const OVERSIZE_ENTRY_BYTES = 128;

/** The in-process tier: least recently used entries go first once the byte budget is full. */
export class MemoryTier {
  private readonly lru: LRUCache<string, Entry>;

  constructor(readonly budgetBytes: number) {
    this.lru = new LRUCache<string, Entry>({
      maxSize: budgetBytes,
      // One entry may take at most a quarter of the budget, so a huge result cannot flush everything else.
      maxEntrySize: Math.max(1, Math.floor(budgetBytes / 4)),
      sizeCalculation: (e) => (e.value.kind === 'result' ? storedSize(e.value.result) : OVERSIZE_ENTRY_BYTES),
    });
  }

  /** The live value under `key`; an expired one is dropped and reads as absent. */
  get(key: string, now: number): MemoryValue | undefined {
    const entry = this.lru.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.lru.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** The stored result under `key`, without touching recency (to avoid storing it twice). */
  peekResult(key: string): StoredResult | undefined {
    const v = this.lru.peek(key)?.value;
    return v?.kind === 'result' ? v.result : undefined;
  }

  set(key: string, tag: string, value: MemoryValue, expiresAt: number): void {
    this.lru.set(key, { value, tag, expiresAt });
  }

  /** Drops every entry, or those of one tag; returns how many went. */
  clear(tag: string | null): number {
    if (tag === null) {
      const n = this.lru.size;
      this.lru.clear();
      return n;
    }
    const doomed = [...this.lru.entries()].filter(([, e]) => e.tag === tag).map(([k]) => k);
    for (const k of doomed) this.lru.delete(k);
    return doomed.length;
  }

  get entries(): number {
    return this.lru.size;
  }

  get bytes(): number {
    return this.lru.calculatedSize;
  }
}
