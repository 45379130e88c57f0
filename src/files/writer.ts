// The export's download written to its destination. The answer streams to a temporary file beside
// the destination, hashed and counted on the way, unwrapped when the platform sent it as a JSON
// string, and only when it is complete and checked does it replace the file; identical bytes leave
// the file as it was. A failed, cut or refused download leaves no temporary file behind.

import { createHash, randomBytes } from 'node:crypto'
import { createWriteStream, type WriteStream } from 'node:fs'
import { mkdir, rename, rm } from 'node:fs/promises'
import { once } from 'node:events'
import path from 'node:path'
import { ResponseShapeError } from '../domain/errors.ts'
import type { Destination } from './destination.ts'
import { digestFile, type Digest } from './digest.ts'
import { JsonStringDecoder } from './json-string.ts'
import { refusalOf } from './kind.ts'

export interface SavedBackup extends Digest {
  /** False when the file already held exactly these bytes (it was left untouched). */
  readonly changed: boolean
}

/** What the answer is, from its first bytes: `raw` backup text, a `json-string`, or what is refused. */
function shapeOf(head: Buffer): string {
  const first = head.toString('latin1').trimStart()[0]
  if (first === undefined) return 'empty'
  if (first === '"') return 'json-string'
  if (first === '{' || first === '[') return 'a JSON object (an error, not a backup)'
  if (first === '<') return 'an HTML page'
  return refusalOf(head)?.is.replace(/^(is|starts like|starts with|holds) /, '') ?? 'raw'
}

function refused(what: string): ResponseShapeError {
  return new ResponseShapeError(
    `The platform answered the backup with HTTP 200, but the body is ${what === 'empty' ? 'empty' : what}: nothing was written.`,
    "Check that 'service-endpoint' is the bot's route (bot settings, developers section). The platform counts the call against its hour: see 'next-backup-at'."
  )
}

/** Writes the answer's bytes (unwrapped when it is a JSON string) to `out`, hashing and counting them. */
async function pipeInto(body: AsyncIterable<Buffer>, out: WriteStream): Promise<Digest> {
  const hash = createHash('sha256')
  let bytes = 0
  let decoder: JsonStringDecoder | undefined
  let head: Buffer | undefined = Buffer.alloc(0)
  const put = async (buf: Buffer) => {
    if (buf.length === 0) return
    hash.update(buf)
    bytes += buf.length
    if (!out.write(buf)) await once(out, 'drain')
  }
  for await (const chunk of body) {
    let data = chunk
    if (head) {
      // Undecided until the first byte that is not white space.
      head = Buffer.concat([head, chunk])
      if (head.toString('latin1').trim() === '') continue
      const shape = shapeOf(head)
      if (shape !== 'raw' && shape !== 'json-string') throw refused(shape)
      if (shape === 'json-string') decoder = new JsonStringDecoder()
      ;[data, head] = [head, undefined]
    }
    await put(decoder ? decoder.write(data) : data)
  }
  if (head || bytes === 0) throw refused('empty')
  decoder?.end()
  out.end()
  await once(out, 'close')
  return { bytes, sha256: hash.digest('hex') }
}

/** Streams the answer to a temporary file beside `dest`, then replaces `dest` with it when its bytes differ. */
export async function saveBackup(body: AsyncIterable<Buffer>, dest: Destination): Promise<SavedBackup> {
  const dir = path.dirname(dest.path)
  await mkdir(dir, { recursive: true })
  const before = dest.exists ? digestFile(dest.path) : undefined
  before?.catch(() => undefined)
  const temp = path.join(dir, `.${path.basename(dest.path)}.${randomBytes(6).toString('hex')}.download`)
  const out = createWriteStream(temp, { flags: 'wx' })
  try {
    const got = await pipeInto(body, out)
    const old = await before
    const changed = !old || old.bytes !== got.bytes || old.sha256 !== got.sha256
    if (changed) await rename(temp, dest.path)
    else await rm(temp)
    return { ...got, changed }
  } catch (err) {
    out.destroy()
    await rm(temp, { force: true })
    throw err
  }
}
