import { STOPWORDS, tokenize } from './text.js';

/**
 * Distinct values of a subject's low-cardinality text dimensions, so "from SFO",
 * "in CA", "for AAPL" and "rainy days" become filters. Values are read through
 * the governed tools with the caller's context, so a consumer only ever
 * matches values its row-level security lets it see; the cache key includes
 * that context for the same reason.
 */

export interface ValueEntry {
  readonly dimension: string;
  readonly value: string;
}

export interface ValueIndex {
  /** Lower-case word sequence → entries; matched case-insensitively. */
  readonly words: ReadonlyMap<string, readonly ValueEntry[]>;
  /** Codes (SFO, CA, IBM): matched only as written, so "in" never means Indiana. */
  readonly codes: ReadonlyMap<string, readonly ValueEntry[]>;
  /** Other names for values, used when nothing matches exactly ("California" → CA). */
  readonly aliases: ReadonlyMap<string, readonly ValueEntry[]>;
  /**
   * A capitalised word found in exactly one value of a dimension of names ("O'Hare" → "Chicago O'Hare
   * International", "Vegas" → "Las Vegas"): used when nothing else matches.
   */
  readonly partials: ReadonlyMap<string, readonly ValueEntry[]>;
  /**
   * Every word of the values of dimensions of names, with the values holding it ("tacoma" → "Seattle-Tacoma
   * Intl", "intl" → every international airport): several words read together name the one value they
   * share ("Sky Harbor", "Austin-Bergstrom", "Denver International").
   */
  readonly nameWords: ReadonlyMap<string, readonly ValueEntry[]>;
  /** Every indexed value per dimension, for clarifying questions. */
  readonly byDimension: ReadonlyMap<string, readonly string[]>;
  /** Calendar years the subject's time dimension covers (sorted), or null when it has none. */
  readonly years: readonly number[] | null;
  /** The latest date (YYYY-MM-DD) of the subject's time dimension the caller may see: "now" for relative ranges. */
  readonly latest: string | null;
  readonly maxWords: number;
  /**
   * Cities named in more than one state, per city dimension, with their states ("Portland" → OR, ME),
   * as the caller's rows hold them: a filter on one of them is asked back unless its state is said.
   */
  readonly places?: ReadonlyMap<string, ReadonlyMap<string, readonly string[]>>;
  /**
   * Per airport-name dimension (`origin_airport_name`), each name's code on the same side (`origin`), as
   * the caller's rows pair them: two airports compared, one named by its code and one by its name
   * ("Boston Logan and Reagan National"), are read as two codes.
   */
  readonly airportCodes?: ReadonlyMap<string, ReadonlyMap<string, string>>;
}

const CODE = /^[A-Z0-9]{2,5}$/;
/** Place names that are also everyday words: matched only when capitalised. */
const COMMON_WORDS = new Set([
  'mobile',
  'eagle',
  'turkey',
  'chile',
  'jackson',
  'lincoln',
  'monroe',
  'columbia',
  'springfield',
  'arlington',
  'tyler',
  'hope',
  'price',
  'day',
  'na',
]);

/**
 * "ibm peak price": a three-letter code among a few codes (five tickers, not hundreds of airports) is
 * no word a question uses otherwise, so it is read in lower case too. Before, "ibm" was a word of the
 * data's description and answered without: every stock's peak.
 */
function shortCodeOfFew(value: string, list: readonly string[]): boolean {
  return /^[A-Z]{3}$/.test(value) && list.length <= 20 && !STOPWORDS.has(value.toLowerCase());
}

/** Whether the words are a US state's (or territory's) name, in lower case ("ohio", "new mexico"). */
export function namesUsState(words: string): boolean {
  return Object.hasOwn(US_STATES, words);
}

export function normalizeValueKey(text: string): string {
  return tokenize(text)
    .map((t) => t.lower)
    .join(' ');
}

/** Authored other names for values, per dimension then value (a contract's `value_synonyms`). */
export type ValueSynonyms = ReadonlyMap<string, Readonly<Record<string, readonly string[]>>>;

export function buildValueIndex(
  values: ReadonlyMap<string, readonly string[]>,
  years: readonly number[] | null,
  latest: string | null = null,
  synonyms: ValueSynonyms = new Map(),
): ValueIndex {
  const words = new Map<string, ValueEntry[]>();
  const codes = new Map<string, ValueEntry[]>();
  const aliases = new Map<string, ValueEntry[]>();
  const push = (map: Map<string, ValueEntry[]>, key: string, entry: ValueEntry) => {
    const list = map.get(key) ?? [];
    if (!list.some((e) => e.dimension === entry.dimension && e.value === entry.value)) list.push(entry);
    map.set(key, list);
  };
  let maxWords = 1;
  for (const [dimension, list] of values) {
    const stateCodes = holdsStateCodes(list);
    for (const value of list) {
      const entry = { dimension, value };
      if (CODE.test(value)) {
        push(codes, value, entry);
        // Longer tickers (AAPL, MSFT) are unambiguous enough to accept in lower case too.
        if (/^[A-Z]{4,5}$/.test(value) || shortCodeOfFew(value, list))
          push(words, value.toLowerCase(), entry);
        continue;
      }
      const key = normalizeValueKey(value);
      if (key === '') continue;
      maxWords = Math.max(maxWords, key.split(' ').length);
      push(words, key, entry);
      for (const variant of shortenedVariants(key)) push(aliases, variant, entry);
    }
    // Only values this caller can see get a name: a synonym never leads to a value row-level security hides.
    for (const [value, names] of Object.entries(synonyms.get(dimension) ?? {})) {
      if (!list.includes(value)) continue;
      for (const name of names) {
        // A name written in capitals ("US", "UK") is a code, matched only as written: "us" stays a pronoun.
        if (CODE.test(name)) push(codes, name, { dimension, value });
        else push(aliases, normalizeValueKey(name), { dimension, value });
        maxWords = Math.max(maxWords, normalizeValueKey(name).split(' ').length);
      }
    }
    if (stateCodes) {
      for (const [name, code] of Object.entries(US_STATES)) {
        if (list.includes(code)) {
          push(aliases, name, { dimension, value: code });
          maxWords = Math.max(maxWords, name.split(' ').length);
        }
      }
    }
  }
  return {
    words,
    codes,
    aliases,
    partials: partialWords(values),
    nameWords: nameWords(values),
    byDimension: values,
    years,
    latest,
    maxWords,
  };
}

/** Place-name words and their everyday short forms ("Ft. Lauderdale" is Fort Lauderdale; "St Louis", Saint Louis). */
const SHORT_FORMS: Readonly<Record<string, string>> = { st: 'saint', ft: 'fort', mt: 'mount' };
const LONG_FORMS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(SHORT_FORMS).map(([short, long]) => [long, short]),
);

/** The value's key with its short forms written out, or its long forms shortened (none: no such word). */
function shortenedVariants(key: string): string[] {
  const swapped = key
    .split(' ')
    .map((w) => SHORT_FORMS[w] ?? LONG_FORMS[w] ?? w)
    .join(' ');
  return swapped === key ? [] : [swapped];
}

/**
 * Words that pick out one value of a dimension of multi-word names: in exactly one of its values,
 * four letters or more, not a function word. A word several values share ("International",
 * "Chicago" in two airports' names) picks out none, so it is never guessed.
 */
function partialWords(values: ReadonlyMap<string, readonly string[]>): ReadonlyMap<string, ValueEntry[]> {
  const out = new Map<string, ValueEntry[]>();
  for (const [dimension, list] of nameDimensions(values)) {
    const seen = new Map<string, Set<string>>();
    for (const value of list) {
      // "Hartsfield-Atlanta" holds two words a question may use on their own.
      for (const w of new Set(withoutApostrophes(normalizeValueKey(value).split(/[\s\-/]+/)))) {
        if (w.length < 4 || STOPWORDS.has(w) || /\d/.test(w)) continue;
        seen.set(w, (seen.get(w) ?? new Set()).add(value));
      }
    }
    for (const [w, owners] of seen) {
      if (owners.size !== 1) continue;
      const list2 = out.get(w) ?? [];
      list2.push({ dimension, value: [...owners][0] as string });
      out.set(w, list2);
    }
  }
  return out;
}

/**
 * Name words with an apostrophe, also as typed without it: "O'Hare" is often typed "Ohare" (a word no
 * value held, asked back). The bare form is a word of its own, so it picks out a value only when no
 * other value holds it.
 */
function withoutApostrophes(words: readonly string[]): string[] {
  return words.flatMap((w) => (/['’]/.test(w) ? [w, w.replace(/['’]/g, '')] : [w]));
}

/**
 * A word from inside one name typed in lower case ("out of midway", "ohare vs midway"): the caller
 * reads it only where a place is expected (after "from", "to", "vs"), as a capitalised one is read
 * anywhere a place is expected; lookupValue leaves lower-case words out ("logan" alone is a word).
 */
export function lowerNameWord(
  index: ValueIndex,
  word: string,
): { entries: readonly ValueEntry[]; alias: boolean; partial: boolean } | null {
  if (word !== word.toLowerCase() || word.length < 4) return null;
  const entries = index.partials.get(word);
  return entries ? { entries, alias: true, partial: true } : null;
}

/** One spelling for the words of airport names written several ways ("Int'l", "Detroit Metro"). */
const NAME_WORD_FORMS: Readonly<Record<string, string>> = {
  international: 'intl',
  "int'l": 'intl',
  'int’l': 'intl',
  metro: 'metropolitan',
};

/** The words of a name as a question may write them: "International", "Int'l" and "Intl" are one word. */
export function nameParts(text: string): string[] {
  return normalizeValueKey(text)
    .split(/[\s\-/]+/)
    .map((w) => NAME_WORD_FORMS[w] ?? w)
    .filter((w) => w !== '');
}

/** Whether a dimension's values are two-letter state codes (the caller's visible states). */
export function holdsStateCodes(list: readonly string[]): boolean {
  return list.length > 0 && list.every((v) => /^[A-Z]{2}$/.test(v));
}

/** Dimensions of names: most of their values are several words (airport names, not codes or cities). */
function nameDimensions(values: ReadonlyMap<string, readonly string[]>): [string, readonly string[]][] {
  return [...values].filter(([, list]) => list.filter((v) => v.includes(' ')).length >= list.length / 2);
}

function nameWords(values: ReadonlyMap<string, readonly string[]>): ReadonlyMap<string, ValueEntry[]> {
  const out = new Map<string, ValueEntry[]>();
  for (const [dimension, list] of nameDimensions(values)) {
    for (const value of list) {
      for (const w of new Set(nameParts(value))) out.set(w, [...(out.get(w) ?? []), { dimension, value }]);
    }
  }
  return out;
}

/** Words that only say a place is an airport: they narrow nothing down when the name leaves them out. */
const AIRPORT_ONLY: ReadonlySet<string> = new Set(['airport', 'airfield']);

/**
 * The one value, per dimension of names, that holds every word written ("Phoenix Sky Harbor", "Austin-Bergstrom",
 * "Raleigh-Durham", "Denver International" for "Denver Intl"): null unless the words are at least two, one of
 * them four letters or more, and exactly one value holds them all.
 */
export function lookupNameRun(index: ValueIndex, written: readonly string[]): readonly ValueEntry[] | null {
  if (written.length === 0) return null;
  const parts = written.flatMap(nameParts).filter((w) => !AIRPORT_ONLY.has(w));
  if (parts.length < 2 || !parts.some((w) => w.length >= 4 && !STOPWORDS.has(w) && w !== 'intl')) return null;
  let shared: readonly ValueEntry[] | null = null;
  for (const w of parts) {
    const holders = index.nameWords.get(w) ?? [];
    shared =
      shared === null
        ? holders
        : shared.filter((e) => holders.some((h) => h.dimension === e.dimension && h.value === e.value));
    if (shared.length === 0) return null;
  }
  const values = new Set((shared ?? []).map((e) => e.value));
  if (values.size === 1) return shared;
  // "Salt Lake" where a caller's rows hold the city "Salt Lake City" and its airport "Salt Lake City
  // Intl": the value every other one extends is the place named (both hold the same flights).
  const base = [...values].find((v) => [...values].every((o) => o === v || o.startsWith(`${v} `)));
  return base ? (shared ?? []).filter((e) => e.value === base) : null;
}

/**
 * Entries for the words at one position: as written for codes, lower case for
 * names; a single lower-case word that is a stopword or an everyday word only
 * counts when the value itself is written that way (weather types).
 */
export function lookupValue(
  index: ValueIndex,
  written: readonly string[],
  variants: readonly string[] = [],
): { entries: readonly ValueEntry[]; alias: boolean; partial?: boolean } | null {
  if (written.length === 1) {
    const code = index.codes.get(written[0] as string);
    if (code) return { entries: code, alias: false };
  }
  const key = written.map((w) => w.toLowerCase()).join(' ');
  for (const k of [key, ...variants]) {
    const hit = index.words.get(k);
    if (!hit) continue;
    if (written.length === 1) {
      const w = written[0] as string;
      const plainWordOnly = hit.every((e) => e.value !== e.value.toLowerCase());
      const lowerTyped = w === w.toLowerCase();
      if (plainWordOnly && lowerTyped && (STOPWORDS.has(k) || COMMON_WORDS.has(k))) continue;
    }
    return { entries: hit, alias: false };
  }
  const alias = index.aliases.get(key);
  if (alias) return { entries: alias, alias: true };
  // Only a word written as a name: "logan" in lower case is not Boston's airport.
  const only = written.length === 1 ? (written[0] as string) : '';
  const partial = /^\p{Lu}/u.test(only) ? index.partials.get(key) : undefined;
  return partial ? { entries: partial, alias: true, partial: true } : null;
}

/** For "did you mean" choices: indexed values close to an unknown word. */
export function closestValues(index: ValueIndex, word: string, limit = 4): ValueEntry[] {
  const target = word.toLowerCase();
  const typedAsCode = CODE.test(word);
  const typedLower = word === target;
  const scored: { entry: ValueEntry; d: number }[] = [];
  for (const [dimension, list] of index.byDimension) {
    for (const value of list) {
      // A code is offered only for a word of its length typed as a code, or the code in lower case:
      // "fare" is not FAR, and "dep" or "end" are words, not DEN or IND.
      if (
        CODE.test(value) &&
        (value.length !== target.length || (!typedAsCode && value.toLowerCase() !== target))
      )
        continue;
      const v = value.toLowerCase();
      const prefix =
        Math.min(v.length, target.length) >= 3 &&
        Math.abs(v.length - target.length) <= 3 &&
        (v.startsWith(target) || target.startsWith(v));
      const d = prefix ? 0.5 : editDistance(target, v);
      // A word typed in lower case is an everyday word more often than a misspelt name: one slip at most
      // ("network" is not Newark; "seatle" is Seattle).
      const limit = typedLower && !CODE.test(value) ? 1 : Math.max(1, Math.floor(target.length / 3));
      if (d <= limit) scored.push({ entry: { dimension, value }, d });
    }
  }
  scored.sort((a, b) => a.d - b.d || a.entry.value.localeCompare(b.entry.value));
  const seen = new Set<string>();
  const out: ValueEntry[] = [];
  for (const s of scored) {
    if (seen.has(s.entry.value)) continue;
    seen.add(s.entry.value);
    out.push(s.entry);
    if (out.length >= limit) break;
  }
  return out;
}

export function editDistance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 3) return 99;
  const prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0] as number;
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const up = prev[j] as number;
      prev[j] = Math.min(up + 1, (prev[j - 1] as number) + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = up;
    }
  }
  return prev[b.length] as number;
}

/** Cached indexes, keyed by consumer, subject and the RLS context that shaped them. */
export class ValueIndexCache {
  private readonly entries = new Map<string, { at: number; index: Promise<ValueIndex> }>();

  constructor(
    private readonly maxEntries = 128,
    private readonly ttlMs = 10 * 60_000,
  ) {}

  get(key: string, build: () => Promise<ValueIndex>): Promise<ValueIndex> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.ttlMs) {
      // Refresh recency: a Map iterates in insertion order, so the oldest entry is first.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.index;
    }
    const index = build();
    this.entries.set(key, { at: now, index });
    // A failed build (cancelled, missing context) must not be remembered.
    index.catch(() => {
      if (this.entries.get(key)?.index === index) this.entries.delete(key);
    });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return index;
  }
}

const US_STATES: Readonly<Record<string, string>> = {
  alabama: 'AL',
  alaska: 'AK',
  arizona: 'AZ',
  arkansas: 'AR',
  california: 'CA',
  colorado: 'CO',
  connecticut: 'CT',
  delaware: 'DE',
  florida: 'FL',
  georgia: 'GA',
  hawaii: 'HI',
  idaho: 'ID',
  illinois: 'IL',
  indiana: 'IN',
  iowa: 'IA',
  kansas: 'KS',
  kentucky: 'KY',
  louisiana: 'LA',
  maine: 'ME',
  maryland: 'MD',
  massachusetts: 'MA',
  michigan: 'MI',
  minnesota: 'MN',
  mississippi: 'MS',
  missouri: 'MO',
  montana: 'MT',
  nebraska: 'NE',
  nevada: 'NV',
  'new hampshire': 'NH',
  'new jersey': 'NJ',
  'new mexico': 'NM',
  'new york': 'NY',
  'north carolina': 'NC',
  'north dakota': 'ND',
  ohio: 'OH',
  oklahoma: 'OK',
  oregon: 'OR',
  pennsylvania: 'PA',
  'rhode island': 'RI',
  'south carolina': 'SC',
  'south dakota': 'SD',
  tennessee: 'TN',
  texas: 'TX',
  utah: 'UT',
  vermont: 'VT',
  virginia: 'VA',
  washington: 'WA',
  'west virginia': 'WV',
  wisconsin: 'WI',
  wyoming: 'WY',
  'puerto rico': 'PR',
  'district of columbia': 'DC',
  // The territories the airports file lists with a code of their own (CQ is the Northern Marianas there).
  guam: 'GU',
  'american samoa': 'AS',
  'virgin islands': 'VI',
  'us virgin islands': 'VI',
  'northern mariana islands': 'CQ',
  'northern marianas': 'CQ',
};

/**
 * The states' written short forms ("Calif.", "Mass.", "N.Y.", "Tenn"), as newspapers and offices abbreviate
 * them: each was an unknown word ("Mass") or lost its state. Capitalised only; the one-syllable forms
 * that are also words or titles ("Miss.", "Ill.", "Mo.", "Pa.", "La.", "Del.", "Ind.", "Ga.") only with
 * their period, the longer ones with or without it.
 */
const STATE_SHORT_FORMS: Readonly<Record<string, string>> = {
  Ala: 'Alabama',
  Ariz: 'Arizona',
  Ark: 'Arkansas',
  Calif: 'California',
  Colo: 'Colorado',
  Conn: 'Connecticut',
  Fla: 'Florida',
  Kans: 'Kansas',
  Mass: 'Massachusetts',
  Mich: 'Michigan',
  Minn: 'Minnesota',
  Mont: 'Montana',
  Nebr: 'Nebraska',
  Nev: 'Nevada',
  Okla: 'Oklahoma',
  Oreg: 'Oregon',
  Penn: 'Pennsylvania',
  Penna: 'Pennsylvania',
  Tenn: 'Tennessee',
  Tex: 'Texas',
  Wisc: 'Wisconsin',
  Wyo: 'Wyoming',
};
const DOTTED_STATE_FORMS: Readonly<Record<string, string>> = {
  Del: 'Delaware',
  Ga: 'Georgia',
  Ill: 'Illinois',
  Ind: 'Indiana',
  Kan: 'Kansas',
  Ky: 'Kentucky',
  La: 'Louisiana',
  Md: 'Maryland',
  Miss: 'Mississippi',
  Mo: 'Missouri',
  Neb: 'Nebraska',
  Ore: 'Oregon',
  Pa: 'Pennsylvania',
  Va: 'Virginia',
  Vt: 'Vermont',
  Wash: 'Washington state',
  Wis: 'Wisconsin',
  'N.C': 'North Carolina',
  'N.D': 'North Dakota',
  'N.H': 'New Hampshire',
  'N.J': 'New Jersey',
  'N.M': 'New Mexico',
  'N.Y': 'New York',
  'R.I': 'Rhode Island',
  'S.C': 'South Carolina',
  'S.D': 'South Dakota',
  'W.Va': 'West Virginia',
  'D.C': 'Washington, D.C.',
};
const escaped = (forms: Readonly<Record<string, string>>) =>
  Object.keys(forms)
    .map((k) => k.replace(/\./g, '\\.'))
    .join('|');
// The end: a space, a stop or the text's end, so "Mass." is not "Massive" and "N.Y." not "N.Y.C.".
const STATE_SHORT = new RegExp(String.raw`\b(${escaped(STATE_SHORT_FORMS)})\b\.?(?=\s|[,;:?!)]|$)`, 'g');
const STATE_DOTTED = new RegExp(
  String.raw`(?<![\w.])(${escaped(DOTTED_STATE_FORMS)})\.(?=\s|[,;:?!)]|$)`,
  'g',
);

export function stateShortFormsSpelled(text: string): string {
  return text
    .replace(STATE_DOTTED, (_m, form: string) => DOTTED_STATE_FORMS[form] ?? form)
    .replace(STATE_SHORT, (_m, form: string) => STATE_SHORT_FORMS[form] ?? form)
    .replace(CODE_AS_WORD, (_m, lead: string, code: string) => `${lead} ${stateNameOf(code) ?? code}`);
}

/**
 * State codes that are also English words ("from OR" had been read as "from or"), said as the state's
 * name: only in capitals, after a word that places it, and not between two codes ("DEN OR SEA").
 */
const CODE_AS_WORD =
  /\b(from|to|into|out\s+of|leaving|in|for|within|inside)\s+(OR|IN|ME)\b(?!\s+[A-Z]{2,}\b)/g;
const stateNameOf = (code: string): string | undefined =>
  Object.entries(US_STATES).find(([, c]) => c === code)?.[0];
