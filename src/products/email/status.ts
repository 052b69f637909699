/**
 * The one decision table behind `status` and `sub_status` (documented in docs/email-status.md; keep both in step).
 * Rows are checked top to bottom; the first that matches decides.
 */
import type { EmailStatus, EmailSubStatus } from '../../contract/payloads/email.js';

/** What DNS said about the domain. */
export type DnsState = 'ok' | 'no_records' | 'null_mx' | 'timeout' | 'failed' | 'skipped';

/** What SMTP verification said about the mailbox (see smtp-verify.ts). */
export type SmtpState =
  | 'accepted' | 'accepted_catch_all' | 'not_found' | 'quota' | 'policy' | 'greylisted' | 'temporary'
  | 'refused' | 'no_response' | 'disconnected' | 'exception' | 'unroutable' | 'timeout' | 'skipped';

export interface StatusInput {
  readonly syntaxOk: boolean;
  readonly disposable: boolean;
  readonly typo: boolean;
  readonly role: boolean;
  readonly randomLocal: boolean;
  readonly dns: DnsState;
  readonly smtp: SmtpState;
  /** Imported breaches or a confirmed platform presence show the address was used. */
  readonly usageEvidence: boolean;
}

export interface StatusDecision {
  readonly status: EmailStatus;
  readonly sub_status: EmailSubStatus;
}

const d = (status: EmailStatus, sub_status: EmailSubStatus): StatusDecision => ({ status, sub_status });

const SMTP_UNKNOWN: Partial<Record<SmtpState, EmailSubStatus>> = {
  policy: 'unknown_antispam_system',
  greylisted: 'unknown_greylisted',
  temporary: 'unknown_mail_server_temporary_error',
  refused: 'unknown_failed_smtp_connection',
  no_response: 'unknown_mail_server_did_not_respond',
  disconnected: 'unknown_forcible_disconnect',
  exception: 'unknown_exception_occurred',
  timeout: 'unknown_timeout_exceeded',
};

export function decideStatus(i: StatusInput): StatusDecision {
  if (!i.syntaxOk) return d('syntax_error', 'invalid_failed_syntax_check');
  // A near-miss of a popular domain is a typo first: disposable lists also hold typo-squatting domains (gmial.com).
  if (i.typo) return d('typo', 'invalid_possible_typo');
  if (i.disposable) return d('disposable', 'do_not_mail_disposable');
  switch (i.dns) {
    case 'no_records': return d('invalid', 'invalid_no_dns_entries');
    case 'null_mx': return d('invalid', 'invalid_does_not_accept_mail');
    case 'timeout': return d('unknown', 'unknown_timeout_exceeded');
    case 'failed': return d('unknown', 'unknown_exception_occurred');
    case 'skipped': return i.role ? d('unknown', 'do_not_mail_role_based') : d('unknown', 'unknown');
    case 'ok': break;
  }
  switch (i.smtp) {
    case 'unroutable': return d('invalid', 'invalid_unroutable_ip_address');
    case 'accepted_catch_all': return i.role ? d('accept_all', 'valid_role_based_accept_all') : d('accept_all', 'valid_accept_all');
    case 'accepted':
      if (i.role) return d('deliverable', 'valid_role');
      return i.randomLocal ? d('deliverable', 'deliverable_with_suspicious_format') : d('deliverable', 'valid_');
    case 'not_found': return i.usageEvidence ? d('deliverable', 'deliverable_inferred') : d('invalid', 'invalid_mailbox_not_found');
    case 'quota': return d('invalid', 'invalid_mailbox_quota_exceeded');
    case 'skipped': return i.role ? d('unknown', 'do_not_mail_role_based') : d('unknown', 'unknown');
    default: return d('unknown', SMTP_UNKNOWN[i.smtp] ?? 'unknown_exception_occurred');
  }
}
