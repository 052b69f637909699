import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createTypoChecker } from './typo.js';

const popular = ['gmail.com', 'yahoo.com', 'hotmail.com', 'outlook.com', 'icloud.com', 'gmx.de', 'me.com', 'mac.com', 'yahoo.fr'];
const checker = createTypoChecker(popular, new Set(['gmx.at', 'yahoo.co.uk']));

test('near misses of popular domains get a suggestion (a transposition is one edit)', () => {
  const cases: [string, string][] = [
    ['gmial.com', 'gmail.com'], ['gmail.con', 'gmail.com'], ['gmail.co', 'gmail.com'], ['gmai.com', 'gmail.com'],
    ['gamil.com', 'gmail.com'], ['yahooo.com', 'yahoo.com'], ['yaho.com', 'yahoo.com'], ['hotmial.com', 'hotmail.com'],
    ['hotmail.cm', 'hotmail.com'], ['outlok.com', 'outlook.com'], ['iclod.com', 'icloud.com'], ['gmail.comm', 'gmail.com'],
  ];
  for (const [typo, fix] of cases) assert.equal(checker.suggest(typo), fix, typo);
});

test('popular, known and unrelated domains get none', () => {
  for (const d of ['gmail.com', 'yahoo.fr', 'me.com', 'mac.com', 'gmx.at', 'yahoo.co.uk', 'example.com', 'acme-corp.io', 'gmx.ch']) {
    assert.equal(checker.suggest(d), null, d);
  }
});
