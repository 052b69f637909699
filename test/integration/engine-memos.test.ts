/**
 * The name and email engines' memos of recent inputs (docs/decisions.md, "Issue 33, seventh pass"): an answer given
 * from the memo, or again after its entry was pushed out, is the answer of the first call; inputs whose memo keys
 * could run together stay apart. SQLite, a fresh database and graph.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { loadConfig } from '../../src/config/index.js';
import { MemoryCache } from '../../src/enrich/cache.js';
import { Deadline } from '../../src/enrich/deadline.js';
import { IdentityGraph } from '../../src/identity/graph.js';
import { createBundledReference } from '../../src/products/bundled.js';
import { createEmailEngine, LOCAL_PART_MEMO_ENTRIES, PARSED_NAME_MEMO_ENTRIES } from '../../src/products/email/engine.js';
import { checkName } from '../../src/products/name/check.js';
import { createNameEngine, NAME_PAIR_MEMO_ENTRIES } from '../../src/products/name/engine.js';
import { nameIdentity } from '../../src/products/name/normalize.js';
import type { EngineContext } from '../../src/products/types.js';
import type { NameData } from '../../src/reference/names/index.js';
import { testStore, type TestStore } from '../helpers/store.js';

const BUNDLED = createBundledReference();
const silent = { info() {}, warn() {}, error() {}, debug() {} };
const NOW = new Date('2025-06-01T12:00:00Z');
const ctx = (): EngineContext => ({ deadline: new Deadline(5000), now: NOW, accountId: 'acct_test', given: {} });

let t: TestStore;
let deps: Parameters<typeof createNameEngine>[0];
before(async () => {
  t = await testStore('sqlite', 'idrisk-memos-');
  const config = loadConfig({ DATABASE_URL: t.url, IDRISK_DATA_DIR: t.dir, IDRISK_NETWORK: 'off' });
  deps = { config, db: t.store.db, graph: new IdentityGraph(t.store.db, 'memo-test-secret-0123456789'), cache: new MemoryCache(), logger: silent, reference: BUNDLED };
});
after(() => t.close());

test('name engine: answers from the memo, after eviction and for parts that would run together equal the checker\'s', async () => {
  const engine = await createNameEngine(deps);
  const names: [string, string][] = [
    ['José', 'García'], ['asdf', 'qwerty'], ['Mickey', 'Mouse'], ['test', 'test'], ['Jean-Luc', "O'Brien"], ['', 'Smith'],
    ['a\u0000b', 'c'], ['a', 'b\u0000c'], ['Anna', 'Smith'], ['Ann', 'aSmith'], ['x'.repeat(200), 'Long'], ['f4ck', 'you'],
  ];
  const answer = async (first: string, last: string) => JSON.stringify(await engine.analyze({ first_name: first, last_name: last }, ctx()));
  const firstAnswers = new Map<string, string>();
  for (const [f, l] of names) {
    const a = await answer(f, l);
    firstAnswers.set(`${f}|${l}`, a);
    const out = JSON.parse(a) as { payload: { is_valid: boolean | null; risk_type: string | null; gender: string | null }; touchpoints: { value: string }[] };
    const check = checkName(f.trim(), l.trim(), BUNDLED.names());
    assert.deepEqual([out.payload.is_valid, out.payload.risk_type, out.payload.gender], [check.is_valid, check.risk_type, check.gender], `${f} ${l}`);
    assert.deepEqual(out.touchpoints.map((p) => p.value), nameIdentity(f.trim(), l.trim()) === '' ? [] : [nameIdentity(f.trim(), l.trim())]);
  }
  for (const [f, l] of names) assert.equal(await answer(f, l), firstAnswers.get(`${f}|${l}`), `again: ${f} ${l}`);
  // Push every entry out, then ask again.
  for (let i = 0; i < NAME_PAIR_MEMO_ENTRIES + 10; i++) await engine.analyze({ first_name: `N${i}`, last_name: 'Filler' }, ctx());
  for (const [f, l] of names) assert.equal(await answer(f, l), firstAnswers.get(`${f}|${l}`), `after eviction: ${f} ${l}`);
});

test('email engine: the local part\'s facts from the memo equal the first answer, across domains and after eviction', async () => {
  const engine = await createEmailEngine(deps);
  const locals = ['john.smith', 'info', 'xk7qz9vb2m', 'test.account', 'maria_garcia1970', 'Jane.Doe', 'jane.doe', 'asdf'];
  const domains = ['gmail.com', 'mailinator.com', 'example.co.uk', 'gmial.com'];
  const answer = async (email: string) => JSON.stringify(await engine.analyze({ email }, ctx()), (k, v: unknown) => (k === 'ms' ? undefined : v));
  const firstAnswers = new Map<string, string>();
  for (const l of locals) for (const d of domains) firstAnswers.set(`${l}@${d}`, await answer(`${l}@${d}`));
  // Each local part's facts were made for its first domain; the other domains' answers took them from the memo. A
  // fresh engine asked an address of the last domain first makes them for that address: the same answers.
  const last = domains[domains.length - 1]!;
  for (const l of locals) {
    const other = await createEmailEngine(deps);
    assert.equal(JSON.stringify(await other.analyze({ email: `${l}@${last}` }, ctx()), (k, v: unknown) => (k === 'ms' ? undefined : v)), firstAnswers.get(`${l}@${last}`), `${l}@${last}`);
  }
  for (let i = 0; i < LOCAL_PART_MEMO_ENTRIES + 10; i++) await engine.analyze({ email: `filler${i}@example.com` }, ctx());
  for (const [email, a] of firstAnswers) assert.equal(await answer(email), a, `after eviction: ${email}`);
});

test('email engine: the name a local part carries is checked once per word pair; its answers equal the first ones and a fresh engine\'s', async () => {
  // The name data behind a view that counts its reads: the name product's check is what reads it.
  const data = BUNDLED.names() as unknown as Record<string, unknown>;
  let reads = 0;
  const counted = {} as Record<string, unknown>;
  for (const k of Object.keys(data)) Object.defineProperty(counted, k, { enumerable: true, get: () => { reads++; return data[k]; } });
  const countedDeps = { ...deps, reference: { ...BUNDLED, names: () => counted as unknown as NameData } };
  const engine = await createEmailEngine(countedDeps);
  const answer = async (e: typeof engine, email: string) => JSON.stringify(await e.analyze({ email }, ctx()), (k, v: unknown) => (k === 'ms' ? undefined : v));
  // Other local parts (the local parts' memo misses), the same words.
  const emails = ['maria_garcia1970@gmail.com', 'maria.garcia@example.co.uk', 'maria_garcia1971@gmail.com', 'maria-garcia@mailinator.com', 'asdf.qwerty@gmail.com', 'asdf_qwerty1@gmail.com'];
  const firstAnswers = new Map<string, string>();
  firstAnswers.set(emails[0]!, await answer(engine, emails[0]!));
  assert.ok(reads > 0, 'the first pair was checked');
  const afterFirst = reads;
  for (const e of emails.slice(1, 4)) firstAnswers.set(e, await answer(engine, e));
  assert.equal(reads, afterFirst, 'maria garcia was checked once');
  for (const e of emails.slice(4)) firstAnswers.set(e, await answer(engine, e));
  for (const [e, a] of firstAnswers) assert.equal(await answer(await createEmailEngine(deps), e), a, `fresh engine: ${e}`);
  // Other word pairs push every entry out (letters only: digits would split the words).
  const word = (i: number) => `w${i.toString(26).replace(/[0-9]/g, (d) => 'qrstuvwxyz'[Number(d)]!)}`;
  for (let i = 0; i < PARSED_NAME_MEMO_ENTRIES + 10; i++) await engine.analyze({ email: `${word(i)}.last@example.com` }, ctx());
  const afterFill = reads;
  await answer(engine, emails[0]!);
  assert.ok(reads > afterFill, 'checked again after eviction');
  for (const [e, a] of firstAnswers) assert.equal(await answer(engine, e), a, `after eviction: ${e}`);
});
