/**
 * An account's policies (listPolicies), one per operation it decides: the version published (the one live calls
 * run), the drafts saved after it and the latest version; each opens on its own page (Policy.tsx). An operation
 * without a policy offers a first draft to a role with `rules.write`.
 */
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { call } from '../lib/api';
import { AccountPicker, useAccountParam } from '../lib/account';
import { POLICY_OPERATIONS } from '../lib/decisions';
import { useCan } from '../lib/session';
import { Async, Empty, ErrorBox, PageTitle, Time } from '../lib/ui';

export default function Policies() {
  const { accountId, accounts, set } = useAccountParam();
  const canWrite = useCan('rules.write');
  const policies = useQuery({
    queryKey: ['listPolicies', accountId],
    queryFn: ({ signal }) => call('listPolicies', { path: { account_id: accountId }, signal }),
    enabled: accountId !== '',
  });
  const href = (op: string) => `/policies/${encodeURIComponent(accountId)}/${encodeURIComponent(op)}`;
  return (
    <>
      <PageTitle title="Policies" />
      <form className="filters" aria-label="Choose the account" onSubmit={(e) => e.preventDefault()}>
        <AccountPicker accountId={accountId} accounts={accounts} onChange={(id) => set({ account: id })} />
      </form>
      {accounts.error ? <ErrorBox error={accounts.error} /> : accountId === '' ? (accounts.isPending ? null : <Empty>No account to show.</Empty>) : (
        <Async query={policies} what="the policies">
          {(page) => {
            const byOp = new Map(page.data.map((p) => [p.operation, p]));
            const others = page.data.filter((p) => !(POLICY_OPERATIONS as readonly string[]).includes(p.operation)).map((p) => p.operation);
            return (
              <>
                {page.data.length === 0 && <Empty>No policy: calls of this account are not decided (their answers have no <code>decision</code>).</Empty>}
                <div className="table-wrap" role="region" aria-label="Policies per operation" tabIndex={0}>
                  <table>
                    <thead>
                      <tr><th scope="col">Operation</th><th scope="col">Published</th><th scope="col">Drafts after it</th><th scope="col" className="num">Versions</th><th scope="col">Last saved</th><th scope="col"><span className="sr-only">Open</span></th></tr>
                    </thead>
                    <tbody>
                      {[...POLICY_OPERATIONS, ...others].map((op) => {
                        const p = byOp.get(op);
                        if (!p) {
                          return (
                            <tr key={op}>
                              <td>{op}</td><td className="muted">no policy</td><td /><td className="num">0</td><td />
                              <td>{canWrite ? <Link to={href(op)}>Write a first {op} draft</Link> : null}</td>
                            </tr>
                          );
                        }
                        const latest = p.versions.reduce((m, v) => (v.version > m.version ? v : m), p.versions[0]!);
                        const drafts = p.versions.filter((v) => v.status === 'draft' && v.version > (p.published_version ?? 0)).map((v) => v.version);
                        return (
                          <tr key={op}>
                            <td>{op}</td>
                            <td data-testid={`published-${op}`}>{p.published_version === null ? <span className="muted">none</span> : `version ${p.published_version}`}</td>
                            <td>{drafts.length === 0 ? <span className="muted">—</span> : drafts.map((d) => `version ${d}`).join(', ')}</td>
                            <td className="num">{p.versions.length}</td>
                            <td>{latest ? <Time value={latest.created_at} /> : null}</td>
                            <td><Link to={href(op)} aria-label={`Open the ${op} policy`}>Open</Link></td>
                          </tr>
                        );
                      })}
                    </tbody>
                  </table>
                </div>
              </>
            );
          }}
        </Async>
      )}
    </>
  );
}
