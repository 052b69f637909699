import { CATALOGUE } from '../../scoring/catalogue.js';
import { CLUSTER_BANDS } from '../../scoring/scorecard.js';
import { defineRoute } from './shared.js';

/** GET /1.0/reason-codes — the reason-code catalogue and the score bands. Free. */
export const reasonCodesRoute = defineRoute('reason-codes', () => {
  const body = {
    reason_codes: [...CATALOGUE.values()].map((d) => ({ ...d })),
    clusters: CLUSTER_BANDS.map((b) => ({ ...b })),
  };
  return async () => body;
});
