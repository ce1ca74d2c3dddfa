import {
  DuckDBDateValue,
  DuckDBDecimalValue,
  DuckDBListValue,
  DuckDBStructValue,
  DuckDBTimestampMillisecondsValue,
  DuckDBTimestampNanosecondsValue,
  DuckDBTimestampSecondsValue,
  DuckDBTimestampTZValue,
  DuckDBTimestampValue,
  DuckDBTypeId,
  type DuckDBValue,
  type DuckDBVector,
} from '@duckdb/node-api';
import { cellBytes, type ResultBudget } from '../../warehouse/budget.js';
import type { CellValue } from '../../warehouse/types.js';

/**
 * Reads one scalar cell of a vector, converted and charged to the budget.
 * Chosen once per column by the column's type, so the per-value work is only
 * what that type needs (a large page spends most of its time here).
 */
export type CellReader = (index: number, budget: ResultBudget) => CellValue;

const MICROS_PER_DAY = 86_400_000_000;
/** Days since 1970-01-01 of 0001-01-01 and 9999-12-31: the years the fast path writes as four digits. */
const FIRST_FAST_DAY = -719_162;
const LAST_FAST_DAY = 2_932_896;
/** Distinct days remembered per column; a page sorted or grouped by time reuses a few. */
const DAY_CACHE_LIMIT = 4096;
const TWO_DIGITS = Array.from({ length: 60 }, (_, i) => String(i).padStart(2, '0'));

/** The reader for a scalar vector of `typeId` (lists and structs are walked by the caller). */
export function cellReader(vector: DuckDBVector, typeId: DuckDBTypeId): CellReader {
  switch (typeId) {
    case DuckDBTypeId.TIMESTAMP:
    case DuckDBTypeId.TIMESTAMP_TZ:
      return timestampReader(vector, (v) => (v as DuckDBTimestampValue | DuckDBTimestampTZValue).micros, 1);
    case DuckDBTypeId.TIMESTAMP_MS:
      return timestampReader(vector, (v) => (v as DuckDBTimestampMillisecondsValue).millis, 1000);
    case DuckDBTypeId.TIMESTAMP_S:
      return timestampReader(vector, (v) => (v as DuckDBTimestampSecondsValue).seconds, 1_000_000);
    case DuckDBTypeId.DATE:
      return dateReader(vector);
    case DuckDBTypeId.BIGINT:
    case DuckDBTypeId.UBIGINT:
    case DuckDBTypeId.HUGEINT:
    case DuckDBTypeId.UHUGEINT:
      return bigintReader(vector);
    default:
      return (index, budget) => chargeScalar(toCell(vector.getItem(index)), budget);
  }
}

/**
 * Timestamps as text straight from their count of units since the epoch, in
 * double arithmetic (exact below 2^53 µs, about the year 2255) with the date
 * part cached per day; anything else (infinity, years outside 1..9999) takes
 * the exact general route.
 */
function timestampReader(vector: DuckDBVector, units: (v: DuckDBValue) => bigint, scale: number): CellReader {
  const days = dayCache();
  return (index, budget) => {
    const value = vector.getItem(index);
    if (value === null) return chargeScalar(null, budget);
    const micros = Number(units(value)) * scale;
    const text = Number.isSafeInteger(micros) ? isoFromSafeMicros(micros, days) : null;
    if (text === null) return chargeScalar(toCell(value), budget);
    // ASCII digits and separators: its JSON is the text plus quotes.
    budget.charge(text.length + 2);
    return text;
  };
}

function dateReader(vector: DuckDBVector): CellReader {
  const days = dayCache();
  return (index, budget) => {
    const value = vector.getItem(index);
    if (value === null) return chargeScalar(null, budget);
    const date = days((value as DuckDBDateValue).days);
    if (date === null) return chargeScalar(toCell(value), budget);
    const text = `${date}T00:00:00`;
    budget.charge(text.length + 2);
    return text;
  };
}

/** Integers that fit a double exactly become numbers here, once; larger ones stay bigint. */
function bigintReader(vector: DuckDBVector): CellReader {
  return (index, budget) => {
    const value = vector.getItem(index) as bigint | null;
    if (value === null) return chargeScalar(null, budget);
    const n = Number(value);
    if (!Number.isSafeInteger(n)) return chargeScalar(value, budget);
    budget.charge(String(n).length);
    return n;
  };
}

/** `YYYY-MM-DDTHH:MM:SS[.ffffff]`, or null when the date falls outside years 1..9999. */
export function isoFromSafeMicros(micros: number, days: (day: number) => string | null): string | null {
  let day = Math.floor(micros / MICROS_PER_DAY);
  let rest = micros - day * MICROS_PER_DAY;
  // The division is rounded: near a day boundary the quotient may land one day off.
  if (rest < 0) {
    day -= 1;
    rest += MICROS_PER_DAY;
  } else if (rest >= MICROS_PER_DAY) {
    day += 1;
    rest -= MICROS_PER_DAY;
  }
  const date = days(day);
  if (date === null) return null;
  const seconds = Math.floor(rest / 1_000_000);
  const fraction = rest - seconds * 1_000_000;
  const clock = `${TWO_DIGITS[Math.floor(seconds / 3600)]}:${TWO_DIGITS[Math.floor(seconds / 60) % 60]}:${TWO_DIGITS[seconds % 60]}`;
  if (fraction === 0) return `${date}T${clock}`;
  return `${date}T${clock}.${String(fraction).padStart(6, '0').replace(/0+$/, '')}`;
}

/** `YYYY-MM-DD` of a day since the epoch, remembered per column; null outside years 1..9999. */
export function dayCache(): (day: number) => string | null {
  const known = new Map<number, string>();
  return (day) => {
    if (day < FIRST_FAST_DAY || day > LAST_FAST_DAY) return null;
    let text = known.get(day);
    if (text === undefined) {
      if (known.size >= DAY_CACHE_LIMIT) known.clear();
      text = civilDate(day);
      known.set(day, text);
    }
    return text;
  };
}

/** Proleptic Gregorian date of a day since 1970-01-01 (H. Hinnant's civil_from_days). */
function civilDate(day: number): string {
  const z = day + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const dayOfMonth = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  return `${String(year).padStart(4, '0')}-${TWO_DIGITS[month]}-${TWO_DIGITS[dayOfMonth]}`;
}

export function chargeScalar(cell: CellValue, budget: ResultBudget): CellValue {
  budget.charge(cellBytes(cell));
  return cell;
}

/** `YYYY-MM-DDTHH:MM:SS[.ffffff]` from microseconds since the epoch, without zone (the general, exact route). */
export function isoFromMicros(micros: bigint): string {
  const ms = micros >= 0n ? micros / 1000n : -((-micros + 999n) / 1000n);
  const date = new Date(Number(ms));
  const fraction = date.getUTCMilliseconds() * 1000 + Number(micros - ms * 1000n);
  const seconds = date.toISOString().slice(0, 19);
  return fraction === 0 ? seconds : `${seconds}.${String(fraction).padStart(6, '0').replace(/0+$/, '')}`;
}

/** Any DuckDB value as a cell: the general route, also the reference the fast readers must agree with. */
export function toCell(value: DuckDBValue): CellValue {
  if (
    value === null ||
    typeof value === 'boolean' ||
    typeof value === 'number' ||
    typeof value === 'string'
  ) {
    return value;
  }
  if (typeof value === 'bigint') {
    return value;
  }
  if (value instanceof DuckDBTimestampValue || value instanceof DuckDBTimestampTZValue) {
    return value.isFinite ? isoFromMicros(value.micros) : value.toString();
  }
  if (value instanceof DuckDBTimestampSecondsValue) return isoFromMicros(value.seconds * 1_000_000n);
  if (value instanceof DuckDBTimestampMillisecondsValue) return isoFromMicros(value.millis * 1000n);
  if (value instanceof DuckDBTimestampNanosecondsValue) return isoFromMicros(value.nanos / 1000n);
  if (value instanceof DuckDBDateValue)
    return value.isFinite ? `${value.toString()}T00:00:00` : value.toString();
  if (value instanceof DuckDBDecimalValue) {
    // Exact when the decimal fits a double's 15 significant digits; otherwise its exact text.
    const text = value.toString();
    const canonical = text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
    const n = Number(text);
    return Number.isFinite(n) && String(n) === canonical ? n : text;
  }
  if (value instanceof DuckDBListValue) return value.items.map(toCell);
  if (value instanceof DuckDBStructValue) {
    return Object.fromEntries(Object.entries(value.entries).map(([k, v]) => [k, toCell(v)]));
  }
  return value.toString();
}
