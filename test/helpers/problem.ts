import assert from 'node:assert/strict';
import type { LightMyRequestResponse } from 'fastify';

/** Assert a response is the one error shape with the given status and code. */
export function assertProblem(res: LightMyRequestResponse, status: number, code: string): Record<string, unknown> {
  assert.equal(res.statusCode, status, `expected ${status} ${code}, got ${res.statusCode}: ${res.body}`);
  assert.match(String(res.headers['content-type']), /^application\/problem\+json/);
  const body = res.json() as Record<string, unknown>;
  assert.equal(body.code, code, res.body);
  assert.equal(body.status, status);
  assert.equal(typeof body.type, 'string');
  assert.equal(typeof body.title, 'string');
  assert.equal(typeof body.detail, 'string');
  assert.ok(Array.isArray(body.errors));
  assert.ok(!/\bat .+:\d+:\d+/.test(res.body), 'no stack trace in an error body');
  return body;
}
