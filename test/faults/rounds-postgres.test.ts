/**
 * Faults at random moments under load, against the service as operators run it: the compiled `idrisk serve` at its
 * default worker count (one per core) and with --workers 1, rounds of test/helpers/fault-rounds.ts (which states what
 * each round asserts: no 500, no connection reset but a killed process's calls, 503 + Retry-After while away, 200
 * again within 5 s of the return without a restart, the ledger exact). Each scenario takes its modes in turn:
 * PostgreSQL stop -m fast, -m immediate, kill -9 of the postmaster and a black-holing TCP proxy; Redis stopped and
 * killed; SQLite on a full file system and an API worker killed with -9; a start while PostgreSQL is down (each
 * shutdown mode) or the SQLite file system is read-only.
 *
 * This file: PostgreSQL stopped (fast, immediate), crashed (kill -9) and black-holed (the files test/faults/rounds-*.test.ts split the
 * scenarios so that each stays within the runner's per-file timeout).
 *
 * The suite runs one round per mode (IDRISK_FAULT_ROUNDS per mode to run more); bench/faults.ts runs 20+ per mode
 * and bench/RESULTS.md keeps its figures.
 */
import { test } from 'node:test';
import { runScenario, type Mode, type Scenario } from '../helpers/fault-rounds.js';

const PER_MODE = Number(process.env.IDRISK_FAULT_ROUNDS ?? 1);

const CASES: { scenario: Scenario; workers: number | null; modes: number; only?: Mode[] }[] = [
  { scenario: 'postgres', workers: null, modes: 4 },
  { scenario: 'postgres', workers: 1, modes: 4 },
];

for (const c of CASES) {
  const rounds = PER_MODE * c.modes;
  test(`${c.scenario} at random moments under load (${c.workers === null ? 'default worker count' : `--workers ${c.workers}`}, ${rounds} round${rounds === 1 ? '' : 's'})`, { timeout: 600_000 }, async (t) => {
    await runScenario({ scenario: c.scenario, workers: c.workers, rounds, modes: c.only, log: (line) => t.diagnostic(line) });
  });
}
