/**
 * Build the compact ASN index from the installed @ip-location-db/asn CSV files (install/build step).
 *   node --import tsx scripts/build-asn-index.ts [--out FILE] [--csv DIR]
 * Default output: node_modules/.cache/idrisk/asn-<package version>.bin (where the ip engine looks for it).
 */
import { asnPackage, buildAsnIndex, defaultAsnIndexPath } from '../src/reference/ip/asn-build.js';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const out = arg('--out') ?? defaultAsnIndexPath();
const csv = arg('--csv') ?? asnPackage().dir;
const r = await buildAsnIndex(csv, out);
process.stdout.write(
  `asn index: ${r.v4} IPv4 + ${r.v6} IPv6 ranges, ${r.orgs} organisations, ${(r.bytes / 1048576).toFixed(1)} MB ` +
    `in ${r.seconds.toFixed(1)} s -> ${r.file}\n`,
);
