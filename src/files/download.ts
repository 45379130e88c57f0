// An export's destination, checked before any request, and its writing: streamed to a temporary file
// beside it, bounded, kept only when it is a backup, then renamed over the file (or left when unchanged).

import { createHash, randomBytes } from 'node:crypto'
import { constants } from 'node:fs'
import { type FileHandle, lstat, mkdir, open, rename, rm, rmdir } from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { Input } from '../domain/constants.ts'
import { ActionError, CountedError, InputError, nextBackupFix } from '../domain/errors.ts'
import type { Naming } from '../domain/words.ts'
import { untrusted } from '../lib/text.ts'
import { type Folders, outsideRefusal, refuseNonFile, type Resolved } from './confine.ts'
import { inspect, leadingWhite, NotABackup } from './kind.ts'
import { type Digest, digestFile } from './source.ts'
import { JsonStringDecoder, JsonStringError } from './json-string.ts'

export interface Destination {
  readonly inputPath: string
  readonly shown: string
  /** Where it is written, its folder's symlinks resolved. */
  readonly path: string
  readonly exists: boolean
}

const name = Input.BackupFile
const fixOf = (w: Naming) => `Point ${w.input(name)} at the .xenioo file to write, such as bots/support.xenioo.`

function refuse(shown: string, problem: string, fix: string): InputError {
  return new InputError(name, `'${shown}' ${problem}`, fix)
}

/** A path with a `.git` folder in it: the repository's own data. */
function inGit(p: string): boolean {
  return p.split(/[\\/]+/).some(part => part.toLowerCase() === '.git')
}

/** What is wrong with the path as given: a folder's name, or a path into .git. */
function checkInputPath({ inputPath, shown }: Resolved, w: Naming): void {
  if (/[\\/]$/.test(inputPath)) {
    throw refuse(
      shown,
      'ends with a slash: it names a folder, and the export writes a file.',
      `${fixOf(w)} To write into a folder, add the file's name.`
    )
  }
  if (inGit(inputPath)) throw refuse(shown, "is inside the repository's .git folder.", fixOf(w))
}

/** Where an export may write the resolved `backup-file`: in the workspace, not in .git, a file or none. */
export async function checkDestination(place: Resolved, folders: Folders): Promise<Destination> {
  const w = folders.words
  checkInputPath(place, w)
  const { shown, inputPath } = place
  if (place.within === 'itself') throw refuse(shown, 'is a folder, not a file.', fixOf(w))
  if (place.within === 'outside') throw outsideRefusal(shown, 'would be written', folders)
  if (inGit(path.relative(folders.workspace, place.path)))
    throw refuse(shown, "leads into the repository's .git folder.", fixOf(w))
  const info = await lstat(place.path).catch(() => undefined)
  if (info) refuseNonFile(shown, info, fixOf(w))
  return { inputPath, shown, path: place.path, exists: info !== undefined }
}

/** The export's destination checked, and its temporary file created beside it, before any request. */
export async function openDestination(
  place: Resolved,
  folders: Folders
): Promise<{ destination: Destination; download: Download }> {
  const destination = await checkDestination(place, folders)
  return { destination, download: await openDownload(destination, folders.words) }
}

/** What a file system error while creating the temporary file means for the file `shown`. */
function unwritable(shown: string, err: NodeJS.ErrnoException, w: Naming): InputError {
  switch (err.code) {
    case 'ENOTDIR':
    case 'EEXIST':
      return refuse(shown, 'cannot be created: a part of its path is a file, not a folder.', fixOf(w))
    case 'ENOENT':
      return refuse(shown, 'cannot be created: a folder on its path is a symlink that leads nowhere.', fixOf(w))
    case 'ENAMETOOLONG':
      return refuse(
        shown,
        'has a name too long to write beside it the temporary file the export streams into (its name plus about 24 characters).',
        `Give ${w.input(name)} a shorter file name.`
      )
    default:
      return refuse(
        shown,
        `cannot be written here (${untrusted(err.code ?? err.message, 80)}).`,
        `${fixOf(w)} That folder must be writable.`
      )
  }
}

/** The download's temporary file, created beside the destination; an InputError when it cannot be. */
export async function openDownload(destination: Destination, w: Naming): Promise<Download> {
  try {
    return await Download.open(destination)
  } catch (err) {
    throw unwritable(destination.shown, err as NodeJS.ErrnoException, w)
  }
}

export interface SavedBackup extends Digest {
  /** False when the file already held exactly these bytes (it was left untouched). */
  readonly changed: boolean
  /** What the judge of a backup says of bytes it keeps (not one line of base64), as of a file to send. */
  readonly warnings: readonly string[]
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

/** How much leading white space is held while the answer's form is not known: past it, the answer is raw. */
const HELD_WHITE = 64 * 1024

/** The answer's bytes counted against `limit`, as they came; a JSON string unwrapped (white space before it is its syntax). */
async function* unwrapped(body: AsyncIterable<Buffer>, limit: number, count: (n: number) => void) {
  let received = 0
  let decoder: JsonStringDecoder | undefined
  let held: Buffer[] | undefined = []
  for await (const chunk of body) {
    received += chunk.length
    count(received)
    if (received > limit) throw new TooLarge(limit)
    let data = chunk
    if (held) {
      const at = leadingWhite(chunk)
      if (at === chunk.length && received <= HELD_WHITE) {
        held.push(chunk)
        continue
      }
      if (chunk[at] === 0x22) decoder = new JsonStringDecoder()
      data = decoder ? chunk.subarray(at) : Buffer.concat([...held, chunk])
      held = undefined
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
  readonly #destination: Target
  readonly #temp: string
  readonly #handle: FileHandle
  readonly #made: string[]
  /** Bytes of the answer received so far (for the messages). */
  received = 0
  #settled = false

  private constructor(destination: Target, temp: string, handle: FileHandle, made: string[]) {
    this.#destination = destination
    this.#temp = temp
    this.#handle = handle
    this.#made = made
  }

  /** Creates the temporary file beside `destination` (and the folders it needs); throws the file system's error. */
  static async open(destination: Target, mode = 0o644): Promise<Download> {
    const dir = path.dirname(destination.path)
    const made = await makeFolders(dir)
    const temp = path.join(dir, `.${path.basename(destination.path)}.${randomBytes(6).toString('hex')}.download`)
    const flags = constants.O_CREAT | constants.O_EXCL | constants.O_WRONLY | (constants.O_NOFOLLOW ?? 0)
    try {
      return new Download(destination, temp, await open(temp, flags, mode), made)
    } catch (err) {
      await removeFolders(made)
      throw err
    }
  }

  /** Streams the answer into the temporary file, kept when its bytes differ; any failure is a CountedError, in `words`. */
  async write(
    answer: { body: AsyncIterable<Buffer>; declaredBytes?: number | undefined; cancel?: () => void },
    limit: number,
    words: Naming,
    onBytes?: (bytes: number) => void
  ): Promise<SavedBackup> {
    try {
      // An answer that declares more than the bound is refused at its headers, as one that grows past it.
      if (answer.declaredBytes !== undefined && answer.declaredBytes > limit) throw new TooLarge(limit)
      return await this.#write(answer.body, limit, onBytes)
    } catch (err) {
      // A body refused before it was read (or left part read) is given up, so nothing waits for it.
      answer.cancel?.()
      await this.discard()
      throw downloadFailure(err, this.received, words)
    }
  }

  async #write(body: AsyncIterable<Buffer>, limit: number, onBytes?: (bytes: number) => void): Promise<SavedBackup> {
    const before = this.#destination.exists ? digestFile(this.#destination.path) : undefined
    before?.catch(() => undefined)
    const hash = createHash('sha256')
    let bytes = 0
    // Written as it came and hashed in batches of a MiB: the socket's chunks are small, and each costs a turn.
    async function* content(source: AsyncIterable<Buffer>) {
      for await (const batch of batches(source)) {
        hash.update(batch)
        bytes += batch.length
        yield batch
      }
    }
    const source = unwrapped(body, limit, n => onBytes?.((this.received = n)))
    // The stream closes the file once it has written the last byte, or on a failure.
    await pipeline(content(source), this.#handle.createWriteStream())
    // The one judge of a backup, as of a file to send: kept only when it is one.
    const { refusal, warnings } = await inspect(this.#temp, bytes)
    if (refusal) throw new NotABackup(refusal)
    const got = { bytes, sha256: hash.digest('hex'), warnings }
    const old = await before
    const changed = !old || old.bytes !== got.bytes || old.sha256 !== got.sha256
    await (changed ? rename(this.#temp, this.#destination.path) : rm(this.#temp))
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
    try {
      await rmdir(dir)
    } catch {
      return
    }
  }
}

/** The answer is larger than the bound (`max-backup-mib`). */
export class TooLarge extends Error {
  readonly limit: number
  constructor(limit: number) {
    super(`larger than ${limit} bytes`)
    this.limit = limit
  }
}

const UNCHANGED = "nothing was written, and the file is as it was. The platform counts the call against the bot's hour."
const routeOf = (w: Naming) =>
  `Check that ${w.input('service-endpoint')} is the bot's route (bot settings, developers section).`

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`

/** The CountedError for a download that failed after `received` bytes of the answer. */
export function downloadFailure(err: unknown, received: number, w: Naming): ActionError {
  if (err instanceof ActionError) return err
  const [next, file, limit] = [nextBackupFix(w), w.input(Input.BackupFile), w.input(Input.MaxBackupMib)]
  if (err instanceof NotABackup) {
    return new CountedError(
      `The platform answered the backup, but the body ${err.refusal.is}: ${UNCHANGED}`,
      `${routeOf(w)} ${next}`
    )
  }
  if (err instanceof JsonStringError) {
    return new CountedError(
      `The platform answered the backup with a JSON string that is not well formed (${err.message}): ${UNCHANGED}`,
      `${routeOf(w)} ${next}`
    )
  }
  if (err instanceof TooLarge) {
    return new CountedError(
      `The backup is larger than ${limit} (${mib(err.limit)}): the download was stopped there, ${UNCHANGED}`,
      `If the bot's backup is really that large, raise ${limit}. ${next}`
    )
  }
  const { code, message } = err as NodeJS.ErrnoException
  if (code === 'ENOSPC' || code === 'EDQUOT') {
    return new CountedError(
      `The disk filled up after ${mib(received)} of the backup: ${UNCHANGED}`,
      `Free disk space, or write ${file} to a disk with room. ${next}`
    )
  }
  return new CountedError(
    `Writing the backup failed after ${received} bytes (${untrusted(code ?? String(message), 120)}): ${UNCHANGED}`,
    `Check that ${file} and its folder can be written. ${next}`
  )
}
