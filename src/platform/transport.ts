// The HTTP transport: one dispatcher that honours the runner's proxy variables, and the two retry
// policies. A call that changes nothing is repeated on any transient failure; a call that may
// change the platform only when the request was never sent. Free of the platform's wording.

import { EnvHttpProxyAgent, RetryAgent, request, type Dispatcher } from 'undici'
import type { IncomingHttpHeaders } from 'node:http'
import { untrusted } from '../errors.ts'
import type { Log } from '../log.ts'

/** Connection failures in which no request reached the server: safe to repeat any call. */
export const NEVER_SENT_CODES: readonly string[] = ['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'UND_ERR_CONNECT_TIMEOUT']

export interface RetryPolicy {
  readonly codes: readonly string[]
  readonly statuses: readonly number[]
}

/** For calls that change nothing (token requests). */
export const IDEMPOTENT: RetryPolicy = {
  codes: [
    ...NEVER_SENT_CODES,
    'ECONNRESET',
    'EPIPE',
    'UND_ERR_SOCKET',
    'ENETDOWN',
    'ENETUNREACH',
    'EHOSTDOWN',
    'EHOSTUNREACH'
  ],
  statuses: [429, 500, 502, 503, 504]
}

/** For calls that may change the platform: repeated only when nothing was sent. */
export const ONLY_IF_NEVER_SENT: RetryPolicy = { codes: NEVER_SENT_CODES, statuses: [] }

export interface TransportOptions {
  /** Attempts for calls that are safe to repeat (1 = no retry). */
  readonly attempts: number
  /** Limit for each HTTP call, connect to last byte. */
  readonly timeoutMs: number
  readonly log: Pick<Log, 'info'>
  /** First backoff ceiling; doubles each attempt. The delay is drawn between half the ceiling and the ceiling. */
  readonly backoffMs?: number
  readonly maxBackoffMs?: number
  readonly random?: () => number
}

export interface Exchange {
  /** Says what is being done, in the retry log lines (`Token request`, `The restore call`). */
  readonly what: string
  readonly url: string
  readonly policy: RetryPolicy
  readonly headers: Record<string, string>
  readonly body: Dispatcher.DispatchOptions['body']
  /** Ends the whole exchange, retries included. */
  readonly signal: AbortSignal
}

export interface Answer {
  readonly status: number
  readonly headers: IncomingHttpHeaders
  readonly text: string
}

/** The exchange failed before a whole answer came; `attempts` were made. */
export class TransportFailure extends Error {
  readonly attempts: number
  constructor(cause: unknown, attempts: number) {
    super('transport failure', { cause })
    this.attempts = attempts
  }
}

interface ErrorLike {
  code?: string
  statusCode?: number
  headers?: Record<string, string | string[] | undefined>
  message?: string
  name?: string
  cause?: unknown
}

export function codeOf(err: unknown): string | undefined {
  let e = err as ErrorLike | undefined
  for (let i = 0; i < 4 && e; i++) {
    if (typeof e.code === 'string' && e.code !== 'UND_ERR_REQ_RETRY') return e.code
    e = e.cause as ErrorLike | undefined
  }
  return undefined
}

export function statusOf(err: unknown): number | undefined {
  const status = (err as ErrorLike | undefined)?.statusCode
  return typeof status === 'number' ? status : undefined
}

export function isTimeout(err: unknown): boolean {
  const e = err as ErrorLike
  const code = codeOf(err)
  const timeoutCodes = ['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'UND_ERR_CONNECT_TIMEOUT']
  return (
    e?.name === 'TimeoutError' ||
    (code !== undefined && timeoutCodes.includes(code)) ||
    (e?.name === 'AbortError' && (e.cause as ErrorLike)?.name === 'TimeoutError')
  )
}

/** The server's certificate was refused: nothing was sent, and repeating will not help. */
export function isCertificateError(err: unknown): boolean {
  const code = codeOf(err)
  return code !== undefined && /CERT|SELF_SIGNED|UNABLE_TO_(GET|VERIFY)|^ERR_TLS_|^ERR_SSL_/.test(code)
}

export function describeFailure(err: unknown): string {
  const status = statusOf(err)
  if (status !== undefined) return `HTTP ${status}`
  const code = codeOf(err)
  const text = untrusted(String((err as ErrorLike | undefined)?.message ?? err), 160)
  return code ? `${code} (${text})` : text
}

function retryAfterMs(headers: ErrorLike['headers']): number | undefined {
  const raw = headers?.['retry-after']
  const v = Array.isArray(raw) ? raw[0] : raw
  if (!v) return undefined
  if (/^\d+$/.test(v.trim())) return Number(v) * 1000
  const at = Date.parse(v)
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now())
}

export class Transport {
  readonly #opts: Required<TransportOptions>
  readonly #base: Dispatcher

  constructor(options: TransportOptions) {
    this.#opts = { backoffMs: 1000, maxBackoffMs: 30_000, random: Math.random, ...options }
    // Honours HTTPS_PROXY / HTTP_PROXY / NO_PROXY, as self-hosted runners set them.
    this.#base = new EnvHttpProxyAgent({
      connect: { timeout: options.timeoutMs },
      headersTimeout: options.timeoutMs,
      bodyTimeout: options.timeoutMs
    })
  }

  get timeoutMs(): number {
    return this.#opts.timeoutMs
  }

  /** Time limit for an exchange that may be repeated: every attempt's limit plus the longest backoffs. */
  get repeatedLimitMs(): number {
    const { attempts, timeoutMs, maxBackoffMs } = this.#opts
    return attempts * timeoutMs + (attempts - 1) * maxBackoffMs + 1000
  }

  async close(): Promise<void> {
    await this.#base.close()
  }

  /** One POST and its whole answer, repeated as `exchange.policy` allows; a TransportFailure otherwise. */
  async post(exchange: Exchange): Promise<Answer> {
    const { dispatcher, attempts } = this.#retrying(exchange.what, exchange.policy)
    try {
      const res = await request(exchange.url, {
        method: 'POST',
        headers: exchange.headers,
        body: exchange.body,
        dispatcher,
        signal: exchange.signal
      })
      return { status: res.statusCode, headers: res.headers, text: await res.body.text() }
    } catch (err) {
      throw new TransportFailure(err, attempts())
    }
  }

  /** A dispatcher that repeats the call, with jittered exponential backoff, when the policy says it is safe. */
  #retrying(what: string, policy: RetryPolicy): { dispatcher: Dispatcher; attempts: () => number } {
    const { attempts, log } = this.#opts
    let attempt = 1
    const retryable = (err: unknown): boolean => {
      const status = statusOf(err)
      const code = codeOf(err)
      return status !== undefined ? policy.statuses.includes(status) : code !== undefined && policy.codes.includes(code)
    }
    const dispatcher = new RetryAgent(this.#base, {
      maxRetries: attempts - 1,
      methods: ['POST'],
      errorCodes: [...policy.codes],
      statusCodes: [...policy.statuses],
      retry: (err, _ctx, cb) => {
        if (!retryable(err) || attempt >= attempts) return cb(err)
        const delay = this.#delay(attempt, err)
        log.info(
          `${what}: attempt ${attempt} of ${attempts} failed (${describeFailure(err)}); retrying in ${(delay / 1000).toFixed(1)} s.`
        )
        attempt++
        return setTimeout(() => cb(null), delay)
      }
    })
    return { dispatcher, attempts: () => attempt }
  }

  #delay(attempt: number, err: ErrorLike): number {
    const { backoffMs, maxBackoffMs, random } = this.#opts
    const ceiling = Math.min(maxBackoffMs, backoffMs * 2 ** (attempt - 1))
    return Math.min(maxBackoffMs, retryAfterMs(err.headers) ?? Math.round(ceiling / 2 + (random() * ceiling) / 2))
  }
}
