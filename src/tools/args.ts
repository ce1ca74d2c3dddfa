import type { z } from 'zod';
import { CharterError } from '../errors/registry.js';
import { issuePath } from './context.js';

/**
 * Tool arguments parsed with their zod schema; every issue becomes one
 * `path: message` line of an `invalid_request` error, so a model (or a
 * person) can fix all of them in one go.
 */
export function parseToolArgs<S extends z.ZodType>(schema: S, args: unknown): z.output<S> {
  const parsed = schema.safeParse(args ?? {});
  if (parsed.success) return parsed.data;
  throw new CharterError(
    'invalid_request',
    'The tool arguments are invalid.',
    parsed.error.issues.map((i) => {
      const [root, ...rest] = i.path;
      return root === undefined ? i.message : `${issuePath(String(root), rest)}: ${i.message}`;
    }),
  );
}
