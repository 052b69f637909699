/**
 * Domain errors of the decision layer: DomainErrors (src/contract/errors.ts) carrying the error code of the catalogue
 * the HTTP edge answers with and the field they concern, so the edge renders them as any other domain error.
 */
import { DomainError, type ErrorCode, type FieldError } from '../contract/errors.js';

export class DecisionError extends DomainError {
  /** `errors`: the field errors the answer lists; by default the one field the error concerns, if any. */
  constructor(code: ErrorCode, message: string, readonly field?: string, errors: readonly FieldError[] = field ? [{ field, message }] : []) {
    super(code, message, [...errors]);
  }
}

/** A list, policy, model or resolution the account does not have. */
export class NotFound extends DecisionError {
  constructor(what: string, field?: string) {
    super('NOT_FOUND', what, field);
  }
}

/** Input the service refuses (an invalid rule, a value that is not of the list's kind, ...). */
export class InvalidInput extends DecisionError {
  constructor(message: string, field?: string, readonly problems: readonly FieldError[] = []) {
    super('INVALID_PAYLOAD', message, field, problems.length > 0 ? problems : undefined);
  }
}
