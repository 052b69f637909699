/**
 * The /docs page (swagger-ui) under its CSP (issue 25, finding 5), in headless Chromium (Debian's, driven by
 * playwright-core) against `idrisk serve` started as operators start it (the compiled tree, default worker count):
 * it renders the API's operations, the browser reports no CSP violation (`securitypolicyviolation` events and
 * console messages) and no page error, and axe-core finds no serious or critical accessibility violation.
 *
 * axe-core is injected through the DevTools protocol (page.evaluate), which the page's CSP does not govern; the
 * page's own scripts and styles are loaded by the browser under the CSP as served.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { chromiumAvailable, launchChromium } from '../helpers/chromium.js';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let dir = '';
let child: ChildProcess | null = null;
let url = '';
let browser: Browser | null = null;

before(async () => {
  assert.ok(existsSync('dist/cli/main.js'), 'dist/ is built (npm install / npm run build)');
  assert.ok(chromiumAvailable(), 'Debian chromium is installed (/usr/bin/chromium)');
  dir = mkdtempSync(join(tmpdir(), 'idrisk-docs-'));
  const env = { ...process.env, DATABASE_URL: `sqlite:${join(dir, 'idrisk.db')}`, IDRISK_DATA_DIR: dir, LOG_LEVEL: 'silent', IDRISK_NETWORK: 'off' };
  const proc = spawn(process.execPath, ['bin/idrisk', 'serve', '--host', '127.0.0.1', '--port', '0', '--json'], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  child = proc;
  url = await new Promise<string>((resolve, reject) => {
    let buf = '';
    proc.stderr!.on('data', (c: Buffer) => {
      buf += c.toString();
      const line = buf.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve((JSON.parse(line) as { url: string }).url);
    });
    proc.once('exit', (code) => reject(new Error(`serve exited ${code}: ${buf}`)));
  });
  browser = await launchChromium({ exposed: true });
});

after(async () => {
  await browser?.close();
  if (child && child.exitCode === null) {
    const exited = new Promise((r) => child!.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
  if (dir) rmSync(dir, { recursive: true, force: true });
});

interface Violation { readonly directive: string; readonly blocked: string; readonly source: string }

test('/docs renders under its CSP: no violation, no page error, no serious or critical axe finding', async () => {
  const page = await browser!.newPage();
  try {
    const console: string[] = [];
    const errors: string[] = [];
    page.on('console', (m) => console.push(`${m.type()}: ${m.text()}`));
    page.on('pageerror', (e) => errors.push(e.message));
    // Registered before any page script runs, so a violation during load is recorded too.
    // (Browser code as strings: the test is compiled without the DOM library.)
    await page.addInitScript(`window.__violations = [];
      document.addEventListener('securitypolicyviolation', (e) => {
        window.__violations.push({ directive: e.effectiveDirective, blocked: e.blockedURI, source: e.sourceFile + ':' + e.lineNumber });
      });`);
    const res = await page.goto(`${url}/docs`, { waitUntil: 'load' });
    assert.equal(res?.status(), 200);
    const csp = res!.headers()['content-security-policy'] ?? '';
    assert.match(csp, /script-src 'self'/, 'the page is served under its CSP');
    assert.match(csp, /frame-ancestors 'none'/);
    // swagger-ui fetches the OpenAPI document and renders one block per operation.
    await page.waitForSelector('.swagger-ui .opblock', { timeout: 20_000 });
    const operations = await page.locator('.swagger-ui .opblock').count();
    assert.ok(operations >= 10, `the operations are rendered (${operations})`);
    const title = await page.locator('.swagger-ui .info .title').innerText();
    assert.match(title, /idrisk/i);
    // Opening an operation renders its parameters and schemas (more script and style work under the CSP).
    await page.locator('.swagger-ui .opblock-summary').first().click();
    await page.waitForSelector('.swagger-ui .opblock-body', { timeout: 10_000 });

    const violations = (await page.evaluate('window.__violations')) as Violation[];
    assert.deepEqual(violations, [], 'no securitypolicyviolation event');
    assert.deepEqual(console.filter((l) => /content security policy|refused to/i.test(l)), [], 'no CSP message in the console');
    assert.deepEqual(errors, [], 'no uncaught page error');

    await page.evaluate(AXE_SOURCE);
    const found = (await page.evaluate(
      `axe.run(document, { resultTypes: ['violations'] }).then((r) => r.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length })))`,
    )) as { id: string; impact: string | null; nodes: number }[];
    const serious = found.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    assert.deepEqual(serious, [], `serious/critical axe violations: ${JSON.stringify(serious)} (all: ${JSON.stringify(found)})`);
    // No violation appeared while the page was used and checked.
    assert.deepEqual(await page.evaluate('window.__violations'), []);
    // The listener does report violations: an image from another origin (img-src 'self' data:) is blocked before any
    // request is made (the address is on the reserved .invalid name) and shows up.
    await page.evaluate(`new Promise((resolve) => {
      document.addEventListener('securitypolicyviolation', () => resolve(true), { once: true });
      const img = document.createElement('img'); img.alt = ''; img.src = 'https://blocked.invalid/x.png'; document.body.appendChild(img);
    })`);
    const seen = (await page.evaluate('window.__violations')) as Violation[];
    assert.deepEqual(seen.map((v) => v.directive), ['img-src'], 'the probe proves the listener sees violations');
  } finally {
    await page.close();
  }
});
