export const id = 584;
export const ids = [584];
export const modules = {

/***/ 3020:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ac: () => (/* binding */ parseTokenResponse),
/* harmony export */   PT: () => (/* binding */ readPublication),
/* harmony export */   bD: () => (/* binding */ messageOf),
/* harmony export */   dH: () => (/* binding */ parseJsonOr),
/* harmony export */   hs: () => (/* binding */ parseBotKeys),
/* harmony export */   qF: () => (/* binding */ parseJson),
/* harmony export */   sA: () => (/* binding */ readBotList)
/* harmony export */ });
/* unused harmony export LOOK_ALIKES_MAX */
/* harmony import */ var _domain_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(241);
/* harmony import */ var _lib_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9112);
// Reading the platform's answers (a token, a bot's keys, the bot list, a publish's channels, an error's
// message); an unknown shape names the keys it got, never their values; every text is untrusted.


function describeKeys(v) {
    if (!(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(v))
        return Array.isArray(v) ? 'a JSON array' : `a JSON ${v === null ? 'null' : typeof v}`;
    const keys = Object.keys(v)
        .slice(0, 12)
        .map(k => (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_1__/* .untrusted */ .bp)(k, 40));
    return keys.length === 0 ? 'an empty JSON object' : `a JSON object with the keys ${keys.join(', ')}`;
}
const TOKEN_KEYS = ['token', 'Token'];
const EXPIRY_KEYS = ['expire', 'expires', 'Expire', 'Expires'];
function minutesOf(v) {
    const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(v) ? Number(v) : NaN;
    return Number.isFinite(n) && n > 0 ? n : undefined;
}
/** The token and its minutes from any documented shape: `{token, expire}`, `{Token, Expires}`, inside `Data` or not. */
function parseTokenResponse(json, w) {
    const candidates = (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(json) && (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(json.Data) ? [json.Data, json] : [json];
    for (const c of candidates) {
        if (!(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(c))
            continue;
        const tokenKey = TOKEN_KEYS.find(k => typeof c[k] === 'string' && c[k].length > 0);
        if (!tokenKey)
            continue;
        const expiryKey = EXPIRY_KEYS.find(k => minutesOf(c[k]) !== undefined);
        if (!expiryKey) {
            throw new _domain_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ResponseShapeError */ .RD(`The token response has a token but no usable validity (expected a positive number of minutes in one of ${EXPIRY_KEYS.join(', ')}; got ${describeKeys(c)}).`, 'The platform changed its response: please report it with this message.');
        }
        return { token: c[tokenKey], validMinutes: minutesOf(c[expiryKey]) };
    }
    throw new _domain_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ResponseShapeError */ .RD(`The token response is not in a known shape (expected a token in one of ${TOKEN_KEYS.join(', ')}, optionally inside Data; got ${describeKeys(json)}).`, `Check that ${w.input('service-endpoint')} (or ${w.input('node-url')}) is the platform's API address, not a web page; if it is, the platform changed its response: please report it.`);
}
/** Reads `{APIKey, APISecret}` from the answer to `call` (restore, overwrite, clone-by-ref). */
function parseBotKeys(call, json, status = 200) {
    if ((0,_lib_text_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(json) &&
        typeof json.APIKey === 'string' &&
        json.APIKey !== '' &&
        typeof json.APISecret === 'string' &&
        json.APISecret !== '') {
        return { apiKey: json.APIKey, apiSecret: json.APISecret };
    }
    throw new _domain_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ResponseShapeError */ .RD(`The platform answered the ${call} with HTTP ${status} but without the new bot's credentials (expected APIKey and APISecret; got ${describeKeys(json)}).`, `The ${call} may have been applied: check the bot in the platform before running again.`);
}
/** Names that look like the one wanted, said at most. */
const LOOK_ALIKES_MAX = 5;
/** The bot wanted in `{"Result": [{"Name", "APIKey", "APISecret", …}]}` (platform-facts.md, "List bots"). */
function readBotList(json, want, w) {
    const list = (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(json) ? json.Result : undefined;
    if (!Array.isArray(list)) {
        throw new _domain_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ResponseShapeError */ .RD(`The bot list is not in the documented shape (expected a Result array; got ${describeKeys(json)}).`, `Check that ${w.input('service-endpoint')} is the bot's route on the platform's API; if it is, the platform changed its bot list: please report it. Nothing was changed.`);
    }
    const text = (v) => (typeof v === 'string' ? v : '');
    const look = 'name' in want ? want.lookOf(want.name) : undefined;
    const isIt = (name, key) => ('apiKey' in want ? key === want.apiKey : name === want.name);
    const looksLikeIt = (name) => 'name' in want && want.lookOf(name) === look;
    let [count, matching] = [0, 0];
    let own;
    const lookAlikes = [];
    for (const b of list) {
        if (!(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(b) || typeof b.APIKey !== 'string' || b.APIKey === '')
            continue;
        count++;
        const name = text(b.Name);
        if (isIt(name, b.APIKey)) {
            matching++;
            own ??= { name, apiKey: b.APIKey, apiSecret: text(b.APISecret) };
        }
        else if (lookAlikes.length < LOOK_ALIKES_MAX && looksLikeIt(name))
            lookAlikes.push(name);
    }
    return { count, own: 'name' in want && matching > 1 ? undefined : own, matching, lookAlikes };
}
const MESSAGE_KEYS = ['Message', 'message', 'error_description', 'error', 'Error', 'ExceptionMessage'];
/**
 * What of an error body is shown (its shape is not documented: platform-facts.md): plain text, a JSON
 * string, or a message field; never an HTML page, nor any other JSON (a choice of what to show, not a shape accepted).
 */
function messageOf(body) {
    const text = body.trim();
    if (text === '' || text.startsWith('<'))
        return undefined;
    if (!/^[{["]/.test(text))
        return text;
    const json = parseJsonOr(text, undefined);
    if (typeof json === 'string')
        return json;
    if (!(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(json))
        return undefined;
    const key = MESSAGE_KEYS.find(k => typeof json[k] === 'string' && json[k] !== '');
    return key === undefined ? undefined : json[key];
}
function parseJson(text, notJson) {
    try {
        return JSON.parse(text);
    }
    catch {
        throw notJson();
    }
}
function parseJsonOr(text, fallback) {
    try {
        return JSON.parse(text);
    }
    catch {
        return fallback;
    }
}
/** Channel names are strings elsewhere in the API; the fields of an element that is an object are not documented. */
const NAME_KEYS = ['Channel', 'Name'];
const CHANNEL_MESSAGE_KEYS = ['Message', 'Error'];
/** The most of either list kept: a bot has a handful of channels. */
const MAX_ITEMS = 50;
const UNDESCRIBED = 'an error the answer does not describe';
/** The first string among `keys` of `v`; undefined when there is none. */
function field(v, keys) {
    const key = keys.find(k => typeof v[k] === 'string' && v[k] !== '');
    return key === undefined ? undefined : v[key].slice(0, 2000);
}
/** A channel online: a string, or an object that names it; undefined for anything else. */
function onlineName(v) {
    if (typeof v === 'string')
        return v.slice(0, 2000);
    return (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(v) ? field(v, NAME_KEYS) : undefined;
}
function channelError(v) {
    if (typeof v === 'string')
        return { channel: 'unnamed', message: v.slice(0, 2000) };
    if (!(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(v))
        return { channel: 'unnamed', message: UNDESCRIBED };
    return { channel: field(v, NAME_KEYS) ?? 'unnamed', message: field(v, CHANNEL_MESSAGE_KEYS) ?? UNDESCRIBED };
}
/**
 * Reads a publish's answer in its documented shape (platform-facts.md, "Publish": `{"Errors": [...],
 * "Online": [...]}`, elements strings or objects); any other claims no channel and keeps its beginning.
 * `redactAll` removes known secrets from all its texts, read together, before each is cleaned.
 */
function readPublication(text, redactAll) {
    const json = parseJsonOr(text, undefined);
    const online = (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(json) && Array.isArray(json.Online) ? json.Online.slice(0, MAX_ITEMS).map(onlineName) : [];
    if (!(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(json) || !Array.isArray(json.Online) || !Array.isArray(json.Errors) || online.includes(undefined)) {
        const excerpt = (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_1__/* .untrusted */ .bp)(redactAll([text.slice(0, 4000)])[0] ?? '', 200);
        return { online: [], errors: [], unlisted: true, unknownShape: excerpt === '' ? 'an empty answer' : excerpt };
    }
    const names = online;
    const found = json.Errors.slice(0, MAX_ITEMS).map(channelError);
    // The texts of the answer read together field by field (the names online in order, the erring
    // channels' names in order, their messages in order: a secret in pieces, one per item, with other
    // fields between), then all of them once more in the order shown, then cleaned.
    const fields = [names, found.map(e => e.channel), found.map(e => e.message)].map(redactAll);
    const [shown, channels, messages] = fields.map(f => f.map(t => (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_1__/* .untrusted */ .bp)(t, 120)));
    const all = redactAll([...shown, ...channels.flatMap((c, i) => [c, messages[i]])]);
    const errors = found.map((_, i) => ({
        channel: all[shown.length + 2 * i],
        message: all[shown.length + 2 * i + 1]
    }));
    return { online: all.slice(0, shown.length).filter(v => v !== ''), errors, unlisted: false };
}


/***/ }),

/***/ 2584:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  BACKUP_PATH: () => (/* binding */ BACKUP_PATH),
  BOTS_PATH: () => (/* binding */ BOTS_PATH),
  BOT_LIST_MAX_BYTES: () => (/* binding */ BOT_LIST_MAX_BYTES),
  PUBLISH_ROUTES: () => (/* binding */ PUBLISH_ROUTES),
  PlatformClient: () => (/* binding */ PlatformClient),
  tokenRequestBody: () => (/* binding */ tokenRequestBody),
  tokenUrl: () => (/* binding */ tokenUrl)
});

// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(7075);
// EXTERNAL MODULE: ./src/domain/errors.ts
var errors = __webpack_require__(241);
// EXTERNAL MODULE: ./src/domain/operations.ts
var operations = __webpack_require__(3048);
// EXTERNAL MODULE: ./src/lib/text.ts
var lib_text = __webpack_require__(9112);
// EXTERNAL MODULE: ./src/platform/network-errors.ts
var network_errors = __webpack_require__(1325);
// EXTERNAL MODULE: ./src/platform/answers.ts
var answers = __webpack_require__(3020);
;// CONCATENATED MODULE: ./src/platform/refusals.ts
// What the platform's refusals mean, exchange by exchange and status by status: the words and the fix
// a user reads when the platform answered no (a 4xx, or a status the exchange does not take as sent).
/** What else a 403 may mean on this platform: an account IP allow list, an owner's missing permission. */
const IP_ALLOW_LIST = "the account's IP allow list (Account Profile › Security) leaves out this machine's address (a CI's hosted runners come from many addresses)";
const ALLOWED_ADDRESSES = 'if the account has an IP allow list, run from machines whose addresses it allows (self-hosted runners, or static addresses)';
/** A 403: the hourly limit of one `noun` per bot, a token without permission (an owner's), or an address's. */
function forbidden(what, noun, then) {
    const owner = then.permission ? `the permission '${then.permission}'` : 'a permission for it';
    return {
        message: `The platform refused the ${what} (HTTP 403). This is likely its limit of one ${noun} per bot per hour, or a token without permission for this bot (an account owner whose key this is may lack ${owner}), or ${IP_ALLOW_LIST}.`,
        fix: `${then.fix}; check that the keys are ${then.keys}, and that their owner has ${owner}; ${ALLOWED_ADDRESSES}.`
    };
}
/**
 * A 400 whose platform text speaks of the hour (`…within less than 1 hour since the last attempt`,
 * `hourly limit`, `60 minutes`): the call's hour is in use. The texts of restore and backup are not
 * documented, so the hour is recognised, not one sentence.
 */
const NAMES_THE_HOUR = /\b(hours?|hourly|60 ?min(ute)?s?|1 ?h)\b/i;
/** The platform refused a call of `noun` for its hour: said as the hour, with the `output` that says when (as named). */
function hourUsed(what, noun, output, done) {
    return {
        message: `The platform refused the ${what} (HTTP 400) within the hour of the last one: the bot was ${done} less than an hour ago (one ${noun} per bot per hour).`,
        fix: `Run it after the time in ${output} (at most an hour from now). The refusal is recorded in the throttle ledger, so a run before then stops before any call.`,
        hour: true
    };
}
/** A status the platform's documents do not give for the call: said as unknown, never guessed at. */
const failedWith = (what, status, w) => ({
    message: `The platform refused the ${what} with HTTP ${status}, a status its documentation does not give for this call.`,
    fix: `What it means is not known: the platform's own words, when it gave any, are in the log. Check the keys and ${w.input('service-endpoint')}.`
});
const BOT_NOT_FOUND = (during, w) => ({
    message: `The bot identified by the token was not found (HTTP 404) during the ${during}.`,
    fix: `Check that ${w.input('bot-api-key')} and ${w.input('bot-api-secret')} belong to a bot that exists, and that ${w.input('service-endpoint')} is that bot's route.`
});
const TOKEN_REFUSED = (w) => ({
    400: {
        message: 'The token request was refused (HTTP 400): the call lacks required data.',
        fix: `Check that ${w.input('account-api-key')} is set and, for a bot-level token, both ${w.input('bot-api-key')} and ${w.input('bot-api-secret')}; check that the endpoint is the platform's API.`
    },
    403: {
        message: `The account may not use the Global Platform API (HTTP 403): it is a free account, or one not allowed to integrate, or ${IP_ALLOW_LIST}.`,
        fix: `Use a paid plan that includes the Global Platform API (or ask the account owner to allow integration), and check that ${w.input('account-api-key')} belongs to that account; ${ALLOWED_ADDRESSES}.`
    },
    404: {
        message: 'The account API key was not found (HTTP 404).',
        fix: `Copy ${w.input('account-api-key')} again from the profile section of the account details, and check that ${w.input('service-endpoint')} (or ${w.input('node-url')}) is your account's.`
    }
});
/** With a bot's key and secret, the 400 and the 404 may also mean that they are not one bot's, or not in this account. */
const BOT_TOKEN_REFUSED = (w) => ({
    ...TOKEN_REFUSED(w),
    400: {
        message: `The token request was refused (HTTP 400): the call lacks required data, or ${w.input('bot-api-key')} and ${w.input('bot-api-secret')} do not belong together (not one bot's, or not a bot of this account).`,
        fix: `Copy ${w.input('bot-api-key')} and ${w.input('bot-api-secret')} again from the bot's settings (developers section): both of the same bot, in the account of ${w.input('account-api-key')}; check that the endpoint is the platform's API.`
    },
    404: {
        message: "The account API key was not found (HTTP 404), or the bot's key and secret do not belong to that account.",
        fix: `Copy ${w.input('account-api-key')} again from the profile section of the account details, and ${w.input('bot-api-key')} and ${w.input('bot-api-secret')} from the bot's settings (one bot's, in that account); check that ${w.input('service-endpoint')} (or ${w.input('node-url')}) is your account's.`
    }
});
const tokenRefused = (refused) => (status, _said, w) => refused(w)[status] ?? failedWith('token request', status, w);
const listFix = (w) => `Check that ${w.input('account-api-key')} is the key of the account the bot is in, and that ${w.input('service-endpoint')} is the bot's route; or give the bot's keys and remove ${w.input('bot-name')}. Nothing was changed.`;
function backupRefused(status, said, w) {
    if (status === 400 && NAMES_THE_HOUR.test(said ?? ''))
        return hourUsed('backup', 'backup', w.output('next-backup-at'), 'backed up');
    if (status === 400) {
        return {
            message: 'The platform refused the backup (HTTP 400). On this platform that means the token is invalid or lacks permission for this bot, or the bot was already backed up less than an hour ago (one backup per bot per hour).',
            fix: 'Check the keys (the bot-level keys of the bot to back up); if the bot was backed up in the last hour, run again after the hour, or keep the throttle ledger on so the run knows.'
        };
    }
    if (status === 404)
        return BOT_NOT_FOUND('backup', w);
    if (status === 403) {
        const fix = 'If the bot was backed up in the last hour, run again after the hour (keep the throttle ledger on so the run knows)';
        return forbidden('backup', 'backup', { fix, keys: "the bot's" });
    }
    return failedWith('backup', status, w);
}
function cloneRefused(status, _said, w) {
    if (status === 404) {
        return {
            message: 'The source bot of the reference clone was not found (HTTP 404).',
            fix: `Check that ${w.input('bot-api-key')} and ${w.input('bot-api-secret')} (or the token) belong to the bot to clone, and that ${w.input('service-endpoint')} is that bot's route.`
        };
    }
    return {
        message: `The reference clone was refused (HTTP ${status}). The account may have no active Master Bot package, or the token may not be a bot-level token.`,
        fix: 'Check that the account has an active Master Bot package, and use the bot-level keys of the bot to clone.'
    };
}
const restoreRefused = (op) => (status, said, w) => {
    if (status === 400 && NAMES_THE_HOUR.test(said ?? '')) {
        return hourUsed(op, 'restore or overwrite', w.output('next-restore-at'), 'restored or overwritten');
    }
    if (status === 400) {
        return {
            message: `The platform refused the ${op} (HTTP 400). On this platform that means one of three things: the token is invalid or expired; the token lacks permission for this bot; or the bot was already restored less than an hour ago (one restore per bot per hour).`,
            fix: `Check the keys (for ${op} the bot-level keys of the target bot); if the bot was restored in the last hour, run again after the hour, or keep the throttle ledger on so the run knows.`
        };
    }
    if (status === 404)
        return BOT_NOT_FOUND(op, w);
    if (status === 403) {
        const fix = 'If the bot was restored in the last hour, run again after the hour (keep the throttle ledger on so the run knows)';
        return forbidden(op, 'restore or overwrite', { fix, keys: "the target bot's", permission: 'Restore Bot' });
    }
    return failedWith(op, status, w);
};
const PUBLISH_REFUSED = (w) => ({
    400: {
        message: 'The platform refused the publish (HTTP 400). On this platform that means one of three things: the bot was already published less than an hour ago (one publish per bot per hour, editor publishes included); the token is invalid or lacks permission for this bot; or the account lacks the API integration flag that publishing through the API needs.',
        fix: `After a publish within the hour: publish again after the hour (${w.output('next-publish-at')}). For the token: check that ${w.input('bot-api-key')} and ${w.input('bot-api-secret')} are this bot's. For the flag: ask the platform's support to turn on API publishing for the account.`
    },
    403: {
        message: 'The platform refused the publish (HTTP 403): the account may lack the API integration flag that publishing through the API needs, or the token lacks permission for this bot.',
        fix: "Ask the platform's support to turn on API publishing for the account, and check that the keys are this bot's."
    }
});
const hourOfPublish = (w) => ({
    message: 'The platform refused the publish (HTTP 400) within the hour of the last one: the bot was published less than an hour ago (one publish per bot per hour, editor publishes included).',
    fix: `Publish after the time in ${w.output('next-publish-at')} (at most an hour from now). The refusal is recorded in the throttle ledger, so a run before then stops before any call.`,
    hour: true
});
function publishRefused(status, said, w) {
    if (status === 400 && NAMES_THE_HOUR.test(said ?? ''))
        return hourOfPublish(w);
    if (status === 404 || status === 405) {
        return {
            message: `The platform has no publish for this bot (HTTP ${status}, in both the current and the older form), or the bot was not found.`,
            fix: `Check that ${w.input('service-endpoint')} is the bot's route and that the keys are its own.`
        };
    }
    return PUBLISH_REFUSED(w)[status] ?? failedWith('publish', status, w);
}
/** The table: each exchange's refusals by status. */
const REFUSALS = {
    token: tokenRefused(TOKEN_REFUSED),
    'bot-token': tokenRefused(BOT_TOKEN_REFUSED),
    'bot-list': (status, _said, w) => ({
        message: `The platform refused the account's bot list (HTTP ${status}).`,
        fix: listFix(w)
    }),
    backup: backupRefused,
    restore: restoreRefused('restore'),
    overwrite: restoreRefused('overwrite'),
    'clone-by-ref': cloneRefused,
    publish: publishRefused
};

;// CONCATENATED MODULE: ./src/platform/failures.ts
// The platform's failures in the user's words, one table (exchange × what went wrong → message, fix); a call
// that may have changed a bot says so and never shows the body. Pure.





/** What went wrong with `exchange`, worded by its row of the table (a refusal, by the table of refusals). */
function failureOf(exchange, m, s) {
    const row = EXCHANGES[exchange];
    switch (m.kind) {
        case 'status': {
            if (m.status >= 300 && m.status < 400)
                return redirected(row.name, m, s);
            if (m.status >= 500 && row.serverError)
                return row.serverError(m.status, s);
            const said = (0,answers/* messageOf */.bD)(m.body);
            const { message, fix, hour } = REFUSALS[exchange](m.status, said, s.words);
            const shown = said === undefined ? '' : (0,lib_text/* untrusted */.bp)(s.redact(said.slice(0, 2000)), 200);
            return new (hour ? errors/* HourRefusedError */.hI : errors/* PlatformStatusError */.GL)(m.status, message, fix, shown);
        }
        case 'unanswered':
            return row.unanswered(m, s);
        case 'abandoned':
            return row.abandoned(m.reason, s);
        case 'not-json':
            return (row.notJson ?? notJson(row.name))(m, s);
    }
}
const notJson = (name) => (m) => new errors/* ResponseShapeError */.RD(`The platform answered the ${name} with HTTP ${m.status} and a body that is not JSON (${m.length} characters).`, 'The platform changed its answer: please report it with this message.');
/** A 3xx: the action does not follow a redirect with the keys or the token; its host is shown when it holds no secret. */
function redirected(name, m, s) {
    let to;
    try {
        const host = m.location ? new URL(m.location, s.url).host : undefined;
        to =
            host === undefined
                ? 'no Location given'
                : s.redact(host) === host
                    ? `to ${host}`
                    : 'to a place not shown: it holds a secret';
    }
    catch {
        to = 'to an unreadable Location';
    }
    return new errors/* PlatformStatusError */.GL(m.status, `The platform redirected the ${name} (HTTP ${m.status}, ${to}); this tool does not follow redirects with credentials, so nothing was sent there.`, `Check ${endpointOf(s.words)}: if the redirect goes to the platform's current https address, use that address.`);
}
// --- Token requests: nothing is changed, so they are repeated and the platform's message is shown.
/** No whole answer after every attempt: a status the retries could not get past, or no answer at all. */
function tokenUnanswered({ cause, attempts }, s) {
    const status = (0,network_errors/* statusOf */.c2)(cause);
    const { input } = s.words;
    if (status !== undefined) {
        const why = status === 429 ? 'The platform is rate limiting' : 'The platform is having trouble';
        const message = `The token request failed with HTTP ${status} after ${(0,network_errors/* times */.Hn)(attempts)}.`;
        return new errors/* PlatformStatusError */.GL(status, message, `${why}: run again later, or raise ${input('retries')}.`);
    }
    const notSent = (0,network_errors/* unsendable */.Yf)('token request', cause);
    if (notSent)
        return notSent;
    if (cause instanceof network_errors/* AnswerTooLarge */.UG) {
        return new errors/* ConnectionError */.Rc(`The token request failed: the answer is larger than ${cause.limit / 1024 / 1024} MiB, far more than a token; it was not read.`, `Check that ${endpointOf(s.words)} is the platform's API address, not a web page, a download or a proxy's page.`);
    }
    return new errors/* ConnectionError */.Rc(`The token request failed after ${(0,network_errors/* times */.Hn)(attempts)}: ${(0,network_errors/* whyUnanswered */.Vc)(cause, s.timeoutMs)}.`, `Check that ${endpointOf(s.words)} is right and reachable from this machine (proxy settings: HTTPS_PROXY, NO_PROXY); raise ${input('timeout-seconds')} or ${input('retries')} if the platform is slow.`);
}
/** The endpoints a token request may have gone to, as the shell names them. */
const endpointOf = (w) => `${w.input('service-endpoint')} (or ${w.input('node-url')})`;
const TOKEN = {
    name: 'token request',
    unanswered: tokenUnanswered,
    // The client reports none (the run says its own cancellation); worded all the same.
    abandoned(reason) {
        return new errors/* ConnectionError */.Rc(`The token request was abandoned (${reason}).`, 'Nothing but the token request was sent.');
    },
    notJson(m, s) {
        return new errors/* ResponseShapeError */.RD(`The token endpoint answered HTTP ${m.status} with a body that is not JSON (${m.length} characters, content-type ${(0,lib_text/* untrusted */.bp)(m.contentType, 60)}).`, `Check that ${endpointOf(s.words)} is the platform's API address, not a web page or a proxy's login page.`);
    }
};
// --- The account's bot list (`bot-name`): a read; nothing was changed.
const BOT_LIST = {
    name: 'bot list',
    unanswered(m, s) {
        const { input } = s.words;
        if (isSuccessTooLarge(m.cause)) {
            return new errors/* ResponseShapeError */.RD(`The account's bot list is larger than ${m.cause.limit / 1024 / 1024} MiB, more than this tool reads to find the bot of ${input('bot-api-key')}. Nothing was changed.`, `Give the bot's keys (${input('bot-api-key')}, ${input('bot-api-secret')}) and remove ${input('bot-name')} for this account (the run then reads no list), or tell this tool's maintainers how many bots the account holds.`);
        }
        // The keys were right (the token came): what failed is the answer's way or its time.
        return new errors/* ConnectionError */.Rc(`The account's bot list got no answer after ${(0,network_errors/* times */.Hn)(m.attempts)}: ${(0,network_errors/* whyUnanswered */.Vc)(m.cause, s.timeoutMs)}. Nothing was changed.`, `The account key was accepted; the list did not arrive. Check that this machine reaches ${input('service-endpoint')} (proxy settings: HTTPS_PROXY, NO_PROXY), and raise ${input('timeout-seconds')} or ${input('retries')} if the platform is slow (an account of many bots has a long list); or give the bot's keys and remove ${input('bot-name')}.`);
    },
    abandoned: (reason, s) => new errors/* ConnectionError */.Rc(`The account's bot list was abandoned (${reason}).`, listFix(s.words)),
    notJson(m, s) {
        return new errors/* ResponseShapeError */.RD(`The account's bot list answered HTTP ${m.status} with a body that is not JSON (${m.length} characters).`, listFix(s.words));
    }
};
// --- The export: once it reached the platform it counts against the bot's hour (a CountedError).
/** The backup's answer was lost after the call reached the platform: `what` happened to it. */
function lost(what, w) {
    return new errors/* CountedError */.rt(`The backup ${what}: nothing was written, and the file is as it was. The platform counts the call against the bot's hour.`, (0,errors/* nextBackupFix */.bx)(w));
}
const BACKUP = {
    name: 'backup call',
    serverError(status, s) {
        return new errors/* CountedError */.rt(`The backup failed with HTTP ${status} after the request reached the platform, which may have counted it against the bot's hour. Nothing was written.`, (0,errors/* nextBackupFix */.bx)(s.words));
    },
    unanswered(m, s) {
        const why = `got no answer (${(0,network_errors/* whyUnanswered */.Vc)(m.cause, s.timeoutMs)})`;
        return (0,network_errors/* unsent */.YX)('backup', m.cause, m.attempts, s.words) ?? lost(why, s.words);
    },
    abandoned: (reason, s) => lost(`was abandoned (${reason} while the call was in flight)`, s.words)
};
/** The backup's body broke off after `bytes`: no more data in time, the call's time limit, or the connection. */
function backupCut(cause, bytes, s) {
    const w = s.words;
    if ((0,network_errors/* codeOf */.$N)(cause) === 'UND_ERR_BODY_TIMEOUT')
        return lost(`was cut off after ${bytes} bytes (no more data in time)`, w);
    if ((0,network_errors/* isTimeout */.kL)(cause)) {
        const limit = `the time limit of ${s.timeoutMs / 1000} s (${w.input('timeout-seconds')})`;
        return lost(`reached ${limit} after ${bytes} bytes, with data still arriving`, w);
    }
    return lost(`was cut off after ${bytes} bytes (${(0,network_errors/* describeFailure */.Ic)(cause)})`, w);
}
// --- Restore, overwrite, reference clone: once sent they may have been applied, and are never repeated.
const CHECK_BEFORE_RERUN = {
    restore: "Look at the account's bot list before running again: if a new bot is there, the restore happened, and a re-run would create a second bot.",
    overwrite: "Look at the bot in the platform before running again: if it shows the backup's content, the overwrite happened (and the next one is allowed only after an hour).",
    'clone-by-ref': "Look at the account's bot list for a new referenced clone before running again: a re-run would create a second one."
};
function botCallWording(op) {
    const maybeApplied = (why, after = 'It was not repeated.') => new errors/* MaybeAppliedError */.QA(`The ${op} may have been applied: ${why}. ${after}`, CHECK_BEFORE_RERUN[op]);
    return {
        name: `${op} call`,
        serverError(status) {
            return maybeApplied(`the platform answered HTTP ${status} after the request was sent (a gateway can give up while a slow ${op} goes on)`);
        },
        unanswered({ cause, attempts }, s) {
            const notSent = (0,network_errors/* unsent */.YX)(op, cause, attempts, s.words);
            if (notSent)
                return notSent;
            if (cause instanceof network_errors/* AnswerTooLarge */.UG) {
                const why = `the platform's answer is larger than ${cause.limit / 1024 / 1024} MiB, so it was not read (it may hold the new bot's key and secret)`;
                return maybeApplied(why);
            }
            return maybeApplied((0,network_errors/* lostAnswer */.dw)(cause, s.timeoutMs), `It was not repeated, because a repeated ${op} could change the platform twice.`);
        },
        abandoned: reason => maybeApplied(`${reason} while the call was in flight`),
        notJson(m) {
            const what = m.length === 0 ? ' and no credentials (an empty body)' : `, but the body is not JSON (${m.length} characters)`;
            const message = `The platform answered the ${op} with HTTP ${m.status}${what}: the ${op} may have been applied.`;
            return new errors/* ResponseShapeError */.RD(message, CHECK_BEFORE_RERUN[op]);
        }
    };
}
// --- The publish: a 2xx is a publish whatever its body says; once sent it may have been published.
const maybePublished = (why, w) => new errors/* MaybeAppliedError */.QA(`The bot may have been published: ${why}. It was not repeated.`, `Look at the bot's channels in the platform before running again: if the new version answers there, the publish happened (and the next one is allowed only after an hour; ${w.output('next-publish-at')} says when).`);
const PUBLISH = {
    name: 'publish call',
    serverError: (status, s) => maybePublished(`the platform answered HTTP ${status} after the request was sent`, s.words),
    unanswered({ cause, attempts }, s) {
        return (0,network_errors/* unsent */.YX)('publish', cause, attempts, s.words) ?? maybePublished((0,network_errors/* lostAnswer */.dw)(cause, s.timeoutMs), s.words);
    },
    abandoned: (reason, s) => maybePublished(`${reason} while the call was in flight`, s.words)
};
function isSuccessTooLarge(cause) {
    return cause instanceof network_errors/* AnswerTooLarge */.UG && cause.status !== undefined && cause.status >= 200 && cause.status < 300;
}
/** The publish was answered 2xx, too large to read: published, its channels not known. */
class PublishedUnread extends Error {
    constructor(cause) {
        super(`its answer (HTTP ${cause.status}) is larger than ${cause.limit / 1024 / 1024} MiB and was not read`);
    }
}
const EXCHANGES = {
    token: TOKEN,
    'bot-token': TOKEN,
    'bot-list': BOT_LIST,
    backup: BACKUP,
    restore: botCallWording('restore'),
    overwrite: botCallWording('overwrite'),
    'clone-by-ref': botCallWording('clone-by-ref'),
    publish: PUBLISH
};

// EXTERNAL MODULE: ./src/platform/transport.ts
var transport = __webpack_require__(3038);
;// CONCATENATED MODULE: ./src/platform/client.ts
// The Global Platform API client: wire names, both token endpoints, the bot calls, the bot list, the
// export (streamed) and the publish, through one request path; it knows nothing of @actions/core.








class PlatformClient {
    #transport;
    #redact;
    #redactAll;
    #observeDate;
    #words;
    constructor(options) {
        this.#transport = new transport/* Transport */.oK(options);
        this.#redact = options.redact;
        this.#words = options.words;
        this.#redactAll = options.redactAll;
        this.#observeDate = options.observeDate ?? (() => undefined);
    }
    async close() {
        await this.#transport.close();
    }
    /** The longest one exchange may take, its repeats and their waits included. */
    get exchangeLimitMs() {
        return this.#transport.repeatedLimitMs;
    }
    /** What the failure table needs to word a failure of a call to `url`. */
    #setting(url) {
        return { timeoutMs: this.#transport.timeoutMs, url, redact: this.#redact, words: this.#words };
    }
    /** A GET with the token that changes nothing, so repeated; bounded by the repeated calls' limit. */
    #read(read, token, signal) {
        const { what, url, failure } = read;
        const headers = { authorization: `Bearer ${token}`, ...transport/* JSON_HEADERS */.eT };
        const limit = (0,transport/* withLimit */.Ko)(signal, this.#transport.repeatedLimitMs);
        return { what, url, policy: transport/* IDEMPOTENT */.uH, headers, body: undefined, signal: limit, cancelled: signal, failure };
    }
    /** Requests a token. Repeated on connection failures, 429 and 5xx: a token request changes nothing. */
    async requestToken(where, auth, signal) {
        const url = tokenUrl(where);
        const { status, json } = await this.#call({
            what: 'Token request',
            url,
            policy: transport/* IDEMPOTENT */.uH,
            headers: transport/* JSON_HEADERS */.eT,
            body: JSON.stringify(tokenRequestBody(auth)),
            signal: (0,transport/* withLimit */.Ko)(signal, this.#transport.repeatedLimitMs),
            // The run's cancellation is said by the run: a token request given up is only unanswered.
            cancelled: undefined,
            failure: m => failureOf(auth.level === 'bot' ? 'bot-token' : 'token', m, this.#setting(url))
        });
        const issued = (0,answers/* parseTokenResponse */.Ac)(json, this.#words);
        if (!(0,lib_text/* isHeaderValue */.j3)(issued.token)) {
            throw new errors/* ResponseShapeError */.RD(`The platform answered HTTP ${status} with a token that cannot be sent in an HTTP header (it holds a line break, a control character or a character outside Latin-1). Nothing else was sent.`, 'The platform changed its tokens: please report it with this message.');
        }
        return issued;
    }
    /** Restore, overwrite or reference clone; repeated only when never sent (a repeated restore makes a second bot). */
    async botCall({ op, serviceEndpoint, token, backup, signal }) {
        const headers = { authorization: `Bearer ${token}`, ...transport/* JSON_HEADERS */.eT };
        if (backup)
            headers['content-length'] = String(backup.size);
        const url = `${serviceEndpoint}${(0,operations/* botCallPath */.bd)(op)}`;
        const { status, json } = await this.#call({
            what: `The ${op} call`,
            url,
            policy: transport/* ONLY_IF_NEVER_SENT */.fz,
            headers,
            body: backup ? external_node_stream_.Readable.from(backup.body, { objectMode: false }) : '',
            signal: (0,transport/* withLimit */.Ko)(signal, this.#transport.timeoutMs),
            cancelled: signal,
            failure: m => failureOf(op, m, this.#setting(url))
        });
        return (0,answers/* parseBotKeys */.hs)(op, json, status);
    }
    /** The bot wanted in the account's list (an account token): a read, repeated, up to BOT_LIST_MAX_BYTES. */
    async findBot(serviceEndpoint, token, want, signal) {
        const url = `${serviceEndpoint}${BOTS_PATH}`;
        const failure = (m) => failureOf('bot-list', m, this.#setting(url));
        const call = this.#read({ what: 'The bot list', url, failure }, token, signal);
        return (0,answers/* readBotList */.sA)((await this.#call({ ...call, maxBytes: BOT_LIST_MAX_BYTES }, 'GET')).json, want, this.#words);
    }
    /** The export, its bytes as they arrive; repeated only when never sent (every backup call that reaches the platform counts). */
    async openBackup(serviceEndpoint, token, signal) {
        const url = `${serviceEndpoint}${BACKUP_PATH}`;
        const setting = this.#setting(url);
        const exchange = {
            what: 'The backup call',
            url,
            policy: transport/* ONLY_IF_NEVER_SENT */.fz,
            headers: { authorization: `Bearer ${token}`, ...transport/* JSON_HEADERS */.eT },
            body: undefined,
            signal: (0,transport/* withLimit */.Ko)(signal, this.#transport.timeoutMs)
        };
        let answer;
        try {
            answer = await this.#transport.open(exchange);
        }
        catch (err) {
            throw failureOf('backup', (0,transport/* noWholeAnswer */.zG)(err, signal), setting);
        }
        this.#observeDate(typeof answer.headers.date === 'string' ? answer.headers.date : undefined);
        if (!('body' in answer))
            throw failureOf('backup', (0,transport/* outside2xx */.KR)(answer), setting);
        const length = Number(answer.headers['content-length']);
        const declaredBytes = Number.isSafeInteger(length) && length >= 0 ? length : undefined;
        return { body: countedIfCut(answer.body, signal, setting), declaredBytes, cancel: answer.cancel };
    }
    /**
     * The custom channel's `Version` (#75): "automatically increased … when any kind of edit happens" (platform-facts.md,
     * the channel's config); a read, repeated. Anything but a whole number answered is said as why it is not known.
     */
    async channelVersion(channelEndpoint, token, signal) {
        const url = `${channelEndpoint}/config`;
        // Only a read: what kept it from an answer is said in a few words, never as a failure of the run.
        const failure = (m) => new Error(m.kind === 'unanswered' ? (0,network_errors/* describeFailure */.Ic)(m.cause) : m.kind);
        const call = this.#read({ what: "The channel's config", url, failure }, token, signal);
        let answer;
        try {
            answer = await this.#answer(call, 'GET');
        }
        catch (err) {
            if (signal?.aborted)
                throw err;
            return `the channel's config was not answered (${this.#redact((0,lib_text/* reasonOf */.A3)(err))})`;
        }
        if (answer.status < 200 || answer.status >= 300)
            return `the channel's config answered HTTP ${answer.status}`;
        const json = (0,answers/* parseJsonOr */.dH)(answer.text, undefined);
        const v = (0,lib_text/* isRecord */.u4)(json) ? json.Version : undefined;
        return typeof v === 'number' && Number.isSafeInteger(v) && v >= 0
            ? v
            : "the channel's config holds no whole-number Version";
    }
    /**
     * Puts the draft live: the current form, then the older one where it is not there (404, 405);
     * repeated only when never sent; a 2xx is a publish whatever its body says.
     */
    async publish(serviceEndpoint, token, signal) {
        let answer;
        let url = '';
        for (const route of PUBLISH_ROUTES) {
            url = `${serviceEndpoint}${route.path}`;
            const setting = this.#setting(url);
            const failure = (m) => failureOf('publish', m, setting);
            try {
                answer = await this.#answer(this.#publishCall(url, token, signal, failure), route.method);
            }
            catch (err) {
                // A 2xx too large to read is a publish all the same: only its list of channels is unknown.
                if (err instanceof PublishedUnread)
                    return { online: [], errors: [], unlisted: true, unread: err.message };
                throw err;
            }
            if (answer.status !== 404 && answer.status !== 405)
                break;
        }
        const last = answer;
        if (last.status < 200 || last.status >= 300)
            throw failureOf('publish', (0,transport/* outside2xx */.KR)(last), this.#setting(url));
        return (0,answers/* readPublication */.PT)(last.text, this.#redactAll);
    }
    #publishCall(url, token, signal, failure) {
        return {
            what: 'The publish call',
            url,
            policy: transport/* ONLY_IF_NEVER_SENT */.fz,
            headers: { authorization: `Bearer ${token}`, ...transport/* JSON_HEADERS */.eT },
            body: '',
            signal: (0,transport/* withLimit */.Ko)(signal, this.#transport.timeoutMs),
            cancelled: signal,
            failure: m => (m.kind === 'unanswered' && isSuccessTooLarge(m.cause) ? new PublishedUnread(m.cause) : failure(m))
        };
    }
    /** Sends the call and takes its whole answer, whatever its status; no whole answer is the call's failure. */
    async #answer(call, method = 'POST') {
        try {
            const answer = method === 'GET' ? await this.#transport.get(call) : await this.#transport.post(call, method);
            this.#observeDate(typeof answer.headers.date === 'string' ? answer.headers.date : undefined);
            return answer;
        }
        catch (err) {
            throw call.failure((0,transport/* noWholeAnswer */.zG)(err, call.cancelled));
        }
    }
    /** The one request path: send, check the status, read the JSON; any failure worded by the call's row of the table. */
    async #call(call, method = 'POST') {
        const answer = await this.#answer(call, method);
        const { status } = answer;
        if (status < 200 || status >= 300)
            throw call.failure((0,transport/* outside2xx */.KR)(answer));
        const contentType = String(answer.headers['content-type'] ?? 'none');
        const notJson = () => call.failure({ kind: 'not-json', status, length: answer.text.length, contentType });
        return { status, json: (0,answers/* parseJson */.qF)(answer.text, notJson) };
    }
}
/** The backup's bytes; a break in them is a CountedError (the platform counted the call). */
async function* countedIfCut(body, signal, s) {
    let bytes = 0;
    try {
        for await (const chunk of body) {
            bytes += chunk.length;
            yield chunk;
        }
    }
    catch (err) {
        if (signal?.aborted)
            throw failureOf('backup', { kind: 'abandoned', reason: (0,lib_text/* reasonOf */.A3)(signal.reason) }, s);
        throw backupCut(err, bytes, s);
    }
}
/** Where the token is requested: `{node-url}/authorization/code` when a node URL is given, else the service endpoint's `/authorization/integration`. */
function tokenUrl({ serviceEndpoint, nodeUrl }) {
    return nodeUrl ? `${nodeUrl}${operations/* TOKEN_PATHS */.xw.node}` : `${serviceEndpoint}${operations/* TOKEN_PATHS */.xw.service}`;
}
function tokenRequestBody(auth) {
    const account = { AccountAPIKey: auth.accountApiKey };
    return auth.level === 'bot' ? { ...account, BotAPIKey: auth.botApiKey, BotAPISecret: auth.botApiSecret } : account;
}
const BOTS_PATH = '/bots';
/** The most of the account's bot list the action reads: about 300,000 bots (20,000 are about 4 MiB). */
const BOT_LIST_MAX_BYTES = 64 * 1024 * 1024;
const BACKUP_PATH = '/bots/backup';
/** Publishing: the current form (PUT), and the older one (POST) tried once where the current is not there. */
const PUBLISH_ROUTES = [
    { method: 'PUT', path: '/bots/publish' },
    { method: 'POST', path: '/bot/publish' }
];


/***/ }),

/***/ 1325:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $N: () => (/* binding */ codeOf),
/* harmony export */   CR: () => (/* binding */ wasNeverSent),
/* harmony export */   FI: () => (/* binding */ AttemptTimeout),
/* harmony export */   Hn: () => (/* binding */ times),
/* harmony export */   Ic: () => (/* binding */ describeFailure),
/* harmony export */   QP: () => (/* binding */ proxyAuthRequired),
/* harmony export */   SD: () => (/* binding */ NotSentError),
/* harmony export */   UG: () => (/* binding */ AnswerTooLarge),
/* harmony export */   Vc: () => (/* binding */ whyUnanswered),
/* harmony export */   Vs: () => (/* binding */ retryAfterMs),
/* harmony export */   Y4: () => (/* binding */ isCertificateError),
/* harmony export */   YX: () => (/* binding */ unsent),
/* harmony export */   Yf: () => (/* binding */ unsendable),
/* harmony export */   c2: () => (/* binding */ statusOf),
/* harmony export */   dw: () => (/* binding */ lostAnswer),
/* harmony export */   kL: () => (/* binding */ isTimeout)
/* harmony export */ });
/* harmony import */ var _domain_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(241);
/* harmony import */ var _lib_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9112);
// What undici and Node say when an exchange fails, read as facts (status, time-out, certificate, never sent,
// proxy authentication, too large), with the words every exchange shares. Pure.


/** Connection failures in which no request reached the server: safe to repeat any call. */
const NEVER_SENT_CODES = ['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'UND_ERR_CONNECT_TIMEOUT'];
/** The answer was larger than the action reads; it was not read. */
class AnswerTooLarge extends Error {
    code = 'ANSWER_TOO_LARGE';
    limit;
    /** The answer's HTTP status (a 2xx too large to read is still a success of the call). */
    status;
    constructor(limit, status) {
        super(`the answer is larger than ${limit / 1024 / 1024} MiB`);
        this.limit = limit;
        this.status = status;
    }
}
/** One attempt of an exchange outlived its time limit; `answering` when its answer had begun to come. */
class AttemptTimeout extends Error {
    answering;
    constructor(limitMs, answering) {
        super(`${answering ? 'no whole answer' : 'no answer'} within ${limitMs / 1000} s`);
        this.name = 'TimeoutError';
        this.answering = answering;
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
/** A failed connection set-up (TCP, TLS, a proxy's CONNECT): nothing was written; it keeps the wrapped code. */
class NotSentError extends Error {
    code;
    /** The proxy the connection went through (its host and port, never its user or password). */
    proxy;
    constructor(cause, proxy) {
        super(cause.message, { cause });
        this.name = 'NotSentError';
        this.code = cause.code;
        this.proxy = proxy;
    }
}
/** The proxy that asked for authentication (HTTP 407 to the CONNECT), when that is what failed. */
function proxyAuthRequired(err) {
    let e = err;
    let proxy;
    for (let i = 0; i < 5 && e; i++, e = e.cause) {
        proxy ??= e.proxy;
        if (/Proxy response \(407\)/.test(String(e.message ?? '')))
            return { proxy: proxy ?? 'the proxy' };
    }
    return undefined;
}
/** Nothing reached the server: refused, not resolved, a connect time-out, or a failed connection set-up. */
function wasNeverSent(err) {
    const code = codeOf(err);
    if (code !== undefined && NEVER_SENT_CODES.includes(code))
        return true;
    let e = err;
    for (let i = 0; i < 4 && e; i++, e = e.cause)
        if (e instanceof NotSentError)
            return true;
    return false;
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
    const text = (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_1__/* .untrusted */ .bp)(String(err?.message ?? err), 160);
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
const CERTIFICATE_FIX = "The platform's TLS certificate is not trusted on this machine. Behind a private CA or a TLS-inspecting proxy (a self-hosted runner, a company network), set the environment variable NODE_EXTRA_CA_CERTS to the CA's PEM file; otherwise check that the URL's host is the platform's.";
const times = (n) => `${n} attempt${n === 1 ? '' : 's'}`;
/** Why no answer came, in a few words: a time-out (an answer still arriving said so), or the failure's code and text. */
function whyUnanswered(cause, timeoutMs) {
    if (cause instanceof AttemptTimeout && cause.answering) {
        return `no whole answer within ${timeoutMs / 1000} s: it was still arriving when its time was up`;
    }
    return isTimeout(cause) ? `no answer within ${timeoutMs / 1000} s` : describeFailure(cause);
}
/** Why a call that was sent got no whole answer. */
function lostAnswer(cause, timeoutMs) {
    return isTimeout(cause)
        ? `no complete answer within ${timeoutMs / 1000} s`
        : `the connection failed after the request was sent (${describeFailure(cause)})`;
}
/** An exchange that never reached the server and that no repeat helps: a proxy that asks for authentication, a refused certificate. */
function unsendable(what, cause) {
    const asked = proxyAuthRequired(cause);
    if (asked) {
        return new _domain_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConnectionError */ .Rc(`The ${what} could not be sent: the proxy ${asked.proxy} asks for authentication (HTTP 407 to the CONNECT). Nothing was sent, and it was not repeated.`, "Give the proxy's user and password in HTTPS_PROXY (https://user:password@host:port, from a secret), or have this machine allowed through the proxy without them.");
    }
    if (!isCertificateError(cause))
        return undefined;
    return new _domain_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConnectionError */ .Rc(`The ${what} failed: the server's certificate was refused (${describeFailure(cause)}). Nothing was sent.`, CERTIFICATE_FIX);
}
/** A call that changes the platform and never reached it: as `unsendable`, or no connection. */
function unsent(call, cause, attempts, w) {
    const never = unsendable(`${call} call`, cause);
    if (never || !wasNeverSent(cause))
        return never;
    return new _domain_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConnectionError */ .Rc(`The ${call} call could not connect after ${times(attempts)}: ${describeFailure(cause)}. Nothing was sent.`, `Check that ${w.input('service-endpoint')} is right and reachable from this machine (proxy settings: HTTPS_PROXY, NO_PROXY).`);
}


/***/ }),

/***/ 3038:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Az: () => (/* binding */ TransportFailure),
/* harmony export */   KR: () => (/* binding */ outside2xx),
/* harmony export */   Ko: () => (/* binding */ withLimit),
/* harmony export */   eT: () => (/* binding */ JSON_HEADERS),
/* harmony export */   fz: () => (/* binding */ ONLY_IF_NEVER_SENT),
/* harmony export */   oK: () => (/* binding */ Transport),
/* harmony export */   uH: () => (/* binding */ IDEMPOTENT),
/* harmony export */   zG: () => (/* binding */ noWholeAnswer)
/* harmony export */ });
/* unused harmony exports Agents, whole, MAX_BACKOFF_MS, backoffMs */
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7075);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_stream__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8500);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_timers_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var undici__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6752);
/* harmony import */ var _lib_text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9112);
/* harmony import */ var _network_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1325);
// HTTP without the platform's words: one exchange through the right agent (proxy, set-up marked unsent),
// repeated as its policy allows, each attempt timed from first byte sent to last received, answers bounded.





/** The exchange failed before a whole answer came; `attempts` were made. */
class TransportFailure extends Error {
    attempts;
    constructor(cause, attempts) {
        super('transport failure', { cause });
        this.attempts = attempts;
    }
}
class Transport {
    #opts;
    #agents;
    constructor(options) {
        this.#opts = options;
        this.#agents = new Agents(options.timeoutMs, options.proxyFor);
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
        await this.#agents.close();
    }
    /** One POST (or PUT) and its whole answer, repeated as `exchange.policy` allows; a TransportFailure otherwise. */
    async post(exchange, method = 'POST') {
        return this.#send(exchange, method, whole);
    }
    /** One GET and its whole answer (the channel's config; the account's bot list, with a larger `maxBytes`). */
    async get(exchange) {
        return this.#send(exchange, 'GET', res => whole(res, exchange.maxBytes));
    }
    /** One GET; a 2xx body is handed over as a stream for the caller to read, any other answer is read whole. */
    async open(exchange) {
        return this.#send(exchange, 'GET', async (res) => {
            const { statusCode: status, headers, body } = res;
            if (status < 200 || status >= 300)
                return whole(res);
            // Destroyed, the body reports an abort: nobody reads it any more, so that is not an error.
            const cancel = () => void body.on('error', () => undefined).destroy();
            return { status, headers, body, cancel };
        });
    }
    /** Sends the exchange and takes its answer, each attempt within `timeoutMs`, repeated as `policy` allows. */
    async #send(exchange, method, take) {
        const sent = sendable(exchange.body);
        try {
            return await this.#attempts(exchange, method, take, sent.body);
        }
        finally {
            await sent.release();
        }
    }
    async #attempts(exchange, method, take, body) {
        const { what, policy, url, signal } = exchange;
        const { attempts, timeoutMs, log, userAgent } = this.#opts;
        const headers = userAgent === undefined ? exchange.headers : { 'user-agent': userAgent, ...exchange.headers };
        const dispatcher = this.#agents.for(url);
        for (let attempt = 1;; attempt++) {
            const limit = AbortSignal.timeout(timeoutMs);
            let answered = false;
            let failure;
            try {
                const res = await (0,undici__WEBPACK_IMPORTED_MODULE_2__/* .request */ .Em)(url, {
                    method,
                    headers,
                    body: body(),
                    dispatcher,
                    signal: AbortSignal.any([signal, limit])
                });
                answered = true;
                if (!policy.statuses.includes(res.statusCode))
                    return await take(res);
                res.body.on('error', () => undefined).destroy();
                failure = new RepeatableStatus(res.statusCode, res.headers);
            }
            catch (err) {
                failure = limit.aborted && !signal.aborted ? new _network_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .AttemptTimeout */ .FI(timeoutMs, answered) : err;
            }
            if (signal.aborted || attempt >= attempts || !repeatable(policy, failure)) {
                throw new TransportFailure(failure, attempt);
            }
            const delay = backoffMs(attempt, failure);
            log.info(`${what}: attempt ${attempt} of ${attempts} failed (${(0,_network_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .describeFailure */ .Ic)(failure)}); retrying in ${(delay / 1000).toFixed(1)} s.`);
            await (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_1__.setTimeout)(delay, undefined, { signal }).catch(() => {
                throw new TransportFailure(failure, attempt);
            });
        }
    }
}
/**
 * A body each attempt can take: a stream is read through a new stream per attempt (undici may destroy it
 * without touching the rest); `release` ends the reading once the exchange is over.
 */
function sendable(body) {
    if (!(body instanceof node_stream__WEBPACK_IMPORTED_MODULE_0__.Readable))
        return { body: () => body, release: () => Promise.resolve() };
    const chunks = body[Symbol.asyncIterator]();
    const attempt = () => new node_stream__WEBPACK_IMPORTED_MODULE_0__.Readable({
        read() {
            chunks.next().then(next => this.push(next.done ? null : next.value), (err) => this.destroy(err instanceof Error ? err : new Error(String(err))));
        }
    });
    const release = async () => {
        await chunks.return?.();
    };
    return { body: attempt, release };
}
/** An answer whose status the policy repeats, given up on: its status and headers (Retry-After). */
class RepeatableStatus extends Error {
    statusCode;
    headers;
    constructor(status, headers) {
        super(`HTTP ${status}`);
        this.statusCode = status;
        this.headers = headers;
    }
}
/** Whether `policy` repeats an exchange that failed with `err`: its status, or the failure. */
function repeatable(policy, err) {
    const status = (0,_network_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .statusOf */ .c2)(err);
    return status !== undefined ? policy.statuses.includes(status) : policy.repeatable(err);
}
/**
 * Every agent's connection pools, their set-up marked where it is made (TCP and TLS, or a proxy's CONNECT
 * and the TLS inside): a reset there looks like one after sending, so a code alone cannot tell.
 */
function markedPools(timeoutMs, proxy) {
    return (origin, opts) => {
        const given = opts.connect;
        const connector = typeof given === 'function' ? given : (0,undici__WEBPACK_IMPORTED_MODULE_2__/* .buildConnector */ .gU)({ timeout: timeoutMs, ...given });
        const connect = (o, cb) => connector(o, (err, socket) => (err ? cb(new _network_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .NotSentError */ .SD(err, proxy), null) : cb(null, socket)));
        const options = { ...opts, connect };
        return opts.connections === 1 ? new undici__WEBPACK_IMPORTED_MODULE_2__/* .Client */ .Kj(origin, options) : new undici__WEBPACK_IMPORTED_MODULE_2__/* .Pool */ .bC(origin, options);
    };
}
class Agents {
    #limits;
    #timeoutMs;
    #direct;
    /** One agent per proxy, made when a call first needs it. */
    #proxies = new Map();
    #proxyFor;
    /** Agents whose every phase (connect, headers, body) is limited to `timeoutMs`. */
    constructor(timeoutMs, proxyFor) {
        this.#timeoutMs = timeoutMs;
        this.#proxyFor = proxyFor;
        this.#limits = {
            factory: markedPools(timeoutMs),
            connectTimeout: timeoutMs,
            headersTimeout: timeoutMs,
            bodyTimeout: timeoutMs
        };
        this.#direct = new undici__WEBPACK_IMPORTED_MODULE_2__/* .Agent */ .g6(this.#limits);
    }
    /** Through the proxy the shell names for `url`, else direct. */
    for(url) {
        const proxy = this.#proxyFor(new URL(url));
        if (proxy === undefined)
            return this.#direct;
        let agent = this.#proxies.get(proxy);
        if (!agent) {
            // The proxy as messages may name it: its host and port, never a user or password in the URL.
            const named = new URL(proxy).host;
            agent = new undici__WEBPACK_IMPORTED_MODULE_2__/* .ProxyAgent */ .kT({ ...this.#limits, factory: markedPools(this.#timeoutMs, named), uri: proxy });
            this.#proxies.set(proxy, agent);
        }
        return agent;
    }
    async close() {
        await Promise.all([this.#direct, ...this.#proxies.values()].map(d => d.close()));
    }
}
const MAX_ANSWER_BYTES = 1024 * 1024;
/** The whole body, or AnswerTooLarge (the rest is not read) past `limit` bytes. */
async function readCapped(body, limit, status) {
    const chunks = [];
    let size = 0;
    for await (const chunk of body) {
        size += chunk.length;
        if (size > limit) {
            body.destroy();
            throw new _network_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .AnswerTooLarge */ .UG(limit, status);
        }
        chunks.push(chunk);
    }
    return Buffer.concat(chunks).toString('utf8');
}
async function whole(res, maxBytes = MAX_ANSWER_BYTES) {
    return {
        status: res.statusCode,
        headers: res.headers,
        text: await readCapped(res.body, maxBytes, res.statusCode)
    };
}
const TRANSIENT_CODES = [
    'ECONNRESET',
    'EPIPE',
    'UND_ERR_SOCKET',
    'ENETDOWN',
    'ENETUNREACH',
    'EHOSTDOWN',
    'EHOSTUNREACH'
];
/** Nothing was sent, and another try may do better (a refused certificate, or a proxy that wants credentials, will not). */
const retryableUnsent = (err) => (0,_network_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .wasNeverSent */ .CR)(err) && !(0,_network_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .isCertificateError */ .Y4)(err) && !(0,_network_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .proxyAuthRequired */ .QP)(err);
/** For calls that change nothing (token requests): any transient failure. */
const IDEMPOTENT = {
    statuses: [429, 500, 502, 503, 504],
    repeatable: err => retryableUnsent(err) || TRANSIENT_CODES.includes((0,_network_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .codeOf */ .$N)(err) ?? '')
};
/** For calls that may change the platform: repeated only when nothing was sent. */
const ONLY_IF_NEVER_SENT = { statuses: [], repeatable: retryableUnsent };
/** First backoff ceiling; doubles each attempt. The delay is drawn between half the ceiling and the ceiling. */
const BACKOFF_MS = 1000;
const MAX_BACKOFF_MS = 30_000;
/** The wait before attempt `attempt + 1`: the platform's Retry-After, or jittered exponential backoff. */
function backoffMs(attempt, err) {
    const ceiling = Math.min(MAX_BACKOFF_MS, BACKOFF_MS * 2 ** (attempt - 1));
    return Math.min(MAX_BACKOFF_MS, (0,_network_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .retryAfterMs */ .Vs)(err.headers) ?? Math.round(ceiling / 2 + (Math.random() * ceiling) / 2));
}
/** `signal` (when given) joined with a limit of `ms`: aborts on whichever comes first. */
function withLimit(signal, ms) {
    const limit = AbortSignal.timeout(ms);
    return signal ? AbortSignal.any([signal, limit]) : limit;
}
const JSON_HEADERS = { 'content-type': 'application/json', accept: 'application/json' };
/** The failure of an exchange that got no whole answer: abandoned by the run, or unanswered. */
function noWholeAnswer(err, signal) {
    if (signal?.aborted)
        return { kind: 'abandoned', reason: (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_4__/* .reasonOf */ .A3)(signal.reason) };
    if (err instanceof TransportFailure)
        return { kind: 'unanswered', cause: err.cause, attempts: err.attempts };
    throw err;
}
function outside2xx(answer) {
    const location = answer.headers.location;
    return { kind: 'status', status: answer.status, body: answer.text, location: location && String(location) };
}


/***/ })

};
