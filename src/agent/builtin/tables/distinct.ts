import type { TimeGrain } from '../../../contracts/model.js';
import type { Intent } from '../interpret.js';
import type { SubjectDimension, SubjectMeasure } from '../subject.js';
import { OF_KNOWN_SET, phraseStems, stem } from '../text.js';

/**
 * "How many cities in Texas have an airport?", "how many distinct origins are there?", "how many of our
 * destinations …", "number of distinct cities", "number of destination states reached from Newark":
 * "how many" or "number of" before a text column's name counts its distinct values, not the rows per
 * value (the rows per value are "flights by destination state": a measure's word comes first). The
 * reading has grouped by that column; over a table the question is answered as `count(DISTINCT column)`.
 */

const HOW_MANY = new RegExp(
  String.raw`\b(?:(?:how\s+many|(?:number|count)\s+of)\s+${OF_KNOWN_SET}(?:distinct\s+|different\s+|unique\s+)?|count\s+(?:distinct|different|unique)\s+)([a-z]+(?:\s+[a-z]+)?)`,
  'i',
);

/** The grouped dimension the words after "how many" name (its name or a synonym, by stems). */
export function countedDimension(
  question: string,
  dims: readonly SubjectDimension[],
): SubjectDimension | null {
  const m = HOW_MANY.exec(question);
  if (!m) return null;
  const words = (m[1] as string).toLowerCase().split(/\s+/).map(stem);
  const names = (d: SubjectDimension) => [d.name.replace(/_/g, ' '), ...d.synonyms].map(phraseStems);
  const fits = (d: SubjectDimension) =>
    names(d).some((p) => p.length > 0 && p.every((s, i) => words[i] === s));
  return dims.find(fits) ?? null;
}

export function distinctMeasure(d: SubjectDimension): SubjectMeasure {
  return {
    name: `${d.name}_count`,
    title: `Number of distinct ${d.title.toLowerCase()} values`,
    aggregation: 'count_distinct',
    synonyms: [],
    format: '#,##0',
    description: `Number of distinct values of ${d.name}.`,
    plainCount: false,
    column: d.name,
  };
}

const PERIODS_COUNTED =
  /\b(?:how\s+many|(?:number|count)\s+of)\s+(?:distinct\s+|different\s+|separate\s+)?(days|weeks|months|quarters|years)\b/i;

/** "how many days had …", "number of months with …": the grain whose periods are counted, if the time dimension has it. */
export function countedGrain(question: string, time: SubjectDimension): TimeGrain | null {
  const word = PERIODS_COUNTED.exec(question)?.[1]?.toLowerCase().replace(/s$/, '');
  const grain = time.grains.find((g) => g === word);
  return grain ?? null;
}

/** "Days with more than 10 mm of precipitation …", "months where the average high …": periods that pass. */
const PERIODS_THAT_PASS =
  /\b(days|weeks|months|quarters)\s+(?:with|where|when|having|that\s+(?:had|have|saw|got|were|was))\b/i;

/** countedGrain, or the periods said before a condition ("days with more than …"): those periods counted. */
export function passingGrain(question: string, time: SubjectDimension): TimeGrain | null {
  const counted = countedGrain(question, time);
  if (counted) return counted;
  const word = PERIODS_THAT_PASS.exec(question)?.[1]?.toLowerCase().replace(/s$/, '');
  return time.grains.find((g) => g === word) ?? null;
}

/** The periods of one grain of the time dimension counted: the groups of that breakdown (planner.ts). */
export function periodCountMeasure(time: SubjectDimension, grain: TimeGrain): SubjectMeasure {
  return {
    name: `${grain}s_counted`,
    title: `Number of ${grain}s`,
    aggregation: 'count_distinct',
    synonyms: [],
    format: '#,##0',
    description: `Number of ${grain}s of ${time.name}.`,
    plainCount: false,
    column: time.name,
    countedGrain: grain,
  };
}

/**
 * The paired side of a side column (`destination` → `origin`): the columns of a table joined twice to
 * one table through a contract come in sides, each a bare column with joined columns named after it.
 */
function otherSide(intent: Intent, name: string): string | null {
  const dims = intent.subject.dimensions;
  const isSide = (n: string) => !n.includes('_') && dims.some((d) => d.name.startsWith(`${n}_`));
  // `destination_city` is the destination side's city: its pair is `origin_city`.
  const at = name.indexOf('_');
  const [side, rest] = at < 0 ? [name, ''] : [name.slice(0, at), name.slice(at)];
  if (!intent.subject.joins || !isSide(side)) return null;
  const others = dims.filter((d) => d.name !== side && isSide(d.name));
  const other = others.length === 1 ? `${others[0]?.name}${rest}` : null;
  return other && dims.some((d) => d.name === other) ? other : null;
}

/**
 * A filter on the counted column would count one value: "how many distinct destinations does SEA fly
 * to" read with SEA as a destination. When the counted column is on one side of a pair and nothing
 * fills the same column of the other side, the value is the other side's (the airport, or the city,
 * the destinations are counted from).
 */
function countedFilters(intent: Intent, name: string, counted = false): Intent['filters'] | null {
  // "How many distinct destination airports did Salt Lake City flights serve": in a count, the city
  // read on the counted side names one or two of its airports, never what is counted from it.
  const named = (field: string) => counted && (field === `${name}_city` || field === `${name}_airport_name`);
  const on = intent.filters.filter((f) => f.field === name || named(f.field));
  if (on.length === 0) return intent.filters;
  const field = on[0]?.field ?? name;
  const other = otherSide(intent, field);
  if (!other || on.length > 1 || on[0]?.operator !== 'eq' || intent.filters.some((f) => f.field === other))
    return null;
  return intent.filters.map((f) => (f.field === field ? { ...f, field: other } : f));
}

/**
 * "Which destinations does SEA serve?": one value on the column the rows are grouped by would make
 * the breakdown its one row. When the column is on one side of a pair, the value is the other side's,
 * as for a distinct count (`countedFilters`).
 */
export function valueOffGroupedSide(intent: Intent): Intent {
  const [g, ...more] = intent.groupBy;
  if (!g || more.length > 0 || g.dimension.type !== 'string') return intent;
  const on = intent.filters.filter((f) => f.field === g.dimension.name);
  if (on.length !== 1 || on[0]?.operator !== 'eq') return intent;
  const filters = countedFilters(intent, g.dimension.name);
  return filters ? { ...intent, filters } : intent;
}

/**
 * "Number of different airports that had departures in January": the words after "how many" name the
 * table the grouped column joins to (`origin` joins `airports.iata`), so its values are those things,
 * counted once each, as "how many origins" would be.
 */
function joinedTableCounted(intent: Intent, question: string, d: SubjectDimension): SubjectDimension | null {
  const first = HOW_MANY.exec(question)?.[1]?.toLowerCase().split(/\s+/)[0];
  const joins = intent.subject.joins?.contract.source.joins ?? [];
  if (!first || stem(first) === first) return null;
  const keyed = joins.some(
    (j) => stem(j.table.toLowerCase()) === stem(first) && j.on.some((p) => p.left.column === d.name),
  );
  return keyed ? d : null;
}

const OWN_COUNTED = /\bhow\s+many\s+of\s+(?:our|my)\s+([a-z]+)/i;

/**
 * "How many of our airports had flights delayed over 3 hours?": under row-level security "our" names
 * the side it pins (the origin, whose state is the caller's), and the noun after it the table that side
 * joins to, so the airports counted are that side's values, once each. Without the possessive the side
 * is unsaid (the question stays asked back as a count read without its noun).
 */
export function ownSideCounted(intent: Intent, question: string): Intent {
  const noun = OWN_COUNTED.exec(question)?.[1];
  if (!noun || intent.groupBy.length > 0 || !intent.measures.every((m) => m.plainCount)) return intent;
  const joins = intent.subject.joins?.contract.source.joins ?? [];
  const pinned = intent.subject.pinned ?? [];
  const keyed = (d: SubjectDimension) =>
    joins.some(
      (j) => stem(j.table.toLowerCase()) === stem(noun) && j.on.some((p) => p.left.column === d.name),
    ) && pinned.some((p) => p.startsWith(`${d.name}_`));
  const sides = intent.subject.dimensions.filter((d) => d.type === 'string' && keyed(d));
  const [side, ...others] = sides;
  if (!side || others.length > 0 || intent.filters.some((f) => f.field === side.name)) return intent;
  const ignored = intent.ignored.filter((w) => stem(w.toLowerCase()) !== stem(noun));
  return { ...intent, ignored, measures: [distinctMeasure(side)], sort: null, limit: null };
}

/** The intent as a distinct count when "how many" names the one text column it groups by. */
export function distinctCount(intent: Intent, question: string): Intent {
  const [g, ...more] = intent.groupBy;
  if (!g || more.length > 0 || g.dimension.type !== 'string' || intent.limit !== null) return intent;
  if (!intent.measures.every((m) => m.plainCount)) return intent;
  const filters = countedFilters(intent, g.dimension.name, true);
  const counted = filters
    ? (countedDimension(question, [g.dimension]) ?? joinedTableCounted(intent, question, g.dimension))
    : null;
  if (!filters || !counted) return intent;
  return { ...intent, filters, groupBy: [], measures: [distinctMeasure(counted)], sort: null };
}

/** "which origin has the most distinct destinations", "number of different destinations per origin". */
export const MOST_DISTINCT =
  /\b(most|fewest|least|highest\s+number\s+of|lowest\s+number\s+of)\s+(?:distinct|different|unique)\s+([a-z]+(?:\s+[a-z]+)?)/i;
const DISTINCT_PER =
  /\b(?:how\s+many|(?:number|count)\s+of)\s+(?:distinct\s+|different\s+|unique\s+)([a-z]+(?:\s+[a-z]+)?)\s+(?:per|by|for\s+each|each)\b/i;

/**
 * A distinct count per group: the reading grouped by both the counted column and the group's
 * ("which origin has the most distinct destinations" gave the busiest route). The counted column is
 * the one named after "distinct"; the other grouped column is the group, or, where both name the same
 * column ("which airport flies to the most different destinations"), its other side.
 */
export function distinctPerGroup(intent: Intent, question: string): Intent {
  const [a, b, ...more] = intent.groupBy;
  if (!a || !b || more.length > 0 || !intent.measures.every((m) => m.plainCount)) return intent;
  const most = MOST_DISTINCT.exec(question);
  const words = most?.[2] ?? DISTINCT_PER.exec(question)?.[1];
  const counted = words ? countedDimension(`how many ${words}`, [a.dimension, b.dimension]) : null;
  if (counted?.type !== 'string') return intent;
  const group = groupOf(intent, counted, counted === a.dimension ? b : a);
  if (!group) return intent;
  const measure = distinctMeasure(counted);
  const ascending = /^(?:fewest|least|lowest)/i.test(most?.[1] ?? '');
  const sort = most
    ? { field: measure.name, direction: ascending ? ('asc' as const) : ('desc' as const) }
    : null;
  return {
    ...intent,
    groupBy: [group],
    measures: [measure],
    sort,
    limit: most ? (intent.limit ?? 1) : intent.limit,
  };
}

/** The group a distinct count is per: the other grouped column, or the counted one's other side. */
function groupOf(
  intent: Intent,
  counted: SubjectDimension,
  other: Intent['groupBy'][number],
): Intent['groupBy'][number] | null {
  if (other.dimension.name !== counted.name) return other;
  const side = otherSide(intent, counted.name);
  const dimension = intent.subject.dimensions.find((d) => d.name === side);
  return dimension ? { ...other, dimension } : null;
}
