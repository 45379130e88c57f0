// What a backup (opaque base64 text) certainly is not: JSON, HTML, an LFS pointer, an archive, not base64.
// One judge (`inspect`), of a file to send before a restore and of an export once written.

import { open } from 'node:fs/promises'

export interface Refusal {
  /** What the content is, as the end of a sentence (`is a Git LFS pointer …`). */
  readonly is: string
  readonly fix: string
}

/** The least a backup decodes to (the smallest bot's is tens of kilobytes): less is an error word or a token. */
const MIN_BACKUP_BYTES = 1024
/** How many bytes of the start tell what the content is. */
const START_BYTES = 64

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
  fix: "Fetch the file from Git LFS before the deploy ('git lfs pull'; in GitHub Actions, 'lfs: true' on actions/checkout)."
}

const FOREIGN = /[^A-Za-z0-9+/= \t\r\n]/
const WHITE = /[ \t\r\n]/g

/** Where the first byte that is neither base64 nor white space stands, or -1. */
function foreignAt(buf: Buffer): number {
  return FOREIGN.exec(buf.toString('latin1'))?.index ?? -1
}

function whiteIn(buf: Buffer): number {
  return buf.toString('latin1').match(WHITE)?.length ?? 0
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
function refusalOfStart(head: Buffer): Refusal | undefined {
  const signature = SIGNATURES.find(s => s.bytes.every((b, i) => head[i] === b))
  if (signature) return signature.refusal
  return markup(head.toString('latin1', leadingWhite(head), START_BYTES * 2))
}

/** A byte outside base64 and white space, at offset `at` of the content. */
function foreignRefusal(byte: number, at: number): Refusal {
  if (byte === 0)
    return { is: `holds NUL bytes (the first at byte ${at}): it is a binary file, not a backup`, fix: REEXPORT }
  const shown = JSON.stringify(String.fromCharCode(byte))
  return { is: `holds a byte outside base64 text (byte ${at} is ${shown}): it is not a backup`, fix: REEXPORT }
}

/** What `chars` base64 characters say; `text`, a short content whole, for JSON's literals (`null`, `12345`). */
function refusalOfLength(chars: number, text?: string): Refusal | undefined {
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

/** Where `=` stands where base64 has none (before data, or a third), 1-based; 0 when nowhere (platform-facts.md: `=` padding). */
function misplacedPadding(text: string): number {
  const m = /=+(?=[A-Za-z0-9+/])|(?<===)=/.exec(text)
  return m ? m.index + 1 : 0
}

/** `=` inside the text, or more than two: not base64 as the platform writes it. */
function paddingRefusal(at: number): Refusal {
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
  const [inHeadPad, inTailPad] = [head, tail].map(b => misplacedPadding(b.toString('latin1')))
  const pad = inHeadPad || (inTailPad && size - tail.length + inTailPad)
  if (pad) return paddingRefusal(pad)
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
