import type { Intent, Outcome } from '../interpret.js';
import type { IntentFilter, Reading } from '../parse.js';
import { type ShareCondition, type SubjectMeasure, sidePairOf } from '../subject.js';
import { tokenize } from '../text.js';
import { SHARE_LEADS } from './cues.js';

/**
 * "What percentage of flights were delayed by more than 15 minutes?", "What proportion of days were
 * sunny?": over a table's rows, the share of the rows that meet a condition, in percent. The
 * condition is the question's row threshold(s) (`delay > 15`); with none, its one value filter
 * (`weather = 'sun'`). Everything else (other filters, the period) picks the rows the share is of
 * ("of flights from ORD"). Of one place on each side, a verb of going names the arrival as the
 * condition ("share of flights from SEA went to SFO"). When the condition cannot be told apart (two
 * value filters, no threshold and no such verb: "share of flights from SEA to SFO"), or something is
 * grouped, the question is asked back:
 * a count or a share of the wrong rows would be a wrong answer.
 */
export const SHARE_WORDS =
  /\b(?:percentage|percent|proportion|share|fraction)\s+of\b|%\s+of\b|\b(?:in|as(?:\s+an?)?)\s+percent(?:ages?)?\b|\bpercent(?:age)?\s+share\b|(?:['’]s|\btheir|\bits)\s+share\b(?!\s+price)/i;

function condition(intent: Intent, later: ReadonlySet<string>): readonly IntentFilter[] | null {
  const rows = intent.filters.filter((f) => f.kind === 'dimension');
  const thresholds = rows.filter((f) => f.operator !== 'eq' && f.operator !== 'in');
  if (thresholds.length > 0) return thresholds;
  // "What percentage of our flights were delayed?": the lent definition of the rows counted.
  const [lent, ...more] = intent.measures.filter((m) => m.countOf);
  if (lent?.countOf && more.length === 0)
    return lent.countOf.map((c) => ({ ...c, kind: 'dimension' as const }));
  if (rows.length === 1) return rows;
  // "of flights from SEA go to Alaska": the values named after the verb are the condition.
  const named = rows.filter((f) => typeof f.value === 'string' && later.has(f.value));
  return named.length > 0 && named.length < rows.length ? named : null;
}

/** "were interisland", "stayed in-state", "within the state": both ends in one state. */
const STAYED_WORDS =
  /\b(?:(?:were|was|are|is|stayed|stay|stays|remained)\s+(?:all\s+)?)?(?:intrastate|in-state|instate|interisland|inter-island|(?:with)?in\s+(?:the\s+)?state|inside\s+(?:the\s+)?state)\b/i;

/**
 * "What percent of our departures were interisland?": the rows are the state's departures and the
 * condition is the arrival in the same state (read as a filter on each side, which the share could not
 * tell apart and asked back). Only where nothing else is counted ("percent of intrastate flights
 * delayed" counts the delay).
 */
function stayedCondition(intent: Intent, question: string): readonly IntentFilter[] | null {
  const pair = STAYED_WORDS.test(question) ? sidePairOf(intent.subject, 'state') : null;
  if (!pair) return null;
  const on = (field: string) => intent.filters.find((f) => f.field === field && f.operator === 'eq');
  const [departure, arrival] = [on(pair[0]), on(pair[1])];
  return departure && arrival && departure.value === arrival.value ? [arrival] : null;
}

/** Verbs that end the noun phrase of the rows a share is of ("of flights from SEA | go to Alaska"). */
const SHARE_VERBS: ReadonlySet<string> = new Set(
  `go goes went going head heads headed leave leaves left depart departs departed fly flies flew
  arrive arrives arrived land lands landed are were is was come comes came stay stays stayed remain remains
  remained`.split(/\s+/),
);

/**
 * The values named after the first verb that follows "percentage of …" in the text the reading was
 * read from: what the share counts, where the words before the verb pick the rows it is of.
 */
function valuesAfterVerb(reading: Reading | null, text: string): ReadonlySet<string> {
  const tokens = tokenize(text);
  const lead = tokens.findIndex((t, i) => SHARE_LEADS.has(t.lower) && tokens[i + 1]?.lower === 'of');
  const verb = lead < 0 ? -1 : tokens.findIndex((t, i) => i > lead + 1 && SHARE_VERBS.has(t.lower));
  if (verb < 0 || !reading?.valueAt) return new Set();
  return new Set([...reading.valueAt].filter(([i]) => i > verb).map(([, e]) => e.value));
}

function shareMeasure(count: SubjectMeasure, conditions: readonly IntentFilter[]): SubjectMeasure {
  const shareOf: ShareCondition[] = conditions.map((f) => ({
    field: f.field,
    operator: f.operator,
    value: f.value,
  }));
  return {
    ...count,
    name: `${count.name}_percent`,
    // The answer names the condition: "share of flights (%) with delay above 60", not a bare share.
    title: `Share of ${count.title.toLowerCase().replace(/^number of /, '')} (%) with ${shareOf.map(conditionText).join(' and ')}`,
    synonyms: [],
    format: '0.00',
    description: `Percentage of rows meeting: ${shareOf.map((c) => `${c.field} ${c.operator} ${c.value}`).join(', ')}.`,
    plainCount: false,
    shareOf,
  };
}

const OPERATOR_WORDS: Readonly<Record<string, string>> = {
  gt: 'above',
  gte: 'at least',
  lt: 'below',
  lte: 'at most',
  eq: '=',
  neq: 'other than',
  in: 'in',
};

/** "delay above 15", "hour at least 22": one condition as the answer's sentence writes it. */
function conditionText(c: ShareCondition): string {
  const value = Array.isArray(c.value) ? c.value.join(', ') : String(c.value);
  return `${c.field.replace(/_/g, ' ')} ${OPERATOR_WORDS[c.operator] ?? c.operator} ${value}`;
}

/** Only measures that carried the condition (or the count) may give way to the share. */
function onlyCarriers(intent: Intent, conditions: readonly IntentFilter[]): boolean {
  const fields = new Set(conditions.map((f) => f.field));
  return intent.measures.every(
    (m) => m.plainCount || m.countOf !== undefined || (m.column !== null && fields.has(m.column)),
  );
}

/** The sum of the column the question's measure reads ("total miles flown" may read as its average). */
function sumOf(intent: Intent): SubjectMeasure | undefined {
  const columns = new Set(intent.measures.map((m) => m.column).filter((c) => c !== null));
  return intent.subject.measures.find(
    (m) => m.aggregation === 'sum' && m.column !== null && columns.has(m.column),
  );
}

/** "share of the total miles", "percentage of all the distance": what is divided is a sum, not the rows. */
const SUM_SHARE =
  /\b(?:share|percentage|percent|proportion|fraction)\s+of\s+(?:the\s+total|all\s+the|the\s+overall)\b/i;

const CUT_TEXT =
  'The question asks for each group’s share, but the groups are cut by a threshold on their own ' +
  'figures, so the whole could be every group or only the groups kept. Which whole should the share be of?';

function askBack(text: string): Extract<Outcome, { kind: 'ask' }> {
  return {
    kind: 'ask',
    message: text,
    questions: [{ id: 'share', text, choices: ['Rephrase with the whole or the condition'] }],
  };
}

const SHARE_TEXT =
  'The question asks for a percentage, but I cannot tell which rows it is a share of and which rows ' +
  'it counts, so I won’t answer a count or a share of other rows. Which condition should be counted?';

/** The intent with its share measure when the question asks for one; a question when it cannot be read; else as it is. */
export function shareOutcome(
  intent: Intent,
  question: string,
  reading: Reading | null = null,
  text = question,
): Extract<Outcome, { kind: 'ask' }> | Intent {
  if (intent.subject.kind === 'contract' || !SHARE_WORDS.test(question)) return intent;
  const count = intent.subject.measures.find((m) => m.plainCount);
  const conditions =
    condition(intent, valuesAfterVerb(reading, text)) ?? stayedCondition(intent, `${question} ${text}`);
  const whole = ofTheWhole(intent, conditions);
  if (whole === 'cut') return askBack(CUT_TEXT);
  if (whole) return whole;
  const readable =
    conditions &&
    onlyCarriers(intent, conditions) &&
    groupedShare(intent, conditions) &&
    !restatedBase(intent, conditions);
  if (!count || !conditions || !readable) return askBack(SHARE_TEXT);
  const filters = intent.filters.filter((f) => !conditions.includes(f));
  // "What share of the total miles flown comes from flights longer than 2000 miles?": a share of a sum.
  const summed = SUM_SHARE.test(question) ? sumOf(intent) : undefined;
  const share = shareMeasure(summed ?? count, conditions);
  if (intent.groupBy.length === 0) return { ...intent, measures: [share], filters, sort: null, limit: null };
  // "Which origin has the highest percentage of delayed flights?": the ranking the measure carried
  // ranks the share; "among airports with at least 10,000 departures" stays a threshold on the groups.
  const sort = intent.sort && { ...intent.sort, field: share.name };
  return { ...intent, measures: [share], filters, sort };
}

/**
 * "Each origin state's share of all flights", "top 5 airports, with each one's share in percent",
 * "share of SEA's flights by destination": grouped, with no threshold or lent count to count, a share
 * is each group's part of the whole the filters pick, beside the figure it is a share of. Asked back
 * ('cut') when groups are cut by a threshold on their own figures (a share of which whole?); not read
 * (null) when the figure does not add up over groups (an average).
 */
function ofTheWhole(intent: Intent, conditions: readonly IntentFilter[] | null): Intent | 'cut' | null {
  if (intent.groupBy.length === 0 || intent.perGroup || intent.picked) return null;
  // "share of days labelled rain in each year", "the highest percentage of sun days": a label is what is
  // counted in each group; a place ("Denver's departures") picks the whole the groups divide.
  const counted = conditions?.some(
    (c) => (c.operator !== 'eq' && c.operator !== 'in') || !PLACE_FIELD.test(c.field),
  );
  const [figure, ...more] = intent.measures;
  if (counted || !figure || more.length > 0 || figure.countOf || figure.shareOf) return null;
  if (!figure.plainCount && figure.aggregation !== 'sum' && figure.aggregation !== 'count') return null;
  if (intent.filters.some((f) => f.kind === 'measure')) return 'cut';
  const share: SubjectMeasure = {
    ...figure,
    name: `${figure.name}_share_percent`,
    // "Share of all flights (%)": the whole is every group's figure over the same rows.
    title: `Share of all ${figure.title.toLowerCase().replace(/^(?:number of|total) /, '')} (%)`,
    synonyms: [],
    format: '0.00',
    description: `${figure.title} per group as a percentage of its total over every group.`,
    plainCount: false,
    ofTotal: true,
  };
  return { ...intent, measures: [figure, share] };
}

/**
 * Per group, a share is read only when its condition is on the rows (a threshold, the lent
 * definition or a label such as a weather type), never a value of the grouped column itself ("share
 * of flights by origin from SEA" would be 100 % or 0 % per group).
 */
function groupedShare(intent: Intent, conditions: readonly IntentFilter[]): boolean {
  const grouped = new Set(intent.groupBy.map((g) => g.dimension.name));
  return conditions.every(
    (c) =>
      !grouped.has(c.field) &&
      (c.operator !== 'eq' || intent.groupBy.length === 0 || !PLACE_FIELD.test(c.field)),
  );
}

/** Columns that name a place: a value of one picks rows to divide, never a label counted per group. */
const PLACE_FIELD = /(?:^|_)(?:origin|destination|city|state|country|iata)(?:_|$)/;

/**
 * "share of days in 2014 with rain (precipitation > 0)": the value left to pick the rows ("rain") is a
 * word of the threshold column's own description ("rain and melted snow"), so the two may say one
 * condition (the share of all days) or two ("of rainy days, how many had over 10 mm"). Read as two it
 * gave 100 %; asked back.
 */
function restatedBase(intent: Intent, conditions: readonly IntentFilter[]): boolean {
  const described = conditions.flatMap((c) =>
    intent.subject.measures.filter((m) => m.column === c.field).map((m) => m.description.toLowerCase()),
  );
  const words = new Set(described.join(' ').split(/[^a-z]+/));
  const base = intent.filters.filter((f) => !conditions.includes(f) && typeof f.value === 'string');
  return base.some((f) => words.has(String(f.value).toLowerCase()));
}
