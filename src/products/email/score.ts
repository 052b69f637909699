/** The email scorecard: which reason codes fire for one analysis (weights in src/scoring/codes/email.ts). */
import { applyScorecard, type Scored } from '../../scoring/scorecard.js';
import type { StatusDecision } from './status.js';

export const EMAIL_SCORECARD = { id: 'email_score', base: 60 } as const;

export interface ScoreFacts {
  readonly decision: StatusDecision;
  readonly role: boolean;
  readonly disposable: boolean;
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
  /** General codes (RG001/RG002/RG003) from the providers. */
  readonly general: readonly string[];
}

export function emailCodes(f: ScoreFacts): string[] {
  const codes: string[] = [...f.general];
  const sub = f.decision.sub_status;
  switch (f.decision.status) {
    case 'syntax_error': codes.push('RE001'); break;
    case 'disposable': codes.push('RE002'); break;
    case 'typo': codes.push('RE005'); if (f.disposable) codes.push('RE002'); break;
    case 'accept_all': codes.push('RE006'); break;
    case 'unknown': codes.push('RE013'); break;
    case 'deliverable': if (sub !== 'deliverable_inferred') codes.push('TE001'); break;
    case 'invalid':
      if (sub === 'invalid_mailbox_not_found') codes.push('RE003');
      else if (sub === 'invalid_mailbox_quota_exceeded') codes.push('RE012');
      else if (sub === 'invalid_unroutable_ip_address') codes.push('RE014');
      else codes.push('RE004');
      break;
    default: break;
  }
  if (f.decision.status === 'syntax_error') return codes;
  if (f.role) codes.push('RE007');
  if (f.free) codes.push('RE015');
  if (f.randomLocal) codes.push('RE010');
  if (f.stopWords) codes.push('RE011');
  if (f.parsedNameInvalid) codes.push('RE016');
  if (f.domainAgeDays !== null) {
    if (f.domainAgeDays < 30) codes.push('RE008');
    else if (f.domainAgeDays < 365) codes.push('RE009');
    else if (f.domainAgeDays > 5 * 365) codes.push('TE005');
  }
  if (f.breaches !== null && f.breaches > 0) codes.push('TE002');
  if ((f.firstBreachDaysAgo !== null && f.firstBreachDaysAgo > 730) || (f.firstSeenDays !== null && f.firstSeenDays > 365)) codes.push('TE003');
  if (f.presence) codes.push('TE004');
  if (f.nameMatch) codes.push('TE006');
  if (f.authenticated) codes.push('TE007');
  return codes;
}

export const scoreEmail = (f: ScoreFacts): Scored => applyScorecard(emailCodes(f), EMAIL_SCORECARD);
