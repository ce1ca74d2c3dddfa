import type { Consumer } from '../consumers/model.js';
import type { Contract } from '../contracts/model.js';

/**
 * Every governed object the service knows, by name. A consumer sees only what
 * its scope names; `scopedContract` is the one place that decides it.
 */
export class Catalog {
  constructor(readonly contracts: ReadonlyMap<string, Contract>) {}

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
}
