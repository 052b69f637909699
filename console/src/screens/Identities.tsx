/**
 * Identity explorer: a phone, email, IP or name (with the account whose graph to read) shows the graph of linked
 * touch points at depth 2 (counts beyond the fan-out bound) and the timeline of its resolutions with their scores.
 * One request (lookupIdentity, a POST: the value never goes into a URL), plus the account list for the picker.
 *
 * A linked touch point is known to the API only by its keyed hash; each node comes with an opaque reference bound to
 * the account's graph (no touch point in clear), which opens that node's own page, /identities/nodes/{ref}?account=…
 * (openIdentityNode, one request): by a click on the graph, or from the list of linked touch points beside it.
 */
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call, type Answer, type RequestBody } from '../lib/api';
import { Async, Empty, ErrorBox, Field, Loading, PageTitle, Text, Time } from '../lib/ui';

const IdentityGraph = lazy(() => import('../parts/IdentityGraph'));
type Lookup = RequestBody<'lookupIdentity'>;
type Identity = Answer<'lookupIdentity'>;

/** Where a node's own page is. */
export const nodePath = (ref: string, accountId: string) => `/identities/nodes/${encodeURIComponent(ref)}?account=${encodeURIComponent(accountId)}`;

function IdentityView({ data, accountId }: { data: Identity; accountId: string }) {
  const navigate = useNavigate();
  return (
    <>
      <dl className="facts">
        <dt>Kind</dt><dd data-testid="identity-kind">{data.kind}</dd>
        <dt>Node (keyed hash)</dt><dd><code data-testid="identity-node">{data.node}</code></dd>
        <dt>Account</dt><dd><Link to={`/accounts/${encodeURIComponent(accountId)}`}>{accountId}</Link></dd>
        <dt>First seen</dt><dd><Time value={data.first_seen} /></dd>
        <dt>Last seen</dt><dd><Time value={data.last_seen} /></dd>
      </dl>
      <h2>Linked touch points</h2>
      {data.linked === null ? (
        <Empty>The graph is not shown to an operator limited to some accounts (it is shared by every account).</Empty>
      ) : data.linked.items.length === 0 ? (
        <Empty>No linked touch point.</Empty>
      ) : (
        <div className="split">
          <Suspense fallback={<Loading what="the graph" />}>
            <IdentityGraph identity={data} onOpen={(ref) => navigate(nodePath(ref, accountId))} />
          </Suspense>
          <div>
            <table aria-label="Linked touch points">
              <thead>
                <tr><th scope="col">Kind</th><th scope="col">Node</th><th scope="col" className="num">Links</th><th scope="col">Last seen</th><th scope="col" className="num">Linked beyond</th></tr>
              </thead>
              <tbody>
                {data.linked.items.map((n) => (
                  <tr key={n.node}>
                    <td>{n.kind}</td>
                    <td>
                      <Link to={nodePath(n.ref, accountId)} aria-label={`Open the linked ${n.kind} ${n.node.slice(0, 12)}`}>
                        <code>{n.node.slice(0, 12)}</code>
                      </Link>
                    </td>
                    <td className="num">{n.links}</td><td><Time value={n.last_seen} /></td>
                    <td className="num">{n.linked ? `${n.linked.items.length} + ${n.linked.beyond}` : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {data.linked.beyond > 0 && <p className="muted">{data.linked.beyond} more linked touch points are not listed (fan-out bound).</p>}
            <p className="muted">A linked touch point's value is not stored (only its keyed hash): open one to see its own links and resolutions.</p>
          </div>
        </div>
      )}
      <h2>Timeline</h2>
      {data.resolutions.length === 0 ? (
        <Empty>No resolution of this touch point.</Empty>
      ) : (
        <ol className="timeline" aria-label="Resolutions of this touch point, newest first">
          {data.resolutions.map((r) => (
            <li key={r.id}>
              <Time value={r.created_at} /> · <Link to={`/resolutions/${encodeURIComponent(r.id)}`}>{r.operation}</Link> · score <Text value={r.score} /> <Text value={r.score_cluster} /> · customer_id <Text value={r.customer_id} />
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

/** A node's own page: opened from a linked touch point by its reference. */
function NodePage({ nodeRef }: { nodeRef: string }) {
  const [params] = useSearchParams();
  const accountId = params.get('account') ?? '';
  const query = useQuery({
    queryKey: ['openIdentityNode', nodeRef, accountId],
    queryFn: ({ signal }) => call('openIdentityNode', { path: { ref: nodeRef }, query: { account_id: accountId }, signal }),
    enabled: accountId !== '',
  });
  return (
    <>
      <PageTitle title="Identity explorer" />
      <p>
        <Link to="/identities">Look up another touch point</Link>
      </p>
      {accountId === '' ? (
        <Empty>This link names no account (?account=acct_…): a node is opened in the graph of an account.</Empty>
      ) : (
        <Async query={query} what="the linked touch point">
          {(data) => <IdentityView data={data} accountId={accountId} />}
        </Async>
      )}
    </>
  );
}

function LookupPage() {
  const given = (useLocation().state ?? null) as Partial<Lookup> | null;
  const [form, setForm] = useState<Lookup>({ kind: given?.kind ?? 'email', value: given?.value ?? '', account_id: given?.account_id ?? '' });
  const accounts = useQuery({ queryKey: ['listAccounts', 'picker'], queryFn: ({ signal }) => call('listAccounts', { query: { limit: '200' }, signal }) });
  const lookup = useMutation({ mutationFn: (body: Lookup) => call('lookupIdentity', { body }) });
  const [asked, setAsked] = useState(false);
  if (given?.value && !asked) {
    setAsked(true);
    lookup.mutate(form);
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    lookup.mutate({ ...form, value: form.value.trim() });
  };
  const data = lookup.data;
  return (
    <>
      <PageTitle title="Identity explorer" />
      <form className="filters" onSubmit={submit} aria-label="Look up a touch point">
        <Field label="Kind">
          {(id) => (
            <select id={id} value={form.kind} onChange={(e) => setForm({ ...form, kind: e.target.value as Lookup['kind'] })}>
              <option value="phone">phone</option>
              <option value="email">email</option>
              <option value="ip">ip</option>
              <option value="name">name</option>
            </select>
          )}
        </Field>
        <Field label="Value">{(id) => <input id={id} required value={form.value} onChange={(e) => setForm({ ...form, value: e.target.value })} />}</Field>
        <Field label="Account">
          {(id) => (
            <select id={id} required value={form.account_id} onChange={(e) => setForm({ ...form, account_id: e.target.value })}>
              <option value="">{accounts.isPending ? 'loading the accounts…' : 'choose an account'}</option>
              {(accounts.data?.data ?? []).map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name} ({a.id})
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="actions">
          <button type="submit" className="primary" disabled={lookup.isPending}>
            Look up
          </button>
        </div>
      </form>
      {accounts.error && <ErrorBox error={accounts.error} />}
      {lookup.isPending && <Loading what="the identity" />}
      {lookup.error && <ErrorBox error={lookup.error} />}
      {!lookup.isPending && !lookup.error && !data && <Empty>Type a touch point and choose the account whose identity graph to read.</Empty>}
      {data && lookup.variables && <IdentityView data={data} accountId={lookup.variables.account_id} />}
    </>
  );
}

export default function Identities() {
  const { ref } = useParams();
  // A new node is a new page: the key remounts it (its query and the graph start afresh).
  return ref ? <NodePage key={ref} nodeRef={ref} /> : <LookupPage />;
}
