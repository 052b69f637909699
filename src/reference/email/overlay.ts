/**
 * The refreshed lists (refresh.ts) on top of the bundled ones: an EmailReference whose disposable lists end with one
 * list per stored upstream (`refreshed:<name>`, so a verdict names the list that flagged the domain). Read when an
 * email engine is created and again when the stored file changes (its modification time, checked at most once per
 * `checkMs`), so every process picks up a refresh that any one of them (or `idrisk refresh email-lists`) made.
 * A missing file is the bundled lists alone; an unreadable one keeps the last good overlay (and is reported).
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { DisposableList, EmailReference } from './index.js';
import { STORE_FILE, readStoredLists } from './refresh.js';

export const OVERLAY_CHECK_MS = 60_000;

export function withStoredLists(ref: EmailReference, file: string): EmailReference {
  const stored = readStoredLists(file);
  if (!stored) return ref;
  const extra: DisposableList[] = Object.entries(stored.lists).map(([name, l]) => ({
    name: `refreshed:${name}`,
    meta: { source: l.url, license: 'as published by the upstream (configured by the operator)', refreshed: l.fetched_at },
    domains: new Set(l.domains),
    wildcards: new Set<string>(),
  }));
  return { ...ref, disposable: [...ref.disposable, ...extra] };
}

/** The current reference of a data folder: bundled lists plus the stored refreshed ones, re-read when the file changes. */
export function storedListsOverlay(ref: EmailReference, dataDir: string, onError: (err: unknown) => void = () => {}, checkMs = OVERLAY_CHECK_MS): () => EmailReference {
  const file = join(dataDir, STORE_FILE);
  let current = ref;
  let mtime = -1;
  let checked = -Infinity;
  const check = () => {
    let m: number;
    try {
      m = statSync(file).mtimeMs;
    } catch {
      m = 0; // no file: the bundled lists alone
    }
    if (m === mtime) return;
    try {
      current = m === 0 ? ref : withStoredLists(ref, file);
      mtime = m;
    } catch (err) {
      onError(err);
    }
  };
  return () => {
    const now = performance.now();
    if (now - checked >= checkMs) {
      checked = now;
      check();
    }
    return current;
  };
}
