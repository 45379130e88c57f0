export const id = 841;
export const ids = [841];
export const modules = {

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

/***/ 2841:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runOperation: () => (/* binding */ runOperation)
});

// UNUSED EXPORTS: planOf

// EXTERNAL MODULE: ./src/domain/constants.ts
var constants = __webpack_require__(5541);
// EXTERNAL MODULE: ./src/files/confine.ts
var confine = __webpack_require__(6747);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:stream/promises"
var external_node_stream_promises_ = __webpack_require__(6466);
// EXTERNAL MODULE: ./src/domain/errors.ts
var errors = __webpack_require__(241);
// EXTERNAL MODULE: ./src/lib/text.ts
var lib_text = __webpack_require__(9112);
;// CONCATENATED MODULE: ./src/files/kind.ts
// What a backup (opaque base64 text) certainly is not: JSON, HTML, an LFS pointer, an archive, not base64.
// One judge (`inspect`), of a file to send before a restore and of an export once written.

/** The least a backup decodes to (the smallest bot's is tens of kilobytes): less is an error word or a token. */
const MIN_BACKUP_BYTES = 1024;
/** How many bytes of the start tell what the content is. */
const START_BYTES = 64;
const REEXPORT = 'Export the backup from the platform again and commit the .xenioo file exactly as it was downloaded.';
const BINARY_ATTRIBUTE = "Mark backups as binary in .gitattributes ('*.xenioo -text') so that no checkout or editor changes them.";
const UTF16 = {
    is: 'starts with a UTF-16 byte-order mark: it was re-saved as UTF-16 text',
    fix: `${REEXPORT} ${BINARY_ATTRIBUTE}`
};
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
    { bytes: [0xff, 0xfe], refusal: UTF16 },
    { bytes: [0xfe, 0xff], refusal: UTF16 }
];
const LFS_POINTER = 'version https://git-lfs.github.com/spec/';
const LFS = {
    is: 'is a Git LFS pointer, not the backup: the repository keeps the file in Git LFS and the checkout did not fetch it',
    fix: "Fetch the file from Git LFS before the deploy ('git lfs pull'; in GitHub Actions, 'lfs: true' on actions/checkout)."
};
const FOREIGN = /[^A-Za-z0-9+/= \t\r\n]/;
const WHITE = /[ \t\r\n]/g;
/** Where the first byte that is neither base64 nor white space stands, or -1. */
function foreignAt(buf) {
    return FOREIGN.exec(buf.toString('latin1'))?.index ?? -1;
}
function whiteIn(buf) {
    return buf.toString('latin1').match(WHITE)?.length ?? 0;
}
function leadingWhite(buf) {
    return /^[ \t\r\n]*/.exec(buf.toString('latin1'))[0].length;
}
function markup(text) {
    const start = text.slice(0, START_BYTES).toLowerCase();
    if (/^[{["]/.test(start))
        return { is: 'starts like JSON, not a backup', fix: REEXPORT };
    if (start.startsWith('<?xml'))
        return { is: 'starts like XML, not a backup', fix: REEXPORT };
    if (start.startsWith('<')) {
        return {
            is: 'starts like an HTML page (a login or error page saved instead of the backup?), not a backup',
            fix: REEXPORT
        };
    }
    return text.startsWith(LFS_POINTER) ? LFS : undefined;
}
/** What the content's first bytes (as they are, white space included) show it is not. */
function refusalOfStart(head) {
    const signature = SIGNATURES.find(s => s.bytes.every((b, i) => head[i] === b));
    if (signature)
        return signature.refusal;
    return markup(head.toString('latin1', leadingWhite(head), START_BYTES * 2));
}
/** A byte outside base64 and white space, at offset `at` of the content. */
function foreignRefusal(byte, at) {
    if (byte === 0)
        return { is: `holds NUL bytes (the first at byte ${at}): it is a binary file, not a backup`, fix: REEXPORT };
    const shown = JSON.stringify(String.fromCharCode(byte));
    return { is: `holds a byte outside base64 text (byte ${at} is ${shown}): it is not a backup`, fix: REEXPORT };
}
/** What `chars` base64 characters say; `text`, a short content whole, for JSON's literals (`null`, `12345`). */
function refusalOfLength(chars, text) {
    if (chars === 0)
        return { is: 'is empty', fix: REEXPORT };
    const literal = text?.trim();
    if (literal && /^(null|true|false|\d+)$/.test(literal))
        return { is: `is JSON (${literal}), not a backup`, fix: REEXPORT };
    const least = Math.ceil(MIN_BACKUP_BYTES / 3) * 4;
    if (chars < least) {
        return {
            is: `is too short to be a backup (${chars} characters of base64; a backup has at least ${least})`,
            fix: REEXPORT
        };
    }
    if (chars % 4 !== 0) {
        return { is: `is not whole base64 (${chars} characters without white space, not a multiple of 4)`, fix: REEXPORT };
    }
    return undefined;
}
/** Where `=` stands where base64 has none (before data, or a third), 1-based; 0 when nowhere (platform-facts.md: `=` padding). */
function misplacedPadding(text) {
    const m = /=+(?=[A-Za-z0-9+/])|(?<===)=/.exec(text);
    return m ? m.index + 1 : 0;
}
/** `=` inside the text, or more than two: not base64 as the platform writes it. */
function paddingRefusal(at) {
    return {
        is: `is not base64 as the platform writes it: '=' stands inside it (character ${at}), where base64 has it only as the last one or two`,
        fix: REEXPORT
    };
}
/** How much of the file's start, and of its end, is read. */
const HEAD_BYTES = 1024 * 1024;
/** The characters outside base64 and white space, in the part read, and the length where it is known. */
function refusalOf(head, tail, size) {
    const start = refusalOfStart(head);
    if (start)
        return start;
    const inHead = foreignAt(head);
    if (inHead >= 0)
        return foreignRefusal(head[inHead], inHead);
    const inTail = foreignAt(tail);
    if (inTail >= 0)
        return foreignRefusal(tail[inTail], size - tail.length + inTail);
    const [inHeadPad, inTailPad] = [head, tail].map(b => misplacedPadding(b.toString('latin1')));
    const pad = inHeadPad || (inTailPad && size - tail.length + inTailPad);
    if (pad)
        return paddingRefusal(pad);
    // The length is known when the file was read whole, or is one line (no white space at either end).
    const whole = size <= head.length;
    const white = whole ? whiteIn(head) : whiteIn(head) + whiteIn(tail);
    if (!whole && white > 0)
        return undefined;
    const chars = size - white;
    return refusalOfLength(chars, chars <= START_BYTES ? head.toString('latin1') : undefined);
}
/** Warnings for white space: the platform's backups are one line. */
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
/** Reads the first and the last MiB of the file, and says whether it is a backup. */
async function inspect(file, size) {
    const handle = await (0,promises_.open)(file, 'r');
    try {
        const head = Buffer.alloc(Math.min(size, HEAD_BYTES));
        await handle.read(head, 0, head.length, 0);
        const tail = Buffer.alloc(Math.min(Math.max(size - head.length, 2), size, HEAD_BYTES));
        await handle.read(tail, 0, tail.length, size - tail.length);
        const refusal = refusalOf(head, tail, size);
        return refusal ? { refusal, warnings: [] } : { warnings: warningsOf(head, tail, size) };
    }
    finally {
        await handle.close();
    }
}
class NotABackup extends Error {
    refusal;
    constructor(refusal) {
        super(refusal.is);
        this.refusal = refusal;
    }
}

;// CONCATENATED MODULE: ./src/files/source.ts
// The backup file to send: checked before any request, streamed from disk with its sha256 computed on
// the way; and the one digest helper.








/** The real path of the file, symlinks resolved, when it exists inside the workspace or the runner's temp folder. */
function checkInside(place, folders) {
    const { shown } = place;
    if (!place.exists) {
        throw new errors/* InputError */.dz(constants/* Input */.pd.BackupFile, `'${shown}' does not exist (looked in ${(0,lib_text/* untrusted */.bp)(folders.workspace, 200)}).`, folders.words.missingFile);
    }
    if (place.within === 'outside')
        throw (0,confine/* outsideRefusal */._I)(shown, 'resolves to a place', folders);
    return place.path;
}
/** Checks the resolved `backup-file`: inside the workspace, a regular file, not what a backup is not (nor empty). */
async function checkBackup(place, folders) {
    const real = checkInside(place, folders);
    const info = await (0,promises_.stat)(real);
    const { shown, inputPath } = place;
    (0,confine/* refuseNonFile */.wm)(shown, info, `Point ${folders.words.input(constants/* Input */.pd.BackupFile)} at the .xenioo backup file itself (not at its folder), as exported from the platform.`);
    const { refusal, warnings } = await inspect(real, info.size);
    if (refusal)
        throw new errors/* FileInputError */.ZQ(constants/* Input */.pd.BackupFile, inputPath, `'${shown}' ${refusal.is}.`, refusal.fix);
    const said = warnings.map(w => `The backup file '${shown}': ${w}. It is sent unchanged; if the platform refuses it, export it again and mark backups as binary in .gitattributes ('*.xenioo -text').`);
    return { inputPath, shown, path: real, size: info.size, warnings: said };
}
/** The file's bytes as on disk, for a request body, with a digest that settles once the last byte is read. */
function streamBackup(file, onBytes) {
    let result;
    async function* body() {
        const hash = (0,external_node_crypto_.createHash)('sha256');
        let bytes = 0;
        for await (const chunk of (0,external_node_fs_.createReadStream)(file.path, { highWaterMark: CHUNK_BYTES })) {
            const buf = chunk;
            bytes += buf.length;
            onBytes?.(bytes);
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
const CHUNK_BYTES = 1024 * 1024;
async function digestFile(file) {
    const hash = (0,external_node_crypto_.createHash)('sha256');
    let bytes = 0;
    for await (const chunk of (0,external_node_fs_.createReadStream)(file, { highWaterMark: CHUNK_BYTES })) {
        hash.update(chunk);
        bytes += chunk.length;
    }
    return { bytes, sha256: hash.digest('hex') };
}

// EXTERNAL MODULE: external "node:string_decoder"
var external_node_string_decoder_ = __webpack_require__(6193);
;// CONCATENATED MODULE: ./src/files/json-string.ts
// A JSON string literal decoded as it streams: a backup wrapped as a JSON string is unwrapped chunk by
// chunk (escapes split across chunks included), never held whole.

const SPECIAL = /["\\]/g;
const SIMPLE = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };
class JsonStringError extends Error {
}
class JsonStringDecoder {
    #text = new external_node_string_decoder_.StringDecoder('utf8');
    #state = 'before';
    #hex = '';
    /** The decoded bytes of `chunk`; throws when the text is not one JSON string (whitespace around it allowed). */
    write(chunk) {
        return Buffer.from(this.#decode(this.#text.write(chunk)), 'utf8');
    }
    /** Checks that the string was closed, with no half of a surrogate pair left over. */
    end() {
        this.#decode(this.#text.end());
        if (this.#state !== 'after')
            throw new JsonStringError('the JSON string is not closed');
        if (this.#pendingHigh)
            throw new JsonStringError('a lone surrogate (\\uD800 to \\uDBFF) ends the JSON string');
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
                    throw new JsonStringError('the answer is more than one JSON string');
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
            throw new JsonStringError(`an unknown escape \\${c} in the JSON string`);
        this.#state = 'inside';
        return plain;
    }
    #unicode(c) {
        if (!/[0-9a-fA-F]/.test(c))
            throw new JsonStringError('a broken \\u escape in the JSON string');
        this.#hex += c;
        if (this.#hex.length < 4)
            return '';
        this.#state = 'inside';
        return String.fromCharCode(Number.parseInt(this.#hex, 16));
    }
}

;// CONCATENATED MODULE: ./src/files/download.ts
// An export's destination, checked before any request, and its writing: streamed to a temporary file
// beside it, bounded, kept only when it is a backup, then renamed over the file (or left when unchanged).












const download_name = constants/* Input */.pd.BackupFile;
const fixOf = (w) => `Point ${w.input(download_name)} at the .xenioo file to write, such as bots/support.xenioo.`;
function refuse(shown, problem, fix) {
    return new errors/* InputError */.dz(download_name, `'${shown}' ${problem}`, fix);
}
/** A path with a `.git` folder in it: the repository's own data. */
function inGit(p) {
    return p.split(/[\\/]+/).some(part => part.toLowerCase() === '.git');
}
/** What is wrong with the path as given: a folder's name, or a path into .git. */
function checkInputPath({ inputPath, shown }, w) {
    if (/[\\/]$/.test(inputPath)) {
        throw refuse(shown, 'ends with a slash: it names a folder, and the export writes a file.', `${fixOf(w)} To write into a folder, add the file's name.`);
    }
    if (inGit(inputPath))
        throw refuse(shown, "is inside the repository's .git folder.", fixOf(w));
}
/** Where an export may write the resolved `backup-file`: in the workspace, not in .git, a file or none. */
async function checkDestination(place, folders) {
    const w = folders.words;
    checkInputPath(place, w);
    const { shown, inputPath } = place;
    if (place.within === 'itself')
        throw refuse(shown, 'is a folder, not a file.', fixOf(w));
    if (place.within === 'outside')
        throw (0,confine/* outsideRefusal */._I)(shown, 'would be written', folders);
    if (inGit(external_node_path_default().relative(folders.workspace, place.path)))
        throw refuse(shown, "leads into the repository's .git folder.", fixOf(w));
    const info = await (0,promises_.lstat)(place.path).catch(() => undefined);
    if (info)
        (0,confine/* refuseNonFile */.wm)(shown, info, fixOf(w));
    return { inputPath, shown, path: place.path, exists: info !== undefined };
}
/** The export's destination checked, and its temporary file created beside it, before any request. */
async function openDestination(place, folders) {
    const destination = await checkDestination(place, folders);
    return { destination, download: await openDownload(destination, folders.words) };
}
/** What a file system error while creating the temporary file means for the file `shown`. */
function unwritable(shown, err, w) {
    switch (err.code) {
        case 'ENOTDIR':
        case 'EEXIST':
            return refuse(shown, 'cannot be created: a part of its path is a file, not a folder.', fixOf(w));
        case 'ENOENT':
            return refuse(shown, 'cannot be created: a folder on its path is a symlink that leads nowhere.', fixOf(w));
        case 'ENAMETOOLONG':
            return refuse(shown, 'has a name too long to write beside it the temporary file the export streams into (its name plus about 24 characters).', `Give ${w.input(download_name)} a shorter file name.`);
        default:
            return refuse(shown, `cannot be written here (${(0,lib_text/* untrusted */.bp)(err.code ?? err.message, 80)}).`, `${fixOf(w)} That folder must be writable.`);
    }
}
/** The download's temporary file, created beside the destination; an InputError when it cannot be. */
async function openDownload(destination, w) {
    try {
        return await Download.open(destination);
    }
    catch (err) {
        throw unwritable(destination.shown, err, w);
    }
}
/** The folders of `dir` that do not exist yet, outermost first; then creates them. */
async function makeFolders(dir) {
    const first = await (0,promises_.mkdir)(dir, { recursive: true });
    if (first === undefined)
        return [];
    const made = [];
    for (let d = dir; d.length >= first.length; d = external_node_path_default().dirname(d))
        made.unshift(d);
    return made;
}
/** How much leading white space is held while the answer's form is not known: past it, the answer is raw. */
const HELD_WHITE = 64 * 1024;
/** The answer's bytes counted against `limit`, as they came; a JSON string unwrapped (white space before it is its syntax). */
async function* unwrapped(body, limit, count) {
    let received = 0;
    let decoder;
    let held = [];
    for await (const chunk of body) {
        received += chunk.length;
        count(received);
        if (received > limit)
            throw new TooLarge(limit);
        let data = chunk;
        if (held) {
            const at = leadingWhite(chunk);
            if (at === chunk.length && received <= HELD_WHITE) {
                held.push(chunk);
                continue;
            }
            if (chunk[at] === 0x22)
                decoder = new JsonStringDecoder();
            data = decoder ? chunk.subarray(at) : Buffer.concat([...held, chunk]);
            held = undefined;
        }
        yield decoder ? decoder.write(data) : data;
    }
    decoder?.end();
}
/** How much of the answer is judged, hashed and written at once. */
const BATCH_BYTES = 1024 * 1024;
/** The chunks of `source` joined into batches of at least BATCH_BYTES (the last one smaller). */
async function* batches(source) {
    let held = [];
    let size = 0;
    for await (const chunk of source) {
        held.push(chunk);
        size += chunk.length;
        if (size < BATCH_BYTES)
            continue;
        yield Buffer.concat(held, size);
        [held, size] = [[], 0];
    }
    if (size > 0)
        yield Buffer.concat(held, size);
}
class Download {
    #destination;
    #temp;
    #handle;
    #made;
    /** Bytes of the answer received so far (for the messages). */
    received = 0;
    #settled = false;
    constructor(destination, temp, handle, made) {
        this.#destination = destination;
        this.#temp = temp;
        this.#handle = handle;
        this.#made = made;
    }
    /** Creates the temporary file beside `destination` (and the folders it needs); throws the file system's error. */
    static async open(destination, mode = 0o644) {
        const dir = external_node_path_default().dirname(destination.path);
        const made = await makeFolders(dir);
        const temp = external_node_path_default().join(dir, `.${external_node_path_default().basename(destination.path)}.${(0,external_node_crypto_.randomBytes)(6).toString('hex')}.download`);
        const flags = external_node_fs_.constants.O_CREAT | external_node_fs_.constants.O_EXCL | external_node_fs_.constants.O_WRONLY | (external_node_fs_.constants.O_NOFOLLOW ?? 0);
        try {
            return new Download(destination, temp, await (0,promises_.open)(temp, flags, mode), made);
        }
        catch (err) {
            await removeFolders(made);
            throw err;
        }
    }
    /** Streams the answer into the temporary file, kept when its bytes differ; any failure is a CountedError, in `words`. */
    async write(answer, limit, words, onBytes) {
        try {
            // An answer that declares more than the bound is refused at its headers, as one that grows past it.
            if (answer.declaredBytes !== undefined && answer.declaredBytes > limit)
                throw new TooLarge(limit);
            return await this.#write(answer.body, limit, onBytes);
        }
        catch (err) {
            // A body refused before it was read (or left part read) is given up, so nothing waits for it.
            answer.cancel?.();
            await this.discard();
            throw downloadFailure(err, this.received, words);
        }
    }
    async #write(body, limit, onBytes) {
        const before = this.#destination.exists ? digestFile(this.#destination.path) : undefined;
        before?.catch(() => undefined);
        const hash = (0,external_node_crypto_.createHash)('sha256');
        let bytes = 0;
        // Written as it came and hashed in batches of a MiB: the socket's chunks are small, and each costs a turn.
        async function* content(source) {
            for await (const batch of batches(source)) {
                hash.update(batch);
                bytes += batch.length;
                yield batch;
            }
        }
        const source = unwrapped(body, limit, n => onBytes?.((this.received = n)));
        // The stream closes the file once it has written the last byte, or on a failure.
        await (0,external_node_stream_promises_.pipeline)(content(source), this.#handle.createWriteStream());
        // The one judge of a backup, as of a file to send: kept only when it is one.
        const { refusal, warnings } = await inspect(this.#temp, bytes);
        if (refusal)
            throw new NotABackup(refusal);
        const got = { bytes, sha256: hash.digest('hex'), warnings };
        const old = await before;
        const changed = !old || old.bytes !== got.bytes || old.sha256 !== got.sha256;
        await (changed ? (0,promises_.rename)(this.#temp, this.#destination.path) : (0,promises_.rm)(this.#temp));
        this.#settled = true;
        return { ...got, changed };
    }
    /** Removes the temporary file and the folders this run created, unless the download was written. */
    async discard() {
        if (this.#settled)
            return;
        this.#settled = true;
        await this.#handle.close().catch(() => undefined);
        await (0,promises_.rm)(this.#temp, { force: true });
        await removeFolders(this.#made);
    }
}
/** Removes the folders a run created, innermost first, as far as they are empty. */
async function removeFolders(made) {
    for (const dir of [...made].reverse()) {
        try {
            await (0,promises_.rmdir)(dir);
        }
        catch {
            return;
        }
    }
}
/** The answer is larger than the bound (`max-backup-mib`). */
class TooLarge extends Error {
    limit;
    constructor(limit) {
        super(`larger than ${limit} bytes`);
        this.limit = limit;
    }
}
const UNCHANGED = "nothing was written, and the file is as it was. The platform counts the call against the bot's hour.";
const routeOf = (w) => `Check that ${w.input('service-endpoint')} is the bot's route (bot settings, developers section).`;
const mib = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
/** The CountedError for a download that failed after `received` bytes of the answer. */
function downloadFailure(err, received, w) {
    if (err instanceof errors/* ActionError */.lZ)
        return err;
    const [next, file, limit] = [(0,errors/* nextBackupFix */.bx)(w), w.input(constants/* Input */.pd.BackupFile), w.input(constants/* Input */.pd.MaxBackupMib)];
    if (err instanceof NotABackup) {
        return new errors/* CountedError */.rt(`The platform answered the backup, but the body ${err.refusal.is}: ${UNCHANGED}`, `${routeOf(w)} ${next}`);
    }
    if (err instanceof JsonStringError) {
        return new errors/* CountedError */.rt(`The platform answered the backup with a JSON string that is not well formed (${err.message}): ${UNCHANGED}`, `${routeOf(w)} ${next}`);
    }
    if (err instanceof TooLarge) {
        return new errors/* CountedError */.rt(`The backup is larger than ${limit} (${mib(err.limit)}): the download was stopped there, ${UNCHANGED}`, `If the bot's backup is really that large, raise ${limit}. ${next}`);
    }
    const { code, message } = err;
    if (code === 'ENOSPC' || code === 'EDQUOT') {
        return new errors/* CountedError */.rt(`The disk filled up after ${mib(received)} of the backup: ${UNCHANGED}`, `Free disk space, or write ${file} to a disk with room. ${next}`);
    }
    return new errors/* CountedError */.rt(`Writing the backup failed after ${received} bytes (${(0,lib_text/* untrusted */.bp)(code ?? String(message), 120)}): ${UNCHANGED}`, `Check that ${file} and its folder can be written. ${next}`);
}

// EXTERNAL MODULE: ./src/platform/platform-clock.ts
var platform_clock = __webpack_require__(2339);
// EXTERNAL MODULE: ./src/ledger/open.ts
var ledger_open = __webpack_require__(6229);
// EXTERNAL MODULE: ./src/run/bot-name.ts
var bot_name = __webpack_require__(8878);
// EXTERNAL MODULE: ./src/domain/operations.ts
var operations = __webpack_require__(3048);
// EXTERNAL MODULE: ./src/run/outcome.ts
var run_outcome = __webpack_require__(6497);
// EXTERNAL MODULE: ./src/ledger/sight.ts
var sight = __webpack_require__(4348);
// EXTERNAL MODULE: ./src/domain/throttle.ts
var throttle = __webpack_require__(6314);
;// CONCATENATED MODULE: ./src/run/record.ts
// The record: each step's ledger entries, journaled before a call that may change a bot (an append that
// outlives a kill), saved after its answer; what is left, the journal holds (the action's post step saves it).





/** The entries the steps put on `outcome`, signed with the run's origin. */
function entriesOf(outcome, run) {
    return (outcome.entries ?? []).map(e => ({ ...e, note: { ...e.note, by: run.origin } }));
}
/** What the ledger must hold if the step ended now: `outcome`'s entries, and one for a call under way. */
function pendingOf(run, outcome, inFlight) {
    // What the cache refuses to hold (the job's cache mode, a read-only token) is not left for the post step.
    const made = outcome ? entriesOf(outcome, run) : [];
    if (inFlight) {
        const { noun, at, operation } = inFlight;
        made.push({ noun, at, note: { operation, outcome: 'unknown', by: run.origin } });
    }
    return made.flatMap(e => run.ledgers.pending(e) ?? []);
}
/** Writes `entries` to the journal (replacing what it held); the error, when it could not take them. */
async function journal(run, entries) {
    try {
        await run.ledgers.journal(entries);
        return undefined;
    }
    catch (err) {
        return err;
    }
}
/** After a call's answer: the outcome's entries journaled (the save after it tries again, and warns when it cannot). */
async function keep(run, outcome) {
    await journal(run, pendingOf(run, outcome));
}
/**
 * Before a call that counts against a limit: its entry journaled as one that may be applied, so a run stopped
 * during the call is known to the next; the ledger's lock let go once the run's last limited call has its
 * entry. With `throttle: required`, a journal that cannot take the entry stops the call: the error, unsent.
 */
async function beforeCall(ctx, outcome, inFlight) {
    const error = await journal(ctx, pendingOf(ctx, outcome, inFlight));
    // The store's own stop (another run took its lock over): no call, whatever the throttle.
    if (error instanceof errors/* ActionError */.lZ)
        return error;
    const trouble = error === undefined ? undefined : (0,lib_text/* reasonOf */.A3)(error);
    if (trouble && ctx.inputs.throttle === 'required') {
        return new errors/* ActionError */.lZ(`The throttle ledger could not take the ${inFlight.operation}'s entry before the call (${trouble}), and ${ctx.words.setting('throttle', 'required')} makes no call it cannot record: nothing was sent to the bot.`, `Mend what kept the entry from being written (the message says), then run again; or set ${ctx.words.setting('throttle', 'cache')} to go on without the ledger. The platform's own limit still applies.`);
    }
    // A ledger in trouble said so already, once.
    if (trouble && !ctx.ledgers.troubled) {
        ctx.log.warning(`Throttle ledger: could not write the ${inFlight.operation}'s entry before the call (${trouble}): if this run is stopped during the call, the next will not know of it; ${(0,sight/* stillApplies */.ZN)([inFlight.noun])}.`);
    }
    await ctx.ledgers.entered(inFlight.noun);
    return undefined;
}
/**
 * Makes the call, recorded: the journal holds its entry before it is sent, its outcome's after; a call that
 * may have been applied keeps its time and next allowed time, so a blind re-run is stopped. Never throws.
 */
async function recordedCall(ctx, known, call) {
    const { limit, operation } = call;
    const noun = (0,run_outcome/* viewOf */.du)(known, limit)?.noun;
    if (noun && operation) {
        const refused = await beforeCall(ctx, known, { noun, at: ctx.clock.now(), operation });
        if (refused)
            return call.failed((0,run_outcome/* ended */.v6)(refused, 'before-call', known));
    }
    const nextFrom = (at) => (limit ? { ...known.next, [limit.noun]: (0,throttle/* nextAfter */.On)(at).toISOString() } : known.next);
    let outcome;
    let at;
    try {
        const brought = await call.send();
        at = ctx.clock.now();
        outcome = call.answered(brought, at, nextFrom(at));
    }
    catch (err) {
        at = ctx.clock.now();
        const failure = (0,run_outcome/* ended */.v6)(err, 'call', { ...known, sha256: call.sent?.() ?? known.sha256 }, at);
        // A call that may have been applied, or that the platform refused for its hour, used the hour.
        const used = failure.kind === 'maybe-applied' || failure.error instanceof errors/* HourRefusedError */.hI;
        outcome = call.failed(used && limit ? { ...failure, next: nextFrom(at) } : failure);
    }
    const note = noun && operation ? noteOf(outcome, operation) : undefined;
    if (noun && note)
        outcome = { ...outcome, entries: [...(outcome.entries ?? []), { noun, at, note }] };
    await keep(ctx, outcome);
    return outcome;
}
/** What the call's entry says: confirmed (with the bytes sent), may have been applied, or refused for its hour; none when nothing was used. */
function noteOf(outcome, operation) {
    if (outcome.kind === 'done')
        return { operation, outcome: 'ok', sha256: outcome.sha256, replaced: outcome.replaced?.sha256 };
    if (outcome.kind === 'maybe-applied')
        return { operation, outcome: 'unknown' };
    return 'error' in outcome && outcome.error instanceof errors/* HourRefusedError */.hI ? { operation, outcome: 'refused' } : undefined;
}
/** What an entry records of its call, for the log: `overwrite (it may have been applied)`. */
const recorded = ({ operation, outcome }) => `${operation}${operation === 'backup' && outcome === 'unknown' ? ' (the platform may have counted it)' : AS_RECORDED[outcome]}`;
const AS_RECORDED = {
    ok: '',
    unknown: ' (it may have been applied)',
    refused: ' (refused within its hour)'
};
/** Saves the outcome's entries: whether the cache confirmed them all, and whether the rest is left to the post step. */
async function record(outcome, run) {
    const entries = entriesOf(outcome, run);
    if (entries.length === 0)
        return {};
    const notSaved = [];
    for (const entry of entries) {
        if (await run.ledgers.record(entry))
            run.log.info(`Throttle ledger: recorded this ${recorded(entry.note)}.`);
        else
            notSaved.push(entry);
    }
    // The post step saves what was not saved, and only that; nothing a cache that refuses writes
    // outright refused (warned: the post step would only be refused again).
    const left = notSaved.flatMap(e => run.ledgers.pending(e) ?? []);
    // What the journal cannot take, the save's own warning said is not recorded.
    await journal(run, left);
    return { recorded: notSaved.length === 0, leftToPost: left.length > 0 };
}

// EXTERNAL MODULE: ./src/domain/ledger-keys.ts
var ledger_keys = __webpack_require__(4740);
// EXTERNAL MODULE: ./src/lib/time.ts
var time = __webpack_require__(9826);
;// CONCATENATED MODULE: ./src/run/copies.ts
// Where the copies of a bot this tool kept are found again (#75): a folder per bot where the shell keeps them,
// and the shell's shelf for later jobs (the Actions cache); a copy is believed only when its bytes are the sealed sha256.








/** The shelf's keys: the bot's subject hashed as the ledger's (no key without the bot's key), then the copy's sha256. */
const COPY_KEY_PREFIX = 'xenioo-deploy-copy-v1-';
const shelfKey = (ctx, sha256) => `${(0,ledger_keys/* ledgerPrefix */.gd)(ctx.inputs.serviceEndpoint, ctx.inputs.auth, COPY_KEY_PREFIX)}${sha256}`;
/** A bot's folder of kept copies: named by its service endpoint (not a secret), so each bot keeps its own. */
const botFolder = (keptIn, serviceEndpoint) => external_node_path_default().join(keptIn, (0,external_node_crypto_.createHash)('sha256').update(serviceEndpoint).digest('hex').slice(0, 16));
/** The copy of the bot whose bytes are `sha256`: in its folder (newest first), else taken from the shelf; none when neither has it. */
async function findCopy(ctx, sha256) {
    if (!ctx.keptIn)
        return undefined;
    const folder = botFolder(ctx.keptIn, ctx.inputs.serviceEndpoint);
    const names = await (0,promises_.readdir)(folder).catch(() => []);
    for (const name of names
        .filter(n => n.endsWith('.xenioo'))
        .sort()
        .reverse()) {
        const kept = await believed(external_node_path_default().join(folder, name), sha256);
        if (kept)
            return kept;
    }
    if (!ctx.shelf)
        return undefined;
    const file = external_node_path_default().join(folder, `${new Date(ctx.clock.now()).toISOString().replace(/[:.]/g, '-')}-taken.xenioo`);
    try {
        await (0,promises_.mkdir)(folder, { recursive: true, mode: 0o700 });
        const taken = await (0,time/* bounded */.Mm)(constants/* LEDGER_SAVE_LIMIT_MS */.lK, signal => ctx.shelf.take(shelfKey(ctx, sha256), file, signal));
        return taken ? await believed(file, sha256) : undefined;
    }
    catch (err) {
        ctx.log.warning(`The copy with sha256 ${sha256} could not be taken from ${ctx.shelf.name} (${(0,lib_text/* reasonOf */.A3)(err)}).`);
        return undefined;
    }
}
/** The file as a copy, when its bytes are `sha256` (anything else found where copies are is not one). */
async function believed(file, sha256) {
    const d = await digestFile(file).catch(() => undefined);
    return d?.sha256 === sha256 ? { path: file, bytes: d.bytes, sha256 } : undefined;
}
/** After the run: the copy it kept put on the shelf, for a later job's rollback; its trouble one warning. */
async function shelve(ctx, outcome) {
    const { replaced, relied } = outcome;
    // A rollback needs the ledger: without it (off, or in trouble, said once already) no later run could find the copy.
    if (!ctx.shelf || !replaced || replaced === relied || ctx.inputs.throttle === 'off' || outcome.ledgerTrouble)
        return;
    try {
        await (0,time/* bounded */.Mm)(constants/* LEDGER_SAVE_LIMIT_MS */.lK, signal => ctx.shelf.put(replaced.path, shelfKey(ctx, replaced.sha256), signal));
        ctx.log.info(`Kept that copy in ${ctx.shelf.name} as well, where a later run's rollback finds it.`);
    }
    catch (err) {
        ctx.log.warning(`The copy of what the overwrite replaced could not be kept in ${ctx.shelf.name} (${(0,lib_text/* reasonOf */.A3)(err)}): a later run cannot roll back to it. It is still at ${replaced.path} for this job.`);
    }
}

;// CONCATENATED MODULE: ./src/run/keep-replaced.ts
// Keeps what an overwrite replaces (#75): the bot exported just before it, written private to the user where the
// shell keeps copies (a folder per bot, the newest few), its hour recorded; an export that fails sends no overwrite.











/** How many copies are kept for one bot: the newest, older ones removed as a new one is written. */
const KEPT_PER_BOT = 3;
/** Removes all but the newest KEPT_PER_BOT copies (their names begin with their time). */
async function tidy(folder) {
    const copies = (await (0,promises_.readdir)(folder)).filter(n => n.endsWith('.xenioo')).sort();
    for (const old of copies.slice(0, -KEPT_PER_BOT))
        await (0,promises_.rm)(external_node_path_default().join(folder, old), { force: true });
}
/** The failure of a run whose export failed: no overwrite was sent, and the way on without the copy. */
function notKept(ctx, known, err, what = 'the export failed') {
    const e = (0,errors/* asActionError */.z6)(err);
    const off = ctx.words.setting(constants/* Input */.pd.KeepReplaced, 'false');
    const error = new errors/* ActionError */.lZ(`No overwrite was sent: this tool exports the bot first to keep what the overwrite replaces, and ${what}: ${e.message}`, `${e.fix} Or set ${off} to overwrite without a copy (changes made in the editor since would be lost).`, e.said);
    return { ...known, kind: 'failed', error };
}
/** The copy's file cannot be made (its folder not writable, a disk full): said as such, with the way on. */
const keep_replaced_unwritable = (file, err) => new errors/* ActionError */.lZ(`'${file}' cannot be made (${(0,lib_text/* reasonOf */.A3)(err)}).`, "Make that folder writable by this machine's user, or free its disk.");
/**
 * Exports the bot into a new copy before its overwrite: the run's state with the copy, its entry and the next
 * export's time; or, when the export failed, the run's failure (nothing overwritten).
 */
async function keepReplaced(ctx, known, token) {
    const { inputs, platform, cancel, keptIn } = ctx;
    if (!inputs.keepReplaced || !keptIn)
        return known;
    if (known.relied) {
        ctx.log.info(`Not exporting: the export's hour is spent, and the copy this tool kept at ${known.relied.path} is the bot as it is (its Version has not moved since).`);
        return { ...known, replaced: known.relied };
    }
    const folder = botFolder(keptIn, inputs.serviceEndpoint);
    const file = external_node_path_default().join(folder, `${new Date(ctx.clock.now()).toISOString().replace(/[:.]/g, '-')}-replaced.xenioo`);
    let download;
    try {
        download = await Download.open({ path: file, exists: false }, 0o600);
    }
    catch (err) {
        return notKept(ctx, known, keep_replaced_unwritable(file, err), 'its copy cannot be written');
    }
    // From here the platform may count the export: its entry is journaled first, and kept whatever follows.
    const read = (0,run_outcome/* viewOf */.du)(known, operations/* BACKUP_LIMIT */.Nt) !== undefined;
    // The copy's bytes and the `Version` read before it: a later run may rely on the copy while the bot stays so.
    const version = typeof known.channel === 'number' ? known.channel : undefined;
    const entryAt = (at, outcome, sha256) => read
        ? [
            ...(known.entries ?? []),
            {
                noun: operations/* BACKUP_LIMIT */.Nt.noun,
                at,
                note: { operation: 'backup', outcome, sha256, version: sha256 ? version : undefined }
            }
        ]
        : known.entries;
    const refused = read
        ? await beforeCall(ctx, undefined, { noun: operations/* BACKUP_LIMIT */.Nt.noun, at: ctx.clock.now(), operation: 'backup' })
        : undefined;
    if (refused) {
        await download.discard();
        return notKept(ctx, known, refused);
    }
    ctx.log.info('Exporting the bot first, to keep what the overwrite replaces…');
    try {
        const answer = await platform.openBackup(inputs.serviceEndpoint, token, cancel.signal);
        const saved = await download.write(answer, inputs.maxBackupBytes, ctx.words);
        const at = ctx.clock.now();
        await tidy(folder).catch(() => undefined);
        ctx.log.info(`Kept what the overwrite replaces: ${file} (${saved.bytes} bytes, sha256 ${saved.sha256}).`);
        const next = { ...known.next, [operations/* BACKUP_LIMIT */.Nt.noun]: (0,throttle/* nextAfter */.On)(at).toISOString() };
        const replaced = { path: file, bytes: saved.bytes, sha256: saved.sha256 };
        const kept = { ...known, next, replaced, entries: entryAt(at, 'ok', saved.sha256) };
        await keep(ctx, kept);
        return kept;
    }
    catch (err) {
        await download.discard();
        // Refused for its hour, or it may have been counted: either way the hour is taken as used.
        const at = ctx.clock.now();
        const entries = entryAt(at, err instanceof errors/* HourRefusedError */.hI ? 'refused' : 'unknown');
        const next = { ...known.next, [operations/* BACKUP_LIMIT */.Nt.noun]: (0,throttle/* nextAfter */.On)(at).toISOString() };
        const failure = notKept(ctx, { ...known, entries, next }, err);
        await keep(ctx, failure);
        return failure;
    }
}

;// CONCATENATED MODULE: ./src/run/drift.ts
// Whether the bot changed since this tool's last deploy (#75): the channel's `Version` read after that deploy and
// now, the export against the bytes it sent. A stop on evidence only: where the platform cannot tell, "unknown".






/** Where the `Version` is read: the custom channel at `{service-endpoint}/custom`, the smoke test's default. */
const channelOf = (serviceEndpoint) => `${serviceEndpoint}/custom`;
/** The ledgers a drift check reads besides those the run spends: the publish's, for a publish since the overwrite. */
const driftReads = (inputs) => (inputs.operation.skipsUnchanged ? [operations/* PUBLISH_LIMIT */.Ke] : []);
const lastOf = (known, limit) => known.views?.find(v => v.noun === limit.noun)?.state;
/** This tool's last deploy of the bot, or why it is not known. */
function lastDeploy(known) {
    const [overwrite, publish] = [lastOf(known, operations/* RESTORE_LIMIT */.jJ), lastOf(known, operations/* PUBLISH_LIMIT */.Ke)];
    if (!overwrite || known.ledgerTrouble || overwrite.doubt || publish?.doubt)
        return `the ledger cannot tell (${known.ledgerTrouble ?? overwrite?.doubt ?? publish?.doubt ?? 'not read'})`;
    // The publish first: on the same millisecond as its overwrite, it is the later call (a stable sort keeps it first).
    const deploys = [publish, overwrite].filter(s => s?.lastAt && s.lastCall?.operation !== 'restore');
    const newest = deploys.sort((a, b) => (b?.lastAt?.getTime() ?? 0) - (a?.lastAt?.getTime() ?? 0))[0];
    if (!newest?.lastAt || !newest.lastCall)
        return 'the ledger holds no deploy of this bot by this tool in 7 days';
    if (newest.lastCall.outcome !== 'ok')
        return `this tool's last ${newest.lastCall.operation} (${newest.lastAt.toISOString()}) is not known to have been applied`;
    const sent = overwrite.lastCall?.operation === 'overwrite' ? overwrite.confirmed?.sha256 : undefined;
    return { at: newest.lastAt, call: newest.lastCall, sent };
}
/** The `Version` now, read once the ledger shows something to compare it with (a deploy's, or a kept copy's); no hour spent. */
async function readVersionNow(ctx, known) {
    if (!ctx.inputs.operation.skipsUnchanged)
        return known;
    const deploy = lastDeploy(known);
    const copy = lastOf(known, operations/* BACKUP_LIMIT */.Nt)?.lastCall;
    if ((typeof deploy === 'string' || deploy.call.version === undefined) && copy?.version === undefined)
        return known;
    // Within the overwrite's hour, a run that does not wait for it ends before any call: nothing to compare.
    if (lastOf(known, operations/* RESTORE_LIMIT */.jJ)?.throttled && ctx.inputs.onThrottle !== 'wait')
        return known;
    const token = await ctx.cancel.race(ctx.token.current());
    const channel = await ctx.platform.channelVersion(channelOf(ctx.inputs.serviceEndpoint), token, ctx.cancel.signal);
    const relied = await keptCopy(ctx, known, channel);
    return { ...known, channel, ...(relied && { relied }) };
}
/**
 * The copy an earlier run of this tool kept (a stop's) that stands for an export now: the newest export of the
 * bot is this tool's, confirmed, its `Version` unchanged since and no overwrite after it, and the copy is found.
 */
async function keptCopy(ctx, known, channel) {
    const backup = lastOf(known, operations/* BACKUP_LIMIT */.Nt);
    const call = backup?.lastCall;
    const overwrite = lastOf(known, operations/* RESTORE_LIMIT */.jJ)?.lastAt;
    if (!backup?.throttled || !backup.lastAt || call?.operation !== 'backup')
        return undefined;
    if (call.outcome !== 'ok' || !call.sha256 || call.version !== channel)
        return undefined;
    if (overwrite && overwrite >= backup.lastAt)
        return undefined;
    return findCopy(ctx, call.sha256);
}
/** Whether the bot changed since this tool's last deploy, from what the run read (the `Version`, the export's bytes). */
async function judge(ctx, known) {
    const deploy = lastDeploy(known);
    if (typeof deploy === 'string')
        return { state: 'unknown', why: deploy };
    const since = `this tool's last ${deploy.call.operation}, ${deploy.at.toISOString()}${deploy.call.by ? ` ${ctx.words.runBy(deploy.call.by)}` : ''}`;
    const [then, now] = [deploy.call.version, known.channel];
    if (then !== undefined && typeof now === 'number' && now > then) {
        // The bot as this tool kept it since (a stop's copy), and nothing edited after: the backup sent holds that work.
        const exported = lastOf(known, operations/* BACKUP_LIMIT */.Nt);
        const copy = exported?.lastAt && exported.lastAt > deploy.at ? exported.lastCall : undefined;
        const sending = ctx.backup && copy?.version === now ? (await digestFile(ctx.backup.path)).sha256 : undefined;
        if (sending && sending === copy?.sha256)
            return {
                state: 'unchanged',
                why: `the backup sent is the bot as this tool kept it after ${since} (Version ${now})`
            };
        return { state: 'changed', why: `the channel's Version is ${now}, and was ${then} after ${since}` };
    }
    if (then !== undefined && now === then)
        return { state: 'unchanged', why: `the channel's Version is ${now}, as after ${since}` };
    const exported = known.replaced?.sha256;
    if (exported && exported === deploy.sent)
        return { state: 'unchanged', why: `the export is the backup this tool sent (${since})` };
    const channel = then === undefined
        ? `no Version was read after ${since}`
        : typeof now === 'string'
            ? now
            : `Version ${now} after ${then}`;
    const bytes = exported ? 'the export is not the bytes sent (an export need not return them)' : 'no export to compare';
    return { state: 'unknown', why: `${channel}; ${bytes}` };
}
/** The stop: nothing sent, what changed and since when, where the changed bot is kept, and the two ways on. */
function stopped(ctx, known, drift) {
    const kept = known.replaced ?? known.relied;
    const where = kept
        ? `The bot as it is now is kept at ${kept.path} (sha256 ${kept.sha256}).`
        : `No copy of it was kept (${ctx.words.setting(constants/* Input */.pd.KeepReplaced, 'false')}).`;
    const error = new errors/* ActionError */.lZ(`No overwrite was sent: the bot changed since this tool's last deploy (${drift.why}), most likely in the editor, and the overwrite would replace that work. ${where}`, `Bring the change into the repository (commit the kept backup, or export the bot) and deploy that; or run again with ${ctx.words.setting(constants/* Input */.pd.OnDrift, 'overwrite')} to replace it (the copy stays where it is).`);
    return { ...known, kind: 'failed', error, drift };
}
/** Judges drift before the overwrite and acts on `on-drift`: the stop's outcome, or the state to go on with. */
async function checkDrift(ctx, known) {
    if (!ctx.inputs.operation.skipsUnchanged)
        return known;
    const drift = await judge(ctx, known);
    const on = ctx.inputs.onDrift;
    if (drift.state === 'changed' && on === 'fail') {
        const stop = stopped(ctx, known, drift);
        await keep(ctx, stop);
        return stop;
    }
    if (drift.state === 'changed' && on === 'warn')
        ctx.log.warning(`The bot changed since this tool's last deploy (${drift.why}): overwriting it, as ${ctx.words.setting(constants/* Input */.pd.OnDrift, 'warn')} asks.`);
    else
        ctx.log.info(`Drift: ${drift.state} (${drift.why}).`);
    return { ...known, drift };
}
/** After a confirmed call that changed the bot: the `Version` read and kept in its ledger entry (none: not read), for the next overwrite. */
async function noteVersion(ctx, outcome, noun) {
    if (outcome.kind !== 'done' || !outcome.entries?.some(e => e.noun === noun && e.note.outcome === 'ok'))
        return outcome;
    const token = await ctx.token.current();
    const version = await ctx.platform
        .channelVersion(channelOf(ctx.inputs.serviceEndpoint), token, ctx.cancel.signal)
        .catch(() => 'the run was cancelled');
    if (typeof version === 'string') {
        ctx.log.info(`The channel's Version after this call is not known (${version}): the next overwrite cannot compare it.`);
        return outcome;
    }
    const last = outcome.entries?.findLastIndex(e => e.noun === noun && e.note.outcome === 'ok') ?? -1;
    const entries = outcome.entries?.map((e, i) => (i === last ? { ...e, note: { ...e.note, version } } : e));
    const noted = { ...outcome, entries };
    await keep(ctx, noted);
    return noted;
}

;// CONCATENATED MODULE: ./src/run/go-live.ts
// Going live: publishes as the run's call or after a confirmed overwrite, says what went live and where,
// records it, and never repeats one that may have been applied.







/** Says what went live and where: the channels online, each channel's error (annotated after the step's failure, by its view), offline. */
function sayLive(ctx, live) {
    const { log } = ctx;
    for (const e of live.errors)
        log.info(`Channel ${e.channel} reported an error: ${e.message}`);
    if (live.unknownShape) {
        log.warning(`Published, but the answer is not in the documented shape ({"Errors": [...], "Online": [...]}), so which channels are live is unknown. It began: ${live.unknownShape}`);
    }
    else if (live.unread)
        log.info(`Published: the draft is live; ${live.unread}, so its channels are not known.`);
    else if (live.online.length > 0)
        log.info(`Published: the draft is live on ${live.online.join(', ')}.`);
    else if (live.errors.length === 0) {
        log.warning('Published, and the bot is now offline on every channel: the platform put none online (a publish with every channel disabled takes the bot offline). Enable its channels in the platform, then publish again.');
    }
}
/** The publish's error after a confirmed overwrite: the draft holds the backup; the live bot did not change, or may
 * have; from when the next overwrite (`next`) can go out (a publish refused for its hour, or maybe made, says when). */
function afterOverwrite(error, maybe, next, w) {
    const applied = 'The overwrite was applied (the draft holds the backup)';
    const overwriteFrom = next?.restore ? ` The next overwrite can go out from ${next.restore}` : '';
    const publishFrom = maybe || error instanceof errors/* HourRefusedError */.hI
        ? ''
        : `; a publish of this draft needs no new overwrite: run ${w.operation('publish')}, or re-run with ${w.setting('skip-unchanged', 'true')} (as the examples set it), which only publishes`;
    const fix = `${error.fix}${overwriteFrom ? `${overwriteFrom}${publishFrom}.` : ''}`;
    return maybe
        ? new errors/* MaybeAppliedError */.QA(`${applied}; the publish after it may have been applied: ${error.message}`, fix, error.said)
        : new errors/* ActionError */.lZ(`${applied}, but the publish was not: ${error.message}`, fix, error.said);
}
/** Publishes after the run's confirmed overwrite (`done`), unless its entry was `refused` before it; never throws. */
async function publishAfter(ctx, done, refused) {
    const { sha256, next } = done;
    const { platform, inputs, cancel, log } = ctx;
    const asCall = false;
    if (refused)
        return { asCall, kind: 'not-published', error: afterOverwrite(refused, false, next, ctx.words) };
    if (cancel.signal.aborted) {
        const error = new errors/* CancelledError */.cc(`The run was cancelled (${cancel.by ?? 'signal'}) before the publish was sent: nothing went live.`, `Publish with a run of ${ctx.words.operation('publish')} when the new version should go live.`);
        return { asCall, kind: 'not-published', error: afterOverwrite(error, false, next, ctx.words) };
    }
    log.info('Publishing the bot: its draft goes live…');
    try {
        const live = await platform.publish(inputs.serviceEndpoint, await ctx.token.current(), cancel.signal);
        sayLive(ctx, live);
        return { asCall, kind: 'published', at: ctx.clock.now(), live, sha256 };
    }
    catch (err) {
        const maybe = err instanceof errors/* MaybeAppliedError */.QA;
        const error = afterOverwrite((0,errors/* asActionError */.z6)(err), maybe, next, ctx.words);
        if (maybe)
            return { asCall, kind: 'maybe-published', error, at: ctx.clock.now() };
        return { asCall, kind: 'not-published', error, refusedAt: refusedAt(err, ctx.clock.now()) };
    }
}
/** When the platform refused the publish for its hour (recorded, and the next publish counts from it). */
const refusedAt = (err, at) => (err instanceof errors/* HourRefusedError */.hI ? at : undefined);
/** The publish as the run's call, recorded: done, or a failure that keeps its time when it may have been applied. */
async function publishAsCall(ctx, known) {
    const token = await ctx.cancel.race(ctx.token.current());
    ctx.log.info('Calling publish: the draft goes live…');
    const asCall = true;
    return recordedCall(ctx, known, {
        limit: operations/* PUBLISH_LIMIT */.Ke,
        operation: 'publish',
        send: () => ctx.platform.publish(ctx.inputs.serviceEndpoint, token, ctx.cancel.signal),
        answered: (live, at, next) => {
            sayLive(ctx, live);
            const done = { ...known, kind: 'done', result: 'published', at, next };
            return (0,run_outcome/* withReport */.BN)(done, GO_LIVE, { asCall, kind: 'published', at, live, sha256: known.sha256 });
        },
        failed: failure => {
            const { error, at = ctx.clock.now() } = failure;
            const maybe = failure.kind === 'maybe-applied';
            const report = maybe
                ? { asCall, kind: 'maybe-published', error, at }
                : { asCall, kind: 'not-published', error, refusedAt: refusedAt(error, at) };
            return (0,run_outcome/* withReport */.BN)(failure, GO_LIVE, report);
        }
    });
}
/** Whether a publish follows the run's overwrite: asked for, and, for a rollback, the bot it replaced was live. */
const publishesAfter = (inputs, known) => inputs.publishes && known.putBack?.publish !== false;
/** The step's name, which its report is kept under in an outcome's reports. */
const GO_LIVE = 'go-live';
const reportOf = (known) => known.reports?.[GO_LIVE];
/** What an overwrite that does not publish leaves: the draft changed, the live bot did not. */
const draftOnly = (w) => `The draft holds the backup; the live bot did not change. To put it live, set ${w.setting(constants/* Input */.pd.Publish, 'true')}, or run ${w.operation('publish')} (one publish per bot per hour).`;
/** Channels that reported errors while the bot went live: the step fails, the others are live. */
function channelTrouble(live, w) {
    if (live.errors.length === 0)
        return undefined;
    const online = live.online.length > 0 ? `It is live on ${live.online.join(', ')}.` : 'It is live on no channel.';
    return new errors/* ActionError */.lZ(`The bot was published, but ${live.errors.length} channel${live.errors.length === 1 ? '' : 's'} reported errors: ${live.errors.map(e => e.channel).join(', ')}. ${online}`, `Fix each channel's settings in the platform (the errors above say what), then publish again after the hour (${w.output('next-publish-at')}).`);
}
/** The bytes the run leaves live, when known: those it published, or those the ledger confirms live (skip-unchanged). */
const liveSha256 = (outcome, report) => (report?.kind === 'published' ? report.sha256 : outcome.alreadyLive) ?? '';
function outputs(outcome, report) {
    const published = report?.kind === 'published' ? 'true' : report?.kind === 'maybe-published' ? 'unknown' : 'false';
    const out = [
        [constants/* Output */.k7.Published, published],
        [constants/* Output */.k7.LiveSha256, liveSha256(outcome, report)]
    ];
    if (report?.kind !== 'published')
        return out;
    out.push([constants/* Output */.k7.OnlineChannels, JSON.stringify(report.live.online)]);
    out.push([constants/* Output */.k7.PublishErrors, JSON.stringify(report.live.errors)]);
    return out;
}
/** The run's publish (or why there was none), in the words of each surface. */
function liveWords(outcome, report, inputs, w) {
    const done = outcome.kind === 'done';
    if (!report) {
        // Nothing was published because the live bot already runs these bytes (skip-unchanged).
        if (outcome.alreadyLive)
            return { row: 'already live: the ledger confirms the live bot runs this backup; nothing sent' };
        if (outcome.kind === 'no-call' && outcome.result === 'planned')
            return { row: 'unchanged: a dry run publishes nothing (its plan says what a real run would do)' };
        if (!done)
            return { row: 'unchanged: nothing was published (the run ended before a publish)' };
        if (outcome.putBack?.publish === false)
            return {
                row: 'not published: the last overwrite was not published, so the bot it replaced is what runs live; the draft holds it again'
            };
        return {
            row: `not published: the draft changed, the live bot did not (publish with ${w.setting(constants/* Input */.pd.Publish, 'true')} or ${w.operation('publish')})`,
            closing: inputs.publishes ? undefined : { sentence: draftOnly(w) }
        };
    }
    const after = (ending, words) => ({
        ending: report.asCall ? undefined : ending,
        closing: done ? { after: words } : undefined
    });
    if (report.kind === 'maybe-published') {
        const recorded = (0,run_outcome/* viewOf */.du)(outcome, operations/* PUBLISH_LIMIT */.Ke) ? ' (recorded in the ledger)' : '';
        return {
            row: `may have been published${recorded}`,
            ...after('; publish unknown', '; the publish may have been applied')
        };
    }
    if (report.kind === 'not-published') {
        const row = report.asCall
            ? 'not published'
            : 'not published: the publish failed (see below); the live bot did not change';
        return { row, ...after('; not published', '; not published: the live bot did not change') };
    }
    const { online, errors, unlisted, unread } = report.live;
    const where = online.length > 0 ? ` on ${online.join(', ')}` : '';
    const live = after(' and published', `${report.asCall ? ':' : '; published:'} the new version is live${where}`);
    if (unlisted) {
        const unknown = unread ?? 'its answer is not in the documented shape: which channels are live is unknown';
        return { row: `published (${unknown})`, ...live };
    }
    const on = online.length > 0 ? `live on ${online.join(', ')}` : 'offline on every channel';
    const trouble = errors.length > 0 ? `; errors on ${errors.map(e => e.channel).join(', ')}` : '';
    return { row: `published, ${on}${trouble}`, ...live };
}
/** Its ledger entry after an overwrite: confirmed (with the bytes live), maybe applied, or refused for its hour. */
function entryAfter(report) {
    const noun = operations/* PUBLISH_LIMIT */.Ke.noun;
    if (report.kind === 'not-published') {
        const at = report.refusedAt;
        return at === undefined ? undefined : { noun, at, note: { operation: 'publish', outcome: 'refused' } };
    }
    const ok = report.kind === 'published';
    const note = { operation: 'publish', outcome: ok ? 'ok' : 'unknown', sha256: ok ? report.sha256 : undefined };
    return { noun, at: report.at, note };
}
/** Channels annotated one by one; past them, the rest in one annotation. */
const ANNOTATED_CHANNELS = 3;
/** One error annotation per channel for the first few, then one for the rest: the step's own failure stays in view. */
function channelAnnotations(report, w) {
    if (report?.kind !== 'published')
        return [];
    const { errors } = report.live;
    const each = errors
        .slice(0, ANNOTATED_CHANNELS)
        .map(e => ({ title: `Publish: channel ${e.channel}`, message: e.message }));
    const rest = errors.slice(ANNOTATED_CHANNELS);
    if (rest.length === 0)
        return each;
    const names = rest.map(e => e.channel).join(', ');
    const message = `${rest.length} more channels reported errors: ${names} (each message is in the log and ${w.output('publish-errors')}).`;
    return [...each, { title: 'Publish: more channels', message }];
}
function viewOfGoingLive(outcome, inputs, w) {
    const report = reportOf(outcome);
    const failed = report && !report.asCall && report.kind !== 'published' ? report.error : undefined;
    const words = liveWords(outcome, report, inputs, w);
    return {
        outputs: outputs(outcome, report),
        rows: [['Live bot', words.row]],
        ending: words.ending,
        error: failed ?? (report?.kind === 'published' ? channelTrouble(report.live, w) : undefined),
        closing: words.closing,
        annotations: channelAnnotations(report, w)
    };
}
/** Its words in a dry run: the publish as the run's call, or after the overwrite. */
function would(ctx, as) {
    if (as === 'after')
        return ctx.inputs.publishes ? ', then publish it (the draft goes live)' : '';
    return as === 'alone'
        ? 'would publish the bot (the draft already holds this backup)'
        : `would ${ctx.inputs.operation.would}`;
}
const goLive = {
    key: GO_LIVE,
    limitIn: inputs => (inputs.publishes ? operations/* PUBLISH_LIMIT */.Ke : undefined),
    verb: () => 'publish',
    would,
    unchangedIn: () => ({
        holder: 'live bot',
        live: true,
        state: 'the draft holds this backup and the live bot runs it (the publish ledger confirms a publish of it); nothing was sent.'
    }),
    async call(ctx, known, alone) {
        if (alone)
            ctx.log.info('The draft already holds this backup (a confirmed overwrite): no overwrite is sent, only the publish.');
        return noteVersion(ctx, await publishAsCall(ctx, known), operations/* PUBLISH_LIMIT */.Ke.noun);
    },
    async after(ctx, outcome) {
        if (!publishesAfter(ctx.inputs, outcome) || outcome.kind !== 'done')
            return outcome;
        const read = (0,run_outcome/* viewOf */.du)(outcome, operations/* PUBLISH_LIMIT */.Ke) !== undefined;
        const inFlight = { noun: operations/* PUBLISH_LIMIT */.Ke.noun, at: ctx.clock.now(), operation: 'publish' };
        const refused = read ? await beforeCall(ctx, outcome, inFlight) : undefined;
        const report = await publishAfter(ctx, outcome, refused);
        const at = report.kind === 'not-published' ? report.refusedAt : report.at;
        const next = at === undefined ? outcome.next : { ...outcome.next, publish: (0,throttle/* nextAfter */.On)(at).toISOString() };
        const entry = read ? entryAfter(report) : undefined;
        const entries = [...(outcome.entries ?? []), ...(entry ? [entry] : [])];
        const published = (0,run_outcome/* withReport */.BN)({ ...outcome, next, entries }, GO_LIVE, report);
        await keep(ctx, published);
        return report.kind === 'published' && read ? noteVersion(ctx, published, operations/* PUBLISH_LIMIT */.Ke.noun) : published;
    },
    view: viewOfGoingLive
};

;// CONCATENATED MODULE: ./src/run/rollback.ts
// A rollback (#75): the copy this tool kept of what its last overwrite replaced, named by that overwrite's ledger
// entry and found again where the shell keeps copies; sent as an overwrite, published when that overwrite went live.




/** Refused before any call: nothing to put back, and why. */
const nothing = (known, why, fix) => (0,run_outcome/* ended */.v6)(new errors/* ActionError */.lZ(`No rollback was sent: ${why}.`, fix), 'before-call', known);
/**
 * The run's context and state with the copy to put back as its backup; or, when the ledger names none or the copy
 * is gone, its refusal (nothing sent).
 */
async function toPutBack(ctx, known) {
    const overwrite = (0,run_outcome/* viewOf */.du)(known, operations/* RESTORE_LIMIT */.jJ)?.state;
    const fix = `Deploy the backup to go back to with ${ctx.words.operation('overwrite')} (a copy of each bot this tool replaced is kept where its overwrite said).`;
    if (known.ledgerTrouble || !overwrite || overwrite.doubt)
        return nothing(known, `the ledger cannot tell what the last overwrite replaced (${known.ledgerTrouble ?? overwrite?.doubt ?? 'not read'})`, fix);
    const call = overwrite.lastCall;
    if (!overwrite.lastAt || call?.operation !== 'overwrite')
        return nothing(known, 'the ledger holds no overwrite of this bot by this tool in 7 days', fix);
    const at = overwrite.lastAt.toISOString();
    const by = call.by ? ` ${ctx.words.runBy(call.by)}` : '';
    if (call.outcome !== 'ok')
        return nothing(known, `this tool's last overwrite (${at}${by}) is not known to have been applied`, fix);
    if (!call.replaced)
        return nothing(known, `this tool's last overwrite (${at}${by}) kept no copy of what it replaced`, fix);
    const copy = await findCopy(ctx, call.replaced);
    if (!copy)
        return nothing(known, `the copy of what this tool's last overwrite (${at}${by}) replaced, sha256 ${call.replaced}, is not found ${ctx.shelf ? `in ${ctx.shelf.name}` : 'where this tool keeps copies'} (removed, or kept by another machine)`, fix);
    const publish = (0,run_outcome/* viewOf */.du)(known, operations/* PUBLISH_LIMIT */.Ke)?.state;
    const published = publish?.lastCall?.outcome === 'ok' && (publish.lastAt?.getTime() ?? 0) >= overwrite.lastAt.getTime();
    const then = published
        ? 'that overwrite went live, so it is published after it'
        : 'not published: the last overwrite was not published, so the bot it replaced is what runs live';
    ctx.log.info(`What this tool's last overwrite (${at}${by}) replaced: ${copy.path} (sha256 ${copy.sha256}); ${then}.`);
    const backup = { inputPath: copy.path, shown: copy.path, path: copy.path, size: copy.bytes, warnings: [] };
    const putBack = { sha256: copy.sha256, publish: published };
    const inputs = { ...ctx.inputs, publishes: published };
    return { ctx: { ...ctx, backup, inputs }, known: { ...known, backup, sha256: copy.sha256, putBack } };
}

;// CONCATENATED MODULE: ./src/run/call.ts
// The step that is the platform's call (restore, overwrite, clone, export): what it sends or receives, its
// log, outputs (a new bot's keys masked at once), rows and ledger entry.









/** What the call brought: a bot's key and secret, or the backup written; none when it failed. */
const brought = (outcome) => outcome.reports?.call;
function callingLine(ctx) {
    const { backup, destination, inputs } = ctx;
    const what = inputs.operation.name;
    if (backup)
        return `Calling ${what} with ${backup.shown} (${backup.size} bytes)…`;
    if (destination)
        return `Calling ${what}, to write ${destination.shown}…`;
    return `Calling ${what}…`;
}
/** Sends the call: an export's answer is written to its destination. */
async function send(ctx, token, body) {
    const { platform, inputs, download, cancel } = ctx;
    const { serviceEndpoint, operation } = inputs;
    const botCall = async (op = operation.name) => ({
        keys: await platform.botCall({ op, serviceEndpoint, token, backup: body, signal: cancel.signal })
    });
    const byRole = {
        receive: async () => {
            const answer = await platform.openBackup(serviceEndpoint, token, cancel.signal);
            const moved = (bytes) => ctx.log.progress?.({ moving: 'export', bytes, total: answer.declaredBytes });
            const saved = await download?.write(answer, inputs.maxBackupBytes, ctx.words, moved);
            const file = { file: ctx.destination?.inputPath ?? '', title: 'Backup file' };
            for (const warning of saved?.warnings ?? [])
                ctx.log.warning(`The export was written as it came, but ${warning}.`, file);
            return { saved };
        },
        send: () => botCall(),
        none: () => botCall(),
        kept: () => botCall('overwrite')
    };
    return byRole[operation.backup]();
}
/** The call as the step makes it, recorded: what it sends, and the outcome of its answer or failure. */
function theCall(ctx, known, token) {
    const { backup, inputs } = ctx;
    const moved = (bytes) => ctx.log.progress?.({ moving: 'upload', bytes, total: backup?.size });
    const sending = backup ? streamBackup(backup, moved) : undefined;
    const body = sending && backup && { body: sending.body, size: backup.size };
    const sent = () => sending?.digest()?.sha256;
    return {
        limit: inputs.operation.limit,
        operation: inputs.operation.entry,
        send: async () => {
            const brought = await send(ctx, token, body);
            ctx.secrets.add(brought.keys?.apiKey);
            ctx.secrets.add(brought.keys?.apiSecret);
            return brought;
        },
        sent,
        answered: (brought, at, next) => {
            const sha256 = sent() ?? known.sha256 ?? brought.saved?.sha256;
            const done = { ...known, kind: 'done', result: inputs.operation.result, at, sha256, next };
            return (0,run_outcome/* withReport */.BN)(done, 'call', brought);
        },
        failed: failure => (0,run_outcome/* withReport */.BN)(failure, 'call', {})
    };
}
function bytes(n) {
    if (n < 1024)
        return `${n} B`;
    if (n < 1024 * 1024)
        return `${(n / 1024).toFixed(1)} KiB`;
    return `${(n / 1024 / 1024).toFixed(1)} MiB`;
}
/** What was sent or written, for the summary's `Backup file` row. */
function backupText(outcome) {
    const saved = brought(outcome)?.saved;
    const { backup, destination, sha256 } = outcome;
    if (destination) {
        if (!saved)
            return `${destination.shown} (not written)`;
        const what = saved.changed ? 'written' : 'unchanged: it already held these bytes';
        return `${destination.shown} (${what}), ${bytes(saved.bytes)}, sha256 ${saved.sha256}`;
    }
    if (backup)
        return `${backup.shown}, ${bytes(backup.size)}${sha256 ? `, sha256 ${sha256}` : ''}`;
    return '—';
}
function given(outcome, inputs) {
    const files = () => {
        const warnings = outcome.backup?.warnings ?? [];
        return [
            ['Backup file', backupText(outcome)],
            ...(warnings.length ? [['Backup warnings', warnings.join(' ')]] : [])
        ];
    };
    const byRole = {
        none: () => [['Backup file', 'none (clone)']],
        send: files,
        receive: files,
        kept: () => [
            [
                'Backup file',
                `${outcome.backup ? `${backupText(outcome)} ` : ''}(the copy this tool kept of what the last overwrite replaced)`
            ]
        ]
    };
    return byRole[inputs.operation.backup]();
}
/** The run's closing sentence: where the key and secret are, or what the export wrote (as its row says it). */
function sentence(outcome, inputs, words) {
    if (brought(outcome)?.saved)
        return `${backupText(outcome)}.`;
    if (!inputs.operation.newBot)
        return 'The bot keeps its API key and secret.';
    return inputs.outputCredentials
        ? `The new bot's API key and secret are ${words.keysAt}.`
        : `The new bot's API key and secret were not written as outputs (${words.setting('output-credentials', 'false')}).`;
}
/** The copy of what the overwrite replaced, for the summary's row: where, or why none was kept. */
function replacedText(outcome, inputs, w) {
    const { replaced } = outcome;
    if (replaced)
        return `kept at ${replaced.path}, ${bytes(replaced.bytes)}, sha256 ${replaced.sha256}`;
    if (!inputs.operation.skipsUnchanged)
        return undefined;
    if (!inputs.keepReplaced)
        return `not kept (${w.setting(constants/* Input */.pd.KeepReplaced, 'false')}): what the overwrite replaced is gone`;
    return outcome.kind === 'done' ? 'not kept' : 'none: nothing was replaced';
}
function call_outputs(outcome, inputs) {
    const { saved } = brought(outcome) ?? {};
    const out = [];
    if (inputs.operation.skipsUnchanged) {
        out.push([constants/* Output */.k7.ReplacedBackup, outcome.replaced?.path ?? '']);
        out.push([constants/* Output */.k7.Drift, outcome.drift?.state ?? '']);
    }
    if (saved) {
        out.push([constants/* Output */.k7.BackupSha256, saved.sha256], [constants/* Output */.k7.BackupBytes, String(saved.bytes)]);
        out.push([constants/* Output */.k7.Changed, String(saved.changed)]);
    }
    const { emptyNext } = inputs.operation;
    const said = outcome.kind === 'done' || (outcome.kind === 'no-call' && outcome.result === 'planned');
    if (emptyNext && said)
        out.push([emptyNext, '']);
    return out;
}
const platformCall = {
    key: 'call',
    limitIn: inputs => inputs.operation.limit,
    before: (inputs, known) => (inputs.keepReplaced && !known?.relied ? operations/* BACKUP_LIMIT */.Nt : undefined),
    verb: inputs => inputs.operation.name,
    would: ctx => `would ${ctx.inputs.keepReplaced ? 'export the bot to keep what the overwrite replaces, then ' : ''}${ctx.inputs.operation.would}${ctx.destination ? ` to ${ctx.destination.shown}` : ''}${ctx.inputs.operation.backup === 'kept' && ctx.backup ? `: ${ctx.backup.shown}` : ''}`,
    unchangedIn: inputs => inputs.operation.unchanged,
    async call(given, known) {
        const found = given.inputs.operation.backup === 'kept' ? await toPutBack(given, known) : { ctx: given, known };
        if ('kind' in found)
            return found;
        const { ctx } = found;
        const token = await ctx.cancel.race(ctx.token.current());
        const kept = await keepReplaced(ctx, found.known, token);
        if ('kind' in kept)
            return kept;
        const checked = await checkDrift(ctx, kept);
        if ('kind' in checked)
            return checked;
        ctx.log.info(callingLine(ctx));
        const outcome = await recordedCall(ctx, checked, theCall(ctx, checked, token));
        // The `Version` after the run's last call that changes the bot: the publish's, when one follows.
        const last = ctx.inputs.operation.skipsUnchanged && !publishesAfter(ctx.inputs, outcome);
        return last ? noteVersion(ctx, outcome, operations/* RESTORE_LIMIT */.jJ.noun) : outcome;
    },
    view(outcome, inputs, words) {
        const saved = brought(outcome)?.saved;
        const done = outcome.kind === 'done' && brought(outcome) !== undefined;
        const replaced = replacedText(outcome, inputs, words);
        return {
            outputs: call_outputs(outcome, inputs),
            keys: inputs.outputCredentials ? brought(outcome)?.keys : undefined,
            given: given(outcome, inputs),
            rows: [
                ...(outcome.destination && saved ? [['Changed', saved.changed ? 'yes' : 'no']] : []),
                ...(replaced ? [['Replaced backup', replaced]] : []),
                ...(outcome.drift ? [['Drift', `${outcome.drift.state} (${outcome.drift.why})`]] : [])
            ],
            closing: done ? { sentence: sentence(outcome, inputs, words) } : undefined
        };
    }
};

// EXTERNAL MODULE: ./src/run/context.ts + 1 modules
var context = __webpack_require__(9563);
// EXTERNAL MODULE: ./src/domain/last-call.ts
var last_call = __webpack_require__(8911);
;// CONCATENATED MODULE: ./src/run/decision.ts
// The run and the hourly limits, for any plan: every limit decided before the first call (skip-unchanged
// included), and what a run without a call says (throttled, unchanged, cancelled, a dry run).









/** The limits a plan counts against in a run of `inputs`, in the order of its steps. */
function limitsOf(plan, inputs) {
    return plan.flatMap(step => [step.before?.(inputs), step.limitIn(inputs)].filter(l => l !== undefined));
}
/** The same limits as a report shows them: the operation's own first, then those its calls spend first. */
const limitsShown = (plan, inputs) => [
    ...plan.flatMap(step => step.limitIn(inputs) ?? []),
    ...plan.flatMap(step => step.before?.(inputs) ?? [])
];
/** Of the decisions that stop or hold the run, the one with the latest window. */
function latestStop(decisions) {
    const next = (r) => (r.decision.kind === 'go' ? 0 : r.decision.next.getTime());
    return decisions
        .filter(r => r.decision.kind !== 'go')
        .reduce((a, r) => (!a || next(r) > next(a) ? r : a), undefined);
}
/** The run's decision, from the ledgers' views and the backup's sha256 (when skip-unchanged asks). */
function decideRun(plan, inputs, known, sha256) {
    let from = 0;
    let unchanged;
    let inPlace = sha256 !== undefined;
    const decisions = [];
    const confirmed = [];
    // The limits a step's call spends first: they count only when that step makes the call.
    const before = [];
    plan.forEach((step, i) => {
        const first = step.before?.(inputs, known);
        if (first)
            before.push({ decision: (0,throttle/* decide */.LD)((0,run_outcome/* viewOf */.du)(known, first)?.state, inputs.onThrottle, undefined), limit: first, at: i });
        const limit = step.limitIn(inputs);
        if (!limit)
            return;
        const decision = (0,throttle/* decide */.LD)((0,run_outcome/* viewOf */.du)(known, limit)?.state, inputs.onThrottle, inPlace ? sha256 : undefined);
        inPlace &&= decision.kind === 'unchanged';
        if (inPlace)
            [from, unchanged] = [i + 1, step.unchangedIn?.(inputs)];
        (inPlace ? confirmed : decisions).push({ decision, limit });
    });
    decisions.push(...before.filter(b => b.at === from).map(({ decision, limit }) => ({ decision, limit })));
    const all = [...confirmed, ...decisions];
    const last = confirmed.at(-1);
    if (decisions.length === 0 && last)
        return { ...last, from: plan.length, decisions: all, unchanged };
    const stop = latestStop(decisions);
    const go = { decision: { kind: 'go' }, limit: decisions[0]?.limit };
    return { ...(stop ?? go), from, decisions: all, unchanged };
}
/** A wait longer than `max-wait-minutes` lets the run make: it fails at once instead, as `on-throttle: fail` does. */
function boundWait(chosen, maxWaitMs, now) {
    const { decision } = chosen;
    if (decision.kind !== 'wait' || decision.next.getTime() - now <= maxWaitMs)
        return chosen;
    return { ...chosen, decision: { ...decision, kind: 'fail', beyond: maxWaitMs } };
}
/** What a bound on the wait adds to a failure's words: `, later than 'max-wait-minutes' (5) lets the run wait`. */
const beyondText = (beyond, who, w) => beyond === undefined ? '' : `, later than ${w.input(constants/* Input */.pd.MaxWaitMinutes)} (${beyond / 60_000}) lets ${who} wait`;
/** The next allowed times a run that stops on `chosen` knows: each limit the ledger shows used, and the stopping one. */
function nextWhenHalted(chosen, known) {
    const next = {};
    for (const v of known.views ?? [])
        if (v.state.throttled)
            next[v.noun] = v.state.nextAt.toISOString();
    if (chosen.limit && chosen.decision.kind !== 'go')
        next[chosen.limit.noun] = chosen.decision.next.toISOString();
    return next;
}
/** No call: throttled and `on-throttle` says fail or skip, or the bot already holds the backup. */
function noCallOutcome(ctx, chosen, known) {
    const { decision, limit, unchanged } = chosen;
    ctx.token.cancel();
    const noun = limit?.calls ?? '';
    const since = limit ? (0,last_call/* lastText */.A)(limit, decision.last, decision.lastCall, ctx.words) : '';
    const [last, next] = [decision.last.toISOString(), decision.next.toISOString()];
    const nextTimes = { next: nextWhenHalted(chosen, known) };
    if (decision.kind === 'fail') {
        const left = (0,time/* spanText */.Cp)(decision.next.getTime() - ctx.clock.now());
        const error = new errors/* ActionError */.lZ(`${since}; the platform allows one ${noun} per bot per hour, so the next is allowed from ${next} (in ${left})${beyondText(decision.beyond, 'the run', ctx.words)}. The ${ctx.inputs.operation.name} was not attempted.`, (decision.beyond === undefined
            ? `Run again after that time, or set ${ctx.words.setting(constants/* Input */.pd.OnThrottle, 'wait')} to wait for it, or ${ctx.words.setting(constants/* Input */.pd.OnThrottle, 'skip')} to succeed without the ${ctx.inputs.operation.name}.`
            : `Run again after that time, or raise ${ctx.words.input(constants/* Input */.pd.MaxWaitMinutes)} (at most ${constants/* Defaults */.Hw.maxWaitMinutes}) to wait for it.`) +
            (limit === operations/* BACKUP_LIMIT */.Nt && ctx.inputs.keepReplaced
                ? ` The export keeps what the overwrite replaces; set ${ctx.words.setting(constants/* Input */.pd.KeepReplaced, 'false')} to overwrite now without a copy (changes made in the editor since would be lost).`
                : ''));
        return (0,run_outcome/* ended */.v6)(error, 'before-call', { ...known, ...nextTimes });
    }
    const plan = decision.kind === 'unchanged'
        ? unchangedPlan(decision.relied, last, unchanged?.state ?? '', ctx.words)
        : `Skipped: ${since.charAt(0).toLowerCase()}${since.slice(1)}; the next ${noun} is allowed from ${next}.`;
    ctx.log.notice(plan);
    const result = decision.kind === 'unchanged' ? 'unchanged' : 'skipped';
    const alreadyLive = decision.kind === 'unchanged' && unchanged?.live ? decision.relied.sha256 : undefined;
    return { ...known, kind: 'no-call', result, ...nextTimes, ...(alreadyLive && { alreadyLive }), plan };
}
/** What skip-unchanged relied on, and what the bot holds (`state`, in the words of the step that holds it). */
function unchangedPlan(relied, at, state, w) {
    const by = relied.by ? w.runBy(relied.by) : 'by a run the entry does not name';
    return (`Unchanged: the ledger's newest entry is a confirmed overwrite with this backup (sha256 ${relied.sha256}), at ${at} ${by}: ${state} ` +
        `If the bot was changed since by a deploy this ledger did not see (throttle off, ${w.unseen}, the editor), deploy with a run without ${w.input('skip-unchanged')}.`);
}
/** Cancelled before the call was sent: nothing changed. */
function cancelledError(ctx, phase) {
    const op = ctx.inputs.operation.name;
    return new errors/* CancelledError */.cc(`The run was cancelled (${ctx.cancel.by ?? 'signal'}) ${phase}: no ${op} was sent, and nothing was changed on the platform.`, `Run it again when the ${op} is wanted.`);
}
/** What the real run would send when it goes: the step that makes the call, then the steps after it. */
function wouldSend(ctx, chosen) {
    const { plan } = ctx;
    const first = plan[chosen.from] ?? plan[0];
    const then = plan.slice(chosen.from + 1).map(step => step.would(ctx, 'after'));
    return `${first?.would(ctx, chosen.from > 0 ? 'alone' : 'call') ?? ''}${then.join('')}`;
}
function wouldText(ctx, chosen) {
    const { decision, limit } = chosen;
    const would = wouldSend(ctx, chosen);
    if (!limit)
        return would;
    const at = decision.kind === 'go' ? '' : decision.next.toISOString();
    const by = limit === ctx.inputs.operation.limit ? '' : ` (one ${limit.calls} per bot per hour)`;
    switch (decision.kind) {
        case 'go':
            return `${would}${ctx.inputs.throttle === 'off' ? ' (throttle ledger off)' : ctx.sight.blind ? ' (the throttle ledger cannot read: the last hour is not known)' : ', not throttled'}`;
        case 'unchanged':
            return `would skip: unchanged since ${decision.last.toISOString()} (the ${chosen.unchanged?.holder ?? 'bot'} already holds this backup)`;
        case 'fail':
            return `would fail: throttled until ${at}${by}${beyondText(decision.beyond, 'it', ctx.words)}`;
        case 'skip':
            return `would skip: throttled until ${at}${by}`;
        case 'wait':
            return `would wait until ${at}${by}, then ${ctx.plan[chosen.from]?.verb?.(ctx.inputs) ?? ''}`;
    }
}
/** Each limit's next allowed time, as the real run would set it. */
function nextTimes(chosen, known, callAt) {
    if ((0,throttle/* makesNoCall */.fM)(chosen.decision))
        return nextWhenHalted(chosen, known);
    return Object.fromEntries(chosen.decisions.map(r => [r.limit.noun, (0,throttle/* nextAllowedAfter */.uZ)(r.decision, callAt).toISOString()]));
}
/** Proves the credentials and reads the backup, then says what a real run would do; changes nothing. */
async function dryRun(given, chosen, sha256, before) {
    const { decision } = chosen;
    const [digest] = await Promise.all([sha256, given.token.ready()]);
    const found = given.inputs.operation.backup === 'kept' ? await toPutBack(given, before) : { ctx: given, known: before };
    if ('kind' in found)
        return found;
    const { ctx, known } = found;
    const callAt = decision.kind === 'wait' ? decision.next.getTime() : ctx.clock.now();
    const checked = ctx.inputs.auth.level === 'token' ? ' (token given, not checked)' : '';
    // Whether the overwrite would stop on drift, as far as the run can tell without the export's hour.
    const overwrites = ctx.inputs.operation.skipsUnchanged && chosen.from === 0 && !(0,throttle/* makesNoCall */.fM)(decision);
    const drift = overwrites ? await judge(ctx, known) : undefined;
    const stops = drift?.state === 'changed' && ctx.inputs.onDrift === 'fail' ? ': it would stop before the overwrite' : '';
    const driftText = drift ? `; drift: ${drift.state} (${drift.why})${stops}` : '';
    const plan = `Dry run: the credentials work${checked}; a real run ${wouldText(ctx, chosen)}${driftText}. Nothing was changed.`;
    ctx.log.info(plan);
    const next = nextTimes(chosen, known, callAt);
    return { ...known, kind: 'no-call', result: 'planned', next, plan, sha256: digest, ...(drift && { drift }) };
}

// EXTERNAL MODULE: ./src/domain/inputs.ts
var inputs = __webpack_require__(3543);
// EXTERNAL MODULE: ./src/lib/cancel.ts
var cancel = __webpack_require__(5321);
;// CONCATENATED MODULE: ./src/run/flow.ts
// One operation, whatever it is: the token, the ledger and `bot-name`'s check read alongside, the decision acted
// on (a wait included), then the call or a dry run's report; every failure becomes the outcome.












/** The backup's sha256, read beside the token request and the lookup when skip-unchanged or a dry run needs it. */
function earlyDigest(ctx, skipping) {
    const { inputs, backup } = ctx;
    if (!backup || !(skipping || inputs.dryRun))
        return Promise.resolve(undefined);
    const digest = digestFile(backup.path).then(d => d.sha256);
    digest.catch(() => undefined);
    return digest;
}
/** Says when `skip-unchanged` cannot apply, so nobody expects a skip that will not come. */
function explainSkipUnchanged(ctx) {
    const { inputs } = ctx;
    const op = inputs.operation;
    if (!inputs.skipUnchanged)
        return;
    const asked = ctx.words.input('skip-unchanged');
    if (!op.skipsUnchanged)
        ctx.log.info(`${asked} applies to overwrite only: this ${op.name} runs as usual.`);
    else if (inputs.throttle === 'off') {
        ctx.log.info(`${asked} needs the throttle ledger (${ctx.words.setting('throttle', 'cache')}) to know what the bot runs: the ${op.name} is sent.`);
    }
}
/** The ledgers' views, when the ledger applies and can be used; why not, when it applies and cannot. */
function lookUpLedgers(ctx) {
    const { inputs, log, cancel, clock, openStore, sight } = ctx;
    const settle = () => ctx.token.ready().then(() => true, () => false);
    const holdMs = constants/* LEDGER_LOOKUP_LIMIT_MS */.Cc + REQUESTS_UNDER_THE_LOCK * ctx.platform.exchangeLimitMs;
    const options = {
        inputs,
        log,
        openStore,
        sight,
        cancelled: cancel.signal,
        clock,
        settle,
        holdMs,
        words: ctx.words
    };
    return cancel.race(ctx.ledgers.lookUp(options, limitsOf(ctx.plan, inputs), driftReads(inputs)));
}
/** What a run may send holding a shared ledger's lock: the token, the bot's name, a token renewed, the export that keeps what an overwrite replaces, the overwrite before its publish. */
const REQUESTS_UNDER_THE_LOCK = 5;
/** What the ledgers showed, as the run knows it (or why they could not be read). */
function knownFrom(known, found, spent) {
    if (found && 'unavailable' in found)
        return { ...known, ledgerTrouble: found.unavailable };
    // The hour is decided on the limits the run spends; a ledger read only for drift says nothing of it.
    const views = (found ?? []).filter(v => spent.some(l => l.noun === v.noun));
    const throttled = views.some(v => v.state.throttled);
    // A newest entry not believed leaves the hour as unknown as a cache that could not be read.
    const doubted = views.find(v => v.state.doubt);
    const doubt = doubted && `its newest ${doubted.noun} entry ${doubted.state.doubt}`;
    const trouble = views.map(v => v.readTrouble).find(Boolean) ?? doubt;
    return {
        ...known,
        throttled,
        views: found ?? [],
        ...(trouble ? { ledgerTrouble: trouble } : {}),
        ...(doubted && trouble === doubt && { ledgerDoubted: true })
    };
}
/** Waits until the hour is over, the ledger's lock let go meanwhile; a run cancelled meanwhile ends here, with the next allowed time it knows. */
async function waitOut(ctx, decision, what, known) {
    const { next, last, lastCall } = decision;
    try {
        await ctx.ledgers.release();
        await waitUntil(next.getTime(), (0,last_call/* lastText */.A)(what, last, lastCall, ctx.words), what.noun, ctx);
        return undefined;
    }
    catch (err) {
        if (!(err instanceof cancel/* Interrupted */.j))
            throw err;
        // Nothing was sent.
        const nextTimes = { ...known.next, [what.noun]: next.toISOString() };
        return (0,run_outcome/* ended */.v6)(cancelledError(ctx, 'while waiting out the throttle'), 'before-call', { ...known, next: nextTimes });
    }
}
/** Decides on the ledgers' views and acts: a dry run's report, no call, or the call (after a wait). */
async function decideAndAct(ctx, known, backup) {
    const { inputs, cancel, plan } = ctx;
    const { digest, skipping } = backup;
    const sha256 = skipping ? await cancel.race(digest) : undefined;
    const chosen = boundWait(decideRun(plan, inputs, known, sha256), inputs.maxWaitMs, ctx.clock.now());
    const { decision, limit } = chosen;
    if (inputs.dryRun)
        return cancel.race(dryRun(ctx, chosen, digest, known));
    if (limit && (0,throttle/* makesNoCall */.fM)(decision))
        return noCallOutcome(ctx, { ...chosen, decision }, known);
    if (limit && decision.kind === 'wait') {
        const cancelled = await waitOut(ctx, decision, limit, known);
        if (cancelled)
            return cancelled;
        // Another run may have called while this one waited without the lock: the ledger is read again, and decides.
        if (ctx.ledgers.shared)
            return readAndAct(ctx, known, backup);
    }
    const alone = chosen.from > 0;
    const step = plan[chosen.from];
    if (!step?.call)
        throw new Error('the operation has no step to run');
    return step.call(ctx, alone ? { ...known, sha256 } : known, alone);
}
/** `throttle: required` stops before the call on a ledger not read, or an entry not believed within its hour. */
function refuseUnknownHour(ctx, known) {
    if (ctx.inputs.throttle !== 'required' || !known.ledgerTrouble)
        return;
    const [required, cache] = [ctx.words.setting('throttle', 'required'), ctx.words.setting('throttle', 'cache')];
    if (known.ledgerDoubted) {
        const doubted = known.views?.find(v => v.state.doubt)?.state.doubtedUntil;
        if (!doubted)
            return;
        throw new errors/* ActionError */.lZ(`The throttle ledger's newest entry is not believed (${known.ledgerTrouble}), and ${required} makes no call it cannot check while the hour it claims runs: nothing was sent to the bot. That hour ends at ${doubted.toISOString()} (in ${(0,time/* spanText */.Cp)(doubted.getTime() - ctx.clock.now())}); runs after it go on.`, `If the bot's secret was changed or mistyped, run again after that time with the right secret. If it was not, ${ctx.words.strayEntry}. The platform's own limit still applies.`);
    }
    throw new errors/* ActionError */.lZ(`The throttle ledger is unavailable (${known.ledgerTrouble}), and ${required} makes no call it cannot check: nothing was sent to the bot.`, `Mend what kept the ledger from being read (the message says), then run again; or set ${cache} to go on without the ledger. The platform's own limit still applies.`);
}
/** Reads the ledgers (beside `naming`, the bot's name being checked), then decides and acts on what they show; never throws. */
async function readAndAct(ctx, given, backup, naming = Promise.resolve(given.botName)) {
    let known = given;
    try {
        known = knownFrom(known, await lookUpLedgers(ctx), limitsOf(ctx.plan, ctx.inputs));
        known = { ...known, botName: await naming };
        known = await readVersionNow(ctx, known);
        refuseUnknownHour(ctx, known);
        return await decideAndAct(ctx, known, backup);
    }
    catch (err) {
        return (0,run_outcome/* ended */.v6)(err instanceof cancel/* Interrupted */.j ? cancelledError(ctx, 'before any call') : err, 'before-call', known);
    }
}
/** Performs the operation: the token, the ledger's view, the decision, the call; a failure is the outcome (readAndAct's). `chosen`: the bot's name, when `bot-name` chose it. */
async function perform(ctx, chosen) {
    const known = { backup: ctx.backup, destination: ctx.destination, throttled: false };
    // The token request and the ledger lookup run at the same time: the critical path has one
    // platform round trip before the call itself, as a hand-written script would.
    ctx.token.start();
    ctx.cancel.signal.addEventListener('abort', () => ctx.token.cancel(), { once: true });
    explainSkipUnchanged(ctx);
    const skipping = (0,inputs/* skipUnchangedApplies */.Tx)(ctx.inputs);
    const digest = earlyDigest(ctx, skipping);
    // Which bot the keys belong to is read alongside the ledger, and known before any call.
    const naming = chosen === undefined ? (0,bot_name/* checkBotName */.dR)(ctx) : Promise.resolve(chosen);
    naming.catch(() => undefined);
    return readAndAct(ctx, known, { digest, skipping }, naming);
}
/** Waits until `at`, saying now and then that it is still waiting, so the job does not look hung; a cancel ends it at once. */
async function waitUntil(at, since, noun, ctx) {
    const { clock, log, cancel } = ctx;
    const until = new Date(at).toISOString();
    const asks = ctx.words.setting(constants/* Input */.pd.OnThrottle, 'wait');
    log.info(`${since}; waiting until ${until} (${(0,time/* spanText */.Cp)(at - clock.now())}) as ${asks} asks.`);
    for (let left = at - clock.now(); left > 0; left = at - clock.now()) {
        await cancel.race(clock.sleep(Math.min(left, clock.waitLogEveryMs)));
        const still = at - clock.now();
        const waiting = `Still waiting for the ${noun} throttle: ${(0,time/* spanText */.Cp)(still)} left.`;
        if (still > 0)
            void (log.progress ? log.progress({ waiting }) : log.info(waiting));
    }
}

// EXTERNAL MODULE: ./src/run/live-match.ts
var live_match = __webpack_require__(6699);
;// CONCATENATED MODULE: ./src/run/run.ts
// One operation from valid inputs to its outcome: the plan, the files, the client and the token's owner,
// the steps; then their views read once (outputs before the record, the closing line, the summary).
















/** The file the operation's role asks for, its path resolved once: a backup to send, or where an export writes. */
async function checkFiles(inputs, deps) {
    const role = inputs.operation.backup;
    if (inputs.backupFile === undefined || role === 'none' || role === 'kept')
        return {};
    const place = await (0,confine/* resolveInputPath */.qL)(inputs.backupFile, deps.folders);
    switch (role) {
        case 'receive':
            return openDestination(place, deps.folders);
        case 'send': {
            const backup = await checkBackup(place, deps.folders);
            for (const warning of backup.warnings)
                deps.log.warning(warning, { file: place.inputPath, title: 'Backup file' });
            return { backup };
        }
    }
}
/** The bot chosen, the context, the flow to the call, and each step after it, given the outcome so far; never throws. */
async function deploy(given, setting, opened) {
    const { deps, secrets, clock, cancel } = setting;
    try {
        (0,ledger_open/* sayWhatItCannot */.sx)(given, deps.sight, limitsOf(planOf(given), given), deps);
        opened.files = await checkFiles(given, deps);
        opened.platform = await (0,context/* openPlatform */.W)(given, deps, secrets, clock);
        const lister = { platform: opened.platform, secrets, cancel, log: deps.log, words: deps.words };
        const { inputs, chosen } = await (0,bot_name/* chooseBot */.F8)(given, lister);
        const ctx = (0,context/* makeContext */.o)(inputs, planOf(inputs), { files: opened.files, platform: opened.platform }, setting);
        opened.ctx = ctx;
        let outcome = await perform(ctx, chosen);
        for (const step of ctx.plan.slice(1))
            if (step.after && !outcome.reports?.[step.key])
                outcome = await step.after(ctx, outcome);
        return outcome;
    }
    catch (err) {
        return (0,run_outcome/* ended */.v6)(err, 'before-call', { backup: opened.files.backup, destination: opened.files.destination });
    }
}
/** Performs the operation of `inputs`; never throws: a failure is the outcome. Its outputs are set before its record is kept. */
async function runOperation(inputs, secrets, deps, cancel) {
    const clock = new platform_clock/* PlatformClock */.e(deps.clock, m => deps.log.debug(m));
    const opened = { files: {} };
    const outcome = await deploy(inputs, { deps, secrets, cancel, clock }, opened);
    const plan = opened.ctx?.plan ?? planOf(inputs);
    const views = plan.map(step => step.view(outcome, inputs, deps.words));
    const line = closingLine(outcome, views);
    deps.setOutputs?.(outputsOf(outcome, views, plan, inputs));
    const keys = views.find(v => v.keys)?.keys;
    const unkept = keys && deps.keepKeys(keys);
    const ledgers = opened.ctx?.ledgers ?? new ledger_open/* LedgerDoor */.gP();
    const recorded = { ...outcome, ...(await record(outcome, { ...deps, ledgers })) };
    await ledgers.release();
    if (opened.ctx)
        await shelve(opened.ctx, recorded);
    if (line && !unkept)
        deps.log.info(line);
    await opened.platform?.close();
    await opened.files.download?.discard();
    return { outcome: recorded, views, limits: limitsShown(plan, inputs), unkept };
}
const STEPS = {
    call: platformCall,
    'go-live': goLive,
    'live-match': live_match/* liveMatch */.U
};
/** The steps of the operation `inputs` ask for, in the order they run. */
function planOf(inputs) {
    return inputs.operation.steps.map(name => STEPS[name]);
}
/** The step outputs the outcome knows, in the order a user reads them. */
function outputsOf(outcome, views, plan, inputs) {
    const out = [];
    if (outcome.throttled !== undefined)
        out.push([constants/* Output */.k7.Throttled, String(outcome.throttled)]);
    if ('result' in outcome)
        out.push([constants/* Output */.k7.Result, outcome.result]);
    if (outcome.botName !== undefined)
        out.push([constants/* Output */.k7.BotName, outcome.botName]);
    for (const limit of limitsOf(plan, inputs)) {
        const next = outcome.next?.[limit.noun];
        if (next !== undefined)
            out.push([limit.output, next]);
    }
    for (const view of views)
        out.push(...(view.outputs ?? []));
    return out;
}
/** The run's last line after a call that was answered: what it brought, and where (the steps say). */
function closingLine(outcome, views) {
    if (outcome.kind !== 'done')
        return undefined;
    const parts = views.flatMap(v => (v.closing ? [v.closing] : []));
    if (parts.length === 0)
        return undefined;
    const after = parts.map(p => p.after ?? '').join('');
    const sentences = parts.flatMap(p => (p.sentence ? [` ${p.sentence}`] : [])).join('');
    return `Done: ${outcome.result}${after}.${sentences}`;
}


/***/ })

};
