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
/* harmony import */ var _ledger_sight_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4348);
/* harmony import */ var _cache_sight_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(416);
/* harmony import */ var _lib_text_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(9112);
/* harmony import */ var _run_record_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(1624);
/* harmony import */ var _words_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(9579);
// The post step (`runs.post`): saves what the main step could not confirm saving, read field by field
// from the step's state; it never fails the job (what it cannot save is one warning).










const { later } = _words_js__WEBPACK_IMPORTED_MODULE_8__/* .WORKFLOW_WORDS */ .g;
/** One entry as the main step writes it (run/record.ts), checked field by field: the state is a file anyone in the job can write. */
function isPending(v) {
    if (!(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_9__/* .isRecord */ .u4)(v) || !(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_9__/* .isRecord */ .u4)(v.note))
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
    if (!(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_9__/* .isRecord */ .u4)(by) || typeof by.runNumber !== 'string' || typeof by.ref !== 'string')
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
    await recordLeft(entries, { openStore, log, mute: (0,_cache_sight_js__WEBPACK_IMPORTED_MODULE_6__/* .sightOf */ .p1)(env).mute });
}
/** Saves each entry through the ledger's own save and bound; why not, at the first it could not save. */
async function saveLeft(entries, store) {
    const limits = { lookupMs: _domain_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .LEDGER_LOOKUP_LIMIT_MS */ .Cc, saveMs: _domain_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .LEDGER_SAVE_LIMIT_MS */ .lK };
    for (const e of entries) {
        const limit = _domain_operations_js__WEBPACK_IMPORTED_MODULE_3__/* .LIMITS */ .b1.find(l => l.noun === e.noun);
        if (!limit)
            return `the step's state names no limit '${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_9__/* .untrusted */ .bp)(String(e.noun), 20)}'`;
        const sealer = () => e.seal;
        const ledger = new _ledger_ledger_js__WEBPACK_IMPORTED_MODULE_4__/* .Ledger */ .Oc({ store, prefix: e.prefix, sealer, limit, warn: () => undefined, limits, later });
        if (!(await ledger.record((0,_ledger_ledger_js__WEBPACK_IMPORTED_MODULE_4__/* .postAt */ .aj)(e.at), e.note)))
            return ledger.writeTrouble ?? 'the save was not confirmed';
    }
    return undefined;
}
/** Saves what the main step left, with the ledger's save and bound: one line, a warning when it could not. */
async function recordLeft(entries, { openStore, log, mute }) {
    const all = entries.map(e => `the ${(0,_run_record_js__WEBPACK_IMPORTED_MODULE_7__/* .recorded */ .t2)(e.note)}`).join(' and ');
    const store = mute ?? (await openStore().catch(_lib_text_js__WEBPACK_IMPORTED_MODULE_9__/* .reasonOf */ .A3));
    const trouble = typeof store === 'string' ? store : await saveLeft(entries, store);
    if (!trouble)
        return log.info(`Throttle ledger: ${later.who} recorded ${all}, which ${later.self} could not.`);
    const limit = (0,_ledger_sight_js__WEBPACK_IMPORTED_MODULE_5__/* .stillApplies */ .ZN)(entries.map(e => e.noun));
    log.warning(`Throttle ledger: ${later.who} could not record ${all} (${trouble}). The next run within the hour will not know of it; ${limit}.`);
}


/***/ })

};
