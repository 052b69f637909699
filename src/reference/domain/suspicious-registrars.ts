/**
 * The dated list behind `is_suspicious_registrar` (docs/domain.md). A TypeScript module rather than a JSON file so the
 * compiled service (dist/) carries it: tsc does not copy data files.
 *
 * Criteria: a registrar is listed only when at least one public measurement published in 2023 or later shows abusive
 * (phishing or spam) domains making up a share of its domains under management several times that of the largest
 * registrars (GoDaddy, Namecheap) in the same measurement. Each entry carries the figures that justify it. A match is
 * a signal about the registrar's population of domains, not about one domain.
 */
export interface RegistrarEntry {
  /** Matched as a case-insensitive substring of the RDAP registrar name, punctuation collapsed. */
  readonly name: string;
  readonly ianaId: number;
  /** The published figures that put it on the list (source, period, numbers). */
  readonly evidence: readonly string[];
}

export interface RegistrarList {
  readonly date: string;
  readonly description: string;
  readonly criteria: string;
  readonly sources: readonly string[];
  readonly review: string;
  readonly entries: readonly RegistrarEntry[];
  /** The names of `entries` (what the engine matches). */
  readonly registrars: readonly string[];
  /** Names on the first version of the list (2026-11-23, written without sources) that were removed on review. */
  readonly removed: readonly { readonly name: string; readonly why: string }[];
}

const entries: RegistrarEntry[] = [
  {
    name: 'NiceNIC International Group',
    ianaId: 3765,
    evidence: [
      'Interisle, Cybercrime Information Center, phishing by registrar, Aug-Oct 2023: 5,571 phishing domains of 77,648 gTLD domains under management (about 7 %; GoDaddy: 8,609 of 65.0 million)',
      'Interisle, Phishing Landscape 2024 (May 2023-Apr 2024): the registrar with the worst phishing score; about 45,000 of its roughly 100,000 names were used for phishing',
    ],
  },
  {
    name: 'Gname.com',
    ianaId: 1923,
    evidence: [
      'Interisle, Cybercrime Information Center, phishing by registrar, Aug-Oct 2023: 4,413 phishing domains of 3.72 million (about 9 times GoDaddy\'s rate)',
      'Interisle, Cybercrime Information Center, spam by registrar, Jun-Aug 2024: 177,354 spam domains of 5.04 million (second by count; about 7 times GoDaddy\'s rate)',
      'NetBeacon MAP, March 2025: 9 % of the unique phishing domains while managing about 2 % of all domains',
    ],
  },
  {
    name: 'NameSilo',
    ianaId: 1479,
    evidence: [
      'Interisle, Cybercrime Information Center, phishing by registrar, Aug-Oct 2023: 14,417 phishing domains of 4.21 million (second by count; about 26 times GoDaddy\'s rate, 4 times Namecheap\'s)',
      'Interisle, Cybercrime Information Center, spam by registrar, Jun-Aug 2024: 134,800 spam domains of 4.59 million (about 6 times GoDaddy\'s rate)',
    ],
  },
  {
    name: 'Dominet (HK)',
    ianaId: 3775,
    evidence: [
      'NetBeacon MAP, March 2025: 55 % of the unique phishing domains (20,133) while managing less than 1 % of all domains',
      'Interisle, Cybercrime Information Center, spam by registrar, Jun-Aug 2024: 39,042 spam domains of 662,083 (about 13 times GoDaddy\'s rate)',
    ],
  },
];

export const SUSPICIOUS_REGISTRARS: RegistrarList = {
  date: '2026-11-24',
  description:
    "Registrars that public abuse measurements single out for a high share of malicious registrations (phishing, spam) relative to their size. A match sets is_suspicious_registrar; it is a signal about the registrar's population of domains, not about one domain.",
  criteria:
    'Listed only with at least one public measurement from 2023 or later showing abusive domains at several times the rate per domain under management of the largest registrars (GoDaddy, Namecheap) in the same measurement.',
  sources: [
    'Interisle Consulting Group, Cybercrime Information Center (cybercrimeinfocenter.org): quarterly phishing and spam activity by registrar (gTLD domains under management, abusive domains)',
    'Interisle Consulting Group, Phishing Landscape 2024 (published July 2024)',
    'NetBeacon Institute, "Recent spike in malicious phishing concentrated in two registrars" (13 August 2025, MAP data of March 2025)',
  ],
  review:
    'Reviewed 2026-11-24 against the sources above as found in the offline copies available to the maintainers; entries without such figures were removed. Review again when a new quarterly table or yearly study appears (match: case-insensitive substring of the RDAP registrar name, after collapsing punctuation).',
  entries,
  registrars: entries.map((e) => e.name),
  removed: [
    { name: 'Web Commerce Communications / WebNic', why: 'the only figures found are from 2020 (Aug-Oct 2020: 1,963 phishing domains of 1.66 million); none from 2023 on' },
    { name: 'Eranet International', why: 'only in a 2019 Spamhaus top-20 of botnet C&C registrars (absolute counts); nothing recent' },
    { name: 'Chengdu West Dimension Digital Technology', why: 'only "west263.com" in a 2019 Spamhaus top-20; nothing recent' },
    { name: 'Alibaba Cloud Computing (Beijing)', why: 'appears by absolute counts only (a very large registrar); no figure relative to its size' },
    { name: 'Todaynic.com', why: 'no public measurement found' },
    { name: 'Shinjiru Technology', why: 'no public measurement found' },
    { name: 'Hong Kong Juming Network Technology', why: 'no public measurement found' },
    { name: 'Global Domain Group', why: 'no public measurement found' },
    { name: 'Sav.com', why: 'no public measurement found' },
  ],
};
