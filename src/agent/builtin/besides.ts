/**
 * "besides Hawaii itself", "apart from LAX", "aside from Texas": an exclusion, said as "excluding",
 * which the readers take; "itself" after the place restates it. Both words were unknown, asked back.
 */
export function besidesAsExcluding(text: string): string {
  return text
    .replace(/\b(?:besides|apart\s+from|aside\s+from)\s+(?=\S)/gi, 'excluding ')
    .replace(/(\bexcluding\s+(?:[A-Z][\w'’.-]*\s+){0,2}?[A-Z][\w'’.-]*)\s+itself\b/g, '$1');
}

/**
 * "please ignore the quiet hours with fewer than 500 departures", "excluding airports with under 100
 * flights": the groups left out by a threshold are the ones kept by its opposite. Read word by word,
 * "ignore" was dropped and "fewer than 500" kept: the answer was the very groups to be left out.
 */
const LEFT_OUT_BY_THRESHOLD =
  /\b(?:please\s+)?(?:ignore|ignoring|disregard|disregarding|exclude|excluding|leave\s+out|leaving\s+out|skip|skipping|drop|dropping|omit|omitting|not\s+counting)\s+(?:the\s+|any\s+|all\s+)?(?:[a-z]+\s+){0,2}?(hours|days|airports|routes|months|states|destinations|origins|cities|countries|years|symbols|stocks|ones|groups)\s+(?:with|having|that\s+(?:have|had))\s+(fewer|less|under|below|more|over|above)\s+(?:than\s+)?(\d[\d,]*)/gi;

export function leftOutByThreshold(text: string): string {
  return text.replace(LEFT_OUT_BY_THRESHOLD, (_whole, _groups: string, side: string, n: string) => {
    const kept = /^(?:fewer|less|under|below)$/i.test(side) ? 'at least' : 'at most';
    return `only those with ${kept} ${n}`;
  });
}
