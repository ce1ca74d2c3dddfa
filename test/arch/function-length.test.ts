import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The project guide: functions read like their steps, none over about 60 lines.
 * This reads every function body in src/ with the TypeScript compiler (so a
 * brace in a string or a comment counts for nothing) and fails on any longer one.
 */
const SRC = resolve('src');
const LIMIT = 60;

/**
 * Functions over the limit that are left for now, as `file:function`: none. A
 * stale entry fails (below); nothing is added here for new code.
 */
const EXEMPT: ReadonlySet<string> = new Set<string>();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

interface LongFunction {
  readonly file: string;
  readonly line: number;
  readonly name: string;
  readonly lines: number;
}

/** A function's name as a reader finds it: its own, or the variable or property it is assigned to. */
function nameOf(node: ts.FunctionLikeDeclaration): string {
  if (node.name) return node.name.getText();
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent))
    return parent.name.getText();
  if (ts.isCallExpression(parent)) return `(callback of ${parent.expression.getText().slice(0, 40)})`;
  return '(anonymous)';
}

/** Every function, method, arrow or constructor whose body spans more than `limit` lines. */
function longFunctions(file: string, text: string, limit: number): LongFunction[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: LongFunction[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const fn = node as ts.FunctionLikeDeclaration & { body: ts.Node };
      const start = source.getLineAndCharacterOfPosition(fn.body.getStart()).line;
      const end = source.getLineAndCharacterOfPosition(fn.body.getEnd()).line;
      const lines = end - start + 1;
      if (lines > limit) found.push({ file, line: start + 1, name: nameOf(fn), lines });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('function length', () => {
  const files = sourceFiles(SRC);

  it('finds the source files, and the check sees a long function where there is one', () => {
    expect(files.length).toBeGreaterThan(50);
    const body = Array.from({ length: 4 }, (_, i) => `  step${i}();`).join('\n');
    const text = `function short() {\n${body}\n}\nconst long = () => {\n${body}\n${body}\n};\n`;
    // The body counts its brace lines: `short` spans 6, `long` 10 from line 7.
    expect(longFunctions('x.ts', text, 6)).toEqual([{ file: 'x.ts', line: 7, name: 'long', lines: 10 }]);
    // A brace inside a string or a comment is not a body.
    expect(longFunctions('x.ts', "const s = '{\\n}'; // {\n", 0)).toEqual([]);
  });

  it(`no function body in src/ is over ${LIMIT} lines`, () => {
    const found = files.flatMap((file) =>
      longFunctions(relative(SRC, file), readFileSync(file, 'utf8'), LIMIT).filter(
        (f) => !EXEMPT.has(`${f.file}:${f.name}`),
      ),
    );
    expect(found.map((f) => `src/${f.file}:${f.line}: ${f.name} has a ${f.lines}-line body`)).toEqual([]);
  });

  it('every exemption still names a function over the limit (a split one leaves the list)', () => {
    const over = new Set(
      files.flatMap((file) =>
        longFunctions(relative(SRC, file), readFileSync(file, 'utf8'), LIMIT).map(
          (f) => `${f.file}:${f.name}`,
        ),
      ),
    );
    expect([...EXEMPT].filter((e) => !over.has(e))).toEqual([]);
  });
});
