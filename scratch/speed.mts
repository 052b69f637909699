import { testApp } from '../test/helpers/app.js';
import { createRunner } from '../src/jobs/index.js';
const N = Number(process.argv[2] ?? 2000);
const t = await testApp('sqlite', {});
const runner = createRunner(t.services, { pollMs: 50 });
runner.start();
const a = await t.account({ credits: 10_000_000, rateLimit: 1_000_000 });
const lines = ['email']; for (let i = 0; i < N; i++) lines.push(`s${i}@example.com`);
const t0 = performance.now();
const res = await t.app.inject({ method: 'POST', url: '/1.0/bulk?claims=email', headers: { 'x-api-key': a.live, 'content-type': 'text/csv' }, payload: lines.join('\n') });
const id = res.json().id;
for (;;) { const j = await t.services.bulk.get(a.account.id, id); if (j.status === 'completed') { console.log(N, 'rows', Math.round(performance.now() - t0), 'ms', JSON.stringify({done: j.rows_done})); break; } await new Promise(r => setTimeout(r, 200)); }
await runner.stop(); await t.close();
