/**
 * Operators (owner): the list (listOperators), create (a generated password shown once), disable or enable,
 * unlock, reset password (shown once), turn a lost second factor off. Edits send If-Match with the version read.
 */
import { useState, type FormEvent } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, type Answer } from '../lib/api';
import { useCan } from '../lib/session';
import { useCursor } from '../lib/paging';
import { Async, Empty, ErrorBox, Field, PageTitle, Pager, SecretOnce, Time } from '../lib/ui';

type Operator = Answer<'getOperator'>;
type Role = Operator['role'];

export default function Operators() {
  const client = useQueryClient();
  const canWrite = useCan('operators.write');
  const paging = useCursor('');
  const list = useQuery({ queryKey: ['listOperators', paging.cursor], queryFn: ({ signal }) => call('listOperators', { query: { cursor: paging.cursor }, signal }), placeholderData: keepPreviousData });
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('viewer');
  const [secret, setSecret] = useState<{ text: string; what: string } | null>(null);
  const refresh = () => void client.invalidateQueries({ queryKey: ['listOperators'] });
  const create = useMutation({ mutationFn: () => call('createOperator', { body: { email, role } }), onSuccess: (o) => { setEmail(''); setSecret(o.password ? { text: o.password, what: `password of ${o.email}` } : null); refresh(); } });
  const toggle = useMutation({
    // PATCH needs If-Match: the version this list read (a stale one answers 412 VERSION_MISMATCH).
    mutationFn: (o: Operator) => call('updateOperator', { path: { operator_id: o.id }, body: { disabled: !o.disabled }, headers: { 'if-match': `"v${o.version}"` } }),
    onSuccess: refresh,
  });
  const unlock = useMutation({ mutationFn: (o: Operator) => call('unlockOperator', { path: { operator_id: o.id }, body: {} }), onSuccess: refresh });
  const reset = useMutation({ mutationFn: (o: Operator) => call('resetOperatorPassword', { path: { operator_id: o.id }, body: {} }), onSuccess: (o) => { setSecret(o.password ? { text: o.password, what: `new password of ${o.email}` } : null); refresh(); } });
  const failure = create.error ?? toggle.error ?? unlock.error ?? reset.error;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate();
  };
  return (
    <>
      <PageTitle title="Operators" />
      {canWrite && (
        <form className="filters" onSubmit={submit} aria-label="Create an operator">
          <Field label="Email">{(id) => <input id={id} type="email" required value={email} onChange={(e) => setEmail(e.target.value)} />}</Field>
          <Field label="Role">
            {(id) => (
              <select id={id} value={role} onChange={(e) => setRole(e.target.value as Role)}>
                {(['owner', 'admin', 'analyst', 'viewer'] as const).map((r) => <option key={r} value={r}>{r}</option>)}
              </select>
            )}
          </Field>
          <div className="actions"><button type="submit" className="primary" disabled={create.isPending}>Create operator</button></div>
        </form>
      )}
      {secret && <SecretOnce secret={secret.text} what={secret.what} />}
      {failure && <ErrorBox error={failure} />}
      <Async query={list} what="operators">
        {(page) =>
          page.data.length === 0 ? <Empty>No operator.</Empty> : (
            <>
              <table>
                <thead><tr><th scope="col">Email</th><th scope="col">Role</th><th scope="col">Accounts</th><th scope="col">State</th><th scope="col">TOTP</th><th scope="col">Created</th>{canWrite && <th scope="col">Actions</th>}</tr></thead>
                <tbody>
                  {page.data.map((o) => (
                    <tr key={o.id}>
                      <td>{o.email}</td><td>{o.role}</td><td>{o.accounts ? o.accounts.join(', ') : 'all'}</td>
                      <td>{o.disabled ? 'disabled' : o.locked ? 'locked' : 'active'}</td><td>{o.totp ? 'on' : 'off'}</td><td><Time value={o.created_at} /></td>
                      {canWrite && (
                        <td className="row-actions">
                          <button type="button" onClick={() => toggle.mutate(o)} aria-label={`${o.disabled ? 'Enable' : 'Disable'} ${o.email}`}>{o.disabled ? 'Enable' : 'Disable'}</button>
                          {o.locked && <button type="button" onClick={() => unlock.mutate(o)} aria-label={`Unlock ${o.email}`}>Unlock</button>}
                          <button type="button" onClick={() => confirm(`Reset the password of ${o.email}? Every session of it ends.`) && reset.mutate(o)} aria-label={`Reset password of ${o.email}`}>Reset password</button>
                        </td>
                      )}
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
