// A rollback (#75), in both shells: it puts back what the last overwrite replaced (the copy this tool kept, found
// again with no file given: the command line's ledger folder, the action's Actions cache in a later job),
// published when the bot it replaced was live; within the overwrite's hour it exits 3 before any call.
import { createHash } from 'node:crypto'
import { readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { cli, copyWith, keysOf, prod } from '../support/cli-checks.ts'
import { ROOT, placeBackup, tempDir } from '../support/runner.ts'
import { deployRun, freshStages, runChecked, type Stage } from '../support/stage.ts'

const fresh = freshStages()
const HOUR = 61 * 60_000
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')
const fixture = (name: string) => readFileSync(path.join(ROOT, 'test/fixtures', name))
const [FIRST, SECOND] = ['stripe-sample.xenioo', 'dynamic-data-colors.xenioo']

/** The calls since `from` that change or read the bot (tokens and the bot list left out). */
const calls = (s: Stage, from: number) =>
  s.sim.log
    .slice(from)
    .map(e => e.route)
    .filter(r => r !== 'integration' && r !== 'bots')

/** A deploy of `backup` (published unless said), keep-replaced and on-drift at their defaults. */
function deploy(s: Stage, backup: string, inputs: Record<string, string> = {}) {
  const o = deployRun(s, { inputs: { publish: 'true', ...inputs }, scope: 'refs/heads/main', backup })
  delete o.inputs['keep-replaced']
  return o
}

/** A rollback as a workflow writes it: no backup file. */
function rollback(s: Stage) {
  const o = deploy(s, FIRST, { operation: 'rollback' })
  delete o.inputs['backup-file']
  delete o.inputs.publish
  return o
}

describe.concurrent('rollback: what the last overwrite replaced, put back', () => {
  it('the command line: within the hour exit 3 before any call; after it, the replaced backup live again, no file given', async () => {
    const s = await fresh()
    const ledger = tempDir('xdeploy-ledger-')
    const env = keysOf(s)
    const { cwd, file } = copyWith(FIRST)
    const args = (f: string) => ['overwrite', '--backup-file', f, '--publish', '--ledger', ledger, '--json']
    expect((await cli(s, args(file), { cwd, env })).code).toBe(0)
    s.sim.advance(HOUR)
    const second = placeBackup(cwd, SECOND)
    const r2 = await cli(s, args(second), { cwd, env })
    expect(r2.code, r2.stderr).toBe(0)
    expect(prod(s).live?.sha256).toBe(sha(fixture(SECOND)))
    let before = s.sim.log.length
    const early = await cli(s, ['rollback', '--ledger', ledger, '--json'], { cwd, env })
    expect(early.code, early.stderr).toBe(3)
    expect(calls(s, before)).toEqual([])
    expect(early.stderr).toMatch(/the next is allowed from \d{4}-.*The rollback was not attempted/)
    s.sim.advance(HOUR)
    before = s.sim.log.length
    const dry = await cli(s, ['rollback', '--ledger', ledger, '--dry-run', '--json'], { cwd, env })
    expect(dry.code, dry.stderr).toBe(0)
    expect(calls(s, before)).toEqual(['chat-config'])
    expect(dry.stderr).toMatch(
      /a real run would export the bot .*, then put back what the last overwrite replaced \(the copy this tool kept\): \S+-replaced\.xenioo, then publish it \(the draft goes live\), not throttled; drift: unchanged/
    )
    before = s.sim.log.length
    const r = await cli(s, ['rollback', '--ledger', ledger, '--json'], { cwd, env })
    expect(r.code, r.stderr).toBe(0)
    expect(calls(s, before)).toEqual(['chat-config', 'backup', 'overwrite', 'publish', 'chat-config'])
    expect(r.json).toMatchObject({ result: 'rolled-back', published: true, drift: 'unchanged' })
    expect(prod(s).live?.sha256).toBe(sha(fixture(FIRST)))
    expect(r.json!['live-sha256']).toBe(sha(fixture(FIRST)))
    // What the rollback replaced in turn is kept: the second backup, which a rollback after it would put back.
    expect(readFileSync(r.json!['replaced-backup'] as string).equals(fixture(SECOND))).toBe(true)
    expect(r.stderr).toMatch(
      /What this tool's last overwrite \(\S+\) replaced: \S+\.xenioo \(sha256 [0-9a-f]{64}\); that overwrite went live, so it is published after it/
    )
  })

  it('the action: a later job rolls back with no file given, the copy taken from the Actions cache', async () => {
    const s = await fresh()
    expect((await runChecked(s, deploy(s, FIRST))).code).toBe(0)
    s.sim.advance(HOUR)
    const r2 = await runChecked(s, deploy(s, SECOND))
    expect(r2.code, r2.stdout).toBe(0)
    expect(r2.stdout).toMatch(/Kept that copy in the Actions cache as well/)
    let before = s.sim.log.length
    const early = await runChecked(s, rollback(s))
    expect(early.code, early.stdout).toBe(1)
    expect(early.outputs.throttled).toBe('true')
    expect(early.stdout).toMatch(/the next is allowed from \d{4}-.*The rollback was not attempted/)
    expect(calls(s, before)).toEqual([])
    s.sim.advance(HOUR)
    before = s.sim.log.length
    const r = await runChecked(s, rollback(s))
    expect(r.code, r.stdout).toBe(0)
    expect(calls(s, before)).toEqual(['chat-config', 'backup', 'overwrite', 'publish', 'chat-config'])
    expect(r.outputs).toMatchObject({ result: 'rolled-back', published: 'true', 'live-sha256': sha(fixture(FIRST)) })
    expect(prod(s).live?.sha256).toBe(sha(fixture(FIRST)))
    expect(r.summary).toMatch(
      /Backup file<\/td><td>[^<]*\(the copy this tool kept of what the last overwrite replaced\)/
    )
  })

  it('an overwrite that was not published: the rollback puts the draft back and publishes nothing', async () => {
    const s = await fresh()
    const ledger = tempDir('xdeploy-ledger-')
    const env = keysOf(s)
    const { cwd, file } = copyWith(FIRST)
    expect((await cli(s, ['overwrite', '--backup-file', file, '--ledger', ledger], { cwd, env })).code).toBe(0)
    s.sim.advance(HOUR)
    const draftBefore = Buffer.concat([...s.sim.backupOf(prod(s))])
    const second = placeBackup(cwd, SECOND)
    expect((await cli(s, ['overwrite', '--backup-file', second, '--ledger', ledger], { cwd, env })).code).toBe(0)
    s.sim.advance(HOUR)
    const before = s.sim.log.length
    const r = await cli(s, ['rollback', '--ledger', ledger, '--json'], { cwd, env })
    expect(r.code, r.stderr).toBe(0)
    expect(calls(s, before)).toEqual(['backup', 'overwrite', 'chat-config'])
    expect(r.json).toMatchObject({ result: 'rolled-back', published: false })
    expect(sha(Buffer.concat([...s.sim.backupOf(prod(s))]))).toBe(sha(draftBefore))
    expect(r.stderr).toMatch(/not published: the last overwrite was not published/)
  })

  it('drift applies: an edit in the editor since the last deploy stops the rollback, the changed bot kept', async () => {
    const s = await fresh()
    const ledger = tempDir('xdeploy-ledger-')
    const env = keysOf(s)
    const { cwd, file } = copyWith(FIRST)
    const args = (f: string) => ['overwrite', '--backup-file', f, '--publish', '--ledger', ledger]
    expect((await cli(s, args(file), { cwd, env })).code).toBe(0)
    s.sim.advance(HOUR)
    expect((await cli(s, args(placeBackup(cwd, SECOND)), { cwd, env })).code).toBe(0)
    s.sim.editDraft(prod(s).apiKey, fixture(FIRST))
    s.sim.advance(HOUR)
    const before = s.sim.log.length
    const r = await cli(s, ['rollback', '--ledger', ledger, '--json'], { cwd, env })
    expect(r.code, r.stderr).toBe(1)
    expect(calls(s, before)).toEqual(['chat-config', 'backup'])
    expect(r.json).toMatchObject({ drift: 'changed' })
    expect(r.stderr).toMatch(/No overwrite was sent: the bot changed since this tool's last deploy/)
  })

  it('nothing to put back: no overwrite known, or its copy gone; refused before any call', async () => {
    const s = await fresh()
    const ledger = tempDir('xdeploy-ledger-')
    const env = keysOf(s)
    const { cwd } = copyWith(FIRST)
    let before = s.sim.log.length
    const none = await cli(s, ['rollback', '--ledger', ledger, '--json'], { cwd, env })
    expect(none.code, none.stderr).toBe(1)
    expect(calls(s, before)).toEqual([])
    expect(none.stderr).toMatch(/No rollback was sent: the ledger holds no overwrite of this bot by this tool/)
    const dry = await cli(s, ['rollback', '--ledger', ledger, '--dry-run'], { cwd, env })
    expect(dry.code, dry.stderr).toBe(1)
    expect(dry.stderr).toMatch(/No rollback was sent: the ledger holds no overwrite/)
    const off = await cli(s, ['rollback', '--throttle', 'off', '--json'], { cwd, env })
    expect(off.code, off.stderr).toBe(2)
    expect(off.stderr).toMatch(/rollback needs the ledger/)
    // Two overwrites, then the copies removed: the ledger names a copy that is no longer there.
    const args = (f: string) => ['overwrite', '--backup-file', f, '--ledger', ledger]
    expect((await cli(s, args(placeBackup(cwd, FIRST)), { cwd, env })).code).toBe(0)
    s.sim.advance(HOUR)
    expect((await cli(s, args(placeBackup(cwd, SECOND)), { cwd, env })).code).toBe(0)
    rmSync(path.join(ledger, 'replaced'), { recursive: true })
    s.sim.advance(HOUR)
    before = s.sim.log.length
    const gone = await cli(s, ['rollback', '--ledger', ledger], { cwd, env })
    expect(gone.code, gone.stderr).toBe(1)
    expect(calls(s, before)).toEqual([])
    expect(gone.stderr).toMatch(/sha256 [0-9a-f]{64}, is not found where this tool keeps copies/)
  })
})
