/**
 * Benchmark of the domain product against the local sites of test/helpers/domain-sites.ts (HTTPS with a test CA, DNS,
 * RDAP) in this process:
 * 1. the synchronous POST /1.0/domain for a normal company site: the idrisk server in a child process trusting the CA
 *    through NODE_EXTRA_CA_CERTS, autocannon in this process. Every request carries a fresh customer_id (a stored,
 *    billed resolution) and runs the whole engine: DNS, RDAP (cached after the first call, as in production), the
 *    home page over HTTPS, the privacy and terms pages;
 * 2. the worker: `--jobs` domain-intelligence submissions are queued through that server (which runs no job runner),
 *    then one `idrisk worker --concurrency C` process (src/cli/main.ts, the command operators run) is started on the
 *    same database and the domains per minute it completes are measured from its own log lines (one `job attempt` line
 *    per finished job), from its start to its last job.
 * Usage: npm run bench:domain [-- --duration 10 --connections 10 --jobs 160 --worker-concurrency 8].
 * Writes its section of bench/RESULTS.md (between the domain markers).
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startBenchChild, writeSection } from './child.js';
import { startDomainSites } from '../test/helpers/domain-sites.js';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    out: { type: 'string', default: 'bench/RESULTS.md' },
    jobs: { type: 'string', default: '160' },
    'worker-concurrency': { type: 'string', default: '8' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const jobCount = Number(values.jobs);
const workerConcurrency = Number(values['worker-concurrency']);
const load = () => loadavg().map((x) => x.toFixed(1)).join(', ');
const loadAtStart = load();

const sites = await startDomainSites();
const { child, ready } = await startBenchChild<{ port: number; key: string; database: string; dataDir: string }>('bench/domain-server.ts', { ...process.env, ...sites.env, NODE_EXTRA_CA_CERTS: sites.ca.caFile });

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
const loadAfterSync = load();

// 2. The worker. The local sites that answer (the slow site is left out: each of its jobs would wait out the engine's
// budget, which measures a timeout, not throughput).
const MIX = ['normal.test', 'parked.test', 'hosting.test', 'redirect.test', 'upgrade.test', 'expired.test', 'empty.test', 'huge.test'];
const diUrl = `http://127.0.0.1:${ready.port}/1.0/domain-intelligence/`;
for (let i = 0; i < jobCount; i += 20) {
  await Promise.all(
    Array.from({ length: Math.min(20, jobCount - i) }, async (_, k) => {
      const n = i + k;
      const res = await fetch(diUrl, { method: 'POST', headers, body: JSON.stringify({ customer_id: `bench-di-${process.pid}-${n}`, claims: ['domain'], domain: { value: MIX[n % MIX.length] } }) });
      if (res.status !== 200) throw new Error(`submission ${n}: ${res.status} ${await res.text()}`);
    }),
  );
}
const workerStarted = performance.now();
const worker = spawn(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', 'worker', '--concurrency', String(workerConcurrency)], {
  env: { ...process.env, ...sites.env, NODE_EXTRA_CA_CERTS: sites.ca.caFile, DATABASE_URL: ready.database, IDRISK_DATA_DIR: ready.dataDir, LOG_LEVEL: 'info', IDRISK_NETWORK: 'on', IDRISK_JOBS_POLL_MS: '200' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const jobMs: number[] = [];
const outcomes: Record<string, number> = {};
let firstClaimAt = 0;
const lastAt = await new Promise<number>((resolve, reject) => {
  worker.once('exit', (code) => reject(new Error(`worker exited ${code} after ${jobMs.length} jobs`)));
  createInterface({ input: worker.stdout! }).on('line', (line) => {
    let l: { msg?: string; name?: string; outcome?: string; ms?: number };
    try {
      l = JSON.parse(line);
    } catch {
      return;
    }
    if (l.msg !== 'job attempt' || l.name !== 'domain-intelligence.run') return;
    const now = performance.now();
    if (!firstClaimAt) firstClaimAt = now - (l.ms ?? 0);
    outcomes[l.outcome ?? '?'] = (outcomes[l.outcome ?? '?'] ?? 0) + 1;
    jobMs.push(l.ms ?? 0);
    if (jobMs.length === jobCount) resolve(now);
  });
});
worker.removeAllListeners('exit');
const loadAfterWorker = load();
const sample = (await (await fetch(`${diUrl}?customer_id=bench-di-${process.pid}-0`, { headers })).json()) as Record<string, unknown>;
if (sample.status !== 'completed' || (sample.domain as Record<string, unknown>)?.website_exists_taxonomy !== 'TAXONOMY_WEBSITE_EXISTS') {
  throw new Error(`unexpected worker result: ${JSON.stringify(sample).slice(0, 300)}`);
}
worker.kill('SIGTERM');
child.kill('SIGTERM');
await sites.close();
const sorted = [...jobMs].sort((a, b) => a - b);
const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const fromStart = lastAt - workerStarted;
const fromFirstJob = lastAt - firstClaimAt;
const perMinute = (ms: number) => Math.round((jobCount * 60_000) / ms);
const workerRow = `| idrisk worker --concurrency ${workerConcurrency}, ${jobCount} queued submissions over ${MIX.length} local sites | ${perMinute(fromFirstJob)} | ${perMinute(fromStart)} | ${Math.round(pct(50))} | ${Math.round(pct(99))} | ${Object.entries(outcomes).map(([k, v]) => `${k} ${v}`).join(', ')} |`;

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

**Worker throughput**: ${jobCount} \`POST /1.0/domain-intelligence/\` submissions are queued through the same server (it
runs no job runner), round-robin over ${MIX.join(', ')} (the slow site is left out: its jobs would measure the
engine's timeout). Then one \`idrisk worker --concurrency ${workerConcurrency}\` process (the CLI command, in its own process
with NODE_EXTRA_CA_CERTS) runs them on the same SQLite database: each job runs the whole engine without the request
deadline and commits the completed resolution. Domains per minute from the worker's first claim to its last finished
job, and from the process start (its boot included); job durations from its \`job attempt\` log lines. RDAP answers
are cached after the first job of each domain, as in production.

| Worker | domains/min (first job to last) | domains/min (process start to last) | job p50 ms | job p99 ms | outcomes |
|---|---:|---:|---:|---:|---|
${workerRow}

Load average (1, 5, 15 min): ${loadAtStart} at the start, ${loadAfterSync} after the synchronous run, ${loadAfterWorker} after the worker run. Run ${new Date().toISOString().slice(0, 10)}.
<!-- domain:end -->`;
writeSection(values.out!, 'domain', section);
process.stdout.write(`${row}\n${workerRow}\nload: ${loadAtStart} / ${loadAfterSync} / ${loadAfterWorker}\nwrote ${values.out}\n`);
process.exit(0);
