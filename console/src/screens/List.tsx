/**
 * One list of an account (getAccountList, listAccountListItems): its kind and item count, its items in value order,
 * 50 a page from the server, each with expiry, author, comment and times. A role with `lists.write` may add items
 * (one value a line, an optional expiry in UTC and a comment; all or nothing, values normalized by kind), remove one,
 * or delete the list (asked twice). Values and comments are what people and calls sent: rendered as text.
 */
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../lib/api';
import { utcInput } from '../lib/decisions';
import { useCursor } from '../lib/paging';
import { useCan } from '../lib/session';
import { Async, Empty, ErrorBox, Field, PageTitle, Pager, Text, Time } from '../lib/ui';

export default function List() {
  const { account = '', list = '' } = useParams();
  const path = { account_id: account, list };
  const canWrite = useCan('lists.write');
  const client = useQueryClient();
  const navigate = useNavigate();
  const paging = useCursor(`${account}|${list}`);
  const info = useQuery({ queryKey: ['getAccountList', account, list], queryFn: ({ signal }) => call('getAccountList', { path, signal }) });
  const items = useQuery({
    queryKey: ['listAccountListItems', account, list, paging.cursor],
    queryFn: ({ signal }) => call('listAccountListItems', { path, query: { limit: '50', cursor: paging.cursor }, signal }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => {
    void client.invalidateQueries({ queryKey: ['getAccountList', account, list] });
    void client.invalidateQueries({ queryKey: ['listAccountListItems', account, list] });
    void client.invalidateQueries({ queryKey: ['listAccountLists', account] });
  };
  const [values, setValues] = useState('');
  const [expires, setExpires] = useState('');
  const [comment, setComment] = useState('');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const add = useMutation({
    mutationFn: () => {
      const expires_at = utcInput(expires) ?? null;
      const c = comment.trim();
      const lines = values.split('\n').map((v) => v.trim()).filter((v) => v !== '');
      return call('addAccountListItems', { path, body: { items: lines.map((value) => (c ? { value, expires_at, comment: c } : { value, expires_at })) } });
    },
    onSuccess: () => {
      setValues('');
      refresh();
    },
  });
  const remove = useMutation({ mutationFn: (value: string) => call('removeAccountListItems', { path, body: { values: [value] } }), onSuccess: refresh });
  const drop = useMutation({
    mutationFn: () => call('deleteAccountList', { path }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['listAccountLists', account] });
      navigate(`/lists?account=${encodeURIComponent(account)}`);
    },
  });
  const failure = add.error ?? remove.error ?? drop.error;
  return (
    <>
      <PageTitle title={`List ${list}`} />
      <p><Link to={`/lists?account=${encodeURIComponent(account)}`}>Back to the account's lists</Link></p>
      <Async query={info} what="the list">
        {(l) => (
          <dl className="facts">
            <dt>Account</dt><dd><Link to={`/accounts/${encodeURIComponent(account)}`}>{account}</Link></dd>
            <dt>Kind</dt><dd data-testid="list-kind">{l.kind}</dd>
            <dt>Items</dt><dd data-testid="list-items">{l.items}</dd>
            <dt>Description</dt><dd><Text value={l.description} /></dd>
            <dt>Created</dt><dd><Time value={l.created_at} /></dd>
            <dt>Updated</dt><dd><Time value={l.updated_at} /></dd>
          </dl>
        )}
      </Async>
      <h2>Items</h2>
      <Async query={items} what="the items">
        {(page) =>
          page.data.length === 0 ? <Empty>{paging.atFirst ? 'The list has no item.' : 'No more items.'}</Empty> : (
            <>
              <div className="table-wrap" role="region" aria-label="Items, in value order" tabIndex={0}>
                <table>
                  <thead>
                    <tr>
                      <th scope="col">Value</th><th scope="col">Expires</th><th scope="col">Comment</th><th scope="col">Author</th><th scope="col">Updated</th>
                      {canWrite && <th scope="col"><span className="sr-only">Remove</span></th>}
                    </tr>
                  </thead>
                  <tbody>
                    {page.data.map((it) => (
                      <tr key={it.value}>
                        <td><code>{it.value}</code></td>
                        <td>{it.expires_at ? <Time value={it.expires_at} /> : <span className="muted">never</span>}</td>
                        <td><Text value={it.comment} /></td>
                        <td>{it.author}</td>
                        <td><Time value={it.updated_at} /></td>
                        {canWrite && (
                          <td>
                            <button type="button" className="danger" aria-label={`Remove ${it.value}`} onClick={() => remove.mutate(it.value)} disabled={remove.isPending}>
                              Remove
                            </button>
                          </td>
                        )}
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
      {canWrite && (
        <>
          <h2>Add items</h2>
          <form
            aria-label="Add items"
            onSubmit={(e) => {
              e.preventDefault();
              add.mutate();
            }}
          >
            <Field label="Values" hint="One a line, up to 10,000; normalized by the list's kind. An existing value gets the new expiry and comment.">
              {(id) => <textarea id={id} value={values} onChange={(e) => setValues(e.target.value)} rows={4} required />}
            </Field>
            <div className="filters">
              <Field label="Expires (UTC)" hint="Empty: never">
                {(id) => <input id={id} type="datetime-local" value={expires} onChange={(e) => setExpires(e.target.value)} />}
              </Field>
              <Field label="Comment">
                {(id) => <input id={id} value={comment} onChange={(e) => setComment(e.target.value)} maxLength={1000} />}
              </Field>
            </div>
            <div className="actions"><button type="submit" className="primary" disabled={add.isPending || values.trim() === ''}>Add</button></div>
          </form>
          {add.data && <p role="status">Added or refreshed {add.data.count} item(s).</p>}
          {remove.data && <p role="status">Removed {remove.data.count} item(s).</p>}
          <h2>Delete the list</h2>
          <div className="actions">
            {!confirmDelete ? (
              <button type="button" className="danger" onClick={() => setConfirmDelete(true)}>Delete this list…</button>
            ) : (
              <>
                <span>The list and every item go; a rule naming it is then skipped (rule_failed).</span>
                <button type="button" className="danger" onClick={() => drop.mutate()} disabled={drop.isPending}>Delete {list} and its items</button>
                <button type="button" onClick={() => setConfirmDelete(false)}>Keep it</button>
              </>
            )}
          </div>
        </>
      )}
      {failure && <ErrorBox error={failure} />}
    </>
  );
}
