/**
 * The server half of `overload.ts`: the demo service in a process of its own,
 * so its peak RSS and event loop are its own and not the load generator's.
 * Prints `PORT <n>` once listening; stops on SIGTERM. `lifted` as the first
 * argument raises every consumer's limits, so only the warehouse's fair queue sheds.
 */
import { loadConfig } from '../../src/config/load.js';
import { buildServer } from '../../src/http/server.js';
import { createService } from '../../src/service.js';
import { CONFIG_FILE, withoutConsumerLimits } from '../support.js';

const lifted = process.argv[2] === 'lifted';
const loaded = await loadConfig(CONFIG_FILE, { ...process.env, PORT: '0', HOST: '127.0.0.1' });
const config = lifted ? withoutConsumerLimits(loaded) : loaded;
const service = await createService(config);
const app = await buildServer(service);
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
if (address === null || typeof address === 'string') throw new Error('no TCP address');
process.stdout.write(`PORT ${address.port}\n`);
process.once('SIGTERM', async () => {
  await app.close();
  await service.close();
  process.exit(0);
});
