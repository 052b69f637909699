/**
 * The served OpenAPI document as third-party tools take it: Redocly CLI's `recommended` rules (run offline, from
 * node_modules) find nothing but the documented exceptions; every operation has a stable camelCase operationId from
 * the catalogue, a 4xx answer, and an example on its request body; `servers` is the request's origin or
 * IDRISK_PUBLIC_URL; the licence is stated.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { testApp, type TestApp } from '../helpers/app.js';
import { ADMIN_OPERATIONS } from '../../src/contract/admin.js';
import { OPERATIONS, type OperationDef } from '../../src/contract/operations.js';

type Operation = { operationId?: string; description?: string; responses: Record<string, unknown>; requestBody?: { content: Record<string, { example?: unknown }> }; parameters?: { example?: unknown }[] };
type Doc = { servers?: { url: string }[]; info: { license?: { name: string; identifier?: string } }; paths: Record<string, Record<string, Operation>> };

/** Problems kept on purpose (also in .redocly.lint-ignore.yaml for the committed snapshot), each with its reason. */
const EXPECTED = [
  // The contract's path of Submit Domain / Get Domain ends with a slash.
  { ruleId: 'no-path-trailing-slash', pointer: '#/paths/~11.0~1domain-intelligence~1' },
  // The probes answer 200 or 503 to any GET: no 4xx exists to document.
  { ruleId: 'operation-4xx-response', pointer: '#/paths/~1healthz/get/responses' },
  { ruleId: 'operation-4xx-response', pointer: '#/paths/~1readyz/get/responses' },
];

const redoclyCli = join(createRequire(import.meta.url).resolve('@redocly/cli/package.json'), '..', 'bin', 'cli.js');

interface LintProblem { ruleId: string; severity: string; message: string; location: { pointer: string }[] }

async function redoclyLint(file: string): Promise<{ totals: { errors: number; warnings: number }; problems: LintProblem[] }> {
  const child = spawn(process.execPath, [redoclyCli, 'lint', '--config', 'redocly.yaml', '--format=json', file], {
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (d: Buffer) => (out += d));
  child.stderr.on('data', (d: Buffer) => (err += d));
  await new Promise((resolve) => child.once('close', resolve));
  const json = out.slice(out.indexOf('{'));
  assert.ok(json.length > 0, `redocly printed no report: ${err}`);
  return JSON.parse(json);
}

describe('the OpenAPI document', () => {
  let t: TestApp;
  let dir: string;
  let doc: Doc;
  before(async () => {
    t = await testApp('sqlite');
    dir = mkdtempSync(join(tmpdir(), 'idrisk-openapi-'));
    doc = (await t.app.inject({ method: 'GET', url: '/openapi.json', headers: { host: '127.0.0.1:8080' } })).json();
  });
  after(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('Redocly recommended: no error and no warning but the documented exceptions', async () => {
    const file = join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(doc));
    const report = await redoclyLint(file);
    const found = report.problems.map((p) => ({ ruleId: p.ruleId, pointer: p.location[0]?.pointer ?? '' }));
    assert.deepEqual(
      found.sort((a, b) => (a.pointer + a.ruleId).localeCompare(b.pointer + b.ruleId)),
      [...EXPECTED].sort((a, b) => (a.pointer + a.ruleId).localeCompare(b.pointer + b.ruleId)),
      report.problems.map((p) => `${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`).join('\n'),
    );
  });

  test('the lint fails a document that lacks what the rules ask for (the check can fail)', async () => {
    const broken = structuredClone(doc) as Doc;
    delete broken.servers;
    delete (broken.paths['/1.0/phone']!.post as Operation).operationId;
    const file = join(dir, 'broken.json');
    writeFileSync(file, JSON.stringify(broken));
    const rules = new Set((await redoclyLint(file)).problems.map((p) => p.ruleId));
    assert.ok(rules.has('no-empty-servers') && rules.has('operation-operationId'), [...rules].join(', '));
  });

  test('every operation: its catalogue operationId (camelCase, unique), a description, a 4xx, an example body', () => {
    // The public catalogue and the admin API's (src/contract/admin.ts, keyed by operationId): one namespace.
    const catalogue = new Map<string, { method: string; summary: string }>((Object.values(OPERATIONS) as OperationDef[]).map((op) => [op.operationId, op]));
    for (const [id, op] of Object.entries(ADMIN_OPERATIONS) as [string, { method: string; summary: string }][]) {
      assert.ok(!catalogue.has(id), `${id}: an admin operationId differs from every public one`);
      catalogue.set(id, op);
    }
    assert.equal(catalogue.size, Object.keys(OPERATIONS).length + Object.keys(ADMIN_OPERATIONS).length, 'operationIds are unique');
    const seen: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const where = `${method.toUpperCase()} ${path}`;
        assert.match(op.operationId ?? '', /^[a-z][a-zA-Z0-9]*$/, `${where}: camelCase operationId`);
        const def = catalogue.get(op.operationId!);
        assert.ok(def, `${where}: ${op.operationId} is in the catalogue`);
        assert.equal(def.method, method.toUpperCase());
        seen.push(op.operationId!);
        assert.ok((op.description ?? '').length > def.summary.length, `${where}: a description`);
        if (!['/healthz', '/readyz'].includes(path)) assert.ok(Object.keys(op.responses).some((s) => /^4\d\d$/.test(s)), `${where}: a 4xx`);
        if (op.requestBody) {
          // A binary body (a gzipped bulk file) has no example: a JSON document cannot hold its bytes.
          for (const [type, media] of Object.entries(op.requestBody.content)) {
            if ((media as { schema?: { format?: string } }).schema?.format === 'binary') continue;
            assert.ok(media.example, `${where} ${type}: an example body`);
          }
        }
        for (const p of op.parameters ?? []) assert.ok(p.example !== undefined, `${where}: an example of each parameter`);
      }
    }
    assert.deepEqual(seen.sort(), [...catalogue.keys()].sort(), 'every catalogue operation is documented once');
  });

  test('servers: the origin of the request by default, IDRISK_PUBLIC_URL when set; the licence', async () => {
    assert.deepEqual(doc.servers?.map((s) => s.url), ['http://127.0.0.1:8080']);
    assert.deepEqual(doc.info.license, { name: 'Apache 2.0', identifier: 'Apache-2.0' });
    const ui = (await t.app.inject({ method: 'GET', url: '/docs/json', headers: { host: 'risk.internal:9000' } })).json() as Doc;
    assert.deepEqual(ui.servers?.map((s) => s.url), ['http://risk.internal:9000']);
    const pub = await testApp('sqlite', { IDRISK_PUBLIC_URL: 'https://risk.example.org/api/' });
    try {
      const d = (await pub.app.inject({ method: 'GET', url: '/openapi.json', headers: { host: '127.0.0.1:8080' } })).json() as Doc;
      assert.deepEqual(d.servers?.map((s) => s.url), ['https://risk.example.org/api']);
    } finally {
      await pub.close();
    }
  });
});
