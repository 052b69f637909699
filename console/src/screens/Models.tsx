/**
 * An account's active model per product (listActiveModels): what calls of the product score with when they name no
 * `model_id` (a product not listed uses its standard model). A role with `models.write` (owner, admin) may make
 * another model active: a standard model or one of the account's own (`mdl_…`); the API refuses a model the account
 * does not have (404) or one made for another product (400).
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../lib/api';
import { AccountPicker, useAccountParam } from '../lib/account';
import { useCan } from '../lib/session';
import { Async, Empty, ErrorBox, Field, PageTitle, Time } from '../lib/ui';

/** The products that have models (src/scoring/models/schema.ts MODEL_PRODUCTS; the API refuses any other). */
const PRODUCTS = ['onboarding', 'phone', 'email', 'ip', 'domain', 'device', 'name'] as const;

export default function Models() {
  const { accountId, accounts, set } = useAccountParam();
  const canWrite = useCan('models.write');
  const client = useQueryClient();
  const models = useQuery({
    queryKey: ['listActiveModels', accountId],
    queryFn: ({ signal }) => call('listActiveModels', { path: { account_id: accountId }, signal }),
    enabled: accountId !== '',
  });
  const [product, setProduct] = useState<string>('onboarding');
  const [modelId, setModelId] = useState('');
  const activate = useMutation({
    mutationFn: () => call('activateModel', { path: { account_id: accountId, product }, body: { model_id: modelId.trim() } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['listActiveModels', accountId] }),
  });
  return (
    <>
      <PageTitle title="Active models" />
      <form className="filters" aria-label="Choose the account" onSubmit={(e) => e.preventDefault()}>
        <AccountPicker accountId={accountId} accounts={accounts} onChange={(id) => set({ account: id })} />
      </form>
      {accounts.error ? <ErrorBox error={accounts.error} /> : accountId === '' ? (accounts.isPending ? null : <Empty>No account to show.</Empty>) : (
        <Async query={models} what="the active models">
          {(page) =>
            page.data.length === 0 ? <Empty>No model activated: every product scores with its standard model.</Empty> : (
              <table aria-label="Active model per product">
                <thead><tr><th scope="col">Product</th><th scope="col">Model</th><th scope="col">Active since</th></tr></thead>
                <tbody>{page.data.map((m) => <tr key={m.product}><td>{m.product}</td><td><code>{m.model_id}</code></td><td><Time value={m.activated_at} /></td></tr>)}</tbody>
              </table>
            )
          }
        </Async>
      )}
      <p className="muted">A product not listed scores with its standard model. A call that names a <code>model_id</code> uses that one.</p>
      {canWrite && accountId !== '' && (
        <>
          <h2>Make a model active</h2>
          <form
            aria-label="Make a model active"
            className="filters"
            onSubmit={(e) => {
              e.preventDefault();
              activate.mutate();
            }}
          >
            <Field label="Product">
              {(id) => <select id={id} value={product} onChange={(e) => setProduct(e.target.value)}>{PRODUCTS.map((p) => <option key={p} value={p}>{p}</option>)}</select>}
            </Field>
            <Field label="Model id" hint="A standard model or the account's mdl_…">
              {(id) => <input id={id} value={modelId} onChange={(e) => setModelId(e.target.value)} maxLength={128} required />}
            </Field>
            <div className="actions"><button type="submit" className="primary" disabled={activate.isPending || modelId.trim() === ''}>Activate</button></div>
          </form>
          {activate.data && <p role="status">{activate.data.product} now scores with <code>{activate.data.model_id}</code>.</p>}
          {activate.error && <ErrorBox error={activate.error} />}
        </>
      )}
    </>
  );
}
