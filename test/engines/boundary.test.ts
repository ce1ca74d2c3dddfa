import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENGINE_NAMES } from '../../src/engines/index.js';

/**
 * What an engine is lives in `src/engines/`: the rest of the code reads the
 * engine object (its warehouse, renderer, SQL guard and capabilities), never
 * the engine's name. The config schema declares each engine's settings, so it
 * is the one other place that names them.
 */
const SRC = resolve('src');
const ALLOWED = [
  `${join(SRC, 'engines')}/`,
  join(SRC, 'config', 'schema.ts'),
  // The audit trail's sinks are a file or a PostgreSQL table whatever the warehouse engine is: there
  // 'postgres' names a sink (config `observability.audit.postgres`, `charter audit --from postgres`).
  join(SRC, 'cli', 'audit.ts'),
  join(SRC, 'observing.ts'),
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** The code without its comments (a comment may name an engine; code may not branch on one). */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

const names = ENGINE_NAMES.join('|');
/** A quoted engine name, a comparison with `.engine`/`.dialect`, or a switch over one. */
const BRANCHES: readonly [string, RegExp][] = [
  ['an engine name as a literal', new RegExp(`['"\`](?:${names})['"\`]`, 'i')],
  [
    'a comparison of the engine or dialect',
    // Two sources' engines compared with each other (the same engine or not) name no engine: they pass.
    /\b(?:engine|dialect)\s*[!=]==\s*(?!\s|[\w.]*\b(?:engine|dialect)\b)|(?<!\b(?:engine|dialect)\s*)[!=]==\s*[\w.]+\.(?:engine|dialect)\b/,
  ],
  ['a switch over the engine or dialect', /switch\s*\([^)]*\b(?:engine|dialect)\s*\)/],
];

/** Relative import targets of a file, as paths under src/. */
function imports(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)].map((m) =>
    relative(SRC, resolve(dirname(file), m[1] as string)),
  );
}

describe('the engine boundary', () => {
  const files = sourceFiles(SRC);

  it('finds the source files, and the check sees a branch where there is one', () => {
    expect(files.length).toBeGreaterThan(50);
    const [, literal] = BRANCHES[0] as [string, RegExp];
    const [, compare] = BRANCHES[1] as [string, RegExp];
    expect(literal.test(code(`if (w.engine === 'postgres') x();`))).toBe(true);
    expect(compare.test(code('if (deps.warehouse.dialect !== name) x();'))).toBe(true);
    expect(compare.test(code('if (name === config.warehouse.engine) x();'))).toBe(true);
    expect(compare.test(code('return a.store.dialect === b.store.dialect;'))).toBe(false);
    expect(literal.test(code("// 'duckdb' in a comment\nconst a = 1;"))).toBe(false);
  });

  it('nothing outside src/engines/ (and the config schema) branches on the engine name', () => {
    const found: string[] = [];
    for (const file of files) {
      if (ALLOWED.some((a) => file === a || file.startsWith(a))) continue;
      const lines = code(readFileSync(file, 'utf8')).split('\n');
      lines.forEach((line, i) => {
        for (const [what, pattern] of BRANCHES) {
          if (pattern.test(line)) found.push(`${relative(SRC, file)}:${i + 1}: ${what}: ${line.trim()}`);
        }
      });
    }
    expect(found).toEqual([]);
  });

  it('dependencies point down: the layers below engines never import them', () => {
    const below = ['warehouse/', 'sql/', 'governance/', 'config/', 'errors/', 'contracts/'];
    const up = files.flatMap((file) => {
      const from = relative(SRC, file);
      if (!below.some((b) => from.startsWith(b))) return [];
      return imports(file)
        .filter((target) => target.startsWith('engines/'))
        .map((target) => `${from} imports ${target}`);
    });
    expect(up).toEqual([]);
  });

  it('engines import no layer above them', () => {
    const above = ['service', 'tools/', 'http/', 'mcp/', 'cli/', 'agent/', 'cache/', 'rollups/', 'catalog/'];
    const up = files.flatMap((file) => {
      const from = relative(SRC, file);
      if (!from.startsWith('engines/')) return [];
      return imports(file)
        .filter((target) => above.some((a) => target.startsWith(a)))
        .map((target) => `${from} imports ${target}`);
    });
    expect(up).toEqual([]);
  });
});
