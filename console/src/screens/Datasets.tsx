/**
 * Datasets (docs/datasets.md): every importable dataset with the rows stored now, its last import and the one
 * running (listDatasets); an upload (importDataset, a multipart `FormData`: the typed client sends JSON only) whose
 * progress is polled every half second (getDatasetImport) until it ends, then its summary and bad rows; and the
 * imports, newest first (listDatasetImports), each openable to its summary or error. Uploading needs
 * `datasets.write` (owner, admin, unlimited scope); every other role reads.
 */
import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, upload, type Answer } from '../lib/api';
import { useCursor } from '../lib/paging';
import { useCan } from '../lib/session';
import { Async, Empty, ErrorBox, Field, PageTitle, Pager, Text, Time } from '../lib/ui';

type Import = Answer<'getDatasetImport'>;
const ENDED: readonly Import['status'][] = ['succeeded', 'refused', 'failed'];
const bytes = (n: number) => (n < 1024 ? `${n} B` : n < 1024 * 1024 ? `${(n / 1024).toFixed(1)} kB` : `${(n / 1024 / 1024).toFixed(1)} MB`);

/** One import: its progress while it runs (polled), its summary, bad rows or error once it ended. */
function ImportDetail({ id }: { id: string }) {
  const client = useQueryClient();
  const q = useQuery({
    queryKey: ['getDatasetImport', id],
    queryFn: async ({ signal }) => {
      const d = await call('getDatasetImport', { path: { import_id: id }, signal });
      if (ENDED.includes(d.status)) {
        void client.invalidateQueries({ queryKey: ['listDatasets'] });
        void client.invalidateQueries({ queryKey: ['listDatasetImports'] });
      }
      return d;
    },
    refetchInterval: (query) => (query.state.data && ENDED.includes(query.state.data.status) ? false : 500),
    staleTime: 0,
  });
  return (
    <section aria-label={`Import ${id}`} className="panel">
      <h3>Import {id}</h3>
      <Async query={q} what="the import">
        {(d) => (
          <>
            <dl className="facts">
              <dt>Dataset</dt><dd>{d.dataset}</dd>
              <dt>File</dt><dd>{d.file_name} <span className="muted">({d.format}, {d.strict ? 'strict' : 'not strict'})</span></dd>
              <dt>Status</dt><dd data-testid="import-status">{d.status}</dd>
              <dt>By</dt><dd>{d.actor}</dd>
              <dt>Queued</dt><dd><Time value={d.created_at} /></dd>
              <dt>Started</dt><dd><Time value={d.started_at} /></dd>
              <dt>Ended</dt><dd><Time value={d.finished_at} /></dd>
            </dl>
            {!ENDED.includes(d.status) && (
              <p role="status" aria-live="polite">
                <progress max={d.total_bytes || 1} value={d.bytes} aria-label="Bytes read" /> {bytes(d.bytes)} of {bytes(d.total_bytes)} read, {d.rows} rows so far
              </p>
            )}
            {d.error && (
              <div className="error" role="alert">
                <p className="error-title">The import {d.status}</p>
                <p>{d.error}</p>
              </div>
            )}
            {d.summary && (
              <>
                {d.summary.refused && <p className="notice">Refused: a strict import found bad rows and wrote nothing.</p>}
                <table aria-label="Import summary">
                  <thead><tr><th scope="col">Rows</th><th scope="col">Valid</th><th scope="col">Changed</th><th scope="col">Unchanged</th><th scope="col">Bad</th><th scope="col">Seconds</th><th scope="col">Rows per second</th></tr></thead>
                  <tbody>
                    <tr>
                      <td className="num" data-testid="summary-rows">{d.summary.rows}</td><td className="num">{d.summary.valid}</td><td className="num">{d.summary.changed}</td>
                      <td className="num">{d.summary.unchanged}</td><td className="num">{d.summary.bad}</td><td className="num">{d.summary.seconds.toFixed(2)}</td><td className="num">{Math.round(d.summary.rows_per_second)}</td>
                    </tr>
                  </tbody>
                </table>
                {d.summary.bad_rows.length > 0 && (
                  <>
                    <h4>Bad rows{d.summary.bad > d.summary.bad_rows.length ? ` (the first ${d.summary.bad_rows.length} of ${d.summary.bad})` : ''}</h4>
                    <table aria-label="Bad rows">
                      <thead><tr><th scope="col" className="num">Line</th><th scope="col">Error</th></tr></thead>
                      <tbody>{d.summary.bad_rows.map((b, i) => <tr key={i}><td className="num">{b.line}</td><td>{b.error}</td></tr>)}</tbody>
                    </table>
                  </>
                )}
              </>
            )}
          </>
        )}
      </Async>
    </section>
  );
}

function UploadForm({ datasets, onStarted }: { datasets: readonly string[]; onStarted: (id: string) => void }) {
  const [dataset, setDataset] = useState(datasets[0] ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [strict, setStrict] = useState(true);
  const [format, setFormat] = useState<'' | 'csv' | 'jsonl'>('');
  const send = useMutation({
    mutationFn: () => {
      const form = new FormData();
      form.append('file', file!, file!.name);
      return upload('importDataset', { path: { dataset }, query: { strict: strict ? undefined : 'false', format: format || undefined }, form });
    },
    onSuccess: (r) => onStarted(r.import.id),
  });
  return (
    <form
      className="filters"
      aria-label="Upload a dataset file"
      onSubmit={(e) => {
        e.preventDefault();
        if (file) send.mutate();
      }}
    >
      <Field label="Dataset">
        {(id) => <select id={id} value={dataset} onChange={(e) => setDataset(e.target.value)}>{datasets.map((d) => <option key={d} value={d}>{d}</option>)}</select>}
      </Field>
      <Field label="File (JSONL or CSV)">
        {(id) => <input id={id} type="file" accept=".jsonl,.ndjson,.csv,text/csv,application/x-ndjson" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />}
      </Field>
      <Field label="Format">
        {(id) => (
          <select id={id} value={format} onChange={(e) => setFormat(e.target.value as typeof format)}>
            <option value="">from the file name</option><option value="csv">csv</option><option value="jsonl">jsonl</option>
          </select>
        )}
      </Field>
      <label className="check"><input type="checkbox" checked={strict} onChange={(e) => setStrict(e.target.checked)} /> Strict: write nothing if a row is bad</label>
      <div className="actions">
        <button type="submit" className="primary" disabled={!file || !dataset || send.isPending}>{send.isPending ? 'Uploading…' : 'Upload and import'}</button>
      </div>
      {send.error && <ErrorBox error={send.error} />}
    </form>
  );
}

export default function Datasets() {
  const canWrite = useCan('datasets.write');
  const [shown, setShown] = useState<string | null>(null);
  const [filter, setFilter] = useState('');
  const datasets = useQuery({ queryKey: ['listDatasets'], queryFn: ({ signal }) => call('listDatasets', { signal }) });
  const paging = useCursor(filter);
  const imports = useQuery({
    queryKey: ['listDatasetImports', filter, paging.cursor],
    queryFn: ({ signal }) => call('listDatasetImports', { query: { dataset: filter || undefined, cursor: paging.cursor, limit: '20' }, signal }),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <PageTitle title="Datasets" />
      <Async query={datasets} what="datasets">
        {(list) =>
          list.data.length === 0 ? <Empty>No importable dataset.</Empty> : (
            <>
              <div className="table-wrap" role="region" aria-label="Datasets" tabIndex={0}>
                <table>
                  <thead><tr><th scope="col">Dataset</th><th scope="col">What it holds</th><th scope="col" className="num">Rows stored</th><th scope="col">Last import</th><th scope="col">Running</th></tr></thead>
                  <tbody>
                    {list.data.map((d) => (
                      <tr key={d.name} data-testid={`dataset-${d.name}`}>
                        <td>{d.name}</td>
                        <td>{d.description}</td>
                        <td className="num" data-testid={`rows-${d.name}`}>{d.rows}</td>
                        <td>{d.last_import ? <><Time value={d.last_import.finished_at ?? d.last_import.created_at} /> {d.last_import.file_name} <span className="muted">by {d.last_import.actor}</span></> : <span className="muted">none recorded</span>}</td>
                        <td>{d.running ? <button type="button" onClick={() => setShown(d.running!.id)}>{d.running.status}: {d.running.file_name}</button> : <span className="muted">—</span>}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              {canWrite && (
                <>
                  <h2>Upload</h2>
                  <UploadForm datasets={list.data.map((d) => d.name)} onStarted={setShown} />
                </>
              )}
            </>
          )
        }
      </Async>
      {shown && <ImportDetail key={shown} id={shown} />}
      <h2>Imports</h2>
      <form className="filters" aria-label="Filter imports" onSubmit={(e) => e.preventDefault()}>
        <Field label="Dataset of the imports">
          {(id) => (
            <select id={id} value={filter} onChange={(e) => setFilter(e.target.value)}>
              <option value="">every dataset</option>
              {(datasets.data?.data ?? []).map((d) => <option key={d.name} value={d.name}>{d.name}</option>)}
            </select>
          )}
        </Field>
      </form>
      <Async query={imports} what="imports">
        {(page) =>
          page.data.length === 0 ? <Empty>No import recorded.</Empty> : (
            <>
              <table aria-label="Imports, newest first">
                <thead><tr><th scope="col">Queued</th><th scope="col">Dataset</th><th scope="col">File</th><th scope="col">Status</th><th scope="col" className="num">Rows</th><th scope="col">By</th><th scope="col">Error</th><th scope="col"><span className="sr-only">Open</span></th></tr></thead>
                <tbody>
                  {page.data.map((i) => (
                    <tr key={i.id}>
                      <td><Time value={i.created_at} /></td><td>{i.dataset}</td><td>{i.file_name}</td><td>{i.status}</td><td className="num">{i.rows}</td><td>{i.actor}</td>
                      <td><Text value={i.error ?? (i.summary && i.summary.bad > 0 ? `${i.summary.bad} bad rows` : null)} /></td>
                      <td><button type="button" onClick={() => setShown(i.id)} aria-label={`Show import ${i.id}`}>Show</button></td>
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
