export const id = 2;
export const ids = [2];
export const modules = {

/***/ 4740:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ER: () => (/* binding */ parseEntry),
/* harmony export */   K$: () => (/* binding */ sealerOf),
/* harmony export */   MT: () => (/* binding */ timeOfKey),
/* harmony export */   eh: () => (/* binding */ sealHolds),
/* harmony export */   gd: () => (/* binding */ ledgerPrefix),
/* harmony export */   gg: () => (/* binding */ latestByTime),
/* harmony export */   lj: () => (/* binding */ ledgerKey),
/* harmony export */   m$: () => (/* binding */ SEAL_HEX)
/* harmony export */ });
/* unused harmony export ENTRY_OUTCOMES */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3543);
/* harmony import */ var _operations_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3048);
// The throttle ledger's keys: the subject's prefix (a hash), what an entry says, the seal that proves a
// deploy of this bot wrote it, and the entry with the latest time found by lookups that answer the last saved. Pure.



/** A URL's scheme and a loopback host name, up to its port or path. */
const LOOPBACK_AUTHORITY = new RegExp(`^([a-z]+://)(?:${_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .LOOPBACK_HOSTS */ .WS})(?=[:/]|$)`);
/**
 * The key prefix of the subject a call counts against (the token's bot, or the account for an account-level
 * restore, with the service endpoint): only a hash, since anyone who reads the repository sees cache keys.
 */
function ledgerPrefix(serviceEndpoint, auth, keyPrefix) {
    let subject;
    if (auth.level === 'bot')
        subject = `bot\0${auth.botApiKey}`;
    else if (auth.level === 'account')
        subject = `account\0${auth.accountApiKey}`;
    else
        subject = 'endpoint';
    // The endpoint as the input parsed it (case, dot segments, a trailing slash, 127.1 folded), its empty segments
    // too, and any name of the loopback (localhost, [::1]) as 127.0.0.1: it cannot tell them apart, so they share.
    const endpoint = serviceEndpoint
        .toLowerCase()
        .replace(/(?<!:)\/{2,}/g, '/')
        .replace(LOOPBACK_AUTHORITY, '$1127.0.0.1');
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(`xenioo-deploy-ledger\0${endpoint}\0${subject}`).digest('hex').slice(0, 32);
    return `${keyPrefix}${hash}-`;
}
/** What an entry says of its call: the one list (the key's parser and the post step read it). */
const ENTRY_OUTCOMES = ['ok', 'unknown', 'refused'];
/** A run's number and ref as a key may hold them: digits, and a ref of at most 100 plain characters. */
function originPart(by) {
    if (!by || !/^\d{1,12}$/.test(by.runNumber) || by.ref === '')
        return '';
    return `-by-${by.runNumber}-${by.ref.replace(/[^A-Za-z0-9._/-]/g, '_').slice(0, 100)}`;
}
/** A seal's length in hex characters (128 bits). */
const SEAL_HEX = 32;
/** The sealer made from the secret behind the run's token (bot secret, or account key); none for a given `token`. */
function sealerOf(auth) {
    const secret = auth.level === 'bot' ? auth.botApiSecret : auth.level === 'account' ? auth.accountApiKey : '';
    if (secret === '')
        return undefined;
    // The MAC's key is derived from the secret, never the secret itself.
    const key = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHmac)('sha256', secret).update('xenioo-deploy-ledger-seal-v1').digest();
    return unsealed => (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHmac)('sha256', key).update(unsealed).digest('hex').slice(0, SEAL_HEX);
}
function sealHolds(entry, sealer) {
    if (!entry.seal)
        return false;
    const expected = Buffer.from(sealer(entry.seal.over));
    const given = Buffer.from(entry.seal.mac);
    return expected.length === given.length && (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.timingSafeEqual)(expected, given);
}
/** A `Version` a key holds: a whole number of at most 15 digits. */
const versionPart = (v) => v !== undefined && Number.isSafeInteger(v) && v >= 0 && v < 1e15 ? `-v${v}` : '';
/** What an entry says after its time: `-{operation}-{outcome}[-{sha256}][-r{replaced}][-v{version}][-by-{run number}-{ref}]`. */
function notePart(note) {
    const shas = `${note.sha256 ? `-${note.sha256}` : ''}${note.sha256 && note.replaced ? `-r${note.replaced}` : ''}`;
    return `-${note.operation}-${note.outcome}${shas}${versionPart(note.version)}${originPart(note.by)}`;
}
/** A key's time: milliseconds in 13 digits (until the year 2286), so that keys sort and group by time. */
const TIME_DIGITS = 13;
const timeDigits = (at, level = 0) => String(Math.floor(Math.max(0, at) / 10 ** level)).padStart(TIME_DIGITS - level, '0');
/** `{prefix}{time}[-{operation}-{outcome}[-{sha256}[-r{replaced}]][-v{version}][-by-{run number}-{ref}]]-s{seal}`: always sealed. */
function ledgerKey(prefix, at, note, sealer) {
    const unsealed = `${prefix}${timeDigits(Math.trunc(at))}${note ? notePart(note) : ''}`;
    return `${unsealed}-s${sealer(unsealed)}`;
}
/** After the prefix: the time, then what the entry says (the call's name, its outcome, the sha256, the run). */
const ENTRY = new RegExp(`^(\\d{${TIME_DIGITS}})(?:-(${_operations_js__WEBPACK_IMPORTED_MODULE_2__/* .ENTRY_NAMES */ .Oo.join('|')})-(${ENTRY_OUTCOMES.join('|')})(?:-([0-9a-f]{64})(?:-r([0-9a-f]{64}))?)?(?:-v(\\d{1,15}))?(?:-by-(\\d{1,12})-([A-Za-z0-9._/-]{1,100}))?)?$`);
/** The entry a key holds, or undefined when it is not one this ledger wrote. */
function parseEntry(key, prefix) {
    if (!key.startsWith(prefix))
        return undefined;
    const sealed = new RegExp(`^(.*)-s([0-9a-f]{${SEAL_HEX}})$`).exec(key);
    const over = sealed ? sealed[1] : key;
    const m = ENTRY.exec(over.slice(prefix.length));
    if (!m)
        return undefined;
    const by = m[7] && m[8] ? { runNumber: m[7], ref: m[8] } : undefined;
    const version = m[6] === undefined ? undefined : Number(m[6]);
    const [operation, outcome] = [m[2], m[3]];
    const note = m[2] ? { operation, outcome, sha256: m[4], replaced: m[5], version, by } : {};
    return { at: Number(m[1]), ...note, seal: sealed ? { mac: sealed[2], over } : undefined };
}
/** The time a key of `prefix` carries, as far as its digits go (an unreadable key still has the digits it was found by). */
function timeOfKey(key, prefix) {
    const digits = /^\d*/.exec(key.slice(prefix.length))?.[0].slice(0, TIME_DIGITS) ?? '';
    return Number(digits.padEnd(TIME_DIGITS, '0'));
}
/** A lookup answers at most this many prefixes at once (@actions/cache's limit on keys). */
const PREFIXES_A_LOOKUP = 10;
/** Times are told apart to the second: the platform's `Date` has no finer grain. */
const FINEST_LEVEL = 3;
const second = (at) => Math.floor(at / 10 ** FINEST_LEVEL) * 10 ** FINEST_LEVEL;
const groupAt = (prefix, start, level) => ({
    prefix: `${prefix}${timeDigits(start, level)}`,
    from: start,
    to: start + 10 ** level - 1
});
/** The groups of 10^level ms that meet `window`, newest first (the first and the last may reach past it). */
function groupsOf(prefix, window, level) {
    const groups = [];
    const [first, last] = [Math.floor(window.from / 10 ** level), Math.floor(window.to / 10 ** level)];
    for (let g = last; g >= first; g--)
        groups.push(groupAt(prefix, g * 10 ** level, level));
    return groups;
}
/** The fewest groups that cover the seconds of `window` and no other, newest first. */
function cover(prefix, window) {
    const unit = 10 ** FINEST_LEVEL;
    const groups = [];
    const last = Math.floor(window.to / unit);
    for (let s = Math.floor(window.from / unit); s <= last;) {
        let level = 0;
        while (s % 10 ** (level + 1) === 0 && s + 10 ** (level + 1) - 1 <= last)
            level++;
        groups.push(groupAt(prefix, s * unit, FINEST_LEVEL + level));
        s += 10 ** level;
    }
    return groups.reverse();
}
/**
 * The key with the latest time in `window`, whatever order the entries were saved in: a lookup answers the
 * newest *saved* key of the first prefix that has one, so the run asks for groups of a time, newest first,
 * then for a later key within the group it hit, to the second, until none is (usually two rounds).
 */
async function latestByTime(lookup, prefix, window) {
    /** The first of `groups` (newest first) that holds a key, asked ten at a time, at once. */
    const firstIn = async (groups) => {
        const chunks = [];
        for (let i = 0; i < groups.length; i += PREFIXES_A_LOOKUP)
            chunks.push(groups.slice(i, i + PREFIXES_A_LOOKUP));
        const keys = await Promise.all(chunks.map(chunk => lookup(chunk.map(g => g.prefix))));
        const i = keys.findIndex(k => k !== undefined);
        const key = keys[i];
        const group = key === undefined ? undefined : chunks[i]?.find(g => key.startsWith(g.prefix));
        return key === undefined || group === undefined ? undefined : { key, group };
    };
    const count = (level) => Math.floor(window.to / 10 ** level) - Math.floor(window.from / 10 ** level) + 1;
    let level = FINEST_LEVEL;
    while (count(level) > PREFIXES_A_LOOKUP)
        level++;
    let groups = groupsOf(prefix, window, level);
    let latest;
    while (groups.length > 0) {
        const hit = await firstIn(groups);
        if (!hit)
            return latest;
        const at = second(timeOfKey(hit.key, prefix));
        const upTo = Math.min(hit.group.to, window.to);
        if (at >= second(window.from) && at <= second(window.to)) {
            latest = hit.key;
            groups = cover(prefix, { from: at + 10 ** FINEST_LEVEL, to: upTo });
        }
        else {
            // A group at the window's edge whose newest saved key lies outside it: what of it lies inside, then the older groups.
            const inside = cover(prefix, { from: Math.max(hit.group.from, window.from), to: upTo });
            groups = [...inside, ...groups.slice(groups.indexOf(hit.group) + 1)];
        }
    }
    return latest;
}


/***/ }),

/***/ 6314:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A2: () => (/* binding */ lastText),
/* harmony export */   LD: () => (/* binding */ decide),
/* harmony export */   On: () => (/* binding */ nextAfter),
/* harmony export */   W3: () => (/* binding */ lastCallName),
/* harmony export */   fM: () => (/* binding */ makesNoCall),
/* harmony export */   no: () => (/* binding */ assess),
/* harmony export */   rn: () => (/* binding */ CLOCK_SKEW_MS),
/* harmony export */   uZ: () => (/* binding */ nextAllowedAfter)
/* harmony export */ });
/* unused harmony export OTHER_SEAL */
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5541);
/* harmony import */ var _ledger_keys_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4740);
// The throttle policy, pure: what the ledger's newest key says of the last call (`assess`), and what a run,
// real or dry, does about it (`decide`: go, unchanged, fail, skip or wait).


/** Tolerated clock difference between runners: a time further in the future is not believed. */
const CLOCK_SKEW_MS = 2 * 60 * 1000;
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
/** Why an entry sealed with another secret is not believed: said as what it most likely is, a changed secret. */
const OTHER_SEAL = "does not carry this bot's seal for the keys this run holds: it was sealed with another secret, most likely before the bot's secret was changed, or with a mistyped one (else someone who can write the ledger wrote it)";
/**
 * What the ledger's newest key says, believed when its seal holds; an unreadable entry, one too far in the
 * future or without this run's seal proves nothing, and the hour it claims is kept (`doubtedUntil`).
 */
function assess(key, place, now) {
    const unknown = { lastAt: undefined, nextAt: new Date(now), throttled: false };
    if (key === undefined)
        return unknown;
    const claimed = nextAfter((0,_ledger_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .timeOfKey */ .MT)(key, place.prefix));
    const doubted = (doubt) => ({ ...unknown, doubt, ...(claimed.getTime() > now && { doubtedUntil: claimed }) });
    const entry = (0,_ledger_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .parseEntry */ .ER)(key, place.prefix);
    if (!entry)
        return doubted('is unreadable');
    if (entry.at > now + CLOCK_SKEW_MS)
        return { ...unknown, doubt: 'has a time in the future' };
    if (!(0,_ledger_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .sealHolds */ .eh)(entry, place.sealer))
        return doubted(OTHER_SEAL);
    const last = Math.min(entry.at, now);
    const next = nextAfter(last).getTime();
    const confirmable = entry.operation === 'overwrite' || entry.operation === 'publish';
    const sha256 = confirmable && entry.outcome === 'ok' ? entry.sha256 : undefined;
    const { operation, outcome, by, version } = entry;
    const said = {
        ...(by && { by }),
        ...(entry.sha256 && { sha256: entry.sha256 }),
        ...(entry.replaced && { replaced: entry.replaced }),
        ...(version !== undefined && { version })
    };
    const lastCall = operation && outcome ? { operation, outcome, ...said } : undefined;
    return {
        lastAt: new Date(last),
        nextAt: new Date(Math.max(next, now)),
        throttled: now < next,
        ...(lastCall && { lastCall }),
        ...(sha256 ? { confirmed: { sha256, by: entry.by } } : {})
    };
}
function makesNoCall(decision) {
    return decision.kind === 'fail' || decision.kind === 'skip' || decision.kind === 'unchanged';
}
/**
 * What the run does: nothing when `sha256` (skip-unchanged) is what the bot already runs, whatever
 * the hour; else go now or, with a call within the hour, what `on-throttle` says.
 */
function decide(state, onThrottle, sha256) {
    if (!state?.lastAt)
        return { kind: 'go' };
    const window = { last: state.lastAt, next: state.nextAt, lastCall: state.lastCall };
    const confirmed = state.confirmed;
    if (sha256 !== undefined && confirmed?.sha256 === sha256)
        return { kind: 'unchanged', relied: confirmed, ...window };
    if (!state.throttled)
        return { kind: 'go' };
    return { kind: onThrottle, ...window };
}
/** When the next is allowed after one at `at`: the hour, and a margin after it by the platform's clock. */
function nextAfter(at) {
    return new Date(at + _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .THROTTLE_WINDOW_MS */ .xj + _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .THROTTLE_MARGIN_MS */ .v5);
}
/** When the next is allowed after a run that follows `decision` and makes its call at `callAt` (if it does). */
function nextAllowedAfter(decision, callAt) {
    if (makesNoCall(decision))
        return decision.next;
    return nextAfter(callAt);
}


/***/ }),

/***/ 3002:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  endedText: () => (/* binding */ endedText),
  headingText: () => (/* binding */ headingText),
  paragraphsOf: () => (/* binding */ paragraphsOf),
  reportOf: () => (/* binding */ reportOf),
  rowsOf: () => (/* binding */ rowsOf)
});

// EXTERNAL MODULE: ./src/domain/throttle.ts
var throttle = __webpack_require__(6314);
;// CONCATENATED MODULE: ./src/ledger/sight.ts
// What this run's ledger can see, as its shell found out before any request (read, record, whose entries it shares),
// and what it says of it; the action's shell decides it from GitHub's environment (action/cache-sight.ts).
/** What the ledger cannot do in this run, as a short clause for the summary (undefined: it can do all). */
function sightText(sight) {
    const parts = [
        sight.blind && `cannot read: ${sight.blind}; the last hour is not known`,
        sight.mute && `cannot record: ${sight.mute}; the next run will not know of this one`,
        sight.narrow && `sees only ${sight.narrow.who} and the default branch`
    ].filter(Boolean);
    return parts.length > 0 ? parts.join('; ') : undefined;
}

// EXTERNAL MODULE: ./src/run/outcome.ts
var run_outcome = __webpack_require__(6497);
;// CONCATENATED MODULE: ./src/run/report.ts
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
        const state = (0,run_outcome/* viewOf */.du)(outcome, l)?.state;
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
    const cannot = sightText(v.sight);
    const found = foundText(v, limit);
    return cannot ? (v.sight.blind ? cannot : `${found}; ${cannot}`) : found;
}
/** What the ledger showed of `limit`'s last hour, or why it could not say. */
function foundText(v, limit) {
    const trouble = v.outcome.ledgerTrouble;
    if (trouble)
        return `${v.outcome.ledgerDoubted ? 'ledger not believed' : 'ledger unavailable'}: ${trouble}`;
    const state = (0,run_outcome/* viewOf */.du)(v.outcome, limit)?.state;
    if (!state)
        return 'not read (the run ended before it)';
    if (!state.lastAt)
        return `no ${limit.calls} in the last hour; allowed now`;
    const last = `${(0,throttle/* lastCallName */.W3)(limit, state.lastCall)} ${state.lastAt.toISOString()}`;
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
/** How the run ended, for the heading and the `Result` row: its result and how each later step ended. */
function endedText(v) {
    if ('result' in v.outcome)
        return `${v.outcome.result}${(v.views ?? []).map(s => s.ending ?? '').join('')}`;
    return v.cancelled ? 'cancelled' : 'failed';
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
