/**
 * Everyday names for the rows of a table or a route, rewritten to the words the readers take
 * (durations.ts runs these among its reading steps).
 */

/**
 * "how many PDX routes average more than 5 minutes of delay", "worst ORD route by avg delay": a code
 * before "route(s)" is where the routes start, as "routes from PDX" says. Read as written, the code
 * was a filter with "routes" a breakdown of its flights (each of PDX's routes listed, not counted), or
 * "route" was left over and asked back. A code after "to", "from", "-" or "and" is the far end of a
 * route already named ("the SEA-SFO route", "the BOS to DCA route") and stays as it is.
 */
const CODE_ROUTES =
  /(?<!\b(?:to|from|into|and|between|vs|versus|or)\s+|[-–/>]\s*)\b([A-Z]{3})\s+(routes?)\b(?!\s+(?:from|to|out|into|between)\b)/g;

export function routesOfCode(text: string): string {
  return text.replace(CODE_ROUTES, '$2 from $1');
}

/**
 * "routes having 500+ flights", "origins that have at least 100 flights": "having" before a threshold
 * is the "with" the readers take; "having" was an unknown word and the question asked back.
 */
const HAVING_THRESHOLD =
  /\b(?:having|that\s+have|which\s+have)\s+(?=(?:\d|more\b|fewer\b|less\b|at\s+least\b|over\b|under\b|above\b|below\b|no\s+more\b|no\s+fewer\b))/gi;

export function havingAsWith(text: string): string {
  return text.replace(HAVING_THRESHOLD, 'with ');
}

/**
 * "which state code shows up on the most airports rows", "how many flights records left SEA": the rows
 * of a table named by its own plural are that table's items ("airports"); read as written, "rows" was
 * a word of another table or left over. A model's name ("route_stats rows") is left to the model's
 * reader (tables/rows.ts), which lists its rows as they are.
 */
const PLURAL_ROWS =
  /(?<![\w_])(?!(?:its|this|has|was|does|these|those|his|yes)\b)([a-z]{3,}s)(?:-table)?\s+(?:table\s+)?(rows?|records?|entries|entry)\b/gi;

/** "which airports are listed", "the most airports listed": being listed is being in the table. */
const LISTED = /\s*\b(?:(?:that|which)\s+)?(?:are\s+|is\s+|get\s+|gets\s+)?listed\b/gi;

/** "which airports row has …": one row is one item, named in the singular ("which airport has …"). */
function itemsOf(noun: string, rowWord: string): string {
  if (/s$/i.test(rowWord)) return noun;
  return /ies$/i.test(noun) ? noun.replace(/ies$/i, 'y') : noun.replace(/s$/i, '');
}

/**
 * "count of airports rows with state TX": how many of the table's rows; "count of airports" alone
 * read as the distinct airports the flights name.
 */
const COUNT_OF_ROWS =
  /\b(?:the\s+)?(?:count|number|total)\s+of\s+(?=[a-z]{3,}s(?:-table)?\s+(?:table\s+)?(?:rows|records|entries)\b)/gi;
export function tableRowsAsItems(text: string): string {
  return text
    .replace(COUNT_OF_ROWS, 'how many ')
    .replace(PLURAL_ROWS, (_m, noun: string, rowWord: string) => itemsOf(noun, rowWord))
    .replace(LISTED, '');
}

/**
 * "furthest-north airport", "the farthest south one", "most northerly airport": the end of the
 * compass the readers take as "northernmost" (the highest latitude); "furthest-north" was one unknown
 * word, and "and the furthest south?" a bare latitude without its airport.
 */
const FURTHEST_SIDE =
  /\b(?:(?:furthest|farthest|most)[- ]?(north|south|east|west)(?:erly|ern)?|(north|south|east|west)erly-?most)\b/gi;

/**
 * "Texas airports north of latitude 33", "west of longitude -100": the coordinate's threshold (north
 * and east are the higher values); "north" and the number were left over and asked back. Only with
 * the coordinate named before the number: "west of -150 longitude" is read as written.
 */
const SIDE_OF_COORDINATE =
  /\b(north|south|east|west)\s+of\s+(latitude|longitude|lat|lon|long)\.?\s*(-?\d+(?:\.\d+)?)\b/gi;

export function compassSides(text: string): string {
  const ends = text.replace(
    FURTHEST_SIDE,
    (_m, a?: string, b?: string) => `${(a ?? b ?? '').toLowerCase()}ernmost`,
  );
  return ends.replace(SIDE_OF_COORDINATE, (m, side: string, axis: string, n: string) => {
    const lower = side.toLowerCase();
    const onLatitude = lower === 'north' || lower === 'south';
    if (/^lat/i.test(axis) !== onLatitude) return m;
    const higher = lower === 'north' || lower === 'east';
    return `${onLatitude ? 'latitude' : 'longitude'} ${higher ? 'above' : 'below'} ${n}`;
  });
}

/**
 * "route_stats rows starting at DEN", "routes that begin in PDX": where a route starts is its origin,
 * as "from" says. Read as written, "start at" was no side, and under row-level security the code was
 * taken for the other end (a Texas caller's routes into Denver counted for "rows start at DEN").
 */
const STARTING_AT =
  /\b(?:that\s+|which\s+)?(?:start|starts|started|starting|begin|begins|beginning)\s+(?:at|in|from)\b/gi;

/** "count the route_stats rows with …", "count all routes over …": how many of them there are. */
const COUNT_THE = /^(\s*)count\s+(?:up\s+)?(?:the|all(?:\s+the)?)\s+(?=[a-z_]+s\b)/i;

export function routeStartsAndCounts(text: string): string {
  return text.replace(STARTING_AT, 'from').replace(COUNT_THE, '$1how many ');
}
