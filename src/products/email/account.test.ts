import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkName } from '../name/check.js';
import { accountStats, accountTokens, containsName, hasStopWords, looksRandom, parseAccountName, ratio } from './account.js';
import { loadNameData } from '../../reference/names/index.js';

/** The bundled name data, loaded once for this file. */
const NAMES = loadNameData();

test('account statistics count dots, digits, letters, symbols, vowels and consonants', () => {
  assert.deepEqual(accountStats('john.doe_84'), { length: 11, dots: 1, numbers: 2, letters: 7, symbols: 1, vowels: 3, consonants: 4 });
  assert.deepEqual(accountStats('José'), { length: 4, dots: 0, numbers: 0, letters: 4, symbols: 0, vowels: 2, consonants: 2 });
  assert.deepEqual(accountStats('a+b'), { length: 3, dots: 0, numbers: 0, letters: 2, symbols: 1, vowels: 1, consonants: 1 });
  assert.equal(ratio(2, 11), 0.1818);
  assert.equal(ratio(0, 0), 0);
});

test('random-looking local parts', () => {
  for (const s of ['xkqzvbt', '83920174ab', 'a8f3k2m9x1q7', 'zxcvbnmlkj']) assert.equal(looksRandom(s), true, s);
  for (const s of ['john.doe', 'maria1987', 'jean-luc.picard', 'info', 'christopher']) assert.equal(looksRandom(s), false, s);
});

test('stop words are whole tokens (or a leading keyboard run)', () => {
  assert.equal(hasStopWords(accountTokens('test.user'), 'test.user'), true);
  assert.equal(hasStopWords(accountTokens('asdfgh123'), 'asdfgh123'), true);
  assert.equal(hasStopWords(accountTokens('fake_john'), 'fake_john'), true);
  assert.equal(hasStopWords(accountTokens('contestant'), 'contestant'), false);
  assert.equal(hasStopWords(accountTokens('john.doe'), 'john.doe'), false);
});

test('a first.last account name is parsed and checked by the name product\'s rules', () => {
  assert.deepEqual(parseAccountName(accountTokens('john.smith'), NAMES), { first: 'John', last: 'Smith', valid: true, riskType: null });
  assert.deepEqual(parseAccountName(accountTokens('maria_rossi1987'), NAMES), { first: 'Maria', last: 'Rossi', valid: true, riskType: null });
  assert.deepEqual(parseAccountName(accountTokens('josé.garcía'), NAMES), { first: 'Jose', last: 'Garcia', valid: true, riskType: null });
  assert.equal(parseAccountName(accountTokens('test.user'), NAMES).riskType, 'PLACEHOLDER');
  assert.equal(parseAccountName(accountTokens('bob.bob'), NAMES).riskType, 'STRING_SIMILARITY');
  assert.equal(parseAccountName(accountTokens('xkcdqw.plmnbv'), NAMES).riskType, 'RANDOM_TYPING');
  // Rules the email product had no copy of: titles, fictional and famous names, profanity, organisations.
  assert.equal(parseAccountName(accountTokens('dr.smith'), NAMES).riskType, 'PLACEHOLDER_TITLE');
  assert.equal(parseAccountName(accountTokens('dr.who'), NAMES).riskType, 'FICTIONAL');
  assert.equal(parseAccountName(accountTokens('mickey.mouse'), NAMES).riskType, 'FICTIONAL');
  assert.deepEqual(parseAccountName(accountTokens('marie_curie1867'), NAMES), { first: 'Marie', last: 'Curie', valid: false, riskType: 'FAMOUS' });
  assert.equal(parseAccountName(accountTokens('fucking.idiot'), NAMES).riskType, 'VULGAR');
  // Each verdict is the one the name product gives for the same first and last name.
  for (const local of ['john.smith', 'test.user', 'sarah.sara', 'li.li', 'info.sales']) {
    const [f, l] = accountTokens(local) as [string, string];
    const check = checkName(f, l, NAMES);
    assert.deepEqual(parseAccountName(accountTokens(local), NAMES), { first: f[0]!.toUpperCase() + f.slice(1), last: l[0]!.toUpperCase() + l.slice(1), valid: check.is_valid, riskType: check.risk_type }, local);
  }
  assert.deepEqual(parseAccountName(accountTokens('johnsmith'), NAMES), { first: null, last: null, valid: null, riskType: null });
  assert.equal(parseAccountName(accountTokens('a.b.c'), NAMES).first, null);
});

test('contains first/last name, folded; null when not given', () => {
  assert.equal(containsName('jose.garcia82', 'José'), true);
  assert.equal(containsName('jgarcia', 'García'), true);
  assert.equal(containsName('jgarcia', 'Pedro'), false);
  assert.equal(containsName('jgarcia', undefined), null);
  // The hub's keys: transliteration and spelling variants agree with its name-vs-email comparison.
  assert.equal(containsName('rossi.maria87', 'María'), true);
  assert.equal(containsName('juergen.mueller', 'Jürgen'), true);
  assert.equal(containsName('ivan.petrov', 'Иван'), true);
  assert.equal(containsName('m.rossi', 'Maria'), false);
  assert.equal(containsName('jgarcia', 'J'), null);
});
