import {
  type DuckDBDateValue,
  type DuckDBTimestampMillisecondsValue,
  type DuckDBTimestampSecondsValue,
  type DuckDBTimestampTZValue,
  type DuckDBTimestampValue,
  DuckDBTypeId,
  type DuckDBValue,
  type DuckDBVector,
} from '@duckdb/node-api';
import { type ColumnText, cellJson } from '../../warehouse/json-rows.js';
import { dayCache, isoFromSafeMicros, toCell } from './cells.js';

/**
 * Writes the JSON text of one column's first `n` cells of a vector into
 * `out`, adding each cell's UTF-8 size to its row; stops after the cell that
 * takes the column past `left` bytes (the rows after it cannot be kept) and
 * returns how many rows it wrote. Chosen once per column for the whole result,
 * so caches (days, repeated strings) carry across chunks.
 */
export type ColumnWriter = (vector: DuckDBVector, n: number, out: ColumnText, left: number) => number;

/** Distinct strings remembered per column (short ones: a page of dimensions repeats a few). */
const STRING_CACHE_LIMIT = 4096;
const STRING_CACHE_MAX_LENGTH = 64;

/** The writer for a column of `typeId`; null for lists and structs, which are read cell by cell under the budget. */
export function columnWriter(typeId: DuckDBTypeId): ColumnWriter | null {
  switch (typeId) {
    case DuckDBTypeId.LIST:
    case DuckDBTypeId.STRUCT:
      return null;
    case DuckDBTypeId.TIMESTAMP:
    case DuckDBTypeId.TIMESTAMP_TZ:
      return timestampWriter((v) => (v as DuckDBTimestampValue | DuckDBTimestampTZValue).micros, 1);
    case DuckDBTypeId.TIMESTAMP_MS:
      return timestampWriter((v) => (v as DuckDBTimestampMillisecondsValue).millis, 1000);
    case DuckDBTypeId.TIMESTAMP_S:
      return timestampWriter((v) => (v as DuckDBTimestampSecondsValue).seconds, 1_000_000);
    case DuckDBTypeId.DATE:
      return dateWriter();
    case DuckDBTypeId.VARCHAR:
      return stringWriter();
    case DuckDBTypeId.BIGINT:
    case DuckDBTypeId.UBIGINT:
    case DuckDBTypeId.HUGEINT:
    case DuckDBTypeId.UHUGEINT:
      return bigintWriter;
    case DuckDBTypeId.TINYINT:
    case DuckDBTypeId.SMALLINT:
    case DuckDBTypeId.INTEGER:
    case DuckDBTypeId.UTINYINT:
    case DuckDBTypeId.USMALLINT:
    case DuckDBTypeId.UINTEGER:
    case DuckDBTypeId.FLOAT:
    case DuckDBTypeId.DOUBLE:
      return numberWriter;
    default:
      return generalWriter;
  }
}

/** Writes one cell's text and adds its size to its row; returns the size. */
function put(out: ColumnText, i: number, text: string, bytes: number): number {
  out.texts[i] = text;
  out.bytes[i] = (out.bytes[i] as number) + bytes;
  return bytes;
}

/** Any scalar through the general conversion: exact by construction, for the types without a fast path. */
const generalWriter: ColumnWriter = (vector, n, out, left) => {
  let used = 0;
  for (let i = 0; i < n; i += 1) {
    const text = cellJson(toCell(vector.getItem(i)));
    const bytes = Buffer.byteLength(text, 'utf8');
    used += put(out, i, text, bytes);
    if (used > left) return i + 1;
  }
  return n;
};

/** Timestamps by the cell reader's fast path (ASCII text), anything it declines by the general route. */
function timestampWriter(units: (v: DuckDBValue) => bigint, scale: number): ColumnWriter {
  const days = dayCache();
  // Digits, separators and the words of infinities: one byte per character.
  return asciiWriter<DuckDBValue>((value) => {
    if (value === null) return 'null';
    const micros = Number(units(value)) * scale;
    const iso = Number.isSafeInteger(micros) ? isoFromSafeMicros(micros, days) : null;
    return iso === null ? cellJson(toCell(value)) : `"${iso}"`;
  });
}

function dateWriter(): ColumnWriter {
  const days = dayCache();
  return asciiWriter<DuckDBValue>((value) => {
    if (value === null) return 'null';
    const date = days((value as DuckDBDateValue).days);
    return date === null ? cellJson(toCell(value)) : `"${date}T00:00:00"`;
  });
}

/** Strings quoted and escaped by `JSON.stringify`; short ones remembered with their size, since pages repeat them. */
function stringWriter(): ColumnWriter {
  const known = new Map<string, { readonly text: string; readonly bytes: number }>();
  return (vector, n, out, left) => {
    let used = 0;
    for (let i = 0; i < n; i += 1) {
      const value = vector.getItem(i) as string | null;
      let text = 'null';
      let bytes = 4;
      if (value !== null) {
        const seen = known.get(value);
        if (seen) {
          text = seen.text;
          bytes = seen.bytes;
        } else {
          text = JSON.stringify(value);
          bytes = Buffer.byteLength(text, 'utf8');
          if (value.length <= STRING_CACHE_MAX_LENGTH) {
            if (known.size >= STRING_CACHE_LIMIT) known.clear();
            known.set(value, { text, bytes });
          }
        }
      }
      used += put(out, i, text, bytes);
      if (used > left) return i + 1;
    }
    return n;
  };
}

/** A column whose cells each turn into short ASCII text (so its length is its byte count). */
function asciiWriter<T>(toText: (value: T | null) => string): ColumnWriter {
  return (vector, n, out, left) => {
    let used = 0;
    for (let i = 0; i < n; i += 1) {
      const text = toText(vector.getItem(i) as T | null);
      used += put(out, i, text, text.length);
      if (used > left) return i + 1;
    }
    return n;
  };
}

/** 64- and 128-bit integers: a number when it fits a double exactly, else its digits as a string. */
const bigintWriter = asciiWriter<bigint>((value) => {
  if (value === null) return 'null';
  const number = Number(value);
  return Number.isSafeInteger(number) ? String(number) : `"${value}"`;
});

/** Types the binding reads as JS numbers; non-finite ones as strings, as the results layer sends them. */
const numberWriter = asciiWriter<number>((value) =>
  value === null ? 'null' : Number.isFinite(value) ? String(value) : `"${value}"`,
);
