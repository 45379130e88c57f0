// The platform's clock, read from the Date headers of its answers, with an injected runner clock.
import { describe, expect, it } from 'vitest'
import { realClock } from '../../src/lib/time.ts'
import { PlatformClock } from '../../src/platform/platform-clock.ts'

const NOW = Date.UTC(2026, 10, 21, 12, 0, 0)
const local = { ...realClock, now: () => NOW }

describe('PlatformClock', () => {
  it('is the runner clock until the platform answers, and when their difference is the header’s whole seconds', () => {
    const debug: string[] = []
    const clock = new PlatformClock(local, m => debug.push(m))
    expect(clock.now()).toBe(NOW)
    clock.observe(new Date(NOW - 900).toUTCString())
    clock.observe(undefined)
    clock.observe('not a date')
    expect(clock.now()).toBe(NOW)
    expect(debug).toEqual([])
  })
  it('keeps the platform’s time when the runner clock is behind or ahead, and says so when it is off by more than a minute', () => {
    for (const offset of [10 * 60_000, -7 * 60_000]) {
      const debug: string[] = []
      const clock = new PlatformClock(local, m => debug.push(m))
      clock.observe(new Date(NOW + offset).toUTCString())
      expect(clock.now()).toBe(NOW + offset)
      expect(debug).toEqual([
        expect.stringMatching(offset > 0 ? /10 min 0 s behind the platform's/ : /7 min 0 s ahead of the platform's/)
      ])
    }
  })
  it('a few seconds off: keeps the platform’s time without a word', () => {
    const debug: string[] = []
    const clock = new PlatformClock(local, m => debug.push(m))
    clock.observe(new Date(NOW + 5_000).toUTCString())
    expect(clock.now()).toBe(NOW + 5_000)
    expect(debug).toEqual([])
  })
})
