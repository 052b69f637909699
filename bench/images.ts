/**
 * Images and faces (docs/images.md): what one process pays for IDRISK_IMAGES=on. The model load, the worker's time per
 * image (decode + face, description, emotion and object models; one image at a time, so on an idle core it is its
 * CPU time), the resident memory the worker adds, and the main thread's event-loop delay while images are analysed
 * (the point of the worker thread: other calls keep being answered).
 *
 *   node --import tsx bench/images.ts [rounds=5]      # writes the "images" section of bench/RESULTS.md
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { ImageAnalyser } from '../src/images/analyser.js';
import { writeSection } from './child.js';

const rounds = Number(process.argv[2] ?? 5);
const require = createRequire(import.meta.url);
const assets = join(resolve(dirname(require.resolve('@vladmandic/human')), '..'), 'assets');
const IMAGES: [string, Uint8Array][] = [
  ['photo, one face (800x564 JPEG)', new Uint8Array(readFileSync(join(assets, 'screenshot-faceid.jpg')))],
  ['group photo (1280x1158 JPEG)', new Uint8Array(readFileSync(join(assets, 'samples.jpg')))],
  ['logo (500x484 PNG)', new Uint8Array(readFileSync(join(assets, 'icon.png')))],
];

const rssBefore = process.memoryUsage().rss;
const analyser = new ImageAnalyser({ maxPixels: 16_000_000, queue: 64 });
let t = performance.now();
await analyser.start();
const loadMs = performance.now() - t;
// One warm-up pass: the first inference of each model compiles its kernels.
for (const [, bytes] of IMAGES) await analyser.analyse([bytes.slice()], AbortSignal.timeout(120_000));
const rows: string[] = [];
const loop = monitorEventLoopDelay({ resolution: 5 });
loop.enable();
for (const [name, bytes] of IMAGES) {
  const ms: number[] = [];
  for (let i = 0; i < rounds; i++) {
    t = performance.now();
    const a = await analyser.analyse([bytes.slice()], AbortSignal.timeout(120_000));
    ms.push(a.ms);
  }
  ms.sort((a, b) => a - b);
  rows.push(`| ${name} | ${ms[Math.floor(ms.length / 2)]} | ${ms[0]} | ${ms[ms.length - 1]} |`);
}
loop.disable();
const rssAfter = process.memoryUsage().rss;
await analyser.close();

const section = `<!-- images:start -->
## Images and faces (IDRISK_IMAGES=on), ${new Date().toISOString().slice(0, 10)}

\`node --import tsx bench/images.ts ${rounds}\`: one ImageAnalyser (one worker thread, @vladmandic/human on the
TensorFlow.js WASM backend), ${rounds} rounds per image after a warm-up pass. Worker time per image (decode, scale to
640 pixels, the face, description, emotion and object models), in ms:

| image | median | min | max |
|---|---:|---:|---:|
${rows.join('\n')}

Model load ${Math.round(loadMs)} ms; the worker adds ${Math.round((rssAfter - rssBefore) / 1048576)} MB of resident memory;
main-thread event-loop delay while the images were analysed: p99 ${(loop.percentile(99) / 1e6).toFixed(1)} ms, max ${(loop.max / 1e6).toFixed(1)} ms.
<!-- images:end -->`;
writeSection('bench/RESULTS.md', 'images', section);
console.log(section);
