import { execFileSync } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { WORKFLOW_WORDS } from '../../src/action/words.ts'
import { InputError } from '../../src/domain/errors.ts'
import { inside } from '../../src/files/confine.ts'
import { digestFile } from '../../src/files/source.ts'
import { checkBackup, streamBackup } from '../../src/files/source.ts'
import { tempDir } from '../support/runner.ts'
import { type Folders, resolveInputPath } from '../../src/files/confine.ts'

/** `checkBackup` of a path as given: resolved first, as the run does. */
const checkBackupAt = async (given: string, folders: Folders) =>
  checkBackup(await resolveInputPath(given, folders), folders)

describe('streamBackup', () => {
  for (const size of [2048, 1024 * 1024 - 4, 1024 * 1024, 3.5 * 1024 * 1024]) {
    it(`sends every byte of a ${size}-byte file unchanged, with its sha256 settled by the last chunk`, async () => {
      const ws = tempDir()
      // One line of base64 text, as a backup is.
      const data = Buffer.from(randomBytes(size).toString('base64').slice(0, size))
      writeFileSync(path.join(ws, 'b.xenioo'), data)
      const file = await checkBackupAt('b.xenioo', { workspace: ws, runnerTemp: undefined, words: WORKFLOW_WORDS })
      const { body, digest } = streamBackup(file)
      const got: Buffer[] = []
      let sent = 0
      for await (const chunk of body) {
        got.push(chunk)
        sent += chunk.length
        // As an HTTP client with a Content-Length would: stop asking once every byte is there.
        if (sent === size) break
      }
      expect(Buffer.concat(got).equals(data)).toBe(true)
      expect(digest()).toEqual({ bytes: size, sha256: createHash('sha256').update(data).digest('hex') })
    })
  }
  it('digestFile reads the whole file', async () => {
    const ws = tempDir()
    const data = Buffer.from(randomBytes(2 * 1024 * 1024).toString('base64'))
    writeFileSync(path.join(ws, 'b.xenioo'), data)
    expect(
      await digestFile(
        (await checkBackupAt('b.xenioo', { workspace: ws, runnerTemp: undefined, words: WORKFLOW_WORDS })).path
      )
    ).toEqual({
      bytes: data.length,
      sha256: createHash('sha256').update(data).digest('hex')
    })
  })
})

/** A stand-in shaped like a backup: one line of base64, 2000 characters. */
const B64 = randomBytes(1500).toString('base64')

describe('checkBackup', () => {
  it('accepts a file in RUNNER_TEMP, and a symlink that stays inside the workspace', async () => {
    const ws = tempDir()
    const temp = tempDir()
    writeFileSync(path.join(temp, 'made.xenioo'), B64)
    expect(
      (await checkBackupAt(path.join(temp, 'made.xenioo'), { workspace: ws, runnerTemp: temp, words: WORKFLOW_WORDS }))
        .size
    ).toBe(B64.length)
    mkdirSync(path.join(ws, 'bots'))
    writeFileSync(path.join(ws, 'bots/real.xenioo'), B64)
    symlinkSync('real.xenioo', path.join(ws, 'bots/link.xenioo'))
    expect(
      (await checkBackupAt('bots/link.xenioo', { workspace: ws, runnerTemp: undefined, words: WORKFLOW_WORDS })).path
    ).toBe(path.join(ws, 'bots/real.xenioo'))
  })
  it("accepts a file whose name starts with '..' inside the workspace", async () => {
    const ws = tempDir()
    writeFileSync(path.join(ws, '..backup.xenioo'), B64)
    mkdirSync(path.join(ws, '..bots'))
    writeFileSync(path.join(ws, '..bots/b.xenioo'), B64)
    expect(
      (await checkBackupAt('..backup.xenioo', { workspace: ws, runnerTemp: undefined, words: WORKFLOW_WORDS })).size
    ).toBe(B64.length)
    expect(
      (await checkBackupAt('..bots/b.xenioo', { workspace: ws, runnerTemp: undefined, words: WORKFLOW_WORDS })).size
    ).toBe(B64.length)
    await expect(
      checkBackupAt('../x.xenioo', { workspace: ws, runnerTemp: undefined, words: WORKFLOW_WORDS })
    ).rejects.toThrow(InputError)
  })
  it('refuses a folder, a FIFO and an empty file, naming backup-file and the fix', async () => {
    const ws = tempDir()
    mkdirSync(path.join(ws, 'bots'))
    // A FIFO is what POSIX runners can make; Windows has no such file in its file system.
    const posix = process.platform !== 'win32'
    if (posix) execFileSync('mkfifo', [path.join(ws, 'pipe.xenioo')])
    writeFileSync(path.join(ws, 'empty.xenioo'), '')
    const folders = { workspace: ws, runnerTemp: undefined, words: WORKFLOW_WORDS }
    const refusals: [string, RegExp, RegExp][] = [
      ['bots', /^Input 'backup-file' 'bots' is a directory\.$/, /itself \(not at its folder\)/],
      ['pipe.xenioo', /^Input 'backup-file' 'pipe\.xenioo' is not a regular file\.$/, /as exported from the platform/],
      // Said by the one judge of a backup (files/kind.ts), annotated on the file.
      ['empty.xenioo', /^Input 'backup-file' 'empty\.xenioo' is empty\.$/, /Export the backup from the platform again/]
    ]
    for (const [given, message, fix] of refusals.filter(([given]) => posix || given !== 'pipe.xenioo')) {
      const refused = await checkBackupAt(given, folders).catch((e: unknown) => e)
      expect(refused).toBeInstanceOf(InputError)
      expect((refused as InputError).message).toMatch(message)
      expect((refused as InputError).fix).toMatch(fix)
    }
  })
  it('refuses a file outside the workspace and RUNNER_TEMP', async () => {
    const ws = tempDir()
    const elsewhere = tempDir()
    writeFileSync(path.join(elsewhere, 'x.xenioo'), B64)
    await expect(
      checkBackupAt(path.join(elsewhere, 'x.xenioo'), { workspace: ws, runnerTemp: undefined, words: WORKFLOW_WORDS })
    ).rejects.toThrow(InputError)
    await expect(
      checkBackupAt(path.join(elsewhere, 'x.xenioo'), { workspace: ws, runnerTemp: undefined, words: WORKFLOW_WORDS })
    ).rejects.toThrow(/outside the workspace/)
  })
})

describe('inside: the workspace confinement on every runner', () => {
  const cases: [string, string, boolean][] = [
    ['C:\\a\\ws\\bots\\b.xenioo', 'C:\\a\\ws', true],
    ['C:\\a\\ws\\..backup.xenioo', 'C:\\a\\ws', true],
    ['c:\\A\\WS\\b.xenioo', 'C:\\a\\ws', true],
    ['C:\\a\\ws', 'C:\\a\\ws', true],
    ['C:\\a\\other\\b.xenioo', 'C:\\a\\ws', false],
    ['D:\\a\\ws\\b.xenioo', 'C:\\a\\ws', false],
    ['\\\\server\\share\\b.xenioo', 'C:\\a\\ws', false]
  ]
  for (const [child, parent, expected] of cases) {
    it(`Windows: ${child} in ${parent}: ${expected}`, () => expect(inside(child, parent, path.win32)).toBe(expected))
  }
  it('POSIX (Linux, macOS)', () => {
    expect(inside('/ws/..backup.xenioo', '/ws', path.posix)).toBe(true)
    expect(inside('/ws/../x.xenioo', '/ws', path.posix)).toBe(false)
    expect(inside('/wsx/b.xenioo', '/ws', path.posix)).toBe(false)
  })
})
