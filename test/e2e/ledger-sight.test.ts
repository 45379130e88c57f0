// What the ledger can see, said before any call: the job's cache mode (ACTIONS_CACHE_MODE), a
// read-only cache token (issue_comment, pull_request_target), a tag's or a pull request's scope,
// GitHub Enterprise Server (the v1 service at ACTIONS_CACHE_URL, with and without it), and
// `throttle: required`, which stops a run whose ledger cannot read or record before any request.
// All against the real @actions/cache and the project's cache service, on the committed dist/.
import { describe, expect, it } from 'vitest'
import { runPost, type RunResult } from '../support/runner.ts'
import { deployRun, freshStages, runChecked, type DeployRun, type Stage } from '../support/stage.ts'

const fresh = freshStages()

/** An overwrite of the production bot, on the stage's cache service as `refs/heads/main` unless told. */
function run(s: Stage, o: DeployRun = {}): Promise<RunResult> {
  return runChecked(s, deployRun(s, { scope: 'refs/heads/main', ...o }))
}

const lines = (r: RunResult) => r.stdout.split(/\r?\n/)
/** Where the first line matching `re` is in the log (-1: nowhere). */
const at = (r: RunResult, re: RegExp) => lines(r).findIndex(l => re.test(l))
/** Where the operation's call is announced in the log. */
const calling = (r: RunResult) => at(r, /^Calling /)
const methods = (s: Stage) => s.cache.log.map(e => e.method)

describe.concurrent('the cache mode of the job', () => {
  it("write-only: says before the call that the hour is not known, never 'allowed now'; the entry is still saved", async () => {
    const s = await fresh()
    const blind = await run(s, { env: { ACTIONS_CACHE_MODE: 'write-only' } })
    expect(blind.code).toBe(0)
    const said = at(blind, /cannot read the Actions cache \(the job's cache-mode 'write-only' does not permit reads\)/)
    expect(said, blind.stdout).toBeGreaterThanOrEqual(0)
    expect(said).toBeLessThan(calling(blind))
    expect(blind.warnings.filter(w => /Throttle ledger/.test(w))).toHaveLength(1)
    expect(blind.stdout).not.toMatch(/allowed now/)
    expect(blind.summary).toMatch(/cannot read.*write-only.*the last hour is not known/)
    expect(methods(s)).not.toContain('GetCacheEntryDownloadURL')
    // It may write: a run that may read knows of it.
    expect(s.cache.keys()).toHaveLength(1)
    const next = await run(s)
    expect(next.code).toBe(1)
    expect(next.outputs.throttled).toBe('true')
    expect(s.sim.calls('overwrite')).toHaveLength(1)
  })

  it('write-only, dry run: the plan says the hour is not known, not "not throttled"', async () => {
    const s = await fresh()
    const r = await run(s, { inputs: { 'dry-run': 'true' }, env: { ACTIONS_CACHE_MODE: 'write-only' } })
    expect(r.code).toBe(0)
    expect(r.stdout).toMatch(/would overwrite.*\(the throttle ledger cannot read: the last hour is not known\)/)
    expect(r.stdout).not.toMatch(/not throttled/)
  })

  it('read: says before the call that it cannot record; tries no save, promises nothing of the post step, leaves it nothing', async () => {
    const s = await fresh()
    const r = await run(s, { env: { ACTIONS_CACHE_MODE: 'read' } })
    expect(r.code).toBe(0)
    const said = at(r, /cannot record in the Actions cache \(the job's cache-mode 'read' does not permit writes\)/)
    expect(said, r.stdout).toBeGreaterThanOrEqual(0)
    expect(said).toBeLessThan(calling(r))
    expect(r.stdout).toMatch(/the next run within the hour will not know of this one/)
    expect(r.stdout).not.toMatch(/post step (saves|tries)/)
    expect(r.summary).toMatch(/cannot record.*'read'/)
    expect(r.summary).not.toMatch(/left to the post step/)
    expect(methods(s)).not.toContain('CreateCacheEntry')
    expect(r.state.ledger ?? '').toBe('')
    const post = await runPost(r)
    expect(post.code).toBe(0)
    expect(post.stdout).toBe('')
  })

  it('none: one warning that the ledger is off and why, and no request to the cache at all', async () => {
    const s = await fresh()
    const r = await run(s, { env: { ACTIONS_CACHE_MODE: 'none' } })
    expect(r.code).toBe(0)
    expect(r.warnings).toHaveLength(1)
    expect(r.warnings[0]).toMatch(
      /Throttle ledger off for this run: the job's cache-mode 'none' permits neither reads nor writes/
    )
    expect(at(r, /Throttle ledger off/)).toBeLessThan(calling(r))
    expect(s.cache.log).toEqual([])
    expect(r.state.ledger ?? '').toBe('')
  })

  it('an issue_comment run (a read-only cache token): said before the call; no save tried, nothing left to the post step', async () => {
    const s = await fresh()
    s.cache.writeDenied = true
    const r = await run(s, { env: { GITHUB_EVENT_NAME: 'issue_comment' } })
    expect(r.code).toBe(0)
    const said = at(
      r,
      /cannot record in the Actions cache \(runs started by 'issue_comment' get a cache token that may read, not write\)/
    )
    expect(said, r.stdout).toBeGreaterThanOrEqual(0)
    expect(said).toBeLessThan(calling(r))
    expect(methods(s)).not.toContain('CreateCacheEntry')
    expect((await runPost(r)).stdout).toBe('')
  })

  it('a write-denied token the run could not foresee: warned once after the call, not retried by the post step', async () => {
    const s = await fresh()
    s.cache.writeDenied = true
    const r = await run(s)
    expect(r.code).toBe(0)
    expect(r.warnings).toHaveLength(1)
    expect(r.warnings[0]).toMatch(/cache write denied.*not recorded, and nothing will retry it/)
    expect(r.stdout).not.toMatch(/post step (saves|tries)/)
    const post = await runPost(r)
    expect(post.stdout).toBe('')
    expect(methods(s).filter(m => m === 'CreateCacheEntry')).toHaveLength(1)
  })
})

describe.concurrent('scopes narrower than a branch', () => {
  it('a tag: says it sees only its own tag; two release deploys within the hour do not see each other', async () => {
    const s = await fresh()
    const first = await run(s, { scope: 'refs/tags/v1.2.3' })
    expect(first.code).toBe(0)
    const said = at(first, /this run of tag 'v1\.2\.3' sees only the entries of this tag and of the default branch/)
    expect(said, first.stdout).toBeGreaterThanOrEqual(0)
    expect(said).toBeLessThan(calling(first))
    expect(first.stdout).toMatch(/deploy from the default branch to share the hour/)
    expect(first.summary).toMatch(/sees only tag v1\.2\.3/)
    const second = await run(s, { scope: 'refs/tags/v1.2.4' })
    // What the run said came true: the first deploy was invisible, the platform refused the second.
    expect(second.outputs.throttled).toBe('false')
    expect(s.sim.calls('overwrite')).toHaveLength(2)
  })

  it('a pull request: says its entry is seen only by re-runs of this pull request', async () => {
    const s = await fresh()
    const r = await run(s, { scope: 'refs/pull/42/merge', env: { GITHUB_EVENT_NAME: 'pull_request' } })
    expect(r.code).toBe(0)
    const said = at(r, /this run of pull request #42 .* only re-runs of this pull request see its entry/)
    expect(said, r.stdout).toBeGreaterThanOrEqual(0)
    expect(said).toBeLessThan(calling(r))
    expect(r.summary).toMatch(/sees only pull request #42/)
    expect(s.cache.keys('refs/pull/42/merge')).toHaveLength(1)
  })
})

describe.concurrent('GitHub Enterprise Server', () => {
  it('with its cache service (v1): the entry is saved, and the second overwrite within the hour is refused before the call', async () => {
    const s = await fresh()
    const first = await run(s, { ghes: true })
    expect(first.code, first.stdout).toBe(0)
    expect(first.warnings).toEqual([])
    // The overwrite's ledger and the publish's, read for drift (#75).
    expect(s.cache.log.map(e => `${e.method} ${e.result}`)).toEqual([
      'GetCacheEntryDownloadURL miss',
      'GetCacheEntryDownloadURL miss',
      'CreateCacheEntry created',
      'FinalizeCacheEntryUpload finalized'
    ])
    const second = await run(s, { ghes: true })
    expect(second.code).toBe(1)
    expect(second.outputs.throttled).toBe('true')
    expect(s.sim.calls('overwrite')).toHaveLength(1)
  })

  it("without it: the warning names GHES's ACTIONS_CACHE_URL and its administrator, never ACTIONS_RESULTS_URL", async () => {
    const s = await fresh()
    const r = await run(s, { scope: undefined, env: { GITHUB_SERVER_URL: 'https://github.acme-corp.example' } })
    expect(r.code).toBe(0)
    expect(r.warnings).toHaveLength(1)
    expect(r.warnings[0]).toMatch(/ACTIONS_CACHE_URL is not set/)
    expect(r.warnings[0]).toMatch(/GitHub Enterprise Server.*administrator/)
    expect(r.stdout + r.summary).not.toMatch(/ACTIONS_RESULTS_URL/)
  })
})

describe.concurrent('throttle: required', () => {
  it('blind (cache-mode write-only): fails before any request to the platform, naming the mode and what to do', async () => {
    const s = await fresh()
    const r = await run(s, { inputs: { throttle: 'required' }, env: { ACTIONS_CACHE_MODE: 'write-only' } })
    expect(r.code).toBe(1)
    expect(r.errors).toHaveLength(1)
    expect(r.errors[0]).toMatch(/'throttle' is 'required'.*cannot read.*cache-mode 'write-only'/)
    expect(r.errors[0]).toMatch(/throttle: cache/)
    expect(s.sim.log).toEqual([])
    expect(r.outputs.result).toBeUndefined()
  })

  it('mute (a read-only token) and without a service on GHES: each fails before any request, naming its reason', async () => {
    const s = await fresh()
    const mute = await run(s, { inputs: { throttle: 'required' }, env: { GITHUB_EVENT_NAME: 'pull_request_target' } })
    expect(mute.code).toBe(1)
    expect(mute.errors[0]).toMatch(/cannot record.*'pull_request_target'/)
    // The trigger itself is warned about first: the README says never to deploy from it.
    expect(mute.warnings[0]).toMatch(/started by 'pull_request_target': it holds this repository's secrets/)
    const ghes = await run(s, {
      scope: undefined,
      inputs: { throttle: 'required' },
      env: { GITHUB_SERVER_URL: 'https://github.acme-corp.example' }
    })
    expect(ghes.code).toBe(1)
    expect(ghes.errors[0]).toMatch(/ACTIONS_CACHE_URL is not set/)
    expect(s.sim.log).toEqual([])
  })

  it('working: the overwrite is recorded, and the second within the hour is refused before its call', async () => {
    const s = await fresh()
    const first = await run(s, { inputs: { throttle: 'required' } })
    expect(first.code).toBe(0)
    expect(first.warnings).toEqual([])
    expect(s.cache.keys()).toHaveLength(1)
    const second = await run(s, { inputs: { throttle: 'required' } })
    expect(second.code).toBe(1)
    expect(second.outputs.throttled).toBe('true')
    expect(s.sim.calls('overwrite')).toHaveLength(1)
  })
})
