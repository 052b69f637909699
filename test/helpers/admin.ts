/** Calling /admin/1.0 in tests: operators, sign-in (cookie + CSRF token), admin tokens of each role. */
import assert from 'node:assert/strict';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './app.js';
import { cliActorOf } from '../../src/admin/actor.js';
import type { Role } from '../../src/admin/roles.js';

export const PASSWORD = 'correct horse battery staple 42';
export const CLI = cliActorOf('cli:test');

export interface Caller {
  readonly cookie?: string;
  readonly csrf?: string;
  readonly token?: string;
  readonly address?: string;
}

export interface CallOptions extends Caller {
  readonly body?: unknown;
  readonly rawBody?: string;
  readonly headers?: Record<string, string>;
}

export function adminCall(t: TestApp, method: string, path: string, o: CallOptions = {}): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...o.headers };
  if (o.cookie) headers.cookie = `idrisk_session=${o.cookie}`;
  if (o.csrf) headers['x-csrf-token'] = o.csrf;
  if (o.token) headers.authorization = `Bearer ${o.token}`;
  const hasBody = o.body !== undefined || o.rawBody !== undefined;
  if (hasBody) headers['content-type'] = 'application/json';
  return t.app.inject({
    method: method as 'GET',
    url: `/admin/1.0${path}`,
    headers,
    remoteAddress: o.address ?? '127.0.0.1',
    ...(hasBody ? { payload: o.rawBody ?? JSON.stringify(o.body) } : {}),
  });
}

let n = 0;
export function uniqueEmail(role = 'op'): string {
  n += 1;
  return `${role}-${process.pid}-${n}-${Math.random().toString(36).slice(2, 7)}@example.test`;
}

/** A fresh address per sign-in test: the throttle counts per address. */
export function uniqueAddress(): string {
  n += 1;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

export async function makeOperator(t: TestApp, role: Role, accounts: string[] | null = null, email = uniqueEmail(role)) {
  const { operator } = await t.services.admin.operators.create(CLI, { email, role, accounts, password: PASSWORD });
  return operator;
}

/** Sign in and return the session cookie and CSRF token. */
export async function signIn(t: TestApp, email: string, password = PASSWORD, address = uniqueAddress()): Promise<Caller & { res: LightMyRequestResponse }> {
  const res = await adminCall(t, 'POST', '/sessions', { body: { email, password }, address });
  assert.equal(res.statusCode, 201, res.body);
  const set = res.cookies.find((c) => c.name === 'idrisk_session');
  assert.ok(set, 'a session cookie is set');
  return { cookie: set.value, csrf: (res.json() as { csrf_token: string }).csrf_token, res, address };
}

export async function tokenFor(t: TestApp, role: Role, accounts: string[] | null = null): Promise<string> {
  const created = await t.services.admin.operators.createToken(CLI, { name: `${role} token`, role, accounts });
  return created.secret;
}
