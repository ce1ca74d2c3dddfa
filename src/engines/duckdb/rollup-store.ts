import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { type DuckDBConnection, DuckDBInstance } from '@duckdb/node-api';
import type { CellValue, CompiledStatement, ExecuteOptions, ResultSet } from '../../warehouse/types.js';
import { readResult } from './warehouse.js';

/** Types a rollup column may have in the store (a closed set: they are written into DDL). */
export const STORE_TYPES = ['VARCHAR', 'BIGINT', 'HUGEINT', 'DOUBLE', 'BOOLEAN', 'TIMESTAMP'] as const;
export type StoreType = (typeof STORE_TYPES)[number];

export interface StoreColumn {
  readonly name: string;
  readonly type: StoreType;
}

export interface RollupStoreOptions {
  /** Database file, or `:memory:`. */
  readonly path: string;
  readonly memoryLimit: string;
  readonly threads: number;
  /**
   * The renderer's identifier quoting (the project's one quoting function),
   * passed in so this layer does not depend on the SQL layer above it.
   */
  readonly quoteIdentifier: (name: string) => string;
}

/**
 * Charter's own DuckDB database of rollups: written only by rollup builds,
 * read by rollup-served queries. Separate from the warehouse, which stays
 * read-only. External access is off: nothing here reads files or the network.
 */
export class RollupStore {
  readonly dialect = 'duckdb' as const;
  private closed = false;
  private readonly inFlight = new Set<Promise<unknown>>();

  private constructor(
    private readonly instance: DuckDBInstance,
    private readonly q: (name: string) => string,
    /** Where the store lives: the configured file, or `:memory:` when that file was held by another process. */
    readonly location: string,
  ) {}

  /**
   * Opens the store. A file another process holds (a second server on the same
   * folder, parallel test runs) cannot be shared by DuckDB: the store then lives
   * in memory for this process and `fallbackReason` says why.
   */
  static async open(
    options: RollupStoreOptions,
  ): Promise<{ store: RollupStore; fallbackReason: string | null }> {
    const settings = {
      enable_external_access: 'false',
      autoload_known_extensions: 'false',
      autoinstall_known_extensions: 'false',
      memory_limit: options.memoryLimit,
      threads: String(options.threads),
    };
    if (options.path !== ':memory:') {
      try {
        await mkdir(dirname(options.path), { recursive: true });
        const instance = await DuckDBInstance.create(options.path, settings);
        return {
          store: new RollupStore(instance, options.quoteIdentifier, options.path),
          fallbackReason: null,
        };
      } catch (err) {
        const reason = err instanceof Error ? (err.message.split('\n')[0] ?? err.message) : String(err);
        const instance = await DuckDBInstance.create(':memory:', settings);
        return {
          store: new RollupStore(instance, options.quoteIdentifier, ':memory:'),
          fallbackReason: reason,
        };
      }
    }
    const instance = await DuckDBInstance.create(':memory:', settings);
    return { store: new RollupStore(instance, options.quoteIdentifier, ':memory:'), fallbackReason: null };
  }

  /** Runs a rendered rollup query (each statement on its own connection; aborting interrupts it). */
  async execute(statement: CompiledStatement, options: ExecuteOptions = {}): Promise<ResultSet> {
    return this.track((connection) => readResult(connection, statement, options), options.signal);
  }

  /**
   * Replaces `table` with `rows`: they are appended into a staging table as
   * text, cast into a new table, and the new table takes the old one's name in
   * one transaction, so a reader sees the old rows or the new ones, never a mix.
   */
  async replaceTable(
    table: string,
    columns: readonly StoreColumn[],
    rows: readonly (readonly CellValue[])[],
  ): Promise<void> {
    await this.track(async (connection) => {
      const staging = `${table}__staging`;
      const next = `${table}__next`;
      const q = this.q;
      await connection.run(`DROP TABLE IF EXISTS ${q(staging)}; DROP TABLE IF EXISTS ${q(next)}`);
      await connection.run(
        `CREATE TABLE ${q(staging)} (${columns.map((c) => `${q(c.name)} VARCHAR`).join(', ')})`,
      );
      const appender = await connection.createAppender(staging);
      for (const row of rows) {
        for (let i = 0; i < columns.length; i++) {
          const text = asText(row[i] ?? null);
          if (text === null) appender.appendNull();
          else appender.appendVarchar(text);
        }
        appender.endRow();
      }
      appender.closeSync();
      const casts = columns.map((c) => `CAST(${q(c.name)} AS ${storeType(c.type)}) AS ${q(c.name)}`);
      await connection.run(`CREATE TABLE ${q(next)} AS SELECT ${casts.join(', ')} FROM ${q(staging)}`);
      await connection.run(`DROP TABLE ${q(staging)}`);
      await connection.run(
        `BEGIN TRANSACTION; DROP TABLE IF EXISTS ${q(table)}; ALTER TABLE ${q(next)} RENAME TO ${q(table)}; COMMIT`,
      );
    });
  }

  /** Drops a rollup's table (a rollup no longer declared, or one whose build is abandoned). */
  async dropTable(table: string): Promise<void> {
    await this.track((connection) => connection.run(`DROP TABLE IF EXISTS ${this.q(table)}`));
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await Promise.allSettled([...this.inFlight]);
    this.instance.closeSync();
  }

  private async track<T>(work: (c: DuckDBConnection) => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (this.closed) throw new Error('the rollup store is closed');
    signal?.throwIfAborted();
    const run = (async () => {
      const connection = await this.instance.connect();
      const onAbort = () => connection.interrupt();
      signal?.addEventListener('abort', onAbort, { once: true });
      try {
        return await work(connection);
      } catch (err) {
        if (signal?.aborted) throw signal.reason ?? err;
        throw err;
      } finally {
        signal?.removeEventListener('abort', onAbort);
        connection.closeSync();
      }
    })();
    this.inFlight.add(run);
    try {
      return await run;
    } finally {
      this.inFlight.delete(run);
    }
  }
}

/** Store types come from the closed STORE_TYPES set; checked again because they are written into DDL. */
function storeType(type: StoreType): StoreType {
  if (!STORE_TYPES.includes(type)) throw new Error(`not a rollup store type: ${String(type)}`);
  return type;
}

/** A cell as the text DuckDB casts back exactly: JS prints the shortest string that round-trips a double. */
function asText(value: CellValue): string | null {
  if (value === null) return null;
  if (typeof value === 'object') throw new Error('lists and structs are not stored in rollups');
  return String(value);
}
