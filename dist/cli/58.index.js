export const id = 58;
export const ids = [58];
export const modules = {

/***/ 6577:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  G0: () => (/* binding */ ledgerFolder),
  om: () => (/* binding */ openFolderStore)
});

// UNUSED EXPORTS: ENTRIES_FILE, FolderStore

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/domain/constants.ts
var constants = __webpack_require__(5541);
// EXTERNAL MODULE: ./src/domain/errors.ts
var errors = __webpack_require__(241);
// EXTERNAL MODULE: ./src/domain/ledger-keys.ts
var ledger_keys = __webpack_require__(4740);
// EXTERNAL MODULE: ./src/lib/time.ts
var time = __webpack_require__(9826);
// EXTERNAL MODULE: ./src/lib/text.ts
var lib_text = __webpack_require__(9112);
// EXTERNAL MODULE: external "node:timers/promises"
var promises_ = __webpack_require__(8500);
;// CONCATENATED MODULE: ./src/cli/lock-file.ts
// A lock file in the ledger's folder: made with O_EXCL (one run alone can), naming its holder and until when it may
// hold it; taken over, and said so, once that holder has ended or overstayed (a file being written waits a moment).





/** The lock is held by another run for longer than this one waits; `holder` undefined: a file it cannot read. */
class LockHeld extends Error {
    holder;
    constructor(holder) {
        super('the lock is held');
        this.holder = holder;
    }
}
/** How often a run waiting for a lock looks again, and after how long it says it is waiting. */
const POLL_MS = 100;
const SAY_AFTER_MS = 1000;
/** A lock file this tool cannot read is taken over once it is this old (none of its runs writes one). */
const UNREADABLE_MS = 10_000;
const OPEN_LOCK = external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NOFOLLOW | external_node_fs_.constants.O_NONBLOCK;
/** `process 123 on this machine`, `process 123 on build-7`: the holder as a person reads it. */
function holderText(h) {
    return `process ${h.pid} on ${h.host === (0,external_node_os_.hostname)() ? 'this machine' : (0,lib_text/* untrusted */.bp)(h.host, 60)}`;
}
/** Whether the process `pid` of this machine is running (EPERM: it is, under another user). */
function running(pid) {
    try {
        process.kill(pid, 0);
        return true;
    }
    catch (err) {
        return err.code === 'EPERM';
    }
}
const isHolder = (v) => (0,lib_text/* isRecord */.u4)(v) &&
    Number.isSafeInteger(v.pid) &&
    v.pid > 0 &&
    typeof v.host === 'string' &&
    Number.isSafeInteger(v.at) &&
    Number.isSafeInteger(v.until);
/** The lock file as it is now: its text and holder, or undefined when there is none; it throws when it is no lock file. */
function readLock(path) {
    let fd;
    try {
        fd = (0,external_node_fs_.openSync)(path, OPEN_LOCK);
    }
    catch (err) {
        if (err.code === 'ENOENT')
            return undefined;
        throw err;
    }
    try {
        const stat = (0,external_node_fs_.fstatSync)(fd);
        if (!stat.isFile())
            throw new Error(`'${path}' is not a lock file (a folder or a device is in its place)`);
        const buffer = Buffer.alloc(1024);
        const text = buffer.toString('utf8', 0, (0,external_node_fs_.readSync)(fd, buffer, 0, buffer.length, 0));
        let parsed;
        try {
            parsed = JSON.parse(text);
        }
        catch {
            parsed = undefined;
        }
        return { text, mtimeMs: stat.mtimeMs, ...(isHolder(parsed) && { holder: parsed }) };
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
/** Why the lock may be taken over, or undefined while its holder may still hold it. */
function gone(lock, now) {
    const { holder } = lock;
    if (!holder)
        return now - lock.mtimeMs > UNREADABLE_MS ? 'a lock file this tool did not write' : undefined;
    if (holder.host === (0,external_node_os_.hostname)() && !running(holder.pid))
        return `the lock of ${holderText(holder)}, which has ended`;
    if (now > holder.until) {
        return `the lock of ${holderText(holder)}, held past its time (${new Date(holder.until).toISOString()})`;
    }
    return undefined;
}
/** Removes the lock when it still holds `text` (moved aside first, so a lock put in place meanwhile stays). */
function removeIf(path, text) {
    const aside = `${path}.${(0,external_node_crypto_.randomBytes)(6).toString('hex')}.gone`;
    try {
        (0,external_node_fs_.renameSync)(path, aside);
    }
    catch {
        return false;
    }
    let same = false;
    try {
        same = (0,external_node_fs_.readFileSync)(aside, 'utf8') === text;
        if (!same)
            (0,external_node_fs_.linkSync)(aside, path);
    }
    catch {
        // A lock put in place meanwhile stays; this one is gone either way.
    }
    (0,external_node_fs_.rmSync)(aside, { force: true });
    return same;
}
/** Takes the lock, waiting at most `holdMs` for another run's; resolves to its release. Throws LockHeld, or why it cannot. */
async function takeLock({ path, holdMs, signal, say }) {
    const deadline = Date.now() + holdMs;
    let said = false;
    for (;;) {
        const now = Date.now();
        const text = `${JSON.stringify({ pid: process.pid, host: (0,external_node_os_.hostname)(), at: now, until: now + holdMs })}\n`;
        if (made(path, text))
            return () => void (readLock(path)?.text === text && (0,external_node_fs_.rmSync)(path, { force: true }));
        const lock = readLock(path);
        if (!lock)
            continue;
        const why = gone(lock, now);
        if (why) {
            if (removeIf(path, lock.text))
                say(`took over ${why}`, true);
            continue;
        }
        if (now >= deadline)
            throw new LockHeld(lock.holder);
        if (!said && lock.holder && deadline - now <= holdMs - SAY_AFTER_MS) {
            said = true;
            const more = Math.ceil((deadline - now) / 1000);
            say(`waiting for ${holderText(lock.holder)}, which holds the lock (at most ${more} s more)`, false);
        }
        await (0,promises_.setTimeout)(Math.min(POLL_MS, deadline - now), undefined, { signal });
    }
}
/** Makes the lock file holding `text` (O_EXCL: one run alone can, never through a link): false when one is there. */
function made(path, text) {
    let fd;
    try {
        fd = (0,external_node_fs_.openSync)(path, 'wx', 0o600);
    }
    catch (err) {
        if (err.code === 'EEXIST')
            return false;
        throw err;
    }
    try {
        (0,external_node_fs_.writeSync)(fd, text);
        return true;
    }
    catch (err) {
        (0,external_node_fs_.rmSync)(path, { force: true });
        throw err;
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}

;// CONCATENATED MODULE: ./src/cli/own-files.ts
// The ledger folder's files kept this user's own: a folder made (0700) or made private, a file opened only as
// a regular file of this user's (made private when others could write it), never through a symbolic link.

/** Never through a link; never waiting on a pipe or a device put in a file's place. */
const SAFELY = external_node_fs_.constants.O_NOFOLLOW | external_node_fs_.constants.O_NONBLOCK;
/** Whom it could be written by, besides this user: another owner, the group, everyone (none on a system without users). */
function othersWrite(st) {
    const me = process.getuid?.();
    if (me === undefined)
        return undefined;
    if (st.uid !== me && (st.mode & 0o200) !== 0)
        return `its owner, user ${st.uid}`;
    if ((st.mode & 0o022) !== 0)
        return `others (mode ${(st.mode & 0o777).toString(8).padStart(4, '0')})`;
    return undefined;
}
/** Why it cannot be this user's, or undefined once it is (`made`: it was made private, and says so). */
function keepOwn({ what, st, mode, chmod }, made) {
    const who = othersWrite(st);
    if (!who)
        return undefined;
    if (st.uid !== process.getuid?.())
        return `${what} can be written by ${who}, and it is not yours to make private`;
    chmod(mode);
    made(`${what} could be written by ${who}: made private (${mode.toString(8).padStart(4, '0')})`);
    return undefined;
}
/** Makes the folder (and its missing parents) 0700, or keeps it private: why it cannot be used, when it cannot. */
function ownFolder(folder, made) {
    const what = `the ledger folder '${folder}'`;
    try {
        (0,external_node_fs_.mkdirSync)(folder, { recursive: true, mode: 0o700 });
    }
    catch (err) {
        return `${what} cannot be made (${err.message})`;
    }
    const refused = keepOwn({ what, st: (0,external_node_fs_.statSync)(folder), mode: 0o700, chmod: m => (0,external_node_fs_.chmodSync)(folder, m) }, made);
    return refused && `${refused}: name a folder of your own (--ledger DIR)`;
}
/** Opens `file` with `flags` as a regular file of this user's: its descriptor; undefined when it does not exist (and is not made). */
function openOwn(file, flags, made) {
    const what = `the entries file '${file}'`;
    let fd;
    try {
        fd = (0,external_node_fs_.openSync)(file, flags | SAFELY, 0o600);
    }
    catch (err) {
        const code = err.code;
        if (code === 'ENOENT' && !(flags & external_node_fs_.constants.O_CREAT))
            return undefined;
        if (code === 'ELOOP')
            throw new Error(`${what} is a symbolic link, which the ledger never follows`, { cause: err });
        throw err;
    }
    try {
        const st = (0,external_node_fs_.fstatSync)(fd);
        if (!st.isFile())
            throw new Error(`${what} is not a regular file (a folder, a pipe or a device is in its place)`);
        const refused = keepOwn({ what, st, mode: 0o600, chmod: m => (0,external_node_fs_.fchmodSync)(fd, m) }, made);
        if (refused)
            throw new Error(refused);
        return fd;
    }
    catch (err) {
        (0,external_node_fs_.closeSync)(fd);
        throw err;
    }
}

;// CONCATENATED MODULE: ./src/cli/folder-store.ts
// The command line's ledger: a folder kept private, one entry a line, each run's journal written before its call, and
// a lock per bot held from the lookup to the entry of the run's last limited call, so two runs never both call.











/** The entries' file in the folder, and the lock every write to it takes. */
const ENTRIES_FILE = 'entries.jsonl';
const WRITE_LOCK = 'entries.lock';
/** Past this size a save keeps only the entries within the ledger's horizon (the rest can never be read). */
const PRUNE_BYTES = 256 * 1024;
/** More than a ledger ever holds (it is pruned at 256 KiB): a larger file is not read. */
const READ_BYTES = 8 * 1024 * 1024;
/** The ledger's folder: `--ledger`, else XENIOO_LEDGER, else under XDG_STATE_HOME (or ~/.local/state). */
function ledgerFolder(given, env) {
    if (given)
        return external_node_path_default().resolve(given);
    if (env.XENIOO_LEDGER)
        return external_node_path_default().resolve(env.XENIOO_LEDGER);
    const state = env.XDG_STATE_HOME && external_node_path_default().isAbsolute(env.XDG_STATE_HOME) ? env.XDG_STATE_HOME : undefined;
    return external_node_path_default().join(state ?? external_node_path_default().join((0,external_node_os_.homedir)(), '.local', 'state'), 'xenioo-deploy', 'ledger');
}
const isText = (v) => typeof v === 'string';
const isRun = (v) => (0,lib_text/* isRecord */.u4)(v) && Number.isSafeInteger(v.pid) && isText(v.host) && Number.isSafeInteger(v.at);
/** The file's lines in the order they were written; one that is neither (a cut write, an edit) is passed over. */
function linesOf(text) {
    return text.split('\n').flatMap((raw) => {
        try {
            const v = JSON.parse(raw);
            if (!(0,lib_text/* isRecord */.u4)(v) || !Number.isSafeInteger(v.savedAt))
                return [];
            const writer = { by: isRun(v.by) ? v.by : undefined, keys: isText(v.keys) ? v.keys : undefined };
            const line = { ...writer, savedAt: v.savedAt };
            if (isText(v.key))
                return [{ ...line, key: v.key }];
            const journal = writer.by && Array.isArray(v.pending) && v.pending.every(isText);
            return journal ? [{ ...line, pending: v.pending }] : [];
        }
        catch {
            return [];
        }
    });
}
const runOf = (r) => (r ? `${r.host}\0${r.pid}\0${r.at}` : '');
/** Of each run's journal, its last line: the one that counts. */
function lastJournals(lines) {
    const last = new Map();
    for (const l of lines)
        if ('pending' in l)
            last.set(runOf(l.by), l);
    return new Set(last.values());
}
/** The lines a prune keeps: those within the horizon, and of each run's journal its last line alone, when it holds an entry. */
function kept(lines, from) {
    const last = lastJournals(lines);
    return lines.filter(l => l.savedAt >= from && (!('pending' in l) || (last.has(l) && l.pending.length > 0)));
}
/** The entries the file shows, in order: each saved one, and those of each run's last journal line. */
function shown(lines) {
    const last = lastJournals(lines);
    return lines.flatMap((l) => {
        const { by, keys } = l;
        if (!('pending' in l))
            return [{ key: l.key, by, keys, pending: false }];
        return last.has(l) ? l.pending.map(key => ({ key, by, keys, pending: true })) : [];
    });
}
/** A key's prefix: the limit's, then the hash of the bot (or account) it counts against. */
const subjectPrefix = /^[a-z-]+-v\d+-[0-9a-f]{32}-/;
/** The bot (or account) an entry's prefix names: the hash it holds, one lock for all its limits. */
const subjectOf = (prefix) => /([0-9a-f]{32})-$/.exec(prefix)?.[1] ?? 'subject';
/** The ledger in a folder: the store, its journal, and its locks. */
class FolderStore {
    name;
    #folder;
    #file;
    #log;
    #now;
    #run;
    #held = new Map();
    #told = new Set();
    /** Where this run writes a new bot's keys (a restore's credentials file), said to a run that finds its call unanswered. */
    #keys;
    constructor(folder, log, now, keys) {
        this.name = `the ledger folder '${folder}'`;
        this.#folder = folder;
        this.#file = external_node_path_default().join(folder, ENTRIES_FILE);
        this.#log = log;
        this.#now = now;
        this.#run = { pid: process.pid, host: (0,external_node_os_.hostname)(), at: now() };
        this.#keys = keys;
    }
    #said = (message) => this.#log.warning(`Throttle ledger: ${message}.`);
    #say = (message, warning) => warning ? this.#said(message) : this.#log.info(`Throttle ledger: ${message}.`);
    // The folder's calls are synchronous: a few microseconds each, where a promise's costs a thread-pool round trip.
    #read() {
        const fd = openOwn(this.#file, external_node_fs_.constants.O_RDONLY, this.#said);
        if (fd === undefined)
            return [];
        try {
            if ((0,external_node_fs_.fstatSync)(fd).size > READ_BYTES) {
                throw new Error(`the entries file '${this.#file}' is larger than ${READ_BYTES >> 20} MiB, more than the ledger writes`);
            }
            return linesOf((0,external_node_fs_.readFileSync)(fd, 'utf8'));
        }
        finally {
            (0,external_node_fs_.closeSync)(fd);
        }
    }
    /** Appends `line` under the write lock (synced to disk when asked), and prunes the file once it is large. */
    async #append(line, sync = false) {
        const lock = external_node_path_default().join(this.#folder, WRITE_LOCK);
        const release = await takeLock({ path: lock, holdMs: constants/* LEDGER_SAVE_LIMIT_MS */.lK, say: this.#say }).catch((err) => {
            throw err instanceof LockHeld
                ? new Error(`another run holds '${lock}' past this run's wait`, { cause: err })
                : err;
        });
        try {
            const fd = openOwn(this.#file, external_node_fs_.constants.O_WRONLY | external_node_fs_.constants.O_APPEND | external_node_fs_.constants.O_CREAT, this.#said);
            let size;
            try {
                (0,external_node_fs_.writeSync)(fd, `${JSON.stringify(line)}\n`);
                if (sync)
                    (0,external_node_fs_.fsyncSync)(fd);
                size = (0,external_node_fs_.fstatSync)(fd).size;
            }
            finally {
                (0,external_node_fs_.closeSync)(fd);
            }
            if (size > PRUNE_BYTES)
                this.#prune();
        }
        finally {
            release();
        }
    }
    /** Under the write lock: the lines worth keeping written to a new file of the folder's own, renamed over the old. */
    #prune() {
        const lines = kept(this.#read(), this.#now() - constants/* LEDGER_HORIZON_MS */.hq);
        const temp = `${this.#file}.${(0,external_node_crypto_.randomBytes)(8).toString('hex')}.tmp`;
        (0,external_node_fs_.writeFileSync)(temp, lines.map(l => `${JSON.stringify(l)}\n`).join(''), { flag: 'wx', mode: 0o600, flush: true });
        (0,external_node_fs_.renameSync)(temp, this.#file);
    }
    lookup(prefixes) {
        return new Promise(resolve => {
            const entries = shown(this.#read());
            const hit = prefixes.map(prefix => entries.findLast(e => e.key.startsWith(prefix))).find(Boolean);
            if (hit)
                this.#tell(hit);
            resolve(hit?.key);
        });
    }
    /** Says, once, when the newest entry is another run's call that may have been applied: under way, cut short, or unanswered. */
    #tell(hit) {
        const entry = (0,ledger_keys/* parseEntry */.ER)(hit.key, subjectPrefix.exec(hit.key)?.[0] ?? '');
        const { by } = hit;
        if (!by || runOf(by) === runOf(this.#run) || entry?.outcome !== 'unknown' || this.#told.has(hit.key))
            return;
        this.#told.add(hit.key);
        const since = `started ${new Date(by.at).toISOString()}`;
        const here = by.host === (0,external_node_os_.hostname)();
        if (hit.pending && here && running(by.pid)) {
            return this.#log.info(`Throttle ledger: the newest entry is the ${entry.operation} of ${holderText(by)}, which is making that call now (${since}).`);
        }
        const run = !hit.pending
            ? 'a run whose call went unanswered'
            : here
                ? 'a run that ended during its call'
                : 'a run that may have ended during its call';
        const keys = hit.keys
            ? `. If it was, a bot may have been made: its key and secret were to be written to '${(0,lib_text/* untrusted */.bp)(hit.keys, 300)}', which holds nothing; the account's bot list shows the bot, and its developer settings its keys`
            : '';
        this.#said(`the newest entry is the ${entry.operation} of ${run} (${holderText(by)}, ${since}): it may have been applied${keys}`);
    }
    async save(key) {
        await this.#append({ key, by: this.#run, keys: this.#keys, savedAt: this.#now() });
    }
    /** The run's journal: the keys the ledger must hold if the run ended now (replacing what it journaled); `sync`: on disk before it resolves. */
    async journal(keys, sync) {
        await this.#append({ by: this.#run, pending: keys, keys: this.#keys, savedAt: this.#now() }, sync);
    }
    async hold(prefixes, holdMs, signal) {
        const say = this.#say;
        for (const subject of [...new Set(prefixes.map(subjectOf))].sort()) {
            if (this.#held.has(subject))
                continue;
            const lock = external_node_path_default().join(this.#folder, `${subject}.lock`);
            try {
                this.#held.set(subject, await takeLock({ path: lock, holdMs, signal, say }));
            }
            catch (err) {
                if (!(err instanceof LockHeld))
                    throw err;
                const who = err.holder
                    ? `${holderText(err.holder)} (since ${new Date(err.holder.at).toISOString()})`
                    : 'a file this tool did not write';
                throw new errors/* ActionError */.lZ(`The ledger folder's lock for this bot is held by ${who}, longer than this run waits for it (${(0,time/* spanText */.Cp)(holdMs)}): nothing was sent to the bot.`, `If that run is still going, let it end first. If it is gone, delete '${lock}'. The platform's own limit still applies.`);
            }
        }
    }
    release() {
        for (const release of this.#held.values())
            release();
        this.#held.clear();
        return Promise.resolve();
    }
}
/** Opens the folder, made or kept private to the user: the store, or why it cannot be used. */
function openFolderStore(folder, log, { now = () => Date.now(), keys } = {}) {
    try {
        const refused = ownFolder(folder, m => log.warning(`Throttle ledger: ${m}.`));
        return refused ?? new FolderStore(folder, log, now, keys);
    }
    catch (err) {
        return `the ledger folder '${folder}' cannot be used (${(0,lib_text/* reasonOf */.A3)(err)})`;
    }
}


/***/ }),

/***/ 3058:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   status: () => (/* binding */ status)
/* harmony export */ });
/* harmony import */ var _domain_constants_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5541);
/* harmony import */ var _domain_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(241);
/* harmony import */ var _domain_inputs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3543);
/* harmony import */ var _domain_operations_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3048);
/* harmony import */ var _domain_throttle_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6314);
/* harmony import */ var _ledger_open_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6229);
/* harmony import */ var _lib_cancel_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(5321);
/* harmony import */ var _lib_secrets_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(5714);
/* harmony import */ var _lib_time_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9826);
/* harmony import */ var _platform_client_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(2584);
/* harmony import */ var _platform_platform_clock_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(2339);
/* harmony import */ var _run_bot_name_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(8878);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(7593);
/* harmony import */ var _folder_store_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(6577);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(1476);
/* harmony import */ var _terminal_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(1028);
/* harmony import */ var _words_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(8679);
// The status command (#66): which bot the keys reach (its name in the account's list, its service endpoint) and, from
// the ledger's folder, its last restore or overwrite, publish and backup, with when each may next go out. Reads only.

















/** The bot the keys reach (a token requested with them proves they work), named from the account's list; then the ledger's views. */
async function look(parsed, env, log, run) {
    const words = (0,_words_js__WEBPACK_IMPORTED_MODULE_13__/* .terminalWords */ .A)();
    // Read as a publish's: an existing bot, no file.
    const request = (0,_args_js__WEBPACK_IMPORTED_MODULE_10__/* .deployRequest */ .Lo)(parsed, env, 'publish', false);
    if (![_domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotApiKey, _domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotName, _domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.Token].some(name => request[name] !== ''))
        throw new _args_js__WEBPACK_IMPORTED_MODULE_10__/* .UsageError */ .eb("status needs the bot's keys, or the account key and --bot-name: the account key alone names no bot.");
    const given = (0,_domain_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .readInputs */ .K)(request, words);
    if (given.auth.level === 'token')
        throw new _args_js__WEBPACK_IMPORTED_MODULE_10__/* .UsageError */ .eb(`status needs the keys, not a token: ${_domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.Token} holds no secret to read the ledger with.`);
    const clock = new _platform_platform_clock_js__WEBPACK_IMPORTED_MODULE_8__/* .PlatformClock */ .e(_lib_time_js__WEBPACK_IMPORTED_MODULE_6__/* .realClock */ .dQ, m => log.debug(m));
    const platform = new _platform_client_js__WEBPACK_IMPORTED_MODULE_7__.PlatformClient({
        ...run,
        attempts: given.retries,
        timeoutMs: given.timeoutMs,
        log,
        redact: t => run.secrets.redact(t),
        redactAll: t => run.secrets.redactAll(t),
        observeDate: date => clock.observe(date),
        proxyFor: _io_js__WEBPACK_IMPORTED_MODULE_12__/* .proxyFor */ .iJ,
        words
    });
    try {
        const { inputs, chosen } = await (0,_run_bot_name_js__WEBPACK_IMPORTED_MODULE_9__/* .chooseBot */ .F8)(given, { platform, log, words, ...run });
        if (inputs.auth.level !== 'bot')
            throw new Error('the bot was chosen, so its keys are known');
        const where = { serviceEndpoint: inputs.serviceEndpoint, nodeUrl: inputs.nodeUrl };
        const issued = await run.cancel.race(platform.requestToken(where, inputs.auth, run.cancel.signal));
        run.secrets.add(issued.token);
        const name = chosen ?? (await (0,_run_bot_name_js__WEBPACK_IMPORTED_MODULE_9__/* .botOfKeys */ .Fv)(inputs, inputs.auth, { platform, words, ...run }));
        const openStore = () => Promise.resolve((0,_folder_store_js__WEBPACK_IMPORTED_MODULE_11__/* .openFolderStore */ .om)((0,_folder_store_js__WEBPACK_IMPORTED_MODULE_11__/* .ledgerFolder */ .G0)(parsed.own.ledger, env), log));
        const reading = {
            inputs,
            log,
            openStore,
            sight: {},
            cancelled: run.cancel.signal,
            clock,
            settle: () => Promise.resolve(true),
            words
        };
        const views = await new _ledger_open_js__WEBPACK_IMPORTED_MODULE_5__/* .LedgerDoor */ .gP().lookUp(reading, _domain_operations_js__WEBPACK_IMPORTED_MODULE_3__/* .LIMITS */ .b1);
        const found = { name, serviceEndpoint: inputs.serviceEndpoint };
        return Array.isArray(views)
            ? { ...found, views }
            : { ...found, views: [], unread: views?.unavailable ?? 'it is off' };
    }
    finally {
        await platform.close();
    }
}
/** A limit's line: its last call, and from when the next may go out; nothing when the ledger could not tell. */
function lineOf(view) {
    const limit = _domain_operations_js__WEBPACK_IMPORTED_MODULE_3__/* .LIMITS */ .b1.find(l => l.noun === view.noun);
    const { lastAt, lastCall, nextAt, throttled, doubt } = view.state;
    if (!limit || view.readTrouble || doubt)
        return undefined;
    if (!lastAt)
        return `${view.noun}: none in the last hour that the ledger knows of; allowed now.`;
    const next = throttled ? `the next from ${nextAt.toISOString()}` : 'its hour is over: allowed now';
    return `${view.noun}: ${(0,_domain_throttle_js__WEBPACK_IMPORTED_MODULE_4__/* .lastText */ .A2)(limit, lastAt, lastCall)}; ${next}.`;
}
/** `status`: says which bot the keys reach and its hours; resolves to the exit code. */
async function status(parsed, io) {
    const env = (0,_args_js__WEBPACK_IMPORTED_MODULE_10__/* .environment */ .cA)(parsed, io.env);
    const secrets = new _lib_secrets_js__WEBPACK_IMPORTED_MODULE_14__/* .Secrets */ .S(() => undefined);
    for (const value of (0,_args_js__WEBPACK_IMPORTED_MODULE_10__/* .secretsIn */ .VY)(env))
        secrets.add(value);
    (0,_args_js__WEBPACK_IMPORTED_MODULE_10__/* .checkFlags */ .KP)(parsed, 'status');
    const log = (0,_terminal_js__WEBPACK_IMPORTED_MODULE_15__/* .terminalLog */ .dg)(io.stderr, env, secrets, { verbose: !!parsed.own.verbose });
    const cancel = new _lib_cancel_js__WEBPACK_IMPORTED_MODULE_16__/* .Cancellation */ .m();
    const stopListening = cancel.listen(_io_js__WEBPACK_IMPORTED_MODULE_12__/* .STOPPED_BY */ .oQ);
    const run = { secrets, cancel, userAgent: (0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .userAgentOf */ .a9)((0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .ciJobOf */ .RW)(env)) };
    const found = await look(parsed, env, log, run).catch((err) => {
        if (err instanceof _args_js__WEBPACK_IMPORTED_MODULE_10__/* .UsageError */ .eb)
            throw err;
        return (0,_domain_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .asActionError */ .z6)(err);
    });
    stopListening();
    const out = {};
    if ('views' in found) {
        log.info(`\nThe keys reach the bot '${found.name}', at ${found.serviceEndpoint}.`);
        if (found.unread)
            log.info(`  Its hours: not known (the ledger could not be read: ${found.unread}).`);
        for (const view of found.views)
            log.info(`  ${lineOf(view) ?? `${view.noun}: not known (the ledger could not tell).`}`);
        out[_domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Output */ .k7.BotName] = found.name;
        for (const view of found.views)
            if (lineOf(view))
                out[`next-${view.noun}-at`] = view.state.nextAt.toISOString();
    }
    else {
        const told = (0,_domain_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .tellError */ .SO)(found, (0,_words_js__WEBPACK_IMPORTED_MODULE_13__/* .terminalWords */ .A)(), t => secrets.redact(t));
        log.info(`\nerror: ${told.message}\n  fix: ${told.fix}`);
        out[_domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Output */ .k7.Error] = told.short;
    }
    if (parsed.own.json)
        io.stdout.write(`${JSON.stringify(out)}\n`);
    if (cancel.by)
        return (0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .stoppedExit */ .iV)(cancel.by);
    return 'views' in found ? _io_js__WEBPACK_IMPORTED_MODULE_12__/* .Exit */ .Jc.Done : found instanceof _domain_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz ? _io_js__WEBPACK_IMPORTED_MODULE_12__/* .Exit */ .Jc.Refused : _io_js__WEBPACK_IMPORTED_MODULE_12__/* .Exit */ .Jc.Failed;
}


/***/ }),

/***/ 2339:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ PlatformClock)
/* harmony export */ });
/* harmony import */ var _lib_time_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9826);
// The platform's time: the runner's clock corrected by the platform's `Date` headers, which the
// client observes as its answers arrive. The throttle ledger keeps time by it.

/** Differences under this are the `Date` header's own imprecision (whole seconds), not a skewed clock. */
const DATE_PRECISION_MS = 2_000;
/**
 * The platform's time: the runner's clock corrected by the offset its `Date` headers show, since its throttle
 * runs on it; a runner's clock off then neither writes entries that look old nor ignores them.
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
        if (Math.abs(offset) < DATE_PRECISION_MS)
            return;
        if (Math.abs(offset) > 60_000 && Math.abs(offset - this.#offsetMs) > 60_000) {
            this.#debug(`The runner's clock is ${(0,_lib_time_js__WEBPACK_IMPORTED_MODULE_0__/* .spanText */ .Cp)(Math.abs(offset))} ${offset > 0 ? 'behind' : 'ahead of'} the platform's; the throttle ledger keeps the platform's time.`);
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
        throw new _domain_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ActionError */ .lZ(`No bot in the account's list (${bots}) is named ${wanted} (${w.input(_domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotName)}): nothing was sent.${alike}`, `Set ${w.input(_domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotName)} to the bot's name exactly as the platform shows it, and check that ${w.input(_domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.AccountApiKey)} is the key of the account that holds the bot.`);
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
        throw new _domain_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ActionError */ .lZ(`The keys belong to the bot ${shown(own.name)}, not ${shown(wanted)} (${w.input(_domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotName)})${howTheyDiffer(own.name, wanted, w)}: nothing was sent to it.`, `Give the keys of the bot named ${shown(wanted)} (its developer settings), or correct ${w.input(_domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotName)}.`);
    }
    if (own.apiSecret !== '' && own.apiSecret !== auth.botApiSecret) {
        throw new _domain_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ActionError */ .lZ(`The key of ${w.input(_domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotApiKey)} is the bot ${shown(own.name)}'s, but ${w.input(_domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotApiSecret)} is not its secret (the account's list shows another): nothing was sent to it.`, `Copy the bot's API secret again from its developer settings into the secret behind ${w.input(_domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotApiSecret)} (it changes when the bot is restored as new).`);
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


/***/ })

};
