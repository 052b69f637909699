/**
 * `idrisk worker` is a scrape target of its own: GET /metrics on IDRISK_WORKER_METRICS_PORT shows the attempts of the
 * jobs it ran (the daily recurring jobs run at start), GET /healthz answers, anything else is a 404 problem; a
 * rescheduled attempt counts as a retry (idrisk_retries_total{kind=<job>}).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/config/index.js';
import { startWorker } from '../../src/worker.js';
import { createMetrics } from '../../src/observability/metrics.js';
import { onFreePort } from '../helpers/ports.js';

test('the worker serves /metrics with its job attempts, and /healthz', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'idrisk-worker-metrics-'));
  // The port is named in the configuration (0 is "off"): a port taken between freePort() and the worker's listen
  // fails the start with EADDRINUSE, and the start is tried again on another one.
  const { worker, port } = await onFreePort(async (port) => {
    const config = loadConfig({
      DATABASE_URL: `sqlite:${join(dir, 'idrisk.db')}`,
      IDRISK_DATA_DIR: dir,
      IDRISK_SECRET: 'test-secret-0123456789abcdef',
      IDRISK_NETWORK: 'off',
      LOG_LEVEL: 'silent',
      IDRISK_WORKER_METRICS_PORT: String(port),
    });
    return { worker: await startWorker(config), port };
  });
  try {
    assert.equal(worker.metricsPort, port);
    // The recurring daily jobs (jobs.prune, privacy.retention) are enqueued and run at start: wait for both (they may
    // have finished before this subscribes, so the registry is read once after subscribing too).
    const bothRan = (text: string) => /job="jobs\.prune",outcome="succeeded"/.test(text) && /job="privacy\.retention",outcome="succeeded"/.test(text);
    await new Promise<void>((resolve) => {
      const check = () =>
        void worker.services.metrics.registry.metrics().then((text) => {
          if (bothRan(text)) {
            off();
            resolve();
          }
        });
      const off = worker.runner.onAttempt(check);
      check();
    });
    const base = `http://127.0.0.1:${port}`;
    const metrics = await fetch(`${base}/metrics`);
    assert.equal(metrics.status, 200);
    assert.match(metrics.headers.get('content-type') ?? '', /^text\/plain/);
    const text = await metrics.text();
    assert.match(text, /^idrisk_job_attempts_total\{job="jobs\.prune",outcome="succeeded"\} 1$/m);
    assert.match(text, /^idrisk_job_attempts_total\{job="privacy\.retention",outcome="succeeded"\} 1$/m);
    assert.match(text, /^idrisk_job_attempt_duration_seconds_count\{job="jobs\.prune"\} 1$/m);
    assert.match(text, /^idrisk_process_resident_memory_bytes \d+/m);
    const health = await fetch(`${base}/healthz`);
    assert.deepEqual([health.status, await health.json()], [200, { status: 'ok' }]);
    const other = await fetch(`${base}/1.0/phone`, { method: 'POST' });
    assert.equal(other.status, 404);
    assert.equal(((await other.json()) as { code: string }).code, 'NOT_FOUND');
  } finally {
    await worker.close();
    rmSync(dir, { recursive: true, force: true });
  }
  // Closed with the worker: the port no longer answers.
  await assert.rejects(fetch(`http://127.0.0.1:${port}/healthz`));
});

test('a rescheduled job attempt is a retry in /metrics; other outcomes are not', async () => {
  const m = createMetrics();
  m.jobs.attempt('webhooks.deliver', 'retry', 0.2);
  m.jobs.attempt('webhooks.deliver', 'retry', 0.1);
  m.jobs.attempt('webhooks.deliver', 'succeeded', 0.1);
  m.jobs.attempt('domain.intelligence', 'failed', 1);
  const text = await m.registry.metrics();
  assert.match(text, /^idrisk_retries_total\{kind="webhooks\.deliver"\} 2$/m);
  assert.doesNotMatch(text, /^idrisk_retries_total\{kind="domain\.intelligence"\}/m);
  assert.match(text, /^idrisk_job_attempts_total\{job="webhooks\.deliver",outcome="retry"\} 2$/m);
  assert.match(text, /^idrisk_job_attempts_total\{job="domain\.intelligence",outcome="failed"\} 1$/m);
});
