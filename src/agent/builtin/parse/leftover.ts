import { namesUnmeasured, phrasesOf } from '../subject.js';
import {
  decimalNumber,
  STOPWORDS,
  type Token,
  verbBases as textVerbBases,
  tokenKey,
  wordForms,
} from '../text.js';
import { holdsStateCodes, namesUsState } from '../values.js';
import { contentWords, timeDimension } from './match.js';
import { restated } from './restated.js';
import type { ReadContext, ReadState } from './state.js';
import {
  AGGREGATION_WORDS,
  GROUP_CUES,
  NEGATIONS,
  SUPERLATIVE_ASC,
  SUPERLATIVE_DESC,
  travelVerb,
  UNITS,
} from './vocab.js';

/**
 * Words left over after every reading step, classified by what they could change rather than listed
 * one by one as accepted. A leftover word is harmless (answered without, and named in the answer's
 * interpretation sentence) when the reading already fills what the question needs and the word sits
 * where it cannot narrow, qualify or re-aim the question: not a value's place (after a preposition that
 * introduces a filter), not what is counted or measured (after "how many", "average", a grouping word or
 * a number), not a qualifier of the counted rows (right before a field word or a value, or after a
 * copula: "flights that were full"), not a comparison, not capitalised (a possible name), and not of a
 * class that changes the meaning wherever it stands (statistics other than the data's own, times of day
 * or of the week the time reader did not take, places). Everything else (request words such as "pull",
 * "situation", "summary", "basis") restates the question.
 */

/** Words after which a leftover word is probably a filter value ("for Delta", "on holidays"). */
const FILTER_LEADS: ReadonlySet<string> = new Set(
  `from to in at for on of by per with without than except excluding not no only but during via besides
  within around near over under into onto toward towards through between across after before since until
  as`.split(/\s+/),
);

/** Everyday words that never narrow a question, wherever they stand (except as a filter's value). */
const FILLER: ReadonlySet<string> = new Set(
  `typically usually generally overall observed recorded reported measured actually really dataset database
  information info metric metrics kpi value amount level levels quick quickly roughly currently history
  historical historically typical altogether together collectively combined perform performed performance ever send sends sending sent
  single individual question questions query queries inquiry request fine`.split(/\s+/),
);

/** Whether the caller's rows hold several US states (a dimension of two-letter state codes). */
function spansStates(ctx: ReadContext): boolean {
  const lists = [...(ctx.values?.byDimension.values() ?? [])];
  return lists.some((list) => list.length > 1 && holdsStateCodes(list));
}

/** Words that open an aside restating what was just said: "(i.e. …)", "(aka …)", "(meaning …)". */
const RESTATING: ReadonlySet<string> = new Set(['i.e', 'ie', 'aka', 'a.k.a', 'meaning', 'namely']);

/** Whether t sits in brackets that open with a restating word. */
function restatingAside(ctx: ReadContext, t: Token): boolean {
  if (!t.enclosed) return false;
  let k = t.index;
  while (k > 0 && ctx.tokens[k - 1]?.enclosed) k--;
  return RESTATING.has(ctx.tokens[k]?.lower ?? '');
}

/** Words that say the question covers the whole country the data covers. */
export const WHOLE_COUNTRY: ReadonlySet<string> = new Set([
  'national',
  'nationwide',
  'nationally',
  'countrywide',
]);

/**
 * The data itself and its rows: "on file", "in the records", "the 2005 observation", "number of
 * entries", "one line per city". A question is always about the data's rows, so naming them, or the
 * file they sit in, narrows nothing ("how many rows" is still the row count the count cue reads). Not "record": "record
 * high" asks for an extreme ever.
 */
const DATA_ITSELF: ReadonlySet<string> = new Set(
  `file files table tables sheet spreadsheet books catalog catalogue
  row rows line lines records entry entries observation observations datapoint datapoints reading readings
  sample samples model models view views dataset datasets column columns field fields schema`.split(/\s+/),
);

/**
 * Verbs (in any form) and adverbs that only link the rows to what follows them: "days labelled sun",
 * "airports listed in Texas", "stocks that hit the lowest low", "days that reached a high above 30",
 * "back in 1955", "according to route_stats", "airports located in Alaska", "listed for Texas", "the airport that lies furthest west"; "home"
 * as in "the state that is home to the most airports" links the same way. They narrow nothing of their own: what they link to
 * does, so they are harmless exactly when the reading took that (`linked`); "hit turbulence", "listed
 * as cancelled" leave their object unread, and it is asked back.
 */
const LINKING_VERBS: ReadonlySet<string> = new Set(
  `hit reach touch top post log list label mark tag class classify categorize categorise register
  show appear feature count rate file enter note designate type code clock notch peak come sit stand end
  finish score rack chalk amass accumulate tally total sum pile ring rang rung locate situate base home lie
  carry bear`.split(/\s+/),
);
/** Linking verbs that record rows: a period after them is when the rows were recorded. */
const RECORDING_VERBS: ReadonlySet<string> = new Set(
  'log record register post tally clock notch rack chalk file enter note'.split(' '),
);
/** Verbs of reaching a level: before a period they say when an extreme was reached. */
const REACHING_VERBS: ReadonlySet<string> = new Set(['hit', 'reach', 'touch', 'post']);
/** An extreme the reading took: a superlative order, or a max or min measure ("peak close"). */
function reachedExtreme(s: ReadState): boolean {
  return (
    s.sort !== null ||
    s.measureSuperlative !== null ||
    s.strong.some((m) => m.aggregation === 'max' || m.aggregation === 'min')
  );
}
/** Verbs of moving up or down, in their forms: before "to" and an extreme they only reach it. */
const MOVING: ReadonlySet<string> = new Set(
  'sink sank sunk fall fell fallen drop dropped dip dipped slide slid slump slumped plunge plunged climb climbed rise rose risen soar soared jump jumped peak peaked'.split(
    ' ',
  ),
);

/**
 * "which stock sank to the lowest monthly close", "climbed to its highest price": a verb of moving
 * followed by "to" and an extreme the reading took reaches that extreme, and says no more than it.
 * Not "rose the most" (a change) nor "rose in 2005": without "to" and an extreme it stays unknown.
 */
function movedToExtreme(ctx: ReadContext, s: ReadState, t: Token): boolean {
  if (!verbBases(t.lower).some((b) => MOVING.has(b)) || ctx.tokens[t.index + 1]?.lower !== 'to') return false;
  let k = t.index + 2;
  while (['the', 'its', 'their', 'a', 'an', 'all-time'].includes(ctx.tokens[k]?.lower ?? '')) k++;
  const next = ctx.tokens[k];
  return !!next && s.consumed.has(k) && (SUPERLATIVE_DESC.has(next.lower) || SUPERLATIVE_ASC.has(next.lower));
}

/** Adverbs that place the question in a period ("back in 1955", "way back in 1960", "circa 1970"). */
const TIME_ADVERBS: ReadonlySet<string> = new Set(['back', 'circa', 'way']);
/** Adverbs that only open a place the reading took ("anywhere in Florida", "somewhere in Texas"). */
const PLACE_ADVERBS: ReadonlySet<string> = new Set(['anywhere', 'somewhere', 'everywhere', 'anyplace']);

/** Words between a linking word and what it links to ("labelled as a", "hit the", "listed in"). */
const LINK_GAP: ReadonlySet<string> = new Set(
  'as a an the at in on to for into up out under with of its their his her over across every each all'.split(
    ' ',
  ),
);

/** The base forms a word may be of: "labelled" → label, "tagged" → tag, "hits" → hit, "classified" → classify. */
function verbBases(lower: string): string[] {
  const out = [lower];
  for (const suffix of ['ing', 'ied', 'ed', 'es', 's', 'd']) {
    if (!lower.endsWith(suffix) || lower.length < suffix.length + 3) continue;
    const base = lower.slice(0, -suffix.length);
    out.push(suffix === 'ied' ? `${base}y` : base, `${base}e`, base.replace(/([b-df-hj-np-tv-z])\1$/, '$1'));
  }
  return out;
}

/**
 * A linking word whose object the reading took: the next word past articles and prepositions is
 * explained by a step (a value, a measure, an extreme, a period), or is itself a linking word ("way
 * back in 1955"). Never what is counted ("how many hit songs").
 */
function linked(ctx: ReadContext, s: ReadState, t: Token): boolean {
  const adverb = TIME_ADVERBS.has(t.lower);
  const isLinking =
    adverb ||
    PLACE_ADVERBS.has(t.lower) ||
    t.lower === 'according' ||
    verbBases(t.lower).some((b) => LINKING_VERBS.has(b));
  const before = ctx.tokens[t.index - 1]?.lower ?? '';
  if (!isLinking || ['many', 'much'].includes(before)) return false;
  // After an article or an ordinal the word is a noun naming a kind of row, not a verb: "first class
  // flights", "the code", "a top speed" narrow what is counted.
  if (!adverb && DETERMINERS.has(before)) return false;
  let k = t.index + 1;
  while (LINK_GAP.has(ctx.tokens[k]?.lower ?? '') && !s.consumed.has(k)) k++;
  const next = ctx.tokens[k];
  // At the end, the verb narrows nothing of its own ("stocks tracked", "located in?": endsLink).
  if (!next) return !adverb && endsLink(ctx, s, t, k);
  if (PLACE_ADVERBS.has(t.lower)) return s.consumed.has(k) && !ctx.time.consumed.has(k);
  // A verb links to a value, a measure or a threshold; a period after it may be what it changed over
  // ("rose in 2000"). "back" links only to a period: before a place it is a return ("flew back to
  // Denver"), which says which side, so it is asked back.
  // "how many delayed departures did we log in Q1": a verb of recording before a period says when the
  // rows were recorded, which is the period itself (a verb of change, "rose in 2000", is not).
  // "the peak close Amazon hit during 2007": a verb of reaching before a period, after an extreme the
  // reading took, reached that extreme in the period.
  if (ctx.time.consumed.has(k))
    return (
      adverb ||
      verbBases(t.lower).some((b) => RECORDING_VERBS.has(b) || (REACHING_VERBS.has(b) && reachedExtreme(s)))
    );
  if (s.consumed.has(k)) return !adverb;
  return adverb && k === t.index + 1 && TIME_ADVERBS.has(next.lower) && linked(ctx, s, next);
}

/** Verbs of where a row is, which a stranded preposition may end ("which state is MSO located in?"). */
const PLACE_VERBS: ReadonlySet<string> = new Set(['locate', 'situate', 'base']);

/**
 * "which state has the most airports listed": at the end, the verb links the counted rows before it
 * to the data ("days recorded"). "which state is MSO located in?": a verb of place may strand "in" or
 * "at" at the end, which points back to the asked column as "what city is SJC in" does.
 */
function endsLink(ctx: ReadContext, s: ReadState, t: Token, k: number): boolean {
  if (!s.consumed.has(t.index - 1)) return false;
  if (k === t.index + 1) return true;
  const stranded = ctx.tokens[t.index + 1]?.lower ?? '';
  return (
    k === t.index + 2 &&
    (stranded === 'in' || stranded === 'at') &&
    verbBases(t.lower).some((b) => PLACE_VERBS.has(b))
  );
}

/**
 * "the airport with IATA code LIH", "symbol AAPL", "country Japan": the name of the field a value just
 * after it was read on (one word such as "code" may stand between) restates where the value is.
 */
function namesValueField(ctx: ReadContext, s: ReadState, t: Token): boolean {
  const key = tokenKey(t);
  return [1, 2].some((k) => {
    const entry = s.valueFrom.get(t.index + k);
    const field = entry && ctx.subject.dimensions.find((d) => d.name === entry.dimension);
    return field !== undefined && phrasesOf(field).some((p) => p.stems.includes(key));
  });
}

/** Nouns that name a categorical value as such: "the rain label", "the snow tag". */
const LABEL_NOUNS: ReadonlySet<string> = new Set(['label', 'labels', 'tag', 'tags']);

/** "labelled", "tagged as", "classified as": a verb that only names the value after it. */
const LABELLING_VERBS: ReadonlySet<string> = new Set([
  'label',
  'tag',
  'mark',
  'class',
  'classify',
  'categorize',
  'categorise',
]);
const labelling = (t: Token): boolean => verbBases(t.lower).some((b) => LABELLING_VERBS.has(b));

/**
 * "days that had the rain label", "rows with a fog tag": after a value the reading took, a noun that
 * calls it a label says no more than the value does (it was asked back as unknown).
 */
function labelsValue(s: ReadState, t: Token): boolean {
  return LABEL_NOUNS.has(t.lower) && s.valueFrom.has(t.index - 1);
}

/**
 * Classes of words that change the meaning wherever they stand: another statistic than the data's own
 * measures, a part of the day or week, a direction or kind of place. A word of the data's own vocabulary
 * ("fertility rate") is explained before this is asked.
 */
export const MEANING_CLASSES: ReadonlySet<string> = new Set(
  `median mode percentage percent percentile proportion share ratio rate variance deviation std stdev stddev sd dev distribution
  correlation growth change increase decrease difference negative positive
  morning afternoon evening night overnight midnight noon dawn dusk weekend weekday weeknight holiday rush
  early earlier earliest later yesterday today tomorrow tonight recently lately upcoming future next
  north south east west northern southern eastern western midwest coast coastal overseas abroad international
  local nearby downtown`.split(/\s+/),
);

/**
 * Words that only introduce the next one ("the", "some"): skipped to find what a word follows. Not the
 * possessives: "from our airports" points at the caller's data, not at a value.
 */
const DETERMINERS: ReadonlySet<string> = new Set(
  'the a an this that these those some any all first second third last other such same'.split(' '),
);

/** A copula or "have" before a word makes it a predicate of the rows ("flights that were full", "days had hail"). */
const COPULAS: ReadonlySet<string> = new Set(
  'is are was were be been being get gets got become became had has have seem seemed'.split(' '),
);

/** Words that open another condition or clause ("departed and returned", "when it snowed"). */
const CLAUSE_LEADS: ReadonlySet<string> = new Set(
  'and or nor but also plus yet while when where whenever then'.split(' '),
);

/** "how big was the population": a size adjective after "how" asks for the measure itself. */
const MAGNITUDE: ReadonlySet<string> = new Set(['big', 'large', 'huge', 'high', 'great', 'sizable']);

/** Object pronouns and articles after an opening capitalised word make it an imperative verb ("Pull the ..."). */
const AFTER_IMPERATIVE: ReadonlySet<string> = new Set(['me', 'us', 'the', 'a', 'an', 'all', 'our', 'my']);

/** The lower-case word before token i, skipping determiners ('' at the start). */
function leadOf(ctx: ReadContext, i: number): { word: string; at: number } {
  let j = i - 1;
  while (j >= 0 && DETERMINERS.has(ctx.tokens[j]?.lower ?? '')) j--;
  return { word: ctx.tokens[j]?.lower ?? '', at: j };
}

/** Every word of the subject's own fields (names, titles, synonyms) and its own name. */
function fieldWords(ctx: ReadContext): ReadonlySet<string> {
  let words = fieldWordCache.get(ctx.subject);
  if (!words) {
    const phrases = [...ctx.subject.measures, ...ctx.subject.dimensions].flatMap((f) => phrasesOf(f));
    words = new Set([...phrases.flatMap((p) => p.stems), ...ctx.own]);
    fieldWordCache.set(ctx.subject, words);
  }
  return words;
}
const fieldWordCache = new WeakMap<object, ReadonlySet<string>>();

/** A time of day: "6am", "18:00", "hour", "o'clock". */
function clockWord(t: Token): boolean {
  return /^\d{1,2}(:\d\d)?(am|pm)?$/.test(t.lower) && /[a-z:]/.test(t.lower)
    ? true
    : ['hour', 'hours', 'hourly', "o'clock"].includes(t.lower);
}

/** Whether the word restates the reading: a word of a used field's or the data set's description, or a unit a used measure is in. */
function described(
  ctx: ReadContext,
  s: ReadState,
  t: Token,
): { field: boolean; data: boolean; unit: boolean } {
  const key = tokenKey(t);
  const used = [
    ...s.strong,
    ...s.weak,
    ...s.groupBy.map((g) => g.dimension),
    ...s.filters.flatMap((f) => ctx.subject.dimensions.filter((d) => d.name === f.field)),
    // A period, or a time of day (read with the date parts), is on the time dimension: "scheduled"
    // restates a date described as the scheduled departure ("departures we scheduled before 6am").
    ...(ctx.time.consumed.size > 0 || s.groupBy.some((g) => g.grain) || ctx.tokens.some(clockWord)
      ? [timeDimension(ctx.subject)]
      : []),
  ].filter((f) => f !== undefined && f !== null);
  // Any form of a description's word: "schedule" beside "Scheduled departure date".
  const field = used.some((f) => {
    const words = contentWords(f, f.description);
    return words.has(key) || [...words].some((w) => textVerbBases(w).includes(key));
  });
  // "in degrees" for a measure described in °C: the scale the data is in (never converted).
  // "rain total in mm": a total no measure word named yet is one of the subject's totals.
  const named = [...s.strong, ...s.weak];
  const generic = ctx.subject.measures.filter((m) => m.aggregation === s.genericAggregation);
  const unit = (named.length > 0 ? named : generic).some((m) => describedIn(t, m.description));
  return { field, data: contentWords(ctx.subject, ctx.subject.description).has(key), unit };
}

/**
 * Another form of a word the reading knows ("trending" beside "trend", "rained" beside "rain"): the
 * question meant that word, in a form no step read, so it is not answered without.
 */
function nearMiss(ctx: ReadContext, t: Token): boolean {
  const key = tokenKey(t);
  return wordForms(t).some((f) => f !== key && f !== t.lower && (STOPWORDS.has(f) || fieldWords(ctx).has(f)));
}

/** A field word or a value of the reading at token i (not a time word). */
function namedAt(ctx: ReadContext, s: ReadState, i: number): boolean {
  const t = ctx.tokens[i];
  if (!t || !s.consumed.has(i) || ctx.time.consumed.has(i)) return false;
  return s.valueFrom.has(i) || fieldWords(ctx).has(tokenKey(t));
}

/**
 * The word is bound to a field word or a value beside it: before it, a qualifier ("international
 * flights", "median delay"); after it, the head of a compound that names something else ("population
 * density", "delayed twice", "Seattle area"). Neither is told from a harmless word without a dictionary,
 * so both are asked back.
 */
function boundToField(ctx: ReadContext, s: ReadState, t: Token): boolean {
  if (ctx.tokens[t.index + 1]?.lower === 'than') return true;
  return namedAt(ctx, s, t.index + 1) || namedAt(ctx, s, t.index - 1);
}

/**
 * Why a lower-case leftover word may change the meaning by its place in the sentence, or null. The
 * filter leads and the meaning classes were ruled out before (`harmless`); the reason names the rule.
 */
function meaningChange(ctx: ReadContext, s: ReadState, t: Token): string | null {
  const lead = leadOf(ctx, t.index);
  const before = ctx.tokens[t.index - 1];
  if (nearMiss(ctx, t)) return 'another form of a known word';
  if (before && decimalNumber(before) !== null) return 'after a number';
  if (lead.word === 'how') return MAGNITUDE.has(t.lower) ? null : 'quality';
  if (lead.word === 'many' || GROUP_CUES.has(lead.word) || AGGREGATION_WORDS[lead.word]) return 'measured';
  // "how many flights did we lose": the verb after the data's own subject says which rows count; after
  // "you" it is a request to the planner ("can you pull ...").
  if (COPULAS.has(lead.word) || ['we', 'they', 'it'].includes(before?.lower ?? '')) return 'predicate';
  if (CLAUSE_LEADS.has(before?.lower ?? '')) return 'another condition';
  // "landed safely", "flew directly": a manner the rows would have to have (everyday fillers were taken first).
  if (/ly$/.test(t.lower) && t.lower.length > 4) return 'manner';
  if (/est$/.test(t.lower) && t.lower.length > 5 && ['the', 'most', 'least'].includes(before?.lower ?? '')) {
    return 'superlative';
  }
  return boundToField(ctx, s, t) ? 'bound to a field or value' : null;
}

/**
 * Whether a leftover word is answered without. Never a negation, never when the reading names neither a
 * measure nor a breakdown; a capitalised word only as an opening filler or imperative ("Pull the ...").
 */
export function harmless(ctx: ReadContext, s: ReadState, t: Token): boolean {
  if (NEGATIONS.has(t.lower) || /n't$/.test(t.lower)) return false;
  // "by average distance" over a model whose avg_distance gives no measure: the word asks for that
  // column, which this reading cannot give, even where the model's description names it.
  if (namesUnmeasured(ctx.subject, tokenKey(t))) return false;
  if (namesUnusedSide(ctx, s, t)) return false;
  if (inStateName(ctx, t) || placeMovedTo(ctx, t)) return false;
  // The data's own rows and file narrow nothing, even before the measure is settled ("MSFT price … on file").
  if (DATA_ITSELF.has(t.lower)) return true;
  if (labelsMessage(ctx, t)) return true;
  // "the minimum delay at DTW (i.e. earliest departure)": an aside that says it again in other words.
  if (restatingAside(ctx, t)) return true;
  // Each restatement checks what it restates ("grand total" a total, "kind of weather" the weather read).
  if (restated(ctx, s, t)) return true;
  // "the rain label", "labelled rain": the value called by what it is, whatever the reading measures.
  if (labelsValue(s, t) || (labelling(t) && t.text === t.lower && linked(ctx, s, t))) return true;
  if (s.strong.length === 0 && !s.countCue && s.groupBy.length === 0) return false;
  if (silent(t)) return true;
  // "our cancellations in Feb 2001, grouped by origin": with no figure named, the plural noun that
  // opens the question is what is counted; the rows' own count is another figure (it was answered).
  if (countedUnknown(ctx, s, t)) return false;
  // "the national average delay": the whole of the data, when it spans the country's states and the
  // caller may see all of it; where row-level security keeps the caller to part of it, or the data is
  // one city's ("snow days nationwide" over Seattle's weather), asked back.
  if (WHOLE_COUNTRY.has(t.lower) && (ctx.subject.pinned ?? []).length === 0 && spansStates(ctx)) return true;
  if ((t.text === t.lower || t.index === 0) && linked(ctx, s, t)) return true;
  if (movedToExtreme(ctx, s, t)) return true;
  // "flew back to Denver", "landed back in Denver": a return trip, which says which side; not dropped.
  if (t.lower === 'back') return false;
  if (namesValueField(ctx, s, t)) return true;
  const { field, data, unit } = described(ctx, s, t);
  const lead = leadOf(ctx, t.index).word;
  // "(USD)", "in MM": a unit the measure is in, as often written in capitals.
  if ((lead === 'in' || t.enclosed) && unit) return true;
  // "wettest month by total mm": ranked by the measure, named by its unit.
  if (unit && rankedByUnit(ctx, t)) return true;
  if (thresholdUnit(ctx, s, t)) return true;
  if (t.text !== t.lower && !opening(ctx, t)) return false;
  // "average delay in minutes", "rainfall in mm", "rainfall (mm)": the unit the measure is already in, not a filter.
  if ((lead === 'in' || t.enclosed) && (field || unit)) return true;
  // "the 5 longest routes by distance": "by" the measure the question already ranks by.
  if (lead === 'by' && s.strong.some((m) => contentWords(m, m.description).has(tokenKey(t)))) return true;
  if (FILLER.has(t.lower)) return true;
  if (FILTER_LEADS.has(lead)) return false;
  // A class word changes the meaning wherever it stands, even where a description uses it ("negative means early").
  if (MEANING_CLASSES.has(t.lower) || MEANING_CLASSES.has(tokenKey(t))) return false;
  // "the highest latitude", "which route has the most flights" over a model whose rows describe
  // flights: what a superlative ranks by is never answered without, even where a description uses it.
  if (SUPERLATIVE_DESC.has(lead) || SUPERLATIVE_ASC.has(lead)) return false;
  if (field || data) return true;
  return meaningChange(ctx, s, t) === null;
}

/** An unknown plural noun among the question's first words, when no figure is named or counted. */
function countedUnknown(ctx: ReadContext, s: ReadState, t: Token): boolean {
  if (s.strong.length > 0 || s.countCue || !/[a-z]{3,}s$/.test(t.lower) || t.text !== t.lower) return false;
  const before = ctx.tokens.slice(0, t.index).filter((x) => !STOPWORDS.has(x.lower));
  return before.length === 0;
}

/**
 * "busiest origin city and destination city from Chicago" read with the origin city alone: a side of
 * the trip ("destination", the name its columns start with) that no grouped or filtered field is on
 * was dropped, and the answer was Chicago's own total. Never answered without.
 */
function namesUnusedSide(ctx: ReadContext, s: ReadState, t: Token): boolean {
  const onSide = (name: string) => name === t.lower || name.startsWith(`${t.lower}_`);
  if (ctx.subject.dimensions.filter((d) => onSide(d.name)).length < 2) return false;
  const used = [...s.groupBy.map((g) => g.dimension.name), ...s.filters.map((f) => f.field)];
  return !used.some(onSide);
}

/**
 * "how many flights left california" from a Texas office: a state's name typed in lower case that no
 * value took (the caller's rows hold another state) is a place, never a word answered without (the
 * answer was every flight of the caller's own state).
 */
function inStateName(ctx: ReadContext, t: Token): boolean {
  const at = (k: number) => ctx.tokens[k]?.lower ?? '';
  const i = t.index;
  return [t.lower, `${at(i - 1)} ${t.lower}`, `${t.lower} ${at(i + 1)}`].some(namesUsState);
}

/**
 * "how many flights left milwaukee" from a Minnesota office: the word right after a verb of movement
 * is the place moved from or to, never answered without (the answer was every flight of the caller's
 * own state), whether or not the caller's rows could hold it.
 */
function placeMovedTo(ctx: ReadContext, t: Token): boolean {
  // "landed anywhere in Texas": an adverb that only opens the place after it.
  if (STOPWORDS.has(t.lower) || FILLER.has(t.lower) || PLACE_ADVERBS.has(t.lower)) return false;
  return travelVerb(ctx.tokens[t.index - 1]?.lower ?? '');
}

/** Words that end a header naming the message or its sender: "Weather nerd question:", "Clerk here,". */
const HEADER_LABELS: ReadonlySet<string> = new Set([
  'question',
  'questions',
  'query',
  'q',
  'here',
  'request',
]);

/**
 * "Weather nerd question: …", "Ops planner here, …": a word of a short header before a colon that
 * names the message or its sender says who asks, not what. Not a capitalised word past the first (a
 * name), nor a class word that narrows wherever it stands ("Weekend question: …").
 */
function labelsMessage(ctx: ReadContext, t: Token): boolean {
  if (!t.header || (t.text !== t.lower && t.index !== 0) || /\d/.test(t.lower)) return false;
  if (MEANING_CLASSES.has(t.lower) || MEANING_CLASSES.has(tokenKey(t))) return false;
  return ctx.tokens.some((u) => u.index > t.index && u.header && HEADER_LABELS.has(u.lower));
}

/** A capitalised first word that is a filler ("Typical delay ...") or an imperative verb ("Pull the ..."). */
function opening(ctx: ReadContext, t: Token): boolean {
  if (t.index !== 0 || t.text.toUpperCase() === t.text) return false;
  // "On-time performance question: ...": a header's first word is capitalised as a sentence's is; a
  // compound of function words is no name.
  if (t.header && t.lower.includes('-') && t.lower.split('-').every((p) => STOPWORDS.has(p))) return true;
  return FILLER.has(t.lower) || AFTER_IMPERATIVE.has(ctx.tokens[1]?.lower ?? '');
}

/**
 * "a high of 30 degrees or more", "more than 20 mm": over a table, the unit of a number the reading
 * took as a threshold on rows, when one of the subject's columns is described in it.
 */
function thresholdUnit(ctx: ReadContext, s: ReadState, t: Token): boolean {
  const units = UNITS[t.lower];
  const before = ctx.tokens[t.index - 1];
  // Over a contract a threshold applies to groups, never to one row's value: "days above 30 degrees"
  // stays asked back there.
  if (ctx.subject.kind === 'contract') return false;
  if (!units || !before || decimalNumber(before) === null || !s.consumed.has(before.index)) return false;
  return [...ctx.subject.measures, ...ctx.subject.dimensions].some((f) => describedIn(t, f.description));
}

/** Whether a unit word names the unit a description is in ("mm" in millimetres, "degrees" in °C). */
function describedIn(t: Token, description: string): boolean {
  const text = description.toLowerCase();
  return (
    (UNITS[t.lower] ?? []).some((u) => text.includes(u)) || (t.lower === 'degrees' && text.includes('°'))
  );
}

/** "by mm", "by total mm": the unit after "by" (and an aggregation word), as the ranking's measure. */
function rankedByUnit(ctx: ReadContext, t: Token): boolean {
  const before = ctx.tokens[t.index - 1]?.lower ?? '';
  if (before === 'by') return true;
  return AGGREGATION_WORDS[before] !== undefined && ctx.tokens[t.index - 2]?.lower === 'by';
}

/** "I'd like", "I'm looking for": words about the asker, not the data; answered without and not named. */
export function silent(t: Token): boolean {
  return /^(i|we|you)'(d|m|ve|ll|re)$/.test(t.lower);
}
