/**
 * Errors of the management layer. Each carries its code of the one error catalogue (src/contract/errors.ts), so the
 * HTTP error plugin renders it without knowing the class, and the CLI prints its message.
 */
import type { ErrorCode, FieldError } from '../contract/errors.js';

export class AdminError extends Error {
  constructor(
    readonly errorCode: ErrorCode,
    message: string,
    readonly errors: FieldError[] = [],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AdminError';
  }
}

export const notFound = (what: string, id: string) => new AdminError('NOT_FOUND', `no ${what} ${id}`);
export const forbidden = (detail: string) => new AdminError('FORBIDDEN', detail);
export const conflict = (detail: string) => new AdminError('CONFLICT', detail);
export const invalid = (field: string, message: string, detail = `${field} ${message}`) => new AdminError('INVALID_PAYLOAD', detail, [{ field, message }]);
