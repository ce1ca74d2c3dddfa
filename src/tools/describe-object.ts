import { z } from 'zod';
import type { Catalog } from '../catalog/catalog.js';
import { type CatalogObject, OBJECT_TYPES } from '../catalog/model.js';
import type { Consumer } from '../consumers/model.js';
import {
  type Aggregation,
  type Contract,
  type DimensionType,
  OPERATORS_BY_TYPE,
  type Operator,
  type TimeGrain,
} from '../contracts/model.js';
import { CharterError } from '../errors/registry.js';
import { parseToolArgs } from './args.js';
import type { ToolCall, ToolDeps } from './context.js';
import { refuseObjectTypes } from './object-types.js';

export const describeObjectInput = z
  .object({
    object_id: z
      .string()
      .trim()
      .min(1, 'an object id is required')
      .max(200)
      .describe('The object id, as search_objects returned it (e.g. "flights").'),
    object_type: z.enum(OBJECT_TYPES).describe('The object type, as search_objects returned it.'),
  })
  .strict();

export interface DescribeObjectArgs {
  readonly object_id: unknown;
  readonly object_type: unknown;
}

/**
 * A contract as callers see it: what can be asked and how. It never holds
 * the source tables, columns or the row-level-security predicates, only the
 * context keys a caller must supply.
 */
export interface ContractJson {
  readonly name: string;
  readonly title: string;
  readonly description: string;
  readonly dimensions: readonly {
    readonly name: string;
    readonly type: DimensionType;
    readonly title: string;
    readonly description: string;
    readonly synonyms: readonly string[];
    /** Other names for the dimension's values, when the contract gives some. */
    readonly value_synonyms?: Readonly<Record<string, readonly string[]>>;
    readonly time_grains: readonly TimeGrain[];
  }[];
  readonly measures: readonly {
    readonly name: string;
    readonly title: string;
    readonly aggregation: Aggregation;
    readonly description: string;
    readonly synonyms: readonly string[];
    readonly format: string | null;
  }[];
  readonly field_rules: {
    readonly required_filters: readonly string[];
    /** Filter operators allowed per field (its type's operators, narrowed by the contract's rules). */
    readonly operators: Readonly<Record<string, readonly Operator[]>>;
  };
  /** Context keys row-level security needs; the caller's trusted backend supplies their values. */
  readonly required_context: readonly string[];
  /** How to call it: the query_contract arguments and a small valid example. */
  readonly query_schema: {
    readonly tool: 'query_contract';
    readonly arguments: { readonly contract_name: string; readonly query: Record<string, unknown> };
    readonly notes: string;
  };
}

export function contractJson(c: Contract): ContractJson {
  const allowed = (field: string, type: DimensionType) => {
    const byRule = c.rules.operators[field];
    return OPERATORS_BY_TYPE[type].filter((op) => !byRule || byRule.includes(op));
  };
  const time = c.dimensions.find((d) => d.type === 'time');
  const other = c.dimensions.find((d) => d.type !== 'time');
  const measure = c.measures[0];
  const example: Record<string, unknown> = {
    dimensions: [
      ...(other ? [{ name: other.name }] : []),
      ...(time?.timeGrains.includes('month') ? [{ name: time.name, time_grain: 'month' }] : []),
    ],
    ...(measure ? { measures: [measure.name] } : {}),
    ...(c.rules.requiredFilters.length > 0
      ? { filters: c.rules.requiredFilters.map((f) => ({ field: f, operator: 'eq', value: '<value>' })) }
      : {}),
    ...(measure ? { sorts: [{ field: measure.name, direction: 'desc' }] } : {}),
    limit: 10,
  };
  return {
    name: c.name,
    title: c.title,
    description: c.description,
    dimensions: c.dimensions.map((d) => ({
      name: d.name,
      type: d.type,
      title: d.title,
      description: d.description,
      synonyms: d.synonyms,
      ...(Object.keys(d.valueSynonyms).length > 0 ? { value_synonyms: d.valueSynonyms } : {}),
      time_grains: d.timeGrains,
    })),
    measures: c.measures.map((m) => ({
      name: m.name,
      title: m.title,
      aggregation: m.aggregation,
      description: m.description,
      synonyms: m.synonyms,
      format: m.format,
    })),
    field_rules: {
      required_filters: c.rules.requiredFilters,
      operators: Object.fromEntries([
        ...c.dimensions.map((d) => [d.name, allowed(d.name, d.type)] as const),
        ...c.measures.map((m) => [m.name, allowed(m.name, 'number')] as const),
      ]),
    },
    required_context: c.requiredContext,
    query_schema: {
      tool: 'query_contract',
      arguments: { contract_name: c.name, query: example },
      notes:
        'query fields: dimensions [{name, time_grain?}], measures [name], filters [{field, operator, value}], ' +
        'sorts [{field, direction: asc|desc}], limit (clamped to the maximum page size), offset. ' +
        'Only names listed above are accepted; time values are ISO 8601 strings.',
    },
  };
}

export interface DescribeObjectResult {
  readonly object_info: Record<string, unknown>;
  readonly business_context: string;
  readonly contract?: ContractJson;
}

/**
 * Everything a caller needs to use one visible object. An unknown object and
 * one outside the consumer's scope get the same `object_not_found`, so the
 * answer never reveals what exists elsewhere. A type the query mode does not
 * allow is `forbidden` (the caller can fix that by choosing another type).
 */
export async function describeObject(
  deps: ToolDeps,
  call: ToolCall,
  args: DescribeObjectArgs,
): Promise<DescribeObjectResult> {
  const { object_id, object_type } = parseToolArgs(describeObjectInput, args);
  const refusal = refuseObjectTypes(call.consumer, [object_type]);
  if (refusal) throw refusal;
  const object = deps.catalog.visibleObject(call.consumer, object_type, object_id);
  if (!object) {
    throw new CharterError(
      'object_not_found',
      `No ${object_type} '${object_id}' is available to this consumer. Use search_objects to find objects.`,
    );
  }
  const info: Record<string, unknown> = {
    id: object.id,
    type: object.type,
    title: object.title,
    description: object.description,
    ...typeDetails(deps.catalog, call.consumer, object),
    collections: containingCollections(deps.catalog, call.consumer, object),
  };
  const contract = object.type === 'contract' ? deps.catalog.contracts.get(object.id) : undefined;
  return {
    object_info: info,
    business_context: object.businessContext,
    ...(contract ? { contract: contractJson(contract) } : {}),
  };
}

function typeDetails(catalog: Catalog, consumer: Consumer, o: CatalogObject): Record<string, unknown> {
  switch (o.type) {
    case 'table':
    case 'model': {
      const relation = o.type === 'table' ? catalog.tables.get(o.id) : catalog.models.get(o.id);
      // Columns only: a model's SQL is how it is built, not what it means.
      return {
        columns: (relation?.columns ?? []).map((c) => ({
          name: c.name,
          type: c.engineType,
          description: c.description,
          ...(c.synonyms.length > 0 ? { synonyms: c.synonyms } : {}),
        })),
      };
    }
    case 'collection': {
      const visible = new Map(catalog.visibleObjects(consumer).map((v) => [`${v.type}:${v.id}`, v]));
      const members = (catalog.collections.get(o.id)?.members ?? []).flatMap((m) => {
        const v = visible.get(`${m.type}:${m.id}`);
        return v ? [{ type: v.type, id: v.id, title: v.title, description: v.description }] : [];
      });
      return { members };
    }
    case 'contract': {
      const c = catalog.contracts.get(o.id);
      return {
        dimensions: c?.dimensions.map((d) => d.name) ?? [],
        measures: c?.measures.map((m) => m.name) ?? [],
      };
    }
  }
}

/** The visible collections listing this object, so a caller can read their wider business context. */
function containingCollections(catalog: Catalog, consumer: Consumer, o: CatalogObject): string[] {
  if (o.type === 'collection') return [];
  return catalog
    .visibleObjects(consumer)
    .filter(
      (v) =>
        v.type === 'collection' &&
        (catalog.collections.get(v.id)?.members ?? []).some((m) => m.type === o.type && m.id === o.id),
    )
    .map((v) => v.id);
}
