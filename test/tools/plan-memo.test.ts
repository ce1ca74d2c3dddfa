import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Service } from '../../src/service.js';
import { createService } from '../../src/service.js';
import { memoKey } from '../../src/tools/plan-memo.js';
import { planContractQuery } from '../../src/tools/query-contract.js';
import { demoConfig } from '../helpers/server.js';

describe('plan memo', () => {
  let service: Service;
  beforeAll(async () => {
    service = await createService(await demoConfig());
  });
  afterAll(async () => service?.close());

  it('forms keys only from exact JSON', () => {
    expect(memoKey('a', { x: [1, 'b', null, true] })).toBe('["a",{"x":[1,"b",null,true]}]');
    expect(memoKey({ x: undefined })).toBeNull();
    expect(memoKey([undefined])).toBeNull();
    expect(memoKey({ x: Number.NaN })).toBeNull();
    expect(memoKey({ x: 1n })).toBeNull();
    expect(memoKey({ x: new Date(0) })).toBeNull();
  });

  it('reuses a plan only for the same consumer, arguments and context', () => {
    const state = service.consumers.all().find((c) => c.slug === 'state-portal');
    if (!state) throw new Error('demo consumer missing');
    const args = { contract_name: 'regional_flights', query: { measures: ['flight_count'] } };
    const ca = planContractQuery(service, { consumer: state, context: { state: 'CA' } }, args);
    // The governed statements are remembered; the rollup route is decided per call (readiness changes).
    expect(planContractQuery(service, { consumer: state, context: { state: 'CA' } }, args).statement).toBe(
      ca.statement,
    );
    const wa = planContractQuery(service, { consumer: state, context: { state: 'WA' } }, args);
    expect(wa.statement).not.toBe(ca.statement);
    expect(wa.statement.params).toContain('WA');
    expect(ca.statement.params).not.toContain('WA');
    // A refused request stays refused after a valid one was remembered.
    expect(() => planContractQuery(service, { consumer: state }, args)).toThrow();
    const rest = service.consumers.all().find((c) => c.slug === 'rest-only');
    if (!rest) throw new Error('demo consumer missing');
    expect(() => planContractQuery(service, { consumer: rest, context: { state: 'CA' } }, args)).toThrow();
  });
});
