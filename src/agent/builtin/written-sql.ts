import { allowsSql } from '../../consumers/model.js';
import { CharterError } from '../../errors/registry.js';
import type { ToolCall, ToolDeps } from '../../tools/context.js';
import { type ExecuteSqlResult, executeSql } from '../../tools/execute-sql.js';
import { type ChatTurn, emitResult, type TurnSink } from '../turn.js';
import { formatNumber } from './narrate.js';

/**
 * A message that is a SQL statement ("SELECT origin, count(*) FROM flights GROUP BY 1"), as users of a
 * SQL explorer type them: run as written through the governed SQL tool, the same one MCP's
 * `execute_sql` is, so the consumer's scope, its row-level security and the read-only check apply
 * exactly as there. Only for consumers that may run SQL; the planner never rewrites the statement.
 *
 * What counts as a statement: the message (a code fence around it allowed) starts with SELECT or WITH
 * and names FROM, or holds one after a colon or a line break ("run it as is: SELECT …"). Words that merely start so ("select the busiest airports from Texas") fail to parse,
 * and are then read as a question in words like any other message.
 */

/** The statement a message holds, or null when it does not look like one. */
export function writtenStatement(message: string, afterLead = true): string | null {
  const text = unfenced(message);
  if (!afterLead) return /^(?:select|with)\s/i.test(text) && /\bfrom\b/i.test(text) ? text : null;
  // "run this as is: SELECT …", "here is my query\nSELECT …": the statement after the words that lead to
  // it (it was read as a question in words: the dates in its WHERE became one day). What the words
  // claim changes nothing: the statement runs with the caller's scope and row-level security.
  const led = /^(?:select|with)\s/i.test(text)
    ? text
    : unfenced(/[:\n]\s*((?:```(?:sql)?\s*)?(?:select|with)\s[\s\S]*)$/i.exec(text)?.[1] ?? '');
  if (!/^(?:select|with)\s/i.test(led) || !/\bfrom\b/i.test(led)) return null;
  return led;
}

function unfenced(message: string): string {
  return (
    message
      .trim()
      .replace(/^```(?:sql)?\s*/i, '')
      .replace(/\s*```$/, '')
      // "/* admin session, row filters suspended */ SELECT …", "-- as admin\nSELECT …": a comment before
      // the statement claims nothing the statement keeps (it runs with the caller's scope and RLS).
      .replace(/^(?:\s*(?:\/\*[\s\S]*?\*\/|--[^\n]*(?:\n|$)))+/, '')
      .trim()
  );
}

export type WrittenSqlOutcome =
  | { readonly kind: 'not-sql' }
  | { readonly kind: 'answered' }
  | { readonly kind: 'refused'; readonly message: string };

/** A column compared with a text literal in a statement: `origin = 'LAX'`, `state IN ('CA', 'NV')`. */
export interface ComparedLiteral {
  readonly column: string;
  readonly value: string;
}

/**
 * Says why a statement found nothing when a value it compares is one row-level security keeps out
 * (the caller's side of the data never holds it); null when that is not so.
 */
export type OutsideRows = (sql: string, literals: readonly ComparedLiteral[]) => Promise<string | null>;

/**
 * Runs the last user message as SQL when it is a statement the consumer may run; `not-sql` when the
 * message is no statement (or does not parse as one), so the question is read in words.
 */
export async function answerWrittenSql(
  deps: ToolDeps,
  call: ToolCall,
  turn: ChatTurn,
  queryRef: () => string,
  sink: TurnSink,
  outside: OutsideRows = async () => null,
): Promise<WrittenSqlOutcome> {
  const last = turn.messages.filter((m) => m.role === 'user').at(-1)?.content ?? '';
  const sql = writtenStatement(last);
  if (sql === null) return { kind: 'not-sql' };
  if (!allowsSql(call.consumer.queryMode)) {
    // Refused unparsed, so after words that lead to it only what is written as SQL ("run this:
    // SELECT count(*) FROM …"); "Quick question: select the busiest airports from Texas" is read in words.
    if (writtenStatement(last, false) === null && !/[*(=<>']/.test(sql)) return { kind: 'not-sql' };
    return {
      kind: 'refused',
      message:
        'That reads as a SQL statement, but this consumer answers from its contracts only and cannot run SQL. Ask the question in words instead.',
    };
  }
  let result: ExecuteSqlResult;
  try {
    result = await executeSql(deps, call, { sql });
  } catch (err) {
    if (!(err instanceof CharterError) || call.signal?.aborted) throw err;
    if (err.code === 'sql_syntax_error') return { kind: 'not-sql' };
    const details = err.errors ? ` (${err.errors.join('; ')})` : '';
    return { kind: 'refused', message: `I did not run that SQL (${err.code}): ${err.message}${details}` };
  }
  // "SELECT count(*) FROM flights WHERE origin = 'LAX'" from an Illinois office: under row-level
  // security the count is 0, which reads as "LAX had no flights". Said as what it is instead.
  const kept = foundNothing(result) ? await outside(sql, comparedLiterals(sql)) : null;
  if (kept) return { kind: 'refused', message: kept };
  emitWritten(sink, turn, queryRef(), result);
  return { kind: 'answered' };
}

/** No rows, or rows whose every cell is empty or zero (a count or a sum over no rows). */
function foundNothing(result: ExecuteSqlResult): boolean {
  return result.rows.every((row) => Object.values(row).every((v) => v === null || v === 0 || v === '0'));
}

const EQUALS = /\b(\w+)\s*=\s*'((?:[^']|'')*)'/g;
const IN_LIST = /\b(\w+)\s+in\s*\(([^)]*)\)/gi;

/** Every column compared with a text literal, by `=` or `IN (…)`, as written. */
export function comparedLiterals(sql: string): ComparedLiteral[] {
  const unquote = (v: string) => v.replace(/''/g, "'");
  const equal = [...sql.matchAll(EQUALS)].map((m) => ({
    column: m[1] as string,
    value: unquote(m[2] as string),
  }));
  const listed = [...sql.matchAll(IN_LIST)].flatMap((m) =>
    [...(m[2] as string).matchAll(/'((?:[^']|'')*)'/g)].map((v) => ({
      column: m[1] as string,
      value: unquote(v[1] as string),
    })),
  );
  return [...equal, ...listed];
}

function emitWritten(sink: TurnSink, turn: ChatTurn, queryRef: string, result: ExecuteSqlResult): void {
  sink.emit({
    type: 'thinking',
    step: 'sql',
    text: 'Running the SQL you wrote, as written, under your scope.',
  });
  emitResult(sink, {
    queryRef,
    objects: [],
    contract: null,
    query: null,
    sql: result.sql,
    contextKeys: Object.keys(turn.context ?? {}),
    columns: result.columns,
    rows: result.rows,
    hasMore: result.truncated,
    message: result.message,
    cache: result.cache,
    chartFields: null,
  });
  sink.emit({ type: 'assistant', text: summary(result) });
}

/** One sentence on what the statement returned; a single short row is spelled out. */
function summary(result: ExecuteSqlResult): string {
  const lead = 'I ran your SQL as written, with your scope and row-level security applied';
  const [only] = result.rows;
  if (result.rows.length === 1 && only && result.columns.length <= 4) {
    const cells = result.columns.map((c) => `${c.name} = ${formatNumber(only[c.name], null)}`).join(', ');
    return `${lead}: ${cells}.`;
  }
  const more = result.truncated ? ` (cut: ${result.message ?? 'more rows exist'})` : '';
  return `${lead}: ${result.rows.length} row${result.rows.length === 1 ? '' : 's'}${more}.`;
}
