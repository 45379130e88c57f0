// What a backup file certainly is not. A backup exported from the platform is one line of base64
// text; a Git LFS pointer, a zip, a file with a byte-order mark, JSON, HTML or XML, or anything with
// NUL bytes is refused before any request, and text that is not one line of base64 is warned about.
// Only the file's first MiB and its last bytes are read here: the whole file is read once, later,
// as it is sent.

import { open } from 'node:fs/promises'

/** How much of the file's start is read to tell what it is. */
export const HEAD_BYTES = 1024 * 1024

export interface Refusal {
  /** What the file is, as the end of a sentence (`is a Git LFS pointer …`). */
  readonly is: string
  readonly fix: string
}

export interface Inspection {
  readonly refusal?: Refusal
  readonly warnings: readonly string[]
}

const REEXPORT = 'Export the backup from the platform again and commit the .xenioo file exactly as it was downloaded.'
const BINARY_ATTRIBUTE =
  "Mark backups as binary in .gitattributes ('*.xenioo -text') so that no checkout or editor changes them."

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
]

const LFS_POINTER = 'version https://git-lfs.github.com/spec/'
const LFS: Refusal = {
  is: 'is a Git LFS pointer, not the backup: the repository keeps the file in Git LFS and the checkout did not fetch it',
  fix: "Set 'lfs: true' on actions/checkout (or run 'git lfs pull' before this step)."
}

function markup(text: string): Refusal | undefined {
  const start = text.trimStart().slice(0, 64).toLowerCase()
  if (start.startsWith('{') || start.startsWith('[')) return { is: 'starts like JSON, not a backup', fix: REEXPORT }
  if (start.startsWith('<?xml')) return { is: 'starts like XML, not a backup', fix: REEXPORT }
  if (start.startsWith('<')) {
    return {
      is: 'starts like an HTML page (a login or error page saved instead of the backup?), not a backup',
      fix: REEXPORT
    }
  }
  return undefined
}

/** Refuses what the first bytes show is not a backup. */
export function refusalOf(head: Buffer): Refusal | undefined {
  const signature = SIGNATURES.find(s => s.bytes.every((b, i) => head[i] === b))
  if (signature) return signature.refusal
  const text = head.toString('latin1')
  if (text.startsWith(LFS_POINTER)) return LFS
  const nul = head.indexOf(0)
  if (nul >= 0)
    return { is: `holds NUL bytes (the first at byte ${nul}): it is a binary file, not a backup`, fix: REEXPORT }
  return markup(text)
}

/** Warnings for text that is not one line of base64 (the platform may still take it). */
export function warningsOf(head: Buffer, tail: Buffer, size: number): string[] {
  const warnings: string[] = []
  const lineBreak = tail.at(-1) === 0x0a ? (tail.at(-2) === 0x0d ? 2 : 1) : 0
  if (lineBreak > 0) warnings.push('it ends with a line break, which a backup exported from the platform does not have')
  const end = size <= head.length ? size - lineBreak : head.length
  const odd = /[^A-Za-z0-9+/=]/.exec(head.toString('latin1', 0, end))
  if (odd) warnings.push(`it is not one line of base64 (byte ${odd.index} is ${JSON.stringify(odd[0])})`)
  return warnings
}

/** Reads the first MiB and the last bytes of the file, and says what it is not. */
export async function inspect(file: string, size: number): Promise<Inspection> {
  const handle = await open(file, 'r')
  try {
    const head = Buffer.alloc(Math.min(size, HEAD_BYTES))
    await handle.read(head, 0, head.length, 0)
    const tail = Buffer.alloc(Math.min(size, 2))
    await handle.read(tail, 0, tail.length, size - tail.length)
    const refusal = refusalOf(head)
    return refusal ? { refusal, warnings: [] } : { warnings: warningsOf(head, tail, size) }
  } finally {
    await handle.close()
  }
}
