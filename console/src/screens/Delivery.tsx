/**
 * One webhook event (getWebhookDelivery): exactly what was sent (as text), every attempt (URL, status, error,
 * duration, the receiver's response body as text: its first 4 kB, marked when it was longer), and redeliver for a
 * role that may.
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
              <ol className="attempts" aria-label="Attempts">
                {d.attempts.map((a) => (
                  <li key={a.attempt}>
                    <dl className="facts">
                      <dt>Attempt</dt><dd>{a.attempt}</dd>
                      <dt>Time</dt><dd><Time value={a.created_at} /></dd>
                      <dt>URL</dt><dd><Text value={a.url} /></dd>
                      <dt>Status</dt><dd><Text value={a.status_code} /></dd>
                      <dt>Error</dt><dd><Text value={a.error} /></dd>
                      <dt>Duration</dt><dd>{a.duration_ms} ms</dd>
                      {a.next_attempt_at && <><dt>Next attempt</dt><dd><Time value={a.next_attempt_at} /></dd></>}
                    </dl>
                    {a.response_body === null ? (
                      <p className="muted">No response body recorded (no answer came, or the attempt predates recording it).</p>
                    ) : (
                      <>
                        <h3>Response body of attempt {a.attempt}{a.response_truncated ? ' (its first 4 kB)' : ''}</h3>
                        <pre className="json response-body" tabIndex={0} aria-label={`Response body of attempt ${a.attempt}`} data-testid={`response-body-${a.attempt}`}>{a.response_body === '' ? '(empty)' : a.response_body}</pre>
                      </>
                    )}
                  </li>
                ))}
              </ol>
            )}
          </>
        )}
      </Async>
    </>
  );
}
