/**
 * MCP vs REST: what the MCP endpoint (Streamable HTTP, the official SDK on both
 * sides) costs over the REST query endpoint for the same contract query.
 *
 * Run with `node bin/run-ts.js bench/mcp-vs-rest.ts`. Starts the demo service
 * in-process on an ephemeral loopback port, opens one MCP session with the
 * official SDK client and calls `tools/call query_contract`, interleaved with
 * `POST /v1/api/analytics-app/query` carrying the same query. Prints a markdown
 * report and writes it to bench/results/mcp-vs-rest.md. Bounded to well under
 * 90 s. Target (reported, not asserted): MCP median within 3 ms of REST.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { planContractQuery, type QueryContractArgs, queryContract } from '../src/tools/query-contract.js';
import {
  DEMO_KEYS,
  type Layer,
  loadAtEnd,
  machineLine,
  measureInterleaved,
  median,
  ms,
  p95,
  paired,
  progress,
  type RoundsPolicy,
  signedMs,
  startDemo,
  table,
  waitForQuietHost,
  writeReport,
} from './support.js';

const CONSUMER = 'analytics-app';
const API_KEY = DEMO_KEYS[CONSUMER];
const TARGET_MS = 3;
const REAL: RoundsPolicy = { warmup: 10, rounds: 80, minRounds: 50, budgetMs: 25_000 };
// With the engine stubbed a call is about a millisecond: many more rounds fit.
const STUBBED: RoundsPolicy = { warmup: 100, rounds: 500, minRounds: 200, budgetMs: 6_000 };

interface Scenario {
  readonly label: string;
  readonly body: QueryContractArgs;
}

const SCENARIOS: readonly Scenario[] = [
  {
    label: 'flights by month (3 measures, 3M-row scan)',
    body: {
      contract_name: 'flights',
      query: {
        dimensions: [{ name: 'flight_date', time_grain: 'month' }],
        measures: ['flight_count', 'avg_delay', 'delayed_flights'],
      },
    },
  },
  {
    label: 'weather measures only (1 row, 1.5k-row table)',
    body: {
      contract_name: 'weather',
      query: { measures: ['day_count', 'total_precipitation', 'avg_temp_max'] },
    },
  },
];

interface Measured {
  readonly label: string;
  readonly stubbed: boolean;
  readonly rows: number;
  readonly restBytes: number;
  readonly mcpBytes: number;
  readonly rounds: number;
  readonly layers: readonly { name: string; samples: number[]; cpu: number[] }[];
}

async function main(): Promise<void> {
  const runStarted = performance.now();
  const loadLine = await waitForQuietHost();
  const demo = await startDemo();
  const { service } = demo;
  const consumer = demo.consumer(CONSUMER);
  const restUrl = `${demo.baseUrl}/v1/api/${CONSUMER}/query`;
  const headers = { authorization: `Bearer ${API_KEY}`, 'content-type': 'application/json' };

  // One MCP session for the whole run, connected as test/mcp/helpers.ts does it.
  const transport = new StreamableHTTPClientTransport(new URL(`${demo.baseUrl}/v1/api/${CONSUMER}/mcp`), {
    requestInit: { headers: { authorization: `Bearer ${API_KEY}` } },
  });
  const client = new Client({ name: 'charter-bench', version: '1.0.0' });
  await client.connect(transport);

  const rest = async (payload: string) => {
    const res = await fetch(restUrl, { method: 'POST', headers, body: payload });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`REST ${res.status}: ${text}`);
    return text;
  };
  const mcp = async (body: QueryContractArgs) => {
    const result = (await client.callTool({
      name: 'query_contract',
      arguments: { contract_name: body.contract_name, query: body.query },
    })) as CallToolResult;
    if (result.isError) throw new Error(`MCP tool error: ${JSON.stringify(result.structuredContent)}`);
    return result;
  };

  const measured: Measured[] = [];
  const run = async (scenario: Scenario, stubbed: boolean) => {
    const payload = JSON.stringify(scenario.body);
    // Sanity: both endpoints must return the same rows.
    const restText = await rest(payload);
    const restRows = (JSON.parse(restText) as { data: { pagination: { items: unknown[] } } }).data.pagination
      .items;
    const mcpResult = await mcp(scenario.body);
    const mcpRows = (mcpResult.structuredContent as { rows: unknown[] }).rows;
    if (JSON.stringify(restRows) !== JSON.stringify(mcpRows)) {
      throw new Error(`${scenario.label}: REST and MCP rows differ`);
    }
    const layers: Layer[] = [
      { name: 'tool (in-process)', probe: () => queryContract(service, { consumer }, scenario.body) },
      { name: 'REST', probe: () => rest(payload) },
      { name: 'MCP tools/call', probe: () => mcp(scenario.body) },
    ];
    progress(`${stubbed ? 'stubbed engine' : 'real engine'}: ${scenario.label}`);
    const { rounds, samples, cpu } = await measureInterleaved(layers, stubbed ? STUBBED : REAL);
    measured.push({
      label: scenario.label,
      stubbed,
      rows: restRows.length,
      restBytes: Buffer.byteLength(restText),
      // The JSON-RPC result as it travels (before SSE framing): rows in structuredContent, a summary as text.
      mcpBytes: Buffer.byteLength(JSON.stringify({ jsonrpc: '2.0', id: 0, result: mcpResult })),
      rounds,
      layers: layers.map((l, i) => ({ name: l.name, samples: samples[i]!, cpu: cpu[i]! })),
    });
  };

  for (const scenario of SCENARIOS) await run(scenario, false);
  // The same paths with `warehouse.execute` answering instantly with the real result captured once:
  // what is left is the service's and the protocols' own cost.
  const execute = service.warehouse.execute;
  for (const scenario of SCENARIOS) {
    const canned = await service.warehouse.execute(
      planContractQuery(service, { consumer }, scenario.body).statement,
    );
    service.warehouse.execute = async () => canned;
    await run(scenario, true);
    service.warehouse.execute = execute;
  }

  // --- report ---------------------------------------------------------------------
  const out: string[] = [];
  const emit = (line = '') => out.push(line);
  emit('# Charter benchmark: MCP vs REST');
  emit();
  emit(`${machineLine(demo.config)} · ${loadLine}`);
  emit();
  emit(
    `Consumer \`${CONSUMER}\`, one client, loopback, keep-alive. REST: \`fetch\` POST \`/v1/api/${CONSUMER}/query\`, ` +
      'body read as text. MCP: one session of the official SDK `Client` over `StreamableHTTPClientTransport` ' +
      '(SDK 1.32), `callTool query_contract` (the result is validated by the SDK client). "tool" is ' +
      '`queryContract` called in-process, the floor both endpoints share. Each round runs the three once, ' +
      `rotating the order. Real engine: ${REAL.warmup} warm-up + ${REAL.minRounds}–${REAL.rounds} rounds; ` +
      `stubbed engine: ${STUBBED.warmup} warm-up + ${STUBBED.minRounds}–${STUBBED.rounds} rounds. CPU is the process's ` +
      'CPU time per call (all threads; client and server share the process). ' +
      `Target: MCP median − REST median ≤ ${TARGET_MS} ms.`,
  );
  emit();
  for (const m of measured) {
    emit(`## ${m.label}${m.stubbed ? ', engine stubbed' : ''}`);
    emit();
    const body = SCENARIOS.find((s) => s.label === m.label)?.body;
    emit(
      `\`${JSON.stringify(body)}\` → ${m.rows} row(s); response ${m.restBytes} B (REST body), ` +
        `${m.mcpBytes} B (MCP JSON-RPC result, before SSE framing); ${m.rounds} measured rounds.`,
    );
    emit();
    for (const line of table(
      [
        ['path', 'left'],
        ['median ms', 'right'],
        ['p95 ms', 'right'],
        ['min ms', 'right'],
        ['CPU ms (median)', 'right'],
      ],
      m.layers.map((l) => [
        l.name,
        ms(median(l.samples)),
        ms(p95(l.samples)),
        ms(Math.min(...l.samples)),
        ms(median(l.cpu)),
      ]),
    )) {
      emit(line);
    }
    emit();
    const restL = m.layers[1]!;
    const mcpL = m.layers[2]!;
    const diff = median(mcpL.samples) - median(restL.samples);
    const pairedDiff = paired(mcpL.samples, restL.samples);
    emit(
      `MCP − REST: **${signedMs(diff)} ms** at the median (p95 ${signedMs(p95(mcpL.samples) - p95(restL.samples))} ms; ` +
        `per-round paired difference: median ${signedMs(median(pairedDiff))}, p95 ${signedMs(p95(pairedDiff))} ms; ` +
        `CPU ${signedMs(median(mcpL.cpu) - median(restL.cpu))} ms)` +
        (m.stubbed ? '.' : ` → target **${diff <= TARGET_MS ? 'met' : 'NOT met'}**.`),
    );
    emit();
  }
  emit(loadAtEnd(runStarted));

  await writeReport('mcp-vs-rest', out);
  await client.close();
  await demo.close();
}

await main();
