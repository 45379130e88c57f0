// What went wrong with an export's download, in the user's words: one pure mapping from the mishap
// (or a body that broke off) to the error, with its fix. Once the call reached the platform it
// counts against the bot's hour, whatever came back: such a failure is a CountedError, which the
// run records so the next run knows.

import { CountedError, NEXT_BACKUP_FIX, type ActionError } from '../domain/errors.ts'
import { codeOf, describeFailure, isTimeout } from './error-codes.ts'
import {
  isRedirect,
  redirected,
  refusal,
  unsent,
  whyUnanswered,
  hourlyRefusal,
  type Meaning,
  type Mishap,
  type Setting
} from './mishap.ts'

/** The backup's answer was lost after the call reached the platform: `what` happened to it. */
function lost(what: string): ActionError {
  return new CountedError(
    `The backup ${what}: nothing was written, and the file is as it was. The platform counts the call against the bot's hour.`,
    NEXT_BACKUP_FIX
  )
}

function refused(status: number): Meaning {
  switch (status) {
    case 400:
      return {
        message:
          'The platform refused the backup (HTTP 400). On this platform that means the token is invalid or lacks permission for this bot, or the bot was already backed up less than an hour ago (one backup per bot per hour).',
        fix: "Check the keys (the bot-level keys of the bot to back up); if the bot was backed up in the last hour, run again after the hour, or keep 'throttle: cache' so the action knows."
      }
    case 404:
      return {
        message: 'The bot identified by the token was not found (HTTP 404) during the backup.',
        fix: "Check that 'bot-api-key' and 'bot-api-secret' belong to a bot that exists, and that 'service-endpoint' is that bot's route."
      }
    case 403:
    case 409:
    case 429:
      return hourlyRefusal('backup', 'backup', status, {
        fix: "If the bot was backed up in the last hour, run again after the hour (keep 'throttle: cache' so the action knows)",
        keys: "the bot's"
      })
    default:
      return {
        message: `The backup failed with HTTP ${status}.`,
        fix: 'Check the inputs against the platform settings.'
      }
  }
}

/** The backup's mishap before its body: a status, no answer, or a cancel. */
export function backupFailure(m: Exclude<Mishap, { kind: 'not-json' }>, s: Setting): ActionError {
  switch (m.kind) {
    case 'status': {
      if (isRedirect(m.status)) return redirected('backup call', m, s)
      if (m.status >= 500) {
        return new CountedError(
          `The backup failed with HTTP ${m.status} after the request reached the platform, which may have counted it against the bot's hour. Nothing was written.`,
          NEXT_BACKUP_FIX
        )
      }
      return refusal(m, refused(m.status), s)
    }
    case 'unanswered':
      return unsent('backup', m.cause, m.attempts) ?? lost(`got no answer (${whyUnanswered(m.cause, s.timeoutMs)})`)
    case 'abandoned':
      return lost(`was abandoned (${m.reason} while the call was in flight)`)
  }
}

/** The backup's body broke off after `bytes`: no more data in time, the call's time limit, or the connection. */
export function backupCut(cause: unknown, bytes: number, timeoutMs: number): ActionError {
  if (codeOf(cause) === 'UND_ERR_BODY_TIMEOUT') return lost(`was cut off after ${bytes} bytes (no more data in time)`)
  if (isTimeout(cause)) {
    return lost(
      `reached the time limit of ${timeoutMs / 1000} s ('timeout-seconds') after ${bytes} bytes, with data still arriving`
    )
  }
  return lost(`was cut off after ${bytes} bytes (${describeFailure(cause)})`)
}
