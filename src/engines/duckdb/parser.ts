import { type DuckDBConnection, DuckDBInstance, type DuckDBPreparedStatement } from '@duckdb/node-api';
import { JsonNumber, type JsonValue, type SqlParser } from '../../governance/sql-guard/parser.js';

/**
 * DuckDB's own SQL parser, reached through `json_serialize_sql` /
 * `json_deserialize_sql`: the binding the SQL guard walks trees from. It runs
 * on a private in-memory instance that never holds data: nothing parsed here
 * is ever bound against a catalog, so engine messages can only quote the text
 * they were given.
 */
export async function createDuckDbParser(): Promise<SqlParser> {
  const instance = await DuckDBInstance.create(':memory:', {
    enable_external_access: 'false',
    autoload_known_extensions: 'false',
    autoinstall_known_extensions: 'false',
    memory_limit: '64MB',
    threads: '1',
    lock_configuration: 'true',
  });
  try {
    const connection = await instance.connect();
    const serialize = await connection.prepare('SELECT json_serialize_sql($1::VARCHAR)');
    const deserialize = await connection.prepare('SELECT json_deserialize_sql($1::JSON)');
    return new DuckDbParser(instance, connection, serialize, deserialize);
  } catch (err) {
    instance.closeSync();
    throw err;
  }
}

class DuckDbParser implements SqlParser {
  // One connection runs one statement at a time; callers share it through this queue.
  private queue: Promise<unknown> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly instance: DuckDBInstance,
    private readonly connection: DuckDBConnection,
    private readonly serialize: DuckDBPreparedStatement,
    private readonly deserialize: DuckDBPreparedStatement,
  ) {}

  async parse(sql: string): Promise<unknown> {
    const text = await this.runScalar(this.serialize, sql);
    return parseJsonLossless(text);
  }

  async deparse(ast: unknown): Promise<string> {
    return this.runScalar(this.deserialize, stringifyJsonLossless(asJsonValue(ast)));
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.queue.catch(() => undefined);
    this.connection.closeSync();
    this.instance.closeSync();
  }

  private runScalar(statement: DuckDBPreparedStatement, input: string): Promise<string> {
    const run = async (): Promise<string> => {
      if (this.closed) throw new Error('The SQL parser is closed.');
      statement.bindVarchar(1, input);
      const reader = await statement.runAndReadAll();
      const value = reader.getRows()[0]?.[0];
      if (typeof value !== 'string') throw new Error('The SQL parser returned no text.');
      return value;
    };
    const result = this.queue.then(run, run);
    this.queue = result.catch(() => undefined);
    return result;
  }
}

function asJsonValue(value: unknown): JsonValue {
  if (
    value === null ||
    typeof value === 'boolean' ||
    typeof value === 'string' ||
    value instanceof JsonNumber
  ) {
    return value;
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError('AST numbers must be finite.');
    return value;
  }
  if (Array.isArray(value)) return value.map(asJsonValue);
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const out: { [key: string]: JsonValue } = {};
    for (const [k, v] of Object.entries(value)) out[k] = asJsonValue(v);
    return out;
  }
  throw new TypeError('The AST is not a JSON document.');
}

/**
 * JSON.parse loses 64-bit integers and the `.0` of reals, and DuckDB's AST
 * reader checks both, so numbers whose text a JS number would change are kept
 * verbatim as JsonNumber.
 */
export function parseJsonLossless(text: string): JsonValue {
  const reader = new JsonReader(text);
  const value = reader.value(0);
  reader.end();
  return value;
}

/**
 * One pass over a JSON text. The read position is the reader's one piece of
 * state: each method reads one JSON production from it and leaves it after.
 */
class JsonReader {
  private pos = 0;

  constructor(private readonly text: string) {}

  private fail(): never {
    throw new SyntaxError(`Invalid JSON at offset ${this.pos}.`);
  }

  private skipSpace(): void {
    const text = this.text;
    while (this.pos < text.length) {
      const c = text.charCodeAt(this.pos);
      if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) this.pos++;
      else break;
    }
  }

  /** Only white space is left. */
  end(): void {
    this.skipSpace();
    if (this.pos !== this.text.length) this.fail();
  }

  private literal(word: string, value: JsonValue): JsonValue {
    if (this.text.startsWith(word, this.pos)) {
      this.pos += word.length;
      return value;
    }
    return this.fail();
  }

  value(depth: number): JsonValue {
    if (depth > 10_000) this.fail();
    this.skipSpace();
    const c = this.text[this.pos];
    if (c === '{') return this.object(depth);
    if (c === '[') return this.array(depth);
    if (c === '"') return this.string();
    if (c === 't') return this.literal('true', true);
    if (c === 'f') return this.literal('false', false);
    if (c === 'n') return this.literal('null', null);
    return this.number();
  }

  private object(depth: number): JsonValue {
    const text = this.text;
    this.pos++;
    const obj: { [key: string]: JsonValue } = {};
    this.skipSpace();
    if (text[this.pos] === '}') {
      this.pos++;
      return obj;
    }
    for (;;) {
      this.skipSpace();
      if (text[this.pos] !== '"') this.fail();
      const key = this.string();
      this.skipSpace();
      if (text[this.pos] !== ':') this.fail();
      this.pos++;
      const value = this.value(depth + 1);
      // Assigning `__proto__` would set the prototype; it must stay plain data.
      if (key === '__proto__') {
        Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
      } else {
        obj[key] = value;
      }
      this.skipSpace();
      if (text[this.pos] === ',') {
        this.pos++;
        continue;
      }
      if (text[this.pos] === '}') {
        this.pos++;
        return obj;
      }
      this.fail();
    }
  }

  private array(depth: number): JsonValue {
    const text = this.text;
    this.pos++;
    const arr: JsonValue[] = [];
    this.skipSpace();
    if (text[this.pos] === ']') {
      this.pos++;
      return arr;
    }
    for (;;) {
      arr.push(this.value(depth + 1));
      this.skipSpace();
      if (text[this.pos] === ',') {
        this.pos++;
        continue;
      }
      if (text[this.pos] === ']') {
        this.pos++;
        return arr;
      }
      this.fail();
    }
  }

  private string(): string {
    const text = this.text;
    // Opening quote already checked by the caller.
    this.pos++;
    let out = '';
    let start = this.pos;
    while (this.pos < text.length) {
      const c = text.charCodeAt(this.pos);
      if (c === 0x22) {
        out += text.slice(start, this.pos);
        this.pos++;
        return out;
      }
      if (c === 0x5c) {
        out += text.slice(start, this.pos) + this.escape();
        start = this.pos;
      } else if (c < 0x20) {
        this.fail();
      } else {
        this.pos++;
      }
    }
    return this.fail();
  }

  /** The character a backslash escape stands for; the position is left after the escape. */
  private escape(): string {
    const e = this.text[this.pos + 1];
    this.pos += 2;
    const simple = e === undefined ? undefined : ESCAPES.get(e);
    if (simple !== undefined) return simple;
    if (e !== 'u') return this.fail();
    const hex = this.text.slice(this.pos, this.pos + 4);
    if (hex.length !== 4 || !isHex(hex)) this.fail();
    this.pos += 4;
    return String.fromCharCode(Number.parseInt(hex, 16));
  }

  private number(): number | JsonNumber {
    const text = this.text;
    const start = this.pos;
    if (text[this.pos] === '-') this.pos++;
    this.digits();
    if (text[this.pos] === '.') {
      this.pos++;
      this.digits();
    }
    if (text[this.pos] === 'e' || text[this.pos] === 'E') {
      this.pos++;
      if (text[this.pos] === '+' || text[this.pos] === '-') this.pos++;
      this.digits();
    }
    const raw = text.slice(start, this.pos);
    const n = Number(raw);
    return Number.isFinite(n) && String(n) === raw ? n : new JsonNumber(raw);
  }

  /** One or more digits. */
  private digits(): void {
    const from = this.pos;
    while (this.pos < this.text.length && isDigit(this.text.charCodeAt(this.pos))) this.pos++;
    if (this.pos === from) this.fail();
  }
}

/** The one-character escapes of JSON strings, by the letter after the backslash. */
const ESCAPES: ReadonlyMap<string, string> = new Map([
  ['"', '"'],
  ['\\', '\\'],
  ['/', '/'],
  ['b', '\b'],
  ['f', '\f'],
  ['n', '\n'],
  ['r', '\r'],
  ['t', '\t'],
]);

export function stringifyJsonLossless(value: JsonValue): string {
  const out: string[] = [];
  write(value, out);
  return out.join('');
}

// AST documents repeat a few hundred field names; quoting each once is measurably cheaper.
const quotedKeys = new Map<string, string>();

function write(value: JsonValue, out: string[]): void {
  if (value instanceof JsonNumber) {
    out.push(value.raw);
  } else if (Array.isArray(value)) {
    out.push('[');
    for (let i = 0; i < value.length; i++) {
      if (i > 0) out.push(',');
      write(value[i] as JsonValue, out);
    }
    out.push(']');
  } else if (value !== null && typeof value === 'object') {
    out.push('{');
    let first = true;
    for (const k of Object.keys(value)) {
      if (!first) out.push(',');
      first = false;
      let quoted = quotedKeys.get(k);
      if (quoted === undefined) {
        quoted = `${JSON.stringify(k)}:`;
        if (quotedKeys.size < 1024) quotedKeys.set(k, quoted);
      }
      out.push(quoted);
      write(value[k] as JsonValue, out);
    }
    out.push('}');
  } else {
    out.push(JSON.stringify(value));
  }
}

function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}

function isHex(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i) | 0x20;
    if (!(isDigit(s.charCodeAt(i)) || (c >= 0x61 && c <= 0x66))) return false;
  }
  return true;
}
