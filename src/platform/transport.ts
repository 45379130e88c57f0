// The HTTP transport: the runner's proxy honoured as the Actions toolkit reads it, and the two retry
// policies. A call that changes nothing is repeated on any transient failure; a call that may
// change the platform only when the request was never sent. Free of the platform's wording. On the
// undici that @actions/http-client brings, so the bundle carries one HTTP stack.

import { getProxyUrl } from '@actions/http-client/lib/proxy'
import { Agent, Client, Pool, ProxyAgent, RetryAgent, buildConnector, request, type Dispatcher } from 'undici'
import type { IncomingHttpHeaders } from 'node:http'
import type { Log } from '../lib/log.ts'
import {
  AnswerTooLarge,
  codeOf,
  describeFailure,
  retryAfterMs,
  isCertificateError,
  statusOf,
  wasNeverSent,
  type ErrorLike,
  markConnectFailure
} from './failures.ts'

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

/** Nothing was sent, and another try may do better (a refused certificate will not). */
const retryableUnsent = (err: unknown) => wasNeverSent(err) && !isCertificateError(err)

/** For calls that change nothing (token requests): any transient failure. */
export const IDEMPOTENT: RetryPolicy = {
  statuses: [429, 500, 502, 503, 504],
  repeatable: err => retryableUnsent(err) || TRANSIENT_CODES.includes(codeOf(err) ?? '')
}

/** For calls that may change the platform: repeated only when nothing was sent. */
export const ONLY_IF_NEVER_SENT: RetryPolicy = { statuses: [], repeatable: retryableUnsent }

/** The most of an answer the action reads: a token or a bot's key and secret are a few hundred bytes. */
const MAX_ANSWER_BYTES = 1024 * 1024

export interface TransportOptions {
  /** Attempts for calls that are safe to repeat (1 = no retry). */
  readonly attempts: number
  /** Limit for each HTTP call, connect to last byte. */
  readonly timeoutMs: number
  readonly log: Pick<Log, 'info'>
}

/** First backoff ceiling; doubles each attempt. The delay is drawn between half the ceiling and the ceiling. */
const BACKOFF_MS = 1000
const MAX_BACKOFF_MS = 30_000

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

/** A 2xx answer whose body the caller reads. */
export interface Opened {
  readonly status: number
  readonly headers: IncomingHttpHeaders
  readonly body: AsyncIterable<Buffer>
}

/** The exchange failed before a whole answer came; `attempts` were made. */
export class TransportFailure extends Error {
  readonly attempts: number
  constructor(cause: unknown, attempts: number) {
    super('transport failure', { cause })
    this.attempts = attempts
  }
}

/** The whole body, or AnswerTooLarge (the rest is not read) past `limit` bytes. */
async function readCapped(body: Dispatcher.ResponseData['body'], limit: number): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of body) {
    size += (chunk as Buffer).length
    if (size > limit) {
      body.destroy()
      throw new AnswerTooLarge(limit)
    }
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/** The answer, its body read whole (up to MAX_ANSWER_BYTES). */
async function whole(res: Dispatcher.ResponseData): Promise<Answer> {
  return { status: res.statusCode, headers: res.headers, text: await readCapped(res.body, MAX_ANSWER_BYTES) }
}

/**
 * The connection pools every agent makes, with their connection set-up marked: any failure of it
 * comes before a request byte. The mark is set where the connection is made, by whichever agent
 * makes it: TCP and TLS to the platform directly, or through a proxy its CONNECT, the proxy's
 * answer and the TLS handshake inside the tunnel (a reset there looks the same as one after
 * sending, so an error code alone cannot tell).
 */
function markedPools(timeoutMs: number) {
  return (origin: URL | string, opts: Pool.Options): Dispatcher => {
    const given = opts.connect
    const connector = typeof given === 'function' ? given : buildConnector({ timeout: timeoutMs, ...given })
    const connect: buildConnector.connector = (o, cb) =>
      connector(o, (err, socket) => (err ? cb(markConnectFailure(err), null) : cb(null, socket)))
    const options = { ...opts, connect }
    return opts.connections === 1 ? new Client(origin, options) : new Pool(origin, options)
  }
}

export class Transport {
  readonly #opts: TransportOptions
  readonly #limits: Agent.Options
  readonly #direct: Dispatcher
  /** One agent per proxy, made when a call first needs it. */
  readonly #proxies = new Map<string, Dispatcher>()

  constructor(options: TransportOptions) {
    this.#opts = options
    this.#limits = {
      factory: markedPools(options.timeoutMs),
      connectTimeout: options.timeoutMs,
      headersTimeout: options.timeoutMs,
      bodyTimeout: options.timeoutMs
    }
    this.#direct = new Agent(this.#limits)
  }

  /**
   * Through the proxy that HTTPS_PROXY / HTTP_PROXY name unless NO_PROXY lists the host, as
   * @actions/http-client decides for every toolkit action (a loopback host never goes through one).
   */
  #dispatcherFor(url: string): Dispatcher {
    const proxy = getProxyUrl(new URL(url))?.href
    if (proxy === undefined) return this.#direct
    let agent = this.#proxies.get(proxy)
    if (!agent) this.#proxies.set(proxy, (agent = new ProxyAgent({ ...this.#limits, uri: proxy })))
    return agent
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
    await Promise.all([this.#direct, ...this.#proxies.values()].map(d => d.close()))
  }

  /** One POST and its whole answer, repeated as `exchange.policy` allows; a TransportFailure otherwise. */
  async post(exchange: Exchange): Promise<Answer> {
    return this.#send(exchange, 'POST', whole)
  }

  /** One GET; a 2xx body is handed over as a stream for the caller to read, any other answer is read whole. */
  async open(exchange: Exchange): Promise<Answer | Opened> {
    return this.#send(exchange, 'GET', async res => {
      const { statusCode: status, headers, body } = res
      return status >= 200 && status < 300 ? { status, headers, body } : whole(res)
    })
  }

  /** Sends the exchange and takes its answer with `take`; any failure on the way is a TransportFailure. */
  async #send<T>(exchange: Exchange, method: 'GET' | 'POST', take: (res: Dispatcher.ResponseData) => Promise<T>) {
    const { dispatcher, attempts } = this.#retrying(this.#dispatcherFor(exchange.url), exchange.what, exchange.policy)
    try {
      const { headers, body, signal } = exchange
      return await take(await request(exchange.url, { method, headers, body, dispatcher, signal }))
    } catch (err) {
      throw new TransportFailure(err, attempts())
    }
  }

  /** A dispatcher that repeats the call, with jittered exponential backoff, when the policy says it is safe. */
  #retrying(base: Dispatcher, what: string, policy: RetryPolicy): { dispatcher: Dispatcher; attempts: () => number } {
    const { attempts, log } = this.#opts
    let attempt = 1
    const retryable = (err: unknown): boolean => {
      const status = statusOf(err)
      return status !== undefined ? policy.statuses.includes(status) : policy.repeatable(err)
    }
    // The retry function below decides every case: undici calls it for each failure.
    const dispatcher = new RetryAgent(base, {
      maxRetries: attempts - 1,
      methods: ['POST', 'GET'],
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
    const ceiling = Math.min(MAX_BACKOFF_MS, BACKOFF_MS * 2 ** (attempt - 1))
    return Math.min(
      MAX_BACKOFF_MS,
      retryAfterMs(err.headers) ?? Math.round(ceiling / 2 + (Math.random() * ceiling) / 2)
    )
  }
}
