import { useState } from 'preact/hooks';
import { type ChartField, suggestChart } from '../../src/agent/chart.js';
import type { Manifest, Row, Session } from './api';
import { AppView, callWithView, type ViewedCall } from './appview';
import { Chart } from './chart';
import { type ContextValues, contextBody } from './context';
import { connectMcp, outcomeOf } from './mcp';
import { ResultTable } from './table';

type Column = { name: string; type?: string };

/** Chart roles from the engine's column types: numbers are measures, dates and timestamps time, the rest categories. */
function sqlChartFields(columns: readonly Column[]): ChartField[] {
  return columns.map((c) => {
    const t = (c.type ?? '').toUpperCase();
    const role = /DATE|TIME/.test(t)
      ? 'time'
      : /INT|DOUBLE|FLOAT|DECIMAL|NUMERIC|REAL|BIGINT/.test(t)
        ? 'measure'
        : 'category';
    return { name: c.name, title: c.name, role };
  });
}

function Outcome({ viewed }: { viewed: ViewedCall }) {
  const outcome = outcomeOf(viewed.call.result);
  if (!outcome.ok) {
    const errors = outcome.body.errors as string[] | null | undefined;
    return (
      <div class="error refusal" role="alert" data-testid="sql-refusal">
        <p>
          Refused: <code data-testid="refusal-code">{String(outcome.body.code)}</code>{' '}
          {String(outcome.body.message)}
        </p>
        {errors && errors.length > 0 ? (
          <ul>
            {errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        ) : null}
      </div>
    );
  }
  // The server's MCP App view, rendered through the extension's host side, as an agent's host would.
  if (viewed.html) return <AppView html={viewed.html} call={viewed.call} />;
  const columns = (outcome.body.columns as Column[]) ?? [];
  const rows = (outcome.body.rows as Row[]) ?? [];
  const chart = suggestChart('sql', sqlChartFields(columns), rows);
  return (
    <div class="results" data-testid="sql-results">
      <p class="meta">
        {String(outcome.body.row_count)} rows · {String(outcome.body.execution_time_ms)} ms
      </p>
      <ResultTable columns={columns} rows={rows} />
      {chart ? <Chart spec={chart.spec} rows={rows} title={chart.title} /> : null}
    </div>
  );
}

/** SQL: read-only statements through the MCP endpoint's execute_sql tool, refusals shown with their codes. */
export function SqlPanel({
  session,
  manifest,
  context,
}: {
  session: Session;
  manifest: Manifest;
  context: ContextValues;
}) {
  const tables = manifest.objects.filter((o) => o.type === 'table' || o.type === 'model');
  const first = tables[0]?.id ?? 'flights';
  const [sql, setSql] = useState(`SELECT * FROM ${first} LIMIT 20`);
  const [outcome, setOutcome] = useState<ViewedCall | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const client = await connectMcp(session, contextBody(context));
      try {
        setOutcome(await callWithView(client, 'execute_sql', { sql }));
      } finally {
        await client.close();
      }
    } catch (e) {
      setOutcome(null);
      setFailure(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section class="panel sql" data-panel="sql">
      <p class="meta">
        In scope: {tables.map((t) => `${t.type} ${t.id}`).join(', ') || 'nothing'} · runs{' '}
        <code>execute_sql</code> over MCP
      </p>
      <textarea
        name="sql"
        rows={6}
        spellcheck={false}
        value={sql}
        onInput={(e) => setSql(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void run();
        }}
      />
      <div class="actions">
        <button type="button" data-testid="run-sql" disabled={busy} onClick={() => void run()}>
          {busy ? 'Running…' : 'Run SQL'}
        </button>
        <span class="meta">Ctrl+Enter runs it</span>
      </div>
      {failure ? (
        <p class="error" role="alert">
          {failure}
        </p>
      ) : null}
      {outcome ? <Outcome viewed={outcome} /> : null}
    </section>
  );
}
