import { isNullable as isNullableSchema, nonNullOf } from '../common.js';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { TObject, TSchema } from '@sinclair/typebox';
import { testAjv } from '../../../test/helpers/ajv.js';
import * as P from './index.js';

const ajv = testAjv();

const TOP: Record<string, TObject> = {
  PhonePayload: P.PhonePayload,
  EmailPayload: P.EmailPayload,
  IpPayload: P.IpPayload,
  DomainPayload: P.DomainPayload,
  DevicePayload: P.DevicePayload,
  NamePayload: P.NamePayload,
  OnboardingScore: P.OnboardingScore,
  LoginEnrollmentResponse: P.LoginEnrollmentResponse,
  LoginResultsResponse: P.LoginResultsResponse,
  PhoneDataBreachesResponse: P.PhoneDataBreachesResponse,
  PhoneToNameResponse: P.PhoneToNameResponse,
  PhoneMnpResponse: P.PhoneMnpResponse,
  IpProxyResponse: P.IpProxyResponse,
};

const keys = (s: TObject) => Object.keys(s.properties);
const allNull = (s: TObject) => Object.fromEntries(keys(s).map((k) => [k, null]));
const isNullable = (s: TSchema) => isNullableSchema(s);
const nonNull = (s: TSchema): TSchema => nonNullOf(s);

test('every schema compiles, has no $id and forbids unknown fields', () => {
  for (const [name, schema] of Object.entries(TOP)) {
    assert.doesNotThrow(() => ajv.compile(schema), name);
    assert.equal(schema.$id, undefined, name);
    assert.equal(schema.additionalProperties, false, name);
  }
});

test('every product payload field is nullable and described; an all-null payload validates', () => {
  for (const [product, schema] of Object.entries(P.PRODUCT_PAYLOADS)) {
    for (const [k, s] of Object.entries(schema.properties as Record<string, TSchema>)) {
      assert.ok(isNullable(s), `${product}.${k} is nullable`);
      assert.ok(typeof s.description === 'string' && s.description.length > 3, `${product}.${k} has a description`);
    }
    const validate = ajv.compile(schema);
    assert.ok(validate(allNull(schema)), `${product}: ${JSON.stringify(validate.errors)}`);
    assert.equal(validate({ ...allNull(schema), not_a_field: 1 }), false, `${product} rejects unknown fields`);
    assert.equal(validate({}), false, `${product} requires every field`);
  }
  const login = ajv.compile(P.LoginResultsResponse);
  assert.ok(login(allNull(P.LoginResultsResponse)));
});

test('field counts and names follow the spec', () => {
  assert.equal(keys(P.IpPayload).length, 50);
  assert.equal(keys(P.PhonePayload).length, 153);
  assert.equal(keys(P.EmailPayload).length, 219);
  assert.equal(keys(P.DomainPayload).length, 157);
  assert.equal(keys(P.DevicePayload).length, 20);
  assert.equal(keys(P.NamePayload).length, 13);
  // The spec's 57 fields plus reason_codes, which login results add like every scored payload (issue 11).
  assert.equal(keys(P.LoginResultsResponse).length, 58);
  assert.ok(keys(P.LoginResultsResponse).includes('reason_codes'));
  const phone = keys(P.PhonePayload);
  for (const k of [
    'value', 'type', 'number_type', 'has_openai', 'has_weibo', 'image_source', 'image3_face3_celebrity_name',
    'faces_similarity3_image2_bounding_box', 'whatsapp_business_products_price_avg', 'to_email', 'has_to_email',
  ]) assert.ok(phone.includes(k), `phone.${k}`);
  assert.equal(phone.filter((k) => k.startsWith('has_') && P.PHONE_PLATFORMS.includes(k as never)).length, 14);
  const email = keys(P.EmailPayload);
  for (const k of ['account_consonants_ratio', 'duolingo_has_facebook_id', 'to_phone', 'image2_face1_is_celebrity', 'openai_login_provider'])
    assert.ok(email.includes(k), `email.${k}`);
  assert.ok(!email.includes('to_email'));
  assert.ok(keys(P.DomainPayload).includes('terms_and_conditions_with_data_protection'));
  assert.ok(keys(P.DomainPayload).includes('backlinks_from_image'));
  assert.deepEqual(keys(P.LoginEnrollmentResponse), ['transaction_id', 'session_id']);
});

test('enums carry the spec values', () => {
  assert.ok(P.EMAIL_SUB_STATUSES.includes('catch-all_ai_agent_mailbox'));
  assert.ok(P.EMAIL_SUB_STATUSES.includes('valid_'));
  assert.equal(P.EMAIL_SUB_STATUSES.length, 56);
  assert.equal(new Set(P.EMAIL_SUB_STATUSES).size, 56);
  assert.equal(P.EMAIL_STATUSES.length, 9);
  assert.equal(P.PHONE_NUMBER_TYPES.length, 15);
  assert.equal(P.WEBSITE_TAXONOMIES.length, 8);
  assert.equal(P.DEVICE_CATEGORIES.length, 12);
  assert.equal(P.NAME_RISK_TYPES.length, 11);
  assert.deepEqual([...P.PROXY_NAMES], ['Bright Data', 'Smartproxy', 'Oxylabs', 'Netnut', 'Webshare', 'GoProxy']);
  const sub = nonNull(P.EmailPayload.properties.sub_status);
  assert.deepEqual(sub.enum, [...P.EMAIL_SUB_STATUSES]);
  assert.deepEqual(nonNull(P.EmailPayload.properties.parsed_name_risk_type).enum, [...P.NAME_RISK_TYPES]);
  assert.deepEqual(nonNull(P.PhonePayload.properties.image2_source).enum, ['telegram', 'whatsapp', 'skype']);
  assert.equal(nonNull(P.EmailPayload.properties.image_source).type, 'string');
  assert.equal(nonNull(P.EmailPayload.properties.image_source).enum, undefined);
});

test('types, dates, JSON strings and deprecations follow the spec', () => {
  const t = (s: TObject, k: string) => nonNull((s.properties as Record<string, TSchema>)[k]);
  assert.equal(t(P.PhonePayload, 'ported_times').type, 'integer');
  assert.equal(t(P.PhonePayload, 'first_ported').format, 'date');
  assert.equal(t(P.PhonePayload, 'data_breaches_data').contentMediaType, 'application/json');
  assert.equal(t(P.PhonePayload, 'whatsapp_business_products_price_avg').type, 'number');
  assert.equal(t(P.EmailPayload, 'account_dots_ratio').maximum, 1);
  assert.equal(t(P.EmailPayload, 'google_last_edit').type, 'string');
  assert.equal(t(P.DomainPayload, 'company_founded').type, 'string');
  assert.equal(t(P.DomainPayload, 'backlinks_count').type, 'string');
  assert.equal(t(P.DomainPayload, 'backlinks_count_seo').type, 'number');
  assert.equal(t(P.IpPayload, 'lat').type, 'string');
  assert.equal(t(P.LoginResultsResponse, 'device_request_time').format, 'date-time');
  const deprecated = (s: TObject) =>
    Object.entries(s.properties as Record<string, TSchema>).filter(([, v]) => v.deprecated === true).map(([k]) => k);
  assert.deepEqual(deprecated(P.IpPayload), ['vpn_name', 'identity_device_count']);
  assert.deepEqual(deprecated(P.EmailPayload), ['is_role', 'education', 'has_airbnb']);
  assert.deepEqual(deprecated(P.NamePayload), ['has_facebook', 'facebook_avatar_url']);
  assert.equal(deprecated(P.PhonePayload).length, 20);
  assert.ok(deprecated(P.PhonePayload).includes('type'));
});

test('lookup responses: rule 10 shapes', () => {
  const invalid = { is_valid_format: false };
  for (const s of [P.PhoneDataBreachesResponse, P.PhoneMnpResponse, P.IpProxyResponse]) {
    const v = ajv.compile(s);
    assert.ok(v(invalid), JSON.stringify(v.errors));
    assert.ok(v({ ...allNull(s), is_valid_format: true }), JSON.stringify(v.errors));
    assert.equal(v({}), false);
  }
  const p2n = ajv.compile(P.PhoneToNameResponse);
  assert.equal(p2n(invalid), false, 'phone-to-name carries every field');
  assert.ok(p2n({ ...allNull(P.PhoneToNameResponse), is_valid_format: false }));
  const breaches = ajv.compile(P.PhoneDataBreachesResponse);
  assert.ok(
    breaches({
      is_valid_format: true,
      data_breaches_count: 1,
      data_breaches_first_breach: '2019-04-01',
      data_breaches_last_breach: '2019-04-01',
      data_breaches_data: [{ id: 'b1', date: '2019-04-01', title: 'Example breach', names: [{ first_name: 'A', last_name: 'B' }] }],
      data_breaches_data_lists: { names: [{ first_name: 'A', last_name: 'B', count: 1 }], names_cities: [], emails: [], phones: [], cities: [], dobs: [], addresses: [] },
    }),
    JSON.stringify(breaches.errors),
  );
  assert.equal(breaches({ is_valid_format: true, data_breaches_data: [{ id: 'b1', date: 'April', title: 'x' }] }), false);
});

test('the score block is not nullable', () => {
  const v = ajv.compile(P.OnboardingScore);
  assert.ok(v({ score: 640, score_cluster: 'high', reason_codes: '' }));
  assert.equal(v({ score: null, score_cluster: 'high', reason_codes: '' }), false);
  assert.equal(v({ score: 1001, score_cluster: 'high', reason_codes: '' }), false);
});
