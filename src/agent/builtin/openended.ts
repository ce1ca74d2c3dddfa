import type { Reading } from './parse.js';

/**
 * "tell me about Denver", "what do you know about SEA?", "give me an overview of Chicago": an
 * open-ended request about a place or value names no figure. It was answered with the row count of
 * the data set the value fitted (66,923 flights from Denver), one figure out of many the user may
 * have wanted; it is asked back like a question naming nothing. A figure in the same words ("tell me
 * about delays in Denver", "how many flights") is read as ever.
 */
const OPEN_ENDED =
  /^\s*(?:(?:hey|hi|hello|ok|okay|so|please)\b[\s,!]*)*(?:(?:can|could|would)\s+you\s+)?(?:tell\s+me\s+(?:about|everything\s+about|something\s+about|more\s+about)|what\s+(?:do\s+you\s+know|can\s+you\s+(?:tell|say)(?:\s+me)?)\s+about|(?:give\s+me\s+)?(?:an?\s+)?(?:overview|summary|rundown|profile)\s+(?:of|on|for)|(?:info|information|details|stats|anything)\s+(?:on|about)|summari[sz]e|describe)\b/i;

/** Whether the message is an open-ended request whose reading names no figure. */
export function openEnded(message: string, reading: Reading | null): boolean {
  if (!reading || !OPEN_ENDED.test(message)) return false;
  const named =
    reading.measures.length > 0 ||
    reading.weakMeasures.length > 0 ||
    reading.genericAggregation !== null ||
    reading.countCue ||
    reading.groupBy.length > 0 ||
    reading.limit !== null ||
    reading.sort !== null;
  return !named;
}
