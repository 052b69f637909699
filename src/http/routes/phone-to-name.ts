import { PhoneLookupRequest } from '../../contract/requests.js';
import { PhoneToNameResponse } from '../../contract/payloads/index.js';
import { sandboxPhoneToName } from '../../sandbox/index.js';
import { runLookup } from './lookup.js';
import { billedResponses, typed, type Route } from './shared.js';

/** POST /data/1.0/phone-to-name — Phone to name lookup. An input of invalid format is answered and billed (rule 10). */
export const phoneToNameRoute: Route = (app, services) => {
  typed(app).post('/data/1.0/phone-to-name', {
    config: { entitlement: 'phone-to-name' },
    schema: { tags: ['data'], summary: 'Phone to name', body: PhoneLookupRequest, response: billedResponses(PhoneToNameResponse) },
  }, async (request) => runLookup(services, request, 'phone-to-name', request.body.transaction_id, request.body.phone_number, sandboxPhoneToName));
};
