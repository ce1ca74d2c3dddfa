import { TO_OTHER_LEADS } from './parse/interstate.js';
import type { Reading } from './parse.js';
import type { Subject, SubjectDimension } from './subject.js';
import { stem, type Token } from './text.js';
import type { ValueIndex } from './values.js';

/**
 * Questions about a side of a measure the data does not record. The flights data records the
 * departure delay ("Average departure delay in minutes"); "arrived late", "late arrivals", "the arrival
 * delay" ask for the arrival delay, which no field holds. Answering with the departure delay of the
 * flights that arrived somewhere would state a number for another question, so the planner asks. Read
 * from the subject's own descriptions: a noun the descriptions name only after one side word
 * ("departure delay", never "arrival delay") is unrecorded on the other side.
 */

const SIDES: Readonly<Record<string, { readonly other: string; readonly words: readonly string[] }>> = {
  departure: {
    other: 'arrival',
    words: 'arrival arrivals arriving arrive arrived arrives landing landed land lands inbound'.split(' '),
  },
  arrival: {
    other: 'departure',
    words: 'departure departures departing depart departed departs leaving takeoff outbound'.split(' '),
  },
};

/** Function words that may sit between the side word and the measure word ("delayed on arrival"). */
const GAP = new Set(['on', 'upon', 'at', 'in', 'when', 'while']);

/** Nouns the descriptions name after `side` and never after its other side ("delay" after "departure"). */
function oneSidedNouns(texts: readonly string[], side: string, other: string): Set<string> {
  const nouns = new Set<string>();
  for (const t of texts)
    for (const m of t.matchAll(new RegExp(`\\b${side} (\\w+)`, 'g'))) nouns.add(m[1] as string);
  for (const n of [...nouns]) if (texts.some((t) => t.includes(`${other} ${n}`))) nouns.delete(n);
  return nouns;
}

/**
 * The words that name such a noun's measures: the noun and the synonyms' words that only measures
 * about the noun use ("late" of "late flights", "lateness"; not "flights", which the plain count uses).
 */
function measureWords(subject: Subject, nouns: ReadonlySet<string>): Set<string> {
  const about = (m: Subject['measures'][number]) =>
    [...nouns].some((n) => m.name.includes(n) || m.description.toLowerCase().includes(n));
  const wordsOf = (m: Subject['measures'][number]) =>
    m.synonyms.flatMap((s) => s.toLowerCase().split(/\s+/)).map((w) => stem(w));
  const elsewhere = new Set(subject.measures.filter((m) => !about(m)).flatMap(wordsOf));
  const words = new Set([...nouns].map((n) => stem(n)));
  for (const m of subject.measures.filter(about))
    for (const w of wordsOf(m)) if (!elsewhere.has(w)) words.add(w);
  return words;
}

/**
 * "How late did flights actually arrive": the measure's word asked with "how", the side's verb a few
 * words on (the adverbs between had kept them apart, and the departure delay was answered).
 */
function lateBefore(tokens: readonly Token[], i: number, named: (i: number) => boolean): boolean {
  for (let k = Math.max(1, i - 5); k < i; k++) if (tokens[k - 1]?.lower === 'how' && named(k)) return true;
  return false;
}

/** What the question asks that the subject does not record, as a sentence, or null. */
export function unrecordedSide(tokens: readonly Token[], subject: Subject): string | null {
  const texts = [...subject.measures, ...subject.dimensions].map((f) => f.description.toLowerCase());
  for (const [side, { other, words: otherWords }] of Object.entries(SIDES)) {
    const nouns = oneSidedNouns(texts, side, other);
    if (nouns.size === 0) continue;
    const words = measureWords(subject, nouns);
    const named = (i: number) => {
      const t = tokens[i];
      return !!t && (words.has(t.stem) || words.has(t.lower) || words.has(t.lower.replace(/d$/, '')));
    };
    const near = (i: number) =>
      named(i - 1) || named(i + 1) || (GAP.has(tokens[i - 1]?.lower ?? '') && named(i - 2));
    if (tokens.some((t, i) => otherWords.includes(t.lower) && (near(i) || lateBefore(tokens, i, named)))) {
      const noun = [...nouns][0] as string;
      return `${subject.title} records the ${side} ${noun} only, not the ${other} ${noun} the question asks about`;
    }
  }
  return null;
}

/**
 * Questions the caller's row-level security leaves no data for. A subject whose row filter pins a
 * dimension to the caller's context (regional_flights: the origin state is the caller's state) holds
 * one value of it, so:
 * - a ranking by it ("Which state has the most flights?", "rank states by delay") would present the
 *   caller's one state as the leader (a plain breakdown, "flights by origin state", shows its one row);
 * - the whole of it ("all states", "every state", "other states", "the whole US", "nationwide") is
 *   not in the caller's data;
 * - the caller on the other side of the trip ("flights arriving in our state", "sent to us", "flights
 *   to here") asks about rows the filter does not select (it keeps departures from the caller's state).
 * Each is asked back with the reason, never answered from the caller's own rows as if they were those.
 */
export function outsideRowFilter(tokens: readonly Token[], r: Reading): string | null {
  const subject = r.subject;
  const pinned = subject.dimensions.filter((d) => subject.pinned?.includes(d.name));
  const [dim] = pinned;
  if (!dim) return null;
  const key = subject.requiredContext.join(', ') || 'context';
  const limited = `${subject.title} holds only the rows of your ${key} (row-level security on ${dim.title.toLowerCase()})`;
  // A plain breakdown shows the one row, labelled ("flights by origin state": CA); a ranking would
  // name it the leader.
  const ranked = r.sort !== null || r.limit !== null;
  const grouped = r.groupBy.find((g) => pinned.includes(g.dimension));
  if (grouped && ranked) return `${limited}, so it cannot rank by ${grouped.dimension.title.toLowerCase()}`;
  const whole = wholeWord(tokens, pinned);
  if (whole) return `${limited}, so "${whole}" is not in your data`;
  const elsewhere = comparedElsewhere(tokens, r, dim);
  if (elsewhere)
    return `${limited}; comparing them with the rows of ${elsewhere} needs rows your data does not hold, so neither side is answered alone`;
  const across = otherSideOfSelf(tokens, subject, dim);
  if (across)
    return `${limited}; "${across}" asks about the other side of the trip, which your data does not hold`;
  const unsided = unsidedBesideSided(tokens, r, dim);
  if (unsided)
    return `${limited}; ${unsided} reads as where the trips start, and those trips are not in your data`;
  return null;
}

/**
 * "Flights landing in Denver" from a Colorado office: its rows hold the flights that reach Denver from
 * its own state's airports, and those are what it is answered with; the interpretation sentence says
 * so (the arrivals from elsewhere are not in its data). The place as written ("Denver"), or null.
 */
export function ownRowsArriving(
  tokens: readonly Token[],
  r: Reading,
  values: ValueIndex | null,
): string | null {
  const pinned = r.subject.dimensions.find((d) => r.subject.pinned?.includes(d.name));
  return pinned ? ownPlaceArriving(tokens, r, pinned, values) : null;
}

/**
 * "How many flights come into California?" from California, "flights arriving at LAX" from a CA
 * office: a place of the caller's own on the side the filter does not pin, with nothing said of the
 * pinned side. The caller's rows hold only the trips that start in its state, so the answer is its own
 * state's internal flights, and says so rather than pass them off as every arrival. A place is the caller's own when
 * the caller's value index holds it on the pinned side (origin_city "Los Angeles" for
 * destination_city "Los Angeles"). Where the pinned side is named ("from San Francisco") or the
 * caller speaks of its own trips ("our flights to Seattle") the rows are the ones asked about.
 */
function ownPlaceArriving(
  tokens: readonly Token[],
  r: Reading,
  pinned: SubjectDimension,
  values: ValueIndex | null,
): string | null {
  const side = pinned.name.split('_')[0] as string;
  const rest = pinned.name.slice(side.length);
  const other = r.subject.dimensions.find(
    (d) => d !== pinned && d.name.endsWith(rest) && d.name.includes('_'),
  );
  if (!values || !other || tokens.some((t) => CALLER.has(t.lower))) return null;
  const otherSide = other.name.slice(0, other.name.length - rest.length);
  const positive = r.filters.filter(
    (f) => f.kind === 'dimension' && (f.operator === 'eq' || f.operator === 'in'),
  );
  if (positive.some((f) => f.field.split('_')[0] === side)) return null;
  for (const f of positive) {
    if (f.field.split('_')[0] !== otherSide) continue;
    const own = values.byDimension.get(`${side}${f.field.slice(otherSide.length)}`) ?? [];
    const asked = (Array.isArray(f.value) ? f.value : [f.value]).map(String);
    if (asked.length > 0 && asked.every((v) => own.includes(v))) return `"${asked.join(', ')}"`;
  }
  return null;
}

/** Words that put a place on a side of the trip, or join it to a list that has one ("to Texas or Florida"). */
const SIDED_BY: ReadonlySet<string> = new Set([
  'to',
  'into',
  'toward',
  'towards',
  'from',
  'and',
  'or',
  'nor',
  'vs',
]);

/**
 * "How many Texas flights go to Florida?" from a CA office: a place said without a side ("Texas
 * flights") beside one said on the far side ("to Florida") is where the trips start, the side the
 * caller's filter pins. The caller's value index holds Texas only as a destination (its own rows
 * start in CA), so the reading put both on the destination ("TX or FL"): another question's answer.
 */
function unsidedBesideSided(tokens: readonly Token[], r: Reading, pinned: SubjectDimension): string | null {
  const side = pinned.name.split('_')[0] as string;
  const bySide = new Map<string, { unsided: string[]; sided: number }>();
  for (const [i, e] of r.valueAt ?? []) {
    const [at, rest] = e.dimension.split('_');
    if (at === side || rest === undefined) continue;
    let k = i - 1;
    while (tokens[k]?.lower === 'the') k--;
    const entry = bySide.get(at as string) ?? { unsided: [], sided: 0 };
    if (SIDED_BY.has(tokens[k]?.lower ?? '') || ofCityBefore(tokens, r, e.dimension, i)) entry.sided++;
    else entry.unsided.push(`"${e.value}"`);
    bySide.set(at as string, entry);
  }
  const mixed = [...bySide.values()].find((f) => f.sided > 0 && f.unsided.length > 0);
  return mixed ? mixed.unsided.join(', ') : null;
}

/**
 * "to Portland, Oregon": a state right after a city of its own side (a comma between or none) says
 * which city that is; it is on the city's side, not a place of its own left unsided.
 */
function ofCityBefore(tokens: readonly Token[], r: Reading, dimension: string, i: number): boolean {
  const k = tokens[i - 1]?.lower === ',' ? i - 2 : i - 1;
  const city = dimension.replace(/state$/, 'city');
  if (city === dimension) return false;
  return [...(r.valueAt ?? [])].some(
    ([j, x]) =>
      x.dimension === city && j <= k && x.value.toLowerCase().split(/\s+/).at(-1) === tokens[k]?.lower,
  );
}

/** Words that set two things side by side wherever they stand ("than" only right before the other one). */
const COMPARED = new Set(['compare', 'compared', 'comparing', 'comparison', 'versus', 'vs', 'against']);

/**
 * "Compare our average delay to Washington state's", "our flight count versus Oregon", "is our delay
 * higher than Nevada's": the caller's rows set beside another place of the pinned kind (a state). Only
 * one side is in the caller's data; the other place read on the arrival side would answer for the
 * caller's flights into it, as if it were that state's own figure.
 */
function comparedElsewhere(tokens: readonly Token[], r: Reading, dim: SubjectDimension): string | null {
  if (!tokens.some((t) => CALLER.has(t.lower))) return null;
  const kind = dim.name.split('_').at(-1);
  for (const [at, e] of r.valueAt ?? []) {
    if (e.dimension === dim.name || e.dimension.split('_').at(-1) !== kind) continue;
    const before = tokens.slice(0, at);
    const near = before.slice(-3).some((t) => t.lower === 'than');
    if (near || before.some((t) => COMPARED.has(t.lower))) return `"${e.value}"`;
  }
  return null;
}

/** Words for the caller's own trips ("our flights to Seattle", "do we fly to Spokane"). */
const CALLER = new Set(['our', 'ours', 'my', 'we', 'us', 'here']);

const WHOLE = new Set(['all', 'every', 'whole', 'entire', 'other', 'across']);
const NATION = new Set([
  'us',
  'usa',
  'country',
  'nation',
  'america',
  'nationwide',
  'national',
  'countrywide',
]);

/** Whether a word names the whole country ("US", "nationwide"). */
export function nationWord(word: string): boolean {
  return NATION.has(word) || word === 'nationally';
}

/** "all states", "every state", "the whole US", "nationwide": the words, or null. */
function wholeWord(tokens: readonly Token[], pinned: readonly SubjectDimension[]): string | null {
  const kinds = new Set(pinned.map((d) => stem(d.name.split('_').slice(1).join('_') || d.name)));
  for (const [i, t] of tokens.entries()) {
    if (t.lower === 'nationwide' || t.lower === 'countrywide' || t.lower === 'nationally') return t.text;
    if (!WHOLE.has(t.lower) || toOtherStates(tokens, i)) continue;
    let j = i + 1;
    while (['the', 'of', 'our', 'all'].includes(tokens[j]?.lower ?? '')) j++;
    const next = tokens[j];
    if (next && (kinds.has(next.stem) || NATION.has(next.lower)))
      return tokens
        .slice(i, j + 1)
        .map((x) => x.text)
        .join(' ');
  }
  return null;
}

/**
 * "our flights to other states": "other" after a word of the arrival side names where the caller's own
 * trips end (parse/interstate.ts), not the departures of other states.
 */
function toOtherStates(tokens: readonly Token[], i: number): boolean {
  return tokens[i]?.lower === 'other' && TO_OTHER_LEADS.has(tokens[i - 1]?.lower ?? '');
}

/** Words for arriving (the "to" side) and for leaving (the "from" side) of a trip. */
const TO_SIDE =
  'to into arrive arrives arrived arriving arrival arrivals land lands landed landing inbound'.split(' ');
const FROM_SIDE = 'from leave leaves leaving left depart departs departed departing departure outbound'.split(
  ' ',
);
const SELF = new Set(['our', 'ours', 'my', 'us', 'me', 'here']);

/** "arrive in our state", "send to us", "flights to here": the caller named on the side the filter does not pin. */
function otherSideOfSelf(tokens: readonly Token[], subject: Subject, dim: SubjectDimension): string | null {
  const words = (d: SubjectDimension) => [d.name, d.title, ...d.synonyms].join(' ').toLowerCase();
  const arrivalPinned = /\b(destination|arrival|to)\b/.test(words(dim));
  const other = arrivalPinned ? FROM_SIDE : TO_SIDE;
  if (
    !subject.dimensions.some((d) => d !== dim && /\b(destination|arrival|origin|departure)\b/.test(words(d)))
  )
    return null;
  for (const [i, t] of tokens.entries()) {
    if (!SELF.has(t.lower)) continue;
    const prior = tokens[i - 1]?.lower ?? '';
    const before = !other.includes(prior) && (prior === 'in' || prior === 'at') ? i - 2 : i - 1;
    const w = tokens[before];
    if (w && other.includes(w.lower) && !COMPARING_WORDS.has(tokens[before - 1]?.lower ?? ''))
      return tokens
        .slice(
          before,
          tokens[i + 1] && subject.requiredContext.includes(tokens[i + 1]?.stem ?? '') ? i + 2 : i + 1,
        )
        .map((x) => x.text)
        .join(' ');
  }
  return null;
}

/** "compared to us": "to" compares there, it does not point at a destination. */
const COMPARING_WORDS = new Set(['compared', 'compare', 'comparison', 'relative', 'similar']);
