/**
 * The test runner: starts one PostgreSQL server for the run (each test file makes its own databases in it),
 * then runs every test file (src/**\/*.test.ts, test/**\/*.test.ts and eval/**\/*.test.ts) with node's test runner.
 * Usage: node --import tsx scripts/run-tests.ts [files...]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { startPostgres } from '../test/helpers/postgres.js';

function findTests(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const p = join(dir, name);
    if (statSync(p).isDirectory()) findTests(p, out);
    else if (name.endsWith('.test.ts')) out.push(relative(process.cwd(), p));
  }
  return out;
}

const args = process.argv.slice(2);
const files = args.length ? args : [...findTests('src'), ...findTests('test'), ...findTests('eval')].sort();
const tapDir = mkdtempSync(join(tmpdir(), 'idrisk-tap-'));
const tapFile = join(tapDir, 'results.tap');
const pg = await startPostgres();
const stop = () => pg.stop();
process.once('SIGINT', () => void stop().then(() => process.exit(130)));
try {
  const code = await new Promise<number>((resolve) => {
    // The timeout bounds each test file as well as each test: the crash test (test/faults/crash.test.ts) starts the
    // compiled server 11 times per database, 10-20 s per start on a loaded 2-core machine; 10 minutes leave it room
    // and still end a hung file well inside CI's 90.
    const child = spawn(
      process.execPath,
      [
        '--import', 'tsx', '--test', '--test-concurrency=2', '--test-timeout=600000',
        '--test-reporter=spec', '--test-reporter-destination=stdout',
        '--test-reporter=tap', `--test-reporter-destination=${tapFile}`,
        ...files,
      ],
      { stdio: 'inherit', env: { ...process.env, IDRISK_TEST_PG_URL: pg.adminUrl } },
    );
    child.once('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0)));
  });
  // One plain closing line for CI, from the TAP summary of the run.
  const tap = readFileSync(tapFile, 'utf8');
  const count = (k: string) => Number(new RegExp(`^# ${k} (\\d+)$`, 'm').exec(tap)?.[1] ?? 0);
  // A cancelled test (one whose promise never settled, or a file that ended early) did not pass: node's runner
  // reports it apart from failures and may still exit 0, so it counts as a failure here.
  const failed = count('fail') + count('cancelled');
  process.stdout.write(`\ntests: ${count('pass')} passed, ${failed} failed, ${count('skipped')} skipped\n`);
  process.exitCode = code || (failed > 0 ? 1 : 0);
} finally {
  await stop();
  rmSync(tapDir, { recursive: true, force: true });
}
