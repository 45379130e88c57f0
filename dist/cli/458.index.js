export const id = 458;
export const ids = [458];
export const modules = {

/***/ 7458:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  deploy: () => (/* binding */ deploy)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/domain/constants.ts
var constants = __webpack_require__(5541);
// EXTERNAL MODULE: ./src/domain/errors.ts
var errors = __webpack_require__(241);
// EXTERNAL MODULE: ./src/domain/operations.ts
var operations = __webpack_require__(3048);
// EXTERNAL MODULE: ./src/lib/cancel.ts
var lib_cancel = __webpack_require__(5321);
// EXTERNAL MODULE: ./src/lib/secrets.ts
var lib_secrets = __webpack_require__(5714);
// EXTERNAL MODULE: ./src/lib/time.ts
var time = __webpack_require__(9826);
// EXTERNAL MODULE: ./src/lib/text.ts
var lib_text = __webpack_require__(9112);
// EXTERNAL MODULE: ./src/domain/inputs.ts
var domain_inputs = __webpack_require__(3543);
// EXTERNAL MODULE: ./src/run/outcome.ts
var run_outcome = __webpack_require__(6497);
;// CONCATENATED MODULE: ./src/run/entry.ts
// A deploy from its inputs, whatever shell hands them over (the action; a command line): the inputs read,
// the operation loaded and run with the shell's ports; any failure is the outcome. No word of GitHub here.


/** Reads the inputs from `source`, then loads and runs the operation on `shell`'s ports; never throws. */
async function deployFrom(source, shell, secrets, cancel) {
    let inputs;
    try {
        inputs = (0,domain_inputs/* readInputs */.K)(source);
        const { runOperation } = await __webpack_require__.e(/* import() */ 65).then(__webpack_require__.bind(__webpack_require__, 65));
        return { inputs, ...(await runOperation(inputs, secrets, shell, cancel)) };
    }
    catch (err) {
        return { inputs, outcome: (0,run_outcome/* ended */.v6)(err, 'before-call', {}) };
    }
}

// EXTERNAL MODULE: ./src/ledger/open.ts
var ledger_open = __webpack_require__(6229);
// EXTERNAL MODULE: ./src/run/record.ts
var record = __webpack_require__(1624);
// EXTERNAL MODULE: ./src/domain/throttle.ts
var throttle = __webpack_require__(6314);
// EXTERNAL MODULE: ./src/ledger/sight.ts
var sight = __webpack_require__(4348);
;// CONCATENATED MODULE: ./src/run/report.ts
// A run's report in words, for whatever shows it (the job summary's HTML, a terminal): the heading, the
// paragraphs and the table's rows, derived from the outcome and what the steps said of it. No I/O.



const TOKEN_LEVEL = {
    account: 'account-wide',
    bot: 'bot-level',
    name: "bot-level, the bot chosen by 'bot-name'",
    token: 'given as input (level unknown)'
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
    const limit = decidingLimit(v.outcome, v.said?.limits ?? []);
    if (!limit)
        return `not throttled (${v.inputs.operation.unlimited ?? 'no hourly limit applies'})`;
    if (v.inputs.throttle === 'off')
        return "ledger off ('throttle: off')";
    const off = (0,sight/* offBecause */.yl)(v.sight);
    if (off)
        return `ledger off for this run: ${off}`;
    const cannot = (0,sight/* sightText */.$t)(v.sight);
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
        return `no ${limit.noun} in the last hour; allowed now`;
    const last = `${(0,throttle/* lastCallName */.W3)(limit, state.lastCall)} ${state.lastAt.toISOString()}`;
    return state.throttled ? `${last}; next allowed ${state.nextAt.toISOString()} (throttled)` : `${last}; allowed now`;
}
/** Whether the run's ledger entries were saved, or left to the post step. */
function ledgerText(recorded, leftToPost, sight) {
    if (recorded)
        return 'saved';
    if (sight.mute)
        return `not saved: ${sight.mute}`;
    return leftToPost
        ? 'not saved by this step: left to the post step, which tries again at the end of the job'
        : 'not saved (see the warning in the log)';
}
/** How the run ended, for the heading and the `Result` row: its result and how each later step ended. */
function endedText(v) {
    if ('result' in v.outcome)
        return `${v.outcome.result}${v.said?.ending ?? ''}`;
    return v.cancelled ? 'cancelled' : 'failed';
}
function headingText(v) {
    const dry = v.inputs?.dryRun ? '(dry run) ' : '';
    return `Xenioo deploy: ${v.inputs?.operation.name ?? v.operation ?? 'no operation'} ${dry}— ${endedText(v)}`;
}
/** The rows of the table, in the order a user reads them. */
function rowsOf(v) {
    const { inputs, outcome, said } = v;
    const endpoint = inputs && new URL(inputs.serviceEndpoint);
    const next = (said?.limits ?? []).map(l => [`Next ${l.noun} allowed`, outcome.next?.[l.noun] || '—']);
    const recorded = outcome.recorded === undefined
        ? []
        : [['Ledger entry', ledgerText(outcome.recorded, outcome.leftToPost, v.sight)]];
    return [
        ['Operation', inputs?.operation.name ?? v.operation ?? '—'],
        ['Service endpoint host', endpoint?.host ?? '—'],
        // The route given (not a secret): a restore's new bot, or a bot chosen by name, is not on it.
        ['Service endpoint (route)', endpoint ? endpoint.pathname.replace(/^\/+/, '') || '/' : '—'],
        ...(outcome.botName === undefined ? [] : [['Bot (name)', outcome.botName]]),
        ['Token level', inputs ? TOKEN_LEVEL[inputs.auth.level] : '—'],
        ...(said?.given ?? []),
        ['Result', endedText(v)],
        ...(said?.rows ?? []),
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
    const ledger = recorded === false
        ? `the throttle ledger entry was ${ledgerText(false, leftToPost, v.sight)}`
        : 'nothing was left undone';
    return [...plan, `The run was cancelled (${v.cancelled}) after the ${v.inputs.operation.name} succeeded: ${ledger}.`];
}

// EXTERNAL MODULE: ./src/cli/args.ts
var args = __webpack_require__(7593);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: ./src/domain/ledger-keys.ts
var ledger_keys = __webpack_require__(4740);
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

// EXTERNAL MODULE: ./src/cli/io.ts + 1 modules
var cli_io = __webpack_require__(1476);
// EXTERNAL MODULE: ./src/cli/terminal.ts
var terminal = __webpack_require__(1028);
;// CONCATENATED MODULE: ./src/cli/deploy.ts
// A deploy command (restore, overwrite, clone-by-ref, publish, backup): the flags and the environment handed to
// the same deploy as the action's (run/entry.ts), the ledger in a folder, new keys only in the file named.

















/** The operations whose call answers a bot's key and secret (run/call.ts's bot calls): a call first, no backup received. */
function answersKeys(name) {
    return operations/* OPERATIONS */.xb[name].steps[0] === 'call' && operations/* OPERATIONS */.xb[name].backup !== 'receive';
}
/** The file the keys go to, created now (0600, never over an existing file), so a run that cannot keep them sends nothing. */
function claimCredentials(file, name) {
    if (!file) {
        if (!operations/* OPERATIONS */.xb[name].newBot)
            return undefined;
        throw new args/* UsageError */.eb(`'${name}' makes a new bot, whose key and secret the platform answers once: give --credentials-file FILE (a new file, written with mode 0600) to keep them.`);
    }
    if (!answersKeys(name))
        throw new args/* UsageError */.eb(`--credentials-file: '${name}' answers no keys; remove it.`);
    try {
        return (0,external_node_fs_.openSync)(file, 'wx', 0o600);
    }
    catch (err) {
        const exists = err.code === 'EEXIST';
        throw new args/* UsageError */.eb(exists
            ? `--credentials-file '${file}' exists already: name a new file (it may hold the keys of another bot).`
            : `--credentials-file '${file}' cannot be created (${(0,lib_text/* reasonOf */.A3)(err)}).`);
    }
}
/** The outputs a run set, the keys written to their file (never kept here), and what went wrong writing them. */
class Outputs {
    values = new Map();
    #fd;
    written = false;
    trouble;
    constructor(fd) {
        this.#fd = fd;
    }
    set(outputs, file) {
        const keys = outputs.filter(([name]) => name === constants/* Output */.k7.ApiKey || name === constants/* Output */.k7.ApiSecret);
        for (const [name, value] of outputs)
            if (!keys.some(([k]) => k === name))
                this.values.set(name, value);
        if (keys.length === 0 || this.#fd === undefined)
            return;
        try {
            (0,external_node_fs_.writeSync)(this.#fd, `${JSON.stringify(Object.fromEntries(keys), null, 2)}\n`);
            this.written = true;
        }
        catch (err) {
            this.trouble = `The new key and secret could not be written to '${file}' (${(0,lib_text/* reasonOf */.A3)(err)}); they are not shown here: the bot's developer settings show them.`;
        }
    }
    /** Closes the file; removes it when it holds nothing. */
    close(file) {
        if (this.#fd === undefined)
            return;
        (0,external_node_fs_.closeSync)(this.#fd);
        if (!this.written && file)
            (0,external_node_fs_.rmSync)(file, { force: true });
    }
}
/** The run's report on standard error: the heading, what a run without a call did, the rows. */
function report(log, d, view) {
    log.settle();
    const rows = rowsOf(view);
    const width = Math.max(...rows.map(([name]) => name.length));
    log.info('');
    for (const text of [headingText(view), ...paragraphsOf(view)])
        log.info(text);
    for (const [name, value] of rows)
        log.info(`  ${name.padEnd(width)}  ${value}`);
    for (const a of d.said?.annotations ?? [])
        log.error(a.message, a.title);
}
function exitOf(d, failed) {
    if (!failed)
        return cli_io/* Exit */.Jc.Done;
    if (d.outcome.kind !== 'refused')
        return cli_io/* Exit */.Jc.Failed;
    if (d.outcome.error instanceof errors/* InputError */.dz)
        return cli_io/* Exit */.Jc.Refused;
    return d.outcome.throttled ? cli_io/* Exit */.Jc.Throttled : cli_io/* Exit */.Jc.Failed;
}
/** Runs `name` as the command line gave it; resolves to the exit code. */
async function deploy(name, parsed, io) {
    const startedAt = Date.now();
    const env = (0,args/* environment */.cA)(parsed, io.env);
    const secrets = new lib_secrets/* Secrets */.S(() => undefined);
    for (const value of (0,args/* secretsIn */.VY)(env))
        secrets.add(value);
    (0,args/* checkFlags */.KP)(parsed, name);
    const file = parsed.own['credentials-file'];
    const tty = !!io.stderr.isTTY;
    const log = (0,terminal/* terminalLog */.dg)(io.stderr, env, secrets, { verbose: !!parsed.own.verbose });
    const outputs = new Outputs(claimCredentials(file, name));
    const folder = ledgerFolder(parsed.own.ledger, env);
    const job = (0,cli_io/* ciJobOf */.RW)(env);
    // Where a new bot's keys go: said to a run that finds this one's restore unanswered.
    const keys = file && operations/* OPERATIONS */.xb[name].newBot ? external_node_path_default().resolve(file) : undefined;
    let opened;
    const openStore = () => Promise.resolve((opened ??= openFolderStore(folder, log, { keys })));
    let left = [];
    const journal = async (entries) => {
        if (entries.length === 0 && left.length === 0)
            return;
        left = entries;
        const store = await openStore();
        if (typeof store === 'string')
            throw new Error(store);
        // On disk before a call that may be applied goes out: the machine may stop during it, not only the process.
        await store.journal(entries.map(ledger_open/* keyOfPending */.qs), entries.some(e => e.note.outcome === 'unknown'));
    };
    const shell = {
        log,
        clock: { ...time/* realClock */.dQ, waitLogEveryMs: tty ? 1000 : terminal/* CI_EVERY_MS */.qL },
        openStore,
        openPlatform: async (settings) => new (await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(584)]).then(__webpack_require__.bind(__webpack_require__, 2584))).PlatformClient({ ...settings, proxyFor: cli_io/* proxyFor */.iJ }),
        folders: { workspace: process.cwd(), runnerTemp: undefined },
        setOutputs: given => outputs.set(given, file),
        origin: job,
        userAgent: (0,cli_io/* userAgentOf */.a9)(job),
        sight: {},
        journal: { pending: journal }
    };
    const flags = new Map([...parsed.flags, [constants/* Input */.pd.Operation, name], [constants/* Input */.pd.OutputCredentials, String(!!file)]]);
    const cancel = new lib_cancel/* Cancellation */.m();
    const stopListening = cancel.listen(['SIGINT', 'SIGTERM', 'SIGHUP']);
    const d = await deployFrom((0,args/* inputSource */.wE)(flags, env), shell, secrets, cancel);
    // What the ledger could not confirm is saved once more now, as the action's post step does at the end of the job.
    if (left.length > 0)
        await (0,record/* recordLeft */.hi)(left, openStore, log);
    outputs.close(file);
    stopListening();
    const error = d.said?.error ?? ('error' in d.outcome ? d.outcome.error : undefined);
    const failure = error && {
        message: secrets.redact((0,args/* asCommandLine */.Cs)((0,errors/* toldWhole */.vG)(error), name)),
        fix: secrets.redact((0,args/* asCommandLine */.Cs)(error.fix, name))
    };
    const view = { startedAt, now: Date.now(), inputs: d.inputs, operation: name, ...d, failure, sight: {} };
    if (d.inputs)
        report(log, d, { ...view, cancelled: cancel.by });
    if (outputs.trouble)
        log.error(outputs.trouble, 'Credentials file');
    if (failure)
        log.info(`\nerror: ${failure.message}\n  fix: ${failure.fix}`);
    if (error)
        outputs.values.set(constants/* Output */.k7.Error, secrets.redact((0,errors/* toldShort */.AG)(error)));
    if (parsed.own.json)
        io.stdout.write(`${JSON.stringify(Object.fromEntries(outputs.values))}\n`);
    return outputs.trouble ? cli_io/* Exit */.Jc.Failed : exitOf(d, !!failure);
}


/***/ }),

/***/ 1028:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   dg: () => (/* binding */ terminalLog),
/* harmony export */   qL: () => (/* binding */ CI_EVERY_MS)
/* harmony export */ });
/* unused harmony export colours */
// The command line's log: human text on standard error, every line redacted; colour only on a terminal and
// without NO_COLOR; long work as one line redrawn on a terminal, elsewhere a line every 30 s.
/** A transfer shows its bytes from this size on ("more than a few MiB"). */
const SHOWN_FROM = 4 * 1024 * 1024;
/** Away from a terminal (CI), a transfer says how far it got this often; a wait's lines come at this pace too. */
const CI_EVERY_MS = 30_000;
/** On a terminal the line is redrawn at most this often. */
const REDRAW_MS = 100;
const mib = (n) => `${(n / 1024 / 1024).toFixed(1)} MiB`;
/** Whether `stream` may be coloured: a terminal, and NO_COLOR unset or empty (no-color.org). */
const colours = (stream, env) => !!stream.isTTY && !env.NO_COLOR;
function terminalLog(stream, env, secrets, options) {
    const now = options.now ?? Date.now;
    const tty = !!stream.isTTY;
    const paint = (code, text) => (colours(stream, env) ? `\x1b[${code}m${text}\x1b[0m` : text);
    let drawn = false;
    let transfer;
    const settle = () => {
        if (drawn)
            stream.write('\n');
        drawn = false;
    };
    const line = (text) => {
        settle();
        stream.write(`${secrets.redact(text)}\n`);
    };
    const draw = (text) => {
        if (!tty)
            return line(text);
        stream.write(`\r\x1b[K${secrets.redact(text)}`);
        drawn = true;
    };
    const moved = (p) => {
        const at = now();
        if (!transfer || transfer.moving !== p.moving)
            transfer = { moving: p.moving, since: at, shownAt: at };
        const done = p.total !== undefined && p.bytes >= p.total;
        if (Math.max(p.bytes, p.total ?? 0) < SHOWN_FROM)
            return;
        if (!done && at - transfer.shownAt < (tty ? REDRAW_MS : CI_EVERY_MS))
            return;
        transfer.shownAt = at;
        const of = p.total === undefined ? '' : ` of ${mib(p.total)} (${Math.floor((p.bytes / p.total) * 100)}%)`;
        const rate = at > transfer.since ? `, ${mib((p.bytes * 1000) / (at - transfer.since))}/s` : '';
        draw(`${p.moving === 'upload' ? 'Uploading' : 'Exporting'}: ${mib(p.bytes)}${of}${rate}`);
        if (done)
            transfer = undefined;
    };
    return {
        info: line,
        debug: m => void (options.verbose && line(paint(2, `debug: ${m}`))),
        notice: m => line(paint(36, `notice: ${m}`)),
        warning: (m, at) => line(paint(33, `warning: ${at ? `${at.file}: ` : ''}${m}`)),
        error: (m, title) => line(paint(31, `error: ${title}: ${m}`)),
        progress: p => ('waiting' in p ? draw(p.waiting) : moved(p)),
        settle
    };
}


/***/ }),

/***/ 7756:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ readAuth)
/* harmony export */ });
/* harmony import */ var _lib_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9112);
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5541);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(241);
// How the run authenticates, read from the key inputs: a token given as input, or the keys to
// request an account-wide or a bot-level one. Every contradiction is an InputError naming the fix.



function secret(source, name) {
    const value = source.getInput(name);
    if (/\s/.test(value)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(name, 'contains a space, tab or line break.', `Copy the value of '${name}' again into the secret, without spaces or line breaks.`);
    }
    return value;
}
function givenToken(token, keys) {
    const withKeys = Object.entries(keys)
        .filter(([, v]) => v !== '')
        .map(([n]) => `'${n}'`);
    if (withKeys.length > 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.Token, `is set together with ${withKeys.join(', ')}.`, `Give either '${_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.Token}' (a token issued earlier) or the keys to request one, not both.`);
    }
    if (!(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_2__/* .isHeaderValue */ .j3)(token)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.Token, 'holds a control character or a character outside Latin-1: it cannot be sent in an HTTP header.', `Copy the token again into the secret behind '${_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.Token}', exactly as the platform issued it.`);
    }
    return { level: 'token', token };
}
function checkPair(botApiKey, botApiSecret) {
    const missing = botApiKey !== '' && botApiSecret === ''
        ? _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotApiSecret
        : botApiKey === '' && botApiSecret !== ''
            ? _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotApiKey
            : undefined;
    if (missing === undefined)
        return;
    const other = missing === _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotApiKey ? _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotApiSecret : _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotApiKey;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(missing, `is empty while '${other}' is set.`, `Set both '${_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotApiKey}' and '${_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotApiSecret}' (the bot's developer settings show both), or neither.`);
}
/** The account key alone: enough for an account-wide operation, or with `bot-name` (`botName`, when the caller reads it) for a bot's. */
function accountOnly(accountApiKey, operation, botName) {
    if (operation.token === 'any')
        return { level: 'account', accountApiKey };
    if (botName)
        return { level: 'name', accountApiKey, botName };
    const byName = botName === undefined ? '' : `'${_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotName}' to the bot's name to choose it from the account's bots, or `;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotApiKey, `is needed: '${operation.name}' acts on the token's bot, so it needs a bot-level token, and only '${_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.AccountApiKey}' was given.`, `Set ${byName}'${_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotApiKey}' and '${_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotApiSecret}' of the bot to act on (its developer settings), or give a bot-level '${_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.Token}'.`);
}
function readAuth(source, operation, botName) {
    const accountApiKey = secret(source, _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.AccountApiKey);
    const botApiKey = secret(source, _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotApiKey);
    const botApiSecret = secret(source, _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotApiSecret);
    const token = secret(source, _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.Token);
    if (token !== '') {
        return givenToken(token, {
            [_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.AccountApiKey]: accountApiKey,
            [_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotApiKey]: botApiKey,
            [_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotApiSecret]: botApiSecret
        });
    }
    checkPair(botApiKey, botApiSecret);
    if (accountApiKey === '') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.AccountApiKey, 'is empty, and no token was given.', `Set '${_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.AccountApiKey}' from a secret (the account's profile section shows the key), or give '${_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.Token}'.`);
    }
    if (botApiKey === '')
        return accountOnly(accountApiKey, operation, botName);
    return { level: 'bot', accountApiKey, botApiKey, botApiSecret };
}


/***/ }),

/***/ 3543:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ readInputs),
/* harmony export */   T: () => (/* binding */ skipUnchangedApplies)
/* harmony export */ });
/* harmony import */ var _auth_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7756);
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5541);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(241);
/* harmony import */ var _input_values_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7611);
/* harmony import */ var _operations_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3048);
// Reads every input once, validates it, and returns a frozen, typed object. Nothing here makes a
// request: every mistake a user can make in the workflow file is reported before the first call.





function serviceEndpoint(source) {
    const endpoint = source.getInput(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.ServiceEndpoint);
    if (endpoint === '') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.ServiceEndpoint, "is empty. When it comes from a variable (vars.XENIOO_SERVICE_ENDPOINT): does the job name the environment that holds it ('environment:')? An environment's variables and secrets reach only the jobs that name it.", `Set '${_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.ServiceEndpoint}' to the bot's service endpoint, shown in the developers section of the bot settings, or name the environment that holds it in the job.`);
    }
    return (0,_input_values_js__WEBPACK_IMPORTED_MODULE_3__/* .baseUrl */ .pc)(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.ServiceEndpoint, endpoint, "the bot's service endpoint (bot settings, developers section)");
}
function nodeUrl(source) {
    const node = source.getInput(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.NodeUrl);
    if (node === '')
        return undefined;
    return (0,_input_values_js__WEBPACK_IMPORTED_MODULE_3__/* .baseUrl */ .pc)(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.NodeUrl, node, 'the address of the platform node (the host in the browser address bar)');
}
/** Whether the input of `OperationInput` was given a value. */
const GIVEN = {
    publish: source => (0,_input_values_js__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zM)(source, _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.Publish),
    'backup-file': source => source.getInput(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.BackupFile) !== '',
    'bot-name': source => source.getInput(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.BotName).trim() !== ''
};
/** An input the operation does not take, given all the same: refused from the operation's row. */
function refuseNotTaken(source, operation) {
    for (const input of _operations_js__WEBPACK_IMPORTED_MODULE_4__/* .OPERATION_INPUTS */ .gE) {
        const notTaken = operation.refuses[input];
        if (notTaken && GIVEN[input](source)) {
            const is = input === 'publish' ? 'true' : 'set';
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(input, `is ${is}, but '${operation.name}' ${notTaken.why}`, notTaken.fix);
        }
    }
}
/** `backup-file` as the operation's file role asks: required where it needs one (refused, from the row, where it takes none). */
function backupFile(source, operation) {
    const backup = source.getInput(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.BackupFile);
    const byRole = {
        none: () => undefined,
        receive: () => {
            if (backup !== '')
                return backup;
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.BackupFile, `is empty: '${operation.name}' needs the file to write the backup to.`, `Set '${_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.BackupFile}' to the path to write, relative to the repository root, such as bots/support.xenioo.`);
        },
        send: () => {
            if (backup !== '')
                return backup;
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.BackupFile, `is empty: '${operation.name}' needs a backup to send.`, `Set '${_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.BackupFile}' to the path of the .xenioo backup in the repository, such as bots/support.xenioo.`);
        }
    };
    return byRole[operation.backup]();
}
/** `bot-name`, where the run can list the account's bots: with the account key (a given token lists nothing). */
function botName(source) {
    const name = source.getInput(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.BotName).trim();
    if (name === '')
        return undefined;
    if (source.getInput(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.Token) !== '') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.BotName, `is set, but the run can only list the account's bots with '${_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.AccountApiKey}', and find the keys' bot with '${_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.BotApiKey}' and '${_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.BotApiSecret}': a given '${_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.Token}' has none of them.`, `Give '${_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.AccountApiKey}' (and the bot's keys, or its name alone), or remove '${_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.BotName}'.`);
    }
    return name;
}
function readInputs(source) {
    const operation = _operations_js__WEBPACK_IMPORTED_MODULE_4__/* .OPERATIONS */ .xb[(0,_input_values_js__WEBPACK_IMPORTED_MODULE_3__/* .oneOf */ .yL)(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.Operation, source.getInput(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.Operation), _operations_js__WEBPACK_IMPORTED_MODULE_4__/* .Operations */ .Pg)];
    const endpoint = serviceEndpoint(source);
    const node = nodeUrl(source);
    const named = operation.refuses['bot-name'] ? undefined : source.getInput(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.BotName).trim();
    const auth = (0,_auth_js__WEBPACK_IMPORTED_MODULE_0__/* .readAuth */ .H)(source, operation, named);
    refuseNotTaken(source, operation);
    const { retries, timeoutSeconds, maxRetries, maxTimeoutSeconds, maxBackupMib, maxMaxBackupMib, maxWaitMinutes } = _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Defaults */ .Hw;
    return Object.freeze({
        operation,
        serviceEndpoint: endpoint,
        nodeUrl: node,
        auth,
        backupFile: backupFile(source, operation),
        throttle: (0,_input_values_js__WEBPACK_IMPORTED_MODULE_3__/* .oneOf */ .yL)(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.Throttle, source.getInput(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.Throttle), _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .ThrottleModes */ .Np, 'cache'),
        onThrottle: (0,_input_values_js__WEBPACK_IMPORTED_MODULE_3__/* .oneOf */ .yL)(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.OnThrottle, source.getInput(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.OnThrottle), _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .OnThrottleModes */ .OY, 'fail'),
        maxWaitMs: (0,_input_values_js__WEBPACK_IMPORTED_MODULE_3__/* .wholeNumber */ .rD)(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.MaxWaitMinutes, source.getInput(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.MaxWaitMinutes), maxWaitMinutes, maxWaitMinutes) * 60_000,
        skipUnchanged: (0,_input_values_js__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zM)(source, _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.SkipUnchanged),
        dryRun: (0,_input_values_js__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zM)(source, _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.DryRun),
        outputCredentials: (0,_input_values_js__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zM)(source, _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.OutputCredentials, true),
        publishes: operation.steps[0] === 'go-live' || (0,_input_values_js__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zM)(source, _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.Publish),
        botName: botName(source),
        retries: (0,_input_values_js__WEBPACK_IMPORTED_MODULE_3__/* .wholeNumber */ .rD)(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.Retries, source.getInput(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.Retries), retries, maxRetries),
        timeoutMs: (0,_input_values_js__WEBPACK_IMPORTED_MODULE_3__/* .wholeNumber */ .rD)(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.TimeoutSeconds, source.getInput(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.TimeoutSeconds), timeoutSeconds, maxTimeoutSeconds) *
            1000,
        maxBackupBytes: (0,_input_values_js__WEBPACK_IMPORTED_MODULE_3__/* .wholeNumber */ .rD)(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.MaxBackupMib, source.getInput(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.MaxBackupMib), maxBackupMib, maxMaxBackupMib) * 1024 * 1024
    });
}
/** skip-unchanged can apply: asked for, on an operation that replaces the bot, with the ledger on. */
function skipUnchangedApplies(inputs) {
    return inputs.skipUnchanged && inputs.operation.skipsUnchanged && inputs.throttle !== 'off';
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
/* harmony import */ var _input_values_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7611);
/* harmony import */ var _operations_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3048);
// The throttle ledger's keys: the subject's prefix (a hash), what an entry says, the seal that proves a
// deploy of this bot wrote it, and the entry with the latest time found by lookups that answer the last saved. Pure.



/** A URL's scheme and a loopback host name, up to its port or path. */
const LOOPBACK_AUTHORITY = new RegExp(`^([a-z]+://)(?:${_input_values_js__WEBPACK_IMPORTED_MODULE_1__/* .LOOPBACK_HOSTS */ .WS})(?=[:/]|$)`);
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
/** What an entry says after its time: `-{operation}-{outcome}[-{sha256}][-by-{run number}-{ref}]`. */
function notePart(note) {
    return `-${note.operation}-${note.outcome}${note.sha256 ? `-${note.sha256}` : ''}${originPart(note.by)}`;
}
/** A key's time: milliseconds in 13 digits (until the year 2286), so that keys sort and group by time. */
const TIME_DIGITS = 13;
const timeDigits = (at, level = 0) => String(Math.floor(Math.max(0, at) / 10 ** level)).padStart(TIME_DIGITS - level, '0');
/** `{prefix}{time}[-{operation}-{outcome}[-{sha256}][-by-{run number}-{ref}]]-s{seal}`: always sealed. */
function ledgerKey(prefix, at, note, sealer) {
    const unsealed = `${prefix}${timeDigits(Math.trunc(at))}${note ? notePart(note) : ''}`;
    return `${unsealed}-s${sealer(unsealed)}`;
}
/** After the prefix: the time, then what the entry says (the call's name, its outcome, the sha256, the run). */
const ENTRY = new RegExp(`^(\\d{${TIME_DIGITS}})(?:-(${_operations_js__WEBPACK_IMPORTED_MODULE_2__/* .ENTRY_NAMES */ .Oo.join('|')})-(${ENTRY_OUTCOMES.join('|')})(?:-([0-9a-f]{64}))?(?:-by-(\\d{1,12})-([A-Za-z0-9._/-]{1,100}))?)?$`);
/** The entry a key holds, or undefined when it is not one this ledger wrote. */
function parseEntry(key, prefix) {
    if (!key.startsWith(prefix))
        return undefined;
    const sealed = new RegExp(`^(.*)-s([0-9a-f]{${SEAL_HEX}})$`).exec(key);
    const over = sealed ? sealed[1] : key;
    const m = ENTRY.exec(over.slice(prefix.length));
    if (!m)
        return undefined;
    const by = m[5] && m[6] ? { runNumber: m[5], ref: m[6] } : undefined;
    const note = m[2]
        ? { operation: m[2], outcome: m[3], sha256: m[4], by }
        : {};
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
/* harmony export */   le: () => (/* binding */ runText),
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
function lastText(limit, at, call) {
    const when = at.toISOString();
    const by = call?.by ? ` ${runText(call.by)}` : '';
    if (call?.outcome === 'refused')
        return `The platform refused a ${limit.noun} at ${when}${by}, within the hour of the last one`;
    return `The bot was last ${call ? DONE[call.operation] : limit.done} at ${when}${by}`;
}
/** The run an entry names: `by run #7 on refs/heads/main` (a GitLab job by its id). */
const runText = (by) => `by run #${by.runNumber} on ${by.ref}`;
/** The last call as its entry names it: `last overwrite`, `publish refused`. */
function lastCallName(limit, call) {
    return call?.outcome === 'refused' ? `${limit.noun} refused` : `last ${call?.operation ?? limit.noun}`;
}
/** Why an entry sealed with another secret is not believed: said as what it most likely is, a changed secret. */
const OTHER_SEAL = "does not carry this bot's seal for the keys this run holds: it was sealed with another secret, most likely before the bot's secret was changed, or with a mistyped one (else someone who can write the Actions cache wrote it)";
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
    const { operation, outcome, by } = entry;
    const lastCall = operation && outcome ? { operation, outcome, ...(by && { by }) } : undefined;
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
/* harmony export */   ZN: () => (/* binding */ stillApplies),
/* harmony export */   aj: () => (/* binding */ postAt)
/* harmony export */ });
/* harmony import */ var _domain_ledger_keys_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4740);
/* harmony import */ var _lib_time_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9826);
/* harmony import */ var _lib_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9112);
// The throttle ledger: each bot's last calls remembered in a store's keys (the Actions cache; a folder), found by prefix;
// a best-effort memory, never a lock: any trouble is one warning, and the platform's own limit is the backstop.



/** What the ledger does not change: the platform's own hourly limits, said the same way everywhere. */
function stillApplies(nouns) {
    return `the platform's own limit of one ${[...new Set(nouns)].join(' and one ')} per bot per hour still applies`;
}
/** The post step saves an entry under its time + 1 ms: a save the main step abandoned may still hold the entry's own key. */
const postAt = (at) => at + 1;
class Ledger {
    store;
    prefix;
    limit;
    /** Where its entries are and how they are proven, for the reading of what the lookup found. */
    place;
    #warn;
    #limits;
    #sight;
    #warned = false;
    #refusesWrites;
    constructor(options) {
        this.store = options.store;
        this.prefix = options.prefix;
        this.place = { prefix: options.prefix, sealer: options.sealer };
        this.limit = options.limit;
        this.#warn = options.warn;
        this.#limits = options.limits;
        this.#sight = options.sight ?? {};
        this.#refusesWrites = this.#sight.mute !== undefined;
    }
    /** The cache refuses writes (the job's cache mode, a read-only token, as on pull requests from forks): retrying is pointless. */
    get refusesWrites() {
        return this.#refusesWrites;
    }
    #trouble(action, err) {
        const reason = (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_2__/* .reasonOf */ .A3)(err);
        if (action === 'write to')
            this.writeTrouble = reason;
        if (action === 'write to')
            this.#refusesWrites ||= /cache write denied/i.test(reason);
        if (this.#warned)
            return;
        this.#warned = true;
        const limit = stillApplies([this.limit.noun]);
        const then = action === 'read'
            ? `Going on without it; ${limit}.`
            : this.#refusesWrites
                ? `This run's call is not recorded, and nothing will retry it; ${limit}.`
                : 'The post step tries again at the end of the job.';
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
            this.readTrouble = `could not read ${this.store.name} (${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_2__/* .reasonOf */ .A3)(err)})`;
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
/* harmony export */   qs: () => (/* binding */ keyOfPending),
/* harmony export */   sx: () => (/* binding */ sayWhatItCannot),
/* harmony export */   xm: () => (/* binding */ newestEntry)
/* harmony export */ });
/* harmony import */ var _domain_constants_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5541);
/* harmony import */ var _domain_ledger_keys_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4740);
/* harmony import */ var _domain_throttle_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6314);
/* harmony import */ var _lib_time_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9826);
/* harmony import */ var _lib_text_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(9112);
/* harmony import */ var _domain_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(241);
/* harmony import */ var _ledger_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2420);
/* harmony import */ var _sight_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4348);
// The ledger's part in a run: what it cannot do said (or refused) before any request, then opened and
// read once when the operation is throttled, with what it shows in the log.









/** The one warning of a ledger off for the run: why, and the platform's limits that still apply. */
const offWarning = (why, limits) => `Throttle ledger off for this run: ${why}. ${capitalized((0,_ledger_js__WEBPACK_IMPORTED_MODULE_5__/* .stillApplies */ .ZN)(limits.map(l => l.noun)))}.`;
const capitalized = (text) => text.charAt(0).toUpperCase() + text.slice(1);
const REQUIRED_FIX = "Let the job read and write the Actions cache (no 'cache-mode', or 'cache-mode: write'; a trigger whose runs may write it), or set 'throttle: cache' to go on without the ledger; the platform's own limit still applies.";
/** Says before any request what the ledger cannot do (a warning; with `throttle: required`, an input error). */
function sayWhatItCannot(inputs, sight, limits, log) {
    if (inputs.throttle === 'off' || limits.length === 0)
        return;
    if (inputs.throttle === 'required' && inputs.auth.level === 'token') {
        throw new _domain_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz(_domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.Throttle, `is 'required', but ${UNSEALED}.`, TOKEN_FIX);
    }
    const { blind, mute, narrow } = sight;
    const off = (0,_sight_js__WEBPACK_IMPORTED_MODULE_6__/* .offBecause */ .yl)(sight);
    const cannot = [blind && `cannot read the Actions cache (${blind})`, mute && `cannot record in it (${mute})`];
    if (inputs.throttle === 'required' && (blind || mute)) {
        const why = off ? `can neither read nor record in the Actions cache (${off})` : cannot.filter(Boolean).join(' and ');
        throw new _domain_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz(_domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.Throttle, `is 'required', but this run's throttle ledger ${why}.`, REQUIRED_FIX);
    }
    if (off)
        return log.warning(offWarning(off, limits));
    const limit = (0,_ledger_js__WEBPACK_IMPORTED_MODULE_5__/* .stillApplies */ .ZN)(limits.map(l => l.noun));
    if (blind) {
        log.warning(`Throttle ledger: this run ${cannot[0]}: the last hour is not known, and the run goes on without it; ${limit}.`);
    }
    if (mute) {
        log.warning(`Throttle ledger: this run cannot record in the Actions cache (${mute}): the next run within the hour will not know of this one; ${limit}.`);
    }
    if (narrow)
        log.info(`Throttle ledger: ${narrow.what}.`);
}
/** Why a run given a `token` has no ledger: every entry is sealed with a key made from a secret it does not hold. */
const UNSEALED = "a run given a 'token' holds no secret to seal the throttle ledger's entries or to verify them";
const TOKEN_FIX = "Give 'account-api-key', 'bot-api-key' and 'bot-api-secret' instead of 'token' (the entries are sealed with a key made from the bot's secret), or set 'throttle: cache' to go on without the ledger; the platform's own limit still applies.";
/** One ledger per limit, on one store; undefined when the ledger does not apply, why when it cannot be used. */
async function openLedgers({ inputs, log, openStore, sight, cancelled, holdMs }, limits) {
    if (inputs.throttle === 'off' || limits.length === 0)
        return undefined;
    const off = (0,_sight_js__WEBPACK_IMPORTED_MODULE_6__/* .offBecause */ .yl)(sight);
    if (off)
        return { unavailable: off };
    const warn = (m) => log.warning(m);
    const sealer = (0,_domain_ledger_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .sealerOf */ .K$)(inputs.auth);
    if (!sealer) {
        warn(offWarning(UNSEALED, limits));
        return { unavailable: UNSEALED };
    }
    try {
        const store = await openStore();
        if (typeof store === 'string') {
            warn(offWarning(store, limits));
            return { unavailable: store };
        }
        const grace = cancelled && (0,_lib_time_js__WEBPACK_IMPORTED_MODULE_3__/* .graceAfter */ .Dc)(cancelled, _domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .SAVE_LIMIT_WHEN_CANCELLED_MS */ .Ee);
        const saving = { lookupMs: _domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .LEDGER_LOOKUP_LIMIT_MS */ .Cc, saveMs: _domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .LEDGER_SAVE_LIMIT_MS */ .lK, grace };
        const prefixes = limits.map(limit => (0,_domain_ledger_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .ledgerPrefix */ .gd)(inputs.serviceEndpoint, inputs.auth, limit.keyPrefix));
        if (holdMs !== undefined)
            await store.hold?.(prefixes, holdMs, cancelled);
        return limits.map((limit, i) => new _ledger_js__WEBPACK_IMPORTED_MODULE_5__/* .Ledger */ .Oc({ store, prefix: prefixes[i], sealer, limit, warn, limits: saving, sight }));
    }
    catch (err) {
        // Another run holds the store's lock for longer than this one may wait: the run ends, nothing sent.
        if (err instanceof _domain_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ActionError */ .lZ)
            throw err;
        warn(offWarning((0,_lib_text_js__WEBPACK_IMPORTED_MODULE_7__/* .reasonOf */ .A3)(err), limits));
        return { unavailable: (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_7__/* .reasonOf */ .A3)(err) };
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
    const wanted = windowAt(clock.now(), _domain_throttle_js__WEBPACK_IMPORTED_MODULE_2__/* .CLOCK_SKEW_MS */ .rn);
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
        return (0,_domain_throttle_js__WEBPACK_IMPORTED_MODULE_2__/* .assess */ .no)(undefined, ledger.place, now);
    const state = (0,_domain_throttle_js__WEBPACK_IMPORTED_MODULE_2__/* .assess */ .no)(key, ledger.place, now);
    if (passedOver) {
        log.warning(`Throttle ledger: passed over an entry for this bot with a time in the future (${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_7__/* .untrusted */ .bp)(passedOver, 400)}): no run writes one, so it proves nothing.`);
    }
    // The cache could not be read (warned): the ledger says nothing of the last hour.
    if (ledger.readTrouble)
        return state;
    if (state.doubt) {
        const until = state.doubtedUntil
            ? `its hour, if it was a ${noun}, ends at ${state.doubtedUntil.toISOString()}`
            : 'its hour is over';
        log.warning(`Throttle ledger: not believed: the newest ${noun} entry for this bot (${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_7__/* .untrusted */ .bp)(key ?? '', 400)}) ${state.doubt}. It proves nothing of what the bot runs, and ${until}; ${(0,_ledger_js__WEBPACK_IMPORTED_MODULE_5__/* .stillApplies */ .ZN)([noun])}.`);
        return state;
    }
    if (state.lastAt) {
        const next = state.throttled ? `next allowed from ${state.nextAt.toISOString()}` : 'its hour is over: allowed now';
        log.info(`Throttle ledger: ${(0,_domain_throttle_js__WEBPACK_IMPORTED_MODULE_2__/* .lastCallName */ .W3)(ledger.limit, state.lastCall)} of this bot at ${state.lastAt.toISOString()}; ${next}.`);
    }
    else
        log.info(`Throttle ledger: no ${noun} of this bot in the last hour that this run can see; allowed now.`);
    return state;
}
/** The key an entry left for the post step is saved under (its time + 1 ms, with the seal made for it). */
const keyOfPending = (e) => (0,_domain_ledger_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .ledgerKey */ .lj)(e.prefix, (0,_ledger_js__WEBPACK_IMPORTED_MODULE_5__/* .postAt */ .aj)(e.at), e.note, () => e.seal);
/** The run's one door to its ledgers: read (plain views back), held where the store locks until the last limited call's
 * entry (or a wait, or the end); entries go in by their limit. */
class LedgerDoor {
    #open = new Map();
    #store;
    #last;
    constructor(ledgers = []) {
        for (const ledger of ledgers)
            this.#open.set(ledger.limit.noun, ledger);
    }
    /** Whether a ledger could not be read or written (it warned). */
    get troubled() {
        return [...this.#open.values()].some(l => l.readTrouble !== undefined || l.writeTrouble !== undefined);
    }
    /** Whether the store is shared by runs at once (it holds a lock): a run that waited reads it again. */
    get shared() {
        return this.#store?.hold !== undefined;
    }
    /** The ledgers' views, when the ledger applies and can be used; why not, when it applies and cannot. */
    async lookUp(options, limits) {
        const opened = await openLedgers(options, limits);
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
        return { prefix: ledger.prefix, noun: e.noun, at: e.at, note: e.note, seal: ledger.sealOf((0,_ledger_js__WEBPACK_IMPORTED_MODULE_5__/* .postAt */ .aj)(e.at), e.note) };
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
/* harmony export */   yl: () => (/* binding */ offBecause)
/* harmony export */ });
/* unused harmony exports isGhes, serviceVariable, sightOf */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
// What this run's ledger can see, from the environment before any request (read, record, whose entries it
// shares), decided as @actions/cache and GitHub's service do; in the log's and the summary's words.


/** Events whose runs get a cache token that may read and not write (GitHub, 2026-06). */
const READ_ONLY_EVENTS = (/* unused pure expression or super */ null && (['issue_comment', 'pull_request_target']));
/** GitHub Enterprise Server: a server other than github.com, *.ghe.com or *.localhost (as @actions/cache decides). */
function isGhes(serverUrl) {
    let host;
    try {
        host = new URL(serverUrl || 'https://github.com').hostname.toLowerCase();
    }
    catch {
        return false;
    }
    return host !== 'github.com' && !host.endsWith('.ghe.com') && !host.endsWith('.localhost');
}
/** Where @actions/cache finds its service: v2 (github.com, `ACTIONS_CACHE_SERVICE_V2` set), else v1 (always GHES). */
function serviceVariable(env) {
    return !isGhes(env.GITHUB_SERVER_URL) && env.ACTIONS_CACHE_SERVICE_V2 ? 'ACTIONS_RESULTS_URL' : 'ACTIONS_CACHE_URL';
}
/** Why the job has no cache service, when it has none: the variable the library reads is not set. */
function missingService(env) {
    const variable = serviceVariable(env);
    if (env[variable])
        return undefined;
    const ghes = isGhes(env.GITHUB_SERVER_URL)
        ? ': on GitHub Enterprise Server the cache needs version 3.5 or later, turned on for Actions by an administrator'
        : '';
    return `the Actions cache service is not configured for this job (${variable} is not set${ghes})`;
}
/** What the job's cache mode forbids: `[blind, mute]` reasons (an unknown or empty mode forbids nothing). */
function modeLimits(raw) {
    const mode = (raw ?? '').trim().toLowerCase();
    const reads = `the job's cache-mode '${mode}' does not permit reads`;
    const writes = `the job's cache-mode '${mode}' does not permit writes`;
    if (mode === 'write-only')
        return [reads, undefined];
    if (mode === 'read')
        return [undefined, writes];
    if (mode === 'none')
        return [reads, writes];
    return [undefined, undefined];
}
function narrowOf(ref) {
    const tag = /^refs\/tags\/(.+)$/.exec(ref ?? '')?.[1];
    if (tag) {
        const what = `this run of tag '${tag}' sees only the entries of this tag and of the default branch, and only runs of this tag see its entry: deploys from other tags and branches within the hour are invisible to it; deploy from the default branch to share the hour`;
        return { who: `tag ${tag}`, what };
    }
    const pull = /^refs\/pull\/(\d+)\/merge$/.exec(ref ?? '')?.[1];
    if (pull) {
        const what = `this run of pull request #${pull} sees the entries of this pull request, its base branch and the default branch, and only re-runs of this pull request see its entry; deploy from the default branch to share the hour`;
        return { who: `pull request #${pull}`, what };
    }
    return undefined;
}
/** Why a `workflow_run` may not write the cache: its trigger came from a fork, or its payload cannot say. */
function forkedRun(env, read) {
    const unknown = (why) => `this 'workflow_run' run's event payload ${why}, so whether it was started from a fork (whose runs get a cache token that may read, not write) is not known`;
    let payload;
    try {
        payload = JSON.parse(read(env.GITHUB_EVENT_PATH || ''));
    }
    catch {
        return unknown('(GITHUB_EVENT_PATH) cannot be read');
    }
    const head = isRecord(payload) && isRecord(payload.workflow_run) ? payload.workflow_run.head_repository : undefined;
    const own = isRecord(payload) && isRecord(payload.repository) ? payload.repository.full_name : env.GITHUB_REPOSITORY;
    if (!isRecord(head) || typeof head.full_name !== 'string' || typeof own !== 'string') {
        return unknown('does not name the repository of the run that started it');
    }
    if (head.fork !== true && head.full_name.toLowerCase() === own.toLowerCase())
        return undefined;
    const fork = head.full_name.replace(/[^\w./-]/g, '_').slice(0, 100);
    return `this 'workflow_run' run was started by a run from the fork '${fork}', and such runs get a cache token that may read, not write`;
}
/** The sight of a run in `env` (`read` reads a `workflow_run`'s event file). */
function sightOf(env, read = (file) => readFileSync(file, 'utf8')) {
    const missing = missingService(env);
    if (missing)
        return { blind: missing, mute: missing };
    const [blindByMode, muteByMode] = modeLimits(env.ACTIONS_CACHE_MODE);
    const event = env.GITHUB_EVENT_NAME ?? '';
    const readOnly = READ_ONLY_EVENTS.includes(event)
        ? `runs started by '${event}' get a cache token that may read, not write`
        : event === 'workflow_run'
            ? forkedRun(env, read)
            : undefined;
    const narrow = narrowOf(env.GITHUB_REF);
    const mute = muteByMode ?? readOnly;
    return { ...(blindByMode && { blind: blindByMode }), ...(mute && { mute }), ...(narrow && { narrow }) };
}
/** Why the ledger is off altogether (it can neither read nor record), when it is. */
function offBecause(sight) {
    if (!sight.blind || !sight.mute)
        return undefined;
    if (sight.blind === sight.mute)
        return sight.blind;
    if (/cache-mode 'none'/.test(sight.blind))
        return "the job's cache-mode 'none' permits neither reads nor writes";
    return `${sight.blind}, and ${sight.mute}`;
}
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

/***/ 5321:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ Interrupted),
/* harmony export */   m: () => (/* binding */ Cancellation)
/* harmony export */ });
// Cancellation: the runner sends SIGINT, SIGTERM 7.5 s later, then kills; the run stops where it is, at once
// before a call, and with a call in flight records it as one that may have been applied.
/** Why the run's signal aborted: the run was cancelled (the flow words it for the user). */
class Interrupted extends Error {
}
class Cancellation {
    #controller = new AbortController();
    #by;
    get signal() {
        return this.#controller.signal;
    }
    get by() {
        return this.#by;
    }
    cancel(by) {
        if (this.#by)
            return;
        this.#by = by;
        // The reason's words end up in the message of a call abandoned in flight (platform/failures.ts's `abandoned`).
        this.#controller.abort(new Interrupted(`the run was cancelled (${by})`));
    }
    /** Listens for `signals` (the runner's SIGINT and SIGTERM; a terminal's SIGHUP too); returns the function that stops listening. */
    listen(signals = ['SIGINT', 'SIGTERM']) {
        const on = (by) => this.cancel(by);
        for (const signal of signals)
            process.on(signal, on);
        return () => {
            for (const signal of signals)
                process.off(signal, on);
        };
    }
    /** `work`, or an Interrupted error the moment the run is cancelled (the work is then abandoned). */
    async race(work) {
        const signal = this.signal;
        if (signal.aborted)
            throw signal.reason;
        let stop = () => { };
        const cancelled = new Promise((_, reject) => {
            const onAbort = () => reject(signal.reason);
            signal.addEventListener('abort', onAbort, { once: true });
            stop = () => signal.removeEventListener('abort', onAbort);
        });
        try {
            return await Promise.race([work, cancelled]);
        }
        finally {
            stop();
        }
    }
}


/***/ }),

/***/ 5714:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ Secrets)
/* harmony export */ });
// The run's secrets: masked the moment they are known, and removed from outside text in the forms a server
// is known to echo them in (as given, JSON- or percent-escaped, base64, any run of 16); docs/security.md.
/** The longest part of a secret that may be repeated: any longer run of one of its forms is removed. */
const FRAGMENT = 16;
/**
 * `text` read through one round of JSON's escapes (a .NET server writes `+` as `\u002B` and `/` as `\/`:
 * platform-facts.md, "Backup") and of percent-encoding; each character keeps the span of `text` it came from.
 */
function decoded(text) {
    let [out, last] = ['', 0];
    const spans = [];
    const keep = (c, from, end) => {
        out += c;
        spans.push([from, end]);
    };
    for (const m of text.matchAll(/\\u([0-9a-fA-F]{4})|%([0-9a-fA-F]{2})|\\(["\\/])/g)) {
        for (; last < m.index; last++)
            keep(text[last] ?? '', last, last + 1);
        const hex = m[1] ?? m[2];
        keep(hex ? String.fromCharCode(Number.parseInt(hex, 16)) : (m[3] ?? ''), m.index, (last = m.index + m[0].length));
    }
    for (; last < text.length; last++)
        keep(text[last] ?? '', last, last + 1);
    return { text: out, spans };
}
/** A secret as given, and its base64 inside a longer text at each of three alignments (the characters that depend on it alone). */
function formsOf(secret) {
    const bytes = Buffer.from(secret);
    const shifted = [1, 2].map(k => Buffer.concat([Buffer.alloc(k), bytes]).toString('base64'));
    return [secret, bytes.toString('base64'), ...shifted.map(b => b.slice(4, Math.max(4, b.length - 4)))];
}
/** The spans of `text` that are runs of FRAGMENT characters of `form` (all of a shorter one), each as far as it follows it. */
function spansOf(text, form) {
    const size = Math.min(FRAGMENT, form.length);
    const spans = [];
    for (let i = 0; size > 0 && i + size <= form.length; i++) {
        const run = form.slice(i, i + size);
        for (let from = text.indexOf(run); from >= 0; from = text.indexOf(run, from + 1)) {
            let end = from + size;
            while (i + (end - from) < form.length && text[end] === form[i + (end - from)])
                end++;
            spans.push([from, end]);
        }
    }
    return spans;
}
/** `text` with the given spans of it replaced by `***`, overlapping spans as one. */
function replaced(text, spans) {
    let [out, next] = ['', 0];
    for (const [from, end] of spans.sort((x, y) => x[0] - y[0])) {
        if (end > next)
            out += `${text.slice(next, Math.max(next, from))}***`;
        next = Math.max(next, end);
    }
    return out + text.slice(next);
}
class Secrets {
    #forms = new Set();
    #mask;
    constructor(mask) {
        this.#mask = mask;
    }
    /** Register a secret: masks it (and each of its lines, as the runner masks line by line) at once. */
    add(value) {
        for (const part of value ? [value, ...value.split(/\r?\n/)].map(v => v.trim()) : []) {
            if (part === '' || this.#forms.has(part))
                continue;
            this.#mask(part);
            for (const form of formsOf(part))
                this.#forms.add(form);
        }
    }
    /** `text` with every span that holds a known secret (in one of its forms, or a run of FRAGMENT of one) as `***`. */
    redact = (text) => this.redactAll([text])[0];
    /** A list's items read together: a secret cut into pieces, one per item, is removed from each. */
    redactAll(items) {
        const d = decoded(items.join(''));
        const found = [...this.#forms]
            .flatMap(f => spansOf(d.text, f))
            .map(([f, e]) => [d.spans[f]?.[0], d.spans[e - 1]?.[1]]);
        let at = 0;
        return items.map(item => {
            const start = (at += item.length) - item.length;
            const own = found.filter(([f = 0, e = 0]) => e > start && f < at);
            const local = own.map(([f = 0, e = 0]) => [
                Math.max(0, f - start),
                Math.min(item.length, e - start)
            ]);
            return local.length === 0 ? item : replaced(item, local);
        });
    }
}


/***/ }),

/***/ 9826:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cp: () => (/* binding */ spanText),
/* harmony export */   Dc: () => (/* binding */ graceAfter),
/* harmony export */   Mm: () => (/* binding */ bounded),
/* harmony export */   dQ: () => (/* binding */ realClock)
/* harmony export */ });
// Time: the clock (passed in, so tests shorten it), a span in words, and a time limit of the action's own
// that abandons work and says so, shorter once the run is cancelled.
const realClock = {
    now: () => Date.now(),
    sleep: ms => new Promise(resolve => setTimeout(resolve, ms)),
    waitLogEveryMs: 60_000
};
/** A span of time for people: `40 min 0 s`, `12 s`. */
function spanText(ms) {
    const total = Math.max(0, Math.ceil(ms / 1000));
    const m = Math.floor(total / 60);
    const s = total % 60;
    return m > 0 ? `${m} min ${s} s` : `${s} s`;
}
/** A signal that aborts `ms` after `signal` does (the time a cancelled run still gives its work); its reason is `ms`. */
function graceAfter(signal, ms) {
    const over = new AbortController();
    const start = () => setTimeout(() => over.abort(ms), ms).unref();
    if (signal.aborted)
        start();
    else
        signal.addEventListener('abort', start, { once: true });
    return over.signal;
}
/** `work`, or a rejection once `ms` have passed or `grace` (graceAfter) is over: the work is then abandoned, and told so. */
async function bounded(ms, work, grace) {
    const seconds = (limit) => (typeof limit === 'number' ? limit : ms) / 1000;
    if (grace?.aborted)
        throw new Error(`no time left: the run was cancelled more than ${seconds(grace.reason)} s ago`);
    const signal = AbortSignal.any([AbortSignal.timeout(ms), ...(grace ? [grace] : [])]);
    const late = new Promise((_, reject) => {
        const fail = () => reject(new Error(`no answer within ${seconds(grace?.aborted ? grace.reason : ms)} s`));
        signal.addEventListener('abort', fail, { once: true });
    });
    return Promise.race([work(signal), late]);
}


/***/ }),

/***/ 6497:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BN: () => (/* binding */ withReport),
/* harmony export */   du: () => (/* binding */ viewOf),
/* harmony export */   v6: () => (/* binding */ ended)
/* harmony export */ });
/* harmony import */ var _domain_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(241);
// What a run ends in: one Outcome union, each step's typed report and its view (outputs, rows, entries);
// `ended` is the one place a thrown error becomes an outcome.

/** An error whose call may have changed the platform (or been counted): a blind re-run could repeat it. */
function uncertain(err) {
    return err instanceof _domain_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .MaybeAppliedError */ .QA || err instanceof _domain_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ResponseShapeError */ .RD || err instanceof _domain_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CountedError */ .rt;
}
/** The one place a thrown error becomes an outcome, with what the run knew by then. */
function ended(err, phase, known, at) {
    const error = (0,_domain_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .asActionError */ .z6)(err);
    if (error instanceof _domain_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CancelledError */ .cc)
        return { ...known, kind: 'cancelled', error };
    if (phase === 'before-call')
        return { ...known, kind: 'refused', error };
    if (uncertain(err))
        return { ...known, kind: 'maybe-applied', error, at };
    return { ...known, kind: 'failed', error };
}
function viewOf(known, limit) {
    return limit && known.views?.find(v => v.noun === limit.noun);
}
function withReport(outcome, name, report) {
    return { ...outcome, reports: { ...outcome.reports, [name]: report } };
}


/***/ }),

/***/ 1624:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GX: () => (/* binding */ beforeCall),
/* harmony export */   aC: () => (/* binding */ keep),
/* harmony export */   g1: () => (/* binding */ record),
/* harmony export */   hi: () => (/* binding */ recordLeft),
/* harmony export */   xY: () => (/* binding */ recordedCall)
/* harmony export */ });
/* harmony import */ var _domain_operations_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3048);
/* harmony import */ var _domain_constants_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5541);
/* harmony import */ var _domain_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(241);
/* harmony import */ var _ledger_ledger_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2420);
/* harmony import */ var _lib_text_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9112);
/* harmony import */ var _domain_throttle_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6314);
/* harmony import */ var _outcome_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6497);
// The record: each step's ledger entries, journaled before a call that may change a bot (an append that
// outlives a kill), saved after its answer, and what is left saved by the post step the same way.







/** The entries the steps put on `outcome`, signed with the run's origin. */
function entriesOf(outcome, run) {
    return (outcome.entries ?? []).map(e => ({ ...e, note: { ...e.note, by: run.origin } }));
}
/** Writes what the ledger must hold if the step ended now: `outcome`'s entries, and one for a call under way; why not, when the journal could not take them. */
async function journal(run, outcome, inFlight) {
    // What the cache refuses to hold (the job's cache mode, a read-only token) is not left for the post step.
    const made = outcome ? entriesOf(outcome, run) : [];
    if (inFlight) {
        const { noun, at, operation } = inFlight;
        made.push({ noun, at, note: { operation, outcome: 'unknown', by: run.origin } });
    }
    try {
        await run.journal.pending(made.flatMap(e => run.ledgers.pending(e) ?? []));
        return undefined;
    }
    catch (err) {
        return (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_6__/* .reasonOf */ .A3)(err);
    }
}
/** After a call's answer: the outcome's entries journaled (the save after it tries again, and warns when it cannot). */
async function keep(run, outcome) {
    await journal(run, outcome);
}
/**
 * Before a call that counts against a limit: its entry journaled as one that may be applied, so a run stopped
 * during the call is known to the next; the ledger's lock let go once the run's last limited call has its
 * entry. With `throttle: required`, a journal that cannot take the entry stops the call: the error, unsent.
 */
async function beforeCall(ctx, outcome, inFlight) {
    const trouble = await journal(ctx, outcome, inFlight);
    if (trouble && ctx.inputs.throttle === 'required') {
        return new _domain_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ActionError */ .lZ(`The throttle ledger could not take the ${inFlight.operation}'s entry before the call (${trouble}), and 'throttle: required' makes no call it cannot record: nothing was sent to the bot.`, "Mend what kept the entry from being written (the message says), then run again; or set 'throttle: cache' to go on without the ledger. The platform's own limit still applies.");
    }
    // A ledger in trouble said so already, once.
    if (trouble && !ctx.ledgers.troubled) {
        ctx.log.warning(`Throttle ledger: could not write the ${inFlight.operation}'s entry before the call (${trouble}): if this run is stopped during the call, the next will not know of it; ${(0,_ledger_ledger_js__WEBPACK_IMPORTED_MODULE_3__/* .stillApplies */ .ZN)([inFlight.noun])}.`);
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
    const noun = (0,_outcome_js__WEBPACK_IMPORTED_MODULE_5__/* .viewOf */ .du)(known, limit)?.noun;
    if (noun && operation) {
        const refused = await beforeCall(ctx, undefined, { noun, at: ctx.clock.now(), operation });
        if (refused)
            return call.failed((0,_outcome_js__WEBPACK_IMPORTED_MODULE_5__/* .ended */ .v6)(refused, 'before-call', known));
    }
    const nextFrom = (at) => (limit ? { ...known.next, [limit.noun]: (0,_domain_throttle_js__WEBPACK_IMPORTED_MODULE_4__/* .nextAfter */ .On)(at).toISOString() } : known.next);
    let outcome;
    let at;
    try {
        const brought = await call.send();
        at = ctx.clock.now();
        outcome = call.answered(brought, at, nextFrom(at));
    }
    catch (err) {
        at = ctx.clock.now();
        const failure = (0,_outcome_js__WEBPACK_IMPORTED_MODULE_5__/* .ended */ .v6)(err, 'call', { ...known, sha256: call.sent?.() ?? known.sha256 }, at);
        // A call that may have been applied, or that the platform refused for its hour, used the hour.
        const used = failure.kind === 'maybe-applied' || failure.error instanceof _domain_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .HourRefusedError */ .hI;
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
        return { operation, outcome: 'ok', sha256: outcome.sha256 };
    if (outcome.kind === 'maybe-applied')
        return { operation, outcome: 'unknown' };
    return 'error' in outcome && outcome.error instanceof _domain_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .HourRefusedError */ .hI ? { operation, outcome: 'refused' } : undefined;
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
    await journalLeft(run, left);
    return { recorded: notSaved.length === 0, leftToPost: left.length > 0 };
}
/** Leaves `left` in the journal, for the post step (or the command line's last try): it warned already when it cannot. */
async function journalLeft(run, left) {
    try {
        await run.journal.pending(left);
    }
    catch {
        // The save's own warning said the entry is not recorded; the journal's port keeps what it was given.
    }
}
/** Saves each entry through the ledger's own save and bound; why not, at the first it could not save. */
async function saveLeft(entries, store) {
    const limits = { lookupMs: _domain_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .LEDGER_LOOKUP_LIMIT_MS */ .Cc, saveMs: _domain_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .LEDGER_SAVE_LIMIT_MS */ .lK };
    for (const e of entries) {
        const limit = _domain_operations_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b1.find(l => l.noun === e.noun);
        if (!limit)
            return `the step's state names no limit '${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_6__/* .untrusted */ .bp)(String(e.noun), 20)}'`;
        const sealer = () => e.seal;
        const ledger = new _ledger_ledger_js__WEBPACK_IMPORTED_MODULE_3__/* .Ledger */ .Oc({ store, prefix: e.prefix, sealer, limit, warn: () => undefined, limits });
        if (!(await ledger.record((0,_ledger_ledger_js__WEBPACK_IMPORTED_MODULE_3__/* .postAt */ .aj)(e.at), e.note)))
            return ledger.writeTrouble ?? 'the save was not confirmed';
    }
    return undefined;
}
/** The post step: saves what the main step left, with its save and bound; `mute` (sight.ts): it does not try. */
async function recordLeft(entries, openStore, log, mute) {
    const all = entries.map(e => `the ${recorded(e.note)}`).join(' and ');
    const store = mute ?? (await openStore().catch(_lib_text_js__WEBPACK_IMPORTED_MODULE_6__/* .reasonOf */ .A3));
    const trouble = typeof store === 'string' ? store : await saveLeft(entries, store);
    if (!trouble)
        return log.info(`Throttle ledger: the post step recorded ${all}, which the main step could not.`);
    const limit = (0,_ledger_ledger_js__WEBPACK_IMPORTED_MODULE_3__/* .stillApplies */ .ZN)(entries.map(e => e.noun));
    log.warning(`Throttle ledger: the post step could not record ${all} (${trouble}). The next run within the hour will not know of it; ${limit}.`);
}


/***/ })

};
