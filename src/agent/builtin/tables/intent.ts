import type { Intent } from '../interpret.js';
import type { Reading } from '../parse.js';
import type { SubjectMeasure } from '../subject.js';
import { bothAggregations } from './both.js';
import { countColumnRanked } from './countcolumn.js';
import { distinctCount, distinctPerGroup, ownSideCounted, valueOffGroupedSide } from './distinct.js';
import { existenceThresholds } from './existence.js';
import { pairedExtremes } from './extremes.js';
import { averagePerPeriod, countedGroups } from './groups.js';
import { attributeLookup, distinctList, lookupIntent, rowList, valueLookup, whereLookup } from './lookups.js';
import { bestPerGroup } from './pergroup.js';
import { modelRows } from './rows.js';
import { shownRows } from './shown.js';
import { bothWays, directionOnlyGroup, placeOnGroupedSide } from './sides.js';
import { sortedRows } from './sortedrows.js';
import { lentAsRows, rowThresholds, thresholdOverLent, unitCounted, unitThresholds } from './thresholds.js';

/**
 * The last steps of reading a question over a raw table, on the resolved intent and the reading it
 * came from: what a table's rows make of an aggregation word, a daily average, "how many <column>" and a threshold.
 * Contract and model intents pass through unchanged.
 */
export function tableIntent(intent: Intent, reading: Reading | null, question: string): Intent {
  if (intent.subject.kind === 'model') return modelIntent(intent, reading, question);
  if (intent.subject.kind !== 'table') return intent;
  const steps = [
    askedAggregation,
    (i: Intent) => pairedExtremes(i, question),
    (i: Intent) => bothAggregations(i, question),
    (i: Intent) => placeOnGroupedSide(i, question),
    (i: Intent) => directionOnlyGroup(i, question),
    (i: Intent) => bothWays(i, question),
    (i: Intent) => dailyAverage(i, question),
    (i: Intent) => averagePerPeriod(i, question),
    ...countingSteps(question),
    (i: Intent, r: Reading | null) => attributeLookup(i, r, question),
    (i: Intent, r: Reading | null) => lookupIntent(i, r, question),
    (i: Intent) => sortedRows(i, question),
    (i: Intent, r: Reading | null) => rowList(i, r, question),
    (i: Intent, r: Reading | null) => distinctList(i, r, question),
    (i: Intent, r: Reading | null) => whereLookup(i, r, question),
    (i: Intent, r: Reading | null) => valueLookup(i, r, question),
    (i: Intent, r: Reading | null) => shownRows(i, r, question),
    (i: Intent) => bestPerGroup(i, question),
  ];
  return steps.reduce((i, step) => step(i, reading), intent);
}

/**
 * A model's rows are read like a table's for thresholds and counts ("how many routes have more than
 * 1000 flights" over route_stats: `count(*) … WHERE flight_count > 1000`); it has no joins or days.
 * "The route_stats row for BOS to DCA" asks for its rows as they are (tables/rows.ts).
 */
function modelIntent(intent: Intent, reading: Reading | null, question: string): Intent {
  const counted = countingSteps(question).reduce((i, step) => step(i, reading), intent);
  return modelRows(countColumnRanked(counted), reading, question);
}

/** What tables and models share: counts of groups and values, thresholds with their units, row counts. */
function countingSteps(question: string): ((i: Intent, r: Reading | null) => Intent)[] {
  return [
    (i) => existenceThresholds(i, question),
    (i) => countedGroups(i, question),
    (i) => valueOffGroupedSide(i),
    (i) => distinctPerGroup(i, question),
    (i) => distinctCount(i, question),
    (i) => unitThresholds(i, question),
    (i, r) => rowThresholds(i, r, question),
    (i) => unitCounted(i, question),
    // After the row thresholds: "how many of our airports had flights delayed over 3 hours" counts the
    // airports of the rows those thresholds keep.
    (i) => ownSideCounted(i, question),
    (i) => thresholdOverLent(i),
    (i) => lentAsRows(i, question),
  ];
}

/** The same column's measure with another aggregation, if the table has one. */
function sibling(measures: readonly SubjectMeasure[], m: SubjectMeasure, agg: string): SubjectMeasure | null {
  if (m.column === null || m.aggregation === agg) return null;
  return measures.find((x) => x.column === m.column && x.aggregation === agg) ?? null;
}

/**
 * "Average daily precipitation": "average" apart from the measure's words still asks for the average
 * of that column, though the bare word ("precipitation") names its total.
 */
function askedAggregation(intent: Intent, reading: Reading | null): Intent {
  const agg = reading?.genericAggregation;
  if (!agg || intent.measures.length !== 1) return intent;
  const [m] = intent.measures as [SubjectMeasure];
  const other = sibling(intent.subject.measures, m, agg);
  if (!other) return intent;
  const sort = intent.sort?.field === m.name ? { ...intent.sort, field: other.name } : intent.sort;
  return { ...intent, measures: [other], sort };
}

/** "average daily", "mean daily": not "average … by day", which asks for the days. */
const AVERAGE_DAILY = /\b(average|mean|avg)\s+daily\b/i;

/**
 * "Average daily precipitation in November" over a table with one row per day (a date column): the
 * average of the days, not a list of one-day averages.
 */
function dailyAverage(intent: Intent, question: string): Intent {
  const [g, ...more] = intent.groupBy;
  const daily = g?.grain === 'day' && g.dimension.type === 'time' && !g.dimension.grains.includes('hour');
  if (!daily || more.length > 0 || !AVERAGE_DAILY.test(question) || intent.limit !== null) return intent;
  if (!intent.measures.every((m) => m.aggregation === 'avg')) return intent;
  return { ...intent, groupBy: [], sort: null };
}
