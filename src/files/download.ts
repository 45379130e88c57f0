// An export's download, from before the call to the file: a temporary file beside the destination
// made before any request, the answer streamed into it (unwrapped, judged as a backup, hashed,
// counted within the size bound), then put in place; on any failure nothing of this run is left.

import { createHash, randomBytes } from 'node:crypto'
import { constants } from 'node:fs'
import { mkdir, open, rename, rm, rmdir, type FileHandle } from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { ContentCheck } from './content-check.ts'
import { digestFile, type Digest } from './digest.ts'
import { downloadFailure, TooLarge } from './download-failure.ts'
import { JsonStringDecoder } from './json-string.ts'
import { leadingWhite } from './kind.ts'

export interface SavedBackup extends Digest {
  /** False when the file already held exactly these bytes (it was left untouched). */
  readonly changed: boolean
}

/** Where the download goes: the destination's real path, and whether a file is there already. */
interface Target {
  readonly path: string
  readonly exists: boolean
}

/** The folders of `dir` that do not exist yet, outermost first; then creates them. */
async function makeFolders(dir: string): Promise<string[]> {
  const first = await mkdir(dir, { recursive: true })
  if (first === undefined) return []
  const made: string[] = []
  for (let d = dir; d.length >= first.length; d = path.dirname(d)) made.unshift(d)
  return made
}

/** The answer's bytes counted against `limit`, its leading white space dropped, a JSON string unwrapped. */
async function* unwrapped(body: AsyncIterable<Buffer>, limit: number, count: (n: number) => void) {
  let received = 0
  let decoder: JsonStringDecoder | undefined
  let decided = false
  for await (const chunk of body) {
    received += chunk.length
    count(received)
    if (received > limit) throw new TooLarge(limit)
    let data = chunk
    if (!decided) {
      data = chunk.subarray(leadingWhite(chunk))
      if (data.length === 0) continue
      decided = true
      if (data[0] === 0x22) decoder = new JsonStringDecoder()
    }
    yield decoder ? decoder.write(data) : data
  }
  decoder?.end()
}

/** How much of the answer is judged, hashed and written at once. */
const BATCH_BYTES = 1024 * 1024

/** The chunks of `source` joined into batches of at least BATCH_BYTES (the last one smaller). */
async function* batches(source: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  let held: Buffer[] = []
  let size = 0
  for await (const chunk of source) {
    held.push(chunk)
    size += chunk.length
    if (size < BATCH_BYTES) continue
    yield Buffer.concat(held, size)
    ;[held, size] = [[], 0]
  }
  if (size > 0) yield Buffer.concat(held, size)
}

export class Download {
  readonly #dest: Target
  readonly #temp: string
  readonly #handle: FileHandle
  readonly #made: string[]
  /** Bytes of the answer received so far (for the messages). */
  received = 0
  #settled = false

  private constructor(dest: Target, temp: string, handle: FileHandle, made: string[]) {
    this.#dest = dest
    this.#temp = temp
    this.#handle = handle
    this.#made = made
  }

  /** Creates the temporary file beside `dest` (and the folders it needs); throws the file system's error. */
  static async open(dest: Target): Promise<Download> {
    const dir = path.dirname(dest.path)
    const made = await makeFolders(dir)
    const temp = path.join(dir, `.${path.basename(dest.path)}.${randomBytes(6).toString('hex')}.download`)
    const flags = constants.O_CREAT | constants.O_EXCL | constants.O_WRONLY | (constants.O_NOFOLLOW ?? 0)
    try {
      return new Download(dest, temp, await open(temp, flags, 0o644), made)
    } catch (err) {
      await removeFolders(made)
      throw err
    }
  }

  /**
   * Streams the answer into the temporary file, then replaces the destination when its bytes
   * differ. Any failure is a CountedError (the platform counted the call); the temporary file is
   * then removed.
   */
  async write(
    answer: { body: AsyncIterable<Buffer>; declaredBytes?: number | undefined; cancel?: () => void },
    limit: number
  ): Promise<SavedBackup> {
    try {
      // An answer that declares more than the bound is refused at its headers, as one that grows past it.
      if (answer.declaredBytes !== undefined && answer.declaredBytes > limit) throw new TooLarge(limit)
      return await this.#write(answer.body, limit)
    } catch (err) {
      // A body refused before it was read (or left part read) is given up, so nothing waits for it.
      answer.cancel?.()
      await this.discard()
      throw downloadFailure(err, this.received)
    }
  }

  async #write(body: AsyncIterable<Buffer>, limit: number): Promise<SavedBackup> {
    const before = this.#dest.exists ? digestFile(this.#dest.path) : undefined
    before?.catch(() => undefined)
    const hash = createHash('sha256')
    const check = new ContentCheck()
    let bytes = 0
    const take = (kept: Buffer) => {
      hash.update(kept)
      bytes += kept.length
      return kept
    }
    // Judged and hashed in batches of a MiB: the socket's chunks are small, and each costs a turn.
    async function* content(source: AsyncIterable<Buffer>) {
      for await (const batch of batches(source)) yield take(check.take(batch))
      yield take(check.end())
    }
    const source = unwrapped(body, limit, n => (this.received = n))
    // The stream closes the file once it has written the last byte, or on a failure.
    await pipeline(content(source), this.#handle.createWriteStream())
    const got = { bytes, sha256: hash.digest('hex') }
    const old = await before
    const changed = !old || old.bytes !== got.bytes || old.sha256 !== got.sha256
    await (changed ? rename(this.#temp, this.#dest.path) : rm(this.#temp))
    this.#settled = true
    return { ...got, changed }
  }

  /** Removes the temporary file and the folders this run created, unless the download was written. */
  async discard(): Promise<void> {
    if (this.#settled) return
    this.#settled = true
    await this.#handle.close().catch(() => undefined)
    await rm(this.#temp, { force: true })
    await removeFolders(this.#made)
  }
}

/** Removes the folders a run created, innermost first, as far as they are empty. */
async function removeFolders(made: string[]): Promise<void> {
  for (const dir of [...made].reverse()) {
    if (
      !(await rmdir(dir).then(
        () => true,
        () => false
      ))
    )
      return
  }
}
