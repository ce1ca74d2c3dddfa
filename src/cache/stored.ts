import { type JsonValue, type OutputColumn, outputColumns, shapeRows } from '../results/shape.js';
import type { CellValue, JsonRows, ResultSet, TruncationReason } from '../warehouse/types.js';

/**
 * A result as the cache keeps it: the rows already serialised, once. `body`
 * is the rows' JSON objects joined by commas; row i ends at byte `rowEnds[i]`
 * and the next starts one byte later, so a page is a zero-copy slice and a hit
 * never serialises again.
 */
export interface StoredResult {
  readonly columns: readonly OutputColumn[];
  readonly body: Buffer;
  readonly rowEnds: Uint32Array;
  /** The adapter stopped at its row or byte bound. */
  readonly truncated: boolean;
  readonly truncatedBy: TruncationReason | null;
  /** The window total a paged statement carried (null: none, or an empty page). */
  readonly total: number | null;
  readonly storedAt: number;
  readonly expiresAt: number;
}

export interface MaterializeOptions {
  /** Output column holding the window total: read into `total`, not returned as a column. */
  readonly totalColumn?: string;
  readonly maxAgeMs: number;
  readonly now: number;
}

/** Shapes and serialises a warehouse result once (or keeps the JSON an engine already wrote). */
export function materialize(result: ResultSet, options: MaterializeOptions): StoredResult {
  if (result.json) return fromJson(result, result.json, options);
  const omit = new Set(options.totalColumn ? [options.totalColumn] : []);
  const shaped = shapeRows(result, omit);
  const parts = shaped.rows.map((r) => JSON.stringify(r));
  const rowEnds = new Uint32Array(parts.length);
  let at = 0;
  parts.forEach((p, i) => {
    at += Buffer.byteLength(p) + (i > 0 ? 1 : 0);
    rowEnds[i] = at;
  });
  // Written straight into one buffer: no joined copy of the whole result as a string.
  const body = Buffer.allocUnsafe(at);
  parts.forEach((p, i) => {
    const start = i === 0 ? 0 : (rowEnds[i - 1] as number) + 1;
    if (i > 0) body[start - 1] = COMMA;
    body.write(p, start, 'utf8');
  });
  return {
    columns: shaped.columns,
    body,
    rowEnds,
    truncated: result.truncated,
    truncatedBy: result.truncatedBy,
    total: totalOf(result, options.totalColumn),
    storedAt: options.now,
    expiresAt: options.now + options.maxAgeMs,
  };
}

/**
 * The same entry from rows the engine already wrote as JSON (`ExecuteOptions.json`,
 * asked to leave the total column out): nothing to shape or serialise.
 */
function fromJson(result: ResultSet, json: JsonRows, options: MaterializeOptions): StoredResult {
  const column = options.totalColumn;
  const hasTotal = column !== undefined && result.columns.some((c) => c.name === column);
  return {
    columns: outputColumns(result.columns.filter((c) => c.name !== column)),
    body: json.body,
    rowEnds: json.rowEnds,
    truncated: result.truncated,
    truncatedBy: result.truncatedBy,
    total: hasTotal ? totalCell(json.omitted) : null,
    storedAt: options.now,
    expiresAt: options.now + options.maxAgeMs,
  };
}

function totalOf(result: ResultSet, column: string | undefined): number | null {
  const index = column === undefined ? -1 : result.columns.findIndex((c) => c.name === column);
  return totalCell(index < 0 ? undefined : result.rows[0]?.[index]);
}

function totalCell(v: CellValue | undefined): number | null {
  return typeof v === 'bigint' || typeof v === 'number' ? Number(v) : null;
}

export const rowCount = (r: StoredResult): number => r.rowEnds.length;

/** Bytes an entry holds (what the memory budget counts). */
export function storedSize(r: StoredResult): number {
  return r.body.length + r.rowEnds.byteLength + 256 + JSON.stringify(r.columns).length;
}

/** Rows [from, from + count) of a stored result: columns, the JSON array bytes, and a lazy parse. */
export class ResultSlice {
  readonly rowCount: number;
  private readonly start: number;
  private readonly end: number;

  constructor(
    readonly stored: StoredResult,
    from = 0,
    count = Number.POSITIVE_INFINITY,
  ) {
    const n = rowCount(stored);
    const first = Math.min(Math.max(0, from), n);
    const last = Math.min(n, first + count);
    this.rowCount = last - first;
    this.start = first === 0 ? 0 : (stored.rowEnds[first - 1] as number) + 1;
    this.end = last === 0 || last === first ? this.start : (stored.rowEnds[last - 1] as number);
  }

  get columns(): readonly OutputColumn[] {
    return this.stored.columns;
  }

  /** The rows as a JSON array, without copying the stored bytes more than once. */
  itemsJson(): Buffer {
    return Buffer.concat([OPEN, this.stored.body.subarray(this.start, this.end), CLOSE]);
  }

  /** The same bytes as an array, where a caller needs objects (MCP, the chat agent). */
  rows(): Readonly<Record<string, JsonValue>>[] {
    return JSON.parse(this.itemsJson().toString('utf8')) as Readonly<Record<string, JsonValue>>[];
  }

  /** Where the bytes inside the array start and end, for callers that frame them themselves. */
  bodyBytes(): Buffer {
    return this.stored.body.subarray(this.start, this.end);
  }
}

const COMMA = 0x2c;
const OPEN = Buffer.from('[');
const CLOSE = Buffer.from(']');

// --- the Redis encoding: [u32 header length][header JSON][body][rowEnds] -----------------

interface Header {
  readonly v: 2;
  readonly columns: readonly OutputColumn[];
  readonly truncated: boolean;
  readonly truncatedBy: TruncationReason | null;
  readonly total: number | null;
  readonly storedAt: number;
  readonly expiresAt: number;
  readonly rows: number;
  readonly bodyLength: number;
}

export function encodeStored(r: StoredResult): Buffer {
  const header: Header = {
    v: 2,
    columns: r.columns,
    truncated: r.truncated,
    truncatedBy: r.truncatedBy,
    total: r.total,
    storedAt: r.storedAt,
    expiresAt: r.expiresAt,
    rows: r.rowEnds.length,
    bodyLength: r.body.length,
  };
  const head = Buffer.from(JSON.stringify(header));
  const length = Buffer.alloc(4);
  length.writeUInt32LE(head.length);
  const ends = Buffer.alloc(r.rowEnds.length * 4);
  r.rowEnds.forEach((end, i) => {
    ends.writeUInt32LE(end, i * 4);
  });
  return Buffer.concat([length, head, r.body, ends]);
}

/** The stored result, or null when the bytes are not a well-formed entry (then it is treated as a miss). */
export function decodeStored(bytes: Buffer): StoredResult | null {
  if (bytes.length < 4) return null;
  const headLength = bytes.readUInt32LE(0);
  let header: Header;
  try {
    header = JSON.parse(bytes.subarray(4, 4 + headLength).toString('utf8')) as Header;
  } catch {
    return null;
  }
  const bodyStart = 4 + headLength;
  const endsStart = bodyStart + header.bodyLength;
  if (header.v !== 2 || bytes.length !== endsStart + header.rows * 4) return null;
  // Copies: the slices must not pin the whole reply buffer, and Uint32Array needs 4-byte alignment.
  const body = Buffer.from(bytes.subarray(bodyStart, endsStart));
  const rowEnds = new Uint32Array(header.rows);
  for (let i = 0; i < header.rows; i++) rowEnds[i] = bytes.readUInt32LE(endsStart + i * 4);
  return {
    columns: header.columns,
    body,
    rowEnds,
    truncated: header.truncated,
    truncatedBy: header.truncatedBy ?? null,
    total: header.total,
    storedAt: header.storedAt,
    expiresAt: header.expiresAt,
  };
}
