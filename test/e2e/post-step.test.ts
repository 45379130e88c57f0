// The record survives whatever ends the main step: the runner's whole sequence, end to end. The
// main step is cancelled (SIGINT) or killed (SIGKILL) at each phase, with a cache service that
// answers slowly or not at all; then the post step runs with the state the main step left, as the
// runner does at the end of the job; then a second run must be stopped before its call. The tests
// act on events (a request reaching the simulator or the cache service), never on fixed times.
import type { ChildProcess } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { runPost, type RunOptions, type RunResult } from '../support/runner.ts'
import { deployRun, exportRun, freshStages, runChecked, type Stage } from '../support/stage.ts'

const fresh = freshStages()

function overwrite(s: Stage, inputs: Record<string, string> = {}): RunOptions {
  return deployRun(s, { inputs, scope: 'refs/heads/main' })
}

/** The ledger's entries, read back as what they say (`overwrite-ok`, `restore-unknown`, …). */
function entries(s: Stage): string[] {
  return s.cache.keys().map(k => /-\d{13}-(\w+-\w+)/.exec(k)?.[1] ?? k)
}

/** Sends `signal` to the main step once `arrived()` resolves (a request reached a server). */
function endWhen(arrived: () => Promise<unknown>, signal: NodeJS.Signals): (text: string, child: ChildProcess) => void {
  let watching = false
  return (_text, child) => {
    if (watching) return
    watching = true
    void arrived().then(() => child.kill(signal))
  }
}

/** Resolves once the simulator has received a request on `route`. */
function called(s: Stage, route: Parameters<Stage['sim']['calls']>[0]): () => Promise<void> {
  return () =>
    new Promise(resolve => {
      const check = setInterval(() => {
        if (s.sim.calls(route).length === 0) return
        clearInterval(check)
        resolve()
      }, 10)
    })
}

/** The post step, then the same run again: what the second run says, and whether the post step was quiet. */
async function postThenAgain(
  s: Stage,
  main: RunResult,
  again: RunOptions
): Promise<{ post: RunResult; next: RunResult }> {
  const post = await runPost(main)
  expect(post.code, post.stdout).toBe(0)
  const next = await runChecked(s, again)
  return { post, next }
}

describe.concurrent('a main step killed or cancelled mid-call, then the post step, then the next run', () => {
  for (const [operation, route] of [
    ['overwrite', 'overwrite'],
    ['restore', 'restore']
  ] as const) {
    it(`SIGKILL with the ${operation} in flight: the post step records it, and the next run sends nothing`, async () => {
      const s = await fresh()
      s.sim.fault(route, { kind: 'hang' })
      const o = overwrite(s, { operation })
      o.onStdout = endWhen(called(s, route), 'SIGKILL')
      const main = await runChecked(s, o)
      expect(main.code).toBeNull()
      expect(entries(s)).toEqual([])
      const { post, next } = await postThenAgain(s, main, overwrite(s, { operation }))
      expect(post.stdout).toMatch(new RegExp(`post step recorded the ${operation} \\(it may have been applied\\)`))
      expect(entries(s)).toEqual([`${operation}-unknown`])
      expect(next.code).toBe(1)
      expect(next.errors[0]).toMatch(
        new RegExp(`The bot was last ${operation.slice(0, -1)}\\w* at .* was not attempted`)
      )
      expect(s.sim.calls(route)).toHaveLength(1)
    })
  }

  it('SIGINT mid-call with a cache that never answers: the main step leaves the record, the post step saves it', async () => {
    const s = await fresh()
    s.sim.fault('overwrite', { kind: 'hang' })
    s.cache.hang.add('CreateCacheEntry')
    const o = overwrite(s)
    o.onStdout = endWhen(called(s, 'overwrite'), 'SIGINT')
    o.killAfterMs = 30_000
    const main = await runChecked(s, o)
    expect(main.code).toBe(1)
    expect(main.warnings).toEqual([
      expect.stringMatching(/could not write to .*The post step tries again at the end of the job/)
    ])
    expect(main.summary).toMatch(/left to the post step/)
    s.cache.hang.delete('CreateCacheEntry')
    const { next } = await postThenAgain(s, main, overwrite(s))
    expect(entries(s)).toEqual(['overwrite-unknown'])
    expect(next.code).toBe(1)
    expect(s.sim.calls('overwrite')).toHaveLength(1)
  })

  it('SIGKILL during a backup in flight: the post step records it, and the next export is stopped', async () => {
    const s = await fresh()
    s.sim.fault('backup', { kind: 'hang' })
    const o = exportRun(s)
    o.onStdout = endWhen(called(s, 'backup'), 'SIGKILL')
    const main = await runChecked(s, o)
    const { next } = await postThenAgain(s, main, exportRun(s))
    expect(s.cache.keys().some(k => k.includes('-backup-unknown'))).toBe(true)
    expect(next.code).toBe(1)
    expect(next.errors[0]).toMatch(/last backed up at/)
    expect(s.sim.calls('backup')).toHaveLength(1)
  })

  it('SIGKILL with the publish in flight after a confirmed overwrite: both are recorded, as they are known', async () => {
    const s = await fresh()
    s.sim.fault('publish', { kind: 'hang' })
    const o = overwrite(s, { publish: 'true' })
    o.onStdout = endWhen(called(s, 'publish'), 'SIGKILL')
    const main = await runChecked(s, o)
    await postThenAgain(s, main, overwrite(s, { operation: 'publish', 'backup-file': '' }))
    expect(entries(s).sort()).toEqual(['overwrite-ok', 'publish-unknown'])
  })
})

describe.concurrent('a main step cancelled while it saves a confirmed call', () => {
  it('the save is cut, the key stays reserved, and the post step still records a confirmed overwrite with its sha256', async () => {
    const s = await fresh()
    s.cache.reserveThenHang = true
    const o = overwrite(s)
    o.onStdout = endWhen(() => s.cache.arrived('CreateCacheEntry'), 'SIGINT')
    o.killAfterMs = 30_000
    const main = await runChecked(s, o)
    expect(main.code, main.stdout).toBe(0)
    expect(main.outputs.result).toBe('overwritten')
    expect(main.summary).toMatch(/left to the post step/)
    // The save's private folder is removed on the way out, though the save never ended.
    expect(readdirSync(main.env.RUNNER_TEMP!).filter(f => f.startsWith('xenioo-ledger-'))).toEqual([])
    s.cache.reserveThenHang = false
    const { next } = await postThenAgain(s, main, overwrite(s, { 'skip-unchanged': 'true' }))
    expect(entries(s)).toEqual(['overwrite-ok'])
    // A confirmed overwrite, not a downgrade to "unknown": skip-unchanged still works.
    expect(next.code).toBe(0)
    expect(next.outputs.result).toBe('unchanged')
    expect(s.sim.calls('overwrite')).toHaveLength(1)
  })
})

describe.concurrent('a main step cancelled while it saves an overwrite and its publish', () => {
  it('both saves share the 3 s after the cancel: the second is not started once it has passed; the post step records both', async () => {
    const s = await fresh()
    s.cache.reserveThenHang = true
    const o = overwrite(s, { publish: 'true' })
    o.onStdout = endWhen(() => s.cache.arrived('CreateCacheEntry'), 'SIGINT')
    o.killAfterMs = 30_000
    const main = await runChecked(s, o)
    expect(main.code, main.stdout).toBe(0)
    expect(main.outputs.published).toBe('true')
    // The first save held its key past the 3 s; the second was never begun (each used to get 3 s of its own).
    expect(s.cache.log.filter(e => e.method === 'CreateCacheEntry')).toHaveLength(1)
    s.cache.reserveThenHang = false
    const post = await runPost(main)
    expect(post.code).toBe(0)
    expect(post.stdout).toMatch(/the post step recorded the overwrite and the publish/)
    expect(entries(s).sort()).toEqual(['overwrite-ok', 'publish-ok'])
  })
})

describe.concurrent('a main step cancelled before its first save', () => {
  it('the saves share the 3 s from when the cancel was first seen: the second is not begun; the post step records both', async () => {
    const s = await fresh()
    s.cache.reserveThenHang = true
    // The publish never answers: the cancel comes while it is under way, before any save has begun.
    s.sim.fault('publish', { kind: 'hang' })
    const o = overwrite(s, { publish: 'true' })
    o.onStdout = endWhen(called(s, 'publish'), 'SIGINT')
    o.killAfterMs = 30_000
    const main = await runChecked(s, o)
    expect(main.outputs.result, main.stdout).toBe('overwritten')
    // One save begun and held past the window; the other never begun (each used to get 3 s of its own).
    expect(s.cache.log.filter(e => e.method === 'CreateCacheEntry')).toHaveLength(1)
    s.cache.reserveThenHang = false
    const post = await runPost(main)
    expect(post.code).toBe(0)
    expect(post.stdout).toMatch(/the post step recorded the overwrite and the publish/)
    expect(entries(s).sort()).toEqual(['overwrite-ok', expect.stringMatching(/^publish-(ok|unknown)$/)])
  })
})

describe.concurrent('a post step with nothing to do', () => {
  const quiet: [string, (s: Stage) => RunOptions][] = [
    ['after a run that saved its own record', s => overwrite(s)],
    ['after a dry run', s => overwrite(s, { 'dry-run': 'true' })],
    ['after bad input', s => overwrite(s, { retries: 'many' })],
    ['with the ledger off', s => overwrite(s, { throttle: 'off' })]
  ]
  for (const [name, run] of quiet) {
    it(`${name}: no output, no cache request`, async () => {
      const s = await fresh()
      const main = await runChecked(s, run(s))
      const before = s.cache.log.length
      const post = await runPost(main)
      expect(post.code).toBe(0)
      expect(post.stdout).toBe('')
      expect(post.stderr).toBe('')
      expect(s.cache.log.length).toBe(before)
    })
  }

  it('a cache that refuses writes: warned once by the main step; the post step does not try again', async () => {
    const s = await fresh()
    s.cache.writeDenied = true
    const main = await runChecked(s, overwrite(s))
    expect(main.warnings).toEqual([expect.stringMatching(/write denied.*not recorded, and nothing will retry it/)])
    const before = s.cache.log.length
    const post = await runPost(main)
    expect(post.stdout).toBe('')
    expect(s.cache.log.length).toBe(before)
  })
})

describe.concurrent('a post step that cannot save', () => {
  it('warns what could not be recorded and what it means, and never fails the job', async () => {
    const s = await fresh()
    s.sim.fault('overwrite', { kind: 'hang' })
    const o = overwrite(s)
    o.onStdout = endWhen(called(s, 'overwrite'), 'SIGKILL')
    const main = await runChecked(s, o)
    s.cache.refuseCreate = 503
    const post = await runPost(main, { ACTIONS_CACHE_SERVICE_V2: 'true' })
    expect(post.code).toBe(0)
    expect(post.warnings).toEqual([
      expect.stringMatching(
        /post step could not record the overwrite \(it may have been applied\).*The next run within the hour will not know of it/
      )
    ])
  })
})

describe.concurrent('a post step handed a corrupt state', () => {
  const corrupt: [string, string][] = [
    ['not JSON', '{"prefix":'],
    ['entries of the wrong shape', '[null, 7, {"prefix": 1}, {"prefix":"p","noun":"restore","at":"soon","note":{}}]'],
    [
      'an operation that forges a workflow command',
      JSON.stringify([
        {
          prefix: 'xenioo-deploy-restore-v1-00000000000000000000000000000000',
          noun: 'restore',
          at: 1_700_000_000_000,
          note: { operation: 'overwrite\n::error::forged', outcome: 'ok' }
        }
      ])
    ]
  ]
  for (const [name, state] of corrupt) {
    it(`${name}: the post step ends 0 with one warning, saves nothing, forges nothing`, async () => {
      const s = await fresh()
      const main = await runChecked(s, overwrite(s))
      expect(main.code).toBe(0)
      const before = s.cache.allKeys().length
      const post = await runPost(main, { STATE_ledger: state })
      expect(post.code, post.stderr).toBe(0)
      expect(post.warnings).toHaveLength(1)
      expect(post.warnings[0]).toMatch(/the step's state holds no ledger entry it can read/)
      expect(post.errors).toEqual([])
      expect(post.stdout).not.toMatch(/^::error::/m)
      expect(s.cache.allKeys()).toHaveLength(before)
    })
  }
})
