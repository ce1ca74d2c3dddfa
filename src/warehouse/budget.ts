import { CharterError } from '../errors/registry.js';
import type { CellValue, TruncationReason } from './types.js';

/**
 * The response budget of one statement: at most `maxRows` rows and at most
 * `maxBytes` bytes of row JSON, counted while the adapter reads, so a result
 * that would not fit is never held in full. Sizes are those of the rows as
 * the results layer sends them: objects keyed by column name, strings by
 * UTF-8 length plus quotes (and escapes), numbers by their text, lists and
 * structs recursively.
 */
export class ResultBudget {
  private readonly rows: (readonly CellValue[])[] = [];
  /** Rows kept, held here or (`keepWritten`) by the caller as text. */
  private kept = 0;
  /** Bytes of the kept rows, separators between them included. */
  private used = 0;
  /** Bytes charged so far for the row being read. */
  private pending = 0;
  private readonly rowOverhead: number;
  private reason: TruncationReason | null = null;

  constructor(
    columnNames: readonly string[],
    private readonly maxRows = Number.POSITIVE_INFINITY,
    private readonly maxBytes = Number.POSITIVE_INFINITY,
  ) {
    // `{"name":…,"other":…}`: braces, each key with its colon, commas between cells.
    this.rowOverhead =
      2 +
      columnNames.reduce((sum, name) => sum + stringBytes(name) + 1, 0) +
      Math.max(0, columnNames.length - 1);
  }

  /** True once the row cap is reached: one more row means the result is truncated by rows. */
  get full(): boolean {
    return this.kept >= this.maxRows;
  }

  get truncatedBy(): TruncationReason | null {
    return this.reason;
  }

  /** Marks that a row existed past the row cap. */
  overflowRows(): void {
    this.reason = 'rows';
  }

  /** Starts charging a new row: its braces, keys and the comma before it. */
  startRow(): void {
    this.pending = 0;
    this.charge(this.rowOverhead + (this.kept > 0 ? 1 : 0));
  }

  /**
   * Adds bytes of the row being read. Past the budget it throws `OverBudget`,
   * so a converter deep inside a long list stops at once instead of finishing it.
   */
  charge(bytes: number): void {
    this.pending += bytes;
    if (this.used + this.pending > this.maxBytes) {
      this.reason = 'bytes';
      throw OVER_BUDGET;
    }
  }

  /** Throws `OverBudget` if `bytes` more (a lower bound of what is still to be charged) would not fit. */
  check(bytes: number): void {
    if (this.used + this.pending + bytes > this.maxBytes) {
      this.reason = 'bytes';
      throw OVER_BUDGET;
    }
  }

  /** Keeps the row just read (its bytes were charged while reading it). */
  keep(row: readonly CellValue[]): void {
    this.rows.push(row);
    this.keepWritten();
  }

  /** Keeps the row just charged without holding it: the caller keeps it, already written as JSON. */
  keepWritten(): void {
    this.kept += 1;
    this.used += this.pending;
    this.pending = 0;
  }

  /** Bytes of the rows kept so far, as a guide for how many more rows to fetch. */
  get bytesUsed(): number {
    return this.used;
  }

  get bytesLeft(): number {
    return this.maxBytes - this.used;
  }

  get rowsLeft(): number {
    return this.maxRows - this.kept;
  }

  get rowCount(): number {
    return this.kept;
  }

  /** The kept rows; an error when the byte budget cut the result before its first row. */
  finish(): { rows: readonly (readonly CellValue[])[]; truncatedBy: TruncationReason | null } {
    if (this.reason === 'bytes' && this.kept === 0) {
      throw new CharterError(
        'result_too_large',
        `Not even the first row of the result fits the response size limit of ${this.maxBytes} bytes; select fewer or smaller columns, or aggregate.`,
      );
    }
    return { rows: this.rows, truncatedBy: this.reason };
  }
}

/** Thrown by `ResultBudget.charge`; adapters catch it to stop reading. Never leaves the warehouse layer. */
export class OverBudget extends Error {
  constructor() {
    super('over the result budget');
  }
}

const OVER_BUDGET = new OverBudget();

/** Characters that JSON escapes (or, for lone surrogates, may): these strings are measured exactly. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: JSON escapes exactly these control characters.
const ESCAPED = /["\\\u0000-\u001f\ud800-\udfff]/;

/** JSON size of a string value, quotes included. */
export function stringBytes(value: string): number {
  if (ESCAPED.test(value)) return Buffer.byteLength(JSON.stringify(value), 'utf8');
  return Buffer.byteLength(value, 'utf8') + 2;
}

/** JSON size of a cell as the results layer sends it (unsafe integers and non-finite numbers as strings). */
export function cellBytes(value: CellValue): number {
  if (value === null) return 4;
  switch (typeof value) {
    case 'string':
      return stringBytes(value);
    case 'boolean':
      return value ? 4 : 5;
    case 'number':
      return Number.isFinite(value) ? String(value).length : String(value).length + 2;
    case 'bigint': {
      const digits = value.toString().length;
      const safe = value <= BigInt(Number.MAX_SAFE_INTEGER) && value >= BigInt(Number.MIN_SAFE_INTEGER);
      return safe ? digits : digits + 2;
    }
  }
  if (Array.isArray(value)) {
    return value.reduce<number>((sum, item) => sum + cellBytes(item), 2 + Math.max(0, value.length - 1));
  }
  const entries = Object.entries(value as { readonly [k: string]: CellValue });
  return entries.reduce(
    (sum, [k, v]) => sum + stringBytes(k) + 1 + cellBytes(v),
    2 + Math.max(0, entries.length - 1),
  );
}
