/**
 * A minimal SMTP client for mailbox verification: banner, EHLO (HELO fallback), STARTTLS when offered,
 * MAIL FROM, one RCPT TO per address, RSET, QUIT. It never sends DATA, so no message is ever delivered.
 *
 * Why not nodemailer's SMTPConnection: its public API runs MAIL/RCPT/DATA as one `send()`; stopping before DATA
 * needs its private methods. This state machine is ~200 lines over node:net/node:tls and reports every reply.
 *
 * Expected failures are values: the probe resolves with `{ ok: false, failure }` for a refused connection, a
 * server that never greets, a dropped connection or a TLS handshake failure. It rejects only when its signal
 * aborts (runProvider turns that into a timeout).
 */
import { connect as netConnect, type Socket } from 'node:net';
import { connect as tlsConnect, type TLSSocket } from 'node:tls';

export interface SmtpReply {
  readonly code: number;
  /** Enhanced status code (RFC 3463) when the server gives one, e.g. `5.1.1`. */
  readonly enhanced: string | null;
  readonly text: string;
}

export interface SmtpProbeOptions {
  /** MX host name (TLS server name, logs). */
  readonly host: string;
  /** Address to connect to (already resolved and checked by the caller). */
  readonly address: string;
  readonly port: number;
  readonly helo: string;
  readonly from: string;
  readonly rcpts: readonly string[];
  /** Longest wait for any one reply (and for the connection). */
  readonly replyTimeoutMs: number;
  readonly signal?: AbortSignal;
}

export type SmtpFailure = 'refused' | 'unreachable' | 'no_response' | 'disconnected' | 'tls_failed' | 'protocol';

export type SmtpProbeResult =
  | {
      readonly ok: true;
      readonly banner: SmtpReply;
      readonly tls: boolean;
      /** Null when the session stopped before MAIL FROM (banner or EHLO refused). */
      readonly mailFrom: SmtpReply | null;
      /** One reply per RCPT sent, in order; stops at the first RCPT the session could not send. */
      readonly rcpts: readonly { readonly rcpt: string; readonly reply: SmtpReply }[];
    }
  | { readonly ok: false; readonly failure: SmtpFailure; readonly detail: string; readonly tls: boolean };

class SessionError extends Error {
  constructor(readonly failure: SmtpFailure, detail: string) {
    super(detail);
  }
}

const ENHANCED = /^([245]\.\d{1,3}\.\d{1,3})\s/;

/** Reads CRLF lines from a socket and assembles multi-line replies (`250-...` then `250 ...`). */
class ReplyReader {
  private buffer = '';
  private lines: string[] = [];
  private waiter: ((r: SmtpReply | SessionError) => void) | null = null;
  private queued: (SmtpReply | SessionError)[] = [];
  private closed: SessionError | null = null;

  constructor(private socket: Socket | TLSSocket) {
    this.attach(socket);
  }

  attach(socket: Socket | TLSSocket): void {
    this.socket = socket;
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => this.onData(chunk));
    socket.on('close', () => this.fail(new SessionError('disconnected', 'connection closed by the server')));
    socket.on('error', (err: NodeJS.ErrnoException) => this.fail(new SessionError('disconnected', err.code ?? err.message)));
  }

  detach(): void {
    this.socket.removeAllListeners('data');
    this.socket.removeAllListeners('close');
    this.socket.removeAllListeners('error');
    this.socket.on('error', () => {});
  }

  private onData(chunk: string): void {
    this.buffer += chunk;
    if (this.buffer.length > 64 * 1024) return this.fail(new SessionError('protocol', 'reply too long'));
    let i: number;
    while ((i = this.buffer.indexOf('\n')) >= 0) {
      const line = this.buffer.slice(0, i).replace(/\r$/, '');
      this.buffer = this.buffer.slice(i + 1);
      const m = /^(\d{3})([ -]?)(.*)$/.exec(line);
      if (!m) return this.fail(new SessionError('protocol', `unexpected line: ${line.slice(0, 80)}`));
      this.lines.push(m[3]);
      if (m[2] !== '-') {
        const text = this.lines.join('\n');
        this.lines = [];
        const enhanced = ENHANCED.exec(text)?.[1] ?? null;
        this.push({ code: Number(m[1]), enhanced, text });
      }
    }
  }

  private push(item: SmtpReply | SessionError): void {
    if (this.waiter) {
      const w = this.waiter;
      this.waiter = null;
      w(item);
    } else this.queued.push(item);
  }

  private fail(err: SessionError): void {
    if (this.closed) return;
    this.closed = err;
    this.push(err);
  }

  next(timeoutMs: number): Promise<SmtpReply> {
    const item = this.queued.shift() ?? (this.closed && this.queued.length === 0 && !this.waiter ? this.closed : undefined);
    if (item) return item instanceof SessionError ? Promise.reject(item) : Promise.resolve(item);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiter = null;
        reject(new SessionError('no_response', `no reply within ${timeoutMs} ms`));
      }, timeoutMs);
      this.waiter = (r) => {
        clearTimeout(timer);
        if (r instanceof SessionError) reject(r);
        else resolve(r);
      };
    });
  }
}

function connectSocket(opts: SmtpProbeOptions): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = netConnect({ host: opts.address, port: opts.port });
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new SessionError('unreachable', `no connection within ${opts.replyTimeoutMs} ms`));
    }, opts.replyTimeoutMs);
    socket.once('connect', () => {
      clearTimeout(timer);
      socket.removeAllListeners('error');
      resolve(socket);
    });
    socket.once('error', (err: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      const refused = err.code === 'ECONNREFUSED' || err.code === 'ECONNRESET';
      reject(new SessionError(refused ? 'refused' : 'unreachable', err.code ?? err.message));
    });
  });
}

function upgrade(socket: Socket, opts: SmtpProbeOptions): Promise<TLSSocket> {
  return new Promise((resolve, reject) => {
    // Opportunistic TLS (RFC 7435): the certificate is not verified; we only read RCPT replies, never send mail.
    const tls = tlsConnect({ socket, servername: opts.host.replace(/\.$/, ''), rejectUnauthorized: false });
    const timer = setTimeout(() => {
      tls.destroy();
      reject(new SessionError('tls_failed', 'TLS handshake timed out'));
    }, opts.replyTimeoutMs);
    tls.once('secureConnect', () => {
      clearTimeout(timer);
      tls.removeAllListeners('error');
      resolve(tls);
    });
    tls.once('error', (err) => {
      clearTimeout(timer);
      reject(new SessionError('tls_failed', err.message));
    });
  });
}

/** Run one verification session. See the module comment for what resolves and what rejects. */
export async function smtpProbe(opts: SmtpProbeOptions): Promise<SmtpProbeResult> {
  let socket: Socket | TLSSocket | null = null;
  let tls = false;
  let graceful = false;
  const onAbort = () => socket?.destroy();
  opts.signal?.addEventListener('abort', onAbort, { once: true });
  try {
    if (opts.signal?.aborted) throw opts.signal.reason ?? new Error('aborted');
    const plain = await connectSocket(opts);
    socket = plain;
    let reader = new ReplyReader(plain);
    const send = async (line: string): Promise<SmtpReply> => {
      socket!.write(`${line}\r\n`);
      return reader.next(opts.replyTimeoutMs);
    };

    const banner = await reader.next(opts.replyTimeoutMs);
    if (banner.code !== 220) return { ok: true, banner, tls, mailFrom: null, rcpts: [] };
    let ehlo = await send(`EHLO ${opts.helo}`);
    if (ehlo.code >= 500) ehlo = await send(`HELO ${opts.helo}`);
    if (ehlo.code !== 250) return { ok: true, banner: ehlo, tls, mailFrom: null, rcpts: [] };

    if (/^STARTTLS\b/im.test(ehlo.text)) {
      const go = await send('STARTTLS');
      if (go.code === 220) {
        reader.detach();
        const secure = await upgrade(plain, opts);
        socket = secure;
        tls = true;
        reader = new ReplyReader(secure);
        ehlo = await send(`EHLO ${opts.helo}`);
        if (ehlo.code !== 250) return { ok: true, banner: ehlo, tls, mailFrom: null, rcpts: [] };
      }
    }

    const mailFrom = await send(`MAIL FROM:<${opts.from}>`);
    const rcpts: { rcpt: string; reply: SmtpReply }[] = [];
    if (mailFrom.code === 250) {
      for (const rcpt of opts.rcpts) rcpts.push({ rcpt, reply: await send(`RCPT TO:<${rcpt}>`) });
      await send('RSET').catch(() => undefined);
    }
    graceful = true;
    const open = socket;
    open.end('QUIT\r\n');
    open.setTimeout(1000, () => open.destroy()).unref();
    return { ok: true, banner, tls, mailFrom, rcpts };
  } catch (err) {
    if (opts.signal?.aborted) throw err;
    if (err instanceof SessionError) return { ok: false, failure: err.failure, detail: err.message, tls };
    throw err;
  } finally {
    opts.signal?.removeEventListener('abort', onAbort);
    if (!graceful) socket?.destroy();
  }
}
