/**
 * Playground: choose a product, fill its request form (generated from the request schema of the served OpenAPI
 * document), send it with a sandbox key (idr_test_…: deterministic synthetic answers, docs/sandbox.md), and see the
 * answer beside its score waterfall: the sandbox call's explanation, read back with the same key from
 * GET /1.0/resolutions/{id} (a sandbox call stores nothing in the database: the process that answered it keeps its
 * explanation in memory, src/resolve/sandbox-resolutions.ts), drawn by the resolution screen's waterfall. The key is
 * held in this page's memory only; a role that may create keys can make one for an account here (its secret is
 * shown once).
 */
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call, isApiError, type OperationId } from '../lib/api';
import { requestSchema, type JsonSchema } from '../lib/openapi';
import { describeCode, type ScoreBlock } from '../lib/explanation';
import { ScoreWaterfall } from '../parts/ScoreWaterfall';
import { useCan } from '../lib/session';
import { Async, Empty, ErrorBox, Field, JsonView, Loading, PageTitle, SecretOnce } from '../lib/ui';

const PRODUCTS = ['scorePhone', 'scoreEmail', 'scoreIp', 'scoreDomain', 'scoreName', 'scoreDevice', 'scoreOnboarding'] as const satisfies readonly OperationId[];
type Product = (typeof PRODUCTS)[number];

type Values = Record<string, string | boolean | string[]>;

function toBody(schema: JsonSchema, values: Values): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    const v = values[name];
    if (v === undefined || v === '' || (Array.isArray(v) && v.length === 0)) continue;
    if (prop.type === 'number' || prop.type === 'integer') body[name] = Number(v);
    else if (prop.type === 'boolean') body[name] = v === true;
    else if (prop.type === 'array' && Array.isArray(v)) body[name] = v;
    else if (prop.type === 'array' && typeof v === 'string') body[name] = v.split(',').map((s) => s.trim()).filter(Boolean);
    else if (prop.type === 'object' && typeof v === 'string') body[name] = JSON.parse(v);
    else body[name] = v;
  }
  return body;
}

function SchemaForm({ schema, values, onChange }: { schema: JsonSchema; values: Values; onChange: (v: Values) => void }) {
  const required = new Set(schema.required ?? []);
  return (
    <>
      {Object.entries(schema.properties ?? {}).map(([name, prop]) => {
        const label = `${name}${required.has(name) ? ' (required)' : ''}`;
        const v = values[name];
        if (prop.type === 'array' && prop.items?.enum) {
          const chosen = Array.isArray(v) ? v : [];
          return (
            <fieldset key={name} className="field">
              <legend>{label}</legend>
              {prop.items.enum.map((option) => (
                <label key={String(option)} className="check">
                  <input type="checkbox" checked={chosen.includes(String(option))} onChange={(e) => onChange({ ...values, [name]: e.target.checked ? [...chosen, String(option)] : chosen.filter((c) => c !== option) })} /> {String(option)}
                </label>
              ))}
              {prop.description && <small className="muted">{prop.description}</small>}
            </fieldset>
          );
        }
        if (prop.type === 'boolean') {
          return (
            <label key={name} className="check field">
              <input type="checkbox" checked={v === true} onChange={(e) => onChange({ ...values, [name]: e.target.checked })} /> {label}
            </label>
          );
        }
        return (
          <Field key={name} label={label} hint={prop.description}>
            {(id) =>
              prop.enum ? (
                <select id={id} value={String(v ?? '')} onChange={(e) => onChange({ ...values, [name]: e.target.value })}>
                  <option value="">—</option>
                  {prop.enum.map((o) => <option key={String(o)} value={String(o)}>{String(o)}</option>)}
                </select>
              ) : prop.type === 'object' ? (
                <textarea id={id} rows={3} value={String(v ?? '')} placeholder="JSON" onChange={(e) => onChange({ ...values, [name]: e.target.value })} />
              ) : (
                <input
                  id={id}
                  type={prop.type === 'number' || prop.type === 'integer' ? 'number' : 'text'}
                  step={prop.type === 'number' ? 'any' : undefined}
                  min={prop.minimum}
                  max={prop.maximum}
                  required={required.has(name)}
                  value={String(v ?? '')}
                  onChange={(e) => onChange({ ...values, [name]: e.target.value })}
                />
              )
            }
          </Field>
        );
      })}
    </>
  );
}

function initial(example: unknown): Values {
  const out: Values = {};
  for (const [k, v] of Object.entries((example ?? {}) as Record<string, unknown>)) {
    if (Array.isArray(v)) out[k] = v.map(String);
    else if (typeof v === 'boolean') out[k] = v;
    else if (v !== null && typeof v === 'object') out[k] = JSON.stringify(v);
    else out[k] = String(v);
  }
  out.customer_id = `playground-${Date.now().toString(36)}`;
  return out;
}

/** Every reason code an answer names (its `reason_codes` fields, comma-separated text or lists). */
function reasonCodes(answer: unknown): string[] {
  const found = new Set<string>();
  const visit = (v: unknown, depth: number) => {
    if (!v || typeof v !== 'object' || depth > 4) return;
    for (const [k, x] of Object.entries(v as Record<string, unknown>)) {
      if (k === 'reason_codes' && typeof x === 'string') x.split(',').filter(Boolean).forEach((c) => found.add(c.trim()));
      else if (k === 'reason_codes' && Array.isArray(x)) x.forEach((c) => typeof c === 'string' && found.add(c));
      else visit(x, depth + 1);
    }
  };
  visit(answer, 0);
  return [...found].sort();
}

function SandboxKey({ apiKey, setKey }: { apiKey: string; setKey: (k: string) => void }) {
  const canCreate = useCan('keys.write');
  const accounts = useQuery({ queryKey: ['listAccounts', 'picker'], queryFn: ({ signal }) => call('listAccounts', { query: { limit: '200' }, signal }), enabled: canCreate });
  const [account, setAccount] = useState('');
  const create = useMutation({ mutationFn: (id: string) => call('createKey', { path: { account_id: id }, body: { environment: 'sandbox' } }), onSuccess: (k) => k.secret && setKey(k.secret) });
  return (
    <fieldset className="filters">
      <legend>Sandbox key</legend>
      <Field label="Sandbox key (idr_test_…)" hint="Kept in this page's memory only.">
        {(id) => <input id={id} type="password" autoComplete="off" value={apiKey} onChange={(e) => setKey(e.target.value.trim())} />}
      </Field>
      {canCreate && (
        <>
          <Field label="Account for a new sandbox key">
            {(id) => (
              <select id={id} value={account} onChange={(e) => setAccount(e.target.value)}>
                <option value="">choose</option>
                {(accounts.data?.data ?? []).map((a) => <option key={a.id} value={a.id}>{a.name}</option>)}
              </select>
            )}
          </Field>
          <div className="actions">
            <button type="button" disabled={!account || create.isPending} onClick={() => create.mutate(account)}>Create a sandbox key</button>
          </div>
        </>
      )}
      {create.data?.secret && <SecretOnce secret={create.data.secret} what="sandbox key's secret" />}
      {create.error && <ErrorBox error={create.error} />}
    </fieldset>
  );
}

export default function Playground() {
  const [product, setProduct] = useState<Product>('scorePhone');
  const [apiKey, setKey] = useState('');
  const [values, setValues] = useState<Record<string, Values>>({});
  const schema = useQuery({ queryKey: ['requestSchema', product], queryFn: ({ signal }) => requestSchema(product, signal), staleTime: Infinity });
  const form = values[product] ?? (schema.data ? initial(schema.data.example) : {});
  const send = useMutation({
    mutationFn: async () => {
      const body = toBody(schema.data!.schema, form);
      const answer = (await call(product, { body: body as never, apiKey })) as { resolution_id?: string };
      // Its explanation, read back with the same sandbox key (getResolution). Another process of a deployment may
      // have answered the call and holds it (404): the answer's reason codes are shown instead.
      const explained = answer.resolution_id
        ? await call('getResolution', { path: { resolution_id: answer.resolution_id }, apiKey }).catch((err: unknown) => (isApiError(err, 'NOT_FOUND') ? null : Promise.reject(err)))
        : null;
      return { answer, explained };
    },
    onSuccess: () => setValues({ ...values, [product]: { ...form, customer_id: `playground-${Date.now().toString(36)}` } }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send.mutate();
  };
  const explanation = send.data?.explained?.explanation;
  return (
    <>
      <PageTitle title="Playground" />
      <SandboxKey apiKey={apiKey} setKey={setKey} />
      <div className="split wide-right">
        <form onSubmit={submit} aria-label="Request">
          <Field label="Product">
            {(id) => (
              <select id={id} value={product} onChange={(e) => { setProduct(e.target.value as Product); send.reset(); }}>
                {PRODUCTS.map((p) => <option key={p} value={p}>{p}</option>)}
              </select>
            )}
          </Field>
          <Async query={schema} what="the request schema">
            {(s) => <SchemaForm schema={s.schema} values={form} onChange={(v) => setValues({ ...values, [product]: v })} />}
          </Async>
          <div className="actions">
            <button type="submit" className="primary" disabled={!apiKey.startsWith('idr_test_') || send.isPending || !schema.data}>Send with the sandbox key</button>
          </div>
          {!apiKey.startsWith('idr_test_') && apiKey !== '' && <p className="notice">Only a sandbox key (idr_test_…) is sent from here: a live key would make a billed call.</p>}
        </form>
        <section aria-label="Answer">
          {send.error && <ErrorBox error={send.error} />}
          {send.isPending && <Loading what="the answer" />}
          {send.isIdle && <Empty>Send the request: its answer shows here beside its score waterfall.</Empty>}
          {send.data && (
            <>
              {send.data.answer.resolution_id && (
                <p>
                  Resolution <code data-testid="playground-resolution">{send.data.answer.resolution_id}</code> (sandbox: explained by GET /1.0/resolutions/{'{id}'} with the same key, not listed among the stored resolutions)
                </p>
              )}
              {explanation && Object.values(explanation.scores).every((b) => b === null) && <Empty>This answer has no score.</Empty>}
              {Object.entries(explanation?.scores ?? {})
                .filter((e): e is [string, ScoreBlock] => e[1] !== null)
                .map(([name, block]) => <ScoreWaterfall key={name} name={name} block={block} idPrefix="pg" />)}
              {!send.data.explained && (
                <>
                  <p className="muted">The process that answered this sandbox call no longer holds its explanation (or another process answered it), so its points per reason code are not shown; the answer's reason codes:</p>
                  <ul aria-label="Reason codes of the answer">
                    {reasonCodes(send.data.answer).map((c) => (
                      <li key={c}>
                        <code>{c}</code> {describeCode(c) ?? ''}
                      </li>
                    ))}
                  </ul>
                </>
              )}
              <JsonView value={send.data.answer} label="The answer" />
            </>
          )}
        </section>
      </div>
    </>
  );
}
