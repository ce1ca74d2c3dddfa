import { parseArgs } from 'node:util';
import { loadConfig } from '../config/load.js';
import { engineFor } from '../engines/index.js';
import { createService } from '../service.js';
import { DEFAULT_CONFIG } from './paths.js';

type Out = { log: (s: string) => void; error: (s: string) => void };

export const PG_USAGE = `  pg grants   [--config FILE] [--role NAME]  Print the GRANTs of a SELECT-only PostgreSQL role for the tables
                                             the config exposes (role default: charter_reader).
  pg policies [--config FILE] [--role NAME]  Print native RLS policies for the contracts' row filters, bound to
                                             the charter.<key> settings Charter sets per statement.`;

/** `charter pg grants|policies`: SQL for an operator to review and run; Charter itself never runs DDL. */
export async function pgCommand(args: readonly string[], out: Out): Promise<number> {
  const [sub, ...rest] = args;
  if (sub !== 'grants' && sub !== 'policies') {
    out.error(`Usage:\n${PG_USAGE}`);
    return 2;
  }
  const { values } = parseArgs({
    args: [...rest],
    options: { config: { type: 'string' }, role: { type: 'string', default: 'charter_reader' } },
  });
  const config = await loadConfig(values.config ?? DEFAULT_CONFIG, process.env);
  const deployment = engineFor(config.warehouse).deployment;
  if (!deployment) {
    out.error(
      `charter pg ${sub} needs a warehouse whose engine has database roles and row policies (PostgreSQL).`,
    );
    return 2;
  }
  const service = await createService(config, undefined, { buildRollups: false });
  try {
    const contracts = [...service.catalog.contracts.values()];
    const lines =
      sub === 'grants'
        ? deployment.grants(config.warehouse, values.role, service.catalog.tables.keys(), contracts)
        : deployment.policies(config.warehouse, values.role, contracts);
    for (const line of lines) out.log(line);
    return 0;
  } finally {
    await service.close();
  }
}
