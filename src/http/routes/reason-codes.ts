import { ReasonCodesResponse } from '../../contract/responses.js';
import { CATALOGUE } from '../../scoring/catalogue.js';
import { CLUSTER_BANDS } from '../../scoring/scorecard.js';
import { freeResponses, typed, type Route } from './shared.js';

/** GET /1.0/reason-codes — the reason-code catalogue and the score bands. Free. */
export const reasonCodesRoute: Route = (app) => {
  const body = {
    reason_codes: [...CATALOGUE.values()].map((d) => ({ ...d })),
    clusters: CLUSTER_BANDS.map((b) => ({ ...b })),
  };
  typed(app).get('/1.0/reason-codes', {
    schema: { tags: ['account'], summary: 'The reason-code catalogue', response: freeResponses(ReasonCodesResponse) },
  }, async () => body);
};
