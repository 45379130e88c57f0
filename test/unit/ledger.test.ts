import { describe, expect, it } from 'vitest'
import { THROTTLE_WINDOW_MS } from '../../src/constants.ts'
import { CLOCK_SKEW_MS, Ledger, assess, ledgerKey, ledgerPrefix, type LedgerStore } from '../../src/ledger.ts'
import { waitUntil } from '../../src/wait.ts'

const NOW = Date.UTC(2026, 10, 21, 12, 0, 0)
const MIN = 60_000
const prefix = ledgerPrefix('https://api.example.com/r', { level: 'bot', accountApiKey: 'acc', botApiKey: 'bot', botApiSecret: 'sec' })

describe('ledgerPrefix', () => {
  it('is a hash of the subject combined with the endpoint, never a key', () => {
    expect(prefix).toMatch(/^xenioo-deploy-restore-v1-[0-9a-f]{32}-$/)
    expect(prefix).not.toMatch(/acc|bot|sec/)
  })
  it('differs by bot, by account, by endpoint; the bot secret does not change the subject', () => {
    const other = (ep: string, c: Parameters<typeof ledgerPrefix>[1]) => ledgerPrefix(ep, c)
    const p = new Set([
      prefix,
      other('https://api.example.com/r', { level: 'bot', accountApiKey: 'acc', botApiKey: 'bot2', botApiSecret: 'sec' }),
      other('https://api.example.com/r', { level: 'account', accountApiKey: 'acc' }),
      other('https://api.example.com/r2', { level: 'bot', accountApiKey: 'acc', botApiKey: 'bot', botApiSecret: 'sec' }),
      other('https://api.example.com/r', { level: 'token', token: 't' })
    ])
    expect(p.size).toBe(5)
    expect(other('https://api.example.com/r', { level: 'bot', accountApiKey: 'acc', botApiKey: 'bot', botApiSecret: 'rotated' })).toBe(prefix)
  })
})

describe('assess, with an injected clock', () => {
  const cases: [string, string | undefined, { throttled: boolean; last?: number; next: number; note?: RegExp }][] = [
    ['nothing in the ledger', undefined, { throttled: false, next: NOW }],
    ['restored 20 minutes ago', ledgerKey(prefix, NOW - 20 * MIN), { throttled: true, last: NOW - 20 * MIN, next: NOW + 40 * MIN }],
    ['restored 59:59 ago', ledgerKey(prefix, NOW - 60 * MIN + 1000), { throttled: true, last: NOW - 60 * MIN + 1000, next: NOW + 1000 }],
    ['restored exactly an hour ago', ledgerKey(prefix, NOW - 60 * MIN), { throttled: false, last: NOW - 60 * MIN, next: NOW }],
    ['restored two hours ago', ledgerKey(prefix, NOW - 120 * MIN), { throttled: false, last: NOW - 120 * MIN, next: NOW }],
    ['a time slightly ahead (clock skew) counts as now, never more', ledgerKey(prefix, NOW + 30_000), { throttled: true, last: NOW, next: NOW + THROTTLE_WINDOW_MS }],
    ['a time far in the future is not believed', ledgerKey(prefix, NOW + CLOCK_SKEW_MS + 1), { throttled: false, next: NOW, note: /in the future/ }],
    ['an unreadable time is not believed', `${prefix}yesterday`, { throttled: false, next: NOW, note: /unreadable/ }],
    ['a key of another prefix is not believed', 'something-else-123', { throttled: false, next: NOW, note: /unreadable/ }]
  ]
  for (const [name, key, want] of cases) {
    it(name, () => {
      const state = assess(key, prefix, NOW)
      expect(state.throttled).toBe(want.throttled)
      expect(state.lastRestoreAt?.getTime()).toBe(want.last)
      expect(state.nextRestoreAt.getTime()).toBe(want.next)
      if (want.note) expect(state.note).toMatch(want.note)
      else expect(state.note).toBeUndefined()
    })
  }
})

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
    const l = new Ledger(store({}), prefix, m => warnings.push(m))
    expect(await l.lookup()).toBeUndefined()
    expect(await l.record(NOW)).toBe(true)
    expect(await l.lookup()).toBe(`${prefix}${NOW}`)
    expect(warnings).toEqual([])
  })
  it('a failing cache is one warning for the whole run, and never an exception', async () => {
    const warnings: string[] = []
    const l = new Ledger(store({ lookup: true, save: true }), prefix, m => warnings.push(m))
    expect(await l.lookup()).toBeUndefined()
    expect(await l.record(NOW)).toBe(false)
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatch(/could not read the Actions cache \(service down\)/)
  })
  it('a cache that denies writes warns once', async () => {
    const warnings: string[] = []
    const l = new Ledger(store({ save: true }), prefix, m => warnings.push(m))
    await l.lookup()
    expect(await l.record(NOW)).toBe(false)
    expect(await l.record(NOW + 1)).toBe(false)
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatch(/write denied/)
  })
})

describe('waitUntil, with an injected clock and sleep', () => {
  it('waits until the time, saying now and then that it still waits', async () => {
    let now = NOW
    const slept: number[] = []
    const lines: string[] = []
    await waitUntil(NOW + 150_000, new Date(NOW - 57 * MIN), { now: () => now, sleep: async ms => void (slept.push(ms), (now += ms)), waitLogEveryMs: 60_000 }, m => lines.push(m))
    expect(now).toBe(NOW + 150_000)
    expect(slept).toEqual([60_000, 60_000, 30_000])
    expect(lines).toHaveLength(3)
    expect(lines[0]).toMatch(/waiting until/)
    expect(lines[1]).toMatch(/Still waiting .*1 min 30 s left/)
  })
  it('does not wait for a time already past', async () => {
    const slept: number[] = []
    await waitUntil(NOW - 1, new Date(NOW - 61 * MIN), { now: () => NOW, sleep: async ms => void slept.push(ms), waitLogEveryMs: 60_000 }, () => {})
    expect(slept).toEqual([])
  })
})
