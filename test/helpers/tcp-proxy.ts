/**
 * A loopback TCP proxy that can black-hole its traffic: while black-holed nothing is forwarded either way and new
 * connections are accepted but never reach the target, so the clients' connections hang (as behind a dead route or
 * a firewall dropping packets) instead of failing. `restore()` forwards again, what was held included, as TCP
 * retransmission would once the route came back.
 */
import { createServer, connect, type Socket } from 'node:net';
import { listenOnLoopback } from './ports.js';

export interface TcpProxy {
  readonly port: number;
  blackhole(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(targetPort: number, targetHost = '127.0.0.1'): Promise<TcpProxy> {
  let holed = false;
  const pairs = new Set<{ client: Socket; upstream: Socket | null }>();
  const link = (pair: { client: Socket; upstream: Socket | null }) => {
    const upstream = connect(targetPort, targetHost);
    pair.upstream = upstream;
    upstream.on('error', () => pair.client.destroy());
    upstream.on('close', () => pair.client.destroy());
    pair.client.pipe(upstream);
    upstream.pipe(pair.client);
    if (holed) {
      pair.client.pause();
      upstream.pause();
    }
  };
  const server = createServer((client) => {
    const pair = { client, upstream: null as Socket | null };
    pairs.add(pair);
    client.on('error', () => pair.upstream?.destroy());
    client.on('close', () => {
      pair.upstream?.destroy();
      pairs.delete(pair);
    });
    if (holed) client.pause();
    else link(pair);
  });
  const port = await listenOnLoopback(server);
  return {
    port,
    blackhole() {
      holed = true;
      for (const p of pairs) {
        p.client.pause();
        p.upstream?.pause();
      }
    },
    restore() {
      holed = false;
      for (const p of pairs) {
        if (!p.upstream) link(p);
        p.client.resume();
        p.upstream?.resume();
      }
    },
    async close() {
      for (const p of pairs) {
        p.client.destroy();
        p.upstream?.destroy();
      }
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
