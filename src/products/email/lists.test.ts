import { test } from 'node:test';
import assert from 'node:assert/strict';
import { getDomain } from 'tldts';
import { loadEmailReference } from '../../reference/email/index.js';
import { classifyLists, disposableByMx } from './lists.js';

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
