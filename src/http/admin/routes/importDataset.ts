/**
 * POST /admin/1.0/datasets/{dataset}/imports: a multipart/form-data upload of one file (field `file`), streamed into
 * the database and imported by the `dataset.import` job (src/admin/datasets.ts). Authentication, CSRF and the role
 * check ran in onRequest, before any byte of the body was read.
 */
import type { MultipartFile } from '@fastify/multipart';
import { AdminError } from '../../../admin/errors.js';
import { MAX_UPLOAD_BYTES } from '../../../admin/datasets.js';
import { datasetImportJson, defineAdminRoute } from '../shared.js';

export const importDataset = defineAdminRoute('importDataset', ({ admin }) => async (request, reply) => {
  // The dataset is checked (404) before the body is read.
  admin.datasets.def(request.params.dataset);
  if (!request.isMultipart()) throw new AdminError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data in the field "file"');
  let file: MultipartFile | undefined;
  try {
    file = await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 0, parts: 1 } });
  } catch (err) {
    throw new AdminError('INVALID_PAYLOAD', `The multipart body could not be read: ${(err as Error).message}`, [{ field: 'file', message: 'is not a readable multipart part' }]);
  }
  if (!file || file.fieldname !== 'file') {
    file?.file.resume();
    throw new AdminError('INVALID_PAYLOAD', 'The upload must be one file in the field "file"', [{ field: 'file', message: 'is required' }]);
  }
  const stream = file.file;
  const r = await admin.datasets.upload(
    request.actor,
    { dataset: request.params.dataset, fileName: file.filename, format: request.query.format, strict: request.query.strict !== 'false' },
    stream,
    () => stream.truncated,
  );
  reply.code(202);
  return { import: datasetImportJson(r.import), job_id: r.jobId };
});
