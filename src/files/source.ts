// The backup file to send: checked before any request, streamed from disk with its sha256 computed on
// the way; and the one digest helper.

import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { Input } from '../domain/constants.ts'
import { FileInputError, InputError } from '../domain/errors.ts'
import { untrusted } from '../lib/text.ts'
import { type Folders, outsideRefusal, refuseNonFile, type Resolved } from './confine.ts'
import { inspect } from './kind.ts'

export interface BackupFile {
  /** The path as the user gave it, and as it is shown (in messages and the summary). */
  readonly inputPath: string
  readonly shown: string
  readonly path: string
  readonly size: number
  /** What is odd about it without making it certainly not a backup (shown in the log and the summary). */
  readonly warnings: readonly string[]
}

/** The real path of the file, symlinks resolved, when it exists inside the workspace or the runner's temp folder. */
function checkInside(place: Resolved, folders: Folders): string {
  const { shown } = place
  if (!place.exists) {
    throw new InputError(
      Input.BackupFile,
      `'${shown}' does not exist (looked in ${untrusted(folders.workspace, 200)}).`,
      folders.words.missingFile
    )
  }
  if (place.within === 'outside') throw outsideRefusal(shown, 'resolves to a place', folders)
  return place.path
}

/** Checks the resolved `backup-file`: inside the workspace, a regular file, not what a backup is not (nor empty). */
export async function checkBackup(place: Resolved, folders: Folders): Promise<BackupFile> {
  const real = checkInside(place, folders)
  const info = await stat(real)
  const { shown, inputPath } = place
  refuseNonFile(
    shown,
    info,
    `Point ${folders.words.input(Input.BackupFile)} at the .xenioo backup file itself (not at its folder), as exported from the platform.`
  )
  const { refusal, warnings } = await inspect(real, info.size)
  if (refusal) throw new FileInputError(Input.BackupFile, inputPath, `'${shown}' ${refusal.is}.`, refusal.fix)
  const said = warnings.map(
    w =>
      `The backup file '${shown}': ${w}. It is sent unchanged; if the platform refuses it, export it again and mark backups as binary in .gitattributes ('*.xenioo -text').`
  )
  return { inputPath, shown, path: real, size: info.size, warnings: said }
}

/** The file's bytes as on disk, for a request body, with a digest that settles once the last byte is read. */
export function streamBackup(
  file: BackupFile,
  onBytes?: (bytes: number) => void
): {
  body: AsyncIterable<Buffer>
  digest: () => Digest | undefined
} {
  let result: Digest | undefined
  async function* body(): AsyncGenerator<Buffer> {
    const hash = createHash('sha256')
    let bytes = 0
    for await (const chunk of createReadStream(file.path, { highWaterMark: CHUNK_BYTES })) {
      const buf = chunk as Buffer
      bytes += buf.length
      onBytes?.(bytes)
      if (bytes >= file.size && !result) {
        // The last chunk: the digest is settled before it is handed on, since the HTTP client,
        // once it has the Content-Length bytes, may never ask this generator for more.
        hash.update(buf)
        result = { bytes, sha256: hash.copy().digest('hex') }
        yield buf
        continue
      }
      yield buf
      // The client has taken the chunk and asks for the next: it is hashed while the socket
      // carries it, so hashing overlaps the transfer instead of delaying it.
      hash.update(buf)
    }
    if (bytes !== file.size) result = { bytes, sha256: hash.digest('hex') }
  }
  return { body: body(), digest: () => result }
}

export interface Digest {
  readonly bytes: number
  readonly sha256: string
}

export const CHUNK_BYTES = 1024 * 1024

export async function digestFile(file: string): Promise<Digest> {
  const hash = createHash('sha256')
  let bytes = 0
  for await (const chunk of createReadStream(file, { highWaterMark: CHUNK_BYTES })) {
    hash.update(chunk as Buffer)
    bytes += (chunk as Buffer).length
  }
  return { bytes, sha256: hash.digest('hex') }
}
