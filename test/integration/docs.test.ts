/** Generated docs match the code they come from (run `npm run docs` to refresh them). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { errorsMarkdown, reasonCodesMarkdown } from '../../src/docs/generate.js';
import { ERROR_CODES } from '../../src/contract/errors.js';
import { EXAMPLE_PAGES, SANDBOX_PAGE, productExampleBlocks, sandboxExamplesBlock, withExampleBlock, withSandboxExamples } from '../../src/docs/examples.js';
import { FIRST_CALL_EXAMPLE } from '../../src/cli/commands/serve.js';

test('docs/errors.md is generated from the error catalogue and up to date', () => {
  const md = readFileSync('docs/errors.md', 'utf8');
  assert.equal(md, errorsMarkdown(), 'run npm run docs');
  for (const code of ERROR_CODES) assert.ok(md.includes(`\`${code}\``));
});

test('docs/reason-codes.md is generated from the catalogue and up to date', () => {
  assert.equal(readFileSync('docs/reason-codes.md', 'utf8'), reasonCodesMarkdown(), 'run npm run docs');
});

test('each docs/<product>.md opens with a sandbox request and its answer, up to date', async () => {
  const blocks = await productExampleBlocks();
  assert.deepEqual(Object.keys(blocks).sort(), Object.values(EXAMPLE_PAGES).sort());
  for (const [page, block] of Object.entries(blocks)) {
    const md = readFileSync(page, 'utf8');
    assert.equal(md, withExampleBlock(md, block), `${page}: run npm run docs`);
    assert.ok(md.indexOf(block) < md.indexOf('\n## '), `${page}: the example opens the page`);
  }
  // The first answer a newcomer sees is a full one (not the fiction range's is_valid_format: false).
  const phone = blocks['docs/phone.md']!;
  assert.match(phone, /"is_valid_format": true/);
  assert.match(phone, /"is_suspicious_format": false/);
});

test('docs/sandbox.md shows the answers the sandbox gives, up to date', async () => {
  const md = readFileSync(SANDBOX_PAGE, 'utf8');
  const block = await sandboxExamplesBlock();
  assert.equal(md, withSandboxExamples(md, block), `${SANDBOX_PAGE}: run npm run docs`);
  // The keyword examples land in the band the page's keyword table gives.
  assert.match(block, /"customer_id": "cust-good-1"[\s\S]*?"score_cluster": "high"/);
  assert.match(block, /"score": \{ "score": \d+, "score_cluster": "low"/);
  assert.match(block, /"transaction_id": "login-poor-1"[\s\S]*?"score_cluster": "very_low"/);
});

test('the README shows the example call the first start prints', () => {
  assert.ok(readFileSync('README.md', 'utf8').includes(`-d '${JSON.stringify(FIRST_CALL_EXAMPLE)}'`));
});
