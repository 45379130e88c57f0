// The Global Platform API client: wire names, both token endpoints, the bot calls, the bot list, the
// export (streamed) and the publish, through one request path; it knows nothing of @actions/core.

import { Readable } from 'node:stream'
import type { KeyAuth } from '../domain/auth.ts'
import { ResponseShapeError } from '../domain/errors.ts'
import { botCallPath, type BotCallName, TOKEN_PATHS } from '../domain/operations.ts'
import type { Naming } from '../domain/words.ts'
import type { Log } from '../lib/log.ts'
import type { RedactAll } from '../lib/secrets.ts'
import { isHeaderValue, isRecord, reasonOf } from '../lib/text.ts'
import { describeFailure } from './network-errors.ts'
import {
  type BotKeys,
  type BotInList,
  type BotWanted,
  parseBotKeys,
  readBotList,
  parseJson,
  parseJsonOr,
  parseTokenResponse,
  type Publication,
  readPublication
} from './answers.ts'
import {
  backupCut,
  type ExchangeFailure,
  failureOf,
  isSuccessTooLarge,
  PublishedUnread,
  type Setting
} from './failures.ts'
import {
  type TransportOptions,
  type Answer,
  type Exchange,
  IDEMPOTENT,
  JSON_HEADERS,
  noWholeAnswer,
  ONLY_IF_NEVER_SENT,
  type StreamedAnswer,
  outside2xx,
  Transport,
  withLimit
} from './transport.ts'

/** Where a token is requested: the node's when a node URL is given, else the service endpoint's. */
export interface TokenEndpoint {
  readonly serviceEndpoint: string
  readonly nodeUrl: string | undefined
}

/** What the run decides of its client; the shell adds the proxy a request takes (`ClientOptions`). */
export interface ClientSettings {
  readonly attempts: number
  readonly timeoutMs: number
  readonly log: Pick<Log, 'info'>
  /** Removes known secrets from outside text; `redactAll` reads a list's items together (a secret in pieces). */
  readonly redact: (text: string) => string
  readonly redactAll: RedactAll
  /** Takes the `Date` header of each answer (the platform's clock). */
  readonly observeDate?: (date: string | undefined) => void
  readonly userAgent?: string | undefined
  /** How the failures' sentences name an input or an output: the shell's words. */
  readonly words: Naming
}

export interface ClientOptions extends ClientSettings, Pick<TransportOptions, 'proxyFor'> {}

export interface IssuedToken {
  readonly token: string
  readonly validMinutes: number
}

/** A backup to send: its bytes as a stream, and their number. */
export interface BackupBody {
  readonly body: AsyncIterable<Buffer>
  readonly size: number
}

/** An export's answer: its bytes as they arrive, the size its headers declare, and a way to give it up unread. */
export interface BackupAnswer {
  readonly body: AsyncIterable<Buffer>
  readonly declaredBytes: number | undefined
  readonly cancel: () => void
}

/** A restore, overwrite or reference clone, with a token valid now; `signal` abandons it. */
export interface BotCall {
  readonly op: BotCallName
  readonly serviceEndpoint: string
  readonly token: string
  readonly backup: BackupBody | undefined
  readonly signal?: AbortSignal
}

/** An exchange, and how its failures are worded. */
interface Call extends Exchange {
  /** The run's own signal: when it aborted, the call was abandoned (not timed out). */
  readonly cancelled: AbortSignal | undefined
  /** What the call throws for `m`: an ActionError, or a marker the caller reads (a publish too large to read). */
  readonly failure: (m: ExchangeFailure) => Error
}

export class PlatformClient {
  readonly #transport: Transport
  readonly #redact: (text: string) => string
  readonly #redactAll: ClientOptions['redactAll']
  readonly #observeDate: (date: string | undefined) => void
  readonly #words: Naming

  constructor(options: ClientOptions) {
    this.#transport = new Transport(options)
    this.#redact = options.redact
    this.#words = options.words
    this.#redactAll = options.redactAll
    this.#observeDate = options.observeDate ?? (() => undefined)
  }

  async close(): Promise<void> {
    await this.#transport.close()
  }

  /** The longest one exchange may take, its repeats and their waits included. */
  get exchangeLimitMs(): number {
    return this.#transport.repeatedLimitMs
  }

  /** What the failure table needs to word a failure of a call to `url`. */
  #setting(url: string): Setting {
    return { timeoutMs: this.#transport.timeoutMs, url, redact: this.#redact, words: this.#words }
  }

  /** A GET with the token that changes nothing, so repeated; bounded by the repeated calls' limit. */
  #read(read: Pick<Call, 'what' | 'url' | 'failure'>, token: string, signal: AbortSignal | undefined): Call {
    const { what, url, failure } = read
    const headers = { authorization: `Bearer ${token}`, ...JSON_HEADERS }
    const limit = withLimit(signal, this.#transport.repeatedLimitMs)
    return { what, url, policy: IDEMPOTENT, headers, body: undefined, signal: limit, cancelled: signal, failure }
  }

  /** Requests a token. Repeated on connection failures, 429 and 5xx: a token request changes nothing. */
  async requestToken(where: TokenEndpoint, auth: KeyAuth, signal?: AbortSignal): Promise<IssuedToken> {
    const url = tokenUrl(where)
    const { status, json } = await this.#call({
      what: 'Token request',
      url,
      policy: IDEMPOTENT,
      headers: JSON_HEADERS,
      body: JSON.stringify(tokenRequestBody(auth)),
      signal: withLimit(signal, this.#transport.repeatedLimitMs),
      // The run's cancellation is said by the run: a token request given up is only unanswered.
      cancelled: undefined,
      failure: m => failureOf(auth.level === 'bot' ? 'bot-token' : 'token', m, this.#setting(url))
    })
    const issued = parseTokenResponse(json, this.#words)
    if (!isHeaderValue(issued.token)) {
      throw new ResponseShapeError(
        `The platform answered HTTP ${status} with a token that cannot be sent in an HTTP header (it holds a line break, a control character or a character outside Latin-1). Nothing else was sent.`,
        'The platform changed its tokens: please report it with this message.'
      )
    }
    return issued
  }

  /** Restore, overwrite or reference clone; repeated only when never sent (a repeated restore makes a second bot). */
  async botCall({ op, serviceEndpoint, token, backup, signal }: BotCall): Promise<BotKeys> {
    const headers: Record<string, string> = { authorization: `Bearer ${token}`, ...JSON_HEADERS }
    if (backup) headers['content-length'] = String(backup.size)
    const url = `${serviceEndpoint}${botCallPath(op)}`
    const { status, json } = await this.#call({
      what: `The ${op} call`,
      url,
      policy: ONLY_IF_NEVER_SENT,
      headers,
      body: backup ? Readable.from(backup.body, { objectMode: false }) : '',
      signal: withLimit(signal, this.#transport.timeoutMs),
      cancelled: signal,
      failure: m => failureOf(op, m, this.#setting(url))
    })
    return parseBotKeys(op, json, status)
  }

  /** The bot wanted in the account's list (an account token): a read, repeated, up to BOT_LIST_MAX_BYTES. */
  async findBot(serviceEndpoint: string, token: string, want: BotWanted, signal?: AbortSignal): Promise<BotInList> {
    const url = `${serviceEndpoint}${BOTS_PATH}`
    const failure = (m: ExchangeFailure) => failureOf('bot-list', m, this.#setting(url))
    const call = this.#read({ what: 'The bot list', url, failure }, token, signal)
    return readBotList((await this.#call({ ...call, maxBytes: BOT_LIST_MAX_BYTES }, 'GET')).json, want, this.#words)
  }

  /** The export, its bytes as they arrive; repeated only when never sent (every backup call that reaches the platform counts). */
  async openBackup(serviceEndpoint: string, token: string, signal?: AbortSignal): Promise<BackupAnswer> {
    const url = `${serviceEndpoint}${BACKUP_PATH}`
    const setting = this.#setting(url)
    const exchange: Exchange = {
      what: 'The backup call',
      url,
      policy: ONLY_IF_NEVER_SENT,
      headers: { authorization: `Bearer ${token}`, ...JSON_HEADERS },
      body: undefined,
      signal: withLimit(signal, this.#transport.timeoutMs)
    }
    let answer: Answer | StreamedAnswer
    try {
      answer = await this.#transport.open(exchange)
    } catch (err) {
      throw failureOf('backup', noWholeAnswer(err, signal), setting)
    }
    this.#observeDate(typeof answer.headers.date === 'string' ? answer.headers.date : undefined)
    if (!('body' in answer)) throw failureOf('backup', outside2xx(answer), setting)
    const length = Number(answer.headers['content-length'])
    const declaredBytes = Number.isSafeInteger(length) && length >= 0 ? length : undefined
    return { body: countedIfCut(answer.body, signal, setting), declaredBytes, cancel: answer.cancel }
  }

  /**
   * The custom channel's `Version` (#75): "automatically increased … when any kind of edit happens" (platform-facts.md,
   * the channel's config); a read, repeated. Anything but a whole number answered is said as why it is not known.
   */
  async channelVersion(channelEndpoint: string, token: string, signal?: AbortSignal): Promise<number | string> {
    const url = `${channelEndpoint}/config`
    // Only a read: what kept it from an answer is said in a few words, never as a failure of the run.
    const failure = (m: ExchangeFailure) => new Error(m.kind === 'unanswered' ? describeFailure(m.cause) : m.kind)
    const call = this.#read({ what: "The channel's config", url, failure }, token, signal)
    let answer: Answer
    try {
      answer = await this.#answer(call, 'GET')
    } catch (err) {
      if (signal?.aborted) throw err
      return `the channel's config was not answered (${this.#redact(reasonOf(err))})`
    }
    if (answer.status < 200 || answer.status >= 300) return `the channel's config answered HTTP ${answer.status}`
    const json = parseJsonOr(answer.text, undefined)
    const v = isRecord(json) ? json.Version : undefined
    return typeof v === 'number' && Number.isSafeInteger(v) && v >= 0
      ? v
      : "the channel's config holds no whole-number Version"
  }

  /**
   * Puts the draft live: the current form, then the older one where it is not there (404, 405);
   * repeated only when never sent; a 2xx is a publish whatever its body says.
   */
  async publish(serviceEndpoint: string, token: string, signal?: AbortSignal): Promise<Publication> {
    let answer: Answer | undefined
    let url = ''
    for (const route of PUBLISH_ROUTES) {
      url = `${serviceEndpoint}${route.path}`
      const setting = this.#setting(url)
      const failure = (m: ExchangeFailure) => failureOf('publish', m, setting)
      try {
        answer = await this.#answer(this.#publishCall(url, token, signal, failure), route.method)
      } catch (err) {
        // A 2xx too large to read is a publish all the same: only its list of channels is unknown.
        if (err instanceof PublishedUnread) return { online: [], errors: [], unlisted: true, unread: err.message }
        throw err
      }
      if (answer.status !== 404 && answer.status !== 405) break
    }
    const last = answer as Answer
    if (last.status < 200 || last.status >= 300) throw failureOf('publish', outside2xx(last), this.#setting(url))
    return readPublication(last.text, this.#redactAll)
  }

  #publishCall(url: string, token: string, signal: AbortSignal | undefined, failure: Call['failure']): Call {
    return {
      what: 'The publish call',
      url,
      policy: ONLY_IF_NEVER_SENT,
      headers: { authorization: `Bearer ${token}`, ...JSON_HEADERS },
      body: '',
      signal: withLimit(signal, this.#transport.timeoutMs),
      cancelled: signal,
      failure: m => (m.kind === 'unanswered' && isSuccessTooLarge(m.cause) ? new PublishedUnread(m.cause) : failure(m))
    }
  }

  /** Sends the call and takes its whole answer, whatever its status; no whole answer is the call's failure. */
  async #answer(call: Call, method: 'GET' | 'POST' | 'PUT' = 'POST'): Promise<Answer> {
    try {
      const answer = method === 'GET' ? await this.#transport.get(call) : await this.#transport.post(call, method)
      this.#observeDate(typeof answer.headers.date === 'string' ? answer.headers.date : undefined)
      return answer
    } catch (err) {
      throw call.failure(noWholeAnswer(err, call.cancelled))
    }
  }

  /** The one request path: send, check the status, read the JSON; any failure worded by the call's row of the table. */
  async #call(call: Call, method: 'GET' | 'POST' = 'POST'): Promise<{ status: number; json: unknown }> {
    const answer = await this.#answer(call, method)
    const { status } = answer
    if (status < 200 || status >= 300) throw call.failure(outside2xx(answer))
    const contentType = String(answer.headers['content-type'] ?? 'none')
    const notJson = () => call.failure({ kind: 'not-json', status, length: answer.text.length, contentType })
    return { status, json: parseJson(answer.text, notJson) }
  }
}

/** The backup's bytes; a break in them is a CountedError (the platform counted the call). */
async function* countedIfCut(body: AsyncIterable<Buffer>, signal: AbortSignal | undefined, s: Setting) {
  let bytes = 0
  try {
    for await (const chunk of body) {
      bytes += chunk.length
      yield chunk
    }
  } catch (err) {
    if (signal?.aborted) throw failureOf('backup', { kind: 'abandoned', reason: reasonOf(signal.reason) }, s)
    throw backupCut(err, bytes, s)
  }
}

/** Where the token is requested: `{node-url}/authorization/code` when a node URL is given, else the service endpoint's `/authorization/integration`. */
export function tokenUrl({ serviceEndpoint, nodeUrl }: TokenEndpoint): string {
  return nodeUrl ? `${nodeUrl}${TOKEN_PATHS.node}` : `${serviceEndpoint}${TOKEN_PATHS.service}`
}

export function tokenRequestBody(auth: KeyAuth): Record<string, string> {
  const account = { AccountAPIKey: auth.accountApiKey }
  return auth.level === 'bot' ? { ...account, BotAPIKey: auth.botApiKey, BotAPISecret: auth.botApiSecret } : account
}

export const BOTS_PATH = '/bots'
/** The most of the account's bot list the action reads: about 300,000 bots (20,000 are about 4 MiB). */
export const BOT_LIST_MAX_BYTES = 64 * 1024 * 1024

export const BACKUP_PATH = '/bots/backup'

/** Publishing: the current form (PUT), and the older one (POST) tried once where the current is not there. */
export const PUBLISH_ROUTES = [
  { method: 'PUT', path: '/bots/publish' },
  { method: 'POST', path: '/bot/publish' }
] as const

/** What the run and the token's owner need of the platform: the client's public face (unit tests pass a fake). */
export type { BotWanted } from './answers.ts'
export type Platform = { readonly [K in keyof PlatformClient]: PlatformClient[K] }
