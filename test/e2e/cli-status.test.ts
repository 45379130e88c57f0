// `xenioo-deploy status` (#66) through the committed bundle against the simulator: which bot the keys reach (named
// from the account's list), its last overwrite, publish and backup with when each may next go out, from the ledger's
// folder; with the account key and --bot-name too; nothing sent that changes a bot; wrong keys and a token refused.
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { cli, copyWith, keysOf, prod } from '../support/cli-checks.ts'
import { tempDir } from '../support/runner.ts'
import { freshStages, type Stage } from '../support/stage.ts'

const fresh = freshStages()
const HOUR = 60 * 60 * 1000

/** A ledger folder the runs share, as one machine's runs do. */
const withLedger = (s: Stage, ledger = tempDir('xdeploy-ledger-')) => ({ ...keysOf(s), XENIOO_LEDGER: ledger })

/** What the platform was asked during `run`: only token requests and the bot list may be. */
async function callsDuring<T>(s: Stage, run: () => Promise<T>): Promise<{ result: T; routes: string[] }> {
  const before = s.sim.log.length
  const result = await run()
  return { result, routes: [...new Set(s.sim.log.slice(before).map(e => e.route))] }
}

describe.concurrent('status: which bot the keys reach, and its hours', () => {
  it('after an overwrite that published: the bot named, the next overwrite and publish an hour on, a backup now; nothing changed', async () => {
    const s = await fresh()
    const env = withLedger(s)
    const { cwd, file } = copyWith()
    expect((await cli(s, ['overwrite', '--backup-file', file, '--publish'], { cwd, env })).code).toBe(0)
    const mutations = s.sim.mutations().length
    const { result: r, routes } = await callsDuring(s, () => cli(s, ['status', '--json'], { env }))
    expect(r.code, r.stderr).toBe(0)
    expect(routes.sort()).toEqual(['bots', 'integration'])
    expect(s.sim.mutations()).toHaveLength(mutations)
    expect(r.json).toMatchObject({ result: 'read', 'bot-name': prod(s).name })
    // The overwrite exported the bot first, to keep what it replaced (#75): the backup's hour is used too.
    for (const key of ['next-restore-at', 'next-publish-at', 'next-backup-at'])
      expect(Date.parse(r.json![key] as string)).toBeGreaterThan(Date.now() + HOUR - 5 * 60_000)
    expect(r.stderr).toMatch(new RegExp(`The keys reach the bot '${prod(s).name}', at ${s.sim.endpoint(prod(s))}\\.`))
    expect(r.stderr).toMatch(/restore: The bot was last overwritten at \S+; the next from \S+\./)
    expect(r.stderr).toMatch(/publish: The bot was last published at \S+; the next from \S+\./)
    expect(r.stderr).toMatch(/backup: The bot was last backed up at \S+; the next from \S+\./)
  })

  it('with the account key and --bot-name alone (keys by name): the same bot, its hours from the same ledger', async () => {
    const s = await fresh()
    const ledger = tempDir('xdeploy-ledger-')
    const { cwd, file } = copyWith()
    expect((await cli(s, ['overwrite', '--backup-file', file], { cwd, env: withLedger(s, ledger) })).code).toBe(0)
    const env = {
      XENIOO_ACCOUNT_API_KEY: prod(s).account,
      XENIOO_SERVICE_ENDPOINT: s.sim.endpoint(prod(s)),
      XENIOO_LEDGER: ledger
    }
    const r = await cli(s, ['status', '--bot-name', prod(s).name!, '--json'], { env })
    expect(r.code, r.stderr).toBe(0)
    expect(r.json).toMatchObject({ 'bot-name': prod(s).name })
    expect(Date.parse(r.json!['next-restore-at'] as string)).toBeGreaterThan(Date.now() + HOUR - 5 * 60_000)
  })

  it('keys the platform refuses: exit 1, the error said, no key shown; a token alone or an input refused: exit 2 before any request', async () => {
    const s = await fresh()
    const wrong = await cli(s, ['status', '--json'], { env: { ...keysOf(s), XENIOO_BOT_API_SECRET: 'not-the-secret' } })
    expect(wrong.code).toBe(1)
    expect(wrong.json?.error).toBeDefined()
    expect(wrong.stderr).toMatch(/error: .*\n {2}fix: /)
    expect(wrong.stderr).toMatch(/\nXenioo status — failed\n/)
    const before = s.sim.log.length
    // An input refused: its heading says so, as its JSON and exit code do (#74: one result).
    const plain = await cli(s, ['status', '--service-endpoint', 'http://example.com/x', '--json'], { env: keysOf(s) })
    expect(plain.code).toBe(2)
    expect(plain.json).toMatchObject({ result: 'refused', error: expect.stringMatching(/uses http:\/\//) })
    expect(plain.stderr).toMatch(/\nXenioo status — refused\n/)
    const token = await cli(s, ['status', '--json'], {
      env: { XENIOO_TOKEN: 'tok-123', XENIOO_SERVICE_ENDPOINT: s.sim.endpoint(prod(s)) }
    })
    expect(token.code).toBe(2)
    expect(token.json?.error).toMatch(/status needs the keys/)
    const account = { XENIOO_ACCOUNT_API_KEY: prod(s).account, XENIOO_SERVICE_ENDPOINT: s.sim.endpoint(prod(s)) }
    const alone = await cli(s, ['status', '--json'], { env: account })
    expect(alone.code).toBe(2)
    expect(alone.json?.error).toMatch(/the account key alone names no bot/)
    expect(s.sim.log.length).toBe(before)
  })

  it('a ledger folder it cannot read: the bot named, its hours and what runs live said once as not known, no next-*-at in the JSON', async () => {
    const s = await fresh()
    const blocked = path.join(tempDir('xdeploy-ledger-'), 'a-file')
    writeFileSync(blocked, 'not a folder')
    const r = await cli(s, ['status', '--ledger', blocked, '--json'], { env: keysOf(s) })
    expect(r.code, r.stderr).toBe(0)
    expect(r.json).toEqual({ result: 'read', 'bot-name': prod(s).name, 'live-sha256': '' })
    // Said once under the heading, after the ledger's own warning: not again for what runs live.
    const said = /Its hours and what runs live: not known \(the ledger could not be read: (.+)\)\.\n/.exec(r.stderr)
    expect(said, r.stderr).not.toBeNull()
    expect(r.stderr.split(said?.[1] ?? '').length - 1, r.stderr).toBe(2)
  })
})
