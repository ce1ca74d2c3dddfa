import { useMemo, useState } from 'preact/hooks';
import { type ChartField, suggestChart } from '../../src/agent/chart.js';
import {
  ApiFailure,
  type ContractJson,
  type Manifest,
  type QueryAnswer,
  runQuery,
  type Session,
} from './api';
import { AppView, callWithView, type ViewedCall } from './appview';
import { Chart } from './chart';
import { ContextEditor, type ContextValues, contextBody } from './context';
import { connectMcp } from './mcp';
import { columnsOf, ResultTable } from './table';

interface Filter {
  field: string;
  operator: string;
  value: string;
}
interface Sort {
  field: string;
  direction: 'asc' | 'desc';
}
interface Builder {
  dimensions: Record<string, string | true>;
  measures: string[];
  filters: Filter[];
  sorts: Sort[];
  limit: number;
  offset: number;
}

function emptyBuilder(contract: ContractJson): Builder {
  return {
    dimensions: {},
    measures: contract.measures[0] ? [contract.measures[0].name] : [],
    filters: contract.field_rules.required_filters.map((f) => ({ field: f, operator: 'eq', value: '' })),
    sorts: [],
    limit: 50,
    offset: 0,
  };
}

/** A filter value as typed: a list for list operators, numbers where the text is one. */
function filterValue(filter: Filter): unknown {
  const one = (v: string) => (/^-?\d+(\.\d+)?$/.test(v.trim()) ? Number(v) : v.trim());
  if (['in', 'not_in', 'between'].includes(filter.operator)) return filter.value.split(',').map(one);
  if (['is_null', 'is_not_null'].includes(filter.operator)) return undefined;
  return one(filter.value);
}

export function queryOf(b: Builder): Record<string, unknown> {
  return {
    dimensions: Object.entries(b.dimensions).map(([name, grain]) =>
      grain === true ? { name } : { name, time_grain: grain },
    ),
    measures: b.measures,
    ...(b.filters.length > 0
      ? {
          filters: b.filters.map((f) => ({
            field: f.field,
            operator: f.operator,
            ...(filterValue(f) === undefined ? {} : { value: filterValue(f) }),
          })),
        }
      : {}),
    ...(b.sorts.length > 0 ? { sorts: b.sorts } : {}),
    limit: b.limit,
    offset: b.offset,
  };
}

function shellQuote(text: string): string {
  return `'${text.replaceAll("'", "'\\''")}'`;
}

export function curlFor(url: string, body: Record<string, unknown>): string {
  return [
    `curl -s ${url} \\`,
    `  -H "Authorization: Bearer $CHARTER_API_KEY" -H 'Content-Type: application/json' \\`,
    `  -d ${shellQuote(JSON.stringify(body))}`,
  ].join('\n');
}

function ContractCard({ contract }: { contract: ContractJson }) {
  return (
    <div class="contract-card" data-testid="contract-card">
      <h3>
        {contract.title} <code>{contract.name}</code>
      </h3>
      <p>{contract.description}</p>
      {contract.required_context.length > 0 ? (
        <p class="meta">Requires context: {contract.required_context.join(', ')}</p>
      ) : null}
      <table class="fields">
        <thead>
          <tr>
            <th>field</th>
            <th>kind</th>
            <th>description</th>
            <th>synonyms</th>
          </tr>
        </thead>
        <tbody>
          {contract.dimensions.map((d) => (
            <tr key={d.name}>
              <td>
                <code>{d.name}</code>
              </td>
              <td>
                dimension · {d.type}
                {d.time_grains.length > 0 ? ` (${d.time_grains.join(', ')})` : ''}
              </td>
              <td>{d.description}</td>
              <td>{d.synonyms.join(', ')}</td>
            </tr>
          ))}
          {contract.measures.map((m) => (
            <tr key={m.name}>
              <td>
                <code>{m.name}</code>
              </td>
              <td>measure · {m.aggregation}</td>
              <td>{m.description}</td>
              <td>{m.synonyms.join(', ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function FieldPicker({
  contract,
  b,
  set,
}: {
  contract: ContractJson;
  b: Builder;
  set: (b: Builder) => void;
}) {
  const toggleDim = (name: string, grain: string | true, on: boolean) => {
    const dims = { ...b.dimensions };
    if (on) dims[name] = grain;
    else delete dims[name];
    set({ ...b, dimensions: dims, offset: 0 });
  };
  return (
    <div class="picker">
      <fieldset>
        <legend>Dimensions</legend>
        {contract.dimensions.map((d) => {
          const chosen = b.dimensions[d.name];
          const grain = d.time_grains[0];
          return (
            <label key={d.name} class="check">
              <input
                type="checkbox"
                name={`dim-${d.name}`}
                checked={chosen !== undefined}
                onChange={(e) => toggleDim(d.name, grain ?? true, e.currentTarget.checked)}
              />
              {d.name}
              {d.time_grains.length > 0 && chosen !== undefined ? (
                <select
                  name={`grain-${d.name}`}
                  value={String(chosen)}
                  onChange={(e) => toggleDim(d.name, e.currentTarget.value, true)}
                >
                  {d.time_grains.map((g) => (
                    <option key={g}>{g}</option>
                  ))}
                </select>
              ) : null}
            </label>
          );
        })}
      </fieldset>
      <fieldset>
        <legend>Measures</legend>
        {contract.measures.map((m) => (
          <label key={m.name} class="check">
            <input
              type="checkbox"
              name={`measure-${m.name}`}
              checked={b.measures.includes(m.name)}
              onChange={(e) =>
                set({
                  ...b,
                  offset: 0,
                  measures: e.currentTarget.checked
                    ? [...b.measures, m.name]
                    : b.measures.filter((x) => x !== m.name),
                })
              }
            />
            {m.name}
          </label>
        ))}
      </fieldset>
    </div>
  );
}

/** Filters, each with the operators the contract allows for its field. */
function Filters({ contract, b, set }: { contract: ContractJson; b: Builder; set: (b: Builder) => void }) {
  const fields = [...contract.dimensions.map((d) => d.name), ...contract.measures.map((m) => m.name)];
  const setFilter = (i: number, f: Filter) =>
    set({ ...b, offset: 0, filters: b.filters.map((x, j) => (j === i ? f : x)) });
  return (
    <fieldset>
      <legend>Filters</legend>
      {b.filters.map((f, i) => (
        <div class="row" key={i}>
          <select
            name={`filter-field-${i}`}
            value={f.field}
            onChange={(e) => setFilter(i, { ...f, field: e.currentTarget.value, operator: 'eq' })}
          >
            {fields.map((n) => (
              <option key={n}>{n}</option>
            ))}
          </select>
          <select
            name={`filter-op-${i}`}
            value={f.operator}
            onChange={(e) => setFilter(i, { ...f, operator: e.currentTarget.value })}
          >
            {(contract.field_rules.operators[f.field] ?? ['eq']).map((op) => (
              <option key={op}>{op}</option>
            ))}
          </select>
          <input
            name={`filter-value-${i}`}
            value={f.value}
            placeholder="value (a,b for lists)"
            onInput={(e) => setFilter(i, { ...f, value: e.currentTarget.value })}
          />
          <button
            type="button"
            class="secondary"
            onClick={() => set({ ...b, filters: b.filters.filter((_, j) => j !== i) })}
          >
            ✕
          </button>
        </div>
      ))}
      <button
        type="button"
        class="secondary"
        onClick={() =>
          set({ ...b, filters: [...b.filters, { field: fields[0] ?? '', operator: 'eq', value: '' }] })
        }
      >
        + filter
      </button>
    </fieldset>
  );
}

/** Sorts over the chosen dimensions and measures. */
function Sorts({ b, set }: { b: Builder; set: (b: Builder) => void }) {
  const chosen = [...Object.keys(b.dimensions), ...b.measures];
  const setSort = (i: number, s: Sort) => set({ ...b, sorts: b.sorts.map((x, j) => (j === i ? s : x)) });
  return (
    <fieldset>
      <legend>Sorts</legend>
      {b.sorts.map((s, i) => (
        <div class="row" key={i}>
          <select
            name={`sort-field-${i}`}
            value={s.field}
            onChange={(e) => setSort(i, { ...s, field: e.currentTarget.value })}
          >
            {chosen.map((n) => (
              <option key={n}>{n}</option>
            ))}
          </select>
          <select
            name={`sort-dir-${i}`}
            value={s.direction}
            onChange={(e) => setSort(i, { ...s, direction: e.currentTarget.value as Sort['direction'] })}
          >
            <option>asc</option>
            <option>desc</option>
          </select>
          <button
            type="button"
            class="secondary"
            onClick={() => set({ ...b, sorts: b.sorts.filter((_, j) => j !== i) })}
          >
            ✕
          </button>
        </div>
      ))}
      <button
        type="button"
        class="secondary"
        disabled={chosen.length === 0}
        onClick={() => set({ ...b, sorts: [...b.sorts, { field: chosen[0] ?? '', direction: 'desc' }] })}
      >
        + sort
      </button>
    </fieldset>
  );
}

/** The page: limit (clamped by the server) and offset. */
function Paging({ b, set }: { b: Builder; set: (b: Builder) => void }) {
  return (
    <fieldset>
      <legend>Page</legend>
      <label>
        limit{' '}
        <input
          type="number"
          name="limit"
          min={1}
          max={10000}
          value={b.limit}
          onInput={(e) => set({ ...b, limit: Number(e.currentTarget.value) || 1 })}
        />
      </label>
      <label>
        offset{' '}
        <input
          type="number"
          name="offset"
          min={0}
          value={b.offset}
          onInput={(e) => set({ ...b, offset: Number(e.currentTarget.value) || 0 })}
        />
      </label>
    </fieldset>
  );
}

function FiltersAndSorts(props: { contract: ContractJson; b: Builder; set: (b: Builder) => void }) {
  return (
    <div class="picker">
      <Filters {...props} />
      <Sorts b={props.b} set={props.set} />
      <Paging b={props.b} set={props.set} />
    </div>
  );
}

/** Chart fields from the contract: time dimensions on a time axis, other dimensions as categories. */
function chartFields(contract: ContractJson, b: Builder): ChartField[] {
  const dims = Object.keys(b.dimensions).map((name) => {
    const d = contract.dimensions.find((x) => x.name === name);
    return {
      name,
      title: d?.title ?? name,
      role: d?.type === 'time' ? ('time' as const) : ('category' as const),
    };
  });
  const measures = b.measures.map((name) => ({
    name,
    title: contract.measures.find((m) => m.name === name)?.title ?? name,
    role: 'measure' as const,
  }));
  return [...dims, ...measures];
}

function Results({ answer, contract, ran }: { answer: QueryAnswer; contract: ContractJson; ran: Builder }) {
  const rows = answer.data.pagination.items;
  const chart = useMemo(() => suggestChart('explore', chartFields(contract, ran), rows), [answer]);
  const p = answer.data.pagination;
  return (
    <div class="results" data-testid="explore-results">
      <p class="meta">
        page {p.page} of {p.total_pages} · {p.total_items} rows · {answer.data.execution_time_ms} ms
        {answer.data.served_by ? ` · served by ${answer.data.served_by.source}` : ''}
        {answer.message ? ` · ${answer.message}` : ''}
      </p>
      <ResultTable columns={columnsOf(rows)} rows={rows} />
      {chart ? <Chart spec={chart.spec} rows={rows} title={chart.title} /> : null}
    </div>
  );
}

/** Run the query, or move one page back or forward from the last answer. */
function RunButtons({
  builder,
  page,
  run,
}: {
  builder: Builder;
  page: QueryAnswer['data']['pagination'] | undefined;
  run: (b: Builder) => void;
}) {
  return (
    <div class="actions">
      <button type="button" data-testid="run-query" onClick={() => run(builder)}>
        Run query
      </button>
      <button
        type="button"
        class="secondary"
        disabled={!page?.has_prev_page}
        onClick={() => run({ ...builder, offset: Math.max(0, builder.offset - builder.limit) })}
      >
        ◀ Previous page
      </button>
      <button
        type="button"
        class="secondary"
        disabled={!page?.has_next_page}
        onClick={() => run({ ...builder, offset: builder.offset + builder.limit })}
      >
        Next page ▶
      </button>
    </div>
  );
}

/** The same query as query_contract over MCP, drawn by the server's MCP App view (when the consumer has MCP). */
function McpAppViewer({
  session,
  manifest,
  context,
  body,
}: {
  session: Session;
  manifest: Manifest;
  context: Record<string, unknown> | null;
  body: { contract_name: string; query: Record<string, unknown> };
}) {
  const [viewed, setViewed] = useState<ViewedCall | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  if (manifest.endpoints.mcp === null || !manifest.tools.includes('query_contract')) return null;
  const show = async () => {
    setFailure(null);
    try {
      // RLS context travels as a trusted backend binds it on MCP: the x-charter-context header.
      const client = await connectMcp(session, context);
      try {
        setViewed(
          await callWithView(client, 'query_contract', {
            contract_name: body.contract_name,
            query: body.query,
          }),
        );
      } finally {
        await client.close();
      }
    } catch (e) {
      setFailure(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <>
      <div class="actions">
        <button type="button" class="secondary" data-testid="show-app" onClick={() => void show()}>
          Show as MCP App (query_contract)
        </button>
        {viewed && !viewed.html ? (
          <span class="meta">The server links no view to query_contract.</span>
        ) : null}
      </div>
      {failure ? (
        <p class="error" role="alert">
          {failure}
        </p>
      ) : null}
      {viewed?.html ? <AppView html={viewed.html} call={viewed.call} /> : null}
    </>
  );
}

function ContractPick({
  contracts,
  value,
  onPick,
}: {
  contracts: readonly ContractJson[];
  value: string;
  onPick: (contract: ContractJson) => void;
}) {
  return (
    <label class="contract-pick">
      Contract{' '}
      <select
        name="contract"
        value={value}
        onChange={(e) => {
          const next = contracts.find((c) => c.name === e.currentTarget.value);
          if (next) onPick(next);
        }}
      >
        {contracts.map((c) => (
          <option key={c.name} value={c.name}>
            {c.name} — {c.title}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Explore: the consumer's contracts, and a query builder on the REST query endpoint. */
export function ExplorePanel({
  session,
  manifest,
  context,
  onContext,
}: {
  session: Session;
  manifest: Manifest;
  context: ContextValues;
  onContext: (v: ContextValues) => void;
}) {
  const contracts = manifest.contract_definitions;
  const [name, setName] = useState(contracts[0]?.name ?? '');
  const contract = contracts.find((c) => c.name === name) ?? contracts[0];
  const [builder, setBuilder] = useState<Builder>(() =>
    contract ? emptyBuilder(contract) : emptyBuilder(contracts[0] as ContractJson),
  );
  const [answer, setAnswer] = useState<{ answer: QueryAnswer; ran: Builder } | null>(null);
  const [error, setError] = useState<ApiFailure | null>(null);
  if (!contract) return <section class="panel">No contracts in scope.</section>;
  const ctx = contextBody(context);
  const body = { contract_name: contract.name, query: queryOf(builder), ...(ctx ? { context: ctx } : {}) };
  const run = async (b: Builder) => {
    setBuilder(b);
    setError(null);
    try {
      setAnswer({ answer: await runQuery(session, { ...body, query: queryOf(b) }), ran: b });
    } catch (e) {
      setAnswer(null);
      if (e instanceof ApiFailure) setError(e);
      else throw e;
    }
  };
  return (
    <section class="panel explore" data-panel="explore">
      <ContractPick
        contracts={contracts}
        value={contract.name}
        onPick={(next) => {
          setName(next.name);
          setBuilder(emptyBuilder(next));
          setAnswer(null);
        }}
      />
      <ContractCard contract={contract} />
      <ContextEditor manifest={manifest} values={context} onChange={onContext} />
      <FieldPicker contract={contract} b={builder} set={setBuilder} />
      <FiltersAndSorts contract={contract} b={builder} set={setBuilder} />
      <RunButtons builder={builder} page={answer?.answer.data.pagination} run={(b) => void run(b)} />
      {/* Keyed by the query: a view drawn for another query (or page) goes when the query changes. */}
      <McpAppViewer
        key={JSON.stringify(body)}
        session={session}
        manifest={manifest}
        context={ctx}
        body={body}
      />
      <pre class="curl" data-testid="curl">
        {curlFor(manifest.endpoints.query ?? '', body)}
      </pre>
      {error ? (
        <p class="error" role="alert">
          <code>{error.body.code}</code> {error.body.message}
          {error.body.errors ? <span> — {error.body.errors.join('; ')}</span> : null}
        </p>
      ) : null}
      {answer ? <Results answer={answer.answer} contract={contract} ran={answer.ran} /> : null}
    </section>
  );
}
