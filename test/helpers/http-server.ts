/**
 * HTTP servers on 127.0.0.1 (port 0) for tests. `serveHttp` runs any handler; `startHttpServer` serves JSON by exact
 * path (RDAP, Gravatar), unknown paths 404. Every request path (query removed) is recorded in `requests`.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { listenOnLoopback } from './ports.js';

export interface JsonRoute {
  readonly status?: number;
  readonly body: unknown;
  readonly contentType?: string;
}

export interface HttpTestServer {
  readonly url: string;
  readonly port: number;
  readonly requests: string[];
  close(): Promise<void>;
}

export async function serveHttp(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<HttpTestServer> {
  const requests: string[] = [];
  const server = createServer((req, res) => {
    requests.push((req.url ?? '/').split('?')[0]!);
    handler(req, res);
  });
  const port = await listenOnLoopback(server);
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function startHttpServer(routes: Readonly<Record<string, JsonRoute>>): Promise<HttpTestServer> {
  return serveHttp((req, res) => {
    const route = routes[(req.url ?? '/').split('?')[0]!];
    if (!route) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end('{"errorCode":404}');
      return;
    }
    res.writeHead(route.status ?? 200, { 'content-type': route.contentType ?? 'application/json' });
    res.end(JSON.stringify(route.body));
  });
}
