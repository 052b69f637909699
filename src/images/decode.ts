/**
 * Image decoding for the image analyser (src/images/analyser.ts), run inside its worker thread: JPEG by jpeg-js and
 * PNG by pngjs (both pure JavaScript, BSD-3-Clause and MIT: no native library ships with idrisk), the size checked from
 * the header before any pixel is decoded, then scaled down to at most MAX_SIDE pixels a side by area averaging (the
 * face and object models work at 256-640 pixels; a 4000-pixel photo costs decode time, not accuracy).
 *
 * Formats other than JPEG and PNG (GIF, WebP, SVG ...) are `unsupported`: their fields stay null.
 */
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

export const MAX_SIDE = 640;

export interface Rgb {
  readonly width: number;
  readonly height: number;
  /** width * height * 3 bytes, row-major RGB. */
  readonly data: Uint8Array;
}

export type DecodeFailure = 'unsupported' | 'too_large' | 'corrupt';

export class DecodeError extends Error {
  constructor(readonly reason: DecodeFailure, message?: string) {
    super(message ?? reason);
    this.name = 'DecodeError';
  }
}

export type ImageFormat = 'jpeg' | 'png';

export function sniff(bytes: Uint8Array): ImageFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'png';
  return null;
}

/** Width and height from a PNG's IHDR chunk (bytes 16..24), before decoding. */
function pngSize(bytes: Uint8Array): [number, number] {
  if (bytes.length < 24) throw new DecodeError('corrupt', 'PNG header cut short');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return [view.getUint32(16), view.getUint32(20)];
}

/** Decode and scale down. `maxPixels` is checked before the pixels are decoded. */
export function decode(bytes: Uint8Array, maxPixels: number): Rgb {
  const format = sniff(bytes);
  if (format === null) throw new DecodeError('unsupported', 'not a JPEG or PNG image');
  let width: number;
  let height: number;
  let rgba: Uint8Array;
  let channels: 3 | 4;
  if (format === 'png') {
    const [w, h] = pngSize(bytes);
    if (w * h > maxPixels) throw new DecodeError('too_large', `${w}x${h} pixels`);
    try {
      const png = PNG.sync.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      ({ width, height } = png);
      rgba = png.data;
      channels = 4;
    } catch (err) {
      throw new DecodeError('corrupt', (err as Error).message);
    }
  } else {
    try {
      // jpeg-js refuses an image over maxResolutionInMP from its header, before allocating the pixels.
      const img = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: false, maxResolutionInMP: maxPixels / 1e6, maxMemoryUsageInMB: 512 });
      ({ width, height } = img);
      rgba = img.data;
      channels = 3;
    } catch (err) {
      const message = (err as Error).message;
      throw new DecodeError(/maxResolutionInMP|memory/i.test(message) ? 'too_large' : 'corrupt', message);
    }
  }
  if (width <= 0 || height <= 0) throw new DecodeError('corrupt', 'empty image');
  return scaleDown(rgba, width, height, channels, channels === 4);
}

/**
 * Area-averaging reduction to at most MAX_SIDE a side, RGB out. Transparent PNG pixels are composed over white
 * (Gravatar's and most logos' background) so a transparent logo is not read as a black square.
 */
function scaleDown(src: Uint8Array, width: number, height: number, channels: 3 | 4, alpha: boolean): Rgb {
  const scale = Math.max(1, Math.max(width, height) / MAX_SIDE);
  const w = Math.max(1, Math.round(width / scale));
  const h = Math.max(1, Math.round(height / scale));
  const out = new Uint8Array(w * h * 3);
  for (let y = 0; y < h; y++) {
    const y0 = Math.floor((y * height) / h);
    const y1 = Math.max(y0 + 1, Math.floor(((y + 1) * height) / h));
    for (let x = 0; x < w; x++) {
      const x0 = Math.floor((x * width) / w);
      const x1 = Math.max(x0 + 1, Math.floor(((x + 1) * width) / w));
      let r = 0;
      let g = 0;
      let b = 0;
      for (let yy = y0; yy < y1; yy++) {
        let i = (yy * width + x0) * channels;
        for (let xx = x0; xx < x1; xx++, i += channels) {
          if (alpha) {
            const a = src[i + 3]! / 255;
            r += src[i]! * a + 255 * (1 - a);
            g += src[i + 1]! * a + 255 * (1 - a);
            b += src[i + 2]! * a + 255 * (1 - a);
          } else {
            r += src[i]!;
            g += src[i + 1]!;
            b += src[i + 2]!;
          }
        }
      }
      const n = (y1 - y0) * (x1 - x0);
      const o = (y * w + x) * 3;
      out[o] = Math.round(r / n);
      out[o + 1] = Math.round(g / n);
      out[o + 2] = Math.round(b / n);
    }
  }
  return { width: w, height: h, data: out };
}

/**
 * The share of the image's pixels in its 8 most frequent colours (4 bits a channel). Photos spread over hundreds of
 * colours (a share well under 0.5); Gravatar's identicons, "mystery person", monsters and most logos and drawings are
 * flat colour (over 0.8). src/images/fields.ts names the threshold.
 */
export function flatColourShare(img: Rgb): number {
  const counts = new Uint32Array(4096);
  const { data } = img;
  for (let i = 0; i < data.length; i += 3) counts[((data[i]! >> 4) << 8) | ((data[i + 1]! >> 4) << 4) | (data[i + 2]! >> 4)]!++;
  const top = [...counts].sort((a, b) => b - a).slice(0, 8);
  const pixels = data.length / 3;
  return pixels === 0 ? 0 : top.reduce((s, c) => s + c, 0) / pixels;
}
