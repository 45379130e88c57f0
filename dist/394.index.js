export const id = 394;
export const ids = [394];
export const modules = {

/***/ 2394:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  PlatformClient: () => (/* binding */ PlatformClient)
});

// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(7075);
// EXTERNAL MODULE: ./src/domain/errors.ts
var errors = __webpack_require__(241);
// EXTERNAL MODULE: ./src/lib/text.ts
var lib_text = __webpack_require__(9112);
;// CONCATENATED MODULE: ./src/platform/failures.ts
// What a failed exchange was: the error codes undici and Node give, read into the few facts the
// retry policies and the messages need (a status, a time-out, a refused certificate, a request
// that was certainly never sent, an answer too large to read). No wording for users here.

/** Connection failures in which no request reached the server: safe to repeat any call. */
const NEVER_SENT_CODES = ['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'UND_ERR_CONNECT_TIMEOUT'];
/** The answer was larger than the action reads; it was not read. */
class AnswerTooLarge extends Error {
    code = 'ANSWER_TOO_LARGE';
    limit;
    constructor(limit) {
        super(`the answer is larger than ${limit / 1024 / 1024} MiB`);
        this.limit = limit;
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
const CONNECT_FAILED = Symbol('the connection was never established');
/** Marks an error of the connector (TCP connect, TLS handshake): no request byte was written. */
function markConnectFailure(err) {
    Object.defineProperty(err, CONNECT_FAILED, { value: true });
    return err;
}
function failedToConnect(err) {
    let e = err;
    for (let i = 0; i < 4 && e; i++, e = e.cause)
        if (e[CONNECT_FAILED])
            return true;
    return false;
}
/** Nothing reached the server: refused, not resolved, a connect time-out, or a reset before TLS was up. */
function wasNeverSent(err) {
    const code = codeOf(err);
    return (code !== undefined && NEVER_SENT_CODES.includes(code)) || failedToConnect(err);
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
    const text = (0,lib_text/* untrusted */.bp)(String(err?.message ?? err), 160);
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

;// CONCATENATED MODULE: ./src/platform/statuses.ts
// What each answer status means to the user: the message and its fix, for the token endpoints and
// for the bot calls. A bot call answered 5xx, 204 or another 2xx without credentials may have been
// applied; its body is never shown (it may hold the new bot's key and secret).

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
/**
 * Where a redirect goes, for the message: its host, only when it holds no secret (`redact` leaves
 * it as it is).
 */
function redirectTarget(location, from, redact) {
    try {
        const host = location ? new URL(location, from).host : undefined;
        if (host === undefined)
            return 'no Location given';
        return redact(host) === host ? `to ${host}` : 'to a place not shown: it holds a secret';
    }
    catch {
        return 'to an unreadable Location';
    }
}
/** A 3xx: the action does not follow a redirect with the keys or the token. */
function redirected(what, status, to) {
    return {
        message: `The platform redirected the ${what} (HTTP ${status}, ${to}); the action does not follow redirects with credentials, so nothing was sent there.`,
        fix: "Check 'service-endpoint' (or 'node-url'): if the redirect goes to the platform's current https address, use that address."
    };
}
const CHECK_BEFORE_RERUN = {
    restore: "Look at the account's bot list before running again: if a new bot is there, the restore happened, and a re-run would create a second bot.",
    overwrite: "Look at the bot in the platform before running again: if it shows the backup's content, the overwrite happened (and the next one is allowed only after an hour).",
    'clone-by-ref': "Look at the account's bot list for a new referenced clone before running again: a re-run would create a second one."
};
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
const HOURLY = "if the bot was restored in the last hour, run again after the hour (keep 'throttle: cache' so the action knows)";
function restoreStatus(op, status) {
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
    if (status === 413) {
        return {
            message: `The platform refused the ${op}: the backup is too large for it (HTTP 413).`,
            fix: "Make the bot's backup smaller (media, large scripts), or ask the platform's support about its size limit."
        };
    }
    if (status === 403 || status === 409 || status === 429) {
        return {
            message: `The platform refused the ${op} (HTTP ${status}). This is likely its limit of one restore per bot per hour${status === 403 ? ', or a token without permission for this bot' : ''}.`,
            fix: `${HOURLY.charAt(0).toUpperCase()}${HOURLY.slice(1)}${status === 403 ? "; check that the keys are the target bot's" : ''}.`
        };
    }
    return undefined;
}
function botStatus(op, status) {
    if (status >= 500) {
        return {
            message: `The ${op} may have been applied: the platform answered HTTP ${status} after the request was sent (a gateway can give up while a slow ${op} goes on). It was not repeated.`,
            fix: CHECK_BEFORE_RERUN[op],
            mayHaveApplied: true
        };
    }
    const known = op === 'clone-by-ref' ? cloneStatus(status) : restoreStatus(op, status);
    return (known ?? {
        message: `The ${op} failed with HTTP ${status}.`,
        fix: 'Check the inputs against the platform settings.'
    });
}
/** A bot call answered 2xx without the key and secret (204, or a body that is not JSON). */
function noKeys(op, status, length) {
    const what = length === 0 ? ' and no credentials (an empty body)' : `, but the body is not JSON (${length} characters)`;
    return {
        message: `The platform answered the ${op} with HTTP ${status}${what}: the ${op} may have been applied.`,
        fix: CHECK_BEFORE_RERUN[op],
        mayHaveApplied: true
    };
}
/** What the export's answer status means. A 5xx may have been counted against the bot's hour. */
function backupStatus(status) {
    if (status === 400) {
        return {
            message: 'The platform refused the backup (HTTP 400). On this platform that means the token is invalid or lacks permission for this bot, or the bot was already backed up less than an hour ago (one backup per bot per hour).',
            fix: "Check the keys (the bot-level keys of the bot to back up); if the bot was backed up in the last hour, run again after the hour, or keep 'throttle: cache' so the action knows."
        };
    }
    if (status === 404) {
        return {
            message: 'The bot identified by the token was not found (HTTP 404) during the backup.',
            fix: "Check that 'bot-api-key' and 'bot-api-secret' belong to a bot that exists, and that 'service-endpoint' is that bot's route."
        };
    }
    if (status === 403 || status === 409 || status === 429) {
        return {
            message: `The platform refused the backup (HTTP ${status}). This is likely its limit of one backup per bot per hour${status === 403 ? ', or a token without permission for this bot' : ''}.`,
            fix: `If the bot was backed up in the last hour, run again after the hour (keep 'throttle: cache' so the action knows)${status === 403 ? "; check that the keys are the bot's" : ''}.`
        };
    }
    if (status >= 500) {
        return {
            message: `The backup failed with HTTP ${status} after the request reached the platform, which may have counted it against the bot's hour. Nothing was written.`,
            fix: errors/* NEXT_BACKUP_FIX */.h3,
            mayHaveApplied: true
        };
    }
    return { message: `The backup failed with HTTP ${status}.`, fix: 'Check the inputs against the platform settings.' };
}
/**
 * The backup's answer was lost after the call reached the platform, which counted it: `what`
 * happened (`was cut off after 12 bytes (why)`, `got no answer (why)`, `was abandoned (why)`).
 */
function backupLost(what) {
    return {
        message: `The backup ${what}: nothing was written, and the file is as it was. The platform counts the call against the bot's hour.`,
        fix: errors/* NEXT_BACKUP_FIX */.h3,
        mayHaveApplied: true
    };
}

;// CONCATENATED MODULE: ./src/platform/messages.ts
// What an exchange that got no whole answer means to the user: nothing was sent, the platform
// could not be reached, or (for a bot call) the call may have been applied. No HTTP here.




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
    if (err instanceof AnswerTooLarge) {
        return new errors/* ConnectionError */.Rc(`The token request failed: the answer is larger than ${err.limit / 1024 / 1024} MiB, far more than a token; it was not read.`, "Check that 'service-endpoint' (or 'node-url') is the platform's API address, not a web page, a download or a proxy's page.");
    }
    if (isCertificateError(err)) {
        return new errors/* ConnectionError */.Rc(`The token request failed: the server's certificate was refused (${describeFailure(err)}).`, CERTIFICATE_FIX);
    }
    const why = isTimeout(err) ? `no answer within ${timeoutMs / 1000} s` : describeFailure(err);
    return new errors/* ConnectionError */.Rc(`The token request failed after ${times(attempts)}: ${why}.`, "Check that 'service-endpoint' (or 'node-url') is right and reachable from the runner (proxy settings: HTTPS_PROXY, NO_PROXY); raise 'timeout-seconds' or 'retries' if the platform is slow.");
}
/** A call that changes the platform and never reached it: its certificate refused, or no connection. */
function unsentFailure(call, err, attempts) {
    if (isCertificateError(err)) {
        return new errors/* ConnectionError */.Rc(`The ${call} call failed: the server's certificate was refused (${describeFailure(err)}). Nothing was sent.`, CERTIFICATE_FIX);
    }
    if (wasNeverSent(err)) {
        return new errors/* ConnectionError */.Rc(`The ${call} call could not connect after ${times(attempts)}: ${describeFailure(err)}. Nothing was sent.`, "Check that 'service-endpoint' is right and reachable from the runner (proxy settings: HTTPS_PROXY, NO_PROXY).");
    }
    return undefined;
}
/** A bot call that got no whole answer: nothing was sent, or it may have been applied. */
function botFailure(op, err, attempts, timeoutMs) {
    const unsent = unsentFailure(op, err, attempts);
    if (unsent)
        return unsent;
    if (err instanceof AnswerTooLarge) {
        return new errors/* MaybeAppliedError */.QA(`The ${op} may have been applied: the platform's answer is larger than ${err.limit / 1024 / 1024} MiB, so it was not read (it may hold the new bot's key and secret). It was not repeated.`, CHECK_BEFORE_RERUN[op]);
    }
    const why = isTimeout(err)
        ? `no complete answer within ${timeoutMs / 1000} s`
        : `the connection failed after the request was sent (${describeFailure(err)})`;
    return new errors/* MaybeAppliedError */.QA(`The ${op} may have been applied: ${why}. It was not repeated, because a repeated ${op} could change the platform twice.`, CHECK_BEFORE_RERUN[op]);
}
/** A backup call that got no answer: nothing was sent, or the platform may have counted it. */
function backupFailure(err, attempts, timeoutMs) {
    const unsent = unsentFailure('backup', err, attempts);
    if (unsent)
        return unsent;
    const why = isTimeout(err) ? `no answer within ${timeoutMs / 1000} s` : describeFailure(err);
    const { message, fix } = backupLost(`got no answer (${why})`);
    return new errors/* CountedError */.rt(message, fix);
}
/** A call abandoned by its caller (the run was cancelled) with the request on the wire. */
function abandoned(op, signal) {
    const why = `${(0,lib_text/* reasonOf */.A3)(signal.reason)} while the call was in flight`;
    if (op === 'backup') {
        const { message, fix } = backupLost(`was abandoned (${why})`);
        return new errors/* CountedError */.rt(message, fix);
    }
    return new errors/* MaybeAppliedError */.QA(`The ${op} may have been applied: ${why}. It was not repeated.`, CHECK_BEFORE_RERUN[op]);
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
        .map(k => (0,lib_text/* untrusted */.bp)(k, 40));
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
function parseBotKeys(call, json, status = 200) {
    if (isRecord(json) &&
        typeof json.APIKey === 'string' &&
        json.APIKey !== '' &&
        typeof json.APISecret === 'string' &&
        json.APISecret !== '') {
        return { apiKey: json.APIKey, apiSecret: json.APISecret };
    }
    throw new errors/* ResponseShapeError */.RD(`The platform answered the ${call} with HTTP ${status} but without the new bot's credentials (expected APIKey and APISecret; got ${describeKeys(json)}).`, `The ${call} may have been applied: check the bot in the platform before running again.`);
}
const MESSAGE_KEYS = ['Message', 'message', 'error_description', 'error', 'Error', 'ExceptionMessage'];
/**
 * The platform's own message in an error body: a message field of a JSON object, or a plain-text
 * body; undefined for anything else (an HTML page, JSON without one), which is not shown.
 */
function messageOf(body) {
    const text = body.trim();
    if (text === '' || text.startsWith('<'))
        return undefined;
    if (!/^[{["]/.test(text))
        return text;
    let json;
    try {
        json = JSON.parse(text);
    }
    catch {
        // Not JSON as written (a raw line break inside a string, say): the message field, if it has one.
        const keys = MESSAGE_KEYS.join('|');
        return new RegExp(`"(?:${keys})"\\s*:\\s*"((?:[^"\\\\]|\\\\.)*)"`, 's').exec(text)?.[1];
    }
    if (typeof json === 'string')
        return json;
    if (!isRecord(json))
        return undefined;
    const key = MESSAGE_KEYS.find(k => typeof json[k] === 'string' && json[k] !== '');
    return key === undefined ? undefined : json[key];
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

// EXTERNAL MODULE: ./node_modules/@actions/http-client/lib/proxy.js
var lib_proxy = __webpack_require__(9783);
// EXTERNAL MODULE: ./node_modules/undici/index.js
var undici = __webpack_require__(6752);
;// CONCATENATED MODULE: ./src/platform/transport.ts
// The HTTP transport: the runner's proxy honoured as the Actions toolkit reads it, and the two retry
// policies. A call that changes nothing is repeated on any transient failure; a call that may
// change the platform only when the request was never sent. Free of the platform's wording. On the
// undici that @actions/http-client brings, so the bundle carries one HTTP stack.



const TRANSIENT_CODES = [
    'ECONNRESET',
    'EPIPE',
    'UND_ERR_SOCKET',
    'ENETDOWN',
    'ENETUNREACH',
    'EHOSTDOWN',
    'EHOSTUNREACH'
];
/** Nothing was sent, and another try may do better (a refused certificate will not). */
const retryableUnsent = (err) => wasNeverSent(err) && !isCertificateError(err);
/** For calls that change nothing (token requests): any transient failure. */
const IDEMPOTENT = {
    statuses: [429, 500, 502, 503, 504],
    repeatable: err => retryableUnsent(err) || TRANSIENT_CODES.includes(codeOf(err) ?? '')
};
/** For calls that may change the platform: repeated only when nothing was sent. */
const ONLY_IF_NEVER_SENT = { statuses: [], repeatable: retryableUnsent };
/** The most of an answer the action reads: a token or a bot's key and secret are a few hundred bytes. */
const MAX_ANSWER_BYTES = 1024 * 1024;
/** First backoff ceiling; doubles each attempt. The delay is drawn between half the ceiling and the ceiling. */
const BACKOFF_MS = 1000;
const MAX_BACKOFF_MS = 30_000;
/** The exchange failed before a whole answer came; `attempts` were made. */
class TransportFailure extends Error {
    attempts;
    constructor(cause, attempts) {
        super('transport failure', { cause });
        this.attempts = attempts;
    }
}
/** The whole body, or AnswerTooLarge (the rest is not read) past `limit` bytes. */
async function readCapped(body, limit) {
    const chunks = [];
    let size = 0;
    for await (const chunk of body) {
        size += chunk.length;
        if (size > limit) {
            body.destroy();
            throw new AnswerTooLarge(limit);
        }
        chunks.push(chunk);
    }
    return Buffer.concat(chunks).toString('utf8');
}
/** The answer, its body read whole (up to MAX_ANSWER_BYTES). */
async function whole(res) {
    return { status: res.statusCode, headers: res.headers, text: await readCapped(res.body, MAX_ANSWER_BYTES) };
}
/**
 * The connection pools every agent makes, with their connection set-up marked: any failure of it
 * comes before a request byte. The mark is set where the connection is made, by whichever agent
 * makes it: TCP and TLS to the platform directly, or through a proxy its CONNECT, the proxy's
 * answer and the TLS handshake inside the tunnel (a reset there looks the same as one after
 * sending, so an error code alone cannot tell).
 */
function markedPools(timeoutMs) {
    return (origin, opts) => {
        const given = opts.connect;
        const connector = typeof given === 'function' ? given : (0,undici/* buildConnector */.gU)({ timeout: timeoutMs, ...given });
        const connect = (o, cb) => connector(o, (err, socket) => (err ? cb(markConnectFailure(err), null) : cb(null, socket)));
        const options = { ...opts, connect };
        return opts.connections === 1 ? new undici/* Client */.Kj(origin, options) : new undici/* Pool */.bC(origin, options);
    };
}
class Transport {
    #opts;
    #limits;
    #direct;
    /** One agent per proxy, made when a call first needs it. */
    #proxies = new Map();
    constructor(options) {
        this.#opts = options;
        this.#limits = {
            factory: markedPools(options.timeoutMs),
            connectTimeout: options.timeoutMs,
            headersTimeout: options.timeoutMs,
            bodyTimeout: options.timeoutMs
        };
        this.#direct = new undici/* Agent */.g6(this.#limits);
    }
    /**
     * Through the proxy that HTTPS_PROXY / HTTP_PROXY name unless NO_PROXY lists the host, as
     * @actions/http-client decides for every toolkit action (a loopback host never goes through one).
     */
    #dispatcherFor(url) {
        const proxy = (0,lib_proxy/* getProxyUrl */.s)(new URL(url))?.href;
        if (proxy === undefined)
            return this.#direct;
        let agent = this.#proxies.get(proxy);
        if (!agent)
            this.#proxies.set(proxy, (agent = new undici/* ProxyAgent */.kT({ ...this.#limits, uri: proxy })));
        return agent;
    }
    get timeoutMs() {
        return this.#opts.timeoutMs;
    }
    /** Time limit for an exchange that may be repeated: every attempt's limit plus the longest backoffs. */
    get repeatedLimitMs() {
        const { attempts, timeoutMs } = this.#opts;
        return attempts * timeoutMs + (attempts - 1) * MAX_BACKOFF_MS + 1000;
    }
    async close() {
        await Promise.all([this.#direct, ...this.#proxies.values()].map(d => d.close()));
    }
    /** One POST and its whole answer, repeated as `exchange.policy` allows; a TransportFailure otherwise. */
    async post(exchange) {
        return this.#send(exchange, 'POST', whole);
    }
    /** One GET; a 2xx body is handed over as a stream for the caller to read, any other answer is read whole. */
    async open(exchange) {
        return this.#send(exchange, 'GET', async (res) => {
            const { statusCode: status, headers, body } = res;
            return status >= 200 && status < 300 ? { status, headers, body } : whole(res);
        });
    }
    /** Sends the exchange and takes its answer with `take`; any failure on the way is a TransportFailure. */
    async #send(exchange, method, take) {
        const { dispatcher, attempts } = this.#retrying(this.#dispatcherFor(exchange.url), exchange.what, exchange.policy);
        try {
            const { headers, body, signal } = exchange;
            return await take(await (0,undici/* request */.Em)(exchange.url, { method, headers, body, dispatcher, signal }));
        }
        catch (err) {
            throw new TransportFailure(err, attempts());
        }
    }
    /** A dispatcher that repeats the call, with jittered exponential backoff, when the policy says it is safe. */
    #retrying(base, what, policy) {
        const { attempts, log } = this.#opts;
        let attempt = 1;
        const retryable = (err) => {
            const status = statusOf(err);
            return status !== undefined ? policy.statuses.includes(status) : policy.repeatable(err);
        };
        // The retry function below decides every case: undici calls it for each failure.
        const dispatcher = new undici/* RetryAgent */.cg(base, {
            maxRetries: attempts - 1,
            methods: ['POST', 'GET'],
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
        const ceiling = Math.min(MAX_BACKOFF_MS, BACKOFF_MS * 2 ** (attempt - 1));
        return Math.min(MAX_BACKOFF_MS, retryAfterMs(err.headers) ?? Math.round(ceiling / 2 + (Math.random() * ceiling) / 2));
    }
}

;// CONCATENATED MODULE: ./src/platform/wire.ts
// The platform's names on the wire: the token endpoints' paths and request fields, and the bot
// calls' paths. Kept apart from the client so they load without the HTTP stack.
/** Where the token is requested: `{node-url}/authorization/code` when a node URL is given, else the service endpoint's `/authorization/integration`. */
function tokenUrl({ serviceEndpoint, nodeUrl }) {
    return nodeUrl ? `${nodeUrl}/authorization/code` : `${serviceEndpoint}/authorization/integration`;
}
/** The token request's body. */
function tokenRequestBody(auth) {
    const account = { AccountAPIKey: auth.accountApiKey };
    return auth.level === 'bot' ? { ...account, BotAPIKey: auth.botApiKey, BotAPISecret: auth.botApiSecret } : account;
}
/** The export: a full backup of the token's bot. */
const BACKUP_PATH = '/bots/backup';
const BotCallPath = {
    restore: '/bots/restore',
    overwrite: '/bots/restore/overwrite',
    'clone-by-ref': '/bots/clone/byref'
};

;// CONCATENATED MODULE: ./src/platform/client.ts
// The Global Platform API client: the platform's wire names, its two token endpoints and its bot
// calls, all through one request path (send, check the status, read the JSON). It knows HTTP and
// the platform, nothing of @actions/core: the log and the redaction of secrets are passed in.









/** `signal` (when given) joined with a limit of `ms`: aborts on whichever comes first. */
function withLimit(signal, ms) {
    const limit = AbortSignal.timeout(ms);
    return signal ? AbortSignal.any([signal, limit]) : limit;
}
const JSON_HEADERS = { 'content-type': 'application/json', accept: 'application/json' };
/** Why a backup's answer broke off after `bytes`: no more data in time, the whole call's time limit, or the connection. */
function cutOff(err, bytes, timeoutMs) {
    if (codeOf(err) === 'UND_ERR_BODY_TIMEOUT')
        return `was cut off after ${bytes} bytes (no more data in time)`;
    if (isTimeout(err)) {
        return `reached the time limit of ${timeoutMs / 1000} s ('timeout-seconds') after ${bytes} bytes, with data still arriving`;
    }
    return `was cut off after ${bytes} bytes (${describeFailure(err)})`;
}
/** The backup's bytes; a break in them is a CountedError (the platform counted the call). */
async function* countedIfCut(body, signal, timeoutMs) {
    let bytes = 0;
    try {
        for await (const chunk of body) {
            bytes += chunk.length;
            yield chunk;
        }
    }
    catch (err) {
        if (signal?.aborted)
            throw abandoned('backup', signal);
        const { message, fix } = backupLost(cutOff(err, bytes, timeoutMs));
        throw new errors/* CountedError */.rt(message, fix);
    }
}
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
    async requestToken(where, auth, signal) {
        const { status, json } = await this.#call({
            what: 'Token request',
            url: tokenUrl(where),
            policy: IDEMPOTENT,
            headers: JSON_HEADERS,
            body: JSON.stringify(tokenRequestBody(auth)),
            signal: withLimit(signal, this.#transport.repeatedLimitMs),
            failed: (err, attempts) => tokenFailure(err, attempts, this.#transport.timeoutMs),
            refused: tokenStatus,
            uncertain: errors/* MaybeAppliedError */.QA,
            notJson: answer => new errors/* ResponseShapeError */.RD(`The token endpoint answered HTTP ${answer.status} with a body that is not JSON (${answer.text.length} characters, content-type ${(0,lib_text/* untrusted */.bp)(String(answer.headers['content-type'] ?? 'none'), 60)}).`, "Check that 'service-endpoint' (or 'node-url') is the platform's API address, not a web page or a proxy's login page.")
        });
        const issued = parseTokenResponse(json);
        if (!(0,lib_text/* isHeaderValue */.j3)(issued.token)) {
            throw new errors/* ResponseShapeError */.RD(`The platform answered HTTP ${status} with a token that cannot be sent in an HTTP header (it holds a line break, a control character or a character outside Latin-1). Nothing else was sent.`, 'The platform changed its tokens: please report it with this message.');
        }
        return issued;
    }
    /**
     * Restore, overwrite or reference clone. Repeated only when the request was never sent: once it
     * may have reached the platform it is never sent again, since a repeated restore creates a
     * second bot. `signal` abandons it (the run was cancelled).
     */
    async botCall({ op, serviceEndpoint, token, backup, signal }) {
        const headers = { authorization: `Bearer ${token}`, ...JSON_HEADERS };
        if (backup)
            headers['content-length'] = String(backup.size);
        const { status, json } = await this.#call({
            what: `The ${op} call`,
            url: `${serviceEndpoint}${BotCallPath[op]}`,
            policy: ONLY_IF_NEVER_SENT,
            headers,
            body: backup ? external_node_stream_.Readable.from(backup.body, { objectMode: false }) : '',
            signal: withLimit(signal, this.#transport.timeoutMs),
            failed: (err, attempts) => signal?.aborted ? abandoned(op, signal) : botFailure(op, err, attempts, this.#transport.timeoutMs),
            refused: status => botStatus(op, status),
            uncertain: errors/* MaybeAppliedError */.QA,
            // The body is not shown: it may hold the new bot's credentials in a form we cannot mask.
            notJson: answer => {
                const { message, fix } = noKeys(op, answer.status, answer.text.length);
                return new errors/* ResponseShapeError */.RD(message, fix);
            }
        });
        return parseBotKeys(op, json, status);
    }
    /**
     * The export. Repeated only when it was never sent: the platform counts every backup call that
     * reaches it against the bot's hour, so a repeat would be refused.
     */
    async openBackup(serviceEndpoint, token, signal) {
        const exchange = {
            what: 'The backup call',
            url: `${serviceEndpoint}${BACKUP_PATH}`,
            policy: ONLY_IF_NEVER_SENT,
            headers: { authorization: `Bearer ${token}`, ...JSON_HEADERS },
            body: undefined,
            signal: withLimit(signal, this.#transport.timeoutMs)
        };
        let answer;
        try {
            answer = await this.#transport.open(exchange);
        }
        catch (err) {
            if (signal?.aborted)
                throw abandoned('backup', signal);
            if (err instanceof TransportFailure)
                throw backupFailure(err.cause, err.attempts, this.#transport.timeoutMs);
            throw err;
        }
        this.#observeDate(typeof answer.headers.date === 'string' ? answer.headers.date : undefined);
        if ('body' in answer)
            return countedIfCut(answer.body, signal, this.#transport.timeoutMs);
        this.#refuse(answer, { ...exchange, refused: backupStatus, uncertain: errors/* CountedError */.rt });
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
        const { status } = answer;
        if (status >= 200 && status < 300)
            return { status, json: parseJson(answer.text, () => call.notJson(answer)) };
        this.#refuse(answer, call);
    }
    /** The error for an answer outside 2xx: a redirect, or what `call.refused` says the status means. */
    #refuse(answer, call) {
        const { status } = answer;
        if (status >= 300 && status < 400) {
            const location = String(answer.headers.location ?? '');
            const to = redirectTarget(location, call.url, this.#redact);
            const { message, fix } = redirected(call.what.replace(/^The /, ''), status, to);
            throw new errors/* PlatformStatusError */.GL(status, message, fix);
        }
        const { message, fix, mayHaveApplied } = call.refused(status);
        if (!mayHaveApplied)
            throw new errors/* PlatformStatusError */.GL(status, this.#withBody(message, answer.text), fix);
        // After an answer that may follow an applied call, the body may hold the new bot's credentials.
        throw new call.uncertain(message, fix);
    }
    /** The message, and the platform's own message from the body when it gave one (bounded, redacted). */
    #withBody(message, body) {
        const said = messageOf(body);
        const shown = said === undefined ? '' : (0,lib_text/* untrusted */.bp)(this.#redact(said.slice(0, 2000)), 200);
        return shown === '' ? message : `${message} The platform said: "${shown}"`;
    }
}


/***/ })

};
