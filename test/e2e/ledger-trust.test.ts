// What the ledger believes, tried as an attacker would: entries saved by another workflow's step
// with the real @actions/cache (a forged future entry, forged `ok` entries), and a `workflow_run`
// started from a fork, whose cache token may read but not write. On the committed dist/ against the
// project's cache service and platform simulator; the simulator's own hourly throttle is turned
// down, as a restore of a new bot is not stopped by the platform's limit of the bot it came from.
import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { THROTTLE_WINDOW_MS } from '../../src/domain/constants.ts'
import { forgeEntry } from '../support/forge.ts'
import { tempDir, type RunResult } from '../support/runner.ts'
import { deployRun, expectSameHour, freshStages, runChecked, type DeployRun, type Stage } from '../support/stage.ts'

const fresh = freshStages()
const HOUR = THROTTLE_WINDOW_MS
/** The platform's own limit turned down: only the ledger stands between a re-run and a second bot. */
const NO_PLATFORM_LIMIT = { throttleMs: 1 }

function run(s: Stage, o: DeployRun = {}): Promise<RunResult> {
  return runChecked(s, deployRun(s, { scope: 'refs/heads/main', ...o }))
}

/** The subject's prefix, as anyone who can read the repository sees it in the listed keys. */
function prefixOf(key: string): string {
  const m = /^(xenioo-deploy-[a-z]+-v\d-[0-9a-f]{32}-)/.exec(key)
  if (!m) throw new Error(`not a ledger key: ${key}`)
  return m[1] as string
}

const sha256Of = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex')

/** A `workflow_run` event file whose triggering run came from `head` (the repository is acme/bots). */
function workflowRunEvent(head: string, fork: boolean): Record<string, string> {
  const file = path.join(tempDir('xdeploy-event-'), 'event.json')
  const payload = {
    action: 'completed',
    repository: { full_name: 'acme/bots' },
    workflow_run: { event: 'pull_request', head_repository: { full_name: head, fork } }
  }
  writeFileSync(file, JSON.stringify(payload))
  return { GITHUB_EVENT_NAME: 'workflow_run', GITHUB_EVENT_PATH: file }
}

describe.concurrent('a workflow_run started from a fork', () => {
  it('throttle: required, restore, a cache that denies writes: two runs make no bot, each stopped before any request', async () => {
    const s = await fresh(NO_PLATFORM_LIMIT)
    s.cache.writeDenied = true
    const bots = s.sim.fixture.bots.length
    const env = workflowRunEvent('mallory/bots', true)
    const inputs = { operation: 'restore', throttle: 'required' }
    for (const r of [await run(s, { inputs, env }), await run(s, { inputs, env })]) {
      expect(r.code).toBe(1)
      expect(r.errors[0]).toMatch(/'throttle' is 'required'.*started by a run from the fork 'mallory\/bots'/)
    }
    expect(s.sim.fixture.bots.length).toBe(bots)
    expect(s.sim.log).toEqual([])
  })

  it('throttle: required, overwrite with publish: nothing sent', async () => {
    const s = await fresh(NO_PLATFORM_LIMIT)
    s.cache.writeDenied = true
    const env = workflowRunEvent('mallory/bots', true)
    const r = await run(s, { inputs: { publish: 'true', throttle: 'required' }, env })
    expect(r.code).toBe(1)
    expect(s.sim.calls('overwrite')).toHaveLength(0)
    expect(s.sim.calls('publish')).toHaveLength(0)
  })

  it('an event file that cannot be read is a run that cannot record: throttle: required stops before any request', async () => {
    const s = await fresh(NO_PLATFORM_LIMIT)
    const env = { GITHUB_EVENT_NAME: 'workflow_run', GITHUB_EVENT_PATH: path.join(tempDir(), 'missing.json') }
    const r = await run(s, { inputs: { operation: 'restore', throttle: 'required' }, env })
    expect(r.code).toBe(1)
    expect(r.errors[0]).toMatch(/event payload \(GITHUB_EVENT_PATH\) cannot be read/)
    expect(s.sim.log).toEqual([])
  })

  it('a workflow_run started in the repository itself records as any run does', async () => {
    const s = await fresh()
    const r = await run(s, { inputs: { throttle: 'required' }, env: workflowRunEvent('acme/bots', false) })
    expect(r.code).toBe(0)
    expect(r.outputs.result).toBe('overwritten')
    expect(s.cache.keys()).toHaveLength(1)
  })
})

describe.concurrent('entries another workflow forged', () => {
  // Changed with #48: the forged entry no longer hides the real one (the lookup reads only the times
  // that can matter, back to the cache's eviction horizon and ahead by clock skew), so the run stops
  // on the real restore's hour instead of on an entry it did not believe.
  it('a forged entry dated ten years ahead hides nothing: throttle: required makes no second bot, stopped by the real restore', async () => {
    const s = await fresh(NO_PLATFORM_LIMIT)
    const inputs = { operation: 'restore', throttle: 'required' }
    const first = await run(s, { inputs })
    expect(first.code).toBe(0)
    const bots = s.sim.fixture.bots.length
    const [real] = s.cache.keys()
    await forgeEntry(s.cache, `${prefixOf(real!)}${s.sim.now() + 10 * 365 * 24 * HOUR}-restore-ok`)
    const second = await run(s, { inputs })
    expect(second.code).toBe(1)
    expect(second.errors[0]).toMatch(/last restored at .*The restore was not attempted/)
    expectSameHour(second.outputs['next-restore-at'], first.outputs['next-restore-at'])
    expect(s.sim.fixture.bots.length).toBe(bots)
    expect(s.sim.calls('restore')).toHaveLength(1)
  })

  it('forged overwrite-ok and publish-ok entries of the new file: skip-unchanged sends the change, never unchanged with nothing sent', async () => {
    const s = await fresh()
    const first = await run(s, { inputs: { publish: 'true' } })
    expect(first.code).toBe(0)
    const keys = s.cache.keys()
    s.sim.advance(2 * HOUR)
    // The fix to deploy: a file whose sha256 anyone can compute from the repository.
    const fix = deployRun(s, {
      scope: 'refs/heads/main',
      backup: 'dynamic-data-colors.xenioo',
      inputs: { publish: 'true', 'skip-unchanged': 'true' }
    })
    const sha = sha256Of(path.join(fix.workspace!, fix.inputs['backup-file']!))
    const at = s.sim.now() - 10 * 60_000
    const restorePrefix = prefixOf(keys.find(k => k.startsWith('xenioo-deploy-restore'))!)
    const publishPrefix = prefixOf(keys.find(k => k.startsWith('xenioo-deploy-publish'))!)
    await forgeEntry(s.cache, `${restorePrefix}${at}-overwrite-ok-${sha}-by-99-refs/heads/main`)
    await forgeEntry(s.cache, `${publishPrefix}${at + 1}-publish-ok-${sha}-by-99-refs/heads/main`)
    const r = await runChecked(s, fix)
    expect(r.code).toBe(0)
    expect(r.outputs.result).toBe('overwritten')
    expect(r.stdout).not.toMatch(/Unchanged: /)
    expect(r.warnings.join('\n')).toMatch(
      /not believed: the newest restore entry for this bot .* does not carry this bot's seal/
    )
    expect(r.summary).toMatch(/ledger not believed/)
    expect(s.sim.calls('overwrite')).toHaveLength(2)
    expect(s.sim.calls('overwrite')[1]!.bodySha256).toBe(sha)
  })

  it('the same forged entries with throttle: required: nothing sent, and the run fails rather than say unchanged', async () => {
    const s = await fresh()
    expect((await run(s)).code).toBe(0)
    const [real] = s.cache.keys()
    s.sim.advance(2 * HOUR)
    const o = deployRun(s, { scope: 'refs/heads/main', inputs: { 'skip-unchanged': 'true', throttle: 'required' } })
    const sha = sha256Of(path.join(o.workspace!, o.inputs['backup-file']!))
    await forgeEntry(s.cache, `${prefixOf(real!)}${s.sim.now() - 60_000}-overwrite-ok-${sha}`)
    const r = await runChecked(s, o)
    expect(r.code).toBe(1)
    expect(r.outputs.result).not.toBe('unchanged')
    expect(r.errors[0]).toMatch(/not believed.*does not carry this bot's seal/)
    expect(r.errors[0]).toMatch(/delete it/)
    expect(s.sim.calls('overwrite')).toHaveLength(1)
  })

  it('an entry the action sealed is believed: the real overwrite makes the next run unchanged', async () => {
    const s = await fresh()
    const skip = { 'skip-unchanged': 'true', throttle: 'required' }
    expect((await run(s, { inputs: skip })).outputs.result).toBe('overwritten')
    const [key] = s.cache.keys()
    expect(key).toMatch(/-s[0-9a-f]{32}$/)
    const again = await run(s, { inputs: skip })
    expect(again.code).toBe(0)
    expect(again.outputs.result).toBe('unchanged')
    expect(s.sim.calls('overwrite')).toHaveLength(1)
  })
})
