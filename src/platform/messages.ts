// What an exchange that got no whole answer means to the user: nothing was sent, the platform
// could not be reached, or (for a bot call) the call may have been applied. No HTTP here.

import { ActionError, ConnectionError, CountedError, MaybeAppliedError, PlatformStatusError } from '../domain/errors.ts'
import type { OperationName } from '../domain/constants.ts'
import { reasonOf } from '../lib/text.ts'
import { AnswerTooLarge, describeFailure, isCertificateError, isTimeout, statusOf, wasNeverSent } from './failures.ts'
import { backupLost, CHECK_BEFORE_RERUN } from './statuses.ts'
import type { BotCallName } from './wire.ts'

const CERTIFICATE_FIX =
  "The platform's TLS certificate is not trusted by this runner. On a self-hosted runner with a private CA or a TLS-inspecting proxy, set the environment variable NODE_EXTRA_CA_CERTS to the CA's PEM file; otherwise check that the URL's host is the platform's."

const times = (n: number) => `${n} attempt${n === 1 ? '' : 's'}`

/** A token request that got no usable answer after `attempts`. */
export function tokenFailure(err: unknown, attempts: number, timeoutMs: number): ActionError {
  const status = statusOf(err)
  if (status !== undefined) {
    const fix =
      status === 429
        ? "The platform is rate limiting: run again later, or raise 'retries'."
        : "The platform is having trouble: run again later, or raise 'retries'."
    return new PlatformStatusError(
      status,
      `The token request failed with HTTP ${status} after ${times(attempts)}.`,
      fix
    )
  }
  if (err instanceof AnswerTooLarge) {
    return new ConnectionError(
      `The token request failed: the answer is larger than ${err.limit / 1024 / 1024} MiB, far more than a token; it was not read.`,
      "Check that 'service-endpoint' (or 'node-url') is the platform's API address, not a web page, a download or a proxy's page."
    )
  }
  if (isCertificateError(err)) {
    return new ConnectionError(
      `The token request failed: the server's certificate was refused (${describeFailure(err)}).`,
      CERTIFICATE_FIX
    )
  }
  const why = isTimeout(err) ? `no answer within ${timeoutMs / 1000} s` : describeFailure(err)
  return new ConnectionError(
    `The token request failed after ${times(attempts)}: ${why}.`,
    "Check that 'service-endpoint' (or 'node-url') is right and reachable from the runner (proxy settings: HTTPS_PROXY, NO_PROXY); raise 'timeout-seconds' or 'retries' if the platform is slow."
  )
}

/** A call that changes the platform and never reached it: its certificate refused, or no connection. */
function unsentFailure(call: string, err: unknown, attempts: number): ActionError | undefined {
  if (isCertificateError(err)) {
    return new ConnectionError(
      `The ${call} call failed: the server's certificate was refused (${describeFailure(err)}). Nothing was sent.`,
      CERTIFICATE_FIX
    )
  }
  if (wasNeverSent(err)) {
    return new ConnectionError(
      `The ${call} call could not connect after ${times(attempts)}: ${describeFailure(err)}. Nothing was sent.`,
      "Check that 'service-endpoint' is right and reachable from the runner (proxy settings: HTTPS_PROXY, NO_PROXY)."
    )
  }
  return undefined
}

/** A bot call that got no whole answer: nothing was sent, or it may have been applied. */
export function botFailure(op: BotCallName, err: unknown, attempts: number, timeoutMs: number): ActionError {
  const unsent = unsentFailure(op, err, attempts)
  if (unsent) return unsent
  if (err instanceof AnswerTooLarge) {
    return new MaybeAppliedError(
      `The ${op} may have been applied: the platform's answer is larger than ${err.limit / 1024 / 1024} MiB, so it was not read (it may hold the new bot's key and secret). It was not repeated.`,
      CHECK_BEFORE_RERUN[op]
    )
  }
  const why = isTimeout(err)
    ? `no complete answer within ${timeoutMs / 1000} s`
    : `the connection failed after the request was sent (${describeFailure(err)})`
  return new MaybeAppliedError(
    `The ${op} may have been applied: ${why}. It was not repeated, because a repeated ${op} could change the platform twice.`,
    CHECK_BEFORE_RERUN[op]
  )
}

/** A backup call that got no answer: nothing was sent, or the platform may have counted it. */
export function backupFailure(err: unknown, attempts: number, timeoutMs: number): ActionError {
  const unsent = unsentFailure('backup', err, attempts)
  if (unsent) return unsent
  const why = isTimeout(err) ? `no answer within ${timeoutMs / 1000} s` : describeFailure(err)
  const { message, fix } = backupLost(`got no answer (${why})`)
  return new CountedError(message, fix)
}

/** A call abandoned by its caller (the run was cancelled) with the request on the wire. */
export function abandoned(op: OperationName, signal: AbortSignal): ActionError {
  const why = `${reasonOf(signal.reason)} while the call was in flight`
  if (op === 'backup') {
    const { message, fix } = backupLost(`was abandoned (${why})`)
    return new CountedError(message, fix)
  }
  return new MaybeAppliedError(`The ${op} may have been applied: ${why}. It was not repeated.`, CHECK_BEFORE_RERUN[op])
}
