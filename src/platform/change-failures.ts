// What went wrong with a call that changes a bot (restore, overwrite, reference clone, publish), in
// the user's words with its fix: once the request may have reached the platform it may have been
// applied, and the error says so, never shows the body (it may hold a new bot's keys) and never
// invites a plain re-run. Pure.

import { type ActionError, HourRefusedError, MaybeAppliedError, ResponseShapeError } from '../domain/errors.ts'
import { messageOf } from './answers.ts'
import {
  AnswerTooLarge,
  describeFailure,
  hourlyRefusal,
  isRedirect,
  isTimeout,
  type Meaning,
  type Mishap,
  redirected,
  refusal,
  type Setting,
  unsent
} from './mishap.ts'
import type { BotCallName } from './platform.ts'

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

const CHECK_BEFORE_REPUBLISH =
  "Look at the bot's channels in the platform before running again: if the new version answers there, the publish happened (and the next one is allowed only after an hour; the output 'next-publish-at' says when)."

const THREE_CAUSES: Meaning = {
  message:
    'The platform refused the publish (HTTP 400). On this platform that means one of three things: the bot was already published less than an hour ago (one publish per bot per hour, editor publishes included); the token is invalid or lacks permission for this bot; or the account lacks the API integration flag that publishing through the API needs.',
  fix: "After a publish within the hour: run 'operation: publish' again after the hour (the output 'next-publish-at'). For the token: check that 'bot-api-key' and 'bot-api-secret' are this bot's. For the flag: ask the platform's support to turn on API publishing for the account."
}

function refused(status: number): Meaning {
  switch (status) {
    case 400:
      return THREE_CAUSES
    case 403:
      return {
        message:
          'The platform refused the publish (HTTP 403): the account may lack the API integration flag that publishing through the API needs, or the token lacks permission for this bot.',
        fix: "Ask the platform's support to turn on API publishing for the account, and check that the keys are this bot's."
      }
    case 404:
    case 405:
      return {
        message: `The platform has no publish for this bot (HTTP ${status}, in both the current and the older form), or the bot was not found.`,
        fix: "Check that 'service-endpoint' is the bot's route and that the keys are its own."
      }
    default:
      return {
        message: `The publish failed with HTTP ${status}.`,
        fix: 'Check the inputs against the platform settings.'
      }
  }
}

/** A 400 whose text names the hour (`…within less than 1 hour since the last attempt`): the bot was published within the hour. */
const NAMES_THE_HOUR = /\b(hour|1 h)\b/i

const HOUR_USED: Meaning = {
  message:
    'The platform refused the publish (HTTP 400) within the hour of the last one: the bot was published less than an hour ago (one publish per bot per hour, editor publishes included).',
  fix: "Publish after the time in the output 'next-publish-at' (at most an hour from now). The refusal is recorded in the throttle ledger, so a run before then stops before any call."
}

function maybePublished(why: string): ActionError {
  return new MaybeAppliedError(`The bot may have been published: ${why}. It was not repeated.`, CHECK_BEFORE_REPUBLISH)
}

/** The publish's mishap (a 2xx is always a publish, whatever its body). */
export function publishFailure(m: Exclude<Mishap, { kind: 'not-json' }>, s: Setting): ActionError {
  switch (m.kind) {
    case 'status':
      if (isRedirect(m.status)) return redirected('publish call', m, s)
      if (m.status >= 500) return maybePublished(`the platform answered HTTP ${m.status} after the request was sent`)
      if (m.status === 400 && NAMES_THE_HOUR.test(messageOf(m.body) ?? '')) {
        const said = refusal(m, HOUR_USED, s)
        return new HourRefusedError(m.status, said.message, said.fix)
      }
      return refusal(m, refused(m.status), s)
    case 'unanswered': {
      const notSent = unsent('publish', m.cause, m.attempts)
      if (notSent) return notSent
      return maybePublished(
        isTimeout(m.cause)
          ? `no complete answer within ${s.timeoutMs / 1000} s`
          : `the connection failed after the request was sent (${describeFailure(m.cause)})`
      )
    }
    case 'abandoned':
      return maybePublished(`${m.reason} while the call was in flight`)
  }
}

/** A 2xx answer larger than the action reads. */
export function isSuccessTooLarge(cause: unknown): cause is AnswerTooLarge {
  return cause instanceof AnswerTooLarge && cause.status !== undefined && cause.status >= 200 && cause.status < 300
}

/** The publish was answered 2xx, too large to read: published, its channels not known. */
export class PublishedUnread extends Error {
  constructor(cause: AnswerTooLarge) {
    super(`its answer (HTTP ${cause.status}) is larger than ${cause.limit / 1024 / 1024} MiB and was not read`)
  }
}
