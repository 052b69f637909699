/**
 * One account: its facts (getAccount) and one tab at a time, each one request: keys (create shows the secret once
 * with a copy button; revoke; rotate with a grace period), the credit ledger (add credits), usage per product and
 * day, and login-tracking apps. Actions the role may not take are not offered.
 */
import { useState, type FormEvent } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, type Answer } from '../lib/api';
import { can, useCan, useMe } from '../lib/session';
import { useCursor } from '../lib/paging';
import { Async, Empty, ErrorBox, Field, PageTitle, Pager, SecretOnce, Text, Time } from '../lib/ui';

const TABS = [
  { id: 'keys', label: 'Keys', permission: 'keys.read' },
  { id: 'credits', label: 'Credits', permission: 'credits.read' },
  { id: 'usage', label: 'Usage', permission: 'usage.read' },
  { id: 'apps', label: 'Apps', permission: 'apps.read' },
] as const;

function Keys({ accountId }: { accountId: string }) {
  const client = useQueryClient();
  const canWrite = useCan('keys.write');
  const paging = useCursor(accountId);
  const keys = useQuery({ queryKey: ['listKeys', accountId, paging.cursor], queryFn: ({ signal }) => call('listKeys', { path: { account_id: accountId }, query: { cursor: paging.cursor }, signal }) });
  const [environment, setEnvironment] = useState<'live' | 'sandbox'>('sandbox');
  const [grace, setGrace] = useState('86400');
  const [secret, setSecret] = useState<string | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: ['listKeys', accountId] });
  const create = useMutation({ mutationFn: () => call('createKey', { path: { account_id: accountId }, body: { environment } }), onSuccess: (k) => { setSecret(k.secret ?? null); void refresh(); } });
  const revoke = useMutation({ mutationFn: (id: string) => call('revokeKey', { path: { key_id: id }, body: {} }), onSuccess: () => { setSecret(null); void refresh(); } });
  const rotate = useMutation({ mutationFn: (id: string) => call('rotateKey', { path: { key_id: id }, body: { grace_seconds: Number(grace) } }), onSuccess: (r) => { setSecret(r.new.secret ?? null); void refresh(); } });
  const failure = create.error ?? revoke.error ?? rotate.error;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate();
  };
  return (
    <section aria-label="Keys">
      {canWrite && (
        <form className="filters" onSubmit={submit} aria-label="Create a key">
          <Field label="Environment">
            {(id) => (
              <select id={id} value={environment} onChange={(e) => setEnvironment(e.target.value as 'live' | 'sandbox')}>
                <option value="sandbox">sandbox (idr_test_…)</option>
                <option value="live">live (idr_live_…)</option>
              </select>
            )}
          </Field>
          <Field label="Rotation grace (seconds)" hint="How long the old secret keeps working after a rotation.">
            {(id) => <input id={id} type="number" min={0} max={2592000} value={grace} onChange={(e) => setGrace(e.target.value)} />}
          </Field>
          <div className="actions"><button type="submit" className="primary" disabled={create.isPending}>Create key</button></div>
        </form>
      )}
      {secret && <SecretOnce secret={secret} what="new key's secret" />}
      {failure && <ErrorBox error={failure} />}
      <Async query={keys} what="keys">
        {(page) =>
          page.data.length === 0 ? (
            <Empty>No key.</Empty>
          ) : (
            <>
              <table>
                <thead>
                  <tr><th scope="col">Prefix</th><th scope="col">Environment</th><th scope="col">Created</th><th scope="col">Expires</th><th scope="col">Revoked</th><th scope="col">Replaced by</th>{canWrite && <th scope="col">Actions</th>}</tr>
                </thead>
                <tbody>
                  {page.data.map((k) => (
                    <tr key={k.id}>
                      <td><code>{k.prefix}…</code></td><td>{k.environment}</td><td><Time value={k.created_at} /></td><td><Time value={k.expires_at} /></td><td><Time value={k.revoked_at} /></td><td><Text value={k.replaced_by} /></td>
                      {canWrite && (
                        <td className="row-actions">
                          {!k.revoked_at && (
                            <>
                              <button type="button" onClick={() => rotate.mutate(k.id)} aria-label={`Rotate key ${k.prefix}`}>Rotate</button>
                              <button type="button" className="danger" onClick={() => confirm(`Revoke ${k.prefix}…? Calls with it will answer 401.`) && revoke.mutate(k.id)} aria-label={`Revoke key ${k.prefix}`}>Revoke</button>
                            </>
                          )}
                        </td>
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
              <Pager next={page.next_cursor} onNext={paging.next} onFirst={paging.first} atFirst={paging.atFirst} />
            </>
          )
        }
      </Async>
    </section>
  );
}

function Credits({ accountId }: { accountId: string }) {
  const client = useQueryClient();
  const canWrite = useCan('credits.write');
  const paging = useCursor(accountId);
  const ledger = useQuery({ queryKey: ['listCreditLedger', accountId, paging.cursor], queryFn: ({ signal }) => call('listCreditLedger', { path: { account_id: accountId }, query: { cursor: paging.cursor }, signal }) });
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const add = useMutation({
    mutationFn: () => call('addCredits', { path: { account_id: accountId }, body: { amount: Number(amount), ...(note ? { note } : {}) } }),
    onSuccess: () => { setAmount(''); setNote(''); void client.invalidateQueries({ queryKey: ['listCreditLedger', accountId] }); void client.invalidateQueries({ queryKey: ['getAccount', accountId] }); },
  });
  return (
    <section aria-label="Credits">
      {canWrite && (
        <form className="filters" onSubmit={(e) => { e.preventDefault(); add.mutate(); }} aria-label="Add credits">
          <Field label="Amount">{(id) => <input id={id} type="number" required value={amount} onChange={(e) => setAmount(e.target.value)} />}</Field>
          <Field label="Note">{(id) => <input id={id} value={note} onChange={(e) => setNote(e.target.value)} />}</Field>
          <div className="actions"><button type="submit" className="primary" disabled={add.isPending}>Add credits</button></div>
        </form>
      )}
      {add.error && <ErrorBox error={add.error} />}
      <Async query={ledger} what="the credit ledger">
        {(page) =>
          page.data.length === 0 ? <Empty>No ledger entry.</Empty> : (
            <>
              <table>
                <thead><tr><th scope="col">Time</th><th scope="col" className="num">Amount</th><th scope="col" className="num">Balance</th><th scope="col">Actor</th><th scope="col">Note</th></tr></thead>
                <tbody>
                  {page.data.map((l) => (
                    <tr key={l.id}><td><Time value={l.created_at} /></td><td className="num">{l.amount}</td><td className="num">{l.balance}</td><td>{l.actor}</td><td><Text value={l.note} /></td></tr>
                  ))}
                </tbody>
              </table>
              <Pager next={page.next_cursor} onNext={paging.next} onFirst={paging.first} atFirst={paging.atFirst} />
            </>
          )
        }
      </Async>
    </section>
  );
}

function Usage({ accountId }: { accountId: string }) {
  const usage = useQuery({ queryKey: ['getUsage', accountId], queryFn: ({ signal }) => call('getUsage', { path: { account_id: accountId }, signal }) });
  return (
    <Async query={usage} what="usage">
      {(u) =>
        u.days.length === 0 ? <Empty>No call from {u.from} to {u.to}.</Empty> : (
          <table aria-label={`Usage from ${u.from} to ${u.to}`}>
            <thead><tr><th scope="col">Day</th><th scope="col">Product</th><th scope="col" className="num">Calls</th><th scope="col" className="num">Credits</th></tr></thead>
            <tbody>{u.days.map((d, i) => <tr key={i}><td>{d.day}</td><td>{d.operation}</td><td className="num">{d.calls}</td><td className="num">{d.credits}</td></tr>)}</tbody>
          </table>
        )
      }
    </Async>
  );
}

function Apps({ accountId }: { accountId: string }) {
  const apps = useQuery({ queryKey: ['listApps', accountId], queryFn: ({ signal }) => call('listApps', { path: { account_id: accountId }, signal }) });
  return (
    <Async query={apps} what="apps">
      {(a) =>
        a.data.length === 0 ? <Empty>No login-tracking app.</Empty> : (
          <table>
            <thead><tr><th scope="col">App key</th><th scope="col">Origins</th><th scope="col">Created</th><th scope="col">Revoked</th></tr></thead>
            <tbody>{a.data.map((x) => <tr key={x.id}><td><code>{x.app_key}</code></td><td>{x.origins.join(', ')}</td><td><Time value={x.created_at} /></td><td><Time value={x.revoked_at} /></td></tr>)}</tbody>
          </table>
        )
      }
    </Async>
  );
}

function Facts({ a }: { a: Answer<'getAccount'> }) {
  return (
    <dl className="facts">
      <dt>Id</dt><dd><code>{a.id}</code></dd>
      <dt>Credits</dt><dd>{a.unlimited ? 'unlimited' : (a.credits ?? '—')}</dd>
      <dt>Products</dt><dd>{a.products.join(', ')}</dd>
      <dt>Rate limit</dt><dd>{a.rate_limit} / s</dd>
      <dt>Webhook URL</dt><dd><Text value={a.webhook_url} /></dd>
      <dt>State</dt><dd>{a.disabled ? 'disabled' : 'active'}</dd>
      <dt>Decisions</dt>
      <dd>
        {(['lists', 'policies', 'models', 'report'] as const).map((to, i) => (
          <span key={to}>{i > 0 && ' · '}<Link to={`/${to}?account=${encodeURIComponent(a.id)}`}>{{ lists: 'Lists', policies: 'Policies', models: 'Active models', report: 'Label report' }[to]}</Link></span>
        ))}
      </dd>
    </dl>
  );
}

export default function Account() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const me = useMe().data;
  const allowed = TABS.filter((t) => can(me, t.permission));
  const tab = allowed.find((t) => t.id === params.get('tab')) ?? allowed[0];
  const account = useQuery({ queryKey: ['getAccount', id], queryFn: ({ signal }) => call('getAccount', { path: { account_id: id }, signal }) });
  return (
    <>
      <PageTitle title={account.data ? `Account ${account.data.name}` : `Account ${id}`} />
      <p><Link to="/accounts">All accounts</Link></p>
      <Async query={account} what="the account">{(a) => <Facts a={a} />}</Async>
      <div role="tablist" aria-label="Account sections" className="tabs">
        {allowed.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            id={`tab-${t.id}`}
            aria-selected={t.id === tab?.id}
            aria-controls="tabpanel"
            tabIndex={t.id === tab?.id ? 0 : -1}
            onClick={() => setParams({ tab: t.id }, { replace: true })}
            onKeyDown={(e) => {
              // The tabs pattern: arrow keys move between tabs, Tab goes on to the panel.
              const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
              if (!step) return;
              e.preventDefault();
              const next = allowed[(allowed.indexOf(t) + step + allowed.length) % allowed.length];
              setParams({ tab: next.id }, { replace: true });
              document.getElementById(`tab-${next.id}`)?.focus();
            }}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="tabpanel" aria-labelledby={tab ? `tab-${tab.id}` : undefined}>
        {tab?.id === 'keys' && <Keys accountId={id} />}
        {tab?.id === 'credits' && <Credits accountId={id} />}
        {tab?.id === 'usage' && <Usage accountId={id} />}
        {tab?.id === 'apps' && <Apps accountId={id} />}
      </div>
    </>
  );
}
