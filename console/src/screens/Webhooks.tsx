/** Webhook deliveries of one account (listWebhookDeliveries) with their last attempt's answer, filterable by status, server-paginated. */
import { Link, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../lib/api';
import { useCursor } from '../lib/paging';
import { Async, Empty, Field, PageTitle, Pager, Text, Time } from '../lib/ui';

export default function Webhooks() {
  const [params, setParams] = useSearchParams();
  const accounts = useQuery({ queryKey: ['listAccounts', 'picker'], queryFn: ({ signal }) => call('listAccounts', { query: { limit: '200' }, signal }) });
  const accountId = params.get('account') || accounts.data?.data[0]?.id || '';
  const status = (params.get('status') ?? '') as '' | 'pending' | 'delivered' | 'failed';
  const paging = useCursor(`${accountId}|${status}`);
  const deliveries = useQuery({
    queryKey: ['listWebhookDeliveries', accountId, status, paging.cursor],
    queryFn: ({ signal }) => call('listWebhookDeliveries', { path: { account_id: accountId }, query: { status: status || undefined, cursor: paging.cursor }, signal }),
    enabled: accountId !== '',
    placeholderData: keepPreviousData,
  });
  const set = (k: string, v: string) => {
    const next = new URLSearchParams(params);
    if (v) next.set(k, v);
    else next.delete(k);
    setParams(next);
  };
  return (
    <>
      <PageTitle title="Webhook deliveries" />
      <Async query={accounts} what="accounts">
        {(page) =>
          page.data.length === 0 ? <Empty>No account.</Empty> : (
            <form className="filters" aria-label="Account and status" onSubmit={(e) => e.preventDefault()}>
              <Field label="Account">
                {(id) => <select id={id} value={accountId} onChange={(e) => set('account', e.target.value)}>{page.data.map((a) => <option key={a.id} value={a.id}>{a.name}</option>)}</select>}
              </Field>
              <Field label="Status">
                {(id) => (
                  <select id={id} value={status} onChange={(e) => set('status', e.target.value)}>
                    <option value="">any</option><option value="pending">pending</option><option value="delivered">delivered</option><option value="failed">failed</option>
                  </select>
                )}
              </Field>
            </form>
          )
        }
      </Async>
      {accountId !== '' && (
        <Async query={deliveries} what="deliveries">
          {(page) =>
            page.data.length === 0 ? <Empty>No delivery.</Empty> : (
              <>
                <table>
                  <thead><tr><th scope="col">Event</th><th scope="col">Type</th><th scope="col">Status</th><th scope="col" className="num">Attempts</th><th scope="col">Created</th><th scope="col">Delivered</th><th scope="col">Last attempt's answer</th></tr></thead>
                  <tbody>
                    {page.data.map((d) => (
                      <tr key={d.id}>
                        <td><Link to={`/webhooks/${encodeURIComponent(d.id)}`}>{d.id}</Link></td><td>{d.type}</td><td>{d.status}</td><td className="num">{d.attempts}</td><td><Time value={d.created_at} /></td><td><Time value={d.delivered_at} /></td>
                        <td>{d.last_attempt ? <Text value={d.last_attempt.status_code ?? d.last_attempt.error} /> : <span className="muted">no attempt</span>}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                <Pager next={page.next_cursor} onNext={paging.next} onFirst={paging.first} atFirst={paging.atFirst} />
              </>
            )
          }
        </Async>
      )}
    </>
  );
}
