import { PhoneLookupRequest } from '../../contract/requests.js';
import { PhoneMnpResponse } from '../../contract/payloads/index.js';
import { sandboxPhoneMnp } from '../../sandbox/index.js';
import { runLookup } from './lookup.js';
import { billedResponses, typed, type Route } from './shared.js';

/** POST /data/1.0/phone-mnp — Phone number portability lookup. An input of invalid format is answered and billed (rule 10). */
export const phoneMnpRoute: Route = (app, services) => {
  typed(app).post('/data/1.0/phone-mnp', {
    config: { entitlement: 'phone-mnp' },
    schema: { tags: ['data'], summary: 'Phone number portability', body: PhoneLookupRequest, response: billedResponses(PhoneMnpResponse) },
  }, async (request) => runLookup(services, request, 'phone-mnp', request.body.transaction_id, request.body.phone_number, sandboxPhoneMnp));
};
