/**
 * The identity graph around a touch point, drawn by Cytoscape.js (loaded with this screen only). Nodes are keyed
 * hashes (the API never answers a linked touch point's value); labels are set as data and drawn on a canvas, never
 * parsed as markup. The same links are listed as a table beside it for keyboard and screen-reader use.
 *
 * A click (tap) on a touch point other than the one shown opens its page by its reference (`onOpen`). Once laid out,
 * the container carries each openable node's position in `data-nodes` (JSON: ref, kind, x, y in CSS pixels from its
 * top-left corner), for tests and tools that drive the canvas.
 */
import { useEffect, useRef } from 'react';
import cytoscape from 'cytoscape';
import type { Answer } from '../lib/api';

type Identity = Answer<'lookupIdentity'>;

const COLORS: Record<string, string> = { phone: '#2563eb', email: '#16a34a', ip: '#d97706', name: '#9333ea', more: '#6b7280' };

/**
 * Cytoscape prepends an inline <style> (`position: relative` for its container) unless an element with this id
 * exists. The console's CSP forbids inline styles, and styles.css carries that rule, so a placeholder with the id
 * stops the injection.
 */
const CYTOSCAPE_STYLE_ID = '__________cytoscape_stylesheet';
function preventInlineStyle(): void {
  if (document.getElementById(CYTOSCAPE_STYLE_ID)) return;
  const placeholder = document.createElement('meta');
  placeholder.id = CYTOSCAPE_STYLE_ID;
  placeholder.name = 'cytoscape-container-style';
  placeholder.content = 'in the console stylesheet';
  document.head.appendChild(placeholder);
}

export function elementsOf(identity: Identity): cytoscape.ElementDefinition[] {
  const els: cytoscape.ElementDefinition[] = [];
  const nodes = new Set<string>();
  const node = (id: string, kind: string, label: string, root = false, ref: string | null = null) => {
    if (nodes.has(id)) return;
    nodes.add(id);
    els.push({ data: { id, label, kind, color: COLORS[kind] ?? '#6b7280', root: root ? 1 : 0, ...(ref && !root ? { ref } : {}) } });
  };
  const edge = (a: string, b: string, links: number) => els.push({ data: { id: `${a}->${b}`, source: a, target: b, links } });
  node(identity.node, identity.kind, `${identity.kind} (shown)`, true);
  for (const item of identity.linked?.items ?? []) {
    node(item.node, item.kind, `${item.kind} ${item.node.slice(0, 6)}`, false, item.ref);
    edge(identity.node, item.node, item.links);
    for (const sub of item.linked?.items ?? []) {
      node(sub.node, sub.kind, `${sub.kind} ${sub.node.slice(0, 6)}`, false, sub.ref);
      if (sub.node !== identity.node) edge(item.node, sub.node, sub.links);
    }
    if (item.linked && item.linked.beyond > 0) {
      node(`${item.node}+more`, 'more', `+${item.linked.beyond} more`);
      edge(item.node, `${item.node}+more`, 0);
    }
  }
  if (identity.linked && identity.linked.beyond > 0) {
    node(`${identity.node}+more`, 'more', `+${identity.linked.beyond} more`);
    edge(identity.node, `${identity.node}+more`, 0);
  }
  return els;
}

export default function IdentityGraph({ identity, onOpen }: { identity: Identity; onOpen?: (ref: string) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  // The latest callback, read at the click: the graph is drawn again only when the identity changes.
  const open = useRef(onOpen);
  open.current = onOpen;
  useEffect(() => {
    if (!ref.current) return;
    const dark = matchMedia('(prefers-color-scheme: dark)').matches;
    preventInlineStyle();
    const cy = cytoscape({
      container: ref.current,
      elements: elementsOf(identity),
      layout: { name: 'breadthfirst', roots: [identity.node], spacingFactor: 1.1, animate: false },
      userZoomingEnabled: true,
      boxSelectionEnabled: false,
      style: [
        { selector: 'node', style: { 'background-color': 'data(color)', label: 'data(label)', color: dark ? '#e5e7eb' : '#111827', 'font-size': 11, 'text-valign': 'bottom', 'text-margin-y': 4 } },
        { selector: 'node[root = 1]', style: { width: 36, height: 36, 'border-width': 3, 'border-color': dark ? '#f9fafb' : '#111827' } },
        { selector: 'node[ref]', style: { 'border-width': 1, 'border-color': dark ? '#e5e7eb' : '#374151' } },
        { selector: 'edge', style: { width: 'mapData(links, 0, 20, 1, 6)', 'line-color': dark ? '#4b5563' : '#9ca3af', 'curve-style': 'bezier' } },
      ],
    });
    const container = ref.current;
    const openable = () =>
      cy.nodes('[ref]').map((n) => {
        const at = n.renderedPosition();
        return { ref: String(n.data('ref')), kind: String(n.data('kind')), x: Math.round(at.x), y: Math.round(at.y) };
      });
    const mark = () => (container.dataset.nodes = JSON.stringify(openable()));
    cy.ready(mark);
    cy.on('layoutstop viewport resize', mark);
    cy.on('tap', 'node[ref]', (e) => open.current?.(String(e.target.data('ref'))));
    cy.on('mouseover', 'node[ref]', () => container.classList.add('pointing'));
    cy.on('mouseout', 'node[ref]', () => container.classList.remove('pointing'));
    return () => cy.destroy();
  }, [identity]);
  return <div ref={ref} className="graph" role="img" aria-label={`Graph of the touch points linked to the ${identity.kind} shown, depth 2; a click on one opens it (the list beside it does the same)`} data-testid="identity-graph" />;
}
