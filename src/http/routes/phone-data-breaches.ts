import { PhoneLookupRequest } from '../../contract/requests.js';
import { PhoneDataBreachesResponse } from '../../contract/payloads/index.js';
import { sandboxPhoneDataBreaches } from '../../sandbox/index.js';
import { runLookup } from './lookup.js';
import { billedResponses, typed, type Route } from './shared.js';

/** POST /data/1.0/phone-data-breaches — Phone data breaches lookup. An input of invalid format is answered and billed (rule 10). */
export const phoneDataBreachesRoute: Route = (app, services) => {
  typed(app).post('/data/1.0/phone-data-breaches', {
    config: { entitlement: 'phone-data-breaches' },
    schema: { tags: ['data'], summary: 'Phone data breaches', body: PhoneLookupRequest, response: billedResponses(PhoneDataBreachesResponse) },
  }, async (request) => runLookup(services, request, 'phone-data-breaches', request.body.transaction_id, request.body.phone_number, sandboxPhoneDataBreaches));
};
