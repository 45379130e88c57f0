export const id = 718;
export const ids = [718];
export const modules = {

/***/ 7718:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   post: () => (/* binding */ post)
/* harmony export */ });
/* harmony import */ var _domain_constants_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5541);
/* harmony import */ var _domain_ledger_keys_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4740);
/* harmony import */ var _lib_limits_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8119);
/* harmony import */ var _lib_text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9112);
/* harmony import */ var _lib_workflow_commands_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6561);
// The post step (action.yml `runs.post`): the runner runs it at the end of the job, after the main
// step succeeded, failed, was cancelled or was killed. It saves to the ledger what the main step
// could not confirm saving itself (the journal in the step's state, run/journal.ts): the result
// when it was known, else "may have been applied". With nothing left it loads nothing and says
// nothing. It never fails the job: what it cannot save is one warning.
//
// Each entry is saved under its own time plus one millisecond: a save the main step started and
// abandoned may still land, and may hold the entry's own key (reserved or taken); the next run
// reads the newest key of the subject either way.





/** The entries the main step left, from the runner's `STATE_ledger`; none when it left none. */
function pendingEntries(env) {
    const raw = env[`STATE_${_domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .State */ .Uw.Ledger}`];
    if (!raw)
        return [];
    try {
        const parsed = JSON.parse(raw);
        return Array.isArray(parsed) ? parsed : [];
    }
    catch {
        return [];
    }
}
/** What an entry records, for the log: `the overwrite (may have been applied)`. */
function what(entry) {
    return `the ${entry.note.operation}${entry.note.outcome === 'unknown' ? ' (it may have been applied)' : ''}`;
}
async function saveAll(entries, write) {
    const { openCacheStore } = await __webpack_require__.e(/* import() */ 108).then(__webpack_require__.bind(__webpack_require__, 6727));
    const store = await openCacheStore();
    if (typeof store === 'string')
        throw new Error(store);
    for (const entry of entries) {
        const key = (0,_domain_ledger_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .ledgerKey */ .lj)(entry.prefix, entry.at + 1, entry.note);
        await (0,_lib_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .bounded */ .M)(_domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .LEDGER_SAVE_LIMIT_MS */ .lK, signal => store.save(key, signal));
    }
    write(`Throttle ledger: the post step recorded ${entries.map(what).join(' and ')}, which the main step could not.\n`);
}
/** The post step: saves what the main step left, within the same time bound as its own save. */
async function post(env = process.env, write = (l) => void process.stdout.write(l)) {
    const entries = pendingEntries(env);
    if (entries.length === 0)
        return;
    try {
        await saveAll(entries, write);
    }
    catch (err) {
        const hours = [...new Set(entries.map(e => e.noun))].join(' and ');
        write(`::warning::${(0,_lib_workflow_commands_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeData */ .uf)(`Throttle ledger: the post step could not record ${entries.map(what).join(' and ')} (${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_4__/* .reasonOf */ .A3)(err)}). The next run within the hour will not know of it; the platform's own limit of one ${hours} per bot per hour still applies.`)}\n`);
    }
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

/***/ 8119:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ bounded)
/* harmony export */ });
// A time limit of the action's own: work that is abandoned (and told so) when it takes too long,
// with a shorter limit once another signal aborts.
/** `work`, or a rejection once `ms` have passed (the work is then abandoned, and told so). */
async function bounded(ms, work, onAbort) {
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
    const shorten = () => onAbort && arm(Math.min(ms - (Date.now() - started), onAbort.ms), onAbort.ms);
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

/***/ 6561:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RM: () => (/* binding */ parseCommand),
/* harmony export */   uf: () => (/* binding */ escapeData)
/* harmony export */ });
/* unused harmony export commandsIn */
// The runner's workflow commands (`::name props::data`) as text: escaping and parsing. One module
// for the action (which re-routes what @actions/cache prints) and for the tests and the demo (which
// read the step's log back), so all of them decode the same way @actions/core encodes.
/** Escapes a command's data as @actions/core does (`%`, CR and LF). */
function escapeData(text) {
    return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
function unescapeData(data) {
    return data.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%');
}
/** The command on one line of the log (without its line break), or undefined for a plain line. */
function parseCommand(line) {
    const m = /^::([a-z-]+)(?: [^:]*)?::(.*)$/s.exec(line);
    return m ? { name: m[1], message: unescapeData(m[2] ?? '') } : undefined;
}
/** The messages of every `name` command in a log. */
function commandsIn(log, name) {
    return log.split(/\r?\n/).flatMap(line => {
        const command = parseCommand(line);
        return command?.name === name ? [command.message] : [];
    });
}


/***/ })

};
