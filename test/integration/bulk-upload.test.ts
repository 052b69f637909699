/**
 * Bulk uploads and request deadlines on SQLite and PostgreSQL (docs/bulk.md "Upload time"; src/http/body-deadline.ts):
 * a bulk upload that keeps sending is accepted however long it takes past IDRISK_BODY_TIMEOUT_SECONDS, while a slow
 * body on any other route is still cut off (408) after it; an upload that stalls for IDRISK_BULK_UPLOAD_IDLE_SECONDS
 * is dropped with 408 REQUEST_TIMEOUT and leaves nothing stored (the chunks already written are deleted); an upload
 * over IDRISK_BULK_UPLOAD_TIMEOUT_SECONDS is cut off too. Real sockets on loopback, paced by timers (no timing is
 * asserted: only what the server answered and what it kept).
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { connect, type Socket } from 'node:net';
import { DB_KINDS, testApp, uniqueId, type TestApp } from '../helpers/app.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A raw HTTP/1.1 exchange: headers, then `send` writes the body as it likes; resolves with all the server sent. */
function exchange(url: string, head: string, send: (s: Socket) => Promise<void>): Promise<{ answer: string; closed: boolean }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    let answer = '';
    const s = connect(Number(port), hostname, () => {
      s.write(head);
      send(s).catch(() => undefined);
    });
    s.on('data', (d) => (answer += d.toString()));
    // The server closes the connection (a 408) or answers; the test's own bound is far above the settings.
    const guard = setTimeout(() => {
      s.destroy();
      resolve({ answer, closed: false });
    }, 30_000);
    s.on('close', () => {
      clearTimeout(guard);
      resolve({ answer, closed: true });
    });
    s.on('error', (err) => (answer ? undefined : reject(err)));
  });
}

function bulkHead(host: string, key: string, length: number, query = 'claims=email'): string {
  return `POST /1.0/bulk?${query} HTTP/1.1\r\nhost: ${host}\r\ncontent-type: text/csv\r\nx-api-key: ${key}\r\ncontent-length: ${length}\r\nconnection: close\r\n\r\n`;
}

function csv(rows: number, tag: string): string {
  const lines = ['customer_id,email'];
  for (let i = 0; i < rows; i++) lines.push(`${tag}-${i},user${i}.${tag}@example.com`);
  return lines.join('\n') + '\n';
}

/** The JSON body of an HTTP answer read off the wire (content-length framed). */
function bodyOf(answer: string): Record<string, unknown> {
  return JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as Record<string, unknown>;
}

for (const kind of DB_KINDS) {
  describe(`bulk upload deadlines (${kind})`, () => {
    let t: TestApp;
    let url: string;
    let host: string;
    before(async () => {
      // A body timeout of 1 s, uploads dropped after 1.5 s without a byte.
      t = await testApp(kind, { IDRISK_BODY_TIMEOUT_SECONDS: '1', IDRISK_BULK_UPLOAD_IDLE_SECONDS: '2' });
      url = await t.app.listen({ host: '127.0.0.1', port: 0 });
      host = new URL(url).host;
    });
    after(() => t.close());

    const stored = async (accountId: string) => {
      const jobs = await t.services.store.db.selectFrom('bulk_jobs').select('id').where('account_id', '=', accountId).execute();
      const chunks = jobs.length === 0 ? [] : await t.services.store.db.selectFrom('bulk_chunks').select('seq').where('job_id', 'in', jobs.map((j) => j.id)).execute();
      return { jobs: jobs.length, chunks: chunks.length };
    };

    test('an upload that keeps sending for longer than IDRISK_BODY_TIMEOUT_SECONDS is accepted; a slow body elsewhere is still cut off', async () => {
      const a = await t.account({ credits: 10_000 });
      const file = csv(40, uniqueId());
      const pieces = 8;
      const size = Math.ceil(file.length / pieces);
      // Another route's body, half sent and never finished, while the upload goes on.
      const phone = JSON.stringify({ customer_id: uniqueId(), claims: ['phone'], phone_number: '+447700900123' });
      const slowOther = exchange(url, `POST /1.0/phone HTTP/1.1\r\nhost: ${host}\r\ncontent-type: application/json\r\nx-api-key: ${a.live}\r\ncontent-length: ${phone.length}\r\n\r\n`, async (s) => {
        s.write(phone.slice(0, 10));
      });
      const upload = exchange(url, bulkHead(host, a.live, Buffer.byteLength(file)), async (s) => {
        // 8 pieces 600 ms apart: about 4.2 s in all, four times the body timeout, never 2 s without a byte.
        for (let i = 0; i < pieces; i++) {
          await sleep(600);
          s.write(file.slice(i * size, (i + 1) * size));
        }
      });
      const other = await slowOther;
      assert.equal(other.closed, true);
      assert.match(other.answer, /^HTTP\/1\.1 408 /, 'the other route keeps its body timeout');
      const r = await upload;
      assert.match(r.answer, /^HTTP\/1\.1 202 /, r.answer.slice(0, 300));
      const job = bodyOf(r.answer);
      assert.match(String(job.id), /^blk_/);
      assert.equal(job.bytes, Buffer.byteLength(file));
      assert.deepEqual(await stored(a.account.id), { jobs: 1, chunks: 1 });
    });

    test('an upload that stalls is dropped with 408 REQUEST_TIMEOUT; the chunks it had written are deleted', async () => {
      const a = await t.account({ credits: 10_000 });
      // Over 1 MiB sent (one stored chunk at least), then nothing.
      const file = csv(60_000, uniqueId());
      const sent = Math.floor(file.length * 0.6);
      assert.ok(sent > 1024 * 1024);
      let sawChunk = false;
      const r = await exchange(url, bulkHead(host, a.live, Buffer.byteLength(file)), async (s) => {
        s.write(file.slice(0, sent));
        // Wait until the server has stored a chunk of it: the drop must remove written data, not only refuse.
        for (let i = 0; i < 100 && !sawChunk; i++) {
          await sleep(50);
          const rows = await t.services.store.db.selectFrom('bulk_jobs').innerJoin('bulk_chunks', 'bulk_chunks.job_id', 'bulk_jobs.id').select('seq').where('account_id', '=', a.account.id).execute();
          sawChunk = rows.length > 0;
        }
      });
      assert.equal(sawChunk, true, 'a chunk was stored before the stall');
      assert.equal(r.closed, true, 'the server closed the connection');
      assert.match(r.answer, /^HTTP\/1\.1 408 /, r.answer.slice(0, 300));
      assert.match(r.answer, /\r\nconnection: close\r\n/i);
      const problem = bodyOf(r.answer);
      assert.equal(problem.code, 'REQUEST_TIMEOUT');
      assert.equal(problem.status, 408);
      assert.match(String(problem.detail), /IDRISK_BULK_UPLOAD_IDLE_SECONDS/);
      assert.deepEqual(await stored(a.account.id), { jobs: 0, chunks: 0 }, 'nothing of the upload is kept');
    });

    test('a client gone mid-file (multipart) leaves nothing stored', async () => {
      const a = await t.account({ credits: 10_000 });
      const file = csv(60_000, uniqueId());
      const boundary = 'b0undary';
      const head = `--${boundary}\r\ncontent-disposition: form-data; name="claims"\r\n\r\nemail\r\n--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="x.csv"\r\ncontent-type: text/csv\r\n\r\n`;
      const total = head.length + file.length + `\r\n--${boundary}--\r\n`.length;
      let sawJob = false;
      await exchange(
        url,
        `POST /1.0/bulk HTTP/1.1\r\nhost: ${host}\r\ncontent-type: multipart/form-data; boundary=${boundary}\r\nx-api-key: ${a.live}\r\ncontent-length: ${total}\r\n\r\n`,
        async (s) => {
          s.write(head + file.slice(0, Math.floor(file.length * 0.6)));
          for (let i = 0; i < 100 && !sawJob; i++) {
            await sleep(50);
            sawJob = (await stored(a.account.id)).chunks > 0;
          }
          s.destroy();
        },
      );
      assert.equal(sawJob, true, 'the upload was being stored');
      // The server notices the closed connection and cleans up.
      let left = await stored(a.account.id);
      for (let i = 0; i < 100 && (left.jobs > 0 || left.chunks > 0); i++) {
        await sleep(50);
        left = await stored(a.account.id);
      }
      assert.deepEqual(left, { jobs: 0, chunks: 0 });
    });
  });
}

describe('bulk upload total bound (sqlite)', () => {
  let t: TestApp;
  before(async () => {
    t = await testApp('sqlite', { IDRISK_BODY_TIMEOUT_SECONDS: '1', IDRISK_BULK_UPLOAD_TIMEOUT_SECONDS: '2' });
  });
  after(() => t.close());

  test('an upload still arriving after IDRISK_BULK_UPLOAD_TIMEOUT_SECONDS is cut off (408), nothing kept', async () => {
    const url = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const a = await t.account({ credits: 10_000 });
    const file = csv(40, uniqueId());
    const r = await exchange(url, bulkHead(new URL(url).host, a.live, Buffer.byteLength(file)), async (s) => {
      // 16 pieces 400 ms apart (6.4 s): progressing, but past the 2 s bound.
      const size = Math.ceil(file.length / 16);
      for (let i = 0; i < 16 && !s.destroyed; i++) {
        await sleep(400);
        s.write(file.slice(i * size, (i + 1) * size));
      }
    });
    assert.equal(r.closed, true);
    assert.match(r.answer, /^HTTP\/1\.1 408 /);
    let jobs = 1;
    for (let i = 0; i < 100 && jobs > 0; i++) {
      jobs = (await t.services.store.db.selectFrom('bulk_jobs').select('id').where('account_id', '=', a.account.id).execute()).length;
      if (jobs > 0) await sleep(50);
    }
    assert.equal(jobs, 0);
    assert.equal((await t.services.store.db.selectFrom('bulk_chunks').select('seq').execute()).length, 0);
  });
});
