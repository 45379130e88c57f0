export const id = 718;
export const ids = [718];
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
/* harmony import */ var _ledger_sight_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4348);
/* harmony import */ var _run_record_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1624);
// The post step (action.yml `runs.post`): the runner runs it at the end of the job, after the main
// step succeeded, failed, was cancelled or was killed. It hands what the main step could not
// confirm saving (the journal in the step's state) to the record (run/record.ts), which saves it
// with the main step's own save and bound: the result when it was known, else "may have been
// applied". With nothing left it is never loaded (index.ts). It never fails the job: what it
// cannot save is one warning.




const isRecord = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
/** What an entry may call its call: the operation table's `entry` names. */
const ENTRY_NAMES = Object.values(_domain_operations_js__WEBPACK_IMPORTED_MODULE_1__/* .OPERATIONS */ .xb).flatMap(o => (o.entry ? [o.entry] : []));
/** One entry as the main step writes it (run/record.ts), checked field by field: the state is a file anyone in the job can write. */
function isPending(v) {
    if (!isRecord(v) || !isRecord(v.note))
        return false;
    const { prefix, noun, at, note } = v;
    return (typeof prefix === 'string' &&
        /^[\w-]{1,200}$/.test(prefix) &&
        _domain_operations_js__WEBPACK_IMPORTED_MODULE_1__/* .LIMITS */ .b1.some(l => l.noun === noun) &&
        Number.isSafeInteger(at) &&
        ENTRY_NAMES.includes(note.operation) &&
        (note.outcome === 'ok' || note.outcome === 'unknown') &&
        (note.sha256 === undefined || (typeof note.sha256 === 'string' && /^[0-9a-f]{64}$/.test(note.sha256))));
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
    await (0,_run_record_js__WEBPACK_IMPORTED_MODULE_2__/* .recordLeft */ .hi)(entries, openStore, log, (0,_ledger_sight_js__WEBPACK_IMPORTED_MODULE_3__/* .sightOf */ .p1)(env).mute);
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

/***/ 4740:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ER: () => (/* binding */ parseEntry),
/* harmony export */   gd: () => (/* binding */ ledgerPrefix),
/* harmony export */   lj: () => (/* binding */ ledgerKey)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
// The throttle ledger's keys: the subject's prefix (a hash, never a key or a secret), and the
// entry a key holds (its time, and what it says of the call). Pure: the store is src/ledger/.

/**
 * The key prefix for the subject a call counts against: the token's bot for an overwrite and a
 * bot-level restore, the account for an account-level restore, with a given token the service
 * endpoint (the bot's route) alone; always combined with the service endpoint. Only a hash is
 * kept: cache keys are visible to anyone who can read the repository. `keyPrefix` is the limit's.
 */
function ledgerPrefix(serviceEndpoint, auth, keyPrefix) {
    let subject;
    if (auth.level === 'bot')
        subject = `bot\0${auth.botApiKey}`;
    else if (auth.level === 'account')
        subject = `account\0${auth.accountApiKey}`;
    else
        subject = 'endpoint';
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256')
        .update(`xenioo-deploy-ledger\0${serviceEndpoint.toLowerCase()}\0${subject}`)
        .digest('hex')
        .slice(0, 32);
    return `${keyPrefix}${hash}-`;
}
/** A run's number and ref as a key may hold them: digits, and a ref of at most 100 plain characters. */
function originPart(by) {
    if (!by || !/^\d{1,12}$/.test(by.runNumber) || by.ref === '')
        return '';
    return `-by-${by.runNumber}-${by.ref.replace(/[^A-Za-z0-9._/-]/g, '_').slice(0, 100)}`;
}
/** `{prefix}{time}` and, for entries that say more, `-{operation}-{outcome}[-{sha256}][-by-{run number}-{ref}]`. */
function ledgerKey(prefix, at, note) {
    const more = note
        ? `-${note.operation}-${note.outcome}${note.sha256 ? `-${note.sha256}` : ''}${originPart(note.by)}`
        : '';
    return `${prefix}${Math.trunc(at)}${more}`;
}
/** The entry a key holds, or undefined when it is not one this ledger wrote. */
function parseEntry(key, prefix) {
    if (!key.startsWith(prefix))
        return undefined;
    const m = /^(\d{1,15})(?:-(restore|overwrite|backup|publish)-(ok|unknown)(?:-([0-9a-f]{64}))?(?:-by-(\d{1,12})-([A-Za-z0-9._/-]{1,100}))?)?$/.exec(key.slice(prefix.length));
    if (!m)
        return undefined;
    const by = m[5] && m[6] ? { runNumber: m[5], ref: m[6] } : undefined;
    const note = m[2]
        ? { operation: m[2], outcome: m[3], sha256: m[4], by }
        : {};
    return { at: Number(m[1]), ...note };
}


/***/ }),

/***/ 3048:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ke: () => (/* binding */ PUBLISH_LIMIT),
/* harmony export */   b1: () => (/* binding */ LIMITS),
/* harmony export */   xb: () => (/* binding */ OPERATIONS)
/* harmony export */ });
/* unused harmony exports RESTORE_LIMIT, BACKUP_LIMIT */
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5541);
// The operations, as data: the steps each is made of (src/run/plan.ts binds a step's name to its
// module), what credentials and inputs it needs, which of the platform's hourly limits its call
// counts against (and so whether the ledger applies), and its words. The run performs any of them
// the same way, one step after the other, and compares no operation's name.

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

/***/ 6314:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LD: () => (/* binding */ decide),
/* harmony export */   On: () => (/* binding */ nextAfter),
/* harmony export */   fM: () => (/* binding */ makesNoCall),
/* harmony export */   no: () => (/* binding */ assess),
/* harmony export */   uZ: () => (/* binding */ nextAllowedAfter)
/* harmony export */ });
/* unused harmony exports CLOCK_SKEW_MS, decideBoth, alreadyLive */
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5541);
/* harmony import */ var _ledger_keys_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4740);
// The throttle policy, as pure functions of data: what the ledger's newest key says about the last
// restore (assess), and what the run does about it (decide: go, unchanged, fail, skip or wait). The
// real run and the dry run both act on the same decision.


/** Tolerated clock difference between runners: a time further in the future is not believed. */
const CLOCK_SKEW_MS = 2 * 60 * 1000;
/**
 * What the ledger's key says. An unreadable time, or one further in the future than clock skew
 * explains, is not believed (it would block restores for longer than the platform does); a time
 * slightly ahead counts as "restored now", never more.
 */
function assess(key, prefix, now) {
    if (key === undefined)
        return { lastAt: undefined, nextAt: new Date(now), throttled: false };
    const entry = (0,_ledger_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .parseEntry */ .ER)(key, prefix);
    if (!entry || entry.at > now + CLOCK_SKEW_MS) {
        return {
            lastAt: undefined,
            nextAt: new Date(now),
            throttled: false,
            note: `ignored a ledger entry with ${entry ? 'a time in the future' : 'an unreadable time'}`
        };
    }
    const last = Math.min(entry.at, now);
    const next = last + _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .THROTTLE_WINDOW_MS */ .xj;
    const confirmable = entry.operation === 'overwrite' || entry.operation === 'publish';
    const sha256 = confirmable && entry.outcome === 'ok' ? entry.sha256 : undefined;
    return {
        lastAt: new Date(last),
        nextAt: new Date(Math.max(next, now)),
        throttled: now < next,
        ...(sha256 ? { confirmed: { sha256, by: entry.by } } : {})
    };
}
function makesNoCall(decision) {
    return decision.kind === 'fail' || decision.kind === 'skip' || decision.kind === 'unchanged';
}
/**
 * What the run does. With `sha256` (skip-unchanged asked, the backup's hash known): nothing, when
 * the bot already runs those bytes, whatever the hour. Else go now or, when the ledger shows a
 * restore within the hour, what `on-throttle` says.
 */
function decide(state, onThrottle, sha256) {
    if (!state?.lastAt)
        return { kind: 'go' };
    const window = { last: state.lastAt, next: state.nextAt };
    const confirmed = state.confirmed;
    if (sha256 !== undefined && confirmed?.sha256 === sha256)
        return { kind: 'unchanged', relied: confirmed, ...window };
    if (!state.throttled)
        return { kind: 'go' };
    return { kind: onThrottle, ...window };
}
/** When the next is allowed after one at `at`. */
function nextAfter(at) {
    return new Date(at + _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .THROTTLE_WINDOW_MS */ .xj);
}
/** When the next is allowed after a run that follows `decision` and makes its call at `callAt` (if it does). */
function nextAllowedAfter(decision, callAt) {
    if (makesNoCall(decision))
        return decision.next;
    return nextAfter(callAt);
}
/**
 * An overwrite that publishes: both limits are checked before the first call, so a run that could
 * overwrite but not publish sends nothing. Go when both say go; else the one that stops the run,
 * the later window when both do.
 */
function decideBoth(overwrite, publish) {
    const stops = [overwrite, publish].filter(r => r.decision.kind !== 'go');
    if (stops.length < 2)
        return stops[0] ?? overwrite;
    const next = (r) => (r.decision.kind === 'go' ? 0 : r.decision.next.getTime());
    return next(publish) > next(overwrite) ? publish : overwrite;
}
/** The bytes the live bot runs are `sha256`: the publish ledger's newest entry is a confirmed publish of them. */
function alreadyLive(publish, sha256) {
    return sha256 !== undefined && publish?.confirmed?.sha256 === sha256;
}


/***/ }),

/***/ 5434:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  O: () => (/* binding */ Ledger),
  Z: () => (/* binding */ stillApplies)
});

// EXTERNAL MODULE: ./src/domain/ledger-keys.ts
var ledger_keys = __webpack_require__(4740);
;// CONCATENATED MODULE: ./src/lib/limits.ts
// A time limit of the action's own: work that is abandoned (and told so) when it takes too long,
// with a shorter limit once another signal aborts, counted from the abort: all the work bounded by
// the same signal (the saves of one record) ends within `ms` of it, not `ms` each.
/** When each watched signal aborted. */
const abortedAt = new WeakMap();
function watch(signal) {
    if (signal.aborted || abortedAt.has(signal))
        return;
    abortedAt.set(signal, Infinity);
    signal.addEventListener('abort', () => abortedAt.set(signal, Date.now()), { once: true });
}
/** What is left of `onAbort.ms` once its signal has aborted (all of it when the abort was not watched). */
function leftAfterAbort(onAbort) {
    const at = abortedAt.get(onAbort.signal);
    return at === undefined || at === Infinity ? onAbort.ms : onAbort.ms - (Date.now() - at);
}
/** `work`, or a rejection once `ms` have passed (the work is then abandoned, and told so). */
async function bounded(ms, work, onAbort) {
    if (onAbort)
        watch(onAbort.signal);
    if (onAbort?.signal.aborted && leftAfterAbort(onAbort) <= 0) {
        throw new Error(`no time left: the run was cancelled more than ${onAbort.ms / 1000} s ago`);
    }
    const stop = new AbortController();
    const started = Date.now();
    let timer;
    let fail = (_limit) => { };
    const late = new Promise((_, reject) => {
        fail = limit => {
            stop.abort();
            reject(new Error(`no answer within ${limit / 1000} s`));
        };
    });
    const arm = (after, limit) => {
        clearTimeout(timer);
        timer = setTimeout(() => fail(limit), after);
    };
    arm(ms, ms);
    const shorten = () => onAbort && arm(Math.min(ms - (Date.now() - started), leftAfterAbort(onAbort)), onAbort.ms);
    if (onAbort?.signal.aborted)
        shorten();
    else
        onAbort?.signal.addEventListener('abort', shorten, { once: true });
    try {
        return await Promise.race([work(stop.signal), late]);
    }
    finally {
        clearTimeout(timer);
        onAbort?.signal.removeEventListener('abort', shorten);
    }
}

// EXTERNAL MODULE: ./src/lib/text.ts
var lib_text = __webpack_require__(9112);
;// CONCATENATED MODULE: ./src/ledger/ledger.ts
// The throttle ledger: when each bot was last restored (or backed up), remembered between runs in the Actions
// cache. The time lives in the cache key itself, so reading it is one lookup without a download.
// It is a best-effort memory, never a lock: any trouble with the cache is one warning, never a
// failed deploy (the platform's own throttle is the backstop).



/**
 * The cache as the ledger needs it. Implementations throw with a reason when the cache is in
 * trouble, and when `signal` aborts they give up what they can (the ledger has stopped waiting).
 */
/** What the ledger does not change: the platform's own hourly limits, said the same way everywhere. */
function stillApplies(nouns) {
    return `the platform's own limit of one ${[...new Set(nouns)].join(' and one ')} per bot per hour still applies`;
}
class Ledger {
    prefix;
    limit;
    #store;
    #warn;
    #limits;
    #sight;
    #warned = false;
    #refusesWrites;
    constructor(options) {
        this.#store = options.store;
        this.prefix = options.prefix;
        this.limit = options.limit;
        this.#warn = options.warn;
        this.#limits = options.limits;
        this.#sight = options.sight ?? {};
        this.#refusesWrites = this.#sight.mute !== undefined;
    }
    /** The cache refuses writes (the job's cache mode, a read-only token, as on pull requests from forks): retrying is pointless. */
    get refusesWrites() {
        return this.#refusesWrites;
    }
    #trouble(action, err) {
        const reason = (0,lib_text/* reasonOf */.A3)(err);
        if (action === 'write to')
            this.writeTrouble = reason;
        if (action === 'write to')
            this.#refusesWrites ||= /cache write denied/i.test(reason);
        if (this.#warned)
            return;
        this.#warned = true;
        const limit = stillApplies([this.limit.noun]);
        const then = action === 'read'
            ? `Going on without it; ${limit}.`
            : this.#refusesWrites
                ? `This run's call is not recorded, and nothing will retry it; ${limit}.`
                : 'The post step tries again at the end of the job.';
        this.#warn(`Throttle ledger: could not ${action} the Actions cache (${reason}). ${then}`);
    }
    /** The newest entry's key, or undefined on a miss or when the cache is in trouble (warned once). */
    async lookup() {
        if (this.#sight.blind) {
            this.readTrouble = this.#sight.blind;
            return undefined;
        }
        try {
            return await bounded(this.#limits.lookupMs, signal => this.#store.lookup(this.prefix, signal));
        }
        catch (err) {
            this.readTrouble = `could not read the Actions cache (${(0,lib_text/* reasonOf */.A3)(err)})`;
            this.#trouble('read', err);
            return undefined;
        }
    }
    /** Why the lookup found nothing it could trust, when the cache was in trouble. */
    readTrouble;
    /** Why the last save was not confirmed, when the cache was in trouble. */
    writeTrouble;
    /** Records a restore at `at`: true only when the cache confirmed the entry. Never throws. */
    async record(at, note) {
        if (this.#sight.mute) {
            this.writeTrouble = this.#sight.mute;
            return false;
        }
        try {
            const { saveMs, cancelled, cancelledSaveMs } = this.#limits;
            const onAbort = cancelled && cancelledSaveMs !== undefined ? { signal: cancelled, ms: cancelledSaveMs } : undefined;
            await bounded(saveMs, signal => this.#store.save((0,ledger_keys/* ledgerKey */.lj)(this.prefix, at, note), signal), onAbort);
            return true;
        }
        catch (err) {
            this.#trouble('write to', err);
            return false;
        }
    }
}


/***/ }),

/***/ 4348:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $t: () => (/* binding */ sightText),
/* harmony export */   p1: () => (/* binding */ sightOf),
/* harmony export */   yl: () => (/* binding */ offBecause)
/* harmony export */ });
/* unused harmony export isGhes */
// What this run's ledger can see, known from the runner's environment before any request: whether
// it can read the Actions cache (the last hour is known), whether it can record in it (the next run
// will know of this one), and whose entries it shares (a tag's or a pull request's run sees less
// than a branch's). The job's cache mode, GitHub Enterprise Server and its service, the ref and the
// event decide it, as @actions/cache and GitHub's service do (shared/spec/actions-cache-service.md).
// Pure: the words here are the ones the log, the failure of `throttle: required` and the summary use.
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
/** Why the job has no cache service, when it has none. */
function missingService(env) {
    if (isGhes(env.GITHUB_SERVER_URL)) {
        if (env.ACTIONS_CACHE_URL)
            return undefined;
        return 'the Actions cache service is not configured for this job (ACTIONS_CACHE_URL is not set: on GitHub Enterprise Server the cache needs version 3.5 or later, turned on for Actions by an administrator)';
    }
    if (env.ACTIONS_RESULTS_URL)
        return undefined;
    return 'the Actions cache service is not configured for this job (ACTIONS_RESULTS_URL is not set)';
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
/** The sight of a run in `env`. */
function sightOf(env) {
    const missing = missingService(env);
    if (missing)
        return { blind: missing, mute: missing };
    const [blindByMode, muteByMode] = modeLimits(env.ACTIONS_CACHE_MODE);
    const event = env.GITHUB_EVENT_NAME ?? '';
    const readOnly = READ_ONLY_EVENTS.includes(event)
        ? `runs started by '${event}' get a cache token that may read, not write`
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
/** `outcome` with what a step kept of itself, under its key. */
function withReport(outcome, key, report) {
    return { ...outcome, reports: new Map(outcome.reports).set(key, report) };
}


/***/ }),

/***/ 1624:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   aC: () => (/* binding */ keep),
/* harmony export */   g1: () => (/* binding */ record),
/* harmony export */   hi: () => (/* binding */ recordLeft),
/* harmony export */   xY: () => (/* binding */ recordedCall)
/* harmony export */ });
/* harmony import */ var _domain_operations_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3048);
/* harmony import */ var _domain_constants_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5541);
/* harmony import */ var _domain_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(241);
/* harmony import */ var _ledger_ledger_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5434);
/* harmony import */ var _lib_text_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9112);
/* harmony import */ var _domain_throttle_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6314);
/* harmony import */ var _outcome_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6497);
// The record: the ledger entries a run calls for (each step of its plan says its own), made,
// journaled, saved and left for the post step, in one place. Before a call that may create or
// change a bot is sent, the entry its ledger would need if the answer is lost is written where the
// runner keeps it for the job (the step's state: a synchronous file append, which outlives a cancel
// or a kill); after the answer, the entries of what happened; once saved, nothing. The post step
// saves what is left through the same ledger save (`recordLeft`), under each entry's time + 1 ms: a
// save the main step abandoned may still hold the entry's own key.







/** The entries `outcome` calls for: each step's, signed with the run's origin. */
function entriesOf(outcome, run) {
    const made = run.plan.flatMap(step => step.view(outcome, run.inputs).entries ?? []);
    return made.map(e => ({ ...e, note: { ...e.note, by: run.origin } }));
}
const pendingOf = (e) => ({
    prefix: e.ledger.prefix,
    noun: e.ledger.limit.noun,
    at: e.at,
    note: e.note
});
/** Writes what the ledger must hold if the step ended now: `outcome`'s entries, and one for a call under way. */
function keep(run, outcome, inFlight) {
    // What the cache refuses to hold (the job's cache mode, a read-only token) is not left for the post step.
    const entries = outcome
        ? entriesOf(outcome, run)
            .filter(e => !e.ledger.refusesWrites)
            .map(pendingOf)
        : [];
    if (inFlight && !inFlight.ledger.refusesWrites) {
        const note = { operation: inFlight.operation, outcome: 'unknown', by: run.origin };
        entries.push(pendingOf({ ledger: inFlight.ledger, at: inFlight.at, note }));
    }
    run.journal.pending(entries);
}
/**
 * Makes the call, recorded: before it is sent, the journal holds the entry its ledger would need if
 * the answer were lost; after it, the entries of its outcome. A call that may have been applied keeps
 * its time and the next allowed time, so its entry stops a blind re-run. Never throws.
 */
async function recordedCall(ctx, known, call) {
    const { limit, operation } = call;
    const ledger = (0,_outcome_js__WEBPACK_IMPORTED_MODULE_5__/* .viewOf */ .du)(known, limit)?.ledger;
    if (ledger && operation)
        keep(ctx, undefined, { ledger, at: ctx.clock.now(), operation });
    const nextFrom = (at) => (limit ? { ...known.next, [limit.noun]: (0,_domain_throttle_js__WEBPACK_IMPORTED_MODULE_4__/* .nextAfter */ .On)(at).toISOString() } : known.next);
    let outcome;
    try {
        const brought = await call.send();
        const at = ctx.clock.now();
        outcome = call.answered(brought, at, nextFrom(at));
    }
    catch (err) {
        const at = ctx.clock.now();
        const failure = (0,_outcome_js__WEBPACK_IMPORTED_MODULE_5__/* .ended */ .v6)(err, 'call', { ...known, sha256: call.sent?.() ?? known.sha256 }, at);
        outcome = call.failed(failure.kind === 'maybe-applied' && ledger ? { ...failure, next: nextFrom(at) } : failure);
    }
    keep(ctx, outcome);
    return outcome;
}
/** The log line once the cache confirmed an entry: it names the call as it was. */
function recordedLine(note, counted) {
    if (note.outcome === 'ok')
        return `Throttle ledger: recorded this ${note.operation}.`;
    const why = counted ? 'the platform may have counted it' : 'it may have been applied';
    return `Throttle ledger: recorded this ${note.operation}, as ${why}.`;
}
/**
 * Saves the outcome's entries, when it calls for any: whether the cache confirmed them all, and
 * whether what it did not confirm is left to the post step (the journal keeps it).
 */
async function record(outcome, run) {
    const entries = entriesOf(outcome, run);
    if (entries.length === 0)
        return {};
    const counted = 'error' in outcome && outcome.error instanceof _domain_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .CountedError */ .rt;
    let all = true;
    for (const { ledger, at, note } of entries) {
        const recorded = await ledger.record(at, note);
        if (recorded)
            run.log.info(recordedLine(note, counted));
        all &&= recorded;
    }
    // Saved, or refused outright (warned; the post step would only be refused again): nothing is left.
    const leftToPost = !all && !entries.every(e => e.ledger.refusesWrites);
    if (!leftToPost)
        run.journal.pending([]);
    return { recorded: all, leftToPost };
}
/** What an entry records, for the log: `the overwrite (it may have been applied)`. */
const what = (e) => `the ${e.note.operation}${e.note.outcome === 'unknown' ? ' (it may have been applied)' : ''}`;
/** Saves each entry through the ledger's own save and bound; why not, at the first it could not save. */
async function saveLeft(entries, store) {
    const limits = { lookupMs: _domain_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .LEDGER_LOOKUP_LIMIT_MS */ .Cc, saveMs: _domain_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .LEDGER_SAVE_LIMIT_MS */ .lK };
    for (const e of entries) {
        const limit = _domain_operations_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b1.find(l => l.noun === e.noun);
        if (!limit)
            return `the step's state names no limit '${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_6__/* .untrusted */ .bp)(String(e.noun), 20)}'`;
        const ledger = new _ledger_ledger_js__WEBPACK_IMPORTED_MODULE_3__/* .Ledger */ .O({ store, prefix: e.prefix, limit, warn: () => undefined, limits });
        if (!(await ledger.record(e.at + 1, e.note)))
            return ledger.writeTrouble ?? 'the save was not confirmed';
    }
    return undefined;
}
/**
 * The post step: saves what the main step left, with the main step's own save and bound; one line
 * either way. `mute`: why the job may not write the cache (ledger/sight.ts): then it does not try.
 */
async function recordLeft(entries, openStore, log, mute) {
    const all = entries.map(what).join(' and ');
    const store = mute ?? (await openStore().catch(_lib_text_js__WEBPACK_IMPORTED_MODULE_6__/* .reasonOf */ .A3));
    const trouble = typeof store === 'string' ? store : await saveLeft(entries, store);
    if (!trouble)
        return log.info(`Throttle ledger: the post step recorded ${all}, which the main step could not.`);
    const limit = (0,_ledger_ledger_js__WEBPACK_IMPORTED_MODULE_3__/* .stillApplies */ .Z)(entries.map(e => e.noun));
    log.warning(`Throttle ledger: the post step could not record ${all} (${trouble}). The next run within the hour will not know of it; ${limit}.`);
}


/***/ })

};
