export const id = 148;
export const ids = [148,420];
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
/* harmony export */   LD: () => (/* binding */ decide),
/* harmony export */   On: () => (/* binding */ nextAfter),
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

/***/ 2420:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Oc: () => (/* binding */ Ledger),
/* harmony export */   aj: () => (/* binding */ postAt),
/* harmony export */   qs: () => (/* binding */ keyOfPending)
/* harmony export */ });
/* harmony import */ var _domain_ledger_keys_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4740);
/* harmony import */ var _lib_time_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9826);
/* harmony import */ var _lib_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9112);
/* harmony import */ var _sight_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4348);
// The throttle ledger: each bot's last calls remembered in a store's keys (the Actions cache; a folder), found by prefix;
// a best-effort memory, never a lock: any trouble is one warning, and the platform's own limit is the backstop.




/** The post step saves an entry under its time + 1 ms: a save the main step abandoned may still hold the entry's own key. */
const postAt = (at) => at + 1;
/** The key an entry left for the post step is saved under (its time + 1 ms, with the seal made for it). */
const keyOfPending = (e) => (0,_domain_ledger_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .ledgerKey */ .lj)(e.prefix, postAt(e.at), e.note, () => e.seal);
class Ledger {
    store;
    prefix;
    limit;
    /** Where its entries are and how they are proven, for the reading of what the lookup found. */
    place;
    #warn;
    #limits;
    #sight;
    #later;
    #together;
    #refusesWrites;
    constructor(options) {
        this.store = options.store;
        this.prefix = options.prefix;
        this.place = { prefix: options.prefix, sealer: options.sealer };
        this.limit = options.limit;
        this.#warn = options.warn;
        this.#limits = options.limits;
        this.#sight = options.sight ?? {};
        this.#later = options.later;
        this.#together = options.together ?? { nouns: [options.limit.noun], warned: false };
        this.#refusesWrites = this.#sight.mute !== undefined;
    }
    /** The cache refuses writes (the job's cache mode, a read-only token, as on pull requests from forks): retrying is pointless. */
    get refusesWrites() {
        return this.#refusesWrites;
    }
    #trouble(action, err) {
        const reason = (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_3__/* .reasonOf */ .A3)(err);
        if (action === 'write to')
            this.writeTrouble = reason;
        if (action === 'write to')
            this.#refusesWrites ||= /cache write denied/i.test(reason);
        if (this.#together.warned)
            return;
        this.#together.warned = true;
        const limit = (0,_sight_js__WEBPACK_IMPORTED_MODULE_2__/* .stillApplies */ .ZN)(this.#together.nouns);
        const then = action === 'read'
            ? `Going on without it; ${limit}.`
            : this.#refusesWrites
                ? `This run's call is not recorded, and nothing will retry it; ${limit}.`
                : this.#later
                    ? `${this.#later.who.charAt(0).toUpperCase()}${this.#later.who.slice(1)} tries again ${this.#later.when}.`
                    : `Nothing tries again; ${limit}.`;
        this.#warn(`Throttle ledger: could not ${action} ${this.store.name} (${reason}). ${then}`);
    }
    /** The key of the entry with the latest time in `window`, or undefined on a miss or when the cache is in trouble (warned once). */
    async lookup(window) {
        if (this.#sight.blind) {
            this.readTrouble = this.#sight.blind;
            return undefined;
        }
        try {
            return await (0,_lib_time_js__WEBPACK_IMPORTED_MODULE_1__/* .bounded */ .Mm)(this.#limits.lookupMs, signal => (0,_domain_ledger_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .latestByTime */ .gg)(prefixes => this.store.lookup(prefixes, signal), this.prefix, window));
        }
        catch (err) {
            this.readTrouble = `could not read ${this.store.name} (${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_3__/* .reasonOf */ .A3)(err)})`;
            this.#trouble('read', err);
            return undefined;
        }
    }
    /** Why the lookup found nothing it could trust, when the cache was in trouble. */
    readTrouble;
    /** Why the last save was not confirmed, when the cache was in trouble. */
    writeTrouble;
    keyOf(at, note) {
        return (0,_domain_ledger_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .ledgerKey */ .lj)(this.prefix, at, note, this.place.sealer);
    }
    /** The seal of the entry at `at`, for the post step, which holds no secret to make one. */
    sealOf(at, note) {
        return this.keyOf(at, note).slice(-_domain_ledger_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .SEAL_HEX */ .m$);
    }
    /** Records a restore at `at`: true only when the cache confirmed the entry. Never throws. */
    async record(at, note) {
        if (this.#sight.mute) {
            this.writeTrouble = this.#sight.mute;
            return false;
        }
        try {
            const key = this.keyOf(at, note);
            await (0,_lib_time_js__WEBPACK_IMPORTED_MODULE_1__/* .bounded */ .Mm)(this.#limits.saveMs, signal => this.store.save(key, signal), this.#limits.grace);
            return true;
        }
        catch (err) {
            this.#trouble('write to', err);
            return false;
        }
    }
}


/***/ }),

/***/ 6229:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H7: () => (/* binding */ openLedgers),
/* harmony export */   gP: () => (/* binding */ LedgerDoor),
/* harmony export */   sx: () => (/* binding */ sayWhatItCannot),
/* harmony export */   xm: () => (/* binding */ newestEntry)
/* harmony export */ });
/* harmony import */ var _domain_constants_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5541);
/* harmony import */ var _domain_ledger_keys_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4740);
/* harmony import */ var _domain_operations_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3048);
/* harmony import */ var _domain_last_call_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8911);
/* harmony import */ var _domain_throttle_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6314);
/* harmony import */ var _lib_time_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9826);
/* harmony import */ var _lib_text_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(9112);
/* harmony import */ var _domain_errors_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(241);
/* harmony import */ var _ledger_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(2420);
/* harmony import */ var _sight_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(4348);
// The ledger's part in a run: what it cannot do said (or refused) before any request, then opened and
// read once when the operation is throttled, with what it shows in the log.











/** Says before any request what the ledger cannot do (a warning; with `throttle: required`, an input error). */
function sayWhatItCannot(inputs, sight, limits, { log, words }) {
    if (inputs.throttle === 'off' || limits.length === 0)
        return;
    if (inputs.throttle === 'required' && inputs.auth.level === 'token') {
        throw new _domain_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InputError */ .dz(_domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.Throttle, `is 'required', but ${unsealed(words)}.`, tokenFix(words));
    }
    sight.say?.(inputs.throttle, limits.map(l => l.noun), log);
}
/** Why a run given a `token` has no ledger: every entry is sealed with a key made from a secret it does not hold. */
const unsealed = (w) => `a run given a ${w.input('token')} holds no secret to seal the throttle ledger's entries or to verify them`;
const tokenFix = (w) => `Give ${w.input('account-api-key')}, ${w.input('bot-api-key')} and ${w.input('bot-api-secret')} instead of ${w.input('token')} (the entries are sealed with a key made from the bot's secret), or set ${w.setting('throttle', 'cache')} to go on without the ledger; the platform's own limit still applies.`;
/** One ledger per limit, on one store; undefined when the ledger does not apply, why when it cannot be used. */
async function openLedgers({ inputs, log, openStore, sight, cancelled, holdMs, words }, limits) {
    if (inputs.throttle === 'off' || limits.length === 0)
        return undefined;
    if (sight.off)
        return { unavailable: sight.off };
    const nouns = limits.map(l => l.noun);
    const warn = (m) => log.warning(m);
    const sealer = (0,_domain_ledger_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .sealerOf */ .K$)(inputs.auth);
    if (!sealer) {
        warn((0,_sight_js__WEBPACK_IMPORTED_MODULE_8__/* .offWarning */ .qZ)(unsealed(words), nouns));
        return { unavailable: unsealed(words) };
    }
    try {
        const store = await openStore();
        if (typeof store === 'string') {
            warn((0,_sight_js__WEBPACK_IMPORTED_MODULE_8__/* .offWarning */ .qZ)(store, nouns));
            return { unavailable: store };
        }
        const grace = cancelled && (0,_lib_time_js__WEBPACK_IMPORTED_MODULE_5__/* .graceAfter */ .Dc)(cancelled, _domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .SAVE_LIMIT_WHEN_CANCELLED_MS */ .Ee);
        const saving = { lookupMs: _domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .LEDGER_LOOKUP_LIMIT_MS */ .Cc, saveMs: _domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .LEDGER_SAVE_LIMIT_MS */ .lK, grace };
        const prefixes = limits.map(limit => (0,_domain_ledger_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .ledgerPrefix */ .gd)(inputs.serviceEndpoint, inputs.auth, limit.keyPrefix));
        if (holdMs !== undefined)
            await store.hold?.(prefixes, holdMs, cancelled);
        const together = { nouns, warned: false };
        return limits.map((limit, i) => new _ledger_js__WEBPACK_IMPORTED_MODULE_7__/* .Ledger */ .Oc({
            store,
            prefix: prefixes[i],
            sealer,
            limit,
            warn,
            limits: saving,
            sight,
            later: words.later,
            together
        }));
    }
    catch (err) {
        // Another run holds the store's lock for longer than this one may wait: the run ends, nothing sent.
        if (err instanceof _domain_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .ActionError */ .lZ)
            throw err;
        warn((0,_sight_js__WEBPACK_IMPORTED_MODULE_8__/* .offWarning */ .qZ)((0,_lib_text_js__WEBPACK_IMPORTED_MODULE_9__/* .reasonOf */ .A3)(err), nouns));
        return { unavailable: (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_9__/* .reasonOf */ .A3)(err) };
    }
}
/** How far ahead of the runner's clock the first lookup reaches: the platform's clock is not known yet. */
const AHEAD_OF_THE_RUNNER_MS = 24 * 60 * 60 * 1000;
/** The times whose entries matter at `now`: back to the cache's eviction horizon, ahead by clock skew. */
const windowAt = (now, ahead) => ({ from: now - _domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .LEDGER_HORIZON_MS */ .hq, to: now + ahead });
/**
 * The subject's latest entry by the platform's clock: looked up beside the token request with a day's room
 * ahead, then, once the platform answered (`settle`), looked up again where its clock asks for more.
 */
async function newestEntry(ledger, clock, settle) {
    const first = windowAt(clock.now(), AHEAD_OF_THE_RUNNER_MS);
    const key = await ledger.lookup(first);
    await settle();
    const wanted = windowAt(clock.now(), _domain_throttle_js__WEBPACK_IMPORTED_MODULE_4__/* .CLOCK_SKEW_MS */ .rn);
    const future = key !== undefined && (0,_domain_ledger_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .timeOfKey */ .MT)(key, ledger.prefix) > wanted.to;
    if (ledger.readTrouble || (!future && first.from <= wanted.from && first.to >= wanted.to))
        return { key };
    return { key: await ledger.lookup(wanted), ...(future && { passedOver: key }) };
}
/** Looks the bot up and says what it found, judged on the platform's clock once the token's answer came (`settle`). */
async function readThrottle(ledger, options) {
    const { log, clock } = options;
    const noun = ledger.limit.noun;
    let tokenWorked = true;
    const { key, passedOver } = await newestEntry(ledger, clock, async () => (tokenWorked = await options.settle()));
    const now = clock.now();
    if (!tokenWorked)
        return (0,_domain_throttle_js__WEBPACK_IMPORTED_MODULE_4__/* .assess */ .no)(undefined, ledger.place, now);
    const state = (0,_domain_throttle_js__WEBPACK_IMPORTED_MODULE_4__/* .assess */ .no)(key, ledger.place, now);
    if (passedOver) {
        log.warning(`Throttle ledger: passed over an entry for this bot with a time in the future (${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_9__/* .untrusted */ .bp)(passedOver, 400)}): no run writes one, so it proves nothing.`);
    }
    // The cache could not be read (warned): the ledger says nothing of the last hour.
    if (ledger.readTrouble)
        return state;
    if (state.doubt) {
        const until = state.doubtedUntil
            ? `its hour, if it was a ${noun}, ends at ${state.doubtedUntil.toISOString()}`
            : 'its hour is over';
        log.warning(`Throttle ledger: not believed: the newest ${noun} entry for this bot (${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_9__/* .untrusted */ .bp)(key ?? '', 400)}) ${state.doubt}. It proves nothing of what the bot runs, and ${until}; ${(0,_sight_js__WEBPACK_IMPORTED_MODULE_8__/* .stillApplies */ .ZN)([noun])}.`);
        return state;
    }
    if (state.lastAt) {
        const next = state.throttled ? `next allowed from ${state.nextAt.toISOString()}` : 'its hour is over: allowed now';
        log.info(`Throttle ledger: ${(0,_domain_last_call_js__WEBPACK_IMPORTED_MODULE_3__/* .lastCallName */ .W)(ledger.limit, state.lastCall)} of this bot at ${state.lastAt.toISOString()}; ${next}.`);
    }
    else
        log.info(`Throttle ledger: no ${(0,_domain_operations_js__WEBPACK_IMPORTED_MODULE_2__/* .callsOf */ .p9)(noun)} of this bot in the last hour that this run can see; allowed now.`);
    return state;
}
/** The run's one door to its ledgers: read (plain views back), held where the store locks until the last limited call's
 * entry (or a wait, or the end); entries go in by their limit. */
class LedgerDoor {
    #open = new Map();
    #store;
    #last;
    constructor(ledgers = []) {
        for (const ledger of ledgers)
            this.#open.set(ledger.limit.noun, ledger);
        this.#store = ledgers[0]?.store;
    }
    /** Whether a ledger could not be read or written (it warned). */
    get troubled() {
        return [...this.#open.values()].some(l => l.readTrouble !== undefined || l.writeTrouble !== undefined);
    }
    /** Whether the store is shared by runs at once (it holds a lock): a run that waited reads it again. */
    get shared() {
        return this.#store?.hold !== undefined;
    }
    /** The ledgers' views, when the ledger applies and can be used; why not, when it applies and cannot. `reads`: also read, never spent. */
    async lookUp(options, limits, reads = []) {
        const more = reads.filter(r => !limits.some(l => l.noun === r.noun));
        const opened = await openLedgers(options, [...limits, ...more]);
        if (!opened || 'unavailable' in opened)
            return opened;
        this.#store = opened[0]?.store;
        this.#last = limits.at(-1)?.noun;
        for (const ledger of opened)
            this.#open.set(ledger.limit.noun, ledger);
        const states = await Promise.all(opened.map(ledger => readThrottle(ledger, options)));
        return opened.map((l, i) => ({ noun: l.limit.noun, state: states[i], readTrouble: l.readTrouble }));
    }
    /** The entry as the post step would save it; none where its ledger is not open, or refuses writes (warned). */
    pending(e) {
        const ledger = this.#open.get(e.noun);
        if (!ledger || ledger.refusesWrites)
            return undefined;
        return { prefix: ledger.prefix, noun: e.noun, at: e.at, note: e.note, seal: ledger.sealOf((0,_ledger_js__WEBPACK_IMPORTED_MODULE_7__/* .postAt */ .aj)(e.at), e.note) };
    }
    /** Writes the run's journal to the store (replacing what it held); nothing where no ledger was opened. */
    async journal(entries) {
        await this.#store?.journal(entries);
    }
    /** Saves the entry: whether the cache confirmed it. */
    async record(e) {
        return (await this.#open.get(e.noun)?.record(e.at, e.note)) ?? false;
    }
    /** A call against `noun` has its entry: the lock is let go when no later call of the run counts against a limit. */
    async entered(noun) {
        if (noun === this.#last)
            await this.release();
    }
    /** Lets the store's lock go (before a wait, at the run's end); it says itself what it could not. */
    async release() {
        await this.#store?.release?.();
    }
}


/***/ }),

/***/ 4348:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $t: () => (/* binding */ sightText),
/* harmony export */   ZN: () => (/* binding */ stillApplies),
/* harmony export */   qZ: () => (/* binding */ offWarning)
/* harmony export */ });
/* harmony import */ var _domain_operations_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3048);
// What this run's ledger can see, as its shell found out before any request (read, record, whose entries it shares),
// and what it says of it; the action's shell decides it from GitHub's environment (action/cache-sight.ts).

/** What the ledger does not change: the platform's own hourly limits, said the same way everywhere. */
function stillApplies(nouns) {
    return `the platform's own limit of one ${[...new Set(nouns)].map(_domain_operations_js__WEBPACK_IMPORTED_MODULE_0__/* .callsOf */ .p9).join(' and one ')} per bot per hour still applies`;
}
/** The one warning of a ledger off for the run: why, and the platform's limits that still apply. */
const offWarning = (why, nouns) => `Throttle ledger off for this run: ${why}. ${capitalized(stillApplies(nouns))}.`;
const capitalized = (text) => text.charAt(0).toUpperCase() + text.slice(1);
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

/***/ 2339:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ PlatformClock)
/* harmony export */ });
/* harmony import */ var _lib_time_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9826);
// The platform's time: this machine's clock corrected by the platform's `Date` headers, which the
// client observes as its answers arrive. The throttle ledger keeps time by it.

/** Differences under this are the `Date` header's own imprecision (whole seconds), not a skewed clock. */
const DATE_PRECISION_MS = 2_000;
/**
 * The platform's time: this machine's clock corrected by the offset its `Date` headers show, since its throttle
 * runs on it; a machine's clock off then neither writes entries that look old nor ignores them.
 */
class PlatformClock {
    #local;
    #debug;
    #offsetMs = 0;
    constructor(local, debug) {
        this.#local = local;
        this.#debug = debug;
    }
    get waitLogEveryMs() {
        return this.#local.waitLogEveryMs;
    }
    now() {
        return this.#local.now() + this.#offsetMs;
    }
    sleep(ms) {
        return this.#local.sleep(ms);
    }
    /** Takes the platform's `Date` header of an answer that has just arrived. */
    observe(date) {
        const platform = date ? Date.parse(date) : NaN;
        if (Number.isNaN(platform))
            return;
        const offset = platform - this.#local.now();
        // Within the header's imprecision of the offset kept, it is kept: a run's times never step back.
        if (Math.abs(offset - this.#offsetMs) < DATE_PRECISION_MS)
            return;
        if (Math.abs(offset) > 60_000 && Math.abs(offset - this.#offsetMs) > 60_000) {
            this.#debug(`This machine's clock is ${(0,_lib_time_js__WEBPACK_IMPORTED_MODULE_0__/* .spanText */ .Cp)(Math.abs(offset))} ${offset > 0 ? 'behind' : 'ahead of'} the platform's; the throttle ledger keeps the platform's time.`);
        }
        this.#offsetMs = offset;
    }
}


/***/ }),

/***/ 8878:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F8: () => (/* binding */ chooseBot),
/* harmony export */   Fv: () => (/* binding */ botOfKeys),
/* harmony export */   dR: () => (/* binding */ checkBotName)
/* harmony export */ });
/* harmony import */ var _domain_constants_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5541);
/* harmony import */ var _domain_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(241);
/* harmony import */ var _lib_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9112);
// `bot-name` in the account's bot list, read once and before any call that changes a bot: the bot
// chosen by its name when no keys are given (keys by name), or the keys' bot's name checked (a guard).




/** The account's list, read with an account-wide token of `accountApiKey`, for the bot `want`. */
async function readList(inputs, accountApiKey, want, run) {
    const { platform, secrets, cancel } = run;
    const where = { serviceEndpoint: inputs.serviceEndpoint, nodeUrl: inputs.nodeUrl };
    const issued = await cancel.race(platform.requestToken(where, { level: 'account', accountApiKey }, cancel.signal));
    secrets.add(issued.token);
    return cancel.race(platform.findBot(inputs.serviceEndpoint, issued.token, want, cancel.signal));
}
/** A bot's name as the run repeats it: outside text, redacted, one line; `said` quotes it in a sentence. */
const safeName = (secrets, name) => (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_2__/* .untrusted */ .bp)(secrets.redact(name), 100);
const said = (secrets, name) => `'${safeName(secrets, name)}'`;
/**
 * The inputs with the bot chosen: as given when keys (or a token) are, else with the keys of the one
 * bot in the account's list named `bot-name`, masked at once; `chosen` is its name. A name no bot or
 * two bots have stops the run here, before any call.
 */
async function chooseBot(given, run) {
    const { auth } = given;
    if (auth.level !== 'name')
        return { inputs: { ...given, auth } };
    const { secrets, log, words: w } = run;
    const { lookOf } = await Promise.all(/* import() */[__webpack_require__.e(960), __webpack_require__.e(845)]).then(__webpack_require__.bind(__webpack_require__, 5845));
    const found = await readList(given, auth.accountApiKey, { name: auth.botName, lookOf }, run);
    const wanted = said(secrets, auth.botName);
    const bots = `${found.count} bot${found.count === 1 ? '' : 's'}`;
    if (found.matching > 1) {
        throw new _domain_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ActionError */ .lZ(`${found.matching} bots in the account's list are named ${wanted} (${w.input(_domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotName)}): the run cannot tell which one to change, so nothing was sent.`, `Choose the bot by its keys instead: set ${w.input(_domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotApiKey)} and ${w.input(_domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotApiSecret)} of the one to change (its developer settings), keeping ${w.input(_domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotName)} as the check of its name; or give the other bots other names in the platform.`);
    }
    const own = found.own;
    if (!own) {
        const near = found.lookAlikes.map(name => {
            const d = (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_2__/* .firstDifference */ .at)(name, auth.botName);
            return `${said(secrets, name)} (at character ${d?.at}: ${d?.a} where ${w.input(_domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotName)} has ${d?.b})`;
        });
        const alike = near.length > 0
            ? ` The names that differ only by case, spacing or look-alike characters: ${near.join(', ')}.`
            : '';
        const none = `No bot in the account's list (${bots}) is named ${wanted} (${w.input(_domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotName)}): nothing was sent.`;
        throw new _domain_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .QuotingError */ .yV(`${none}${alike}`, `Set ${w.input(_domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotName)} to the bot's name exactly as the platform shows it, and check that ${w.input(_domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.AccountApiKey)} is the key of the account that holds the bot.`, none);
    }
    secrets.add(own.apiKey);
    secrets.add(own.apiSecret);
    if (own.apiSecret === '') {
        throw new _domain_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ActionError */ .lZ(`The account's list shows the bot ${wanted} without its secret (APISecret): the run cannot request a token for it, so nothing was sent.`, `Give ${w.input(_domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotApiKey)} and ${w.input(_domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotApiSecret)} of the bot (its developer settings) instead.`);
    }
    log.info(`Chose the bot ${wanted} by its name (${w.input(_domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotName)}), one of ${bots} in the account's list.`);
    const keys = {
        level: 'bot',
        accountApiKey: auth.accountApiKey,
        botApiKey: own.apiKey,
        botApiSecret: own.apiSecret
    };
    return { inputs: { ...given, auth: keys }, chosen: safeName(secrets, own.name) };
}
/** The name of the bot the keys belong to, from the account's list (read with the account key); none of its bots has them: an ActionError. */
async function botOfKeys(inputs, auth, run) {
    const { count, own } = await readList(inputs, auth.accountApiKey, { apiKey: auth.botApiKey }, run);
    if (own)
        return safeName(run.secrets, own.name);
    const w = run.words;
    throw new _domain_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ActionError */ .lZ(`No bot in the account's list (${count} bot${count === 1 ? '' : 's'}) has the key of ${w.input(_domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotApiKey)}.`, `Check that ${w.input(_domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.AccountApiKey)} is the key of the account that holds the bot, and that ${w.input(_domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotApiKey)} is that bot's.`);
}
/** The keys' bot's name, when `bot-name` asks and it matches; an ActionError naming the bot when it does not. */
async function checkBotName(ctx) {
    const { inputs, secrets, words: w } = ctx;
    const { auth, botName: wanted } = inputs;
    if (wanted === undefined || auth.level !== 'bot')
        return undefined;
    const { count, own } = await readList(inputs, auth.accountApiKey, { apiKey: auth.botApiKey }, ctx);
    if (own)
        [own.apiKey, own.apiSecret].forEach(v => secrets.add(v));
    const shown = (name) => said(secrets, name);
    if (!own) {
        throw new _domain_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ActionError */ .lZ(`No bot in the account's list (${count} bot${count === 1 ? '' : 's'}) has the key of ${w.input(_domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotApiKey)}: the run cannot tell which bot it would change, so nothing was sent to it.`, `Check that ${w.input(_domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.AccountApiKey)} is the key of the account that holds the bot named ${shown(wanted)}, and that ${w.input(_domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotApiKey)} is that bot's.`);
    }
    if (own.name !== wanted) {
        throw new _domain_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .QuotingError */ .yV(`The keys belong to the bot ${shown(own.name)}, not ${shown(wanted)} (${w.input(_domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotName)})${howTheyDiffer(own.name, wanted, w)}: nothing was sent to it.`, `Give the keys of the bot named ${shown(wanted)} (its developer settings), or correct ${w.input(_domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotName)}.`, `The keys belong to another bot than the one named ${shown(wanted)} (${w.input(_domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotName)}), as the log says: nothing was sent to it.`);
    }
    if (own.apiSecret !== '' && own.apiSecret !== auth.botApiSecret) {
        const notIts = `${w.input(_domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotApiSecret)} is not its secret (the account's list shows another): nothing was sent to it.`;
        throw new _domain_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .QuotingError */ .yV(`The key of ${w.input(_domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotApiKey)} is the bot ${shown(own.name)}'s, but ${notIts}`, `Copy the bot's API secret again from its developer settings into the secret behind ${w.input(_domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotApiSecret)} (it changes when the bot is restored as new).`, `The key of ${w.input(_domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotApiKey)} is the bot's named in the log, but ${notIts}`);
    }
    ctx.log.info(`The keys belong to the bot ${shown(own.name)}, as ${w.input(_domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotName)} says.`);
    return safeName(secrets, own.name);
}
/** Where the bot's name and the wanted one differ, when a character a reader cannot tell apart makes them differ. */
function howTheyDiffer(actual, wanted, w) {
    const d = (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_2__/* .unseenDifference */ .il)(actual, wanted);
    return d
        ? `; the names differ at character ${d.at}, where the bot's has ${d.a} and ${w.input(_domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotName)} has ${d.b}`
        : '';
}


/***/ }),

/***/ 9563:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  o: () => (/* binding */ makeContext),
  W: () => (/* binding */ openPlatform)
});

// EXTERNAL MODULE: ./src/ledger/open.ts
var ledger_open = __webpack_require__(6229);
;// CONCATENATED MODULE: ./src/run/token.ts
// The run's token has one owner: requested early (beside the ledger lookup), masked when parsed, requested
// again when it would expire before its call; a token given as input is used as it is.
class TokenOwner {
    #stop = new AbortController();
    auth;
    #where;
    #platform;
    #options;
    #held;
    constructor(options) {
        this.auth = options.auth;
        this.#where = options.where;
        this.#platform = options.platform;
        this.#options = options;
    }
    /** Sends the request now; its outcome is awaited by `ready()` or `current()`. */
    start() {
        this.#held ??= this.#obtain();
        this.#held.catch(() => undefined);
    }
    /** Abandons a request still under way (the run will make no call). */
    cancel() {
        this.#stop.abort();
    }
    /** Waits for the token, proving the credentials (the dry run's check). */
    async ready() {
        this.start();
        await this.#held;
    }
    /** A token that is valid now: the one requested, or a new one when it is about to expire. */
    async current() {
        this.start();
        let held = await this.#held;
        if (this.#expiring(held)) {
            this.#options.log.info('The token expires before the call: requesting a new one.');
            this.#held = this.#obtain();
            held = await this.#held;
        }
        return held.token;
    }
    /** Less than min(60 s, a quarter of its life) left. */
    #expiring(held) {
        const lifetime = held.validMinutes * 60_000;
        return this.#options.clock.now() + Math.min(60_000, lifetime / 4) >= held.requestedAt + lifetime;
    }
    async #obtain() {
        const { clock, log, secrets } = this.#options;
        const requestedAt = clock.now();
        if (this.auth.level === 'token')
            return { token: this.auth.token, validMinutes: Infinity, requestedAt };
        const issued = await this.#platform.requestToken(this.#where, this.auth, this.#stop.signal);
        secrets.add(issued.token);
        log.info(`Got ${this.auth.level === 'bot' ? 'a bot-level' : 'an account-wide'} token, valid for ${issued.validMinutes} minutes.`);
        return { ...issued, requestedAt };
    }
}

;// CONCATENATED MODULE: ./src/run/context.ts
// What the run is given (from the action layer), what the steps of one operation share and how it is
// made, and a step: the one interface the orchestration runs, which knows no step by name.


/** The platform's client for a run of `given` (loaded now: a refused input loads none of it), on the platform's clock. */
async function openPlatform(given, shell, secrets, clock) {
    const settings = {
        attempts: given.retries,
        timeoutMs: given.timeoutMs,
        log: shell.log,
        redact: text => secrets.redact(text),
        redactAll: items => secrets.redactAll(items),
        observeDate: date => clock.observe(date),
        userAgent: shell.userAgent,
        words: shell.words
    };
    if (shell.openPlatform)
        return shell.openPlatform(settings);
    return new (await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(584)]).then(__webpack_require__.bind(__webpack_require__, 2584))).PlatformClient({ ...settings, proxyFor: shell.proxyFor });
}
/** The context of one run of `inputs` through `plan`, with the token's owner made for it. */
function makeContext(inputs, plan, opened, run) {
    const { deps, secrets, clock, cancel } = run;
    const { platform } = opened;
    const where = { serviceEndpoint: inputs.serviceEndpoint, nodeUrl: inputs.nodeUrl };
    const token = new TokenOwner({ auth: inputs.auth, where, platform, clock: deps.clock, log: deps.log, secrets });
    // The run's dependencies pass on whole; its clock is the platform's.
    return { ...deps, ...opened.files, inputs, plan, platform, token, ledgers: new ledger_open/* LedgerDoor */.gP(), secrets, clock, cancel };
}


/***/ }),

/***/ 6699:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ liveMatch),
/* harmony export */   V: () => (/* binding */ lastLive)
/* harmony export */ });
/* harmony import */ var _domain_constants_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5541);
/* harmony import */ var _domain_operations_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3048);
/* harmony import */ var _domain_throttle_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6314);
/* harmony import */ var _ledger_open_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6229);
/* harmony import */ var _outcome_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6497);
// `live-match`: whether an export (which may return the draft) is what this repository last put live, from
// the ledger's newest confirmed publish or overwrite; a step of `backup` that changes nothing.





/** What this repository last put live, from the publish and restore ledgers' newest entries; else why it is not known. */
function lastLive(publish, overwrite) {
    if (publish.doubt || overwrite.doubt)
        return "the ledger's newest entry is not believed";
    if (!publish.lastAt)
        return 'the ledger knows of no publish of this bot by this repository';
    if (publish.lastCall?.outcome !== 'ok')
        return "the ledger's newest publish is not confirmed";
    const by = publish.lastCall.by;
    if (publish.confirmed)
        return { sha256: publish.confirmed.sha256, at: publish.lastAt, by };
    const put = overwrite.confirmed && overwrite.lastAt && overwrite.lastAt <= publish.lastAt;
    if (put && overwrite.confirmed)
        return { sha256: overwrite.confirmed.sha256, at: publish.lastAt, by };
    return 'the ledger does not know which backup the last publish put live';
}
/** Compares the exported bytes (`sha256`) with what the ledger says this repository last put live. */
async function compare(ctx, outcome, sha256) {
    const { inputs, sight, log } = ctx;
    if (inputs.throttle === 'off')
        return { match: 'unknown', why: `the ledger is off (${ctx.words.setting('throttle', 'off')})` };
    // A run given a token verifies no seal, so no entry can confirm what went live: no lookup (nor its log line again).
    if (inputs.auth.level === 'token')
        return { match: 'unknown', why: `a run given a ${ctx.words.input('token')} cannot verify the ledger` };
    const cannot = outcome.ledgerTrouble ?? sight.blind;
    if (cannot)
        return { match: 'unknown', why: `the ledger cannot be read (${cannot})` };
    const options = { inputs, log, openStore: ctx.openStore, sight, cancelled: ctx.cancel.signal, words: ctx.words };
    const opened = await (0,_ledger_open_js__WEBPACK_IMPORTED_MODULE_3__/* .openLedgers */ .H7)(options, [_domain_operations_js__WEBPACK_IMPORTED_MODULE_1__/* .PUBLISH_LIMIT */ .Ke, _domain_operations_js__WEBPACK_IMPORTED_MODULE_1__/* .RESTORE_LIMIT */ .jJ]);
    if (!opened || 'unavailable' in opened)
        return { match: 'unknown', why: 'the ledger cannot be read' };
    const settled = () => Promise.resolve();
    const [publish, overwrite] = await Promise.all(opened.map(async (ledger) => (0,_domain_throttle_js__WEBPACK_IMPORTED_MODULE_2__/* .assess */ .no)((await (0,_ledger_open_js__WEBPACK_IMPORTED_MODULE_3__/* .newestEntry */ .xm)(ledger, ctx.clock, settled)).key, ledger.place, ctx.clock.now())));
    const live = publish && overwrite ? lastLive(publish, overwrite) : 'the ledger cannot be read';
    if (typeof live === 'string')
        return { match: 'unknown', why: live };
    const when = `sha256 ${live.sha256}, published ${live.at.toISOString()}`;
    return live.sha256 === sha256 ? { match: 'true', why: when } : { match: 'false', why: when };
}
const SUMMARY = { true: 'yes: the export is what this repository last published', false: 'no', unknown: 'unknown' };
const liveMatch = {
    key: 'live-match',
    limitIn: () => undefined,
    would: () => '',
    async after(ctx, outcome) {
        if (ctx.inputs.dryRun || outcome.kind !== 'done' || !outcome.sha256)
            return outcome;
        const report = await compare(ctx, outcome, outcome.sha256);
        if (report.match === 'false') {
            ctx.log.warning(`live-match: false. The exported backup (sha256 ${outcome.sha256}) is not what this repository last published to the bot (${report.why}): it may hold unpublished changes in the editor (an export may return the draft), or the bot was deployed by something the ledger did not see. Do not take it for what the bot runs.`);
        }
        else
            ctx.log.info(`live-match: ${report.match} (${report.why}).`);
        return (0,_outcome_js__WEBPACK_IMPORTED_MODULE_4__/* .withReport */ .BN)(outcome, 'live-match', report);
    },
    view(outcome) {
        const report = outcome.reports?.['live-match'];
        if (!report)
            return {};
        return {
            outputs: [[_domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Output */ .k7.LiveMatch, report.match]],
            rows: [['Live match', `${SUMMARY[report.match]} (${report.why})`]]
        };
    }
};


/***/ })

};
