import { describe, expect, it } from 'vitest';
import { findDuplicateKey } from '../../src/http/json-keys.js';

describe('findDuplicateKey', () => {
  it.each([
    ['{"a":1,"b":2}', null],
    ['{"a":{"x":1},"b":{"x":1}}', null],
    ['[{"a":1},{"a":2}]', null],
    ['{"a":"{\\"a\\":1,\\"a\\":2}"}', null],
    ['{"a\\\\":1,"a":2}', null],
    ['"just a string"', null],
    ['{}', null],
    ['{"state":"CA","state":"NY"}', 'state'],
    ['{"context":{"state":"CA","state":"NY"}}', 'context.state'],
    ['{"st\\u0061te":"CA","state":"NY"}', 'state'],
    ['{"q":{"f":[{"a":1},{"b":[1,2,{"c":1,"c":2}]}]}}', 'q.f[1].b[2].c'],
    ['[1,[2,{"k":"}","k":"]"}]]', '[1][1].k'],
    ['{"a":"x\\\\","b":1,"b":2}', 'b'],
    [' { "a" : 1 , "a" : 2 } ', 'a'],
  ])('%s → %s', (text, expected) => {
    JSON.parse(text);
    expect(findDuplicateKey(text)).toBe(expected);
  });

  it('prefixes the path with a root name (a header)', () => {
    expect(findDuplicateKey('{"state":"CA","state":"NY"}', 'x-charter-context')).toBe(
      'x-charter-context.state',
    );
  });

  it('scans a large body in one pass without reporting false duplicates', () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => ({ id: i, name: `n${i}`, tags: ['a', 'b'] }));
    const text = JSON.stringify({ rows, context: { state: 'CA' } });
    expect(findDuplicateKey(text)).toBeNull();
    expect(findDuplicateKey(`${text.slice(0, -2)},"state":"NY"}}`)).toBe('context.state');
  });
});

describe('findDuplicateKey on objects with many names', () => {
  it('finds a duplicate past the short-list size, and none when all differ', () => {
    const names = Array.from({ length: 40 }, (_, i) => `"k${i}":${i}`);
    expect(findDuplicateKey(`{${names.join(',')}}`)).toBeNull();
    expect(findDuplicateKey(`{${names.join(',')},"k3":0}`)).toBe('k3');
    expect(findDuplicateKey(`{${names.join(',')},"k39":0}`)).toBe('k39');
  });
});
