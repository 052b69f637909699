/**
 * Deterministic bench data shared by the seeding process (bench/seed.ts) and the load generator (bench/scenarios.ts):
 * the data sizes, the people behind the phone datasets and the identity graph, and the request mixes of each
 * endpoint. Everything is generated from seeded PRNGs, so the seeder and the load generator agree on which numbers,
 * ranges and identifiers exist without passing them around.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { mulberry32 } from '../test/helpers/prng.js';

/** How much data one run loads. `full` is the measured configuration; `quick` is a smoke run. */
export interface BenchSizes {
  /** Rows of the breaches dataset and of the phone-names dataset (each). */
  readonly rows: number;
  /** Rows of mnp and presence (each); disposable-phones has a fixed 10,000. */
  readonly sideRows: number;
  /** Ranges of the ip-lists dataset. */
  readonly ipRanges: number;
  /** Identity graph sizes (identifiers = nodes) the live phone call is measured at. */
  readonly graphSmall: number;
  readonly graphLarge: number;
  /** This month's usage rows of the bench account for the second GET /1.0/credits row (the first is at 10^3). */
  readonly usageRows: number;
}

export const SIZES: Readonly<Record<'full' | 'quick', BenchSizes>> = {
  full: { rows: 1_000_000, sideRows: 100_000, ipRanges: 1_000_000, graphSmall: 10_000, graphLarge: 1_000_000, usageRows: 1_000_000 },
  quick: { rows: 100_000, sideRows: 10_000, ipRanges: 100_000, graphSmall: 10_000, graphLarge: 100_000, usageRows: 100_000 },
};

export { mulberry32 };

// ---------------------------------------------------------------------------------------------------------------
// People. Person p of the phone datasets (bench/phone-import.ts generateBreaches: two breach records per person)
// has the number 44 7700 000000 + p; people are `rows / 2`.

export const personDigits = (p: number): string => String(447_700_000_000 + p);

/** True when libphonenumber takes the number as valid (parts of the 07700 block are unassigned). */
export function validPerson(p: number): boolean {
  return parsePhoneNumberFromString(`+${personDigits(p)}`)?.isValid() === true;
}

/** `n` valid numbers (E.164 with +) of people drawn uniformly from [0, people), seeded. */
export function phoneMix(people: number, n: number, seed = 11): string[] {
  const r = mulberry32(seed);
  const out: string[] = [];
  for (let guard = 0; out.length < n && guard < n * 20; guard++) {
    const p = Math.floor(r() * people);
    if (validPerson(p)) out.push(`+${personDigits(p)}`);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Identity graph. Person p links five identifiers: phone, email and name of their own, an IP address shared by a
// household of 4 people (p >> 2) and a device signature shared by one in 5,000 people (p % 5000). Every pair of one
// person's identifiers is an edge, both ways.

const GRAPH_FIRST = ['anna', 'marco', 'lucia', 'john', 'mary', 'ahmed', 'sofia', 'ivan', 'chen', 'laura', 'jose', 'priya', 'kenji', 'olga', 'kwame', 'emma', 'noah', 'fatima', 'lukas', 'mei'];
const GRAPH_LAST = ['rossi', 'smith', 'garcia', 'novak', 'khan', 'muller', 'silva', 'kim', 'dubois', 'jensen', 'nguyen', 'patel', 'tanaka', 'ivanova', 'okafor', 'kowalski', 'martin', 'brown', 'ali', 'wang'];
const DEVICE_MODELS = ['sm-a546b', 'sm-s918b', 'pixel 8', 'iphone', 'ipad', 'redmi note 13', 'cph2451', 'moto g54 5g', 'windows', 'mac'];

export interface GraphTouch {
  readonly kind: 'phone' | 'email' | 'ip' | 'name' | 'device';
  readonly value: string;
}

export function graphPerson(p: number): GraphTouch[] {
  const h = p >> 2;
  // One name per person: 20 x 20 common names, told apart by a generated second surname.
  const name = `${GRAPH_FIRST[p % 20]} ${GRAPH_LAST[Math.floor(p / 20) % 20]} ${Math.floor(p / 400).toString(36)}`;
  const d = p % 5000;
  return [
    { kind: 'phone', value: `+${personDigits(p)}` },
    { kind: 'email', value: `user${p}@example.com` },
    { kind: 'name', value: name },
    { kind: 'ip', value: `${81 + ((h >>> 16) % 100)}.${(h >>> 8) & 255}.${h & 255}.${17 + (h % 200)}` },
    { kind: 'device', value: `mobile phone|bench|${DEVICE_MODELS[d % 10]} ${d}|android|14|chrome mobile|${120 + (d % 19)}` },
  ];
}

/** Identifiers (nodes) the first `people` people of the graph hold. */
export function graphNodes(people: number): number {
  return 3 * people + Math.ceil(people / 4) + Math.min(people, 5000);
}

/** Fewest people whose graph holds at least `nodes` identifiers. */
export function graphPeopleFor(nodes: number): number {
  let lo = 0;
  let hi = nodes;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (graphNodes(mid) >= nodes) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** Valid numbers of people inside the small graph (the phone calls of both graph scenarios). */
export function graphPhoneMix(graphSmall: number, n: number): string[] {
  const people = graphPeopleFor(graphSmall);
  const valid: string[] = [];
  for (let p = 0; p < people; p++) if (validPerson(p)) valid.push(`+${personDigits(p)}`);
  const r = mulberry32(23);
  return Array.from({ length: n }, () => valid[Math.floor(r() * valid.length)]);
}

// ---------------------------------------------------------------------------------------------------------------
// IP lists: a seeded stream of ranges of every kind (random /24s, single addresses, IPv6 /48s), and probes of
// which about a third fall inside an imported range.

export const IP_KINDS = ['tor', 'vpn', 'proxy', 'relay', 'hosting', 'spam', 'exploits'] as const;

export interface BenchIpRange {
  range: string;
  kind: (typeof IP_KINDS)[number];
  provider: string;
  proxy_type?: 'datacenter' | 'residential';
  last_reported?: string;
}

const PROVIDERS = ['NordVPN', 'ExpressVPN', 'Surfshark', 'ProtonVPN', 'Private Internet Access', 'Bright Data', 'Oxylabs', 'iCloud Private Relay', 'OVH', 'Hetzner', 'DigitalOcean', 'Spamhaus', 'AbuseIPDB'];

export function* ipRanges(n: number, seed = 7): Generator<BenchIpRange> {
  const r = mulberry32(seed);
  for (let i = 0; i < n; i++) {
    const kind = IP_KINDS[i % IP_KINDS.length];
    const provider = PROVIDERS[i % PROVIDERS.length];
    if (i % 10 === 9) {
      yield { range: `2a0${i % 10}:${Math.floor(r() * 0xffff).toString(16)}:${(i & 0xffff).toString(16)}::/48`, kind, provider };
      continue;
    }
    const a = 1 + Math.floor(r() * 222);
    const b = Math.floor(r() * 256);
    const c = Math.floor(r() * 256);
    const last = Math.floor(r() * 256);
    yield {
      range: i % 3 === 0 ? `${a}.${b}.${c}.${last}` : `${a}.${b}.${c}.0/24`,
      kind,
      provider,
      ...(kind === 'proxy' ? { proxy_type: i % 2 ? ('residential' as const) : ('datacenter' as const) } : {}),
      ...(kind === 'spam' || kind === 'exploits' ? { last_reported: `2026-0${1 + (i % 9)}-1${i % 10}` } : {}),
    };
  }
}

/** `n` addresses: a third inside imported /24 ranges, 10% IPv6, the rest random public IPv4. */
export function ipMix(ranges: number, n: number, seed = 29): string[] {
  const inside: string[] = [];
  const step = Math.max(1, Math.floor(ranges / 5000));
  let i = 0;
  for (const row of ipRanges(ranges)) {
    if (i++ % step === 0 && row.range.endsWith('.0/24')) inside.push(row.range.replace('.0/24', `.${1 + (i % 250)}`));
  }
  const r = mulberry32(seed);
  const out: string[] = [];
  for (let k = 0; k < n; k++) {
    const x = r();
    if (x < 0.33 && inside.length > 0) out.push(inside[Math.floor(r() * inside.length)]);
    else if (x < 0.43) out.push(`2a0${k % 10}:${Math.floor(r() * 0xffff).toString(16)}:${(k & 0xffff).toString(16)}::${(1 + Math.floor(r() * 0xfff)).toString(16)}`);
    else out.push(`${1 + Math.floor(r() * 222)}.${Math.floor(r() * 256)}.${Math.floor(r() * 256)}.${1 + Math.floor(r() * 254)}`);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Emails: name-based addresses at free and company domains, digits, role accounts, disposable domains, typos,
// random local parts, addresses present in the breaches dataset, and a few syntax errors.

const FIRST = ['john', 'maria', 'li', 'ahmed', 'sofia', 'lucas', 'emma', 'noah', 'olga', 'kenji', 'fatima', 'jose', 'anna', 'david', 'chloe', 'mohammed', 'yuki', 'sara', 'pierre', 'amara'];
const LAST = ['smith', 'garcia', 'wang', 'khan', 'rossi', 'muller', 'dubois', 'silva', 'ivanova', 'tanaka', 'okafor', 'nguyen', 'kowalski', 'jensen', 'patel', 'brown', 'martin', 'lopez', 'cohen', 'haddad'];
const FREE = ['gmail.com', 'yahoo.com', 'outlook.com', 'hotmail.com', 'icloud.com', 'gmx.de', 'web.de', 'yandex.ru', 'proton.me', 'aol.com'];
const COMPANY = ['acme-corp.com', 'example.co.uk', 'contoso.com', 'initech.io', 'globex.net', 'umbrella-group.org'];
const DISPOSABLE = ['mailinator.com', 'guerrillamail.com', '10minutemail.com', 'yopmail.com', 'trashmail.com'];
const TYPO = ['gmial.com', 'hotmial.com', 'yaho.com', 'outlok.com', 'gmail.co'];
const ROLE = ['info', 'admin', 'support', 'sales', 'contact', 'noreply'];

export function emailMix(n: number, breachPeople: number, seed = 31): string[] {
  const r = mulberry32(seed);
  const pick = <T>(a: readonly T[]) => a[Math.floor(r() * a.length)];
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const x = r();
    const f = pick(FIRST);
    const l = pick(LAST);
    if (x < 0.3) out.push(`${f}.${l}@${pick(FREE)}`);
    else if (x < 0.45) out.push(`${f}${l}${Math.floor(r() * 100)}@${pick(FREE)}`);
    else if (x < 0.55) out.push(`${f[0]}${l}@${pick(COMPANY)}`);
    else if (x < 0.65) out.push(`user${Math.floor(r() * breachPeople)}@example.com`);
    else if (x < 0.72) out.push(`${f}_${l}${1950 + Math.floor(r() * 60)}@${pick(FREE)}`);
    else if (x < 0.78) out.push(`${pick(ROLE)}@${pick(COMPANY)}`);
    else if (x < 0.84) out.push(`${f}${Math.floor(r() * 1000)}@${pick(DISPOSABLE)}`);
    else if (x < 0.89) out.push(`${f}.${l}@${pick(TYPO)}`);
    else if (x < 0.97) out.push(`${Math.floor(r() * 2 ** 40).toString(36)}@${pick(FREE)}`);
    else out.push(pick([`${f}.${l}@`, `${f} ${l}@${pick(FREE)}`, `${f}..${l}@${pick(FREE)}`, `${f}@${pick(FREE)}.`]));
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Names: common first names and surnames of many countries and scripts (Zipf-like: popular names repeat), rarer
// names, keyboard mashes, placeholders and joke names, and names in one field.

const COMMON_FIRST = [
  'James', 'Mary', 'Maria', 'Mohammed', 'José', 'Anna', 'Wei', 'Priya', 'Sophie', 'Kwame', 'Yuki', 'Lucía', 'Ahmed', 'Emily', 'Jürgen',
  'Olivia', 'Liam', 'Noah', 'Emma', 'Mateo', 'Chloé', 'Luca', 'Giulia', 'Hannah', 'Lukas', 'Zofia', 'Jakub', 'Fatima', 'Aisha', 'Omar',
  'Amir', 'Sara', 'Ana', 'João', 'Camila', 'Santiago', 'Valentina', 'Hiroshi', 'Sakura', 'Min-jun', 'Ji-woo', 'Arjun', 'Ananya', 'Rahul',
  'Chinedu', 'Ngozi', 'Thabo', 'Olga', 'Dmitri', 'Ivan', 'Natalia', 'Elif', 'Mehmet', 'Zeynep', 'Nguyen', 'Linh', 'Siobhán', 'Seán',
  'Mikael', 'Ingrid', 'Björn', 'Astrid', 'François', 'Amélie', 'Pierre', 'Marie', 'Jean-Luc', "D'Arcy", 'Mary-Jane', 'Олег', 'Анна',
];
const COMMON_LAST = [
  'Smith', 'García', 'Müller', 'Nguyen', 'Kowalski', 'Rossi', 'Patel', 'Иванов', 'Okafor', 'Tanaka', 'Dubois', 'Khan', 'Silva',
  'Johnson', 'Öztürk', 'Williams', 'Brown', 'Jones', 'Miller', 'Davis', 'Rodríguez', 'Martínez', 'Hernández', 'López', 'González',
  'Wilson', 'Anderson', 'Taylor', 'Thomas', 'Moore', 'Martin', 'Lee', 'Kim', 'Park', 'Chen', 'Wang', 'Li', 'Zhang', 'Liu', 'Singh',
  'Kumar', 'Sharma', 'Ali', 'Hussain', 'Ahmed', 'Cohen', 'Levi', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner',
  'Bianchi', 'Romano', 'Ferrari', 'Esposito', 'Novák', 'Horváth', 'Nagy', 'Popescu', 'Petrov', 'Smirnova', 'Yılmaz', 'Kaya',
  "O'Brien", 'McDonald', 'Van der Berg', 'De Jong', 'Jansen', 'Andersson', 'Nilsson', 'Hansen', 'Larsen', 'Mensah', 'Adeyemi',
];
const RARE_FIRST = ['Eadlin', 'Thaddeus', 'Ottoline', 'Xiomara', 'Ignatius', 'Perpetua', 'Cosimo', 'Oona', 'Leocadia', 'Radomir'];
const RARE_LAST = ['Featherstonehaugh', 'Wojciechowski', 'Ó Súilleabháin', 'Abernathy', 'Villaseñor', 'Przybylski', 'Quartermaine'];
const KEYS = 'qwertyuiopasdfghjklzxcvbnm';
const PLACEHOLDERS: readonly [string, string][] = [
  ['Test', 'Test'], ['John', 'Doe'], ['Jane', 'Doe'], ['asdf', 'asdf'], ['Mickey', 'Mouse'], ['Donald', 'Duck'], ['Harry', 'Potter'],
  ['Foo', 'Bar'], ['xxx', 'xxx'], ['N/A', 'N/A'], ['Mr', 'Smith'], ['Elon', 'Musk'], ['Hugh', 'Jass'],
];

function zipfIndex(r: () => number, n: number): number {
  // Rank k with weight about 1/k: inverse of the continuous CDF ln(k)/ln(n).
  return Math.min(n - 1, Math.floor(Math.exp(r() * Math.log(n + 1))) - 1);
}

export function nameMix(n: number, seed = 37): { first_name: string; last_name: string }[] {
  const r = mulberry32(seed);
  const mash = () => Array.from({ length: 4 + Math.floor(r() * 6) }, () => KEYS[Math.floor(r() * KEYS.length)]).join('');
  const out: { first_name: string; last_name: string }[] = [];
  for (let i = 0; i < n; i++) {
    const x = r();
    if (x < 0.8) out.push({ first_name: COMMON_FIRST[zipfIndex(r, COMMON_FIRST.length)], last_name: COMMON_LAST[zipfIndex(r, COMMON_LAST.length)] });
    else if (x < 0.88) out.push({ first_name: RARE_FIRST[Math.floor(r() * RARE_FIRST.length)], last_name: RARE_LAST[Math.floor(r() * RARE_LAST.length)] });
    else if (x < 0.94) out.push({ first_name: mash(), last_name: mash() });
    else if (x < 0.98) {
      const [f, l] = PLACEHOLDERS[Math.floor(r() * PLACEHOLDERS.length)];
      out.push({ first_name: f, last_name: l });
    } else out.push({ first_name: `${COMMON_FIRST[i % COMMON_FIRST.length]} ${COMMON_LAST[i % COMMON_LAST.length]}`, last_name: '-' });
  }
  return out;
}
