import { z } from 'zod';
import { OBJECT_TYPES, type ObjectType, objectTypesFor } from '../catalog/model.js';
import type { Consumer } from '../consumers/model.js';
import { CharterError } from '../errors/registry.js';

/**
 * The `forbidden` refusal for object types the consumer's query mode does not
 * allow (the caller can fix it by choosing another type), or null when every
 * requested type is allowed. One rule for search_objects and describe_object.
 */
export function refuseObjectTypes(consumer: Consumer, requested: readonly ObjectType[]): CharterError | null {
  const allowed = objectTypesFor(consumer);
  const refused = requested.filter((t) => !allowed.includes(t));
  if (refused.length === 0) return null;
  return new CharterError(
    'forbidden',
    `The consumer's query mode (${consumer.queryMode}) does not allow the object type(s) ${refused.join(', ')}; allowed: ${allowed.join(', ')}.`,
  );
}

const objectTypeList = z.array(z.enum(OBJECT_TYPES));
const objectType = z.enum(OBJECT_TYPES);

/**
 * The refusal a tool call would end with because an argument names a
 * forbidden object type, found before the call runs: the MCP entry point
 * answers it with HTTP 403 (interface, status table). Arguments that do not
 * parse are left to the tool's own validation, which reports every problem.
 */
export function objectTypeRefusal(consumer: Consumer, tool: string, args: unknown): CharterError | null {
  const values = (args ?? {}) as Record<string, unknown>;
  if (tool === 'search_objects') {
    const types = objectTypeList.safeParse(values.object_types);
    return types.success ? refuseObjectTypes(consumer, types.data) : null;
  }
  if (tool === 'describe_object') {
    const type = objectType.safeParse(values.object_type);
    return type.success ? refuseObjectTypes(consumer, [type.data]) : null;
  }
  return null;
}
