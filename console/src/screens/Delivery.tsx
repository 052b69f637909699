/**
 * One webhook event (getWebhookDelivery): exactly what was sent (as text), every attempt (URL, status, error,
 * duration), and redeliver for a role that may. The receiver's response body is not stored by the API today; it
 * waits for the delivery-response endpoint change (docs/console.md).
 */
import { Link, useParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../lib/api';
import { useCan } from '../lib/session';
import { Async, Empty, ErrorBox, PageTitle, Text, Time } from '../lib/ui';

export default function Delivery() {
  const { id = '' } = useParams();
  const client = useQueryClient();
  const canWrite = useCan('webhooks.write');
  const delivery = useQuery({ queryKey: ['getWebhookDelivery', id], queryFn: ({ signal }) => call('getWebhookDelivery', { path: { event_id: id }, signal }) });
  const redeliver = useMutation({
    mutationFn: () => call('redeliverWebhook', { path: { event_id: id }, body: {} }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['getWebhookDelivery', id] }),
  });
  return (
    <>
      <PageTitle title={`Webhook event ${id}`} />
      <Async query={delivery} what="the delivery">
        {(d) => (
          <>
            <p><Link to={`/webhooks?account=${encodeURIComponent(d.delivery.account_id)}`}>Deliveries of {d.delivery.account_id}</Link></p>
            <dl className="facts">
              <dt>Type</dt><dd>{d.delivery.type}</dd>
              <dt>Status</dt><dd data-testid="delivery-status">{d.delivery.status}</dd>
              <dt>Attempts</dt><dd>{d.delivery.attempts}</dd>
              <dt>Created</dt><dd><Time value={d.delivery.created_at} /></dd>
              <dt>Delivered</dt><dd><Time value={d.delivery.delivered_at} /></dd>
            </dl>
            {canWrite && d.delivery.status !== 'pending' && (
              <p>
                <button type="button" className="primary" onClick={() => redeliver.mutate()} disabled={redeliver.isPending}>Redeliver</button>
              </p>
            )}
            {redeliver.data && <p role="status">Queued again as job <Link to={`/jobs/${encodeURIComponent(redeliver.data.job_id)}`}>{redeliver.data.job_id}</Link>.</p>}
            {redeliver.error && <ErrorBox error={redeliver.error} />}
            <h2>Request body sent</h2>
            <pre className="json" tabIndex={0} aria-label="Request body sent">{d.request_body}</pre>
            <h2>Attempts</h2>
            {d.attempts.length === 0 ? <Empty>No attempt yet.</Empty> : (
              <table>
                <thead><tr><th scope="col">#</th><th scope="col">Time</th><th scope="col">URL</th><th scope="col">Status</th><th scope="col">Error</th><th scope="col" className="num">ms</th></tr></thead>
                <tbody>{d.attempts.map((a) => <tr key={a.attempt}><td>{a.attempt}</td><td><Time value={a.created_at} /></td><td><Text value={a.url} /></td><td><Text value={a.status_code} /></td><td><Text value={a.error} /></td><td className="num">{a.duration_ms}</td></tr>)}</tbody>
              </table>
            )}
          </>
        )}
      </Async>
    </>
  );
}
