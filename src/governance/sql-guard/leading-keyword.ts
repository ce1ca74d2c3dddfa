/**
 * The first keyword of a statement, after whitespace and comments, in ASCII
 * lower case; null when the text does not start with a word.
 *
 * This backs the documented surface rule ("must start with SELECT or WITH")
 * only. What the statement is gets decided on DuckDB's AST; this scanner reads
 * nothing past the first word, so it never interprets SQL.
 */
export function leadingKeyword(sql: string): string | null {
  let i = 0;
  const n = sql.length;
  while (i < n) {
    const c = sql.charCodeAt(i);
    if (isSpace(c)) {
      i++;
    } else if (c === 0x2d && sql.charCodeAt(i + 1) === 0x2d) {
      // -- line comment
      i += 2;
      while (i < n && sql.charCodeAt(i) !== 0x0a && sql.charCodeAt(i) !== 0x0d) i++;
    } else if (c === 0x2f && sql.charCodeAt(i + 1) === 0x2a) {
      // DuckDB block comments nest, like PostgreSQL's.
      let depth = 1;
      i += 2;
      while (i < n && depth > 0) {
        if (sql.charCodeAt(i) === 0x2f && sql.charCodeAt(i + 1) === 0x2a) {
          depth++;
          i += 2;
        } else if (sql.charCodeAt(i) === 0x2a && sql.charCodeAt(i + 1) === 0x2f) {
          depth--;
          i += 2;
        } else {
          i++;
        }
      }
      if (depth > 0) return null;
    } else {
      break;
    }
  }
  if (i >= n || !isAsciiLetter(sql.charCodeAt(i))) return null;
  const start = i;
  // The whole word, so that `selectx` reads as `selectx`, not SELECT.
  while (i < n && isIdentifierPart(sql.charCodeAt(i))) i++;
  return asciiLower(sql.slice(start, i));
}

/** DuckDB folds unquoted and quoted identifiers with ASCII rules only; matching must do the same. */
export function asciiLower(s: string): string {
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    out += c >= 0x41 && c <= 0x5a ? String.fromCharCode(c + 0x20) : s[i];
  }
  return out;
}

function isSpace(c: number): boolean {
  // space, \t \n \v \f \r, and the byte-order mark DuckDB skips.
  return c === 0x20 || (c >= 0x09 && c <= 0x0d) || c === 0xfeff;
}

function isAsciiLetter(c: number): boolean {
  return (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
}

function isIdentifierPart(c: number): boolean {
  return isAsciiLetter(c) || (c >= 0x30 && c <= 0x39) || c === 0x5f || c === 0x24 || c >= 0x80;
}
