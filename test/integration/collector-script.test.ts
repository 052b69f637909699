/** The collector script as the API serves it: public, cacheable, versioned by content hash, free of third parties. */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { gunzipSync } from 'node:zlib';
import { testApp, type TestApp } from '../helpers/app.js';
import { assertProblem } from '../helpers/problem.js';

describe('GET /1.0/track/collector.js', () => {
  let t: TestApp;
  before(async () => {
    t = await testApp('sqlite');
  });
  after(() => t.close());

  test('served without a key, cached 5 minutes, ETag revalidation, gzip when accepted', async () => {
    assert.ok(t.services.collector, 'the collector is built (npm run build)');
    const res = await t.app.inject({ method: 'GET', url: '/1.0/track/collector.js' });
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /^text\/javascript/);
    assert.equal(res.headers['cache-control'], 'public, max-age=300');
    const hash = String(res.headers['x-idrisk-collector-version']);
    assert.match(hash, /^[0-9a-f]{16}$/);
    assert.equal(res.headers.etag, `"${hash}"`);
    assert.equal((await t.app.inject({ method: 'GET', url: '/1.0/track/collector.js', headers: { 'if-none-match': `"${hash}"` } })).statusCode, 304);
    const gz = await t.app.inject({ method: 'GET', url: '/1.0/track/collector.js', headers: { 'accept-encoding': 'gzip, br' } });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(gz.rawPayload).toString(), res.body);
    const versioned = await t.app.inject({ method: 'GET', url: `/1.0/track/collector-${hash}.js` });
    assert.equal(versioned.statusCode, 200);
    assert.equal(versioned.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(versioned.body, res.body);
    assertProblem(await t.app.inject({ method: 'GET', url: '/1.0/track/collector-0000000000000000.js' }), 404, 'NOT_FOUND');
  });

  test('the bundle: page API, licence notices, no third-party host, no password selector', async () => {
    const code = t.services.collector!.code.toString();
    assert.match(code, /var idrisk=/);
    assert.match(code, /@fingerprintjs\/fingerprintjs 5\.\d+\.\d+ \(MIT\)/);
    assert.match(code, /@fingerprintjs\/botd 2\.\d+\.\d+ \(MIT\)/);
    assert.ok(!/openfpcdn|fpjs\.io|fpnpmcdn/.test(code), 'the libraries\' monitoring requests are not bundled');
    const body = code.slice(code.indexOf('*/') + 2);
    assert.deepEqual(body.match(/https?:\/\/[a-z0-9.-]+/gi) ?? [], [], 'no absolute URL in the code');
    assert.ok(!/type=["']?password/.test(body) && !/\[type=password\]/.test(body), 'never selects password inputs');
  });

  test('OpenAPI documents the collect endpoint under the publishable app key', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const op = doc.paths['/1.0/track/collect'].post;
    assert.deepEqual(op.security, [{ appKey: [] }]);
    assert.equal(doc.components.securitySchemes.appKey.name, 'x-idrisk-app-key');
    assert.ok(op.requestBody.content['application/json'].schema.properties.behaviour);
    for (const status of ['200', '401', '403', '413', '429']) assert.ok(op.responses[status], `response ${status}`);
    assert.ok(doc.paths['/1.0/track/collector.js'].get);
  });
});
