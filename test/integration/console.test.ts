/**
 * The operator console's static serving (src/http/console.ts) on the built assets (dist/console, made by
 * `npm run build`): the strict CSP and headers, index.html for the application's routes, 404 for a missing asset,
 * gzip, IDRISK_CONSOLE=off, and the initial JavaScript budget (at most 250 kB gzip: the entry script and the
 * chunks index.html preloads).
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import Fastify from 'fastify';
import { testApp, type TestApp } from '../helpers/app.js';
import { CONSOLE_CSP, CONSOLE_DIR, loadConsoleAssets, registerConsole } from '../../src/http/console.js';
import { packageRoot } from '../../src/login/collector-bundle.js';

const BUILT = join(packageRoot(), CONSOLE_DIR);

describe('the console is served by idrisk at /console', { skip: !existsSync(join(BUILT, 'index.html')) && 'the console is not built (npm run build)' }, () => {
  let t: TestApp;
  before(async () => {
    t = await testApp('sqlite');
  });
  after(async () => t?.close());

  test('index.html for /console, /console/ and every application route, under the strict CSP', async () => {
    for (const url of ['/console', '/console/', '/console/resolutions', '/console/resolutions/res_x?tab=1', '/console/sign-in']) {
      const res = await t.app.inject({ url });
      assert.equal(res.statusCode, 200, url);
      assert.match(String(res.headers['content-type']), /^text\/html/);
      assert.match(res.body, /<div id="root"><\/div>/);
      const csp = String(res.headers['content-security-policy']);
      assert.equal(csp, CONSOLE_CSP);
      for (const d of ["default-src 'none'", "script-src 'self'", "style-src 'self'", "frame-ancestors 'none'", "object-src 'none'", "base-uri 'none'"]) assert.ok(csp.includes(d), d);
      assert.ok(!/unsafe-inline|unsafe-eval|https?:/.test(csp), 'no inline, no eval, no other origin');
      assert.equal(res.headers['x-content-type-options'], 'nosniff');
      assert.equal(res.headers['x-frame-options'], 'DENY');
      assert.equal(res.headers['cache-control'], 'no-cache');
    }
  });

  test('index.html has no inline script and loads every script and style from /console/assets', async () => {
    const html = (await t.app.inject({ url: '/console/' })).body;
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    assert.ok(scripts.length >= 1);
    for (const [, attrs, body] of scripts) {
      assert.equal(body.trim(), '', 'no inline script');
      assert.match(attrs, /src="\/console\/assets\/[^"]+\.js"/);
    }
    assert.ok(!/\son[a-z]+=/i.test(html), 'no inline event handler');
    assert.ok(!/<style/i.test(html) && !/\sstyle=/i.test(html), 'no inline style');
    for (const [, href] of html.matchAll(/(?:src|href)="([^"]+)"/g)) {
      if (href === 'data:,') continue;
      assert.match(href, /^\/console\/assets\//, `${href} is served by idrisk`);
      const res = await t.app.inject({ url: href, headers: { 'accept-encoding': 'gzip' } });
      assert.equal(res.statusCode, 200, href);
      assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
      assert.equal(res.headers['content-encoding'], 'gzip');
    }
  });

  test('the initial JavaScript is at most 250 kB gzip', () => {
    const html = readFileSync(join(BUILT, 'index.html'), 'utf8');
    const files = [...html.matchAll(/<(?:script[^>]*src|link rel="modulepreload"[^>]*href)="\/console\/([^"]+\.js)"/g)].map((m) => m[1]);
    assert.ok(files.length >= 1);
    const gz = files.reduce((s, f) => s + gzipSync(readFileSync(join(BUILT, f)), { level: 9 }).length, 0);
    process.stdout.write(`# console initial JS: ${files.join(', ')}: ${(gz / 1000).toFixed(1)} kB gzip\n`);
    assert.ok(gz <= 250_000, `${gz} bytes gzip`);
  });

  test('a missing asset is a 404 problem, never index.html; the console is not in the OpenAPI document', async () => {
    for (const url of ['/console/assets/nope-123.js', '/console/favicon.ico', '/console/..%2f..%2fpackage.json']) {
      const res = await t.app.inject({ url });
      assert.equal(res.statusCode, 404, url);
      assert.equal(res.json().code, 'NOT_FOUND');
    }
    const doc = (await t.app.inject({ url: '/openapi.json' })).json() as { paths: Record<string, unknown> };
    assert.ok(!Object.keys(doc.paths).some((p) => p.startsWith('/console')));
  });
});

describe('IDRISK_CONSOLE and an unbuilt console', () => {
  test('IDRISK_CONSOLE=off: /console is not served', async () => {
    const t = await testApp('sqlite', { IDRISK_CONSOLE: 'off' });
    try {
      assert.equal(t.config.admin.console, false);
      const res = await t.app.inject({ url: '/console/' });
      assert.equal(res.statusCode, 404);
      assert.notEqual(res.headers['content-type'], 'text/html; charset=utf-8');
    } finally {
      await t.close();
    }
  });

  test('IDRISK_CONSOLE takes on or off only', async () => {
    await assert.rejects(testApp('sqlite', { IDRISK_CONSOLE: 'maybe' }), /IDRISK_CONSOLE: expected on or off/);
  });

  test('not built: a 404 problem saying how to build it; built elsewhere: its files', async () => {
    const app = Fastify();
    registerConsole(app, null);
    const res = await app.inject({ url: '/console/' });
    assert.equal(res.statusCode, 404);
    assert.match(res.body, /npm run build/);
    const dir = mkdtempSync(join(tmpdir(), 'idrisk-console-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(dir, 'assets', 'a-1.js'), 'export {};');
    const assets = loadConsoleAssets(dir);
    assert.deepEqual([...assets!.files.keys()].sort(), ['assets/a-1.js', 'index.html']);
    assert.equal(loadConsoleAssets(join(dir, 'nope')), null);
  });
});
