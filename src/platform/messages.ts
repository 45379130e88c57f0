// What each failure of a platform call means to the user: status → message + fix tables for the
// token endpoints and the bot calls, and the wording of connection failures. No HTTP here.

import type { OperationName } from '../constants.ts'
import { ActionError, ConnectionError, MaybeAppliedError, PlatformStatusError } from '../errors.ts'
import { describeFailure, isCertificateError, isTimeout, NEVER_SENT_CODES, codeOf, statusOf } from './transport.ts'

export interface Explained {
  readonly message: string
  readonly fix: string
}

const TOKEN_STATUS: Record<number, Explained> = {
  400: {
    message: 'The token request was refused (HTTP 400): the call lacks required data.',
    fix: "Check that 'account-api-key' is set and, for a bot-level token, both 'bot-api-key' and 'bot-api-secret'; check that the endpoint is the platform's API."
  },
  403: {
    message:
      'The account may not use the Global Platform API (HTTP 403): it is a free account, or one not allowed to integrate.',
    fix: "Use a paid plan that includes the Global Platform API (or ask the account owner to allow integration), and check that 'account-api-key' belongs to that account."
  },
  404: {
    message: 'The account API key was not found (HTTP 404).',
    fix: "Copy 'account-api-key' again from the profile section of the account details, and check that 'service-endpoint' (or 'node-url') is your account's."
  }
}

export function tokenStatus(status: number): Explained {
  return (
    TOKEN_STATUS[status] ?? {
      message: `The token request failed with HTTP ${status}.`,
      fix: "Check 'service-endpoint' (or 'node-url') and try again later."
    }
  )
}

function cloneStatus(status: number): Explained {
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

export function botStatus(op: OperationName, status: number): Explained {
  if (op === 'clone-by-ref') return cloneStatus(status)
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
    fix:
      status >= 500
        ? 'The platform had a problem. Check the bot in the platform: the call may have been applied. Try again later.'
        : 'Check the inputs against the platform settings.'
  }
}

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

const CHECK_BEFORE_RERUN: Record<OperationName, string> = {
  restore:
    "Look at the account's bot list before running again: if a new bot is there, the restore happened, and a re-run would create a second bot.",
  overwrite:
    "Look at the bot in the platform before running again: if it shows the backup's content, the overwrite happened (and the next one is allowed only after an hour).",
  'clone-by-ref':
    "Look at the account's bot list for a new referenced clone before running again: a re-run would create a second one."
}

/** A bot call that got no whole answer: nothing was sent, or it may have been applied. */
export function botFailure(op: OperationName, err: unknown, attempts: number, timeoutMs: number): ActionError {
  if (isCertificateError(err)) {
    return new ConnectionError(
      `The ${op} call failed: the server's certificate was refused (${describeFailure(err)}). Nothing was sent.`,
      CERTIFICATE_FIX
    )
  }
  const code = codeOf(err)
  if (code && NEVER_SENT_CODES.includes(code)) {
    return new ConnectionError(
      `The ${op} call could not connect after ${times(attempts)}: ${describeFailure(err)}. Nothing was sent.`,
      "Check that 'service-endpoint' is right and reachable from the runner (proxy settings: HTTPS_PROXY, NO_PROXY)."
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
