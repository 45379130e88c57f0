export const id = 718;
export const ids = [718];
export const modules = {

/***/ 7718:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   pendingEntries: () => (/* binding */ pendingEntries),
/* harmony export */   post: () => (/* binding */ post),
/* harmony export */   recordLeft: () => (/* binding */ recordLeft)
/* harmony export */ });
/* harmony import */ var _phase_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6817);
/* harmony import */ var _domain_constants_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5541);
/* harmony import */ var _domain_ledger_keys_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4740);
/* harmony import */ var _domain_operations_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3048);
/* harmony import */ var _ledger_ledger_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2420);
/* harmony import */ var _cache_sight_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(416);
/* harmony import */ var _lib_text_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(9112);
/* harmony import */ var _run_record_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1624);
/* harmony import */ var _words_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(9579);
// The post step (`runs.post`): saves what the main step could not confirm saving, read field by field
// from the step's state; it never fails the job (what it cannot save is one warning).









const { later } = _words_js__WEBPACK_IMPORTED_MODULE_7__/* .WORKFLOW_WORDS */ .g;
/** One entry as the main step writes it (run/record.ts), checked field by field: the state is a file anyone in the job can write. */
function isPending(v) {
    if (!(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_8__/* .isRecord */ .u4)(v) || !(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_8__/* .isRecord */ .u4)(v.note))
        return false;
    const { prefix, noun, at, note } = v;
    return (typeof prefix === 'string' &&
        /^[\w-]{1,200}$/.test(prefix) &&
        _domain_operations_js__WEBPACK_IMPORTED_MODULE_3__/* .LIMITS */ .b1.some(l => l.noun === noun) &&
        Number.isSafeInteger(at) &&
        _domain_operations_js__WEBPACK_IMPORTED_MODULE_3__/* .ENTRY_NAMES */ .Oo.includes(note.operation) &&
        _domain_ledger_keys_js__WEBPACK_IMPORTED_MODULE_2__/* .ENTRY_OUTCOMES */ .Lj.includes(note.outcome) &&
        (note.sha256 === undefined || (typeof note.sha256 === 'string' && /^[0-9a-f]{64}$/.test(note.sha256))) &&
        typeof v.seal === 'string' &&
        /^[0-9a-f]{32}$/.test(v.seal));
}
/** The entries the main step left in the runner's `STATE_ledger`, and how many of what it holds cannot be read. */
function pendingEntries(env) {
    const raw = env[`STATE_${_phase_js__WEBPACK_IMPORTED_MODULE_0__/* .State */ .Uw.Ledger}`];
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
    if (!(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_8__/* .isRecord */ .u4)(by) || typeof by.runNumber !== 'string' || typeof by.ref !== 'string')
        return undefined;
    return { runNumber: by.runNumber, ref: by.ref };
}
async function post(env = process.env, given) {
    const { entries, unreadable } = pendingEntries(env);
    if (entries.length === 0 && unreadable === 0)
        return;
    const log = given ?? (await Promise.all(/* import() */[__webpack_require__.e(838), __webpack_require__.e(233)]).then(__webpack_require__.bind(__webpack_require__, 2233))).runnerIO().log;
    if (unreadable > 0) {
        const none = entries.length === 0 ? 'no ledger entry it can read' : `${unreadable} ledger entries it cannot read`;
        log.warning(`Throttle ledger: the step's state holds ${none}; nothing of it was saved.`);
    }
    if (entries.length === 0)
        return;
    // The post step saves what a journal held, and keeps none of its own.
    const openStore = async () => (await __webpack_require__.e(/* import() */ 811).then(__webpack_require__.bind(__webpack_require__, 5192))).openCacheStore(() => undefined);
    await recordLeft(entries, { openStore, log, mute: (0,_cache_sight_js__WEBPACK_IMPORTED_MODULE_5__/* .sightOf */ .p1)(env).mute });
}
/** Saves each entry through the ledger's own save and bound; why not, at the first it could not save. */
async function saveLeft(entries, store) {
    const limits = { lookupMs: _domain_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .LEDGER_LOOKUP_LIMIT_MS */ .Cc, saveMs: _domain_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .LEDGER_SAVE_LIMIT_MS */ .lK };
    for (const e of entries) {
        const limit = _domain_operations_js__WEBPACK_IMPORTED_MODULE_3__/* .LIMITS */ .b1.find(l => l.noun === e.noun);
        if (!limit)
            return `the step's state names no limit '${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_8__/* .untrusted */ .bp)(String(e.noun), 20)}'`;
        const sealer = () => e.seal;
        const ledger = new _ledger_ledger_js__WEBPACK_IMPORTED_MODULE_4__/* .Ledger */ .Oc({ store, prefix: e.prefix, sealer, limit, warn: () => undefined, limits, later });
        if (!(await ledger.record((0,_ledger_ledger_js__WEBPACK_IMPORTED_MODULE_4__/* .postAt */ .aj)(e.at), e.note)))
            return ledger.writeTrouble ?? 'the save was not confirmed';
    }
    return undefined;
}
/** Saves what the main step left, with the ledger's save and bound: one line, a warning when it could not. */
async function recordLeft(entries, { openStore, log, mute }) {
    const all = entries.map(e => `the ${(0,_run_record_js__WEBPACK_IMPORTED_MODULE_6__/* .recorded */ .t2)(e.note)}`).join(' and ');
    const store = mute ?? (await openStore().catch(_lib_text_js__WEBPACK_IMPORTED_MODULE_8__/* .reasonOf */ .A3));
    const trouble = typeof store === 'string' ? store : await saveLeft(entries, store);
    if (!trouble)
        return log.info(`Throttle ledger: ${later.who} recorded ${all}, which ${later.self} could not.`);
    const limit = (0,_ledger_ledger_js__WEBPACK_IMPORTED_MODULE_4__/* .stillApplies */ .ZN)(entries.map(e => e.noun));
    log.warning(`Throttle ledger: ${later.who} could not record ${all} (${trouble}). The next run within the hour will not know of it; ${limit}.`);
}


/***/ }),

/***/ 1624:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GX: () => (/* binding */ beforeCall),
/* harmony export */   aC: () => (/* binding */ keep),
/* harmony export */   g1: () => (/* binding */ record),
/* harmony export */   t2: () => (/* binding */ recorded),
/* harmony export */   xY: () => (/* binding */ recordedCall)
/* harmony export */ });
/* harmony import */ var _domain_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(241);
/* harmony import */ var _ledger_ledger_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2420);
/* harmony import */ var _lib_text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9112);
/* harmony import */ var _domain_throttle_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6314);
/* harmony import */ var _outcome_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6497);
// The record: each step's ledger entries, journaled before a call that may change a bot (an append that
// outlives a kill), saved after its answer; what is left, the journal holds (the action's post step saves it).





/** The entries the steps put on `outcome`, signed with the run's origin. */
function entriesOf(outcome, run) {
    return (outcome.entries ?? []).map(e => ({ ...e, note: { ...e.note, by: run.origin } }));
}
/** What the ledger must hold if the step ended now: `outcome`'s entries, and one for a call under way. */
function pendingOf(run, outcome, inFlight) {
    // What the cache refuses to hold (the job's cache mode, a read-only token) is not left for the post step.
    const made = outcome ? entriesOf(outcome, run) : [];
    if (inFlight) {
        const { noun, at, operation } = inFlight;
        made.push({ noun, at, note: { operation, outcome: 'unknown', by: run.origin } });
    }
    return made.flatMap(e => run.ledgers.pending(e) ?? []);
}
/** Writes `entries` to the journal (replacing what it held); the error, when it could not take them. */
async function journal(run, entries) {
    try {
        await run.ledgers.journal(entries);
        return undefined;
    }
    catch (err) {
        return err;
    }
}
/** After a call's answer: the outcome's entries journaled (the save after it tries again, and warns when it cannot). */
async function keep(run, outcome) {
    await journal(run, pendingOf(run, outcome));
}
/**
 * Before a call that counts against a limit: its entry journaled as one that may be applied, so a run stopped
 * during the call is known to the next; the ledger's lock let go once the run's last limited call has its
 * entry. With `throttle: required`, a journal that cannot take the entry stops the call: the error, unsent.
 */
async function beforeCall(ctx, outcome, inFlight) {
    const error = await journal(ctx, pendingOf(ctx, outcome, inFlight));
    // The store's own stop (another run took its lock over): no call, whatever the throttle.
    if (error instanceof _domain_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionError */ .lZ)
        return error;
    const trouble = error === undefined ? undefined : (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_4__/* .reasonOf */ .A3)(error);
    if (trouble && ctx.inputs.throttle === 'required') {
        return new _domain_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionError */ .lZ(`The throttle ledger could not take the ${inFlight.operation}'s entry before the call (${trouble}), and ${ctx.words.setting('throttle', 'required')} makes no call it cannot record: nothing was sent to the bot.`, `Mend what kept the entry from being written (the message says), then run again; or set ${ctx.words.setting('throttle', 'cache')} to go on without the ledger. The platform's own limit still applies.`);
    }
    // A ledger in trouble said so already, once.
    if (trouble && !ctx.ledgers.troubled) {
        ctx.log.warning(`Throttle ledger: could not write the ${inFlight.operation}'s entry before the call (${trouble}): if this run is stopped during the call, the next will not know of it; ${(0,_ledger_ledger_js__WEBPACK_IMPORTED_MODULE_1__/* .stillApplies */ .ZN)([inFlight.noun])}.`);
    }
    await ctx.ledgers.entered(inFlight.noun);
    return undefined;
}
/**
 * Makes the call, recorded: the journal holds its entry before it is sent, its outcome's after; a call that
 * may have been applied keeps its time and next allowed time, so a blind re-run is stopped. Never throws.
 */
async function recordedCall(ctx, known, call) {
    const { limit, operation } = call;
    const noun = (0,_outcome_js__WEBPACK_IMPORTED_MODULE_3__/* .viewOf */ .du)(known, limit)?.noun;
    if (noun && operation) {
        const refused = await beforeCall(ctx, known, { noun, at: ctx.clock.now(), operation });
        if (refused)
            return call.failed((0,_outcome_js__WEBPACK_IMPORTED_MODULE_3__/* .ended */ .v6)(refused, 'before-call', known));
    }
    const nextFrom = (at) => (limit ? { ...known.next, [limit.noun]: (0,_domain_throttle_js__WEBPACK_IMPORTED_MODULE_2__/* .nextAfter */ .On)(at).toISOString() } : known.next);
    let outcome;
    let at;
    try {
        const brought = await call.send();
        at = ctx.clock.now();
        outcome = call.answered(brought, at, nextFrom(at));
    }
    catch (err) {
        at = ctx.clock.now();
        const failure = (0,_outcome_js__WEBPACK_IMPORTED_MODULE_3__/* .ended */ .v6)(err, 'call', { ...known, sha256: call.sent?.() ?? known.sha256 }, at);
        // A call that may have been applied, or that the platform refused for its hour, used the hour.
        const used = failure.kind === 'maybe-applied' || failure.error instanceof _domain_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .HourRefusedError */ .hI;
        outcome = call.failed(used && limit ? { ...failure, next: nextFrom(at) } : failure);
    }
    const note = noun && operation ? noteOf(outcome, operation) : undefined;
    if (noun && note)
        outcome = { ...outcome, entries: [...(outcome.entries ?? []), { noun, at, note }] };
    await keep(ctx, outcome);
    return outcome;
}
/** What the call's entry says: confirmed (with the bytes sent), may have been applied, or refused for its hour; none when nothing was used. */
function noteOf(outcome, operation) {
    if (outcome.kind === 'done')
        return { operation, outcome: 'ok', sha256: outcome.sha256, replaced: outcome.replaced?.sha256 };
    if (outcome.kind === 'maybe-applied')
        return { operation, outcome: 'unknown' };
    return 'error' in outcome && outcome.error instanceof _domain_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .HourRefusedError */ .hI ? { operation, outcome: 'refused' } : undefined;
}
/** What an entry records of its call, for the log: `overwrite (it may have been applied)`. */
const recorded = ({ operation, outcome }) => `${operation}${operation === 'backup' && outcome === 'unknown' ? ' (the platform may have counted it)' : AS_RECORDED[outcome]}`;
const AS_RECORDED = {
    ok: '',
    unknown: ' (it may have been applied)',
    refused: ' (refused within its hour)'
};
/** Saves the outcome's entries: whether the cache confirmed them all, and whether the rest is left to the post step. */
async function record(outcome, run) {
    const entries = entriesOf(outcome, run);
    if (entries.length === 0)
        return {};
    const notSaved = [];
    for (const entry of entries) {
        if (await run.ledgers.record(entry))
            run.log.info(`Throttle ledger: recorded this ${recorded(entry.note)}.`);
        else
            notSaved.push(entry);
    }
    // The post step saves what was not saved, and only that; nothing a cache that refuses writes
    // outright refused (warned: the post step would only be refused again).
    const left = notSaved.flatMap(e => run.ledgers.pending(e) ?? []);
    // What the journal cannot take, the save's own warning said is not recorded.
    await journal(run, left);
    return { recorded: notSaved.length === 0, leftToPost: left.length > 0 };
}


/***/ })

};
