// Time: the clock (passed in, so tests shorten it), a span in words, and a time limit of the action's own
// that abandons work and says so, shorter once the run is cancelled.

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

/** A signal that aborts `ms` after `signal` does (the time a cancelled run still gives its work); its reason is `ms`. */
export function graceAfter(signal: AbortSignal, ms: number): AbortSignal {
  const over = new AbortController()
  const start = () => setTimeout(() => over.abort(ms), ms).unref()
  if (signal.aborted) start()
  else signal.addEventListener('abort', start, { once: true })
  return over.signal
}

/** `work`, or a rejection once `ms` have passed or `grace` (graceAfter) is over: the work is then abandoned, and told so. */
export async function bounded<T>(
  ms: number,
  work: (signal: AbortSignal) => Promise<T>,
  grace?: AbortSignal
): Promise<T> {
  const seconds = (limit: unknown) => (typeof limit === 'number' ? limit : ms) / 1000
  if (grace?.aborted) throw new Error(`no time left: the run was cancelled more than ${seconds(grace.reason)} s ago`)
  const signal = AbortSignal.any([AbortSignal.timeout(ms), ...(grace ? [grace] : [])])
  const late = new Promise<never>((_, reject) => {
    const fail = () => reject(new Error(`no answer within ${seconds(grace?.aborted ? grace.reason : ms)} s`))
    signal.addEventListener('abort', fail, { once: true })
  })
  return Promise.race([work(signal), late])
}
