export const id = 285;
export const ids = [285];
export const modules = {

/***/ 8285:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


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
// EXTERNAL MODULE: ./src/lib/time.ts
var time = __webpack_require__(9826);
// EXTERNAL MODULE: ./src/lib/text.ts
var lib_text = __webpack_require__(9112);
// EXTERNAL MODULE: ./src/domain/inputs.ts
var domain_inputs = __webpack_require__(3543);
// EXTERNAL MODULE: ./src/domain/result.ts
var domain_result = __webpack_require__(635);
// EXTERNAL MODULE: ./src/run/outcome.ts
var outcome = __webpack_require__(6497);
;// CONCATENATED MODULE: ./src/run/entry.ts
// A deploy from its inputs, whatever shell hands them over (the action; a command line): the inputs read,
// the operation loaded and run with the shell's ports; any failure is the outcome. No word of GitHub here.





/** The run's failure, when it has one, told in `words` with `secrets` redacted. */
function tell(d, words, secrets) {
    const error = 'error' in d.outcome ? d.outcome.error : d.views?.find(v => v.error)?.error;
    if (!error)
        return undefined;
    const throttled = d.outcome.kind === 'refused' && d.outcome.throttled;
    const kind = error instanceof errors/* InputError */.dz && d.outcome.kind === 'refused' ? 'refused' : throttled ? 'throttled' : 'failed';
    return { ...(0,errors/* tellError */.SO)(error, words, t => secrets.redact(t)), kind };
}
/**
 * Checks the request as its shell made it (a refusal is the outcome; `refused`: the shell could not make it, the
 * operation asked for named), then loads and runs the operation on `shell`'s ports; never throws. The outputs go to
 * `shell.setOutputs`, where it has one, as they are known (before the ledger's save) and come back in the result.
 */
async function deployFrom(request, shell, secrets, cancel) {
    const startedAt = shell.clock.now();
    const outputs = [];
    const setOutputs = given => {
        outputs.push(...given.map(([name, text]) => [name, (0,domain_result/* typedOutput */.iV)(name, text)]));
        shell.setOutputs?.(given);
    };
    let inputs;
    // What the run itself knows of its report's view: how it ended, what its steps said; new keys it could not keep.
    let d;
    try {
        if ('refused' in request)
            throw request.refused;
        inputs = (0,domain_inputs/* readInputs */.Ko)(request, shell.words);
        const { runOperation } = await Promise.all(/* import() */[__webpack_require__.e(148), __webpack_require__.e(841)]).then(__webpack_require__.bind(__webpack_require__, 2841));
        d = await runOperation(inputs, secrets, { ...shell, setOutputs }, cancel);
    }
    catch (err) {
        d = { outcome: (0,outcome/* ended */.v6)(err, 'before-call', {}) };
    }
    const failure = tell(d, shell.words, secrets);
    const { words, sight } = shell;
    const operation = operations/* Operations */.Pg.find(name => name === request.operation);
    const view = {
        startedAt,
        inputs,
        operation,
        ...d,
        failure,
        sight,
        words,
        now: shell.clock.now(),
        cancelled: cancel.by
    };
    const report = (await __webpack_require__.e(/* import() */ 119).then(__webpack_require__.bind(__webpack_require__, 7119))).reportOf(view);
    const result = { outputs, ...report, annotations: d.views?.flatMap(v => v.annotations ?? []) ?? [], failure };
    return (0,domain_result/* alsoFailed */.$o)(result, d.unkept, e => (0,errors/* tellError */.SO)(e, words, t => secrets.redact(t)));
}

// EXTERNAL MODULE: ./src/cli/args.ts
var args = __webpack_require__(7593);
// EXTERNAL MODULE: ./src/cli/words.ts
var cli_words = __webpack_require__(8679);
// EXTERNAL MODULE: ./src/cli/io.ts + 1 modules
var cli_io = __webpack_require__(1476);
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
/** A new bot's keys written to the credentials file (never kept here): why they could not be, when not. */
class Credentials {
    #fd;
    written = false;
    constructor(fd) {
        this.#fd = fd;
    }
    keep(keys, file) {
        if (this.#fd === undefined)
            return undefined;
        try {
            (0,external_node_fs_.writeSync)(this.#fd, `${JSON.stringify({ [constants/* Output */.k7.ApiKey]: keys.apiKey, [constants/* Output */.k7.ApiSecret]: keys.apiSecret }, null, 2)}\n`);
            this.written = true;
            return undefined;
        }
        catch (err) {
            return new errors/* UnwrittenError */.jb('Credentials file', `The new key and secret could not be written to '${file}' (${(0,lib_text/* reasonOf */.A3)(err)}).`, "They are not shown here: the bot's developer settings show them.");
        }
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
/** The ledger's folder, opened at its first use (a refused input loads none of it). */
function folderLedger(given, env, log, keys) {
    let opened;
    return async () => (opened ??= Promise.all(/* import() */[__webpack_require__.e(577), __webpack_require__.e(420)]).then(__webpack_require__.bind(__webpack_require__, 6577)).then(m => m.openFolderStore((0,cli_io/* ledgerFolder */.G0)(given, env), log, { keys })));
}
async function deploy(name, { parsed, io, env, secrets, log, cancel }) {
    const file = parsed.own['credentials-file'];
    const credentials = new Credentials(claimCredentials(file, name));
    const job = (0,cli_io/* ciJobOf */.RW)(env);
    // Where a new bot's keys go: said to a run that finds this one's restore unanswered.
    const keysAt = file && operations/* OPERATIONS */.xb[name].newBot ? external_node_path_default().resolve(file) : undefined;
    const words = (0,cli_words/* terminalWords */.A)(file, env);
    const shell = {
        log,
        clock: { ...time/* realClock */.dQ, waitLogEveryMs: io.stderr.isTTY ? 1000 : terminal/* CI_EVERY_MS */.qL },
        openStore: folderLedger(parsed.own.ledger, env, log, keysAt),
        proxyFor: cli_io/* proxyFor */.iJ,
        folders: { workspace: process.cwd(), runnerTemp: undefined, words },
        keptIn: external_node_path_default().join((0,cli_io/* ledgerFolder */.G0)(parsed.own.ledger, env), 'replaced'),
        words,
        keepKeys: keys => credentials.keep(keys, file),
        origin: job,
        userAgent: (0,cli_io/* userAgentOf */.a9)(job),
        sight: {}
    };
    const result = await deployFrom((0,args/* deployRequest */.Lo)(parsed, env, name, !!file), shell, secrets, cancel);
    credentials.close(file);
    return result;
}


/***/ }),

/***/ 635:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $o: () => (/* binding */ alsoFailed),
/* harmony export */   iV: () => (/* binding */ typedOutput)
/* harmony export */ });
/* unused harmony export outputText */
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5541);
// What a run gives back to its shell, whatever ran (a deploy, the smoke test, status): one result made in the core,
// its outputs as typed values; each shell renders it (the action's outputs and summary, a terminal, --json).

/** `result` with a file its shell could not write (none: as it is): its failure, or an annotation after the one it had. */
function alsoFailed(result, unwritten, tell) {
    if (!unwritten)
        return result;
    const told = tell(unwritten);
    if (!result.failure)
        return { ...result, failure: told };
    const annotation = { title: unwritten.title, message: `${told.message} ${told.fix}` };
    return { ...result, annotations: [...result.annotations, annotation] };
}
/** A deploy output's text as its kind reads (a list kept as text where it is not one: said as it came). */
function typedOutput(name, text) {
    const kind = _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .OutputKinds */ .v8[name];
    if (kind === 'boolean' && (text === 'true' || text === 'false'))
        return text === 'true';
    if (kind === 'number' && /^\d+$/.test(text))
        return Number(text);
    if (kind === 'list') {
        try {
            const list = JSON.parse(text);
            if (Array.isArray(list))
                return list;
        }
        catch {
            // Not a list: as it came.
        }
    }
    return text;
}
/** An output as the runner holds it: text (a list as JSON). */
function outputText(value) {
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
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
