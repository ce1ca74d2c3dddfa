import { resolve } from 'node:path';
import { type DuckDBConnection, DuckDBInstance } from '@duckdb/node-api';
import { ensureDemoWarehouse } from '../../src/engines/duckdb/demo.js';
import { KEYS, type RunningServer, startDemoServer } from '../helpers/server.js';
import { ask, chat, eventsOf, expectWellFormed } from './helpers.js';
import type { QuestionCase } from './questions.js';

/**
 * How the built-in planner's accuracy is scored, for every development set: each question goes
 * through the real chat endpoint of the demo service as its consumer, and the `data` event is
 * compared with the rows that the question's SQL gives when run directly on the demo DuckDB file
 * (never the planner's output). Questions that should be clarified must end in exactly one
 * questionnaire and no data.
 */

const DB = resolve('.charter/demo.duckdb');
const KEY_BY_SLUG: Readonly<Record<string, string>> = {
  'analytics-app': KEYS.analytics,
  'state-portal': KEYS.state,
  'ops-agent': KEYS.ops,
  'sql-explorer': KEYS.sql,
};

// Each question is a full chat turn (value indexes, queries); on a loaded shared host a whole set
// takes well over the default minute, so the bound is per question, not a speed target.
export const PER_QUESTION_MS = 2_000;

type Row = Record<string, unknown>;

function norm(v: unknown): unknown {
  if (v === null || v === undefined) return null;
  if (typeof v === 'bigint') return Number(v);
  if (typeof v === 'string') {
    if (/^-?\d+(\.\d+)?$/.test(v)) return Number(v);
    const m = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}:\d{2}))?/.exec(v);
    if (m) return `${m[1]}T${m[2] ?? '00:00:00'}`;
  }
  return v;
}

function same(a: unknown, b: unknown): boolean {
  const x = norm(a);
  const y = norm(b);
  if (typeof x === 'number' && typeof y === 'number')
    return Math.abs(x - y) <= 1e-6 * Math.max(1, Math.abs(x), Math.abs(y));
  return x === y;
}

function sameRows(actual: readonly Row[], expected: readonly Row[], ordered: boolean): string | null {
  if (actual.length !== expected.length) return `row count ${actual.length} ≠ ${expected.length}`;
  const key = (r: Row) =>
    JSON.stringify(
      Object.keys(r)
        .sort()
        .map((k) => [k, norm(r[k])]),
    );
  const a = ordered ? actual : [...actual].sort((p, q) => key(p).localeCompare(key(q)));
  const e = ordered ? expected : [...expected].sort((p, q) => key(p).localeCompare(key(q)));
  for (const [i, row] of e.entries()) {
    const got = a[i] as Row;
    const cols = Object.keys(row);
    if (Object.keys(got).sort().join() !== [...cols].sort().join()) {
      return `columns ${Object.keys(got).join(',')} ≠ ${cols.join(',')}`;
    }
    for (const c of cols) {
      if (!same(got[c], row[c]))
        return `row ${i} ${c}: ${JSON.stringify(got[c])} ≠ ${JSON.stringify(row[c])}`;
    }
  }
  return null;
}

/** The demo service and a read-only connection to the same DuckDB file, as the oracle. */
export class AccuracyOracle {
  private constructor(
    readonly server: RunningServer,
    private readonly instance: DuckDBInstance,
    private readonly connection: DuckDBConnection,
  ) {}

  static async open(): Promise<AccuracyOracle> {
    await ensureDemoWarehouse(DB);
    const server = await startDemoServer();
    const instance = await DuckDBInstance.create(DB, { access_mode: 'READ_ONLY' });
    return new AccuracyOracle(server, instance, await instance.connect());
  }

  /** The rows `sql` gives on the demo file, as JSON-safe objects. */
  async rows(sql: string): Promise<Row[]> {
    return (await this.connection.runAndReadAll(sql)).getRowObjectsJson() as Row[];
  }

  private async judge(c: QuestionCase): Promise<string | null> {
    const slug = c.slug ?? 'analytics-app';
    const s = await chat(
      this.server.url,
      slug,
      c.key ?? (KEY_BY_SLUG[slug] as string),
      ask([...(typeof c.q === 'string' ? [c.q] : c.q)], c.context ? { context: c.context } : {}),
    );
    expectWellFormed(s);
    const data = eventsOf(s.events, 'data');
    const asked = eventsOf(s.events, 'questionnaire');
    const errors = eventsOf(s.events, 'error');
    if (errors.length > 0) return `error ${errors[0]?.code}: ${errors[0]?.message}`;
    if (c.expect === 'questionnaire') {
      return asked.length === 1 && data.length === 0
        ? null
        : `expected a questionnaire, got ${data.length} data events`;
    }
    if (data.length !== 1)
      return `expected one data event, got ${data.length}${asked.length ? ` (asked: ${s.content})` : ''}`;
    const reader = await this.connection.runAndReadAll(c.sql as string);
    const expected = reader.getRowObjectsJson() as Row[];
    return sameRows((data[0] as { rows: Row[] }).rows, expected, c.ordered ?? false);
  }

  /** Runs every question of `set`, prints the failures under `label`, and returns the share answered right. */
  async score(set: readonly QuestionCase[], label: string): Promise<number> {
    const failures: string[] = [];
    for (const c of set) {
      const problem = await this.judge(c);
      if (problem) failures.push(`${c.id} ${JSON.stringify(c.q)}: ${problem}`);
    }
    const correct = set.length - failures.length;
    const answered = set.filter((c) => !c.expect).length;
    console.log(
      `[accuracy:${label}] ${correct}/${set.length} correct (${((100 * correct) / set.length).toFixed(1)}%); ` +
        `${answered} data questions, ${set.length - answered} that should be clarified.\n${failures.join('\n')}`,
    );
    return correct / set.length;
  }

  async close(): Promise<void> {
    this.connection.closeSync();
    this.instance.closeSync();
    await this.server.close();
  }
}
