/** POST /admin/1.0/identities/lookup: a touch point's graph (depth 2, bounded fan-out) and its resolutions. */
import type { ExplorerNode, ExplorerView } from '../../../admin/identities.js';
import { defineAdminRoute, resolutionJson } from '../shared.js';

const nodeJson = (n: ExplorerNode): Record<string, unknown> => ({
  node: n.node, ref: n.ref, kind: n.kind, first_seen: n.firstSeen, last_seen: n.lastSeen, links: n.links,
  ...(n.linked ? { linked: { items: n.linked.items.map(nodeJson), beyond: n.linked.beyond } } : {}),
});

/** An identity answer (lookupIdentity and openIdentityNode answer the same shape). */
export const identityJson = (v: ExplorerView) => ({
  node: v.node, ref: v.ref, kind: v.kind, first_seen: v.firstSeen, last_seen: v.lastSeen,
  linked: v.linked ? { items: v.linked.items.map(nodeJson), beyond: v.linked.beyond } : null,
  resolutions: v.resolutions.map(resolutionJson),
});

export const lookupIdentity = defineAdminRoute('lookupIdentity', ({ admin }) => async (request) =>
  identityJson(await admin.identities.byValue(request.actor, request.body.kind, request.body.value, request.body.account_id)),
);
