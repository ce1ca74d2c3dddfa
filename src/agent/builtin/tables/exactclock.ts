import type { Intent, Outcome } from '../interpret.js';

/**
 * "flights scheduled at exactly 7am", "departures at midnight sharp": a clock time said to the minute.
 * The readers take clock times by the hour (7am is 7:00–7:59), and "exactly" was read as an operator
 * that dropped the hour altogether (every flight was counted). A time dimension's hour is never the
 * minute asked for, so the question is asked back rather than answered for the hour or the whole day.
 */
const CLOCK = String.raw`(?:\d{1,2}(?::\d\d)?\s*(?:am|pm|a\.m\.|p\.m\.)|\d{1,2}:\d\d|midnight|noon)`;
const EXACT_CLOCK = new RegExp(
  String.raw`\b(?:exactly|precisely)\s+(?:at\s+)?${CLOCK}|${CLOCK}\s+(?:sharp|exactly|on\s+the\s+dot)\b`,
  'i',
);

export function exactClock(intent: Intent, question: string): Extract<Outcome, { kind: 'ask' }> | null {
  if (!EXACT_CLOCK.test(question)) return null;
  const text =
    `I read clock times by the hour (7am is 7:00 to 7:59) in ${intent.subject.title}, not to the exact ` +
    "minute, so I won't answer for the whole hour or every time. Should I count the whole hour?";
  return {
    kind: 'ask',
    message: text,
    questions: [{ id: 'clock', text, choices: ['Count the whole hour'] }],
  };
}
