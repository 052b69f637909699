/**
 * What kind of page a website answered with: a parked domain, a hosting placeholder, an empty page, or content.
 * The patterns are ours and documented in docs/domain.md; they read the parsed page (title, visible text, the
 * hosts of scripts, frames and links), never the raw HTML.
 */
import type { PageFacts } from './html.js';

/** Hosts of domain-parking and domain-sale services; a page that loads from or links to them is parked. */
export const PARKING_HOSTS: readonly string[] = [
  'sedoparking.com', 'sedo.com', 'parkingcrew.net', 'bodis.com', 'above.com', 'dan.com', 'afternic.com',
  'hugedomains.com', 'domainmarket.com', 'parklogic.com', 'dsparking.com', 'undeveloped.com', 'brandbucket.com',
  'squadhelp.com', 'efty.com', 'sav.com', 'parked.com', 'voodoo.com', 'domainnamesales.com', 'trafficz.com',
  'skenzo.com', 'smartname.com', 'namebright.com', 'uniregistry.com', 'buydomains.com', 'parkingpage.namecheap.com',
];

/** Visible-text patterns of parked and for-sale pages (English, French, German, Spanish). */
export const PARKED_TEXT: readonly RegExp[] = [
  /\bthis domain (name )?(is|may be) for sale\b/i,
  /\b(buy|purchase) this domain\b/i,
  /\bthe domain( name)? [a-z0-9.-]+ is for sale\b/i,
  /\bdomain (is )?parked\b/i,
  /\bparked (free|courtesy)\b/i,
  /\bthis (web )?page is parked\b/i,
  /\bdomain parking\b/i,
  /\bmake an offer on this domain\b/i,
  /\binquire (now )?about this domain\b/i,
  /\bce (nom de )?domaine est (à|a) vendre\b/i,
  /\bdiese domain (steht zum verkauf|kaufen)\b/i,
  /\beste dominio est(á|a) a la venta\b/i,
];

/** Default pages of web servers and hosting control panels, and hosting "no site here" pages. */
export const HOSTING_TEXT: readonly RegExp[] = [
  /\bwelcome to nginx\b/i,
  /\bapache2? (ubuntu|debian|centos)? ?default page\b/i,
  /\btest page for the (apache|nginx) http server\b/i,
  /^it works!?$/im,
  /\biis windows server\b/i,
  /\bweb server'?s default page\b/i,
  /\bdefault web site page\b/i,
  /\bfuture home of something quite cool\b/i,
  /\bthis account has been suspended\b/i,
  /\baccount suspended\b/i,
  /\bthere isn'?t a github pages site here\b/i,
  /\bno such app\b/i,
  /\bsite not found\b.*\b(netlify|vercel|github pages)\b/i,
  /\bdomain (has been )?successfully (connected|registered)\b/i,
  /\b(website|site) (is )?under construction\b/i,
  /\bthis (domain|site) has been registered (at|with|by)\b/i,
  /\bplesk\b.*\bdefault page\b/i,
  /\bcpanel\b.*\b(default|placeholder)\b/i,
];

export type PageKind = 'parked' | 'hosting' | 'empty' | 'content';

function hostOf(url: string, base: string): string | null {
  try {
    return new URL(url, base).hostname.toLowerCase();
  } catch {
    return null;
  }
}

const onHost = (host: string | null, list: readonly string[]) =>
  host !== null && list.some((h) => host === h || host.endsWith(`.${h}`));

/** Minimum visible text for a page to count as content, unless it shows images or several links. */
export const MIN_TEXT_CHARS = 40;

export function classifyPage(page: PageFacts, url: string, bodyBytes: number): PageKind {
  const probe = `${page.title ?? ''}\n${page.text.slice(0, 20_000)}`;
  // Only absolute URLs can point at a parking service.
  const refs = [...page.scripts, ...page.anchors.map((a) => a.href), ...page.links.map((l) => l.href)].filter((r) => /^(https?:)?\/\//i.test(r));
  if (refs.some((r) => onHost(hostOf(r, url), PARKING_HOSTS)) || PARKED_TEXT.some((re) => re.test(probe))) return 'parked';
  if (HOSTING_TEXT.some((re) => re.test(probe))) return 'hosting';
  if (bodyBytes === 0) return 'empty';
  if (page.text.length < MIN_TEXT_CHARS && page.images.length === 0 && page.anchors.length < 2 && page.scripts.length === 0) return 'empty';
  return 'content';
}
