import type { TimeGrain } from '../../contracts/model.js';
import type { Intent } from './interpret.js';
import { type IntentFilter, yearDimension } from './parse.js';
import type { SubjectMeasure } from './subject.js';
import { windowsOf } from './tables/clockbands.js';
import { inClockOrder } from './tables/dateparts.js';
import { rangeLabel, timeValueLabel } from './time.js';

/**
 * The built-in planner's narrative: a short answer with the key figures, built
 * from the result and the intent. It names at most three groups and never
 * lists rows or chart details: those travel only in data and chart events.
 */

type Row = Readonly<Record<string, unknown>>;

/** A number as the measure's format says ("#,##0", "0.00"); unformatted ones get grouping and two decimals at most. */
export function formatNumber(v: unknown, format: string | null): string {
  if (v === null || v === undefined) return 'no value';
  if (typeof v === 'string') return /^-?\d+$/.test(v) ? BigInt(v).toLocaleString('en-US') : v;
  if (typeof v !== 'number') return String(v);
  let decimals = Number.isInteger(v) ? 0 : 2;
  let grouping = true;
  if (format) {
    const m = /\.(0+)/.exec(format);
    decimals = m?.[1]?.length ?? 0;
    grouping = format.includes(',');
  }
  return v.toLocaleString('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: grouping,
  });
}

/** A comparison on a column or measure, as said: a row threshold in SQL modes ("delay above 60"), a group's ("flight count of at least 1000"). */
export const COMPARISON_WORDS: Readonly<Partial<Record<IntentFilter['operator'], string>>> = {
  gt: 'above',
  gte: 'of at least',
  lt: 'below',
  lte: 'of at most',
};

function filterPhrase(f: IntentFilter, intent: Intent): string {
  const values = (Array.isArray(f.value) ? f.value : [f.value]).map(String);
  const list =
    values.length > 1 ? `${values.slice(0, -1).join(', ')} or ${values.at(-1)}` : (values[0] ?? '');
  if (f.kind === 'measure') {
    const m = intent.subject.measures.find((x) => x.name === f.field);
    const word = COMPARISON_WORDS[f.operator] ?? f.operator;
    return `with ${lower(m?.title ?? f.field)} ${word} ${formatNumber(Number(values[0]), m?.format ?? null)}`;
  }
  const d = intent.subject.dimensions.find((x) => x.name === f.field);
  const title = lower(d?.title ?? (windowsOf(f.field) ? 'departures scheduled' : f.field.replace(/_/g, ' ')));
  if (f.operator === 'neq' || f.operator === 'not_in') return `${title} other than ${list}`;
  // "for name containing Muni" (parse/contains.ts), not "for name Muni": no airport is named "Muni".
  if (f.operator === 'contains') return `${title} containing "${list}"`;
  const compared = COMPARISON_WORDS[f.operator];
  if (compared) return `${title} ${compared} ${list}`;
  return `${title} ${list}`;
}

/** "for origin SFO in March 2001" — empty when the question had no filters. */
export function scopePhrase(intent: Intent): string {
  const dims = intent.filters.filter((f) => f.kind === 'dimension').map((f) => filterPhrase(f, intent));
  const measures = intent.filters.filter((f) => f.kind === 'measure').map((f) => filterPhrase(f, intent));
  const filters = `${dims.length > 0 ? ` for ${dims.join(', ')}` : ''}${measures.length > 0 ? ` ${measures.join(', ')}` : ''}`;
  const range = intent.range ? ` ${rangeLabel(intent.range)}` : '';
  return `${filters}${intent.bothWays ? ' (in both directions)' : ''}${range}${absencePhrase(intent)}`;
}

/**
 * "with no flights row whose origin is its iata in May 2001": an anti-join's condition said in the
 * reading sentence, since the figure without it would read as every row under the filters.
 */
function absencePhrase(intent: Intent): string {
  const parts = (intent.absences ?? []).map(
    (a) =>
      `${a.present ? 'with a' : 'with no'} ${a.table} row whose ${a.inner} is its ${a.outer}${a.range ? ` ${rangeLabel(a.range)}` : ''}`,
  );
  return parts.length > 0 ? `, ${parts.join(' and ')}` : '';
}

function label(row: Row, intent: Intent): string {
  return intent.groupBy
    .map((g) => {
      const v = row[g.dimension.name];
      if (g.dimension.type === 'time') return timeValueLabel(v, g.grain);
      // "6 has the most flights" says nothing; "hour of day 6", "cluster 3" do. A year reads alone.
      const text = String(v);
      const numeric = g.dimension.type === 'number' || typeof v === 'number' || typeof v === 'bigint';
      return numeric && !/^\d{4}$/.test(text) ? `${lower(g.dimension.title)} ${text}` : text;
    })
    .join(', ');
}

function value(row: Row, m: SubjectMeasure): string {
  return formatNumber(row[m.name], m.format);
}

const ABBREVIATIONS: Readonly<Record<string, string>> = {
  avg: 'average',
  temp: 'temperature',
  max: 'maximum',
  min: 'minimum',
  pop: 'population',
};

/** A field title as prose: lower case, abbreviations of generated titles spelled out ("Avg delay" → "average delay"). */
function lower(s: string): string {
  // "US domestic flights" keeps its capitals ("No uS domestic flights data matched" had lowered one).
  const text = /^\p{Lu}{2}/u.test(s) ? s : s.charAt(0).toLowerCase() + s.slice(1);
  return text.replace(/\b(avg|temp|max|min|pop)\b/g, (w) => ABBREVIATIONS[w] ?? w);
}

function pluralize(s: string): string {
  if (/(s|x|ch|sh)$/.test(s)) return `${s}es`;
  if (/[^aeiou]y$/.test(s)) return `${s.slice(0, -1)}ies`;
  return `${s}s`;
}

function upper(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** What every sentence of one narrative needs: the intent, its scope phrase and the measure it leads with. */
interface Telling {
  readonly intent: Intent;
  readonly scope: string;
  readonly m: SubjectMeasure;
  readonly mt: string;
  /** The other measures' values, appended to a row's figure. */
  readonly also: (row: Row) => string;
  /** "origin and month": the breakdown as prose. */
  readonly by: string;
}

function telling(intent: Intent): Telling {
  const measures = intent.measures;
  const m =
    (intent.sort && measures.find((x) => x.name === intent.sort?.field)) || (measures[0] as SubjectMeasure);
  const extra = measures.filter((x) => x !== m);
  const grainOf = (g: { grain: TimeGrain | null; dimension: { title: string } }) =>
    g.grain ?? g.dimension.title.toLowerCase();
  return {
    intent,
    scope: scopePhrase(intent),
    m,
    mt: lower(m.title),
    also: (row) =>
      extra.length > 0 ? `; ${extra.map((x) => `${lower(x.title)} ${value(row, x)}`).join(', ')}` : '',
    by: intent.groupBy
      .map((g) => (g.dimension.type === 'time' ? grainOf(g) : g.dimension.title.toLowerCase()))
      .join(' and '),
  };
}

/** Hours of the day (or months of the year) listed in clock order: told as a series, its peak and trough. */
function clockSeries(intent: Intent): boolean {
  const [g] = intent.groupBy;
  if (!g || intent.groupBy.length !== 1 || intent.limit !== null) return false;
  return intent.sort?.field === g.dimension.name && inClockOrder(intent.subject, g.dimension.name);
}

/** Narrative sentences for one answered intent. */
export function narrate(
  intent: Intent,
  rows: readonly Row[],
  hasMore: boolean,
  subjectTitle: string,
): string[] {
  if (rows.length === 0)
    return [`No ${lower(subjectTitle)} data matched${scopePhrase(intent) || ' the question'}.`];
  if (intent.measures.length === 0) return listing(intent, rows, hasMore);
  const t = telling(intent);
  if (intent.groupBy.length === 0) return single(t, rows[0] as Row);
  if (rows.length === 1) return oneGroup(t, rows[0] as Row);
  const timeOnly = intent.groupBy.length === 1 && intent.groupBy[0]?.dimension.type === 'time';
  const yearOnly =
    intent.groupBy.length === 1 && intent.groupBy[0]?.dimension === yearDimension(intent.subject);
  if (((timeOnly || yearOnly) && !intent.sort) || clockSeries(intent)) return series(t, rows, hasMore);
  return ranking(t, rows, hasMore);
}

/** At most this many values are named in a listing's sentence; the data holds them all. */
const LISTED = 10;

/** No measure (a lookup or a list): the values themselves, the first few named. */
function listing(intent: Intent, rows: readonly Row[], hasMore: boolean): string[] {
  const what = intent.groupBy.map((g) => lower(g.dimension.title)).join(' and ');
  const named = rows.slice(0, LISTED).map((r) => label(r, intent));
  // "and more", never "and 3 more": every number the reply states is one the data holds.
  const more = rows.length > LISTED || hasMore ? ', and more' : '';
  const count = `${rows.length}${hasMore ? '+' : ''}`;
  const head =
    intent.groupBy.length > 1
      ? `${count} ${rows.length === 1 ? 'row' : 'rows'} (${what})`
      : rows.length === 1
        ? upper(what)
        : `${count} ${pluralize(what)}`;
  return [`${head}${scopePhrase(intent)}: ${named.join('; ')}${more}.`];
}

/** No breakdown: the value (or every measure's value). */
function single(t: Telling, row: Row): string[] {
  if (t.intent.measures.length === 1) return [`${upper(t.mt)}${t.scope} is ${value(row, t.m)}.`];
  const figures = t.intent.measures.map((x) => `${lower(x.title)} ${value(row, x)}`).join('; ');
  return [`${upper(t.scope.trim() || 'overall')}: ${figures}.`];
}

/** One group: the leader of a "which …" question, or the only group's value. */
function oneGroup(t: Telling, row: Row): string[] {
  const { intent } = t;
  if (intent.limit === 1 && intent.sort) {
    const word = intent.sort.direction === 'desc' ? 'highest' : 'lowest';
    return [
      `${upper(label(row, intent))} has the ${word} ${t.mt}${t.scope}: ${value(row, t.m)}${t.also(row)}.`,
    ];
  }
  return [`${upper(t.mt)}${t.scope} for ${label(row, intent)}: ${value(row, t.m)}${t.also(row)}.`];
}

/** A series: its span, peak and trough. */
function series(t: Telling, rows: readonly Row[], hasMore: boolean): string[] {
  const { intent, m } = t;
  const numeric = rows.filter((r) => typeof r[m.name] === 'number');
  const pick = (better: (a: number, b: number) => boolean) =>
    numeric.reduce<Row | null>(
      (a, r) => (a === null || better(r[m.name] as number, a[m.name] as number) ? r : a),
      null,
    );
  const max = pick((a, b) => a > b);
  const min = pick((a, b) => a < b);
  const span = intent.range
    ? ''
    : `, ${label(rows[0] as Row, intent)} to ${label(rows.at(-1) as Row, intent)}`;
  const sentences = [`${upper(t.mt)} by ${t.by}${t.scope}${span}${hasMore ? ' (first page)' : ''}: `];
  if (max && min) {
    sentences.push(
      `highest in ${label(max, intent)} (${value(max, m)}), lowest in ${label(min, intent)} (${value(min, m)}).`,
    );
  }
  // "cumulative flights by month": where the running total ends is the figure asked for.
  const running = intent.measures.find((x) => x.running);
  const last = rows.at(-1);
  if (running && last && !hasMore) {
    sentences.push(
      `${upper(lower(running.title))} reaches ${value(last, running)} by ${label(last, intent)}.`,
    );
  }
  return sentences;
}

/** A ranking or breakdown: the leader and two runners-up. */
function ranking(t: Telling, rows: readonly Row[], hasMore: boolean): string[] {
  const { intent, m } = t;
  const dims = intent.groupBy.map((g) => lower(g.dimension.title));
  // Rows in the order of their labels ("sort by name") are told largest first, like unsorted ones.
  // The top row of each group (tables/pergroup.ts) comes in the groups' order: told largest first too.
  const byMeasure =
    !intent.perGroup && intent.sort && intent.subject.measures.some((x) => x.name === intent.sort?.field);
  const ranked = byMeasure ? rows : [...rows].sort((a, b) => Number(b[m.name] ?? 0) - Number(a[m.name] ?? 0));
  const desc = !byMeasure || intent.sort?.direction === 'desc';
  const [a, b, c] = ranked as [Row, Row | undefined, Row | undefined];
  const names = rows.length > 1 ? dims.map(pluralize).join(' and ') : dims.join(' and ');
  const head = intent.limit
    ? `${desc ? 'Top' : 'Bottom'} ${rows.length} ${names} by ${t.mt}${t.scope}: `
    : `${upper(t.mt)} by ${t.by}${t.scope}${hasMore ? ' (first page)' : ` across ${rows.length} groups`}: `;
  const lead = `${label(a, intent)} ${desc ? 'leads' : 'is lowest'} with ${value(a, m)}${t.also(a)}`;
  const rest = [b, c].filter((r): r is Row => !!r).map((r) => `${label(r, intent)} (${value(r, m)})`);
  return [head, `${lead}${rest.length > 0 ? `, followed by ${rest.join(' and ')}` : ''}.`];
}

/**
 * One sentence saying what was answered, before the figures: the measures, the breakdown and its
 * ranking, the filters, the time range (with how a relative one was settled), and any words the
 * answer did not need. Read with the figures, it lets a person check the question was understood.
 */
export function interpretation(intent: Intent): string {
  const measures = intent.measures.map((m) => lower(m.title)).join(' and ');
  const dims = intent.groupBy
    .map((g) => (g.dimension.type === 'time' && g.grain ? g.grain : lower(g.dimension.title)))
    .join(' and ');
  const sortBy = intent.sort && intent.subject.measures.find((m) => m.name === intent.sort?.field);
  const best = intent.sort?.direction === 'desc' ? 'highest' : 'lowest';
  // "the highest by number of rows in each month" (tables/pergroup.ts): one top row per group.
  const per = intent.perGroup?.map((g) => g.grain ?? lower(g.dimension.title)).join(' and ');
  const rank =
    intent.limit !== null && intent.sort && sortBy
      ? `, the ${intent.limit === 1 ? '' : `${intent.limit} `}${best} by ${lower(sortBy.title)}`
      : per && sortBy
        ? `, the ${best} by ${lower(sortBy.title)} in each ${per}`
        : '';
  const ignored =
    intent.ignored.length > 0 ? ` (answered without ${intent.ignored.map((w) => `"${w}"`).join(', ')})` : '';
  const own = intent.ownArrivals
    ? `, counting only the flights from your own state (the rows your data holds; those reaching ${intent.ownArrivals} from elsewhere are not in it)`
    : '';
  if (!measures) return `I read this as the ${dims}${scopePhrase(intent)}${own}${ignored}.`;
  // A contract has no measure that subtracts: the two figures are given, and the answer says so.
  const shown = intent.differenceShown
    ? ' (the difference itself is not one of this data set’s measures, so both figures are shown side by side)'
    : '';
  return `I read this as ${measures}${dims ? ` per ${dims}` : ''}${rank}${scopePhrase(intent)}${own}${ignored}${shown}.`;
}
