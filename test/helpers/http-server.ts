/**
 * A JSON HTTP server on 127.0.0.1 (port 0) for tests (RDAP, Gravatar): routes by exact path; unknown paths 404.
 * Every request path is recorded in `requests`.
 */
import { createServer } from 'node:http';

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

export async function startHttpServer(routes: Readonly<Record<string, JsonRoute>>): Promise<HttpTestServer> {
  const requests: string[] = [];
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    requests.push(path);
    const route = routes[path];
    if (!route) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end('{"errorCode":404}');
      return;
    }
    res.writeHead(route.status ?? 200, { 'content-type': route.contentType ?? 'application/json' });
    res.end(JSON.stringify(route.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const a = server.address();
  const port = typeof a === 'object' && a ? a.port : 0;
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
