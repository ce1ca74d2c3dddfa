import type { Intent, Outcome } from '../interpret.js';

/**
 * Qualifiers that restrict which rows are counted ("on time", "on schedule", "punctual"): a reading
 * that leaves one unread answers for every row, a wrong answer ("how many flights left on time"
 * counted every flight). Unless a measure, dimension or filter of the answer is defined by the same
 * words (its name, synonyms or description), the question is asked back.
 */
const ROW_QUALIFIERS = /\b(on[\s-]time|on\s+schedule|punctual(?:ly)?|ahead\s+of\s+schedule)\b/i;

/** The words the fields an intent uses are defined by, in lower case. */
function definedWords(intent: Intent): string {
  const fields = [
    ...intent.measures,
    ...intent.groupBy.map((g) => g.dimension),
    ...intent.filters.flatMap((f) => [
      ...intent.subject.measures.filter((m) => m.name === f.field),
      ...intent.subject.dimensions.filter((d) => d.name === f.field),
    ]),
  ];
  return fields
    .flatMap((f) => [f.name.replace(/_/g, ' '), ...f.synonyms, f.description])
    .join(' ')
    .toLowerCase();
}

/** A question when the question holds a row qualifier the answer's fields do not define; else null. */
export function unreadQualifier(intent: Intent, question: string): Extract<Outcome, { kind: 'ask' }> | null {
  const hit = ROW_QUALIFIERS.exec(question)?.[1];
  if (!hit) return null;
  const words = hit.toLowerCase().replace(/[\s-]+/g, ' ');
  if (definedWords(intent).replace(/-/g, ' ').includes(words)) return null;
  const text =
    `"${hit}" restricts which rows count, but nothing in ${intent.subject.title} defines it, so I ` +
    "won't answer for every row. Which rows should be counted (for example a delay threshold)?";
  return {
    kind: 'ask',
    message: text,
    questions: [{ id: 'qualifier', text, choices: ['Rephrase with a threshold'] }],
  };
}
