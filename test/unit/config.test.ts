import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ApiKeyStore, generateKey, hashKey } from '../../src/auth/keys.js';
import { main } from '../../src/cli/main.js';
import { loadConfig } from '../../src/config/load.js';
import { YamlProblems } from '../../src/config/yaml.js';

async function configFile(text: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'charter-config-'));
  const file = join(dir, 'charter.yaml');
  await writeFile(file, text);
  return file;
}

describe('configuration', () => {
  it('loads the demo config; PORT and HOST override the listen address', async () => {
    const config = await loadConfig('demo/charter.yaml', { PORT: '9999', HOST: '0.0.0.0' });
    expect(config.server).toMatchObject({ port: 9999, host: '0.0.0.0' });
    expect(config.consumers.map((c) => c.slug)).toEqual([
      'analytics-app',
      'state-portal',
      'ops-agent',
      'sql-explorer',
      'rest-only',
    ]);
    expect(config.apiKeys.every((k) => /^[0-9a-f]{64}$/.test(k.sha256))).toBe(true);
  });

  it('reads secrets from referenced environment variables, and names the ones missing', async () => {
    const file = await configFile(
      // biome-ignore lint/suspicious/noTemplateCurlyInString: this is the config's own ${env:NAME} syntax
      'warehouse:\n  engine: postgres\n  connection_string: "postgres://u:${env:PG_PASSWORD}@localhost/db"\n',
    );
    const config = await loadConfig(file, { PG_PASSWORD: 's3cret' });
    expect(config.warehouse).toMatchObject({ connection_string: 'postgres://u:s3cret@localhost/db' });
    await expect(loadConfig(file, {})).rejects.toThrow(
      /charter\.yaml:3:22: environment variable PG_PASSWORD is not set/,
    );
  });

  it('reports every problem with its file location', async () => {
    const file = await configFile(`warehouse:
  engine: duckdb
  path: x.duckdb
  threads: many
consumers:
  - slug: Bad Slug
    name: A
    query_mode: everything
  - slug: b
    name: B
    query_mode: sql-only
    scope: {}
  - slug: b
    name: B2
    query_mode: sql-only
    scope: {}
api_keys:
  - id: k
    hash: sha256:${'0'.repeat(64)}
    consumers: [b, ghost]
`);
    const err = await loadConfig(file, {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(YamlProblems);
    expect((err as YamlProblems).problems).toEqual([
      expect.stringMatching(/:4:12: warehouse\.threads: /),
      expect.stringMatching(/:6:11: consumers\[0\]\.slug: must be a lower-case slug/),
      expect.stringMatching(/:8:17: consumers\[0\]\.query_mode: /),
      expect.stringMatching(/:6:5: consumers\[0\]\.scope: is required/),
      // Problems between entries come in the same run, not after the shape is fixed.
      expect.stringMatching(/:13:11: consumer slug 'b' is used twice/),
      expect.stringMatching(/:20:20: unknown consumer 'ghost' \(consumers: Bad Slug, b\)/),
    ]);

    const clashes = await configFile(`warehouse: { engine: duckdb, path: x.duckdb }
consumers:
  - { slug: b, name: B, query_mode: sql-only, scope: {} }
  - { slug: b, name: B2, query_mode: sql-only, scope: {} }
api_keys:
  - { id: k, hash: 'sha256:${'0'.repeat(64)}', consumers: [b, ghost] }
`);
    const second = await loadConfig(clashes, {}).catch((e: unknown) => e);
    expect((second as YamlProblems).problems).toEqual([
      expect.stringMatching(/:4:13: consumer slug 'b' is used twice/),
      expect.stringMatching(/:6:110: unknown consumer 'ghost'/),
    ]);
  });
});

describe('API keys', () => {
  const key = generateKey();
  const store = new ApiKeyStore([{ id: 'k1', sha256: hashKey(key), consumers: ['a', 'b'] }]);

  it('authenticates a bearer key to its principal', () => {
    expect(store.authenticate(`Bearer ${key}`)).toEqual({ keyId: 'k1', consumers: new Set(['a', 'b']) });
    expect(store.authenticate(`bearer   ${key}`).keyId).toBe('k1');
  });

  it('rejects missing, malformed and unknown keys with 401', () => {
    for (const header of [undefined, '', 'Bearer', `Basic ${key}`, 'Bearer nope', `Bearer ${key}x`]) {
      expect(() => store.authenticate(header)).toThrowError(
        expect.objectContaining({ code: 'unauthorized', status: 401 }),
      );
    }
  });

  it('`charter keys create` prints a key once and a config entry holding only its hash', async () => {
    const lines: string[] = [];
    const code = await main(['keys', 'create', '--consumer', 'analytics-app', '--id', 'ci'], {
      log: (s) => lines.push(s),
      error: (s) => lines.push(s),
    });
    expect(code).toBe(0);
    const out = lines.join('\n');
    const printed = /\b(chr_[A-Za-z0-9_-]{43})\b/.exec(out)?.[1];
    expect(printed).toBeDefined();
    expect(out).toContain(`hash: sha256:${hashKey(printed as string)}`);
    expect(out).toContain('consumers: [analytics-app]');
  });
});

describe('charter keys create', () => {
  const today = new Date().toISOString().slice(0, 10);
  const run = async (args: string[]) => {
    const lines: string[] = [];
    const code = await main(['keys', 'create', ...args], {
      log: (s) => lines.push(s),
      error: (s) => lines.push(s),
    });
    return { code, out: lines.join('\n') };
  };
  const withKey = (id: string) => `warehouse: { engine: duckdb, path: x.duckdb }
consumers:
  - { slug: state-portal, name: S, query_mode: contract-only, scope: {} }
api_keys:
  - { id: ${id}, hash: 'sha256:${'1'.repeat(64)}', consumers: [state-portal] }
`;

  it('a second key of a consumer on the same day gets an id of its own, and the config stays valid', async () => {
    const text = withKey(`state-portal-${today}`);
    const file = await configFile(text);
    const { code, out } = await run(['--consumer', 'state-portal', '--config', file]);
    expect(code).toBe(0);
    expect(out).toContain(`- id: state-portal-${today}-2`);
    const entry = out.slice(out.indexOf('  - id:'));
    await writeFile(file, `${text}${entry}\n`);
    await expect(loadConfig(file, {})).resolves.toMatchObject({
      apiKeys: [{}, { id: `state-portal-${today}-2` }],
    });
  });

  it('refuses a consumer the config does not have, with a did-you-mean, and an id already used', async () => {
    const file = await configFile(withKey('taken'));
    const unknown = await run(['--consumer', 'state-portl', '--config', file]);
    expect(unknown.code).toBe(1);
    expect(unknown.out).toMatch(
      /unknown consumer 'state-portl' \(did you mean 'state-portal'\?\); consumers: state-portal/,
    );
    expect(unknown.out).not.toMatch(/chr_/);
    const clash = await run(['--consumer', 'state-portal', '--id', 'taken', '--config', file]);
    expect(clash.code).toBe(1);
    expect(clash.out).toMatch(/API key id 'taken' is already used/);
  });
});

describe('charter validate', () => {
  const run = async (args: string[]) => {
    const lines: string[] = [];
    const code = await main(args, { log: (s) => lines.push(s), error: (s) => lines.push(s) });
    return { code, out: lines.join('\n') };
  };
  const demoBased = (consumers: string, extra = '', contracts = resolve('demo/contracts')) =>
    configFile(`warehouse: { engine: duckdb, path: ${resolve('.charter/demo.duckdb')} }
contracts: ${contracts}
catalog: ${resolve('demo/catalog')}
rollups: { enabled: false }
${extra}consumers:
${consumers}`);

  it('refuses consumers scoped to contracts or tables that do not exist, at file:line:col with a did-you-mean; serve refuses too', async () => {
    const file = await demoBased(`  - slug: a
    name: A
    query_mode: contract-with-sql-fallback
    scope:
      contracts: [flights, regional_flight]
      tables: [airportz]
`);
    const validated = await run(['validate', '--config', file]);
    expect(validated.code).toBe(1);
    expect(validated.out).toContain(
      `${file}:10:28: consumers[0].scope.contracts[1]: unknown contract 'regional_flight' (did you mean 'regional_flights'?)`,
    );
    expect(validated.out).toContain(
      `${file}:11:16: consumers[0].scope.tables[0]: unknown table 'airportz' (did you mean 'airports'?)`,
    );
    expect(validated.out).toMatch(/\d+ valid, 1 invalid$/);
    const served = await run(['serve', '--config', file]);
    expect(served.code).toBe(1);
    expect(served.out).toContain("unknown contract 'regional_flight' (did you mean 'regional_flights'?)");
  });

  it('an invalid config does not stop the contracts from being checked: every problem in one run', async () => {
    const contracts = await mkdtemp(join(tmpdir(), 'charter-contracts-'));
    await writeFile(
      join(contracts, 'bad.yaml'),
      'name: bad\nsource: { table: flightz }\nmeasures:\n  - { name: n, aggregation: count }\n',
    );
    const file = await demoBased(
      '  - { slug: a, name: A, query_mode: contract-only, scope: {} }\n',
      'query: { max_limit: lots }\n',
      contracts,
    );
    const { code, out } = await run(['validate', '--config', file]);
    expect(code).toBe(1);
    expect(out).toMatch(/charter\.yaml:5:21: query\.max_limit: expected a number, got the text 'lots'/);
    expect(out).toMatch(
      /bad\.yaml:2:18: table 'flightz' does not exist in the warehouse \(did you mean 'flights'\?\)/,
    );
  });

  it('reports a value synonym of a value the warehouse does not hold, at its file:line:col', async () => {
    const contracts = await mkdtemp(join(tmpdir(), 'charter-contracts-'));
    await writeFile(
      join(contracts, 'stocks.yaml'),
      `name: stocks
source: { table: stocks }
dimensions:
  - name: symbol
    type: string
    column: stocks.symbol
    value_synonyms:
      AAPL: [Apple]
      APPL: [Apple Inc]
      msft: [Microsoft]
measures:
  - { name: n, aggregation: count }
`,
    );
    const file = await demoBased(
      '  - { slug: a, name: A, query_mode: contract-only, scope: {} }\n',
      '',
      contracts,
    );
    const { code, out } = await run(['validate', '--config', file]);
    expect(code).toBe(1);
    expect(out).toContain(
      "stocks.yaml:9:13: value_synonyms of 'symbol': 'APPL' is not a value of stocks.symbol in the warehouse, so 'Apple Inc' can never be read as it",
    );
    // Matched as written: the data holds MSFT, not msft.
    expect(out).toMatch(/stocks\.yaml:10:13: value_synonyms of 'symbol': 'msft' is not a value/);
    expect(out).not.toMatch(/'AAPL' is not a value/);
  });

  it('passes on the demo config', async () => {
    const lines: string[] = [];
    const code = await main(['validate'], { log: (s) => lines.push(s), error: (s) => lines.push(s) });
    expect(lines.at(-1)).toMatch(/^\d+ valid, 0 invalid$/);
    expect(lines).toContain('ok      model route_stats');
    expect(code).toBe(0);
  });

  it('`charter explain` shows the governed SQL with RLS and bound parameters', async () => {
    const lines: string[] = [];
    const code = await main(
      [
        'explain',
        '--consumer',
        'state-portal',
        '--contract',
        'regional_flights',
        '--query',
        '{"measures":["flight_count"]}',
        '--context',
        '{"state":"CA"}',
      ],
      { log: (s) => lines.push(s), error: (s) => lines.push(s) },
    );
    expect(code).toBe(0);
    expect(lines.join('\n')).toContain('WHERE "origin_airport"."state" = $1');
    expect(lines.at(-1)).toBe('-- params: ["CA"]');
  });
});
