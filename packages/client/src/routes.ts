// Generated from openapi.json by scripts/build.mjs (openapi-typescript); do not edit by hand.
/** Method and path of every operation of the document, by operationId (text: the answer is not JSON). */
export const ROUTES = {
  "activateModel": {
    "method": "POST",
    "path": "/admin/1.0/accounts/{account_id}/models/{product}/activate"
  },
  "addAccountListItems": {
    "method": "POST",
    "path": "/admin/1.0/accounts/{account_id}/lists/{list}/items"
  },
  "addCredits": {
    "method": "POST",
    "path": "/admin/1.0/accounts/{account_id}/credits"
  },
  "addListItems": {
    "method": "POST",
    "path": "/1.0/lists/{list}/items"
  },
  "cancelBulk": {
    "method": "DELETE",
    "path": "/1.0/bulk/{bulk_id}"
  },
  "cancelJob": {
    "method": "POST",
    "path": "/admin/1.0/jobs/{job_id}/cancel"
  },
  "changeMyPassword": {
    "method": "POST",
    "path": "/admin/1.0/me/password"
  },
  "claimReview": {
    "method": "POST",
    "path": "/admin/1.0/reviews/{resolution_id}/claim"
  },
  "collectLogin": {
    "method": "POST",
    "path": "/1.0/track/collect"
  },
  "confirmTotp": {
    "method": "POST",
    "path": "/admin/1.0/me/totp/confirm"
  },
  "createAccount": {
    "method": "POST",
    "path": "/admin/1.0/accounts"
  },
  "createAccountLabels": {
    "method": "POST",
    "path": "/admin/1.0/accounts/{account_id}/labels"
  },
  "createAccountList": {
    "method": "POST",
    "path": "/admin/1.0/accounts/{account_id}/lists"
  },
  "createAdminToken": {
    "method": "POST",
    "path": "/admin/1.0/tokens"
  },
  "createApp": {
    "method": "POST",
    "path": "/admin/1.0/accounts/{account_id}/apps"
  },
  "createKey": {
    "method": "POST",
    "path": "/admin/1.0/accounts/{account_id}/keys"
  },
  "createLabels": {
    "method": "POST",
    "path": "/1.0/labels"
  },
  "createList": {
    "method": "POST",
    "path": "/1.0/lists"
  },
  "createOperator": {
    "method": "POST",
    "path": "/admin/1.0/operators"
  },
  "decideReview": {
    "method": "POST",
    "path": "/admin/1.0/reviews/{resolution_id}/decide"
  },
  "deleteAccountList": {
    "method": "DELETE",
    "path": "/admin/1.0/accounts/{account_id}/lists/{list}"
  },
  "deleteCustomer": {
    "method": "DELETE",
    "path": "/1.0/customers/{customer_id}"
  },
  "deleteList": {
    "method": "DELETE",
    "path": "/1.0/lists/{list}"
  },
  "disableAccount": {
    "method": "POST",
    "path": "/admin/1.0/accounts/{account_id}/disable"
  },
  "disableMyTotp": {
    "method": "POST",
    "path": "/admin/1.0/me/totp/disable"
  },
  "disableOperatorTotp": {
    "method": "POST",
    "path": "/admin/1.0/operators/{operator_id}/totp/disable"
  },
  "enrollLogin": {
    "method": "POST",
    "path": "/1.0/track/enrollments"
  },
  "eraseSubject": {
    "method": "POST",
    "path": "/admin/1.0/privacy/erase"
  },
  "explainResolution": {
    "method": "GET",
    "path": "/admin/1.0/resolutions/{resolution_id}"
  },
  "exportSubject": {
    "method": "POST",
    "path": "/admin/1.0/privacy/export"
  },
  "getAccount": {
    "method": "GET",
    "path": "/admin/1.0/accounts/{account_id}"
  },
  "getAccountList": {
    "method": "GET",
    "path": "/admin/1.0/accounts/{account_id}/lists/{list}"
  },
  "getActiveModel": {
    "method": "GET",
    "path": "/admin/1.0/accounts/{account_id}/models/{product}"
  },
  "getBulk": {
    "method": "GET",
    "path": "/1.0/bulk/{bulk_id}"
  },
  "getBulkResults": {
    "method": "GET",
    "path": "/1.0/bulk/{bulk_id}/results"
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
  "getDatasetImport": {
    "method": "GET",
    "path": "/admin/1.0/dataset-imports/{import_id}"
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
  "getJob": {
    "method": "GET",
    "path": "/admin/1.0/jobs/{job_id}"
  },
  "getList": {
    "method": "GET",
    "path": "/1.0/lists/{list}"
  },
  "getLoginResults": {
    "method": "POST",
    "path": "/1.0/track/results"
  },
  "getMe": {
    "method": "GET",
    "path": "/admin/1.0/me"
  },
  "getOperator": {
    "method": "GET",
    "path": "/admin/1.0/operators/{operator_id}"
  },
  "getOverview": {
    "method": "GET",
    "path": "/admin/1.0/overview"
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
  "getPolicy": {
    "method": "GET",
    "path": "/admin/1.0/accounts/{account_id}/policies/{operation}"
  },
  "getReadiness": {
    "method": "GET",
    "path": "/readyz"
  },
  "getReport": {
    "method": "GET",
    "path": "/admin/1.0/accounts/{account_id}/report"
  },
  "getResolution": {
    "method": "GET",
    "path": "/1.0/resolutions/{resolution_id}"
  },
  "getReview": {
    "method": "GET",
    "path": "/admin/1.0/reviews/{resolution_id}"
  },
  "getUsage": {
    "method": "GET",
    "path": "/admin/1.0/accounts/{account_id}/usage"
  },
  "getWebhookDelivery": {
    "method": "GET",
    "path": "/admin/1.0/webhook-deliveries/{event_id}"
  },
  "importDataset": {
    "method": "POST",
    "path": "/admin/1.0/datasets/{dataset}/imports"
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
  "listAccountLabels": {
    "method": "GET",
    "path": "/admin/1.0/accounts/{account_id}/labels"
  },
  "listAccountListItems": {
    "method": "GET",
    "path": "/admin/1.0/accounts/{account_id}/lists/{list}/items"
  },
  "listAccountLists": {
    "method": "GET",
    "path": "/admin/1.0/accounts/{account_id}/lists"
  },
  "listAccounts": {
    "method": "GET",
    "path": "/admin/1.0/accounts"
  },
  "listActiveModels": {
    "method": "GET",
    "path": "/admin/1.0/accounts/{account_id}/models"
  },
  "listAdminTokens": {
    "method": "GET",
    "path": "/admin/1.0/tokens"
  },
  "listApps": {
    "method": "GET",
    "path": "/admin/1.0/accounts/{account_id}/apps"
  },
  "listAuditEntries": {
    "method": "GET",
    "path": "/admin/1.0/audit"
  },
  "listCreditLedger": {
    "method": "GET",
    "path": "/admin/1.0/accounts/{account_id}/credits"
  },
  "listDatasetImports": {
    "method": "GET",
    "path": "/admin/1.0/dataset-imports"
  },
  "listDatasets": {
    "method": "GET",
    "path": "/admin/1.0/datasets"
  },
  "listJobs": {
    "method": "GET",
    "path": "/admin/1.0/jobs"
  },
  "listKeys": {
    "method": "GET",
    "path": "/admin/1.0/accounts/{account_id}/keys"
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
  "listMySessions": {
    "method": "GET",
    "path": "/admin/1.0/sessions"
  },
  "listOperators": {
    "method": "GET",
    "path": "/admin/1.0/operators"
  },
  "listPolicies": {
    "method": "GET",
    "path": "/admin/1.0/accounts/{account_id}/policies"
  },
  "listPrices": {
    "method": "GET",
    "path": "/admin/1.0/prices"
  },
  "listReasonCodes": {
    "method": "GET",
    "path": "/1.0/reason-codes"
  },
  "listReviews": {
    "method": "GET",
    "path": "/admin/1.0/reviews"
  },
  "listWebhookDeliveries": {
    "method": "GET",
    "path": "/admin/1.0/accounts/{account_id}/webhook-deliveries"
  },
  "lookupIdentity": {
    "method": "POST",
    "path": "/admin/1.0/identities/lookup"
  },
  "openIdentityNode": {
    "method": "GET",
    "path": "/admin/1.0/identities/nodes/{ref}"
  },
  "publishPolicy": {
    "method": "POST",
    "path": "/admin/1.0/accounts/{account_id}/policies/{operation}/publish"
  },
  "redeliverWebhook": {
    "method": "POST",
    "path": "/admin/1.0/webhook-deliveries/{event_id}/redeliver"
  },
  "releaseReview": {
    "method": "POST",
    "path": "/admin/1.0/reviews/{resolution_id}/release"
  },
  "removeAccountListItems": {
    "method": "POST",
    "path": "/admin/1.0/accounts/{account_id}/lists/{list}/items/remove"
  },
  "removeListItems": {
    "method": "POST",
    "path": "/1.0/lists/{list}/items/remove"
  },
  "resetOperatorPassword": {
    "method": "POST",
    "path": "/admin/1.0/operators/{operator_id}/reset-password"
  },
  "retryJob": {
    "method": "POST",
    "path": "/admin/1.0/jobs/{job_id}/retry"
  },
  "revokeAdminToken": {
    "method": "DELETE",
    "path": "/admin/1.0/tokens/{token_id}"
  },
  "revokeApp": {
    "method": "POST",
    "path": "/admin/1.0/apps/{app_id}/revoke"
  },
  "revokeKey": {
    "method": "POST",
    "path": "/admin/1.0/keys/{key_id}/revoke"
  },
  "revokeSession": {
    "method": "DELETE",
    "path": "/admin/1.0/sessions/{session_id}"
  },
  "rollbackPolicy": {
    "method": "POST",
    "path": "/admin/1.0/accounts/{account_id}/policies/{operation}/rollback"
  },
  "rotateKey": {
    "method": "POST",
    "path": "/admin/1.0/keys/{key_id}/rotate"
  },
  "rotateWebhookSecret": {
    "method": "POST",
    "path": "/admin/1.0/accounts/{account_id}/webhook/rotate-secret"
  },
  "saveDraftPolicy": {
    "method": "POST",
    "path": "/admin/1.0/accounts/{account_id}/policies/{operation}/drafts"
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
  "searchResolutions": {
    "method": "POST",
    "path": "/admin/1.0/resolutions/search"
  },
  "signIn": {
    "method": "POST",
    "path": "/admin/1.0/sessions"
  },
  "signOut": {
    "method": "DELETE",
    "path": "/admin/1.0/sessions/current"
  },
  "signOutEverywhere": {
    "method": "POST",
    "path": "/admin/1.0/sessions/revoke-all"
  },
  "startTotp": {
    "method": "POST",
    "path": "/admin/1.0/me/totp"
  },
  "submitBulk": {
    "method": "POST",
    "path": "/1.0/bulk"
  },
  "submitDomainIntelligence": {
    "method": "POST",
    "path": "/1.0/domain-intelligence/"
  },
  "unlockOperator": {
    "method": "POST",
    "path": "/admin/1.0/operators/{operator_id}/unlock"
  },
  "updateAccount": {
    "method": "PATCH",
    "path": "/admin/1.0/accounts/{account_id}"
  },
  "updateOperator": {
    "method": "PATCH",
    "path": "/admin/1.0/operators/{operator_id}"
  },
  "validatePhone": {
    "method": "POST",
    "path": "/1.0/phone-validation"
  }
} as const;
