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
  const joined = text.replace(EACH_OF, (_m, prep: string) => `${prep} `);
  // The closing "each" goes before a final question mark or full stop, as a last word.
  const m = /^(.*?)([\s?.!]*)$/s.exec(joined);
  return `${m?.[1] ?? joined} each${m?.[2] ?? ''}`;
}
