export const id = 811;
export const ids = [811,192];
export const modules = {

/***/ 5192:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   inFolder: () => (/* binding */ inFolder),
/* harmony export */   openCacheStore: () => (/* binding */ openCacheStore),
/* harmony export */   openShelf: () => (/* binding */ openShelf),
/* harmony export */   quietly: () => (/* binding */ quietly),
/* harmony export */   route: () => (/* binding */ route)
/* harmony export */ });
/* harmony import */ var node_async_hooks__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6698);
/* harmony import */ var node_async_hooks__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_async_hooks__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var _domain_constants_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5541);
/* harmony import */ var _lib_text_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(9112);
/* harmony import */ var _workflow_commands_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6812);
/* harmony import */ var _cache_sight_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(416);
// The ledger's store on `@actions/cache`, loaded only when in use: what the library prints collected into
// one exception, the globals it reads set around each call, the entry's file in a private folder.









/** Entries shared by every runner kind: without it a Windows runner's cache version carries `windows-only`. */
const CROSS_OS = true;
/** The store, or the reason the cache cannot be used in this run; its journal goes to `keepForPost` (the step's state). */
async function openCacheStore(keepForPost) {
    const cache = await Promise.all(/* import() */[__webpack_require__.e(838), __webpack_require__.e(691)]).then(__webpack_require__.bind(__webpack_require__, 1691));
    if (!cache.isFeatureAvailable()) {
        return `the Actions cache service is not configured for this job (${(0,_cache_sight_js__WEBPACK_IMPORTED_MODULE_6__/* .serviceVariable */ .ob)(process.env)} is not set)`;
    }
    const paths = [_domain_constants_js__WEBPACK_IMPORTED_MODULE_5__/* .LEDGER_PATH */ .Kd];
    return {
        name: _cache_sight_js__WEBPACK_IMPORTED_MODULE_6__/* .CACHE_NAME */ .bz,
        async lookup(prefixes) {
            const [first = '', ...rest] = prefixes;
            const { value, problems } = await quietly(() => cache.restoreCache(paths, first, rest, { lookupOnly: true }, CROSS_OS));
            if (problems.length > 0)
                throw new Error(problems.join('; '));
            return value;
        },
        async save(key, signal) {
            const { value, problems } = await inPrivateFolder('xenioo-ledger-', signal, async (folder) => {
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.writeFile)(node_path__WEBPACK_IMPORTED_MODULE_4___default().join(folder, _domain_constants_js__WEBPACK_IMPORTED_MODULE_5__/* .LEDGER_PATH */ .Kd), `${JSON.stringify({ key })}\n`, { flag: 'wx' });
                return quietly(() => cache.saveCache(paths, key, undefined, CROSS_OS));
            });
            if (problems.length > 0)
                throw new Error(problems.join('; '));
            // saveCache returns -1, without an exception, when the service refused or dropped the entry.
            if (value === -1)
                throw new Error('the cache service did not store the entry');
        },
        journal: entries => Promise.resolve(keepForPost(entries))
    };
}
/** A kept copy's path inside its cache entry: the same on every runner, in a private folder of its own. */
const COPY_PATH = 'xenioo-replaced.xenioo';
/** Where a later job's rollback finds the copy an overwrite kept (#75): the Actions cache, an entry per copy. */
function openShelf() {
    const cache = async () => {
        const c = await Promise.all(/* import() */[__webpack_require__.e(838), __webpack_require__.e(691)]).then(__webpack_require__.bind(__webpack_require__, 1691));
        if (!c.isFeatureAvailable())
            throw new Error(`the Actions cache service is not configured for this job (${(0,_cache_sight_js__WEBPACK_IMPORTED_MODULE_6__/* .serviceVariable */ .ob)(process.env)} is not set)`);
        return c;
    };
    const said = ({ value, problems }) => {
        if (problems.length > 0)
            throw new Error(problems.join('; '));
        return value;
    };
    return {
        name: _cache_sight_js__WEBPACK_IMPORTED_MODULE_6__/* .CACHE_NAME */ .bz,
        async put(file, key, signal) {
            const c = await cache();
            // An entry per sha256: one already there holds these bytes (a second save of its key is refused).
            if (said(await quietly(() => c.restoreCache([COPY_PATH], key, [], { lookupOnly: true }, CROSS_OS))) === key)
                return;
            const saved = await inPrivateFolder('xenioo-copy-', signal, async (folder) => {
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.copyFile)(file, node_path__WEBPACK_IMPORTED_MODULE_4___default().join(folder, COPY_PATH));
                return said(await quietly(() => c.saveCache([COPY_PATH], key, undefined, CROSS_OS)));
            });
            if (saved === -1)
                throw new Error('the cache service did not store the entry');
        },
        async take(key, file, signal) {
            const c = await cache();
            return inPrivateFolder('xenioo-copy-', signal, async (folder) => {
                const found = said(await quietly(() => c.restoreCache([COPY_PATH], key, [], {}, CROSS_OS)));
                if (found !== key)
                    return false;
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.copyFile)(node_path__WEBPACK_IMPORTED_MODULE_4___default().join(folder, COPY_PATH), file);
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.chmod)(file, 0o600);
                return true;
            });
        }
    };
}
/** The folders of saves under way: the process may end (its last `process.exit`) before a save does. */
const inUse = new Set();
let listening = false;
function removeOnExit(folder) {
    if (!listening)
        process.on('exit', removeAll);
    listening = true;
    inUse.add(folder);
}
function removeAll() {
    for (const folder of inUse)
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.rmSync)(folder, { recursive: true, force: true });
    inUse.clear();
}
/**
 * Runs `fn` in a new private folder under the runner's temp folder (`inFolder`): an entry's path stays the same
 * on every runner, no file of the user's is touched, and the folder goes when it ends.
 */
async function inPrivateFolder(name, signal, fn) {
    const folder = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdtemp)(node_path__WEBPACK_IMPORTED_MODULE_4___default().join(process.env.RUNNER_TEMP || (0,node_os__WEBPACK_IMPORTED_MODULE_3__.tmpdir)(), name));
    // Out of the exit handler's list only once it is gone: an exit before then removes it there.
    const remove = async () => {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(folder, { recursive: true, force: true });
        inUse.delete(folder);
    };
    removeOnExit(folder);
    signal.addEventListener('abort', () => void remove(), { once: true });
    try {
        return await inFolder(folder, () => fn(folder));
    }
    finally {
        await remove();
    }
}
const insideCache = new node_async_hooks__WEBPACK_IMPORTED_MODULE_0__.AsyncLocalStorage();
/** The cache calls under way, and stdout's own `write` property from before they began (if it had one). */
let active = 0;
let saved;
/** What one write of @actions/cache becomes: nothing (a problem, collected) or the text to write. */
function route(text, problems) {
    const command = (0,_workflow_commands_js__WEBPACK_IMPORTED_MODULE_7__/* .parseCommand */ .RM)(text.replace(/\r?\n$/, ''));
    if (command?.name === 'warning' || command?.name === 'error') {
        problems.push((0,_lib_text_js__WEBPACK_IMPORTED_MODULE_8__/* .untrusted */ .bp)(command.message, 400));
        return undefined;
    }
    if (text === '' || text.startsWith('::'))
        return text;
    const lines = text.split(/\r?\n/).filter(l => l.trim() !== '');
    return lines.map(l => `::debug::${(0,_workflow_commands_js__WEBPACK_IMPORTED_MODULE_7__/* .escapeData */ .uf)(l)}\n`).join('');
}
function install() {
    if (active++ > 0)
        return;
    saved = Object.getOwnPropertyDescriptor(process.stdout, 'write');
    const write = process.stdout.write.bind(process.stdout);
    process.stdout.write = function (chunk, ...rest) {
        const problems = insideCache.getStore();
        if (!problems || (typeof chunk !== 'string' && !Buffer.isBuffer(chunk)))
            return write(chunk, ...rest);
        const routed = route(typeof chunk === 'string' ? chunk : chunk.toString('utf8'), problems);
        return routed === undefined ? true : write(routed, ...rest);
    };
}
function uninstall() {
    if (--active > 0)
        return;
    if (saved)
        Object.defineProperty(process.stdout, 'write', saved);
    else
        delete process.stdout.write;
    saved = undefined;
}
/**
 * Runs a call of @actions/cache with its output routed: its `::warning::`/`::error::` lines collected as
 * problems (the ledger warns once), its progress as debug; only writes from a cache call's async context.
 */
async function quietly(fn) {
    install();
    const problems = [];
    try {
        const value = await insideCache.run(problems, fn);
        return { value, problems };
    }
    finally {
        uninstall();
    }
}
/**
 * Runs `fn` with `folder` as the working directory and GITHUB_WORKSPACE (globbing and tar resolve against
 * each): the one way to save a file outside the checkout under a path the same on every runner kind.
 */
async function inFolder(folder, fn) {
    const [cwd, workspace] = [process.cwd(), process.env.GITHUB_WORKSPACE];
    process.chdir(folder);
    process.env.GITHUB_WORKSPACE = folder;
    try {
        return await fn();
    }
    finally {
        process.chdir(cwd);
        if (workspace === undefined)
            delete process.env.GITHUB_WORKSPACE;
        else
            process.env.GITHUB_WORKSPACE = workspace;
    }
}


/***/ }),

/***/ 6812:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JR: () => (/* binding */ rawInput),
/* harmony export */   RM: () => (/* binding */ parseCommand),
/* harmony export */   uf: () => (/* binding */ escapeData),
/* harmony export */   vj: () => (/* binding */ inputNames)
/* harmony export */ });
/* unused harmony export commandsIn */
// The runner's workflow commands (`::name props::data`) and inputs (`INPUT_<NAME>`) as text, one module for
// both actions, the tests and the demo, decoded as @actions/core encodes.
/** An input as the runner set it, untrimmed (a secret with stray spaces must still be masked). */
const rawInput = (env, name) => env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`];
/** The names of every input the runner handed the step, as set (the runner's are upper case). */
const inputNames = (env) => Object.keys(env).flatMap(k => (k.startsWith('INPUT_') ? [k.slice(6)] : []));
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
