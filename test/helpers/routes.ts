/** Every authenticated route of the API with a valid request, for the shared security and contract suites. */
import type { Entitlement } from '../../src/accounts/entitlements.js';
import { uniqueId } from './app.js';

export interface RouteCase {
  readonly name: string;
  readonly method: 'GET' | 'POST' | 'DELETE';
  readonly url: string;
  readonly entitlement: Entitlement | null;
  readonly billed: boolean;
  body(): Record<string, unknown> | undefined;
}

export const ROUTES: readonly RouteCase[] = [
  { name: 'phone', method: 'POST', url: '/1.0/phone', entitlement: 'phone', billed: true, body: () => ({ customer_id: uniqueId(), claims: ['phone'], phone_number: '+447700900123' }) },
  { name: 'email', method: 'POST', url: '/1.0/email', entitlement: 'email', billed: true, body: () => ({ customer_id: uniqueId(), claims: ['email'], email: 'jane.doe@example.com' }) },
  { name: 'ip', method: 'POST', url: '/1.0/ip', entitlement: 'ip', billed: true, body: () => ({ customer_id: uniqueId(), claims: ['ip'], ip: '192.0.2.10' }) },
  { name: 'domain', method: 'POST', url: '/1.0/domain', entitlement: 'domain', billed: true, body: () => ({ customer_id: uniqueId(), claims: ['domain'], domain: { value: 'example.com' } }) },
  { name: 'device', method: 'POST', url: '/1.0/device', entitlement: 'device', billed: true, body: () => ({ customer_id: uniqueId(), claims: ['device'], user_agent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36' }) },
  { name: 'name', method: 'POST', url: '/1.0/name', entitlement: 'name', billed: true, body: () => ({ customer_id: uniqueId(), claims: ['name'], first_name: 'Jane', last_name: 'Doe' }) },
  { name: 'hub', method: 'POST', url: '/1.0/hub', entitlement: 'hub', billed: true, body: () => ({ customer_id: uniqueId(), claims: ['phone', 'email', 'score'], phone_number: '+447700900123', email: 'jane.doe@example.com' }) },
  { name: 'domain-intelligence', method: 'POST', url: '/1.0/domain-intelligence/', entitlement: 'domain-intelligence', billed: true, body: () => ({ customer_id: uniqueId(), claims: ['domain'], domain: { value: 'example.com' } }) },
  { name: 'domain-intelligence get', method: 'GET', url: '/1.0/domain-intelligence/unknown-customer', entitlement: 'domain-intelligence', billed: false, body: () => undefined },
  { name: 'track enrollments', method: 'POST', url: '/1.0/track/enrollments?session_id=sess-1', entitlement: 'login', billed: true, body: () => ({ username: 'jane' }) },
  { name: 'track results', method: 'POST', url: '/1.0/track/results?session_id=sess-1', entitlement: 'login', billed: true, body: () => ({ username: 'jane' }) },
  { name: 'phone-data-breaches', method: 'POST', url: '/data/1.0/phone-data-breaches', entitlement: 'phone-data-breaches', billed: true, body: () => ({ transaction_id: uniqueId('txn'), phone_number: '447700900123' }) },
  { name: 'phone-to-name', method: 'POST', url: '/data/1.0/phone-to-name', entitlement: 'phone-to-name', billed: true, body: () => ({ transaction_id: uniqueId('txn'), phone_number: '447700900123' }) },
  { name: 'phone-mnp', method: 'POST', url: '/data/1.0/phone-mnp', entitlement: 'phone-mnp', billed: true, body: () => ({ transaction_id: uniqueId('txn'), phone_number: '447700900123' }) },
  { name: 'ip-proxy', method: 'POST', url: '/data/1.0/ip-proxy', entitlement: 'ip-proxy', billed: true, body: () => ({ transaction_id: uniqueId('txn'), ip: '192.0.2.10' }) },
  { name: 'credits', method: 'GET', url: '/1.0/credits', entitlement: null, billed: false, body: () => undefined },
  { name: 'reason-codes', method: 'GET', url: '/1.0/reason-codes', entitlement: null, billed: false, body: () => undefined },
  { name: 'resolution get', method: 'GET', url: '/1.0/resolutions/res_unknown', entitlement: null, billed: false, body: () => undefined },
  { name: 'customer get', method: 'GET', url: '/1.0/customers/unknown-customer', entitlement: null, billed: false, body: () => undefined },
  { name: 'customer delete', method: 'DELETE', url: '/1.0/customers/unknown-customer', entitlement: null, billed: false, body: () => undefined },
];
