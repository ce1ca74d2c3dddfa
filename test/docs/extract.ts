import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The runnable examples of the docs: every fenced block whose language is a
 * shell, TypeScript, JavaScript or Python. An HTML comment on the line just
 * before the fence says how the test treats it (the reader does not see it):
 *
 *   <!-- docs-test: skip: <why it cannot run here> -->   not run; the reason is shown as a skipped test
 *   <!-- docs-test: exit <n> -->                          the example fails on purpose, with this status
 *   <!-- docs-test: needs postgresql -->                  run when the PostgreSQL it names answers
 *
 * Output blocks and configuration (```json, ```yaml, ```sql, plain ```) are not examples to run.
 */

export type ExampleLanguage = 'sh' | 'ts' | 'js' | 'python';

export interface DocExample {
  /** `docs/chat.md:12`: the file and the line of the opening fence. */
  readonly where: string;
  readonly language: ExampleLanguage;
  readonly code: string;
  /** Why it is not run, from `skip:`. */
  readonly skip: string | null;
  /** The exit status the example is written to end with. */
  readonly exit: number;
  readonly needsPostgres: boolean;
}

const LANGUAGES: Readonly<Record<string, ExampleLanguage>> = {
  sh: 'sh',
  bash: 'sh',
  shell: 'sh',
  ts: 'ts',
  typescript: 'ts',
  js: 'js',
  javascript: 'js',
  mjs: 'js',
  python: 'python',
  py: 'python',
};

const ANNOTATION = /^<!--\s*docs-test:\s*(.*?)\s*-->$/;

export function docExamples(docsDir: string): DocExample[] {
  return readdirSync(docsDir)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .flatMap((f) => examplesOf(join(docsDir, f), `docs/${f}`));
}

function examplesOf(path: string, name: string): DocExample[] {
  const lines = readFileSync(path, 'utf8').split('\n');
  const found: DocExample[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^```(\S*)\s*$/.exec(lines[i] ?? '');
    if (!open) continue;
    const end = lines.findIndex((l, j) => j > i && /^```\s*$/.test(l));
    if (end < 0) throw new Error(`${name}:${i + 1}: a fence that is never closed`);
    const language = LANGUAGES[open[1] ?? ''];
    if (language) {
      const note = ANNOTATION.exec((lines[i - 1] ?? '').trim())?.[1] ?? '';
      found.push({
        where: `${name}:${i + 1}`,
        language,
        code: lines.slice(i + 1, end).join('\n'),
        ...readAnnotation(note, `${name}:${i}`),
      });
    }
    i = end;
  }
  return found;
}

function readAnnotation(note: string, where: string): Pick<DocExample, 'skip' | 'exit' | 'needsPostgres'> {
  if (note === '') return { skip: null, exit: 0, needsPostgres: false };
  const skip = /^skip:\s*(.+)$/.exec(note);
  if (skip) return { skip: skip[1] ?? '', exit: 0, needsPostgres: false };
  const exit = /^exit (\d+)$/.exec(note);
  if (exit) return { skip: null, exit: Number(exit[1]), needsPostgres: false };
  if (note === 'needs postgresql') return { skip: null, exit: 0, needsPostgres: true };
  throw new Error(
    `${where}: unknown docs-test annotation '${note}' (skip: <why> | exit <n> | needs postgresql)`,
  );
}
