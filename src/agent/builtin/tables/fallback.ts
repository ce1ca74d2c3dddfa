import {
  type Intent,
  type Interpretation,
  type InterpretEnv,
  interpretConversation,
  type Outcome,
} from '../interpret.js';
import { stem } from '../text.js';
import { hourSeries } from './dateparts.js';
import { distinctCount } from './distinct.js';
import { countsGroups } from './groups.js';
import { tableIntent } from './intent.js';
import { unreadQualifier } from './qualifiers.js';
import { shareOutcome } from './shares.js';

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
  return (
    intent.subject.kind === 'contract' &&
    intent.groupBy.length === 0 &&
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
  const shared = shareOutcome(tableIntent(outcome.intent, interpretation.reading, question), question);
  if ('kind' in shared) return shared;
  const intent = shared;
  const unread = unreadQualifier(intent, question);
  if (unread) return unread;
  const ungrouped = intent.groupBy.length === 0 && intent.filters.some((f) => f.kind === 'measure');
  if (ungrouped) return thresholdQuestion();
  return countedAsOther(intent, question) ? countQuestion(intent) : { kind: 'answer', intent };
}

/** "how many flights": the words after "how many". */
const HOW_MANY_NOUN = /\bhow\s+many\s+([a-z]+)/i;

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
 * values, an hourly series where the hour of the day is asked (tables/dateparts.ts).
 */
function rowsOnly(intent: Intent, question: string): boolean {
  if (intent.subject.kind !== 'contract') return false;
  return (
    needsRows(intent) ||
    countsGroups(intent, question) ||
    countsDistinct(intent, question) ||
    hourSeries(intent, question)
  );
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
  return counted || DISTINCT_ASKED.test(question) || distinctCount(intent, question) !== intent;
}

/** The conversation read over every subject, then routed between the contracts and the tables. */
export async function route(userMessages: readonly string[], env: InterpretEnv): Promise<Interpretation> {
  const all = await interpretConversation(userMessages, env);
  return rowsFallback(userMessages, env, await contractOverTable(userMessages, env, all));
}
