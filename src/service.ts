import type { Logger } from 'pino';
import { ApiKeyStore } from './auth/keys.js';
import { Catalog } from './catalog/catalog.js';
import type { Config } from './config/load.js';
import { ConsumerRegistry } from './consumers/registry.js';
import { loadContracts } from './contracts/load.js';
import { rendererFor } from './sql/dialects.js';
import type { ToolDeps } from './tools/context.js';
import { openWarehouse } from './warehouse/open.js';
import type { Warehouse } from './warehouse/types.js';

/** The running service's parts, wired once (the composition root). */
export interface Service extends ToolDeps {
  readonly config: Config;
  readonly keys: ApiKeyStore;
  readonly consumers: ConsumerRegistry;
  readonly warehouse: Warehouse;
  readonly contractFailures: readonly { readonly file: string; readonly problems: readonly string[] }[];
  close(): Promise<void>;
}

export async function createService(config: Config, logger?: Logger): Promise<Service> {
  const warehouse = await openWarehouse(config.warehouse, logger);
  try {
    const { contracts, failures } = await loadContracts(config.contractsDir, warehouse);
    for (const f of failures) {
      logger?.error({ file: f.file, problems: f.problems }, 'contract failed validation and is not served');
    }
    for (const consumer of config.consumers) {
      for (const name of consumer.scope.contracts) {
        if (!contracts.has(name))
          logger?.warn({ consumer: consumer.slug, contract: name }, 'scoped contract is not loaded');
      }
    }
    return {
      config,
      keys: new ApiKeyStore(config.apiKeys),
      consumers: new ConsumerRegistry(config.consumers),
      catalog: new Catalog(contracts),
      warehouse,
      renderer: rendererFor(warehouse.dialect),
      paging: { defaultLimit: config.query.default_limit, maxLimit: config.query.max_limit },
      contractFailures: failures,
      close: () => warehouse.close(),
    };
  } catch (err) {
    await warehouse.close();
    throw err;
  }
}
