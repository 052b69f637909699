import { mock, test } from 'node:test';
import assert from 'node:assert/strict';
import { getDomain } from 'tldts';
import { loadEmailReference } from '../../reference/email/index.js';
import { classifyLists, disposableByMx, institutionalDomain, mxFingerprint, mxNetworkFingerprint } from './lists.js';

test('the common free providers are never disposable, whatever the five lists say', async () => {
  const ref = await loadEmailReference();
  assert.ok(ref.commonFree.size >= 300, `common free providers: ${ref.commonFree.size}`);
  assert.equal(ref.disposable.length, 5);
  const flagged = [...ref.commonFree].filter((d) => classifyLists(ref, d, 'anna').disposable);
  assert.deepEqual(flagged, []);
  // Real providers a list flags: the guard is what keeps them deliverable.
  for (const d of ['21cn.com', 'sify.com']) {
    assert.ok(ref.disposable.some((l) => l.domains.has(d)), `${d} is on a list`);
    assert.equal(classifyLists(ref, d, 'anna').disposable, false, d);
  }
  for (const d of ['gmail.com', 'outlook.com', 'yahoo.com', 'gmx.de', 'mail.ru', 'qq.com', 'yandex.ru']) assert.equal(classifyLists(ref, d, 'anna').disposable, false, d);
  // Services every list agrees on stay disposable.
  for (const d of ['mailinator.com', 'guerrillamail.com', 'yopmail.com', '10minutemail.com']) assert.equal(classifyLists(ref, d, 'anna').disposable, true, d);
});

test('the added lists catch domains the first two lack, and name the list', async () => {
  const ref = await loadEmailReference();
  for (const name of ['mailchecker', 'disposable-domains']) {
    const l = ref.disposable.find((x) => x.name === name)!;
    const caught = [...l.domains].filter((x) => classifyLists(ref, x, 'anna').disposableList === name);
    assert.ok(caught.length > 1000, `${name}: ${caught.length} domains caught by this list alone`);
  }
});

test('MX hosts shared with a disposable service', async () => {
  const ref = await loadEmailReference();
  assert.equal(disposableByMx(ref, ['mx1.mailinator.com.'], getDomain), 'mailinator.com');
  assert.equal(disposableByMx(ref, ['aspmx.l.google.com', 'mx.yopmail.com'], getDomain), 'yopmail.com');
  assert.equal(disposableByMx(ref, ['aspmx.l.google.com', 'mx.zoho.com'], getDomain), null);
  assert.equal(disposableByMx(ref, ['mail.example.org'], getDomain), null);
  assert.equal(disposableByMx(ref, [], getDomain), null);
});

test('a list entry that is a public suffix never flags the domains under it; real providers of the provider table are never disposable', async () => {
  const ref = await loadEmailReference();
  // burner-email-providers lists `com.ar` (a public suffix): Argentine domains are not disposable because of it.
  assert.ok(ref.disposable.some((l) => l.domains.has('com.ar')), 'com.ar is on a list');
  for (const d of ['yahoo.com.ar', 'hotmail.com.ar', 'fibertel.com.ar']) assert.equal(classifyLists(ref, d, 'anna').disposable, false, d);
  // A disposable service's own subdomains still match their parent, below the suffix.
  assert.equal(classifyLists(ref, 'foo.mailinator.com', 'anna').disposableMatch, 'mailinator.com');
  // freemail.hu and consultant.com (mail.com family) are in @mikkelscheike/email-provider-links and on one disposable list.
  for (const d of ['freemail.hu', 'consultant.com']) {
    assert.ok(ref.disposable.some((l) => l.domains.has(d)), `${d} is on a list`);
    assert.equal(classifyLists(ref, d, 'anna').disposable, false, d);
  }
});

test("SpamAssassin's freemail domains that fewer than three disposable lists name are never disposable", async () => {
  const ref = await loadEmailReference();
  assert.ok(ref.meta['freemail-spamassassin']?.license === 'Apache-2.0');
  // hush.com and the mail.com family (dr.com, techie.com) are on mailchecker alone; SpamAssassin names them freemail.
  for (const d of ['hush.com', 'dr.com', 'techie.com', 'mail15.com']) {
    assert.ok(ref.disposable.some((l) => l.domains.has(d)), `${d} is on a list`);
    const v = classifyLists(ref, d, 'anna');
    assert.equal(v.disposable, false, d);
    assert.equal(v.allowlisted, true, d);
    assert.equal(v.free, true, d);
  }
  // SpamAssassin lists throwaway services too; three or more disposable lists outweigh it.
  for (const d of ['mailinator.com', 'yopmail.com', 'spamex.com', 'discardmail.com']) assert.equal(classifyLists(ref, d, 'anna').disposable, true, d);
});

test('real organisations a list names are neither disposable nor free (issue 32)', async () => {
  const ref = await loadEmailReference();
  for (const d of ['asics.com', 'swatch.com', 'dallas.gov', 'seomoz.org', 'foxwoods.com', 'shoes.com', 'support.com', 'santamonica.com']) {
    assert.ok(ref.disposable.some((l) => l.domains.has(d)), `${d} is on a bundled list`);
    const v = classifyLists(ref, d, 'anna');
    assert.equal(v.disposable, false, d);
    assert.equal(v.organisation, 'organisation', d);
  }
  for (const d of ['facebook.com', 'alibaba.com', 'nus.edu.sg', 'clerk.com', 'easypost.com', 'example.com']) {
    assert.equal(classifyLists(ref, d, 'anna').free, false, d);
    assert.equal(classifyLists(ref, d, 'anna').disposable, false, d);
  }
  // SpamAssassin's welcomelist: an organisation a list names (craigslist.org, facebookmail.com).
  assert.equal(classifyLists(ref, 'craigslist.org', 'anna').disposable, false);
  // Free providers stay free; disposable services stay disposable.
  for (const d of ['gmail.com', 'aol.com', 'mail.ru']) assert.equal(classifyLists(ref, d, 'anna').free, true, d);
  for (const d of ['mailinator.com', 'yopmail.com', 'junkmail.com']) assert.equal(classifyLists(ref, d, 'anna').disposable, true, d);
});

test('institutional registries (gov, edu, ac.uk, gouv.fr, go.jp) are never free; look-alikes are judged as usual', () => {
  for (const d of ['nus.edu.sg', 'ox.ac.uk', 'dallas.gov', 'interieur.gouv.fr', 'mext.go.jp', 'mit.edu', 'army.mil', 'who.int', 'gov.uk', 'unam.edu.mx']) {
    assert.equal(institutionalDomain(d), d !== 'gov.uk', d);
  }
  // A suffix itself is nobody's domain; a free subdomain host named edu is no registry of schools; nor is the .ac TLD.
  for (const d of ['edu.creo.tips', 'cad.edu.creo.tips', 'mail.ac', 'govt.example.com', 'gouv.xyz']) assert.equal(institutionalDomain(d), false, d);
});

test('an institution on a disposable list stays disposable: some registries sell to anyone, and services use school subdomains', async () => {
  const ref = await loadEmailReference();
  for (const d of ['edumail.edu.pl', 'fastmail.edu.pl', 'imail.edu.vn', 'edumail.edu.rs']) {
    assert.ok(ref.disposable.some((l) => l.domains.has(d)), `${d} is on a bundled list`);
    const v = classifyLists(ref, d, 'anna');
    assert.deepEqual([v.organisation, v.disposable, v.free], ['institution', true, false], d);
  }
});

test('forwarding (alias) services are their own class: neither disposable nor free, whatever the lists say', async () => {
  const ref = await loadEmailReference();
  for (const [d, service] of [['33mail.com', '33Mail'], ['whtjddn.33mail.com', '33Mail'], ['simplelogin.com', 'SimpleLogin'], ['addy.io', 'addy.io'], ['duck.com', 'DuckDuckGo Email Protection'], ['mozmail.com', 'Firefox Relay'], ['www.e4ward.com', 'E4ward']] as const) {
    const v = classifyLists(ref, d, 'anna');
    assert.deepEqual([v.alias, v.disposable, v.free], [service, false, false], d);
  }
});

test('MX fingerprints of temp-mail services: a host of a service on no list makes a domain disposable; providers and the service itself do not', async () => {
  const ref = await loadEmailReference();
  assert.ok(ref.mxFingerprints.size >= 50, `fingerprints: ${ref.mxFingerprints.size}`);
  assert.equal(classifyLists(ref, 'tempmail.run', 'x').disposable, false, 'the service is on no bundled list');
  assert.equal(mxFingerprint(ref, 'mx1.tempmail.run'), 'tempmail.run');
  assert.equal(mxFingerprint(ref, 'tempmail.run'), 'tempmail.run');
  assert.equal(mxFingerprint(ref, 'notempmail.run'), null);
  assert.equal(disposableByMx(ref, ['mx1.tempmail.run'], getDomain, 'fresh-domain.com'), 'tempmail.run');
  // The service's own domain is not condemned by its own hosts; an AdGuard host outside the temp-mail suffix is not one.
  assert.equal(disposableByMx(ref, ['mx1.tempmail.run'], getDomain, 'tempmail.run'), null);
  assert.equal(disposableByMx(ref, ['mx.adguard.com'], getDomain, 'fresh-domain.com'), null);
  assert.equal(disposableByMx(ref, ['mx.tempmail.adguard.com'], getDomain, 'fresh-domain.com'), 'tempmail.adguard.com');
  assert.equal(disposableByMx(ref, ['aspmx.l.google.com'], getDomain, 'fresh-domain.com'), null);
});

test('MX network fingerprints: an address inside a listed network or equal to a listed address', async () => {
  const { mxNetworksOf } = await import('../../reference/email/index.js');
  const ref = { ...(await loadEmailReference()), mxNetworks: mxNetworksOf({ addresses: [{ address: '2001:db8::25', provider: 'svc-a' }], networks: [{ network: '198.51.100.0/24', provider: 'svc-b' }] }) };
  assert.equal(mxNetworkFingerprint(ref, '198.51.100.7'), 'svc-b');
  assert.equal(mxNetworkFingerprint(ref, '::ffff:198.51.100.7'), 'svc-b');
  assert.equal(mxNetworkFingerprint(ref, '198.51.101.7'), null);
  assert.equal(mxNetworkFingerprint(ref, '2001:db8::25'), 'svc-a');
  assert.equal(mxNetworkFingerprint(ref, '2001:db8::26'), null);
  assert.equal(mxNetworkFingerprint(ref, 'not-an-ip'), null);
  assert.throws(() => mxNetworksOf({ addresses: [], networks: [{ network: '300.1.1.0/24', provider: 'x' }] }), /not an address or a CIDR/);
});

test('a domain verdict comes from the memo of its reference; another reference (a refresh) is read afresh', async () => {
  const ref = await loadEmailReference();
  const domains = ['gmail.com', 'mailinator.com', 'sub.yopmail.com', 'dallas.gov', 'nus.edu.sg', 'simplelogin.com', 'example.org', 'x.ctu.edu.gr'];
  // Fresh verdicts: a reference object of its own (the same lists), so no memo of `ref` answers them.
  const fresh = (d: string, local: string) => classifyLists({ ...ref }, d, local);
  for (const d of domains) for (const local of ['anna', 'info', 'Info.Desk+x', '']) assert.deepEqual(classifyLists(ref, d, local), fresh(d, local), `${local}@${d}`);
  // Asked again, the lists are not read (the free list's `has` is a probe), and the role is still the local part's.
  const probe = mock.method(ref.free, 'has');
  try {
    for (const d of domains) classifyLists(ref, d, 'info');
    assert.equal(probe.mock.callCount(), 0, 'the memo answered');
  } finally {
    probe.mock.restore();
  }
  assert.equal(classifyLists(ref, 'gmail.com', 'info').role, true);
  assert.equal(classifyLists(ref, 'gmail.com', 'anna').role, false);
  // A refreshed reference (a new object, as reference/email/overlay.ts makes) with a list that flags a domain.
  const refreshed = { ...ref, disposable: [...ref.disposable, { name: 'refreshed:test', meta: ref.disposable[0]!.meta, domains: new Set(['throwaway-new-test.net']), wildcards: new Set<string>() }] };
  assert.equal(classifyLists(ref, 'throwaway-new-test.net', 'anna').disposable, false);
  assert.equal(classifyLists(refreshed, 'throwaway-new-test.net', 'anna').disposableList, 'refreshed:test');
  // Past the bound, the oldest verdicts are made again, equal.
  for (let i = 0; i < 2_100; i++) classifyLists(ref, `host${i}.example.net`, 'anna');
  for (const d of domains) assert.deepEqual(classifyLists(ref, d, 'anna'), fresh(d, 'anna'), d);
});
