import type { Consumer } from '../consumers/model.js';
import type { Contract } from '../contracts/model.js';
import {
  type CatalogCollection,
  type CatalogModel,
  type CatalogObject,
  type CatalogTable,
  type ObjectType,
  objectTypesFor,
} from './model.js';

export interface CatalogObjects {
  readonly tables?: ReadonlyMap<string, CatalogTable>;
  readonly models?: ReadonlyMap<string, CatalogModel>;
  readonly collections?: ReadonlyMap<string, CatalogCollection>;
}

/**
 * Every governed object the service knows, by name. A consumer sees only what
 * its scope names; `scopedContract` (contracts, REST) and `visibleObjects`
 * (every type, search and describe) are the only places that decide it.
 */
export class Catalog {
  readonly tables: ReadonlyMap<string, CatalogTable>;
  readonly models: ReadonlyMap<string, CatalogModel>;
  readonly collections: ReadonlyMap<string, CatalogCollection>;
  /** The uniform view of every loaded object, keyed by `type:id` (names are unique per type only). */
  private readonly objects: ReadonlyMap<string, CatalogObject>;

  constructor(
    readonly contracts: ReadonlyMap<string, Contract>,
    objects: CatalogObjects = {},
  ) {
    this.tables = objects.tables ?? new Map();
    this.models = objects.models ?? new Map();
    this.collections = objects.collections ?? new Map();
    const all: CatalogObject[] = [
      ...[...this.contracts.values()].map(contractObject),
      ...[...this.tables.values()].map((t) => relationObject('table', t)),
      ...[...this.models.values()].map((m) => relationObject('model', m)),
      ...[...this.collections.values()].map(collectionObject),
    ];
    this.objects = new Map(all.map((o) => [key(o.type, o.id), Object.freeze(o)]));
  }

  /** The contract if it exists and is linked to the consumer; `exists` tells 404 from 403. */
  scopedContract(consumer: Consumer, name: string): { contract: Contract | null; exists: boolean } {
    const contract = this.contracts.get(name) ?? null;
    if (!contract) return { contract: null, exists: false };
    return { contract: consumer.scope.contracts.includes(name) ? contract : null, exists: true };
  }

  /** The consumer's contracts that were loaded (a scoped contract that failed validation is not served). */
  contractsFor(consumer: Consumer): readonly Contract[] {
    return consumer.scope.contracts.flatMap((n) => {
      const c = this.contracts.get(n);
      return c ? [c] : [];
    });
  }

  /**
   * The objects a consumer may see: those its scope names, that were loaded,
   * and whose type its query mode allows. Everything consumer-facing about
   * tables, models and collections goes through here.
   */
  visibleObjects(consumer: Consumer): readonly CatalogObject[] {
    const scopeOf: Readonly<Record<ObjectType, readonly string[]>> = {
      contract: consumer.scope.contracts,
      table: consumer.scope.tables,
      model: consumer.scope.models,
      collection: consumer.scope.collections,
    };
    return objectTypesFor(consumer).flatMap((type) =>
      [...new Set(scopeOf[type])].flatMap((id) => {
        const o = this.objects.get(key(type, id));
        return o ? [o] : [];
      }),
    );
  }

  /** One visible object, or null whether it is unknown, out of scope or of a type the mode hides. */
  visibleObject(consumer: Consumer, type: ObjectType, id: string): CatalogObject | null {
    return this.visibleObjects(consumer).find((o) => o.type === type && o.id === id) ?? null;
  }
}

function key(type: ObjectType, id: string): string {
  return `${type}:${id}`;
}

function contractObject(c: Contract): CatalogObject {
  return {
    id: c.name,
    type: 'contract',
    title: c.title,
    description: c.description,
    // Contracts carry no separate business context; their description is it.
    businessContext: c.description,
    search: {
      names: [c.name],
      // Value synonyms too: "Apple" finds the stocks contract that calls it AAPL.
      synonyms: [
        ...[...c.dimensions, ...c.measures].flatMap((f) => f.synonyms),
        ...c.dimensions.flatMap((d) => Object.values(d.valueSynonyms).flat()),
      ],
      fields: [...c.dimensions, ...c.measures].flatMap((f) => [f.name, f.title, f.description]),
    },
  };
}

function relationObject(type: 'table' | 'model', r: CatalogTable | CatalogModel): CatalogObject {
  return {
    id: r.name,
    type,
    title: r.title,
    description: r.description,
    businessContext: r.businessContext,
    search: {
      names: [r.name],
      synonyms: [],
      fields: r.columns.flatMap((c) => [c.name, c.description]),
    },
  };
}

function collectionObject(c: CatalogCollection): CatalogObject {
  return {
    id: c.name,
    type: 'collection',
    title: c.title,
    description: c.description,
    businessContext: c.businessContext,
    // Member names are not search text: a hidden member must not make its collection match.
    search: { names: [c.name], synonyms: [], fields: [] },
  };
}
