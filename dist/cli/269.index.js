export const id = 269;
export const ids = [269];
export const modules = {

/***/ 7269:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  status: () => (/* binding */ status_status)
});

// EXTERNAL MODULE: ./src/domain/constants.ts
var constants = __webpack_require__(5541);
// EXTERNAL MODULE: ./src/domain/errors.ts
var errors = __webpack_require__(241);
// EXTERNAL MODULE: ./src/domain/inputs.ts
var inputs = __webpack_require__(3543);
// EXTERNAL MODULE: ./src/domain/operations.ts
var operations = __webpack_require__(3048);
// EXTERNAL MODULE: ./src/domain/throttle.ts
var throttle = __webpack_require__(6314);
// EXTERNAL MODULE: ./src/ledger/open.ts
var ledger_open = __webpack_require__(6229);
// EXTERNAL MODULE: ./src/lib/time.ts
var time = __webpack_require__(9826);
// EXTERNAL MODULE: ./src/platform/platform-clock.ts
var platform_clock = __webpack_require__(2339);
// EXTERNAL MODULE: ./src/run/context.ts + 1 modules
var context = __webpack_require__(9563);
// EXTERNAL MODULE: ./src/run/bot-name.ts
var bot_name = __webpack_require__(8878);
// EXTERNAL MODULE: ./src/run/live-match.ts
var live_match = __webpack_require__(6699);
;// CONCATENATED MODULE: ./src/run/status.ts
// `status` as a core read (#74): which bot the keys reach (a token requested with them proves they work, its name
// from the account's list) and what the ledger holds of its hours, for a shell to render. Reads only.









/** A limit's line: its last call, and from when the next may go out; nothing when the ledger could not tell. */
function lineOf(view, words) {
    const limit = operations/* LIMITS */.b1.find(l => l.noun === view.noun);
    const { lastAt, lastCall, nextAt, throttled, doubt } = view.state;
    if (!limit || view.readTrouble || doubt)
        return undefined;
    if (!lastAt)
        return `${view.noun}: none in the last hour that the ledger knows of; allowed now.`;
    const next = throttled ? `the next from ${nextAt.toISOString()}` : 'its hour is over: allowed now';
    return `${view.noun}: ${(0,throttle/* lastText */.A2)(limit, lastAt, lastCall, words)}; ${next}.`;
}
/** Reads the status of the bot `request` (read as a publish's: an existing bot, no file) names; throws what it cannot. */
async function readStatus(request, shell) {
    const { words, secrets, cancel, log } = shell;
    const given = (0,inputs/* readInputs */.Ko)(request, words);
    const clock = new platform_clock/* PlatformClock */.e(time/* realClock */.dQ, m => log.debug(m));
    const platform = await (0,context/* openPlatform */.W)(given, shell, secrets, clock);
    try {
        const { inputs, chosen } = await (0,bot_name/* chooseBot */.F8)(given, { platform, log, secrets, cancel, words });
        if (inputs.auth.level !== 'bot')
            throw new Error('the bot was chosen, so its keys are known');
        const where = { serviceEndpoint: inputs.serviceEndpoint, nodeUrl: inputs.nodeUrl };
        const issued = await cancel.race(platform.requestToken(where, inputs.auth, cancel.signal));
        secrets.add(issued.token);
        const name = chosen ?? (await (0,bot_name/* botOfKeys */.Fv)(inputs, inputs.auth, { platform, secrets, cancel, words }));
        const reading = { inputs, log, openStore: shell.openStore, sight: {}, cancelled: cancel.signal, clock, words };
        const views = await new ledger_open/* LedgerDoor */.gP().lookUp({ ...reading, settle: () => Promise.resolve(true) }, operations/* LIMITS */.b1);
        const found = { name, serviceEndpoint: inputs.serviceEndpoint };
        if (!Array.isArray(views)) {
            const unread = views?.unavailable ?? 'it is off';
            return { ...found, hours: [], unread, live: `the ledger cannot be read (${unread})` };
        }
        const [overwrite, publish] = [operations/* RESTORE_LIMIT */.jJ, operations/* PUBLISH_LIMIT */.Ke].map(l => views.find(v => v.noun === l.noun));
        const read = publish && overwrite && !publish.readTrouble && !overwrite.readTrouble;
        const live = read ? (0,live_match/* lastLive */.V)(publish.state, overwrite.state) : 'the ledger could not tell';
        const hours = views.map(v => ({ noun: v.noun, line: lineOf(v, words), nextAt: v.state.nextAt }));
        return { ...found, hours, live };
    }
    finally {
        await platform.close();
    }
}

// EXTERNAL MODULE: ./src/cli/args.ts
var args = __webpack_require__(7593);
// EXTERNAL MODULE: ./src/cli/folder-store.ts + 2 modules
var folder_store = __webpack_require__(6577);
// EXTERNAL MODULE: ./src/cli/io.ts + 1 modules
var io = __webpack_require__(1476);
// EXTERNAL MODULE: ./src/cli/words.ts
var cli_words = __webpack_require__(8679);
;// CONCATENATED MODULE: ./src/cli/status.ts
// The status command (#66): the core's read (run/status.ts) of which bot the keys reach and, from the ledger's
// folder, its last restore or overwrite, publish and backup with when each may next go out, on standard error.







/** What the ledger says the bot runs: the bytes this tool last put live, or why it cannot tell. */
function liveLine(live, words) {
    if (typeof live === 'string')
        return `live: not known (${live}).`;
    const by = live.by ? ` ${words.runBy(live.by)}` : '';
    return `live: sha256 ${live.sha256}, published at ${live.at.toISOString()}${by} (what this tool last put live; a publish from the editor since would not show here).`;
}
async function status_status({ parsed, env, secrets, log, cancel }) {
    const words = (0,cli_words/* terminalWords */.A)(undefined, env);
    // Read as a publish's: an existing bot, no file.
    const request = (0,args/* deployRequest */.Lo)(parsed, env, 'publish', false);
    if (![constants/* Input */.pd.BotApiKey, constants/* Input */.pd.BotName, constants/* Input */.pd.Token].some(name => request[name] !== ''))
        throw new args/* UsageError */.eb("status needs the bot's keys, or the account key and --bot-name: the account key alone names no bot.");
    if (request[constants/* Input */.pd.Token] !== '')
        throw new args/* UsageError */.eb(`status needs the keys, not a token: ${constants/* Input */.pd.Token} holds no secret to read the ledger with.`);
    const shell = {
        log,
        words,
        secrets,
        cancel,
        userAgent: (0,io/* userAgentOf */.a9)((0,io/* ciJobOf */.RW)(env)),
        proxyFor: io/* proxyFor */.iJ,
        openStore: () => Promise.resolve((0,folder_store.openFolderStore)((0,io/* ledgerFolder */.G0)(parsed.own.ledger, env), log, { looks: true }))
    };
    const found = await readStatus(request, shell).catch(errors/* asActionError */.z6);
    const outputs = [];
    if (found instanceof Error) {
        const told = (0,errors/* tellError */.SO)(found, words, t => secrets.redact(t));
        outputs.push([constants/* Output */.k7.Error, told.short]);
        return { outputs, ending: told.kind, told };
    }
    log.info(`\nThe keys reach the bot '${found.name}', at ${found.serviceEndpoint}.`);
    if (found.unread)
        log.info(`  Its hours: not known (the ledger could not be read: ${found.unread}).`);
    for (const hour of found.hours)
        log.info(`  ${hour.line ?? `${hour.noun}: not known (the ledger could not tell).`}`);
    log.info(`  ${liveLine(found.live, words)}`);
    outputs.push([constants/* Output */.k7.BotName, found.name], [constants/* Output */.k7.LiveSha256, typeof found.live === 'string' ? '' : found.live.sha256]);
    for (const hour of found.hours)
        if (hour.line)
            outputs.push([`next-${hour.noun}-at`, hour.nextAt.toISOString()]);
    return { outputs, ending: undefined };
}


/***/ }),

/***/ 8679:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ terminalWords)
/* harmony export */ });
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7593);
// The command line's words for what the core's sentences point at (domain/words.ts): its flags and variables, the
// JSON's keys, the working folder, the credentials file, the environment variable of the endpoint.

const input = (name) => (0,_args_js__WEBPACK_IMPORTED_MODULE_0__/* .nameHere */ .o3)(name) ?? `'${name}'`;
/** The words of a command's run: its new keys go to `credentialsFile` (as given); a GitLab job's project URL names jobs. */
function terminalWords(credentialsFile, env = {}) {
    const project = /^https:\/\/[^\s]+$/.test(env.CI_PROJECT_URL ?? '') ? env.CI_PROJECT_URL : undefined;
    return {
        runBy: ({ runNumber, ref }) => `by job #${runNumber}${project ? ` (${project}/-/jobs/${runNumber})` : ''} on ${ref}`,
        refused: input,
        input,
        output: name => `'${name}' (--json)`,
        setting: (name, value) => value === 'true' ? `--${name}` : value === 'false' ? `--no-${name}` : `--${name} ${value}`,
        operation: name => `'xenioo-deploy ${name}'`,
        folders: 'the working folder',
        root: 'the working folder',
        within: 'a file below the working folder',
        missingFile: 'Check the path, relative to the working folder.',
        keysAt: `in the credentials file ${credentialsFile ?? '(--credentials-file)'}`,
        later: undefined,
        strayEntry: "someone who can write the ledger's folder wrote that entry: find who, and delete its line from the folder's entries.jsonl (--ledger)",
        self: 'This command',
        snapshot: 'deploy an export taken before it, if one was',
        noEndpoint: {
            problem: 'is empty: the bot is reached at its service endpoint.',
            fix: "Give --service-endpoint, or set XENIOO_SERVICE_ENDPOINT, to the bot's service endpoint (bot settings, developers section)."
        }
    };
}


/***/ }),

/***/ 9826:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cp: () => (/* binding */ spanText),
/* harmony export */   Dc: () => (/* binding */ graceAfter),
/* harmony export */   Mm: () => (/* binding */ bounded),
/* harmony export */   dQ: () => (/* binding */ realClock)
/* harmony export */ });
// Time: the clock (passed in, so tests shorten it), a span in words, and a time limit of the action's own
// that abandons work and says so, shorter once the run is cancelled.
const realClock = {
    now: () => Date.now(),
    sleep: ms => new Promise(resolve => setTimeout(resolve, ms)),
    waitLogEveryMs: 60_000
};
/** A span of time for people: `40 min 0 s`, `12 s`. */
function spanText(ms) {
    const total = Math.max(0, Math.ceil(ms / 1000));
    const m = Math.floor(total / 60);
    const s = total % 60;
    return m > 0 ? `${m} min ${s} s` : `${s} s`;
}
/** A signal that aborts `ms` after `signal` does (the time a cancelled run still gives its work); its reason is `ms`. */
function graceAfter(signal, ms) {
    const over = new AbortController();
    const start = () => setTimeout(() => over.abort(ms), ms).unref();
    if (signal.aborted)
        start();
    else
        signal.addEventListener('abort', start, { once: true });
    return over.signal;
}
/** `work`, or a rejection once `ms` have passed or `grace` (graceAfter) is over: the work is then abandoned, and told so. */
async function bounded(ms, work, grace) {
    const seconds = (limit) => (typeof limit === 'number' ? limit : ms) / 1000;
    if (grace?.aborted)
        throw new Error(`no time left: the run was cancelled more than ${seconds(grace.reason)} s ago`);
    const signal = AbortSignal.any([AbortSignal.timeout(ms), ...(grace ? [grace] : [])]);
    const late = new Promise((_, reject) => {
        const fail = () => reject(new Error(`no answer within ${seconds(grace?.aborted ? grace.reason : ms)} s`));
        signal.addEventListener('abort', fail, { once: true });
    });
    return Promise.race([work(signal), late]);
}


/***/ }),

/***/ 2339:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ PlatformClock)
/* harmony export */ });
/* harmony import */ var _lib_time_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9826);
// The platform's time: the runner's clock corrected by the platform's `Date` headers, which the
// client observes as its answers arrive. The throttle ledger keeps time by it.

/** Differences under this are the `Date` header's own imprecision (whole seconds), not a skewed clock. */
const DATE_PRECISION_MS = 2_000;
/**
 * The platform's time: the runner's clock corrected by the offset its `Date` headers show, since its throttle
 * runs on it; a runner's clock off then neither writes entries that look old nor ignores them.
 */
class PlatformClock {
    #local;
    #debug;
    #offsetMs = 0;
    constructor(local, debug) {
        this.#local = local;
        this.#debug = debug;
    }
    get waitLogEveryMs() {
        return this.#local.waitLogEveryMs;
    }
    now() {
        return this.#local.now() + this.#offsetMs;
    }
    sleep(ms) {
        return this.#local.sleep(ms);
    }
    /** Takes the platform's `Date` header of an answer that has just arrived. */
    observe(date) {
        const platform = date ? Date.parse(date) : NaN;
        if (Number.isNaN(platform))
            return;
        const offset = platform - this.#local.now();
        // Within the header's imprecision of the offset kept, it is kept: a run's times never step back.
        if (Math.abs(offset - this.#offsetMs) < DATE_PRECISION_MS)
            return;
        if (Math.abs(offset) > 60_000 && Math.abs(offset - this.#offsetMs) > 60_000) {
            this.#debug(`The runner's clock is ${(0,_lib_time_js__WEBPACK_IMPORTED_MODULE_0__/* .spanText */ .Cp)(Math.abs(offset))} ${offset > 0 ? 'behind' : 'ahead of'} the platform's; the throttle ledger keeps the platform's time.`);
        }
        this.#offsetMs = offset;
    }
}


/***/ }),

/***/ 8878:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F8: () => (/* binding */ chooseBot),
/* harmony export */   Fv: () => (/* binding */ botOfKeys),
/* harmony export */   dR: () => (/* binding */ checkBotName)
/* harmony export */ });
/* harmony import */ var _domain_constants_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5541);
/* harmony import */ var _domain_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(241);
/* harmony import */ var _lib_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9112);
// `bot-name` in the account's bot list, read once and before any call that changes a bot: the bot
// chosen by its name when no keys are given (keys by name), or the keys' bot's name checked (a guard).




/** The account's list, read with an account-wide token of `accountApiKey`, for the bot `want`. */
async function readList(inputs, accountApiKey, want, run) {
    const { platform, secrets, cancel } = run;
    const where = { serviceEndpoint: inputs.serviceEndpoint, nodeUrl: inputs.nodeUrl };
    const issued = await cancel.race(platform.requestToken(where, { level: 'account', accountApiKey }, cancel.signal));
    secrets.add(issued.token);
    return cancel.race(platform.findBot(inputs.serviceEndpoint, issued.token, want, cancel.signal));
}
/** A bot's name as the run repeats it: outside text, redacted, one line; `said` quotes it in a sentence. */
const safeName = (secrets, name) => (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_2__/* .untrusted */ .bp)(secrets.redact(name), 100);
const said = (secrets, name) => `'${safeName(secrets, name)}'`;
/**
 * The inputs with the bot chosen: as given when keys (or a token) are, else with the keys of the one
 * bot in the account's list named `bot-name`, masked at once; `chosen` is its name. A name no bot or
 * two bots have stops the run here, before any call.
 */
async function chooseBot(given, run) {
    const { auth } = given;
    if (auth.level !== 'name')
        return { inputs: { ...given, auth } };
    const { secrets, log, words: w } = run;
    const { lookOf } = await Promise.all(/* import() */[__webpack_require__.e(960), __webpack_require__.e(845)]).then(__webpack_require__.bind(__webpack_require__, 5845));
    const found = await readList(given, auth.accountApiKey, { name: auth.botName, lookOf }, run);
    const wanted = said(secrets, auth.botName);
    const bots = `${found.count} bot${found.count === 1 ? '' : 's'}`;
    if (found.matching > 1) {
        throw new _domain_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ActionError */ .lZ(`${found.matching} bots in the account's list are named ${wanted} (${w.input(_domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotName)}): the run cannot tell which one to change, so nothing was sent.`, `Choose the bot by its keys instead: set ${w.input(_domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotApiKey)} and ${w.input(_domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotApiSecret)} of the one to change (its developer settings), keeping ${w.input(_domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotName)} as the check of its name; or give the other bots other names in the platform.`);
    }
    const own = found.own;
    if (!own) {
        const near = found.lookAlikes.map(name => {
            const d = (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_2__/* .firstDifference */ .at)(name, auth.botName);
            return `${said(secrets, name)} (at character ${d?.at}: ${d?.a} where ${w.input(_domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotName)} has ${d?.b})`;
        });
        const alike = near.length > 0
            ? ` The names that differ only by case, spacing or look-alike characters: ${near.join(', ')}.`
            : '';
        const none = `No bot in the account's list (${bots}) is named ${wanted} (${w.input(_domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotName)}): nothing was sent.`;
        throw new _domain_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .QuotingError */ .yV(`${none}${alike}`, `Set ${w.input(_domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotName)} to the bot's name exactly as the platform shows it, and check that ${w.input(_domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.AccountApiKey)} is the key of the account that holds the bot.`, none);
    }
    secrets.add(own.apiKey);
    secrets.add(own.apiSecret);
    if (own.apiSecret === '') {
        throw new _domain_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ActionError */ .lZ(`The account's list shows the bot ${wanted} without its secret (APISecret): the run cannot request a token for it, so nothing was sent.`, `Give ${w.input(_domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotApiKey)} and ${w.input(_domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotApiSecret)} of the bot (its developer settings) instead.`);
    }
    log.info(`Chose the bot ${wanted} by its name (${w.input(_domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotName)}), one of ${bots} in the account's list.`);
    const keys = {
        level: 'bot',
        accountApiKey: auth.accountApiKey,
        botApiKey: own.apiKey,
        botApiSecret: own.apiSecret
    };
    return { inputs: { ...given, auth: keys }, chosen: safeName(secrets, own.name) };
}
/** The name of the bot the keys belong to, from the account's list (read with the account key); none of its bots has them: an ActionError. */
async function botOfKeys(inputs, auth, run) {
    const { count, own } = await readList(inputs, auth.accountApiKey, { apiKey: auth.botApiKey }, run);
    if (own)
        return safeName(run.secrets, own.name);
    const w = run.words;
    throw new _domain_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ActionError */ .lZ(`No bot in the account's list (${count} bot${count === 1 ? '' : 's'}) has the key of ${w.input(_domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotApiKey)}.`, `Check that ${w.input(_domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.AccountApiKey)} is the key of the account that holds the bot, and that ${w.input(_domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotApiKey)} is that bot's.`);
}
/** The keys' bot's name, when `bot-name` asks and it matches; an ActionError naming the bot when it does not. */
async function checkBotName(ctx) {
    const { inputs, secrets, words: w } = ctx;
    const { auth, botName: wanted } = inputs;
    if (wanted === undefined || auth.level !== 'bot')
        return undefined;
    const { count, own } = await readList(inputs, auth.accountApiKey, { apiKey: auth.botApiKey }, ctx);
    if (own)
        [own.apiKey, own.apiSecret].forEach(v => secrets.add(v));
    const shown = (name) => said(secrets, name);
    if (!own) {
        throw new _domain_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ActionError */ .lZ(`No bot in the account's list (${count} bot${count === 1 ? '' : 's'}) has the key of ${w.input(_domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotApiKey)}: the run cannot tell which bot it would change, so nothing was sent to it.`, `Check that ${w.input(_domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.AccountApiKey)} is the key of the account that holds the bot named ${shown(wanted)}, and that ${w.input(_domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotApiKey)} is that bot's.`);
    }
    if (own.name !== wanted) {
        throw new _domain_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .QuotingError */ .yV(`The keys belong to the bot ${shown(own.name)}, not ${shown(wanted)} (${w.input(_domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotName)})${howTheyDiffer(own.name, wanted, w)}: nothing was sent to it.`, `Give the keys of the bot named ${shown(wanted)} (its developer settings), or correct ${w.input(_domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotName)}.`, `The keys belong to another bot than the one named ${shown(wanted)} (${w.input(_domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotName)}), as the log says: nothing was sent to it.`);
    }
    if (own.apiSecret !== '' && own.apiSecret !== auth.botApiSecret) {
        const notIts = `${w.input(_domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotApiSecret)} is not its secret (the account's list shows another): nothing was sent to it.`;
        throw new _domain_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .QuotingError */ .yV(`The key of ${w.input(_domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotApiKey)} is the bot ${shown(own.name)}'s, but ${notIts}`, `Copy the bot's API secret again from its developer settings into the secret behind ${w.input(_domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotApiSecret)} (it changes when the bot is restored as new).`, `The key of ${w.input(_domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotApiKey)} is the bot's named in the log, but ${notIts}`);
    }
    ctx.log.info(`The keys belong to the bot ${shown(own.name)}, as ${w.input(_domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotName)} says.`);
    return safeName(secrets, own.name);
}
/** Where the bot's name and the wanted one differ, when a character a reader cannot tell apart makes them differ. */
function howTheyDiffer(actual, wanted, w) {
    const d = (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_2__/* .unseenDifference */ .il)(actual, wanted);
    return d
        ? `; the names differ at character ${d.at}, where the bot's has ${d.a} and ${w.input(_domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotName)} has ${d.b}`
        : '';
}


/***/ }),

/***/ 9563:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  o: () => (/* binding */ makeContext),
  W: () => (/* binding */ openPlatform)
});

// EXTERNAL MODULE: ./src/ledger/open.ts
var ledger_open = __webpack_require__(6229);
;// CONCATENATED MODULE: ./src/run/token.ts
// The run's token has one owner: requested early (beside the ledger lookup), masked when parsed, requested
// again when it would expire before its call; a token given as input is used as it is.
class TokenOwner {
    #stop = new AbortController();
    auth;
    #where;
    #platform;
    #options;
    #held;
    constructor(options) {
        this.auth = options.auth;
        this.#where = options.where;
        this.#platform = options.platform;
        this.#options = options;
    }
    /** Sends the request now; its outcome is awaited by `ready()` or `current()`. */
    start() {
        this.#held ??= this.#obtain();
        this.#held.catch(() => undefined);
    }
    /** Abandons a request still under way (the run will make no call). */
    cancel() {
        this.#stop.abort();
    }
    /** Waits for the token, proving the credentials (the dry run's check). */
    async ready() {
        this.start();
        await this.#held;
    }
    /** A token that is valid now: the one requested, or a new one when it is about to expire. */
    async current() {
        this.start();
        let held = await this.#held;
        if (this.#expiring(held)) {
            this.#options.log.info('The token expires before the call: requesting a new one.');
            this.#held = this.#obtain();
            held = await this.#held;
        }
        return held.token;
    }
    /** Less than min(60 s, a quarter of its life) left. */
    #expiring(held) {
        const lifetime = held.validMinutes * 60_000;
        return this.#options.clock.now() + Math.min(60_000, lifetime / 4) >= held.requestedAt + lifetime;
    }
    async #obtain() {
        const { clock, log, secrets } = this.#options;
        const requestedAt = clock.now();
        if (this.auth.level === 'token')
            return { token: this.auth.token, validMinutes: Infinity, requestedAt };
        const issued = await this.#platform.requestToken(this.#where, this.auth, this.#stop.signal);
        secrets.add(issued.token);
        log.info(`Got ${this.auth.level === 'bot' ? 'a bot-level' : 'an account-wide'} token, valid for ${issued.validMinutes} minutes.`);
        return { ...issued, requestedAt };
    }
}

;// CONCATENATED MODULE: ./src/run/context.ts
// What the run is given (from the action layer), what the steps of one operation share and how it is
// made, and a step: the one interface the orchestration runs, which knows no step by name.


/** The platform's client for a run of `given` (loaded now: a refused input loads none of it), on the platform's clock. */
async function openPlatform(given, shell, secrets, clock) {
    const settings = {
        attempts: given.retries,
        timeoutMs: given.timeoutMs,
        log: shell.log,
        redact: text => secrets.redact(text),
        redactAll: items => secrets.redactAll(items),
        observeDate: date => clock.observe(date),
        userAgent: shell.userAgent,
        words: shell.words
    };
    if (shell.openPlatform)
        return shell.openPlatform(settings);
    return new (await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(584)]).then(__webpack_require__.bind(__webpack_require__, 2584))).PlatformClient({ ...settings, proxyFor: shell.proxyFor });
}
/** The context of one run of `inputs` through `plan`, with the token's owner made for it. */
function makeContext(inputs, plan, opened, run) {
    const { deps, secrets, clock, cancel } = run;
    const { platform } = opened;
    const where = { serviceEndpoint: inputs.serviceEndpoint, nodeUrl: inputs.nodeUrl };
    const token = new TokenOwner({ auth: inputs.auth, where, platform, clock: deps.clock, log: deps.log, secrets });
    // The run's dependencies pass on whole; its clock is the platform's.
    return { ...deps, ...opened.files, inputs, plan, platform, token, ledgers: new ledger_open/* LedgerDoor */.gP(), secrets, clock, cancel };
}


/***/ }),

/***/ 6699:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ liveMatch),
/* harmony export */   V: () => (/* binding */ lastLive)
/* harmony export */ });
/* harmony import */ var _domain_constants_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5541);
/* harmony import */ var _domain_operations_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3048);
/* harmony import */ var _domain_throttle_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6314);
/* harmony import */ var _ledger_open_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6229);
/* harmony import */ var _outcome_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6497);
// `live-match`: whether an export (which may return the draft) is what this repository last put live, from
// the ledger's newest confirmed publish or overwrite; a step of `backup` that changes nothing.





/** What this repository last put live, from the publish and restore ledgers' newest entries; else why it is not known. */
function lastLive(publish, overwrite) {
    if (publish.doubt || overwrite.doubt)
        return "the ledger's newest entry is not believed";
    if (!publish.lastAt)
        return 'the ledger knows of no publish of this bot by this repository';
    if (publish.lastCall?.outcome !== 'ok')
        return "the ledger's newest publish is not confirmed";
    const by = publish.lastCall.by;
    if (publish.confirmed)
        return { sha256: publish.confirmed.sha256, at: publish.lastAt, by };
    const put = overwrite.confirmed && overwrite.lastAt && overwrite.lastAt <= publish.lastAt;
    if (put && overwrite.confirmed)
        return { sha256: overwrite.confirmed.sha256, at: publish.lastAt, by };
    return 'the ledger does not know which backup the last publish put live';
}
/** Compares the exported bytes (`sha256`) with what the ledger says this repository last put live. */
async function compare(ctx, outcome, sha256) {
    const { inputs, sight, log } = ctx;
    if (inputs.throttle === 'off')
        return { match: 'unknown', why: `the ledger is off (${ctx.words.setting('throttle', 'off')})` };
    // A run given a token verifies no seal, so no entry can confirm what went live: no lookup (nor its log line again).
    if (inputs.auth.level === 'token')
        return { match: 'unknown', why: `a run given a ${ctx.words.input('token')} cannot verify the ledger` };
    const cannot = outcome.ledgerTrouble ?? sight.blind;
    if (cannot)
        return { match: 'unknown', why: `the ledger cannot be read (${cannot})` };
    const options = { inputs, log, openStore: ctx.openStore, sight, cancelled: ctx.cancel.signal, words: ctx.words };
    const opened = await (0,_ledger_open_js__WEBPACK_IMPORTED_MODULE_3__/* .openLedgers */ .H7)(options, [_domain_operations_js__WEBPACK_IMPORTED_MODULE_1__/* .PUBLISH_LIMIT */ .Ke, _domain_operations_js__WEBPACK_IMPORTED_MODULE_1__/* .RESTORE_LIMIT */ .jJ]);
    if (!opened || 'unavailable' in opened)
        return { match: 'unknown', why: 'the ledger cannot be read' };
    const settled = () => Promise.resolve();
    const [publish, overwrite] = await Promise.all(opened.map(async (ledger) => (0,_domain_throttle_js__WEBPACK_IMPORTED_MODULE_2__/* .assess */ .no)((await (0,_ledger_open_js__WEBPACK_IMPORTED_MODULE_3__/* .newestEntry */ .xm)(ledger, ctx.clock, settled)).key, ledger.place, ctx.clock.now())));
    const live = publish && overwrite ? lastLive(publish, overwrite) : 'the ledger cannot be read';
    if (typeof live === 'string')
        return { match: 'unknown', why: live };
    const when = `sha256 ${live.sha256}, published ${live.at.toISOString()}`;
    return live.sha256 === sha256 ? { match: 'true', why: when } : { match: 'false', why: when };
}
const SUMMARY = { true: 'yes: the export is what this repository last published', false: 'no', unknown: 'unknown' };
const liveMatch = {
    key: 'live-match',
    limitIn: () => undefined,
    would: () => '',
    async after(ctx, outcome) {
        if (ctx.inputs.dryRun || outcome.kind !== 'done' || !outcome.sha256)
            return outcome;
        const report = await compare(ctx, outcome, outcome.sha256);
        if (report.match === 'false') {
            ctx.log.warning(`live-match: false. The exported backup (sha256 ${outcome.sha256}) is not what this repository last published to the bot (${report.why}): it may hold unpublished changes in the editor (an export may return the draft), or the bot was deployed by something the ledger did not see. Do not take it for what the bot runs.`);
        }
        else
            ctx.log.info(`live-match: ${report.match} (${report.why}).`);
        return (0,_outcome_js__WEBPACK_IMPORTED_MODULE_4__/* .withReport */ .BN)(outcome, 'live-match', report);
    },
    view(outcome) {
        const report = outcome.reports?.['live-match'];
        if (!report)
            return {};
        return {
            outputs: [[_domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Output */ .k7.LiveMatch, report.match]],
            rows: [['Live match', `${SUMMARY[report.match]} (${report.why})`]]
        };
    }
};


/***/ }),

/***/ 6497:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BN: () => (/* binding */ withReport),
/* harmony export */   du: () => (/* binding */ viewOf),
/* harmony export */   v6: () => (/* binding */ ended)
/* harmony export */ });
/* harmony import */ var _domain_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(241);
// What a run ends in: one Outcome union, each step's typed report and its view (outputs, rows, entries);
// `ended` is the one place a thrown error becomes an outcome.

/** An error whose call may have changed the platform (or been counted): a blind re-run could repeat it. */
function uncertain(err) {
    return err instanceof _domain_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .MaybeAppliedError */ .QA || err instanceof _domain_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ResponseShapeError */ .RD || err instanceof _domain_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CountedError */ .rt;
}
/** The one place a thrown error becomes an outcome, with what the run knew by then. */
function ended(err, phase, known, at) {
    const error = (0,_domain_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .asActionError */ .z6)(err);
    if (error instanceof _domain_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CancelledError */ .cc)
        return { ...known, kind: 'cancelled', error };
    if (phase === 'before-call')
        return { ...known, kind: 'refused', error };
    if (uncertain(err))
        return { ...known, kind: 'maybe-applied', error, at };
    return { ...known, kind: 'failed', error };
}
function viewOf(known, limit) {
    return limit && known.views?.find(v => v.noun === limit.noun);
}
function withReport(outcome, name, report) {
    return { ...outcome, reports: { ...outcome.reports, [name]: report } };
}


/***/ })

};
