/**
 * Generated documentation: the error catalogue and the reason-code catalogue are rendered from the code, so the
 * docs cannot drift (a test compares these with the files in docs/). Run `npm run docs` after changing either.
 */
import { ERROR_CATALOGUE, problemType } from '../contract/errors.js';
import { CATALOGUE } from '../scoring/catalogue.js';
import { CLUSTER_BANDS } from '../scoring/scorecard.js';
import { AREAS } from '../scoring/types.js';

export function errorsMarkdown(): string {
  const rows = Object.entries(ERROR_CATALOGUE).map(
    ([code, d]) => `| ${d.status} | \`${code}\` | ${d.title} | ${d.description} |`,
  );
  return `<!-- Generated from src/contract/errors.ts by \`npm run docs\`; do not edit by hand. -->
# Errors

Every error has one shape: RFC 9457 problem details plus a stable \`code\`, served as \`application/problem+json\`.

\`\`\`json
{
  "type": "${problemType('INVALID_PAYLOAD')}",
  "title": "Invalid payload",
  "status": 400,
  "code": "INVALID_PAYLOAD",
  "detail": "The body does not match the endpoint's schema",
  "errors": [{ "field": "phone_number", "message": "is required" }],
  "request_id": "req_…"
}
\`\`\`

\`errors\` lists each offending field (dotted paths such as \`domain.value\`, \`claims[1]\`); it is empty when the problem
is not about a field. \`request_id\` matches the \`x-request-id\` of the server's log line. No error body ever carries
a stack trace. A caller may choose the id with its own \`x-request-id\` header when it is 1-128 letters, digits and
\`._:-\` (a UUID, a trace id); any other value is ignored and an id is generated. A 400 lists at most 20 field errors
(\`errors\`), each message at most 200 characters.

## Precedence

A request is checked in this order and answered with the first problem found; nothing is billed unless the call
succeeds:

1. **auth** — no \`x-api-key\`: 403 \`MISSING_API_KEY\`; unknown or revoked key: 401 \`INVALID_API_KEY\`; disabled account:
   401 \`ACCOUNT_DISABLED\`;
2. **entitlement** of the endpoint — 401 \`PRODUCT_NOT_ENABLED\` (the spec's "key supplied but ... not enabled");
3. **rate limit** — 429 \`RATE_LIMITED\` with \`Retry-After\`;
4. **body** — 415 \`UNSUPPORTED_MEDIA_TYPE\`, 413 \`PAYLOAD_TOO_LARGE\`, 400 \`MALFORMED_JSON\`;
5. **validation** — 400 \`INVALID_PAYLOAD\` (every field listed), then the hub rules (400 \`INVALID_CLAIMS\`, 400
   \`INVALID_PAYLOAD\` for a product's missing input) and the entitlement of each hub claim (401);
6. **model** — 400 \`UNKNOWN_MODEL\` for a \`model_id\` that does not exist;
7. **availability** — 501 \`PRODUCT_NOT_AVAILABLE\` for a live product without an engine in this version;
8. **credits** — 402 \`INSUFFICIENT_CREDITS\` when the balance is below the price;
9. **duplicates** — 400 \`DUPLICATED_CUSTOMER_ID\` / \`DUPLICATED_TRANSACTION_ID\`, enforced by a unique index when the
   call commits, so concurrent duplicates also get exactly one success. A call whose work may make network lookups
   (email, phone, ip, domain, data lookups, login tracking, domain intelligence, a hub with any of them, while
   \`IDRISK_NETWORK\` is on) is also checked before the work, so a duplicate never waits for lookups; local work
   (name, device, everything with \`IDRISK_NETWORK=off\`) is refused at the commit. The answer is the same 400 either
   way, and nothing is billed or linked.

Rate-limited, invalid, unauthenticated, duplicate and unavailable calls are never billed. An input whose *format*
is invalid (a malformed phone number, say) is a valid request: it is answered with 200, \`is_valid_format: false\`
and the reason codes that say so, and billed like any other call.

## Catalogue

| Status | Code | Title | When |
|---|---|---|---|
${rows.join('\n')}
`;
}

export function reasonCodesMarkdown(): string {
  const byArea = new Map<string, string[]>();
  for (const d of CATALOGUE.values()) {
    const rows = byArea.get(d.area) ?? [];
    rows.push(`| \`${d.code}\` | ${d.kind} | \`${d.name}\` | ${d.weight > 0 ? '+' : ''}${d.weight} | ${d.description} |`);
    byArea.set(d.area, rows);
  }
  const sections = Object.values(AREAS)
    .filter((area) => byArea.has(area))
    .map((area) => `## ${area}\n\n| Code | Kind | Name | Points | Fires when |\n|---|---|---|---|---|\n${byArea.get(area)!.join('\n')}\n`);
  const bands = CLUSTER_BANDS.map((b) => `| \`${b.cluster}\` | ${b.min} | ${b.max} |`).join('\n');
  return `<!-- Generated from src/scoring/codes/*.ts by \`npm run docs\`; do not edit by hand. -->
# Reason codes

\`reason_codes\` is a comma-separated list of the codes that fired, most influential first. A code is \`R\` (risk) or
\`T\` (trust), then an area letter (${Object.entries(AREAS).map(([l, a]) => `${l} ${a}`).join(', ')}), then three digits.
The same list is served by \`GET /1.0/reason-codes\`.

## How a score is made

Each product has a standard scorecard: a base number of points plus the points of every code that fired (the
*Points* column below; an account's custom model may override them). The total maps monotonically onto 0..1000:

    score = round(1000 / (1 + 2^(-points / 100)))

so 0 points is 500, every +100 points doubles the odds of a good identity (+100 → 667, +200 → 800) and every -100
halves them (-100 → 333, -200 → 200). Every stored resolution keeps the base, each code's points and the total, so
any score can be explained after the fact.

| Cluster | From | To |
|---|---|---|
${bands}

${sections.join('\n')}`;
}
