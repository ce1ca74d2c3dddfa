/**
 * Text normalisation for object search: tokens, a light stemmer, typo
 * matching and character trigrams. Pure functions, no I/O.
 */

/** Words too common in catalog prose and questions to say anything about an object. */
const STOPWORDS = new Set(
  (
    'a an and are as at be by for from has have how i in is it its me my of on or per show tell that the ' +
    'their them there these this to was were what when where which who why will with would about all any ' +
    'can could do does data each give get into list many more most much number our over than then use using ' +
    'want we you your find'
  ).split(' '),
);

/** Lower-case word tokens; snake_case and camelCase split into their words. Stopwords dropped. */
export function words(text: string): string[] {
  return text
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0 && !STOPWORDS.has(w));
}

const VOWEL = /[aeiou]/;

/**
 * A Porter-style suffix stemmer, small on purpose: plurals, -ed/-ing,
 * -ly, -ness/-ment/-ation and a final -e or -y, so that "delays",
 * "delayed" and "delay", or "prices" and "pricing", meet. It only needs to
 * be consistent (queries and documents go through it alike), not
 * linguistically right.
 */
export function stem(word: string): string {
  let w = word;
  if (w.length <= 3 || /^\d+$/.test(w)) return w;
  if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);

  for (const suffix of ['ing', 'ed']) {
    const base = w.slice(0, -suffix.length);
    if (w.endsWith(suffix) && base.length >= 3 && VOWEL.test(base)) {
      w = base;
      // stopped → stop, but keep fall, miss, buzz.
      if (/([^aeioulsz])\1$/.test(w)) w = w.slice(0, -1);
      break;
    }
  }
  for (const [suffix, replacement] of [
    ['ational', 'ate'],
    ['ation', 'ate'],
    ['ness', ''],
    ['ment', ''],
    ['ly', ''],
  ] as const) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 4) {
      w = w.slice(0, -suffix.length) + replacement;
      break;
    }
  }
  if (w.length > 4 && w.endsWith('e')) w = w.slice(0, -1);
  if (w.length > 3 && w.endsWith('y') && VOWEL.test(w.slice(0, -1))) w = `${w.slice(0, -1)}i`;
  return w;
}

export function stems(text: string): string[] {
  return words(text).map(stem);
}

/** True when `a` and `b` differ by at most one insertion, deletion, substitution or adjacent swap. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (la === lb) {
    // One substitution, or one swap of neighbours.
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** Character trigrams of each word, padded so short words and word starts count. */
export function trigrams(tokens: readonly string[]): string[] {
  const out: string[] = [];
  for (const t of tokens) {
    const padded = ` ${t} `;
    for (let i = 0; i + 3 <= padded.length; i++) out.push(padded.slice(i, i + 3));
  }
  return out;
}

/**
 * A small analytics thesaurus for the offline semantic side: words in one
 * group are treated as related (not equal) meanings. Object-specific
 * synonyms come from the contracts themselves.
 */
const RELATED_GROUPS: readonly (readonly string[])[] = [
  ['delay', 'late', 'lateness', 'tardy', 'punctual', 'ontime', 'wait'],
  ['flight', 'fly', 'air', 'airline', 'aviation', 'plane', 'aircraft', 'departure', 'travel', 'trip'],
  ['airport', 'terminal', 'hub', 'iata'],
  ['route', 'origin', 'destination', 'pair', 'leg', 'network'],
  [
    'weather',
    'climate',
    'rain',
    'rainfall',
    'precipitation',
    'temperature',
    'wind',
    'sun',
    'snow',
    'forecast',
  ],
  ['stock', 'share', 'equity', 'market', 'ticker', 'price', 'finance', 'financial', 'investor', 'company'],
  ['country', 'nation', 'world', 'global', 'international', 'region', 'continent'],
  ['population', 'people', 'inhabitant', 'demographic', 'citizen'],
  ['life', 'expectancy', 'longevity', 'health', 'lifespan', 'mortality'],
  ['fertility', 'birth', 'children', 'family'],
  ['city', 'town', 'place', 'location', 'geography', 'state', 'map'],
  ['count', 'volume', 'total', 'amount', 'busiest', 'traffic'],
  ['average', 'mean', 'typical', 'median'],
  ['distance', 'mile', 'length', 'far', 'long'],
  ['date', 'time', 'day', 'month', 'year', 'season', 'trend', 'history', 'period'],
];

const RELATED: ReadonlyMap<string, readonly string[]> = (() => {
  const map = new Map<string, string[]>();
  for (const group of RELATED_GROUPS) {
    const stemmed = [...new Set(group.map(stem))];
    for (const s of stemmed) map.set(s, [...(map.get(s) ?? []), ...stemmed.filter((x) => x !== s)]);
  }
  return map;
})();

/** Stems related in meaning to `s` (not including `s`). */
export function related(s: string): readonly string[] {
  return RELATED.get(s) ?? [];
}
