// An export's download in-process, as a table: the answer written to a new file, identical bytes
// leaving the file as it was, a JSON-string answer unwrapped, and every failure (a declared size
// over the bound, a body that grows past it, a body cut off, an answer that is not a backup)
// counted against the bot's hour with nothing left behind: no temporary file, no folder made.
import { createHash, randomBytes } from 'node:crypto'
import { readFileSync, readdirSync, writeFileSync, existsSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { WORKFLOW_WORDS } from '../../src/action/words.ts'
import { CountedError } from '../../src/domain/errors.ts'
import { checkDestination, openDownload } from '../../src/files/download.ts'
import { tempDir } from '../support/runner.ts'
import { type Folders, resolveInputPath } from '../../src/files/confine.ts'

/** `checkDestination` of a path as given: resolved first, as the run does. */
const checkDestinationAt = async (given: string, folders: Folders) =>
  checkDestination(await resolveInputPath(given, folders), folders)

const BACKUP = readFileSync(path.join(import.meta.dirname, '../fixtures/stripe-sample.xenioo'))
const MIB = 1024 * 1024

async function* chunks(...parts: (Buffer | Error)[]): AsyncIterable<Buffer> {
  for (const part of parts) {
    if (part instanceof Error) throw part
    yield part
  }
}

async function download(
  ws: string,
  file: string,
  answer: { body: AsyncIterable<Buffer>; declaredBytes?: number },
  limit = MIB
) {
  const dest = await checkDestinationAt(file, { workspace: ws, runnerTemp: undefined, words: WORKFLOW_WORDS })
  return (await openDownload(dest, WORKFLOW_WORDS)).write(answer, limit, WORKFLOW_WORDS)
}

describe('an export written to its file', () => {
  it('a new file in new folders: written, changed', async () => {
    const ws = tempDir()
    const saved = await download(ws, 'out/new/bot.xenioo', {
      body: chunks(BACKUP.subarray(0, 100), BACKUP.subarray(100))
    })
    expect(saved).toMatchObject({ bytes: BACKUP.length, changed: true })
    expect(readFileSync(path.join(ws, 'out/new/bot.xenioo')).equals(BACKUP)).toBe(true)
  })

  it('the same bytes again: unchanged, and no temporary file left', async () => {
    const ws = tempDir()
    writeFileSync(path.join(ws, 'bot.xenioo'), BACKUP)
    expect((await download(ws, 'bot.xenioo', { body: chunks(BACKUP) })).changed).toBe(false)
    expect(readdirSync(ws)).toEqual(['bot.xenioo'])
  })

  it('several MiB in small chunks: written whole, with the sha256 of its bytes', async () => {
    const ws = tempDir()
    const big = Buffer.from(randomBytes(3 * MIB).toString('base64'))
    const parts = Array.from({ length: Math.ceil(big.length / 65_536) }, (_, i) =>
      big.subarray(i * 65_536, (i + 1) * 65_536)
    )
    const saved = await download(ws, 'big.xenioo', { body: chunks(...parts) }, 8 * MIB)
    expect(saved).toMatchObject({ bytes: big.length, sha256: createHash('sha256').update(big).digest('hex') })
    expect(readFileSync(path.join(ws, 'big.xenioo')).equals(big)).toBe(true)
  })

  it('a JSON string holding the backup: unwrapped', async () => {
    const ws = tempDir()
    const saved = await download(ws, 'bot.xenioo', { body: chunks(Buffer.from(JSON.stringify(BACKUP.toString()))) })
    expect(saved.bytes).toBe(BACKUP.length)
  })

  const failures: [string, { body: AsyncIterable<Buffer>; declaredBytes?: number }, number, RegExp][] = [
    ['a declared size over the bound', { body: chunks(BACKUP), declaredBytes: 2 * MIB }, MIB, /larger than/],
    ['a body that grows past the bound', { body: chunks(BACKUP, BACKUP) }, BACKUP.length + 10, /larger than/],
    [
      'a body cut off',
      { body: chunks(BACKUP.subarray(0, 2000), new Error('socket hang up')) },
      MIB,
      /socket hang up|cut|ended/
    ],
    [
      'an answer that is not a backup',
      { body: chunks(Buffer.from('<html>Service unavailable</html>'.repeat(60))) },
      MIB,
      /not a backup|HTML/i
    ]
  ]
  it.each(failures)('%s: counted, and nothing left behind', async (_, answer, limit, message) => {
    const ws = tempDir()
    const failed = download(ws, 'made/here/bot.xenioo', answer, limit)
    await expect(failed).rejects.toBeInstanceOf(CountedError)
    await expect(failed).rejects.toThrow(message)
    expect(existsSync(path.join(ws, 'made'))).toBe(false)
  })
})
