/**
 * The image analyser (docs/images.md): the pictures a call already reaches (the email's Gravatar picture) fetched
 * through the outbound guard and analysed in ONE worker thread per process (src/images/worker.ts), so a second of
 * model inference never stalls the event loop that answers other calls.
 *
 * - Off by default (IDRISK_IMAGES=off): the models cost 150-300 MB of memory and a second or more of CPU per image.
 * - One worker, requests answered in order; at most `queue` calls wait or run at once, the next is refused at once
 *   (`unavailable`: its fields stay null and the call says so with RG002) instead of piling up behind the model.
 * - A call waits until its deadline: a late analysis answers `timeout` (null fields, RG001); the worker still finishes
 *   it (inference cannot be interrupted) and the slot is freed then.
 * - The worker loads the models once when the analyser starts (1-3 s); a worker that dies fails what it had and is
 *   started again by the next call.
 */
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { ProviderFailure } from '../enrich/outcome.js';
import type { AnalysedImage, WorkerReply, WorkerRequest } from './protocol.js';

export interface ImageAnalysis {
  readonly images: readonly AnalysedImage[];
  /** similarity[i][j] of the first faces of images i and j (0..1), -1 when either has none. */
  readonly similarity: readonly (readonly number[])[];
  /** Worker time, decode and inference of every image. */
  readonly ms: number;
}

export interface ImageAnalyserOptions {
  /** Largest image in pixels, checked from its header before decoding. */
  readonly maxPixels: number;
  /** Calls queued or running at once. */
  readonly queue: number;
}

interface Pending {
  resolve(a: ImageAnalysis): void;
  reject(e: Error): void;
}

/** src/images/worker.ts next to this file: .ts under tsx (tests, dev), .js in the compiled tree. */
function workerFile(): string {
  const here = fileURLToPath(import.meta.url);
  return here.replace(/analyser\.(ts|js)$/, 'worker.$1');
}

export class ImageAnalyser {
  private worker: Worker | null = null;
  private ready: Promise<void> | null = null;
  private readonly pending = new Map<number, Pending>();
  private next = 1;
  private closed = false;

  constructor(private readonly options: ImageAnalyserOptions) {}

  /** Start the worker and load the models now (the first call would wait for them otherwise). */
  start(): Promise<void> {
    if (this.closed) return Promise.reject(new Error('image analyser closed'));
    if (this.ready) return this.ready;
    const file = workerFile();
    // Under tsx (tests, `npm run dev`) the worker registers tsx's loader first; the compiled tree runs plain JavaScript.
    const worker = file.endsWith('.ts')
      ? new Worker(`import('tsx/esm/api').then((m) => { m.register(); return import(${JSON.stringify(pathToFileURL(file).href)}); });`, { eval: true })
      : new Worker(file);
    // The analyser never keeps a process alive by itself (the CLI, tests).
    worker.unref();
    this.worker = worker;
    const ready = new Promise<void>((resolve, reject) => {
      worker.on('message', (m: WorkerReply) => {
        if (m.kind === 'ready') resolve();
        else if (m.kind === 'failed') reject(new Error(`image models did not load: ${m.error}`));
        else this.settle(m);
      });
      worker.once('error', (err) => {
        reject(err);
        this.lost(worker, err);
      });
      worker.once('exit', (code) => {
        const err = new Error(`image worker exited with code ${code}`);
        reject(err);
        this.lost(worker, err);
      });
    });
    // A start that fails is reported by the calls that wait on it; nothing else listens.
    ready.catch(() => {});
    this.ready = ready;
    return ready;
  }

  /** Calls waiting or running now. */
  get inFlight(): number {
    return this.pending.size;
  }

  async analyse(images: Uint8Array[], signal: AbortSignal): Promise<ImageAnalysis> {
    if (images.length === 0) return { images: [], similarity: [], ms: 0 };
    if (this.pending.size >= this.options.queue) throw new ProviderFailure('unavailable', 'image analyser busy');
    const ready = this.start();
    const id = this.next++;
    const result = new Promise<ImageAnalysis>((resolve, reject) => this.pending.set(id, { resolve, reject }));
    // Counted from now: waiting for the models is part of the call's wait.
    ready.then(
      () => {
        const req: WorkerRequest = { id, images, maxPixels: this.options.maxPixels };
        this.worker?.postMessage(req, images.map((i) => i.buffer as ArrayBuffer).filter((b, n, all) => all.indexOf(b) === n));
      },
      (err: Error) => this.fail(id, new ProviderFailure('unavailable', err.message)),
    );
    return await new Promise<ImageAnalysis>((resolve, reject) => {
      const onAbort = () => reject(new ProviderFailure('timeout', 'image analysis past the deadline'));
      if (signal.aborted) return onAbort();
      signal.addEventListener('abort', onAbort, { once: true });
      result.then(
        (a) => {
          signal.removeEventListener('abort', onAbort);
          resolve(a);
        },
        (err: Error) => {
          signal.removeEventListener('abort', onAbort);
          reject(err);
        },
      );
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const w = this.worker;
    this.worker = null;
    if (w) await w.terminate();
  }

  private settle(m: Extract<WorkerReply, { id: number }>): void {
    const p = this.pending.get(m.id);
    if (!p) return;
    this.pending.delete(m.id);
    if (m.kind === 'result') p.resolve({ images: m.images, similarity: m.similarity, ms: m.ms });
    else p.reject(new ProviderFailure('unavailable', m.error));
  }

  private fail(id: number, err: Error): void {
    const p = this.pending.get(id);
    if (!p) return;
    this.pending.delete(id);
    p.reject(err);
  }

  /** The worker died: fail what it had; the next call starts another. */
  private lost(worker: Worker, err: Error): void {
    if (this.worker !== worker) return;
    this.worker = null;
    this.ready = null;
    for (const id of [...this.pending.keys()]) this.fail(id, new ProviderFailure('unavailable', err.message));
  }
}
