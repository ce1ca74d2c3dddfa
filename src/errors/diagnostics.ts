import type { z } from 'zod';

/**
 * Diagnostics as data: where a problem is (a path into the input) and what to
 * do about it (a message that says what is allowed). Entry points render the
 * path their own way: `query.dimensions[0].time_grain` for a request,
 * `file:line:col` for a YAML file.
 */
export interface Diagnostic {
  readonly path: readonly PropertyKey[];
  readonly message: string;
  /**
   * `unknown_key`: the last path element is a key the object does not take
   * (place it at the key itself); `missing`: a required key is absent;
   * `invalid`: the value at `path` is wrong.
   */
  readonly code?: 'unknown_key' | 'missing' | 'invalid';
}

export type Checked<T> =
  | { readonly ok: true; readonly data: T }
  | { readonly ok: false; readonly problems: readonly Diagnostic[] };

/**
 * Parses `value` with `schema` and, when it fails, describes every issue so
 * that a person or a model can fix all of them in one go: an unknown key is
 * reported at the key itself with the keys allowed there (and a likely
 * spelling); a value outside a list names the list; a union reports the
 * problems of the alternative the value was meant to be, not "Invalid input".
 */
export function checkWithSchema<S extends z.ZodType>(schema: S, value: unknown): Checked<z.output<S>> {
  const parsed = schema.safeParse(value, { error: describeRawIssue });
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, problems: withoutMisspelt(parsed.error.issues.flatMap((i) => diagnosticsOf(i, []))) };
}

/**
 * A required key reported missing beside an unknown key that is its likely
 * spelling (`agregation` for `aggregation`) is one problem, not two: the
 * unknown key, with its did-you-mean, says what to do.
 */
function withoutMisspelt(problems: readonly Diagnostic[]): Diagnostic[] {
  const parentOf = (p: Diagnostic) => JSON.stringify(p.path.slice(0, -1).map(String));
  const misspelt = new Set(
    problems.filter((p) => p.code === 'unknown_key').map((p) => `${parentOf(p)}|${String(p.path.at(-1))}`),
  );
  return problems.filter((p) => {
    if (p.code !== 'missing') return true;
    const key = String(p.path.at(-1));
    return ![...misspelt].some((m) => {
      const [parent, unknown = ''] = m.split('|');
      return parent === parentOf(p) && closest(unknown, [key]) === key;
    });
  });
}

/** `query.dimensions[0].name` from a root name and a path. */
export function formatPath(root: string, path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (acc, p) => (typeof p === 'number' ? `${acc}[${p}]` : acc ? `${acc}.${String(p)}` : String(p)),
    root,
  );
}

/** Diagnostics as `path: message` lines under `root` (e.g. the lines of an error's `errors`). */
export function formatDiagnostics(root: string, problems: readonly Diagnostic[]): string[] {
  return problems.map((p) => {
    const at = formatPath(root, p.path);
    return at ? `${at}: ${p.message}` : p.message;
  });
}

/** ` (did you mean 'time_grain'?)` when one candidate is a likely spelling of `word`, else ''. */
export function didYouMean(word: string, candidates: Iterable<string>): string {
  const best = closest(word, candidates);
  return best ? ` (did you mean '${best}'?)` : '';
}

/** The candidate within a small edit distance of `word` (a typo, a swapped letter), if any. */
export function closest(word: string, candidates: Iterable<string>): string | null {
  const lower = word.toLowerCase();
  let best: { name: string; distance: number } | null = null;
  for (const name of candidates) {
    const distance = editDistance(lower, name.toLowerCase());
    const bound = Math.max(1, Math.floor(Math.max(word.length, name.length) / 3));
    if (distance <= bound && (!best || distance < best.distance)) best = { name, distance };
  }
  return best?.name ?? null;
}

/** How a value reads in a message: `the number 1`, `the text 'x'`, `an object`. */
export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  switch (typeof value) {
    case 'string':
      return `the text '${value.length > 40 ? `${value.slice(0, 40)}…` : value}'`;
    case 'number':
    case 'bigint':
      return `the number ${String(value)}`;
    case 'boolean':
      return String(value);
    case 'undefined':
      return 'nothing';
    default:
      return 'an object';
  }
}

const MISSING = 'is required: ';

const EXPECTED: Readonly<Record<string, string>> = {
  string: 'a string',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'null',
};

/** The error map of one parse: the message each raw issue gets (see checkWithSchema). */
function describeRawIssue(issue: z.core.$ZodRawIssue): string | undefined {
  if (issue.input === undefined && (issue.code === 'invalid_type' || issue.code === 'invalid_value')) {
    // Carried to diagnosticsOf as a `missing` diagnostic.
    return `${MISSING}${
      issue.code === 'invalid_value'
        ? `one of ${issue.values.map(String).join(', ')}`
        : (EXPECTED[issue.expected] ?? issue.expected)
    }`;
  }
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${EXPECTED[issue.expected] ?? issue.expected}, got ${describeValue(issue.input)}`;
    case 'invalid_value': {
      const allowed = issue.values.map(String);
      const hint = typeof issue.input === 'string' ? didYouMean(issue.input, allowed) : '';
      return `${describeValue(issue.input)} is not allowed${hint}; allowed: ${allowed.join(', ')}`;
    }
    case 'unrecognized_keys': {
      // Carried to diagnosticsOf, which reports each key at its own path with this list.
      const shape = (issue.inst as { shape?: Record<string, unknown> } | undefined)?.shape;
      return shape ? Object.keys(shape).join(', ') : '';
    }
    case 'invalid_union': {
      const expected = issue.errors.flatMap((branch) =>
        branch.flatMap((i) => (i.code === 'invalid_type' && i.path.length === 0 ? [i.expected] : [])),
      );
      return expected.length === issue.errors.length
        ? `expected ${expected.map((e) => EXPECTED[e] ?? e).join(' or ')}, got ${describeValue(issue.input)}`
        : undefined;
    }
    case 'too_small':
      return issue.origin === 'array'
        ? `needs at least ${String(issue.minimum)} item(s)`
        : issue.origin === 'string'
          ? issue.minimum === 1
            ? 'must not be empty'
            : `needs at least ${String(issue.minimum)} characters`
          : `must be at least ${String(issue.minimum)}`;
    case 'too_big':
      return issue.origin === 'array'
        ? `takes at most ${String(issue.maximum)} item(s)`
        : issue.origin === 'string'
          ? `takes at most ${String(issue.maximum)} characters`
          : `must be at most ${String(issue.maximum)}`;
    default:
      return undefined;
  }
}

/** One zod issue as diagnostics: unknown keys one by one, a union as the problems of its likely branch. */
function diagnosticsOf(issue: z.core.$ZodIssue, prefix: readonly PropertyKey[]): Diagnostic[] {
  const path = [...prefix, ...issue.path];
  if (issue.code === 'unrecognized_keys') {
    const allowed = issue.message.split(', ').filter(Boolean);
    return issue.keys.map((key) => ({
      code: 'unknown_key' as const,
      path: [...path, key],
      message: `unknown key '${key}'${didYouMean(key, allowed)}; allowed keys: ${allowed.join(', ') || '(none)'}`,
    }));
  }
  if (issue.code === 'invalid_union') {
    const branch = likelyBranch(issue.errors);
    if (branch) return branch.flatMap((i) => diagnosticsOf(i, path));
  }
  const missing = issue.message.startsWith(MISSING);
  return [{ path, message: issue.message, code: missing ? 'missing' : 'invalid' }];
}

/**
 * The alternative the value was meant to be: the one branch whose problems are
 * not "this is the wrong type altogether". None or several: no guess.
 */
function likelyBranch(
  branches: readonly (readonly z.core.$ZodIssue[])[],
): readonly z.core.$ZodIssue[] | null {
  const meant = branches.filter((b) => !b.every((i) => i.code === 'invalid_type' && i.path.length === 0));
  return meant.length === 1 ? (meant[0] ?? null) : null;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}
