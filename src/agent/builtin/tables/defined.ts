import type { Measure } from '../../../contracts/model.js';
import type { Intent, Outcome } from '../interpret.js';
import type { IntentFilter } from '../parse.js';

/**
 * "Departures from Boston in May: how many were more than 15 minutes late?" over a contract: the
 * threshold is word for word the condition of one of the contract's filtered counts (`delayed_flights`
 * counts the flights whose delay is above 15), so the rows that pass it are counted by that measure.
 * A contract cannot filter its rows on a measure's column, so this was asked back before. Only an
 * ungrouped row count with exactly that condition (another threshold, "15 or more", stays asked back),
 * and the answer states the measure it used.
 */
export function definedCount(intent: Intent): Intent {
  const contract = intent.subject.contract;
  if (intent.subject.kind !== 'contract' || !contract || intent.groupBy.length > 0) return intent;
  const thresholds = intent.filters.filter((f) => f.kind === 'measure');
  if (thresholds.length !== 1) return intent;
  const threshold = thresholds[0] as IntentFilter;
  const defined = contract.measures.find(
    (m) => countsExactly(m, contract.measures, threshold) || restatesOwnCondition(m, intent, threshold),
  );
  const measure = defined && intent.subject.measures.find((m) => m.name === defined.name);
  // Only the rows counted: the plain count, the column the threshold is on ("delay"), the measure itself.
  const counted = intent.measures.every(
    (m) => m.plainCount || m.name === threshold.field || m.name === defined?.name,
  );
  if (!measure || !counted) return intent;
  // "late" in "more than 15 minutes late" names the measure now used: no longer a word answered without.
  const said = new Set(measure.synonyms.flatMap((w) => w.toLowerCase().split(/\s+/)));
  return {
    ...intent,
    measures: [measure],
    filters: intent.filters.filter((f) => f !== threshold),
    ignored: intent.ignored.filter((w) => !said.has(w.toLowerCase())),
  };
}

/** Whether `m` counts the rows whose column (the one the threshold's measure aggregates) meets exactly its condition. */
function countsExactly(m: Measure, all: readonly Measure[], threshold: IntentFilter): boolean {
  const column = all.find((x) => x.name === threshold.field)?.column;
  const f = m.filter;
  return (
    m.aggregation === 'count' &&
    f !== null &&
    column !== null &&
    column !== undefined &&
    f.column.relation === column.relation &&
    f.column.column === column.column &&
    f.operator === threshold.operator &&
    f.value === threshold.value
  );
}

/**
 * "how many were more than 15 minutes late": "late" names the filtered count and the number its own
 * condition, which the reading put on the row count beside it (flight count above 15): the condition
 * said again, not a second one. So is the same condition read onto the filtered count itself ("flights
 * delayed by more than 15 minutes", "late flights (>15 min)": delayed flights above 15).
 */
function restatesOwnCondition(m: Measure, intent: Intent, threshold: IntentFilter): boolean {
  const onCount = intent.subject.measures.find((x) => x.name === threshold.field)?.plainCount === true;
  return (
    (onCount || threshold.field === m.name) &&
    intent.measures.some((x) => x.name === m.name) &&
    m.aggregation === 'count' &&
    m.filter?.operator === threshold.operator &&
    m.filter?.value === threshold.value
  );
}

/** An average said of the rows ("the average delay of X that were late", "mean delay of late departures"). */
const AVERAGE_SAID = /\b(?:average|avg|mean|typical)\b/i;

/**
 * "the average delay of Denver departures that were late" over a contract: the threshold is on the
 * column the asked average reads, so the question averages only the rows that pass it. A contract
 * averages over every row and cannot filter rows on a measure's column; its filtered count of the
 * same condition (`delayed_flights`) counts those rows but does not average them, and had been
 * answered instead. Asked back, offering the two figures the contract does have.
 */
export function averageOfPassing(intent: Intent, question: string): Extract<Outcome, { kind: 'ask' }> | null {
  const contract = intent.subject.contract;
  if (intent.subject.kind !== 'contract' || !contract || intent.groupBy.length > 0) return null;
  const thresholds = intent.filters.filter((f) => f.kind === 'measure');
  const averaged = intent.measures.find(
    (m) => m.aggregation === 'avg' && thresholds.some((f) => f.field === m.name),
  );
  if (!averaged || !AVERAGE_SAID.test(question)) return null;
  const threshold = thresholds.find((f) => f.field === averaged.name) as IntentFilter;
  const defined = contract.measures.find((m) => countsExactly(m, contract.measures, threshold));
  const counting = defined && intent.subject.measures.find((m) => m.name === defined.name);
  const avg = averaged.title.toLowerCase().replace(/^avg\b/, 'average');
  const text =
    `${intent.subject.title} gives the ${avg} over all of its rows; it cannot average only the rows that ` +
    `pass a threshold on it${counting ? ` (it counts them, as ${counting.title.toLowerCase()}, but does not average them)` : ''}. ` +
    'Which figure do you want?';
  const choices = [averaged.title, ...(counting ? [counting.title] : [])];
  return { kind: 'ask', message: text, questions: [{ id: 'average_of_passing', text, choices }] };
}
