import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fromDetectorInfo, isGenericModel, normalizeKey, priceCluster } from './catalogue.js';

test('price clusters follow the documented bounds', () => {
  assert.equal(priceCluster(null), null);
  assert.equal(priceCluster(99), 'very_low');
  assert.equal(priceCluster(150), 'low');
  assert.equal(priceCluster(349.99), 'low');
  assert.equal(priceCluster(699), 'medium');
  assert.equal(priceCluster(1099), 'high');
  assert.equal(priceCluster(1100), 'very_high');
  assert.equal(priceCluster(-1), null);
});

test('generic model names are recognized', () => {
  assert.equal(isGenericModel('Apple', 'iPhone'), true);
  assert.equal(isGenericModel('Apple', 'iPad'), true);
  assert.equal(isGenericModel('Samsung', 'Smart TV (2019)'), true);
  assert.equal(isGenericModel('Roku', ''), true);
  assert.equal(isGenericModel('Apple', 'iPhone 7'), false);
  assert.equal(isGenericModel('Samsung', 'Galaxy S23 Ultra'), false);
});

test('detector device-info is read into year and screen', () => {
  assert.deepEqual(fromDetectorInfo({ release: '2017.08', display: { resolution: '1080x1920' } }), {
    release_year: 2017,
    screen_width: 1080,
    screen_height: 1920,
  });
  assert.equal(fromDetectorInfo(null), null);
  assert.equal(fromDetectorInfo({}), null);
});

test('keys are case-, space- and underscore-insensitive', () => {
  assert.equal(normalizeKey('  Galaxy_S23   Ultra '), 'galaxy s23 ultra');
});
