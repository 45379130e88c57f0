// What went wrong with a call that reads (a token request, the account's bot list, the export), in
// the user's words with its fix: none changed anything, so the platform's own message may be shown
// (redacted); an export that reached the platform counts against the bot's hour (a CountedError).

import {
  type ActionError,
  ConnectionError,
  CountedError,
  NEXT_BACKUP_FIX,
  PlatformStatusError,
  ResponseShapeError
} from '../domain/errors.ts'
import { untrusted } from '../lib/text.ts'
import {
  AnswerTooLarge,
  CERTIFICATE_FIX,
  codeOf,
  describeFailure,
  hourlyRefusal,
  isCertificateError,
  isRedirect,
  isTimeout,
  type Meaning,
  type Mishap,
  proxyAuth,
  redirected,
  refusal,
  type Setting,
  statusOf,
  times,
  unsent,
  whyUnanswered
} from './mishap.ts'

const REFUSED: Record<number, Meaning> = {
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

/** With a bot's key and secret, the 400 and the 404 may also mean that they are not one bot's, or not in this account. */
const REFUSED_WITH_BOT_KEYS: Record<number, Meaning> = {
  400: {
    message:
      "The token request was refused (HTTP 400): the call lacks required data, or 'bot-api-key' and 'bot-api-secret' do not belong together (not one bot's, or not a bot of this account).",
    fix: "Copy 'bot-api-key' and 'bot-api-secret' again from the bot's settings (developers section): both of the same bot, in the account of 'account-api-key'; check that the endpoint is the platform's API."
  },
  404: {
    message: "The account API key was not found (HTTP 404), or the bot's key and secret do not belong to that account.",
    fix: "Copy 'account-api-key' again from the profile section of the account details, and 'bot-api-key' and 'bot-api-secret' from the bot's settings (one bot's, in that account); check that 'service-endpoint' (or 'node-url') is your account's."
  }
}

/** No whole answer after every attempt: a status the retries could not get past, or no answer at all. */
function tokenUnanswered(cause: unknown, attempts: number, timeoutMs: number): ActionError {
  const status = statusOf(cause)
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
  const proxy = proxyAuth('token request', cause)
  if (proxy) return proxy
  if (cause instanceof AnswerTooLarge) {
    return new ConnectionError(
      `The token request failed: the answer is larger than ${cause.limit / 1024 / 1024} MiB, far more than a token; it was not read.`,
      "Check that 'service-endpoint' (or 'node-url') is the platform's API address, not a web page, a download or a proxy's page."
    )
  }
  if (isCertificateError(cause)) {
    return new ConnectionError(
      `The token request failed: the server's certificate was refused (${describeFailure(cause)}).`,
      CERTIFICATE_FIX
    )
  }
  return new ConnectionError(
    `The token request failed after ${times(attempts)}: ${whyUnanswered(cause, timeoutMs)}.`,
    "Check that 'service-endpoint' (or 'node-url') is right and reachable from the runner (proxy settings: HTTPS_PROXY, NO_PROXY); raise 'timeout-seconds' or 'retries' if the platform is slow."
  )
}

/** What went wrong with a token request for an account-wide or bot-level token (`level`). */
export function tokenFailure(m: Mishap, s: Setting, level: 'account' | 'bot' = 'account'): ActionError {
  switch (m.kind) {
    case 'status': {
      if (isRedirect(m.status)) return redirected('token request', m, s)
      const known = (level === 'bot' ? REFUSED_WITH_BOT_KEYS[m.status] : undefined) ??
        REFUSED[m.status] ?? {
          message: `The token request failed with HTTP ${m.status}.`,
          fix: "Check 'service-endpoint' (or 'node-url') and try again later."
        }
      return refusal(m, known, s)
    }
    case 'unanswered':
      return tokenUnanswered(m.cause, m.attempts, s.timeoutMs)
    case 'abandoned':
      // The client reports none (the run says its own cancellation); worded all the same.
      return new ConnectionError(
        `The token request was abandoned (${m.reason}).`,
        'Nothing but the token request was sent.'
      )
    case 'not-json':
      return new ResponseShapeError(
        `The token endpoint answered HTTP ${m.status} with a body that is not JSON (${m.length} characters, content-type ${untrusted(m.contentType, 60)}).`,
        "Check that 'service-endpoint' (or 'node-url') is the platform's API address, not a web page or a proxy's login page."
      )
  }
}

/** What went wrong with the account's bot list (`bot-name`): nothing was changed. */
export function listFailure(m: Mishap, s: Setting): ActionError {
  const fix =
    "Check that 'account-api-key' is the key of the account the bot is in, and that 'service-endpoint' is the bot's route; or remove 'bot-name'. Nothing was changed."
  switch (m.kind) {
    case 'status':
      if (isRedirect(m.status)) return redirected('bot list', m, s)
      return refusal(m, { message: `The platform refused the account's bot list (HTTP ${m.status}).`, fix }, s)
    case 'unanswered':
      return new ConnectionError(
        `The account's bot list got no answer after ${times(m.attempts)}: ${whyUnanswered(m.cause, s.timeoutMs)}. Nothing was changed.`,
        fix
      )
    case 'abandoned':
      return new ConnectionError(`The account's bot list was abandoned (${m.reason}).`, fix)
    case 'not-json':
      return new ResponseShapeError(
        `The account's bot list answered HTTP ${m.status} with a body that is not JSON (${m.length} characters).`,
        fix
      )
  }
}

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
