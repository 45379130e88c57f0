// The throttle policy as pure functions of data: what a ledger key says (assess), what the run
// does about it (decide), and waiting it out. No mocks: an injected time and plain values.
import { describe, expect, it } from 'vitest'
import { WORKFLOW_WORDS } from '../../src/action/words.ts'
import { terminalWords } from '../../src/cli/words.ts'
import { NOW, SAMPLE_PREFIX } from '../support/sample-ledger.ts'
import { waitUntil } from '../../src/run/flow.ts'
import { THROTTLE_MARGIN_MS, THROTTLE_WINDOW_MS } from '../../src/domain/constants.ts'
import { lastCallName, lastText } from '../../src/domain/last-call.ts'
import { ledgerKey, sealerOf } from '../../src/domain/ledger-keys.ts'
import { CLOCK_SKEW_MS, assess, decide, nextAllowedAfter, type ThrottleState } from '../../src/domain/throttle.ts'
import { PUBLISH_LIMIT, RESTORE_LIMIT } from '../../src/domain/operations.ts'

const MIN = 60_000
const prefix = SAMPLE_PREFIX
const AUTH = { level: 'bot', accountApiKey: 'acc', botApiKey: 'bot', botApiSecret: 'sec' } as const
const sealer = sealerOf(AUTH)!
/** Where a deploy with the bot's keys reads. */
const place = { prefix, sealer }
/** The hour's margin: the next call is allowed a few seconds after the hour, by the platform's clock. */
const M = THROTTLE_MARGIN_MS
/** A key as it would be without its seal: `{prefix}{13-digit time}[-note]`. */
const unsealed = (at: number) => `${prefix}${String(at).padStart(13, '0')}`
/** An entry as that deploy writes it. */
const sealed = (at: number, note?: Parameters<typeof ledgerKey>[2]) => ledgerKey(prefix, at, note, sealer)

describe('assess, with an injected clock', () => {
  const cases: [
    string,
    string | undefined,
    { throttled: boolean; last?: number; next: number; doubt?: RegExp; until?: number }
  ][] = [
    ['nothing in the ledger', undefined, { throttled: false, next: NOW }],
    [
      'restored 20 minutes ago',
      sealed(NOW - 20 * MIN),
      { throttled: true, last: NOW - 20 * MIN, next: NOW + 40 * MIN + M }
    ],
    [
      'restored 59:59 ago',
      sealed(NOW - 60 * MIN + 1000),
      { throttled: true, last: NOW - 60 * MIN + 1000, next: NOW + 1000 + M }
    ],
    [
      'restored exactly an hour ago: the margin still runs',
      sealed(NOW - 60 * MIN),
      { throttled: true, last: NOW - 60 * MIN, next: NOW + M }
    ],
    [
      'restored an hour and the margin ago',
      sealed(NOW - 60 * MIN - M),
      { throttled: false, last: NOW - 60 * MIN - M, next: NOW }
    ],
    ['restored two hours ago', sealed(NOW - 120 * MIN), { throttled: false, last: NOW - 120 * MIN, next: NOW }],
    [
      'a time slightly ahead (clock skew) counts as now, never more',
      sealed(NOW + 30_000),
      { throttled: true, last: NOW, next: NOW + THROTTLE_WINDOW_MS + M }
    ],
    [
      'a time far in the future is not believed',
      sealed(NOW + CLOCK_SKEW_MS + 1),
      { throttled: false, next: NOW, doubt: /in the future/ }
    ],
    [
      'an unreadable entry is not believed; the hour its digits claim is said',
      `${unsealed(NOW - 20 * MIN)}-yesterday`,
      { throttled: false, next: NOW, doubt: /unreadable/, until: NOW + 40 * MIN + M }
    ],
    [
      'an entry without the seal is not believed',
      unsealed(NOW - 20 * MIN),
      { throttled: false, next: NOW, doubt: /does not carry this bot's seal/, until: NOW + 40 * MIN + M }
    ],
    [
      'an entry sealed with another secret is said as a changed (or mistyped) secret, with the end of its hour',
      ledgerKey(prefix, NOW - 20 * MIN, undefined, sealerOf({ level: 'account', accountApiKey: 'other' })!),
      {
        throttled: false,
        next: NOW,
        doubt: /before the bot's secret was changed, or with a mistyped one/,
        until: NOW + 40 * MIN + M
      }
    ],
    [
      'an entry sealed with another secret, its hour over: nothing claimed',
      ledgerKey(prefix, NOW - 90 * MIN, undefined, sealerOf({ level: 'account', accountApiKey: 'other' })!),
      { throttled: false, next: NOW, doubt: /seal/ }
    ],
    [
      'a key of another prefix (the older formats among them) is not believed',
      'xenioo-deploy-restore-v2-0123-1795300000000',
      { throttled: false, next: NOW, doubt: /unreadable/ }
    ]
  ]
  for (const [name, key, want] of cases) {
    it(name, () => {
      const state = assess(key, place, NOW)
      expect(state.throttled).toBe(want.throttled)
      expect(state.lastAt?.getTime()).toBe(want.last)
      expect(state.nextAt.getTime()).toBe(want.next)
      if (want.doubt) expect(state.doubt).toMatch(want.doubt)
      else expect(state.doubt).toBeUndefined()
      expect(state.doubtedUntil?.getTime()).toBe(want.until)
    })
  }
})

describe('ledger entries that say what was done', () => {
  const SHA = 'a'.repeat(64)
  it('a confirmed overwrite keeps its sha256; an unknown outcome, a restore or an old entry do not', () => {
    const at = NOW - 20 * MIN
    const state = (note?: Parameters<typeof ledgerKey>[2]) => assess(sealed(at, note), place, NOW)
    expect(state({ operation: 'overwrite', outcome: 'ok', sha256: SHA }).confirmed).toEqual({ sha256: SHA })
    expect(state({ operation: 'overwrite', outcome: 'unknown', sha256: SHA }).confirmed).toBeUndefined()
    expect(state({ operation: 'restore', outcome: 'ok', sha256: SHA }).confirmed).toBeUndefined()
    expect(state().confirmed).toBeUndefined()
    for (const s of [state(), state({ operation: 'overwrite', outcome: 'ok', sha256: SHA })]) {
      expect(s).toMatchObject({ throttled: true, lastAt: new Date(at) })
    }
  })
  it("only an entry sealed with this run's keys proves what the bot runs", () => {
    const note = { operation: 'overwrite', outcome: 'ok', sha256: SHA } as const
    const other = sealerOf({ level: 'bot', accountApiKey: 'acc', botApiKey: 'bot', botApiSecret: 'old' })!
    const before = assess(ledgerKey(prefix, NOW - 20 * MIN, note, other), place, NOW)
    expect(before.confirmed).toBeUndefined()
    expect(decide(before, 'fail', SHA).kind).toBe('go')
  })
  it('the seal covers every field: an entry with one changed does not verify', () => {
    const key = sealed(NOW - 20 * MIN, { operation: 'overwrite', outcome: 'unknown', sha256: SHA })
    expect(assess(key, place, NOW).doubt).toBeUndefined()
    const forged = key.replace('-unknown-', '-ok-')
    expect(assess(forged, place, NOW).doubt).toMatch(/seal/)
    expect(assess(key.replace(String(NOW - 20 * MIN), String(NOW - 19 * MIN)), place, NOW).doubt).toMatch(/seal/)
  })
  it('no key makes no seal: a run given a token has no sealer', () => {
    expect(sealerOf({ level: 'token', token: 'tok' })).toBeUndefined()
    expect(sealed(NOW, undefined)).toMatch(new RegExp(`^${prefix}${NOW}-s`))
    expect(sealed(NOW, undefined)).toMatch(/-s[0-9a-f]{32}$/)
    expect(sealed(NOW, undefined)).not.toContain('sec')
  })
  it('an entry keeps the run that made it: its number and ref, made safe for a cache key', () => {
    const by = { runNumber: '41', ref: 'refs/heads/feature/ü x,y' }
    const key = ledgerKey(prefix, NOW, { operation: 'overwrite', outcome: 'ok', sha256: SHA, by }, sealer)
    expect(key).toMatch(
      new RegExp(`^${prefix}${NOW}-overwrite-ok-${SHA}-by-41-refs/heads/feature/__x_y-s[0-9a-f]{32}$`)
    )
    expect(assess(key, place, NOW).confirmed).toEqual({
      sha256: SHA,
      by: { runNumber: '41', ref: 'refs/heads/feature/__x_y' }
    })
  })
  it('decide: the same bytes, confirmed, is unchanged before any throttle; other bytes are not', () => {
    const state = assess(sealed(NOW - 20 * MIN, { operation: 'overwrite', outcome: 'ok', sha256: SHA }), place, NOW)
    expect(decide(state, 'fail', SHA)).toMatchObject({
      kind: 'unchanged',
      last: new Date(NOW - 20 * MIN),
      relied: { sha256: SHA }
    })
    expect(decide(state, 'fail', 'b'.repeat(64)).kind).toBe('fail')
    expect(decide(state, 'wait', undefined).kind).toBe('wait')
    const old = assess(sealed(NOW - 50 * 60 * MIN, { operation: 'overwrite', outcome: 'ok', sha256: SHA }), place, NOW)
    expect(decide(old, 'fail', SHA).kind).toBe('unchanged')
    expect(decide(old, 'fail', undefined).kind).toBe('go')
  })
})

describe('decide: go, fail, skip or wait', () => {
  const throttled: ThrottleState = {
    lastAt: new Date(NOW - 20 * MIN),
    nextAt: new Date(NOW + 40 * MIN),
    throttled: true
  }
  const free: ThrottleState = {
    lastAt: new Date(NOW - 90 * MIN),
    nextAt: new Date(NOW),
    throttled: false
  }
  it('no ledger read, or nothing within the hour: go, whatever on-throttle says', () => {
    for (const onThrottle of ['fail', 'skip', 'wait'] as const) {
      expect(decide(undefined, onThrottle)).toEqual({ kind: 'go' })
      expect(decide(free, onThrottle)).toEqual({ kind: 'go' })
    }
  })
  it('within the hour: what on-throttle says, with the last restore and the next allowed time', () => {
    for (const onThrottle of ['fail', 'skip', 'wait'] as const) {
      expect(decide(throttled, onThrottle)).toEqual({
        kind: onThrottle,
        last: throttled.lastAt,
        next: throttled.nextAt
      })
    }
  })
  it('the next restore: the hour after the call when the run calls, the known time when it does not', () => {
    expect(nextAllowedAfter({ kind: 'go' }, NOW).getTime()).toBe(NOW + THROTTLE_WINDOW_MS + M)
    expect(nextAllowedAfter(decide(throttled, 'wait'), NOW + 40 * MIN).getTime()).toBe(NOW + 100 * MIN + M)
    expect(nextAllowedAfter(decide(throttled, 'fail'), NOW).getTime()).toBe(NOW + 40 * MIN)
    expect(nextAllowedAfter(decide(throttled, 'skip'), NOW).getTime()).toBe(NOW + 40 * MIN)
  })
})

describe('the last call, in words that fit it', () => {
  const at = new Date(NOW)
  it('names the call its entry names, a refusal as such, and the limit when the entry does not say', () => {
    expect(lastText(RESTORE_LIMIT, at, { operation: 'overwrite', outcome: 'unknown' }, WORKFLOW_WORDS)).toMatch(
      /^The bot was last overwritten at \d{4}-/
    )
    expect(lastText(PUBLISH_LIMIT, at, { operation: 'publish', outcome: 'refused' }, WORKFLOW_WORDS)).toMatch(
      /^The platform refused a publish at .*, within the hour of the last one$/
    )
    expect(lastText(RESTORE_LIMIT, at, undefined, WORKFLOW_WORDS)).toMatch(/^The bot was last restored at/)
    // #67: the run the entry names (a GitLab job by its id).
    const by = { runNumber: '8812', ref: 'main' }
    expect(lastText(RESTORE_LIMIT, at, { operation: 'overwrite', outcome: 'ok', by }, WORKFLOW_WORDS)).toMatch(
      /^The bot was last overwritten at \S+ by run #8812 on main$/
    )
    expect(lastText(PUBLISH_LIMIT, at, { operation: 'publish', outcome: 'refused', by }, WORKFLOW_WORDS)).toMatch(
      /^The platform refused a publish at \S+ by run #8812 on main, within the hour of the last one$/
    )
    // #73: a GitLab job named as GitLab names it, with its URL where the job gives its project's.
    const gitlab = terminalWords(undefined, { CI_PROJECT_URL: 'https://gitlab.com/team/bots' })
    expect(lastText(RESTORE_LIMIT, at, { operation: 'overwrite', outcome: 'ok', by }, gitlab)).toMatch(
      /^The bot was last overwritten at \S+ by job #8812 \(https:\/\/gitlab\.com\/team\/bots\/-\/jobs\/8812\) on main$/
    )
    expect(lastCallName(RESTORE_LIMIT, { operation: 'overwrite', outcome: 'ok' })).toBe('last overwrite')
    expect(lastCallName(PUBLISH_LIMIT, { operation: 'publish', outcome: 'refused' })).toBe('publish refused')
    expect(lastCallName(RESTORE_LIMIT, undefined)).toBe('last restore')
  })
})

describe('waitUntil, with an injected clock and sleep', () => {
  it('waits until the time, saying now and then that it still waits', async () => {
    let now = NOW
    const slept: number[] = []
    const lines: string[] = []
    const since = lastText(
      RESTORE_LIMIT,
      new Date(NOW - 57 * MIN),
      { operation: 'overwrite', outcome: 'ok' },
      WORKFLOW_WORDS
    )
    await waitUntil(NOW + 150_000, since, 'restore', {
      clock: { now: () => now, sleep: async ms => void (slept.push(ms), (now += ms)), waitLogEveryMs: 60_000 },
      log: { info: m => lines.push(m) },
      cancel: { race: w => w },
      words: WORKFLOW_WORDS
    })
    expect(now).toBe(NOW + 150_000)
    expect(slept).toEqual([60_000, 60_000, 30_000])
    expect(lines).toHaveLength(3)
    expect(lines[0]).toMatch(/^The bot was last overwritten at .*; waiting until/)
    expect(lines[1]).toMatch(/Still waiting .*1 min 30 s left/)
  })
  it('does not wait for a time already past', async () => {
    const slept: number[] = []
    await waitUntil(NOW - 1, 'The bot was last restored at then', 'restore', {
      clock: { now: () => NOW, sleep: async ms => void slept.push(ms), waitLogEveryMs: 60_000 },
      log: { info: () => {} },
      cancel: { race: w => w },
      words: WORKFLOW_WORDS
    })
    expect(slept).toEqual([])
  })
})

describe('what a publish ledger confirms', () => {
  it('a confirmed publish of these bytes, and only of these, says what went live', () => {
    const sha = 'ab'.repeat(32)
    const state = assess(sealed(NOW - 5 * MIN, { operation: 'publish', outcome: 'ok', sha256: sha }), place, NOW)
    expect(state.confirmed?.sha256).toBe(sha)
    const unknown = assess(sealed(NOW - 5 * MIN, { operation: 'publish', outcome: 'unknown' }), place, NOW)
    expect(unknown.confirmed).toBeUndefined()
  })
})
