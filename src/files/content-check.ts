// An export's content judged as it streams, by the same test as a file to send (kind.ts), and
// written without white space: a backup is one line of base64. Leading white space is skipped
// without being kept; the start is judged once its first bytes are in, each chunk as it comes,
// and the length at the end.

import {
  foreignAt,
  foreignRefusal,
  leadingWhite,
  onlyBase64,
  paddingFault,
  paddingRefusal,
  refusalOfLength,
  refusalOfStart,
  START_BYTES,
  withoutWhite
} from './kind.ts'
import type { Refusal } from './kind.ts'

/** The content is not a backup. */
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
  /** Base64 characters kept. */
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
