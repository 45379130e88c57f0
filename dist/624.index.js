export const id = 624;
export const ids = [624];
export const modules = {

/***/ 4740:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ER: () => (/* binding */ parseEntry),
/* harmony export */   K$: () => (/* binding */ sealerOf),
/* harmony export */   eh: () => (/* binding */ sealHolds),
/* harmony export */   gd: () => (/* binding */ ledgerPrefix),
/* harmony export */   lj: () => (/* binding */ ledgerKey)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _operations_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3048);
// The throttle ledger's keys: the subject's prefix (a hash, never a key or a secret), the entry a
// key holds (its time, and what it says of the call), and the seal that proves a deploy of this
// bot wrote it (anyone whose code runs on the default branch can write the cache). Pure.


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
/** A seal's length in hex characters (128 bits). */
const SEAL_HEX = 32;
/**
 * The sealer of the keys a run may write, from the secret that makes its token: the bot's API
 * secret for a bot-level token, the account's API key for an account-level one. A run given a
 * `token` holds neither: it has no sealer, and can believe no seal.
 */
function sealerOf(auth) {
    const secret = auth.level === 'bot' ? auth.botApiSecret : auth.level === 'account' ? auth.accountApiKey : '';
    if (secret === '')
        return undefined;
    // The MAC's key is derived from the secret, never the secret itself.
    const key = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHmac)('sha256', secret).update('xenioo-deploy-ledger-seal-v1').digest();
    return unsealed => (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHmac)('sha256', key).update(unsealed).digest('hex').slice(0, SEAL_HEX);
}
/** Whether `entry` carries the seal `sealer` makes for it. */
function sealHolds(entry, sealer) {
    if (!entry.seal)
        return false;
    const expected = Buffer.from(sealer(entry.seal.over));
    const given = Buffer.from(entry.seal.mac);
    return expected.length === given.length && (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.timingSafeEqual)(expected, given);
}
/**
 * `{prefix}{time}` and, for entries that say more, `-{operation}-{outcome}[-{sha256}][-by-{run
 * number}-{ref}]`; with a sealer, `-s{seal}` last.
 */
function ledgerKey(prefix, at, note, sealer) {
    const more = note
        ? `-${note.operation}-${note.outcome}${note.sha256 ? `-${note.sha256}` : ''}${originPart(note.by)}`
        : '';
    const unsealed = `${prefix}${Math.trunc(at)}${more}`;
    return sealer ? `${unsealed}-s${sealer(unsealed)}` : unsealed;
}
/** After the prefix: the time, then what the entry says (the call's name, its outcome, the sha256, the run). */
const ENTRY = new RegExp(`^(\\d{1,15})(?:-(${_operations_js__WEBPACK_IMPORTED_MODULE_1__/* .ENTRY_NAMES */ .Oo.join('|')})-(ok|unknown)(?:-([0-9a-f]{64}))?(?:-by-(\\d{1,12})-([A-Za-z0-9._/-]{1,100}))?)?$`);
/** The entry a key holds, or undefined when it is not one this ledger wrote. */
function parseEntry(key, prefix) {
    if (!key.startsWith(prefix))
        return undefined;
    const sealed = new RegExp(`^(.*)-s([0-9a-f]{${SEAL_HEX}})$`).exec(key);
    const over = sealed ? sealed[1] : key;
    const m = ENTRY.exec(over.slice(prefix.length));
    if (!m)
        return undefined;
    const by = m[5] && m[6] ? { runNumber: m[5], ref: m[6] } : undefined;
    const note = m[2]
        ? { operation: m[2], outcome: m[3], sha256: m[4], by }
        : {};
    return { at: Number(m[1]), ...note, seal: sealed ? { mac: sealed[2], over } : undefined };
}


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
 * What the ledger's newest key says, and whether it is believed. A sealed entry whose seal holds is
 * believed whole; an entry from before seals (or any entry, in a run that holds no key) counts
 * toward the hour, the safe direction, and never proves what the bot runs. An unreadable entry, one
 * further in the future than clock skew explains, or one without this bot's seal is not believed
 * at all: anyone who can write the cache can put it there, in front of the real ones.
 */
function assess(key, place, now) {
    const unknown = { lastAt: undefined, nextAt: new Date(now), throttled: false };
    if (key === undefined)
        return unknown;
    const legacy = place.legacyPrefix !== undefined && key.startsWith(place.legacyPrefix);
    const entry = (0,_ledger_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .parseEntry */ .ER)(key, legacy && place.legacyPrefix ? place.legacyPrefix : place.prefix);
    if (!entry)
        return { ...unknown, doubt: 'is unreadable' };
    if (entry.at > now + CLOCK_SKEW_MS)
        return { ...unknown, doubt: 'has a time in the future' };
    const sealer = legacy ? undefined : place.sealer;
    if (sealer && !(0,_ledger_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .sealHolds */ .eh)(entry, sealer)) {
        return { ...unknown, doubt: "does not carry this bot's seal: no deploy with this bot's keys wrote it" };
    }
    const last = Math.min(entry.at, now);
    const next = last + _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .THROTTLE_WINDOW_MS */ .xj;
    const confirmable = sealer !== undefined && (entry.operation === 'overwrite' || entry.operation === 'publish');
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
/** Notes when `signal` aborts; one that has already aborted when first seen counts from now. */
function watch(signal) {
    if (abortedAt.has(signal))
        return;
    if (signal.aborted)
        return void abortedAt.set(signal, Date.now());
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
    const late = Promise.withResolvers();
    const fail = (limit) => {
        stop.abort();
        late.reject(new Error(`no answer within ${limit / 1000} s`));
    };
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
        return await Promise.race([work(stop.signal), late.promise]);
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
    /** Where its entries are and how they are proven, for the reading of what the lookup found. */
    place;
    #store;
    #warn;
    #limits;
    #sight;
    #warned = false;
    #refusesWrites;
    constructor(options) {
        this.#store = options.store;
        this.prefix = options.prefix;
        this.place = { prefix: options.prefix, legacyPrefix: options.legacyPrefix, sealer: options.sealer };
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
            const { prefix, legacyPrefix } = this.place;
            const prefixes = legacyPrefix ? [prefix, legacyPrefix] : [prefix];
            return await bounded(this.#limits.lookupMs, signal => this.#store.lookup(prefixes, signal));
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
    /** The seal of the entry at `at` (for the post step, which holds no secret), when entries are sealed. */
    sealOf(at, note) {
        return this.place.sealer?.((0,ledger_keys/* ledgerKey */.lj)(this.prefix, at, note));
    }
    /** Records a restore at `at`: true only when the cache confirmed the entry. Never throws. */
    async record(at, note) {
        if (this.#sight.mute) {
            this.writeTrouble = this.#sight.mute;
            return false;
        }
        try {
            const { saveMs, cancelled, cancelledSaveMs } = this.#limits;
            const onAbort = cancelled && cancelledSaveMs !== undefined ? { signal: cancelled, ms: cancelledSaveMs } : undefined;
            const key = (0,ledger_keys/* ledgerKey */.lj)(this.prefix, at, note, this.place.sealer);
            await bounded(saveMs, signal => this.#store.save(key, signal), onAbort);
            return true;
        }
        catch (err) {
            this.#trouble('write to', err);
            return false;
        }
    }
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
// The record: the ledger entries each step of a plan calls for, made, journaled in the step's state
// before a call that may change a bot is sent (a synchronous append that outlives a cancel or a
// kill), saved after its answer, and what is left saved by the post step through the same save.







/** The entries `outcome` calls for: each step's, signed with the run's origin. */
function entriesOf(outcome, run) {
    const made = run.plan.flatMap(step => step.view(outcome, run.inputs).entries ?? []);
    return made.map(e => ({ ...e, note: { ...e.note, by: run.origin } }));
}
/** The post step saves an entry under its time + 1 ms: a save the main step abandoned may still hold the entry's own key. */
const postAt = (at) => at + 1;
const pendingOf = (e) => ({
    prefix: e.ledger.prefix,
    noun: e.ledger.limit.noun,
    at: e.at,
    note: e.note,
    seal: e.ledger.sealOf(postAt(e.at), e.note)
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
 * its time and the next allowed time (the ledger off too: the output says from when), so its entry
 * stops a blind re-run. Never throws.
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
        outcome = call.failed(failure.kind === 'maybe-applied' && limit ? { ...failure, next: nextFrom(at) } : failure);
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
        const sealer = e.seal === undefined ? undefined : () => e.seal;
        const ledger = new _ledger_ledger_js__WEBPACK_IMPORTED_MODULE_3__/* .Ledger */ .O({ store, prefix: e.prefix, sealer, limit, warn: () => undefined, limits });
        if (!(await ledger.record(postAt(e.at), e.note)))
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
