export const id = 288;
export const ids = [288];
export const modules = {

/***/ 3288:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  main: () => (/* binding */ main)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/domain/constants.ts
var constants = __webpack_require__(5541);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: ./src/domain/input-values.ts
var input_values = __webpack_require__(7611);
// EXTERNAL MODULE: ./src/domain/operations.ts
var operations = __webpack_require__(3048);
// EXTERNAL MODULE: ./src/lib/text.ts
var lib_text = __webpack_require__(9112);
// EXTERNAL MODULE: ./src/domain/auth.ts
var domain_auth = __webpack_require__(7756);
// EXTERNAL MODULE: ./src/domain/errors.ts
var errors = __webpack_require__(241);
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



const FIX = "Write each line of 'script' as 'say: <text>', 'click: <button text>', 'expect: <text>' (or 'expect: /regex/'), or 'expect-not: <text>'.";
function pattern(value, line) {
    const re = /^\/(.+)\/([a-z]*)$/.exec(value);
    if (!re)
        return { text: value.toLowerCase() };
    try {
        return { regex: new RegExp(re[1], re[2]) };
    }
    catch {
        throw new errors/* InputError */.dz('script', `line ${line} has a regular expression that does not compile: ${(0,lib_text/* untrusted */.bp)(value, 80)}.`, FIX);
    }
}
function step(raw, line) {
    const m = /^(say|click|expect|expect-not)\s*:\s*(.*)$/i.exec(raw);
    const value = m?.[2]?.trim() ?? '';
    if (!m || value === '')
        throw new errors/* InputError */.dz('script', `line ${line} is not a step: '${(0,lib_text/* untrusted */.bp)(raw, 80)}'.`, FIX);
    const kind = m[1].toLowerCase();
    if (kind === 'say' || kind === 'click')
        return { kind, text: value, line };
    const check = { pattern: pattern(value, line), source: value, line };
    return kind === 'expect' ? { kind, ...check } : { kind: 'expect-not', ...check };
}
/** The lines that say something, with their numbers: blank lines and `#` comments left out. */
function linesOf(text) {
    return text
        .split(/\r?\n/)
        .map((raw, i) => ({ raw: raw.trim(), line: i + 1 }))
        .filter(({ raw }) => raw !== '' && !raw.startsWith('#'));
}
/** The steps of the script; an InputError names a bad line, or a script that checks nothing. */
function readScript(text) {
    const steps = linesOf(text).map(({ raw, line }) => step(raw, line));
    if (steps.length === 0) {
        throw new errors/* InputError */.dz('script', 'is empty.', "Write the conversation as lines of 'say: …' and 'expect: …'.");
    }
    if (!steps.some(s => s.kind === 'say' || s.kind === 'click' || s.kind === 'expect')) {
        throw new errors/* InputError */.dz('script', 'has no step that says, clicks or expects anything.', FIX);
    }
    return steps;
}
function readVariables(text) {
    return linesOf(text).map(({ raw, line }) => {
        const at = raw.indexOf('=');
        if (at <= 0) {
            throw new errors/* InputError */.dz('variables', `line ${line} is not 'name=value': '${(0,lib_text/* untrusted */.bp)(raw, 80)}'.`, "Write each line of 'variables' as name=value.");
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



/** The smoke test failed: a line of the script, the channel, the time limit or a cancel. */
class SmokeTestFailed extends errors/* ActionError */.lZ {
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
            throw new SmokeTestFailed(`The smoke test ended: an operator ${reply.controlType === 2 ? 'took over' : 'was requested in'} the conversation, so the bot no longer answers it.`, `Keep the script to paths that stay with the bot. ${this.wayBack}`);
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
    return new SmokeTestFailed(`The smoke test failed at line ${step.line} of 'script' (${what}); since the last message the bot said: ${said}.`, s.said.wayBack);
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
const CHECK_CHANNEL = "Check that the bot's custom channel is enabled and live ('channel-endpoint', 'channel-key').";
/** Why the conversation stopped short of `what`: the step was cancelled, the time limit came, or the channel failed. */
function stopped(what, s, err) {
    const { wayBack } = s.said;
    if (s.talk.cancel.signal.aborted)
        return new SmokeTestFailed(`The smoke test was cancelled as it tried to ${what}.`, wayBack);
    const why = err instanceof Error ? err.message : String(err);
    if (err instanceof ChannelRefused) {
        return new SmokeTestFailed(`The smoke test could not ${what}: the channel refused ${s.talk.bearerName} (${why}).`, `Check ${s.talk.bearerName}: give 'channel-key' the key of the bot's custom channel (its settings show it), or leave it empty to use a bot-level token on the current channel form. ${wayBack}`);
    }
    const within = left(s) > 1000 ? '' : ` within 'timeout-seconds' (${s.talk.timeoutMs / 1000} s)`;
    return new SmokeTestFailed(`The smoke test could not ${what}${within}: the channel gave ${why}.`, `${CHECK_CHANNEL} ${wayBack}`);
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

;// CONCATENATED MODULE: ./src/smoke/session.ts
// The smoke test without a shell: its settings read from any input source before any request, the bearer,
// and the conversation through the custom channel; each shell (the action, the command line) says how it went.










/** The inputs of smoke-test/action.yml; the credentials are named as the deploy action names them. */
const CHANNEL = ['channel-endpoint', 'channel-key', 'user-id', 'variables', 'timeout-seconds'];
const CREDENTIALS = ['service-endpoint', 'account-api-key', 'bot-api-key', 'bot-api-secret', 'token'];
const INPUTS = ['script', ...CREDENTIALS, ...CHANNEL, 'next-restore-at', 'next-publish-at'];
const SECRETS = [...CREDENTIALS.slice(1), 'channel-key'];
/** An input sent in an HTTP header (`user-id`, the channel's key): refused when it cannot be. */
function headerInput(source, name) {
    const value = source.getInput(name);
    if ((0,lib_text/* isHeaderValue */.j3)(value) && !value.includes('\t'))
        return value;
    throw new errors/* InputError */.dz(name, 'holds a control character (a line break, a tab) or a character outside Latin-1: it cannot be sent in an HTTP header.', `Write '${name}' on one line, in plain characters${name === 'channel-key' ? ', exactly as the channel gives it' : ''}.`);
}
/** The service endpoint, where the run needs it: for the channel's default endpoint, or to request a token. */
function serviceEndpoint(source, why) {
    const given = source.getInput('service-endpoint');
    if (given === '') {
        throw new errors/* InputError */.dz('service-endpoint', `is empty, and ${why}.`, "Set 'service-endpoint' to the bot's service endpoint (bot settings, developers section), or give 'channel-endpoint' and 'channel-key'.");
    }
    return (0,input_values/* baseUrl */.pc)('service-endpoint', given, "the bot's service endpoint (bot settings, developers section)");
}
function bearerOf(source, key) {
    if (key !== '')
        return { given: key, name: "'channel-key'" };
    if (SECRETS.every(name => source.getInput(name) === '')) {
        throw new errors/* InputError */.dz('channel-key', "is empty, and so are 'token' and the keys: the channel needs its key or a bot-level token.", "Give 'channel-key' (the custom channel's own key, or the bot's API key where the account uses the simplified scheme), a bot-level 'token', or 'account-api-key', 'bot-api-key' and 'bot-api-secret' to request one, each from a secret.");
    }
    const auth = (0,domain_auth/* readAuth */.H)(source, { name: 'smoke-test', token: 'bot' });
    if (auth.level === 'token')
        return { given: auth.token, name: "'token'" };
    return {
        request: auth,
        endpoint: serviceEndpoint(source, 'without a channel key the smoke test requests a bot-level token there')
    };
}
/** A time the deploy step gave (`next-restore-at`, `next-publish-at`), when given. */
function timeInput(source, name) {
    const value = source.getInput(name);
    if (value === '')
        return undefined;
    if (Number.isNaN(Date.parse(value))) {
        throw new errors/* InputError */.dz(name, 'is not a time.', `Pass the deploy step's output '${name}' as it is, or leave it empty.`);
    }
    return new Date(value).toISOString();
}
/**
 * What a failed smoke test says of the live bot: after a deploy that gave its next times, the way
 * back and from when the platform lets each of its calls go out; else that this step changed nothing.
 */
function wayBack(restore, publish) {
    const when = (at) => (at ? `from ${at}` : 'once its hour allows');
    if (restore) {
        return `The new version is live. To go back, deploy the backup that ran before (revert the commit that changed it, or deploy a snapshot if the workflow took one) or a fixed one: a rollback overwrite can go out from ${restore}, and its publish ${when(publish)} (the platform allows one of each per bot per hour).`;
    }
    if (publish) {
        return `The bot's draft is live now. To go back, overwrite the draft with the backup that ran before and publish it: the next publish can go out from ${publish} (one publish per bot per hour); an overwrite has its own hour, which the deploy did not read.`;
    }
    return 'This step changed nothing: the live bot is as the steps before it left it. Fix the bot (deploy a fixed backup and publish it) or the script.';
}
/** The smoke test's settings from its inputs, wherever they come from (the runner's, in this action). */
function readSettings(source) {
    const steps = readScript(source.getInput('script'));
    const given = source.getInput('channel-endpoint');
    const what = "the custom channel's endpoint (its integration endpoint in the channel's settings)";
    const endpoint = given === ''
        ? `${serviceEndpoint(source, "'channel-endpoint' is empty: its default is '{service-endpoint}/custom'")}/custom`
        : (0,input_values/* baseUrl */.pc)('channel-endpoint', given, what);
    return {
        steps,
        variables: readVariables(source.getInput('variables')),
        endpoint,
        bearer: bearerOf(source, headerInput(source, 'channel-key')),
        userId: headerInput(source, 'user-id') || 'xenioo-deploy-smoke-test',
        timeoutMs: (0,input_values/* wholeNumber */.rD)('timeout-seconds', source.getInput('timeout-seconds'), 30, 600) * 1000,
        wayBack: wayBack(timeInput(source, 'next-restore-at'), timeInput(source, 'next-publish-at'))
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
/** Reads the settings from `source`, then talks to the live bot: the bearer (requested with keys), the conversation. Never throws. */
async function smokeTest(source, shell) {
    const { secrets, log, cancel } = shell;
    try {
        const settings = readSettings(source);
        const [redact, redactAll] = [(t) => secrets.redact(t), (t) => secrets.redactAll(t)];
        const options = { ...shell, attempts: 3, timeoutMs: settings.timeoutMs, log: { info: log }, redact, redactAll };
        const { bearer } = settings;
        const token = 'given' in bearer ? bearer.given : await requestToken(bearer, new client.PlatformClient(options), shell);
        const transport = new platform_transport/* Transport */.oK(options);
        const channel = new ChannelSession(transport, { ...options, ...settings, bearer: token });
        const bearerName = 'given' in bearer ? bearer.name : 'the bot-level token';
        const talk = { ...settings, ...options, channel, bearerName, clock: time/* realClock */.dQ, cancel, log };
        const report = await converse(talk).finally(() => transport.close());
        return { report, failure: report.error };
    }
    catch (err) {
        return { failure: (0,errors/* asActionError */.z6)(err) };
    }
}
/** How the smoke test ended, for a heading and the `result` output. */
const resultOf = (r) => (r ? (r.passed ? 'passed' : 'failed') : 'not run');
/** The transcript as lines for people (`You: …`, `Bot: …`, `Check: … ✓`), and the channel it went through. */
function transcriptLines(report) {
    const who = { user: 'You', bot: 'Bot', check: 'Check' };
    const lines = report.transcript.map(l => `${who[l.who]}: ${l.text}${l.who === 'check' ? (l.held ? ' ✓' : ' ✗') : ''}`);
    return lines.length > 0 ? lines : ['(nothing was said)'];
}
/** Which way the conversation went, and the bot's version when the channel said. */
const throughText = (report) => `Through the bot's custom channel${report.version === undefined ? '' : `; the bot's version is ${report.version}`}.`;

;// CONCATENATED MODULE: ./src/cli/args.ts
// The command line's words: its commands (the operations, and the smoke test), its flags (the action's inputs,
// derived from their lists), secrets from the environment only, and the help; a mistake is a UsageError.







/** A mistake in the command line itself, or in what it names (a file, the environment): exit 2, before any request. */
class UsageError extends Error {
}
const COMMANDS = [...operations/* Operations */.Pg, 'smoke-test'];
/** The command line's own flags, beside the action's inputs. */
const OWN = ['json', 'env-file', 'credentials-file', 'ledger', 'verbose', 'help', 'version'];
const OWN_SWITCHES = ['json', 'verbose', 'help', 'version'];
/** Every secret, named as the actions name their inputs: read from the environment only, never from a flag. */
const args_SECRETS = [...new Set([...constants/* SecretInputs */.K, ...SECRETS])];
/** Where an input comes from in the environment: `account-api-key` → `XENIOO_ACCOUNT_API_KEY`. */
const envName = (input) => `XENIOO_${input.toUpperCase().replace(/-/g, '_')}`;
/** The inputs the environment may give: the secrets, and the service endpoint (a flag wins). */
const FROM_ENV = [...args_SECRETS, constants/* Input */.pd.ServiceEndpoint];
/** The deploy's inputs a flag gives: all but the operation (the command), the secrets and `output-credentials` (`--credentials-file`). */
const DEPLOY_FLAGS = Object.values(constants/* Input */.pd).filter(n => n !== constants/* Input */.pd.Operation && n !== constants/* Input */.pd.OutputCredentials && !args_SECRETS.includes(n));
const SWITCHES = [constants/* Input */.pd.Publish, constants/* Input */.pd.SkipUnchanged, constants/* Input */.pd.DryRun];
const SMOKE_FLAGS = INPUTS.filter(n => !args_SECRETS.includes(n));
/** The flags a command takes (an operation refuses some of them with the action's words: `readInputs`). */
const flagsOf = (command) => (command === 'smoke-test' ? SMOKE_FLAGS : DEPLOY_FLAGS);
function refuseSecret(name) {
    throw new UsageError(`--${name} is a secret: give it in the environment variable ${envName(name)} (or in a file named by --env-file), never as a flag: command lines are logged by many CI systems and kept in shell history.`);
}
/** Reads the arguments: the command, then its flags as `--name value`, `--name=value`, a switch alone or `--no-<switch>`. */
function parseArgs(args) {
    let command;
    const flags = new Map();
    const own = {};
    for (let i = 0; i < args.length; i++) {
        const arg = args[i];
        if (arg === '-h')
            own.help = 'true';
        else if (!arg.startsWith('--')) {
            if (command)
                throw new UsageError(`'${arg.slice(0, 60)}' is not a flag, and the command is already '${command}'.`);
            command = COMMANDS.find(c => c === arg);
            if (!command) {
                const near = (0,input_values/* closestOf */.P9)(arg, COMMANDS);
                throw new UsageError(`'${arg.slice(0, 60)}' is not a command${near ? `; did you mean '${near}'?` : '.'}`);
            }
        }
        else {
            const [raw = '', inline] = arg.slice(2).split(/=(.*)/s);
            const negated = raw.startsWith('no-') && SWITCHES.includes(raw.slice(3));
            const name = negated ? raw.slice(3) : raw;
            if (args_SECRETS.includes(name))
                refuseSecret(name);
            const switched = OWN_SWITCHES.includes(name) || SWITCHES.includes(name);
            const value = negated ? 'false' : (inline ?? (switched ? 'true' : args[++i]));
            if (value === undefined)
                throw new UsageError(`--${name} needs a value.`);
            if (OWN.includes(name))
                own[name] = value;
            else if (flags.has(name))
                throw new UsageError(`--${name} is given twice.`);
            else
                flags.set(name, value);
        }
    }
    return { command, flags, own };
}
/** Refuses a flag the command does not take, naming the closest it does. */
function checkFlags(parsed, command) {
    const known = flagsOf(command);
    for (const name of parsed.flags.keys()) {
        if (known.includes(name))
            continue;
        const everywhere = [...new Set([...DEPLOY_FLAGS, ...SMOKE_FLAGS, ...OWN])];
        const near = everywhere.includes(name) ? undefined : (0,input_values/* closestOf */.P9)(name, [...known, ...OWN]);
        const why = everywhere.includes(name) ? `'${command}' does not take it` : 'no such flag';
        throw new UsageError(`--${name.slice(0, 60)}: ${why}${near ? `; did you mean --${near}?` : '.'} See 'xenioo-deploy ${command} --help'.`);
    }
}
/** The environment with `--env-file`'s variables under it: a variable the environment sets wins, as with Node's own `--env-file`. */
function environment(parsed, env) {
    const file = parsed.own['env-file'];
    if (!file)
        return env;
    let text;
    try {
        text = (0,external_node_fs_.readFileSync)(file, 'utf8');
    }
    catch (err) {
        throw new UsageError(`--env-file '${file}' cannot be read (${(0,lib_text/* reasonOf */.A3)(err)}).`);
    }
    return { ...(0,external_node_util_.parseEnv)(text), ...env };
}
/** The YAML 1.2 core schema's booleans, as the runner's `getBooleanInput` reads them. */
const BOOLEANS = {
    true: true,
    True: true,
    TRUE: true,
    false: false,
    False: false,
    FALSE: false
};
/** The inputs as the action reads them: a flag, else the environment's variable; trimmed, as the runner's are. */
function inputSource(flags, env) {
    const getInput = (name) => (flags.get(name) ?? (FROM_ENV.includes(name) ? env[envName(name)] : '') ?? '').trim();
    return {
        getInput,
        getBooleanInput: name => {
            const value = BOOLEANS[getInput(name)];
            if (value === undefined)
                throw new TypeError(`${name} is not a boolean`);
            return value;
        }
    };
}
/** The secrets the environment holds for the inputs, as given (the redactor must know them whatever is read). */
const secretsIn = (env) => args_SECRETS.map(n => env[envName(n)] ?? '');
/** An input's name as the command line spells it, in a message of the action's words. */
function asCommandLine(text) {
    return text.replace(/'([a-z]+(?:-[a-z]+)*)'/g, (whole, name) => {
        if (FROM_ENV.includes(name) && !DEPLOY_FLAGS.includes(name) && !SMOKE_FLAGS.includes(name))
            return envName(name);
        if (name === constants/* Input */.pd.OutputCredentials)
            return '--credentials-file';
        return [...DEPLOY_FLAGS, ...SMOKE_FLAGS].includes(name) ? `--${name}` : whole;
    });
}
const VALUE = {
    [constants/* Input */.pd.Throttle]: 'cache|required|off',
    [constants/* Input */.pd.OnThrottle]: 'fail|skip|wait',
    [constants/* Input */.pd.MaxWaitMinutes]: `N (default ${constants/* Defaults */.Hw.maxWaitMinutes})`,
    [constants/* Input */.pd.Retries]: `N (default ${constants/* Defaults */.Hw.retries})`,
    [constants/* Input */.pd.TimeoutSeconds]: `N (default ${constants/* Defaults */.Hw.timeoutSeconds})`,
    [constants/* Input */.pd.MaxBackupMib]: `N (default ${constants/* Defaults */.Hw.maxBackupMib})`,
    script: 'FILE (- for standard input)'
};
const COMMON = `  --json                  standard output: one JSON object, its keys the action's output names
  --env-file FILE         read the environment variables below from FILE too (the environment wins)
  --verbose               debug lines too
  -h, --help              this help`;
function helpText(command, version) {
    if (!command) {
        return `xenioo-deploy ${version}: the Xenioo deploy action's operations from a terminal or any CI.

Usage: xenioo-deploy <command> [flags]

Commands:
${COMMANDS.map(c => `  ${c}`).join('\n')}

Secrets come from the environment only: ${args_SECRETS.map(envName).join(', ')}; the endpoint from --service-endpoint or ${envName(constants/* Input */.pd.ServiceEndpoint)}.
Exit codes: 0 done (unchanged and skipped too), 1 failed, 2 usage or input refused before any request, 3 refused by the hour's throttle before any call.
'xenioo-deploy <command> --help' lists a command's flags; --version prints the version.`;
    }
    const taken = flagsOf(command).filter(n => command === 'smoke-test' || !operations/* OPERATIONS */.xb[command].refuses[n]);
    const flags = taken.map(n => `  --${n}${SWITCHES.includes(n) ? '' : ` ${VALUE[n] ?? 'VALUE'}`}`);
    const own = command === 'smoke-test'
        ? []
        : [
            `  --credentials-file FILE write the new keys there (mode 0600; it must not exist yet)${operations/* OPERATIONS */.xb[command].newBot ? ': required' : ''}`,
            `  --ledger DIR            the throttle ledger's folder (or XENIOO_LEDGER; default ~/.local/state/xenioo-deploy/ledger)`
        ];
    return `Usage: xenioo-deploy ${command} [flags]

Flags (each the action's input of the same name, README "Inputs"):
${[...flags, ...own].join('\n')}
${COMMON}

Environment: ${[...(command === 'smoke-test' ? SECRETS : constants/* SecretInputs */.K), constants/* Input */.pd.ServiceEndpoint].map(envName).join(', ')}.`;
}

// EXTERNAL MODULE: ./node_modules/proxy-from-env/index.js
var proxy_from_env = __webpack_require__(8182);
// EXTERNAL MODULE: ./src/lib/cancel.ts
var lib_cancel = __webpack_require__(5321);
;// CONCATENATED MODULE: ./src/lib/secrets.ts
// The run's secrets: masked the moment they are known, and removed from outside text in the forms a server
// is known to echo them in (as given, JSON- or percent-escaped, base64, any run of 16); docs/security.md.
/** The longest part of a secret that may be repeated: any longer run of one of its forms is removed. */
const FRAGMENT = 16;
/**
 * `text` read through one round of JSON's escapes (a .NET server writes `+` as `\u002B` and `/` as `\/`:
 * platform-facts.md, "Backup") and of percent-encoding; each character keeps the span of `text` it came from.
 */
function decoded(text) {
    let [out, last] = ['', 0];
    const spans = [];
    const keep = (c, from, end) => {
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
/** `text` with the given spans of it replaced by `***`, overlapping spans as one. */
function replaced(text, spans) {
    let [out, next] = ['', 0];
    for (const [from, end] of spans.sort((x, y) => x[0] - y[0])) {
        if (end > next)
            out += `${text.slice(next, Math.max(next, from))}***`;
        next = Math.max(next, end);
    }
    return out + text.slice(next);
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

// EXTERNAL MODULE: ./src/domain/inputs.ts
var domain_inputs = __webpack_require__(3543);
// EXTERNAL MODULE: ./src/run/outcome.ts
var run_outcome = __webpack_require__(6497);
;// CONCATENATED MODULE: ./src/run/entry.ts
// A deploy from its inputs, whatever shell hands them over (the action; a command line): the inputs read,
// the operation loaded and run with the shell's ports; any failure is the outcome. No word of GitHub here.


/** Reads the inputs from `source`, then loads and runs the operation on `shell`'s ports; never throws. */
async function deployFrom(source, shell, secrets, cancel) {
    let inputs;
    try {
        inputs = (0,domain_inputs/* readInputs */.K)(source);
        const { runOperation } = await __webpack_require__.e(/* import() */ 932).then(__webpack_require__.bind(__webpack_require__, 6932));
        return { inputs, ...(await runOperation(inputs, secrets, shell, cancel)) };
    }
    catch (err) {
        return { inputs, outcome: (0,run_outcome/* ended */.v6)(err, 'before-call', {}) };
    }
}

// EXTERNAL MODULE: ./src/run/record.ts
var record = __webpack_require__(1624);
// EXTERNAL MODULE: ./src/domain/throttle.ts
var throttle = __webpack_require__(6314);
// EXTERNAL MODULE: ./src/ledger/sight.ts
var sight = __webpack_require__(4348);
;// CONCATENATED MODULE: ./src/run/report.ts
// A run's report in words, for whatever shows it (the job summary's HTML, a terminal): the heading, the
// paragraphs and the table's rows, derived from the outcome and what the steps said of it. No I/O.



const TOKEN_LEVEL = {
    account: 'account-wide',
    bot: 'bot-level',
    name: "bot-level, the bot chosen by 'bot-name'",
    token: 'given as input (level unknown)'
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
        return "ledger off ('throttle: off')";
    const off = (0,sight/* offBecause */.yl)(v.sight);
    if (off)
        return `ledger off for this run: ${off}`;
    const cannot = (0,sight/* sightText */.$t)(v.sight);
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
    const last = (0,throttle/* lastShort */.TP)(limit, state.lastAt, state.lastCall);
    return state.throttled ? `${last}; next allowed ${state.nextAt.toISOString()} (throttled)` : `${last}; allowed now`;
}
/** Whether the run's ledger entries were saved, or left to the post step. */
function ledgerText(recorded, leftToPost, sight) {
    if (recorded)
        return 'saved';
    if (sight.mute)
        return `not saved: ${sight.mute}`;
    return leftToPost
        ? 'not saved by this step: left to the post step, which tries again at the end of the job'
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
        : [['Ledger entry', ledgerText(outcome.recorded, outcome.leftToPost, v.sight)]];
    return [
        ['Operation', inputs?.operation.name ?? v.operation ?? '—'],
        ['Service endpoint host', endpoint?.host ?? '—'],
        // The route given (not a secret): a restore's new bot, or a bot chosen by name, is not on it.
        ['Service endpoint (route)', endpoint ? endpoint.pathname.replace(/^\/+/, '') || '/' : '—'],
        ...(outcome.botName === undefined ? [] : [['Bot (name)', outcome.botName]]),
        ['Token level', inputs ? TOKEN_LEVEL[inputs.auth.level] : '—'],
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
    const op = v.inputs.operation.name;
    const ledger = v.outcome.recorded === false
        ? `the throttle ledger entry was not saved${v.outcome.leftToPost ? ' by this step: it is left to the post step, which saves it at the end of the job' : ', so the ledger does not know of this ' + op}`
        : 'nothing was left undone';
    return [...plan, `The run was cancelled (${v.cancelled}) after the ${op} succeeded: ${ledger}.`];
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
;// CONCATENATED MODULE: ./src/cli/folder-store.ts
// The ledger's store for the command line: a folder of its own (`--ledger`), one entry a line in a file that
// only grows by appends, read whole at a lookup; the same sealed keys and rules as the action's cache.





/** The entries' file in the folder; a line is `{"key": …, "savedAt": …}`. */
const ENTRIES_FILE = 'entries.jsonl';
/** Past this size a save keeps only the entries within the ledger's horizon (the rest can never be read). */
const PRUNE_BYTES = 256 * 1024;
/** The ledger's folder: `--ledger`, else XENIOO_LEDGER, else under XDG_STATE_HOME (or ~/.local/state). */
function ledgerFolder(given, env) {
    if (given)
        return external_node_path_default().resolve(given);
    if (env.XENIOO_LEDGER)
        return external_node_path_default().resolve(env.XENIOO_LEDGER);
    const state = env.XDG_STATE_HOME && external_node_path_default().isAbsolute(env.XDG_STATE_HOME) ? env.XDG_STATE_HOME : undefined;
    return external_node_path_default().join(state ?? external_node_path_default().join((0,external_node_os_.homedir)(), '.local', 'state'), 'xenioo-deploy', 'ledger');
}
/** The file's entries in the order they were saved; a line that is not one (a cut write, an edit) is passed over. */
function folder_store_linesOf(text) {
    return text.split('\n').flatMap(raw => {
        try {
            const v = JSON.parse(raw);
            return (0,lib_text/* isRecord */.u4)(v) && typeof v.key === 'string' && Number.isSafeInteger(v.savedAt) ? [v] : [];
        }
        catch {
            return [];
        }
    });
}
/** Opens (and makes, private to the user) the folder: the store, or why it cannot be used. */
async function openFolderStore(folder, now = () => Date.now()) {
    try {
        await (0,promises_.mkdir)(folder, { recursive: true, mode: 0o700 });
    }
    catch (err) {
        return `the ledger folder '${folder}' cannot be made (${(0,lib_text/* reasonOf */.A3)(err)})`;
    }
    const file = external_node_path_default().join(folder, ENTRIES_FILE);
    const read = async () => folder_store_linesOf(await (0,promises_.readFile)(file, 'utf8').catch(() => ''));
    return {
        name: `the ledger folder '${folder}'`,
        async lookup(prefixes) {
            const lines = await read();
            for (const prefix of prefixes) {
                const hit = lines.findLast(l => l.key.startsWith(prefix));
                if (hit)
                    return hit.key;
            }
            return undefined;
        },
        async save(key) {
            await (0,promises_.appendFile)(file, `${JSON.stringify({ key, savedAt: now() })}\n`, { mode: 0o600 });
            if ((await (0,promises_.stat)(file)).size <= PRUNE_BYTES)
                return;
            const kept = (await read()).filter(l => l.savedAt >= now() - constants/* LEDGER_HORIZON_MS */.hq);
            const temp = `${file}.${process.pid}.tmp`;
            await (0,promises_.writeFile)(temp, kept.map(l => `${JSON.stringify(l)}\n`).join(''), { mode: 0o600 });
            await (0,promises_.rename)(temp, file);
        }
    };
}

;// CONCATENATED MODULE: ./src/cli/terminal.ts
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

;// CONCATENATED MODULE: ./src/cli/deploy.ts
// A deploy command (restore, overwrite, clone-by-ref, publish, backup): the flags and the environment handed to
// the same deploy as the action's (run/entry.ts), the ledger in a folder, new keys only in the file named.















/** What every request says it is. */
const USER_AGENT = `xenioo-deploy/${constants/* ACTION_VERSION */.Yt} (command line)`;
/** The proxy a request takes, from the usual variables (HTTPS_PROXY, NO_PROXY, …), as curl and most tools read them. */
const proxyFor = (url) => (0,proxy_from_env/* getProxyForUrl */.T)(url.href) || undefined;
/** The exit codes of the contract for scripts (README, "From a laptop or another CI"). */
const Exit = { Done: 0, Failed: 1, Refused: 2, Throttled: 3 };
/** The operations whose call answers a bot's key and secret (run/call.ts's bot calls): a call first, no backup received. */
const answersKeys = (name) => operations/* OPERATIONS */.xb[name].steps[0] === 'call' && operations/* OPERATIONS */.xb[name].backup !== 'receive';
/** The file the keys go to, created now (0600, never over an existing file), so a run that cannot keep them sends nothing. */
function claimCredentials(file, name) {
    if (!file) {
        if (!operations/* OPERATIONS */.xb[name].newBot)
            return undefined;
        throw new UsageError(`'${name}' makes a new bot, whose key and secret the platform answers once: give --credentials-file FILE (a new file, written with mode 0600) to keep them.`);
    }
    if (!answersKeys(name))
        throw new UsageError(`--credentials-file: '${name}' answers no keys; remove it.`);
    try {
        return (0,external_node_fs_.openSync)(file, 'wx', 0o600);
    }
    catch (err) {
        const exists = err.code === 'EEXIST';
        throw new UsageError(exists
            ? `--credentials-file '${file}' exists already: name a new file (it may hold the keys of another bot).`
            : `--credentials-file '${file}' cannot be created (${(0,lib_text/* reasonOf */.A3)(err)}).`);
    }
}
/** The outputs a run set, the keys written to their file (never kept here), and what went wrong writing them. */
class Outputs {
    values = new Map();
    #fd;
    written = false;
    trouble;
    constructor(fd) {
        this.#fd = fd;
    }
    set(outputs, file) {
        const keys = outputs.filter(([name]) => name === constants/* Output */.k7.ApiKey || name === constants/* Output */.k7.ApiSecret);
        for (const [name, value] of outputs)
            if (!keys.some(([k]) => k === name))
                this.values.set(name, value);
        if (keys.length === 0 || this.#fd === undefined)
            return;
        try {
            (0,external_node_fs_.writeSync)(this.#fd, `${JSON.stringify(Object.fromEntries(keys), null, 2)}\n`);
            this.written = true;
        }
        catch (err) {
            this.trouble = `The new key and secret could not be written to '${file}' (${(0,lib_text/* reasonOf */.A3)(err)}); they are not shown here: the bot's developer settings show them.`;
        }
    }
    /** Closes the file; removes it when it holds nothing. */
    close(file) {
        if (this.#fd === undefined)
            return;
        (0,external_node_fs_.closeSync)(this.#fd);
        if (!this.written && file)
            (0,external_node_fs_.rmSync)(file, { force: true });
    }
}
/** The run's report on standard error: the heading, what a run without a call did, the rows. */
function report(log, d, view) {
    log.settle();
    const rows = rowsOf(view);
    const width = Math.max(...rows.map(([name]) => name.length));
    log.info('');
    for (const text of [headingText(view), ...paragraphsOf(view)])
        log.info(text);
    for (const [name, value] of rows)
        log.info(`  ${name.padEnd(width)}  ${value}`);
    for (const a of d.said?.annotations ?? [])
        log.error(a.message, a.title);
}
function exitOf(d, failed) {
    if (!failed)
        return Exit.Done;
    if (d.outcome.kind !== 'refused')
        return Exit.Failed;
    if (d.outcome.error instanceof errors/* InputError */.dz)
        return Exit.Refused;
    return d.outcome.throttled ? Exit.Throttled : Exit.Failed;
}
/** Runs `name` as the command line gave it; resolves to the exit code. */
async function deploy(name, parsed, io) {
    const startedAt = Date.now();
    const env = environment(parsed, io.env);
    const secrets = new Secrets(() => undefined);
    for (const value of secretsIn(env))
        secrets.add(value);
    checkFlags(parsed, name);
    const file = parsed.own['credentials-file'];
    const tty = !!io.stderr.isTTY;
    const log = terminalLog(io.stderr, env, secrets, { verbose: !!parsed.own.verbose });
    const outputs = new Outputs(claimCredentials(file, name));
    const folder = ledgerFolder(parsed.own.ledger, env);
    let left = [];
    const shell = {
        log,
        clock: { ...time/* realClock */.dQ, waitLogEveryMs: tty ? 1000 : CI_EVERY_MS },
        openStore: () => openFolderStore(folder),
        openPlatform: async (settings) => new (await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 2584))).PlatformClient({ ...settings, proxyFor }),
        folders: { workspace: process.cwd(), runnerTemp: undefined },
        setOutputs: given => outputs.set(given, file),
        origin: undefined,
        userAgent: USER_AGENT,
        sight: {},
        journal: { pending: entries => (left = entries) }
    };
    const flags = new Map([...parsed.flags, [constants/* Input */.pd.Operation, name], [constants/* Input */.pd.OutputCredentials, String(!!file)]]);
    const cancel = new lib_cancel/* Cancellation */.m();
    const stopListening = cancel.listen();
    const d = await deployFrom(inputSource(flags, env), shell, secrets, cancel);
    // What the ledger could not confirm is saved once more now, as the action's post step does at the end of the job.
    if (left.length > 0)
        await (0,record/* recordLeft */.hi)(left, shell.openStore, log);
    outputs.close(file);
    stopListening();
    const error = d.said?.error ?? ('error' in d.outcome ? d.outcome.error : undefined);
    const failure = error && {
        message: secrets.redact(asCommandLine((0,errors/* toldWhole */.vG)(error))),
        fix: secrets.redact(asCommandLine(error.fix))
    };
    const view = { startedAt, now: Date.now(), inputs: d.inputs, operation: name, ...d, failure, sight: {} };
    if (d.inputs)
        report(log, d, { ...view, cancelled: cancel.by });
    if (outputs.trouble)
        log.error(outputs.trouble, 'Credentials file');
    if (failure)
        log.info(`\nerror: ${failure.message}\n  fix: ${failure.fix}`);
    if (error)
        outputs.values.set(constants/* Output */.k7.Error, secrets.redact((0,errors/* toldShort */.AG)(error)));
    if (parsed.own.json)
        io.stdout.write(`${JSON.stringify(Object.fromEntries(outputs.values))}\n`);
    return outputs.trouble ? Exit.Failed : exitOf(d, !!failure);
}

;// CONCATENATED MODULE: ./src/cli/smoke.ts
// The smoke-test command: the script from a file or standard input, the channel's secrets from the environment,
// the same conversation as the smoke test action's (smoke/session.ts), its transcript on standard error.









/** The script's text: `--script FILE`, or `-` for standard input. */
function scriptText(flags, stdin) {
    const file = flags.get('script');
    if (file === undefined)
        throw new UsageError('--script FILE is needed: the script to say to the bot (- for standard input).');
    try {
        return file === '-' ? stdin() : (0,external_node_fs_.readFileSync)(file, 'utf8');
    }
    catch (err) {
        throw new UsageError(`--script '${file}' cannot be read (${(0,lib_text/* reasonOf */.A3)(err)}).`);
    }
}
async function smoke(parsed, io) {
    const env = environment(parsed, io.env);
    const secrets = new Secrets(() => undefined);
    for (const value of secretsIn(env))
        secrets.add(value);
    checkFlags(parsed, 'smoke-test');
    const log = terminalLog(io.stderr, env, secrets, { verbose: !!parsed.own.verbose });
    const flags = new Map([...parsed.flags, ['script', scriptText(parsed.flags, io.stdin)]]);
    const cancel = new lib_cancel/* Cancellation */.m();
    const stopListening = cancel.listen();
    const shell = { log: (m) => log.info(m), secrets, cancel, userAgent: USER_AGENT, proxyFor: proxyFor };
    const { report, failure } = await smokeTest(inputSource(flags, env), shell);
    stopListening();
    log.info(`\nXenioo smoke test — ${resultOf(report)}`);
    if (report)
        for (const line of [...transcriptLines(report), throughText(report)])
            log.info(`  ${line}`);
    if (failure)
        log.info(`\nerror: ${asCommandLine((0,errors/* toldWhole */.vG)(failure))}\n  fix: ${asCommandLine(failure.fix)}`);
    const out = {
        ...(report && { result: resultOf(report) }),
        ...(report?.version !== undefined && { 'bot-version': report.version }),
        ...(failure && { error: secrets.redact((0,errors/* toldShort */.AG)(failure)) })
    };
    if (parsed.own.json)
        io.stdout.write(`${JSON.stringify(out)}\n`);
    return report?.passed ? Exit.Done : failure instanceof errors/* InputError */.dz ? Exit.Refused : Exit.Failed;
}

;// CONCATENATED MODULE: ./src/cli/main.ts
// The command line's dispatch: the arguments read, `--help` and `--version`, then the command; a usage mistake
// is said on standard error with exit 2 (and, with `--json`, as the one JSON object on standard output).





async function main(args, io) {
    try {
        const parsed = parseArgs(args);
        if (parsed.own.version) {
            io.stdout.write(`${constants/* ACTION_VERSION */.Yt}\n`);
            return Exit.Done;
        }
        if (parsed.own.help || !parsed.command) {
            ;
            (parsed.own.help ? io.stdout : io.stderr).write(`${helpText(parsed.command, constants/* ACTION_VERSION */.Yt)}\n`);
            return parsed.own.help ? Exit.Done : Exit.Refused;
        }
        if (parsed.command === 'smoke-test')
            return await smoke(parsed, { ...io, stdin: () => (0,external_node_fs_.readFileSync)(0, 'utf8') });
        return await deploy(parsed.command, parsed, io);
    }
    catch (err) {
        if (!(err instanceof UsageError))
            throw err;
        const message = asCommandLine(err.message);
        io.stderr.write(`xenioo-deploy: ${message}\nSee 'xenioo-deploy --help'.\n`);
        if (args.includes('--json'))
            io.stdout.write(`${JSON.stringify({ error: message })}\n`);
        return Exit.Refused;
    }
}


/***/ }),

/***/ 7756:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ readAuth)
/* harmony export */ });
/* harmony import */ var _lib_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9112);
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5541);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(241);
// How the run authenticates, read from the key inputs: a token given as input, or the keys to
// request an account-wide or a bot-level one. Every contradiction is an InputError naming the fix.



function secret(source, name) {
    const value = source.getInput(name);
    if (/\s/.test(value)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(name, 'contains a space, tab or line break.', `Copy the value of '${name}' again into the secret, without spaces or line breaks.`);
    }
    return value;
}
function givenToken(token, keys) {
    const withKeys = Object.entries(keys)
        .filter(([, v]) => v !== '')
        .map(([n]) => `'${n}'`);
    if (withKeys.length > 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.Token, `is set together with ${withKeys.join(', ')}.`, `Give either '${_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.Token}' (a token issued earlier) or the keys to request one, not both.`);
    }
    if (!(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_2__/* .isHeaderValue */ .j3)(token)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.Token, 'holds a control character or a character outside Latin-1: it cannot be sent in an HTTP header.', `Copy the token again into the secret behind '${_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.Token}', exactly as the platform issued it.`);
    }
    return { level: 'token', token };
}
function checkPair(botApiKey, botApiSecret) {
    const missing = botApiKey !== '' && botApiSecret === ''
        ? _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotApiSecret
        : botApiKey === '' && botApiSecret !== ''
            ? _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotApiKey
            : undefined;
    if (missing === undefined)
        return;
    const other = missing === _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotApiKey ? _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotApiSecret : _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotApiKey;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(missing, `is empty while '${other}' is set.`, `Set both '${_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotApiKey}' and '${_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotApiSecret}' (the bot's developer settings show both), or neither.`);
}
/** The account key alone: enough for an account-wide operation, or with `bot-name` (`botName`, when the caller reads it) for a bot's. */
function accountOnly(accountApiKey, operation, botName) {
    if (operation.token === 'any')
        return { level: 'account', accountApiKey };
    if (botName)
        return { level: 'name', accountApiKey, botName };
    const byName = botName === undefined ? '' : `'${_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotName}' to the bot's name to choose it from the account's bots, or `;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotApiKey, `is needed: '${operation.name}' acts on the token's bot, so it needs a bot-level token, and only '${_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.AccountApiKey}' was given.`, `Set ${byName}'${_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotApiKey}' and '${_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotApiSecret}' of the bot to act on (its developer settings), or give a bot-level '${_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.Token}'.`);
}
function readAuth(source, operation, botName) {
    const accountApiKey = secret(source, _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.AccountApiKey);
    const botApiKey = secret(source, _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotApiKey);
    const botApiSecret = secret(source, _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotApiSecret);
    const token = secret(source, _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.Token);
    if (token !== '') {
        return givenToken(token, {
            [_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.AccountApiKey]: accountApiKey,
            [_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotApiKey]: botApiKey,
            [_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.BotApiSecret]: botApiSecret
        });
    }
    checkPair(botApiKey, botApiSecret);
    if (accountApiKey === '') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.AccountApiKey, 'is empty, and no token was given.', `Set '${_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.AccountApiKey}' from a secret (the account's profile section shows the key), or give '${_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.Token}'.`);
    }
    if (botApiKey === '')
        return accountOnly(accountApiKey, operation, botName);
    return { level: 'bot', accountApiKey, botApiKey, botApiSecret };
}


/***/ }),

/***/ 5541:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cc: () => (/* binding */ LEDGER_LOOKUP_LIMIT_MS),
/* harmony export */   E7: () => (/* binding */ PUBLISH_LEDGER_KEY_PREFIX),
/* harmony export */   Ee: () => (/* binding */ SAVE_LIMIT_WHEN_CANCELLED_MS),
/* harmony export */   Hw: () => (/* binding */ Defaults),
/* harmony export */   K: () => (/* binding */ SecretInputs),
/* harmony export */   Kb: () => (/* binding */ BACKUP_LEDGER_KEY_PREFIX),
/* harmony export */   Np: () => (/* binding */ ThrottleModes),
/* harmony export */   OY: () => (/* binding */ OnThrottleModes),
/* harmony export */   PV: () => (/* binding */ LEDGER_KEY_PREFIX),
/* harmony export */   Yt: () => (/* binding */ ACTION_VERSION),
/* harmony export */   hq: () => (/* binding */ LEDGER_HORIZON_MS),
/* harmony export */   k7: () => (/* binding */ Output),
/* harmony export */   lK: () => (/* binding */ LEDGER_SAVE_LIMIT_MS),
/* harmony export */   pd: () => (/* binding */ Input),
/* harmony export */   v5: () => (/* binding */ THROTTLE_MARGIN_MS),
/* harmony export */   xj: () => (/* binding */ THROTTLE_WINDOW_MS)
/* harmony export */ });
/* unused harmony exports userAgentOf, State, LEDGER_PATH */
// Every name the action shares with action.yml, the README and the tests lives here, once.
/** The action's version: package.json's, which the release releases (a repository test holds them equal). */
const ACTION_VERSION = '1.0.0';
/** What every request to the platform says it is, so its logs can tell this action's calls: never a secret. */
function userAgentOf(runId) {
    const run = runId && /^\d{1,20}$/.test(runId) ? ` (GitHub Actions run ${runId})` : '';
    return `xenioo-deploy-action/${ACTION_VERSION}${run}`;
}
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
    Publish: 'publish'
};
/** Inputs whose values are secrets: masked before anything else happens. */
const SecretInputs = [
    Input.AccountApiKey,
    Input.BotApiKey,
    Input.BotApiSecret,
    Input.Token
];
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
    Error: 'error'
};
/** What the main step leaves for its post step (`core.saveState`; the post step reads `STATE_<name>`). */
const State = {
    /** Set by the main step at its start: a run of the bundle with it is the post step. */
    IsPost: 'isPost',
    /** The ledger entries the main step has not confirmed saving (JSON), or empty when none are left. */
    Ledger: 'ledger'
};
const ThrottleModes = ['cache', 'required', 'off'];
const OnThrottleModes = ['fail', 'skip', 'wait'];
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
/* harmony export */   AG: () => (/* binding */ toldShort),
/* harmony export */   GL: () => (/* binding */ PlatformStatusError),
/* harmony export */   QA: () => (/* binding */ MaybeAppliedError),
/* harmony export */   RD: () => (/* binding */ ResponseShapeError),
/* harmony export */   Rc: () => (/* binding */ ConnectionError),
/* harmony export */   ZQ: () => (/* binding */ FileInputError),
/* harmony export */   cc: () => (/* binding */ CancelledError),
/* harmony export */   dz: () => (/* binding */ InputError),
/* harmony export */   h3: () => (/* binding */ NEXT_BACKUP_FIX),
/* harmony export */   hI: () => (/* binding */ HourRefusedError),
/* harmony export */   lZ: () => (/* binding */ ActionError),
/* harmony export */   rt: () => (/* binding */ CountedError),
/* harmony export */   vG: () => (/* binding */ toldWhole),
/* harmony export */   z6: () => (/* binding */ asActionError)
/* harmony export */ });
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
/** The error as the log and the summary say it: the action's sentence, then the platform's words. */
const toldWhole = (e) => e.said ? `${e.message} The platform said: "${e.said}"` : e.message;
/** The `error` output: the action's own sentence (the HTTP status in it), one line of at most 300 characters. */
function toldShort(e) {
    const line = e.message.replace(/\s+/g, ' ').trim();
    return line.length > 300 ? `${line.slice(0, 299)}…` : line;
}
/** An input is missing, malformed or contradicts another one. Always raised before any request. */
class InputError extends ActionError {
    input;
    constructor(input, problem, fix) {
        super(`Input '${input}' ${problem}`, fix);
        this.input = input;
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
const NEXT_BACKUP_FIX = "Run again after the time in the output 'next-backup-at': the platform refuses a backup within the hour of the last one.";
/** The connection failed; the call never reached the platform, or it is safe to repeat. */
class ConnectionError extends ActionError {
}
/** The platform answered 200 with a body the action cannot use. */
class ResponseShapeError extends ActionError {
}
/** The platform refused a call because its hour is in use (its text names the hour): nothing was applied, and the hour is known to be used. */
class HourRefusedError extends PlatformStatusError {
}
/** The run was cancelled before it sent a call that changes anything. */
class CancelledError extends ActionError {
}
/** Any thrown value as an ActionError: the action's own as they are, anything else as a bug, said as one. */
function asActionError(err) {
    if (err instanceof ActionError)
        return err;
    const text = err instanceof Error ? `${err.name}: ${err.message}` : typeof err === 'string' ? err : 'an unknown error';
    return new ActionError(`Unexpected error: ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_0__/* .untrusted */ .bp)(text)}`, 'This is likely a bug in the action: please report it with the step log (secrets are masked).');
}


/***/ }),

/***/ 7611:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P9: () => (/* binding */ closestOf),
/* harmony export */   pc: () => (/* binding */ baseUrl),
/* harmony export */   rD: () => (/* binding */ wholeNumber),
/* harmony export */   yL: () => (/* binding */ oneOf),
/* harmony export */   zM: () => (/* binding */ boolean)
/* harmony export */ });
/* unused harmony export checkInputNames */
/* harmony import */ var _lib_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9112);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(241);
/* harmony import */ var _operations_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3048);
// The kinds of value an input holds, each read with a message naming the input and its fix (a list, a
// number, a boolean, a URL), and the names the runner handed the step checked against action.yml's. Pure.



function oneOf(name, value, allowed, fallback) {
    if (value === '' && fallback !== undefined)
        return fallback;
    if (allowed.includes(value))
        return value;
    const got = value === '' ? 'is empty' : `is '${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_2__/* .untrusted */ .bp)(value, 40)}'`;
    const list = allowed.join(', ');
    const near = value === '' ? undefined : closestOf(value.toLowerCase(), allowed);
    const meant = near ? `; did you mean '${near}'?` : '.';
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(name, `${got}, expected one of: ${list}${meant}`, `Set '${name}' to one of: ${list}.`);
}
function wholeNumber(name, value, fallback, max) {
    if (value === '')
        return fallback;
    const fix = `Set '${name}' to a whole number from 1 to ${max} (default ${fallback}).`;
    if (!/^\d+$/.test(value) || Number(value) < 1) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(name, `is '${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_2__/* .untrusted */ .bp)(value, 40)}', not a positive whole number.`, fix);
    }
    if (Number(value) > max)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(name, `is ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_2__/* .untrusted */ .bp)(value, 40)}, more than the limit of ${max}.`, fix);
    return Number(value);
}
function boolean(source, name, fallback = false) {
    if (source.getInput(name) === '')
        return fallback;
    try {
        return source.getBooleanInput(name);
    }
    catch {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(name, `is '${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_2__/* .untrusted */ .bp)(source.getInput(name), 40)}', not a boolean.`, `Set '${name}' to true or false.`);
    }
}
const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;
/** True for hosts that never leave the machine, where plain http is allowed (local testing). */
function isLoopbackHost(hostname) {
    return LOOPBACK.test(hostname);
}
function parse(name, value, fix) {
    try {
        return new URL(value);
    }
    catch {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(name, 'is not a valid absolute URL.', fix);
    }
}
function checkScheme(name, url, fix) {
    if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(name, `uses http:// for ${url.hostname}: keys and tokens would travel unencrypted.`, `Use https:// ('${name}'); plain http is accepted only for loopback hosts (local testing).`);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(name, `uses the scheme ${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_2__/* .untrusted */ .bp)(url.protocol, 20)}.`, fix);
    }
}
/** The URL without a trailing slash, or an InputError naming `name` and the fix. */
function baseUrl(name, value, what) {
    const fix = `Set '${name}' to ${what}, such as https://api.example.com/route (https, no user name or password, no query or fragment).`;
    const url = parse(name, value, fix);
    if (url.username !== '' || url.password !== '') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(name, 'contains a user name or password: credentials belong in the key inputs, never in a URL.', fix);
    }
    if (value.includes('?') || value.includes('#'))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(name, 'has a query or fragment (? or #).', fix);
    checkScheme(name, url, fix);
    if (url.port === '0')
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(name, 'has port 0, which nothing can listen on.', fix);
    const path = url.pathname.replace(/\/+$/, '');
    const suffix = _operations_js__WEBPACK_IMPORTED_MODULE_1__/* .CALL_PATHS */ .Ug.find(s => path.toLowerCase().endsWith(s));
    if (suffix) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(name, `ends with the call path '${suffix}'.`, `Set '${name}' to the base address only; the action adds '${suffix}' itself.`);
    }
    return `${url.origin}${path}`;
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
            throw new InputError(shown, `is set as 'INPUT_${raw.slice(0, 60)}', in another case than the 'INPUT_${raw.toUpperCase().slice(0, 60)}' the runner sets for it: it would never be read.`, `Set '${name}' in the step's 'with:', not as a variable in the job's 'env:'.`);
        }
        const near = closestOf(name, declared);
        if (!near) {
            warn(`'${shown}' is not an input of this action, and is ignored: remove it from the step's 'with:' or the job's 'env:' (INPUT_${raw.slice(0, 60)}). The inputs are listed in action.yml and the README.`);
            continue;
        }
        throw new InputError(shown, `is not an input of this action; did you mean '${near}'?`, `Rename it to '${near}' in the step's 'with:' or the job's 'env:' (wherever INPUT_${raw.slice(0, 60)} is set). An unknown input would be ignored, and the run would do less than the workflow says; the inputs are listed in action.yml and the README.`);
    }
}


/***/ }),

/***/ 3543:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ readInputs),
/* harmony export */   T: () => (/* binding */ skipUnchangedApplies)
/* harmony export */ });
/* harmony import */ var _auth_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7756);
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5541);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(241);
/* harmony import */ var _input_values_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7611);
/* harmony import */ var _operations_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3048);
// Reads every input once, validates it, and returns a frozen, typed object. Nothing here makes a
// request: every mistake a user can make in the workflow file is reported before the first call.





function serviceEndpoint(source) {
    const endpoint = source.getInput(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.ServiceEndpoint);
    if (endpoint === '') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.ServiceEndpoint, "is empty. When it comes from a variable (vars.XENIOO_SERVICE_ENDPOINT): does the job name the environment that holds it ('environment:')? An environment's variables and secrets reach only the jobs that name it.", `Set '${_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.ServiceEndpoint}' to the bot's service endpoint, shown in the developers section of the bot settings, or name the environment that holds it in the job.`);
    }
    return (0,_input_values_js__WEBPACK_IMPORTED_MODULE_3__/* .baseUrl */ .pc)(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.ServiceEndpoint, endpoint, "the bot's service endpoint (bot settings, developers section)");
}
function nodeUrl(source) {
    const node = source.getInput(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.NodeUrl);
    if (node === '')
        return undefined;
    return (0,_input_values_js__WEBPACK_IMPORTED_MODULE_3__/* .baseUrl */ .pc)(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.NodeUrl, node, 'the address of the platform node (the host in the browser address bar)');
}
/** Whether the input of `OperationInput` was given a value. */
const GIVEN = {
    publish: source => (0,_input_values_js__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zM)(source, _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.Publish),
    'backup-file': source => source.getInput(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.BackupFile) !== '',
    'bot-name': source => source.getInput(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.BotName).trim() !== ''
};
/** An input the operation does not take, given all the same: refused from the operation's row. */
function refuseNotTaken(source, operation) {
    for (const input of _operations_js__WEBPACK_IMPORTED_MODULE_4__/* .OPERATION_INPUTS */ .gE) {
        const notTaken = operation.refuses[input];
        if (notTaken && GIVEN[input](source)) {
            const is = input === 'publish' ? 'true' : 'set';
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(input, `is ${is}, but '${operation.name}' ${notTaken.why}`, notTaken.fix);
        }
    }
}
/** `backup-file` as the operation's file role asks: required where it needs one (refused, from the row, where it takes none). */
function backupFile(source, operation) {
    const backup = source.getInput(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.BackupFile);
    const byRole = {
        none: () => undefined,
        receive: () => {
            if (backup !== '')
                return backup;
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.BackupFile, `is empty: '${operation.name}' needs the file to write the backup to.`, `Set '${_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.BackupFile}' to the path to write, relative to the repository root, such as bots/support.xenioo.`);
        },
        send: () => {
            if (backup !== '')
                return backup;
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.BackupFile, `is empty: '${operation.name}' needs a backup to send.`, `Set '${_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.BackupFile}' to the path of the .xenioo backup in the repository, such as bots/support.xenioo.`);
        }
    };
    return byRole[operation.backup]();
}
/** `bot-name`, where the run can list the account's bots: with the account key (a given token lists nothing). */
function botName(source) {
    const name = source.getInput(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.BotName).trim();
    if (name === '')
        return undefined;
    if (source.getInput(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.Token) !== '') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.BotName, `is set, but the run can only list the account's bots with '${_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.AccountApiKey}', and find the keys' bot with '${_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.BotApiKey}' and '${_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.BotApiSecret}': a given '${_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.Token}' has none of them.`, `Give '${_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.AccountApiKey}' (and the bot's keys, or its name alone), or remove '${_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.BotName}'.`);
    }
    return name;
}
function readInputs(source) {
    const operation = _operations_js__WEBPACK_IMPORTED_MODULE_4__/* .OPERATIONS */ .xb[(0,_input_values_js__WEBPACK_IMPORTED_MODULE_3__/* .oneOf */ .yL)(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.Operation, source.getInput(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.Operation), _operations_js__WEBPACK_IMPORTED_MODULE_4__/* .Operations */ .Pg)];
    const endpoint = serviceEndpoint(source);
    const node = nodeUrl(source);
    const named = operation.refuses['bot-name'] ? undefined : source.getInput(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.BotName).trim();
    const auth = (0,_auth_js__WEBPACK_IMPORTED_MODULE_0__/* .readAuth */ .H)(source, operation, named);
    refuseNotTaken(source, operation);
    const { retries, timeoutSeconds, maxRetries, maxTimeoutSeconds, maxBackupMib, maxMaxBackupMib, maxWaitMinutes } = _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Defaults */ .Hw;
    return Object.freeze({
        operation,
        serviceEndpoint: endpoint,
        nodeUrl: node,
        auth,
        backupFile: backupFile(source, operation),
        throttle: (0,_input_values_js__WEBPACK_IMPORTED_MODULE_3__/* .oneOf */ .yL)(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.Throttle, source.getInput(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.Throttle), _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .ThrottleModes */ .Np, 'cache'),
        onThrottle: (0,_input_values_js__WEBPACK_IMPORTED_MODULE_3__/* .oneOf */ .yL)(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.OnThrottle, source.getInput(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.OnThrottle), _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .OnThrottleModes */ .OY, 'fail'),
        maxWaitMs: (0,_input_values_js__WEBPACK_IMPORTED_MODULE_3__/* .wholeNumber */ .rD)(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.MaxWaitMinutes, source.getInput(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.MaxWaitMinutes), maxWaitMinutes, maxWaitMinutes) * 60_000,
        skipUnchanged: (0,_input_values_js__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zM)(source, _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.SkipUnchanged),
        dryRun: (0,_input_values_js__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zM)(source, _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.DryRun),
        outputCredentials: (0,_input_values_js__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zM)(source, _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.OutputCredentials, true),
        publishes: operation.steps[0] === 'go-live' || (0,_input_values_js__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zM)(source, _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.Publish),
        botName: botName(source),
        retries: (0,_input_values_js__WEBPACK_IMPORTED_MODULE_3__/* .wholeNumber */ .rD)(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.Retries, source.getInput(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.Retries), retries, maxRetries),
        timeoutMs: (0,_input_values_js__WEBPACK_IMPORTED_MODULE_3__/* .wholeNumber */ .rD)(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.TimeoutSeconds, source.getInput(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.TimeoutSeconds), timeoutSeconds, maxTimeoutSeconds) *
            1000,
        maxBackupBytes: (0,_input_values_js__WEBPACK_IMPORTED_MODULE_3__/* .wholeNumber */ .rD)(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.MaxBackupMib, source.getInput(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.MaxBackupMib), maxBackupMib, maxMaxBackupMib) * 1024 * 1024
    });
}
/** skip-unchanged can apply: asked for, on an operation that replaces the bot, with the ledger on. */
function skipUnchangedApplies(inputs) {
    return inputs.skipUnchanged && inputs.operation.skipsUnchanged && inputs.throttle !== 'off';
}


/***/ }),

/***/ 4740:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ER: () => (/* binding */ parseEntry),
/* harmony export */   K$: () => (/* binding */ sealerOf),
/* harmony export */   MT: () => (/* binding */ timeOfKey),
/* harmony export */   eh: () => (/* binding */ sealHolds),
/* harmony export */   gd: () => (/* binding */ ledgerPrefix),
/* harmony export */   gg: () => (/* binding */ latestByTime),
/* harmony export */   lj: () => (/* binding */ ledgerKey),
/* harmony export */   m$: () => (/* binding */ SEAL_HEX)
/* harmony export */ });
/* unused harmony export ENTRY_OUTCOMES */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _operations_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3048);
// The throttle ledger's keys: the subject's prefix (a hash), what an entry says, the seal that proves a
// deploy of this bot wrote it, and the entry with the latest time found by lookups that answer the last saved. Pure.


/**
 * The key prefix of the subject a call counts against (the token's bot, or the account for an account-level
 * restore, with the service endpoint): only a hash, since anyone who reads the repository sees cache keys.
 */
function ledgerPrefix(serviceEndpoint, auth, keyPrefix) {
    let subject;
    if (auth.level === 'bot')
        subject = `bot\0${auth.botApiKey}`;
    else if (auth.level === 'account')
        subject = `account\0${auth.accountApiKey}`;
    else
        subject = 'endpoint';
    // The endpoint as the input parsed it (case, dot segments, a trailing slash, 127.1 folded), its empty segments too.
    const endpoint = serviceEndpoint.toLowerCase().replace(/(?<!:)\/{2,}/g, '/');
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(`xenioo-deploy-ledger\0${endpoint}\0${subject}`).digest('hex').slice(0, 32);
    return `${keyPrefix}${hash}-`;
}
/** What an entry says of its call: the one list (the key's parser and the post step read it). */
const ENTRY_OUTCOMES = ['ok', 'unknown', 'refused'];
/** A run's number and ref as a key may hold them: digits, and a ref of at most 100 plain characters. */
function originPart(by) {
    if (!by || !/^\d{1,12}$/.test(by.runNumber) || by.ref === '')
        return '';
    return `-by-${by.runNumber}-${by.ref.replace(/[^A-Za-z0-9._/-]/g, '_').slice(0, 100)}`;
}
/** A seal's length in hex characters (128 bits). */
const SEAL_HEX = 32;
/** The sealer made from the secret behind the run's token (bot secret, or account key); none for a given `token`. */
function sealerOf(auth) {
    const secret = auth.level === 'bot' ? auth.botApiSecret : auth.level === 'account' ? auth.accountApiKey : '';
    if (secret === '')
        return undefined;
    // The MAC's key is derived from the secret, never the secret itself.
    const key = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHmac)('sha256', secret).update('xenioo-deploy-ledger-seal-v1').digest();
    return unsealed => (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHmac)('sha256', key).update(unsealed).digest('hex').slice(0, SEAL_HEX);
}
function sealHolds(entry, sealer) {
    if (!entry.seal)
        return false;
    const expected = Buffer.from(sealer(entry.seal.over));
    const given = Buffer.from(entry.seal.mac);
    return expected.length === given.length && (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.timingSafeEqual)(expected, given);
}
/** What an entry says after its time: `-{operation}-{outcome}[-{sha256}][-by-{run number}-{ref}]`. */
function notePart(note) {
    return `-${note.operation}-${note.outcome}${note.sha256 ? `-${note.sha256}` : ''}${originPart(note.by)}`;
}
/** A key's time: milliseconds in 13 digits (until the year 2286), so that keys sort and group by time. */
const TIME_DIGITS = 13;
const timeDigits = (at, level = 0) => String(Math.floor(Math.max(0, at) / 10 ** level)).padStart(TIME_DIGITS - level, '0');
/** `{prefix}{time}[-{operation}-{outcome}[-{sha256}][-by-{run number}-{ref}]]-s{seal}`: always sealed. */
function ledgerKey(prefix, at, note, sealer) {
    const unsealed = `${prefix}${timeDigits(Math.trunc(at))}${note ? notePart(note) : ''}`;
    return `${unsealed}-s${sealer(unsealed)}`;
}
/** After the prefix: the time, then what the entry says (the call's name, its outcome, the sha256, the run). */
const ENTRY = new RegExp(`^(\\d{${TIME_DIGITS}})(?:-(${_operations_js__WEBPACK_IMPORTED_MODULE_1__/* .ENTRY_NAMES */ .Oo.join('|')})-(${ENTRY_OUTCOMES.join('|')})(?:-([0-9a-f]{64}))?(?:-by-(\\d{1,12})-([A-Za-z0-9._/-]{1,100}))?)?$`);
/** The entry a key holds, or undefined when it is not one this ledger wrote. */
function parseEntry(key, prefix) {
    if (!key.startsWith(prefix))
        return undefined;
    const sealed = new RegExp(`^(.*)-s([0-9a-f]{${SEAL_HEX}})$`).exec(key);
    const over = sealed ? sealed[1] : key;
    const m = ENTRY.exec(over.slice(prefix.length));
    if (!m)
        return undefined;
    const by = m[5] && m[6] ? { runNumber: m[5], ref: m[6] } : undefined;
    const note = m[2]
        ? { operation: m[2], outcome: m[3], sha256: m[4], by }
        : {};
    return { at: Number(m[1]), ...note, seal: sealed ? { mac: sealed[2], over } : undefined };
}
/** The time a key of `prefix` carries, as far as its digits go (an unreadable key still has the digits it was found by). */
function timeOfKey(key, prefix) {
    const digits = /^\d*/.exec(key.slice(prefix.length))?.[0].slice(0, TIME_DIGITS) ?? '';
    return Number(digits.padEnd(TIME_DIGITS, '0'));
}
/** A lookup answers at most this many prefixes at once (@actions/cache's limit on keys). */
const PREFIXES_A_LOOKUP = 10;
/** Times are told apart to the second: the platform's `Date` has no finer grain. */
const FINEST_LEVEL = 3;
const second = (at) => Math.floor(at / 10 ** FINEST_LEVEL) * 10 ** FINEST_LEVEL;
const groupAt = (prefix, start, level) => ({
    prefix: `${prefix}${timeDigits(start, level)}`,
    from: start,
    to: start + 10 ** level - 1
});
/** The groups of 10^level ms that meet `window`, newest first (the first and the last may reach past it). */
function groupsOf(prefix, window, level) {
    const groups = [];
    const [first, last] = [Math.floor(window.from / 10 ** level), Math.floor(window.to / 10 ** level)];
    for (let g = last; g >= first; g--)
        groups.push(groupAt(prefix, g * 10 ** level, level));
    return groups;
}
/** The fewest groups that cover the seconds of `window` and no other, newest first. */
function cover(prefix, window) {
    const unit = 10 ** FINEST_LEVEL;
    const groups = [];
    const last = Math.floor(window.to / unit);
    for (let s = Math.floor(window.from / unit); s <= last;) {
        let level = 0;
        while (s % 10 ** (level + 1) === 0 && s + 10 ** (level + 1) - 1 <= last)
            level++;
        groups.push(groupAt(prefix, s * unit, FINEST_LEVEL + level));
        s += 10 ** level;
    }
    return groups.reverse();
}
/**
 * The key with the latest time in `window`, whatever order the entries were saved in: a lookup answers the
 * newest *saved* key of the first prefix that has one, so the run asks for groups of a time, newest first,
 * then for a later key within the group it hit, to the second, until none is (usually two rounds).
 */
async function latestByTime(lookup, prefix, window) {
    /** The first of `groups` (newest first) that holds a key, asked ten at a time, at once. */
    const firstIn = async (groups) => {
        const chunks = [];
        for (let i = 0; i < groups.length; i += PREFIXES_A_LOOKUP)
            chunks.push(groups.slice(i, i + PREFIXES_A_LOOKUP));
        const keys = await Promise.all(chunks.map(chunk => lookup(chunk.map(g => g.prefix))));
        const i = keys.findIndex(k => k !== undefined);
        const key = keys[i];
        const group = key === undefined ? undefined : chunks[i]?.find(g => key.startsWith(g.prefix));
        return key === undefined || group === undefined ? undefined : { key, group };
    };
    const count = (level) => Math.floor(window.to / 10 ** level) - Math.floor(window.from / 10 ** level) + 1;
    let level = FINEST_LEVEL;
    while (count(level) > PREFIXES_A_LOOKUP)
        level++;
    let groups = groupsOf(prefix, window, level);
    let latest;
    while (groups.length > 0) {
        const hit = await firstIn(groups);
        if (!hit)
            return latest;
        const at = second(timeOfKey(hit.key, prefix));
        const upTo = Math.min(hit.group.to, window.to);
        if (at >= second(window.from) && at <= second(window.to)) {
            latest = hit.key;
            groups = cover(prefix, { from: at + 10 ** FINEST_LEVEL, to: upTo });
        }
        else {
            // A group at the window's edge whose newest saved key lies outside it: what of it lies inside, then the older groups.
            const inside = cover(prefix, { from: Math.max(hit.group.from, window.from), to: upTo });
            groups = [...inside, ...groups.slice(groups.indexOf(hit.group) + 1)];
        }
    }
    return latest;
}


/***/ }),

/***/ 3048:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ke: () => (/* binding */ PUBLISH_LIMIT),
/* harmony export */   Oo: () => (/* binding */ ENTRY_NAMES),
/* harmony export */   Pg: () => (/* binding */ Operations),
/* harmony export */   Ug: () => (/* binding */ CALL_PATHS),
/* harmony export */   b1: () => (/* binding */ LIMITS),
/* harmony export */   bd: () => (/* binding */ botCallPath),
/* harmony export */   gE: () => (/* binding */ OPERATION_INPUTS),
/* harmony export */   jJ: () => (/* binding */ RESTORE_LIMIT),
/* harmony export */   xb: () => (/* binding */ OPERATIONS),
/* harmony export */   xw: () => (/* binding */ TOKEN_PATHS)
/* harmony export */ });
/* unused harmony export BACKUP_LIMIT */
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5541);
// The operations as data: their steps, credentials and inputs, the hourly limit their call counts
// against, and their words; the run performs any of them the same way and compares no operation's name.

const RESTORE_LIMIT = {
    noun: 'restore',
    done: 'restored',
    output: _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Output */ .k7.NextRestoreAt,
    keyPrefix: _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .LEDGER_KEY_PREFIX */ .PV
};
const BACKUP_LIMIT = {
    noun: 'backup',
    done: 'backed up',
    output: _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Output */ .k7.NextBackupAt,
    keyPrefix: _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .BACKUP_LEDGER_KEY_PREFIX */ .Kb
};
/** One publish per bot per hour, a limit of its own. */
const PUBLISH_LIMIT = {
    noun: 'publish',
    done: 'published',
    output: _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Output */ .k7.NextPublishAt,
    keyPrefix: _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .PUBLISH_LEDGER_KEY_PREFIX */ .E7
};
/** Every limit, for a ledger entry read back by its noun (the post step). */
const LIMITS = [RESTORE_LIMIT, BACKUP_LIMIT, PUBLISH_LIMIT];
/** The inputs that only some operations take, in the order a refusal of one is checked; the rest belong to all. */
const OPERATION_INPUTS = ['publish', 'backup-file', 'bot-name'];
/** `backup-file` given to an operation that takes none: `what` it does instead. */
const sendsNoBackup = (what) => ({
    why: `sends no backup: ${what}`,
    fix: "Remove 'backup-file', or use operation 'restore' or 'overwrite'."
});
/** What an operation that makes a new bot refuses: a publish (nothing to put online); a restore, a bot's name too. */
const NEW_BOT = {
    publish: {
        why: 'cannot publish: a new bot has no channel settings yet (a backup holds none), so publishing it would put nothing online.',
        fix: "Remove 'publish'. Set up the new bot's channels in the platform, then publish it from the editor or with a run of 'operation: publish' and the new bot's keys (the outputs 'api-key' and 'api-secret')."
    },
    'bot-name': {
        why: "makes a new bot: 'bot-name' names the existing bot a run changes.",
        fix: "Remove 'bot-name' from this step."
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
        state: "the draft holds this backup; no overwrite was sent. The live bot may still differ: without 'publish: true' this run does not look at what is live."
    },
    would: "overwrite the token's bot's draft with the backup"
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
            why: 'cannot publish: a backup only reads the bot: there is nothing new to publish.',
            fix: "Remove 'publish', or publish in a run of its own ('operation: publish')."
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
const ROWS = { restore, overwrite, 'clone-by-ref': cloneByRef, backup, publish };
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

/***/ 6314:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A2: () => (/* binding */ lastText),
/* harmony export */   LD: () => (/* binding */ decide),
/* harmony export */   On: () => (/* binding */ nextAfter),
/* harmony export */   TP: () => (/* binding */ lastShort),
/* harmony export */   W3: () => (/* binding */ lastCallName),
/* harmony export */   fM: () => (/* binding */ makesNoCall),
/* harmony export */   no: () => (/* binding */ assess),
/* harmony export */   rn: () => (/* binding */ CLOCK_SKEW_MS),
/* harmony export */   uZ: () => (/* binding */ nextAllowedAfter)
/* harmony export */ });
/* unused harmony export OTHER_SEAL */
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5541);
/* harmony import */ var _ledger_keys_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4740);
// The throttle policy, pure: what the ledger's newest key says of the last call (`assess`), and what a run,
// real or dry, does about it (`decide`: go, unchanged, fail, skip or wait).


/** Tolerated clock difference between runners: a time further in the future is not believed. */
const CLOCK_SKEW_MS = 2 * 60 * 1000;
/** What the bot was, by what an entry calls its call. */
const DONE = {
    restore: 'restored',
    overwrite: 'overwritten',
    backup: 'backed up',
    publish: 'published'
};
/** The last call of `limit`, in a sentence: `The bot was last overwritten at …`, or the platform's refusal of one. */
function lastText(limit, at, call) {
    const when = at.toISOString();
    if (call?.outcome === 'refused')
        return `The platform refused a ${limit.noun} at ${when}, within the hour of the last one`;
    return `The bot was last ${call ? DONE[call.operation] : limit.done} at ${when}`;
}
/** The last call as its entry names it: `last overwrite`, `publish refused`. */
function lastCallName(limit, call) {
    return call?.outcome === 'refused' ? `${limit.noun} refused` : `last ${call?.operation ?? limit.noun}`;
}
/** The same for the summary's row: `last overwrite …`, `publish refused …`. */
function lastShort(limit, at, call) {
    return `${lastCallName(limit, call)} ${at.toISOString()}`;
}
/** Why an entry sealed with another secret is not believed: said as what it most likely is, a changed secret. */
const OTHER_SEAL = "does not carry this bot's seal for the keys this run holds: it was sealed with another secret, most likely before the bot's secret was changed, or with a mistyped one (else someone who can write the Actions cache wrote it)";
/**
 * What the ledger's newest key says, believed when its seal holds; an unreadable entry, one too far in the
 * future or without this run's seal proves nothing, and the hour it claims is kept (`doubtedUntil`).
 */
function assess(key, place, now) {
    const unknown = { lastAt: undefined, nextAt: new Date(now), throttled: false };
    if (key === undefined)
        return unknown;
    const claimed = nextAfter((0,_ledger_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .timeOfKey */ .MT)(key, place.prefix));
    const doubted = (doubt) => ({ ...unknown, doubt, ...(claimed.getTime() > now && { doubtedUntil: claimed }) });
    const entry = (0,_ledger_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .parseEntry */ .ER)(key, place.prefix);
    if (!entry)
        return doubted('is unreadable');
    if (entry.at > now + CLOCK_SKEW_MS)
        return { ...unknown, doubt: 'has a time in the future' };
    if (!(0,_ledger_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .sealHolds */ .eh)(entry, place.sealer))
        return doubted(OTHER_SEAL);
    const last = Math.min(entry.at, now);
    const next = nextAfter(last).getTime();
    const confirmable = entry.operation === 'overwrite' || entry.operation === 'publish';
    const sha256 = confirmable && entry.outcome === 'ok' ? entry.sha256 : undefined;
    const lastCall = entry.operation && entry.outcome ? { operation: entry.operation, outcome: entry.outcome } : undefined;
    return {
        lastAt: new Date(last),
        nextAt: new Date(Math.max(next, now)),
        throttled: now < next,
        ...(lastCall && { lastCall }),
        ...(sha256 ? { confirmed: { sha256, by: entry.by } } : {})
    };
}
function makesNoCall(decision) {
    return decision.kind === 'fail' || decision.kind === 'skip' || decision.kind === 'unchanged';
}
/**
 * What the run does: nothing when `sha256` (skip-unchanged) is what the bot already runs, whatever
 * the hour; else go now or, with a call within the hour, what `on-throttle` says.
 */
function decide(state, onThrottle, sha256) {
    if (!state?.lastAt)
        return { kind: 'go' };
    const window = { last: state.lastAt, next: state.nextAt, lastCall: state.lastCall };
    const confirmed = state.confirmed;
    if (sha256 !== undefined && confirmed?.sha256 === sha256)
        return { kind: 'unchanged', relied: confirmed, ...window };
    if (!state.throttled)
        return { kind: 'go' };
    return { kind: onThrottle, ...window };
}
/** When the next is allowed after one at `at`: the hour, and a margin after it by the platform's clock. */
function nextAfter(at) {
    return new Date(at + _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .THROTTLE_WINDOW_MS */ .xj + _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .THROTTLE_MARGIN_MS */ .v5);
}
/** When the next is allowed after a run that follows `decision` and makes its call at `callAt` (if it does). */
function nextAllowedAfter(decision, callAt) {
    if (makesNoCall(decision))
        return decision.next;
    return nextAfter(callAt);
}


/***/ }),

/***/ 2420:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Oc: () => (/* binding */ Ledger),
/* harmony export */   ZN: () => (/* binding */ stillApplies),
/* harmony export */   aj: () => (/* binding */ postAt)
/* harmony export */ });
/* harmony import */ var _domain_ledger_keys_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4740);
/* harmony import */ var _lib_time_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9826);
/* harmony import */ var _lib_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9112);
// The throttle ledger: each bot's last calls remembered in a store's keys (the Actions cache; a folder), found by prefix;
// a best-effort memory, never a lock: any trouble is one warning, and the platform's own limit is the backstop.



/** What the ledger does not change: the platform's own hourly limits, said the same way everywhere. */
function stillApplies(nouns) {
    return `the platform's own limit of one ${[...new Set(nouns)].join(' and one ')} per bot per hour still applies`;
}
/** The post step saves an entry under its time + 1 ms: a save the main step abandoned may still hold the entry's own key. */
const postAt = (at) => at + 1;
class Ledger {
    prefix;
    limit;
    /** Where its entries are and how they are proven, for the reading of what the lookup found. */
    place;
    #store;
    #warn;
    #limits;
    #sight;
    #warned = false;
    #refusesWrites;
    constructor(options) {
        this.#store = options.store;
        this.prefix = options.prefix;
        this.place = { prefix: options.prefix, sealer: options.sealer };
        this.limit = options.limit;
        this.#warn = options.warn;
        this.#limits = options.limits;
        this.#sight = options.sight ?? {};
        this.#refusesWrites = this.#sight.mute !== undefined;
    }
    /** The cache refuses writes (the job's cache mode, a read-only token, as on pull requests from forks): retrying is pointless. */
    get refusesWrites() {
        return this.#refusesWrites;
    }
    #trouble(action, err) {
        const reason = (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_2__/* .reasonOf */ .A3)(err);
        if (action === 'write to')
            this.writeTrouble = reason;
        if (action === 'write to')
            this.#refusesWrites ||= /cache write denied/i.test(reason);
        if (this.#warned)
            return;
        this.#warned = true;
        const limit = stillApplies([this.limit.noun]);
        const then = action === 'read'
            ? `Going on without it; ${limit}.`
            : this.#refusesWrites
                ? `This run's call is not recorded, and nothing will retry it; ${limit}.`
                : 'The post step tries again at the end of the job.';
        this.#warn(`Throttle ledger: could not ${action} ${this.#store.name} (${reason}). ${then}`);
    }
    /** The key of the entry with the latest time in `window`, or undefined on a miss or when the cache is in trouble (warned once). */
    async lookup(window) {
        if (this.#sight.blind) {
            this.readTrouble = this.#sight.blind;
            return undefined;
        }
        try {
            return await (0,_lib_time_js__WEBPACK_IMPORTED_MODULE_1__/* .bounded */ .Mm)(this.#limits.lookupMs, signal => (0,_domain_ledger_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .latestByTime */ .gg)(prefixes => this.#store.lookup(prefixes, signal), this.prefix, window));
        }
        catch (err) {
            this.readTrouble = `could not read ${this.#store.name} (${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_2__/* .reasonOf */ .A3)(err)})`;
            this.#trouble('read', err);
            return undefined;
        }
    }
    /** Why the lookup found nothing it could trust, when the cache was in trouble. */
    readTrouble;
    /** Why the last save was not confirmed, when the cache was in trouble. */
    writeTrouble;
    keyOf(at, note) {
        return (0,_domain_ledger_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .ledgerKey */ .lj)(this.prefix, at, note, this.place.sealer);
    }
    /** The seal of the entry at `at`, for the post step, which holds no secret to make one. */
    sealOf(at, note) {
        return this.keyOf(at, note).slice(-_domain_ledger_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .SEAL_HEX */ .m$);
    }
    /** Records a restore at `at`: true only when the cache confirmed the entry. Never throws. */
    async record(at, note) {
        if (this.#sight.mute) {
            this.writeTrouble = this.#sight.mute;
            return false;
        }
        try {
            const key = this.keyOf(at, note);
            await (0,_lib_time_js__WEBPACK_IMPORTED_MODULE_1__/* .bounded */ .Mm)(this.#limits.saveMs, signal => this.#store.save(key, signal), this.#limits.grace);
            return true;
        }
        catch (err) {
            this.#trouble('write to', err);
            return false;
        }
    }
}


/***/ }),

/***/ 4348:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $t: () => (/* binding */ sightText),
/* harmony export */   yl: () => (/* binding */ offBecause)
/* harmony export */ });
/* unused harmony exports isGhes, serviceVariable, sightOf */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
// What this run's ledger can see, from the environment before any request (read, record, whose entries it
// shares), decided as @actions/cache and GitHub's service do; in the log's and the summary's words.


/** Events whose runs get a cache token that may read and not write (GitHub, 2026-06). */
const READ_ONLY_EVENTS = (/* unused pure expression or super */ null && (['issue_comment', 'pull_request_target']));
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
    const head = isRecord(payload) && isRecord(payload.workflow_run) ? payload.workflow_run.head_repository : undefined;
    const own = isRecord(payload) && isRecord(payload.repository) ? payload.repository.full_name : env.GITHUB_REPOSITORY;
    if (!isRecord(head) || typeof head.full_name !== 'string' || typeof own !== 'string') {
        return unknown('does not name the repository of the run that started it');
    }
    if (head.fork !== true && head.full_name.toLowerCase() === own.toLowerCase())
        return undefined;
    const fork = head.full_name.replace(/[^\w./-]/g, '_').slice(0, 100);
    return `this 'workflow_run' run was started by a run from the fork '${fork}', and such runs get a cache token that may read, not write`;
}
/** The sight of a run in `env` (`read` reads a `workflow_run`'s event file). */
function sightOf(env, read = (file) => readFileSync(file, 'utf8')) {
    const missing = missingService(env);
    if (missing)
        return { blind: missing, mute: missing };
    const [blindByMode, muteByMode] = modeLimits(env.ACTIONS_CACHE_MODE);
    const event = env.GITHUB_EVENT_NAME ?? '';
    const readOnly = READ_ONLY_EVENTS.includes(event)
        ? `runs started by '${event}' get a cache token that may read, not write`
        : event === 'workflow_run'
            ? forkedRun(env, read)
            : undefined;
    const narrow = narrowOf(env.GITHUB_REF);
    const mute = muteByMode ?? readOnly;
    return { ...(blindByMode && { blind: blindByMode }), ...(mute && { mute }), ...(narrow && { narrow }) };
}
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
    /** Listens for the runner's SIGINT and SIGTERM; returns the function that stops listening. */
    listen() {
        const on = (by) => this.cancel(by);
        process.on('SIGINT', on);
        process.on('SIGTERM', on);
        return () => {
            process.off('SIGINT', on);
            process.off('SIGTERM', on);
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
/* harmony export */   at: () => (/* binding */ firstDifference),
/* harmony export */   bp: () => (/* binding */ untrusted),
/* harmony export */   il: () => (/* binding */ unseenDifference),
/* harmony export */   j3: () => (/* binding */ isHeaderValue),
/* harmony export */   u4: () => (/* binding */ isRecord)
/* harmony export */ });
/* unused harmony exports escapeHtml, shown */
// Text from outside made safe to repeat (controls, invisible formatting and command markers removed, bounded),
// what may stand in an HTTP header, and where two texts that look the same differ.
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

/***/ 3020:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ac: () => (/* binding */ parseTokenResponse),
/* harmony export */   PT: () => (/* binding */ readPublication),
/* harmony export */   bD: () => (/* binding */ messageOf),
/* harmony export */   dH: () => (/* binding */ parseJsonOr),
/* harmony export */   hs: () => (/* binding */ parseBotKeys),
/* harmony export */   qF: () => (/* binding */ parseJson),
/* harmony export */   sA: () => (/* binding */ readBotList)
/* harmony export */ });
/* unused harmony export LOOK_ALIKES_MAX */
/* harmony import */ var _domain_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(241);
/* harmony import */ var _lib_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9112);
// Reading the platform's answers (a token, a bot's keys, the bot list, a publish's channels, an error's
// message); an unknown shape names the keys it got, never their values; every text is untrusted.


function describeKeys(v) {
    if (!(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(v))
        return Array.isArray(v) ? 'a JSON array' : `a JSON ${v === null ? 'null' : typeof v}`;
    const keys = Object.keys(v)
        .slice(0, 12)
        .map(k => (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_1__/* .untrusted */ .bp)(k, 40));
    return keys.length === 0 ? 'an empty JSON object' : `a JSON object with the keys ${keys.join(', ')}`;
}
const TOKEN_KEYS = ['token', 'Token'];
const EXPIRY_KEYS = ['expire', 'expires', 'Expire', 'Expires'];
function minutesOf(v) {
    const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(v) ? Number(v) : NaN;
    return Number.isFinite(n) && n > 0 ? n : undefined;
}
/** The token and its minutes from any documented shape: `{token, expire}`, `{Token, Expires}`, inside `Data` or not. */
function parseTokenResponse(json) {
    const candidates = (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(json) && (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(json.Data) ? [json.Data, json] : [json];
    for (const c of candidates) {
        if (!(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(c))
            continue;
        const tokenKey = TOKEN_KEYS.find(k => typeof c[k] === 'string' && c[k].length > 0);
        if (!tokenKey)
            continue;
        const expiryKey = EXPIRY_KEYS.find(k => minutesOf(c[k]) !== undefined);
        if (!expiryKey) {
            throw new _domain_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ResponseShapeError */ .RD(`The token response has a token but no usable validity (expected a positive number of minutes in one of ${EXPIRY_KEYS.join(', ')}; got ${describeKeys(c)}).`, 'The platform changed its response: please report it with this message.');
        }
        return { token: c[tokenKey], validMinutes: minutesOf(c[expiryKey]) };
    }
    throw new _domain_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ResponseShapeError */ .RD(`The token response is not in a known shape (expected a token in one of ${TOKEN_KEYS.join(', ')}, optionally inside Data; got ${describeKeys(json)}).`, "Check that 'service-endpoint' (or 'node-url') is the platform's API address, not a web page; if it is, the platform changed its response: please report it.");
}
/** Reads `{APIKey, APISecret}` from the answer to `call` (restore, overwrite, clone-by-ref). */
function parseBotKeys(call, json, status = 200) {
    if ((0,_lib_text_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(json) &&
        typeof json.APIKey === 'string' &&
        json.APIKey !== '' &&
        typeof json.APISecret === 'string' &&
        json.APISecret !== '') {
        return { apiKey: json.APIKey, apiSecret: json.APISecret };
    }
    throw new _domain_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ResponseShapeError */ .RD(`The platform answered the ${call} with HTTP ${status} but without the new bot's credentials (expected APIKey and APISecret; got ${describeKeys(json)}).`, `The ${call} may have been applied: check the bot in the platform before running again.`);
}
/** Names that look like the one wanted, said at most. */
const LOOK_ALIKES_MAX = 5;
/** The bot wanted in `{"Result": [{"Name", "APIKey", "APISecret", …}]}` (platform-facts.md, "List bots"). */
function readBotList(json, want) {
    const list = (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(json) ? json.Result : undefined;
    if (!Array.isArray(list)) {
        throw new _domain_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ResponseShapeError */ .RD(`The bot list is not in the documented shape (expected a Result array; got ${describeKeys(json)}).`, "Check that 'service-endpoint' is the bot's route on the platform's API; if it is, the platform changed its bot list: please report it. Nothing was changed.");
    }
    const text = (v) => (typeof v === 'string' ? v : '');
    const look = 'name' in want ? want.lookOf(want.name) : undefined;
    const isIt = (name, key) => ('apiKey' in want ? key === want.apiKey : name === want.name);
    const looksLikeIt = (name) => 'name' in want && want.lookOf(name) === look;
    let [count, matching] = [0, 0];
    let own;
    const lookAlikes = [];
    for (const b of list) {
        if (!(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(b) || typeof b.APIKey !== 'string' || b.APIKey === '')
            continue;
        count++;
        const name = text(b.Name);
        if (isIt(name, b.APIKey)) {
            matching++;
            own ??= { name, apiKey: b.APIKey, apiSecret: text(b.APISecret) };
        }
        else if (lookAlikes.length < LOOK_ALIKES_MAX && looksLikeIt(name))
            lookAlikes.push(name);
    }
    return { count, own: 'name' in want && matching > 1 ? undefined : own, matching, lookAlikes };
}
const MESSAGE_KEYS = ['Message', 'message', 'error_description', 'error', 'Error', 'ExceptionMessage'];
/** The platform's own message in an error body (a JSON message field, or plain text); never an HTML page. */
function messageOf(body) {
    const text = body.trim();
    if (text === '' || text.startsWith('<'))
        return undefined;
    if (!/^[{["]/.test(text))
        return text;
    let json;
    try {
        json = JSON.parse(text);
    }
    catch {
        // Not JSON as written (a raw line break inside a string, say): the message field, if it has one.
        const keys = MESSAGE_KEYS.join('|');
        return new RegExp(`"(?:${keys})"\\s*:\\s*"((?:[^"\\\\]|\\\\.)*)"`, 's').exec(text)?.[1];
    }
    if (typeof json === 'string')
        return json;
    if (!(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(json))
        return undefined;
    const key = MESSAGE_KEYS.find(k => typeof json[k] === 'string' && json[k] !== '');
    return key === undefined ? undefined : json[key];
}
function parseJson(text, notJson) {
    try {
        return JSON.parse(text);
    }
    catch {
        throw notJson();
    }
}
function parseJsonOr(text, fallback) {
    try {
        return JSON.parse(text);
    }
    catch {
        return fallback;
    }
}
/** Channel names are strings elsewhere in the API; the fields of an element that is an object are not documented. */
const NAME_KEYS = ['Channel', 'Name'];
const CHANNEL_MESSAGE_KEYS = ['Message', 'Error'];
/** The most of either list kept: a bot has a handful of channels. */
const MAX_ITEMS = 50;
const UNDESCRIBED = 'an error the answer does not describe';
/** The first string among `keys` of `v`; undefined when there is none. */
function field(v, keys) {
    const key = keys.find(k => typeof v[k] === 'string' && v[k] !== '');
    return key === undefined ? undefined : v[key].slice(0, 2000);
}
/** A channel online: a string, or an object that names it; undefined for anything else. */
function onlineName(v) {
    if (typeof v === 'string')
        return v.slice(0, 2000);
    return (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(v) ? field(v, NAME_KEYS) : undefined;
}
function channelError(v) {
    if (typeof v === 'string')
        return { channel: 'unnamed', message: v.slice(0, 2000) };
    if (!(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(v))
        return { channel: 'unnamed', message: UNDESCRIBED };
    return { channel: field(v, NAME_KEYS) ?? 'unnamed', message: field(v, CHANNEL_MESSAGE_KEYS) ?? UNDESCRIBED };
}
/**
 * Reads a publish's answer in its documented shape (platform-facts.md, "Publish": `{"Errors": [...],
 * "Online": [...]}`, elements strings or objects); any other claims no channel and keeps its beginning.
 * `redactAll` removes known secrets from all its texts, read together, before each is cleaned.
 */
function readPublication(text, redactAll) {
    const json = parseJsonOr(text, undefined);
    const online = (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(json) && Array.isArray(json.Online) ? json.Online.slice(0, MAX_ITEMS).map(onlineName) : [];
    if (!(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(json) || !Array.isArray(json.Online) || !Array.isArray(json.Errors) || online.includes(undefined)) {
        const excerpt = (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_1__/* .untrusted */ .bp)(redactAll([text.slice(0, 4000)])[0] ?? '', 200);
        return { online: [], errors: [], unlisted: true, unknownShape: excerpt === '' ? 'an empty answer' : excerpt };
    }
    const names = online;
    const found = json.Errors.slice(0, MAX_ITEMS).map(channelError);
    // The texts of the answer read together field by field (the names online in order, the erring
    // channels' names in order, their messages in order: a secret in pieces, one per item, with other
    // fields between), then all of them once more in the order shown, then cleaned.
    const fields = [names, found.map(e => e.channel), found.map(e => e.message)].map(redactAll);
    const [shown, channels, messages] = fields.map(f => f.map(t => (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_1__/* .untrusted */ .bp)(t, 120)));
    const all = redactAll([...shown, ...channels.flatMap((c, i) => [c, messages[i]])]);
    const errors = found.map((_, i) => ({
        channel: all[shown.length + 2 * i],
        message: all[shown.length + 2 * i + 1]
    }));
    return { online: all.slice(0, shown.length).filter(v => v !== ''), errors, unlisted: false };
}


/***/ }),

/***/ 2584:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  BACKUP_PATH: () => (/* binding */ BACKUP_PATH),
  BOTS_PATH: () => (/* binding */ BOTS_PATH),
  BOT_LIST_MAX_BYTES: () => (/* binding */ BOT_LIST_MAX_BYTES),
  PUBLISH_ROUTES: () => (/* binding */ PUBLISH_ROUTES),
  PlatformClient: () => (/* binding */ PlatformClient),
  tokenRequestBody: () => (/* binding */ tokenRequestBody),
  tokenUrl: () => (/* binding */ tokenUrl)
});

// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(7075);
// EXTERNAL MODULE: ./src/domain/errors.ts
var errors = __webpack_require__(241);
// EXTERNAL MODULE: ./src/domain/operations.ts
var operations = __webpack_require__(3048);
// EXTERNAL MODULE: ./src/lib/text.ts
var lib_text = __webpack_require__(9112);
// EXTERNAL MODULE: ./src/platform/answers.ts
var answers = __webpack_require__(3020);
// EXTERNAL MODULE: ./src/platform/network-errors.ts
var network_errors = __webpack_require__(1325);
;// CONCATENATED MODULE: ./src/platform/refusals.ts
// What the platform's refusals mean, exchange by exchange and status by status: the words and the fix
// a user reads when the platform answered no (a 4xx, or a status the exchange does not take as sent).
/** What else a 403 may mean on this platform: an account IP allow list, an owner's missing permission. */
const IP_ALLOW_LIST = "the account's IP allow list (Account Profile › Security) leaves out this runner's address (GitHub-hosted runners come from many addresses)";
const ALLOWED_ADDRESSES = 'if the account has an IP allow list, run the job on runners whose addresses it allows (self-hosted, or larger runners with static addresses)';
/** A refusal that is most likely the hourly limit of one `noun` per bot (a 403 may also be a token without permission, an owner's, or an address's). */
function hourlyRefusal(what, noun, status, then) {
    if (status !== 403) {
        return {
            message: `The platform refused the ${what} (HTTP ${status}). This is likely its limit of one ${noun} per bot per hour.`,
            fix: `${then.fix}.`
        };
    }
    const owner = then.permission ? `the permission '${then.permission}'` : 'a permission for it';
    return {
        message: `The platform refused the ${what} (HTTP ${status}). This is likely its limit of one ${noun} per bot per hour, or a token without permission for this bot (an account owner whose key this is may lack ${owner}), or ${IP_ALLOW_LIST}.`,
        fix: `${then.fix}; check that the keys are ${then.keys}, and that their owner has ${owner}; ${ALLOWED_ADDRESSES}.`
    };
}
/**
 * A 400 whose platform text speaks of the hour (`…within less than 1 hour since the last attempt`,
 * `hourly limit`, `60 minutes`): the call's hour is in use. The texts of restore and backup are not
 * documented, so the hour is recognised, not one sentence.
 */
const NAMES_THE_HOUR = /\b(hours?|hourly|60 ?min(ute)?s?|1 ?h)\b/i;
/** The platform refused a call of `noun` for its hour: said as the hour, with the output that says when. */
function hourUsed(what, noun, output, done) {
    return {
        message: `The platform refused the ${what} (HTTP 400) within the hour of the last one: the bot was ${done} less than an hour ago (one ${noun} per bot per hour).`,
        fix: `Run it after the time in the output '${output}' (at most an hour from now). The refusal is recorded in the throttle ledger, so a run before then stops before any call.`,
        hour: true
    };
}
const failedWith = (what, status) => ({
    message: `The ${what} failed with HTTP ${status}.`,
    fix: 'Check the inputs against the platform settings.'
});
const BOT_NOT_FOUND = (during) => ({
    message: `The bot identified by the token was not found (HTTP 404) during the ${during}.`,
    fix: "Check that 'bot-api-key' and 'bot-api-secret' belong to a bot that exists, and that 'service-endpoint' is that bot's route."
});
const TOKEN_REFUSED = {
    400: {
        message: 'The token request was refused (HTTP 400): the call lacks required data.',
        fix: "Check that 'account-api-key' is set and, for a bot-level token, both 'bot-api-key' and 'bot-api-secret'; check that the endpoint is the platform's API."
    },
    403: {
        message: `The account may not use the Global Platform API (HTTP 403): it is a free account, or one not allowed to integrate, or ${IP_ALLOW_LIST}.`,
        fix: `Use a paid plan that includes the Global Platform API (or ask the account owner to allow integration), and check that 'account-api-key' belongs to that account; ${ALLOWED_ADDRESSES}.`
    },
    404: {
        message: 'The account API key was not found (HTTP 404).',
        fix: "Copy 'account-api-key' again from the profile section of the account details, and check that 'service-endpoint' (or 'node-url') is your account's."
    }
};
/** With a bot's key and secret, the 400 and the 404 may also mean that they are not one bot's, or not in this account. */
const BOT_TOKEN_REFUSED = {
    ...TOKEN_REFUSED,
    400: {
        message: "The token request was refused (HTTP 400): the call lacks required data, or 'bot-api-key' and 'bot-api-secret' do not belong together (not one bot's, or not a bot of this account).",
        fix: "Copy 'bot-api-key' and 'bot-api-secret' again from the bot's settings (developers section): both of the same bot, in the account of 'account-api-key'; check that the endpoint is the platform's API."
    },
    404: {
        message: "The account API key was not found (HTTP 404), or the bot's key and secret do not belong to that account.",
        fix: "Copy 'account-api-key' again from the profile section of the account details, and 'bot-api-key' and 'bot-api-secret' from the bot's settings (one bot's, in that account); check that 'service-endpoint' (or 'node-url') is your account's."
    }
};
const tokenRefused = (refused) => (status) => refused[status] ?? {
    message: `The token request failed with HTTP ${status}.`,
    fix: "Check 'service-endpoint' (or 'node-url') and try again later."
};
const LIST_FIX = "Check that 'account-api-key' is the key of the account the bot is in, and that 'service-endpoint' is the bot's route; or give the bot's keys and remove 'bot-name'. Nothing was changed.";
function backupRefused(status, said) {
    if (status === 400 && NAMES_THE_HOUR.test(said ?? ''))
        return hourUsed('backup', 'backup', 'next-backup-at', 'backed up');
    if (status === 400) {
        return {
            message: 'The platform refused the backup (HTTP 400). On this platform that means the token is invalid or lacks permission for this bot, or the bot was already backed up less than an hour ago (one backup per bot per hour).',
            fix: "Check the keys (the bot-level keys of the bot to back up); if the bot was backed up in the last hour, run again after the hour, or keep 'throttle: cache' so the action knows."
        };
    }
    if (status === 404)
        return BOT_NOT_FOUND('backup');
    if ([403, 409, 429].includes(status)) {
        const fix = "If the bot was backed up in the last hour, run again after the hour (keep 'throttle: cache' so the action knows)";
        return hourlyRefusal('backup', 'backup', status, { fix, keys: "the bot's" });
    }
    return failedWith('backup', status);
}
function cloneRefused(status) {
    if (status === 404) {
        return {
            message: 'The source bot of the reference clone was not found (HTTP 404).',
            fix: "Check that 'bot-api-key' and 'bot-api-secret' (or the token) belong to the bot to clone, and that 'service-endpoint' is that bot's route."
        };
    }
    return {
        message: `The reference clone was refused (HTTP ${status}). The account may have no active Master Bot package, or the token may not be a bot-level token.`,
        fix: 'Check that the account has an active Master Bot package, and use the bot-level keys of the bot to clone.'
    };
}
function restoreRefused(op, status, said) {
    if (status === 400 && NAMES_THE_HOUR.test(said ?? '')) {
        return hourUsed(op, 'restore or overwrite', 'next-restore-at', 'restored or overwritten');
    }
    if (status === 400) {
        return {
            message: `The platform refused the ${op} (HTTP 400). On this platform that means one of three things: the token is invalid or expired; the token lacks permission for this bot; or the bot was already restored less than an hour ago (one restore per bot per hour).`,
            fix: `Check the keys (for '${op}' the bot-level keys of the target bot); if the bot was restored in the last hour, run again after the hour, or keep 'throttle: cache' so the action knows.`
        };
    }
    if (status === 404)
        return BOT_NOT_FOUND(op);
    if (status === 413) {
        return {
            message: `The platform refused the ${op}: the backup is too large for it (HTTP 413).`,
            fix: "Make the bot's backup smaller (media, large scripts), or ask the platform's support about its size limit."
        };
    }
    if ([403, 409, 429].includes(status)) {
        const fix = "If the bot was restored in the last hour, run again after the hour (keep 'throttle: cache' so the action knows)";
        return hourlyRefusal(op, 'restore', status, { fix, keys: "the target bot's", permission: 'Restore Bot' });
    }
    return failedWith(op, status);
}
const PUBLISH_REFUSED = {
    400: {
        message: 'The platform refused the publish (HTTP 400). On this platform that means one of three things: the bot was already published less than an hour ago (one publish per bot per hour, editor publishes included); the token is invalid or lacks permission for this bot; or the account lacks the API integration flag that publishing through the API needs.',
        fix: "After a publish within the hour: run 'operation: publish' again after the hour (the output 'next-publish-at'). For the token: check that 'bot-api-key' and 'bot-api-secret' are this bot's. For the flag: ask the platform's support to turn on API publishing for the account."
    },
    403: {
        message: 'The platform refused the publish (HTTP 403): the account may lack the API integration flag that publishing through the API needs, or the token lacks permission for this bot.',
        fix: "Ask the platform's support to turn on API publishing for the account, and check that the keys are this bot's."
    }
};
const HOUR_USED = {
    message: 'The platform refused the publish (HTTP 400) within the hour of the last one: the bot was published less than an hour ago (one publish per bot per hour, editor publishes included).',
    fix: "Publish after the time in the output 'next-publish-at' (at most an hour from now). The refusal is recorded in the throttle ledger, so a run before then stops before any call.",
    hour: true
};
function publishRefused(status, said) {
    if (status === 400 && NAMES_THE_HOUR.test(said ?? ''))
        return HOUR_USED;
    if (status === 404 || status === 405) {
        return {
            message: `The platform has no publish for this bot (HTTP ${status}, in both the current and the older form), or the bot was not found.`,
            fix: "Check that 'service-endpoint' is the bot's route and that the keys are its own."
        };
    }
    return PUBLISH_REFUSED[status] ?? failedWith('publish', status);
}
/** The table: each exchange's refusals by status (`said` is the platform's own message, when it gave one). */
const REFUSALS = {
    token: tokenRefused(TOKEN_REFUSED),
    'bot-token': tokenRefused(BOT_TOKEN_REFUSED),
    'bot-list': status => ({ message: `The platform refused the account's bot list (HTTP ${status}).`, fix: LIST_FIX }),
    backup: backupRefused,
    restore: (status, said) => restoreRefused('restore', status, said),
    overwrite: (status, said) => restoreRefused('overwrite', status, said),
    'clone-by-ref': cloneRefused,
    publish: publishRefused
};

;// CONCATENATED MODULE: ./src/platform/failures.ts
// The platform's failures in the user's words, one table (exchange × what went wrong → message, fix); a call
// that may have changed a bot says so and never shows the body. Pure.





/** What went wrong with `exchange`, worded by its row of the table (a refusal, by the table of refusals). */
function failureOf(exchange, m, s) {
    const row = EXCHANGES[exchange];
    switch (m.kind) {
        case 'status': {
            if (m.status >= 300 && m.status < 400)
                return redirected(row.name, m, s);
            if (m.status >= 500 && row.serverError)
                return row.serverError(m.status);
            const said = (0,answers/* messageOf */.bD)(m.body);
            const { message, fix, hour } = REFUSALS[exchange](m.status, said);
            const shown = said === undefined ? '' : (0,lib_text/* untrusted */.bp)(s.redact(said.slice(0, 2000)), 200);
            return new (hour ? errors/* HourRefusedError */.hI : errors/* PlatformStatusError */.GL)(m.status, message, fix, shown);
        }
        case 'unanswered':
            return row.unanswered(m, s);
        case 'abandoned':
            return row.abandoned(m.reason);
        case 'not-json':
            return (row.notJson ?? notJson(row.name))(m);
    }
}
const notJson = (name) => (m) => new errors/* ResponseShapeError */.RD(`The platform answered the ${name} with HTTP ${m.status} and a body that is not JSON (${m.length} characters).`, 'The platform changed its answer: please report it with this message.');
/** A 3xx: the action does not follow a redirect with the keys or the token; its host is shown when it holds no secret. */
function redirected(name, m, s) {
    let to;
    try {
        const host = m.location ? new URL(m.location, s.url).host : undefined;
        to =
            host === undefined
                ? 'no Location given'
                : s.redact(host) === host
                    ? `to ${host}`
                    : 'to a place not shown: it holds a secret';
    }
    catch {
        to = 'to an unreadable Location';
    }
    return new errors/* PlatformStatusError */.GL(m.status, `The platform redirected the ${name} (HTTP ${m.status}, ${to}); the action does not follow redirects with credentials, so nothing was sent there.`, "Check 'service-endpoint' (or 'node-url'): if the redirect goes to the platform's current https address, use that address.");
}
// --- Token requests: nothing is changed, so they are repeated and the platform's message is shown.
/** No whole answer after every attempt: a status the retries could not get past, or no answer at all. */
function tokenUnanswered({ cause, attempts }, s) {
    const status = (0,network_errors/* statusOf */.c2)(cause);
    if (status !== undefined) {
        const why = status === 429 ? 'The platform is rate limiting' : 'The platform is having trouble';
        const message = `The token request failed with HTTP ${status} after ${(0,network_errors/* times */.Hn)(attempts)}.`;
        return new errors/* PlatformStatusError */.GL(status, message, `${why}: run again later, or raise 'retries'.`);
    }
    const proxy = (0,network_errors/* proxyAuth */.tk)('token request', cause);
    if (proxy)
        return proxy;
    if (cause instanceof network_errors/* AnswerTooLarge */.UG) {
        return new errors/* ConnectionError */.Rc(`The token request failed: the answer is larger than ${cause.limit / 1024 / 1024} MiB, far more than a token; it was not read.`, "Check that 'service-endpoint' (or 'node-url') is the platform's API address, not a web page, a download or a proxy's page.");
    }
    if ((0,network_errors/* isCertificateError */.Y4)(cause)) {
        return new errors/* ConnectionError */.Rc(`The token request failed: the server's certificate was refused (${(0,network_errors/* describeFailure */.Ic)(cause)}).`, network_errors/* CERTIFICATE_FIX */.wh);
    }
    return new errors/* ConnectionError */.Rc(`The token request failed after ${(0,network_errors/* times */.Hn)(attempts)}: ${(0,network_errors/* whyUnanswered */.Vc)(cause, s.timeoutMs)}.`, "Check that 'service-endpoint' (or 'node-url') is right and reachable from the runner (proxy settings: HTTPS_PROXY, NO_PROXY); raise 'timeout-seconds' or 'retries' if the platform is slow.");
}
const TOKEN = {
    name: 'token request',
    unanswered: tokenUnanswered,
    // The client reports none (the run says its own cancellation); worded all the same.
    abandoned(reason) {
        return new errors/* ConnectionError */.Rc(`The token request was abandoned (${reason}).`, 'Nothing but the token request was sent.');
    },
    notJson(m) {
        return new errors/* ResponseShapeError */.RD(`The token endpoint answered HTTP ${m.status} with a body that is not JSON (${m.length} characters, content-type ${(0,lib_text/* untrusted */.bp)(m.contentType, 60)}).`, "Check that 'service-endpoint' (or 'node-url') is the platform's API address, not a web page or a proxy's login page.");
    }
};
// --- The account's bot list (`bot-name`): a read; nothing was changed.
const BOT_LIST = {
    name: 'bot list',
    unanswered(m, s) {
        if (isSuccessTooLarge(m.cause)) {
            return new errors/* ResponseShapeError */.RD(`The account's bot list is larger than ${m.cause.limit / 1024 / 1024} MiB, more than the action reads to find the bot of 'bot-api-key'. Nothing was changed.`, "Give the bot's keys ('bot-api-key', 'bot-api-secret') and remove 'bot-name' for this account (the run then reads no list), or tell the action's maintainers how many bots the account holds.");
        }
        // The keys were right (the token came): what failed is the answer's way or its time.
        return new errors/* ConnectionError */.Rc(`The account's bot list got no answer after ${(0,network_errors/* times */.Hn)(m.attempts)}: ${(0,network_errors/* whyUnanswered */.Vc)(m.cause, s.timeoutMs)}. Nothing was changed.`, "The account key was accepted; the list did not arrive. Check that the runner reaches 'service-endpoint' (proxy settings: HTTPS_PROXY, NO_PROXY), and raise 'timeout-seconds' or 'retries' if the platform is slow (an account of many bots has a long list); or give the bot's keys and remove 'bot-name'.");
    },
    abandoned: reason => new errors/* ConnectionError */.Rc(`The account's bot list was abandoned (${reason}).`, LIST_FIX),
    notJson(m) {
        return new errors/* ResponseShapeError */.RD(`The account's bot list answered HTTP ${m.status} with a body that is not JSON (${m.length} characters).`, LIST_FIX);
    }
};
// --- The export: once it reached the platform it counts against the bot's hour (a CountedError).
/** The backup's answer was lost after the call reached the platform: `what` happened to it. */
function lost(what) {
    return new errors/* CountedError */.rt(`The backup ${what}: nothing was written, and the file is as it was. The platform counts the call against the bot's hour.`, errors/* NEXT_BACKUP_FIX */.h3);
}
const BACKUP = {
    name: 'backup call',
    serverError(status) {
        return new errors/* CountedError */.rt(`The backup failed with HTTP ${status} after the request reached the platform, which may have counted it against the bot's hour. Nothing was written.`, errors/* NEXT_BACKUP_FIX */.h3);
    },
    unanswered(m, s) {
        return (0,network_errors/* unsent */.YX)('backup', m.cause, m.attempts) ?? lost(`got no answer (${(0,network_errors/* whyUnanswered */.Vc)(m.cause, s.timeoutMs)})`);
    },
    abandoned: reason => lost(`was abandoned (${reason} while the call was in flight)`)
};
/** The backup's body broke off after `bytes`: no more data in time, the call's time limit, or the connection. */
function backupCut(cause, bytes, timeoutMs) {
    if ((0,network_errors/* codeOf */.$N)(cause) === 'UND_ERR_BODY_TIMEOUT')
        return lost(`was cut off after ${bytes} bytes (no more data in time)`);
    if ((0,network_errors/* isTimeout */.kL)(cause)) {
        return lost(`reached the time limit of ${timeoutMs / 1000} s ('timeout-seconds') after ${bytes} bytes, with data still arriving`);
    }
    return lost(`was cut off after ${bytes} bytes (${(0,network_errors/* describeFailure */.Ic)(cause)})`);
}
// --- Restore, overwrite, reference clone: once sent they may have been applied, and are never repeated.
const CHECK_BEFORE_RERUN = {
    restore: "Look at the account's bot list before running again: if a new bot is there, the restore happened, and a re-run would create a second bot.",
    overwrite: "Look at the bot in the platform before running again: if it shows the backup's content, the overwrite happened (and the next one is allowed only after an hour).",
    'clone-by-ref': "Look at the account's bot list for a new referenced clone before running again: a re-run would create a second one."
};
function botCallWording(op) {
    const maybeApplied = (why, after = 'It was not repeated.') => new errors/* MaybeAppliedError */.QA(`The ${op} may have been applied: ${why}. ${after}`, CHECK_BEFORE_RERUN[op]);
    return {
        name: `${op} call`,
        serverError(status) {
            return maybeApplied(`the platform answered HTTP ${status} after the request was sent (a gateway can give up while a slow ${op} goes on)`);
        },
        unanswered({ cause, attempts }, s) {
            const notSent = (0,network_errors/* unsent */.YX)(op, cause, attempts);
            if (notSent)
                return notSent;
            if (cause instanceof network_errors/* AnswerTooLarge */.UG) {
                const why = `the platform's answer is larger than ${cause.limit / 1024 / 1024} MiB, so it was not read (it may hold the new bot's key and secret)`;
                return maybeApplied(why);
            }
            return maybeApplied((0,network_errors/* lostAnswer */.dw)(cause, s.timeoutMs), `It was not repeated, because a repeated ${op} could change the platform twice.`);
        },
        abandoned: reason => maybeApplied(`${reason} while the call was in flight`),
        notJson(m) {
            const what = m.length === 0 ? ' and no credentials (an empty body)' : `, but the body is not JSON (${m.length} characters)`;
            const message = `The platform answered the ${op} with HTTP ${m.status}${what}: the ${op} may have been applied.`;
            return new errors/* ResponseShapeError */.RD(message, CHECK_BEFORE_RERUN[op]);
        }
    };
}
// --- The publish: a 2xx is a publish whatever its body says; once sent it may have been published.
const CHECK_BEFORE_REPUBLISH = "Look at the bot's channels in the platform before running again: if the new version answers there, the publish happened (and the next one is allowed only after an hour; the output 'next-publish-at' says when).";
const maybePublished = (why) => new errors/* MaybeAppliedError */.QA(`The bot may have been published: ${why}. It was not repeated.`, CHECK_BEFORE_REPUBLISH);
const PUBLISH = {
    name: 'publish call',
    serverError: status => maybePublished(`the platform answered HTTP ${status} after the request was sent`),
    unanswered({ cause, attempts }, s) {
        return (0,network_errors/* unsent */.YX)('publish', cause, attempts) ?? maybePublished((0,network_errors/* lostAnswer */.dw)(cause, s.timeoutMs));
    },
    abandoned: reason => maybePublished(`${reason} while the call was in flight`)
};
function isSuccessTooLarge(cause) {
    return cause instanceof network_errors/* AnswerTooLarge */.UG && cause.status !== undefined && cause.status >= 200 && cause.status < 300;
}
/** The publish was answered 2xx, too large to read: published, its channels not known. */
class PublishedUnread extends Error {
    constructor(cause) {
        super(`its answer (HTTP ${cause.status}) is larger than ${cause.limit / 1024 / 1024} MiB and was not read`);
    }
}
const EXCHANGES = {
    token: TOKEN,
    'bot-token': TOKEN,
    'bot-list': BOT_LIST,
    backup: BACKUP,
    restore: botCallWording('restore'),
    overwrite: botCallWording('overwrite'),
    'clone-by-ref': botCallWording('clone-by-ref'),
    publish: PUBLISH
};

// EXTERNAL MODULE: ./src/platform/transport.ts
var transport = __webpack_require__(3038);
;// CONCATENATED MODULE: ./src/platform/client.ts
// The Global Platform API client: wire names, both token endpoints, the bot calls, the bot list, the
// export (streamed) and the publish, through one request path; it knows nothing of @actions/core.







class PlatformClient {
    #transport;
    #redact;
    #redactAll;
    #observeDate;
    constructor(options) {
        this.#transport = new transport/* Transport */.oK(options);
        this.#redact = options.redact;
        this.#redactAll = options.redactAll;
        this.#observeDate = options.observeDate ?? (() => undefined);
    }
    async close() {
        await this.#transport.close();
    }
    /** What the failure table needs to word a failure of a call to `url`. */
    #setting(url) {
        return { timeoutMs: this.#transport.timeoutMs, url, redact: this.#redact };
    }
    /** Requests a token. Repeated on connection failures, 429 and 5xx: a token request changes nothing. */
    async requestToken(where, auth, signal) {
        const url = tokenUrl(where);
        const { status, json } = await this.#call({
            what: 'Token request',
            url,
            policy: transport/* IDEMPOTENT */.uH,
            headers: transport/* JSON_HEADERS */.eT,
            body: JSON.stringify(tokenRequestBody(auth)),
            signal: (0,transport/* withLimit */.Ko)(signal, this.#transport.repeatedLimitMs),
            // The run's cancellation is said by the run: a token request given up is only unanswered.
            cancelled: undefined,
            failure: m => failureOf(auth.level === 'bot' ? 'bot-token' : 'token', m, this.#setting(url))
        });
        const issued = (0,answers/* parseTokenResponse */.Ac)(json);
        if (!(0,lib_text/* isHeaderValue */.j3)(issued.token)) {
            throw new errors/* ResponseShapeError */.RD(`The platform answered HTTP ${status} with a token that cannot be sent in an HTTP header (it holds a line break, a control character or a character outside Latin-1). Nothing else was sent.`, 'The platform changed its tokens: please report it with this message.');
        }
        return issued;
    }
    /** Restore, overwrite or reference clone; repeated only when never sent (a repeated restore makes a second bot). */
    async botCall({ op, serviceEndpoint, token, backup, signal }) {
        const headers = { authorization: `Bearer ${token}`, ...transport/* JSON_HEADERS */.eT };
        if (backup)
            headers['content-length'] = String(backup.size);
        const url = `${serviceEndpoint}${(0,operations/* botCallPath */.bd)(op)}`;
        const { status, json } = await this.#call({
            what: `The ${op} call`,
            url,
            policy: transport/* ONLY_IF_NEVER_SENT */.fz,
            headers,
            body: backup ? external_node_stream_.Readable.from(backup.body, { objectMode: false }) : '',
            signal: (0,transport/* withLimit */.Ko)(signal, this.#transport.timeoutMs),
            cancelled: signal,
            failure: m => failureOf(op, m, this.#setting(url))
        });
        return (0,answers/* parseBotKeys */.hs)(op, json, status);
    }
    /** The bot wanted in the account's list (an account token): a read, repeated, up to BOT_LIST_MAX_BYTES. */
    async findBot(serviceEndpoint, token, want, signal) {
        const url = `${serviceEndpoint}${BOTS_PATH}`;
        const call = {
            what: 'The bot list',
            url,
            policy: transport/* IDEMPOTENT */.uH,
            headers: { authorization: `Bearer ${token}`, ...transport/* JSON_HEADERS */.eT },
            body: undefined,
            signal: (0,transport/* withLimit */.Ko)(signal, this.#transport.repeatedLimitMs),
            maxBytes: BOT_LIST_MAX_BYTES,
            cancelled: signal,
            failure: m => failureOf('bot-list', m, this.#setting(url))
        };
        return (0,answers/* readBotList */.sA)((await this.#call(call, 'GET')).json, want);
    }
    /** The export, its bytes as they arrive; repeated only when never sent (every backup call that reaches the platform counts). */
    async openBackup(serviceEndpoint, token, signal) {
        const url = `${serviceEndpoint}${BACKUP_PATH}`;
        const setting = this.#setting(url);
        const exchange = {
            what: 'The backup call',
            url,
            policy: transport/* ONLY_IF_NEVER_SENT */.fz,
            headers: { authorization: `Bearer ${token}`, ...transport/* JSON_HEADERS */.eT },
            body: undefined,
            signal: (0,transport/* withLimit */.Ko)(signal, this.#transport.timeoutMs)
        };
        let answer;
        try {
            answer = await this.#transport.open(exchange);
        }
        catch (err) {
            throw failureOf('backup', (0,transport/* noWholeAnswer */.zG)(err, signal), setting);
        }
        this.#observeDate(typeof answer.headers.date === 'string' ? answer.headers.date : undefined);
        if (!('body' in answer))
            throw failureOf('backup', (0,transport/* outside2xx */.KR)(answer), setting);
        const length = Number(answer.headers['content-length']);
        const declaredBytes = Number.isSafeInteger(length) && length >= 0 ? length : undefined;
        return { body: countedIfCut(answer.body, signal, setting), declaredBytes, cancel: answer.cancel };
    }
    /**
     * Puts the draft live: the current form, then the older one where it is not there (404, 405);
     * repeated only when never sent; a 2xx is a publish whatever its body says.
     */
    async publish(serviceEndpoint, token, signal) {
        let answer;
        let url = '';
        for (const route of PUBLISH_ROUTES) {
            url = `${serviceEndpoint}${route.path}`;
            const setting = this.#setting(url);
            const failure = (m) => failureOf('publish', m, setting);
            try {
                answer = await this.#answer(this.#publishCall(url, token, signal, failure), route.method);
            }
            catch (err) {
                // A 2xx too large to read is a publish all the same: only its list of channels is unknown.
                if (err instanceof PublishedUnread)
                    return { online: [], errors: [], unlisted: true, unread: err.message };
                throw err;
            }
            if (answer.status !== 404 && answer.status !== 405)
                break;
        }
        const last = answer;
        if (last.status < 200 || last.status >= 300)
            throw failureOf('publish', (0,transport/* outside2xx */.KR)(last), this.#setting(url));
        return (0,answers/* readPublication */.PT)(last.text, this.#redactAll);
    }
    #publishCall(url, token, signal, failure) {
        return {
            what: 'The publish call',
            url,
            policy: transport/* ONLY_IF_NEVER_SENT */.fz,
            headers: { authorization: `Bearer ${token}`, ...transport/* JSON_HEADERS */.eT },
            body: '',
            signal: (0,transport/* withLimit */.Ko)(signal, this.#transport.timeoutMs),
            cancelled: signal,
            failure: m => (m.kind === 'unanswered' && isSuccessTooLarge(m.cause) ? new PublishedUnread(m.cause) : failure(m))
        };
    }
    /** Sends the call and takes its whole answer, whatever its status; no whole answer is the call's failure. */
    async #answer(call, method = 'POST') {
        try {
            const answer = method === 'GET' ? await this.#transport.get(call) : await this.#transport.post(call, method);
            this.#observeDate(typeof answer.headers.date === 'string' ? answer.headers.date : undefined);
            return answer;
        }
        catch (err) {
            throw call.failure((0,transport/* noWholeAnswer */.zG)(err, call.cancelled));
        }
    }
    /** The one request path: send, check the status, read the JSON; any failure worded by the call's row of the table. */
    async #call(call, method = 'POST') {
        const answer = await this.#answer(call, method);
        const { status } = answer;
        if (status < 200 || status >= 300)
            throw call.failure((0,transport/* outside2xx */.KR)(answer));
        const contentType = String(answer.headers['content-type'] ?? 'none');
        const notJson = () => call.failure({ kind: 'not-json', status, length: answer.text.length, contentType });
        return { status, json: (0,answers/* parseJson */.qF)(answer.text, notJson) };
    }
}
/** The backup's bytes; a break in them is a CountedError (the platform counted the call). */
async function* countedIfCut(body, signal, s) {
    let bytes = 0;
    try {
        for await (const chunk of body) {
            bytes += chunk.length;
            yield chunk;
        }
    }
    catch (err) {
        if (signal?.aborted)
            throw failureOf('backup', { kind: 'abandoned', reason: (0,lib_text/* reasonOf */.A3)(signal.reason) }, s);
        throw backupCut(err, bytes, s.timeoutMs);
    }
}
/** Where the token is requested: `{node-url}/authorization/code` when a node URL is given, else the service endpoint's `/authorization/integration`. */
function tokenUrl({ serviceEndpoint, nodeUrl }) {
    return nodeUrl ? `${nodeUrl}${operations/* TOKEN_PATHS */.xw.node}` : `${serviceEndpoint}${operations/* TOKEN_PATHS */.xw.service}`;
}
function tokenRequestBody(auth) {
    const account = { AccountAPIKey: auth.accountApiKey };
    return auth.level === 'bot' ? { ...account, BotAPIKey: auth.botApiKey, BotAPISecret: auth.botApiSecret } : account;
}
const BOTS_PATH = '/bots';
/** The most of the account's bot list the action reads: about 300,000 bots (20,000 are about 4 MiB). */
const BOT_LIST_MAX_BYTES = 64 * 1024 * 1024;
const BACKUP_PATH = '/bots/backup';
/** Publishing: the current form (PUT), and the older one (POST) tried once where the current is not there. */
const PUBLISH_ROUTES = [
    { method: 'PUT', path: '/bots/publish' },
    { method: 'POST', path: '/bot/publish' }
];


/***/ }),

/***/ 1325:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $N: () => (/* binding */ codeOf),
/* harmony export */   CR: () => (/* binding */ wasNeverSent),
/* harmony export */   FI: () => (/* binding */ AttemptTimeout),
/* harmony export */   Hn: () => (/* binding */ times),
/* harmony export */   Ic: () => (/* binding */ describeFailure),
/* harmony export */   QP: () => (/* binding */ proxyAuthRequired),
/* harmony export */   SD: () => (/* binding */ NotSentError),
/* harmony export */   UG: () => (/* binding */ AnswerTooLarge),
/* harmony export */   Vc: () => (/* binding */ whyUnanswered),
/* harmony export */   Vs: () => (/* binding */ retryAfterMs),
/* harmony export */   Y4: () => (/* binding */ isCertificateError),
/* harmony export */   YX: () => (/* binding */ unsent),
/* harmony export */   c2: () => (/* binding */ statusOf),
/* harmony export */   dw: () => (/* binding */ lostAnswer),
/* harmony export */   kL: () => (/* binding */ isTimeout),
/* harmony export */   tk: () => (/* binding */ proxyAuth),
/* harmony export */   wh: () => (/* binding */ CERTIFICATE_FIX)
/* harmony export */ });
/* harmony import */ var _domain_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(241);
/* harmony import */ var _lib_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9112);
// What undici and Node say when an exchange fails, read as facts (status, time-out, certificate, never sent,
// proxy authentication, too large), with the words every exchange shares. Pure.


/** Connection failures in which no request reached the server: safe to repeat any call. */
const NEVER_SENT_CODES = ['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'UND_ERR_CONNECT_TIMEOUT'];
/** The answer was larger than the action reads; it was not read. */
class AnswerTooLarge extends Error {
    code = 'ANSWER_TOO_LARGE';
    limit;
    /** The answer's HTTP status (a 2xx too large to read is still a success of the call). */
    status;
    constructor(limit, status) {
        super(`the answer is larger than ${limit / 1024 / 1024} MiB`);
        this.limit = limit;
        this.status = status;
    }
}
/** One attempt of an exchange outlived its time limit; `answering` when its answer had begun to come. */
class AttemptTimeout extends Error {
    answering;
    constructor(limitMs, answering) {
        super(`${answering ? 'no whole answer' : 'no answer'} within ${limitMs / 1000} s`);
        this.name = 'TimeoutError';
        this.answering = answering;
    }
}
function codeOf(err) {
    let e = err;
    for (let i = 0; i < 4 && e; i++) {
        if (typeof e.code === 'string' && e.code !== 'UND_ERR_REQ_RETRY')
            return e.code;
        e = e.cause;
    }
    return undefined;
}
function statusOf(err) {
    const status = err?.statusCode;
    return typeof status === 'number' ? status : undefined;
}
/** A failed connection set-up (TCP, TLS, a proxy's CONNECT): nothing was written; it keeps the wrapped code. */
class NotSentError extends Error {
    code;
    /** The proxy the connection went through (its host and port, never its user or password). */
    proxy;
    constructor(cause, proxy) {
        super(cause.message, { cause });
        this.name = 'NotSentError';
        this.code = cause.code;
        this.proxy = proxy;
    }
}
/** The proxy that asked for authentication (HTTP 407 to the CONNECT), when that is what failed. */
function proxyAuthRequired(err) {
    let e = err;
    let proxy;
    for (let i = 0; i < 5 && e; i++, e = e.cause) {
        proxy ??= e.proxy;
        if (/Proxy response \(407\)/.test(String(e.message ?? '')))
            return { proxy: proxy ?? 'the proxy' };
    }
    return undefined;
}
/** Nothing reached the server: refused, not resolved, a connect time-out, or a failed connection set-up. */
function wasNeverSent(err) {
    const code = codeOf(err);
    if (code !== undefined && NEVER_SENT_CODES.includes(code))
        return true;
    let e = err;
    for (let i = 0; i < 4 && e; i++, e = e.cause)
        if (e instanceof NotSentError)
            return true;
    return false;
}
function isTimeout(err) {
    const e = err;
    const code = codeOf(err);
    const timeoutCodes = ['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'UND_ERR_CONNECT_TIMEOUT'];
    return (e?.name === 'TimeoutError' ||
        (code !== undefined && timeoutCodes.includes(code)) ||
        (e?.name === 'AbortError' && e.cause?.name === 'TimeoutError'));
}
/** The server's certificate was refused: nothing was sent, and repeating will not help. */
function isCertificateError(err) {
    const code = codeOf(err);
    return code !== undefined && /CERT|SELF_SIGNED|UNABLE_TO_(GET|VERIFY)|^ERR_TLS_|^ERR_SSL_/.test(code);
}
function describeFailure(err) {
    const status = statusOf(err);
    if (status !== undefined)
        return `HTTP ${status}`;
    const code = codeOf(err);
    const text = (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_1__/* .untrusted */ .bp)(String(err?.message ?? err), 160);
    return code ? `${code} (${text})` : text;
}
function retryAfterMs(headers) {
    const raw = headers?.['retry-after'];
    const v = Array.isArray(raw) ? raw[0] : raw;
    if (!v)
        return undefined;
    if (/^\d+$/.test(v.trim()))
        return Number(v) * 1000;
    const at = Date.parse(v);
    return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}
const CERTIFICATE_FIX = "The platform's TLS certificate is not trusted by this runner. On a self-hosted runner with a private CA or a TLS-inspecting proxy, set the environment variable NODE_EXTRA_CA_CERTS to the CA's PEM file; otherwise check that the URL's host is the platform's.";
const times = (n) => `${n} attempt${n === 1 ? '' : 's'}`;
/** Why no answer came, in a few words: a time-out (an answer still arriving said so), or the failure's code and text. */
function whyUnanswered(cause, timeoutMs) {
    if (cause instanceof AttemptTimeout && cause.answering) {
        return `no whole answer within ${timeoutMs / 1000} s: it was still arriving when its time was up`;
    }
    return isTimeout(cause) ? `no answer within ${timeoutMs / 1000} s` : describeFailure(cause);
}
/** Why a call that was sent got no whole answer. */
function lostAnswer(cause, timeoutMs) {
    return isTimeout(cause)
        ? `no complete answer within ${timeoutMs / 1000} s`
        : `the connection failed after the request was sent (${describeFailure(cause)})`;
}
/** A proxy asked for authentication: nothing was sent, and repeating will not help. */
function proxyAuth(what, cause) {
    const asked = proxyAuthRequired(cause);
    if (!asked)
        return undefined;
    return new _domain_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConnectionError */ .Rc(`The ${what} could not be sent: the proxy ${asked.proxy} asks for authentication (HTTP 407 to the CONNECT). Nothing was sent, and it was not repeated.`, "Give the proxy's user and password in HTTPS_PROXY (https://user:password@host:port, from a secret), or have the runner allowed through the proxy without them.");
}
/** A call that changes the platform and never reached it: its certificate refused, or no connection. */
function unsent(call, cause, attempts) {
    const proxy = proxyAuth(`${call} call`, cause);
    if (proxy)
        return proxy;
    if (isCertificateError(cause)) {
        return new _domain_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConnectionError */ .Rc(`The ${call} call failed: the server's certificate was refused (${describeFailure(cause)}). Nothing was sent.`, CERTIFICATE_FIX);
    }
    if (wasNeverSent(cause)) {
        return new _domain_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConnectionError */ .Rc(`The ${call} call could not connect after ${times(attempts)}: ${describeFailure(cause)}. Nothing was sent.`, "Check that 'service-endpoint' is right and reachable from the runner (proxy settings: HTTPS_PROXY, NO_PROXY).");
    }
    return undefined;
}


/***/ }),

/***/ 3038:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Az: () => (/* binding */ TransportFailure),
/* harmony export */   KR: () => (/* binding */ outside2xx),
/* harmony export */   Ko: () => (/* binding */ withLimit),
/* harmony export */   eT: () => (/* binding */ JSON_HEADERS),
/* harmony export */   fz: () => (/* binding */ ONLY_IF_NEVER_SENT),
/* harmony export */   oK: () => (/* binding */ Transport),
/* harmony export */   uH: () => (/* binding */ IDEMPOTENT),
/* harmony export */   zG: () => (/* binding */ noWholeAnswer)
/* harmony export */ });
/* unused harmony exports Agents, whole, MAX_BACKOFF_MS, backoffMs */
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7075);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_stream__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8500);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_timers_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var undici__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6752);
/* harmony import */ var _lib_text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9112);
/* harmony import */ var _network_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1325);
// HTTP without the platform's words: one exchange through the right agent (proxy, set-up marked unsent),
// repeated as its policy allows, each attempt timed from first byte sent to last received, answers bounded.





/** The exchange failed before a whole answer came; `attempts` were made. */
class TransportFailure extends Error {
    attempts;
    constructor(cause, attempts) {
        super('transport failure', { cause });
        this.attempts = attempts;
    }
}
class Transport {
    #opts;
    #agents;
    constructor(options) {
        this.#opts = options;
        this.#agents = new Agents(options.timeoutMs, options.proxyFor);
    }
    get timeoutMs() {
        return this.#opts.timeoutMs;
    }
    /** Time limit for an exchange that may be repeated: every attempt's limit plus the longest backoffs. */
    get repeatedLimitMs() {
        const { attempts, timeoutMs } = this.#opts;
        return attempts * timeoutMs + (attempts - 1) * MAX_BACKOFF_MS + 1000;
    }
    async close() {
        await this.#agents.close();
    }
    /** One POST (or PUT) and its whole answer, repeated as `exchange.policy` allows; a TransportFailure otherwise. */
    async post(exchange, method = 'POST') {
        return this.#send(exchange, method, whole);
    }
    /** One GET and its whole answer (the channel's config; the account's bot list, with a larger `maxBytes`). */
    async get(exchange) {
        return this.#send(exchange, 'GET', res => whole(res, exchange.maxBytes));
    }
    /** One GET; a 2xx body is handed over as a stream for the caller to read, any other answer is read whole. */
    async open(exchange) {
        return this.#send(exchange, 'GET', async (res) => {
            const { statusCode: status, headers, body } = res;
            if (status < 200 || status >= 300)
                return whole(res);
            // Destroyed, the body reports an abort: nobody reads it any more, so that is not an error.
            const cancel = () => void body.on('error', () => undefined).destroy();
            return { status, headers, body, cancel };
        });
    }
    /** Sends the exchange and takes its answer, each attempt within `timeoutMs`, repeated as `policy` allows. */
    async #send(exchange, method, take) {
        const sent = sendable(exchange.body);
        try {
            return await this.#attempts(exchange, method, take, sent.body);
        }
        finally {
            await sent.release();
        }
    }
    async #attempts(exchange, method, take, body) {
        const { what, policy, url, signal } = exchange;
        const { attempts, timeoutMs, log, userAgent } = this.#opts;
        const headers = userAgent === undefined ? exchange.headers : { 'user-agent': userAgent, ...exchange.headers };
        const dispatcher = this.#agents.for(url);
        for (let attempt = 1;; attempt++) {
            const limit = AbortSignal.timeout(timeoutMs);
            let answered = false;
            let failure;
            try {
                const res = await (0,undici__WEBPACK_IMPORTED_MODULE_2__/* .request */ .Em)(url, {
                    method,
                    headers,
                    body: body(),
                    dispatcher,
                    signal: AbortSignal.any([signal, limit])
                });
                answered = true;
                if (!policy.statuses.includes(res.statusCode))
                    return await take(res);
                res.body.on('error', () => undefined).destroy();
                failure = new RepeatableStatus(res.statusCode, res.headers);
            }
            catch (err) {
                failure = limit.aborted && !signal.aborted ? new _network_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .AttemptTimeout */ .FI(timeoutMs, answered) : err;
            }
            if (signal.aborted || attempt >= attempts || !repeatable(policy, failure)) {
                throw new TransportFailure(failure, attempt);
            }
            const delay = backoffMs(attempt, failure);
            log.info(`${what}: attempt ${attempt} of ${attempts} failed (${(0,_network_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .describeFailure */ .Ic)(failure)}); retrying in ${(delay / 1000).toFixed(1)} s.`);
            await (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_1__.setTimeout)(delay, undefined, { signal }).catch(() => {
                throw new TransportFailure(failure, attempt);
            });
        }
    }
}
/**
 * A body each attempt can take: a stream is read through a new stream per attempt (undici may destroy it
 * without touching the rest); `release` ends the reading once the exchange is over.
 */
function sendable(body) {
    if (!(body instanceof node_stream__WEBPACK_IMPORTED_MODULE_0__.Readable))
        return { body: () => body, release: () => Promise.resolve() };
    const chunks = body[Symbol.asyncIterator]();
    const attempt = () => new node_stream__WEBPACK_IMPORTED_MODULE_0__.Readable({
        read() {
            chunks.next().then(next => this.push(next.done ? null : next.value), (err) => this.destroy(err instanceof Error ? err : new Error(String(err))));
        }
    });
    const release = async () => {
        await chunks.return?.();
    };
    return { body: attempt, release };
}
/** An answer whose status the policy repeats, given up on: its status and headers (Retry-After). */
class RepeatableStatus extends Error {
    statusCode;
    headers;
    constructor(status, headers) {
        super(`HTTP ${status}`);
        this.statusCode = status;
        this.headers = headers;
    }
}
/** Whether `policy` repeats an exchange that failed with `err`: its status, or the failure. */
function repeatable(policy, err) {
    const status = (0,_network_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .statusOf */ .c2)(err);
    return status !== undefined ? policy.statuses.includes(status) : policy.repeatable(err);
}
/**
 * Every agent's connection pools, their set-up marked where it is made (TCP and TLS, or a proxy's CONNECT
 * and the TLS inside): a reset there looks like one after sending, so a code alone cannot tell.
 */
function markedPools(timeoutMs, proxy) {
    return (origin, opts) => {
        const given = opts.connect;
        const connector = typeof given === 'function' ? given : (0,undici__WEBPACK_IMPORTED_MODULE_2__/* .buildConnector */ .gU)({ timeout: timeoutMs, ...given });
        const connect = (o, cb) => connector(o, (err, socket) => (err ? cb(new _network_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .NotSentError */ .SD(err, proxy), null) : cb(null, socket)));
        const options = { ...opts, connect };
        return opts.connections === 1 ? new undici__WEBPACK_IMPORTED_MODULE_2__/* .Client */ .Kj(origin, options) : new undici__WEBPACK_IMPORTED_MODULE_2__/* .Pool */ .bC(origin, options);
    };
}
class Agents {
    #limits;
    #timeoutMs;
    #direct;
    /** One agent per proxy, made when a call first needs it. */
    #proxies = new Map();
    #proxyFor;
    /** Agents whose every phase (connect, headers, body) is limited to `timeoutMs`. */
    constructor(timeoutMs, proxyFor) {
        this.#timeoutMs = timeoutMs;
        this.#proxyFor = proxyFor;
        this.#limits = {
            factory: markedPools(timeoutMs),
            connectTimeout: timeoutMs,
            headersTimeout: timeoutMs,
            bodyTimeout: timeoutMs
        };
        this.#direct = new undici__WEBPACK_IMPORTED_MODULE_2__/* .Agent */ .g6(this.#limits);
    }
    /** Through the proxy the shell names for `url`, else direct. */
    for(url) {
        const proxy = this.#proxyFor(new URL(url));
        if (proxy === undefined)
            return this.#direct;
        let agent = this.#proxies.get(proxy);
        if (!agent) {
            // The proxy as messages may name it: its host and port, never a user or password in the URL.
            const named = new URL(proxy).host;
            agent = new undici__WEBPACK_IMPORTED_MODULE_2__/* .ProxyAgent */ .kT({ ...this.#limits, factory: markedPools(this.#timeoutMs, named), uri: proxy });
            this.#proxies.set(proxy, agent);
        }
        return agent;
    }
    async close() {
        await Promise.all([this.#direct, ...this.#proxies.values()].map(d => d.close()));
    }
}
const MAX_ANSWER_BYTES = 1024 * 1024;
/** The whole body, or AnswerTooLarge (the rest is not read) past `limit` bytes. */
async function readCapped(body, limit, status) {
    const chunks = [];
    let size = 0;
    for await (const chunk of body) {
        size += chunk.length;
        if (size > limit) {
            body.destroy();
            throw new _network_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .AnswerTooLarge */ .UG(limit, status);
        }
        chunks.push(chunk);
    }
    return Buffer.concat(chunks).toString('utf8');
}
async function whole(res, maxBytes = MAX_ANSWER_BYTES) {
    return {
        status: res.statusCode,
        headers: res.headers,
        text: await readCapped(res.body, maxBytes, res.statusCode)
    };
}
const TRANSIENT_CODES = [
    'ECONNRESET',
    'EPIPE',
    'UND_ERR_SOCKET',
    'ENETDOWN',
    'ENETUNREACH',
    'EHOSTDOWN',
    'EHOSTUNREACH'
];
/** Nothing was sent, and another try may do better (a refused certificate, or a proxy that wants credentials, will not). */
const retryableUnsent = (err) => (0,_network_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .wasNeverSent */ .CR)(err) && !(0,_network_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .isCertificateError */ .Y4)(err) && !(0,_network_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .proxyAuthRequired */ .QP)(err);
/** For calls that change nothing (token requests): any transient failure. */
const IDEMPOTENT = {
    statuses: [429, 500, 502, 503, 504],
    repeatable: err => retryableUnsent(err) || TRANSIENT_CODES.includes((0,_network_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .codeOf */ .$N)(err) ?? '')
};
/** For calls that may change the platform: repeated only when nothing was sent. */
const ONLY_IF_NEVER_SENT = { statuses: [], repeatable: retryableUnsent };
/** First backoff ceiling; doubles each attempt. The delay is drawn between half the ceiling and the ceiling. */
const BACKOFF_MS = 1000;
const MAX_BACKOFF_MS = 30_000;
/** The wait before attempt `attempt + 1`: the platform's Retry-After, or jittered exponential backoff. */
function backoffMs(attempt, err) {
    const ceiling = Math.min(MAX_BACKOFF_MS, BACKOFF_MS * 2 ** (attempt - 1));
    return Math.min(MAX_BACKOFF_MS, (0,_network_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .retryAfterMs */ .Vs)(err.headers) ?? Math.round(ceiling / 2 + (Math.random() * ceiling) / 2));
}
/** `signal` (when given) joined with a limit of `ms`: aborts on whichever comes first. */
function withLimit(signal, ms) {
    const limit = AbortSignal.timeout(ms);
    return signal ? AbortSignal.any([signal, limit]) : limit;
}
const JSON_HEADERS = { 'content-type': 'application/json', accept: 'application/json' };
/** The failure of an exchange that got no whole answer: abandoned by the run, or unanswered. */
function noWholeAnswer(err, signal) {
    if (signal?.aborted)
        return { kind: 'abandoned', reason: (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_4__/* .reasonOf */ .A3)(signal.reason) };
    if (err instanceof TransportFailure)
        return { kind: 'unanswered', cause: err.cause, attempts: err.attempts };
    throw err;
}
function outside2xx(answer) {
    const location = answer.headers.location;
    return { kind: 'status', status: answer.status, body: answer.text, location: location && String(location) };
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


/***/ }),

/***/ 1624:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   aC: () => (/* binding */ keep),
/* harmony export */   g1: () => (/* binding */ record),
/* harmony export */   hi: () => (/* binding */ recordLeft),
/* harmony export */   xY: () => (/* binding */ recordedCall)
/* harmony export */ });
/* harmony import */ var _domain_operations_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3048);
/* harmony import */ var _domain_constants_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5541);
/* harmony import */ var _domain_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(241);
/* harmony import */ var _ledger_ledger_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2420);
/* harmony import */ var _lib_text_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9112);
/* harmony import */ var _domain_throttle_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6314);
/* harmony import */ var _outcome_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6497);
// The record: each step's ledger entries, journaled before a call that may change a bot (an append that
// outlives a kill), saved after its answer, and what is left saved by the post step the same way.







/** The entries the steps put on `outcome`, signed with the run's origin. */
function entriesOf(outcome, run) {
    return (outcome.entries ?? []).map(e => ({ ...e, note: { ...e.note, by: run.origin } }));
}
/** Writes what the ledger must hold if the step ended now: `outcome`'s entries, and one for a call under way. */
function keep(run, outcome, inFlight) {
    // What the cache refuses to hold (the job's cache mode, a read-only token) is not left for the post step.
    const made = outcome ? entriesOf(outcome, run) : [];
    if (inFlight) {
        const { noun, at, operation } = inFlight;
        made.push({ noun, at, note: { operation, outcome: 'unknown', by: run.origin } });
    }
    run.journal.pending(made.flatMap(e => run.ledgers.pending(e) ?? []));
}
/**
 * Makes the call, recorded: the journal holds its entry before it is sent, its outcome's after; a call that
 * may have been applied keeps its time and next allowed time, so a blind re-run is stopped. Never throws.
 */
async function recordedCall(ctx, known, call) {
    const { limit, operation } = call;
    const noun = (0,_outcome_js__WEBPACK_IMPORTED_MODULE_5__/* .viewOf */ .du)(known, limit)?.noun;
    if (noun && operation)
        keep(ctx, undefined, { noun, at: ctx.clock.now(), operation });
    const nextFrom = (at) => (limit ? { ...known.next, [limit.noun]: (0,_domain_throttle_js__WEBPACK_IMPORTED_MODULE_4__/* .nextAfter */ .On)(at).toISOString() } : known.next);
    let outcome;
    let at;
    try {
        const brought = await call.send();
        at = ctx.clock.now();
        outcome = call.answered(brought, at, nextFrom(at));
    }
    catch (err) {
        at = ctx.clock.now();
        const failure = (0,_outcome_js__WEBPACK_IMPORTED_MODULE_5__/* .ended */ .v6)(err, 'call', { ...known, sha256: call.sent?.() ?? known.sha256 }, at);
        // A call that may have been applied, or that the platform refused for its hour, used the hour.
        const used = failure.kind === 'maybe-applied' || failure.error instanceof _domain_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .HourRefusedError */ .hI;
        outcome = call.failed(used && limit ? { ...failure, next: nextFrom(at) } : failure);
    }
    const note = noun && operation ? noteOf(outcome, operation) : undefined;
    if (noun && note)
        outcome = { ...outcome, entries: [...(outcome.entries ?? []), { noun, at, note }] };
    keep(ctx, outcome);
    return outcome;
}
/** What the call's entry says: confirmed (with the bytes sent), may have been applied, or refused for its hour; none when nothing was used. */
function noteOf(outcome, operation) {
    if (outcome.kind === 'done')
        return { operation, outcome: 'ok', sha256: outcome.sha256 };
    if (outcome.kind === 'maybe-applied')
        return { operation, outcome: 'unknown' };
    return 'error' in outcome && outcome.error instanceof _domain_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .HourRefusedError */ .hI ? { operation, outcome: 'refused' } : undefined;
}
/** The log line once the cache confirmed an entry: it names the call as it was. */
function recordedLine(note, outcome) {
    if (note.outcome === 'ok')
        return `Throttle ledger: recorded this ${note.operation}.`;
    if (note.outcome === 'refused')
        return `Throttle ledger: recorded the platform's refusal of this ${note.operation} (its hour is in use).`;
    const counted = 'error' in outcome && outcome.error instanceof _domain_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .CountedError */ .rt;
    return `Throttle ledger: recorded this ${note.operation}, as ${counted ? 'the platform may have counted it' : 'it may have been applied'}.`;
}
/** Saves the outcome's entries: whether the cache confirmed them all, and whether the rest is left to the post step. */
async function record(outcome, run) {
    const entries = entriesOf(outcome, run);
    if (entries.length === 0)
        return {};
    const notSaved = [];
    for (const entry of entries) {
        if (await run.ledgers.record(entry))
            run.log.info(recordedLine(entry.note, outcome));
        else
            notSaved.push(entry);
    }
    // The post step saves what was not saved, and only that; nothing a cache that refuses writes
    // outright refused (warned: the post step would only be refused again).
    const left = notSaved.flatMap(e => run.ledgers.pending(e) ?? []);
    run.journal.pending(left);
    return { recorded: notSaved.length === 0, leftToPost: left.length > 0 };
}
/** What an entry records, for the log: `the overwrite (it may have been applied)`. */
const what = (e) => `the ${e.note.operation}${AS_RECORDED[e.note.outcome]}`;
const AS_RECORDED = {
    ok: '',
    unknown: ' (it may have been applied)',
    refused: ' (refused within its hour)'
};
/** Saves each entry through the ledger's own save and bound; why not, at the first it could not save. */
async function saveLeft(entries, store) {
    const limits = { lookupMs: _domain_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .LEDGER_LOOKUP_LIMIT_MS */ .Cc, saveMs: _domain_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .LEDGER_SAVE_LIMIT_MS */ .lK };
    for (const e of entries) {
        const limit = _domain_operations_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b1.find(l => l.noun === e.noun);
        if (!limit)
            return `the step's state names no limit '${(0,_lib_text_js__WEBPACK_IMPORTED_MODULE_6__/* .untrusted */ .bp)(String(e.noun), 20)}'`;
        const sealer = () => e.seal;
        const ledger = new _ledger_ledger_js__WEBPACK_IMPORTED_MODULE_3__/* .Ledger */ .Oc({ store, prefix: e.prefix, sealer, limit, warn: () => undefined, limits });
        if (!(await ledger.record((0,_ledger_ledger_js__WEBPACK_IMPORTED_MODULE_3__/* .postAt */ .aj)(e.at), e.note)))
            return ledger.writeTrouble ?? 'the save was not confirmed';
    }
    return undefined;
}
/** The post step: saves what the main step left, with its save and bound; `mute` (sight.ts): it does not try. */
async function recordLeft(entries, openStore, log, mute) {
    const all = entries.map(what).join(' and ');
    const store = mute ?? (await openStore().catch(_lib_text_js__WEBPACK_IMPORTED_MODULE_6__/* .reasonOf */ .A3));
    const trouble = typeof store === 'string' ? store : await saveLeft(entries, store);
    if (!trouble)
        return log.info(`Throttle ledger: the post step recorded ${all}, which the main step could not.`);
    const limit = (0,_ledger_ledger_js__WEBPACK_IMPORTED_MODULE_3__/* .stillApplies */ .ZN)(entries.map(e => e.noun));
    log.warning(`Throttle ledger: the post step could not record ${all} (${trouble}). The next run within the hour will not know of it; ${limit}.`);
}


/***/ })

};
