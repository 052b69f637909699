/**
 * The ip product's local data, loaded once at engine creation: the compact geolocation index of the DB-IP city
 * databases (read from its file per lookup, not held in memory), the compact ASN index (both built at install time;
 * built here once, with a warning, only when the install step was skipped) and the
 * imported IP lists' interval index (reloaded in the background after an import).
 */
import { closeSync, existsSync, mkdirSync, openSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { asnPackage, buildAsnIndex, defaultAsnIndexPath } from '../../reference/ip/asn-build.js';
import { AsnIndex, type AsnSource } from '../../reference/ip/asn-index.js';
import { DbipGeo, type GeoSource } from '../../reference/ip/geo.js';
import { buildGeoIndex, defaultGeoIndexPath, geoPackage } from '../../reference/ip/geo-build.js';
import { IpListStore, type ListSource } from '../../reference/ip/list-store.js';
import type { EngineDeps } from '../types.js';

export interface IpReference {
  readonly geo: GeoSource;
  readonly asn: AsnSource;
  readonly lists: ListSource;
  /** Milliseconds each part took to load (engine start-up measurements). */
  readonly loadMs: { readonly geo: number; readonly asn: number; readonly lists: number };
  close(): void;
}

export async function loadAsnIndex(deps: Pick<EngineDeps, 'config' | 'logger'>): Promise<AsnIndex> {
  const file = deps.config.ip.asnIndexFile ?? defaultAsnIndexPath();
  if (!existsSync(file)) {
    deps.logger.warn({ file }, 'ASN index missing (run `npm run build:asn-index` at install); building it now, once');
    const r = await buildAsnIndex(asnPackage().dir, file);
    deps.logger.info({ file, ranges: r.v4 + r.v6, seconds: r.seconds }, 'ASN index built');
  }
  return AsnIndex.load(file);
}

export async function loadGeoIndex(deps: Pick<EngineDeps, 'config' | 'logger'>): Promise<DbipGeo> {
  const file = deps.config.ip.geoIndexFile ?? defaultGeoIndexPath();
  if (!existsSync(file)) {
    await buildOnce(file, async () => {
      deps.logger.warn({ file }, 'geolocation index missing (run `npm run build:geo-index` at install); building it now, once');
      const r = await buildGeoIndex(geoPackage().dir, file);
      deps.logger.info({ file, ranges: r.v4 + r.v6, seconds: r.seconds }, 'geolocation index built');
    });
  }
  return DbipGeo.open(file);
}

/**
 * Build `file` in one process only: the geolocation build takes ~25 s and ~400 MB, and several processes may start at
 * once without it (the workers of `idrisk serve`, test processes). The first takes `<file>.lock` and builds; the
 * others wait for the file. A lock older than 10 minutes is a build that died: it is taken over.
 */
async function buildOnce(file: string, build: () => Promise<void>): Promise<void> {
  const lock = `${file}.lock`;
  mkdirSync(dirname(file), { recursive: true });
  while (!existsSync(file)) {
    try {
      closeSync(openSync(lock, 'wx'));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      try {
        if (Date.now() - statSync(lock).mtimeMs > 600_000) rmSync(lock, { force: true });
      } catch {
        /* the builder just finished */
      }
      await sleep(500);
      continue;
    }
    try {
      if (!existsSync(file)) await build();
    } finally {
      rmSync(lock, { force: true });
    }
  }
}

export async function loadIpReference(deps: Pick<EngineDeps, 'config' | 'db' | 'logger'>): Promise<IpReference> {
  const t0 = performance.now();
  const geoP = loadGeoIndex(deps).then((g) => ({ g, ms: performance.now() - t0 }));
  const asnP = loadAsnIndex(deps).then((a) => ({ a, ms: performance.now() - t0 }));
  const listsP = IpListStore.open(
    deps.db,
    deps.config.ip.listRefreshSeconds * 1000,
    (err) => deps.logger.warn({ err }, 'ip-lists index: reload or snapshot failed'),
    join(deps.config.dataDir, 'ip-lists'),
  ).then((l) => ({ l, ms: performance.now() - t0 }));
  const [geo, asn, lists] = await Promise.all([geoP, asnP, listsP]);
  return {
    geo: geo.g,
    asn: asn.a,
    lists: lists.l,
    loadMs: { geo: Math.round(geo.ms), asn: Math.round(asn.ms), lists: Math.round(lists.ms) },
    close: () => {
      lists.l.close();
      geo.g.close();
    },
  };
}
