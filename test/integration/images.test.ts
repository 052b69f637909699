/**
 * Images and faces (docs/images.md): the analyser's worker thread with @vladmandic/human's bundled models on the
 * WASM backend, fed a photograph with a known face (human's own sample screenshot, read from its npm package), two
 * Gravatar-style default avatars drawn here (an identicon and a "mystery person"), an image whose header claims
 * 400 megapixels, and bytes that are no image. Then the email engine end to end: a Gravatar profile on a local HTTP
 * server whose picture is that photograph, its face fields in the payload (schema-checked), and a default avatar
 * firing RE020. Nothing leaves 127.0.0.1; no model or WASM file is downloaded.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { PNG } from 'pngjs';
import { loadConfig } from '../../src/config/index.js';
import { EmailPayload } from '../../src/contract/payloads/email.js';
import { MemoryCache } from '../../src/enrich/cache.js';
import { Deadline } from '../../src/enrich/deadline.js';
import { ProviderFailure } from '../../src/enrich/outcome.js';
import { IdentityGraph } from '../../src/identity/graph.js';
import { ImageAnalyser } from '../../src/images/analyser.js';
import { decode, flatColourShare, MAX_SIDE } from '../../src/images/decode.js';
import { FLAT_SHARE, imagePayloadFields, isFlatImage } from '../../src/images/fields.js';
import { sizedAvatarUrl } from '../../src/images/source.js';
import { createEmailEngine } from '../../src/products/email/engine.js';
import { gravatarHash } from '../../src/products/email/gravatar.js';
import { openStore, type Store } from '../../src/store/db.js';
import { migrateToLatest } from '../../src/store/migrations/index.js';
import { testAjv } from '../helpers/ajv.js';
import { startDnsServer, type DnsTestServer } from '../helpers/dns-server.js';
import { serveHttp, type HttpTestServer } from '../helpers/http-server.js';
import { createBundledReference } from '../../src/products/bundled.js';

/** The bundled reference data, one copy for this file's engines. */
const BUNDLED = createBundledReference();

const require = createRequire(import.meta.url);
const humanAssets = join(resolve(dirname(require.resolve('@vladmandic/human')), '..'), 'assets');
/** A photograph of one man (human's face-id demo screenshot: the photo with the demo's panel beside it). */
const PHOTO = new Uint8Array(readFileSync(join(humanAssets, 'screenshot-faceid.jpg')));
/** A group photograph of other people (human's samples grid). */
const OTHERS = new Uint8Array(readFileSync(join(humanAssets, 'samples.jpg')));

function png(width: number, height: number, pixel: (x: number, y: number) => [number, number, number]): Uint8Array {
  const img = new PNG({ width, height });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [r, g, b] = pixel(x, y);
      const i = (y * width + x) * 4;
      img.data[i] = r;
      img.data[i + 1] = g;
      img.data[i + 2] = b;
      img.data[i + 3] = 255;
    }
  }
  return new Uint8Array(PNG.sync.write(img));
}

/** Gravatar's identicon shape: a 5x5 grid mirrored left to right, one colour on a light background. */
const IDENTICON = (() => {
  const cells = [[1, 0, 1], [0, 1, 1], [1, 1, 0], [0, 1, 0], [1, 0, 1]];
  return png(420, 420, (x, y) => {
    const col = Math.floor(x / 84);
    const on = cells[Math.floor(y / 84)]![col < 3 ? col : 4 - col] === 1;
    return on ? [74, 144, 226] : [240, 240, 240];
  });
})();

/** Gravatar's "mystery person": a grey head and shoulders on a lighter grey, edges smoothed by supersampling. */
const MYSTERY = png(256, 256, (x, y) => {
  let inside = 0;
  for (const dy of [0.25, 0.75]) {
    for (const dx of [0.25, 0.75]) {
      const px = x + dx;
      const py = y + dy;
      const head = (px - 128) ** 2 + (py - 96) ** 2 < 48 ** 2;
      const body = py > 160 && ((px - 128) / 96) ** 2 + ((py - 256) / 96) ** 2 < 1;
      if (head || body) inside++;
    }
  }
  const t = inside / 4;
  return [Math.round(198 * (1 - t) + 150 * t), Math.round(198 * (1 - t) + 150 * t), Math.round(198 * (1 - t) + 150 * t)];
});

/** A PNG whose header claims 20000 x 20000 pixels (its data is that of a 1 x 1 image). */
const HUGE = (() => {
  const bytes = png(1, 1, () => [0, 0, 0]).slice();
  const view = new DataView(bytes.buffer);
  view.setUint32(16, 20_000);
  view.setUint32(20, 20_000);
  return bytes;
})();

const SIGNAL = () => AbortSignal.timeout(120_000);

let analyser: ImageAnalyser;
before(async () => {
  analyser = new ImageAnalyser({ maxPixels: 16_000_000, queue: 4 });
  await analyser.start();
});
after(() => analyser?.close());

describe('decoding, before the models', () => {
  test('JPEG and PNG scale down to MAX_SIDE; a 400-megapixel header is refused before decoding; other bytes are unsupported', () => {
    const photo = decode(PHOTO, 16_000_000);
    assert.equal(Math.max(photo.width, photo.height), MAX_SIDE);
    assert.equal(photo.data.length, photo.width * photo.height * 3);
    assert.throws(() => decode(HUGE, 16_000_000), { name: 'DecodeError', reason: 'too_large' });
    assert.throws(() => decode(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), 16_000_000), { name: 'DecodeError', reason: 'unsupported' });
    assert.throws(() => decode(PHOTO.slice(0, 200), 16_000_000), { name: 'DecodeError' });
  });

  test('default avatars are flat colour, photographs are not', () => {
    assert.ok(flatColourShare(decode(IDENTICON, 1e7)) >= FLAT_SHARE);
    assert.ok(flatColourShare(decode(MYSTERY, 1e7)) >= FLAT_SHARE);
    assert.ok(flatColourShare(decode(OTHERS, 1e7)) < 0.5);
  });

  test('a Gravatar avatar URL asks for 256 pixels unless it names a size; other URLs are kept', () => {
    assert.equal(sizedAvatarUrl('https://0.gravatar.com/avatar/abc'), 'https://0.gravatar.com/avatar/abc?s=256');
    assert.equal(sizedAvatarUrl('https://gravatar.com/avatar/abc?s=80'), 'https://gravatar.com/avatar/abc?s=80');
    assert.equal(sizedAvatarUrl('https://example.com/avatar/abc'), 'https://example.com/avatar/abc');
  });
});

describe('the analyser (worker thread, bundled models)', () => {
  test('the photograph: one face with its box, age range and labels; objects as label,confidence pairs', async () => {
    const a = await analyser.analyse([PHOTO.slice()], SIGNAL());
    const img = a.images[0]!;
    assert.ok(img.ok);
    assert.equal(img.faces.length, 1, JSON.stringify(img.faces));
    const face = img.faces[0]!;
    // The face is in the left quarter of the screenshot (the demo's panel fills the rest).
    assert.ok(face.box[0] < 0.25 && face.box[2] > 0.05 && face.box[2] < 0.5, `box ${face.box}`);
    assert.ok(face.age !== null && face.age > 15 && face.age < 80, `age ${face.age}`);
    const fields = imagePayloadFields(['https://example.com/p.jpg'], a);
    assert.match(String(fields.face1_bounding_box), /^0\.\d+,0\.\d+,0(\.\d+)?,0\.\d+$/);
    assert.match(String(fields.face1_age_range), /^\d+-\d+$/);
    assert.match(String(fields.face1_labels), /^(male|female),[01](\.\d+)?\|[a-z]+,[01](\.\d+)?$/);
    assert.equal(fields.face2_bounding_box, undefined, 'no second face');
    assert.equal(fields.face1_is_celebrity, undefined, 'celebrity fields stay null');
    assert.equal(fields.faces_similarity1, undefined, 'one image: no pair');
    assert.match(String(fields.image_labels), /^([a-z ]+,[01](\.\d+)?(\|[a-z ]+,[01](\.\d+)?)*)?$/);
    assert.ok(!isFlatImage(a));
  });

  test('the same face in two images is one person; another person is not', async () => {
    const same = await analyser.analyse([PHOTO.slice(), PHOTO.slice()], SIGNAL());
    const fields = imagePayloadFields(['https://a.example/1.jpg', 'https://a.example/2.jpg'], same, [null, 'gravatar']);
    assert.equal(fields.faces_similarity1, true);
    assert.equal(fields.faces_similarity1_image1, 'https://a.example/1.jpg');
    assert.equal(fields.faces_similarity1_image2, 'https://a.example/2.jpg');
    assert.equal(fields.image2_source, 'gravatar');
    assert.match(String(fields.image2_face1_bounding_box), /^0\.\d+,/);
    const other = await analyser.analyse([PHOTO.slice(), OTHERS.slice()], SIGNAL());
    assert.ok(other.images[1]!.ok && other.images[1].faces.length >= 1, 'the group photo has faces');
    assert.ok(other.similarity[0]![1]! < other.similarity[0]![0]!, `${JSON.stringify(other.similarity)}`);
    assert.equal(imagePayloadFields(['u1', 'u2'], other).faces_similarity1, false);
  });

  test('default avatars: flat colour, no labels; bytes that are no image and oversize headers leave the fields null', async () => {
    const a = await analyser.analyse([IDENTICON.slice(), MYSTERY.slice(), HUGE.slice()], SIGNAL());
    assert.ok(a.images[0]!.ok && a.images[0].flatShare >= FLAT_SHARE);
    assert.ok(a.images[1]!.ok && a.images[1].flatShare >= FLAT_SHARE);
    assert.deepEqual(a.images[2], { ok: false, reason: 'too_large' });
    assert.ok(isFlatImage(a));
    const fields = imagePayloadFields(['u1', 'u2', 'u3'], a);
    assert.equal(fields.image3_labels, undefined);
    const junk = await analyser.analyse([new TextEncoder().encode('not an image')], SIGNAL());
    assert.deepEqual(junk.images[0], { ok: false, reason: 'unsupported' });
    assert.deepEqual(imagePayloadFields(['u'], junk), {});
  });

  test('a call past its deadline is a timeout; past the queue bound, busy; the analyser keeps working after both', async () => {
    const expired = new AbortController();
    expired.abort();
    await assert.rejects(analyser.analyse([PHOTO.slice()], expired.signal), (e: unknown) => e instanceof ProviderFailure && e.reason === 'timeout');
    const small = new ImageAnalyser({ maxPixels: 16_000_000, queue: 1 });
    try {
      const first = small.analyse([MYSTERY.slice()], SIGNAL());
      await assert.rejects(small.analyse([MYSTERY.slice()], SIGNAL()), (e: unknown) => e instanceof ProviderFailure && e.reason === 'unavailable');
      assert.ok((await first).images[0]!.ok);
      assert.equal(small.inFlight, 0);
    } finally {
      await small.close();
    }
    assert.ok((await analyser.analyse([IDENTICON.slice()], SIGNAL())).images[0]!.ok);
  });
});

describe('the email engine with IDRISK_IMAGES=on (local Gravatar and image server)', () => {
  let dir: string;
  let store: Store;
  let dns: DnsTestServer;
  let http: HttpTestServer;
  const validate = testAjv().compile(EmailPayload);
  const profiles: Record<string, string> = {};

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'idrisk-images-'));
    const file = join(dir, 'db.sqlite');
    store = await openStore({ kind: 'sqlite', url: `sqlite:${file}`, file });
    await migrateToLatest(store.db);
    dns = await startDnsServer({ 'photo.com': { MX: [{ exchange: 'mx.photo.com', priority: 10 }] }, 'mx.photo.com': { A: ['127.0.0.1'] } });
    http = await serveHttp((req, res) => {
      const path = (req.url ?? '/').split('?')[0]!;
      const images: Record<string, Uint8Array> = { '/photo.jpg': PHOTO, '/identicon.png': IDENTICON };
      if (images[path]) {
        res.writeHead(200, { 'content-type': path.endsWith('.png') ? 'image/png' : 'image/jpeg' });
        res.end(Buffer.from(images[path]));
        return;
      }
      if (path === '/big.jpg') {
        res.writeHead(200, { 'content-type': 'image/jpeg' });
        res.end(Buffer.alloc(2 * 1024 * 1024, 0xff));
        return;
      }
      const picture = profiles[path];
      if (picture === undefined) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ entry: [{ preferredUsername: 'x', thumbnailUrl: `${http.url}${picture}` }] }));
    });
    profiles[`/${gravatarHash('face@photo.com')}.json`] = '/photo.jpg';
    profiles[`/${gravatarHash('default@photo.com')}.json`] = '/identicon.png';
    profiles[`/${gravatarHash('big@photo.com')}.json`] = '/big.jpg';
  });
  after(async () => {
    await Promise.all([dns?.close(), http?.close()]);
    await store?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function engine() {
    const config = loadConfig({
      DATABASE_URL: `sqlite:${join(dir, 'db.sqlite')}`,
      IDRISK_DATA_DIR: dir,
      IDRISK_DNS_SERVERS: dns.address,
      IDRISK_DNS_TIMEOUT_MS: '2500',
      IDRISK_SMTP: 'off',
      IDRISK_FETCH_ALLOW: '127.0.0.1/32',
      IDRISK_GRAVATAR_URL: http.url,
      IDRISK_RDAP_URL: `${http.url}/`,
      IDRISK_IMAGES: 'on',
      IDRISK_IMAGES_MAX_BYTES: String(1024 * 1024),
    });
    assert.equal(config.images.enabled, true);
    const graph = new IdentityGraph(store.db, 'images-test-secret-0123456789');
    const silent = { info() {}, warn() {}, error() {}, debug() {} };
    return createEmailEngine({ config, db: store.db, graph, cache: new MemoryCache(), logger: silent as never, images: analyser, reference: BUNDLED });
  }
  const ctx = () => ({ deadline: new Deadline(120_000), now: new Date('2026-11-26T12:00:00Z'), accountId: 'acct_images', given: {} });

  test('a Gravatar photograph fills the face fields; the payload keeps to the contract schema', async () => {
    const e = await engine();
    const out = await e.analyze({ email: 'face@photo.com' }, ctx());
    const p = out.payload;
    assert.equal(p.image_source, 'gravatar');
    assert.match(String(p.face1_bounding_box), /^0\.\d+,0\.\d+,0(\.\d+)?,0\.\d+$/);
    assert.match(String(p.face1_age_range), /^\d+-\d+$/);
    assert.equal(typeof p.image_labels, 'string');
    assert.equal(p.face2_bounding_box, null);
    assert.equal(p.face1_is_celebrity, null);
    assert.equal(p.image2_source, null);
    assert.ok(!(p.reason_codes ?? '').split(',').includes('RE020'));
    assert.ok(out.providers.some((x) => x.provider === 'email.images' && x.ok), JSON.stringify(out.providers));
    assert.ok(validate(p), JSON.stringify(validate.errors));
  });

  test('a default avatar fires RE020; an image over the byte cap leaves the fields null with RG002', async () => {
    const e = await engine();
    const flat = await e.analyze({ email: 'default@photo.com' }, ctx());
    assert.ok((flat.payload.reason_codes ?? '').split(',').includes('RE020'), String(flat.payload.reason_codes));
    assert.equal(flat.payload.face1_bounding_box, null);
    const big = await e.analyze({ email: 'big@photo.com' }, ctx());
    assert.equal(big.payload.image_source, 'gravatar');
    assert.equal(big.payload.image_labels, null);
    assert.ok(big.providers.some((x) => x.provider === 'email.images' && !x.ok), JSON.stringify(big.providers));
    assert.ok((big.payload.reason_codes ?? '').split(',').includes('RG002'), String(big.payload.reason_codes));
  });
});
