/**
 * Accuracy of the name checks on the hand-labelled sets of test/fixtures/names: precision and recall of
 * `is_valid` (both classes) and of each risk type, and the accuracy of `gender`. The numbers are printed and held to
 * minimums a little below the measured values, so a data or rule change that makes them worse fails here.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { NAME_RISK_TYPES } from '../../src/contract/payloads/name.js';
import { checkName } from '../../src/products/name/check.js';
import { loadNameData } from '../../src/reference/names/index.js';

/** The bundled name data, loaded once for this file. */
const NAMES = loadNameData();

const FIXTURES = new URL('../fixtures/names/', import.meta.url);

function rows(file: string): string[][] {
  return readFileSync(new URL(file, FIXTURES), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '' && !l.startsWith('#'))
    .map((l) => l.split('\t'));
}

interface Labelled { first: string; last: string; valid: boolean; risk: string | null; gender: string | null }

const real: Labelled[] = rows('real.tsv').map(([first, last, g]) => ({ first: first!, last: last!, valid: true, risk: null, gender: g === 'F' || g === 'M' ? g : null }));
const invalid: Labelled[] = rows('invalid.tsv').map(([first, last, risk]) => ({ first: first!, last: last!, valid: false, risk: risk!, gender: null }));
const all = [...real, ...invalid];
const results = all.map((l) => ({ l, r: checkName(l.first, l.last, NAMES) }));

interface PR { tp: number; fp: number; fn: number; precision: number; recall: number }
function pr(isPredicted: (i: number) => boolean, isActual: (i: number) => boolean): PR {
  let tp = 0, fp = 0, fn = 0;
  results.forEach((_, i) => {
    const p = isPredicted(i), a = isActual(i);
    if (p && a) tp++;
    else if (p) fp++;
    else if (a) fn++;
  });
  return { tp, fp, fn, precision: tp + fp === 0 ? 1 : tp / (tp + fp), recall: tp + fn === 0 ? 1 : tp / (tp + fn) };
}
const fmt = (x: number) => x.toFixed(3);

test('labelled sets are large enough to measure', () => {
  assert.ok(real.length >= 150, `real names: ${real.length}`);
  assert.ok(invalid.length >= 120, `invalid names: ${invalid.length}`);
});

test('is_valid precision and recall', () => {
  const valid = pr((i) => results[i]!.r.is_valid === true, (i) => results[i]!.l.valid);
  const inv = pr((i) => results[i]!.r.is_valid === false, (i) => !results[i]!.l.valid);
  console.log(`is_valid=true : precision ${fmt(valid.precision)} recall ${fmt(valid.recall)} (tp ${valid.tp} fp ${valid.fp} fn ${valid.fn})`);
  console.log(`is_valid=false: precision ${fmt(inv.precision)} recall ${fmt(inv.recall)} (tp ${inv.tp} fp ${inv.fp} fn ${inv.fn})`);
  const wrong = results.filter(({ l, r }) => r.is_valid !== l.valid).map(({ l, r }) => `${l.first} ${l.last} -> ${r.risk_type ?? 'valid'} (want ${l.risk ?? 'valid'})`);
  if (wrong.length) console.log(`is_valid errors:\n  ${wrong.join('\n  ')}`);
  assert.ok(valid.precision >= 0.9 && valid.recall >= 0.95, 'valid class');
  assert.ok(inv.precision >= 0.95 && inv.recall >= 0.9, 'invalid class');
});

test('risk_type precision and recall per type', () => {
  const lines: string[] = [];
  for (const t of NAME_RISK_TYPES) {
    const m = pr((i) => results[i]!.r.risk_type === t, (i) => results[i]!.l.risk === t);
    if (m.tp + m.fp + m.fn === 0) continue;
    lines.push(`${t.padEnd(19)} precision ${fmt(m.precision)} recall ${fmt(m.recall)} (tp ${m.tp} fp ${m.fp} fn ${m.fn})`);
    const support = m.tp + m.fn;
    if (support >= 5) {
      assert.ok(m.precision >= 0.8, `${t} precision ${fmt(m.precision)}`);
      assert.ok(m.recall >= 0.7, `${t} recall ${fmt(m.recall)}`);
    }
  }
  console.log(lines.join('\n'));
  const confused = results.filter(({ l, r }) => !l.valid && r.is_valid === false && r.risk_type !== l.risk).map(({ l, r }) => `${l.first} ${l.last}: ${r.risk_type} (want ${l.risk})`);
  if (confused.length) console.log(`risk type confusions:\n  ${confused.join('\n  ')}`);
});

test('gender accuracy on labelled real names', () => {
  const labelled = results.filter(({ l }) => l.gender !== null);
  const answered = labelled.filter(({ r }) => r.gender !== null);
  const correct = answered.filter(({ l, r }) => r.gender === l.gender);
  const accuracy = correct.length / labelled.length;
  const precision = correct.length / Math.max(1, answered.length);
  const coverage = answered.length / labelled.length;
  console.log(`gender: accuracy ${fmt(accuracy)} (correct over all labelled), precision ${fmt(precision)} (correct over answered), coverage ${fmt(coverage)} (n=${labelled.length})`);
  const wrong = answered.filter(({ l, r }) => r.gender !== l.gender).map(({ l, r }) => `${l.first} ${l.last}: ${r.gender} (want ${l.gender})`);
  if (wrong.length) console.log(`gender errors:\n  ${wrong.join('\n  ')}`);
  assert.ok(precision >= 0.95, 'gender precision');
  assert.ok(coverage >= 0.8, 'gender coverage');
});

test('"Dick Van Dyke" is a valid name although every profanity filter flags it', () => {
  const r = checkName('Dick', 'Van Dyke', NAMES);
  assert.equal(r.is_valid, true);
  assert.equal(r.risk_type, null);
  assert.equal(r.gender, 'M');
});
