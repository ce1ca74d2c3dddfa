import { z } from 'zod';
import { refreshKeySchema } from '../contracts/refresh.js';

/** The authored YAML shapes of the catalog files (snake_case, as data teams write them). */

const identifier = z.string().regex(/^[a-z][a-z0-9_]*$/, 'must be lower_snake_case, starting with a letter');

const documented = {
  name: identifier,
  title: z.string().min(1).optional(),
  description: z.string().default(''),
  /** Markdown. */
  business_context: z.string().default(''),
};

/**
 * Column name → its description, or `{ description, synonyms }` where people call the column by other
 * names ("label" for a weather type). Columns themselves come from the warehouse.
 */
const columnDoc = z.union([
  z.string(),
  z
    .object({
      description: z.string().default(''),
      synonyms: z.array(z.string().min(1)).default([]),
    })
    .strict(),
]);
const columnDocs = z.record(z.string().min(1), columnDoc).default({});
export type ColumnDoc = z.infer<typeof columnDoc>;

export const tableEntrySchema = z
  .object({
    ...documented,
    columns: columnDocs,
    /** When cached execute_sql results over this table go stale (docs/caching.md). */
    refresh_key: refreshKeySchema.optional(),
  })
  .strict();

export const modelEntrySchema = z
  .object({
    ...documented,
    /** One read-only SELECT (or WITH … SELECT) over warehouse tables. */
    sql: z.string().min(1),
    columns: columnDocs,
  })
  .strict();

export const collectionEntrySchema = z
  .object({
    ...documented,
    members: z
      .array(
        z
          .object({
            type: z.enum(['contract', 'table', 'model']),
            id: z.string().min(1),
          })
          .strict(),
      )
      .default([]),
  })
  .strict();

/** Each file holds one list under its own key; entries are validated one by one so one bad entry drops only itself. */
export const catalogFileSchemas = {
  tables: z.object({ tables: z.array(z.unknown()).default([]) }).strict(),
  models: z.object({ models: z.array(z.unknown()).default([]) }).strict(),
  collections: z.object({ collections: z.array(z.unknown()).default([]) }).strict(),
} as const;

export type TableEntry = z.output<typeof tableEntrySchema>;
export type ModelEntry = z.output<typeof modelEntrySchema>;
export type CollectionEntry = z.output<typeof collectionEntrySchema>;
