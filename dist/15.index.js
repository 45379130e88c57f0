export const id = 15;
export const ids = [15];
export const modules = {

/***/ 4740:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ER: () => (/* binding */ parseEntry),
/* harmony export */   K$: () => (/* binding */ sealerOf),
/* harmony export */   Lj: () => (/* binding */ ENTRY_OUTCOMES),
/* harmony export */   MT: () => (/* binding */ timeOfKey),
/* harmony export */   eh: () => (/* binding */ sealHolds),
/* harmony export */   gd: () => (/* binding */ ledgerPrefix),
/* harmony export */   gg: () => (/* binding */ latestByTime),
/* harmony export */   lj: () => (/* binding */ ledgerKey),
/* harmony export */   m$: () => (/* binding */ SEAL_HEX)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3164);
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
/* harmony export */   aj: () => (/* binding */ postAt)
/* harmony export */ });
/* unused harmony export keyOfPending */
/* harmony import */ var _domain_ledger_keys_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4740);
/* harmony import */ var _lib_time_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9826);
/* harmony import */ var _lib_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9112);
/* harmony import */ var _sight_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4348);
// The throttle ledger: each bot's last calls remembered in a store's keys (the Actions cache; a folder), found by prefix;
// a best-effort memory, never a lock: any trouble is one warning, and the platform's own limit is the backstop.




/** The post step saves an entry under its time + 1 ms: a save the main step abandoned may still hold the entry's own key. */
const postAt = (at) => at + 1;
/** The key an entry left for the post step is saved under (its time + 1 ms, with the seal made for it). */
const keyOfPending = (e) => ledgerKey(e.prefix, postAt(e.at), e.note, () => e.seal);
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
/* harmony import */ var _ledger_sight_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4348);
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
        ctx.log.warning(`Throttle ledger: could not write the ${inFlight.operation}'s entry before the call (${trouble}): if this run is stopped during the call, the next will not know of it; ${(0,_ledger_sight_js__WEBPACK_IMPORTED_MODULE_1__/* .stillApplies */ .ZN)([inFlight.noun])}.`);
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
