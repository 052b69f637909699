/** Accounts (listAccounts): server-paginated, searchable by name; each opens its keys, credits, usage and apps. */
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../lib/api';
import { useCursor } from '../lib/paging';
import { Async, Empty, Field, PageTitle, Pager, Time } from '../lib/ui';

export default function Accounts() {
  const [params, setParams] = useSearchParams();
  const [name, setName] = useState(params.get('name') ?? '');
  const paging = useCursor(params.toString());
  const query = useQuery({
    queryKey: ['listAccounts', params.toString(), paging.cursor],
    queryFn: ({ signal }) => call('listAccounts', { query: { limit: '50', name: params.get('name') ?? undefined, cursor: paging.cursor }, signal }),
    placeholderData: keepPreviousData,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setParams(name.trim() ? { name: name.trim() } : {});
  };
  return (
    <>
      <PageTitle title="Accounts" />
      <form className="filters" onSubmit={submit} aria-label="Search accounts">
        <Field label="Name contains">{(id) => <input id={id} value={name} onChange={(e) => setName(e.target.value)} />}</Field>
        <div className="actions"><button type="submit" className="primary">Search</button></div>
      </form>
      <Async query={query} what="accounts">
        {(page) =>
          page.data.length === 0 ? (
            <Empty>No account.</Empty>
          ) : (
            <>
              <table>
                <thead>
                  <tr><th scope="col">Name</th><th scope="col">Id</th><th scope="col" className="num">Credits</th><th scope="col">Products</th><th scope="col">State</th><th scope="col">Created</th></tr>
                </thead>
                <tbody>
                  {page.data.map((a) => (
                    <tr key={a.id}>
                      <td><Link to={`/accounts/${encodeURIComponent(a.id)}`}>{a.name}</Link></td>
                      <td><code>{a.id}</code></td>
                      <td className="num">{a.unlimited ? 'unlimited' : (a.credits ?? '—')}</td>
                      <td>{a.products.join(', ')}</td>
                      <td>{a.disabled ? 'disabled' : 'active'}</td>
                      <td><Time value={a.created_at} /></td>
                    </tr>
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
