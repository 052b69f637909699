/**
 * Accessibility fixes for the /docs page (swagger-ui), served as files from the page's own origin so that its CSP
 * (`script-src 'self'`, src/app.ts) allows them; checked with axe-core in Chromium (test/e2e/docs-browser.test.ts):
 * no serious or critical finding.
 *
 * - The layout is swagger-ui's BaseLayout (no top bar: its URL box had no label, its logo no text, its button too
 *   little contrast) and deep links are off (a link inside each operation's toggle button is an interactive element
 *   nested in another); see openapi.ts.
 * - CSS: the method badges, version badges, links and code colours reach WCAG AA contrast (4.5:1).
 * - Script: names for the server select and the dark-mode button, and keyboard focus for scrollable code blocks,
 *   applied as swagger-ui renders (a MutationObserver; it never reads or writes anything but these attributes).
 */
export const DOCS_THEME_CSS = `/* idrisk: WCAG AA contrast for swagger-ui (docs-theme.ts) */
.swagger-ui .opblock .opblock-summary-method { text-shadow: none; }
.swagger-ui .opblock.opblock-post .opblock-summary-method { background: #1b7a4f; }
.swagger-ui .opblock.opblock-get .opblock-summary-method { background: #1565c0; }
.swagger-ui .opblock.opblock-delete .opblock-summary-method { background: #c62828; }
.swagger-ui .opblock.opblock-patch .opblock-summary-method { background: #00796b; }
.swagger-ui .opblock.opblock-put .opblock-summary-method { background: #8a4b00; }
.swagger-ui .opblock.opblock-head .opblock-summary-method,
.swagger-ui .opblock.opblock-options .opblock-summary-method { background: #5a6270; }
.swagger-ui .info .title small { background: #5a6270; }
.swagger-ui .info .title small.version-stamp { background: #4a7300; }
.swagger-ui .info a, .swagger-ui .info .url { color: #2c6cb5; }
.swagger-ui .btn.authorize { color: #1b7a4f; border-color: #1b7a4f; }
.swagger-ui .btn.authorize svg { fill: #1b7a4f; }
.swagger-ui .json-schema-2020-12-expand-deep-button { color: #5c5c5c; }
.swagger-ui .highlight-code .microlight, .swagger-ui .highlight-code .microlight span { color: #ffffff !important; }
`;

export const DOCS_THEME_JS = `/* idrisk: accessible names and focus for swagger-ui (docs-theme.ts) */
(function () {
  function fix(root) {
    root.querySelectorAll('select#servers:not([aria-label])').forEach(function (el) { el.setAttribute('aria-label', 'Server'); });
    root.querySelectorAll('.dark-mode-toggle button:not([aria-label])').forEach(function (el) { el.setAttribute('aria-label', 'Dark mode'); });
    root.querySelectorAll('pre.microlight:not([tabindex]), .highlight-code pre:not([tabindex])').forEach(function (el) { el.setAttribute('tabindex', '0'); });
  }
  function start() {
    var root = document.getElementById('swagger-ui') || document.body;
    fix(root);
    new MutationObserver(function () { fix(root); }).observe(root, { childList: true, subtree: true });
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start); else start();
})();
`;
