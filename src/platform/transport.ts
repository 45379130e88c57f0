// The HTTP transport, free of the platform's wording: one exchange sent through the right agent,
// repeated as its policy allows, its answer read within bounds; whatever goes wrong is a
// TransportFailure with the attempts made. On the undici @actions/http-client brings (one HTTP stack).

import { request, type Dispatcher } from 'undici'
import type { IncomingHttpHeaders } from 'node:http'
import type { Log } from '../lib/log.ts'
import { Agents } from './agents.ts'
import { whole, type Answer } from './body-limits.ts'
import { MAX_BACKOFF_MS, retrying, type RetryPolicy } from './retry-policy.ts'

export type { Answer } from './body-limits.ts'

export interface TransportOptions {
  /** Attempts for calls that are safe to repeat (1 = no retry). */
  readonly attempts: number
  /** Limit for each HTTP call, connect to last byte. */
  readonly timeoutMs: number
  readonly log: Pick<Log, 'info'>
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

/** A 2xx answer whose body the caller reads. */
export interface Opened {
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
    this.#agents = new Agents(options.timeoutMs)
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

  /** One GET and its whole answer (a small one: the channel's config). */
  async get(exchange: Exchange): Promise<Answer> {
    return this.#send(exchange, 'GET', whole)
  }

  /** One GET; a 2xx body is handed over as a stream for the caller to read, any other answer is read whole. */
  async open(exchange: Exchange): Promise<Answer | Opened> {
    return this.#send(exchange, 'GET', async res => {
      const { statusCode: status, headers, body } = res
      if (status < 200 || status >= 300) return whole(res)
      // Destroyed, the body reports an abort: nobody reads it any more, so that is not an error.
      const cancel = () => void body.on('error', () => undefined).destroy()
      return { status, headers, body, cancel }
    })
  }

  /** Sends the exchange and takes its answer with `take`; any failure on the way is a TransportFailure. */
  async #send<T>(
    exchange: Exchange,
    method: 'GET' | 'POST' | 'PUT',
    take: (res: Dispatcher.ResponseData) => Promise<T>
  ) {
    const { what, policy, url, headers, body, signal } = exchange
    const base = this.#agents.for(url)
    const { dispatcher, attempts } = retrying(base, {
      attempts: this.#opts.attempts,
      policy,
      what,
      log: this.#opts.log
    })
    try {
      return await take(await request(url, { method, headers, body, dispatcher, signal }))
    } catch (err) {
      throw new TransportFailure(err, attempts())
    }
  }
}
