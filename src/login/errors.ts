/** Domain outcomes of login tracking that the HTTP edge turns into errors of the catalogue. */
export class SessionNotFound extends Error {
  constructor(readonly sessionId: string) {
    super(`no collector record for session ${sessionId}`);
    this.name = 'SessionNotFound';
  }
}

export class SessionAlreadyEnrolled extends Error {
  constructor(readonly sessionId: string) {
    super(`session ${sessionId} is already enrolled`);
    this.name = 'SessionAlreadyEnrolled';
  }
}

/** A collector record of the session is already stored: a session is collected once (issue 25). */
export class SessionAlreadyCollected extends Error {
  constructor(readonly sessionId: string) {
    super(`session ${sessionId} was already collected`);
    this.name = 'SessionAlreadyCollected';
  }
}

export class UsernameMismatch extends Error {
  constructor(readonly sessionId: string) {
    super(`the username does not match the one collected for session ${sessionId}`);
    this.name = 'UsernameMismatch';
  }
}
