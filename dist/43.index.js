export const id = 43;
export const ids = [43];
export const modules = {

/***/ 7043:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  PlatformClient: () => (/* binding */ PlatformClient)
});

// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(7075);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./node_modules/undici/index.js
var undici = __webpack_require__(6752);
;// CONCATENATED MODULE: ./src/platform/transport.ts
// The HTTP transport: one dispatcher that honours the runner's proxy variables, and the two retry
// policies. A call that changes nothing is repeated on any transient failure; a call that may
// change the platform only when the request was never sent. Free of the platform's wording.


/** Connection failures in which no request reached the server: safe to repeat any call. */
const NEVER_SENT_CODES = ['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'UND_ERR_CONNECT_TIMEOUT'];
/** For calls that change nothing (token requests). */
const IDEMPOTENT = {
    codes: [
        ...NEVER_SENT_CODES,
        'ECONNRESET',
        'EPIPE',
        'UND_ERR_SOCKET',
        'ENETDOWN',
        'ENETUNREACH',
        'EHOSTDOWN',
        'EHOSTUNREACH'
    ],
    statuses: [429, 500, 502, 503, 504]
};
/** For calls that may change the platform: repeated only when nothing was sent. */
const ONLY_IF_NEVER_SENT = { codes: NEVER_SENT_CODES, statuses: [] };
/** The exchange failed before a whole answer came; `attempts` were made. */
class TransportFailure extends Error {
    attempts;
    constructor(cause, attempts) {
        super('transport failure', { cause });
        this.attempts = attempts;
    }
}
function codeOf(err) {
    let e = err;
    for (let i = 0; i < 4 && e; i++) {
        if (typeof e.code === 'string' && e.code !== 'UND_ERR_REQ_RETRY')
            return e.code;
        e = e.cause;
    }
    return undefined;
}
function statusOf(err) {
    const status = err?.statusCode;
    return typeof status === 'number' ? status : undefined;
}
function isTimeout(err) {
    const e = err;
    const code = codeOf(err);
    const timeoutCodes = ['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'UND_ERR_CONNECT_TIMEOUT'];
    return (e?.name === 'TimeoutError' ||
        (code !== undefined && timeoutCodes.includes(code)) ||
        (e?.name === 'AbortError' && e.cause?.name === 'TimeoutError'));
}
/** The server's certificate was refused: nothing was sent, and repeating will not help. */
function isCertificateError(err) {
    const code = codeOf(err);
    return code !== undefined && /CERT|SELF_SIGNED|UNABLE_TO_(GET|VERIFY)|^ERR_TLS_|^ERR_SSL_/.test(code);
}
function describeFailure(err) {
    const status = statusOf(err);
    if (status !== undefined)
        return `HTTP ${status}`;
    const code = codeOf(err);
    const text = (0,errors/* untrusted */.bp)(String(err?.message ?? err), 160);
    return code ? `${code} (${text})` : text;
}
function retryAfterMs(headers) {
    const raw = headers?.['retry-after'];
    const v = Array.isArray(raw) ? raw[0] : raw;
    if (!v)
        return undefined;
    if (/^\d+$/.test(v.trim()))
        return Number(v) * 1000;
    const at = Date.parse(v);
    return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}
class Transport {
    #opts;
    #base;
    constructor(options) {
        this.#opts = { backoffMs: 1000, maxBackoffMs: 30_000, random: Math.random, ...options };
        // Honours HTTPS_PROXY / HTTP_PROXY / NO_PROXY, as self-hosted runners set them.
        this.#base = new undici/* EnvHttpProxyAgent */.J2({
            connect: { timeout: options.timeoutMs },
            headersTimeout: options.timeoutMs,
            bodyTimeout: options.timeoutMs
        });
    }
    get timeoutMs() {
        return this.#opts.timeoutMs;
    }
    /** Time limit for an exchange that may be repeated: every attempt's limit plus the longest backoffs. */
    get repeatedLimitMs() {
        const { attempts, timeoutMs, maxBackoffMs } = this.#opts;
        return attempts * timeoutMs + (attempts - 1) * maxBackoffMs + 1000;
    }
    async close() {
        await this.#base.close();
    }
    /** One POST and its whole answer, repeated as `exchange.policy` allows; a TransportFailure otherwise. */
    async post(exchange) {
        const { dispatcher, attempts } = this.#retrying(exchange.what, exchange.policy);
        try {
            const res = await (0,undici/* request */.Em)(exchange.url, {
                method: 'POST',
                headers: exchange.headers,
                body: exchange.body,
                dispatcher,
                signal: exchange.signal
            });
            return { status: res.statusCode, headers: res.headers, text: await res.body.text() };
        }
        catch (err) {
            throw new TransportFailure(err, attempts());
        }
    }
    /** A dispatcher that repeats the call, with jittered exponential backoff, when the policy says it is safe. */
    #retrying(what, policy) {
        const { attempts, log } = this.#opts;
        let attempt = 1;
        const retryable = (err) => {
            const status = statusOf(err);
            const code = codeOf(err);
            return status !== undefined ? policy.statuses.includes(status) : code !== undefined && policy.codes.includes(code);
        };
        const dispatcher = new undici/* RetryAgent */.cg(this.#base, {
            maxRetries: attempts - 1,
            methods: ['POST'],
            errorCodes: [...policy.codes],
            statusCodes: [...policy.statuses],
            retry: (err, _ctx, cb) => {
                if (!retryable(err) || attempt >= attempts)
                    return cb(err);
                const delay = this.#delay(attempt, err);
                log.info(`${what}: attempt ${attempt} of ${attempts} failed (${describeFailure(err)}); retrying in ${(delay / 1000).toFixed(1)} s.`);
                attempt++;
                return setTimeout(() => cb(null), delay);
            }
        });
        return { dispatcher, attempts: () => attempt };
    }
    #delay(attempt, err) {
        const { backoffMs, maxBackoffMs, random } = this.#opts;
        const ceiling = Math.min(maxBackoffMs, backoffMs * 2 ** (attempt - 1));
        return Math.min(maxBackoffMs, retryAfterMs(err.headers) ?? Math.round(ceiling / 2 + (random() * ceiling) / 2));
    }
}

;// CONCATENATED MODULE: ./src/platform/messages.ts
// What each failure of a platform call means to the user: status → message + fix tables for the
// token endpoints and the bot calls, and the wording of connection failures. No HTTP here.


const TOKEN_STATUS = {
    400: {
        message: 'The token request was refused (HTTP 400): the call lacks required data.',
        fix: "Check that 'account-api-key' is set and, for a bot-level token, both 'bot-api-key' and 'bot-api-secret'; check that the endpoint is the platform's API."
    },
    403: {
        message: 'The account may not use the Global Platform API (HTTP 403): it is a free account, or one not allowed to integrate.',
        fix: "Use a paid plan that includes the Global Platform API (or ask the account owner to allow integration), and check that 'account-api-key' belongs to that account."
    },
    404: {
        message: 'The account API key was not found (HTTP 404).',
        fix: "Copy 'account-api-key' again from the profile section of the account details, and check that 'service-endpoint' (or 'node-url') is your account's."
    }
};
function tokenStatus(status) {
    return (TOKEN_STATUS[status] ?? {
        message: `The token request failed with HTTP ${status}.`,
        fix: "Check 'service-endpoint' (or 'node-url') and try again later."
    });
}
function cloneStatus(status) {
    if (status === 404) {
        return {
            message: 'The source bot of the reference clone was not found (HTTP 404).',
            fix: "Check that 'bot-api-key' and 'bot-api-secret' (or the token) belong to the bot to clone, and that 'service-endpoint' is that bot's route."
        };
    }
    return {
        message: `The reference clone was refused (HTTP ${status}). The account may have no active Master Bot package, or the token may not be a bot-level token.`,
        fix: 'Check that the account has an active Master Bot package, and use the bot-level keys of the bot to clone.'
    };
}
function botStatus(op, status) {
    if (op === 'clone-by-ref')
        return cloneStatus(status);
    if (status === 400) {
        return {
            message: `The platform refused the ${op} (HTTP 400). On this platform that means one of three things: the token is invalid or expired; the token lacks permission for this bot; or the bot was already restored less than an hour ago (one restore per bot per hour).`,
            fix: `Check the keys (for '${op}' the bot-level keys of the target bot); if the bot was restored in the last hour, run again after the hour, or keep 'throttle: cache' so the action knows.`
        };
    }
    if (status === 404) {
        return {
            message: `The bot identified by the token was not found (HTTP 404) during the ${op}.`,
            fix: "Check that 'bot-api-key' and 'bot-api-secret' belong to a bot that exists, and that 'service-endpoint' is that bot's route."
        };
    }
    return {
        message: `The ${op} failed with HTTP ${status}.`,
        fix: status >= 500
            ? 'The platform had a problem. Check the bot in the platform: the call may have been applied. Try again later.'
            : 'Check the inputs against the platform settings.'
    };
}
const CERTIFICATE_FIX = "The platform's TLS certificate is not trusted by this runner. On a self-hosted runner with a private CA or a TLS-inspecting proxy, set the environment variable NODE_EXTRA_CA_CERTS to the CA's PEM file; otherwise check that the URL's host is the platform's.";
const times = (n) => `${n} attempt${n === 1 ? '' : 's'}`;
/** A token request that got no usable answer after `attempts`. */
function tokenFailure(err, attempts, timeoutMs) {
    const status = statusOf(err);
    if (status !== undefined) {
        const fix = status === 429
            ? "The platform is rate limiting: run again later, or raise 'retries'."
            : "The platform is having trouble: run again later, or raise 'retries'.";
        return new errors/* PlatformStatusError */.GL(status, `The token request failed with HTTP ${status} after ${times(attempts)}.`, fix);
    }
    if (isCertificateError(err)) {
        return new errors/* ConnectionError */.Rc(`The token request failed: the server's certificate was refused (${describeFailure(err)}).`, CERTIFICATE_FIX);
    }
    const why = isTimeout(err) ? `no answer within ${timeoutMs / 1000} s` : describeFailure(err);
    return new errors/* ConnectionError */.Rc(`The token request failed after ${times(attempts)}: ${why}.`, "Check that 'service-endpoint' (or 'node-url') is right and reachable from the runner (proxy settings: HTTPS_PROXY, NO_PROXY); raise 'timeout-seconds' or 'retries' if the platform is slow.");
}
const CHECK_BEFORE_RERUN = {
    restore: "Look at the account's bot list before running again: if a new bot is there, the restore happened, and a re-run would create a second bot.",
    overwrite: "Look at the bot in the platform before running again: if it shows the backup's content, the overwrite happened (and the next one is allowed only after an hour).",
    'clone-by-ref': "Look at the account's bot list for a new referenced clone before running again: a re-run would create a second one."
};
/** A bot call that got no whole answer: nothing was sent, or it may have been applied. */
function botFailure(op, err, attempts, timeoutMs) {
    if (isCertificateError(err)) {
        return new errors/* ConnectionError */.Rc(`The ${op} call failed: the server's certificate was refused (${describeFailure(err)}). Nothing was sent.`, CERTIFICATE_FIX);
    }
    const code = codeOf(err);
    if (code && NEVER_SENT_CODES.includes(code)) {
        return new errors/* ConnectionError */.Rc(`The ${op} call could not connect after ${times(attempts)}: ${describeFailure(err)}. Nothing was sent.`, "Check that 'service-endpoint' is right and reachable from the runner (proxy settings: HTTPS_PROXY, NO_PROXY).");
    }
    const why = isTimeout(err)
        ? `no complete answer within ${timeoutMs / 1000} s`
        : `the connection failed after the request was sent (${describeFailure(err)})`;
    return new errors/* MaybeAppliedError */.QA(`The ${op} may have been applied: ${why}. It was not repeated, because a repeated ${op} could change the platform twice.`, CHECK_BEFORE_RERUN[op]);
}

;// CONCATENATED MODULE: ./src/platform/responses.ts
// Reading the platform's answers: the token in any documented shape, and a new bot's key and
// secret. A shape the action does not know is a ResponseShapeError that names the keys it got,
// never their values.

function isRecord(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}
function describeKeys(v) {
    if (!isRecord(v))
        return Array.isArray(v) ? 'a JSON array' : `a JSON ${v === null ? 'null' : typeof v}`;
    const keys = Object.keys(v)
        .slice(0, 12)
        .map(k => (0,errors/* untrusted */.bp)(k, 40));
    return keys.length === 0 ? 'an empty JSON object' : `a JSON object with the keys ${keys.join(', ')}`;
}
const TOKEN_KEYS = ['token', 'Token'];
const EXPIRY_KEYS = ['expire', 'expires', 'Expire', 'Expires'];
function minutesOf(v) {
    const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(v) ? Number(v) : NaN;
    return Number.isFinite(n) && n > 0 ? n : undefined;
}
/**
 * Reads the token and its minutes of validity from any documented shape: `{token, expire}`,
 * `{Token, Expires}`, either inside `{Data: ...}`; expiry as a number or a numeric string.
 */
function parseTokenResponse(json) {
    const candidates = isRecord(json) && isRecord(json.Data) ? [json.Data, json] : [json];
    for (const c of candidates) {
        if (!isRecord(c))
            continue;
        const tokenKey = TOKEN_KEYS.find(k => typeof c[k] === 'string' && c[k].length > 0);
        if (!tokenKey)
            continue;
        const expiryKey = EXPIRY_KEYS.find(k => minutesOf(c[k]) !== undefined);
        if (!expiryKey) {
            throw new errors/* ResponseShapeError */.RD(`The token response has a token but no usable validity (expected a positive number of minutes in one of ${EXPIRY_KEYS.join(', ')}; got ${describeKeys(c)}).`, 'The platform changed its response: please report it with this message.');
        }
        return { token: c[tokenKey], validMinutes: minutesOf(c[expiryKey]) };
    }
    throw new errors/* ResponseShapeError */.RD(`The token response is not in a known shape (expected a token in one of ${TOKEN_KEYS.join(', ')}, optionally inside Data; got ${describeKeys(json)}).`, "Check that 'service-endpoint' (or 'node-url') is the platform's API address, not a web page; if it is, the platform changed its response: please report it.");
}
/** Reads `{APIKey, APISecret}` from the answer to `call` (restore, overwrite, clone-by-ref). */
function parseBotKeys(call, json) {
    if (isRecord(json) &&
        typeof json.APIKey === 'string' &&
        json.APIKey !== '' &&
        typeof json.APISecret === 'string' &&
        json.APISecret !== '') {
        return { apiKey: json.APIKey, apiSecret: json.APISecret };
    }
    throw new errors/* ResponseShapeError */.RD(`The platform answered the ${call} with HTTP 200 but without the new bot's credentials (expected APIKey and APISecret; got ${describeKeys(json)}).`, `The ${call} may have been applied: check the bot in the platform before running again.`);
}
/** The body as JSON, or `notJson()`'s error. */
function parseJson(text, notJson) {
    try {
        return JSON.parse(text);
    }
    catch {
        throw notJson();
    }
}

// EXTERNAL MODULE: ./src/platform/wire.ts
var wire = __webpack_require__(4150);
;// CONCATENATED MODULE: ./src/platform/client.ts
// The Global Platform API client: the platform's wire names, its two token endpoints and its bot
// calls, all through one request path (send, check the status, read the JSON). It knows HTTP and
// the platform, nothing of @actions/core: the log and the redaction of secrets are passed in.






const JSON_HEADERS = { 'content-type': 'application/json', accept: 'application/json' };
class PlatformClient {
    #transport;
    #redact;
    #observeDate;
    constructor(options) {
        this.#transport = new Transport(options);
        this.#redact = options.redact;
        this.#observeDate = options.observeDate ?? (() => undefined);
    }
    async close() {
        await this.#transport.close();
    }
    /** Requests a token. Repeated on connection failures, 429 and 5xx: a token request changes nothing. */
    async requestToken(url, auth, signal) {
        const limit = AbortSignal.timeout(this.#transport.repeatedLimitMs);
        const json = await this.#call({
            what: 'Token request',
            url,
            policy: IDEMPOTENT,
            headers: JSON_HEADERS,
            body: JSON.stringify((0,wire/* tokenRequestBody */.bw)(auth)),
            signal: signal ? AbortSignal.any([signal, limit]) : limit,
            failed: (err, attempts) => tokenFailure(err, attempts, this.#transport.timeoutMs),
            refused: tokenStatus,
            notJson: answer => new errors/* ResponseShapeError */.RD(`The token endpoint answered HTTP 200 with a body that is not JSON (${answer.text.length} characters, content-type ${(0,errors/* untrusted */.bp)(String(answer.headers['content-type'] ?? 'none'), 60)}).`, "Check that 'service-endpoint' (or 'node-url') is the platform's API address, not a web page or a proxy's login page.")
        });
        return parseTokenResponse(json);
    }
    /**
     * Restore, overwrite or reference clone. Repeated only when the connection was never made: once a
     * request may have reached the platform it is never sent again, since a repeated restore creates
     * a second bot.
     */
    async botCall(op, serviceEndpoint, token, backup) {
        const headers = { authorization: `Bearer ${token}`, ...JSON_HEADERS };
        if (backup)
            headers['content-length'] = String(backup.size);
        const json = await this.#call({
            what: `The ${op} call`,
            url: `${serviceEndpoint}${wire/* BotCallPath */.Zy[op]}`,
            policy: ONLY_IF_NEVER_SENT,
            headers,
            body: backup ? external_node_stream_.Readable.from(backup.body, { objectMode: false }) : '',
            signal: AbortSignal.timeout(this.#transport.timeoutMs),
            failed: (err, attempts) => botFailure(op, err, attempts, this.#transport.timeoutMs),
            refused: status => botStatus(op, status),
            // The body is not shown: it may hold the new bot's credentials in a form we cannot mask.
            notJson: answer => new errors/* ResponseShapeError */.RD(`The platform answered the ${op} with HTTP 200, but the body is not JSON (${answer.text.length} characters).`, `The ${op} was probably applied: check the bot in the platform before running again.`)
        });
        return parseBotKeys(op, json);
    }
    /** The one request path: send, check the status, read the JSON. */
    async #call(call) {
        let answer;
        try {
            answer = await this.#transport.post(call);
        }
        catch (err) {
            if (err instanceof TransportFailure)
                throw call.failed(err.cause, err.attempts);
            throw err;
        }
        this.#observeDate(typeof answer.headers.date === 'string' ? answer.headers.date : undefined);
        if (answer.status !== 200) {
            const { message, fix } = call.refused(answer.status);
            throw new errors/* PlatformStatusError */.GL(answer.status, this.#withBody(message, answer.text), fix);
        }
        return parseJson(answer.text, () => call.notJson(answer));
    }
    #withBody(message, body) {
        const shown = (0,errors/* untrusted */.bp)(this.#redact(body));
        return shown === '' ? message : `${message} The platform said: "${shown}"`;
    }
}


/***/ })

};
