import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalog, singleSelect } from '../../src/catalog/load.js';
import { loadConfig } from '../../src/config/load.js';
import type { Consumer } from '../../src/consumers/model.js';
import { ensureDemoWarehouse } from '../../src/engines/duckdb/demo.js';
import { checkModels } from '../../src/governance/sql-policy.js';
import { createService, type Service } from '../../src/service.js';
import { describeObject } from '../../src/tools/describe-object.js';
import { DEMO_CONFIG } from '../helpers/server.js';

let service: Service;
let dir: string;
const consumer = (slug: string) => service.consumers.all().find((c) => c.slug === slug) as Consumer;

beforeAll(async () => {
  await ensureDemoWarehouse(resolve('.charter/demo.duckdb'));
  service = await createService(await loadConfig(DEMO_CONFIG, { PORT: '0' }));
  dir = await mkdtemp(join(tmpdir(), 'charter-catalog-'));
});
afterAll(async () => {
  await service?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the demo catalog', () => {
  it('loads every table, model and collection without problems', () => {
    expect(service.catalogFailures).toEqual([]);
    expect([...service.catalog.tables.keys()]).toEqual([
      'flights',
      'airports',
      'seattle_weather',
      'stocks',
      'gapminder',
    ]);
    expect([...service.catalog.models.keys()]).toEqual(['route_stats']);
    expect([...service.catalog.collections.keys()]).toEqual(['aviation', 'markets', 'climate', 'world']);
  });

  // The chat planner reads a model as the caller's own only when every table it reads is governed
  // by the caller's row-level security (agent/builtin/tables/governed.ts).
  it('records the tables each model reads, as the SQL guard found them', () => {
    expect(service.catalog.models.get('route_stats')?.reads).toEqual(['flights']);
  });

  it('takes columns and types from the warehouse and descriptions from the YAML', () => {
    const flights = service.catalog.tables.get('flights');
    expect(flights?.columns.map((c) => [c.name, c.engineType])).toEqual([
      ['date', 'TIMESTAMP'],
      ['delay', 'BIGINT'],
      ['distance', 'BIGINT'],
      ['origin', 'VARCHAR'],
      ['destination', 'VARCHAR'],
    ]);
    for (const table of service.catalog.tables.values()) {
      expect(table.businessContext.length, table.name).toBeGreaterThan(100);
      for (const c of table.columns) expect(c.description, `${table.name}.${c.name}`).not.toBe('');
    }
    const model = service.catalog.models.get('route_stats');
    expect(model?.columns.map((c) => c.name)).toEqual([
      'origin',
      'destination',
      'flight_count',
      'avg_delay',
      'avg_distance',
    ]);
  });

  // A column documented as `{ description, synonyms }` keeps both; a plain string has no synonyms.
  it('takes the other names of a column from the YAML, and describe_object shows them', async () => {
    const weather = service.catalog.tables.get('seattle_weather')?.columns.find((c) => c.name === 'weather');
    expect(weather?.description).toMatch(/^Dominant weather type of the day/);
    expect(weather?.synonyms).toEqual(['label', 'weather label', 'weather type', 'condition', 'conditions']);
    const delay = service.catalog.tables.get('flights')?.columns.find((c) => c.name === 'delay');
    expect(delay?.synonyms).toEqual([]);
    const explorer = consumer('sql-explorer');
    const call = { consumer: explorer, context: {} };
    const described = await describeObject(service, call, {
      object_id: 'seattle_weather',
      object_type: 'table',
    });
    const columns = described.object_info.columns as { name: string; synonyms?: string[] }[];
    expect(columns.find((c) => c.name === 'weather')?.synonyms).toContain('label');
    expect(columns.find((c) => c.name === 'wind')).not.toHaveProperty('synonyms');
  });
});

describe('visibleObjects: scope ∩ loaded ∩ query mode', () => {
  const visible = (slug: string) =>
    service.catalog.visibleObjects(consumer(slug)).map((o) => `${o.type}:${o.id}`);

  it('contract-only sees contracts and collections', () => {
    expect(visible('analytics-app')).toEqual([
      'contract:flights',
      'contract:weather',
      'contract:stocks',
      'contract:gapminder',
      'collection:aviation',
      'collection:climate',
      'collection:markets',
      'collection:world',
    ]);
    expect(visible('state-portal')).toEqual(['contract:regional_flights', 'collection:aviation']);
  });

  it('fallback sees every type; sql-only sees tables, models and collections', () => {
    expect(visible('ops-agent')).toEqual([
      'contract:regional_flights',
      'table:flights',
      'table:airports',
      'model:route_stats',
      'collection:aviation',
    ]);
    expect(visible('sql-explorer')).toEqual([
      'table:flights',
      'table:airports',
      'table:seattle_weather',
      'model:route_stats',
      'collection:aviation',
      'collection:climate',
    ]);
  });

  it('a scoped name that is not loaded, or not allowed by the mode, is not visible', () => {
    const c = consumer('analytics-app');
    const widened: Consumer = {
      ...c,
      scope: { ...c.scope, tables: ['flights'], contracts: [...c.scope.contracts, 'ghost'] },
    };
    expect(service.catalog.visibleObject(widened, 'table', 'flights')).toBeNull();
    expect(service.catalog.visibleObject(widened, 'contract', 'ghost')).toBeNull();
    expect(service.catalog.visibleObject(widened, 'contract', 'flights')?.title).toBe('US domestic flights');
  });
});

describe('loading problems carry file:line:col', () => {
  it('reports bad tables, models and collections, and keeps the good entries', async () => {
    await writeFile(
      join(dir, 'tables.yaml'),
      [
        'tables:',
        '  - name: flights',
        '    description: ok',
        '  - name: nope',
        '  - name: airports',
        '    columns:',
        '      altitude: not a column',
        '  - name: Bad-Name',
        '',
      ].join('\n'),
    );
    await writeFile(
      join(dir, 'models.yaml'),
      [
        'models:',
        '  - name: good',
        '    sql: SELECT origin, count(*) AS n FROM flights GROUP BY origin -- trailing comment',
        '  - name: writes',
        '    sql: DELETE FROM flights',
        '  - name: two',
        '    sql: "SELECT 1; SELECT \';\' AS x"',
        '  - name: missing',
        '    sql: SELECT * FROM no_such_table',
        '  - name: flights',
        '    sql: SELECT 1 AS x',
        '',
      ].join('\n'),
    );
    await writeFile(
      join(dir, 'collections.yaml'),
      [
        'collections:',
        '  - name: c1',
        '    members:',
        '      - { type: table, id: flights }',
        '      - { type: model, id: writes }',
        '  - name: c2',
        '    members: [{ type: model, id: good }]',
        '',
      ].join('\n'),
    );
    const result = await loadCatalog(dir, service.warehouse, service.catalog.contracts);
    expect([...result.tables.keys()]).toEqual(['flights']);
    expect([...result.models.keys()]).toEqual(['good']);
    expect([...result.collections.keys()]).toEqual(['c2']);

    const problems = Object.fromEntries(
      result.failures.map((f) => [f.file.split('/').pop(), f.problems.map((p) => p.slice(dir.length + 1))]),
    );
    expect(problems['tables.yaml']).toEqual([
      "tables.yaml:4:11: table 'nope' does not exist in the warehouse",
      "tables.yaml:7:17: column 'altitude' does not exist (columns: iata, name, city, state, country, latitude, longitude)",
      'tables.yaml:8:11: name: must be lower_snake_case, starting with a letter',
    ]);
    expect(problems['models.yaml']?.[0]).toBe(
      'models.yaml:5:10: the SQL must be a read-only query starting with SELECT or WITH',
    );
    expect(problems['models.yaml']?.[1]).toBe(
      'models.yaml:7:10: the SQL must be a single statement (found a ;)',
    );
    expect(problems['models.yaml']?.[2]).toMatch(
      /^models\.yaml:9:10: the SQL does not run on the warehouse: .*no_such_table/,
    );
    expect(problems['models.yaml']?.[3]).toBe("models.yaml:10:11: model 'flights' has the name of a table");
    expect(problems['collections.yaml']).toEqual([
      "collections.yaml:5:28: unknown model 'writes' (not loaded)",
    ]);
  });

  it('guards every model once at load: one reading an uncatalogued table or a denied function is not served', async () => {
    const base = service.catalog.models.get('route_stats');
    if (!base) throw new Error('the demo has no route_stats');
    const models = new Map([
      ['route_stats', base],
      ['reads_stocks', { ...base, name: 'reads_stocks', sql: 'SELECT symbol FROM stocks' }],
      [
        'reads_files',
        { ...base, name: 'reads_files', sql: "SELECT * FROM flights WHERE origin = getenv('HOME')" },
      ],
    ]);
    const tables = new Map([...service.catalog.tables].filter(([name]) => name !== 'stocks'));
    const result = await checkModels(tables, models, service.sqlGuard);
    expect([...result.models.keys()]).toEqual(['route_stats']);
    expect(result.failures.map((f) => f.problems[0])).toEqual([
      expect.stringMatching(/^model 'reads_stocks': object_out_of_scope: .*stocks/),
      expect.stringMatching(/^model 'reads_files': function_not_allowed: .*getenv/),
    ]);
  });

  it('a missing catalog folder is an empty catalog', async () => {
    const result = await loadCatalog(join(dir, 'absent'), service.warehouse, service.catalog.contracts);
    expect(result).toMatchObject({ failures: [] });
    expect(result.tables.size + result.models.size + result.collections.size).toBe(0);
  });
});

describe('singleSelect', () => {
  it('accepts one SELECT or WITH, ignoring semicolons in strings, names and comments', () => {
    expect(singleSelect('SELECT \';\' AS "a;b" /* ; */ FROM t -- ;\n')).toBe(
      'SELECT \';\' AS "a;b" /* ; */ FROM t -- ;',
    );
    expect(singleSelect('WITH x AS (SELECT 1) SELECT * FROM x;  -- done')).toBe(
      'WITH x AS (SELECT 1) SELECT * FROM x  -- done',
    );
    expect(singleSelect('(SELECT 1)')).toBe('(SELECT 1)');
  });

  it('refuses other statements, several statements and unterminated text', () => {
    expect(singleSelect('INSERT INTO t VALUES (1)')).toEqual({
      problem: 'the SQL must be a read-only query starting with SELECT or WITH',
    });
    expect(singleSelect('SELECT 1; DROP TABLE t')).toEqual({
      problem: 'the SQL must be a single statement (found a ;)',
    });
    expect(singleSelect("SELECT 'open")).toEqual({ problem: 'the SQL has an unterminated string' });
    expect(singleSelect('SELECT 1 /* open')).toEqual({ problem: 'the SQL has an unterminated /* comment' });
    expect(singleSelect('-- only a comment')).toMatchObject({ problem: expect.any(String) });
  });
});
