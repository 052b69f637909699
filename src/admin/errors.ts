/**
 * Errors of the management layer: a DomainError (src/contract/errors.ts) with the code of the one error catalogue, so
 * the HTTP error plugin renders it as any other domain error, and the CLI prints its message.
 */
import { DomainError, type ErrorCode, type FieldError } from '../contract/errors.js';

export class AdminError extends DomainError {
  constructor(code: ErrorCode, message: string, errors: FieldError[] = [], headers: Record<string, string> = {}) {
    super(code, message, errors, message, headers);
  }

  /** The error's code (`code`), by the name the management layer first gave it. */
  get errorCode(): ErrorCode {
    return this.code;
  }
}

export const notFound = (what: string, id: string) => new AdminError('NOT_FOUND', `no ${what} ${id}`);
export const forbidden = (detail: string) => new AdminError('FORBIDDEN', detail);
export const conflict = (detail: string) => new AdminError('CONFLICT', detail);
export const invalid = (field: string, message: string, detail = `${field} ${message}`) => new AdminError('INVALID_PAYLOAD', detail, [{ field, message }]);
