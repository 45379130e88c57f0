// Each operation's summary and outputs say what its own steps did, and nothing of another's: a smoke
// test alone shows no clone's rows and fails as a run; a publish alone shows no backup file and each
// next-allowed row once; a deploy whose smoke test fails says so in its heading; a dry run stopped
// only by the publish hour puts that time in next-publish-at, not next-restore-at.
import { describe, expect, it } from 'vitest'
import type { RunOptions } from '../support/runner.ts'
import { deployRun, freshStages, runChecked, type Stage } from '../support/stage.ts'

const fresh = freshStages()

function run(s: Stage, inputs: Record<string, string> = {}): RunOptions {
  return deployRun(s, { inputs, scope: 'refs/heads/main' })
}

/** A run of `operation` that takes no backup file. */
function without(s: Stage, operation: string, inputs: Record<string, string> = {}): RunOptions {
  const o = run(s, { operation, ...inputs })
  delete o.inputs['backup-file']
  return o
}

/** `operation: smoke-test` with the channel's own key on the older route. */
function smokeAlone(s: Stage, script: string): RunOptions {
  const o = without(s, 'smoke-test', {
    'smoke-test': script,
    'smoke-endpoint': `${s.sim.url}/apihook`,
    'smoke-key': s.keys.prodChannelKey,
    'smoke-timeout-seconds': '3'
  })
  for (const k of ['account-api-key', 'bot-api-key', 'bot-api-secret']) delete o.inputs[k]
  return o
}

const rows = (summary: string, name: string) => summary.split(`<td>${name}</td>`).length - 1
const clone = /none \(clone\)|reference clones/

describe.concurrent('a summary of the steps that ran', () => {
  it('operation: smoke-test, passing then failing: no clone rows; a failed conversation is a failed run', async () => {
    const s = await fresh()
    expect((await runChecked(s, run(s, { publish: 'true' }))).code).toBe(0)
    const passed = await runChecked(s, smokeAlone(s, 'expect: hello'))
    expect(passed.code, passed.stdout).toBe(0)
    expect(passed.outputs).toMatchObject({ result: 'smoke-tested', 'smoke-test': 'passed' })
    expect(passed.summary).toMatch(/<h2>Xenioo deploy: smoke-test — smoke-tested<\/h2>/)
    expect(passed.summary).not.toMatch(clone)
    expect(rows(passed.summary, 'Backup file')).toBe(0)
    const failed = await runChecked(s, smokeAlone(s, 'expect: we are closed'))
    expect(failed.code).toBe(1)
    expect(failed.outputs.result).toBeUndefined()
    expect(failed.outputs['smoke-test']).toBe('failed')
    expect(failed.summary).toMatch(/<h2>Xenioo deploy: smoke-test — failed<\/h2>/)
    expect(failed.summary).not.toMatch(/smoke-tested|none \(clone\)|reference clones/)
    expect(failed.summary).toMatch(/Check: expect: we are closed ✗|Smoke test: failed/)
  })

  it('operation: publish: no backup file row, and each next-allowed row once', async () => {
    const s = await fresh()
    expect((await runChecked(s, run(s))).code).toBe(0)
    const r = await runChecked(s, without(s, 'publish'))
    expect(r.code, r.stdout).toBe(0)
    expect(r.summary).not.toMatch(clone)
    expect(rows(r.summary, 'Backup file')).toBe(0)
    expect(rows(r.summary, 'Next publish allowed')).toBe(1)
    expect(rows(r.summary, 'Next restore allowed')).toBe(0)
    expect(r.summary).toContain(`<td>Next publish allowed</td><td>${r.outputs['next-publish-at']}</td>`)
  })

  it('a deploy whose smoke test fails says so in its heading and result row', async () => {
    const s = await fresh()
    const o = run(s, {
      publish: 'true',
      'smoke-test': 'say: hours?\nexpect: we are closed',
      'smoke-timeout-seconds': '3'
    })
    const r = await runChecked(s, o)
    expect(r.code).toBe(1)
    expect(r.outputs).toMatchObject({ result: 'overwritten', published: 'true', 'smoke-test': 'failed' })
    expect(r.summary).toMatch(/<h2>Xenioo deploy: overwrite — overwritten and published; smoke test failed<\/h2>/)
    expect(r.summary).toContain('<td>Result</td><td>overwritten and published; smoke test failed</td>')
  })

  it('a dry run stopped only by the publish hour: that time in next-publish-at, none in next-restore-at', async () => {
    const s = await fresh()
    expect((await runChecked(s, run(s))).code).toBe(0)
    s.sim.advance(61 * 60_000)
    const published = await runChecked(s, without(s, 'publish'))
    expect(published.code).toBe(0)
    const r = await runChecked(s, run(s, { publish: 'true', 'dry-run': 'true' }))
    expect(r.code, r.stdout).toBe(0)
    expect(r.stdout).toMatch(/would fail: throttled until .* \(one publish per bot per hour\)/)
    expect(r.outputs['next-publish-at']).toBe(published.outputs['next-publish-at'])
    expect(r.outputs['next-restore-at']).toBeUndefined()
  })
})
