/**
 * The dated list behind `is_suspicious_registrar` (docs/domain.md). A TypeScript module rather than a JSON file so the
 * compiled service (dist/) carries it: tsc does not copy data files.
 */
export interface RegistrarList {
  readonly date: string;
  readonly description: string;
  readonly sources: readonly string[];
  readonly review?: string;
  readonly registrars: readonly string[];
}

export const SUSPICIOUS_REGISTRARS: RegistrarList = {
  "date": "2026-11-23",
  "description": "Registrars that public abuse reports single out for a high share of malicious registrations (phishing, botnet command-and-control, spam) relative to their size. A match sets is_suspicious_registrar; it is a signal about the registrar's population of domains, not about one domain.",
  "sources": [
    "Spamhaus Botnet Threat Update reports: 'most abused domain registrars' tables (public, quarterly)",
    "Interisle Consulting Group, Phishing Landscape studies (public, yearly): registrars with the most phishing domains and the highest phishing domain scores"
  ],
  "review": "Compiled by the idrisk maintainers from the reports above as published up to the date; review and update it when a new report appears (match: case-insensitive substring of the RDAP registrar name, after collapsing punctuation).",
  "registrars": [
    "NiceNIC International Group",
    "Gname.com",
    "Web Commerce Communications",
    "WebNic",
    "NameSilo",
    "Dominet (HK)",
    "Eranet International",
    "Chengdu West Dimension Digital Technology",
    "Todaynic.com",
    "Shinjiru Technology",
    "Alibaba Cloud Computing (Beijing)",
    "Hong Kong Juming Network Technology",
    "Global Domain Group",
    "Sav.com"
  ]
};
