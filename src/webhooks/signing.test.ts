import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newWebhookSecret, SecretBox, sign, verify } from './signing.js';

test('signs like the Standard Webhooks reference (test vector of the spec libraries)', () => {
  const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
  const sig = sign(secret, 'msg_p5jXN8AQM9LWM0D4loKWxJek', 1614265330, '{"test": 2432232314}');
  assert.equal(sig, 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  assert.ok(verify(secret, 'msg_p5jXN8AQM9LWM0D4loKWxJek', 1614265330, '{"test": 2432232314}', `v1,bm9wZQ== ${sig}`));
  assert.ok(!verify(secret, 'msg_p5jXN8AQM9LWM0D4loKWxJek', 1614265331, '{"test": 2432232314}', sig));
});

test('new secrets are whsec_ + 32 random bytes in base64', () => {
  const a = newWebhookSecret();
  assert.match(a, /^whsec_[A-Za-z0-9+/]{43}=$/);
  assert.equal(Buffer.from(a.slice(6), 'base64').length, 32);
  assert.notEqual(a, newWebhookSecret());
});

test('stored secrets are sealed under the service secret and open only with it', () => {
  const box = new SecretBox('service-secret-0123456789');
  const secret = newWebhookSecret();
  const sealed = box.seal(secret);
  assert.ok(!sealed.includes(secret.slice(6, 20)));
  assert.notEqual(sealed, box.seal(secret), 'a fresh IV each time');
  assert.equal(box.open(sealed), secret);
  assert.throws(() => new SecretBox('another-service-secret-xyz').open(sealed));
  // Alter the decoded bytes, not a base64 character: a character's low bits may be padding, and a replacement
  // character may equal the one it replaces; flipping a bit of each byte in turn always changes the sealed data.
  const raw = Buffer.from(sealed.slice(3), 'base64url');
  for (const i of [0, raw.length >> 1, raw.length - 1]) {
    const altered = Buffer.from(raw);
    altered[i] = altered[i]! ^ 0x01;
    const tampered = `v1.${altered.toString('base64url')}`;
    assert.notEqual(tampered, sealed);
    assert.throws(() => box.open(tampered), `a flipped bit in byte ${i} is refused`);
  }
});
