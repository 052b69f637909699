/**
 * The JSON text of an operation's answer, written once when it is also stored (IDRISK_STORE_RESPONSES=on): the
 * resolution keeps this text and the route sends the same text, instead of Fastify serializing the body a second
 * time. It is what Fastify's response serializer writes: fast-json-stringify over the same schema of the operations
 * catalogue, with the same external schemas (Fastify's default serializer compiler, @fastify/fast-json-stringify-compiler).
 * The text is remembered for the body object itself (a WeakMap), so only a route that answers with that very object
 * sends it; a route that answers with another shape (the legacy endpoints) is serialized by Fastify as before.
 */
import fastJsonStringify, { type Schema } from 'fast-json-stringify';
import { ProblemSchema } from './errors.js';
import { OPERATIONS, type OperationName } from './operations.js';

const serializers = new Map<OperationName, (body: unknown) => string>();
const texts = new WeakMap<object, string>();

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

/** The text serializeAnswer wrote for this body, if it did. */
export function serializedAnswer(body: unknown): string | undefined {
  return typeof body === 'object' && body !== null ? texts.get(body) : undefined;
}
