export const id = 285;
export const ids = [285];
export const modules = {

/***/ 8285:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  deploy: () => (/* binding */ deploy)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/domain/constants.ts
var constants = __webpack_require__(5541);
// EXTERNAL MODULE: ./src/domain/errors.ts
var errors = __webpack_require__(241);
// EXTERNAL MODULE: ./src/domain/operations.ts
var operations = __webpack_require__(3048);
// EXTERNAL MODULE: ./src/lib/cancel.ts
var lib_cancel = __webpack_require__(5321);
// EXTERNAL MODULE: ./src/lib/secrets.ts
var lib_secrets = __webpack_require__(5714);
// EXTERNAL MODULE: ./src/lib/time.ts
var time = __webpack_require__(9826);
// EXTERNAL MODULE: ./src/lib/text.ts
var lib_text = __webpack_require__(9112);
// EXTERNAL MODULE: ./src/domain/inputs.ts
var domain_inputs = __webpack_require__(3543);
// EXTERNAL MODULE: ./src/run/outcome.ts
var outcome = __webpack_require__(6497);
;// CONCATENATED MODULE: ./src/run/entry.ts
// A deploy from its inputs, whatever shell hands them over (the action; a command line): the inputs read,
// the operation loaded and run with the shell's ports; any failure is the outcome. No word of GitHub here.




/** The run's failure, when it has one, told in `words` with `secrets` redacted. */
function tell(d, words, secrets) {
    const error = d.said?.error ?? ('error' in d.outcome ? d.outcome.error : undefined);
    if (!error)
        return undefined;
    const throttled = d.outcome.kind === 'refused' && d.outcome.throttled;
    const kind = error instanceof errors/* InputError */.dz && d.outcome.kind === 'refused' ? 'refused' : throttled ? 'throttled' : 'failed';
    return { ...(0,errors/* tellError */.SO)(error, words, t => secrets.redact(t)), kind };
}
/**
 * Takes the request as its shell makes it (`asked.request`: the action's inputs, the command line's flags and command),
 * checks it (its refusal is the outcome), then loads and runs the operation on `shell`'s ports; never throws.
 */
async function deployFrom(asked, shell, secrets, cancel) {
    const startedAt = shell.clock.now();
    let inputs;
    let d;
    try {
        inputs = (0,domain_inputs/* readInputs */.K)(asked.request(), shell.words);
        const { runOperation } = await Promise.all(/* import() */[__webpack_require__.e(229), __webpack_require__.e(487)]).then(__webpack_require__.bind(__webpack_require__, 6487));
        d = { inputs, ...(await runOperation(inputs, secrets, shell, cancel)) };
    }
    catch (err) {
        d = { inputs, outcome: (0,outcome/* ended */.v6)(err, 'before-call', {}) };
    }
    const failure = tell(d, shell.words, secrets);
    const { words, sight } = shell;
    const operation = operations/* Operations */.Pg.find(name => name === asked.operation);
    const view = { startedAt, inputs, operation, ...d, failure, sight, words };
    const report = async () => (await __webpack_require__.e(/* import() */ 2).then(__webpack_require__.bind(__webpack_require__, 3002))).reportOf({ ...view, now: shell.clock.now(), cancelled: cancel.by });
    return { ...d, failure, report };
}

// EXTERNAL MODULE: ./src/cli/args.ts
var args = __webpack_require__(7593);
// EXTERNAL MODULE: ./src/cli/words.ts
var cli_words = __webpack_require__(8679);
// EXTERNAL MODULE: ./src/cli/io.ts + 1 modules
var cli_io = __webpack_require__(1476);
// EXTERNAL MODULE: ./src/cli/json.ts
var json = __webpack_require__(7214);
// EXTERNAL MODULE: ./src/cli/terminal.ts
var terminal = __webpack_require__(1028);
;// CONCATENATED MODULE: ./src/cli/deploy.ts
// A deploy command (restore, overwrite, clone-by-ref, publish, backup): the flags and the environment handed to
// the same deploy as the action's (run/entry.ts), the ledger in a folder, new keys only in the file named.















/** The file the keys go to, created now (0600, never over an existing file), so a run that cannot keep them sends nothing. */
function claimCredentials(file, name) {
    if (!file) {
        if (!operations/* OPERATIONS */.xb[name].newBot)
            return undefined;
        throw new args/* UsageError */.eb(`'${name}' makes a new bot, whose key and secret the platform answers once: give --credentials-file FILE (a new file, written with mode 0600) to keep them.`);
    }
    try {
        return (0,external_node_fs_.openSync)(file, 'wx', 0o600);
    }
    catch (err) {
        const exists = err.code === 'EEXIST';
        throw new args/* UsageError */.eb(exists
            ? `--credentials-file '${file}' exists already: name a new file (it may hold the keys of another bot).`
            : `--credentials-file '${file}' cannot be created (${(0,lib_text/* reasonOf */.A3)(err)}).`);
    }
}
/** The outputs a run set, the keys written to their file (never kept here), and what went wrong writing them. */
class Outputs {
    values = new Map();
    #fd;
    written = false;
    trouble;
    constructor(fd) {
        this.#fd = fd;
    }
    /** Keeps the outputs, the new keys in the file: why they could not be written, when they could not. */
    set(outputs, file) {
        const keys = outputs.filter(([name]) => name === constants/* Output */.k7.ApiKey || name === constants/* Output */.k7.ApiSecret);
        for (const [name, value] of outputs)
            if (!keys.some(([k]) => k === name))
                this.values.set(name, value);
        if (keys.length === 0 || this.#fd === undefined)
            return undefined;
        try {
            (0,external_node_fs_.writeSync)(this.#fd, `${JSON.stringify(Object.fromEntries(keys), null, 2)}\n`);
            this.written = true;
        }
        catch (err) {
            this.trouble = `The new key and secret could not be written to '${file}' (${(0,lib_text/* reasonOf */.A3)(err)}); they are not shown here: the bot's developer settings show them.`;
        }
        return this.trouble;
    }
    /** Closes the file; removes it when it holds nothing. */
    close(file) {
        if (this.#fd === undefined)
            return;
        (0,external_node_fs_.closeSync)(this.#fd);
        if (!this.written && file)
            (0,external_node_fs_.rmSync)(file, { force: true });
    }
}
/** The run's report on standard error: the heading, what a run without a call did, the rows. */
async function report(log, d) {
    // Made only for a run that got past its inputs: a refused input loads nothing of the run (a quick start-up).
    const { heading, paragraphs, rows } = await d.report();
    log.settle();
    const width = Math.max(...rows.map(([name]) => name.length));
    log.info('');
    for (const text of [heading, ...paragraphs])
        log.info(text);
    for (const [name, value] of rows)
        log.info(`  ${name.padEnd(width)}  ${value}`);
    for (const a of d.said?.annotations ?? [])
        log.error(a.message, a.title);
}
/**
 * The ledger's folder, opened at its first use (a refused input loads none of it), and the run's journal in it: a
 * line of the ledger's own file, so what a run could not save the next reads there (nothing tries it again).
 */
function folderLedger(given, env, log, keys) {
    let opened;
    let journaled = false;
    const openStore = async () => {
        const { ledgerFolder, openFolderStore } = await Promise.all(/* import() */[__webpack_require__.e(229), __webpack_require__.e(577), __webpack_require__.e(371)]).then(__webpack_require__.bind(__webpack_require__, 4371));
        return (opened ??= openFolderStore(ledgerFolder(given, env), log, { keys }));
    };
    const pending = async (entries) => {
        if (entries.length === 0 && !journaled)
            return;
        journaled = true;
        const [store, { keyOfPending }] = await Promise.all([openStore(), Promise.all(/* import() */[__webpack_require__.e(229), __webpack_require__.e(577), __webpack_require__.e(371)]).then(__webpack_require__.bind(__webpack_require__, 4371))]);
        if (typeof store === 'string')
            throw new Error(store);
        // On disk before a call that may be applied goes out: the machine may stop during it, not only the process.
        await store.journal(entries.map(keyOfPending), entries.some(e => e.note.outcome === 'unknown'));
    };
    return { openStore, pending };
}
/** Runs `name` as the command line gave it; resolves to the exit code. */
async function deploy(name, parsed, io) {
    const env = (0,args/* environment */.cA)(parsed, io.env);
    const secrets = new lib_secrets/* Secrets */.S(() => undefined);
    for (const value of (0,args/* secretsIn */.VY)(env))
        secrets.add(value);
    (0,args/* checkFlags */.KP)(parsed, name);
    const file = parsed.own['credentials-file'];
    const tty = !!io.stderr.isTTY;
    const log = (0,terminal/* terminalLog */.dg)(io.stderr, env, secrets, { verbose: !!parsed.own.verbose });
    const outputs = new Outputs(claimCredentials(file, name));
    const job = (0,cli_io/* ciJobOf */.RW)(env);
    // Where a new bot's keys go: said to a run that finds this one's restore unanswered.
    const keys = file && operations/* OPERATIONS */.xb[name].newBot ? external_node_path_default().resolve(file) : undefined;
    const ledger = folderLedger(parsed.own.ledger, env, log, keys);
    const words = (0,cli_words/* terminalWords */.A)(file, env);
    const { openStore } = ledger;
    const shell = {
        log,
        clock: { ...time/* realClock */.dQ, waitLogEveryMs: tty ? 1000 : terminal/* CI_EVERY_MS */.qL },
        openStore,
        openPlatform: async (settings) => {
            // Past its inputs, the run loads the rest of what it needs while its requests wait on the network.
            void Promise.all(/* import() */[__webpack_require__.e(229), __webpack_require__.e(577), __webpack_require__.e(371)]).then(__webpack_require__.bind(__webpack_require__, 4371));
            return new (await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(584)]).then(__webpack_require__.bind(__webpack_require__, 2584))).PlatformClient({ ...settings, proxyFor: cli_io/* proxyFor */.iJ });
        },
        folders: { workspace: process.cwd(), runnerTemp: undefined, words },
        words,
        setOutputs: given => outputs.set(given, file),
        origin: job,
        userAgent: (0,cli_io/* userAgentOf */.a9)(job),
        sight: {},
        journal: ledger
    };
    const request = () => (0,args/* deployRequest */.Lo)(parsed, env, name, !!file);
    const cancel = new lib_cancel/* Cancellation */.m();
    const stopListening = cancel.listen(cli_io/* STOPPED_BY */.oQ);
    const d = await deployFrom({ operation: name, request }, shell, secrets, cancel);
    outputs.close(file);
    stopListening();
    const { failure } = d;
    if (d.inputs)
        await report(log, d);
    if (outputs.trouble)
        log.error(outputs.trouble, 'Credentials file');
    if (failure)
        log.info(`\nerror: ${failure.message}\n  fix: ${failure.fix}`);
    const short = failure?.short ?? (outputs.trouble && (0,errors/* toldShort */.AG)(new errors/* ActionError */.lZ(outputs.trouble, '')));
    if (short)
        outputs.values.set(constants/* Output */.k7.Error, secrets.redact(short));
    const code = (0,cli_io/* exitOf */.sX)(cancel.by, outputs.trouble ? 'failed' : failure?.kind);
    if (parsed.own.json)
        (0,json/* printJson */.Q)(io, outputs.values, code);
    return code;
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
