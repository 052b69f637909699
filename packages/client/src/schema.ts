// Generated from openapi.json by scripts/build.mjs (openapi-typescript); do not edit by hand.
/* eslint-disable */
export interface paths {
    "/1.0/track/collector.js": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The browser collector (JavaScript; cached 5 minutes, ETag)
         * @description The browser collector (JavaScript; cached 5 minutes, ETag).
         *
         *     No key needed.
         *
         *     See docs/login.md.
         */
        get: operations["getCollectorScript"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/1.0/track/collector-{hash}.js": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The browser collector by content hash (immutable)
         * @description The browser collector by content hash (immutable).
         *
         *     No key needed.
         *
         *     See docs/login.md.
         */
        get: operations["getCollectorScriptByHash"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness
         * @description Liveness.
         *
         *     No key needed.
         *
         *     See docs/operations.md.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness
         * @description Readiness: 200 when the database answers, 503 when it does not. `details.dns` says whether outbound DNS answers (a failing DNS keeps the process ready: local signals still work, network facts are missing).
         *
         *     No key needed.
         *
         *     See docs/operations.md.
         */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/1.0/track/collect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Collector record (called by the browser collector, never by your backend)
         * @description Collector record (called by the browser collector, never by your backend).
         *
         *     Authenticated with a publishable collector app key (`x-idrisk-app-key`) from one of the app's allowed origins.
         *
         *     See docs/login.md.
         */
        post: operations["collectLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/1.0/phone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Phone intelligence
         * @description Phone intelligence.
         *
         *     Authenticated with a secret API key (`x-api-key`: `idr_live_…` or `idr_test_…` for the sandbox); the account must be entitled to `phone`.
         *
         *     Price: 10 credits per live call; sandbox calls are free.
         *
         *     See docs/phone.md.
         */
        post: operations["scorePhone"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/1.0/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Email intelligence
         * @description Email intelligence.
         *
         *     Authenticated with a secret API key (`x-api-key`: `idr_live_…` or `idr_test_…` for the sandbox); the account must be entitled to `email`.
         *
         *     Price: 10 credits per live call; sandbox calls are free.
         *
         *     See docs/email.md.
         */
        post: operations["scoreEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/1.0/ip": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * IP intelligence
         * @description IP intelligence.
         *
         *     Authenticated with a secret API key (`x-api-key`: `idr_live_…` or `idr_test_…` for the sandbox); the account must be entitled to `ip`.
         *
         *     Price: 5 credits per live call; sandbox calls are free.
         *
         *     See docs/ip.md.
         */
        post: operations["scoreIp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/1.0/domain": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Domain intelligence
         * @description Domain intelligence.
         *
         *     Authenticated with a secret API key (`x-api-key`: `idr_live_…` or `idr_test_…` for the sandbox); the account must be entitled to `domain`.
         *
         *     Price: 20 credits per live call; sandbox calls are free.
         *
         *     See docs/domain.md.
         */
        post: operations["scoreDomain"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/1.0/device": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Device intelligence
         * @description Device intelligence.
         *
         *     Authenticated with a secret API key (`x-api-key`: `idr_live_…` or `idr_test_…` for the sandbox); the account must be entitled to `device`.
         *
         *     Price: 2 credits per live call; sandbox calls are free.
         *
         *     See docs/device.md.
         */
        post: operations["scoreDevice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/1.0/name": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Name intelligence
         * @description Name intelligence.
         *
         *     Authenticated with a secret API key (`x-api-key`: `idr_live_…` or `idr_test_…` for the sandbox); the account must be entitled to `name`.
         *
         *     Price: 2 credits per live call; sandbox calls are free.
         *
         *     See docs/name.md.
         */
        post: operations["scoreName"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/1.0/hub": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Onboarding hub
         * @description Onboarding hub.
         *
         *     Authenticated with a secret API key (`x-api-key`: `idr_live_…` or `idr_test_…` for the sandbox); the account must be entitled to `hub`.
         *
         *     Price: the sum of the prices of the claimed products per live call; sandbox calls are free.
         */
        post: operations["scoreOnboarding"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/1.0/track/enrollments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Login enrollment
         * @description Login enrollment.
         *
         *     Authenticated with a secret API key (`x-api-key`: `idr_live_…` or `idr_test_…` for the sandbox); the account must be entitled to `login`.
         *
         *     Price: 2 credits per live call; sandbox calls are free.
         *
         *     See docs/login.md.
         */
        post: operations["enrollLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/1.0/track/results": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Login results
         * @description Login results.
         *
         *     Authenticated with a secret API key (`x-api-key`: `idr_live_…` or `idr_test_…` for the sandbox); the account must be entitled to `login`.
         *
         *     Price: 5 credits per live call; sandbox calls are free.
         *
         *     See docs/login.md.
         */
        post: operations["getLoginResults"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/1.0/domain-intelligence/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get Domain: the result of a domain-intelligence submission
         * @description Get Domain: the result of a domain-intelligence submission.
         *
         *     Authenticated with a secret API key (`x-api-key`: `idr_live_…` or `idr_test_…` for the sandbox); the account must be entitled to `domain-intelligence`.
         *
         *     See docs/domain.md.
         */
        get: operations["getDomainIntelligence"];
        put?: never;
        /**
         * Submit a domain for background intelligence
         * @description Submit a domain for background intelligence.
         *
         *     Authenticated with a secret API key (`x-api-key`: `idr_live_…` or `idr_test_…` for the sandbox); the account must be entitled to `domain-intelligence`.
         *
         *     Price: 50 credits per live call; sandbox calls are free.
         *
         *     See docs/domain.md.
         */
        post: operations["submitDomainIntelligence"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/data/1.0/phone-data-breaches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Phone data breaches
         * @description Phone data breaches.
         *
         *     Authenticated with a secret API key (`x-api-key`: `idr_live_…` or `idr_test_…` for the sandbox); the account must be entitled to `phone-data-breaches`.
         *
         *     Price: 10 credits per live call; sandbox calls are free.
         *
         *     See docs/phone.md.
         */
        post: operations["getPhoneDataBreaches"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/data/1.0/phone-to-name": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Phone to name
         * @description Phone to name.
         *
         *     Authenticated with a secret API key (`x-api-key`: `idr_live_…` or `idr_test_…` for the sandbox); the account must be entitled to `phone-to-name`.
         *
         *     Price: 10 credits per live call; sandbox calls are free.
         *
         *     See docs/phone.md.
         */
        post: operations["getPhoneToName"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/data/1.0/phone-mnp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Phone number portability
         * @description Phone number portability.
         *
         *     Authenticated with a secret API key (`x-api-key`: `idr_live_…` or `idr_test_…` for the sandbox); the account must be entitled to `phone-mnp`.
         *
         *     Price: 5 credits per live call; sandbox calls are free.
         *
         *     See docs/phone.md.
         */
        post: operations["getPhoneMnp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/data/1.0/ip-proxy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * IP proxy
         * @description IP proxy.
         *
         *     Authenticated with a secret API key (`x-api-key`: `idr_live_…` or `idr_test_…` for the sandbox); the account must be entitled to `ip-proxy`.
         *
         *     Price: 2 credits per live call; sandbox calls are free.
         *
         *     See docs/ip.md.
         */
        post: operations["getIpProxy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/1.0/phone-validation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Phone validation: format and line type only (free; nothing looked up or stored)
         * @description Rule 13: check a number's format before calling a billed product. libphonenumber's metadata only: no dataset, no network, no enrichment; the number is not stored and no usage row is written. Any valid key (live or sandbox, the same answer); the key's rate limit applies.
         *
         *     Authenticated with a secret API key (`x-api-key`: `idr_live_…` or `idr_test_…` for the sandbox).
         */
        post: operations["validatePhone"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/1.0/credits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Credits and usage of the calling account
         * @description Credits and usage of the calling account.
         *
         *     Authenticated with a secret API key (`x-api-key`: `idr_live_…` or `idr_test_…` for the sandbox).
         */
        get: operations["getCredits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/1.0/reason-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The reason-code catalogue
         * @description The reason-code catalogue.
         *
         *     Authenticated with a secret API key (`x-api-key`: `idr_live_…` or `idr_test_…` for the sandbox).
         */
        get: operations["listReasonCodes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/1.0/resolutions/{resolution_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Explain a past call
         * @description Explain a past call.
         *
         *     Authenticated with a secret API key (`x-api-key`: `idr_live_…` or `idr_test_…` for the sandbox).
         */
        get: operations["getResolution"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/1.0/customers/{customer_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get Customer (extension): the stored resolution of a customer_id
         * @description An idrisk extension, not part of the upstream API contract (docs/privacy.md). 404 for an unknown, another account's or an erased customer_id. Sandbox calls are not stored.
         *
         *     Authenticated with a secret API key (`x-api-key`: `idr_live_…` or `idr_test_…` for the sandbox).
         *
         *     See docs/privacy.md.
         */
        get: operations["getCustomer"];
        put?: never;
        post?: never;
        /**
         * Delete Data (extension): erase the personal data of a customer_id
         * @description An idrisk extension, not part of the upstream API contract (docs/privacy.md). Erases the stored response, the explanation, the scores and the identity-graph links the call contributed. The billing record stays, anonymised (operation, price, time); the customer_id stays claimed, so a new call with it is still DUPLICATED_CUSTOMER_ID. A repeated DELETE answers 204 too; an unknown customer_id 404.
         *
         *     Authenticated with a secret API key (`x-api-key`: `idr_live_…` or `idr_test_…` for the sandbox).
         *
         *     See docs/privacy.md.
         */
        delete: operations["deleteCustomer"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/1.0/lists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists of the account
         * @description Lists of the account.
         *
         *     Authenticated with a secret API key (`x-api-key`: `idr_live_…` or `idr_test_…` for the sandbox).
         */
        get: operations["listLists"];
        put?: never;
        /**
         * Create a typed list (phone, email, email_domain, ip, cidr, name, device_id, username)
         * @description Create a typed list (phone, email, email_domain, ip, cidr, name, device_id, username).
         *
         *     Authenticated with a secret API key (`x-api-key`: `idr_live_…` or `idr_test_…` for the sandbox).
         */
        post: operations["createList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/1.0/lists/{list}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A list and its item count
         * @description A list and its item count.
         *
         *     Authenticated with a secret API key (`x-api-key`: `idr_live_…` or `idr_test_…` for the sandbox).
         */
        get: operations["getList"];
        put?: never;
        post?: never;
        /**
         * Delete a list and its items (rules naming it are then skipped with RG004)
         * @description Delete a list and its items (rules naming it are then skipped with RG004).
         *
         *     Authenticated with a secret API key (`x-api-key`: `idr_live_…` or `idr_test_…` for the sandbox).
         */
        delete: operations["deleteList"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/1.0/lists/{list}/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Items of a list, in value order, a page at a time
         * @description Items of a list, in value order, a page at a time.
         *
         *     Authenticated with a secret API key (`x-api-key`: `idr_live_…` or `idr_test_…` for the sandbox).
         */
        get: operations["listListItems"];
        put?: never;
        /**
         * Add up to 10,000 items (all or nothing; an existing value gets the new expiry and comment)
         * @description Add up to 10,000 items (all or nothing; an existing value gets the new expiry and comment).
         *
         *     Authenticated with a secret API key (`x-api-key`: `idr_live_…` or `idr_test_…` for the sandbox).
         */
        post: operations["addListItems"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/1.0/lists/{list}/items/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove up to 10,000 values (values not in the list are ignored)
         * @description Remove up to 10,000 values (values not in the list are ignored).
         *
         *     Authenticated with a secret API key (`x-api-key`: `idr_live_…` or `idr_test_…` for the sandbox).
         */
        post: operations["removeListItems"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/1.0/labels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Current labels of the account, newest first, a page at a time
         * @description Current labels of the account, newest first, a page at a time.
         *
         *     Authenticated with a secret API key (`x-api-key`: `idr_live_…` or `idr_test_…` for the sandbox).
         */
        get: operations["listLabels"];
        put?: never;
        /**
         * Label up to 1,000 live resolutions (fraud, chargeback, ...); a new label replaces the current one, the old one stays in history
         * @description Label up to 1,000 live resolutions (fraud, chargeback, ...); a new label replaces the current one, the old one stays in history.
         *
         *     Authenticated with a secret API key (`x-api-key`: `idr_live_…` or `idr_test_…` for the sandbox).
         */
        post: operations["createLabels"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/1.0/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit a file (CSV or JSONL, gzip accepted) to score every row; answers 202 with the job at once
         * @description An idrisk extension (docs/bulk.md). The body is the file: raw (Content-Type text/csv, application/x-ndjson, application/gzip with format=, or application/octet-stream; the options in the query) or multipart/form-data with one file part (the option fields before it). Options: claims (required), map, fields, format, model_id, webhook_url, sample. The upload may take up to IDRISK_BULK_UPLOAD_TIMEOUT_SECONDS; one that sends nothing for IDRISK_BULK_UPLOAD_IDLE_SECONDS is dropped (408 REQUEST_TIMEOUT, nothing kept). Each row is scored as the same API call (its own customer_id, derived as {job id}-{line} when the file has no customer_id column) and billed at that call's price; invalid rows and duplicates are free. 402 when the balance does not cover one row; the job pauses when credits run out during the run. Sandbox keys: synthetic answers, free.
         *
         *     Authenticated with a secret API key (`x-api-key`: `idr_live_…` or `idr_test_…` for the sandbox).
         */
        post: operations["submitBulk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/1.0/bulk/{bulk_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A bulk job: status, row counts, credits spent, score-cluster and reason-code counts so far
         * @description An idrisk extension (docs/bulk.md). 404 for an unknown id or another account's job.
         *
         *     Authenticated with a secret API key (`x-api-key`: `idr_live_…` or `idr_test_…` for the sandbox).
         */
        get: operations["getBulk"];
        put?: never;
        post?: never;
        /**
         * Cancel a bulk job: rows not scored yet are not scored (nor billed); the job as it stands
         * @description An idrisk extension (docs/bulk.md). Cancelling an ended job changes nothing. 404 for an unknown id or another account's job.
         *
         *     Authenticated with a secret API key (`x-api-key`: `idr_live_…` or `idr_test_…` for the sandbox).
         */
        delete: operations["cancelBulk"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/1.0/bulk/{bulk_id}/results": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Results of a bulk job in line order: a JSON page, or every row as CSV or JSONL
         * @description An idrisk extension (docs/bulk.md). format=json (default) answers a page (cursor, limit); format=csv (text/csv) and format=jsonl (application/x-ndjson) stream every row: line, status, customer_id, resolution_id, score, score_cluster, reason_codes, decision, credits, error_code, error_detail, the input columns (CSV: as in_{column}) and the chosen fields. Rows still pending are listed as pending.
         *
         *     Authenticated with a secret API key (`x-api-key`: `idr_live_…` or `idr_test_…` for the sandbox).
         */
        get: operations["getBulkResults"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/phone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Phone intelligence, flat (unversioned)
         * @description Phone intelligence, flat (unversioned).
         *
         *     Authenticated with a secret API key (`x-api-key`: `idr_live_…` or `idr_test_…` for the sandbox); the account must be entitled to `phone`.
         *
         *     Price: 10 credits per live call; sandbox calls are free.
         *
         *     See docs/phone.md.
         */
        post: operations["legacyScorePhone"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Email intelligence, flat (unversioned)
         * @description Email intelligence, flat (unversioned).
         *
         *     Authenticated with a secret API key (`x-api-key`: `idr_live_…` or `idr_test_…` for the sandbox); the account must be entitled to `email`.
         *
         *     Price: 10 credits per live call; sandbox calls are free.
         *
         *     See docs/email.md.
         */
        post: operations["legacyScoreEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ip": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * IP intelligence, flat (unversioned)
         * @description IP intelligence, flat (unversioned).
         *
         *     Authenticated with a secret API key (`x-api-key`: `idr_live_…` or `idr_test_…` for the sandbox); the account must be entitled to `ip`.
         *
         *     Price: 5 credits per live call; sandbox calls are free.
         *
         *     See docs/ip.md.
         */
        post: operations["legacyScoreIp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/domain": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Domain intelligence, flat (unversioned)
         * @description Domain intelligence, flat (unversioned).
         *
         *     Authenticated with a secret API key (`x-api-key`: `idr_live_…` or `idr_test_…` for the sandbox); the account must be entitled to `domain`.
         *
         *     Price: 20 credits per live call; sandbox calls are free.
         *
         *     See docs/domain.md.
         */
        post: operations["legacyScoreDomain"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/onboarding": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Onboarding hub, flat (unversioned)
         * @description Onboarding hub, flat (unversioned).
         *
         *     Authenticated with a secret API key (`x-api-key`: `idr_live_…` or `idr_test_…` for the sandbox); the account must be entitled to `hub`.
         *
         *     Price: the sum of the prices of the claimed products per live call; sandbox calls are free.
         */
        post: operations["legacyScoreOnboarding"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/1.0/operators/{operator_id}/totp/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn an operator's second factor off (a lost device)
         * @description Turn an operator's second factor off (a lost device).
         *
         *     Needs the permission `operators.write` (docs/admin.md, roles). Authenticated with an operator session cookie (state-changing calls also send `x-csrf-token`) or an admin token (`Authorization: Bearer idr_admin_…`).
         *
         *     See docs/admin.md.
         */
        post: operations["disableOperatorTotp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/1.0/me/totp/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn one's second factor off (the password again)
         * @description Turn one's second factor off (the password again).
         *
         *     Needs the permission `self` (docs/admin.md, roles). Authenticated with an operator session cookie (state-changing calls also send `x-csrf-token`) or an admin token (`Authorization: Bearer idr_admin_…`).
         *
         *     See docs/admin.md.
         */
        post: operations["disableMyTotp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/1.0/me/totp/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm the second factor with a current code: ten recovery codes, answered once
         * @description Confirm the second factor with a current code: ten recovery codes, answered once.
         *
         *     Needs the permission `self` (docs/admin.md, roles). Authenticated with an operator session cookie (state-changing calls also send `x-csrf-token`) or an admin token (`Authorization: Bearer idr_admin_…`).
         *
         *     See docs/admin.md.
         */
        post: operations["confirmTotp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/1.0/me/totp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a second factor (TOTP): the secret and its otpauth:// URI, answered once
         * @description Start a second factor (TOTP): the secret and its otpauth:// URI, answered once.
         *
         *     Needs the permission `self` (docs/admin.md, roles). Authenticated with an operator session cookie (state-changing calls also send `x-csrf-token`) or an admin token (`Authorization: Bearer idr_admin_…`).
         *
         *     See docs/admin.md.
         */
        post: operations["startTotp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/1.0/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The sessions of the signed-in operator
         * @description The sessions of the signed-in operator.
         *
         *     Needs the permission `self` (docs/admin.md, roles). Authenticated with an operator session cookie (state-changing calls also send `x-csrf-token`) or an admin token (`Authorization: Bearer idr_admin_…`).
         *
         *     See docs/admin.md.
         */
        get: operations["listMySessions"];
        put?: never;
        /**
         * Sign in: a new session (cookie) and its CSRF token
         * @description Sign in: a new session (cookie) and its CSRF token.
         *
         *     No session needed: this call signs in (throttled per email and per address).
         *
         *     See docs/admin.md.
         */
        post: operations["signIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/1.0/sessions/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Sign out (this session)
         * @description Sign out (this session).
         *
         *     Needs the permission `self` (docs/admin.md, roles). Authenticated with an operator session cookie (state-changing calls also send `x-csrf-token`) or an admin token (`Authorization: Bearer idr_admin_…`).
         *
         *     See docs/admin.md.
         */
        delete: operations["signOut"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/1.0/sessions/{session_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * End one session (own; any for an owner)
         * @description End one session (own; any for an owner).
         *
         *     Needs the permission `self` (docs/admin.md, roles). Authenticated with an operator session cookie (state-changing calls also send `x-csrf-token`) or an admin token (`Authorization: Bearer idr_admin_…`).
         *
         *     See docs/admin.md.
         */
        delete: operations["revokeSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/1.0/sessions/revoke-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out everywhere: end every session of the operator
         * @description Sign out everywhere: end every session of the operator.
         *
         *     Needs the permission `self` (docs/admin.md, roles). Authenticated with an operator session cookie (state-changing calls also send `x-csrf-token`) or an admin token (`Authorization: Bearer idr_admin_…`).
         *
         *     See docs/admin.md.
         */
        post: operations["signOutEverywhere"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/1.0/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller: operator or admin token, role and account scope
         * @description The caller: operator or admin token, role and account scope.
         *
         *     Needs the permission `self` (docs/admin.md, roles). Authenticated with an operator session cookie (state-changing calls also send `x-csrf-token`) or an admin token (`Authorization: Bearer idr_admin_…`).
         *
         *     See docs/admin.md.
         */
        get: operations["getMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/1.0/me/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change one's own password (every session ends)
         * @description Change one's own password (every session ends).
         *
         *     Needs the permission `self` (docs/admin.md, roles). Authenticated with an operator session cookie (state-changing calls also send `x-csrf-token`) or an admin token (`Authorization: Bearer idr_admin_…`).
         *
         *     See docs/admin.md.
         */
        post: operations["changeMyPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/1.0/operators": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Operators
         * @description Operators.
         *
         *     Needs the permission `operators.read` (docs/admin.md, roles). Authenticated with an operator session cookie (state-changing calls also send `x-csrf-token`) or an admin token (`Authorization: Bearer idr_admin_…`).
         *
         *     See docs/admin.md.
         */
        get: operations["listOperators"];
        put?: never;
        /**
         * Create an operator (a generated password is answered once when none is given)
         * @description Create an operator (a generated password is answered once when none is given).
         *
         *     Needs the permission `operators.write` (docs/admin.md, roles). Authenticated with an operator session cookie (state-changing calls also send `x-csrf-token`) or an admin token (`Authorization: Bearer idr_admin_…`).
         *
         *     See docs/admin.md.
         */
        post: operations["createOperator"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/1.0/operators/{operator_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One operator
         * @description One operator.
         *
         *     Needs the permission `operators.read` (docs/admin.md, roles). Authenticated with an operator session cookie (state-changing calls also send `x-csrf-token`) or an admin token (`Authorization: Bearer idr_admin_…`).
         *
         *     See docs/admin.md.
         */
        get: operations["getOperator"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change role, account scope or disable (If-Match: the version)
         * @description Change role, account scope or disable (If-Match: the version).
         *
         *     Needs the permission `operators.write` (docs/admin.md, roles). Authenticated with an operator session cookie (state-changing calls also send `x-csrf-token`) or an admin token (`Authorization: Bearer idr_admin_…`).
         *
         *     See docs/admin.md.
         */
        patch: operations["updateOperator"];
        trace?: never;
    };
    "/admin/1.0/operators/{operator_id}/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password (generated and answered once when none is given); every session ends
         * @description Set a new password (generated and answered once when none is given); every session ends.
         *
         *     Needs the permission `operators.write` (docs/admin.md, roles). Authenticated with an operator session cookie (state-changing calls also send `x-csrf-token`) or an admin token (`Authorization: Bearer idr_admin_…`).
         *
         *     See docs/admin.md.
         */
        post: operations["resetOperatorPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/1.0/operators/{operator_id}/unlock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Lift the sign-in lock-out of an operator
         * @description Lift the sign-in lock-out of an operator.
         *
         *     Needs the permission `operators.write` (docs/admin.md, roles). Authenticated with an operator session cookie (state-changing calls also send `x-csrf-token`) or an admin token (`Authorization: Bearer idr_admin_…`).
         *
         *     See docs/admin.md.
         */
        post: operations["unlockOperator"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/1.0/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Admin tokens (never their secrets)
         * @description Admin tokens (never their secrets).
         *
         *     Needs the permission `tokens.manage` (docs/admin.md, roles). Authenticated with an operator session cookie (state-changing calls also send `x-csrf-token`) or an admin token (`Authorization: Bearer idr_admin_…`).
         *
         *     See docs/admin.md.
         */
        get: operations["listAdminTokens"];
        put?: never;
        /**
         * Create an admin token idr_admin_… (its secret is answered once)
         * @description Create an admin token idr_admin_… (its secret is answered once).
         *
         *     Needs the permission `tokens.manage` (docs/admin.md, roles). Authenticated with an operator session cookie (state-changing calls also send `x-csrf-token`) or an admin token (`Authorization: Bearer idr_admin_…`).
         *
         *     See docs/admin.md.
         */
        post: operations["createAdminToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/1.0/tokens/{token_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an admin token
         * @description Revoke an admin token.
         *
         *     Needs the permission `tokens.manage` (docs/admin.md, roles). Authenticated with an operator session cookie (state-changing calls also send `x-csrf-token`) or an admin token (`Authorization: Bearer idr_admin_…`).
         *
         *     See docs/admin.md.
         */
        delete: operations["revokeAdminToken"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/1.0/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Accounts (those of the caller's scope)
         * @description Accounts (those of the caller's scope).
         *
         *     Needs the permission `accounts.read` (docs/admin.md, roles). Authenticated with an operator session cookie (state-changing calls also send `x-csrf-token`) or an admin token (`Authorization: Bearer idr_admin_…`).
         *
         *     See docs/admin.md.
         */
        get: operations["listAccounts"];
        put?: never;
        /**
         * Create an account (a webhook URL gets a signing secret, answered once)
         * @description Create an account (a webhook URL gets a signing secret, answered once).
         *
         *     Needs the permission `accounts.write` (docs/admin.md, roles). Authenticated with an operator session cookie (state-changing calls also send `x-csrf-token`) or an admin token (`Authorization: Bearer idr_admin_…`).
         *
         *     See docs/admin.md.
         */
        post: operations["createAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/1.0/accounts/{account_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One account (ETag: its version)
         * @description One account (ETag: its version).
         *
         *     Needs the permission `accounts.read` (docs/admin.md, roles). Authenticated with an operator session cookie (state-changing calls also send `x-csrf-token`) or an admin token (`Authorization: Bearer idr_admin_…`).
         *
         *     See docs/admin.md.
         */
        get: operations["getAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change an account (If-Match: the version it read)
         * @description Change an account (If-Match: the version it read).
         *
         *     Needs the permission `accounts.write` (docs/admin.md, roles). Authenticated with an operator session cookie (state-changing calls also send `x-csrf-token`) or an admin token (`Authorization: Bearer idr_admin_…`).
         *
         *     See docs/admin.md.
         */
        patch: operations["updateAccount"];
        trace?: never;
    };
    "/admin/1.0/accounts/{account_id}/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Disable an account (its keys answer 401)
         * @description Disable an account (its keys answer 401).
         *
         *     Needs the permission `accounts.write` (docs/admin.md, roles). Authenticated with an operator session cookie (state-changing calls also send `x-csrf-token`) or an admin token (`Authorization: Bearer idr_admin_…`).
         *
         *     See docs/admin.md.
         */
        post: operations["disableAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/1.0/accounts/{account_id}/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * API keys of an account (prefixes, never secrets)
         * @description API keys of an account (prefixes, never secrets).
         *
         *     Needs the permission `keys.read` (docs/admin.md, roles). Authenticated with an operator session cookie (state-changing calls also send `x-csrf-token`) or an admin token (`Authorization: Bearer idr_admin_…`).
         *
         *     See docs/admin.md.
         */
        get: operations["listKeys"];
        put?: never;
        /**
         * Create an API key (its secret is answered once)
         * @description Create an API key (its secret is answered once).
         *
         *     Needs the permission `keys.write` (docs/admin.md, roles). Authenticated with an operator session cookie (state-changing calls also send `x-csrf-token`) or an admin token (`Authorization: Bearer idr_admin_…`).
         *
         *     See docs/admin.md.
         */
        post: operations["createKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/1.0/keys/{key_id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke an API key
         * @description Revoke an API key.
         *
         *     Needs the permission `keys.write` (docs/admin.md, roles). Authenticated with an operator session cookie (state-changing calls also send `x-csrf-token`) or an admin token (`Authorization: Bearer idr_admin_…`).
         *
         *     See docs/admin.md.
         */
        post: operations["revokeKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/1.0/keys/{key_id}/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate an API key: a new secret (answered once); the old one works for the grace period
         * @description Rotate an API key: a new secret (answered once); the old one works for the grace period.
         *
         *     Needs the permission `keys.write` (docs/admin.md, roles). Authenticated with an operator session cookie (state-changing calls also send `x-csrf-token`) or an admin token (`Authorization: Bearer idr_admin_…`).
         *
         *     See docs/admin.md.
         */
        post: operations["rotateKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/1.0/accounts/{account_id}/credits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The credit ledger of an account, newest first
         * @description The credit ledger of an account, newest first.
         *
         *     Needs the permission `credits.read` (docs/admin.md, roles). Authenticated with an operator session cookie (state-changing calls also send `x-csrf-token`) or an admin token (`Authorization: Bearer idr_admin_…`).
         *
         *     See docs/admin.md.
         */
        get: operations["listCreditLedger"];
        put?: never;
        /**
         * Add (or, negative, remove) credits; written to the ledger
         * @description Add (or, negative, remove) credits; written to the ledger.
         *
         *     Needs the permission `credits.write` (docs/admin.md, roles). Authenticated with an operator session cookie (state-changing calls also send `x-csrf-token`) or an admin token (`Authorization: Bearer idr_admin_…`).
         *
         *     See docs/admin.md.
         */
        post: operations["addCredits"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/1.0/prices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Live price in credits of each operation
         * @description Live price in credits of each operation.
         *
         *     Needs the permission `prices.read` (docs/admin.md, roles). Authenticated with an operator session cookie (state-changing calls also send `x-csrf-token`) or an admin token (`Authorization: Bearer idr_admin_…`).
         *
         *     See docs/admin.md.
         */
        get: operations["listPrices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/1.0/accounts/{account_id}/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Calls and credits per product and UTC day
         * @description Calls and credits per product and UTC day.
         *
         *     Needs the permission `usage.read` (docs/admin.md, roles). Authenticated with an operator session cookie (state-changing calls also send `x-csrf-token`) or an admin token (`Authorization: Bearer idr_admin_…`).
         *
         *     See docs/admin.md.
         */
        get: operations["getUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/1.0/accounts/{account_id}/apps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Login-tracking apps of an account
         * @description Login-tracking apps of an account.
         *
         *     Needs the permission `apps.read` (docs/admin.md, roles). Authenticated with an operator session cookie (state-changing calls also send `x-csrf-token`) or an admin token (`Authorization: Bearer idr_admin_…`).
         *
         *     See docs/admin.md.
         */
        get: operations["listApps"];
        put?: never;
        /**
         * Create a login-tracking app with its allowed origins
         * @description Create a login-tracking app with its allowed origins.
         *
         *     Needs the permission `apps.write` (docs/admin.md, roles). Authenticated with an operator session cookie (state-changing calls also send `x-csrf-token`) or an admin token (`Authorization: Bearer idr_admin_…`).
         *
         *     See docs/admin.md.
         */
        post: operations["createApp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/1.0/apps/{app_id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke a login-tracking app key
         * @description Revoke a login-tracking app key.
         *
         *     Needs the permission `apps.write` (docs/admin.md, roles). Authenticated with an operator session cookie (state-changing calls also send `x-csrf-token`) or an admin token (`Authorization: Bearer idr_admin_…`).
         *
         *     See docs/admin.md.
         */
        post: operations["revokeApp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/1.0/accounts/{account_id}/webhook/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new webhook signing secret (answered once)
         * @description A new webhook signing secret (answered once).
         *
         *     Needs the permission `webhooks.write` (docs/admin.md, roles). Authenticated with an operator session cookie (state-changing calls also send `x-csrf-token`) or an admin token (`Authorization: Bearer idr_admin_…`).
         *
         *     See docs/admin.md.
         */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/1.0/accounts/{account_id}/webhook-deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Webhook events of an account and their delivery status
         * @description Webhook events of an account and their delivery status.
         *
         *     Needs the permission `webhooks.read` (docs/admin.md, roles). Authenticated with an operator session cookie (state-changing calls also send `x-csrf-token`) or an admin token (`Authorization: Bearer idr_admin_…`).
         *
         *     See docs/admin.md.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/1.0/webhook-deliveries/{event_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One webhook event: the request body sent and every attempt
         * @description One webhook event: the request body sent and every attempt.
         *
         *     Needs the permission `webhooks.read` (docs/admin.md, roles). Authenticated with an operator session cookie (state-changing calls also send `x-csrf-token`) or an admin token (`Authorization: Bearer idr_admin_…`).
         *
         *     See docs/admin.md.
         */
        get: operations["getWebhookDelivery"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/1.0/webhook-deliveries/{event_id}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deliver a webhook event again
         * @description Deliver a webhook event again.
         *
         *     Needs the permission `webhooks.write` (docs/admin.md, roles). Authenticated with an operator session cookie (state-changing calls also send `x-csrf-token`) or an admin token (`Authorization: Bearer idr_admin_…`).
         *
         *     See docs/admin.md.
         */
        post: operations["redeliverWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/1.0/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Background jobs, newest first
         * @description Background jobs, newest first.
         *
         *     Needs the permission `jobs.read` (docs/admin.md, roles). Authenticated with an operator session cookie (state-changing calls also send `x-csrf-token`) or an admin token (`Authorization: Bearer idr_admin_…`).
         *
         *     See docs/admin.md.
         */
        get: operations["listJobs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/1.0/jobs/{job_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One job with its attempts
         * @description One job with its attempts.
         *
         *     Needs the permission `jobs.read` (docs/admin.md, roles). Authenticated with an operator session cookie (state-changing calls also send `x-csrf-token`) or an admin token (`Authorization: Bearer idr_admin_…`).
         *
         *     See docs/admin.md.
         */
        get: operations["getJob"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/1.0/jobs/{job_id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a queued or running job
         * @description Cancel a queued or running job.
         *
         *     Needs the permission `jobs.write` (docs/admin.md, roles). Authenticated with an operator session cookie (state-changing calls also send `x-csrf-token`) or an admin token (`Authorization: Bearer idr_admin_…`).
         *
         *     See docs/admin.md.
         */
        post: operations["cancelJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/1.0/jobs/{job_id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Queue a failed or cancelled job again
         * @description Queue a failed or cancelled job again.
         *
         *     Needs the permission `jobs.write` (docs/admin.md, roles). Authenticated with an operator session cookie (state-changing calls also send `x-csrf-token`) or an admin token (`Authorization: Bearer idr_admin_…`).
         *
         *     See docs/admin.md.
         */
        post: operations["retryJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/1.0/datasets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The importable datasets: rows stored, the last import (when, file, who) and the one running
         * @description The importable datasets: rows stored, the last import (when, file, who) and the one running.
         *
         *     Needs the permission `datasets.read` (docs/admin.md, roles). Authenticated with an operator session cookie (state-changing calls also send `x-csrf-token`) or an admin token (`Authorization: Bearer idr_admin_…`).
         *
         *     See docs/admin.md.
         */
        get: operations["listDatasets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/1.0/dataset-imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Dataset imports, newest first
         * @description Dataset imports, newest first.
         *
         *     Needs the permission `datasets.read` (docs/admin.md, roles). Authenticated with an operator session cookie (state-changing calls also send `x-csrf-token`) or an admin token (`Authorization: Bearer idr_admin_…`).
         *
         *     See docs/admin.md.
         */
        get: operations["listDatasetImports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/1.0/dataset-imports/{import_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One dataset import: its progress while it runs, its summary once it ended
         * @description One dataset import: its progress while it runs, its summary once it ended.
         *
         *     Needs the permission `datasets.read` (docs/admin.md, roles). Authenticated with an operator session cookie (state-changing calls also send `x-csrf-token`) or an admin token (`Authorization: Bearer idr_admin_…`).
         *
         *     See docs/admin.md.
         */
        get: operations["getDatasetImport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/1.0/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The console overview in one call: calls per product over time, errors and latency (p50, p99), score clusters, top reason codes, credits, recent webhook failures and failed jobs
         * @description The console overview in one call: calls per product over time, errors and latency (p50, p99), score clusters, top reason codes, credits, recent webhook failures and failed jobs.
         *
         *     Needs the permission `usage.read` (docs/admin.md, roles). Authenticated with an operator session cookie (state-changing calls also send `x-csrf-token`) or an admin token (`Authorization: Bearer idr_admin_…`).
         *
         *     See docs/admin.md.
         */
        get: operations["getOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/1.0/resolutions/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search stored resolutions (a POST: a touch point never goes into a URL or an access log)
         * @description Search stored resolutions (a POST: a touch point never goes into a URL or an access log).
         *
         *     Needs the permission `resolutions.read` (docs/admin.md, roles). Authenticated with an operator session cookie (state-changing calls also send `x-csrf-token`) or an admin token (`Authorization: Bearer idr_admin_…`).
         *
         *     See docs/admin.md.
         */
        post: operations["searchResolutions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/1.0/resolutions/{resolution_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One resolution with its explanation (what GET /1.0/resolutions/{id} answers)
         * @description One resolution with its explanation (what GET /1.0/resolutions/{id} answers).
         *
         *     Needs the permission `resolutions.read` (docs/admin.md, roles). Authenticated with an operator session cookie (state-changing calls also send `x-csrf-token`) or an admin token (`Authorization: Bearer idr_admin_…`).
         *
         *     See docs/admin.md.
         */
        get: operations["explainResolution"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/1.0/identities/lookup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A touch point: its linked touch points (depth 2, bounded fan-out) and the resolutions that involved it
         * @description A touch point: its linked touch points (depth 2, bounded fan-out) and the resolutions that involved it.
         *
         *     Needs the permission `identities.read` (docs/admin.md, roles). Authenticated with an operator session cookie (state-changing calls also send `x-csrf-token`) or an admin token (`Authorization: Bearer idr_admin_…`).
         *
         *     See docs/admin.md.
         */
        post: operations["lookupIdentity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/1.0/identities/nodes/{ref}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A node of an account's identity graph by the reference an identity answer gave it (a linked touch point, known only by its keyed hash): the same graph and timeline; 404 for a node of another account's graph
         * @description A node of an account's identity graph by the reference an identity answer gave it (a linked touch point, known only by its keyed hash): the same graph and timeline; 404 for a node of another account's graph.
         *
         *     Needs the permission `identities.read` (docs/admin.md, roles). Authenticated with an operator session cookie (state-changing calls also send `x-csrf-token`) or an admin token (`Authorization: Bearer idr_admin_…`).
         *
         *     See docs/admin.md.
         */
        get: operations["openIdentityNode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/1.0/privacy/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Everything held on a data subject, per store
         * @description Everything held on a data subject, per store.
         *
         *     Needs the permission `privacy.export` (docs/admin.md, roles). Authenticated with an operator session cookie (state-changing calls also send `x-csrf-token`) or an admin token (`Authorization: Bearer idr_admin_…`).
         *
         *     See docs/admin.md.
         */
        post: operations["exportSubject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/1.0/privacy/erase": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Erase a data subject everywhere (dry_run: count only)
         * @description Erase a data subject everywhere (dry_run: count only).
         *
         *     Needs the permission `privacy.erase` (docs/admin.md, roles). Authenticated with an operator session cookie (state-changing calls also send `x-csrf-token`) or an admin token (`Authorization: Bearer idr_admin_…`).
         *
         *     See docs/admin.md.
         */
        post: operations["eraseSubject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/1.0/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The audit trail, newest first
         * @description The audit trail, newest first.
         *
         *     Needs the permission `audit.read` (docs/admin.md, roles). Authenticated with an operator session cookie (state-changing calls also send `x-csrf-token`) or an admin token (`Authorization: Bearer idr_admin_…`).
         *
         *     See docs/admin.md.
         */
        get: operations["listAuditEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/1.0/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The review queue: calls a policy decided `review`, oldest first (open by default)
         * @description The review queue: calls a policy decided `review`, oldest first (open by default).
         *
         *     Needs the permission `resolutions.read` (docs/admin.md, roles). Authenticated with an operator session cookie (state-changing calls also send `x-csrf-token`) or an admin token (`Authorization: Bearer idr_admin_…`).
         *
         *     See docs/admin.md.
         */
        get: operations["listReviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/1.0/reviews/{resolution_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One entry of the review queue
         * @description One entry of the review queue.
         *
         *     Needs the permission `resolutions.read` (docs/admin.md, roles). Authenticated with an operator session cookie (state-changing calls also send `x-csrf-token`) or an admin token (`Authorization: Bearer idr_admin_…`).
         *
         *     See docs/admin.md.
         */
        get: operations["getReview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/1.0/reviews/{resolution_id}/claim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Claim an open entry for 30 minutes (renews one's own claim; 409 when another holds it)
         * @description Claim an open entry for 30 minutes (renews one's own claim; 409 when another holds it).
         *
         *     Needs the permission `reviews.write` (docs/admin.md, roles). Authenticated with an operator session cookie (state-changing calls also send `x-csrf-token`) or an admin token (`Authorization: Bearer idr_admin_…`).
         *
         *     See docs/admin.md.
         */
        post: operations["claimReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/1.0/reviews/{resolution_id}/release": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Give one's claim back to the queue
         * @description Give one's claim back to the queue.
         *
         *     Needs the permission `reviews.write` (docs/admin.md, roles). Authenticated with an operator session cookie (state-changing calls also send `x-csrf-token`) or an admin token (`Authorization: Bearer idr_admin_…`).
         *
         *     See docs/admin.md.
         */
        post: operations["releaseReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/1.0/reviews/{resolution_id}/decide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve or decline with a note: writes the label (approve: not_fraud; decline: fraud or the tag given), sends the signed resolution.reviewed webhook and closes the entry
         * @description Approve or decline with a note: writes the label (approve: not_fraud; decline: fraud or the tag given), sends the signed resolution.reviewed webhook and closes the entry.
         *
         *     Needs the permission `reviews.write` (docs/admin.md, roles). Authenticated with an operator session cookie (state-changing calls also send `x-csrf-token`) or an admin token (`Authorization: Bearer idr_admin_…`).
         *
         *     See docs/admin.md.
         */
        post: operations["decideReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/1.0/datasets/{dataset}/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a file (multipart/form-data, field `file`) and import it in the background (a job); read its progress with getDatasetImport
         * @description Upload a file (multipart/form-data, field `file`) and import it in the background (a job); read its progress with getDatasetImport.
         *
         *     Needs the permission `datasets.write` (docs/admin.md, roles). Authenticated with an operator session cookie (state-changing calls also send `x-csrf-token`) or an admin token (`Authorization: Bearer idr_admin_…`).
         *
         *     See docs/admin.md.
         */
        post: operations["importDataset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description RFC 9457 problem details with a stable code */
        Problem: {
            /** @description URI identifying the problem type */
            type: string;
            title: string;
            status: number;
            /** @enum {string} */
            code: "INVALID_PAYLOAD" | "INVALID_CLAIMS" | "MALFORMED_JSON" | "DUPLICATED_CUSTOMER_ID" | "DUPLICATED_TRANSACTION_ID" | "UNKNOWN_MODEL" | "USERNAME_MISMATCH" | "SESSION_ALREADY_COLLECTED" | "SESSION_ALREADY_ENROLLED" | "INVALID_APP_KEY" | "INVALID_API_KEY" | "ACCOUNT_DISABLED" | "UNAUTHENTICATED" | "SIGN_IN_FAILED" | "TOTP_REQUIRED" | "INSUFFICIENT_CREDITS" | "MISSING_API_KEY" | "PRODUCT_NOT_ENABLED" | "MISSING_APP_KEY" | "ORIGIN_NOT_ALLOWED" | "FORBIDDEN" | "CSRF_TOKEN_INVALID" | "SESSION_NOT_FOUND" | "NOT_FOUND" | "UNSUPPORTED_VERSION" | "METHOD_NOT_ALLOWED" | "CONFLICT" | "NOT_ACCEPTABLE" | "VERSION_MISMATCH" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "SIGN_IN_LOCKED" | "PRECONDITION_REQUIRED" | "SIGN_IN_THROTTLED" | "RATE_LIMITED" | "INTERNAL_ERROR" | "PRODUCT_NOT_AVAILABLE" | "SERVICE_UNAVAILABLE" | "GATEWAY_TIMEOUT";
            detail: string;
            errors: {
                field: string;
                message: string;
            }[];
            request_id?: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getCollectorScript: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description JavaScript */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/javascript": string;
                };
            };
            /** @description NOT_FOUND (not built) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getCollectorScriptByHash: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Content hash of the collector
                 * @example 0000000000000000
                 */
                hash: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description JavaScript */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/javascript": string;
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                    };
                };
            };
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                        details?: {
                            /** @description The outbound DNS check (at start, then at most once a minute while /readyz is read) */
                            dns?: {
                                /** @description `failing`: outbound DNS does not answer (or answers that nothing exists), so every network lookup fails */
                                state: "ok" | "failing" | "off" | "pending";
                                message: string;
                                checked_at: string | null;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                        details?: {
                            /** @description The outbound DNS check (at start, then at most once a minute while /readyz is read) */
                            dns?: {
                                /** @description `failing`: outbound DNS does not answer (or answers that nothing exists), so every network lookup fails */
                                state: "ok" | "failing" | "off" | "pending";
                                message: string;
                                checked_at: string | null;
                            };
                        };
                    };
                };
            };
        };
    };
    collectLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A login-page record of the browser collector */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "session_id": "sess-1",
                 *       "username": "jane",
                 *       "collector_version": "0123456789abcdef",
                 *       "device_id": "0123456789abcdef0123456789abcdef",
                 *       "browser": {
                 *         "user_agent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36",
                 *         "ua_brands": "Google Chrome/142, Chromium/142",
                 *         "ua_mobile": false,
                 *         "ua_platform": "Windows",
                 *         "ua_platform_version": "15.0.0",
                 *         "ua_model": null,
                 *         "ua_full_version": "142.0.7444.60",
                 *         "platform": "Win32",
                 *         "language": "en-GB",
                 *         "languages": [
                 *           "en-GB",
                 *           "en"
                 *         ],
                 *         "timezone": "Europe/London",
                 *         "timezone_offset": 0,
                 *         "cpu_class": "x86_64",
                 *         "cpu_cores": 8,
                 *         "device_memory": 8,
                 *         "webgl_vendor": "Google Inc. (NVIDIA)",
                 *         "webgl_renderer": "ANGLE (NVIDIA, NVIDIA GeForce GTX 1650 Direct3D11 vs_5_0 ps_5_0, D3D11)",
                 *         "media_devices_count": 2,
                 *         "media_devices_kinds": [
                 *           "audioinput",
                 *           "audiooutput"
                 *         ],
                 *         "screen_width": 1920,
                 *         "screen_height": 1080,
                 *         "viewport_width": 1903,
                 *         "viewport_height": 937,
                 *         "color_depth": 24,
                 *         "pixel_ratio": 1,
                 *         "touch_points": 0,
                 *         "cookies_enabled": true,
                 *         "incognito": false,
                 *         "privacy_plugins": [],
                 *         "battery_charging": null,
                 *         "battery_level": null
                 *       },
                 *       "automation": {
                 *         "webdriver": false,
                 *         "bot_kind": null,
                 *         "bot_detectors": [],
                 *         "headless_traits": []
                 *       },
                 *       "behaviour": {
                 *         "keystrokes": 4,
                 *         "key_interval_mean_ms": 142.5,
                 *         "key_interval_sd_ms": 31.2,
                 *         "typing_ms": 427.5,
                 *         "pastes": 0,
                 *         "pointer_moves": 37,
                 *         "pointer_clicks": 2,
                 *         "touches": 0,
                 *         "dwell_ms": 5210
                 *       },
                 *       "probe_errors": []
                 *     }
                 */
                "application/json": {
                    /** @description Session identifier chosen by your page; the key of enrollments and results */
                    session_id: string;
                    /** @description The username typed on the page (stored only as a keyed hash) */
                    username: string;
                    /** @description Content hash of the collector that sent the record */
                    collector_version: string;
                    /** @description Hash of stable browser attributes (FingerprintJS components, time zone and languages left out) */
                    device_id: string | null;
                    /** @description What the browser exposes */
                    browser: {
                        /** @description navigator.userAgent */
                        user_agent: string;
                        /** @description User-Agent client hints: brands with major versions, "Brand/version" comma-separated */
                        ua_brands: string | null;
                        /** @description Client hint: mobile */
                        ua_mobile: boolean | null;
                        /** @description Client hint: platform */
                        ua_platform: string | null;
                        /** @description Client hint (high entropy): platform version */
                        ua_platform_version: string | null;
                        /** @description Client hint (high entropy): device model */
                        ua_model: string | null;
                        /** @description Client hint (high entropy): full browser version */
                        ua_full_version: string | null;
                        /** @description navigator.platform */
                        platform: string | null;
                        /** @description navigator.language */
                        language: string | null;
                        /** @description navigator.languages */
                        languages: string[];
                        /** @description Intl time zone (IANA) */
                        timezone: string | null;
                        /** @description Minutes east of UTC at collection time */
                        timezone_offset: number | null;
                        /** @description navigator.cpuClass (old IE) or the client-hint architecture */
                        cpu_class: string | null;
                        /** @description navigator.hardwareConcurrency */
                        cpu_cores: number | null;
                        /** @description navigator.deviceMemory (GB, rounded by the browser) */
                        device_memory: number | null;
                        /** @description Unmasked WebGL vendor */
                        webgl_vendor: string | null;
                        /** @description Unmasked WebGL renderer */
                        webgl_renderer: string | null;
                        /** @description Media devices enumerated (without permission: one entry per kind present) */
                        media_devices_count: number | null;
                        /** @description Kinds of the enumerated media devices */
                        media_devices_kinds: ("audioinput" | "audiooutput" | "videoinput")[];
                        /** @description screen.width (CSS pixels) */
                        screen_width: number | null;
                        /** @description screen.height (CSS pixels) */
                        screen_height: number | null;
                        /** @description window.innerWidth */
                        viewport_width: number | null;
                        /** @description window.innerHeight */
                        viewport_height: number | null;
                        /** @description screen.colorDepth */
                        color_depth: number | null;
                        /** @description window.devicePixelRatio */
                        pixel_ratio: number | null;
                        /** @description navigator.maxTouchPoints */
                        touch_points: number | null;
                        /** @description A test cookie could be written and read */
                        cookies_enabled: boolean | null;
                        /** @description Private / incognito window (storage quota heuristics) */
                        incognito: boolean | null;
                        /** @description Privacy-related extensions or settings detected (ad blocker filters, Global Privacy Control, ...) */
                        privacy_plugins: string[];
                        /** @description Battery API: charging */
                        battery_charging: boolean | null;
                        /** @description Battery API: level in percent */
                        battery_level: number | null;
                    };
                    /** @description Automation signals */
                    automation: {
                        /** @description navigator.webdriver */
                        webdriver: boolean | null;
                        /** @description BotD verdict: the automation tool detected, null when none */
                        bot_kind: string | null;
                        /** @description BotD detectors that fired */
                        bot_detectors: string[];
                        /** @description Own probes of headless browsers that fired */
                        headless_traits: string[];
                    };
                    /** @description Coarse behaviour on the login page */
                    behaviour: {
                        /** @description Key presses in the username field (timing only, never which key) */
                        keystrokes: number;
                        /** @description Mean time between key presses */
                        key_interval_mean_ms: number | null;
                        /** @description Standard deviation of the time between key presses */
                        key_interval_sd_ms: number | null;
                        /** @description First to last key press in the username field */
                        typing_ms: number | null;
                        /** @description Paste events in the username field (never their content) */
                        pastes: number;
                        /** @description Pointer move events on the page */
                        pointer_moves: number;
                        /** @description Pointer down events on the page */
                        pointer_clicks: number;
                        /** @description Touch start events on the page */
                        touches: number;
                        /** @description Time from the collector loading to the collect call */
                        dwell_ms: number;
                    };
                    /** @description Probes that failed or timed out */
                    probe_errors: string[];
                };
            };
        };
        responses: {
            /** @description The record was stored */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The session the record is stored under */
                        session_id: string;
                        /**
                         * Format: date-time
                         * @description When the record was stored
                         */
                        stored_at: string;
                    };
                };
            };
            /** @description INVALID_PAYLOAD, MALFORMED_JSON, SESSION_ALREADY_COLLECTED, SESSION_ALREADY_ENROLLED */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INVALID_APP_KEY, PRODUCT_NOT_ENABLED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description MISSING_APP_KEY, ORIGIN_NOT_ALLOWED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    scorePhone: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "customer_id": "cust-1",
                 *       "claims": [
                 *         "phone"
                 *       ],
                 *       "phone_number": "+14155552671"
                 *     }
                 */
                "application/json": {
                    /** @description Caller-chosen identifier; unique per account on every request */
                    customer_id: string;
                    /** @description Claims; allowed: phone */
                    claims: "phone"[];
                    /** @description E.164, with or without + */
                    phone_number: string;
                    /** @description Seconds the data enrichment may take (1.7..10); default 3 */
                    timeout?: number;
                    /** @description Scoring model: a standard model (phone_score where registered, docs/models.md) or a custom model id (mdl_…); default: the account's active model of the product, else the standard one */
                    model_id?: string;
                };
            };
        };
        responses: {
            /** @description Envelope + phone payload */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Identifier of the resolution created by the call (res_…) */
                        resolution_id: string;
                        /** @description Echo of the request value */
                        customer_id: string;
                        /** @description Echo of the requested claims */
                        claims: string[];
                        /**
                         * Format: date-time
                         * @description Timestamp of the request (ISO 8601)
                         */
                        device_request_time: string;
                        /** @description idrisk extension: the decision of the account's published policy for this operation (docs/rules.md); absent without one */
                        decision?: {
                            /**
                             * @description The most severe outcome of the matched rules; approve when none set one
                             * @enum {string}
                             */
                            outcome: "approve" | "review" | "decline";
                            /** @description The policy version that decided: pol_…@N */
                            policy_version: string;
                            /** @description The rules that matched, in policy order */
                            rules: {
                                id: string;
                                name: string;
                                /** @description The actions the rule took (points, decision, add_to_list, tag) */
                                actions: {
                                    /** @enum {string} */
                                    type: "points" | "decision" | "add_to_list" | "tag";
                                    /** @description points: the account's own reason code (RX…, TX…) */
                                    code?: string;
                                    /** @description points: added to the score's total */
                                    points?: number;
                                    /**
                                     * @description decision
                                     * @enum {string}
                                     */
                                    outcome?: "approve" | "review" | "decline";
                                    /** @description add_to_list: the list */
                                    list?: string;
                                    /** @description add_to_list: which touch point of the call */
                                    touchpoint?: string;
                                    /** @description add_to_list: the item's expiry */
                                    expires_in_days?: number;
                                    /** @description tag */
                                    tag?: string;
                                }[];
                            }[];
                        };
                        /** @description The scoring model used when it is not the product's standard one (model_id or the account's active model) */
                        model_id?: string;
                        /** @description Phone intelligence payload; a field whose source is absent is null */
                        phone: {
                            /** @description Phone number echoed */
                            value: string | null;
                            /**
                             * @deprecated
                             * @description DEPRECATED. Line type; use number_type, removed in version 2.0
                             */
                            type: string | null;
                            /** @description Number belongs to a temporary phone service */
                            is_disposable: boolean | null;
                            /** @description Temporary phone provider, when detected */
                            disposable_provider_name: string | null;
                            /** @description Number has a suspicious format */
                            is_suspicious_format: boolean | null;
                            /** @description Number has a valid format */
                            is_valid_format: boolean | null;
                            /** @description ISO 3166 alpha-2 code of the original network location */
                            country_code: string | null;
                            /** @description Ported from the original to a different current network */
                            is_ported: boolean | null;
                            /** @description Original operator name */
                            original_network: string | null;
                            /** @description Current operator name */
                            current_network: string | null;
                            /** @description Original operator code */
                            original_mno_code: string | null;
                            /** @description Current operator code */
                            current_mno_code: string | null;
                            /**
                             * Format: date
                             * @description First porting date (YYYY-MM-DD)
                             */
                            first_ported: string | null;
                            /**
                             * Format: date
                             * @description Last porting date (YYYY-MM-DD)
                             */
                            last_ported: string | null;
                            /** @description Number of operator changes */
                            ported_times: number | null;
                            /**
                             * @description Line type of the number
                             * @enum {string|null}
                             */
                            number_type: "FIXED_LINE" | "MOBILE" | "FIXED_LINE_OR_MOBILE" | "TOLL_FREE" | "PREMIUM_RATE" | "SHARED_COST" | "VOIP" | "PERSONAL_NUMBER" | "PAGER" | "UAN" | "UNKNOWN" | "EMERGENCY" | "VOICEMAIL" | "SHORT_CODE" | "STANDARD_RATE" | null;
                            /**
                             * @description Caller type: BUSINESS or CONSUMER
                             * @enum {string|null}
                             */
                            caller_type: "BUSINESS" | "CONSUMER" | null;
                            /** @description Company name, when caller_type is BUSINESS */
                            caller_company_name: string | null;
                            /** @description A WhatsApp profile exists for the number */
                            has_whatsapp: boolean | null;
                            /** @description A Telegram profile exists for the number */
                            has_telegram: boolean | null;
                            /** @description Public URL of the Telegram profile picture */
                            telegram_image: string | null;
                            /** @description Telegram profile first name */
                            telegram_first_name: string | null;
                            /** @description Telegram profile last name */
                            telegram_last_name: string | null;
                            /** @description Telegram username */
                            telegram_username: string | null;
                            /**
                             * @description Telegram profile privacy: public or private
                             * @enum {string|null}
                             */
                            telegram_privacy_status: "public" | "private" | null;
                            /** @description Score 0..1000; low means higher risk */
                            score: number | null;
                            /**
                             * @description Score band: very_low, low, review, high, very_high
                             * @enum {string|null}
                             */
                            score_cluster: "very_low" | "low" | "review" | "high" | "very_high" | null;
                            /** @description Number found on amazon */
                            has_amazon: boolean | null;
                            /** @description Number found on ea */
                            has_ea: boolean | null;
                            /** @description Number found on google */
                            has_google: boolean | null;
                            /** @description Number found on office365 */
                            has_office365: boolean | null;
                            /** @description Number found on instagram */
                            has_instagram: boolean | null;
                            /** @description Number found on facebook */
                            has_facebook: boolean | null;
                            /** @description Number found on twitter */
                            has_twitter: boolean | null;
                            /** @description Number found on flipkart */
                            has_flipkart: boolean | null;
                            /** @description Number found on didi */
                            has_didi: boolean | null;
                            /** @description Number found on aliexpress */
                            has_aliexpress: boolean | null;
                            /** @description Number found on apple */
                            has_apple: boolean | null;
                            /** @description Number found on snapchat */
                            has_snapchat: boolean | null;
                            /** @description Number found on weibo */
                            has_weibo: boolean | null;
                            /** @description Number found on openai */
                            has_openai: boolean | null;
                            /** @description Owner first name, when known */
                            first_name: string | null;
                            /** @description Owner last name, when known */
                            last_name: string | null;
                            /**
                             * Format: date
                             * @description Owner date of birth (YYYY-MM-DD), when known
                             */
                            birth_date: string | null;
                            /** @description Total data breaches the number appears in */
                            data_breaches_count: number | null;
                            /**
                             * Format: date
                             * @description Date of the first breach (YYYY-MM-DD)
                             */
                            data_breaches_first_breach: string | null;
                            /**
                             * Format: date
                             * @description Date of the last breach (YYYY-MM-DD)
                             */
                            data_breaches_last_breach: string | null;
                            /** @description First 10 breaches as name,date entries separated by | */
                            data_breaches_list: string | null;
                            /** @description JSON string: list of breach entries (id, date, title, optional names, emails) */
                            data_breaches_data: string | null;
                            /** @description JSON string: lists names, emails, phones aggregated with counts */
                            data_breaches_data_lists: string | null;
                            /**
                             * @description Consistency of the names across breaches
                             * @enum {string|null}
                             */
                            data_breaches_name_consistency: "MATCH" | "PARTIAL_MATCH" | "NO_MATCH" | null;
                            /**
                             * @description Consistency of the emails across breaches
                             * @enum {string|null}
                             */
                            data_breaches_email_consistency: "MATCH" | "PARTIAL_MATCH" | "NO_MATCH" | null;
                            /** @description Count of masked partial phone numbers */
                            phone_partials_count: number | null;
                            /** @description Count of masked partial emails */
                            email_partials_count: number | null;
                            /** @description Masked partial phone numbers, comma-separated */
                            phone_partials_list: string | null;
                            /** @description Masked partial emails, comma-separated */
                            email_partials_list: string | null;
                            /** @description Comma-separated risk (R...) and trust (T...) signals */
                            reason_codes: string | null;
                            /** @description Emails linked to the number */
                            identity_email_count: number | null;
                            /** @description IPs linked to the number */
                            identity_ip_count: number | null;
                            /** @description Names linked to the number */
                            identity_name_count: number | null;
                            /**
                             * Format: date
                             * @description Date the number was first seen (YYYY-MM-DD)
                             */
                            first_seen: string | null;
                            /** @description Days since the number was first seen */
                            first_seen_days: number | null;
                            /** @description JSON string with first_name, last_name, confidence */
                            to_name: string | null;
                            /** @description JSON string with value, confidence */
                            to_username: string | null;
                            /** @description JSON string with masked value, confidence */
                            to_email: string | null;
                            /** @description A username is linked to the number */
                            has_to_username: boolean | null;
                            /** @description Confidence level of the linked username, e.g. HIGH */
                            has_to_username_confidence: string | null;
                            /** @description An email is linked to the number */
                            has_to_email: boolean | null;
                            /**
                             * @description Where profile image 1 comes from: telegram, whatsapp or skype
                             * @enum {string|null}
                             */
                            image_source: "telegram" | "whatsapp" | "skype" | null;
                            /** @description Labels detected in image 1 as label,confidence pairs separated by | */
                            image_labels: string | null;
                            /** @description Labels of the first face of image 1 as label,confidence pairs separated by | */
                            face1_labels: string | null;
                            /** @description Bounding box of the first face of image 1: Width,Height,Left,Top (ratios of the image) */
                            face1_bounding_box: string | null;
                            /** @description Estimated age range of the first face of image 1, e.g. 25-35 */
                            face1_age_range: string | null;
                            /** @description The first face of image 1 matches a celebrity */
                            face1_is_celebrity: boolean | null;
                            /** @description Celebrity matched by the first face of image 1 */
                            face1_celebrity_name: string | null;
                            /** @description Labels of the second face of image 1 as label,confidence pairs separated by | */
                            face2_labels: string | null;
                            /** @description Bounding box of the second face of image 1: Width,Height,Left,Top (ratios of the image) */
                            face2_bounding_box: string | null;
                            /** @description Estimated age range of the second face of image 1, e.g. 25-35 */
                            face2_age_range: string | null;
                            /** @description The second face of image 1 matches a celebrity */
                            face2_is_celebrity: boolean | null;
                            /** @description Celebrity matched by the second face of image 1 */
                            face2_celebrity_name: string | null;
                            /** @description Labels of the third face of image 1 as label,confidence pairs separated by | */
                            face3_labels: string | null;
                            /** @description Bounding box of the third face of image 1: Width,Height,Left,Top (ratios of the image) */
                            face3_bounding_box: string | null;
                            /** @description Estimated age range of the third face of image 1, e.g. 25-35 */
                            face3_age_range: string | null;
                            /** @description The third face of image 1 matches a celebrity */
                            face3_is_celebrity: boolean | null;
                            /** @description Celebrity matched by the third face of image 1 */
                            face3_celebrity_name: string | null;
                            /**
                             * @description Where profile image 2 comes from: telegram, whatsapp or skype
                             * @enum {string|null}
                             */
                            image2_source: "telegram" | "whatsapp" | "skype" | null;
                            /** @description Labels detected in image 2 as label,confidence pairs separated by | */
                            image2_labels: string | null;
                            /** @description Labels of the first face of image 2 as label,confidence pairs separated by | */
                            image2_face1_labels: string | null;
                            /** @description Bounding box of the first face of image 2: Width,Height,Left,Top (ratios of the image) */
                            image2_face1_bounding_box: string | null;
                            /** @description Estimated age range of the first face of image 2, e.g. 25-35 */
                            image2_face1_age_range: string | null;
                            /** @description The first face of image 2 matches a celebrity */
                            image2_face1_is_celebrity: boolean | null;
                            /** @description Celebrity matched by the first face of image 2 */
                            image2_face1_celebrity_name: string | null;
                            /** @description Labels of the second face of image 2 as label,confidence pairs separated by | */
                            image2_face2_labels: string | null;
                            /** @description Bounding box of the second face of image 2: Width,Height,Left,Top (ratios of the image) */
                            image2_face2_bounding_box: string | null;
                            /** @description Estimated age range of the second face of image 2, e.g. 25-35 */
                            image2_face2_age_range: string | null;
                            /** @description The second face of image 2 matches a celebrity */
                            image2_face2_is_celebrity: boolean | null;
                            /** @description Celebrity matched by the second face of image 2 */
                            image2_face2_celebrity_name: string | null;
                            /** @description Labels of the third face of image 2 as label,confidence pairs separated by | */
                            image2_face3_labels: string | null;
                            /** @description Bounding box of the third face of image 2: Width,Height,Left,Top (ratios of the image) */
                            image2_face3_bounding_box: string | null;
                            /** @description Estimated age range of the third face of image 2, e.g. 25-35 */
                            image2_face3_age_range: string | null;
                            /** @description The third face of image 2 matches a celebrity */
                            image2_face3_is_celebrity: boolean | null;
                            /** @description Celebrity matched by the third face of image 2 */
                            image2_face3_celebrity_name: string | null;
                            /**
                             * @description Where profile image 3 comes from: telegram, whatsapp or skype
                             * @enum {string|null}
                             */
                            image3_source: "telegram" | "whatsapp" | "skype" | null;
                            /** @description Labels detected in image 3 as label,confidence pairs separated by | */
                            image3_labels: string | null;
                            /** @description Labels of the first face of image 3 as label,confidence pairs separated by | */
                            image3_face1_labels: string | null;
                            /** @description Bounding box of the first face of image 3: Width,Height,Left,Top (ratios of the image) */
                            image3_face1_bounding_box: string | null;
                            /** @description Estimated age range of the first face of image 3, e.g. 25-35 */
                            image3_face1_age_range: string | null;
                            /** @description The first face of image 3 matches a celebrity */
                            image3_face1_is_celebrity: boolean | null;
                            /** @description Celebrity matched by the first face of image 3 */
                            image3_face1_celebrity_name: string | null;
                            /** @description Labels of the second face of image 3 as label,confidence pairs separated by | */
                            image3_face2_labels: string | null;
                            /** @description Bounding box of the second face of image 3: Width,Height,Left,Top (ratios of the image) */
                            image3_face2_bounding_box: string | null;
                            /** @description Estimated age range of the second face of image 3, e.g. 25-35 */
                            image3_face2_age_range: string | null;
                            /** @description The second face of image 3 matches a celebrity */
                            image3_face2_is_celebrity: boolean | null;
                            /** @description Celebrity matched by the second face of image 3 */
                            image3_face2_celebrity_name: string | null;
                            /** @description Labels of the third face of image 3 as label,confidence pairs separated by | */
                            image3_face3_labels: string | null;
                            /** @description Bounding box of the third face of image 3: Width,Height,Left,Top (ratios of the image) */
                            image3_face3_bounding_box: string | null;
                            /** @description Estimated age range of the third face of image 3, e.g. 25-35 */
                            image3_face3_age_range: string | null;
                            /** @description The third face of image 3 matches a celebrity */
                            image3_face3_is_celebrity: boolean | null;
                            /** @description Celebrity matched by the third face of image 3 */
                            image3_face3_celebrity_name: string | null;
                            /** @description Pair 1: the faces of two profile images belong to the same person */
                            faces_similarity1: boolean | null;
                            /** @description Pair 1: URL of the first image compared */
                            faces_similarity1_image1: string | null;
                            /** @description Pair 1: URL of the second image compared */
                            faces_similarity1_image2: string | null;
                            /** @description Pair 1: face bounding box in the first image (Width,Height,Left,Top) */
                            faces_similarity1_image1_bounding_box: string | null;
                            /** @description Pair 1: face bounding box in the second image (Width,Height,Left,Top) */
                            faces_similarity1_image2_bounding_box: string | null;
                            /** @description Pair 2: the faces of two profile images belong to the same person */
                            faces_similarity2: boolean | null;
                            /** @description Pair 2: URL of the first image compared */
                            faces_similarity2_image1: string | null;
                            /** @description Pair 2: URL of the second image compared */
                            faces_similarity2_image2: string | null;
                            /** @description Pair 2: face bounding box in the first image (Width,Height,Left,Top) */
                            faces_similarity2_image1_bounding_box: string | null;
                            /** @description Pair 2: face bounding box in the second image (Width,Height,Left,Top) */
                            faces_similarity2_image2_bounding_box: string | null;
                            /** @description Pair 3: the faces of two profile images belong to the same person */
                            faces_similarity3: boolean | null;
                            /** @description Pair 3: URL of the first image compared */
                            faces_similarity3_image1: string | null;
                            /** @description Pair 3: URL of the second image compared */
                            faces_similarity3_image2: string | null;
                            /** @description Pair 3: face bounding box in the first image (Width,Height,Left,Top) */
                            faces_similarity3_image1_bounding_box: string | null;
                            /** @description Pair 3: face bounding box in the second image (Width,Height,Left,Top) */
                            faces_similarity3_image2_bounding_box: string | null;
                            /**
                             * @deprecated
                             * @description DEPRECATED. WhatsApp profile picture URL
                             */
                            whatsapp_image: string | null;
                            /**
                             * @deprecated
                             * @description DEPRECATED. WhatsApp profile privacy: public or private
                             * @enum {string|null}
                             */
                            whatsapp_privacy_status: "public" | "private" | null;
                            /**
                             * @deprecated
                             * @description DEPRECATED. Number found on LinkedIn
                             */
                            has_linkedin: boolean | null;
                            /**
                             * @deprecated
                             * @description DEPRECATED. Number found on Skype
                             */
                            has_skype: boolean | null;
                            /**
                             * @deprecated
                             * @description DEPRECATED. Skype profile picture URL
                             */
                            skype_profile_picture: string | null;
                            /**
                             * @deprecated
                             * @description DEPRECATED. Skype profile city
                             */
                            skype_city: string | null;
                            /**
                             * @deprecated
                             * @description DEPRECATED. Skype profile country code
                             */
                            skype_country_code: string | null;
                            /**
                             * @deprecated
                             * @description DEPRECATED. Skype profile country
                             */
                            skype_country: string | null;
                            /**
                             * @deprecated
                             * @description DEPRECATED. Skype profile state
                             */
                            skype_state: string | null;
                            /**
                             * @deprecated
                             * @description DEPRECATED. Skype display name
                             */
                            skype_name: string | null;
                            /**
                             * @deprecated
                             * @description DEPRECATED. Skype id
                             */
                            skype_id: string | null;
                            /**
                             * @deprecated
                             * @description DEPRECATED. Number found on Bukalapak
                             */
                            has_bukalapak: boolean | null;
                            /**
                             * @deprecated
                             * @description DEPRECATED. Bukalapak sends its OTP by WhatsApp to the number
                             */
                            bukalapak_has_whatsapp_otp: boolean | null;
                            /**
                             * @deprecated
                             * @description DEPRECATED. WhatsApp profile is a business account
                             */
                            is_whatsapp_business: boolean | null;
                            /**
                             * @deprecated
                             * @description DEPRECATED. WhatsApp business email
                             */
                            whatsapp_business_email: string | null;
                            /**
                             * @deprecated
                             * @description DEPRECATED. WhatsApp business category
                             */
                            whatsapp_business_category: string | null;
                            /**
                             * @deprecated
                             * @description DEPRECATED. WhatsApp business description
                             */
                            whatsapp_business_description: string | null;
                            /**
                             * @deprecated
                             * @description DEPRECATED. WhatsApp business catalogue review status
                             */
                            whatsapp_business_products_review_status: string | null;
                            /**
                             * @deprecated
                             * @description DEPRECATED. Average price of the WhatsApp business products
                             */
                            whatsapp_business_products_price_avg: number | null;
                        };
                    };
                };
            };
            /** @description INVALID_PAYLOAD, INVALID_CLAIMS, MALFORMED_JSON, DUPLICATED_CUSTOMER_ID, DUPLICATED_TRANSACTION_ID, UNKNOWN_MODEL */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INVALID_API_KEY, ACCOUNT_DISABLED, PRODUCT_NOT_ENABLED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INSUFFICIENT_CREDITS */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description MISSING_API_KEY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNSUPPORTED_VERSION, NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description PRODUCT_NOT_AVAILABLE */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    scoreEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "customer_id": "cust-1",
                 *       "claims": [
                 *         "email"
                 *       ],
                 *       "email": "jane.doe@example.com"
                 *     }
                 */
                "application/json": {
                    /** @description Caller-chosen identifier; unique per account on every request */
                    customer_id: string;
                    /** @description Claims; allowed: email */
                    claims: "email"[];
                    email: string;
                    /** @description Seconds the data enrichment may take (1.7..10); default 3 */
                    timeout?: number;
                    /** @description Scoring model: a standard model (email_score where registered, docs/models.md) or a custom model id (mdl_…); default: the account's active model of the product, else the standard one */
                    model_id?: string;
                };
            };
        };
        responses: {
            /** @description Envelope + email payload */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Identifier of the resolution created by the call (res_…) */
                        resolution_id: string;
                        /** @description Echo of the request value */
                        customer_id: string;
                        /** @description Echo of the requested claims */
                        claims: string[];
                        /**
                         * Format: date-time
                         * @description Timestamp of the request (ISO 8601)
                         */
                        device_request_time: string;
                        /** @description idrisk extension: the decision of the account's published policy for this operation (docs/rules.md); absent without one */
                        decision?: {
                            /**
                             * @description The most severe outcome of the matched rules; approve when none set one
                             * @enum {string}
                             */
                            outcome: "approve" | "review" | "decline";
                            /** @description The policy version that decided: pol_…@N */
                            policy_version: string;
                            /** @description The rules that matched, in policy order */
                            rules: {
                                id: string;
                                name: string;
                                /** @description The actions the rule took (points, decision, add_to_list, tag) */
                                actions: {
                                    /** @enum {string} */
                                    type: "points" | "decision" | "add_to_list" | "tag";
                                    /** @description points: the account's own reason code (RX…, TX…) */
                                    code?: string;
                                    /** @description points: added to the score's total */
                                    points?: number;
                                    /**
                                     * @description decision
                                     * @enum {string}
                                     */
                                    outcome?: "approve" | "review" | "decline";
                                    /** @description add_to_list: the list */
                                    list?: string;
                                    /** @description add_to_list: which touch point of the call */
                                    touchpoint?: string;
                                    /** @description add_to_list: the item's expiry */
                                    expires_in_days?: number;
                                    /** @description tag */
                                    tag?: string;
                                }[];
                            }[];
                        };
                        /** @description The scoring model used when it is not the product's standard one (model_id or the account's active model) */
                        model_id?: string;
                        /** @description Email analytics payload; a field whose source is absent is null */
                        email: {
                            /** @description Email echoed */
                            value: string | null;
                            /**
                             * @description Deliverability status (spam_track is an alias of spam-trap)
                             * @enum {string|null}
                             */
                            status: "deliverable" | "invalid" | "unknown" | "accept_all" | "disposable" | "typo" | "spam-trap" | "spam_track" | "syntax_error" | null;
                            /**
                             * @description Detailed deliverability status
                             * @enum {string|null}
                             */
                            sub_status: "valid_" | "valid_alias" | "valid_leading_period_removed" | "valid_alternate" | "valid_role" | "valid_role_based_accept_all" | "valid_accept_all" | "deliverable_promoted" | "deliverable_with_suspicious_format" | "email_google_business_accept_all_no_social" | "catch-all_" | "unknown" | "unknown_antispam_system" | "unknown_greylisted" | "unknown_exception_occurred" | "unknown_failed_smtp_connection" | "unknown_mail_server_did_not_respond" | "unknown_mail_server_temporary_error" | "unknown_timeout_exceeded" | "unknown_forcible_disconnect" | "syntax_error" | "invalid_failed_syntax_check" | "invalid_possible_typo" | "invalid_no_dns_entries" | "invalid_does_not_accept_mail" | "invalid_mailbox_not_found" | "invalid_mailbox_quota_exceeded" | "invalid_unroutable_ip_address" | "unknown_too_short" | "spamtrap_" | "do_not_mail_possible_trap" | "abuse_" | "do_not_mail_role_based" | "role_" | "do_not_mail_role_based_catch_all" | "do_not_mail_disposable" | "do_not_mail_toxic" | "do_not_mail_global_suppression" | "unknown_global_suppression" | "do_not_mail_mx_forward" | "typo" | "valid_alias_address" | "disposable" | "deliverable_inferred" | "possible_disposable" | "promoted" | "deliverable" | "invalid" | "accept_all" | "spam-trap" | "spam_track" | "role" | "possible_typo" | "valid_gold" | "valid_ai_agent_mailbox" | "catch-all_ai_agent_mailbox" | null;
                            /** @description Temporary email provider */
                            is_disposable: boolean | null;
                            /** @description Temporary email provider, when detected */
                            disposable_provider_name: string | null;
                            /** @description Spam trap */
                            is_spamtrap: boolean | null;
                            /** @description Free provider (false means company or paying individual) */
                            is_free: boolean | null;
                            /**
                             * @deprecated
                             * @description DEPRECATED. Role address (info@, sales@...)
                             */
                            is_role: boolean | null;
                            /**
                             * @deprecated
                             * @description DEPRECATED. Education enrichment
                             */
                            education: string | null;
                            /**
                             * @deprecated
                             * @description DEPRECATED. Account exists on Airbnb
                             */
                            has_airbnb: boolean | null;
                            /** @description Domain name of the email */
                            domain: string | null;
                            /** @description First name from social networks */
                            first_name: string | null;
                            /** @description Last name from social networks */
                            last_name: string | null;
                            /** @description Account exists on twitter */
                            has_twitter: boolean | null;
                            /** @description Account exists on amazon */
                            has_amazon: boolean | null;
                            /** @description Account exists on linkedin */
                            has_linkedin: boolean | null;
                            /** @description Account exists on instagram */
                            has_instagram: boolean | null;
                            /** @description Account exists on spotify */
                            has_spotify: boolean | null;
                            /** @description Account exists on deliveroo */
                            has_deliveroo: boolean | null;
                            /** @description Account exists on pinterest */
                            has_pinterest: boolean | null;
                            /** @description Account exists on office365 */
                            has_office365: boolean | null;
                            /** @description Account exists on hubspot */
                            has_hubspot: boolean | null;
                            /** @description Account exists on wordpress */
                            has_wordpress: boolean | null;
                            /** @description Account on deezer found in data breaches */
                            has_deezer: boolean | null;
                            /** @description Account on badoo found in data breaches */
                            has_badoo: boolean | null;
                            /** @description Account on canva found in data breaches */
                            has_canva: boolean | null;
                            /** @description Account on myfitnesspal found in data breaches */
                            has_myfitnesspal: boolean | null;
                            /** @description Account on dubsmash found in data breaches */
                            has_dubsmash: boolean | null;
                            /** @description Account on shein found in data breaches */
                            has_shein: boolean | null;
                            /** @description Account on dailymotion found in data breaches */
                            has_dailymotion: boolean | null;
                            /** @description Account on zynga found in data breaches */
                            has_zynga: boolean | null;
                            /** @description Account on myspace found in data breaches */
                            has_myspace: boolean | null;
                            /** @description Account on myheritage found in data breaches */
                            has_myheritage: boolean | null;
                            /** @description Account on dropbox found in data breaches */
                            has_dropbox: boolean | null;
                            /** @description Account on houzz found in data breaches */
                            has_houzz: boolean | null;
                            /** @description Account on ticketcounter found in data breaches */
                            has_ticketcounter: boolean | null;
                            /** @description Account on trello found in data breaches */
                            has_trello: boolean | null;
                            /** @description Account on tumblr found in data breaches */
                            has_tumblr: boolean | null;
                            /** @description Avatar URL */
                            avatar: string | null;
                            /** @description Age of the email domain in days */
                            domain_age: number | null;
                            /** @description The email domain has a valid MX record */
                            domain_mx_is_valid: boolean | null;
                            /** @description Mail provider of the email domain */
                            domain_mx_provider: string | null;
                            /** @description Registrar of the email domain */
                            domain_registrar: string | null;
                            /** @description Registrant of the email domain */
                            domain_registered_to: string | null;
                            /** @description Score 0..1000; low means higher risk */
                            score: number | null;
                            /**
                             * @description Score band: very_low, low, review, high, very_high
                             * @enum {string|null}
                             */
                            score_cluster: "very_low" | "low" | "review" | "high" | "very_high" | null;
                            /** @description Company name */
                            company_name: string | null;
                            /** @description Company description */
                            company_description: string | null;
                            /** @description Company industry */
                            company_industry: string | null;
                            /** @description Job title of the email owner */
                            company_job_title: string | null;
                            /** @description Company keywords, comma-separated */
                            company_keywords: string | null;
                            /** @description Company logo URL */
                            company_logo: string | null;
                            /** @description Company country */
                            company_country: string | null;
                            /** @description Company technologies, comma-separated */
                            company_tech_stack: string | null;
                            /** @description Company employees */
                            company_employees: number | null;
                            /** @description Year the company was founded */
                            company_founded: number | null;
                            /** @description Company annual revenue (int64) */
                            company_annual_revenue: number | null;
                            /** @description Company Twitter/X URL */
                            company_twitter_url: string | null;
                            /** @description Company Facebook URL */
                            company_facebook_url: string | null;
                            /** @description Company LinkedIn URL */
                            company_linkedin_url: string | null;
                            /** @description Company total funding */
                            company_total_funding: number | null;
                            /** @description Employment of the email owner */
                            employment: string | null;
                            /** @description A website answers on the email domain */
                            domain_website_exists: boolean | null;
                            /**
                             * @description Website check of the email domain (taxonomy of the domain product)
                             * @enum {string|null}
                             */
                            domain_website_exists_taxonomy: "TAXONOMY_WEBSITE_EXISTS" | "TAXONOMY_WEBSITE_ERROR" | "TAXONOMY_REDIRECT" | "TAXONOMY_REDIRECT_TO_HTTPS" | "TAXONOMY_PARKED_DOMAIN" | "TAXONOMY_WEBSITE_HOSTING" | "TAXONOMY_NO_CONTENT" | "TAXONOMY_TIMEOUT" | null;
                            /** @description The email domain website answers over HTTPS */
                            domain_website_exists_ssl: boolean | null;
                            /** @description Internal links in the email domain home page */
                            domain_internal_links_count: number | null;
                            /** @description External links in the email domain home page */
                            domain_external_links_count: number | null;
                            /** @description Internal email links in the email domain home page */
                            domain_internal_email_links_count: number | null;
                            /** @description External email links in the email domain home page */
                            domain_external_email_links_count: number | null;
                            /** @description Internal images in the email domain home page */
                            domain_internal_images_count: number | null;
                            /** @description External images in the email domain home page */
                            domain_external_images_count: number | null;
                            /** @description Size of the email domain home page in bytes */
                            domain_page_size: number | null;
                            /** @description Length of the account name (before @) */
                            account_length: number | null;
                            /** @description Number of dots in the account name */
                            account_dots_count: number | null;
                            /** @description Number of numbers in the account name */
                            account_numbers_count: number | null;
                            /** @description Number of letters in the account name */
                            account_letters_count: number | null;
                            /** @description Number of symbols in the account name */
                            account_symbols_count: number | null;
                            /** @description Number of vowels in the account name */
                            account_vowels_count: number | null;
                            /** @description Number of consonants in the account name */
                            account_consonants_count: number | null;
                            /** @description Share of dots in the account name (0..1) */
                            account_dots_ratio: number | null;
                            /** @description Share of numbers in the account name (0..1) */
                            account_numbers_ratio: number | null;
                            /** @description Share of letters in the account name (0..1) */
                            account_letters_ratio: number | null;
                            /** @description Share of symbols in the account name (0..1) */
                            account_symbols_ratio: number | null;
                            /** @description Share of vowels in the account name (0..1) */
                            account_vowels_ratio: number | null;
                            /** @description Share of consonants in the account name (0..1) */
                            account_consonants_ratio: number | null;
                            /** @description The account name contains a first name */
                            contains_first_name: boolean | null;
                            /** @description The account name contains a last name */
                            contains_last_name: boolean | null;
                            /** @description The name parsed from the account is valid */
                            parsed_name_is_valid: boolean | null;
                            /** @description First name parsed from the account name */
                            parsed_first_name: string | null;
                            /** @description Last name parsed from the account name */
                            parsed_last_name: string | null;
                            /**
                             * @description Risk type of the parsed name (values of the name product risk_type)
                             * @enum {string|null}
                             */
                            parsed_name_risk_type: "RANDOM_TYPING" | "PLACEHOLDER" | "PLACEHOLDER_TITLE" | "FICTIONAL" | "FAMOUS" | "HUMOROUS" | "INVALID" | "INVALID_CHARACTERS" | "STRING_SIMILARITY" | "VULGAR" | "OTHER" | null;
                            /** @description Suggested correction of a mistyped email */
                            did_you_mean: string | null;
                            /** @description The account name contains stop words */
                            has_stop_words: boolean | null;
                            /** @description Account exists on facebook */
                            has_facebook: boolean | null;
                            /** @description Account exists on apple */
                            has_apple: boolean | null;
                            /** @description Account exists on disney plus */
                            has_disney_plus: boolean | null;
                            /** @description Account exists on glovo */
                            has_glovo: boolean | null;
                            /** @description Account exists on indeed */
                            has_indeed: boolean | null;
                            /** @description Account exists on dazn */
                            has_dazn: boolean | null;
                            /** @description Account exists on paypal */
                            has_paypal: boolean | null;
                            /** @description Account exists on google */
                            has_google: boolean | null;
                            /** @description Account exists on gravatar */
                            has_gravatar: boolean | null;
                            /** @description Account exists on duolingo */
                            has_duolingo: boolean | null;
                            /** @description Duolingo account google id */
                            duolingo_has_google_id: boolean | null;
                            /** @description Duolingo account facebook id */
                            duolingo_has_facebook_id: boolean | null;
                            /** @description Account exists on atlassian */
                            has_atlassian: boolean | null;
                            /** @description Account exists on lastpass */
                            has_lastpass: boolean | null;
                            /** @description Account exists on adobe */
                            has_adobe: boolean | null;
                            /** @description Account exists on freelancer */
                            has_freelancer: boolean | null;
                            /** @description Account exists on github */
                            has_github: boolean | null;
                            /** @description Account exists on openai */
                            has_openai: boolean | null;
                            /** @description Total data breaches the email appears in */
                            data_breaches_count: number | null;
                            /**
                             * Format: date
                             * @description Date of the first breach (YYYY-MM-DD)
                             */
                            data_breaches_first_breach: string | null;
                            /**
                             * Format: date
                             * @description Date of the last breach (YYYY-MM-DD)
                             */
                            data_breaches_last_breach: string | null;
                            /** @description First 10 breaches as name,date entries separated by | */
                            data_breaches_list: string | null;
                            /** @description JSON string: list of breach entries (id, date, title, optional names, phones) */
                            data_breaches_data: string | null;
                            /** @description JSON string: names, emails, phones lists with counts */
                            data_breaches_data_lists: string | null;
                            /** @description Google profile picture URL */
                            google_profile_picture: string | null;
                            /** @description Google account id */
                            google_id: string | null;
                            /** @description Google profile first name */
                            google_first_name: string | null;
                            /** @description Google profile last name */
                            google_last_name: string | null;
                            /** @description Last edit of the Google profile, epoch milliseconds as a string */
                            google_last_edit: string | null;
                            /** @description Number of active Google services (string) */
                            google_active_services_count: string | null;
                            /** @description Active Google services, comma-separated */
                            google_active_services_list: string | null;
                            /** @description Number of Google reviews written (string) */
                            google_reviews_count: string | null;
                            /** @description Link to the Google reviews */
                            google_review_link: string | null;
                            /** @description Google profile location */
                            google_location: string | null;
                            /** @description The Google profile name is valid */
                            google_name_is_valid: boolean | null;
                            /** @description Risk type of the Google profile name */
                            google_name_risk_type: string | null;
                            /** @description Gender of the Google profile name */
                            google_name_gender: string | null;
                            /** @description Gravatar picture URL */
                            gravatar_profile_picture: string | null;
                            /** @description Gravatar first name */
                            gravatar_first_name: string | null;
                            /** @description Gravatar last name */
                            gravatar_last_name: string | null;
                            /** @description Gravatar username */
                            gravatar_username: string | null;
                            /** @description Gravatar city */
                            gravatar_city: string | null;
                            /** @description LinkedIn profile page URL */
                            linkedin_profile_page: string | null;
                            /** @description Login provider of the OpenAI account */
                            openai_login_provider: string | null;
                            /** @description Count of masked partial phone numbers */
                            phone_partials_count: number | null;
                            /** @description Count of masked partial emails */
                            email_partials_count: number | null;
                            /** @description IPs linked to the email */
                            identity_ip_count: number | null;
                            /** @description Phone numbers linked to the email */
                            identity_msisdn_count: number | null;
                            /** @description Names linked to the email */
                            identity_name_count: number | null;
                            /** @description Masked partial phone numbers, comma-separated */
                            phone_partials_list: string | null;
                            /** @description Masked partial emails, comma-separated */
                            email_partials_list: string | null;
                            /** @description Where profile image 1 comes from, e.g. google */
                            image_source: string | null;
                            /** @description Labels detected in image 1 as label,confidence pairs separated by | */
                            image_labels: string | null;
                            /** @description Labels of the first face of image 1 as label,confidence pairs separated by | */
                            face1_labels: string | null;
                            /** @description Bounding box of the first face of image 1: Width,Height,Left,Top (ratios of the image) */
                            face1_bounding_box: string | null;
                            /** @description Estimated age range of the first face of image 1, e.g. 25-35 */
                            face1_age_range: string | null;
                            /** @description The first face of image 1 matches a celebrity */
                            face1_is_celebrity: boolean | null;
                            /** @description Celebrity matched by the first face of image 1 */
                            face1_celebrity_name: string | null;
                            /** @description Labels of the second face of image 1 as label,confidence pairs separated by | */
                            face2_labels: string | null;
                            /** @description Bounding box of the second face of image 1: Width,Height,Left,Top (ratios of the image) */
                            face2_bounding_box: string | null;
                            /** @description Estimated age range of the second face of image 1, e.g. 25-35 */
                            face2_age_range: string | null;
                            /** @description The second face of image 1 matches a celebrity */
                            face2_is_celebrity: boolean | null;
                            /** @description Celebrity matched by the second face of image 1 */
                            face2_celebrity_name: string | null;
                            /** @description Labels of the third face of image 1 as label,confidence pairs separated by | */
                            face3_labels: string | null;
                            /** @description Bounding box of the third face of image 1: Width,Height,Left,Top (ratios of the image) */
                            face3_bounding_box: string | null;
                            /** @description Estimated age range of the third face of image 1, e.g. 25-35 */
                            face3_age_range: string | null;
                            /** @description The third face of image 1 matches a celebrity */
                            face3_is_celebrity: boolean | null;
                            /** @description Celebrity matched by the third face of image 1 */
                            face3_celebrity_name: string | null;
                            /** @description Where profile image 2 comes from, e.g. google */
                            image2_source: string | null;
                            /** @description Labels detected in image 2 as label,confidence pairs separated by | */
                            image2_labels: string | null;
                            /** @description Labels of the first face of image 2 as label,confidence pairs separated by | */
                            image2_face1_labels: string | null;
                            /** @description Bounding box of the first face of image 2: Width,Height,Left,Top (ratios of the image) */
                            image2_face1_bounding_box: string | null;
                            /** @description Estimated age range of the first face of image 2, e.g. 25-35 */
                            image2_face1_age_range: string | null;
                            /** @description The first face of image 2 matches a celebrity */
                            image2_face1_is_celebrity: boolean | null;
                            /** @description Celebrity matched by the first face of image 2 */
                            image2_face1_celebrity_name: string | null;
                            /** @description Labels of the second face of image 2 as label,confidence pairs separated by | */
                            image2_face2_labels: string | null;
                            /** @description Bounding box of the second face of image 2: Width,Height,Left,Top (ratios of the image) */
                            image2_face2_bounding_box: string | null;
                            /** @description Estimated age range of the second face of image 2, e.g. 25-35 */
                            image2_face2_age_range: string | null;
                            /** @description The second face of image 2 matches a celebrity */
                            image2_face2_is_celebrity: boolean | null;
                            /** @description Celebrity matched by the second face of image 2 */
                            image2_face2_celebrity_name: string | null;
                            /** @description Labels of the third face of image 2 as label,confidence pairs separated by | */
                            image2_face3_labels: string | null;
                            /** @description Bounding box of the third face of image 2: Width,Height,Left,Top (ratios of the image) */
                            image2_face3_bounding_box: string | null;
                            /** @description Estimated age range of the third face of image 2, e.g. 25-35 */
                            image2_face3_age_range: string | null;
                            /** @description The third face of image 2 matches a celebrity */
                            image2_face3_is_celebrity: boolean | null;
                            /** @description Celebrity matched by the third face of image 2 */
                            image2_face3_celebrity_name: string | null;
                            /** @description Where profile image 3 comes from, e.g. google */
                            image3_source: string | null;
                            /** @description Labels detected in image 3 as label,confidence pairs separated by | */
                            image3_labels: string | null;
                            /** @description Labels of the first face of image 3 as label,confidence pairs separated by | */
                            image3_face1_labels: string | null;
                            /** @description Bounding box of the first face of image 3: Width,Height,Left,Top (ratios of the image) */
                            image3_face1_bounding_box: string | null;
                            /** @description Estimated age range of the first face of image 3, e.g. 25-35 */
                            image3_face1_age_range: string | null;
                            /** @description The first face of image 3 matches a celebrity */
                            image3_face1_is_celebrity: boolean | null;
                            /** @description Celebrity matched by the first face of image 3 */
                            image3_face1_celebrity_name: string | null;
                            /** @description Labels of the second face of image 3 as label,confidence pairs separated by | */
                            image3_face2_labels: string | null;
                            /** @description Bounding box of the second face of image 3: Width,Height,Left,Top (ratios of the image) */
                            image3_face2_bounding_box: string | null;
                            /** @description Estimated age range of the second face of image 3, e.g. 25-35 */
                            image3_face2_age_range: string | null;
                            /** @description The second face of image 3 matches a celebrity */
                            image3_face2_is_celebrity: boolean | null;
                            /** @description Celebrity matched by the second face of image 3 */
                            image3_face2_celebrity_name: string | null;
                            /** @description Labels of the third face of image 3 as label,confidence pairs separated by | */
                            image3_face3_labels: string | null;
                            /** @description Bounding box of the third face of image 3: Width,Height,Left,Top (ratios of the image) */
                            image3_face3_bounding_box: string | null;
                            /** @description Estimated age range of the third face of image 3, e.g. 25-35 */
                            image3_face3_age_range: string | null;
                            /** @description The third face of image 3 matches a celebrity */
                            image3_face3_is_celebrity: boolean | null;
                            /** @description Celebrity matched by the third face of image 3 */
                            image3_face3_celebrity_name: string | null;
                            /** @description Pair 1: the faces of two profile images belong to the same person */
                            faces_similarity1: boolean | null;
                            /** @description Pair 1: URL of the first image compared */
                            faces_similarity1_image1: string | null;
                            /** @description Pair 1: URL of the second image compared */
                            faces_similarity1_image2: string | null;
                            /** @description Pair 1: face bounding box in the first image (Width,Height,Left,Top) */
                            faces_similarity1_image1_bounding_box: string | null;
                            /** @description Pair 1: face bounding box in the second image (Width,Height,Left,Top) */
                            faces_similarity1_image2_bounding_box: string | null;
                            /** @description Pair 2: the faces of two profile images belong to the same person */
                            faces_similarity2: boolean | null;
                            /** @description Pair 2: URL of the first image compared */
                            faces_similarity2_image1: string | null;
                            /** @description Pair 2: URL of the second image compared */
                            faces_similarity2_image2: string | null;
                            /** @description Pair 2: face bounding box in the first image (Width,Height,Left,Top) */
                            faces_similarity2_image1_bounding_box: string | null;
                            /** @description Pair 2: face bounding box in the second image (Width,Height,Left,Top) */
                            faces_similarity2_image2_bounding_box: string | null;
                            /** @description Pair 3: the faces of two profile images belong to the same person */
                            faces_similarity3: boolean | null;
                            /** @description Pair 3: URL of the first image compared */
                            faces_similarity3_image1: string | null;
                            /** @description Pair 3: URL of the second image compared */
                            faces_similarity3_image2: string | null;
                            /** @description Pair 3: face bounding box in the first image (Width,Height,Left,Top) */
                            faces_similarity3_image1_bounding_box: string | null;
                            /** @description Pair 3: face bounding box in the second image (Width,Height,Left,Top) */
                            faces_similarity3_image2_bounding_box: string | null;
                            /** @description Comma-separated risk (R...) and trust (T...) signals */
                            reason_codes: string | null;
                            /**
                             * Format: date
                             * @description Date the email was first seen (YYYY-MM-DD)
                             */
                            first_seen: string | null;
                            /** @description Days since the email was first seen */
                            first_seen_days: number | null;
                            /** @description JSON string with first_name, last_name, confidence */
                            to_name: string | null;
                            /** @description JSON string with value, confidence */
                            to_username: string | null;
                            /** @description JSON string with masked value, confidence */
                            to_phone: string | null;
                            /** @description A username is linked to the email */
                            has_to_username: boolean | null;
                            /** @description A phone number is linked to the email */
                            has_to_phone: boolean | null;
                            /** @description Confidence level of the linked username, e.g. HIGH */
                            has_to_username_confidence: string | null;
                        };
                    };
                };
            };
            /** @description INVALID_PAYLOAD, INVALID_CLAIMS, MALFORMED_JSON, DUPLICATED_CUSTOMER_ID, DUPLICATED_TRANSACTION_ID, UNKNOWN_MODEL */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INVALID_API_KEY, ACCOUNT_DISABLED, PRODUCT_NOT_ENABLED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INSUFFICIENT_CREDITS */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description MISSING_API_KEY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNSUPPORTED_VERSION, NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description PRODUCT_NOT_AVAILABLE */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    scoreIp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "customer_id": "cust-1",
                 *       "claims": [
                 *         "ip"
                 *       ],
                 *       "ip": "81.2.69.142"
                 *     }
                 */
                "application/json": {
                    /** @description Caller-chosen identifier; unique per account on every request */
                    customer_id: string;
                    /** @description Claims; allowed: ip */
                    claims: "ip"[];
                    /** @description IPv4 or IPv6 */
                    ip: string;
                    /** @description Seconds the data enrichment may take (1.7..10); default 3 */
                    timeout?: number;
                    /** @description Scoring model: a standard model (ip_score where registered, docs/models.md) or a custom model id (mdl_…); default: the account's active model of the product, else the standard one */
                    model_id?: string;
                };
            };
        };
        responses: {
            /** @description Envelope (with model_id) + ip payload */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Identifier of the resolution created by the call (res_…) */
                        resolution_id: string;
                        /** @description Echo of the request value */
                        customer_id: string;
                        /** @description Echo of the requested claims */
                        claims: string[];
                        /**
                         * Format: date-time
                         * @description Timestamp of the request (ISO 8601)
                         */
                        device_request_time: string;
                        /** @description idrisk extension: the decision of the account's published policy for this operation (docs/rules.md); absent without one */
                        decision?: {
                            /**
                             * @description The most severe outcome of the matched rules; approve when none set one
                             * @enum {string}
                             */
                            outcome: "approve" | "review" | "decline";
                            /** @description The policy version that decided: pol_…@N */
                            policy_version: string;
                            /** @description The rules that matched, in policy order */
                            rules: {
                                id: string;
                                name: string;
                                /** @description The actions the rule took (points, decision, add_to_list, tag) */
                                actions: {
                                    /** @enum {string} */
                                    type: "points" | "decision" | "add_to_list" | "tag";
                                    /** @description points: the account's own reason code (RX…, TX…) */
                                    code?: string;
                                    /** @description points: added to the score's total */
                                    points?: number;
                                    /**
                                     * @description decision
                                     * @enum {string}
                                     */
                                    outcome?: "approve" | "review" | "decline";
                                    /** @description add_to_list: the list */
                                    list?: string;
                                    /** @description add_to_list: which touch point of the call */
                                    touchpoint?: string;
                                    /** @description add_to_list: the item's expiry */
                                    expires_in_days?: number;
                                    /** @description tag */
                                    tag?: string;
                                }[];
                            }[];
                        };
                        /** @description The scoring model used */
                        model_id: string;
                        /** @description IP data payload; all fields nullable */
                        ip: {
                            /** @description IP echoed; IPv4 or IPv6 */
                            value: string | null;
                            /** @description City */
                            city: string | null;
                            /**
                             * @description Connection speed: company/T1, broadband/cable/fiber, mobile
                             * @enum {string|null}
                             */
                            connection_speed: "company/T1" | "broadband/cable/fiber" | "mobile" | null;
                            /**
                             * @description Connection type
                             * @enum {string|null}
                             */
                            connection_type: "Commercial" | "Content Delivery Network" | "Fixed Line" | "Mobile ISP" | "Reserved" | "University / College / School" | null;
                            /** @description ISO 3166 alpha-2 code */
                            country: string | null;
                            /** @description Latitude */
                            lat: string | null;
                            /** @description Longitude */
                            lon: string | null;
                            /** @description Internet service provider */
                            isp: string | null;
                            /** @description Timezone of the IP */
                            timezone: string | null;
                            /**
                             * @description Local time of day of the request: morning, afternoon, evening, night
                             * @enum {string|null}
                             */
                            request_time: "morning" | "afternoon" | "evening" | "night" | null;
                            /** @description Postal code */
                            zip: string | null;
                            /** @description Mobile connection */
                            is_mobile: boolean | null;
                            /** @description VPN exit node */
                            is_vpn: boolean | null;
                            /** @description Proxy */
                            is_proxy: boolean | null;
                            /** @description Tor exit node */
                            is_tor: boolean | null;
                            /** @description Privacy relay (e.g. iCloud Private Relay) */
                            is_relay: boolean | null;
                            /** @description Hosting or data-center address */
                            is_hosting: boolean | null;
                            /**
                             * @deprecated
                             * @description DEPRECATED. VPN provider name
                             */
                            vpn_name: string | null;
                            /**
                             * @description Proxy provider
                             * @enum {string|null}
                             */
                            proxy_name: "Bright Data" | "Smartproxy" | "Oxylabs" | "Netnut" | "Webshare" | "GoProxy" | null;
                            /**
                             * @description Proxy type: datacenter or residential
                             * @enum {string|null}
                             */
                            proxy_type: "datacenter" | "residential" | null;
                            /** @description Score 0..1000; low means higher risk */
                            score: number | null;
                            /**
                             * @description Score band: very_low, low, review, high, very_high
                             * @enum {string|null}
                             */
                            score_cluster: "very_low" | "low" | "review" | "high" | "very_high" | null;
                            /** @description Number of providers flagging the IP as spam */
                            black_list_count: number | null;
                            /** @description Domain of the owning company, if found */
                            company_domain: string | null;
                            /** @description Company name */
                            company_name: string | null;
                            /** @description Company description */
                            company_description: string | null;
                            /** @description Company industry */
                            company_industry: string | null;
                            /** @description Company keywords, comma-separated */
                            company_keywords: string | null;
                            /** @description Company logo URL */
                            company_logo: string | null;
                            /** @description Company country (full country name) */
                            company_country: string | null;
                            /** @description Company Twitter/X URL */
                            company_twitter_url: string | null;
                            /** @description Company Facebook URL */
                            company_facebook_url: string | null;
                            /** @description Company LinkedIn URL */
                            company_linkedin_url: string | null;
                            /** @description Company technologies, comma-separated */
                            company_tech_stack: string | null;
                            /** @description Company employees */
                            company_employees: number | null;
                            /** @description Year the company was founded */
                            company_founded: number | null;
                            /** @description Company annual revenue */
                            company_annual_revenue: number | null;
                            /** @description Company total funding */
                            company_total_funding: number | null;
                            /** @description Comma-separated risk (R...) and trust (T...) signals */
                            reason_codes: string | null;
                            /**
                             * @deprecated
                             * @description DEPRECATED. Devices linked to the IP
                             */
                            identity_device_count: number | null;
                            /** @description Emails linked to the IP */
                            identity_email_count: number | null;
                            /** @description Phone numbers linked to the IP */
                            identity_msisdn_count: number | null;
                            /** @description Names linked to the IP */
                            identity_name_count: number | null;
                            /** @description The IP accepts common remote-desktop connections */
                            remote_desktop_enable: boolean | null;
                            /** @description Times reported in an exploits blocklist */
                            xbl_count: number | null;
                            /** @description Times reported in a combined spam sources list */
                            css_count: number | null;
                            /** @description Days since the most recent exploits blocklist report */
                            xbl_in_days: number | null;
                            /** @description Days since the most recent combined spam sources report */
                            css_in_days: number | null;
                            /** @description Accepted IPv4/IPv6 format */
                            is_valid_format: boolean | null;
                            /** @description Private internal address */
                            is_private_internal_address: boolean | null;
                        };
                    };
                };
            };
            /** @description INVALID_PAYLOAD, INVALID_CLAIMS, MALFORMED_JSON, DUPLICATED_CUSTOMER_ID, DUPLICATED_TRANSACTION_ID, UNKNOWN_MODEL */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INVALID_API_KEY, ACCOUNT_DISABLED, PRODUCT_NOT_ENABLED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INSUFFICIENT_CREDITS */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description MISSING_API_KEY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNSUPPORTED_VERSION, NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description PRODUCT_NOT_AVAILABLE */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    scoreDomain: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "customer_id": "cust-1",
                 *       "claims": [
                 *         "domain"
                 *       ],
                 *       "domain": {
                 *         "value": "example.com"
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @description Caller-chosen identifier; unique per account on every request */
                    customer_id: string;
                    /** @description Claims; allowed: domain */
                    claims: "domain"[];
                    domain: {
                        value: string;
                    };
                    /** @description Seconds the data enrichment may take (1.7..10); default 3 */
                    timeout?: number;
                    /** @description Scoring model: a standard model (domain_score where registered, docs/models.md) or a custom model id (mdl_…); default: the account's active model of the product, else the standard one */
                    model_id?: string;
                };
            };
        };
        responses: {
            /** @description Envelope + domain payload (as `domain` and flat) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Identifier of the resolution created by the call (res_…) */
                        resolution_id: string;
                        /** @description Echo of the request value */
                        customer_id: string;
                        /** @description Echo of the requested claims */
                        claims: string[];
                        /**
                         * Format: date-time
                         * @description Timestamp of the request (ISO 8601)
                         */
                        device_request_time: string;
                        /** @description idrisk extension: the decision of the account's published policy for this operation (docs/rules.md); absent without one */
                        decision?: {
                            /**
                             * @description The most severe outcome of the matched rules; approve when none set one
                             * @enum {string}
                             */
                            outcome: "approve" | "review" | "decline";
                            /** @description The policy version that decided: pol_…@N */
                            policy_version: string;
                            /** @description The rules that matched, in policy order */
                            rules: {
                                id: string;
                                name: string;
                                /** @description The actions the rule took (points, decision, add_to_list, tag) */
                                actions: {
                                    /** @enum {string} */
                                    type: "points" | "decision" | "add_to_list" | "tag";
                                    /** @description points: the account's own reason code (RX…, TX…) */
                                    code?: string;
                                    /** @description points: added to the score's total */
                                    points?: number;
                                    /**
                                     * @description decision
                                     * @enum {string}
                                     */
                                    outcome?: "approve" | "review" | "decline";
                                    /** @description add_to_list: the list */
                                    list?: string;
                                    /** @description add_to_list: which touch point of the call */
                                    touchpoint?: string;
                                    /** @description add_to_list: the item's expiry */
                                    expires_in_days?: number;
                                    /** @description tag */
                                    tag?: string;
                                }[];
                            }[];
                        };
                        /** @description The scoring model used when it is not the product's standard one (model_id or the account's active model) */
                        model_id?: string;
                        /** @description Domain intelligence payload; a field whose source is absent is null */
                        domain: {
                            /** @description Domain echoed */
                            value: string | null;
                            /** @description Country code of the domain */
                            country_code: string | null;
                            /** @description A website answers on the domain */
                            website_exists: boolean | null;
                            /**
                             * @description What the website check found (TAXONOMY_WEBSITE_ERROR: unreachable)
                             * @enum {string|null}
                             */
                            website_exists_taxonomy: "TAXONOMY_WEBSITE_EXISTS" | "TAXONOMY_WEBSITE_ERROR" | "TAXONOMY_REDIRECT" | "TAXONOMY_REDIRECT_TO_HTTPS" | "TAXONOMY_PARKED_DOMAIN" | "TAXONOMY_WEBSITE_HOSTING" | "TAXONOMY_NO_CONTENT" | "TAXONOMY_TIMEOUT" | null;
                            /** @description The website answers over HTTPS */
                            website_exists_ssl: boolean | null;
                            /** @description The domain presents a TLS certificate */
                            has_ssl: boolean | null;
                            /** @description The TLS certificate is valid */
                            ssl_is_valid: boolean | null;
                            /** @description Redirect type */
                            website_redirect: string | null;
                            /** @description Redirect target URL */
                            website_redirect_to: string | null;
                            /** @description Internal links in the page */
                            internal_links_count: number | null;
                            /** @description External links in the page */
                            external_links_count: number | null;
                            /** @description Internal email links in the page */
                            internal_email_links_count: number | null;
                            /** @description External email links in the page */
                            external_email_links_count: number | null;
                            /** @description Internal images in the page */
                            internal_images_count: number | null;
                            /** @description External images in the page */
                            external_images_count: number | null;
                            /** @description Page size in bytes */
                            page_size: number | null;
                            /** @description A LinkedIn company page exists */
                            has_linkedin: boolean | null;
                            /** @description LinkedIn company page URL */
                            linkedin_url: string | null;
                            /** @description LinkedIn followers */
                            linkedin_follower_count: number | null;
                            /** @description Average likes of the LinkedIn articles */
                            linkedin_avg_articles_likes_count: number | null;
                            /** @description LinkedIn company size cluster */
                            linkedin_company_size: string | null;
                            /**
                             * Format: date
                             * @description Date of the first LinkedIn article (YYYY-MM-DD)
                             */
                            linkedin_first_article_date: string | null;
                            /**
                             * Format: date
                             * @description Date of the last LinkedIn article (YYYY-MM-DD)
                             */
                            linkedin_last_article_date: string | null;
                            /** @description Screenshot URL */
                            screenshot: string | null;
                            /**
                             * Format: date
                             * @description Certificate start of validity (YYYY-MM-DD)
                             */
                            ssl_valid_from: string | null;
                            /**
                             * Format: date
                             * @description Certificate end of validity (YYYY-MM-DD)
                             */
                            ssl_valid_to: string | null;
                            /** @description Certificate issuer organization */
                            ssl_issuer_organization: string | null;
                            /** @description Company name */
                            company_name: string | null;
                            /** @description Company description */
                            company_description: string | null;
                            /** @description Company industry */
                            company_industry: string | null;
                            /** @description Company keywords, comma-separated */
                            company_keywords: string | null;
                            /** @description Company logo URL */
                            company_logo: string | null;
                            /** @description Company country */
                            company_country: string | null;
                            /** @description Company Twitter/X URL */
                            company_twitter_url: string | null;
                            /** @description Company Facebook URL */
                            company_facebook_url: string | null;
                            /** @description Company LinkedIn URL */
                            company_linkedin_url: string | null;
                            /** @description Company technologies, comma-separated */
                            company_tech_stack: string | null;
                            /** @description Year the company was founded */
                            company_founded: string | null;
                            /** @description Company employees */
                            company_employees: number | null;
                            /** @description Company total funding */
                            company_total_funding: number | null;
                            /** @description Company annual revenue (int64) */
                            company_annual_revenue: number | null;
                            /** @description A Google Business profile exists */
                            has_google_business: boolean | null;
                            /** @description Google Business rating (declared integer) */
                            google_business_rating: number | null;
                            /** @description Google Business reviews */
                            google_business_review_count: number | null;
                            /** @description Google Business company name */
                            google_business_company: string | null;
                            /** @description Google Business address */
                            google_business_address: string | null;
                            /** @description Google Business country */
                            google_business_country: string | null;
                            /** @description Google Business thumbnail URL */
                            google_business_thumbnail: string | null;
                            /** @description Google Business phone number */
                            google_business_phone_number: string | null;
                            /** @description Google Business description */
                            google_business_description: string | null;
                            /** @description Google Business industry */
                            google_business_industry: string | null;
                            /** @description Google Business status */
                            google_business_status: string | null;
                            /** @description JSON string: up to three reviews with summary and link */
                            google_business_reviews: string | null;
                            /** @description JSON string keyed by weekday (holiday variants possible) */
                            google_business_hours: string | null;
                            /** @description The domain shows Google ads */
                            has_google_ads: boolean | null;
                            /** @description Days since an ad was last shown */
                            google_ads_days_since_last_shown: number | null;
                            /** @description JSON string of the 5 most recent last-shown ads */
                            google_ads: string | null;
                            /** @description DNS records found */
                            dns_records_count: number | null;
                            /** @description MX records */
                            dns_mx_records: string | null;
                            /** @description Mail providers of the MX records */
                            dns_mx_providers: string | null;
                            /** @description SPF record */
                            dns_spf_record: string | null;
                            /** @description DMARC record */
                            dns_dmarc_record: string | null;
                            /** @description The domain has MX records */
                            dns_has_mx: boolean | null;
                            /** @description The MX records are valid */
                            dns_mx_is_valid: boolean | null;
                            /** @description The domain has an SPF record */
                            dns_has_spf: boolean | null;
                            /** @description The SPF record is valid */
                            dns_spf_is_valid: boolean | null;
                            /** @description The domain has a DMARC record */
                            dns_has_dmarc: boolean | null;
                            /** @description The DMARC record is valid */
                            dns_dmarc_is_valid: boolean | null;
                            /** @description Pages found in major search engines */
                            index_link_count: number | null;
                            /** @description A Glassdoor page exists */
                            has_glassdoor: boolean | null;
                            /** @description A Facebook page exists */
                            has_facebook: boolean | null;
                            /** @description An Instagram account exists */
                            has_instagram: boolean | null;
                            /** @description Glassdoor page URL */
                            glassdoor_link: string | null;
                            /** @description Facebook page URL */
                            facebook_link: string | null;
                            /** @description Instagram account URL */
                            instagram_link: string | null;
                            /** @description Glassdoor rating */
                            glassdoor_rating: number | null;
                            /** @description Facebook likes */
                            facebook_likes: number | null;
                            /** @description Facebook followers */
                            facebook_followers: number | null;
                            /** @description Facebook rating */
                            facebook_rating: number | null;
                            /** @description Glassdoor reviews */
                            glassdoor_reviews: number | null;
                            /** @description Facebook reviews */
                            facebook_reviews: number | null;
                            /** @description Instagram likes */
                            instagram_likes: number | null;
                            /** @description Instagram followers */
                            instagram_followers: number | null;
                            /** @description Instagram posts */
                            instagram_posts: number | null;
                            /** @description Score 0..1000; low means higher risk */
                            score: number | null;
                            /**
                             * @description Score band: very_low, low, review, high, very_high
                             * @enum {string|null}
                             */
                            score_cluster: "very_low" | "low" | "review" | "high" | "very_high" | null;
                            /** @description Registrar */
                            registrar: string | null;
                            /** @description Registrar known for low-trust domains */
                            is_suspicious_registrar: boolean | null;
                            /** @description Registrant organization */
                            registered_to: string | null;
                            /**
                             * Format: date
                             * @description Registration date (YYYY-MM-DD)
                             */
                            creation_date: string | null;
                            /**
                             * Format: date
                             * @description Expiration date (YYYY-MM-DD)
                             */
                            expiration_date: string | null;
                            /**
                             * Format: date
                             * @description Last update of the registration (YYYY-MM-DD)
                             */
                            updated_date: string | null;
                            /** @description Days since registration */
                            age: number | null;
                            /** @description The registrant is disclosed */
                            registrant_disclosed: boolean | null;
                            /** @description JSON string with objects registrant, administrative_contact, technical_contact */
                            whois_data: string | null;
                            /** @description JSON string: list of objects with name and category */
                            technologies: string | null;
                            /** @description website contents emails */
                            website_contents_emails: string | null;
                            /** @description website contents phone numbers */
                            website_contents_phone_numbers: string | null;
                            /** @description website contents address */
                            website_contents_address: string | null;
                            /** @description website contents vat code */
                            website_contents_vat_code: string | null;
                            /** @description website contents company name */
                            website_contents_company_name: string | null;
                            /** @description website contents language code */
                            website_contents_language_code: string | null;
                            /** @description website contents language country */
                            website_contents_language_country: string | null;
                            /** @description website contents social links (JSON string) */
                            website_contents_social_links: string | null;
                            /** @description website contents privacy policy url */
                            website_contents_privacy_policy_url: string | null;
                            /** @description website contents terms and conditions url */
                            website_contents_terms_and_conditions_url: string | null;
                            /** @description website contents contacts url */
                            website_contents_contacts_url: string | null;
                            /** @description website contents description */
                            website_contents_description: string | null;
                            /** @description website contents tier1 */
                            website_contents_tier1: string | null;
                            /** @description website contents tier2 */
                            website_contents_tier2: string | null;
                            /** @description website contents tier3 */
                            website_contents_tier3: string | null;
                            /** @description social links max followers */
                            social_links_max_followers: string | null;
                            /** @description trustpilot url */
                            trustpilot_url: string | null;
                            /** @description trustpilot description */
                            trustpilot_description: string | null;
                            /** @description trustpilot address */
                            trustpilot_address: string | null;
                            /** @description trustpilot phone number */
                            trustpilot_phone_number: string | null;
                            /** @description trustpilot email */
                            trustpilot_email: string | null;
                            /** @description JSON string: list of reviews with author, rating, date, content */
                            trustpilot_reviews: string | null;
                            /** @description privacy policy exists */
                            privacy_policy_exists: string | null;
                            /** @description terms and conditions exists */
                            terms_and_conditions_exists: string | null;
                            /** @description backlinks count */
                            backlinks_count: string | null;
                            /** @description privacy policy content path */
                            privacy_policy_content_path: string | null;
                            /** @description terms and conditions content path */
                            terms_and_conditions_content_path: string | null;
                            /** @description trustpilot rating */
                            trustpilot_rating: number | null;
                            /** @description trustpilot reviews count */
                            trustpilot_reviews_count: number | null;
                            /** @description backlinks count seo */
                            backlinks_count_seo: number | null;
                            /** @description backlinks referring domains */
                            backlinks_referring_domains: number | null;
                            /** @description backlinks referring ips */
                            backlinks_referring_ips: number | null;
                            /** @description backlinks score */
                            backlinks_score: number | null;
                            /** @description semrush score */
                            semrush_score: number | null;
                            /** @description backlinks from a */
                            backlinks_from_a: number | null;
                            /** @description backlinks from form */
                            backlinks_from_form: number | null;
                            /** @description backlinks from frame */
                            backlinks_from_frame: number | null;
                            /** @description backlinks from image */
                            backlinks_from_image: number | null;
                            /** @description has trustpilot */
                            has_trustpilot: boolean | null;
                            /** @description trustpilot is suspicious */
                            trustpilot_is_suspicious: boolean | null;
                            /** @description trustpilot is claimed */
                            trustpilot_is_claimed: boolean | null;
                            /** @description privacy policy found */
                            privacy_policy_found: boolean | null;
                            /** @description privacy policy has clear language */
                            privacy_policy_has_clear_language: boolean | null;
                            /** @description privacy policy specifies company identity */
                            privacy_policy_specifies_company_identity: boolean | null;
                            /** @description privacy policy specifies contact information */
                            privacy_policy_specifies_contact_information: boolean | null;
                            /** @description privacy policy specifies data collection */
                            privacy_policy_specifies_data_collection: boolean | null;
                            /** @description privacy policy specifies data sharing */
                            privacy_policy_specifies_data_sharing: boolean | null;
                            /** @description privacy policy is gdpr compliant */
                            privacy_policy_is_gdpr_compliant: boolean | null;
                            /** @description privacy policy has data controller */
                            privacy_policy_has_data_controller: boolean | null;
                            /** @description privacy policy has cookie policy */
                            privacy_policy_has_cookie_policy: boolean | null;
                            /** @description privacy policy is generic */
                            privacy_policy_is_generic: boolean | null;
                            /** @description privacy policy with unrealistic promises */
                            privacy_policy_with_unrealistic_promises: boolean | null;
                            /** @description terms and conditions found */
                            terms_and_conditions_found: boolean | null;
                            /** @description terms and conditions has clear language */
                            terms_and_conditions_has_clear_language: boolean | null;
                            /** @description terms and conditions specifies company identity */
                            terms_and_conditions_specifies_company_identity: boolean | null;
                            /** @description terms and conditions specifies contact information */
                            terms_and_conditions_specifies_contact_information: boolean | null;
                            /** @description terms and conditions document is specific */
                            terms_and_conditions_document_is_specific: boolean | null;
                            /** @description terms and conditions with contradictions */
                            terms_and_conditions_with_contradictions: boolean | null;
                            /** @description terms and conditions with external incoherent references */
                            terms_and_conditions_with_external_incoherent_references: boolean | null;
                            /** @description terms and conditions with data protection */
                            terms_and_conditions_with_data_protection: boolean | null;
                            /** @description Comma-separated risk (R...) and trust (T...) signals */
                            reason_codes: string | null;
                        };
                        /** @description Domain echoed */
                        value?: string | null;
                        /** @description Country code of the domain */
                        country_code?: string | null;
                        /** @description A website answers on the domain */
                        website_exists?: boolean | null;
                        /**
                         * @description What the website check found (TAXONOMY_WEBSITE_ERROR: unreachable)
                         * @enum {string|null}
                         */
                        website_exists_taxonomy?: "TAXONOMY_WEBSITE_EXISTS" | "TAXONOMY_WEBSITE_ERROR" | "TAXONOMY_REDIRECT" | "TAXONOMY_REDIRECT_TO_HTTPS" | "TAXONOMY_PARKED_DOMAIN" | "TAXONOMY_WEBSITE_HOSTING" | "TAXONOMY_NO_CONTENT" | "TAXONOMY_TIMEOUT" | null;
                        /** @description The website answers over HTTPS */
                        website_exists_ssl?: boolean | null;
                        /** @description The domain presents a TLS certificate */
                        has_ssl?: boolean | null;
                        /** @description The TLS certificate is valid */
                        ssl_is_valid?: boolean | null;
                        /** @description Redirect type */
                        website_redirect?: string | null;
                        /** @description Redirect target URL */
                        website_redirect_to?: string | null;
                        /** @description Internal links in the page */
                        internal_links_count?: number | null;
                        /** @description External links in the page */
                        external_links_count?: number | null;
                        /** @description Internal email links in the page */
                        internal_email_links_count?: number | null;
                        /** @description External email links in the page */
                        external_email_links_count?: number | null;
                        /** @description Internal images in the page */
                        internal_images_count?: number | null;
                        /** @description External images in the page */
                        external_images_count?: number | null;
                        /** @description Page size in bytes */
                        page_size?: number | null;
                        /** @description A LinkedIn company page exists */
                        has_linkedin?: boolean | null;
                        /** @description LinkedIn company page URL */
                        linkedin_url?: string | null;
                        /** @description LinkedIn followers */
                        linkedin_follower_count?: number | null;
                        /** @description Average likes of the LinkedIn articles */
                        linkedin_avg_articles_likes_count?: number | null;
                        /** @description LinkedIn company size cluster */
                        linkedin_company_size?: string | null;
                        /**
                         * Format: date
                         * @description Date of the first LinkedIn article (YYYY-MM-DD)
                         */
                        linkedin_first_article_date?: string | null;
                        /**
                         * Format: date
                         * @description Date of the last LinkedIn article (YYYY-MM-DD)
                         */
                        linkedin_last_article_date?: string | null;
                        /** @description Screenshot URL */
                        screenshot?: string | null;
                        /**
                         * Format: date
                         * @description Certificate start of validity (YYYY-MM-DD)
                         */
                        ssl_valid_from?: string | null;
                        /**
                         * Format: date
                         * @description Certificate end of validity (YYYY-MM-DD)
                         */
                        ssl_valid_to?: string | null;
                        /** @description Certificate issuer organization */
                        ssl_issuer_organization?: string | null;
                        /** @description Company name */
                        company_name?: string | null;
                        /** @description Company description */
                        company_description?: string | null;
                        /** @description Company industry */
                        company_industry?: string | null;
                        /** @description Company keywords, comma-separated */
                        company_keywords?: string | null;
                        /** @description Company logo URL */
                        company_logo?: string | null;
                        /** @description Company country */
                        company_country?: string | null;
                        /** @description Company Twitter/X URL */
                        company_twitter_url?: string | null;
                        /** @description Company Facebook URL */
                        company_facebook_url?: string | null;
                        /** @description Company LinkedIn URL */
                        company_linkedin_url?: string | null;
                        /** @description Company technologies, comma-separated */
                        company_tech_stack?: string | null;
                        /** @description Year the company was founded */
                        company_founded?: string | null;
                        /** @description Company employees */
                        company_employees?: number | null;
                        /** @description Company total funding */
                        company_total_funding?: number | null;
                        /** @description Company annual revenue (int64) */
                        company_annual_revenue?: number | null;
                        /** @description A Google Business profile exists */
                        has_google_business?: boolean | null;
                        /** @description Google Business rating (declared integer) */
                        google_business_rating?: number | null;
                        /** @description Google Business reviews */
                        google_business_review_count?: number | null;
                        /** @description Google Business company name */
                        google_business_company?: string | null;
                        /** @description Google Business address */
                        google_business_address?: string | null;
                        /** @description Google Business country */
                        google_business_country?: string | null;
                        /** @description Google Business thumbnail URL */
                        google_business_thumbnail?: string | null;
                        /** @description Google Business phone number */
                        google_business_phone_number?: string | null;
                        /** @description Google Business description */
                        google_business_description?: string | null;
                        /** @description Google Business industry */
                        google_business_industry?: string | null;
                        /** @description Google Business status */
                        google_business_status?: string | null;
                        /** @description JSON string: up to three reviews with summary and link */
                        google_business_reviews?: string | null;
                        /** @description JSON string keyed by weekday (holiday variants possible) */
                        google_business_hours?: string | null;
                        /** @description The domain shows Google ads */
                        has_google_ads?: boolean | null;
                        /** @description Days since an ad was last shown */
                        google_ads_days_since_last_shown?: number | null;
                        /** @description JSON string of the 5 most recent last-shown ads */
                        google_ads?: string | null;
                        /** @description DNS records found */
                        dns_records_count?: number | null;
                        /** @description MX records */
                        dns_mx_records?: string | null;
                        /** @description Mail providers of the MX records */
                        dns_mx_providers?: string | null;
                        /** @description SPF record */
                        dns_spf_record?: string | null;
                        /** @description DMARC record */
                        dns_dmarc_record?: string | null;
                        /** @description The domain has MX records */
                        dns_has_mx?: boolean | null;
                        /** @description The MX records are valid */
                        dns_mx_is_valid?: boolean | null;
                        /** @description The domain has an SPF record */
                        dns_has_spf?: boolean | null;
                        /** @description The SPF record is valid */
                        dns_spf_is_valid?: boolean | null;
                        /** @description The domain has a DMARC record */
                        dns_has_dmarc?: boolean | null;
                        /** @description The DMARC record is valid */
                        dns_dmarc_is_valid?: boolean | null;
                        /** @description Pages found in major search engines */
                        index_link_count?: number | null;
                        /** @description A Glassdoor page exists */
                        has_glassdoor?: boolean | null;
                        /** @description A Facebook page exists */
                        has_facebook?: boolean | null;
                        /** @description An Instagram account exists */
                        has_instagram?: boolean | null;
                        /** @description Glassdoor page URL */
                        glassdoor_link?: string | null;
                        /** @description Facebook page URL */
                        facebook_link?: string | null;
                        /** @description Instagram account URL */
                        instagram_link?: string | null;
                        /** @description Glassdoor rating */
                        glassdoor_rating?: number | null;
                        /** @description Facebook likes */
                        facebook_likes?: number | null;
                        /** @description Facebook followers */
                        facebook_followers?: number | null;
                        /** @description Facebook rating */
                        facebook_rating?: number | null;
                        /** @description Glassdoor reviews */
                        glassdoor_reviews?: number | null;
                        /** @description Facebook reviews */
                        facebook_reviews?: number | null;
                        /** @description Instagram likes */
                        instagram_likes?: number | null;
                        /** @description Instagram followers */
                        instagram_followers?: number | null;
                        /** @description Instagram posts */
                        instagram_posts?: number | null;
                        /** @description Score 0..1000; low means higher risk */
                        score?: number | null;
                        /**
                         * @description Score band: very_low, low, review, high, very_high
                         * @enum {string|null}
                         */
                        score_cluster?: "very_low" | "low" | "review" | "high" | "very_high" | null;
                        /** @description Registrar */
                        registrar?: string | null;
                        /** @description Registrar known for low-trust domains */
                        is_suspicious_registrar?: boolean | null;
                        /** @description Registrant organization */
                        registered_to?: string | null;
                        /**
                         * Format: date
                         * @description Registration date (YYYY-MM-DD)
                         */
                        creation_date?: string | null;
                        /**
                         * Format: date
                         * @description Expiration date (YYYY-MM-DD)
                         */
                        expiration_date?: string | null;
                        /**
                         * Format: date
                         * @description Last update of the registration (YYYY-MM-DD)
                         */
                        updated_date?: string | null;
                        /** @description Days since registration */
                        age?: number | null;
                        /** @description The registrant is disclosed */
                        registrant_disclosed?: boolean | null;
                        /** @description JSON string with objects registrant, administrative_contact, technical_contact */
                        whois_data?: string | null;
                        /** @description JSON string: list of objects with name and category */
                        technologies?: string | null;
                        /** @description website contents emails */
                        website_contents_emails?: string | null;
                        /** @description website contents phone numbers */
                        website_contents_phone_numbers?: string | null;
                        /** @description website contents address */
                        website_contents_address?: string | null;
                        /** @description website contents vat code */
                        website_contents_vat_code?: string | null;
                        /** @description website contents company name */
                        website_contents_company_name?: string | null;
                        /** @description website contents language code */
                        website_contents_language_code?: string | null;
                        /** @description website contents language country */
                        website_contents_language_country?: string | null;
                        /** @description website contents social links (JSON string) */
                        website_contents_social_links?: string | null;
                        /** @description website contents privacy policy url */
                        website_contents_privacy_policy_url?: string | null;
                        /** @description website contents terms and conditions url */
                        website_contents_terms_and_conditions_url?: string | null;
                        /** @description website contents contacts url */
                        website_contents_contacts_url?: string | null;
                        /** @description website contents description */
                        website_contents_description?: string | null;
                        /** @description website contents tier1 */
                        website_contents_tier1?: string | null;
                        /** @description website contents tier2 */
                        website_contents_tier2?: string | null;
                        /** @description website contents tier3 */
                        website_contents_tier3?: string | null;
                        /** @description social links max followers */
                        social_links_max_followers?: string | null;
                        /** @description trustpilot url */
                        trustpilot_url?: string | null;
                        /** @description trustpilot description */
                        trustpilot_description?: string | null;
                        /** @description trustpilot address */
                        trustpilot_address?: string | null;
                        /** @description trustpilot phone number */
                        trustpilot_phone_number?: string | null;
                        /** @description trustpilot email */
                        trustpilot_email?: string | null;
                        /** @description JSON string: list of reviews with author, rating, date, content */
                        trustpilot_reviews?: string | null;
                        /** @description privacy policy exists */
                        privacy_policy_exists?: string | null;
                        /** @description terms and conditions exists */
                        terms_and_conditions_exists?: string | null;
                        /** @description backlinks count */
                        backlinks_count?: string | null;
                        /** @description privacy policy content path */
                        privacy_policy_content_path?: string | null;
                        /** @description terms and conditions content path */
                        terms_and_conditions_content_path?: string | null;
                        /** @description trustpilot rating */
                        trustpilot_rating?: number | null;
                        /** @description trustpilot reviews count */
                        trustpilot_reviews_count?: number | null;
                        /** @description backlinks count seo */
                        backlinks_count_seo?: number | null;
                        /** @description backlinks referring domains */
                        backlinks_referring_domains?: number | null;
                        /** @description backlinks referring ips */
                        backlinks_referring_ips?: number | null;
                        /** @description backlinks score */
                        backlinks_score?: number | null;
                        /** @description semrush score */
                        semrush_score?: number | null;
                        /** @description backlinks from a */
                        backlinks_from_a?: number | null;
                        /** @description backlinks from form */
                        backlinks_from_form?: number | null;
                        /** @description backlinks from frame */
                        backlinks_from_frame?: number | null;
                        /** @description backlinks from image */
                        backlinks_from_image?: number | null;
                        /** @description has trustpilot */
                        has_trustpilot?: boolean | null;
                        /** @description trustpilot is suspicious */
                        trustpilot_is_suspicious?: boolean | null;
                        /** @description trustpilot is claimed */
                        trustpilot_is_claimed?: boolean | null;
                        /** @description privacy policy found */
                        privacy_policy_found?: boolean | null;
                        /** @description privacy policy has clear language */
                        privacy_policy_has_clear_language?: boolean | null;
                        /** @description privacy policy specifies company identity */
                        privacy_policy_specifies_company_identity?: boolean | null;
                        /** @description privacy policy specifies contact information */
                        privacy_policy_specifies_contact_information?: boolean | null;
                        /** @description privacy policy specifies data collection */
                        privacy_policy_specifies_data_collection?: boolean | null;
                        /** @description privacy policy specifies data sharing */
                        privacy_policy_specifies_data_sharing?: boolean | null;
                        /** @description privacy policy is gdpr compliant */
                        privacy_policy_is_gdpr_compliant?: boolean | null;
                        /** @description privacy policy has data controller */
                        privacy_policy_has_data_controller?: boolean | null;
                        /** @description privacy policy has cookie policy */
                        privacy_policy_has_cookie_policy?: boolean | null;
                        /** @description privacy policy is generic */
                        privacy_policy_is_generic?: boolean | null;
                        /** @description privacy policy with unrealistic promises */
                        privacy_policy_with_unrealistic_promises?: boolean | null;
                        /** @description terms and conditions found */
                        terms_and_conditions_found?: boolean | null;
                        /** @description terms and conditions has clear language */
                        terms_and_conditions_has_clear_language?: boolean | null;
                        /** @description terms and conditions specifies company identity */
                        terms_and_conditions_specifies_company_identity?: boolean | null;
                        /** @description terms and conditions specifies contact information */
                        terms_and_conditions_specifies_contact_information?: boolean | null;
                        /** @description terms and conditions document is specific */
                        terms_and_conditions_document_is_specific?: boolean | null;
                        /** @description terms and conditions with contradictions */
                        terms_and_conditions_with_contradictions?: boolean | null;
                        /** @description terms and conditions with external incoherent references */
                        terms_and_conditions_with_external_incoherent_references?: boolean | null;
                        /** @description terms and conditions with data protection */
                        terms_and_conditions_with_data_protection?: boolean | null;
                        /** @description Comma-separated risk (R...) and trust (T...) signals */
                        reason_codes?: string | null;
                    };
                };
            };
            /** @description INVALID_PAYLOAD, INVALID_CLAIMS, MALFORMED_JSON, DUPLICATED_CUSTOMER_ID, DUPLICATED_TRANSACTION_ID, UNKNOWN_MODEL */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INVALID_API_KEY, ACCOUNT_DISABLED, PRODUCT_NOT_ENABLED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INSUFFICIENT_CREDITS */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description MISSING_API_KEY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNSUPPORTED_VERSION, NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description PRODUCT_NOT_AVAILABLE */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    scoreDevice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "customer_id": "cust-1",
                 *       "claims": [
                 *         "device"
                 *       ],
                 *       "user_agent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36"
                 *     }
                 */
                "application/json": {
                    /** @description Caller-chosen identifier; unique per account on every request */
                    customer_id: string;
                    /** @description Claims; allowed: device */
                    claims: "device"[];
                    user_agent: string;
                    /** @description Seconds the data enrichment may take (1.7..10); default 3 */
                    timeout?: number;
                    /** @description Scoring model: a standard model (device_score where registered, docs/models.md) or a custom model id (mdl_…); default: the account's active model of the product, else the standard one */
                    model_id?: string;
                };
            };
        };
        responses: {
            /** @description Envelope + device payload (as `device` and flat) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Identifier of the resolution created by the call (res_…) */
                        resolution_id: string;
                        /** @description Echo of the request value */
                        customer_id: string;
                        /** @description Echo of the requested claims */
                        claims: string[];
                        /**
                         * Format: date-time
                         * @description Timestamp of the request (ISO 8601)
                         */
                        device_request_time: string;
                        /** @description idrisk extension: the decision of the account's published policy for this operation (docs/rules.md); absent without one */
                        decision?: {
                            /**
                             * @description The most severe outcome of the matched rules; approve when none set one
                             * @enum {string}
                             */
                            outcome: "approve" | "review" | "decline";
                            /** @description The policy version that decided: pol_…@N */
                            policy_version: string;
                            /** @description The rules that matched, in policy order */
                            rules: {
                                id: string;
                                name: string;
                                /** @description The actions the rule took (points, decision, add_to_list, tag) */
                                actions: {
                                    /** @enum {string} */
                                    type: "points" | "decision" | "add_to_list" | "tag";
                                    /** @description points: the account's own reason code (RX…, TX…) */
                                    code?: string;
                                    /** @description points: added to the score's total */
                                    points?: number;
                                    /**
                                     * @description decision
                                     * @enum {string}
                                     */
                                    outcome?: "approve" | "review" | "decline";
                                    /** @description add_to_list: the list */
                                    list?: string;
                                    /** @description add_to_list: which touch point of the call */
                                    touchpoint?: string;
                                    /** @description add_to_list: the item's expiry */
                                    expires_in_days?: number;
                                    /** @description tag */
                                    tag?: string;
                                }[];
                            }[];
                        };
                        /** @description The scoring model used when it is not the product's standard one (model_id or the account's active model) */
                        model_id?: string;
                        /** @description The account webhook URL; the empty string when the account has none */
                        webhook_url: string;
                        /** @description Device payload; a field whose source is absent is null */
                        device: {
                            /** @description User agent submitted */
                            value: string | null;
                            /** @description Year of commercial release */
                            age: number | null;
                            /** @description Provider of the device, browser or component */
                            brand: string | null;
                            /** @description Browser name */
                            browser_name: string | null;
                            /** @description Browser version */
                            browser_version: string | null;
                            /** @description Bot or spider detected */
                            is_robot: boolean | null;
                            /** @description Commercial device name */
                            model: string | null;
                            /** @description Operating system */
                            operating_system: string | null;
                            /**
                             * @description Retail price band: very_low, low, medium, high, very_high
                             * @enum {string|null}
                             */
                            price_cluster: "very_low" | "low" | "medium" | "high" | "very_high" | null;
                            /** @description Retail price in USD */
                            price_usd: string | null;
                            /** @description Screen height in pixels */
                            screen_size_height: number | null;
                            /** @description Screen width in pixels */
                            screen_size_width: number | null;
                            /**
                             * @description Device category
                             * @enum {string|null}
                             */
                            category: "Mobile Phone" | "Desktop" | "Tablet" | "TV" | "Games Console" | "Digital Home Assistant" | "Data Collection Terminal" | "Telematics Control Unit" | "Set Top Box" | "Media Player" | "Single-board Computer" | "Refrigerator" | null;
                            /** @description Score 0..1000; low means higher risk */
                            score: number | null;
                            /**
                             * @description Score band: very_low, low, review, high, very_high
                             * @enum {string|null}
                             */
                            score_cluster: "very_low" | "low" | "review" | "high" | "very_high" | null;
                            /** @description Comma-separated risk (R...) and trust (T...) signals */
                            reason_codes: string | null;
                            /** @description Emails linked to the device */
                            identity_email_count: number | null;
                            /** @description IPs linked to the device */
                            identity_ip_count: number | null;
                            /** @description Phone numbers linked to the device */
                            identity_msisdn_count: number | null;
                            /** @description Names linked to the device */
                            identity_name_count: number | null;
                        };
                        /** @description User agent submitted */
                        value?: string | null;
                        /** @description Year of commercial release */
                        age?: number | null;
                        /** @description Provider of the device, browser or component */
                        brand?: string | null;
                        /** @description Browser name */
                        browser_name?: string | null;
                        /** @description Browser version */
                        browser_version?: string | null;
                        /** @description Bot or spider detected */
                        is_robot?: boolean | null;
                        /** @description Commercial device name */
                        model?: string | null;
                        /** @description Operating system */
                        operating_system?: string | null;
                        /**
                         * @description Retail price band: very_low, low, medium, high, very_high
                         * @enum {string|null}
                         */
                        price_cluster?: "very_low" | "low" | "medium" | "high" | "very_high" | null;
                        /** @description Retail price in USD */
                        price_usd?: string | null;
                        /** @description Screen height in pixels */
                        screen_size_height?: number | null;
                        /** @description Screen width in pixels */
                        screen_size_width?: number | null;
                        /**
                         * @description Device category
                         * @enum {string|null}
                         */
                        category?: "Mobile Phone" | "Desktop" | "Tablet" | "TV" | "Games Console" | "Digital Home Assistant" | "Data Collection Terminal" | "Telematics Control Unit" | "Set Top Box" | "Media Player" | "Single-board Computer" | "Refrigerator" | null;
                        /** @description Score 0..1000; low means higher risk */
                        score?: number | null;
                        /**
                         * @description Score band: very_low, low, review, high, very_high
                         * @enum {string|null}
                         */
                        score_cluster?: "very_low" | "low" | "review" | "high" | "very_high" | null;
                        /** @description Comma-separated risk (R...) and trust (T...) signals */
                        reason_codes?: string | null;
                        /** @description Emails linked to the device */
                        identity_email_count?: number | null;
                        /** @description IPs linked to the device */
                        identity_ip_count?: number | null;
                        /** @description Phone numbers linked to the device */
                        identity_msisdn_count?: number | null;
                        /** @description Names linked to the device */
                        identity_name_count?: number | null;
                    };
                };
            };
            /** @description INVALID_PAYLOAD, INVALID_CLAIMS, MALFORMED_JSON, DUPLICATED_CUSTOMER_ID, DUPLICATED_TRANSACTION_ID, UNKNOWN_MODEL */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INVALID_API_KEY, ACCOUNT_DISABLED, PRODUCT_NOT_ENABLED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INSUFFICIENT_CREDITS */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description MISSING_API_KEY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNSUPPORTED_VERSION, NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description PRODUCT_NOT_AVAILABLE */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    scoreName: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "customer_id": "cust-1",
                 *       "claims": [
                 *         "name"
                 *       ],
                 *       "first_name": "Jane",
                 *       "last_name": "Doe"
                 *     }
                 */
                "application/json": {
                    /** @description Caller-chosen identifier; unique per account on every request */
                    customer_id: string;
                    /** @description Claims; allowed: name */
                    claims: "name"[];
                    first_name: string;
                    last_name: string;
                    /** @description Seconds the data enrichment may take (1.7..10); default 3 */
                    timeout?: number;
                    /** @description Scoring model: a standard model (name_score where registered, docs/models.md) or a custom model id (mdl_…); default: the account's active model of the product, else the standard one */
                    model_id?: string;
                };
            };
        };
        responses: {
            /** @description Envelope + name payload (as `name` and flat) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Identifier of the resolution created by the call (res_…) */
                        resolution_id: string;
                        /** @description Echo of the request value */
                        customer_id: string;
                        /** @description Echo of the requested claims */
                        claims: string[];
                        /**
                         * Format: date-time
                         * @description Timestamp of the request (ISO 8601)
                         */
                        device_request_time: string;
                        /** @description idrisk extension: the decision of the account's published policy for this operation (docs/rules.md); absent without one */
                        decision?: {
                            /**
                             * @description The most severe outcome of the matched rules; approve when none set one
                             * @enum {string}
                             */
                            outcome: "approve" | "review" | "decline";
                            /** @description The policy version that decided: pol_…@N */
                            policy_version: string;
                            /** @description The rules that matched, in policy order */
                            rules: {
                                id: string;
                                name: string;
                                /** @description The actions the rule took (points, decision, add_to_list, tag) */
                                actions: {
                                    /** @enum {string} */
                                    type: "points" | "decision" | "add_to_list" | "tag";
                                    /** @description points: the account's own reason code (RX…, TX…) */
                                    code?: string;
                                    /** @description points: added to the score's total */
                                    points?: number;
                                    /**
                                     * @description decision
                                     * @enum {string}
                                     */
                                    outcome?: "approve" | "review" | "decline";
                                    /** @description add_to_list: the list */
                                    list?: string;
                                    /** @description add_to_list: which touch point of the call */
                                    touchpoint?: string;
                                    /** @description add_to_list: the item's expiry */
                                    expires_in_days?: number;
                                    /** @description tag */
                                    tag?: string;
                                }[];
                            }[];
                        };
                        /** @description The scoring model used when it is not the product's standard one (model_id or the account's active model) */
                        model_id?: string;
                        /** @description The account webhook URL; the empty string when the account has none */
                        webhook_url: string;
                        /** @description Name payload; a field whose source is absent is null */
                        name: {
                            /** @description First and last name joined by a comma */
                            value: string | null;
                            /** @description Valid first and last name */
                            is_valid: boolean | null;
                            /**
                             * @description Gender inferred from the first name: F or M
                             * @enum {string|null}
                             */
                            gender: "F" | "M" | null;
                            /** @description Score 0..1000; low means higher risk */
                            score: number | null;
                            /**
                             * @description Score band: very_low, low, review, high, very_high
                             * @enum {string|null}
                             */
                            score_cluster: "very_low" | "low" | "review" | "high" | "very_high" | null;
                            /**
                             * @description For invalid names: RANDOM_TYPING, PLACEHOLDER, PLACEHOLDER_TITLE (a title such as Mr), FICTIONAL, FAMOUS, HUMOROUS, INVALID, INVALID_CHARACTERS, STRING_SIMILARITY (first and last name nearly identical), VULGAR, OTHER
                             * @enum {string|null}
                             */
                            risk_type: "RANDOM_TYPING" | "PLACEHOLDER" | "PLACEHOLDER_TITLE" | "FICTIONAL" | "FAMOUS" | "HUMOROUS" | "INVALID" | "INVALID_CHARACTERS" | "STRING_SIMILARITY" | "VULGAR" | "OTHER" | null;
                            /**
                             * @deprecated
                             * @description DEPRECATED. A Facebook profile exists for the name
                             */
                            has_facebook: boolean | null;
                            /**
                             * @deprecated
                             * @description DEPRECATED. Facebook avatar URL
                             */
                            facebook_avatar_url: string | null;
                            /** @description Comma-separated risk (R...) and trust (T...) signals */
                            reason_codes: string | null;
                            /** @description Devices linked to the name */
                            identity_device_count: number | null;
                            /** @description Emails linked to the name */
                            identity_email_count: number | null;
                            /** @description Phone numbers linked to the name */
                            identity_msisdn_count: number | null;
                            /** @description IPs linked to the name */
                            identity_ip_count: number | null;
                        };
                        /** @description First and last name joined by a comma */
                        value?: string | null;
                        /** @description Valid first and last name */
                        is_valid?: boolean | null;
                        /**
                         * @description Gender inferred from the first name: F or M
                         * @enum {string|null}
                         */
                        gender?: "F" | "M" | null;
                        /** @description Score 0..1000; low means higher risk */
                        score?: number | null;
                        /**
                         * @description Score band: very_low, low, review, high, very_high
                         * @enum {string|null}
                         */
                        score_cluster?: "very_low" | "low" | "review" | "high" | "very_high" | null;
                        /**
                         * @description For invalid names: RANDOM_TYPING, PLACEHOLDER, PLACEHOLDER_TITLE (a title such as Mr), FICTIONAL, FAMOUS, HUMOROUS, INVALID, INVALID_CHARACTERS, STRING_SIMILARITY (first and last name nearly identical), VULGAR, OTHER
                         * @enum {string|null}
                         */
                        risk_type?: "RANDOM_TYPING" | "PLACEHOLDER" | "PLACEHOLDER_TITLE" | "FICTIONAL" | "FAMOUS" | "HUMOROUS" | "INVALID" | "INVALID_CHARACTERS" | "STRING_SIMILARITY" | "VULGAR" | "OTHER" | null;
                        /**
                         * @deprecated
                         * @description DEPRECATED. A Facebook profile exists for the name
                         */
                        has_facebook?: boolean | null;
                        /**
                         * @deprecated
                         * @description DEPRECATED. Facebook avatar URL
                         */
                        facebook_avatar_url?: string | null;
                        /** @description Comma-separated risk (R...) and trust (T...) signals */
                        reason_codes?: string | null;
                        /** @description Devices linked to the name */
                        identity_device_count?: number | null;
                        /** @description Emails linked to the name */
                        identity_email_count?: number | null;
                        /** @description Phone numbers linked to the name */
                        identity_msisdn_count?: number | null;
                        /** @description IPs linked to the name */
                        identity_ip_count?: number | null;
                    };
                };
            };
            /** @description INVALID_PAYLOAD, INVALID_CLAIMS, MALFORMED_JSON, DUPLICATED_CUSTOMER_ID, DUPLICATED_TRANSACTION_ID, UNKNOWN_MODEL */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INVALID_API_KEY, ACCOUNT_DISABLED, PRODUCT_NOT_ENABLED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INSUFFICIENT_CREDITS */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description MISSING_API_KEY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNSUPPORTED_VERSION, NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description PRODUCT_NOT_AVAILABLE */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    scoreOnboarding: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "customer_id": "cust-1",
                 *       "claims": [
                 *         "phone",
                 *         "email",
                 *         "score"
                 *       ],
                 *       "phone_number": "+14155552671",
                 *       "email": "jane.doe@example.com"
                 *     }
                 */
                "application/json": {
                    /** @description Caller-chosen identifier; unique per account on every request */
                    customer_id: string;
                    /** @description Claims; allowed: phone, email, name, ip, score */
                    claims: ("phone" | "email" | "name" | "ip" | "score")[];
                    phone_number?: string;
                    email?: string;
                    ip?: string;
                    first_name?: string;
                    last_name?: string;
                    /** @description Seconds the data enrichment may take (1.7..10); default 3 */
                    timeout?: number;
                    /** @description Model of the score block: digital_score (default), business_onboarding, igaming, or a custom model id (mdl_…) */
                    model_id?: string;
                };
            };
        };
        responses: {
            /** @description Envelope + one object per requested claim + the score block when claim `score` is present */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Identifier of the resolution created by the call (res_…) */
                        resolution_id: string;
                        /** @description Echo of the request value */
                        customer_id: string;
                        /** @description Echo of the requested claims */
                        claims: string[];
                        /**
                         * Format: date-time
                         * @description Timestamp of the request (ISO 8601)
                         */
                        device_request_time: string;
                        /** @description idrisk extension: the decision of the account's published policy for this operation (docs/rules.md); absent without one */
                        decision?: {
                            /**
                             * @description The most severe outcome of the matched rules; approve when none set one
                             * @enum {string}
                             */
                            outcome: "approve" | "review" | "decline";
                            /** @description The policy version that decided: pol_…@N */
                            policy_version: string;
                            /** @description The rules that matched, in policy order */
                            rules: {
                                id: string;
                                name: string;
                                /** @description The actions the rule took (points, decision, add_to_list, tag) */
                                actions: {
                                    /** @enum {string} */
                                    type: "points" | "decision" | "add_to_list" | "tag";
                                    /** @description points: the account's own reason code (RX…, TX…) */
                                    code?: string;
                                    /** @description points: added to the score's total */
                                    points?: number;
                                    /**
                                     * @description decision
                                     * @enum {string}
                                     */
                                    outcome?: "approve" | "review" | "decline";
                                    /** @description add_to_list: the list */
                                    list?: string;
                                    /** @description add_to_list: which touch point of the call */
                                    touchpoint?: string;
                                    /** @description add_to_list: the item's expiry */
                                    expires_in_days?: number;
                                    /** @description tag */
                                    tag?: string;
                                }[];
                            }[];
                        };
                        /** @description The model of the score block; present when claim `score` (or model_id) was sent */
                        model_id?: string;
                        /** @description Phone intelligence payload; a field whose source is absent is null */
                        phone?: {
                            /** @description Phone number echoed */
                            value: string | null;
                            /**
                             * @deprecated
                             * @description DEPRECATED. Line type; use number_type, removed in version 2.0
                             */
                            type: string | null;
                            /** @description Number belongs to a temporary phone service */
                            is_disposable: boolean | null;
                            /** @description Temporary phone provider, when detected */
                            disposable_provider_name: string | null;
                            /** @description Number has a suspicious format */
                            is_suspicious_format: boolean | null;
                            /** @description Number has a valid format */
                            is_valid_format: boolean | null;
                            /** @description ISO 3166 alpha-2 code of the original network location */
                            country_code: string | null;
                            /** @description Ported from the original to a different current network */
                            is_ported: boolean | null;
                            /** @description Original operator name */
                            original_network: string | null;
                            /** @description Current operator name */
                            current_network: string | null;
                            /** @description Original operator code */
                            original_mno_code: string | null;
                            /** @description Current operator code */
                            current_mno_code: string | null;
                            /**
                             * Format: date
                             * @description First porting date (YYYY-MM-DD)
                             */
                            first_ported: string | null;
                            /**
                             * Format: date
                             * @description Last porting date (YYYY-MM-DD)
                             */
                            last_ported: string | null;
                            /** @description Number of operator changes */
                            ported_times: number | null;
                            /**
                             * @description Line type of the number
                             * @enum {string|null}
                             */
                            number_type: "FIXED_LINE" | "MOBILE" | "FIXED_LINE_OR_MOBILE" | "TOLL_FREE" | "PREMIUM_RATE" | "SHARED_COST" | "VOIP" | "PERSONAL_NUMBER" | "PAGER" | "UAN" | "UNKNOWN" | "EMERGENCY" | "VOICEMAIL" | "SHORT_CODE" | "STANDARD_RATE" | null;
                            /**
                             * @description Caller type: BUSINESS or CONSUMER
                             * @enum {string|null}
                             */
                            caller_type: "BUSINESS" | "CONSUMER" | null;
                            /** @description Company name, when caller_type is BUSINESS */
                            caller_company_name: string | null;
                            /** @description A WhatsApp profile exists for the number */
                            has_whatsapp: boolean | null;
                            /** @description A Telegram profile exists for the number */
                            has_telegram: boolean | null;
                            /** @description Public URL of the Telegram profile picture */
                            telegram_image: string | null;
                            /** @description Telegram profile first name */
                            telegram_first_name: string | null;
                            /** @description Telegram profile last name */
                            telegram_last_name: string | null;
                            /** @description Telegram username */
                            telegram_username: string | null;
                            /**
                             * @description Telegram profile privacy: public or private
                             * @enum {string|null}
                             */
                            telegram_privacy_status: "public" | "private" | null;
                            /** @description Score 0..1000; low means higher risk */
                            score: number | null;
                            /**
                             * @description Score band: very_low, low, review, high, very_high
                             * @enum {string|null}
                             */
                            score_cluster: "very_low" | "low" | "review" | "high" | "very_high" | null;
                            /** @description Number found on amazon */
                            has_amazon: boolean | null;
                            /** @description Number found on ea */
                            has_ea: boolean | null;
                            /** @description Number found on google */
                            has_google: boolean | null;
                            /** @description Number found on office365 */
                            has_office365: boolean | null;
                            /** @description Number found on instagram */
                            has_instagram: boolean | null;
                            /** @description Number found on facebook */
                            has_facebook: boolean | null;
                            /** @description Number found on twitter */
                            has_twitter: boolean | null;
                            /** @description Number found on flipkart */
                            has_flipkart: boolean | null;
                            /** @description Number found on didi */
                            has_didi: boolean | null;
                            /** @description Number found on aliexpress */
                            has_aliexpress: boolean | null;
                            /** @description Number found on apple */
                            has_apple: boolean | null;
                            /** @description Number found on snapchat */
                            has_snapchat: boolean | null;
                            /** @description Number found on weibo */
                            has_weibo: boolean | null;
                            /** @description Number found on openai */
                            has_openai: boolean | null;
                            /** @description Owner first name, when known */
                            first_name: string | null;
                            /** @description Owner last name, when known */
                            last_name: string | null;
                            /**
                             * Format: date
                             * @description Owner date of birth (YYYY-MM-DD), when known
                             */
                            birth_date: string | null;
                            /** @description Total data breaches the number appears in */
                            data_breaches_count: number | null;
                            /**
                             * Format: date
                             * @description Date of the first breach (YYYY-MM-DD)
                             */
                            data_breaches_first_breach: string | null;
                            /**
                             * Format: date
                             * @description Date of the last breach (YYYY-MM-DD)
                             */
                            data_breaches_last_breach: string | null;
                            /** @description First 10 breaches as name,date entries separated by | */
                            data_breaches_list: string | null;
                            /** @description JSON string: list of breach entries (id, date, title, optional names, emails) */
                            data_breaches_data: string | null;
                            /** @description JSON string: lists names, emails, phones aggregated with counts */
                            data_breaches_data_lists: string | null;
                            /**
                             * @description Consistency of the names across breaches
                             * @enum {string|null}
                             */
                            data_breaches_name_consistency: "MATCH" | "PARTIAL_MATCH" | "NO_MATCH" | null;
                            /**
                             * @description Consistency of the emails across breaches
                             * @enum {string|null}
                             */
                            data_breaches_email_consistency: "MATCH" | "PARTIAL_MATCH" | "NO_MATCH" | null;
                            /** @description Count of masked partial phone numbers */
                            phone_partials_count: number | null;
                            /** @description Count of masked partial emails */
                            email_partials_count: number | null;
                            /** @description Masked partial phone numbers, comma-separated */
                            phone_partials_list: string | null;
                            /** @description Masked partial emails, comma-separated */
                            email_partials_list: string | null;
                            /** @description Comma-separated risk (R...) and trust (T...) signals */
                            reason_codes: string | null;
                            /** @description Emails linked to the number */
                            identity_email_count: number | null;
                            /** @description IPs linked to the number */
                            identity_ip_count: number | null;
                            /** @description Names linked to the number */
                            identity_name_count: number | null;
                            /**
                             * Format: date
                             * @description Date the number was first seen (YYYY-MM-DD)
                             */
                            first_seen: string | null;
                            /** @description Days since the number was first seen */
                            first_seen_days: number | null;
                            /** @description JSON string with first_name, last_name, confidence */
                            to_name: string | null;
                            /** @description JSON string with value, confidence */
                            to_username: string | null;
                            /** @description JSON string with masked value, confidence */
                            to_email: string | null;
                            /** @description A username is linked to the number */
                            has_to_username: boolean | null;
                            /** @description Confidence level of the linked username, e.g. HIGH */
                            has_to_username_confidence: string | null;
                            /** @description An email is linked to the number */
                            has_to_email: boolean | null;
                            /**
                             * @description Where profile image 1 comes from: telegram, whatsapp or skype
                             * @enum {string|null}
                             */
                            image_source: "telegram" | "whatsapp" | "skype" | null;
                            /** @description Labels detected in image 1 as label,confidence pairs separated by | */
                            image_labels: string | null;
                            /** @description Labels of the first face of image 1 as label,confidence pairs separated by | */
                            face1_labels: string | null;
                            /** @description Bounding box of the first face of image 1: Width,Height,Left,Top (ratios of the image) */
                            face1_bounding_box: string | null;
                            /** @description Estimated age range of the first face of image 1, e.g. 25-35 */
                            face1_age_range: string | null;
                            /** @description The first face of image 1 matches a celebrity */
                            face1_is_celebrity: boolean | null;
                            /** @description Celebrity matched by the first face of image 1 */
                            face1_celebrity_name: string | null;
                            /** @description Labels of the second face of image 1 as label,confidence pairs separated by | */
                            face2_labels: string | null;
                            /** @description Bounding box of the second face of image 1: Width,Height,Left,Top (ratios of the image) */
                            face2_bounding_box: string | null;
                            /** @description Estimated age range of the second face of image 1, e.g. 25-35 */
                            face2_age_range: string | null;
                            /** @description The second face of image 1 matches a celebrity */
                            face2_is_celebrity: boolean | null;
                            /** @description Celebrity matched by the second face of image 1 */
                            face2_celebrity_name: string | null;
                            /** @description Labels of the third face of image 1 as label,confidence pairs separated by | */
                            face3_labels: string | null;
                            /** @description Bounding box of the third face of image 1: Width,Height,Left,Top (ratios of the image) */
                            face3_bounding_box: string | null;
                            /** @description Estimated age range of the third face of image 1, e.g. 25-35 */
                            face3_age_range: string | null;
                            /** @description The third face of image 1 matches a celebrity */
                            face3_is_celebrity: boolean | null;
                            /** @description Celebrity matched by the third face of image 1 */
                            face3_celebrity_name: string | null;
                            /**
                             * @description Where profile image 2 comes from: telegram, whatsapp or skype
                             * @enum {string|null}
                             */
                            image2_source: "telegram" | "whatsapp" | "skype" | null;
                            /** @description Labels detected in image 2 as label,confidence pairs separated by | */
                            image2_labels: string | null;
                            /** @description Labels of the first face of image 2 as label,confidence pairs separated by | */
                            image2_face1_labels: string | null;
                            /** @description Bounding box of the first face of image 2: Width,Height,Left,Top (ratios of the image) */
                            image2_face1_bounding_box: string | null;
                            /** @description Estimated age range of the first face of image 2, e.g. 25-35 */
                            image2_face1_age_range: string | null;
                            /** @description The first face of image 2 matches a celebrity */
                            image2_face1_is_celebrity: boolean | null;
                            /** @description Celebrity matched by the first face of image 2 */
                            image2_face1_celebrity_name: string | null;
                            /** @description Labels of the second face of image 2 as label,confidence pairs separated by | */
                            image2_face2_labels: string | null;
                            /** @description Bounding box of the second face of image 2: Width,Height,Left,Top (ratios of the image) */
                            image2_face2_bounding_box: string | null;
                            /** @description Estimated age range of the second face of image 2, e.g. 25-35 */
                            image2_face2_age_range: string | null;
                            /** @description The second face of image 2 matches a celebrity */
                            image2_face2_is_celebrity: boolean | null;
                            /** @description Celebrity matched by the second face of image 2 */
                            image2_face2_celebrity_name: string | null;
                            /** @description Labels of the third face of image 2 as label,confidence pairs separated by | */
                            image2_face3_labels: string | null;
                            /** @description Bounding box of the third face of image 2: Width,Height,Left,Top (ratios of the image) */
                            image2_face3_bounding_box: string | null;
                            /** @description Estimated age range of the third face of image 2, e.g. 25-35 */
                            image2_face3_age_range: string | null;
                            /** @description The third face of image 2 matches a celebrity */
                            image2_face3_is_celebrity: boolean | null;
                            /** @description Celebrity matched by the third face of image 2 */
                            image2_face3_celebrity_name: string | null;
                            /**
                             * @description Where profile image 3 comes from: telegram, whatsapp or skype
                             * @enum {string|null}
                             */
                            image3_source: "telegram" | "whatsapp" | "skype" | null;
                            /** @description Labels detected in image 3 as label,confidence pairs separated by | */
                            image3_labels: string | null;
                            /** @description Labels of the first face of image 3 as label,confidence pairs separated by | */
                            image3_face1_labels: string | null;
                            /** @description Bounding box of the first face of image 3: Width,Height,Left,Top (ratios of the image) */
                            image3_face1_bounding_box: string | null;
                            /** @description Estimated age range of the first face of image 3, e.g. 25-35 */
                            image3_face1_age_range: string | null;
                            /** @description The first face of image 3 matches a celebrity */
                            image3_face1_is_celebrity: boolean | null;
                            /** @description Celebrity matched by the first face of image 3 */
                            image3_face1_celebrity_name: string | null;
                            /** @description Labels of the second face of image 3 as label,confidence pairs separated by | */
                            image3_face2_labels: string | null;
                            /** @description Bounding box of the second face of image 3: Width,Height,Left,Top (ratios of the image) */
                            image3_face2_bounding_box: string | null;
                            /** @description Estimated age range of the second face of image 3, e.g. 25-35 */
                            image3_face2_age_range: string | null;
                            /** @description The second face of image 3 matches a celebrity */
                            image3_face2_is_celebrity: boolean | null;
                            /** @description Celebrity matched by the second face of image 3 */
                            image3_face2_celebrity_name: string | null;
                            /** @description Labels of the third face of image 3 as label,confidence pairs separated by | */
                            image3_face3_labels: string | null;
                            /** @description Bounding box of the third face of image 3: Width,Height,Left,Top (ratios of the image) */
                            image3_face3_bounding_box: string | null;
                            /** @description Estimated age range of the third face of image 3, e.g. 25-35 */
                            image3_face3_age_range: string | null;
                            /** @description The third face of image 3 matches a celebrity */
                            image3_face3_is_celebrity: boolean | null;
                            /** @description Celebrity matched by the third face of image 3 */
                            image3_face3_celebrity_name: string | null;
                            /** @description Pair 1: the faces of two profile images belong to the same person */
                            faces_similarity1: boolean | null;
                            /** @description Pair 1: URL of the first image compared */
                            faces_similarity1_image1: string | null;
                            /** @description Pair 1: URL of the second image compared */
                            faces_similarity1_image2: string | null;
                            /** @description Pair 1: face bounding box in the first image (Width,Height,Left,Top) */
                            faces_similarity1_image1_bounding_box: string | null;
                            /** @description Pair 1: face bounding box in the second image (Width,Height,Left,Top) */
                            faces_similarity1_image2_bounding_box: string | null;
                            /** @description Pair 2: the faces of two profile images belong to the same person */
                            faces_similarity2: boolean | null;
                            /** @description Pair 2: URL of the first image compared */
                            faces_similarity2_image1: string | null;
                            /** @description Pair 2: URL of the second image compared */
                            faces_similarity2_image2: string | null;
                            /** @description Pair 2: face bounding box in the first image (Width,Height,Left,Top) */
                            faces_similarity2_image1_bounding_box: string | null;
                            /** @description Pair 2: face bounding box in the second image (Width,Height,Left,Top) */
                            faces_similarity2_image2_bounding_box: string | null;
                            /** @description Pair 3: the faces of two profile images belong to the same person */
                            faces_similarity3: boolean | null;
                            /** @description Pair 3: URL of the first image compared */
                            faces_similarity3_image1: string | null;
                            /** @description Pair 3: URL of the second image compared */
                            faces_similarity3_image2: string | null;
                            /** @description Pair 3: face bounding box in the first image (Width,Height,Left,Top) */
                            faces_similarity3_image1_bounding_box: string | null;
                            /** @description Pair 3: face bounding box in the second image (Width,Height,Left,Top) */
                            faces_similarity3_image2_bounding_box: string | null;
                            /**
                             * @deprecated
                             * @description DEPRECATED. WhatsApp profile picture URL
                             */
                            whatsapp_image: string | null;
                            /**
                             * @deprecated
                             * @description DEPRECATED. WhatsApp profile privacy: public or private
                             * @enum {string|null}
                             */
                            whatsapp_privacy_status: "public" | "private" | null;
                            /**
                             * @deprecated
                             * @description DEPRECATED. Number found on LinkedIn
                             */
                            has_linkedin: boolean | null;
                            /**
                             * @deprecated
                             * @description DEPRECATED. Number found on Skype
                             */
                            has_skype: boolean | null;
                            /**
                             * @deprecated
                             * @description DEPRECATED. Skype profile picture URL
                             */
                            skype_profile_picture: string | null;
                            /**
                             * @deprecated
                             * @description DEPRECATED. Skype profile city
                             */
                            skype_city: string | null;
                            /**
                             * @deprecated
                             * @description DEPRECATED. Skype profile country code
                             */
                            skype_country_code: string | null;
                            /**
                             * @deprecated
                             * @description DEPRECATED. Skype profile country
                             */
                            skype_country: string | null;
                            /**
                             * @deprecated
                             * @description DEPRECATED. Skype profile state
                             */
                            skype_state: string | null;
                            /**
                             * @deprecated
                             * @description DEPRECATED. Skype display name
                             */
                            skype_name: string | null;
                            /**
                             * @deprecated
                             * @description DEPRECATED. Skype id
                             */
                            skype_id: string | null;
                            /**
                             * @deprecated
                             * @description DEPRECATED. Number found on Bukalapak
                             */
                            has_bukalapak: boolean | null;
                            /**
                             * @deprecated
                             * @description DEPRECATED. Bukalapak sends its OTP by WhatsApp to the number
                             */
                            bukalapak_has_whatsapp_otp: boolean | null;
                            /**
                             * @deprecated
                             * @description DEPRECATED. WhatsApp profile is a business account
                             */
                            is_whatsapp_business: boolean | null;
                            /**
                             * @deprecated
                             * @description DEPRECATED. WhatsApp business email
                             */
                            whatsapp_business_email: string | null;
                            /**
                             * @deprecated
                             * @description DEPRECATED. WhatsApp business category
                             */
                            whatsapp_business_category: string | null;
                            /**
                             * @deprecated
                             * @description DEPRECATED. WhatsApp business description
                             */
                            whatsapp_business_description: string | null;
                            /**
                             * @deprecated
                             * @description DEPRECATED. WhatsApp business catalogue review status
                             */
                            whatsapp_business_products_review_status: string | null;
                            /**
                             * @deprecated
                             * @description DEPRECATED. Average price of the WhatsApp business products
                             */
                            whatsapp_business_products_price_avg: number | null;
                        };
                        /** @description Email analytics payload; a field whose source is absent is null */
                        email?: {
                            /** @description Email echoed */
                            value: string | null;
                            /**
                             * @description Deliverability status (spam_track is an alias of spam-trap)
                             * @enum {string|null}
                             */
                            status: "deliverable" | "invalid" | "unknown" | "accept_all" | "disposable" | "typo" | "spam-trap" | "spam_track" | "syntax_error" | null;
                            /**
                             * @description Detailed deliverability status
                             * @enum {string|null}
                             */
                            sub_status: "valid_" | "valid_alias" | "valid_leading_period_removed" | "valid_alternate" | "valid_role" | "valid_role_based_accept_all" | "valid_accept_all" | "deliverable_promoted" | "deliverable_with_suspicious_format" | "email_google_business_accept_all_no_social" | "catch-all_" | "unknown" | "unknown_antispam_system" | "unknown_greylisted" | "unknown_exception_occurred" | "unknown_failed_smtp_connection" | "unknown_mail_server_did_not_respond" | "unknown_mail_server_temporary_error" | "unknown_timeout_exceeded" | "unknown_forcible_disconnect" | "syntax_error" | "invalid_failed_syntax_check" | "invalid_possible_typo" | "invalid_no_dns_entries" | "invalid_does_not_accept_mail" | "invalid_mailbox_not_found" | "invalid_mailbox_quota_exceeded" | "invalid_unroutable_ip_address" | "unknown_too_short" | "spamtrap_" | "do_not_mail_possible_trap" | "abuse_" | "do_not_mail_role_based" | "role_" | "do_not_mail_role_based_catch_all" | "do_not_mail_disposable" | "do_not_mail_toxic" | "do_not_mail_global_suppression" | "unknown_global_suppression" | "do_not_mail_mx_forward" | "typo" | "valid_alias_address" | "disposable" | "deliverable_inferred" | "possible_disposable" | "promoted" | "deliverable" | "invalid" | "accept_all" | "spam-trap" | "spam_track" | "role" | "possible_typo" | "valid_gold" | "valid_ai_agent_mailbox" | "catch-all_ai_agent_mailbox" | null;
                            /** @description Temporary email provider */
                            is_disposable: boolean | null;
                            /** @description Temporary email provider, when detected */
                            disposable_provider_name: string | null;
                            /** @description Spam trap */
                            is_spamtrap: boolean | null;
                            /** @description Free provider (false means company or paying individual) */
                            is_free: boolean | null;
                            /**
                             * @deprecated
                             * @description DEPRECATED. Role address (info@, sales@...)
                             */
                            is_role: boolean | null;
                            /**
                             * @deprecated
                             * @description DEPRECATED. Education enrichment
                             */
                            education: string | null;
                            /**
                             * @deprecated
                             * @description DEPRECATED. Account exists on Airbnb
                             */
                            has_airbnb: boolean | null;
                            /** @description Domain name of the email */
                            domain: string | null;
                            /** @description First name from social networks */
                            first_name: string | null;
                            /** @description Last name from social networks */
                            last_name: string | null;
                            /** @description Account exists on twitter */
                            has_twitter: boolean | null;
                            /** @description Account exists on amazon */
                            has_amazon: boolean | null;
                            /** @description Account exists on linkedin */
                            has_linkedin: boolean | null;
                            /** @description Account exists on instagram */
                            has_instagram: boolean | null;
                            /** @description Account exists on spotify */
                            has_spotify: boolean | null;
                            /** @description Account exists on deliveroo */
                            has_deliveroo: boolean | null;
                            /** @description Account exists on pinterest */
                            has_pinterest: boolean | null;
                            /** @description Account exists on office365 */
                            has_office365: boolean | null;
                            /** @description Account exists on hubspot */
                            has_hubspot: boolean | null;
                            /** @description Account exists on wordpress */
                            has_wordpress: boolean | null;
                            /** @description Account on deezer found in data breaches */
                            has_deezer: boolean | null;
                            /** @description Account on badoo found in data breaches */
                            has_badoo: boolean | null;
                            /** @description Account on canva found in data breaches */
                            has_canva: boolean | null;
                            /** @description Account on myfitnesspal found in data breaches */
                            has_myfitnesspal: boolean | null;
                            /** @description Account on dubsmash found in data breaches */
                            has_dubsmash: boolean | null;
                            /** @description Account on shein found in data breaches */
                            has_shein: boolean | null;
                            /** @description Account on dailymotion found in data breaches */
                            has_dailymotion: boolean | null;
                            /** @description Account on zynga found in data breaches */
                            has_zynga: boolean | null;
                            /** @description Account on myspace found in data breaches */
                            has_myspace: boolean | null;
                            /** @description Account on myheritage found in data breaches */
                            has_myheritage: boolean | null;
                            /** @description Account on dropbox found in data breaches */
                            has_dropbox: boolean | null;
                            /** @description Account on houzz found in data breaches */
                            has_houzz: boolean | null;
                            /** @description Account on ticketcounter found in data breaches */
                            has_ticketcounter: boolean | null;
                            /** @description Account on trello found in data breaches */
                            has_trello: boolean | null;
                            /** @description Account on tumblr found in data breaches */
                            has_tumblr: boolean | null;
                            /** @description Avatar URL */
                            avatar: string | null;
                            /** @description Age of the email domain in days */
                            domain_age: number | null;
                            /** @description The email domain has a valid MX record */
                            domain_mx_is_valid: boolean | null;
                            /** @description Mail provider of the email domain */
                            domain_mx_provider: string | null;
                            /** @description Registrar of the email domain */
                            domain_registrar: string | null;
                            /** @description Registrant of the email domain */
                            domain_registered_to: string | null;
                            /** @description Score 0..1000; low means higher risk */
                            score: number | null;
                            /**
                             * @description Score band: very_low, low, review, high, very_high
                             * @enum {string|null}
                             */
                            score_cluster: "very_low" | "low" | "review" | "high" | "very_high" | null;
                            /** @description Company name */
                            company_name: string | null;
                            /** @description Company description */
                            company_description: string | null;
                            /** @description Company industry */
                            company_industry: string | null;
                            /** @description Job title of the email owner */
                            company_job_title: string | null;
                            /** @description Company keywords, comma-separated */
                            company_keywords: string | null;
                            /** @description Company logo URL */
                            company_logo: string | null;
                            /** @description Company country */
                            company_country: string | null;
                            /** @description Company technologies, comma-separated */
                            company_tech_stack: string | null;
                            /** @description Company employees */
                            company_employees: number | null;
                            /** @description Year the company was founded */
                            company_founded: number | null;
                            /** @description Company annual revenue (int64) */
                            company_annual_revenue: number | null;
                            /** @description Company Twitter/X URL */
                            company_twitter_url: string | null;
                            /** @description Company Facebook URL */
                            company_facebook_url: string | null;
                            /** @description Company LinkedIn URL */
                            company_linkedin_url: string | null;
                            /** @description Company total funding */
                            company_total_funding: number | null;
                            /** @description Employment of the email owner */
                            employment: string | null;
                            /** @description A website answers on the email domain */
                            domain_website_exists: boolean | null;
                            /**
                             * @description Website check of the email domain (taxonomy of the domain product)
                             * @enum {string|null}
                             */
                            domain_website_exists_taxonomy: "TAXONOMY_WEBSITE_EXISTS" | "TAXONOMY_WEBSITE_ERROR" | "TAXONOMY_REDIRECT" | "TAXONOMY_REDIRECT_TO_HTTPS" | "TAXONOMY_PARKED_DOMAIN" | "TAXONOMY_WEBSITE_HOSTING" | "TAXONOMY_NO_CONTENT" | "TAXONOMY_TIMEOUT" | null;
                            /** @description The email domain website answers over HTTPS */
                            domain_website_exists_ssl: boolean | null;
                            /** @description Internal links in the email domain home page */
                            domain_internal_links_count: number | null;
                            /** @description External links in the email domain home page */
                            domain_external_links_count: number | null;
                            /** @description Internal email links in the email domain home page */
                            domain_internal_email_links_count: number | null;
                            /** @description External email links in the email domain home page */
                            domain_external_email_links_count: number | null;
                            /** @description Internal images in the email domain home page */
                            domain_internal_images_count: number | null;
                            /** @description External images in the email domain home page */
                            domain_external_images_count: number | null;
                            /** @description Size of the email domain home page in bytes */
                            domain_page_size: number | null;
                            /** @description Length of the account name (before @) */
                            account_length: number | null;
                            /** @description Number of dots in the account name */
                            account_dots_count: number | null;
                            /** @description Number of numbers in the account name */
                            account_numbers_count: number | null;
                            /** @description Number of letters in the account name */
                            account_letters_count: number | null;
                            /** @description Number of symbols in the account name */
                            account_symbols_count: number | null;
                            /** @description Number of vowels in the account name */
                            account_vowels_count: number | null;
                            /** @description Number of consonants in the account name */
                            account_consonants_count: number | null;
                            /** @description Share of dots in the account name (0..1) */
                            account_dots_ratio: number | null;
                            /** @description Share of numbers in the account name (0..1) */
                            account_numbers_ratio: number | null;
                            /** @description Share of letters in the account name (0..1) */
                            account_letters_ratio: number | null;
                            /** @description Share of symbols in the account name (0..1) */
                            account_symbols_ratio: number | null;
                            /** @description Share of vowels in the account name (0..1) */
                            account_vowels_ratio: number | null;
                            /** @description Share of consonants in the account name (0..1) */
                            account_consonants_ratio: number | null;
                            /** @description The account name contains a first name */
                            contains_first_name: boolean | null;
                            /** @description The account name contains a last name */
                            contains_last_name: boolean | null;
                            /** @description The name parsed from the account is valid */
                            parsed_name_is_valid: boolean | null;
                            /** @description First name parsed from the account name */
                            parsed_first_name: string | null;
                            /** @description Last name parsed from the account name */
                            parsed_last_name: string | null;
                            /**
                             * @description Risk type of the parsed name (values of the name product risk_type)
                             * @enum {string|null}
                             */
                            parsed_name_risk_type: "RANDOM_TYPING" | "PLACEHOLDER" | "PLACEHOLDER_TITLE" | "FICTIONAL" | "FAMOUS" | "HUMOROUS" | "INVALID" | "INVALID_CHARACTERS" | "STRING_SIMILARITY" | "VULGAR" | "OTHER" | null;
                            /** @description Suggested correction of a mistyped email */
                            did_you_mean: string | null;
                            /** @description The account name contains stop words */
                            has_stop_words: boolean | null;
                            /** @description Account exists on facebook */
                            has_facebook: boolean | null;
                            /** @description Account exists on apple */
                            has_apple: boolean | null;
                            /** @description Account exists on disney plus */
                            has_disney_plus: boolean | null;
                            /** @description Account exists on glovo */
                            has_glovo: boolean | null;
                            /** @description Account exists on indeed */
                            has_indeed: boolean | null;
                            /** @description Account exists on dazn */
                            has_dazn: boolean | null;
                            /** @description Account exists on paypal */
                            has_paypal: boolean | null;
                            /** @description Account exists on google */
                            has_google: boolean | null;
                            /** @description Account exists on gravatar */
                            has_gravatar: boolean | null;
                            /** @description Account exists on duolingo */
                            has_duolingo: boolean | null;
                            /** @description Duolingo account google id */
                            duolingo_has_google_id: boolean | null;
                            /** @description Duolingo account facebook id */
                            duolingo_has_facebook_id: boolean | null;
                            /** @description Account exists on atlassian */
                            has_atlassian: boolean | null;
                            /** @description Account exists on lastpass */
                            has_lastpass: boolean | null;
                            /** @description Account exists on adobe */
                            has_adobe: boolean | null;
                            /** @description Account exists on freelancer */
                            has_freelancer: boolean | null;
                            /** @description Account exists on github */
                            has_github: boolean | null;
                            /** @description Account exists on openai */
                            has_openai: boolean | null;
                            /** @description Total data breaches the email appears in */
                            data_breaches_count: number | null;
                            /**
                             * Format: date
                             * @description Date of the first breach (YYYY-MM-DD)
                             */
                            data_breaches_first_breach: string | null;
                            /**
                             * Format: date
                             * @description Date of the last breach (YYYY-MM-DD)
                             */
                            data_breaches_last_breach: string | null;
                            /** @description First 10 breaches as name,date entries separated by | */
                            data_breaches_list: string | null;
                            /** @description JSON string: list of breach entries (id, date, title, optional names, phones) */
                            data_breaches_data: string | null;
                            /** @description JSON string: names, emails, phones lists with counts */
                            data_breaches_data_lists: string | null;
                            /** @description Google profile picture URL */
                            google_profile_picture: string | null;
                            /** @description Google account id */
                            google_id: string | null;
                            /** @description Google profile first name */
                            google_first_name: string | null;
                            /** @description Google profile last name */
                            google_last_name: string | null;
                            /** @description Last edit of the Google profile, epoch milliseconds as a string */
                            google_last_edit: string | null;
                            /** @description Number of active Google services (string) */
                            google_active_services_count: string | null;
                            /** @description Active Google services, comma-separated */
                            google_active_services_list: string | null;
                            /** @description Number of Google reviews written (string) */
                            google_reviews_count: string | null;
                            /** @description Link to the Google reviews */
                            google_review_link: string | null;
                            /** @description Google profile location */
                            google_location: string | null;
                            /** @description The Google profile name is valid */
                            google_name_is_valid: boolean | null;
                            /** @description Risk type of the Google profile name */
                            google_name_risk_type: string | null;
                            /** @description Gender of the Google profile name */
                            google_name_gender: string | null;
                            /** @description Gravatar picture URL */
                            gravatar_profile_picture: string | null;
                            /** @description Gravatar first name */
                            gravatar_first_name: string | null;
                            /** @description Gravatar last name */
                            gravatar_last_name: string | null;
                            /** @description Gravatar username */
                            gravatar_username: string | null;
                            /** @description Gravatar city */
                            gravatar_city: string | null;
                            /** @description LinkedIn profile page URL */
                            linkedin_profile_page: string | null;
                            /** @description Login provider of the OpenAI account */
                            openai_login_provider: string | null;
                            /** @description Count of masked partial phone numbers */
                            phone_partials_count: number | null;
                            /** @description Count of masked partial emails */
                            email_partials_count: number | null;
                            /** @description IPs linked to the email */
                            identity_ip_count: number | null;
                            /** @description Phone numbers linked to the email */
                            identity_msisdn_count: number | null;
                            /** @description Names linked to the email */
                            identity_name_count: number | null;
                            /** @description Masked partial phone numbers, comma-separated */
                            phone_partials_list: string | null;
                            /** @description Masked partial emails, comma-separated */
                            email_partials_list: string | null;
                            /** @description Where profile image 1 comes from, e.g. google */
                            image_source: string | null;
                            /** @description Labels detected in image 1 as label,confidence pairs separated by | */
                            image_labels: string | null;
                            /** @description Labels of the first face of image 1 as label,confidence pairs separated by | */
                            face1_labels: string | null;
                            /** @description Bounding box of the first face of image 1: Width,Height,Left,Top (ratios of the image) */
                            face1_bounding_box: string | null;
                            /** @description Estimated age range of the first face of image 1, e.g. 25-35 */
                            face1_age_range: string | null;
                            /** @description The first face of image 1 matches a celebrity */
                            face1_is_celebrity: boolean | null;
                            /** @description Celebrity matched by the first face of image 1 */
                            face1_celebrity_name: string | null;
                            /** @description Labels of the second face of image 1 as label,confidence pairs separated by | */
                            face2_labels: string | null;
                            /** @description Bounding box of the second face of image 1: Width,Height,Left,Top (ratios of the image) */
                            face2_bounding_box: string | null;
                            /** @description Estimated age range of the second face of image 1, e.g. 25-35 */
                            face2_age_range: string | null;
                            /** @description The second face of image 1 matches a celebrity */
                            face2_is_celebrity: boolean | null;
                            /** @description Celebrity matched by the second face of image 1 */
                            face2_celebrity_name: string | null;
                            /** @description Labels of the third face of image 1 as label,confidence pairs separated by | */
                            face3_labels: string | null;
                            /** @description Bounding box of the third face of image 1: Width,Height,Left,Top (ratios of the image) */
                            face3_bounding_box: string | null;
                            /** @description Estimated age range of the third face of image 1, e.g. 25-35 */
                            face3_age_range: string | null;
                            /** @description The third face of image 1 matches a celebrity */
                            face3_is_celebrity: boolean | null;
                            /** @description Celebrity matched by the third face of image 1 */
                            face3_celebrity_name: string | null;
                            /** @description Where profile image 2 comes from, e.g. google */
                            image2_source: string | null;
                            /** @description Labels detected in image 2 as label,confidence pairs separated by | */
                            image2_labels: string | null;
                            /** @description Labels of the first face of image 2 as label,confidence pairs separated by | */
                            image2_face1_labels: string | null;
                            /** @description Bounding box of the first face of image 2: Width,Height,Left,Top (ratios of the image) */
                            image2_face1_bounding_box: string | null;
                            /** @description Estimated age range of the first face of image 2, e.g. 25-35 */
                            image2_face1_age_range: string | null;
                            /** @description The first face of image 2 matches a celebrity */
                            image2_face1_is_celebrity: boolean | null;
                            /** @description Celebrity matched by the first face of image 2 */
                            image2_face1_celebrity_name: string | null;
                            /** @description Labels of the second face of image 2 as label,confidence pairs separated by | */
                            image2_face2_labels: string | null;
                            /** @description Bounding box of the second face of image 2: Width,Height,Left,Top (ratios of the image) */
                            image2_face2_bounding_box: string | null;
                            /** @description Estimated age range of the second face of image 2, e.g. 25-35 */
                            image2_face2_age_range: string | null;
                            /** @description The second face of image 2 matches a celebrity */
                            image2_face2_is_celebrity: boolean | null;
                            /** @description Celebrity matched by the second face of image 2 */
                            image2_face2_celebrity_name: string | null;
                            /** @description Labels of the third face of image 2 as label,confidence pairs separated by | */
                            image2_face3_labels: string | null;
                            /** @description Bounding box of the third face of image 2: Width,Height,Left,Top (ratios of the image) */
                            image2_face3_bounding_box: string | null;
                            /** @description Estimated age range of the third face of image 2, e.g. 25-35 */
                            image2_face3_age_range: string | null;
                            /** @description The third face of image 2 matches a celebrity */
                            image2_face3_is_celebrity: boolean | null;
                            /** @description Celebrity matched by the third face of image 2 */
                            image2_face3_celebrity_name: string | null;
                            /** @description Where profile image 3 comes from, e.g. google */
                            image3_source: string | null;
                            /** @description Labels detected in image 3 as label,confidence pairs separated by | */
                            image3_labels: string | null;
                            /** @description Labels of the first face of image 3 as label,confidence pairs separated by | */
                            image3_face1_labels: string | null;
                            /** @description Bounding box of the first face of image 3: Width,Height,Left,Top (ratios of the image) */
                            image3_face1_bounding_box: string | null;
                            /** @description Estimated age range of the first face of image 3, e.g. 25-35 */
                            image3_face1_age_range: string | null;
                            /** @description The first face of image 3 matches a celebrity */
                            image3_face1_is_celebrity: boolean | null;
                            /** @description Celebrity matched by the first face of image 3 */
                            image3_face1_celebrity_name: string | null;
                            /** @description Labels of the second face of image 3 as label,confidence pairs separated by | */
                            image3_face2_labels: string | null;
                            /** @description Bounding box of the second face of image 3: Width,Height,Left,Top (ratios of the image) */
                            image3_face2_bounding_box: string | null;
                            /** @description Estimated age range of the second face of image 3, e.g. 25-35 */
                            image3_face2_age_range: string | null;
                            /** @description The second face of image 3 matches a celebrity */
                            image3_face2_is_celebrity: boolean | null;
                            /** @description Celebrity matched by the second face of image 3 */
                            image3_face2_celebrity_name: string | null;
                            /** @description Labels of the third face of image 3 as label,confidence pairs separated by | */
                            image3_face3_labels: string | null;
                            /** @description Bounding box of the third face of image 3: Width,Height,Left,Top (ratios of the image) */
                            image3_face3_bounding_box: string | null;
                            /** @description Estimated age range of the third face of image 3, e.g. 25-35 */
                            image3_face3_age_range: string | null;
                            /** @description The third face of image 3 matches a celebrity */
                            image3_face3_is_celebrity: boolean | null;
                            /** @description Celebrity matched by the third face of image 3 */
                            image3_face3_celebrity_name: string | null;
                            /** @description Pair 1: the faces of two profile images belong to the same person */
                            faces_similarity1: boolean | null;
                            /** @description Pair 1: URL of the first image compared */
                            faces_similarity1_image1: string | null;
                            /** @description Pair 1: URL of the second image compared */
                            faces_similarity1_image2: string | null;
                            /** @description Pair 1: face bounding box in the first image (Width,Height,Left,Top) */
                            faces_similarity1_image1_bounding_box: string | null;
                            /** @description Pair 1: face bounding box in the second image (Width,Height,Left,Top) */
                            faces_similarity1_image2_bounding_box: string | null;
                            /** @description Pair 2: the faces of two profile images belong to the same person */
                            faces_similarity2: boolean | null;
                            /** @description Pair 2: URL of the first image compared */
                            faces_similarity2_image1: string | null;
                            /** @description Pair 2: URL of the second image compared */
                            faces_similarity2_image2: string | null;
                            /** @description Pair 2: face bounding box in the first image (Width,Height,Left,Top) */
                            faces_similarity2_image1_bounding_box: string | null;
                            /** @description Pair 2: face bounding box in the second image (Width,Height,Left,Top) */
                            faces_similarity2_image2_bounding_box: string | null;
                            /** @description Pair 3: the faces of two profile images belong to the same person */
                            faces_similarity3: boolean | null;
                            /** @description Pair 3: URL of the first image compared */
                            faces_similarity3_image1: string | null;
                            /** @description Pair 3: URL of the second image compared */
                            faces_similarity3_image2: string | null;
                            /** @description Pair 3: face bounding box in the first image (Width,Height,Left,Top) */
                            faces_similarity3_image1_bounding_box: string | null;
                            /** @description Pair 3: face bounding box in the second image (Width,Height,Left,Top) */
                            faces_similarity3_image2_bounding_box: string | null;
                            /** @description Comma-separated risk (R...) and trust (T...) signals */
                            reason_codes: string | null;
                            /**
                             * Format: date
                             * @description Date the email was first seen (YYYY-MM-DD)
                             */
                            first_seen: string | null;
                            /** @description Days since the email was first seen */
                            first_seen_days: number | null;
                            /** @description JSON string with first_name, last_name, confidence */
                            to_name: string | null;
                            /** @description JSON string with value, confidence */
                            to_username: string | null;
                            /** @description JSON string with masked value, confidence */
                            to_phone: string | null;
                            /** @description A username is linked to the email */
                            has_to_username: boolean | null;
                            /** @description A phone number is linked to the email */
                            has_to_phone: boolean | null;
                            /** @description Confidence level of the linked username, e.g. HIGH */
                            has_to_username_confidence: string | null;
                        };
                        /** @description IP data payload; all fields nullable */
                        ip?: {
                            /** @description IP echoed; IPv4 or IPv6 */
                            value: string | null;
                            /** @description City */
                            city: string | null;
                            /**
                             * @description Connection speed: company/T1, broadband/cable/fiber, mobile
                             * @enum {string|null}
                             */
                            connection_speed: "company/T1" | "broadband/cable/fiber" | "mobile" | null;
                            /**
                             * @description Connection type
                             * @enum {string|null}
                             */
                            connection_type: "Commercial" | "Content Delivery Network" | "Fixed Line" | "Mobile ISP" | "Reserved" | "University / College / School" | null;
                            /** @description ISO 3166 alpha-2 code */
                            country: string | null;
                            /** @description Latitude */
                            lat: string | null;
                            /** @description Longitude */
                            lon: string | null;
                            /** @description Internet service provider */
                            isp: string | null;
                            /** @description Timezone of the IP */
                            timezone: string | null;
                            /**
                             * @description Local time of day of the request: morning, afternoon, evening, night
                             * @enum {string|null}
                             */
                            request_time: "morning" | "afternoon" | "evening" | "night" | null;
                            /** @description Postal code */
                            zip: string | null;
                            /** @description Mobile connection */
                            is_mobile: boolean | null;
                            /** @description VPN exit node */
                            is_vpn: boolean | null;
                            /** @description Proxy */
                            is_proxy: boolean | null;
                            /** @description Tor exit node */
                            is_tor: boolean | null;
                            /** @description Privacy relay (e.g. iCloud Private Relay) */
                            is_relay: boolean | null;
                            /** @description Hosting or data-center address */
                            is_hosting: boolean | null;
                            /**
                             * @deprecated
                             * @description DEPRECATED. VPN provider name
                             */
                            vpn_name: string | null;
                            /**
                             * @description Proxy provider
                             * @enum {string|null}
                             */
                            proxy_name: "Bright Data" | "Smartproxy" | "Oxylabs" | "Netnut" | "Webshare" | "GoProxy" | null;
                            /**
                             * @description Proxy type: datacenter or residential
                             * @enum {string|null}
                             */
                            proxy_type: "datacenter" | "residential" | null;
                            /** @description Score 0..1000; low means higher risk */
                            score: number | null;
                            /**
                             * @description Score band: very_low, low, review, high, very_high
                             * @enum {string|null}
                             */
                            score_cluster: "very_low" | "low" | "review" | "high" | "very_high" | null;
                            /** @description Number of providers flagging the IP as spam */
                            black_list_count: number | null;
                            /** @description Domain of the owning company, if found */
                            company_domain: string | null;
                            /** @description Company name */
                            company_name: string | null;
                            /** @description Company description */
                            company_description: string | null;
                            /** @description Company industry */
                            company_industry: string | null;
                            /** @description Company keywords, comma-separated */
                            company_keywords: string | null;
                            /** @description Company logo URL */
                            company_logo: string | null;
                            /** @description Company country (full country name) */
                            company_country: string | null;
                            /** @description Company Twitter/X URL */
                            company_twitter_url: string | null;
                            /** @description Company Facebook URL */
                            company_facebook_url: string | null;
                            /** @description Company LinkedIn URL */
                            company_linkedin_url: string | null;
                            /** @description Company technologies, comma-separated */
                            company_tech_stack: string | null;
                            /** @description Company employees */
                            company_employees: number | null;
                            /** @description Year the company was founded */
                            company_founded: number | null;
                            /** @description Company annual revenue */
                            company_annual_revenue: number | null;
                            /** @description Company total funding */
                            company_total_funding: number | null;
                            /** @description Comma-separated risk (R...) and trust (T...) signals */
                            reason_codes: string | null;
                            /**
                             * @deprecated
                             * @description DEPRECATED. Devices linked to the IP
                             */
                            identity_device_count: number | null;
                            /** @description Emails linked to the IP */
                            identity_email_count: number | null;
                            /** @description Phone numbers linked to the IP */
                            identity_msisdn_count: number | null;
                            /** @description Names linked to the IP */
                            identity_name_count: number | null;
                            /** @description The IP accepts common remote-desktop connections */
                            remote_desktop_enable: boolean | null;
                            /** @description Times reported in an exploits blocklist */
                            xbl_count: number | null;
                            /** @description Times reported in a combined spam sources list */
                            css_count: number | null;
                            /** @description Days since the most recent exploits blocklist report */
                            xbl_in_days: number | null;
                            /** @description Days since the most recent combined spam sources report */
                            css_in_days: number | null;
                            /** @description Accepted IPv4/IPv6 format */
                            is_valid_format: boolean | null;
                            /** @description Private internal address */
                            is_private_internal_address: boolean | null;
                        };
                        /** @description Name payload; a field whose source is absent is null */
                        name?: {
                            /** @description First and last name joined by a comma */
                            value: string | null;
                            /** @description Valid first and last name */
                            is_valid: boolean | null;
                            /**
                             * @description Gender inferred from the first name: F or M
                             * @enum {string|null}
                             */
                            gender: "F" | "M" | null;
                            /** @description Score 0..1000; low means higher risk */
                            score: number | null;
                            /**
                             * @description Score band: very_low, low, review, high, very_high
                             * @enum {string|null}
                             */
                            score_cluster: "very_low" | "low" | "review" | "high" | "very_high" | null;
                            /**
                             * @description For invalid names: RANDOM_TYPING, PLACEHOLDER, PLACEHOLDER_TITLE (a title such as Mr), FICTIONAL, FAMOUS, HUMOROUS, INVALID, INVALID_CHARACTERS, STRING_SIMILARITY (first and last name nearly identical), VULGAR, OTHER
                             * @enum {string|null}
                             */
                            risk_type: "RANDOM_TYPING" | "PLACEHOLDER" | "PLACEHOLDER_TITLE" | "FICTIONAL" | "FAMOUS" | "HUMOROUS" | "INVALID" | "INVALID_CHARACTERS" | "STRING_SIMILARITY" | "VULGAR" | "OTHER" | null;
                            /**
                             * @deprecated
                             * @description DEPRECATED. A Facebook profile exists for the name
                             */
                            has_facebook: boolean | null;
                            /**
                             * @deprecated
                             * @description DEPRECATED. Facebook avatar URL
                             */
                            facebook_avatar_url: string | null;
                            /** @description Comma-separated risk (R...) and trust (T...) signals */
                            reason_codes: string | null;
                            /** @description Devices linked to the name */
                            identity_device_count: number | null;
                            /** @description Emails linked to the name */
                            identity_email_count: number | null;
                            /** @description Phone numbers linked to the name */
                            identity_msisdn_count: number | null;
                            /** @description IPs linked to the name */
                            identity_ip_count: number | null;
                        };
                        /** @description Onboarding (combined identity) score block */
                        score?: {
                            /** @description Combined score 0..1000 across products; low means higher risk */
                            score: number;
                            /**
                             * @description Score band
                             * @enum {string}
                             */
                            score_cluster: "very_low" | "low" | "review" | "high" | "very_high";
                            /** @description Comma-separated risk (R...) and trust (T...) signals across all products */
                            reason_codes: string;
                        };
                    };
                };
            };
            /** @description INVALID_PAYLOAD, INVALID_CLAIMS, MALFORMED_JSON, DUPLICATED_CUSTOMER_ID, DUPLICATED_TRANSACTION_ID, UNKNOWN_MODEL */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INVALID_API_KEY, ACCOUNT_DISABLED, PRODUCT_NOT_ENABLED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INSUFFICIENT_CREDITS */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description MISSING_API_KEY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNSUPPORTED_VERSION, NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description PRODUCT_NOT_AVAILABLE */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    enrollLogin: {
        parameters: {
            query: {
                /**
                 * @description Session identifier set by the browser collector
                 * @example sess-1
                 */
                session_id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Optional body: send none, or {} , or these fields */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "username": "jane"
                 *     }
                 */
                "application/json": {
                    /** @description The username your backend authenticated; checked against the one typed on the page (optional) */
                    username?: string;
                    /** @description Publishable collector key of the app */
                    app_key?: string;
                    /** @description Caller-chosen identifier; unique per account across the data lookups */
                    transaction_id?: string;
                };
            };
        };
        responses: {
            /** @description Login enrollment acknowledgement */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Identifier of the enrollment */
                        transaction_id: string;
                        /** @description Session identifier echoed from the query */
                        session_id: string;
                    };
                };
            };
            /** @description INVALID_PAYLOAD, MALFORMED_JSON, DUPLICATED_TRANSACTION_ID, SESSION_ALREADY_ENROLLED, USERNAME_MISMATCH */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INVALID_API_KEY, ACCOUNT_DISABLED, PRODUCT_NOT_ENABLED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INSUFFICIENT_CREDITS */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description MISSING_API_KEY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description SESSION_NOT_FOUND, NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description PRODUCT_NOT_AVAILABLE */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getLoginResults: {
        parameters: {
            query: {
                /**
                 * @description Session identifier set by the browser collector
                 * @example sess-1
                 */
                session_id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Optional body: send none, or {} , or these fields */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "username": "jane"
                 *     }
                 */
                "application/json": {
                    /** @description The username your backend authenticated; checked against the one typed on the page (optional) */
                    username?: string;
                    /** @description Publishable collector key of the app */
                    app_key?: string;
                    /** @description Caller-chosen identifier; unique per account across the data lookups */
                    transaction_id?: string;
                };
            };
        };
        responses: {
            /** @description Login results; every field nullable */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Identifier of the login event */
                        transaction_id: string | null;
                        /** @description User name of the login */
                        username: string | null;
                        /** @description Application key of the collector */
                        app_key: string | null;
                        /** @description Session identifier */
                        session_id: string | null;
                        /**
                         * Format: date-time
                         * @description ISO 8601 timestamp of the request
                         */
                        device_request_time: string | null;
                        /** @description Battery is charging */
                        browser_battery_charging: boolean | null;
                        /** @description Battery level in percent */
                        browser_battery_level: number | null;
                        /** @description Operating system of the device */
                        browser_device_operating_system: string | null;
                        /** @description Device type */
                        browser_device_type: string | null;
                        /** @description Privacy-related plugins detected */
                        browser_has_privacy_related_plugins: boolean | null;
                        /** @description Browser name */
                        browser_name: string | null;
                        /** @description Browser language tag */
                        browser_language: string | null;
                        /** @description IANA timezone of the browser */
                        browser_timezone: string | null;
                        /** @description Browser version */
                        browser_version: string | null;
                        /** @description CPU class */
                        browser_cpu_class: string | null;
                        /** @description CPU cores */
                        browser_cpu_cores: number | null;
                        /** @description Video card vendor */
                        browser_video_card_vendor: string | null;
                        /** @description Video card renderer */
                        browser_video_card_renderer: string | null;
                        /** @description Media devices */
                        browser_media_devices_count: number | null;
                        /** @description Media devices, comma-separated */
                        browser_media_devices_list: string | null;
                        /** @description Screen resolution, WIDTHxHEIGHT */
                        browser_screen_resolution: string | null;
                        /** @description Viewport, WIDTHxHEIGHT */
                        browser_viewport: string | null;
                        /** @description Color depth in bits */
                        browser_color_depth: number | null;
                        /** @description Cookies enabled */
                        browser_cookies_enabled: boolean | null;
                        /** @description Incognito / private browsing */
                        browser_incognito_mode: boolean | null;
                        /** @description Device model */
                        browser_device_model: string | null;
                        /** @description Device brand */
                        browser_device_brand: string | null;
                        /** @description IP of the login */
                        ip: string | null;
                        /** @description Number of providers flagging the IP as spam */
                        ip_black_list_count: number | null;
                        /** @description City of the IP */
                        ip_city: string | null;
                        /** @description Domain of the company owning the IP */
                        ip_company_domain: string | null;
                        /**
                         * @description Connection speed (ip payload enum)
                         * @enum {string|null}
                         */
                        ip_connection_speed: "company/T1" | "broadband/cable/fiber" | "mobile" | null;
                        /**
                         * @description Connection type (ip payload enum)
                         * @enum {string|null}
                         */
                        ip_connection_type: "Commercial" | "Content Delivery Network" | "Fixed Line" | "Mobile ISP" | "Reserved" | "University / College / School" | null;
                        /** @description Country of the IP: ISO 3166 alpha-2, the same form as the ip payload's `country` */
                        ip_country: string | null;
                        /** @description ISO 3166 alpha-2 code of the IP country */
                        ip_country_code: string | null;
                        /** @description Times reported in a combined spam sources list */
                        ip_css_count: number | null;
                        /** @description Days since the most recent combined spam sources report */
                        ip_css_in_days: number | null;
                        /** @description Hosting or data-center address */
                        ip_is_hosting: boolean | null;
                        /** @description Mobile connection */
                        ip_is_mobile: boolean | null;
                        /** @description Proxy */
                        ip_is_proxy: boolean | null;
                        /** @description Privacy relay */
                        ip_is_relay: boolean | null;
                        /** @description Tor exit node */
                        ip_is_tor: boolean | null;
                        /** @description Accepted IPv4/IPv6 format */
                        ip_is_valid_format: boolean | null;
                        /** @description VPN exit node */
                        ip_is_vpn: boolean | null;
                        /** @description Internet service provider */
                        ip_isp: string | null;
                        /** @description Latitude */
                        ip_lat: string | null;
                        /** @description Longitude */
                        ip_lon: string | null;
                        /** @description Proxy provider */
                        ip_proxy_name: string | null;
                        /**
                         * @description Proxy type: datacenter or residential
                         * @enum {string|null}
                         */
                        ip_proxy_type: "datacenter" | "residential" | null;
                        /** @description Timezone of the IP */
                        ip_timezone: string | null;
                        /**
                         * @description Local time of day of the request
                         * @enum {string|null}
                         */
                        ip_timezone_request_time: "morning" | "afternoon" | "evening" | "night" | null;
                        /** @description Times reported in an exploits blocklist */
                        ip_xbl_count: number | null;
                        /** @description Days since the most recent exploits blocklist report */
                        ip_xbl_in_days: number | null;
                        /** @description Postal code */
                        ip_zip: string | null;
                        /** @description VPN provider name */
                        ip_vpn_name: string | null;
                        /** @description Login quality 0..1000; low means higher risk */
                        score: number | null;
                        /**
                         * @description Score band: very_low, low, review, high, very_high
                         * @enum {string|null}
                         */
                        score_cluster: "very_low" | "low" | "review" | "high" | "very_high" | null;
                        /** @description Comma-separated reason codes behind the score, most influential first (login RL/TL, ip RI/TI, device RV/TV) */
                        reason_codes: string | null;
                    };
                };
            };
            /** @description INVALID_PAYLOAD, INVALID_CLAIMS, MALFORMED_JSON, DUPLICATED_CUSTOMER_ID, DUPLICATED_TRANSACTION_ID, UNKNOWN_MODEL */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INVALID_API_KEY, ACCOUNT_DISABLED, PRODUCT_NOT_ENABLED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INSUFFICIENT_CREDITS */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description MISSING_API_KEY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description SESSION_NOT_FOUND, NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description PRODUCT_NOT_AVAILABLE */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getDomainIntelligence: {
        parameters: {
            query: {
                /**
                 * @description Caller-chosen identifier; unique per account on every request
                 * @example unknown-customer
                 */
                customer_id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get Domain: the domain payload once completed, else the state with a message */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Identifier of the resolution created by the call (res_…) */
                        resolution_id: string;
                        /** @description Echo of the request value */
                        customer_id: string;
                        /** @description Echo of the requested claims */
                        claims: string[];
                        /**
                         * Format: date-time
                         * @description Timestamp of the request (ISO 8601)
                         */
                        device_request_time: string;
                        /** @description idrisk extension: the decision of the account's published policy for this operation (docs/rules.md); absent without one */
                        decision?: {
                            /**
                             * @description The most severe outcome of the matched rules; approve when none set one
                             * @enum {string}
                             */
                            outcome: "approve" | "review" | "decline";
                            /** @description The policy version that decided: pol_…@N */
                            policy_version: string;
                            /** @description The rules that matched, in policy order */
                            rules: {
                                id: string;
                                name: string;
                                /** @description The actions the rule took (points, decision, add_to_list, tag) */
                                actions: {
                                    /** @enum {string} */
                                    type: "points" | "decision" | "add_to_list" | "tag";
                                    /** @description points: the account's own reason code (RX…, TX…) */
                                    code?: string;
                                    /** @description points: added to the score's total */
                                    points?: number;
                                    /**
                                     * @description decision
                                     * @enum {string}
                                     */
                                    outcome?: "approve" | "review" | "decline";
                                    /** @description add_to_list: the list */
                                    list?: string;
                                    /** @description add_to_list: which touch point of the call */
                                    touchpoint?: string;
                                    /** @description add_to_list: the item's expiry */
                                    expires_in_days?: number;
                                    /** @description tag */
                                    tag?: string;
                                }[];
                            }[];
                        };
                        /** @description The scoring model used when it is not the product's standard one (model_id or the account's active model) */
                        model_id?: string;
                        /** @enum {string} */
                        status: "completed";
                        /** @description Domain intelligence payload; a field whose source is absent is null */
                        domain: {
                            /** @description Domain echoed */
                            value: string | null;
                            /** @description Country code of the domain */
                            country_code: string | null;
                            /** @description A website answers on the domain */
                            website_exists: boolean | null;
                            /**
                             * @description What the website check found (TAXONOMY_WEBSITE_ERROR: unreachable)
                             * @enum {string|null}
                             */
                            website_exists_taxonomy: "TAXONOMY_WEBSITE_EXISTS" | "TAXONOMY_WEBSITE_ERROR" | "TAXONOMY_REDIRECT" | "TAXONOMY_REDIRECT_TO_HTTPS" | "TAXONOMY_PARKED_DOMAIN" | "TAXONOMY_WEBSITE_HOSTING" | "TAXONOMY_NO_CONTENT" | "TAXONOMY_TIMEOUT" | null;
                            /** @description The website answers over HTTPS */
                            website_exists_ssl: boolean | null;
                            /** @description The domain presents a TLS certificate */
                            has_ssl: boolean | null;
                            /** @description The TLS certificate is valid */
                            ssl_is_valid: boolean | null;
                            /** @description Redirect type */
                            website_redirect: string | null;
                            /** @description Redirect target URL */
                            website_redirect_to: string | null;
                            /** @description Internal links in the page */
                            internal_links_count: number | null;
                            /** @description External links in the page */
                            external_links_count: number | null;
                            /** @description Internal email links in the page */
                            internal_email_links_count: number | null;
                            /** @description External email links in the page */
                            external_email_links_count: number | null;
                            /** @description Internal images in the page */
                            internal_images_count: number | null;
                            /** @description External images in the page */
                            external_images_count: number | null;
                            /** @description Page size in bytes */
                            page_size: number | null;
                            /** @description A LinkedIn company page exists */
                            has_linkedin: boolean | null;
                            /** @description LinkedIn company page URL */
                            linkedin_url: string | null;
                            /** @description LinkedIn followers */
                            linkedin_follower_count: number | null;
                            /** @description Average likes of the LinkedIn articles */
                            linkedin_avg_articles_likes_count: number | null;
                            /** @description LinkedIn company size cluster */
                            linkedin_company_size: string | null;
                            /**
                             * Format: date
                             * @description Date of the first LinkedIn article (YYYY-MM-DD)
                             */
                            linkedin_first_article_date: string | null;
                            /**
                             * Format: date
                             * @description Date of the last LinkedIn article (YYYY-MM-DD)
                             */
                            linkedin_last_article_date: string | null;
                            /** @description Screenshot URL */
                            screenshot: string | null;
                            /**
                             * Format: date
                             * @description Certificate start of validity (YYYY-MM-DD)
                             */
                            ssl_valid_from: string | null;
                            /**
                             * Format: date
                             * @description Certificate end of validity (YYYY-MM-DD)
                             */
                            ssl_valid_to: string | null;
                            /** @description Certificate issuer organization */
                            ssl_issuer_organization: string | null;
                            /** @description Company name */
                            company_name: string | null;
                            /** @description Company description */
                            company_description: string | null;
                            /** @description Company industry */
                            company_industry: string | null;
                            /** @description Company keywords, comma-separated */
                            company_keywords: string | null;
                            /** @description Company logo URL */
                            company_logo: string | null;
                            /** @description Company country */
                            company_country: string | null;
                            /** @description Company Twitter/X URL */
                            company_twitter_url: string | null;
                            /** @description Company Facebook URL */
                            company_facebook_url: string | null;
                            /** @description Company LinkedIn URL */
                            company_linkedin_url: string | null;
                            /** @description Company technologies, comma-separated */
                            company_tech_stack: string | null;
                            /** @description Year the company was founded */
                            company_founded: string | null;
                            /** @description Company employees */
                            company_employees: number | null;
                            /** @description Company total funding */
                            company_total_funding: number | null;
                            /** @description Company annual revenue (int64) */
                            company_annual_revenue: number | null;
                            /** @description A Google Business profile exists */
                            has_google_business: boolean | null;
                            /** @description Google Business rating (declared integer) */
                            google_business_rating: number | null;
                            /** @description Google Business reviews */
                            google_business_review_count: number | null;
                            /** @description Google Business company name */
                            google_business_company: string | null;
                            /** @description Google Business address */
                            google_business_address: string | null;
                            /** @description Google Business country */
                            google_business_country: string | null;
                            /** @description Google Business thumbnail URL */
                            google_business_thumbnail: string | null;
                            /** @description Google Business phone number */
                            google_business_phone_number: string | null;
                            /** @description Google Business description */
                            google_business_description: string | null;
                            /** @description Google Business industry */
                            google_business_industry: string | null;
                            /** @description Google Business status */
                            google_business_status: string | null;
                            /** @description JSON string: up to three reviews with summary and link */
                            google_business_reviews: string | null;
                            /** @description JSON string keyed by weekday (holiday variants possible) */
                            google_business_hours: string | null;
                            /** @description The domain shows Google ads */
                            has_google_ads: boolean | null;
                            /** @description Days since an ad was last shown */
                            google_ads_days_since_last_shown: number | null;
                            /** @description JSON string of the 5 most recent last-shown ads */
                            google_ads: string | null;
                            /** @description DNS records found */
                            dns_records_count: number | null;
                            /** @description MX records */
                            dns_mx_records: string | null;
                            /** @description Mail providers of the MX records */
                            dns_mx_providers: string | null;
                            /** @description SPF record */
                            dns_spf_record: string | null;
                            /** @description DMARC record */
                            dns_dmarc_record: string | null;
                            /** @description The domain has MX records */
                            dns_has_mx: boolean | null;
                            /** @description The MX records are valid */
                            dns_mx_is_valid: boolean | null;
                            /** @description The domain has an SPF record */
                            dns_has_spf: boolean | null;
                            /** @description The SPF record is valid */
                            dns_spf_is_valid: boolean | null;
                            /** @description The domain has a DMARC record */
                            dns_has_dmarc: boolean | null;
                            /** @description The DMARC record is valid */
                            dns_dmarc_is_valid: boolean | null;
                            /** @description Pages found in major search engines */
                            index_link_count: number | null;
                            /** @description A Glassdoor page exists */
                            has_glassdoor: boolean | null;
                            /** @description A Facebook page exists */
                            has_facebook: boolean | null;
                            /** @description An Instagram account exists */
                            has_instagram: boolean | null;
                            /** @description Glassdoor page URL */
                            glassdoor_link: string | null;
                            /** @description Facebook page URL */
                            facebook_link: string | null;
                            /** @description Instagram account URL */
                            instagram_link: string | null;
                            /** @description Glassdoor rating */
                            glassdoor_rating: number | null;
                            /** @description Facebook likes */
                            facebook_likes: number | null;
                            /** @description Facebook followers */
                            facebook_followers: number | null;
                            /** @description Facebook rating */
                            facebook_rating: number | null;
                            /** @description Glassdoor reviews */
                            glassdoor_reviews: number | null;
                            /** @description Facebook reviews */
                            facebook_reviews: number | null;
                            /** @description Instagram likes */
                            instagram_likes: number | null;
                            /** @description Instagram followers */
                            instagram_followers: number | null;
                            /** @description Instagram posts */
                            instagram_posts: number | null;
                            /** @description Score 0..1000; low means higher risk */
                            score: number | null;
                            /**
                             * @description Score band: very_low, low, review, high, very_high
                             * @enum {string|null}
                             */
                            score_cluster: "very_low" | "low" | "review" | "high" | "very_high" | null;
                            /** @description Registrar */
                            registrar: string | null;
                            /** @description Registrar known for low-trust domains */
                            is_suspicious_registrar: boolean | null;
                            /** @description Registrant organization */
                            registered_to: string | null;
                            /**
                             * Format: date
                             * @description Registration date (YYYY-MM-DD)
                             */
                            creation_date: string | null;
                            /**
                             * Format: date
                             * @description Expiration date (YYYY-MM-DD)
                             */
                            expiration_date: string | null;
                            /**
                             * Format: date
                             * @description Last update of the registration (YYYY-MM-DD)
                             */
                            updated_date: string | null;
                            /** @description Days since registration */
                            age: number | null;
                            /** @description The registrant is disclosed */
                            registrant_disclosed: boolean | null;
                            /** @description JSON string with objects registrant, administrative_contact, technical_contact */
                            whois_data: string | null;
                            /** @description JSON string: list of objects with name and category */
                            technologies: string | null;
                            /** @description website contents emails */
                            website_contents_emails: string | null;
                            /** @description website contents phone numbers */
                            website_contents_phone_numbers: string | null;
                            /** @description website contents address */
                            website_contents_address: string | null;
                            /** @description website contents vat code */
                            website_contents_vat_code: string | null;
                            /** @description website contents company name */
                            website_contents_company_name: string | null;
                            /** @description website contents language code */
                            website_contents_language_code: string | null;
                            /** @description website contents language country */
                            website_contents_language_country: string | null;
                            /** @description website contents social links (JSON string) */
                            website_contents_social_links: string | null;
                            /** @description website contents privacy policy url */
                            website_contents_privacy_policy_url: string | null;
                            /** @description website contents terms and conditions url */
                            website_contents_terms_and_conditions_url: string | null;
                            /** @description website contents contacts url */
                            website_contents_contacts_url: string | null;
                            /** @description website contents description */
                            website_contents_description: string | null;
                            /** @description website contents tier1 */
                            website_contents_tier1: string | null;
                            /** @description website contents tier2 */
                            website_contents_tier2: string | null;
                            /** @description website contents tier3 */
                            website_contents_tier3: string | null;
                            /** @description social links max followers */
                            social_links_max_followers: string | null;
                            /** @description trustpilot url */
                            trustpilot_url: string | null;
                            /** @description trustpilot description */
                            trustpilot_description: string | null;
                            /** @description trustpilot address */
                            trustpilot_address: string | null;
                            /** @description trustpilot phone number */
                            trustpilot_phone_number: string | null;
                            /** @description trustpilot email */
                            trustpilot_email: string | null;
                            /** @description JSON string: list of reviews with author, rating, date, content */
                            trustpilot_reviews: string | null;
                            /** @description privacy policy exists */
                            privacy_policy_exists: string | null;
                            /** @description terms and conditions exists */
                            terms_and_conditions_exists: string | null;
                            /** @description backlinks count */
                            backlinks_count: string | null;
                            /** @description privacy policy content path */
                            privacy_policy_content_path: string | null;
                            /** @description terms and conditions content path */
                            terms_and_conditions_content_path: string | null;
                            /** @description trustpilot rating */
                            trustpilot_rating: number | null;
                            /** @description trustpilot reviews count */
                            trustpilot_reviews_count: number | null;
                            /** @description backlinks count seo */
                            backlinks_count_seo: number | null;
                            /** @description backlinks referring domains */
                            backlinks_referring_domains: number | null;
                            /** @description backlinks referring ips */
                            backlinks_referring_ips: number | null;
                            /** @description backlinks score */
                            backlinks_score: number | null;
                            /** @description semrush score */
                            semrush_score: number | null;
                            /** @description backlinks from a */
                            backlinks_from_a: number | null;
                            /** @description backlinks from form */
                            backlinks_from_form: number | null;
                            /** @description backlinks from frame */
                            backlinks_from_frame: number | null;
                            /** @description backlinks from image */
                            backlinks_from_image: number | null;
                            /** @description has trustpilot */
                            has_trustpilot: boolean | null;
                            /** @description trustpilot is suspicious */
                            trustpilot_is_suspicious: boolean | null;
                            /** @description trustpilot is claimed */
                            trustpilot_is_claimed: boolean | null;
                            /** @description privacy policy found */
                            privacy_policy_found: boolean | null;
                            /** @description privacy policy has clear language */
                            privacy_policy_has_clear_language: boolean | null;
                            /** @description privacy policy specifies company identity */
                            privacy_policy_specifies_company_identity: boolean | null;
                            /** @description privacy policy specifies contact information */
                            privacy_policy_specifies_contact_information: boolean | null;
                            /** @description privacy policy specifies data collection */
                            privacy_policy_specifies_data_collection: boolean | null;
                            /** @description privacy policy specifies data sharing */
                            privacy_policy_specifies_data_sharing: boolean | null;
                            /** @description privacy policy is gdpr compliant */
                            privacy_policy_is_gdpr_compliant: boolean | null;
                            /** @description privacy policy has data controller */
                            privacy_policy_has_data_controller: boolean | null;
                            /** @description privacy policy has cookie policy */
                            privacy_policy_has_cookie_policy: boolean | null;
                            /** @description privacy policy is generic */
                            privacy_policy_is_generic: boolean | null;
                            /** @description privacy policy with unrealistic promises */
                            privacy_policy_with_unrealistic_promises: boolean | null;
                            /** @description terms and conditions found */
                            terms_and_conditions_found: boolean | null;
                            /** @description terms and conditions has clear language */
                            terms_and_conditions_has_clear_language: boolean | null;
                            /** @description terms and conditions specifies company identity */
                            terms_and_conditions_specifies_company_identity: boolean | null;
                            /** @description terms and conditions specifies contact information */
                            terms_and_conditions_specifies_contact_information: boolean | null;
                            /** @description terms and conditions document is specific */
                            terms_and_conditions_document_is_specific: boolean | null;
                            /** @description terms and conditions with contradictions */
                            terms_and_conditions_with_contradictions: boolean | null;
                            /** @description terms and conditions with external incoherent references */
                            terms_and_conditions_with_external_incoherent_references: boolean | null;
                            /** @description terms and conditions with data protection */
                            terms_and_conditions_with_data_protection: boolean | null;
                            /** @description Comma-separated risk (R...) and trust (T...) signals */
                            reason_codes: string | null;
                        };
                        /** @description Domain echoed */
                        value?: string | null;
                        /** @description Country code of the domain */
                        country_code?: string | null;
                        /** @description A website answers on the domain */
                        website_exists?: boolean | null;
                        /**
                         * @description What the website check found (TAXONOMY_WEBSITE_ERROR: unreachable)
                         * @enum {string|null}
                         */
                        website_exists_taxonomy?: "TAXONOMY_WEBSITE_EXISTS" | "TAXONOMY_WEBSITE_ERROR" | "TAXONOMY_REDIRECT" | "TAXONOMY_REDIRECT_TO_HTTPS" | "TAXONOMY_PARKED_DOMAIN" | "TAXONOMY_WEBSITE_HOSTING" | "TAXONOMY_NO_CONTENT" | "TAXONOMY_TIMEOUT" | null;
                        /** @description The website answers over HTTPS */
                        website_exists_ssl?: boolean | null;
                        /** @description The domain presents a TLS certificate */
                        has_ssl?: boolean | null;
                        /** @description The TLS certificate is valid */
                        ssl_is_valid?: boolean | null;
                        /** @description Redirect type */
                        website_redirect?: string | null;
                        /** @description Redirect target URL */
                        website_redirect_to?: string | null;
                        /** @description Internal links in the page */
                        internal_links_count?: number | null;
                        /** @description External links in the page */
                        external_links_count?: number | null;
                        /** @description Internal email links in the page */
                        internal_email_links_count?: number | null;
                        /** @description External email links in the page */
                        external_email_links_count?: number | null;
                        /** @description Internal images in the page */
                        internal_images_count?: number | null;
                        /** @description External images in the page */
                        external_images_count?: number | null;
                        /** @description Page size in bytes */
                        page_size?: number | null;
                        /** @description A LinkedIn company page exists */
                        has_linkedin?: boolean | null;
                        /** @description LinkedIn company page URL */
                        linkedin_url?: string | null;
                        /** @description LinkedIn followers */
                        linkedin_follower_count?: number | null;
                        /** @description Average likes of the LinkedIn articles */
                        linkedin_avg_articles_likes_count?: number | null;
                        /** @description LinkedIn company size cluster */
                        linkedin_company_size?: string | null;
                        /**
                         * Format: date
                         * @description Date of the first LinkedIn article (YYYY-MM-DD)
                         */
                        linkedin_first_article_date?: string | null;
                        /**
                         * Format: date
                         * @description Date of the last LinkedIn article (YYYY-MM-DD)
                         */
                        linkedin_last_article_date?: string | null;
                        /** @description Screenshot URL */
                        screenshot?: string | null;
                        /**
                         * Format: date
                         * @description Certificate start of validity (YYYY-MM-DD)
                         */
                        ssl_valid_from?: string | null;
                        /**
                         * Format: date
                         * @description Certificate end of validity (YYYY-MM-DD)
                         */
                        ssl_valid_to?: string | null;
                        /** @description Certificate issuer organization */
                        ssl_issuer_organization?: string | null;
                        /** @description Company name */
                        company_name?: string | null;
                        /** @description Company description */
                        company_description?: string | null;
                        /** @description Company industry */
                        company_industry?: string | null;
                        /** @description Company keywords, comma-separated */
                        company_keywords?: string | null;
                        /** @description Company logo URL */
                        company_logo?: string | null;
                        /** @description Company country */
                        company_country?: string | null;
                        /** @description Company Twitter/X URL */
                        company_twitter_url?: string | null;
                        /** @description Company Facebook URL */
                        company_facebook_url?: string | null;
                        /** @description Company LinkedIn URL */
                        company_linkedin_url?: string | null;
                        /** @description Company technologies, comma-separated */
                        company_tech_stack?: string | null;
                        /** @description Year the company was founded */
                        company_founded?: string | null;
                        /** @description Company employees */
                        company_employees?: number | null;
                        /** @description Company total funding */
                        company_total_funding?: number | null;
                        /** @description Company annual revenue (int64) */
                        company_annual_revenue?: number | null;
                        /** @description A Google Business profile exists */
                        has_google_business?: boolean | null;
                        /** @description Google Business rating (declared integer) */
                        google_business_rating?: number | null;
                        /** @description Google Business reviews */
                        google_business_review_count?: number | null;
                        /** @description Google Business company name */
                        google_business_company?: string | null;
                        /** @description Google Business address */
                        google_business_address?: string | null;
                        /** @description Google Business country */
                        google_business_country?: string | null;
                        /** @description Google Business thumbnail URL */
                        google_business_thumbnail?: string | null;
                        /** @description Google Business phone number */
                        google_business_phone_number?: string | null;
                        /** @description Google Business description */
                        google_business_description?: string | null;
                        /** @description Google Business industry */
                        google_business_industry?: string | null;
                        /** @description Google Business status */
                        google_business_status?: string | null;
                        /** @description JSON string: up to three reviews with summary and link */
                        google_business_reviews?: string | null;
                        /** @description JSON string keyed by weekday (holiday variants possible) */
                        google_business_hours?: string | null;
                        /** @description The domain shows Google ads */
                        has_google_ads?: boolean | null;
                        /** @description Days since an ad was last shown */
                        google_ads_days_since_last_shown?: number | null;
                        /** @description JSON string of the 5 most recent last-shown ads */
                        google_ads?: string | null;
                        /** @description DNS records found */
                        dns_records_count?: number | null;
                        /** @description MX records */
                        dns_mx_records?: string | null;
                        /** @description Mail providers of the MX records */
                        dns_mx_providers?: string | null;
                        /** @description SPF record */
                        dns_spf_record?: string | null;
                        /** @description DMARC record */
                        dns_dmarc_record?: string | null;
                        /** @description The domain has MX records */
                        dns_has_mx?: boolean | null;
                        /** @description The MX records are valid */
                        dns_mx_is_valid?: boolean | null;
                        /** @description The domain has an SPF record */
                        dns_has_spf?: boolean | null;
                        /** @description The SPF record is valid */
                        dns_spf_is_valid?: boolean | null;
                        /** @description The domain has a DMARC record */
                        dns_has_dmarc?: boolean | null;
                        /** @description The DMARC record is valid */
                        dns_dmarc_is_valid?: boolean | null;
                        /** @description Pages found in major search engines */
                        index_link_count?: number | null;
                        /** @description A Glassdoor page exists */
                        has_glassdoor?: boolean | null;
                        /** @description A Facebook page exists */
                        has_facebook?: boolean | null;
                        /** @description An Instagram account exists */
                        has_instagram?: boolean | null;
                        /** @description Glassdoor page URL */
                        glassdoor_link?: string | null;
                        /** @description Facebook page URL */
                        facebook_link?: string | null;
                        /** @description Instagram account URL */
                        instagram_link?: string | null;
                        /** @description Glassdoor rating */
                        glassdoor_rating?: number | null;
                        /** @description Facebook likes */
                        facebook_likes?: number | null;
                        /** @description Facebook followers */
                        facebook_followers?: number | null;
                        /** @description Facebook rating */
                        facebook_rating?: number | null;
                        /** @description Glassdoor reviews */
                        glassdoor_reviews?: number | null;
                        /** @description Facebook reviews */
                        facebook_reviews?: number | null;
                        /** @description Instagram likes */
                        instagram_likes?: number | null;
                        /** @description Instagram followers */
                        instagram_followers?: number | null;
                        /** @description Instagram posts */
                        instagram_posts?: number | null;
                        /** @description Score 0..1000; low means higher risk */
                        score?: number | null;
                        /**
                         * @description Score band: very_low, low, review, high, very_high
                         * @enum {string|null}
                         */
                        score_cluster?: "very_low" | "low" | "review" | "high" | "very_high" | null;
                        /** @description Registrar */
                        registrar?: string | null;
                        /** @description Registrar known for low-trust domains */
                        is_suspicious_registrar?: boolean | null;
                        /** @description Registrant organization */
                        registered_to?: string | null;
                        /**
                         * Format: date
                         * @description Registration date (YYYY-MM-DD)
                         */
                        creation_date?: string | null;
                        /**
                         * Format: date
                         * @description Expiration date (YYYY-MM-DD)
                         */
                        expiration_date?: string | null;
                        /**
                         * Format: date
                         * @description Last update of the registration (YYYY-MM-DD)
                         */
                        updated_date?: string | null;
                        /** @description Days since registration */
                        age?: number | null;
                        /** @description The registrant is disclosed */
                        registrant_disclosed?: boolean | null;
                        /** @description JSON string with objects registrant, administrative_contact, technical_contact */
                        whois_data?: string | null;
                        /** @description JSON string: list of objects with name and category */
                        technologies?: string | null;
                        /** @description website contents emails */
                        website_contents_emails?: string | null;
                        /** @description website contents phone numbers */
                        website_contents_phone_numbers?: string | null;
                        /** @description website contents address */
                        website_contents_address?: string | null;
                        /** @description website contents vat code */
                        website_contents_vat_code?: string | null;
                        /** @description website contents company name */
                        website_contents_company_name?: string | null;
                        /** @description website contents language code */
                        website_contents_language_code?: string | null;
                        /** @description website contents language country */
                        website_contents_language_country?: string | null;
                        /** @description website contents social links (JSON string) */
                        website_contents_social_links?: string | null;
                        /** @description website contents privacy policy url */
                        website_contents_privacy_policy_url?: string | null;
                        /** @description website contents terms and conditions url */
                        website_contents_terms_and_conditions_url?: string | null;
                        /** @description website contents contacts url */
                        website_contents_contacts_url?: string | null;
                        /** @description website contents description */
                        website_contents_description?: string | null;
                        /** @description website contents tier1 */
                        website_contents_tier1?: string | null;
                        /** @description website contents tier2 */
                        website_contents_tier2?: string | null;
                        /** @description website contents tier3 */
                        website_contents_tier3?: string | null;
                        /** @description social links max followers */
                        social_links_max_followers?: string | null;
                        /** @description trustpilot url */
                        trustpilot_url?: string | null;
                        /** @description trustpilot description */
                        trustpilot_description?: string | null;
                        /** @description trustpilot address */
                        trustpilot_address?: string | null;
                        /** @description trustpilot phone number */
                        trustpilot_phone_number?: string | null;
                        /** @description trustpilot email */
                        trustpilot_email?: string | null;
                        /** @description JSON string: list of reviews with author, rating, date, content */
                        trustpilot_reviews?: string | null;
                        /** @description privacy policy exists */
                        privacy_policy_exists?: string | null;
                        /** @description terms and conditions exists */
                        terms_and_conditions_exists?: string | null;
                        /** @description backlinks count */
                        backlinks_count?: string | null;
                        /** @description privacy policy content path */
                        privacy_policy_content_path?: string | null;
                        /** @description terms and conditions content path */
                        terms_and_conditions_content_path?: string | null;
                        /** @description trustpilot rating */
                        trustpilot_rating?: number | null;
                        /** @description trustpilot reviews count */
                        trustpilot_reviews_count?: number | null;
                        /** @description backlinks count seo */
                        backlinks_count_seo?: number | null;
                        /** @description backlinks referring domains */
                        backlinks_referring_domains?: number | null;
                        /** @description backlinks referring ips */
                        backlinks_referring_ips?: number | null;
                        /** @description backlinks score */
                        backlinks_score?: number | null;
                        /** @description semrush score */
                        semrush_score?: number | null;
                        /** @description backlinks from a */
                        backlinks_from_a?: number | null;
                        /** @description backlinks from form */
                        backlinks_from_form?: number | null;
                        /** @description backlinks from frame */
                        backlinks_from_frame?: number | null;
                        /** @description backlinks from image */
                        backlinks_from_image?: number | null;
                        /** @description has trustpilot */
                        has_trustpilot?: boolean | null;
                        /** @description trustpilot is suspicious */
                        trustpilot_is_suspicious?: boolean | null;
                        /** @description trustpilot is claimed */
                        trustpilot_is_claimed?: boolean | null;
                        /** @description privacy policy found */
                        privacy_policy_found?: boolean | null;
                        /** @description privacy policy has clear language */
                        privacy_policy_has_clear_language?: boolean | null;
                        /** @description privacy policy specifies company identity */
                        privacy_policy_specifies_company_identity?: boolean | null;
                        /** @description privacy policy specifies contact information */
                        privacy_policy_specifies_contact_information?: boolean | null;
                        /** @description privacy policy specifies data collection */
                        privacy_policy_specifies_data_collection?: boolean | null;
                        /** @description privacy policy specifies data sharing */
                        privacy_policy_specifies_data_sharing?: boolean | null;
                        /** @description privacy policy is gdpr compliant */
                        privacy_policy_is_gdpr_compliant?: boolean | null;
                        /** @description privacy policy has data controller */
                        privacy_policy_has_data_controller?: boolean | null;
                        /** @description privacy policy has cookie policy */
                        privacy_policy_has_cookie_policy?: boolean | null;
                        /** @description privacy policy is generic */
                        privacy_policy_is_generic?: boolean | null;
                        /** @description privacy policy with unrealistic promises */
                        privacy_policy_with_unrealistic_promises?: boolean | null;
                        /** @description terms and conditions found */
                        terms_and_conditions_found?: boolean | null;
                        /** @description terms and conditions has clear language */
                        terms_and_conditions_has_clear_language?: boolean | null;
                        /** @description terms and conditions specifies company identity */
                        terms_and_conditions_specifies_company_identity?: boolean | null;
                        /** @description terms and conditions specifies contact information */
                        terms_and_conditions_specifies_contact_information?: boolean | null;
                        /** @description terms and conditions document is specific */
                        terms_and_conditions_document_is_specific?: boolean | null;
                        /** @description terms and conditions with contradictions */
                        terms_and_conditions_with_contradictions?: boolean | null;
                        /** @description terms and conditions with external incoherent references */
                        terms_and_conditions_with_external_incoherent_references?: boolean | null;
                        /** @description terms and conditions with data protection */
                        terms_and_conditions_with_data_protection?: boolean | null;
                        /** @description Comma-separated risk (R...) and trust (T...) signals */
                        reason_codes?: string | null;
                    } | {
                        /** @enum {string} */
                        status: "processing";
                        message: string;
                    } | {
                        /** @enum {string} */
                        status: "failed";
                        message: string;
                    };
                };
            };
            /** @description INVALID_PAYLOAD */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INVALID_API_KEY, ACCOUNT_DISABLED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description MISSING_API_KEY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    submitDomainIntelligence: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "customer_id": "cust-1",
                 *       "claims": [
                 *         "domain"
                 *       ],
                 *       "domain": {
                 *         "value": "example.com"
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @description Caller-chosen identifier; unique per account on every request */
                    customer_id: string;
                    /** @description Claims; allowed: domain */
                    claims: "domain"[];
                    domain: {
                        value: string;
                    };
                };
            };
        };
        responses: {
            /** @description Acknowledgement; the enrichment runs in the background */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "accepted";
                        /** @description Echo of the request value; the key of the Get Domain call */
                        customer_id: string;
                        /** @description Identifier of the resolution created by the call (res_…) */
                        resolution_id: string;
                    };
                };
            };
            /** @description INVALID_PAYLOAD, INVALID_CLAIMS, MALFORMED_JSON, DUPLICATED_CUSTOMER_ID, DUPLICATED_TRANSACTION_ID, UNKNOWN_MODEL */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INVALID_API_KEY, ACCOUNT_DISABLED, PRODUCT_NOT_ENABLED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INSUFFICIENT_CREDITS */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description MISSING_API_KEY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNSUPPORTED_VERSION, NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description PRODUCT_NOT_AVAILABLE */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getPhoneDataBreaches: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "transaction_id": "txn-1",
                 *       "phone_number": "14155552671"
                 *     }
                 */
                "application/json": {
                    /** @description Caller-chosen identifier; unique per account across the data lookups */
                    transaction_id: string;
                    /** @description Digits only, country code first */
                    phone_number: string;
                };
            };
        };
        responses: {
            /** @description Phone data breaches; only is_valid_format (false) for an invalid number */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The phone number has a valid format */
                        is_valid_format: boolean;
                        /** @description Total breaches */
                        data_breaches_count?: number | null;
                        /**
                         * Format: date
                         * @description Date of the first breach (YYYY-MM-DD)
                         */
                        data_breaches_first_breach?: string | null;
                        /**
                         * Format: date
                         * @description Date of the last breach (YYYY-MM-DD)
                         */
                        data_breaches_last_breach?: string | null;
                        /** @description Breach entries */
                        data_breaches_data?: {
                            /** @description Breach identifier */
                            id: string;
                            /**
                             * Format: date
                             * @description Date of the breach (ISO 8601 date)
                             */
                            date: string;
                            /** @description Breach title */
                            title: string;
                            /** @description Names exposed */
                            names?: {
                                first_name: string;
                                last_name: string;
                            }[];
                            /** @description Emails exposed */
                            emails?: string[];
                            /** @description Cities exposed */
                            cities?: string[];
                            /** @description Date of birth exposed (ISO 8601) */
                            dob?: string;
                            /** @description Address exposed */
                            address?: string;
                        }[] | null;
                        /** @description Lists with counts of occurrences */
                        data_breaches_data_lists?: {
                            names: {
                                first_name: string;
                                last_name: string;
                                /** @description Occurrences */
                                count: number;
                            }[];
                            names_cities: {
                                first_name: string;
                                last_name: string;
                                city: string;
                                /** @description Occurrences */
                                count: number;
                            }[];
                            emails: {
                                value: string;
                                /** @description Occurrences */
                                count: number;
                            }[];
                            phones: {
                                value: string;
                                /** @description Occurrences */
                                count: number;
                            }[];
                            cities: {
                                value: string;
                                /** @description Occurrences */
                                count: number;
                            }[];
                            dobs: {
                                /**
                                 * Format: date
                                 * @description YYYY-MM-DD
                                 */
                                value: string;
                                /** @description Occurrences */
                                count: number;
                            }[];
                            addresses: {
                                value: string;
                                /** @description Occurrences */
                                count: number;
                            }[];
                        } | null;
                    };
                };
            };
            /** @description INVALID_PAYLOAD, INVALID_CLAIMS, MALFORMED_JSON, DUPLICATED_CUSTOMER_ID, DUPLICATED_TRANSACTION_ID, UNKNOWN_MODEL */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INVALID_API_KEY, ACCOUNT_DISABLED, PRODUCT_NOT_ENABLED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INSUFFICIENT_CREDITS */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description MISSING_API_KEY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNSUPPORTED_VERSION, NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description PRODUCT_NOT_AVAILABLE */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getPhoneToName: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "transaction_id": "txn-1",
                 *       "phone_number": "14155552671"
                 *     }
                 */
                "application/json": {
                    /** @description Caller-chosen identifier; unique per account across the data lookups */
                    transaction_id: string;
                    /** @description Digits only, country code first */
                    phone_number: string;
                };
            };
        };
        responses: {
            /** @description Phone to name; every field present, null when unknown */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The phone number has a valid format */
                        is_valid_format: boolean;
                        /** @description First name of the best single match */
                        first_name: string | null;
                        /** @description Last name of the best single match */
                        last_name: string | null;
                        /**
                         * @description LOW, MEDIUM or HIGH
                         * @enum {string|null}
                         */
                        confidence: "LOW" | "MEDIUM" | "HIGH" | null;
                        /** @description At least one name found */
                        has_phone_to_name_match: boolean | null;
                        /** @description Names with counts, most frequent first */
                        names: {
                            first_name: string;
                            last_name: string;
                            /** @description Occurrences */
                            count: number;
                        }[] | null;
                        /** @description Attributed: name, city, count */
                        names_cities: {
                            first_name: string;
                            last_name: string;
                            city: string;
                            /** @description Occurrences */
                            count: number;
                        }[] | null;
                        /** @description Aggregated cities, not tied to a person */
                        cities: {
                            value: string;
                            /** @description Occurrences */
                            count: number;
                        }[] | null;
                        /** @description Aggregated dates of birth (YYYY-MM-DD) */
                        names_dobs: {
                            /**
                             * Format: date
                             * @description YYYY-MM-DD
                             */
                            value: string;
                            /** @description Occurrences */
                            count: number;
                        }[] | null;
                        /** @description Attributed dates of birth */
                        names_with_dobs: {
                            first_name: string;
                            last_name: string;
                            /**
                             * Format: date
                             * @description Date of birth, YYYY-MM-DD
                             */
                            value: string;
                            /** @description Occurrences */
                            count: number;
                        }[] | null;
                        /** @description Aggregated addresses */
                        names_addresses: {
                            value: string;
                            /** @description Occurrences */
                            count: number;
                        }[] | null;
                        /** @description Attributed addresses */
                        names_with_addresses: {
                            first_name: string;
                            last_name: string;
                            value: string;
                            /** @description Occurrences */
                            count: number;
                        }[] | null;
                        /** @description ISO 3166 alpha-2 country of the number */
                        country_code: string | null;
                    };
                };
            };
            /** @description INVALID_PAYLOAD, INVALID_CLAIMS, MALFORMED_JSON, DUPLICATED_CUSTOMER_ID, DUPLICATED_TRANSACTION_ID, UNKNOWN_MODEL */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INVALID_API_KEY, ACCOUNT_DISABLED, PRODUCT_NOT_ENABLED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INSUFFICIENT_CREDITS */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description MISSING_API_KEY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNSUPPORTED_VERSION, NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description PRODUCT_NOT_AVAILABLE */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getPhoneMnp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "transaction_id": "txn-1",
                 *       "phone_number": "14155552671"
                 *     }
                 */
                "application/json": {
                    /** @description Caller-chosen identifier; unique per account across the data lookups */
                    transaction_id: string;
                    /** @description Digits only, country code first */
                    phone_number: string;
                };
            };
        };
        responses: {
            /** @description Phone number portability; only is_valid_format (false) for an invalid number */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The phone number has a valid format */
                        is_valid_format: boolean;
                        /** @description Ported from the original network */
                        is_ported?: boolean | null;
                        /** @description Original network name */
                        original_network_name?: string | null;
                        /** @description Original network code */
                        original_network_code?: string | null;
                        /** @description Current network name */
                        current_network_name?: string | null;
                        /** @description Current network code */
                        current_network_code?: string | null;
                        /** @description Times ported (country-specific coverage) */
                        ported_times?: number | null;
                        /**
                         * Format: date
                         * @description First porting date, YYYY-MM-DD (country-specific coverage)
                         */
                        first_ported?: string | null;
                        /**
                         * Format: date
                         * @description Last porting date, YYYY-MM-DD (country-specific coverage)
                         */
                        last_ported?: string | null;
                    };
                };
            };
            /** @description INVALID_PAYLOAD, INVALID_CLAIMS, MALFORMED_JSON, DUPLICATED_CUSTOMER_ID, DUPLICATED_TRANSACTION_ID, UNKNOWN_MODEL */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INVALID_API_KEY, ACCOUNT_DISABLED, PRODUCT_NOT_ENABLED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INSUFFICIENT_CREDITS */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description MISSING_API_KEY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNSUPPORTED_VERSION, NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description PRODUCT_NOT_AVAILABLE */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getIpProxy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "transaction_id": "txn-1",
                 *       "ip": "81.2.69.142"
                 *     }
                 */
                "application/json": {
                    /** @description Caller-chosen identifier; unique per account across the data lookups */
                    transaction_id: string;
                    ip: string;
                };
            };
        };
        responses: {
            /** @description IP proxy lookup; only is_valid_format (false) for an invalid IP */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Structurally valid IP */
                        is_valid_format: boolean;
                        /** @description VPN exit node */
                        is_vpn?: boolean | null;
                        /** @description Privacy relay */
                        is_relay?: boolean | null;
                        /** @description Proxy */
                        is_proxy?: boolean | null;
                        /** @description Tor exit node */
                        is_tor?: boolean | null;
                        /**
                         * @description residential or datacenter, when available
                         * @enum {string|null}
                         */
                        proxy_type?: "datacenter" | "residential" | null;
                    };
                };
            };
            /** @description INVALID_PAYLOAD, INVALID_CLAIMS, MALFORMED_JSON, DUPLICATED_CUSTOMER_ID, DUPLICATED_TRANSACTION_ID, UNKNOWN_MODEL */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INVALID_API_KEY, ACCOUNT_DISABLED, PRODUCT_NOT_ENABLED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INSUFFICIENT_CREDITS */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description MISSING_API_KEY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNSUPPORTED_VERSION, NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description PRODUCT_NOT_AVAILABLE */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    validatePhone: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "phone_number": "+14155552671"
                 *     }
                 */
                "application/json": {
                    /** @description International: E.164 with or without +, or 00 first; separators tolerated. National: with `country` */
                    phone_number: string;
                    /** @description ISO 3166 alpha-2 region of a number written in national format */
                    country?: string;
                };
            };
        };
        responses: {
            /** @description Phone validation: format and type only */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Echo of the request value */
                        phone_number: string;
                        /** @description A valid number of its numbering plan (length and prefix) */
                        is_valid_format: boolean;
                        /** @description A possible length for its country (a looser test than is_valid_format) */
                        is_possible: boolean;
                        /** @description The number in E.164 (+ and digits) when it could be read */
                        e164: string | null;
                        /** @description ISO 3166 alpha-2 region of a valid number */
                        country_code: string | null;
                        /** @description Country calling code, digits */
                        calling_code: string | null;
                        /** @description National format of a valid number */
                        national_format: string | null;
                        /** @description International format of a valid number */
                        international_format: string | null;
                        /**
                         * @description Line type of a valid number (the phone payload's number_type); UNKNOWN otherwise
                         * @enum {string}
                         */
                        number_type: "FIXED_LINE" | "MOBILE" | "FIXED_LINE_OR_MOBILE" | "TOLL_FREE" | "PREMIUM_RATE" | "SHARED_COST" | "VOIP" | "PERSONAL_NUMBER" | "PAGER" | "UAN" | "UNKNOWN" | "EMERGENCY" | "VOICEMAIL" | "SHORT_CODE" | "STANDARD_RATE";
                    };
                };
            };
            /** @description INVALID_PAYLOAD, MALFORMED_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INVALID_API_KEY, ACCOUNT_DISABLED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description MISSING_API_KEY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getCredits: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        account_id: string;
                        environment: "live" | "sandbox";
                        unlimited: boolean;
                        /** @description Credits left; null for unlimited accounts */
                        balance: number | null;
                        /** @description Requests per second per key */
                        rate_limit: number;
                        products: string[];
                        usage: {
                            /**
                             * Format: date-time
                             * @description Start of the current calendar month (UTC)
                             */
                            since: string;
                            calls: number;
                            credits: number;
                            by_operation: {
                                operation: string;
                                calls: number;
                                credits: number;
                            }[];
                        };
                        /** @description Credits per call by operation */
                        prices: {
                            [key: string]: number;
                        };
                    };
                };
            };
            /** @description INVALID_API_KEY, ACCOUNT_DISABLED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description MISSING_API_KEY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listReasonCodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reason_codes: {
                            code: string;
                            kind: "RISK" | "TRUST";
                            area: string;
                            name: string;
                            description: string;
                            /** @description Points in the standard scorecard of its area */
                            weight: number;
                        }[];
                        clusters: {
                            /**
                             * @description Score band
                             * @enum {string}
                             */
                            cluster: "very_low" | "low" | "review" | "high" | "very_high";
                            /** @description 0..1000, low = risky */
                            min: number;
                            /** @description 0..1000, low = risky */
                            max: number;
                        }[];
                    };
                };
            };
            /** @description INVALID_API_KEY, ACCOUNT_DISABLED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description MISSING_API_KEY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getResolution: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A resolution id (res_…), or the transaction_id a call answered with (login results `txn_…`, a data lookup's transaction_id)
                 * @example res_unknown
                 */
                resolution_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resolution_id: string;
                        operation: string;
                        customer_id: string | null;
                        transaction_id: string | null;
                        /** Format: date-time */
                        created_at: string;
                        /** @description Credits the call cost */
                        price: number;
                        explanation: {
                            /** @description Per product (and the score block): the model, its base, the points of each reason code and the total behind the score */
                            scores: {
                                [key: string]: {
                                    model_id: string;
                                    base: number;
                                    contributions: {
                                        code: string;
                                        points: number;
                                    }[];
                                    total: number;
                                    score: number;
                                    score_cluster: string;
                                    /** @description Sandbox keys only: the documented sandbox rule that gave this score (docs/sandbox.md, "Choosing the score: keywords") */
                                    sandbox?: {
                                        /** @enum {string} */
                                        rule: "live_score" | "keyword_in_band" | "keyword_steered" | "keyword_base_moved";
                                        keyword_cluster: string | null;
                                        codes_added: string[];
                                        scorecard_base: number;
                                    };
                                } | null;
                            };
                            /** @description Each lookup of the call: whether it answered, why not, and how long it took */
                            providers: {
                                provider: string;
                                ok: boolean;
                                reason?: string;
                                ms: number;
                                cached?: boolean;
                            }[];
                            /** @description idrisk extension: the decision of the account's policy and how each rule came to it (docs/rules.md) */
                            decision?: {
                                /** @description pol_…@N */
                                policy_version: string;
                                /** @description SHA-256 of the canonical policy document */
                                policy_hash: string;
                                /** @enum {string} */
                                outcome: "approve" | "review" | "decline";
                                tags: string[];
                                points: {
                                    code: string;
                                    points: number;
                                    rule: string;
                                }[];
                                /** @description Every rule of the policy in order, matched or not; `reads` holds the values read by the rules that matched or failed (empty for the others) */
                                rules: {
                                    id: string;
                                    name: string;
                                    matched: boolean;
                                    /** @description Every value the condition read, in order */
                                    reads: {
                                        expr: string;
                                        value: unknown;
                                    }[];
                                    actions: {
                                        /** @enum {string} */
                                        type: "points" | "decision" | "add_to_list" | "tag";
                                        /** @description points: the account's own reason code (RX…, TX…) */
                                        code?: string;
                                        /** @description points: added to the score's total */
                                        points?: number;
                                        /**
                                         * @description decision
                                         * @enum {string}
                                         */
                                        outcome?: "approve" | "review" | "decline";
                                        /** @description add_to_list: the list */
                                        list?: string;
                                        /** @description add_to_list: which touch point of the call */
                                        touchpoint?: string;
                                        /** @description add_to_list: the item's expiry */
                                        expires_in_days?: number;
                                        /** @description tag */
                                        tag?: string;
                                    }[];
                                    /** @description Why the rule was skipped (it failed at run time; reason code RG004) */
                                    error?: string;
                                }[];
                            };
                        } & {
                            [key: string]: unknown;
                        };
                        /** @description The body the call answered with */
                        response: unknown;
                    };
                };
            };
            /** @description INVALID_API_KEY, ACCOUNT_DISABLED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description MISSING_API_KEY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Caller-chosen identifier; unique per account on every request
                 * @example unknown-customer
                 */
                customer_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resolution_id: string;
                        customer_id: string;
                        /** @description The endpoint of the call: phone, email, ip, domain, device, name, hub, ... */
                        operation: string;
                        transaction_id: string | null;
                        /** @description `done`, or `pending` while background work runs (domain intelligence) */
                        status: string;
                        /** Format: date-time */
                        created_at: string;
                        /** @description Credits the call cost */
                        price: number;
                        score: number | null;
                        score_cluster: string | null;
                        reason_codes: string | null;
                        explanation: unknown | null;
                        response: unknown | null;
                    };
                };
            };
            /** @description INVALID_API_KEY, ACCOUNT_DISABLED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description MISSING_API_KEY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Caller-chosen identifier; unique per account on every request
                 * @example unknown-customer
                 */
                customer_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erased (or already erased) */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description INVALID_API_KEY, ACCOUNT_DISABLED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description MISSING_API_KEY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listLists: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        lists: {
                            /** @description lst_… */
                            id: string;
                            name: string;
                            /** @enum {string} */
                            kind: "phone" | "email" | "email_domain" | "ip" | "cidr" | "name" | "device_id" | "username";
                            description: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        }[];
                    };
                };
            };
            /** @description INVALID_API_KEY, ACCOUNT_DISABLED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description MISSING_API_KEY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "blocked_emails",
                 *       "kind": "email",
                 *       "description": "Emails of confirmed fraud"
                 *     }
                 */
                "application/json": {
                    /** @description Unique per account: lower-case letters, digits, _ and - */
                    name: string;
                    /**
                     * @description What the items are; values are normalized by kind (docs/rules.md#lists)
                     * @enum {string}
                     */
                    kind: "phone" | "email" | "email_domain" | "ip" | "cidr" | "name" | "device_id" | "username";
                    description?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description lst_… */
                        id: string;
                        name: string;
                        /** @enum {string} */
                        kind: "phone" | "email" | "email_domain" | "ip" | "cidr" | "name" | "device_id" | "username";
                        description: string | null;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                    };
                };
            };
            /** @description INVALID_API_KEY, ACCOUNT_DISABLED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description MISSING_API_KEY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getList: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Unique per account: lower-case letters, digits, _ and -
                 * @example unknown-list
                 */
                list: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description lst_… */
                        id: string;
                        name: string;
                        /** @enum {string} */
                        kind: "phone" | "email" | "email_domain" | "ip" | "cidr" | "name" | "device_id" | "username";
                        description: string | null;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        /** @description Items stored (expired ones included until removed) */
                        items: number;
                    };
                };
            };
            /** @description INVALID_API_KEY, ACCOUNT_DISABLED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description MISSING_API_KEY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteList: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Unique per account: lower-case letters, digits, _ and -
                 * @example unknown-list
                 */
                list: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description INVALID_API_KEY, ACCOUNT_DISABLED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description MISSING_API_KEY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listListItems: {
        parameters: {
            query?: {
                /**
                 * @description next_cursor of the previous page
                 * @example
                 */
                cursor?: string;
                /**
                 * @description Items per page, 1..1000 (default 100)
                 * @example 100
                 */
                limit?: string;
            };
            header?: never;
            path: {
                /**
                 * @description Unique per account: lower-case letters, digits, _ and -
                 * @example unknown-list
                 */
                list: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** @description The normalized value */
                            value: string;
                            /** Format: date-time */
                            expires_at: string | null;
                            /** @description key:<api key id>, cli:<user> or rule:<policy version>/<rule id> */
                            author: string;
                            comment: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description INVALID_PAYLOAD */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INVALID_API_KEY, ACCOUNT_DISABLED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description MISSING_API_KEY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    addListItems: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Unique per account: lower-case letters, digits, _ and -
                 * @example unknown-list
                 */
                list: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "items": [
                 *         {
                 *           "value": "fraud@example.com",
                 *           "comment": "chargeback 2026-11"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    items: {
                        value: string;
                        /**
                         * Format: date-time
                         * @description When the item stops matching; absent or null: never
                         */
                        expires_at?: string | null;
                        comment?: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        list: string;
                        /** @description Distinct normalized values added (or updated), or removed */
                        count: number;
                    };
                };
            };
            /** @description INVALID_PAYLOAD, MALFORMED_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INVALID_API_KEY, ACCOUNT_DISABLED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description MISSING_API_KEY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    removeListItems: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Unique per account: lower-case letters, digits, _ and -
                 * @example unknown-list
                 */
                list: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "values": [
                 *         "fraud@example.com"
                 *       ]
                 *     }
                 */
                "application/json": {
                    values: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        list: string;
                        /** @description Distinct normalized values added (or updated), or removed */
                        count: number;
                    };
                };
            };
            /** @description INVALID_PAYLOAD, MALFORMED_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INVALID_API_KEY, ACCOUNT_DISABLED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description MISSING_API_KEY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listLabels: {
        parameters: {
            query?: {
                /**
                 * @description next_cursor of the previous page
                 * @example
                 */
                cursor?: string;
                /**
                 * @description Items per page, 1..1000 (default 100)
                 * @example 100
                 */
                limit?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        labels: {
                            /** @description lbl_… */
                            label_id: string;
                            resolution_id: string;
                            customer_id: string | null;
                            /** @enum {string} */
                            tag: "fraud" | "chargeback" | "suspected_fraud" | "not_fraud" | "spam_or_abuse";
                            /** Format: date-time */
                            occurred_at: string | null;
                            notes: string | null;
                            /** Format: date-time */
                            created_at: string;
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description INVALID_PAYLOAD */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INVALID_API_KEY, ACCOUNT_DISABLED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description MISSING_API_KEY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createLabels: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "labels": [
                 *         {
                 *           "resolution_id": "res_unknown",
                 *           "tag": "fraud"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    labels: {
                        resolution_id?: string;
                        /** @description Caller-chosen identifier; unique per account on every request */
                        customer_id?: string;
                        /** @enum {string} */
                        tag: "fraud" | "chargeback" | "suspected_fraud" | "not_fraud" | "spam_or_abuse";
                        /**
                         * Format: date-time
                         * @description When the fraud (or chargeback...) happened
                         */
                        occurred_at?: string;
                        notes?: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        labels: {
                            /** @description lbl_… */
                            label_id: string;
                            resolution_id: string;
                            customer_id: string | null;
                            /** @enum {string} */
                            tag: "fraud" | "chargeback" | "suspected_fraud" | "not_fraud" | "spam_or_abuse";
                            /** Format: date-time */
                            occurred_at: string | null;
                            notes: string | null;
                            /** Format: date-time */
                            created_at: string;
                        }[];
                    };
                };
            };
            /** @description INVALID_PAYLOAD, MALFORMED_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INVALID_API_KEY, ACCOUNT_DISABLED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description MISSING_API_KEY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description NOT_FOUND (a resolution_id or customer_id the account has no live resolution for; nothing stored) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    submitBulk: {
        parameters: {
            query?: {
                /**
                 * @description Claims of every row, comma-separated: one product (phone, email, ip, domain, device, name) or hub claims (phone, email, ip, name, score). Required (here or as a multipart field)
                 * @example email
                 */
                claims?: string;
                /**
                 * @description Column mapping, comma-separated column=field pairs (fields: customer_id, phone_number, email, ip, first_name, last_name, domain, user_agent). Columns named as a field are mapped without it
                 * @example Mail=email
                 */
                map?: string;
                /**
                 * @description Answer fields copied into each result row, comma-separated dotted paths (email.disposable, phone.carrier)
                 * @example email.disposable
                 */
                fields?: string;
                /**
                 * @description File format; default from Content-Type (text/csv, application/x-ndjson) or the file name (.csv, .jsonl, .ndjson, with or without .gz)
                 * @example csv
                 */
                format?: "csv" | "jsonl";
                /**
                 * @description Scoring model of every row, as model_id of the same call
                 * @example email_score
                 */
                model_id?: string;
                /**
                 * @description Where bulk.completed is sent instead of the account's webhook URL (signed with the account's secret)
                 * @example https://hooks.example.com/bulk
                 */
                webhook_url?: string;
                /**
                 * @description Score only the first N rows (1..100), free: a preview
                 * @example 10
                 */
                sample?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The file, streamed: as the raw body (CSV, JSONL, or either gzipped; the options in the query), or as multipart/form-data with the option fields first and then one file part (its name is free; `file` by convention). gzip is recognised by its first bytes. */
        requestBody: {
            content: {
                /**
                 * @example customer_id,email
                 *     u-1001,ann.lee@example.com
                 */
                "text/csv": string;
                /** @example {"customer_id":"u-1001","email":"ann.lee@example.com"} */
                "application/x-ndjson": string;
                "application/gzip": string;
                "application/octet-stream": string;
                /**
                 * @example {
                 *       "claims": "email",
                 *       "map": "Mail=email",
                 *       "file": "ref,Mail\nu-1001,ann.lee@example.com\n"
                 *     }
                 */
                "multipart/form-data": {
                    /** @description Claims of every row, comma-separated: one product (phone, email, ip, domain, device, name) or hub claims (phone, email, ip, name, score). Required (here or as a multipart field) */
                    claims?: string;
                    /** @description Column mapping, comma-separated column=field pairs (fields: customer_id, phone_number, email, ip, first_name, last_name, domain, user_agent). Columns named as a field are mapped without it */
                    map?: string;
                    /** @description Answer fields copied into each result row, comma-separated dotted paths (email.disposable, phone.carrier) */
                    fields?: string;
                    /** @description File format; default from Content-Type (text/csv, application/x-ndjson) or the file name (.csv, .jsonl, .ndjson, with or without .gz) */
                    format?: "csv" | "jsonl";
                    /** @description Scoring model of every row, as model_id of the same call */
                    model_id?: string;
                    /** @description Where bulk.completed is sent instead of the account's webhook URL (signed with the account's secret) */
                    webhook_url?: string;
                    /** @description Score only the first N rows (1..100), free: a preview */
                    sample?: string;
                    /**
                     * Format: binary
                     * @description The file (text/csv, application/x-ndjson, application/gzip, application/octet-stream); a name ending .csv, .jsonl or .ndjson (with or without .gz) gives the format
                     */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description blk_… */
                        id: string;
                        /** @description paused: the credits ran out; it goes on by itself once the balance covers a row */
                        status: "queued" | "parsing" | "running" | "paused" | "completed" | "failed" | "cancelled";
                        environment: string;
                        /** @description hub, or the product every row is scored by */
                        operation: string;
                        claims: string[];
                        format: string;
                        model_id: string | null;
                        sample: number | null;
                        /** @description Bytes received (gzip as sent) */
                        bytes: number;
                        /** @description Records in the file; null until it is all parsed */
                        rows_total: number | null;
                        rows_parsed: number;
                        /** @description Rows scored */
                        rows_done: number;
                        /** @description Rows whose call was refused after validation (a duplicate customer_id, an engine timeout): free */
                        rows_failed: number;
                        /** @description Rows refused by validation (unreadable, a field missing or malformed): free */
                        rows_invalid: number;
                        /** @description Rows with the touch points of an earlier row: skipped, free */
                        duplicates_skipped: number;
                        rows_pending: number;
                        credits_spent: number;
                        score_clusters: {
                            [key: string]: number;
                        };
                        reason_codes: {
                            [key: string]: number;
                        };
                        decisions: {
                            [key: string]: number;
                        };
                        /** @description Why the job is paused or failed */
                        error: {
                            code: string;
                            detail: string;
                        } | null;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        finished_at: string | null;
                    };
                };
            };
            /** @description INVALID_PAYLOAD, INVALID_CLAIMS */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INVALID_API_KEY, ACCOUNT_DISABLED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INSUFFICIENT_CREDITS */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description MISSING_API_KEY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description REQUEST_TIMEOUT */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getBulk: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The job id (blk_…)
                 * @example blk_unknown
                 */
                bulk_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description blk_… */
                        id: string;
                        /** @description paused: the credits ran out; it goes on by itself once the balance covers a row */
                        status: "queued" | "parsing" | "running" | "paused" | "completed" | "failed" | "cancelled";
                        environment: string;
                        /** @description hub, or the product every row is scored by */
                        operation: string;
                        claims: string[];
                        format: string;
                        model_id: string | null;
                        sample: number | null;
                        /** @description Bytes received (gzip as sent) */
                        bytes: number;
                        /** @description Records in the file; null until it is all parsed */
                        rows_total: number | null;
                        rows_parsed: number;
                        /** @description Rows scored */
                        rows_done: number;
                        /** @description Rows whose call was refused after validation (a duplicate customer_id, an engine timeout): free */
                        rows_failed: number;
                        /** @description Rows refused by validation (unreadable, a field missing or malformed): free */
                        rows_invalid: number;
                        /** @description Rows with the touch points of an earlier row: skipped, free */
                        duplicates_skipped: number;
                        rows_pending: number;
                        credits_spent: number;
                        score_clusters: {
                            [key: string]: number;
                        };
                        reason_codes: {
                            [key: string]: number;
                        };
                        decisions: {
                            [key: string]: number;
                        };
                        /** @description Why the job is paused or failed */
                        error: {
                            code: string;
                            detail: string;
                        } | null;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        finished_at: string | null;
                    };
                };
            };
            /** @description INVALID_API_KEY, ACCOUNT_DISABLED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description MISSING_API_KEY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    cancelBulk: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The job id (blk_…)
                 * @example blk_unknown
                 */
                bulk_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description blk_… */
                        id: string;
                        /** @description paused: the credits ran out; it goes on by itself once the balance covers a row */
                        status: "queued" | "parsing" | "running" | "paused" | "completed" | "failed" | "cancelled";
                        environment: string;
                        /** @description hub, or the product every row is scored by */
                        operation: string;
                        claims: string[];
                        format: string;
                        model_id: string | null;
                        sample: number | null;
                        /** @description Bytes received (gzip as sent) */
                        bytes: number;
                        /** @description Records in the file; null until it is all parsed */
                        rows_total: number | null;
                        rows_parsed: number;
                        /** @description Rows scored */
                        rows_done: number;
                        /** @description Rows whose call was refused after validation (a duplicate customer_id, an engine timeout): free */
                        rows_failed: number;
                        /** @description Rows refused by validation (unreadable, a field missing or malformed): free */
                        rows_invalid: number;
                        /** @description Rows with the touch points of an earlier row: skipped, free */
                        duplicates_skipped: number;
                        rows_pending: number;
                        credits_spent: number;
                        score_clusters: {
                            [key: string]: number;
                        };
                        reason_codes: {
                            [key: string]: number;
                        };
                        decisions: {
                            [key: string]: number;
                        };
                        /** @description Why the job is paused or failed */
                        error: {
                            code: string;
                            detail: string;
                        } | null;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        finished_at: string | null;
                    };
                };
            };
            /** @description INVALID_API_KEY, ACCOUNT_DISABLED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description MISSING_API_KEY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getBulkResults: {
        parameters: {
            query?: {
                /**
                 * @description json (default): a page; csv and jsonl: every row, streamed
                 * @example json
                 */
                format?: "json" | "csv" | "jsonl";
                /**
                 * @description next_cursor of the previous page
                 * @example 0
                 */
                cursor?: string;
                /**
                 * @description Rows per page, 1..1000 (default 100)
                 * @example 100
                 */
                limit?: string;
                /**
                 * @description format=csv: true (default) puts a single quote before caller text that a spreadsheet would read as a formula (starts with =, +, -, @, tab or CR; plain numbers excepted); false writes it as it came (a program reads the file)
                 * @example true
                 */
                formula_guard?: "true" | "false";
            };
            header?: never;
            path: {
                /**
                 * @description The job id (blk_…)
                 * @example blk_unknown
                 */
                bulk_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            line: number;
                            status: "pending" | "done" | "invalid" | "failed" | "duplicate";
                            customer_id: string | null;
                            resolution_id: string | null;
                            score: number | null;
                            score_cluster: string | null;
                            reason_codes: string | null;
                            decision: string | null;
                            credits: number;
                            error_code: string | null;
                            error_detail: string | null;
                            /** @description The record as read from the file */
                            input: {
                                [key: string]: string;
                            };
                            /** @description The chosen answer fields */
                            fields: {
                                [key: string]: unknown;
                            };
                        }[];
                        /** @description Pass as cursor for the next page; null on the last */
                        next_cursor: string | null;
                    };
                };
            };
            /** @description INVALID_PAYLOAD */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INVALID_API_KEY, ACCOUNT_DISABLED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description MISSING_API_KEY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    legacyScorePhone: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Flat form of POST /1.0/phone: `phone` stands for phone_number */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "customer_id": "cust-1",
                 *       "phone": "+14155552671"
                 *     }
                 */
                "application/json": {
                    /** @description Caller-chosen identifier; unique per account on every request */
                    customer_id: string;
                    /** @description E.164, with or without + */
                    phone: string;
                    /** @description Seconds the data enrichment may take (1.7..10); default 3 */
                    timeout?: number;
                };
            };
        };
        responses: {
            /** @description Flat phone answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Identifier of the resolution created by the call (res_…) */
                        resolution_id: string;
                        /** @description Echo of the request value */
                        customer_id: string;
                        /** @description The claims the flat fields stood for */
                        claims: string[];
                        /** Format: date-time */
                        device_request_time: string;
                        /** @description idrisk extension: the decision of the account's published policy for this operation (docs/rules.md); absent without one */
                        decision?: {
                            /**
                             * @description The most severe outcome of the matched rules; approve when none set one
                             * @enum {string}
                             */
                            outcome: "approve" | "review" | "decline";
                            /** @description The policy version that decided: pol_…@N */
                            policy_version: string;
                            /** @description The rules that matched, in policy order */
                            rules: {
                                id: string;
                                name: string;
                                /** @description The actions the rule took (points, decision, add_to_list, tag) */
                                actions: {
                                    /** @enum {string} */
                                    type: "points" | "decision" | "add_to_list" | "tag";
                                    /** @description points: the account's own reason code (RX…, TX…) */
                                    code?: string;
                                    /** @description points: added to the score's total */
                                    points?: number;
                                    /**
                                     * @description decision
                                     * @enum {string}
                                     */
                                    outcome?: "approve" | "review" | "decline";
                                    /** @description add_to_list: the list */
                                    list?: string;
                                    /** @description add_to_list: which touch point of the call */
                                    touchpoint?: string;
                                    /** @description add_to_list: the item's expiry */
                                    expires_in_days?: number;
                                    /** @description tag */
                                    tag?: string;
                                }[];
                            }[];
                        };
                        /** @description Phone number echoed */
                        phone_value: string | null;
                        /**
                         * @deprecated
                         * @description DEPRECATED. Line type; use number_type, removed in version 2.0
                         */
                        phone_type: string | null;
                        /** @description Number belongs to a temporary phone service */
                        phone_is_disposable: boolean | null;
                        /** @description Temporary phone provider, when detected */
                        phone_disposable_provider_name: string | null;
                        /** @description Number has a suspicious format */
                        phone_is_suspicious_format: boolean | null;
                        /** @description Number has a valid format */
                        phone_is_valid_format: boolean | null;
                        /** @description ISO 3166 alpha-2 code of the original network location */
                        phone_country_code: string | null;
                        /** @description Ported from the original to a different current network */
                        phone_is_ported: boolean | null;
                        /** @description Original operator name */
                        phone_original_network: string | null;
                        /** @description Current operator name */
                        phone_current_network: string | null;
                        /** @description Original operator code */
                        phone_original_mno_code: string | null;
                        /** @description Current operator code */
                        phone_current_mno_code: string | null;
                        /**
                         * Format: date
                         * @description First porting date (YYYY-MM-DD)
                         */
                        phone_first_ported: string | null;
                        /**
                         * Format: date
                         * @description Last porting date (YYYY-MM-DD)
                         */
                        phone_last_ported: string | null;
                        /** @description Number of operator changes */
                        phone_ported_times: number | null;
                        /**
                         * @description Line type of the number
                         * @enum {string|null}
                         */
                        phone_number_type: "FIXED_LINE" | "MOBILE" | "FIXED_LINE_OR_MOBILE" | "TOLL_FREE" | "PREMIUM_RATE" | "SHARED_COST" | "VOIP" | "PERSONAL_NUMBER" | "PAGER" | "UAN" | "UNKNOWN" | "EMERGENCY" | "VOICEMAIL" | "SHORT_CODE" | "STANDARD_RATE" | null;
                        /**
                         * @description Caller type: BUSINESS or CONSUMER
                         * @enum {string|null}
                         */
                        phone_caller_type: "BUSINESS" | "CONSUMER" | null;
                        /** @description Company name, when caller_type is BUSINESS */
                        phone_caller_company_name: string | null;
                        /** @description A WhatsApp profile exists for the number */
                        phone_has_whatsapp: boolean | null;
                        /** @description A Telegram profile exists for the number */
                        phone_has_telegram: boolean | null;
                        /** @description Public URL of the Telegram profile picture */
                        phone_telegram_image: string | null;
                        /** @description Telegram profile first name */
                        phone_telegram_first_name: string | null;
                        /** @description Telegram profile last name */
                        phone_telegram_last_name: string | null;
                        /** @description Telegram username */
                        phone_telegram_username: string | null;
                        /**
                         * @description Telegram profile privacy: public or private
                         * @enum {string|null}
                         */
                        phone_telegram_privacy_status: "public" | "private" | null;
                        /** @description Score 0..1000; low means higher risk */
                        phone_score: number | null;
                        /**
                         * @description Score band: very_low, low, review, high, very_high
                         * @enum {string|null}
                         */
                        phone_score_cluster: "very_low" | "low" | "review" | "high" | "very_high" | null;
                        /** @description Number found on amazon */
                        phone_has_amazon: boolean | null;
                        /** @description Number found on ea */
                        phone_has_ea: boolean | null;
                        /** @description Number found on google */
                        phone_has_google: boolean | null;
                        /** @description Number found on office365 */
                        phone_has_office365: boolean | null;
                        /** @description Number found on instagram */
                        phone_has_instagram: boolean | null;
                        /** @description Number found on facebook */
                        phone_has_facebook: boolean | null;
                        /** @description Number found on twitter */
                        phone_has_twitter: boolean | null;
                        /** @description Number found on flipkart */
                        phone_has_flipkart: boolean | null;
                        /** @description Number found on didi */
                        phone_has_didi: boolean | null;
                        /** @description Number found on aliexpress */
                        phone_has_aliexpress: boolean | null;
                        /** @description Number found on apple */
                        phone_has_apple: boolean | null;
                        /** @description Number found on snapchat */
                        phone_has_snapchat: boolean | null;
                        /** @description Number found on weibo */
                        phone_has_weibo: boolean | null;
                        /** @description Number found on openai */
                        phone_has_openai: boolean | null;
                        /** @description Owner first name, when known */
                        phone_first_name: string | null;
                        /** @description Owner last name, when known */
                        phone_last_name: string | null;
                        /**
                         * Format: date
                         * @description Owner date of birth (YYYY-MM-DD), when known
                         */
                        phone_birth_date: string | null;
                        /** @description Total data breaches the number appears in */
                        phone_data_breaches_count: number | null;
                        /**
                         * Format: date
                         * @description Date of the first breach (YYYY-MM-DD)
                         */
                        phone_data_breaches_first_breach: string | null;
                        /**
                         * Format: date
                         * @description Date of the last breach (YYYY-MM-DD)
                         */
                        phone_data_breaches_last_breach: string | null;
                        /** @description First 10 breaches as name,date entries separated by | */
                        phone_data_breaches_list: string | null;
                        /** @description JSON string: list of breach entries (id, date, title, optional names, emails) */
                        phone_data_breaches_data: string | null;
                        /** @description JSON string: lists names, emails, phones aggregated with counts */
                        phone_data_breaches_data_lists: string | null;
                        /**
                         * @description Consistency of the names across breaches
                         * @enum {string|null}
                         */
                        phone_data_breaches_name_consistency: "MATCH" | "PARTIAL_MATCH" | "NO_MATCH" | null;
                        /**
                         * @description Consistency of the emails across breaches
                         * @enum {string|null}
                         */
                        phone_data_breaches_email_consistency: "MATCH" | "PARTIAL_MATCH" | "NO_MATCH" | null;
                        /** @description Count of masked partial phone numbers */
                        phone_phone_partials_count: number | null;
                        /** @description Count of masked partial emails */
                        phone_email_partials_count: number | null;
                        /** @description Masked partial phone numbers, comma-separated */
                        phone_phone_partials_list: string | null;
                        /** @description Masked partial emails, comma-separated */
                        phone_email_partials_list: string | null;
                        /** @description Comma-separated risk (R...) and trust (T...) signals */
                        phone_reason_codes: string | null;
                        /** @description Emails linked to the number */
                        phone_identity_email_count: number | null;
                        /** @description IPs linked to the number */
                        phone_identity_ip_count: number | null;
                        /** @description Names linked to the number */
                        phone_identity_name_count: number | null;
                        /**
                         * Format: date
                         * @description Date the number was first seen (YYYY-MM-DD)
                         */
                        phone_first_seen: string | null;
                        /** @description Days since the number was first seen */
                        phone_first_seen_days: number | null;
                        /** @description JSON string with first_name, last_name, confidence */
                        phone_to_name: string | null;
                        /** @description JSON string with value, confidence */
                        phone_to_username: string | null;
                        /** @description JSON string with masked value, confidence */
                        phone_to_email: string | null;
                        /** @description A username is linked to the number */
                        phone_has_to_username: boolean | null;
                        /** @description Confidence level of the linked username, e.g. HIGH */
                        phone_has_to_username_confidence: string | null;
                        /** @description An email is linked to the number */
                        phone_has_to_email: boolean | null;
                        /**
                         * @description Where profile image 1 comes from: telegram, whatsapp or skype
                         * @enum {string|null}
                         */
                        phone_image_source: "telegram" | "whatsapp" | "skype" | null;
                        /** @description Labels detected in image 1 as label,confidence pairs separated by | */
                        phone_image_labels: string | null;
                        /** @description Labels of the first face of image 1 as label,confidence pairs separated by | */
                        phone_face1_labels: string | null;
                        /** @description Bounding box of the first face of image 1: Width,Height,Left,Top (ratios of the image) */
                        phone_face1_bounding_box: string | null;
                        /** @description Estimated age range of the first face of image 1, e.g. 25-35 */
                        phone_face1_age_range: string | null;
                        /** @description The first face of image 1 matches a celebrity */
                        phone_face1_is_celebrity: boolean | null;
                        /** @description Celebrity matched by the first face of image 1 */
                        phone_face1_celebrity_name: string | null;
                        /** @description Labels of the second face of image 1 as label,confidence pairs separated by | */
                        phone_face2_labels: string | null;
                        /** @description Bounding box of the second face of image 1: Width,Height,Left,Top (ratios of the image) */
                        phone_face2_bounding_box: string | null;
                        /** @description Estimated age range of the second face of image 1, e.g. 25-35 */
                        phone_face2_age_range: string | null;
                        /** @description The second face of image 1 matches a celebrity */
                        phone_face2_is_celebrity: boolean | null;
                        /** @description Celebrity matched by the second face of image 1 */
                        phone_face2_celebrity_name: string | null;
                        /** @description Labels of the third face of image 1 as label,confidence pairs separated by | */
                        phone_face3_labels: string | null;
                        /** @description Bounding box of the third face of image 1: Width,Height,Left,Top (ratios of the image) */
                        phone_face3_bounding_box: string | null;
                        /** @description Estimated age range of the third face of image 1, e.g. 25-35 */
                        phone_face3_age_range: string | null;
                        /** @description The third face of image 1 matches a celebrity */
                        phone_face3_is_celebrity: boolean | null;
                        /** @description Celebrity matched by the third face of image 1 */
                        phone_face3_celebrity_name: string | null;
                        /**
                         * @description Where profile image 2 comes from: telegram, whatsapp or skype
                         * @enum {string|null}
                         */
                        phone_image2_source: "telegram" | "whatsapp" | "skype" | null;
                        /** @description Labels detected in image 2 as label,confidence pairs separated by | */
                        phone_image2_labels: string | null;
                        /** @description Labels of the first face of image 2 as label,confidence pairs separated by | */
                        phone_image2_face1_labels: string | null;
                        /** @description Bounding box of the first face of image 2: Width,Height,Left,Top (ratios of the image) */
                        phone_image2_face1_bounding_box: string | null;
                        /** @description Estimated age range of the first face of image 2, e.g. 25-35 */
                        phone_image2_face1_age_range: string | null;
                        /** @description The first face of image 2 matches a celebrity */
                        phone_image2_face1_is_celebrity: boolean | null;
                        /** @description Celebrity matched by the first face of image 2 */
                        phone_image2_face1_celebrity_name: string | null;
                        /** @description Labels of the second face of image 2 as label,confidence pairs separated by | */
                        phone_image2_face2_labels: string | null;
                        /** @description Bounding box of the second face of image 2: Width,Height,Left,Top (ratios of the image) */
                        phone_image2_face2_bounding_box: string | null;
                        /** @description Estimated age range of the second face of image 2, e.g. 25-35 */
                        phone_image2_face2_age_range: string | null;
                        /** @description The second face of image 2 matches a celebrity */
                        phone_image2_face2_is_celebrity: boolean | null;
                        /** @description Celebrity matched by the second face of image 2 */
                        phone_image2_face2_celebrity_name: string | null;
                        /** @description Labels of the third face of image 2 as label,confidence pairs separated by | */
                        phone_image2_face3_labels: string | null;
                        /** @description Bounding box of the third face of image 2: Width,Height,Left,Top (ratios of the image) */
                        phone_image2_face3_bounding_box: string | null;
                        /** @description Estimated age range of the third face of image 2, e.g. 25-35 */
                        phone_image2_face3_age_range: string | null;
                        /** @description The third face of image 2 matches a celebrity */
                        phone_image2_face3_is_celebrity: boolean | null;
                        /** @description Celebrity matched by the third face of image 2 */
                        phone_image2_face3_celebrity_name: string | null;
                        /**
                         * @description Where profile image 3 comes from: telegram, whatsapp or skype
                         * @enum {string|null}
                         */
                        phone_image3_source: "telegram" | "whatsapp" | "skype" | null;
                        /** @description Labels detected in image 3 as label,confidence pairs separated by | */
                        phone_image3_labels: string | null;
                        /** @description Labels of the first face of image 3 as label,confidence pairs separated by | */
                        phone_image3_face1_labels: string | null;
                        /** @description Bounding box of the first face of image 3: Width,Height,Left,Top (ratios of the image) */
                        phone_image3_face1_bounding_box: string | null;
                        /** @description Estimated age range of the first face of image 3, e.g. 25-35 */
                        phone_image3_face1_age_range: string | null;
                        /** @description The first face of image 3 matches a celebrity */
                        phone_image3_face1_is_celebrity: boolean | null;
                        /** @description Celebrity matched by the first face of image 3 */
                        phone_image3_face1_celebrity_name: string | null;
                        /** @description Labels of the second face of image 3 as label,confidence pairs separated by | */
                        phone_image3_face2_labels: string | null;
                        /** @description Bounding box of the second face of image 3: Width,Height,Left,Top (ratios of the image) */
                        phone_image3_face2_bounding_box: string | null;
                        /** @description Estimated age range of the second face of image 3, e.g. 25-35 */
                        phone_image3_face2_age_range: string | null;
                        /** @description The second face of image 3 matches a celebrity */
                        phone_image3_face2_is_celebrity: boolean | null;
                        /** @description Celebrity matched by the second face of image 3 */
                        phone_image3_face2_celebrity_name: string | null;
                        /** @description Labels of the third face of image 3 as label,confidence pairs separated by | */
                        phone_image3_face3_labels: string | null;
                        /** @description Bounding box of the third face of image 3: Width,Height,Left,Top (ratios of the image) */
                        phone_image3_face3_bounding_box: string | null;
                        /** @description Estimated age range of the third face of image 3, e.g. 25-35 */
                        phone_image3_face3_age_range: string | null;
                        /** @description The third face of image 3 matches a celebrity */
                        phone_image3_face3_is_celebrity: boolean | null;
                        /** @description Celebrity matched by the third face of image 3 */
                        phone_image3_face3_celebrity_name: string | null;
                        /** @description Pair 1: the faces of two profile images belong to the same person */
                        phone_faces_similarity1: boolean | null;
                        /** @description Pair 1: URL of the first image compared */
                        phone_faces_similarity1_image1: string | null;
                        /** @description Pair 1: URL of the second image compared */
                        phone_faces_similarity1_image2: string | null;
                        /** @description Pair 1: face bounding box in the first image (Width,Height,Left,Top) */
                        phone_faces_similarity1_image1_bounding_box: string | null;
                        /** @description Pair 1: face bounding box in the second image (Width,Height,Left,Top) */
                        phone_faces_similarity1_image2_bounding_box: string | null;
                        /** @description Pair 2: the faces of two profile images belong to the same person */
                        phone_faces_similarity2: boolean | null;
                        /** @description Pair 2: URL of the first image compared */
                        phone_faces_similarity2_image1: string | null;
                        /** @description Pair 2: URL of the second image compared */
                        phone_faces_similarity2_image2: string | null;
                        /** @description Pair 2: face bounding box in the first image (Width,Height,Left,Top) */
                        phone_faces_similarity2_image1_bounding_box: string | null;
                        /** @description Pair 2: face bounding box in the second image (Width,Height,Left,Top) */
                        phone_faces_similarity2_image2_bounding_box: string | null;
                        /** @description Pair 3: the faces of two profile images belong to the same person */
                        phone_faces_similarity3: boolean | null;
                        /** @description Pair 3: URL of the first image compared */
                        phone_faces_similarity3_image1: string | null;
                        /** @description Pair 3: URL of the second image compared */
                        phone_faces_similarity3_image2: string | null;
                        /** @description Pair 3: face bounding box in the first image (Width,Height,Left,Top) */
                        phone_faces_similarity3_image1_bounding_box: string | null;
                        /** @description Pair 3: face bounding box in the second image (Width,Height,Left,Top) */
                        phone_faces_similarity3_image2_bounding_box: string | null;
                        /**
                         * @deprecated
                         * @description DEPRECATED. WhatsApp profile picture URL
                         */
                        phone_whatsapp_image: string | null;
                        /**
                         * @deprecated
                         * @description DEPRECATED. WhatsApp profile privacy: public or private
                         * @enum {string|null}
                         */
                        phone_whatsapp_privacy_status: "public" | "private" | null;
                        /**
                         * @deprecated
                         * @description DEPRECATED. Number found on LinkedIn
                         */
                        phone_has_linkedin: boolean | null;
                        /**
                         * @deprecated
                         * @description DEPRECATED. Number found on Skype
                         */
                        phone_has_skype: boolean | null;
                        /**
                         * @deprecated
                         * @description DEPRECATED. Skype profile picture URL
                         */
                        phone_skype_profile_picture: string | null;
                        /**
                         * @deprecated
                         * @description DEPRECATED. Skype profile city
                         */
                        phone_skype_city: string | null;
                        /**
                         * @deprecated
                         * @description DEPRECATED. Skype profile country code
                         */
                        phone_skype_country_code: string | null;
                        /**
                         * @deprecated
                         * @description DEPRECATED. Skype profile country
                         */
                        phone_skype_country: string | null;
                        /**
                         * @deprecated
                         * @description DEPRECATED. Skype profile state
                         */
                        phone_skype_state: string | null;
                        /**
                         * @deprecated
                         * @description DEPRECATED. Skype display name
                         */
                        phone_skype_name: string | null;
                        /**
                         * @deprecated
                         * @description DEPRECATED. Skype id
                         */
                        phone_skype_id: string | null;
                        /**
                         * @deprecated
                         * @description DEPRECATED. Number found on Bukalapak
                         */
                        phone_has_bukalapak: boolean | null;
                        /**
                         * @deprecated
                         * @description DEPRECATED. Bukalapak sends its OTP by WhatsApp to the number
                         */
                        phone_bukalapak_has_whatsapp_otp: boolean | null;
                        /**
                         * @deprecated
                         * @description DEPRECATED. WhatsApp profile is a business account
                         */
                        phone_is_whatsapp_business: boolean | null;
                        /**
                         * @deprecated
                         * @description DEPRECATED. WhatsApp business email
                         */
                        phone_whatsapp_business_email: string | null;
                        /**
                         * @deprecated
                         * @description DEPRECATED. WhatsApp business category
                         */
                        phone_whatsapp_business_category: string | null;
                        /**
                         * @deprecated
                         * @description DEPRECATED. WhatsApp business description
                         */
                        phone_whatsapp_business_description: string | null;
                        /**
                         * @deprecated
                         * @description DEPRECATED. WhatsApp business catalogue review status
                         */
                        phone_whatsapp_business_products_review_status: string | null;
                        /**
                         * @deprecated
                         * @description DEPRECATED. Average price of the WhatsApp business products
                         */
                        phone_whatsapp_business_products_price_avg: number | null;
                    };
                };
            };
            /** @description INVALID_PAYLOAD, INVALID_CLAIMS, MALFORMED_JSON, DUPLICATED_CUSTOMER_ID, DUPLICATED_TRANSACTION_ID, UNKNOWN_MODEL */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INVALID_API_KEY, ACCOUNT_DISABLED, PRODUCT_NOT_ENABLED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INSUFFICIENT_CREDITS */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description MISSING_API_KEY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNSUPPORTED_VERSION, NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description PRODUCT_NOT_AVAILABLE */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    legacyScoreEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Flat form of POST /1.0/email */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "customer_id": "cust-1",
                 *       "email": "jane.doe@example.com"
                 *     }
                 */
                "application/json": {
                    /** @description Caller-chosen identifier; unique per account on every request */
                    customer_id: string;
                    email: string;
                    /** @description Seconds the data enrichment may take (1.7..10); default 3 */
                    timeout?: number;
                };
            };
        };
        responses: {
            /** @description Flat email answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Identifier of the resolution created by the call (res_…) */
                        resolution_id: string;
                        /** @description Echo of the request value */
                        customer_id: string;
                        /** @description The claims the flat fields stood for */
                        claims: string[];
                        /** Format: date-time */
                        device_request_time: string;
                        /** @description idrisk extension: the decision of the account's published policy for this operation (docs/rules.md); absent without one */
                        decision?: {
                            /**
                             * @description The most severe outcome of the matched rules; approve when none set one
                             * @enum {string}
                             */
                            outcome: "approve" | "review" | "decline";
                            /** @description The policy version that decided: pol_…@N */
                            policy_version: string;
                            /** @description The rules that matched, in policy order */
                            rules: {
                                id: string;
                                name: string;
                                /** @description The actions the rule took (points, decision, add_to_list, tag) */
                                actions: {
                                    /** @enum {string} */
                                    type: "points" | "decision" | "add_to_list" | "tag";
                                    /** @description points: the account's own reason code (RX…, TX…) */
                                    code?: string;
                                    /** @description points: added to the score's total */
                                    points?: number;
                                    /**
                                     * @description decision
                                     * @enum {string}
                                     */
                                    outcome?: "approve" | "review" | "decline";
                                    /** @description add_to_list: the list */
                                    list?: string;
                                    /** @description add_to_list: which touch point of the call */
                                    touchpoint?: string;
                                    /** @description add_to_list: the item's expiry */
                                    expires_in_days?: number;
                                    /** @description tag */
                                    tag?: string;
                                }[];
                            }[];
                        };
                        /** @description Email echoed */
                        email_value: string | null;
                        /**
                         * @description Deliverability status (spam_track is an alias of spam-trap)
                         * @enum {string|null}
                         */
                        email_status: "deliverable" | "invalid" | "unknown" | "accept_all" | "disposable" | "typo" | "spam-trap" | "spam_track" | "syntax_error" | null;
                        /**
                         * @description Detailed deliverability status
                         * @enum {string|null}
                         */
                        email_sub_status: "valid_" | "valid_alias" | "valid_leading_period_removed" | "valid_alternate" | "valid_role" | "valid_role_based_accept_all" | "valid_accept_all" | "deliverable_promoted" | "deliverable_with_suspicious_format" | "email_google_business_accept_all_no_social" | "catch-all_" | "unknown" | "unknown_antispam_system" | "unknown_greylisted" | "unknown_exception_occurred" | "unknown_failed_smtp_connection" | "unknown_mail_server_did_not_respond" | "unknown_mail_server_temporary_error" | "unknown_timeout_exceeded" | "unknown_forcible_disconnect" | "syntax_error" | "invalid_failed_syntax_check" | "invalid_possible_typo" | "invalid_no_dns_entries" | "invalid_does_not_accept_mail" | "invalid_mailbox_not_found" | "invalid_mailbox_quota_exceeded" | "invalid_unroutable_ip_address" | "unknown_too_short" | "spamtrap_" | "do_not_mail_possible_trap" | "abuse_" | "do_not_mail_role_based" | "role_" | "do_not_mail_role_based_catch_all" | "do_not_mail_disposable" | "do_not_mail_toxic" | "do_not_mail_global_suppression" | "unknown_global_suppression" | "do_not_mail_mx_forward" | "typo" | "valid_alias_address" | "disposable" | "deliverable_inferred" | "possible_disposable" | "promoted" | "deliverable" | "invalid" | "accept_all" | "spam-trap" | "spam_track" | "role" | "possible_typo" | "valid_gold" | "valid_ai_agent_mailbox" | "catch-all_ai_agent_mailbox" | null;
                        /** @description Temporary email provider */
                        email_is_disposable: boolean | null;
                        /** @description Temporary email provider, when detected */
                        email_disposable_provider_name: string | null;
                        /** @description Spam trap */
                        email_is_spamtrap: boolean | null;
                        /** @description Free provider (false means company or paying individual) */
                        email_is_free: boolean | null;
                        /**
                         * @deprecated
                         * @description DEPRECATED. Role address (info@, sales@...)
                         */
                        email_is_role: boolean | null;
                        /**
                         * @deprecated
                         * @description DEPRECATED. Education enrichment
                         */
                        email_education: string | null;
                        /**
                         * @deprecated
                         * @description DEPRECATED. Account exists on Airbnb
                         */
                        email_has_airbnb: boolean | null;
                        /** @description Domain name of the email */
                        email_domain: string | null;
                        /** @description First name from social networks */
                        email_first_name: string | null;
                        /** @description Last name from social networks */
                        email_last_name: string | null;
                        /** @description Account exists on twitter */
                        email_has_twitter: boolean | null;
                        /** @description Account exists on amazon */
                        email_has_amazon: boolean | null;
                        /** @description Account exists on linkedin */
                        email_has_linkedin: boolean | null;
                        /** @description Account exists on instagram */
                        email_has_instagram: boolean | null;
                        /** @description Account exists on spotify */
                        email_has_spotify: boolean | null;
                        /** @description Account exists on deliveroo */
                        email_has_deliveroo: boolean | null;
                        /** @description Account exists on pinterest */
                        email_has_pinterest: boolean | null;
                        /** @description Account exists on office365 */
                        email_has_office365: boolean | null;
                        /** @description Account exists on hubspot */
                        email_has_hubspot: boolean | null;
                        /** @description Account exists on wordpress */
                        email_has_wordpress: boolean | null;
                        /** @description Account on deezer found in data breaches */
                        email_has_deezer: boolean | null;
                        /** @description Account on badoo found in data breaches */
                        email_has_badoo: boolean | null;
                        /** @description Account on canva found in data breaches */
                        email_has_canva: boolean | null;
                        /** @description Account on myfitnesspal found in data breaches */
                        email_has_myfitnesspal: boolean | null;
                        /** @description Account on dubsmash found in data breaches */
                        email_has_dubsmash: boolean | null;
                        /** @description Account on shein found in data breaches */
                        email_has_shein: boolean | null;
                        /** @description Account on dailymotion found in data breaches */
                        email_has_dailymotion: boolean | null;
                        /** @description Account on zynga found in data breaches */
                        email_has_zynga: boolean | null;
                        /** @description Account on myspace found in data breaches */
                        email_has_myspace: boolean | null;
                        /** @description Account on myheritage found in data breaches */
                        email_has_myheritage: boolean | null;
                        /** @description Account on dropbox found in data breaches */
                        email_has_dropbox: boolean | null;
                        /** @description Account on houzz found in data breaches */
                        email_has_houzz: boolean | null;
                        /** @description Account on ticketcounter found in data breaches */
                        email_has_ticketcounter: boolean | null;
                        /** @description Account on trello found in data breaches */
                        email_has_trello: boolean | null;
                        /** @description Account on tumblr found in data breaches */
                        email_has_tumblr: boolean | null;
                        /** @description Avatar URL */
                        email_avatar: string | null;
                        /** @description Age of the email domain in days */
                        email_domain_age: number | null;
                        /** @description The email domain has a valid MX record */
                        email_domain_mx_is_valid: boolean | null;
                        /** @description Mail provider of the email domain */
                        email_domain_mx_provider: string | null;
                        /** @description Registrar of the email domain */
                        email_domain_registrar: string | null;
                        /** @description Registrant of the email domain */
                        email_domain_registered_to: string | null;
                        /** @description Score 0..1000; low means higher risk */
                        email_score: number | null;
                        /**
                         * @description Score band: very_low, low, review, high, very_high
                         * @enum {string|null}
                         */
                        email_score_cluster: "very_low" | "low" | "review" | "high" | "very_high" | null;
                        /** @description Company name */
                        email_company_name: string | null;
                        /** @description Company description */
                        email_company_description: string | null;
                        /** @description Company industry */
                        email_company_industry: string | null;
                        /** @description Job title of the email owner */
                        email_company_job_title: string | null;
                        /** @description Company keywords, comma-separated */
                        email_company_keywords: string | null;
                        /** @description Company logo URL */
                        email_company_logo: string | null;
                        /** @description Company country */
                        email_company_country: string | null;
                        /** @description Company technologies, comma-separated */
                        email_company_tech_stack: string | null;
                        /** @description Company employees */
                        email_company_employees: number | null;
                        /** @description Year the company was founded */
                        email_company_founded: number | null;
                        /** @description Company annual revenue (int64) */
                        email_company_annual_revenue: number | null;
                        /** @description Company Twitter/X URL */
                        email_company_twitter_url: string | null;
                        /** @description Company Facebook URL */
                        email_company_facebook_url: string | null;
                        /** @description Company LinkedIn URL */
                        email_company_linkedin_url: string | null;
                        /** @description Company total funding */
                        email_company_total_funding: number | null;
                        /** @description Employment of the email owner */
                        email_employment: string | null;
                        /** @description A website answers on the email domain */
                        email_domain_website_exists: boolean | null;
                        /**
                         * @description Website check of the email domain (taxonomy of the domain product)
                         * @enum {string|null}
                         */
                        email_domain_website_exists_taxonomy: "TAXONOMY_WEBSITE_EXISTS" | "TAXONOMY_WEBSITE_ERROR" | "TAXONOMY_REDIRECT" | "TAXONOMY_REDIRECT_TO_HTTPS" | "TAXONOMY_PARKED_DOMAIN" | "TAXONOMY_WEBSITE_HOSTING" | "TAXONOMY_NO_CONTENT" | "TAXONOMY_TIMEOUT" | null;
                        /** @description The email domain website answers over HTTPS */
                        email_domain_website_exists_ssl: boolean | null;
                        /** @description Internal links in the email domain home page */
                        email_domain_internal_links_count: number | null;
                        /** @description External links in the email domain home page */
                        email_domain_external_links_count: number | null;
                        /** @description Internal email links in the email domain home page */
                        email_domain_internal_email_links_count: number | null;
                        /** @description External email links in the email domain home page */
                        email_domain_external_email_links_count: number | null;
                        /** @description Internal images in the email domain home page */
                        email_domain_internal_images_count: number | null;
                        /** @description External images in the email domain home page */
                        email_domain_external_images_count: number | null;
                        /** @description Size of the email domain home page in bytes */
                        email_domain_page_size: number | null;
                        /** @description Length of the account name (before @) */
                        email_account_length: number | null;
                        /** @description Number of dots in the account name */
                        email_account_dots_count: number | null;
                        /** @description Number of numbers in the account name */
                        email_account_numbers_count: number | null;
                        /** @description Number of letters in the account name */
                        email_account_letters_count: number | null;
                        /** @description Number of symbols in the account name */
                        email_account_symbols_count: number | null;
                        /** @description Number of vowels in the account name */
                        email_account_vowels_count: number | null;
                        /** @description Number of consonants in the account name */
                        email_account_consonants_count: number | null;
                        /** @description Share of dots in the account name (0..1) */
                        email_account_dots_ratio: number | null;
                        /** @description Share of numbers in the account name (0..1) */
                        email_account_numbers_ratio: number | null;
                        /** @description Share of letters in the account name (0..1) */
                        email_account_letters_ratio: number | null;
                        /** @description Share of symbols in the account name (0..1) */
                        email_account_symbols_ratio: number | null;
                        /** @description Share of vowels in the account name (0..1) */
                        email_account_vowels_ratio: number | null;
                        /** @description Share of consonants in the account name (0..1) */
                        email_account_consonants_ratio: number | null;
                        /** @description The account name contains a first name */
                        email_contains_first_name: boolean | null;
                        /** @description The account name contains a last name */
                        email_contains_last_name: boolean | null;
                        /** @description The name parsed from the account is valid */
                        email_parsed_name_is_valid: boolean | null;
                        /** @description First name parsed from the account name */
                        email_parsed_first_name: string | null;
                        /** @description Last name parsed from the account name */
                        email_parsed_last_name: string | null;
                        /**
                         * @description Risk type of the parsed name (values of the name product risk_type)
                         * @enum {string|null}
                         */
                        email_parsed_name_risk_type: "RANDOM_TYPING" | "PLACEHOLDER" | "PLACEHOLDER_TITLE" | "FICTIONAL" | "FAMOUS" | "HUMOROUS" | "INVALID" | "INVALID_CHARACTERS" | "STRING_SIMILARITY" | "VULGAR" | "OTHER" | null;
                        /** @description Suggested correction of a mistyped email */
                        email_did_you_mean: string | null;
                        /** @description The account name contains stop words */
                        email_has_stop_words: boolean | null;
                        /** @description Account exists on facebook */
                        email_has_facebook: boolean | null;
                        /** @description Account exists on apple */
                        email_has_apple: boolean | null;
                        /** @description Account exists on disney plus */
                        email_has_disney_plus: boolean | null;
                        /** @description Account exists on glovo */
                        email_has_glovo: boolean | null;
                        /** @description Account exists on indeed */
                        email_has_indeed: boolean | null;
                        /** @description Account exists on dazn */
                        email_has_dazn: boolean | null;
                        /** @description Account exists on paypal */
                        email_has_paypal: boolean | null;
                        /** @description Account exists on google */
                        email_has_google: boolean | null;
                        /** @description Account exists on gravatar */
                        email_has_gravatar: boolean | null;
                        /** @description Account exists on duolingo */
                        email_has_duolingo: boolean | null;
                        /** @description Duolingo account google id */
                        email_duolingo_has_google_id: boolean | null;
                        /** @description Duolingo account facebook id */
                        email_duolingo_has_facebook_id: boolean | null;
                        /** @description Account exists on atlassian */
                        email_has_atlassian: boolean | null;
                        /** @description Account exists on lastpass */
                        email_has_lastpass: boolean | null;
                        /** @description Account exists on adobe */
                        email_has_adobe: boolean | null;
                        /** @description Account exists on freelancer */
                        email_has_freelancer: boolean | null;
                        /** @description Account exists on github */
                        email_has_github: boolean | null;
                        /** @description Account exists on openai */
                        email_has_openai: boolean | null;
                        /** @description Total data breaches the email appears in */
                        email_data_breaches_count: number | null;
                        /**
                         * Format: date
                         * @description Date of the first breach (YYYY-MM-DD)
                         */
                        email_data_breaches_first_breach: string | null;
                        /**
                         * Format: date
                         * @description Date of the last breach (YYYY-MM-DD)
                         */
                        email_data_breaches_last_breach: string | null;
                        /** @description First 10 breaches as name,date entries separated by | */
                        email_data_breaches_list: string | null;
                        /** @description JSON string: list of breach entries (id, date, title, optional names, phones) */
                        email_data_breaches_data: string | null;
                        /** @description JSON string: names, emails, phones lists with counts */
                        email_data_breaches_data_lists: string | null;
                        /** @description Google profile picture URL */
                        email_google_profile_picture: string | null;
                        /** @description Google account id */
                        email_google_id: string | null;
                        /** @description Google profile first name */
                        email_google_first_name: string | null;
                        /** @description Google profile last name */
                        email_google_last_name: string | null;
                        /** @description Last edit of the Google profile, epoch milliseconds as a string */
                        email_google_last_edit: string | null;
                        /** @description Number of active Google services (string) */
                        email_google_active_services_count: string | null;
                        /** @description Active Google services, comma-separated */
                        email_google_active_services_list: string | null;
                        /** @description Number of Google reviews written (string) */
                        email_google_reviews_count: string | null;
                        /** @description Link to the Google reviews */
                        email_google_review_link: string | null;
                        /** @description Google profile location */
                        email_google_location: string | null;
                        /** @description The Google profile name is valid */
                        email_google_name_is_valid: boolean | null;
                        /** @description Risk type of the Google profile name */
                        email_google_name_risk_type: string | null;
                        /** @description Gender of the Google profile name */
                        email_google_name_gender: string | null;
                        /** @description Gravatar picture URL */
                        email_gravatar_profile_picture: string | null;
                        /** @description Gravatar first name */
                        email_gravatar_first_name: string | null;
                        /** @description Gravatar last name */
                        email_gravatar_last_name: string | null;
                        /** @description Gravatar username */
                        email_gravatar_username: string | null;
                        /** @description Gravatar city */
                        email_gravatar_city: string | null;
                        /** @description LinkedIn profile page URL */
                        email_linkedin_profile_page: string | null;
                        /** @description Login provider of the OpenAI account */
                        email_openai_login_provider: string | null;
                        /** @description Count of masked partial phone numbers */
                        email_phone_partials_count: number | null;
                        /** @description Count of masked partial emails */
                        email_email_partials_count: number | null;
                        /** @description IPs linked to the email */
                        email_identity_ip_count: number | null;
                        /** @description Phone numbers linked to the email */
                        email_identity_msisdn_count: number | null;
                        /** @description Names linked to the email */
                        email_identity_name_count: number | null;
                        /** @description Masked partial phone numbers, comma-separated */
                        email_phone_partials_list: string | null;
                        /** @description Masked partial emails, comma-separated */
                        email_email_partials_list: string | null;
                        /** @description Where profile image 1 comes from, e.g. google */
                        email_image_source: string | null;
                        /** @description Labels detected in image 1 as label,confidence pairs separated by | */
                        email_image_labels: string | null;
                        /** @description Labels of the first face of image 1 as label,confidence pairs separated by | */
                        email_face1_labels: string | null;
                        /** @description Bounding box of the first face of image 1: Width,Height,Left,Top (ratios of the image) */
                        email_face1_bounding_box: string | null;
                        /** @description Estimated age range of the first face of image 1, e.g. 25-35 */
                        email_face1_age_range: string | null;
                        /** @description The first face of image 1 matches a celebrity */
                        email_face1_is_celebrity: boolean | null;
                        /** @description Celebrity matched by the first face of image 1 */
                        email_face1_celebrity_name: string | null;
                        /** @description Labels of the second face of image 1 as label,confidence pairs separated by | */
                        email_face2_labels: string | null;
                        /** @description Bounding box of the second face of image 1: Width,Height,Left,Top (ratios of the image) */
                        email_face2_bounding_box: string | null;
                        /** @description Estimated age range of the second face of image 1, e.g. 25-35 */
                        email_face2_age_range: string | null;
                        /** @description The second face of image 1 matches a celebrity */
                        email_face2_is_celebrity: boolean | null;
                        /** @description Celebrity matched by the second face of image 1 */
                        email_face2_celebrity_name: string | null;
                        /** @description Labels of the third face of image 1 as label,confidence pairs separated by | */
                        email_face3_labels: string | null;
                        /** @description Bounding box of the third face of image 1: Width,Height,Left,Top (ratios of the image) */
                        email_face3_bounding_box: string | null;
                        /** @description Estimated age range of the third face of image 1, e.g. 25-35 */
                        email_face3_age_range: string | null;
                        /** @description The third face of image 1 matches a celebrity */
                        email_face3_is_celebrity: boolean | null;
                        /** @description Celebrity matched by the third face of image 1 */
                        email_face3_celebrity_name: string | null;
                        /** @description Where profile image 2 comes from, e.g. google */
                        email_image2_source: string | null;
                        /** @description Labels detected in image 2 as label,confidence pairs separated by | */
                        email_image2_labels: string | null;
                        /** @description Labels of the first face of image 2 as label,confidence pairs separated by | */
                        email_image2_face1_labels: string | null;
                        /** @description Bounding box of the first face of image 2: Width,Height,Left,Top (ratios of the image) */
                        email_image2_face1_bounding_box: string | null;
                        /** @description Estimated age range of the first face of image 2, e.g. 25-35 */
                        email_image2_face1_age_range: string | null;
                        /** @description The first face of image 2 matches a celebrity */
                        email_image2_face1_is_celebrity: boolean | null;
                        /** @description Celebrity matched by the first face of image 2 */
                        email_image2_face1_celebrity_name: string | null;
                        /** @description Labels of the second face of image 2 as label,confidence pairs separated by | */
                        email_image2_face2_labels: string | null;
                        /** @description Bounding box of the second face of image 2: Width,Height,Left,Top (ratios of the image) */
                        email_image2_face2_bounding_box: string | null;
                        /** @description Estimated age range of the second face of image 2, e.g. 25-35 */
                        email_image2_face2_age_range: string | null;
                        /** @description The second face of image 2 matches a celebrity */
                        email_image2_face2_is_celebrity: boolean | null;
                        /** @description Celebrity matched by the second face of image 2 */
                        email_image2_face2_celebrity_name: string | null;
                        /** @description Labels of the third face of image 2 as label,confidence pairs separated by | */
                        email_image2_face3_labels: string | null;
                        /** @description Bounding box of the third face of image 2: Width,Height,Left,Top (ratios of the image) */
                        email_image2_face3_bounding_box: string | null;
                        /** @description Estimated age range of the third face of image 2, e.g. 25-35 */
                        email_image2_face3_age_range: string | null;
                        /** @description The third face of image 2 matches a celebrity */
                        email_image2_face3_is_celebrity: boolean | null;
                        /** @description Celebrity matched by the third face of image 2 */
                        email_image2_face3_celebrity_name: string | null;
                        /** @description Where profile image 3 comes from, e.g. google */
                        email_image3_source: string | null;
                        /** @description Labels detected in image 3 as label,confidence pairs separated by | */
                        email_image3_labels: string | null;
                        /** @description Labels of the first face of image 3 as label,confidence pairs separated by | */
                        email_image3_face1_labels: string | null;
                        /** @description Bounding box of the first face of image 3: Width,Height,Left,Top (ratios of the image) */
                        email_image3_face1_bounding_box: string | null;
                        /** @description Estimated age range of the first face of image 3, e.g. 25-35 */
                        email_image3_face1_age_range: string | null;
                        /** @description The first face of image 3 matches a celebrity */
                        email_image3_face1_is_celebrity: boolean | null;
                        /** @description Celebrity matched by the first face of image 3 */
                        email_image3_face1_celebrity_name: string | null;
                        /** @description Labels of the second face of image 3 as label,confidence pairs separated by | */
                        email_image3_face2_labels: string | null;
                        /** @description Bounding box of the second face of image 3: Width,Height,Left,Top (ratios of the image) */
                        email_image3_face2_bounding_box: string | null;
                        /** @description Estimated age range of the second face of image 3, e.g. 25-35 */
                        email_image3_face2_age_range: string | null;
                        /** @description The second face of image 3 matches a celebrity */
                        email_image3_face2_is_celebrity: boolean | null;
                        /** @description Celebrity matched by the second face of image 3 */
                        email_image3_face2_celebrity_name: string | null;
                        /** @description Labels of the third face of image 3 as label,confidence pairs separated by | */
                        email_image3_face3_labels: string | null;
                        /** @description Bounding box of the third face of image 3: Width,Height,Left,Top (ratios of the image) */
                        email_image3_face3_bounding_box: string | null;
                        /** @description Estimated age range of the third face of image 3, e.g. 25-35 */
                        email_image3_face3_age_range: string | null;
                        /** @description The third face of image 3 matches a celebrity */
                        email_image3_face3_is_celebrity: boolean | null;
                        /** @description Celebrity matched by the third face of image 3 */
                        email_image3_face3_celebrity_name: string | null;
                        /** @description Pair 1: the faces of two profile images belong to the same person */
                        email_faces_similarity1: boolean | null;
                        /** @description Pair 1: URL of the first image compared */
                        email_faces_similarity1_image1: string | null;
                        /** @description Pair 1: URL of the second image compared */
                        email_faces_similarity1_image2: string | null;
                        /** @description Pair 1: face bounding box in the first image (Width,Height,Left,Top) */
                        email_faces_similarity1_image1_bounding_box: string | null;
                        /** @description Pair 1: face bounding box in the second image (Width,Height,Left,Top) */
                        email_faces_similarity1_image2_bounding_box: string | null;
                        /** @description Pair 2: the faces of two profile images belong to the same person */
                        email_faces_similarity2: boolean | null;
                        /** @description Pair 2: URL of the first image compared */
                        email_faces_similarity2_image1: string | null;
                        /** @description Pair 2: URL of the second image compared */
                        email_faces_similarity2_image2: string | null;
                        /** @description Pair 2: face bounding box in the first image (Width,Height,Left,Top) */
                        email_faces_similarity2_image1_bounding_box: string | null;
                        /** @description Pair 2: face bounding box in the second image (Width,Height,Left,Top) */
                        email_faces_similarity2_image2_bounding_box: string | null;
                        /** @description Pair 3: the faces of two profile images belong to the same person */
                        email_faces_similarity3: boolean | null;
                        /** @description Pair 3: URL of the first image compared */
                        email_faces_similarity3_image1: string | null;
                        /** @description Pair 3: URL of the second image compared */
                        email_faces_similarity3_image2: string | null;
                        /** @description Pair 3: face bounding box in the first image (Width,Height,Left,Top) */
                        email_faces_similarity3_image1_bounding_box: string | null;
                        /** @description Pair 3: face bounding box in the second image (Width,Height,Left,Top) */
                        email_faces_similarity3_image2_bounding_box: string | null;
                        /** @description Comma-separated risk (R...) and trust (T...) signals */
                        email_reason_codes: string | null;
                        /**
                         * Format: date
                         * @description Date the email was first seen (YYYY-MM-DD)
                         */
                        email_first_seen: string | null;
                        /** @description Days since the email was first seen */
                        email_first_seen_days: number | null;
                        /** @description JSON string with first_name, last_name, confidence */
                        email_to_name: string | null;
                        /** @description JSON string with value, confidence */
                        email_to_username: string | null;
                        /** @description JSON string with masked value, confidence */
                        email_to_phone: string | null;
                        /** @description A username is linked to the email */
                        email_has_to_username: boolean | null;
                        /** @description A phone number is linked to the email */
                        email_has_to_phone: boolean | null;
                        /** @description Confidence level of the linked username, e.g. HIGH */
                        email_has_to_username_confidence: string | null;
                    };
                };
            };
            /** @description INVALID_PAYLOAD, INVALID_CLAIMS, MALFORMED_JSON, DUPLICATED_CUSTOMER_ID, DUPLICATED_TRANSACTION_ID, UNKNOWN_MODEL */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INVALID_API_KEY, ACCOUNT_DISABLED, PRODUCT_NOT_ENABLED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INSUFFICIENT_CREDITS */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description MISSING_API_KEY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNSUPPORTED_VERSION, NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description PRODUCT_NOT_AVAILABLE */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    legacyScoreIp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Flat form of POST /1.0/ip */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "customer_id": "cust-1",
                 *       "ip": "81.2.69.142"
                 *     }
                 */
                "application/json": {
                    /** @description Caller-chosen identifier; unique per account on every request */
                    customer_id: string;
                    /** @description IPv4 or IPv6 */
                    ip: string;
                    /** @description Model of the score block: digital_score (default), business_onboarding, igaming, or a custom model id (mdl_…) */
                    model_id?: string;
                    /** @description Seconds the data enrichment may take (1.7..10); default 3 */
                    timeout?: number;
                };
            };
        };
        responses: {
            /** @description Flat ip answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Identifier of the resolution created by the call (res_…) */
                        resolution_id: string;
                        /** @description Echo of the request value */
                        customer_id: string;
                        /** @description The claims the flat fields stood for */
                        claims: string[];
                        /** Format: date-time */
                        device_request_time: string;
                        /** @description The scoring model used */
                        model_id: string;
                        /** @description idrisk extension: the decision of the account's published policy for this operation (docs/rules.md); absent without one */
                        decision?: {
                            /**
                             * @description The most severe outcome of the matched rules; approve when none set one
                             * @enum {string}
                             */
                            outcome: "approve" | "review" | "decline";
                            /** @description The policy version that decided: pol_…@N */
                            policy_version: string;
                            /** @description The rules that matched, in policy order */
                            rules: {
                                id: string;
                                name: string;
                                /** @description The actions the rule took (points, decision, add_to_list, tag) */
                                actions: {
                                    /** @enum {string} */
                                    type: "points" | "decision" | "add_to_list" | "tag";
                                    /** @description points: the account's own reason code (RX…, TX…) */
                                    code?: string;
                                    /** @description points: added to the score's total */
                                    points?: number;
                                    /**
                                     * @description decision
                                     * @enum {string}
                                     */
                                    outcome?: "approve" | "review" | "decline";
                                    /** @description add_to_list: the list */
                                    list?: string;
                                    /** @description add_to_list: which touch point of the call */
                                    touchpoint?: string;
                                    /** @description add_to_list: the item's expiry */
                                    expires_in_days?: number;
                                    /** @description tag */
                                    tag?: string;
                                }[];
                            }[];
                        };
                        /** @description IP echoed; IPv4 or IPv6 */
                        ip_value: string | null;
                        /** @description City */
                        ip_city: string | null;
                        /**
                         * @description Connection speed: company/T1, broadband/cable/fiber, mobile
                         * @enum {string|null}
                         */
                        ip_connection_speed: "company/T1" | "broadband/cable/fiber" | "mobile" | null;
                        /**
                         * @description Connection type
                         * @enum {string|null}
                         */
                        ip_connection_type: "Commercial" | "Content Delivery Network" | "Fixed Line" | "Mobile ISP" | "Reserved" | "University / College / School" | null;
                        /** @description ISO 3166 alpha-2 code */
                        ip_country: string | null;
                        /** @description Latitude */
                        ip_lat: string | null;
                        /** @description Longitude */
                        ip_lon: string | null;
                        /** @description Internet service provider */
                        ip_isp: string | null;
                        /** @description Timezone of the IP */
                        ip_timezone: string | null;
                        /**
                         * @description Local time of day of the request: morning, afternoon, evening, night
                         * @enum {string|null}
                         */
                        ip_request_time: "morning" | "afternoon" | "evening" | "night" | null;
                        /** @description Postal code */
                        ip_zip: string | null;
                        /** @description Mobile connection */
                        ip_is_mobile: boolean | null;
                        /** @description VPN exit node */
                        ip_is_vpn: boolean | null;
                        /** @description Proxy */
                        ip_is_proxy: boolean | null;
                        /** @description Tor exit node */
                        ip_is_tor: boolean | null;
                        /** @description Privacy relay (e.g. iCloud Private Relay) */
                        ip_is_relay: boolean | null;
                        /** @description Hosting or data-center address */
                        ip_is_hosting: boolean | null;
                        /**
                         * @deprecated
                         * @description DEPRECATED. VPN provider name
                         */
                        ip_vpn_name: string | null;
                        /**
                         * @description Proxy provider
                         * @enum {string|null}
                         */
                        ip_proxy_name: "Bright Data" | "Smartproxy" | "Oxylabs" | "Netnut" | "Webshare" | "GoProxy" | null;
                        /**
                         * @description Proxy type: datacenter or residential
                         * @enum {string|null}
                         */
                        ip_proxy_type: "datacenter" | "residential" | null;
                        /** @description Score 0..1000; low means higher risk */
                        ip_score: number | null;
                        /**
                         * @description Score band: very_low, low, review, high, very_high
                         * @enum {string|null}
                         */
                        ip_score_cluster: "very_low" | "low" | "review" | "high" | "very_high" | null;
                        /** @description Number of providers flagging the IP as spam */
                        ip_black_list_count: number | null;
                        /** @description Domain of the owning company, if found */
                        ip_company_domain: string | null;
                        /** @description Company name */
                        ip_company_name: string | null;
                        /** @description Company description */
                        ip_company_description: string | null;
                        /** @description Company industry */
                        ip_company_industry: string | null;
                        /** @description Company keywords, comma-separated */
                        ip_company_keywords: string | null;
                        /** @description Company logo URL */
                        ip_company_logo: string | null;
                        /** @description Company country (full country name) */
                        ip_company_country: string | null;
                        /** @description Company Twitter/X URL */
                        ip_company_twitter_url: string | null;
                        /** @description Company Facebook URL */
                        ip_company_facebook_url: string | null;
                        /** @description Company LinkedIn URL */
                        ip_company_linkedin_url: string | null;
                        /** @description Company technologies, comma-separated */
                        ip_company_tech_stack: string | null;
                        /** @description Company employees */
                        ip_company_employees: number | null;
                        /** @description Year the company was founded */
                        ip_company_founded: number | null;
                        /** @description Company annual revenue */
                        ip_company_annual_revenue: number | null;
                        /** @description Company total funding */
                        ip_company_total_funding: number | null;
                        /** @description Comma-separated risk (R...) and trust (T...) signals */
                        ip_reason_codes: string | null;
                        /**
                         * @deprecated
                         * @description DEPRECATED. Devices linked to the IP
                         */
                        ip_identity_device_count: number | null;
                        /** @description Emails linked to the IP */
                        ip_identity_email_count: number | null;
                        /** @description Phone numbers linked to the IP */
                        ip_identity_msisdn_count: number | null;
                        /** @description Names linked to the IP */
                        ip_identity_name_count: number | null;
                        /** @description The IP accepts common remote-desktop connections */
                        ip_remote_desktop_enable: boolean | null;
                        /** @description Times reported in an exploits blocklist */
                        ip_xbl_count: number | null;
                        /** @description Times reported in a combined spam sources list */
                        ip_css_count: number | null;
                        /** @description Days since the most recent exploits blocklist report */
                        ip_xbl_in_days: number | null;
                        /** @description Days since the most recent combined spam sources report */
                        ip_css_in_days: number | null;
                        /** @description Accepted IPv4/IPv6 format */
                        ip_is_valid_format: boolean | null;
                        /** @description Private internal address */
                        ip_is_private_internal_address: boolean | null;
                    };
                };
            };
            /** @description INVALID_PAYLOAD, INVALID_CLAIMS, MALFORMED_JSON, DUPLICATED_CUSTOMER_ID, DUPLICATED_TRANSACTION_ID, UNKNOWN_MODEL */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INVALID_API_KEY, ACCOUNT_DISABLED, PRODUCT_NOT_ENABLED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INSUFFICIENT_CREDITS */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description MISSING_API_KEY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNSUPPORTED_VERSION, NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description PRODUCT_NOT_AVAILABLE */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    legacyScoreDomain: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Flat form of POST /1.0/domain: `domain` stands for domain.value */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "customer_id": "cust-1",
                 *       "domain": "example.com"
                 *     }
                 */
                "application/json": {
                    /** @description Caller-chosen identifier; unique per account on every request */
                    customer_id: string;
                    domain: string;
                    /** @description Seconds the data enrichment may take (1.7..10); default 3 */
                    timeout?: number;
                };
            };
        };
        responses: {
            /** @description Flat domain answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Identifier of the resolution created by the call (res_…) */
                        resolution_id: string;
                        /** @description Echo of the request value */
                        customer_id: string;
                        /** @description The claims the flat fields stood for */
                        claims: string[];
                        /** Format: date-time */
                        device_request_time: string;
                        /** @description idrisk extension: the decision of the account's published policy for this operation (docs/rules.md); absent without one */
                        decision?: {
                            /**
                             * @description The most severe outcome of the matched rules; approve when none set one
                             * @enum {string}
                             */
                            outcome: "approve" | "review" | "decline";
                            /** @description The policy version that decided: pol_…@N */
                            policy_version: string;
                            /** @description The rules that matched, in policy order */
                            rules: {
                                id: string;
                                name: string;
                                /** @description The actions the rule took (points, decision, add_to_list, tag) */
                                actions: {
                                    /** @enum {string} */
                                    type: "points" | "decision" | "add_to_list" | "tag";
                                    /** @description points: the account's own reason code (RX…, TX…) */
                                    code?: string;
                                    /** @description points: added to the score's total */
                                    points?: number;
                                    /**
                                     * @description decision
                                     * @enum {string}
                                     */
                                    outcome?: "approve" | "review" | "decline";
                                    /** @description add_to_list: the list */
                                    list?: string;
                                    /** @description add_to_list: which touch point of the call */
                                    touchpoint?: string;
                                    /** @description add_to_list: the item's expiry */
                                    expires_in_days?: number;
                                    /** @description tag */
                                    tag?: string;
                                }[];
                            }[];
                        };
                        /** @description Domain echoed */
                        domain_value: string | null;
                        /** @description Country code of the domain */
                        domain_country_code: string | null;
                        /** @description A website answers on the domain */
                        domain_website_exists: boolean | null;
                        /**
                         * @description What the website check found (TAXONOMY_WEBSITE_ERROR: unreachable)
                         * @enum {string|null}
                         */
                        domain_website_exists_taxonomy: "TAXONOMY_WEBSITE_EXISTS" | "TAXONOMY_WEBSITE_ERROR" | "TAXONOMY_REDIRECT" | "TAXONOMY_REDIRECT_TO_HTTPS" | "TAXONOMY_PARKED_DOMAIN" | "TAXONOMY_WEBSITE_HOSTING" | "TAXONOMY_NO_CONTENT" | "TAXONOMY_TIMEOUT" | null;
                        /** @description The website answers over HTTPS */
                        domain_website_exists_ssl: boolean | null;
                        /** @description The domain presents a TLS certificate */
                        domain_has_ssl: boolean | null;
                        /** @description The TLS certificate is valid */
                        domain_ssl_is_valid: boolean | null;
                        /** @description Redirect type */
                        domain_website_redirect: string | null;
                        /** @description Redirect target URL */
                        domain_website_redirect_to: string | null;
                        /** @description Internal links in the page */
                        domain_internal_links_count: number | null;
                        /** @description External links in the page */
                        domain_external_links_count: number | null;
                        /** @description Internal email links in the page */
                        domain_internal_email_links_count: number | null;
                        /** @description External email links in the page */
                        domain_external_email_links_count: number | null;
                        /** @description Internal images in the page */
                        domain_internal_images_count: number | null;
                        /** @description External images in the page */
                        domain_external_images_count: number | null;
                        /** @description Page size in bytes */
                        domain_page_size: number | null;
                        /** @description A LinkedIn company page exists */
                        domain_has_linkedin: boolean | null;
                        /** @description LinkedIn company page URL */
                        domain_linkedin_url: string | null;
                        /** @description LinkedIn followers */
                        domain_linkedin_follower_count: number | null;
                        /** @description Average likes of the LinkedIn articles */
                        domain_linkedin_avg_articles_likes_count: number | null;
                        /** @description LinkedIn company size cluster */
                        domain_linkedin_company_size: string | null;
                        /**
                         * Format: date
                         * @description Date of the first LinkedIn article (YYYY-MM-DD)
                         */
                        domain_linkedin_first_article_date: string | null;
                        /**
                         * Format: date
                         * @description Date of the last LinkedIn article (YYYY-MM-DD)
                         */
                        domain_linkedin_last_article_date: string | null;
                        /** @description Screenshot URL */
                        domain_screenshot: string | null;
                        /**
                         * Format: date
                         * @description Certificate start of validity (YYYY-MM-DD)
                         */
                        domain_ssl_valid_from: string | null;
                        /**
                         * Format: date
                         * @description Certificate end of validity (YYYY-MM-DD)
                         */
                        domain_ssl_valid_to: string | null;
                        /** @description Certificate issuer organization */
                        domain_ssl_issuer_organization: string | null;
                        /** @description Company name */
                        domain_company_name: string | null;
                        /** @description Company description */
                        domain_company_description: string | null;
                        /** @description Company industry */
                        domain_company_industry: string | null;
                        /** @description Company keywords, comma-separated */
                        domain_company_keywords: string | null;
                        /** @description Company logo URL */
                        domain_company_logo: string | null;
                        /** @description Company country */
                        domain_company_country: string | null;
                        /** @description Company Twitter/X URL */
                        domain_company_twitter_url: string | null;
                        /** @description Company Facebook URL */
                        domain_company_facebook_url: string | null;
                        /** @description Company LinkedIn URL */
                        domain_company_linkedin_url: string | null;
                        /** @description Company technologies, comma-separated */
                        domain_company_tech_stack: string | null;
                        /** @description Year the company was founded */
                        domain_company_founded: string | null;
                        /** @description Company employees */
                        domain_company_employees: number | null;
                        /** @description Company total funding */
                        domain_company_total_funding: number | null;
                        /** @description Company annual revenue (int64) */
                        domain_company_annual_revenue: number | null;
                        /** @description A Google Business profile exists */
                        domain_has_google_business: boolean | null;
                        /** @description Google Business rating (declared integer) */
                        domain_google_business_rating: number | null;
                        /** @description Google Business reviews */
                        domain_google_business_review_count: number | null;
                        /** @description Google Business company name */
                        domain_google_business_company: string | null;
                        /** @description Google Business address */
                        domain_google_business_address: string | null;
                        /** @description Google Business country */
                        domain_google_business_country: string | null;
                        /** @description Google Business thumbnail URL */
                        domain_google_business_thumbnail: string | null;
                        /** @description Google Business phone number */
                        domain_google_business_phone_number: string | null;
                        /** @description Google Business description */
                        domain_google_business_description: string | null;
                        /** @description Google Business industry */
                        domain_google_business_industry: string | null;
                        /** @description Google Business status */
                        domain_google_business_status: string | null;
                        /** @description JSON string: up to three reviews with summary and link */
                        domain_google_business_reviews: string | null;
                        /** @description JSON string keyed by weekday (holiday variants possible) */
                        domain_google_business_hours: string | null;
                        /** @description The domain shows Google ads */
                        domain_has_google_ads: boolean | null;
                        /** @description Days since an ad was last shown */
                        domain_google_ads_days_since_last_shown: number | null;
                        /** @description JSON string of the 5 most recent last-shown ads */
                        domain_google_ads: string | null;
                        /** @description DNS records found */
                        domain_dns_records_count: number | null;
                        /** @description MX records */
                        domain_dns_mx_records: string | null;
                        /** @description Mail providers of the MX records */
                        domain_dns_mx_providers: string | null;
                        /** @description SPF record */
                        domain_dns_spf_record: string | null;
                        /** @description DMARC record */
                        domain_dns_dmarc_record: string | null;
                        /** @description The domain has MX records */
                        domain_dns_has_mx: boolean | null;
                        /** @description The MX records are valid */
                        domain_dns_mx_is_valid: boolean | null;
                        /** @description The domain has an SPF record */
                        domain_dns_has_spf: boolean | null;
                        /** @description The SPF record is valid */
                        domain_dns_spf_is_valid: boolean | null;
                        /** @description The domain has a DMARC record */
                        domain_dns_has_dmarc: boolean | null;
                        /** @description The DMARC record is valid */
                        domain_dns_dmarc_is_valid: boolean | null;
                        /** @description Pages found in major search engines */
                        domain_index_link_count: number | null;
                        /** @description A Glassdoor page exists */
                        domain_has_glassdoor: boolean | null;
                        /** @description A Facebook page exists */
                        domain_has_facebook: boolean | null;
                        /** @description An Instagram account exists */
                        domain_has_instagram: boolean | null;
                        /** @description Glassdoor page URL */
                        domain_glassdoor_link: string | null;
                        /** @description Facebook page URL */
                        domain_facebook_link: string | null;
                        /** @description Instagram account URL */
                        domain_instagram_link: string | null;
                        /** @description Glassdoor rating */
                        domain_glassdoor_rating: number | null;
                        /** @description Facebook likes */
                        domain_facebook_likes: number | null;
                        /** @description Facebook followers */
                        domain_facebook_followers: number | null;
                        /** @description Facebook rating */
                        domain_facebook_rating: number | null;
                        /** @description Glassdoor reviews */
                        domain_glassdoor_reviews: number | null;
                        /** @description Facebook reviews */
                        domain_facebook_reviews: number | null;
                        /** @description Instagram likes */
                        domain_instagram_likes: number | null;
                        /** @description Instagram followers */
                        domain_instagram_followers: number | null;
                        /** @description Instagram posts */
                        domain_instagram_posts: number | null;
                        /** @description Score 0..1000; low means higher risk */
                        domain_score: number | null;
                        /**
                         * @description Score band: very_low, low, review, high, very_high
                         * @enum {string|null}
                         */
                        domain_score_cluster: "very_low" | "low" | "review" | "high" | "very_high" | null;
                        /** @description Registrar */
                        domain_registrar: string | null;
                        /** @description Registrar known for low-trust domains */
                        domain_is_suspicious_registrar: boolean | null;
                        /** @description Registrant organization */
                        domain_registered_to: string | null;
                        /**
                         * Format: date
                         * @description Registration date (YYYY-MM-DD)
                         */
                        domain_creation_date: string | null;
                        /**
                         * Format: date
                         * @description Expiration date (YYYY-MM-DD)
                         */
                        domain_expiration_date: string | null;
                        /**
                         * Format: date
                         * @description Last update of the registration (YYYY-MM-DD)
                         */
                        domain_updated_date: string | null;
                        /** @description Days since registration */
                        domain_age: number | null;
                        /** @description The registrant is disclosed */
                        domain_registrant_disclosed: boolean | null;
                        /** @description JSON string with objects registrant, administrative_contact, technical_contact */
                        domain_whois_data: string | null;
                        /** @description JSON string: list of objects with name and category */
                        domain_technologies: string | null;
                        /** @description website contents emails */
                        domain_website_contents_emails: string | null;
                        /** @description website contents phone numbers */
                        domain_website_contents_phone_numbers: string | null;
                        /** @description website contents address */
                        domain_website_contents_address: string | null;
                        /** @description website contents vat code */
                        domain_website_contents_vat_code: string | null;
                        /** @description website contents company name */
                        domain_website_contents_company_name: string | null;
                        /** @description website contents language code */
                        domain_website_contents_language_code: string | null;
                        /** @description website contents language country */
                        domain_website_contents_language_country: string | null;
                        /** @description website contents social links (JSON string) */
                        domain_website_contents_social_links: string | null;
                        /** @description website contents privacy policy url */
                        domain_website_contents_privacy_policy_url: string | null;
                        /** @description website contents terms and conditions url */
                        domain_website_contents_terms_and_conditions_url: string | null;
                        /** @description website contents contacts url */
                        domain_website_contents_contacts_url: string | null;
                        /** @description website contents description */
                        domain_website_contents_description: string | null;
                        /** @description website contents tier1 */
                        domain_website_contents_tier1: string | null;
                        /** @description website contents tier2 */
                        domain_website_contents_tier2: string | null;
                        /** @description website contents tier3 */
                        domain_website_contents_tier3: string | null;
                        /** @description social links max followers */
                        domain_social_links_max_followers: string | null;
                        /** @description trustpilot url */
                        domain_trustpilot_url: string | null;
                        /** @description trustpilot description */
                        domain_trustpilot_description: string | null;
                        /** @description trustpilot address */
                        domain_trustpilot_address: string | null;
                        /** @description trustpilot phone number */
                        domain_trustpilot_phone_number: string | null;
                        /** @description trustpilot email */
                        domain_trustpilot_email: string | null;
                        /** @description JSON string: list of reviews with author, rating, date, content */
                        domain_trustpilot_reviews: string | null;
                        /** @description privacy policy exists */
                        domain_privacy_policy_exists: string | null;
                        /** @description terms and conditions exists */
                        domain_terms_and_conditions_exists: string | null;
                        /** @description backlinks count */
                        domain_backlinks_count: string | null;
                        /** @description privacy policy content path */
                        domain_privacy_policy_content_path: string | null;
                        /** @description terms and conditions content path */
                        domain_terms_and_conditions_content_path: string | null;
                        /** @description trustpilot rating */
                        domain_trustpilot_rating: number | null;
                        /** @description trustpilot reviews count */
                        domain_trustpilot_reviews_count: number | null;
                        /** @description backlinks count seo */
                        domain_backlinks_count_seo: number | null;
                        /** @description backlinks referring domains */
                        domain_backlinks_referring_domains: number | null;
                        /** @description backlinks referring ips */
                        domain_backlinks_referring_ips: number | null;
                        /** @description backlinks score */
                        domain_backlinks_score: number | null;
                        /** @description semrush score */
                        domain_semrush_score: number | null;
                        /** @description backlinks from a */
                        domain_backlinks_from_a: number | null;
                        /** @description backlinks from form */
                        domain_backlinks_from_form: number | null;
                        /** @description backlinks from frame */
                        domain_backlinks_from_frame: number | null;
                        /** @description backlinks from image */
                        domain_backlinks_from_image: number | null;
                        /** @description has trustpilot */
                        domain_has_trustpilot: boolean | null;
                        /** @description trustpilot is suspicious */
                        domain_trustpilot_is_suspicious: boolean | null;
                        /** @description trustpilot is claimed */
                        domain_trustpilot_is_claimed: boolean | null;
                        /** @description privacy policy found */
                        domain_privacy_policy_found: boolean | null;
                        /** @description privacy policy has clear language */
                        domain_privacy_policy_has_clear_language: boolean | null;
                        /** @description privacy policy specifies company identity */
                        domain_privacy_policy_specifies_company_identity: boolean | null;
                        /** @description privacy policy specifies contact information */
                        domain_privacy_policy_specifies_contact_information: boolean | null;
                        /** @description privacy policy specifies data collection */
                        domain_privacy_policy_specifies_data_collection: boolean | null;
                        /** @description privacy policy specifies data sharing */
                        domain_privacy_policy_specifies_data_sharing: boolean | null;
                        /** @description privacy policy is gdpr compliant */
                        domain_privacy_policy_is_gdpr_compliant: boolean | null;
                        /** @description privacy policy has data controller */
                        domain_privacy_policy_has_data_controller: boolean | null;
                        /** @description privacy policy has cookie policy */
                        domain_privacy_policy_has_cookie_policy: boolean | null;
                        /** @description privacy policy is generic */
                        domain_privacy_policy_is_generic: boolean | null;
                        /** @description privacy policy with unrealistic promises */
                        domain_privacy_policy_with_unrealistic_promises: boolean | null;
                        /** @description terms and conditions found */
                        domain_terms_and_conditions_found: boolean | null;
                        /** @description terms and conditions has clear language */
                        domain_terms_and_conditions_has_clear_language: boolean | null;
                        /** @description terms and conditions specifies company identity */
                        domain_terms_and_conditions_specifies_company_identity: boolean | null;
                        /** @description terms and conditions specifies contact information */
                        domain_terms_and_conditions_specifies_contact_information: boolean | null;
                        /** @description terms and conditions document is specific */
                        domain_terms_and_conditions_document_is_specific: boolean | null;
                        /** @description terms and conditions with contradictions */
                        domain_terms_and_conditions_with_contradictions: boolean | null;
                        /** @description terms and conditions with external incoherent references */
                        domain_terms_and_conditions_with_external_incoherent_references: boolean | null;
                        /** @description terms and conditions with data protection */
                        domain_terms_and_conditions_with_data_protection: boolean | null;
                        /** @description Comma-separated risk (R...) and trust (T...) signals */
                        domain_reason_codes: string | null;
                    };
                };
            };
            /** @description INVALID_PAYLOAD, INVALID_CLAIMS, MALFORMED_JSON, DUPLICATED_CUSTOMER_ID, DUPLICATED_TRANSACTION_ID, UNKNOWN_MODEL */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INVALID_API_KEY, ACCOUNT_DISABLED, PRODUCT_NOT_ENABLED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INSUFFICIENT_CREDITS */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description MISSING_API_KEY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNSUPPORTED_VERSION, NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description PRODUCT_NOT_AVAILABLE */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    legacyScoreOnboarding: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Flat form of POST /1.0/hub: the products are the touch points given (first_name and last_name together for name); the combined score is added when two or more are given */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "customer_id": "cust-1",
                 *       "phone": "+14155552671",
                 *       "email": "jane.doe@example.com"
                 *     }
                 */
                "application/json": {
                    /** @description Caller-chosen identifier; unique per account on every request */
                    customer_id: string;
                    /** @description E.164, with or without + */
                    phone?: string;
                    email?: string;
                    /** @description IPv4 or IPv6 */
                    ip?: string;
                    first_name?: string;
                    last_name?: string;
                    /** @description Model of the score block: digital_score (default), business_onboarding, igaming, or a custom model id (mdl_…) */
                    model_id?: string;
                    /** @description Seconds the data enrichment may take (1.7..10); default 3 */
                    timeout?: number;
                };
            };
        };
        responses: {
            /** @description Flat onboarding answer: the prefixed fields of each product given, and score, score_cluster, reason_codes of the combined score */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Identifier of the resolution created by the call (res_…) */
                        resolution_id: string;
                        /** @description Echo of the request value */
                        customer_id: string;
                        /** @description The claims the flat fields stood for */
                        claims: string[];
                        /** Format: date-time */
                        device_request_time: string;
                        /** @description The scoring model used */
                        model_id?: string;
                        /** @description idrisk extension: the decision of the account's published policy for this operation (docs/rules.md); absent without one */
                        decision?: {
                            /**
                             * @description The most severe outcome of the matched rules; approve when none set one
                             * @enum {string}
                             */
                            outcome: "approve" | "review" | "decline";
                            /** @description The policy version that decided: pol_…@N */
                            policy_version: string;
                            /** @description The rules that matched, in policy order */
                            rules: {
                                id: string;
                                name: string;
                                /** @description The actions the rule took (points, decision, add_to_list, tag) */
                                actions: {
                                    /** @enum {string} */
                                    type: "points" | "decision" | "add_to_list" | "tag";
                                    /** @description points: the account's own reason code (RX…, TX…) */
                                    code?: string;
                                    /** @description points: added to the score's total */
                                    points?: number;
                                    /**
                                     * @description decision
                                     * @enum {string}
                                     */
                                    outcome?: "approve" | "review" | "decline";
                                    /** @description add_to_list: the list */
                                    list?: string;
                                    /** @description add_to_list: which touch point of the call */
                                    touchpoint?: string;
                                    /** @description add_to_list: the item's expiry */
                                    expires_in_days?: number;
                                    /** @description tag */
                                    tag?: string;
                                }[];
                            }[];
                        };
                        /** @description Phone number echoed */
                        phone_value?: string | null;
                        /**
                         * @deprecated
                         * @description DEPRECATED. Line type; use number_type, removed in version 2.0
                         */
                        phone_type?: string | null;
                        /** @description Number belongs to a temporary phone service */
                        phone_is_disposable?: boolean | null;
                        /** @description Temporary phone provider, when detected */
                        phone_disposable_provider_name?: string | null;
                        /** @description Number has a suspicious format */
                        phone_is_suspicious_format?: boolean | null;
                        /** @description Number has a valid format */
                        phone_is_valid_format?: boolean | null;
                        /** @description ISO 3166 alpha-2 code of the original network location */
                        phone_country_code?: string | null;
                        /** @description Ported from the original to a different current network */
                        phone_is_ported?: boolean | null;
                        /** @description Original operator name */
                        phone_original_network?: string | null;
                        /** @description Current operator name */
                        phone_current_network?: string | null;
                        /** @description Original operator code */
                        phone_original_mno_code?: string | null;
                        /** @description Current operator code */
                        phone_current_mno_code?: string | null;
                        /**
                         * Format: date
                         * @description First porting date (YYYY-MM-DD)
                         */
                        phone_first_ported?: string | null;
                        /**
                         * Format: date
                         * @description Last porting date (YYYY-MM-DD)
                         */
                        phone_last_ported?: string | null;
                        /** @description Number of operator changes */
                        phone_ported_times?: number | null;
                        /**
                         * @description Line type of the number
                         * @enum {string|null}
                         */
                        phone_number_type?: "FIXED_LINE" | "MOBILE" | "FIXED_LINE_OR_MOBILE" | "TOLL_FREE" | "PREMIUM_RATE" | "SHARED_COST" | "VOIP" | "PERSONAL_NUMBER" | "PAGER" | "UAN" | "UNKNOWN" | "EMERGENCY" | "VOICEMAIL" | "SHORT_CODE" | "STANDARD_RATE" | null;
                        /**
                         * @description Caller type: BUSINESS or CONSUMER
                         * @enum {string|null}
                         */
                        phone_caller_type?: "BUSINESS" | "CONSUMER" | null;
                        /** @description Company name, when caller_type is BUSINESS */
                        phone_caller_company_name?: string | null;
                        /** @description A WhatsApp profile exists for the number */
                        phone_has_whatsapp?: boolean | null;
                        /** @description A Telegram profile exists for the number */
                        phone_has_telegram?: boolean | null;
                        /** @description Public URL of the Telegram profile picture */
                        phone_telegram_image?: string | null;
                        /** @description Telegram profile first name */
                        phone_telegram_first_name?: string | null;
                        /** @description Telegram profile last name */
                        phone_telegram_last_name?: string | null;
                        /** @description Telegram username */
                        phone_telegram_username?: string | null;
                        /**
                         * @description Telegram profile privacy: public or private
                         * @enum {string|null}
                         */
                        phone_telegram_privacy_status?: "public" | "private" | null;
                        /** @description Score 0..1000; low means higher risk */
                        phone_score?: number | null;
                        /**
                         * @description Score band: very_low, low, review, high, very_high
                         * @enum {string|null}
                         */
                        phone_score_cluster?: "very_low" | "low" | "review" | "high" | "very_high" | null;
                        /** @description Number found on amazon */
                        phone_has_amazon?: boolean | null;
                        /** @description Number found on ea */
                        phone_has_ea?: boolean | null;
                        /** @description Number found on google */
                        phone_has_google?: boolean | null;
                        /** @description Number found on office365 */
                        phone_has_office365?: boolean | null;
                        /** @description Number found on instagram */
                        phone_has_instagram?: boolean | null;
                        /** @description Number found on facebook */
                        phone_has_facebook?: boolean | null;
                        /** @description Number found on twitter */
                        phone_has_twitter?: boolean | null;
                        /** @description Number found on flipkart */
                        phone_has_flipkart?: boolean | null;
                        /** @description Number found on didi */
                        phone_has_didi?: boolean | null;
                        /** @description Number found on aliexpress */
                        phone_has_aliexpress?: boolean | null;
                        /** @description Number found on apple */
                        phone_has_apple?: boolean | null;
                        /** @description Number found on snapchat */
                        phone_has_snapchat?: boolean | null;
                        /** @description Number found on weibo */
                        phone_has_weibo?: boolean | null;
                        /** @description Number found on openai */
                        phone_has_openai?: boolean | null;
                        /** @description Owner first name, when known */
                        phone_first_name?: string | null;
                        /** @description Owner last name, when known */
                        phone_last_name?: string | null;
                        /**
                         * Format: date
                         * @description Owner date of birth (YYYY-MM-DD), when known
                         */
                        phone_birth_date?: string | null;
                        /** @description Total data breaches the number appears in */
                        phone_data_breaches_count?: number | null;
                        /**
                         * Format: date
                         * @description Date of the first breach (YYYY-MM-DD)
                         */
                        phone_data_breaches_first_breach?: string | null;
                        /**
                         * Format: date
                         * @description Date of the last breach (YYYY-MM-DD)
                         */
                        phone_data_breaches_last_breach?: string | null;
                        /** @description First 10 breaches as name,date entries separated by | */
                        phone_data_breaches_list?: string | null;
                        /** @description JSON string: list of breach entries (id, date, title, optional names, emails) */
                        phone_data_breaches_data?: string | null;
                        /** @description JSON string: lists names, emails, phones aggregated with counts */
                        phone_data_breaches_data_lists?: string | null;
                        /**
                         * @description Consistency of the names across breaches
                         * @enum {string|null}
                         */
                        phone_data_breaches_name_consistency?: "MATCH" | "PARTIAL_MATCH" | "NO_MATCH" | null;
                        /**
                         * @description Consistency of the emails across breaches
                         * @enum {string|null}
                         */
                        phone_data_breaches_email_consistency?: "MATCH" | "PARTIAL_MATCH" | "NO_MATCH" | null;
                        /** @description Count of masked partial phone numbers */
                        phone_phone_partials_count?: number | null;
                        /** @description Count of masked partial emails */
                        phone_email_partials_count?: number | null;
                        /** @description Masked partial phone numbers, comma-separated */
                        phone_phone_partials_list?: string | null;
                        /** @description Masked partial emails, comma-separated */
                        phone_email_partials_list?: string | null;
                        /** @description Comma-separated risk (R...) and trust (T...) signals */
                        phone_reason_codes?: string | null;
                        /** @description Emails linked to the number */
                        phone_identity_email_count?: number | null;
                        /** @description IPs linked to the number */
                        phone_identity_ip_count?: number | null;
                        /** @description Names linked to the number */
                        phone_identity_name_count?: number | null;
                        /**
                         * Format: date
                         * @description Date the number was first seen (YYYY-MM-DD)
                         */
                        phone_first_seen?: string | null;
                        /** @description Days since the number was first seen */
                        phone_first_seen_days?: number | null;
                        /** @description JSON string with first_name, last_name, confidence */
                        phone_to_name?: string | null;
                        /** @description JSON string with value, confidence */
                        phone_to_username?: string | null;
                        /** @description JSON string with masked value, confidence */
                        phone_to_email?: string | null;
                        /** @description A username is linked to the number */
                        phone_has_to_username?: boolean | null;
                        /** @description Confidence level of the linked username, e.g. HIGH */
                        phone_has_to_username_confidence?: string | null;
                        /** @description An email is linked to the number */
                        phone_has_to_email?: boolean | null;
                        /**
                         * @description Where profile image 1 comes from: telegram, whatsapp or skype
                         * @enum {string|null}
                         */
                        phone_image_source?: "telegram" | "whatsapp" | "skype" | null;
                        /** @description Labels detected in image 1 as label,confidence pairs separated by | */
                        phone_image_labels?: string | null;
                        /** @description Labels of the first face of image 1 as label,confidence pairs separated by | */
                        phone_face1_labels?: string | null;
                        /** @description Bounding box of the first face of image 1: Width,Height,Left,Top (ratios of the image) */
                        phone_face1_bounding_box?: string | null;
                        /** @description Estimated age range of the first face of image 1, e.g. 25-35 */
                        phone_face1_age_range?: string | null;
                        /** @description The first face of image 1 matches a celebrity */
                        phone_face1_is_celebrity?: boolean | null;
                        /** @description Celebrity matched by the first face of image 1 */
                        phone_face1_celebrity_name?: string | null;
                        /** @description Labels of the second face of image 1 as label,confidence pairs separated by | */
                        phone_face2_labels?: string | null;
                        /** @description Bounding box of the second face of image 1: Width,Height,Left,Top (ratios of the image) */
                        phone_face2_bounding_box?: string | null;
                        /** @description Estimated age range of the second face of image 1, e.g. 25-35 */
                        phone_face2_age_range?: string | null;
                        /** @description The second face of image 1 matches a celebrity */
                        phone_face2_is_celebrity?: boolean | null;
                        /** @description Celebrity matched by the second face of image 1 */
                        phone_face2_celebrity_name?: string | null;
                        /** @description Labels of the third face of image 1 as label,confidence pairs separated by | */
                        phone_face3_labels?: string | null;
                        /** @description Bounding box of the third face of image 1: Width,Height,Left,Top (ratios of the image) */
                        phone_face3_bounding_box?: string | null;
                        /** @description Estimated age range of the third face of image 1, e.g. 25-35 */
                        phone_face3_age_range?: string | null;
                        /** @description The third face of image 1 matches a celebrity */
                        phone_face3_is_celebrity?: boolean | null;
                        /** @description Celebrity matched by the third face of image 1 */
                        phone_face3_celebrity_name?: string | null;
                        /**
                         * @description Where profile image 2 comes from: telegram, whatsapp or skype
                         * @enum {string|null}
                         */
                        phone_image2_source?: "telegram" | "whatsapp" | "skype" | null;
                        /** @description Labels detected in image 2 as label,confidence pairs separated by | */
                        phone_image2_labels?: string | null;
                        /** @description Labels of the first face of image 2 as label,confidence pairs separated by | */
                        phone_image2_face1_labels?: string | null;
                        /** @description Bounding box of the first face of image 2: Width,Height,Left,Top (ratios of the image) */
                        phone_image2_face1_bounding_box?: string | null;
                        /** @description Estimated age range of the first face of image 2, e.g. 25-35 */
                        phone_image2_face1_age_range?: string | null;
                        /** @description The first face of image 2 matches a celebrity */
                        phone_image2_face1_is_celebrity?: boolean | null;
                        /** @description Celebrity matched by the first face of image 2 */
                        phone_image2_face1_celebrity_name?: string | null;
                        /** @description Labels of the second face of image 2 as label,confidence pairs separated by | */
                        phone_image2_face2_labels?: string | null;
                        /** @description Bounding box of the second face of image 2: Width,Height,Left,Top (ratios of the image) */
                        phone_image2_face2_bounding_box?: string | null;
                        /** @description Estimated age range of the second face of image 2, e.g. 25-35 */
                        phone_image2_face2_age_range?: string | null;
                        /** @description The second face of image 2 matches a celebrity */
                        phone_image2_face2_is_celebrity?: boolean | null;
                        /** @description Celebrity matched by the second face of image 2 */
                        phone_image2_face2_celebrity_name?: string | null;
                        /** @description Labels of the third face of image 2 as label,confidence pairs separated by | */
                        phone_image2_face3_labels?: string | null;
                        /** @description Bounding box of the third face of image 2: Width,Height,Left,Top (ratios of the image) */
                        phone_image2_face3_bounding_box?: string | null;
                        /** @description Estimated age range of the third face of image 2, e.g. 25-35 */
                        phone_image2_face3_age_range?: string | null;
                        /** @description The third face of image 2 matches a celebrity */
                        phone_image2_face3_is_celebrity?: boolean | null;
                        /** @description Celebrity matched by the third face of image 2 */
                        phone_image2_face3_celebrity_name?: string | null;
                        /**
                         * @description Where profile image 3 comes from: telegram, whatsapp or skype
                         * @enum {string|null}
                         */
                        phone_image3_source?: "telegram" | "whatsapp" | "skype" | null;
                        /** @description Labels detected in image 3 as label,confidence pairs separated by | */
                        phone_image3_labels?: string | null;
                        /** @description Labels of the first face of image 3 as label,confidence pairs separated by | */
                        phone_image3_face1_labels?: string | null;
                        /** @description Bounding box of the first face of image 3: Width,Height,Left,Top (ratios of the image) */
                        phone_image3_face1_bounding_box?: string | null;
                        /** @description Estimated age range of the first face of image 3, e.g. 25-35 */
                        phone_image3_face1_age_range?: string | null;
                        /** @description The first face of image 3 matches a celebrity */
                        phone_image3_face1_is_celebrity?: boolean | null;
                        /** @description Celebrity matched by the first face of image 3 */
                        phone_image3_face1_celebrity_name?: string | null;
                        /** @description Labels of the second face of image 3 as label,confidence pairs separated by | */
                        phone_image3_face2_labels?: string | null;
                        /** @description Bounding box of the second face of image 3: Width,Height,Left,Top (ratios of the image) */
                        phone_image3_face2_bounding_box?: string | null;
                        /** @description Estimated age range of the second face of image 3, e.g. 25-35 */
                        phone_image3_face2_age_range?: string | null;
                        /** @description The second face of image 3 matches a celebrity */
                        phone_image3_face2_is_celebrity?: boolean | null;
                        /** @description Celebrity matched by the second face of image 3 */
                        phone_image3_face2_celebrity_name?: string | null;
                        /** @description Labels of the third face of image 3 as label,confidence pairs separated by | */
                        phone_image3_face3_labels?: string | null;
                        /** @description Bounding box of the third face of image 3: Width,Height,Left,Top (ratios of the image) */
                        phone_image3_face3_bounding_box?: string | null;
                        /** @description Estimated age range of the third face of image 3, e.g. 25-35 */
                        phone_image3_face3_age_range?: string | null;
                        /** @description The third face of image 3 matches a celebrity */
                        phone_image3_face3_is_celebrity?: boolean | null;
                        /** @description Celebrity matched by the third face of image 3 */
                        phone_image3_face3_celebrity_name?: string | null;
                        /** @description Pair 1: the faces of two profile images belong to the same person */
                        phone_faces_similarity1?: boolean | null;
                        /** @description Pair 1: URL of the first image compared */
                        phone_faces_similarity1_image1?: string | null;
                        /** @description Pair 1: URL of the second image compared */
                        phone_faces_similarity1_image2?: string | null;
                        /** @description Pair 1: face bounding box in the first image (Width,Height,Left,Top) */
                        phone_faces_similarity1_image1_bounding_box?: string | null;
                        /** @description Pair 1: face bounding box in the second image (Width,Height,Left,Top) */
                        phone_faces_similarity1_image2_bounding_box?: string | null;
                        /** @description Pair 2: the faces of two profile images belong to the same person */
                        phone_faces_similarity2?: boolean | null;
                        /** @description Pair 2: URL of the first image compared */
                        phone_faces_similarity2_image1?: string | null;
                        /** @description Pair 2: URL of the second image compared */
                        phone_faces_similarity2_image2?: string | null;
                        /** @description Pair 2: face bounding box in the first image (Width,Height,Left,Top) */
                        phone_faces_similarity2_image1_bounding_box?: string | null;
                        /** @description Pair 2: face bounding box in the second image (Width,Height,Left,Top) */
                        phone_faces_similarity2_image2_bounding_box?: string | null;
                        /** @description Pair 3: the faces of two profile images belong to the same person */
                        phone_faces_similarity3?: boolean | null;
                        /** @description Pair 3: URL of the first image compared */
                        phone_faces_similarity3_image1?: string | null;
                        /** @description Pair 3: URL of the second image compared */
                        phone_faces_similarity3_image2?: string | null;
                        /** @description Pair 3: face bounding box in the first image (Width,Height,Left,Top) */
                        phone_faces_similarity3_image1_bounding_box?: string | null;
                        /** @description Pair 3: face bounding box in the second image (Width,Height,Left,Top) */
                        phone_faces_similarity3_image2_bounding_box?: string | null;
                        /**
                         * @deprecated
                         * @description DEPRECATED. WhatsApp profile picture URL
                         */
                        phone_whatsapp_image?: string | null;
                        /**
                         * @deprecated
                         * @description DEPRECATED. WhatsApp profile privacy: public or private
                         * @enum {string|null}
                         */
                        phone_whatsapp_privacy_status?: "public" | "private" | null;
                        /**
                         * @deprecated
                         * @description DEPRECATED. Number found on LinkedIn
                         */
                        phone_has_linkedin?: boolean | null;
                        /**
                         * @deprecated
                         * @description DEPRECATED. Number found on Skype
                         */
                        phone_has_skype?: boolean | null;
                        /**
                         * @deprecated
                         * @description DEPRECATED. Skype profile picture URL
                         */
                        phone_skype_profile_picture?: string | null;
                        /**
                         * @deprecated
                         * @description DEPRECATED. Skype profile city
                         */
                        phone_skype_city?: string | null;
                        /**
                         * @deprecated
                         * @description DEPRECATED. Skype profile country code
                         */
                        phone_skype_country_code?: string | null;
                        /**
                         * @deprecated
                         * @description DEPRECATED. Skype profile country
                         */
                        phone_skype_country?: string | null;
                        /**
                         * @deprecated
                         * @description DEPRECATED. Skype profile state
                         */
                        phone_skype_state?: string | null;
                        /**
                         * @deprecated
                         * @description DEPRECATED. Skype display name
                         */
                        phone_skype_name?: string | null;
                        /**
                         * @deprecated
                         * @description DEPRECATED. Skype id
                         */
                        phone_skype_id?: string | null;
                        /**
                         * @deprecated
                         * @description DEPRECATED. Number found on Bukalapak
                         */
                        phone_has_bukalapak?: boolean | null;
                        /**
                         * @deprecated
                         * @description DEPRECATED. Bukalapak sends its OTP by WhatsApp to the number
                         */
                        phone_bukalapak_has_whatsapp_otp?: boolean | null;
                        /**
                         * @deprecated
                         * @description DEPRECATED. WhatsApp profile is a business account
                         */
                        phone_is_whatsapp_business?: boolean | null;
                        /**
                         * @deprecated
                         * @description DEPRECATED. WhatsApp business email
                         */
                        phone_whatsapp_business_email?: string | null;
                        /**
                         * @deprecated
                         * @description DEPRECATED. WhatsApp business category
                         */
                        phone_whatsapp_business_category?: string | null;
                        /**
                         * @deprecated
                         * @description DEPRECATED. WhatsApp business description
                         */
                        phone_whatsapp_business_description?: string | null;
                        /**
                         * @deprecated
                         * @description DEPRECATED. WhatsApp business catalogue review status
                         */
                        phone_whatsapp_business_products_review_status?: string | null;
                        /**
                         * @deprecated
                         * @description DEPRECATED. Average price of the WhatsApp business products
                         */
                        phone_whatsapp_business_products_price_avg?: number | null;
                        /** @description Email echoed */
                        email_value?: string | null;
                        /**
                         * @description Deliverability status (spam_track is an alias of spam-trap)
                         * @enum {string|null}
                         */
                        email_status?: "deliverable" | "invalid" | "unknown" | "accept_all" | "disposable" | "typo" | "spam-trap" | "spam_track" | "syntax_error" | null;
                        /**
                         * @description Detailed deliverability status
                         * @enum {string|null}
                         */
                        email_sub_status?: "valid_" | "valid_alias" | "valid_leading_period_removed" | "valid_alternate" | "valid_role" | "valid_role_based_accept_all" | "valid_accept_all" | "deliverable_promoted" | "deliverable_with_suspicious_format" | "email_google_business_accept_all_no_social" | "catch-all_" | "unknown" | "unknown_antispam_system" | "unknown_greylisted" | "unknown_exception_occurred" | "unknown_failed_smtp_connection" | "unknown_mail_server_did_not_respond" | "unknown_mail_server_temporary_error" | "unknown_timeout_exceeded" | "unknown_forcible_disconnect" | "syntax_error" | "invalid_failed_syntax_check" | "invalid_possible_typo" | "invalid_no_dns_entries" | "invalid_does_not_accept_mail" | "invalid_mailbox_not_found" | "invalid_mailbox_quota_exceeded" | "invalid_unroutable_ip_address" | "unknown_too_short" | "spamtrap_" | "do_not_mail_possible_trap" | "abuse_" | "do_not_mail_role_based" | "role_" | "do_not_mail_role_based_catch_all" | "do_not_mail_disposable" | "do_not_mail_toxic" | "do_not_mail_global_suppression" | "unknown_global_suppression" | "do_not_mail_mx_forward" | "typo" | "valid_alias_address" | "disposable" | "deliverable_inferred" | "possible_disposable" | "promoted" | "deliverable" | "invalid" | "accept_all" | "spam-trap" | "spam_track" | "role" | "possible_typo" | "valid_gold" | "valid_ai_agent_mailbox" | "catch-all_ai_agent_mailbox" | null;
                        /** @description Temporary email provider */
                        email_is_disposable?: boolean | null;
                        /** @description Temporary email provider, when detected */
                        email_disposable_provider_name?: string | null;
                        /** @description Spam trap */
                        email_is_spamtrap?: boolean | null;
                        /** @description Free provider (false means company or paying individual) */
                        email_is_free?: boolean | null;
                        /**
                         * @deprecated
                         * @description DEPRECATED. Role address (info@, sales@...)
                         */
                        email_is_role?: boolean | null;
                        /**
                         * @deprecated
                         * @description DEPRECATED. Education enrichment
                         */
                        email_education?: string | null;
                        /**
                         * @deprecated
                         * @description DEPRECATED. Account exists on Airbnb
                         */
                        email_has_airbnb?: boolean | null;
                        /** @description Domain name of the email */
                        email_domain?: string | null;
                        /** @description First name from social networks */
                        email_first_name?: string | null;
                        /** @description Last name from social networks */
                        email_last_name?: string | null;
                        /** @description Account exists on twitter */
                        email_has_twitter?: boolean | null;
                        /** @description Account exists on amazon */
                        email_has_amazon?: boolean | null;
                        /** @description Account exists on linkedin */
                        email_has_linkedin?: boolean | null;
                        /** @description Account exists on instagram */
                        email_has_instagram?: boolean | null;
                        /** @description Account exists on spotify */
                        email_has_spotify?: boolean | null;
                        /** @description Account exists on deliveroo */
                        email_has_deliveroo?: boolean | null;
                        /** @description Account exists on pinterest */
                        email_has_pinterest?: boolean | null;
                        /** @description Account exists on office365 */
                        email_has_office365?: boolean | null;
                        /** @description Account exists on hubspot */
                        email_has_hubspot?: boolean | null;
                        /** @description Account exists on wordpress */
                        email_has_wordpress?: boolean | null;
                        /** @description Account on deezer found in data breaches */
                        email_has_deezer?: boolean | null;
                        /** @description Account on badoo found in data breaches */
                        email_has_badoo?: boolean | null;
                        /** @description Account on canva found in data breaches */
                        email_has_canva?: boolean | null;
                        /** @description Account on myfitnesspal found in data breaches */
                        email_has_myfitnesspal?: boolean | null;
                        /** @description Account on dubsmash found in data breaches */
                        email_has_dubsmash?: boolean | null;
                        /** @description Account on shein found in data breaches */
                        email_has_shein?: boolean | null;
                        /** @description Account on dailymotion found in data breaches */
                        email_has_dailymotion?: boolean | null;
                        /** @description Account on zynga found in data breaches */
                        email_has_zynga?: boolean | null;
                        /** @description Account on myspace found in data breaches */
                        email_has_myspace?: boolean | null;
                        /** @description Account on myheritage found in data breaches */
                        email_has_myheritage?: boolean | null;
                        /** @description Account on dropbox found in data breaches */
                        email_has_dropbox?: boolean | null;
                        /** @description Account on houzz found in data breaches */
                        email_has_houzz?: boolean | null;
                        /** @description Account on ticketcounter found in data breaches */
                        email_has_ticketcounter?: boolean | null;
                        /** @description Account on trello found in data breaches */
                        email_has_trello?: boolean | null;
                        /** @description Account on tumblr found in data breaches */
                        email_has_tumblr?: boolean | null;
                        /** @description Avatar URL */
                        email_avatar?: string | null;
                        /** @description Age of the email domain in days */
                        email_domain_age?: number | null;
                        /** @description The email domain has a valid MX record */
                        email_domain_mx_is_valid?: boolean | null;
                        /** @description Mail provider of the email domain */
                        email_domain_mx_provider?: string | null;
                        /** @description Registrar of the email domain */
                        email_domain_registrar?: string | null;
                        /** @description Registrant of the email domain */
                        email_domain_registered_to?: string | null;
                        /** @description Score 0..1000; low means higher risk */
                        email_score?: number | null;
                        /**
                         * @description Score band: very_low, low, review, high, very_high
                         * @enum {string|null}
                         */
                        email_score_cluster?: "very_low" | "low" | "review" | "high" | "very_high" | null;
                        /** @description Company name */
                        email_company_name?: string | null;
                        /** @description Company description */
                        email_company_description?: string | null;
                        /** @description Company industry */
                        email_company_industry?: string | null;
                        /** @description Job title of the email owner */
                        email_company_job_title?: string | null;
                        /** @description Company keywords, comma-separated */
                        email_company_keywords?: string | null;
                        /** @description Company logo URL */
                        email_company_logo?: string | null;
                        /** @description Company country */
                        email_company_country?: string | null;
                        /** @description Company technologies, comma-separated */
                        email_company_tech_stack?: string | null;
                        /** @description Company employees */
                        email_company_employees?: number | null;
                        /** @description Year the company was founded */
                        email_company_founded?: number | null;
                        /** @description Company annual revenue (int64) */
                        email_company_annual_revenue?: number | null;
                        /** @description Company Twitter/X URL */
                        email_company_twitter_url?: string | null;
                        /** @description Company Facebook URL */
                        email_company_facebook_url?: string | null;
                        /** @description Company LinkedIn URL */
                        email_company_linkedin_url?: string | null;
                        /** @description Company total funding */
                        email_company_total_funding?: number | null;
                        /** @description Employment of the email owner */
                        email_employment?: string | null;
                        /** @description A website answers on the email domain */
                        email_domain_website_exists?: boolean | null;
                        /**
                         * @description Website check of the email domain (taxonomy of the domain product)
                         * @enum {string|null}
                         */
                        email_domain_website_exists_taxonomy?: "TAXONOMY_WEBSITE_EXISTS" | "TAXONOMY_WEBSITE_ERROR" | "TAXONOMY_REDIRECT" | "TAXONOMY_REDIRECT_TO_HTTPS" | "TAXONOMY_PARKED_DOMAIN" | "TAXONOMY_WEBSITE_HOSTING" | "TAXONOMY_NO_CONTENT" | "TAXONOMY_TIMEOUT" | null;
                        /** @description The email domain website answers over HTTPS */
                        email_domain_website_exists_ssl?: boolean | null;
                        /** @description Internal links in the email domain home page */
                        email_domain_internal_links_count?: number | null;
                        /** @description External links in the email domain home page */
                        email_domain_external_links_count?: number | null;
                        /** @description Internal email links in the email domain home page */
                        email_domain_internal_email_links_count?: number | null;
                        /** @description External email links in the email domain home page */
                        email_domain_external_email_links_count?: number | null;
                        /** @description Internal images in the email domain home page */
                        email_domain_internal_images_count?: number | null;
                        /** @description External images in the email domain home page */
                        email_domain_external_images_count?: number | null;
                        /** @description Size of the email domain home page in bytes */
                        email_domain_page_size?: number | null;
                        /** @description Length of the account name (before @) */
                        email_account_length?: number | null;
                        /** @description Number of dots in the account name */
                        email_account_dots_count?: number | null;
                        /** @description Number of numbers in the account name */
                        email_account_numbers_count?: number | null;
                        /** @description Number of letters in the account name */
                        email_account_letters_count?: number | null;
                        /** @description Number of symbols in the account name */
                        email_account_symbols_count?: number | null;
                        /** @description Number of vowels in the account name */
                        email_account_vowels_count?: number | null;
                        /** @description Number of consonants in the account name */
                        email_account_consonants_count?: number | null;
                        /** @description Share of dots in the account name (0..1) */
                        email_account_dots_ratio?: number | null;
                        /** @description Share of numbers in the account name (0..1) */
                        email_account_numbers_ratio?: number | null;
                        /** @description Share of letters in the account name (0..1) */
                        email_account_letters_ratio?: number | null;
                        /** @description Share of symbols in the account name (0..1) */
                        email_account_symbols_ratio?: number | null;
                        /** @description Share of vowels in the account name (0..1) */
                        email_account_vowels_ratio?: number | null;
                        /** @description Share of consonants in the account name (0..1) */
                        email_account_consonants_ratio?: number | null;
                        /** @description The account name contains a first name */
                        email_contains_first_name?: boolean | null;
                        /** @description The account name contains a last name */
                        email_contains_last_name?: boolean | null;
                        /** @description The name parsed from the account is valid */
                        email_parsed_name_is_valid?: boolean | null;
                        /** @description First name parsed from the account name */
                        email_parsed_first_name?: string | null;
                        /** @description Last name parsed from the account name */
                        email_parsed_last_name?: string | null;
                        /**
                         * @description Risk type of the parsed name (values of the name product risk_type)
                         * @enum {string|null}
                         */
                        email_parsed_name_risk_type?: "RANDOM_TYPING" | "PLACEHOLDER" | "PLACEHOLDER_TITLE" | "FICTIONAL" | "FAMOUS" | "HUMOROUS" | "INVALID" | "INVALID_CHARACTERS" | "STRING_SIMILARITY" | "VULGAR" | "OTHER" | null;
                        /** @description Suggested correction of a mistyped email */
                        email_did_you_mean?: string | null;
                        /** @description The account name contains stop words */
                        email_has_stop_words?: boolean | null;
                        /** @description Account exists on facebook */
                        email_has_facebook?: boolean | null;
                        /** @description Account exists on apple */
                        email_has_apple?: boolean | null;
                        /** @description Account exists on disney plus */
                        email_has_disney_plus?: boolean | null;
                        /** @description Account exists on glovo */
                        email_has_glovo?: boolean | null;
                        /** @description Account exists on indeed */
                        email_has_indeed?: boolean | null;
                        /** @description Account exists on dazn */
                        email_has_dazn?: boolean | null;
                        /** @description Account exists on paypal */
                        email_has_paypal?: boolean | null;
                        /** @description Account exists on google */
                        email_has_google?: boolean | null;
                        /** @description Account exists on gravatar */
                        email_has_gravatar?: boolean | null;
                        /** @description Account exists on duolingo */
                        email_has_duolingo?: boolean | null;
                        /** @description Duolingo account google id */
                        email_duolingo_has_google_id?: boolean | null;
                        /** @description Duolingo account facebook id */
                        email_duolingo_has_facebook_id?: boolean | null;
                        /** @description Account exists on atlassian */
                        email_has_atlassian?: boolean | null;
                        /** @description Account exists on lastpass */
                        email_has_lastpass?: boolean | null;
                        /** @description Account exists on adobe */
                        email_has_adobe?: boolean | null;
                        /** @description Account exists on freelancer */
                        email_has_freelancer?: boolean | null;
                        /** @description Account exists on github */
                        email_has_github?: boolean | null;
                        /** @description Account exists on openai */
                        email_has_openai?: boolean | null;
                        /** @description Total data breaches the email appears in */
                        email_data_breaches_count?: number | null;
                        /**
                         * Format: date
                         * @description Date of the first breach (YYYY-MM-DD)
                         */
                        email_data_breaches_first_breach?: string | null;
                        /**
                         * Format: date
                         * @description Date of the last breach (YYYY-MM-DD)
                         */
                        email_data_breaches_last_breach?: string | null;
                        /** @description First 10 breaches as name,date entries separated by | */
                        email_data_breaches_list?: string | null;
                        /** @description JSON string: list of breach entries (id, date, title, optional names, phones) */
                        email_data_breaches_data?: string | null;
                        /** @description JSON string: names, emails, phones lists with counts */
                        email_data_breaches_data_lists?: string | null;
                        /** @description Google profile picture URL */
                        email_google_profile_picture?: string | null;
                        /** @description Google account id */
                        email_google_id?: string | null;
                        /** @description Google profile first name */
                        email_google_first_name?: string | null;
                        /** @description Google profile last name */
                        email_google_last_name?: string | null;
                        /** @description Last edit of the Google profile, epoch milliseconds as a string */
                        email_google_last_edit?: string | null;
                        /** @description Number of active Google services (string) */
                        email_google_active_services_count?: string | null;
                        /** @description Active Google services, comma-separated */
                        email_google_active_services_list?: string | null;
                        /** @description Number of Google reviews written (string) */
                        email_google_reviews_count?: string | null;
                        /** @description Link to the Google reviews */
                        email_google_review_link?: string | null;
                        /** @description Google profile location */
                        email_google_location?: string | null;
                        /** @description The Google profile name is valid */
                        email_google_name_is_valid?: boolean | null;
                        /** @description Risk type of the Google profile name */
                        email_google_name_risk_type?: string | null;
                        /** @description Gender of the Google profile name */
                        email_google_name_gender?: string | null;
                        /** @description Gravatar picture URL */
                        email_gravatar_profile_picture?: string | null;
                        /** @description Gravatar first name */
                        email_gravatar_first_name?: string | null;
                        /** @description Gravatar last name */
                        email_gravatar_last_name?: string | null;
                        /** @description Gravatar username */
                        email_gravatar_username?: string | null;
                        /** @description Gravatar city */
                        email_gravatar_city?: string | null;
                        /** @description LinkedIn profile page URL */
                        email_linkedin_profile_page?: string | null;
                        /** @description Login provider of the OpenAI account */
                        email_openai_login_provider?: string | null;
                        /** @description Count of masked partial phone numbers */
                        email_phone_partials_count?: number | null;
                        /** @description Count of masked partial emails */
                        email_email_partials_count?: number | null;
                        /** @description IPs linked to the email */
                        email_identity_ip_count?: number | null;
                        /** @description Phone numbers linked to the email */
                        email_identity_msisdn_count?: number | null;
                        /** @description Names linked to the email */
                        email_identity_name_count?: number | null;
                        /** @description Masked partial phone numbers, comma-separated */
                        email_phone_partials_list?: string | null;
                        /** @description Masked partial emails, comma-separated */
                        email_email_partials_list?: string | null;
                        /** @description Where profile image 1 comes from, e.g. google */
                        email_image_source?: string | null;
                        /** @description Labels detected in image 1 as label,confidence pairs separated by | */
                        email_image_labels?: string | null;
                        /** @description Labels of the first face of image 1 as label,confidence pairs separated by | */
                        email_face1_labels?: string | null;
                        /** @description Bounding box of the first face of image 1: Width,Height,Left,Top (ratios of the image) */
                        email_face1_bounding_box?: string | null;
                        /** @description Estimated age range of the first face of image 1, e.g. 25-35 */
                        email_face1_age_range?: string | null;
                        /** @description The first face of image 1 matches a celebrity */
                        email_face1_is_celebrity?: boolean | null;
                        /** @description Celebrity matched by the first face of image 1 */
                        email_face1_celebrity_name?: string | null;
                        /** @description Labels of the second face of image 1 as label,confidence pairs separated by | */
                        email_face2_labels?: string | null;
                        /** @description Bounding box of the second face of image 1: Width,Height,Left,Top (ratios of the image) */
                        email_face2_bounding_box?: string | null;
                        /** @description Estimated age range of the second face of image 1, e.g. 25-35 */
                        email_face2_age_range?: string | null;
                        /** @description The second face of image 1 matches a celebrity */
                        email_face2_is_celebrity?: boolean | null;
                        /** @description Celebrity matched by the second face of image 1 */
                        email_face2_celebrity_name?: string | null;
                        /** @description Labels of the third face of image 1 as label,confidence pairs separated by | */
                        email_face3_labels?: string | null;
                        /** @description Bounding box of the third face of image 1: Width,Height,Left,Top (ratios of the image) */
                        email_face3_bounding_box?: string | null;
                        /** @description Estimated age range of the third face of image 1, e.g. 25-35 */
                        email_face3_age_range?: string | null;
                        /** @description The third face of image 1 matches a celebrity */
                        email_face3_is_celebrity?: boolean | null;
                        /** @description Celebrity matched by the third face of image 1 */
                        email_face3_celebrity_name?: string | null;
                        /** @description Where profile image 2 comes from, e.g. google */
                        email_image2_source?: string | null;
                        /** @description Labels detected in image 2 as label,confidence pairs separated by | */
                        email_image2_labels?: string | null;
                        /** @description Labels of the first face of image 2 as label,confidence pairs separated by | */
                        email_image2_face1_labels?: string | null;
                        /** @description Bounding box of the first face of image 2: Width,Height,Left,Top (ratios of the image) */
                        email_image2_face1_bounding_box?: string | null;
                        /** @description Estimated age range of the first face of image 2, e.g. 25-35 */
                        email_image2_face1_age_range?: string | null;
                        /** @description The first face of image 2 matches a celebrity */
                        email_image2_face1_is_celebrity?: boolean | null;
                        /** @description Celebrity matched by the first face of image 2 */
                        email_image2_face1_celebrity_name?: string | null;
                        /** @description Labels of the second face of image 2 as label,confidence pairs separated by | */
                        email_image2_face2_labels?: string | null;
                        /** @description Bounding box of the second face of image 2: Width,Height,Left,Top (ratios of the image) */
                        email_image2_face2_bounding_box?: string | null;
                        /** @description Estimated age range of the second face of image 2, e.g. 25-35 */
                        email_image2_face2_age_range?: string | null;
                        /** @description The second face of image 2 matches a celebrity */
                        email_image2_face2_is_celebrity?: boolean | null;
                        /** @description Celebrity matched by the second face of image 2 */
                        email_image2_face2_celebrity_name?: string | null;
                        /** @description Labels of the third face of image 2 as label,confidence pairs separated by | */
                        email_image2_face3_labels?: string | null;
                        /** @description Bounding box of the third face of image 2: Width,Height,Left,Top (ratios of the image) */
                        email_image2_face3_bounding_box?: string | null;
                        /** @description Estimated age range of the third face of image 2, e.g. 25-35 */
                        email_image2_face3_age_range?: string | null;
                        /** @description The third face of image 2 matches a celebrity */
                        email_image2_face3_is_celebrity?: boolean | null;
                        /** @description Celebrity matched by the third face of image 2 */
                        email_image2_face3_celebrity_name?: string | null;
                        /** @description Where profile image 3 comes from, e.g. google */
                        email_image3_source?: string | null;
                        /** @description Labels detected in image 3 as label,confidence pairs separated by | */
                        email_image3_labels?: string | null;
                        /** @description Labels of the first face of image 3 as label,confidence pairs separated by | */
                        email_image3_face1_labels?: string | null;
                        /** @description Bounding box of the first face of image 3: Width,Height,Left,Top (ratios of the image) */
                        email_image3_face1_bounding_box?: string | null;
                        /** @description Estimated age range of the first face of image 3, e.g. 25-35 */
                        email_image3_face1_age_range?: string | null;
                        /** @description The first face of image 3 matches a celebrity */
                        email_image3_face1_is_celebrity?: boolean | null;
                        /** @description Celebrity matched by the first face of image 3 */
                        email_image3_face1_celebrity_name?: string | null;
                        /** @description Labels of the second face of image 3 as label,confidence pairs separated by | */
                        email_image3_face2_labels?: string | null;
                        /** @description Bounding box of the second face of image 3: Width,Height,Left,Top (ratios of the image) */
                        email_image3_face2_bounding_box?: string | null;
                        /** @description Estimated age range of the second face of image 3, e.g. 25-35 */
                        email_image3_face2_age_range?: string | null;
                        /** @description The second face of image 3 matches a celebrity */
                        email_image3_face2_is_celebrity?: boolean | null;
                        /** @description Celebrity matched by the second face of image 3 */
                        email_image3_face2_celebrity_name?: string | null;
                        /** @description Labels of the third face of image 3 as label,confidence pairs separated by | */
                        email_image3_face3_labels?: string | null;
                        /** @description Bounding box of the third face of image 3: Width,Height,Left,Top (ratios of the image) */
                        email_image3_face3_bounding_box?: string | null;
                        /** @description Estimated age range of the third face of image 3, e.g. 25-35 */
                        email_image3_face3_age_range?: string | null;
                        /** @description The third face of image 3 matches a celebrity */
                        email_image3_face3_is_celebrity?: boolean | null;
                        /** @description Celebrity matched by the third face of image 3 */
                        email_image3_face3_celebrity_name?: string | null;
                        /** @description Pair 1: the faces of two profile images belong to the same person */
                        email_faces_similarity1?: boolean | null;
                        /** @description Pair 1: URL of the first image compared */
                        email_faces_similarity1_image1?: string | null;
                        /** @description Pair 1: URL of the second image compared */
                        email_faces_similarity1_image2?: string | null;
                        /** @description Pair 1: face bounding box in the first image (Width,Height,Left,Top) */
                        email_faces_similarity1_image1_bounding_box?: string | null;
                        /** @description Pair 1: face bounding box in the second image (Width,Height,Left,Top) */
                        email_faces_similarity1_image2_bounding_box?: string | null;
                        /** @description Pair 2: the faces of two profile images belong to the same person */
                        email_faces_similarity2?: boolean | null;
                        /** @description Pair 2: URL of the first image compared */
                        email_faces_similarity2_image1?: string | null;
                        /** @description Pair 2: URL of the second image compared */
                        email_faces_similarity2_image2?: string | null;
                        /** @description Pair 2: face bounding box in the first image (Width,Height,Left,Top) */
                        email_faces_similarity2_image1_bounding_box?: string | null;
                        /** @description Pair 2: face bounding box in the second image (Width,Height,Left,Top) */
                        email_faces_similarity2_image2_bounding_box?: string | null;
                        /** @description Pair 3: the faces of two profile images belong to the same person */
                        email_faces_similarity3?: boolean | null;
                        /** @description Pair 3: URL of the first image compared */
                        email_faces_similarity3_image1?: string | null;
                        /** @description Pair 3: URL of the second image compared */
                        email_faces_similarity3_image2?: string | null;
                        /** @description Pair 3: face bounding box in the first image (Width,Height,Left,Top) */
                        email_faces_similarity3_image1_bounding_box?: string | null;
                        /** @description Pair 3: face bounding box in the second image (Width,Height,Left,Top) */
                        email_faces_similarity3_image2_bounding_box?: string | null;
                        /** @description Comma-separated risk (R...) and trust (T...) signals */
                        email_reason_codes?: string | null;
                        /**
                         * Format: date
                         * @description Date the email was first seen (YYYY-MM-DD)
                         */
                        email_first_seen?: string | null;
                        /** @description Days since the email was first seen */
                        email_first_seen_days?: number | null;
                        /** @description JSON string with first_name, last_name, confidence */
                        email_to_name?: string | null;
                        /** @description JSON string with value, confidence */
                        email_to_username?: string | null;
                        /** @description JSON string with masked value, confidence */
                        email_to_phone?: string | null;
                        /** @description A username is linked to the email */
                        email_has_to_username?: boolean | null;
                        /** @description A phone number is linked to the email */
                        email_has_to_phone?: boolean | null;
                        /** @description Confidence level of the linked username, e.g. HIGH */
                        email_has_to_username_confidence?: string | null;
                        /** @description IP echoed; IPv4 or IPv6 */
                        ip_value?: string | null;
                        /** @description City */
                        ip_city?: string | null;
                        /**
                         * @description Connection speed: company/T1, broadband/cable/fiber, mobile
                         * @enum {string|null}
                         */
                        ip_connection_speed?: "company/T1" | "broadband/cable/fiber" | "mobile" | null;
                        /**
                         * @description Connection type
                         * @enum {string|null}
                         */
                        ip_connection_type?: "Commercial" | "Content Delivery Network" | "Fixed Line" | "Mobile ISP" | "Reserved" | "University / College / School" | null;
                        /** @description ISO 3166 alpha-2 code */
                        ip_country?: string | null;
                        /** @description Latitude */
                        ip_lat?: string | null;
                        /** @description Longitude */
                        ip_lon?: string | null;
                        /** @description Internet service provider */
                        ip_isp?: string | null;
                        /** @description Timezone of the IP */
                        ip_timezone?: string | null;
                        /**
                         * @description Local time of day of the request: morning, afternoon, evening, night
                         * @enum {string|null}
                         */
                        ip_request_time?: "morning" | "afternoon" | "evening" | "night" | null;
                        /** @description Postal code */
                        ip_zip?: string | null;
                        /** @description Mobile connection */
                        ip_is_mobile?: boolean | null;
                        /** @description VPN exit node */
                        ip_is_vpn?: boolean | null;
                        /** @description Proxy */
                        ip_is_proxy?: boolean | null;
                        /** @description Tor exit node */
                        ip_is_tor?: boolean | null;
                        /** @description Privacy relay (e.g. iCloud Private Relay) */
                        ip_is_relay?: boolean | null;
                        /** @description Hosting or data-center address */
                        ip_is_hosting?: boolean | null;
                        /**
                         * @deprecated
                         * @description DEPRECATED. VPN provider name
                         */
                        ip_vpn_name?: string | null;
                        /**
                         * @description Proxy provider
                         * @enum {string|null}
                         */
                        ip_proxy_name?: "Bright Data" | "Smartproxy" | "Oxylabs" | "Netnut" | "Webshare" | "GoProxy" | null;
                        /**
                         * @description Proxy type: datacenter or residential
                         * @enum {string|null}
                         */
                        ip_proxy_type?: "datacenter" | "residential" | null;
                        /** @description Score 0..1000; low means higher risk */
                        ip_score?: number | null;
                        /**
                         * @description Score band: very_low, low, review, high, very_high
                         * @enum {string|null}
                         */
                        ip_score_cluster?: "very_low" | "low" | "review" | "high" | "very_high" | null;
                        /** @description Number of providers flagging the IP as spam */
                        ip_black_list_count?: number | null;
                        /** @description Domain of the owning company, if found */
                        ip_company_domain?: string | null;
                        /** @description Company name */
                        ip_company_name?: string | null;
                        /** @description Company description */
                        ip_company_description?: string | null;
                        /** @description Company industry */
                        ip_company_industry?: string | null;
                        /** @description Company keywords, comma-separated */
                        ip_company_keywords?: string | null;
                        /** @description Company logo URL */
                        ip_company_logo?: string | null;
                        /** @description Company country (full country name) */
                        ip_company_country?: string | null;
                        /** @description Company Twitter/X URL */
                        ip_company_twitter_url?: string | null;
                        /** @description Company Facebook URL */
                        ip_company_facebook_url?: string | null;
                        /** @description Company LinkedIn URL */
                        ip_company_linkedin_url?: string | null;
                        /** @description Company technologies, comma-separated */
                        ip_company_tech_stack?: string | null;
                        /** @description Company employees */
                        ip_company_employees?: number | null;
                        /** @description Year the company was founded */
                        ip_company_founded?: number | null;
                        /** @description Company annual revenue */
                        ip_company_annual_revenue?: number | null;
                        /** @description Company total funding */
                        ip_company_total_funding?: number | null;
                        /** @description Comma-separated risk (R...) and trust (T...) signals */
                        ip_reason_codes?: string | null;
                        /**
                         * @deprecated
                         * @description DEPRECATED. Devices linked to the IP
                         */
                        ip_identity_device_count?: number | null;
                        /** @description Emails linked to the IP */
                        ip_identity_email_count?: number | null;
                        /** @description Phone numbers linked to the IP */
                        ip_identity_msisdn_count?: number | null;
                        /** @description Names linked to the IP */
                        ip_identity_name_count?: number | null;
                        /** @description The IP accepts common remote-desktop connections */
                        ip_remote_desktop_enable?: boolean | null;
                        /** @description Times reported in an exploits blocklist */
                        ip_xbl_count?: number | null;
                        /** @description Times reported in a combined spam sources list */
                        ip_css_count?: number | null;
                        /** @description Days since the most recent exploits blocklist report */
                        ip_xbl_in_days?: number | null;
                        /** @description Days since the most recent combined spam sources report */
                        ip_css_in_days?: number | null;
                        /** @description Accepted IPv4/IPv6 format */
                        ip_is_valid_format?: boolean | null;
                        /** @description Private internal address */
                        ip_is_private_internal_address?: boolean | null;
                        /** @description First and last name joined by a comma */
                        name_value?: string | null;
                        /** @description Valid first and last name */
                        name_is_valid?: boolean | null;
                        /**
                         * @description Gender inferred from the first name: F or M
                         * @enum {string|null}
                         */
                        name_gender?: "F" | "M" | null;
                        /** @description Score 0..1000; low means higher risk */
                        name_score?: number | null;
                        /**
                         * @description Score band: very_low, low, review, high, very_high
                         * @enum {string|null}
                         */
                        name_score_cluster?: "very_low" | "low" | "review" | "high" | "very_high" | null;
                        /**
                         * @description For invalid names: RANDOM_TYPING, PLACEHOLDER, PLACEHOLDER_TITLE (a title such as Mr), FICTIONAL, FAMOUS, HUMOROUS, INVALID, INVALID_CHARACTERS, STRING_SIMILARITY (first and last name nearly identical), VULGAR, OTHER
                         * @enum {string|null}
                         */
                        name_risk_type?: "RANDOM_TYPING" | "PLACEHOLDER" | "PLACEHOLDER_TITLE" | "FICTIONAL" | "FAMOUS" | "HUMOROUS" | "INVALID" | "INVALID_CHARACTERS" | "STRING_SIMILARITY" | "VULGAR" | "OTHER" | null;
                        /**
                         * @deprecated
                         * @description DEPRECATED. A Facebook profile exists for the name
                         */
                        name_has_facebook?: boolean | null;
                        /**
                         * @deprecated
                         * @description DEPRECATED. Facebook avatar URL
                         */
                        name_facebook_avatar_url?: string | null;
                        /** @description Comma-separated risk (R...) and trust (T...) signals */
                        name_reason_codes?: string | null;
                        /** @description Devices linked to the name */
                        name_identity_device_count?: number | null;
                        /** @description Emails linked to the name */
                        name_identity_email_count?: number | null;
                        /** @description Phone numbers linked to the name */
                        name_identity_msisdn_count?: number | null;
                        /** @description IPs linked to the name */
                        name_identity_ip_count?: number | null;
                        /** @description Combined score 0..1000 across products; low means higher risk */
                        score?: number;
                        /**
                         * @description Score band
                         * @enum {string}
                         */
                        score_cluster?: "very_low" | "low" | "review" | "high" | "very_high";
                        /** @description Comma-separated risk (R...) and trust (T...) signals across all products */
                        reason_codes?: string;
                    };
                };
            };
            /** @description INVALID_PAYLOAD, INVALID_CLAIMS, MALFORMED_JSON, DUPLICATED_CUSTOMER_ID, DUPLICATED_TRANSACTION_ID, UNKNOWN_MODEL */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INVALID_API_KEY, ACCOUNT_DISABLED, PRODUCT_NOT_ENABLED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INSUFFICIENT_CREDITS */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description MISSING_API_KEY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNSUPPORTED_VERSION, NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description PRODUCT_NOT_AVAILABLE */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    disableOperatorTotp: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description opr_…
                 * @example opr_example
                 */
                operator_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        email: string;
                        role: "owner" | "admin" | "analyst" | "viewer";
                        accounts: string[] | null;
                        disabled: boolean;
                        locked: boolean;
                        totp: boolean;
                        version: number;
                        /** @description ISO-8601 UTC */
                        created_at: string;
                        /** @description ISO-8601 UTC */
                        updated_at: string;
                        /** @description A generated password, only in the answer that made it (shown once) */
                        password?: string;
                    };
                };
            };
            /** @description INVALID_PAYLOAD, MALFORMED_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description FORBIDDEN, CSRF_TOKEN_INVALID */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    disableMyTotp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "password": "correct-horse-battery-staple"
                 *     }
                 */
                "application/json": {
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        email: string;
                        role: "owner" | "admin" | "analyst" | "viewer";
                        accounts: string[] | null;
                        disabled: boolean;
                        locked: boolean;
                        totp: boolean;
                        version: number;
                        /** @description ISO-8601 UTC */
                        created_at: string;
                        /** @description ISO-8601 UTC */
                        updated_at: string;
                        /** @description A generated password, only in the answer that made it (shown once) */
                        password?: string;
                    };
                };
            };
            /** @description INVALID_PAYLOAD, MALFORMED_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description FORBIDDEN, CSRF_TOKEN_INVALID */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    confirmTotp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "code": "123456"
                 *     }
                 */
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        recovery_codes: string[];
                    };
                };
            };
            /** @description INVALID_PAYLOAD, MALFORMED_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description FORBIDDEN, CSRF_TOKEN_INVALID */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    startTotp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description base32 */
                        secret: string;
                        otpauth_uri: string;
                    };
                };
            };
            /** @description INVALID_PAYLOAD, MALFORMED_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description FORBIDDEN, CSRF_TOKEN_INVALID */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listMySessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            operator_id: string;
                            /** @description ISO-8601 UTC */
                            created_at: string;
                            /** @description ISO-8601 UTC */
                            last_seen_at: string;
                            /** @description ISO-8601 UTC */
                            expires_at: string;
                            /** @description ISO-8601 UTC */
                            idle_expires_at: string;
                            address: string | null;
                            user_agent: string | null;
                            current: boolean;
                        }[];
                    };
                };
            };
            /** @description INVALID_PAYLOAD, MALFORMED_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description FORBIDDEN, CSRF_TOKEN_INVALID */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    signIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "operator@example.com",
                 *       "password": "correct-horse-battery-staple"
                 *     }
                 */
                "application/json": {
                    email: string;
                    password: string;
                    /** @description When the operator has a second factor (TOTP_REQUIRED otherwise) */
                    totp_code?: string;
                    /** @description Instead of totp_code; each works once */
                    recovery_code?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        operator: {
                            id: string;
                            email: string;
                            role: "owner" | "admin" | "analyst" | "viewer";
                            accounts: string[] | null;
                            disabled: boolean;
                            locked: boolean;
                            totp: boolean;
                            version: number;
                            /** @description ISO-8601 UTC */
                            created_at: string;
                            /** @description ISO-8601 UTC */
                            updated_at: string;
                            /** @description A generated password, only in the answer that made it (shown once) */
                            password?: string;
                        };
                        session: {
                            id: string;
                            operator_id: string;
                            /** @description ISO-8601 UTC */
                            created_at: string;
                            /** @description ISO-8601 UTC */
                            last_seen_at: string;
                            /** @description ISO-8601 UTC */
                            expires_at: string;
                            /** @description ISO-8601 UTC */
                            idle_expires_at: string;
                            address: string | null;
                            user_agent: string | null;
                            current: boolean;
                        };
                        /** @description Send back in x-csrf-token on every state-changing call */
                        csrf_token: string;
                    };
                };
            };
            /** @description INVALID_PAYLOAD, MALFORMED_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description SIGN_IN_FAILED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description SIGN_IN_LOCKED */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description SIGN_IN_THROTTLED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    signOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ok: boolean;
                    };
                };
            };
            /** @description INVALID_PAYLOAD, MALFORMED_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description FORBIDDEN, CSRF_TOKEN_INVALID */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    revokeSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description ses_…
                 * @example ses_example
                 */
                session_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ok: boolean;
                    };
                };
            };
            /** @description INVALID_PAYLOAD, MALFORMED_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description FORBIDDEN, CSRF_TOKEN_INVALID */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    signOutEverywhere: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        revoked: number;
                    };
                };
            };
            /** @description INVALID_PAYLOAD, MALFORMED_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description FORBIDDEN, CSRF_TOKEN_INVALID */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        kind: string;
                        id: string;
                        role: "owner" | "admin" | "analyst" | "viewer";
                        accounts: string[] | null;
                        email: string | null;
                    };
                };
            };
            /** @description INVALID_PAYLOAD, MALFORMED_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description FORBIDDEN, CSRF_TOKEN_INVALID */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    changeMyPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "current_password": "correct-horse-battery-staple",
                 *       "new_password": "correct-horse-battery-staple"
                 *     }
                 */
                "application/json": {
                    current_password: string;
                    new_password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ok: boolean;
                    };
                };
            };
            /** @description INVALID_PAYLOAD, MALFORMED_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description FORBIDDEN, CSRF_TOKEN_INVALID */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listOperators: {
        parameters: {
            query?: {
                /**
                 * @description Items per page, 1..200 (default 50)
                 * @example 50
                 */
                limit?: string;
                /**
                 * @description next_cursor of the previous page
                 * @example example
                 */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            email: string;
                            role: "owner" | "admin" | "analyst" | "viewer";
                            accounts: string[] | null;
                            disabled: boolean;
                            locked: boolean;
                            totp: boolean;
                            version: number;
                            /** @description ISO-8601 UTC */
                            created_at: string;
                            /** @description ISO-8601 UTC */
                            updated_at: string;
                            /** @description A generated password, only in the answer that made it (shown once) */
                            password?: string;
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description INVALID_PAYLOAD, MALFORMED_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description FORBIDDEN, CSRF_TOKEN_INVALID */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createOperator: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "operator@example.com",
                 *       "role": "owner"
                 *     }
                 */
                "application/json": {
                    email: string;
                    role: "owner" | "admin" | "analyst" | "viewer";
                    accounts?: string[] | null;
                    password?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        email: string;
                        role: "owner" | "admin" | "analyst" | "viewer";
                        accounts: string[] | null;
                        disabled: boolean;
                        locked: boolean;
                        totp: boolean;
                        version: number;
                        /** @description ISO-8601 UTC */
                        created_at: string;
                        /** @description ISO-8601 UTC */
                        updated_at: string;
                        /** @description A generated password, only in the answer that made it (shown once) */
                        password?: string;
                    };
                };
            };
            /** @description INVALID_PAYLOAD, MALFORMED_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description FORBIDDEN, CSRF_TOKEN_INVALID */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getOperator: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description opr_…
                 * @example opr_example
                 */
                operator_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        email: string;
                        role: "owner" | "admin" | "analyst" | "viewer";
                        accounts: string[] | null;
                        disabled: boolean;
                        locked: boolean;
                        totp: boolean;
                        version: number;
                        /** @description ISO-8601 UTC */
                        created_at: string;
                        /** @description ISO-8601 UTC */
                        updated_at: string;
                        /** @description A generated password, only in the answer that made it (shown once) */
                        password?: string;
                    };
                };
            };
            /** @description INVALID_PAYLOAD, MALFORMED_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description FORBIDDEN, CSRF_TOKEN_INVALID */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateOperator: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description opr_…
                 * @example opr_example
                 */
                operator_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": {
                    role?: "owner" | "admin" | "analyst" | "viewer";
                    accounts?: string[] | null;
                    disabled?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        email: string;
                        role: "owner" | "admin" | "analyst" | "viewer";
                        accounts: string[] | null;
                        disabled: boolean;
                        locked: boolean;
                        totp: boolean;
                        version: number;
                        /** @description ISO-8601 UTC */
                        created_at: string;
                        /** @description ISO-8601 UTC */
                        updated_at: string;
                        /** @description A generated password, only in the answer that made it (shown once) */
                        password?: string;
                    };
                };
            };
            /** @description INVALID_PAYLOAD, MALFORMED_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description FORBIDDEN, CSRF_TOKEN_INVALID */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description VERSION_MISMATCH */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description PRECONDITION_REQUIRED */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    resetOperatorPassword: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description opr_…
                 * @example opr_example
                 */
                operator_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": {
                    password?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        email: string;
                        role: "owner" | "admin" | "analyst" | "viewer";
                        accounts: string[] | null;
                        disabled: boolean;
                        locked: boolean;
                        totp: boolean;
                        version: number;
                        /** @description ISO-8601 UTC */
                        created_at: string;
                        /** @description ISO-8601 UTC */
                        updated_at: string;
                        /** @description A generated password, only in the answer that made it (shown once) */
                        password?: string;
                    };
                };
            };
            /** @description INVALID_PAYLOAD, MALFORMED_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description FORBIDDEN, CSRF_TOKEN_INVALID */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    unlockOperator: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description opr_…
                 * @example opr_example
                 */
                operator_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        email: string;
                        role: "owner" | "admin" | "analyst" | "viewer";
                        accounts: string[] | null;
                        disabled: boolean;
                        locked: boolean;
                        totp: boolean;
                        version: number;
                        /** @description ISO-8601 UTC */
                        created_at: string;
                        /** @description ISO-8601 UTC */
                        updated_at: string;
                        /** @description A generated password, only in the answer that made it (shown once) */
                        password?: string;
                    };
                };
            };
            /** @description INVALID_PAYLOAD, MALFORMED_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description FORBIDDEN, CSRF_TOKEN_INVALID */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listAdminTokens: {
        parameters: {
            query?: {
                /**
                 * @description Items per page, 1..200 (default 50)
                 * @example 50
                 */
                limit?: string;
                /**
                 * @description next_cursor of the previous page
                 * @example example
                 */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            name: string;
                            prefix: string;
                            role: "owner" | "admin" | "analyst" | "viewer";
                            accounts: string[] | null;
                            created_by: string;
                            /** @description ISO-8601 UTC */
                            created_at: string;
                            expires_at: string | null;
                            revoked_at: string | null;
                            last_used_at: string | null;
                            /** @description Only in the answer that made it (shown once) */
                            secret?: string;
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description INVALID_PAYLOAD, MALFORMED_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description FORBIDDEN, CSRF_TOKEN_INVALID */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createAdminToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "example",
                 *       "role": "owner"
                 *     }
                 */
                "application/json": {
                    name: string;
                    role: "owner" | "admin" | "analyst" | "viewer";
                    accounts?: string[] | null;
                    expires_in_days?: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        prefix: string;
                        role: "owner" | "admin" | "analyst" | "viewer";
                        accounts: string[] | null;
                        created_by: string;
                        /** @description ISO-8601 UTC */
                        created_at: string;
                        expires_at: string | null;
                        revoked_at: string | null;
                        last_used_at: string | null;
                        /** @description Only in the answer that made it (shown once) */
                        secret?: string;
                    };
                };
            };
            /** @description INVALID_PAYLOAD, MALFORMED_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description FORBIDDEN, CSRF_TOKEN_INVALID */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    revokeAdminToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description adt_…
                 * @example adt_example
                 */
                token_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        prefix: string;
                        role: "owner" | "admin" | "analyst" | "viewer";
                        accounts: string[] | null;
                        created_by: string;
                        /** @description ISO-8601 UTC */
                        created_at: string;
                        expires_at: string | null;
                        revoked_at: string | null;
                        last_used_at: string | null;
                        /** @description Only in the answer that made it (shown once) */
                        secret?: string;
                    };
                };
            };
            /** @description INVALID_PAYLOAD, MALFORMED_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description FORBIDDEN, CSRF_TOKEN_INVALID */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listAccounts: {
        parameters: {
            query?: {
                /**
                 * @description Items per page, 1..200 (default 50)
                 * @example 50
                 */
                limit?: string;
                /**
                 * @description next_cursor of the previous page
                 * @example example
                 */
                cursor?: string;
                /** @example true */
                disabled?: "true" | "false";
                /** @example example */
                name?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            name: string;
                            credits: number | null;
                            unlimited: boolean;
                            products: string[];
                            rate_limit: number;
                            webhook_url: string | null;
                            disabled: boolean;
                            /** @description ISO-8601 UTC */
                            created_at: string;
                            /** @description ISO-8601 UTC */
                            updated_at: string;
                            version: number;
                            /** @description Only in the answer that made it (shown once) */
                            webhook_secret?: string;
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description INVALID_PAYLOAD, MALFORMED_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description FORBIDDEN, CSRF_TOKEN_INVALID */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "example"
                 *     }
                 */
                "application/json": {
                    name: string;
                    credits?: number;
                    unlimited?: boolean;
                    products?: ("phone" | "email" | "ip" | "domain" | "device" | "name" | "hub" | "login" | "domain-intelligence" | "phone-data-breaches" | "phone-to-name" | "phone-mnp" | "ip-proxy")[];
                    rate_limit?: number;
                    webhook_url?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        credits: number | null;
                        unlimited: boolean;
                        products: string[];
                        rate_limit: number;
                        webhook_url: string | null;
                        disabled: boolean;
                        /** @description ISO-8601 UTC */
                        created_at: string;
                        /** @description ISO-8601 UTC */
                        updated_at: string;
                        version: number;
                        /** @description Only in the answer that made it (shown once) */
                        webhook_secret?: string;
                    };
                };
            };
            /** @description INVALID_PAYLOAD, MALFORMED_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description FORBIDDEN, CSRF_TOKEN_INVALID */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description acct_…
                 * @example acct_example
                 */
                account_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        credits: number | null;
                        unlimited: boolean;
                        products: string[];
                        rate_limit: number;
                        webhook_url: string | null;
                        disabled: boolean;
                        /** @description ISO-8601 UTC */
                        created_at: string;
                        /** @description ISO-8601 UTC */
                        updated_at: string;
                        version: number;
                        /** @description Only in the answer that made it (shown once) */
                        webhook_secret?: string;
                    };
                };
            };
            /** @description INVALID_PAYLOAD, MALFORMED_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description FORBIDDEN, CSRF_TOKEN_INVALID */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description acct_…
                 * @example acct_example
                 */
                account_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": {
                    name?: string;
                    unlimited?: boolean;
                    products?: ("phone" | "email" | "ip" | "domain" | "device" | "name" | "hub" | "login" | "domain-intelligence" | "phone-data-breaches" | "phone-to-name" | "phone-mnp" | "ip-proxy")[];
                    rate_limit?: number;
                    webhook_url?: string | null;
                    disabled?: boolean;
                    rotate_webhook_secret?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        credits: number | null;
                        unlimited: boolean;
                        products: string[];
                        rate_limit: number;
                        webhook_url: string | null;
                        disabled: boolean;
                        /** @description ISO-8601 UTC */
                        created_at: string;
                        /** @description ISO-8601 UTC */
                        updated_at: string;
                        version: number;
                        /** @description Only in the answer that made it (shown once) */
                        webhook_secret?: string;
                    };
                };
            };
            /** @description INVALID_PAYLOAD, MALFORMED_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description FORBIDDEN, CSRF_TOKEN_INVALID */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description VERSION_MISMATCH */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description PRECONDITION_REQUIRED */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    disableAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description acct_…
                 * @example acct_example
                 */
                account_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        credits: number | null;
                        unlimited: boolean;
                        products: string[];
                        rate_limit: number;
                        webhook_url: string | null;
                        disabled: boolean;
                        /** @description ISO-8601 UTC */
                        created_at: string;
                        /** @description ISO-8601 UTC */
                        updated_at: string;
                        version: number;
                        /** @description Only in the answer that made it (shown once) */
                        webhook_secret?: string;
                    };
                };
            };
            /** @description INVALID_PAYLOAD, MALFORMED_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description FORBIDDEN, CSRF_TOKEN_INVALID */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listKeys: {
        parameters: {
            query?: {
                /**
                 * @description Items per page, 1..200 (default 50)
                 * @example 50
                 */
                limit?: string;
                /**
                 * @description next_cursor of the previous page
                 * @example example
                 */
                cursor?: string;
            };
            header?: never;
            path: {
                /**
                 * @description acct_…
                 * @example acct_example
                 */
                account_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            account_id: string;
                            environment: string;
                            prefix: string;
                            /** @description ISO-8601 UTC */
                            created_at: string;
                            revoked_at: string | null;
                            expires_at: string | null;
                            replaced_by: string | null;
                            /** @description Only in the answer that made it (shown once) */
                            secret?: string;
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description INVALID_PAYLOAD, MALFORMED_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description FORBIDDEN, CSRF_TOKEN_INVALID */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description acct_…
                 * @example acct_example
                 */
                account_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "environment": "live"
                 *     }
                 */
                "application/json": {
                    environment: "live" | "sandbox";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        account_id: string;
                        environment: string;
                        prefix: string;
                        /** @description ISO-8601 UTC */
                        created_at: string;
                        revoked_at: string | null;
                        expires_at: string | null;
                        replaced_by: string | null;
                        /** @description Only in the answer that made it (shown once) */
                        secret?: string;
                    };
                };
            };
            /** @description INVALID_PAYLOAD, MALFORMED_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description FORBIDDEN, CSRF_TOKEN_INVALID */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    revokeKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description key_…
                 * @example key_example
                 */
                key_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        account_id: string;
                        environment: string;
                        prefix: string;
                        /** @description ISO-8601 UTC */
                        created_at: string;
                        revoked_at: string | null;
                        expires_at: string | null;
                        replaced_by: string | null;
                        /** @description Only in the answer that made it (shown once) */
                        secret?: string;
                    };
                };
            };
            /** @description INVALID_PAYLOAD, MALFORMED_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description FORBIDDEN, CSRF_TOKEN_INVALID */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    rotateKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description key_…
                 * @example key_example
                 */
                key_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": {
                    grace_seconds?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        old: {
                            id: string;
                            account_id: string;
                            environment: string;
                            prefix: string;
                            /** @description ISO-8601 UTC */
                            created_at: string;
                            revoked_at: string | null;
                            expires_at: string | null;
                            replaced_by: string | null;
                            /** @description Only in the answer that made it (shown once) */
                            secret?: string;
                        };
                        new: {
                            id: string;
                            account_id: string;
                            environment: string;
                            prefix: string;
                            /** @description ISO-8601 UTC */
                            created_at: string;
                            revoked_at: string | null;
                            expires_at: string | null;
                            replaced_by: string | null;
                            /** @description Only in the answer that made it (shown once) */
                            secret?: string;
                        };
                    };
                };
            };
            /** @description INVALID_PAYLOAD, MALFORMED_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description FORBIDDEN, CSRF_TOKEN_INVALID */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listCreditLedger: {
        parameters: {
            query?: {
                /**
                 * @description Items per page, 1..200 (default 50)
                 * @example 50
                 */
                limit?: string;
                /**
                 * @description next_cursor of the previous page
                 * @example example
                 */
                cursor?: string;
            };
            header?: never;
            path: {
                /**
                 * @description acct_…
                 * @example acct_example
                 */
                account_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            account_id: string;
                            amount: number;
                            balance: number;
                            actor: string;
                            note: string | null;
                            /** @description ISO-8601 UTC */
                            created_at: string;
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description INVALID_PAYLOAD, MALFORMED_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description FORBIDDEN, CSRF_TOKEN_INVALID */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    addCredits: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description acct_…
                 * @example acct_example
                 */
                account_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount": -1000000000
                 *     }
                 */
                "application/json": {
                    amount: number;
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        account_id: string;
                        amount: number;
                        balance: number;
                        actor: string;
                        note: string | null;
                        /** @description ISO-8601 UTC */
                        created_at: string;
                    };
                };
            };
            /** @description INVALID_PAYLOAD, MALFORMED_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description FORBIDDEN, CSRF_TOKEN_INVALID */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listPrices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        prices: {
                            [key: string]: number;
                        };
                    };
                };
            };
            /** @description INVALID_PAYLOAD, MALFORMED_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description FORBIDDEN, CSRF_TOKEN_INVALID */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getUsage: {
        parameters: {
            query?: {
                /** @example 2026-01-01 */
                from?: string;
                /** @example 2026-01-01 */
                to?: string;
            };
            header?: never;
            path: {
                /**
                 * @description acct_…
                 * @example acct_example
                 */
                account_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        account_id: string;
                        from: string;
                        to: string;
                        days: {
                            day: string;
                            operation: string;
                            calls: number;
                            credits: number;
                        }[];
                    };
                };
            };
            /** @description INVALID_PAYLOAD, MALFORMED_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description FORBIDDEN, CSRF_TOKEN_INVALID */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listApps: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description acct_…
                 * @example acct_example
                 */
                account_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            account_id: string;
                            /** @description Publishable (sent by browsers) */
                            app_key: string;
                            origins: string[];
                            /** @description ISO-8601 UTC */
                            created_at: string;
                            revoked_at: string | null;
                        }[];
                    };
                };
            };
            /** @description INVALID_PAYLOAD, MALFORMED_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description FORBIDDEN, CSRF_TOKEN_INVALID */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createApp: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description acct_…
                 * @example acct_example
                 */
                account_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "origins": [
                 *         "example"
                 *       ]
                 *     }
                 */
                "application/json": {
                    origins: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        account_id: string;
                        /** @description Publishable (sent by browsers) */
                        app_key: string;
                        origins: string[];
                        /** @description ISO-8601 UTC */
                        created_at: string;
                        revoked_at: string | null;
                    };
                };
            };
            /** @description INVALID_PAYLOAD, MALFORMED_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description FORBIDDEN, CSRF_TOKEN_INVALID */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    revokeApp: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description app_…
                 * @example app_example
                 */
                app_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        account_id: string;
                        /** @description Publishable (sent by browsers) */
                        app_key: string;
                        origins: string[];
                        /** @description ISO-8601 UTC */
                        created_at: string;
                        revoked_at: string | null;
                    };
                };
            };
            /** @description INVALID_PAYLOAD, MALFORMED_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description FORBIDDEN, CSRF_TOKEN_INVALID */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description acct_…
                 * @example acct_example
                 */
                account_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        account_id: string;
                        webhook_secret: string;
                    };
                };
            };
            /** @description INVALID_PAYLOAD, MALFORMED_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description FORBIDDEN, CSRF_TOKEN_INVALID */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /**
                 * @description Items per page, 1..200 (default 50)
                 * @example 50
                 */
                limit?: string;
                /**
                 * @description next_cursor of the previous page
                 * @example example
                 */
                cursor?: string;
                /** @example pending */
                status?: "pending" | "delivered" | "failed";
            };
            header?: never;
            path: {
                /**
                 * @description acct_…
                 * @example acct_example
                 */
                account_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            account_id: string;
                            type: string;
                            status: string;
                            attempts: number;
                            /** @description ISO-8601 UTC */
                            created_at: string;
                            delivered_at: string | null;
                            /** @description The payload sent (exactly the signed body) */
                            request_body: string;
                            last_attempt: {
                                attempt: number;
                                url: string;
                                status_code: number | null;
                                error: string | null;
                                duration_ms: number;
                                /** @description ISO-8601 UTC */
                                created_at: string;
                                response_body: string | null;
                                response_truncated: boolean | null;
                                next_attempt_at: string | null;
                            } | null;
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description INVALID_PAYLOAD, MALFORMED_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description FORBIDDEN, CSRF_TOKEN_INVALID */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getWebhookDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description msg_…
                 * @example msg_example
                 */
                event_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        delivery: {
                            id: string;
                            account_id: string;
                            type: string;
                            status: string;
                            attempts: number;
                            /** @description ISO-8601 UTC */
                            created_at: string;
                            delivered_at: string | null;
                        };
                        request_body: string;
                        attempts: {
                            attempt: number;
                            url: string;
                            status_code: number | null;
                            error: string | null;
                            duration_ms: number;
                            /** @description ISO-8601 UTC */
                            created_at: string;
                            response_body: string | null;
                            response_truncated: boolean | null;
                            next_attempt_at: string | null;
                        }[];
                    };
                };
            };
            /** @description INVALID_PAYLOAD, MALFORMED_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description FORBIDDEN, CSRF_TOKEN_INVALID */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    redeliverWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description msg_…
                 * @example msg_example
                 */
                event_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        delivery: {
                            id: string;
                            account_id: string;
                            type: string;
                            status: string;
                            attempts: number;
                            /** @description ISO-8601 UTC */
                            created_at: string;
                            delivered_at: string | null;
                        };
                        job_id: string;
                    };
                };
            };
            /** @description INVALID_PAYLOAD, MALFORMED_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description FORBIDDEN, CSRF_TOKEN_INVALID */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listJobs: {
        parameters: {
            query?: {
                /**
                 * @description Items per page, 1..200 (default 50)
                 * @example 50
                 */
                limit?: string;
                /**
                 * @description next_cursor of the previous page
                 * @example example
                 */
                cursor?: string;
                /** @example queued */
                status?: "queued" | "running" | "succeeded" | "failed" | "cancelled";
                /** @example example */
                name?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            name: string;
                            status: string;
                            attempts: number;
                            /** @description ISO-8601 UTC */
                            run_at: string;
                            last_error: string | null;
                            /** @description ISO-8601 UTC */
                            created_at: string;
                            /** @description ISO-8601 UTC */
                            updated_at: string;
                            finished_at: string | null;
                            payload: unknown;
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description INVALID_PAYLOAD, MALFORMED_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description FORBIDDEN, CSRF_TOKEN_INVALID */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description job_…
                 * @example job_example
                 */
                job_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        job: {
                            id: string;
                            name: string;
                            status: string;
                            attempts: number;
                            /** @description ISO-8601 UTC */
                            run_at: string;
                            last_error: string | null;
                            /** @description ISO-8601 UTC */
                            created_at: string;
                            /** @description ISO-8601 UTC */
                            updated_at: string;
                            finished_at: string | null;
                            payload: unknown;
                        };
                        attempts: {
                            attempt: number;
                            worker: string;
                            outcome: string;
                            error: string | null;
                            ms: number;
                            /** @description ISO-8601 UTC */
                            finished_at: string;
                        }[];
                        deliveries: {
                            attempt: number;
                            url: string;
                            status_code: number | null;
                            error: string | null;
                            duration_ms: number;
                            /** @description ISO-8601 UTC */
                            created_at: string;
                            response_body: string | null;
                            response_truncated: boolean | null;
                            next_attempt_at: string | null;
                        }[] | null;
                    };
                };
            };
            /** @description INVALID_PAYLOAD, MALFORMED_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description FORBIDDEN, CSRF_TOKEN_INVALID */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    cancelJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description job_…
                 * @example job_example
                 */
                job_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        status: string;
                        attempts: number;
                        /** @description ISO-8601 UTC */
                        run_at: string;
                        last_error: string | null;
                        /** @description ISO-8601 UTC */
                        created_at: string;
                        /** @description ISO-8601 UTC */
                        updated_at: string;
                        finished_at: string | null;
                        payload: unknown;
                    };
                };
            };
            /** @description INVALID_PAYLOAD, MALFORMED_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description FORBIDDEN, CSRF_TOKEN_INVALID */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    retryJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description job_…
                 * @example job_example
                 */
                job_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        status: string;
                        attempts: number;
                        /** @description ISO-8601 UTC */
                        run_at: string;
                        last_error: string | null;
                        /** @description ISO-8601 UTC */
                        created_at: string;
                        /** @description ISO-8601 UTC */
                        updated_at: string;
                        finished_at: string | null;
                        payload: unknown;
                    };
                };
            };
            /** @description INVALID_PAYLOAD, MALFORMED_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description FORBIDDEN, CSRF_TOKEN_INVALID */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listDatasets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            name: string;
                            description: string;
                            /** @description Rows stored now */
                            rows: number;
                            last_import: {
                                id: string;
                                dataset: string;
                                file_name: string;
                                format: string;
                                strict: boolean;
                                /** @description refused: a strict import found bad rows and wrote nothing */
                                status: "uploading" | "queued" | "running" | "succeeded" | "refused" | "failed";
                                /** @description Who imported: operator:opr_…, token:adt_…, cli:<user> */
                                actor: string;
                                job_id: string | null;
                                /** @description Rows read so far (while running) or in all */
                                rows: number;
                                /** @description Bytes read so far */
                                bytes: number;
                                total_bytes: number;
                                summary: {
                                    rows: number;
                                    valid: number;
                                    changed: number;
                                    unchanged: number;
                                    bad: number;
                                    /** @description The first 100 bad rows */
                                    bad_rows: {
                                        line: number;
                                        error: string;
                                    }[];
                                    seconds: number;
                                    rows_per_second: number;
                                    refused: boolean;
                                } | null;
                                error: string | null;
                                /** @description ISO-8601 UTC */
                                created_at: string;
                                started_at: string | null;
                                finished_at: string | null;
                                /** @description ISO-8601 UTC */
                                updated_at: string;
                            } | null;
                            running: {
                                id: string;
                                dataset: string;
                                file_name: string;
                                format: string;
                                strict: boolean;
                                /** @description refused: a strict import found bad rows and wrote nothing */
                                status: "uploading" | "queued" | "running" | "succeeded" | "refused" | "failed";
                                /** @description Who imported: operator:opr_…, token:adt_…, cli:<user> */
                                actor: string;
                                job_id: string | null;
                                /** @description Rows read so far (while running) or in all */
                                rows: number;
                                /** @description Bytes read so far */
                                bytes: number;
                                total_bytes: number;
                                summary: {
                                    rows: number;
                                    valid: number;
                                    changed: number;
                                    unchanged: number;
                                    bad: number;
                                    /** @description The first 100 bad rows */
                                    bad_rows: {
                                        line: number;
                                        error: string;
                                    }[];
                                    seconds: number;
                                    rows_per_second: number;
                                    refused: boolean;
                                } | null;
                                error: string | null;
                                /** @description ISO-8601 UTC */
                                created_at: string;
                                started_at: string | null;
                                finished_at: string | null;
                                /** @description ISO-8601 UTC */
                                updated_at: string;
                            } | null;
                        }[];
                    };
                };
            };
            /** @description INVALID_PAYLOAD, MALFORMED_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description FORBIDDEN, CSRF_TOKEN_INVALID */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listDatasetImports: {
        parameters: {
            query?: {
                /**
                 * @description Items per page, 1..200 (default 50)
                 * @example 50
                 */
                limit?: string;
                /**
                 * @description next_cursor of the previous page
                 * @example example
                 */
                cursor?: string;
                /** @example example */
                dataset?: string;
                /** @example uploading */
                status?: "uploading" | "queued" | "running" | "succeeded" | "refused" | "failed";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            dataset: string;
                            file_name: string;
                            format: string;
                            strict: boolean;
                            /** @description refused: a strict import found bad rows and wrote nothing */
                            status: "uploading" | "queued" | "running" | "succeeded" | "refused" | "failed";
                            /** @description Who imported: operator:opr_…, token:adt_…, cli:<user> */
                            actor: string;
                            job_id: string | null;
                            /** @description Rows read so far (while running) or in all */
                            rows: number;
                            /** @description Bytes read so far */
                            bytes: number;
                            total_bytes: number;
                            summary: {
                                rows: number;
                                valid: number;
                                changed: number;
                                unchanged: number;
                                bad: number;
                                /** @description The first 100 bad rows */
                                bad_rows: {
                                    line: number;
                                    error: string;
                                }[];
                                seconds: number;
                                rows_per_second: number;
                                refused: boolean;
                            } | null;
                            error: string | null;
                            /** @description ISO-8601 UTC */
                            created_at: string;
                            started_at: string | null;
                            finished_at: string | null;
                            /** @description ISO-8601 UTC */
                            updated_at: string;
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description INVALID_PAYLOAD, MALFORMED_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description FORBIDDEN, CSRF_TOKEN_INVALID */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getDatasetImport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description dsi_…
                 * @example example
                 */
                import_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        dataset: string;
                        file_name: string;
                        format: string;
                        strict: boolean;
                        /** @description refused: a strict import found bad rows and wrote nothing */
                        status: "uploading" | "queued" | "running" | "succeeded" | "refused" | "failed";
                        /** @description Who imported: operator:opr_…, token:adt_…, cli:<user> */
                        actor: string;
                        job_id: string | null;
                        /** @description Rows read so far (while running) or in all */
                        rows: number;
                        /** @description Bytes read so far */
                        bytes: number;
                        total_bytes: number;
                        summary: {
                            rows: number;
                            valid: number;
                            changed: number;
                            unchanged: number;
                            bad: number;
                            /** @description The first 100 bad rows */
                            bad_rows: {
                                line: number;
                                error: string;
                            }[];
                            seconds: number;
                            rows_per_second: number;
                            refused: boolean;
                        } | null;
                        error: string | null;
                        /** @description ISO-8601 UTC */
                        created_at: string;
                        started_at: string | null;
                        finished_at: string | null;
                        /** @description ISO-8601 UTC */
                        updated_at: string;
                    };
                };
            };
            /** @description INVALID_PAYLOAD, MALFORMED_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description FORBIDDEN, CSRF_TOKEN_INVALID */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getOverview: {
        parameters: {
            query?: {
                /**
                 * @description Default 24h; custom needs from and to (at most 400 days)
                 * @example 1h
                 */
                range?: "1h" | "24h" | "7d" | "30d" | "custom";
                /** @example 2026-01-01T00:00:00Z */
                from?: string;
                /** @example 2026-01-01T00:00:00Z */
                to?: string;
                /**
                 * @description acct_… (one account only)
                 * @example acct_example
                 */
                account_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description ISO-8601 UTC */
                        from: string;
                        /** @description ISO-8601 UTC */
                        to: string;
                        bucket: "minute" | "hour" | "day";
                        account_id: string | null;
                        /** @description Calls per bucket (its start) and product, both environments, from the stored resolutions */
                        calls: {
                            /** @description ISO-8601 UTC */
                            t: string;
                            operation: string;
                            calls: number;
                        }[];
                        totals: {
                            calls: number;
                            scored: number;
                        };
                        /** @description Every answered call of a public operation (4xx, 5xx), per hour, from the call statistics each process adds to the database every few seconds */
                        errors: {
                            /**
                             * Format: date-time
                             * @description The hours counted: the range widened to whole UTC hours (call statistics are kept per hour)
                             */
                            from: string;
                            /** @description ISO-8601 UTC */
                            to: string;
                            /** @description Of the series */
                            bucket: "hour" | "day";
                            /** @description The first hour with a recorded call (null: none yet); calls before it are not counted */
                            recorded_since: string | null;
                            /** @description Answered calls of the public operations (every status) */
                            calls: number;
                            /** @description Answered 4xx */
                            client_errors: number;
                            /** @description Answered 5xx */
                            server_errors: number;
                            series: {
                                /** @description ISO-8601 UTC */
                                t: string;
                                calls: number;
                                client_errors: number;
                                server_errors: number;
                            }[];
                            /** @description Most calls first */
                            by_operation: {
                                operation: string;
                                calls: number;
                                client_errors: number;
                                server_errors: number;
                            }[];
                        };
                        /** @description Server time from the request's arrival to its answer, same hours as errors */
                        latency: {
                            /** @description Upper bounds of the histogram buckets the quantiles are estimated from (linear inside a bucket; above the last bound the last bound is answered) */
                            bounds_ms: number[];
                            /** @description null without calls */
                            p50_ms: number | null;
                            p99_ms: number | null;
                            series: {
                                /** @description ISO-8601 UTC */
                                t: string;
                                p50_ms: number | null;
                                p99_ms: number | null;
                            }[];
                            by_operation: {
                                operation: string;
                                calls: number;
                                p50_ms: number | null;
                                p99_ms: number | null;
                            }[];
                        };
                        clusters: {
                            cluster: string | null;
                            calls: number;
                        }[];
                        /** @description The 10 most frequent */
                        reason_codes: {
                            code: string;
                            calls: number;
                        }[];
                        credits: {
                            account_id: string;
                            name: string;
                            spent: number;
                            balance: number | null;
                            unlimited: boolean;
                        }[] | null;
                        webhook_failures: {
                            event_id: string;
                            account_id: string;
                            attempt: number;
                            url: string;
                            status_code: number | null;
                            error: string | null;
                            /** @description ISO-8601 UTC */
                            created_at: string;
                        }[] | null;
                        failed_jobs: {
                            id: string;
                            name: string;
                            attempts: number;
                            last_error: string | null;
                            finished_at: string | null;
                        }[] | null;
                    };
                };
            };
            /** @description INVALID_PAYLOAD, MALFORMED_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description FORBIDDEN, CSRF_TOKEN_INVALID */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    searchResolutions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": {
                    limit?: number;
                    /** @description next_cursor of the previous page */
                    cursor?: string;
                    /** @description acct_… */
                    account_id?: string;
                    environment?: "live" | "sandbox";
                    customer_id?: string;
                    /** @description res_… */
                    resolution_id?: string;
                    operation?: string;
                    model?: string;
                    score_min?: number;
                    score_max?: number;
                    cluster?: string;
                    reason_code?: string;
                    /** Format: date-time */
                    from?: string;
                    /** Format: date-time */
                    to?: string;
                    touchpoint?: {
                        kind: "phone" | "email" | "ip" | "name" | "username";
                        value: string;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            account_id: string;
                            environment: string;
                            operation: string;
                            customer_id: string | null;
                            transaction_id: string | null;
                            status: string;
                            price: number;
                            score: number | null;
                            score_cluster: string | null;
                            reason_codes: string[];
                            /** @description ISO-8601 UTC */
                            created_at: string;
                            erased: boolean;
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description INVALID_PAYLOAD, MALFORMED_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description FORBIDDEN, CSRF_TOKEN_INVALID */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    explainResolution: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description res_…
                 * @example res_example
                 */
                resolution_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resolution: {
                            id: string;
                            account_id: string;
                            environment: string;
                            operation: string;
                            customer_id: string | null;
                            transaction_id: string | null;
                            status: string;
                            price: number;
                            score: number | null;
                            score_cluster: string | null;
                            reason_codes: string[];
                            /** @description ISO-8601 UTC */
                            created_at: string;
                            erased: boolean;
                        };
                        explanation: unknown;
                        response: unknown;
                        /** @description "Copy as curl": the same call for a sandbox key, rebuilt from what is stored (the request itself is not): docs/console.md */
                        replay: {
                            method: string | null;
                            path: string | null;
                            url: string | null;
                            body: {
                                [key: string]: unknown;
                            } | null;
                            unavailable: string | null;
                            /** @description What the rebuilt call leaves out or cannot know */
                            notes: string[];
                            sandbox_key_prefix: string | null;
                        };
                    };
                };
            };
            /** @description INVALID_PAYLOAD, MALFORMED_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description FORBIDDEN, CSRF_TOKEN_INVALID */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    lookupIdentity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "kind": "phone",
                 *       "value": "example",
                 *       "account_id": "acct_example"
                 *     }
                 */
                "application/json": {
                    kind: "phone" | "email" | "ip" | "name";
                    value: string;
                    /** @description acct_… (the identity graph is kept per account) */
                    account_id: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        node: string;
                        /** @description Opaque reference of the node in this account's graph (openIdentityNode); no touch point in clear */
                        ref: string;
                        kind: string;
                        first_seen: string | null;
                        last_seen: string | null;
                        linked: {
                            items: {
                                /** @description Keyed hash of the touch point (never its value) */
                                node: string;
                                /** @description Opaque reference of the node in this account's graph (openIdentityNode); no touch point in clear */
                                ref: string;
                                kind: string;
                                /** @description ISO-8601 UTC */
                                first_seen: string;
                                /** @description ISO-8601 UTC */
                                last_seen: string;
                                links: number;
                                linked?: {
                                    items: {
                                        node: string;
                                        /** @description Opaque reference of the node in this account's graph (openIdentityNode); no touch point in clear */
                                        ref: string;
                                        kind: string;
                                        /** @description ISO-8601 UTC */
                                        first_seen: string;
                                        /** @description ISO-8601 UTC */
                                        last_seen: string;
                                        links: number;
                                    }[];
                                    beyond: number;
                                };
                            }[];
                            /** @description Neighbours not listed (fan-out bound) */
                            beyond: number;
                        } | null;
                        resolutions: {
                            id: string;
                            account_id: string;
                            environment: string;
                            operation: string;
                            customer_id: string | null;
                            transaction_id: string | null;
                            status: string;
                            price: number;
                            score: number | null;
                            score_cluster: string | null;
                            reason_codes: string[];
                            /** @description ISO-8601 UTC */
                            created_at: string;
                            erased: boolean;
                        }[];
                    };
                };
            };
            /** @description INVALID_PAYLOAD, MALFORMED_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description FORBIDDEN, CSRF_TOKEN_INVALID */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    openIdentityNode: {
        parameters: {
            query: {
                /**
                 * @description acct_… (whose graph the reference was made in)
                 * @example acct_example
                 */
                account_id: string;
            };
            header?: never;
            path: {
                /**
                 * @description Opaque reference of the node in this account's graph (openIdentityNode); no touch point in clear
                 * @example NNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNN~MMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMM
                 */
                ref: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        node: string;
                        /** @description Opaque reference of the node in this account's graph (openIdentityNode); no touch point in clear */
                        ref: string;
                        kind: string;
                        first_seen: string | null;
                        last_seen: string | null;
                        linked: {
                            items: {
                                /** @description Keyed hash of the touch point (never its value) */
                                node: string;
                                /** @description Opaque reference of the node in this account's graph (openIdentityNode); no touch point in clear */
                                ref: string;
                                kind: string;
                                /** @description ISO-8601 UTC */
                                first_seen: string;
                                /** @description ISO-8601 UTC */
                                last_seen: string;
                                links: number;
                                linked?: {
                                    items: {
                                        node: string;
                                        /** @description Opaque reference of the node in this account's graph (openIdentityNode); no touch point in clear */
                                        ref: string;
                                        kind: string;
                                        /** @description ISO-8601 UTC */
                                        first_seen: string;
                                        /** @description ISO-8601 UTC */
                                        last_seen: string;
                                        links: number;
                                    }[];
                                    beyond: number;
                                };
                            }[];
                            /** @description Neighbours not listed (fan-out bound) */
                            beyond: number;
                        } | null;
                        resolutions: {
                            id: string;
                            account_id: string;
                            environment: string;
                            operation: string;
                            customer_id: string | null;
                            transaction_id: string | null;
                            status: string;
                            price: number;
                            score: number | null;
                            score_cluster: string | null;
                            reason_codes: string[];
                            /** @description ISO-8601 UTC */
                            created_at: string;
                            erased: boolean;
                        }[];
                    };
                };
            };
            /** @description INVALID_PAYLOAD, MALFORMED_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description FORBIDDEN, CSRF_TOKEN_INVALID */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    exportSubject: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "kind": "phone",
                 *       "value": "example"
                 *     }
                 */
                "application/json": {
                    kind: "phone" | "email" | "ip" | "name";
                    value: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        stores: {
                            [key: string]: unknown[];
                        };
                    };
                };
            };
            /** @description INVALID_PAYLOAD, MALFORMED_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description FORBIDDEN, CSRF_TOKEN_INVALID */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    eraseSubject: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "kind": "phone",
                 *       "value": "example"
                 *     }
                 */
                "application/json": {
                    kind: "phone" | "email" | "ip" | "name";
                    value: string;
                    dry_run?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        subject: string;
                        dry_run: boolean;
                        stores: {
                            [key: string]: number;
                        };
                        total: number;
                    };
                };
            };
            /** @description INVALID_PAYLOAD, MALFORMED_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description FORBIDDEN, CSRF_TOKEN_INVALID */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listAuditEntries: {
        parameters: {
            query?: {
                /**
                 * @description Items per page, 1..200 (default 50)
                 * @example 50
                 */
                limit?: string;
                /**
                 * @description next_cursor of the previous page
                 * @example example
                 */
                cursor?: string;
                /** @example example */
                actor?: string;
                /** @example example */
                action?: string;
                /** @example 2026-01-01T00:00:00Z */
                from?: string;
                /** @example 2026-01-01T00:00:00Z */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            /** @description ISO-8601 UTC */
                            at: string;
                            actor: string;
                            action: string;
                            args: unknown;
                            outcome: string;
                            detail: unknown;
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description INVALID_PAYLOAD, MALFORMED_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description FORBIDDEN, CSRF_TOKEN_INVALID */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listReviews: {
        parameters: {
            query?: {
                /**
                 * @description Items per page, 1..200 (default 50)
                 * @example 50
                 */
                limit?: string;
                /**
                 * @description next_cursor of the previous page
                 * @example example
                 */
                cursor?: string;
                /**
                 * @description acct_…
                 * @example acct_example
                 */
                account_id?: string;
                /** @example open */
                status?: "open" | "decided";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            resolution_id: string;
                            account_id: string;
                            operation: string;
                            customer_id: string | null;
                            /** @description pol_…@N that sent the call to review */
                            policy_version: string;
                            /** @description The rules that matched (what sent it to review) */
                            rules: {
                                id: string;
                                name: string;
                            }[];
                            /** @description The call's time (the queue's order) */
                            created_at: string;
                            status: "open" | "decided";
                            claimed_by: string | null;
                            claimed_at: string | null;
                            claim_expires_at: string | null;
                            outcome: ("approve" | "decline") | null;
                            note: string | null;
                            decided_by: string | null;
                            decided_at: string | null;
                            score: number | null;
                            score_cluster: string | null;
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description INVALID_PAYLOAD, MALFORMED_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description FORBIDDEN, CSRF_TOKEN_INVALID */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description res_…
                 * @example res_example
                 */
                resolution_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resolution_id: string;
                        account_id: string;
                        operation: string;
                        customer_id: string | null;
                        /** @description pol_…@N that sent the call to review */
                        policy_version: string;
                        /** @description The rules that matched (what sent it to review) */
                        rules: {
                            id: string;
                            name: string;
                        }[];
                        /** @description The call's time (the queue's order) */
                        created_at: string;
                        status: "open" | "decided";
                        claimed_by: string | null;
                        claimed_at: string | null;
                        claim_expires_at: string | null;
                        outcome: ("approve" | "decline") | null;
                        note: string | null;
                        decided_by: string | null;
                        decided_at: string | null;
                        score: number | null;
                        score_cluster: string | null;
                    };
                };
            };
            /** @description INVALID_PAYLOAD, MALFORMED_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description FORBIDDEN, CSRF_TOKEN_INVALID */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    claimReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description res_…
                 * @example res_example
                 */
                resolution_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resolution_id: string;
                        account_id: string;
                        operation: string;
                        customer_id: string | null;
                        /** @description pol_…@N that sent the call to review */
                        policy_version: string;
                        /** @description The rules that matched (what sent it to review) */
                        rules: {
                            id: string;
                            name: string;
                        }[];
                        /** @description The call's time (the queue's order) */
                        created_at: string;
                        status: "open" | "decided";
                        claimed_by: string | null;
                        claimed_at: string | null;
                        claim_expires_at: string | null;
                        outcome: ("approve" | "decline") | null;
                        note: string | null;
                        decided_by: string | null;
                        decided_at: string | null;
                        score: number | null;
                        score_cluster: string | null;
                    };
                };
            };
            /** @description INVALID_PAYLOAD, MALFORMED_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description FORBIDDEN, CSRF_TOKEN_INVALID */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    releaseReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description res_…
                 * @example res_example
                 */
                resolution_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resolution_id: string;
                        account_id: string;
                        operation: string;
                        customer_id: string | null;
                        /** @description pol_…@N that sent the call to review */
                        policy_version: string;
                        /** @description The rules that matched (what sent it to review) */
                        rules: {
                            id: string;
                            name: string;
                        }[];
                        /** @description The call's time (the queue's order) */
                        created_at: string;
                        status: "open" | "decided";
                        claimed_by: string | null;
                        claimed_at: string | null;
                        claim_expires_at: string | null;
                        outcome: ("approve" | "decline") | null;
                        note: string | null;
                        decided_by: string | null;
                        decided_at: string | null;
                        score: number | null;
                        score_cluster: string | null;
                    };
                };
            };
            /** @description INVALID_PAYLOAD, MALFORMED_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description FORBIDDEN, CSRF_TOKEN_INVALID */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    decideReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description res_…
                 * @example res_example
                 */
                resolution_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "outcome": "approve",
                 *       "note": "example"
                 *     }
                 */
                "application/json": {
                    outcome: "approve" | "decline";
                    note: string;
                    /** @description decline only: the fraud tag of the label (default fraud) */
                    tag?: "fraud" | "chargeback" | "suspected_fraud" | "spam_or_abuse";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        review: {
                            resolution_id: string;
                            account_id: string;
                            operation: string;
                            customer_id: string | null;
                            /** @description pol_…@N that sent the call to review */
                            policy_version: string;
                            /** @description The rules that matched (what sent it to review) */
                            rules: {
                                id: string;
                                name: string;
                            }[];
                            /** @description The call's time (the queue's order) */
                            created_at: string;
                            status: "open" | "decided";
                            claimed_by: string | null;
                            claimed_at: string | null;
                            claim_expires_at: string | null;
                            outcome: ("approve" | "decline") | null;
                            note: string | null;
                            decided_by: string | null;
                            decided_at: string | null;
                            score: number | null;
                            score_cluster: string | null;
                        };
                        /** @description lbl_… of the label written */
                        label_id: string;
                        webhook_event_id: string | null;
                    };
                };
            };
            /** @description INVALID_PAYLOAD, MALFORMED_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description FORBIDDEN, CSRF_TOKEN_INVALID */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    importDataset: {
        parameters: {
            query?: {
                /**
                 * @description true (default): validate the whole file first and write nothing if a row is bad
                 * @example true
                 */
                strict?: "true" | "false";
                /**
                 * @description Default: from the file name (.jsonl, .ndjson, .csv)
                 * @example jsonl
                 */
                format?: "jsonl" | "csv";
            };
            header?: never;
            path: {
                /**
                 * @description breaches, phone-names, mnp, disposable-phones, presence, devices, ip-lists
                 * @example example
                 */
                dataset: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "file": "phone,first_name,last_name\n+447700900123,Jane,Doe\n"
                 *     }
                 */
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The dataset file (JSONL or CSV, docs/datasets.md), at most 512 MiB
                     */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        import: {
                            id: string;
                            dataset: string;
                            file_name: string;
                            format: string;
                            strict: boolean;
                            /** @description refused: a strict import found bad rows and wrote nothing */
                            status: "uploading" | "queued" | "running" | "succeeded" | "refused" | "failed";
                            /** @description Who imported: operator:opr_…, token:adt_…, cli:<user> */
                            actor: string;
                            job_id: string | null;
                            /** @description Rows read so far (while running) or in all */
                            rows: number;
                            /** @description Bytes read so far */
                            bytes: number;
                            total_bytes: number;
                            summary: {
                                rows: number;
                                valid: number;
                                changed: number;
                                unchanged: number;
                                bad: number;
                                /** @description The first 100 bad rows */
                                bad_rows: {
                                    line: number;
                                    error: string;
                                }[];
                                seconds: number;
                                rows_per_second: number;
                                refused: boolean;
                            } | null;
                            error: string | null;
                            /** @description ISO-8601 UTC */
                            created_at: string;
                            started_at: string | null;
                            finished_at: string | null;
                            /** @description ISO-8601 UTC */
                            updated_at: string;
                        };
                        job_id: string;
                    };
                };
            };
            /** @description INVALID_PAYLOAD, MALFORMED_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description FORBIDDEN, CSRF_TOKEN_INVALID */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
}
