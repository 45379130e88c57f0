export const id = 409;
export const ids = [409];
export const modules = {

/***/ 3409:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   openCacheStore: () => (/* binding */ openCacheStore)
/* harmony export */ });
/* harmony import */ var node_async_hooks__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6698);
/* harmony import */ var node_async_hooks__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_async_hooks__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7242);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3916);
// The ledger's store on the real Actions cache (`@actions/cache`, loaded only when the ledger is in
// use). The library reports its own trouble as runner warnings or errors; those are caught here and
// turned into one exception, so the ledger can warn once, as a warning, in its own words.





function decode(data) {
    return data.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%');
}
const insideCache = new node_async_hooks__WEBPACK_IMPORTED_MODULE_0__.AsyncLocalStorage();
let installed = false;
/**
 * Routes what @actions/cache prints: its `::warning::` / `::error::` lines are held back and
 * collected (the ledger warns once, in its own words); its plain progress lines (tar commands,
 * upload progress, cache hits) become debug lines, so the step's log shows what the deploy did.
 * Only writes made from within a cache call's async context are touched: the token request runs
 * at the same time, and its lines pass through as they are.
 */
function installRouter() {
    if (installed)
        return;
    installed = true;
    const write = process.stdout.write.bind(process.stdout);
    process.stdout.write = function (chunk, ...rest) {
        const problems = insideCache.getStore();
        if (!problems)
            return write(chunk, ...rest);
        const text = typeof chunk === 'string' ? chunk : Buffer.isBuffer(chunk) ? chunk.toString('utf8') : '';
        const m = /^::(warning|error)(?: [^:]*)?::(.*)$/s.exec(text.trimEnd());
        if (m) {
            problems.push((0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .untrusted */ .bp)(decode(m[2] ?? ''), 200));
            return true;
        }
        if (text !== '' && !text.startsWith('::')) {
            const lines = text.split(/\r?\n/).filter(l => l.trim() !== '');
            return write(lines.map(l => `::debug::${l.replace(/%/g, '%25')}\n`).join(''), ...rest);
        }
        return write(chunk, ...rest);
    };
}
/** Runs a call of @actions/cache with its output routed; returns the problems it reported. */
async function quietly(fn) {
    installRouter();
    const problems = [];
    const value = await insideCache.run(problems, fn);
    return { value, problems };
}
/** The store, or the reason the cache cannot be used in this run. */
async function openCacheStore() {
    const cache = await __webpack_require__.e(/* import() */ 935).then(__webpack_require__.bind(__webpack_require__, 1935));
    if (!cache.isFeatureAvailable())
        return 'the Actions cache service is not configured for this job (ACTIONS_RESULTS_URL is not set)';
    const paths = [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .LEDGER_PATH */ .Kd];
    return {
        async lookup(prefix) {
            const { value, problems } = await quietly(() => cache.restoreCache(paths, prefix, [], { lookupOnly: true }));
            if (problems.length > 0)
                throw new Error(problems.join('; '));
            return value;
        },
        async save(key) {
            const file = node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .LEDGER_PATH */ .Kd);
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(file, `${JSON.stringify({ key })}\n`);
            try {
                const { problems } = await quietly(() => cache.saveCache(paths, key));
                if (problems.length > 0)
                    throw new Error(problems.join('; '));
            }
            finally {
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(file, { force: true });
            }
        }
    };
}


/***/ })

};
