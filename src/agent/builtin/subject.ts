import {
  type Aggregation,
  type Contract,
  type DimensionType,
  type Measure,
  type Operator,
  TIME_GRAINS,
  type TimeGrain,
} from '../../contracts/model.js';
import type { ColumnInfo } from '../../warehouse/types.js';
import type { RelationJoins } from './tables/joins.js';
import { phraseStems, stem, tokenize } from './text.js';

/**
 * What the built-in planner reasons over: a contract, or (in SQL modes) a
 * table or model seen as dimensions and measures. One shape lets one parser
 * serve both the bounded (contract) and unbounded (SQL) paths.
 */
export interface SubjectDimension {
  readonly name: string;
  readonly title: string;
  readonly type: DimensionType;
  readonly synonyms: readonly string[];
  readonly grains: readonly TimeGrain[];
  readonly description: string;
  /** Other names for its values, by value (a contract's `value_synonyms`; none for tables). */
  readonly valueSynonyms?: Readonly<Record<string, readonly string[]>>;
}

/** A contract's aggregations, and over a table's column (SQL modes only) its median and percentiles. */
export type MeasureAggregation = Aggregation | 'median' | 'quantile' | 'stddev' | 'variance';

export interface SubjectMeasure {
  readonly name: string;
  readonly title: string;
  readonly aggregation: MeasureAggregation;
  readonly synonyms: readonly string[];
  readonly format: string | null;
  readonly description: string;
  /** A plain row count (no filter): what "how many" means when no measure is named. */
  readonly plainCount: boolean;
  /** SQL subjects: the column aggregated (null with `count`: a row count); contracts: null. */
  readonly column: string | null;
  /** SQL subjects, `quantile` only: the percentile asked for, 0–1 (tables/cues.ts). */
  readonly fraction?: number;
  /** SQL subjects: a percentage of the rows, those meeting these conditions (tables/shares.ts). */
  readonly shareOf?: readonly ShareCondition[];
  /** SQL subjects: the measure per group as a percentage of its total over every group (tables/shares.ts). */
  readonly ofTotal?: boolean;
  /** SQL subjects: the measure summed over the periods up to each one, in time order (tables/running.ts). */
  readonly running?: boolean;
  /** SQL subjects: a count of the rows meeting these conditions, a contract's filtered count lent to its table (tables/joins.ts). */
  readonly countOf?: readonly ShareCondition[];
  /** Contracts, `count_distinct` of the time dimension: the periods of this grain counted ("how many days had …"). */
  readonly countedGrain?: TimeGrain;
  /** SQL subjects: the average over the time periods at `grain` of `of` ("flights a day on average"; tables/groups.ts). */
  readonly perPeriod?: {
    readonly time: SubjectDimension;
    readonly grain: TimeGrain;
    readonly of: SubjectMeasure;
  };
  /** SQL subjects: the number of groups by these dimensions that pass `having` (tables/groups.ts). */
  readonly ofGroups?: {
    readonly by: readonly SubjectDimension[];
    readonly having: readonly ShareCondition[];
  };
}

/** A column computed per row: `high` less `low`, under its own name. */
export interface ColumnDifference {
  readonly name: string;
  readonly high: string;
  readonly low: string;
}

export interface ShareCondition {
  readonly field: string;
  readonly operator: Operator;
  readonly value: string | number | readonly (string | number)[];
}

export interface Subject {
  readonly kind: 'contract' | 'table' | 'model';
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly dimensions: readonly SubjectDimension[];
  readonly measures: readonly SubjectMeasure[];
  readonly requiredFilters: readonly string[];
  readonly requiredContext: readonly string[];
  readonly contract: Contract | null;
  /** SQL subjects: the joined columns a contract over the table defines (`tables/joins.ts`). */
  readonly joins?: RelationJoins;
  /**
   * Dimensions the caller's row-level security pins to its context value (regional_flights: the
   * origin state): the caller's data holds one value of each, so they cannot be ranked or compared.
   */
  readonly pinned?: readonly string[];
  /**
   * SQL subjects: columns computed per row as one column less another (`temp_range` is `temp_max -
   * temp_min`), which measures name like a column of their own (`avg_temp_range`; tables/differences.ts).
   */
  readonly differences?: readonly ColumnDifference[];
  /**
   * Columns the subject holds but gives no measure (a model's per-row averages, `tables/models.ts`):
   * a word of their names asks for them, so it never restates the data's description.
   */
  readonly unmeasured?: readonly string[];
}

/** The contract's dimensions over a column its row-level security filters on. */
export function pinnedDimensions(contract: Contract): string[] {
  return contract.rls.flatMap((p) =>
    contract.dimensions
      .filter((d) => d.column.relation === p.column.relation && d.column.column === p.column.column)
      .map((d) => d.name),
  );
}

export function contractSubject(contract: Contract): Subject {
  return {
    kind: 'contract',
    id: contract.name,
    title: contract.title,
    description: contract.description,
    dimensions: contract.dimensions.map((d) => ({
      name: d.name,
      title: d.title,
      type: d.type,
      synonyms: d.synonyms,
      grains: d.timeGrains,
      description: d.description,
      valueSynonyms: d.valueSynonyms,
    })),
    measures: contract.measures.map((m) => ({
      name: m.name,
      title: m.title,
      aggregation: m.aggregation,
      synonyms: [...m.synonyms, ...columnSaidAsIs(m)],
      format: m.format,
      description: m.description,
      plainCount: m.aggregation === 'count' && m.column === null && m.filter === null,
      column: null,
    })),
    requiredFilters: contract.rules.requiredFilters,
    requiredContext: contract.requiredContext,
    contract,
    pinned: pinnedDimensions(contract),
  };
}

/**
 * "avg(life_expect)": the warehouse column a measure aggregates, said as written by people who query
 * the table (the measure is "avg_life_expectancy"). Only a compound name whose words the measure's own
 * name does not already hold, so "delay" never becomes a synonym of every measure over the delay.
 */
function columnSaidAsIs(m: Measure): string[] {
  const column = m.column?.column;
  if (!column?.includes('_')) return [];
  const own = new Set(`${m.name} ${m.title}`.toLowerCase().split(/[\s_]+/));
  const words = column.toLowerCase().split('_');
  return words.every((w) => own.has(w)) ? [] : [words.join(' ')];
}

const NUMERIC = new Set(['integer', 'number', 'decimal']);
const TIME = new Set(['timestamp', 'date']);

function humanize(name: string): string {
  const words = name.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

type Column = ColumnInfo & { readonly description?: string; readonly synonyms?: readonly string[] };

/** The relation's row count: "flights" counts flights; "seattle_weather" counts rows (whatever a row is, the table's docs say). */
function rowCount(name: string): SubjectMeasure {
  const words = name.replace(/_/g, ' ');
  const last = name.split('_').at(-1) ?? name;
  const plural = stem(last) !== last;
  return {
    name: plural ? `${stem(last)}_count` : 'row_count',
    title: plural ? `Number of ${words}` : 'Number of rows',
    aggregation: 'count',
    synonyms: [words, `number of ${words}`, `${words} count`, 'count', 'rows', 'records'],
    format: '#,##0',
    description: `Number of rows of ${name}.`,
    plainCount: true,
    column: null,
  };
}

/** Text, boolean and time columns, and a whole-number year column, as dimensions. */
function columnDimension(c: Column): SubjectDimension | null {
  const base = {
    name: c.name,
    title: humanize(c.name),
    synonyms: [c.name.replace(/_/g, ' '), ...(c.synonyms ?? [])],
    description: c.description ?? '',
  };
  if (TIME.has(c.type)) {
    const grains =
      c.type === 'date' ? TIME_GRAINS.filter((g) => !['hour', 'minute', 'second'].includes(g)) : TIME_GRAINS;
    return { ...base, type: 'time', grains };
  }
  if (c.type === 'string' || c.type === 'boolean') return { ...base, type: c.type, grains: [] };
  if (c.type === 'integer' && /(^|_)year$/.test(c.name)) return { ...base, type: 'number', grains: [] };
  return null;
}

/** How a measure's aggregate is said in its title ("avg_delay" is the average delay). */
const TITLE_WORDS: Readonly<Record<string, string>> = {
  avg: 'average',
  sum: 'total',
  stddev: 'standard deviation of',
  var: 'variance of',
};

/** A numeric column's average, total, minimum, maximum, median and standard deviation. */
function columnMeasures(c: Column): SubjectMeasure[] {
  if (!NUMERIC.has(c.type)) return [];
  const label = c.name.replace(/_/g, ' ');
  const measure = (agg: MeasureAggregation, prefix: string, synonyms: string[]): SubjectMeasure => ({
    name: `${prefix}_${c.name}`,
    title: `${humanize(TITLE_WORDS[prefix] ?? prefix)} ${label}`,
    aggregation: agg,
    synonyms,
    format: agg === 'avg' ? '0.00' : null,
    description: c.description ?? '',
    plainCount: false,
    column: c.name,
  });
  // "temp_max" is also said "max temp": both orders of a two-word name are synonyms.
  const parts = label.split(' ');
  const swapped = parts.length === 2 ? `${parts[1]} ${parts[0]}` : null;
  return [
    measure('avg', 'avg', [
      `average ${label}`,
      `mean ${label}`,
      label,
      ...(swapped ? [swapped, `average ${swapped}`] : []),
    ]),
    measure('sum', 'sum', [`total ${label}`, `sum of ${label}`]),
    // "the shortest distance flown to each destination", "the strongest wind", "the biggest delay":
    // an extreme said by a superlative of size (a total of distances or an average wind was given).
    measure('min', 'min', [`minimum ${label}`, `lowest ${label}`, `smallest ${label}`, `shortest ${label}`]),
    measure('max', 'max', [
      `maximum ${label}`,
      `highest ${label}`,
      `largest ${label}`,
      `longest ${label}`,
      `biggest ${label}`,
      `strongest ${label}`,
    ]),
    // SQL can take a median, which no contract measure offers: only said with its own word.
    measure('median', 'median', [`median ${label}`, ...(swapped ? [`median ${swapped}`] : [])]),
    // The sample standard deviation, only said with its own words (tables/cues.ts reads them before a column).
    measure('stddev', 'stddev', [`standard deviation ${label}`]),
    // Its square, the sample variance, said with its own word only (tables/cues.ts).
    measure('variance', 'var', [`variance ${label}`]),
  ];
}

/** The two ends of a paired column's name: `temp_max` / `temp_min`, `high_price` / `low_price`. */
const PAIR_ENDS: readonly (readonly [high: RegExp, low: string])[] = [
  [/^(.+)_max$/, '$1_min'],
  [/^(.+)_high$/, '$1_low'],
  [/^max_(.+)$/, 'min_$1'],
  [/^high_(.+)$/, 'low_$1'],
];

/**
 * A row's high and low of one quantity (`temp_max` and `temp_min`, a day's high and low) make a
 * third figure per row, their difference: "the average daily temperature range" is the average of
 * `temp_max - temp_min` over the days, which no aggregate of either column gives. Named after what
 * they share (`temp_range`); only numeric pairs whose names say which end each is.
 */
function columnDifferences(columns: readonly Column[]): ColumnDifference[] {
  const numeric = new Set(columns.filter((c) => NUMERIC.has(c.type)).map((c) => c.name));
  return [...numeric].flatMap((high) => {
    for (const [end, lowName] of PAIR_ENDS) {
      const m = end.exec(high);
      const low = m ? high.replace(end, lowName) : null;
      if (m && low && numeric.has(low)) return [{ name: `${m[1]}_range`, high, low }];
    }
    return [];
  });
}

/** A difference column's measures: its average, minimum, maximum, median and standard deviation (a total of ranges means nothing). */
function differenceMeasures(d: ColumnDifference): SubjectMeasure[] {
  // No word of either end or its unit: a quality ("warmest") or a unit ("30 degrees") names one end's
  // column, never the spread between them.
  const description = `The spread of each row: one paired column less the other (${d.name.replace(/_/g, ' ')}).`;
  const column: Column = { name: d.name, type: 'number', engineType: 'DOUBLE', description };
  // Said with an aggregate's word only ("average temp range"): the bare words are read by
  // tables/differences.ts, which tells a range per row from the lowest and highest of a column.
  const bare = new Set([d.name.replace(/_/g, ' '), d.name.split('_').reverse().join(' ')]);
  return columnMeasures(column)
    .filter((m) => m.aggregation !== 'sum')
    .map((m) => ({ ...m, synonyms: m.synonyms.filter((w) => !bare.has(w)) }));
}

/**
 * A table or model as a subject: text and time columns are dimensions (a
 * whole-number `year` column too); numeric columns give average, total,
 * minimum and maximum measures, and the relation itself a row count; a
 * high/low pair of columns their difference per row too.
 */
export function relationSubject(
  kind: 'table' | 'model',
  name: string,
  columns: readonly Column[],
  title: string,
  description: string,
): Subject {
  const dimensions = columns.map(columnDimension).filter((d): d is SubjectDimension => d !== null);
  const differences = columnDifferences(columns);
  const measures = [
    rowCount(name),
    ...columns.filter((c) => !columnDimension(c)).flatMap(columnMeasures),
    ...differences.flatMap(differenceMeasures),
  ];
  return {
    kind,
    id: name,
    title,
    description,
    dimensions,
    measures,
    requiredFilters: [],
    requiredContext: [],
    contract: null,
    ...(differences.length > 0 ? { differences } : {}),
  };
}

export interface Phrase {
  readonly stems: readonly string[];
  /** The words as written (lower case), to prefer an exact match over a stem match. */
  readonly words: readonly string[];
  readonly strength: 'name' | 'synonym';
}

interface Named {
  readonly name: string;
  readonly title: string;
  readonly synonyms: readonly string[];
}

// Fields and subjects are immutable, and a reading asks for the same phrases at every word of
// every message: derived once per object, so a turn's work grows with its words, not words × fields.
const phraseCache = new WeakMap<Named, readonly Phrase[]>();
const stemCache = new WeakMap<Subject, ReadonlySet<string>>();

/** Every phrase that names a measure or dimension: its name, title and synonyms, as stems. */
export function phrasesOf(field: Named): readonly Phrase[] {
  let phrases = phraseCache.get(field);
  if (!phrases) {
    phrases = derivePhrases(field);
    phraseCache.set(field, phrases);
  }
  return phrases;
}

function derivePhrases(field: Named): Phrase[] {
  const seen = new Set<string>();
  const out: Phrase[] = [];
  const add = (text: string, strength: Phrase['strength']) => {
    const stems = phraseStems(text);
    const words = tokenize(text.replace(/_/g, ' ')).map((t) => t.lower);
    const key = stems.join(' ');
    if (stems.length === 0 || seen.has(key)) return;
    seen.add(key);
    out.push({ stems, words, strength });
  };
  add(field.name, 'name');
  add(field.title, 'name');
  for (const s of field.synonyms) add(s, 'synonym');
  return out;
}

/** Words that name the subject itself ("flights", "weather", "stocks"). */
export function subjectStems(subject: Subject): ReadonlySet<string> {
  let stems = stemCache.get(subject);
  if (!stems) {
    stems = new Set([...phraseStems(subject.id), ...phraseStems(subject.title)]);
    stemCache.set(subject, stems);
  }
  return stems;
}

/** A dimension's side of the trip and its kind: `origin_state` → ['origin', 'state'], `destination` → ['destination', '']. */
export function sideAndKind(name: string): readonly [side: string, kind: string] {
  const at = name.indexOf('_');
  return at < 0 ? [name, ''] : [name.slice(0, at), name.slice(at + 1)];
}

/** The dimensions of one kind on the two sides (`origin_city`, `destination_city`), when the subject has both. */
export function sidePairOf(subject: Subject, kind: string): readonly [string, string] | null {
  const pair =
    kind === '' ? (['origin', 'destination'] as const) : ([`origin_${kind}`, `destination_${kind}`] as const);
  return pair.every((n) => subject.dimensions.some((d) => d.name === n)) ? pair : null;
}

/** Whether a word's key names one of the subject's unmeasured columns ("distance" of `avg_distance`). */
export function namesUnmeasured(subject: Subject, key: string): boolean {
  return (subject.unmeasured ?? []).some((c) => c.split('_').map(stem).includes(key));
}
