export const id = 28;
export const ids = [28];
export const modules = {

/***/ 416:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   bz: () => (/* binding */ CACHE_NAME),
/* harmony export */   ob: () => (/* binding */ serviceVariable),
/* harmony export */   p1: () => (/* binding */ sightOf),
/* harmony export */   vg: () => (/* binding */ spoken)
/* harmony export */ });
/* unused harmony export isGhes */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _domain_constants_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5541);
/* harmony import */ var _domain_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(241);
/* harmony import */ var _ledger_sight_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4348);
/* harmony import */ var _lib_text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9112);
// What this run's ledger can see in a GitHub Actions job, from the environment before any request (read, record,
// whose entries it shares), decided as @actions/cache and GitHub's service do, and what it says of it.





const CACHE_NAME = 'the Actions cache';
/** Events whose runs get a cache token that may read and not write (GitHub, 2026-06). */
const READ_ONLY_EVENTS = ['issue_comment', 'pull_request_target'];
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
    const head = (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_4__/* .isRecord */ .u4)(payload) && (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_4__/* .isRecord */ .u4)(payload.workflow_run) ? payload.workflow_run.head_repository : undefined;
    const own = (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_4__/* .isRecord */ .u4)(payload) && (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_4__/* .isRecord */ .u4)(payload.repository) ? payload.repository.full_name : env.GITHUB_REPOSITORY;
    if (!(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_4__/* .isRecord */ .u4)(head) || typeof head.full_name !== 'string' || typeof own !== 'string') {
        return unknown('does not name the repository of the run that started it');
    }
    if (head.fork !== true && head.full_name.toLowerCase() === own.toLowerCase())
        return undefined;
    const fork = head.full_name.replace(/[^\w./-]/g, '_').slice(0, 100);
    return `this 'workflow_run' run was started by a run from the fork '${fork}', and such runs get a cache token that may read, not write`;
}
/** The sight of a run in `env` (`read` reads a `workflow_run`'s event file). */
function sightOf(env, read = (file) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file, 'utf8')) {
    const missing = missingService(env);
    if (missing)
        return { blind: missing, mute: missing, off: missing };
    const [blindByMode, muteByMode] = modeLimits(env.ACTIONS_CACHE_MODE);
    const event = env.GITHUB_EVENT_NAME ?? '';
    const readOnly = READ_ONLY_EVENTS.includes(event)
        ? `runs started by '${event}' get a cache token that may read, not write`
        : event === 'workflow_run'
            ? forkedRun(env, read)
            : undefined;
    const narrow = narrowOf(env.GITHUB_REF);
    const mute = muteByMode ?? readOnly;
    const off = offBecause(blindByMode, mute);
    return {
        ...(blindByMode && { blind: blindByMode }),
        ...(mute && { mute }),
        ...(narrow && { narrow }),
        ...(off && { off })
    };
}
/** Why the ledger is off altogether (it can neither read nor record), when it is. */
function offBecause(blind, mute) {
    if (!blind || !mute)
        return undefined;
    if (blind === mute)
        return blind;
    if (/cache-mode 'none'/.test(blind))
        return "the job's cache-mode 'none' permits neither reads nor writes";
    return `${blind}, and ${mute}`;
}
const REQUIRED_FIX = "Let the job read and write the Actions cache (no 'cache-mode', or 'cache-mode: write'; a trigger whose runs may write it), or set 'throttle: cache' to go on without the ledger; the platform's own limit still applies.";
/** The sight with what it says before any request (`Sight.say`): the Actions cache the run cannot read or record in. */
function spoken(sight) {
    const { blind, mute, narrow, off } = sight;
    const say = (throttle, nouns, log) => {
        const cannot = [blind && `cannot read the Actions cache (${blind})`, mute && `cannot record in it (${mute})`];
        if (throttle === 'required' && (blind || mute)) {
            const why = off
                ? `can neither read nor record in the Actions cache (${off})`
                : cannot.filter(Boolean).join(' and ');
            throw new _domain_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(_domain_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.Throttle, `is 'required', but this run's throttle ledger ${why}.`, REQUIRED_FIX);
        }
        if (off)
            return log.warning((0,_ledger_sight_js__WEBPACK_IMPORTED_MODULE_3__/* .offWarning */ .qZ)(off, nouns));
        const limit = (0,_ledger_sight_js__WEBPACK_IMPORTED_MODULE_3__/* .stillApplies */ .ZN)(nouns);
        if (blind)
            log.warning(`Throttle ledger: this run ${cannot[0]}: the last hour is not known, and the run goes on without it; ${limit}.`);
        if (mute)
            log.warning(`Throttle ledger: this run cannot record in the Actions cache (${mute}): the next run within the hour will not know of this one; ${limit}.`);
        if (narrow)
            log.info(`Throttle ledger: ${narrow.what}.`);
    };
    return { ...sight, say };
}


/***/ }),

/***/ 9579:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ userAgentOf),
/* harmony export */   g: () => (/* binding */ WORKFLOW_WORDS)
/* harmony export */ });
/* harmony import */ var _domain_constants_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5541);
// The action's words for what the core's sentences point at (domain/words.ts): a workflow's inputs, the runner's
// folders, the step's outputs, the post step, an environment's variables.

const WORKFLOW_WORDS = {
    setting: (name, value) => `'${name}: ${value}'`,
    operation: name => `'operation: ${name}'`,
    folders: "the workspace and the runner's temp folder",
    root: 'the workspace',
    within: 'a file inside the repository checkout (or RUNNER_TEMP)',
    missingFile: 'Check the path, relative to the repository root, and that the job checks the repository out (actions/checkout) before this step.',
    keysAt: "in the step's outputs 'api-key' and 'api-secret' (masked)",
    later: { who: 'the post step', when: 'at the end of the job', self: 'the main step' },
    strayEntry: "someone who can write this repository's Actions cache wrote that entry: find who, and delete it (Actions → Caches, or 'gh cache delete')",
    unseen: 'a save the cache refused, another branch',
    self: 'This step',
    refused: input => `Input '${input}'`,
    input: name => `'${name}'`,
    output: name => `the output '${name}'`,
    runBy: by => `by run #${by.runNumber} on ${by.ref}`,
    noEndpoint: {
        problem: "is empty. When it comes from a variable (vars.XENIOO_SERVICE_ENDPOINT): does the job name the environment that holds it ('environment:')? An environment's variables and secrets reach only the jobs that name it.",
        fix: `Set '${_domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.ServiceEndpoint}' to the bot's service endpoint, shown in the developers section of the bot settings, or name the environment that holds it in the job.`
    }
};
/** What every request to the platform says it is, so its logs can tell this action's calls: never a secret. */
function userAgentOf(runId) {
    const run = runId && /^\d{1,20}$/.test(runId) ? ` (GitHub Actions run ${runId})` : '';
    return `xenioo-deploy-action/${_domain_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .ACTION_VERSION */ .Yt}${run}`;
}


/***/ }),

/***/ 5541:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ap: () => (/* binding */ SwitchInputs),
/* harmony export */   Cc: () => (/* binding */ LEDGER_LOOKUP_LIMIT_MS),
/* harmony export */   E7: () => (/* binding */ PUBLISH_LEDGER_KEY_PREFIX),
/* harmony export */   Ee: () => (/* binding */ SAVE_LIMIT_WHEN_CANCELLED_MS),
/* harmony export */   Hw: () => (/* binding */ Defaults),
/* harmony export */   K: () => (/* binding */ SecretInputs),
/* harmony export */   Kb: () => (/* binding */ BACKUP_LEDGER_KEY_PREFIX),
/* harmony export */   Kd: () => (/* binding */ LEDGER_PATH),
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

/***/ 241:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GL: () => (/* binding */ PlatformStatusError),
/* harmony export */   QA: () => (/* binding */ MaybeAppliedError),
/* harmony export */   RD: () => (/* binding */ ResponseShapeError),
/* harmony export */   Rc: () => (/* binding */ ConnectionError),
/* harmony export */   SO: () => (/* binding */ tellError),
/* harmony export */   ZQ: () => (/* binding */ FileInputError),
/* harmony export */   bx: () => (/* binding */ nextBackupFix),
/* harmony export */   cc: () => (/* binding */ CancelledError),
/* harmony export */   dz: () => (/* binding */ InputError),
/* harmony export */   hI: () => (/* binding */ HourRefusedError),
/* harmony export */   lZ: () => (/* binding */ ActionError),
/* harmony export */   rt: () => (/* binding */ CountedError),
/* harmony export */   yV: () => (/* binding */ QuotingError),
/* harmony export */   z6: () => (/* binding */ asActionError)
/* harmony export */ });
/* unused harmony exports toldWhole, toldShort, UnwrittenError */
/* harmony import */ var _lib_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9112);
// One typed error per kind of failure a caller tells apart, and the one place any thrown value becomes the
// message the user sees; messages hold input names, statuses and redacted platform text, never a secret.

class ActionError extends Error {
    fix;
    /** The platform's own words (redacted, cleaned), for the log and the summary: never an output. */
    said;
    constructor(message, fix, said) {
        super(message);
        this.name = new.target.name;
        this.fix = fix;
        this.said = said || undefined;
    }
}
/** A failure whose sentence quotes outside text (a bot's words, a listed name): `own` says it without, for an output. */
class QuotingError extends ActionError {
    own;
    constructor(message, fix, own) {
        super(message, fix);
        this.own = own;
    }
}
/** The error as the log and the summary say it: its sentence (as a shell says it), then the platform's words. */
const toldWhole = (e, sentence = e.message) => e.said ? `${sentence} The platform said: "${e.said}"` : sentence;
/** The `error` output: the action's own sentence (the HTTP status in it; `own`, where outside words are in the message), one line of at most 300 characters. */
function toldShort(e) {
    const line = (e.own ?? e.message).replace(/\s+/g, ' ').trim();
    return line.length > 300 ? `${line.slice(0, 299)}…` : line;
}
/** An input is missing, malformed or contradicts another one. Always raised before any request. */
class InputError extends ActionError {
    input;
    /** What is wrong with it, after its name: a shell names the input in its own words (the command line, by its flag). */
    problem;
    constructor(input, problem, fix) {
        super(`Input '${input}' ${problem}`, fix);
        this.input = input;
        this.problem = problem;
    }
}
/** What is wrong with the content of a file the user gave (`backup-file`): the message is annotated on that file. */
class FileInputError extends InputError {
    /** The file, as the input names it (relative to the workspace). */
    file;
    constructor(input, file, problem, fix) {
        super(input, problem, fix);
        this.file = file;
    }
}
/** The platform answered with an error status. */
class PlatformStatusError extends ActionError {
    status;
    constructor(status, message, fix, said) {
        super(message, fix, said);
        this.status = status;
    }
}
/** A call that changes a bot failed in a way that leaves unknown whether the platform applied it. */
class MaybeAppliedError extends ActionError {
}
/** A backup call reached the platform and failed: the platform may have counted it against its hour. */
class CountedError extends ActionError {
}
/** The fix of a failed export, after the platform counted the call. */
const nextBackupFix = (w) => `Run again after the time in ${w.output('next-backup-at')}: the platform refuses a backup within the hour of the last one.`;
/** The connection failed; the call never reached the platform, or it is safe to repeat. */
class ConnectionError extends ActionError {
}
/** The platform answered 200 with a body the action cannot use. */
class ResponseShapeError extends ActionError {
}
/** The platform refused a call because its hour is in use (its text names the hour): nothing was applied, and the hour is known to be used. */
class HourRefusedError extends PlatformStatusError {
}
/** A file a shell writes for the run (a new bot's keys, a JUnit report) could not be written: `title` names it. */
class UnwrittenError extends ActionError {
    title;
    constructor(title, message, fix) {
        super(message, fix);
        this.title = title;
    }
}
/** The run was cancelled before it sent a call that changes anything. */
class CancelledError extends ActionError {
}
/** Any thrown value as an ActionError: the action's own as they are, anything else as a bug, said as one. */
function asActionError(err) {
    if (err instanceof ActionError)
        return err;
    const text = err instanceof Error ? `${err.name}: ${err.message}` : typeof err === 'string' ? err : 'an unknown error';
    return new ActionError(`Unexpected error: ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_0__/* .untrusted */ .bp)(text)}`, 'This is likely a bug in this tool: please report it with its log (secrets are masked).');
}
/** Tells `e` in the shell's `words` (a refused input named first, as the shell names it), every text through `redact`. */
function tellError(e, words, redact) {
    const sentence = e instanceof InputError ? `${words.refused(e.input)} ${e.problem}` : e.message;
    return {
        kind: e instanceof InputError ? 'refused' : 'failed',
        message: redact(toldWhole(e, sentence)),
        fix: redact(e.fix),
        short: redact(toldShort(new ActionError(e.own ?? sentence, ''))),
        file: e instanceof FileInputError ? e.file : undefined
    };
}


/***/ }),

/***/ 3164:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  WS: () => (/* binding */ LOOPBACK_HOSTS),
  Ko: () => (/* binding */ readInputs),
  Tx: () => (/* binding */ skipUnchangedApplies)
});

// UNUSED EXPORTS: baseUrl, oneOf, wholeNumber

// EXTERNAL MODULE: ./src/lib/text.ts
var lib_text = __webpack_require__(9112);
// EXTERNAL MODULE: ./src/domain/constants.ts
var constants = __webpack_require__(5541);
// EXTERNAL MODULE: ./src/domain/errors.ts
var errors = __webpack_require__(241);
;// CONCATENATED MODULE: ./src/domain/auth.ts
// How the run authenticates, read from the keys a shell gives: a token given, or the keys to request an
// account-wide or a bot-level one. Every contradiction is an InputError naming the fix, in the shell's words.



function secret(keys, name, w) {
    const value = keys[name];
    if (/\s/.test(value)) {
        throw new errors/* InputError */.dz(name, 'contains a space, tab or line break.', `Copy the value of ${w.input(name)} again into the secret, without spaces or line breaks.`);
    }
    return value;
}
function givenToken(token, keys, w) {
    const withKeys = Object.entries(keys)
        .filter(([, v]) => v !== '')
        .map(([n]) => w.input(n));
    if (withKeys.length > 0) {
        throw new errors/* InputError */.dz(constants/* Input */.pd.Token, `is set together with ${withKeys.join(', ')}.`, `Give either ${w.input(constants/* Input */.pd.Token)} (a token issued earlier) or the keys to request one, not both.`);
    }
    if (!(0,lib_text/* isHeaderValue */.j3)(token)) {
        throw new errors/* InputError */.dz(constants/* Input */.pd.Token, 'holds a control character or a character outside Latin-1: it cannot be sent in an HTTP header.', `Copy the token again into the secret behind ${w.input(constants/* Input */.pd.Token)}, exactly as the platform issued it.`);
    }
    return { level: 'token', token };
}
function checkPair(botApiKey, botApiSecret, w) {
    const missing = botApiKey !== '' && botApiSecret === ''
        ? constants/* Input */.pd.BotApiSecret
        : botApiKey === '' && botApiSecret !== ''
            ? constants/* Input */.pd.BotApiKey
            : undefined;
    if (missing === undefined)
        return;
    const other = missing === constants/* Input */.pd.BotApiKey ? constants/* Input */.pd.BotApiSecret : constants/* Input */.pd.BotApiKey;
    throw new errors/* InputError */.dz(missing, `is empty while ${w.input(other)} is set.`, `Set both ${w.input(constants/* Input */.pd.BotApiKey)} and ${w.input(constants/* Input */.pd.BotApiSecret)} (the bot's developer settings show both), or neither.`);
}
/** The account key alone: enough for an account-wide operation, or with `bot-name` (`botName`, when the caller reads it) for a bot's. */
function accountOnly(accountApiKey, operation, w, botName) {
    if (operation.token === 'any')
        return { level: 'account', accountApiKey };
    if (botName)
        return { level: 'name', accountApiKey, botName };
    const byName = botName === undefined ? '' : `${w.input(constants/* Input */.pd.BotName)} to the bot's name to choose it from the account's bots, or `;
    throw new errors/* InputError */.dz(constants/* Input */.pd.BotApiKey, `is needed: '${operation.name}' acts on the token's bot, so it needs a bot-level token, and only ${w.input(constants/* Input */.pd.AccountApiKey)} was given.`, `Set ${byName}${w.input(constants/* Input */.pd.BotApiKey)} and ${w.input(constants/* Input */.pd.BotApiSecret)} of the bot to act on (its developer settings), or give a bot-level ${w.input(constants/* Input */.pd.Token)}.`);
}
function readAuth(keys, operation, w, botName) {
    const accountApiKey = secret(keys, constants/* Input */.pd.AccountApiKey, w);
    const botApiKey = secret(keys, constants/* Input */.pd.BotApiKey, w);
    const botApiSecret = secret(keys, constants/* Input */.pd.BotApiSecret, w);
    const token = secret(keys, constants/* Input */.pd.Token, w);
    if (token !== '') {
        return givenToken(token, {
            [constants/* Input */.pd.AccountApiKey]: accountApiKey,
            [constants/* Input */.pd.BotApiKey]: botApiKey,
            [constants/* Input */.pd.BotApiSecret]: botApiSecret
        }, w);
    }
    checkPair(botApiKey, botApiSecret, w);
    if (accountApiKey === '') {
        throw new errors/* InputError */.dz(constants/* Input */.pd.AccountApiKey, 'is empty, and no token was given.', `Set ${w.input(constants/* Input */.pd.AccountApiKey)} from a secret (the account's profile section shows the key), or give ${w.input(constants/* Input */.pd.Token)}.`);
    }
    if (botApiKey === '')
        return accountOnly(accountApiKey, operation, w, botName);
    return { level: 'bot', accountApiKey, botApiKey, botApiSecret };
}

// EXTERNAL MODULE: ./src/domain/operations.ts
var operations = __webpack_require__(3048);
;// CONCATENATED MODULE: ./src/domain/words.ts
// How a shell names what the core's sentences point at (#66): a setting and another operation as its user gives them,
// where files may lie, where a new bot's keys go, who records later what a run could not. Each shell gives its own.
const named = (words, input) => ({ input, as: words.input(input) });

;// CONCATENATED MODULE: ./src/domain/inputs.ts
// Checks the request a shell gives (#66) once, and returns a frozen, typed object. Nothing here makes a
// request: every mistake a user can make in the workflow file or on the command line is said before the first call.






function serviceEndpoint(request, words) {
    const endpoint = request[constants/* Input */.pd.ServiceEndpoint];
    if (endpoint === '')
        throw new errors/* InputError */.dz(constants/* Input */.pd.ServiceEndpoint, words.noEndpoint.problem, words.noEndpoint.fix);
    const what = "the bot's service endpoint (bot settings, developers section)";
    return baseUrl(named(words, constants/* Input */.pd.ServiceEndpoint), endpoint, what);
}
function nodeUrl(request, words) {
    const node = request[constants/* Input */.pd.NodeUrl];
    if (node === '')
        return undefined;
    const what = 'the address of the platform node (the host in the browser address bar)';
    return baseUrl(named(words, constants/* Input */.pd.NodeUrl), node, what);
}
/** Whether the input of `OperationInput` was given a value. */
const GIVEN = {
    publish: request => request[constants/* Input */.pd.Publish] === true,
    'backup-file': request => request[constants/* Input */.pd.BackupFile] !== '',
    'bot-name': request => request[constants/* Input */.pd.BotName].trim() !== ''
};
/** An input the operation does not take, given all the same: refused from the operation's row. */
function refuseNotTaken(request, operation, words) {
    for (const input of operations/* OPERATION_INPUTS */.gE) {
        const notTaken = operation.refuses[input];
        if (notTaken && GIVEN[input](request)) {
            const is = input === 'publish' ? 'true' : 'set';
            throw new errors/* InputError */.dz(input, `is ${is}, but '${operation.name}' ${notTaken.why(words)}`, notTaken.fix(words));
        }
    }
}
/** `backup-file` as the operation's file role asks: required where it needs one (refused, from the row, where it takes none). */
function backupFile(request, operation, words) {
    const backup = request[constants/* Input */.pd.BackupFile];
    const set = words.input(constants/* Input */.pd.BackupFile);
    const byRole = {
        none: () => undefined,
        kept: () => undefined,
        receive: () => {
            if (backup !== '')
                return backup;
            throw new errors/* InputError */.dz(constants/* Input */.pd.BackupFile, `is empty: '${operation.name}' needs the file to write the backup to.`, `Set ${set} to the path to write, such as bots/support.xenioo.`);
        },
        send: () => {
            if (backup !== '')
                return backup;
            throw new errors/* InputError */.dz(constants/* Input */.pd.BackupFile, `is empty: '${operation.name}' needs a backup to send.`, `Set ${set} to the path of the .xenioo backup, such as bots/support.xenioo.`);
        }
    };
    return byRole[operation.backup]();
}
/** `bot-name`, where the run can list the account's bots: with the account key (a given token lists nothing). */
function botName(request, words) {
    const name = request[constants/* Input */.pd.BotName].trim();
    if (name === '')
        return undefined;
    if (request[constants/* Input */.pd.Token] !== '') {
        const [n, account] = [words.input, words.input(constants/* Input */.pd.AccountApiKey)];
        throw new errors/* InputError */.dz(constants/* Input */.pd.BotName, `is set, but the run can only list the account's bots with ${account}, and find the keys' bot with ${n(constants/* Input */.pd.BotApiKey)} and ${n(constants/* Input */.pd.BotApiSecret)}: a given ${n(constants/* Input */.pd.Token)} has none of them.`, `Give ${account} (and the bot's keys, or its name alone), or remove ${n(constants/* Input */.pd.BotName)}.`);
    }
    return name;
}
/** `throttle`: on for a rollback, whose copy the ledger's newest overwrite names. */
function throttle(request, operation, words) {
    const mode = oneOf(named(words, constants/* Input */.pd.Throttle), request[constants/* Input */.pd.Throttle], constants/* ThrottleModes */.Np, 'cache');
    if (mode !== 'off' || operation.backup !== 'kept')
        return mode;
    throw new errors/* InputError */.dz(constants/* Input */.pd.Throttle, `is 'off', but ${operation.name} needs the ledger: its newest overwrite names the copy to put back.`, `Remove ${words.input(constants/* Input */.pd.Throttle)} (the ledger is on by default).`);
}
/** The inputs of `request`, checked: every mistake an InputError naming its input, in the shell's `words`. */
function readInputs(request, words) {
    const as = (name) => named(words, name);
    const operation = operations/* OPERATIONS */.xb[oneOf(as(constants/* Input */.pd.Operation), request[constants/* Input */.pd.Operation], operations/* Operations */.Pg)];
    const endpoint = serviceEndpoint(request, words);
    const node = nodeUrl(request, words);
    const name = operation.refuses['bot-name'] ? undefined : request[constants/* Input */.pd.BotName].trim();
    const auth = readAuth(request, operation, words, name);
    refuseNotTaken(request, operation, words);
    const { retries, timeoutSeconds, maxRetries, maxTimeoutSeconds, maxBackupMib, maxMaxBackupMib, maxWaitMinutes } = constants/* Defaults */.Hw;
    const whole = (name, fallback, max) => wholeNumber(as(name), request[name], fallback, max);
    return Object.freeze({
        operation,
        serviceEndpoint: endpoint,
        nodeUrl: node,
        auth,
        backupFile: backupFile(request, operation, words),
        throttle: throttle(request, operation, words),
        onThrottle: oneOf(as(constants/* Input */.pd.OnThrottle), request[constants/* Input */.pd.OnThrottle], constants/* OnThrottleModes */.OY, 'fail'),
        maxWaitMs: whole(constants/* Input */.pd.MaxWaitMinutes, maxWaitMinutes, maxWaitMinutes) * 60_000,
        skipUnchanged: request[constants/* Input */.pd.SkipUnchanged] ?? false,
        keepReplaced: operation.skipsUnchanged && (request[constants/* Input */.pd.KeepReplaced] ?? true),
        onDrift: oneOf(as(constants/* Input */.pd.OnDrift), request[constants/* Input */.pd.OnDrift], constants/* OnDriftModes */.dA, 'fail'),
        dryRun: request[constants/* Input */.pd.DryRun] ?? false,
        outputCredentials: request[constants/* Input */.pd.OutputCredentials] ?? true,
        publishes: operation.steps[0] === 'go-live' || operation.publishesWhenLive === true || (request[constants/* Input */.pd.Publish] ?? false),
        botName: botName(request, words),
        retries: whole(constants/* Input */.pd.Retries, retries, maxRetries),
        timeoutMs: whole(constants/* Input */.pd.TimeoutSeconds, timeoutSeconds, maxTimeoutSeconds) * 1000,
        maxBackupBytes: whole(constants/* Input */.pd.MaxBackupMib, maxBackupMib, maxMaxBackupMib) * 1024 * 1024
    });
}
/** skip-unchanged can apply: asked for, on an operation that replaces the bot, with the ledger on. */
function skipUnchangedApplies(inputs) {
    return inputs.skipUnchanged && inputs.operation.skipsUnchanged && inputs.throttle !== 'off';
}
// The kinds of text an input holds, each checked with a message naming the input and its fix (a list, a number, a
// URL), and the loopback hosts; the smoke test's inputs are read with them too.
function oneOf(n, value, allowed, fallback) {
    if (value === '' && fallback !== undefined)
        return fallback;
    if (allowed.includes(value))
        return value;
    const got = value === '' ? 'is empty' : `is '${(0,lib_text/* untrusted */.bp)(value, 40)}'`;
    const list = allowed.join(', ');
    const near = value === '' ? undefined : (0,lib_text/* closestOf */.P9)(value.toLowerCase(), allowed);
    const meant = near ? `; did you mean '${near}'?` : '.';
    throw new errors/* InputError */.dz(n.input, `${got}, expected one of: ${list}${meant}`, `Set ${n.as} to one of: ${list}.`);
}
function wholeNumber(n, value, fallback, max) {
    if (value === '')
        return fallback;
    const fix = `Set ${n.as} to a whole number from 1 to ${max} (default ${fallback}).`;
    if (!/^\d+$/.test(value) || Number(value) < 1) {
        throw new errors/* InputError */.dz(n.input, `is '${(0,lib_text/* untrusted */.bp)(value, 40)}', not a positive whole number.`, fix);
    }
    if (Number(value) > max)
        throw new errors/* InputError */.dz(n.input, `is ${(0,lib_text/* untrusted */.bp)(value, 40)}, more than the limit of ${max}.`, fix);
    return Number(value);
}
/** The host names of this machine's loopback: where plain http is allowed, and one host to the ledger. */
const LOOPBACK_HOSTS = String.raw `localhost|127(?:\.\d{1,3}){3}|\[::1\]`;
const LOOPBACK = new RegExp(`^(${LOOPBACK_HOSTS})$`, 'i');
/** True for hosts that never leave the machine, where plain http is allowed (local testing). */
function isLoopbackHost(hostname) {
    return LOOPBACK.test(hostname);
}
function parse(n, value, fix) {
    try {
        return new URL(value);
    }
    catch {
        throw new errors/* InputError */.dz(n.input, 'is not a valid absolute URL.', fix);
    }
}
function checkScheme(n, url, fix) {
    if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
        throw new errors/* InputError */.dz(n.input, `uses http:// for ${url.hostname}: keys and tokens would travel unencrypted.`, `Use https:// (${n.as}); plain http is accepted only for loopback hosts (local testing).`);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
        throw new errors/* InputError */.dz(n.input, `uses the scheme ${(0,lib_text/* untrusted */.bp)(url.protocol, 20)}.`, fix);
    }
}
/** The URL without a trailing slash, or an InputError naming the input and the fix. */
function baseUrl(n, value, what) {
    const fix = `Set ${n.as} to ${what}, such as https://api.example.com/route (https, no user name or password, no query or fragment).`;
    const url = parse(n, value, fix);
    if (url.username !== '' || url.password !== '') {
        throw new errors/* InputError */.dz(n.input, 'contains a user name or password: credentials belong with the keys, never in a URL.', fix);
    }
    if (value.includes('?') || value.includes('#'))
        throw new errors/* InputError */.dz(n.input, 'has a query or fragment (? or #).', fix);
    checkScheme(n, url, fix);
    if (url.port === '0')
        throw new errors/* InputError */.dz(n.input, 'has port 0, which nothing can listen on.', fix);
    const path = url.pathname.replace(/\/+$/, '');
    const suffix = operations/* CALL_PATHS */.Ug.find(s => path.toLowerCase().endsWith(s));
    if (suffix) {
        throw new errors/* InputError */.dz(n.input, `ends with the call path '${suffix}'.`, `Set ${n.as} to the base address only; the tool adds '${suffix}' itself.`);
    }
    return `${url.origin}${path}`;
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

/***/ 9112:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A3: () => (/* binding */ reasonOf),
/* harmony export */   P9: () => (/* binding */ closestOf),
/* harmony export */   SP: () => (/* binding */ shown),
/* harmony export */   ZD: () => (/* binding */ escapeHtml),
/* harmony export */   at: () => (/* binding */ firstDifference),
/* harmony export */   bp: () => (/* binding */ untrusted),
/* harmony export */   il: () => (/* binding */ unseenDifference),
/* harmony export */   j3: () => (/* binding */ isHeaderValue),
/* harmony export */   u4: () => (/* binding */ isRecord)
/* harmony export */ });
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


/***/ })

};
