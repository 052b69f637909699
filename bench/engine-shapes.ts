/**
 * The objects the benches call an engine with, in the shapes the live path makes them: the engine-alone figures of
 * bench/server.ts (`engine-time`), bench/engine-ratio.ts and bench/hub-cost.ts share them.
 *
 * V8's optimized code for an engine depends on the hidden classes it met: a call with another shape (a context without
 * `modelId`, an ip input without `model_id`) deoptimizes it and has it compiled again on V8's threads, and a harness
 * that only ever uses its own shapes times the engine optimized for those, not for the live load's
 * (docs/decisions.md, issue 33 eleventh pass, w3k-eng).
 */

/** The engine's input as the product's route makes it (src/http/routes/*.ts): the same properties in the same order. */
export function routeInput(product: string, i: Record<string, string>): unknown {
  switch (product) {
    case 'ip':
      return { ip: i.ip, model_id: undefined };
    case 'email':
      return { email: i.email };
    case 'name':
      return { first_name: i.first_name, last_name: i.last_name };
    case 'device':
      return { user_agent: i.user_agent };
    case 'phone':
      return { phone_number: i.phone_number };
    default:
      return i;
  }
}

/** The hub's given touch points as its route makes them (src/http/routes/hub.ts), every one present. */
export type HubGiven = { phone_number: string; email: string; ip: string; first_name: string; last_name: string };
export const hubGiven = (b: HubGiven): HubGiven => ({ phone_number: b.phone_number, email: b.email, ip: b.ip, first_name: b.first_name, last_name: b.last_name });

/** The engine's context as the resolve service's runEngine makes it (src/resolve/service.ts): six properties, `modelId` last. */
export const engineContext = <D>(deadline: D, accountId: string, graphScope: string, given: object) => ({
  deadline,
  now: new Date(),
  accountId,
  graphScope,
  given,
  modelId: undefined,
});
