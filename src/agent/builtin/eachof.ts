import { monthOfWord } from './time.js';

/**
 * "most common destination from each of JFK, LGA and EWR": "each of" between a place word and the
 * listed values kept "from" off the values (they were read as destinations, and one row given). The
 * words are read as "from JFK, LGA and EWR … each": the values on the side their word names, and a
 * closing "each" that tables/pergroup.ts reads as the top row for each listed value.
 */
// Only before a list of values ("JFK, LGA and EWR": items of one to three words, joined by commas and
// a last "and", "or" or "&"): "at each of our airports" asks for every group, which the readers read as
// it is, also when a comma follows it ("for each of our airports, April 2001" had lost the breakdown).
const ITEM = String.raw`[\w'.-]+(?:\s+[\w'.-]+){0,2}?`;
const EACH_OF = new RegExp(
  String.raw`\b(from|out\s+of|leaving|departing|to|into|at|in|for)\s+each\s+of\s+(?:the\s+)?(?=${ITEM}\s*(?:,\s*${ITEM}\s*)*,?\s*(?:&|\band\b|\bor\b))`,
  'i',
);

/** "each of the three NYC airports": the count restates the set, and is no top three. */
const EACH_OF_COUNTED = /\b(each\s+of\s+the)\s+(?:two|three|four|five|six|\d)\s+(?=[a-z])/gi;

export function eachOfListed(given: string): string {
  const text = given.replace(EACH_OF_COUNTED, '$1 ');
  if (!EACH_OF.test(text)) return text;
  return withClosingEach(text.replace(EACH_OF, (_m, prep: string) => `${prep} `));
}

/** The closing "each", before a final question mark or full stop, as a last word. */
function withClosingEach(text: string): string {
  const m = /^(.*?)([\s?.!]*)$/s.exec(text);
  return `${m?.[1] ?? text} each${m?.[2] ?? ''}`;
}

/** A place's name: one to three capitalised words ("Pittsburgh", "Reagan National", "St. Louis"). */
const NAME = String.raw`(?:[A-Z][\w'.-]*)(?:\s+[A-Z][\w'.-]*){0,2}`;
/** The words that put a place on a side of the trip, said again before the second place. */
const SIDE_WORD = String.raw`out\s+of|from|leaving|to|into|at`;
const PLACE_TWICE = new RegExp(String.raw`\b(${SIDE_WORD})\s+(${NAME})\s*,?\s+and\s+\1\s+(${NAME})`);
const COUNTED_TWICE = new RegExp(
  String.raw`\bhow\s+many\s+(flights\s+)?(left|departed\s+from|flew\s+out\s+of|went\s+to|flew\s+to|arrived\s+(?:at|in))\s+(${NAME})\s*,?\s+and\s+how\s+many\s+(?:(?:flights\s+)?(?:left|departed\s+from|flew\s+out\s+of|went\s+to|flew\s+to|arrived\s+(?:at|in))\s+)?(${NAME})(?:\s*,)?`,
  'i',
);

/**
 * "the average delay out of Pittsburgh and out of Philadelphia", "how many flights left Dulles, and how
 * many left Reagan National": the side's word said again before the second place asks for each place's
 * own figure, not one over both (which had been given: a wrong answer). Read as "out of Pittsburgh and
 * Philadelphia … each". Never between months or days ("in March and in April" are periods).
 */
export function repeatedPlacesEach(text: string): string {
  const place = PLACE_TWICE.exec(text);
  const named = (n: string | undefined) => n !== undefined && monthOfWord(n.split(/\s+/)[0] ?? '') === null;
  let joined: string | null = null;
  if (place && named(place[2]) && named(place[3])) joined = text.replace(PLACE_TWICE, '$1 $2 and $3');
  const counted = joined === null ? COUNTED_TWICE.exec(text) : null;
  if (counted && named(counted[3]) && named(counted[4]))
    joined = text.replace(
      COUNTED_TWICE,
      (_m, f: string | undefined, verb: string, a: string, b: string) =>
        `how many ${f ?? 'flights '}${verb} ${a} and ${b}`,
    );
  if (joined === null || /\beach\b/i.test(joined)) return joined ?? text;
  return withClosingEach(joined);
}
