/**
 * Storage is the bottom layer (ARCHITECTURE.md: imports point one way): nothing in src/store imports a module above
 * it. The few arrows that remain are named here with their reason (docs/decisions.md, issue 26 item 2); a new one
 * fails this test. And SQL lives in src/store: outside it, only the places named below (not moved yet) may import
 * kysely or build a statement; a module that needs rows asks a repository of src/store/<area>/.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const src = resolve(here, '..');

/** Allowed imports from outside src/store, by the importing file (relative to src/store) and the imported module. */
const ALLOWED = new Set([
  // The database settings the store is opened with (a type).
  'db.ts -> config/index.ts',
  // Bounded memos (statement texts, prepared statements): a leaf module without imports.
  'db.ts -> memo/fifo.ts',
  'reference/upsert.ts -> memo/fifo.ts',
  // Prefixed ids (`use_…` of the usage row made by the commit): a leaf module of node:crypto alone.
  'resolutions/repository.ts -> accounts/ids.ts',
  'resolutions/commit-sqlite.ts -> accounts/ids.ts',
  'resolutions/commit-postgres.ts -> accounts/ids.ts',
  // A migration is frozen code: 2500 re-keyed the graph with the node id function of its day.
  'migrations/2500_graph_per_account.ts -> identity/scope.ts',
]);

/**
 * Where SQL still sits outside src/store (relative to src; a folder ends with `/`): nowhere since issue 26's sixth pass
 * moved decisions/ and bulk/ (docs/decisions.md). A place named here again needs its reason beside it; a folder not
 * listed (accounts, admin, bulk, decisions, webhooks, jobs, login, privacy, resolve, http...) may not gain SQL.
 */
const SQL_NOT_YET_MOVED: readonly string[] = [];

/** A kysely import or a statement being built or run: what a module outside src/store must not hold. */
const SQL = /from 'kysely'|\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|executeQuery)\(|\bsql(<[^>]*>)?`|CompiledQuery|\.prepare\(|\.pragma\(/;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [join(dir, e.name)] : []));
}

test('src/store imports nothing above it but the named exceptions', () => {
  const found: string[] = [];
  for (const file of files(here)) {
    for (const m of readFileSync(file, 'utf8').matchAll(/^(?:import|export)[^'"]*from '(\.[^']+)'/gm)) {
      const target = resolve(dirname(file), m[1]!).replace(/\.js$/, '.ts');
      if (target.startsWith(here + '/')) continue;
      found.push(`${relative(here, file)} -> ${relative(src, target)}`);
    }
  }
  assert.ok(found.length > 0, 'the scan reads the imports (db.ts imports the config type)');
  assert.deepEqual(found.filter((f) => !ALLOWED.has(f)), []);
});

test('SQL sits in src/store and in the places named as not moved yet', () => {
  const found: string[] = [];
  for (const file of files(src)) {
    if (SQL.test(readFileSync(file, 'utf8'))) found.push(relative(src, file));
  }
  assert.ok(found.includes('store/accounts/repository.ts'), 'the scan finds a known holder (a repository of src/store)');
  const holders = found.filter((h) => !h.startsWith('store/'));
  assert.deepEqual(holders.filter((h) => !SQL_NOT_YET_MOVED.some((p) => (p.endsWith('/') ? h.startsWith(p) : h === p))), []);
  // Every area moved holds none (a regression names its file here rather than in the list above).
  for (const area of ['accounts/', 'admin/', 'webhooks/', 'jobs/', 'login/', 'privacy/', 'scoring/', 'reference/', 'identity/', 'decisions/', 'bulk/']) {
    assert.deepEqual(holders.filter((h) => h.startsWith(area)), [], area);
  }
});
