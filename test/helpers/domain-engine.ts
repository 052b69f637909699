/**
 * A domain engine for platform tests of the asynchronous flow (held until released, failing on demand), so the
 * states of a submission can be observed without timing. The domain product's own tests use the real engine.
 */
import { DomainPayload } from '../../src/contract/payloads/index.js';
import type { ProductEngine } from '../../src/products/types.js';
import { deferred } from './jobs.js';
import { nullPayload } from './echo-engine.js';

export interface GatedDomainEngine {
  readonly engine: ProductEngine<'domain'>;
  /** Domains analyzed, in call order. */
  readonly calls: string[];
  /** Resolves when analysis of `domain` starts (the next call of it). */
  started(domain: string): Promise<void>;
  /** Hold analyses of `domain` until release(domain). */
  hold(domain: string): void;
  release(domain: string): void;
  /** Make analyses of `domain` throw. */
  fail(domain: string, on: boolean): void;
}

export function gatedDomainEngine(): GatedDomainEngine {
  const calls: string[] = [];
  const gates = new Map<string, ReturnType<typeof deferred<void>>>();
  const starts = new Map<string, ReturnType<typeof deferred<void>>>();
  const failing = new Set<string>();
  const startOf = (d: string) => {
    let s = starts.get(d);
    if (!s) starts.set(d, (s = deferred<void>()));
    return s;
  };
  const engine: ProductEngine<'domain'> = {
    product: 'domain',
    async analyze(input) {
      calls.push(input.value);
      startOf(input.value).resolve();
      starts.delete(input.value);
      await gates.get(input.value)?.promise;
      if (failing.has(input.value)) throw new Error(`engine fault on ${input.value}`);
      const payload = { ...nullPayload(DomainPayload as unknown as { properties: Record<string, unknown> }), value: input.value };
      return { payload, scored: null, touchpoints: [{ kind: 'domain', value: input.value }], providers: [], signals: {} };
    },
  };
  return {
    engine,
    calls,
    started: (d) => startOf(d).promise,
    hold: (d) => void gates.set(d, deferred<void>()),
    release: (d) => {
      gates.get(d)?.resolve();
      gates.delete(d);
    },
    fail: (d, on) => void (on ? failing.add(d) : failing.delete(d)),
  };
}
