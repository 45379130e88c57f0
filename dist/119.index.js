export const id = 119;
export const ids = [119];
export const modules = {

/***/ 8911:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ lastText),
/* harmony export */   W: () => (/* binding */ lastCallName)
/* harmony export */ });
// The last call a ledger shows, in words (`last overwrite`; `The bot was last overwritten at …`), apart from the
// throttle's policy: a run's report (a refused input's too) loads none of the ledger's keys and crypto.
/** What the bot was, by what an entry calls its call. */
const DONE = {
    restore: 'restored',
    overwrite: 'overwritten',
    backup: 'backed up',
    publish: 'published'
};
/** The last call of `limit`, in a sentence: `The bot was last overwritten at …`, or the platform's refusal of one. */
function lastText(limit, at, call, w) {
    const when = at.toISOString();
    const by = call?.by ? ` ${w.runBy(call.by)}` : '';
    if (call?.outcome === 'refused')
        return `The platform refused a ${limit.calls} at ${when}${by}, within the hour of the last one`;
    return `The bot was last ${call ? DONE[call.operation] : limit.done} at ${when}${by}`;
}
/** The last call as its entry names it: `last overwrite`, `publish refused`. */
function lastCallName(limit, call) {
    return call?.outcome === 'refused' ? `${limit.noun} refused` : `last ${call?.operation ?? limit.noun}`;
}


/***/ }),

/***/ 7119:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   endedText: () => (/* binding */ endedText),
/* harmony export */   headingText: () => (/* binding */ headingText),
/* harmony export */   paragraphsOf: () => (/* binding */ paragraphsOf),
/* harmony export */   reportOf: () => (/* binding */ reportOf),
/* harmony export */   rowsOf: () => (/* binding */ rowsOf)
/* harmony export */ });
/* harmony import */ var _domain_last_call_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8911);
/* harmony import */ var _ledger_sight_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4348);
/* harmony import */ var _outcome_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6497);
// A run's report in words, for whatever shows it (the job summary's HTML, a terminal): the heading, the
// paragraphs and the table's rows, derived from the outcome and what the steps said of it. No I/O.



const TOKEN_LEVEL = {
    account: () => 'account-wide',
    bot: () => 'bot-level',
    name: w => `bot-level, the bot chosen by ${w.input('bot-name')}`,
    token: w => `given as ${w.input('token')} (level unknown)`
};
/** The limit that decided the run: of those the ledger shows in their hour, the one free last; else the first. */
function decidingLimit(outcome, limits) {
    const held = (l) => {
        const state = (0,_outcome_js__WEBPACK_IMPORTED_MODULE_2__/* .viewOf */ .du)(outcome, l)?.state;
        return state?.throttled ? state.nextAt.getTime() : 0;
    };
    return [...limits].sort((a, b) => held(b) - held(a))[0];
}
/** What the ledger said of the limit that decided the run, and what it cannot do in this run (ledger/sight.ts). */
function throttleText(v) {
    if (!v.inputs)
        return 'not read (the inputs were refused)';
    const limit = decidingLimit(v.outcome, v.limits ?? []);
    if (!limit)
        return `not throttled (${v.inputs.operation.unlimited ?? 'no hourly limit applies'})`;
    if (v.inputs.throttle === 'off')
        return `ledger off (${v.words.setting('throttle', 'off')})`;
    const off = v.sight.off;
    if (off)
        return `ledger off for this run: ${off}`;
    const cannot = (0,_ledger_sight_js__WEBPACK_IMPORTED_MODULE_1__/* .sightText */ .$t)(v.sight);
    const found = foundText(v, limit);
    return cannot ? (v.sight.blind ? cannot : `${found}; ${cannot}`) : found;
}
/** What the ledger showed of `limit`'s last hour, or why it could not say. */
function foundText(v, limit) {
    const trouble = v.outcome.ledgerTrouble;
    if (trouble)
        return `${v.outcome.ledgerDoubted ? 'ledger not believed' : 'ledger unavailable'}: ${trouble}`;
    const state = (0,_outcome_js__WEBPACK_IMPORTED_MODULE_2__/* .viewOf */ .du)(v.outcome, limit)?.state;
    if (!state)
        return 'not read (the run ended before it)';
    if (!state.lastAt)
        return `no ${limit.calls} in the last hour; allowed now`;
    const last = `${(0,_domain_last_call_js__WEBPACK_IMPORTED_MODULE_0__/* .lastCallName */ .W)(limit, state.lastCall)} ${state.lastAt.toISOString()}`;
    return state.throttled ? `${last}; next allowed ${state.nextAt.toISOString()} (throttled)` : `${last}; allowed now`;
}
/** Whether the run's ledger entries were saved, or left to the post step. */
function ledgerText(recorded, leftToPost, v) {
    if (recorded)
        return 'saved';
    if (v.sight.mute)
        return `not saved: ${v.sight.mute}`;
    const later = v.words.later;
    return leftToPost && later
        ? `not saved by ${later.self}: left to ${later.who}, which tries again ${later.when}`
        : 'not saved (see the warning in the log)';
}
/** How the run ended, for the heading and the `Result` row: its result and how each later step ended, else its
 * failure's kind (`refused`, `throttled`: the word the command line's JSON and exit code say). */
function endedText(v) {
    if ('result' in v.outcome)
        return `${v.outcome.result}${(v.views ?? []).map(s => s.ending ?? '').join('')}`;
    return v.cancelled ? 'cancelled' : (v.failure?.kind ?? 'failed');
}
function headingText(v) {
    const dry = v.inputs?.dryRun ? '(dry run) ' : '';
    return `Xenioo deploy: ${v.inputs?.operation.name ?? v.operation ?? 'no operation'} ${dry}— ${endedText(v)}`;
}
/** The rows of the table, in the order a user reads them. */
function rowsOf(v) {
    const { inputs, outcome, views = [] } = v;
    const endpoint = inputs && new URL(inputs.serviceEndpoint);
    const next = (v.limits ?? []).map(l => [`Next ${l.noun} allowed`, outcome.next?.[l.noun] || '—']);
    const recorded = outcome.recorded === undefined
        ? []
        : [['Ledger entry', ledgerText(outcome.recorded, outcome.leftToPost, v)]];
    return [
        ['Operation', inputs?.operation.name ?? v.operation ?? '—'],
        ['Service endpoint host', endpoint?.host ?? '—'],
        // The route given (not a secret): a restore's new bot, or a bot chosen by name, is not on it.
        ['Service endpoint (route)', endpoint ? endpoint.pathname.replace(/^\/+/, '') || '/' : '—'],
        ...(outcome.botName === undefined ? [] : [['Bot (name)', outcome.botName]]),
        ['Token level', inputs ? TOKEN_LEVEL[inputs.auth.level](v.words) : '—'],
        ...views.flatMap(s => s.given ?? []),
        ['Result', endedText(v)],
        ...views.flatMap(s => s.rows ?? []),
        ['Throttle', throttleText(v)],
        ...next,
        ...recorded,
        ['Duration', `${((v.now - v.startedAt) / 1000).toFixed(1)} s`]
    ];
}
/** The paragraphs above the table: what a run without a call did, and what a cancel after the call cut short. */
function paragraphsOf(v) {
    const plan = v.outcome.kind === 'no-call' ? [v.outcome.plan] : [];
    if (!v.cancelled || v.failure || !v.inputs || !('result' in v.outcome))
        return plan;
    const { recorded, leftToPost } = v.outcome;
    const ledger = recorded === false ? `the throttle ledger entry was ${ledgerText(false, leftToPost, v)}` : 'nothing was left undone';
    return [...plan, `The run was cancelled (${v.cancelled}) after the ${v.inputs.operation.name} succeeded: ${ledger}.`];
}
/** The result's words, made once for every shell: its heading, the paragraphs above the table, the table's rows. */
const reportOf = (v) => ({
    heading: headingText(v),
    paragraphs: paragraphsOf(v),
    rows: rowsOf(v)
});


/***/ })

};
