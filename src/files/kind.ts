// What a backup (opaque base64 text) certainly is not: JSON, HTML, an LFS pointer, an archive, not base64;
// the file read for it (`inspect`) and an export's bytes checked as they arrive (`ContentCheck`).

import { open } from 'node:fs/promises'

export interface Refusal {
  /** What the content is, as the end of a sentence (`is a Git LFS pointer …`). */
  readonly is: string
  readonly fix: string
}

/** The least a backup decodes to (the smallest bot's is tens of kilobytes): less is an error word or a token. */
const MIN_BACKUP_BYTES = 1024
/** How many bytes of the start tell what the content is. */
export const START_BYTES = 64

const REEXPORT = 'Export the backup from the platform again and commit the .xenioo file exactly as it was downloaded.'
const BINARY_ATTRIBUTE =
  "Mark backups as binary in .gitattributes ('*.xenioo -text') so that no checkout or editor changes them."

const UTF16: Refusal = {
  is: 'starts with a UTF-16 byte-order mark: it was re-saved as UTF-16 text',
  fix: `${REEXPORT} ${BINARY_ATTRIBUTE}`
}
const SIGNATURES: { bytes: number[]; refusal: Refusal }[] = [
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
]

const LFS_POINTER = 'version https://git-lfs.github.com/spec/'
const LFS: Refusal = {
  is: 'is a Git LFS pointer, not the backup: the repository keeps the file in Git LFS and the checkout did not fetch it',
  fix: "Set 'lfs: true' on actions/checkout (or run 'git lfs pull' before this step)."
}

const FOREIGN = /[^A-Za-z0-9+/= \t\r\n]/
const WHITE = /[ \t\r\n]/g
const ANY_WHITE = /[ \t\r\n]/

// Anchored and positive: V8 runs it about three times as fast as the negated class over a MiB of
// base64 (0.8 against 2.5 s per GiB here).
const ALL_BASE64 = /^[A-Za-z0-9+/=]*$/

/** `buf` holds base64 characters only (no white space, nothing else). */
export function onlyBase64(buf: Buffer): boolean {
  return ALL_BASE64.test(buf.toString('latin1'))
}

/** Where the first byte that is neither base64 nor white space stands, or -1. */
export function foreignAt(buf: Buffer): number {
  return FOREIGN.exec(buf.toString('latin1'))?.index ?? -1
}

export function whiteIn(buf: Buffer): number {
  return buf.toString('latin1').match(WHITE)?.length ?? 0
}

/** `buf` without its white space (itself when it has none). */
export function withoutWhite(buf: Buffer): Buffer {
  const text = buf.toString('latin1')
  return ANY_WHITE.test(text) ? Buffer.from(text.replace(WHITE, ''), 'latin1') : buf
}

export function leadingWhite(buf: Buffer): number {
  return /^[ \t\r\n]*/.exec(buf.toString('latin1'))![0].length
}

function markup(text: string): Refusal | undefined {
  const start = text.slice(0, START_BYTES).toLowerCase()
  if (/^[{["]/.test(start)) return { is: 'starts like JSON, not a backup', fix: REEXPORT }
  if (start.startsWith('<?xml')) return { is: 'starts like XML, not a backup', fix: REEXPORT }
  if (start.startsWith('<')) {
    return {
      is: 'starts like an HTML page (a login or error page saved instead of the backup?), not a backup',
      fix: REEXPORT
    }
  }
  return text.startsWith(LFS_POINTER) ? LFS : undefined
}

/** What the content's first bytes (as they are, white space included) show it is not. */
export function refusalOfStart(head: Buffer): Refusal | undefined {
  const signature = SIGNATURES.find(s => s.bytes.every((b, i) => head[i] === b))
  if (signature) return signature.refusal
  return markup(head.toString('latin1', leadingWhite(head), START_BYTES * 2))
}

/** A byte outside base64 and white space, at offset `at` of the content. */
export function foreignRefusal(byte: number, at: number): Refusal {
  if (byte === 0)
    return { is: `holds NUL bytes (the first at byte ${at}): it is a binary file, not a backup`, fix: REEXPORT }
  const shown = JSON.stringify(String.fromCharCode(byte))
  return { is: `holds a byte outside base64 text (byte ${at} is ${shown}): it is not a backup`, fix: REEXPORT }
}

/** What `chars` base64 characters say; `text`, a short content whole, for JSON's literals (`null`, `12345`). */
export function refusalOfLength(chars: number, text?: string): Refusal | undefined {
  if (chars === 0) return { is: 'is empty', fix: REEXPORT }
  const literal = text?.trim()
  if (literal && /^(null|true|false|\d+)$/.test(literal))
    return { is: `is JSON (${literal}), not a backup`, fix: REEXPORT }
  const least = Math.ceil(MIN_BACKUP_BYTES / 3) * 4
  if (chars < least) {
    return {
      is: `is too short to be a backup (${chars} characters of base64; a backup has at least ${least})`,
      fix: REEXPORT
    }
  }
  if (chars % 4 !== 0) {
    return { is: `is not whole base64 (${chars} characters without white space, not a multiple of 4)`, fix: REEXPORT }
  }
  return undefined
}

/** Where `=` stands wrong in `kept` (only at the end, once or twice), given `padding` seen before; -1 when nowhere. */
export function paddingFault(kept: Buffer, padding: number): { at: number; padding: number } {
  let seen = padding
  for (let i = padding > 0 ? 0 : kept.indexOf(0x3d); i >= 0 && i < kept.length; i++) {
    const isPad = kept[i] === 0x3d
    if (isPad) seen++
    if ((!isPad && seen > 0) || seen > 2) return { at: i, padding: seen }
  }
  return { at: -1, padding: seen }
}

/** `=` inside the text, or more than two: not base64 as the platform writes it. */
export function paddingRefusal(at: number): Refusal {
  return {
    is: `is not base64 as the platform writes it: '=' stands inside it (character ${at}), where base64 has it only as the last one or two`,
    fix: REEXPORT
  }
}

/** How much of the file's start, and of its end, is read. */
export const HEAD_BYTES = 1024 * 1024

export interface Inspection {
  readonly refusal?: Refusal
  readonly warnings: readonly string[]
}

/** The characters outside base64 and white space, in the part read, and the length where it is known. */
function refusalOf(head: Buffer, tail: Buffer, size: number): Refusal | undefined {
  const start = refusalOfStart(head)
  if (start) return start
  const inHead = foreignAt(head)
  if (inHead >= 0) return foreignRefusal(head[inHead] as number, inHead)
  const inTail = foreignAt(tail)
  if (inTail >= 0) return foreignRefusal(tail[inTail] as number, size - tail.length + inTail)
  // The length is known when the file was read whole, or is one line (no white space at either end).
  const whole = size <= head.length
  const white = whole ? whiteIn(head) : whiteIn(head) + whiteIn(tail)
  if (!whole && white > 0) return undefined
  const chars = size - white
  return refusalOfLength(chars, chars <= START_BYTES ? head.toString('latin1') : undefined)
}

/** Warnings for white space: the platform's backups are one line. */
function warningsOf(head: Buffer, tail: Buffer, size: number): string[] {
  const warnings: string[] = []
  const lineBreak = tail.at(-1) === 0x0a ? (tail.at(-2) === 0x0d ? 2 : 1) : 0
  if (lineBreak > 0) warnings.push('it ends with a line break, which a backup exported from the platform does not have')
  const end = size <= head.length ? size - lineBreak : head.length
  const odd = /[^A-Za-z0-9+/=]/.exec(head.toString('latin1', 0, end))
  if (odd) warnings.push(`it is not one line of base64 (byte ${odd.index} is ${JSON.stringify(odd[0])})`)
  return warnings
}

/** Reads the first and the last MiB of the file, and says whether it is a backup. */
export async function inspect(file: string, size: number): Promise<Inspection> {
  const handle = await open(file, 'r')
  try {
    const head = Buffer.alloc(Math.min(size, HEAD_BYTES))
    await handle.read(head, 0, head.length, 0)
    const tail = Buffer.alloc(Math.min(Math.max(size - head.length, 2), size, HEAD_BYTES))
    await handle.read(tail, 0, tail.length, size - tail.length)
    const refusal = refusalOf(head, tail, size)
    return refusal ? { refusal, warnings: [] } : { warnings: warningsOf(head, tail, size) }
  } finally {
    await handle.close()
  }
}

export class NotABackup extends Error {
  readonly refusal: Refusal
  constructor(refusal: Refusal) {
    super(refusal.is)
    this.refusal = refusal
  }
}

const EMPTY = Buffer.alloc(0)

export class ContentCheck {
  /** The first bytes, held until the start can be judged; undefined once it was. */
  #start: Buffer | undefined = EMPTY
  /** Bytes of content seen (for the offsets in messages). */
  #seen = 0
  #chars = 0
  /** The content while it is short, for JSON's literals. */
  #short = ''
  /** `=` seen so far: base64 padding, which may only end the content. */
  #padding = 0

  /** The base64 characters of `chunk`, white space removed; throws NotABackup. */
  take(chunk: Buffer): Buffer {
    if (this.#start === undefined) return this.#scan(chunk)
    const lead = this.#start.length === 0 ? leadingWhite(chunk) : 0
    this.#seen += lead
    this.#start = Buffer.concat([this.#start, chunk.subarray(lead)])
    return this.#start.length < START_BYTES ? EMPTY : this.#judgeStart()
  }

  /** What is left, once the content has ended; throws NotABackup. */
  end(): Buffer {
    const rest = this.#start === undefined ? EMPTY : this.#judgeStart()
    const refusal = refusalOfLength(this.#chars, this.#chars <= START_BYTES ? this.#short : undefined)
    if (refusal) throw new NotABackup(refusal)
    return rest
  }

  #judgeStart(): Buffer {
    const start = this.#start ?? EMPTY
    this.#start = undefined
    const refusal = start.length > 0 ? refusalOfStart(start) : undefined
    if (refusal) throw new NotABackup(refusal)
    return this.#scan(start)
  }

  #scan(chunk: Buffer): Buffer {
    // One pass for the common case, a chunk of base64 alone; the rest looks closer.
    const plain = onlyBase64(chunk)
    const at = plain ? -1 : foreignAt(chunk)
    if (at >= 0) throw new NotABackup(foreignRefusal(chunk[at] as number, this.#seen + at))
    this.#seen += chunk.length
    const kept = plain ? chunk : withoutWhite(chunk)
    const fault = this.#padding > 0 || kept.includes(0x3d) ? paddingFault(kept, this.#padding) : undefined
    if (fault && fault.at >= 0) throw new NotABackup(paddingRefusal(this.#chars + fault.at))
    this.#padding = fault?.padding ?? 0
    this.#chars += kept.length
    if (this.#chars <= START_BYTES) this.#short += kept.toString('latin1')
    return kept
  }
}
