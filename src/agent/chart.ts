/**
 * Chart suggestions: one Vega-Lite v5 spec chosen from the shape of a result,
 * never from its values' meaning. The spec names its data `{ name: query_ref }`
 * so a client binds the rows of the matching data event; no rows are copied in.
 */

export type FieldRole = 'time' | 'ordinal' | 'category' | 'measure';

export interface ChartField {
  readonly name: string;
  readonly title: string;
  /** time: a timestamp axis; ordinal: a numeric axis such as a year; category: labels; measure: the value. */
  readonly role: FieldRole;
}

export interface ChartSuggestion {
  readonly title: string;
  readonly spec: Record<string, unknown>;
}

const SCHEMA = 'https://vega.github.io/schema/vega-lite/v5.json';
/** Past this many series a grouped bar is unreadable; a heatmap is used instead. */
const MAX_GROUPS = 8;

/** The measure side of a spec: one quantitative field, or several folded into (measure, value) pairs. */
interface MeasureAxis {
  readonly folded: boolean;
  readonly title: string;
  readonly encoding: Record<string, unknown>;
  readonly fold: Record<string, unknown>;
}

type Rows = readonly Readonly<Record<string, unknown>>[];

const axis = (f: ChartField) => ({ field: f.name, title: f.title });

function measureAxis(measures: readonly ChartField[]): MeasureAxis {
  const measure = measures[0] as ChartField;
  // Several measures share one axis through a fold into (measure, value) pairs.
  const folded = measures.length > 1;
  return {
    folded,
    title: folded ? measures.map((m) => m.title).join(', ') : measure.title,
    encoding: folded
      ? { field: 'value', type: 'quantitative', title: 'Value' }
      : { ...axis(measure), type: 'quantitative' },
    fold: folded ? { transform: [{ fold: measures.map((m) => m.name), as: ['measure', 'value'] }] } : {},
  };
}

export function suggestChart(
  queryRef: string,
  fields: readonly ChartField[],
  rows: Rows,
): ChartSuggestion | null {
  const measures = fields.filter((f) => f.role === 'measure');
  const dims = fields.filter((f) => f.role !== 'measure');
  // A single value is a number to read, not a chart.
  if (measures.length === 0 || dims.length === 0 || rows.length <= 1) return null;
  const base = { $schema: SCHEMA, data: { name: queryRef } };
  const m = measureAxis(measures);
  const timeLike = dims.find((d) => d.role === 'time' || d.role === 'ordinal');
  if (timeLike)
    return lineChart(
      base,
      m,
      timeLike,
      dims.filter((d) => d !== timeLike),
    );
  const [first, second, ...rest] = dims;
  if (!first || rest.length > 0) return null;
  if (!second) return barChart(base, m, first);
  return m.folded ? null : pairChart(base, m, first, second, rows);
}

/** A time (or year) axis: a line, one series per value of at most one other dimension. */
function lineChart(
  base: Record<string, unknown>,
  m: MeasureAxis,
  timeLike: ChartField,
  others: readonly ChartField[],
): ChartSuggestion | null {
  const series = others[0];
  if (others.length > 1 || (series && m.folded)) return null;
  const x =
    timeLike.role === 'time'
      ? { ...axis(timeLike), type: 'temporal' }
      : { ...axis(timeLike), type: 'quantitative', axis: { format: 'd' }, scale: { zero: false } };
  const color = series
    ? { color: { ...axis(series), type: 'nominal' } }
    : m.folded
      ? { color: { field: 'measure', type: 'nominal', title: 'Measure' } }
      : {};
  return {
    title: `${m.title} by ${timeLike.title.toLowerCase()}${series ? ` and ${series.title.toLowerCase()}` : ''}`,
    spec: {
      ...base,
      ...m.fold,
      mark: { type: 'line', point: true },
      encoding: { x, y: m.encoding, ...color },
    },
  };
}

/** One category: horizontal bars sorted by value, largest first. */
function barChart(base: Record<string, unknown>, m: MeasureAxis, first: ChartField): ChartSuggestion {
  return {
    title: `${m.title} by ${first.title.toLowerCase()}`,
    spec: {
      ...base,
      ...m.fold,
      mark: 'bar',
      encoding: {
        y: { ...axis(first), type: 'nominal', sort: m.folded ? null : '-x' },
        x: m.encoding,
        ...(m.folded ? { yOffset: { field: 'measure' }, color: { field: 'measure', type: 'nominal' } } : {}),
      },
    },
  };
}

/** Two categories: grouped bars, or a heatmap past MAX_GROUPS series. */
function pairChart(
  base: Record<string, unknown>,
  m: MeasureAxis,
  first: ChartField,
  second: ChartField,
  rows: Rows,
): ChartSuggestion {
  const groups = new Set(rows.map((r) => String(r[second.name]))).size;
  const title = `${m.title} by ${first.title.toLowerCase()} and ${second.title.toLowerCase()}`;
  const encoding =
    groups <= MAX_GROUPS
      ? {
          x: { ...axis(first), type: 'nominal' },
          xOffset: { field: second.name },
          y: m.encoding,
          color: { ...axis(second), type: 'nominal' },
        }
      : {
          x: { ...axis(first), type: 'nominal' },
          y: { ...axis(second), type: 'nominal' },
          color: m.encoding,
        };
  return { title, spec: { ...base, mark: groups <= MAX_GROUPS ? 'bar' : 'rect', encoding } };
}
