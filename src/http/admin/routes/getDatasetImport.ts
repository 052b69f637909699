/** GET /admin/1.0/dataset-imports/{import_id}: progress while it runs (rows, bytes of total_bytes), then its summary. */
import { datasetImportJson, defineAdminRoute } from '../shared.js';

export const getDatasetImport = defineAdminRoute('getDatasetImport', ({ admin }) => async (request) => datasetImportJson(await admin.datasets.importOf(request.actor, request.params.import_id)));
