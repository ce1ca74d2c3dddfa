import { OverBudget, type ResultBudget, stringBytes } from './budget.js';
import type { CellValue, ColumnInfo, ResultSet } from './types.js';

/** Rows joined into one string per buffer write (64 to 256 measured alike, 1 and 2,048 slower). */
const ROWS_PER_WRITE = 128;

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);
const MIN_SAFE = BigInt(Number.MIN_SAFE_INTEGER);

/**
 * A cell's JSON text as the results layer writes it (`toJson` then
 * `JSON.stringify`): integers beyond ±(2^53 − 1) and non-finite numbers as
 * strings, lists and structs recursively. The general route of `JsonRows`;
 * adapters write common types faster, and tests hold both to this one.
 */
export function cellJson(value: CellValue): string {
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'number':
      return Number.isFinite(value) ? String(value) : `"${value}"`;
    case 'bigint':
      return value <= MAX_SAFE && value >= MIN_SAFE ? String(Number(value)) : `"${value}"`;
    case 'boolean':
      return value ? 'true' : 'false';
  }
  if (value === null) return 'null';
  if (Array.isArray(value)) return `[${value.map(cellJson).join(',')}]`;
  const entries = Object.entries(value as { readonly [k: string]: CellValue });
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${cellJson(v)}`).join(',')}}`;
}

/** The text an adapter writes for one column of a batch, and the UTF-8 bytes each row's cells take. */
export interface ColumnText {
  /** `texts[r]`: the JSON of row r's cell. */
  readonly texts: string[];
  /** `bytes[r]`: what the writer adds the cell's UTF-8 size to. */
  readonly bytes: Float64Array;
}

/**
 * Rows written as JSON text while an adapter reads them, under the same
 * response budget as `ResultBudget.keep` (rows and bytes, counted with the
 * same rule; the omitted column counts too). The adapter converts a batch
 * column by column (`column(c)`), stopping a column once its cells pass
 * `bytesLeft` (those rows cannot be kept), then `keepBatch` admits the rows
 * one by one. The result is one buffer of the row objects joined by commas.
 */
export class JsonRows {
  private readonly cells: ColumnText[];
  /** Bytes of the kept columns' cells per row of the batch; the omitted column's apart. */
  private readonly keptBytes: Float64Array;
  private readonly omitBytes: Float64Array;
  /** `{"name":` for the first kept column, `,"name":` for the others. */
  private readonly prefixes: readonly string[];
  private readonly keptColumns: readonly number[];
  /** Braces, keys and commas of one row object: the part of its size that is the same for every row. */
  private readonly frame: number;
  private readonly omit: number;
  /** The kept rows' bytes, a buffer per batch, and where each row ends in their concatenation. */
  private readonly parts: Buffer[] = [];
  private bodyBytes = 0;
  private readonly rowEnds: number[] = [];
  private omitted: CellValue = null;

  constructor(
    private readonly columns: readonly ColumnInfo[],
    omitColumn: string | undefined,
    private readonly budget: ResultBudget,
    batchRows: number,
  ) {
    this.omit = omitColumn === undefined ? -1 : columns.findIndex((c) => c.name === omitColumn);
    this.keptColumns = columns.map((_, i) => i).filter((i) => i !== this.omit);
    this.prefixes = this.keptColumns.map(
      (i, k) => `${k === 0 ? '{' : ','}${JSON.stringify(columns[i]?.name)}:`,
    );
    this.frame =
      2 +
      this.keptColumns.reduce((sum, i) => sum + stringBytes(columns[i]?.name ?? '') + 1, 0) +
      Math.max(0, this.keptColumns.length - 1);
    this.keptBytes = new Float64Array(batchRows);
    this.omitBytes = new Float64Array(batchRows);
    this.cells = columns.map((_, i) => ({
      texts: new Array<string>(batchRows),
      bytes: i === this.omit ? this.omitBytes : this.keptBytes,
    }));
  }

  /** Where the adapter writes column `c` of the current batch. */
  column(c: number): ColumnText {
    return this.cells[c] as ColumnText;
  }

  /** Bytes the budget has left: a column's cells past this many bytes fall in rows that cannot be kept. */
  get bytesLeft(): number {
    return this.budget.bytesLeft;
  }

  /** Rows worth converting in a batch of `n`: one past the row cap tells that the cap cut the result. */
  batchLimit(n: number): number {
    return Math.min(n, this.budget.rowsLeft + 1);
  }

  /** Starts a batch: the per-row byte counts back to zero. */
  startBatch(): void {
    this.keptBytes.fill(0);
    this.omitBytes.fill(0);
  }

  /** Admits the batch's first `n` rows (every column written for them); false once a limit stopped reading. */
  keepBatch(n: number): boolean {
    const kept = this.admit(n);
    this.writeRows(kept);
    return kept === n;
  }

  /** How many of the batch's first `n` rows the budget keeps, in order (it notes why it stopped). */
  private admit(n: number): number {
    const budget = this.budget;
    for (let r = 0; r < n; r += 1) {
      if (budget.full) {
        budget.overflowRows();
        return r;
      }
      try {
        budget.startRow();
        budget.charge((this.keptBytes[r] as number) + (this.omitBytes[r] as number));
      } catch (err) {
        if (err instanceof OverBudget) return r;
        throw err;
      }
      budget.keepWritten();
    }
    return n;
  }

  /**
   * The batch's first `count` rows into one buffer of their exact size, a few
   * dozen rows per write: fewer native calls than a write per row, and shorter
   * strings to flatten than joining the whole batch (both measured slower,
   * docs/benchmarks.md "Large pages"). Row ends come from the counted sizes;
   * every group's written length is checked against them.
   */
  private writeRows(count: number): void {
    if (count === 0) return;
    const { cells, prefixes, keptColumns, frame } = this;
    if (this.rowEnds.length === 0 && this.omit >= 0) {
      this.omitted = JSON.parse((cells[this.omit] as ColumnText).texts[0] as string) as CellValue;
    }
    const first = this.bodyBytes === 0;
    let size = first ? -1 : 0;
    for (let r = 0; r < count; r += 1) size += frame + (this.keptBytes[r] as number) + 1;
    const out = Buffer.allocUnsafe(size);
    let at = 0;
    let counted = 0;
    let text = '';
    for (let r = 0; r < count; r += 1) {
      if (r > 0 || !first) text += ',';
      for (let k = 0; k < keptColumns.length; k += 1) {
        text +=
          (prefixes[k] as string) + ((cells[keptColumns[k] as number] as ColumnText).texts[r] as string);
      }
      text += keptColumns.length === 0 ? '{}' : '}';
      counted += frame + (this.keptBytes[r] as number) + (r > 0 || !first ? 1 : 0);
      this.rowEnds.push(this.bodyBytes + counted);
      if ((r + 1) % ROWS_PER_WRITE === 0 || r + 1 === count) {
        const wrote = out.write(text, at, 'utf8');
        at += wrote;
        // The sizes were counted cell by cell; a mismatch is a converter's bug, never a short answer.
        if (at !== counted) throw new Error(`JSON rows: wrote ${at} bytes, counted ${counted}`);
        text = '';
      }
    }
    this.parts.push(out);
    this.bodyBytes += size;
  }

  /** The result: the budget's verdict (`result_too_large` when no row fit) and the rows in one buffer. */
  finish(): ResultSet {
    const { truncatedBy } = this.budget.finish();
    const body =
      this.parts.length === 1 ? (this.parts[0] as Buffer) : Buffer.concat(this.parts, this.bodyBytes);
    return {
      columns: this.columns,
      rows: [],
      truncated: truncatedBy !== null,
      truncatedBy,
      json: { body, rowEnds: Uint32Array.from(this.rowEnds), omitted: this.omitted },
    };
  }
}

/**
 * A result read as cells, written as JSON text with `cellJson`: for rows an
 * adapter read cell by cell (lists and structs, measured as they were read).
 */
export function jsonFromRows(result: ResultSet, omitColumn: string | undefined): ResultSet {
  const omit = omitColumn === undefined ? -1 : result.columns.findIndex((c) => c.name === omitColumn);
  const keys = result.columns.map((c) => JSON.stringify(c.name));
  const rows = result.rows.map((row) => {
    const cells: string[] = [];
    row.forEach((cell, i) => {
      if (i !== omit) cells.push(`${keys[i]}:${cellJson(cell)}`);
    });
    return `{${cells.join(',')}}`;
  });
  const rowEnds = new Uint32Array(rows.length);
  let at = 0;
  rows.forEach((row, i) => {
    at += Buffer.byteLength(row, 'utf8') + (i > 0 ? 1 : 0);
    rowEnds[i] = at;
  });
  return {
    columns: result.columns,
    rows: [],
    truncated: result.truncated,
    truncatedBy: result.truncatedBy,
    json: {
      body: Buffer.from(rows.join(','), 'utf8'),
      rowEnds,
      omitted: omit >= 0 ? (result.rows[0]?.[omit] ?? null) : null,
    },
  };
}
