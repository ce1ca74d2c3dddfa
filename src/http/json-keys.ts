import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CharterError } from '../errors/registry.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The exact text of the accepted JSON body (`jsonTextOf`); null without one. */
    jsonText: string | null;
  }
}

/**
 * One open container while scanning: an object's names so far (a short list,
 * searched linearly, until it grows past SMALL_OBJECT and becomes a Set), or
 * an array's current index.
 */
type Frame =
  | { readonly kind: 'object'; names: string[] | Set<string>; key: string | null; expectKey: boolean }
  | { readonly kind: 'array'; index: number };

/** Most objects have a handful of names: comparing a few strings is cheaper than building a Set (about 1.3× faster scans). */
const SMALL_OBJECT = 8;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * The path of the first name that appears twice in one object of `text`
 * (`context.state`, `messages[0].role`), or null when every object's names
 * are unique. `text` must already be valid JSON (JSON.parse accepted it): the
 * scan trusts its structure and only tracks containers, strings and names.
 * One pass, O(length); names are remembered per open object and compared after
 * unescaping, so `"st\u0061te"` and `"state"` are the same name.
 */
export function findDuplicateKey(text: string, root = ''): string | null {
  const stack: Frame[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      const end = stringEnd(text, i);
      const top = stack.at(-1);
      if (top?.kind === 'object' && top.expectKey) {
        const name = decodeName(text, i, end);
        if (!remember(top, name)) return pathOf(root, stack, name);
        top.key = name;
        top.expectKey = false;
      }
      i = end + 1;
      continue;
    }
    if (c === 0x7b /* { */) stack.push({ kind: 'object', names: [], key: null, expectKey: true });
    else if (c === 0x5b /* [ */) stack.push({ kind: 'array', index: 0 });
    else if (c === 0x7d /* } */ || c === 0x5d /* ] */) stack.pop();
    else if (c === 0x2c /* , */) {
      const top = stack.at(-1);
      if (top?.kind === 'object') top.expectKey = true;
      else if (top?.kind === 'array') top.index += 1;
    }
    i += 1;
  }
  return null;
}

/** Adds `name` to the object's names; false when it was already there. */
function remember(frame: Extract<Frame, { kind: 'object' }>, name: string): boolean {
  const names = frame.names;
  if (names instanceof Set) {
    if (names.has(name)) return false;
    names.add(name);
    return true;
  }
  if (names.includes(name)) return false;
  names.push(name);
  if (names.length > SMALL_OBJECT) frame.names = new Set(names);
  return true;
}

/** Index of the quote closing the string that opens at `start` (a quote preceded by an odd run of backslashes is escaped). */
function stringEnd(text: string, start: number): number {
  let end = text.indexOf('"', start + 1);
  while (end > 0) {
    let slashes = 0;
    while (text.charCodeAt(end - 1 - slashes) === BACKSLASH) slashes += 1;
    if (slashes % 2 === 0) return end;
    end = text.indexOf('"', end + 1);
  }
  return text.length;
}

function decodeName(text: string, start: number, end: number): string {
  const raw = text.slice(start + 1, end);
  return raw.includes('\\') ? (JSON.parse(text.slice(start, end + 1)) as string) : raw;
}

/** The path is built only for the one duplicate reported, from the names and indexes on the stack. */
function pathOf(root: string, stack: readonly Frame[], name: string): string {
  let path = root;
  for (const frame of stack.slice(0, -1)) {
    if (frame.kind === 'array') path += `[${frame.index}]`;
    else path += path === '' ? (frame.key ?? '') : `.${frame.key ?? ''}`;
  }
  return path === '' ? name : `${path}.${name}`;
}

/** The 400 for a duplicated name: which one, and where. */
export function duplicateKeyError(path: string): CharterError {
  return new CharterError('invalid_request', 'The JSON has a name that appears twice in one object.', [
    `${path}: duplicate key; each name may appear only once in an object (RFC 8259 leaves the meaning undefined, so it is refused rather than guessed)`,
  ]);
}

/**
 * Replaces Fastify's JSON body parser with one that also refuses duplicate
 * names anywhere in the body. JSON.parse keeps the last value of a repeated
 * name, so `{"state":"CA","state":"NY"}` would silently mean NY; a body that
 * says two things is refused instead (I-JSON, RFC 7493). The body is parsed
 * first with Fastify's own parser (prototype-poisoning checks, `invalid_json`
 * as before), then scanned once.
 *
 * Query bodies are repeated verbatim by dashboards: the last few hundred
 * small ones accepted are remembered (per server) with their parsed value,
 * deep-frozen, so a repeat skips the parse and the scan (equal texts are
 * equal bodies; frozen, no request can change what another one reads).
 */
export function rejectDuplicateKeys(app: FastifyInstance, memoRoute?: string): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  const accepted = new Map<string, unknown>();
  // A field of every request (one shape for all), rather than a table keyed by the request:
  // an entry per request in a WeakMap burdens every garbage collection.
  app.decorateRequest('jsonText', null);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, raw, done) => {
    const body = typeof raw === 'string' ? raw : raw.toString('utf8');
    const memo =
      memoRoute !== undefined && body.length <= MEMO_TEXT_MAX && request.routeOptions.url === memoRoute;
    const known = memo ? accepted.get(body) : undefined;
    if (known !== undefined) {
      request.jsonText = body;
      return done(null, known);
    }
    parse(request, body, (err, value) => {
      if (err) return done(err, undefined);
      const duplicate = findDuplicateKey(body);
      if (duplicate !== null) return done(duplicateKeyError(duplicate), undefined);
      request.jsonText = body;
      if (!memo || value === null || typeof value !== 'object') return done(null, value);
      if (accepted.size >= MEMO_ENTRIES) accepted.delete(accepted.keys().next().value as string);
      accepted.set(body, deepFreeze(value));
      done(null, value);
    });
  });
}

/** Bodies remembered per server, and the longest remembered (query bodies are a few hundred bytes). */
const MEMO_ENTRIES = 256;
const MEMO_TEXT_MAX = 4096;

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

/**
 * The exact JSON text the request's body was parsed from (accepted: valid and
 * without duplicate names), or undefined for a request without a JSON body.
 * Equal texts are equal bodies, so a route may key remembered work by it.
 */
export function jsonTextOf(request: FastifyRequest): string | undefined {
  return request.jsonText ?? undefined;
}
