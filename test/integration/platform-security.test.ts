/**
 * The shared security suite, applied to every authenticated route on SQLite and PostgreSQL:
 * missing / malformed / revoked key, disabled account, product not enabled, rate limit, no credit.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DB_KINDS, testApp, type TestApp } from '../helpers/app.js';
import { ROUTES, type RouteCase } from '../helpers/routes.js';
import { assertProblem } from '../helpers/problem.js';
import { ENTITLEMENTS } from '../../src/accounts/entitlements.js';

function call(t: TestApp, r: RouteCase, key?: string) {
  const body = r.body();
  return t.app.inject({
    method: r.method,
    url: r.url,
    headers: { ...(key !== undefined ? { 'x-api-key': key } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    payload: body ? JSON.stringify(body) : undefined,
  });
}

for (const kind of DB_KINDS) {
  describe(`security suite (${kind})`, () => {
    let t: TestApp;
    before(async () => {
      t = await testApp(kind);
    });
    after(() => t.close());

    for (const r of ROUTES) {
      describe(`${r.method} ${r.url}`, () => {
        test('missing x-api-key -> 403 MISSING_API_KEY', async () => {
          assertProblem(await call(t, r), 403, 'MISSING_API_KEY');
          assertProblem(await call(t, r, ''), 403, 'MISSING_API_KEY');
        });

        test('unknown or malformed key -> 401 INVALID_API_KEY', async () => {
          assertProblem(await call(t, r, 'idr_live_' + 'x'.repeat(32)), 401, 'INVALID_API_KEY');
          assertProblem(await call(t, r, 'not-a-key'), 401, 'INVALID_API_KEY');
        });

        test('revoked key -> 401 INVALID_API_KEY', async () => {
          const a = await t.account();
          const res1 = await call(t, r, a.sandbox);
          assert.ok(res1.statusCode !== 401 && res1.statusCode !== 403, `sandbox key works before revocation (${res1.statusCode} ${res1.body})`);
          await t.services.keys.revoke(a.liveKeyId);
          assertProblem(await call(t, r, a.live), 401, 'INVALID_API_KEY');
        });

        test('disabled account -> 401 ACCOUNT_DISABLED', async () => {
          const a = await t.account();
          await t.services.accounts.update(a.account.id, { disabled: true });
          assertProblem(await call(t, r, a.live), 401, 'ACCOUNT_DISABLED');
        });

        if (r.entitlement) {
          test('product not enabled -> 401 PRODUCT_NOT_ENABLED', async () => {
            const a = await t.account({ products: ENTITLEMENTS.filter((e) => e !== r.entitlement) });
            assertProblem(await call(t, r, a.sandbox), 401, 'PRODUCT_NOT_ENABLED');
          });
        }

        test('over the rate limit -> 429 with Retry-After and RateLimit headers, not billed', async () => {
          const a = await t.account({ rateLimit: 1, credits: 1000 });
          const first = await call(t, r, a.live);
          assert.notEqual(first.statusCode, 429);
          assert.match(String(first.headers['ratelimit-policy']), /^"default";q=1;w=1$/);
          const balance = (await t.services.accounts.require(a.account.id)).credits;
          const res = await call(t, r, a.live);
          assertProblem(res, 429, 'RATE_LIMITED');
          assert.ok(Number(res.headers['retry-after']) >= 1);
          assert.match(String(res.headers['ratelimit']), /^"default";r=0;t=\d+$/);
          assert.equal((await t.services.accounts.require(a.account.id)).credits, balance, '429 is never billed');
        });

        if (r.billed) {
          test('no credit -> 402 INSUFFICIENT_CREDITS (or 501 while the product has no live engine), nothing billed', async () => {
            const a = await t.account({ credits: 0 });
            const res = await call(t, r, a.live);
            if (res.statusCode === 501) assertProblem(res, 501, 'PRODUCT_NOT_AVAILABLE');
            else assertProblem(res, 402, 'INSUFFICIENT_CREDITS');
            assert.equal((await t.services.accounts.require(a.account.id)).credits, 0);
            const usage = await t.services.resolutions.usage(a.account.id, new Date(0));
            assert.equal(usage.calls, 0);
          });
        }
      });
    }
  });
}
