/**
 * The Ajv the tests validate payloads and responses with: every error reported, the formats of ajv-formats
 * (date, date-time, email, ...) checked, TypeBox's extra keywords (description, ...) tolerated.
 */
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';

// ajv-formats is CommonJS; under NodeNext its function sits on `.default`.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (a: Ajv) => Ajv;

export function testAjv(): Ajv {
  return addFormats(new Ajv({ strict: false, allErrors: true }));
}
