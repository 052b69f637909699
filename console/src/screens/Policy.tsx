/**
 * One policy of an account (getPolicy: the policy, its versions and one version's document): the version published
 * and the drafts; a version's rules as people read them (name, condition in its CEL text, actions); for a role with
 * `rules.write` — publish a version, roll back to the version published before, and save a new draft from a JSON
 * text (rules with `when` in CEL or the canonical form), checked by the API (every problem listed with its path).
 * Each write carries what the screen read (`expected_latest`, `expected_published`): when someone else changed the
 * policy meanwhile the API answers 412 VERSION_MISMATCH, shown as such, and nothing is written.
 */
import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, isApiError, type Answer } from '../lib/api';
import { editorText, parseEditor, readDocument } from '../lib/decisions';
import { useCan } from '../lib/session';
import { ErrorBox, Field, Loading, PageTitle, Time } from '../lib/ui';

type Shown = Answer<'getPolicy'>;
const FIRST_DRAFT = JSON.stringify(
  { rules: [{ id: 'review_band', name: 'Review band', when: 'score >= 400 && score < 600', actions: [{ type: 'decision', outcome: 'review' }] }] },
  null,
  2,
);

function Rules({ doc }: { doc: unknown }) {
  const { rules, codes } = readDocument(doc);
  return (
    <>
      {rules.length === 0 ? <p className="muted">No rule: every call is approved.</p> : (
        <div className="table-wrap" role="region" aria-label="Rules, in the order they run" tabIndex={0}>
          <table>
            <thead><tr><th scope="col" className="num">#</th><th scope="col">Rule</th><th scope="col">Condition</th><th scope="col">Actions</th></tr></thead>
            <tbody>
              {rules.map((r, i) => (
                <tr key={`${r.id}-${i}`}>
                  <td className="num">{i + 1}</td>
                  <td data-testid="rule-name">{r.name} <code className="muted">{r.id}</code></td>
                  <td><code data-testid="rule-condition">{r.condition}</code>{!r.conditionIsText && <small className="muted"> (canonical form)</small>}</td>
                  <td><ul className="plain">{r.actions.map((a, j) => <li key={j}>{a}</li>)}</ul></td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {codes.length > 0 && (
        <table aria-label="The account's own reason codes">
          <thead><tr><th scope="col">Code</th><th scope="col">Meaning</th></tr></thead>
          <tbody>{codes.map(([c, d]) => <tr key={c}><td><code>{c}</code></td><td>{d}</td></tr>)}</tbody>
        </table>
      )}
    </>
  );
}

/** A 412 of a guarded write, said plainly, with the way out. */
function LostUpdate({ onReload }: { onReload: () => void }) {
  return (
    <div className="notice" role="alert" data-testid="lost-update">
      <p><strong>Someone changed this policy after you opened it.</strong> Nothing was saved or published. Reload it to see the versions as they are now, then do it again (your draft text stays in the editor).</p>
      <button type="button" onClick={onReload}>Reload the policy</button>
    </div>
  );
}

export default function Policy() {
  const { account = '', operation = '' } = useParams();
  const [params] = useSearchParams();
  const versionParam = /^[1-9][0-9]{0,6}$/.test(params.get('version') ?? '') ? params.get('version')! : undefined;
  const canWrite = useCan('rules.write');
  const client = useQueryClient();
  const navigate = useNavigate();
  const path = { account_id: account, operation };
  const base = `/policies/${encodeURIComponent(account)}/${encodeURIComponent(operation)}`;
  const shown = useQuery({
    queryKey: ['getPolicy', account, operation, versionParam ?? 'default'],
    queryFn: ({ signal }) => call('getPolicy', { path, query: { version: versionParam }, signal }),
  });
  const none = isApiError(shown.error, 'NOT_FOUND') && versionParam === undefined;
  const [editing, setEditing] = useState<{ text: string; latest: number } | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const invalidate = () => {
    void client.invalidateQueries({ queryKey: ['getPolicy', account, operation] });
    void client.invalidateQueries({ queryKey: ['listPolicies', account] });
  };
  const save = useMutation({
    mutationFn: (input: { rules: unknown[]; codes?: unknown; latest: number }) =>
      call('saveDraftPolicy', { path, body: input.codes === undefined ? { rules: input.rules, expected_latest: input.latest } : { rules: input.rules, codes: input.codes, expected_latest: input.latest } }),
    onSuccess: (v) => {
      setEditing(null);
      setDone(`Saved as draft version ${v.version}. Publish it to have live calls run it.`);
      invalidate();
      navigate(`${base}?version=${v.version}`);
    },
  });
  const publish = useMutation({
    mutationFn: (input: { version: number; expected: number | null }) => call('publishPolicy', { path, body: { version: input.version, expected_published: input.expected } }),
    onSuccess: (v) => {
      setDone(`Version ${v.version} is published: live calls run it now (other processes within 10 s).`);
      invalidate();
      navigate(`${base}?version=${v.version}`);
    },
  });
  const rollback = useMutation({
    mutationFn: (expected: number | null) => call('rollbackPolicy', { path, body: { expected_published: expected } }),
    onSuccess: (v) => {
      setDone(`Rolled back: version ${v.version} is published again.`);
      invalidate();
      navigate(`${base}?version=${v.version}`);
    },
  });
  const failure = save.error ?? publish.error ?? rollback.error;
  const reset = () => {
    save.reset();
    publish.reset();
    rollback.reset();
    setDone(null);
    setLocalError(null);
  };
  const reload = () => {
    reset();
    void shown.refetch().then((r) => {
      const latest = r.data ? Math.max(0, ...r.data.policy.versions.map((v) => v.version)) : 0;
      setEditing((e) => (e ? { ...e, latest } : e));
    });
    void client.invalidateQueries({ queryKey: ['getPolicy', account, operation] });
  };
  const submitDraft = () => {
    if (!editing) return;
    reset();
    const parsed = parseEditor(editing.text);
    if (!parsed.ok) {
      setLocalError(parsed.message);
      return;
    }
    save.mutate({ rules: parsed.rules, codes: parsed.codes, latest: editing.latest });
  };
  const busy = save.isPending || publish.isPending || rollback.isPending;

  const editor = editing && (
    <form
      aria-label="Draft editor"
      onSubmit={(e) => {
        e.preventDefault();
        submitDraft();
      }}
    >
      <Field label="Draft (JSON)" hint={'{"rules": [{"id", "name", "when", "actions"}], "codes"?}: "when" as CEL text (docs/rules.md) or the canonical form. The API checks it and lists every problem.'}>
        {(id) => <textarea id={id} className="code" value={editing.text} onChange={(e) => setEditing({ ...editing, text: e.target.value })} rows={16} spellCheck={false} />}
      </Field>
      <div className="actions">
        <button type="submit" className="primary" disabled={busy}>Save as a new draft</button>
        <button type="button" onClick={() => { setEditing(null); reset(); }}>Cancel</button>
      </div>
    </form>
  );
  const messages = (
    <>
      {done && <p role="status" data-testid="policy-done">{done}</p>}
      {localError && <div className="error" role="alert"><p className="error-title">Not sent</p><p>{localError}</p></div>}
      {isApiError(failure, 'VERSION_MISMATCH') && <LostUpdate onReload={reload} />}
      {failure && <ErrorBox error={failure} />}
    </>
  );

  return (
    <>
      <PageTitle title={`Policy ${operation}`} />
      <p><Link to={`/policies?account=${encodeURIComponent(account)}`}>Back to the account's policies</Link></p>
      {shown.isPending ? <Loading what="the policy" /> : none ? (
        <>
          <p className="state empty">The account has no {operation} policy: its {operation} calls are not decided. The first draft creates it.</p>
          {canWrite && !editing && <div className="actions"><button type="button" className="primary" onClick={() => setEditing({ text: FIRST_DRAFT, latest: 0 })}>Write a first draft</button></div>}
          {editor}
          {messages}
        </>
      ) : shown.error ? <ErrorBox error={shown.error} /> : (
        <PolicyView
          data={shown.data!}
          canWrite={canWrite}
          busy={busy}
          base={base}
          editing={editing !== null}
          onEdit={() => { reset(); setEditing({ text: editorText(shown.data!.version.document), latest: Math.max(0, ...shown.data!.policy.versions.map((v) => v.version)) }); }}
          onPublish={() => { reset(); publish.mutate({ version: shown.data!.version.version, expected: shown.data!.policy.published_version }); }}
          onRollback={() => { reset(); rollback.mutate(shown.data!.policy.published_version); }}
          editor={editor}
          messages={messages}
        />
      )}
    </>
  );
}

function PolicyView({ data, canWrite, busy, base, editing, onEdit, onPublish, onRollback, editor, messages }: {
  data: Shown; canWrite: boolean; busy: boolean; base: string; editing: boolean;
  onEdit: () => void; onPublish: () => void; onRollback: () => void; editor: ReactNode; messages: ReactNode;
}) {
  const { policy, version } = data;
  const versions = [...policy.versions].sort((a, b) => b.version - a.version);
  // Roll back needs a version published before the current one (the API decides which; offered only when one exists).
  const earlier = policy.published_version !== null && policy.versions.some((v) => v.version !== policy.published_version && v.published_at !== null);
  return (
    <>
      <dl className="facts">
        <dt>Published</dt><dd data-testid="published-version">{policy.published_version === null ? 'none (calls are not decided)' : `version ${policy.published_version}`}</dd>
        <dt>Shown</dt><dd data-testid="shown-version">version {version.version}, {version.status}</dd>
        <dt>Saved by</dt><dd>{version.author}, <Time value={version.created_at} /></dd>
        <dt>Published at</dt><dd><Time value={version.published_at} /></dd>
        <dt>Hash</dt><dd><code>{version.hash.slice(0, 16)}…</code></dd>
      </dl>
      {canWrite && (
        <div className="actions" aria-label="Policy actions" role="group">
          {version.status !== 'published' && <button type="button" className="primary" onClick={onPublish} disabled={busy}>Publish version {version.version}</button>}
          {earlier && <button type="button" onClick={onRollback} disabled={busy}>Roll back to the version published before</button>}
          {!editing && <button type="button" onClick={onEdit} disabled={busy}>New draft from version {version.version}</button>}
        </div>
      )}
      {messages}
      {editor}
      <h2>Rules of version {version.version}</h2>
      <Rules doc={version.document} />
      <h2>Versions</h2>
      <div className="table-wrap" role="region" aria-label="Versions, newest first" tabIndex={0}>
        <table>
          <thead><tr><th scope="col" className="num">Version</th><th scope="col">Status</th><th scope="col">Saved by</th><th scope="col">Saved</th><th scope="col">Published at</th></tr></thead>
          <tbody>
            {versions.map((v) => (
              <tr key={v.version} aria-current={v.version === version.version ? 'true' : undefined}>
                <td className="num"><Link to={`${base}?version=${v.version}`} aria-label={`Version ${v.version}`}>{v.version}</Link></td>
                <td data-testid={`status-${v.version}`}>{v.status}</td>
                <td>{v.author}</td>
                <td><Time value={v.created_at} /></td>
                <td><Time value={v.published_at} /></td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
