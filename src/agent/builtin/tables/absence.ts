import type { Intent, InterpretEnv, Outcome } from '../interpret.js';
import { timeDimension } from '../parse.js';
import type { Subject } from '../subject.js';
import { COUNT_WORDS, root } from '../text.js';
import { MONTH_WORDS } from '../time.js';
import { answerShapeDropped } from '../typed.js';
import type { Absence } from './absent.js';
import { rowLabels } from './columns.js';
import { route, settled, withOwnValues } from './fallback.js';

/**
 * Anti-joins and existence: "How many airports in Oregon have no departures?", "Vermont airports that
 * nobody flies to", "airports with arrivals but no departures in May". The clause that says what
 * another table holds (or lacks) of a row is taken off the end of the question; the rest is read over
 * the tables as usual ("How many airports in Oregon"), and each event the clause names becomes an
 * [NOT] EXISTS on the table a contract joins to the subject (absent.ts). Which of the joined table's
 * columns an event means comes from the contract's own words for that column ("departures" shares its
 * stem with the origin's "departure airport", "flies to" is the destination's "to"); a bare "flights"
 * means every column that refers to the row ("no flights": neither end).
 */

/** The words that negate the event that follows ("no departures", "never appear as", "nobody flies to"). */
const NEGATORS: ReadonlySet<string> = new Set(['no', 'zero', 'without', 'never', 'nobody']);
/** Words between the row's noun and the clause ("that have", "do we", "with"), taken off with it. */
const LEADING: ReadonlySet<string> = new Set(
  // "whose code is never used as an origin": the column the clause is about, named before it.
  'that which where have has had with do does did we they you ever get gets got see whose code iata is are was were'.split(
    ' ',
  ),
);
/**
 * Words between a negator and its event ("no one flies", "never appear as a", "without any", "never
 * show up as a destination": the phrasal "show up" is "appear").
 */
const BRIDGING: ReadonlySet<string> = new Set(
  'one any single ever appear appears appeared as a an get gets got receive receives received have has had see sees saw show shows showed shown up record records recorded used listed found'.split(
    ' ',
  ),
);
/** Verbs of a flight's movement, read with their preposition ("flies to", "fly out of"). */
const MOVING: ReadonlySet<string> = new Set(
  'fly flies flew flown flying go goes went travel travels'.split(' '),
);
const PREPOSITIONS: Readonly<Record<string, string>> = { to: 'to', into: 'to', from: 'from', out: 'from' };
/**
 * Verbs that say the end by themselves ("never had a flight leave from them", "no flight ever landed
 * there"): leaving is the row's side "from", landing or arriving its side "to", whatever follows.
 */
const ENDED_BY_VERB: Readonly<Record<string, string>> = Object.fromEntries([
  ...'leave leaves left leaving depart departs departed departing take takes took taking'
    .split(' ')
    .map((v) => [v, 'from']),
  ...'land lands landed landing arrive arrives arrived arriving come comes came coming'
    .split(' ')
    .map((v) => [v, 'to']),
]);
/** Nouns for the joined table's rows themselves: every column referring to the row. */
const ROW_NOUNS: ReadonlySet<string> = new Set(['flight', 'flights', 'traffic', 'service']);
/** Words after the event that say nothing more ("in the flights data", "at all", "from us"). */
const TRAILING: ReadonlySet<string> = new Set(
  'in the flights flight data dataset table records at all from us our state of any whatsoever them it there off'.split(
    ' ',
  ),
);
const PERIOD_WORDS: ReadonlySet<string> = new Set([...MONTH_WORDS, 'during', 'in', 'of']);

export interface AbsenceClause {
  /** The question before the clause: read as usual for the rows and their filters. */
  readonly rest: string;
  /** Events that must not exist, and those that must ("with departures but no arrivals"). */
  readonly absent: readonly string[];
  readonly present: readonly string[];
  /** Month and year words after the event: a period on the joined table's rows. */
  readonly period: string;
}

interface Word {
  readonly text: string;
  readonly at: number;
}

function wordsOf(question: string): Word[] {
  return [...question.matchAll(/[A-Za-z0-9']+/g)].map((m) => ({ text: m[0].toLowerCase(), at: m.index }));
}

/** "flies to", "fly out of": a movement verb at k names the column by its preposition. */
function movedAt(words: readonly Word[], k: number): { event: string; next: number } | null {
  const prep = PREPOSITIONS[words[k + 1]?.text ?? ''];
  if (!MOVING.has(words[k]?.text ?? '') || !prep) return null;
  return { event: prep, next: words[k + 1]?.text === 'out' && words[k + 2]?.text === 'of' ? k + 3 : k + 2 };
}

/** Past a verb's preposition ("depart from", "arrive at"): the column is named by the verb. */
function pastPreposition(words: readonly Word[], k: number): number {
  return PREPOSITIONS[words[k]?.text ?? ''] || words[k]?.text === 'at' ? k + 1 : k;
}

/** The event word at j ("departures", "to" of "flies to", "flights") and the index after it. */
function eventAt(words: readonly Word[], j: number): { event: string; next: number } | null {
  const w = words[j]?.text;
  if (!w) return null;
  // "never show up in the flights data": where the row never appears, the joined rows at all.
  if (w === 'in' && words.slice(j).every((x) => TRAILING.has(x.text))) return { event: 'flights', next: j };
  if (MOVING.has(w)) return movedAt(words, j);
  if (!ROW_NOUNS.has(w)) return { event: w, next: j + 1 };
  const next = words[j + 1]?.text ?? '';
  // "no flight ever landed": "ever" between the noun and its verb says nothing more.
  const v = next === 'ever' ? j + 2 : j + 1;
  const ended = ENDED_BY_VERB[words[v]?.text ?? ''];
  if (ended) return { event: ended, next: pastPreposition(words, v + 1) };
  if (!next || TRAILING.has(next) || PERIOD_WORDS.has(next)) return { event: 'flights', next: j + 1 };
  // "no flights go to", "a flight origin", "no flights depart from": the word after the noun names
  // the column (by its preposition, or by its own stem), and the noun only qualifies it.
  return movedAt(words, j + 1) ?? { event: next, next: pastPreposition(words, j + 2) };
}

/** "with departures but": the event that must exist, read backwards from the "but" before the negator. */
function presentBefore(words: readonly Word[], start: number): { event: string; start: number } | null {
  if (words[start - 1]?.text !== 'but') return null;
  let k = start - 2;
  const event = words[k]?.text;
  if (!event) return null;
  while (k > 0 && (words[k - 1]?.text === 'any' || LEADING.has(words[k - 1]?.text ?? ''))) k--;
  return { event, start: k };
}

/**
 * The words after an event, with a place said last ("no departures at all in Alaska"): "in" and
 * capitalised words up to the end name the rows' place, read with the question before the clause
 * (the clause had not been read at all, so the negation was asked back).
 */
function tailOf(question: string, words: readonly Word[], next: number): { tail: string[]; place: string } {
  const capitalised = (w: Word | undefined) => !!w && /^\p{Lu}/u.test(question.slice(w.at));
  for (let p = next; p < words.length - 1; p++) {
    if (words[p]?.text !== 'in' || PERIOD_WORDS.has(words[p + 1]?.text ?? '')) continue;
    if (!words.slice(p + 1).every(capitalised)) continue;
    const place = question.slice(words[p]?.at ?? 0).replace(/[?.!\s]+$/, '');
    return { tail: words.slice(next, p).map((w) => w.text), place };
  }
  return { tail: words.slice(next).map((w) => w.text), place: '' };
}

/** The clause at the end of the question, if it has one: negator, event, and only filler or a period after. */
export function absenceClause(question: string): AbsenceClause | null {
  const words = wordsOf(question);
  const i = words.findIndex((w) => NEGATORS.has(w.text));
  if (i <= 0) return null;
  let j = i + 1;
  while (BRIDGING.has(words[j]?.text ?? '')) j++;
  const read = eventAt(words, j);
  if (!read) return null;
  const { tail, place } = tailOf(question, words, read.next);
  if (!tail.every((w) => TRAILING.has(w) || PERIOD_WORDS.has(w) || /^(19|20)\d\d$/.test(w))) return null;
  let start = i;
  while (start > 0 && LEADING.has(words[start - 1]?.text ?? '')) start--;
  const present = presentBefore(words, start);
  const from = present ? present.start : start;
  const rest = `${question.slice(0, words[from]?.at ?? 0).trim()} ${place}`.trim();
  if (rest === '') return null;
  const period = tail.filter((w) => (PERIOD_WORDS.has(w) && w !== 'in' && w !== 'of') || /^\d{4}$/.test(w));
  return { rest, absent: [read.event], present: present ? [present.event] : [], period: period.join(' ') };
}

/** Words that open an existence clause ("with departures", "that have arrivals", "that appear as an origin"). */
const PRESENCE_LEADS: ReadonlySet<string> = new Set(
  'with have has had appear appears appeared show shows get gets got see sees receive receives'.split(' '),
);
/** Words between the lead and its event ("at least one", "any", "as an", "show up as a"). */
const PRESENCE_BRIDGING: ReadonlySet<string> = new Set('at least one any some as a an up'.split(' '));

/**
 * "westernmost airport that has at least one departure", "how many Texas airports have arrivals",
 * "airports that appear as an origin": an event that must exist, at the end of the question. The
 * event must name a joined column (absencesOf), so "airports with the most …" or "with 100
 * departures" are never read as one.
 */
export function presenceClause(question: string): AbsenceClause | null {
  const words = wordsOf(question);
  for (let i = words.length - 2; i > 0; i--) {
    if (!PRESENCE_LEADS.has(words[i]?.text ?? '')) continue;
    let j = i + 1;
    while (PRESENCE_BRIDGING.has(words[j]?.text ?? '')) j++;
    const read = eventAt(words, j);
    // "airports with flights": either end would do, which conditions that must all hold cannot say
    // (every end's EXISTS would be required); only an event naming one end is read.
    if (!read || NEGATORS.has(read.event) || read.event === 'flights') return null;
    const { tail, place } = tailOf(question, words, read.next);
    if (!tail.every((w) => TRAILING.has(w) || PERIOD_WORDS.has(w) || /^(19|20)\d\d$/.test(w))) return null;
    let start = i;
    while (start > 0 && LEADING.has(words[start - 1]?.text ?? '')) start--;
    const rest = `${question.slice(0, words[start]?.at ?? 0).trim()} ${place}`.trim();
    if (rest === '') return null;
    const period = tail.filter((w) => (PERIOD_WORDS.has(w) && w !== 'in' && w !== 'of') || /^\d{4}$/.test(w));
    return { rest, absent: [], present: [read.event], period: period.join(' ') };
  }
  return null;
}

/** A column of another table that refers to the subject's rows, as a contract over that table joins them. */
interface Link {
  readonly other: Subject;
  readonly outer: string;
  readonly inner: string;
  /** The contract's words for the referring column and its join ("origin", "departure airport", "from"). */
  readonly words: readonly string[];
  /** The join's alias (`origin_airport`): what row-level security on a joined column names. */
  readonly alias: string;
}

/** Every single-key join of a contract over another readable table onto the subject (`flights.origin = airports.iata`). */
export function linksTo(subject: Subject, subjects: readonly Subject[]): Link[] {
  return subjects.flatMap((other) => {
    const contract = other.kind === 'table' && other.id !== subject.id ? other.joins?.contract : undefined;
    if (!contract) return [];
    return contract.source.joins.flatMap((j) => {
      const [pair, ...more] = j.on;
      if (j.table !== subject.id || !pair || more.length > 0) return [];
      const dim = other.dimensions.find((d) => d.name === pair.left.column);
      const words = [pair.left.column, j.alias.replace(/_/g, ' '), ...(dim?.synonyms ?? [])];
      return [{ other, outer: pair.right.column, inner: pair.left.column, words, alias: j.alias }];
    });
  });
}

/** The links an event word names: its stem among a link's own words (not shared by every link), or all for the row noun. */
export function linksNamed(event: string, links: readonly Link[]): Link[] {
  if (event === 'flights') return [...links];
  const wordsOfLink = links.map(
    // "departures", "departure airport" and "departing" share their root (text.ts).
    (l) => new Set(l.words.flatMap((w) => w.toLowerCase().split(/\s+/)).map(root)),
  );
  const shared = (s: string) => wordsOfLink.every((set) => set.has(s));
  const s = root(event);
  if (shared(s)) return [];
  return links.filter((_, k) => wordsOfLink[k]?.has(s));
}

/** The clause's events as absences over the links they name; null when an event names none. */
function absencesOf(
  clause: AbsenceClause,
  links: readonly Link[],
  range: Absence['range'],
): Absence[] | null {
  const build = (event: string, present: boolean) => {
    const named = linksNamed(event, links);
    return named.length === 0
      ? null
      : named.map((l) => ({
          table: l.other.id,
          outer: l.outer,
          inner: l.inner,
          range,
          time: timeDimension(l.other)?.name ?? null,
          present,
        }));
  };
  const all = [...clause.present.map((e) => build(e, true)), ...clause.absent.map((e) => build(e, false))];
  return all.some((a) => a === null) ? null : all.flatMap((a) => a ?? []);
}

/** "in May": the period read over the joined table alone (its time column), or null when it reads as none. */
async function periodOf(period: string, other: Subject, env: InterpretEnv): Promise<Absence['range'] | null> {
  const read = await route([`${other.id} in ${period}`], { ...env, subjects: [other] });
  const outcome = read.reading?.unknown.length === 0 ? settled(read, period) : null;
  return outcome?.kind === 'answer' && outcome.intent.filters.length === 0 ? outcome.intent.range : null;
}

/**
 * "How many California airports have no departures?" from a caller whose flights are its own state's
 * departures: a filter on the column row-level security pins through that very join (the origin
 * airport's state) to another value would count every such airport, since none of the caller's rows
 * could match. Asked back, as a question about another state's rows is.
 */
function outsideRows(
  base: Intent,
  absences: readonly Absence[],
  links: readonly Link[],
  context: Readonly<Record<string, unknown>>,
): Outcome | null {
  const held = new Set(Object.values(context).flat().map(String));
  for (const l of links) {
    const pinned = (l.other.pinned ?? []).flatMap((n) => {
      const ref = l.other.joins?.columns.get(n);
      return ref && ref.relation === l.alias ? [ref.column] : [];
    });
    const onSide = absences.filter((a) => a.inner === l.inner && a.table === l.other.id);
    if (onSide.length === 0 || absences.length !== onSide.length) continue;
    const off = base.filters.find((f) => pinned.includes(f.field) && !held.has(String(f.value)));
    if (!off) continue;
    const message = `The data available to you holds only ${l.other.title} rows of your own ${off.field} (row-level security), so I can't say which rows with ${off.field} ${String(off.value)} it lacks, and I won't guess.`;
    return { kind: 'ask', message, questions: [{ id: 'rows', text: message, choices: [] }] };
  }
  return null;
}

/**
 * "which state has the most airports with departures", "airports that never appear in flights, by
 * state": the rows counted per group of their own (not per row key), ranked or not; the existence
 * condition narrows the rows before they are counted.
 */
function countedPerGroup(base: Intent): Intent | null {
  if (base.range || base.groupBy.length === 0 || !base.measures.every((m) => m.plainCount)) return null;
  const key = base.subject.dimensions.find((d) => d.type === 'string');
  if (base.groupBy.some((g) => g.dimension === key)) return null;
  return base.measures.length > 0 ? base : null;
}

/** The rows of the subject, counted ("how many") or listed by their key and name, under its filters. */
export function shaped(base: Intent, question: string): Intent | null {
  if (base.sort || base.limit !== null || base.range) return null;
  const labels = rowLabels(base.subject);
  const key = base.subject.dimensions.find((d) => d.type === 'string');
  const listed = base.groupBy.length === 2 && base.groupBy[0]?.dimension === key;
  // "which airports north of 64 degrees": grouped by their key, a row's average latitude is its own
  // latitude, so the rows listed are the rows themselves whatever the measure read.
  if (!listed && !base.measures.every((m) => m.plainCount)) return null;
  if (base.groupBy.length > 0 && !listed) return null;
  if (COUNT_WORDS.test(question)) {
    const count = base.measures[0] ?? base.subject.measures.find((m) => m.plainCount);
    return count ? { ...base, measures: [count], groupBy: [] } : null;
  }
  if (!labels) return null;
  const groupBy = labels.map((dimension) => ({ dimension, grain: null }));
  return { ...base, measures: [], groupBy };
}

/**
 * "the westernmost airport with departures", "top 3 airports by elevation that have no arrivals": a
 * ranking of the rows themselves (grouped by their key), which the existence condition narrows before
 * the ranking as a filter does.
 */
function rankedRows(base: Intent): Intent | null {
  if (!base.sort || base.limit === null || base.range) return null;
  const key = base.subject.dimensions.find((d) => d.type === 'string');
  return base.groupBy[0]?.dimension === key ? base : null;
}

/**
 * "never appear in flights, neither as origin nor destination": both ends named, which the bare
 * "never appear in flights" already means (every column referring to the row).
 */
const BOTH_ENDS =
  /\s*[,;]?\s*(?:neither|either|whether)?\s*as\s+(?:an?\s+)?origin\s+(?:n?or|and)\s+(?:as\s+)?(?:an?\s+)?destination\b/i;
/** Words of a closing request for columns ("…? just the codes", "…: iata and longitude?"). */
const TAIL_WORDS: ReadonlySet<string> = new Set(
  'just only the its and plus give me show list please with code codes count number value'.split(' '),
);

/**
 * The question with what the clause cannot end in taken off: a closing request for the columns the
 * rows show anyway (their key, name or the ranked column: every word a column of the tables or a
 * filler), and "neither as origin nor destination". A tail with any other word ("? by state") stays.
 */
function clauseQuestion(question: string, tables: readonly Subject[]): string {
  const columns = new Set(
    tables.flatMap((t) => [...t.dimensions, ...t.measures].flatMap((c) => c.name.toLowerCase().split('_'))),
  );
  const text = answerShapeDropped(question).replace(BOTH_ENDS, '');
  const cut = /^(.*\S)\s*[?:]\s*([^?:]+?)[?.!]*\s*$/s.exec(text);
  const tail = cut?.[2]?.toLowerCase().match(/[a-z]+/g) ?? [];
  const onlyColumns =
    tail.length > 0 && tail.length <= 6 && tail.every((w) => TAIL_WORDS.has(w) || columns.has(w));
  return onlyColumns && cut?.[1] ? cut[1] : text;
}

/**
 * The answer to an anti-join or existence question over the tables, or null when the question has no
 * such clause or its rest does not read cleanly over a table that a contract's join links to another.
 */
export async function absenceOutcome(
  question: string,
  env: InterpretEnv,
  context: Readonly<Record<string, unknown>>,
): Promise<Outcome | null> {
  const tables = env.subjects.filter((s) => s.kind === 'table');
  const asked = clauseQuestion(question, tables);
  const clause = absenceClause(asked) ?? presenceClause(asked);
  if (!clause || tables.length < 2) return null;
  // "which airports in our state have no departures": the rows' own filter names the caller's value.
  const read = await route([withOwnValues(clause.rest, context)], { ...env, subjects: tables });
  if (!read.reading || read.reading.unknown.length > 0) return null;
  const outcome = settled(read, clause.rest);
  if (outcome.kind !== 'answer' || outcome.intent.subject.kind !== 'table') return null;
  const base = shaped(outcome.intent, asked) ?? rankedRows(outcome.intent) ?? countedPerGroup(outcome.intent);
  const links = base ? linksTo(base.subject, tables) : [];
  const [first] = links;
  if (!base || !first) return null;
  const range = clause.period ? await periodOf(clause.period, first.other, env) : null;
  if (clause.period && !range) return null;
  const absences = absencesOf(clause, links, range);
  if (!absences) return null;
  return outsideRows(base, absences, links, context) ?? { kind: 'answer', intent: { ...base, absences } };
}
