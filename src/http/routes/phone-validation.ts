import { validatePhone } from '../../lookups/phone/validation.js';
import { defineRoute } from './shared.js';

/**
 * POST /1.0/phone-validation — format and line type of a number (rule 13). Free, offline, the same answer on live and
 * sandbox keys (nothing synthetic to make up); rate-limited with the key's bucket; the number is not stored.
 */
export const phoneValidationRoute = defineRoute('phone-validation', () => async (request) => {
  return validatePhone(request.body.phone_number, request.body.country);
});
