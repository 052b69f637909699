/** Messages between the image analyser (src/images/analyser.ts) and its worker thread (src/images/worker.ts). */
import type { DecodeFailure } from './decode.js';

export interface AnalysedFace {
  /** Left, top, width, height as ratios of the image. */
  readonly box: readonly [number, number, number, number];
  /** The face detector's confidence. */
  readonly score: number;
  /** The model's age estimate in years, or null. */
  readonly age: number | null;
  readonly gender: 'male' | 'female' | null;
  readonly genderScore: number | null;
  /** The most likely expression and its confidence. */
  readonly emotion: { readonly label: string; readonly score: number } | null;
  /** Kept in the worker (null in answers). */
  readonly descriptor: number[] | null;
}

export type AnalysedImage =
  | {
      readonly ok: true;
      /** Size after scaling down (decode.ts MAX_SIDE). */
      readonly width: number;
      readonly height: number;
      /** Share of pixels in the 8 most frequent colours (decode.ts flatColourShare). */
      readonly flatShare: number;
      readonly faces: readonly AnalysedFace[];
      /** COCO object labels with their best confidence, best first. */
      readonly objects: readonly { readonly label: string; readonly score: number }[];
    }
  | { readonly ok: false; readonly reason: DecodeFailure };

export interface WorkerRequest {
  readonly id: number;
  readonly images: Uint8Array[];
  readonly maxPixels: number;
}

export type WorkerReply =
  | { readonly kind: 'ready' }
  | { readonly kind: 'failed'; readonly error: string }
  | {
      readonly kind: 'result';
      readonly id: number;
      readonly images: AnalysedImage[];
      /** similarity[i][j] of the first faces of images i and j (0..1), -1 when either has no face. */
      readonly similarity: number[][];
      readonly ms: number;
    }
  | { readonly kind: 'error'; readonly id: number; readonly error: string };
