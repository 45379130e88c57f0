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
        const { runOperation } = await Promise.all(/* import() */[__webpack_require__.e(229), __webpack_require__.e(950)]).then(__webpack_require__.bind(__webpack_require__, 7950));
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
        const { openFolderStore } = await Promise.all(/* import() */[__webpack_require__.e(229), __webpack_require__.e(577), __webpack_require__.e(371)]).then(__webpack_require__.bind(__webpack_require__, 4371));
        return (opened ??= openFolderStore((0,cli_io/* ledgerFolder */.G0)(given, env), log, { keys }));
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
async function deploy(name, { parsed, io, env, secrets, log, cancel }) {
    const file = parsed.own['credentials-file'];
    const outputs = new Outputs(claimCredentials(file, name));
    const job = (0,cli_io/* ciJobOf */.RW)(env);
    // Where a new bot's keys go: said to a run that finds this one's restore unanswered.
    const keys = file && operations/* OPERATIONS */.xb[name].newBot ? external_node_path_default().resolve(file) : undefined;
    const ledger = folderLedger(parsed.own.ledger, env, log, keys);
    const words = (0,cli_words/* terminalWords */.A)(file, env);
    const shell = {
        log,
        clock: { ...time/* realClock */.dQ, waitLogEveryMs: io.stderr.isTTY ? 1000 : terminal/* CI_EVERY_MS */.qL },
        openStore: ledger.openStore,
        openPlatform: async (settings) => {
            // Past its inputs, the run loads the rest of what it needs while its requests wait on the network.
            void Promise.all(/* import() */[__webpack_require__.e(229), __webpack_require__.e(577), __webpack_require__.e(371)]).then(__webpack_require__.bind(__webpack_require__, 4371));
            return new (await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(584)]).then(__webpack_require__.bind(__webpack_require__, 2584))).PlatformClient({ ...settings, proxyFor: cli_io/* proxyFor */.iJ });
        },
        folders: { workspace: process.cwd(), runnerTemp: undefined, words },
        keptIn: external_node_path_default().join((0,cli_io/* ledgerFolder */.G0)(parsed.own.ledger, env), 'replaced'),
        words,
        setOutputs: given => outputs.set(given, file),
        origin: job,
        userAgent: (0,cli_io/* userAgentOf */.a9)(job),
        sight: {},
        journal: ledger
    };
    const request = () => (0,args/* deployRequest */.Lo)(parsed, env, name, !!file);
    const d = await deployFrom({ operation: name, request }, shell, secrets, cancel);
    outputs.close(file);
    if (d.inputs)
        await report(log, d);
    if (outputs.trouble)
        log.error(outputs.trouble, 'Credentials file');
    const short = d.failure?.short ?? (outputs.trouble && (0,errors/* toldShort */.AG)(new errors/* ActionError */.lZ(outputs.trouble, '')));
    if (short)
        outputs.values.set(constants/* Output */.k7.Error, secrets.redact(short));
    return { outputs: outputs.values, ending: outputs.trouble ? 'failed' : d.failure?.kind, told: d.failure };
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

/***/ 7756:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ readAuth)
/* harmony export */ });
/* harmony import */ var _lib_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9112);
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5541);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(241);
// How the run authenticates, read from the keys a shell gives: a token given, or the keys to request an
// account-wide or a bot-level one. Every contradiction is an InputError naming the fix, in the shell's words.



function secret(keys, name, w) {
    const value = keys[name];
    if (/\s/.test(value)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(name, 'contains a space, tab or line break.', `Copy the value of ${w.input(name)} again into the secret, without spaces or line breaks.`);
    }
    return value;
}
function givenToken(token, keys, w) {
    const withKeys = Object.entries(keys)
        .filter(([, v]) => v !== '')
        .map(([n]) => w.input(n));
    if (withKeys.length > 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.Token, `is set together with ${withKeys.join(', ')}.`, `Give either ${w.input(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.Token)} (a token issued earlier) or the keys to request one, not both.`);
    }
    if (!(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_2__/* .isHeaderValue */ .j3)(token)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.Token, 'holds a control character or a character outside Latin-1: it cannot be sent in an HTTP header.', `Copy the token again into the secret behind ${w.input(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.Token)}, exactly as the platform issued it.`);
    }
    return { level: 'token', token };
}
function checkPair(botApiKey, botApiSecret, w) {
    const missing = botApiKey !== '' && botApiSecret === ''
        ? _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotApiSecret
        : botApiKey === '' && botApiSecret !== ''
            ? _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotApiKey
            : undefined;
    if (missing === undefined)
        return;
    const other = missing === _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotApiKey ? _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotApiSecret : _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotApiKey;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(missing, `is empty while ${w.input(other)} is set.`, `Set both ${w.input(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotApiKey)} and ${w.input(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotApiSecret)} (the bot's developer settings show both), or neither.`);
}
/** The account key alone: enough for an account-wide operation, or with `bot-name` (`botName`, when the caller reads it) for a bot's. */
function accountOnly(accountApiKey, operation, w, botName) {
    if (operation.token === 'any')
        return { level: 'account', accountApiKey };
    if (botName)
        return { level: 'name', accountApiKey, botName };
    const byName = botName === undefined ? '' : `${w.input(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotName)} to the bot's name to choose it from the account's bots, or `;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotApiKey, `is needed: '${operation.name}' acts on the token's bot, so it needs a bot-level token, and only ${w.input(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.AccountApiKey)} was given.`, `Set ${byName}${w.input(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotApiKey)} and ${w.input(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotApiSecret)} of the bot to act on (its developer settings), or give a bot-level ${w.input(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.Token)}.`);
}
function readAuth(keys, operation, w, botName) {
    const accountApiKey = secret(keys, _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.AccountApiKey, w);
    const botApiKey = secret(keys, _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotApiKey, w);
    const botApiSecret = secret(keys, _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotApiSecret, w);
    const token = secret(keys, _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.Token, w);
    if (token !== '') {
        return givenToken(token, {
            [_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.AccountApiKey]: accountApiKey,
            [_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotApiKey]: botApiKey,
            [_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotApiSecret]: botApiSecret
        }, w);
    }
    checkPair(botApiKey, botApiSecret, w);
    if (accountApiKey === '') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.AccountApiKey, 'is empty, and no token was given.', `Set ${w.input(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.AccountApiKey)} from a secret (the account's profile section shows the key), or give ${w.input(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.Token)}.`);
    }
    if (botApiKey === '')
        return accountOnly(accountApiKey, operation, w, botName);
    return { level: 'bot', accountApiKey, botApiKey, botApiSecret };
}


/***/ }),

/***/ 3543:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ readInputs),
/* harmony export */   T: () => (/* binding */ skipUnchangedApplies)
/* harmony export */ });
/* harmony import */ var _auth_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7756);
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5541);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(241);
/* harmony import */ var _input_values_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7611);
/* harmony import */ var _operations_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3048);
/* harmony import */ var _words_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4717);
// Checks the request a shell gives (#66) once, and returns a frozen, typed object. Nothing here makes a
// request: every mistake a user can make in the workflow file or on the command line is said before the first call.






function serviceEndpoint(request, words) {
    const endpoint = request[_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.ServiceEndpoint];
    if (endpoint === '')
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.ServiceEndpoint, words.noEndpoint.problem, words.noEndpoint.fix);
    const what = "the bot's service endpoint (bot settings, developers section)";
    return (0,_input_values_js__WEBPACK_IMPORTED_MODULE_3__/* .baseUrl */ .pc)((0,_words_js__WEBPACK_IMPORTED_MODULE_5__/* .named */ .K)(words, _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.ServiceEndpoint), endpoint, what);
}
function nodeUrl(request, words) {
    const node = request[_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.NodeUrl];
    if (node === '')
        return undefined;
    const what = 'the address of the platform node (the host in the browser address bar)';
    return (0,_input_values_js__WEBPACK_IMPORTED_MODULE_3__/* .baseUrl */ .pc)((0,_words_js__WEBPACK_IMPORTED_MODULE_5__/* .named */ .K)(words, _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.NodeUrl), node, what);
}
/** Whether the input of `OperationInput` was given a value. */
const GIVEN = {
    publish: request => request[_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.Publish] === true,
    'backup-file': request => request[_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.BackupFile] !== '',
    'bot-name': request => request[_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.BotName].trim() !== ''
};
/** An input the operation does not take, given all the same: refused from the operation's row. */
function refuseNotTaken(request, operation, words) {
    for (const input of _operations_js__WEBPACK_IMPORTED_MODULE_4__/* .OPERATION_INPUTS */ .gE) {
        const notTaken = operation.refuses[input];
        if (notTaken && GIVEN[input](request)) {
            const is = input === 'publish' ? 'true' : 'set';
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(input, `is ${is}, but '${operation.name}' ${notTaken.why(words)}`, notTaken.fix(words));
        }
    }
}
/** `backup-file` as the operation's file role asks: required where it needs one (refused, from the row, where it takes none). */
function backupFile(request, operation, words) {
    const backup = request[_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.BackupFile];
    const set = words.input(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.BackupFile);
    const byRole = {
        none: () => undefined,
        kept: () => undefined,
        receive: () => {
            if (backup !== '')
                return backup;
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.BackupFile, `is empty: '${operation.name}' needs the file to write the backup to.`, `Set ${set} to the path to write, such as bots/support.xenioo.`);
        },
        send: () => {
            if (backup !== '')
                return backup;
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.BackupFile, `is empty: '${operation.name}' needs a backup to send.`, `Set ${set} to the path of the .xenioo backup, such as bots/support.xenioo.`);
        }
    };
    return byRole[operation.backup]();
}
/** `bot-name`, where the run can list the account's bots: with the account key (a given token lists nothing). */
function botName(request, words) {
    const name = request[_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.BotName].trim();
    if (name === '')
        return undefined;
    if (request[_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.Token] !== '') {
        const [n, account] = [words.input, words.input(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.AccountApiKey)];
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.BotName, `is set, but the run can only list the account's bots with ${account}, and find the keys' bot with ${n(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.BotApiKey)} and ${n(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.BotApiSecret)}: a given ${n(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.Token)} has none of them.`, `Give ${account} (and the bot's keys, or its name alone), or remove ${n(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.BotName)}.`);
    }
    return name;
}
/** `throttle`: on for a rollback, whose copy the ledger's newest overwrite names. */
function throttle(request, operation, words) {
    const mode = (0,_input_values_js__WEBPACK_IMPORTED_MODULE_3__/* .oneOf */ .yL)((0,_words_js__WEBPACK_IMPORTED_MODULE_5__/* .named */ .K)(words, _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.Throttle), request[_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.Throttle], _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .ThrottleModes */ .Np, 'cache');
    if (mode !== 'off' || operation.backup !== 'kept')
        return mode;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.Throttle, `is 'off', but ${operation.name} needs the ledger: its newest overwrite names the copy to put back.`, `Remove ${words.input(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.Throttle)} (the ledger is on by default).`);
}
/** The inputs of `request`, checked: every mistake an InputError naming its input, in the shell's `words`. */
function readInputs(request, words) {
    const as = (name) => (0,_words_js__WEBPACK_IMPORTED_MODULE_5__/* .named */ .K)(words, name);
    const operation = _operations_js__WEBPACK_IMPORTED_MODULE_4__/* .OPERATIONS */ .xb[(0,_input_values_js__WEBPACK_IMPORTED_MODULE_3__/* .oneOf */ .yL)(as(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.Operation), request[_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.Operation], _operations_js__WEBPACK_IMPORTED_MODULE_4__/* .Operations */ .Pg)];
    const endpoint = serviceEndpoint(request, words);
    const node = nodeUrl(request, words);
    const name = operation.refuses['bot-name'] ? undefined : request[_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.BotName].trim();
    const auth = (0,_auth_js__WEBPACK_IMPORTED_MODULE_0__/* .readAuth */ .H)(request, operation, words, name);
    refuseNotTaken(request, operation, words);
    const { retries, timeoutSeconds, maxRetries, maxTimeoutSeconds, maxBackupMib, maxMaxBackupMib, maxWaitMinutes } = _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Defaults */ .Hw;
    const whole = (name, fallback, max) => (0,_input_values_js__WEBPACK_IMPORTED_MODULE_3__/* .wholeNumber */ .rD)(as(name), request[name], fallback, max);
    return Object.freeze({
        operation,
        serviceEndpoint: endpoint,
        nodeUrl: node,
        auth,
        backupFile: backupFile(request, operation, words),
        throttle: throttle(request, operation, words),
        onThrottle: (0,_input_values_js__WEBPACK_IMPORTED_MODULE_3__/* .oneOf */ .yL)(as(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.OnThrottle), request[_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.OnThrottle], _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .OnThrottleModes */ .OY, 'fail'),
        maxWaitMs: whole(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.MaxWaitMinutes, maxWaitMinutes, maxWaitMinutes) * 60_000,
        skipUnchanged: request[_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.SkipUnchanged] ?? false,
        keepReplaced: operation.skipsUnchanged && (request[_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.KeepReplaced] ?? true),
        onDrift: (0,_input_values_js__WEBPACK_IMPORTED_MODULE_3__/* .oneOf */ .yL)(as(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.OnDrift), request[_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.OnDrift], _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .OnDriftModes */ .dA, 'fail'),
        dryRun: request[_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.DryRun] ?? false,
        outputCredentials: request[_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.OutputCredentials] ?? true,
        publishes: operation.steps[0] === 'go-live' || operation.publishesWhenLive === true || (request[_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.Publish] ?? false),
        botName: botName(request, words),
        retries: whole(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.Retries, retries, maxRetries),
        timeoutMs: whole(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.TimeoutSeconds, timeoutSeconds, maxTimeoutSeconds) * 1000,
        maxBackupBytes: whole(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.MaxBackupMib, maxBackupMib, maxMaxBackupMib) * 1024 * 1024
    });
}
/** skip-unchanged can apply: asked for, on an operation that replaces the bot, with the ledger on. */
function skipUnchangedApplies(inputs) {
    return inputs.skipUnchanged && inputs.operation.skipsUnchanged && inputs.throttle !== 'off';
}


/***/ }),

/***/ 4717:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ named)
/* harmony export */ });
// How a shell names what the core's sentences point at (#66): a setting and another operation as its user gives them,
// where files may lie, where a new bot's keys go, who records later what a run could not. Each shell gives its own.
const named = (words, input) => ({ input, as: words.input(input) });


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
