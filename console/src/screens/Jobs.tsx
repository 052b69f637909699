/** Background jobs (listJobs), newest first, filterable by status and name, server-paginated. */
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../lib/api';
import { useCursor } from '../lib/paging';
import { Async, Empty, Field, PageTitle, Pager, Text, Time } from '../lib/ui';

const STATUSES = ['queued', 'running', 'succeeded', 'failed', 'cancelled'] as const;

export default function Jobs() {
  const [params, setParams] = useSearchParams();
  const [name, setName] = useState(params.get('name') ?? '');
  const status = (params.get('status') ?? '') as '' | (typeof STATUSES)[number];
  const paging = useCursor(params.toString());
  const jobs = useQuery({
    queryKey: ['listJobs', params.toString(), paging.cursor],
    queryFn: ({ signal }) => call('listJobs', { query: { status: status || undefined, name: params.get('name') ?? undefined, cursor: paging.cursor }, signal }),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <PageTitle title="Jobs" />
      <form className="filters" aria-label="Filter jobs" onSubmit={(e) => { e.preventDefault(); const n = new URLSearchParams(params); if (name.trim()) n.set('name', name.trim()); else n.delete('name'); setParams(n); }}>
        <Field label="Status">
          {(id) => (
            <select id={id} value={status} onChange={(e) => { const n = new URLSearchParams(params); if (e.target.value) n.set('status', e.target.value); else n.delete('status'); setParams(n); }}>
              <option value="">any</option>
              {STATUSES.map((s) => <option key={s} value={s}>{s}</option>)}
            </select>
          )}
        </Field>
        <Field label="Name">{(id) => <input id={id} value={name} onChange={(e) => setName(e.target.value)} placeholder="webhook.deliver" />}</Field>
        <div className="actions"><button type="submit" className="primary">Filter</button></div>
      </form>
      <Async query={jobs} what="jobs">
        {(page) =>
          page.data.length === 0 ? <Empty>No job.</Empty> : (
            <>
              <table>
                <thead><tr><th scope="col">Job</th><th scope="col">Name</th><th scope="col">Status</th><th scope="col" className="num">Attempts</th><th scope="col">Run at</th><th scope="col">Last error</th></tr></thead>
                <tbody>{page.data.map((j) => <tr key={j.id}><td><Link to={`/jobs/${encodeURIComponent(j.id)}`}>{j.id}</Link></td><td>{j.name}</td><td>{j.status}</td><td className="num">{j.attempts}</td><td><Time value={j.run_at} /></td><td><Text value={j.last_error} /></td></tr>)}</tbody>
              </table>
              <Pager next={page.next_cursor} onNext={paging.next} onFirst={paging.first} atFirst={paging.atFirst} />
            </>
          )
        }
      </Async>
    </>
  );
}
