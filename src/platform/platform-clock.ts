// The platform's time: this machine's clock corrected by the platform's `Date` headers, which the
// client observes as its answers arrive. The throttle ledger keeps time by it.

import { spanText, type Clock } from '../lib/time.ts'

/** Differences under this are the `Date` header's own imprecision (whole seconds), not a skewed clock. */
const DATE_PRECISION_MS = 2_000

/**
 * The platform's time: this machine's clock corrected by the offset its `Date` headers show, since its throttle
 * runs on it; a machine's clock off then neither writes entries that look old nor ignores them.
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
    // Within the header's imprecision of the offset kept, it is kept: a run's times never step back.
    if (Math.abs(offset - this.#offsetMs) < DATE_PRECISION_MS) return
    if (Math.abs(offset) > 60_000 && Math.abs(offset - this.#offsetMs) > 60_000) {
      this.#debug(
        `This machine's clock is ${spanText(Math.abs(offset))} ${offset > 0 ? 'behind' : 'ahead of'} the platform's; the throttle ledger keeps the platform's time.`
      )
    }
    this.#offsetMs = offset
  }
}
