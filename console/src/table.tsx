import { useMemo, useState } from 'preact/hooks';
import type { Row } from './api';

export interface Column {
  readonly name: string;
  readonly type?: string;
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), undefined, { numeric: true });
}

function cell(value: unknown): string {
  if (value === null || value === undefined) return '∅';
  if (typeof value === 'number') return value.toLocaleString('en-US', { maximumFractionDigits: 4 });
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A result table; a click on a heading sorts by that column (again: the other way). */
export function ResultTable({ columns, rows }: { columns: readonly Column[]; rows: readonly Row[] }) {
  const [sort, setSort] = useState<{ name: string; dir: 1 | -1 } | null>(null);
  const sorted = useMemo(() => {
    if (!sort) return rows;
    return [...rows].sort((a, b) => sort.dir * compare(a[sort.name], b[sort.name]));
  }, [rows, sort]);
  const toggle = (name: string) =>
    setSort((s) => (s && s.name === name ? { name, dir: s.dir === 1 ? -1 : 1 } : { name, dir: 1 }));
  return (
    <div class="table-wrap">
      <table class="result-table" data-testid="result-table">
        <thead>
          <tr>
            {columns.map((c) => (
              <th
                key={c.name}
                aria-sort={sort?.name === c.name ? (sort.dir === 1 ? 'ascending' : 'descending') : 'none'}
              >
                <button type="button" onClick={() => toggle(c.name)} title={c.type ?? ''}>
                  {c.name}
                  <span class="sort-mark">{sort?.name === c.name ? (sort.dir === 1 ? ' ▲' : ' ▼') : ''}</span>
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sorted.map((row, i) => (
            <tr key={i}>
              {columns.map((c) => (
                <td key={c.name} class={typeof row[c.name] === 'number' ? 'num' : ''}>
                  {cell(row[c.name])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Columns of rows that came without a column list (REST pages): the keys of the first row. */
export function columnsOf(rows: readonly Row[]): Column[] {
  const first = rows[0];
  return first ? Object.keys(first).map((name) => ({ name })) : [];
}
