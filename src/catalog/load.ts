import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import {
  type LocatedDocument,
  readYamlFile,
  subDocument,
  validateDocument,
  YamlProblems,
} from '../config/yaml.js';
import { humanize } from '../contracts/load.js';
import type { Contract } from '../contracts/model.js';
import { refreshPolicyOf } from '../contracts/refresh.js';
import type { ColumnInfo, Warehouse } from '../warehouse/types.js';
import type { CatalogCollection, CatalogModel, CatalogTable, DocumentedColumn } from './model.js';
import {
  type CollectionEntry,
  type ColumnDoc,
  catalogFileSchemas,
  collectionEntrySchema,
  type ModelEntry,
  modelEntrySchema,
  type TableEntry,
  tableEntrySchema,
} from './schema.js';

export interface CatalogLoadResult {
  readonly tables: ReadonlyMap<string, CatalogTable>;
  readonly models: ReadonlyMap<string, CatalogModel>;
  readonly collections: ReadonlyMap<string, CatalogCollection>;
  /** Files with problems, each problem at file:line:col. Entries with problems are not served; the rest are. */
  readonly failures: readonly { readonly file: string; readonly problems: readonly string[] }[];
}

/** Models are probed with this limit of time: an authored SELECT that plans slowly is a problem to fix. */
const MODEL_PROBE_TIMEOUT_MS = 10_000;

/**
 * Loads `tables.yaml`, `models.yaml` and `collections.yaml` from `dir` (each
 * optional). Tables and models are checked against the warehouse; collection
 * members against everything loaded before them, so load order is tables,
 * models, collections.
 */
export async function loadCatalog(
  dir: string,
  warehouse: Warehouse,
  contracts: ReadonlyMap<string, Contract>,
): Promise<CatalogLoadResult> {
  const tables = await loadTables(dir, warehouse);
  const models = await loadModels(dir, warehouse, tables.loaded);
  const collections = await loadCollections(dir, {
    contract: contracts,
    table: tables.loaded,
    model: models.loaded,
  });
  return {
    tables: tables.loaded,
    models: models.loaded,
    collections: collections.loaded,
    failures: [...tables.failures, ...models.failures, ...collections.failures],
  };
}

/** What one catalog file yields: the entries that load, and the problems of those that do not. */
interface Loaded<T> {
  readonly loaded: ReadonlyMap<string, T>;
  readonly failures: readonly Failure[];
}
type Failure = { readonly file: string; readonly problems: readonly string[] };

/** A failure list for one file kind, and the reporter `eachEntry` fills it through. */
function failureList() {
  const failures: Failure[] = [];
  const report = (file: string, problems: readonly string[]) => {
    if (problems.length > 0) failures.push({ file, problems: [...problems] });
  };
  return { failures, report };
}

/** `tables.yaml`: documentation of warehouse tables, each checked against its columns there. */
async function loadTables(dir: string, warehouse: Warehouse): Promise<Loaded<CatalogTable>> {
  const { failures, report } = failureList();
  const tables = new Map<string, CatalogTable>();
  await eachEntry(dir, 'tables', tableEntrySchema, report, async (entry: TableEntry, doc, at) => {
    if (tables.has(entry.name)) return at(['name'], `table '${entry.name}' is documented twice`);
    const columns = await warehouse.describeTable(entry.name);
    if (!columns) return at(['name'], `table '${entry.name}' does not exist in the warehouse`);
    const documented = documentColumns(columns, entry.columns, at);
    if (!documented) return;
    tables.set(entry.name, {
      name: entry.name,
      title: entry.title ?? humanize(entry.name),
      description: entry.description,
      businessContext: entry.business_context,
      columns: documented,
      refresh: refreshPolicyOf(entry.refresh_key),
      file: doc.file,
    });
  });
  return { loaded: tables, failures };
}

/** `models.yaml`: authored SELECTs, each probed on the warehouse for its columns. */
async function loadModels(
  dir: string,
  warehouse: Warehouse,
  tables: ReadonlyMap<string, CatalogTable>,
): Promise<Loaded<CatalogModel>> {
  const { failures, report } = failureList();
  const models = new Map<string, CatalogModel>();
  await eachEntry(dir, 'models', modelEntrySchema, report, async (entry: ModelEntry, doc, at) => {
    if (models.has(entry.name)) return at(['name'], `model '${entry.name}' is defined twice`);
    if (tables.has(entry.name)) return at(['name'], `model '${entry.name}' has the name of a table`);
    const sql = singleSelect(entry.sql);
    if (typeof sql !== 'string') return at(['sql'], sql.problem);
    const columns = await probeModel(warehouse, sql);
    if (typeof columns === 'string') return at(['sql'], columns);
    const documented = documentColumns(columns, entry.columns, at);
    if (!documented) return;
    models.set(entry.name, {
      name: entry.name,
      title: entry.title ?? humanize(entry.name),
      description: entry.description,
      businessContext: entry.business_context,
      sql,
      columns: documented,
      file: doc.file,
    });
  });
  return { loaded: models, failures };
}

/** A model's columns, or why its SQL does not run. */
async function probeModel(warehouse: Warehouse, sql: string): Promise<readonly ColumnInfo[] | string> {
  try {
    // Authored SQL, probed once at load: wrapping it as a derived table both
    // yields its columns without reading rows and refuses anything but a
    // query expression (a derived table cannot hold INSERT, SET, ATTACH …).
    const probe = await warehouse.execute(
      // Newlines keep a trailing `--` comment from swallowing the wrapper.
      { sql: `SELECT * FROM (\n${sql}\n) AS m LIMIT 0`, params: [] },
      { timeoutMs: MODEL_PROBE_TIMEOUT_MS },
    );
    return probe.columns;
  } catch (err) {
    return `the SQL does not run on the warehouse: ${firstLine(err)}`;
  }
}

/** `collections.yaml`: named groups of contracts, tables and models, each member one that loaded. */
async function loadCollections(
  dir: string,
  known: Readonly<Record<CollectionEntry['members'][number]['type'], ReadonlyMap<string, unknown>>>,
): Promise<Loaded<CatalogCollection>> {
  const { failures, report } = failureList();
  const collections = new Map<string, CatalogCollection>();
  await eachEntry(
    dir,
    'collections',
    collectionEntrySchema,
    report,
    async (entry: CollectionEntry, doc, at) => {
      if (collections.has(entry.name)) return at(['name'], `collection '${entry.name}' is defined twice`);
      let ok = true;
      for (const [i, m] of entry.members.entries()) {
        if (!known[m.type].has(m.id)) {
          at(['members', i, 'id'], `unknown ${m.type} '${m.id}' (not loaded)`);
          ok = false;
        }
      }
      if (!ok) return;
      collections.set(entry.name, {
        name: entry.name,
        title: entry.title ?? humanize(entry.name),
        description: entry.description,
        businessContext: entry.business_context,
        members: entry.members.map((m) => ({ type: m.type, id: m.id })),
        file: doc.file,
      });
    },
  );
  return { loaded: collections, failures };
}

type At = (path: readonly PropertyKey[], message: string) => void;

/**
 * Reads `<dir>/<kind>.yaml` and hands each entry, validated with `schema`, to
 * `build`. Problems are reported at the entry's location in the file.
 */
async function eachEntry<S extends z.ZodType>(
  dir: string,
  kind: keyof typeof catalogFileSchemas,
  schema: S,
  report: (file: string, problems: readonly string[]) => void,
  build: (entry: z.output<S>, doc: LocatedDocument, at: At) => Promise<void>,
): Promise<void> {
  const file = [join(dir, `${kind}.yaml`), join(dir, `${kind}.yml`)].find((f) => existsSync(f));
  if (!file) return;
  const problems: string[] = [];
  try {
    const doc = await readYamlFile(file);
    // An empty file parses to null: treat it as an empty list.
    const top = validateDocument({ ...doc, value: doc.value ?? {} }, catalogFileSchemas[kind]) as Record<
      string,
      unknown[]
    >;
    for (const [i, raw] of (top[kind] ?? []).entries()) {
      const base: PropertyKey[] = [kind, i];
      // The entry as its own document, so zod issues point at the right line.
      const entryDoc = subDocument(doc, base, raw);
      const at: At = (path, message) => problems.push(`${doc.locate([...base, ...path])}: ${message}`);
      try {
        await build(validateDocument(entryDoc, schema), doc, at);
      } catch (err) {
        if (err instanceof YamlProblems) problems.push(...err.problems);
        else throw err;
      }
    }
  } catch (err) {
    if (err instanceof YamlProblems) problems.push(...err.problems);
    else throw err;
  }
  report(file, problems);
}

/** Warehouse columns with the authored descriptions; `null` (and problems reported) if a doc names no column. */
function documentColumns(
  columns: readonly ColumnInfo[],
  docs: Readonly<Record<string, ColumnDoc>>,
  at: At,
): readonly DocumentedColumn[] | null {
  const names = new Set(columns.map((c) => c.name));
  let ok = true;
  for (const name of Object.keys(docs)) {
    if (!names.has(name)) {
      at(['columns', name], `column '${name}' does not exist (columns: ${[...names].join(', ')})`);
      ok = false;
    }
  }
  if (!ok) return null;
  return columns.map((c) => {
    const doc = docs[c.name] ?? '';
    return typeof doc === 'string'
      ? { ...c, description: doc, synonyms: [] }
      : { ...c, description: doc.description, synonyms: doc.synonyms };
  });
}

/**
 * The SQL with one optional trailing semicolon removed, or why it is not a
 * single SELECT. This is a lexical check (comments, strings and quoted names
 * skipped); the derived-table probe at load is what proves it is a query.
 */
export function singleSelect(sql: string): string | { problem: string } {
  // The statement with comments and quoted text blanked out, and where each kept character came from.
  let code = '';
  const from: number[] = [];
  for (let i = 0; i < sql.length; ) {
    const c = sql[i] as string;
    const two = sql.slice(i, i + 2);
    if (two === '--' || two === '/*') {
      const end = two === '--' ? sql.indexOf('\n', i) : sql.indexOf('*/', i + 2);
      if (end < 0 && two === '/*') return { problem: 'the SQL has an unterminated /* comment' };
      i = end < 0 ? sql.length : two === '--' ? end : end + 2;
      code += ' ';
      from.push(-1);
    } else if (c === "'" || c === '"') {
      let j = i + 1;
      for (;;) {
        j = sql.indexOf(c, j);
        if (j < 0) return { problem: `the SQL has an unterminated ${c === "'" ? 'string' : 'quoted name'}` };
        if (sql[j + 1] === c) j += 2;
        else break;
      }
      i = j + 1;
      code += ' x ';
      from.push(-1, -1, -1);
    } else {
      code += c;
      from.push(i);
      i += 1;
    }
  }
  let text = sql;
  const last = code.trimEnd();
  if (last.endsWith(';')) {
    const at = from[last.length - 1] as number;
    text = sql.slice(0, at) + sql.slice(at + 1);
    code = last.slice(0, -1);
  }
  if (code.includes(';')) return { problem: 'the SQL must be a single statement (found a ;)' };
  if (!/^\s*\(*\s*(select|with)\b/i.test(code)) {
    return { problem: 'the SQL must be a read-only query starting with SELECT or WITH' };
  }
  return text.trim();
}

function firstLine(err: unknown): string {
  return (err instanceof Error ? err.message : String(err)).split('\n')[0] ?? '';
}
