/**
 * A trivial product engine for platform tests (billing, duplicates, concurrency, deadlines): it answers the phone
 * product with an all-null payload that echoes the input, so those tests do not depend on any product's data.
 * It links the phone touch point like a real engine does. `delayMs` makes it slow, to hold requests in flight.
 */
import { PhonePayload } from '../../src/contract/payloads/index.js';
import type { EngineRegistry, ProductEngine } from '../../src/products/types.js';
import { applyScorecard } from '../../src/scoring/scorecard.js';

export function nullPayload(schema: { properties: Record<string, unknown> }): Record<string, null> {
  return Object.fromEntries(Object.keys(schema.properties).map((k) => [k, null]));
}

export function echoEngines(delayMs = 0): EngineRegistry {
  const phone: ProductEngine<'phone'> = {
    product: 'phone',
    async analyze(input, ctx) {
      if (delayMs > 0) await new Promise((r) => setTimeout(r, delayMs));
      const scored = applyScorecard([], { id: 'echo', base: 100 });
      const payload = {
        ...nullPayload(PhonePayload as unknown as { properties: Record<string, unknown> }),
        value: input.phone_number,
        score: scored.score,
        score_cluster: scored.score_cluster,
        reason_codes: scored.reason_codes,
      };
      void ctx;
      return { payload, scored, touchpoints: [{ kind: 'phone', value: input.phone_number.replace(/\D/g, '') }], providers: [], signals: {} };
    },
  };
  return { phone };
}

/**
 * A phone engine that holds every call until the test opens the gate: calls in flight without sleeping.
 * `arrived(n)` resolves once n calls are inside the engine.
 */
export function gatedEngines(): { engines: EngineRegistry; open(): void; arrived(n: number): Promise<void> } {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  let count = 0;
  const waiters: { n: number; resolve: () => void }[] = [];
  const phone: ProductEngine<'phone'> = {
    product: 'phone',
    async analyze(input) {
      count += 1;
      for (const w of waiters.filter((x) => x.n <= count)) w.resolve();
      await gate;
      const scored = applyScorecard([], { id: 'echo', base: 100 });
      const payload = { ...nullPayload(PhonePayload as unknown as { properties: Record<string, unknown> }), value: input.phone_number, score: scored.score, score_cluster: scored.score_cluster, reason_codes: scored.reason_codes };
      return { payload, scored, touchpoints: [], providers: [], signals: {} };
    },
  };
  return {
    engines: { phone },
    open: release,
    arrived: (n) => (count >= n ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ n, resolve }))),
  };
}
