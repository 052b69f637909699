import { test } from 'node:test';
import assert from 'node:assert/strict';
import { foldedLetters } from '../name/normalize.js';
import { emailConsistency, nameConsistency } from './consistency.js';

const names = [{ first_name: 'José', last_name: "O'Brien" }, { first_name: 'Anna', last_name: 'Rossi' }];

test('names: normalization, MATCH, PARTIAL_MATCH, NO_MATCH, null', () => {
  assert.equal(foldedLetters("  JOSÉ-María O'Brien "), 'josemariaobrien');
  assert.equal(nameConsistency({ first_name: 'jose', last_name: 'OBRIEN' }, names), 'MATCH');
  assert.equal(nameConsistency({ first_name: 'Maria', last_name: 'Rossi' }, names), 'PARTIAL_MATCH');
  assert.equal(nameConsistency({ first_name: 'Anne', last_name: 'Rosi' }, names), 'PARTIAL_MATCH', 'one edit on both names of 4+ letters');
  assert.equal(nameConsistency({ first_name: 'Ann', last_name: 'Ros' }, names), 'NO_MATCH', 'names under 4 letters need an exact match');
  assert.equal(nameConsistency({ first_name: 'Annna', last_name: 'Rossii' }, names), 'PARTIAL_MATCH', 'typos within one edit');
  assert.equal(nameConsistency({ first_name: 'Anan', last_name: 'Rosis' }, names), 'NO_MATCH', 'a transposition is two edits here');
  assert.equal(nameConsistency({ first_name: 'A', last_name: 'Rossi' }, names), 'PARTIAL_MATCH');
  assert.equal(nameConsistency({ first_name: 'John', last_name: 'Smith' }, names), 'NO_MATCH');
  assert.equal(nameConsistency({}, names), null);
  assert.equal(nameConsistency({ first_name: 'Anna' }, []), null);
});

test('emails: +tags and case ignored, same local part elsewhere is partial', () => {
  const emails = ['anna.rossi@example.com', 'ar@mail.io'];
  assert.equal(emailConsistency('Anna.Rossi+shop@Example.com', emails), 'MATCH');
  assert.equal(emailConsistency('anna.rossi@gmail.com', emails), 'PARTIAL_MATCH');
  assert.equal(emailConsistency('anna.rosso@example.com', emails), 'PARTIAL_MATCH');
  assert.equal(emailConsistency('bob@example.com', emails), 'NO_MATCH');
  assert.equal(emailConsistency(undefined, emails), null);
  assert.equal(emailConsistency('bob@example.com', []), null);
});
