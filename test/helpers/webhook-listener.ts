/**
 * A webhook endpoint for tests: an HTTP server on 127.0.0.1 that records every delivery (headers and raw body) and
 * answers each with the next status of a script (the last one repeats). `next()` resolves with the next delivery
 * (a signal, never a sleep).
 *
 *   const hooks = await startWebhookListener([500, 200]);   // first attempt fails, the retry succeeds
 *   // account webhook_url: hooks.url
 *   const first = await hooks.next();
 */
import type { IncomingHttpHeaders } from 'node:http';
import { serveHttp } from './http-server.js';

export interface Delivery {
  readonly headers: IncomingHttpHeaders;
  readonly rawBody: string;
  readonly status: number;
}

export interface WebhookListener {
  readonly url: string;
  readonly deliveries: Delivery[];
  /** The next delivery not yet taken by next() (already received, or the next to come). */
  next(): Promise<Delivery>;
  close(): Promise<void>;
}

export async function startWebhookListener(statuses: readonly number[] = [200], path = '/hooks/idrisk'): Promise<WebhookListener> {
  const deliveries: Delivery[] = [];
  const waiters: ((d: Delivery) => void)[] = [];
  let taken = 0;
  const server = await serveHttp((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const status = statuses[Math.min(deliveries.length, statuses.length - 1)]!;
      const d: Delivery = { headers: req.headers, rawBody: Buffer.concat(chunks).toString('utf8'), status };
      deliveries.push(d);
      res.writeHead(status, { 'content-type': 'text/plain' });
      res.end(status < 300 ? 'ok' : 'try again');
      waiters.shift()?.(d);
    });
  });
  return {
    url: `${server.url}${path}`,
    deliveries,
    next() {
      const i = taken++;
      if (i < deliveries.length) return Promise.resolve(deliveries[i]!);
      return new Promise((resolve) => {
        // Resolves with delivery i: the waiters are served in order, one per delivery.
        waiters.push(resolve);
      });
    },
    close: () => server.close(),
  };
}

/**
 * The signature check of docs/webhooks.md, taken from the document itself (the ```js block under "Verifying a
 * delivery"), written to a temporary module and imported: the test runs exactly what integrators copy.
 */
export async function docVerifier(): Promise<(secret: string, headers: IncomingHttpHeaders, rawBody: string) => boolean> {
  const { readFileSync, writeFileSync, mkdtempSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const { pathToFileURL } = await import('node:url');
  const doc = readFileSync(new URL('../../docs/webhooks.md', import.meta.url), 'utf8');
  const section = doc.split(/^## Verifying a delivery/m)[1];
  const snippet = section ? /```js\n([\s\S]*?)```/.exec(section)?.[1] : undefined;
  if (!snippet || !snippet.includes('function verifyWebhook')) throw new Error('docs/webhooks.md has no verifyWebhook snippet under "Verifying a delivery"');
  const dir = mkdtempSync(join(tmpdir(), 'idrisk-webhook-doc-'));
  try {
    const file = join(dir, 'verify.mjs');
    writeFileSync(file, `${snippet}\nexport { verifyWebhook };\n`);
    const mod = (await import(pathToFileURL(file).href)) as { verifyWebhook: (secret: string, headers: IncomingHttpHeaders, rawBody: string) => boolean };
    return mod.verifyWebhook;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
