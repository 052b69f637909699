/**
 * The request schemas of the product operations, read from the OpenAPI document the service serves (/openapi.json,
 * the same document packages/client generates its types from): the playground's forms are generated from them.
 */
import { ROUTES } from '@client/routes';
import type { OperationId } from '@client/client';

export interface JsonSchema {
  type?: string;
  enum?: unknown[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  description?: string;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  example?: unknown;
}

export async function requestSchema(id: OperationId, signal?: AbortSignal): Promise<{ schema: JsonSchema; example: unknown }> {
  const res = await fetch('/openapi.json', { signal, headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`the OpenAPI document answered ${res.status}`);
  const doc = (await res.json()) as { paths: Record<string, Record<string, { operationId?: string; requestBody?: { content?: Record<string, { schema?: JsonSchema; example?: unknown }> } }>> };
  const route = ROUTES[id];
  const op = doc.paths[route.path]?.[route.method.toLowerCase()];
  const content = op?.requestBody?.content?.['application/json'];
  if (!op || op.operationId !== id || !content?.schema) throw new Error(`${id} has no JSON request body in the OpenAPI document`);
  return { schema: content.schema, example: content.example };
}
