// Time: the clock and sleeping, passed in so tests shorten time, and a span of time in words. The
// platform's clock is platform/platform-clock.ts's; waiting out the hour is run/flow.ts's.

/** What the run needs of time, passed in so tests can shorten it. */
export interface Clock {
  now(): number
  sleep(ms: number): Promise<void>
  /** How often a waiting run says it is still waiting. */
  waitLogEveryMs: number
}

export const realClock: Clock = {
  now: () => Date.now(),
  sleep: ms => new Promise(resolve => setTimeout(resolve, ms)),
  waitLogEveryMs: 60_000
}

/** A span of time for people: `40 min 0 s`, `12 s`. */
export function spanText(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000))
  const m = Math.floor(total / 60)
  const s = total % 60
  return m > 0 ? `${m} min ${s} s` : `${s} s`
}
