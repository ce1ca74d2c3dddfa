/**
 * "airports in Vermont, sorted by latitude (north first)", "… by longitude, west to east": a compass
 * order is the coordinate's order (north and east are the higher latitudes and longitudes), said as
 * the sort words the readers take; "north" alone was an unknown word, asked back.
 */
const COMPASS_ORDER =
  /\(?\s*\b(north|south|east|west)(?:ernmost|ern)?\s+(?:first|(?:to|->|-)\s*(?:south|north|west|east)(?:ern)?)\s*\)?/gi;

export function compassOrder(text: string): string {
  return text.replace(COMPASS_ORDER, (_m, side: string) =>
    ['north', 'east'].includes(side.toLowerCase()) ? ' descending' : ' ascending',
  );
}
