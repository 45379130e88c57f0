// A time limit of the action's own: work that is abandoned (and told so) when it takes too long,
// with a shorter limit once another signal aborts.

/** Once `signal` aborts, the work gets at most `ms` more. */
export interface LimitOnAbort {
  readonly signal: AbortSignal
  readonly ms: number
}

/** `work`, or a rejection once `ms` have passed (the work is then abandoned, and told so). */
export async function bounded<T>(
  ms: number,
  work: (signal: AbortSignal) => Promise<T>,
  onAbort?: LimitOnAbort
): Promise<T> {
  const stop = new AbortController()
  const started = Date.now()
  let timer: NodeJS.Timeout | undefined
  let fail = (_limit: number) => {}
  const late = new Promise<never>((_, reject) => {
    fail = limit => {
      stop.abort()
      reject(new Error(`no answer within ${limit / 1000} s`))
    }
  })
  const arm = (after: number, limit: number) => {
    clearTimeout(timer)
    timer = setTimeout(() => fail(limit), after)
  }
  arm(ms, ms)
  const shorten = () => onAbort && arm(Math.min(ms - (Date.now() - started), onAbort.ms), onAbort.ms)
  if (onAbort?.signal.aborted) shorten()
  else onAbort?.signal.addEventListener('abort', shorten, { once: true })
  try {
    return await Promise.race([work(stop.signal), late])
  } finally {
    clearTimeout(timer)
    onAbort?.signal.removeEventListener('abort', shorten)
  }
}
