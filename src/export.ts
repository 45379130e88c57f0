// The export's side of the backup file: where it may be written (the same confinement as for
// reading), and the download written there. The answer streams to a temporary file beside the
// destination, hashed and counted on the way, unwrapped when the platform sent it as a JSON string,
// and only when it is complete and checked does it replace the file; identical bytes leave the file
// as it was. A failed, cut or refused download leaves no temporary file behind.

import { createHash, randomBytes } from 'node:crypto'
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs'
import { lstat, mkdir, realpath, rename, rm } from 'node:fs/promises'
import { once } from 'node:events'
import path from 'node:path'
import { inside, type BackupDigest } from './backup.ts'
import { refusalOf } from './backup-kind.ts'
import { Input } from './constants.ts'
import { InputError, ResponseShapeError, untrusted } from './errors.ts'
import { JsonStringDecoder } from './json-string.ts'

export interface Destination {
  /** The path as the user gave it. */
  readonly given: string
  /** Where it is written, its folder's symlinks resolved. */
  readonly path: string
  readonly exists: boolean
}

export interface SavedBackup extends BackupDigest {
  /** False when the file already held exactly these bytes (it was left untouched). */
  readonly changed: boolean
}

async function nearestReal(p: string): Promise<string> {
  try {
    return await realpath(p)
  } catch {
    const parent = path.dirname(p)
    if (parent === p) throw new Error(`no folder of ${p} exists`)
    return path.join(await nearestReal(parent), path.basename(p))
  }
}

/** Where `given` may be written: inside the workspace or RUNNER_TEMP, not a folder, before any request. */
export async function checkDestination(
  given: string,
  workspace: string,
  runnerTemp: string | undefined
): Promise<Destination> {
  const name = Input.BackupFile
  const shown = untrusted(given, 200)
  const target = await nearestReal(path.resolve(workspace, given))
  const roots = await Promise.all([workspace, runnerTemp].filter((r): r is string => !!r).map(r => nearestReal(r)))
  if (!roots.some(root => inside(target, root) && target !== root)) {
    throw new InputError(
      name,
      `'${shown}' would be written outside the workspace and the runner's temp folder.`,
      `Point '${name}' at a file inside the repository checkout (or RUNNER_TEMP); a symlink must not lead outside it.`
    )
  }
  const info = await lstat(target).catch(() => undefined)
  if (info && !info.isFile()) {
    throw new InputError(
      name,
      `'${shown}' is ${info.isDirectory() ? 'a directory' : 'not a regular file'}.`,
      `Point '${name}' at the .xenioo file to write, such as bots/support.xenioo.`
    )
  }
  return { given, path: target, exists: info !== undefined }
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
async function pipeInto(body: AsyncIterable<Buffer>, out: WriteStream): Promise<BackupDigest> {
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

async function digestOf(file: string): Promise<BackupDigest> {
  const hash = createHash('sha256')
  let bytes = 0
  for await (const chunk of createReadStream(file, { highWaterMark: 1024 * 1024 })) {
    hash.update(chunk as Buffer)
    bytes += (chunk as Buffer).length
  }
  return { bytes, sha256: hash.digest('hex') }
}

/** Streams the answer to a temporary file beside `dest`, then replaces `dest` with it when its bytes differ. */
export async function saveBackup(body: AsyncIterable<Buffer>, dest: Destination): Promise<SavedBackup> {
  const dir = path.dirname(dest.path)
  await mkdir(dir, { recursive: true })
  const before = dest.exists ? digestOf(dest.path) : undefined
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
