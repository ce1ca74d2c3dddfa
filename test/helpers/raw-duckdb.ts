import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { vegaDataDir } from '../../src/engines/duckdb/demo.js';

/**
 * An independent DuckDB over the original vega-datasets files: the oracle that
 * service results are compared with. It shares no code with the service's
 * pipeline beyond the DuckDB engine itself.
 */
export async function rawDuckDb() {
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  const dir = vegaDataDir();
  await connection.run(
    `CREATE VIEW raw_flights AS SELECT * FROM read_parquet('${join(dir, 'flights-3m.parquet')}')`,
  );
  await connection.run(
    `CREATE VIEW raw_airports AS SELECT * FROM read_csv_auto('${join(dir, 'airports.csv')}')`,
  );
  return {
    async rows(sql: string): Promise<Record<string, unknown>[]> {
      const reader = await connection.runAndReadAll(sql);
      return reader.getRowObjectsJS() as Record<string, unknown>[];
    },
    close() {
      connection.closeSync();
      instance.closeSync();
    },
  };
}
