export const id = 38;
export const ids = [38,233];
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

/***/ 6038:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/domain/constants.ts
var constants = __webpack_require__(5541);
// EXTERNAL MODULE: ./src/action/phase.ts
var phase = __webpack_require__(6817);
// EXTERNAL MODULE: ./src/domain/errors.ts
var errors = __webpack_require__(241);
// EXTERNAL MODULE: ./src/lib/text.ts
var lib_text = __webpack_require__(9112);
;// CONCATENATED MODULE: ./src/action/input-names.ts
// The runner's input names checked against an action's declared ones, before any request: a near miss refused with
// "did you mean", one like none warned of, a declared one in another case (never read) refused.


/**
 * Checks the input names the runner handed the step: one close to a declared input is refused ("did you
 * mean"), one like none only warned of, a declared one in another case than upper (never read) refused.
 */
function checkInputNames(given, declared, warn) {
    for (const raw of given) {
        const name = raw.toLowerCase();
        const shown = name.slice(0, 60);
        if (declared.includes(name)) {
            if (raw === raw.toUpperCase())
                continue;
            throw new errors/* InputError */.dz(shown, `is set as 'INPUT_${raw.slice(0, 60)}', in another case than the 'INPUT_${raw.toUpperCase().slice(0, 60)}' the runner sets for it: it would never be read.`, `Set '${name}' in the step's 'with:', not as a variable in the job's 'env:'.`);
        }
        const near = (0,lib_text/* closestOf */.P9)(name, declared);
        if (!near) {
            warn(`'${shown}' is not an input of this action, and is ignored: remove it from the step's 'with:' or the job's 'env:' (INPUT_${raw.slice(0, 60)}). The inputs are listed in action.yml and the README.`);
            continue;
        }
        throw new errors/* InputError */.dz(shown, `is not an input of this action; did you mean '${near}'?`, `Rename it to '${near}' in the step's 'with:' or the job's 'env:' (wherever INPUT_${raw.slice(0, 60)} is set). An unknown input would be ignored, and the run would do less than the workflow says; the inputs are listed in action.yml and the README.`);
    }
}

// EXTERNAL MODULE: ./src/lib/time.ts
var time = __webpack_require__(9826);
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

// EXTERNAL MODULE: ./src/lib/cancel.ts
var lib_cancel = __webpack_require__(5321);
;// CONCATENATED MODULE: ./src/action/inputs.ts
// The runner's inputs as the actions read them (#66): each text trimmed, a boolean as the runner reads YAML's,
// made into the core's typed request (the deploy's, the smoke test's) here, in the actions' shell.



/** A switch as the runner reads it, unset when empty; any other text than a boolean is an InputError naming it. */
function switchOf(io, name) {
    const text = io.getInput(name);
    if (text === '')
        return undefined;
    try {
        return io.getBooleanInput(name);
    }
    catch {
        throw new errors/* InputError */.dz(name, `is '${(0,lib_text/* untrusted */.bp)(text, 40)}', not a boolean.`, `Set '${name}' to true or false.`);
    }
}
/** Each of `texts` as the runner hands it, each of `switches` as it reads a boolean (unset: undefined). */
function runnerRequest(io, texts, switches) {
    const text = Object.fromEntries(texts.map(name => [name, io.getInput(name)]));
    return { ...text, ...Object.fromEntries(switches.map(n => [n, switchOf(io, n)])) };
}
/** The deploy's request from the step's inputs. */
const deployRequest = (io) => runnerRequest(io, constants/* TextInputs */.Tk, constants/* SwitchInputs */.Ap);

// EXTERNAL MODULE: ./src/domain/inputs.ts + 2 modules
var domain_inputs = __webpack_require__(3164);
// EXTERNAL MODULE: ./src/domain/operations.ts
var operations = __webpack_require__(3048);
;// CONCATENATED MODULE: ./src/domain/result.ts
// What a run gives back to its shell, whatever ran (a deploy, the smoke test, status): one result made in the core,
// its outputs as typed values; each shell renders it (the action's outputs and summary, a terminal, --json).

/** `result` with a file its shell could not write (none: as it is): its failure, or an annotation after the one it had. */
function alsoFailed(result, unwritten, tell) {
    if (!unwritten)
        return result;
    const told = tell(unwritten);
    if (!result.failure)
        return { ...result, failure: told };
    const annotation = { title: unwritten.title, message: `${told.message} ${told.fix}` };
    return { ...result, annotations: [...result.annotations, annotation] };
}
/** A deploy output's text as its kind reads (a list kept as text where it is not one: said as it came). */
function typedOutput(name, text) {
    const kind = constants/* OutputKinds */.v8[name];
    if (kind === 'boolean' && (text === 'true' || text === 'false'))
        return text === 'true';
    if (kind === 'number' && /^\d+$/.test(text))
        return Number(text);
    if (kind === 'list') {
        try {
            const list = JSON.parse(text);
            if (Array.isArray(list))
                return list;
        }
        catch {
            // Not a list: as it came.
        }
    }
    return text;
}
/** An output as the runner holds it: text (a list as JSON). */
function outputText(value) {
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

// EXTERNAL MODULE: ./src/run/outcome.ts
var outcome = __webpack_require__(6497);
;// CONCATENATED MODULE: ./src/run/entry.ts
// A deploy from its inputs, whatever shell hands them over (the action; a command line): the inputs read,
// the operation loaded and run with the shell's ports; any failure is the outcome. No word of GitHub here.





/** The run's failure, when it has one, told in `words` with `secrets` redacted. */
function tell(d, words, secrets) {
    const error = 'error' in d.outcome ? d.outcome.error : d.views?.find(v => v.error)?.error;
    if (!error)
        return undefined;
    const throttled = d.outcome.kind === 'refused' && d.outcome.throttled;
    const kind = error instanceof errors/* InputError */.dz && d.outcome.kind === 'refused' ? 'refused' : throttled ? 'throttled' : 'failed';
    return { ...(0,errors/* tellError */.SO)(error, words, t => secrets.redact(t)), kind };
}
/**
 * Checks the request as its shell made it (a refusal is the outcome; `refused`: the shell could not make it, the
 * operation asked for named), then loads and runs the operation on `shell`'s ports; never throws. The outputs go to
 * `shell.setOutputs`, where it has one, as they are known (before the ledger's save) and come back in the result.
 */
async function deployFrom(request, shell, secrets, cancel) {
    const startedAt = shell.clock.now();
    const outputs = [];
    const setOutputs = given => {
        outputs.push(...given.map(([name, text]) => [name, typedOutput(name, text)]));
        shell.setOutputs?.(given);
    };
    let inputs;
    // What the run itself knows of its report's view: how it ended, what its steps said; new keys it could not keep.
    let d;
    try {
        if ('refused' in request)
            throw request.refused;
        inputs = (0,domain_inputs/* readInputs */.Ko)(request, shell.words);
        const { runOperation } = await Promise.all(/* import() */[__webpack_require__.e(15), __webpack_require__.e(88)]).then(__webpack_require__.bind(__webpack_require__, 2088));
        d = await runOperation(inputs, secrets, { ...shell, setOutputs }, cancel);
    }
    catch (err) {
        d = { outcome: (0,outcome/* ended */.v6)(err, 'before-call', {}) };
    }
    const failure = tell(d, shell.words, secrets);
    const { words, sight } = shell;
    const operation = operations/* Operations */.Pg.find(name => name === request.operation);
    const view = {
        startedAt,
        inputs,
        operation,
        ...d,
        failure,
        sight,
        words,
        now: shell.clock.now(),
        cancelled: cancel.by
    };
    const report = (await __webpack_require__.e(/* import() */ 119).then(__webpack_require__.bind(__webpack_require__, 7119))).reportOf(view);
    const result = { outputs, ...report, annotations: d.views?.flatMap(v => v.annotations ?? []) ?? [], failure };
    return alsoFailed(result, d.unkept, e => (0,errors/* tellError */.SO)(e, words, t => secrets.redact(t)));
}

// EXTERNAL MODULE: ./src/action/cache-sight.ts
var cache_sight = __webpack_require__(416);
// EXTERNAL MODULE: ./src/action/io.ts + 1 modules
var action_io = __webpack_require__(2233);
// EXTERNAL MODULE: ./src/action/words.ts
var words = __webpack_require__(9579);
;// CONCATENATED MODULE: ./src/action/finish.ts
// How both actions end their step, said once: the failure line (on the backup file when it names one), the
// `error` output (the tool's own sentence, never the platform's words), the run's own error annotations, the job summary.

async function finish(io, secrets, result) {
    const { failure, annotations } = result;
    if (failure) {
        io.setFailed(`${failure.message} ${failure.fix}`, failure.file ? { file: failure.file, title: 'Backup file' } : undefined);
        io.setOutput(constants/* Output */.k7.Error, failure.short);
    }
    // After the step's failure, which GitHub then shows first.
    for (const a of annotations)
        io.log.error(secrets.redact(a.message), a.title);
    await io.writeSummary(result, items => secrets.redactAll(items));
}

;// CONCATENATED MODULE: ./src/action/main.ts
// The deploy action's shell: the runner's checks, the deploy from its inputs (run/entry.ts), and how it went
// (failure line, error output, job summary); its collaborators are passed in, loaded only when a run needs them.














function realCollaborators(io) {
    // The run's journal goes to the step's state, which the post step saves (post.ts).
    const keepForPost = (entries) => io.saveState(phase/* State */.Uw.Ledger, entries.length > 0 ? JSON.stringify(entries) : '');
    return {
        io,
        clock: time/* realClock */.dQ,
        openStore: async () => (await __webpack_require__.e(/* import() */ 192).then(__webpack_require__.bind(__webpack_require__, 5192))).openCacheStore(keepForPost),
        shelf: lazyShelf(),
        proxyFor: action_io.proxyFor
    };
}
/** The Actions cache as the shelf of kept copies, its module (and @actions/cache) loaded at its first use. */
function lazyShelf() {
    const shelf = async () => (await __webpack_require__.e(/* import() */ 192).then(__webpack_require__.bind(__webpack_require__, 5192))).openShelf();
    return {
        name: cache_sight/* CACHE_NAME */.bz,
        put: async (file, key, signal) => (await shelf()).put(file, key, signal),
        take: async (key, file, signal) => (await shelf()).take(key, file, signal)
    };
}
/** Said before any request of a run that `pull_request_target` started (the README's Security says never to). */
const UNTRUSTED_TRIGGER = "This run was started by 'pull_request_target': it holds this repository's secrets on behalf of a pull request, whose author (a fork's included) may control what it deploys. Deploy from a push to a protected branch, from an environment with required reviewers, or by hand (README, Security).";
/** This run's number and ref, for its ledger entries, when the runner gives them. */
function originOf(run) {
    return run.runNumber && run.ref ? { runNumber: run.runNumber, ref: run.ref } : undefined;
}
function maskSecretInputs(io, secrets) {
    for (const name of constants/* SecretInputs */.K) {
        secrets.add(io.rawInput(name));
        secrets.add(io.getInput(name));
    }
}
/** The deploy from the step's inputs, the runner's own checks (the masks first) made as its request is read. */
async function execute(collaborators, secrets, cancel) {
    const { io } = collaborators;
    const shell = {
        ...collaborators,
        log: io.log,
        folders: { workspace: io.env.workspace, runnerTemp: io.env.runnerTemp, words: words/* WORKFLOW_WORDS */.g },
        keptIn: external_node_path_default().join(io.env.runnerTemp ?? (0,external_node_os_.tmpdir)(), 'xenioo-replaced'),
        words: words/* WORKFLOW_WORDS */.g,
        setOutputs: outputs => void outputs.forEach(([name, value]) => io.setOutput(name, value)),
        // Masked already: the run added them to its secrets as they came.
        keepKeys: keys => void [io.setOutput(constants/* Output */.k7.ApiKey, keys.apiKey), io.setOutput(constants/* Output */.k7.ApiSecret, keys.apiSecret)],
        origin: originOf(io.env.run),
        userAgent: (0,words/* userAgentOf */.a)(io.env.run.runId),
        sight: (0,cache_sight/* spoken */.vg)(io.env.sight)
    };
    let request;
    try {
        maskSecretInputs(io, secrets);
        checkInputNames(io.inputNames(), Object.values(constants/* Input */.pd), message => io.log.warning(message));
        if (io.env.event === 'pull_request_target')
            io.log.warning(UNTRUSTED_TRIGGER);
        request = deployRequest(io);
    }
    catch (err) {
        request = { operation: io.getInput(constants/* Input */.pd.Operation), refused: err };
    }
    return deployFrom(request, shell, secrets, cancel);
}
async function run(replaced = {}) {
    const collaborators = { ...realCollaborators(replaced.io ?? (0,action_io.runnerIO)()), ...replaced };
    const { io } = collaborators;
    // From here on the runner's post step of this action is the post step's (action/post.ts).
    io.saveState(phase/* State */.Uw.IsPost, 'true');
    const secrets = new Secrets(value => io.setSecret(value));
    const cancel = new lib_cancel/* Cancellation */.m();
    const stopListening = cancel.listen();
    const result = await execute(collaborators, secrets, cancel);
    await finish(io, secrets, result);
    stopListening();
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


/***/ })

};
