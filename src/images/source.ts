/**
 * Live images: each URL fetched through the outbound guard (every hop checked like any caller-supplied host, at most
 * IDRISK_IMAGES_MAX_BYTES), then the bytes analysed by the process's ImageAnalyser. The sandbox has none: its image
 * fields stay null (docs/sandbox.md).
 */
import type { FetchGuard } from '../enrich/guard.js';
import { GuardError } from '../enrich/guard.js';
import { ProviderFailure } from '../enrich/outcome.js';
import type { ImageAnalyser, ImageAnalysis } from './analyser.js';

export interface ImageSource {
  /** Fetch and analyse the images (at most 3) of one call. Throws ProviderFailure. */
  analyse(urls: readonly string[], signal: AbortSignal): Promise<ImageAnalysis>;
}

/** Gravatar serves 80 pixels unless asked: faces are found at 256. Other URLs are fetched as given. */
export function sizedAvatarUrl(url: string): string {
  try {
    const u = new URL(url);
    if (!/(^|\.)gravatar\.com$/i.test(u.hostname) || !u.pathname.startsWith('/avatar/') || u.searchParams.has('s') || u.searchParams.has('size')) return url;
    u.searchParams.set('s', '256');
    return u.href;
  } catch {
    return url;
  }
}

export function liveImageSource(guard: FetchGuard, analyser: ImageAnalyser, maxBytes: number): ImageSource {
  async function fetchImage(url: string, signal: AbortSignal): Promise<Uint8Array> {
    let res;
    try {
      res = await guard.fetch(sizedAvatarUrl(url), { signal, maxBytes, headers: { accept: 'image/jpeg, image/png;q=0.9, image/*;q=0.5' } });
    } catch (err) {
      if (signal.aborted) throw new ProviderFailure('timeout', 'aborted');
      if (err instanceof GuardError) throw err;
      throw new ProviderFailure('unavailable', (err as Error).message);
    }
    if (res.status !== 200) throw new ProviderFailure('unavailable', `image HTTP ${res.status}`);
    return new Uint8Array(res.body.buffer, res.body.byteOffset, res.body.byteLength).slice();
  }
  return {
    async analyse(urls, signal) {
      const bytes = await Promise.all(urls.slice(0, 3).map((u) => fetchImage(u, signal)));
      return analyser.analyse(bytes, signal);
    },
  };
}
