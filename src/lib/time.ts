// Time: the clock and sleeping, passed in so tests shorten time, a span of time in words, and a time
// limit of the action's own (work abandoned, and told so, when it takes too long; shorter once another
// signal aborts, counted from the abort).

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

/** Once `signal` aborts, the work (all the work bounded by it) gets at most `ms` more. */
export interface LimitOnAbort {
  readonly signal: AbortSignal
  readonly ms: number
}

/** When each watched signal aborted. */
const abortedAt = new WeakMap<AbortSignal, number>()

/** Notes when `signal` aborts; one that has already aborted when first seen counts from now. */
function watch(signal: AbortSignal): void {
  if (abortedAt.has(signal)) return
  if (signal.aborted) return void abortedAt.set(signal, Date.now())
  abortedAt.set(signal, Infinity)
  signal.addEventListener('abort', () => abortedAt.set(signal, Date.now()), { once: true })
}

/** What is left of `onAbort.ms` once its signal has aborted (all of it when the abort was not watched). */
function leftAfterAbort(onAbort: LimitOnAbort): number {
  const at = abortedAt.get(onAbort.signal)
  return at === undefined || at === Infinity ? onAbort.ms : onAbort.ms - (Date.now() - at)
}

/** `work`, or a rejection once `ms` have passed (the work is then abandoned, and told so). */
export async function bounded<T>(
  ms: number,
  work: (signal: AbortSignal) => Promise<T>,
  onAbort?: LimitOnAbort
): Promise<T> {
  if (onAbort) watch(onAbort.signal)
  if (onAbort?.signal.aborted && leftAfterAbort(onAbort) <= 0) {
    throw new Error(`no time left: the run was cancelled more than ${onAbort.ms / 1000} s ago`)
  }
  const stop = new AbortController()
  const started = Date.now()
  let timer: NodeJS.Timeout | undefined
  const late = Promise.withResolvers<never>()
  const fail = (limit: number) => {
    stop.abort()
    late.reject(new Error(`no answer within ${limit / 1000} s`))
  }
  const arm = (after: number, limit: number) => {
    clearTimeout(timer)
    timer = setTimeout(() => fail(limit), after)
  }
  arm(ms, ms)
  const shorten = () => onAbort && arm(Math.min(ms - (Date.now() - started), leftAfterAbort(onAbort)), onAbort.ms)
  if (onAbort?.signal.aborted) shorten()
  else onAbort?.signal.addEventListener('abort', shorten, { once: true })
  try {
    return await Promise.race([work(stop.signal), late.promise])
  } finally {
    clearTimeout(timer)
    onAbort?.signal.removeEventListener('abort', shorten)
  }
}
