import type { Intent, Outcome } from './interpret.js';
import { scopePhrase } from './narrate.js';
import { timeDimension, yearDimension } from './parse.js';
import { MONTH_NAMES } from './time.js';

/**
 * "Google's stock price in 2003": the data has years around 2003, so the period check passes, but the
 * named value (GOOG) has no rows in it and every figure comes back empty. An empty average is no
 * answer ("is no value" reads as a fact): the planner says plainly that there is no data for that value
 * in that period, with the years the value does have, and asks which period was meant.
 */

type Row = Record<string, unknown>;

/**
 * Whether an answer came back with no figure at all: a period and a value filter were asked, nothing
 * filters a measure (a threshold may rightly leave no rows), and every measure of every row is empty.
 */
export function emptyAnswer(intent: Intent, rows: readonly Row[]): boolean {
  if (intent.range === null || intent.measures.length === 0) return false;
  if (intent.filters.some((f) => f.kind === 'measure') || !intent.filters.some((f) => f.kind === 'dimension'))
    return false;
  return rows.every((row) => intent.measures.every((m) => row[m.name] === null || row[m.name] === undefined));
}

/** The same question over every period, per month (or per year): which periods the values have data in. */
export function yearsIntent(intent: Intent): Intent | null {
  const time = timeDimension(intent.subject);
  const year = time ? null : yearDimension(intent.subject);
  const dimension = time ?? year;
  if (!dimension) return null;
  return {
    ...intent,
    range: null,
    groupBy: [{ dimension, grain: time ? 'month' : null }],
    sort: null,
    limit: null,
    shownReversed: false,
  };
}

/** The periods ("2004-08", or "1960" for a year column) of the rows that hold a figure, in order. */
export function heldPeriods(intent: Intent, rows: readonly Row[]): string[] {
  const field = intent.groupBy[0]?.dimension.name ?? '';
  const periods = rows
    .filter((row) => intent.measures.some((m) => row[m.name] !== null && row[m.name] !== undefined))
    .map((row) => String(row[field] ?? '').slice(0, 7))
    .filter((p) => /^\d{4}(-\d\d)?$/.test(p));
  return [...new Set(periods)].sort();
}

/** "2004-08" → "August 2004"; a year as it is. */
function periodLabel(p: string): string {
  const [year, month] = p.split('-');
  return month ? `${MONTH_NAMES[Number(month) - 1]} ${year}` : (year ?? p);
}

/** The question asked instead of an empty figure. */
export function noDataQuestion(
  intent: Intent,
  periods: readonly string[],
): Extract<Outcome, { kind: 'ask' }> {
  const scope = scopePhrase({ ...intent, range: null }).trim();
  const where = `${intent.subject.title} has no data${scope ? ` ${scope}` : ''}${scopePhrase({ ...intent, filters: [], bothWays: false })}`;
  const [first, last] = [periods[0], periods.at(-1)];
  const span =
    first === last
      ? `in ${periodLabel(first ?? '')}`
      : `from ${periodLabel(first ?? '')} to ${periodLabel(last ?? '')}`;
  const has = first ? `; ${scope ? `${scope.replace(/^for /, '')} ` : 'it '}has data ${span}` : '';
  const years = [...new Set(periods.map((p) => p.slice(0, 4)))];
  const message = `${where}, so there is no figure to give${has}. Which period do you mean?`;
  return {
    kind: 'ask',
    message,
    questions: [{ id: 'period', text: 'Which year?', choices: years.slice(-6) }],
  };
}
