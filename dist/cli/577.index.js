export const id = 577;
export const ids = [577];
export const modules = {

/***/ 6577:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ENTRIES_FILE: () => (/* binding */ ENTRIES_FILE),
  FolderStore: () => (/* binding */ FolderStore),
  openFolderStore: () => (/* binding */ openFolderStore)
});

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
// EXTERNAL MODULE: ./src/ledger/ledger.ts
var ledger = __webpack_require__(2420);
// EXTERNAL MODULE: ./src/lib/time.ts
var time = __webpack_require__(9826);
// EXTERNAL MODULE: ./src/lib/text.ts
var lib_text = __webpack_require__(9112);
// EXTERNAL MODULE: external "node:timers/promises"
var promises_ = __webpack_require__(8500);
;// CONCATENATED MODULE: ./src/cli/lock-file.ts
// A lock file in the ledger's folder: made with O_EXCL (one run alone can), naming its holder and its time; taken
// over, said, once that holder has ended or overstayed; still its holder's only while it holds the holder's text.





/** The lock is held by another run for longer than this one waits; `holder` undefined: a file it cannot read. */
class LockHeld extends Error {
    holder;
    constructor(holder) {
        super('the lock is held');
        this.holder = holder;
    }
}
/** A lock that may be taken over and cannot be (a read-only folder, a name too long to move it aside). */
class LockStuck extends Error {
    path;
    constructor(path, why, cause) {
        super(`${why} cannot be removed (${cause.code ?? cause.message})`, { cause });
        this.path = path;
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
    catch (err) {
        if (err.code === 'ENOENT')
            return false;
        throw err;
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
/** Takes the lock, waiting at most `holdMs` for another run's (each turn sleeps, hearing `signal`). Throws LockHeld, LockStuck, or why it cannot. */
async function takeLock({ path, holdMs, signal, say }) {
    const deadline = Date.now() + holdMs;
    let said = false;
    for (;;) {
        signal?.throwIfAborted();
        const now = Date.now();
        const text = `${JSON.stringify({ pid: process.pid, host: (0,external_node_os_.hostname)(), at: now, until: now + holdMs })}\n`;
        if (made(path, text)) {
            const ours = () => readLock(path)?.text === text;
            return { ours, release: () => void (ours() && (0,external_node_fs_.rmSync)(path, { force: true })) };
        }
        const lock = readLock(path);
        const why = lock && gone(lock, now);
        if (lock && why) {
            let removed;
            try {
                removed = removeIf(path, lock.text);
            }
            catch (err) {
                throw new LockStuck(path, why, err);
            }
            if (removed)
                say(`took over ${why}`, true);
        }
        else if (lock) {
            if (now >= deadline)
                throw new LockHeld(lock.holder);
            if (!said && lock.holder && deadline - now <= holdMs - SAY_AFTER_MS) {
                said = true;
                const more = Math.ceil((deadline - now) / 1000);
                say(`waiting for ${holderText(lock.holder)}, which holds the lock (at most ${more} s more)`, false);
            }
        }
        await (0,promises_.setTimeout)(lock && !why ? Math.min(POLL_MS, deadline - now) : 0, undefined, { signal });
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

// EXTERNAL MODULE: ./src/lib/placed-file.ts
var placed_file = __webpack_require__(4733);
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
        (0,placed_file/* makeFolders */.wZ)(folder, 0o700);
    }
    catch (err) {
        return `${what} cannot be made (${err.message}): name one that can (--ledger DIR)`;
    }
    const refused = keepOwn({ what, st: (0,external_node_fs_.statSync)(folder), mode: 0o700, chmod: m => (0,external_node_fs_.chmodSync)(folder, m) }, made);
    return refused && `${refused}: name a folder of your own (--ledger DIR)`;
}
/** The folder as it is, for a run that only looks: why it cannot be read (missing, or no folder). */
function lookFolder(folder) {
    const st = (0,external_node_fs_.statSync)(folder, { throwIfNoEntry: false });
    if (!st)
        return `the ledger folder '${folder}' does not exist: no run recorded there`;
    return st.isDirectory() ? undefined : `'${folder}' is not a folder`;
}
/** Opens `file` with `flags` as a regular file of this user's (`keep`: made private): its descriptor; undefined when it does not exist. */
function openOwn(file, flags, made, keep = true) {
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
        const refused = keep && keepOwn({ what, st, mode: 0o600, chmod: m => (0,external_node_fs_.fchmodSync)(fd, m) }, made);
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
// The command line's ledger: a folder kept private, one whole entry a line, each run's journal written before its
// call, and a lock per bot held from the lookup to that entry (and confirmed then), so two runs never both call.












/** The entries' file in the folder, and the lock every write to it takes. */
const ENTRIES_FILE = 'entries.jsonl';
const WRITE_LOCK = 'entries.lock';
/** Past this size a save keeps only the entries within the ledger's horizon (the rest can never be read). */
const PRUNE_BYTES = 256 * 1024;
/** More than a ledger ever holds (it is pruned at 256 KiB): a larger file is not read. */
const READ_BYTES = 8 * 1024 * 1024;
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
    /** What this run's journal holds now: put back when a call is not made after all. */
    #journaled = [];
    #told = new Set();
    /** Where this run writes a new bot's keys (a restore's credentials file), said to a run that finds its call unanswered. */
    #keys;
    /** Only looks (status): no file made or made private. */
    #looks;
    constructor(folder, log, { now, keys, looks }) {
        this.name = `the ledger folder '${folder}'`;
        this.#folder = folder;
        this.#file = external_node_path_default().join(folder, ENTRIES_FILE);
        this.#log = log;
        this.#now = now;
        this.#run = { pid: process.pid, host: (0,external_node_os_.hostname)(), at: now() };
        this.#keys = keys;
        this.#looks = looks;
    }
    #said = (message) => this.#log.warning(`Throttle ledger: ${message}.`);
    #say = (message, warning) => warning ? this.#said(message) : this.#log.info(`Throttle ledger: ${message}.`);
    // The folder's calls are synchronous: a few microseconds each, where a promise's costs a thread-pool round trip.
    #read() {
        const fd = openOwn(this.#file, external_node_fs_.constants.O_RDONLY, this.#said, !this.#looks);
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
        const held = await takeLock({ path: lock, holdMs: constants/* LEDGER_SAVE_LIMIT_MS */.lK, say: this.#say }).catch((err) => {
            if (err instanceof LockStuck)
                throw new Error(`${err.message}: delete '${err.path}'`, { cause: err });
            throw err instanceof LockHeld
                ? new Error(`another run holds '${lock}' past this run's wait`, { cause: err })
                : err;
        });
        try {
            const flags = external_node_fs_.constants.O_RDWR | external_node_fs_.constants.O_APPEND | external_node_fs_.constants.O_CREAT;
            const fd = openOwn(this.#file, flags, this.#said);
            let size;
            try {
                size = whole(fd, `${JSON.stringify(line)}\n`, sync);
            }
            finally {
                (0,external_node_fs_.closeSync)(fd);
            }
            if (size > PRUNE_BYTES)
                this.#prune();
        }
        finally {
            held.release();
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
    /** The run's journal, a line of the file: so what a run could not save the next reads there (nothing tries it again).
     * Before a call that may be applied (an entry `unknown`): on disk, and the locks still this run's. */
    async journal(entries) {
        if (entries.length === 0 && this.#journaled.length === 0)
            return;
        const [keys, sync] = [entries.map(ledger/* keyOfPending */.qs), entries.some(e => e.note.outcome === 'unknown')];
        await this.#append({ by: this.#run, pending: keys, keys: this.#keys, savedAt: this.#now() }, sync);
        const lost = sync ? [...this.#held.values()].some(h => !h.ours()) : false;
        if (!lost)
            return void (this.#journaled = keys);
        await this.#append({ by: this.#run, pending: this.#journaled, keys: this.#keys, savedAt: this.#now() }, true);
        throw new errors/* ActionError */.lZ("Another run took over the ledger folder's lock for this bot while this run held it, before this run's call (its machine's clock is ahead of this one's, or this machine slept): nothing was sent to the bot.", 'That run may be calling now: let it end, then look at its result (xenioo-deploy status). Keep the clocks of the machines that share a ledger folder right.');
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
                if (err instanceof LockStuck) {
                    throw new errors/* ActionError */.lZ(`The ledger folder's lock for this bot: ${err.message}: nothing was sent to the bot.`, `Delete '${lock}' (no run holds it), or name a ledger folder this run can write (--ledger DIR).`);
                }
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
        for (const held of this.#held.values())
            held.release();
        this.#held.clear();
        return Promise.resolve();
    }
}
/** Opens the folder, made or kept private to the user (`looks`: as it is, nothing made): the store, or why it cannot be used. */
function openFolderStore(folder, log, { now = () => Date.now(), keys, looks = false } = {}) {
    try {
        const refused = looks ? lookFolder(folder) : ownFolder(folder, m => log.warning(`Throttle ledger: ${m}.`));
        return refused ?? new FolderStore(folder, log, { now, keys, looks });
    }
    catch (err) {
        return `the ledger folder '${folder}' cannot be used (${(0,lib_text/* reasonOf */.A3)(err)})`;
    }
}
/** Writes `text` at the end of `fd` whole, on its own line, or not at all (a short write is taken back); the file's size. */
function whole(fd, text, sync) {
    const before = (0,external_node_fs_.fstatSync)(fd).size;
    const last = Buffer.alloc(1);
    // A line cut short by a run ended in its write (or a full disk) is ended, so it cannot hide this one.
    const cut = before > 0 && (0,external_node_fs_.readSync)(fd, last, 0, 1, before - 1) === 1 && last[0] !== 0x0a;
    const bytes = Buffer.from(cut ? `\n${text}` : text);
    try {
        const written = (0,external_node_fs_.writeSync)(fd, bytes);
        if (written !== bytes.length)
            throw new Error(`the entry was written in part (${written} of ${bytes.length} bytes: is the disk full?)`);
        if (sync)
            (0,external_node_fs_.fsyncSync)(fd);
    }
    catch (err) {
        (0,external_node_fs_.ftruncateSync)(fd, before);
        throw err;
    }
    return before + bytes.length;
}


/***/ }),

/***/ 4733:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $y: () => (/* binding */ notAFile),
/* harmony export */   PA: () => (/* binding */ placeFileOr),
/* harmony export */   wZ: () => (/* binding */ makeFolders)
/* harmony export */ });
/* unused harmony export placeFile */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
// A file this tool writes as its own: its folders made one level at a time (a recursive mkdir can spin), the text
// written to a new file beside it and renamed into place, so a link or a file in its place is replaced, never written through.



/** Makes `folder` and its missing parents (`mode`) one at a time: Node's recursive mkdir spins under /proc. */
function makeFolders(folder, mode = 0o777) {
    const missing = [];
    for (let at = folder; !(0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(at, { throwIfNoEntry: false }); at = node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(at))
        missing.unshift(at);
    for (const at of missing) {
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.mkdirSync)(at, { mode });
        }
        catch (err) {
            if (err.code !== 'EEXIST')
                throw err;
        }
    }
}
/** Why `file` cannot be a file this tool places (a folder, a pipe or a device, links followed); undefined when it can. */
function notAFile(file) {
    let st;
    try {
        st = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(file, { throwIfNoEntry: false });
    }
    catch {
        return undefined;
    }
    if (!st || st.isFile())
        return undefined;
    return st.isDirectory() ? 'is a folder' : 'is a pipe or a device';
}
/** Writes `text` to a new file beside `file`, then renames it over `file`; nothing is left behind when it cannot. */
function placeFile(file, text) {
    makeFolders(node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(file));
    const temp = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(file), `.${node_path__WEBPACK_IMPORTED_MODULE_2___default().basename(file)}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(6).toString('hex')}.tmp`);
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.writeFileSync)(temp, text, { flag: 'wx', mode: 0o644 });
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.renameSync)(temp, file);
    }
    catch (err) {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.rmSync)(temp, { force: true });
        throw err;
    }
}
const fileReason = (err) => err instanceof Error ? (err.message.split(', ')[0] ?? err.message) : String(err);
/** `placeFile`, or what `failed` makes of why it could not (the error's first clause: `ENOTDIR: not a directory`). */
function placeFileOr(file, text, failed) {
    try {
        placeFile(file, text);
        return undefined;
    }
    catch (err) {
        return failed(fileReason(err));
    }
}


/***/ })

};
