/**
 * How many payload fields each product fills live without any imported dataset: the live engines, built as the
 * composition root builds them (default options, config from the environment), against the local sites of the
 * domain tests (DNS, RDAP, HTTPS with a test CA trusted through NODE_EXTRA_CA_CERTS) on a fixed set of inputs; a
 * field counts when any input gives it a non-null value. Nothing is imported, so dataset fields stay null.
 *
 *   node --import tsx bench/live-fields.ts [SOURCE_ROOT]
 *
 * SOURCE_ROOT (default: this checkout) is the tree whose src/ is measured, so an older commit can be measured with
 * the same sites and inputs (`git archive <commit> | tar -x -C /tmp/base` and link node_modules into it).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const INPUTS = {
  phone: [{ phone_number: '+447400123456' }, { phone_number: '+14155552671' }],
  email: [{ email: 'hello@normal.test' }, { email: 'jane.doe@gmail.com' }],
  ip: [{ ip: '8.8.8.8' }, { ip: '81.2.69.142' }],
  domain: [{ value: 'normal.test' }],
  name: [{ first_name: 'Jane', last_name: 'Doe' }],
  device: [{ user_agent: 'Mozilla/5.0 (Linux; Android 15; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/137.0.7151.89 Mobile Safari/537.36' }],
} as const;

const GOOGLE_TEST = `<html><head><title>Googol Cloud - cloud platform and software for developers</title>
<script type="application/ld+json">{"@type":"Corporation","legalName":"Googol Cloud Inc.","naics":"518210",
"address":{"@type":"PostalAddress","addressCountry":"US"},"foundingDate":"1998",
"sameAs":["https://twitter.com/googolcloud","https://www.linkedin.com/company/googol"]}</script></head>
<body><p>Build, deploy and scale applications on our platform.</p></body></html>`;

async function parent(): Promise<void> {
  const root = resolve(process.argv[2] ?? '.');
  const { startDomainSites } = await import('../test/helpers/domain-sites.js');
  const sites = await startDomainSites(new Date(), {
    pages: { 'google.test': { '/': GOOGLE_TEST } },
    records: { '8.8.8.8.in-addr.arpa': { PTR: ['dns.google.test'] } },
    subnet: 2,
  });
  const dir = mkdtempSync(join(tmpdir(), 'idrisk-live-fields-'));
  try {
    const out = await new Promise<string>((ok, fail) => {
      const child = spawn(process.execPath, ['--import', 'tsx', import.meta.filename ?? new URL(import.meta.url).pathname, '--child', root], {
        cwd: root,
        env: { ...process.env, ...sites.env, NODE_EXTRA_CA_CERTS: sites.ca.caFile, DATABASE_URL: `sqlite://${join(dir, 'db.sqlite')}`, IDRISK_DATA_DIR: dir, IDRISK_SMTP: 'off' },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let s = '';
      child.stdout.on('data', (d) => (s += d));
      child.once('error', fail);
      child.once('exit', (code) => (code === 0 ? ok(s) : fail(new Error(`child exit ${code}`))));
    });
    process.stdout.write(out);
  } finally {
    await sites.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function child(root: string): Promise<void> {
  const src = (p: string) => import(pathToFileURL(join(root, 'src', p)).href);
  const { loadConfig } = await src('config/index.ts');
  const config = loadConfig(process.env);
  const { compose } = await src('composition.ts');
  const services = await compose(config);
  const engines = services.engines;
  const { Deadline } = await src('enrich/deadline.ts');
  const rows: string[] = [];
  for (const [product, inputs] of Object.entries(INPUTS)) {
    const engine = engines[product];
    if (!engine) continue;
    const filled = new Set<string>();
    let total = 0;
    for (const input of inputs) {
      const out = await engine.analyze(input, { deadline: new Deadline(8000), now: new Date(), accountId: 'acct_measure', given: {} });
      const payload = out.payload as Record<string, unknown>;
      total = Object.keys(payload).length;
      for (const [k, v] of Object.entries(payload)) if (v !== null && v !== undefined) filled.add(k);
    }
    rows.push(`${product}\t${filled.size}\t${total}\t${[...filled].sort().join(',')}`);
  }
  process.stdout.write(`product\tfilled\tfields\tnames\n${rows.join('\n')}\n`);
  await services.close?.();
  process.exit(0);
}

if (process.argv[2] === '--child') await child(process.argv[3]!);
else await parent();
