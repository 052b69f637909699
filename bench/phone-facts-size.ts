/**
 * The heap the phone engine's memo of dataset answers takes when full (issue 33, ninth pass): the facts of `n` numbers
 * of the bench's phone stream read from a bench-seeded database, kept as the memo keeps them, heap measured after a GC.
 *
 *   node --expose-gc --import tsx bench/phone-facts-size.ts FILE [n=4096]
 */
import { openStore } from '../src/store/db.js';
import { breachesForPhoneSync } from '../src/reference/datasets/breaches.js';
import { phoneNamesForSync } from '../src/reference/datasets/phone-names.js';
import { mnpForSync } from '../src/reference/datasets/mnp.js';
import { disposableForSync } from '../src/reference/datasets/disposable-phones.js';
import { presenceForPhoneSync } from '../src/reference/datasets/presence.js';
import { phoneMix, SIZES } from './data.js';

const [file, nArg] = process.argv.slice(2);
const n = Number(nArg ?? 4096);
const store = await openStore({ kind: 'sqlite', url: `sqlite:${file}`, file: file! });
const sqlite = store.sqlite!;
const numbers = [...new Set(phoneMix(SIZES.quick.rows / 2, 40_000).map((p) => p.slice(1)))].slice(0, n);
const gc = (globalThis as { gc?: () => void }).gc!;
gc();
const before = process.memoryUsage().heapUsed;
const kept = new Map<string, unknown>();
for (const d of numbers) {
  kept.set(d, {
    loaded: 31,
    facts: {
      breaches: breachesForPhoneSync(d, store.db, sqlite),
      names: phoneNamesForSync(d, store.db, sqlite),
      mnp: mnpForSync(d, store.db, sqlite),
      disposable: disposableForSync(d, store.db, sqlite),
      presence: presenceForPhoneSync(d, store.db, sqlite),
    },
  });
}
gc();
const after = process.memoryUsage().heapUsed;
console.log(`${kept.size} numbers: ${((after - before) / 1e6).toFixed(1)} MB of heap, ${((after - before) / kept.size / 1024).toFixed(2)} KiB each`);
await store.close();
