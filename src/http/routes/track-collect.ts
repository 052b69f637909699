import { clientIp } from '../plugins/app-key-auth.js';
import { defineRoute } from './shared.js';

/**
 * POST /1.0/track/collect — the browser collector's record of a login page (publishable app key, allowed origins
 * only, CORS: see plugins/app-key-auth.ts). Free: enrollments and results are the billed calls.
 */
export const trackCollectRoute = defineRoute('track-collect', ({ login }) => async (request) =>
  login.collect(request.collector.app, request.body, { ip: clientIp(request.ip), origin: request.headers.origin ?? '', now: new Date() }),
);
