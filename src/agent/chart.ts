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

export function suggestChart(
  queryRef: string,
  fields: readonly ChartField[],
  rows: readonly Readonly<Record<string, unknown>>[],
): ChartSuggestion | null {
  const measures = fields.filter((f) => f.role === 'measure');
  const dims = fields.filter((f) => f.role !== 'measure');
  // A single value is a number to read, not a chart.
  if (measures.length === 0 || dims.length === 0 || rows.length <= 1) return null;
  const measure = measures[0] as ChartField;
  const base = { $schema: SCHEMA, data: { name: queryRef } };
  const axis = (f: ChartField) => ({ field: f.name, title: f.title });
  const quantitative = (f: ChartField) => ({ ...axis(f), type: 'quantitative' });
  // Several measures share one axis through a fold into (measure, value) pairs.
  const folded = measures.length > 1;
  const valueEncoding = folded
    ? { field: 'value', type: 'quantitative', title: 'Value' }
    : quantitative(measure);
  const fold = folded ? { transform: [{ fold: measures.map((m) => m.name), as: ['measure', 'value'] }] } : {};
  const measureTitle = folded ? measures.map((m) => m.title).join(', ') : measure.title;

  const timeLike = dims.find((d) => d.role === 'time' || d.role === 'ordinal');
  if (timeLike) {
    const others = dims.filter((d) => d !== timeLike);
    if (others.length > 1) return null;
    const series = others[0];
    const x =
      timeLike.role === 'time'
        ? { ...axis(timeLike), type: 'temporal' }
        : { ...axis(timeLike), type: 'quantitative', axis: { format: 'd' }, scale: { zero: false } };
    const color = series
      ? { color: { ...axis(series), type: 'nominal' } }
      : folded
        ? { color: { field: 'measure', type: 'nominal', title: 'Measure' } }
        : {};
    if (series && folded) return null;
    return {
      title: `${measureTitle} by ${timeLike.title.toLowerCase()}${series ? ` and ${series.title.toLowerCase()}` : ''}`,
      spec: {
        ...base,
        ...fold,
        mark: { type: 'line', point: true },
        encoding: { x, y: valueEncoding, ...color },
      },
    };
  }

  const [first, second, ...rest] = dims;
  if (!first || rest.length > 0) return null;
  if (!second) {
    // One category: horizontal bars sorted by value, largest first.
    return {
      title: `${measureTitle} by ${first.title.toLowerCase()}`,
      spec: {
        ...base,
        ...fold,
        mark: 'bar',
        encoding: {
          y: { ...axis(first), type: 'nominal', sort: folded ? null : '-x' },
          x: valueEncoding,
          ...(folded ? { yOffset: { field: 'measure' }, color: { field: 'measure', type: 'nominal' } } : {}),
        },
      },
    };
  }
  if (folded) return null;
  const groups = new Set(rows.map((r) => String(r[second.name]))).size;
  const title = `${measureTitle} by ${first.title.toLowerCase()} and ${second.title.toLowerCase()}`;
  if (groups <= MAX_GROUPS) {
    return {
      title,
      spec: {
        ...base,
        mark: 'bar',
        encoding: {
          x: { ...axis(first), type: 'nominal' },
          xOffset: { field: second.name },
          y: valueEncoding,
          color: { ...axis(second), type: 'nominal' },
        },
      },
    };
  }
  return {
    title,
    spec: {
      ...base,
      mark: 'rect',
      encoding: {
        x: { ...axis(first), type: 'nominal' },
        y: { ...axis(second), type: 'nominal' },
        color: valueEncoding,
      },
    },
  };
}
