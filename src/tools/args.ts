import type { z } from 'zod';
import { checkWithSchema, formatDiagnostics } from '../errors/diagnostics.js';
import { CharterError } from '../errors/registry.js';

/**
 * Tool arguments parsed with their zod schema; every issue becomes one
 * `path: message` line of an `invalid_request` error that says what is
 * allowed there, so a model (or a person) can fix all of them in one go.
 */
export function parseToolArgs<S extends z.ZodType>(schema: S, args: unknown): z.output<S> {
  const checked = checkWithSchema(schema, args ?? {});
  if (checked.ok) return checked.data;
  throw new CharterError(
    'invalid_request',
    'The tool arguments are invalid.',
    formatDiagnostics('', checked.problems),
  );
}
