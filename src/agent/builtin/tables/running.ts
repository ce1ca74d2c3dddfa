import type { Intent, Outcome } from '../interpret.js';
import { isPeriod } from '../query.js';
import type { SubjectMeasure } from '../subject.js';

/**
 * "cumulative number of flights by month in 2001", "running total of rainy days per month in 2014":
 * over a table, the figure per period beside its running total (query.ts writes it as a window sum in
 * time order). Only a figure that adds up (a count or a sum) runs, over a breakdown in time; with no
 * breakdown at all it ends at the plain total. Anything else is asked back, since answering the plain
 * figures would drop what was asked.
 */
export const RUNNING_WORDS = /\bcumulative(?:ly)?\b|\brunning\s+(?:total|sum|count)s?\b/i;

const RUNNING_TEXT =
  'The question asks for a running total, which I can give for a count or a total, broken down by a ' +
  'period (per month, per year) or as its end over the whole range. Which figure, and over which periods, should it run?';

export function runningOutcome(intent: Intent, question: string): Extract<Outcome, { kind: 'ask' }> | Intent {
  if (intent.subject.kind === 'contract' || !RUNNING_WORDS.test(question)) return intent;
  const [figure, ...more] = intent.measures;
  const adds =
    figure && (figure.plainCount || figure.aggregation === 'sum' || figure.aggregation === 'count');
  const timed = intent.groupBy.some((g) => isPeriod(intent, g));
  const plain = figure && !figure.ofTotal && !figure.shareOf && !figure.perPeriod && !figure.ofGroups;
  // "cumulative flights from ORD through March": with no breakdown by period, where the running total
  // ends is the total over the question's rows.
  if (adds && !timed && intent.groupBy.length === 0) return intent;
  if (!figure || more.length > 0 || !adds || !timed || !plain || intent.perGroup) {
    return {
      kind: 'ask',
      message: RUNNING_TEXT,
      questions: [
        { id: 'running', text: RUNNING_TEXT, choices: ['Rephrase with the figure and the period'] },
      ],
    };
  }
  const running: SubjectMeasure = {
    ...figure,
    name: `${figure.name}_running_total`,
    title: `Running total of ${figure.title.toLowerCase().replace(/^total /, '')}`,
    synonyms: [],
    description: `${figure.title} summed over the periods up to each one.`,
    plainCount: false,
    running: true,
  };
  return { ...intent, measures: [figure, running] };
}
