export const id = 233;
export const ids = [233];
export const modules = {

/***/ 2233:
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
;// CONCATENATED MODULE: ./src/action/summary.ts
// The job summary's HTML (GitHub's `core.summary`), built from the run's report (run/report.ts): every
// outside text escaped and read once more for secrets; nothing shown is a key or a token.


/** The lists as HTML under their titles, as many as fit in half of the 1 MiB GitHub keeps of a step's summary. */
function listsHtml(lists, read) {
    let html = '';
    for (const [title, items] of lists) {
        const heading = title ? `<h3>${(0,lib_text/* shown */.SP)(title)}</h3>` : '';
        const more = `${heading}<ul>${read(items)
            .map(l => `<li>${(0,lib_text/* shown */.SP)(l)}</li>`)
            .join('')}</ul>`;
        if (html.length + more.length > 512 * 1024)
            return `${html}<p>The rest is in the log.</p>`;
        html += more;
    }
    return html;
}
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
/** Builds the summary of `result` and the `run` it came from into `core.summary` (not yet written), every text read
 * once more for secrets as shown (`read`: a list's items together). */
function buildSummary(result, run, read = items => [...items]) {
    const one = (text) => read([text])[0];
    const { heading, lists = [], paragraphs, rows, failure } = result;
    const s = core/* summary */.z.addHeading((0,lib_text/* shown */.SP)(one(heading)), 2);
    if (lists.length > 0)
        s.addRaw(listsHtml(lists, read), true);
    for (const p of read(paragraphs))
        s.addRaw(`<p>${(0,lib_text/* shown */.SP)(p)}</p>`, true);
    const header = [
        { data: 'Item', header: true },
        { data: 'Value', header: true }
    ];
    const values = read(rows.map(([, value]) => value));
    if (rows.length > 0)
        s.addTable([header, ...rows.map(([k], i) => [k, (0,lib_text/* shown */.SP)(values[i])])]);
    if (failure) {
        s.addHeading('What went wrong', 3)
            .addRaw(`<p>${(0,lib_text/* shown */.SP)(failure.message)}</p>`, true)
            .addRaw(`<p><b>Likely fix:</b> ${(0,lib_text/* shown */.SP)(failure.fix)}</p>`, true);
    }
    const line = runLine(run);
    if (line)
        s.addRaw(line, true);
    return s;
}
/** Writes the summary to GITHUB_STEP_SUMMARY (`file`) when given; a failure to write it is a warning. */
async function writeSummary(view, file, log) {
    if (!file)
        return;
    try {
        await buildSummary(...view).write();
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
        // Read when asked: the smoke action has no ledger, and a workflow_run's event file need not be read for it.
        get sight() {
            return (0,cache_sight/* sightOf */.p1)(env);
        },
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
    const env = runnerEnv(process.env);
    return {
        log: runnerLog,
        env,
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
        writeSummary: (result, redactAll) => writeSummary([result, env.run, redactAll], process.env.GITHUB_STEP_SUMMARY, runnerLog)
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


/***/ })

};
