/**
 * Writes the generated docs from the code: docs/errors.md and docs/reason-codes.md; the request-and-answer block each
 * docs/<product>.md opens with (a sandbox call of the catalogue's example) and docs/sandbox.md's examples; the client's copy of the served OpenAPI
 * document (packages/client/openapi.json) with the types and operation table generated from it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { errorsMarkdown, reasonCodesMarkdown } from '../src/docs/generate.js';
import { SANDBOX_PAGE, productExampleBlocks, sandboxExamplesBlock, withExampleBlock, withSandboxExamples } from '../src/docs/examples.js';
import { servedOpenApiDocument } from '../src/docs/openapi-document.js';
// @ts-expect-error: a plain ESM script of the client package (no declarations)
import { generatedSources } from '../packages/client/scripts/build.mjs';

writeFileSync('docs/errors.md', errorsMarkdown());
writeFileSync('docs/reason-codes.md', reasonCodesMarkdown());
for (const [page, block] of Object.entries(await productExampleBlocks())) writeFileSync(page, withExampleBlock(readFileSync(page, 'utf8'), block));
writeFileSync(SANDBOX_PAGE, withSandboxExamples(readFileSync(SANDBOX_PAGE, 'utf8'), await sandboxExamplesBlock()));
const doc = await servedOpenApiDocument();
writeFileSync('packages/client/openapi.json', `${JSON.stringify(doc, null, 2)}\n`);
for (const [file, text] of Object.entries((await generatedSources(doc)) as Record<string, string>)) writeFileSync(`packages/client/${file}`, text);
process.stdout.write('wrote docs/errors.md, docs/reason-codes.md, the examples of docs/<product>.md and docs/sandbox.md, packages/client/openapi.json and its generated sources\n');
