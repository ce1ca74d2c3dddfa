/**
 * "airports in Vermont, sorted by latitude (north first)", "… by longitude, west to east": a compass
 * order is the coordinate's order (north and east are the higher latitudes and longitudes), said as
 * the sort words the readers take; "north" alone was an unknown word, asked back.
 */
const COMPASS_ORDER =
  /\(?\s*\b(north|south|east|west)(?:ernmost|ern)?\s+(?:first|(?:to|->|-)\s*(?:south|north|west|east)(?:ern)?)\s*\)?/gi;

/** A coordinate said just before the compass words ("by latitude (north first)"). */
const AXIS_BEFORE = /\b(?:latitude|longitude)\s*[(,]?\s*$/i;

/**
 * "list the Hawaii airports, northernmost first": with no coordinate just before, the compass names
 * it (north and south the latitude), or "descending" alone named nothing to sort and was asked back.
 */
export function compassOrder(text: string): string {
  return text.replace(COMPASS_ORDER, (_m, side: string, at: number) => {
    const lower = side.toLowerCase();
    const order = ['north', 'east'].includes(lower) ? ' descending' : ' ascending';
    if (AXIS_BEFORE.test(text.slice(0, at))) return order;
    return ` sorted by ${['north', 'south'].includes(lower) ? 'latitude' : 'longitude'}${order}`;
  });
}
