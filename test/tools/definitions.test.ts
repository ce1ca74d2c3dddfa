import { describe, expect, it } from 'vitest';
import { QUERY_MODES } from '../../src/consumers/model.js';
import { TOOL_DEFINITIONS, toolsForMode } from '../../src/tools/definitions.js';

describe('tool definitions', () => {
  it('registers tools per query mode exactly as the spec’s table says', () => {
    const table = {
      'contract-only': ['search_objects', 'describe_object', 'query_contract'],
      'contract-with-sql-fallback': ['search_objects', 'describe_object', 'query_contract', 'execute_sql'],
      'sql-only': ['search_objects', 'describe_object', 'execute_sql'],
    } as const;
    for (const mode of QUERY_MODES)
      expect(
        toolsForMode(mode).map((t) => t.name),
        mode,
      ).toEqual(table[mode]);
  });

  it('gives every tool a title, a description written for a model, and an object input schema', () => {
    for (const t of TOOL_DEFINITIONS) {
      expect(t.title.length).toBeGreaterThan(5);
      expect(t.description.length, t.name).toBeGreaterThan(150);
      expect(t.inputSchema.def.type).toBe('object');
    }
  });

  it('the spec’s argument names are the schemas’ keys', () => {
    const keys = Object.fromEntries(TOOL_DEFINITIONS.map((t) => [t.name, Object.keys(t.inputSchema.shape)]));
    expect(keys).toEqual({
      search_objects: ['query', 'keywords', 'object_types'],
      describe_object: ['object_id', 'object_type'],
      query_contract: ['contract_name', 'query', 'context'],
      execute_sql: ['sql', 'context'],
    });
  });
});
