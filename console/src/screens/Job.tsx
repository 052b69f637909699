/** One job (getJob): its payload, attempts and webhook deliveries; cancel or retry for a role that may. */
import { useParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../lib/api';
import { useCan } from '../lib/session';
import { Async, Empty, ErrorBox, JsonView, PageTitle, Text, Time } from '../lib/ui';

export default function Job() {
  const { id = '' } = useParams();
  const client = useQueryClient();
  const canWrite = useCan('jobs.write');
  const job = useQuery({ queryKey: ['getJob', id], queryFn: ({ signal }) => call('getJob', { path: { job_id: id }, signal }) });
  const done = () => void client.invalidateQueries({ queryKey: ['getJob', id] });
  const cancel = useMutation({ mutationFn: () => call('cancelJob', { path: { job_id: id }, body: {} }), onSuccess: done });
  const retry = useMutation({ mutationFn: () => call('retryJob', { path: { job_id: id }, body: {} }), onSuccess: done });
  return (
    <>
      <PageTitle title={`Job ${id}`} />
      <Async query={job} what="the job">
        {(d) => (
          <>
            <dl className="facts">
              <dt>Name</dt><dd>{d.job.name}</dd>
              <dt>Status</dt><dd>{d.job.status}</dd>
              <dt>Attempts</dt><dd>{d.job.attempts}</dd>
              <dt>Run at</dt><dd><Time value={d.job.run_at} /></dd>
              <dt>Finished</dt><dd><Time value={d.job.finished_at} /></dd>
              <dt>Last error</dt><dd><Text value={d.job.last_error} /></dd>
            </dl>
            {canWrite && (
              <p className="row-actions">
                {(d.job.status === 'queued' || d.job.status === 'running') && <button type="button" onClick={() => cancel.mutate()}>Cancel</button>}
                {(d.job.status === 'failed' || d.job.status === 'cancelled') && <button type="button" onClick={() => retry.mutate()}>Retry</button>}
              </p>
            )}
            {(cancel.error ?? retry.error) && <ErrorBox error={cancel.error ?? retry.error} />}
            <h2>Attempts</h2>
            {d.attempts.length === 0 ? <Empty>No attempt yet.</Empty> : (
              <table>
                <thead><tr><th scope="col">#</th><th scope="col">Worker</th><th scope="col">Outcome</th><th scope="col">Error</th><th scope="col" className="num">ms</th><th scope="col">Finished</th></tr></thead>
                <tbody>{d.attempts.map((a) => <tr key={a.attempt}><td>{a.attempt}</td><td>{a.worker}</td><td>{a.outcome}</td><td><Text value={a.error} /></td><td className="num">{a.ms}</td><td><Time value={a.finished_at} /></td></tr>)}</tbody>
              </table>
            )}
            <h2>Payload</h2>
            <JsonView value={d.job.payload} label="Job payload" />
            {d.deliveries && d.deliveries.length > 0 && (<><h2>Webhook attempts</h2><JsonView value={d.deliveries} label="Webhook attempts" /></>)}
          </>
        )}
      </Async>
    </>
  );
}
