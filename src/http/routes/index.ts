/**
 * The handler of every entry of the operations catalogue (src/contract/operations.ts). The record is keyed by
 * operation name, so an entry without a handler (or a handler without an entry) does not compile.
 */
import type { OperationName } from '../../contract/operations.js';
import type { Route } from './shared.js';
import { healthzRoute } from './healthz.js';
import { readyzRoute } from './readyz.js';
import { phoneRoute } from './phone.js';
import { emailRoute } from './email.js';
import { ipRoute } from './ip.js';
import { domainRoute } from './domain.js';
import { deviceRoute } from './device.js';
import { nameRoute } from './name.js';
import { hubRoute } from './hub.js';
import { domainIntelligenceRoute } from './domain-intelligence.js';
import { domainIntelligenceGetRoute } from './domain-intelligence-get.js';
import { trackEnrollmentsRoute } from './track-enrollments.js';
import { trackResultsRoute } from './track-results.js';
import { phoneDataBreachesRoute } from './phone-data-breaches.js';
import { phoneToNameRoute } from './phone-to-name.js';
import { phoneMnpRoute } from './phone-mnp.js';
import { ipProxyRoute } from './ip-proxy.js';
import { phoneValidationRoute } from './phone-validation.js';
import { creditsRoute } from './credits.js';
import { reasonCodesRoute } from './reason-codes.js';
import { resolutionGetRoute } from './resolution-get.js';
import { customerGetRoute } from './customer-get.js';
import { customerDeleteRoute } from './customer-delete.js';
import { trackCollectRoute } from './track-collect.js';
import { listsListRoute } from './lists-list.js';
import { listCreateRoute } from './list-create.js';
import { listGetRoute } from './list-get.js';
import { listDeleteRoute } from './list-delete.js';
import { listItemsGetRoute } from './list-items-get.js';
import { listItemsAddRoute } from './list-items-add.js';
import { listItemsRemoveRoute } from './list-items-remove.js';
import { labelsCreateRoute } from './labels-create.js';
import { labelsListRoute } from './labels-list.js';
import { bulkCancelRoute, bulkGetRoute, bulkResultsRoute, bulkSubmitRoute } from './bulk.js';
import { collectorScriptRoute, collectorScriptVersionedRoute } from './collector-script.js';
import { legacyDomainRoute, legacyEmailRoute, legacyIpRoute, legacyOnboardingRoute, legacyPhoneRoute } from './legacy.js';

const HANDLERS: { readonly [K in OperationName]: Route<K> } = {
  phone: phoneRoute,
  email: emailRoute,
  ip: ipRoute,
  domain: domainRoute,
  device: deviceRoute,
  name: nameRoute,
  hub: hubRoute,
  'track-enrollments': trackEnrollmentsRoute,
  'track-results': trackResultsRoute,
  'track-collect': trackCollectRoute,
  'collector-script': collectorScriptRoute,
  'collector-script-versioned': collectorScriptVersionedRoute,
  'domain-intelligence': domainIntelligenceRoute,
  'domain-intelligence-get': domainIntelligenceGetRoute,
  'phone-data-breaches': phoneDataBreachesRoute,
  'phone-to-name': phoneToNameRoute,
  'phone-mnp': phoneMnpRoute,
  'ip-proxy': ipProxyRoute,
  'phone-validation': phoneValidationRoute,
  credits: creditsRoute,
  'reason-codes': reasonCodesRoute,
  'resolution-get': resolutionGetRoute,
  'customer-get': customerGetRoute,
  'customer-delete': customerDeleteRoute,
  'lists-list': listsListRoute,
  'list-create': listCreateRoute,
  'list-get': listGetRoute,
  'list-delete': listDeleteRoute,
  'list-items-get': listItemsGetRoute,
  'list-items-add': listItemsAddRoute,
  'list-items-remove': listItemsRemoveRoute,
  'labels-create': labelsCreateRoute,
  'labels-list': labelsListRoute,
  'bulk-submit': bulkSubmitRoute,
  'bulk-get': bulkGetRoute,
  'bulk-results': bulkResultsRoute,
  'bulk-cancel': bulkCancelRoute,
  'legacy-phone': legacyPhoneRoute,
  'legacy-email': legacyEmailRoute,
  'legacy-ip': legacyIpRoute,
  'legacy-domain': legacyDomainRoute,
  'legacy-onboarding': legacyOnboardingRoute,
  healthz: healthzRoute,
  readyz: readyzRoute,
};

export const ROUTES: readonly Route[] = Object.values(HANDLERS) as Route[];
