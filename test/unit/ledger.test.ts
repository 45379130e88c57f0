import { describe, expect, it } from 'vitest'
import { WORKFLOW_WORDS } from '../../src/action/words.ts'
import { named } from '../../src/domain/words.ts'
import { NOW, SAMPLE_PREFIX } from '../support/sample-ledger.ts'
import { LEDGER_KEY_PREFIX } from '../../src/domain/constants.ts'
import { latestByTime, ledgerKey, ledgerPrefix, sealerOf } from '../../src/domain/ledger-keys.ts'
import type { Auth } from '../../src/domain/auth.ts'
import { OPERATIONS, RESTORE_LIMIT } from '../../src/domain/operations.ts'
import { baseUrl } from '../../src/domain/inputs.ts'
import { Ledger, type LedgerStore } from '../../src/ledger/ledger.ts'
import { openLedgers, sayWhatItCannot } from '../../src/ledger/open.ts'
import { terminalWords } from '../../src/cli/words.ts'
import type { InputError } from '../../src/domain/errors.ts'

const limit = OPERATIONS.restore.limit!
const prefix = SAMPLE_PREFIX

describe('ledgerPrefix', () => {
  it('is a hash of the subject combined with the endpoint, never a key', () => {
    expect(prefix).toMatch(/^xenioo-deploy-restore-v3-[0-9a-f]{32}-$/)
    expect(prefix).not.toMatch(/acc|bot|sec/)
  })
  it('differs by bot, by account, by endpoint; the bot secret does not change the subject', () => {
    const other = (ep: string, c: Parameters<typeof ledgerPrefix>[1]) => ledgerPrefix(ep, c, LEDGER_KEY_PREFIX)
    const p = new Set([
      prefix,
      other('https://api.example.com/r', {
        level: 'bot',
        accountApiKey: 'acc',
        botApiKey: 'bot2',
        botApiSecret: 'sec'
      }),
      other('https://api.example.com/r', { level: 'account', accountApiKey: 'acc' }),
      other('https://api.example.com/r2', {
        level: 'bot',
        accountApiKey: 'acc',
        botApiKey: 'bot',
        botApiSecret: 'sec'
      }),
      other('https://api.example.com/r', { level: 'token', token: 't' })
    ])
    expect(p.size).toBe(5)
    expect(
      other('https://api.example.com/r', {
        level: 'bot',
        accountApiKey: 'acc',
        botApiKey: 'bot',
        botApiSecret: 'rotated'
      })
    ).toBe(prefix)
  })
})

const LIMITS = { lookupMs: 1000, saveMs: 1000 }
const NOTE = { operation: 'overwrite', outcome: 'ok' } as const
const sealer = sealerOf({ level: 'bot', accountApiKey: 'acc', botApiKey: 'bot', botApiSecret: 'sec' })!
const WINDOW = { from: NOW - 7 * 24 * 3_600_000, to: NOW + 120_000 }

/** The cache's own lookup: the newest *saved* key of the first prefix that has one. */
const newestSaved = (saved: readonly string[]) => async (prefixes: readonly string[]) => {
  for (const p of prefixes) {
    const found = saved.filter(k => k.startsWith(p)).at(-1)
    if (found) return found
  }
  return undefined
}

describe('latestByTime: the latest time, whatever order the entries were saved in', () => {
  const key = (at: number) => ledgerKey(prefix, at, NOTE, sealer)
  const HOUR = 3_600_000

  it('an older genuine entry saved again after the newest: the newest is found', async () => {
    const old = key(NOW - 3 * 24 * HOUR)
    const newest = key(NOW - 10 * 60_000)
    const saved = [old, newest, old]
    const asked: number[] = []
    const lookup = (p: readonly string[]) => (asked.push(p.length), newestSaved(saved)(p))
    expect(await latestByTime(lookup, prefix, WINDOW)).toBe(newest)
    // At most ten prefixes a lookup, and one lookup a digit from days down to seconds.
    expect(Math.max(...asked)).toBeLessThanOrEqual(10)
    expect(asked.length).toBeLessThanOrEqual(7)
  })

  it('two entries a second apart and one saved again between them: the later second', async () => {
    const [a, b] = [key(NOW - 61_000), key(NOW - 60_000)]
    expect(await latestByTime(newestSaved([b, a]), prefix, WINDOW)).toBe(b)
  })

  it('entries outside the window are not found: one past the eviction horizon, one far ahead', async () => {
    const saved = [key(WINDOW.from - 1000), key(NOW + 10 * HOUR)]
    expect(await latestByTime(newestSaved(saved), prefix, WINDOW)).toBeUndefined()
    const inside = key(NOW - HOUR)
    expect(await latestByTime(newestSaved([...saved, inside]), prefix, WINDOW)).toBe(inside)
  })

  it("a key later by milliseconds in the window's last second, and one just past it: the window is kept to the second", async () => {
    const last = key(WINDOW.to + 400)
    expect(await latestByTime(newestSaved([key(NOW - HOUR), last]), prefix, WINDOW)).toBe(last)
    const past = key(WINDOW.to + 1000)
    expect(await latestByTime(newestSaved([key(NOW - HOUR), past]), prefix, WINDOW)).toBe(key(NOW - HOUR))
  })

  it('the latest key also the last saved: one lookup of the days, then a few at once of what lies after it', async () => {
    const asked: number[] = []
    const saved = [key(NOW - 3 * HOUR), key(NOW - 10 * 60_000)]
    const lookup = (p: readonly string[]) => (asked.push(p.length), newestSaved(saved)(p))
    expect(await latestByTime(lookup, prefix, WINDOW)).toBe(saved[1])
    expect(asked.length).toBeLessThanOrEqual(4)
  })

  it('no entry: one lookup', async () => {
    let asked = 0
    expect(await latestByTime(p => (asked++, newestSaved([])(p)), prefix, WINDOW)).toBeUndefined()
    expect(asked).toBe(1)
  })
})

describe('Ledger: best effort, one warning', () => {
  function store(fail: { lookup?: boolean; save?: boolean }, saved: string[] = []): LedgerStore {
    return {
      name: 'the Actions cache',
      lookup: async prefixes => {
        if (fail.lookup) throw new Error('service down')
        return newestSaved(saved)(prefixes)
      },
      save: async key => {
        if (fail.save) throw new Error('write denied')
        saved.push(key)
      },
      journal: async () => undefined
    }
  }
  it('records and finds', async () => {
    const warnings: string[] = []
    const l = new Ledger({
      store: store({}),
      prefix,
      sealer,
      limit,
      warn: m => warnings.push(m),
      limits: LIMITS,
      later: WORKFLOW_WORDS.later
    })
    expect(await l.lookup(WINDOW)).toBeUndefined()
    expect(await l.record(NOW, NOTE)).toBe(true)
    expect(await l.lookup(WINDOW)).toMatch(new RegExp(`^${prefix}${NOW}-overwrite-ok-s[0-9a-f]{32}$`))
    expect(warnings).toEqual([])
  })
  it('a failing cache is one warning for the whole run, and never an exception', async () => {
    const warnings: string[] = []
    const l = new Ledger({
      later: WORKFLOW_WORDS.later,
      store: store({ lookup: true, save: true }),
      prefix,
      sealer,
      limit,
      warn: m => warnings.push(m),
      limits: LIMITS
    })
    expect(await l.lookup(WINDOW)).toBeUndefined()
    expect(await l.record(NOW, NOTE)).toBe(false)
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatch(/could not read the Actions cache \(service down\)/)
  })
  it('a cache that denies writes warns once', async () => {
    const warnings: string[] = []
    const l = new Ledger({
      later: WORKFLOW_WORDS.later,
      store: store({ save: true }),
      prefix,
      sealer,
      limit,
      warn: m => warnings.push(m),
      limits: LIMITS
    })
    await l.lookup(WINDOW)
    expect(await l.record(NOW, NOTE)).toBe(false)
    expect(await l.record(NOW + 1, NOTE)).toBe(false)
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatch(/write denied/)
  })
  it('a store that never answers: each call gives up at its limit, is told so, and warns once', async () => {
    const warnings: string[] = []
    const aborted: string[] = []
    const hanging: LedgerStore = {
      name: 'the Actions cache',
      lookup: (_p, signal) => new Promise(() => signal.addEventListener('abort', () => aborted.push('lookup'))),
      save: (_k, signal) => new Promise(() => signal.addEventListener('abort', () => aborted.push('save'))),
      journal: async () => undefined
    }
    const l = new Ledger({
      later: WORKFLOW_WORDS.later,
      store: hanging,
      prefix,
      sealer,
      limit,
      warn: m => warnings.push(m),
      limits: { lookupMs: 30, saveMs: 60 }
    })
    expect(await l.lookup(WINDOW)).toBeUndefined()
    expect(await l.record(NOW, NOTE)).toBe(false)
    expect(aborted).toEqual(['lookup', 'save'])
    expect(warnings).toEqual([expect.stringMatching(/could not read the Actions cache \(no answer within 0.03 s\)/)])
  })
})

describe('opening the ledgers', () => {
  const keys = { level: 'bot' as const, accountApiKey: 'acc', botApiKey: 'bot', botApiSecret: 'sec' }
  const open = async (openStore: () => Promise<LedgerStore | string>, sight = {}, auth: Auth = keys) => {
    const inputs = { throttle: 'cache' as const, serviceEndpoint: 'https://x/svc/r', auth }
    const warnings: string[] = []
    const log = { info: () => undefined, debug: () => undefined, notice: () => undefined, error: () => undefined }
    const warning = (m: string) => void warnings.push(m)
    const cancelled = new AbortController().signal
    const opened = await openLedgers(
      { inputs, log: { ...log, warning }, openStore, sight, cancelled, words: WORKFLOW_WORDS },
      [limit]
    )
    return { opened, warnings }
  }

  it.each([
    ['a store that says why it cannot be used', () => Promise.resolve('the service is away')],
    ['a store that fails to load', () => Promise.reject(new Error('the service is away'))]
  ])('%s: off for this run, warned once with the reason', async (_name, openStore) => {
    const { opened, warnings } = await open(openStore)
    expect(opened).toEqual({ unavailable: 'the service is away' })
    expect(warnings).toEqual([expect.stringMatching(/^Throttle ledger off for this run: the service is away\./)])
  })

  it('a sight that can neither read nor record: off, without loading the store (said before, by sayWhatItCannot)', async () => {
    let loaded = false
    const { opened, warnings } = await open(() => ((loaded = true), Promise.resolve('x')), {
      blind: 'none',
      mute: 'none',
      off: 'none'
    })
    expect(opened).toEqual({ unavailable: 'none' })
    expect(loaded).toBe(false)
    expect(warnings).toEqual([])
  })

  it('a run given a token: off, saying it holds no secret to seal or verify an entry, without loading the store', async () => {
    let loaded = false
    const { opened, warnings } = await open(
      () => ((loaded = true), Promise.resolve('x')),
      {},
      { level: 'token', token: 't' }
    )
    expect(opened).toEqual({ unavailable: expect.stringMatching(/'token' holds no secret to seal/) })
    expect(loaded).toBe(false)
    expect(warnings).toEqual([expect.stringMatching(/^Throttle ledger off for this run: a run given a 'token'/)])
  })
})

describe("what the ledger says before any request, in each shell's words (#66)", () => {
  const silent = { info: () => {}, debug: () => {}, notice: () => {}, warning: () => {}, error: () => {} }
  const token = { throttle: 'required', auth: { level: 'token', token: 't0k3n-0123456789' } } as const
  const said = (words: typeof WORKFLOW_WORDS | ReturnType<typeof terminalWords>) => {
    try {
      sayWhatItCannot(token, {}, [RESTORE_LIMIT], { log: silent, words })
    } catch (err) {
      return err as InputError
    }
    throw new Error('not refused')
  }
  it('throttle required with a token: refused, naming the keys to give as each shell names them', () => {
    const workflow = said(WORKFLOW_WORDS)
    expect(workflow.problem).toBe(
      "is 'required', but a run given a 'token' holds no secret to seal the throttle ledger's entries or to verify them."
    )
    expect(workflow.fix).toMatch(
      /^Give 'account-api-key', 'bot-api-key' and 'bot-api-secret' instead of 'token' .* set 'throttle: cache'/
    )
    const terminal = said(terminalWords())
    expect(terminal.problem).toMatch(/a run given a XENIOO_TOKEN holds no secret/)
    expect(terminal.fix).toMatch(
      /^Give XENIOO_ACCOUNT_API_KEY, XENIOO_BOT_API_KEY and XENIOO_BOT_API_SECRET instead of XENIOO_TOKEN .* set --throttle cache/
    )
  })
})

describe('the ledger’s subject: one endpoint however it is spelt (#60)', () => {
  const keys: Auth = { level: 'bot', accountApiKey: 'acc', botApiKey: 'bot', botApiSecret: 'sec' }
  const subject = (endpoint: string) =>
    ledgerPrefix(baseUrl(named(WORKFLOW_WORDS, 'service-endpoint'), endpoint, 'the endpoint'), keys, LEDGER_KEY_PREFIX)
  const plain = subject('https://api.example.com/route')
  it.each([
    ['a trailing slash', 'https://api.example.com/route/'],
    ['case', 'HTTPS://API.Example.COM/Route'],
    ['a dot segment', 'https://api.example.com/./route'],
    ['an empty segment', 'https://api.example.com//route'],
    ['empty segments inside and at the end', 'https://api.example.com///route//'],
    ['a default port', 'https://api.example.com:443/route'],
    ['spaces around it', '  https://api.example.com/route  ']
  ])('%s: the same subject', (_, spelt) => {
    expect(subject(spelt)).toBe(plain)
  })
  it('127.1 is 127.0.0.1, and so are localhost and [::1] (#65); a space inside the path is its escape', () => {
    expect(subject('http://127.1:8080/r')).toBe(subject('http://127.0.0.1:8080/r'))
    expect(subject('http://LocalHost:8080/r')).toBe(subject('http://127.0.0.1:8080/r'))
    expect(subject('http://[::1]:8080/r')).toBe(subject('http://127.0.0.1:8080/r'))
    expect(subject('http://localhost:8081/r')).not.toBe(subject('http://127.0.0.1:8080/r'))
    expect(subject('https://localhost.example.com/r')).not.toBe(subject('https://127.0.0.1/r'))
    expect(subject('https://api.example.com/my route')).toBe(subject('https://api.example.com/my%20route'))
  })
  it('a query is refused before any request; another route is another subject', () => {
    expect(() => subject('https://api.example.com/route?x=1')).toThrow(/has a query or fragment/)
    expect(subject('https://api.example.com/route2')).not.toBe(plain)
  })
})
