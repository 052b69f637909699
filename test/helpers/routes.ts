/**
 * Every authenticated operation of the catalogue with a valid request (its example, with fresh customer and
 * transaction ids on every call), for the shared security and contract suites: a new catalogue entry is covered
 * by both without touching this file.
 */
import type { Entitlement } from '../../src/accounts/entitlements.js';
import { exampleUrl, OPERATIONS, type OperationDef, type OperationName } from '../../src/contract/operations.js';
import { uniqueId } from './app.js';

export interface RouteCase {
  readonly name: OperationName;
  readonly method: 'GET' | 'POST' | 'DELETE';
  readonly url: string;
  readonly entitlement: Entitlement | null;
  readonly billed: boolean;
  body(): Record<string, unknown> | undefined;
}

export const ROUTES: readonly RouteCase[] = (Object.keys(OPERATIONS) as OperationName[])
  .filter((name) => OPERATIONS[name].auth === 'secret-key')
  .map((name) => {
    const op: OperationDef = OPERATIONS[name];
    const example: Readonly<Record<string, unknown>> | undefined = op.example.body;
    return {
      name,
      method: op.method,
      url: exampleUrl(op),
      entitlement: op.entitlement as Entitlement | null,
      billed: op.price !== 0,
      body: () => {
        if (!example) return undefined;
        const body = { ...example };
        if ('customer_id' in body) body.customer_id = uniqueId();
        if ('transaction_id' in body) body.transaction_id = uniqueId('txn');
        return body;
      },
    };
  });
