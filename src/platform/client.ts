// The Global Platform API client: the platform's wire names, its two token endpoints and its bot
// calls, all through one request path (send, check the status, read the JSON). It knows HTTP and
// the platform, nothing of @actions/core: the log and the redaction of secrets are passed in.

import { Readable } from 'node:stream'
import type { KeyAuth } from '../domain/auth.ts'
import {
  CountedError,
  MaybeAppliedError,
  PlatformStatusError,
  ResponseShapeError,
  type ActionError
} from '../domain/errors.ts'
import { isHeaderValue, untrusted } from '../lib/text.ts'
import { codeOf, describeFailure, isTimeout } from './failures.ts'
import { abandoned, backupFailure, botFailure, tokenFailure } from './messages.ts'
import type { BotCall, ClientOptions, IssuedToken, Platform, TokenEndpoint } from './platform.ts'
import { messageOf, parseBotKeys, parseJson, parseTokenResponse, type BotKeys } from './responses.ts'
import { backupLost, backupStatus, botStatus, noKeys, redirected, redirectTarget, tokenStatus } from './statuses.ts'
import type { Explained } from './statuses.ts'
import {
  IDEMPOTENT,
  ONLY_IF_NEVER_SENT,
  Transport,
  TransportFailure,
  type Answer,
  type Exchange,
  type Opened
} from './transport.ts'
import { BACKUP_PATH, BotCallPath, tokenRequestBody, tokenUrl } from './wire.ts'

/** How an answer outside 2xx and 3xx is read. */
interface Refusal {
  /** What the status means. */
  readonly refused: (status: number) => Explained
  /** The error for a status after which the call may have been applied (or counted). */
  readonly uncertain: new (message: string, fix: string) => ActionError
}

interface Call extends Exchange, Refusal {
  /** The error for an exchange that got no whole answer. */
  readonly failed: (err: unknown, attempts: number) => ActionError
  /** The error for a 2xx whose body is not JSON. */
  readonly notJson: (answer: Answer) => ActionError
}

/** `signal` (when given) joined with a limit of `ms`: aborts on whichever comes first. */
function withLimit(signal: AbortSignal | undefined, ms: number): AbortSignal {
  const limit = AbortSignal.timeout(ms)
  return signal ? AbortSignal.any([signal, limit]) : limit
}

const JSON_HEADERS = { 'content-type': 'application/json', accept: 'application/json' }

/** Why a backup's answer broke off after `bytes`: no more data in time, the whole call's time limit, or the connection. */
function cutOff(err: unknown, bytes: number, timeoutMs: number): string {
  if (codeOf(err) === 'UND_ERR_BODY_TIMEOUT') return `was cut off after ${bytes} bytes (no more data in time)`
  if (isTimeout(err)) {
    return `reached the time limit of ${timeoutMs / 1000} s ('timeout-seconds') after ${bytes} bytes, with data still arriving`
  }
  return `was cut off after ${bytes} bytes (${describeFailure(err)})`
}

/** The backup's bytes; a break in them is a CountedError (the platform counted the call). */
async function* countedIfCut(body: AsyncIterable<Buffer>, signal: AbortSignal | undefined, timeoutMs: number) {
  let bytes = 0
  try {
    for await (const chunk of body) {
      bytes += chunk.length
      yield chunk
    }
  } catch (err) {
    if (signal?.aborted) throw abandoned('backup', signal)
    const { message, fix } = backupLost(cutOff(err, bytes, timeoutMs))
    throw new CountedError(message, fix)
  }
}

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
  async requestToken(where: TokenEndpoint, auth: KeyAuth, signal?: AbortSignal): Promise<IssuedToken> {
    const { status, json } = await this.#call({
      what: 'Token request',
      url: tokenUrl(where),
      policy: IDEMPOTENT,
      headers: JSON_HEADERS,
      body: JSON.stringify(tokenRequestBody(auth)),
      signal: withLimit(signal, this.#transport.repeatedLimitMs),
      failed: (err, attempts) => tokenFailure(err, attempts, this.#transport.timeoutMs),
      refused: tokenStatus,
      uncertain: MaybeAppliedError,
      notJson: answer =>
        new ResponseShapeError(
          `The token endpoint answered HTTP ${answer.status} with a body that is not JSON (${answer.text.length} characters, content-type ${untrusted(String(answer.headers['content-type'] ?? 'none'), 60)}).`,
          "Check that 'service-endpoint' (or 'node-url') is the platform's API address, not a web page or a proxy's login page."
        )
    })
    const issued = parseTokenResponse(json)
    if (!isHeaderValue(issued.token)) {
      throw new ResponseShapeError(
        `The platform answered HTTP ${status} with a token that cannot be sent in an HTTP header (it holds a line break, a control character or a character outside Latin-1). Nothing else was sent.`,
        'The platform changed its tokens: please report it with this message.'
      )
    }
    return issued
  }

  /**
   * Restore, overwrite or reference clone. Repeated only when the request was never sent: once it
   * may have reached the platform it is never sent again, since a repeated restore creates a
   * second bot. `signal` abandons it (the run was cancelled).
   */
  async botCall({ op, serviceEndpoint, token, backup, signal }: BotCall): Promise<BotKeys> {
    const headers: Record<string, string> = { authorization: `Bearer ${token}`, ...JSON_HEADERS }
    if (backup) headers['content-length'] = String(backup.size)
    const { status, json } = await this.#call({
      what: `The ${op} call`,
      url: `${serviceEndpoint}${BotCallPath[op]}`,
      policy: ONLY_IF_NEVER_SENT,
      headers,
      body: backup ? Readable.from(backup.body, { objectMode: false }) : '',
      signal: withLimit(signal, this.#transport.timeoutMs),
      failed: (err, attempts) =>
        signal?.aborted ? abandoned(op, signal) : botFailure(op, err, attempts, this.#transport.timeoutMs),
      refused: status => botStatus(op, status),
      uncertain: MaybeAppliedError,
      // The body is not shown: it may hold the new bot's credentials in a form we cannot mask.
      notJson: answer => {
        const { message, fix } = noKeys(op, answer.status, answer.text.length)
        return new ResponseShapeError(message, fix)
      }
    })
    return parseBotKeys(op, json, status)
  }

  /**
   * The export. Repeated only when it was never sent: the platform counts every backup call that
   * reaches it against the bot's hour, so a repeat would be refused.
   */
  async openBackup(serviceEndpoint: string, token: string, signal?: AbortSignal): Promise<AsyncIterable<Buffer>> {
    const exchange: Exchange = {
      what: 'The backup call',
      url: `${serviceEndpoint}${BACKUP_PATH}`,
      policy: ONLY_IF_NEVER_SENT,
      headers: { authorization: `Bearer ${token}`, ...JSON_HEADERS },
      body: undefined,
      signal: withLimit(signal, this.#transport.timeoutMs)
    }
    let answer: Answer | Opened
    try {
      answer = await this.#transport.open(exchange)
    } catch (err) {
      if (signal?.aborted) throw abandoned('backup', signal)
      if (err instanceof TransportFailure) throw backupFailure(err.cause, err.attempts, this.#transport.timeoutMs)
      throw err
    }
    this.#observeDate(typeof answer.headers.date === 'string' ? answer.headers.date : undefined)
    if ('body' in answer) return countedIfCut(answer.body, signal, this.#transport.timeoutMs)
    this.#refuse(answer, { ...exchange, refused: backupStatus, uncertain: CountedError })
  }

  /** The one request path: send, check the status, read the JSON. */
  async #call(call: Call): Promise<{ status: number; json: unknown }> {
    let answer: Answer
    try {
      answer = await this.#transport.post(call)
    } catch (err) {
      if (err instanceof TransportFailure) throw call.failed(err.cause, err.attempts)
      throw err
    }
    this.#observeDate(typeof answer.headers.date === 'string' ? answer.headers.date : undefined)
    const { status } = answer
    if (status >= 200 && status < 300) return { status, json: parseJson(answer.text, () => call.notJson(answer)) }
    this.#refuse(answer, call)
  }

  /** The error for an answer outside 2xx: a redirect, or what `call.refused` says the status means. */
  #refuse(answer: Answer, call: Pick<Call, 'what' | 'url' | 'refused' | 'uncertain'>): never {
    const { status } = answer
    if (status >= 300 && status < 400) {
      const location = String(answer.headers.location ?? '')
      const to = redirectTarget(location, call.url, this.#redact)
      const { message, fix } = redirected(call.what.replace(/^The /, ''), status, to)
      throw new PlatformStatusError(status, message, fix)
    }
    const { message, fix, mayHaveApplied } = call.refused(status)
    if (!mayHaveApplied) throw new PlatformStatusError(status, this.#withBody(message, answer.text), fix)
    // After an answer that may follow an applied call, the body may hold the new bot's credentials.
    throw new call.uncertain(message, fix)
  }

  /** The message, and the platform's own message from the body when it gave one (bounded, redacted). */
  #withBody(message: string, body: string): string {
    const said = messageOf(body)
    const shown = said === undefined ? '' : untrusted(this.#redact(said.slice(0, 2000)), 200)
    return shown === '' ? message : `${message} The platform said: "${shown}"`
  }
}
