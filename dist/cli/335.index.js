export const id = 335;
export const ids = [335];
export const modules = {

/***/ 4335:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  helpJson: () => (/* binding */ helpJson),
  helpText: () => (/* binding */ helpText)
});

// EXTERNAL MODULE: ./src/domain/constants.ts
var constants = __webpack_require__(5541);
// EXTERNAL MODULE: ./src/cli/commands.ts
var commands = __webpack_require__(1654);
// EXTERNAL MODULE: ./src/smoke/inputs.ts
var inputs = __webpack_require__(6608);
;// CONCATENATED MODULE: ./src/cli/flags.ts
// Every flag of the command line with its words (#66): its value, its default, a line of meaning (`answer-seconds`:
// the smoke test's `timeout-seconds`). Their names are FlagName; the words load only with the help.


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
        takes: constants/* OnDriftModes */.dA.join('|'),
        means: "when the bot changed since this tool's last deploy: exit 1 sending nothing (fail, the default), warn, or go on"
    },
    'dry-run': { means: 'check everything and request a token; send nothing that changes a bot' },
    throttle: {
        takes: constants/* ThrottleModes */.Np.join('|'),
        means: 'without a readable ledger: go on (cache, the default), refuse, or use none'
    },
    'on-throttle': {
        takes: constants/* OnThrottleModes */.OY.join('|'),
        means: "when the ledger shows the hour's call made: exit 3 (fail, the default), exit 0, or wait"
    },
    'max-wait-minutes': {
        ...LIMITED,
        means: `the longest wait of --on-throttle wait (default and most ${constants/* Defaults */.Hw.maxWaitMinutes})`
    },
    retries: { ...LIMITED, means: `attempts of a request safe to repeat (default ${constants/* Defaults */.Hw.retries})` },
    'timeout-seconds': { ...LIMITED, means: `each request's limit (default ${constants/* Defaults */.Hw.timeoutSeconds})` },
    'max-backup-mib': {
        ...LIMITED,
        means: `the largest export downloaded, the copy keep-replaced keeps included (default ${constants/* Defaults */.Hw.maxBackupMib})`
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
        means: 'a suite: script files below the working folder, each a conversation; again for more'
    },
    'stop-on-failure': { means: 'with --scripts, run none after the first that fails' },
    junit: { takes: 'FILE', means: 'write a JUnit XML report there: a test case per script' },
    'channel-endpoint': { takes: 'URL', means: "the custom channel's endpoint (default {service-endpoint}/custom)" },
    'user-id': { takes: 'ID', means: "the conversation's user id (default xenioo-deploy-smoke-test)" },
    variables: { takes: 'LINES', means: 'name=value lines set before the bot greets' },
    'answer-seconds': {
        ...LIMITED,
        means: `the whole conversation's limit (default ${inputs/* ANSWER_SECONDS */.$t[0]}, at most ${inputs/* ANSWER_SECONDS */.$t[1]})`
    },
    'next-restore-at': {
        takes: 'TIME',
        means: "the deploy's next-restore-at: a failure says when a rollback can go out"
    },
    'next-publish-at': { takes: 'TIME', means: "the deploy's next-publish-at: the same for its publish" },
    json: { means: "standard output: one JSON object, its keys the action's output names" },
    'env-file': { takes: 'FILE', means: 'read the environment variables below from FILE too (the environment wins)' },
    verbose: { means: 'debug lines too' },
    help: { means: 'this help' }
};

;// CONCATENATED MODULE: ./src/cli/help.ts
// The command line's help (#66), loaded only for --help: each command's line of meaning and its flags' words
// (flags.ts; the compiler asks for a line per command and flag), as text or as one JSON object.



/** What each command does, in a line. */
const MEANS = {
    restore: 'make a new bot from a backup; its key and secret go to --credentials-file',
    overwrite: "replace a bot's draft with a backup; --publish puts it live",
    rollback: 'put back what the last overwrite replaced (its copy in the ledger folder), published if it was live',
    'clone-by-ref': 'make a referenced clone of a bot; its keys go to --credentials-file',
    backup: "export a bot's backup into a file (written only when it changed)",
    publish: "put a bot's draft live on its channels",
    'smoke-test': 'talk to the live bot through its custom channel: a script, or a suite of them',
    status: 'which bot the keys reach, and when each limited call may next go out; changes nothing'
};
const shown = (name) => ({ flag: `--${(0,commands/* flagOf */.iP)(name)}`, ...FLAGS[name] });
/** The help as one JSON object (`--help --json`): the commands, or one command's flags. */
function helpJson(command, version) {
    if (!command)
        return { version, commands: commands/* COMMANDS */.Lo.map(c => ({ command: c, means: MEANS[c] })) };
    const [means, { flags }] = [MEANS[command], commands/* TAKES */.F9[command]];
    return { command, means, flags: [...flags, ...commands/* COMMON */.Sq].map(shown) };
}
/** The help as text: the commands with a line each, or one command's own flags with theirs. */
function helpText(command, version, envName) {
    if (!command) {
        const width = Math.max(...commands/* COMMANDS */.Lo.map(c => c.length));
        return `xenioo-deploy ${version}: deploy and test Xenioo bots from a terminal or any CI.

Usage: xenioo-deploy <command> [flags]

Commands:
${commands/* COMMANDS */.Lo.map(c => `  ${c.padEnd(width)}  ${MEANS[c]}`).join('\n')}

Secrets come from the environment only (XENIOO_ACCOUNT_API_KEY, …: each command's help names its own).
Exit codes: 0 done (unchanged and skipped too), 1 failed, 2 usage or input refused before any request, 3 refused by the hour's throttle before any call.
'xenioo-deploy help <command>' (or '<command> --help') lists a command's flags; --version prints the version.`;
    }
    const [means, { flags, secrets }] = [MEANS[command], commands/* TAKES */.F9[command]];
    const rows = [...flags, ...commands/* COMMON */.Sq].map(shown).map(f => [`${f.flag}${f.takes ? ` ${f.takes}` : ''}`, f.means]);
    const width = Math.max(...rows.map(([left]) => left.length));
    return `Usage: xenioo-deploy ${command} [flags]

${means.charAt(0).toUpperCase()}${means.slice(1)}.

Flags:
${rows.map(([left, right]) => `  ${left.padEnd(width)}  ${right}`).join('\n')}

Environment: ${[...secrets, constants/* Input */.pd.ServiceEndpoint].map(envName).join(', ')}.`;
}


/***/ })

};
