/**
 * Login tracking: the collector intake, enrollment of a collected session as a trusted reference of its username,
 * and the results of a login attempt scored against the username's references. No HTTP here: the routes call these
 * inside the platform's precheck -> work -> commit sequence, so billing and the enrollment share one transaction.
 */
import type { ReportSuppressed } from '../observability/metrics.js';
import type { Config } from '../config/index.js';
import type { CollectRequest, CollectResponse } from '../contract/collect.js';
import type { LoginEnrollmentResponse, LoginResultsResponse } from '../contract/payloads/login.js';
import type { IpPayload } from '../contract/payloads/ip.js';
import type { DevicePayload } from '../contract/payloads/device.js';
import { lookupDeadline } from '../enrich/deadline.js';
import type { IdentityGraph } from '../identity/graph.js';
import type { EngineRegistry, ProductOutcome } from '../products/types.js';
import type { Scored } from '../scoring/scorecard.js';
import type { Executor } from '../store/db.js';
import { newId } from '../accounts/ids.js';
import type { Apps, App } from './apps.js';
import type { LoginRecords } from './records.js';
import type { LoginRecordsTable } from '../store/schema.js';
import { SessionAlreadyEnrolled, SessionNotFound, UsernameMismatch } from './errors.js';
import { scoreLogin, type DeviceReference, type Enrolled } from './score.js';

export interface LoginDeps {
  readonly config: Config;
  readonly apps: Apps;
  readonly records: LoginRecords;
  readonly graph: IdentityGraph;
  readonly engines: EngineRegistry;
  /** Where the best-effort purge of expired records reports a failure (logged and counted). */
  readonly report?: ReportSuppressed;
}

/** What a record keeps besides its indexed columns. */
export type RecordData = Pick<CollectRequest, 'collector_version' | 'browser' | 'automation' | 'behaviour' | 'probe_errors'>;

/** Usernames are compared trimmed, NFC-normalized and lower-cased (most sites treat them case-insensitively). */
export function normalizeUsername(username: string): string {
  return username.normalize('NFC').trim().toLowerCase();
}

const DAY_MS = 86_400_000;
/** How often (at most) a collect call also deletes what is past its retention. */
const PURGE_EVERY_MS = 3_600_000;

interface Analysis {
  readonly ip: IpPayload | null;
  readonly device: DevicePayload | null;
  readonly codes: readonly string[];
  readonly reference: DeviceReference;
}

/**
 * The login attempt a results call scores: a collector record as stored (live), or the sandbox's synthetic record of
 * the session (src/sandbox/login.ts). Both go through `analyzeAttempt` and `loginResultsOf`, the one login path.
 */
export interface LoginAttempt {
  readonly sessionId: string;
  readonly deviceId: string | null;
  /** The address the record was collected from. */
  readonly ip: string;
  /** When the record was collected (ISO 8601). */
  readonly collectedAt: string;
  readonly data: RecordData;
  /** The app key of the app that collected it (null when the app is gone). */
  readonly appKey: string | null;
}

/** The ip and device engines an attempt is analysed with: live ones, or the sandbox's on synthetic sources. */
export interface AttemptEngines {
  readonly ip?: (ip: string) => Promise<ProductOutcome<IpPayload>>;
  readonly device?: (userAgent: string) => Promise<ProductOutcome<DevicePayload>>;
}

/** The ip engine on the collecting address and the device engine on the user agent, and the reference they make. */
export async function analyzeAttempt(attempt: Pick<LoginAttempt, 'deviceId' | 'ip' | 'data'>, engines: AttemptEngines): Promise<Analysis> {
  const b = attempt.data.browser;
  const [ip, device] = await Promise.all([engines.ip ? engines.ip(attempt.ip) : null, engines.device && b.user_agent !== '' ? engines.device(b.user_agent) : null]);
  const codes = [...codesOf(ip), ...codesOf(device)];
  const reference: DeviceReference = {
    device_id: attempt.deviceId,
    os: device?.payload.operating_system ?? null,
    browser: device?.payload.browser_name ?? null,
    screen: size(b.screen_width, b.screen_height),
    webgl_renderer: b.webgl_renderer,
    cpu_cores: b.cpu_cores,
    timezone: b.timezone,
    language: b.language,
  };
  return { ip: ip?.payload ?? null, device: device?.payload ?? null, codes, reference };
}

/**
 * The results answer of an attempt and its score: the attempt scored against the username's enrolled references
 * (src/login/score.ts). `mismatch`: the backend's username differs from the typed one. Pure.
 */
export function loginResultsOf(
  attempt: LoginAttempt,
  a: Analysis,
  enrolled: readonly Enrolled[],
  input: { username?: string; transactionId: string },
  mismatch: boolean,
): { body: LoginResultsResponse; scored: Scored } {
  const data = attempt.data;
  const b = data.browser;
  const scored = scoreLogin(
    {
      reference: a.reference,
      collectedAt: new Date(attempt.collectedAt),
      ip: { countryCode: a.ip?.country ?? null, lat: num(a.ip?.lat), lon: num(a.ip?.lon), timezone: a.ip?.timezone ?? null },
      automation: { webdriver: data.automation.webdriver, botKind: data.automation.bot_kind, headlessTraits: data.automation.headless_traits },
      privacyPlugins: b.privacy_plugins,
      incognito: b.incognito,
      cookiesEnabled: b.cookies_enabled,
      behaviour: {
        keystrokes: data.behaviour.keystrokes,
        keyIntervalMeanMs: data.behaviour.key_interval_mean_ms,
        pastes: data.behaviour.pastes,
        pointerMoves: data.behaviour.pointer_moves,
        pointerClicks: data.behaviour.pointer_clicks,
        touches: data.behaviour.touches,
      },
      usernameMismatch: mismatch,
      engineCodes: a.codes,
    },
    enrolled,
  );
  const ip = a.ip;
  const failed = new Set(data.probe_errors);
  const body: LoginResultsResponse = {
    transaction_id: input.transactionId,
    username: input.username !== undefined && !mismatch ? input.username : null,
    app_key: attempt.appKey,
    session_id: attempt.sessionId,
    device_request_time: attempt.collectedAt,
    browser_battery_charging: b.battery_charging,
    browser_battery_level: b.battery_level,
    browser_device_operating_system: a.device?.operating_system ?? null,
    browser_device_type: a.device?.category ?? null,
    browser_has_privacy_related_plugins: failed.has('privacy') ? null : b.privacy_plugins.length > 0,
    browser_name: a.device?.browser_name ?? null,
    browser_language: b.language,
    browser_timezone: b.timezone,
    browser_version: b.ua_full_version ?? a.device?.browser_version ?? null,
    browser_cpu_class: b.cpu_class,
    browser_cpu_cores: b.cpu_cores,
    browser_video_card_vendor: b.webgl_vendor,
    browser_video_card_renderer: b.webgl_renderer,
    browser_media_devices_count: b.media_devices_count,
    browser_media_devices_list: b.media_devices_count === null ? null : b.media_devices_kinds.join(','),
    browser_screen_resolution: size(b.screen_width, b.screen_height),
    browser_viewport: size(b.viewport_width, b.viewport_height),
    browser_color_depth: b.color_depth,
    browser_cookies_enabled: b.cookies_enabled,
    browser_incognito_mode: b.incognito,
    browser_device_model: b.ua_model || a.device?.model || null,
    browser_device_brand: a.device?.brand ?? null,
    ip: attempt.ip,
    ip_black_list_count: ip?.black_list_count ?? null,
    ip_city: ip?.city ?? null,
    ip_company_domain: ip?.company_domain ?? null,
    ip_connection_speed: ip?.connection_speed ?? null,
    ip_connection_type: ip?.connection_type ?? null,
    // The same form as the ip payload's `country` (ISO 3166 alpha-2), issue 31.
    ip_country: ip?.country ?? null,
    ip_country_code: ip?.country ?? null,
    ip_css_count: ip?.css_count ?? null,
    ip_css_in_days: ip?.css_in_days ?? null,
    ip_is_hosting: ip?.is_hosting ?? null,
    ip_is_mobile: ip?.is_mobile ?? null,
    ip_is_proxy: ip?.is_proxy ?? null,
    ip_is_relay: ip?.is_relay ?? null,
    ip_is_tor: ip?.is_tor ?? null,
    ip_is_valid_format: ip?.is_valid_format ?? null,
    ip_is_vpn: ip?.is_vpn ?? null,
    ip_isp: ip?.isp ?? null,
    ip_lat: ip?.lat ?? null,
    ip_lon: ip?.lon ?? null,
    ip_proxy_name: ip?.proxy_name ?? null,
    ip_proxy_type: ip?.proxy_type ?? null,
    ip_timezone: ip?.timezone ?? null,
    ip_timezone_request_time: ip?.request_time ?? null,
    ip_xbl_count: ip?.xbl_count ?? null,
    ip_xbl_in_days: ip?.xbl_in_days ?? null,
    ip_zip: ip?.zip ?? null,
    ip_vpn_name: ip?.vpn_name ?? null,
    score: scored.score,
    score_cluster: scored.score_cluster,
    reason_codes: scored.reason_codes,
  };
  return { body, scored };
}

export class LoginService {
  private lastPurge = 0;

  constructor(private readonly deps: LoginDeps) {}

  private usernameHash(username: string): string {
    return this.deps.graph.keyedHash('username', normalizeUsername(username));
  }

  /** Store the record a browser sent through an app (a session is collected once: a second record is refused). */
  async collect(app: App, body: CollectRequest, meta: { ip: string; origin: string; now: Date }): Promise<CollectResponse> {
    const data: RecordData = {
      collector_version: body.collector_version,
      browser: body.browser,
      automation: body.automation,
      behaviour: body.behaviour,
      probe_errors: body.probe_errors,
    };
    await this.deps.records.put({
      id: newId('lrec'),
      account_id: app.accountId,
      app_id: app.id,
      session_id: body.session_id,
      username_hash: this.usernameHash(body.username),
      device_id: body.device_id,
      ip: meta.ip,
      origin: meta.origin,
      data: JSON.stringify(data),
      created_at: meta.now.toISOString(),
    });
    this.maybePurge(meta.now);
    return { session_id: body.session_id, stored_at: meta.now.toISOString() };
  }

  /**
   * Enroll the record of a session as a reference of its username: the response and the write to run in the
   * commit's transaction. 404 (SessionNotFound) when this account has no record for the session.
   */
  async enroll(
    accountId: string,
    sessionId: string,
    input: { username?: string; transactionId: string },
    now: Date,
  ): Promise<{ body: LoginEnrollmentResponse; write: (tx: Executor) => Promise<void> }> {
    const record = await this.record(accountId, sessionId, now);
    if (input.username !== undefined && this.usernameHash(input.username) !== record.username_hash) throw new UsernameMismatch(sessionId);
    if (await this.deps.records.isEnrolled(accountId, sessionId)) throw new SessionAlreadyEnrolled(sessionId);
    const a = await this.analyze(accountId, record, now);
    const write = (tx: Executor) =>
      this.deps.records.enroll(
        {
          id: newId('enr'),
          account_id: accountId,
          username_hash: record.username_hash,
          session_id: sessionId,
          device_id: record.device_id,
          reference: JSON.stringify(a.reference),
          ip_country_code: a.ip?.country ?? null,
          ip_lat: num(a.ip?.lat),
          ip_lon: num(a.ip?.lon),
          collected_at: record.created_at,
          created_at: now.toISOString(),
        },
        tx,
      );
    return { body: { transaction_id: input.transactionId, session_id: sessionId }, write };
  }

  /** The login results of a session, scored against the enrolled references of its username. */
  async results(
    accountId: string,
    sessionId: string,
    input: { username?: string; transactionId: string },
    now: Date,
  ): Promise<{ body: LoginResultsResponse; scored: Scored }> {
    const { config, records } = this.deps;
    const record = await this.record(accountId, sessionId, now);
    const data = JSON.parse(record.data) as RecordData;
    const mismatch = input.username !== undefined && this.usernameHash(input.username) !== record.username_hash;
    const a = await this.analyze(accountId, record, now);
    const refs = await records.references(accountId, record.username_hash, new Date(now.getTime() - config.login.enrollmentDays * DAY_MS));
    const enrolled: Enrolled[] = refs
      // A session is never its own reference: results of an enrolled session compare it with the others.
      .filter((r) => r.session_id !== sessionId)
      .map((r) => ({
        reference: JSON.parse(r.reference) as DeviceReference,
        countryCode: r.ip_country_code,
        lat: r.ip_lat === null ? null : Number(r.ip_lat),
        lon: r.ip_lon === null ? null : Number(r.ip_lon),
        collectedAt: new Date(r.collected_at),
      }));
    const app = await this.deps.apps.get(record.app_id);
    const attempt: LoginAttempt = { sessionId, deviceId: record.device_id, ip: record.ip, collectedAt: record.created_at, data, appKey: app?.appKey ?? null };
    return loginResultsOf(attempt, a, enrolled, input, mismatch);
  }

  private async record(accountId: string, sessionId: string, now: Date): Promise<LoginRecordsTable> {
    const notBefore = new Date(now.getTime() - this.deps.config.login.recordDays * DAY_MS);
    const record = await this.deps.records.get(accountId, sessionId, notBefore);
    if (!record) throw new SessionNotFound(sessionId);
    return record;
  }

  /** The ip engine on the collecting address and the device engine on the user agent, under one deadline. */
  private async analyze(accountId: string, record: LoginRecordsTable, now: Date): Promise<Analysis> {
    const data = JSON.parse(record.data) as RecordData;
    const { ip: ipEngine, device: deviceEngine } = this.deps.engines;
    const deadline = lookupDeadline(this.deps.config.defaultTimeout, this.deps.config.answerReserveMs);
    try {
      const ctx = { deadline, now, accountId, given: {} };
      return await analyzeAttempt(
        { deviceId: record.device_id, ip: record.ip, data },
        {
          ip: ipEngine ? (ip) => ipEngine.analyze({ ip }, ctx) as Promise<ProductOutcome<IpPayload>> : undefined,
          device: deviceEngine ? (ua) => deviceEngine.analyze({ user_agent: ua }, ctx) as Promise<ProductOutcome<DevicePayload>> : undefined,
        },
      );
    } finally {
      deadline.dispose();
    }
  }

  private maybePurge(now: Date): void {
    if (now.getTime() - this.lastPurge < PURGE_EVERY_MS) return;
    this.lastPurge = now.getTime();
    const { recordDays, enrollmentDays } = this.deps.config.login;
    void this.deps.records
      .purge(new Date(now.getTime() - recordDays * DAY_MS), new Date(now.getTime() - enrollmentDays * DAY_MS))
      .catch((err: unknown) => this.deps.report?.('login_record_purge', err));
  }
}

function codesOf(out: ProductOutcome<unknown> | null): string[] {
  const codes = out?.scored?.reason_codes;
  return codes ? codes.split(',').filter(Boolean) : [];
}

function num(v: string | null | undefined): number | null {
  if (v === null || v === undefined || v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
}

function size(w: number | null, h: number | null): string | null {
  return w === null || h === null ? null : `${w}x${h}`;
}

