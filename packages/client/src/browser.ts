/**
 * The browser side of login tracking: loads the collector script from your idrisk server (no CDN, no third party)
 * and hands back its `collect`. Load it as early as possible on the login page: the collector times how the page is
 * used from the moment it runs. Import from `@idrisk/client/browser`; it needs a DOM.
 */

/** What the collector's `collect` takes (docs/login.md). */
export interface CollectOptions {
  /** The publishable app key `idr_app_…` (`idrisk apps create`). */
  readonly appKey: string;
  /** Your identifier of this login attempt; the same value goes to `login.enroll` / `login.results`. */
  readonly sessionId: string;
  /** The username; by default the value of the element with `data-idrisk="username"`. */
  readonly username?: string;
  /** The collect URL; by default the collect endpoint next to the script's URL. */
  readonly endpoint?: string;
}

export interface CollectResult {
  readonly session_id: string;
  readonly stored_at: string;
}

/** The collector loaded on the page (the `idrisk` global the script defines). */
export interface Collector {
  collect(options: CollectOptions): Promise<CollectResult>;
  readonly version: string;
}

export interface LoadCollectorOptions {
  /** The URL of your idrisk server, e.g. `https://risk.example.com`. */
  readonly baseUrl: string;
  /** Load the immutable copy of this content hash (`x-idrisk-collector-version`) instead of the 5-minute-cached one. */
  readonly hash?: string;
  /** A CSP nonce for the script element. */
  readonly nonce?: string;
  /** Milliseconds to wait for the script (default 10 000). */
  readonly timeout?: number;
}

const loading = new Map<string, Promise<Collector>>();

/** Loads the collector once per URL (later calls get the same promise) and resolves with it. */
export function loadCollector(options: LoadCollectorOptions): Promise<Collector> {
  if (typeof document === 'undefined') return Promise.reject(new Error('loadCollector needs a browser document'));
  const base = options.baseUrl.replace(/\/+$/, '');
  const src = options.hash ? `${base}/1.0/track/collector-${encodeURIComponent(options.hash)}.js` : `${base}/1.0/track/collector.js`;
  const known = loading.get(src);
  if (known) return known;
  const promise = new Promise<Collector>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    if (options.nonce) script.nonce = options.nonce;
    const timer = setTimeout(() => done(new Error(`the idrisk collector did not load from ${src} within ${options.timeout ?? 10_000} ms`)), options.timeout ?? 10_000);
    function done(error: Error | null): void {
      clearTimeout(timer);
      script.onload = script.onerror = null;
      const collector = (globalThis as { idrisk?: Collector }).idrisk;
      if (error) reject(error);
      else if (!collector || typeof collector.collect !== 'function') reject(new Error(`${src} loaded but defined no idrisk collector`));
      else resolve(collector);
    }
    script.onload = () => done(null);
    script.onerror = () => done(new Error(`the idrisk collector could not be loaded from ${src}`));
    document.head.appendChild(script);
  });
  promise.catch(() => loading.delete(src));
  loading.set(src, promise);
  return promise;
}
