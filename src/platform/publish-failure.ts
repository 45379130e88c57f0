// What went wrong with a publish, in the user's words, with its fix: a 400's three causes on this
// platform, and once the request may have reached it, "may have been published", never an
// invitation to a plain re-run. Pure.

import { HourRefusedError, MaybeAppliedError, type ActionError } from '../domain/errors.ts'
import { AnswerTooLarge, describeFailure, isTimeout } from './error-codes.ts'
import { isRedirect, redirected, refusal, unsent, type Meaning, type Mishap, type Setting } from './mishap.ts'
import { messageOf } from './responses.ts'

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
