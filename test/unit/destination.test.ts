// Where an export may write `backup-file`: inside the workspace or RUNNER_TEMP (symlinks followed),
// a file or a name not yet taken, never a folder; checked before any request.
import { mkdirSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { WORKFLOW_WORDS } from '../../src/action/words.ts'
import { InputError } from '../../src/domain/errors.ts'
import { checkDestination, openDownload } from '../../src/files/download.ts'
import { tempDir } from '../support/runner.ts'
import { type Folders, resolveInputPath } from '../../src/files/confine.ts'

/** `checkDestination` of a path as given: resolved first, as the run does. */
const checkDestinationAt = async (given: string, folders: Folders) =>
  checkDestination(await resolveInputPath(given, folders), folders)

describe('checkDestination', () => {
  it('a new file in a folder that does not exist yet, inside the workspace', async () => {
    const ws = tempDir()
    const dest = await checkDestinationAt('exports/new/bot.xenioo', {
      workspace: ws,
      runnerTemp: undefined,
      words: WORKFLOW_WORDS
    })
    expect(dest).toEqual({
      inputPath: 'exports/new/bot.xenioo',
      shown: 'exports/new/bot.xenioo',
      path: path.join(ws, 'exports/new/bot.xenioo'),
      exists: false
    })
  })
  it('an existing file, and a file in RUNNER_TEMP', async () => {
    const [ws, temp] = [tempDir(), tempDir()]
    writeFileSync(path.join(ws, 'bot.xenioo'), 'QUJD')
    expect(
      (await checkDestinationAt('bot.xenioo', { workspace: ws, runnerTemp: undefined, words: WORKFLOW_WORDS })).exists
    ).toBe(true)
    const inTemp = await checkDestinationAt(path.join(temp, 'b.xenioo'), {
      workspace: ws,
      runnerTemp: temp,
      words: WORKFLOW_WORDS
    })
    expect(inTemp.path).toBe(path.join(temp, 'b.xenioo'))
  })
  it('a folder reached through a symlink that stays inside the workspace', async () => {
    const ws = tempDir()
    mkdirSync(path.join(ws, 'real'))
    symlinkSync('real', path.join(ws, 'link'))
    const dest = await checkDestinationAt('link/b.xenioo', {
      workspace: ws,
      runnerTemp: undefined,
      words: WORKFLOW_WORDS
    })
    expect(dest.path).toBe(path.join(ws, 'real/b.xenioo'))
  })

  const refused: [string, (ws: string, out: string) => string, RegExp][] = [
    ['a path above the workspace', () => '../b.xenioo', /would be written outside the workspace/],
    ['an absolute path elsewhere', (_ws, out) => path.join(out, 'b.xenioo'), /would be written outside the workspace/],
    [
      'a symlinked folder that leads outside',
      (ws, out) => (symlinkSync(out, path.join(ws, 'away')), 'away/b.xenioo'),
      /would be written outside the workspace/
    ],
    ['an existing folder', ws => (mkdirSync(path.join(ws, 'bots')), 'bots'), /is a directory/],
    ['the workspace itself', () => '.', /'\.' is a folder, not a file/],
    ['a name that ends with a slash', () => 'exports/', /ends with a slash: it names a folder/],
    ['a path into .git', () => '.git/hooks/post-checkout', /inside the repository's \.git folder/],
    ['a path into .GIT, by another case', () => 'sub/.GIT/x.xenioo', /inside the repository's \.git folder/],
    [
      'a symlink into .git',
      ws => (mkdirSync(path.join(ws, '.git')), symlinkSync('.git', path.join(ws, 'meta')), 'meta/x.xenioo'),
      /leads into the repository's \.git folder/
    ]
  ]
  for (const [name, given, message] of refused) {
    it(`refuses ${name}, naming the input`, async () => {
      const [ws, out] = [tempDir(), tempDir()]
      const err = await checkDestinationAt(given(ws, out), {
        workspace: ws,
        runnerTemp: undefined,
        words: WORKFLOW_WORDS
      }).catch(e => e)
      expect(err).toBeInstanceOf(InputError)
      expect(err.message).toMatch(/^Input 'backup-file' /)
      expect(err.message).toMatch(message)
      expect(err.fix).not.toBe('')
    })
  }
})

describe('openDownload: the temporary file, before any request', () => {
  const place = (ws: string) => ({ workspace: ws, runnerTemp: undefined, words: WORKFLOW_WORDS })
  it('creates the missing folders and one temporary file beside the destination; discard removes both', async () => {
    const ws = tempDir()
    const download = await openDownload(await checkDestinationAt('a/b/bot.xenioo', place(ws)), WORKFLOW_WORDS)
    expect(readdirSync(path.join(ws, 'a/b'))).toEqual([
      expect.stringMatching(/^\.bot\.xenioo\.[0-9a-f]{12}\.download$/)
    ])
    await download.discard()
    expect(readdirSync(ws)).toEqual([])
  })
  const refused: [string, (ws: string) => string, RegExp][] = [
    [
      'a folder on the path is a file',
      ws => (writeFileSync(path.join(ws, 'f'), 'x'), 'f/bot.xenioo'),
      /a part of its path is a file/
    ],
    [
      'a folder on the path is a dangling symlink',
      ws => (symlinkSync('nowhere', path.join(ws, 'gone')), 'gone/bot.xenioo'),
      /symlink that leads nowhere|a part of its path is a file/
    ],
    ['a name too long for the temporary file', () => `${'b'.repeat(240)}.xenioo`, /name too long/]
  ]
  for (const [name, given, message] of refused) {
    it(`refuses ${name}, naming the input, and leaves nothing behind`, async () => {
      const ws = tempDir()
      const g = given(ws)
      const before = readdirSync(ws)
      const err = await checkDestinationAt(g, place(ws))
        .then(d => openDownload(d, WORKFLOW_WORDS))
        .catch(e => e)
      expect(err).toBeInstanceOf(InputError)
      expect(err.message).toMatch(message)
      expect(readdirSync(ws)).toEqual(before)
    })
  }
})
