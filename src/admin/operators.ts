/**
 * Operators, their sessions and admin tokens: sign-in (argon2id, throttled per email and per address with back-off,
 * a lock-out an owner lifts), server-side sessions (idle and absolute expiry, revocable, sign out everywhere), CSRF
 * tokens, and `idr_admin_…` tokens for automation. Secrets (cookie, CSRF token, admin token, password) are shown once
 * and stored as hashes; none is ever audited or logged.
 */
import { hash as oneShot, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db, Executor } from '../store/db.js';
import type { AdminTokensTable, OperatorSessionsTable, OperatorsTable } from '../store/schema.js';
import { EmailTaken, OperatorRepository } from '../store/admin/operators.js';
import { SessionRepository } from '../store/admin/sessions.js';
import { AdminTokenRepository } from '../store/admin/tokens.js';
import { ThrottleRepository } from '../store/admin/throttle.js';
import { AccountsRepository } from '../store/accounts/index.js';
import type { AuditLog } from '../privacy/audit.js';
import { base62, newId } from '../accounts/ids.js';
import { AdminError, conflict, invalid, notFound } from './errors.js';
import { authorize, type Actor } from './actor.js';
import { isRole, type Role } from './roles.js';
import { checkPassword, dummyHash, generatePassword, hashPassword, verifyPassword } from './passwords.js';
import { decodeCursor, encodeCursor, type Page } from './pagination.js';
import { SecretBox } from '../webhooks/signing.js';
import { Secret, TOTP } from 'otpauth';

/** RFC 6238 with the parameters every authenticator app reads: SHA-1, 6 digits, 30 s; one step of clock drift. */
const TOTP_PERIOD = 30;
const RECOVERY_CODES = 10;
const totpOf = (secret: string, label: string) => new TOTP({ issuer: 'idrisk', label, algorithm: 'SHA1', digits: 6, period: TOTP_PERIOD, secret: Secret.fromBase32(secret) });

const sha256 = (s: string) => oneShot('sha256', s, 'hex');
const secret = () => randomBytes(32).toString('base64url');
const TOKEN_FORMAT = /^idr_admin_[0-9A-Za-z]{32}$/;
const EMAIL = /^[^\s@]+@[^\s@]+$/;

export interface AdminAuthOptions {
  /** The service secret (IDRISK_SECRET): TOTP secrets are sealed with a key derived from it. */
  readonly secret: string;
  /** Minutes a session lives without a call. */
  readonly sessionIdleMinutes: number;
  /** Hours a session lives at most. */
  readonly sessionMaxHours: number;
  /** Failures per email or address allowed before back-off starts. */
  readonly freeFailures?: number;
  /** Failures per email that lock it until an owner lifts the lock. */
  readonly lockAfter?: number;
  readonly now?: () => Date;
  /** The passwords an operator may not choose, lower-cased (the process's bundled reference; asked at the first check). */
  readonly commonPasswords: () => ReadonlySet<string>;
  /**
   * The process's cache of keys (src/accounts/auth-cache.ts): admin tokens and operator sessions are kept there too,
   * and a revocation (of a token, of sessions) bumps its epoch. Without it every call reads its token or session.
   */
  readonly cache?: AdminTokenCache;
}

/** What the token and session checks need of the auth cache (AuthCache). */
export interface AdminTokenCache {
  readonly ticket: number;
  adminToken(hash: string): AdminTokensTable | undefined;
  putAdminToken(hash: string, row: AdminTokensTable, ticket: number): void;
  adminSession(hash: string): { session: OperatorSessionsTable; operator: OperatorsTable } | undefined;
  putAdminSession(hash: string, value: { session: OperatorSessionsTable; operator: OperatorsTable }, ticket: number): void;
  /** Record a change in `exec` (the change's transaction) so that every process drops what it kept, ours at once. */
  changed(exec: Executor): Promise<void>;
}

export interface Operator {
  readonly id: string;
  readonly email: string;
  readonly role: Role;
  readonly accounts: readonly string[] | null;
  readonly disabled: boolean;
  /** Too many failed sign-ins: an owner must unlock. */
  readonly locked: boolean;
  /** Sign-in needs a one-time code (TOTP, RFC 6238). */
  readonly totp: boolean;
  readonly version: number;
  readonly createdAt: string;
  readonly updatedAt: string;
}

export interface Session {
  readonly id: string;
  readonly operatorId: string;
  readonly createdAt: string;
  readonly lastSeenAt: string;
  readonly expiresAt: string;
  readonly idleExpiresAt: string;
  readonly address: string | null;
  readonly userAgent: string | null;
}

export interface AdminToken {
  readonly id: string;
  readonly name: string;
  readonly prefix: string;
  readonly role: Role;
  readonly accounts: readonly string[] | null;
  readonly createdBy: string;
  readonly createdAt: string;
  readonly expiresAt: string | null;
  readonly revokedAt: string | null;
  readonly lastUsedAt: string | null;
}

export interface SignedIn {
  readonly operator: Operator;
  readonly session: Session;
  /** The cookie value: shown once, stored hashed. */
  readonly cookie: string;
  /** Send back in x-csrf-token on every state-changing call of this session. */
  readonly csrfToken: string;
}

const parseAccounts = (v: string | null): string[] | null => (v === null ? null : (JSON.parse(v) as string[]));

export class OperatorService {
  /** The actor of each token row read (tokenActor). */
  private readonly tokenActors = new WeakMap<AdminTokensTable, Actor>();
  readonly operators: OperatorRepository;
  readonly sessions: SessionRepository;
  readonly tokens: AdminTokenRepository;
  readonly throttle: ThrottleRepository;
  /** Which accounts exist (an account scope is checked against them). */
  private readonly accountRows: AccountsRepository;
  private readonly now: () => Date;
  private readonly freeFailures: number;
  private readonly lockAfter: number;

  private readonly box: SecretBox;
  /** The hash an unknown email's sign-in verifies against, made at the first one. */
  private dummy: Promise<string> | null = null;

  constructor(
    private readonly db: Db,
    private readonly audit: AuditLog,
    private readonly options: AdminAuthOptions,
  ) {
    this.box = new SecretBox(options.secret, 'operator-totp-secret v1');
    this.operators = new OperatorRepository(db);
    this.sessions = new SessionRepository(db);
    this.tokens = new AdminTokenRepository(db);
    this.throttle = new ThrottleRepository(db);
    this.accountRows = new AccountsRepository(db);
    this.now = options.now ?? (() => new Date());
    this.freeFailures = options.freeFailures ?? 3;
    this.lockAfter = options.lockAfter ?? 10;
  }

  // ---- operators --------------------------------------------------------------------------------------------

  private async toOperator(row: OperatorsTable): Promise<Operator> {
    const [t] = await this.throttle.get([`email:${row.email}`]);
    return {
      id: row.id,
      email: row.email,
      role: row.role,
      accounts: parseAccounts(row.accounts),
      disabled: row.disabled_at !== null,
      locked: (t?.failures ?? 0) >= this.lockAfter,
      totp: row.totp_enabled === 1,
      version: Number(row.version),
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    };
  }

  /** An account scope names accounts that exist (a typo would otherwise limit an operator to nothing, silently). */
  private async checkScope(accounts: readonly string[] | null | undefined): Promise<void> {
    if (!accounts || accounts.length === 0) return;
    const found = await this.accountRows.idsIn([...new Set(accounts)]);
    const missing = accounts.filter((a) => !found.some((f) => f.id === a));
    if (missing.length > 0) throw invalid('accounts', `names no account: ${missing.join(', ')}`, `no account ${missing.join(', ')}`);
  }

  private async record(actor: Actor, action: string, args: Record<string, unknown>, detail: Record<string, unknown> | null = null, outcome: 'ok' | 'failed' = 'ok') {
    // The CLI writes one entry per command itself, with its arguments (src/cli/index.ts): not a second one here.
    if (actor.kind === 'cli') return;
    await this.audit.record({ actor: actor.label, action, args, outcome, detail });
  }

  /** Whether any operator exists (the first start creates an owner when none does). */
  any(): Promise<boolean> {
    return this.operators.any();
  }

  async create(
    actor: Actor,
    input: { email: string; role: string; accounts?: readonly string[] | null; password?: string },
  ): Promise<{ operator: Operator; password: string | null }> {
    authorize(actor, 'operators.write');
    const email = input.email.trim().toLowerCase();
    if (!EMAIL.test(email) || email.length > 254) throw invalid('email', 'must be an email address');
    if (!isRole(input.role)) throw invalid('role', 'must be one of: owner, admin, analyst, viewer');
    await this.checkScope(input.accounts);
    const generated = input.password === undefined ? generatePassword() : null;
    const password = input.password ?? (generated as string);
    checkPassword(password, this.options.commonPasswords(), email);
    const now = this.now().toISOString();
    const row: OperatorsTable = {
      id: newId('opr'),
      email,
      role: input.role,
      accounts: input.accounts ? JSON.stringify([...new Set(input.accounts)]) : null,
      password_hash: await hashPassword(password),
      disabled_at: null,
      totp_secret: null,
      totp_enabled: 0,
      totp_last_step: null,
      recovery_codes: null,
      version: 1,
      created_at: now,
      updated_at: now,
    };
    try {
      await this.operators.insert(row);
    } catch (err) {
      if (err instanceof EmailTaken) throw conflict(`An operator with email ${email} exists`);
      throw err;
    }
    await this.record(actor, 'operators create', { email, role: row.role, accounts: input.accounts ?? null }, { operator_id: row.id });
    return { operator: await this.toOperator(row), password: generated };
  }

  /**
   * The first start: when no operator exists, an owner of every account with a generated password (answered once,
   * printed by `idrisk serve`). Null when an operator exists (or another process made it first).
   */
  async ensureFirstOwner(actor: Actor, email: string): Promise<{ operator: Operator; password: string } | null> {
    if (await this.operators.any()) return null;
    try {
      const r = await this.create(actor, { email, role: 'owner' });
      return { operator: r.operator, password: r.password as string };
    } catch (err) {
      if (err instanceof AdminError && err.code === 'CONFLICT') return null;
      throw err;
    }
  }

  async list(actor: Actor, limit: number, cursor?: string): Promise<Page<Operator>> {
    authorize(actor, 'operators.read');
    const after = cursor ? decodeCursor(cursor).id : null;
    const rows = await this.operators.page(limit + 1, after);
    const items = await Promise.all(rows.slice(0, limit).map((r) => this.toOperator(r)));
    return { items, nextCursor: rows.length > limit ? encodeCursor({ id: rows[limit - 1].id }) : null };
  }

  async get(actor: Actor, id: string): Promise<Operator> {
    authorize(actor, 'operators.read');
    const row = await this.operators.byId(id);
    if (!row) throw notFound('operator', id);
    return this.toOperator(row);
  }

  async update(actor: Actor, id: string, patch: { role?: string; accounts?: readonly string[] | null; disabled?: boolean }, version?: number): Promise<Operator> {
    authorize(actor, 'operators.write');
    const row = await this.operators.byId(id);
    if (!row) throw notFound('operator', id);
    if (patch.role !== undefined && !isRole(patch.role)) throw invalid('role', 'must be one of: owner, admin, analyst, viewer');
    await this.checkScope(patch.accounts);
    const set: Parameters<OperatorRepository['update']>[1] = {};
    if (patch.role !== undefined) set.role = patch.role as Role;
    if (patch.accounts !== undefined) set.accounts = patch.accounts === null ? null : JSON.stringify([...new Set(patch.accounts)]);
    if (patch.disabled !== undefined) set.disabled_at = patch.disabled ? (row.disabled_at ?? this.now().toISOString()) : null;
    // The last unlimited, enabled owner cannot demote, limit or disable itself away: someone must manage operators.
    const losesOwner = row.role === 'owner' && row.accounts === null && row.disabled_at === null && ((set.role !== undefined && set.role !== 'owner') || (set.accounts !== undefined && set.accounts !== null) || Boolean(set.disabled_at));
    if (losesOwner && (await this.operators.countOwners()) <= 1) throw conflict('This is the last owner of every account: make another owner first');
    const updated = await this.operators.update(id, set, version);
    if (!updated) throw new AdminError('VERSION_MISMATCH', `Operator ${id} changed since version ${version}`);
    if (set.disabled_at || set.role !== undefined || set.accounts !== undefined) await this.endSessions((trx) => this.sessions.revokeAll(id, this.now().toISOString(), trx));
    await this.record(actor, patch.disabled === true ? 'operators disable' : 'operators update', { operator_id: id, ...patch });
    return this.toOperator(updated);
  }

  /** A new password (given, or generated and answered once); every session of the operator ends. */
  async resetPassword(actor: Actor, id: string, password?: string): Promise<{ operator: Operator; password: string | null }> {
    const self = actor.kind === 'operator' && actor.id === id;
    if (!self) authorize(actor, 'operators.write');
    const row = await this.operators.byId(id);
    if (!row) throw notFound('operator', id);
    const generated = password === undefined ? generatePassword() : null;
    const next = password ?? (generated as string);
    checkPassword(next, this.options.commonPasswords(), row.email);
    const updated = await this.operators.update(id, { password_hash: await hashPassword(next) }, undefined);
    await this.endSessions((trx) => this.sessions.revokeAll(id, this.now().toISOString(), trx));
    await this.record(actor, 'operators reset-password', { operator_id: id });
    return { operator: await this.toOperator(updated ?? row), password: generated };
  }

  /** An operator changes its own password: the current one first; every session (this one too) ends. */
  async changeOwnPassword(actor: Actor, current: string, next: string): Promise<void> {
    if (actor.kind !== 'operator') throw conflict('Only a signed-in operator has a password to change');
    const row = await this.operators.byId(actor.id);
    if (!row || !(await verifyPassword(row.password_hash, current))) {
      await this.record(actor, 'operators change-password', { operator_id: actor.id }, { code: 'SIGN_IN_FAILED' }, 'failed');
      throw new AdminError('SIGN_IN_FAILED', 'The current password is not right', [{ field: 'current_password', message: 'is not right' }]);
    }
    checkPassword(next, this.options.commonPasswords(), row.email);
    await this.operators.update(row.id, { password_hash: await hashPassword(next) }, undefined);
    await this.endSessions((trx) => this.sessions.revokeAll(row.id, this.now().toISOString(), trx));
    await this.record(actor, 'operators change-password', { operator_id: actor.id });
  }

  /** Lift a lock-out (and the back-off) of an operator's email. */
  async unlock(actor: Actor, id: string): Promise<Operator> {
    authorize(actor, 'operators.write');
    const row = await this.operators.byId(id);
    if (!row) throw notFound('operator', id);
    const cleared = await this.throttle.clear(`email:${row.email}`);
    await this.record(actor, 'operators unlock', { operator_id: id }, { cleared: cleared > 0 });
    return this.toOperator(row);
  }

  // ---- sign-in and sessions ---------------------------------------------------------------------------------

  /** Back-off seconds after `failures` consecutive failures: none for the first few, then doubling up to 15 minutes. */
  backoffSeconds(failures: number): number {
    if (failures < this.freeFailures) return 0;
    return Math.min(900, 2 ** (failures - this.freeFailures));
  }

  async signIn(input: { email: string; password: string; address: string; userAgent?: string | null; totpCode?: string; recoveryCode?: string }): Promise<SignedIn> {
    const email = input.email.trim().toLowerCase();
    const now = this.now();
    const keys = [`email:${email}`, `address:${input.address}`];
    const failed = async (code: 'SIGN_IN_FAILED' | 'SIGN_IN_LOCKED' | 'SIGN_IN_THROTTLED', count: boolean, headers: Record<string, string> = {}): Promise<never> => {
      if (count) await this.throttle.fail(keys, now.toISOString());
      await this.audit.record({ actor: `address:${input.address}`, action: 'sessions create', args: { email }, outcome: 'failed', detail: { code } });
      const detail =
        code === 'SIGN_IN_LOCKED'
          ? 'Too many failed sign-ins for this email: an owner must lift the lock'
          : code === 'SIGN_IN_THROTTLED'
            ? 'Too many failed sign-ins: wait before the next attempt'
            : 'The email or password is not right';
      throw new AdminError(code, detail, [], headers);
    };
    for (const t of await this.throttle.get(keys)) {
      if (t.key.startsWith('email:') && t.failures >= this.lockAfter) return failed('SIGN_IN_LOCKED', false);
      const wait = this.backoffSeconds(t.failures);
      const until = Date.parse(t.last_failure_at) + wait * 1000;
      if (wait > 0 && now.getTime() < until) return failed('SIGN_IN_THROTTLED', false, { 'retry-after': String(Math.max(1, Math.ceil((until - now.getTime()) / 1000))) });
    }
    const row = await this.operators.byEmail(email);
    // An unknown email costs the same argon2 verification as a known one.
    const ok = await verifyPassword(row?.password_hash ?? (await (this.dummy ??= dummyHash())), input.password);
    if (!row || !ok || row.disabled_at !== null) return failed('SIGN_IN_FAILED', true);
    if (row.totp_enabled === 1) {
      if (input.totpCode === undefined && input.recoveryCode === undefined) {
        throw new AdminError('TOTP_REQUIRED', 'This operator signs in with a one-time code: send totp_code (or a recovery_code)', [{ field: 'totp_code', message: 'is required' }]);
      }
      if (!(await this.secondFactor(row, input.totpCode, input.recoveryCode, now))) return failed('SIGN_IN_FAILED', true);
    }
    await this.throttle.clear(`email:${email}`);
    const cookie = secret();
    const csrfToken = secret();
    const at = now.toISOString();
    const session: OperatorSessionsTable = {
      id: newId('ses'),
      operator_id: row.id,
      token_hash: sha256(cookie),
      csrf_hash: sha256(csrfToken),
      created_at: at,
      last_seen_at: at,
      expires_at: new Date(now.getTime() + this.options.sessionMaxHours * 3_600_000).toISOString(),
      revoked_at: null,
      address: input.address,
      user_agent: input.userAgent?.slice(0, 300) ?? null,
    };
    await this.sessions.insert(session);
    await this.audit.record({ actor: `operator:${row.id}`, action: 'sessions create', args: { email }, outcome: 'ok', detail: { session_id: session.id } });
    return { operator: await this.toOperator(row), session: this.toSession(session), cookie, csrfToken };
  }

  /** A TOTP code of the current step (or one step either side), each step once; or an unused recovery code, once. */
  private async secondFactor(row: OperatorsTable, code: string | undefined, recovery: string | undefined, now: Date): Promise<boolean> {
    if (code !== undefined && row.totp_secret) {
      const delta = totpOf(this.box.open(row.totp_secret), row.email).validate({ token: code, timestamp: now.getTime(), window: 1 });
      if (delta === null) return false;
      return this.operators.acceptStep(row.id, Math.floor(now.getTime() / 1000 / TOTP_PERIOD) + delta);
    }
    if (recovery !== undefined && row.recovery_codes) {
      const hashes = JSON.parse(row.recovery_codes) as string[];
      const h = sha256(recovery.replace(/[\s-]/g, '').toLowerCase());
      const i = hashes.findIndex((x) => timingSafeEqual(Buffer.from(x, 'hex'), Buffer.from(h, 'hex')));
      if (i < 0) return false;
      const used = await this.operators.useRecoveryCode(row.id, row.recovery_codes, JSON.stringify(hashes.filter((_, j) => j !== i)));
      if (used) await this.audit.record({ actor: `operator:${row.id}`, action: 'totp recovery-code', args: {}, detail: { left: hashes.length - 1 } });
      return used;
    }
    return false;
  }

  /** Start TOTP enrolment: a new secret (answered once, as base32 and an otpauth:// URI); not required until confirmed. */
  async startTotp(actor: Actor): Promise<{ secret: string; uri: string }> {
    const row = actor.kind === 'operator' ? await this.operators.byId(actor.id) : undefined;
    if (!row) throw conflict('Only a signed-in operator has a second factor');
    if (row.totp_enabled === 1) throw conflict('A second factor is already on: turn it off first');
    const secret = new Secret({ size: 20 }).base32;
    await this.operators.update(row.id, { totp_secret: this.box.seal(secret), totp_last_step: null }, undefined);
    await this.record(actor, 'totp start', { operator_id: row.id });
    return { secret, uri: totpOf(secret, row.email).toString() };
  }

  /** Confirm enrolment with a code of the new secret: from now on sign-in needs one; ten recovery codes, shown once. */
  async confirmTotp(actor: Actor, code: string): Promise<{ recoveryCodes: string[] }> {
    const row = actor.kind === 'operator' ? await this.operators.byId(actor.id) : undefined;
    if (!row || !row.totp_secret) throw conflict('Start the enrolment first (POST /admin/1.0/me/totp)');
    if (row.totp_enabled === 1) throw conflict('A second factor is already on');
    if (!(await this.secondFactor(row, code, undefined, this.now()))) throw invalid('code', 'is not the current code of the new secret');
    const codes = Array.from({ length: RECOVERY_CODES }, () => base62(10).toLowerCase());
    await this.operators.update(row.id, { totp_enabled: 1, recovery_codes: JSON.stringify(codes.map((c) => sha256(c))) }, undefined);
    await this.record(actor, 'totp enable', { operator_id: row.id });
    return { recoveryCodes: codes };
  }

  /** Turn the second factor off: one's own (with the password), or an owner for another operator (a lost device). */
  async disableTotp(actor: Actor, id: string, password?: string): Promise<Operator> {
    const self = actor.kind === 'operator' && actor.id === id;
    if (!self) authorize(actor, 'operators.write');
    const row = await this.operators.byId(id);
    if (!row) throw notFound('operator', id);
    if (self && !(password !== undefined && (await verifyPassword(row.password_hash, password)))) {
      throw new AdminError('SIGN_IN_FAILED', 'The password is not right', [{ field: 'password', message: 'is not right' }]);
    }
    const updated = await this.operators.update(id, { totp_enabled: 0, totp_secret: null, recovery_codes: null, totp_last_step: null }, undefined);
    await this.record(actor, 'totp disable', { operator_id: id });
    return this.toOperator(updated ?? row);
  }

  private idleEnd(s: OperatorSessionsTable): string {
    return new Date(Date.parse(s.last_seen_at) + this.options.sessionIdleMinutes * 60_000).toISOString();
  }

  private toSession(s: OperatorSessionsTable): Session {
    const idle = this.idleEnd(s);
    return {
      id: s.id,
      operatorId: s.operator_id,
      createdAt: s.created_at,
      lastSeenAt: s.last_seen_at,
      expiresAt: s.expires_at,
      idleExpiresAt: idle < s.expires_at ? idle : s.expires_at,
      address: s.address,
      userAgent: s.user_agent,
    };
  }

  /** The actor of a session cookie, or null (unknown, revoked, idle or past its end, operator disabled). */
  async authenticateSession(cookie: string): Promise<{ actor: Actor; csrfHash: string } | null> {
    if (cookie.length < 20 || cookie.length > 100) return null;
    const h = sha256(cookie);
    const cache = this.options.cache;
    const now = this.now();
    const at = now.toISOString();
    // A cached session is one read under the current epoch: a revocation since would have dropped it. One that looks
    // idle here may have been kept alive by calls another process answered: read it again before refusing it.
    const ticket = cache?.ticket ?? 0;
    let found = cache?.adminSession(h);
    if (found && this.idleEnd(found.session) <= at) found = undefined;
    if (!found) {
      found = await this.sessions.byTokenHash(h);
      if (found) cache?.putAdminSession(h, found, ticket);
    }
    if (!found) return null;
    const { session, operator } = found;
    if (session.revoked_at !== null || session.expires_at <= at || this.idleEnd(session) <= at || operator.disabled_at !== null) return null;
    // The idle clock moves at most once a minute: no write per call.
    if (now.getTime() - Date.parse(session.last_seen_at) >= 60_000) {
      const writeTicket = cache?.ticket ?? 0;
      await this.sessions.touch(session.id, at);
      cache?.putAdminSession(h, { session: { ...session, last_seen_at: at }, operator }, writeTicket);
    }
    return {
      actor: { kind: 'operator', id: operator.id, label: `operator:${operator.id}`, role: operator.role, accounts: parseAccounts(operator.accounts), sessionId: session.id },
      csrfHash: session.csrf_hash,
    };
  }

  /**
   * End sessions (`revoke` in a transaction) and bump the auth cache's epoch in the same transaction: the ended
   * sessions are refused at once in this process and within one poll interval in every other (src/accounts/auth-cache.ts).
   */
  private async endSessions(revoke: (trx: Executor) => Promise<number>): Promise<number> {
    const n = await this.db.transaction().execute(async (trx) => {
      const ended = await revoke(trx);
      await this.options.cache?.changed(trx);
      return ended;
    });
    return n;
  }

  /** Constant-time check of a presented CSRF token against the session's. */
  csrfMatches(csrfHash: string, presented: string | undefined): boolean {
    if (!presented || presented.length > 100) return false;
    return timingSafeEqual(Buffer.from(sha256(presented), 'hex'), Buffer.from(csrfHash, 'hex'));
  }

  async listSessions(actor: Actor, operatorId?: string): Promise<Session[]> {
    const target = operatorId ?? actor.id;
    if (target !== actor.id || actor.kind !== 'operator') authorize(actor, 'operators.read');
    const rows = await this.sessions.listActive(target, this.now().toISOString());
    const at = this.now().toISOString();
    return rows.filter((s) => this.idleEnd(s) > at).map((s) => this.toSession(s));
  }

  /** Sign out one session: one's own, or any (owner). */
  async revokeSession(actor: Actor, id: string): Promise<void> {
    const s = await this.sessions.byId(id);
    if (!s || (s.operator_id !== actor.id && !(actor.role === 'owner' && actor.accounts === null))) throw notFound('session', id);
    await this.endSessions((trx) => this.sessions.revoke(id, this.now().toISOString(), trx));
    await this.record(actor, 'sessions revoke', { session_id: id });
  }

  /** Sign out everywhere: every session of the actor's operator (or, for an owner, of the given operator). */
  async revokeAllSessions(actor: Actor, operatorId?: string): Promise<number> {
    const target = operatorId ?? actor.id;
    if (target !== actor.id || actor.kind !== 'operator') authorize(actor, 'operators.write');
    const n = await this.endSessions((trx) => this.sessions.revokeAll(target, this.now().toISOString(), trx));
    await this.record(actor, 'sessions revoke-all', { operator_id: target }, { revoked: n });
    return n;
  }

  // ---- admin tokens -----------------------------------------------------------------------------------------

  private toToken(r: AdminTokensTable): AdminToken {
    return { id: r.id, name: r.name, prefix: r.prefix, role: r.role, accounts: parseAccounts(r.accounts), createdBy: r.created_by, createdAt: r.created_at, expiresAt: r.expires_at, revokedAt: r.revoked_at, lastUsedAt: r.last_used_at };
  }

  async createToken(actor: Actor, input: { name: string; role: string; accounts?: readonly string[] | null; expiresInDays?: number | null }): Promise<AdminToken & { secret: string }> {
    authorize(actor, 'tokens.manage');
    if (!isRole(input.role)) throw invalid('role', 'must be one of: owner, admin, analyst, viewer');
    await this.checkScope(input.accounts);
    const token = `idr_admin_${base62(32)}`;
    const now = this.now();
    const row: AdminTokensTable = {
      id: newId('adt'),
      name: input.name,
      hash: sha256(token),
      prefix: `${token.slice(0, 14)}…`,
      role: input.role,
      accounts: input.accounts ? JSON.stringify([...new Set(input.accounts)]) : null,
      created_by: actor.label,
      created_at: now.toISOString(),
      expires_at: input.expiresInDays ? new Date(now.getTime() + input.expiresInDays * 86_400_000).toISOString() : null,
      revoked_at: null,
      last_used_at: null,
    };
    await this.tokens.insert(row);
    await this.record(actor, 'tokens create', { name: row.name, role: row.role, accounts: input.accounts ?? null, expires_at: row.expires_at }, { token_id: row.id });
    return { ...this.toToken(row), secret: token };
  }

  async listTokens(actor: Actor, limit: number, cursor?: string): Promise<Page<AdminToken>> {
    authorize(actor, 'tokens.manage');
    const rows = await this.tokens.page(limit + 1, cursor ? decodeCursor(cursor).id : null);
    return { items: rows.slice(0, limit).map((r) => this.toToken(r)), nextCursor: rows.length > limit ? encodeCursor({ id: rows[limit - 1].id }) : null };
  }

  async revokeToken(actor: Actor, id: string): Promise<AdminToken> {
    authorize(actor, 'tokens.manage');
    const row = await this.tokens.byId(id);
    if (!row) throw notFound('admin token', id);
    // The revocation and the epoch bump in one transaction: every process's cached token goes with it.
    await this.db.transaction().execute(async (trx) => {
      await this.tokens.revoke(id, this.now().toISOString(), trx);
      await this.options.cache?.changed(trx);
    });
    await this.record(actor, 'tokens revoke', { token_id: id });
    return this.toToken((await this.tokens.byId(id)) ?? row);
  }

  /** The actor of an `idr_admin_…` token, or null (malformed, unknown, revoked, expired). */
  async authenticateToken(presented: string): Promise<Actor | null> {
    if (!TOKEN_FORMAT.test(presented)) return null;
    const h = sha256(presented);
    const cache = this.options.cache;
    // A cached row is one read from the database under the current epoch: a revocation since would have dropped it.
    const ticket = cache?.ticket ?? 0;
    let row = cache?.adminToken(h);
    if (!row) {
      row = await this.tokens.byHash(h);
      if (row) cache?.putAdminToken(h, row, ticket);
    }
    if (!row) return null;
    const now = this.now();
    const verdict = this.tokenVerdict(row, h, now);
    if (verdict === 'refused') return null;
    if (verdict === 'stale') {
      const at = now.toISOString();
      const writeTicket = cache?.ticket ?? 0;
      await this.tokens.used(row.id, at);
      row = { ...row, last_used_at: at };
      cache?.putAdminToken(h, row, writeTicket);
    }
    return this.tokenActor(row);
  }

  /**
   * authenticateToken at once, when this process's cache holds the token and its last use is recent: the actor, or
   * null (malformed, revoked, expired). Undefined when the database must be read (not cached) or written (last_used_at
   * a minute old): the caller then awaits authenticateToken. The same checks, without a promise on the admin API's path.
   */
  authenticateTokenNow(presented: string): Actor | null | undefined {
    if (!TOKEN_FORMAT.test(presented)) return null;
    const cache = this.options.cache;
    if (!cache) return undefined;
    const h = sha256(presented);
    const row = cache.adminToken(h);
    if (!row) return undefined;
    const verdict = this.tokenVerdict(row, h, this.now());
    return verdict === 'refused' ? null : verdict === 'stale' ? undefined : this.tokenActor(row);
  }

  /** Whether a token's row admits it now: refused (hash, revoked, expired), stale (its last use to write) or ok. */
  private tokenVerdict(row: AdminTokensTable, h: string, now: Date): 'refused' | 'stale' | 'ok' {
    if (!timingSafeEqual(Buffer.from(row.hash, 'hex'), Buffer.from(h, 'hex'))) return 'refused';
    if (row.revoked_at !== null || (row.expires_at !== null && Date.parse(row.expires_at) <= now.getTime())) return 'refused';
    return !row.last_used_at || now.getTime() - Date.parse(row.last_used_at) >= 60_000 ? 'stale' : 'ok';
  }

  /** The actor of a token's row: made once per row read (a cached row is the same object until it is replaced). */
  private tokenActor(row: AdminTokensTable): Actor {
    let actor = this.tokenActors.get(row);
    if (!actor) {
      const accounts = parseAccounts(row.accounts);
      actor = Object.freeze({ kind: 'token' as const, id: row.id, label: `token:${row.id}`, role: row.role, accounts: accounts && Object.freeze(accounts) });
      this.tokenActors.set(row, actor);
    }
    return actor;
  }
}
