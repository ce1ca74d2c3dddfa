/**
 * Chat latency: how soon a streaming chat completion answered by the built-in
 * planner starts, and how soon its first `data` event (the rows) arrives.
 *
 * Run with `node bin/run-ts.js bench/chat-latency.ts`. Starts the demo service
 * in-process on an ephemeral loopback port and POSTs
 * `/v1/api/analytics-app/chat/completions` with `model: charter-builtin,
 * stream: true` over real HTTP, reading the SSE body incrementally. Prints a
 * markdown report and writes it to bench/results/chat-latency.md. Bounded to
 * well under 90 s. Target (reported, not asserted): time to first byte and to
 * the first `data` event under 150 ms at the median.
 */
import { queryContract } from '../src/tools/query-contract.js';
import { type Completion, type Milestones, startChatClient } from './chat-client.js';
import {
  DEMO_KEYS,
  loadAtEnd,
  machineLine,
  median,
  ms,
  p95,
  paired,
  progress,
  signedMs,
  startDemo,
  table,
  waitForQuietHost,
  writeReport,
} from './support.js';

const CONSUMER = 'analytics-app';
const API_KEY = DEMO_KEYS[CONSUMER];
const MODEL = 'charter-builtin';
const TARGET_MS = 150;
const WARMUP_ROUNDS = 3;
const MAX_ROUNDS = 60;
const MIN_ROUNDS = 30;
const BUDGET_MS = 30_000;

const QUESTIONS = ['How many flights per month?', 'top 5 origins by delayed flights'] as const;

const MILESTONES: readonly (readonly [keyof Milestones, string])[] = [
  ['headers', 'headers (`fetch` resolved)'],
  ['firstByte', 'first body byte (TTFB)'],
  ['firstChunk', 'first chunk (role)'],
  ['firstEvent', 'first `svc_event` (thinking)'],
  ['firstData', 'first `data` event'],
  ['done', '`data: [DONE]`'],
  ['total', 'total (body ended)'],
];

async function main(): Promise<void> {
  const runStarted = performance.now();
  const loadLine = await waitForQuietHost();
  const demo = await startDemo();
  const { service } = demo;
  const consumer = demo.consumer(CONSUMER);
  const url = `${demo.baseUrl}/v1/api/${CONSUMER}/chat/completions`;
  const client = await startChatClient();
  const ask = (question: string) =>
    client.complete(url, API_KEY, {
      model: MODEL,
      stream: true,
      messages: [{ role: 'user', content: question }],
    });

  // Cold: the first question of the process builds the consumer's value indexes (and warms everything else).
  const cold: Completion[] = [];
  for (const question of QUESTIONS) {
    progress(`cold: ${question}`);
    cold.push(await ask(question));
  }

  // The query each answer runs, in-process, as the floor under the first data event.
  const engine = cold.map((c, i) => {
    if (!c.query) throw new Error(`${QUESTIONS[i]}: no context_state query`);
    const args = { contract_name: c.query.contract, query: c.query.query };
    return () => queryContract(service, { consumer }, args);
  });

  progress(`warm: ${WARMUP_ROUNDS} warm-up rounds, then ${MIN_ROUNDS}–${MAX_ROUNDS} measured`);
  const warm = QUESTIONS.map(() => [] as Completion[]);
  const tool = QUESTIONS.map(() => [] as number[]);
  const started = performance.now();
  for (let round = 0; round < WARMUP_ROUNDS + MAX_ROUNDS; round++) {
    const measured = round - WARMUP_ROUNDS;
    if (measured >= MIN_ROUNDS && performance.now() - started > BUDGET_MS) break;
    // Four steps per round (two chats, two in-process queries), rotating which goes first.
    for (let k = 0; k < 4; k++) {
      const step = (round + k) % 4;
      const q = step % 2;
      if (step < 2) {
        const c = await ask(QUESTIONS[q]!);
        if (measured >= 0) warm[q]!.push(c);
      } else {
        const t = performance.now();
        await engine[q]!();
        if (measured >= 0) tool[q]!.push(performance.now() - t);
      }
    }
  }

  // --- report ---------------------------------------------------------------------
  const out: string[] = [];
  const emit = (line = '') => out.push(line);
  emit('# Charter benchmark: chat latency (built-in planner)');
  emit();
  emit(`${machineLine(demo.config)} · ${loadLine}`);
  emit();
  emit(
    `\`POST /v1/api/${CONSUMER}/chat/completions\` \`{model: '${MODEL}', stream: true, messages: [{role: 'user', ` +
      "content: …}]}` over loopback with Node's `fetch` in a worker thread (its own event loop, so bytes are " +
      "timestamped when they arrive, not when the service's thread lets go), the body read with a streaming " +
      'reader and parsed line by line as it arrives; times are from just before `fetch` to each point. ' +
      '"cold" is the first request ' +
      'for each question in a fresh process (the first one builds the value indexes of every contract in ' +
      `scope). Then ${WARMUP_ROUNDS} warm-up rounds and ${warm[0]!.length} measured rounds, each running both ` +
      'questions and, as the floor, the query each answer runs (`queryContract` in-process, from the ' +
      `\`context_state\` event), in rotating order. Target: TTFB and first \`data\` event median < ${TARGET_MS} ms.`,
  );
  emit();
  const verdicts: string[] = [];
  QUESTIONS.forEach((question, q) => {
    const runs = warm[q]!;
    const first = cold[q]!;
    const last = runs.at(-1)!;
    emit(`## "${question}"`);
    emit();
    emit(
      `Answer: ${last.rows} row(s) in the \`data\` event, ${last.chunks} chunks in ${last.reads} reads, ` +
        `${last.bytes} B; query ` +
        `\`${JSON.stringify(last.query)}\`.`,
    );
    emit();
    const series = (key: keyof Milestones) => runs.map((r) => r.at[key]);
    const rowsOut = MILESTONES.map(([key, label]) => [
      label,
      ms(first.at[key]),
      ms(median(series(key))),
      ms(p95(series(key))),
      ms(Math.min(...series(key))),
    ]);
    rowsOut.push([
      'engine floor: `queryContract` in-process',
      '–',
      ms(median(tool[q]!)),
      ms(p95(tool[q]!)),
      ms(Math.min(...tool[q]!)),
    ]);
    for (const line of table(
      [
        ['point', 'left'],
        [q === 0 ? 'cold ms (first request)' : 'cold ms (first of this question)', 'right'],
        ['median ms', 'right'],
        ['p95 ms', 'right'],
        ['min ms', 'right'],
      ],
      rowsOut,
    )) {
      emit(line);
    }
    emit();
    const ttfb = median(series('firstByte'));
    const data = median(series('firstData'));
    const beforeData = paired(series('firstData'), tool[q]!);
    const met = ttfb < TARGET_MS && data < TARGET_MS;
    verdicts.push(`${question}: ${met ? 'met' : 'NOT met'}`);
    emit(
      `TTFB median **${ms(ttfb)} ms**, first \`data\` event median **${ms(data)} ms** → target **${met ? 'met' : 'NOT met'}**. ` +
        `First \`data\` event minus the in-process query (paired per round): median ${signedMs(median(beforeData))} ms, ` +
        `p95 ${signedMs(p95(beforeData))} ms. Cold − warm median at the first \`data\` event: ` +
        `${signedMs(first.at.firstData - data)} ms.`,
    );
    emit();
  });
  emit(loadAtEnd(runStarted));

  await writeReport('chat-latency', out);
  await client.close();
  await demo.close();
  progress(verdicts.join('; '));
}

await main();
