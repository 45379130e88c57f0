// The Global Platform API client. It knows HTTP and the platform, nothing of @actions/core: the
// logger, the redaction of secrets and the random source for jitter are passed in.

import { Readable } from 'node:stream'
import { EnvHttpProxyAgent, RetryAgent, request, type Dispatcher } from 'undici'
import type { Operation } from './constants.ts'
import { ConnectionError, MaybeAppliedError, PlatformStatusError, ResponseShapeError, untrusted, type ActionError, type Stage } from './errors.ts'

export interface Logger {
  info(message: string): void
  debug(message: string): void
}

export interface ClientOptions {
  /** Attempts for calls that are safe to repeat (1 = no retry). */
  readonly attempts: number
  /** Limit for each HTTP call, connect to last byte. */
  readonly timeoutMs: number
  readonly log: Logger
  /** Removes known secrets from outside text before it is shown. */
  readonly redact: (text: string) => string
  /** First backoff ceiling; doubles each attempt. The delay is drawn between half the ceiling and the ceiling. */
  readonly backoffMs?: number
  readonly maxBackoffMs?: number
  readonly random?: () => number
}

export interface TokenRequestBody {
  AccountAPIKey: string
  BotAPIKey?: string
  BotAPISecret?: string
}

export interface IssuedToken {
  readonly token: string
  /** Minutes of validity the platform reported. */
  readonly minutes: number
  /** When the request was sent (ms since epoch): validity counts from here. */
  readonly requestedAt: number
}

export interface BotCredentials {
  readonly apiKey: string
  readonly apiSecret: string
}

/** Where the token is requested: `{node-url}/authorization/code` when a node URL is given, else the service endpoint's `/authorization/integration`. */
export function tokenUrl(serviceEndpoint: string, nodeUrl: string | undefined): string {
  return nodeUrl ? `${nodeUrl}/authorization/code` : `${serviceEndpoint}/authorization/integration`
}

export const BotCallPath: Record<Operation, string> = {
  restore: '/bots/restore',
  overwrite: '/bots/restore/overwrite',
  'clone-by-ref': '/bots/clone/byref'
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}

function describeKeys(v: unknown): string {
  if (!isRecord(v)) return Array.isArray(v) ? 'a JSON array' : `a JSON ${v === null ? 'null' : typeof v}`
  const keys = Object.keys(v)
    .slice(0, 12)
    .map(k => untrusted(k, 40))
  return keys.length === 0 ? 'an empty JSON object' : `a JSON object with the keys ${keys.join(', ')}`
}

const TOKEN_KEYS = ['token', 'Token'] as const
const EXPIRY_KEYS = ['expire', 'expires', 'Expire', 'Expires'] as const

function minutesOf(v: unknown): number | undefined {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(v) ? Number(v) : NaN
  return Number.isFinite(n) && n > 0 ? n : undefined
}

/**
 * Reads the token and its minutes of validity from any documented shape: `{token, expire}`,
 * `{Token, Expires}`, either inside `{Data: ...}`; expiry as a number or a numeric string.
 * Anything else is a ResponseShapeError that names the keys it got, never their values.
 */
export function parseTokenResponse(json: unknown): { token: string; minutes: number } {
  const candidates = isRecord(json) && isRecord(json.Data) ? [json.Data, json] : [json]
  for (const c of candidates) {
    if (!isRecord(c)) continue
    const tokenKey = TOKEN_KEYS.find(k => typeof c[k] === 'string' && c[k].length > 0)
    if (!tokenKey) continue
    const expiryKey = EXPIRY_KEYS.find(k => minutesOf(c[k]) !== undefined)
    if (!expiryKey) {
      throw new ResponseShapeError(
        'token',
        `The token response has a token but no usable validity (expected a positive number of minutes in one of ${EXPIRY_KEYS.join(', ')}; got ${describeKeys(c)}).`,
        'The platform changed its response: please report it with this message.'
      )
    }
    return { token: c[tokenKey] as string, minutes: minutesOf(c[expiryKey]) as number }
  }
  throw new ResponseShapeError(
    'token',
    `The token response is not in a known shape (expected a token in one of ${TOKEN_KEYS.join(', ')}, optionally inside Data; got ${describeKeys(json)}).`,
    "Check that 'service-endpoint' (or 'node-url') is the platform's API address, not a web page; if it is, the platform changed its response: please report it."
  )
}

/** Reads `{APIKey, APISecret}` from a restore or clone response. */
export function parseCredentials(stage: Stage, json: unknown): BotCredentials {
  if (isRecord(json) && typeof json.APIKey === 'string' && json.APIKey !== '' && typeof json.APISecret === 'string' && json.APISecret !== '') {
    return { apiKey: json.APIKey, apiSecret: json.APISecret }
  }
  throw new ResponseShapeError(
    stage,
    `The platform answered the ${stage} with HTTP 200 but without the new bot's credentials (expected APIKey and APISecret; got ${describeKeys(json)}).`,
    `The ${stage} may have been applied: check the bot in the platform before running again.`
  )
}

const TOKEN_STATUS: Record<number, { message: string; fix: string }> = {
  400: {
    message: 'The token request was refused (HTTP 400): the call lacks required data.',
    fix: "Check that 'account-api-key' is set and, for a bot-level token, both 'bot-api-key' and 'bot-api-secret'; check that the endpoint is the platform's API."
  },
  403: {
    message: 'The account may not use the Global Platform API (HTTP 403): it is a free account, or one not allowed to integrate.',
    fix: "Use a paid plan that includes the Global Platform API (or ask the account owner to allow integration), and check that 'account-api-key' belongs to that account."
  },
  404: {
    message: 'The account API key was not found (HTTP 404).',
    fix: "Copy 'account-api-key' again from the profile section of the account details, and check that 'service-endpoint' (or 'node-url') is your account's."
  }
}

function botStatus(op: Operation, status: number): { message: string; fix: string } {
  if (op === 'clone-by-ref') {
    if (status === 404) {
      return {
        message: 'The source bot of the reference clone was not found (HTTP 404).',
        fix: "Check that 'bot-api-key' and 'bot-api-secret' (or the token) belong to the bot to clone, and that 'service-endpoint' is that bot's route."
      }
    }
    return {
      message: `The reference clone was refused (HTTP ${status}). The account may have no active Master Bot package, or the token may not be a bot-level token.`,
      fix: 'Check that the account has an active Master Bot package, and use the bot-level keys of the bot to clone.'
    }
  }
  if (status === 400) {
    return {
      message: `The platform refused the ${op} (HTTP 400). On this platform that means one of three things: the token is invalid or expired; the token lacks permission for this bot; or the bot was already restored less than an hour ago (one restore per bot per hour).`,
      fix: `Check the keys (for '${op}' the bot-level keys of the target bot); if the bot was restored in the last hour, run again after the hour, or keep 'throttle: cache' so the action knows.`
    }
  }
  if (status === 404) {
    return {
      message: `The bot identified by the token was not found (HTTP 404) during the ${op}.`,
      fix: "Check that 'bot-api-key' and 'bot-api-secret' belong to a bot that exists, and that 'service-endpoint' is that bot's route."
    }
  }
  return {
    message: `The ${op} failed with HTTP ${status}.`,
    fix: status >= 500 ? 'The platform had a problem. Check the bot in the platform: the call may have been applied. Try again later.' : 'Check the inputs against the platform settings.'
  }
}

/** Connection failures in which no request reached the server: safe to repeat any call. */
const NEVER_SENT = ['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'UND_ERR_CONNECT_TIMEOUT']

/** The server's certificate was refused: nothing was sent, and repeating will not help. */
function isCertificateError(code: string | undefined): boolean {
  return code !== undefined && /CERT|SELF_SIGNED|UNABLE_TO_(GET|VERIFY)|^ERR_TLS_|^ERR_SSL_/.test(code)
}

const CERTIFICATE_FIX =
  "The platform's TLS certificate is not trusted by this runner. On a self-hosted runner with a private CA or a TLS-inspecting proxy, set the environment variable NODE_EXTRA_CA_CERTS to the CA's PEM file; otherwise check that the URL's host is the platform's."
/** Further failures that are safe to repeat for a token request, which changes nothing. */
const TOKEN_RETRY_CODES = [...NEVER_SENT, 'ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'ENETDOWN', 'ENETUNREACH', 'EHOSTDOWN', 'EHOSTUNREACH']
const TOKEN_RETRY_STATUS = [429, 500, 502, 503, 504]

interface ErrorLike {
  code?: string
  statusCode?: number
  headers?: Record<string, string | string[] | undefined>
  message?: string
  name?: string
  cause?: unknown
}

function codeOf(err: unknown): string | undefined {
  let e = err as ErrorLike | undefined
  for (let i = 0; i < 4 && e; i++) {
    if (typeof e.code === 'string' && e.code !== 'UND_ERR_REQ_RETRY') return e.code
    e = e.cause as ErrorLike | undefined
  }
  return undefined
}

function isTimeout(err: unknown): boolean {
  const e = err as ErrorLike
  const code = codeOf(err)
  return (
    e?.name === 'TimeoutError' ||
    code === 'UND_ERR_HEADERS_TIMEOUT' ||
    code === 'UND_ERR_BODY_TIMEOUT' ||
    code === 'UND_ERR_CONNECT_TIMEOUT' ||
    (e?.name === 'AbortError' && (e.cause as ErrorLike)?.name === 'TimeoutError')
  )
}

function describeFailure(err: unknown): string {
  const e = err as ErrorLike
  if (typeof e?.statusCode === 'number') return `HTTP ${e.statusCode}`
  const code = codeOf(err)
  const text = untrusted(String(e?.message ?? err), 160)
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

export class PlatformClient {
  readonly #opts: Required<ClientOptions>
  readonly #base: Dispatcher

  constructor(options: ClientOptions) {
    this.#opts = { backoffMs: 1000, maxBackoffMs: 30_000, random: Math.random, ...options }
    // Honours HTTPS_PROXY / HTTP_PROXY / NO_PROXY, as self-hosted runners set them.
    this.#base = new EnvHttpProxyAgent({
      connect: { timeout: options.timeoutMs },
      headersTimeout: options.timeoutMs,
      bodyTimeout: options.timeoutMs
    })
  }

  async close(): Promise<void> {
    await this.#base.close()
  }

  /** A dispatcher that repeats the call, with jittered exponential backoff, when `codes` or `statuses` say it is safe. */
  #retrying(what: string, codes: string[], statuses: number[]): { dispatcher: Dispatcher; attempts: () => number } {
    const { attempts, backoffMs, maxBackoffMs, random, log } = this.#opts
    let attempt = 1
    const dispatcher = new RetryAgent(this.#base, {
      maxRetries: attempts - 1,
      methods: ['POST'],
      errorCodes: codes,
      statusCodes: statuses,
      retry: (err, _ctx, cb) => {
        const e = err as ErrorLike
        const code = codeOf(err)
        const retryable = typeof e.statusCode === 'number' ? statuses.includes(e.statusCode) : code !== undefined && codes.includes(code)
        if (!retryable || attempt >= attempts) {
          cb(err)
          return
        }
        const ceiling = Math.min(maxBackoffMs, backoffMs * 2 ** (attempt - 1))
        const delay = Math.min(maxBackoffMs, retryAfterMs(e.headers) ?? Math.round(ceiling / 2 + (random() * ceiling) / 2))
        log.info(`${what}: attempt ${attempt} of ${attempts} failed (${describeFailure(err)}); retrying in ${(delay / 1000).toFixed(1)} s.`)
        attempt++
        return setTimeout(() => cb(null), delay)
      }
    })
    return { dispatcher, attempts: () => attempt }
  }

  /**
   * Requests a token. Repeated on connection failures, 429 and 5xx (a token request changes
   * nothing), with jittered backoff, up to `attempts` times.
   */
  async requestToken(url: string, body: TokenRequestBody, signal?: AbortSignal): Promise<IssuedToken> {
    const requestedAt = Date.now()
    const { dispatcher, attempts } = this.#retrying('Token request', TOKEN_RETRY_CODES, TOKEN_RETRY_STATUS)
    let res: Dispatcher.ResponseData
    let text: string
    try {
      res = await request(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        dispatcher,
        signal: signal ? AbortSignal.any([signal, AbortSignal.timeout(this.#totalLimit())]) : AbortSignal.timeout(this.#totalLimit())
      })
      text = await res.body.text()
    } catch (err) {
      throw this.#connectionFailure('token', err, attempts())
    }
    if (res.statusCode !== 200) {
      const known = TOKEN_STATUS[res.statusCode] ?? {
        message: `The token request failed with HTTP ${res.statusCode}.`,
        fix: "Check 'service-endpoint' (or 'node-url') and try again later."
      }
      throw new PlatformStatusError('token', res.statusCode, this.#withBody(known.message, text), known.fix)
    }
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch {
      throw new ResponseShapeError(
        'token',
        `The token endpoint answered HTTP 200 with a body that is not JSON (${text.length} characters, content-type ${untrusted(String(res.headers['content-type'] ?? 'none'), 60)}).`,
        "Check that 'service-endpoint' (or 'node-url') is the platform's API address, not a web page or a proxy's login page."
      )
    }
    const { token, minutes } = parseTokenResponse(json)
    return { token, minutes, requestedAt }
  }

  /** Time limit for a call that may be repeated: every attempt's limit plus the longest backoffs. */
  #totalLimit(): number {
    const { attempts, timeoutMs, maxBackoffMs } = this.#opts
    return attempts * timeoutMs + (attempts - 1) * maxBackoffMs + 1000
  }

  /**
   * Restore, overwrite or reference clone. Repeated only when the connection was never made
   * (refused, name not resolved): once a request may have reached the platform it is never
   * sent again, since a repeated restore creates a second bot.
   */
  async botCall(op: Operation, serviceEndpoint: string, token: string, backup?: { body: AsyncIterable<Buffer>; size: number }): Promise<BotCredentials> {
    const url = `${serviceEndpoint}${BotCallPath[op]}`
    const { dispatcher, attempts } = this.#retrying(`The ${op} call`, NEVER_SENT, [])
    const headers: Record<string, string> = {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      accept: 'application/json'
    }
    if (backup) headers['content-length'] = String(backup.size)
    let res: Dispatcher.ResponseData
    let text: string
    try {
      res = await request(url, {
        method: 'POST',
        headers,
        body: backup ? Readable.from(backup.body, { objectMode: false }) : '',
        dispatcher,
        signal: AbortSignal.timeout(this.#opts.timeoutMs)
      })
      text = await res.body.text()
    } catch (err) {
      throw this.#botFailure(op, err, attempts())
    }
    if (res.statusCode !== 200) {
      const known = botStatus(op, res.statusCode)
      throw new PlatformStatusError(op, res.statusCode, this.#withBody(known.message, text), known.fix)
    }
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch {
      // The body is not shown: it may hold the new bot's credentials in a form we cannot mask.
      throw new ResponseShapeError(
        op,
        `The platform answered the ${op} with HTTP 200, but the body is not JSON (${text.length} characters).`,
        `The ${op} was probably applied: check the bot in the platform before running again.`
      )
    }
    return parseCredentials(op, json)
  }

  #withBody(message: string, body: string): string {
    const shown = untrusted(this.#opts.redact(body))
    return shown === '' ? message : `${message} The platform said: "${shown}"`
  }

  #connectionFailure(stage: Stage, err: unknown, attempts: number): ActionError {
    const e = err as ErrorLike
    const plural = `${attempts} attempt${attempts === 1 ? '' : 's'}`
    if (typeof e?.statusCode === 'number') {
      const status = e.statusCode
      return new PlatformStatusError(
        stage,
        status,
        `The token request failed with HTTP ${status} after ${plural}.`,
        status === 429 ? "The platform is rate limiting: run again later, or raise 'retries'." : "The platform is having trouble: run again later, or raise 'retries'."
      )
    }
    if (isCertificateError(codeOf(err))) {
      return new ConnectionError(stage, `The token request failed: the server's certificate was refused (${describeFailure(err)}).`, CERTIFICATE_FIX)
    }
    const why = isTimeout(err) ? `no answer within ${this.#opts.timeoutMs / 1000} s` : describeFailure(err)
    return new ConnectionError(
      stage,
      `The token request failed after ${plural}: ${why}.`,
      "Check that 'service-endpoint' (or 'node-url') is right and reachable from the runner (proxy settings: HTTPS_PROXY, NO_PROXY); raise 'timeout-seconds' or 'retries' if the platform is slow."
    )
  }

  #botFailure(op: Operation, err: unknown, attempts: number): ActionError {
    const code = codeOf(err)
    if (isCertificateError(code)) {
      return new ConnectionError(op, `The ${op} call failed: the server's certificate was refused (${describeFailure(err)}). Nothing was sent.`, CERTIFICATE_FIX)
    }
    if (code && NEVER_SENT.includes(code)) {
      return new ConnectionError(
        op,
        `The ${op} call could not connect after ${attempts} attempt${attempts === 1 ? '' : 's'}: ${describeFailure(err)}. Nothing was sent.`,
        "Check that 'service-endpoint' is right and reachable from the runner (proxy settings: HTTPS_PROXY, NO_PROXY)."
      )
    }
    const why = isTimeout(err) ? `no complete answer within ${this.#opts.timeoutMs / 1000} s` : `the connection failed after the request was sent (${describeFailure(err)})`
    const check: Record<Operation, string> = {
      restore: "Look at the account's bot list before running again: if a new bot is there, the restore happened, and a re-run would create a second bot.",
      overwrite: "Look at the bot in the platform before running again: if it shows the backup's content, the overwrite happened (and the next one is allowed only after an hour).",
      'clone-by-ref': "Look at the account's bot list for a new referenced clone before running again: a re-run would create a second one."
    }
    return new MaybeAppliedError(op, `The ${op} may have been applied: ${why}. It was not repeated, because a repeated ${op} could change the platform twice.`, check[op])
  }
}
