/**
 * A real Redis server from Debian's `redis-server` binary on a free loopback port, without persistence, for tests of
 * the Redis implementations (rate limiter). scripts/test installs the package on a fresh machine.
 *
 *   const redis = await startRedis();   // redis.url = redis://127.0.0.1:<port>
 *   ...
 *   await redis.stop();
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onFreePort } from './ports.js';

export interface RedisServer {
  /** `redis://127.0.0.1:<port>` */
  readonly url: string;
  readonly port: number;
  stop(): Promise<void>;
}

export async function startRedis(): Promise<RedisServer> {
  const dir = mkdtempSync(join(tmpdir(), 'idrisk-redis-'));
  let child: ChildProcess;
  let port: number;
  try {
    // A port taken between freePort() and redis-server's bind: the server exits naming it, and another port is tried.
    ({ child, port } = await onFreePort((p) => launch(p, dir).then((c) => ({ child: c, port: p }))));
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** redis-server on `port`, resolved once it accepts connections; rejected (with its log) when it exits first. */
async function launch(port: number, dir: string): Promise<ChildProcess> {
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: ['ignore', 'pipe', 'pipe'], cwd: dir },
  );
  try {
    await new Promise<void>((resolve, reject) => {
      let log = '';
      const onStderr = (chunk: Buffer) => {
        log += chunk.toString();
      };
      const onStdout = (chunk: Buffer) => {
        log += chunk.toString();
        if (log.includes('Ready to accept connections')) {
          child.stdout?.off('data', onStdout);
          child.stderr?.off('data', onStderr);
          // Keep draining the pipes so the server never blocks on a full one.
          child.stdout?.resume();
          child.stderr?.resume();
          child.off('exit', onExit);
          resolve();
        }
      };
      const onExit = (code: number | null) => reject(new Error(`redis-server exited with ${code}:\n${log}`));
      child.stdout?.on('data', onStdout);
      child.stderr?.on('data', onStderr);
      child.once('exit', onExit);
      child.once('error', (err) =>
        reject(new Error(`cannot start redis-server (${err.message}); install it with: apt-get install -y redis-server`)),
      );
    });
  } catch (err) {
    child.kill('SIGKILL');
    throw err;
  }
  return child;
}
