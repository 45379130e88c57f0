// Time: the clock, sleeping, and waiting out the restore throttle. Free of @actions/core, so the
// waiting logic is tested with an injected clock.

/** What the run depends on from outside, passed in so tests can shorten time. */
export interface Environment {
  now(): number
  sleep(ms: number): Promise<void>
  /** How often a waiting run says it is still waiting. */
  waitLogEveryMs: number
}

export const realEnvironment: Environment = {
  now: () => Date.now(),
  sleep: ms => new Promise(resolve => setTimeout(resolve, ms)),
  waitLogEveryMs: 60_000
}

export function iso(ms: number): string {
  return new Date(ms).toISOString()
}

export function minutes(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000))
  const m = Math.floor(total / 60)
  const s = total % 60
  return m > 0 ? `${m} min ${s} s` : `${s} s`
}

/** Waits until `at`, saying now and then that it is still waiting, so the job does not look hung. */
export async function waitUntil(at: number, last: Date, env: Environment, log: (m: string) => void): Promise<void> {
  log(`The bot was last restored at ${last.toISOString()}; waiting until ${iso(at)} (${minutes(at - env.now())}) as 'on-throttle: wait' asks.`)
  for (let left = at - env.now(); left > 0; left = at - env.now()) {
    await env.sleep(Math.min(left, env.waitLogEveryMs))
    const still = at - env.now()
    if (still > 0) log(`Still waiting for the restore throttle: ${minutes(still)} left.`)
  }
}
