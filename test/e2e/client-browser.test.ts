/**
 * @idrisk/client in headless Chromium (Debian's, driven by playwright-core): `loadCollector` of
 * `@idrisk/client/browser` (the built ESM file, loaded as a module by the page) loads the collector from the idrisk
 * server and collects a login attempt, which the Node client then scores from the backend; and the main entry,
 * bundled for the browser by esbuild, calls the API with fetch and verifies a webhook signature in the page.
 * The page's site serves the page and the client files and forwards everything else to the API (one origin).
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { build } from 'esbuild';
import type { Browser } from 'playwright-core';
import { IdriskClient } from '@idrisk/client';
import { testApp, type TestApp } from '../helpers/app.js';
import { launchChromium } from '../helpers/chromium.js';
import { newWebhookSecret, sign } from '../../src/webhooks/signing.js';

const DIST = join('packages', 'client', 'dist', 'esm');

const PAGE = `<!doctype html><html><head><meta charset="utf-8"><title>Log in</title></head><body>
<form id="f"><input id="u" name="username" data-idrisk="username"><input id="p" name="password" type="password"><button id="b">Log in</button></form>
<script type="module">
import { loadCollector } from '/client/browser.js';
window.__loaded = loadCollector({ baseUrl: location.origin }).then((c) => { window.__collector = c; return c.version; });
</script></body></html>`;

describe('@idrisk/client in the browser', () => {
  let t: TestApp;
  let browser: Browser;
  let site: Server;
  let origin = '';
  let appKey = '';
  let live = '';
  let sandbox = '';
  let bundle = '';

  before(async () => {
    t = await testApp('sqlite');
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const apiPort = (t.app.server.address() as AddressInfo).port;
    const bundled = await build({ entryPoints: [join(DIST, 'index.js')], bundle: true, format: 'esm', platform: 'browser', write: false, logLevel: 'silent' });
    bundle = bundled.outputFiles[0]!.text;
    site = createServer((req, res) => {
      if (req.url === '/login') return res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE);
      if (req.url === '/client/browser.js') return res.writeHead(200, { 'content-type': 'text/javascript' }).end(readFileSync(join(DIST, 'browser.js')));
      if (req.url === '/client/index.js') return res.writeHead(200, { 'content-type': 'text/javascript' }).end(bundle);
      const up = httpRequest({ host: '127.0.0.1', port: apiPort, path: req.url, method: req.method, headers: req.headers }, (r) => {
        res.writeHead(r.statusCode ?? 502, r.headers);
        r.pipe(res);
      });
      up.on('error', () => res.destroy());
      req.pipe(up);
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    const a = await t.account({ credits: 1000 });
    live = a.live;
    sandbox = a.sandbox;
    appKey = (await t.services.apps.create(a.account.id, [origin])).appKey;
    browser = await launchChromium({ exposed: false });
  });

  after(async () => {
    await browser?.close();
    site?.closeAllConnections();
    site?.close();
    await t?.close();
  });

  test('loadCollector loads the collector from the server; the attempt it collects is scored by the backend client', async () => {
    const page = await browser.newPage();
    try {
      await page.goto(`${origin}/login`);
      const version = await page.evaluate('window.__loaded');
      assert.match(String(version), /^[0-9a-f]{16}$/);
      await page.click('#u');
      await page.keyboard.type('jane', { delay: 40 });
      const stored = (await page.evaluate(
        `window.__collector.collect({ appKey: ${JSON.stringify(appKey)}, sessionId: 'browser-session-1' })`,
      )) as { session_id: string; stored_at: string };
      assert.equal(stored.session_id, 'browser-session-1');
      const client = new IdriskClient({ apiKey: live, baseUrl: origin });
      const results = await client.login.results('browser-session-1', { username: 'jane' });
      assert.equal(typeof results.score, 'number');
      assert.equal(results.username, 'jane');
    } finally {
      await page.close();
    }
  });

  test('the main entry bundled for the browser: a call with fetch and a webhook verified in the page', async () => {
    const page = await browser.newPage();
    try {
      await page.goto(`${origin}/login`);
      const secret = newWebhookSecret();
      const body = JSON.stringify({ type: 'domain_intelligence.failed', timestamp: new Date().toISOString(), data: { resolution_id: 'res_1', customer_id: 'c', status: 'failed', message: 'x', credits_refunded: 50 } });
      const ts = Math.floor(Date.now() / 1000);
      const headers = { 'webhook-id': 'msg_1', 'webhook-timestamp': String(ts), 'webhook-signature': sign(secret, 'msg_1', ts, body) };
      const out = (await page.evaluate(`(async () => {
        const { IdriskClient, webhooks, NotFoundError } = await import('/client/index.js');
        const client = new IdriskClient({ apiKey: ${JSON.stringify(sandbox)}, baseUrl: location.origin });
        const phone = await client.phone.score({ customer_id: 'browser-1', claims: ['phone'], phone_number: '+14155552671' });
        const missing = await client.resolutions.get('res_unknown').catch((e) => e instanceof NotFoundError ? e.code : 'other');
        const event = webhooks.verify(${JSON.stringify(body)}, ${JSON.stringify(headers)}, ${JSON.stringify(secret)});
        let forged = 'verified';
        try { webhooks.verify(${JSON.stringify(body)}.replace('"x"', '"y"'), ${JSON.stringify(headers)}, ${JSON.stringify(secret)}); } catch (e) { forged = e.name; }
        return { valid: phone.phone.is_valid_format, missing, type: event.type, forged };
      })()`)) as Record<string, unknown>;
      assert.deepEqual(out, { valid: true, missing: 'NOT_FOUND', type: 'domain_intelligence.failed', forged: 'WebhookVerificationError' });
    } finally {
      await page.close();
    }
  });
});
