/** The email scorecard: which reason codes fire for one analysis (weights in src/scoring/codes/email.ts). */
import { applyScorecard, type Scored } from '../../scoring/scorecard.js';
import type { StatusDecision } from './status.js';
import { EMAIL } from '../../scoring/codes/email.js';

export const EMAIL_SCORECARD = { id: 'email_score', base: 60 } as const;

export interface ScoreFacts {
  readonly decision: StatusDecision;
  readonly role: boolean;
  readonly disposable: boolean;
  /** Disposable by its MX hosts only (RE018 instead of RE002). */
  readonly disposableByMx?: boolean;
  /** A forwarding (alias) service's domain (RE017). */
  readonly alias?: boolean;
  /** New by RDAP, MX but no website (RE019 instead of RE008). */
  readonly newMailOnly?: boolean;
  readonly free: boolean;
  readonly randomLocal: boolean;
  readonly stopWords: boolean;
  readonly parsedNameInvalid: boolean;
  readonly domainAgeDays: number | null;
  readonly breaches: number | null;
  readonly firstBreachDaysAgo: number | null;
  readonly firstSeenDays: number | null;
  readonly presence: boolean;
  readonly nameMatch: boolean;
  readonly authenticated: boolean;
  /** The Gravatar picture is flat colour: a default avatar, logo or drawing (RE020; docs/images.md). */
  readonly avatarNotPhoto?: boolean;
  /** General codes (RG001/RG002/RG003) from the providers. */
  readonly general: readonly string[];
}

export function emailCodes(f: ScoreFacts): string[] {
  const codes: string[] = [...f.general];
  const sub = f.decision.sub_status;
  switch (f.decision.status) {
    case 'syntax_error': codes.push(EMAIL.email_invalid_syntax); break;
    case 'disposable': codes.push(f.disposableByMx ? EMAIL.email_disposable_mx : EMAIL.email_disposable); break;
    case 'typo': codes.push(EMAIL.email_possible_typo); if (f.disposable) codes.push(f.disposableByMx ? EMAIL.email_disposable_mx : EMAIL.email_disposable); break;
    case 'accept_all': codes.push(EMAIL.email_accept_all); break;
    case 'unknown': codes.push(EMAIL.email_unverified); break;
    case 'deliverable': if (sub !== 'deliverable_inferred') codes.push(EMAIL.email_deliverable); break;
    case 'invalid':
      if (sub === 'invalid_mailbox_not_found') codes.push(EMAIL.email_mailbox_not_found);
      else if (sub === 'invalid_mailbox_quota_exceeded') codes.push(EMAIL.email_mailbox_full);
      else if (sub === 'invalid_unroutable_ip_address') codes.push(EMAIL.email_unroutable_mx);
      else codes.push(EMAIL.email_no_mx);
      break;
    default: break;
  }
  if (f.decision.status === 'syntax_error') return codes;
  if (f.role) codes.push(EMAIL.email_role_account);
  if (f.free) codes.push(EMAIL.email_free_provider);
  if (f.alias) codes.push(EMAIL.email_forwarding_alias);
  if (f.randomLocal) codes.push(EMAIL.email_random_local_part);
  if (f.stopWords) codes.push(EMAIL.email_stop_words);
  if (f.parsedNameInvalid) codes.push(EMAIL.email_parsed_name_invalid);
  if (f.domainAgeDays !== null) {
    if (f.domainAgeDays < 30) codes.push(f.newMailOnly ? EMAIL.email_domain_new_mail_only : EMAIL.email_domain_very_young);
    else if (f.domainAgeDays < 365) codes.push(EMAIL.email_domain_young);
    else if (f.domainAgeDays > 5 * 365) codes.push(EMAIL.email_domain_established);
  }
  if (f.breaches !== null && f.breaches > 0) codes.push(EMAIL.email_in_breaches);
  if ((f.firstBreachDaysAgo !== null && f.firstBreachDaysAgo > 730) || (f.firstSeenDays !== null && f.firstSeenDays > 365)) codes.push(EMAIL.email_long_history);
  if (f.presence) codes.push(EMAIL.email_online_presence);
  if (f.nameMatch) codes.push(EMAIL.email_name_match);
  if (f.authenticated) codes.push(EMAIL.email_domain_authenticated);
  if (f.avatarNotPhoto) codes.push(EMAIL.email_avatar_not_photo);
  return codes;
}

export const scoreEmail = (f: ScoreFacts): Scored => applyScorecard(emailCodes(f), EMAIL_SCORECARD);
