// The Global Platform API client: the platform's wire names, its two token endpoints and its bot
// calls, all through one request path (send, check the status, read the JSON). It knows HTTP and
// the platform, nothing of @actions/core: the log and the redaction of secrets are passed in.

import { Readable } from 'node:stream'
import type { KeyAuth } from '../auth.ts'
import type { OperationName } from '../constants.ts'
import { PlatformStatusError, ResponseShapeError, untrusted, type ActionError } from '../errors.ts'
import type { Log } from '../log.ts'
import { botFailure, botStatus, tokenFailure, tokenStatus, type Explained } from './messages.ts'
import { parseBotKeys, parseJson, parseTokenResponse, type BotKeys } from './responses.ts'
import { BotCallPath, tokenRequestBody } from './wire.ts'
import { IDEMPOTENT, ONLY_IF_NEVER_SENT, Transport, TransportFailure, type Answer, type Exchange } from './transport.ts'

export type { BotKeys } from './responses.ts'

export interface ClientOptions {
  readonly attempts: number
  readonly timeoutMs: number
  readonly log: Pick<Log, 'info'>
  /** Removes known secrets from outside text before it is shown. */
  readonly redact: (text: string) => string
  /** Takes the `Date` header of each answer (the platform's clock). */
  readonly observeDate?: (date: string | undefined) => void
  readonly backoffMs?: number
  readonly maxBackoffMs?: number
  readonly random?: () => number
}

/** A token as the platform issued it. */
export interface IssuedToken {
  readonly token: string
  /** Minutes of validity the platform reported. */
  readonly validMinutes: number
}

/** A backup to send: its bytes as a stream, and their number. */
export interface BackupBody {
  readonly body: AsyncIterable<Buffer>
  readonly size: number
}

/** What the operations and the token owner need of the platform. */
export interface Platform {
  requestToken(url: string, auth: KeyAuth, signal?: AbortSignal): Promise<IssuedToken>
  botCall(op: OperationName, serviceEndpoint: string, token: string, backup: BackupBody | undefined): Promise<BotKeys>
  close(): Promise<void>
}

interface Call extends Exchange {
  /** The error for an exchange that got no whole answer. */
  readonly failed: (err: unknown, attempts: number) => ActionError
  /** The message and fix for a status other than 200. */
  readonly refused: (status: number) => Explained
  /** The error for a 200 whose body is not JSON. */
  readonly notJson: (answer: Answer) => ActionError
}

const JSON_HEADERS = { 'content-type': 'application/json', accept: 'application/json' }

export class PlatformClient implements Platform {
  readonly #transport: Transport
  readonly #redact: (text: string) => string
  readonly #observeDate: (date: string | undefined) => void

  constructor(options: ClientOptions) {
    this.#transport = new Transport(options)
    this.#redact = options.redact
    this.#observeDate = options.observeDate ?? (() => undefined)
  }

  async close(): Promise<void> {
    await this.#transport.close()
  }

  /** Requests a token. Repeated on connection failures, 429 and 5xx: a token request changes nothing. */
  async requestToken(url: string, auth: KeyAuth, signal?: AbortSignal): Promise<IssuedToken> {
    const limit = AbortSignal.timeout(this.#transport.repeatedLimitMs)
    const json = await this.#call({
      what: 'Token request',
      url,
      policy: IDEMPOTENT,
      headers: JSON_HEADERS,
      body: JSON.stringify(tokenRequestBody(auth)),
      signal: signal ? AbortSignal.any([signal, limit]) : limit,
      failed: (err, attempts) => tokenFailure(err, attempts, this.#transport.timeoutMs),
      refused: tokenStatus,
      notJson: answer =>
        new ResponseShapeError(
          `The token endpoint answered HTTP 200 with a body that is not JSON (${answer.text.length} characters, content-type ${untrusted(String(answer.headers['content-type'] ?? 'none'), 60)}).`,
          "Check that 'service-endpoint' (or 'node-url') is the platform's API address, not a web page or a proxy's login page."
        )
    })
    return parseTokenResponse(json)
  }

  /**
   * Restore, overwrite or reference clone. Repeated only when the connection was never made: once a
   * request may have reached the platform it is never sent again, since a repeated restore creates
   * a second bot.
   */
  async botCall(
    op: OperationName,
    serviceEndpoint: string,
    token: string,
    backup: BackupBody | undefined
  ): Promise<BotKeys> {
    const headers: Record<string, string> = { authorization: `Bearer ${token}`, ...JSON_HEADERS }
    if (backup) headers['content-length'] = String(backup.size)
    const json = await this.#call({
      what: `The ${op} call`,
      url: `${serviceEndpoint}${BotCallPath[op]}`,
      policy: ONLY_IF_NEVER_SENT,
      headers,
      body: backup ? Readable.from(backup.body, { objectMode: false }) : '',
      signal: AbortSignal.timeout(this.#transport.timeoutMs),
      failed: (err, attempts) => botFailure(op, err, attempts, this.#transport.timeoutMs),
      refused: status => botStatus(op, status),
      // The body is not shown: it may hold the new bot's credentials in a form we cannot mask.
      notJson: answer =>
        new ResponseShapeError(
          `The platform answered the ${op} with HTTP 200, but the body is not JSON (${answer.text.length} characters).`,
          `The ${op} was probably applied: check the bot in the platform before running again.`
        )
    })
    return parseBotKeys(op, json)
  }

  /** The one request path: send, check the status, read the JSON. */
  async #call(call: Call): Promise<unknown> {
    let answer: Answer
    try {
      answer = await this.#transport.post(call)
    } catch (err) {
      if (err instanceof TransportFailure) throw call.failed(err.cause, err.attempts)
      throw err
    }
    this.#observeDate(typeof answer.headers.date === 'string' ? answer.headers.date : undefined)
    if (answer.status !== 200) {
      const { message, fix } = call.refused(answer.status)
      throw new PlatformStatusError(answer.status, this.#withBody(message, answer.text), fix)
    }
    return parseJson(answer.text, () => call.notJson(answer))
  }

  #withBody(message: string, body: string): string {
    const shown = untrusted(this.#redact(body))
    return shown === '' ? message : `${message} The platform said: "${shown}"`
  }
}
