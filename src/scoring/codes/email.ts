import { codeConstants, type ReasonCodeDef } from '../types.js';

/** Email codes (area E). Weights are points of the standard `email_score` scorecard (base 60). */
export const EMAIL_CODES = [
  { code: 'RE001', kind: 'RISK', area: 'email', name: 'email_invalid_syntax', description: 'The address is not a valid RFC 5322 addr-spec with a routable domain (status syntax_error).', weight: -400 },
  { code: 'RE002', kind: 'RISK', area: 'email', name: 'email_disposable', description: 'The domain is on a bundled disposable-email list or one refreshed by idrisk refresh email-lists (and is no allow-listed provider, organisation or forwarding service).', weight: -300 },
  { code: 'RE003', kind: 'RISK', area: 'email', name: 'email_mailbox_not_found', description: 'The mail server rejected the mailbox (SMTP 550/551/553) during verification.', weight: -300 },
  { code: 'RE004', kind: 'RISK', area: 'email', name: 'email_no_mx', description: 'The domain has no MX and no A record, or a null MX (RFC 7505): it cannot receive mail.', weight: -300 },
  { code: 'RE005', kind: 'RISK', area: 'email', name: 'email_possible_typo', description: 'The domain is one or two edits away from a popular mail domain (did_you_mean is set).', weight: -150 },
  { code: 'RE006', kind: 'RISK', area: 'email', name: 'email_accept_all', description: 'The mail server accepts any recipient (a random address of the domain was accepted): the mailbox cannot be confirmed.', weight: -40 },
  { code: 'RE007', kind: 'RISK', area: 'email', name: 'email_role_account', description: 'The local part is a role address (info, sales, admin, ...) rather than a person.', weight: -60 },
  { code: 'RE008', kind: 'RISK', area: 'email', name: 'email_domain_very_young', description: 'The domain was registered less than 30 days ago (RDAP).', weight: -200 },
  { code: 'RE009', kind: 'RISK', area: 'email', name: 'email_domain_young', description: 'The domain was registered between 30 and 365 days ago (RDAP).', weight: -60 },
  { code: 'RE010', kind: 'RISK', area: 'email', name: 'email_random_local_part', description: 'The account name looks typed at random or generated (long consonant run, mostly digits, no vowels, letter/digit alternation).', weight: -100 },
  { code: 'RE011', kind: 'RISK', area: 'email', name: 'email_stop_words', description: 'The account name contains a test or placeholder word (test, fake, asdf, noreply, ...).', weight: -80 },
  { code: 'RE012', kind: 'RISK', area: 'email', name: 'email_mailbox_full', description: 'The mail server reports the mailbox over quota (SMTP 552): often an abandoned mailbox.', weight: -120 },
  { code: 'RE013', kind: 'RISK', area: 'email', name: 'email_unverified', description: 'The mailbox could not be verified (greylisting, anti-spam refusal, no answer or SMTP switched off); status unknown.', weight: -20 },
  { code: 'RE014', kind: 'RISK', area: 'email', name: 'email_unroutable_mx', description: 'Every MX host of the domain resolves to a private, loopback or reserved address.', weight: -200 },
  { code: 'RE015', kind: 'RISK', area: 'email', name: 'email_free_provider', description: 'The domain is a free mail provider (anyone can open an address in seconds).', weight: -10 },
  { code: 'RE016', kind: 'RISK', area: 'email', name: 'email_parsed_name_invalid', description: 'The account name carries a first and last name that fails the name rules (placeholder, random typing, ...).', weight: -40 },
  { code: 'RE017', kind: 'RISK', area: 'email', name: 'email_forwarding_alias', description: 'The domain belongs to a forwarding (alias) service (SimpleLogin, addy.io, Firefox Relay, DuckDuckGo, 33Mail ...): mail reaches a real inbox, but its owner can make unlimited addresses and hide the real one. Not disposable, not free.', weight: -80 },
  { code: 'RE018', kind: 'RISK', area: 'email', name: 'email_disposable_mx', description: 'The domain is on no list, but its MX hosts are those of a temp-mail service (the bundled MX fingerprint table, or a host under a listed disposable domain): a fresh domain of a rotating throwaway service.', weight: -300 },
  { code: 'RE019', kind: 'RISK', area: 'email', name: 'email_domain_new_mail_only', description: 'The domain was registered less than 30 days ago (RDAP), receives mail (MX) but has no website (no address record for the domain or its www host): the shape of a domain set up for throwaway mail. Fired instead of RE008; never for allow-listed providers and organisations.', weight: -250 },
  { code: 'RE020', kind: 'RISK', area: 'email', name: 'email_avatar_not_photo', description: 'The Gravatar picture is flat colour (90% or more of its pixels in 8 colours): a default avatar such as an identicon or the mystery person, a logo or a drawing, not a photograph. Fired only when image analysis is on (IDRISK_IMAGES); weight 0 until labelled data calibrates it.', weight: 0 },
  { code: 'TE001', kind: 'TRUST', area: 'email', name: 'email_deliverable', description: 'The mail server accepted the mailbox and rejected a random address of the same domain.', weight: 100 },
  { code: 'TE002', kind: 'TRUST', area: 'email', name: 'email_in_breaches', description: 'The address appears in imported data breaches: it has existed and been used for some time.', weight: 60 },
  { code: 'TE003', kind: 'TRUST', area: 'email', name: 'email_long_history', description: 'The address has a long history: its first breach is over 2 years old or it was first seen here over a year ago.', weight: 80 },
  { code: 'TE004', kind: 'TRUST', area: 'email', name: 'email_online_presence', description: 'The address has an online presence (a Gravatar profile or an imported platform presence).', weight: 60 },
  { code: 'TE005', kind: 'TRUST', area: 'email', name: 'email_domain_established', description: 'The domain was registered more than 5 years ago (RDAP).', weight: 40 },
  { code: 'TE006', kind: 'TRUST', area: 'email', name: 'email_name_match', description: 'The account name contains the first or last name given in the same call.', weight: 40 },
  { code: 'TE007', kind: 'TRUST', area: 'email', name: 'email_domain_authenticated', description: 'The domain publishes both SPF and DMARC records.', weight: 20 },
] as const satisfies readonly ReasonCodeDef[];

/** The codes by name, for the rules that fire them. */
export const EMAIL = codeConstants(EMAIL_CODES);
