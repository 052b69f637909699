/**
 * The device parser's first parses on a warm process (issue 33, device p99): each round starts a fresh process that
 * builds the parser, warms it up, then times the first parse of each of N distinct agents of the bench's mix
 * (bench/device-data.ts, in the order of their Zipf popularity: what a new server meets first). Two warm-ups are
 * alternated round by round: `base` parses the warm-up list of before the fifth pass (copied below) once, `branch`
 * calls UaParser.warmUp() of this tree. Times are the process's CPU time (the machine is shared). Prints, per warm-up,
 * the medians over the rounds of: the warm-up's CPU, the p50/p99/max of the first parses, and their total.
 *
 *   node --import tsx bench/device-first-parse.ts [rounds=4] [agents=3000]
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { deviceBenchUserAgents, pickZipf } from './device-data.js';
import { UaParser } from '../src/products/device/parse.js';

/** UaParser's warm-up list before this pass (parsed once each). */
const BASE_WARM_UP = [
  'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'curl/8.4.0',
  'Mozilla/5.0 (SMART-TV; Linux; Tizen 6.0) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/2.2 Chrome/63.0.3239.84 TV Safari/537.36',
];

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * q))]!;
const median = (xs: number[]) => quantile(xs, 0.5);

/** The agents in order of first appearance in the Zipf stream: the order a new server meets them. */
function firstSeen(n: number): string[] {
  const seen = new Set<string>();
  for (const ua of pickZipf(deviceBenchUserAgents(10_000), 400_000)) {
    seen.add(ua);
    if (seen.size >= n) break;
  }
  return [...seen];
}

if (process.argv[2] === '--child') {
  const mode = process.argv[3]!;
  const n = Number(process.argv[4]);
  const agents = firstSeen(n);
  let t = cpuMs();
  const parser = new UaParser();
  const build = cpuMs() - t;
  t = cpuMs();
  if (mode === 'base') for (const ua of BASE_WARM_UP) parser.parse(ua);
  else parser.warmUp();
  const warm = cpuMs() - t;
  const times: number[] = [];
  for (const ua of agents) {
    const s = cpuMs();
    parser.parse(ua);
    times.push(cpuMs() - s);
  }
  console.log(JSON.stringify({ build, warm, times }));
} else {
  const rounds = Number(process.argv[2] ?? 4);
  const n = Number(process.argv[3] ?? 3000);
  const self = fileURLToPath(import.meta.url);
  const out: Record<string, { warm: number[]; p50: number[]; p99: number[]; max: number[]; total: number[] }> = {};
  for (let r = 0; r < rounds; r++) {
    for (const mode of r % 2 === 0 ? ['base', 'branch'] : ['branch', 'base']) {
      const child = spawnSync(process.execPath, ['--import', 'tsx', self, '--child', mode, String(n)], { encoding: 'utf8', maxBuffer: 64 << 20 });
      if (child.status !== 0) throw new Error(child.stderr);
      const { warm, times } = JSON.parse(child.stdout.trim().split('\n').pop()!) as { warm: number; times: number[] };
      const o = (out[mode] ??= { warm: [], p50: [], p99: [], max: [], total: [] });
      o.warm.push(warm);
      o.p50.push(quantile(times, 0.5));
      o.p99.push(quantile(times, 0.99));
      o.max.push(Math.max(...times));
      o.total.push(times.reduce((a, b) => a + b, 0));
    }
  }
  for (const [mode, o] of Object.entries(out)) {
    console.log(
      `${mode}: warm-up ${median(o.warm).toFixed(0)} ms CPU; first parse of ${n} agents: p50 ${median(o.p50).toFixed(3)} ms, p99 ${median(o.p99).toFixed(2)} ms, ` +
        `max ${median(o.max).toFixed(1)} ms, total ${median(o.total).toFixed(0)} ms (medians of ${rounds} rounds; p99 per round ${o.p99.map((x) => x.toFixed(2)).join(', ')}; max ${o.max.map((x) => x.toFixed(1)).join(', ')})`,
    );
  }
}
