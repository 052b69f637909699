/** GET /admin/1.0/prices. */
import { defineAdminRoute } from '../shared.js';

export const listPrices = defineAdminRoute('listPrices', ({ admin }) => async (request) => ({ prices: { ...admin.accounts.prices(request.actor) } }));
