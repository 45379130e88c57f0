// Waiting out the platform's hour (`on-throttle: wait`): until the next allowed time, saying now and
// then that it still waits, so the job does not look hung; a cancel ends the wait at once.

import { spanText, type Clock } from '../lib/clock.ts'

/** An instant as the log shows it. */
const iso = (ms: number) => new Date(ms).toISOString()

/** What a wait is for, in its log lines: `restore`. */
export interface WaitFor {
  readonly noun: string
}

export interface Wait {
  /** Until when (ms since epoch). */
  readonly at: number
  /** When the last one was, and what, for the first line (`The bot was last overwritten at …`). */
  readonly since: string
  readonly clock: Clock
  readonly log: (message: string) => void
  readonly what: WaitFor
  /** Ends the wait at once, by rejecting (the run's cancellation). */
  readonly interrupt: <T>(work: Promise<T>) => Promise<T>
}

/** Waits until `at`, saying now and then that it is still waiting, so the job does not look hung. */
export async function waitUntil({ at, since, clock, log, what, interrupt }: Wait): Promise<void> {
  log(`${since}; waiting until ${iso(at)} (${spanText(at - clock.now())}) as 'on-throttle: wait' asks.`)
  for (let left = at - clock.now(); left > 0; left = at - clock.now()) {
    await interrupt(clock.sleep(Math.min(left, clock.waitLogEveryMs)))
    const still = at - clock.now()
    if (still > 0) log(`Still waiting for the ${what.noun} throttle: ${spanText(still)} left.`)
  }
}
