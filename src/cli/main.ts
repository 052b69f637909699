#!/usr/bin/env node
import { runCli } from './index.js';

const io = {
  out: (t: string) => process.stdout.write(`${t}\n`),
  err: (t: string) => process.stderr.write(`${t}\n`),
  stderrIsTTY: Boolean(process.stderr.isTTY),
};

runCli(process.argv.slice(2), io).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    process.stderr.write(`idrisk: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 1;
  },
);
