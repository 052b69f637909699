/**
 * `technologies`: what a website is built with, from patterns of our own (the one rule set on npm, Wappalyzer's, is
 * GPL and is not shipped). A rule matches the hosts or paths of script URLs, meta generator, response headers,
 * cookies, attribute names or markers in inline scripts of the parsed page.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { PageFacts } from './html.js';

export interface Technology {
  readonly name: string;
  readonly category: string;
}

interface Rule extends Technology {
  readonly script?: RegExp;
  readonly generator?: RegExp;
  readonly header?: readonly [name: string, value: RegExp];
  readonly cookie?: RegExp;
  readonly attribute?: string;
  readonly inline?: RegExp;
  readonly link?: RegExp;
}

export const TECHNOLOGY_RULES: readonly Rule[] = [
  { name: 'WordPress', category: 'CMS', generator: /^wordpress/i, script: /\/wp-(content|includes)\//, link: /\/wp-(content|json)\// },
  { name: 'Drupal', category: 'CMS', generator: /^drupal/i, header: ['x-generator', /drupal/i], inline: /drupalSettings|Drupal\.settings/ },
  { name: 'Joomla', category: 'CMS', generator: /^joomla/i },
  { name: 'Ghost', category: 'CMS', generator: /^ghost/i },
  { name: 'TYPO3', category: 'CMS', generator: /^typo3/i },
  { name: 'Wix', category: 'Website builder', generator: /wix\.com/i, script: /static\.parastorage\.com|static\.wixstatic\.com/, header: ['x-wix-request-id', /./] },
  { name: 'Squarespace', category: 'Website builder', generator: /squarespace/i, script: /squarespace\.com|sqspcdn\.com/ },
  { name: 'Webflow', category: 'Website builder', generator: /webflow/i, attribute: 'data-wf-site' },
  { name: 'Shopify', category: 'Ecommerce', script: /cdn\.shopify\.com/, header: ['x-shopid', /./], inline: /Shopify\.theme/ },
  { name: 'WooCommerce', category: 'Ecommerce', script: /\/plugins\/woocommerce\//, generator: /woocommerce/i },
  { name: 'Magento', category: 'Ecommerce', script: /\/static\/(version\d+\/)?frontend\/|mage\/cookies/, inline: /Magento_|mage-init/ },
  { name: 'PrestaShop', category: 'Ecommerce', generator: /prestashop/i, inline: /prestashop\s*=/ },
  { name: 'Next.js', category: 'JavaScript framework', script: /\/_next\/static\//, header: ['x-powered-by', /next\.js/i], inline: /__NEXT_DATA__/ },
  { name: 'Nuxt', category: 'JavaScript framework', script: /\/_nuxt\//, inline: /__NUXT__/ },
  { name: 'Gatsby', category: 'Static site generator', generator: /^gatsby/i, attribute: 'data-gatsby-head' },
  { name: 'Hugo', category: 'Static site generator', generator: /^hugo/i },
  { name: 'Jekyll', category: 'Static site generator', generator: /^jekyll/i },
  { name: 'React', category: 'JavaScript library', script: /react(-dom)?(\.production)?(\.min)?\.js/, attribute: 'data-reactroot' },
  { name: 'Vue.js', category: 'JavaScript framework', script: /vue(\.runtime)?(\.global)?(\.prod)?(\.min)?\.js/, attribute: 'data-v-app' },
  { name: 'Angular', category: 'JavaScript framework', attribute: 'ng-version' },
  { name: 'jQuery', category: 'JavaScript library', script: /jquery[.-]?(\d[\w.]*)?(\.min)?\.js/i },
  { name: 'Bootstrap', category: 'UI framework', script: /bootstrap(\.bundle)?(\.min)?\.js/, link: /bootstrap(\.min)?\.css/ },
  { name: 'Font Awesome', category: 'Font scripts', script: /fontawesome|font-awesome/i, link: /fontawesome|font-awesome/i },
  { name: 'Google Fonts', category: 'Font scripts', link: /fonts\.googleapis\.com/ },
  { name: 'Google Analytics', category: 'Analytics', script: /google-analytics\.com\/(analytics|ga)\.js|googletagmanager\.com\/gtag\/js/, inline: /\bgtag\(\s*['"]config['"]|GoogleAnalyticsObject/ },
  { name: 'Google Tag Manager', category: 'Tag manager', script: /googletagmanager\.com\/gtm\.js/, inline: /googletagmanager\.com\/gtm\.js|GTM-[A-Z0-9]{4,}/ },
  { name: 'Meta Pixel', category: 'Advertising', script: /connect\.facebook\.net\/[^/]+\/fbevents\.js/, inline: /fbq\(\s*['"]init['"]/ },
  { name: 'Hotjar', category: 'Analytics', script: /static\.hotjar\.com/, inline: /hotjar\.com|_hjSettings/ },
  { name: 'Matomo', category: 'Analytics', script: /matomo\.js|piwik\.js/, inline: /_paq\.push/ },
  { name: 'Plausible', category: 'Analytics', script: /plausible\.io\/js\// },
  { name: 'Segment', category: 'Analytics', script: /cdn\.segment\.com/ },
  { name: 'HubSpot', category: 'Marketing automation', script: /js\.hs-scripts\.com|js\.hsforms\.net|js\.hs-analytics\.net/ },
  { name: 'Mailchimp', category: 'Marketing automation', script: /chimpstatic\.com|list-manage\.com/ },
  { name: 'Klaviyo', category: 'Marketing automation', script: /static\.klaviyo\.com/ },
  { name: 'Intercom', category: 'Live chat', script: /widget\.intercom\.io|js\.intercomcdn\.com/ },
  { name: 'Zendesk', category: 'Live chat', script: /static\.zdassets\.com|zopim/ },
  { name: 'Crisp', category: 'Live chat', script: /client\.crisp\.chat/ },
  { name: 'Stripe', category: 'Payment', script: /js\.stripe\.com/ },
  { name: 'PayPal', category: 'Payment', script: /paypal\.com\/sdk\/js|paypalobjects\.com/ },
  { name: 'reCAPTCHA', category: 'Security', script: /google\.com\/recaptcha|recaptcha\/api\.js/ },
  { name: 'hCaptcha', category: 'Security', script: /hcaptcha\.com\/1\/api\.js|js\.hcaptcha\.com/ },
  { name: 'Cloudflare', category: 'CDN', header: ['server', /^cloudflare/i] },
  { name: 'Amazon CloudFront', category: 'CDN', header: ['x-amz-cf-id', /./] },
  { name: 'Fastly', category: 'CDN', header: ['x-served-by', /cache-/i] },
  { name: 'Akamai', category: 'CDN', header: ['server', /akamai/i] },
  { name: 'Vercel', category: 'Hosting', header: ['x-vercel-id', /./] },
  { name: 'Netlify', category: 'Hosting', header: ['server', /^netlify/i] },
  { name: 'GitHub Pages', category: 'Hosting', header: ['server', /^github\.com/i] },
  { name: 'Nginx', category: 'Web server', header: ['server', /^nginx/i] },
  { name: 'Apache HTTP Server', category: 'Web server', header: ['server', /^apache/i] },
  { name: 'Microsoft IIS', category: 'Web server', header: ['server', /^microsoft-iis/i] },
  { name: 'LiteSpeed', category: 'Web server', header: ['server', /^litespeed/i] },
  { name: 'Caddy', category: 'Web server', header: ['server', /^caddy/i] },
  { name: 'PHP', category: 'Programming language', header: ['x-powered-by', /php/i], cookie: /^PHPSESSID=/ },
  { name: 'ASP.NET', category: 'Web framework', header: ['x-powered-by', /asp\.net/i], cookie: /^ASP\.NET_SessionId=/ },
  { name: 'Express', category: 'Web framework', header: ['x-powered-by', /^express$/i] },
  { name: 'Cookiebot', category: 'Cookie consent', script: /consent\.cookiebot\.com/ },
  { name: 'OneTrust', category: 'Cookie consent', script: /cdn\.cookielaw\.org|optanon/i },
  { name: 'Sentry', category: 'Monitoring', script: /browser\.sentry-cdn\.com|sentry\.io/ },
];

function headerValues(headers: IncomingHttpHeaders, name: string): string[] {
  const v = headers[name];
  return v === undefined ? [] : Array.isArray(v) ? v : [String(v)];
}

export function detectTechnologies(page: PageFacts | null, headers: IncomingHttpHeaders): Technology[] {
  const generator = page?.meta.get('generator') ?? '';
  const cookies = headerValues(headers, 'set-cookie');
  const found: Technology[] = [];
  for (const r of TECHNOLOGY_RULES) {
    const hit =
      (r.header !== undefined && headerValues(headers, r.header[0]).some((v) => r.header![1].test(v))) ||
      (r.cookie !== undefined && cookies.some((c) => r.cookie!.test(c))) ||
      (page !== null && (
        (r.generator !== undefined && r.generator.test(generator)) ||
        (r.script !== undefined && page.scripts.some((s) => r.script!.test(s))) ||
        (r.link !== undefined && page.links.some((l) => r.link!.test(l.href))) ||
        (r.attribute !== undefined && page.attributes.has(r.attribute)) ||
        (r.inline !== undefined && r.inline.test(page.inlineScript))
      ));
    if (hit) found.push({ name: r.name, category: r.category });
  }
  return found;
}
