import { z } from 'zod';

/**
 * The `delta.svc_event` payloads of the chat stream, defined once. The zod
 * schemas are the source of truth: the agent's emitters are typed from them,
 * tests validate every event against them, and docs/chat.md publishes the JSON
 * Schemas generated from them (`svcEventJsonSchemas`). Fields are only ever
 * added, never renamed or re-typed, so client parsers keep working.
 */

/** Any JSON value (cells, Vega-Lite, the echoed query): typed loosely so readonly results pass through as-is. */
const jsonValue = z.unknown();

export const thinkingEvent = z
  .object({
    type: z.literal('thinking'),
    step: z
      .enum(['plan', 'search', 'values', 'query', 'sql', 'tool'])
      .describe('Machine-readable stage of the turn.'),
    text: z.string().describe('Human-readable progress or reasoning for that stage.'),
  })
  .strict();

export const assistantEvent = z
  .object({
    type: z.literal('assistant'),
    text: z.string().describe('A chunk of the narrative; the same text is sent as delta.content.'),
  })
  .strict();

export const dataColumn = z
  .object({
    name: z.string(),
    type: z
      .string()
      .describe('Logical type: string, integer, number, decimal, boolean, timestamp, date, time, ...'),
  })
  .strict();

export const dataEvent = z
  .object({
    type: z.literal('data'),
    query_ref: z
      .string()
      .describe('Id of the query within this completion; context_state carries the same id.'),
    columns: z.array(dataColumn),
    rows: z
      .array(z.record(z.string(), jsonValue))
      .describe('Rows keyed by column name; time values are ISO 8601 strings without zone.'),
    row_count: z.number().int().min(0).describe('Rows in this event.'),
    has_more: z.boolean().describe('More rows exist than were returned (the result was paged or truncated).'),
    message: z
      .string()
      .nullable()
      .describe(
        'Why the rows were cut (the response size limit or the row cap) and what to do; null if not.',
      ),
    cache_status: z
      .string()
      .describe(
        'How the result cache handled the query, as an RFC 9211 Cache-Status value (docs/caching.md).',
      ),
    served_by: z
      .object({
        source: z.enum(['warehouse', 'cache', 'rollup']),
        rollup: z.string().nullable().describe('The rollup that answered, when source is rollup.'),
      })
      .strict()
      .describe('Which source produced the rows.'),
  })
  .strict();

export const chartSuggestionEvent = z
  .object({
    type: z.literal('chart_suggestion'),
    query_ref: z.string().describe('The data event this chart draws.'),
    title: z.string(),
    spec: z
      .record(z.string(), jsonValue)
      .describe(
        'A Vega-Lite v5 spec over the data event\'s fields; its data is { "name": <query_ref> }: bind the rows of that data event.',
      ),
  })
  .strict();

export const contextObject = z
  .object({
    type: z.enum(['contract', 'table', 'model', 'collection']),
    id: z.string(),
  })
  .strict();

export const contextStateEvent = z
  .object({
    type: z.literal('context_state'),
    query_ref: z.string().nullable().describe('The data event of this query, or null when nothing ran.'),
    objects: z.array(contextObject).describe('Governed objects the agent resolved for this turn.'),
    contract: z.string().nullable(),
    query: z
      .record(z.string(), jsonValue)
      .nullable()
      .describe('The executed contract query (names resolved, limit applied), or null.'),
    sql: z
      .string()
      .nullable()
      .describe(
        'The SQL statement the agent sent to execute_sql (SQL modes), or null; the SQL guard adds the row-level security filters of context_keys before it runs.',
      ),
    context_keys: z
      .array(z.string())
      .describe('Names of the request context keys that were applied (never their values).'),
  })
  .strict();

export const questionnaireEvent = z
  .object({
    type: z.literal('questionnaire'),
    questions: z
      .array(
        z
          .object({
            id: z.string(),
            text: z.string(),
            choices: z
              .array(z.string())
              .describe('Each choice is a complete message: send it back as the next user message.'),
          })
          .strict(),
      )
      .min(1),
  })
  .strict();

export const errorEvent = z
  .object({
    type: z.literal('error'),
    code: z.string().describe('A code from the error registry; branch on it, not on the message.'),
    message: z.string().describe('Also sent as delta.content.'),
  })
  .strict();

export const svcEvent = z.discriminatedUnion('type', [
  thinkingEvent,
  assistantEvent,
  dataEvent,
  chartSuggestionEvent,
  contextStateEvent,
  questionnaireEvent,
  errorEvent,
]);

export type ThinkingEvent = z.infer<typeof thinkingEvent>;
export type AssistantEvent = z.infer<typeof assistantEvent>;
export type DataEvent = z.infer<typeof dataEvent>;
export type ChartSuggestionEvent = z.infer<typeof chartSuggestionEvent>;
export type ContextStateEvent = z.infer<typeof contextStateEvent>;
export type QuestionnaireEvent = z.infer<typeof questionnaireEvent>;
export type ErrorEvent = z.infer<typeof errorEvent>;
export type SvcEvent = z.infer<typeof svcEvent>;
export type SvcEventType = SvcEvent['type'];
export type ThinkingStep = ThinkingEvent['step'];

/** JSON Schema (draft 2020-12) of every event type, keyed by type: what docs/chat.md publishes. */
export function svcEventJsonSchemas(): Record<SvcEventType, Record<string, unknown>> {
  const of = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'output' }) as Record<string, unknown>;
  return {
    thinking: of(thinkingEvent),
    assistant: of(assistantEvent),
    data: of(dataEvent),
    chart_suggestion: of(chartSuggestionEvent),
    context_state: of(contextStateEvent),
    questionnaire: of(questionnaireEvent),
    error: of(errorEvent),
  };
}
