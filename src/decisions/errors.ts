/**
 * Domain errors of the decision layer. Each carries the error code of the catalogue (src/contract/errors.ts) the HTTP
 * edge answers with, and the field it concerns, so the edge maps them without knowing each class (issue 26 item 5).
 */
import type { ErrorCode } from '../contract/errors.js';

export class DecisionError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'DecisionError';
  }
}

/** A list, policy, model or resolution the account does not have. */
export class NotFound extends DecisionError {
  constructor(what: string, field?: string) {
    super('NOT_FOUND', what, field);
    this.name = 'NotFound';
  }
}

/** Input the service refuses (an invalid rule, a value that is not of the list's kind, ...). */
export class InvalidInput extends DecisionError {
  constructor(message: string, field?: string, readonly problems: readonly { field: string; message: string }[] = []) {
    super('INVALID_PAYLOAD', message, field);
    this.name = 'InvalidInput';
  }
}
