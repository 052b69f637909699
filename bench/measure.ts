/**
 * The measuring method every load benchmark shares (bench/run.ts, bench/workers.ts): one autocannon run of warm-up +
 * measured seconds on the same connections. The measured window opens after the warm-up with a snapshot of the server
 * (`open`: its CPU time, a profiler start) and closes with a second one (`close`); req/s, latencies and non-2xx
 * answers count the responses that arrive in between. Before, the warm-up was a run of its own and the measured run
 * opened new connections: Node accepts one connection per event-loop iteration (libuv >= 1.45, libuv#3696), so on a
 * busy server the last of 50 waited for ~50 iterations and their first requests made the p99 (up to 2.4 s for the
 * hub, whose steady-state p99 is a tenth of that); `burstMax` keeps that figure apart.
 */
import autocannon from 'autocannon';

export interface LoadWindow<B, A> {
  readonly url: string;
  readonly method: 'GET' | 'POST';
  readonly headers: Record<string, string>;
  /** The body of each request (a fresh one per request); none for GET. */
  readonly body?: () => string;
  readonly connections: number;
  /** Seconds of load before the window (not recorded). */
  readonly warmup: number;
  /** Seconds of the measured window. */
  readonly duration: number;
  /** Runs when the window opens (after the warm-up): its result is the `before` snapshot. */
  readonly open: () => Promise<B>;
  /** Runs when the window closes (just before the load stops): its result is the `after` snapshot. */
  readonly close: () => Promise<A>;
}

export interface Measured<B, A> {
  /** Responses counted in the measured window. */
  readonly total: number;
  /** The window's length, ms (between the two snapshots). */
  readonly windowMs: number;
  readonly rps: number;
  readonly p50: number;
  readonly p99: number;
  readonly non2xx: number;
  /** Connection errors and timeouts over the whole run. */
  readonly errors: number;
  /** The longest wait of a first request on the run's fresh connections (sent in its first 100 ms), ms. */
  readonly burstMax: number | null;
  readonly before: B;
  readonly after: A;
}

const quantile = (sorted: readonly number[], q: number) => (sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!);

export async function measure<B, A>(w: LoadWindow<B, A>): Promise<Measured<B, A>> {
  const t0 = performance.now();
  const latencies: number[] = [];
  let measuring = false;
  let non2xx = 0;
  let burstMax: number | null = null;
  let before: { v: B } | null = null;
  let after: { v: A } | null = null;
  const window: [number, number] = [0, 0];
  const body = w.body;
  // The promise autocannon returns is also its event emitter (the typings declare one or the other).
  const run = autocannon({
    url: w.url,
    method: w.method,
    connections: w.connections,
    duration: w.warmup + w.duration,
    headers: w.headers,
    requests: [{ method: w.method, setupRequest: (req) => (body ? { ...req, body: body() } : req) }],
  }) as Promise<autocannon.Result> & autocannon.Instance;
  run.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    const now = performance.now();
    if (now - ms - t0 < 100) burstMax = Math.max(burstMax ?? 0, ms);
    if (!measuring) return;
    latencies.push(ms);
    if (status < 200 || status >= 300) non2xx++;
  });
  const opened = new Promise<void>((resolve, reject) => {
    setTimeout(() => {
      void (async () => {
        before = { v: await w.open() };
        window[0] = performance.now();
        measuring = true;
      })().then(resolve, reject);
    }, w.warmup * 1000);
  });
  const closed = new Promise<void>((resolve, reject) => {
    setTimeout(() => {
      measuring = false;
      window[1] = performance.now();
      w.close().then((a) => {
        after = { v: a };
        resolve();
      }, reject);
    }, (w.warmup + w.duration) * 1000 - 50);
  });
  const r = await run;
  await Promise.all([opened, closed]);
  const total = latencies.length;
  latencies.sort((x, y) => x - y);
  const windowMs = window[1] - window[0];
  return {
    total,
    windowMs,
    rps: total / (windowMs / 1000),
    p50: Math.round(quantile(latencies, 0.5)),
    p99: Math.round(quantile(latencies, 0.99)),
    non2xx,
    errors: r.errors + r.timeouts,
    burstMax: burstMax === null ? null : Math.round(burstMax),
    before: before!.v,
    after: after!.v,
  };
}
