/**
 * The body sweep (body-deadline.ts) holds a request only while its body is arriving: once the body is in, the request
 * leaves it at once, not at the next sweep (a request held for up to a second was copied by every young-generation
 * collection meanwhile: docs/decisions.md, issue 33 tenth pass). A body that never ends stays until its deadline.
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import { awaitingBodies, guardBodies } from './body-deadline.js';

const servers: Server[] = [];
const sockets: Socket[] = [];
after(() => {
  for (const s of sockets) s.destroy();
  for (const s of servers) s.close();
});

async function serve(): Promise<{ server: Server; port: number; arrived: Promise<IncomingMessage>[] }> {
  const server = createServer();
  servers.push(server);
  guardBodies(server, 60_000);
  const waiting: ((req: IncomingMessage) => void)[] = [];
  const arrived = Array.from({ length: 4 }, () => new Promise<IncomingMessage>((resolve) => waiting.push(resolve)));
  server.on('request', (req, res) => {
    waiting.shift()?.(req);
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => res.end(Buffer.concat(chunks)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as { port: number }).port, arrived };
}

test('a request leaves the sweep as soon as its body has arrived', async () => {
  const { server, port } = await serve();
  for (let i = 0; i < 3; i++) {
    const r = await fetch(`http://127.0.0.1:${port}/`, { method: 'POST', body: JSON.stringify({ i }) });
    assert.equal(await r.text(), JSON.stringify({ i }));
  }
  assert.equal(awaitingBodies(server), 0, 'no answered request is held until the next sweep');
});

test('a body still arriving stays in the sweep until it ends', async () => {
  const { server, port, arrived } = await serve();
  const s = connect(port, '127.0.0.1');
  sockets.push(s);
  let answer = '';
  s.on('data', (d) => (answer += d.toString()));
  s.write('POST / HTTP/1.1\r\nhost: x\r\ncontent-length: 10\r\n\r\nhello');
  const req = await arrived[0];
  assert.equal(awaitingBodies(server), 1);
  const ended = new Promise((resolve) => req.once('end', resolve));
  s.write('world');
  await ended;
  assert.equal(awaitingBodies(server), 0);
  await new Promise<void>((resolve) => (answer.includes('helloworld') ? resolve() : s.once('data', () => resolve())));
  assert.match(answer, /helloworld$/);
});
