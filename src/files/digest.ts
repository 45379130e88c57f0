// A file's size and sha256, read in streaming fashion: the one way the action hashes a backup on
// disk (a dry run's backup, the file an export may replace).

import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'

export interface Digest {
  readonly bytes: number
  readonly sha256: string
}

/** How much is read at once. */
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
