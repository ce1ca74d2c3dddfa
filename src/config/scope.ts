import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { didYouMean } from '../errors/diagnostics.js';
import type { Config } from './load.js';
import { type LocatedDocument, readYamlFile, YamlProblems } from './yaml.js';

type ScopeKind = 'contracts' | 'tables' | 'models' | 'collections';
const KINDS: readonly ScopeKind[] = ['contracts', 'tables', 'models', 'collections'];
const SINGULAR: Readonly<Record<ScopeKind, string>> = {
  contracts: 'contract',
  tables: 'table',
  models: 'model',
  collections: 'collection',
};

/**
 * Every name a consumer's scope gives that no file declares: a contract no
 * contract file is named, a table, model or collection the catalog does not
 * document. Each at its `file:line:col` in the config, with a did-you-mean and
 * the names that exist. Objects declared in a file that fails validation count
 * as existing: their own problems are reported with that file, not again here.
 */
export async function scopeProblems(config: Config): Promise<string[]> {
  const declared: Readonly<Record<ScopeKind, readonly string[]>> = {
    contracts: await declaredContracts(config.contractsDir),
    tables: await declaredInCatalog(config.catalogDir, 'tables'),
    models: await declaredInCatalog(config.catalogDir, 'models'),
    collections: await declaredInCatalog(config.catalogDir, 'collections'),
  };
  const doc = await readYamlFile(config.file);
  const problems: string[] = [];
  for (const [i, consumer] of config.consumers.entries()) {
    for (const kind of KINDS) {
      for (const [j, name] of consumer.scope[kind].entries()) {
        if (declared[kind].includes(name)) continue;
        problems.push(unknownInScope(doc, [i, kind, j], name, declared[kind]));
      }
    }
  }
  return problems;
}

function unknownInScope(
  doc: LocatedDocument,
  [i, kind, j]: readonly [number, ScopeKind, number],
  name: string,
  known: readonly string[],
): string {
  const at = doc.locate(['consumers', i, 'scope', kind, j]);
  const what = SINGULAR[kind];
  const where =
    kind === 'contracts' ? 'no contract file declares it' : `the catalog's ${kind}.yaml does not declare it`;
  return (
    `${at}: consumers[${i}].scope.${kind}[${j}]: unknown ${what} '${name}'${didYouMean(name, known)}; ` +
    `${where} (${kind}: ${known.join(', ') || '(none)'})`
  );
}

/** The `name` of every contract file that parses, valid or not. */
async function declaredContracts(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const files = (await readdir(dir)).filter((f) => /\.ya?ml$/.test(f));
  const names: string[] = [];
  for (const file of files) {
    const value = await parsedValue(join(dir, file));
    const name = (value as { name?: unknown } | null)?.name;
    // A file that does not parse most likely declares the contract it is named after.
    if (typeof name === 'string') names.push(name);
    else if (value === null) names.push(file.replace(/\.ya?ml$/, ''));
  }
  return names;
}

/** The `name` of every entry of `<kind>.yaml` in the catalog folder that parses, valid or not. */
async function declaredInCatalog(dir: string, kind: Exclude<ScopeKind, 'contracts'>): Promise<string[]> {
  const file = [join(dir, `${kind}.yaml`), join(dir, `${kind}.yml`)].find((f) => existsSync(f));
  if (!file) return [];
  const value = (await parsedValue(file)) as Record<string, unknown> | null;
  const entries = value?.[kind];
  if (!Array.isArray(entries)) return [];
  return entries.flatMap((e) => {
    const name = (e as { name?: unknown } | null)?.name;
    return typeof name === 'string' ? [name] : [];
  });
}

/** A YAML file's value; null when it does not parse (its own load reports why). */
async function parsedValue(file: string): Promise<unknown> {
  try {
    return (await readYamlFile(file)).value;
  } catch (err) {
    if (err instanceof YamlProblems) return null;
    throw err;
  }
}
