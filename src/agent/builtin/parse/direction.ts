import { phrasesOf, type SubjectDimension } from '../subject.js';
import { STOPWORDS } from '../text.js';
import { lowerAt, type ReadContext, type ReadState, taking } from './state.js';

/**
 * "Which city do we fly to most often?", "top 5 airports we fly to": a "to" with no place after it
 * points the breakdown at the arrival side. The grouped field is swapped for its counterpart: the
 * field whose words hold "to" and share the grouped field's noun ("city", "airport").
 */

const stems = (d: SubjectDimension) => new Set(phrasesOf(d).flatMap((p) => p.stems));

/** The "to" side's field for a grouped field of the other side, sharing its noun; null when none. */
function arrivalCounterpart(ctx: ReadContext, d: SubjectDimension): SubjectDimension | null {
  const own = stems(d);
  if (own.has('to') || d.type !== 'string') return null;
  const nouns = [...own].filter((w) => w !== 'from' && !STOPWORDS.has(w));
  return (
    ctx.subject.dimensions.find((c) => {
      const theirs = stems(c);
      return c !== d && theirs.has('to') && nouns.some((w) => theirs.has(w));
    }) ?? null
  );
}

/** Verbs of arriving: a place after "in" or "at" beside them is where the trip ends. */
const ARRIVING = new Set('arrive arrives arrived arriving land lands landed landing'.split(' '));

/** "to", or "in"/"at" after a verb of arriving ("Which state do most flights from DEN land in?"). */
function arrivalPreposition(ctx: ReadContext, s: ReadState, i: number): boolean {
  const word = lowerAt(ctx, i);
  if (word === 'to') return !s.consumed.has(i);
  return (word === 'in' || word === 'at') && ARRIVING.has(lowerAt(ctx, i - 1));
}

/**
 * A "to" (or "arrive in") that nothing after it completes: the end of the question, or only function
 * and ranking words. ("arrive in" was read as the departure side's state before: a wrong answer.)
 */
function strandedTo(ctx: ReadContext, s: ReadState): number | null {
  for (const t of ctx.tokens) {
    if (!arrivalPreposition(ctx, s, t.index)) continue;
    const rest = ctx.tokens.slice(t.index + 1);
    // "compared to SFO", "to LAX": a place follows, so nothing is stranded.
    if (rest.some((x) => s.valueFrom.has(x.index))) continue;
    if (rest.every((x) => STOPWORDS.has(x.lower) || s.consumed.has(x.index) || x.lower === 'often'))
      return t.index;
  }
  return null;
}

export function readStrandedDirection(ctx: ReadContext, s: ReadState): ReadState {
  const at = strandedTo(ctx, s);
  if (at === null || lowerAt(ctx, at - 1) === 'up') return s;
  let swapped = false;
  const groupBy = s.groupBy.map((g) => {
    const c = arrivalCounterpart(ctx, g.dimension);
    if (!c || swapped) return g;
    swapped = true;
    return { dimension: c, grain: g.grain };
  });
  return swapped ? { ...s, groupBy, consumed: taking(s.consumed, at, 1) } : s;
}

/**
 * The arrival side's field for a grouped place: its counterpart, or the place itself when it is on
 * the arrival side already ("top 5 destination states by arrivals" ranked state and airport pairs).
 */
function arrivalSide(ctx: ReadContext, d: SubjectDimension): SubjectDimension | null {
  return stems(d).has('to') && d.type === 'string' ? d : arrivalCounterpart(ctx, d);
}

/** Plural nouns that name the trips of one side only: a count of arrivals, never a place. */
const ARRIVAL_NOUNS = new Set(['arrivals', 'landings']);

/** "arriving flights", "inbound flights", "landing planes": a participle that says the trips counted are arrivals. */
const ARRIVING_TRIPS = new Set(['arriving', 'landing', 'inbound', 'incoming']);
const TRIP_NOUNS = new Set(['flights', 'flight', 'planes', 'trips']);

function arrivingTrips(ctx: ReadContext, i: number): boolean {
  return ARRIVING_TRIPS.has(lowerAt(ctx, i)) && TRIP_NOUNS.has(lowerAt(ctx, i + 1));
}

/**
 * "Which state gets the most arrivals?": "arrivals" names the trips counted on the arrival side, not
 * a breakdown by the arrival airport beside the state (read that way, the answer ranked origin state
 * and destination pairs). A breakdown by a departure-side place and by the bare arrival field, with
 * such a noun, is the place's arrival counterpart alone ("destination state"); so is a departure-side
 * breakdown beside such a noun left unread.
 */
export function readArrivalCount(ctx: ReadContext, s: ReadState): ReadState {
  const noun = ctx.tokens.find((t) => ARRIVAL_NOUNS.has(t.lower) || arrivingTrips(ctx, t.index));
  if (!noun || s.groupBy.length === 0 || s.groupBy.length > 2) return s;
  const bare = sideField(ctx, 'to');
  const place = s.groupBy.find((g) => g.dimension !== bare);
  const counterpart = place ? arrivalSide(ctx, place.dimension) : null;
  if (!bare || !place || !counterpart) return s;
  // "arrivals by airport": the noun left unread beside a departure-side breakdown moves it too.
  const paired = s.groupBy.length === 2 && s.groupBy.some((g) => g.dimension === bare);
  const unread = s.groupBy.length === 1 && !s.consumed.has(noun.index);
  if (!paired && !unread) return s;
  const consumed = unread ? taking(s.consumed, noun.index, 1) : s.consumed;
  return { ...s, consumed, groupBy: [{ dimension: counterpart, grain: place.grain }] };
}

/** Words that put the place after them on the departure side, whatever noun counts the trips. */
const DEPARTURE_LEADS = new Set('from leaving left departing departed out origin'.split(' '));

/**
 * "How many arrivals at Chicago in June?", "arrivals in Texas": the trips counted are those ending at
 * the place. Read as they were, "arrivals" grouped by the arrival airport and Chicago was the
 * departure city: a wrong answer. With such a noun and no breakdown but the bare arrival field, each
 * place not led by a word of departure moves to its arrival counterpart, and the noun only counts.
 */
export function readArrivalPlace(ctx: ReadContext, s: ReadState): ReadState {
  const noun = ctx.tokens.find((t) => ARRIVAL_NOUNS.has(t.lower) || arrivingTrips(ctx, t.index));
  const bare = sideField(ctx, 'to');
  if (!noun || !bare || s.groupBy.length !== 1 || s.groupBy[0]?.dimension !== bare) return s;
  // "which airport in Hawaii has the most arrivals": a breakdown asked for, not one the noun made.
  if (s.whichCue || s.sort || s.limit !== null) return s;
  const moved = new Map<string, string>();
  let departing = false;
  for (const [k, entry] of s.valueFrom) {
    const d = ctx.subject.dimensions.find((x) => x.name === entry.dimension);
    const c = d ? arrivalCounterpart(ctx, d) : null;
    // "how many arrivals from Chicago": the place stays the departure side; the noun still only counts.
    if (c && DEPARTURE_LEADS.has(lowerAt(ctx, k - 1))) departing = true;
    else if (c) moved.set(entry.dimension, c.name);
    else if (d && !stems(d).has('to')) return s;
  }
  if (moved.size === 0 && !(departing && s.countCue)) return s;
  const filters = s.filters.map((f) => ({ ...f, field: moved.get(f.field) ?? f.field }));
  return { ...s, filters, groupBy: [], consumed: taking(s.consumed, noun.index, 1) };
}

const GOING = new Set(
  'go goes going went fly flies flying flew head heads heading headed land lands landing arrive arrives'.split(
    ' ',
  ),
);
const COMING = new Set(
  'come comes came coming depart departs leave leaves originate originates start starts'.split(' '),
);

/** The field a one-word side synonym ("to", "from") names: the trip's own place on that side. */
function sideField(ctx: ReadContext, word: string): SubjectDimension | null {
  return (
    ctx.subject.dimensions.find((d) =>
      phrasesOf(d).some((p) => p.stems.length === 1 && p.stems[0] === word),
    ) ?? null
  );
}

/**
 * "Where do flights from Orlando go most?", "where do our flights come from?": "where" with a verb of
 * going asks for the arrival place, with a verb of coming for the departure place, as "which X" does.
 */
export function readWhere(ctx: ReadContext, s: ReadState): ReadState {
  const at = ctx.tokens.findIndex((t) => t.lower === 'where' && !s.consumed.has(t.index));
  if (at < 0 || s.groupBy.length > 0) return s;
  const verbs = ctx.tokens.slice(at + 1).map((t) => t.lower);
  const coming = verbs.some((w) => COMING.has(w)) || verbs.at(-1) === 'from';
  const going = verbs.some((w) => GOING.has(w));
  if (coming === going) return s;
  const d = sideField(ctx, coming ? 'from' : 'to');
  if (!d) return s;
  return {
    ...s,
    consumed: taking(s.consumed, at, 1),
    groupBy: [{ dimension: d, grain: null }],
    whichCue: true,
    whichPlural: false,
  };
}
