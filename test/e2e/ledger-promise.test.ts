// What the ledger promises, tried as an attacker with code in a default-branch workflow and as a
// user whose bot's secret changed: a genuine entry saved again (after its eviction, or from another
// ref's scope) never hides a later call; entries of older formats are never read; an entry sealed
// with another secret is said as such. On the committed dist/ against the project's cache service
// (the real @actions/cache saves every entry) and platform simulator.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  LEDGER_KEY_PREFIX,
  LEDGER_PATH,
  PUBLISH_LEDGER_KEY_PREFIX,
  THROTTLE_WINDOW_MS
} from '../../src/domain/constants.ts'
import { ledgerKey, ledgerPrefix, sealerOf } from '../../src/domain/ledger-keys.ts'
import { cacheVersion } from '../support/cache-service.ts'
import { forgeEntry } from '../support/forge.ts'
import { FIXTURES, type RunResult } from '../support/runner.ts'
import { deployRun, exportRun, freshStages, runChecked, type DeployRun, type Stage } from '../support/stage.ts'

const fresh = freshStages()
const HOUR = THROTTLE_WINDOW_MS
const DAY = 24 * HOUR
/** The platform's own limit turned down: only the ledger stands between a re-run and a second bot. */
const NO_PLATFORM_LIMIT = { throttleMs: 1 }

const run = (s: Stage, o: DeployRun = {}): Promise<RunResult> =>
  runChecked(s, deployRun(s, { scope: 'refs/heads/main', ...o }))

const sha256Of = (backup: string) =>
  createHash('sha256')
    .update(readFileSync(path.join(FIXTURES, backup)))
    .digest('hex')

/** The entry a run saved last in `scope` (its keys are listed to anyone who can read the repository). */
function lastSaved(s: Stage, scope: string, limit = 'restore'): string {
  const key = s.cache
    .keys(scope)
    .filter(k => k.startsWith(`xenioo-deploy-${limit}-`))
    .at(-1)
  if (!key) throw new Error(`no ${limit} entry in ${scope}`)
  return key
}

/**
 * The two ways an old genuine entry comes back in front of newer ones: evicted after 7 days unused
 * and saved again, or copied from a branch's scope into the default branch's, which every run reads.
 * `first` is the scope the old entry is written in; `replay` saves it again in main's.
 */
const REPLAYS = [
  {
    name: 'after its eviction',
    first: 'refs/heads/main',
    gap: 8 * DAY,
    replay: async (s: Stage, key: string) => {
      s.cache.evict(key)
      await forgeEntry(s.cache, key)
    }
  },
  {
    name: "from another ref's scope",
    first: 'refs/heads/feature',
    gap: 2 * HOUR,
    replay: (s: Stage, key: string) => forgeEntry(s.cache, key)
  }
] as const

describe.concurrent('a genuine entry saved again never hides a later call', () => {
  for (const replay of REPLAYS) {
    it(`${replay.name}: throttle: required makes no second bot within the hour`, async () => {
      const s = await fresh(NO_PLATFORM_LIMIT)
      const inputs = { operation: 'restore', throttle: 'required' }
      expect((await run(s, { inputs, scope: replay.first })).code).toBe(0)
      const old = lastSaved(s, replay.first)
      s.sim.advance(replay.gap)
      expect((await run(s, { inputs })).code).toBe(0)
      await replay.replay(s, old)
      const bots = s.sim.fixture.bots.length
      const again = await run(s, { inputs })
      expect(again.code).toBe(1)
      expect(again.errors[0]).toMatch(/last restored at .*The restore was not attempted/)
      expect(s.sim.fixture.bots.length).toBe(bots)
      expect(s.sim.calls('restore')).toHaveLength(2)
    })

    it(`${replay.name}: skip-unchanged sends the file the bot no longer runs, never unchanged`, async () => {
      const s = await fresh()
      const skip = { 'skip-unchanged': 'true' }
      expect((await run(s, { inputs: skip, scope: replay.first })).outputs.result).toBe('overwritten')
      const old = lastSaved(s, replay.first)
      s.sim.advance(replay.gap)
      const other = await run(s, { inputs: skip, backup: 'dynamic-data-colors.xenioo' })
      expect(other.outputs.result).toBe('overwritten')
      s.sim.advance(2 * HOUR)
      await replay.replay(s, old)
      const back = await run(s, { inputs: skip })
      expect(back.code).toBe(0)
      expect(back.outputs.result).toBe('overwritten')
      expect(s.sim.calls('overwrite')).toHaveLength(3)
      expect(s.sim.bot(s.keys.prodKey)?.backup?.sha256).toBe(sha256Of('stripe-sample.xenioo'))
    })

    it(`${replay.name}: with publish, the file is sent before it goes live, never the draft in its place`, async () => {
      const s = await fresh()
      const deploy = { 'skip-unchanged': 'true', publish: 'true' }
      expect((await run(s, { inputs: deploy, scope: replay.first })).outputs.published).toBe('true')
      const old = lastSaved(s, replay.first)
      s.sim.advance(replay.gap)
      expect((await run(s, { inputs: deploy, backup: 'dynamic-data-colors.xenioo' })).outputs.published).toBe('true')
      s.sim.advance(2 * HOUR)
      await replay.replay(s, old)
      const back = await run(s, { inputs: deploy })
      expect(back.code).toBe(0)
      expect(back.outputs).toMatchObject({ result: 'overwritten', published: 'true' })
      expect(s.sim.calls('overwrite')).toHaveLength(3)
      expect(s.sim.calls('overwrite')[2]!.bodySha256).toBe(sha256Of('stripe-sample.xenioo'))
    })
  }
})

/** An entry as the action wrote them before entries were sealed: `…-v1-{hash}-{time}[-…]`, no seal. */
function legacyEntry(s: Stage, keyPrefix: string, at: number, note = ''): string {
  const bot = s.sim.fixture.bots[0]!
  const auth = { level: 'bot', accountApiKey: bot.account, botApiKey: bot.apiKey, botApiSecret: bot.apiSecret } as const
  const v1 = keyPrefix.replace(/-v\d+-$/, '-v1-')
  return `${ledgerPrefix(s.sim.endpoint(bot), auth, v1)}${at}${note}`
}

describe.concurrent('entries of an older format are never read', () => {
  it('a legacy publish entry of the draft: live-match is not true for a draft never published', async () => {
    const s = await fresh()
    expect((await run(s)).outputs.result).toBe('overwritten')
    const sha = sha256Of('stripe-sample.xenioo')
    const key = legacyEntry(s, PUBLISH_LEDGER_KEY_PREFIX, s.sim.now(), `-publish-ok-${sha}`)
    s.cache.seed('refs/heads/main', key, cacheVersion([LEDGER_PATH]))
    const r = await runChecked(s, exportRun(s))
    expect(r.code).toBe(0)
    expect(r.outputs['live-match']).not.toBe('true')
    expect(s.sim.calls('publish')).toHaveLength(0)
  })

  for (const onThrottle of ['fail', 'skip', 'wait'] as const) {
    it(`a legacy restore entry dated now, on-throttle ${onThrottle}: the overwrite goes, without a word of it`, async () => {
      const s = await fresh()
      // With 'wait', an entry whose hour ends in 10 s: an action that believed it would wait, then deploy.
      const at = onThrottle === 'wait' ? s.sim.now() - HOUR + 10_000 : s.sim.now()
      s.cache.seed('refs/heads/main', legacyEntry(s, 'xenioo-deploy-restore-v1-', at), cacheVersion([LEDGER_PATH]))
      const r = await run(s, { inputs: { 'on-throttle': onThrottle } })
      expect(r.code).toBe(0)
      expect(r.outputs.result).toBe('overwritten')
      expect(r.outputs.throttled).toBe('false')
      expect(r.stdout).not.toMatch(/was last (restored|overwritten)|waiting until/)
      expect(s.sim.calls('overwrite')).toHaveLength(1)
    })
  }
})

/** The production bot's secret, regenerated on the platform: the old one no longer makes a token. */
function regenerate(s: Stage): void {
  s.sim.fixture.bots[0]!.apiSecret = `sec_prod_new_${Math.random().toString(36).slice(2)}`
}

describe.concurrent('an entry sealed with a secret this run does not hold: a changed secret, not an attack', () => {
  it('regenerated, 10 minutes later under throttle: cache: named as a changed secret; the platform says the hour', async () => {
    const s = await fresh()
    expect((await run(s)).code).toBe(0)
    regenerate(s)
    s.sim.advance(10 * 60_000)
    const r = await run(s)
    const warned = r.warnings.join('\n')
    expect(warned).toMatch(/before the bot's secret was changed, or with a mistyped one/)
    expect(warned).not.toMatch(/no deploy with this bot's keys wrote it/)
    expect(r.code).toBe(1)
    expect(r.errors[0]).toMatch(/within the hour of the last one/)
    expect(Date.parse(r.outputs['next-restore-at']!)).toBeGreaterThan(s.sim.now() + 59 * 60_000)
  })

  it('regenerated, two hours later under throttle: required: the run goes on and deploys', async () => {
    const s = await fresh()
    expect((await run(s, { inputs: { throttle: 'required' } })).code).toBe(0)
    regenerate(s)
    s.sim.advance(2 * HOUR)
    const r = await run(s, { inputs: { throttle: 'required' } })
    expect(r.errors).toEqual([])
    expect(r.code).toBe(0)
    expect(r.outputs.result).toBe('overwritten')
    expect(r.warnings.join('\n')).toMatch(/before the bot's secret was changed/)
    expect(s.sim.calls('overwrite')).toHaveLength(2)
  })

  it('regenerated, 10 minutes later under throttle: required: stopped until that hour ends, saying when', async () => {
    const s = await fresh()
    const first = await run(s, { inputs: { throttle: 'required' } })
    regenerate(s)
    s.sim.advance(10 * 60_000)
    const r = await run(s, { inputs: { throttle: 'required' } })
    expect(r.code).toBe(1)
    expect(r.errors[0]).toMatch(/That hour ends at (\S+) \(in \d+ min/)
    const ends = Date.parse(/That hour ends at (\S+) /.exec(r.errors[0]!)![1]!)
    expect(ends).toBe(Date.parse(first.outputs['next-restore-at']!))
    expect(r.errors[0]).toMatch(/If the bot's secret was changed or mistyped, run again after that time/)
    expect(s.sim.calls('overwrite')).toHaveLength(1)
  })

  it('mistyped: the token request fails on the keys, with no word of the ledger', async () => {
    const s = await fresh()
    expect((await run(s, { inputs: { throttle: 'required' } })).code).toBe(0)
    const bot = s.sim.fixture.bots[0]!
    const r = await run(s, { inputs: { throttle: 'required', 'bot-api-secret': `${bot.apiSecret}x` } })
    expect(r.code).toBe(1)
    expect(r.errors[0]).toMatch(/token request was refused/)
    expect(`${r.warnings.join('\n')}\n${r.errors.join('\n')}`).not.toMatch(/not believed|who wrote|Throttle ledger/)
    expect(s.sim.calls('overwrite')).toHaveLength(1)
  })
})

describe.concurrent('the hour, said and kept with a margin', () => {
  it('a wait ends a few seconds after the hour: a platform that counts the call 1.5 s after its answer takes the next', async () => {
    const s = await fresh()
    const bot = s.sim.fixture.bots[0]!
    const auth = {
      level: 'bot',
      accountApiKey: bot.account,
      botApiKey: bot.apiKey,
      botApiSecret: bot.apiSecret
    } as const
    // The last overwrite as the ledger has it (the platform's Date: whole seconds), 12 s before its hour ends.
    const at = Math.floor(s.sim.now() / 1000) * 1000 - HOUR + 12_000
    const key = ledgerKey(ledgerPrefix(s.sim.endpoint(bot), auth, LEDGER_KEY_PREFIX), at, undefined, sealerOf(auth)!)
    s.cache.seed('refs/heads/main', key, cacheVersion([LEDGER_PATH]))
    s.sim.setLastRestore(bot.apiKey, at + 1500)
    const r = await run(s, { inputs: { 'on-throttle': 'wait' } })
    expect(r.errors).toEqual([])
    expect(r.outputs.result).toBe('overwritten')
    expect(s.sim.calls('overwrite').map(c => c.status)).toEqual([200])
  })

  it("an overwrite's 400 that speaks of the hour, the ledger off: said as the hour, with next-restore-at", async () => {
    const s = await fresh()
    s.sim.setLastRestore(s.keys.prodKey, s.sim.now() - 10 * 60_000)
    const r = await run(s, { inputs: { throttle: 'off' } })
    expect(r.code).toBe(1)
    expect(r.errors[0]).toMatch(/refused the overwrite \(HTTP 400\) within the hour of the last one/)
    expect(r.errors[0]).not.toMatch(/one of three things/)
    expect(r.errors[0]).toMatch(/next-restore-at/)
    expect(Date.parse(r.outputs['next-restore-at']!)).toBeGreaterThan(s.sim.now() + 59 * 60_000)
  })

  it("a backup's 400 that speaks of the hour, the ledger off: said as the hour, with next-backup-at", async () => {
    const s = await fresh()
    s.sim.setLastBackup(s.keys.prodKey, s.sim.now() - 10 * 60_000)
    const r = await runChecked(s, exportRun(s, { throttle: 'off' }))
    expect(r.code).toBe(1)
    expect(r.errors[0]).toMatch(/refused the backup \(HTTP 400\) within the hour of the last one/)
    expect(Date.parse(r.outputs['next-backup-at']!)).toBeGreaterThan(s.sim.now() + 59 * 60_000)
  })
})

/** The production bot's last overwrite as a deploy with its keys records it, at `at` (the platform's clock). */
function lastOverwriteAt(s: Stage, at: number): void {
  const bot = s.sim.fixture.bots[0]!
  const auth = { level: 'bot', accountApiKey: bot.account, botApiKey: bot.apiKey, botApiSecret: bot.apiSecret } as const
  const prefix = ledgerPrefix(s.sim.endpoint(bot), auth, LEDGER_KEY_PREFIX)
  s.cache.seed('refs/heads/main', ledgerKey(prefix, at, undefined, sealerOf(auth)!), cacheVersion([LEDGER_PATH]))
  s.sim.setLastRestore(bot.apiKey, at)
}

describe.concurrent('a bounded wait (#51): max-wait-minutes', () => {
  it('50 minutes left with a bound of 5: stops at once, naming the input and the time', async () => {
    const s = await fresh()
    lastOverwriteAt(s, s.sim.now() - 10 * 60_000)
    const r = await run(s, { inputs: { 'on-throttle': 'wait', 'max-wait-minutes': '5' } })
    expect(r.code).toBe(1)
    expect(r.errors[0]).toMatch(
      /next is allowed from (\S+) \(in (49|50) min \d+ s\), later than 'max-wait-minutes' \(5\) lets the run wait/
    )
    expect(r.errors[0]).toMatch(/The overwrite was not attempted/)
    expect(r.stdout).not.toMatch(/waiting until/)
    expect(r.outputs.throttled).toBe('true')
    // The same words as the 'error' output, for a report of many runs (the fleet's).
    expect(r.outputs.error).toBe(r.errors[0]!.slice(0, r.outputs.error!.length))
    expect(r.outputs.error).toMatch(/later than 'max-wait-minutes' \(5\)/)
    const said = Date.parse(/next is allowed from (\S+) /.exec(r.errors[0]!)![1]!)
    expect(Date.parse(r.outputs['next-restore-at']!)).toBe(said)
    expect(s.sim.calls('overwrite')).toEqual([])
  })

  it('seconds left with a bound of 1: waits and deploys', async () => {
    const s = await fresh()
    lastOverwriteAt(s, Math.floor(s.sim.now() / 1000) * 1000 - HOUR + 8_000)
    const r = await run(s, { inputs: { 'on-throttle': 'wait', 'max-wait-minutes': '1' } })
    expect(r.errors).toEqual([])
    expect(r.outputs.result).toBe('overwritten')
    expect(r.stdout).toMatch(/waiting until .* as 'on-throttle: wait' asks/)
    expect(s.sim.calls('overwrite').map(c => c.status)).toEqual([200])
  })

  it('a dry run says the real run would not wait', async () => {
    const s = await fresh()
    lastOverwriteAt(s, s.sim.now() - 10 * 60_000)
    const r = await run(s, { inputs: { 'on-throttle': 'wait', 'max-wait-minutes': '5', 'dry-run': 'true' } })
    expect(r.code).toBe(0)
    expect(r.stdout).toMatch(/would fail: throttled until \S+, later than 'max-wait-minutes' \(5\) lets it wait/)
  })
})
