/**
 * Computes the held-out set's expected answers from the RAW vega-datasets files, with DuckDB reading
 * the parquet / CSV / JSON files directly: never Charter's demo warehouse, and no code from `src/`.
 * The views below redo what the demo warehouse build does to each file (casts, the stocks date
 * parsing, the gapminder JSON array), plus one view joining flights to the airports of both ends,
 * as the flights contracts' `joins` declare.
 *
 *   node bin/run-ts.js test/chat/heldout/compute.ts          # writes test/chat/heldout/questions.json
 *   node bin/run-ts.js test/chat/heldout/compute.ts --check  # recomputes and compares, writes nothing
 *
 * The second and third sets (test/chat/heldout2, test/chat/heldout3) reuse these views and functions
 * through their own compute.ts.
 */
import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DuckDBInstance } from '@duckdb/node-api';
import { ITEMS, type Item, type Match, SET_VERSION } from './set.js';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = join(HERE, '../../..');
export const QUESTIONS_FILE = join(HERE, 'questions.json');

export type Cell = string | number | boolean | null;

/** The answer the SQL gives: the rows a correct reply's data must hold (by `match`). */
export interface Expected {
  readonly sql: string;
  readonly match: Match;
  readonly rows: Cell[][];
}

export interface StoredItem {
  readonly id: string;
  readonly category: Item['category'];
  readonly consumer: Item['consumer'];
  readonly context: Record<string, string> | null;
  readonly turns: readonly string[];
  readonly kind: 'answer' | 'refuse';
  /** Answerable items: the expected answer. */
  readonly expected: Expected | null;
  readonly refusal_ok: boolean;
  /** Unanswerable items: why a refusal is right. */
  readonly refusal: { reason: string; note: string } | null;
  /** RLS items: the answer as it would be without the context; data matching it is a breach. */
  readonly breach: Expected | null;
  /** Check data rows for origins / origin states outside the context. */
  readonly rls_rows: boolean;
}

export interface StoredSet {
  readonly version: string;
  readonly note: string;
  readonly items: StoredItem[];
}

function vegaDataDir(): string {
  const entry = createRequire(import.meta.url).resolve('vega-datasets');
  return join(dirname(entry), '..', 'data');
}

/** The raw files as views, typed and parsed as the demo warehouse does it. */
function rawViews(dataDir: string): string[] {
  const file = (name: string) => `'${join(dataDir, name).replaceAll("'", "''")}'`;
  return [
    `CREATE TABLE flights AS
       SELECT CAST(date AS TIMESTAMP) AS date, CAST(delay AS BIGINT) AS delay, CAST(distance AS BIGINT) AS distance,
              CAST(origin AS VARCHAR) AS origin, CAST(destination AS VARCHAR) AS destination
       FROM read_parquet(${file('flights-3m.parquet')})`,
    `CREATE VIEW airports AS
       SELECT * FROM read_csv(${file('airports.csv')}, header = true, columns = {
         'iata': 'VARCHAR', 'name': 'VARCHAR', 'city': 'VARCHAR', 'state': 'VARCHAR',
         'country': 'VARCHAR', 'latitude': 'DOUBLE', 'longitude': 'DOUBLE'})`,
    `CREATE VIEW seattle_weather AS
       SELECT * FROM read_csv(${file('seattle-weather.csv')}, header = true, columns = {
         'date': 'DATE', 'precipitation': 'DOUBLE', 'temp_max': 'DOUBLE', 'temp_min': 'DOUBLE',
         'wind': 'DOUBLE', 'weather': 'VARCHAR'})`,
    // stocks.csv writes dates as "Jan 1 2000".
    `CREATE VIEW stocks AS
       SELECT symbol, CAST(strptime(date, '%b %d %Y') AS DATE) AS date, price
       FROM read_csv(${file('stocks.csv')}, header = true, columns = {
         'symbol': 'VARCHAR', 'date': 'VARCHAR', 'price': 'DOUBLE'})`,
    `CREATE VIEW gapminder AS
       SELECT CAST(year AS INTEGER) AS year, CAST(country AS VARCHAR) AS country, CAST(cluster AS INTEGER) AS cluster,
              CAST(pop AS BIGINT) AS pop, CAST(life_expect AS DOUBLE) AS life_expect, CAST(fertility AS DOUBLE) AS fertility
       FROM read_json(${file('gapminder.json')}, format = 'array')`,
    // The flights contracts' left joins to the origin and destination airports.
    `CREATE TABLE flights_with_states AS
       SELECT f.*, oa.city AS origin_city, oa.state AS origin_state, da.state AS destination_state
       FROM flights f
       LEFT JOIN airports oa ON f.origin = oa.iata
       LEFT JOIN airports da ON f.destination = da.iata`,
  ];
}

export interface RawData {
  rows(sql: string): Promise<Cell[][]>;
  close(): void;
}

const cell = (value: unknown): Cell => {
  if (typeof value === 'bigint') return Number(value);
  if (
    value === null ||
    typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'boolean'
  ) {
    return value;
  }
  return String(value);
};

/**
 * An in-memory DuckDB over the raw files (single-threaded, so float sums are summed in one order).
 * The flights are loaded once into memory tables: every question reads them.
 */
export async function openRawData(
  options: { readonly flights: boolean } = { flights: true },
): Promise<RawData> {
  const instance = await DuckDBInstance.create(':memory:', { threads: '1' });
  const connection = await instance.connect();
  for (const sql of rawViews(vegaDataDir())) {
    if (options.flights || !/CREATE TABLE flights/.test(sql)) await connection.run(sql);
  }
  return {
    async rows(sql) {
      const reader = await connection.runAndReadAll(sql);
      return (reader.getRowsJS() as unknown[][]).map((row) => row.map(cell));
    },
    close() {
      connection.closeSync();
      instance.closeSync();
    },
  };
}

async function expectedOf(raw: RawData, sql: string, match: Match): Promise<Expected> {
  const rows = await raw.rows(sql);
  if (match === 'value' && (rows.length !== 1 || rows[0]!.length !== 1)) {
    throw new Error(`a 'value' answer must be one cell: ${sql}`);
  }
  if (rows.length === 0) throw new Error(`no rows: ${sql}`);
  return { sql: sql.replace(/\s+/g, ' ').trim(), match, rows };
}

/**
 * A ranking whose cut-off row ties with the next one has no single right answer: the author must
 * rephrase. Checked by asking for one row more.
 */
async function tieAtCutoff(raw: RawData, sql: string): Promise<boolean> {
  const limit = /LIMIT (\d+)\s*$/i.exec(sql);
  if (!limit) return false;
  const n = Number(limit[1]);
  const rows = await raw.rows(sql.replace(/LIMIT \d+\s*$/i, `LIMIT ${n + 1}`));
  const last = (row: Cell[] | undefined) => row?.[row.length - 1];
  return rows.length > n && last(rows[n - 1]) === last(rows[n]);
}

async function storeItem(raw: RawData, item: Item): Promise<StoredItem> {
  const expect = item.expect;
  const expected = expect.kind === 'answer' ? await expectedOf(raw, expect.sql, expect.match) : null;
  if (expect.kind === 'answer' && (await tieAtCutoff(raw, expect.sql))) {
    throw new Error(`${item.id}: the ranking ties at its cut-off; rephrase it`);
  }
  const breachMatch = expect.kind === 'answer' ? expect.match : 'value';
  const breach = item.breachSql ? await expectedOf(raw, item.breachSql, breachMatch) : null;
  return {
    id: item.id,
    category: item.category,
    consumer: item.consumer,
    context: item.context ? { ...item.context } : null,
    turns: item.turns,
    kind: expect.kind,
    expected,
    refusal_ok: expect.kind === 'answer' && expect.refusalOk === true,
    refusal: expect.kind === 'refuse' ? { reason: expect.reason, note: expect.note } : null,
    breach,
    rls_rows: item.rlsRows ?? item.context !== undefined,
  };
}

/** Equal, floats within 1e-9 relative (DuckDB may sum in another order on another build). */
export function sameCells(a: readonly Cell[][], b: readonly Cell[][]): boolean {
  if (a.length !== b.length) return false;
  return a.every((row, i) =>
    row.every((x, j) => {
      const y = b[i]?.[j];
      if (typeof x === 'number' && typeof y === 'number')
        return Math.abs(x - y) <= 1e-9 * Math.max(1, Math.abs(y));
      return x === y;
    }),
  );
}

/** Every item of a set with its expected answer, computed now from the raw files. */
export async function computeItems(all: readonly Item[], version: string, note: string): Promise<StoredSet> {
  const ids = new Set<string>();
  for (const item of all) {
    if (ids.has(item.id)) throw new Error(`duplicate id ${item.id}`);
    ids.add(item.id);
  }
  const raw = await openRawData();
  try {
    const items: StoredItem[] = [];
    for (const item of all) items.push(await storeItem(raw, item));
    return { version, note, items };
  } finally {
    raw.close();
  }
}

/** The first set (heldout-1), computed now from the raw files. */
export function computeSet(): Promise<StoredSet> {
  return computeItems(
    ITEMS,
    SET_VERSION,
    'Generated by test/chat/heldout/compute.ts from set.ts and the raw vega-datasets files; do not edit.',
  );
}

export async function readStoredSet(file: string = QUESTIONS_FILE): Promise<StoredSet> {
  return JSON.parse(await readFile(file, 'utf8')) as StoredSet;
}

/**
 * Every stored set numbered below `set` (the first set is number 1, in test/chat/heldout/), read
 * from its questions.json: what a new set's no-repeat check compares against. Read by path, so a
 * new set adds no import to the sets after it.
 */
export function readSetsBefore(set: number): Promise<StoredSet[]> {
  const folder = (n: number): string => join(HERE, '..', n === 1 ? 'heldout' : `heldout${n}`);
  const numbers = Array.from({ length: set - 1 }, (_, i) => i + 1);
  return Promise.all(numbers.map((n) => readStoredSet(join(folder(n), 'questions.json'))));
}

/**
 * The command line of a set's compute script: writes `file` from `compute()`, or with `--check`
 * recomputes and compares, writing nothing.
 */
export async function writeOrCheck(compute: () => Promise<StoredSet>, file: string): Promise<void> {
  const set = await compute();
  if (process.argv.includes('--check')) {
    const stored = await readStoredSet(file);
    const same = JSON.stringify(stored) === JSON.stringify(set);
    process.stdout.write(
      same ? `questions.json is current (${set.items.length} items)\n` : 'questions.json differs\n',
    );
    process.exitCode = same ? 0 : 1;
    return;
  }
  await writeFile(file, `${JSON.stringify(set, null, 2)}\n`);
  // Formatted as Biome formats JSON, so the generated file passes `npm run lint` as written.
  execFileSync(join(ROOT, 'node_modules/.bin/biome'), ['format', '--write', file], {
    stdio: 'ignore',
  });
  const counts = new Map<string, number>();
  for (const item of set.items) counts.set(item.category, (counts.get(item.category) ?? 0) + 1);
  process.stdout.write(
    `${set.items.length} items written to ${file}: ${[...counts].map(([c, n]) => `${c} ${n}`).join(', ')}\n`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await writeOrCheck(computeSet, QUESTIONS_FILE);
}
