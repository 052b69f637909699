/**
 * A DNS server on 127.0.0.1 (UDP, port 0) for tests: answers A, AAAA, MX, TXT, NS and PTR from a zone map,
 * NXDOMAIN for names it does not know and an empty NOERROR for known names without that record type.
 * Names listed in `silent` are never answered (to test timeouts). Every query is recorded in `queries`.
 *
 *   const dns = await startDnsServer({ 'example.com': { MX: [{ exchange: 'mx.example.com', priority: 10 }] } });
 *   // IDRISK_DNS_SERVERS=${dns.address}
 *
 * Used by the enrich, email and ip tests (PTR zones for reverse DNS, A records under a zone for DNSBL).
 */
import { createSocket } from 'node:dgram';
import dnsPacket from 'dns-packet';

/**
 * The lab's zones are under `.test` (RFC 6761), a suffix the service refuses to look up for callers (internal names,
 * src/enrich/internal-names.ts): every test that points the service at this server exempts it with
 * IDRISK_DNS_ALLOW_SUFFIXES (or `allowSuffixes` of createDnsClient / `dnsAllowSuffixes` of the outbound guard).
 */
export const TEST_DNS_SUFFIXES = ['test'] as const;
export const TEST_DNS_ALLOW_SUFFIXES = TEST_DNS_SUFFIXES.join(',');

export interface ZoneRecords {
  readonly A?: readonly string[];
  readonly AAAA?: readonly string[];
  readonly MX?: readonly { readonly exchange: string; readonly priority: number }[];
  readonly TXT?: readonly string[];
  readonly PTR?: readonly string[];
  readonly NS?: readonly string[];
}

export interface DnsServerOptions {
  /** Names whose queries are dropped (never answered), or a test of the name (true: dropped). */
  readonly silent?: readonly string[] | ((name: string) => boolean);
  /**
   * Answers computed per query (DNS rebinding: a different address on the second query). Called with the name, the
   * type and how many queries of that name and type came before; its records replace the zone's for that query.
   */
  readonly dynamic?: (name: string, type: string, seen: number) => ZoneRecords | undefined;
}

export interface DnsTestServer {
  readonly port: number;
  /** `127.0.0.1:<port>`, the form IDRISK_DNS_SERVERS takes. */
  readonly address: string;
  /** IDRISK_DNS_SERVERS and IDRISK_DNS_ALLOW_SUFFIXES for a service that uses this server. */
  readonly env: { readonly IDRISK_DNS_SERVERS: string; readonly IDRISK_DNS_ALLOW_SUFFIXES: string };
  readonly queries: { name: string; type: string }[];
  close(): Promise<void>;
}

export async function startDnsServer(zones: Readonly<Record<string, ZoneRecords>>, options: DnsServerOptions = {}): Promise<DnsTestServer> {
  const norm = (n: string) => n.toLowerCase().replace(/\.$/, '');
  const table = new Map(Object.entries(zones).map(([k, v]) => [norm(k), v]));
  const silentTest = options.silent;
  const silentNames = new Set((Array.isArray(silentTest) ? silentTest : []).map(norm));
  const isSilent = (name: string) => (typeof silentTest === 'function' ? silentTest(name) : silentNames.has(name));
  const queries: { name: string; type: string }[] = [];
  const socket = createSocket('udp4');

  socket.on('message', (msg, rinfo) => {
    let query: dnsPacket.Packet;
    try {
      query = dnsPacket.decode(msg);
    } catch {
      return;
    }
    const q = query.questions?.[0];
    if (!q) return;
    const name = norm(q.name);
    queries.push({ name, type: q.type });
    if (isSilent(name)) return;
    const seen = options.dynamic ? queries.filter((x) => x.name === name && x.type === q.type).length - 1 : 0;
    const zone = options.dynamic?.(name, q.type, seen) ?? table.get(name);
    const answers: dnsPacket.Answer[] = [];
    const base = { name: q.name, ttl: 60, class: 'IN' as const };
    if (zone) {
      if (q.type === 'A') for (const a of zone.A ?? []) answers.push({ ...base, type: 'A', data: a });
      if (q.type === 'AAAA') for (const a of zone.AAAA ?? []) answers.push({ ...base, type: 'AAAA', data: a });
      if (q.type === 'MX') for (const m of zone.MX ?? []) answers.push({ ...base, type: 'MX', data: { exchange: m.exchange, preference: m.priority } });
      if (q.type === 'TXT') for (const t of zone.TXT ?? []) answers.push({ ...base, type: 'TXT', data: t });
      if (q.type === 'NS') for (const t of zone.NS ?? []) answers.push({ ...base, type: 'NS', data: t });
      if (q.type === 'PTR') for (const t of zone.PTR ?? []) answers.push({ ...base, type: 'PTR', data: t });
    }
    const response = dnsPacket.encode({
      type: 'response',
      id: query.id,
      flags: dnsPacket.RECURSION_DESIRED | dnsPacket.RECURSION_AVAILABLE | (zone ? 0 : 3), // rcode 3 = NXDOMAIN
      questions: query.questions,
      answers,
    });
    socket.send(response, rinfo.port, rinfo.address);
  });

  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address();
  return {
    port,
    address: `127.0.0.1:${port}`,
    env: { IDRISK_DNS_SERVERS: `127.0.0.1:${port}`, IDRISK_DNS_ALLOW_SUFFIXES: TEST_DNS_ALLOW_SUFFIXES },
    queries,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
