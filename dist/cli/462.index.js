export const id = 462;
export const ids = [462];
export const modules = {

/***/ 1028:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   dg: () => (/* binding */ terminalLog),
/* harmony export */   qL: () => (/* binding */ CI_EVERY_MS)
/* harmony export */ });
/* unused harmony export colours */
// The command line's log: human text on standard error, every line redacted; colour only on a terminal and
// without NO_COLOR; long work as one line redrawn on a terminal, elsewhere a line every 30 s.
/** A transfer shows its bytes from this size on ("more than a few MiB"). */
const SHOWN_FROM = 4 * 1024 * 1024;
/** Away from a terminal (CI), a transfer says how far it got this often; a wait's lines come at this pace too. */
const CI_EVERY_MS = 30_000;
/** On a terminal the line is redrawn at most this often. */
const REDRAW_MS = 100;
const mib = (n) => `${(n / 1024 / 1024).toFixed(1)} MiB`;
/** Whether `stream` may be coloured: a terminal, and NO_COLOR unset or empty (no-color.org). */
const colours = (stream, env) => !!stream.isTTY && !env.NO_COLOR;
function terminalLog(stream, env, secrets, options) {
    const now = options.now ?? Date.now;
    const tty = !!stream.isTTY;
    const paint = (code, text) => (colours(stream, env) ? `\x1b[${code}m${text}\x1b[0m` : text);
    let drawn = false;
    let transfer;
    const settle = () => {
        if (drawn)
            stream.write('\n');
        drawn = false;
    };
    const line = (text) => {
        settle();
        stream.write(`${secrets.redact(text)}\n`);
    };
    const draw = (text) => {
        if (!tty)
            return line(text);
        stream.write(`\r\x1b[K${secrets.redact(text)}`);
        drawn = true;
    };
    const moved = (p) => {
        const at = now();
        if (!transfer || transfer.moving !== p.moving)
            transfer = { moving: p.moving, since: at, shownAt: at };
        const done = p.total !== undefined && p.bytes >= p.total;
        if (Math.max(p.bytes, p.total ?? 0) < SHOWN_FROM)
            return;
        if (!done && at - transfer.shownAt < (tty ? REDRAW_MS : CI_EVERY_MS))
            return;
        transfer.shownAt = at;
        const of = p.total === undefined ? '' : ` of ${mib(p.total)} (${Math.floor((p.bytes / p.total) * 100)}%)`;
        const rate = at > transfer.since ? `, ${mib((p.bytes * 1000) / (at - transfer.since))}/s` : '';
        draw(`${p.moving === 'upload' ? 'Uploading' : 'Exporting'}: ${mib(p.bytes)}${of}${rate}`);
        if (done)
            transfer = undefined;
    };
    return {
        info: line,
        debug: m => void (options.verbose && line(paint(2, `debug: ${m}`))),
        notice: m => line(paint(36, `notice: ${m}`)),
        warning: (m, at) => line(paint(33, `warning: ${at ? `${at.file}: ` : ''}${m}`)),
        error: (m, title) => line(paint(31, `error: ${title}: ${m}`)),
        progress: p => ('waiting' in p ? draw(p.waiting) : moved(p)),
        settle
    };
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
        setting: (name, value) => (value === 'true' ? `--${name}` : `--${name} ${value}`),
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
        throttle: (0,_input_values_js__WEBPACK_IMPORTED_MODULE_3__/* .oneOf */ .yL)(as(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.Throttle), request[_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.Throttle], _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .ThrottleModes */ .Np, 'cache'),
        onThrottle: (0,_input_values_js__WEBPACK_IMPORTED_MODULE_3__/* .oneOf */ .yL)(as(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.OnThrottle), request[_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.OnThrottle], _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .OnThrottleModes */ .OY, 'fail'),
        maxWaitMs: whole(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.MaxWaitMinutes, maxWaitMinutes, maxWaitMinutes) * 60_000,
        skipUnchanged: request[_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.SkipUnchanged] ?? false,
        dryRun: request[_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.DryRun] ?? false,
        outputCredentials: request[_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.OutputCredentials] ?? true,
        publishes: operation.steps[0] === 'go-live' || (request[_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.Publish] ?? false),
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

/***/ 5321:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ Interrupted),
/* harmony export */   m: () => (/* binding */ Cancellation)
/* harmony export */ });
// Cancellation: the runner sends SIGINT, SIGTERM 7.5 s later, then kills; the run stops where it is, at once
// before a call, and with a call in flight records it as one that may have been applied.
/** Why the run's signal aborted: the run was cancelled (the flow words it for the user). */
class Interrupted extends Error {
}
class Cancellation {
    #controller = new AbortController();
    #by;
    get signal() {
        return this.#controller.signal;
    }
    get by() {
        return this.#by;
    }
    cancel(by) {
        if (this.#by)
            return;
        this.#by = by;
        // The reason's words end up in the message of a call abandoned in flight (platform/failures.ts's `abandoned`).
        this.#controller.abort(new Interrupted(`the run was cancelled (${by})`));
    }
    /** Listens for `signals` (the runner's SIGINT and SIGTERM; a terminal's SIGHUP too); returns the function that stops listening. */
    listen(signals = ['SIGINT', 'SIGTERM']) {
        const on = (by) => this.cancel(by);
        for (const signal of signals)
            process.on(signal, on);
        return () => {
            for (const signal of signals)
                process.off(signal, on);
        };
    }
    /** `work`, or an Interrupted error the moment the run is cancelled (the work is then abandoned). */
    async race(work) {
        const signal = this.signal;
        if (signal.aborted)
            throw signal.reason;
        let stop = () => { };
        const cancelled = new Promise((_, reject) => {
            const onAbort = () => reject(signal.reason);
            signal.addEventListener('abort', onAbort, { once: true });
            stop = () => signal.removeEventListener('abort', onAbort);
        });
        try {
            return await Promise.race([work, cancelled]);
        }
        finally {
            stop();
        }
    }
}


/***/ }),

/***/ 5714:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ Secrets)
/* harmony export */ });
// The run's secrets: masked the moment they are known, and removed from outside text in the forms a server
// is known to echo them in (as given, JSON- or percent-escaped, base64, any run of 16, invisibles aside); docs/security.md.
/** The longest part of a secret that may be repeated: any longer run of one of its forms is removed. */
const FRAGMENT = 16;
/** Invisible formatting (zero-width, bidi): no part of what a reader sees, so no part of what is matched. */
const INVISIBLE = /^\p{Cf}$/u;
/**
 * `text` read through one round of JSON's escapes (a .NET server writes `+` as `\u002B` and `/` as `\/`:
 * platform-facts.md, "Backup") and of percent-encoding, invisible characters left out; each character keeps
 * the span of `text` it came from.
 */
function decoded(text) {
    let [out, last] = ['', 0];
    const spans = [];
    const keep = (c, from, end) => {
        if (INVISIBLE.test(c))
            return;
        out += c;
        spans.push([from, end]);
    };
    for (const m of text.matchAll(/\\u([0-9a-fA-F]{4})|%([0-9a-fA-F]{2})|\\(["\\/])/g)) {
        for (; last < m.index; last++)
            keep(text[last] ?? '', last, last + 1);
        const hex = m[1] ?? m[2];
        keep(hex ? String.fromCharCode(Number.parseInt(hex, 16)) : (m[3] ?? ''), m.index, (last = m.index + m[0].length));
    }
    for (; last < text.length; last++)
        keep(text[last] ?? '', last, last + 1);
    return { text: out, spans };
}
/** A secret as given, and its base64 inside a longer text at each of three alignments (the characters that depend on it alone). */
function formsOf(secret) {
    const bytes = Buffer.from(secret);
    const shifted = [1, 2].map(k => Buffer.concat([Buffer.alloc(k), bytes]).toString('base64'));
    return [secret, bytes.toString('base64'), ...shifted.map(b => b.slice(4, Math.max(4, b.length - 4)))];
}
/** The spans of `text` that are runs of FRAGMENT characters of `form` (all of a shorter one), each as far as it follows it. */
function spansOf(text, form) {
    const size = Math.min(FRAGMENT, form.length);
    const spans = [];
    for (let i = 0; size > 0 && i + size <= form.length; i++) {
        const run = form.slice(i, i + size);
        for (let from = text.indexOf(run); from >= 0; from = text.indexOf(run, from + 1)) {
            let end = from + size;
            while (i + (end - from) < form.length && text[end] === form[i + (end - from)])
                end++;
            spans.push([from, end]);
        }
    }
    return spans;
}
/** `text` with the given spans of it replaced by `***`, overlapping spans as one. */
function replaced(text, spans) {
    let [out, next] = ['', 0];
    for (const [from, end] of spans.sort((x, y) => x[0] - y[0])) {
        if (end > next)
            out += `${text.slice(next, Math.max(next, from))}***`;
        next = Math.max(next, end);
    }
    return out + text.slice(next);
}
class Secrets {
    #forms = new Set();
    #mask;
    constructor(mask) {
        this.#mask = mask;
    }
    /** Register a secret: masks it (and each of its lines, as the runner masks line by line) at once. */
    add(value) {
        for (const part of value ? [value, ...value.split(/\r?\n/)].map(v => v.trim()) : []) {
            if (part === '' || this.#forms.has(part))
                continue;
            this.#mask(part);
            for (const form of formsOf(part))
                this.#forms.add(form);
        }
    }
    /** `text` with every span that holds a known secret (in one of its forms, or a run of FRAGMENT of one) as `***`. */
    redact = (text) => this.redactAll([text])[0];
    /** A list's items read together: a secret cut into pieces, one per item, is removed from each. */
    redactAll(items) {
        const d = decoded(items.join(''));
        const found = [...this.#forms]
            .flatMap(f => spansOf(d.text, f))
            .map(([f, e]) => [d.spans[f]?.[0], d.spans[e - 1]?.[1]]);
        let at = 0;
        return items.map(item => {
            const start = (at += item.length) - item.length;
            const own = found.filter(([f = 0, e = 0]) => e > start && f < at);
            const local = own.map(([f = 0, e = 0]) => [
                Math.max(0, f - start),
                Math.min(item.length, e - start)
            ]);
            return local.length === 0 ? item : replaced(item, local);
        });
    }
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


/***/ })

};
