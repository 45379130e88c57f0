// What the platform's refusals mean, exchange by exchange and status by status: the words and the fix
// a user reads when the platform answered no (a 4xx, or a status the exchange does not take as sent).

import type { BotCallName } from '../domain/operations.ts'
import type { Naming } from '../domain/words.ts'

/** What a refusal means to the user; `hour` marks a refusal that names the bot's hour as used. */
export interface Meaning {
  readonly message: string
  readonly fix: string
  readonly hour?: true
}

/** What else a 403 may mean on this platform: an account IP allow list, an owner's missing permission. */
const IP_ALLOW_LIST =
  "the account's IP allow list (Account Profile › Security) leaves out this machine's address (a CI's hosted runners come from many addresses)"
const ALLOWED_ADDRESSES =
  'if the account has an IP allow list, run from machines whose addresses it allows (self-hosted runners, or static addresses)'

/** A 403: the hourly limit of one `noun` per bot, a token without permission (an owner's), or an address's. */
function forbidden(what: string, noun: string, then: { fix: string; keys: string; permission?: string }): Meaning {
  const owner = then.permission ? `the permission '${then.permission}'` : 'a permission for it'
  return {
    message: `The platform refused the ${what} (HTTP 403). This is likely its limit of one ${noun} per bot per hour, or a token without permission for this bot (an account owner whose key this is may lack ${owner}), or ${IP_ALLOW_LIST}.`,
    fix: `${then.fix}; check that the keys are ${then.keys}, and that their owner has ${owner}; ${ALLOWED_ADDRESSES}.`
  }
}

/**
 * A 400 whose platform text speaks of the hour (`…within less than 1 hour since the last attempt`,
 * `hourly limit`, `60 minutes`): the call's hour is in use. The texts of restore and backup are not
 * documented, so the hour is recognised, not one sentence.
 */
const NAMES_THE_HOUR = /\b(hours?|hourly|60 ?min(ute)?s?|1 ?h)\b/i

/** The platform refused a call of `noun` for its hour: said as the hour, with the `output` that says when (as named). */
function hourUsed(what: string, noun: string, output: string, done: string): Meaning {
  return {
    message: `The platform refused the ${what} (HTTP 400) within the hour of the last one: the bot was ${done} less than an hour ago (one ${noun} per bot per hour).`,
    fix: `Run it after the time in ${output} (at most an hour from now). The refusal is recorded in the throttle ledger, so a run before then stops before any call.`,
    hour: true
  }
}

/** A status the platform's documents do not give for the call: said as unknown, never guessed at. */
const failedWith = (what: string, status: number, w: Naming): Meaning => ({
  message: `The platform refused the ${what} with HTTP ${status}, a status its documentation does not give for this call.`,
  fix: `What it means is not known: the platform's own words, when it gave any, are in the log. Check the keys and ${w.input('service-endpoint')}.`
})

const BOT_NOT_FOUND = (during: string, w: Naming): Meaning => ({
  message: `The bot identified by the token was not found (HTTP 404) during the ${during}.`,
  fix: `Check that ${w.input('bot-api-key')} and ${w.input('bot-api-secret')} belong to a bot that exists, and that ${w.input('service-endpoint')} is that bot's route.`
})

const TOKEN_REFUSED = (w: Naming): Record<number, Meaning> => ({
  400: {
    message: 'The token request was refused (HTTP 400): the call lacks required data.',
    fix: `Check that ${w.input('account-api-key')} is set and, for a bot-level token, both ${w.input('bot-api-key')} and ${w.input('bot-api-secret')}; check that the endpoint is the platform's API.`
  },
  403: {
    message: `The account may not use the Global Platform API (HTTP 403): it is a free account, or one not allowed to integrate, or ${IP_ALLOW_LIST}.`,
    fix: `Use a paid plan that includes the Global Platform API (or ask the account owner to allow integration), and check that ${w.input('account-api-key')} belongs to that account; ${ALLOWED_ADDRESSES}.`
  },
  404: {
    message: 'The account API key was not found (HTTP 404).',
    fix: `Copy ${w.input('account-api-key')} again from the profile section of the account details, and check that ${w.input('service-endpoint')} (or ${w.input('node-url')}) is your account's.`
  }
})

/** With a bot's key and secret, the 400 and the 404 may also mean that they are not one bot's, or not in this account. */
const BOT_TOKEN_REFUSED = (w: Naming): Record<number, Meaning> => ({
  ...TOKEN_REFUSED(w),
  400: {
    message: `The token request was refused (HTTP 400): the call lacks required data, or ${w.input('bot-api-key')} and ${w.input('bot-api-secret')} do not belong together (not one bot's, or not a bot of this account).`,
    fix: `Copy ${w.input('bot-api-key')} and ${w.input('bot-api-secret')} again from the bot's settings (developers section): both of the same bot, in the account of ${w.input('account-api-key')}; check that the endpoint is the platform's API.`
  },
  404: {
    message: "The account API key was not found (HTTP 404), or the bot's key and secret do not belong to that account.",
    fix: `Copy ${w.input('account-api-key')} again from the profile section of the account details, and ${w.input('bot-api-key')} and ${w.input('bot-api-secret')} from the bot's settings (one bot's, in that account); check that ${w.input('service-endpoint')} (or ${w.input('node-url')}) is your account's.`
  }
})

const tokenRefused =
  (refused: (w: Naming) => Record<number, Meaning>): Refusal =>
  (status, _said, w) =>
    refused(w)[status] ?? failedWith('token request', status, w)

export const listFix = (w: Naming) =>
  `Check that ${w.input('account-api-key')} is the key of the account the bot is in, and that ${w.input('service-endpoint')} is the bot's route; or give the bot's keys and remove ${w.input('bot-name')}. Nothing was changed.`

function backupRefused(status: number, said: string | undefined, w: Naming): Meaning {
  if (status === 400 && NAMES_THE_HOUR.test(said ?? ''))
    return hourUsed('backup', 'backup', w.output('next-backup-at'), 'backed up')
  if (status === 400) {
    return {
      message:
        'The platform refused the backup (HTTP 400). On this platform that means the token is invalid or lacks permission for this bot, or the bot was already backed up less than an hour ago (one backup per bot per hour).',
      fix: 'Check the keys (the bot-level keys of the bot to back up); if the bot was backed up in the last hour, run again after the hour, or keep the throttle ledger on so the run knows.'
    }
  }
  if (status === 404) return BOT_NOT_FOUND('backup', w)
  if (status === 403) {
    const fix =
      'If the bot was backed up in the last hour, run again after the hour (keep the throttle ledger on so the run knows)'
    return forbidden('backup', 'backup', { fix, keys: "the bot's" })
  }
  return failedWith('backup', status, w)
}

function cloneRefused(status: number, _said: string | undefined, w: Naming): Meaning {
  if (status === 404) {
    return {
      message: 'The source bot of the reference clone was not found (HTTP 404).',
      fix: `Check that ${w.input('bot-api-key')} and ${w.input('bot-api-secret')} (or the token) belong to the bot to clone, and that ${w.input('service-endpoint')} is that bot's route.`
    }
  }
  return {
    message: `The reference clone was refused (HTTP ${status}). The account may have no active Master Bot package, or the token may not be a bot-level token.`,
    fix: 'Check that the account has an active Master Bot package, and use the bot-level keys of the bot to clone.'
  }
}

const restoreRefused =
  (op: BotCallName): Refusal =>
  (status, said, w) => {
    if (status === 400 && NAMES_THE_HOUR.test(said ?? '')) {
      return hourUsed(op, 'restore or overwrite', w.output('next-restore-at'), 'restored or overwritten')
    }
    if (status === 400) {
      return {
        message: `The platform refused the ${op} (HTTP 400). On this platform that means one of three things: the token is invalid or expired; the token lacks permission for this bot; or the bot was already restored less than an hour ago (one restore per bot per hour).`,
        fix: `Check the keys (for ${op} the bot-level keys of the target bot); if the bot was restored in the last hour, run again after the hour, or keep the throttle ledger on so the run knows.`
      }
    }
    if (status === 404) return BOT_NOT_FOUND(op, w)
    if (status === 403) {
      const fix =
        'If the bot was restored in the last hour, run again after the hour (keep the throttle ledger on so the run knows)'
      return forbidden(op, 'restore or overwrite', { fix, keys: "the target bot's", permission: 'Restore Bot' })
    }
    return failedWith(op, status, w)
  }

const PUBLISH_REFUSED = (w: Naming): Record<number, Meaning> => ({
  400: {
    message:
      'The platform refused the publish (HTTP 400). On this platform that means one of three things: the bot was already published less than an hour ago (one publish per bot per hour, editor publishes included); the token is invalid or lacks permission for this bot; or the account lacks the API integration flag that publishing through the API needs.',
    fix: `After a publish within the hour: publish again after the hour (${w.output('next-publish-at')}). For the token: check that ${w.input('bot-api-key')} and ${w.input('bot-api-secret')} are this bot's. For the flag: ask the platform's support to turn on API publishing for the account.`
  },
  403: {
    message:
      'The platform refused the publish (HTTP 403): the account may lack the API integration flag that publishing through the API needs, or the token lacks permission for this bot.',
    fix: "Ask the platform's support to turn on API publishing for the account, and check that the keys are this bot's."
  }
})

const hourOfPublish = (w: Naming): Meaning => ({
  message:
    'The platform refused the publish (HTTP 400) within the hour of the last one: the bot was published less than an hour ago (one publish per bot per hour, editor publishes included).',
  fix: `Publish after the time in ${w.output('next-publish-at')} (at most an hour from now). The refusal is recorded in the throttle ledger, so a run before then stops before any call.`,
  hour: true
})

function publishRefused(status: number, said: string | undefined, w: Naming): Meaning {
  if (status === 400 && NAMES_THE_HOUR.test(said ?? '')) return hourOfPublish(w)
  if (status === 404 || status === 405) {
    return {
      message: `The platform has no publish for this bot (HTTP ${status}, in both the current and the older form), or the bot was not found.`,
      fix: `Check that ${w.input('service-endpoint')} is the bot's route and that the keys are its own.`
    }
  }
  return PUBLISH_REFUSED(w)[status] ?? failedWith('publish', status, w)
}

/** Every exchange with the platform whose failures are worded: the bot calls, and the rest. */
export type ExchangeName = 'token' | 'bot-token' | 'bot-list' | 'backup' | 'publish' | BotCallName

/** A refusal's meaning by its status (`said`: the platform's own message, when it gave one), in the shell's naming. */
type Refusal = (status: number, said: string | undefined, w: Naming) => Meaning

/** The table: each exchange's refusals by status. */
export const REFUSALS: Record<ExchangeName, Refusal> = {
  token: tokenRefused(TOKEN_REFUSED),
  'bot-token': tokenRefused(BOT_TOKEN_REFUSED),
  'bot-list': (status, _said, w) => ({
    message: `The platform refused the account's bot list (HTTP ${status}).`,
    fix: listFix(w)
  }),
  backup: backupRefused,
  restore: restoreRefused('restore'),
  overwrite: restoreRefused('overwrite'),
  'clone-by-ref': cloneRefused,
  publish: publishRefused
}
