// The throttle ledger with the real @actions/cache against the local cache service.
import { lstatSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  LEDGER_KEY_PREFIX,
  LEDGER_LOOKUP_LIMIT_MS,
  LEDGER_PATH,
  LEDGER_SAVE_LIMIT_MS,
  THROTTLE_WINDOW_MS
} from '../../src/domain/constants.ts'
import { ledgerKey, ledgerPrefix, sealerOf } from '../../src/domain/ledger-keys.ts'
import { cacheVersion } from '../support/cache-service.ts'
import { tempDir, type RunOptions } from '../support/runner.ts'
import { deployRun, expectSameHour, freshStages, runChecked, type Stage } from '../support/stage.ts'

const fresh = freshStages()
const HOUR = THROTTLE_WINDOW_MS

function overwrite(s: Stage, extra: Record<string, string> = {}, scope = 'refs/heads/main'): RunOptions {
  return deployRun(s, { inputs: extra, scope })
}

const authOf = (s: Stage) =>
  ({ level: 'bot', accountApiKey: s.keys.paid, botApiKey: s.keys.prodKey, botApiSecret: s.keys.prodSecret }) as const

function prefixFor(s: Stage): string {
  return ledgerPrefix(s.sim.endpoint(s.sim.fixture.bots[0]!), authOf(s), LEDGER_KEY_PREFIX)
}

/** An entry at `at` as a deploy of the production bot writes it: sealed with its keys. */
function sealedEntry(s: Stage, at: number): string {
  return ledgerKey(prefixFor(s), at, undefined, sealerOf(authOf(s))!)
}

describe.concurrent('a second overwrite within the hour', () => {
  it('on-throttle fail: refused before any bot call, with the last overwrite and the next allowed time', async () => {
    const s = await fresh()
    const first = await runChecked(s, overwrite(s))
    expect(first.code).toBe(0)
    expect(s.cache.keys()).toHaveLength(1)
    // The cache library's progress lines (tar, upload) are debug lines, not the user's log.
    expect(first.stdout).not.toMatch(/^(\[command\]|Sent \d+ of)/m)
    expect(first.stdout).toMatch(/^::debug::\[command\].*tar/m)
    const second = await runChecked(s, overwrite(s))
    expect(second.code).toBe(1)
    expect(second.errors).toHaveLength(1)
    expect(second.errors[0]).toMatch(
      /last overwritten at \d{4}-.*next is allowed from \d{4}-.*The overwrite was not attempted/
    )
    expect(second.outputs.throttled).toBe('true')
    expectSameHour(second.outputs['next-restore-at'], first.outputs['next-restore-at'])
    expect(s.sim.calls('overwrite')).toHaveLength(1)
  })

  it('on-throttle skip: succeeds without calling the platform; result skipped, throttled true', async () => {
    const s = await fresh()
    expect((await runChecked(s, overwrite(s))).code).toBe(0)
    const second = await runChecked(s, overwrite(s, { 'on-throttle': 'skip' }))
    expect(second.code).toBe(0)
    expect(second.outputs.result).toBe('skipped')
    expect(second.outputs.throttled).toBe('true')
    expect(second.outputs['next-restore-at']).toMatch(/^\d{4}-/)
    expect(second.outputs['api-key']).toBeUndefined()
    expect(s.sim.calls('overwrite')).toHaveLength(1)
  })

  it('on-throttle wait: waits out the hour (here its last seconds), renews the expired token, then overwrites', async () => {
    // Tokens valid for 3 seconds: the one requested at start expires during the wait (about 15 s,
    // less the start-up: longer than the token's life, and still ahead once a loaded machine has
    // started the action and looked the entry up).
    const s = await fresh({ tokenMinutes: 0.05 })
    s.cache.seed('refs/heads/main', sealedEntry(s, Date.now() - HOUR + 15_000), cacheVersion([LEDGER_PATH]))
    const r = await runChecked(s, overwrite(s, { 'on-throttle': 'wait' }))
    expect(r.errors).toEqual([])
    expect(r.code).toBe(0)
    expect(r.outputs.result).toBe('overwritten')
    expect(r.outputs.throttled).toBe('true')
    expect(r.stdout).toMatch(/waiting until .* as 'on-throttle: wait' asks/)
    expect(r.stdout).toMatch(/token expires before the call: requesting a new one/)
    const tokens = s.sim.calls('integration')
    expect(tokens).toHaveLength(2)
    // The identical request, as the spec says a token is renewed.
    expect(tokens[1]!.bodySha256).toBe(tokens[0]!.bodySha256)
    const call = s.sim.calls('overwrite')
    expect(call).toHaveLength(1)
    expect(call[0]!.status).toBe(200)
    expect(call[0]!.at).toBeGreaterThanOrEqual(tokens[1]!.at)
    // The new restore is in the ledger too.
    expect(s.cache.keys()).toHaveLength(2)
  })
})

describe.concurrent('what the ledger sees', () => {
  it('an entry written on another branch is not seen; the default branch is', async () => {
    const s = await fresh()
    expect((await runChecked(s, overwrite(s, {}, 'refs/heads/feature-a'))).code).toBe(0)
    expect(s.cache.keys('refs/heads/feature-a')).toHaveLength(1)
    s.sim.advance(HOUR + 60_000)
    const other = await runChecked(s, overwrite(s, {}, 'refs/heads/feature-b'))
    expect(other.outputs.throttled).toBe('false')
    expect(other.outputs.result).toBe('overwritten')
    // feature-b wrote its own entry; main has none, so main sees nothing either.
    s.sim.advance(HOUR + 60_000)
    expect((await runChecked(s, overwrite(s, {}, 'refs/heads/main'))).outputs.throttled).toBe('false')
    // ...and now a feature branch reads main's entry.
    const fromMain = await runChecked(s, overwrite(s, {}, 'refs/heads/feature-c'))
    expect(fromMain.outputs.throttled).toBe('true')
    expect(fromMain.code).toBe(1)
  })

  it('the keys hold a hash of the subject and a time, never a key, secret or token', async () => {
    const s = await fresh()
    expect((await runChecked(s, overwrite(s))).code).toBe(0)
    const keys = s.cache.allKeys()
    expect(keys).toHaveLength(1)
    expect(keys[0]).toMatch(
      /^xenioo-deploy-restore-v3-[0-9a-f]{32}-\d{13}-overwrite-ok-[0-9a-f]{64}-by-7-refs\/heads\/main-s[0-9a-f]{32}$/
    )
    for (const secret of s.secrets()) expect(keys[0]).not.toContain(secret)
    expect(s.cache.log.every(e => !s.secrets().some(x => JSON.stringify(e).includes(x)))).toBe(true)
  })

  it('a dead cache service only warns, once, and the deploy goes on', async () => {
    const s = await fresh()
    const o = overwrite(s)
    o.cache = { url: 'http://127.0.0.1:9/', scope: 'refs/heads/main' }
    const r = await runChecked(s, o)
    expect(r.code).toBe(0)
    expect(r.outputs.result).toBe('overwritten')
    expect(r.errors).toEqual([])
    expect(r.warnings).toHaveLength(1)
    expect(r.warnings[0]).toMatch(/Throttle ledger: could not read the Actions cache .*Going on without it/)
  })

  it('a cache that denies writes only warns, once', async () => {
    const s = await fresh()
    s.cache.writeDenied = true
    const r = await runChecked(s, overwrite(s))
    expect(r.code).toBe(0)
    expect(r.warnings).toHaveLength(1)
    expect(r.warnings[0]).toMatch(/could not write to the Actions cache .*write denied/)
  })

  it('no cache service configured: one warning, the deploy goes on', async () => {
    const s = await fresh()
    const o = overwrite(s, {}, 'refs/heads/main')
    o.cache = undefined
    o.env = { ACTIONS_CACHE_SERVICE_V2: 'true' }
    const r = await runChecked(s, o)
    expect(r.code).toBe(0)
    expect(r.warnings).toHaveLength(1)
    expect(r.warnings[0]).toMatch(/ACTIONS_RESULTS_URL is not set/)
  })

  it('without the v2 flag the library looks for ACTIONS_CACHE_URL, and the warning names that variable', async () => {
    const s = await fresh()
    const o = overwrite(s)
    o.cache = undefined
    const r = await runChecked(s, o)
    expect(r.code).toBe(0)
    expect(r.warnings).toHaveLength(1)
    expect(r.warnings[0]).toMatch(/ACTIONS_CACHE_URL is not set/)
    expect(r.warnings[0]).not.toMatch(/ACTIONS_RESULTS_URL/)
  })

  it('throttle off neither reads nor writes the ledger', async () => {
    const s = await fresh()
    const r = await runChecked(s, overwrite(s, { throttle: 'off' }))
    expect(r.code).toBe(0)
    expect(s.cache.log).toEqual([])
    expect(r.outputs.throttled).toBe('false')
  })

  it('reference clones use no ledger', async () => {
    const s = await fresh()
    const o = overwrite(s, { operation: 'clone-by-ref', 'backup-file': '' })
    const r = await runChecked(s, o)
    expect(r.code).toBe(0)
    expect(r.outputs.result).toBe('cloned')
    expect(s.cache.log).toEqual([])
  })

  it('a restore whose outcome is unknown is recorded, so a blind re-run is refused', async () => {
    const s = await fresh()
    s.sim.fault('overwrite', { kind: 'reset-after' })
    const r = await runChecked(s, overwrite(s))
    expect(r.code).toBe(1)
    expect(r.errors[0]).toMatch(/may have been applied/)
    expect(s.cache.keys()).toHaveLength(1)
    const again = await runChecked(s, overwrite(s))
    expect(again.code).toBe(1)
    expect(again.errors[0]).toMatch(/was not attempted/)
    expect(s.sim.calls('overwrite')).toHaveLength(1)
  })

  it('so is a restore whose outcome is unknown: a re-run would create a second bot', async () => {
    const s = await fresh()
    s.sim.fault('restore', { kind: 'reset-after' })
    const bots = s.sim.fixture.bots.length
    const r = await runChecked(s, overwrite(s, { operation: 'restore' }))
    expect(r.code).toBe(1)
    expect(r.errors[0]).toMatch(/restore may have been applied/)
    expect(s.sim.fixture.bots.length).toBe(bots + 1)
    expect(s.cache.keys()).toHaveLength(1)
    const again = await runChecked(s, overwrite(s, { operation: 'restore' }))
    expect(again.code).toBe(1)
    expect(again.errors[0]).toMatch(/The restore was not attempted/)
    expect(s.sim.fixture.bots.length).toBe(bots + 1)
    expect(s.sim.calls('restore')).toHaveLength(1)
  })

  it('a restore to the same route spelt localhost after 127.0.0.1: one subject, stopped by the hour (#65)', async () => {
    const s = await fresh()
    const first = await runChecked(s, overwrite(s, { operation: 'restore' }))
    expect(first.code).toBe(0)
    const spelt = s.sim.endpoint(s.sim.fixture.bots[0]!).replace('127.0.0.1', 'localhost')
    const again = await runChecked(s, overwrite(s, { operation: 'restore', 'service-endpoint': spelt }))
    expect(again.code).toBe(1)
    expect(again.errors[0]).toMatch(/The restore was not attempted/)
    expect(s.sim.calls('restore')).toHaveLength(1)
  })

  it('an entry with a time far in the future does not block', async () => {
    const s = await fresh()
    s.cache.seed('refs/heads/main', sealedEntry(s, Date.now() + 10 * HOUR), cacheVersion([LEDGER_PATH]))
    const r = await runChecked(s, overwrite(s))
    expect(r.code).toBe(0)
    expect(r.outputs.throttled).toBe('false')
    expect(r.warnings.join('\n')).toMatch(/a time in the future/)
  })
})

describe.concurrent('the ledger within bounds of its own', () => {
  const limits = `${LEDGER_LOOKUP_LIMIT_MS / 1000} s`

  it('a cache service that never answers: the lookup, then the save, each cost at most their limit; the deploy is done', async () => {
    const s = await fresh()
    s.cache.hang.add('GetCacheEntryDownloadURL')
    s.cache.hang.add('CreateCacheEntry')
    const r = await runChecked(s, overwrite(s))
    expect(r.code).toBe(0)
    expect(r.outputs).toMatchObject({ result: 'overwritten', throttled: 'false' })
    expect(r.outputs['api-key']).toBe(s.keys.prodKey)
    expect(r.warnings).toEqual([
      expect.stringMatching(new RegExp(`could not read the Actions cache \\(no answer within ${limits}\\)`))
    ])
    expect(r.stdout).not.toMatch(/recorded/)
    // Two lookups at once (the overwrite's ledger, and the publish's read for drift), then the save.
    expect(s.cache.log.map(e => e.method)).toEqual([
      'GetCacheEntryDownloadURL',
      'GetCacheEntryDownloadURL',
      'CreateCacheEntry'
    ])
    // It ended by itself, well before @actions/cache's own retries would have (minutes): the two
    // limits and a margin for start-up on a loaded machine.
    expect(r.durationMs).toBeLessThan(LEDGER_LOOKUP_LIMIT_MS + LEDGER_SAVE_LIMIT_MS + 15_000)
  })

  it('the outputs are written the moment the platform answered, before the ledger save', async () => {
    const s = await fresh()
    s.cache.hang.add('CreateCacheEntry')
    const o = overwrite(s)
    // Killed (as a job time-out would) once the save hangs: the outputs must already be there.
    let watching = false
    o.onStdout = (_text, child) => {
      if (watching) return
      watching = true
      void s.cache.arrived('CreateCacheEntry').then(() => child.kill('SIGKILL'))
    }
    const r = await runChecked(s, o)
    expect(r.code).toBeNull()
    expect(s.sim.calls('overwrite')[0]?.status).toBe(200)
    expect(r.outputs).toMatchObject({
      result: 'overwritten',
      'api-key': s.keys.prodKey,
      'api-secret': s.keys.prodSecret
    })
    expect(Date.parse(r.outputs['next-restore-at']!)).toBeGreaterThan(Date.now())
  })

  for (const status of [409, 429]) {
    it(`a save the cache refuses (HTTP ${status}) is the one warning, never "recorded"`, async () => {
      const s = await fresh()
      s.cache.refuseCreate = status
      const r = await runChecked(s, overwrite(s))
      expect(r.code).toBe(0)
      expect(r.warnings).toEqual([expect.stringMatching(/could not write to the Actions cache/)])
      expect(r.stdout).not.toMatch(/recorded/)
      expect(s.cache.allKeys()).toEqual([])
    })
  }

  it('keeps the platform’s time: a runner clock 30 minutes behind writes entries at the platform’s time', async () => {
    const s = await fresh()
    s.sim.advance(30 * 60 * 1000)
    const r = await runChecked(s, overwrite(s))
    expect(r.code).toBe(0)
    const [key] = s.cache.keys()
    const at = Number(/-(\d{13})-overwrite-ok-/.exec(key!)![1])
    // Beside the platform's time of the call itself (when the simulator took it), not its time now:
    // on a loaded machine the run can take more than 10 s after the call (the ledger's save).
    const called = s.sim.calls('overwrite')[0]!.at
    expect(Math.abs(at - called)).toBeLessThan(10_000)
    expect(Math.abs(Date.parse(r.outputs['next-restore-at']!) - (called + HOUR))).toBeLessThan(10_000)
    expect(r.stdout).toMatch(/::debug::This machine's clock is (29 min 5\d|30 min \d+) s behind the platform's/)
    // ...and reads them at the platform's time too: within its hour, the next run is throttled.
    const again = await runChecked(s, overwrite(s, { 'on-throttle': 'skip' }))
    expect(again.outputs).toMatchObject({ result: 'skipped', throttled: 'true' })
  })
})

describe.concurrent('skip-unchanged: the ledger remembers what the bot runs', () => {
  const skip = { 'skip-unchanged': 'true' }

  it('the same file again, within the hour and after it, sends no second overwrite: unchanged', async () => {
    const s = await fresh()
    const first = await runChecked(s, overwrite(s, skip))
    expect(first.outputs.result).toBe('overwritten')
    const within = await runChecked(s, overwrite(s, skip))
    expect(within.code).toBe(0)
    expect(within.outputs.result).toBe('unchanged')
    expect(within.stdout).toMatch(
      /Unchanged: the ledger's newest entry is a confirmed overwrite with this backup \(sha256 [0-9a-f]{64}\), at \d{4}-.*no overwrite was sent/
    )
    expect(within.summary).toMatch(/overwrite — unchanged/)
    expect(within.summary).toMatch(
      /Unchanged: the ledger&#39;s newest entry is a confirmed overwrite|Unchanged: the ledger's newest entry is a confirmed overwrite/
    )
    s.sim.advance(HOUR + 60_000)
    const after = await runChecked(s, overwrite(s, skip))
    expect(after.outputs).toMatchObject({ result: 'unchanged', throttled: 'false' })
    expect(s.sim.calls('overwrite')).toHaveLength(1)
  })

  it('the unchanged line and the summary name the entry relied on: its sha256, when, and which run', async () => {
    const s = await fresh()
    const first = overwrite(s, skip)
    first.env = { GITHUB_RUN_NUMBER: '41', GITHUB_REF: 'refs/heads/release/2.0' }
    expect((await runChecked(s, first)).outputs.result).toBe('overwritten')
    const again = await runChecked(s, overwrite(s, skip))
    const sha = s.sim.calls('overwrite')[0]!.bodySha256
    const said = new RegExp(
      `Unchanged: the ledger's newest entry is a confirmed overwrite with this backup \\(sha256 ${sha}\\), at \\d{4}-[^ ]+ by run #41 on refs/heads/release/2\\.0`
    )
    expect(again.stdout).toMatch(said)
    expect(again.summary).toMatch(said)
    expect(again.summary).toMatch(/a deploy this ledger did not see .*run without .skip-unchanged./)
  })

  it('a changed file deploys', async () => {
    const s = await fresh()
    expect((await runChecked(s, overwrite(s, skip))).outputs.result).toBe('overwritten')
    s.sim.advance(HOUR + 60_000)
    const changed = await runChecked(
      s,
      deployRun(s, { inputs: skip, scope: 'refs/heads/main', backup: 'dynamic-data-colors.xenioo' })
    )
    expect(changed.outputs.result).toBe('overwritten')
    expect(s.sim.calls('overwrite')).toHaveLength(2)
  })

  it('after an unknown outcome, the same file deploys', async () => {
    const s = await fresh()
    s.sim.fault('overwrite', { kind: 'reset-after' })
    expect((await runChecked(s, overwrite(s, skip))).errors[0]).toMatch(/may have been applied/)
    s.sim.advance(HOUR + 60_000)
    const again = await runChecked(s, overwrite(s, skip))
    expect(again.outputs.result).toBe('overwritten')
    expect(s.sim.calls('overwrite')).toHaveLength(2)
  })

  it("'skip-unchanged: false' (the default) deploys the same file again", async () => {
    const s = await fresh()
    expect((await runChecked(s, overwrite(s, skip))).outputs.result).toBe('overwritten')
    s.sim.advance(HOUR + 60_000)
    expect((await runChecked(s, overwrite(s))).outputs.result).toBe('overwritten')
    expect(s.sim.calls('overwrite')).toHaveLength(2)
  })

  it('restore and clone are unaffected', async () => {
    const s = await fresh()
    const restore = { ...skip, operation: 'restore' }
    expect((await runChecked(s, overwrite(s, restore))).outputs.result).toBe('restored')
    s.sim.advance(HOUR + 60_000)
    const second = await runChecked(s, overwrite(s, restore))
    expect(second.outputs.result).toBe('restored')
    expect(second.stdout).toMatch(/'skip-unchanged' applies to overwrite only/)
    expect(s.sim.calls('restore')).toHaveLength(2)
    const clone = await runChecked(s, overwrite(s, { ...skip, operation: 'clone-by-ref', 'backup-file': '' }))
    expect(clone.outputs.result).toBe('cloned')
  })

  it('the key holds a hash of the backup, never a secret', async () => {
    const s = await fresh()
    await runChecked(s, overwrite(s, skip))
    const [key] = s.cache.keys()
    expect(key).toMatch(
      /^xenioo-deploy-restore-v3-[0-9a-f]{32}-\d{13}-overwrite-ok-[0-9a-f]{64}-by-7-refs\/heads\/main-s[0-9a-f]{32}$/
    )
    for (const secret of s.secrets()) expect(key).not.toContain(secret)
  })
})

describe.concurrent("the ledger's own file", () => {
  it('a committed symlink of its name is never written through: the file it points to is untouched', async () => {
    const s = await fresh()
    const o = overwrite(s)
    const victim = path.join(tempDir(), 'runner-file')
    writeFileSync(victim, 'the runner’s own file')
    symlinkSync(victim, path.join(o.workspace!, LEDGER_PATH))
    const r = await runChecked(s, o)
    expect(r.outputs.result).toBe('overwritten')
    expect(r.stdout).toMatch(/Throttle ledger: recorded this overwrite\./)
    expect(readFileSync(victim, 'utf8')).toBe('the runner’s own file')
    expect(lstatSync(path.join(o.workspace!, LEDGER_PATH)).isSymbolicLink()).toBe(true)
  })

  it('a file of the user’s with its name is neither changed nor deleted by a save', async () => {
    const s = await fresh()
    const o = overwrite(s)
    writeFileSync(path.join(o.workspace!, LEDGER_PATH), 'mine')
    const r = await runChecked(s, o)
    expect(r.stdout).toMatch(/Throttle ledger: recorded this overwrite\./)
    expect(readFileSync(path.join(o.workspace!, LEDGER_PATH), 'utf8')).toBe('mine')
  })

  it('an export to a file of that name is written, and stays', async () => {
    const s = await fresh()
    const bot = s.sim.fixture.bots[0]!
    const o = overwrite(s, { operation: 'backup', 'backup-file': LEDGER_PATH })
    const r = await runChecked(s, o)
    expect(r.outputs.result).toBe('backed-up')
    expect(r.stdout).toMatch(/Throttle ledger: recorded this backup/)
    expect(readFileSync(path.join(o.workspace!, LEDGER_PATH)).equals(Buffer.concat([...s.sim.backupOf(bot)]))).toBe(
      true
    )
  })

  it('every save keeps the one cache version of the path as written', async () => {
    const s = await fresh()
    await runChecked(s, overwrite(s))
    const versions = s.cache.log.filter(e => e.method === 'CreateCacheEntry').map(e => e.version)
    expect(versions).toEqual([cacheVersion([LEDGER_PATH])])
  })
})

describe.concurrent('the ledger’s line says what it found (#60)', () => {
  it('an overwrite’s entry is called an overwrite; an hour already over is said so, not “next allowed from” now', async () => {
    const s = await fresh()
    expect((await runChecked(s, overwrite(s))).code).toBe(0)
    const within = await runChecked(s, overwrite(s, { 'on-throttle': 'skip' }))
    expect(within.stdout).toMatch(/Throttle ledger: last overwrite of this bot at \S+; next allowed from \S+\./)
    expect(within.stdout).not.toMatch(/last restore/)
    s.sim.advance(HOUR + 60_000)
    const after = await runChecked(s, overwrite(s))
    expect(after.code).toBe(0)
    expect(after.stdout).toMatch(/Throttle ledger: last overwrite of this bot at \S+; its hour is over: allowed now\./)
    expect(after.stdout).not.toMatch(/next allowed from/)
  })
})
