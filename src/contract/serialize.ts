/**
 * The JSON text of an operation's answer, written once when it is also stored (IDRISK_STORE_RESPONSES=on): the
 * resolution keeps this text and the route sends the same text, instead of Fastify serializing the body a second
 * time. It is what Fastify's response serializer writes: fast-json-stringify over the same schema of the operations
 * catalogue, with the same external schemas (Fastify's default serializer compiler, @fastify/fast-json-stringify-compiler).
 * The text is remembered for the body object itself (a WeakMap), so only a route that answers with that very object
 * sends it; a route that answers with another shape (the legacy endpoints) is serialized by Fastify as before.
 */
import { randomBytes } from 'node:crypto';
import fastJsonStringify, { type Schema } from 'fast-json-stringify';
import { ProblemSchema } from './errors.js';
import { OPERATIONS, type OperationName } from './operations.js';

const serializers = new Map<OperationName, (body: unknown) => string>();
const texts = new WeakMap<object, string | Buffer>();

/** Serialize the answer of `operation` (compiled on first use) and remember the text for `body`. */
export function serializeAnswer(operation: OperationName, body: object): string {
  let serialize = serializers.get(operation);
  if (!serialize) {
    serialize = fastJsonStringify(OPERATIONS[operation].response as Schema, { schema: { Problem: ProblemSchema as Schema } }) as (body: unknown) => string;
    serializers.set(operation, serialize);
  }
  const text = serialize(body);
  texts.set(body, text);
  return text;
}

/**
 * The text serializeAnswer (or the bytes serializeAnswerSpliced) wrote for this body, if it did; for a body marked by
 * spliceWhenSent, its bytes written now.
 */
export function serializedAnswer(body: unknown): string | Buffer | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const text = texts.get(body);
  if (text !== undefined) return text;
  const plan = toSplice.get(body);
  return plan === undefined ? undefined : serializeAnswerSpliced(plan.operation, body as Record<string, unknown>, plan.members);
}

/** Bodies whose answer is written by serializeAnswerSpliced when a route sends them (spliceWhenSent). */
const toSplice = new WeakMap<object, { readonly operation: OperationName; readonly members: readonly string[] }>();

/**
 * Mark `body` to be written as serializeAnswerSpliced writes it, by the route that sends it (serializedAnswer): a
 * caller that reads the body without sending it (bulk scoring, the legacy routes' own shapes) writes nothing.
 */
export function spliceWhenSent(operation: OperationName, body: object, members: readonly string[]): void {
  toSplice.set(body, { operation, members });
}

/**
 * The answer of `operation` as the bytes of its JSON, with the bytes of its `members` (object members of the answer:
 * the sandbox's memoized product payloads, the same objects in every call that repeats an input) written once per
 * member object and spliced in, remembered for `body` as serializeAnswer does. The same bytes as serializeAnswer's text:
 * the rest of the answer is written by a serializer of the answer's schema in which each member is a string, given a
 * marker that the member's own serializer's bytes then replace. Bytes, not a text: the route sends them as they are,
 * where a text made of pieces is copied and scanned again to be measured and encoded on every send. A member object is
 * never changed once answered (its bytes are kept for it in a WeakMap, so they live as long as the object). An answer
 * the markers cannot splice (a member that is not an object, a marker found more than once) is serialized whole.
 */
export function serializeAnswerSpliced(operation: OperationName, body: Record<string, unknown>, members: readonly string[]): string | Buffer {
  const s = splicerOf(operation, members);
  if (!s) return serializeAnswer(operation, body);
  const skeleton: Record<string, unknown> = { ...body };
  for (const m of members) {
    const v = body[m];
    if (v === undefined) continue;
    if (v === null || typeof v !== 'object') return serializeAnswer(operation, body);
    skeleton[m] = s.markers[m];
  }
  const text = s.skeleton(skeleton);
  const written = Buffer.from(text);
  // Where each member's marker is in the skeleton's bytes, in the order written. A text of one-byte characters only
  // (as many bytes as characters: what the envelope's ids and times are) is searched as a text, where a character's
  // index is its byte's; any other is searched in its bytes.
  const ascii = written.length === text.length;
  const at: { readonly start: number; readonly m: string; readonly bytes: Buffer }[] = [];
  let size = written.length;
  for (const m of members) {
    if (body[m] === undefined) continue;
    const marker = s.markerTexts[m];
    const find = (from: number) => (ascii ? text.indexOf(marker, from) : written.indexOf(marker, from));
    const start = find(0);
    if (start < 0 || find(start + marker.length) >= 0) return serializeAnswer(operation, body);
    const value = body[m] as object;
    let bytes = s.texts[m].get(value);
    if (bytes === undefined) {
      bytes = Buffer.from(s.member[m](value));
      s.texts[m].set(value, bytes);
    }
    at.push({ start, m, bytes });
    size += bytes.length - marker.length;
  }
  at.sort((a, b) => a.start - b.start);
  const out = Buffer.allocUnsafe(size);
  let from = 0;
  let to = 0;
  for (const { start, m, bytes } of at) {
    to += written.copy(out, to, from, start);
    to += bytes.copy(out, to);
    from = start + s.markerTexts[m].length;
  }
  written.copy(out, to, from);
  texts.set(body, out);
  return out;
}

interface Splicer {
  readonly skeleton: (body: unknown) => string;
  readonly member: Record<string, (value: unknown) => string>;
  readonly markers: Record<string, string>;
  /** Each marker as the skeleton writes it. */
  readonly markerTexts: Record<string, string>;
  readonly texts: Record<string, WeakMap<object, Buffer>>;
}

const splicers = new Map<string, Splicer | null>();
const splicersByArray = new Map<OperationName, WeakMap<readonly string[], Splicer | null>>();
/** Unguessable per process: a caller's text that held a marker would only make its answer serialized whole. */
const MARKER_NONCE = randomBytes(12).toString('hex');

/** The splicer of the operation's answer and members; null (answers serialized whole) if its schemas do not compile apart. */
function splicerOf(operation: OperationName, members: readonly string[]): Splicer | null {
  // By the members' array first (the callers pass constant arrays), else by their names.
  let mine = splicersByArray.get(operation);
  if (mine === undefined) splicersByArray.set(operation, (mine = new WeakMap()));
  const known = mine.get(members);
  if (known !== undefined) return known;
  const id = `${operation}\u0000${members.join()}`;
  let s = splicers.get(id);
  if (s !== undefined) {
    mine.set(members, s);
    return s;
  }
  s = null;
  try {
    const schema = OPERATIONS[operation].response as { properties: Record<string, unknown> };
    const externals = { schema: { Problem: ProblemSchema as Schema } };
    const properties = { ...schema.properties };
    const out: Omit<Splicer, 'skeleton'> = { member: {}, markers: {}, markerTexts: {}, texts: {} };
    for (const m of members) {
      if (!(m in properties)) throw new Error(`${operation}'s answer has no member ${m}`);
      out.member[m] = fastJsonStringify(properties[m] as Schema, externals) as (value: unknown) => string;
      properties[m] = { type: 'string' };
      out.markers[m] = `\u0001${MARKER_NONCE}:${m}\u0001`;
      out.markerTexts[m] = JSON.stringify(out.markers[m]);
      out.texts[m] = new WeakMap();
    }
    s = { ...out, skeleton: fastJsonStringify({ ...schema, properties } as Schema, externals) as (body: unknown) => string };
  } catch {
    s = null;
  }
  splicers.set(id, s);
  mine.set(members, s);
  return s;
}
