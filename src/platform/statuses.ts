// What each answer status means to the user: the message and its fix, for the token endpoints and
// for the bot calls. A bot call answered 5xx, 204 or another 2xx without credentials may have been
// applied; its body is never shown (it may hold the new bot's key and secret).

import { NEXT_BACKUP_FIX } from '../domain/errors.ts'
import type { BotCallName } from './wire.ts'

export interface Explained {
  readonly message: string
  readonly fix: string
  /** The call may have changed the platform: record it, show no body, never invite a plain re-run. */
  readonly mayHaveApplied?: boolean
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

/**
 * Where a redirect goes, for the message: its host, only when it holds no secret (`redact` leaves
 * it as it is).
 */
export function redirectTarget(location: string | undefined, from: string, redact: (text: string) => string): string {
  try {
    const host = location ? new URL(location, from).host : undefined
    if (host === undefined) return 'no Location given'
    return redact(host) === host ? `to ${host}` : 'to a place not shown: it holds a secret'
  } catch {
    return 'to an unreadable Location'
  }
}

/** A 3xx: the action does not follow a redirect with the keys or the token. */
export function redirected(what: string, status: number, to: string): Explained {
  return {
    message: `The platform redirected the ${what} (HTTP ${status}, ${to}); the action does not follow redirects with credentials, so nothing was sent there.`,
    fix: "Check 'service-endpoint' (or 'node-url'): if the redirect goes to the platform's current https address, use that address."
  }
}

export const CHECK_BEFORE_RERUN: Record<BotCallName, string> = {
  restore:
    "Look at the account's bot list before running again: if a new bot is there, the restore happened, and a re-run would create a second bot.",
  overwrite:
    "Look at the bot in the platform before running again: if it shows the backup's content, the overwrite happened (and the next one is allowed only after an hour).",
  'clone-by-ref':
    "Look at the account's bot list for a new referenced clone before running again: a re-run would create a second one."
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

const HOURLY =
  "if the bot was restored in the last hour, run again after the hour (keep 'throttle: cache' so the action knows)"

function restoreStatus(op: BotCallName, status: number): Explained | undefined {
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
  if (status === 413) {
    return {
      message: `The platform refused the ${op}: the backup is too large for it (HTTP 413).`,
      fix: "Make the bot's backup smaller (media, large scripts), or ask the platform's support about its size limit."
    }
  }
  if (status === 403 || status === 409 || status === 429) {
    return {
      message: `The platform refused the ${op} (HTTP ${status}). This is likely its limit of one restore per bot per hour${status === 403 ? ', or a token without permission for this bot' : ''}.`,
      fix: `${HOURLY.charAt(0).toUpperCase()}${HOURLY.slice(1)}${status === 403 ? "; check that the keys are the target bot's" : ''}.`
    }
  }
  return undefined
}

export function botStatus(op: BotCallName, status: number): Explained {
  if (status >= 500) {
    return {
      message: `The ${op} may have been applied: the platform answered HTTP ${status} after the request was sent (a gateway can give up while a slow ${op} goes on). It was not repeated.`,
      fix: CHECK_BEFORE_RERUN[op],
      mayHaveApplied: true
    }
  }
  const known = op === 'clone-by-ref' ? cloneStatus(status) : restoreStatus(op, status)
  return (
    known ?? {
      message: `The ${op} failed with HTTP ${status}.`,
      fix: 'Check the inputs against the platform settings.'
    }
  )
}

/** A bot call answered 2xx without the key and secret (204, or a body that is not JSON). */
export function noKeys(op: BotCallName, status: number, length: number): Explained {
  const what =
    length === 0 ? ' and no credentials (an empty body)' : `, but the body is not JSON (${length} characters)`
  return {
    message: `The platform answered the ${op} with HTTP ${status}${what}: the ${op} may have been applied.`,
    fix: CHECK_BEFORE_RERUN[op],
    mayHaveApplied: true
  }
}

/** What the export's answer status means. A 5xx may have been counted against the bot's hour. */
export function backupStatus(status: number): Explained {
  if (status === 400) {
    return {
      message:
        'The platform refused the backup (HTTP 400). On this platform that means the token is invalid or lacks permission for this bot, or the bot was already backed up less than an hour ago (one backup per bot per hour).',
      fix: "Check the keys (the bot-level keys of the bot to back up); if the bot was backed up in the last hour, run again after the hour, or keep 'throttle: cache' so the action knows."
    }
  }
  if (status === 404) {
    return {
      message: 'The bot identified by the token was not found (HTTP 404) during the backup.',
      fix: "Check that 'bot-api-key' and 'bot-api-secret' belong to a bot that exists, and that 'service-endpoint' is that bot's route."
    }
  }
  if (status === 403 || status === 409 || status === 429) {
    return {
      message: `The platform refused the backup (HTTP ${status}). This is likely its limit of one backup per bot per hour${status === 403 ? ', or a token without permission for this bot' : ''}.`,
      fix: `If the bot was backed up in the last hour, run again after the hour (keep 'throttle: cache' so the action knows)${status === 403 ? "; check that the keys are the bot's" : ''}.`
    }
  }
  if (status >= 500) {
    return {
      message: `The backup failed with HTTP ${status} after the request reached the platform, which may have counted it against the bot's hour. Nothing was written.`,
      fix: NEXT_BACKUP_FIX,
      mayHaveApplied: true
    }
  }
  return { message: `The backup failed with HTTP ${status}.`, fix: 'Check the inputs against the platform settings.' }
}

/**
 * The backup's answer was lost after the call reached the platform, which counted it: `what`
 * happened (`was cut off after 12 bytes (why)`, `got no answer (why)`, `was abandoned (why)`).
 */
export function backupLost(what: string): Explained {
  return {
    message: `The backup ${what}: nothing was written, and the file is as it was. The platform counts the call against the bot's hour.`,
    fix: NEXT_BACKUP_FIX,
    mayHaveApplied: true
  }
}
