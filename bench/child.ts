/** What the standalone benchmarks share: their server child (bench/domain.ts, bench/slow-providers.ts), the wait for a forked server's message (bench/admin-cost.ts, bench/credits-cost.ts) and their section of RESULTS.md. */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

/** Start `node --import tsx SCRIPT` (with extra node flags first) and resolve with the JSON of its first stdout line. */
export async function startBenchChild<T>(script: string, env: NodeJS.ProcessEnv, nodeFlags: readonly string[] = []): Promise<{ child: ChildProcess; ready: T }> {
  const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', script], { env, stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
  const ready = await new Promise<T>((resolve, reject) => {
    let buf = '';
    child.stdout!.on('data', (d: Buffer) => {
      buf += d.toString();
      const line = buf.split('\n')[0];
      if (buf.includes('\n') && line) resolve(JSON.parse(line) as T);
    });
    child.once('exit', (code) => reject(new Error(`bench server exited ${code}`)));
  });
  return { child, ready };
}

/** Replace the `<!-- NAME:start --> … <!-- NAME:end -->` section of the results file (appended when absent). */
export function writeSection(file: string, name: string, section: string): void {
  let md = '';
  try {
    md = readFileSync(file, 'utf8');
  } catch {
    md = '';
  }
  const re = new RegExp(`<!-- ${name}:start -->[\\s\\S]*<!-- ${name}:end -->`);
  md = re.test(md) ? md.replace(re, () => section) : `${md.trimEnd()}\n\n${section}\n`;
  writeFileSync(file, md);
}

/**
 * A wait for the first IPC message of a forked bench server that carries KEY (its value); it fails when the process
 * has ended (`exited()`) or ends first, so that a bench's cleanup still runs.
 */
export function messageWaiter(proc: ChildProcess, exited: () => boolean): <T>(key: string) => Promise<T> {
  return <T>(key: string) =>
    new Promise<T>((resolve, reject) => {
      if (exited()) return reject(new Error('the server process ended'));
      const on = (m: Record<string, unknown>) => {
        if (key in m) {
          proc.off('message', on);
          proc.off('exit', ended);
          resolve(m[key] as T);
        }
      };
      const ended = () => reject(new Error('the server process ended'));
      proc.on('message', on);
      proc.once('exit', ended);
    });
}
