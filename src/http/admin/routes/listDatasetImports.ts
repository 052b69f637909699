/** GET /admin/1.0/dataset-imports?dataset=&status=: imports, newest first. */
import { datasetImportJson, defineAdminRoute, limitOf, pageJson } from '../shared.js';

export const listDatasetImports = defineAdminRoute('listDatasetImports', ({ admin }) => async (request) => {
  const q = request.query;
  return pageJson(await admin.datasets.imports(request.actor, { dataset: q.dataset, status: q.status }, limitOf(q.limit), q.cursor), datasetImportJson);
});
