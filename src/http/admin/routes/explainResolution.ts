/**
 * GET /admin/1.0/resolutions/{resolution_id}: with its explanation, its stored response, and the call rebuilt for a
 * sandbox key ("copy as curl", src/admin/replay.ts) or why it cannot be.
 */
import { defineAdminRoute, resolutionJson } from '../shared.js';

export const explainResolution = defineAdminRoute('explainResolution', ({ admin, config, decisions }) => async (request) => {
  const r = await admin.insights.resolution(request.actor, request.params.resolution_id);
  const replay = await admin.replays.of(request.actor, { id: r.summary.id, accountId: r.summary.accountId, operation: r.summary.operation, erased: r.summary.erased, response: r.response }, config.publicUrl);
  return {
    resolution: resolutionJson(r.summary),
    // A compact stored decision record comes back whole from its policy version (decide.ts expandExplanation).
    explanation: await decisions.engine.expandExplanation(r.explanation),
    response: r.response,
    replay: { method: replay.method, path: replay.path, url: replay.url, body: replay.body, unavailable: replay.unavailable, notes: replay.notes, sandbox_key_prefix: replay.sandboxKeyPrefix },
  };
});
