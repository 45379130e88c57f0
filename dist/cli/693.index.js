export const id = 693;
export const ids = [693];
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
// EXTERNAL MODULE: ./src/domain/last-call.ts
var last_call = __webpack_require__(8911);
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
    return `${view.noun}: ${(0,last_call/* lastText */.A)(limit, lastAt, lastCall, words)}; ${next}.`;
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
            return { ...found, hours: [], unread, live: unread };
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
/** What the ledger says the bot runs: the bytes this tool last put live, or why it cannot tell. */
function liveLine(live, words) {
    if (typeof live === 'string')
        return `live: not known (${live}).`;
    const by = live.by ? ` ${words.runBy(live.by)}` : '';
    return `live: sha256 ${live.sha256}, published at ${live.at.toISOString()}${by} (what this tool last put live; a publish from the editor since would not show here).`;
}
/** The status of the bot `request` names, as a result: the bot and its hours said, or the failure told. Never throws. */
async function statusOf(request, shell) {
    const { words, secrets } = shell;
    const found = await readStatus(request, shell).catch(errors/* asActionError */.z6);
    const none = { outputs: [], paragraphs: [], rows: [], annotations: [] };
    if (found instanceof Error) {
        const failure = (0,errors/* tellError */.SO)(found, words, t => secrets.redact(t));
        return { ...none, heading: `Xenioo status — ${failure.kind}`, failure };
    }
    const paragraphs = found.unread
        ? [`Its hours and what runs live: not known (the ledger could not be read: ${found.unread}).`]
        : [
            ...found.hours.map(hour => hour.line ?? `${hour.noun}: not known (the ledger could not tell).`),
            liveLine(found.live, words)
        ];
    const outputs = [
        // Its own result, as every run has one: what it did is read (it changes nothing).
        [constants/* Output */.k7.Result, 'read'],
        [constants/* Output */.k7.BotName, found.name],
        [constants/* Output */.k7.LiveSha256, typeof found.live === 'string' ? '' : found.live.sha256],
        ...found.hours.flatMap(hour => hour.line ? [[`next-${hour.noun}-at`, hour.nextAt.toISOString()]] : [])
    ];
    const heading = `The keys reach the bot '${found.name}', at ${found.serviceEndpoint}.`;
    return { ...none, outputs, heading, paragraphs };
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
    return statusOf(request, shell);
}


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
