// The file to send, read at its start and its end (a MiB of each) and judged by the one test of
// what a backup is (kind.ts); the whole file is read once, later, as it is sent. White space is
// only warned about on this side: the platform may accept it.

import { open } from 'node:fs/promises'
import {
  foreignAt,
  foreignRefusal,
  refusalOfLength,
  refusalOfStart,
  START_BYTES,
  whiteIn,
  type Refusal
} from './kind.ts'

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
