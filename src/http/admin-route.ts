import type { FastifyInstance } from 'fastify';
import { authenticateAdmin } from '../auth/keys.js';
import { CharterError } from '../errors/registry.js';
import type { Service } from '../service.js';

/**
 * Operator endpoints, behind the admin key (config `admin.key_hash`): the
 * result cache's status and clearing it. Without an admin key configured
 * they do not exist (404), so nothing is exposed by default.
 */
export function registerAdminRoutes(app: FastifyInstance, service: Service): void {
  const adminHash = service.config.adminKeySha256;
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/v1/admin/')) return;
    if (adminHash === null) {
      throw new CharterError(
        'route_not_found',
        `No endpoint at ${request.method} ${request.url.split('?')[0]}.`,
      );
    }
    authenticateAdmin(request.headers.authorization, adminHash);
  });

  app.get('/v1/admin/cache', async () => service.cache.status());

  app.post('/v1/admin/cache/clear', async (request) => {
    const contract = contractOf(request.body);
    if (contract !== null && !service.catalog.contracts.has(contract)) {
      throw new CharterError('contract_not_found', `The contract '${contract}' was not found.`);
    }
    const cleared = await service.cache.clear(contract);
    request.log.info({ contract, cleared }, 'result cache cleared');
    return { contract, cleared };
  });
}

function contractOf(body: unknown): string | null {
  if (body === undefined || body === null) return null;
  const contract =
    typeof body === 'object' && !Array.isArray(body) ? (body as { contract?: unknown }).contract : 0;
  if (contract === undefined || contract === null) return null;
  if (typeof contract !== 'string' || contract.length === 0) {
    throw new CharterError('invalid_request', undefined, ['contract: a contract name (string) or null']);
  }
  return contract;
}
