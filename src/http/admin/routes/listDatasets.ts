/** GET /admin/1.0/datasets: every importable dataset, its rows, last import and the import running. */
import { datasetJson, defineAdminRoute } from '../shared.js';

export const listDatasets = defineAdminRoute('listDatasets', ({ admin }) => async (request) => ({ data: (await admin.datasets.list(request.actor)).map(datasetJson) }));
