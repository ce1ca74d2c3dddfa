import { readFile } from 'node:fs/promises';
import { isMap, isNode, isScalar, LineCounter, parseDocument } from 'yaml';
import type { z } from 'zod';
import { checkWithSchema, type Diagnostic, formatPath } from '../errors/diagnostics.js';

/** A YAML document that can say where any path in it was written. */
export interface LocatedDocument {
  readonly file: string;
  readonly value: unknown;
  /** `file:line:col` of the node at `path`, or of its nearest existing parent. */
  locate(path: readonly PropertyKey[]): string;
  /** `file:line:col` of the key that ends `path` (where an unknown key was written). */
  locateKey(path: readonly PropertyKey[]): string;
}

export async function readYamlFile(file: string): Promise<LocatedDocument> {
  return parseYaml(await readFile(file, 'utf8'), file);
}

export function parseYaml(text: string, file: string): LocatedDocument {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const where = (offset: number): string => {
    const { line, col } = lineCounter.linePos(offset);
    return `${file}:${line}:${col}`;
  };
  if (doc.errors.length > 0) {
    // Each error where the parser found it (its offset), the first of each line only: once
    // the parser has lost its footing, one broken line yields several errors after it.
    const byLine = new Map<number, string>();
    for (const e of doc.errors) {
      const { line } = lineCounter.linePos(e.pos[0]);
      if (!byLine.has(line)) byLine.set(line, `${where(e.pos[0])}: ${syntaxMessage(e.code, e.message)}`);
    }
    throw new YamlProblems([...byLine.values()]);
  }
  const locate = (path: readonly PropertyKey[]): string => {
    for (let n = path.length; n >= 0; n--) {
      const node = doc.getIn(path.slice(0, n) as unknown[], true);
      if (isNode(node) && node.range) return where(node.range[0]);
    }
    return `${file}:1:1`;
  };
  return {
    file,
    value: doc.toJS(),
    locate,
    locateKey(path) {
      const parent = doc.getIn(path.slice(0, -1) as unknown[], true);
      const key = path.at(-1);
      if (isMap(parent)) {
        const pair = parent.items.find((p) => isScalar(p.key) && String(p.key.value) === String(key));
        if (pair && isNode(pair.key) && pair.key.range) return where(pair.key.range[0]);
      }
      return locate(path);
    },
  };
}

/** The parser's message, first line only, with what to do for the common slips. */
function syntaxMessage(code: string, message: string): string {
  const first = message.split('\n')[0] ?? message;
  switch (code) {
    case 'TAB_AS_INDENT':
      return `${first} (indent with spaces, not tabs)`;
    case 'DUPLICATE_KEY':
      return `${first} (each key may appear once in a mapping: remove or rename one)`;
    case 'BAD_INDENT':
    case 'MISSING_CHAR':
    case 'UNEXPECTED_TOKEN':
      return `${first} (check the indentation and brackets of this line and the one before)`;
    default:
      return first;
  }
}

/** Every problem found in one or more files, each prefixed with its location. */
export class YamlProblems extends Error {
  readonly problems: readonly string[];
  constructor(problems: readonly string[]) {
    super(`${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'YamlProblems';
    this.problems = problems;
  }
}

/** The node at `base` as a document of its own whose locations are still those of `doc`. */
export function subDocument(
  doc: LocatedDocument,
  base: readonly PropertyKey[],
  value: unknown,
): LocatedDocument {
  return {
    file: doc.file,
    value,
    locate: (path) => doc.locate([...base, ...path]),
    locateKey: (path) => doc.locateKey([...base, ...path]),
  };
}

/** Diagnostics of a document as `file:line:col: path: message` lines; unknown keys at the key itself. */
export function locatedProblems(doc: LocatedDocument, problems: readonly Diagnostic[]): string[] {
  return problems.map((p) => {
    const at = p.code === 'unknown_key' ? doc.locateKey(p.path) : doc.locate(p.path);
    const path = formatPath('', p.path);
    return `${at}: ${path ? `${path}: ` : ''}${p.message}`;
  });
}

/**
 * Validates a located document with a zod schema, reporting every issue with
 * its file location and what is allowed there (see checkWithSchema).
 */
export function validateDocument<S extends z.ZodType>(doc: LocatedDocument, schema: S): z.output<S> {
  const checked = checkWithSchema(schema, doc.value);
  if (checked.ok) return checked.data;
  throw new YamlProblems(locatedProblems(doc, checked.problems));
}
