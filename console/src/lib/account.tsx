/**
 * The account the decision screens (lists, policies, models, the label report) are about: `?account=acct_…` in the
 * URL (an account id is not personal data), chosen from the accounts the operator may see. With none chosen the
 * first account is taken, so the screen shows something at once. One query (listAccounts, shared with the other
 * screens' pickers through the cache).
 */
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { call } from './api';
import { Field } from './ui';

export function useAccounts() {
  return useQuery({ queryKey: ['listAccounts', 'picker'], queryFn: ({ signal }) => call('listAccounts', { query: { limit: '200' }, signal }) });
}

/** The chosen account (from the URL, else the first one), the accounts and a setter that keeps other parameters. */
export function useAccountParam() {
  const [params, setParams] = useSearchParams();
  const accounts = useAccounts();
  const chosen = params.get('account') ?? '';
  const first = accounts.data?.data[0]?.id ?? '';
  useEffect(() => {
    if (chosen === '' && first !== '') {
      const next = new URLSearchParams(params);
      next.set('account', first);
      setParams(next, { replace: true });
    }
  }, [chosen, first, params, setParams]);
  const set = (changes: Record<string, string>, replace = false) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) if (v) next.set(k, v); else next.delete(k);
    setParams(next, { replace });
  };
  return { accountId: chosen || first, accounts, params, set };
}

export function AccountPicker({ accountId, accounts, onChange }: { accountId: string; accounts: ReturnType<typeof useAccounts>; onChange: (id: string) => void }) {
  return (
    <Field label="Account">
      {(id) => (
        <select id={id} value={accountId} onChange={(e) => onChange(e.target.value)} disabled={accounts.isPending}>
          {accounts.isPending && <option value="">loading…</option>}
          {(accounts.data?.data ?? []).map((a) => <option key={a.id} value={a.id}>{a.name}</option>)}
        </select>
      )}
    </Field>
  );
}
