/** POST /admin/1.0/identities/lookup: a touch point's graph (depth 2, bounded fan-out) and its resolutions. */
import type { LinkedNode } from '../../../admin/insights.js';
import { defineAdminRoute, resolutionJson } from '../shared.js';

export const lookupIdentity = defineAdminRoute('lookupIdentity', ({ admin }) => async (request) => {
  const v = await admin.insights.identity(request.actor, request.body.kind, request.body.value, request.body.account_id);
  const node = (n: LinkedNode): Record<string, unknown> => ({
    node: n.node, kind: n.kind, first_seen: n.firstSeen, last_seen: n.lastSeen, links: n.links,
    ...(n.linked ? { linked: { items: n.linked.items.map(node), beyond: n.linked.beyond } } : {}),
  });
  return {
    node: v.node, kind: v.kind, first_seen: v.firstSeen, last_seen: v.lastSeen,
    linked: v.linked ? { items: v.linked.items.map(node), beyond: v.linked.beyond } : null,
    resolutions: v.resolutions.map(resolutionJson),
  };
});
