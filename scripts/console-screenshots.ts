/**
 * Screenshots of every console screen for docs/console.md, from a seeded database: a fresh SQLite file seeded through
 * the service layer (an owner, an account, keys, a published policy and a draft, a block list) and real calls (name,
 * hub and sandbox calls) with labels, `idrisk serve` from the
 * compiled tree (run `npm run build` first), Debian's Chromium driven by playwright-core.
 *
 *   node --import tsx scripts/console-screenshots.ts [--out docs/console]
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { loadConfig } from '../src/config/index.js';
import { compose } from '../src/composition.js';
import { cliActorOf } from '../src/admin/actor.js';

const { values } = parseArgs({ options: { out: { type: 'string', default: 'docs/console' } } });
const OUT = values.out!;
const PASSWORD = 'Console-Screens-Password-42';
const EMAIL = 'owner@console.example';

const dir = mkdtempSync(join(tmpdir(), 'idrisk-screens-'));
const env = { DATABASE_URL: `sqlite:${join(dir, 'idrisk.db')}`, IDRISK_DATA_DIR: dir, IDRISK_SECRET: 'screens-secret-0123456789abcdef', IDRISK_NETWORK: 'off', IDRISK_STORE_RESPONSES: 'on', LOG_LEVEL: 'silent' };
const services = await compose(loadConfig(env), { products: false });
const cli = cliActorOf('cli:screens');
await services.admin.operators.create(cli, { email: EMAIL, role: 'owner', accounts: null, password: PASSWORD });
const account = await services.accounts.create({ name: 'Example shop', credits: 50_000 });
await services.accounts.create({ name: 'Second shop', credits: 1_200 });
// A published hub policy that sends scored calls to review (the review queue's screens).
await services.decisions.policies.saveDraft(account.id, 'hub', { rules: [{ id: 'band', name: 'Review band', when: 'score < 1001', actions: [{ type: 'decision', outcome: 'review' }] }] }, 'screens');
await services.decisions.policies.publish(account.id, 'hub');
// A block list with a few items, and a draft (version 2) with a rule on it (the lists' and policies' screens).
await services.decisions.lists.create(account.id, { name: 'blocked_emails', kind: 'email', description: 'Chargebacks and card testing' });
await services.decisions.lists.add(account.id, 'blocked_emails', [
  { value: 'carder@example.net', comment: 'chargeback CB-2291' },
  { value: 'fraud.ring@example.org', comment: 'card testing, 14 cards', expires_at: '2027-06-01T00:00:00Z' },
  { value: 'mule@example.com', comment: 'reported by the bank' },
], 'cli:screens');
await services.decisions.lists.create(account.id, { name: 'trusted_domains', kind: 'email_domain', description: 'Partner companies' });
await services.decisions.policies.saveDraft(account.id, 'hub', {
  codes: { RX001: 'On the account block list' },
  rules: [
    { id: 'blocked', name: 'Blocked email', when: 'in_list("blocked_emails", input.email)', actions: [{ type: 'decision', outcome: 'decline' }, { type: 'points', code: 'RX001', points: -300 }] },
    { id: 'ip_velocity', name: 'Many emails on one IP', when: 'velocity("email", "ip", "1h") >= 3', actions: [{ type: 'decision', outcome: 'review' }, { type: 'tag', tag: 'velocity' }] },
    { id: 'band', name: 'Review band', when: 'score < 1001', actions: [{ type: 'decision', outcome: 'review' }] },
  ],
}, 'screens');
const live = (await services.keys.create(account.id, 'live')).secret;
const sandbox = (await services.keys.create(account.id, 'sandbox')).secret;
await services.close();

const child = spawn(process.execPath, ['bin/idrisk', 'serve', '--host', '127.0.0.1', '--port', '0', '--json'], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
const url = await new Promise<string>((resolve, reject) => {
  let buf = '';
  child.stderr!.on('data', (c: Buffer) => {
    buf += c.toString();
    const line = buf.split('\n').find((l) => l.startsWith('{') && l.includes('"url"'));
    if (line) resolve((JSON.parse(line) as { url: string }).url);
  });
  child.once('exit', (code) => reject(new Error(`serve exited ${code}: ${buf}`)));
});

try {
  const names = [['Jane', 'Doe'], ['John', 'Smith'], ['Asdf', 'Qwerty'], ['Maria', 'Garcia'], ['Test', 'Test'], ['Li', 'Wei']];
  for (const [i, [first, last]] of names.entries()) {
    await fetch(`${url}/1.0/name`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': live }, body: JSON.stringify({ customer_id: `order-${1000 + i}`, claims: ['name'], first_name: first, last_name: last }) });
  }
  await fetch(`${url}/1.0/hub`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': live }, body: JSON.stringify({ customer_id: 'order-2000', claims: ['phone', 'email', 'name'], phone_number: '+447700900123', email: 'jane.doe@example.com', first_name: 'Jane', last_name: 'Doe' }) });
  await fetch(`${url}/1.0/hub`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': live }, body: JSON.stringify({ customer_id: 'order-2001', claims: ['phone', 'email', 'name'], phone_number: '+447700900124', email: 'jane.doe@example.com', first_name: 'Jane', last_name: 'Doe' }) });
  for (const i of [0, 1, 2]) {
    await fetch(`${url}/1.0/hub`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': live }, body: JSON.stringify({ customer_id: `order-${3000 + i}`, claims: ['email', 'ip', 'score'], email: `buyer${i}@example.com`, ip: `203.0.113.${40 + i}` }) });
  }
  await fetch(`${url}/1.0/phone`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': sandbox }, body: JSON.stringify({ customer_id: 'sandbox-1', claims: ['phone'], phone_number: '+14155552671' }) });
  // Labels (by customer_id) for the label report: three frauds among the calls above, the rest not fraud.
  const tags: [string, string][] = [['order-1002', 'fraud'], ['order-1004', 'chargeback'], ['order-3001', 'fraud'], ['order-1000', 'not_fraud'], ['order-1001', 'not_fraud'], ['order-1003', 'not_fraud'], ['order-1005', 'not_fraud'], ['order-2000', 'not_fraud'], ['order-3000', 'not_fraud']];
  const labelled = await fetch(`${url}/1.0/labels`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': live }, body: JSON.stringify({ labels: tags.map(([customer_id, tag]) => ({ customer_id, tag })) }) });
  if (!labelled.ok) throw new Error(`labels: ${labelled.status} ${await labelled.text()}`);

  const browser = await chromium.launch({ executablePath: process.env.IDRISK_TEST_CHROMIUM ?? '/usr/bin/chromium', headless: true, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  const page = await browser.newPage({ baseURL: url, viewport: { width: 1280, height: 860 }, colorScheme: 'light' });
  mkdirSync(OUT, { recursive: true });
  const shot = async (name: string) => {
    // Locator waits only: the page's CSP forbids the eval a string predicate would need.
    await page.locator('[role="status"][aria-live]').first().waitFor({ state: 'detached', timeout: 20_000 });
    await page.screenshot({ path: join(OUT, `${name}.png`), fullPage: false });
    process.stdout.write(`${join(OUT, `${name}.png`)}\n`);
  };
  await page.goto('/console/sign-in');
  await shot('sign-in');
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
  await page.getByTestId('usage-chart').waitFor();
  await shot('overview');
  await page.getByRole('heading', { level: 2, name: 'Score clusters' }).evaluate((el) => el.scrollIntoView());
  await shot('overview-parts');
  await page.goto('/console/resolutions');
  await page.getByRole('heading', { level: 1, name: 'Resolutions' }).waitFor();
  await page.locator('tbody tr').first().waitFor();
  await shot('resolutions');
  await page.getByLabel('customer_id').fill('order-1002');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('cell', { name: 'order-1002', exact: true }).waitFor();
  await page.locator('tbody a').first().click();
  await page.locator('table.waterfall').first().waitFor();
  await shot('resolution');
  await page.getByRole('heading', { level: 2, name: 'Copy as curl' }).evaluate((el) => el.scrollIntoView());
  await shot('resolution-curl');
  await page.goto('/console/identities');
  await page.getByLabel('Kind').selectOption('email');
  await page.getByLabel('Value').fill('jane.doe@example.com');
  await page.getByLabel('Account').selectOption(account.id);
  await page.getByRole('button', { name: 'Look up' }).click();
  await page.getByRole('heading', { name: 'Timeline' }).waitFor();
  await page.getByTestId('identity-graph').locator('canvas').first().waitFor();
  await shot('identities');
  await page.getByRole('link', { name: /^Open the linked phone / }).first().click();
  await page.getByTestId('identity-kind').waitFor();
  await page.getByTestId('identity-graph').locator('canvas').first().waitFor();
  await shot('identity-node');
  await page.goto(`/console/accounts/${account.id}`);
  await page.getByRole('button', { name: 'Create key' }).click();
  await page.getByTestId('secret').waitFor();
  await shot('account-keys');
  await page.goto('/console/playground');
  await page.getByLabel('Sandbox key (idr_test_…)').fill(sandbox);
  await page.getByRole('button', { name: 'Send with the sandbox key' }).click();
  await page.getByLabel('The answer', { exact: true }).waitFor();
  await page.locator('table.waterfall').first().waitFor();
  await page.getByRole('region', { name: 'Answer' }).evaluate((el) => el.scrollIntoView());
  await shot('playground');
  await page.goto('/console/reviews');
  await page.getByRole('heading', { level: 1, name: 'Review queue' }).waitFor();
  await page.locator('tbody tr').first().waitFor();
  await shot('reviews');
  await page.locator('tbody a').first().click();
  await page.getByRole('button', { name: 'Claim' }).click();
  await page.getByRole('button', { name: 'Release' }).waitFor();
  await page.getByLabel('Note').fill('Known customer, address matches the order history');
  await shot('review');
  await page.goto(`/console/lists?account=${account.id}`);
  await page.getByTestId('items-blocked_emails').waitFor();
  await shot('lists');
  await page.getByRole('link', { name: 'blocked_emails', exact: true }).click();
  await page.getByRole('region', { name: 'Items, in value order' }).waitFor();
  await shot('list');
  await page.goto(`/console/policies?account=${account.id}`);
  await page.getByTestId('published-hub').waitFor();
  await shot('policies');
  await page.goto(`/console/policies/${account.id}/hub?version=2`);
  await page.getByTestId('shown-version').waitFor();
  await shot('policy');
  await page.getByRole('button', { name: 'New draft from version 2' }).click();
  await page.getByRole('group', { name: 'Policy actions' }).evaluate((el) => el.scrollIntoView());
  await shot('policy-editor');
  await page.goto(`/console/report?account=${account.id}&range=24h`);
  await page.getByTestId('cuts-chart').locator('canvas').waitFor();
  await shot('report');
  await page.getByRole('heading', { level: 2, name: 'Calibration' }).evaluate((el) => el.scrollIntoView());
  await page.getByTestId('calibration-chart').locator('canvas').waitFor();
  await shot('report-calibration');
  await page.getByRole('heading', { level: 2, name: 'Reason codes' }).evaluate((el) => el.scrollIntoView());
  await shot('report-tables');
  await page.goto('/console/datasets');
  await page.getByRole('heading', { level: 1, name: 'Datasets' }).waitFor();
  await page.getByLabel('Dataset', { exact: true }).selectOption('phone-names');
  await page.getByLabel('File (JSONL or CSV)').setInputFiles({ name: 'names.csv', mimeType: 'text/csv', buffer: Buffer.from('phone,first_name,last_name,city\n+447700900101,Ada,Lovelace,London\n+447700900102,Alan,Turing,Manchester\nnot-a-phone,Grace,Hopper,\n') });
  await page.getByRole('checkbox', { name: /Strict/ }).uncheck();
  await page.getByRole('button', { name: 'Upload and import' }).click();
  await page.getByRole('table', { name: 'Bad rows' }).waitFor({ timeout: 20_000 });
  await shot('datasets');
  for (const [path, name] of [['/console/accounts', 'accounts'], ['/console/webhooks', 'webhooks'], ['/console/jobs', 'jobs'], ['/console/audit', 'audit'], ['/console/operators', 'operators'], ['/console/me', 'me'], [`/console/models?account=${account.id}`, 'models']] as const) {
    await page.goto(path);
    await page.locator('h1').waitFor();
    await shot(name);
  }
  await browser.close();
} finally {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  rmSync(dir, { recursive: true, force: true });
}
