// `live-sha256` (#75): the sha256 of the backup a run leaves live when the tool knows it (it published those bytes,
// or the ledger confirms the live bot runs them), empty when it does not; in both shells, and in `status`.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { cli, copyWith, keysOf, overwriteArgs, prod } from '../support/cli-checks.ts'
import { tempDir } from '../support/runner.ts'
import { deployRun, freshStages, runChecked, type Stage } from '../support/stage.ts'

const fresh = freshStages()
const sha256Of = (dir: string, file: string) =>
  createHash('sha256')
    .update(readFileSync(path.join(dir, file)))
    .digest('hex')

const overwrite = (s: Stage, inputs: Record<string, string> = {}) =>
  deployRun(s, { inputs: { publish: 'true', ...inputs }, scope: 'refs/heads/main' })

describe.concurrent('live-sha256: what the run leaves live', () => {
  it('the action: published, then unchanged by skip-unchanged; empty when skipped for the hour or not published', async () => {
    const s = await fresh()
    const first = overwrite(s)
    const sha = sha256Of(first.workspace!, first.inputs['backup-file']!)
    const published = await runChecked(s, first)
    expect(published.code, published.stdout).toBe(0)
    expect(prod(s).live?.sha256).toBe(sha)
    expect(published.outputs['live-sha256']).toBe(sha)
    // The same bytes again: the ledger confirms the live bot runs them, so nothing is sent and the run knows them live.
    const unchanged = await runChecked(s, overwrite(s, { 'skip-unchanged': 'true' }))
    expect(unchanged.outputs, unchanged.stdout).toMatchObject({ result: 'unchanged', 'live-sha256': sha })
    // Within the hour, without skip-unchanged: skipped for the hour, which the run does not vouch for.
    const skipped = await runChecked(s, overwrite(s, { 'on-throttle': 'skip' }))
    expect(skipped.outputs).toMatchObject({ result: 'skipped', 'live-sha256': '' })
    s.sim.advance(61 * 60_000)
    const draftOnly = await runChecked(s, overwrite(s, { publish: 'false' }))
    expect(draftOnly.outputs).toMatchObject({ result: 'overwritten', published: 'false', 'live-sha256': '' })
  })

  it('the action: a publish of a draft the ledger cannot vouch for is empty', async () => {
    const s = await fresh()
    const o = overwrite(s, { operation: 'publish' })
    delete o.inputs['backup-file']
    delete o.inputs.publish
    const r = await runChecked(s, o)
    expect(r.outputs).toMatchObject({ result: 'published', 'live-sha256': '' })
  })

  it('the command line: the overwrite says it, and status says what this tool last put live, when and by which job', async () => {
    const s = await fresh()
    const ledger = tempDir('xdeploy-ledger-')
    const env = { ...keysOf(s), XENIOO_LEDGER: ledger }
    const { cwd, file } = copyWith()
    const sha = sha256Of(cwd, file)
    const job = {
      CI_JOB_URL: 'https://gitlab.example.com/acme/bots/-/jobs/42',
      CI_JOB_ID: '42',
      CI_COMMIT_REF_NAME: 'main'
    }
    const r = await cli(s, [...overwriteArgs(file, ledger), '--publish'], { cwd, env: { ...env, ...job } })
    expect(r.code, r.stderr).toBe(0)
    expect(r.json).toMatchObject({ result: 'overwritten', published: true, 'live-sha256': sha })
    const status = await cli(s, ['status', '--json'], { env })
    expect(status.code, status.stderr).toBe(0)
    expect(status.json).toMatchObject({ 'live-sha256': sha })
    expect(status.stderr).toMatch(
      new RegExp(`live: sha256 ${sha}, published at \\S+ by job #42 .*what this tool last put live`)
    )
  })

  it('the command line: status after an overwrite that did not publish says the live bytes are not known', async () => {
    const s = await fresh()
    const ledger = tempDir('xdeploy-ledger-')
    const env = { ...keysOf(s), XENIOO_LEDGER: ledger }
    const { cwd, file } = copyWith()
    expect((await cli(s, overwriteArgs(file, ledger), { cwd, env })).json).toMatchObject({ 'live-sha256': '' })
    const status = await cli(s, ['status', '--json'], { env })
    expect(status.json).toMatchObject({ 'live-sha256': '' })
    expect(status.stderr).toMatch(/live: not known \(the ledger knows of no publish of this bot by this repository\)\./)
  })
})
