// Generated from openapi.json by scripts/build.mjs (openapi-typescript); do not edit by hand.
/** Method and path of every operation of the document, by operationId (text: the answer is not JSON). */
export const ROUTES = {
  "addListItems": {
    "method": "POST",
    "path": "/1.0/lists/{list}/items"
  },
  "collectLogin": {
    "method": "POST",
    "path": "/1.0/track/collect"
  },
  "createLabels": {
    "method": "POST",
    "path": "/1.0/labels"
  },
  "createList": {
    "method": "POST",
    "path": "/1.0/lists"
  },
  "deleteCustomer": {
    "method": "DELETE",
    "path": "/1.0/customers/{customer_id}"
  },
  "deleteList": {
    "method": "DELETE",
    "path": "/1.0/lists/{list}"
  },
  "enrollLogin": {
    "method": "POST",
    "path": "/1.0/track/enrollments"
  },
  "getCollectorScript": {
    "method": "GET",
    "path": "/1.0/track/collector.js",
    "text": true
  },
  "getCollectorScriptByHash": {
    "method": "GET",
    "path": "/1.0/track/collector-{hash}.js",
    "text": true
  },
  "getCredits": {
    "method": "GET",
    "path": "/1.0/credits"
  },
  "getCustomer": {
    "method": "GET",
    "path": "/1.0/customers/{customer_id}"
  },
  "getDomainIntelligence": {
    "method": "GET",
    "path": "/1.0/domain-intelligence/"
  },
  "getHealth": {
    "method": "GET",
    "path": "/healthz"
  },
  "getIpProxy": {
    "method": "POST",
    "path": "/data/1.0/ip-proxy"
  },
  "getList": {
    "method": "GET",
    "path": "/1.0/lists/{list}"
  },
  "getLoginResults": {
    "method": "POST",
    "path": "/1.0/track/results"
  },
  "getPhoneDataBreaches": {
    "method": "POST",
    "path": "/data/1.0/phone-data-breaches"
  },
  "getPhoneMnp": {
    "method": "POST",
    "path": "/data/1.0/phone-mnp"
  },
  "getPhoneToName": {
    "method": "POST",
    "path": "/data/1.0/phone-to-name"
  },
  "getReadiness": {
    "method": "GET",
    "path": "/readyz"
  },
  "getResolution": {
    "method": "GET",
    "path": "/1.0/resolutions/{resolution_id}"
  },
  "legacyScoreDomain": {
    "method": "POST",
    "path": "/domain"
  },
  "legacyScoreEmail": {
    "method": "POST",
    "path": "/email"
  },
  "legacyScoreIp": {
    "method": "POST",
    "path": "/ip"
  },
  "legacyScoreOnboarding": {
    "method": "POST",
    "path": "/onboarding"
  },
  "legacyScorePhone": {
    "method": "POST",
    "path": "/phone"
  },
  "listLabels": {
    "method": "GET",
    "path": "/1.0/labels"
  },
  "listListItems": {
    "method": "GET",
    "path": "/1.0/lists/{list}/items"
  },
  "listLists": {
    "method": "GET",
    "path": "/1.0/lists"
  },
  "listReasonCodes": {
    "method": "GET",
    "path": "/1.0/reason-codes"
  },
  "removeListItems": {
    "method": "POST",
    "path": "/1.0/lists/{list}/items/remove"
  },
  "scoreDevice": {
    "method": "POST",
    "path": "/1.0/device"
  },
  "scoreDomain": {
    "method": "POST",
    "path": "/1.0/domain"
  },
  "scoreEmail": {
    "method": "POST",
    "path": "/1.0/email"
  },
  "scoreIp": {
    "method": "POST",
    "path": "/1.0/ip"
  },
  "scoreName": {
    "method": "POST",
    "path": "/1.0/name"
  },
  "scoreOnboarding": {
    "method": "POST",
    "path": "/1.0/hub"
  },
  "scorePhone": {
    "method": "POST",
    "path": "/1.0/phone"
  },
  "submitDomainIntelligence": {
    "method": "POST",
    "path": "/1.0/domain-intelligence/"
  },
  "validatePhone": {
    "method": "POST",
    "path": "/1.0/phone-validation"
  }
} as const;
