/**
 * Small components that take data and render it as text (React escapes every string; nothing here sets HTML), with
 * the loading, empty and error states every screen uses.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { describeError } from './api';

export function Loading({ what }: { what: string }) {
  return (
    <p className="state" role="status" aria-live="polite">
      Loading {what}…
    </p>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return <p className="state empty">{children}</p>;
}

/** A failed call: the problem's title, its detail, the offending fields and the request_id to quote. */
export function ErrorBox({ error }: { error: unknown }) {
  const e = describeError(error);
  return (
    <div className="error" role="alert">
      <p className="error-title">{e.title}</p>
      {e.detail && <p>{e.detail}</p>}
      {e.fields.length > 0 && (
        <ul>
          {e.fields.map((f, i) => (
            <li key={i}>
              <code>{f.field}</code>: {f.message}
            </li>
          ))}
        </ul>
      )}
      <p className="muted">
        {e.code && <>code <code>{e.code}</code> · </>}
        request_id <code data-testid="request-id">{e.requestId ?? 'none'}</code>
      </p>
    </div>
  );
}

/** Query states in one place: loading, error, or the data. */
export function Async<T>({ query, what, children }: { query: { isPending: boolean; error: unknown; data: T | undefined }; what: string; children: (data: T) => ReactNode }) {
  if (query.error) return <ErrorBox error={query.error} />;
  if (query.isPending || query.data === undefined) return <Loading what={what} />;
  return <>{children(query.data)}</>;
}

/** Any JSON value as indented text. */
export function JsonView({ value, label }: { value: unknown; label: string }) {
  return (
    <pre className="json" tabIndex={0} aria-label={label}>
      {value === undefined ? 'undefined' : JSON.stringify(value, null, 2)}
    </pre>
  );
}

export function CopyButton({ text, label = 'Copy' }: { text: string; label?: string }) {
  const [done, setDone] = useState(false);
  return (
    <button
      type="button"
      onClick={() => {
        void navigator.clipboard?.writeText(text).then(() => setDone(true), () => setDone(false));
      }}
    >
      {done ? 'Copied' : label}
    </button>
  );
}

/** A secret shown once, with a copy button and the warning that it will not be shown again. */
export function SecretOnce({ secret, what }: { secret: string; what: string }) {
  return (
    <div className="secret" role="status">
      <p>
        The {what}. It is shown <strong>once</strong>: copy it now.
      </p>
      <code data-testid="secret">{secret}</code> <CopyButton text={secret} label={`Copy ${what}`} />
    </div>
  );
}

export function Time({ value }: { value: string | null | undefined }) {
  if (!value) return <span className="muted">—</span>;
  const d = new Date(value);
  return <time dateTime={value} title={value}>{Number.isNaN(d.getTime()) ? value : d.toISOString().replace('T', ' ').slice(0, 19)}</time>;
}

export function Text({ value }: { value: unknown }) {
  if (value === null || value === undefined || value === '') return <span className="muted">—</span>;
  return <>{typeof value === 'string' ? value : JSON.stringify(value)}</>;
}

/** A cursor pager: "Next page" follows next_cursor; "First page" starts over (the API pages forward only). */
export function Pager({ next, onNext, onFirst, atFirst }: { next: string | null | undefined; onNext: (cursor: string) => void; onFirst: () => void; atFirst: boolean }) {
  return (
    <nav className="pager" aria-label="Pages">
      <button type="button" onClick={onFirst} disabled={atFirst}>
        First page
      </button>
      <button type="button" onClick={() => next && onNext(next)} disabled={!next}>
        Next page
      </button>
    </nav>
  );
}

export function Field({ label, children, hint }: { label: string; children: (id: string) => ReactNode; hint?: string }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children(id)}
      {hint && <small className="muted">{hint}</small>}
    </div>
  );
}

/** The screen's heading; focus moves to it when the screen changes (keyboard and screen-reader users land on it). */
export function PageTitle({ title }: { title: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${title} · idrisk console`;
    ref.current?.focus({ preventScroll: true });
  }, [title]);
  return (
    <h1 tabIndex={-1} ref={ref}>
      {title}
    </h1>
  );
}
