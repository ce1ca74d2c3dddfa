import { useRef, useState } from 'preact/hooks';
import { type ChatMessage, type Manifest, type Row, type Session, type SvcEvent, streamChat } from './api';
import { Chart } from './chart';
import { ContextEditor, type ContextValues, contextBody } from './context';
import { ResultTable } from './table';

/** One thing shown in a turn, in stream order: narrative text, or an event. */
type Item = { kind: 'text'; text: string } | { kind: 'event'; event: SvcEvent };

interface Turn {
  readonly question: string;
  readonly items: Item[];
  done: boolean;
}

function narrativeOf(turn: Turn): string {
  return turn.items.map((i) => (i.kind === 'text' ? i.text : '')).join('');
}

function append(items: Item[], item: Item): Item[] {
  const last = items[items.length - 1];
  if (item.kind === 'text' && last?.kind === 'text')
    return [...items.slice(0, -1), { kind: 'text', text: last.text + item.text }];
  return [...items, item];
}

/** Consecutive thinking events fold into one collapsible block. */
function groupItems(items: readonly Item[]): (Item | { kind: 'thinking'; steps: SvcEvent[] })[] {
  const out: (Item | { kind: 'thinking'; steps: SvcEvent[] })[] = [];
  for (const item of items) {
    const last = out[out.length - 1];
    if (item.kind === 'event' && item.event.type === 'thinking') {
      if (last?.kind === 'thinking') last.steps.push(item.event);
      else out.push({ kind: 'thinking', steps: [item.event] });
    } else out.push(item);
  }
  return out;
}

function Thinking({ steps }: { steps: readonly SvcEvent[] }) {
  return (
    <details class="thinking" data-testid="thinking">
      <summary>
        Thinking · {steps.length} step{steps.length === 1 ? '' : 's'}
      </summary>
      <ol>
        {steps.map((s, i) => (
          <li key={i}>
            <span class="step">{String(s.step ?? '')}</span> {String(s.text ?? '')}
          </li>
        ))}
      </ol>
    </details>
  );
}

function ContextChips({ event }: { event: SvcEvent }) {
  const objects = (event.objects as { type: string; id: string }[] | undefined) ?? [];
  const keys = (event.context_keys as string[] | undefined) ?? [];
  return (
    <div class="chips" data-testid="context-state">
      {objects.map((o) => (
        <span class="chip" key={`${o.type}:${o.id}`}>
          {o.type}: {o.id}
        </span>
      ))}
      {keys.map((k) => (
        <span class="chip rls" key={k}>
          RLS: {k}
        </span>
      ))}
      {typeof event.sql === 'string' ? <code class="chip sql">{event.sql}</code> : null}
    </div>
  );
}

function DataBlock({ event }: { event: SvcEvent }) {
  const columns = (event.columns as { name: string; type?: string }[]) ?? [];
  const rows = (event.rows as Row[]) ?? [];
  const served = event.served_by as { source?: string; rollup?: string | null } | undefined;
  return (
    <div class="data-block">
      <ResultTable columns={columns} rows={rows} />
      <p class="meta">
        {String(event.row_count ?? rows.length)} rows{event.has_more ? ' (more exist)' : ''}
        {served?.source ? ` · served by ${served.source}${served.rollup ? ` (${served.rollup})` : ''}` : ''}
        {typeof event.message === 'string' ? ` · ${event.message}` : ''}
      </p>
    </div>
  );
}

function Questionnaire({ event, onChoose }: { event: SvcEvent; onChoose: (choice: string) => void }) {
  const questions = (event.questions as { id: string; text: string; choices: string[] }[]) ?? [];
  return (
    <div class="questionnaire" data-testid="questionnaire">
      {questions.map((q) => (
        <div key={q.id}>
          <p>{q.text}</p>
          <div class="choices">
            {q.choices.map((c) => (
              <button type="button" key={c} onClick={() => onChoose(c)}>
                {c}
              </button>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

function EventView({
  event,
  rowsOf,
  onChoose,
}: {
  event: SvcEvent;
  rowsOf: (ref: unknown) => Row[];
  onChoose: (c: string) => void;
}) {
  switch (event.type) {
    case 'context_state':
      return <ContextChips event={event} />;
    case 'data':
      return <DataBlock event={event} />;
    case 'chart_suggestion':
      return (
        <Chart
          spec={event.spec as Record<string, unknown>}
          rows={rowsOf(event.query_ref)}
          title={String(event.title ?? '')}
        />
      );
    case 'questionnaire':
      return <Questionnaire event={event} onChoose={onChoose} />;
    case 'error':
      return (
        <p class="error" role="alert" data-testid="chat-error">
          <code>{String(event.code)}</code> {String(event.message)}
        </p>
      );
    default:
      return null;
  }
}

function TurnView({ turn, onChoose }: { turn: Turn; onChoose: (c: string) => void }) {
  const rowsOf = (ref: unknown) => {
    for (const item of turn.items) {
      if (item.kind === 'event' && item.event.type === 'data' && item.event.query_ref === ref)
        return item.event.rows as Row[];
    }
    return [];
  };
  return (
    <article class="turn">
      <p class="question">{turn.question}</p>
      {groupItems(turn.items).map((item, i) => {
        const key = `${turn.question}-${i}`;
        if (item.kind === 'thinking') return <Thinking key={key} steps={item.steps} />;
        if (item.kind === 'text')
          return (
            <p key={key} class="narrative">
              {item.text}
            </p>
          );
        return <EventView key={key} event={item.event} rowsOf={rowsOf} onChoose={onChoose} />;
      })}
      {turn.done ? null : <p class="meta working">Working…</p>}
    </article>
  );
}

/** Ask: a conversation with the chat endpoint; follow-ups send the whole conversation again. */
/**
 * The conversation: its turns, and `ask`, which streams one more turn. Follow-ups send every earlier
 * question and narrative again (the chat endpoint keeps no state between requests).
 */
function useConversation(session: Session, context: ContextValues) {
  const [turns, setTurns] = useState<Turn[]>([]);
  const [busy, setBusy] = useState(false);
  const turnsRef = useRef<Turn[]>([]);
  const update = (next: Turn[]) => {
    turnsRef.current = next;
    setTurns(next);
  };
  const ask = async (text: string) => {
    if (!text.trim() || busy) return;
    const history: ChatMessage[] = turnsRef.current.flatMap((t) => [
      { role: 'user' as const, content: t.question },
      { role: 'assistant' as const, content: narrativeOf(t) },
    ]);
    const turn: Turn = { question: text.trim(), items: [], done: false };
    const index = turnsRef.current.length;
    update([...turnsRef.current, turn]);
    setBusy(true);
    const push = (item: Item) => {
      const current = turnsRef.current[index];
      if (!current) return;
      const next = [...turnsRef.current];
      next[index] = { ...current, items: append(current.items, item) };
      update(next);
    };
    try {
      await streamChat(
        session,
        [...history, { role: 'user', content: turn.question }],
        contextBody(context),
        {
          content: (t) => push({ kind: 'text', text: t }),
          event: (e) => push({ kind: 'event', event: e }),
        },
      );
    } catch (e) {
      const body = (e as { body?: { code: string; message: string } }).body;
      push({
        kind: 'event',
        event: { type: 'error', code: body?.code ?? 'network', message: body?.message ?? String(e) },
      });
    } finally {
      const next = [...turnsRef.current];
      const current = next[index];
      if (current) next[index] = { ...current, done: true };
      update(next);
      setBusy(false);
    }
  };
  const reset = () => update([]);
  return { turns, busy, ask, reset };
}

export function AskPanel({
  session,
  manifest,
  context,
  onContext,
}: {
  session: Session;
  manifest: Manifest;
  context: ContextValues;
  onContext: (values: ContextValues) => void;
}) {
  const { turns, busy, ask, reset } = useConversation(session, context);
  const [question, setQuestion] = useState('');
  const send = (text: string) => {
    setQuestion('');
    void ask(text);
  };
  return (
    <section class="panel ask" data-panel="ask">
      <ContextEditor manifest={manifest} values={context} onChange={onContext} />
      <div class="conversation" data-testid="conversation">
        {turns.length === 0 ? (
          <p class="hint">
            Ask a question about {manifest.objects.map((o) => o.id).join(', ') || 'your data'}; follow-ups
            continue the conversation.
          </p>
        ) : null}
        {turns.map((t, i) => (
          <TurnView key={i} turn={t} onChoose={send} />
        ))}
      </div>
      <form
        class="ask-form"
        onSubmit={(e) => {
          e.preventDefault();
          send(question);
        }}
      >
        <input
          name="question"
          value={question}
          onInput={(e) => setQuestion(e.currentTarget.value)}
          placeholder={turns.length > 0 ? 'A follow-up question' : 'Ask a question'}
          disabled={busy}
        />
        <button type="submit" disabled={busy}>
          Ask
        </button>
        {turns.length > 0 ? (
          <button type="button" class="secondary" disabled={busy} onClick={reset}>
            New conversation
          </button>
        ) : null}
      </form>
    </section>
  );
}
