/** Domain outcomes of login tracking; each carries the catalogue code the HTTP edge answers with. */
import { DomainError } from '../contract/errors.js';

export class SessionNotFound extends DomainError {
  constructor(readonly sessionId: string) {
    super('SESSION_NOT_FOUND', `No collector record for session_id "${sessionId}" in this account`, [{ field: 'session_id', message: 'not found' }], `no collector record for session ${sessionId}`);
  }
}

export class SessionAlreadyEnrolled extends DomainError {
  constructor(readonly sessionId: string) {
    super('SESSION_ALREADY_ENROLLED', `Session "${sessionId}" is already enrolled`, [{ field: 'session_id', message: 'already enrolled' }], `session ${sessionId} is already enrolled`);
  }
}

/** A collector record of the session is already stored: a session is collected once (issue 25). */
export class SessionAlreadyCollected extends DomainError {
  constructor(readonly sessionId: string) {
    super('SESSION_ALREADY_COLLECTED', `Session "${sessionId}" was already collected; a session is collected once`, [{ field: 'session_id', message: 'already collected' }], `session ${sessionId} was already collected`);
  }
}

export class UsernameMismatch extends DomainError {
  constructor(readonly sessionId: string) {
    super(
      'USERNAME_MISMATCH',
      'The username differs from the one typed on the login page of this session',
      [{ field: 'username', message: 'does not match the collected username' }],
      `the username does not match the one collected for session ${sessionId}`,
    );
  }
}
