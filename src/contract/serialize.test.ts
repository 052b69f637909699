import assert from 'node:assert/strict';
import test from 'node:test';
import { loadConfig } from '../config/index.js';
import { SandboxProducts } from '../sandbox/index.js';
import { envelope, flattenAnswer } from './envelope.js';
import { serializeAnswer, serializeAnswerSpliced, serializedAnswer } from './serialize.js';
import type { Product } from './common.js';

const sandbox = SandboxProducts.create(loadConfig({ LOG_LEVEL: 'silent' }), { info() {}, warn() {}, error() {}, debug() {} });
const at = new Date('2026-11-27T10:00:00.000Z');

/** An answer of `product` around the sandbox's (memoized) payload, as the resolver builds it. */
async function answer(product: Product, input: object, customerId: string, i: number) {
  const out = await sandbox.product(product, input as never, null);
  const body = envelope(`res_${i}`, customerId, [product], at);
  if (product === 'device' || product === 'name') body.webhook_url = '';
  body[product] = out.payload;
  flattenAnswer(body, product);
  return body;
}

test('a spliced answer is the UTF-8 bytes of the whole serialization, flat answers and hub answers included', async () => {
  const bodies = [];
  for (let i = 0; i < 12; i++) {
    // Ids with characters the serializer escapes, as a caller may send them.
    const id = i % 3 === 0 ? `cust-"${i}"\\é\u2028` : `cust-${i}`;
    bodies.push(['phone', await answer('phone', { phone_number: `34600${100000 + (i % 4)}` }, id, i)] as const);
    bodies.push(['name', await answer('name', { first_name: ['Jane', 'Luis', 'Mei'][i % 3], last_name: 'Doe' }, id, i)] as const);
    bodies.push(['email', await answer('email', { email: `user${i % 2}@example.com` }, id, i)] as const);
    const hub = envelope(`res_h${i}`, id, i % 2 ? ['phone', 'email', 'score'] : ['phone', 'email'], at);
    hub.phone = (await sandbox.product('phone', { phone_number: '34600100001' }, null)).payload;
    hub.email = (await sandbox.product('email', { email: 'user1@example.com' }, null)).payload;
    if (i % 2) hub.score = { score: 500 + i, score_cluster: 'review', reason_codes: 'TP001' };
    bodies.push(['hub', hub] as const);
  }
  for (const [operation, body] of bodies) {
    const whole = serializeAnswer(operation, { ...body });
    const members = operation === 'hub' ? ['phone', 'email', 'ip', 'name', 'score'] : [operation];
    assert.equal(serializeAnswerSpliced(operation, body, members).toString(), whole, operation);
    assert.equal(serializedAnswer(body)?.toString(), whole, 'remembered for the route');
  }
});

test('a member\'s bytes are written once per member object: the object is never changed once answered', async () => {
  const payload = { ...((await sandbox.product('phone', { phone_number: '34600100009' }, null)).payload as object) } as Record<string, unknown>;
  const first = envelope('res_1', 'c-1', ['phone'], at);
  first.phone = payload;
  const text = serializeAnswerSpliced('phone', first, ['phone']).toString();
  assert.equal(text, serializeAnswer('phone', { ...first }));
  // Changed in place (which the sandbox never does), the object's text is still the one written first.
  payload.score = 1;
  const again = envelope('res_2', 'c-2', ['phone'], at);
  again.phone = payload;
  const spliced = serializeAnswerSpliced('phone', again, ['phone']).toString();
  assert.notEqual(spliced, serializeAnswer('phone', { ...again }));
  assert.equal(JSON.parse(spliced).phone.score, JSON.parse(text).phone.score);
  assert.equal(JSON.parse(spliced).resolution_id, 'res_2');
  // Another object gets its own text.
  const other = envelope('res_3', 'c-3', ['phone'], at);
  other.phone = { ...payload };
  assert.equal(serializeAnswerSpliced('phone', other, ['phone']).toString(), serializeAnswer('phone', { ...other }));
});
