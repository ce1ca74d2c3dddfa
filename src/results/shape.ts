import type { CellValue, ColumnInfo, LogicalType, ResultSet } from '../warehouse/types.js';

export type JsonValue =
  | null
  | boolean
  | number
  | string
  | readonly JsonValue[]
  | { readonly [k: string]: JsonValue };

export interface OutputColumn {
  readonly name: string;
  readonly type: LogicalType;
}

export interface ShapedRows {
  readonly columns: readonly OutputColumn[];
  readonly rows: readonly Readonly<Record<string, JsonValue>>[];
}

/**
 * Rows as JSON objects keyed by column name. Integers within ±(2^53 − 1) are
 * JSON numbers; larger ones are decimal strings so no digit is silently lost.
 * Timestamps arrive from the adapter as ISO 8601 strings without zone.
 */
export function shapeRows(result: ResultSet, omit: ReadonlySet<string> = new Set()): ShapedRows {
  const keep: { index: number; column: ColumnInfo }[] = [];
  result.columns.forEach((column, index) => {
    if (!omit.has(column.name)) keep.push({ index, column });
  });
  const rows = result.rows.map((row) => {
    const out: Record<string, JsonValue> = {};
    for (const { index, column } of keep) out[column.name] = toJson(row[index] ?? null);
    return out;
  });
  return { columns: outputColumns(keep.map(({ column }) => column)), rows };
}

/** The columns callers see: dates are sent as timestamps (midnight). */
export function outputColumns(columns: readonly ColumnInfo[]): OutputColumn[] {
  return columns.map((column) => ({
    name: column.name,
    type: column.type === 'date' ? 'timestamp' : column.type,
  }));
}

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);
const MIN_SAFE = BigInt(Number.MIN_SAFE_INTEGER);

export function toJson(value: CellValue): JsonValue {
  if (typeof value === 'bigint') {
    return value <= MAX_SAFE && value >= MIN_SAFE ? Number(value) : value.toString();
  }
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (Array.isArray(value)) return value.map(toJson);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toJson(v as CellValue)]));
  }
  return value as JsonValue;
}
