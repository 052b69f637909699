/**
 * Loopback ports for test servers: listen on 127.0.0.1 (port 0 unless told) and learn the port, or find a port
 * that is free right now (for a server we do not start ourselves, such as PostgreSQL, or a port nobody listens on).
 */
import { createServer, type Server } from 'node:net';

/** Listens and resolves with the port; rejects when listening fails. Works for net, http and SMTP servers. */
export function listenOnLoopback(server: Server, port = 0, host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const a = server.address();
      resolve(typeof a === 'object' && a ? a.port : port);
    });
  });
}

/** A loopback port free at the time of the call (listened on, then released). */
export async function freePort(): Promise<number> {
  const srv = createServer();
  const port = await listenOnLoopback(srv);
  await new Promise<void>((resolve) => srv.close(() => resolve()));
  return port;
}

/** The words a server (node, redis-server, postgres) logs or throws when its port is taken. */
export const ADDRESS_IN_USE = /EADDRINUSE|Address already in use/;

/**
 * Starts a server on a port from freePort(), with another port when that one was taken meanwhile: freePort() only
 * says the port was free when it looked, and until the server binds it another process may take it (a listener of
 * the concurrently running test file, or the local end of any outgoing connection: both come from the same
 * ephemeral range). `start` must reject with an error naming EADDRINUSE / "Address already in use" in that case.
 */
export async function onFreePort<T>(start: (port: number) => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await start(await freePort());
    } catch (err) {
      if (attempt >= attempts || !ADDRESS_IN_USE.test(String((err as Error)?.message ?? err))) throw err;
    }
  }
}
