import type { Consumer, QueryMode } from '../consumers/model.js';
import type { RefreshPolicy } from '../contracts/refresh.js';
import type { ColumnInfo } from '../warehouse/types.js';

/**
 * The catalog's governed objects besides contracts: documented warehouse
 * tables, authored read-only models, and collections that group objects
 * under one business context. All immutable after load.
 */

export const OBJECT_TYPES = ['contract', 'table', 'model', 'collection'] as const;
export type ObjectType = (typeof OBJECT_TYPES)[number];

/** A column as the catalog documents it: the warehouse's name and type, the author's description. */
export interface DocumentedColumn extends ColumnInfo {
  readonly description: string;
  /** Other names people use for the column (the chat planner reads them as its name). */
  readonly synonyms: readonly string[];
}

export interface CatalogTable {
  readonly name: string;
  readonly title: string;
  readonly description: string;
  /** Markdown: what the data means for the business, caveats, how it is used. */
  readonly businessContext: string;
  /** Introspected from the warehouse, in its order, with the authored descriptions. */
  readonly columns: readonly DocumentedColumn[];
  /** When cached execute_sql results over this table go stale; null: the cache's defaults. */
  readonly refresh: RefreshPolicy | null;
  readonly file: string;
}

export interface CatalogModel {
  readonly name: string;
  readonly title: string;
  readonly description: string;
  readonly businessContext: string;
  /** The authored read-only SELECT (checked at load). Never shown to consumers. */
  readonly sql: string;
  /** The columns the SELECT yields, as the warehouse reported them. */
  readonly columns: readonly DocumentedColumn[];
  readonly file: string;
  /**
   * The catalog tables (lower case) the SELECT reads, through other models too, as the SQL guard
   * found them when it checked the model at load; absent where no guard checked it.
   */
  readonly reads?: readonly string[];
}

export type MemberType = Exclude<ObjectType, 'collection'>;

export interface CatalogCollection {
  readonly name: string;
  readonly title: string;
  readonly description: string;
  readonly businessContext: string;
  readonly members: readonly { readonly type: MemberType; readonly id: string }[];
  readonly file: string;
}

/**
 * One shape for every object, so search and describe treat them alike.
 * `search` holds the words an object should be found by, per field, so
 * ranking can weigh a name match above a mention in prose.
 */
export interface CatalogObject {
  readonly id: string;
  readonly type: ObjectType;
  readonly title: string;
  readonly description: string;
  readonly businessContext: string;
  readonly search: {
    /** The id and any other names (table or relation names). */
    readonly names: readonly string[];
    readonly synonyms: readonly string[];
    /** Dimension, measure and column names with their descriptions. */
    readonly fields: readonly string[];
  };
}

/** The object types a query mode lets a consumer see and use. */
export const OBJECT_TYPES_BY_MODE: Readonly<Record<QueryMode, readonly ObjectType[]>> = {
  // Bounded: contracts only, plus collections that group them.
  'contract-only': ['contract', 'collection'],
  // Unbounded SQL sees raw relations; contracts are not queryable without the contract tool.
  'sql-only': ['table', 'model', 'collection'],
  'contract-with-sql-fallback': ['contract', 'table', 'model', 'collection'],
};

export function objectTypesFor(consumer: Consumer): readonly ObjectType[] {
  return OBJECT_TYPES_BY_MODE[consumer.queryMode];
}
