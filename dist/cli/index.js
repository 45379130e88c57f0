#!/usr/bin/env node
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 486:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8995);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_module__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _domain_constants_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(5541);
// The command line's entry (`xenioo-deploy`, package.json `bin`): an older Node is told so before anything loads,
// then the command runs, and the process ends with its exit code once its output is flushed.


const major = Number(process.versions.node.split('.')[0]);
if (major < 22) {
    process.stderr.write(`xenioo-deploy needs Node 22 or later; this is Node ${process.versions.node}.\n`);
    process.exit(2);
}
const args = process.argv.slice(2);
// The version alone is answered before anything else loads: a script's check of what is installed.
const quick = args.length === 1 && args[0] === '--version';
if (quick)
    process.stdout.write(`${_domain_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .ACTION_VERSION */ .Yt}\n`);
// Node's own cache of compiled code (in the temporary folder): a second start skips most of the parsing.
else
    node_module__WEBPACK_IMPORTED_MODULE_0___default().enableCompileCache?.();
const io = { env: process.env, stdout: process.stdout, stderr: process.stderr };
const code = quick ? 0 : await (await __nccwpck_require__.e(/* import() */ 113).then(__nccwpck_require__.bind(__nccwpck_require__, 8113))).main(args, io);
await Promise.all([process.stdout, process.stderr].map(s => new Promise(resolve => s.write('', resolve))));
process.exit(code);

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 5541:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Ap: () => (/* binding */ SwitchInputs),
/* harmony export */   Cc: () => (/* binding */ LEDGER_LOOKUP_LIMIT_MS),
/* harmony export */   E7: () => (/* binding */ PUBLISH_LEDGER_KEY_PREFIX),
/* harmony export */   Ee: () => (/* binding */ SAVE_LIMIT_WHEN_CANCELLED_MS),
/* harmony export */   Hw: () => (/* binding */ Defaults),
/* harmony export */   K: () => (/* binding */ SecretInputs),
/* harmony export */   Kb: () => (/* binding */ BACKUP_LEDGER_KEY_PREFIX),
/* harmony export */   Np: () => (/* binding */ ThrottleModes),
/* harmony export */   OY: () => (/* binding */ OnThrottleModes),
/* harmony export */   PV: () => (/* binding */ LEDGER_KEY_PREFIX),
/* harmony export */   Tk: () => (/* binding */ TextInputs),
/* harmony export */   Yt: () => (/* binding */ ACTION_VERSION),
/* harmony export */   dA: () => (/* binding */ OnDriftModes),
/* harmony export */   hq: () => (/* binding */ LEDGER_HORIZON_MS),
/* harmony export */   k7: () => (/* binding */ Output),
/* harmony export */   lK: () => (/* binding */ LEDGER_SAVE_LIMIT_MS),
/* harmony export */   pd: () => (/* binding */ Input),
/* harmony export */   v5: () => (/* binding */ THROTTLE_MARGIN_MS),
/* harmony export */   v8: () => (/* binding */ OutputKinds),
/* harmony export */   xj: () => (/* binding */ THROTTLE_WINDOW_MS)
/* harmony export */ });
/* unused harmony export LEDGER_PATH */
// Every name the action shares with action.yml, the README and the tests lives here, once.
/** The action's version: package.json's, which the release releases (a repository test holds them equal). */
const ACTION_VERSION = '1.0.0';
const Input = {
    Operation: 'operation',
    ServiceEndpoint: 'service-endpoint',
    NodeUrl: 'node-url',
    AccountApiKey: 'account-api-key',
    BotApiKey: 'bot-api-key',
    BotApiSecret: 'bot-api-secret',
    BotName: 'bot-name',
    Token: 'token',
    BackupFile: 'backup-file',
    Throttle: 'throttle',
    OnThrottle: 'on-throttle',
    MaxWaitMinutes: 'max-wait-minutes',
    SkipUnchanged: 'skip-unchanged',
    DryRun: 'dry-run',
    Retries: 'retries',
    TimeoutSeconds: 'timeout-seconds',
    MaxBackupMib: 'max-backup-mib',
    OutputCredentials: 'output-credentials',
    Publish: 'publish',
    KeepReplaced: 'keep-replaced',
    OnDrift: 'on-drift'
};
/** The deploy's switches: a shell gives each as a boolean, or leaves it unset (its default). */
const SwitchInputs = [
    Input.Publish,
    Input.SkipUnchanged,
    Input.DryRun,
    Input.OutputCredentials,
    Input.KeepReplaced
];
const TextInputs = Object.values(Input).filter((n) => !SwitchInputs.includes(n));
/** Inputs whose values are secrets: masked before anything else happens. */
const SecretInputs = [Input.AccountApiKey, Input.BotApiKey, Input.BotApiSecret, Input.Token];
const Output = {
    ApiKey: 'api-key',
    ApiSecret: 'api-secret',
    Result: 'result',
    Throttled: 'throttled',
    NextRestoreAt: 'next-restore-at',
    BackupSha256: 'backup-sha256',
    BackupBytes: 'backup-bytes',
    Changed: 'changed',
    NextBackupAt: 'next-backup-at',
    Published: 'published',
    OnlineChannels: 'online-channels',
    PublishErrors: 'publish-errors',
    NextPublishAt: 'next-publish-at',
    BotName: 'bot-name',
    LiveMatch: 'live-match',
    LiveSha256: 'live-sha256',
    ReplacedBackup: 'replaced-backup',
    Drift: 'drift',
    Error: 'error'
};
/** What each output holds, where a value is typed (the command line's JSON; the action's outputs are the runner's strings). */
const OutputKinds = {
    'api-key': 'text',
    'api-secret': 'text',
    result: 'text',
    throttled: 'boolean',
    'next-restore-at': 'text',
    'backup-sha256': 'text',
    'backup-bytes': 'number',
    changed: 'boolean',
    'next-backup-at': 'text',
    published: 'boolean',
    'online-channels': 'list',
    'publish-errors': 'list',
    'next-publish-at': 'text',
    'bot-name': 'text',
    'live-match': 'text',
    'live-sha256': 'text',
    'replaced-backup': 'text',
    drift: 'text',
    error: 'text'
};
const ThrottleModes = ['cache', 'required', 'off'];
const OnThrottleModes = ['fail', 'skip', 'wait'];
/** What an overwrite does when the bot changed since this tool's last deploy (#75): stop, say so and go on, or go on. */
const OnDriftModes = ['fail', 'warn', 'overwrite'];
/** The platform's throttles: one restore or overwrite, one backup and one publish per bot per hour, each its own. */
const THROTTLE_WINDOW_MS = 60 * 60 * 1000;
/** Kept after the hour, by the platform's clock: its `Date` has whole seconds, and it may count a call a moment after its answer. */
const THROTTLE_MARGIN_MS = 5_000;
const Defaults = {
    retries: 3,
    timeoutSeconds: 300,
    maxRetries: 10,
    maxTimeoutSeconds: 3600,
    maxBackupMib: 2048,
    maxMaxBackupMib: 65536,
    /** A wait is at most the hour and its margin: 61 minutes lets every wait run. */
    maxWaitMinutes: 61
};
/** How long the ledger's lookup (a few requests: ledger-keys.ts) may take; past it the run goes on without the ledger (one warning). */
const LEDGER_LOOKUP_LIMIT_MS = 10_000;
/** How long saving a ledger entry may take; past it the run ends without the entry (one warning). */
const LEDGER_SAVE_LIMIT_MS = 10_000;
/** Prefix of every throttle-ledger cache key for restores (followed by a hash of the subject and a time; sealed). */
const LEDGER_KEY_PREFIX = 'xenioo-deploy-restore-v3-';
/** The same for backups (exports), which the platform limits on their own. */
const BACKUP_LEDGER_KEY_PREFIX = 'xenioo-deploy-backup-v3-';
/** The same for publishes, which the platform limits on their own. */
const PUBLISH_LEDGER_KEY_PREFIX = 'xenioo-deploy-publish-v3-';
/** How far back the ledger looks: the Actions cache evicts entries unused for 7 days, so an older one may stand for one whose successors are gone. */
const LEDGER_HORIZON_MS = 7 * 24 * 60 * 60 * 1000;
/** The path the ledger entry is saved under, relative to the workspace: fixed, so the cache version matches across runs. */
const LEDGER_PATH = '.xenioo-deploy-ledger';
/** How long saving a ledger entry may still take once the run is cancelled. */
const SAVE_LIMIT_WHEN_CANCELLED_MS = 3_000;


/***/ }),

/***/ 4589:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:assert");

/***/ }),

/***/ 6698:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:async_hooks");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 7540:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:console");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 3053:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:diagnostics_channel");

/***/ }),

/***/ 610:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns");

/***/ }),

/***/ 8474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 1455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 7067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 2467:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");

/***/ }),

/***/ 8995:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:module");

/***/ }),

/***/ 7030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 8161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 643:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");

/***/ }),

/***/ 1792:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:querystring");

/***/ }),

/***/ 7075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 6466:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream/promises");

/***/ }),

/***/ 6193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:string_decoder");

/***/ }),

/***/ 8500:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:timers/promises");

/***/ }),

/***/ 1692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");

/***/ }),

/***/ 3136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 7975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 3429:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util/types");

/***/ }),

/***/ 714:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:vm");

/***/ }),

/***/ 5919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 8522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 3193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("string_decoder");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(486);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
