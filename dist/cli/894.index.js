export const id = 894;
export const ids = [894];
export const modules = {

/***/ 5894:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  smoke: () => (/* binding */ smoke)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/domain/errors.ts
var errors = __webpack_require__(241);
// EXTERNAL MODULE: ./src/lib/placed-file.ts
var placed_file = __webpack_require__(4733);
// EXTERNAL MODULE: ./src/lib/text.ts
var lib_text = __webpack_require__(9112);
// EXTERNAL MODULE: ./src/domain/auth.ts
var domain_auth = __webpack_require__(7756);
// EXTERNAL MODULE: ./src/domain/result.ts
var result = __webpack_require__(635);
// EXTERNAL MODULE: ./src/domain/inputs.ts
var inputs = __webpack_require__(3543);
// EXTERNAL MODULE: ./src/domain/words.ts
var words = __webpack_require__(4717);
// EXTERNAL MODULE: ./src/lib/time.ts
var time = __webpack_require__(9826);
// EXTERNAL MODULE: ./src/platform/client.ts + 2 modules
var client = __webpack_require__(2584);
// EXTERNAL MODULE: ./src/platform/transport.ts
var platform_transport = __webpack_require__(3038);
// EXTERNAL MODULE: ./src/platform/answers.ts
var answers = __webpack_require__(3020);
// EXTERNAL MODULE: ./src/platform/network-errors.ts
var network_errors = __webpack_require__(1325);
;// CONCATENATED MODULE: ./src/smoke/channel.ts
// The bot's custom (API) channel, a program's way to chat with the live bot (chat, set a variable, the
// version); its text is cleaned here, and a message is never sent twice.




/** The channel answered outside 2xx, or not at all (the message says which). */
class ChannelTrouble extends Error {
}
/** What asking again cannot change: a redirect (never followed), an answer too large, the credentials refused. */
class ChannelLasting extends ChannelTrouble {
}
/** The channel refused the credentials (HTTP 401 or 403). */
class ChannelRefused extends ChannelLasting {
}
/** The parts of one reply read at most, nested ones included: a bot that floods parts costs no more. */
const MAX_PARTS = 100;
/** The reply's parts (nested ones too) as texts and buttons: bounded, redacted together (a secret in pieces is found), cleaned. */
function readReply(json, redactAll) {
    const parts = [];
    const walk = (list, depth) => {
        if (!Array.isArray(list) || depth > 5)
            return;
        for (const part of list) {
            if (parts.length >= MAX_PARTS)
                return;
            if (!(0,lib_text/* isRecord */.u4)(part))
                continue;
            const text = typeof part.Text === 'string' ? part.Text.slice(0, 2000) : '';
            const command = typeof part.Command === 'string' && part.Command !== '' ? part.Command : undefined;
            parts.push(command ? { text, command } : { text });
            walk(part.Parts, depth + 1);
        }
    };
    const body = (0,lib_text/* isRecord */.u4)(json) ? json : {};
    walk(body.Parts, 0);
    const shown = redactAll(parts.map(p => p.text)).map(t => (0,lib_text/* untrusted */.bp)(t, 300));
    const texts = parts.flatMap((p, i) => (p.command || shown[i] === '' ? [] : [shown[i]]));
    const buttons = parts.flatMap((p, i) => (p.command ? [{ text: shown[i], command: p.command }] : []));
    const control = typeof body.ControlType === 'number' ? body.ControlType : 0;
    return { texts, buttons, controlType: control };
}
/** One conversation with the bot through its custom channel. */
class ChannelSession {
    #transport;
    #o;
    constructor(transport, options) {
        this.#transport = transport;
        this.#o = options;
    }
    /** Starts over (`undefined`), says something (`{Text}`) or presses a button / collects late messages (`{Command}`). */
    async chat(body, signal) {
        const answer = await this.#exchange('chat', 'POST', body === undefined ? '' : JSON.stringify(body), signal);
        return readReply((0,answers/* parseJsonOr */.dH)(answer.text, undefined), this.#o.redactAll);
    }
    /** Sets a variable in the conversation, before the first message. */
    async setVariable(name, value, signal) {
        await this.#exchange('status', 'POST', JSON.stringify({ UpdateType: 'set-var', Name: name, Value: value }), signal);
    }
    /** The bot's version number, as the channel's config reports it; undefined when it does not say. */
    async version(signal) {
        const answer = await this.#exchange('config', 'GET', undefined, signal);
        const json = (0,answers/* parseJsonOr */.dH)(answer.text, undefined);
        const v = (0,lib_text/* isRecord */.u4)(json) ? json.Version : undefined;
        return typeof v === 'number' || typeof v === 'string'
            ? (0,lib_text/* untrusted */.bp)(this.#o.redact(String(v).slice(0, 2000)), 40)
            : undefined;
    }
    async #exchange(route, method, body, signal) {
        const { endpoint, bearer, userId } = this.#o;
        const headers = { authorization: `Bearer ${bearer}`, 'user-id': userId, ...platform_transport/* JSON_HEADERS */.eT };
        const exchange = { what: `The channel's ${route}`, url: `${endpoint}/${route}`, policy: platform_transport/* ONLY_IF_NEVER_SENT */.fz };
        let answer;
        try {
            const sent = { ...exchange, headers, body, signal };
            answer = method === 'GET' ? await this.#transport.get(sent) : await this.#transport.post(sent);
        }
        catch (err) {
            const cause = err instanceof platform_transport/* TransportFailure */.Az ? err.cause : err;
            const large = cause instanceof network_errors/* AnswerTooLarge */.UG;
            const trouble = `no whole answer from ${route} (${this.#o.redact(large ? cause.message : (0,network_errors/* describeFailure */.Ic)(cause))})`;
            throw large ? new ChannelLasting(trouble) : new ChannelTrouble(trouble);
        }
        if (answer.status === 401 || answer.status === 403)
            throw new ChannelRefused(`HTTP ${answer.status} from ${route}`);
        if (answer.status >= 300 && answer.status < 400)
            throw new ChannelLasting(`HTTP ${answer.status} from ${route} (a redirect)`);
        if (answer.status < 200 || answer.status >= 300)
            throw new ChannelTrouble(`HTTP ${answer.status} from ${route}`);
        return answer;
    }
}

// EXTERNAL MODULE: external "node:vm"
var external_node_vm_ = __webpack_require__(714);
var external_node_vm_default = /*#__PURE__*/__webpack_require__.n(external_node_vm_);
;// CONCATENATED MODULE: ./src/smoke/script.ts
// The smoke test's script (`say:`, `click:`, `expect:`, `expect-not:` lines, a bad line named) and
// its variables, read before any request; and the match of an expectation, bounded in time. Pure.



/** How a script's lines are written, the fix of a bad one. */
const fixOf = (w) => `Write each line of ${w.input('script')} as 'say: <text>', 'click: <button text>', 'expect: <text>' (or 'expect: /regex/'), or 'expect-not: <text>'.`;
function pattern(value, line, w) {
    const re = /^\/(.+)\/([a-z]*)$/.exec(value);
    if (!re)
        return { text: value.toLowerCase() };
    try {
        return { regex: new RegExp(re[1], re[2]) };
    }
    catch {
        throw new errors/* InputError */.dz('script', `line ${line} has a regular expression that does not compile: ${(0,lib_text/* untrusted */.bp)(value, 80)}.`, fixOf(w));
    }
}
function step(raw, line, w, quote) {
    const m = /^(say|click|expect|expect-not)\s*:\s*(.*)$/i.exec(raw);
    const value = m?.[2]?.trim() ?? '';
    if (!m || value === '')
        throw new errors/* InputError */.dz('script', `line ${line} is not a step: '${(0,lib_text/* untrusted */.bp)(raw, quote)}'.`, fixOf(w));
    const kind = m[1].toLowerCase();
    if (kind === 'say' || kind === 'click')
        return { kind, text: value, line };
    const check = { pattern: pattern(value, line, w), source: value, line };
    return kind === 'expect' ? { kind, ...check } : { kind: 'expect-not', ...check };
}
/** The lines that say something, with their numbers: blank lines and `#` comments left out. */
function linesOf(text) {
    return text
        .split(/\r?\n/)
        .map((raw, i) => ({ raw: raw.trim(), line: i + 1 }))
        .filter(({ raw }) => raw !== '' && !raw.startsWith('#'));
}
/** The steps of the script; an InputError names a bad line (`quote`: how much of it it quotes), or a script that checks nothing. */
function readScript(text, w, quote = 80) {
    const steps = linesOf(text).map(({ raw, line }) => step(raw, line, w, quote));
    if (steps.length === 0)
        throw new errors/* InputError */.dz('script', 'is empty.', "Write the conversation as lines of 'say: …' and 'expect: …'.");
    if (!steps.some(s => s.kind === 'say' || s.kind === 'click' || s.kind === 'expect'))
        throw new errors/* InputError */.dz('script', 'has no step that says, clicks or expects anything.', fixOf(w));
    return steps;
}
function readVariables(text, w) {
    return linesOf(text).map(({ raw, line }) => {
        const at = raw.indexOf('=');
        if (at <= 0) {
            throw new errors/* InputError */.dz('variables', `line ${line} is not 'name=value': '${(0,lib_text/* untrusted */.bp)(raw, 80)}'.`, `Write each line of ${w.input('variables')} as name=value.`);
        }
        return { name: raw.slice(0, at).trim(), value: raw.slice(at + 1).trim() };
    });
}
/** A user's regular expression took longer than its time to match (catastrophic backtracking). */
class SlowPattern extends Error {
}
/** The time one match of a user's regular expression may take: the time limit and a cancel are seen between matches. */
const PATTERN_LIMIT_MS = 500;
/**
 * Whether `said` (what the bot said, joined) matches the pattern. A regular expression runs in a
 * context of its own with a time limit, which V8 enforces even inside the match: `/^(a+)+$/`
 * against a long reply is stopped (SlowPattern) instead of blocking the process.
 */
function matches(p, said) {
    if (!('regex' in p))
        return said.toLowerCase().includes(p.text);
    const context = external_node_vm_default().createContext({ re: p.regex, said });
    try {
        return external_node_vm_default().runInContext('re.lastIndex = 0, re.test(said)', context, { timeout: PATTERN_LIMIT_MS }) === true;
    }
    catch (err) {
        if (err.code === 'ERR_SCRIPT_EXECUTION_TIMEOUT')
            throw new SlowPattern(String(p.regex));
        throw err;
    }
}

;// CONCATENATED MODULE: ./src/smoke/conversation.ts
// A scripted conversation with the live bot: the variables set, the greeting (up to three starts while the
// channel goes online), each line of the script; a failure names the line and quotes the bot (bounded, redacted).



/** The smoke test failed: a line of the script (`at`), the channel, the time limit or a cancel. */
class SmokeTestFailed extends errors/* QuotingError */.yV {
    at;
    constructor(own, fix, at) {
        super(at ? `${own.replace(/\.$/, '')}; since the last message the bot said: ${at.said}.` : own, fix, own);
        this.at = at;
    }
}
/** What a conversation keeps at most: the bot's lines in the transcript, and its latest texts an expectation is matched against. */
const MAX_BOT_LINES = 200;
const MAX_SINCE = 200;
/** A conversation under way, bounded whatever the bot says: the summary stays far under GitHub's 1 MiB. */
class Conversation {
    since = [];
    buttons = [];
    transcript = [];
    #botLines = 0;
    /** Where the line counting the bot's lines not kept stands, once there is one. */
    #gapAt;
    wayBack;
    constructor(wayBack) {
        this.wayBack = wayBack;
    }
    /** The script's own lines always; the bot's up to MAX_BOT_LINES, then one line counting the rest. */
    note(line) {
        if (line.who !== 'bot' || ++this.#botLines <= MAX_BOT_LINES)
            return void this.transcript.push(line);
        const gap = { who: 'bot', text: `… ${this.#botLines - MAX_BOT_LINES} more lines of the bot not kept` };
        this.#gapAt ??= this.transcript.push(gap) - 1;
        this.transcript[this.#gapAt] = gap;
    }
    /** The transcript as shown, read for secrets: the bot's texts together (a secret said in pieces), then every line. */
    shown(redactAll) {
        const texts = this.transcript.map(l => l.text);
        const bot = this.transcript.flatMap((l, i) => (l.who === 'bot' ? [i] : []));
        redactAll(bot.map(i => texts[i])).forEach((text, k) => (texts[bot[k]] = text));
        const all = redactAll(texts);
        return this.transcript.map((l, i) => ({ ...l, text: all[i] }));
    }
    take(reply) {
        this.since = [...this.since, ...reply.texts].slice(-MAX_SINCE);
        this.buttons = [...this.buttons, ...reply.buttons].slice(-MAX_SINCE);
        for (const text of reply.texts)
            this.note({ who: 'bot', text });
        if (reply.buttons.length > 0)
            this.note({ who: 'bot', text: `[${reply.buttons.map(b => b.text).join('] [')}]` });
        if (reply.controlType === 1 || reply.controlType === 2) {
            throw new SmokeTestFailed(`The smoke test ended: an operator ${reply.controlType === 2 ? 'took over' : 'was requested in'} the conversation, so the bot no longer answers it.`, `Keep the script to paths that stay with the bot. ${this.wayBack(false)}`);
        }
    }
}
const left = (s) => s.deadline - s.talk.clock.now();
function limit(s) {
    return AbortSignal.any([s.talk.cancel.signal, AbortSignal.timeout(Math.max(1, left(s)))]);
}
function failed(step, what, s) {
    if (step.kind === 'expect' || step.kind === 'expect-not') {
        s.said.note({ who: 'check', text: `${step.kind}: ${step.source}`, held: false });
    }
    const said = s.said.since.length > 0 ? `"${s.said.since.join(' ').slice(0, 300)}"` : 'nothing';
    const own = `The smoke test failed at line ${step.line} of ${s.talk.scriptName} (${what}).`;
    return new SmokeTestFailed(own, s.said.wayBack(true), { line: step.line, what, said });
}
/** Starts a run makes at most: each makes the bot greet (a reply the account's message quota counts). */
const STARTS = 3;
/** Sets the variables, then starts the conversation over: up to STARTS times a second apart, while the channel may be going online. */
async function startOver(s) {
    for (let start = 1;; start++) {
        try {
            for (const v of s.talk.variables)
                await s.talk.channel.setVariable(v.name, v.value, limit(s));
            return s.said.take(await s.talk.channel.chat(undefined, limit(s)));
        }
        catch (err) {
            if (err instanceof SmokeTestFailed)
                throw err;
            if (err instanceof ChannelLasting || start >= STARTS || left(s) <= 1000 || s.talk.cancel.signal.aborted)
                throw stopped(`start the conversation${start > 1 ? ` in ${start} starts a second apart` : ''}`, s, err);
            await s.talk.clock.sleep(1000);
        }
    }
}
/** Why the conversation stopped short of `what`: the step was cancelled, the time limit came, or the channel failed. */
function stopped(what, s, err) {
    // The bot's answers are not at fault: the channel, its key or the time stopped the conversation.
    const wayBack = s.said.wayBack(false);
    if (s.talk.cancel.signal.aborted)
        return new SmokeTestFailed(`The smoke test was cancelled as it tried to ${what}.`, wayBack);
    const why = err instanceof Error ? err.message : String(err);
    if (err instanceof ChannelRefused) {
        return new SmokeTestFailed(`The smoke test could not ${what}: the channel refused ${s.talk.bearerName} (${why}).`, `Check ${s.talk.bearerName}: give ${s.talk.words.input('channel-key')} the key of the bot's custom channel (its settings show it), or leave it empty to use a bot-level token on the current channel form. ${wayBack}`);
    }
    const { input } = s.talk.words;
    const within = left(s) > 1000 ? '' : ` within ${input('timeout-seconds')} (${s.talk.timeoutMs / 1000} s)`;
    const check = `Check that the bot's custom channel is enabled and live (${input('channel-endpoint')}, ${input('channel-key')}).`;
    return new SmokeTestFailed(`The smoke test could not ${what}${within}: the channel gave ${why}.`, `${check} ${wayBack}`);
}
/** Whether what the bot said since the last message meets `step`'s pattern; a pattern too slow to match fails the step. */
function holds(s, step) {
    try {
        return matches(step.pattern, s.said.since.join(' '));
    }
    catch (err) {
        if (!(err instanceof SlowPattern))
            throw err;
        const slow = `the regular expression took longer than ${PATTERN_LIMIT_MS / 1000} s to match what the bot said: write a simpler one`;
        throw failed(step, `${step.kind}: ${step.source}, ${slow}`, s);
    }
}
/** Sends one message (or presses a button), starting a new span of what the bot said. */
async function send(s, body, shown) {
    s.said.since = [];
    s.said.note({ who: 'user', text: shown });
    try {
        s.said.take(await s.talk.cancel.race(s.talk.channel.chat(body, limit(s))));
    }
    catch (err) {
        if (err instanceof SmokeTestFailed)
            throw err;
        throw stopped(`send '${shown}'`, s, err);
    }
}
/** Waits for what the bot says to meet `step`, collecting late messages about once a second. */
async function expectSaid(s, step) {
    const notMet = `expect: ${step.source}, not met within the time limit`;
    while (!holds(s, step)) {
        if (left(s) <= 1000)
            throw failed(step, notMet, s);
        await s.talk.clock.sleep(1000);
        try {
            s.said.take(await s.talk.cancel.race(s.talk.channel.chat({ Command: 'PENDING' }, limit(s))));
        }
        catch (err) {
            if (err instanceof SmokeTestFailed)
                throw err;
            if (s.talk.cancel.signal.aborted)
                throw stopped(`collect late messages for line ${step.line}`, s, err);
            // The time limit came while late messages were collected: the expectation was not met in time.
            if (left(s) <= 1000)
                throw failed(step, notMet, s);
            throw failed(step, `expect: ${step.source}, while collecting late messages: ${String(err)}`, s);
        }
    }
    s.said.note({ who: 'check', text: `expect: ${step.source}`, held: true });
}
/** The newest button whose text is the given one (case-insensitive), else the newest that contains it. */
function buttonFor(s, text) {
    const want = text.toLowerCase();
    const newest = [...s.said.buttons].reverse();
    return newest.find(b => b.text.toLowerCase() === want) ?? newest.find(b => b.text.toLowerCase().includes(want));
}
async function perform(s, step) {
    switch (step.kind) {
        case 'say':
            return send(s, { Text: step.text }, step.text);
        case 'click': {
            const button = buttonFor(s, step.text);
            if (!button)
                throw failed(step, `click: ${step.text}, no such button`, s);
            return send(s, { Command: button.command }, `[${button.text}]`);
        }
        case 'expect':
            return expectSaid(s, step);
        case 'expect-not':
            if (holds(s, step))
                throw failed(step, `expect-not: ${step.source}, but it did`, s);
            s.said.note({ who: 'check', text: `expect-not: ${step.source}`, held: true });
    }
}
/** The transcript as lines for people (`You: …`, `Bot: …`, `Check: … ✓`). */
function transcriptLines(report) {
    const who = { user: 'You', bot: 'Bot', check: 'Check' };
    const lines = report.transcript.map(l => `${who[l.who]}: ${l.text}${l.who === 'check' ? (l.held ? ' ✓' : ' ✗') : ''}`);
    return lines.length > 0 ? lines : ['(nothing was said)'];
}
/** Runs the script against the live bot; never throws: a failure is the report's. */
async function converse(talk) {
    const s = { talk, deadline: talk.clock.now() + talk.timeoutMs, said: new Conversation(talk.wayBack) };
    const shown = () => s.said.shown(talk.redactAll);
    const version = () => talk.channel.version(limit(s)).catch(() => undefined);
    talk.log(`Smoke test: talking to the live bot through its custom channel as '${talk.userId}'…`);
    try {
        await startOver(s);
        for (const step of talk.steps)
            await perform(s, step);
    }
    catch (err) {
        const error = err instanceof errors/* ActionError */.lZ ? err : stopped('go on', s, err);
        return { passed: false, transcript: shown(), version: await version(), error };
    }
    const v = await version();
    talk.log(`Smoke test passed: every expectation held${v ? `; the bot's version is ${v}` : ''}.`);
    return { passed: true, transcript: shown(), version: v };
}

// EXTERNAL MODULE: ./src/smoke/inputs.ts
var smoke_inputs = __webpack_require__(6608);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/files/confine.ts
var confine = __webpack_require__(6747);
;// CONCATENATED MODULE: ./src/smoke/cases.ts
// A suite's cases (#68): `scripts`, lines of globs of files in the workspace, each file a conversation of
// its own, named by its path, with a user id of its own; read, bounded and refused before any request.







/** The most scripts a suite runs: each conversation makes the bot greet and answer, and every reply counts toward the account's message quota. */
const MAX_CASES = 50;
/** How much of a file's bad line is quoted: enough to find it, too little to show a secret (a glob can match a .env). */
const QUOTED = 6;
/** The largest script file read: a conversation, not a data file. */
const MAX_SCRIPT_BYTES = 256 * 1024;
const refuse = (problem, fix) => new errors/* InputError */.dz('scripts', problem, fix);
const globFix = (w) => `Write each line of ${w.input('scripts')} as a glob of script files, such as 'smoke/*.txt'.`;
/** The workspace's files a line of `scripts` matches, as paths relative to it with `/`. */
function matchesOf(glob, line, root, w) {
    const shown = `line ${line}, '${(0,lib_text/* untrusted */.bp)(glob, 100)}',`;
    if (external_node_path_default().isAbsolute(glob) || glob.split(/[\\/]/).includes('..'))
        throw refuse(`${shown} leads outside ${w.root}.`, globFix(w));
    const files = (0,external_node_fs_.globSync)(glob, { cwd: root })
        .map(f => external_node_path_default().normalize(f))
        .filter(f => (0,external_node_fs_.statSync)(external_node_path_default().join(root, f), { throwIfNoEntry: false })?.isFile());
    // A glob can leave the folder without a '..' of its own ({..,a}/*).
    if (files.some(f => !(0,confine/* inside */.nx)(external_node_path_default().resolve(root, f), root)))
        throw refuse(`${shown} leads outside ${w.root}.`, globFix(w));
    if (files.length === 0)
        throw refuse(`${shown} matches no file in ${w.root}.`, globFix(w));
    for (const f of files) {
        if (!(0,confine/* inside */.nx)((0,external_node_fs_.realpathSync)(external_node_path_default().join(root, f)), (0,external_node_fs_.realpathSync)(root)))
            throw refuse(`${shown} matches '${(0,lib_text/* untrusted */.bp)(f, 100)}', a link that leads outside ${w.root}.`, globFix(w));
        if ((0,lib_text/* untrusted */.bp)(f, 1000) !== f || f.includes('::'))
            throw refuse(`${shown} matches a file whose name holds a control or invisible character.`, 'Rename the file.');
    }
    return files.map(f => f.split((external_node_path_default()).sep).join('/'));
}
/** A file's script, its mistakes named by the file. */
function scriptOf(name, root, w) {
    const file = external_node_path_default().join(root, name);
    if ((0,external_node_fs_.statSync)(file).size > MAX_SCRIPT_BYTES)
        throw refuse(`matches '${name}', over ${MAX_SCRIPT_BYTES / 1024} KiB: a script is one conversation.`, globFix(w));
    try {
        return readScript((0,external_node_fs_.readFileSync)(file, 'utf8'), w, QUOTED);
    }
    catch (err) {
        if (!(err instanceof errors/* InputError */.dz))
            throw err;
        throw refuse(`file '${name}': ${err.problem}`, err.fix);
    }
}
/** The suite's cases: `script` alone as one case, or every file `scripts` matches (sorted, each once). */
function readCases(given, root, userId, w) {
    const { script, scripts: globs } = given;
    if (globs === '')
        return [{ name: 'script', steps: readScript(script, w), userId }];
    const [one, many] = [w.input('script'), w.input('scripts')];
    if (script !== '')
        throw refuse(`is given with ${one}.`, `Give ${one} (one conversation) or ${many} (files of them), not both.`);
    const lines = globs.split(/\r?\n/).map((glob, i) => ({ glob: glob.trim(), line: i + 1 }));
    const names = [...new Set(lines.filter(l => l.glob !== '').flatMap(l => matchesOf(l.glob, l.line, root, w)))].sort();
    if (names.length > MAX_CASES) {
        throw refuse(`names ${names.length} scripts; a suite is at most ${MAX_CASES} (each conversation's replies count toward the account's message quota).`, `Narrow the globs of ${many}, or split the suite in parts.`);
    }
    const own = (name) => `${userId}-${(0,external_node_crypto_.createHash)('sha256').update(name).digest('hex').slice(0, 10)}`;
    return names.map(name => ({ name, file: name, steps: scriptOf(name, root, w), userId: own(name) }));
}

;// CONCATENATED MODULE: ./src/smoke/suite.ts
// A suite's run (#68): its cases one after another, each its own conversation within the time limit, all of
// them whatever fails (unless told to stop); its report, its counts, a row per case and its one failure.

/** Runs each case's conversation in turn (`converse`, which never throws); a case after a cancel, or after a failure with `stopOnFailure`, is not run. */
async function runSuite(cases, converse, o) {
    const ends = [];
    for (const c of cases) {
        const at = { name: c.name, file: c.file, line: c.steps[0]?.line ?? 1 };
        const failed = ends.some(e => e.report && !e.report.passed);
        const why = o.cancel.signal.aborted ? 'the run was cancelled' : o.stopOnFailure && failed ? 'stop-on-failure' : '';
        if (why)
            ends.push({ ...at, ms: 0, notRun: why });
        if (why)
            continue;
        if (cases.length > 1)
            o.log(`\nCase ${c.name}:`);
        const started = o.clock.now();
        const report = await converse(c);
        ends.push({ ...at, ms: o.clock.now() - started, report });
    }
    const passed = ends.every(e => e.report?.passed);
    return { cases: ends, passed, version: ends.findLast(e => e.report?.version)?.report?.version };
}
/** The counts the `passed` and `failed` outputs give. */
const countsOf = ({ cases }) => ({
    passed: cases.filter(c => c.report?.passed).length,
    failed: cases.filter(c => c.report && !c.report.passed).length
});
/** Where a case failed, when a line of its script did: the line, the step and what the bot said. */
const failedAt = (c) => (c.report?.error instanceof SmokeTestFailed ? c.report.error.at : undefined);
/** What failed in a case, in a few words: its line and step, else the failure's own sentence. */
function whatFailed(c) {
    const at = failedAt(c);
    return at ? `line ${at.line}, ${at.what}` : (c.report?.error?.message ?? 'failed');
}
/** A case as one row: ✓ or ✗, its name and time, and for a failure the line; `–` for one not run. */
function caseRow(c) {
    if (!c.report)
        return `– ${c.name}: not run (${c.notRun})`;
    const time = `${(c.ms / 1000).toFixed(1)} s`;
    return c.report.passed ? `✓ ${c.name} (${time})` : `✗ ${c.name} (${time}): ${whatFailed(c)}`;
}
/** What a run shows as lists: one conversation's transcript; or a suite's row per conversation, then the transcript of each that failed. */
function suiteLists(report) {
    const [only] = report.cases;
    if (report.cases.length === 1)
        return only?.report ? [['', transcriptLines(only.report)]] : [];
    const failed = report.cases.flatMap(c => c.report && !c.report.passed ? [[c.name, transcriptLines(c.report)]] : []);
    return [['Conversations', report.cases.map(caseRow)], ...failed];
}
/** The run's one failure: a single case's own, or the suite's count and its failed cases with their lines. */
function suiteFailure(suite, wayBack) {
    const [only] = suite.cases;
    if (suite.cases.length === 1)
        return only?.report?.error;
    const failed = suite.cases.filter(c => c.report && !c.report.passed);
    if (failed.length === 0 && suite.passed)
        return undefined;
    const named = failed.slice(0, 5).map(c => `${c.name}${failedAt(c) ? ` (line ${failedAt(c)?.line})` : ''}`);
    const more = failed.length > 5 ? ` and ${failed.length - 5} more` : '';
    const notRun = suite.cases.filter(c => !c.report).length;
    return new SmokeTestFailed(`${failed.length} of ${suite.cases.length} conversations failed: ${named.join(', ')}${more}${notRun ? `; ${notRun} not run` : ''}.`, wayBack(failed.some(c => failedAt(c))));
}

;// CONCATENATED MODULE: ./src/smoke/junit.ts
// The suite as one JUnit XML report every CI reads (#68, #73): a test case per script, named by its script and
// line, with `file` and `line`; a wrong answer a failure, a channel's a error; each text redacted, escaped, cut.


/** Characters XML 1.0 cannot hold at all (controls, lone surrogates, U+FFFE and U+FFFF): replaced. */
const NOT_XML = /[^\t\n\r\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
/** The most of a text Bitbucket shows: longer ones are cut. */
const MAX_TEXT = 2000;
const escaped = (text) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text)
    .replace(NOT_XML, '\uFFFD')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
const seconds = (ms) => (ms / 1000).toFixed(3);
/** What a case ended in: a wrong answer is a `failure`, a conversation the platform or the channel broke an `error`. */
function outcomeXml(c, redact) {
    if (!c.report)
        return [`      <skipped message="${escaped(`not run: ${c.notRun}`)}"/>`];
    const { error } = c.report;
    if (!error)
        return [];
    const at = failedAt(c);
    const [element, type] = at ? ['failure', 'expectation'] : ['error', 'conversation'];
    const message = redact(at ? `line ${at.line}: ${at.what}` : error.message);
    const text = at ? `${message}\nThe bot said, since the last message: ${at.said}\n\n${error.message}` : message;
    return [`      <${element} type="${type}" message="${escaped(message)}">${escaped(redact(text))}</${element}>`];
}
function caseXml(c, name, redact) {
    const line = failedAt(c)?.line ?? c.line;
    const file = c.file === undefined ? '' : ` file="${escaped(c.file)}"`;
    const open = `    <testcase classname="xenioo-smoke-test" name="${escaped(name)}"${file} line="${line}" time="${seconds(c.ms)}">`;
    const out = c.report
        ? [`      <system-out>${escaped(redact(transcriptLines(c.report).join('\n')))}</system-out>`]
        : [];
    return [open, ...outcomeXml(c, redact), ...out, '    </testcase>'].join('\n');
}
/** Each case's name, its script and line (GitLab and Azure show no `file`), unique in the report (GitLab keeps one of two). */
function namesOf(cases) {
    const taken = new Set();
    return cases.map(c => {
        const base = `${c.name}:${failedAt(c)?.line ?? c.line}`;
        let name = base;
        for (let n = 2; taken.has(name); n++)
            name = `${base} (${n})`;
        taken.add(name);
        return name;
    });
}
/** The report's XML: `redact` reads every text taken from the conversation before it is written. */
function junitXml(suite, startedAt, redact) {
    const failures = suite.cases.filter(c => c.report?.error && failedAt(c)).length;
    const errors = suite.cases.filter(c => c.report?.error && !failedAt(c)).length;
    const skipped = suite.cases.filter(c => !c.report).length;
    const time = seconds(suite.cases.reduce((n, c) => n + c.ms, 0));
    const counts = `tests="${suite.cases.length}" failures="${failures}" errors="${errors}" time="${time}"`;
    const names = namesOf(suite.cases);
    return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        `<testsuites name="Xenioo smoke test" ${counts}>`,
        `  <testsuite name="Xenioo smoke test" ${counts} skipped="${skipped}" timestamp="${startedAt.toISOString()}">`,
        ...suite.cases.map((c, i) => caseXml(c, names[i], redact)),
        '  </testsuite>',
        '</testsuites>',
        ''
    ].join('\n');
}

;// CONCATENATED MODULE: ./src/smoke/session.ts
// The smoke test without a shell: its settings checked from the request before any request is sent, the bearer,
// and the conversation through the custom channel; each shell (the action, the command line) says how it went.
















/** An input sent in an HTTP header (`user-id`, the channel's key): refused when it cannot be. */
function headerInput(request, name, w) {
    const value = request[name];
    if ((0,lib_text/* isHeaderValue */.j3)(value) && !value.includes('\t'))
        return value;
    throw new errors/* InputError */.dz(name, 'holds a control character (a line break, a tab) or a character outside Latin-1: it cannot be sent in an HTTP header.', `Write ${w.input(name)} on one line, in plain characters${name === 'channel-key' ? ', exactly as the channel gives it' : ''}.`);
}
/** The service endpoint, where the run needs it: for the channel's default endpoint, or to request a token. */
function serviceEndpoint(request, why, w) {
    const given = request['service-endpoint'];
    const what = "the bot's service endpoint (bot settings, developers section)";
    const [n, input] = [(0,words/* named */.K)(w, 'service-endpoint'), (name) => w.input(name)];
    const fix = `Set ${n.as} to ${what}, or give ${input('channel-endpoint')} and ${input('channel-key')}.`;
    if (given === '')
        throw new errors/* InputError */.dz('service-endpoint', `is empty, and ${why}.`, fix);
    return (0,inputs/* baseUrl */.pc)(n, given, what);
}
function bearerOf(request, key, w) {
    const [channelKey, token] = [w.input('channel-key'), w.input('token')];
    if (key !== '')
        return { given: key, name: channelKey };
    if (smoke_inputs/* SECRETS */.cW.every(name => request[name] === '')) {
        throw new errors/* InputError */.dz('channel-key', `is empty, and so are ${token} and the keys: the channel needs its key or a bot-level token.`, `Give ${channelKey} (the custom channel's own key, or the bot's API key where the account uses the simplified scheme), a bot-level ${token}, or ${w.input('account-api-key')}, ${w.input('bot-api-key')} and ${w.input('bot-api-secret')} to request one.`);
    }
    const auth = (0,domain_auth/* readAuth */.H)(request, { name: 'smoke-test', token: 'bot' }, w);
    if (auth.level === 'token')
        return { given: auth.token, name: token };
    const why = 'without a channel key the smoke test requests a bot-level token there';
    return { request: auth, endpoint: serviceEndpoint(request, why, w) };
}
/** A time the deploy step gave (`next-restore-at`, `next-publish-at`), when given. */
function timeInput(request, name, w) {
    const value = request[name];
    if (value === '')
        return undefined;
    const fix = `Give ${w.input(name)} the deploy's own '${name}' as it is, or leave it empty.`;
    if (Number.isNaN(Date.parse(value)))
        throw new errors/* InputError */.dz(name, 'is not a time.', fix);
    return new Date(value).toISOString();
}
/** What a failed smoke test says of the live bot: the way back and when each call may go out, or that it changed nothing
 * (and, where the bot's answers failed it, to fix the bot or the script). */
function wayBack(restore, publish, w) {
    const when = (at) => (at ? `from ${at}` : 'once its hour allows');
    if (restore) {
        return () => `The new version is live. To go back, run ${w.operation('rollback')}: it puts back what the deploy's overwrite replaced, where it kept a copy (${w.input('keep-replaced')}, the default), and publishes it when that overwrite went live. Or deploy the backup that ran before (revert the commit that changed it) or a fixed one. Either way, the overwrite can go out from ${restore}, and its publish ${when(publish)} (the platform allows one of each per bot per hour).`;
    }
    if (publish) {
        return () => `The bot's draft is live now. To go back, overwrite the draft with the backup that ran before and publish it: the next publish can go out from ${publish} (one publish per bot per hour); an overwrite has its own hour, which the deploy did not read.`;
    }
    const nothing = `${w.self} changed nothing: the live bot is as it was before it.`;
    return answers => (answers ? `${nothing} Fix the bot (deploy a fixed backup and publish it) or the script.` : nothing);
}
/** The smoke test's settings from its request, whichever shell gave it; `scripts`' globs are read in `workspace`. */
function readSettings(request, workspace, w) {
    const cases = readCases(request, workspace, headerInput(request, 'user-id', w) || 'xenioo-deploy-smoke-test', w);
    const given = request['channel-endpoint'];
    const empty = `${w.input('channel-endpoint')} is empty: its default is '{service-endpoint}/custom'`;
    const what = "the custom channel's endpoint (its integration endpoint in the channel's settings)";
    const endpoint = given === '' ? `${serviceEndpoint(request, empty, w)}/custom` : (0,inputs/* baseUrl */.pc)((0,words/* named */.K)(w, 'channel-endpoint'), given, what);
    return {
        cases,
        stopOnFailure: request['stop-on-failure'] ?? false,
        variables: readVariables(request.variables, w),
        endpoint,
        bearer: bearerOf(request, headerInput(request, 'channel-key', w), w),
        timeoutMs: (0,inputs/* wholeNumber */.rD)((0,words/* named */.K)(w, 'timeout-seconds'), request['timeout-seconds'], ...smoke_inputs/* ANSWER_SECONDS */.$t) * 1000,
        wayBack: wayBack(timeInput(request, 'next-restore-at', w), timeInput(request, 'next-publish-at', w), w)
    };
}
/** The token for the channel, requested with the bot's keys (masked the moment it is parsed). */
async function requestToken(bearer, client, shell) {
    const { secrets, cancel, log } = shell;
    const where = { serviceEndpoint: bearer.endpoint, nodeUrl: undefined };
    const issued = await cancel
        .race(client.requestToken(where, bearer.request, cancel.signal))
        .finally(() => client.close());
    secrets.add(issued.token);
    log(`Got a bot-level token, valid for ${issued.validMinutes} minutes.`);
    return issued.token;
}
/** Checks the request's settings, then talks to the live bot (the bearer, the conversation), then keeps its JUnit report. Never throws. */
async function smokeTest(request, shell) {
    const startedAt = new Date();
    const conversed = await converseAll(request, shell);
    const { report } = conversed;
    const unwritten = report && shell.keepReport?.(junitXml(report, startedAt, shell.secrets.redact));
    return (0,result/* alsoFailed */.$o)(resultOf(conversed, shell), unwritten, e => (0,errors/* tellError */.SO)(e, shell.words, t => shell.secrets.redact(t)));
}
/** The result of a smoke test its shell refused before it began (`err`: an input only the shell reads). */
function notRun(err, shell) {
    return resultOf({ failure: asActionError(err) }, shell);
}
function resultOf({ report, failure }, shell) {
    const told = failure && (0,errors/* tellError */.SO)(failure, shell.words, t => shell.secrets.redact(t));
    return {
        outputs: outputsOf(report),
        heading: `Xenioo smoke test — ${endedText(report)}`,
        lists: report ? suiteLists(report) : [],
        paragraphs: report ? [throughText(report)] : [],
        rows: [],
        annotations: [],
        failure: told
    };
}
async function converseAll(request, shell) {
    const { secrets, log, cancel } = shell;
    try {
        const settings = readSettings(request, shell.workspace, shell.words);
        const [redact, redactAll] = [(t) => secrets.redact(t), (t) => secrets.redactAll(t)];
        const options = { ...shell, attempts: 3, timeoutMs: settings.timeoutMs, log: { info: log }, redact, redactAll };
        const { bearer } = settings;
        const token = 'given' in bearer ? bearer.given : await requestToken(bearer, new client.PlatformClient(options), shell);
        const transport = new platform_transport/* Transport */.oK(options);
        const bearerName = 'given' in bearer ? bearer.name : 'the bot-level token';
        const talk = { ...settings, ...options, bearerName, clock: time/* realClock */.dQ, cancel, log, words: shell.words };
        const conversation = (c) => {
            const channel = new ChannelSession(transport, { ...options, ...settings, userId: c.userId, bearer: token });
            return converse({
                ...talk,
                ...c,
                channel,
                scriptName: c.name === 'script' ? shell.words.input('script') : c.name
            });
        };
        const report = await runSuite(settings.cases, conversation, talk).finally(() => transport.close());
        return { report, failure: suiteFailure(report, settings.wayBack) };
    }
    catch (err) {
        return { failure: (0,errors/* asActionError */.z6)(err) };
    }
}
/** How the smoke test ended, for a heading and the `result` output. */
const endedText = (r) => (r ? (r.passed ? 'passed' : 'failed') : 'not run');
/** The outputs as values, once the conversations ran: `result`, the counts, the bot's version where the channel said it. */
function outputsOf(r) {
    if (!r)
        return [];
    const version = r.version === undefined ? [] : [['bot-version', r.version]];
    return [['result', endedText(r)], ...Object.entries(countsOf(r)), ...version];
}
/** Which way the conversations went, and the bot's version when the channel said. */
function throughText({ version }) {
    return `Through the bot's custom channel${version === undefined ? '' : `; the bot's version is ${version}`}.`;
}

// EXTERNAL MODULE: ./src/cli/args.ts
var args = __webpack_require__(7593);
// EXTERNAL MODULE: ./src/cli/io.ts + 1 modules
var io = __webpack_require__(1476);
// EXTERNAL MODULE: ./src/cli/words.ts
var cli_words = __webpack_require__(8679);
;// CONCATENATED MODULE: ./src/cli/smoke.ts
// The smoke-test command: the script from a file or standard input, the channel's secrets from the environment,
// the same conversation as the smoke test action's (smoke/session.ts), its transcript on standard error.










/** Standard input whole, refused once `ms` pass before its end (a pipe left open). */
async function readStdin(ms) {
    const chunks = [];
    const timer = setTimeout(() => process.stdin.destroy(new Error(`standard input did not end within ${ms / 1000} s, --timeout-seconds`)), ms);
    try {
        for await (const chunk of process.stdin)
            chunks.push(chunk);
    }
    finally {
        clearTimeout(timer);
    }
    return Buffer.concat(chunks).toString('utf8');
}
/** The script's text: `--script FILE`, or `-` for standard input (within the answer's time limit); none with `--scripts` (an empty flag is none: a template's unset input). */
async function scriptText(flags) {
    const given = flags.get('script');
    const file = typeof given === 'string' && given !== '' ? given : undefined;
    if (file === undefined && flags.get('scripts'))
        return '';
    if (file === undefined)
        throw new args/* UsageError */.eb('--script FILE is needed: the script to say to the bot (- for standard input); or --scripts GLOB, a suite of script files.');
    try {
        if (file !== '-')
            return (0,external_node_fs_.readFileSync)(file, 'utf8');
        const seconds = Number(flags.get('timeout-seconds'));
        const [usual, most] = smoke_inputs/* ANSWER_SECONDS */.$t;
        return await readStdin((Number.isInteger(seconds) && seconds > 0 ? Math.min(seconds, most) : usual) * 1000);
    }
    catch (err) {
        throw new args/* UsageError */.eb(`--script '${file}' cannot be read (${(0,lib_text/* reasonOf */.A3)(err)}).`);
    }
}
/** `--junit FILE`: where the JUnit report goes (relative to the working folder), never a folder, a pipe or a device. */
function junitPath(given) {
    if (given === undefined)
        return undefined;
    const problem = (0,placed_file/* notAFile */.$y)(given);
    if (problem)
        throw new args/* UsageError */.eb(`--junit '${given.slice(0, 100)}' ${problem}: name a file, such as reports/smoke.xml.`);
    return external_node_path_default().resolve(given);
}
const writeJunit = (file, given, xml) => (0,placed_file/* placeFileOr */.PA)(file, xml, reason => {
    const fix = 'Name a file in a folder this user can write (--junit FILE).';
    return new errors/* UnwrittenError */.jb('JUnit report', `Could not write the JUnit report '${given.slice(0, 100)}' (${reason}).`, fix);
});
async function smoke({ parsed, env, secrets, log, cancel }) {
    const flags = new Map([...parsed.flags, ['script', await scriptText(parsed.flags)]]);
    const given = parsed.own.junit;
    const junit = junitPath(given);
    const shell = {
        log: (m) => log.info(m),
        secrets,
        cancel,
        userAgent: (0,io/* userAgentOf */.a9)((0,io/* ciJobOf */.RW)(env)),
        proxyFor: io/* proxyFor */.iJ,
        workspace: process.cwd(),
        words: (0,cli_words/* terminalWords */.A)(),
        keepReport: given && junit ? (xml) => writeJunit(junit, given, xml) : undefined
    };
    return smokeTest((0,args/* smokeRequest */.vs)(flags, env), shell);
}


/***/ }),

/***/ 635:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $o: () => (/* binding */ alsoFailed),
/* harmony export */   iV: () => (/* binding */ typedOutput)
/* harmony export */ });
/* unused harmony export outputText */
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5541);
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
    const kind = _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .OutputKinds */ .v8[name];
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


/***/ }),

/***/ 6747:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _I: () => (/* binding */ outsideRefusal),
/* harmony export */   nx: () => (/* binding */ inside),
/* harmony export */   qL: () => (/* binding */ resolveInputPath),
/* harmony export */   wm: () => (/* binding */ refuseNonFile)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _domain_constants_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5541);
/* harmony import */ var _domain_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(241);
/* harmony import */ var _lib_text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9112);
// Where a `backup-file` path leads: resolved once against the workspace, symlinks followed as far as it
// exists; the one confinement rule (the workspace or the runner's temp folder) and what it refuses, for both roles.





/**
 * `place` is `parent` or below it (a name that merely starts with `..`, such as `..backup.xenioo`,
 * is below it). `paths` is the platform's path module (`path.win32` in a test of Windows paths).
 */
function inside(place, parent, paths = (node_path__WEBPACK_IMPORTED_MODULE_1___default())) {
    const rel = paths.relative(parent, place);
    return rel === '' || (rel !== '..' && !rel.startsWith(`..${paths.sep}`) && !paths.isAbsolute(rel));
}
/** The refusal of a `backup-file` that `leads` (`would be written`) outside the confinement. */
function outsideRefusal(shown, leads, { words }) {
    return new _domain_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(_domain_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.BackupFile, `'${shown}' ${leads} outside ${words.folders}.`, `Point ${words.input(_domain_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.BackupFile)} at ${words.within}; a symlink must not lead outside it.`);
}
/** Refuses a `backup-file` that is a directory or not a regular file; `fix`, the role's. */
function refuseNonFile(shown, info, fix) {
    if (info.isFile())
        return;
    throw new _domain_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(_domain_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.BackupFile, `'${shown}' is ${info.isDirectory() ? 'a directory' : 'not a regular file'}.`, fix);
}
/** The real path of `place`, or of its nearest existing folder joined with the rest. */
async function nearestReal(place) {
    try {
        return { path: await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(place), exists: true };
    }
    catch {
        const parent = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(place);
        if (parent === place)
            return { path: place, exists: false };
        return { path: node_path__WEBPACK_IMPORTED_MODULE_1___default().join((await nearestReal(parent)).path, node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(place)), exists: false };
    }
}
/** Resolves `inputPath` against the workspace and says where it lies. */
async function resolveInputPath(inputPath, folders) {
    const place = await nearestReal(node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(folders.workspace, inputPath));
    const roots = await Promise.all([folders.workspace, folders.runnerTemp].filter((r) => !!r).map(async (r) => (await nearestReal(r)).path));
    const within = roots.includes(place.path)
        ? 'itself'
        : roots.some(root => inside(place.path, root))
            ? 'below'
            : 'outside';
    return { ...place, within, inputPath, shown: (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_4__/* .untrusted */ .bp)(inputPath, 200) };
}


/***/ }),

/***/ 4733:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $y: () => (/* binding */ notAFile),
/* harmony export */   PA: () => (/* binding */ placeFileOr),
/* harmony export */   wZ: () => (/* binding */ makeFolders)
/* harmony export */ });
/* unused harmony export placeFile */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
// A file this tool writes as its own: its folders made one level at a time (a recursive mkdir can spin), the text
// written to a new file beside it and renamed into place, so a link or a file in its place is replaced, never written through.



/** Makes `folder` and its missing parents (`mode`) one at a time: Node's recursive mkdir spins under /proc. */
function makeFolders(folder, mode = 0o777) {
    const missing = [];
    for (let at = folder; !(0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(at, { throwIfNoEntry: false }); at = node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(at))
        missing.unshift(at);
    for (const at of missing) {
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.mkdirSync)(at, { mode });
        }
        catch (err) {
            if (err.code !== 'EEXIST')
                throw err;
        }
    }
}
/** Why `file` cannot be a file this tool places (a folder, a pipe or a device, links followed); undefined when it can. */
function notAFile(file) {
    let st;
    try {
        st = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(file, { throwIfNoEntry: false });
    }
    catch {
        return undefined;
    }
    if (!st || st.isFile())
        return undefined;
    return st.isDirectory() ? 'is a folder' : 'is a pipe or a device';
}
/** Writes `text` to a new file beside `file`, then renames it over `file`; nothing is left behind when it cannot. */
function placeFile(file, text) {
    makeFolders(node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(file));
    const temp = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(file), `.${node_path__WEBPACK_IMPORTED_MODULE_2___default().basename(file)}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(6).toString('hex')}.tmp`);
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.writeFileSync)(temp, text, { flag: 'wx', mode: 0o644 });
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.renameSync)(temp, file);
    }
    catch (err) {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.rmSync)(temp, { force: true });
        throw err;
    }
}
const fileReason = (err) => err instanceof Error ? (err.message.split(', ')[0] ?? err.message) : String(err);
/** `placeFile`, or what `failed` makes of why it could not (the error's first clause: `ENOTDIR: not a directory`). */
function placeFileOr(file, text, failed) {
    try {
        placeFile(file, text);
        return undefined;
    }
    catch (err) {
        return failed(fileReason(err));
    }
}


/***/ })

};
