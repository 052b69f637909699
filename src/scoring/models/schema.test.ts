import { test } from 'node:test';
import assert from 'node:assert/strict';
import { validateModel } from './schema.js';
import { applyScorecard } from '../scorecard.js';

test('a model document is validated against the schema and the catalogue', () => {
  assert.deepEqual(validateModel({ name: 'strict', product: 'ip', base: 100, points: { RI003: -900, TI001: 200 } }), []);
  assert.ok(validateModel({ name: 'x', base: 0, points: { RI999: -1 } }).some((p) => p.includes('unknown reason code')));
  assert.ok(validateModel({ name: 'x', base: 0, points: { RI003: 10 } }).some((p) => p.includes('cannot add points')));
  assert.ok(validateModel({ name: 'x', base: 0, points: { TI001: -10 } }).some((p) => p.includes('cannot remove points')));
  assert.ok(validateModel({ name: 'x', base: 5000, points: {} }).length > 0, 'base out of range');
  assert.ok(validateModel({ name: 'x', base: 0, points: {}, extra: 1 }).length > 0, 'unknown field');
  assert.ok(validateModel({ base: 0, points: {} }).length > 0, 'name required');
  assert.ok(validateModel({ name: 'x', product: 'fax', base: 0, points: {} }).length > 0, 'unknown product');
});

test('a custom scorecard overrides only the codes it names', () => {
  const std = applyScorecard(['RI003', 'RI007'], { id: 'ip_score', base: 150 });
  const custom = applyScorecard(['RI003', 'RI007'], { id: 'mdl_x', base: 150, points: { RI003: -1000 } });
  assert.equal(custom.explanation.contributions.find((c) => c.code === 'RI007')?.points, std.explanation.contributions.find((c) => c.code === 'RI007')?.points);
  assert.ok(custom.score < std.score);
});
