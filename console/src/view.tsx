import { App } from '@modelcontextprotocol/ext-apps';
import { render } from 'preact';
import { type ChartField, suggestChart } from '../../src/agent/chart.js';
import type { Row } from './api';
import { Chart } from './chart';
import { ResultTable } from './table';
import './style.css';

/**
 * The MCP App view of query_contract and execute_sql (src/mcp/app-view.ts):
 * one self-contained HTML file a host renders in a sandboxed frame. It gets
 * the tool's result from the host over postMessage and draws the console's
 * table and chart; it fetches nothing.
 */

type Column = { name: string; type?: string };
interface Result {
  readonly columns?: Column[];
  readonly rows?: Row[];
  readonly row_count?: number;
  readonly execution_time_ms?: number;
  readonly has_next_page?: boolean;
  readonly contract_name?: string;
  readonly sql?: string;
  readonly query?: { measures?: string[] };
  readonly code?: string;
  readonly message?: string;
}

/** Chart roles: the query's measures (contracts) or numeric columns (SQL) are values; dates and times a time axis. */
function fieldsOf(result: Result, columns: readonly Column[]): ChartField[] {
  const measures = result.query?.measures;
  return columns.map((c) => {
    const t = (c.type ?? '').toUpperCase();
    const isMeasure = measures ? measures.includes(c.name) : /INT|DOUBLE|FLOAT|DECIMAL|NUMERIC|REAL/.test(t);
    const role = isMeasure ? 'measure' : /DATE|TIME/.test(t) ? 'time' : 'category';
    return { name: c.name, title: c.name, role };
  });
}

function View({ result, isError }: { result: Result; isError: boolean }) {
  if (isError) {
    return (
      <p class="error" role="alert">
        <code>{result.code}</code> {result.message}
      </p>
    );
  }
  const columns = result.columns ?? [];
  const rows = result.rows ?? [];
  const chart = suggestChart('result', fieldsOf(result, columns), rows);
  return (
    <div class="results" data-testid="app-view">
      <p class="meta">
        {result.contract_name ? `${result.contract_name} · ` : ''}
        {result.row_count ?? rows.length} rows{result.has_next_page ? ' (more exist)' : ''} ·{' '}
        {result.execution_time_ms} ms
      </p>
      <ResultTable columns={columns} rows={rows} />
      {chart ? <Chart spec={chart.spec} rows={rows} title={chart.title} /> : null}
    </div>
  );
}

const root = document.getElementById('view');
const app = new App({ name: 'charter-results', version: '1.0.0' });
app.ontoolresult = (params) => {
  const text = params.content?.find((c) => c.type === 'text');
  const result = (params.structuredContent ??
    (text && 'text' in text ? JSON.parse(text.text) : {})) as Result;
  if (root) render(<View result={result} isError={params.isError === true} />, root);
};
void app.connect();
