/**
 * Fixture vocabulary of the sandbox. Everything is fictional or reserved: people are random pairs of common given
 * names and surnames, companies and operators are invented "Example ..." names, domains are RFC 2606 (`example.com`,
 * `*.example`), IPs are RFC 5737 / RFC 3849 documentation ranges and phone numbers the 555-01xx fiction range.
 * Cities, countries and timezones are real places (not personal data).
 */

export interface Geo {
  readonly cc: string;
  readonly country: string;
  readonly cities: readonly [string, string];
  readonly region: string;
  readonly tz: string;
  readonly lat: number;
  readonly lon: number;
  readonly zip: string;
  /** Country calling code. */
  readonly dial: string;
  /** Mobile country code (used only to shape fictional operator codes). */
  readonly mcc: string;
  readonly lang: string;
}

export const GEOS: readonly Geo[] = [
  { cc: 'US', country: 'United States', cities: ['New York', 'Chicago'], region: 'New York', tz: 'America/New_York', lat: 40.7128, lon: -74.006, zip: '10001', dial: '1', mcc: '310', lang: 'en-US' },
  { cc: 'GB', country: 'United Kingdom', cities: ['London', 'Manchester'], region: 'England', tz: 'Europe/London', lat: 51.5074, lon: -0.1278, zip: 'EC1A 1BB', dial: '44', mcc: '234', lang: 'en-GB' },
  { cc: 'ES', country: 'Spain', cities: ['Madrid', 'Barcelona'], region: 'Community of Madrid', tz: 'Europe/Madrid', lat: 40.4168, lon: -3.7038, zip: '28013', dial: '34', mcc: '214', lang: 'es-ES' },
  { cc: 'FR', country: 'France', cities: ['Paris', 'Lyon'], region: 'Ile-de-France', tz: 'Europe/Paris', lat: 48.8566, lon: 2.3522, zip: '75001', dial: '33', mcc: '208', lang: 'fr-FR' },
  { cc: 'DE', country: 'Germany', cities: ['Berlin', 'Munich'], region: 'Berlin', tz: 'Europe/Berlin', lat: 52.52, lon: 13.405, zip: '10115', dial: '49', mcc: '262', lang: 'de-DE' },
  { cc: 'IT', country: 'Italy', cities: ['Milan', 'Rome'], region: 'Lombardy', tz: 'Europe/Rome', lat: 45.4642, lon: 9.19, zip: '20121', dial: '39', mcc: '222', lang: 'it-IT' },
  { cc: 'PT', country: 'Portugal', cities: ['Lisbon', 'Porto'], region: 'Lisbon', tz: 'Europe/Lisbon', lat: 38.7223, lon: -9.1393, zip: '1100-148', dial: '351', mcc: '268', lang: 'pt-PT' },
  { cc: 'NL', country: 'Netherlands', cities: ['Amsterdam', 'Rotterdam'], region: 'North Holland', tz: 'Europe/Amsterdam', lat: 52.3676, lon: 4.9041, zip: '1012 JS', dial: '31', mcc: '204', lang: 'nl-NL' },
  { cc: 'MX', country: 'Mexico', cities: ['Mexico City', 'Guadalajara'], region: 'Mexico City', tz: 'America/Mexico_City', lat: 19.4326, lon: -99.1332, zip: '06000', dial: '52', mcc: '334', lang: 'es-MX' },
  { cc: 'BR', country: 'Brazil', cities: ['Sao Paulo', 'Rio de Janeiro'], region: 'Sao Paulo', tz: 'America/Sao_Paulo', lat: -23.5505, lon: -46.6333, zip: '01000-000', dial: '55', mcc: '724', lang: 'pt-BR' },
  { cc: 'IN', country: 'India', cities: ['Mumbai', 'Bengaluru'], region: 'Maharashtra', tz: 'Asia/Kolkata', lat: 19.076, lon: 72.8777, zip: '400001', dial: '91', mcc: '404', lang: 'en-IN' },
  { cc: 'ID', country: 'Indonesia', cities: ['Jakarta', 'Surabaya'], region: 'Jakarta', tz: 'Asia/Jakarta', lat: -6.2088, lon: 106.8456, zip: '10110', dial: '62', mcc: '510', lang: 'id-ID' },
  { cc: 'JP', country: 'Japan', cities: ['Tokyo', 'Osaka'], region: 'Tokyo', tz: 'Asia/Tokyo', lat: 35.6762, lon: 139.6503, zip: '100-0001', dial: '81', mcc: '440', lang: 'ja-JP' },
  { cc: 'AU', country: 'Australia', cities: ['Sydney', 'Melbourne'], region: 'New South Wales', tz: 'Australia/Sydney', lat: -33.8688, lon: 151.2093, zip: '2000', dial: '61', mcc: '505', lang: 'en-AU' },
  { cc: 'ZA', country: 'South Africa', cities: ['Johannesburg', 'Cape Town'], region: 'Gauteng', tz: 'Africa/Johannesburg', lat: -26.2041, lon: 28.0473, zip: '2001', dial: '27', mcc: '655', lang: 'en-ZA' },
];

/** Longest calling code first, so `351...` is Portugal and not `35`. */
const BY_DIAL = [...GEOS].sort((a, b) => b.dial.length - a.dial.length);
export function geoOfDigits(digits: string): Geo | undefined {
  for (const g of BY_DIAL) if (digits.startsWith(g.dial)) return g;
  return undefined;
}
const BY_CC = new Map(GEOS.map((g) => [g.cc.toLowerCase(), g]));
/** The country of a ccTLD (`.uk` is GB). */
export function geoOfTld(tld: string): Geo | undefined {
  return BY_CC.get(tld === 'uk' ? 'gb' : tld);
}

export const FEMALE_NAMES = ['Alice', 'Maria', 'Sofia', 'Emma', 'Laura', 'Ana', 'Julia', 'Chloe', 'Priya', 'Yuki', 'Grace', 'Nora'] as const;
export const MALE_NAMES = ['James', 'Carlos', 'Lucas', 'David', 'Marco', 'Luis', 'Thomas', 'Arjun', 'Kenji', 'Daniel', 'Omar', 'Peter'] as const;
export const SURNAMES = ['Doe', 'Roe', 'Smith', 'Garcia', 'Martin', 'Rossi', 'Mueller', 'Silva', 'Sharma', 'Tanaka', 'Lopez', 'Costa', 'Bernard', 'Kim'] as const;
const GENDER_OF = new Map<string, 'F' | 'M'>([
  ...FEMALE_NAMES.map((n) => [n.toLowerCase(), 'F'] as const),
  ...MALE_NAMES.map((n) => [n.toLowerCase(), 'M'] as const),
  ...['mary', 'jane', 'sarah', 'elena', 'lucia', 'anna', 'olivia', 'sophie', 'carmen', 'claire'].map((n) => [n, 'F'] as const),
  ...['john', 'michael', 'robert', 'juan', 'jose', 'paul', 'mark', 'pedro', 'luca', 'alex'].map((n) => [n, 'M'] as const),
]);
export const genderOfName = (first: string): 'F' | 'M' | undefined => GENDER_OF.get(first.trim().toLowerCase());

export interface Company {
  readonly name: string;
  readonly domain: string;
  readonly industry: string;
  readonly keywords: string;
  readonly tech: string;
  readonly description: string;
  readonly slug: string;
}
export const COMPANIES: readonly Company[] = [
  { name: 'Example Corp', domain: 'example.com', industry: 'Software', keywords: 'saas,analytics,cloud', tech: 'React,Node.js,PostgreSQL,Cloudflare', description: 'Example Corp builds analytics software for small businesses.', slug: 'example-corp' },
  { name: 'Acme Example Ltd', domain: 'example.net', industry: 'Retail', keywords: 'ecommerce,retail,consumer goods', tech: 'Shopify,Google Analytics,Stripe', description: 'Acme Example sells household goods online and in stores.', slug: 'acme-example' },
  { name: 'Sample Logistics', domain: 'example.org', industry: 'Logistics', keywords: 'shipping,freight,warehousing', tech: 'SAP,Microsoft 365,Nginx', description: 'Sample Logistics moves freight across borders.', slug: 'sample-logistics' },
  { name: 'Demo Financial Services', domain: 'demo.example', industry: 'Financial Services', keywords: 'payments,lending,fintech', tech: 'Java,Kubernetes,Okta', description: 'Demo Financial Services offers payments and small loans.', slug: 'demo-financial' },
  { name: 'Placeholder Media', domain: 'media.example', industry: 'Media', keywords: 'publishing,video,advertising', tech: 'WordPress,Varnish,Google Ad Manager', description: 'Placeholder Media publishes news and video.', slug: 'placeholder-media' },
  { name: 'Globex Example Telecom', domain: 'globex.example', industry: 'Telecommunications', keywords: 'broadband,mobile,hosting', tech: 'Linux,Juniper,Grafana', description: 'Globex Example Telecom provides broadband and hosting.', slug: 'globex-example' },
];

export const OPERATORS = ['Example Mobile', 'Sample Telecom', 'Demo Wireless', 'Placeholder Networks'] as const;
export const ISPS = ['Example Broadband', 'Sample Fiber Co', 'Demo Cable', 'Placeholder Mobile Data'] as const;
export const HOSTING_ISPS = ['Demo Cloud Hosting', 'Example Datacenter Ltd'] as const;
export const VPN_NAMES = ['Example VPN', 'Sample Secure VPN'] as const;
export const REGISTRARS = ['Example Registrar, Inc.', 'Sample Domains LLC', 'Demo Names Ltd'] as const;
export const CERT_ISSUERS = ['Example Trust CA', 'Sample Certificate Authority'] as const;
export const MAIL_PROVIDERS = ['Example Mail', 'Sample Workspace', 'Demo Mail Hosting'] as const;
export const DISPOSABLE_PHONE_PROVIDERS = ['Example Temp SMS', 'Sample Receive-SMS'] as const;
export const BREACHES = [
  { id: 'exampleshop', title: 'ExampleShop' },
  { id: 'samplesocial', title: 'SampleSocial' },
  { id: 'demoforum', title: 'DemoForum' },
  { id: 'placeholdergames', title: 'PlaceholderGames' },
  { id: 'fictionalfitness', title: 'FictionalFitness' },
  { id: 'testmailarchive', title: 'TestMail Archive' },
  { id: 'examplerides', title: 'ExampleRides' },
  { id: 'samplestream', title: 'SampleStream' },
  { id: 'demodating', title: 'DemoDating' },
  { id: 'mockmarket', title: 'MockMarket' },
  { id: 'specimenbank', title: 'SpecimenBank' },
  { id: 'illustrativeapp', title: 'IllustrativeApp' },
] as const;
export const STREETS = ['Example Street', 'Sample Avenue', 'Demo Road', 'Placeholder Lane'] as const;
