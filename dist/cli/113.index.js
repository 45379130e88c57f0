export const id = 113;
export const ids = [113];
export const modules = {

/***/ 7593:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KP: () => (/* binding */ checkFlags),
/* harmony export */   Lo: () => (/* binding */ deployRequest),
/* harmony export */   VY: () => (/* binding */ secretsIn),
/* harmony export */   Zy: () => (/* binding */ parseArgs),
/* harmony export */   cA: () => (/* binding */ environment),
/* harmony export */   eb: () => (/* binding */ UsageError),
/* harmony export */   k0: () => (/* binding */ wantsJson),
/* harmony export */   o3: () => (/* binding */ nameHere),
/* harmony export */   pD: () => (/* binding */ envName),
/* harmony export */   vs: () => (/* binding */ smokeRequest)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _domain_constants_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5541);
/* harmony import */ var _lib_text_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9112);
/* harmony import */ var _smoke_inputs_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6608);
/* harmony import */ var _commands_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1654);
// The command line's parser: the command, then its flags, each list derived from the table (commands.ts: which flags
// are switches, repeat, or give no input; each row's secrets, from the environment only); a mistake is a UsageError.







/** A mistake in the command line itself, or in what it names (a file, the environment): exit 2, before any request;
 * `command`: the command it came after, whose help the runner points to. */
class UsageError extends Error {
    command;
    constructor(message, command) {
        super(message);
        this.command = command;
    }
}
const INPUTS = new Set([...Object.values(_domain_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd), ..._smoke_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .INPUTS */ .mc]);
const FLAG_NAMES = Object.keys(_commands_js__WEBPACK_IMPORTED_MODULE_4__/* .FLAGS */ .Wg);
const OWN = FLAG_NAMES.filter((n) => !INPUTS.has(n));
/** Every flag as the command line reads it: a name outside them is a mistake wherever it stands on the line. */
const EVERY_FLAG = [...new Set(FLAG_NAMES.map(_commands_js__WEBPACK_IMPORTED_MODULE_4__/* .flagOf */ .iP))];
/** The flags that take no value, and those that add a line when given again (`--scripts`). */
const SWITCHES = FLAG_NAMES.filter(n => !('takes' in _commands_js__WEBPACK_IMPORTED_MODULE_4__/* .FLAGS */ .Wg[n])).map(_commands_js__WEBPACK_IMPORTED_MODULE_4__/* .flagOf */ .iP);
const REPEATABLE = FLAG_NAMES.filter(n => 'repeats' in _commands_js__WEBPACK_IMPORTED_MODULE_4__/* .FLAGS */ .Wg[n]).map(_commands_js__WEBPACK_IMPORTED_MODULE_4__/* .flagOf */ .iP);
/** Every secret of a command's row: read from the environment only, never from a flag. */
const SECRETS = [...new Set(Object.values(_commands_js__WEBPACK_IMPORTED_MODULE_4__/* .TABLE */ .Bt).flatMap(row => row.secrets))];
/** Where an input comes from in the environment: `account-api-key` → `XENIOO_ACCOUNT_API_KEY`. */
const envName = (input) => `XENIOO_${input.toUpperCase().replace(/-/g, '_')}`;
/** The inputs the environment may give: the secrets, and the service endpoint (a flag wins). */
const FROM_ENV = [...SECRETS, _domain_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.ServiceEndpoint];
function refuseSecret(name) {
    throw new UsageError(`--${name} is a secret: give it in the environment variable ${envName(name)} (or in a file named by --env-file), never as a flag: command lines are logged by many CI systems and kept in shell history.`);
}
/** Reads the arguments: the command, then its flags as `--name value`, `--name=value`, a switch alone or `--no-<switch>`. */
function parseArgs(args) {
    let command;
    const flags = new Map();
    const own = {};
    try {
        for (let i = 0; i < args.length; i++) {
            const arg = args[i];
            if (arg === '-h' || (arg === 'help' && !command && !own.help))
                own.help = 'true';
            else if (!arg.startsWith('--')) {
                if (command)
                    throw new UsageError(`argument ${i + 1} is not a flag, and the command is already '${command}'${afterSwitch(args[i - 1])}.`);
                command = _commands_js__WEBPACK_IMPORTED_MODULE_4__/* .COMMANDS */ .Lo.find(c => c === arg);
                if (!command) {
                    const near = (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_5__/* .closestOf */ .P9)(arg, _commands_js__WEBPACK_IMPORTED_MODULE_4__/* .COMMANDS */ .Lo);
                    throw new UsageError(`'${arg.slice(0, 60)}' is not a command${near ? `; did you mean '${near}'?` : '.'}`);
                }
            }
            else {
                const [raw = '', inline] = arg.slice(2).split(/=(.*)/s);
                const negated = raw.startsWith('no-') && SWITCHES.includes(raw.slice(3));
                const name = negated ? raw.slice(3) : raw;
                if (SECRETS.includes(name))
                    refuseSecret(name);
                if (!EVERY_FLAG.includes(name)) {
                    const near = (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_5__/* .closestOf */ .P9)(name, EVERY_FLAG);
                    throw new UsageError(`--${name.slice(0, 60)}: no such flag${near ? `; did you mean --${near}?` : '.'}`);
                }
                const switched = SWITCHES.includes(name);
                const value = negated ? 'false' : (inline ?? (switched ? 'true' : args[++i]));
                if (value === undefined)
                    throw new UsageError(`--${name} needs a value.`);
                const mine = OWN.find(n => n === name);
                if (mine)
                    own[mine] = switched ? (switchOn(name, value) ? 'true' : undefined) : value;
                else if (flags.has(name) && REPEATABLE.includes(name))
                    flags.set(name, `${flags.get(name)}\n${value}`);
                else if (flags.has(name))
                    throw new UsageError(`--${name} is given twice.`);
                else
                    flags.set(name, switched ? switchOn(name, value) : value);
            }
        }
    }
    catch (err) {
        throw err instanceof UsageError && command ? new UsageError(err.message, command) : err;
    }
    return { command, flags, own };
}
/** A switch's value: alone or `=true` (`--json`, `--json=true`), `=false` or `--no-…`; anything else is a mistake. */
function switchOn(name, value) {
    if (value === 'true' || value === 'false')
        return value === 'true';
    throw new UsageError(`--${name} is a switch: give it alone, or =true or =false (the value given is not repeated here).`);
}
/** After a switch, a word is no value of its own (never quoted: `--publish <secret>`): said, so the mistake reads as one. */
const afterSwitch = (before) => {
    const name = before?.startsWith('--') ? before.slice(2) : '';
    return SWITCHES.includes(name) ? ` (--${name} is a switch: it takes no value after it)` : '';
};
/** Whether the arguments ask for JSON (the last of `--json` and `--no-json` wins), however a mistake in them ends their reading. */
function wantsJson(args) {
    const last = args.findLast(a => /^--(no-)?json(=true|=false)?$/.test(a));
    return last === '--json' || last === '--json=true';
}
/** Refuses a flag the command does not take, naming the closest it does. */
function checkFlags(parsed, command) {
    const known = [..._commands_js__WEBPACK_IMPORTED_MODULE_4__/* .TABLE */ .Bt[command].flags, ..._commands_js__WEBPACK_IMPORTED_MODULE_4__/* .COMMON */ .Sq, 'version'].map(_commands_js__WEBPACK_IMPORTED_MODULE_4__/* .flagOf */ .iP);
    for (const name of [...parsed.flags.keys(), ...Object.keys(parsed.own)]) {
        if (known.includes(name))
            continue;
        throw new UsageError(`--${name}: '${command}' does not take it.`, command);
    }
}
/** The environment with `--env-file`'s variables under it: a variable the environment sets wins, as with Node's own `--env-file`. */
function environment(parsed, env) {
    const file = parsed.own['env-file'];
    if (!file)
        return env;
    let text;
    try {
        text = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file, 'utf8');
    }
    catch (err) {
        throw new UsageError(`--env-file '${file}' cannot be read (${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_5__/* .reasonOf */ .A3)(err)}).`);
    }
    return { ...(0,node_util__WEBPACK_IMPORTED_MODULE_1__.parseEnv)(text), ...env };
}
/** An input's text: its flag's, else (a secret, the endpoint) its environment variable's; trimmed, `''` when not given. */
function textOf(flags, env, name) {
    const flag = flags.get(name);
    return (typeof flag === 'string' ? flag : FROM_ENV.includes(name) ? (env[envName(name)] ?? '') : '').trim();
}
/** The deploy's request: the flags and the environment, with the command's own values (its operation; whether new keys go to a file). */
function deployRequest(parsed, env, operation, keysToFile) {
    const text = (n) => (n === _domain_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.Operation ? operation : textOf(parsed.flags, env, n));
    const on = (n) => (n === _domain_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.OutputCredentials ? keysToFile : switchOf(parsed.flags, n));
    const texts = Object.fromEntries(_domain_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .TextInputs */ .Tk.map(n => [n, text(n)]));
    const switches = Object.fromEntries(_domain_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .SwitchInputs */ .Ap.map(n => [n, on(n)]));
    return { ...texts, ...switches };
}
/** The smoke test's request: the flags (`script`: the text of the script) and the environment. */
function smokeRequest(flags, env) {
    const texts = Object.fromEntries(_smoke_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .TEXT_INPUTS */ .ih.map(n => [n, textOf(flags, env, n)]));
    return { ...texts, 'stop-on-failure': switchOf(flags, 'stop-on-failure') };
}
/** A switch as parsed, unset when not given. */
function switchOf(flags, name) {
    const on = flags.get(name);
    return typeof on === 'boolean' ? on : undefined;
}
/** The secrets the environment holds for the inputs, as given (the redactor must know them whatever is read). */
const secretsIn = (env) => SECRETS.map(n => env[envName(n)] ?? '');
/** An input's name as the command line spells it: its flag, or its environment variable (a secret). */
function nameHere(name) {
    if (name === _domain_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.OutputCredentials)
        return '--credentials-file';
    const flag = EVERY_FLAG.includes(name) && INPUTS.has(name);
    return flag ? `--${name}` : FROM_ENV.includes(name) ? envName(name) : undefined;
}


/***/ }),

/***/ 1654:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bt: () => (/* binding */ TABLE),
/* harmony export */   Lo: () => (/* binding */ COMMANDS),
/* harmony export */   Sq: () => (/* binding */ COMMON),
/* harmony export */   Wg: () => (/* binding */ FLAGS),
/* harmony export */   iP: () => (/* binding */ flagOf)
/* harmony export */ });
/* harmony import */ var _domain_constants_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5541);
/* harmony import */ var _domain_operations_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3048);
/* harmony import */ var _smoke_inputs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6608);
// The command line's table (#74): a row per command (its line of meaning, its flags, its environment variables) and
// every flag with its words; the parser (args.ts) and the help (help.ts) derive their lists from it, main.ts runs a row.



const LIMITED = { takes: 'N', means: '' };
const FLAGS = {
    'service-endpoint': { takes: 'URL', means: "the bot's service endpoint (its settings, developers section)" },
    'node-url': { takes: 'URL', means: "the older token endpoint's host, where the account still uses it" },
    'bot-name': {
        takes: 'NAME',
        means: "the bot's name in the account's list: with its keys, the name they must belong to; alone, the bot"
    },
    'backup-file': { takes: 'FILE', means: 'the backup (.xenioo), below the working folder' },
    publish: { means: 'put the draft live right after the overwrite (one publish per bot an hour)' },
    'skip-unchanged': { means: 'send nothing when the ledger shows the bot already holds this backup' },
    'keep-replaced': {
        means: 'export the bot first and keep what the overwrite replaces, in the ledger folder (default on; --no-keep-replaced)'
    },
    'on-drift': {
        takes: _domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .OnDriftModes */ .dA.join('|'),
        means: "when the bot changed since this tool's last deploy: exit 1 sending nothing (fail, the default), warn, or go on"
    },
    'dry-run': { means: 'check everything and request a token; send nothing that changes a bot' },
    throttle: {
        takes: _domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .ThrottleModes */ .Np.join('|'),
        means: 'without a readable ledger: go on (cache, the default), refuse, or use none'
    },
    'on-throttle': {
        takes: _domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .OnThrottleModes */ .OY.join('|'),
        means: "when the ledger shows the hour's call made: exit 3 (fail, the default), exit 0, or wait"
    },
    'max-wait-minutes': {
        ...LIMITED,
        means: `the longest wait of --on-throttle wait (default and most ${_domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Defaults */ .Hw.maxWaitMinutes})`
    },
    retries: { ...LIMITED, means: `attempts of a request safe to repeat (default ${_domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Defaults */ .Hw.retries})` },
    'timeout-seconds': { ...LIMITED, means: `each request's limit (default ${_domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Defaults */ .Hw.timeoutSeconds})` },
    'max-backup-mib': {
        ...LIMITED,
        means: `the largest export downloaded, the copy keep-replaced keeps included (default ${_domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Defaults */ .Hw.maxBackupMib})`
    },
    'credentials-file': {
        takes: 'FILE',
        means: "write the new bot's key and secret there (a new file, mode 0600); required where a bot is made"
    },
    ledger: {
        takes: 'DIR',
        means: "the throttle ledger's folder (or XENIOO_LEDGER; ~/.local/state/xenioo-deploy/ledger)"
    },
    script: { takes: 'FILE', means: 'the conversation to have with the live bot (- for standard input)' },
    scripts: {
        takes: 'GLOB',
        means: 'a suite: script files below the working folder, each a conversation; again for more',
        repeats: true
    },
    'stop-on-failure': { means: 'with --scripts, run none after the first that fails' },
    junit: { takes: 'FILE', means: 'write a JUnit XML report there: a test case per script' },
    'channel-endpoint': { takes: 'URL', means: "the custom channel's endpoint (default {service-endpoint}/custom)" },
    'user-id': { takes: 'ID', means: "the conversation's user id (default xenioo-deploy-smoke-test)" },
    variables: { takes: 'LINES', means: 'name=value lines set before the bot greets' },
    'answer-seconds': {
        ...LIMITED,
        means: `the whole conversation's limit (default ${_smoke_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .ANSWER_SECONDS */ .$t[0]}, at most ${_smoke_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .ANSWER_SECONDS */ .$t[1]})`
    },
    'next-restore-at': {
        takes: 'TIME',
        means: "the deploy's next-restore-at: a failure says when a rollback can go out"
    },
    'next-publish-at': { takes: 'TIME', means: "the deploy's next-publish-at: the same for its publish" },
    json: { means: "standard output: one JSON object, its keys the action's output names" },
    'env-file': { takes: 'FILE', means: 'read the environment variables below from FILE too (the environment wins)' },
    verbose: { means: 'debug lines too' },
    help: { means: 'this help' },
    version: { means: 'the version' }
};
/** The operation's own flags, from what it does: a file it sends or writes, a limit, a publish, new keys. */
function deployFlags(name) {
    const op = _domain_operations_js__WEBPACK_IMPORTED_MODULE_1__/* .OPERATIONS */ .xb[name];
    const limited = op.limit !== undefined;
    return [
        'service-endpoint',
        'node-url',
        ...(op.refuses['bot-name'] ? [] : ['bot-name']),
        ...(op.backup === 'none' || op.backup === 'kept' ? [] : ['backup-file']),
        ...(op.refuses.publish || op.steps[0] === 'go-live' ? [] : ['publish']),
        ...(op.skipsUnchanged ? ['skip-unchanged', 'keep-replaced', 'on-drift'] : []),
        'dry-run',
        ...(limited ? ['throttle', 'on-throttle', 'max-wait-minutes', 'ledger'] : []),
        'retries',
        'timeout-seconds',
        ...(op.backup === 'receive' || op.skipsUnchanged ? ['max-backup-mib'] : []),
        ...(answersKeys(name) ? ['credentials-file'] : [])
    ];
}
/** The operations whose call answers a bot's key and secret: a call first, no backup received. */
const answersKeys = (name) => _domain_operations_js__WEBPACK_IMPORTED_MODULE_1__/* .OPERATIONS */ .xb[name].steps[0] === 'call' && _domain_operations_js__WEBPACK_IMPORTED_MODULE_1__/* .OPERATIONS */ .xb[name].backup !== 'receive';
const deploy = (name, means) => ({
    means,
    flags: deployFlags(name),
    secrets: _domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .SecretInputs */ .K
});
const TABLE = {
    restore: deploy('restore', 'make a new bot from a backup; its key and secret go to --credentials-file'),
    overwrite: deploy('overwrite', "replace a bot's draft with a backup; --publish puts it live"),
    rollback: deploy('rollback', 'put back what the last overwrite replaced (its copy in the ledger folder), published if it was live'),
    'clone-by-ref': deploy('clone-by-ref', 'make a referenced clone of a bot; its keys go to --credentials-file'),
    backup: deploy('backup', "export a bot's backup into a file (written only when it changed)"),
    publish: deploy('publish', "put a bot's draft live on its channels"),
    'smoke-test': {
        means: 'talk to the live bot through its custom channel: a script, or a suite of them',
        flags: [
            'script',
            'scripts',
            'stop-on-failure',
            'junit',
            'service-endpoint',
            'channel-endpoint',
            'user-id',
            'variables',
            'answer-seconds',
            'next-restore-at',
            'next-publish-at'
        ],
        secrets: _smoke_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .SECRETS */ .cW
    },
    status: {
        means: 'which bot the keys reach, and when each limited call may next go out; changes nothing',
        flags: ['service-endpoint', 'node-url', 'bot-name', 'retries', 'timeout-seconds', 'ledger'],
        secrets: _domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .SecretInputs */ .K.filter(n => n !== _domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.Token)
    }
};
const COMMANDS = [..._domain_operations_js__WEBPACK_IMPORTED_MODULE_1__/* .Operations */ .Pg, 'smoke-test', 'status'];
/** The flags every command takes besides its own. */
const COMMON = ['json', 'env-file', 'verbose', 'help'];
/** A flag's name as the command line reads it. */
const flagOf = (name) => (name === 'answer-seconds' ? _domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.TimeoutSeconds : name);


/***/ }),

/***/ 1476:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Jc: () => (/* binding */ Exit),
  oQ: () => (/* binding */ STOPPED_BY),
  RW: () => (/* binding */ ciJobOf),
  sX: () => (/* binding */ exitOf),
  G0: () => (/* binding */ ledgerFolder),
  iJ: () => (/* binding */ proxyFor),
  a9: () => (/* binding */ userAgentOf)
});

// UNUSED EXPORTS: stoppedExit

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
;// CONCATENATED MODULE: ./node_modules/proxy-from-env/index.js


var DEFAULT_PORTS = {
  ftp: 21,
  gopher: 70,
  http: 80,
  https: 443,
  ws: 80,
  wss: 443,
};

function parseUrl(urlString) {
  try {
    return new URL(urlString);
  } catch {
    return null;
  }
}

/**
 * @param {string|object|URL} url - The URL as a string or URL instance, or a
 *   compatible object (such as the result from legacy url.parse).
 * @return {string} The URL of the proxy that should handle the request to the
 *  given URL. If no proxy is set, this will be an empty string.
 */
function getProxyForUrl(url) {
  var parsedUrl = (typeof url === 'string' ? parseUrl(url) : url) || {};
  var proto = parsedUrl.protocol;
  var hostname = parsedUrl.host;
  var port = parsedUrl.port;
  if (typeof hostname !== 'string' || !hostname || typeof proto !== 'string') {
    return '';  // Don't proxy URLs without a valid scheme or host.
  }

  proto = proto.split(':', 1)[0];
  // Stripping ports in this way instead of using parsedUrl.hostname to make
  // sure that the brackets around IPv6 addresses are kept.
  hostname = hostname.replace(/:\d*$/, '');
  port = parseInt(port) || DEFAULT_PORTS[proto] || 0;
  if (!shouldProxy(hostname, port)) {
    return '';  // Don't proxy URLs that match NO_PROXY.
  }

  var proxy = getEnv(proto + '_proxy') || getEnv('all_proxy');
  if (proxy && proxy.indexOf('://') === -1) {
    // Missing scheme in proxy, default to the requested URL's scheme.
    proxy = proto + '://' + proxy;
  }
  return proxy;
}

/**
 * Determines whether a given URL should be proxied.
 *
 * @param {string} hostname - The host name of the URL.
 * @param {number} port - The effective port of the URL.
 * @returns {boolean} Whether the given URL should be proxied.
 * @private
 */
function shouldProxy(hostname, port) {
  var NO_PROXY = getEnv('no_proxy').toLowerCase();
  if (!NO_PROXY) {
    return true;  // Always proxy if NO_PROXY is not set.
  }
  if (NO_PROXY === '*') {
    return false;  // Never proxy if wildcard is set.
  }

  return NO_PROXY.split(/[,\s]/).every(function(proxy) {
    if (!proxy) {
      return true;  // Skip zero-length hosts.
    }
    var parsedProxy = proxy.match(/^(.+):(\d+)$/);
    var parsedProxyHostname = parsedProxy ? parsedProxy[1] : proxy;
    var parsedProxyPort = parsedProxy ? parseInt(parsedProxy[2]) : 0;
    if (parsedProxyPort && parsedProxyPort !== port) {
      return true;  // Skip if ports don't match.
    }

    if (!/^[.*]/.test(parsedProxyHostname)) {
      // No wildcards, so stop proxying if there is an exact match.
      return hostname !== parsedProxyHostname;
    }

    if (parsedProxyHostname.charAt(0) === '*') {
      // Remove leading wildcard.
      parsedProxyHostname = parsedProxyHostname.slice(1);
    }
    // Stop proxying if the hostname ends with the no_proxy host.
    return !hostname.endsWith(parsedProxyHostname);
  });
}

/**
 * Get the value for an environment variable.
 *
 * @param {string} key - The name of the environment variable.
 * @return {string} The value of the environment variable.
 * @private
 */
function getEnv(key) {
  return process.env[key.toLowerCase()] || process.env[key.toUpperCase()] || '';
}

// EXTERNAL MODULE: ./src/domain/constants.ts
var constants = __webpack_require__(5541);
;// CONCATENATED MODULE: ./src/cli/io.ts
// What every command shares with its process: standard output and error, the environment, the exit codes of
// the contract for scripts, and what its requests say they are and which proxy they take.




/** The exit codes of the contract for scripts (docs/command-line.md, "For scripts"). */
const Exit = { Done: 0, Failed: 1, Refused: 2, Throttled: 3 };
/** The signals a command stops on, and its exit code after one: 128 and the signal's number, as shells expect (130 for SIGINT). */
const STOPPED_BY = ['SIGINT', 'SIGTERM', 'SIGHUP'];
const stoppedExit = (by) => 128 + external_node_os_.constants.signals[by];
const EXIT_OF = { refused: Exit.Refused, throttled: Exit.Throttled, failed: Exit.Failed };
/** A run's exit code: a signal's, else its failure's kind's (#74: one table of kinds to codes). */
function exitOf(by, failure) {
    return by ? stoppedExit(by) : failure ? EXIT_OF[failure.kind] : Exit.Done;
}
/** The ledger's folder: `--ledger`, else XENIOO_LEDGER, else under XDG_STATE_HOME (or ~/.local/state). */
function ledgerFolder(given, env) {
    if (given)
        return external_node_path_default().resolve(given);
    if (env.XENIOO_LEDGER)
        return external_node_path_default().resolve(env.XENIOO_LEDGER);
    const state = env.XDG_STATE_HOME && external_node_path_default().isAbsolute(env.XDG_STATE_HOME) ? env.XDG_STATE_HOME : undefined;
    return external_node_path_default().join(state ?? external_node_path_default().join((0,external_node_os_.homedir)(), '.local', 'state'), 'xenioo-deploy', 'ledger');
}
/** The CI job it runs in, where the CI names it (GitLab's id and ref): in its ledger entries and its requests' name. */
function ciJobOf(env) {
    const { CI_JOB_URL, CI_JOB_ID, CI_COMMIT_REF_NAME } = env;
    if (!CI_JOB_URL || !/^\d{1,12}$/.test(CI_JOB_ID ?? '') || !CI_COMMIT_REF_NAME)
        return undefined;
    return { runNumber: CI_JOB_ID, ref: CI_COMMIT_REF_NAME };
}
/** What every request says it is: the command line, and the CI job it runs in. */
const userAgentOf = (job) => `xenioo-deploy/${constants/* ACTION_VERSION */.Yt} (command line${job ? `; GitLab CI job ${job.runNumber}` : ''})`;
/** The proxy a request takes, from the usual variables (HTTPS_PROXY, NO_PROXY, …), as curl and most tools read them. */
const proxyFor = (url) => getProxyForUrl(url.href) || undefined;


/***/ }),

/***/ 8113:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  main: () => (/* binding */ main)
});

// EXTERNAL MODULE: ./src/domain/constants.ts
var constants = __webpack_require__(5541);
// EXTERNAL MODULE: ./src/lib/cancel.ts
var lib_cancel = __webpack_require__(5321);
;// CONCATENATED MODULE: ./src/lib/secrets.ts
// The run's secrets: masked the moment they are known, and removed from outside text in the forms a server
// is known to echo them in (as given, JSON- or percent-escaped, base64, any run of 16, invisibles aside); docs/security.md.
/** The longest part of a secret that may be repeated: any longer run of one of its forms is removed. */
const FRAGMENT = 16;
/** Invisible formatting (zero-width, bidi): no part of what a reader sees, so no part of what is matched. */
const INVISIBLE = /^\p{Cf}$/u;
/**
 * `text` read through one round of JSON's escapes (a .NET server writes `+` as `\u002B` and `/` as `\/`:
 * platform-facts.md, "Backup") and of percent-encoding, invisible characters left out; each character keeps
 * the span of `text` it came from.
 */
function decoded(text) {
    let [out, last] = ['', 0];
    const spans = [];
    const keep = (c, from, end) => {
        if (INVISIBLE.test(c))
            return;
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
/** `text` with the given spans of it replaced by `***`, spans that overlap or touch as one. */
function replaced(text, spans) {
    let [out, next] = ['', -1];
    for (const [from, end] of spans.sort((x, y) => x[0] - y[0])) {
        if (from > next)
            out += `${text.slice(Math.max(0, next), from)}***`;
        next = Math.max(next, end);
    }
    return out + text.slice(Math.max(0, next));
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

// EXTERNAL MODULE: ./src/cli/args.ts
var cli_args = __webpack_require__(7593);
// EXTERNAL MODULE: ./src/cli/commands.ts
var commands = __webpack_require__(1654);
// EXTERNAL MODULE: ./src/cli/io.ts + 1 modules
var cli_io = __webpack_require__(1476);
// EXTERNAL MODULE: ./src/cli/terminal.ts
var terminal = __webpack_require__(1028);
;// CONCATENATED MODULE: ./src/cli/main.ts
// The command line's one runner (#74): the arguments, `--help` and `--version`, the command in its context, and how
// it ended rendered here alone (the failure, the exit code, the JSON); a usage mistake is exit 2, said the same way.







/** Each command's run, loaded only when it runs: --version, --help and a mistake in the arguments load none. */
async function runOf(command) {
    if (command === 'smoke-test')
        return (await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(826), __webpack_require__.e(584), __webpack_require__.e(894)]).then(__webpack_require__.bind(__webpack_require__, 5894))).smoke;
    if (command === 'status')
        return (await Promise.all(/* import() */[__webpack_require__.e(826), __webpack_require__.e(148), __webpack_require__.e(577), __webpack_require__.e(693)]).then(__webpack_require__.bind(__webpack_require__, 7269))).status;
    const { deploy } = await Promise.all(/* import() */[__webpack_require__.e(826), __webpack_require__.e(285)]).then(__webpack_require__.bind(__webpack_require__, 8285));
    return c => deploy(command, c);
}
/** What a command shows on standard error: its heading, its lists, its paragraphs, its table's rows aligned, its
 * annotations, its failure; a refusal (exit 2) its heading and failure alone, the same as a mistake in the arguments. */
function render(log, result) {
    const { heading, annotations, failure } = result;
    const refused = failure?.kind === 'refused';
    const [lists, paragraphs, rows] = refused ? [[], [], []] : [result.lists ?? [], result.paragraphs, result.rows];
    log.settle();
    const width = Math.max(...rows.map(([name]) => name.length));
    log.info('');
    log.info(heading);
    for (const [title, items] of lists)
        for (const item of title ? [title, ...items.map(i => `  ${i}`)] : items)
            log.info(`  ${item}`);
    for (const text of paragraphs)
        log.info(`  ${text}`);
    for (const [name, value] of rows)
        log.info(`  ${name.padEnd(width)}  ${value}`);
    for (const e of annotations)
        log.error(e.message, e.title);
    if (failure)
        log.info(`\nerror: ${failure.message}\n  fix: ${failure.fix}`);
}
/** Prints the one JSON object (--json): the outputs as typed values, with how a run that did not end well ended
 * (`refused`, `throttled`, `failed`, `cancelled`) where they hold no `result`. */
function printJson(io, values, ended) {
    const out = Object.fromEntries(values);
    if (ended && out.result === undefined)
        out.result = ended;
    io.stdout.write(`${JSON.stringify(out)}\n`);
}
async function runCommand(command, parsed, io) {
    const env = (0,cli_args/* environment */.cA)(parsed, io.env);
    const secrets = new Secrets(() => undefined);
    for (const value of (0,cli_args/* secretsIn */.VY)(env))
        secrets.add(value);
    (0,cli_args/* checkFlags */.KP)(parsed, command);
    const log = (0,terminal/* terminalLog */.dg)(io.stderr, env, secrets, { verbose: !!parsed.own.verbose });
    const cancel = new lib_cancel/* Cancellation */.m();
    const stopListening = cancel.listen(cli_io/* STOPPED_BY */.oQ);
    try {
        const result = await (await runOf(command))({ parsed, io, env, secrets, log, cancel });
        render(log, result);
        const { failure } = result;
        if (parsed.own.json)
            printJson(io, [...result.outputs, ...(failure ? [['error', failure.short]] : [])], cancel.by ? 'cancelled' : failure?.kind);
        return (0,cli_io/* exitOf */.sX)(cancel.by, failure);
    }
    finally {
        stopListening();
    }
}
async function main(args, io) {
    let named;
    try {
        const parsed = (0,cli_args/* parseArgs */.Zy)(args);
        named = parsed.command;
        const json = !!parsed.own.json;
        if (parsed.own.version) {
            io.stdout.write(json ? `${JSON.stringify({ version: constants/* ACTION_VERSION */.Yt })}\n` : `${constants/* ACTION_VERSION */.Yt}\n`);
            return cli_io/* Exit */.Jc.Done;
        }
        if (parsed.own.help) {
            // Loaded only for the help: its words are most of the table's weight.
            const { helpJson, helpText } = await __webpack_require__.e(/* import() */ 911).then(__webpack_require__.bind(__webpack_require__, 7911));
            const help = json
                ? JSON.stringify(helpJson(parsed.command, constants/* ACTION_VERSION */.Yt))
                : helpText(parsed.command, constants/* ACTION_VERSION */.Yt, cli_args/* envName */.pD);
            io.stdout.write(`${help}\n`);
            return cli_io/* Exit */.Jc.Done;
        }
        if (!parsed.command)
            throw new cli_args/* UsageError */.eb(`a command is needed: ${commands/* COMMANDS */.Lo.join(', ')}.`);
        return await runCommand(parsed.command, parsed, io);
    }
    catch (err) {
        if (!(err instanceof cli_args/* UsageError */.eb))
            throw err;
        const message = err.message;
        const command = err.command ?? named;
        io.stderr.write(`xenioo-deploy: ${message}\nSee 'xenioo-deploy${command ? ` ${command}` : ''} --help'.\n`);
        if ((0,cli_args/* wantsJson */.k0)(args))
            printJson(io, [['error', message]], 'refused');
        return cli_io/* Exit */.Jc.Refused;
    }
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

/***/ 3048:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ke: () => (/* binding */ PUBLISH_LIMIT),
/* harmony export */   Nt: () => (/* binding */ BACKUP_LIMIT),
/* harmony export */   Oo: () => (/* binding */ ENTRY_NAMES),
/* harmony export */   Pg: () => (/* binding */ Operations),
/* harmony export */   Ug: () => (/* binding */ CALL_PATHS),
/* harmony export */   b1: () => (/* binding */ LIMITS),
/* harmony export */   bd: () => (/* binding */ botCallPath),
/* harmony export */   gE: () => (/* binding */ OPERATION_INPUTS),
/* harmony export */   jJ: () => (/* binding */ RESTORE_LIMIT),
/* harmony export */   p9: () => (/* binding */ callsOf),
/* harmony export */   xb: () => (/* binding */ OPERATIONS),
/* harmony export */   xw: () => (/* binding */ TOKEN_PATHS)
/* harmony export */ });
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5541);
// The operations as data: their steps, credentials and inputs, the hourly limit their call counts
// against, and their words; the run performs any of them the same way and compares no operation's name.

const RESTORE_LIMIT = {
    noun: 'restore',
    calls: 'restore or overwrite',
    done: 'restored',
    output: _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Output */ .k7.NextRestoreAt,
    keyPrefix: _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .LEDGER_KEY_PREFIX */ .PV
};
const BACKUP_LIMIT = {
    noun: 'backup',
    calls: 'backup',
    done: 'backed up',
    output: _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Output */ .k7.NextBackupAt,
    keyPrefix: _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .BACKUP_LEDGER_KEY_PREFIX */ .Kb
};
/** One publish per bot per hour, a limit of its own. */
const PUBLISH_LIMIT = {
    noun: 'publish',
    calls: 'publish',
    done: 'published',
    output: _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Output */ .k7.NextPublishAt,
    keyPrefix: _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .PUBLISH_LEDGER_KEY_PREFIX */ .E7
};
/** Every limit, for a ledger entry read back by its noun (the post step). */
const LIMITS = [RESTORE_LIMIT, BACKUP_LIMIT, PUBLISH_LIMIT];
/** A limit's calls in a sentence, by its noun: an overwrite's hour is not called a restore's alone. */
const callsOf = (noun) => LIMITS.find(l => l.noun === noun)?.calls ?? noun;
/** The inputs that only some operations take, in the order a refusal of one is checked; the rest belong to all. */
const OPERATION_INPUTS = ['publish', 'backup-file', 'bot-name'];
/** `backup-file` given to an operation that takes none: `what` it does instead. */
const sendsNoBackup = (what) => ({
    why: () => `sends no backup: ${what}`,
    fix: w => `Remove ${w.input('backup-file')}, or use ${w.operation('restore')} or ${w.operation('overwrite')}.`
});
/** What an operation that makes a new bot refuses: a publish (nothing to put online); a restore, a bot's name too. */
const NEW_BOT = {
    publish: {
        why: () => 'cannot publish: a new bot has no channel settings yet (a backup holds none), so publishing it would put nothing online.',
        fix: w => `Remove ${w.input('publish')}. Set up the new bot's channels in the platform, then publish it from the editor, or with a publish run given the new bot's keys.`
    },
    'bot-name': {
        why: w => `makes a new bot: ${w.input('bot-name')} names the existing bot a run changes.`,
        fix: w => `Remove ${w.input('bot-name')}.`
    }
};
const restore = {
    name: 'restore',
    path: '/bots/restore',
    steps: ['call'],
    result: 'restored',
    token: 'any',
    backup: 'send',
    refuses: NEW_BOT,
    limit: RESTORE_LIMIT,
    entry: 'restore',
    skipsUnchanged: false,
    newBot: true,
    would: 'restore the backup as a new bot'
};
const overwrite = {
    ...restore,
    name: 'overwrite',
    path: '/bots/restore/overwrite',
    steps: ['call', 'go-live'],
    entry: 'overwrite',
    result: 'overwritten',
    token: 'bot',
    refuses: {},
    skipsUnchanged: true,
    newBot: false,
    unchanged: {
        holder: 'draft',
        live: false,
        state: 'the draft holds this backup; no overwrite was sent. The live bot may still differ: without a publish this run does not look at what is live.'
    },
    would: "overwrite the token's bot's draft with the backup"
};
const rollback = {
    ...overwrite,
    name: 'rollback',
    result: 'rolled-back',
    backup: 'kept',
    refuses: {
        'backup-file': sendsNoBackup('it sends the copy this tool kept of what the last overwrite replaced.'),
        publish: {
            why: () => 'publishes by itself when the bot it puts back was live (the last overwrite was published).',
            fix: (w) => `Remove ${w.input('publish')}.`
        }
    },
    publishesWhenLive: true,
    unchanged: undefined,
    would: 'put back what the last overwrite replaced (the copy this tool kept)'
};
const cloneByRef = {
    name: 'clone-by-ref',
    path: '/bots/clone/byref',
    steps: ['call'],
    result: 'cloned',
    token: 'bot',
    backup: 'none',
    // 'bot-name' names the source: the bot whose keys are given, or the one chosen by name.
    refuses: { publish: NEW_BOT.publish, 'backup-file': sendsNoBackup("it clones the token's bot.") },
    emptyNext: RESTORE_LIMIT.output,
    unlimited: 'reference clones are not limited',
    skipsUnchanged: false,
    newBot: true,
    would: "create a referenced clone of the token's bot"
};
const backup = {
    name: 'backup',
    steps: ['call', 'live-match'],
    entry: 'backup',
    result: 'backed-up',
    token: 'bot',
    backup: 'receive',
    refuses: {
        publish: {
            why: () => 'cannot publish: a backup only reads the bot: there is nothing new to publish.',
            fix: (w) => `Remove ${w.input('publish')}, or publish in a run of its own.`
        }
    },
    limit: BACKUP_LIMIT,
    skipsUnchanged: false,
    newBot: false,
    would: "download the token's bot's backup"
};
const publish = {
    name: 'publish',
    steps: ['go-live'],
    entry: 'publish',
    result: 'published',
    token: 'bot',
    backup: 'none',
    refuses: { 'backup-file': sendsNoBackup("it publishes the token's bot as it is (its draft goes live).") },
    limit: PUBLISH_LIMIT,
    skipsUnchanged: false,
    newBot: false,
    would: "publish the token's bot: its draft goes live on its channels"
};
/** The table: every list of operations, results, entry names and bot calls is derived from it. */
const ROWS = { restore, overwrite, rollback, 'clone-by-ref': cloneByRef, backup, publish };
/** The operations, in the table's order (the `operation` input's values). */
const Operations = Object.keys(ROWS);
const ENTRY_NAMES = [
    ...new Set(Object.values(ROWS).flatMap(row => ('entry' in row ? [row.entry] : [])))
];
/** A bot call's path on the platform's API (a bot call's row without one does not compile). */
const botCallPath = (op) => ROWS[op].path;
/** The token endpoints' paths: after the service endpoint, and after a node URL. */
const TOKEN_PATHS = { service: '/authorization/integration', node: '/authorization/code' };
/** Every path of a call that sends the keys or a backup: a service endpoint that ends with one is refused. */
const CALL_PATHS = [
    ...Object.values(TOKEN_PATHS),
    ...Object.values(ROWS).flatMap(row => ('path' in row ? [row.path] : []))
];
const OPERATIONS = ROWS;


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

/***/ 9112:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A3: () => (/* binding */ reasonOf),
/* harmony export */   P9: () => (/* binding */ closestOf),
/* harmony export */   at: () => (/* binding */ firstDifference),
/* harmony export */   bp: () => (/* binding */ untrusted),
/* harmony export */   il: () => (/* binding */ unseenDifference),
/* harmony export */   j3: () => (/* binding */ isHeaderValue),
/* harmony export */   u4: () => (/* binding */ isRecord)
/* harmony export */ });
/* unused harmony exports escapeHtml, shown */
// Text from outside made safe to repeat (controls, invisible formatting and command markers removed, bounded),
// what may stand in an HTTP header, where two texts that look the same differ, and the word nearest a mistyped one.
/** A JSON object (not an array, not null): outside data read field by field. */
const isRecord = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
// Control characters are exactly what this pattern is for.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;
/** Invisible formatting: bidi controls (U+202A to U+202E, U+2066 to U+2069), zero-width characters, soft hyphens. */
const FORMAT = /\p{Cf}+/gu;
/**
 * Outside text made safe to repeat: controls and line breaks become spaces, invisible formatting (bidi,
 * zero-width) is removed, `::` is broken up so it issues no runner command, and it is cut to `max`.
 */
function untrusted(text, max = 300) {
    const visible = text.replace(FORMAT, '').replace(CONTROL, ' ');
    let out = visible.replace(/::/g, ': :').replace(/ {2,}/g, ' ').trim();
    if (out.length > max)
        out = `${out.slice(0, max)}… (${out.length - max} more characters)`;
    return out;
}
/** The reason of any thrown value, as one line of text (for warnings). */
function reasonOf(err) {
    return err instanceof Error ? err.message : String(err);
}
/** A value that can stand in an HTTP header: Latin-1, without control characters or line breaks. */
function isHeaderValue(value) {
    // Control characters are exactly what this pattern is for.
    // eslint-disable-next-line no-control-regex
    return !/[\u0000-\u0008\u000a-\u001f\u007f\u0100-\uffff]/.test(value);
}
/** A character as a reader can tell it from another: its code point, and itself where it can be seen. */
function codePoint(char) {
    if (char === undefined)
        return 'nothing';
    const hex = `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
    if (/^[\x20-\x7e]$/.test(char))
        return `'${char}' (${hex})`;
    return /[\p{Cf}\p{Z}\p{Mn}\p{Cc}]/u.test(char) ? `${hex} (invisible)` : hex;
}
function firstDifference(a, b) {
    const [x, y] = [Array.from(a), Array.from(b)];
    let i = 0;
    while (i < x.length && x[i] === y[i])
        i++;
    if (i === x.length && i === y.length)
        return undefined;
    const plain = (c) => c === undefined || /^[\x20-\x7e]$/.test(c);
    return { at: i + 1, a: codePoint(x[i]), b: codePoint(y[i]), plain: plain(x[i]) && plain(y[i]) };
}
/** Where two texts first differ, when a character outside ASCII makes texts that look the same differ. */
function unseenDifference(a, b) {
    const d = firstDifference(a, b);
    return d?.plain ? undefined : d;
}
function escapeHtml(text) {
    return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
/** Outside text in a job summary: one line, invisible formatting removed, HTML-escaped (no Markdown, no HTML). */
function shown(text) {
    return escapeHtml(untrusted(text, 10_000));
}
/** The edit distance between two names (insertions, deletions, substitutions). */
function distance(a, b) {
    let row = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
        const next = [i];
        for (let j = 1; j <= b.length; j++) {
            next[j] = Math.min((row[j] ?? 0) + 1, (next[j - 1] ?? 0) + 1, (row[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
        }
        row = next;
    }
    return row[b.length] ?? 0;
}
/** Of `among`, the word nearest to `word`, when one is near enough to be what was meant. */
function closestOf(word, among) {
    const ranked = among.map(d => ({ d, by: distance(word, d) })).sort((x, y) => x.by - y.by);
    const best = ranked[0];
    return best && best.by <= Math.max(2, Math.floor(word.length / 3)) ? best.d : undefined;
}


/***/ }),

/***/ 6608:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $t: () => (/* binding */ ANSWER_SECONDS),
/* harmony export */   cW: () => (/* binding */ SECRETS),
/* harmony export */   ih: () => (/* binding */ TEXT_INPUTS),
/* harmony export */   mc: () => (/* binding */ INPUTS)
/* harmony export */ });
// The smoke test's input names and a limit, apart from its code: the command line's flags and help, without its client.
/** The inputs of smoke-test/action.yml; the credentials are named as the deploy action names them. */
const CHANNEL = ['channel-endpoint', 'channel-key', 'user-id', 'variables', 'timeout-seconds'];
const CREDENTIALS = ['service-endpoint', 'account-api-key', 'bot-api-key', 'bot-api-secret', 'token'];
const SUITE = ['scripts', 'stop-on-failure', 'junit-file'];
const INPUTS = ['script', ...SUITE, ...CREDENTIALS, ...CHANNEL, 'next-restore-at', 'next-publish-at'];
const TEXT_INPUTS = INPUTS.filter((n) => n !== 'stop-on-failure' && n !== 'junit-file');
const SECRETS = [...CREDENTIALS.slice(1), 'channel-key'];
const ANSWER_SECONDS = [30, 600]; // timeout-seconds: how long the bot may take to answer, its default and most


/***/ })

};
