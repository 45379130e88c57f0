// The action's own time limits (lib/time.ts): once the run is cancelled, all the work bounded by
// the cancel shares what is left after it. Fake timers: no wall-clock time is asserted.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { bounded, graceAfter } from '../../src/lib/time.ts'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

const never = () => new Promise<never>(() => undefined)

describe('bounded, after a cancel', () => {
  it('work under way gets the rest of the window after the cancel; work begun after the window is not begun', async () => {
    const cancel = new AbortController()
    const onAbort = graceAfter(cancel.signal, 3_000)
    const first = bounded(10_000, never, onAbort).catch((e: Error) => e.message)
    await vi.advanceTimersByTimeAsync(1_000)
    cancel.abort()
    await vi.advanceTimersByTimeAsync(3_000)
    expect(await first).toBe('no answer within 3 s')
    let begun = false
    const second = bounded(10_000, () => ((begun = true), never()), onAbort).catch((e: Error) => e.message)
    expect(await second).toMatch(/no time left: the run was cancelled more than 3 s ago/)
    expect(begun).toBe(false)
  })

  it('work begun inside the window gets only what is left of it', async () => {
    const cancel = new AbortController()
    const onAbort = graceAfter(cancel.signal, 3_000)
    void bounded(10_000, never, onAbort).catch(() => undefined)
    cancel.abort()
    await vi.advanceTimersByTimeAsync(2_000)
    let settled = false
    const second = bounded(10_000, never, onAbort).catch(() => (settled = true))
    await vi.advanceTimersByTimeAsync(999)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(2)
    await second
    expect(settled).toBe(true)
  })

  it('a cancel that came before the first save: every save shares the window from when the cancel was first seen', async () => {
    const cancel = new AbortController()
    cancel.abort()
    const onAbort = graceAfter(cancel.signal, 3_000)
    let ended = 0
    const first = bounded(10_000, never, onAbort).catch(() => (ended = Date.now()))
    const started = Date.now()
    await vi.advanceTimersByTimeAsync(3_001)
    await first
    expect(ended - started).toBeLessThanOrEqual(3_001)
    const second = bounded(10_000, never, onAbort).catch((e: Error) => e.message)
    expect(await second).toMatch(/no time left/)
  })
})
