/** The audit trail (listAuditEntries), newest first, filterable by actor, action and time, server-paginated. */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../lib/api';
import { useCursor } from '../lib/paging';
import { Async, Empty, Field, PageTitle, Pager, Time } from '../lib/ui';

const KEYS = ['actor', 'action', 'from', 'to'] as const;

export default function Audit() {
  const [params, setParams] = useSearchParams();
  const [draft, setDraft] = useState(() => Object.fromEntries(KEYS.map((k) => [k, params.get(k) ?? ''])) as Record<(typeof KEYS)[number], string>);
  const paging = useCursor(params.toString());
  const query: Record<string, string | undefined> = { cursor: paging.cursor };
  for (const k of KEYS) {
    const v = params.get(k);
    if (v) query[k] = k === 'from' || k === 'to' ? new Date(v).toISOString() : v;
  }
  const entries = useQuery({ queryKey: ['listAuditEntries', query], queryFn: ({ signal }) => call('listAuditEntries', { query, signal }), placeholderData: keepPreviousData });
  return (
    <>
      <PageTitle title="Audit trail" />
      <form className="filters" aria-label="Filter the audit trail" onSubmit={(e) => { e.preventDefault(); const n = new URLSearchParams(); for (const k of KEYS) if (draft[k].trim()) n.set(k, draft[k].trim()); setParams(n); }}>
        <Field label="Actor">{(id) => <input id={id} value={draft.actor} placeholder="operator:opr_…" onChange={(e) => setDraft({ ...draft, actor: e.target.value })} />}</Field>
        <Field label="Action">{(id) => <input id={id} value={draft.action} placeholder="keys rotate" onChange={(e) => setDraft({ ...draft, action: e.target.value })} />}</Field>
        <Field label="From">{(id) => <input id={id} type="datetime-local" value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />}</Field>
        <Field label="To">{(id) => <input id={id} type="datetime-local" value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />}</Field>
        <div className="actions"><button type="submit" className="primary">Filter</button></div>
      </form>
      <Async query={entries} what="audit entries">
        {(page) =>
          page.data.length === 0 ? <Empty>No entry.</Empty> : (
            <>
              <table>
                <thead><tr><th scope="col">Time</th><th scope="col">Actor</th><th scope="col">Action</th><th scope="col">Outcome</th><th scope="col">Arguments</th><th scope="col">Detail</th></tr></thead>
                <tbody>
                  {page.data.map((a) => (
                    <tr key={a.id}><td><Time value={a.at} /></td><td>{a.actor}</td><td>{a.action}</td><td>{a.outcome}</td><td><code>{JSON.stringify(a.args)}</code></td><td><code>{JSON.stringify(a.detail)}</code></td></tr>
                  ))}
                </tbody>
              </table>
              <Pager next={page.next_cursor} onNext={paging.next} onFirst={paging.first} atFirst={paging.atFirst} />
            </>
          )
        }
      </Async>
    </>
  );
}
