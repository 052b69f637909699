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
