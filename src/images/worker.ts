/**
 * The image analyser's worker thread (src/images/analyser.ts starts it): decodes the images of one call
 * (src/images/decode.ts) and runs @vladmandic/human on them with TensorFlow.js's WASM backend: BlazeFace for faces,
 * FaceRes for age, gender and a face descriptor, the emotion model, CenterNet for COCO object labels.
 *
 * Everything loads from node_modules: the WASM binaries from @tensorflow/tfjs-backend-wasm (human would fetch them from
 * a CDN unless `wasmPath` is set) and the model files from human's own `models/` folder through a file loader
 * registered with tfjs (tfjs-core has no file:// handler without tfjs-node). Nothing is downloaded at run time.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { parentPort } from 'node:worker_threads';
import { decode, DecodeError, flatColourShare } from './decode.js';
import type { AnalysedFace, AnalysedImage, WorkerReply, WorkerRequest } from './protocol.js';

const require = createRequire(import.meta.url);
// human's `exports` map has keys without "./" for its builds: load its WASM build by file path.
const humanRoot = resolve(dirname(require.resolve('@vladmandic/human')), '..');
const wasmDir = join(dirname(require.resolve('@tensorflow/tfjs-backend-wasm')), '/');

interface HumanFace {
  boxRaw: [number, number, number, number];
  score: number;
  age?: number;
  gender?: string;
  genderScore?: number;
  emotion?: { score: number; emotion: string }[];
  embedding?: number[];
}
interface HumanResult {
  face: HumanFace[];
  object: { label: string; score: number }[];
}
interface Human {
  load(): Promise<void>;
  warmup(): Promise<unknown>;
  detect(input: unknown): Promise<HumanResult>;
  match: { similarity(a: number[], b: number[]): number };
  tf: {
    tensor3d(data: Uint8Array, shape: [number, number, number], dtype: 'int32'): { dispose(): void };
    io: { registerLoadRouter(router: (url: string | string[]) => unknown): void };
    getBackend(): string;
  };
}

/** Faces below this detector score are not reported. */
export const FACE_MIN_SCORE = 0.6;
/** Objects below this score are not reported. */
export const OBJECT_MIN_SCORE = 0.3;

function modelLoader(url: string | string[]) {
  const u = Array.isArray(url) ? url[0] : url;
  if (typeof u !== 'string' || !u.startsWith('file://')) return null;
  return {
    async load() {
      const file = u.slice('file://'.length);
      const json = JSON.parse(readFileSync(file, 'utf8')) as {
        modelTopology: unknown; format?: string; generatedBy?: string; convertedBy?: string; signature?: unknown; userDefinedMetadata?: unknown;
        weightsManifest: { paths: string[]; weights: unknown[] }[];
      };
      const specs: unknown[] = [];
      const parts: Buffer[] = [];
      for (const group of json.weightsManifest) {
        specs.push(...group.weights);
        for (const p of group.paths) parts.push(readFileSync(join(dirname(file), p)));
      }
      const all = Buffer.concat(parts);
      return {
        modelTopology: json.modelTopology, format: json.format, generatedBy: json.generatedBy, convertedBy: json.convertedBy,
        signature: json.signature, userDefinedMetadata: json.userDefinedMetadata, weightSpecs: specs,
        weightData: all.buffer.slice(all.byteOffset, all.byteOffset + all.byteLength),
      };
    },
  };
}

async function start(): Promise<Human> {
  const mod = require(join(humanRoot, 'dist/human.node-wasm.js')) as { Human: new (config: object) => Human };
  const human = new mod.Human({
    backend: 'wasm',
    wasmPath: `file://${wasmDir}`,
    wasmPlatformFetch: false,
    modelBasePath: `file://${join(humanRoot, 'models')}/`,
    debug: false,
    async: true,
    warmup: 'none',
    cacheSensitivity: 0,
    face: {
      enabled: true,
      detector: { rotation: false, maxDetected: 3, minConfidence: FACE_MIN_SCORE, return: false },
      mesh: { enabled: false },
      iris: { enabled: false },
      attention: { enabled: false },
      description: { enabled: true },
      emotion: { enabled: true },
      antispoof: { enabled: false },
      liveness: { enabled: false },
    },
    body: { enabled: false },
    hand: { enabled: false },
    gesture: { enabled: false },
    segmentation: { enabled: false },
    object: { enabled: true, minConfidence: OBJECT_MIN_SCORE, maxDetected: 10 },
  });
  human.tf.io.registerLoadRouter(modelLoader);
  await human.load();
  return human;
}

const round = (v: number, d = 4) => Math.round(v * 10 ** d) / 10 ** d;

async function analyseOne(human: Human, bytes: Uint8Array, maxPixels: number): Promise<AnalysedImage> {
  let rgb;
  try {
    rgb = decode(bytes, maxPixels);
  } catch (err) {
    if (err instanceof DecodeError) return { ok: false, reason: err.reason };
    throw err;
  }
  const tensor = human.tf.tensor3d(rgb.data, [rgb.height, rgb.width, 3], 'int32');
  try {
    const r = await human.detect(tensor);
    const faces: AnalysedFace[] = r.face
      .filter((f) => f.score >= FACE_MIN_SCORE)
      .slice(0, 3)
      .map((f) => ({
        box: f.boxRaw.map((v) => round(Math.min(1, Math.max(0, v)))) as [number, number, number, number],
        score: round(f.score, 2),
        age: typeof f.age === 'number' && Number.isFinite(f.age) ? round(f.age, 1) : null,
        gender: f.gender === 'male' || f.gender === 'female' ? f.gender : null,
        genderScore: typeof f.genderScore === 'number' ? round(f.genderScore, 2) : null,
        emotion: f.emotion?.[0] ? { label: f.emotion[0].emotion, score: round(f.emotion[0].score, 2) } : null,
        descriptor: Array.isArray(f.embedding) && f.embedding.length > 0 ? f.embedding : null,
      }));
    const best = new Map<string, number>();
    for (const o of r.object) if (o.score >= OBJECT_MIN_SCORE) best.set(o.label, Math.max(best.get(o.label) ?? 0, round(o.score, 2)));
    const objects = [...best].sort((a, b) => b[1] - a[1]).map(([label, score]) => ({ label, score }));
    return { ok: true, width: rgb.width, height: rgb.height, flatShare: round(flatColourShare(rgb), 3), faces, objects };
  } finally {
    tensor.dispose();
  }
}

const port = parentPort;
if (port) {
  const ready = start();
  ready.then(
    () => port.postMessage({ kind: 'ready' } satisfies WorkerReply),
    (err: Error) => port.postMessage({ kind: 'failed', error: err.message } satisfies WorkerReply),
  );
  // One request at a time: the analyser queues, the worker answers in order.
  let chain: Promise<unknown> = Promise.resolve();
  port.on('message', (req: WorkerRequest) => {
    chain = chain.then(async () => {
      const t0 = performance.now();
      try {
        const human = await ready;
        const images: AnalysedImage[] = [];
        for (const bytes of req.images) images.push(await analyseOne(human, bytes, req.maxPixels));
        const similarity: number[][] = images.map((a) => images.map((b) => {
          const da = a.ok ? a.faces[0]?.descriptor : null;
          const db = b.ok ? b.faces[0]?.descriptor : null;
          return da && db ? round(human.match.similarity(da, db), 3) : -1;
        }));
        port.postMessage({ kind: 'result', id: req.id, images: images.map(stripDescriptors), similarity, ms: Math.round(performance.now() - t0) } satisfies WorkerReply);
      } catch (err) {
        port.postMessage({ kind: 'error', id: req.id, error: (err as Error).message } satisfies WorkerReply);
      }
    });
  });
}

/** Descriptors (1024 floats a face) stay in the worker: the answer carries their similarities. */
function stripDescriptors(img: AnalysedImage): AnalysedImage {
  return img.ok ? { ...img, faces: img.faces.map((f) => ({ ...f, descriptor: null })) } : img;
}
