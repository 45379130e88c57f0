export const id = 542;
export const ids = [542];
export const modules = {

/***/ 7718:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   pendingEntries: () => (/* binding */ pendingEntries),
/* harmony export */   post: () => (/* binding */ post)
/* harmony export */ });
/* harmony import */ var _domain_constants_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5541);
/* harmony import */ var _domain_operations_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3048);
/* harmony import */ var _ledger_sight_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4348);
/* harmony import */ var _run_record_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1624);
// The post step (action.yml `runs.post`), at the end of the job whatever ended the main step: it
// hands what the main step could not confirm saving (read field by field from the step's state) to
// the record's save, and never fails the job: what it cannot save is one warning.




const isRecord = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
/** One entry as the main step writes it (run/record.ts), checked field by field: the state is a file anyone in the job can write. */
function isPending(v) {
    if (!isRecord(v) || !isRecord(v.note))
        return false;
    const { prefix, noun, at, note } = v;
    return (typeof prefix === 'string' &&
        /^[\w-]{1,200}$/.test(prefix) &&
        _domain_operations_js__WEBPACK_IMPORTED_MODULE_1__/* .LIMITS */ .b1.some(l => l.noun === noun) &&
        Number.isSafeInteger(at) &&
        _domain_operations_js__WEBPACK_IMPORTED_MODULE_1__/* .ENTRY_NAMES */ .Oo.includes(note.operation) &&
        (note.outcome === 'ok' || note.outcome === 'unknown') &&
        (note.sha256 === undefined || (typeof note.sha256 === 'string' && /^[0-9a-f]{64}$/.test(note.sha256))) &&
        (v.seal === undefined || (typeof v.seal === 'string' && /^[0-9a-f]{32}$/.test(v.seal))));
}
/** The entries the main step left in the runner's `STATE_ledger`, and how many of what it holds cannot be read. */
function pendingEntries(env) {
    const raw = env[`STATE_${_domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .State */ .Uw.Ledger}`];
    if (!raw)
        return { entries: [], unreadable: 0 };
    let parsed;
    try {
        parsed = JSON.parse(raw);
    }
    catch {
        return { entries: [], unreadable: 1 };
    }
    const all = Array.isArray(parsed) ? parsed : [parsed];
    const entries = all.filter(isPending).map(e => ({ ...e, note: { ...e.note, by: originOf(e.note.by) } }));
    return { entries, unreadable: all.length - entries.length };
}
/** The run an entry names, when it names one the way the main step writes it (a ref and a number). */
function originOf(by) {
    if (!isRecord(by) || typeof by.runNumber !== 'string' || typeof by.ref !== 'string')
        return undefined;
    return { runNumber: by.runNumber, ref: by.ref };
}
/** The post step: saves what the main step left. */
async function post(env = process.env, given) {
    const { entries, unreadable } = pendingEntries(env);
    if (entries.length === 0 && unreadable === 0)
        return;
    const log = given ?? (await Promise.all(/* import() */[__webpack_require__.e(838), __webpack_require__.e(199)]).then(__webpack_require__.bind(__webpack_require__, 5199))).runnerIO().log;
    if (unreadable > 0) {
        const none = entries.length === 0 ? 'no ledger entry it can read' : `${unreadable} ledger entries it cannot read`;
        log.warning(`Throttle ledger: the step's state holds ${none}; nothing of it was saved.`);
    }
    if (entries.length === 0)
        return;
    const openStore = async () => (await __webpack_require__.e(/* import() */ 953).then(__webpack_require__.bind(__webpack_require__, 953))).openCacheStore();
    await (0,_run_record_js__WEBPACK_IMPORTED_MODULE_3__/* .recordLeft */ .hi)(entries, openStore, log, (0,_ledger_sight_js__WEBPACK_IMPORTED_MODULE_2__/* .sightOf */ .p1)(env).mute);
}


/***/ }),

/***/ 241:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GL: () => (/* binding */ PlatformStatusError),
/* harmony export */   Lo: () => (/* binding */ ChannelErrors),
/* harmony export */   QA: () => (/* binding */ MaybeAppliedError),
/* harmony export */   RD: () => (/* binding */ ResponseShapeError),
/* harmony export */   Rc: () => (/* binding */ ConnectionError),
/* harmony export */   Xe: () => (/* binding */ ThrottledError),
/* harmony export */   ZQ: () => (/* binding */ FileInputError),
/* harmony export */   cc: () => (/* binding */ CancelledError),
/* harmony export */   dz: () => (/* binding */ InputError),
/* harmony export */   h3: () => (/* binding */ NEXT_BACKUP_FIX),
/* harmony export */   lZ: () => (/* binding */ ActionError),
/* harmony export */   mn: () => (/* binding */ NotPublishedError),
/* harmony export */   rt: () => (/* binding */ CountedError),
/* harmony export */   z6: () => (/* binding */ asActionError)
/* harmony export */ });
/* harmony import */ var _lib_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9112);
// One typed error per kind of failure, and one place that turns any thrown value into the
// single message the user sees. Nothing here ever holds a secret: messages are built from
// input names, statuses and sanitised, redacted platform text.

class ActionError extends Error {
    fix;
    constructor(message, fix) {
        super(message);
        this.name = new.target.name;
        this.fix = fix;
    }
}
/** An input is missing, malformed or contradicts another one. Always raised before any request. */
class InputError extends ActionError {
    input;
    constructor(input, problem, fix) {
        super(`Input '${input}' ${problem}`, fix);
        this.input = input;
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
    constructor(status, message, fix) {
        super(message, fix);
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
const NEXT_BACKUP_FIX = "Run again after the time in the output 'next-backup-at': the platform refuses a backup within the hour of the last one.";
/** The connection failed; the call never reached the platform, or it is safe to repeat. */
class ConnectionError extends ActionError {
}
/** The platform answered 200 with a body the action cannot use. */
class ResponseShapeError extends ActionError {
}
/** The throttle ledger says the bot was restored less than an hour ago. */
class ThrottledError extends ActionError {
}
/** The run was cancelled before it sent a call that changes anything. */
class CancelledError extends ActionError {
}
/** The overwrite was applied, and the publish after it was not: the draft holds the backup, the live bot did not change. */
class NotPublishedError extends ActionError {
}
/** Channels reported errors while the bot went live (it is live on the others). */
class ChannelErrors extends ActionError {
}
/** A thrown value that is not one of the action's errors: a bug, said as one. */
class UnexpectedError extends ActionError {
}
/** Any thrown value as an ActionError: the action's own as they are, anything else as an UnexpectedError. */
function asActionError(err) {
    if (err instanceof ActionError)
        return err;
    const text = err instanceof Error ? `${err.name}: ${err.message}` : typeof err === 'string' ? err : 'an unknown error';
    return new UnexpectedError(`Unexpected error: ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_0__/* .untrusted */ .bp)(text)}`, 'This is likely a bug in the action: please report it with the step log (secrets are masked).');
}


/***/ }),

/***/ 3048:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ke: () => (/* binding */ PUBLISH_LIMIT),
/* harmony export */   Oo: () => (/* binding */ ENTRY_NAMES),
/* harmony export */   b1: () => (/* binding */ LIMITS),
/* harmony export */   xb: () => (/* binding */ OPERATIONS)
/* harmony export */ });
/* unused harmony exports RESTORE_LIMIT, BACKUP_LIMIT */
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5541);
// The operations, as data: the steps each is made of (src/run/plan.ts binds a step's name to its
// module), what credentials and inputs it needs, which of the platform's hourly limits its call
// counts against (and so whether the ledger applies), and its words. The run performs any of them
// the same way, one step after the other, and compares no operation's name.

/** What a ledger entry may call its call: the one list (the key's parser and the post step read it). */
const ENTRY_NAMES = ['restore', 'overwrite', 'backup', 'publish'];
const RESTORE_LIMIT = {
    noun: 'restore',
    done: 'restored',
    output: _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Output */ .k7.NextRestoreAt,
    keyPrefix: _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .LEDGER_KEY_PREFIX */ .PV
};
const BACKUP_LIMIT = {
    noun: 'backup',
    done: 'backed up',
    output: _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Output */ .k7.NextBackupAt,
    keyPrefix: _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .BACKUP_LEDGER_KEY_PREFIX */ .Kb
};
/** One publish per bot per hour, a limit of its own. */
const PUBLISH_LIMIT = {
    noun: 'publish',
    done: 'published',
    output: _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Output */ .k7.NextPublishAt,
    keyPrefix: _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .PUBLISH_LEDGER_KEY_PREFIX */ .E7
};
/** Every limit, for a ledger entry read back by its noun (the post step). */
const LIMITS = [RESTORE_LIMIT, BACKUP_LIMIT, PUBLISH_LIMIT];
const NEW_BOT = {
    refused: 'a new bot has no channel settings yet (a backup holds none), so publishing it would put nothing online.',
    fix: "Remove 'publish'. Set up the new bot's channels in the platform, then publish it from the editor or with a run of 'operation: publish' and the new bot's keys (the outputs 'api-key' and 'api-secret')."
};
const restore = {
    name: 'restore',
    steps: ['call'],
    result: 'restored',
    token: 'any',
    backup: 'send',
    publish: NEW_BOT,
    limit: RESTORE_LIMIT,
    entry: 'restore',
    skipsUnchanged: false,
    newBot: true,
    would: 'restore the backup as a new bot'
};
const overwrite = {
    ...restore,
    name: 'overwrite',
    steps: ['call', 'go-live', 'smoke-test'],
    entry: 'overwrite',
    result: 'overwritten',
    token: 'bot',
    publish: 'after',
    skipsUnchanged: true,
    newBot: false,
    unchanged: {
        holder: 'draft',
        live: false,
        state: "the draft holds this backup; no overwrite was sent. The live bot may still differ: without 'publish: true' this run does not look at what is live."
    },
    would: "overwrite the token's bot's draft with the backup"
};
const cloneByRef = {
    name: 'clone-by-ref',
    steps: ['call'],
    result: 'cloned',
    token: 'bot',
    backup: 'none',
    noBackupFile: "it clones the token's bot.",
    publish: NEW_BOT,
    emptyNext: RESTORE_LIMIT.output,
    unlimited: 'reference clones are not limited',
    skipsUnchanged: false,
    newBot: true,
    would: "create a referenced clone of the token's bot"
};
const backup = {
    name: 'backup',
    steps: ['call'],
    entry: 'backup',
    result: 'backed-up',
    token: 'bot',
    backup: 'receive',
    publish: {
        refused: 'a backup only reads the bot: there is nothing new to publish.',
        fix: "Remove 'publish', or publish in a run of its own ('operation: publish')."
    },
    limit: BACKUP_LIMIT,
    skipsUnchanged: false,
    newBot: false,
    would: "download the token's bot's backup"
};
const publish = {
    name: 'publish',
    steps: ['go-live', 'smoke-test'],
    entry: 'publish',
    result: 'published',
    token: 'bot',
    backup: 'none',
    noBackupFile: "it publishes the token's bot as it is (its draft goes live).",
    publish: 'itself',
    limit: PUBLISH_LIMIT,
    skipsUnchanged: false,
    newBot: false,
    would: "publish the token's bot: its draft goes live on its channels"
};
const smokeTest = {
    name: 'smoke-test',
    steps: ['smoke-test'],
    result: 'smoke-tested',
    token: 'bot',
    backup: 'none',
    noBackupFile: 'it talks to the live bot as it is, through its custom channel.',
    publish: {
        refused: 'a smoke test talks to the live bot as it is and changes nothing.',
        fix: "Remove 'publish', or run 'operation: publish' with 'smoke-test' to publish, then prove it live."
    },
    unlimited: 'a smoke test changes nothing on the platform',
    skipsUnchanged: false,
    newBot: false,
    would: 'talk to the live bot through its custom channel'
};
const OPERATIONS = {
    restore,
    overwrite,
    'clone-by-ref': cloneByRef,
    backup,
    publish,
    'smoke-test': smokeTest
};


/***/ }),

/***/ 4348:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $t: () => (/* binding */ sightText),
/* harmony export */   ob: () => (/* binding */ serviceVariable),
/* harmony export */   p1: () => (/* binding */ sightOf),
/* harmony export */   yl: () => (/* binding */ offBecause)
/* harmony export */ });
/* unused harmony export isGhes */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
// What this run's ledger can see, known from the runner's environment before any request: whether
// it can read the Actions cache, whether it can record in it, and whose entries it shares, decided
// as @actions/cache and GitHub's service do (the job's cache mode, GHES, the ref, the event, a
// `workflow_run`'s event file). Its words are the log's, `throttle: required`'s and the summary's.

/** Events whose runs get a cache token that may read and not write (GitHub, 2026-06). */
const READ_ONLY_EVENTS = ['issue_comment', 'pull_request_target'];
/** GitHub Enterprise Server: a server other than github.com, *.ghe.com or *.localhost (as @actions/cache decides). */
function isGhes(serverUrl) {
    let host;
    try {
        host = new URL(serverUrl || 'https://github.com').hostname.toLowerCase();
    }
    catch {
        return false;
    }
    return host !== 'github.com' && !host.endsWith('.ghe.com') && !host.endsWith('.localhost');
}
/**
 * The variable @actions/cache finds its service in: `ACTIONS_RESULTS_URL` for the v2 service (on
 * github.com with `ACTIONS_CACHE_SERVICE_V2` set to anything), else `ACTIONS_CACHE_URL` for v1
 * (always on GitHub Enterprise Server).
 */
function serviceVariable(env) {
    return !isGhes(env.GITHUB_SERVER_URL) && env.ACTIONS_CACHE_SERVICE_V2 ? 'ACTIONS_RESULTS_URL' : 'ACTIONS_CACHE_URL';
}
/** Why the job has no cache service, when it has none: the variable the library reads is not set. */
function missingService(env) {
    const variable = serviceVariable(env);
    if (env[variable])
        return undefined;
    const ghes = isGhes(env.GITHUB_SERVER_URL)
        ? ': on GitHub Enterprise Server the cache needs version 3.5 or later, turned on for Actions by an administrator'
        : '';
    return `the Actions cache service is not configured for this job (${variable} is not set${ghes})`;
}
/** What the job's cache mode forbids: `[blind, mute]` reasons (an unknown or empty mode forbids nothing). */
function modeLimits(raw) {
    const mode = (raw ?? '').trim().toLowerCase();
    const reads = `the job's cache-mode '${mode}' does not permit reads`;
    const writes = `the job's cache-mode '${mode}' does not permit writes`;
    if (mode === 'write-only')
        return [reads, undefined];
    if (mode === 'read')
        return [undefined, writes];
    if (mode === 'none')
        return [reads, writes];
    return [undefined, undefined];
}
function narrowOf(ref) {
    const tag = /^refs\/tags\/(.+)$/.exec(ref ?? '')?.[1];
    if (tag) {
        const what = `this run of tag '${tag}' sees only the entries of this tag and of the default branch, and only runs of this tag see its entry: deploys from other tags and branches within the hour are invisible to it; deploy from the default branch to share the hour`;
        return { who: `tag ${tag}`, what };
    }
    const pull = /^refs\/pull\/(\d+)\/merge$/.exec(ref ?? '')?.[1];
    if (pull) {
        const what = `this run of pull request #${pull} sees the entries of this pull request, its base branch and the default branch, and only re-runs of this pull request see its entry; deploy from the default branch to share the hour`;
        return { who: `pull request #${pull}`, what };
    }
    return undefined;
}
const isRecord = (v) => typeof v === 'object' && v !== null;
/**
 * Why a `workflow_run` may not write the cache: the run that triggered it came from a fork (its
 * token may read, not write), or its event payload cannot say whether it did.
 */
function forkedRun(env, read) {
    const unknown = (why) => `this 'workflow_run' run's event payload ${why}, so whether it was started from a fork (whose runs get a cache token that may read, not write) is not known`;
    let payload;
    try {
        payload = JSON.parse(read(env.GITHUB_EVENT_PATH || ''));
    }
    catch {
        return unknown('(GITHUB_EVENT_PATH) cannot be read');
    }
    const head = isRecord(payload) && isRecord(payload.workflow_run) ? payload.workflow_run.head_repository : undefined;
    const own = isRecord(payload) && isRecord(payload.repository) ? payload.repository.full_name : env.GITHUB_REPOSITORY;
    if (!isRecord(head) || typeof head.full_name !== 'string' || typeof own !== 'string') {
        return unknown('does not name the repository of the run that started it');
    }
    if (head.fork !== true && head.full_name.toLowerCase() === own.toLowerCase())
        return undefined;
    const fork = head.full_name.replace(/[^\w./-]/g, '_').slice(0, 100);
    return `this 'workflow_run' run was started by a run from the fork '${fork}', and such runs get a cache token that may read, not write`;
}
/** The sight of a run in `env` (`read` reads a `workflow_run`'s event file). */
function sightOf(env, read = (file) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file, 'utf8')) {
    const missing = missingService(env);
    if (missing)
        return { blind: missing, mute: missing };
    const [blindByMode, muteByMode] = modeLimits(env.ACTIONS_CACHE_MODE);
    const event = env.GITHUB_EVENT_NAME ?? '';
    const readOnly = READ_ONLY_EVENTS.includes(event)
        ? `runs started by '${event}' get a cache token that may read, not write`
        : event === 'workflow_run'
            ? forkedRun(env, read)
            : undefined;
    const narrow = narrowOf(env.GITHUB_REF);
    const mute = muteByMode ?? readOnly;
    return { ...(blindByMode && { blind: blindByMode }), ...(mute && { mute }), ...(narrow && { narrow }) };
}
/** Why the ledger is off altogether (it can neither read nor record), when it is. */
function offBecause(sight) {
    if (!sight.blind || !sight.mute)
        return undefined;
    if (sight.blind === sight.mute)
        return sight.blind;
    if (/cache-mode 'none'/.test(sight.blind))
        return "the job's cache-mode 'none' permits neither reads nor writes";
    return `${sight.blind}, and ${sight.mute}`;
}
/** What the ledger cannot do in this run, as a short clause for the summary (undefined: it can do all). */
function sightText(sight) {
    const parts = [
        sight.blind && `cannot read: ${sight.blind}; the last hour is not known`,
        sight.mute && `cannot record: ${sight.mute}; the next run will not know of this one`,
        sight.narrow && `sees only ${sight.narrow.who} and the default branch`
    ].filter(Boolean);
    return parts.length > 0 ? parts.join('; ') : undefined;
}


/***/ }),

/***/ 9112:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A3: () => (/* binding */ reasonOf),
/* harmony export */   bp: () => (/* binding */ untrusted),
/* harmony export */   j3: () => (/* binding */ isHeaderValue)
/* harmony export */ });
// Text from outside, made safe to repeat: control characters, line breaks, invisible formatting
// and workflow-command markers removed, and a length bound. Also what may stand in an HTTP header.
// Control characters are exactly what this pattern is for.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;
/** Invisible formatting: bidi controls (U+202A to U+202E, U+2066 to U+2069), zero-width characters, soft hyphens. */
const FORMAT = /\p{Cf}+/gu;
/**
 * Text that came from outside (an error body from the platform, an error message from a library):
 * control characters and line breaks become spaces, invisible formatting (bidi controls, which
 * could reorder the line on screen, and zero-width characters) is removed, workflow-command
 * markers (`::`) are broken up so the text cannot issue a runner command, and it is cut to `max`
 * characters.
 */
function untrusted(text, max = 300) {
    const visible = text.replace(FORMAT, '').replace(CONTROL, ' ');
    let out = visible.replace(/::/g, ': :').replace(/ {2,}/g, ' ').trim();
    if (out.length > max)
        out = `${out.slice(0, max)}… (${out.length - max} more characters)`;
    return out;
}
/** The reason of any thrown value, as one line of text (for warnings). */
function reasonOf(err) {
    return err instanceof Error ? err.message : String(err);
}
/** A value that can stand in an HTTP header: Latin-1, without control characters or line breaks. */
function isHeaderValue(value) {
    // Control characters are exactly what this pattern is for.
    // eslint-disable-next-line no-control-regex
    return !/[\u0000-\u0008\u000a-\u001f\u007f\u0100-\uffff]/.test(value);
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
// What a run ends in: one Outcome, a union of what can happen, made by the steps and read by the
// record, the outputs and the job summary (each through the steps' views, run/report.ts). `ended`
// is the one place a thrown error becomes an outcome; the dry run and the real run end in the same
// type. Nothing here knows a step: what a step keeps of itself is in `reports`, under the step.

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
/** The view of the ledger of `limit`, when the run read it. */
function viewOf(known, limit) {
    return limit && known.views?.find(v => v.ledger.limit === limit);
}
/** `outcome` with what the step `name` kept of itself. */
function withReport(outcome, name, report) {
    return { ...outcome, reports: { ...outcome.reports, [name]: report } };
}


/***/ })

};
