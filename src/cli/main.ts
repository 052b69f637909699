#!/usr/bin/env node
import { lightServe } from './serve-primary.js';

const io = {
  out: (t: string) => process.stdout.write(`${t}\n`),
  err: (t: string) => process.stderr.write(`${t}\n`),
  stderrIsTTY: Boolean(process.stderr.isTTY),
};

// The primary of a multi-process `idrisk serve` only forks: it runs without loading the rest of the CLI (the API's
// code, the engines and their data), which stays out of its memory (src/cli/serve-primary.ts).
const run = async (argv: string[]): Promise<number> => (await lightServe(argv, io)) ?? (await import('./index.js')).runCli(argv, io);

run(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    process.stderr.write(`idrisk: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 1;
  },
);
