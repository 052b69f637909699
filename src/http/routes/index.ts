/** Every route, by auth level: public routes need no key; the others go through secret-key auth. */
import type { Route } from './shared.js';
import { healthRoutes } from './health.js';
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
import { creditsRoute } from './credits.js';
import { reasonCodesRoute } from './reason-codes.js';
import { resolutionGetRoute } from './resolution-get.js';
import { customerGetRoute } from './customer-get.js';
import { customerDeleteRoute } from './customer-delete.js';

export const publicRoutes: readonly Route[] = [healthRoutes];

export const authenticatedRoutes: readonly Route[] = [
  phoneRoute,
  emailRoute,
  ipRoute,
  domainRoute,
  deviceRoute,
  nameRoute,
  hubRoute,
  domainIntelligenceRoute,
  domainIntelligenceGetRoute,
  trackEnrollmentsRoute,
  trackResultsRoute,
  phoneDataBreachesRoute,
  phoneToNameRoute,
  phoneMnpRoute,
  ipProxyRoute,
  creditsRoute,
  reasonCodesRoute,
  resolutionGetRoute,
  customerGetRoute,
  customerDeleteRoute,
];
