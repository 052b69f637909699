import assert from 'node:assert/strict';
import test from 'node:test';
import { HUB_CLAIMS, PRODUCTS } from '../contract/common.js';
import { HubRequest } from '../contract/requests.js';
import { hubInput, PRODUCT_CATALOGUE } from './catalogue.js';

const props = (schema: unknown) => Object.keys((schema as { properties: Record<string, unknown> }).properties);

test('the catalogue agrees with the contract: hub claims, their request fields, the touch points read', () => {
  assert.deepEqual(Object.keys(PRODUCT_CATALOGUE).sort(), [...PRODUCTS].sort());
  const hubProducts = PRODUCTS.filter((p) => PRODUCT_CATALOGUE[p].hub !== null);
  assert.deepEqual(hubProducts.sort(), HUB_CLAIMS.filter((c) => c !== 'score').sort());
  for (const p of hubProducts) {
    for (const field of PRODUCT_CATALOGUE[p].hub!.fields) assert.ok(props(HubRequest).includes(field), `${p}: ${field} is a hub request field`);
  }
  for (const p of PRODUCTS) for (const f of PRODUCT_CATALOGUE[p].readsGiven) assert.ok(props(HubRequest).includes(f), `${p} reads ${f}`);
});

test('a hub claim\'s engine input comes from the given touch points', () => {
  const given = { phone_number: '+34600123456', email: 'jane@example.com', ip: '192.0.2.1', first_name: 'Jane', last_name: 'Doe' };
  assert.deepEqual(hubInput('phone', given), { phone_number: '+34600123456' });
  assert.deepEqual(hubInput('email', given), { email: 'jane@example.com' });
  assert.deepEqual(hubInput('ip', given), { ip: '192.0.2.1' });
  assert.deepEqual(hubInput('name', given), { first_name: 'Jane', last_name: 'Doe' });
});
