import { allowsContracts, allowsSql } from '../../consumers/model.js';
import { CharterError } from '../../errors/registry.js';
import type { Select } from '../../sql/ast.js';
import type { ToolCall, ToolDeps } from '../../tools/context.js';
import { describeObject } from '../../tools/describe-object.js';
import { dimensionValues, MAX_INDEXED_VALUES } from '../../tools/dimension-values.js';
import { executeSql } from '../../tools/execute-sql.js';
import { type QueryContractResult, queryContract } from '../../tools/query-contract.js';
import { searchObjects } from '../../tools/search-objects.js';
import type { LogicalType } from '../../warehouse/types.js';
import { matchExample } from '../examples.js';
import {
  appliedContextKeys,
  type ChatTurn,
  checkpoints,
  emitResult,
  type Planner,
  queryRefs,
  type TurnSink,
} from '../turn.js';
import { spelledForReading } from './durations.js';
import { endRows } from './ends.js';
import { restatedFollowUps } from './followwords.js';
import {
  type Intent,
  type InterpretEnv,
  MAX_QUESTION_CHARS,
  type Outcome,
  substantive,
} from './interpret.js';
import { keptOut } from './keptout.js';
import { capitalisedCodes, capitalisedPhrases, exactValuesSelect, unknownPhrases } from './lookup.js';
import { interpretation, narrate } from './narrate.js';
import { emptyAnswer, heldPeriods, noDataQuestion, yearsIntent } from './nodata.js';
import { type Reading, timeDimension, yearDimension } from './parse.js';
import { pickedIntent, pickedNote, pickedRows } from './picked.js';
import {
  periodOfRow,
  pointerUnit,
  rankedPeriod,
  ranksBy,
  rowsChanged,
  widenedTo,
  withinPeriod,
  withoutPeriodPointer,
} from './pinned.js';
import {
  chartFields,
  contractQuery,
  distinctValuesSelect,
  exampleIntent,
  latestSelect,
  relationSelect,
  valuePairsSelect,
  yearsSelect,
} from './query.js';
import {
  forRow,
  nameable,
  pointedRank,
  pointsAtIt,
  pointsThere,
  rankMeant,
  referentOf,
  thereField,
  whichRow,
} from './referent.js';
import { asksForShape, describeShape, namedSubject } from './schema.js';
import { contractSubject, relationSubject, type Subject } from './subject.js';
import { absenceOutcome } from './tables/absence.js';
import { edgeDayDropped, edgeOutcome, edgeQuestion, whenWithoutTime } from './tables/edges.js';
import { route, settled } from './tables/fallback.js';
import { withGoverningContext } from './tables/governed.js';
import { withContractJoins } from './tables/joins.js';
import { oneOfSeveral } from './tables/lookups.js';
import { unmatchedOutcome } from './tables/unmatched.js';
import { STOPWORDS, tokenize } from './text.js';
import { keptTies, probingTies } from './ties.js';
import { finestGrain } from './time.js';
import { buildValueIndex, type ValueIndex, ValueIndexCache } from './values.js';
import { whenRanked } from './when.js';
import { answerWrittenSql } from './written-sql.js';

/** A verified question and its query, when a turn answers with one. */
interface VerifiedAnswer {
  readonly question: string;
  readonly query: Record<string, unknown>;
}

/** Rows a chat answer carries when the question sets no top-N: one page, the service's default size. */
const MAX_CHAT_ROWS = 1000;

/**
 * The built-in planner: offline and deterministic. It reads the conversation
 * (no server-side state), picks a subject and fills a query, and runs it
 * through the same tools MCP exposes, so every governance rule applies as-is.
 * When it cannot map the question it asks, never guesses.
 */
export class BuiltinPlanner implements Planner {
  private readonly relations = new Map<string, Promise<Subject[]>>();

  constructor(
    private readonly deps: ToolDeps,
    private readonly cache: ValueIndexCache = new ValueIndexCache(),
  ) {}

  async run(turn: ChatTurn, sink: TurnSink): Promise<void> {
    const call = toolCallOf(turn);
    const nextRef = queryRefs(turn.completionId);
    const userMessages = restatedFollowUps(
      turn.messages.filter((m) => m.role === 'user').map((m) => spelledForReading(m.content)),
    );
    const question = userMessages.at(-1) ?? '';

    // Opens the stream at once: a built-in turn never fails with an HTTP status after the request is accepted.
    sink.emit({
      type: 'thinking',
      step: 'plan',
      text: userMessages.length > 1 ? 'Reading the conversation.' : 'Reading the question.',
    });
    // Every step starts at a checkpoint: the turn yields to other requests and stops once its client or deadline is gone.
    const step = checkpoints(turn.signal);
    await step();
    const built: string[] = [];
    const { usable: subjects, blocked } = await this.answerable(call, await this.subjects(call), built);
    await step();
    const searchRank = await this.search(call, question, sink);
    if (subjects.length === 0) {
      sink.emit({
        type: 'assistant',
        text: 'No data sets are available to you here, so I cannot answer data questions.',
      });
      return;
    }
    // A statement written in SQL runs as written through the governed SQL tool (written-sql.ts).
    // Once per subject per turn: the readers ask for a subject's values again and again, and each
    // lookup reads every user message (a long conversation made that grow with its square).
    const values = oncePerSubject((s) => this.valuesWithLookups(call, s, built, userMessages));
    const outside = keptOut(subjects, turn.context ?? {}, values);
    const written = await answerWrittenSql(this.deps, call, turn, nextRef, sink, outside);
    if (written.kind === 'answered') return;
    if (written.kind === 'refused') {
      const rephrase = { id: 'rephrase', text: 'Ask in words, or change the statement', choices: [] };
      this.ask({ kind: 'ask', message: written.message, questions: [rephrase] }, null, sink);
      return;
    }
    if (await this.answerVerified(userMessages, subjects, call, turn, nextRef(), sink)) return;
    const env = { subjects, searchRank, values, checkpoint: step, context: turn.context ?? {} };
    if (await this.answerEdge(userMessages, env, call, turn, nextRef, sink)) return;
    if (await this.answerAbsence(userMessages, env, call, turn, nextRef, sink)) return;
    const interpretation = await whenRanked(userMessages, env, await route(userMessages, env));
    if (await this.answerShape(question, interpretation.reading, subjects, call, sink)) return;
    reportReading(interpretation, built, sink);
    const read = edgeDayDropped(question, whenWithoutTime(question, settled(interpretation, question)));
    const outcome = await this.followingUp(userMessages, env, read, call);
    if (outcome.kind === 'ask') {
      const reading = interpretation.reading;
      this.ask(withBlocked(outcome, blocked), reading && substantive(reading) ? reading.subject : null, sink);
      return;
    }
    await step();
    await this.answer(outcome.intent, call, turn, nextRef(), sink);
  }

  /** "What columns does the flights table have?": the data set's shape from the catalog, no figure (schema.ts). */
  private async answerShape(
    question: string,
    reading: Reading | null,
    subjects: readonly Subject[],
    call: ToolCall,
    sink: TurnSink,
  ): Promise<boolean> {
    if (!asksForShape(question)) return false;
    const subject = reading?.mentioned ? reading.subject : namedSubject(question, subjects);
    if (!subject) {
      // "which measures are there?" over several data sets: which one, by name.
      const choices = subjects.map((s) => `What columns does ${s.title} have?`).slice(0, 6);
      const message = `That asks about the shape of a data set; which one? You can see ${subjects.map((s) => s.title).join(', ')}.`;
      this.ask(
        { kind: 'ask', message, questions: [{ id: 'subject', text: 'Which data set?', choices }] },
        null,
        sink,
      );
      return true;
    }
    emitContextOf(sink, subject);
    sink.emit({ type: 'assistant', text: await describeShape(this.deps, call, subject) });
    return true;
  }

  private ask(outcome: Extract<Outcome, { kind: 'ask' }>, subject: Subject | null, sink: TurnSink): void {
    sink.emit({ type: 'thinking', step: 'plan', text: outcome.message });
    emitContextOf(sink, subject);
    sink.emit({
      type: 'questionnaire',
      questions: outcome.questions.map((q) => ({ ...q, choices: [...q.choices] })),
    });
    const options = outcome.questions.flatMap((q) => q.choices);
    sink.emit({
      type: 'assistant',
      text: `${outcome.message}${options.length > 0 ? ` Options: ${options.map((c) => `"${c}"`).join(', ')}.` : ''}`,
    });
  }

  private async answer(
    intent: Intent,
    call: ToolCall,
    turn: ChatTurn,
    queryRef: string,
    sink: TurnSink,
    verified: VerifiedAnswer | null = null,
  ): Promise<void> {
    const subject = intent.subject;
    const limit = MAX_CHAT_ROWS;
    if (subject.kind === 'contract') {
      await this.answerContract(intent, call, turn, queryRef, sink, verified);
      return;
    }
    const sql = this.deps.renderer.renderInline(relationSelect(probingTies(intent), limit));
    sink.emit({
      type: 'thinking',
      step: 'sql',
      text: `No contract answers this; writing SQL over the ${subject.kind} ${subject.id}.`,
    });
    const probed = await executeSql(this.deps, call, { sql });
    const executed = pickedRows(intent.picked, { ...probed, rows: keptTies(intent, probed.rows) });
    const none =
      (await this.noData(intent, executed.rows, call)) ??
      oneOfSeveral(intent, turnQuestion(turn), executed.rows);
    if (none) {
      this.ask(none, subject, sink);
      return;
    }
    // "sorted ascending" after a top 10: the same rows, the other way round.
    const result = intent.shownReversed ? { ...executed, rows: [...executed.rows].reverse() } : executed;
    emitResult(sink, {
      queryRef,
      objects: [{ type: subject.kind, id: subject.id }],
      contract: null,
      query: null,
      sql: result.sql,
      contextKeys: Object.keys(turn.context ?? {}),
      columns: result.columns,
      rows: result.rows,
      hasMore: result.truncated,
      message: result.message,
      cache: result.cache,
      chartFields: chartFields(pickedIntent(intent)),
    });
    say(sink, [
      interpretation(intent),
      ...narrate(pickedIntent(intent), executed.rows, result.truncated, subject.title),
      ...shownOrder(intent),
      ...pickedNote(intent),
    ]);
  }

  /** A contract query (the intent's, or a verified one as written), its events and narrative. */
  private async answerContract(
    intent: Intent,
    call: ToolCall,
    turn: ChatTurn,
    queryRef: string,
    sink: TurnSink,
    verified: VerifiedAnswer | null,
  ): Promise<void> {
    const subject = intent.subject;
    const counted = verified ? null : countedGroups(intent);
    const query = verified?.query ?? contractQuery(probingTies(counted ?? intent), MAX_CHAT_ROWS);
    sink.emit({
      type: 'thinking',
      step: 'plan',
      text: `Using contract ${subject.id}: ${describeQuery(query)}.`,
    });
    sink.emit({ type: 'thinking', step: 'query', text: `Running the query on ${subject.id}.` });
    const queried = await queryContract(this.deps, call, { contract_name: subject.id, query });
    const probed = counted ? groupCount(intent, queried) : queried;
    const grouped = verified
      ? probed
      : endRows(
          intent,
          pickedRows(intent.picked, { ...probed, rows: keptTies(counted ?? intent, probed.rows) }),
        );
    const none = verified ? null : await this.noData(intent, grouped.rows, call);
    if (none) {
      this.ask(none, subject, sink);
      return;
    }
    // "sorted ascending" after a top 10: the same rows, the other way round.
    const result = intent.shownReversed ? { ...grouped, rows: [...grouped.rows].reverse() } : grouped;
    emitResult(sink, {
      queryRef,
      objects: [{ type: 'contract', id: subject.id }],
      contract: subject.id,
      query: result.query as unknown as Record<string, unknown>,
      sql: null,
      contextKeys: appliedContextKeys(subject.requiredContext, turn.context),
      columns: result.columns,
      rows: result.rows,
      hasMore: result.has_next_page,
      message: result.message,
      cache: result.cache,
      chartFields: chartFields(pickedIntent(intent)),
    });
    const lead = verified
      ? `I answered this with the data team's verified query for "${verified.question}" (${subject.title}).`
      : interpretation(intent);
    say(sink, [
      lead,
      ...narrate(
        pickedIntent(intent),
        grouped.rows,
        result.has_next_page && intent.limit === null,
        subject.title,
      ),
      ...shownOrder(intent),
      ...pickedNote(intent),
    ]);
  }

  /**
   * "When does the weather data start?" (tables/edges.ts): the first or last date of a table's rows,
   * answered (or asked back) here when the rest of the question reads as the table alone.
   */
  private async answerEdge(
    userMessages: readonly string[],
    env: InterpretEnv,
    call: ToolCall,
    turn: ChatTurn,
    nextRef: () => string,
    sink: TurnSink,
  ): Promise<boolean> {
    const edge = userMessages.length === 1 ? edgeQuestion(userMessages[0] ?? '') : null;
    // Read over the tables and models alone: a contract has no time column to take the edges of.
    const relations = { ...env, subjects: env.subjects.filter((s) => s.kind !== 'contract') };
    const read = edge && relations.subjects.length > 0 ? await route([edge.rest], relations) : null;
    const outcome = edge && read ? edgeOutcome(edge, read) : null;
    return this.answerOrAsk(outcome, call, turn, nextRef, sink);
  }

  /**
   * "How many airports in Oregon have no departures?" (tables/absence.ts): rows of one table with (or
   * without) matching rows in a table a contract joins to it, answered as a [NOT] EXISTS.
   */
  private async answerAbsence(
    userMessages: readonly string[],
    env: InterpretEnv,
    call: ToolCall,
    turn: ChatTurn,
    nextRef: () => string,
    sink: TurnSink,
  ): Promise<boolean> {
    const question = userMessages.length === 1 ? (userMessages[0] ?? '') : '';
    const outcome = question
      ? ((await absenceOutcome(question, env, turn.context ?? {})) ?? (await unmatchedOutcome(question, env)))
      : null;
    return this.answerOrAsk(outcome, call, turn, nextRef, sink);
  }

  /** A side reading's outcome (edges, absences) answered or asked; false when it did not read the question. */
  private async answerOrAsk(
    outcome: Outcome | null,
    call: ToolCall,
    turn: ChatTurn,
    nextRef: () => string,
    sink: TurnSink,
  ): Promise<boolean> {
    if (!outcome) return false;
    if (outcome.kind === 'ask') this.ask(outcome, null, sink);
    else await this.answer(outcome.intent, call, turn, nextRef(), sink);
    return true;
  }

  /** A follow-up that points at the earlier answer's one row ("its") or its one period ("that year"). */
  private async followingUp(
    userMessages: readonly string[],
    env: InterpretEnv,
    read: Outcome,
    call: ToolCall,
  ): Promise<Outcome> {
    const row = await this.followingRow(userMessages, env, read, call);
    return this.followingPeriod(userMessages, env, row, call);
  }

  /**
   * "what's its average delay?" after a one-row answer (referent.ts): the earlier question is read and
   * run again (its top row, through the same tools) and the follow-up answered for that row's values.
   */
  private async followingRow(
    userMessages: readonly string[],
    env: InterpretEnv,
    outcome: Outcome,
    call: ToolCall,
  ): Promise<Outcome> {
    const question = userMessages.at(-1) ?? '';
    const side = pointsThere(question);
    const rank = pointedRank(question);
    if (outcome.kind !== 'answer' || userMessages.length < 2 || !(pointsAtIt(question) || side || rank))
      return outcome;
    const earlier = userMessages.slice(0, -1);
    const before = await readEarlier(earlier, env);
    const previous = before.kind === 'answer' ? before.intent : null;
    const referent = previous ? referentOf(previous) : null;
    if (!previous || referent === null) return outcome;
    // "the second one" after a top 3: that row; "its" after several rows names none.
    const k = rankMeant(rank, referent, previous);
    if (k === null || !nameable(previous) || previous.subject !== outcome.intent.subject) return whichRow();
    // "from there" after a one-row place: that place, on the side "there" names.
    const there = side ? thereField(previous, side) : undefined;
    if (there === null) return whichRow();
    const row = (await this.rowsOf(previous, k, call))[k - 1];
    const intent = row ? forRow(outcome.intent, previous, row, there) : null;
    return intent ? { kind: 'answer', intent } : whichRow();
  }

  /**
   * "how many snow days that year?" after "which year was the wettest?" (pinned.ts): when the follow-up,
   * read without its period pointer, changes the rows (a place, a condition), the earlier question is
   * run again for its top period and the follow-up answered within it. A tie for the top is asked back.
   */
  private async followingPeriod(
    userMessages: readonly string[],
    env: InterpretEnv,
    outcome: Outcome,
    call: ToolCall,
  ): Promise<Outcome> {
    const stripped = userMessages.length >= 2 ? withoutPeriodPointer(userMessages.at(-1) ?? '') : null;
    if (outcome.kind !== 'answer' || !stripped) return outcome;
    const earlier = userMessages.slice(0, -1);
    const before = await readEarlier(earlier, env);
    const previous = before.kind === 'answer' ? before.intent : null;
    const group = previous ? rankedPeriod(previous) : null;
    if (!previous || !group) return outcome;
    const read = settled(await route([...earlier, stripped], env), stripped);
    if (read.kind !== 'answer' || read.intent.subject.id !== previous.subject.id) return outcome;
    // Unchanged rows keep the ranking and add the figure beside it, unless the follow-up's own
    // extreme ("the lowest close that year") replaced the ranking, and with it the period.
    if (!rowsChanged(read.intent, previous) && ranksBy(outcome.intent, group)) return outcome;
    const [top, next] = await this.rowsOf(previous, 2, call);
    const by = previous.sort?.field ?? '';
    const tied = top && next && by in top && top[by] === next[by];
    const row = top && !tied ? periodOfRow(group, top[group.dimension.name]) : null;
    const range = row ? widenedTo(row, pointerUnit(userMessages.at(-1) ?? '')) : null;
    return range ? { kind: 'answer', intent: withinPeriod(read.intent, previous, range) } : whichRow();
  }

  /**
   * An answer with no figure for a named value in the asked period (nodata.ts): the years that value
   * has data in, read with the same query per year (so scope and RLS apply), and a question instead.
   */
  private async noData(
    intent: Intent,
    rows: readonly Record<string, unknown>[],
    call: ToolCall,
  ): Promise<Extract<Outcome, { kind: 'ask' }> | null> {
    const perYear = emptyAnswer(intent, rows) ? yearsIntent(intent) : null;
    if (!perYear) return null;
    return noDataQuestion(intent, heldPeriods(perYear, await this.rowsOf(perYear, MAX_CHAT_ROWS, call)));
  }

  /**
   * The rows of a helper question a turn asks on its way (the earlier answer's row, the periods a value
   * has data in), through the same tools as any answer, so scope and RLS apply.
   */
  private async rowsOf(
    intent: Intent,
    limit: number,
    call: ToolCall,
  ): Promise<readonly Record<string, unknown>[]> {
    if (intent.subject.kind === 'contract') {
      const query = contractQuery(intent, limit);
      return (await queryContract(this.deps, call, { contract_name: intent.subject.id, query })).rows;
    }
    const sql = this.deps.renderer.renderInline(relationSelect(intent, limit));
    return (await executeSql(this.deps, call, { sql })).rows;
  }

  /**
   * A first question that restates one of the data team's verified questions is answered with that
   * example's query as written (through query_contract, so scope and RLS apply as to any query).
   */
  private async answerVerified(
    userMessages: readonly string[],
    subjects: readonly Subject[],
    call: ToolCall,
    turn: ChatTurn,
    queryRef: string,
    sink: TurnSink,
  ): Promise<boolean> {
    const question = userMessages[0] ?? '';
    if (userMessages.length !== 1 || question.length > MAX_QUESTION_CHARS) return false;
    const contracts = subjects.flatMap((s) => (s.contract ? [s.contract] : []));
    const match = matchExample(contracts, question);
    const subject = match && subjects.find((s) => s.contract === match.contract);
    if (!match || !subject) return false;
    const query = { limit: MAX_CHAT_ROWS, ...match.example.query };
    sink.emit({
      type: 'thinking',
      step: 'plan',
      text: `Matched the verified question "${match.example.question}" of ${subject.id}.`,
    });
    const verified = { question: match.example.question, query };
    await this.answer(exampleIntent(subject, query), call, turn, queryRef, sink, verified);
    return true;
  }

  /**
   * The subjects this caller can read at all. A subject whose row-level security needs a context key
   * the caller did not send (a contract with RLS, or a table such a contract governs in SQL) fails
   * closed; when other subjects remain (a SQL fallback over tables no RLS governs) they answer, and the
   * blocked ones are left out. With none left, the first refusal is the answer: it names the missing key.
   */
  private async answerable(
    call: ToolCall,
    subjects: readonly Subject[],
    built: string[],
  ): Promise<{ usable: Subject[]; blocked: Blocked[] }> {
    const usable: Subject[] = [];
    const blocked: Blocked[] = [];
    let refusal: CharterError | null = null;
    for (const subject of subjects) {
      try {
        await this.values(call, subject, built);
        usable.push(subject);
      } catch (err) {
        if (!(err instanceof CharterError) || err.code !== 'missing_context') throw err;
        refusal ??= err;
        blocked.push({ subject, reasons: err.errors ?? [err.message] });
      }
    }
    if (usable.length === 0 && refusal) throw refusal;
    return { usable, blocked };
  }

  /** Contracts in contract modes; tables and models (described through the tools) in SQL modes. */
  private async subjects(call: ToolCall): Promise<Subject[]> {
    const consumer = call.consumer;
    const out: Subject[] = [];
    if (allowsContracts(consumer.queryMode)) {
      out.push(...this.deps.catalog.contractsFor(consumer).map(contractSubject));
    }
    if (allowsSql(consumer.queryMode)) {
      let relations = this.relations.get(consumer.slug);
      if (!relations) {
        relations = this.describeRelations(call);
        this.relations.set(consumer.slug, relations);
        relations.catch(() => this.relations.delete(consumer.slug));
      }
      out.push(...(await relations));
    }
    return out;
  }

  private async describeRelations(call: ToolCall): Promise<Subject[]> {
    const visible = this.deps.catalog
      .visibleObjects(call.consumer)
      .filter((o): o is typeof o & { type: 'table' | 'model' } => o.type === 'table' || o.type === 'model');
    const out: Subject[] = [];
    const readable = new Set(visible.filter((o) => o.type === 'table').map((o) => o.id));
    for (const o of visible) {
      const described = await describeObject(this.deps, call, { object_id: o.id, object_type: o.type });
      const columns =
        (described.object_info.columns as {
          name: string;
          type: string;
          description: string;
          synonyms?: string[];
        }[]) ?? [];
      const subject = relationSubject(
        o.type,
        o.id,
        columns.map((c) => ({
          name: c.name,
          type: logicalType(c.type),
          engineType: c.type,
          description: c.description,
          synonyms: c.synonyms ?? [],
        })),
        o.title,
        o.description,
      );
      const joined = withContractJoins(subject, this.deps.catalog.contracts.values(), readable);
      const reads = o.type === 'model' ? this.deps.catalog.models.get(o.id)?.reads : undefined;
      out.push(withGoverningContext(joined, this.deps.catalog.contractsFor(call.consumer), reads));
    }
    return out;
  }

  /** search_objects ranks the subjects; its order only breaks ties between equally good readings. */
  private async search(call: ToolCall, question: string, sink: TurnSink): Promise<Map<string, number>> {
    // A message too long to be read as a question is not searched either (interpret says so).
    if (question.length > MAX_QUESTION_CHARS) return new Map();
    const keywords = [
      ...new Set(
        tokenize(question)
          .filter((t) => t.lower.length > 2 && !STOPWORDS.has(t.lower) && !/^\d+$/.test(t.lower))
          .map((t) => t.lower),
      ),
    ].slice(0, 4);
    if (keywords.length < 2) return new Map();
    const { results } = await searchObjects(this.deps, call, { query: question, keywords });
    const ranked = results.filter((r) => r.type !== 'collection');
    if (ranked.length > 0) {
      sink.emit({
        type: 'thinking',
        step: 'search',
        text: `Searched the catalog: ${ranked
          .slice(0, 3)
          .map((r) => `${r.id} (${r.type})`)
          .join(', ')}.`,
      });
    }
    return new Map(ranked.map((r, i) => [`${r.type}:${r.id}`, i]));
  }

  /** The subject's value index, built through the governed tools with the caller's context. */
  private async values(call: ToolCall, subject: Subject, built: string[]): Promise<ValueIndex | null> {
    const key = `${call.consumer.slug}|${subject.kind}:${subject.id}|${stableJson(call.context ?? {})}`;
    let ours = false;
    const build = async () => {
      ours = true;
      built.push(subject.id);
      return subject.kind === 'contract'
        ? this.contractValues(call, subject)
        : this.relationValues(call, subject);
    };
    try {
      return await this.cache.get(key, build);
    } catch (err) {
      // A build started by another turn runs under that turn's signal and fails when that turn is
      // stopped (its client left, its deadline passed); the cache forgets it, and this turn builds its own.
      if (ours || call.signal?.aborted) throw err;
      return this.cache.get(key, build);
    }
  }

  private async contractValues(call: ToolCall, subject: Subject): Promise<ValueIndex> {
    const strings = subject.dimensions.filter((d) => d.type === 'string');
    const lists = await Promise.all(
      strings.map(async (d) => {
        const values = await dimensionValues(this.deps, call, subject.id, d.name);
        return values === null ? null : ([d.name, values] as const);
      }),
    );
    const index = buildValueIndex(
      new Map(lists.filter((l) => l !== null)),
      await this.contractYears(call, subject),
      await this.contractLatest(call, subject),
      new Map(strings.map((d) => [d.name, d.valueSynonyms ?? {}])),
    );
    const pairs = (a: string, b: string) =>
      queryContract(this.deps, call, {
        contract_name: subject.id,
        query: { dimensions: [a, b], limit: MAX_INDEXED_VALUES * 20 },
      }).then((r) => r.rows.map((row) => [row[a], row[b]] as const));
    return {
      ...index,
      places: await this.sharedCityNames(call, subject),
      airportCodes: await airportCodes(subject, pairs),
    };
  }

  /**
   * Cities named in several states ("Portland", OR and ME), for each city dimension with a state
   * dimension beside it (`origin_city`, `origin_state`), read through the governed tool with the
   * caller's context: under row-level security only the caller's own rows count.
   */
  private async sharedCityNames(
    call: ToolCall,
    subject: Subject,
  ): Promise<ReadonlyMap<string, ReadonlyMap<string, readonly string[]>>> {
    const names = new Set(subject.dimensions.filter((d) => d.type === 'string').map((d) => d.name));
    const pairs = [...names]
      .filter((n) => /(^|_)city$/.test(n) && names.has(n.replace(/city$/, 'state')))
      .map((city) => [city, city.replace(/city$/, 'state')] as const);
    const found = await Promise.all(
      pairs.map(async ([city, state]) => {
        const r = await queryContract(this.deps, call, {
          contract_name: subject.id,
          query: { dimensions: [city, state], limit: MAX_INDEXED_VALUES * 20 },
        });
        return [city, statesByName(r.rows, city, state)] as const;
      }),
    );
    return new Map(found);
  }

  /** The calendar years the contract's time dimension (or its year dimension, as gapminder's) holds for this caller. */
  private async contractYears(call: ToolCall, subject: Subject): Promise<number[] | null> {
    const run = (query: Record<string, unknown>) =>
      queryContract(this.deps, call, { contract_name: subject.id, query });
    const td = timeDimension(subject);
    if (td?.grains.includes('year')) {
      const r = await run({ dimensions: [{ name: td.name, time_grain: 'year' }], limit: 500 });
      return r.rows.map((row) => Number(String(row[td.name]).slice(0, 4))).filter((y) => Number.isFinite(y));
    }
    const yd = td ? undefined : yearDimension(subject);
    if (!yd) return null;
    const r = await run({ dimensions: [yd.name], sorts: [{ field: yd.name, direction: 'asc' }], limit: 500 });
    return r.rows.map((row) => Number(row[yd.name])).filter((y) => Number.isInteger(y));
  }

  /** The latest period of the contract's time dimension the caller may see, at its finest grain. */
  private async contractLatest(call: ToolCall, subject: Subject): Promise<string | null> {
    const td = timeDimension(subject);
    const grain = td && finestGrain(td.grains);
    if (!td || !grain) return null;
    const r = await queryContract(this.deps, call, {
      contract_name: subject.id,
      query: {
        dimensions: [{ name: td.name, time_grain: grain }],
        sorts: [{ field: td.name, direction: 'desc' }],
        limit: 1,
      },
    });
    return isoDay(r.rows[0]?.[td.name]);
  }

  /**
   * The subject's value index plus the values of its wide text columns (too many values to index)
   * that the question's capitalised phrases name exactly, looked up through the governed SQL tool
   * under the caller's scope and row-level security (lookup.ts). Per turn, never cached.
   */
  private async valuesWithLookups(
    call: ToolCall,
    subject: Subject,
    built: string[],
    userMessages: readonly string[],
  ): Promise<ValueIndex | null> {
    const index = await this.values(call, subject, built);
    const source = index && INDEX_SOURCES.get(index);
    const written = [...capitalisedPhrases(userMessages), ...capitalisedCodes(userMessages)];
    const phrases = index ? unknownPhrases(index, written) : [];
    if (!source || source.wide.length === 0 || phrases.length === 0) return index;
    const found = await Promise.all(
      source.wide.map(async (name) => {
        const sql = this.deps.renderer.renderInline(exactValuesSelect(subject, name, phrases));
        const r = await executeSql(this.deps, call, { sql });
        return [name, r.rows.map((row) => row.v).filter((v): v is string => typeof v === 'string')] as const;
      }),
    );
    const hits = found.filter(([, values]) => values.length > 0);
    if (hits.length === 0) return index;
    const widened = buildValueIndex(new Map([...source.lists, ...hits]), source.years, source.latest);
    return { ...widened, places: index.places, airportCodes: index.airportCodes };
  }

  private async relationValues(call: ToolCall, subject: Subject): Promise<ValueIndex> {
    const run = (select: Select) =>
      executeSql(this.deps, call, { sql: this.deps.renderer.renderInline(select) });
    const wide: string[] = [];
    const lists = await Promise.all(
      subject.dimensions
        .filter((d) => d.type === 'string')
        .map(async (d) => {
          const r = await run(distinctValuesSelect(subject, d.name, MAX_INDEXED_VALUES + 1));
          if (r.row_count > MAX_INDEXED_VALUES) {
            wide.push(d.name);
            return null;
          }
          return [
            d.name,
            r.rows.map((row) => row.v).filter((v): v is string => typeof v === 'string'),
          ] as const;
        }),
    );
    const td = timeDimension(subject);
    const yd = td ? undefined : yearDimension(subject);
    let years: number[] | null = null;
    if (td) {
      const r = await run(yearsSelect(subject, td.name));
      years = r.rows.map((row) => Number(String(row.v).slice(0, 4))).filter((y) => Number.isFinite(y));
    } else if (yd) {
      const r = await run(distinctValuesSelect(subject, yd.name, 500));
      years = r.rows.map((row) => Number(row.v)).filter((y) => Number.isInteger(y));
    }
    const latest = td ? isoDay((await run(latestSelect(subject, td.name))).rows[0]?.v) : null;
    const indexed = new Map(lists.filter((l) => l !== null));
    const built = buildValueIndex(indexed, years, latest);
    const pairs = (a: string, b: string) =>
      run(valuePairsSelect(subject, a, b, MAX_INDEXED_VALUES * 20)).then((r) =>
        r.rows.map((row) => [row.a, row.b] as const),
      );
    const index = {
      ...built,
      places: await this.relationPlaces(run, subject),
      airportCodes: await airportCodes(subject, pairs),
    };
    INDEX_SOURCES.set(index, { lists: indexed, years, latest, wide });
    return index;
  }

  /**
   * Over a table, the cities held in several states ("Rochester", NY and MN), for each city column with
   * a state column beside it, as over a contract (sharedCityNames): read through the governed SQL tool,
   * so scope and row-level security decide which rows count.
   */
  private async relationPlaces(
    run: (select: Select) => Promise<{ rows: readonly Record<string, unknown>[] }>,
    subject: Subject,
  ): Promise<ReadonlyMap<string, ReadonlyMap<string, readonly string[]>>> {
    const names = new Set(subject.dimensions.filter((d) => d.type === 'string').map((d) => d.name));
    // Only a side's city (`origin_city`): the places rows travel between. A list of places itself
    // (the airports' `city`) names every small airfield's town, so nearly any name is in several states.
    const pairs = [...names]
      .filter((n) => /_city$/.test(n) && names.has(n.replace(/city$/, 'state')))
      .map((city) => [city, city.replace(/city$/, 'state')] as const);
    const found = await Promise.all(
      pairs.map(async ([city, state]) => {
        const r = await run(valuePairsSelect(subject, city, state, MAX_INDEXED_VALUES * 20));
        return [city, statesByName(r.rows, 'a', 'b')] as const;
      }),
    );
    return new Map(found);
  }
}

/** City → its states, for the cities that more than one state holds. */
function statesByName(
  rows: readonly Record<string, unknown>[],
  city: string,
  state: string,
): ReadonlyMap<string, readonly string[]> {
  const states = new Map<string, Set<string>>();
  for (const row of rows) {
    const c = row[city];
    const st = row[state];
    if (typeof c === 'string' && typeof st === 'string') states.set(c, (states.get(c) ?? new Set()).add(st));
  }
  return new Map([...states].filter(([, set]) => set.size > 1).map(([c, set]) => [c, [...set].sort()]));
}

/**
 * Each airport name's code on its side (`origin_airport_name` → `origin`), for every side with both, read
 * as pairs through the governed tools (`pairs`), so only the caller's own rows count. A name with two
 * codes is left out: it names no one airport.
 */
async function airportCodes(
  subject: Subject,
  pairs: (a: string, b: string) => Promise<readonly (readonly [unknown, unknown])[]>,
): Promise<ReadonlyMap<string, ReadonlyMap<string, string>>> {
  const names = new Set(subject.dimensions.filter((d) => d.type === 'string').map((d) => d.name));
  const sides = [...names]
    .map((n) => [n, /^(.+)_airport_name$/.exec(n)?.[1]] as const)
    .filter((p): p is readonly [string, string] => p[1] !== undefined && names.has(p[1]));
  const found = await Promise.all(
    sides.map(async ([name, code]) => {
      const codes = new Map<string, string | null>();
      for (const [n, c] of await pairs(name, code)) {
        if (typeof n !== 'string' || typeof c !== 'string') continue;
        codes.set(n, codes.has(n) && codes.get(n) !== c ? null : c);
      }
      const one = [...codes].filter((e): e is [string, string] => e[1] !== null);
      return [name, new Map(one)] as const;
    }),
  );
  return new Map(found);
}

/** What a table's value index was built from, and its text columns too wide to index (lookup.ts). */
interface IndexSource {
  readonly lists: ReadonlyMap<string, readonly string[]>;
  readonly years: number[] | null;
  readonly latest: string | null;
  readonly wide: readonly string[];
}
const INDEX_SOURCES = new WeakMap<ValueIndex, IndexSource>();

/** A subject left out because its row-level security needs a context value the caller did not send. */
interface Blocked {
  readonly subject: Subject;
  readonly reasons: readonly string[];
}

/** A question asked while some data sets were left out for a missing context value: says which, and why. */
function withBlocked(
  outcome: Extract<Outcome, { kind: 'ask' }>,
  blocked: readonly Blocked[],
): typeof outcome {
  if (blocked.length === 0) return outcome;
  const names = blocked.map((b) => b.subject.title).join(', ');
  const reasons = [...new Set(blocked.flatMap((b) => b.reasons))].join('; ');
  return {
    ...outcome,
    message: `${outcome.message} ${names} could not be read: a context value required by row-level security is missing (${reasons}).`,
  };
}

/** A time value's calendar day (YYYY-MM-DD), or null. */
function isoDay(v: unknown): string | null {
  const m = /^(\d{4}-\d{2}-\d{2})/.exec(typeof v === 'string' ? v : v instanceof Date ? v.toISOString() : '');
  return m ? (m[1] as string) : null;
}

/** Narrative sentences as assistant events, spaced so the concatenated delta.content reads as prose. */
/** The context of a reply that runs no query: the data set it is about, if any. */
function emitContextOf(sink: TurnSink, subject: Subject | null): void {
  sink.emit({
    type: 'context_state',
    query_ref: null,
    objects: subject ? [{ type: subject.kind, id: subject.id }] : [],
    contract: subject?.kind === 'contract' ? subject.id : null,
    query: null,
    sql: null,
    context_keys: [],
  });
}

function say(sink: TurnSink, sentences: readonly string[]): void {
  let prev = '';
  for (const s of sentences) {
    const text = prev !== '' && !/\s$/.test(prev) ? ` ${s}` : s;
    sink.emit({ type: 'assistant', text });
    prev = text;
  }
}

function describeQuery(query: Record<string, unknown>): string {
  const parts: string[] = [];
  const measures = query.measures as string[] | undefined;
  const dims = query.dimensions as { name: string; time_grain?: string }[] | undefined;
  const filters = query.filters as { field: string; operator: string; value: unknown }[] | undefined;
  const sorts = query.sorts as { field: string; direction: string }[] | undefined;
  if (measures?.length) parts.push(`measures ${measures.join(', ')}`);
  if (dims?.length)
    parts.push(`by ${dims.map((d) => (d.time_grain ? `${d.name} (${d.time_grain})` : d.name)).join(', ')}`);
  if (filters?.length)
    parts.push(
      `filters ${filters.map((f) => `${f.field} ${f.operator} ${JSON.stringify(f.value)}`).join(', ')}`,
    );
  if (sorts?.length) parts.push(`sorted by ${sorts.map((s) => `${s.field} ${s.direction}`).join(', ')}`);
  parts.push(`limit ${query.limit}`);
  return parts.join('; ');
}

function stableJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(stableJson).join(',')}]`;
  if (v && typeof v === 'object') {
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableJson((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(v);
}

/** The warehouse's type names (as describe_object reports them) as logical types. */
export function logicalType(engineType: string): LogicalType {
  const t = engineType.toUpperCase();
  if (/^(VARCHAR|TEXT|STRING|CHAR|BPCHAR|UUID)/.test(t)) return 'string';
  if (/^(TINYINT|SMALLINT|INTEGER|INT|BIGINT|HUGEINT|UTINYINT|USMALLINT|UINTEGER|UBIGINT|UHUGEINT)/.test(t))
    return 'integer';
  if (/^(DOUBLE|FLOAT|REAL)/.test(t)) return 'number';
  if (/^(DECIMAL|NUMERIC)/.test(t)) return 'decimal';
  if (/^TIMESTAMP/.test(t)) return 'timestamp';
  if (t === 'DATE') return 'date';
  if (t === 'BOOLEAN') return 'boolean';
  return 'unknown';
}

/** The tools' view of a turn: who asks, under which context, until when. */
function toolCallOf(turn: ChatTurn): ToolCall {
  return {
    consumer: turn.consumer,
    context: turn.context,
    signal: turn.signal,
    cache: turn.cache,
    observe: turn.observe,
  };
}

/** Progress the reading made that the user can see: the values it indexed, a refined follow-up. */
function reportReading(
  interpretation: Awaited<ReturnType<typeof route>>,
  built: readonly string[],
  sink: TurnSink,
): void {
  if (built.length > 0) {
    sink.emit({ type: 'thinking', step: 'values', text: `Indexed filter values of ${built.join(', ')}.` });
  }
  if (interpretation.refined) {
    sink.emit({
      type: 'thinking',
      step: 'plan',
      text: 'Refining the previous question with the new message.',
    });
  }
}

/**
 * A distinct count over a contract ("how many destination states"), which no contract measure is: the
 * breakdown by that dimension is queried (through query_contract, so scope and RLS apply) and its
 * groups are counted. Null for any other intent.
 */
function countedGroups(intent: Intent): Intent | null {
  const m = intent.measures[0];
  if (intent.measures.length !== 1 || m?.aggregation !== 'count_distinct' || m.column === null) return null;
  const dimension = intent.subject.dimensions.find((d) => d.name === m.column);
  // A threshold on the groups ("countries with a life expectancy above 75") needs its measure queried.
  const held = new Set(intent.filters.filter((f) => f.kind === 'measure').map((f) => f.field));
  const measures = intent.subject.measures.filter((x) => held.has(x.name));
  const grain = m.countedGrain ?? null;
  return dimension ? { ...intent, measures, groupBy: [{ dimension, grain }], sort: null } : null;
}

/**
 * The breakdown's groups counted, as the one row the question asked for: the query's exact
 * `total_items` (every group, not only the page the chat reads).
 */
function groupCount(intent: Intent, result: QueryContractResult): QueryContractResult {
  const m = intent.measures[0];
  if (!m) return result;
  const rows = [{ [m.name]: result.total_items }];
  return {
    ...result,
    columns: [{ name: m.name, type: 'integer' }],
    rows,
    row_count: 1,
    has_next_page: false,
  };
}

/** The ranking's rows shown the other way round say so, since the narrative reads them in rank order. */
function shownOrder(intent: Intent): string[] {
  if (!intent.shownReversed) return [];
  return [
    intent.sort?.direction === 'asc' ? 'Shown from highest to lowest.' : 'Shown from lowest to highest.',
  ];
}

/** The turn's question: its last user message, as read. */
function turnQuestion(turn: ChatTurn): string {
  const last = turn.messages.filter((m) => m.role === 'user').at(-1);
  return last ? spelledForReading(last.content) : '';
}

/**
 * The earlier question read again as it was answered: "when did AAPL hit its highest close?" is the
 * month ranked by the highest close (when.ts), as the answer gave it.
 */
async function readEarlier(earlier: readonly string[], env: InterpretEnv): Promise<Outcome> {
  return settled(await whenRanked(earlier, env, await route(earlier, env)), earlier.at(-1) ?? '');
}

/** `load` called at most once per subject; later calls share its promise. */
function oncePerSubject<T>(load: (s: Subject) => Promise<T>): (s: Subject) => Promise<T> {
  const loaded = new Map<string, Promise<T>>();
  return (s) => {
    const key = `${s.kind}:${s.id}`;
    const known = loaded.get(key);
    if (known) return known;
    const fresh = load(s);
    loaded.set(key, fresh);
    return fresh;
  };
}
