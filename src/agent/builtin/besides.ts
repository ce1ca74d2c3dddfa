/**
 * "besides Hawaii itself", "apart from LAX", "aside from Texas": an exclusion, said as "excluding",
 * which the readers take; "itself" after the place restates it. Both words were unknown, asked back.
 */
export function besidesAsExcluding(text: string): string {
  return text
    .replace(/\b(?:besides|apart\s+from|aside\s+from)\s+(?=\S)/gi, 'excluding ')
    .replace(/(\bexcluding\s+(?:[A-Z][\w'’.-]*\s+){0,2}?[A-Z][\w'’.-]*)\s+itself\b/g, '$1');
}
