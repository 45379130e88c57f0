// When a failed exchange is tried again, and after how long: a call that changes nothing (a token
// request) on any transient failure; a call that may change the platform only when nothing was
// sent. Jittered exponential backoff, or the platform's Retry-After. Undici's RetryAgent does the
// repeating; this file decides.

import { RetryAgent, type Dispatcher } from 'undici'
import type { Log } from '../lib/log.ts'
import {
  codeOf,
  describeFailure,
  isCertificateError,
  proxyAuthRequired,
  retryAfterMs,
  statusOf,
  wasNeverSent
} from './error-codes.ts'
import type { ErrorLike } from './error-codes.ts'

export interface RetryPolicy {
  /** Answers that may be asked again. */
  readonly statuses: readonly number[]
  /** Failures without an answer that may be tried again. */
  readonly repeatable: (err: unknown) => boolean
}

const TRANSIENT_CODES = [
  'ECONNRESET',
  'EPIPE',
  'UND_ERR_SOCKET',
  'ENETDOWN',
  'ENETUNREACH',
  'EHOSTDOWN',
  'EHOSTUNREACH'
]

/** Nothing was sent, and another try may do better (a refused certificate, or a proxy that wants credentials, will not). */
const retryableUnsent = (err: unknown) => wasNeverSent(err) && !isCertificateError(err) && !proxyAuthRequired(err)

/** For calls that change nothing (token requests): any transient failure. */
export const IDEMPOTENT: RetryPolicy = {
  statuses: [429, 500, 502, 503, 504],
  repeatable: err => retryableUnsent(err) || TRANSIENT_CODES.includes(codeOf(err) ?? '')
}

/** For calls that may change the platform: repeated only when nothing was sent. */
export const ONLY_IF_NEVER_SENT: RetryPolicy = { statuses: [], repeatable: retryableUnsent }

/** First backoff ceiling; doubles each attempt. The delay is drawn between half the ceiling and the ceiling. */
const BACKOFF_MS = 1000
export const MAX_BACKOFF_MS = 30_000

/** The wait before attempt `attempt + 1`: the platform's Retry-After, or jittered exponential backoff. */
export function backoffMs(attempt: number, err: ErrorLike): number {
  const ceiling = Math.min(MAX_BACKOFF_MS, BACKOFF_MS * 2 ** (attempt - 1))
  return Math.min(MAX_BACKOFF_MS, retryAfterMs(err.headers) ?? Math.round(ceiling / 2 + (Math.random() * ceiling) / 2))
}

/** How one exchange is repeated: at most `attempts` in all, as `policy` allows, each retry logged as `what`. */
interface Retrying {
  readonly attempts: number
  readonly policy: RetryPolicy
  readonly what: string
  readonly log: Pick<Log, 'info'>
}

/** A dispatcher over `base` that repeats the exchange as `r` allows; `attempts()` says how many were made. */
export function retrying(base: Dispatcher, r: Retrying): { dispatcher: Dispatcher; attempts: () => number } {
  const { attempts, policy, what, log } = r
  let attempt = 1
  const retryable = (err: unknown): boolean => {
    const status = statusOf(err)
    return status !== undefined ? policy.statuses.includes(status) : policy.repeatable(err)
  }
  // The retry function below decides every case: undici calls it for each failure.
  const dispatcher = new RetryAgent(base, {
    maxRetries: attempts - 1,
    methods: ['POST', 'PUT', 'GET'],
    statusCodes: [...policy.statuses],
    retry: (err, _ctx, cb) => {
      if (!retryable(err) || attempt >= attempts) return cb(err)
      const delay = backoffMs(attempt, err)
      log.info(
        `${what}: attempt ${attempt} of ${attempts} failed (${describeFailure(err)}); retrying in ${(delay / 1000).toFixed(1)} s.`
      )
      attempt++
      return setTimeout(() => cb(null), delay)
    }
  })
  return { dispatcher, attempts: () => attempt }
}
