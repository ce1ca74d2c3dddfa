import type { Intent, Outcome } from '../interpret.js';
import type { IntentFilter } from '../parse.js';
import { type Subject, sideAndKind } from '../subject.js';
import { tokenize } from '../text.js';
import { BOTH_WAYS } from './cues.js';

/**
 * "Which destination airport in California gets the most flights?": a place that follows the
 * grouped side's words qualifies that side. A table joined twice to one other table through a
 * contract has paired columns (`origin_state` / `destination_state`); a place with no direction word
 * is read on the first side by default, which here would rank destinations of flights leaving
 * California. When the rows are grouped by one side, the place is filtered on the other side, and
 * the question holds none of that other side's one-word names ("from", "departing"), the place
 * moves to the grouped side's column of the same kind; so does a place whose side another filter
 * already fills ("which destination in Texas gets the most flights from SEA").
 */

/** One-word names of a side's columns, as the question would write them. */
function sideWords(subject: Subject, side: string): Set<string> {
  const words = subject.dimensions
    .filter((d) => sideAndKind(d.name)[0] === side)
    .flatMap((d) => [d.name, ...d.synonyms])
    .filter((w) => !/[\s_]/.test(w));
  return new Set(words.map((w) => w.toLowerCase()));
}

function moved(
  f: IntentFilter,
  side: string,
  intent: Intent,
  question: Set<string>,
  text: string,
): IntentFilter {
  const subject = intent.subject;
  if (f.kind !== 'dimension' || f.operator !== 'eq') return f;
  const [from, rest] = sideAndKind(f.field);
  const target = `${side}_${rest}`;
  if (from === side || rest === '' || !subject.dimensions.some((d) => d.name === target)) return f;
  // "from SEA" already fills the other side: a second place there ("in Texas") is the grouped side's.
  const taken = intent.filters.some(
    (x) => x !== f && x.kind === 'dimension' && sideAndKind(x.field)[0] === from,
  );
  const named = [...sideWords(subject, from)].some((w) => question.has(w)) || ledBySide(f, from, text);
  return named && !taken ? f : { ...f, field: target };
}

/** Words right before a place that put it on one side though no column of the side is named. */
const SIDE_LEADS: Readonly<Record<string, ReadonlySet<string>>> = {
  destination: new Set(['into', 'toward', 'towards']),
};

/**
 * "avg delay per origin for flights into Denver": the word right before the place says its side (the
 * value step read it so), and moving it to the grouped side answered for flights leaving Denver.
 */
function ledBySide(f: IntentFilter, side: string, text: string): boolean {
  const leads = SIDE_LEADS[side];
  const value = String(f.value).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const before = new RegExp(String.raw`(\w+)\s+(?:the\s+)?${value}\b`, 'i').exec(text)?.[1];
  return !!leads && !!before && leads.has(before.toLowerCase());
}

/**
 * "Number of flights between Boston and DCA, both directions", "flights to and from SEA": the place
 * filters of the two sides hold either way round (query.ts writes both orders, joined by OR). Only
 * with a place on a side to mirror.
 */
export function bothWays(intent: Intent, question: string): Intent {
  if (!BOTH_WAYS.test(question) && !betweenEnds(intent, question)) return intent;
  const sided = intent.filters.filter(
    (f) => f.kind === 'dimension' && /^(?:origin|destination)(?:_|$)/.test(f.field) && f.operator === 'eq',
  );
  if (sided.length === 0) return intent;
  // "between Boston and DCA": a city and a code both read on the first side; the later one is the
  // other end of the pair.
  const [a, b, ...more] = sided;
  const oneSide =
    a && b && more.length === 0 && sideAndKind(a.field)[0] === sideAndKind(b.field)[0] && a.field !== b.field;
  if (!oneSide) return { ...intent, bothWays: true };
  const later = question.indexOf(String(a.value)) > question.indexOf(String(b.value)) ? a : b;
  const [side, rest] = sideAndKind(later.field);
  const other = `${side === 'origin' ? 'destination' : 'origin'}${rest ? `_${rest}` : ''}`;
  if (!intent.subject.dimensions.some((d) => d.name === other)) return intent;
  const filters = intent.filters.map((f) => (f === later ? { ...f, field: other } : f));
  return { ...intent, filters, bothWays: true };
}

/**
 * "flights between Seattle and Boston": parse/values.ts put each end on its own side (origin the
 * first, destination the second); "between" asks for both orders.
 */
function betweenEnds(intent: Intent, question: string): boolean {
  if (!/\bbetween\b/i.test(question)) return false;
  const ends = intent.filters.filter((f) => f.kind === 'dimension' && f.operator === 'eq');
  if (ends.length !== 2) return false;
  const kinds = new Map(ends.map((f) => sideAndKind(f.field)));
  if (kinds.size === 2) return kinds.get('origin') === kinds.get('destination');
  // "between Boston and DCA": a city and a code, both read on the first side (bothWays moves one).
  return ends[0]?.field !== ends[1]?.field;
}

/**
 * Nouns of one side's trips, which name the side as its own word does: "which airport in Hawaii has
 * the most arrivals" ranks arriving airports in Hawaii (it ranked the arrival airports of flights
 * leaving Hawaii).
 */
const SIDE_NOUNS: Readonly<Record<string, RegExp>> = {
  destination: /^(?:arrivals?|landings?|inbound)$/,
  origin: /^(?:departures?|takeoffs?|outbound)$/,
};

/** The intent with places moved to the grouped side (see above); other intents as they are. */
export function placeOnGroupedSide(intent: Intent, question: string): Intent {
  const [g, ...more] = intent.groupBy;
  if (!g || more.length > 0 || !intent.subject.joins) return intent;
  const side = sideAndKind(g.dimension.name)[0];
  const words = new Set(tokenize(question).map((t) => t.lower));
  if (!words.has(side) && ![...words].some((w) => SIDE_NOUNS[side]?.test(w))) return intent;
  const filters = intent.filters.map((f) => moved(f, side, intent, words, question));
  return filters.every((f, i) => f === intent.filters[i]) ? intent : { ...intent, filters };
}

/** Words that name a side's own column (the airport code) rather than only its direction. */
const OWN_COLUMN_WORDS: ReadonlySet<string> = new Set(['airport', 'airports', 'code', 'codes', 'iata']);

/**
 * "Which city has the most departing flights?": a direction word ("departing", "from") names the
 * origin side, and the reading grouped by both the side's own column (`origin`) and the joined one
 * the question names (`origin_city`), ranking city-and-airport pairs. Unless the question names the
 * side's own column ("origin", "airport", "code"), the direction word only said which side the city
 * is on, and the breakdown is by the joined column alone.
 */
export function directionOnlyGroup(intent: Intent, question: string): Intent {
  if (!intent.subject.joins || intent.groupBy.length !== 2) return intent;
  const names = intent.groupBy.map((g) => g.dimension.name);
  const bare = names.find((n) => !n.includes('_') && names.some((o) => o.startsWith(`${n}_`)));
  if (!bare) return intent;
  const words = new Set(tokenize(question).map((t) => t.lower));
  if (words.has(bare) || words.has(`${bare}s`) || [...OWN_COLUMN_WORDS].some((w) => words.has(w)))
    return intent;
  return { ...intent, groupBy: intent.groupBy.filter((g) => g.dimension.name !== bare) };
}

/**
 * "How many flights from Boston to Washington Reagan?", then "and in both directions?": a city on one
 * side and an airport on the other, which a contract's filters cannot hold either way round (the
 * earlier direction had been answered again, as if "both directions" said nothing). Asked back when
 * "both directions" is said and the answer would not count both.
 */
export function bothWaysUnread(intent: Intent, question: string): Extract<Outcome, { kind: 'ask' }> | null {
  // "both directions" said again as "between Boston and Washington Reagan" (followwords.ts).
  const asked = BOTH_WAYS.test(question) || /\bbetween\s+\p{Lu}/u.test(question);
  if (!asked || intent.bothWays) return null;
  const sided = intent.filters.filter(
    (f) => f.kind === 'dimension' && /^(?:origin|destination)(?:_|$)/.test(f.field),
  );
  const listed = (side: string) =>
    sided
      .filter((f) => f.field.startsWith(side))
      .map((f) => JSON.stringify(f.value))
      .sort()
      .join();
  const [from, to] = [listed('origin'), listed('destination')];
  if (from === '' || to === '' || from === to) return null;
  const text =
    'Both directions of that trip cannot be counted here: its two ends are different kinds of place (a ' +
    'city and an airport), which one query cannot put either way round. Name both the same way (both ' +
    'airport codes, or both cities).';
  return {
    kind: 'ask',
    message: text,
    questions: [{ id: 'both_ways', text, choices: ['Rephrase with two codes'] }],
  };
}
