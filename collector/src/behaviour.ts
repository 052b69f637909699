/**
 * Coarse behaviour on the login page, recorded from the moment the collector loads: counts of pointer and touch
 * events, and the times of key presses and pastes in the username field. Never which key, never a clipboard
 * content, never a value of any field: only `event.timeStamp` and counters. Nothing is recorded for other fields.
 */
export const USERNAME_SELECTOR = '[data-idrisk="username"]';

export interface Behaviour {
  keystrokes: number;
  key_interval_mean_ms: number | null;
  key_interval_sd_ms: number | null;
  typing_ms: number | null;
  pastes: number;
  pointer_moves: number;
  pointer_clicks: number;
  touches: number;
  dwell_ms: number;
}

const MAX_KEY_TIMES = 256;

export class BehaviourRecorder {
  private readonly startedAt = now();
  private readonly keyTimes: number[] = [];
  private pastes = 0;
  private moves = 0;
  private clicks = 0;
  private touches = 0;

  start(doc: Document): void {
    const opts: AddEventListenerOptions = { capture: true, passive: true };
    const pointer = typeof PointerEvent !== 'undefined';
    doc.addEventListener(pointer ? 'pointermove' : 'mousemove', () => void this.moves++, opts);
    doc.addEventListener(pointer ? 'pointerdown' : 'mousedown', () => void this.clicks++, opts);
    doc.addEventListener('touchstart', () => void this.touches++, opts);
    doc.addEventListener('keydown', (e) => {
      // Only the time of the press, and only in the username field: the key itself is never read.
      if (isUsernameField(e.target) && this.keyTimes.length < MAX_KEY_TIMES) this.keyTimes.push(e.timeStamp);
    }, opts);
    doc.addEventListener('paste', (e) => {
      if (isUsernameField(e.target)) this.pastes++;
    }, opts);
  }

  snapshot(): Behaviour {
    const t = this.keyTimes;
    const gaps: number[] = [];
    for (let i = 1; i < t.length; i++) gaps.push(t[i] - t[i - 1]);
    const mean = gaps.length > 0 ? gaps.reduce((s, g) => s + g, 0) / gaps.length : null;
    const sd = mean !== null ? Math.sqrt(gaps.reduce((s, g) => s + (g - mean) ** 2, 0) / gaps.length) : null;
    return {
      keystrokes: t.length,
      key_interval_mean_ms: round(mean),
      key_interval_sd_ms: round(sd),
      typing_ms: t.length > 1 ? round(t[t.length - 1] - t[0]) : null,
      pastes: this.pastes,
      pointer_moves: Math.min(this.moves, 10_000_000),
      pointer_clicks: this.clicks,
      touches: this.touches,
      dwell_ms: Math.max(0, Math.round(now() - this.startedAt)),
    };
  }
}

function isUsernameField(target: EventTarget | null): boolean {
  return target instanceof Element && target.matches(USERNAME_SELECTOR) && !isPasswordField(target);
}

export function isPasswordField(el: Element): boolean {
  return el instanceof HTMLInputElement && el.type.toLowerCase() === 'password';
}

function now(): number {
  return typeof performance !== 'undefined' ? performance.now() : Date.now();
}

function round(v: number | null): number | null {
  return v === null ? null : Math.round(v * 10) / 10;
}
