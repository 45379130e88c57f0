// The staged promotion example (.github/examples/promote-staged.yml, #68) run job by job against the
// simulator, each environment its own bot: staging deployed and published, its suite passed, production
// given the same sha256 and published, then proved live; with a failing suite, production untouched.
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { placeBackup, ROOT, tempDir } from '../support/runner.ts'
import { runChecked, stage, type Stage } from '../support/stage.ts'
import { runWorkflow, type World } from '../support/workflow-run.ts'

const EXAMPLE = path.join(ROOT, '.github/examples/promote-staged.yml')

let s: Stage
beforeAll(async () => (s = await stage()))
afterAll(() => s.stop())

/** A checkout of the repository: the bot's backup and its suite, one conversation a file. */
function repository(suite: Record<string, string>): string {
  const dir = tempDir('xdeploy-promote-')
  placeBackup(dir, 'stripe-sample.xenioo', 'bots/support.xenioo')
  mkdirSync(path.join(dir, 'smoke'))
  for (const [name, text] of Object.entries(suite)) writeFileSync(path.join(dir, 'smoke', name), text)
  return dir
}

/** Each GitHub environment with its own bot's keys, endpoint and name. */
function world(dir: string): World {
  const environment = (i: number) => {
    const bot = s.sim.fixture.bots[i]!
    return {
      vars: { XENIOO_SERVICE_ENDPOINT: s.sim.endpoint(bot), XENIOO_BOT_NAME: bot.name ?? '' },
      secrets: {
        XENIOO_ACCOUNT_API_KEY: bot.account,
        XENIOO_BOT_API_KEY: bot.apiKey,
        XENIOO_BOT_API_SECRET: bot.apiSecret
      }
    }
  }
  return {
    environments: { production: environment(0), staging: environment(1) },
    repository: dir,
    github: { ref: 'refs/heads/main', sha: '0123456789abcdef0123456789abcdef01234567' },
    runAction: o => runChecked(s, o),
    cache: { url: s.cache.url, scope: 'refs/heads/main' }
  }
}

const PASSING = {
  'greeting.txt': '# the test mode the variables set\nexpect: (test mode)\n',
  'hours.txt': 'say: what are your opening hours?\nexpect: /open \\d to \\d/\n'
}

describe('promotion behind a passing staging bot', () => {
  it('staging deployed and its suite passed; production given the same sha256, published and proved live', async () => {
    const [production, staging] = [s.sim.fixture.bots[0]!, s.sim.fixture.bots[1]!]
    s.sim.advance(61 * 60_000)
    const dir = repository(PASSING)
    const sha256 = createHash('sha256')
      .update(readFileSync(path.join(dir, 'bots/support.xenioo')))
      .digest('hex')
    const run = await runWorkflow(EXAMPLE, world(dir))
    expect(run.staging!.steps.map(st => [st.name, st.outcome])).toEqual([
      ['actions/checkout@3d3c42e5aac5ba805825da76410c181273ba90b1', 'success'],
      ['The bytes staging is given', 'success'],
      ['deploy', 'success'],
      ['Staging runs these bytes', 'success'],
      ['The suite on staging', 'success'],
      ['Keep the report', 'success'],
      ['actions/upload-artifact@043fb46d1a93c77aae656e7c1c64a875d1fc6a0a', 'success']
    ])
    const suite = run.staging!.steps[4]!.outputs
    expect(suite).toMatchObject({ result: 'passed', passed: '2', failed: '0' })
    expect(readFileSync(path.join(run.staging!.workspace, 'smoke-report.xml'), 'utf8')).toMatch(
      /<testsuite name="Xenioo smoke test" tests="2" failures="0"/
    )
    expect(run.staging!.outputs.sha256).toBe(sha256)
    expect(staging.live?.sha256).toBe(sha256)
    expect(run.production!.result).toBe('success')
    expect(run.production!.steps.map(st => st.outcome)).toEqual(['success', 'success', 'success', 'success'])
    expect(run.production!.steps[2]!.outputs).toMatchObject({ result: 'overwritten', published: 'true' })
    expect(production.backup?.sha256).toBe(sha256)
    expect(production.live?.sha256).toBe(sha256)
    expect(run.production!.steps[3]!.outputs).toMatchObject({ result: 'passed' })
  })

  it('a failing suite on staging: the production job never runs, and the production bot is untouched', async () => {
    const production = s.sim.fixture.bots[0]!
    s.sim.advance(61 * 60_000)
    const before = { backup: production.backup, live: production.live }
    const calls = s.sim.log.length
    const dir = repository({ ...PASSING, 'closed.txt': 'say: hours?\nexpect-not: open 9 to 5\n' })
    writeFileSync(
      path.join(dir, 'bots/support.xenioo'),
      readFileSync(path.join(ROOT, 'test/fixtures/dynamic-data-colors.xenioo'))
    )
    const run = await runWorkflow(EXAMPLE, world(dir))
    expect(run.staging!.result).toBe('failure')
    const suite = run.staging!.steps.find(st => st.name === 'The suite on staging')!
    expect(suite.outcome).toBe('failure')
    expect(suite.outputs).toMatchObject({ result: 'failed', passed: '2', failed: '1' })
    expect(suite.action!.errors[0]).toMatch(/1 of 3 conversations failed: smoke\/closed\.txt \(line 2\)/)
    expect(run.staging!.steps.at(-1)!.outcome).toBe('skipped')
    expect(readFileSync(path.join(run.staging!.workspace, 'smoke-report.xml'), 'utf8')).toMatch(/failures="1"/)
    expect(run.production!.result).toBe('skipped')
    expect({ backup: production.backup, live: production.live }).toEqual(before)
    const touched = s.sim.log.slice(calls).filter(e => e.path.includes(production.route))
    expect(touched).toEqual([])
  })

  it('a staging deploy skipped for its hour (on-throttle: skip): staging runs other bytes, the gate stops production', async () => {
    const [production, staging] = [s.sim.fixture.bots[0]!, s.sim.fixture.bots[1]!]
    s.sim.advance(61 * 60_000)
    // The example as a user might change it: skip the deploy when the hour is in use, rather than wait.
    const skipping = path.join(tempDir('xdeploy-promote-'), 'promote-skipping.yml')
    writeFileSync(skipping, readFileSync(EXAMPLE, 'utf8').replaceAll('on-throttle: wait', 'on-throttle: skip'))
    const fixtures = ['stripe-sample.xenioo', 'dynamic-data-colors.xenioo'].map(name => {
      const bytes = readFileSync(path.join(ROOT, 'test/fixtures', name))
      return { bytes, sha256: createHash('sha256').update(bytes).digest('hex') }
    })
    // First the bytes staging does not run, so its overwrite spends the hour; then the others, within it.
    const [first, second] = staging.live?.sha256 === fixtures[0]!.sha256 ? fixtures.reverse() : fixtures
    const withBytes = (bytes: Buffer) => {
      const dir = repository(PASSING)
      writeFileSync(path.join(dir, 'bots/support.xenioo'), bytes)
      return dir
    }
    const spent = await runWorkflow(skipping, world(withBytes(first!.bytes)))
    expect(spent.staging!.result).toBe('success')
    expect(staging.live?.sha256).toBe(first!.sha256)
    const before = { backup: production.backup, live: production.live }
    const run = await runWorkflow(skipping, world(withBytes(second!.bytes)))
    const [deploy, gate] = [run.staging!.steps[2]!, run.staging!.steps[3]!]
    expect(deploy.outputs).toMatchObject({ result: 'skipped', 'live-sha256': '' })
    expect(gate.outcome).toBe('failure')
    expect(gate.stdout).toMatch(/::error title=Staging::Staging does not run the staged backup \(live-sha256 'unknown'/)
    expect(run.staging!.steps.find(st => st.name === 'The suite on staging')!.outcome).toBe('skipped')
    expect(run.production!.result).toBe('skipped')
    expect(staging.live?.sha256).toBe(first!.sha256)
    expect({ backup: production.backup, live: production.live }).toEqual(before)
  })
})
