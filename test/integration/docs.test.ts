/** Generated docs match the code they come from (run `npm run docs` to refresh them). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { errorsMarkdown, reasonCodesMarkdown } from '../../src/docs/generate.js';
import { ERROR_CODES } from '../../src/contract/errors.js';

test('docs/errors.md is generated from the error catalogue and up to date', () => {
  const md = readFileSync('docs/errors.md', 'utf8');
  assert.equal(md, errorsMarkdown(), 'run npm run docs');
  for (const code of ERROR_CODES) assert.ok(md.includes(`\`${code}\``));
});

test('docs/reason-codes.md is generated from the catalogue and up to date', () => {
  assert.equal(readFileSync('docs/reason-codes.md', 'utf8'), reasonCodesMarkdown(), 'run npm run docs');
});
