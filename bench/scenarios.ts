/** The endpoints under load, with their targets (ratio of the bare route's throughput, p99 at 50 connections). */
import { deviceBenchUserAgents, pickZipf } from './device-data.js';
import { emailMix, graphPhoneMix, ipMix, nameMix, phoneMix, type BenchSizes } from './data.js';

export interface Scenario {
  readonly name: string;
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly key: 'live' | 'sandbox';
  /** Skip when the server has no live engine of this product. */
  readonly needsEngine?: string;
  body?(seq: number): string;
  readonly target: { ratio: number; p99?: number };
  /** Identity graph size this scenario is measured at: the run grows the graph to `graphLarge` before a 'large' one. */
  readonly graph?: 'small' | 'large';
  /** This month's usage rows of the bench account before the scenario (GET /1.0/credits flat in the month's volume). */
  readonly usageRows?: number;
  /** Report the device engine's parse-cache hit rate over this scenario. */
  readonly deviceStats?: boolean;
  /** A short name for the notes. */
  readonly label?: string;
  /** The engine timed alone on engineInput when it is not needsEngine (`hub`: the four engines, then the score step). */
  readonly engineProduct?: string;
  /** The engine input of request `seq` (live product scenarios): the engine is also timed alone on these. */
  engineInput?(seq: number): Record<string, string>;
}

const cid = (seq: number) => `bench-${process.pid}-${seq}`;
const at = <T>(list: readonly T[], seq: number): T => list[seq % list.length];
const fmt = (n: number) => (n >= 1e6 && n % 1e6 === 0 ? `10^${Math.log10(n)}` : n.toLocaleString('en'));

export function scenarios(sizes: BenchSizes): Scenario[] {
  const people = sizes.rows / 2;
  const phones = phoneMix(people, 20_000);
  const graphPhones = graphPhoneMix(sizes.graphSmall, 20_000);
  const emails = emailMix(20_000, people);
  const ips = ipMix(sizes.ipRanges, 20_000);
  const agents = deviceBenchUserAgents(10_000);
  const uaPicks = pickZipf(agents, 200_000);
  const names = nameMix(20_000);
  // One person per request: a phone of the datasets, an email, an IP of the lists, a name (their own mixes).
  const hubInput = (s: number) => {
    const n = at(names, s);
    return { phone_number: at(phones, s), email: at(emails, s), ip: at(ips, s), first_name: n.first_name, last_name: n.last_name };
  };
  const phoneBody = (list: readonly string[]) => (s: number) => JSON.stringify({ customer_id: cid(s), claims: ['phone'], phone_number: at(list, s) });
  return [
    {
      name: 'sandbox POST /1.0/phone',
      method: 'POST',
      path: '/1.0/phone',
      key: 'sandbox',
      body: (s) => JSON.stringify({ customer_id: cid(s), claims: ['phone'], phone_number: `+4477009001${String(s % 100).padStart(2, '0')}` }),
      target: { ratio: 0.5, p99: 25 },
    },
    {
      name: 'sandbox POST /1.0/hub (phone, email, ip, name, score)',
      method: 'POST',
      path: '/1.0/hub',
      key: 'sandbox',
      body: (s) => JSON.stringify({ customer_id: cid(s), claims: ['phone', 'email', 'ip', 'name', 'score'], phone_number: '+447700900123', email: `user${s % 1000}@example.com`, ip: '192.0.2.10', first_name: 'Jane', last_name: 'Doe' }),
      target: { ratio: 0.25 },
    },
    { name: `GET /1.0/credits, ${fmt(1000)} usage rows this month`, method: 'GET', path: '/1.0/credits', key: 'live', usageRows: 1000, label: 'credits (10^3 rows)', target: { ratio: 0.5 } },
    {
      name: `live POST /1.0/phone, identity graph ${fmt(sizes.graphSmall)} identifiers (numbers in the graph)`,
      method: 'POST',
      path: '/1.0/phone',
      key: 'live',
      needsEngine: 'phone',
      body: phoneBody(graphPhones),
      label: 'phone (graph small)',
      engineInput: (s) => ({ phone_number: at(graphPhones, s) }),
      target: { ratio: 0.4, p99: 25 },
      graph: 'small',
    },
    {
      name: `live POST /1.0/phone, ${fmt(sizes.rows)} breach + ${fmt(sizes.rows)} phone-name rows (numbers across the data)`,
      method: 'POST',
      path: '/1.0/phone',
      key: 'live',
      needsEngine: 'phone',
      body: phoneBody(phones),
      label: 'phone (datasets)',
      engineInput: (s) => ({ phone_number: at(phones, s) }),
      target: { ratio: 0.4, p99: 25 },
    },
    {
      name: `live POST /1.0/phone, identity graph ${fmt(sizes.graphLarge)} identifiers (same numbers)`,
      method: 'POST',
      path: '/1.0/phone',
      key: 'live',
      needsEngine: 'phone',
      body: phoneBody(graphPhones),
      label: 'phone (graph large)',
      engineInput: (s) => ({ phone_number: at(graphPhones, s) }),
      target: { ratio: 0.4, p99: 25 },
      graph: 'large',
    },
    {
      name: 'live POST /1.0/email (network off)',
      method: 'POST',
      path: '/1.0/email',
      key: 'live',
      needsEngine: 'email',
      body: (s) => JSON.stringify({ customer_id: cid(s), claims: ['email'], email: at(emails, s) }),
      label: 'email',
      engineInput: (s) => ({ email: at(emails, s) }),
      target: { ratio: 0.4 },
    },
    {
      name: `live POST /1.0/ip (network off, ${fmt(sizes.ipRanges)} list ranges)`,
      method: 'POST',
      path: '/1.0/ip',
      key: 'live',
      needsEngine: 'ip',
      body: (s) => JSON.stringify({ customer_id: cid(s), claims: ['ip'], ip: at(ips, s) }),
      label: 'ip',
      engineInput: (s) => ({ ip: at(ips, s) }),
      target: { ratio: 0.5, p99: 25 },
    },
    {
      name: 'live POST /1.0/device (10,000 distinct user agents, Zipf)',
      method: 'POST',
      path: '/1.0/device',
      key: 'live',
      needsEngine: 'device',
      body: (s) => JSON.stringify({ customer_id: cid(s), claims: ['device'], user_agent: at(uaPicks, s) }),
      label: 'device',
      engineInput: (s) => ({ user_agent: at(uaPicks, s) }),
      target: { ratio: 0.5 },
      deviceStats: true,
    },
    {
      name: 'live POST /1.0/name (varied names)',
      method: 'POST',
      path: '/1.0/name',
      key: 'live',
      needsEngine: 'name',
      body: (s) => {
        const n = at(names, s);
        return JSON.stringify({ customer_id: cid(s), claims: ['name'], first_name: n.first_name, last_name: n.last_name });
      },
      label: 'name',
      engineInput: (s) => at(names, s),
      target: { ratio: 0.5 },
    },
    {
      name: 'live POST /1.0/hub (phone, email, ip, name, score; network off)',
      method: 'POST',
      path: '/1.0/hub',
      key: 'live',
      needsEngine: 'email',
      engineProduct: 'hub',
      body: (s) => JSON.stringify({ customer_id: cid(s), claims: ['phone', 'email', 'ip', 'name', 'score'], ...hubInput(s) }),
      label: 'hub',
      engineInput: (s) => hubInput(s),
      target: { ratio: 0.2, p99: 40 },
    },
    { name: `GET /1.0/credits, ${fmt(sizes.usageRows)} usage rows this month`, method: 'GET', path: '/1.0/credits', key: 'live', usageRows: sizes.usageRows, label: `credits (${fmt(sizes.usageRows)} rows)`, target: { ratio: 0.5 } },
  ];
}
