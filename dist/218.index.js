export const id = 218;
export const ids = [218];
export const modules = {

/***/ 328:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Nn: () => (/* binding */ inspect),
/* harmony export */   Of: () => (/* binding */ refusalOf)
/* harmony export */ });
/* unused harmony exports HEAD_BYTES, warningsOf */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
// What a backup file certainly is not. A backup exported from the platform is one line of base64
// text; a Git LFS pointer, a zip, a file with a byte-order mark, JSON, HTML or XML, or anything with
// NUL bytes is refused before any request, and text that is not one line of base64 is warned about.
// Only the file's first MiB and its last bytes are read here: the whole file is read once, later,
// as it is sent.

/** How much of the file's start is read to tell what it is. */
const HEAD_BYTES = 1024 * 1024;
const REEXPORT = 'Export the backup from the platform again and commit the .xenioo file exactly as it was downloaded.';
const BINARY_ATTRIBUTE = "Mark backups as binary in .gitattributes ('*.xenioo -text') so that no checkout or editor changes them.";
const SIGNATURES = [
    {
        bytes: [0x50, 0x4b, 0x03, 0x04],
        refusal: {
            is: 'is a zip archive, not a backup',
            fix: `Commit the .xenioo file itself, not a zip of it. ${REEXPORT}`
        }
    },
    { bytes: [0x50, 0x4b, 0x05, 0x06], refusal: { is: 'is an (empty) zip archive, not a backup', fix: REEXPORT } },
    {
        bytes: [0xef, 0xbb, 0xbf],
        refusal: {
            is: 'starts with a UTF-8 byte-order mark: an editor or a tool has re-saved it',
            fix: `${REEXPORT} ${BINARY_ATTRIBUTE}`
        }
    },
    {
        bytes: [0xff, 0xfe],
        refusal: {
            is: 'starts with a UTF-16 byte-order mark: it was re-saved as UTF-16 text',
            fix: `${REEXPORT} ${BINARY_ATTRIBUTE}`
        }
    },
    {
        bytes: [0xfe, 0xff],
        refusal: {
            is: 'starts with a UTF-16 byte-order mark: it was re-saved as UTF-16 text',
            fix: `${REEXPORT} ${BINARY_ATTRIBUTE}`
        }
    }
];
const LFS_POINTER = 'version https://git-lfs.github.com/spec/';
const LFS = {
    is: 'is a Git LFS pointer, not the backup: the repository keeps the file in Git LFS and the checkout did not fetch it',
    fix: "Set 'lfs: true' on actions/checkout (or run 'git lfs pull' before this step)."
};
function markup(text) {
    const start = text.trimStart().slice(0, 64).toLowerCase();
    if (start.startsWith('{') || start.startsWith('['))
        return { is: 'starts like JSON, not a backup', fix: REEXPORT };
    if (start.startsWith('<?xml'))
        return { is: 'starts like XML, not a backup', fix: REEXPORT };
    if (start.startsWith('<')) {
        return {
            is: 'starts like an HTML page (a login or error page saved instead of the backup?), not a backup',
            fix: REEXPORT
        };
    }
    return undefined;
}
/** Refuses what the first bytes show is not a backup. */
function refusalOf(head) {
    const signature = SIGNATURES.find(s => s.bytes.every((b, i) => head[i] === b));
    if (signature)
        return signature.refusal;
    const text = head.toString('latin1');
    if (text.startsWith(LFS_POINTER))
        return LFS;
    const nul = head.indexOf(0);
    if (nul >= 0)
        return { is: `holds NUL bytes (the first at byte ${nul}): it is a binary file, not a backup`, fix: REEXPORT };
    return markup(text);
}
/** Warnings for text that is not one line of base64 (the platform may still take it). */
function warningsOf(head, tail, size) {
    const warnings = [];
    const lineBreak = tail.at(-1) === 0x0a ? (tail.at(-2) === 0x0d ? 2 : 1) : 0;
    if (lineBreak > 0)
        warnings.push('it ends with a line break, which a backup exported from the platform does not have');
    const end = size <= head.length ? size - lineBreak : head.length;
    const odd = /[^A-Za-z0-9+/=]/.exec(head.toString('latin1', 0, end));
    if (odd)
        warnings.push(`it is not one line of base64 (byte ${odd.index} is ${JSON.stringify(odd[0])})`);
    return warnings;
}
/** Reads the first MiB and the last bytes of the file, and says what it is not. */
async function inspect(file, size) {
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(file, 'r');
    try {
        const head = Buffer.alloc(Math.min(size, HEAD_BYTES));
        await handle.read(head, 0, head.length, 0);
        const tail = Buffer.alloc(Math.min(size, 2));
        await handle.read(tail, 0, tail.length, size - tail.length);
        const refusal = refusalOf(head);
        return refusal ? { refusal, warnings: [] } : { warnings: warningsOf(head, tail, size) };
    }
    finally {
        await handle.close();
    }
}


/***/ }),

/***/ 117:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V5: () => (/* binding */ digestBackup),
/* harmony export */   nx: () => (/* binding */ inside),
/* harmony export */   p1: () => (/* binding */ streamBackup),
/* harmony export */   xq: () => (/* binding */ checkBackup)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7242);
/* harmony import */ var _backup_kind_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(328);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3916);
// The backup file: checked before any request, then streamed to the platform unchanged while its
// size and sha256 are computed on the way, so it is read once and never held whole in memory.







/**
 * `child` is `parent` or below it (a name that merely starts with `..`, such as `..backup.xenioo`,
 * is below it). `paths` is the platform's path module (`path.win32` in a test of Windows paths).
 */
function inside(child, parent, paths = (node_path__WEBPACK_IMPORTED_MODULE_3___default())) {
    const rel = paths.relative(parent, child);
    return rel === '' || (rel !== '..' && !rel.startsWith(`..${paths.sep}`) && !paths.isAbsolute(rel));
}
async function realOrUndefined(p) {
    if (!p)
        return undefined;
    try {
        return await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.realpath)(p);
    }
    catch {
        return undefined;
    }
}
/** The real path of `given`, symlinks resolved, when it lies inside the workspace or the runner's temp folder. */
async function resolveInside(given, workspace, runnerTemp) {
    const shown = (0,_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .untrusted */ .bp)(given, 200);
    let real;
    try {
        real = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.realpath)(node_path__WEBPACK_IMPORTED_MODULE_3___default().resolve(workspace, given));
    }
    catch {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InputError */ .dz(_constants_js__WEBPACK_IMPORTED_MODULE_4__/* .Input */ .pd.BackupFile, `'${shown}' does not exist (looked in ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .untrusted */ .bp)(workspace, 200)}).`, `Check the path, relative to the repository root, and that the job checks the repository out (actions/checkout) before this step.`);
    }
    const roots = (await Promise.all([realOrUndefined(workspace), realOrUndefined(runnerTemp)])).filter((r) => r !== undefined);
    if (!roots.some(root => inside(real, root))) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InputError */ .dz(_constants_js__WEBPACK_IMPORTED_MODULE_4__/* .Input */ .pd.BackupFile, `'${shown}' resolves to a place outside the workspace and the runner's temp folder.`, `Point '${_constants_js__WEBPACK_IMPORTED_MODULE_4__/* .Input */ .pd.BackupFile}' at a file inside the repository checkout (or RUNNER_TEMP); a symlink must not lead outside it.`);
    }
    return real;
}
/** A regular, non-empty file. */
function checkRegular(shown, info) {
    const name = _constants_js__WEBPACK_IMPORTED_MODULE_4__/* .Input */ .pd.BackupFile;
    if (info.isDirectory()) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InputError */ .dz(name, `'${shown}' is a directory.`, `Point '${name}' at the .xenioo backup file itself, not at its folder.`);
    }
    if (!info.isFile()) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InputError */ .dz(name, `'${shown}' is not a regular file.`, `Point '${name}' at the .xenioo backup file exported from the platform.`);
    }
    if (info.size === 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InputError */ .dz(name, `'${shown}' is empty.`, `Export the bot's backup again from the platform and commit the .xenioo file (it is one line of base64 text, never empty).`);
    }
}
/**
 * Resolves `given` against the workspace and checks it: it must exist, be a regular non-empty file,
 * after following symlinks lie inside the workspace or the runner's temp folder, and not be what
 * a backup certainly is not (backup-kind.ts).
 */
async function checkBackup(given, workspace, runnerTemp) {
    const real = await resolveInside(given, workspace, runnerTemp);
    const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.stat)(real);
    const shown = (0,_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .untrusted */ .bp)(given, 200);
    checkRegular(shown, info);
    const { refusal, warnings } = await (0,_backup_kind_js__WEBPACK_IMPORTED_MODULE_5__/* .inspect */ .Nn)(real, info.size);
    if (refusal)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InputError */ .dz(_constants_js__WEBPACK_IMPORTED_MODULE_4__/* .Input */ .pd.BackupFile, `'${shown}' ${refusal.is}.`, refusal.fix);
    const said = warnings.map(w => `The backup file '${shown}': ${w}. It is sent unchanged; if the platform refuses it, export it again and mark backups as binary in .gitattributes ('*.xenioo -text').`);
    return { given, path: real, size: info.size, warnings: said };
}
/**
 * The file's bytes as they are on disk, for a request body, with a digest that settles once the
 * last byte has been read.
 */
function streamBackup(file) {
    let result;
    async function* body() {
        const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
        let bytes = 0;
        for await (const chunk of (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.createReadStream)(file.path, { highWaterMark: 1024 * 1024 })) {
            const buf = chunk;
            bytes += buf.length;
            if (bytes >= file.size && !result) {
                // The last chunk: the digest is settled before it is handed on, since the HTTP client,
                // once it has the Content-Length bytes, may never ask this generator for more.
                hash.update(buf);
                result = { bytes, sha256: hash.copy().digest('hex') };
                yield buf;
                continue;
            }
            yield buf;
            // The client has taken the chunk and asks for the next: it is hashed while the socket
            // carries it, so hashing overlaps the transfer instead of delaying it.
            hash.update(buf);
        }
        if (bytes !== file.size)
            result = { bytes, sha256: hash.digest('hex') };
    }
    return { body: body(), digest: () => result };
}
/** Size and sha256 of a file, read in streaming fashion (for a dry run, which sends nothing). */
async function digestBackup(file) {
    const { body, digest } = streamBackup(file);
    for await (const _ of body) {
        // reading is the point
    }
    return digest();
}


/***/ }),

/***/ 1218:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  b: () => (/* binding */ checkDestination),
  saveBackup: () => (/* binding */ saveBackup)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:events"
var external_node_events_ = __webpack_require__(8474);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/backup.ts
var backup = __webpack_require__(117);
// EXTERNAL MODULE: ./src/backup-kind.ts
var backup_kind = __webpack_require__(328);
// EXTERNAL MODULE: ./src/constants.ts
var constants = __webpack_require__(7242);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: external "node:string_decoder"
var external_node_string_decoder_ = __webpack_require__(6193);
;// CONCATENATED MODULE: ./src/json-string.ts
// A JSON string literal decoded as it streams: a platform that wraps the backup as a JSON string
// (`"QUJD\u002B..."`) is unwrapped chunk by chunk, escapes split across chunks included, so a large
// backup is never held whole.

const SPECIAL = /["\\]/g;
const SIMPLE = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };
class JsonStringDecoder {
    #text = new external_node_string_decoder_.StringDecoder('utf8');
    #state = 'before';
    #hex = '';
    /** The decoded bytes of `chunk`; throws when the text is not one JSON string (whitespace around it allowed). */
    write(chunk) {
        return Buffer.from(this.#decode(this.#text.write(chunk)), 'utf8');
    }
    /** Checks that the string was closed. */
    end() {
        this.#decode(this.#text.end());
        if (this.#state !== 'after')
            throw new Error('the JSON string is not closed');
    }
    #pendingHigh = '';
    #decode(text) {
        let out = this.#pendingHigh;
        this.#pendingHigh = '';
        let i = 0;
        while (i < text.length) {
            if (this.#state === 'inside') {
                // The common case, a run of plain characters, is copied whole.
                SPECIAL.lastIndex = i;
                const end = SPECIAL.exec(text)?.index ?? text.length;
                out += text.slice(i, end);
                i = end;
                if (i >= text.length)
                    break;
            }
            out += this.#step(text[i]);
            i++;
        }
        // A high surrogate from a \u escape waits for its low half, which may come with the next chunk.
        if (/[\ud800-\udbff]$/.test(out)) {
            this.#pendingHigh = out.slice(-1);
            out = out.slice(0, -1);
        }
        return out;
    }
    #step(c) {
        switch (this.#state) {
            case 'before':
            case 'after':
                if (/\s/.test(c))
                    return '';
                if (this.#state === 'before' && c === '"')
                    this.#state = 'inside';
                else
                    throw new Error('the answer is more than one JSON string');
                return '';
            case 'inside':
                if (c === '"')
                    this.#state = 'after';
                else if (c === '\\')
                    this.#state = 'escape';
                else
                    return c;
                return '';
            case 'escape':
                return this.#escape(c);
            case 'unicode':
                return this.#unicode(c);
        }
    }
    #escape(c) {
        if (c === 'u') {
            this.#state = 'unicode';
            this.#hex = '';
            return '';
        }
        const plain = SIMPLE[c];
        if (plain === undefined)
            throw new Error(`an unknown escape \\${c} in the JSON string`);
        this.#state = 'inside';
        return plain;
    }
    #unicode(c) {
        if (!/[0-9a-fA-F]/.test(c))
            throw new Error('a broken \\u escape in the JSON string');
        this.#hex += c;
        if (this.#hex.length < 4)
            return '';
        this.#state = 'inside';
        return String.fromCharCode(Number.parseInt(this.#hex, 16));
    }
}

;// CONCATENATED MODULE: ./src/export.ts
// The export's side of the backup file: where it may be written (the same confinement as for
// reading), and the download written there. The answer streams to a temporary file beside the
// destination, hashed and counted on the way, unwrapped when the platform sent it as a JSON string,
// and only when it is complete and checked does it replace the file; identical bytes leave the file
// as it was. A failed, cut or refused download leaves no temporary file behind.










async function nearestReal(p) {
    try {
        return await (0,promises_.realpath)(p);
    }
    catch {
        const parent = external_node_path_default().dirname(p);
        if (parent === p)
            throw new Error(`no folder of ${p} exists`);
        return external_node_path_default().join(await nearestReal(parent), external_node_path_default().basename(p));
    }
}
/** Where `given` may be written: inside the workspace or RUNNER_TEMP, not a folder, before any request. */
async function checkDestination(given, workspace, runnerTemp) {
    const name = constants/* Input */.pd.BackupFile;
    const shown = (0,errors/* untrusted */.bp)(given, 200);
    const target = await nearestReal(external_node_path_default().resolve(workspace, given));
    const roots = await Promise.all([workspace, runnerTemp].filter((r) => !!r).map(r => nearestReal(r)));
    if (!roots.some(root => (0,backup/* inside */.nx)(target, root) && target !== root)) {
        throw new errors/* InputError */.dz(name, `'${shown}' would be written outside the workspace and the runner's temp folder.`, `Point '${name}' at a file inside the repository checkout (or RUNNER_TEMP); a symlink must not lead outside it.`);
    }
    const info = await (0,promises_.lstat)(target).catch(() => undefined);
    if (info && !info.isFile()) {
        throw new errors/* InputError */.dz(name, `'${shown}' is ${info.isDirectory() ? 'a directory' : 'not a regular file'}.`, `Point '${name}' at the .xenioo file to write, such as bots/support.xenioo.`);
    }
    return { given, path: target, exists: info !== undefined };
}
/** What the answer is, from its first bytes: `raw` backup text, a `json-string`, or what is refused. */
function shapeOf(head) {
    const first = head.toString('latin1').trimStart()[0];
    if (first === undefined)
        return 'empty';
    if (first === '"')
        return 'json-string';
    if (first === '{' || first === '[')
        return 'a JSON object (an error, not a backup)';
    if (first === '<')
        return 'an HTML page';
    return (0,backup_kind/* refusalOf */.Of)(head)?.is.replace(/^(is|starts like|starts with|holds) /, '') ?? 'raw';
}
function refused(what) {
    return new errors/* ResponseShapeError */.RD(`The platform answered the backup with HTTP 200, but the body is ${what === 'empty' ? 'empty' : what}: nothing was written.`, "Check that 'service-endpoint' is the bot's route (bot settings, developers section). The platform counts the call against its hour: see 'next-backup-at'.");
}
/** Writes the answer's bytes (unwrapped when it is a JSON string) to `out`, hashing and counting them. */
async function pipeInto(body, out) {
    const hash = (0,external_node_crypto_.createHash)('sha256');
    let bytes = 0;
    let decoder;
    let head = Buffer.alloc(0);
    const put = async (buf) => {
        if (buf.length === 0)
            return;
        hash.update(buf);
        bytes += buf.length;
        if (!out.write(buf))
            await (0,external_node_events_.once)(out, 'drain');
    };
    for await (const chunk of body) {
        let data = chunk;
        if (head) {
            // Undecided until the first byte that is not white space.
            head = Buffer.concat([head, chunk]);
            if (head.toString('latin1').trim() === '')
                continue;
            const shape = shapeOf(head);
            if (shape !== 'raw' && shape !== 'json-string')
                throw refused(shape);
            if (shape === 'json-string')
                decoder = new JsonStringDecoder();
            [data, head] = [head, undefined];
        }
        await put(decoder ? decoder.write(data) : data);
    }
    if (head || bytes === 0)
        throw refused('empty');
    decoder?.end();
    out.end();
    await (0,external_node_events_.once)(out, 'close');
    return { bytes, sha256: hash.digest('hex') };
}
async function digestOf(file) {
    const hash = (0,external_node_crypto_.createHash)('sha256');
    let bytes = 0;
    for await (const chunk of (0,external_node_fs_.createReadStream)(file, { highWaterMark: 1024 * 1024 })) {
        hash.update(chunk);
        bytes += chunk.length;
    }
    return { bytes, sha256: hash.digest('hex') };
}
/** Streams the answer to a temporary file beside `dest`, then replaces `dest` with it when its bytes differ. */
async function saveBackup(body, dest) {
    const dir = external_node_path_default().dirname(dest.path);
    await (0,promises_.mkdir)(dir, { recursive: true });
    const before = dest.exists ? digestOf(dest.path) : undefined;
    before?.catch(() => undefined);
    const temp = external_node_path_default().join(dir, `.${external_node_path_default().basename(dest.path)}.${(0,external_node_crypto_.randomBytes)(6).toString('hex')}.download`);
    const out = (0,external_node_fs_.createWriteStream)(temp, { flags: 'wx' });
    try {
        const got = await pipeInto(body, out);
        const old = await before;
        const changed = !old || old.bytes !== got.bytes || old.sha256 !== got.sha256;
        if (changed)
            await (0,promises_.rename)(temp, dest.path);
        else
            await (0,promises_.rm)(temp);
        return { ...got, changed };
    }
    catch (err) {
        out.destroy();
        await (0,promises_.rm)(temp, { force: true });
        throw err;
    }
}


/***/ })

};
