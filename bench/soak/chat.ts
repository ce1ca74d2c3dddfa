/**
 * Soak: chat turn time against conversation length, with `/healthz` measured
 * concurrently. A conversation of N one-letter user messages ("a") is the
 * reproduction of issue 8: before the planner's work was made linear, 1,000
 * of them held the server for 19 s. For each length the turn is run a few
 * times through the real server (built-in planner, `stream: true`, the body
 * read to `[DONE]`) while a probe asks `/healthz` every 10 ms; the table shows
 * the turn's median wall time, the time per message, the process CPU time
 * during the turn (steadier than wall time on a shared host) and the probe's
 * percentiles.
 *
 * Run: `npm run bench:soak -- chat` (or `node bin/run-ts.js bench/soak/chat.ts`).
 * The service runs in this process on an ephemeral loopback port, with
 * `limits.chat` raised so the longest conversation is accepted. Bounded: a
 * few rounds per length, well under two minutes on an idle machine.
 */
import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { loadConfig } from '../../src/config/load.js';
import { buildServer } from '../../src/http/server.js';
import { createService } from '../../src/service.js';
import { CONFIG_FILE, DEMO_KEYS, machineLine, median, ms, percentile, progress, table } from '../support.js';

const LENGTHS = [1, 10, 100, 500, 1000] as const;
/** The widest message the built-in planner still reads (MAX_QUESTION_CHARS): words it cannot place. */
const WIDE = 'lorem ipsum dolor sit amet '.repeat(80).slice(0, 2000).trim();
const WIDE_LENGTH = 100;
const ROUNDS = 5;
const PROBE_EVERY_MS = 10;
/** How long /healthz is probed with no turn running, for the noise floor. */
const IDLE_PROBE_MS = 2000;
const SLUG = 'analytics-app';

interface Row {
  readonly length: number;
  /** What each message says, as shown in the table. */
  readonly label: string;
  readonly bytes: number;
  readonly turns: number[];
  /** Process CPU time (all threads) during each turn: steadier than wall time on a shared host. */
  readonly cpu: number[];
  readonly health: number[];
}

async function main(): Promise<void> {
  const config = await loadConfig(CONFIG_FILE, { ...process.env, PORT: '0', HOST: '127.0.0.1' });
  const chat = { ...config.limits.chat, max_messages: 2000, max_conversation_bytes: 1024 * 1024 };
  const service = await createService({ ...config, limits: { ...config.limits, chat } });
  const app = await buildServer(service);
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const loadBefore = loadavg();
  try {
    // Builds the value indexes once, so every measured turn does the same work.
    await turn(base, 1);
    // The host's own noise floor: /healthz with no turn running.
    const rows: Row[] = [await idle(base)];
    for (const length of LENGTHS) rows.push(await measure(base, length, 'a'));
    rows.push(await measure(base, WIDE_LENGTH, WIDE));
    report(config, rows, loadBefore);
  } finally {
    await app.close();
    await service.close();
  }
}

function body(length: number, content: string): string {
  const messages = Array.from({ length }, () => ({ role: 'user', content }));
  return JSON.stringify({ model: 'charter-builtin', stream: true, messages });
}

/** One turn, read to the end of the stream; its wall time in ms. */
async function turn(base: string, length: number, content = 'a'): Promise<number> {
  const t = performance.now();
  const res = await fetch(`${base}/v1/api/${SLUG}/chat/completions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${DEMO_KEYS[SLUG]}`, 'content-type': 'application/json' },
    body: body(length, content),
  });
  const text = await res.text();
  if (res.status !== 200 || !text.includes('data: [DONE]'))
    throw new Error(`turn of ${length}: ${res.status}`);
  return performance.now() - t;
}

/** Probes /healthz every PROBE_EVERY_MS until `until` settles; the latencies go into `into`. */
async function probeWhile<T>(base: string, until: Promise<T>, into: number[]): Promise<T> {
  let running = true;
  const probe = (async () => {
    while (running) {
      const t = performance.now();
      const res = await fetch(`${base}/healthz`);
      await res.text();
      if (res.status !== 200) throw new Error(`/healthz ${res.status}`);
      into.push(performance.now() - t);
      await sleep(PROBE_EVERY_MS);
    }
  })();
  try {
    return await until;
  } finally {
    running = false;
    await probe;
  }
}

async function idle(base: string): Promise<Row> {
  const health: number[] = [];
  await probeWhile(base, sleep(IDLE_PROBE_MS), health);
  return { length: 0, label: '', bytes: 0, turns: [], cpu: [], health };
}

async function measure(base: string, length: number, content: string): Promise<Row> {
  const turns: number[] = [];
  const cpu: number[] = [];
  const health: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const usage = process.cpuUsage();
    turns.push(await probeWhile(base, turn(base, length, content), health));
    const used = process.cpuUsage(usage);
    cpu.push((used.user + used.system) / 1000);
  }
  const label = content.length > 1 ? `${content.length} chars` : `"${content}"`;
  progress(`${length} × ${label}: median ${ms(median(turns))} ms`);
  return { length, label, bytes: Buffer.byteLength(body(length, content)), turns, cpu, health };
}

function report(config: Parameters<typeof machineLine>[0], rows: readonly Row[], before: number[]): void {
  const lines = table(
    [
      ['messages', 'right'],
      ['body bytes', 'right'],
      ['turn median ms', 'right'],
      ['turn max ms', 'right'],
      ['ms / message', 'right'],
      ['turn CPU median ms', 'right'],
      ['/healthz n', 'right'],
      ['/healthz p50 ms', 'right'],
      ['/healthz p99 ms', 'right'],
      ['/healthz max ms', 'right'],
    ],
    rows.map((r) => [
      r.length === 0 ? 'none (idle)' : `${r.length} × ${r.label}`,
      String(r.bytes),
      ms(median(r.turns)),
      ms(Math.max(...r.turns)),
      ms(median(r.turns) / r.length),
      ms(median(r.cpu)),
      String(r.health.length),
      ms(percentile(r.health, 50)),
      ms(percentile(r.health, 99)),
      ms(Math.max(...r.health)),
    ]),
  );
  const load = (l: readonly number[]) => l.map((x) => x.toFixed(2)).join(' / ');
  console.log(machineLine(config));
  console.log(`${ROUNDS} turns per length; /healthz probed every ${PROBE_EVERY_MS} ms during each turn.\n`);
  console.log(lines.join('\n'));
  console.log(`\nload average (1/5/15 min): ${load(before)} at start, ${load(loadavg())} at end`);
}

await main();
