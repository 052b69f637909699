/** The three phone data lookups (the HTTP routes add transaction_id, billing and auth). */
export { phoneDataBreaches } from './data-breaches.js';
export { phoneToName } from './to-name.js';
export { phoneMnp } from './mnp.js';
export { readLookupNumber } from './input.js';
