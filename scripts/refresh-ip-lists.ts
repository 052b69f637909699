/**
 * Download the public IP-list sources and write an `ip-lists` import file (run by operators, online):
 *   node --import tsx scripts/refresh-ip-lists.ts --out ip-lists.csv [--azure-url URL] [--base URL]
 *   idrisk import ip-lists ip-lists.csv
 * Sources: Tor bulk exit list, AWS / Google Cloud / Oracle / Cloudflare published ranges (and Azure Service Tags
 * when --azure-url gives this week's file), iCloud Private Relay egress ranges. Exit code 1 when a source failed.
 */
import { writeFileSync } from 'node:fs';
import { collect, defaultSources, toCsv } from './refresh-ip-lists-lib.js';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const out = arg('--out') ?? 'ip-lists.csv';
const sources = defaultSources({ base: arg('--base'), azureUrl: arg('--azure-url') });
const { rows, reports } = await collect(sources, new Date().toISOString().slice(0, 10));
writeFileSync(out, toCsv(rows));
for (const r of reports) process.stdout.write(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name}: ${r.ok ? `${r.rows} ranges${r.skipped ? `, ${r.skipped} unreadable skipped` : ''}` : r.error}\n`);
process.stdout.write(`${rows.length} rows -> ${out}\n`);
process.exitCode = reports.every((r) => r.ok) ? 0 : 1;
