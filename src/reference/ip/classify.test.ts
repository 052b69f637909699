import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { AsnIndex } from './asn-index.js';
import { loadAsnIndex } from '../../products/ip/reference.js';
import { loadConfig } from '../../config/index.js';
import { parseIp } from './address.js';
import { classify, isMobileCarrierOrg } from './classify.js';
import { measureAccuracy, type LabelledAddress } from './labelled-accuracy.js';

const labelled = (JSON.parse(readFileSync(new URL('../../../test/fixtures/ip/labelled.json', import.meta.url), 'utf8')) as { addresses: LabelledAddress[] }).addresses;

test('labelled set of real addresses: at least 200, accuracy reported and above the floor', async () => {
  assert.ok(labelled.length >= 200);
  const logger = { info() {}, warn() {}, error() {}, debug() {} };
  const asn: AsnIndex = await loadAsnIndex({ config: loadConfig({}), logger });
  const r = measureAccuracy(labelled, asn);
  process.stdout.write(`classification accuracy ${(r.accuracy * 100).toFixed(1)}% (${r.correct}/${r.total}); ` +
    `curated ASNs ${r.curated.correct}/${r.curated.total}, rules only ${r.rulesOnly.correct}/${r.rulesOnly.total}\n`);
  assert.equal(r.curated.correct, r.curated.total, 'curated networks are always right');
  assert.ok(r.accuracy >= 0.8, `accuracy ${r.accuracy}`);
  assert.ok(r.rulesOnly.correct / r.rulesOnly.total >= 0.65, 'the keyword rules carry most of the uncurated networks');
});

test('residential ISPs of the labelled set are never hosting; mobile operators by carrier name', async () => {
  const logger = { info() {}, warn() {}, error() {}, debug() {} };
  const asn: AsnIndex = await loadAsnIndex({ config: loadConfig({}), logger });
  const isps = labelled.filter((l) => l.category === 'isp');
  assert.ok(isps.length >= 50);
  const hosting = isps.filter((l) => classify({ asn: l.asn, org: asn.lookup(parseIp(l.ip)!)?.org ?? null }).is_hosting);
  assert.deepEqual(hosting.map((l) => l.owner), []);
  assert.equal(isMobileCarrierOrg('MTN NIGERIA Communication limited'), true);
  assert.equal(isMobileCarrierOrg('Safaricom Limited'), true);
  assert.equal(isMobileCarrierOrg('Acme Widgets Inc'), false);
  assert.equal(classify({ asn: 64500, org: 'Safaricom Limited' }).rule, 'org:carrier');
  assert.equal(classify({ asn: 64500, org: 'Safaricom Limited' }).connection_type, 'Mobile ISP');
  // Keywords inside a word: a server or cloud company without a separate word.
  assert.equal(classify({ asn: 64500, org: 'Serverius Holding B.V.' }).is_hosting, true);
  assert.equal(classify({ asn: 64500, org: 'UpCloud Ltd' }).is_hosting, true);
});

test('keywords, PTR refinement, reserved and unknown', () => {
  assert.equal(classify({ asn: 64500, org: 'Example University of Somewhere' }).connection_type, 'University / College / School');
  assert.equal(classify({ asn: 64500, org: 'Acme Hosting Ltd' }).is_hosting, true);
  assert.equal(classify({ asn: 64500, org: 'Acme Mobile Telecom' }).connection_type, 'Mobile ISP');
  assert.equal(classify({ asn: 64500, org: 'Acme Telecom' }).connection_type, 'Fixed Line');
  assert.equal(classify({ asn: 64500, org: 'Acme Telecom', ptr: 'mobile-10-1-2-3.lte.acme.net' }).connection_type, 'Mobile ISP');
  assert.equal(classify({ asn: 64500, org: 'Acme Corp', ptr: 'dsl-1-2-3-4.dynamic.acme.net' }).connection_type, 'Fixed Line');
  assert.equal(classify({ asn: 64500, org: 'Acme Corp', ptr: 'vps123.acme.net' }).is_hosting, true);
  assert.equal(classify({ asn: 64500, org: 'Acme Corp', ptr: 'lab1.cs.acme.edu' }).connection_type, 'University / College / School');
  assert.equal(classify({ asn: 64500, org: 'Acme Corp' }).connection_type, 'Commercial');
  assert.equal(classify({ asn: 16509, org: 'whatever', ptr: 'dsl.home.net' }).rule, 'asn', 'a curated ASN is not overridden');
  assert.equal(classify({ asn: null, org: null }).connection_type, null);
  assert.equal(classify({ asn: null, org: null, reserved: true }).connection_type, 'Reserved');
});

test('datacenter-ASN list: a listed network with a plain name is hosting; never over an ISP, mobile or university name', () => {
  // AS36007 Kamatera is not listed; AS21859 Zenlayer and AS46844 Sharktech are (names without a hosting word).
  const zenlayer = classify({ asn: 21859, org: 'Zenlayer Inc' });
  assert.equal(zenlayer.is_hosting, true);
  assert.equal(zenlayer.rule, 'asn-list');
  assert.equal(zenlayer.connection_type, 'Commercial');
  assert.equal(classify({ asn: 46844, org: 'Sharktech' }).rule, 'asn-list');
  assert.equal(classify({ asn: 36007, org: 'Kamatera, Inc.' }).is_hosting, false);
  // Listed, but named as a fixed-line ISP (AS3561 CenturyLink) or a university (AS327942): the name wins.
  assert.equal(classify({ asn: 3561, org: 'CenturyLink Communications, LLC' }).category, 'isp');
  assert.equal(classify({ asn: 327942, org: 'LANDMARK UNIVERSITY' }).category, 'university');
  // A consumer-line PTR name on a listed network is an ISP line, not a server.
  const dsl = classify({ asn: 21859, org: 'Zenlayer Inc', ptr: 'dsl-pool-12.example.net' });
  assert.equal(dsl.category, 'isp');
  assert.equal(dsl.is_hosting, false);
});
