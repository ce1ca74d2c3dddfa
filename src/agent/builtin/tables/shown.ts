import type { Intent } from '../interpret.js';
import type { GroupBy } from '../parse/state.js';
import type { Reading } from '../parse.js';
import type { SubjectDimension } from '../subject.js';
import { type Token, tokenize } from '../text.js';
import { columnWord, rowLabels } from './columns.js';
import { rowNoun } from './extremes.js';
import { AMOUNT_WORDS, STATISTIC_WORDS } from './lookups.js';

/**
 * "name of the airport with code HNL", "Rhode Island airports with city and state", "the airports in
 * Delaware with their city": rows picked by value, with the columns to show them by named bare. The
 * column words are no grouping ("by city") and no value; the reading leaves them over. Read here as
 * the columns shown for those rows (`shownRows` below settles the answer's shape).
 */

/** Adjectives of a column said before it ("full name", "official name"): part of the column's words. */
const COLUMN_ADJECTIVES: ReadonlySet<string> = new Set(['full', 'complete', 'official']);

/** Rows picked by values only: equality (or list) filters on columns, no measure, count, order or period. */
function pickedByValue(r: Reading, question: string): boolean {
  if (r.subject.kind === 'contract' || r.filters.length === 0 || r.range !== null) return false;
  if (r.countCue || r.genericAggregation !== null || r.sort || r.limit !== null) return false;
  if (AMOUNT_WORDS.test(question) || STATISTIC_WORDS.test(question)) return false;
  const values = r.filters.every(
    (f) => f.kind === 'dimension' && (f.operator === 'eq' || f.operator === 'in'),
  );
  const text = r.groupBy.every((g) => g.grain === null && g.dimension.type === 'string');
  return (
    values && text && [...r.measures, ...r.weakMeasures].every((m) => m.plainCount || m.aggregation === 'avg')
  );
}

/**
 * A column word right before a value names the value's own column ("code HNL", "IATA code is OMA"):
 * it restates the filter, and shows nothing.
 */
function valueColumnWord(r: Reading, t: Token, d: SubjectDimension): boolean {
  const at = [...(r.valueAt?.entries() ?? [])].filter(([, v]) => v.dimension === d.name).map(([i]) => i);
  return at.some((i) => i > t.index && i - t.index <= 3);
}

/** The left-over words that name a text column (not a value's own column word), by column, and the value words. */
function leftColumns(r: Reading): { shown: Map<SubjectDimension, Token[]>; restated: Token[] } {
  const shown = new Map<SubjectDimension, Token[]>();
  const restated: Token[] = [];
  for (const t of [...r.unknown, ...r.ignored]) {
    const d = columnWord(r.subject, t);
    if (d && valueColumnWord(r, t, d)) restated.push(t);
    else if (d) shown.set(d, [...(shown.get(d) ?? []), t]);
  }
  return { shown, restated };
}

/** "along" before "with", "full" before "name": words of the phrase that shows a column. */
function shownPhrase(r: Reading, words: ReadonlySet<number>, t: Token): boolean {
  const next = r.unknown.concat(r.ignored).find((x) => x.index === t.index + 1);
  return (
    words.has(t.index) ||
    (COLUMN_ADJECTIVES.has(t.lower) && words.has(t.index + 1)) ||
    (t.lower === 'along' && (next === undefined || next.lower === 'with'))
  );
}

/**
 * A column grouped by and filtered to one value, beside other columns grouped ("the name of the
 * airport whose IATA code is OMA" grouped by name and iata): the value restated, not a column asked.
 */
function restatedGroups(r: Reading): Reading['groupBy'] {
  const one = (g: GroupBy) => r.filters.some((f) => f.field === g.dimension.name && f.operator === 'eq');
  const kept = r.groupBy.filter((g) => !one(g));
  return kept.length > 0 ? kept : r.groupBy;
}

/** The reading with the left-over column words shown as columns (grouped by), and no longer left over. */
export function shownColumnWords(r: Reading, question: string): Reading {
  if (!pickedByValue(r, question)) return r;
  const { shown, restated } = leftColumns(r);
  if (shown.size === 0 && restated.length === 0) return r;
  const words = new Set(
    [...shown.values()]
      .flat()
      .concat(restated)
      .map((t) => t.index),
  );
  const part = (t: Token) => shownPhrase(r, words, t);
  const grouped = restatedGroups(r);
  const added: GroupBy[] = [...shown.keys()]
    .filter((d) => !grouped.some((g) => g.dimension === d))
    .map((dimension) => ({ dimension, grain: null }));
  return {
    ...r,
    groupBy: [...grouped, ...added],
    unknown: r.unknown.filter((t) => !part(t)),
    ignored: r.ignored.filter((t) => !part(t)),
  };
}

/** Words that show a column beside the rows: "with their cities", "along with the state", "plus latitude". */
const BESIDE_LEADS: ReadonlySet<string> = new Set(['with', 'their', 'its', 'plus', 'including']);

/** Whether a column's word follows a word that shows it beside the rows, within four words. */
function saidBeside(r: Reading, question: string, d: SubjectDimension): boolean {
  const tokens = tokenize(question);
  return tokens.some(
    (t, i) =>
      BESIDE_LEADS.has(t.lower) && tokens.slice(i + 1, i + 5).some((x) => columnWord(r.subject, x) === d),
  );
}

/**
 * The answer to rows picked by value with columns shown: a list of the rows ("the airports in
 * Delaware with their city", the row's noun in the plural, or "list" / "show") by the table's key and
 * name beside the shown columns, a numeric column as each row's own value; or, of one row ("the name
 * of the airport with code HNL"), the shown columns' values alone. Only when every grouped column was
 * shown (a left-over column word, or one said after "with" / "their"), never a breakdown ("by city").
 */
export function shownRows(intent: Intent, reading: Reading | null, question: string): Intent {
  if (!reading || !pickedByValue(reading, question)) return intent;
  if (!intent.measures.every((m) => m.plainCount || m.aggregation === 'avg')) return intent;
  const { shown: left } = leftColumns(reading);
  const shown = (g: GroupBy) => left.has(g.dimension) || saidBeside(reading, question, g.dimension);
  const noun = rowNoun(intent.subject);
  const plural = !!noun && new RegExp(`\\b${noun}s\\b`, 'i').test(question);
  const list = LIST_WORDS.test(question) || plural;
  const values = [...reading.measures, ...reading.weakMeasures].filter((m) => !m.plainCount);
  if (list) return listed(intent, values, shown);
  // One row ("the airport", no plural): the grouped columns' values are what is asked.
  const one = !!noun && new RegExp(`\\b${noun}\\b`, 'i').test(question);
  const asked = intent.groupBy.length > 0 && (one || intent.groupBy.every(shown));
  return asked && values.length === 0 ? { ...intent, measures: [], sort: null, limit: null } : intent;
}

/** "list", "show": the rows themselves are asked for. */
const LIST_WORDS = /\b(?:list|show)\b/i;

/**
 * The rows as a list: the table's key and name, the shown text columns, and each numeric column
 * asked as the row's own value (its one-row average). Only on a table with a name column, with every
 * grouped column beside the key and name shown, and something beside them asked.
 */
function listed(intent: Intent, values: Intent['measures'], shown: (g: GroupBy) => boolean): Intent {
  const labels = rowLabels(intent.subject);
  if (!labels) return intent;
  const rest = intent.groupBy.filter((g) => !labels.includes(g.dimension));
  if (!rest.every(shown) || (intent.groupBy.length === 0 && values.length === 0)) return intent;
  const groupBy: GroupBy[] = [...labels.map((dimension) => ({ dimension, grain: null })), ...rest];
  return { ...intent, measures: values, groupBy, sort: null, limit: null };
}
