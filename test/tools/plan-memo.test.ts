import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Service } from '../../src/service.js';
import { createService } from '../../src/service.js';
import { memoKey, parsedFromText, planKey } from '../../src/tools/plan-memo.js';
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

  it('keys a request by its exact text only for the very arguments and context parsed from it', () => {
    const state = service.consumers.all().find((c) => c.slug === 'state-portal');
    const rest = service.consumers.all().find((c) => c.slug === 'rest-only');
    if (!state || !rest) throw new Error('demo consumer missing');
    const text =
      '{"contract_name":"regional_flights","query":{"measures":["flight_count"]},"context":{"state":"CA"}}';
    const parse = () => {
      const body = JSON.parse(text) as { contract_name: string; query: object; context: object };
      const args = parsedFromText(
        { contract_name: body.contract_name, query: body.query },
        body.context,
        text,
      );
      return { args, context: body.context };
    };
    const a = parse();
    const b = parse();
    const owner = { consumer: state, catalog: service.catalog };
    const key = planKey(owner, state.slug, a.args, a.context);
    // The same text parsed again: the same key, without serialising the parsed values.
    expect(planKey(owner, state.slug, b.args, b.context)).toBe(key);
    expect(key).toContain(text);
    // Any other input: another key.
    const other = `${text} `;
    const c = JSON.parse(other) as { contract_name: string; query: object; context: object };
    const cArgs = parsedFromText({ contract_name: c.contract_name, query: c.query }, c.context, other);
    expect(planKey(owner, state.slug, cArgs, c.context)).not.toBe(key);
    expect(planKey({ consumer: rest, catalog: service.catalog }, rest.slug, b.args, b.context)).not.toBe(key);
    // A consumer or catalog object from a reloaded config (same slug, a new object): another key.
    expect(
      planKey({ consumer: { ...state }, catalog: service.catalog }, state.slug, b.args, b.context),
    ).not.toBe(key);
    expect(
      planKey({ consumer: state, catalog: { ...service.catalog } }, state.slug, b.args, b.context),
    ).not.toBe(key);
    // The arguments marked with another context object than the one passed: keyed by values, not text.
    expect(planKey(owner, state.slug, b.args, { state: 'WA' })).not.toContain(text);
    // A copy of the arguments (a derived query, such as the count past the end) is not marked.
    const derived = { ...b.args, query: { measures: ['flight_count'], offset: 0, limit: 1 } };
    expect(planKey(owner, state.slug, derived, b.context)).not.toContain(text);
    const plainCopy = { ...b.args };
    expect(planKey(owner, state.slug, plainCopy, b.context)).not.toContain(text);
  });

  it('plans a marked request exactly as an unmarked one, and a derived query afresh', () => {
    const state = service.consumers.all().find((c) => c.slug === 'state-portal');
    if (!state) throw new Error('demo consumer missing');
    const text =
      '{"contract_name":"regional_flights","query":{"measures":["flight_count"],"limit":5},"context":{"state":"NV"}}';
    const body = JSON.parse(text) as {
      contract_name: string;
      query: { measures: string[] };
      context: object;
    };
    const marked = parsedFromText(
      { contract_name: body.contract_name, query: body.query },
      body.context,
      text,
    );
    const viaText = planContractQuery(service, { consumer: state, context: body.context }, marked);
    const viaValues = planContractQuery(
      service,
      { consumer: state, context: { state: 'NV' } },
      { contract_name: 'regional_flights', query: { measures: ['flight_count'], limit: 5 } },
    );
    expect(viaText.statement).toEqual(viaValues.statement);
    expect(viaText.statement.params).toContain('NV');
    const derived = planContractQuery(
      service,
      { consumer: state, context: body.context },
      { ...marked, query: { ...body.query, offset: 0, limit: 1 } },
    );
    expect(derived.resolved.limit).toBe(1);
    expect(viaText.resolved.limit).toBe(5);
  });
});
