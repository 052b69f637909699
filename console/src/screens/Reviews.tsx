/**
 * The review queue (listReviews): the calls a published policy decided `review`, oldest first, with the rules that
 * sent each one there, its score and who holds it; by account and status (open, decided), server-paginated. Each
 * entry opens on its own page (Review.tsx) to claim and decide it (docs/rules.md#review-queue).
 */
import { Link, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../lib/api';
import { useCursor } from '../lib/paging';
import { Async, Empty, Field, PageTitle, Pager, Text, Time } from '../lib/ui';

export default function Reviews() {
  const [params, setParams] = useSearchParams();
  const accounts = useQuery({ queryKey: ['listAccounts', 'picker'], queryFn: ({ signal }) => call('listAccounts', { query: { limit: '200' }, signal }) });
  const accountId = params.get('account') ?? '';
  const status = (params.get('status') === 'decided' ? 'decided' : 'open') as 'open' | 'decided';
  const paging = useCursor(`${accountId}|${status}`);
  const reviews = useQuery({
    queryKey: ['listReviews', accountId, status, paging.cursor],
    queryFn: ({ signal }) => call('listReviews', { query: { account_id: accountId || undefined, status, cursor: paging.cursor }, signal }),
    placeholderData: keepPreviousData,
  });
  const names = new Map((accounts.data?.data ?? []).map((a) => [a.id, a.name]));
  const set = (k: string, v: string) => {
    const next = new URLSearchParams(params);
    if (v) next.set(k, v);
    else next.delete(k);
    setParams(next);
  };
  return (
    <>
      <PageTitle title="Review queue" />
      <form className="filters" aria-label="Account and status" onSubmit={(e) => e.preventDefault()}>
        <Field label="Account">
          {(id) => (
            <select id={id} value={accountId} onChange={(e) => set('account', e.target.value)}>
              <option value="">every account</option>
              {(accounts.data?.data ?? []).map((a) => <option key={a.id} value={a.id}>{a.name}</option>)}
            </select>
          )}
        </Field>
        <Field label="Status">
          {(id) => (
            <select id={id} value={status} onChange={(e) => set('status', e.target.value === 'open' ? '' : e.target.value)}>
              <option value="open">open</option>
              <option value="decided">decided</option>
            </select>
          )}
        </Field>
      </form>
      <Async query={reviews} what="the review queue">
        {(page) =>
          page.data.length === 0 ? <Empty>{status === 'open' ? 'Nothing waits for review.' : 'No decided entry.'}</Empty> : (
            <>
              <div className="table-wrap" role="region" aria-label="Review queue entries, oldest first" tabIndex={0}>
                <table>
                  <thead>
                    <tr>
                      <th scope="col">Call time</th><th scope="col">Resolution</th><th scope="col">Account</th><th scope="col">Product</th><th scope="col">customer_id</th>
                      <th scope="col" className="num">Score</th><th scope="col">Cluster</th><th scope="col">Sent by rules</th>
                      <th scope="col">{status === 'open' ? 'Held by' : 'Outcome'}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {page.data.map((r) => (
                      <tr key={r.resolution_id}>
                        <td><Time value={r.created_at} /></td>
                        <td><Link to={`/reviews/${encodeURIComponent(r.resolution_id)}`}>{r.resolution_id}</Link></td>
                        <td>{names.get(r.account_id) ?? r.account_id}</td>
                        <td>{r.operation}</td>
                        <td><Text value={r.customer_id} /></td>
                        <td className="num"><Text value={r.score} /></td>
                        <td><Text value={r.score_cluster} /></td>
                        <td>{r.rules.length === 0 ? <span className="muted">—</span> : r.rules.map((x) => x.name).join(', ')}</td>
                        <td>{status === 'open' ? <Text value={r.claimed_by} /> : <Text value={r.outcome} />}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <Pager next={page.next_cursor} onNext={paging.next} onFirst={paging.first} atFirst={paging.atFirst} />
            </>
          )
        }
      </Async>
    </>
  );
}
