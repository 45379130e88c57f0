import { describe, expect, it } from 'vitest'
import { NOW, SAMPLE_PREFIX } from '../support/sample-ledger.ts'
import { LEDGER_KEY_PREFIX } from '../../src/domain/constants.ts'
import { ledgerPrefix } from '../../src/domain/ledger-keys.ts'
import { OPERATIONS } from '../../src/domain/operations.ts'
import { Ledger, type LedgerStore } from '../../src/ledger/ledger.ts'
import { openLedgers } from '../../src/ledger/open.ts'

const limit = OPERATIONS.restore.limit!
const prefix = SAMPLE_PREFIX

describe('ledgerPrefix', () => {
  it('is a hash of the subject combined with the endpoint, never a key', () => {
    expect(prefix).toMatch(/^xenioo-deploy-restore-v2-[0-9a-f]{32}-$/)
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

describe('Ledger: best effort, one warning', () => {
  function store(fail: { lookup?: boolean; save?: boolean }, saved: string[] = []): LedgerStore {
    return {
      lookup: async () => {
        if (fail.lookup) throw new Error('service down')
        return saved.at(-1)
      },
      save: async key => {
        if (fail.save) throw new Error('write denied')
        saved.push(key)
      }
    }
  }
  it('records and finds', async () => {
    const warnings: string[] = []
    const l = new Ledger({ store: store({}), prefix, limit, warn: m => warnings.push(m), limits: LIMITS })
    expect(await l.lookup()).toBeUndefined()
    expect(await l.record(NOW, NOTE)).toBe(true)
    expect(await l.lookup()).toBe(`${prefix}${NOW}-overwrite-ok`)
    expect(warnings).toEqual([])
  })
  it('a failing cache is one warning for the whole run, and never an exception', async () => {
    const warnings: string[] = []
    const l = new Ledger({
      store: store({ lookup: true, save: true }),
      prefix,
      limit,
      warn: m => warnings.push(m),
      limits: LIMITS
    })
    expect(await l.lookup()).toBeUndefined()
    expect(await l.record(NOW, NOTE)).toBe(false)
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatch(/could not read the Actions cache \(service down\)/)
  })
  it('a cache that denies writes warns once', async () => {
    const warnings: string[] = []
    const l = new Ledger({ store: store({ save: true }), prefix, limit, warn: m => warnings.push(m), limits: LIMITS })
    await l.lookup()
    expect(await l.record(NOW, NOTE)).toBe(false)
    expect(await l.record(NOW + 1, NOTE)).toBe(false)
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatch(/write denied/)
  })
  it('a store that never answers: each call gives up at its limit, is told so, and warns once', async () => {
    const warnings: string[] = []
    const aborted: string[] = []
    const hanging: LedgerStore = {
      lookup: (_p, signal) => new Promise(() => signal.addEventListener('abort', () => aborted.push('lookup'))),
      save: (_k, signal) => new Promise(() => signal.addEventListener('abort', () => aborted.push('save')))
    }
    const l = new Ledger({
      store: hanging,
      prefix,
      limit,
      warn: m => warnings.push(m),
      limits: { lookupMs: 30, saveMs: 60 }
    })
    expect(await l.lookup()).toBeUndefined()
    expect(await l.record(NOW, NOTE)).toBe(false)
    expect(aborted).toEqual(['lookup', 'save'])
    expect(warnings).toEqual([expect.stringMatching(/could not read the Actions cache \(no answer within 0.03 s\)/)])
  })
})

describe('opening the ledgers', () => {
  const inputs = {
    throttle: 'cache' as const,
    serviceEndpoint: 'https://x/svc/r',
    auth: { level: 'token' as const, token: 't' }
  }
  const open = async (openStore: () => Promise<LedgerStore | string>, sight = {}) => {
    const warnings: string[] = []
    const log = { info: () => undefined, debug: () => undefined, notice: () => undefined, error: () => undefined }
    const warning = (m: string) => void warnings.push(m)
    const cancelled = new AbortController().signal
    const opened = await openLedgers({ inputs, log: { ...log, warning }, openStore, sight, cancelled }, [limit])
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
      mute: 'none'
    })
    expect(opened).toEqual({ unavailable: 'none' })
    expect(loaded).toBe(false)
    expect(warnings).toEqual([])
  })
})
