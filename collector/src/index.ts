/**
 * idrisk browser collector. Load it on the login page:
 *
 *   <script src="https://YOUR-IDRISK/1.0/track/collector.js"></script>
 *   idrisk.collect({ appKey: 'idr_app_…', sessionId, username }) -> Promise (resolves once the record is stored)
 *
 * Passwords are never read: the only field value read is the username (given, or the element carrying
 * data-idrisk="username", refused if it is a password input); key presses are timed, never decoded.
 */
import { BehaviourRecorder, isPasswordField, USERNAME_SELECTOR } from './behaviour.js';
import { runProbes } from './probes.js';

declare const __COLLECTOR_VERSION__: string;

export interface CollectOptions {
  /** The publishable app key `idr_app_…` (`idrisk apps create`). */
  appKey: string;
  /** Your identifier of this login attempt; the same value goes to /track/enrollments and /track/results. */
  sessionId: string;
  /** The username; when omitted, the value of the element with data-idrisk="username". */
  username?: string;
  /** The collect URL; by default the collect endpoint next to the URL this script was loaded from. */
  endpoint?: string;
}

export interface CollectResult {
  session_id: string;
  stored_at: string;
}

const VERSION = __COLLECTOR_VERSION__;
const script = typeof document !== 'undefined' ? (document.currentScript as HTMLScriptElement | null) : null;
const defaultEndpoint = script?.src ? new URL('collect', script.src).href : null;
const recorder = new BehaviourRecorder();
if (typeof document !== 'undefined') recorder.start(document);

function fail(message: string): Error {
  return new Error(`idrisk: ${message}`);
}

function readUsername(given: string | undefined): string {
  if (typeof given === 'string') return given;
  const el = document.querySelector(USERNAME_SELECTOR);
  if (!el) throw fail(`no username given and no element ${USERNAME_SELECTOR} on the page`);
  if (isPasswordField(el)) throw fail(`the ${USERNAME_SELECTOR} element is a password field; it is never read`);
  if (!(el instanceof HTMLInputElement)) throw fail(`the ${USERNAME_SELECTOR} element is not an input`);
  return el.value;
}

export async function collect(options: CollectOptions): Promise<CollectResult> {
  if (!options || typeof options.appKey !== 'string' || !/^idr_app_[0-9A-Za-z]{32}$/.test(options.appKey)) throw fail('appKey must be an app key idr_app_…');
  if (typeof options.sessionId !== 'string' || options.sessionId === '' || options.sessionId.length > 256) throw fail('sessionId must be a text of 1 to 256 characters');
  const username = readUsername(options.username).trim();
  if (username === '' || username.length > 256) throw fail('the username is empty or longer than 256 characters');
  const endpoint = options.endpoint ?? defaultEndpoint;
  if (!endpoint) throw fail('no endpoint: load the collector with a script tag from your idrisk server or pass endpoint');

  const collected = await runProbes();
  const body = {
    session_id: options.sessionId,
    username,
    collector_version: VERSION,
    device_id: collected.device_id,
    browser: collected.browser,
    automation: collected.automation,
    behaviour: recorder.snapshot(),
    probe_errors: collected.probe_errors,
  };
  let res: Response;
  try {
    res = await fetch(endpoint, {
      method: 'POST',
      mode: 'cors',
      credentials: 'omit',
      headers: { 'content-type': 'application/json', 'x-idrisk-app-key': options.appKey },
      body: JSON.stringify(body),
    });
  } catch {
    throw fail('the collect call was refused (this page\'s origin is not allowed for the app) or the service is unreachable');
  }
  const answer = (await res.json().catch(() => null)) as { code?: string; detail?: string } | CollectResult | null;
  if (!res.ok) {
    const p = (answer ?? {}) as { code?: string; detail?: string };
    const err = fail(`collect refused: ${res.status} ${p.code ?? ''} ${p.detail ?? ''}`.trim()) as Error & { status?: number; code?: string };
    err.status = res.status;
    err.code = p.code;
    throw err;
  }
  return answer as CollectResult;
}

export const version = VERSION;
