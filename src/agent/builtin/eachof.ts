/**
 * "most common destination from each of JFK, LGA and EWR": "each of" between a place word and the
 * listed values kept "from" off the values (they were read as destinations, and one row given). The
 * words are read as "from JFK, LGA and EWR … each": the values on the side their word names, and a
 * closing "each" that tables/pergroup.ts reads as the top row for each listed value.
 */
// Only before a list of values ("JFK, LGA and EWR"; an item of one to three words, then a comma,
// "and", "or" or "&"): "at each of our airports" asks for every group, which the readers read as it is.
const EACH_OF =
  /\b(from|out\s+of|leaving|departing|to|into|at|in|for)\s+each\s+of\s+(?:the\s+)?(?=[\w'.-]+(?:\s+[\w'.-]+){0,2}?\s*(?:,|&|\band\b|\bor\b))/i;

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
