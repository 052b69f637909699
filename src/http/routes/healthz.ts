import { defineRoute } from './shared.js';

/** GET /healthz — the process is up. No key needed. */
export const healthzRoute = defineRoute('healthz', () => async () => ({ status: 'ok' }));
