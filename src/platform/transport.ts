// HTTP without the platform's words: one exchange through the right agent (proxy, set-up marked unsent),
// repeated as its policy allows, each attempt timed from first byte sent to last received, answers bounded.

import type { IncomingHttpHeaders } from 'node:http'
import { Readable } from 'node:stream'
import { setTimeout as sleep } from 'node:timers/promises'
import { Agent, buildConnector, Client, type Dispatcher, Pool, ProxyAgent, request } from 'undici'
import type { Log } from '../lib/log.ts'
import { reasonOf } from '../lib/text.ts'
import {
  AnswerTooLarge,
  AttemptTimeout,
  codeOf,
  describeFailure,
  type ErrorLike,
  isCertificateError,
  NotSentError,
  proxyAuthRequired,
  retryAfterMs,
  statusOf,
  wasNeverSent
} from './network-errors.ts'
import type { ExchangeFailure } from './network-errors.ts'

export interface TransportOptions {
  /** Attempts for calls that are safe to repeat (1 = no retry). */
  readonly attempts: number
  /** Limit for each attempt of an HTTP call, connect to last byte. */
  readonly timeoutMs: number
  readonly log: Pick<Log, 'info'>
  /** Sent as every request's User-Agent: the action, its version and the run (never a secret). */
  readonly userAgent?: string | undefined
  /** The proxy a request to `url` goes through (the shell reads HTTPS_PROXY, HTTP_PROXY, NO_PROXY); none: direct. */
  readonly proxyFor: (url: URL) => string | undefined
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
  /** The most of an answer read whole (MAX_ANSWER_BYTES unless said). */
  readonly maxBytes?: number
}

/** A 2xx answer whose body the caller reads. */
export interface StreamedAnswer {
  readonly status: number
  readonly headers: IncomingHttpHeaders
  readonly body: AsyncIterable<Buffer>
  /** Gives up the body: its connection is closed, whatever the server does next. */
  readonly cancel: () => void
}

/** The exchange failed before a whole answer came; `attempts` were made. */
export class TransportFailure extends Error {
  readonly attempts: number
  constructor(cause: unknown, attempts: number) {
    super('transport failure', { cause })
    this.attempts = attempts
  }
}

export class Transport {
  readonly #opts: TransportOptions
  readonly #agents: Agents

  constructor(options: TransportOptions) {
    this.#opts = options
    this.#agents = new Agents(options.timeoutMs, options.proxyFor)
  }

  get timeoutMs(): number {
    return this.#opts.timeoutMs
  }

  /** Time limit for an exchange that may be repeated: every attempt's limit plus the longest backoffs. */
  get repeatedLimitMs(): number {
    const { attempts, timeoutMs } = this.#opts
    return attempts * timeoutMs + (attempts - 1) * MAX_BACKOFF_MS + 1000
  }

  async close(): Promise<void> {
    await this.#agents.close()
  }

  /** One POST (or PUT) and its whole answer, repeated as `exchange.policy` allows; a TransportFailure otherwise. */
  async post(exchange: Exchange, method: 'POST' | 'PUT' = 'POST'): Promise<Answer> {
    return this.#send(exchange, method, whole)
  }

  /** One GET and its whole answer (the channel's config; the account's bot list, with a larger `maxBytes`). */
  async get(exchange: Exchange): Promise<Answer> {
    return this.#send(exchange, 'GET', res => whole(res, exchange.maxBytes))
  }

  /** One GET; a 2xx body is handed over as a stream for the caller to read, any other answer is read whole. */
  async open(exchange: Exchange): Promise<Answer | StreamedAnswer> {
    return this.#send(exchange, 'GET', async res => {
      const { statusCode: status, headers, body } = res
      if (status < 200 || status >= 300) return whole(res)
      // Destroyed, the body reports an abort: nobody reads it any more, so that is not an error.
      const cancel = () => void body.on('error', () => undefined).destroy()
      return { status, headers, body, cancel }
    })
  }

  /** Sends the exchange and takes its answer, each attempt within `timeoutMs`, repeated as `policy` allows. */
  async #send<T>(
    exchange: Exchange,
    method: 'GET' | 'POST' | 'PUT',
    take: (res: Dispatcher.ResponseData) => Promise<T>
  ): Promise<T> {
    const sent = sendable(exchange.body)
    try {
      return await this.#attempts(exchange, method, take, sent.body)
    } finally {
      await sent.release()
    }
  }

  async #attempts<T>(
    exchange: Omit<Exchange, 'body'>,
    method: 'GET' | 'POST' | 'PUT',
    take: (res: Dispatcher.ResponseData) => Promise<T>,
    body: () => Dispatcher.DispatchOptions['body']
  ): Promise<T> {
    const { what, policy, url, signal } = exchange
    const { attempts, timeoutMs, log, userAgent } = this.#opts
    const headers = userAgent === undefined ? exchange.headers : { 'user-agent': userAgent, ...exchange.headers }
    const dispatcher = this.#agents.for(url)
    for (let attempt = 1; ; attempt++) {
      const limit = AbortSignal.timeout(timeoutMs)
      let answered = false
      let failure: unknown
      try {
        const res = await request(url, {
          method,
          headers,
          body: body(),
          dispatcher,
          signal: AbortSignal.any([signal, limit])
        })
        answered = true
        if (!policy.statuses.includes(res.statusCode)) return await take(res)
        res.body.on('error', () => undefined).destroy()
        failure = new RepeatableStatus(res.statusCode, res.headers)
      } catch (err) {
        failure = limit.aborted && !signal.aborted ? new AttemptTimeout(timeoutMs, answered) : err
      }
      if (signal.aborted || attempt >= attempts || !repeatable(policy, failure)) {
        throw new TransportFailure(failure, attempt)
      }
      const delay = backoffMs(attempt, failure as ErrorLike)
      log.info(
        `${what}: attempt ${attempt} of ${attempts} failed (${describeFailure(failure)}); retrying in ${(delay / 1000).toFixed(1)} s.`
      )
      await sleep(delay, undefined, { signal }).catch(() => {
        throw new TransportFailure(failure, attempt)
      })
    }
  }
}

/**
 * A body each attempt can take: a stream is read through a new stream per attempt (undici may destroy it
 * without touching the rest); `release` ends the reading once the exchange is over.
 */
function sendable(body: Dispatcher.DispatchOptions['body']): {
  body: () => Dispatcher.DispatchOptions['body']
  release: () => Promise<void>
} {
  if (!(body instanceof Readable)) return { body: () => body, release: () => Promise.resolve() }
  const chunks = body[Symbol.asyncIterator]() as AsyncIterator<Buffer>
  const attempt = () =>
    new Readable({
      read() {
        chunks.next().then(
          next => this.push(next.done ? null : next.value),
          (err: unknown) => this.destroy(err instanceof Error ? err : new Error(String(err)))
        )
      }
    })
  const release = async () => {
    await chunks.return?.()
  }
  return { body: attempt, release }
}

/** An answer whose status the policy repeats, given up on: its status and headers (Retry-After). */
class RepeatableStatus extends Error {
  readonly statusCode: number
  readonly headers: IncomingHttpHeaders
  constructor(status: number, headers: IncomingHttpHeaders) {
    super(`HTTP ${status}`)
    this.statusCode = status
    this.headers = headers
  }
}

/** Whether `policy` repeats an exchange that failed with `err`: its status, or the failure. */
function repeatable(policy: RetryPolicy, err: unknown): boolean {
  const status = statusOf(err)
  return status !== undefined ? policy.statuses.includes(status) : policy.repeatable(err)
}

/**
 * Every agent's connection pools, their set-up marked where it is made (TCP and TLS, or a proxy's CONNECT
 * and the TLS inside): a reset there looks like one after sending, so a code alone cannot tell.
 */
function markedPools(timeoutMs: number, proxy?: string) {
  return (origin: URL | string, opts: Pool.Options): Dispatcher => {
    const given = opts.connect
    const connector = typeof given === 'function' ? given : buildConnector({ timeout: timeoutMs, ...given })
    const connect: buildConnector.connector = (o, cb) =>
      connector(o, (err, socket) => (err ? cb(new NotSentError(err, proxy), null) : cb(null, socket)))
    const options = { ...opts, connect }
    return opts.connections === 1 ? new Client(origin, options) : new Pool(origin, options)
  }
}

export class Agents {
  readonly #limits: Agent.Options
  readonly #timeoutMs: number
  readonly #direct: Dispatcher
  /** One agent per proxy, made when a call first needs it. */
  readonly #proxies = new Map<string, Dispatcher>()
  readonly #proxyFor: TransportOptions['proxyFor']

  /** Agents whose every phase (connect, headers, body) is limited to `timeoutMs`. */
  constructor(timeoutMs: number, proxyFor: TransportOptions['proxyFor']) {
    this.#timeoutMs = timeoutMs
    this.#proxyFor = proxyFor
    this.#limits = {
      factory: markedPools(timeoutMs),
      connectTimeout: timeoutMs,
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs
    }
    this.#direct = new Agent(this.#limits)
  }

  /** Through the proxy the shell names for `url`, else direct. */
  for(url: string): Dispatcher {
    const proxy = this.#proxyFor(new URL(url))
    if (proxy === undefined) return this.#direct
    let agent = this.#proxies.get(proxy)
    if (!agent) {
      // The proxy as messages may name it: its host and port, never a user or password in the URL.
      const named = new URL(proxy).host
      agent = new ProxyAgent({ ...this.#limits, factory: markedPools(this.#timeoutMs, named), uri: proxy })
      this.#proxies.set(proxy, agent)
    }
    return agent
  }

  async close(): Promise<void> {
    await Promise.all([this.#direct, ...this.#proxies.values()].map(d => d.close()))
  }
}

const MAX_ANSWER_BYTES = 1024 * 1024

export interface Answer {
  readonly status: number
  readonly headers: IncomingHttpHeaders
  readonly text: string
}

/** The whole body, or AnswerTooLarge (the rest is not read) past `limit` bytes. */
async function readCapped(body: Dispatcher.ResponseData['body'], limit: number, status: number): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of body) {
    size += (chunk as Buffer).length
    if (size > limit) {
      body.destroy()
      throw new AnswerTooLarge(limit, status)
    }
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}

export async function whole(res: Dispatcher.ResponseData, maxBytes = MAX_ANSWER_BYTES): Promise<Answer> {
  return {
    status: res.statusCode,
    headers: res.headers,
    text: await readCapped(res.body, maxBytes, res.statusCode)
  }
}

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

/** `signal` (when given) joined with a limit of `ms`: aborts on whichever comes first. */
export function withLimit(signal: AbortSignal | undefined, ms: number): AbortSignal {
  const limit = AbortSignal.timeout(ms)
  return signal ? AbortSignal.any([signal, limit]) : limit
}

export const JSON_HEADERS = { 'content-type': 'application/json', accept: 'application/json' }

/** The failure of an exchange that got no whole answer: abandoned by the run, or unanswered. */
export function noWholeAnswer(
  err: unknown,
  signal: AbortSignal | undefined
): Extract<ExchangeFailure, { kind: 'abandoned' | 'unanswered' }> {
  if (signal?.aborted) return { kind: 'abandoned', reason: reasonOf(signal.reason) }
  if (err instanceof TransportFailure) return { kind: 'unanswered', cause: err.cause, attempts: err.attempts }
  throw err
}

export function outside2xx(answer: Answer): Extract<ExchangeFailure, { kind: 'status' }> {
  const location = answer.headers.location
  return { kind: 'status', status: answer.status, body: answer.text, location: location && String(location) }
}
