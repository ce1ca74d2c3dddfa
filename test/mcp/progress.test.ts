import {
  Client as ModernClient,
  StreamableHTTPClientTransport as ModernTransport,
} from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEAVY, heavyContractsDir, withHeavyConsumer } from '../helpers/heavy.js';
import type { RunningServer } from '../helpers/server.js';
import { connect, mcpUrl, startServer } from './helpers.js';

/**
 * A call carrying a progress token hears once a second that its statement
 * still runs; cancelling it (the SDK clients send notifications/cancelled on
 * abort) stops the statement. The heavy self-join runs for minutes otherwise.
 */
let server: RunningServer;
let removeContracts: () => Promise<void>;
const running = () => server.service.warehouse.runningStatements;

beforeAll(async () => {
  const contracts = await heavyContractsDir();
  removeContracts = contracts.remove;
  server = await startServer((c) => withHeavyConsumer(c, contracts.dir));
  await server.service.rollups?.whenIdle();
});
afterAll(async () => {
  await server?.close();
  await removeContracts?.();
});

async function waitUntil(check: () => boolean, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

type Caller = (
  onprogress: (p: { progress: number; message?: string }) => void,
  signal: AbortSignal,
) => Promise<unknown>;

async function progressThenCancel(call: Caller): Promise<{ progress: number; message?: string }[]> {
  const seen: { progress: number; message?: string }[] = [];
  const abort = new AbortController();
  const done = call((p) => seen.push(p), abort.signal).catch((err: unknown) => err);
  await waitUntil(() => seen.length >= 2, 20_000, 'two progress notifications');
  expect(running()).toBe(1);
  abort.abort('user gave up');
  await done;
  await waitUntil(() => running() === 0, 10_000, 'the statement to stop after cancellation');
  return seen;
}

describe('progress notifications for long statements, and cancellation', () => {
  it('2025-11-25 session (v1 SDK client)', async () => {
    const { client } = await connect(server, HEAVY.slug, HEAVY.key);
    const seen = await progressThenCancel((onprogress, signal) =>
      client.callTool({ name: 'query_contract', arguments: HEAVY.query }, undefined, { onprogress, signal }),
    );
    expect(seen[0]).toEqual({ progress: 1, message: 'running for 1s' });
    expect(seen[1]?.progress).toBeGreaterThan(seen[0]?.progress ?? 0);
    await client.close();
  });

  it('2026-07-28 (v2 SDK client)', async () => {
    const transport = new ModernTransport(new URL(mcpUrl(server, HEAVY.slug)), {
      requestInit: { headers: { authorization: `Bearer ${HEAVY.key}` } },
    });
    const client = new ModernClient(
      { name: 'charter-tests-modern', version: '1.0.0' },
      { versionNegotiation: { mode: { pin: '2026-07-28' } } },
    );
    await client.connect(transport);
    const seen = await progressThenCancel((onprogress, signal) =>
      client.callTool({ name: 'query_contract', arguments: HEAVY.query }, { onprogress, signal }),
    );
    expect(seen[0]).toMatchObject({ progress: 1 });
    await client.close();
  });
});
