// The run's branches on the throttle ledger (fail, skip, wait with token renewal, dry run,
// throttle off, clones), with an injected clock, a fake platform client and a fake cache store
// passed to run() as its collaborators. The real parts are tested end to end; here time is the
// thing under control.
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ledgerKey, ledgerPrefix } from '../../src/ledger.ts'
import type { Collaborators } from '../../src/main.ts'
import type { Platform } from '../../src/platform/client.ts'
import { tempDir } from '../support/runner.ts'

interface TestState {
  now: number
  inputs: Record<string, string>
  outputs: Record<string, string>
  failed: string[]
  infos: string[]
  warnings: string[]
  keys: string[]
  storeCalls: number
  calls: { what: string; at: number; token?: string }[]
  tokenMinutes: number
  issued: number
}

const t = vi.hoisted((): TestState => ({
  now: 0,
  inputs: {},
  outputs: {},
  failed: [],
  infos: [],
  warnings: [],
  keys: [],
  storeCalls: 0,
  calls: [],
  tokenMinutes: 60,
  issued: 0
}))

vi.mock('@actions/core', () => ({
  getInput: (n: string) => (t.inputs[n] ?? '').trim(),
  getBooleanInput: (n: string) => t.inputs[n] === 'true',
  setSecret: () => undefined,
  setOutput: (k: string, v: unknown) => void (t.outputs[k] = String(v)),
  setFailed: (m: string) => void t.failed.push(m)
}))

const platform: Platform = {
  async requestToken() {
    const token = `tok-${++t.issued}`
    t.calls.push({ what: 'token', at: t.now, token })
    return { token, validMinutes: t.tokenMinutes }
  },
  async botCall(op, _endpoint, token) {
    t.calls.push({ what: op, at: t.now, token })
    return { apiKey: 'new-key', apiSecret: 'new-secret' }
  },
  async close() {}
}

const collaborators: Collaborators = {
  clock: { now: () => t.now, sleep: async (ms: number) => void (t.now += ms), waitLogEveryMs: 5 * 60_000 },
  log: {
    info: m => void t.infos.push(m),
    notice: m => void t.infos.push(m),
    warning: m => void t.warnings.push(m),
    debug: () => undefined
  },
  openStore: async () => ({
    lookup: async (prefix: string) => {
      t.storeCalls++
      return t.keys.filter(k => k.startsWith(prefix)).at(-1)
    },
    save: async (key: string) => {
      t.storeCalls++
      t.keys.push(key)
    }
  }),
  openPlatform: async () => platform
}

const { run: runAction } = await import('../../src/main.ts')
const run = () => runAction(collaborators)

const MIN = 60_000
const T0 = Date.UTC(2026, 10, 21, 12, 0, 0)
const ENDPOINT = 'https://api.example.com/r'
const creds = { level: 'bot' as const, accountApiKey: 'acc', botApiKey: 'bot', botApiSecret: 'sec' }
const prefix = ledgerPrefix(ENDPOINT, creds)

beforeEach(() => {
  const ws = tempDir()
  writeFileSync(path.join(ws, 'b.xenioo'), 'QUJDRA==')
  process.env.GITHUB_WORKSPACE = ws
  delete process.env.GITHUB_STEP_SUMMARY
  Object.assign(t, {
    now: T0,
    outputs: {},
    failed: [],
    infos: [],
    warnings: [],
    keys: [],
    storeCalls: 0,
    calls: [],
    tokenMinutes: 60,
    issued: 0
  })
  t.inputs = {
    operation: 'overwrite',
    'service-endpoint': ENDPOINT,
    'account-api-key': 'acc',
    'bot-api-key': 'bot',
    'bot-api-secret': 'sec',
    'backup-file': 'b.xenioo',
    throttle: 'cache',
    'on-throttle': 'fail'
  }
})

const restoredAgo = (minutes: number) => t.keys.push(ledgerKey(prefix, T0 - minutes * MIN))
const botCalls = () => t.calls.filter(c => c.what !== 'token')

describe('throttle branches, injected clock', () => {
  it('nothing in the ledger: overwrites now, records now, next restore in an hour', async () => {
    await run()
    expect(t.failed).toEqual([])
    expect(botCalls()).toEqual([{ what: 'overwrite', at: T0, token: 'tok-1' }])
    expect(t.keys).toEqual([ledgerKey(prefix, T0)])
    expect(t.outputs).toMatchObject({
      result: 'overwritten',
      throttled: 'false',
      'next-restore-at': new Date(T0 + 60 * MIN).toISOString()
    })
  })

  it('restored 20 minutes ago, on-throttle fail: fails before the call, with both times', async () => {
    restoredAgo(20)
    await run()
    expect(botCalls()).toEqual([])
    expect(t.failed).toHaveLength(1)
    expect(t.failed[0]).toContain(new Date(T0 - 20 * MIN).toISOString())
    expect(t.failed[0]).toContain(`${new Date(T0 + 40 * MIN).toISOString()} (in 40 min 0 s)`)
    expect(t.outputs).toMatchObject({ throttled: 'true', 'next-restore-at': new Date(T0 + 40 * MIN).toISOString() })
    expect(t.keys).toHaveLength(1)
  })

  it('on-throttle skip: succeeds without the call; skipped, throttled', async () => {
    restoredAgo(20)
    t.inputs['on-throttle'] = 'skip'
    await run()
    expect(t.failed).toEqual([])
    expect(botCalls()).toEqual([])
    expect(t.outputs).toMatchObject({
      result: 'skipped',
      throttled: 'true',
      'next-restore-at': new Date(T0 + 40 * MIN).toISOString()
    })
    expect(t.keys).toHaveLength(1)
  })

  it('on-throttle wait: waits out the hour, saying so now and then, and keeps a token that is still valid', async () => {
    restoredAgo(20)
    t.inputs['on-throttle'] = 'wait'
    await run()
    expect(t.failed).toEqual([])
    expect(botCalls()).toEqual([{ what: 'overwrite', at: T0 + 40 * MIN, token: 'tok-1' }])
    expect(t.calls.filter(c => c.what === 'token')).toHaveLength(1)
    expect(t.infos.filter(m => m.startsWith('Still waiting'))).toHaveLength(7)
    expect(t.keys.at(-1)).toBe(ledgerKey(prefix, T0 + 40 * MIN))
    expect(t.outputs['next-restore-at']).toBe(new Date(T0 + 100 * MIN).toISOString())
  })

  it('on-throttle wait: renews a token that would expire before the call', async () => {
    restoredAgo(20)
    t.inputs['on-throttle'] = 'wait'
    t.tokenMinutes = 30
    await run()
    expect(t.calls.map(c => c.what)).toEqual(['token', 'token', 'overwrite'])
    expect(botCalls()[0]).toEqual({ what: 'overwrite', at: T0 + 40 * MIN, token: 'tok-2' })
  })

  it('on-throttle wait: renews a token whose last minute would be taken by the wait', async () => {
    restoredAgo(1)
    t.inputs['on-throttle'] = 'wait'
    await run()
    expect(t.calls.map(c => c.what)).toEqual(['token', 'token', 'overwrite'])
  })

  it('restored exactly an hour ago: not throttled', async () => {
    restoredAgo(60)
    await run()
    expect(t.failed).toEqual([])
    expect(t.outputs.throttled).toBe('false')
    expect(botCalls()).toHaveLength(1)
  })

  it('an entry far in the future: not believed, a warning, and the overwrite goes ahead', async () => {
    restoredAgo(-10 * 60)
    await run()
    expect(t.failed).toEqual([])
    expect(t.warnings.join()).toMatch(/a time in the future/)
    expect(botCalls()).toHaveLength(1)
  })

  it('dry run when throttled: reports, calls nothing, records nothing', async () => {
    restoredAgo(20)
    t.inputs['dry-run'] = 'true'
    await run()
    expect(t.failed).toEqual([])
    expect(botCalls()).toEqual([])
    expect(t.keys).toHaveLength(1)
    expect(t.outputs).toMatchObject({
      result: 'planned',
      throttled: 'true',
      'next-restore-at': new Date(T0 + 40 * MIN).toISOString()
    })
  })

  it('dry run when not throttled: next-restore-at as a real run would set it', async () => {
    t.inputs['dry-run'] = 'true'
    await run()
    expect(t.keys).toEqual([])
    expect(t.outputs).toMatchObject({
      result: 'planned',
      throttled: 'false',
      'next-restore-at': new Date(T0 + 60 * MIN).toISOString()
    })
  })

  it('throttle off: the ledger is neither read nor written', async () => {
    restoredAgo(5)
    t.inputs.throttle = 'off'
    await run()
    expect(t.storeCalls).toBe(0)
    expect(botCalls()).toHaveLength(1)
  })

  it('clone-by-ref: no ledger, and next-restore-at empty', async () => {
    restoredAgo(5)
    t.inputs.operation = 'clone-by-ref'
    delete t.inputs['backup-file']
    await run()
    expect(t.storeCalls).toBe(0)
    expect(t.outputs).toMatchObject({ result: 'cloned', 'next-restore-at': '' })
  })
})
