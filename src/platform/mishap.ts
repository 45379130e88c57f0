// What went wrong with one exchange, as facts with no wording (a Mishap), and what every exchange's
// mapping shares: no redirect followed with credentials, a connection never made sends nothing, the
// platform's own message shown bounded and redacted. Pure.

import { ConnectionError, PlatformStatusError, type ActionError } from '../domain/errors.ts'
import { untrusted } from '../lib/text.ts'
import { describeFailure, isCertificateError, isTimeout, proxyAuthRequired, wasNeverSent } from './error-codes.ts'
import { messageOf } from './responses.ts'

export type Mishap =
  /** The platform answered outside 2xx. `location` is a redirect's. */
  | { readonly kind: 'status'; readonly status: number; readonly body: string; readonly location?: string | undefined }
  /** No whole answer came after `attempts` (the connection, a time-out, an answer too large). */
  | { readonly kind: 'unanswered'; readonly cause: unknown; readonly attempts: number }
  /** The run was cancelled with the request on the wire. */
  | { readonly kind: 'abandoned'; readonly reason: string }
  /** A 2xx whose body is not JSON. */
  | { readonly kind: 'not-json'; readonly status: number; readonly length: number; readonly contentType: string }

/** What a mapping needs besides the mishap: the call's limits, its URL, the redaction of secrets. */
export interface Setting {
  readonly timeoutMs: number
  readonly url: string
  readonly redact: (text: string) => string
}

/**
 * A refusal that is most likely the platform's hourly limit of one `noun` per bot (a 403 may also be a
 * token without permission for the bot, whose keys `keys` names): the words every mapping shares.
 */
export function hourlyRefusal(
  what: string,
  noun: string,
  status: number,
  then: { fix: string; keys: string }
): Meaning {
  const token = status === 403
  return {
    message: `The platform refused the ${what} (HTTP ${status}). This is likely its limit of one ${noun} per bot per hour${token ? ', or a token without permission for this bot' : ''}.`,
    fix: `${then.fix}${token ? `; check that the keys are ${then.keys}` : ''}.`
  }
}

export const CERTIFICATE_FIX =
  "The platform's TLS certificate is not trusted by this runner. On a self-hosted runner with a private CA or a TLS-inspecting proxy, set the environment variable NODE_EXTRA_CA_CERTS to the CA's PEM file; otherwise check that the URL's host is the platform's."

export const times = (n: number) => `${n} attempt${n === 1 ? '' : 's'}`

/** Why no answer came, in a few words: a time-out, or the failure's code and text. */
export function whyUnanswered(cause: unknown, timeoutMs: number, what = 'no answer'): string {
  return isTimeout(cause) ? `${what} within ${timeoutMs / 1000} s` : describeFailure(cause)
}

/** Where a redirect goes, for the message: its host, only when it holds no secret. */
function redirectTarget(location: string | undefined, from: string, redact: (text: string) => string): string {
  try {
    const host = location ? new URL(location, from).host : undefined
    if (host === undefined) return 'no Location given'
    return redact(host) === host ? `to ${host}` : 'to a place not shown: it holds a secret'
  } catch {
    return 'to an unreadable Location'
  }
}

/** A 3xx: the action does not follow a redirect with the keys or the token. */
export function redirected(what: string, m: Extract<Mishap, { kind: 'status' }>, s: Setting): ActionError {
  const to = redirectTarget(m.location, s.url, s.redact)
  return new PlatformStatusError(
    m.status,
    `The platform redirected the ${what} (HTTP ${m.status}, ${to}); the action does not follow redirects with credentials, so nothing was sent there.`,
    "Check 'service-endpoint' (or 'node-url'): if the redirect goes to the platform's current https address, use that address."
  )
}

export const isRedirect = (status: number) => status >= 300 && status < 400

/** A proxy asked for authentication: nothing was sent, and repeating will not help. */
export function proxyAuth(what: string, cause: unknown): ActionError | undefined {
  const asked = proxyAuthRequired(cause)
  if (!asked) return undefined
  return new ConnectionError(
    `The ${what} could not be sent: the proxy ${asked.proxy} asks for authentication (HTTP 407 to the CONNECT). Nothing was sent, and it was not repeated.`,
    "Give the proxy's user and password in HTTPS_PROXY (https://user:password@host:port, from a secret), or have the runner allowed through the proxy without them."
  )
}

/** A call that changes the platform and never reached it: its certificate refused, or no connection. */
export function unsent(call: string, cause: unknown, attempts: number): ActionError | undefined {
  const proxy = proxyAuth(`${call} call`, cause)
  if (proxy) return proxy
  if (isCertificateError(cause)) {
    return new ConnectionError(
      `The ${call} call failed: the server's certificate was refused (${describeFailure(cause)}). Nothing was sent.`,
      CERTIFICATE_FIX
    )
  }
  if (wasNeverSent(cause)) {
    return new ConnectionError(
      `The ${call} call could not connect after ${times(attempts)}: ${describeFailure(cause)}. Nothing was sent.`,
      "Check that 'service-endpoint' is right and reachable from the runner (proxy settings: HTTPS_PROXY, NO_PROXY)."
    )
  }
  return undefined
}

/** What a status means to the user: the message and its fix. */
export interface Meaning {
  readonly message: string
  readonly fix: string
}

/** A refusal that changed nothing, with the platform's own message from the body when it gave one (bounded, redacted). */
export function refusal(m: Extract<Mishap, { kind: 'status' }>, meaning: Meaning, s: Setting): ActionError {
  const said = messageOf(m.body)
  const shown = said === undefined ? '' : untrusted(s.redact(said.slice(0, 2000)), 200)
  const { message, fix } = meaning
  return new PlatformStatusError(m.status, shown === '' ? message : `${message} The platform said: "${shown}"`, fix)
}
