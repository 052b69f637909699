/**
 * Webhook signing secrets and signatures in the Standard Webhooks form (https://www.standardwebhooks.com):
 * a secret is `whsec_` + base64 of 32 random bytes; a message is signed as
 * `v1,` + base64(HMAC-SHA256(key = the secret's base64-decoded bytes after `whsec_`, `${id}.${timestamp}.${body}`)).
 *
 * Secrets are kept so that they can sign, encrypted at rest with AES-256-GCM under a key derived (HKDF-SHA256) from
 * the service secret (IDRISK_SECRET or the generated data-dir secret): a copy of the database alone does not reveal
 * them. Changing the service secret makes stored webhook secrets unreadable: rotate them (docs/webhooks.md).
 */
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

export const SECRET_PREFIX = 'whsec_';

export function newWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(32).toString('base64')}`;
}

function keyBytes(secret: string): Buffer {
  if (!secret.startsWith(SECRET_PREFIX)) throw new Error('not a whsec_ secret');
  return Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
}

/** The `webhook-signature` header value for one message. */
export function sign(secret: string, id: string, timestamp: number, body: string): string {
  const mac = createHmac('sha256', keyBytes(secret)).update(`${id}.${timestamp}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/** Check a `webhook-signature` header (space-separated `v1,…` entries) in constant time per entry. */
export function verify(secret: string, id: string, timestamp: number, body: string, header: string): boolean {
  const expected = Buffer.from(sign(secret, id, timestamp, body));
  return header.split(' ').some((s) => {
    const given = Buffer.from(s);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

/** Encrypts and decrypts stored secrets with a key derived from the service secret. */
export class SecretBox {
  private readonly key: Buffer;

  /** `purpose` derives a key of its own per use (webhook signing secrets; operators' TOTP secrets). */
  constructor(serviceSecret: string, purpose = 'webhook-signing-secret v1') {
    this.key = Buffer.from(hkdfSync('sha256', serviceSecret, 'idrisk', purpose, 32));
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const ct = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return `v1.${Buffer.concat([iv, cipher.getAuthTag(), ct]).toString('base64url')}`;
  }

  /** Throws when the text was sealed under another service secret (or altered). */
  open(sealed: string): string {
    if (!sealed.startsWith('v1.')) throw new Error('unknown secret format');
    const raw = Buffer.from(sealed.slice(3), 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  }
}
