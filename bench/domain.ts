/**
 * Benchmark of the synchronous POST /1.0/domain for a normal company site: the local sites of
 * test/helpers/domain-sites.ts (HTTPS with a test CA, DNS, RDAP) in this process, the idrisk server in a child
 * process trusting the CA through NODE_EXTRA_CA_CERTS, autocannon in this process. Every request carries a fresh
 * customer_id (a stored, billed resolution) and runs the whole engine: DNS, RDAP (cached after the first call, as in
 * production), the home page over HTTPS, the privacy and terms pages.
 * Usage: npm run bench:domain [-- --duration 10 --connections 10]. Writes its section of bench/RESULTS.md.
 */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startDomainSites } from '../test/helpers/domain-sites.js';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    out: { type: 'string', default: 'bench/RESULTS.md' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);

const sites = await startDomainSites();
const child = spawn(process.execPath, ['--import', 'tsx', 'bench/domain-server.ts'], {
  env: { ...process.env, ...sites.env, NODE_EXTRA_CA_CERTS: sites.ca.caFile },
  stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
});
const ready = await new Promise<{ port: number; key: string }>((resolve, reject) => {
  let buf = '';
  child.stdout!.on('data', (d: Buffer) => {
    buf += d.toString();
    const line = buf.split('\n')[0];
    if (buf.includes('\n') && line) resolve(JSON.parse(line));
  });
  child.once('exit', (code) => reject(new Error(`bench server exited ${code}`)));
});

let n = 0;
const body = () => JSON.stringify({ customer_id: `bench-domain-${process.pid}-${n++}`, claims: ['domain'], domain: { value: 'normal.test' }, timeout: 5 });
const url = `http://127.0.0.1:${ready.port}/1.0/domain`;
const headers = { 'content-type': 'application/json', 'x-api-key': ready.key };

// One checked call first: the answer must be the full live payload.
const first = await fetch(url, { method: 'POST', headers, body: body() });
const firstJson = (await first.json()) as Record<string, unknown>;
const payload = (firstJson.domain ?? firstJson) as Record<string, unknown>;
if (first.status !== 200 || payload.website_exists_taxonomy !== 'TAXONOMY_WEBSITE_EXISTS' || payload.ssl_is_valid !== true) {
  throw new Error(`unexpected first answer ${first.status}: ${JSON.stringify(firstJson).slice(0, 500)}`);
}

const run = (seconds: number) =>
  autocannon({
    url, method: 'POST', headers, connections, duration: seconds,
    requests: [{ setupRequest: (req) => ({ ...req, body: body() }) }],
  });
await run(2); // warm-up, not recorded
const r = await run(duration);
child.kill('SIGTERM');
await sites.close();

const row = `| live POST /1.0/domain, normal company site over HTTPS (DNS, RDAP cached, home page, privacy and terms pages) | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${r.non2xx} | ${r.errors + r.timeouts} |`;
const section = `<!-- domain:start -->
## Domain (npm run bench:domain)

The synchronous \`POST /1.0/domain\` for a normal company site: local HTTPS/HTTP sites on 127.77.0.x with a test CA
(trusted by the server through NODE_EXTRA_CA_CERTS), a local DNS server and a local RDAP server, all in the load
generator's process; the idrisk server (SQLite, network lookups on) in a child process. Each request is a fresh
customer_id and runs the whole engine: 6 DNS queries + MX host, RDAP (cached 24 h after the first call), the home
page over HTTPS and over HTTP in parallel, then the privacy and terms pages: 4 HTTP fetches per call.
${connections} connections, 2 s warm-up, ${duration} s measured; ${cpus().length} cores shared by the sites, the server and autocannon.

| Endpoint | req/s | p50 ms | p99 ms | non-2xx | errors |
|---|---:|---:|---:|---:|---:|
${row}

Load average at the end: ${loadavg().map((x) => x.toFixed(1)).join(', ')}. Run ${new Date().toISOString().slice(0, 10)}.
<!-- domain:end -->`;
let md = '';
try {
  md = readFileSync(values.out!, 'utf8');
} catch {
  md = '';
}
md = /<!-- domain:start -->[\s\S]*<!-- domain:end -->/.test(md)
  ? md.replace(/<!-- domain:start -->[\s\S]*<!-- domain:end -->/, section)
  : `${md.trimEnd()}\n\n${section}\n`;
writeFileSync(values.out!, md);
process.stdout.write(`${row}\nwrote ${values.out}\n`);
process.exit(0);
