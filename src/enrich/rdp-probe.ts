/**
 * The remote-desktop probe (off unless IDRISK_IP_RDP_PROBE=on): a plain TCP connect to the address on each
 * configured port (default 3389 RDP and 5900 VNC), closed as soon as it opens; nothing is sent. true when any
 * port accepts, false when every port refuses or stays silent until the probe timeout.
 */
import { connect } from 'node:net';

export function probePort(host: string, port: number, timeoutMs: number, signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    let settled = false;
    const done = (open: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
      socket.destroy();
      resolve(open);
    };
    const onAbort = () => done(false);
    const timer = setTimeout(() => done(false), timeoutMs);
    signal.addEventListener('abort', onAbort, { once: true });
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

export async function probeRemoteDesktop(host: string, ports: readonly number[], timeoutMs: number, signal: AbortSignal): Promise<boolean> {
  const results = await Promise.all(ports.map((p) => probePort(host, p, timeoutMs, signal)));
  return results.some(Boolean);
}
