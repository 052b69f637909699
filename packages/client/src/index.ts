/**
 * @idrisk/client: the typed client of the idrisk identity risk scoring API.
 *
 *   const client = new IdriskClient({ apiKey: 'idr_test_…', baseUrl: 'http://127.0.0.1:8080' });
 *   const answer = await client.phone.score({ customer_id: 'c-1', claims: ['phone'], phone_number: '+14155552671' });
 */
export { IdriskClient, CLIENT_METHODS, ADMIN_METHODS, type OperationId, type PublicOperationId, type AdminOperationId, type AdminClient, type AdminInput, type RequestBody, type Answer } from './client.js';
export type { ClientOptions, CallOptions } from './http.js';
export {
  IdriskError,
  IdriskApiError,
  InvalidRequestError,
  DuplicateIdError,
  AlreadyCommittedError,
  AuthenticationError,
  InsufficientCreditsError,
  PermissionError,
  NotFoundError,
  RateLimitError,
  ServerError,
  UnexpectedResponseError,
  IdriskConnectionError,
  IdriskTimeoutError,
  ERROR_FAMILIES,
  type ErrorCode,
  type ErrorFamily,
  type Problem,
} from './errors.js';
export { webhooks, WebhookVerificationError, type WebhookEvent, type WebhookHeaders } from './webhooks.js';
export type { paths, operations, components } from './schema.js';
