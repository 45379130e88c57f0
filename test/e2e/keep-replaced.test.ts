// Keeping what an overwrite replaces (#75), by default in both shells: the bot exported just before the overwrite
// (the editor's work included) kept as a private file where the shell says; off with keep-replaced false; the
// export's own hour spent stops the overwrite before any call; a failed export sends no overwrite.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { cli, copyWith, keysOf, overwriteArgs, prod } from '../support/cli-checks.ts'
import { placeBackup, ROOT, tempDir } from '../support/runner.ts'
import { deployRun, exportRun, freshStages, runChecked, type Stage } from '../support/stage.ts'

const fresh = freshStages()
const HOUR = 61 * 60_000

/** What an export of the bot answers now: its draft's bytes, as the simulator keeps them. */
const exportOf = (s: Stage) => Buffer.concat([...s.sim.backupOf(prod(s))])
/** The routes the platform was asked, in order, leaving out tokens, the bot list and the channel's Version (drift.test.ts). */
const calls = (s: Stage, from = 0) =>
  s.sim.log
    .slice(from)
    .map(e => e.route)
    .filter(r => r !== 'integration' && r !== 'bots' && r !== 'chat-config')

/** An overwrite as a workflow writes it: keep-replaced as given, else its default (unset). */
function overwrite(s: Stage, inputs: Record<string, string> = {}) {
  const o = deployRun(s, { inputs, scope: 'refs/heads/main' })
  if (inputs['keep-replaced'] === undefined) delete o.inputs['keep-replaced']
  return o
}

describe.concurrent('keep-replaced: what an overwrite replaces is kept', () => {
  // The platform's docs leave open what an export holds: the upload, or bytes of its own (the simulator plays both).
  for (const exportForm of ['upload', 'own'] as const) {
    it(`the action, by default (an export that holds ${exportForm === 'upload' ? 'the upload' : 'bytes of its own'}): the editor changed the draft; the overwrite keeps what it exported, private, named by replaced-backup`, async () => {
      const s = await fresh({ exportForm })
      expect((await runChecked(s, overwrite(s))).code).toBe(0)
      // Someone works on the draft in the editor.
      const edited = readFileSync(path.join(ROOT, 'test/fixtures/dynamic-data-colors.xenioo'))
      s.sim.editDraft(prod(s).apiKey, edited)
      const exported = exportOf(s)
      expect(exported.equals(edited)).toBe(exportForm === 'upload')
      s.sim.advance(HOUR)
      const before = s.sim.log.length
      const r = await runChecked(s, overwrite(s))
      expect(r.code, r.stdout).toBe(0)
      expect(calls(s, before)).toEqual(['backup', 'overwrite'])
      const kept = r.outputs['replaced-backup']!
      expect(path.isAbsolute(kept)).toBe(true)
      expect(readFileSync(kept).equals(exported)).toBe(true)
      expect(statSync(kept).mode & 0o777).toBe(0o600)
      expect(r.stdout).toMatch(/Kept what the overwrite replaces: \S+ \(\d+ bytes, sha256 [0-9a-f]{64}\)\./)
      expect(r.summary).toMatch(/Replaced backup<\/td><td>kept at \S+, [\d.]+ KiB, sha256 [0-9a-f]{64}/)
      // The export spent its hour: the next one (a nightly export's) is allowed an hour on.
      expect(Date.parse(r.outputs['next-backup-at']!)).toBeGreaterThan(Date.now())
    })
  }

  it('a dry run says the export comes first, and sends neither', async () => {
    const s = await fresh()
    const before = s.sim.log.length
    const r = await runChecked(s, overwrite(s, { 'dry-run': 'true' }))
    expect(r.code, r.stdout).toBe(0)
    expect(calls(s, before)).toEqual([])
    expect(r.stdout).toMatch(/a real run would export the bot to keep what the overwrite replaces, then overwrite/)
  })

  it('the action, keep-replaced false: no export, and the summary says the replaced bot is gone', async () => {
    const s = await fresh()
    const before = s.sim.log.length
    const r = await runChecked(s, overwrite(s, { 'keep-replaced': 'false' }))
    expect(r.code, r.stdout).toBe(0)
    expect(calls(s, before)).toEqual(['overwrite'])
    expect(r.outputs['replaced-backup']).toBe('')
    expect(r.summary).toMatch(
      /Replaced backup<\/td><td>not kept \('keep-replaced: false'\): what the overwrite replaced is gone/
    )
  })

  it('the export`s hour spent (a nightly export just ran): the overwrite stops before any call, saying when and how to go on', async () => {
    const s = await fresh()
    expect((await runChecked(s, exportRun(s))).code).toBe(0)
    const before = s.sim.log.length
    const r = await runChecked(s, overwrite(s))
    expect(r.code).toBe(1)
    expect(calls(s, before)).toEqual([])
    expect(r.outputs).toMatchObject({ throttled: 'true' })
    expect(r.stdout).toMatch(/the platform allows one backup per bot per hour, so the next is allowed from \S+/)
    expect(r.stdout).toMatch(/set 'keep-replaced: false' to overwrite now without a copy/)
    const without = await runChecked(s, overwrite(s, { 'keep-replaced': 'false' }))
    expect(without.code, without.stdout).toBe(0)
    expect(calls(s, before)).toEqual(['overwrite'])
  })

  it('an export that fails: no overwrite is sent, and the way on without the copy is said', async () => {
    const s = await fresh()
    s.sim.fault('backup', { kind: 'status', status: 404, body: '{"Message":"not found"}' })
    const before = s.sim.log.length
    const r = await runChecked(s, overwrite(s))
    expect(r.code).toBe(1)
    expect(calls(s, before)).toEqual(['backup'])
    expect(r.outputs.error).toMatch(/No overwrite was sent: this tool exports the bot first/)
    expect(r.stdout).toMatch(/set 'keep-replaced: false' to overwrite without a copy/)
  })

  it('the command line: a copy that cannot be written (the ledger folder is a file) sends nothing, and says why', async () => {
    const s = await fresh()
    const blocked = path.join(tempDir('xdeploy-ledger-'), 'a-file')
    writeFileSync(blocked, 'not a folder')
    const { cwd, file } = copyWith()
    const before = s.sim.log.length
    const r = await cli(s, ['overwrite', '--backup-file', file, '--ledger', blocked, '--json'], { cwd, env: keysOf(s) })
    expect(r.code, r.stderr).toBe(1)
    expect(calls(s, before)).toEqual([])
    expect(r.json?.error).toMatch(
      /No overwrite was sent: .* its copy cannot be written: '.*a-file\/replaced\/\w+\/\S+' cannot be made/
    )
    expect(r.stderr).toMatch(/Or set --no-keep-replaced to overwrite without a copy/)
  })

  it('the command line: the copy bounded by --max-backup-mib; past it nothing is kept and no overwrite sent', async () => {
    const s = await fresh({ syntheticBackupBytes: 3 * 1024 * 1024 })
    const ledger = tempDir('xdeploy-ledger-')
    const { cwd, file } = copyWith()
    const before = s.sim.log.length
    const args = ['overwrite', '--backup-file', file, '--ledger', ledger, '--max-backup-mib', '1', '--json']
    const r = await cli(s, args, { cwd, env: keysOf(s) })
    expect(r.code, r.stderr).toBe(1)
    expect(calls(s, before)).toEqual(['backup'])
    expect(r.json?.error).toMatch(/No overwrite was sent: .*larger than --max-backup-mib \(1\.0 MiB\)/)
    expect(readdirSync(ledger, { recursive: true }).filter(n => String(n).endsWith('.xenioo'))).toEqual([])
  })

  it('the command line: kept in the ledger folder, named in --json; the newest three per bot; --no-keep-replaced', async () => {
    const s = await fresh()
    const ledger = tempDir('xdeploy-ledger-')
    const env = keysOf(s)
    const { cwd, file } = copyWith()
    const exports: Buffer[] = []
    for (const fixture of [
      'dynamic-data-colors.xenioo',
      'stripe-sample.xenioo',
      'dynamic-data-colors.xenioo',
      'stripe-sample.xenioo'
    ]) {
      placeBackup(cwd, fixture, file)
      exports.push(exportOf(s))
      const r = await cli(s, ['overwrite', '--backup-file', file, '--ledger', ledger, '--json'], { cwd, env })
      expect(r.code, r.stderr).toBe(0)
      const kept = r.json!['replaced-backup'] as string
      expect(kept.startsWith(path.join(ledger, 'replaced'))).toBe(true)
      expect(readFileSync(kept).equals(exports.at(-1)!)).toBe(true)
      expect(r.stderr).toMatch(/Replaced backup +kept at /)
      s.sim.advance(HOUR)
    }
    const [folder] = readdirSync(path.join(ledger, 'replaced'))
    const copies = readdirSync(path.join(ledger, 'replaced', folder!)).sort()
    expect(copies).toHaveLength(3)
    expect(copies.map(c => readFileSync(path.join(ledger, 'replaced', folder!, c)))).toEqual(exports.slice(1))
    const before = s.sim.log.length
    const off = await cli(s, overwriteArgs(file, ledger), { cwd, env })
    expect(off.code, off.stderr).toBe(0)
    expect(calls(s, before)).toEqual(['overwrite'])
    expect(off.json).toMatchObject({ 'replaced-backup': '' })
  })
})
