/**
 * The operator console end to end in Debian's headless Chromium (playwright-core), against `idrisk serve` from the
 * compiled tree at its default worker count, on a SQLite database seeded through the service layer: sign-in,
 * session expiry and the way back, every screen (with axe-core: no serious or critical violation), creating a key
 * and calling the API with it, a resolution found by customer_id whose waterfall adds up to its score, the identity
 * explorer's graph and timeline, redelivering a webhook event to a local receiver, the playground with a sandbox key,
 * the account tabs from the keyboard, the overview over one range (errors and latency from the call statistics), the
 * review queue (a policy sends two calls there; one is claimed and declined with a note, which writes its label),
 * a dataset uploaded from the browser and its rows counted (and a bad file refused with its bad rows), a webhook
 * receiver's answer shown as text, what a viewer is not offered (no review action, no upload, no list or policy
 * change), an analyst's block list and a policy drafted on it, published (live calls declined by it), a lost update
 * refused (412) and a roll back, the label report of a labelled set whose figures the test computes, the active model
 * per product, a resolution whose
 * every caller string is an HTML payload (a dialog listener that must stay silent), and no Content-Security-Policy
 * violation anywhere. Outbound network is on (webhooks need it) but held to loopback: a local DNS server that knows
 * no name, SMTP off, RDAP at a closed local port.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { loadConfig } from '../../src/config/index.js';
import { compose } from '../../src/composition.js';
import { cliActorOf } from '../../src/admin/actor.js';
import { pointsToScore } from '../../src/scoring/scorecard.js';
import { chromiumAvailable, launchChromium } from '../helpers/chromium.js';
import { startDnsServer, type DnsTestServer } from '../helpers/dns-server.js';

const HOSTILE = '<img src=x onerror=alert(1)>';
const PASSWORD = 'Console-Test-Password-42';
const OWNER = 'owner@console.test';
const VIEWER = 'viewer@console.test';
const ANALYST = 'analyst@console.test';
const RECEIVER_ANSWER = `received, thanks ${HOSTILE}`;
/** A policy that sends every scored hub call to review (as test/integration/review-queue.test.ts seeds one). */
const REVIEW_POLICY = { rules: [{ id: 'band', name: 'Review band', when: 'score < 1001', actions: [{ type: 'decision', outcome: 'review' }] }] };
const PHONE_NAMES = ['phone,first_name,last_name,city', '+447700900101,Ada,Lovelace,London', '+447700900102,Alan,Turing,Manchester', '+447700900103,Grace,Hopper,'].join('\n');
const BAD_PHONES = ['{"number":"+447700900201","provider":"receive-smss.com"}', '{"number":"not a phone","provider":"x"}', `{"provider":"${HOSTILE}","extra":1}`].join('\n');
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

async function startServe(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; url: string }> {
  // As operators start it: the compiled tree, default worker count.
  const child = spawn(process.execPath, ['bin/idrisk', 'serve', '--host', '127.0.0.1', '--port', '0', '--json'], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  const url = await new Promise<string>((resolve, reject) => {
    let buf = '';
    const onData = (c: Buffer) => {
      buf += c.toString();
      const line = buf.split('\n').find((l) => l.startsWith('{') && l.includes('"url"'));
      if (line) {
        child.stderr?.off('data', onData);
        child.stderr?.resume();
        child.off('exit', onExit);
        resolve((JSON.parse(line) as { url: string }).url);
      }
    };
    const onExit = (code: number | null) => reject(new Error(`serve exited ${code}: ${buf}`));
    child.stderr?.on('data', onData);
    child.once('exit', onExit);
  });
  return { child, url };
}

describe('the operator console in headless Chromium', { skip: !chromiumAvailable() && 'no /usr/bin/chromium' }, () => {
  let dir = '';
  let serve: ChildProcess | null = null;
  let base = '';
  let browser: Browser;
  let accountId = '';
  let reviewLive = '';
  let reviewAccountId = '';
  const reviewIds: string[] = [];
  let live = '';
  let sandbox = '';
  let eventId = '';
  let receiver: Server | null = null;
  let dns: DnsTestServer | null = null;
  const received: { body: string; signature: string | undefined }[] = [];
  let onReceived: (() => void) | null = null;
  const dialogs: string[] = [];
  const cspViolations: string[] = [];
  const pageErrors: string[] = [];

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'idrisk-console-e2e-'));
    // A webhook receiver on loopback (allowed to the service by IDRISK_FETCH_ALLOW).
    receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        received.push({ body, signature: req.headers['webhook-signature'] as string | undefined });
        // An answer with a body, an HTML payload among it: the console shows it as text on the event's page.
        res.writeHead(200, { 'content-type': 'text/html' }).end(RECEIVER_ANSWER);
        onReceived?.();
      });
    });
    await new Promise<void>((r) => receiver!.listen(0, '127.0.0.1', r));
    const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    // Outbound network on (webhooks are delivered only then), every lookup held to loopback: a DNS server that knows
    // no name, no SMTP, RDAP at a closed port; the receiver's address exempted from the outbound guard.
    dns = await startDnsServer({});
    const envVars = {
      IDRISK_NETWORK: 'on',
      IDRISK_DNS_SERVERS: dns.address,
      IDRISK_SMTP: 'off',
      IDRISK_RDAP_URL: 'http://127.0.0.1:9/',
      IDRISK_FETCH_ALLOW: '127.0.0.1/32',
      DATABASE_URL: `sqlite:${join(dir, 'idrisk.db')}`,
      IDRISK_DATA_DIR: dir,
      IDRISK_SECRET: 'test-secret-0123456789abcdef',
      IDRISK_STORE_RESPONSES: 'on',
      // Call statistics (the overview's errors and latency) written every 200 ms rather than 5 s.
      IDRISK_STATS_FLUSH_MS: '200',
      LOG_LEVEL: 'silent',
    };
    // Seed through the service layer, then close: the served process is the only one on the database after.
    const services = await compose(loadConfig(envVars), { products: false });
    try {
      const cli = cliActorOf('cli:test');
      await services.admin.operators.create(cli, { email: OWNER, role: 'owner', accounts: null, password: PASSWORD });
      await services.admin.operators.create(cli, { email: VIEWER, role: 'viewer', accounts: null, password: PASSWORD });
      await services.admin.operators.create(cli, { email: ANALYST, role: 'analyst', accounts: null, password: PASSWORD });
      const account = await services.accounts.create({ name: 'Console shop', credits: 100_000, webhookUrl: hookUrl });
      accountId = account.id;
      // A webhook event recorded as the service records one (its delivery job is what the console's redeliver makes).
      await services.webhooks.newSecret(account.id);
      eventId = (await services.webhooks.record(services.store.db, account.id, 'resolution.review', { resolution_id: 'res_example', customer_id: HOSTILE }))!;
      assert.ok(eventId);
      // ... given up after its retries (what redeliver is for; a pending event is still being delivered: 409).
      await services.webhooks.giveUp(services.store.db, eventId);
      live = (await services.keys.create(account.id, 'live')).secret;
      // A second account (no webhook URL: its review events go nowhere) whose published hub policy sends calls to review.
      const reviewed = await services.accounts.create({ name: 'Review shop', credits: 100_000 });
      await services.decisions.policies.saveDraft(reviewed.id, 'hub', REVIEW_POLICY, 'test');
      await services.decisions.policies.publish(reviewed.id, 'hub');
      reviewLive = (await services.keys.create(reviewed.id, 'live')).secret;
      reviewAccountId = reviewed.id;
      sandbox = (await services.keys.create(account.id, 'sandbox')).secret;
    } finally {
      await services.close();
    }
    const started = await startServe({ ...process.env, ...envVars });
    serve = started.child;
    base = started.url;
    // Resolutions made as callers make them: an ordinary name call and one whose every string is an HTML payload.
    for (const body of [
      { customer_id: 'console-cust-1', claims: ['name'], first_name: 'Jane', last_name: 'Doe' },
      { customer_id: HOSTILE, claims: ['name'], first_name: HOSTILE, last_name: HOSTILE },
    ]) {
      const res = await fetch(`${base}/1.0/name`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': live }, body: JSON.stringify(body) });
      assert.equal(res.status, 200, await res.text());
    }
    // A call that links touch points in the identity graph: a phone, an email and a name together.
    const hub = await fetch(`${base}/1.0/hub`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': live },
      body: JSON.stringify({ customer_id: 'console-hub-1', claims: ['phone', 'email', 'name'], phone_number: '+447700900123', email: 'jane.doe@example.com', first_name: 'Jane', last_name: 'Doe' }),
    });
    assert.equal(hub.status, 200, await hub.text());
    // Two live calls the Review shop's policy sends to review, the second with an HTML payload as its customer_id.
    for (const [i, customer] of ['console-review-1', `review ${HOSTILE}`].entries()) {
      const res = await fetch(`${base}/1.0/hub`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': reviewLive },
        body: JSON.stringify({ customer_id: customer, claims: ['email', 'ip', 'score'], email: `review${i}@example.com`, ip: `203.0.113.${40 + i}` }),
      });
      const body = (await res.json()) as { resolution_id: string; decision?: { outcome: string } };
      assert.equal(res.status, 200, JSON.stringify(body));
      assert.equal(body.decision?.outcome, 'review');
      reviewIds.push(body.resolution_id);
    }
    browser = await launchChromium({ exposed: true });
  });

  after(async () => {
    await browser?.close();
    if (serve && serve.exitCode === null) {
      const exited = new Promise((r) => serve!.once('exit', r));
      serve.kill('SIGTERM');
      await exited;
    }
    receiver?.close();
    await dns?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  async function newContext(): Promise<BrowserContext> {
    const ctx = await browser.newContext({ baseURL: base, colorScheme: 'light' });
    ctx.on('page', (p) => watch(p));
    return ctx;
  }

  function watch(page: Page): void {
    page.on('dialog', (d) => {
      dialogs.push(`${d.type()}: ${d.message()}`);
      void d.dismiss();
    });
    page.on('console', (m) => {
      if (/Content Security Policy|Refused to/i.test(m.text())) cspViolations.push(m.text());
    });
    page.on('pageerror', (e) => pageErrors.push(e.message));
  }

  async function signIn(page: Page, email: string): Promise<void> {
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
  }

  async function heading(page: Page, name: string | RegExp): Promise<void> {
    await page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 15_000 });
  }

  /** axe-core in the page (evaluated through the DevTools protocol: the page's CSP stays in force for its own scripts). */
  async function axe(page: Page, screen: string): Promise<void> {
    await page.evaluate(AXE);
    const result = (await page.evaluate(`axe.run(document, { resultTypes: ['violations'] }).then((r) => r.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 3) })))`)) as { id: string; impact: string; nodes: string[] }[];
    const bad = result.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    assert.deepEqual(bad, [], `${screen}: ${JSON.stringify(bad)}`);
  }

  /** No screen or part of one is still loading (locator waits: no string is evaluated in the page, whose CSP forbids eval). */
  async function settled(page: Page): Promise<void> {
    await page.locator('[role="status"][aria-live]').first().waitFor({ state: 'detached', timeout: 15_000 });
  }

  /** Waits for a condition the page reaches (a search answered), checking every 100 ms, for 15 s at most. */
  async function until(check: () => Promise<boolean>, what: string): Promise<void> {
    for (let i = 0; i < 150; i++) {
      if (await check()) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    assert.fail(`not reached: ${what}`);
  }

  /** Every waterfall on the page adds up to its score: the score changes, and the points through the score map. */
  async function checkWaterfalls(page: Page): Promise<void> {
    const tables = page.locator('table.waterfall');
    await tables.first().waitFor({ timeout: 15_000 });
    assert.ok((await tables.count()) >= 1, 'a waterfall per score');
    for (let i = 0; i < (await tables.count()); i++) {
      const table = tables.nth(i);
      const name = (await table.getAttribute('data-testid'))!.replace('waterfall-', '');
      const score = Number(await page.getByTestId(`score-${name}`).innerText());
      const cells = table.locator('tbody td[data-effect]');
      const effects: number[] = [];
      for (let j = 0; j < (await cells.count()); j++) effects.push(Number(await cells.nth(j).getAttribute('data-effect')));
      assert.ok(effects.length >= 1);
      const points = (await table.locator('tbody tr td:nth-child(3)').allInnerTexts()).map(Number);
      assert.equal(effects.reduce((s, x) => s + x, 0), score, `${name}: the score changes add up to the score`);
      assert.equal(pointsToScore(points.reduce((s, x) => s + x, 0)), score, `${name}: the points map to the score`);
      // Each reason code row carries its description from the catalogue.
      const descriptions = await table.locator('tbody tr td:nth-child(2)').allInnerTexts();
      assert.ok(descriptions.every((d) => d.trim().length > 0 && !d.includes('no description')), descriptions.join(' | '));
    }
  }

  let owner: Page;

  test('sign-in lands on the overview; a screen asked for before sign-in is where it returns', async () => {
    const ctx = await newContext();
    owner = await ctx.newPage();
    await owner.goto('/console/resolutions');
    await heading(owner, 'Sign in');
    await axe(owner, 'sign-in');
    // A wrong password: the error's title and its request_id.
    await owner.getByLabel('Email').fill(OWNER);
    await owner.getByLabel('Password').fill('not the password at all');
    await owner.getByRole('button', { name: 'Sign in' }).click();
    const alert = owner.getByRole('alert');
    await alert.waitFor();
    assert.match(await alert.innerText(), /request_id req_|request_id [A-Za-z0-9]/);
    assert.notEqual(await owner.getByTestId('request-id').innerText(), 'none');
    await signIn(owner, OWNER);
    await heading(owner, 'Resolutions');
    assert.equal(new URL(owner.url()).pathname, '/console/resolutions');
  });

  test('every screen loads, with no serious or critical axe violation', async () => {
    const screens: [string, string | RegExp][] = [
      ['Overview', 'Overview'],
      ['Resolutions', 'Resolutions'],
      ['Reviews', 'Review queue'],
      ['Identities', 'Identity explorer'],
      ['Accounts', 'Accounts'],
      ['Playground', 'Playground'],
      ['Webhooks', 'Webhook deliveries'],
      ['Jobs', 'Jobs'],
      ['Datasets', 'Datasets'],
      ['Audit', 'Audit trail'],
      ['Operators', 'Operators'],
      ['Lists', 'Lists'],
      ['Policies', 'Policies'],
      ['Models', 'Active models'],
      ['Report', 'Label report'],
    ];
    const nav = owner.getByRole('navigation', { name: 'Screens' });
    for (const [link, title] of screens) {
      await nav.getByRole('link', { name: link, exact: true }).click();
      await heading(owner, title);
      await settled(owner);
      assert.equal(await owner.getByRole('alert').count(), 0, `${link}: ${await owner.getByRole('alert').allInnerTexts()}`);
      await axe(owner, link);
    }
    // Overview draws the usage chart (uPlot, its own chunk) once the account has calls.
    await nav.getByRole('link', { name: 'Overview', exact: true }).click();
    await owner.getByTestId('usage-chart').waitFor({ timeout: 15_000 });
  });

  test('the overview: one range for every part, errors and latency, clusters, reason codes', async () => {
    await owner.goto('/console/');
    await heading(owner, 'Overview');
    await owner.getByTestId('usage-chart').waitFor({ timeout: 15_000 });
    // Five calls are stored by now (two name calls, one hub call, two hub calls sent to review), all in the last 24 h.
    assert.equal(await owner.getByTestId('total-calls').innerText(), '5');
    // Errors and latency from the call statistics: the public calls made so far (the five above among them), each
    // counted by the serve worker that answered it and written within IDRISK_STATS_FLUSH_MS.
    const errors = /^(\d+) 4xx, (\d+) 5xx of (\d+) answered calls$/;
    await until(async () => Number(errors.exec(await owner.getByTestId('errors').innerText())?.[3] ?? 0) >= 5, 'the public calls counted');
    assert.match(await owner.getByTestId('latency').innerText(), /^\d+(\.\d+)? ms, \d+(\.\d+)? ms$/);
    await owner.getByTestId('errors-chart').waitFor();
    await owner.getByTestId('latency-chart').waitFor();
    const perProduct = await owner.getByRole('table', { name: 'Errors and latency per product' }).locator('tbody tr td:first-child').allInnerTexts();
    assert.ok(perProduct.includes('hub') && perProduct.includes('name'), perProduct.join(' '));
    const clusters = owner.getByRole('table', { name: 'Calls per score cluster' }).locator('tbody tr');
    assert.ok((await clusters.count()) >= 1);
    const codes = owner.getByRole('table', { name: 'Most frequent reason codes' }).locator('tbody tr');
    assert.ok((await codes.count()) >= 1);
    assert.ok((await codes.first().locator('td').nth(1).innerText()).trim().length > 0, 'a reason code with its meaning');
    // The webhook event given up before serve started has no failed attempt; the credits table lists both accounts.
    const credits = await owner.getByRole('table', { name: 'Credits spent in the range and balance now' }).locator('tbody tr td:first-child').allInnerTexts();
    assert.deepEqual([...credits].sort(), ['Console shop', 'Review shop']);
    // One account, the last hour: the same parts, narrowed; a custom range in UTC.
    await owner.getByLabel('Account', { exact: true }).selectOption({ label: 'Review shop' });
    await owner.getByLabel('Range', { exact: true }).selectOption('1h');
    await until(async () => (await owner.getByTestId('total-calls').innerText()) === '2', 'the Review shop\'s two calls in the last hour');
    await owner.getByLabel('Range', { exact: true }).selectOption('custom');
    const from = new Date(Date.now() - 2 * 3_600_000).toISOString().slice(0, 16);
    const to = new Date(Date.now() + 3_600_000).toISOString().slice(0, 16);
    await owner.getByLabel('From (UTC)').fill(from);
    await owner.getByLabel('To (UTC)').fill(to);
    await owner.getByRole('button', { name: 'Apply' }).click();
    await until(async () => new URL(owner.url()).searchParams.get('from') === from, 'the custom range applied');
    await settled(owner);
    await until(async () => (await owner.getByTestId('total-calls').innerText()) === '2', 'the Review shop\'s two calls in the custom range');
    assert.equal(await owner.getByRole('alert').count(), 0);
    await axe(owner, 'overview (custom range)');
  });

  test('the review queue: oldest first with the rules that sent each call; claim, then decline with a note', async () => {
    await owner.goto('/console/reviews');
    await heading(owner, 'Review queue');
    const rows = owner.getByRole('region', { name: 'Review queue entries, oldest first' }).locator('tbody tr');
    await until(async () => (await rows.count()) === 2, 'two open entries');
    const ids = await rows.locator('td:nth-child(2)').allInnerTexts();
    assert.deepEqual(ids, reviewIds, 'oldest first');
    assert.equal(await rows.nth(0).locator('td:nth-child(8)').innerText(), 'Review band');
    // The HTML payload in a customer_id is a cell's text.
    await owner.getByRole('cell', { name: `review ${HOSTILE}`, exact: true }).waitFor();
    await axe(owner, 'review queue');
    await owner.getByRole('link', { name: reviewIds[0] }).click();
    await heading(owner, `Review ${reviewIds[0]}`);
    const rules = owner.getByRole('list', { name: 'Rules that sent it to review' }).locator('li');
    await rules.first().waitFor({ timeout: 15_000 });
    assert.deepEqual(await rules.allInnerTexts(), ['Review band band']);
    await owner.getByRole('button', { name: 'Claim' }).click();
    await owner.getByRole('button', { name: 'Release' }).waitFor();
    assert.match(await owner.locator('dd').filter({ hasText: /^operator:opr_/ }).first().innerText(), /^operator:opr_.+ until /);
    await axe(owner, 'review (claimed)');
    // From the keyboard: the outcome, the tag, the note, then submit.
    await owner.getByRole('radio', { name: /Decline/ }).check();
    await owner.getByLabel('Fraud tag').selectOption('chargeback');
    await owner.getByLabel('Note').fill('card testing pattern');
    await owner.getByLabel('Note').press('Tab');
    await owner.keyboard.press('Enter');
    await owner.getByText(/^Decided: label lbl_/).waitFor({ timeout: 15_000 });
    assert.equal(await owner.getByTestId('review-status').innerText(), 'decided');
    assert.equal(await owner.getByTestId('review-outcome').innerText(), 'decline');
    assert.equal(await owner.getByTestId('review-note').innerText(), 'card testing pattern');
    assert.match(await owner.getByText(/^Decided: label/).innerText(), /no webhook/);
    assert.equal(await owner.getByRole('button', { name: 'Claim' }).count(), 0, 'a decided entry offers nothing');
    // The label is the one the labels API holds for the call.
    const labels = await fetch(`${base}/1.0/labels`, { headers: { 'x-api-key': reviewLive } });
    const labelsText = await labels.text();
    assert.equal(labels.status, 200, labelsText);
    const current = (JSON.parse(labelsText) as { labels: { resolution_id: string; tag: string }[] }).labels;
    assert.deepEqual(current.map((l) => [l.resolution_id, l.tag]), [[reviewIds[0], 'chargeback']]);
    // The queue holds only the other entry now; the decided one is under "decided".
    await owner.getByRole('link', { name: 'Back to the review queue' }).click();
    await heading(owner, 'Review queue');
    await until(async () => (await rows.count()) === 1, 'one open entry left');
    assert.deepEqual(await rows.locator('td:nth-child(2)').allInnerTexts(), [reviewIds[1]]);
    await owner.getByLabel('Status', { exact: true }).selectOption('decided');
    await until(async () => (await rows.count()) === 1 && (await rows.locator('td:nth-child(2)').innerText()) === reviewIds[0], 'the decided entry');
    assert.equal(await rows.locator('td:nth-child(9)').innerText(), 'decline');
  });

  test('datasets: upload a small file, its progress then its rows counted; a bad file is refused with its bad rows', async () => {
    await owner.goto('/console/datasets');
    await heading(owner, 'Datasets');
    await settled(owner);
    assert.equal(await owner.getByTestId('rows-phone-names').innerText(), '0');
    await axe(owner, 'datasets');
    const form = owner.getByRole('form', { name: 'Upload a dataset file' });
    await form.getByLabel('Dataset', { exact: true }).selectOption('phone-names');
    await form.getByLabel('File (JSONL or CSV)').setInputFiles({ name: 'names.csv', mimeType: 'text/csv', buffer: Buffer.from(PHONE_NAMES) });
    await form.getByRole('button', { name: 'Upload and import' }).click();
    await until(async () => (await owner.getByTestId('import-status').count()) === 1 && (await owner.getByTestId('import-status').innerText()) === 'succeeded', 'the import succeeded (the job ran in serve)');
    assert.equal(await owner.getByTestId('summary-rows').innerText(), '3');
    await until(async () => (await owner.getByTestId('rows-phone-names').innerText()) === '3', 'three rows stored');
    await axe(owner, 'datasets (an import done)');
    // A strict import with bad rows writes nothing and lists them (a caller string among them stays text).
    await form.getByLabel('Dataset', { exact: true }).selectOption('disposable-phones');
    await form.getByLabel('File (JSONL or CSV)').setInputFiles({ name: 'numbers.jsonl', mimeType: 'application/x-ndjson', buffer: Buffer.from(BAD_PHONES) });
    await form.getByRole('button', { name: 'Upload and import' }).click();
    await until(async () => (await owner.getByTestId('import-status').innerText()) === 'refused', 'the bad file refused');
    const bad = await owner.getByRole('table', { name: 'Bad rows' }).locator('tbody tr td:first-child').allInnerTexts();
    assert.deepEqual(bad, ['2', '3']);
    assert.equal(await owner.getByTestId('rows-disposable-phones').innerText(), '0');
    // The imports list holds both, newest first.
    const imports = owner.getByRole('table', { name: 'Imports, newest first' }).locator('tbody tr');
    await until(async () => (await imports.count()) === 2, 'two imports listed');
    assert.deepEqual(await imports.locator('td:nth-child(4)').allInnerTexts(), ['refused', 'succeeded']);
    assert.equal(await owner.locator('img').count(), 0);
  });

  test('create a key: its secret is shown once, and the API answers it', async () => {
    await owner.goto(`/console/accounts/${accountId}`);
    await heading(owner, 'Account Console shop');
    await owner.getByLabel('Environment').selectOption('live');
    await owner.getByRole('button', { name: 'Create key' }).click();
    const secret = (await owner.getByTestId('secret').innerText()).trim();
    assert.match(secret, /^idr_live_/);
    const res = await fetch(`${base}/1.0/name`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': secret }, body: JSON.stringify({ customer_id: 'console-key-call', claims: ['name'], first_name: 'Ann', last_name: 'Lee' }) });
    assert.equal(res.status, 200, await res.text());
    // Reloaded, the page lists the key by its prefix only: the secret is nowhere.
    await owner.reload();
    await heading(owner, 'Account Console shop');
    await owner.getByRole('tabpanel').locator('tbody tr').first().waitFor();
    assert.ok(!(await owner.content()).includes(secret), 'the secret is not shown again');
    // From the keyboard: the arrow keys move between the account's tabs.
    await owner.getByRole('tab', { name: 'Keys' }).focus();
    await owner.keyboard.press('ArrowRight');
    await owner.getByRole('tab', { name: 'Credits', selected: true }).waitFor();
    assert.equal(await owner.evaluate('document.activeElement && document.activeElement.id'), 'tab-credits');
    await owner.getByRole('tabpanel').getByRole('button', { name: 'Add credits' }).waitFor();
  });

  test('a resolution found by customer_id: its waterfall adds up to the score shown', async () => {
    await owner.goto('/console/resolutions');
    await heading(owner, 'Resolutions');
    await owner.getByLabel('customer_id').fill('console-cust-1');
    await owner.getByRole('button', { name: 'Search' }).click();
    const rows = owner.getByRole('region', { name: 'Resolutions found' }).getByRole('row');
    await until(async () => (await rows.count()) === 2, 'the header and one resolution');
    await rows.nth(1).getByRole('link').click();
    await heading(owner, /^Resolution res_/);
    assert.equal(await owner.getByTestId('customer-id').innerText(), 'console-cust-1');
    await checkWaterfalls(owner);
    // Copy as curl: the same call rebuilt from the stored answer, the key read from the shell (no secret in the page).
    const curl = await owner.getByTestId('curl').innerText();
    assert.match(curl, /curl -X POST '[^']+\/1\.0\/name'/);
    assert.match(curl, /"x-api-key: \$IDRISK_SANDBOX_KEY"/);
    assert.ok(!curl.includes(sandbox) && !curl.includes(live), 'no secret in the curl text');
    const sent = /--data-raw '(.*)'$/m.exec(curl);
    assert.ok(sent, curl);
    const rebuilt = JSON.parse(sent[1]!.replace(/'\\''/g, "'")) as Record<string, unknown>;
    assert.deepEqual({ customer_id: rebuilt.customer_id, claims: rebuilt.claims, first_name: rebuilt.first_name, last_name: rebuilt.last_name }, { customer_id: 'console-cust-1', claims: ['name'], first_name: 'Jane', last_name: 'Doe' });
    // ... and it is a call the sandbox answers.
    const replayed = await fetch(`${base}/1.0/name`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': sandbox }, body: JSON.stringify(rebuilt) });
    assert.equal(replayed.status, 200, await replayed.text());
    await axe(owner, 'resolution detail');

    // The hub call did not claim every input: whether it sent others cannot be told, so no curl is offered, and why.
    await owner.goto('/console/resolutions');
    await owner.getByLabel('customer_id').fill('console-hub-1');
    await owner.getByRole('button', { name: 'Search' }).click();
    await until(async () => (await rows.count()) === 2, 'the hub call found');
    await rows.nth(1).getByRole('link').click();
    await heading(owner, /^Resolution res_/);
    assert.match(await owner.getByTestId('curl-unavailable').innerText(), /not offered.*without claiming it/s);
    assert.equal(await owner.getByTestId('curl').count(), 0);
  });

  test('the identity explorer draws the graph of an email and its timeline', async () => {
    // Tall enough that the graph is on screen without scrolling (the canvas is clicked at a node's position).
    await owner.setViewportSize({ width: 1280, height: 1400 });
    await owner.goto('/console/identities');
    await heading(owner, 'Identity explorer');
    await owner.getByLabel('Kind').selectOption('email');
    await owner.getByLabel('Value').fill('Jane.Doe@example.com');
    await owner.getByLabel('Account').selectOption(accountId);
    await owner.getByRole('button', { name: 'Look up' }).click();
    await owner.getByRole('heading', { name: 'Timeline' }).waitFor({ timeout: 15_000 });
    assert.equal(await owner.getByRole('alert').count(), 0, await owner.getByRole('alert').allInnerTexts().then((x) => x.join()));
    // The phone and the name of the same call are linked; Cytoscape (its own chunk) draws them on a canvas.
    const links = owner.getByRole('table', { name: 'Linked touch points' }).locator('tbody tr');
    await links.first().waitFor();
    const kinds = await links.locator('td:first-child').allInnerTexts();
    assert.ok(kinds.includes('phone') && kinds.includes('name'), kinds.join());
    await owner.getByTestId('identity-graph').locator('canvas').first().waitFor({ timeout: 15_000 });
    const timeline = await owner.getByRole('list', { name: /Resolutions of this touch point/ }).locator('li').allInnerTexts();
    assert.ok(timeline.some((t) => t.includes('console-hub-1')), timeline.join(' | '));
    await axe(owner, 'identity explorer');
    const emailNode = await owner.getByTestId('identity-node').innerText();

    // A click on the linked phone in the graph opens its page (by its reference): its own links and timeline.
    const graph = owner.getByTestId('identity-graph');
    await until(async () => (await graph.getAttribute('data-nodes')) !== null, 'the graph laid out');
    const nodes = JSON.parse((await graph.getAttribute('data-nodes'))!) as { ref: string; kind: string; x: number; y: number }[];
    const phone = nodes.find((n) => n.kind === 'phone');
    assert.ok(phone, JSON.stringify(nodes));
    const box = (await graph.boundingBox())!;
    // The pointer over the node first: the graph marks it (a signal that Cytoscape sees the node there), then the click.
    await owner.mouse.move(box.x + phone.x, box.y + phone.y);
    await until(async () => ((await graph.getAttribute('class')) ?? '').includes('pointing'), 'the pointer over the phone');
    await owner.mouse.click(box.x + phone.x, box.y + phone.y);
    await until(async () => owner.url().includes('/identities/nodes/'), `the phone opened by a click at ${JSON.stringify(phone)} in ${JSON.stringify(box)}: ${await graph.getAttribute('data-nodes')}`);
    await owner.waitForURL(/\/console\/identities\/nodes\/[A-Za-z0-9_-]{43}~[A-Za-z0-9_-]{43}\?account=/, { timeout: 15_000 });
    await owner.getByRole('heading', { name: 'Timeline' }).waitFor({ timeout: 15_000 });
    assert.equal(await owner.getByTestId('identity-kind').innerText(), 'phone');
    assert.ok(owner.url().includes(encodeURIComponent(phone.ref)) || owner.url().includes(phone.ref));
    const phoneTimeline = await owner.getByRole('list', { name: /Resolutions of this touch point/ }).locator('li').allInnerTexts();
    assert.ok(phoneTimeline.some((t) => t.includes('console-hub-1')), phoneTimeline.join(' | '));
    assert.ok(!(await owner.locator('main').innerText()).includes('+447700900123'), 'the phone is not shown in clear');
    await owner.getByTestId('identity-graph').locator('canvas').first().waitFor({ timeout: 15_000 });
    await axe(owner, 'a linked touch point');
    // The dark theme follows the system: the same page passes axe (contrast included) in it too.
    await owner.emulateMedia({ colorScheme: 'dark' });
    await owner.reload();
    await owner.getByTestId('identity-graph').locator('canvas').first().waitFor({ timeout: 15_000 });
    await axe(owner, 'a linked touch point, dark theme');
    await owner.emulateMedia({ colorScheme: 'light' });

    // From the keyboard: the list beside the graph opens the email again.
    const back = owner.getByRole('link', { name: /^Open the linked email / });
    await back.focus();
    await owner.keyboard.press('Enter');
    await until(async () => (await owner.getByTestId('identity-kind').count()) === 1 && (await owner.getByTestId('identity-kind').innerText()) === 'email', 'the email opened');
    assert.equal(await owner.getByTestId('identity-node').innerText(), emailNode);
    await owner.setViewportSize({ width: 1280, height: 720 });
  });

  test('redeliver a webhook event: the local receiver gets it, signed', async () => {
    await owner.goto(`/console/webhooks?account=${accountId}`);
    await heading(owner, 'Webhook deliveries');
    await owner.getByRole('link', { name: eventId }).click();
    await heading(owner, `Webhook event ${eventId}`);
    // The body sent holds a caller's string: shown as text.
    assert.ok((await owner.getByLabel('Request body sent').innerText()).includes(HOSTILE));
    const got = new Promise<void>((r) => (onReceived = r));
    await owner.getByRole('button', { name: 'Redeliver' }).click();
    await owner.getByText(/Queued again as job/).waitFor();
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([got, new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('the receiver got nothing within 60 s')), 60_000)))]);
    clearTimeout(timer);
    assert.equal(received.length, 1);
    assert.equal((JSON.parse(received[0].body) as { type: string }).type, 'resolution.review');
    assert.match(String(received[0].signature), /^v1,/);
    // The attempt and the receiver's answer, as text (the HTML payload in it makes no element).
    const answer = owner.getByLabel(/^Response body of attempt \d+$/);
    await until(async () => {
      await owner.reload();
      await heading(owner, `Webhook event ${eventId}`);
      await settled(owner);
      return (await answer.count()) === 1;
    }, 'the attempt recorded with its response body');
    assert.equal(await answer.innerText(), RECEIVER_ANSWER);
    assert.equal(await owner.locator('img').count(), 0);
    await axe(owner, 'webhook event');
  });

  test('the playground: a form generated from the request schema, sent with a sandbox key', async () => {
    await owner.goto('/console/playground');
    await heading(owner, 'Playground');
    // The phone form has the fields of POST /1.0/phone's schema, prefilled from its example.
    assert.equal(await owner.getByLabel('phone_number (required)').inputValue(), '+14155552671');
    await owner.getByLabel('Product').selectOption('scoreName');
    await owner.getByLabel('first_name (required)').waitFor();
    await owner.getByLabel('Sandbox key (idr_test_…)').fill(live);
    assert.ok(await owner.getByRole('button', { name: 'Send with the sandbox key' }).isDisabled(), 'a live key is not sent');
    await owner.getByLabel('Sandbox key (idr_test_…)').fill(sandbox);
    await owner.getByRole('button', { name: 'Send with the sandbox key' }).click();
    const answer = owner.getByLabel('The answer', { exact: true });
    await answer.waitFor({ timeout: 15_000 });
    const json = JSON.parse(await answer.innerText()) as { resolution_id?: string; customer_id?: string };
    assert.match(String(json.resolution_id), /^res_/);
    assert.match(String(json.customer_id), /^playground-/);
    assert.equal(await owner.getByRole('alert').count(), 0);
    // Beside the answer, its score waterfall (the sandbox call explained by GET /1.0/resolutions/{id}), adding up.
    assert.equal(await owner.getByTestId('playground-resolution').innerText(), json.resolution_id);
    await checkWaterfalls(owner);
    await owner.emulateMedia({ colorScheme: 'dark' });
    await axe(owner, 'playground with a waterfall, dark theme');
    await owner.emulateMedia({ colorScheme: 'light' });
    assert.equal(await owner.getByTestId('score-name').innerText(), String((json as { name?: { score?: number } }).name?.score));
    await axe(owner, 'playground');
  });

  test('the hostile resolution runs nothing: every string is text', async () => {
    await owner.goto('/console/resolutions');
    await owner.getByLabel('customer_id').fill(HOSTILE);
    await owner.getByRole('button', { name: 'Search' }).click();
    await until(async () => (await owner.getByRole('region', { name: 'Resolutions found' }).locator('tbody tr').count()) === 1, 'one resolution found');
    await owner.getByRole('cell', { name: HOSTILE, exact: true }).waitFor();
    await owner.getByRole('region', { name: 'Resolutions found' }).getByRole('link').first().click();
    await heading(owner, /^Resolution res_/);
    assert.equal(await owner.getByTestId('customer-id').innerText(), HOSTILE);
    // The stored answer (raw JSON) holds the payload in the names too, as text.
    assert.ok((await owner.getByLabel('The resolution as the admin API answered it').innerText()).includes(HOSTILE));
    assert.equal(await owner.locator('img').count(), 0, 'no element made from a caller string');
    // The explorer with the payload as a name.
    await owner.goto('/console/identities');
    await owner.getByLabel('Kind').selectOption('name');
    await owner.getByLabel('Value').fill(HOSTILE);
    await owner.getByLabel('Account').selectOption(accountId);
    await owner.getByRole('button', { name: 'Look up' }).click();
    await owner.getByRole('heading', { name: 'Timeline' }).waitFor({ timeout: 15_000 });
    assert.equal(await owner.locator('img').count(), 0);
    assert.deepEqual(dialogs, [], 'no dialog opened');
  });

  test('a viewer sees no secret and no create button', async () => {
    const ctx = await newContext();
    const page = await ctx.newPage();
    await page.goto(`/console/accounts/${accountId}`);
    await heading(page, 'Sign in');
    await signIn(page, VIEWER);
    await heading(page, 'Account Console shop');
    await page.getByRole('tab', { name: 'Keys' }).waitFor();
    await page.locator('table').nth(0).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Create key' }).count(), 0);
    assert.equal(await page.getByRole('button', { name: /Revoke|Rotate/ }).count(), 0);
    assert.equal(await page.getByTestId('secret').count(), 0);
    const html = await page.content();
    for (const s of [live, sandbox]) assert.ok(!html.includes(s));
    const nav = page.getByRole('navigation', { name: 'Screens' });
    assert.equal(await nav.getByRole('link', { name: 'Operators' }).count(), 0);
    assert.equal(await nav.getByRole('link', { name: 'Audit' }).count(), 0);
    // The review queue: read, nothing to act with.
    await page.goto(`/console/reviews/${reviewIds[1]}`);
    await heading(page, `Review ${reviewIds[1]}`);
    await page.getByTestId('review-status').waitFor();
    assert.equal(await page.getByTestId('review-status').innerText(), 'open');
    assert.equal(await page.getByRole('button', { name: /Claim|Approve|Decline|Release/ }).count(), 0);
    assert.equal(await page.getByRole('form', { name: 'Decide' }).count(), 0);
    // Datasets: listed, no upload.
    await nav.getByRole('link', { name: 'Datasets' }).click();
    await heading(page, 'Datasets');
    await page.getByTestId('rows-phone-names').waitFor();
    assert.equal(await page.getByRole('form', { name: 'Upload a dataset file' }).count(), 0);
    await ctx.close();
  });

  /** A session on the admin API as a script holds one (cookie and CSRF token): another operator acting meanwhile. */
  async function adminSession(email: string): Promise<(method: string, path: string, body?: unknown) => Promise<{ status: number; body: any }>> {
    const res = await fetch(`${base}/admin/1.0/sessions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORD }) });
    const text = await res.text();
    assert.equal(res.status, 201, text);
    const { csrf_token } = JSON.parse(text) as { csrf_token: string };
    const cookie = String(res.headers.get('set-cookie')).split(';')[0];
    return async (method, path, body) => {
      const r = await fetch(`${base}/admin/1.0${path}`, {
        method,
        headers: { cookie, 'x-csrf-token': csrf_token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const t = await r.text();
      return { status: r.status, body: t ? JSON.parse(t) : null };
    };
  }

  /** A live hub call of the Review shop with this email, until its decision comes from the policy version wanted (each serve process reads a publish within 10 s). */
  let decisionCalls = 0;
  async function decisionBy(email: string, version: RegExp): Promise<{ outcome: string; rules: string[] }> {
    let last = '';
    for (let i = 0; i < 40; i++) {
      const res = await fetch(`${base}/1.0/hub`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': reviewLive },
        body: JSON.stringify({ customer_id: `console-rules-${++decisionCalls}`, claims: ['email', 'ip', 'score'], email, ip: '203.0.113.77' }),
      });
      const body = (await res.json()) as { decision?: { outcome: string; policy_version: string; rules: { id: string }[] } };
      assert.equal(res.status, 200, JSON.stringify(body));
      last = JSON.stringify(body.decision);
      if (body.decision && version.test(body.decision.policy_version)) return { outcome: body.decision.outcome, rules: body.decision.rules.map((r) => r.id) };
      await new Promise((r) => setTimeout(r, 500));
    }
    assert.fail(`no decision by ${version}: ${last}`);
  }

  test('lists and policies: an analyst blocks an email, drafts a rule on that list, publishes it, rolls back', async () => {
    const ctx = await newContext();
    const page = await ctx.newPage();
    await page.goto(`/console/lists?account=${reviewAccountId}`);
    await heading(page, 'Sign in');
    await signIn(page, ANALYST);
    await heading(page, 'Lists');
    await page.getByText('This account has no list yet.').waitFor({ timeout: 15_000 });
    await axe(page, 'lists (none yet)');
    // A block list: created, then listed with its kind and item count; the description (caller-like text) as text.
    const create = page.getByRole('form', { name: 'New list' });
    await create.getByLabel('Name').fill('blocked_emails');
    await create.getByLabel('Kind').selectOption('email');
    await create.getByLabel('Description').fill(`chargebacks ${HOSTILE}`);
    await create.getByRole('button', { name: 'Create list' }).click();
    await page.getByTestId('items-blocked_emails').waitFor({ timeout: 15_000 });
    assert.equal(await page.getByTestId('items-blocked_emails').innerText(), '0');
    await page.getByRole('cell', { name: `chargebacks ${HOSTILE}`, exact: true }).waitFor();
    await axe(page, 'lists');
    await page.emulateMedia({ colorScheme: 'dark' });
    await axe(page, 'lists, dark theme');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.getByRole('link', { name: 'blocked_emails', exact: true }).click();
    await heading(page, 'List blocked_emails');
    await page.getByText('The list has no item.').waitFor({ timeout: 15_000 });
    // Two items with an expiry and a comment, submitted from the keyboard (Enter in the form).
    const add = page.getByRole('form', { name: 'Add items' });
    await add.getByLabel('Values').fill('Blocked@Example.com\nother@example.com');
    await add.getByLabel('Expires (UTC)').fill('2030-01-01T00:00');
    await add.getByLabel('Comment').fill(`card testing ${HOSTILE}`);
    await add.getByLabel('Comment').press('Enter');
    const items = page.getByRole('region', { name: 'Items, in value order' }).locator('tbody tr');
    await until(async () => (await items.count()) === 2, 'two items listed');
    assert.deepEqual(await items.locator('td:first-child').allInnerTexts(), ['blocked@example.com', 'other@example.com'], 'normalized by kind, in value order');
    assert.equal(await items.first().locator('td:nth-child(2)').innerText(), '2030-01-01 00:00:00');
    assert.equal(await items.first().locator('td:nth-child(3)').innerText(), `card testing ${HOSTILE}`);
    assert.match(await items.first().locator('td:nth-child(4)').innerText(), /^operator:opr_/);
    await until(async () => (await page.getByTestId('list-items').innerText()) === '2', 'the count is 2');
    await axe(page, 'list items');
    await page.getByRole('button', { name: 'Remove other@example.com' }).click();
    await until(async () => (await items.count()) === 1, 'one item left');
    await until(async () => (await page.getByTestId('list-items').innerText()) === '1', 'the count is 1');
    await page.emulateMedia({ colorScheme: 'dark' });
    await axe(page, 'list items, dark theme');
    await page.emulateMedia({ colorScheme: 'light' });

    // The account's policies: hub has version 1 published (seeded); its rule as text.
    await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'Policies', exact: true }).click();
    await heading(page, 'Policies');
    await page.getByLabel('Account', { exact: true }).selectOption({ label: 'Review shop' });
    await until(async () => (await page.getByTestId('published-hub').count()) === 1, 'the hub policy listed');
    assert.equal(await page.getByTestId('published-hub').innerText(), 'version 1');
    await axe(page, 'policies');
    await page.emulateMedia({ colorScheme: 'dark' });
    await axe(page, 'policies, dark theme');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.getByRole('link', { name: 'Open the hub policy' }).click();
    await heading(page, 'Policy hub');
    await page.getByTestId('published-version').waitFor({ timeout: 15_000 });
    assert.deepEqual(await page.getByTestId('rule-condition').allInnerTexts(), ['score < 1001']);
    assert.equal(await page.getByRole('button', { name: /Roll back/ }).count(), 0, 'no earlier version to roll back to');
    await axe(page, 'policy');
    await page.getByRole('button', { name: 'New draft from version 1' }).click();
    const editor = page.getByLabel('Draft (JSON)');
    assert.deepEqual(JSON.parse(await editor.inputValue()), { rules: [{ id: 'band', name: 'Review band', when: 'score < 1001', actions: [{ type: 'decision', outcome: 'review' }] }] });
    // A condition that does not compile: the API's 400, its title, the rule's path and the request_id; nothing saved.
    await editor.fill(JSON.stringify({ rules: [{ id: 'blocked', name: 'Blocked', when: 'in_list("blocked_emails", input.email) &&', actions: [{ type: 'decision', outcome: 'decline' }] }] }));
    await page.getByRole('button', { name: 'Save as a new draft' }).click();
    const problem = page.getByRole('alert').filter({ hasText: '/rules/0/when' });
    await problem.waitFor({ timeout: 15_000 });
    assert.match(await problem.getByTestId('request-id').innerText(), /\S/);
    assert.notEqual(await problem.getByTestId('request-id').innerText(), 'none');
    await axe(page, 'policy draft refused');
    // The draft: a rule on the block list (its name an HTML payload, shown as text), then the review band.
    const draft = {
      rules: [
        { id: 'blocked', name: `Blocked email ${HOSTILE}`, when: 'in_list("blocked_emails", input.email)', actions: [{ type: 'decision', outcome: 'decline' }, { type: 'points', code: 'RX001', points: -300 }] },
        { id: 'band', name: 'Review band', when: 'score < 1001', actions: [{ type: 'decision', outcome: 'review' }] },
      ],
      codes: { RX001: 'On the account block list' },
    };
    await editor.fill(JSON.stringify(draft, null, 2));
    // From the keyboard: Tab to "Save as a new draft", Enter.
    await editor.press('Tab');
    await page.keyboard.press('Enter');
    await until(async () => (await page.getByTestId('shown-version').count()) === 1 && (await page.getByTestId('shown-version').innerText()) === 'version 2, draft', 'draft 2 shown');
    assert.deepEqual(await page.getByTestId('rule-name').allInnerTexts(), [`Blocked email ${HOSTILE} blocked`, 'Review band band']);
    assert.deepEqual(await page.getByTestId('rule-condition').allInnerTexts(), ['in_list("blocked_emails", input.email)', 'score < 1001']);
    assert.equal(await page.getByRole('table', { name: "The account's own reason codes" }).locator('tbody td').nth(1).innerText(), 'On the account block list');
    assert.equal(await page.locator('img').count(), 0);
    // Lost update: another operator saves a draft while the analyst edits; the analyst's save answers 412, said plainly.
    await page.getByRole('button', { name: 'New draft from version 2' }).click();
    const api = await adminSession(OWNER);
    const other = await api('POST', `/accounts/${reviewAccountId}/policies/hub/drafts`, { rules: draft.rules, expected_latest: 2 });
    assert.equal(other.status, 201, JSON.stringify(other.body));
    await page.getByRole('button', { name: 'Save as a new draft' }).click();
    await page.getByTestId('lost-update').waitFor({ timeout: 15_000 });
    assert.match(await page.getByTestId('lost-update').innerText(), /Someone changed this policy after you opened it/);
    assert.match(await page.locator('main').innerText(), /VERSION_MISMATCH/);
    await axe(page, 'policy, lost update');
    await page.getByRole('button', { name: 'Cancel' }).click();
    assert.equal(await page.getByTestId('lost-update').count(), 0);
    // Publish version 2: live calls with the blocked email are declined by the rule.
    await page.getByRole('button', { name: 'Publish version 2' }).click();
    await until(async () => (await page.getByTestId('published-version').innerText()) === 'version 2', 'version 2 published');
    assert.match(await page.getByTestId('policy-done').innerText(), /^Version 2 is published/);
    const declined = await decisionBy('blocked@example.com', /@2$/);
    assert.equal(declined.outcome, 'decline');
    assert.deepEqual(declined.rules, ['blocked', 'band']);
    await page.emulateMedia({ colorScheme: 'dark' });
    await axe(page, 'policy, dark theme');
    await page.emulateMedia({ colorScheme: 'light' });
    // Roll back: version 1 is published again, version 2 retired; live calls are decided by version 1 again.
    await page.getByRole('button', { name: 'Roll back to the version published before' }).click();
    await until(async () => (await page.getByTestId('published-version').innerText()) === 'version 1', 'version 1 published again');
    assert.match(await page.getByTestId('policy-done').innerText(), /^Rolled back: version 1/);
    assert.equal(await page.getByTestId('status-2').innerText(), 'retired');
    const again = await decisionBy('blocked@example.com', /@1$/);
    assert.deepEqual([again.outcome, again.rules], ['review', ['band']]);
    // An operation without a policy: its first draft creates it (nothing published yet: phone calls stay undecided).
    await page.goto(`/console/policies?account=${reviewAccountId}`);
    await heading(page, 'Policies');
    await page.getByRole('link', { name: 'Write a first phone draft' }).click();
    await heading(page, 'Policy phone');
    await page.getByText(/^The account has no phone policy/).waitFor({ timeout: 15_000 });
    await axe(page, 'policy (none yet)');
    await page.getByRole('button', { name: 'Write a first draft' }).click();
    assert.equal((JSON.parse(await editor.inputValue()) as { rules: unknown[] }).rules.length, 1, 'a template to start from');
    await page.getByRole('button', { name: 'Save as a new draft' }).click();
    await until(async () => (await page.getByTestId('shown-version').count()) === 1 && (await page.getByTestId('shown-version').innerText()) === 'version 1, draft', 'the first phone draft');
    assert.equal(await page.getByTestId('published-version').innerText(), 'none (calls are not decided)');
    // An analyst may not change the active model: nothing offered.
    await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'Models', exact: true }).click();
    await heading(page, 'Active models');
    await settled(page);
    assert.equal(await page.getByRole('form', { name: 'Make a model active' }).count(), 0);
    await ctx.close();
  });

  test('the label report: figures of a labelled set (computed here from the answers), empty without labels; active models', async () => {
    const api = await adminSession(OWNER);
    const account = await api('POST', '/accounts', { name: 'Report shop', credits: 10_000 });
    assert.equal(account.status, 201, JSON.stringify(account.body));
    const reportAccount = account.body.id as string;
    const key = await api('POST', `/accounts/${reportAccount}/keys`, { environment: 'live' });
    assert.equal(key.status, 201, JSON.stringify(key.body));
    const names = [['Jane', 'Doe'], ['John', 'Smith'], ['Asdf', 'Qwerty'], ['Maria', 'Garcia'], ['Test', 'Test'], ['Li', 'Wei'], ['Xxxx', 'Yyyy'], ['Robert', 'Brown'], ['Qwe', 'Rty'], ['Anna', 'Schmidt']];
    const calls: { id: string; score: number }[] = [];
    for (const [i, [first, last]] of names.entries()) {
      const res = await fetch(`${base}/1.0/name`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': key.body.secret }, body: JSON.stringify({ customer_id: `report-${i}`, claims: ['name'], first_name: first, last_name: last }) });
      const body = (await res.json()) as { resolution_id: string; name: { score: number } };
      assert.equal(res.status, 200, JSON.stringify(body));
      calls.push({ id: body.resolution_id, score: body.name.score });
    }
    // No label yet: the counts, and the empty state instead of score figures.
    await owner.goto(`/console/report?account=${reportAccount}&range=24h`);
    await heading(owner, 'Label report');
    await until(async () => (await owner.getByTestId('report-resolutions').count()) === 1, 'the report answered');
    assert.equal(await owner.getByTestId('report-resolutions').innerText(), '10');
    assert.equal(await owner.getByTestId('report-labelled').innerText(), '0');
    await owner.getByText(/^No labelled resolution in this range/).waitFor();
    assert.equal(await owner.getByTestId('cuts-chart').count(), 0);
    await axe(owner, 'label report (no labels)');
    // Labels at known tags (two calls left unlabelled: they count as not fraud).
    const tags = ['fraud', 'not_fraud', 'chargeback', 'not_fraud', 'suspected_fraud', 'not_fraud', 'fraud', 'not_fraud', null, null];
    const labels = calls.flatMap((c, i) => (tags[i] ? [{ resolution_id: c.id, tag: tags[i], notes: `note ${HOSTILE}` }] : []));
    const labelled = await fetch(`${base}/1.0/labels`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': key.body.secret }, body: JSON.stringify({ labels }) });
    assert.equal(labelled.status, 200, await labelled.text());
    // The figures, computed here from the scores the calls answered.
    const fraud = calls.filter((_, i) => tags[i] !== null && tags[i] !== 'not_fraud');
    const legit = calls.filter((_, i) => tags[i] === null || tags[i] === 'not_fraud');
    let wins = 0;
    for (const f of fraud) for (const l of legit) wins += f.score < l.score ? 1 : f.score === l.score ? 0.5 : 0;
    const auc = wins / (fraud.length * legit.length);
    const below500 = calls.filter((c) => c.score < 500);
    const fraudBelow500 = below500.filter((c) => fraud.includes(c)).length;
    const pct = (x: number | null) => (x === null ? '–' : `${(100 * x).toFixed(1)} %`);
    await owner.reload();
    await heading(owner, 'Label report');
    await until(async () => (await owner.getByTestId('report-labelled').count()) === 1 && (await owner.getByTestId('report-labelled').innerText()) === '8', 'eight labelled');
    assert.equal(await owner.getByTestId('report-frauds').innerText(), String(fraud.length));
    assert.equal(await owner.getByTestId('report-fraud-rate').innerText(), pct(fraud.length / 10));
    assert.equal(await owner.getByTestId('report-auc').innerText(), auc.toFixed(3));
    const cut500 = owner.getByRole('table', { name: 'Per score cut' }).locator('tbody tr').filter({ has: owner.locator('td:first-child', { hasText: /^500$/ }) });
    assert.deepEqual(await cut500.locator('td').allInnerTexts(), ['500', String(below500.length), String(fraudBelow500), pct(below500.length / 10), pct(below500.length ? fraudBelow500 / below500.length : null), pct(fraudBelow500 / fraud.length)]);
    const bands = await owner.getByRole('table', { name: 'Calibration per score band' }).locator('tbody tr td:nth-child(2)').allInnerTexts();
    assert.equal(bands.map(Number).reduce((s, x) => s + x, 0), 10);
    await owner.getByTestId('cuts-chart').locator('canvas').waitFor({ timeout: 15_000 });
    await owner.getByTestId('calibration-chart').locator('canvas').waitFor({ timeout: 15_000 });
    assert.ok((await owner.getByRole('region', { name: 'Support and lift per reason code' }).locator('tbody tr').count()) >= 1);
    await owner.getByText('No rule matched a resolution of the range.').waitFor();
    assert.equal(await owner.locator('img').count(), 0);
    await axe(owner, 'label report');
    await owner.emulateMedia({ colorScheme: 'dark' });
    await owner.reload();
    await owner.getByTestId('calibration-chart').locator('canvas').waitFor({ timeout: 15_000 });
    await axe(owner, 'label report, dark theme');
    await owner.emulateMedia({ colorScheme: 'light' });

    // Active models: none, then the hub's igaming model for onboarding (an owner may).
    await owner.goto(`/console/models?account=${reportAccount}`);
    await heading(owner, 'Active models');
    await owner.getByText(/^No model activated/).waitFor({ timeout: 15_000 });
    await axe(owner, 'active models');
    const form = owner.getByRole('form', { name: 'Make a model active' });
    await form.getByLabel('Product').selectOption('onboarding');
    await form.getByLabel('Model id').fill('igaming');
    await form.getByRole('button', { name: 'Activate' }).click();
    const row = owner.getByRole('table', { name: 'Active model per product' }).locator('tbody tr');
    await until(async () => (await row.count()) === 1, 'the active model listed');
    assert.deepEqual((await row.locator('td').allInnerTexts()).slice(0, 2), ['onboarding', 'igaming']);
    await owner.emulateMedia({ colorScheme: 'dark' });
    await axe(owner, 'active models, dark theme');
    await owner.emulateMedia({ colorScheme: 'light' });
  });

  test('a viewer sees the lists and policies but no write button', async () => {
    const ctx = await newContext();
    const page = await ctx.newPage();
    // 60 more items (another operator, over the admin API): the list pages on the server, 50 at a time.
    const api = await adminSession(OWNER);
    const more = await api('POST', `/accounts/${reviewAccountId}/lists/blocked_emails/items`, { items: Array.from({ length: 60 }, (_, i) => ({ value: `bulk-${String(i).padStart(2, '0')}@example.com` })) });
    assert.equal(more.status, 200, JSON.stringify(more.body));
    await page.goto(`/console/lists/${reviewAccountId}/blocked_emails`);
    await heading(page, 'Sign in');
    await signIn(page, VIEWER);
    await heading(page, 'List blocked_emails');
    await page.getByRole('region', { name: 'Items, in value order' }).waitFor({ timeout: 15_000 });
    const items = page.getByRole('region', { name: 'Items, in value order' }).locator('tbody tr');
    assert.equal(await page.getByTestId('list-items').innerText(), '61');
    assert.equal(await items.count(), 50);
    assert.equal(await items.first().locator('td').first().innerText(), 'blocked@example.com');
    await page.getByRole('button', { name: 'Next page' }).click();
    await until(async () => (await items.first().locator('td').first().innerText()) === 'bulk-49@example.com', 'the second page');
    assert.equal(await items.count(), 11);
    assert.ok(await page.getByRole('button', { name: 'Next page' }).isDisabled(), 'the last page');
    assert.equal(await page.getByRole('button', { name: /Remove|Add|Delete/ }).count(), 0);
    assert.equal(await page.getByRole('form', { name: 'Add items' }).count(), 0);
    await page.goto(`/console/lists?account=${reviewAccountId}`);
    await heading(page, 'Lists');
    await page.getByTestId('items-blocked_emails').waitFor({ timeout: 15_000 });
    assert.equal(await page.getByRole('form', { name: 'New list' }).count(), 0);
    await page.goto(`/console/policies?account=${reviewAccountId}`);
    await heading(page, 'Policies');
    await page.getByTestId('published-hub').waitFor({ timeout: 15_000 });
    assert.equal(await page.getByRole('link', { name: /Write a first/ }).count(), 0);
    await page.goto(`/console/policies/${reviewAccountId}/hub?version=2`);
    await heading(page, 'Policy hub');
    await page.getByTestId('shown-version').waitFor({ timeout: 15_000 });
    assert.equal(await page.getByRole('button', { name: /Publish|Roll back|New draft/ }).count(), 0);
    await axe(page, 'policy (viewer)');
    await page.goto(`/console/models?account=${reviewAccountId}`);
    await heading(page, 'Active models');
    await settled(page);
    assert.equal(await page.getByRole('form', { name: 'Make a model active' }).count(), 0);
    await ctx.close();
  });

  test('an ended session returns to sign-in, then to the page; sign-out ends it', async () => {
    await owner.goto('/console/jobs');
    await heading(owner, 'Jobs');
    // The session ends on the server: the owner signs out everywhere from another client (curl-like), which ends
    // the browser's session too, as an idle timeout or a revocation would.
    const signIn2 = await fetch(`${base}/admin/1.0/sessions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: OWNER, password: PASSWORD }) });
    assert.equal(signIn2.status, 201);
    const { csrf_token } = (await signIn2.json()) as { csrf_token: string };
    const cookie = String(signIn2.headers.get('set-cookie')).split(';')[0];
    const revoked = await fetch(`${base}/admin/1.0/sessions/revoke-all`, { method: 'POST', headers: { cookie, 'x-csrf-token': csrf_token, 'content-type': 'application/json' }, body: '{}' });
    assert.equal(revoked.status, 200, await revoked.text());
    // The worker that answered the revocation drops the session at once; every other serve worker within one
    // IDRISK_CACHE_POLL_MS (250 ms by default, src/accounts/auth-cache.ts). The browser's next call may reach any of
    // them, so it is made once that documented bound has passed (a click straight away failed a fresh-clone CI run).
    await new Promise((r) => setTimeout(r, 2 * 250 + 250));
    await owner.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'Audit' }).click();
    await heading(owner, 'Sign in');
    assert.match(await owner.getByRole('status').first().innerText(), /session ended/);
    assert.equal(new URL(owner.url()).searchParams.get('next'), '/audit');
    await signIn(owner, OWNER);
    await heading(owner, 'Audit trail');
    await owner.getByRole('button', { name: 'Sign out' }).click();
    await heading(owner, 'Sign in');
    await owner.goto('/console/');
    await heading(owner, 'Sign in');
  });

  test('no Content-Security-Policy violation and no page error on any screen', () => {
    assert.deepEqual(cspViolations, []);
    assert.deepEqual(pageErrors, []);
    assert.deepEqual(dialogs, []);
  });
});
