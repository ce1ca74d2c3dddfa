import { columnExpr, sourceOf } from '../../../compiler/compile.js';
import type { ColumnRef, Contract, Dimension, Measure } from '../../../contracts/model.js';
import type { Expr, Select } from '../../../sql/ast.js';
import type { Subject, SubjectDimension, SubjectMeasure } from '../subject.js';
import { datePartExpr, isDatePart } from './dateparts.js';
import { withoutReaveraging } from './models.js';

/**
 * A table subject read through a contract's joins: the contract's source (FROM + JOINs, the join
 * keys as the contract wrote them) and the joined columns its dimensions name. The planner writes no
 * join of its own: a table gains `origin_state` only because a contract over it joins `airports`.
 */
export interface RelationJoins {
  readonly contract: Contract;
  /** Joined dimension name → the column it reads (`origin_airport.state`). */
  readonly columns: ReadonlyMap<string, ColumnRef>;
}

/** The contracts whose source is this table under its own name, joining only tables the caller may read. */
function sourcesFor(table: string, contracts: Iterable<Contract>, readable: ReadonlySet<string>): Contract[] {
  return [...contracts].filter(
    (c) =>
      c.source.table === table &&
      c.source.alias === table &&
      c.source.joins.every((j) => readable.has(j.table)),
  );
}

/** A contract dimension on the table's own column lends its words to the table's dimension. */
function lendDimensionWords(
  dim: SubjectDimension,
  from: readonly Dimension[],
  table: string,
): SubjectDimension {
  const same = from.filter((d) => d.column.relation === table && d.column.column === dim.name);
  if (same.length === 0) return dim;
  const words = same.flatMap((d) => [d.name.replace(/_/g, ' '), d.title, ...d.synonyms]);
  return { ...dim, synonyms: [...new Set([...dim.synonyms, ...words])] };
}

/** A contract measure that is the same aggregate of the same column (or the plain row count) lends its words. */
function lendMeasureWords(m: SubjectMeasure, from: readonly Measure[], table: string): SubjectMeasure {
  const same = from.filter(
    (c) =>
      c.filter === null &&
      c.aggregation === m.aggregation &&
      (m.column === null ? c.column === null : c.column?.relation === table && c.column.column === m.column),
  );
  if (same.length === 0) return m;
  const words = same.flatMap((c) => [c.name.replace(/_/g, ' '), c.title, ...c.synonyms]);
  return { ...m, synonyms: [...new Set([...m.synonyms, ...words])] };
}

/**
 * A contract's filtered count over its source table's own column ("delayed_flights": the flights with
 * `delay > 15`) is the data team's definition of those rows: the table counts them the same way
 * (`count(*) FILTER (WHERE delay > 15)`), under the contract's name and words, so "How many delayed
 * flights did SEA have on Mondays?" is that count, not the average delay the word "delayed" is near.
 */
function lentFilteredCounts(from: readonly Measure[], table: string): SubjectMeasure[] {
  return from.flatMap((c) => {
    const f = c.filter;
    const value = f?.value;
    const plain = typeof value === 'number' || typeof value === 'string';
    if (c.aggregation !== 'count' || c.column !== null || !f || f.column.relation !== table || !plain)
      return [];
    const condition = { field: f.column.column, operator: f.operator, value };
    return [
      {
        name: c.name,
        title: c.title,
        aggregation: 'count' as const,
        synonyms: [c.name.replace(/_/g, ' '), ...c.synonyms],
        format: c.format,
        description: c.description,
        plainCount: false,
        column: null,
        countOf: [condition],
      },
    ];
  });
}

/**
 * A word the contracts give one measure is the data team's meaning of it: the table's own generated
 * words give it up ("precipitation" is the weather contract's total, not the column's average).
 */
function yieldLentWords(own: readonly SubjectMeasure[], lent: readonly SubjectMeasure[]): SubjectMeasure[] {
  const lentTo = new Map<string, string>();
  lent.forEach((m, i) => {
    const before = new Set(own[i]?.synonyms);
    for (const w of m.synonyms) if (!before.has(w)) lentTo.set(w.toLowerCase(), m.name);
  });
  return lent.map((m) => {
    const synonyms = m.synonyms.filter((w) => (lentTo.get(w.toLowerCase()) ?? m.name) === m.name);
    return synonyms.length === m.synonyms.length ? m : { ...m, synonyms };
  });
}

/**
 * A model's text column named as a contract's source-table column gets the contract's words for it
 * (route_stats' `origin` is "from" / "departing" as the flights' is), when the caller may read that
 * table: the model's columns are read as they are, and nothing is joined.
 */
function withModelWords(
  subject: Subject,
  contracts: Iterable<Contract>,
  readable: ReadonlySet<string>,
): Subject {
  const dims = [...contracts]
    .filter((c) => readable.has(c.source.table))
    .flatMap((c) => c.dimensions.filter((d) => d.type === 'string' && d.column.relation === c.source.alias));
  const dimensions = subject.dimensions.map((d) =>
    d.type === 'string'
      ? lendDimensionWords(
          d,
          dims.filter((x) => x.column.column === d.name),
          dims.find((x) => x.column.column === d.name)?.column.relation ?? '',
        )
      : d,
  );
  return { ...subject, dimensions };
}

/** Text dimensions a contract reads from a joined table (`origin_state`, `origin_city`). */
function joinedDimensions(contract: Contract, table: string, taken: ReadonlySet<string>): Dimension[] {
  return contract.dimensions.filter(
    (d) => d.column.relation !== table && d.type === 'string' && !taken.has(d.name),
  );
}

/**
 * The table subject with the vocabulary and joined text columns of the contracts defined over it
 * (every loaded contract, scoped or not: only their join definitions and words are used, and every
 * table they join must be one the caller may read). Other subjects are returned as they are.
 */
export function withContractJoins(
  subject: Subject,
  contracts: Iterable<Contract>,
  readable: ReadonlySet<string>,
): Subject {
  if (subject.kind === 'model') return withModelWords(withoutReaveraging(subject), contracts, readable);
  const sources = sourcesFor(subject.id, contracts, readable);
  const first = sources[0];
  if (!first) return subject;
  const dims = sources.flatMap((c) => c.dimensions);
  const dimensions = subject.dimensions.map((d) => lendDimensionWords(d, dims, subject.id));
  const contractMeasures = sources.flatMap((c) => c.measures);
  const taken0 = new Set(subject.measures.map((m) => m.name));
  const counts = lentFilteredCounts(contractMeasures, subject.id).filter((m) => !taken0.has(m.name));
  const measures = yieldLentWords(
    [...subject.measures, ...counts.map((m) => ({ ...m, synonyms: [] }))],
    [...subject.measures.map((m) => lendMeasureWords(m, contractMeasures, subject.id)), ...counts],
  );
  const columns = new Map<string, ColumnRef>();
  const taken = new Set(dimensions.map((d) => d.name));
  // Joined columns from the first contract only, so every one is reachable through its source.
  for (const d of joinedDimensions(first, subject.id, taken)) {
    columns.set(d.name, d.column);
    dimensions.push({
      name: d.name,
      title: d.title,
      type: d.type,
      synonyms: d.synonyms,
      grains: [],
      description: d.description,
    });
  }
  return {
    ...subject,
    dimensions,
    measures,
    ...(columns.size > 0 ? { joins: { contract: first, columns } } : {}),
  };
}

/** A relation subject's column as an expression: its own column, or the joined one a contract names. */
export function relationColumn(subject: Subject, name: string): Expr {
  const ref = subject.joins?.columns.get(name);
  if (ref) return columnExpr(ref);
  // A high less its low per row (subject.ts, columnDifferences).
  const difference = subject.differences?.find((d) => d.name === name);
  if (difference) {
    const [left, right] = [difference.high, difference.low].map((c) => relationColumn(subject, c));
    return { kind: 'subtract', left: left as Expr, right: right as Expr };
  }
  // A day of the week or hour of the day (tables/dateparts.ts), computed from the time column.
  const time = subject.dimensions.find((d) => d.type === 'time');
  if (time && isDatePart(subject, name)) return datePartExpr(name, relationColumn(subject, time.name));
  return { kind: 'column', table: subject.id, column: name };
}

/** FROM and the joins the named columns need (none for the table's own columns). */
export function relationSource(subject: Subject, names: Iterable<string>): Pick<Select, 'from' | 'joins'> {
  const joins = subject.joins;
  const own: Pick<Select, 'from' | 'joins'> = {
    from: { kind: 'table', name: subject.id, alias: subject.id },
    joins: [],
  };
  if (!joins) return own;
  const used = new Set<string>();
  for (const n of names) {
    const ref = joins.columns.get(n);
    if (ref) used.add(ref.relation);
  }
  return used.size === 0 ? own : sourceOf(joins.contract, used);
}
