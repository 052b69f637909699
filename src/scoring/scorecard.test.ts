import { test } from 'node:test';
import assert from 'node:assert/strict';
import { applyScorecard, clusterOf, pointsToScore } from './scorecard.js';

test('points map monotonically onto 0..1000 with 0 points at 500', () => {
  assert.equal(pointsToScore(0), 500);
  assert.equal(pointsToScore(100), 667);
  assert.equal(pointsToScore(-200), 200);
  let prev = -1;
  for (let p = -2000; p <= 2000; p += 10) {
    const s = pointsToScore(p);
    assert.ok(s >= prev && s >= 0 && s <= 1000);
    prev = s;
  }
});

test('clusters are the fixed bands', () => {
  assert.deepEqual([0, 199, 200, 399, 400, 599, 600, 799, 800, 1000].map(clusterOf), [
    'very_low', 'very_low', 'low', 'low', 'review', 'review', 'high', 'high', 'very_high', 'very_high',
  ]);
});

test('a scorecard explains its score and orders codes by influence', () => {
  const r = applyScorecard(['RG001', 'RG002'], { id: 't', base: 150, points: { RG001: -50, RG002: -300 } });
  assert.equal(r.reason_codes, 'RG002,RG001');
  assert.equal(r.explanation.total, -200);
  assert.equal(r.score, 200);
  assert.equal(r.score_cluster, 'low');
  assert.throws(() => applyScorecard(['RX999'], { id: 't', base: 0 }), /unknown reason code/);
});
