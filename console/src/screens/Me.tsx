/** The signed-in operator: their sessions (end one, or every one), and the second factor (TOTP) set-up. */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../lib/api';
import { useMe } from '../lib/session';
import { Async, ErrorBox, Field, PageTitle, SecretOnce, Text, Time } from '../lib/ui';

export default function Me() {
  const me = useMe().data;
  const client = useQueryClient();
  const sessions = useQuery({ queryKey: ['listMySessions'], queryFn: ({ signal }) => call('listMySessions', { signal }) });
  const revoke = useMutation({ mutationFn: (id: string) => call('revokeSession', { path: { session_id: id } }), onSuccess: () => void client.invalidateQueries({ queryKey: ['listMySessions'] }) });
  const start = useMutation({ mutationFn: () => call('startTotp', { body: {} }) });
  const [code, setCode] = useState('');
  const confirmTotp = useMutation({ mutationFn: () => call('confirmTotp', { body: { code } }) });
  return (
    <>
      <PageTitle title="Your account" />
      <dl className="facts">
        <dt>Email</dt><dd><Text value={me?.email} /></dd>
        <dt>Role</dt><dd>{me?.role}</dd>
        <dt>Accounts</dt><dd>{me?.accounts ? me.accounts.join(', ') : 'all'}</dd>
      </dl>
      <h2>Sessions</h2>
      <Async query={sessions} what="sessions">
        {(s) => (
          <table>
            <thead><tr><th scope="col">Started</th><th scope="col">Last call</th><th scope="col">Idle end</th><th scope="col">Address</th><th scope="col">Browser</th><th scope="col">Action</th></tr></thead>
            <tbody>
              {s.data.map((x) => (
                <tr key={x.id}>
                  <td><Time value={x.created_at} /></td><td><Time value={x.last_seen_at} /></td><td><Time value={x.idle_expires_at} /></td><td><Text value={x.address} /></td><td><Text value={x.user_agent} /></td>
                  <td>{x.current ? 'this session' : <button type="button" onClick={() => revoke.mutate(x.id)}>End</button>}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Async>
      {revoke.error && <ErrorBox error={revoke.error} />}
      <h2>Second factor</h2>
      {!start.data ? (
        <button type="button" onClick={() => start.mutate()}>Set up an authenticator app</button>
      ) : confirmTotp.data ? (
        <SecretOnce secret={confirmTotp.data.recovery_codes.join(' ')} what="recovery codes" />
      ) : (
        <form className="filters" aria-label="Confirm the second factor" onSubmit={(e) => { e.preventDefault(); confirmTotp.mutate(); }}>
          <SecretOnce secret={start.data.otpauth_uri} what="authenticator URI (add it to your app)" />
          <Field label="Code from the app">{(id) => <input id={id} inputMode="numeric" pattern="[0-9]{6}" required value={code} onChange={(e) => setCode(e.target.value)} />}</Field>
          <div className="actions"><button type="submit" className="primary">Turn on</button></div>
        </form>
      )}
      {(start.error ?? confirmTotp.error) && <ErrorBox error={start.error ?? confirmTotp.error} />}
    </>
  );
}
