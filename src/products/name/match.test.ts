import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compareNameToEmail, compareNames, nameKey, skeleton } from './match.js';

const maria = { first_name: 'Maria', last_name: 'Rossi' };

test('email account names that carry the given name: given/family, initials, order, digits, separators', () => {
  for (const local of ['maria.rossi', 'm.rossi', 'rossi.maria87', 'maria_rossi', 'mariarossi', 'rossimaria', 'mrossi', 'rossi.m', 'Maria.Rossi+shop', 'MARIA-ROSSI-1987']) {
    assert.equal(compareNameToEmail(maria, local), 'MATCH', local);
  }
  assert.equal(compareNameToEmail(maria, 'rossi1987'), 'PARTIAL_MATCH');
  assert.equal(compareNameToEmail(maria, 'maria.b'), 'PARTIAL_MATCH');
  assert.equal(compareNameToEmail(maria, 'john.smith'), 'NO_MATCH');
  assert.equal(compareNameToEmail(maria, 'xk7qz'), 'NO_MATCH');
  assert.equal(compareNameToEmail(maria, '123456'), null, 'no letters to compare');
  assert.equal(compareNameToEmail({}, 'maria.rossi'), null, 'no name given');
});

test('diacritics, umlaut spellings and transliteration', () => {
  assert.equal(compareNameToEmail({ first_name: 'José', last_name: 'Núñez' }, 'jose.nunez'), 'MATCH');
  assert.equal(compareNameToEmail({ first_name: 'Jürgen', last_name: 'Müller' }, 'juergen.mueller'), 'MATCH');
  assert.equal(compareNameToEmail({ first_name: 'Jürgen', last_name: 'Müller' }, 'jmuller'), 'MATCH');
  assert.equal(compareNameToEmail({ first_name: 'Łukasz', last_name: 'Wójcik' }, 'lukasz.wojcik'), 'MATCH');
  assert.equal(compareNameToEmail({ first_name: 'Мария', last_name: 'Иванова' }, 'maria.ivanova'), 'MATCH');
  assert.equal(compareNameToEmail({ first_name: 'Юлия', last_name: 'Смирнова' }, 'julia.smirnova'), 'MATCH');
  assert.equal(compareNameToEmail({ first_name: 'Александр', last_name: 'Петров' }, 'apetrov'), 'MATCH');
  assert.equal(compareNameToEmail({ first_name: 'Γιώργος', last_name: 'Παπαδόπουλος' }, 'giorgos.papadopoulos'), 'MATCH');
  assert.equal(nameKey('Jean-Luc'), 'yeanluc');
});

test('name against names: Cyrillic breach names match their Latin spelling', () => {
  assert.equal(compareNames(maria, [{ first_name: 'Мария', last_name: 'Росси' }]), 'MATCH');
  assert.equal(compareNames(maria, [{ first_name: 'Anna', last_name: 'Rossi' }]), 'PARTIAL_MATCH');
  assert.equal(compareNames(maria, [{ first_name: 'John', last_name: 'Smith' }]), 'NO_MATCH');
  assert.equal(compareNames(maria, [{ first_name: null, last_name: null }]), null);
});

test('the spelling skeleton applies its rules in order, each on what the earlier ones left', () => {
  // j -> y makes the `iy` and `yu` that the later rules rewrite; `oe` goes before `ph`; a word without a rule's letters
  // is returned as it is.
  const cases: Record<string, string> = { jurij: 'iuri', phoebe: 'fobe', mariya: 'maria', xaver: 'ksaver', wojciech: 'voyciech', yulia: 'iulia', aejia: 'ayia', rossi: 'rossi' };
  for (const [word, key] of Object.entries(cases)) assert.equal(skeleton(word), key, word);
});

test('keys answered again (the memos of recent names and account names) are the keys first computed, past the bound', () => {
  const parts = ['José', 'Jürgen', 'Мария', 'Rossi', 'jean-luc', 'Ægir'];
  const first = parts.map((p) => nameKey(p));
  const firstMatch = compareNameToEmail({ first_name: 'Maria', last_name: 'Rossi' }, 'rossi.maria87');
  // More distinct texts than the memos keep, so the first ones are forgotten and keyed again.
  for (let i = 0; i < 5000; i++) {
    nameKey(`Name${i}`);
    compareNameToEmail({ first_name: 'Ann', last_name: `Lee${i}` }, `lee${i}.ann`);
  }
  assert.deepEqual(parts.map((p) => nameKey(p)), first);
  assert.deepEqual(parts.map((p) => nameKey(p)), first);
  assert.equal(compareNameToEmail({ first_name: 'Maria', last_name: 'Rossi' }, 'rossi.maria87'), firstMatch);
  assert.equal(compareNameToEmail({ first_name: 'Maria', last_name: 'Rossi' }, 'rossi.maria87'), 'MATCH');
  assert.equal(compareNameToEmail({ first_name: 'Ann', last_name: 'Lee7' }, 'lee7.ann'), 'MATCH');
});
