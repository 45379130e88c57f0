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
  it('once off, a later header within its whole second moves nothing: the run’s entries keep their order', () => {
    let at = NOW + 400
    const clock = new PlatformClock({ ...realClock, now: () => at }, () => undefined)
    clock.observe(new Date(NOW + 3_600_000).toUTCString())
    const overwrite = clock.now()
    at += 300
    // The same second on the platform, read 300 ms later: the offset is not cut by the header's lost milliseconds.
    clock.observe(new Date(NOW + 3_600_000).toUTCString())
    expect(clock.now()).toBeGreaterThan(overwrite)
    clock.observe(new Date(NOW + 3_600_000 + 5_000).toUTCString())
    expect(clock.now()).toBe(NOW + 3_600_000 + 5_000)
  })
  it('a few seconds off: keeps the platform’s time without a word', () => {
    const debug: string[] = []
    const clock = new PlatformClock(local, m => debug.push(m))
    clock.observe(new Date(NOW + 5_000).toUTCString())
    expect(clock.now()).toBe(NOW + 5_000)
    expect(debug).toEqual([])
  })
})
