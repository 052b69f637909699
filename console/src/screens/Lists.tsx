/**
 * An account's lists (listAccountLists): name, kind, item count, description; each opens its items (List.tsx).
 * A role with `lists.write` (owner, admin, analyst) may create one; others are not offered the form.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, type RequestBody } from '../lib/api';
import { AccountPicker, useAccountParam } from '../lib/account';
import { LIST_KINDS } from '../lib/decisions';
import { useCan } from '../lib/session';
import { Async, Empty, ErrorBox, Field, PageTitle, Text, Time } from '../lib/ui';

type Kind = RequestBody<'createAccountList'>['kind'];

export default function Lists() {
  const { accountId, accounts, set } = useAccountParam();
  const canWrite = useCan('lists.write');
  const client = useQueryClient();
  const lists = useQuery({
    queryKey: ['listAccountLists', accountId],
    queryFn: ({ signal }) => call('listAccountLists', { path: { account_id: accountId }, signal }),
    enabled: accountId !== '',
  });
  const [name, setName] = useState('');
  const [kind, setKind] = useState<Kind>('email');
  const [description, setDescription] = useState('');
  const create = useMutation({
    mutationFn: () => call('createAccountList', { path: { account_id: accountId }, body: description.trim() ? { name, kind, description: description.trim() } : { name, kind } }),
    onSuccess: () => {
      setName('');
      setDescription('');
      void client.invalidateQueries({ queryKey: ['listAccountLists', accountId] });
    },
  });
  return (
    <>
      <PageTitle title="Lists" />
      <form className="filters" aria-label="Choose the account" onSubmit={(e) => e.preventDefault()}>
        <AccountPicker accountId={accountId} accounts={accounts} onChange={(id) => set({ account: id })} />
      </form>
      {accounts.error ? <ErrorBox error={accounts.error} /> : accountId === '' ? (accounts.isPending ? null : <Empty>No account to show.</Empty>) : (
        <Async query={lists} what="the lists">
          {(page) =>
            page.data.length === 0 ? <Empty>This account has no list yet.</Empty> : (
              <div className="table-wrap" role="region" aria-label="The account's lists" tabIndex={0}>
                <table>
                  <thead>
                    <tr><th scope="col">List</th><th scope="col">Kind</th><th scope="col" className="num">Items</th><th scope="col">Description</th><th scope="col">Updated</th></tr>
                  </thead>
                  <tbody>
                    {page.data.map((l) => (
                      <tr key={l.id}>
                        <td><Link to={`/lists/${encodeURIComponent(accountId)}/${encodeURIComponent(l.name)}`}>{l.name}</Link></td>
                        <td>{l.kind}</td>
                        <td className="num" data-testid={`items-${l.name}`}>{l.items}</td>
                        <td><Text value={l.description} /></td>
                        <td><Time value={l.updated_at} /></td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )
          }
        </Async>
      )}
      {canWrite && accountId !== '' && (
        <>
          <h2>New list</h2>
          <form
            aria-label="New list"
            onSubmit={(e) => {
              e.preventDefault();
              create.mutate();
            }}
          >
            <div className="filters">
              <Field label="Name" hint="Lower-case letters, digits, _ and -">
                {(id) => <input id={id} value={name} onChange={(e) => setName(e.target.value)} pattern="[a-z0-9_\-]{1,100}" maxLength={100} required />}
              </Field>
              <Field label="Kind">
                {(id) => <select id={id} value={kind} onChange={(e) => setKind(e.target.value as Kind)}>{LIST_KINDS.map((k) => <option key={k} value={k}>{k}</option>)}</select>}
              </Field>
              <Field label="Description">
                {(id) => <input id={id} value={description} onChange={(e) => setDescription(e.target.value)} maxLength={1000} />}
              </Field>
              <div className="actions"><button type="submit" className="primary" disabled={create.isPending || name === ''}>Create list</button></div>
            </div>
          </form>
          {create.data && <p role="status">Created list <code>{create.data.name}</code>.</p>}
          {create.error && <ErrorBox error={create.error} />}
        </>
      )}
    </>
  );
}
