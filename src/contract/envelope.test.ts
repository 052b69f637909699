import assert from 'node:assert/strict';
import test from 'node:test';
import { PRODUCTS } from './common.js';
import { envelope, flattenAnswer, isFlatAnswer } from './envelope.js';

test('the flat answers are the ones whose response schema carries the payload at the top level: device, domain, name', () => {
  assert.deepEqual(PRODUCTS.filter(isFlatAnswer).sort(), ['device', 'domain', 'name']);
});

test('flattenAnswer copies a flat product\'s payload to the top level and leaves the others alone', () => {
  const at = new Date('2026-11-26T12:00:00Z');
  const device = envelope('res_1', 'c1', ['device'], at);
  device.device = { value: 'ua', score: 900 };
  flattenAnswer(device, 'device');
  assert.equal(device.value, 'ua');
  assert.equal(device.score, 900);
  const phone = envelope('res_2', 'c2', ['phone'], at);
  phone.phone = { value: '+1' };
  flattenAnswer(phone, 'phone');
  assert.equal(phone.value, undefined);
  assert.deepEqual(Object.keys(phone).sort(), ['claims', 'customer_id', 'device_request_time', 'phone', 'resolution_id']);
});
