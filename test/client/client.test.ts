/**
 * @idrisk/client (packages/client, as built by the install command) against the real service on a loopback port:
 * the committed document and generated types match what the service serves; one method per operation; typed
 * errors; retries (503 and 429 with Retry-After, then 200; a dropped connection); DUPLICATED_CUSTOMER_ID after a
 * lost answer (the stored answer when the service stores answers, AlreadyCommittedError otherwise); per-call timeout
 * and signal; webhook verification of the service's own signatures.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import {
  ADMIN_METHODS,
  AlreadyCommittedError,
  AuthenticationError,
  CLIENT_METHODS,
  DuplicateIdError,
  IdriskClient,
  IdriskConnectionError,
  IdriskTimeoutError,
  InvalidRequestError,
  NotFoundError,
  RateLimitError,
  ServerError,
  UnexpectedResponseError,
  webhooks,
  WebhookVerificationError,
} from '@idrisk/client';
import { ROUTES as CLIENT_ROUTES } from '../../packages/client/src/routes.js';
// @ts-expect-error: a plain ESM script of the client package (no declarations)
import { generatedSources } from '../../packages/client/scripts/build.mjs';
import { servedOpenApiDocument } from '../../src/docs/openapi-document.js';
import { OPERATIONS } from '../../src/contract/operations.js';
import { ADMIN_OPERATIONS } from '../../src/contract/admin.js';
import { cliActorOf } from '../../src/admin/actor.js';
import { newWebhookSecret, sign } from '../../src/webhooks/signing.js';
import { testApp, type TestApp } from '../helpers/app.js';
import { gzipSync } from 'node:zlib';
import { createRunner } from '../../src/jobs/index.js';
import type { JobRunner } from '../../src/jobs/runner.js';

const CLIENT = 'packages/client';

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function close(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

/** A real service on a loopback port. */
async function serve(env: Record<string, string> = {}): Promise<{ t: TestApp; url: string; live: string; sandbox: string }> {
  const t = await testApp('sqlite', env);
  const url = await t.app.listen({ host: '127.0.0.1', port: 0 });
  const { live, sandbox } = await t.account({ credits: 1000 });
  return { t, url, live, sandbox };
}

/**
 * A loopback proxy to `target` that loses the answer of the requests `lose` picks: the request goes through and the
 * service commits it, then the client's connection is destroyed before any byte of the answer reaches it.
 */
async function lossyProxy(target: string, lose: (n: number, req: IncomingMessage) => boolean): Promise<{ url: string; seen: number; server: Server }> {
  const state = { url: '', seen: 0, server: undefined as unknown as Server };
  state.server = createServer((req, res) => {
    const n = state.seen++;
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const up = httpRequest(`${target}${req.url}`, { method: req.method, headers: { ...req.headers, host: new URL(target).host } }, (answer) => {
        const body: Buffer[] = [];
        answer.on('data', (c: Buffer) => body.push(c));
        answer.on('end', () => {
          if (lose(n, req)) {
            req.socket.destroy();
            return;
          }
          res.writeHead(answer.statusCode ?? 502, answer.headers).end(Buffer.concat(body));
        });
      });
      up.end(Buffer.concat(chunks));
    });
  });
  state.url = await listen(state.server);
  return state;
}

describe('@idrisk/client', () => {
  describe('the committed document and generated types', () => {
    test('packages/client/openapi.json and the generated sources match what the service serves (npm run docs)', async () => {
      const served = await servedOpenApiDocument();
      assert.deepEqual(JSON.parse(readFileSync(`${CLIENT}/openapi.json`, 'utf8')), served, 'run npm run docs');
      const sources = (await generatedSources(served)) as Record<string, string>;
      for (const [file, text] of Object.entries(sources)) assert.equal(readFileSync(`${CLIENT}/${file}`, 'utf8'), text, `${file}: run npm run docs`);
    });

    test('one client method per operation of the catalogue', () => {
      const client = new IdriskClient({ apiKey: 'idr_test_x', baseUrl: 'http://127.0.0.1:1' });
      const ids = (Object.values(OPERATIONS) as { operationId: string }[]).map((o) => o.operationId).sort();
      const adminIds = Object.keys(ADMIN_OPERATIONS).sort();
      assert.deepEqual(Object.keys(CLIENT_ROUTES).sort(), [...ids, ...adminIds].sort());
      assert.deepEqual(Object.keys(CLIENT_METHODS).sort(), ids);
      assert.deepEqual(Object.keys(ADMIN_METHODS).sort(), adminIds);
      for (const [id, [group, method]] of Object.entries(CLIENT_METHODS)) {
        const fn = (client as unknown as Record<string, Record<string, unknown>>)[group]?.[method];
        assert.equal(typeof fn, 'function', `${id}: client.${group}.${method}`);
      }
      for (const [id, [group, method]] of Object.entries(ADMIN_METHODS)) {
        const fn = (client.admin as unknown as Record<string, Record<string, unknown>>)[group]?.[method];
        assert.equal(typeof fn, 'function', `${id}: client.admin.${group}.${method}`);
      }
    });
  });

  describe('against the service', () => {
    let s: Awaited<ReturnType<typeof serve>>;
    before(async () => {
      s = await serve();
    });
    after(async () => {
      await s.t.close();
    });

    test('client.admin with an admin token: create a key for an account, then call the API with it', async () => {
      const { admin } = s.t.services;
      const token = await admin.operators.createToken(cliActorOf('cli:test'), { name: 'client-test', role: 'admin' });
      const client = new IdriskClient({ adminToken: token.secret, baseUrl: s.url });
      const account = await client.admin.accounts.create({ body: { name: 'Client Co', credits: 100 } });
      const key = await client.admin.keys.create({ path: { account_id: account.id }, body: { environment: 'sandbox' } });
      assert.match(String(key.secret), /^idr_test_/);
      const listed = await client.admin.keys.list({ path: { account_id: account.id } });
      assert.ok(listed.data.some((k) => k.id === key.id));
      const withKey = new IdriskClient({ apiKey: String(key.secret), baseUrl: s.url });
      const phone = await withKey.phone.score({ customer_id: 'cl-admin-key-1', claims: ['phone'], phone_number: '+14155552671' });
      assert.equal(phone.phone.is_valid_format, true);
      // A product call without an API key is refused before any request; an admin call without a token as well.
      await assert.rejects(() => client.phone.score({ customer_id: 'x', claims: ['phone'], phone_number: '+14155552671' }), /apiKey/);
      await assert.rejects(() => withKey.admin.accounts.list(), /adminToken/);
    });

    test('for await walks a paginated list page after page (lists items, labels)', async () => {
      const client = new IdriskClient({ apiKey: s.live, baseUrl: s.url });
      await client.lists.create({ name: 'cl_blocked', kind: 'email' });
      const values = Array.from({ length: 230 }, (_, i) => `user${String(i).padStart(3, '0')}@example.com`);
      await client.lists.addItems('cl_blocked', { items: values.map((value) => ({ value })) });
      const first = await client.lists.items('cl_blocked', { limit: 100 });
      assert.equal(first.items.length, 100);
      assert.ok(first.next_cursor, 'a next page');
      const seen: string[] = [];
      for await (const item of client.lists.allItems('cl_blocked', { limit: 100 })) seen.push(item.value);
      assert.deepEqual(seen.sort(), [...values].sort(), 'three pages, every item once');
      const labels: unknown[] = [];
      for await (const label of client.labels.all()) labels.push(label);
      assert.deepEqual(labels, [], 'an account with no labels: an empty walk, one request');
    });

    test('grouped methods answer typed results (sandbox)', async () => {
      const client = new IdriskClient({ apiKey: s.sandbox, baseUrl: s.url });
      const phone = await client.phone.score({ customer_id: 'cl-phone-1', claims: ['phone'], phone_number: '+14155552671' });
      assert.equal(phone.phone.is_valid_format, true);
      assert.equal(phone.phone.country_code, 'US');
      assert.equal(typeof phone.phone.score, 'number');
      const hub = await client.onboarding.score({ customer_id: 'cl-hub-1', claims: ['phone', 'email', 'score'], phone_number: '+14155552671', email: 'jane.doe@example.com' });
      assert.equal(typeof hub.score?.score, 'number');
      const credits = await client.account.credits();
      assert.equal(credits.environment, 'sandbox');
      assert.ok((await client.account.reasonCodes()).reason_codes.length > 10);
      assert.deepEqual(await client.health.live(), { status: 'ok' });
      const script = await client.login.collectorScript();
      assert.match(script, /idrisk collector/);
    });

    test('typed errors: family class, code, status, requestId, detail, fields', async () => {
      const client = new IdriskClient({ apiKey: s.live, baseUrl: s.url });
      const notFound = await client.resolutions.get('res_unknown').catch((e: unknown) => e);
      assert.ok(notFound instanceof NotFoundError);
      assert.equal(notFound.code, 'NOT_FOUND');
      assert.equal(notFound.status, 404);
      assert.match(notFound.requestId ?? '', /^req_/);
      const invalid = await client.phone.score({ customer_id: 'cl-bad-1', claims: ['phone'] } as never).catch((e: unknown) => e);
      assert.ok(invalid instanceof InvalidRequestError);
      assert.equal(invalid.code, 'INVALID_PAYLOAD');
      assert.ok(invalid.errors.some((e) => e.field === 'phone_number'), JSON.stringify(invalid.errors));
      const wrong = await new IdriskClient({ apiKey: 'idr_live_nope', baseUrl: s.url }).account.credits().catch((e: unknown) => e);
      assert.ok(wrong instanceof AuthenticationError);
      assert.equal(wrong.code, 'INVALID_API_KEY');
      await client.name.score({ customer_id: 'cl-dup-1', claims: ['name'], first_name: 'Jane', last_name: 'Doe' });
      const dup = await client.name.score({ customer_id: 'cl-dup-1', claims: ['name'], first_name: 'Jane', last_name: 'Doe' }).catch((e: unknown) => e);
      assert.ok(dup instanceof DuplicateIdError && !(dup instanceof AlreadyCommittedError), 'a duplicate after no lost answer is plain');
      assert.equal(dup.code, 'DUPLICATED_CUSTOMER_ID');
    });

    test('a lost answer, responses not stored: the retry raises AlreadyCommittedError; billed once', async () => {
      let posts = 0;
      const proxy = await lossyProxy(s.url, (_n, req) => req.method === 'POST' && posts++ === 0);
      try {
        const client = new IdriskClient({ apiKey: s.live, baseUrl: proxy.url, retryDelay: 1 });
        const before = (await client.account.credits()).balance;
        const err = await client.name.score({ customer_id: 'cl-lost-1', claims: ['name'], first_name: 'Jane', last_name: 'Doe' }).catch((e: unknown) => e);
        assert.ok(err instanceof AlreadyCommittedError, String(err));
        assert.equal(err.firstAttemptCommitted, true);
        assert.equal(err.customerId, 'cl-lost-1');
        assert.equal(err.code, 'DUPLICATED_CUSTOMER_ID');
        const record = await client.customers.get('cl-lost-1');
        assert.equal(record.operation, 'name');
        assert.equal((await client.account.credits()).balance, Number(before) - 2, 'billed once');
      } finally {
        await close(proxy.server);
      }
    });
  });

  test('a lost answer, IDRISK_STORE_RESPONSES=on: the retry returns the stored answer of the first attempt', async () => {
    const s = await serve({ IDRISK_STORE_RESPONSES: 'on' });
    const proxy = await lossyProxy(s.url, (n) => n === 0);
    try {
      const client = new IdriskClient({ apiKey: s.live, baseUrl: proxy.url, retryDelay: 1 });
      const answer = await client.name.score({ customer_id: 'cl-lost-2', claims: ['name'], first_name: 'Jane', last_name: 'Doe' });
      assert.equal(proxy.seen, 3, 'the lost attempt, the retry (duplicate), the read of the stored answer');
      assert.equal(answer.customer_id, 'cl-lost-2');
      assert.match(answer.resolution_id, /^res_/);
      const record = await client.customers.get('cl-lost-2');
      assert.equal(record.resolution_id, answer.resolution_id);
      assert.equal(typeof answer.name.score, 'number');
    } finally {
      await close(proxy.server);
      await s.t.close();
    }
  });

  describe('retries against a local server', () => {
    const problem = (status: number, code: string) => JSON.stringify({ type: 'about:blank', title: code, status, code, detail: code, errors: [] });

    /** A server answering the scripted statuses in turn (then 200), recording when each request arrived. */
    async function scripted(script: { status: number; code?: string; retryAfter?: string }[]): Promise<{ url: string; arrivals: number[]; server: Server }> {
      const arrivals: number[] = [];
      const server = createServer((req: IncomingMessage, res: ServerResponse) => {
        arrivals.push(performance.now());
        req.resume();
        const step = script[arrivals.length - 1];
        if (!step) return res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
        const headers: Record<string, string> = { 'content-type': 'application/problem+json', 'x-request-id': `req_${arrivals.length}` };
        if (step.retryAfter !== undefined) headers['retry-after'] = step.retryAfter;
        res.writeHead(step.status, headers).end(problem(step.status, step.code ?? 'SERVICE_UNAVAILABLE'));
      });
      return { url: await listen(server), arrivals, server };
    }

    test('503 with Retry-After: 1, then 200: the answer, after waiting the Retry-After', async () => {
      const srv = await scripted([{ status: 503, retryAfter: '1' }]);
      try {
        const client = new IdriskClient({ apiKey: 'idr_test_x', baseUrl: srv.url });
        assert.deepEqual(await client.health.live(), { status: 'ok' });
        assert.equal(srv.arrivals.length, 2);
        assert.ok(srv.arrivals[1]! - srv.arrivals[0]! >= 950, `waited ${srv.arrivals[1]! - srv.arrivals[0]!} ms`);
      } finally {
        await close(srv.server);
      }
    });

    test('429 then 503 then 200 within the default 2 retries; 503 three times fails with ServerError', async () => {
      const ok = await scripted([{ status: 429, code: 'RATE_LIMITED', retryAfter: '0' }, { status: 503, retryAfter: '0' }]);
      const down = await scripted([{ status: 503, retryAfter: '0' }, { status: 503, retryAfter: '0' }, { status: 503, retryAfter: '0' }]);
      try {
        assert.deepEqual(await new IdriskClient({ apiKey: 'k', baseUrl: ok.url }).health.live(), { status: 'ok' });
        assert.equal(ok.arrivals.length, 3);
        const err = await new IdriskClient({ apiKey: 'k', baseUrl: down.url }).health.live().catch((e: unknown) => e);
        assert.ok(err instanceof ServerError, String(err));
        assert.equal(err.code, 'SERVICE_UNAVAILABLE');
        assert.equal(err.requestId, 'req_3');
        assert.equal(down.arrivals.length, 3);
        const limited = await scripted([{ status: 429, code: 'RATE_LIMITED', retryAfter: '7' }]);
        try {
          const e = await new IdriskClient({ apiKey: 'k', baseUrl: limited.url, maxRetries: 0 }).health.live().catch((x: unknown) => x);
          assert.ok(e instanceof RateLimitError);
          assert.equal(e.retryAfter, 7);
        } finally {
          await close(limited.server);
        }
      } finally {
        await close(ok.server);
        await close(down.server);
      }
    });

    test('no Retry-After: exponential back-off with jitter; a non-problem answer is UnexpectedResponseError', async () => {
      const srv = await scripted([{ status: 503 }, { status: 503 }]);
      try {
        const client = new IdriskClient({ apiKey: 'k', baseUrl: srv.url, retryDelay: 20 });
        assert.deepEqual(await client.health.live(), { status: 'ok' });
        assert.equal(srv.arrivals.length, 3);
        for (let attempt = 0; attempt < 8; attempt++) {
          const d = (client as unknown as { transport: { retryDelayMs(a: number, r: number | null): number } }).transport.retryDelayMs(attempt, null);
          assert.ok(d >= 0 && d <= 20 * 2 ** attempt, `attempt ${attempt}: ${d}`);
        }
      } finally {
        await close(srv.server);
      }
      const html = createServer((_req, res) => res.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>'));
      const url = await listen(html);
      try {
        const e = await new IdriskClient({ apiKey: 'k', baseUrl: url }).health.live().catch((x: unknown) => x);
        assert.ok(e instanceof UnexpectedResponseError && e.status === 502, String(e));
      } finally {
        await close(html);
      }
    });

    test('a dropped connection is retried; a refused one ends in IdriskConnectionError', async () => {
      let n = 0;
      const flaky = createServer((req, res) => {
        if (n++ === 0) return req.socket.destroy();
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
      });
      const url = await listen(flaky);
      try {
        assert.deepEqual(await new IdriskClient({ apiKey: 'k', baseUrl: url, retryDelay: 1 }).health.live(), { status: 'ok' });
        assert.equal(n, 2);
      } finally {
        await close(flaky);
      }
      const e = await new IdriskClient({ apiKey: 'k', baseUrl: url, retryDelay: 1 }).health.live().catch((x: unknown) => x);
      assert.ok(e instanceof IdriskConnectionError && !(e instanceof IdriskTimeoutError), String(e));
    });

    test('per-call timeout and signal', async () => {
      const silent = createServer(() => undefined);
      const url = await listen(silent);
      try {
        const client = new IdriskClient({ apiKey: 'k', baseUrl: url });
        const e = await client.health.live({ timeout: 100, maxRetries: 1 }).catch((x: unknown) => x);
        assert.ok(e instanceof IdriskTimeoutError, String(e));
        const controller = new AbortController();
        const reason = new Error('caller gave up');
        const pending = client.health.live({ signal: controller.signal });
        controller.abort(reason);
        await assert.rejects(pending, (x) => x === reason);
      } finally {
        await close(silent);
      }
    });
  });

  test('webhooks.verify: a delivery signed by the service verifies; a forged or stale one does not', () => {
    const secret = newWebhookSecret();
    const body = JSON.stringify({ type: 'domain_intelligence.failed', timestamp: new Date().toISOString(), data: { resolution_id: 'res_1', customer_id: 'c', status: 'failed', message: 'x', credits_refunded: 50 } });
    const ts = Math.floor(Date.now() / 1000);
    const headers = { 'webhook-id': 'msg_1', 'webhook-timestamp': String(ts), 'webhook-signature': sign(secret, 'msg_1', ts, body) };
    const event = webhooks.verify(body, headers, secret);
    assert.equal(event.type, 'domain_intelligence.failed');
    assert.equal(webhooks.verify(new TextEncoder().encode(body), new Headers(headers), secret).type, 'domain_intelligence.failed');
    assert.throws(() => webhooks.verify(body.replace('"x"', '"y"'), headers, secret), WebhookVerificationError);
    assert.throws(() => webhooks.verify(body, headers, newWebhookSecret()), WebhookVerificationError);
    const old = ts - 3600;
    assert.throws(() => webhooks.verify(body, { ...headers, 'webhook-timestamp': String(old), 'webhook-signature': sign(secret, 'msg_1', old, body) }, secret), WebhookVerificationError);
  });

  describe('client.bulk against the service, its jobs runner on', () => {
    let s: Awaited<ReturnType<typeof serve>>;
    let runner: JobRunner;
    before(async () => {
      s = await serve();
    });
    after(async () => {
      await runner?.stop();
      await s.t.close();
    });

    test('submit (CSV and gzip), get, cancel, results page by page and as CSV / JSONL text', async () => {
      const client = new IdriskClient({ apiKey: s.sandbox, baseUrl: s.url });
      const csv = 'ref,Mail\ncl-1,ann.lee@example.com\ncl-2,=cmd@example.com\ncl-3,\n';
      // Cancelled before any runner took it: nothing is scored.
      const first = await client.bulk.submit(csv, { claims: 'email', map: 'ref=customer_id,Mail=email' });
      assert.match(first.id, /^blk_/);
      assert.equal(first.status, 'queued');
      const cancelled = await client.bulk.cancel(first.id);
      assert.equal(cancelled.status, 'cancelled');
      assert.equal(cancelled.rows_done, 0);

      const job = await client.bulk.submit(gzipSync(csv), { claims: 'email', map: 'ref=customer_id,Mail=email', fields: 'email.domain', format: 'csv', contentType: 'application/gzip' });
      runner = createRunner(s.t.services, { pollMs: 20 });
      runner.start();
      let now = await client.bulk.get(job.id);
      for (let i = 0; i < 600 && !['completed', 'failed', 'cancelled'].includes(now.status); i++) {
        await new Promise((r) => setTimeout(r, 50));
        now = await client.bulk.get(job.id);
      }
      assert.equal(now.status, 'completed', JSON.stringify(now.error));
      assert.equal(now.rows_total, 3);
      assert.equal(now.rows_done, 2);
      assert.equal(now.rows_invalid, 1);
      const rows = [];
      for await (const r of client.bulk.allResults(job.id, { limit: 1 })) rows.push(r);
      assert.deepEqual(rows.map((r) => [r.line, r.status, r.customer_id]), [[2, 'done', 'cl-1'], [3, 'done', 'cl-2'], [4, 'invalid', 'cl-3']]);
      assert.equal(rows[0].fields['email.domain'], 'example.com');
      const text = await client.bulk.download(job.id, 'csv');
      assert.match(text, /^line,status,customer_id,/);
      assert.match(text, /,'=cmd@example\.com,/, 'caller text that looks like a formula is guarded');
      assert.match(await client.bulk.download(job.id, 'csv', { formulaGuard: false }), /,=cmd@example\.com,/);
      const jsonl = (await client.bulk.download(job.id, 'jsonl')).trim().split('\n').map((l) => JSON.parse(l) as { line: number });
      assert.deepEqual(jsonl.map((r) => r.line), [2, 3, 4]);
      await assert.rejects(() => client.bulk.get('blk_unknown'), NotFoundError);
      await assert.rejects(() => client.bulk.submit(csv, { claims: 'nonsense' }), InvalidRequestError);
    });
  });
});
