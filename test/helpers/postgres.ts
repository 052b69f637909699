/**
 * A real PostgreSQL server from Debian's binaries, started on a free loopback port in a temp directory.
 * As root the server runs as the `postgres` system user (PostgreSQL refuses to run as root).
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { ADDRESS_IN_USE, onFreePort } from './ports.js';

export interface PgServer {
  /** URL of the `postgres` database as superuser (trust auth on loopback). */
  readonly adminUrl: string;
  readonly port: number;
  stop(): Promise<void>;
  /**
   * Stop the server but keep its data (an outage); `start()` brings it back on the same port. The signal is
   * PostgreSQL's shutdown mode: SIGINT fast (pg_ctl stop -m fast, the default), SIGQUIT immediate (-m immediate),
   * SIGKILL a kill -9 of the postmaster (its backends notice and exit by themselves).
   */
  halt(signal?: 'SIGINT' | 'SIGQUIT' | 'SIGKILL'): Promise<void>;
  /** The postmaster's pid (null while halted). */
  pid(): number | null;
  start(): Promise<void>;
}

export function findPgBin(): string | null {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base).filter((v) => existsSync(join(base, v, 'bin', 'postgres'))).sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(base, versions[0], 'bin') : null;
}

export async function startPostgres(options: { detached?: boolean; durable?: boolean } = {}): Promise<PgServer> {
  const bin = findPgBin();
  if (!bin) throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql; run scripts/test (it installs them)');
  const root = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'idrisk-pg-'));
  const data = join(dir, 'data');
  // As root, run the server as the `postgres` system user (spawned with its uid/gid, so signals reach it directly).
  let ids: { uid: number; gid: number } | object = {};
  if (root) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
    ids = { uid, gid };
  }
  execFileSync(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync', '--locale=C'], { stdio: 'pipe', cwd: dir, ...ids });
  let port = 0;
  const launch = async (): Promise<ChildProcess> => {
    const proc: ChildProcess = spawn(join(bin, 'postgres'), [
      '-D', data, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1',
      '-c', 'fsync=off', '-c', 'full_page_writes=off', '-c', 'max_connections=300',
      // Durable: a COMMIT is answered once its WAL is written (to the OS), so it survives the server's crash or
      // immediate stop (fsync stays off: the machine itself does not crash in a test). Otherwise commits are
      // acknowledged before they are written, faster, and the last ones are lost by a crash.
      ...(options.durable ? [] : ['-c', 'synchronous_commit=off']),
    ], { stdio: ['ignore', 'ignore', 'pipe'], cwd: dir, ...ids });
    await new Promise<void>((resolve, reject) => {
      let log = '';
      const onData = (chunk: Buffer) => {
        log += chunk.toString();
        if (log.includes('database system is ready to accept connections')) {
          proc.stderr?.off('data', onData);
          proc.stderr?.resume();
          resolve();
        }
      };
      proc.stderr?.on('data', onData);
      proc.once('exit', (code) => reject(new Error(`postgres exited with ${code}:\n${log}`)));
    });
    return proc;
  };
  // A port taken between freePort() and the server's bind: postgres exits naming it, and another port is tried.
  let child = await onFreePort((p) => {
    port = p;
    return launch();
  });
  const halt = async (signal: 'SIGINT' | 'SIGQUIT' | 'SIGKILL' = 'SIGINT') => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      // A detached server is unreferenced: referenced again while awaited, or an idle test would end meanwhile.
      child.ref();
      child.kill(signal);
      await exited;
    }
  };
  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  if (options.detached) {
    // A server owned by one test file must not keep that file's process alive; it is killed when the process exits.
    child.unref();
    (child.stderr as unknown as { unref?: () => void } | null)?.unref?.();
    process.once('exit', () => {
      child.kill('SIGQUIT');
      rmSync(dir, { recursive: true, force: true });
    });
  }
  return {
    adminUrl,
    port,
    async stop() {
      await halt();
      rmSync(dir, { recursive: true, force: true });
    },
    halt,
    pid: () => (child.exitCode === null && child.signalCode === null ? (child.pid ?? null) : null),
    async start() {
      if (child.exitCode === null && child.signalCode === null) return;
      // Back on the same port (the clients have its URL). While the server was down, another process may have taken
      // the port (the local end of an outgoing connection): poll for it to be free again, for up to 10 s.
      const until = Date.now() + 10_000;
      for (;;) {
        try {
          child = await launch();
          return;
        } catch (err) {
          // After a kill -9 of the postmaster its backends hold the shared memory until they notice and exit.
          if (Date.now() > until || !(ADDRESS_IN_USE.test((err as Error).message) || /shared memory block is still in use|lock file .* already exists/.test((err as Error).message))) throw err;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    },
  };
}

let shared: Promise<PgServer> | null = null;

/** The server of this test run: IDRISK_TEST_PG_URL when the runner started one, else one for this process. */
export async function sharedPostgresUrl(): Promise<string> {
  const fromEnv = process.env.IDRISK_TEST_PG_URL;
  if (fromEnv) return fromEnv;
  shared ??= startPostgres({ detached: true });
  return (await shared).adminUrl;
}

/** A fresh, empty database on the shared server; returns its URL and a drop function. */
export async function freshDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = await sharedPostgresUrl();
  const name = `t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = admin.replace(/\/postgres$/, `/${name}`);
  return {
    url,
    async drop() {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
