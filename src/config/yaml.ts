import { readFile } from 'node:fs/promises';
import { isNode, LineCounter, parseDocument } from 'yaml';
import type { z } from 'zod';

/** A YAML document that can say where any path in it was written. */
export interface LocatedDocument {
  readonly file: string;
  readonly value: unknown;
  /** `file:line:col` of the node at `path`, or of its nearest existing parent. */
  locate(path: readonly PropertyKey[]): string;
}

export async function readYamlFile(file: string): Promise<LocatedDocument> {
  return parseYaml(await readFile(file, 'utf8'), file);
}

export function parseYaml(text: string, file: string): LocatedDocument {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  if (doc.errors.length > 0) {
    const problems = doc.errors.map((e) => {
      const pos = e.linePos?.[0];
      return `${file}:${pos ? `${pos.line}:${pos.col}` : '1:1'}: ${e.message.split('\n')[0]}`;
    });
    throw new YamlProblems(problems);
  }
  const where = (offset: number): string => {
    const { line, col } = lineCounter.linePos(offset);
    return `${file}:${line}:${col}`;
  };
  return {
    file,
    value: doc.toJS(),
    locate(path) {
      for (let n = path.length; n >= 0; n--) {
        const node = doc.getIn(path.slice(0, n) as unknown[], true);
        if (isNode(node) && node.range) return where(node.range[0]);
      }
      return `${file}:1:1`;
    },
  };
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

/** Validates a located document with a zod schema, reporting every issue with its file location. */
export function validateDocument<S extends z.ZodType>(doc: LocatedDocument, schema: S): z.output<S> {
  const parsed = schema.safeParse(doc.value);
  if (parsed.success) return parsed.data;
  throw new YamlProblems(
    parsed.error.issues.map((issue) => {
      const path = issue.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('');
      return `${doc.locate(issue.path)}: ${path ? `${path.slice(1)}: ` : ''}${issue.message}`;
    }),
  );
}
