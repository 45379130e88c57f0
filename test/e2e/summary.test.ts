// The job summary on success, skip, dry run and failure, and the dry run's promise: it changes
// nothing (no restore, overwrite or clone request, no ledger entry).
import { describe, expect, it } from 'vitest'
import { THROTTLE_MARGIN_MS, THROTTLE_WINDOW_MS } from '../../src/domain/constants.ts'
import { type RunOptions } from '../support/runner.ts'
import { deployRun, expectSameHour, runChecked, sharedStage } from '../support/stage.ts'

const s = await sharedStage()

const HOUR = THROTTLE_WINDOW_MS
const STRIPE_SHA = 'd6b0cb2578f4beaf20984e4cbd3570bb059bfd61712179b871cfbfc874cb707d'

function run(extra: Record<string, string> = {}, bot = 0): RunOptions {
  return deployRun(s, { inputs: extra, bot, scope: 'refs/heads/main' })
}

function row(summary: string, name: string): string {
  const m = new RegExp(`<tr><td>${name.replace(/[()]/g, '\\$&')}</td><td>([^<]*)</td></tr>`).exec(summary)
  return m ? (m[1] as string) : `(no row ${name})`
}

describe('job summary', () => {
  it('on success: heading, table with host, token level, backup size and sha256, result, throttle, duration; commit, ref and run', async () => {
    const r = await runChecked(s, run())
    expect(r.code).toBe(0)
    expect(r.summary).toMatch(/<h2>Xenioo deploy: overwrite — overwritten<\/h2>/)
    expect(row(r.summary, 'Operation')).toBe('overwrite')
    expect(row(r.summary, 'Service endpoint host')).toBe(new URL(s.sim.url).host)
    expect(row(r.summary, 'Service endpoint (route)')).toBe(`svc/${s.sim.fixture.bots[0]!.route}`)
    expect(row(r.summary, 'Token level')).toBe('bot-level')
    expect(row(r.summary, 'Backup file')).toBe(`bots/stripe-sample.xenioo, 56.3 KiB, sha256 ${STRIPE_SHA}`)
    expect(row(r.summary, 'Result')).toBe('overwritten')
    expect(row(r.summary, 'Throttle')).toBe('no restore or overwrite in the last hour; allowed now')
    expect(row(r.summary, 'Next restore allowed')).toBe(r.outputs['next-restore-at'])
    expect(row(r.summary, 'Duration')).toMatch(/^\d+\.\d s$/)
    expect(r.summary).toContain(
      'From commit <code>0123456789ab</code>, ref <code>refs/heads/main</code>, run <a href="https://github.com/acme/bots/actions/runs/4242">Deploy bots #7</a>.'
    )
  })

  it('on skip: says skipped, with the last overwrite and the next allowed time', async () => {
    const r = await runChecked(s, run({ 'on-throttle': 'skip' }))
    expect(r.code).toBe(0)
    expect(r.outputs.result).toBe('skipped')
    expect(r.summary).toMatch(/— skipped<\/h2>/)
    expect(r.summary).toMatch(/Skipped: the bot was last overwritten at/)
    expect(row(r.summary, 'Throttle')).toMatch(/last overwrite \d{4}-.*next allowed \d{4}-.*\(throttled\)/)
  })

  it('on-throttle: fail (the default): the heading and the Result row say throttled, the failure says until when', async () => {
    const r = await runChecked(s, run())
    expect(r.code).toBe(1)
    expect(r.outputs.throttled).toBe('true')
    expect(r.summary).toMatch(/<h2>Xenioo deploy: overwrite — throttled<\/h2>/)
    expect(row(r.summary, 'Result')).toBe('throttled')
    expect(r.summary).toMatch(
      /<h3>What went wrong<\/h3>\n<p>The bot was last overwritten at .* so the next is allowed from/
    )
  })

  it('on failure: the message and its likely fix, and no secret even in part', async () => {
    const r = await runChecked(s, run({ 'account-api-key': 'acc_wrong_key_123456', throttle: 'off', publish: 'true' }))
    expect(r.code).toBe(1)
    expect(r.summary).toMatch(/— failed<\/h2>/)
    // #60: wrong keys sent nothing; the live bot is unchanged, not "not published".
    expect(row(r.summary, 'Live bot')).toBe('unchanged: nothing was published (the run ended before a publish)')
    expect(r.summary).toMatch(/<h3>What went wrong<\/h3>\n<p>The account API key was not found \(HTTP 404\)/)
    expect(r.summary).toMatch(/<b>Likely fix:<\/b> Copy 'account-api-key' again/)
    // HTML cells hold no literal Markdown.
    expect(row(r.summary, 'Throttle')).toBe("ledger off ('throttle: off')")
    for (const secret of [...s.secrets(), 'acc_wrong_key_123456']) {
      expect(r.summary).not.toContain(secret)
      expect(r.summary).not.toContain(secret.slice(-8))
    }
  })

  it("a wrong bot secret: the message names the bot's key and secret, not only the account key", async () => {
    const r = await runChecked(s, run({ 'bot-api-secret': 'sec_wrong_secret_123456', throttle: 'off' }))
    expect(r.code).toBe(1)
    expect(r.errors[0]).toMatch(/HTTP 400.*'bot-api-key' and 'bot-api-secret' do not belong together/)
    expect(r.summary).toMatch(/Likely fix:<\/b> Copy 'bot-api-key' and 'bot-api-secret' again/)
    expect(`${r.errors.join('\n')}${r.summary}`).not.toContain('sec_wrong_secret_123456')
  })

  it('a restore: the route is said as the service endpoint’s, never as the new bot’s (#60)', async () => {
    const r = await runChecked(s, run({ operation: 'restore', 'bot-api-key': '', 'bot-api-secret': '' }, 1))
    expect(r.outputs.result).toBe('restored')
    expect(row(r.summary, 'Service endpoint (route)')).toBe(`svc/${s.sim.fixture.bots[1]!.route}`)
    expect(r.summary).not.toMatch(/Bot \(route\)/)
  })

  it('a refused input with a valid operation: the heading and the table name the operation', async () => {
    const r = await runChecked(s, run({ retries: 'many' }))
    expect(r.code).toBe(1)
    expect(r.summary).toMatch(/<h2>Xenioo deploy: overwrite — refused<\/h2>/)
    expect(row(r.summary, 'Result')).toBe('refused')
    expect(row(r.summary, 'Operation')).toBe('overwrite')
    expect(r.summary).not.toMatch(/no operation/)
  })

  it('on a failure before any input is valid: still written', async () => {
    const r = await runChecked(s, run({ operation: 'deploy' }))
    expect(r.code).toBe(1)
    expect(r.summary).toMatch(/no operation — refused/)
    expect(r.summary).toMatch(/Likely fix:<\/b> Set 'operation' to one of/)
  })
})

describe('dry run', () => {
  it('requests a token and reads the ledger, but sends no mutating request and writes no ledger entry', async () => {
    s.sim.advance(2 * HOUR)
    const bot = 1
    const simBefore = s.sim.log.length
    const cacheBefore = s.cache.log.length
    const keysBefore = s.cache.allKeys().length
    const r = await runChecked(s, run({ 'dry-run': 'true' }, bot))
    expect(r.errors).toEqual([])
    expect(r.code).toBe(0)
    expect(r.outputs.result).toBe('planned')
    expect(r.outputs.throttled).toBe('false')
    expect(r.outputs['api-key']).toBeUndefined()
    expect(r.outputs['api-secret']).toBeUndefined()
    // In the platform's time (the simulator's clock, two hours on), as its Date header says.
    const next = Date.parse(r.outputs['next-restore-at']!)
    expect(next).toBeGreaterThan(s.sim.now() + 59 * 60 * 1000)
    expect(next).toBeLessThan(s.sim.now() + 61 * 60 * 1000)
    expect(s.sim.log.slice(simBefore).map(e => e.route)).toEqual(['integration'])
    expect(s.sim.log.slice(simBefore).some(e => e.applied)).toBe(false)
    // The overwrite's ledger and the publish's (read for drift, #75).
    expect(s.cache.log.slice(cacheBefore).map(e => e.method)).toEqual([
      'GetCacheEntryDownloadURL',
      'GetCacheEntryDownloadURL'
    ])
    expect(s.cache.allKeys()).toHaveLength(keysBefore)
    expect(r.summary).toMatch(/overwrite \(dry run\) — planned/)
    expect(r.summary).toMatch(
      /Dry run: the credentials work; a real run would overwrite the token's bot's draft with the backup, not throttled; drift: unknown \(the ledger holds no deploy of this bot by this tool in 7 days\). Nothing was changed./
    )
    expect(row(r.summary, 'Backup file')).toContain(STRIPE_SHA)
  })

  it('reports that a real run would be throttled, as a real run would set next-restore-at', async () => {
    const first = await runChecked(s, run({}, 2))
    expect(first.code).toBe(0)
    const r = await runChecked(s, run({ 'dry-run': 'true' }, 2))
    expect(r.code).toBe(0)
    expect(r.outputs.result).toBe('planned')
    expect(r.outputs.throttled).toBe('true')
    expectSameHour(r.outputs['next-restore-at'], first.outputs['next-restore-at'])
    expect(r.summary).toMatch(/a real run would fail: throttled until/)
    const waiting = await runChecked(s, run({ 'dry-run': 'true', 'on-throttle': 'wait' }, 2))
    expect(waiting.summary).toMatch(/would wait until .*, then overwrite/)
    // The wait ends the margin after the hour, and the next hour counts from the call after it.
    expectSameHour(waiting.outputs['next-restore-at'], first.outputs['next-restore-at'], HOUR + THROTTLE_MARGIN_MS)
  })

  it('with bad credentials fails, as it proves them', async () => {
    const r = await runChecked(s, run({ 'dry-run': 'true', 'account-api-key': s.keys.free }))
    expect(r.code).toBe(1)
    expect(r.errors[0]).toMatch(/HTTP 403/)
    expect(r.summary).toMatch(/\(dry run\) — failed/)
  })
})
