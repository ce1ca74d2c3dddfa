import { endsLabelled } from './ends.js';
import type { Intent } from './interpret.js';
import type { GroupBy } from './parse/state.js';
import { timeDimension, yearDimension } from './parse.js';
import type { Subject, SubjectMeasure } from './subject.js';
import type { Period } from './time.js';

/**
 * "How many more departures did LaGuardia have than JFK?", "by how much did Japan's life expectancy
 * rise from 1955 to 2005?": a difference between two figures of one measure, taken between two values
 * of one dimension or two periods, in the order it is subtracted (`first` less `second`). Over a table
 * the query computes it (query.ts); over a contract, which has no such measure, both figures are shown
 * side by side and the answer says the difference itself is not computed.
 */
export type Difference = {
  /** The figure subtracted: the measure the question names. */
  readonly of: SubjectMeasure;
} & (
  | {
      readonly kind: 'values';
      readonly field: string;
      readonly first: string | number;
      readonly second: string | number;
    }
  | { readonly kind: 'periods'; readonly first: Period; readonly second: Period }
);

export const DIFFERENCE_ASKED =
  /\bhow\s+(?:many|much)\s+(?:(?:degrees|minutes|miles|flights|days|people|years|dollars|points)\s+)?(?:more|fewer|less|higher|lower|bigger|smaller|warmer|colder|longer|shorter)\b.*\b(?:than|versus)\b|\bby\s+how\s+(?:many|much)\b.*\b(?:grow|grew|grown|increase[sd]?|rise|rose|risen|fall|fell|fallen|drop(?:ped)?|decline[sd]?|change[sd]?|shr[iu]nk|differ)\b/i;

/** Words after which the smaller figure comes first ("how many fewer … A than B" is B less A). */
const SMALLER =
  /\bhow\s+(?:many|much)\s+(?:(?:degrees|minutes|miles|flights|days|people|years|dollars|points)\s+)?(?:fewer|less|lower|smaller|colder|shorter)\b|\b(?:fall|fell|fallen|drop(?:ped)?|decline[sd]?|shr[iu]nk)\b/i;

/** The difference the question asks for, over the intent's two values or two periods; null when it names no such pair. */
export function differenceOf(intent: Intent, text: string): Difference | null {
  const [of, ...more] = intent.measures;
  if (!DIFFERENCE_ASKED.test(text) || !of || more.length > 0 || !plainFigure(of)) return null;
  if (intent.groupBy.some((g) => !paired(intent, g))) return null;
  const pair = intent.filters.filter(
    (f) => f.operator === 'in' && Array.isArray(f.value) && f.value.length === 2,
  );
  const smaller = SMALLER.test(text);
  if (pair.length === 1 && pair[0]) {
    const [a, b] = pair[0].value as readonly (string | number)[];
    if (a === undefined || b === undefined) return null;
    const [first, second] = smaller ? [b, a] : [a, b];
    return { of, kind: 'values', field: pair[0].field, first, second };
  }
  const range = intent.range;
  if (pair.length > 0 || !range?.from || !range.to || samePeriod(range.from, range.to)) return null;
  // "more … in Q2 than in Q1": the period after "than" is subtracted; "rise from 1955 to 2005": the later less the earlier.
  const laterFirst = earlierAfterThan(text, range.from) !== smaller;
  const [first, second] = laterFirst ? [range.to, range.from] : [range.from, range.to];
  return { of, kind: 'periods', first, second };
}

/** A figure one aggregate gives, which a filter can take over each side's rows. */
function plainFigure(m: SubjectMeasure): boolean {
  return !m.shareOf && !m.ofTotal && !m.running && !m.perPeriod && !m.ofGroups && !m.countedGrain;
}

/** A breakdown the difference may stand beside: only the compared dimension or a period. */
function paired(intent: Intent, g: GroupBy): boolean {
  return (
    g.dimension.type === 'time' ||
    g.dimension === yearDimension(intent.subject) ||
    intent.filters.some((f) => f.field === g.dimension.name)
  );
}

function samePeriod(a: Period, b: Period): boolean {
  return a.year === b.year && a.month === b.month && a.monthEnd === b.monthEnd && a.day === b.day;
}

/** Whether the earlier period is the one named after "than" (or no "than" is said: "from 1955 to 2005"). */
function earlierAfterThan(text: string, earlier: Period): boolean {
  const at = text.search(/\b(?:than|versus)\b/i);
  const word = periodWord(earlier);
  if (at < 0 || word === null) return true;
  return new RegExp(String.raw`\b${word}\b`, 'i').test(text.slice(at));
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** How a period is said in the text: its quarter, its month's first letters, or its year. */
function periodWord(p: Period): string | null {
  if (p.month !== null && p.monthEnd !== null && p.monthEnd - p.month === 2 && p.month % 3 === 0)
    return `q${p.month / 3 + 1}`;
  if (p.month !== null) return `${MONTHS[p.month]}\\w*`;
  return p.year === null ? null : String(p.year);
}

/** Column names and titles of the two figures and their difference ("flight_count_LGA", "Difference"). */
export function differenceMeasures(d: Difference, label: (p: Period) => string): SubjectMeasure[] {
  const said = (v: string | number | Period) => (typeof v === 'object' ? label(v) : String(v));
  const one = (v: string | number | Period): SubjectMeasure => ({
    ...d.of,
    name: `${d.of.name}_${said(v).replace(/[^A-Za-z0-9]+/g, '_')}`,
    title: `${d.of.title} (${said(v)})`,
    synonyms: [],
  });
  const difference: SubjectMeasure = {
    ...d.of,
    name: 'difference',
    title: `Difference (${said(d.first)} less ${said(d.second)})`,
    synonyms: [],
    description: `${d.of.title} for ${said(d.first)} less ${said(d.second)}.`,
    plainCount: false,
  };
  return [one(d.first), one(d.second), difference];
}

/**
 * Over a contract the two figures side by side: the compared dimension as a breakdown, or the two
 * periods as the ends of a series at their grain (ends.ts keeps the two end rows).
 */
export function sideBySide(intent: Intent, d: Difference): Intent {
  if (d.kind === 'values') {
    const dim = intent.subject.dimensions.find((x) => x.name === d.field);
    const grouped = intent.groupBy.some((g) => g.dimension.name === d.field);
    return dim && !grouped
      ? { ...intent, groupBy: [...intent.groupBy, { dimension: dim, grain: null }] }
      : intent;
  }
  const group = periodGroup(intent.subject, d.first);
  const range = intent.range && endsLabelled(intent.range);
  if (!group || !range || intent.groupBy.some((g) => g.dimension !== group.dimension)) return intent;
  return { ...intent, groupBy: [group], endsOnly: true, range };
}

function periodGroup(subject: Subject, p: Period): GroupBy | null {
  const td = timeDimension(subject);
  const grain =
    p.day !== null
      ? 'day'
      : p.month === null
        ? 'year'
        : p.monthEnd !== null && p.monthEnd > p.month
          ? 'quarter'
          : 'month';
  if (td?.grains.includes(grain)) return { dimension: td, grain };
  const yd = yearDimension(subject);
  return yd && grain === 'year' ? { dimension: yd, grain: null } : null;
}
