import { yearDimension } from './parse/match.js';
import type { Reading } from './parse.js';
import type { Subject } from './subject.js';
import type { Token } from './text.js';

/**
 * What a follow-up takes away from the earlier question by naming the slot rather than its value:
 * "all origins" / "every state" / "all airports again" (the filter on those dimensions goes), "forget
 * the state", "without the month filter", "drop the year filter", "ignore the date" (the filter, or
 * the period, goes). Only slots the earlier question filtered are cleared, so the words never stand
 * for nothing: "forget the state" after a question with no state asks back as before.
 */
export interface Cleared {
  /** Dimensions whose filters go. */
  readonly fields: ReadonlySet<string>;
  /** Whether the earlier period (or year filter) goes. */
  readonly period: boolean;
  /** Breakdowns that go ("forget the month breakdown"): dimension names, or every time one. */
  readonly groups: ReadonlySet<string>;
  /** The positions of the words that said it. */
  readonly at: ReadonlySet<number>;
}

const ALL_WORDS = new Set(['all', 'every', 'any']);
/** Verbs and prepositions that take a named slot away ("forget the state", "without the month filter"). */
const FORGET_WORDS = new Set([
  'forget',
  'ignore',
  'drop',
  'remove',
  'lose',
  'ditch',
  'skip',
  'without',
  'no',
]);
/** Words between the verb and the slot ("forget about the", "remove that"). */
const BRIDGE_WORDS = new Set(['about', 'the', 'that', 'this', 'any', 'a']);
/** Nouns that only say the slot was a filter ("the year filter", "the state condition"). */
const FILTER_NOUNS = new Set([
  'filter',
  'filters',
  'condition',
  'restriction',
  'limit',
  'constraint',
  'criterion',
]);
/** Words naming the period of the question, whatever its unit. */
const PERIOD_WORDS = new Set([
  'year',
  'month',
  'quarter',
  'week',
  'day',
  'date',
  'period',
  'time',
  'timeframe',
  'years',
  'months',
  'dates',
]);

/** The words a dimension answers to: its name, title and synonyms, split into single words. */
function wordsOf(subject: Subject): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const d of subject.dimensions) {
    const words = [d.name, d.title, ...d.synonyms].flatMap((s) => s.toLowerCase().split(/[\s_]+/));
    out.set(d.name, new Set(words));
  }
  return out;
}

/** The dimensions the earlier question filtered that `t` names ("state" for origin_state). */
function namedFiltered(t: Token | undefined, prev: Reading, words: Map<string, Set<string>>): string[] {
  if (!t) return [];
  const filtered = new Set(prev.filters.map((f) => f.field));
  return [...words]
    .filter(([name, w]) => filtered.has(name) && (w.has(t.lower) || w.has(t.stem)))
    .map(([n]) => n);
}

/** Whether the earlier question had a period to take away (its range, or a filter on the year dimension). */
function hadPeriod(prev: Reading): boolean {
  const year = yearDimension(prev.subject);
  return prev.range !== null || (year !== undefined && prev.filters.some((f) => f.field === year?.name));
}

/** Nouns that say the slot was a breakdown ("the month breakdown", "the state split"). */
const BREAKDOWN_NOUNS = new Set(['breakdown', 'breakdowns', 'split', 'grouping']);

/** The earlier breakdowns `t` names: a grouped dimension's word, or a period word for a time breakdown. */
function namedGroups(t: Token | undefined, prev: Reading, words: Map<string, Set<string>>): string[] {
  if (!t) return [];
  const year = yearDimension(prev.subject);
  return prev.groupBy
    .map((g) => g.dimension)
    .filter((d) => {
      const timed = d.type === 'time' || d === year;
      return (
        (timed && PERIOD_WORDS.has(t.lower)) ||
        words.get(d.name)?.has(t.lower) ||
        words.get(d.name)?.has(t.stem)
      );
    })
    .map((d) => d.name);
}

/** "and nationwide?": every place the earlier question named goes (typed.ts reads "across the country" so). */
const NATIONWIDE = new Set(['nationwide']);
const PLACE_FIELD = /(?:^|_)(?:origin|destination|city|state|airport|iata)(?:_|$)/;

/** The slots the follow-up's words clear from the earlier question (see `Cleared`). */
export function clearedSlots(tokens: readonly Token[], prev: Reading): Cleared {
  const words = wordsOf(prev.subject);
  const fields = new Set<string>();
  const groups = new Set<string>();
  const at = new Set<number>();
  let period = false;
  for (const [i, t] of tokens.entries()) {
    if (!NATIONWIDE.has(t.lower)) continue;
    at.add(i);
    for (const f of prev.filters)
      if (f.kind === 'dimension' && PLACE_FIELD.test(f.field)) fields.add(f.field);
  }
  for (const [i, t] of tokens.entries()) {
    const all = ALL_WORDS.has(t.lower);
    if (!all && !FORGET_WORDS.has(t.lower)) continue;
    let j = i + 1;
    while (!all && BRIDGE_WORDS.has(tokens[j]?.lower ?? '')) j++;
    const slot = tokens[j];
    // "forget the month breakdown": the breakdown goes, not a filter.
    const grouped =
      !all && BREAKDOWN_NOUNS.has(tokens[j + 1]?.lower ?? '') ? namedGroups(slot, prev, words) : [];
    if (grouped.length > 0) {
      for (const g of grouped) groups.add(g);
      for (let k = i; k <= j + 1; k++) at.add(k);
      continue;
    }
    const named = namedFiltered(slot, prev, words);
    // "all airports", "every state": only a dimension; "all months" is a period word read elsewhere.
    const timed = !all && slot !== undefined && PERIOD_WORDS.has(slot.lower) && hadPeriod(prev);
    if (named.length === 0 && !timed) continue;
    for (const n of named) fields.add(n);
    period ||= timed;
    let end = j;
    // "the year filter", "all airports again": the noun and "again" only say what was cleared.
    if (FILTER_NOUNS.has(tokens[end + 1]?.lower ?? '')) end++;
    if (tokens[end + 1]?.lower === 'again') end++;
    for (let k = i; k <= end; k++) at.add(k);
  }
  return { fields, period, groups, at };
}

/**
 * The follow-up's reading without what the clearing words made of themselves: "the month filter"
 * read as a breakdown by month, "the state" as a breakdown by state. A breakdown the earlier question
 * had stays.
 */
export function withoutClearingWords(r: Reading, prev: Reading, cleared: Cleared): Reading {
  if (cleared.at.size === 0) return r;
  const year = yearDimension(r.subject);
  const clearedGroup = (d: Reading['groupBy'][number]['dimension']) =>
    cleared.fields.has(d.name) || (cleared.period && (d.type === 'time' || d === year));
  const groupBy = r.groupBy.filter(
    (g) =>
      !cleared.groups.has(g.dimension.name) &&
      (!clearedGroup(g.dimension) || prev.groupBy.some((p) => p.dimension === g.dimension)),
  );
  return {
    ...r,
    groupBy,
    grain: groupBy.some((g) => g.dimension.type === 'time') ? r.grain : null,
    unknown: r.unknown.filter((t) => !cleared.at.has(t.index)),
    ignored: r.ignored.filter((t) => !cleared.at.has(t.index)),
  };
}
