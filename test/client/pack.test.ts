/**
 * The packed @idrisk/client as a user gets it: `npm pack` gives a tarball that installs offline into an empty project
 * (its one dependency from the npm cache the install command filled), loads as ESM and as CommonJS, and every
 * TypeScript example of packages/client/README.md compiles against it; the examples marked `run` then run against
 * a real service on a loopback port with a sandbox key.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { testApp, type TestApp } from '../helpers/app.js';

const run = promisify(execFile);
const ROOT = resolve('.');
const CLIENT = join(ROOT, 'packages', 'client');
const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** The ```ts blocks of the README with the marker before each (`run` or `compile`). */
function readmeExamples(): { kind: 'run' | 'compile'; code: string }[] {
  const md = readFileSync(join(CLIENT, 'README.md'), 'utf8');
  const out: { kind: 'run' | 'compile'; code: string }[] = [];
  for (const m of md.matchAll(/<!-- example: (run|compile) -->\n```ts\n([\s\S]*?)```/g)) out.push({ kind: m[1] as 'run' | 'compile', code: m[2]! });
  return out;
}

/** The names of a package's dependencies and theirs, as installed in this checkout's node_modules. */
function dependencyClosure(manifest: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    const deps = (JSON.parse(readFileSync(file, 'utf8')) as { dependencies?: Record<string, string> }).dependencies ?? {};
    for (const name of Object.keys(deps)) {
      if (seen.has(name)) continue;
      seen.add(name);
      visit(join(ROOT, 'node_modules', name, 'package.json'));
    }
  };
  visit(manifest);
  return [...seen];
}

describe('the packed client', () => {
  let dir: string;
  let project: string;
  let t: TestApp;
  let url: string;
  let sandbox: string;
  before(async () => {
    assert.ok(existsSync(join(CLIENT, 'dist', 'esm', 'index.js')) && existsSync(join(CLIENT, 'dist', 'cjs', 'index.js')), 'built by npm ci / npm run build');
    dir = mkdtempSync(join(tmpdir(), 'idrisk-client-pack-'));
    project = join(dir, 'project');
    t = await testApp('sqlite');
    url = await t.app.listen({ host: '127.0.0.1', port: 0 });
    sandbox = (await t.account({ credits: 1000 })).sandbox;
  });
  after(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('npm pack, then install offline into an empty project; ESM and CommonJS load', async () => {
    const { stdout } = await run(NPM, ['pack', '--ignore-scripts', '--json', '--pack-destination', dir], { cwd: CLIENT });
    const [packed] = JSON.parse(stdout) as { filename: string; files: { path: string }[] }[];
    const files = packed!.files.map((f) => f.path);
    for (const f of ['package.json', 'README.md', 'openapi.json', 'dist/esm/index.js', 'dist/esm/index.d.ts', 'dist/cjs/index.js', 'dist/cjs/package.json', 'dist/esm/browser.js']) {
      assert.ok(files.includes(f), `${f} is in the tarball`);
    }
    assert.ok(!files.some((f) => f.startsWith('src/') || f.startsWith('scripts/')), 'sources stay out');
    const tarball = join(dir, packed!.filename);
    await run('mkdir', ['-p', project]);
    writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'empty-project', private: true, type: 'module' }));
    // --offline: no registry at all. The client's dependencies (standardwebhooks and its two) are packed from this
    // checkout's node_modules and installed beside it: npm ci's cache holds their tarballs but not the registry's
    // metadata an install needs to resolve a range, so on a fresh machine the cache alone does not answer.
    const deps = await Promise.all(dependencyClosure(join(CLIENT, 'package.json')).map(async (name) => {
      const { stdout: out } = await run(NPM, ['pack', '--ignore-scripts', '--json', '--pack-destination', dir], { cwd: join(ROOT, 'node_modules', name) });
      return join(dir, (JSON.parse(out) as { filename: string }[])[0]!.filename);
    }));
    assert.ok(deps.some((d) => d.includes('standardwebhooks')), 'standardwebhooks is packed');
    await run(NPM, ['install', tarball, ...deps, '--offline', '--no-audit', '--no-fund', '--ignore-scripts'], { cwd: project });
    assert.deepEqual(readdirSync(join(project, 'node_modules', '@idrisk')), ['client']);
    const esm = await run(process.execPath, ['--input-type=module', '-e', "import { IdriskClient, webhooks } from '@idrisk/client'; import { loadCollector } from '@idrisk/client/browser'; console.log(typeof IdriskClient, typeof webhooks.verify, typeof loadCollector)"], { cwd: project });
    assert.equal(esm.stdout.trim(), 'function function function');
    const cjs = await run(process.execPath, ['-e', "const c = require('@idrisk/client'); console.log(typeof c.IdriskClient, typeof c.NotFoundError, typeof require('@idrisk/client/browser').loadCollector)"], { cwd: project });
    assert.equal(cjs.stdout.trim(), 'function function function');
  });

  test('the README examples compile against the tarball and the runnable ones run against the service', async () => {
    const examples = readmeExamples();
    assert.ok(examples.length >= 5, `found ${examples.length} examples`);
    const names = examples.map((e, i) => `example-${i + 1}-${e.kind}.ts`);
    examples.forEach((e, i) => writeFileSync(join(project, names[i]!), e.code));
    writeFileSync(
      join(project, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', lib: ['ES2022', 'DOM', 'DOM.Iterable'], strict: true,
          types: ['node'], typeRoots: [join(ROOT, 'node_modules', '@types')], outDir: 'out', skipLibCheck: false,
        },
        include: names,
      }),
    );
    const tsc = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
    const compiled = await run(process.execPath, [tsc, '-p', 'tsconfig.json'], { cwd: project }).catch((e: { stdout: string }) => e);
    assert.equal('code' in compiled ? compiled.stdout : '', '', 'the README examples compile');
    for (const [i, e] of examples.entries()) {
      if (e.kind !== 'run') continue;
      const js = join(project, 'out', names[i]!.replace(/\.ts$/, '.js'));
      const { stdout } = await run(process.execPath, [js], { cwd: project, env: { ...process.env, IDRISK_URL: url, IDRISK_API_KEY: sandbox } });
      assert.ok(stdout.trim().length > 0, `${names[i]} printed its results`);
    }
  });
});
