/**
 * Tokens and word forms for the built-in planner. Matching is on stems so
 * "origins" finds `origin` and "cities" finds "city"; the original text is kept
 * because codes such as "SFO" or "CA" only match when written in capitals.
 */

export interface Token {
  readonly index: number;
  /** As written. */
  readonly text: string;
  readonly lower: string;
  readonly stem: string;
  /** Inside brackets ("(mm)", "(6pm or later)"): a restatement or an aside, not the question's own words. */
  readonly enclosed?: boolean;
  /** Before a colon that more words follow ("Delay question: how many ..."): a header naming the topic. */
  readonly header?: boolean;
  /** Written with "'s" ("Georgia's flights"): the "'s" is dropped from the text, the owning kept here. */
  readonly possessive?: boolean;
}

/** A word or a number; a number may carry its sign ("-150", written back by `signedNumbers`). */
const WORD = /(?:(?<![\p{L}\p{N}])-(?=\d))?[\p{L}\p{N}]+(?:['’.\-/][\p{L}\p{N}]+)*/gu;

/**
 * "below minus 150", "a delay under minus 30": the sign spelled as a word (durations.ts signsSpelled)
 * is the number's own, so every reader of numbers reads it as negative.
 */
const signedNumbers = (text: string): string => text.replace(/\bminus\s+(?=\d)/gi, '-');

export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  const written = signedNumbers(compassSuperlatives(compassAsColumns(yearsAsDigits(text))));
  const colon = headerEnd(written);
  for (const m of written.matchAll(WORD)) {
    // Possessives carry no meaning here: "SFO's" is SFO.
    const word = m[0].replace(/['’]s$/i, '');
    const lower = word.toLowerCase();
    const at = m.index ?? 0;
    const marks = {
      ...(enclosedAt(written, at) ? { enclosed: true } : {}),
      ...(at < colon ? { header: true } : {}),
      ...(word !== m[0] ? { possessive: true } : {}),
    };
    out.push({ index: out.length, text: word, lower, stem: stem(lower), ...marks });
  }
  return out;
}

/** Whether position `at` is inside round or square brackets. */
function enclosedAt(text: string, at: number): boolean {
  let depth = 0;
  for (const ch of text.slice(0, at)) {
    if (ch === '(' || ch === '[') depth++;
    else if ((ch === ')' || ch === ']') && depth > 0) depth--;
  }
  return depth > 0;
}

/** Where a leading header ends: the first colon with words on both sides and few words before it ("Delay question: ..."); -1 if none. */
function headerEnd(text: string): number {
  const m = /^([^:]{1,60}):\s+\S/.exec(text);
  // "10:30", "ratio 2:1": a colon between digits is no header.
  // "… 2001: how many": a header may end in a year when words follow the colon.
  if (!m || (/\d$/.test(m[1] ?? '') && /^[^:]*:\s+\d/.test(text)) || (m[1] ?? '').split(/\s+/).length > 6)
    return -1;
  return (m[1] ?? '').length;
}

const UNITS_WORDS = 'one|two|three|four|five|six|seven|eight|nine';
const TEENS_AND_TENS =
  'ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety';
/** "nineteen sixty", "nineteen sixty-five", "twenty ten": a century and its years, said as two numbers. */
const CENTURY_YEAR = new RegExp(
  `\\b(nineteen|twenty)[\\s-]+(${TEENS_AND_TENS})(?:[\\s-]+(${UNITS_WORDS}))?\\b`,
  'gi',
);
/** "two thousand five", "two thousand and eight"; not "two thousand five hundred" (a count). */
const THOUSAND_YEAR = new RegExp(
  `\\btwo[\\s-]+thousand(?:[\\s-]+and)?(?:[\\s-]+(${UNITS_WORDS}|${TEENS_AND_TENS}))?\\b(?![\\s-]+(?:\\w+[\\s-]+)?(?:hundred|thousand))`,
  'gi',
);

/**
 * Years said in words as digits, before the words are split: "in nineteen sixty" is 1960, not two
 * numbers ("nineteen" and "sixty") that no step reads. Read one by one, the two would be dropped as
 * numbers and the question answered over every year.
 */
function yearsAsDigits(text: string): string {
  const value = (w: string | undefined) => (w ? (NUMBER_WORDS[w.toLowerCase()] ?? 0) : 0);
  return text
    .replace(CENTURY_YEAR, (_, century: string, tens: string, unit?: string) =>
      String(value(century) * 100 + value(tens) + value(unit)),
    )
    .replace(THOUSAND_YEAR, (_, rest?: string) => String(2000 + value(rest)))
    .replace(
      YEAR_RANGE,
      (_, from: string, to: string) => `${from} to ${to.length === 2 ? from.slice(0, 2) + to : to}`,
    );
}

/**
 * "north of 60 degrees", "south of 25° latitude", "east of -70 longitude": a compass word before a
 * number of degrees compares a coordinate column, latitude for north and south, longitude for east
 * and west, which the threshold reader reads as "latitude above 60". A compass word before a place
 * ("north of Chicago") is left as it is, and asked back: the place's coordinates are not a number
 * the question gives.
 */
const COMPASS_DEGREES =
  /\b(north|south|east|west)\s+of\s+(-?\d+(?:\.\d+)?)(?:\s*(?:degrees?|°))?(?:\s+(?:latitude|longitude))?\b/gi;
const COMPASS_READING: Readonly<Record<string, string>> = {
  north: 'latitude above',
  south: 'latitude below',
  east: 'longitude above',
  west: 'longitude below',
};

function compassAsColumns(text: string): string {
  return text.replace(
    COMPASS_DEGREES,
    (_, side: string, degrees: string) => `${COMPASS_READING[side.toLowerCase()]} ${degrees}`,
  );
}

/**
 * "the most northerly airport", "furthest south", "farthest west", "most eastern": a superlative of a
 * compass direction is the one-word form the quality reader knows ("northernmost": the largest
 * latitude), so every way of saying it reads the same. "north of 60 degrees" is read above, first.
 */
const COMPASS_SUPERLATIVE = /\b(?:most|furthest|farthest)\s+(north|south|east|west)(?:erly|ern)?\b/gi;

function compassSuperlatives(text: string): string {
  return text.replace(COMPASS_SUPERLATIVE, (_, side: string) => `${side.toLowerCase()}ernmost`);
}

/**
 * "2000-2010", "1990–95": two years joined by a dash are a range ("2000 to 2010"), which the time reader
 * reads; as one word it is read by nothing. A later year only: "2010-2000" is no range.
 * Two digits with a leading zero are a month, as ISO writes it ("2001-03" is March 2001, read as
 * 2001 to 2003 before).
 */
const YEAR_RANGE = /\b((?:1[89]|20)\d\d)\s?[-–]\s?((?:1[89]|20)\d\d|(?!0)\d\d)\b(?![-/]\d)/g;

/** A light plural stemmer: enough for field names and synonyms, never aggressive enough to merge codes. */
export function stem(lower: string): string {
  if (lower.length <= 3 || /\d/.test(lower)) return lower;
  if (lower.endsWith('ies') && lower.length > 4) return `${lower.slice(0, -3)}y`;
  if (lower.endsWith('sses')) return lower.slice(0, -2);
  if (/(ches|shes|xes)$/.test(lower)) return lower.slice(0, -2);
  if (lower.endsWith('s') && !/(ss|us|is)$/.test(lower)) return lower.slice(0, -1);
  return lower;
}

/** Stems of a phrase, with the abbreviations data teams use in names expanded ("avg" → "average"). */
export function phraseStems(phrase: string): string[] {
  return tokenize(phrase.replace(/_/g, ' ')).map((t) => ABBREVIATIONS[t.stem] ?? t.stem);
}

const ABBREVIATIONS: Readonly<Record<string, string>> = {
  avg: 'average',
  mean: 'average',
  min: 'minimum',
  max: 'maximum',
  temp: 'temperature',
  qty: 'quantity',
  pop: 'population',
  num: 'number',
  no: 'number',
};

/** Stems of a token as compared with phrase stems (abbreviations folded the same way). */
export function tokenKey(t: Token): string {
  return ABBREVIATIONS[t.stem] ?? t.stem;
}

/**
 * Adjective forms that name a category value: "rainy" → rain, "sunny" → sun,
 * "foggy" → fog, "drizzly" → drizzle, "snowy" → snow.
 */
export function adjectiveBases(lower: string): string[] {
  if (!lower.endsWith('y') || lower.length < 4) return [];
  const base = lower.slice(0, -1);
  const out = [base, `${base}e`];
  if (/([bcdfgklmnprstvz])\1$/.test(base)) out.push(base.slice(0, -1));
  if (base.endsWith('l')) out.push(`${base.slice(0, -1)}le`);
  return out;
}

/**
 * Verb forms of a noun: "snows" / "snowing" / "snowed" → snow, "departing" → depart. Used beside
 * adjective forms so "when it snows" finds the snow value and "how windy" the wind measure.
 */
export function verbBases(lower: string): string[] {
  const m = /^(.{3,}?)(ing|ed)$/.exec(lower);
  if (!m) return [];
  const base = m[1] as string;
  const out = [base, `${base}e`];
  if (/([bcdfgklmnprstvz])\1$/.test(base)) out.push(base.slice(0, -1));
  return out;
}

/** Every form a token may stand for when matched against a one-word field name: stem, adjective and verb bases. */
export function wordForms(t: Token): string[] {
  return [tokenKey(t), ...adjectiveBases(t.lower), ...verbBases(t.lower), ...nounOfAdjective(t.lower)];
}

/** "populous", "populated" → population: an adjective or participle whose noun ends in -ation. */
function nounOfAdjective(lower: string): string[] {
  const m = /^(.{4,}?)(ous|ated)$/.exec(lower);
  return m ? [`${m[1]}ation`] : [];
}

/**
 * A word's root for comparing cue words across parts of speech: "departing", "departure",
 * "departures" and "depart" share `depart`; "arriving", "arrival", "arrive" share `arriv`.
 */
export function root(lower: string): string {
  const s = stem(lower);
  // "stats" is short for statistics: cut like "state" to "stat", it cued the state ("stats for PHX").
  if (s === 'stat') return 'statistic';
  const m = /^(.{4,}?)(ing|ure|al|ed|e)$/.exec(s);
  const r = m ? (m[1] as string) : s;
  return ROOT_SYNONYMS[r] ?? r;
}

/** Verbs of travel that cue the same side as the contract's own words: landing = arriving, leaving = departing. */
const ROOT_SYNONYMS: Readonly<Record<string, string>> = {
  land: 'arriv',
  leav: 'depart',
  left: 'depart',
  inbound: 'arriv',
  outbound: 'depart',
  // "came into Boston", "headed towards Denver": the arrival side's "to"; "out of": the departure side's "from".
  into: 'to',
  toward: 'to',
  towards: 'to',
  out: 'from',
};

/** Words that ask for a number of rows: "how many", "number of", "count". */
export const COUNT_WORDS = /\b(?:how\s+many|number\s+of|count)\b/i;

/**
 * "how many of our routes", "how many of the destinations": after "how many" (or "number of"), a set
 * already known, said before what is counted; the count is the same. A regular-expression fragment for
 * the readers of "how many X".
 */
export const OF_KNOWN_SET = String.raw`(?:of\s+(?:our|the|these|those|your|their)\s+)?`;

export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  // The whole family of teens and tens, not the few a question once used: "forty years later".
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fourty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  hundred: 100,
  dozen: 12,
};

/** NUMBER_WORDS as a pattern's alternation ("forty", "twelve"), for rewrites that read the number later. */
export const NUMBER_WORD = `(?:${Object.keys(NUMBER_WORDS).join('|')})`;

/** NUMBER_WORDS with the articles that say one ("an hour", "a decade"). */
export const AMOUNT_WORDS: Readonly<Record<string, number>> = { a: 1, an: 1, ...NUMBER_WORDS };

/**
 * A number written in words: one of NUMBER_WORDS, or tens and units joined by a hyphen ("twenty-five",
 * "forty-5" is not one). The whole family, so "forty years later" and "the top dozen" read like digits.
 */
export function numberWord(lower: string): number | null {
  const direct = NUMBER_WORDS[lower];
  if (direct !== undefined) return direct;
  const m = /^([a-z]+)-([a-z]+)$/.exec(lower);
  const tens = m ? NUMBER_WORDS[m[1] as string] : undefined;
  const unit = m ? NUMBER_WORDS[m[2] as string] : undefined;
  return tens !== undefined && unit !== undefined && tens % 10 === 0 && tens >= 20 && tens < 100 && unit < 10
    ? tens + unit
    : null;
}

/** A whole number written as digits ("5", "10,000") or a word ("five"). */
export function wholeNumber(t: Token | undefined): number | null {
  if (!t) return null;
  if (/^\d{1,3}(,\d{3})*$|^\d+$/.test(t.text)) return Number(t.text.replace(/,/g, ''));
  return numberWord(t.lower);
}

/** A number written with digits, possibly decimal or negative. */
export function decimalNumber(t: Token | undefined): number | null {
  if (!t) return null;
  if (/^-?\d+(\.\d+)?$/.test(t.text.replace(/,/g, ''))) return Number(t.text.replace(/,/g, ''));
  return numberWord(t.lower);
}

/**
 * Words that carry no constraint. Anything else left unexplained after
 * planning means the planner did not understand part of the question, and it
 * asks instead of answering a different question.
 */
export const STOPWORDS: ReadonlySet<string> = new Set(
  `a an the of for in on at to from by per with without and or vs versus than then as is are was were be been being
  do does did done have has had it its it's this that these those there their them they we our us i me my you your
  what what's whats which who whom whose when where why how many much show shows showing give gives tell list display select
  see get find compute calculate report please can could would should will let lets let's me just also now only instead
  about over across during within into each every all any some overall total totals number numbers value values
  chart plot graph table breakdown break down broken split grouped group data figure figures stat stats statistic statistics
  like want need know same again too but so here thing things look looking compare compared comparison
  ok okay thanks thank thx pls plz lol haha hmm btw n though tho available yes no not what's rank ranked ranking order ordered sort sorted descending ascending
  top bottom most least highest lowest largest smallest biggest busiest best worst fewest greatest max min maximum minimum
  more less fewer first last recent year years month months quarter quarters week weeks day days date dates
  time times period periods trend trends monthly quarterly yearly annually annual weekly daily hourly hour hours
  between among amongst since until till through before after around approximately roughly exactly whole entire
  been happen happened occur occurred see seen saw sees had make made record recorded
  depart departed departs leave leaves leaving left fly flew flown flying arrive arrived arrives land landed
  operate operated operates run runs ran reach reaches reached go went going come came take took there's it's did does out live lived lives living
  receive receives received receiving get gets got handle handles handled serve serves served
  head heads heading headed bound off fall falls fell fallen cover covers covered covering
  use using ones trade trades traded trading judging judged based pull pulled grab fetch bring gimme
  s`
    .split(/\s+/)
    .filter(Boolean),
);

/** A text rewrite: every match of the pattern replaced by the words (with `$1`-style references). */
/** A noun in the plural ("destination" → "destinations", "country" → "countries"); one in it stays. */
export function pluralOf(noun: string): string {
  if (/s$/i.test(noun)) return noun;
  return /[^aeiou]y$/i.test(noun) ? `${noun.slice(0, -1)}ies` : `${noun}s`;
}

export type Rewrite = readonly [RegExp, string];

/** The text with each rewrite applied in turn (each reads what the ones before it wrote). */
export function rewritten(text: string, rewrites: readonly Rewrite[]): string {
  return rewrites.reduce((t, [pattern, words]) => t.replace(pattern, words), text);
}
