export const id = 647;
export const ids = [647];
export const modules = {

/***/ 3647:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runOperation: () => (/* binding */ runOperation)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./src/domain/constants.ts
var constants = __webpack_require__(5541);
// EXTERNAL MODULE: ./src/domain/errors.ts
var errors = __webpack_require__(241);
// EXTERNAL MODULE: ./src/lib/text.ts
var lib_text = __webpack_require__(9112);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
;// CONCATENATED MODULE: ./src/files/confine.ts
// Where a path given as `backup-file` leads: resolved against the workspace, symlinks followed as
// far as the path exists, and whether it stays inside the workspace or the runner's temp folder.
// The one confinement rule for the file to send and the file an export writes.


/**
 * `child` is `parent` or below it (a name that merely starts with `..`, such as `..backup.xenioo`,
 * is below it). `paths` is the platform's path module (`path.win32` in a test of Windows paths).
 */
function inside(child, parent, paths = (external_node_path_default())) {
    const rel = paths.relative(parent, child);
    return rel === '' || (rel !== '..' && !rel.startsWith(`..${paths.sep}`) && !paths.isAbsolute(rel));
}
/** The real path of `p`, or of its nearest existing folder joined with the rest. */
async function nearestReal(p) {
    try {
        return { path: await (0,promises_.realpath)(p), exists: true };
    }
    catch {
        const parent = external_node_path_default().dirname(p);
        if (parent === p)
            return { path: p, exists: false };
        return { path: external_node_path_default().join((await nearestReal(parent)).path, external_node_path_default().basename(p)), exists: false };
    }
}
/** Resolves `given` against the workspace and says where it lies. */
async function resolveGiven(given, place) {
    const target = await nearestReal(external_node_path_default().resolve(place.workspace, given));
    const roots = await Promise.all([place.workspace, place.runnerTemp].filter((r) => !!r).map(async (r) => (await nearestReal(r)).path));
    const within = roots.includes(target.path)
        ? 'itself'
        : roots.some(root => inside(target.path, root))
            ? 'below'
            : 'outside';
    return { ...target, within };
}

;// CONCATENATED MODULE: ./src/files/destination.ts
// Where an export may write `backup-file`: the same confinement as for reading (inside the
// workspace or RUNNER_TEMP, symlinks followed), and not a folder. Checked before any request.





async function checkDestination(given, place) {
    const name = constants/* Input */.pd.BackupFile;
    const shown = (0,lib_text/* untrusted */.bp)(given, 200);
    const target = await resolveGiven(given, place);
    if (target.within !== 'below') {
        throw new errors/* InputError */.dz(name, `'${shown}' would be written outside the workspace and the runner's temp folder.`, `Point '${name}' at a file inside the repository checkout (or RUNNER_TEMP); a symlink must not lead outside it.`);
    }
    const info = await (0,promises_.lstat)(target.path).catch(() => undefined);
    if (info && !info.isFile()) {
        throw new errors/* InputError */.dz(name, `'${shown}' is ${info.isDirectory() ? 'a directory' : 'not a regular file'}.`, `Point '${name}' at the .xenioo file to write, such as bots/support.xenioo.`);
    }
    return { given, path: target.path, exists: info !== undefined };
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
;// CONCATENATED MODULE: ./src/files/digest.ts
// A file's size and sha256, read in streaming fashion: the one way the action hashes a backup on
// disk (a dry run's backup, the file an export may replace).


/** How much is read at once. */
const CHUNK_BYTES = 1024 * 1024;
async function digestFile(file) {
    const hash = (0,external_node_crypto_.createHash)('sha256');
    let bytes = 0;
    for await (const chunk of (0,external_node_fs_.createReadStream)(file, { highWaterMark: CHUNK_BYTES })) {
        hash.update(chunk);
        bytes += chunk.length;
    }
    return { bytes, sha256: hash.digest('hex') };
}

;// CONCATENATED MODULE: ./src/files/kind.ts
// What a backup file certainly is not. A backup exported from the platform is one line of base64
// text; a Git LFS pointer, a zip, a file with a byte-order mark, JSON, HTML or XML, or anything with
// NUL bytes is refused before any request, and text that is not one line of base64 is warned about.
// Only the file's first MiB and its last bytes are read here: the whole file is read once, later,
// as it is sent.

/** How much of the file's start is read to tell what it is. */
const HEAD_BYTES = 1024 * 1024;
const REEXPORT = 'Export the backup from the platform again and commit the .xenioo file exactly as it was downloaded.';
const BINARY_ATTRIBUTE = "Mark backups as binary in .gitattributes ('*.xenioo -text') so that no checkout or editor changes them.";
const SIGNATURES = [
    {
        bytes: [0x50, 0x4b, 0x03, 0x04],
        refusal: {
            is: 'is a zip archive, not a backup',
            fix: `Commit the .xenioo file itself, not a zip of it. ${REEXPORT}`
        }
    },
    { bytes: [0x50, 0x4b, 0x05, 0x06], refusal: { is: 'is an (empty) zip archive, not a backup', fix: REEXPORT } },
    {
        bytes: [0xef, 0xbb, 0xbf],
        refusal: {
            is: 'starts with a UTF-8 byte-order mark: an editor or a tool has re-saved it',
            fix: `${REEXPORT} ${BINARY_ATTRIBUTE}`
        }
    },
    {
        bytes: [0xff, 0xfe],
        refusal: {
            is: 'starts with a UTF-16 byte-order mark: it was re-saved as UTF-16 text',
            fix: `${REEXPORT} ${BINARY_ATTRIBUTE}`
        }
    },
    {
        bytes: [0xfe, 0xff],
        refusal: {
            is: 'starts with a UTF-16 byte-order mark: it was re-saved as UTF-16 text',
            fix: `${REEXPORT} ${BINARY_ATTRIBUTE}`
        }
    }
];
const LFS_POINTER = 'version https://git-lfs.github.com/spec/';
const LFS = {
    is: 'is a Git LFS pointer, not the backup: the repository keeps the file in Git LFS and the checkout did not fetch it',
    fix: "Set 'lfs: true' on actions/checkout (or run 'git lfs pull' before this step)."
};
function markup(text) {
    const start = text.trimStart().slice(0, 64).toLowerCase();
    if (start.startsWith('{') || start.startsWith('['))
        return { is: 'starts like JSON, not a backup', fix: REEXPORT };
    if (start.startsWith('<?xml'))
        return { is: 'starts like XML, not a backup', fix: REEXPORT };
    if (start.startsWith('<')) {
        return {
            is: 'starts like an HTML page (a login or error page saved instead of the backup?), not a backup',
            fix: REEXPORT
        };
    }
    return undefined;
}
/** Refuses what the first bytes show is not a backup. */
function refusalOf(head) {
    const signature = SIGNATURES.find(s => s.bytes.every((b, i) => head[i] === b));
    if (signature)
        return signature.refusal;
    const text = head.toString('latin1');
    if (text.startsWith(LFS_POINTER))
        return LFS;
    const nul = head.indexOf(0);
    if (nul >= 0)
        return { is: `holds NUL bytes (the first at byte ${nul}): it is a binary file, not a backup`, fix: REEXPORT };
    return markup(text);
}
/** Warnings for text that is not one line of base64 (the platform may still take it). */
function warningsOf(head, tail, size) {
    const warnings = [];
    const lineBreak = tail.at(-1) === 0x0a ? (tail.at(-2) === 0x0d ? 2 : 1) : 0;
    if (lineBreak > 0)
        warnings.push('it ends with a line break, which a backup exported from the platform does not have');
    const end = size <= head.length ? size - lineBreak : head.length;
    const odd = /[^A-Za-z0-9+/=]/.exec(head.toString('latin1', 0, end));
    if (odd)
        warnings.push(`it is not one line of base64 (byte ${odd.index} is ${JSON.stringify(odd[0])})`);
    return warnings;
}
/** Reads the first MiB and the last bytes of the file, and says what it is not. */
async function inspect(file, size) {
    const handle = await (0,promises_.open)(file, 'r');
    try {
        const head = Buffer.alloc(Math.min(size, HEAD_BYTES));
        await handle.read(head, 0, head.length, 0);
        const tail = Buffer.alloc(Math.min(size, 2));
        await handle.read(tail, 0, tail.length, size - tail.length);
        const refusal = refusalOf(head);
        return refusal ? { refusal, warnings: [] } : { warnings: warningsOf(head, tail, size) };
    }
    finally {
        await handle.close();
    }
}

;// CONCATENATED MODULE: ./src/files/source.ts
// The backup file: checked before any request, then streamed to the platform unchanged while its
// size and sha256 are computed on the way, so it is read once and never held whole in memory.









/** The real path of `given`, symlinks resolved, when it exists inside the workspace or the runner's temp folder. */
async function resolveInside(given, place) {
    const shown = (0,lib_text/* untrusted */.bp)(given, 200);
    const resolved = await resolveGiven(given, place);
    if (!resolved.exists) {
        throw new errors/* InputError */.dz(constants/* Input */.pd.BackupFile, `'${shown}' does not exist (looked in ${(0,lib_text/* untrusted */.bp)(place.workspace, 200)}).`, `Check the path, relative to the repository root, and that the job checks the repository out (actions/checkout) before this step.`);
    }
    if (resolved.within === 'outside') {
        throw new errors/* InputError */.dz(constants/* Input */.pd.BackupFile, `'${shown}' resolves to a place outside the workspace and the runner's temp folder.`, `Point '${constants/* Input */.pd.BackupFile}' at a file inside the repository checkout (or RUNNER_TEMP); a symlink must not lead outside it.`);
    }
    return resolved.path;
}
/** A regular, non-empty file. */
function checkRegular(shown, info) {
    const name = constants/* Input */.pd.BackupFile;
    if (info.isDirectory()) {
        throw new errors/* InputError */.dz(name, `'${shown}' is a directory.`, `Point '${name}' at the .xenioo backup file itself, not at its folder.`);
    }
    if (!info.isFile()) {
        throw new errors/* InputError */.dz(name, `'${shown}' is not a regular file.`, `Point '${name}' at the .xenioo backup file exported from the platform.`);
    }
    if (info.size === 0) {
        throw new errors/* InputError */.dz(name, `'${shown}' is empty.`, `Export the bot's backup again from the platform and commit the .xenioo file (it is one line of base64 text, never empty).`);
    }
}
/**
 * Resolves `given` against the workspace and checks it: it must exist, be a regular non-empty file,
 * after following symlinks lie inside the workspace or the runner's temp folder, and not be what
 * a backup certainly is not (kind.ts).
 */
async function checkBackup(given, place) {
    const real = await resolveInside(given, place);
    const info = await (0,promises_.stat)(real);
    const shown = (0,lib_text/* untrusted */.bp)(given, 200);
    checkRegular(shown, info);
    const { refusal, warnings } = await inspect(real, info.size);
    if (refusal)
        throw new errors/* InputError */.dz(constants/* Input */.pd.BackupFile, `'${shown}' ${refusal.is}.`, refusal.fix);
    const said = warnings.map(w => `The backup file '${shown}': ${w}. It is sent unchanged; if the platform refuses it, export it again and mark backups as binary in .gitattributes ('*.xenioo -text').`);
    return { given, path: real, size: info.size, warnings: said };
}
/**
 * The file's bytes as they are on disk, for a request body, with a digest that settles once the
 * last byte has been read.
 */
function streamBackup(file) {
    let result;
    async function* body() {
        const hash = (0,external_node_crypto_.createHash)('sha256');
        let bytes = 0;
        for await (const chunk of (0,external_node_fs_.createReadStream)(file.path, { highWaterMark: CHUNK_BYTES })) {
            const buf = chunk;
            bytes += buf.length;
            if (bytes >= file.size && !result) {
                // The last chunk: the digest is settled before it is handed on, since the HTTP client,
                // once it has the Content-Length bytes, may never ask this generator for more.
                hash.update(buf);
                result = { bytes, sha256: hash.copy().digest('hex') };
                yield buf;
                continue;
            }
            yield buf;
            // The client has taken the chunk and asks for the next: it is hashed while the socket
            // carries it, so hashing overlaps the transfer instead of delaying it.
            hash.update(buf);
        }
        if (bytes !== file.size)
            result = { bytes, sha256: hash.digest('hex') };
    }
    return { body: body(), digest: () => result };
}

// EXTERNAL MODULE: ./src/lib/clock.ts
var lib_clock = __webpack_require__(4517);
// EXTERNAL MODULE: ./src/domain/inputs.ts + 2 modules
var inputs = __webpack_require__(3976);
;// CONCATENATED MODULE: ./src/domain/ledger-keys.ts
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
    const hash = (0,external_node_crypto_.createHash)('sha256')
        .update(`xenioo-deploy-ledger\0${serviceEndpoint.toLowerCase()}\0${subject}`)
        .digest('hex')
        .slice(0, 32);
    return `${keyPrefix}${hash}-`;
}
/** `{prefix}{time}` and, for entries that say more, `-{operation}-{outcome}[-{sha256}]`. */
function ledgerKey(prefix, at, note) {
    const more = note ? `-${note.operation}-${note.outcome}${note.sha256 ? `-${note.sha256}` : ''}` : '';
    return `${prefix}${Math.trunc(at)}${more}`;
}
/** The entry a key holds, or undefined when it is not one this ledger wrote. */
function parseEntry(key, prefix) {
    if (!key.startsWith(prefix))
        return undefined;
    const m = /^(\d{1,15})(?:-(restore|overwrite|backup)-(ok|unknown)(?:-([0-9a-f]{64}))?)?$/.exec(key.slice(prefix.length));
    if (!m)
        return undefined;
    const note = m[2]
        ? { operation: m[2], outcome: m[3], sha256: m[4] }
        : {};
    return { at: Number(m[1]), ...note };
}

;// CONCATENATED MODULE: ./src/domain/throttle.ts
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
    const entry = parseEntry(key, prefix);
    if (!entry || entry.at > now + CLOCK_SKEW_MS) {
        return {
            lastAt: undefined,
            nextAt: new Date(now),
            throttled: false,
            note: `ignored a ledger entry with ${entry ? 'a time in the future' : 'an unreadable time'}`
        };
    }
    const last = Math.min(entry.at, now);
    const next = last + constants/* THROTTLE_WINDOW_MS */.xj;
    const confirmed = entry.operation === 'overwrite' && entry.outcome === 'ok' ? entry.sha256 : undefined;
    return {
        lastAt: new Date(last),
        nextAt: new Date(Math.max(next, now)),
        throttled: now < next,
        ...(confirmed ? { confirmedOverwriteSha256: confirmed } : {})
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
    if (sha256 !== undefined && state.confirmedOverwriteSha256 === sha256)
        return { kind: 'unchanged', ...window };
    if (!state.throttled)
        return { kind: 'go' };
    return { kind: onThrottle, ...window };
}
/** When the next is allowed after one at `at`. */
function nextAfter(at) {
    return new Date(at + constants/* THROTTLE_WINDOW_MS */.xj);
}
/** When the next is allowed after a run that follows `decision` and makes its call at `callAt` (if it does). */
function nextAllowedAfter(decision, callAt) {
    if (makesNoCall(decision))
        return decision.next;
    return nextAfter(callAt);
}

;// CONCATENATED MODULE: ./src/lib/limits.ts
// A time limit of the action's own: work that is abandoned (and told so) when it takes too long,
// with a shorter limit once another signal aborts.
/** `work`, or a rejection once `ms` have passed (the work is then abandoned, and told so). */
async function bounded(ms, work, cut) {
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
    const shorten = () => cut && arm(Math.min(ms - (Date.now() - started), cut.ms), cut.ms);
    if (cut?.signal.aborted)
        shorten();
    else
        cut?.signal.addEventListener('abort', shorten, { once: true });
    try {
        return await Promise.race([work(stop.signal), late]);
    }
    finally {
        clearTimeout(timer);
        cut?.signal.removeEventListener('abort', shorten);
    }
}

;// CONCATENATED MODULE: ./src/ledger/ledger.ts
// The throttle ledger: when each bot was last restored (or backed up), remembered between runs in the Actions
// cache. The time lives in the cache key itself, so reading it is one lookup without a download.
// It is a best-effort memory, never a lock: any trouble with the cache is one warning, never a
// failed deploy (the platform's own throttle is the backstop).



class Ledger {
    prefix;
    limit;
    #store;
    #warn;
    #limits;
    #warned = false;
    constructor(parts) {
        this.#store = parts.store;
        this.prefix = parts.prefix;
        this.limit = parts.limit;
        this.#warn = parts.warn;
        this.#limits = parts.limits;
    }
    #trouble(action, err) {
        if (this.#warned)
            return;
        this.#warned = true;
        this.#warn(`Throttle ledger: could not ${action} the Actions cache (${(0,lib_text/* reasonOf */.A3)(err)}). Going on without it; the platform's own limit of one ${this.limit.noun} per bot per hour still applies.`);
    }
    /** The newest entry's key, or undefined on a miss or when the cache is in trouble (warned once). */
    async lookup() {
        try {
            return await bounded(this.#limits.lookupMs, signal => this.#store.lookup(this.prefix, signal));
        }
        catch (err) {
            this.#trouble('read', err);
            return undefined;
        }
    }
    /** Records a restore at `at`: true only when the cache confirmed the entry. Never throws. */
    async record(at, note) {
        try {
            const { saveMs, cancelled, cancelledSaveMs } = this.#limits;
            const cut = cancelled && cancelledSaveMs !== undefined ? { signal: cancelled, ms: cancelledSaveMs } : undefined;
            await bounded(saveMs, signal => this.#store.save(ledgerKey(this.prefix, at, note), signal), cut);
            return true;
        }
        catch (err) {
            this.#trouble('write to', err);
            return false;
        }
    }
}

;// CONCATENATED MODULE: ./src/ledger/open.ts
// The ledger's part in a run: opened when the operation is throttled and `throttle: cache` is set
// (the store is loaded then, not before), and read once, with what it shows in the step's log.





/** The ledger for this run, or undefined when it does not apply or the cache cannot be used (warned). */
async function openLedger({ inputs, log, openStore, cancelled }) {
    const limit = inputs.operation.limit;
    if (inputs.throttle !== 'cache' || !limit)
        return undefined;
    const warn = (m) => log.warning(m);
    try {
        const store = await openStore();
        if (typeof store === 'string') {
            warn(`Throttle ledger off for this run: ${store}. The platform's own limit of one ${limit.noun} per bot per hour still applies.`);
            return undefined;
        }
        const limits = {
            lookupMs: constants/* LEDGER_LOOKUP_LIMIT_MS */.Cc,
            saveMs: constants/* LEDGER_SAVE_LIMIT_MS */.lK,
            cancelled,
            cancelledSaveMs: constants/* SAVE_LIMIT_WHEN_CANCELLED_MS */.Ee
        };
        const prefix = ledgerPrefix(inputs.serviceEndpoint, inputs.auth, limit.keyPrefix);
        return new Ledger({ store, prefix, limit, warn, limits });
    }
    catch (err) {
        warn(`Throttle ledger off for this run: ${(0,lib_text/* reasonOf */.A3)(err)}.`);
        return undefined;
    }
}
/**
 * Looks the bot up in the ledger and says what it found. An entry is judged on the platform's
 * clock, known once the platform has answered: `settle` waits for that answer (the token's).
 */
async function readThrottle(ledger, parts) {
    const { log } = parts;
    const noun = ledger.limit.noun;
    const key = await ledger.lookup();
    if (key !== undefined)
        await parts.settle();
    const state = assess(key, ledger.prefix, parts.clock.now());
    if (state.note)
        log.warning(`Throttle ledger: ${state.note} (${key ?? ''}); it does not block this run.`);
    if (state.lastAt) {
        log.info(`Throttle ledger: last ${noun} of this bot at ${state.lastAt.toISOString()}; next allowed from ${state.nextAt.toISOString()}.`);
    }
    else
        log.info(`Throttle ledger: no ${noun} of this bot in the last hour that this branch can see.`);
    return state;
}

// EXTERNAL MODULE: external "node:events"
var external_node_events_ = __webpack_require__(8474);
// EXTERNAL MODULE: external "node:string_decoder"
var external_node_string_decoder_ = __webpack_require__(6193);
;// CONCATENATED MODULE: ./src/files/json-string.ts
// A JSON string literal decoded as it streams: a platform that wraps the backup as a JSON string
// (`"QUJD\u002B..."`) is unwrapped chunk by chunk, escapes split across chunks included, so a large
// backup is never held whole.

const SPECIAL = /["\\]/g;
const SIMPLE = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };
class JsonStringDecoder {
    #text = new external_node_string_decoder_.StringDecoder('utf8');
    #state = 'before';
    #hex = '';
    /** The decoded bytes of `chunk`; throws when the text is not one JSON string (whitespace around it allowed). */
    write(chunk) {
        return Buffer.from(this.#decode(this.#text.write(chunk)), 'utf8');
    }
    /** Checks that the string was closed. */
    end() {
        this.#decode(this.#text.end());
        if (this.#state !== 'after')
            throw new Error('the JSON string is not closed');
    }
    #pendingHigh = '';
    #decode(text) {
        let out = this.#pendingHigh;
        this.#pendingHigh = '';
        let i = 0;
        while (i < text.length) {
            if (this.#state === 'inside') {
                // The common case, a run of plain characters, is copied whole.
                SPECIAL.lastIndex = i;
                const end = SPECIAL.exec(text)?.index ?? text.length;
                out += text.slice(i, end);
                i = end;
                if (i >= text.length)
                    break;
            }
            out += this.#step(text[i]);
            i++;
        }
        // A high surrogate from a \u escape waits for its low half, which may come with the next chunk.
        if (/[\ud800-\udbff]$/.test(out)) {
            this.#pendingHigh = out.slice(-1);
            out = out.slice(0, -1);
        }
        return out;
    }
    #step(c) {
        switch (this.#state) {
            case 'before':
            case 'after':
                if (/\s/.test(c))
                    return '';
                if (this.#state === 'before' && c === '"')
                    this.#state = 'inside';
                else
                    throw new Error('the answer is more than one JSON string');
                return '';
            case 'inside':
                if (c === '"')
                    this.#state = 'after';
                else if (c === '\\')
                    this.#state = 'escape';
                else
                    return c;
                return '';
            case 'escape':
                return this.#escape(c);
            case 'unicode':
                return this.#unicode(c);
        }
    }
    #escape(c) {
        if (c === 'u') {
            this.#state = 'unicode';
            this.#hex = '';
            return '';
        }
        const plain = SIMPLE[c];
        if (plain === undefined)
            throw new Error(`an unknown escape \\${c} in the JSON string`);
        this.#state = 'inside';
        return plain;
    }
    #unicode(c) {
        if (!/[0-9a-fA-F]/.test(c))
            throw new Error('a broken \\u escape in the JSON string');
        this.#hex += c;
        if (this.#hex.length < 4)
            return '';
        this.#state = 'inside';
        return String.fromCharCode(Number.parseInt(this.#hex, 16));
    }
}

;// CONCATENATED MODULE: ./src/files/writer.ts
// The export's download written to its destination. The answer streams to a temporary file beside
// the destination, hashed and counted on the way, unwrapped when the platform sent it as a JSON
// string, and only when it is complete and checked does it replace the file; identical bytes leave
// the file as it was. A failed, cut or refused download leaves no temporary file behind.









/** What the answer is, from its first bytes: `raw` backup text, a `json-string`, or what is refused. */
function shapeOf(head) {
    const first = head.toString('latin1').trimStart()[0];
    if (first === undefined)
        return 'empty';
    if (first === '"')
        return 'json-string';
    if (first === '{' || first === '[')
        return 'a JSON object (an error, not a backup)';
    if (first === '<')
        return 'an HTML page';
    return refusalOf(head)?.is.replace(/^(is|starts like|starts with|holds) /, '') ?? 'raw';
}
function refused(what) {
    return new errors/* ResponseShapeError */.RD(`The platform answered the backup with HTTP 200, but the body is ${what === 'empty' ? 'empty' : what}: nothing was written.`, "Check that 'service-endpoint' is the bot's route (bot settings, developers section). The platform counts the call against its hour: see 'next-backup-at'.");
}
/** Writes the answer's bytes (unwrapped when it is a JSON string) to `out`, hashing and counting them. */
async function pipeInto(body, out) {
    const hash = (0,external_node_crypto_.createHash)('sha256');
    let bytes = 0;
    let decoder;
    let head = Buffer.alloc(0);
    const put = async (buf) => {
        if (buf.length === 0)
            return;
        hash.update(buf);
        bytes += buf.length;
        if (!out.write(buf))
            await (0,external_node_events_.once)(out, 'drain');
    };
    for await (const chunk of body) {
        let data = chunk;
        if (head) {
            // Undecided until the first byte that is not white space.
            head = Buffer.concat([head, chunk]);
            if (head.toString('latin1').trim() === '')
                continue;
            const shape = shapeOf(head);
            if (shape !== 'raw' && shape !== 'json-string')
                throw refused(shape);
            if (shape === 'json-string')
                decoder = new JsonStringDecoder();
            [data, head] = [head, undefined];
        }
        await put(decoder ? decoder.write(data) : data);
    }
    if (head || bytes === 0)
        throw refused('empty');
    decoder?.end();
    out.end();
    await (0,external_node_events_.once)(out, 'close');
    return { bytes, sha256: hash.digest('hex') };
}
/** Streams the answer to a temporary file beside `dest`, then replaces `dest` with it when its bytes differ. */
async function saveBackup(body, dest) {
    const dir = external_node_path_default().dirname(dest.path);
    await (0,promises_.mkdir)(dir, { recursive: true });
    const before = dest.exists ? digestFile(dest.path) : undefined;
    before?.catch(() => undefined);
    const temp = external_node_path_default().join(dir, `.${external_node_path_default().basename(dest.path)}.${(0,external_node_crypto_.randomBytes)(6).toString('hex')}.download`);
    const out = (0,external_node_fs_.createWriteStream)(temp, { flags: 'wx' });
    try {
        const got = await pipeInto(body, out);
        const old = await before;
        const changed = !old || old.bytes !== got.bytes || old.sha256 !== got.sha256;
        if (changed)
            await (0,promises_.rename)(temp, dest.path);
        else
            await (0,promises_.rm)(temp);
        return { ...got, changed };
    }
    catch (err) {
        out.destroy();
        await (0,promises_.rm)(temp, { force: true });
        throw err;
    }
}

;// CONCATENATED MODULE: ./src/run/call.ts
// The call itself, and what the run learned from it: a bot's key and secret (masked at once), or a
// backup written to its file; and, for a call that may have been applied (or, for a backup,
// counted against the bot's hour), the ledger entry that keeps a blind re-run from repeating it.




function callingLine(ctx) {
    const { backup, destination } = ctx;
    const op = ctx.inputs.operation;
    if (backup)
        return `Calling ${op.name} with ${backup.given} (${backup.size} bytes)…`;
    if (destination)
        return `Calling ${op.name}, to write ${destination.given}…`;
    return `Calling ${op.name}…`;
}
/** The platform's call for the operation: an export's download is written to its destination. */
async function send(ctx, token, body) {
    const { platform, inputs, destination, cancel } = ctx;
    const op = inputs.operation;
    if (op.name === 'backup') {
        const download = await platform.openBackup(inputs.serviceEndpoint, token, cancel.signal);
        return { saved: destination && (await saveBackup(download, destination)) };
    }
    const { serviceEndpoint } = inputs;
    return { keys: await platform.botCall({ op: op.name, serviceEndpoint, token, backup: body, signal: cancel.signal }) };
}
async function call(ctx, ledger) {
    const { backup } = ctx;
    const token = await ctx.cancel.race(ctx.token.current());
    const sending = backup ? streamBackup(backup) : undefined;
    const sha256 = () => sending?.digest()?.sha256;
    ctx.log.info(callingLine(ctx));
    try {
        const received = await send(ctx, token, sending && backup && { body: sending.body, size: backup.size });
        ctx.secrets.add(received.keys?.apiKey);
        ctx.secrets.add(received.keys?.apiSecret);
        return succeeded(ctx, ledger, received, sha256());
    }
    catch (err) {
        // A call abandoned in flight (the run was cancelled) comes back as one that may have been applied.
        const performed = unknownOutcome(ctx, ledger, err);
        return { ...performed, outcome: { ...performed.outcome, sha256: sha256(), error: err } };
    }
}
function note(op, outcome, sha256) {
    return { operation: op.name === 'clone-by-ref' ? 'restore' : op.name, outcome, sha256 };
}
function doneLine(op, received, given) {
    const saved = received.saved;
    if (!saved) {
        return `Done: ${op.result}. The bot's API key and secret are in the step's outputs 'api-key' and 'api-secret' (masked).`;
    }
    const what = saved.changed ? 'written' : 'unchanged: the file already held these bytes and was left as it was';
    return `Done: ${op.result}. ${given}: ${saved.bytes} bytes, sha256 ${saved.sha256}, ${what}.`;
}
function succeeded(ctx, ledger, received, sent) {
    const op = ctx.inputs.operation;
    const at = ctx.clock.now();
    const sha256 = sent ?? received.saved?.sha256;
    const entry = ledger && {
        ledger,
        at,
        note: note(op, 'ok', sha256),
        recorded: `Throttle ledger: recorded this ${ledger.limit.noun}.`
    };
    const nextAllowedAt = op.limit ? nextAfter(at).toISOString() : '';
    const { keys, saved } = received;
    return {
        outcome: { result: op.result, keys, saved, nextAllowedAt, sha256 },
        entry,
        closing: doneLine(op, received, ctx.destination?.given)
    };
}
/** A call that may have been applied (or counted) is recorded: a blind re-run of a restore would create a second bot. */
function unknownOutcome(ctx, ledger, err) {
    const uncertain = err instanceof errors/* MaybeAppliedError */.QA || err instanceof errors/* ResponseShapeError */.RD || err instanceof errors/* CountedError */.rt;
    if (!ledger || !uncertain)
        return { outcome: {} };
    const at = ctx.clock.now();
    const why = err instanceof errors/* CountedError */.rt ? 'the platform may have counted it' : 'it may have been applied';
    const recorded = `Throttle ledger: recorded this call, as ${why}.`;
    const entry = { ledger, at, note: note(ctx.inputs.operation, 'unknown', undefined), recorded };
    return { outcome: { nextAllowedAt: nextAfter(at).toISOString() }, entry };
}

// EXTERNAL MODULE: ./src/run/cancel.ts
var run_cancel = __webpack_require__(2735);
;// CONCATENATED MODULE: ./src/run/dry-run.ts
// What a dry run reports: the credentials proven, the backup read, and what a real run would do
// on the same throttle decision. It changes nothing.

function wouldText(ctx, decision) {
    const op = ctx.inputs.operation;
    const would = `would ${op.would}${ctx.destination ? ` to ${ctx.destination.given}` : ''}`;
    if (!op.limit)
        return would;
    const at = decision.kind === 'go' ? '' : decision.next.toISOString();
    switch (decision.kind) {
        case 'go':
            return `${would}${ctx.inputs.throttle === 'off' ? ' (throttle ledger off)' : ', not throttled'}`;
        case 'unchanged':
            return `would skip: unchanged since ${decision.last.toISOString()} (the bot already runs this backup)`;
        case 'fail':
            return `would fail: throttled until ${at}`;
        case 'skip':
            return `would skip: throttled until ${at}`;
        case 'wait':
            return `would wait until ${at}, then ${op.name}`;
    }
}
/** Proves the credentials and reads the backup, then says what a real run would do; changes nothing. */
async function dryRun(ctx, decision, sha256) {
    const [digest] = await Promise.all([sha256, ctx.token.ready()]);
    const callAt = decision.kind === 'wait' ? decision.next.getTime() : ctx.clock.now();
    const next = ctx.inputs.operation.limit ? nextAllowedAfter(decision, callAt).toISOString() : '';
    const checked = ctx.inputs.auth.level === 'token' ? ' (token given, not checked)' : '';
    const plan = `Dry run: the credentials work${checked}; a real run ${wouldText(ctx, decision)}. Nothing was changed.`;
    ctx.log.info(plan);
    return { result: 'planned', nextAllowedAt: next, plan, sha256: digest };
}

;// CONCATENATED MODULE: ./src/run/no-call.ts
// The outcomes of runs that send no call: throttled with `on-throttle` fail or skip, an overwrite
// the bot already runs (skip-unchanged), or a run cancelled before its call. Nothing changed.


/** No call: throttled and `on-throttle` says fail or skip, or the bot already runs the backup. */
function stop(ctx, decision, limit) {
    ctx.token.cancel();
    const { noun, done } = limit;
    const op = ctx.inputs.operation;
    const [last, next] = [decision.last.toISOString(), decision.next.toISOString()];
    if (decision.kind === 'fail') {
        const left = (0,lib_clock/* spanText */.Cp)(decision.next.getTime() - ctx.clock.now());
        const error = new errors/* ThrottledError */.Xe(`The bot was last ${done} at ${last}; the platform allows one ${noun} per bot per hour, so the next is allowed from ${next} (in ${left}). The ${op.name} was not attempted.`, "Run again after that time, or set 'on-throttle: wait' to wait for it, or 'on-throttle: skip' to succeed without deploying.");
        return { nextAllowedAt: next, error };
    }
    const plan = decision.kind === 'unchanged'
        ? `Unchanged: the bot already runs this backup, deployed at ${last}; no ${op.name} was sent.`
        : `Skipped: the bot was last ${done} at ${last}; the next ${noun} is allowed from ${next}.`;
    ctx.log.notice(plan);
    return { result: decision.kind === 'unchanged' ? 'unchanged' : 'skipped', nextAllowedAt: next, plan };
}
/** Cancelled before the call was sent: nothing changed. */
function cancelled(ctx, phase) {
    const op = ctx.inputs.operation.name;
    return new errors/* CancelledError */.cc(`The run was cancelled (${ctx.cancel.by ?? 'signal'}) ${phase}: no ${op} was sent, and nothing was changed on the platform.`, `Run it again when the ${op} is wanted.`);
}

;// CONCATENATED MODULE: ./src/run/flow.ts
// Runs one operation the same way whatever it is: the token from its owner, the ledger when the
// throttle applies, the throttle decision acted on, then the call (or, in a dry run, the report of
// what it would do). Every failure after the inputs becomes part of the outcome, with what the run
// had learned by then.









/**
 * The backup's sha256 when the decision needs it (skip-unchanged), read at once and alongside the
 * token request and the lookup; else only a dry run reads it here.
 */
function earlyDigest(ctx, skipping) {
    const { inputs, backup } = ctx;
    if (!backup || !(skipping || inputs.dryRun))
        return Promise.resolve(undefined);
    const digest = digestFile(backup.path).then(d => d.sha256);
    digest.catch(() => undefined);
    return digest;
}
/** Says when `skip-unchanged` cannot apply, so nobody expects a skip that will not come. */
function explainSkipUnchanged(ctx) {
    const { inputs } = ctx;
    const op = inputs.operation;
    if (!inputs.skipUnchanged)
        return;
    if (!op.skipsUnchanged)
        ctx.log.info(`'skip-unchanged' applies to overwrite only: this ${op.name} runs as usual.`);
    else if (inputs.throttle !== 'cache') {
        ctx.log.info(`'skip-unchanged' needs the throttle ledger ('throttle: cache') to know what the bot runs: the ${op.name} is sent.`);
    }
}
/** The ledger's view, when the ledger applies and can be used. */
async function lookUp(ctx) {
    const { inputs, log, cancel } = ctx;
    const ledger = await cancel.race(openLedger({ inputs, log, openStore: ctx.openStore, cancelled: cancel.signal }));
    if (!ledger)
        return undefined;
    const settle = () => ctx.token.ready().catch(() => undefined);
    return { ledger, state: await cancel.race(readThrottle(ledger, { clock: ctx.clock, log, settle })) };
}
/** Decides on the ledger's view and acts: a dry run's report, no call, or the call (after a wait). */
async function act(ctx, throttle, backup) {
    const { inputs, cancel } = ctx;
    const { digest, skipping } = backup;
    const decision = decide(throttle?.state, inputs.onThrottle, skipping ? await cancel.race(digest) : undefined);
    if (inputs.dryRun)
        return { outcome: await cancel.race(dryRun(ctx, decision, digest)) };
    if (throttle && makesNoCall(decision))
        return { outcome: stop(ctx, decision, throttle.ledger.limit) };
    if (throttle && decision.kind === 'wait') {
        const { next, last } = decision;
        const log = (m) => ctx.log.info(m);
        const what = throttle.ledger.limit;
        const interrupt = (w) => cancel.race(w);
        await (0,lib_clock/* waitUntil */.a0)({ at: next.getTime(), last, clock: ctx.clock, log, what, interrupt }).catch((err) => {
            throw err instanceof run_cancel/* Interrupted */.j ? cancelled(ctx, 'while waiting out the throttle') : err;
        });
    }
    return call(ctx, throttle?.ledger);
}
async function perform(ctx) {
    // The token request and the ledger lookup run at the same time: the critical path has one
    // platform round trip before the call itself, as a hand-written script would.
    ctx.token.start();
    ctx.cancel.signal.addEventListener('abort', () => ctx.token.cancel(), { once: true });
    explainSkipUnchanged(ctx);
    const skipping = (0,inputs/* skipUnchangedApplies */.T)(ctx.inputs);
    const digest = earlyDigest(ctx, skipping);
    let known = { throttled: false };
    try {
        const throttle = await lookUp(ctx);
        known = { throttled: throttle?.state.throttled ?? false, throttle: throttle?.state };
        const performed = await act(ctx, throttle, { digest, skipping });
        return { ...performed, outcome: { ...known, ...performed.outcome } };
    }
    catch (err) {
        return { outcome: { ...known, error: err instanceof run_cancel/* Interrupted */.j ? cancelled(ctx, 'before any call') : err } };
    }
}

;// CONCATENATED MODULE: ./src/run/token.ts
// The run's token has one owner: it starts the request early (alongside the ledger lookup), masks
// the token the moment it is parsed, and repeats the identical request when the token would expire
// before the call it is needed for. A token given as input is used as it is.
class TokenOwner {
    #stop = new AbortController();
    auth;
    #where;
    #platform;
    #parts;
    #held;
    constructor(parts) {
        this.auth = parts.auth;
        this.#where = parts.where;
        this.#platform = parts.platform;
        this.#parts = parts;
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
            this.#parts.log.info('The token expires before the call: requesting a new one.');
            this.#held = this.#obtain();
            held = await this.#held;
        }
        return held.token;
    }
    /** Less than min(60 s, a quarter of its life) left. */
    #expiring(held) {
        const lifetime = held.validMinutes * 60_000;
        return this.#parts.clock.now() + Math.min(60_000, lifetime / 4) >= held.requestedAt + lifetime;
    }
    async #obtain() {
        const { clock, log, secrets } = this.#parts;
        const requestedAt = clock.now();
        if (this.auth.level === 'token')
            return { token: this.auth.token, validMinutes: Infinity, requestedAt };
        const issued = await this.#platform.requestToken(this.#where, this.auth, this.#stop.signal);
        secrets.add(issued.token);
        log.info(`Got ${this.auth.level === 'bot' ? 'a bot-level' : 'an account-wide'} token, valid for ${issued.validMinutes} minutes.`);
        return { ...issued, requestedAt };
    }
}

;// CONCATENATED MODULE: ./src/run/run.ts
// One operation from valid inputs to its report: the backup file checked, the platform client and
// the token's owner made, the operation performed; then, in this order, the outputs published, the
// ledger entry recorded (it may take its 10 s), the closing line, and the client closed. Loaded by
// the action only once the inputs are valid, so a run that stops at its inputs compiles none of it.





async function checkFiles(inputs, parts) {
    const given = inputs.backupFile;
    if (given === undefined)
        return {};
    if (inputs.operation.backup === 'receive')
        return { destination: await checkDestination(given, parts.place) };
    const backup = await checkBackup(given, parts.place);
    for (const warning of backup.warnings)
        parts.log.warning(warning);
    return { backup };
}
async function performWith(inputs, files, platform, run) {
    const { parts, secrets, clock } = run;
    const where = { serviceEndpoint: inputs.serviceEndpoint, nodeUrl: inputs.nodeUrl };
    const token = new TokenOwner({ auth: inputs.auth, where, platform, clock: parts.clock, log: parts.log, secrets });
    const { backup, destination } = files;
    const { log, openStore } = parts;
    return perform({ inputs, backup, destination, platform, token, secrets, log, clock, openStore, cancel: run.cancel });
}
async function record(entry, log) {
    if (entry && (await entry.ledger.record(entry.at, entry.note)))
        log.info(entry.recorded);
}
/** Performs the operation of `inputs`; never throws: a failure is the report's outcome. */
async function runOperation(inputs, secrets, parts, cancel) {
    let files = {};
    let platform;
    let performed;
    try {
        files = await checkFiles(inputs, parts);
        const clock = new lib_clock/* PlatformClock */.ei(parts.clock, m => parts.log.debug(m));
        platform = await parts.openPlatform({
            attempts: inputs.retries,
            timeoutMs: inputs.timeoutMs,
            log: parts.log,
            redact: text => secrets.redact(text),
            observeDate: date => clock.observe(date)
        });
        performed = await performWith(inputs, files, platform, { parts, secrets, cancel, clock });
    }
    catch (err) {
        performed = { outcome: { error: err } };
    }
    parts.publish(performed.outcome);
    await record(performed.entry, parts.log);
    if (performed.closing)
        parts.log.info(performed.closing);
    await platform?.close();
    return { outcome: performed.outcome, ...files };
}


/***/ })

};
