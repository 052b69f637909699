/** Writes docs/errors.md and docs/reason-codes.md from the code. */
import { writeFileSync } from 'node:fs';
import { errorsMarkdown, reasonCodesMarkdown } from '../src/docs/generate.js';

writeFileSync('docs/errors.md', errorsMarkdown());
writeFileSync('docs/reason-codes.md', reasonCodesMarkdown());
process.stdout.write('wrote docs/errors.md and docs/reason-codes.md\n');
