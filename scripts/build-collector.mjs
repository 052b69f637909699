#!/usr/bin/env node
/**
 * Bundles the browser collector (collector/src) with esbuild into dist/collector/idrisk-collector.js: one minified
 * IIFE exposing `window.idrisk`, legal comments of bundled libraries kept at the end. Runs in `npm run build`.
 * Prints the minified and minified+gzip sizes. The collector's version is a hash of its source inputs.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outfile = join(root, 'dist', 'collector', 'idrisk-collector.js');
const common = { entryPoints: [join(root, 'collector', 'src', 'index.ts')], bundle: true, format: 'iife', globalName: 'idrisk', platform: 'browser', target: ['es2019'], absWorkingDir: root, logLevel: 'warning' };

// First pass: the inputs (our sources and the exact library files bundled) decide the version.
const probe = await build({ ...common, write: false, metafile: true, define: { __COLLECTOR_VERSION__: '"0"' } });
const hash = createHash('sha256');
for (const input of Object.keys(probe.metafile.inputs).sort()) hash.update(input).update('\0').update(readFileSync(join(root, input)));
const version = hash.digest('hex').slice(0, 16);

// The bundled libraries are MIT: their copyright and permission notice travel with the bundle.
const notices = ['@fingerprintjs/fingerprintjs', '@fingerprintjs/botd'].map((name) => {
  const pkg = JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8'));
  if (pkg.license !== 'MIT') throw new Error(`${name} ${pkg.version} is ${pkg.license}, not MIT: refusing to bundle it`);
  return `${name} ${pkg.version} (${pkg.license}):\n${readFileSync(join(root, 'node_modules', name, 'LICENSE'), 'utf8').trim()}`;
});
const banner = `/*! idrisk collector ${'${version}'} (Apache-2.0). Bundles:\n${notices.join('\n\n').replace(/\*\//g, '* /')}\n*/`;

const result = await build({ ...common, write: false, minify: true, legalComments: 'none', banner: { js: banner.replace('${version}', version) }, define: { __COLLECTOR_VERSION__: JSON.stringify(version) } });
const code = result.outputFiles[0].contents;
mkdirSync(dirname(outfile), { recursive: true });
writeFileSync(outfile, code);
const gz = gzipSync(code, { level: 9 }).length;
if (!process.argv.includes('--quiet')) {
  process.stdout.write(`collector ${version}: ${code.length} bytes minified, ${gz} bytes minified+gzip -> ${outfile.slice(root.length + 1)}\n`);
}
