/**
 * A TCP listener that counts the connections it receives, for tests that prove the outbound guard never connects
 * somewhere: bind it to a loopback address outside IDRISK_FETCH_ALLOW (127.0.0.2, 127.0.0.3) and assert
 * `connections === 0` after the attempt. Each connection is answered with a minimal HTTP 204 and closed, so a
 * positive control (the same attempt with the address allowed) completes and shows the listener does count.
 */
import { createServer, type Socket } from 'node:net';
import { listenOnLoopback } from './ports.js';

export interface CountingListener {
  readonly host: string;
  readonly port: number;
  readonly connections: number;
  close(): Promise<void>;
}

export async function startCountingListener(host: string, port = 0): Promise<CountingListener> {
  let connections = 0;
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    connections++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    socket.end('HTTP/1.1 204 No Content\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  });
  const bound = await listenOnLoopback(server, port, host);
  return {
    host,
    port: bound,
    get connections() {
      return connections;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
