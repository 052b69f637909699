/**
 * SMTP servers on loopback for mailbox-verification tests, built on `smtp-server` (MIT-0).
 *
 * The service uses one SMTP port for every MX host (IDRISK_SMTP_PORT), so test servers share a port and differ by
 * loopback address (127.0.0.1, 127.0.0.2, ... all reach this machine).
 *
 * - `startSmtpServer({ domains })`: STARTTLS offered (smtp-server's built-in self-signed certificate); the reply to
 *   RCPT depends on the recipient's domain policy: greylist -> 451 4.7.1, a `quota` mailbox -> 552 5.2.2, catchAll or
 *   a known mailbox -> 250, otherwise 550 5.1.1. DATA is refused, and counted in `dataAttempts`.
 * - `startSilentServer(host, port)`: accepts TCP connections and never sends a byte (the deadline must hold).
 */
import { createServer, type Server, type Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { listenOnLoopback } from './ports.js';

export interface DomainPolicy {
  readonly mailboxes?: readonly string[];
  readonly catchAll?: boolean;
  readonly greylist?: boolean;
  readonly quota?: readonly string[];
}

export interface SmtpServerOptions {
  readonly domains: Readonly<Record<string, DomainPolicy>>;
  readonly host?: string;
  readonly port?: number;
}

export interface SmtpTestServer {
  port: number;
  /** Recipients asked for, in order. */
  readonly rcpts: string[];
  readonly mailFrom: string[];
  readonly helo: string[];
  /** Sessions that upgraded with STARTTLS. */
  tlsSessions: number;
  dataAttempts: number;
  close(): Promise<void>;
}

const err = (code: number, message: string) => Object.assign(new Error(message), { responseCode: code });

export async function startSmtpServer(opts: SmtpServerOptions): Promise<SmtpTestServer> {
  const policies = new Map(Object.entries(opts.domains).map(([d, p]) => [d.toLowerCase(), {
    ...p,
    mailboxes: new Set((p.mailboxes ?? []).map((m) => m.toLowerCase())),
    quota: new Set((p.quota ?? []).map((m) => m.toLowerCase())),
  }]));
  const state: SmtpTestServer = {
    port: 0, rcpts: [], mailFrom: [], helo: [], tlsSessions: 0, dataAttempts: 0,
    close: async () => undefined,
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH'],
    logger: false,
    onConnect(_session, cb) { cb(); },
    onSecure(_socket, _session, cb) { state.tlsSessions++; cb(); },
    onMailFrom(address, session, cb) {
      state.mailFrom.push(address.address);
      state.helo.push(session.hostNameAppearsAs);
      cb();
    },
    onRcptTo(address, _session, cb) {
      const rcpt = address.address.toLowerCase();
      state.rcpts.push(rcpt);
      const policy = policies.get(rcpt.split('@')[1] ?? '');
      if (!policy) return cb(err(550, '5.7.1 Relaying denied'));
      if (policy.greylist) return cb(err(451, '4.7.1 Greylisted, please try again later'));
      if (policy.quota.has(rcpt)) return cb(err(552, '5.2.2 Mailbox full'));
      if (policy.catchAll || policy.mailboxes.has(rcpt)) return cb();
      return cb(err(550, '5.1.1 No such user'));
    },
    onData(stream, _session, cb) {
      state.dataAttempts++;
      stream.resume();
      stream.on('end', () => cb(err(554, 'no DATA in tests')));
    },
  });
  server.on('error', () => undefined);
  state.port = await listenOnLoopback(server.server, opts.port ?? 0, opts.host ?? '127.0.0.1');
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}

export interface SilentServer {
  port: number;
  connections: number;
  close(): Promise<void>;
}

export async function startSilentServer(host = '127.0.0.1', port = 0): Promise<SilentServer> {
  const sockets = new Set<Socket>();
  const state = { port: 0, connections: 0, close: async () => undefined } as SilentServer;
  const server: Server = createServer((socket) => {
    state.connections++;
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  state.port = await listenOnLoopback(server, port, host);
  state.close = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server.close(() => resolve());
    });
  return state;
}
