// What undici and Node say when an exchange fails, read as facts (status, time-out, certificate, never sent,
// proxy authentication, too large), with the words every exchange shares. Pure.

import { type ActionError, ConnectionError } from '../domain/errors.ts'
import type { Naming } from '../domain/words.ts'
import { untrusted } from '../lib/text.ts'

export interface ErrorLike {
  code?: string
  statusCode?: number
  headers?: Record<string, string | string[] | undefined>
  message?: string
  name?: string
  cause?: unknown
}

/** Connection failures in which no request reached the server: safe to repeat any call. */
const NEVER_SENT_CODES: readonly string[] = ['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'UND_ERR_CONNECT_TIMEOUT']

/** The answer was larger than the action reads; it was not read. */
export class AnswerTooLarge extends Error {
  readonly code = 'ANSWER_TOO_LARGE'
  readonly limit: number
  /** The answer's HTTP status (a 2xx too large to read is still a success of the call). */
  readonly status: number | undefined
  constructor(limit: number, status?: number) {
    super(`the answer is larger than ${limit / 1024 / 1024} MiB`)
    this.limit = limit
    this.status = status
  }
}

/** One attempt of an exchange outlived its time limit; `answering` when its answer had begun to come. */
export class AttemptTimeout extends Error {
  readonly answering: boolean
  constructor(limitMs: number, answering: boolean) {
    super(`${answering ? 'no whole answer' : 'no answer'} within ${limitMs / 1000} s`)
    this.name = 'TimeoutError'
    this.answering = answering
  }
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

/** A failed connection set-up (TCP, TLS, a proxy's CONNECT): nothing was written; it keeps the wrapped code. */
export class NotSentError extends Error {
  readonly code: string | undefined
  /** The proxy the connection went through (its host and port, never its user or password). */
  readonly proxy: string | undefined
  constructor(cause: Error & { code?: string }, proxy?: string) {
    super(cause.message, { cause })
    this.name = 'NotSentError'
    this.code = cause.code
    this.proxy = proxy
  }
}

/** The proxy that asked for authentication (HTTP 407 to the CONNECT), when that is what failed. */
export function proxyAuthRequired(err: unknown): { proxy: string } | undefined {
  let e = err as (ErrorLike & { proxy?: string }) | undefined
  let proxy: string | undefined
  for (let i = 0; i < 5 && e; i++, e = e.cause as typeof e) {
    proxy ??= e.proxy
    if (/Proxy response \(407\)/.test(String(e.message ?? ''))) return { proxy: proxy ?? 'the proxy' }
  }
  return undefined
}

/** Nothing reached the server: refused, not resolved, a connect time-out, or a failed connection set-up. */
export function wasNeverSent(err: unknown): boolean {
  const code = codeOf(err)
  if (code !== undefined && NEVER_SENT_CODES.includes(code)) return true
  let e = err as ErrorLike | undefined
  for (let i = 0; i < 4 && e; i++, e = e.cause as ErrorLike | undefined) if (e instanceof NotSentError) return true
  return false
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

export function retryAfterMs(headers: ErrorLike['headers']): number | undefined {
  const raw = headers?.['retry-after']
  const v = Array.isArray(raw) ? raw[0] : raw
  if (!v) return undefined
  if (/^\d+$/.test(v.trim())) return Number(v) * 1000
  const at = Date.parse(v)
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now())
}

const CERTIFICATE_FIX =
  "The platform's TLS certificate is not trusted on this machine. Behind a private CA or a TLS-inspecting proxy (a self-hosted runner, a company network), set the environment variable NODE_EXTRA_CA_CERTS to the CA's PEM file; otherwise check that the URL's host is the platform's."

export const times = (n: number) => `${n} attempt${n === 1 ? '' : 's'}`

/** Why no answer came, in a few words: a time-out (an answer still arriving said so), or the failure's code and text. */
export function whyUnanswered(cause: unknown, timeoutMs: number): string {
  if (cause instanceof AttemptTimeout && cause.answering) {
    return `no whole answer within ${timeoutMs / 1000} s: it was still arriving when its time was up`
  }
  return isTimeout(cause) ? `no answer within ${timeoutMs / 1000} s` : describeFailure(cause)
}

/** Why a call that was sent got no whole answer. */
export function lostAnswer(cause: unknown, timeoutMs: number): string {
  return isTimeout(cause)
    ? `no complete answer within ${timeoutMs / 1000} s`
    : `the connection failed after the request was sent (${describeFailure(cause)})`
}

/** An exchange that never reached the server and that no repeat helps: a proxy that asks for authentication, a refused certificate. */
export function unsendable(what: string, cause: unknown): ActionError | undefined {
  const asked = proxyAuthRequired(cause)
  if (asked) {
    return new ConnectionError(
      `The ${what} could not be sent: the proxy ${asked.proxy} asks for authentication (HTTP 407 to the CONNECT). Nothing was sent, and it was not repeated.`,
      "Give the proxy's user and password in HTTPS_PROXY (https://user:password@host:port, from a secret), or have this machine allowed through the proxy without them."
    )
  }
  if (!isCertificateError(cause)) return undefined
  return new ConnectionError(
    `The ${what} failed: the server's certificate was refused (${describeFailure(cause)}). Nothing was sent.`,
    CERTIFICATE_FIX
  )
}

/** A call that changes the platform and never reached it: as `unsendable`, or no connection. */
export function unsent(call: string, cause: unknown, attempts: number, w: Naming): ActionError | undefined {
  const never = unsendable(`${call} call`, cause)
  if (never || !wasNeverSent(cause)) return never
  return new ConnectionError(
    `The ${call} call could not connect after ${times(attempts)}: ${describeFailure(cause)}. Nothing was sent.`,
    `Check that ${w.input('service-endpoint')} is right and reachable from this machine (proxy settings: HTTPS_PROXY, NO_PROXY).`
  )
}

/** What went wrong with one exchange, as facts with no wording (the failure table words them). */
export type ExchangeFailure =
  /** The platform answered outside 2xx. `location` is a redirect's. */
  | { readonly kind: 'status'; readonly status: number; readonly body: string; readonly location?: string | undefined }
  /** No whole answer came after `attempts` (the connection, a time-out, an answer too large). */
  | { readonly kind: 'unanswered'; readonly cause: unknown; readonly attempts: number }
  /** The run was cancelled with the request on the wire. */
  | { readonly kind: 'abandoned'; readonly reason: string }
  /** A 2xx whose body is not JSON. */
  | { readonly kind: 'not-json'; readonly status: number; readonly length: number; readonly contentType: string }
