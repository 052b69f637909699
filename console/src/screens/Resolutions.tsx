/**
 * Resolutions: a server-paginated table (searchResolutions, newest first, 50 a page) with the API's filters. The
 * filters live in the URL, so a search can be bookmarked and the back button works; touch points go in the POST
 * body, never in a request URL to the API.
 */
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, type RequestBody } from '../lib/api';
import { useCursor } from '../lib/paging';
import { Async, Empty, Field, PageTitle, Pager, Text, Time } from '../lib/ui';

type Search = RequestBody<'searchResolutions'>;
const FILTERS = ['customer_id', 'resolution_id', 'account_id', 'environment', 'operation', 'model', 'cluster', 'reason_code', 'score_min', 'score_max', 'from', 'to', 'tp_kind', 'tp_value'] as const;
type FilterName = (typeof FILTERS)[number];
/** A touch point is personal data: kept in the page's history state, never in the URL. */
const PRIVATE: ReadonlySet<FilterName> = new Set(['tp_kind', 'tp_value']);
type TouchState = { tp_kind?: string; tp_value?: string } | null;

function toBody(params: URLSearchParams, touch: TouchState, cursor: string | undefined): Search {
  const body: Record<string, unknown> = { limit: 50 };
  for (const f of FILTERS) {
    const v = params.get(f);
    if (!v || PRIVATE.has(f)) continue;
    if (f === 'score_min' || f === 'score_max') body[f] = Number(v);
    else if (f === 'from' || f === 'to') body[f] = new Date(v).toISOString();
    else body[f] = v;
  }
  const kind = touch?.tp_kind;
  const value = touch?.tp_value;
  if (kind && value) body.touchpoint = { kind, value };
  if (cursor) body.cursor = cursor;
  return body as Search;
}

export default function Resolutions() {
  const [params, setParams] = useSearchParams();
  const touch = (useLocation().state ?? null) as TouchState;
  const [draft, setDraft] = useState<Record<FilterName, string>>(
    () => Object.fromEntries(FILTERS.map((f) => [f, (PRIVATE.has(f) ? touch?.[f as 'tp_kind' | 'tp_value'] : params.get(f)) ?? ''])) as Record<FilterName, string>,
  );
  const paging = useCursor(`${params.toString()}|${touch?.tp_kind ?? ''}|${touch?.tp_value ?? ''}`);
  const body = toBody(params, touch, paging.cursor);
  const query = useQuery({
    queryKey: ['searchResolutions', body],
    queryFn: ({ signal }) => call('searchResolutions', { body, signal }),
    placeholderData: keepPreviousData,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = new URLSearchParams();
    for (const f of FILTERS) if (draft[f].trim() && !PRIVATE.has(f)) next.set(f, draft[f].trim());
    setParams(next, { state: draft.tp_kind && draft.tp_value.trim() ? { tp_kind: draft.tp_kind, tp_value: draft.tp_value.trim() } : null });
  };
  const set = (f: FilterName) => (e: { target: { value: string } }) => setDraft({ ...draft, [f]: e.target.value });
  const text = (f: FilterName, label: string, extra: Record<string, unknown> = {}) => (
    <Field label={label}>{(id) => <input id={id} name={f} value={draft[f]} onChange={set(f)} {...extra} />}</Field>
  );
  return (
    <>
      <PageTitle title="Resolutions" />
      <form className="filters" onSubmit={submit} aria-label="Search resolutions">
        {text('customer_id', 'customer_id')}
        {text('resolution_id', 'Resolution id')}
        {text('account_id', 'Account id')}
        <Field label="Environment">
          {(id) => (
            <select id={id} value={draft.environment} onChange={set('environment')}>
              <option value="">any</option>
              <option value="live">live</option>
              <option value="sandbox">sandbox</option>
            </select>
          )}
        </Field>
        {text('operation', 'Operation')}
        {text('model', 'Model')}
        {text('cluster', 'Score cluster')}
        {text('reason_code', 'Reason code', { pattern: '[A-Z0-9]{1,20}' })}
        {text('score_min', 'Score from', { type: 'number', min: 0, max: 1000 })}
        {text('score_max', 'Score to', { type: 'number', min: 0, max: 1000 })}
        {text('from', 'From', { type: 'datetime-local' })}
        {text('to', 'To', { type: 'datetime-local' })}
        <Field label="Touch point kind">
          {(id) => (
            <select id={id} value={draft.tp_kind} onChange={set('tp_kind')}>
              <option value="">none</option>
              <option value="phone">phone</option>
              <option value="email">email</option>
              <option value="ip">ip</option>
              <option value="name">name</option>
            </select>
          )}
        </Field>
        {text('tp_value', 'Touch point value')}
        <div className="actions">
          <button type="submit" className="primary">
            Search
          </button>
          <button
            type="button"
            onClick={() => {
              setDraft(Object.fromEntries(FILTERS.map((f) => [f, ''])) as Record<FilterName, string>);
              setParams(new URLSearchParams());
            }}
          >
            Clear
          </button>
        </div>
      </form>
      <Async query={query} what="resolutions">
        {(page) =>
          page.data.length === 0 ? (
            <Empty>No resolution matches.</Empty>
          ) : (
            <>
              <div className="table-wrap" tabIndex={0} role="region" aria-label="Resolutions found" aria-busy={query.isFetching}>
                <table>
                  <thead>
                    <tr>
                      <th scope="col">Time</th>
                      <th scope="col">Resolution</th>
                      <th scope="col">customer_id</th>
                      <th scope="col">Operation</th>
                      <th scope="col">Env.</th>
                      <th scope="col">Score</th>
                      <th scope="col">Cluster</th>
                      <th scope="col">Reason codes</th>
                      <th scope="col">Account</th>
                    </tr>
                  </thead>
                  <tbody>
                    {page.data.map((r) => (
                      <tr key={r.id}>
                        <td><Time value={r.created_at} /></td>
                        <td><Link to={`/resolutions/${encodeURIComponent(r.id)}`}>{r.id}</Link></td>
                        <td><Text value={r.customer_id} /></td>
                        <td>{r.operation}</td>
                        <td>{r.environment}</td>
                        <td className="num">{r.erased ? <span className="muted">erased</span> : <Text value={r.score} />}</td>
                        <td><Text value={r.score_cluster} /></td>
                        <td>{r.reason_codes.join(', ')}</td>
                        <td>{r.account_id}</td>
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
