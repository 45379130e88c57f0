export const id = 58;
export const ids = [58];
export const modules = {

/***/ 3058:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   status: () => (/* binding */ status)
/* harmony export */ });
/* harmony import */ var _domain_constants_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5541);
/* harmony import */ var _domain_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(241);
/* harmony import */ var _domain_inputs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3543);
/* harmony import */ var _domain_operations_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3048);
/* harmony import */ var _domain_throttle_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6314);
/* harmony import */ var _ledger_open_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6229);
/* harmony import */ var _lib_cancel_js__WEBPACK_IMPORTED_MODULE_17__ = __webpack_require__(5321);
/* harmony import */ var _lib_secrets_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(5714);
/* harmony import */ var _lib_time_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9826);
/* harmony import */ var _platform_client_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(2584);
/* harmony import */ var _platform_platform_clock_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(2339);
/* harmony import */ var _run_bot_name_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(8878);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(7593);
/* harmony import */ var _folder_store_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(6577);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(1476);
/* harmony import */ var _json_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(7214);
/* harmony import */ var _terminal_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(1028);
/* harmony import */ var _words_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(8679);
// The status command (#66): which bot the keys reach (its name in the account's list, its service endpoint) and, from
// the ledger's folder, its last restore or overwrite, publish and backup, with when each may next go out. Reads only.


















/** The bot the keys reach (a token requested with them proves they work), named from the account's list; then the ledger's views. */
async function look(parsed, env, log, run) {
    const { words } = run;
    // Read as a publish's: an existing bot, no file.
    const request = (0,_args_js__WEBPACK_IMPORTED_MODULE_10__/* .deployRequest */ .Lo)(parsed, env, 'publish', false);
    if (![_domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotApiKey, _domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotName, _domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.Token].some(name => request[name] !== ''))
        throw new _args_js__WEBPACK_IMPORTED_MODULE_10__/* .UsageError */ .eb("status needs the bot's keys, or the account key and --bot-name: the account key alone names no bot.");
    const given = (0,_domain_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .readInputs */ .K)(request, words);
    if (given.auth.level === 'token')
        throw new _args_js__WEBPACK_IMPORTED_MODULE_10__/* .UsageError */ .eb(`status needs the keys, not a token: ${_domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.Token} holds no secret to read the ledger with.`);
    const clock = new _platform_platform_clock_js__WEBPACK_IMPORTED_MODULE_8__/* .PlatformClock */ .e(_lib_time_js__WEBPACK_IMPORTED_MODULE_6__/* .realClock */ .dQ, m => log.debug(m));
    const platform = new _platform_client_js__WEBPACK_IMPORTED_MODULE_7__.PlatformClient({
        ...run,
        attempts: given.retries,
        timeoutMs: given.timeoutMs,
        log,
        redact: t => run.secrets.redact(t),
        redactAll: t => run.secrets.redactAll(t),
        observeDate: date => clock.observe(date),
        proxyFor: _io_js__WEBPACK_IMPORTED_MODULE_12__/* .proxyFor */ .iJ,
        words
    });
    try {
        const { inputs, chosen } = await (0,_run_bot_name_js__WEBPACK_IMPORTED_MODULE_9__/* .chooseBot */ .F8)(given, { platform, log, ...run });
        if (inputs.auth.level !== 'bot')
            throw new Error('the bot was chosen, so its keys are known');
        const where = { serviceEndpoint: inputs.serviceEndpoint, nodeUrl: inputs.nodeUrl };
        const issued = await run.cancel.race(platform.requestToken(where, inputs.auth, run.cancel.signal));
        run.secrets.add(issued.token);
        const name = chosen ?? (await (0,_run_bot_name_js__WEBPACK_IMPORTED_MODULE_9__/* .botOfKeys */ .Fv)(inputs, inputs.auth, { platform, ...run }));
        const openStore = () => Promise.resolve((0,_folder_store_js__WEBPACK_IMPORTED_MODULE_11__/* .openFolderStore */ .om)((0,_folder_store_js__WEBPACK_IMPORTED_MODULE_11__/* .ledgerFolder */ .G0)(parsed.own.ledger, env), log, { looks: true }));
        const reading = {
            inputs,
            log,
            openStore,
            sight: {},
            cancelled: run.cancel.signal,
            clock,
            settle: () => Promise.resolve(true),
            words
        };
        const views = await new _ledger_open_js__WEBPACK_IMPORTED_MODULE_5__/* .LedgerDoor */ .gP().lookUp(reading, _domain_operations_js__WEBPACK_IMPORTED_MODULE_3__/* .LIMITS */ .b1);
        const found = { name, serviceEndpoint: inputs.serviceEndpoint };
        return Array.isArray(views)
            ? { ...found, views }
            : { ...found, views: [], unread: views?.unavailable ?? 'it is off' };
    }
    finally {
        await platform.close();
    }
}
/** A limit's line: its last call, and from when the next may go out; nothing when the ledger could not tell. */
function lineOf(view, words) {
    const limit = _domain_operations_js__WEBPACK_IMPORTED_MODULE_3__/* .LIMITS */ .b1.find(l => l.noun === view.noun);
    const { lastAt, lastCall, nextAt, throttled, doubt } = view.state;
    if (!limit || view.readTrouble || doubt)
        return undefined;
    if (!lastAt)
        return `${view.noun}: none in the last hour that the ledger knows of; allowed now.`;
    const next = throttled ? `the next from ${nextAt.toISOString()}` : 'its hour is over: allowed now';
    return `${view.noun}: ${(0,_domain_throttle_js__WEBPACK_IMPORTED_MODULE_4__/* .lastText */ .A2)(limit, lastAt, lastCall, words)}; ${next}.`;
}
/** `status`: says which bot the keys reach and its hours; resolves to the exit code. */
async function status(parsed, io) {
    const env = (0,_args_js__WEBPACK_IMPORTED_MODULE_10__/* .environment */ .cA)(parsed, io.env);
    const secrets = new _lib_secrets_js__WEBPACK_IMPORTED_MODULE_15__/* .Secrets */ .S(() => undefined);
    for (const value of (0,_args_js__WEBPACK_IMPORTED_MODULE_10__/* .secretsIn */ .VY)(env))
        secrets.add(value);
    (0,_args_js__WEBPACK_IMPORTED_MODULE_10__/* .checkFlags */ .KP)(parsed, 'status');
    const log = (0,_terminal_js__WEBPACK_IMPORTED_MODULE_16__/* .terminalLog */ .dg)(io.stderr, env, secrets, { verbose: !!parsed.own.verbose });
    const cancel = new _lib_cancel_js__WEBPACK_IMPORTED_MODULE_17__/* .Cancellation */ .m();
    const stopListening = cancel.listen(_io_js__WEBPACK_IMPORTED_MODULE_12__/* .STOPPED_BY */ .oQ);
    const run = { secrets, cancel, userAgent: (0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .userAgentOf */ .a9)((0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .ciJobOf */ .RW)(env)) };
    const words = (0,_words_js__WEBPACK_IMPORTED_MODULE_14__/* .terminalWords */ .A)(undefined, env);
    const found = await look(parsed, env, log, { ...run, words }).catch((err) => {
        if (err instanceof _args_js__WEBPACK_IMPORTED_MODULE_10__/* .UsageError */ .eb)
            throw err;
        return (0,_domain_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .asActionError */ .z6)(err);
    });
    stopListening();
    const out = {};
    if ('views' in found) {
        log.info(`\nThe keys reach the bot '${found.name}', at ${found.serviceEndpoint}.`);
        if (found.unread)
            log.info(`  Its hours: not known (the ledger could not be read: ${found.unread}).`);
        for (const view of found.views)
            log.info(`  ${lineOf(view, words) ?? `${view.noun}: not known (the ledger could not tell).`}`);
        out[_domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Output */ .k7.BotName] = found.name;
        for (const view of found.views)
            if (lineOf(view, words))
                out[`next-${view.noun}-at`] = view.state.nextAt.toISOString();
    }
    else {
        const told = (0,_domain_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .tellError */ .SO)(found, words, t => secrets.redact(t));
        log.info(`\nerror: ${told.message}\n  fix: ${told.fix}`);
        out[_domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Output */ .k7.Error] = told.short;
    }
    const code = (0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .exitOf */ .sX)(cancel.by, 'views' in found ? undefined : found instanceof _domain_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz ? 'refused' : 'failed');
    if (parsed.own.json)
        (0,_json_js__WEBPACK_IMPORTED_MODULE_13__/* .printJson */ .Q)(io, Object.entries(out), code);
    return code;
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
        if (Math.abs(offset) < DATE_PRECISION_MS)
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


/***/ })

};
