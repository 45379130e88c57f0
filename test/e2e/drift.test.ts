// A stop when the bot changed since this tool's last deploy (#75), in both shells: the custom channel's Version
// read after the tool's last call and before the next overwrite; nothing sent, the changed bot kept, the two ways
// on (right after, at once); no stop on a bot nobody changed, whatever an export returns or a Version counts.
import { createHash } from 'node:crypto'
import { copyFileSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { cli, copyWith, keysOf, prod } from '../support/cli-checks.ts'
import { ROOT, tempDir } from '../support/runner.ts'
import { deployRun, freshStages, runChecked, type Stage } from '../support/stage.ts'

const fresh = freshStages()
const HOUR = 61 * 60_000
const EDITED = readFileSync(path.join(ROOT, 'test/fixtures/dynamic-data-colors.xenioo'))

/** What an export of the bot answers now, as the simulator keeps it. */
const exportOf = (s: Stage) => Buffer.concat([...s.sim.backupOf(prod(s))])
/** The calls since `from` that change or read the bot (tokens and the bot list left out). */
const calls = (s: Stage, from: number) =>
  s.sim.log
    .slice(from)
    .map(e => e.route)
    .filter(r => r !== 'integration' && r !== 'bots')

/** An overwrite and publish as a workflow writes it, keep-replaced and on-drift at their defaults unless given. */
function deploy(s: Stage, inputs: Record<string, string> = {}) {
  const o = deployRun(s, { inputs: { publish: 'true', ...inputs }, scope: 'refs/heads/main' })
  if (inputs['keep-replaced'] === undefined) delete o.inputs['keep-replaced']
  return o
}

/** A first overwrite and publish by the command line, with a ledger folder of its own; `run` sends the same again. */
async function deployedByCli(s: Stage) {
  const ledger = tempDir('xdeploy-ledger-')
  const env = keysOf(s)
  const { cwd, file } = copyWith()
  const args = ['overwrite', '--backup-file', file, '--publish', '--ledger', ledger, '--json']
  const run = (...more: string[]) => cli(s, [...args, ...more], { cwd, env })
  expect((await run()).code).toBe(0)
  return { ledger, cwd, file, run }
}

describe.concurrent('on-drift: the bot changed since this tool`s last deploy', () => {
  for (const exportForm of ['upload', 'own'] as const) {
    it(`the action (an export of ${exportForm === 'upload' ? 'the upload' : 'its own bytes'}): an edit in the editor stops the next overwrite; nothing sent, the changed bot kept`, async () => {
      const s = await fresh({ exportForm })
      const first = await runChecked(s, deploy(s))
      expect(first.code, first.stdout).toBe(0)
      expect(first.outputs.drift).toBe('unknown')
      s.sim.editDraft(prod(s).apiKey, EDITED)
      const edited = exportOf(s)
      s.sim.advance(HOUR)
      const before = s.sim.log.length
      const r = await runChecked(s, deploy(s))
      expect(r.code).toBe(1)
      expect(calls(s, before)).toEqual(['chat-config', 'backup'])
      expect(r.outputs.drift).toBe('changed')
      expect(r.outputs.error).toMatch(/^No overwrite was sent: the bot changed since this tool's last deploy/)
      expect(r.stdout).toMatch(/the channel's Version is 3, and was 2 after this tool's last publish, \S+ by run #/)
      expect(readFileSync(r.outputs['replaced-backup']!).equals(edited)).toBe(true)
      expect(r.stdout).toMatch(
        /commit the kept backup, or export the bot\) and deploy that; or run again with 'on-drift: overwrite'/
      )
      expect(r.summary).toMatch(/Drift<\/td><td>changed \(the channel's Version is 3/)
    })

    it(`no stop on a bot nobody changed (an export of ${exportForm === 'upload' ? 'the upload' : 'its own bytes'}), whether a publish raises the Version or not`, async () => {
      for (const versionCounts of [
        ['edit', 'overwrite'],
        ['edit', 'overwrite', 'publish']
      ] as const) {
        const s = await fresh({ exportForm, versionCounts })
        expect((await runChecked(s, deploy(s))).code).toBe(0)
        s.sim.advance(HOUR)
        const r = await runChecked(s, deploy(s))
        expect(r.code, r.stdout).toBe(0)
        expect(r.outputs.drift).toBe('unchanged')
        expect(r.stdout).toMatch(/Drift: unchanged \(the channel's Version is \d+, as after this tool's last publish/)
      }
    })
  }

  it('the action: on-drift warn overwrites, saying so; a dry run says it would stop, and spends no hour', async () => {
    const s = await fresh()
    expect((await runChecked(s, deploy(s))).code).toBe(0)
    s.sim.editDraft(prod(s).apiKey, EDITED)
    s.sim.advance(HOUR)
    let before = s.sim.log.length
    const dry = await runChecked(s, deploy(s, { 'dry-run': 'true' }))
    expect(dry.code, dry.stdout).toBe(0)
    expect(calls(s, before)).toEqual(['chat-config'])
    expect(dry.stdout).toMatch(
      /drift: changed \(the channel's Version is 3, and was 2 .*\): it would stop before the overwrite/
    )
    before = s.sim.log.length
    const warned = await runChecked(s, deploy(s, { 'on-drift': 'warn' }))
    expect(warned.code, warned.stdout).toBe(0)
    expect(calls(s, before)).toEqual(['chat-config', 'backup', 'overwrite', 'publish', 'chat-config'])
    expect(warned.outputs.drift).toBe('changed')
    expect(warned.stdout).toMatch(
      /::warning.*The bot changed since this tool's last deploy .*: overwriting it, as 'on-drift: warn' asks/
    )
  })

  it('no earlier deploy known, no channel to ask (never published): unknown, and the overwrite goes on', async () => {
    const s = await fresh()
    const r = await runChecked(s, deploy(s, { publish: 'false' }))
    expect(r.code, r.stdout).toBe(0)
    expect(r.outputs.drift).toBe('unknown')
    expect(r.stdout).toMatch(/Drift: unknown \(the ledger holds no deploy of this bot by this tool in 7 days\)/)
    expect(r.stdout).toMatch(
      /The channel's Version after this call is not known \(the channel's config answered HTTP 404\)/
    )
  })

  for (const exportForm of ['upload', 'own'] as const) {
    it(`the command line (an export of ${exportForm === 'upload' ? 'the upload' : 'its own bytes'}): no stop on a bot nobody changed`, async () => {
      const s = await fresh({ exportForm })
      const { run } = await deployedByCli(s)
      s.sim.advance(HOUR)
      const r = await run()
      expect(r.code, r.stderr).toBe(0)
      expect(r.json).toMatchObject({ drift: 'unchanged', result: 'overwritten' })
    })
  }

  it('the command line: a stop exits 1 and keeps the changed bot; --on-drift overwrite right after goes on at once, on the stop`s copy', async () => {
    const s = await fresh()
    const { ledger, run } = await deployedByCli(s)
    s.sim.editDraft(prod(s).apiKey, EDITED)
    s.sim.advance(HOUR)
    let before = s.sim.log.length
    const stop = await run()
    expect(stop.code, stop.stderr).toBe(1)
    expect(calls(s, before)).toEqual(['chat-config', 'backup'])
    expect(stop.json).toMatchObject({ drift: 'changed' })
    const kept = stop.json!['replaced-backup'] as string
    expect(kept.startsWith(path.join(ledger, 'replaced'))).toBe(true)
    expect(readFileSync(kept).equals(EDITED)).toBe(true)
    expect(stop.stderr).toMatch(/or run again with --on-drift overwrite to replace it/)
    before = s.sim.log.length
    const over = await run('--on-drift', 'overwrite')
    expect(over.code, over.stderr).toBe(0)
    expect(calls(s, before)).toEqual(['chat-config', 'overwrite', 'publish', 'chat-config'])
    expect(over.json).toMatchObject({ drift: 'changed', 'replaced-backup': kept, result: 'overwritten' })
    expect(over.stderr).toMatch(
      /Not exporting: the export's hour is spent, and the copy this tool kept at \S+ is the bot as it is/
    )
  })

  it('the command line: the kept backup committed and deployed right after the stop goes on, the editor`s work in it', async () => {
    const s = await fresh()
    const { cwd, file, run } = await deployedByCli(s)
    s.sim.editDraft(prod(s).apiKey, EDITED)
    s.sim.advance(HOUR)
    const stop = await run()
    expect(stop.code).toBe(1)
    copyFileSync(stop.json!['replaced-backup'] as string, path.join(cwd, file))
    const before = s.sim.log.length
    const r = await run()
    expect(r.code, r.stderr).toBe(0)
    expect(calls(s, before)).toEqual(['chat-config', 'overwrite', 'publish', 'chat-config'])
    expect(r.json).toMatchObject({ drift: 'unchanged' })
    expect(r.stderr).toMatch(
      /Drift: unchanged \(the backup sent is the bot as this tool kept it after this tool's last publish/
    )
    expect(prod(s).live?.sha256).toBe(
      createHash('sha256')
        .update(readFileSync(path.join(cwd, file)))
        .digest('hex')
    )
  })
})
