// The run's branches on the throttle ledger (fail, skip, wait with token renewal, dry run,
// throttle off, clones), with an injected clock, a fake runner, a fake platform client and a fake
// cache store passed to run() as its collaborators: no module is mocked. The real parts are tested end to end; here time is the
// thing under control.
import { createHash, randomBytes } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { beforeEach, describe, expect, it } from 'vitest'
import { LEDGER_KEY_PREFIX, THROTTLE_MARGIN_MS } from '../../src/domain/constants.ts'
import { ledgerKey, ledgerPrefix, sealerOf } from '../../src/domain/ledger-keys.ts'
import type { ActionIO } from '../../src/action/io.ts'
import { run as runAction, type Collaborators } from '../../src/action/main.ts'
import type { GitHubRun } from '../../src/action/summary.ts'
import type { Result } from '../../src/domain/result.ts'
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
  workspace: string
  summary?: Result
}

/** A stand-in shaped like a backup: one line of base64. */
const BACKUP = randomBytes(1500).toString('base64')

const blank = (): TestState => ({
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
  issued: 0,
  workspace: ''
})
const t = blank()

const platform: Platform = {
  exchangeLimitMs: 1000,
  async requestToken() {
    const token = `tok-${++t.issued}`
    t.calls.push({ what: 'token', at: t.now, token })
    return { token, validMinutes: t.tokenMinutes }
  },
  async botCall({ op, token, backup }) {
    t.calls.push({ what: op, at: t.now, token })
    // As the real client does: the body is read to its end.
    if (backup) for await (const _ of backup.body);
    return { apiKey: 'new-key', apiSecret: 'new-secret' }
  },
  async findBot(_endpoint, token, want) {
    t.calls.push({ what: 'bots', at: t.now, token })
    const own = { name: 'production', apiKey: 'bot-key', apiSecret: 'bot-secret' }
    const found = 'apiKey' in want ? want.apiKey === own.apiKey : want.name === own.name
    return { count: 1, own: found ? own : undefined, matching: found ? 1 : 0, lookAlikes: [] }
  },
  async openBackup(_endpoint, token) {
    t.calls.push({ what: 'backup', at: t.now, token })
    const body = (async function* () {
      yield Buffer.from(BACKUP)
    })()
    return { body, declaredBytes: undefined, cancel: () => undefined }
  },
  async publish(_endpoint, token) {
    t.calls.push({ what: 'publish', at: t.now, token })
    return { online: ['Web'], errors: [], unlisted: false }
  },
  async channelVersion() {
    return 'no channel in this fake'
  },
  async close() {}
}

/** The runner as a recording fake: inputs from `t.inputs`, outputs and failures into `t`. */
const io: ActionIO = {
  log: {
    info: m => void t.infos.push(m),
    notice: m => void t.infos.push(m),
    warning: m => void t.warnings.push(m),
    error: m => void t.failed.push(m),
    debug: () => undefined
  },
  get env() {
    return { workspace: t.workspace, runnerTemp: undefined, run: {} as GitHubRun, sight: {}, event: undefined }
  },
  getInput: n => (t.inputs[n] ?? '').trim(),
  getBooleanInput: n => t.inputs[n] === 'true',
  rawInput: n => t.inputs[n],
  inputNames: () => Object.keys(t.inputs).map(n => n.toUpperCase()),
  setSecret: () => undefined,
  setOutput: (k, v) => void (t.outputs[k] = v),
  setFailed: m => void t.failed.push(m),
  saveState: () => undefined,
  writeSummary: async result => void (t.summary = result)
}

const collaborators: Collaborators = {
  io,
  clock: { now: () => t.now, sleep: async (ms: number) => void (t.now += ms), waitLogEveryMs: 5 * 60_000 },
  openStore: async () => ({
    name: 'the Actions cache',
    lookup: async (prefixes: readonly string[]) => {
      t.storeCalls++
      for (const prefix of prefixes) {
        const found = t.keys.filter(k => k.startsWith(prefix)).at(-1)
        if (found) return found
      }
      return undefined
    },
    save: async (key: string) => {
      t.storeCalls++
      t.keys.push(key)
    },
    journal: async () => undefined
  }),
  proxyFor: () => undefined,
  openPlatform: async () => platform
}

const run = () => runAction(collaborators)

const MIN = 60_000
const T0 = Date.UTC(2026, 10, 21, 12, 0, 0)
/** The hour's margin, by the platform's clock. */
const M = THROTTLE_MARGIN_MS
const ENDPOINT = 'https://api.example.com/r'
const creds = { level: 'bot' as const, accountApiKey: 'acc', botApiKey: 'bot', botApiSecret: 'sec' }
const prefix = ledgerPrefix(ENDPOINT, creds, LEDGER_KEY_PREFIX)

beforeEach(() => {
  const ws = tempDir()
  writeFileSync(path.join(ws, 'b.xenioo'), BACKUP)
  Object.assign(t, blank(), { now: T0, workspace: ws })
  t.inputs = {
    operation: 'overwrite',
    'service-endpoint': ENDPOINT,
    'account-api-key': 'acc',
    'bot-api-key': 'bot',
    'bot-api-secret': 'sec',
    'backup-file': 'b.xenioo',
    throttle: 'cache',
    'on-throttle': 'fail',
    // The overwrite alone: keeping what it replaces is tested end to end (keep-replaced.test.ts).
    'keep-replaced': 'false'
  }
})

/** The sha256 of the backup the tests place. */
const SHA = createHash('sha256').update(BACKUP).digest('hex')
const OTHER_SHA = 'f'.repeat(64)
/** Entries as a deploy with these keys writes them: sealed. */
const sealer = sealerOf(creds)!
const done = (at: number, sha256 = SHA) =>
  ledgerKey(prefix, at, { operation: 'overwrite', outcome: 'ok', sha256 }, sealer)
const restoredAgo = (minutes: number, note?: Parameters<typeof ledgerKey>[2]) =>
  t.keys.push(ledgerKey(prefix, T0 - minutes * MIN, note, sealer))
const botCalls = () => t.calls.filter(c => c.what !== 'token')

describe('throttle branches, injected clock', () => {
  it('nothing in the ledger: overwrites now, records now, next restore in an hour', async () => {
    await run()
    expect(t.failed).toEqual([])
    expect(botCalls()).toEqual([{ what: 'overwrite', at: T0, token: 'tok-1' }])
    expect(t.keys).toEqual([done(T0)])
    expect(t.outputs).toMatchObject({
      result: 'overwritten',
      throttled: 'false',
      'next-restore-at': new Date(T0 + 60 * MIN + M).toISOString()
    })
  })

  it('restored 20 minutes ago, on-throttle fail: fails before the call, with both times', async () => {
    restoredAgo(20)
    await run()
    expect(botCalls()).toEqual([])
    expect(t.failed).toHaveLength(1)
    expect(t.failed[0]).toContain(new Date(T0 - 20 * MIN).toISOString())
    expect(t.failed[0]).toContain(`${new Date(T0 + 40 * MIN + M).toISOString()} (in 40 min 5 s)`)
    expect(t.outputs).toMatchObject({ throttled: 'true', 'next-restore-at': new Date(T0 + 40 * MIN + M).toISOString() })
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
      'next-restore-at': new Date(T0 + 40 * MIN + M).toISOString()
    })
    expect(t.keys).toHaveLength(1)
  })

  it('on-throttle wait: waits out the hour, saying so now and then, and keeps a token that is still valid', async () => {
    restoredAgo(20)
    t.inputs['on-throttle'] = 'wait'
    await run()
    expect(t.failed).toEqual([])
    expect(botCalls()).toEqual([{ what: 'overwrite', at: T0 + 40 * MIN + M, token: 'tok-1' }])
    expect(t.calls.filter(c => c.what === 'token')).toHaveLength(1)
    expect(t.infos.filter(m => m.startsWith('Still waiting'))).toHaveLength(8)
    expect(t.keys.at(-1)).toBe(done(T0 + 40 * MIN + M))
    expect(t.outputs['next-restore-at']).toBe(new Date(T0 + 100 * MIN + 2 * M).toISOString())
  })

  it('on-throttle wait: renews a token that would expire before the call', async () => {
    restoredAgo(20)
    t.inputs['on-throttle'] = 'wait'
    t.tokenMinutes = 30
    await run()
    expect(t.calls.map(c => c.what)).toEqual(['token', 'token', 'overwrite'])
    expect(botCalls()[0]).toEqual({ what: 'overwrite', at: T0 + 40 * MIN + M, token: 'tok-2' })
  })

  it('on-throttle wait: renews a token whose last minute would be taken by the wait', async () => {
    restoredAgo(1)
    t.inputs['on-throttle'] = 'wait'
    await run()
    expect(t.calls.map(c => c.what)).toEqual(['token', 'token', 'overwrite'])
  })

  it('restored exactly an hour ago: throttled for the margin after the hour', async () => {
    restoredAgo(60)
    await run()
    expect(t.outputs.throttled).toBe('true')
    expect(botCalls()).toHaveLength(0)
  })

  it('restored an hour and the margin ago: not throttled', async () => {
    restoredAgo(60 + M / MIN)
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
      'next-restore-at': new Date(T0 + 40 * MIN + M).toISOString()
    })
  })

  it('dry run when not throttled: next-restore-at as a real run would set it', async () => {
    t.inputs['dry-run'] = 'true'
    await run()
    expect(t.keys).toEqual([])
    expect(t.outputs).toMatchObject({
      result: 'planned',
      throttled: 'false',
      'next-restore-at': new Date(T0 + 60 * MIN + M).toISOString()
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

describe('skip-unchanged, injected clock', () => {
  beforeEach(() => (t.inputs['skip-unchanged'] = 'true'))

  it('the same bytes overwritten 20 minutes ago: unchanged, not throttled, no call', async () => {
    t.keys.push(done(T0 - 20 * MIN))
    await run()
    expect(t.failed).toEqual([])
    expect(botCalls()).toEqual([])
    expect(t.outputs).toMatchObject({
      result: 'unchanged',
      'next-restore-at': new Date(T0 + 40 * MIN + M).toISOString()
    })
    expect(t.infos.join('\n')).toContain(
      `Unchanged: the ledger's newest entry is a confirmed overwrite with this backup (sha256 ${SHA}), at ${new Date(T0 - 20 * MIN).toISOString()}`
    )
    expect(t.keys).toHaveLength(1)
  })

  it('the same bytes overwritten three days ago: still unchanged', async () => {
    t.keys.push(done(T0 - 3 * 24 * 60 * MIN))
    await run()
    expect(botCalls()).toEqual([])
    expect(t.outputs).toMatchObject({
      result: 'unchanged',
      throttled: 'false',
      'next-restore-at': new Date(T0).toISOString()
    })
  })

  it('other bytes: overwrites (after the hour), and records the new sha256', async () => {
    t.keys.push(done(T0 - 90 * MIN, OTHER_SHA))
    await run()
    expect(botCalls()).toHaveLength(1)
    expect(t.keys.at(-1)).toBe(done(T0))
  })

  it('other bytes within the hour: throttled as ever', async () => {
    t.keys.push(done(T0 - 20 * MIN, OTHER_SHA))
    await run()
    expect(botCalls()).toEqual([])
    expect(t.failed[0]).toMatch(/was not attempted/)
  })

  it('an unknown outcome with the same bytes never makes a run skip', async () => {
    restoredAgo(90, { operation: 'overwrite', outcome: 'unknown', sha256: SHA })
    await run()
    expect(botCalls()).toHaveLength(1)
    expect(t.outputs.result).toBe('overwritten')
  })

  it('a restore (a new bot) with the same bytes is not what the bot runs', async () => {
    restoredAgo(90, { operation: 'restore', outcome: 'ok', sha256: SHA })
    await run()
    expect(botCalls()).toHaveLength(1)
  })

  it('off by default: the same bytes are overwritten again', async () => {
    delete t.inputs['skip-unchanged']
    t.keys.push(done(T0 - 90 * MIN))
    await run()
    expect(botCalls()).toHaveLength(1)
  })

  it('dry run: would skip, unchanged since the last deploy', async () => {
    t.keys.push(done(T0 - 20 * MIN))
    t.inputs['dry-run'] = 'true'
    await run()
    expect(botCalls()).toEqual([])
    expect(t.infos.join('\n')).toContain(
      `a real run would skip: unchanged since ${new Date(T0 - 20 * MIN).toISOString()}`
    )
    expect(t.outputs).toMatchObject({ result: 'planned' })
  })

  it('restore and clone ignore it, and say so', async () => {
    t.inputs.operation = 'restore'
    t.keys.push(done(T0 - 90 * MIN))
    await run()
    expect(botCalls()).toHaveLength(1)
    expect(t.infos.join('\n')).toMatch(/'skip-unchanged' applies to overwrite only/)
  })
})

describe('a run given a token', () => {
  it('has no ledger: it holds no secret to seal or verify an entry; what others wrote is not read, and the overwrite is sent', async () => {
    for (const k of ['account-api-key', 'bot-api-key', 'bot-api-secret']) delete t.inputs[k]
    t.inputs.token = 'given-token'
    t.inputs['skip-unchanged'] = 'true'
    const tokenPrefix = ledgerPrefix(ENDPOINT, { level: 'token', token: 'given-token' }, LEDGER_KEY_PREFIX)
    t.keys.push(`${tokenPrefix}${T0 - 90 * MIN}-overwrite-ok-${SHA}`)
    await run()
    expect(t.failed).toEqual([])
    expect(t.warnings.join('\n')).toMatch(/Throttle ledger off for this run: a run given a 'token' holds no secret/)
    expect(t.outputs.result).toBe('overwritten')
    expect(t.storeCalls).toBe(0)
    expect(t.keys).toHaveLength(1)
  })

  it("with 'throttle: required': refused before any request, naming the keys to give instead", async () => {
    for (const k of ['account-api-key', 'bot-api-key', 'bot-api-secret']) delete t.inputs[k]
    t.inputs.token = 'given-token'
    t.inputs.throttle = 'required'
    await run()
    expect(t.failed[0]).toMatch(/'throttle' is 'required', but a run given a 'token' holds no secret/)
    expect(t.failed[0]).toMatch(/Give 'account-api-key', 'bot-api-key' and 'bot-api-secret' instead of 'token'/)
    expect(t.outputs.result).toBeUndefined()
  })
})
