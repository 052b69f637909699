/**
 * One pass of htmlparser2's streaming parser over a page: the facts every later step reads (links, images, scripts,
 * meta and OpenGraph tags, JSON-LD blocks, visible text). No DOM is built; lists are capped so that a hostile page
 * costs bounded memory.
 */
import { Parser } from 'htmlparser2';

export interface Anchor {
  readonly href: string;
  readonly text: string;
}

export interface PageFacts {
  readonly title: string | null;
  /** The `lang` attribute of <html>, as written (e.g. `en-GB`). */
  readonly lang: string | null;
  /** <meta name=...> and <meta property=...> contents by lower-case key (description, keywords, generator, og:*, twitter:*). */
  readonly meta: ReadonlyMap<string, string>;
  /** Target of <meta http-equiv="refresh" content="0; url=...">, as written. */
  readonly refresh: string | null;
  readonly anchors: readonly Anchor[];
  readonly images: readonly string[];
  readonly scripts: readonly string[];
  /** <link> tags: rel and href. */
  readonly links: readonly { readonly rel: string; readonly href: string }[];
  /** Parsed JSON-LD blocks (invalid JSON skipped). */
  readonly jsonLd: readonly unknown[];
  /** Inline script text (first 256 KiB), for technology markers. */
  readonly inlineScript: string;
  /** Attribute names seen anywhere (data-reactroot, ng-version, ...), for technology markers. */
  readonly attributes: ReadonlySet<string>;
  /** Visible text, whitespace collapsed (first 512 KiB). */
  readonly text: string;
  /** Text of each <address> element. */
  readonly addresses: readonly string[];
  readonly tagCount: number;
}

const MAX_ITEMS = 5000;
const MAX_TEXT = 512 * 1024;
const MAX_SCRIPT = 256 * 1024;
const HIDDEN = new Set(['script', 'style', 'noscript', 'template', 'svg', 'head', 'iframe', 'object']);
const BLOCK = new Set(['p', 'div', 'br', 'li', 'tr', 'td', 'th', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'section', 'article', 'header', 'footer', 'nav', 'address', 'blockquote', 'dd', 'dt', 'title']);

export function parsePage(html: string): PageFacts {
  let title: string | null = null;
  let lang: string | null = null;
  let refresh: string | null = null;
  const meta = new Map<string, string>();
  const anchors: Anchor[] = [];
  const images: string[] = [];
  const scripts: string[] = [];
  const links: { rel: string; href: string }[] = [];
  const jsonLdText: string[] = [];
  const attributes = new Set<string>();
  let inlineScript = '';
  const text: string[] = [];
  let textLen = 0;
  let tagCount = 0;

  const stack: string[] = [];
  let hiddenDepth = 0;
  let inTitle = false;
  let titleText = '';
  let scriptKind: 'none' | 'inline' | 'jsonld' = 'none';
  let scriptBuf = '';
  let anchor: { href: string; text: string } | null = null;
  const addresses: string[] = [];
  let address: string | null = null;

  const parser = new Parser(
    {
      onopentag(name, attrs) {
        tagCount++;
        // <body> ends an unclosed <head>.
        if (name === 'body') {
          const h = stack.lastIndexOf('head');
          if (h >= 0) for (const t of stack.splice(h)) if (HIDDEN.has(t)) hiddenDepth = Math.max(0, hiddenDepth - 1);
        }
        for (const k of Object.keys(attrs)) if (attributes.size < 2000) attributes.add(k);
        stack.push(name);
        if (HIDDEN.has(name)) hiddenDepth++;
        if (BLOCK.has(name) && textLen < MAX_TEXT) text.push('\n');
        switch (name) {
          case 'html':
            if (attrs.lang && lang === null) lang = attrs.lang.trim() || null;
            break;
          case 'title':
            inTitle = true;
            break;
          case 'address':
            if (addresses.length < 20) address = '';
            break;
          case 'meta': {
            const key = (attrs.name ?? attrs.property ?? attrs.itemprop ?? '').trim().toLowerCase();
            const content = attrs.content?.trim();
            if (key && content !== undefined && !meta.has(key)) meta.set(key, content);
            if (attrs['http-equiv']?.toLowerCase() === 'refresh' && content) {
              const m = /url\s*=\s*['"]?([^'"]+)/i.exec(content);
              if (m && refresh === null) refresh = m[1]!.trim();
            }
            break;
          }
          case 'a':
            if (attrs.href !== undefined && anchors.length < MAX_ITEMS) anchor = { href: attrs.href.trim(), text: '' };
            break;
          case 'img':
            if (attrs.src !== undefined && images.length < MAX_ITEMS) images.push(attrs.src.trim());
            break;
          case 'script':
            if (attrs.src !== undefined) {
              if (scripts.length < MAX_ITEMS) scripts.push(attrs.src.trim());
            } else {
              scriptKind = (attrs.type ?? '').toLowerCase().includes('ld+json') ? 'jsonld' : 'inline';
              scriptBuf = '';
            }
            break;
          case 'link':
            if (attrs.href !== undefined && links.length < MAX_ITEMS) links.push({ rel: (attrs.rel ?? '').toLowerCase(), href: attrs.href.trim() });
            break;
          default:
            break;
        }
      },
      ontext(data) {
        if (inTitle) titleText += data;
        if (scriptKind !== 'none') {
          if (scriptBuf.length < MAX_SCRIPT) scriptBuf += data;
          return;
        }
        if (anchor) anchor.text += data;
        if (address !== null && address.length < 2000) address += data;
        if (hiddenDepth === 0 && textLen < MAX_TEXT) {
          text.push(data);
          textLen += data.length;
        }
      },
      onclosetag(name) {
        // Pop up to the matching tag (htmlparser2 closes implied tags in order).
        const i = stack.lastIndexOf(name);
        if (i >= 0) {
          for (const t of stack.splice(i)) if (HIDDEN.has(t)) hiddenDepth = Math.max(0, hiddenDepth - 1);
        }
        if (BLOCK.has(name) && textLen < MAX_TEXT) text.push('\n');
        if (name === 'title') {
          inTitle = false;
          if (title === null) title = collapse(titleText) || null;
        } else if (name === 'address' && address !== null) {
          if (collapse(address)) addresses.push(collapse(address));
          address = null;
        } else if (name === 'a' && anchor) {
          anchors.push({ href: anchor.href, text: collapse(anchor.text) });
          anchor = null;
        } else if (name === 'script' && scriptKind !== 'none') {
          if (scriptKind === 'jsonld') {
            if (jsonLdText.length < 50) jsonLdText.push(scriptBuf);
          } else if (inlineScript.length < MAX_SCRIPT) {
            inlineScript += `${scriptBuf.slice(0, MAX_SCRIPT - inlineScript.length)}\n`;
          }
          scriptKind = 'none';
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();

  const jsonLd: unknown[] = [];
  for (const t of jsonLdText) {
    try {
      jsonLd.push(JSON.parse(t));
    } catch {
      // Invalid JSON-LD is ignored, as search engines do.
    }
  }
  return {
    title, lang, meta, refresh, anchors, addresses, images, scripts, links, jsonLd, inlineScript, attributes, tagCount,
    text: text.join('').replace(/[ \t\r\f\v\u00a0]+/g, ' ').replace(/ *\n[\n ]*/g, '\n').trim(),
  };
}

export function collapse(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}

/** Every object of a JSON-LD tree (arrays and @graph flattened), for looking up typed entities. */
export function jsonLdNodes(blocks: readonly unknown[]): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  const visit = (v: unknown, depth: number) => {
    if (depth > 6 || out.length > 500) return;
    if (Array.isArray(v)) for (const x of v) visit(x, depth + 1);
    else if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      out.push(o);
      if (o['@graph']) visit(o['@graph'], depth + 1);
    }
  };
  visit(blocks, 0);
  return out;
}

/** `@type` of a JSON-LD node as a list of names. */
export function typesOf(node: Record<string, unknown>): string[] {
  const t = node['@type'];
  return (Array.isArray(t) ? t : [t]).filter((x): x is string => typeof x === 'string');
}
