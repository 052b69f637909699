/**
 * The audit trail: every administrative action (accounts, keys, credits, models, imports, erasures, exports,
 * prunes, customer deletions through the API) with its time, actor and arguments. Secrets are never written, and
 * neither is the value of an erased or exported subject (the trail would otherwise keep what the erasure removed):
 * those arguments are recorded as `[redacted]`.
 */
import { userInfo } from 'node:os';
import type { Db, Executor } from '../store/db.js';
import type { AuditLogTable } from '../store/schema.js';
import { AuditRepository, type AuditRows } from '../store/privacy/index.js';
import { newId } from '../accounts/ids.js';

export interface AuditEntry {
  readonly id: string;
  readonly at: string;
  readonly actor: string;
  readonly action: string;
  readonly args: Record<string, unknown>;
  readonly outcome: 'ok' | 'failed';
  readonly detail: Record<string, unknown> | null;
}

export interface NewAuditEntry {
  readonly actor: string;
  readonly action: string;
  readonly args?: Record<string, unknown>;
  readonly outcome?: 'ok' | 'failed';
  readonly detail?: Record<string, unknown> | null;
  readonly at?: Date;
}

export const REDACTED = '[redacted]';

/** The actor of a CLI command: the OS user running it (USER / LOGNAME when the OS has no name for the uid). */
export function cliActor(env: Record<string, string | undefined>): string {
  let name: string | undefined;
  try {
    name = userInfo().username;
  } catch {
    name = env.USER ?? env.LOGNAME;
  }
  return `cli:${name || 'unknown'}`;
}

export const keyActor = (keyId: string): string => `key:${keyId}`;

function toEntry(r: AuditLogTable): AuditEntry {
  return {
    id: r.id,
    at: r.at,
    actor: r.actor,
    action: r.action,
    args: JSON.parse(r.args) as Record<string, unknown>,
    outcome: r.outcome === 'ok' ? 'ok' : 'failed',
    detail: r.detail ? (JSON.parse(r.detail) as Record<string, unknown>) : null,
  };
}

export class AuditLog {
  /** The trail's storage (src/store/privacy). */
  private readonly rows: AuditRows;

  constructor(db: Db) {
    this.rows = new AuditRepository(db);
  }

  async record(e: NewAuditEntry, exec?: Executor): Promise<AuditEntry> {
    const row: AuditLogTable = {
      id: newId('aud'),
      at: (e.at ?? new Date()).toISOString(),
      actor: e.actor,
      action: e.action,
      args: JSON.stringify(e.args ?? {}),
      outcome: e.outcome ?? 'ok',
      detail: e.detail ? JSON.stringify(e.detail) : null,
    };
    await this.rows.insert(row, exec);
    return toEntry(row);
  }

  /** Entries at or after `since`, oldest first, at most `limit`. */
  async list(options: { since?: Date; limit?: number } = {}): Promise<AuditEntry[]> {
    return (await this.rows.list(options.since?.toISOString(), options.limit)).map(toEntry);
  }

  /** When, how and with what detail (raw JSON) one actor's action ran, every time (the retention job's runs). */
  async runsOf(actor: string, action: string): Promise<{ at: string; outcome: string; detail: string | null }[]> {
    return this.rows.runsOf(actor, action);
  }
}

/** Options whose values are a data subject's personal data (erase, export-subject): recorded as `[redacted]`. */
const SUBJECT_OPTIONS = new Set(['phone', 'email', 'ip', 'name']);
/**
 * Options whose values are secrets (`idrisk operators create --password`) or free text that may name people (`idrisk
 * reviews decide --note`, kept out of the trail as the admin API keeps it): recorded as `[redacted]`.
 */
const SECRET_OPTIONS = new Set(['password', 'note']);
const SECRET = /^idr_(live|test|admin)_/;

/**
 * The arguments of a CLI command as an audit record: `--flag value` pairs and positionals, with subject values and
 * anything that looks like an API key secret redacted.
 */
export function auditArgs(argv: readonly string[], operatorCommand = false): Record<string, unknown> {
  const args: Record<string, unknown> = {};
  const positionals: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const word = argv[i];
    if (word.startsWith('--')) {
      const eq = word.indexOf('=');
      const name = eq > 0 ? word.slice(2, eq) : word.slice(2);
      let value: unknown = true;
      if (eq > 0) value = word.slice(eq + 1);
      else if (i + 1 < argv.length && !argv[i + 1].startsWith('--')) value = argv[++i];
      if (name === 'json') continue;
      // `erase --email` names a data subject (redacted); `operators create --email` names an operator (kept).
      const subject = SUBJECT_OPTIONS.has(name) && !(name === 'email' && operatorCommand);
      args[name] = subject || SECRET_OPTIONS.has(name) || (typeof value === 'string' && SECRET.test(value)) ? REDACTED : value;
    } else {
      positionals.push(SECRET.test(word) ? REDACTED : word);
    }
  }
  if (positionals.length > 0) args._ = positionals;
  return args;
}

/**
 * Which CLI invocations are administrative actions, and their action name (`keys rotate`, `import`, ...). Read-only
 * commands (list, show, audit itself) are not recorded; `export-subject` is (an access to personal data).
 */
const AUDITED: Readonly<Record<string, readonly string[] | true>> = {
  accounts: ['create', 'update'],
  keys: ['create', 'revoke', 'rotate'],
  credits: ['add'],
  models: ['create', 'delete', 'activate', 'deactivate'],
  policies: ['draft', 'publish', 'rollback', 'unpublish'],
  lists: ['create', 'add', 'remove', 'delete'],
  import: true,
  erase: true,
  'export-subject': true,
  prune: true,
  migrate: true,
  jobs: ['retry', 'cancel'],
  operators: ['create', 'disable', 'enable', 'reset-password', 'unlock', 'disable-totp'],
  reviews: ['claim', 'release', 'decide'],
};

export function auditedAction(command: string, argv: readonly string[]): { action: string; args: Record<string, unknown> } | null {
  const rule = AUDITED[command];
  if (!rule) return null;
  if (rule === true) return { action: command, args: auditArgs(argv) };
  const [sub, ...rest] = argv;
  if (!sub || !rule.includes(sub)) return null;
  return { action: `${command} ${sub}`, args: auditArgs(rest, command === 'operators') };
}
