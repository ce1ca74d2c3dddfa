import type { TimeGrain } from '../../../contracts/model.js';
import {
  type Intent,
  type Interpretation,
  type InterpretEnv,
  interpretConversation,
  type Outcome,
} from '../interpret.js';
import { type IntentFilter, timeDimension } from '../parse.js';
import type { Subject } from '../subject.js';
import { OF_KNOWN_SET, stem } from '../text.js';
import { hourSeries } from './dateparts.js';
import { averageOfPassing, definedCount } from './defined.js';
import { countedGrain, distinctCount, MOST_DISTINCT } from './distinct.js';
import { exactClock } from './exactclock.js';
import { contradictedExclusion } from './exclusion.js';
import { countsGroups } from './groups.js';
import { tableIntent } from './intent.js';
import { isLookup, LOOKUP_FORM } from './lookups.js';
import { unreadQualifier } from './qualifiers.js';
import { runningOutcome } from './running.js';
import { SHARE_WORDS, shareOutcome } from './shares.js';
import { bothWaysUnread } from './sides.js';
import { lentOfRows } from './thresholds.js';
import { topPeriodWithin } from './toppergrain.js';

/**
 * Routing for a consumer that reads both a contract and raw tables (contract-with-sql-fallback).
 * The contract answers what it covers; the tables and models answer what the contract's reading
 * could not: a threshold that only rows can apply, or a question the contract had to ask back
 * (a maximum it does not define, a column only a table has). The tables are read by the same
 * parser with the same refusal rules, so a fallback answer is as sure as a SQL-only consumer's.
 */

/**
 * A contract reading that only rows can answer: a threshold on a measure with nothing grouped
 * ("flights delayed more than 30 minutes from SEA" read as delayed_flights > 30 over the one total)
 * would filter the total, not the flights. A contract cannot filter its rows on a measure's column.
 */
export function needsRows(intent: Intent): boolean {
  // A count of the groups that pass the threshold ("how many countries had …") applies it per group.
  const countsGroups = intent.measures.length === 1 && intent.measures[0]?.aggregation === 'count_distinct';
  return (
    intent.subject.kind === 'contract' &&
    intent.groupBy.length === 0 &&
    !countsGroups &&
    intent.filters.some((f) => f.kind === 'measure')
  );
}

const THRESHOLD_TEXT =
  'The question sets a threshold that can only be applied to a total here (there is nothing to group ' +
  'by and no column per row to compare), so answering would return the total or nothing. ' +
  'Which column should the threshold apply to, or what should be grouped?';

function thresholdQuestion(): Extract<Outcome, { kind: 'ask' }> {
  const choices = ['Rephrase with the column and the threshold'];
  return {
    kind: 'ask',
    message: THRESHOLD_TEXT,
    questions: [{ id: 'threshold', text: THRESHOLD_TEXT, choices }],
  };
}

/** The contract's reading that cannot stand: answering it would filter a total, not the rows. */
function cannotStand(first: Interpretation): Interpretation {
  return { ...first, outcome: thresholdQuestion() };
}

/**
 * The outcome to act on: a table's intent after the table steps (tables/intent.ts), and a question
 * instead of an answer when a threshold is still on an ungrouped measure ("flight count above 1000
 * from SEA", "late flights above 100"): a HAVING over the one total returns it or nothing.
 */
export function settled(interpretation: Interpretation, question: string): Outcome {
  const outcome = interpretation.outcome;
  if (outcome.kind === 'ask') return outcome;
  const reading = interpretation.reading;
  const shared = shareOutcome(
    tableIntent(contradictedExclusion(outcome.intent), reading, question),
    question,
    reading,
    interpretation.text,
  );
  if ('kind' in shared) return shared;
  const ran = runningOutcome(shared, question);
  if ('kind' in ran) return ran;
  const averaged = averageOfPassing(ran, question);
  if (averaged) return averaged;
  const intent = definedCount(ran);
  const unread =
    unreadQualifier(intent, question) ??
    topPeriodWithin(intent, question) ??
    exactClock(intent, question) ??
    bothWaysUnread(intent, question);
  if (unread) return unread;
  const sameSide = countedOnFilteredSide(intent);
  if (sameSide) return sideQuestion(sameSide);
  // Over a contract a count of the groups that pass a threshold applies it per group (needsRows).
  const ungrouped =
    intent.subject.kind === 'contract'
      ? needsRows(intent)
      : intent.groupBy.length === 0 && intent.filters.some((f) => f.kind === 'measure');
  if (ungrouped) return thresholdQuestion();
  const noun = HOW_MANY_NOUN.exec(question)?.[1];
  // "how many degrees warmer …": the noun is the unit of a difference, not what is counted.
  if (noun && !intent.difference && countedIgnored(intent, noun)) return ignoredCountQuestion(intent, noun);
  const periods = periodsCountedAsRows(intent, question);
  if (periods) return periodsQuestion(intent, periods);
  return countedAsOther(intent, question) ? countQuestion(intent) : { kind: 'answer', intent };
}

/** The side a dimension's name starts with when other dimensions share it ("destination" of destination_city). */
function sideOf(intent: Intent, name: string): string | null {
  const first = name.split('_')[0] as string;
  const sharing = intent.subject.dimensions.filter((d) => d.name.split('_')[0] === first);
  return sharing.length > 1 ? first : null;
}

/**
 * "How many destination states does Atlanta serve?" read with Atlanta as a destination city counts
 * the states of one city (1): a distinct count of one side's column under a filter on the same side
 * counts within that one place, which no one asks. The place's side is asked back instead.
 */
function countedOnFilteredSide(intent: Intent): IntentFilter | null {
  const counted = intent.measures.find((m) => m.aggregation === 'count_distinct' && m.column !== null);
  const side = counted?.column ? sideOf(intent, counted.column) : null;
  if (!side || !counted?.column) return null;
  const width = placeWidth(side, counted.column);
  // "distinct origin airports in Texas": a wider place on the same side holds many of what is counted.
  const within = (f: IntentFilter) => sideOf(intent, f.field) === side && placeWidth(side, f.field) <= width;
  return intent.filters.find((f) => f.kind === 'dimension' && within(f)) ?? null;
}

/** How wide a side's place column is: the airport (its code or name) 0, its city 1, its state 2. */
function placeWidth(side: string, column: string): number {
  const part = column.slice(side.length + 1);
  return part === 'state' ? 2 : part === 'city' ? 1 : 0;
}

function sideQuestion(f: IntentFilter): Extract<Outcome, { kind: 'ask' }> {
  const text =
    `I would read ${String(f.value)} as the ${f.field.replace(/_/g, ' ')}, the same side as what is ` +
    'counted, which would count within that one place. Which side of the trip is it on?';
  return {
    kind: 'ask',
    message: text,
    questions: [{ id: 'side', text, choices: ['Say "from" or "to" before it'] }],
  };
}

/** "how many flights", "how many different airports": the word counted after "how many". */
const HOW_MANY_NOUN = new RegExp(
  String.raw`\bhow\s+many\s+${OF_KNOWN_SET}(?:(?:distinct|different|unique|separate)\s+)?([a-z]+)`,
  'i',
);

/**
 * "How many flights were more than an hour late?", "How many flights arrived late at SFO?" read as
 * the average delay: "how many" before the subject's own count word asks for a number of rows, and
 * an answer with no count in it (an average, a total) answers another question. Asked back instead.
 */
function countedAsOther(intent: Intent, question: string): boolean {
  const noun = HOW_MANY_NOUN.exec(question)?.[1];
  const count = intent.subject.measures.find((m) => m.plainCount);
  // A count per period on average ("flights a day on average") is a count too.
  const counts = (m: Intent['measures'][number]) => (m.perPeriod?.of ?? m).aggregation.startsWith('count');
  if (!noun || !count || intent.measures.some(counts)) return false;
  const words = [count.name, ...count.synonyms]
    .filter((w) => !/\s/.test(w))
    .map((w) => stem(w.toLowerCase()));
  return words.includes(stem(noun.toLowerCase()));
}

/**
 * "How many airports do we have?" answered without "airports" (it only restated the data's
 * description) would count the flights: the word after "how many" is what is counted, never a
 * restatement to leave out.
 */
function countedIgnored(intent: Intent, noun: string): boolean {
  // "how many entries have state AK": the table's own rows, which the row count counts.
  if (TABLE_ROWS.has(noun.toLowerCase())) return false;
  return intent.ignored.some((w) => stem(w.toLowerCase()) === stem(noun.toLowerCase()));
}
const TABLE_ROWS: ReadonlySet<string> = new Set([
  'entries',
  'entry',
  'records',
  'record',
  'rows',
  'row',
  'lines',
]);

function ignoredCountQuestion(intent: Intent, noun: string): Extract<Outcome, { kind: 'ask' }> {
  const read = intent.measures.map((m) => m.title.toLowerCase()).join(', ');
  const text =
    `The question asks how many ${noun}, but I can only read it as ${read} without "${noun}", ` +
    "so I won't answer a different figure. What should be counted?";
  return { kind: 'ask', message: text, questions: [{ id: 'count', text, choices: [read] }] };
}

/**
 * "How many days had a delay over 600?", "how many months had more than 100 mm of rain?" over a table:
 * nothing grouped and the rows counted would give flights, or days, for a question that counts other
 * periods (272 flights were given as days). Only a table of one row per day (no hour in its time)
 * counts its days by its rows; other periods are asked back.
 */
function periodsCountedAsRows(intent: Intent, question: string): TimeGrain | null {
  const time = timeDimension(intent.subject);
  const grain = time ? countedGrain(question, time) : null;
  if (!time || !grain || intent.subject.kind === 'contract' || intent.groupBy.length > 0) return null;
  if (!intent.measures.every((m) => m.plainCount)) return null;
  return grain === 'day' && !time.grains.includes('hour') ? null : grain;
}

function periodsQuestion(intent: Intent, grain: TimeGrain): Extract<Outcome, { kind: 'ask' }> {
  const count = intent.subject.measures.find((m) => m.plainCount)?.title ?? 'Number of rows';
  const text =
    `The question counts ${grain}s, but each row of ${intent.subject.title} is not one ${grain}: counting ` +
    `its rows would answer another figure. Should I count the rows, or give them by ${grain}?`;
  const choices = [count, `${count} by ${grain}`];
  return { kind: 'ask', message: text, questions: [{ id: 'periods', text, choices }] };
}

function countQuestion(intent: Intent): Extract<Outcome, { kind: 'ask' }> {
  const read = intent.measures.map((m) => m.title.toLowerCase()).join(', ');
  const count = intent.subject.measures.find((m) => m.plainCount)?.title ?? 'Number of rows';
  const text =
    `The question asks how many, but the words after it read as ${read}, not as a number of rows, ` +
    "so I won't answer a different figure. Which rows should be counted?";
  return { kind: 'ask', message: text, questions: [{ id: 'count', text, choices: [count, read] }] };
}

/**
 * A table reading that won only because the question names the table ("late flights": the table
 * `flights` is named, the contract `regional_flights` only in part) gives way to a contract over the
 * same table that answers: the governed definition of the same rows ("late flights" is the contract's
 * delayed_flights, not the table's average delay). A contract over another table never takes over.
 */
async function contractOverTable(
  userMessages: readonly string[],
  env: InterpretEnv,
  chosen: Interpretation,
): Promise<Interpretation> {
  const table = chosen.outcome.kind === 'answer' ? chosen.reading?.subject : undefined;
  if (table?.kind !== 'table') return chosen;
  const over = env.subjects.filter((s) => s.kind === 'contract' && s.contract?.source.table === table.id);
  if (over.length === 0) return chosen;
  const first = await interpretConversation(userMessages, { ...env, subjects: over });
  return first.outcome.kind === 'answer' && !needsRows(first.outcome.intent) ? first : chosen;
}

/**
 * The conversation read again over the tables and models alone, when the contract's reading needs
 * rows or asks back and the consumer may fall back to SQL. A contract reading that needs rows is
 * never answered as it is (it would filter the one total): when the tables cannot read it, it asks.
 */
async function rowsFallback(
  userMessages: readonly string[],
  env: InterpretEnv,
  first: Interpretation,
): Promise<Interpretation> {
  const relations = env.subjects.filter((s) => s.kind !== 'contract');
  const contracts = env.subjects.length - relations.length;
  const question = userMessages.at(-1) ?? '';
  const rows = first.outcome.kind === 'answer' && rowsOnly(first.outcome.intent, question);
  const asked = first.outcome.kind === 'ask' && contracts > 0;
  if (relations.length === 0 || !(rows || asked)) return first;
  const again = await interpretConversation(userMessages, { ...env, subjects: relations });
  if (again.outcome.kind === 'answer') return again;
  return rows ? cannotStand(first) : first;
}

/**
 * What a contract reading cannot answer as read: a threshold on the one total (needsRows), a count
 * of its groups ("how many routes have more than 1000 flights" would list the routes) or of distinct
 * values, an hourly series where the hour of the day is asked (tables/dateparts.ts), a measure of the
 * rows a filtered count defines ("the average delay of delayed flights", tables/thresholds.ts).
 */
function rowsOnly(intent: Intent, question: string): boolean {
  if (intent.subject.kind !== 'contract') return false;
  return (
    needsRows(intent) ||
    countsGroups(intent, question) ||
    countsDistinct(intent, question) ||
    hourSeries(intent, question) ||
    lentOfRows(intent, question) !== null ||
    shareOfRows(intent, question) ||
    // A difference the contract can only show as its two figures: the SQL computes it.
    intent.differenceShown === true
  );
}

/**
 * "What % of our departures were delayed in June?": a share of the rows (tables/shares.ts), which a
 * contract reading without a measure of its own for it (a rate or percentage) answers as the count.
 */
function shareOfRows(intent: Intent, question: string): boolean {
  const own = intent.measures.some((m) =>
    /percent|share|rate|ratio|proportion/i.test(`${m.name} ${m.title}`),
  );
  return SHARE_WORDS.test(question) && !own;
}

/** "how many distinct …", "number of different …": a distinct count, which no contract measure is. */
const DISTINCT_ASKED = /\b(?:how\s+many|number\s+of|count\s+of)\s+(?:distinct|different|unique)\b/i;

/**
 * "How many destination states do we serve?": a distinct count of a column (tables/distinct.ts),
 * which a contract would answer with one row per state; or "distinct" said outright.
 */
function countsDistinct(intent: Intent, question: string): boolean {
  // A contract intent already read as a distinct count (interpret's distinctOverContract) counts too.
  const counted = intent.measures.some((m) => m.aggregation === 'count_distinct');
  // "the most different destinations" per group (tables/distinct.ts).
  const asked = DISTINCT_ASKED.test(question) || MOST_DISTINCT.test(question);
  return counted || asked || distinctCount(intent, question) !== intent;
}

/** "we", "our", "my", "us" (not "show us", "tell us", "give us", "let us", "help us": a request's politeness). */
const CALLER_WORDS = /\b(?:we|our|ours|my|mine)\b|(?<!\b(?:show|tell|give|let|help)\s+)\bus\b/i;

/**
 * "How many different airports do we fly out of?": a question about the caller's own rows is read
 * only over the subjects the caller's row-level security scopes, when some are and some are not.
 * A table no row filter governs (airports) holds everyone's rows, so its reading would answer for
 * the whole country (every airport) as if it were the caller's.
 */
function callerEnv(userMessages: readonly string[], env: InterpretEnv): InterpretEnv {
  if (!CALLER_WORDS.test(userMessages.at(-1) ?? '')) return env;
  const scoped = env.subjects.filter((s) => s.requiredContext.length > 0);
  return scoped.length > 0 && scoped.length < env.subjects.length ? { ...env, subjects: scoped } : env;
}

/** The conversation read over every subject, then routed between the contracts and the tables. */
export async function route(userMessages: readonly string[], full: InterpretEnv): Promise<Interpretation> {
  const env = callerEnv(userMessages, full);
  const all = await interpretConversation(userMessages, env);
  const chosen = await rowsFallback(userMessages, env, await contractOverTable(userMessages, env, all));
  const looked = await lookupFallback(
    userMessages,
    env,
    await modelColumnFallback(userMessages, env, chosen),
  );
  return ownValueFallback(userMessages, full, looked);
}

/** "our state", "my state's": the caller's own value of a context key, named by the key. */
function ownValuePhrase(key: string): RegExp {
  return new RegExp(String.raw`\b(?:our|my)\s+${key}(?:['’]s)?\b`, 'gi');
}

/** The text with "our state" written as the caller's own value of that context key ("TX"). */
export function withOwnValues(text: string, context: Readonly<Record<string, unknown>>): string {
  let written = text;
  for (const [key, value] of Object.entries(context)) {
    if (typeof value === 'string') written = written.replace(ownValuePhrase(key), value);
  }
  return written;
}

/**
 * "Number of airports in our state", "which airports in our state have no departures?" from a caller
 * whose rows are its own state's: the airports table holds every state's rows and no row filter
 * governs it, so "our" cannot scope it, and the reading over the caller's own subjects asks (a contract
 * of flights has no airports to count). The caller's context names the value: "our state" is "TX" for
 * a caller whose context is { state: 'TX' }, read over the subjects no row-level security governs.
 * Only when the question names the key ("our state"); a bare "our airports" stays the caller's flights.
 */
async function ownValueFallback(
  userMessages: readonly string[],
  env: InterpretEnv,
  chosen: Interpretation,
): Promise<Interpretation> {
  const question = userMessages.at(-1) ?? '';
  const open = env.subjects.filter((s) => s.requiredContext.length === 0);
  if (open.length === 0 || open.length === env.subjects.length) return chosen;
  const written = withOwnValues(question, env.context ?? {});
  // Asked back as read, or once settled ("how many airports does my state have" counts flights).
  if (written === question || settled(chosen, question).kind !== 'ask') return chosen;
  const again = await interpretConversation([...userMessages.slice(0, -1), written], {
    ...env,
    subjects: open,
  });
  return again.outcome.kind === 'answer' ? again : chosen;
}

/**
 * "the longest route in route_stats by average distance", "top 5 routes by number of flights in
 * route_stats": the named model gives no measure of its averaged columns (tables/models.ts) and has
 * no word for its count column's rows, so its reading asks, or ranks its own rows by how many there
 * are (one per route: a wrong answer). The table the model summarises holds the rows its figures are
 * taken over: the question without the model's name is read over the tables, and that answer taken
 * when it is the model's own figure per model row (below), the same numbers the model holds.
 */
async function modelColumnFallback(
  userMessages: readonly string[],
  env: InterpretEnv,
  chosen: Interpretation,
): Promise<Interpretation> {
  const asked = userMessages.at(-1) ?? '';
  // The model the reading took, or, when the reading asks, a model the conversation names ("In
  // route_stats, how many routes …" may be read over the flights and ask about "route"; "and more
  // than 2000?" after it carries the same model).
  const read = chosen.reading?.subject;
  // "route_stats: how many routes …" read over the flights may be answered there and only asked back
  // when settled ("routes" left as a restatement of the model's title): asked back all the same.
  const asks = chosen.outcome.kind === 'ask' || settled(chosen, asked).kind === 'ask';
  const model =
    read?.kind === 'model'
      ? read
      : asks
        ? env.subjects.find((x) => x.kind === 'model' && userMessages.some((m) => modelName(x).test(m)))
        : undefined;
  if (!model || !(asks || modelMisread(chosen, model))) return chosen;
  // Every message without the model's name: a follow-up is read over the same table as its question.
  const questions = userMessages.map((m) => asTableQuestion(m, model));
  const tables = { ...env, subjects: env.subjects.filter((s) => s.kind === 'table') };
  const again = await interpretConversation(questions, tables);
  if (again.outcome.kind !== 'answer') return chosen;
  return modelFigures(again.outcome.intent, model) ? again : chosen;
}

/**
 * "route_stats rows starting at DEN …", "which route_stats records have …": the model's rows are its
 * items, named by the first word of its title ("Route statistics": routes), so the question read over
 * the table the model summarises keeps what it counts or lists; with the name alone removed, "rows"
 * named nothing there and the question was asked back.
 */
function asTableQuestion(question: string, model: Subject): string {
  const noun = model.title.split(/\s+/)[0]?.toLowerCase() ?? '';
  const rows = new RegExp(`${modelName(model).source}\\s+(rows|records|entries|row|record|entry)\\b`, 'gi');
  const named = /^[a-z]{3,}$/.test(noun)
    ? question.replace(rows, (_m, w: string) => ` ${noun}${/s$/i.test(w) ? 's' : ''} `)
    : question;
  return named.replace(modelName(model), ' ');
}

/** The model's name as a question writes it ("in route_stats", "according to the route stats model"). */
function modelName(model: Subject): RegExp {
  const id = model.id.replace(/_/g, '[_ ]');
  return new RegExp(
    `\\b(?:(?:in|from|of|using|according\\s+to)\\s+)?(?:the\\s+)?${id}(?:\\s+(?:model|table|view))?\\b`,
    'gi',
  );
}

/** The model's reading asks, or counts its own rows once per row (every model dimension grouped). */
function modelMisread(chosen: Interpretation, model: Subject): boolean {
  if (chosen.outcome.kind === 'ask') return true;
  if (chosen.outcome.kind !== 'answer') return false;
  const { intent } = chosen.outcome;
  const keys = model.dimensions.filter((d) => d.type === 'string');
  const perRow = keys.every((k) => intent.groupBy.some((g) => g.dimension.name === k.name));
  return perRow && intent.measures.every((m) => m.plainCount);
}

/**
 * Whether a table's answer gives the model's own figures: grouped by (and filtered on) the model's
 * dimensions only, over its whole period, with each measure a figure a model column holds per row
 * (the row count for a "Number of …" column, the average for an averaged one), or a count of such
 * groups. Anything else would answer another question than the one asked of the model.
 */
function modelFigures(intent: Intent, model: Subject): boolean {
  const dims = new Set(model.dimensions.map((d) => d.name));
  const columns = model.unmeasured ?? [];
  const counts = model.measures.some((m) => m.column !== null && /^number of\b/i.test(m.description));
  const figure = (m: Intent['measures'][number]): boolean =>
    (m.plainCount && counts) ||
    (m.column !== null && columns.includes(`${m.aggregation}_${m.column}`)) ||
    (m.ofGroups?.by.every((d) => dims.has(d.name)) ?? false);
  // A threshold on a figure of the groups (a HAVING) is on a model column; one with nothing grouped is
  // on the table's rows ("distance > 1000"), which the model's per-route figures do not hold.
  const grouped = intent.groupBy.length > 0;
  const onFigure = (f: IntentFilter) =>
    f.kind === 'measure' && grouped && intent.subject.measures.some((m) => m.name === f.field && figure(m));
  return (
    intent.range === null &&
    intent.groupBy.every((g) => dims.has(g.dimension.name)) &&
    intent.filters.every((f) => dims.has(f.field) || onFigure(f)) &&
    intent.measures.every(figure)
  );
}

/**
 * "Which city is LAX in?" over the ops agent: the contract reads it as the flights of LAX per origin
 * city (a count nobody asked for). A question in the form of a lookup that names no measure is read
 * again over the tables, and their lookup (tables/lookups.ts: the airport's city alone) answers it.
 */
async function lookupFallback(
  userMessages: readonly string[],
  env: InterpretEnv,
  chosen: Interpretation,
): Promise<Interpretation> {
  const question = userMessages.at(-1) ?? '';
  const reading = chosen.reading;
  const relations = env.subjects.filter((s) => s.kind !== 'contract');
  if (chosen.outcome.kind !== 'answer' || reading?.subject.kind !== 'contract' || relations.length === 0)
    return chosen;
  if (!LOOKUP_FORM.test(question) || reading.measures.length > 0 || reading.countCue) return chosen;
  const again = await interpretConversation(userMessages, { ...env, subjects: relations });
  if (again.outcome.kind !== 'answer') return chosen;
  return isLookup(tableIntent(again.outcome.intent, again.reading, question)) ? again : chosen;
}
