import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { type LocatedDocument, readYamlFile, validateDocument, YamlProblems } from '../config/yaml.js';
import { closest, didYouMean } from '../errors/diagnostics.js';
import type { ColumnInfo, LogicalType, Warehouse } from '../warehouse/types.js';
import {
  type ColumnRef,
  type ContextKey,
  type Contract,
  type ContractExample,
  type Dimension,
  type DimensionType,
  type Measure,
  OPERATORS_BY_TYPE,
  TIME_GRAINS,
} from './model.js';
import { refreshPolicyOf } from './refresh.js';
import { checkRollups } from './rollups.js';
import { type ContractFile, contractFileSchema } from './schema.js';

export interface ContractLoadResult {
  readonly contracts: ReadonlyMap<string, Contract>;
  /** Files that failed validation, each with every problem found. Such contracts are not served. */
  readonly failures: readonly { readonly file: string; readonly problems: readonly string[] }[];
}

/** Loads every `*.yaml`/`*.yml` under `dir`, validating each against the schema and the warehouse. */
export async function loadContracts(dir: string, warehouse: Warehouse): Promise<ContractLoadResult> {
  const files = (await readdir(dir)).filter((f) => /\.ya?ml$/.test(f)).sort();
  const contracts = new Map<string, Contract>();
  const failures: { file: string; problems: readonly string[] }[] = [];
  const tableCache = new Map<string, Promise<readonly ColumnInfo[] | null>>();
  const describe = (table: string) => {
    let cached = tableCache.get(table);
    if (!cached) {
      cached = warehouse.describeTable(table);
      tableCache.set(table, cached);
    }
    return cached;
  };
  let tableNames: Promise<readonly string[]> | null = null;
  const lookup: Lookup = {
    describe,
    tables: () => {
      tableNames ??= warehouse.listTables();
      return tableNames;
    },
  };
  for (const name of files) {
    const file = join(dir, name);
    try {
      const doc = await readYamlFile(file);
      const authored = validateDocument(doc, contractFileSchema);
      const contract = await buildContract(doc, authored, lookup);
      const clash = contracts.get(contract.name);
      if (clash) {
        throw new YamlProblems([
          `${doc.locate(['name'])}: contract name '${contract.name}' is also used by ${clash.file}`,
        ]);
      }
      contracts.set(contract.name, contract);
    } catch (err) {
      if (err instanceof YamlProblems) failures.push({ file, problems: err.problems });
      else throw err;
    }
  }
  return { contracts, failures };
}

/** What a contract is checked against: a table's columns (null: no such table), and every table's name. */
interface Lookup {
  readonly describe: (table: string) => Promise<readonly ColumnInfo[] | null>;
  readonly tables: () => Promise<readonly string[]>;
}

const NUMERIC: readonly LogicalType[] = ['integer', 'number', 'decimal'];
const COMPATIBLE: Record<DimensionType, readonly LogicalType[]> = {
  string: ['string'],
  number: NUMERIC,
  boolean: ['boolean'],
  time: ['timestamp', 'date'],
};

/** Where a problem is reported: every step adds to the one list, in the order the file is read. */
type Report = (path: readonly PropertyKey[], message: string) => void;

/** A relation of the source, by alias, with its warehouse columns (null: the table does not exist). */
interface Relation {
  readonly table: string;
  readonly columns: ReadonlyMap<string, ColumnInfo> | null;
}
type Relations = ReadonlyMap<string, Relation>;

/** Cross-checks an authored contract (references, rules, RLS) and its tables and columns in the warehouse. */
async function buildContract(doc: LocatedDocument, f: ContractFile, lookup: Lookup): Promise<Contract> {
  const problems: string[] = [];
  const at: Report = (path, message) => problems.push(`${doc.locate(path)}: ${message}`);

  const { baseAlias, joins, relations } = await sourceOf(f.source, lookup, at);
  const dimensions = dimensionsOf(f.dimensions, relations, at, (path) => doc.locate(path));
  const { measures, measureTypes } = measuresOf(
    f.measures,
    new Set(dimensions.map((d) => d.name)),
    relations,
    at,
  );
  checkRules(f.rules, dimensions, new Set([...dimensions, ...measures].map((x) => x.name)), at);
  const { rls, requiredContext, contextKeys } = rlsOf(f.rls, relations, at);
  const rollups = checkRollups(
    f.rollups,
    { dimensions, measures, rls, columnType: (m) => measureTypes.get(m.name) ?? null },
    at,
  );

  if (dimensions.length === 0 && measures.length === 0)
    at([], 'a contract needs at least one dimension or measure');
  if (problems.length > 0) throw new YamlProblems(problems);

  return Object.freeze({
    name: f.name,
    title: f.title ?? humanize(f.name),
    description: f.description,
    source: Object.freeze({ table: f.source.table, alias: baseAlias, joins: Object.freeze(joins) }),
    dimensions: Object.freeze(dimensions),
    measures: Object.freeze(measures),
    rules: Object.freeze({
      requiredFilters: Object.freeze([...f.rules.required_filters]),
      operators: Object.freeze({ ...f.rules.operators }),
    }),
    rls: Object.freeze(rls),
    requiredContext: Object.freeze(requiredContext),
    contextKeys,
    refresh: refreshPolicyOf(f.refresh_key),
    rollups: Object.freeze(rollups),
    examples: Object.freeze(f.examples.map((e, i) => exampleOf(doc, e, i))),
    file: doc.file,
  });
}

/** A relation's warehouse columns; a missing table is reported with the tables there are. */
async function relationOf(
  table: string,
  path: readonly PropertyKey[],
  lookup: Lookup,
  at: Report,
): Promise<Relation> {
  const cols = await lookup.describe(table);
  if (!cols) {
    const tables = await lookup.tables();
    at(
      path,
      `table '${table}' does not exist in the warehouse${didYouMean(table, tables)}; tables: ${tables.join(', ')}`,
    );
  }
  return { table, columns: cols ? new Map(cols.map((c) => [c.name, c])) : null };
}

/**
 * The source table and its joins, with every relation they declare. A join's left
 * side is checked against the relations declared before it and its right side
 * against the join's own relation, so relations are added in the order written.
 */
async function sourceOf(source: ContractFile['source'], lookup: Lookup, at: Report) {
  const relations = new Map<string, Relation>();
  const add = async (table: string, alias: string, path: readonly PropertyKey[]) => {
    if (relations.has(alias)) at(path, `relation alias '${alias}' is used twice in the source`);
    relations.set(alias, await relationOf(table, path, lookup, at));
  };
  const baseAlias = source.alias ?? source.table;
  await add(source.table, baseAlias, ['source', 'table']);
  const joins = [];
  for (const [i, j] of source.joins.entries()) {
    const alias = j.alias ?? j.table;
    const path = ['source', 'joins', i, 'on'] as const;
    const lefts = j.on.map((pair, k) => ({
      pair,
      k,
      left: checkRef(pair.left, [...path, k, 'left'], relations, at).ref,
    }));
    await add(j.table, alias, ['source', 'joins', i, 'table']);
    const on = lefts.map(({ pair, k, left }) => {
      const right = checkRef(pair.right, [...path, k, 'right'], relations, at).ref;
      if (right.relation !== alias)
        at([...path, k, 'right'], `the right side must be a column of '${alias}'`);
      return { left, right };
    });
    joins.push({ table: j.table, alias, type: j.type, on });
  }
  return { baseAlias, joins, relations: relations as Relations };
}

/** Resolves `relation.column` against the source's relations; reports what is wrong. */
function checkRef(
  text: string,
  path: readonly PropertyKey[],
  relations: Relations,
  at: Report,
): { ref: ColumnRef; info: ColumnInfo | null } {
  const [relation = '', column = ''] = text.split('.');
  const ref: ColumnRef = { relation, column };
  const rel = relations.get(ref.relation);
  if (!rel) {
    // A reference close to the name of a missing table (its relation named after it, e.g. `stocks.x`
    // with `table: stockz`) means that table: the one problem is already reported.
    const missing = [...relations.entries()].filter(([, r]) => r.columns === null);
    const meantMissing = missing.some(([alias, r]) => alias === r.table && closest(ref.relation, [alias]));
    if (!meantMissing) {
      const known = [...relations.keys()];
      at(
        path,
        `unknown relation '${ref.relation}'${didYouMean(ref.relation, known)}; source relations: ${known.join(', ')}`,
      );
    }
    return { ref, info: null };
  }
  if (!rel.columns) return { ref, info: null };
  const info = rel.columns.get(ref.column) ?? null;
  if (!info) {
    const columns = [...rel.columns.keys()];
    at(
      path,
      `column '${ref.column}' does not exist in table '${rel.table}'${didYouMean(ref.column, columns)}; columns: ${columns.join(', ')}`,
    );
  }
  return { ref, info };
}

/** Dimensions, each checked against its column's type; a name used twice is reported where it recurs. */
function dimensionsOf(
  authored: ContractFile['dimensions'],
  relations: Relations,
  at: Report,
  locate: (path: (string | number)[]) => string,
): Dimension[] {
  const names = new Set<string>();
  return authored.map((d, i) => {
    if (names.has(d.name)) at(['dimensions', i, 'name'], `field name '${d.name}' is used twice`);
    names.add(d.name);
    const { ref, info } = checkRef(d.column, ['dimensions', i, 'column'], relations, at);
    if (info && !COMPATIBLE[d.type].includes(info.type)) {
      at(
        ['dimensions', i, 'type'],
        `type '${d.type}' does not fit column ${d.column} of type ${info.engineType}`,
      );
    }
    if (d.time_grains && d.type !== 'time')
      at(['dimensions', i, 'time_grains'], 'time_grains is only for time dimensions');
    checkValueSynonyms(d, ['dimensions', i, 'value_synonyms'], at);
    return Object.freeze({
      name: d.name,
      title: d.title ?? humanize(d.name),
      type: d.type,
      column: ref,
      description: d.description,
      synonyms: Object.freeze([...d.synonyms]),
      valueSynonyms: Object.freeze(
        Object.fromEntries(
          Object.entries(d.value_synonyms).map(([v, names]) => [v, Object.freeze([...names])]),
        ),
      ),
      valueSynonymsAt: Object.freeze(
        Object.fromEntries(
          Object.keys(d.value_synonyms).map((v) => [v, locate(['dimensions', i, 'value_synonyms', v])]),
        ),
      ),
      timeGrains: Object.freeze(d.type === 'time' ? [...(d.time_grains ?? TIME_GRAINS)] : []),
    });
  });
}

/**
 * Value synonyms name values of text: only a string dimension has them, and one name may stand for one
 * value only (a name given to two values could not be read as either).
 */
function checkValueSynonyms(
  d: ContractFile['dimensions'][number],
  path: (string | number)[],
  at: Report,
): void {
  const entries = Object.entries(d.value_synonyms);
  if (entries.length === 0) return;
  if (d.type !== 'string') {
    at(path, `value_synonyms is only for string dimensions ('${d.name}' is ${d.type})`);
    return;
  }
  const owner = new Map<string, string>();
  for (const [value, names] of entries) {
    for (const name of names) {
      const key = name.trim().toLowerCase();
      const first = owner.get(key);
      if (first !== undefined && first !== value)
        at(
          [...path, value],
          `'${name}' is already a synonym of '${first}': a name may stand for one value only`,
        );
      owner.set(key, first ?? value);
    }
  }
}

/**
 * Measures, each checked against its aggregation, and the logical type of each
 * measure's column (rollups check what they may re-aggregate with it). A measure
 * may not reuse a dimension's name or an earlier measure's.
 */
function measuresOf(
  authored: ContractFile['measures'],
  dimensionNames: ReadonlySet<string>,
  relations: Relations,
  at: Report,
): { measures: Measure[]; measureTypes: ReadonlyMap<string, LogicalType> } {
  const names = new Set(dimensionNames);
  const measureTypes = new Map<string, LogicalType>();
  const measures = authored.map((m, i): Measure => {
    if (names.has(m.name)) at(['measures', i, 'name'], `field name '${m.name}' is used twice`);
    names.add(m.name);
    let column: ColumnRef | null = null;
    if (m.column) {
      const { ref, info } = checkRef(m.column, ['measures', i, 'column'], relations, at);
      column = ref;
      if (info) measureTypes.set(m.name, info.type);
      if (info && (m.aggregation === 'sum' || m.aggregation === 'avg') && !NUMERIC.includes(info.type)) {
        at(
          ['measures', i, 'column'],
          `${m.aggregation} needs a numeric column; ${m.column} is ${info.engineType}`,
        );
      }
    } else if (m.aggregation !== 'count') {
      at(['measures', i], `aggregation '${m.aggregation}' needs a column`);
    }
    const filter = m.filter
      ? Object.freeze({
          column: checkRef(m.filter.column, ['measures', i, 'filter', 'column'], relations, at).ref,
          operator: m.filter.operator,
          value: m.filter.value,
        })
      : null;
    return Object.freeze({
      name: m.name,
      title: m.title ?? humanize(m.name),
      aggregation: m.aggregation,
      column,
      filter,
      description: m.description,
      synonyms: Object.freeze([...m.synonyms]),
      format: m.format ?? null,
    });
  });
  return { measures, measureTypes };
}

/** Required filters and operator lists name fields of this contract, with operators their type has. */
function checkRules(
  rules: ContractFile['rules'],
  dimensions: readonly Dimension[],
  fieldNames: ReadonlySet<string>,
  at: Report,
): void {
  for (const [i, field] of rules.required_filters.entries()) {
    if (!fieldNames.has(field)) at(['rules', 'required_filters', i], `unknown field '${field}'`);
  }
  for (const [field, ops] of Object.entries(rules.operators)) {
    const dim = dimensions.find((d) => d.name === field);
    if (!fieldNames.has(field)) at(['rules', 'operators', field], `unknown field '${field}'`);
    const allowed = dim ? OPERATORS_BY_TYPE[dim.type] : OPERATORS_BY_TYPE.number;
    for (const op of ops) {
      if (!allowed.includes(op))
        at(['rules', 'operators', field], `operator '${op}' does not apply to '${field}'`);
    }
  }
}

/** Row-level security filters, the context keys a caller must send, and each key's value type. */
function rlsOf(authored: ContractFile['rls'], relations: Relations, at: Report) {
  // The first filter on a context key names the column its value is compared with.
  const columnTypes = new Map<string, { column: string; info: ColumnInfo | null }>();
  const rls = (authored?.filters ?? []).map((r, i) => {
    const { ref, info } = checkRef(r.column, ['rls', 'filters', i, 'column'], relations, at);
    if (!columnTypes.has(r.context)) columnTypes.set(r.context, { column: r.column, info });
    return Object.freeze({ column: ref, operator: r.operator, contextKey: r.context });
  });
  const requiredContext = [
    ...new Set([...(authored?.required_context ?? []), ...rls.map((r) => r.contextKey)]),
  ];
  const contextKeys = contextKeysOf(requiredContext, columnTypes, authored?.context_types ?? {}, at);
  return { rls, requiredContext, contextKeys };
}

/** The dimension type a warehouse column's values have (string for types no dimension has). */
function dimensionTypeOf(type: LogicalType): DimensionType {
  const found = (Object.keys(COMPATIBLE) as DimensionType[]).find((t) => COMPATIBLE[t].includes(type));
  return found ?? 'string';
}

/**
 * Each required context key's value type: declared in `rls.context_types`, else
 * the type of the column its filter compares it with, else string. A caller's
 * value of another type is refused before any statement runs (contextProblems).
 */
function contextKeysOf(
  required: readonly string[],
  columns: ReadonlyMap<string, { column: string; info: ColumnInfo | null }>,
  declared: Readonly<Record<string, DimensionType>>,
  at: (path: readonly PropertyKey[], message: string) => void,
): Readonly<Record<string, ContextKey>> {
  for (const key of Object.keys(declared)) {
    if (!required.includes(key))
      at(
        ['rls', 'context_types', key],
        `'${key}' is not a context key of this contract (keys: ${required.join(', ') || '(none)'})`,
      );
  }
  const keys: Record<string, ContextKey> = {};
  for (const key of required) {
    const filtered = columns.get(key);
    const type = declared[key] ?? (filtered?.info ? dimensionTypeOf(filtered.info.type) : 'string');
    if (declared[key] && filtered?.info && !COMPATIBLE[type].includes(filtered.info.type)) {
      at(
        ['rls', 'context_types', key],
        `type '${type}' does not fit column ${filtered.column} of type ${filtered.info.engineType} that '${key}' is compared with`,
      );
    }
    keys[key] = Object.freeze({ type, column: filtered?.column ?? null });
  }
  return Object.freeze(keys);
}

/** An authored example with the location of every path of its query, for the checker's messages. */
function exampleOf(doc: LocatedDocument, e: ContractFile['examples'][number], i: number): ContractExample {
  const locations = new Map<string, string>();
  const walk = (value: unknown, path: readonly (string | number)[], key: string) => {
    locations.set(key, doc.locate(['examples', i, ...path]));
    if (Array.isArray(value)) for (const [k, v] of value.entries()) walk(v, [...path, k], `${key}[${k}]`);
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) walk(v, [...path, k], `${key}.${k}`);
  };
  walk(e.query, ['query'], 'query');
  return Object.freeze({ question: e.question, query: e.query, at: doc.locate(['examples', i]), locations });
}

/** `flight_count` → `Flight count`: the default title of a named object. */
export function humanize(name: string): string {
  const words = name.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
