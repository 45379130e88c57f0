// The export (`operation: backup`) against the simulator: the file holds the platform's bytes, an
// unchanged backup leaves the file as it was, a failed download leaves no trace, the hourly limit
// of backups has a ledger subject of its own, and an exported file restores to the same content.
import { createHash, randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { THROTTLE_WINDOW_MS } from '../../src/domain/constants.ts'
import { FIXTURES, tempDir } from '../support/runner.ts'
import type { Fault } from '../support/simulator.ts'
import { exportRun, freshStages, runChecked, type Stage } from '../support/stage.ts'

const fresh = freshStages()
const FILE = 'bots/support.xenioo'

/** What the platform holds for the production bot now. */
function platformBytes(s: Stage): Buffer {
  return Buffer.concat([...s.sim.backupOf(s.sim.fixture.bots[0]!)])
}

/** A file already at the destination: a backup, shaped like one. */
const OLD = randomBytes(3000).toString('base64')

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex')

/** Nothing but the destination (if any) in its folder: no temporary file left behind. */
function onlyTheFile(ws: string): string[] {
  const dir = path.join(ws, path.dirname(FILE))
  return existsSync(dir) ? readdirSync(dir) : []
}

describe.concurrent('export', () => {
  it('writes the platform’s bytes, creating missing folders; outputs, log and summary say what', async () => {
    const s = await fresh()
    const r = await runChecked(s, exportRun(s))
    expect(r.errors).toEqual([])
    const file = readFileSync(path.join(r.workspace, FILE))
    expect(file.equals(platformBytes(s))).toBe(true)
    expect(r.outputs).toMatchObject({
      result: 'backed-up',
      'backup-sha256': sha(file),
      'backup-bytes': String(file.length),
      changed: 'true'
    })
    expect(Date.parse(r.outputs['next-backup-at']!)).toBeGreaterThan(Date.now() + 59 * 60 * 1000)
    expect(r.outputs['next-restore-at']).toBeUndefined()
    expect(r.stdout).toMatch(new RegExp(`Done: backed-up\\. ${FILE} \\(written\\), 40\\.0 KiB, sha256 ${sha(file)}\\.`))
    expect(r.summary).toMatch(/backup — backed-up/)
    expect(r.summary).toContain(`${FILE} (written), 40.0 KiB, sha256 ${sha(file)}`)
    expect(r.summary).toMatch(/<td>Changed<\/td><td>yes<\/td>/)
    expect(r.summary).toMatch(/<td>Next backup allowed<\/td><td>\d{4}-/)
    expect(onlyTheFile(r.workspace)).toEqual(['support.xenioo'])
    expect(s.cache.keys()).toEqual([
      expect.stringMatching(
        /^xenioo-deploy-backup-v3-[0-9a-f]{32}-\d{13}-backup-ok-[0-9a-f]{64}-by-7-refs\/heads\/main-s[0-9a-f]{32}$/
      )
    ])
  })

  it('the same content again: changed=false, and the file’s bytes and modification time untouched', async () => {
    const s = await fresh()
    const ws = tempDir()
    mkdirSync(path.join(ws, 'bots'))
    const target = path.join(ws, FILE)
    writeFileSync(target, platformBytes(s))
    const old = new Date('2026-01-01T00:00:00Z')
    utimesSync(target, old, old)
    const r = await runChecked(s, exportRun(s, {}, ws))
    expect(r.outputs).toMatchObject({ result: 'backed-up', changed: 'false' })
    expect(statSync(target).mtime.getTime()).toBe(old.getTime())
    expect(r.summary).toMatch(/<td>Changed<\/td><td>no<\/td>/)
    expect(onlyTheFile(ws)).toEqual(['support.xenioo'])
  })

  it('other bytes replace an existing file: changed=true', async () => {
    const s = await fresh()
    const ws = tempDir()
    mkdirSync(path.join(ws, 'bots'))
    writeFileSync(path.join(ws, FILE), OLD)
    const r = await runChecked(s, exportRun(s, {}, ws))
    expect(r.outputs.changed).toBe('true')
    expect(readFileSync(path.join(ws, FILE)).equals(platformBytes(s))).toBe(true)
  })

  it('a JSON-string answer is unwrapped, its escapes (\\u002B, \\/) decoded', async () => {
    const s = await fresh({ backupShape: 'json-string' })
    const r = await runChecked(s, exportRun(s))
    expect(r.errors).toEqual([])
    const file = readFileSync(path.join(r.workspace, FILE))
    expect(file.equals(platformBytes(s))).toBe(true)
    expect(file.toString()).toMatch(/\+/)
    expect(file.toString()).not.toMatch(/\\u002B|"/)
  })

  it('the round trip: export → restore gives the same content', async () => {
    const s = await fresh()
    const bot = s.sim.fixture.bots[0]!
    const stripe = readFileSync(path.join(FIXTURES, 'stripe-sample.xenioo'))
    bot.content = stripe
    const exported = await runChecked(s, exportRun(s))
    const file = readFileSync(path.join(exported.workspace, FILE))
    expect(file.equals(stripe)).toBe(true)
    const restored = await runChecked(s, {
      workspace: exported.workspace,
      inputs: {
        operation: 'restore',
        'service-endpoint': s.sim.endpoint(bot),
        'account-api-key': bot.account,
        'backup-file': FILE,
        throttle: 'off'
      }
    })
    expect(restored.outputs.result).toBe('restored')
    expect(s.sim.bot(restored.outputs['api-key']!)?.content?.equals(stripe)).toBe(true)
  })
})

describe.concurrent('a download that fails leaves the file as it was', () => {
  const failures: [string, (s: Stage) => void, RegExp][] = [
    [
      'cut off',
      s => s.sim.fault('backup', { kind: 'cut', afterBytes: 20_000 }),
      /cut off after \d+ bytes .*nothing was written, and the file is as it was/
    ],
    [
      'refused (400)',
      s => s.sim.fault('backup', { kind: 'status', status: 400 }),
      /refused the backup \(HTTP 400\).*one backup per bot per hour/
    ],
    [
      'not found (404)',
      s => s.sim.fault('backup', { kind: 'status', status: 404 }),
      /not found \(HTTP 404\) during the backup/
    ],
    [
      'an HTML page',
      s => s.sim.fault('backup', { kind: 'non-json' }),
      /the body starts like an HTML page .*nothing was written/
    ],
    [
      'a JSON object',
      s => s.sim.fault('backup', { kind: 'json', body: { Message: 'error' } }),
      /the body starts like JSON, not a backup: nothing was written/
    ],
    [
      'empty',
      s => s.sim.fault('backup', { kind: 'applied', status: 200, body: '' }),
      /the body is empty: nothing was written/
    ]
  ]
  for (const [name, fault, says] of failures) {
    it(`${name}: a clear error, the old file byte for byte, no temporary file`, async () => {
      const s = await fresh()
      const ws = tempDir()
      mkdirSync(path.join(ws, 'bots'))
      writeFileSync(path.join(ws, FILE), OLD)
      fault(s)
      const r = await runChecked(s, exportRun(s, {}, ws))
      expect(r.code).toBe(1)
      expect(r.errors[0], r.stderr).toMatch(says)
      expect(r.errors[0]).not.toMatch(/likely a bug/)
      expect(readFileSync(path.join(ws, FILE), 'utf8')).toBe(OLD)
      expect(onlyTheFile(ws)).toEqual(['support.xenioo'])
      expect(r.outputs['backup-sha256']).toBeUndefined()
    })
  }

  it('cut off: the platform counted it, so the ledger records it and next-backup-at is set', async () => {
    const s = await fresh()
    s.sim.fault('backup', { kind: 'cut', afterBytes: 20_000 })
    const r = await runChecked(s, exportRun(s))
    expect(r.errors[0]).toMatch(/next-backup-at/)
    expect(r.outputs['next-backup-at']).toMatch(/^\d{4}-/)
    expect(s.cache.keys()).toEqual([expect.stringMatching(/-backup-unknown-by-7-refs\/heads\/main-s[0-9a-f]{32}$/)])
  })
})

describe.concurrent('the hourly limit of backups', () => {
  it('a second export within the hour is refused by the ledger before any download; after it, it goes', async () => {
    const s = await fresh()
    expect((await runChecked(s, exportRun(s))).code).toBe(0)
    const again = await runChecked(s, exportRun(s))
    expect(again.code).toBe(1)
    expect(again.errors[0]).toMatch(
      /The bot was last backed up at .*one backup per bot per hour.*The backup was not attempted/
    )
    expect(again.errors[0]).toMatch(/or 'on-throttle: skip' to succeed without the backup\./)
    expect(s.sim.calls('backup')).toHaveLength(1)
    s.sim.advance(THROTTLE_WINDOW_MS + 60_000)
    expect((await runChecked(s, exportRun(s))).outputs.result).toBe('backed-up')
  })

  it('the platform’s own limit, with the ledger off, has its message', async () => {
    const s = await fresh()
    await runChecked(s, exportRun(s, { throttle: 'off' }))
    const again = await runChecked(s, exportRun(s, { throttle: 'off' }))
    expect(again.errors[0]).toMatch(/refused the backup \(HTTP 400\).*backed up less than an hour ago/)
  })

  it('restores and backups are limited apart: an overwrite does not hold up an export', async () => {
    const s = await fresh()
    const bot = s.sim.fixture.bots[0]!
    const ws = tempDir()
    mkdirSync(path.join(ws, 'bots'))
    writeFileSync(path.join(ws, 'bots/in.xenioo'), readFileSync(path.join(FIXTURES, 'stripe-sample.xenioo')))
    // Without the export that keeps what it replaces (keep-replaced.test.ts: that export spends the backup's hour).
    const o = exportRun(s, { operation: 'overwrite', 'backup-file': 'bots/in.xenioo', 'keep-replaced': 'false' }, ws)
    expect((await runChecked(s, o)).outputs.result).toBe('overwritten')
    const r = await runChecked(s, exportRun(s, {}, ws))
    expect(r.outputs).toMatchObject({ result: 'backed-up', throttled: 'false' })
    expect(readFileSync(path.join(ws, FILE)).equals(bot.content!)).toBe(true)
  })

  it('a dry run requests a token and reads the ledger, and downloads nothing', async () => {
    const s = await fresh()
    const r = await runChecked(s, exportRun(s, { 'dry-run': 'true' }))
    expect(r.outputs.result).toBe('planned')
    expect(r.stdout).toMatch(
      /a real run would download the token's bot's backup to bots\/support\.xenioo, not throttled/
    )
    expect(s.sim.calls('integration')).toHaveLength(1)
    expect(s.sim.calls('backup')).toEqual([])
    expect(s.cache.log.map(e => e.method)).toEqual(['GetCacheEntryDownloadURL'])
    expect(existsSync(path.join(r.workspace, FILE))).toBe(false)
  })

  it('account-only credentials send nothing', async () => {
    const s = await fresh()
    const o = exportRun(s)
    delete o.inputs['bot-api-key']
    delete o.inputs['bot-api-secret']
    const r = await runChecked(s, o)
    expect(r.code).toBe(1)
    expect(r.errors[0]).toMatch(/'bot-api-key' is needed: 'backup' acts on the token's bot/)
    expect(s.sim.log).toEqual([])
  })
})

/** An export whose answer is `fault`, over an existing file: what a user would see of a failure after the call. */
async function failedExport(fault: Fault, inputs: Record<string, string> = {}) {
  const s = await fresh()
  const ws = tempDir()
  mkdirSync(path.join(ws, 'bots'))
  writeFileSync(path.join(ws, FILE), OLD)
  s.sim.fault('backup', fault)
  const r = await runChecked(s, exportRun(s, inputs, ws))
  expect(r.code).toBe(1)
  expect(r.errors).toHaveLength(1)
  expect(r.errors[0]).not.toMatch(/likely a bug|try again/i)
  // The old file byte for byte, no temporary file, and the call counted: recorded, next-backup-at set.
  expect(readFileSync(path.join(ws, FILE), 'utf8')).toBe(OLD)
  expect(onlyTheFile(ws)).toEqual(['support.xenioo'])
  expect(r.outputs['backup-sha256']).toBeUndefined()
  expect(r.outputs['next-backup-at']).toMatch(/^\d{4}-/)
  expect(s.cache.keys()).toEqual([expect.stringMatching(/-backup-unknown-by-7-refs\/heads\/main-s[0-9a-f]{32}$/)])
  expect(r.summary).toMatch(/backup — failed/)
  return r
}

const json = (text: string) => JSON.stringify(text)
const B64 = randomBytes(1500).toString('base64')

describe.concurrent('only a backup is ever written', () => {
  const answers: [string, string, RegExp][] = [
    ['an error object as a JSON string', json('{"Message":"An error has occurred."}'), /the body starts like JSON/],
    ['an HTML login page as a JSON string', json('<html><body>Sign in</body></html>'), /starts like an HTML page/],
    [
      'a Git LFS pointer as a JSON string',
      json('version https://git-lfs.github.com/spec/v1\noid sha256:abc\nsize 3\n'),
      /Git LFS pointer/
    ],
    [
      'text with \\u0000 escapes',
      `"${B64.slice(0, 40)}\\u0000${B64.slice(40)}"`,
      /holds NUL bytes \(the first at byte 40\)/
    ],
    ['a raw null', 'null', /the body is JSON \(null\), not a backup/],
    ['a raw number', '12345', /the body is JSON \(12345\), not a backup/],
    ['a raw error text', 'Invalid token: expired', /holds a byte outside base64 text \(byte 13 is ":"\)/],
    ['an error word in the base64 alphabet', 'Unauthorized', /too short to be a backup/],
    ['36 base64 letters, a multiple of 4', 'AccessDeniedTokenExpiredPleaseLogin0', /too short to be a backup/],
    ['base64 with = inside, not at the end', 'QUJDRA=='.repeat(400), /'=' stands inside it \(character 7\)/],
    ['three = at the end', `${B64}A===`.slice(0, B64.length + 4), /'=' stands inside it/],
    [
      'a second string after the first',
      `"${B64}" "${B64}"`,
      /not well formed \(the answer is more than one JSON string\)/
    ],
    ['an unknown escape', `"${B64}\\q"`, /not well formed \(an unknown escape \\q/],
    ['a string never closed', `"${B64}`, /not well formed \(the JSON string is not closed\)/],
    ['a lone surrogate at the end', `"${B64}\\ud83d"`, /not well formed \(a lone surrogate/]
  ]
  for (const [name, body, says] of answers) {
    it(`${name}: refused, counted, the old file kept`, async () => {
      const r = await failedExport({ kind: 'applied', status: 200, body })
      expect(r.errors[0]).toMatch(says)
      expect(r.errors[0]).toMatch(/nothing was written, and the file is as it was/)
    })
  }

  it('white space in and around a raw answer: written as it came, and said in a warning on the file, as of a file to send (#57, #73)', async () => {
    const s = await fresh()
    const body = ` \r\n${B64.slice(0, 400)}\n${B64.slice(400)}\n\n`
    s.sim.fault('backup', { kind: 'applied', status: 200, body })
    const r = await runChecked(s, exportRun(s))
    expect(r.errors).toEqual([])
    // White space before the content is kept too: only before a JSON string's opening quote is it the answer's syntax.
    expect(readFileSync(path.join(r.workspace, FILE), 'utf8')).toBe(body)
    expect(r.warnings).toEqual([
      expect.stringMatching(/^The export was written as it came, but it ends with a line break/),
      expect.stringMatching(/^The export was written as it came, but it is not one line of base64 \(byte 0 is " "\)/)
    ])
  })

  it('a Content-Length above max-backup-mib is refused when the headers arrive, and the stalled body given up at once', async () => {
    // The answer stalls after its first KiB: were the declaration not read, the run would end only
    // at 'timeout-seconds' (300 s by default), with another message; were the body kept, the step
    // would still wait that long for it. The harness kills a step still running after 30 s.
    const s = await fresh()
    s.sim.fault('backup', { kind: 'declared', bytes: 5 * 1024 * 1024 })
    const r = await runChecked(s, { ...exportRun(s, { 'max-backup-mib': '1' }), killAfterMs: 30_000 })
    expect(r.code, r.stdout + r.stderr).toBe(1)
    expect(r.errors[0]).toMatch(
      /The backup is larger than 'max-backup-mib' \(1\.0 MiB\): the download was stopped there/
    )
  })

  it('a backup larger than max-backup-mib: the download stops there, nothing is written', async () => {
    const s = await fresh({ syntheticBackupBytes: 3 * 1024 * 1024 })
    const r = await runChecked(s, exportRun(s, { 'max-backup-mib': '1' }))
    expect(r.code).toBe(1)
    expect(r.errors[0]).toMatch(
      /The backup is larger than 'max-backup-mib' \(1\.0 MiB\): the download was stopped there/
    )
    expect(existsSync(path.join(r.workspace, FILE))).toBe(false)
    expect(existsSync(path.join(r.workspace, 'bots'))).toBe(false)
    expect(s.cache.keys()).toEqual([expect.stringMatching(/-backup-unknown-by-7-refs\/heads\/main-s[0-9a-f]{32}$/)])
  })

  it('an endless run of white space stops at the bound, and is never kept', async () => {
    const r = await failedExport({ kind: 'endless', prefix: '', fill: ' ' }, { 'max-backup-mib': '4' })
    expect(r.errors[0]).toMatch(/larger than 'max-backup-mib' \(4\.0 MiB\)/)
  })

  // 3 s, not 1: every attempt of every call ends at 'timeout-seconds' now (#48), and on a loaded
  // machine the token request alone can take a second.
  it('the whole call’s time limit with data still arriving is worded as such', async () => {
    const r = await failedExport({ kind: 'drip', ms: 50 }, { 'timeout-seconds': '3' })
    expect(r.errors[0]).toMatch(
      /The backup reached the time limit of 3 s \('timeout-seconds'\) after \d+ bytes, with data still arriving/
    )
  })
})

describe.concurrent('destinations that cannot be written are refused before any request', () => {
  const refused: [string, (ws: string) => string, RegExp][] = [
    ['a trailing slash', () => 'exports/', /ends with a slash: it names a folder/],
    ['an existing folder', ws => (mkdirSync(path.join(ws, 'exports')), 'exports'), /is a directory/],
    ['a path into .git', ws => (mkdirSync(path.join(ws, '.git')), '.git/bot.xenioo'), /\.git folder/],
    ['the workspace itself', () => '.', /'\.' is a folder, not a file/],
    [
      'a folder on the path that is a file',
      ws => (writeFileSync(path.join(ws, 'f'), 'x'), 'f/b/bot.xenioo'),
      /a part of its path is a file/
    ],
    ['a name too long for the temporary file', () => `bots/${'b'.repeat(240)}.xenioo`, /name too long/]
  ]
  for (const [name, given, says] of refused) {
    it(name, async () => {
      const s = await fresh()
      const ws = tempDir()
      const r = await runChecked(s, exportRun(s, { 'backup-file': given(ws) }, ws))
      expect(r.code).toBe(1)
      expect(r.errors[0]).toMatch(/^Input 'backup-file' /)
      expect(r.errors[0]).toMatch(says)
      expect(s.sim.log).toEqual([])
      expect(existsSync(path.join(ws, 'bots'))).toBe(false)
    })
  }

  it('a file name with a line break forges no workflow command in the log or the summary', async () => {
    const s = await fresh()
    const r = await runChecked(s, exportRun(s, { 'backup-file': 'bots/x\n::error::forged.xenioo' }))
    expect(r.errors).toEqual([])
    expect(r.stdout).not.toMatch(/^::error::forged/m)
    expect(r.stdout).toMatch(/Calling backup, to write bots\/x : :error: :forged\.xenioo/)
    expect(r.summary).not.toMatch(/\n::error::|bots\/x\n/)
  })
})

describe.concurrent('the race of a refused answer and the temporary file', () => {
  // The temporary file is created before the call: a refusal or a cut that comes at once can leave
  // neither an empty temporary file nor an unhandled stream error.
  // RACE_RUNS=300 npm test -- test/e2e/export.test.ts -t 'at once' repeats it a few hundred times.
  for (let i = 0; i < Number(process.env.RACE_RUNS ?? 4); i++) {
    it(`a cut at once, run ${i + 1}`, async () => {
      const r = await failedExport({ kind: 'cut', afterBytes: 10 })
      expect(r.errors[0]).toMatch(/cut off after \d+ bytes/)
    })
  }
})
