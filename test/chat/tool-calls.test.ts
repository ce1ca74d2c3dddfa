import { describe, expect, it } from 'vitest';
import { ToolCallAccumulator } from '../../src/agent/llm/tool-calls.js';

/** The pure accumulation rules; test/chat/llm.test.ts drives the same through a real stream. */
function assemble(deltas: Parameters<ToolCallAccumulator['add']>[0][]) {
  const acc = new ToolCallAccumulator();
  for (const d of deltas) acc.add(d);
  return acc.calls().map((c) => [c.id, c.function.name, c.function.arguments]);
}

describe('ToolCallAccumulator (the openai SDK stream helper rules)', () => {
  it('sets id and name, appends arguments, orders by index', () => {
    expect(
      assemble([
        { index: 1, id: 'b', function: { name: 'describe_object', arguments: '{"x"' } },
        { index: 0, id: 'a', function: { name: 'search_objects', arguments: '{' } },
        { index: 1, function: { name: 'describe_object', arguments: ':1}' } },
        { index: 0, id: 'a', function: { arguments: '}' } },
      ]),
    ).toEqual([
      ['a', 'search_objects', '{}'],
      ['b', 'describe_object', '{"x":1}'],
    ]);
  });

  it('without index: a new id or a new name opens a call, anything else continues the latest', () => {
    expect(
      assemble([
        { function: { name: 'search_objects', arguments: '{"q":' } },
        { function: { name: 'search_objects', arguments: '1}' } },
        { function: { name: 'describe_object', arguments: '{}' } },
        { id: 'c3', function: { name: 'describe_object', arguments: '{"y"' } },
        { id: 'c3', function: { arguments: ':2}' } },
      ]),
    ).toEqual([
      ['call_0', 'search_objects', '{"q":1}'],
      ['call_1', 'describe_object', '{}'],
      ['c3', 'describe_object', '{"y":2}'],
    ]);
  });
});
