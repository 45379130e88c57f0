// Time: the clock, sleeping, waiting until a moment (saying so now and then), and the platform's
// clock as its answers' Date headers show it. Passed in, so tests shorten time.

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

function iso(ms: number): string {
  return new Date(ms).toISOString()
}

/** A span of time for people: `40 min 0 s`, `12 s`. */
export function spanText(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000))
  const m = Math.floor(total / 60)
  const s = total % 60
  return m > 0 ? `${m} min ${s} s` : `${s} s`
}

/** What a wait is for, in its log lines: `restore`, `restored`. */
export interface WaitFor {
  readonly noun: string
  readonly done: string
}

export interface Wait {
  /** Until when (ms since epoch). */
  readonly at: number
  /** When the last one was, for the first line. */
  readonly last: Date
  readonly clock: Clock
  readonly log: (message: string) => void
  readonly what: WaitFor
  /** Ends the wait at once, by rejecting (the run's cancellation). */
  readonly interrupt: <T>(work: Promise<T>) => Promise<T>
}

/** Waits until `at`, saying now and then that it is still waiting, so the job does not look hung. */
export async function waitUntil({ at, last, clock, log, what, interrupt }: Wait): Promise<void> {
  log(
    `The bot was last ${what.done} at ${last.toISOString()}; waiting until ${iso(at)} (${spanText(at - clock.now())}) as 'on-throttle: wait' asks.`
  )
  for (let left = at - clock.now(); left > 0; left = at - clock.now()) {
    await interrupt(clock.sleep(Math.min(left, clock.waitLogEveryMs)))
    const still = at - clock.now()
    if (still > 0) log(`Still waiting for the ${what.noun} throttle: ${spanText(still)} left.`)
  }
}

/** Differences under this are the `Date` header's own imprecision (whole seconds), not a skewed clock. */
const DATE_PRECISION_MS = 2_000

/**
 * The platform's time: the runner's clock, corrected by the offset that the platform's HTTP `Date`
 * headers show. The platform's throttle runs on its own clock, so the ledger keeps time by it: a
 * runner whose clock is behind or ahead then neither writes entries that look old nor ignores them.
 */
export class PlatformClock implements Clock {
  readonly #local: Clock
  readonly #debug: (message: string) => void
  #offsetMs = 0

  constructor(local: Clock, debug: (message: string) => void) {
    this.#local = local
    this.#debug = debug
  }

  get waitLogEveryMs(): number {
    return this.#local.waitLogEveryMs
  }

  now(): number {
    return this.#local.now() + this.#offsetMs
  }

  sleep(ms: number): Promise<void> {
    return this.#local.sleep(ms)
  }

  /** Takes the platform's `Date` header of an answer that has just arrived. */
  observe(date: string | undefined): void {
    const platform = date ? Date.parse(date) : NaN
    if (Number.isNaN(platform)) return
    const offset = platform - this.#local.now()
    if (Math.abs(offset) < DATE_PRECISION_MS) return
    if (Math.abs(offset) > 60_000 && Math.abs(offset - this.#offsetMs) > 60_000) {
      this.#debug(
        `The runner's clock is ${spanText(Math.abs(offset))} ${offset > 0 ? 'behind' : 'ahead of'} the platform's; the throttle ledger keeps the platform's time.`
      )
    }
    this.#offsetMs = offset
  }
}
