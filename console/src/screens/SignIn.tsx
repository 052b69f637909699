/**
 * Sign-in (signIn): email and password, then a TOTP code (or a recovery code) when the operator has a second factor
 * (the API answers TOTP_REQUIRED). Back to the page the operator was on (`next`), or the overview.
 */
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, csrf, isApiError } from '../lib/api';
import { ME_KEY } from '../lib/session';
import { ErrorBox, Field, PageTitle } from '../lib/ui';
import { safeNext } from '../lib/nav';

export function SignIn() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [useRecovery, setUseRecovery] = useState(false);
  const [needsTotp, setNeedsTotp] = useState(false);
  const signIn = useMutation({
    mutationFn: () =>
      call('signIn', {
        body: {
          email,
          password,
          ...(needsTotp && code ? (useRecovery ? { recovery_code: code.trim() } : { totp_code: code.trim() }) : {}),
        },
      }),
    onSuccess: (answer) => {
      csrf.set(answer.csrf_token);
      client.clear();
      client.setQueryData(ME_KEY, { kind: 'operator', id: answer.operator.id, role: answer.operator.role, accounts: answer.operator.accounts, email: answer.operator.email });
      navigate(safeNext(params.get('next')), { replace: true });
    },
    onError: (err) => {
      if (isApiError(err, 'TOTP_REQUIRED')) setNeedsTotp(true);
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    signIn.mutate();
  };
  const showError = signIn.error && !(isApiError(signIn.error, 'TOTP_REQUIRED') && !code);
  return (
    <main id="main" className="narrow">
      <PageTitle title="Sign in" />
      {params.get('expired') === '1' && (
        <p className="notice" role="status">
          Your session ended. Sign in again to go back to the page you were on.
        </p>
      )}
      <form onSubmit={submit} aria-label="Sign in">
        <Field label="Email">{(id) => <input id={id} type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />}</Field>
        <Field label="Password">
          {(id) => <input id={id} type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />}
        </Field>
        {needsTotp && (
          <>
            <Field label={useRecovery ? 'Recovery code' : 'Authenticator code'} hint={useRecovery ? 'One of the ten codes given when the second factor was turned on; each works once.' : 'The 6 digits your authenticator app shows.'}>
              {(id) => (
                <input
                  id={id}
                  autoComplete="one-time-code"
                  inputMode={useRecovery ? 'text' : 'numeric'}
                  pattern={useRecovery ? undefined : '[0-9]{6}'}
                  required
                  autoFocus
                  value={code}
                  onChange={(e) => setCode(e.target.value)}
                />
              )}
            </Field>
            <button type="button" className="link" onClick={() => setUseRecovery(!useRecovery)}>
              {useRecovery ? 'Use an authenticator code' : 'Use a recovery code instead'}
            </button>
          </>
        )}
        <div className="actions">
          <button type="submit" className="primary" disabled={signIn.isPending}>
            {signIn.isPending ? 'Signing in…' : 'Sign in'}
          </button>
        </div>
      </form>
      {showError && <ErrorBox error={signIn.error} />}
    </main>
  );
}
