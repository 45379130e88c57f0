// What went wrong with a restore, an overwrite or a reference clone, in the user's words, with its
// fix: once the request may have reached the platform it may have been applied, and the error says
// so, never shows the body (it may hold the new bot's keys) and never invites a plain re-run. Pure.

import { MaybeAppliedError, ResponseShapeError, type ActionError } from '../domain/errors.ts'
import { AnswerTooLarge, describeFailure, isTimeout } from './error-codes.ts'
import {
  hourlyRefusal,
  isRedirect,
  redirected,
  refusal,
  unsent,
  type Meaning,
  type Mishap,
  type Setting
} from './mishap.ts'
import type { BotCallName } from './wire.ts'

const CHECK_BEFORE_RERUN: Record<BotCallName, string> = {
  restore:
    "Look at the account's bot list before running again: if a new bot is there, the restore happened, and a re-run would create a second bot.",
  overwrite:
    "Look at the bot in the platform before running again: if it shows the backup's content, the overwrite happened (and the next one is allowed only after an hour).",
  'clone-by-ref':
    "Look at the account's bot list for a new referenced clone before running again: a re-run would create a second one."
}

const HOURLY =
  "if the bot was restored in the last hour, run again after the hour (keep 'throttle: cache' so the action knows)"

function cloneRefused(status: number): Meaning {
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

function restoreRefused(op: BotCallName, status: number): Meaning {
  switch (status) {
    case 400:
      return {
        message: `The platform refused the ${op} (HTTP 400). On this platform that means one of three things: the token is invalid or expired; the token lacks permission for this bot; or the bot was already restored less than an hour ago (one restore per bot per hour).`,
        fix: `Check the keys (for '${op}' the bot-level keys of the target bot); if the bot was restored in the last hour, run again after the hour, or keep 'throttle: cache' so the action knows.`
      }
    case 404:
      return {
        message: `The bot identified by the token was not found (HTTP 404) during the ${op}.`,
        fix: "Check that 'bot-api-key' and 'bot-api-secret' belong to a bot that exists, and that 'service-endpoint' is that bot's route."
      }
    case 413:
      return {
        message: `The platform refused the ${op}: the backup is too large for it (HTTP 413).`,
        fix: "Make the bot's backup smaller (media, large scripts), or ask the platform's support about its size limit."
      }
    case 403:
    case 409:
    case 429:
      return hourlyRefusal(op, 'restore', status, {
        fix: `${HOURLY.charAt(0).toUpperCase()}${HOURLY.slice(1)}`,
        keys: "the target bot's"
      })
    default:
      return {
        message: `The ${op} failed with HTTP ${status}.`,
        fix: 'Check the inputs against the platform settings.'
      }
  }
}

function answeredOutside2xx(op: BotCallName, m: Extract<Mishap, { kind: 'status' }>, s: Setting): ActionError {
  if (isRedirect(m.status)) return redirected(`${op} call`, m, s)
  if (m.status >= 500) {
    return new MaybeAppliedError(
      `The ${op} may have been applied: the platform answered HTTP ${m.status} after the request was sent (a gateway can give up while a slow ${op} goes on). It was not repeated.`,
      CHECK_BEFORE_RERUN[op]
    )
  }
  return refusal(m, op === 'clone-by-ref' ? cloneRefused(m.status) : restoreRefused(op, m.status), s)
}

function callUnanswered(op: BotCallName, cause: unknown, attempts: number, timeoutMs: number): ActionError {
  const notSent = unsent(op, cause, attempts)
  if (notSent) return notSent
  if (cause instanceof AnswerTooLarge) {
    return new MaybeAppliedError(
      `The ${op} may have been applied: the platform's answer is larger than ${cause.limit / 1024 / 1024} MiB, so it was not read (it may hold the new bot's key and secret). It was not repeated.`,
      CHECK_BEFORE_RERUN[op]
    )
  }
  const why = isTimeout(cause)
    ? `no complete answer within ${timeoutMs / 1000} s`
    : `the connection failed after the request was sent (${describeFailure(cause)})`
  return new MaybeAppliedError(
    `The ${op} may have been applied: ${why}. It was not repeated, because a repeated ${op} could change the platform twice.`,
    CHECK_BEFORE_RERUN[op]
  )
}

export function botFailure(op: BotCallName, m: Mishap, s: Setting): ActionError {
  switch (m.kind) {
    case 'status':
      return answeredOutside2xx(op, m, s)
    case 'unanswered':
      return callUnanswered(op, m.cause, m.attempts, s.timeoutMs)
    case 'abandoned':
      return new MaybeAppliedError(
        `The ${op} may have been applied: ${m.reason} while the call was in flight. It was not repeated.`,
        CHECK_BEFORE_RERUN[op]
      )
    case 'not-json': {
      const what =
        m.length === 0 ? ' and no credentials (an empty body)' : `, but the body is not JSON (${m.length} characters)`
      return new ResponseShapeError(
        `The platform answered the ${op} with HTTP ${m.status}${what}: the ${op} may have been applied.`,
        CHECK_BEFORE_RERUN[op]
      )
    }
  }
}
