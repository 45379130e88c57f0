export const id = 822;
export const ids = [822];
export const modules = {

/***/ 2822:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  proxyFor: () => (/* binding */ proxyFor),
  runnerIO: () => (/* binding */ runnerIO)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 7 modules
var core = __webpack_require__(3838);
// EXTERNAL MODULE: ./node_modules/@actions/http-client/lib/proxy.js
var proxy = __webpack_require__(9783);
// EXTERNAL MODULE: ./src/action/cache-sight.ts
var cache_sight = __webpack_require__(416);
// EXTERNAL MODULE: ./src/action/workflow-commands.ts
var workflow_commands = __webpack_require__(6812);
// EXTERNAL MODULE: ./src/lib/text.ts
var lib_text = __webpack_require__(9112);
// EXTERNAL MODULE: ./src/domain/throttle.ts
var throttle = __webpack_require__(6314);
// EXTERNAL MODULE: ./src/ledger/sight.ts
var sight = __webpack_require__(4348);
// EXTERNAL MODULE: ./src/run/outcome.ts
var run_outcome = __webpack_require__(6497);
;// CONCATENATED MODULE: ./src/run/report.ts
// A run's report in words, for whatever shows it (the job summary's HTML, a terminal): the heading, the
// paragraphs and the table's rows, derived from the outcome and what the steps said of it. No I/O.



const TOKEN_LEVEL = {
    account: () => 'account-wide',
    bot: () => 'bot-level',
    name: w => `bot-level, the bot chosen by ${w.input('bot-name')}`,
    token: w => `given as ${w.input('token')} (level unknown)`
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
        return `ledger off (${v.words.setting('throttle', 'off')})`;
    const off = (0,sight/* offBecause */.y)(v.sight);
    if (off)
        return `ledger off for this run: ${off}`;
    const cannot = (0,sight/* sightText */.$)(v.sight);
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
function ledgerText(recorded, leftToPost, v) {
    if (recorded)
        return 'saved';
    if (v.sight.mute)
        return `not saved: ${v.sight.mute}`;
    const later = v.words.later;
    return leftToPost && later
        ? `not saved by ${later.self}: left to ${later.who}, which tries again ${later.when}`
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
        : [['Ledger entry', ledgerText(outcome.recorded, outcome.leftToPost, v)]];
    return [
        ['Operation', inputs?.operation.name ?? v.operation ?? '—'],
        ['Service endpoint host', endpoint?.host ?? '—'],
        // The route given (not a secret): a restore's new bot, or a bot chosen by name, is not on it.
        ['Service endpoint (route)', endpoint ? endpoint.pathname.replace(/^\/+/, '') || '/' : '—'],
        ...(outcome.botName === undefined ? [] : [['Bot (name)', outcome.botName]]),
        ['Token level', inputs ? TOKEN_LEVEL[inputs.auth.level](v.words) : '—'],
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
    const ledger = recorded === false ? `the throttle ledger entry was ${ledgerText(false, leftToPost, v)}` : 'nothing was left undone';
    return [...plan, `The run was cancelled (${v.cancelled}) after the ${v.inputs.operation.name} succeeded: ${ledger}.`];
}

;// CONCATENATED MODULE: ./src/action/summary.ts
// The job summary's HTML (GitHub's `core.summary`), built from the report's words (run/report.ts): every
// outside text escaped and read once more for secrets; nothing shown is a key or a token.



function runLine(run) {
    const { sha, ref, repository: repo } = run;
    const runId = Number.parseInt(run.runId ?? '', 10);
    const server = run.serverUrl || 'https://github.com';
    const name = `${run.workflow || 'workflow'} #${Number.parseInt(run.runNumber ?? '', 10)}`;
    const parts = [
        sha ? `commit <code>${(0,lib_text/* escapeHtml */.ZD)(sha.slice(0, 12))}</code>` : undefined,
        ref ? `ref <code>${(0,lib_text/* escapeHtml */.ZD)(ref)}</code>` : undefined,
        repo && runId
            ? `run <a href="${(0,lib_text/* escapeHtml */.ZD)(`${server}/${repo}/actions/runs/${runId}`)}">${(0,lib_text/* escapeHtml */.ZD)(name)}</a>`
            : undefined
    ].filter(Boolean);
    return parts.length > 0 ? `<p>From ${parts.join(', ')}.</p>` : undefined;
}
/** Builds the summary into `core.summary` (not yet written), every text read once more for secrets as shown. */
function buildSummary(v) {
    const read = v.redactAll ?? (items => [...items]);
    const one = (text) => read([text])[0];
    const s = core/* summary */.z.addHeading((0,lib_text/* shown */.SP)(one(headingText(v))), 2);
    for (const p of read(paragraphsOf(v)))
        s.addRaw(`<p>${(0,lib_text/* shown */.SP)(p)}</p>`, true);
    const header = [
        { data: 'Item', header: true },
        { data: 'Value', header: true }
    ];
    const rows = rowsOf(v);
    const values = read(rows.map(([, value]) => value));
    s.addTable([header, ...rows.map(([k], i) => [k, (0,lib_text/* shown */.SP)(values[i])])]);
    if (v.failure) {
        s.addHeading('What went wrong', 3)
            .addRaw(`<p>${(0,lib_text/* shown */.SP)(v.failure.message)}</p>`, true)
            .addRaw(`<p><b>Likely fix:</b> ${(0,lib_text/* shown */.SP)(v.failure.fix)}</p>`, true);
    }
    const line = runLine(v.run);
    if (line)
        s.addRaw(line, true);
    return s;
}
/** Writes the summary to GITHUB_STEP_SUMMARY (`file`) when given; a failure to write it is a warning. */
async function writeSummary(v, file, log) {
    if (!file)
        return;
    try {
        await buildSummary(v).write();
    }
    catch (err) {
        log.warning(`Could not write the job summary: ${(0,lib_text/* reasonOf */.A3)(err)}`);
    }
}

;// CONCATENATED MODULE: ./src/action/io.ts
// The runner as the action sees it (inputs, masks, outputs, failure, log, summary file, environment):
// @actions/core and process.env for real, a recording fake in unit tests.





function runnerEnv(env) {
    return {
        workspace: env.GITHUB_WORKSPACE || process.cwd(),
        runnerTemp: env.RUNNER_TEMP,
        run: {
            sha: env.GITHUB_SHA,
            ref: env.GITHUB_REF,
            repository: env.GITHUB_REPOSITORY,
            runId: env.GITHUB_RUN_ID,
            runNumber: env.GITHUB_RUN_NUMBER,
            workflow: env.GITHUB_WORKFLOW,
            serverUrl: env.GITHUB_SERVER_URL
        },
        sight: (0,cache_sight/* sightOf */.p1)(env),
        event: env.GITHUB_EVENT_NAME
    };
}
const runnerLog = {
    info: m => core/* info */.pq(m),
    debug: m => core/* debug */.Yz(m),
    warning: (m, at) => core/* warning */.$e(m, at && { file: at.file, title: at.title }),
    notice: m => core/* notice */.lm(m),
    error: (m, title) => core/* error */.z3(m, { title })
};
function runnerIO() {
    return {
        log: runnerLog,
        env: runnerEnv(process.env),
        getInput: name => core/* getInput */.V4(name),
        getBooleanInput: name => core/* getBooleanInput */.Vt(name),
        rawInput: name => (0,workflow_commands/* rawInput */.JR)(process.env, name),
        inputNames: () => (0,workflow_commands/* inputNames */.vj)(process.env),
        setSecret: value => core/* setSecret */.Pq(value),
        setOutput: (name, value) => core/* setOutput */.uH(name, value),
        setFailed: (message, at) => {
            if (!at)
                return core/* setFailed */.C1(message);
            core/* error */.z3(message, { file: at.file, title: at.title });
            process.exitCode = core/* ExitCode */.yU.Failure;
        },
        saveState: (name, value) => core/* saveState */.LZ(name, value),
        writeSummary: view => writeSummary(view, process.env.GITHUB_STEP_SUMMARY, runnerLog)
    };
}
/** The proxy a request takes, by the rules of @actions/http-client that every toolkit action follows (README: Proxies). */
const proxyFor = (url) => (0,proxy/* getProxyUrl */.s)(url)?.href;


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


/***/ }),

/***/ 4348:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ sightText),
/* harmony export */   y: () => (/* binding */ offBecause)
/* harmony export */ });
// What this run's ledger can see, as its shell found out before any request (read, record, whose entries it shares),
// in the log's and the summary's words; the action's shell decides it from GitHub's environment (action/cache-sight.ts).
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


/***/ })

};
