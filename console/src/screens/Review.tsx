/**
 * One entry of the review queue (getReview): the call, the rules that sent it here and the policy version; claim it
 * (30 minutes, renewed by claiming again), give it back, or decide it — approve or decline with a note (decline may
 * carry a fraud tag), which writes the call's label and sends the signed `resolution.reviewed` webhook. A role
 * without `reviews.write` (viewer) reads only: nothing to act with is offered (the API refuses it anyway).
 */
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, type RequestBody } from '../lib/api';
import { useCan, useMe } from '../lib/session';
import { Async, ErrorBox, Field, PageTitle, Text, Time } from '../lib/ui';

type Tag = NonNullable<RequestBody<'decideReview'>['tag']>;
const TAGS: readonly Tag[] = ['fraud', 'chargeback', 'suspected_fraud', 'spam_or_abuse'];

export default function Review() {
  const { id = '' } = useParams();
  const client = useQueryClient();
  const canWrite = useCan('reviews.write');
  const me = useMe().data;
  const review = useQuery({ queryKey: ['getReview', id], queryFn: ({ signal }) => call('getReview', { path: { resolution_id: id }, signal }) });
  const [outcome, setOutcome] = useState<'approve' | 'decline'>('approve');
  const [tag, setTag] = useState<Tag>('fraud');
  const [note, setNote] = useState('');
  const refresh = (data?: unknown) => {
    if (data) client.setQueryData(['getReview', id], data);
    void client.invalidateQueries({ queryKey: ['listReviews'] });
  };
  const claim = useMutation({ mutationFn: () => call('claimReview', { path: { resolution_id: id }, body: {} }), onSuccess: (d) => refresh(d) });
  const release = useMutation({ mutationFn: () => call('releaseReview', { path: { resolution_id: id }, body: {} }), onSuccess: (d) => refresh(d) });
  const decide = useMutation({
    mutationFn: () => call('decideReview', { path: { resolution_id: id }, body: outcome === 'decline' ? { outcome, note: note.trim(), tag } : { outcome, note: note.trim() } }),
    onSuccess: (d) => refresh(d.review),
  });
  const failure = claim.error ?? release.error ?? decide.error;
  const holder = me ? `${me.kind}:${me.id}` : null;
  return (
    <>
      <PageTitle title={`Review ${id}`} />
      <p><Link to="/reviews">Back to the review queue</Link></p>
      <Async query={review} what="the review">
        {(r) => (
          <>
            <dl className="facts">
              <dt>Status</dt><dd data-testid="review-status">{r.status}</dd>
              <dt>Resolution</dt><dd><Link to={`/resolutions/${encodeURIComponent(r.resolution_id)}`}>{r.resolution_id}</Link></dd>
              <dt>Account</dt><dd><Link to={`/accounts/${encodeURIComponent(r.account_id)}`}>{r.account_id}</Link></dd>
              <dt>Product</dt><dd>{r.operation}</dd>
              <dt>customer_id</dt><dd data-testid="review-customer-id"><Text value={r.customer_id} /></dd>
              <dt>Call time</dt><dd><Time value={r.created_at} /></dd>
              <dt>Score</dt><dd><Text value={r.score} /> <span className="muted"><Text value={r.score_cluster} /></span></dd>
              <dt>Policy version</dt><dd>{r.policy_version}</dd>
              <dt>Held by</dt><dd><Text value={r.claimed_by} />{r.claim_expires_at && <> until <Time value={r.claim_expires_at} /></>}</dd>
              {r.status === 'decided' && (
                <>
                  <dt>Outcome</dt><dd data-testid="review-outcome"><Text value={r.outcome} /></dd>
                  <dt>Note</dt><dd data-testid="review-note"><Text value={r.note} /></dd>
                  <dt>Decided by</dt><dd><Text value={r.decided_by} /> <Time value={r.decided_at} /></dd>
                </>
              )}
            </dl>
            <h2>Rules that sent it to review</h2>
            {r.rules.length === 0 ? <p className="muted">None recorded.</p> : (
              <ul aria-label="Rules that sent it to review">
                {r.rules.map((x) => <li key={x.id}>{x.name} <code>{x.id}</code></li>)}
              </ul>
            )}
            {canWrite && r.status === 'open' && (
              <>
                <h2>Work it</h2>
                <div className="actions">
                  <button type="button" onClick={() => claim.mutate()} disabled={claim.isPending}>{r.claimed_by === holder ? 'Renew claim' : 'Claim'}</button>
                  {r.claimed_by !== null && r.claimed_by === holder && (
                    <button type="button" onClick={() => release.mutate()} disabled={release.isPending}>Release</button>
                  )}
                </div>
                <form
                  aria-label="Decide"
                  onSubmit={(e) => {
                    e.preventDefault();
                    decide.mutate();
                  }}
                >
                  <fieldset>
                    <legend>Outcome</legend>
                    <label className="check"><input type="radio" name="outcome" value="approve" checked={outcome === 'approve'} onChange={() => setOutcome('approve')} /> Approve (label not_fraud)</label>
                    <label className="check"><input type="radio" name="outcome" value="decline" checked={outcome === 'decline'} onChange={() => setOutcome('decline')} /> Decline (a fraud label)</label>
                  </fieldset>
                  {outcome === 'decline' && (
                    <Field label="Fraud tag">
                      {(fid) => <select id={fid} value={tag} onChange={(e) => setTag(e.target.value as Tag)}>{TAGS.map((t) => <option key={t} value={t}>{t}</option>)}</select>}
                    </Field>
                  )}
                  <Field label="Note" hint="Required; kept with the label (not in the audit trail).">
                    {(fid) => <textarea id={fid} value={note} onChange={(e) => setNote(e.target.value)} maxLength={2000} rows={3} required />}
                  </Field>
                  <div className="actions">
                    <button type="submit" className="primary" disabled={decide.isPending || note.trim() === ''}>{outcome === 'approve' ? 'Approve' : 'Decline'}</button>
                  </div>
                </form>
              </>
            )}
            {decide.data && (
              <p role="status">
                Decided: label <code>{decide.data.label_id}</code>
                {decide.data.webhook_event_id ? <>, webhook event <Link to={`/webhooks/${encodeURIComponent(decide.data.webhook_event_id)}`}>{decide.data.webhook_event_id}</Link></> : ', no webhook (the account has no webhook URL)'}.
              </p>
            )}
            {failure && <ErrorBox error={failure} />}
          </>
        )}
      </Async>
    </>
  );
}
