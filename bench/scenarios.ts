/** The endpoints under load, with their targets (ratio of the bare route's throughput, p99 at 50 connections). */
export interface Scenario {
  readonly name: string;
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly key: 'live' | 'sandbox';
  /** Skip when the server has no live engine of this product. */
  readonly needsEngine?: string;
  body?(seq: number): string;
  readonly target: { ratio: number; p99?: number };
}

const cid = (seq: number) => `bench-${process.pid}-${seq}`;

export const SCENARIOS: readonly Scenario[] = [
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
  { name: 'GET /1.0/credits', method: 'GET', path: '/1.0/credits', key: 'live', target: { ratio: 0.5 } },
];
