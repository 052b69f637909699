/**
 * Accuracy of the connection classification over the labelled set of real addresses
 * (test/fixtures/ip/labelled.json): used by the unit test and by bench/ip-classification.ts.
 */
import { parseIp } from './address.js';
import type { AsnSource } from './asn-index.js';
import { classify } from './classify.js';
import { ASN_CATEGORY } from './classify-tables.js';

export interface LabelledAddress {
  readonly ip: string;
  readonly asn: number;
  readonly owner: string;
  readonly category: string;
  readonly connection_type: string;
  readonly is_mobile: boolean;
  readonly is_hosting: boolean;
}

export interface AccuracyReport {
  readonly total: number;
  /** connection_type, is_mobile and is_hosting all as labelled. */
  readonly correct: number;
  readonly accuracy: number;
  readonly connectionTypeAccuracy: number;
  /** Split: networks listed in the curated ASN table vs networks classified by rules only. */
  readonly curated: { readonly total: number; readonly correct: number };
  readonly rulesOnly: { readonly total: number; readonly correct: number };
  readonly byCategory: Readonly<Record<string, { total: number; correct: number }>>;
  readonly misses: readonly { ip: string; owner: string; expected: string; got: string | null }[];
}

export function measureAccuracy(labelled: readonly LabelledAddress[], asn: AsnSource): AccuracyReport {
  let correct = 0;
  let typeOk = 0;
  const curated = { total: 0, correct: 0 };
  const rulesOnly = { total: 0, correct: 0 };
  const byCategory: Record<string, { total: number; correct: number }> = {};
  const misses: { ip: string; owner: string; expected: string; got: string | null }[] = [];
  for (const l of labelled) {
    const ip = parseIp(l.ip);
    const rec = ip ? asn.lookup(ip) : null;
    const c = classify({ asn: rec?.asn ?? null, org: rec?.org ?? null });
    const ok = c.connection_type === l.connection_type && c.is_mobile === l.is_mobile && c.is_hosting === l.is_hosting;
    if (c.connection_type === l.connection_type) typeOk++;
    const bucket = ASN_CATEGORY.has(l.asn) ? curated : rulesOnly;
    bucket.total++;
    const cat = (byCategory[l.category] ??= { total: 0, correct: 0 });
    cat.total++;
    if (ok) {
      correct++;
      bucket.correct++;
      cat.correct++;
    } else misses.push({ ip: l.ip, owner: rec?.org ?? l.owner, expected: l.category, got: c.category });
  }
  const total = labelled.length;
  return {
    total, correct, accuracy: total ? correct / total : 0, connectionTypeAccuracy: total ? typeOk / total : 0,
    curated, rulesOnly, byCategory, misses,
  };
}
