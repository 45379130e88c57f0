// Step debug on (the runner's ACTIONS_STEP_DEBUG secret, RUNNER_DEBUG=1 for the step): the action and
// @actions/cache then print debug lines, and the cache's save takes another path (it logs the
// archive, the upload and the service's answers). Only the runs whose output debug changes are
// repeated here, each through the same leak check as every other run.
import { describe, expect, it } from 'vitest'
import type { RunOptions } from '../support/runner.ts'
import { deployRun, exportRun, freshStages, runChecked, type Stage } from '../support/stage.ts'

const fresh = freshStages()
const DEBUG = { ACTIONS_STEP_DEBUG: 'true', RUNNER_DEBUG: '1' }

function debugRun(s: Stage, inputs: Record<string, string> = {}): RunOptions {
  return deployRun(s, { inputs, scope: 'refs/heads/main', env: DEBUG })
}

describe.concurrent('with step debug on', () => {
  it('an overwrite recorded in the ledger, then refused by it: the cache’s debug lines, and no secret', async () => {
    const s = await fresh()
    const first = await runChecked(s, debugRun(s))
    expect(first.code).toBe(0)
    // Only under step debug does the cache list the archive it made (tar -tf).
    expect(first.stdout).toMatch(/^::debug::\[command\].*tar.* -tf /m)
    expect(first.stdout).toMatch(/Throttle ledger: recorded/)
    const second = await runChecked(s, debugRun(s))
    expect(second.code).toBe(1)
    expect(second.outputs.throttled).toBe('true')
    expect(s.sim.calls('overwrite')).toHaveLength(1)
  })

  it('a restore: the new bot’s key and secret are masked before any debug line could show them', async () => {
    const s = await fresh()
    const r = await runChecked(s, debugRun(s, { operation: 'restore' }))
    expect(r.code).toBe(0)
    expect(r.outputs.result).toBe('restored')
  })

  it('a save the cache refuses: one warning, the debug lines hold no secret', async () => {
    const s = await fresh()
    s.cache.refuseCreate = 409
    const r = await runChecked(s, debugRun(s))
    expect(r.code).toBe(0)
    expect(r.warnings).toEqual([expect.stringMatching(/could not write to the Actions cache/)])
  })

  it('an export: the backup written, and no secret in the debug lines', async () => {
    const s = await fresh()
    const r = await runChecked(s, { ...exportRun(s), env: DEBUG })
    expect(r.code).toBe(0)
    expect(r.outputs.result).toBe('backed-up')
  })

  it('a token endpoint that echoes the account key in a 503: retried, and the key never shown', async () => {
    const s = await fresh()
    s.sim.fault('integration', { kind: 'echo', status: 503, render: key => `{"Message":"bad key ${key}"}` })
    const r = await runChecked(s, debugRun(s))
    expect(r.code).toBe(0)
    expect(r.stdout).toMatch(/attempt 1 of 3 failed \(HTTP 503\)/)
  })
})
