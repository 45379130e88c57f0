export const id = 826;
export const ids = [826];
export const modules = {

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
        unseen: 'a save the folder refused, another ledger folder or machine',
        self: 'This command',
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

/***/ 241:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GL: () => (/* binding */ PlatformStatusError),
/* harmony export */   QA: () => (/* binding */ MaybeAppliedError),
/* harmony export */   RD: () => (/* binding */ ResponseShapeError),
/* harmony export */   Rc: () => (/* binding */ ConnectionError),
/* harmony export */   SO: () => (/* binding */ tellError),
/* harmony export */   ZQ: () => (/* binding */ FileInputError),
/* harmony export */   bx: () => (/* binding */ nextBackupFix),
/* harmony export */   cc: () => (/* binding */ CancelledError),
/* harmony export */   dz: () => (/* binding */ InputError),
/* harmony export */   hI: () => (/* binding */ HourRefusedError),
/* harmony export */   jb: () => (/* binding */ UnwrittenError),
/* harmony export */   lZ: () => (/* binding */ ActionError),
/* harmony export */   rt: () => (/* binding */ CountedError),
/* harmony export */   yV: () => (/* binding */ QuotingError),
/* harmony export */   z6: () => (/* binding */ asActionError)
/* harmony export */ });
/* unused harmony exports toldWhole, toldShort */
/* harmony import */ var _lib_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9112);
// One typed error per kind of failure a caller tells apart, and the one place any thrown value becomes the
// message the user sees; messages hold input names, statuses and redacted platform text, never a secret.

class ActionError extends Error {
    fix;
    /** The platform's own words (redacted, cleaned), for the log and the summary: never an output. */
    said;
    constructor(message, fix, said) {
        super(message);
        this.name = new.target.name;
        this.fix = fix;
        this.said = said || undefined;
    }
}
/** A failure whose sentence quotes outside text (a bot's words, a listed name): `own` says it without, for an output. */
class QuotingError extends ActionError {
    own;
    constructor(message, fix, own) {
        super(message, fix);
        this.own = own;
    }
}
/** The error as the log and the summary say it: its sentence (as a shell says it), then the platform's words. */
const toldWhole = (e, sentence = e.message) => e.said ? `${sentence} The platform said: "${e.said}"` : sentence;
/** The `error` output: the action's own sentence (the HTTP status in it; `own`, where outside words are in the message), one line of at most 300 characters. */
function toldShort(e) {
    const line = (e.own ?? e.message).replace(/\s+/g, ' ').trim();
    return line.length > 300 ? `${line.slice(0, 299)}…` : line;
}
/** An input is missing, malformed or contradicts another one. Always raised before any request. */
class InputError extends ActionError {
    input;
    /** What is wrong with it, after its name: a shell names the input in its own words (the command line, by its flag). */
    problem;
    constructor(input, problem, fix) {
        super(`Input '${input}' ${problem}`, fix);
        this.input = input;
        this.problem = problem;
    }
}
/** What is wrong with the content of a file the user gave (`backup-file`): the message is annotated on that file. */
class FileInputError extends InputError {
    /** The file, as the input names it (relative to the workspace). */
    file;
    constructor(input, file, problem, fix) {
        super(input, problem, fix);
        this.file = file;
    }
}
/** The platform answered with an error status. */
class PlatformStatusError extends ActionError {
    status;
    constructor(status, message, fix, said) {
        super(message, fix, said);
        this.status = status;
    }
}
/** A call that changes a bot failed in a way that leaves unknown whether the platform applied it. */
class MaybeAppliedError extends ActionError {
}
/** A backup call reached the platform and failed: the platform may have counted it against its hour. */
class CountedError extends ActionError {
}
/** The fix of a failed export, after the platform counted the call. */
const nextBackupFix = (w) => `Run again after the time in ${w.output('next-backup-at')}: the platform refuses a backup within the hour of the last one.`;
/** The connection failed; the call never reached the platform, or it is safe to repeat. */
class ConnectionError extends ActionError {
}
/** The platform answered 200 with a body the action cannot use. */
class ResponseShapeError extends ActionError {
}
/** The platform refused a call because its hour is in use (its text names the hour): nothing was applied, and the hour is known to be used. */
class HourRefusedError extends PlatformStatusError {
}
/** A file a shell writes for the run (a new bot's keys, a JUnit report) could not be written: `title` names it. */
class UnwrittenError extends ActionError {
    title;
    constructor(title, message, fix) {
        super(message, fix);
        this.title = title;
    }
}
/** The run was cancelled before it sent a call that changes anything. */
class CancelledError extends ActionError {
}
/** Any thrown value as an ActionError: the action's own as they are, anything else as a bug, said as one. */
function asActionError(err) {
    if (err instanceof ActionError)
        return err;
    const text = err instanceof Error ? `${err.name}: ${err.message}` : typeof err === 'string' ? err : 'an unknown error';
    return new ActionError(`Unexpected error: ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_0__/* .untrusted */ .bp)(text)}`, 'This is likely a bug in this tool: please report it with its log (secrets are masked).');
}
/** Tells `e` in the shell's `words` (a refused input named first, as the shell names it), every text through `redact`. */
function tellError(e, words, redact) {
    const sentence = e instanceof InputError ? `${words.refused(e.input)} ${e.problem}` : e.message;
    return {
        kind: e instanceof InputError ? 'refused' : 'failed',
        message: redact(toldWhole(e, sentence)),
        fix: redact(e.fix),
        short: redact(toldShort(new ActionError(e.own ?? sentence, ''))),
        file: e instanceof FileInputError ? e.file : undefined
    };
}


/***/ }),

/***/ 3543:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ko: () => (/* binding */ readInputs),
/* harmony export */   Tx: () => (/* binding */ skipUnchangedApplies),
/* harmony export */   WS: () => (/* binding */ LOOPBACK_HOSTS),
/* harmony export */   pc: () => (/* binding */ baseUrl),
/* harmony export */   rD: () => (/* binding */ wholeNumber)
/* harmony export */ });
/* unused harmony export oneOf */
/* harmony import */ var _auth_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7756);
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5541);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(241);
/* harmony import */ var _operations_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3048);
/* harmony import */ var _lib_text_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9112);
/* harmony import */ var _words_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4717);
// Checks the request a shell gives (#66) once, and returns a frozen, typed object. Nothing here makes a
// request: every mistake a user can make in the workflow file or on the command line is said before the first call.






function serviceEndpoint(request, words) {
    const endpoint = request[_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.ServiceEndpoint];
    if (endpoint === '')
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.ServiceEndpoint, words.noEndpoint.problem, words.noEndpoint.fix);
    const what = "the bot's service endpoint (bot settings, developers section)";
    return baseUrl((0,_words_js__WEBPACK_IMPORTED_MODULE_4__/* .named */ .K)(words, _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.ServiceEndpoint), endpoint, what);
}
function nodeUrl(request, words) {
    const node = request[_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.NodeUrl];
    if (node === '')
        return undefined;
    const what = 'the address of the platform node (the host in the browser address bar)';
    return baseUrl((0,_words_js__WEBPACK_IMPORTED_MODULE_4__/* .named */ .K)(words, _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.NodeUrl), node, what);
}
/** Whether the input of `OperationInput` was given a value. */
const GIVEN = {
    publish: request => request[_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.Publish] === true,
    'backup-file': request => request[_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.BackupFile] !== '',
    'bot-name': request => request[_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.BotName].trim() !== ''
};
/** An input the operation does not take, given all the same: refused from the operation's row. */
function refuseNotTaken(request, operation, words) {
    for (const input of _operations_js__WEBPACK_IMPORTED_MODULE_3__/* .OPERATION_INPUTS */ .gE) {
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
    const mode = oneOf((0,_words_js__WEBPACK_IMPORTED_MODULE_4__/* .named */ .K)(words, _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.Throttle), request[_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.Throttle], _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .ThrottleModes */ .Np, 'cache');
    if (mode !== 'off' || operation.backup !== 'kept')
        return mode;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.Throttle, `is 'off', but ${operation.name} needs the ledger: its newest overwrite names the copy to put back.`, `Remove ${words.input(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.Throttle)} (the ledger is on by default).`);
}
/** The inputs of `request`, checked: every mistake an InputError naming its input, in the shell's `words`. */
function readInputs(request, words) {
    const as = (name) => (0,_words_js__WEBPACK_IMPORTED_MODULE_4__/* .named */ .K)(words, name);
    const operation = _operations_js__WEBPACK_IMPORTED_MODULE_3__/* .OPERATIONS */ .xb[oneOf(as(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.Operation), request[_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.Operation], _operations_js__WEBPACK_IMPORTED_MODULE_3__/* .Operations */ .Pg)];
    const endpoint = serviceEndpoint(request, words);
    const node = nodeUrl(request, words);
    const name = operation.refuses['bot-name'] ? undefined : request[_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.BotName].trim();
    const auth = (0,_auth_js__WEBPACK_IMPORTED_MODULE_0__/* .readAuth */ .H)(request, operation, words, name);
    refuseNotTaken(request, operation, words);
    const { retries, timeoutSeconds, maxRetries, maxTimeoutSeconds, maxBackupMib, maxMaxBackupMib, maxWaitMinutes } = _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Defaults */ .Hw;
    const whole = (name, fallback, max) => wholeNumber(as(name), request[name], fallback, max);
    return Object.freeze({
        operation,
        serviceEndpoint: endpoint,
        nodeUrl: node,
        auth,
        backupFile: backupFile(request, operation, words),
        throttle: throttle(request, operation, words),
        onThrottle: oneOf(as(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.OnThrottle), request[_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.OnThrottle], _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .OnThrottleModes */ .OY, 'fail'),
        maxWaitMs: whole(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.MaxWaitMinutes, maxWaitMinutes, maxWaitMinutes) * 60_000,
        skipUnchanged: request[_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.SkipUnchanged] ?? false,
        keepReplaced: operation.skipsUnchanged && (request[_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.KeepReplaced] ?? true),
        onDrift: oneOf(as(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.OnDrift), request[_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.OnDrift], _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .OnDriftModes */ .dA, 'fail'),
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
// The kinds of text an input holds, each checked with a message naming the input and its fix (a list, a number, a
// URL), and the loopback hosts; the smoke test's inputs are read with them too.
function oneOf(n, value, allowed, fallback) {
    if (value === '' && fallback !== undefined)
        return fallback;
    if (allowed.includes(value))
        return value;
    const got = value === '' ? 'is empty' : `is '${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_5__/* .untrusted */ .bp)(value, 40)}'`;
    const list = allowed.join(', ');
    const near = value === '' ? undefined : (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_5__/* .closestOf */ .P9)(value.toLowerCase(), allowed);
    const meant = near ? `; did you mean '${near}'?` : '.';
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(n.input, `${got}, expected one of: ${list}${meant}`, `Set ${n.as} to one of: ${list}.`);
}
function wholeNumber(n, value, fallback, max) {
    if (value === '')
        return fallback;
    const fix = `Set ${n.as} to a whole number from 1 to ${max} (default ${fallback}).`;
    if (!/^\d+$/.test(value) || Number(value) < 1) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(n.input, `is '${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_5__/* .untrusted */ .bp)(value, 40)}', not a positive whole number.`, fix);
    }
    if (Number(value) > max)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(n.input, `is ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_5__/* .untrusted */ .bp)(value, 40)}, more than the limit of ${max}.`, fix);
    return Number(value);
}
/** The host names of this machine's loopback: where plain http is allowed, and one host to the ledger. */
const LOOPBACK_HOSTS = String.raw `localhost|127(?:\.\d{1,3}){3}|\[::1\]`;
const LOOPBACK = new RegExp(`^(${LOOPBACK_HOSTS})$`, 'i');
/** True for hosts that never leave the machine, where plain http is allowed (local testing). */
function isLoopbackHost(hostname) {
    return LOOPBACK.test(hostname);
}
function parse(n, value, fix) {
    try {
        return new URL(value);
    }
    catch {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(n.input, 'is not a valid absolute URL.', fix);
    }
}
function checkScheme(n, url, fix) {
    if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(n.input, `uses http:// for ${url.hostname}: keys and tokens would travel unencrypted.`, `Use https:// (${n.as}); plain http is accepted only for loopback hosts (local testing).`);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(n.input, `uses the scheme ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_5__/* .untrusted */ .bp)(url.protocol, 20)}.`, fix);
    }
}
/** The URL without a trailing slash, or an InputError naming the input and the fix. */
function baseUrl(n, value, what) {
    const fix = `Set ${n.as} to ${what}, such as https://api.example.com/route (https, no user name or password, no query or fragment).`;
    const url = parse(n, value, fix);
    if (url.username !== '' || url.password !== '') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(n.input, 'contains a user name or password: credentials belong with the keys, never in a URL.', fix);
    }
    if (value.includes('?') || value.includes('#'))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(n.input, 'has a query or fragment (? or #).', fix);
    checkScheme(n, url, fix);
    if (url.port === '0')
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(n.input, 'has port 0, which nothing can listen on.', fix);
    const path = url.pathname.replace(/\/+$/, '');
    const suffix = _operations_js__WEBPACK_IMPORTED_MODULE_3__/* .CALL_PATHS */ .Ug.find(s => path.toLowerCase().endsWith(s));
    if (suffix) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(n.input, `ends with the call path '${suffix}'.`, `Set ${n.as} to the base address only; the tool adds '${suffix}' itself.`);
    }
    return `${url.origin}${path}`;
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


/***/ })

};
