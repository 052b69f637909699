/**
 * Writes the generated docs from the code: docs/errors.md and docs/reason-codes.md; the client's copy of the served
 * OpenAPI document (packages/client/openapi.json) with the types and operation table generated from it.
 */
import { writeFileSync } from 'node:fs';
import { errorsMarkdown, reasonCodesMarkdown } from '../src/docs/generate.js';
import { servedOpenApiDocument } from '../src/docs/openapi-document.js';
// @ts-expect-error: a plain ESM script of the client package (no declarations)
import { generatedSources } from '../packages/client/scripts/build.mjs';

writeFileSync('docs/errors.md', errorsMarkdown());
writeFileSync('docs/reason-codes.md', reasonCodesMarkdown());
const doc = await servedOpenApiDocument();
writeFileSync('packages/client/openapi.json', `${JSON.stringify(doc, null, 2)}\n`);
for (const [file, text] of Object.entries((await generatedSources(doc)) as Record<string, string>)) writeFileSync(`packages/client/${file}`, text);
process.stdout.write('wrote docs/errors.md, docs/reason-codes.md, packages/client/openapi.json and its generated sources\n');
