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
import { ADDRESS_IN_USE, onFreePort } from './ports.js';

export interface RedisServer {
  /** `redis://127.0.0.1:<port>` */
  readonly url: string;
  readonly port: number;
  stop(): Promise<void>;
  /** Stop the server (SIGTERM) or kill it (SIGKILL), keeping its port; `start()` brings it back on the same port. */
  halt(signal?: 'SIGTERM' | 'SIGKILL'): Promise<void>;
  start(): Promise<void>;
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
  const halt = async (signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill(signal);
      await exited;
    }
  };
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    async stop() {
      await halt();
      rmSync(dir, { recursive: true, force: true });
    },
    halt,
    async start() {
      if (child.exitCode === null && child.signalCode === null) return;
      // The port may be held for a moment by the local end of a client's reconnect attempt: retry for up to 10 s.
      const until = Date.now() + 10_000;
      for (;;) {
        try {
          child = await launch(port, dir);
          return;
        } catch (err) {
          if (Date.now() > until || !ADDRESS_IN_USE.test((err as Error).message)) throw err;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
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
