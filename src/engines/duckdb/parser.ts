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
  let pos = 0;
  const fail = (): never => {
    throw new SyntaxError(`Invalid JSON at offset ${pos}.`);
  };
  const skipSpace = () => {
    while (pos < text.length) {
      const c = text.charCodeAt(pos);
      if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) pos++;
      else break;
    }
  };
  const literal = (word: string, value: JsonValue): JsonValue => {
    if (text.startsWith(word, pos)) {
      pos += word.length;
      return value;
    }
    return fail();
  };
  const parseString = (): string => {
    // Opening quote already checked by the caller.
    pos++;
    let out = '';
    let start = pos;
    while (pos < text.length) {
      const c = text.charCodeAt(pos);
      if (c === 0x22) {
        out += text.slice(start, pos);
        pos++;
        return out;
      }
      if (c === 0x5c) {
        out += text.slice(start, pos);
        const e = text[pos + 1];
        pos += 2;
        switch (e) {
          case '"':
            out += '"';
            break;
          case '\\':
            out += '\\';
            break;
          case '/':
            out += '/';
            break;
          case 'b':
            out += '\b';
            break;
          case 'f':
            out += '\f';
            break;
          case 'n':
            out += '\n';
            break;
          case 'r':
            out += '\r';
            break;
          case 't':
            out += '\t';
            break;
          case 'u': {
            const hex = text.slice(pos, pos + 4);
            if (hex.length !== 4 || !isHex(hex)) fail();
            out += String.fromCharCode(Number.parseInt(hex, 16));
            pos += 4;
            break;
          }
          default:
            fail();
        }
        start = pos;
      } else if (c < 0x20) {
        fail();
      } else {
        pos++;
      }
    }
    return fail();
  };
  const parseNumber = (): number | JsonNumber => {
    const start = pos;
    if (text[pos] === '-') pos++;
    const digitsFrom = pos;
    while (pos < text.length && isDigit(text.charCodeAt(pos))) pos++;
    if (pos === digitsFrom) fail();
    if (text[pos] === '.') {
      pos++;
      const fractionFrom = pos;
      while (pos < text.length && isDigit(text.charCodeAt(pos))) pos++;
      if (pos === fractionFrom) fail();
    }
    if (text[pos] === 'e' || text[pos] === 'E') {
      pos++;
      if (text[pos] === '+' || text[pos] === '-') pos++;
      const expFrom = pos;
      while (pos < text.length && isDigit(text.charCodeAt(pos))) pos++;
      if (pos === expFrom) fail();
    }
    const raw = text.slice(start, pos);
    const n = Number(raw);
    return Number.isFinite(n) && String(n) === raw ? n : new JsonNumber(raw);
  };
  const parseValue = (depth: number): JsonValue => {
    if (depth > 10_000) fail();
    skipSpace();
    const c = text[pos];
    if (c === '{') {
      pos++;
      const obj: { [key: string]: JsonValue } = {};
      skipSpace();
      if (text[pos] === '}') {
        pos++;
        return obj;
      }
      for (;;) {
        skipSpace();
        if (text[pos] !== '"') fail();
        const key = parseString();
        skipSpace();
        if (text[pos] !== ':') fail();
        pos++;
        const value = parseValue(depth + 1);
        // Assigning `__proto__` would set the prototype; it must stay plain data.
        if (key === '__proto__') {
          Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
        } else {
          obj[key] = value;
        }
        skipSpace();
        if (text[pos] === ',') {
          pos++;
          continue;
        }
        if (text[pos] === '}') {
          pos++;
          return obj;
        }
        fail();
      }
    }
    if (c === '[') {
      pos++;
      const arr: JsonValue[] = [];
      skipSpace();
      if (text[pos] === ']') {
        pos++;
        return arr;
      }
      for (;;) {
        arr.push(parseValue(depth + 1));
        skipSpace();
        if (text[pos] === ',') {
          pos++;
          continue;
        }
        if (text[pos] === ']') {
          pos++;
          return arr;
        }
        fail();
      }
    }
    if (c === '"') return parseString();
    if (c === 't') return literal('true', true);
    if (c === 'f') return literal('false', false);
    if (c === 'n') return literal('null', null);
    return parseNumber();
  };
  const value = parseValue(0);
  skipSpace();
  if (pos !== text.length) fail();
  return value;
}

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
