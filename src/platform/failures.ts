// The platform's failures in the user's words, one table (exchange × what went wrong → message, fix); a call
// that may have changed a bot says so and never shows the body. Pure.

import {
  type ActionError,
  ConnectionError,
  CountedError,
  HourRefusedError,
  MaybeAppliedError,
  nextBackupFix,
  PlatformStatusError,
  ResponseShapeError
} from '../domain/errors.ts'
import { untrusted } from '../lib/text.ts'
import { messageOf } from './answers.ts'
import {
  AnswerTooLarge,
  codeOf,
  describeFailure,
  type ExchangeFailure,
  isTimeout,
  lostAnswer,
  statusOf,
  times,
  unsendable,
  unsent,
  whyUnanswered
} from './network-errors.ts'
import type { BotCallName } from '../domain/operations.ts'
import { type ExchangeName, listFix, REFUSALS } from './refusals.ts'
import type { Naming } from '../domain/words.ts'

export type { ExchangeFailure }

type Of<K extends ExchangeFailure['kind']> = Extract<ExchangeFailure, { kind: K }>

/** What the table needs besides the failure: the call's time limit, its URL, the redaction of secrets, the shell's naming. */
export interface Setting {
  readonly timeoutMs: number
  readonly url: string
  readonly redact: (text: string) => string
  readonly words: Naming
}

/** One exchange's row: how each way of failing is worded. */
interface Wording {
  /** The exchange as a redirect's message names it. */
  readonly name: string
  /** A 5xx after the request was sent, for a call that may have changed (or counted) something. */
  readonly serverError?: (status: number, s: Setting) => ActionError
  readonly unanswered: (m: Of<'unanswered'>, s: Setting) => ActionError
  readonly abandoned: (reason: string, s: Setting) => ActionError
  readonly notJson?: (m: Of<'not-json'>, s: Setting) => ActionError
}

/** What went wrong with `exchange`, worded by its row of the table (a refusal, by the table of refusals). */
export function failureOf(exchange: ExchangeName, m: ExchangeFailure, s: Setting): ActionError {
  const row = EXCHANGES[exchange]
  switch (m.kind) {
    case 'status': {
      if (m.status >= 300 && m.status < 400) return redirected(row.name, m, s)
      if (m.status >= 500 && row.serverError) return row.serverError(m.status, s)
      const said = messageOf(m.body)
      const { message, fix, hour } = REFUSALS[exchange](m.status, said, s.words)
      const shown = said === undefined ? '' : untrusted(s.redact(said.slice(0, 2000)), 200)
      return new (hour ? HourRefusedError : PlatformStatusError)(m.status, message, fix, shown)
    }
    case 'unanswered':
      return row.unanswered(m, s)
    case 'abandoned':
      return row.abandoned(m.reason, s)
    case 'not-json':
      return (row.notJson ?? notJson(row.name))(m, s)
  }
}

const notJson = (name: string) => (m: Of<'not-json'>) =>
  new ResponseShapeError(
    `The platform answered the ${name} with HTTP ${m.status} and a body that is not JSON (${m.length} characters).`,
    'The platform changed its answer: please report it with this message.'
  )

/** A 3xx: the action does not follow a redirect with the keys or the token; its host is shown when it holds no secret. */
function redirected(name: string, m: Of<'status'>, s: Setting): ActionError {
  let to: string
  try {
    const host = m.location ? new URL(m.location, s.url).host : undefined
    to =
      host === undefined
        ? 'no Location given'
        : s.redact(host) === host
          ? `to ${host}`
          : 'to a place not shown: it holds a secret'
  } catch {
    to = 'to an unreadable Location'
  }
  return new PlatformStatusError(
    m.status,
    `The platform redirected the ${name} (HTTP ${m.status}, ${to}); this tool does not follow redirects with credentials, so nothing was sent there.`,
    `Check ${endpointOf(s.words)}: if the redirect goes to the platform's current https address, use that address.`
  )
}

// --- Token requests: nothing is changed, so they are repeated and the platform's message is shown.

/** No whole answer after every attempt: a status the retries could not get past, or no answer at all. */
function tokenUnanswered({ cause, attempts }: Of<'unanswered'>, s: Setting): ActionError {
  const status = statusOf(cause)
  const { input } = s.words
  if (status !== undefined) {
    const why = status === 429 ? 'The platform is rate limiting' : 'The platform is having trouble'
    const message = `The token request failed with HTTP ${status} after ${times(attempts)}.`
    return new PlatformStatusError(status, message, `${why}: run again later, or raise ${input('retries')}.`)
  }
  const notSent = unsendable('token request', cause)
  if (notSent) return notSent
  if (cause instanceof AnswerTooLarge) {
    return new ConnectionError(
      `The token request failed: the answer is larger than ${cause.limit / 1024 / 1024} MiB, far more than a token; it was not read.`,
      `Check that ${endpointOf(s.words)} is the platform's API address, not a web page, a download or a proxy's page.`
    )
  }
  return new ConnectionError(
    `The token request failed after ${times(attempts)}: ${whyUnanswered(cause, s.timeoutMs)}.`,
    `Check that ${endpointOf(s.words)} is right and reachable from this machine (proxy settings: HTTPS_PROXY, NO_PROXY); raise ${input('timeout-seconds')} or ${input('retries')} if the platform is slow.`
  )
}

/** The endpoints a token request may have gone to, as the shell names them. */
const endpointOf = (w: Naming) => `${w.input('service-endpoint')} (or ${w.input('node-url')})`

const TOKEN: Wording = {
  name: 'token request',
  unanswered: tokenUnanswered,
  // The client reports none (the run says its own cancellation); worded all the same.
  abandoned(reason) {
    return new ConnectionError(
      `The token request was abandoned (${reason}).`,
      'Nothing but the token request was sent.'
    )
  },
  notJson(m, s) {
    return new ResponseShapeError(
      `The token endpoint answered HTTP ${m.status} with a body that is not JSON (${m.length} characters, content-type ${untrusted(m.contentType, 60)}).`,
      `Check that ${endpointOf(s.words)} is the platform's API address, not a web page or a proxy's login page.`
    )
  }
}

// --- The account's bot list (`bot-name`): a read; nothing was changed.

const BOT_LIST: Wording = {
  name: 'bot list',
  unanswered(m, s) {
    const { input } = s.words
    if (isSuccessTooLarge(m.cause)) {
      return new ResponseShapeError(
        `The account's bot list is larger than ${m.cause.limit / 1024 / 1024} MiB, more than this tool reads to find the bot of ${input('bot-api-key')}. Nothing was changed.`,
        `Give the bot's keys (${input('bot-api-key')}, ${input('bot-api-secret')}) and remove ${input('bot-name')} for this account (the run then reads no list), or tell this tool's maintainers how many bots the account holds.`
      )
    }
    // The keys were right (the token came): what failed is the answer's way or its time.
    return new ConnectionError(
      `The account's bot list got no answer after ${times(m.attempts)}: ${whyUnanswered(m.cause, s.timeoutMs)}. Nothing was changed.`,
      `The account key was accepted; the list did not arrive. Check that this machine reaches ${input('service-endpoint')} (proxy settings: HTTPS_PROXY, NO_PROXY), and raise ${input('timeout-seconds')} or ${input('retries')} if the platform is slow (an account of many bots has a long list); or give the bot's keys and remove ${input('bot-name')}.`
    )
  },
  abandoned: (reason, s) => new ConnectionError(`The account's bot list was abandoned (${reason}).`, listFix(s.words)),
  notJson(m, s) {
    return new ResponseShapeError(
      `The account's bot list answered HTTP ${m.status} with a body that is not JSON (${m.length} characters).`,
      listFix(s.words)
    )
  }
}

// --- The export: once it reached the platform it counts against the bot's hour (a CountedError).

/** The backup's answer was lost after the call reached the platform: `what` happened to it. */
function lost(what: string, w: Naming): ActionError {
  return new CountedError(
    `The backup ${what}: nothing was written, and the file is as it was. The platform counts the call against the bot's hour.`,
    nextBackupFix(w)
  )
}

const BACKUP: Wording = {
  name: 'backup call',
  serverError(status, s) {
    return new CountedError(
      `The backup failed with HTTP ${status} after the request reached the platform, which may have counted it against the bot's hour. Nothing was written.`,
      nextBackupFix(s.words)
    )
  },
  unanswered(m, s) {
    const why = `got no answer (${whyUnanswered(m.cause, s.timeoutMs)})`
    return unsent('backup', m.cause, m.attempts, s.words) ?? lost(why, s.words)
  },
  abandoned: (reason, s) => lost(`was abandoned (${reason} while the call was in flight)`, s.words)
}

/** The backup's body broke off after `bytes`: no more data in time, the call's time limit, or the connection. */
export function backupCut(cause: unknown, bytes: number, s: Setting): ActionError {
  const w = s.words
  if (codeOf(cause) === 'UND_ERR_BODY_TIMEOUT')
    return lost(`was cut off after ${bytes} bytes (no more data in time)`, w)
  if (isTimeout(cause)) {
    const limit = `the time limit of ${s.timeoutMs / 1000} s (${w.input('timeout-seconds')})`
    return lost(`reached ${limit} after ${bytes} bytes, with data still arriving`, w)
  }
  return lost(`was cut off after ${bytes} bytes (${describeFailure(cause)})`, w)
}

// --- Restore, overwrite, reference clone: once sent they may have been applied, and are never repeated.

const CHECK_BEFORE_RERUN: Record<BotCallName, string> = {
  restore:
    "Look at the account's bot list before running again: if a new bot is there, the restore happened, and a re-run would create a second bot.",
  overwrite:
    "Look at the bot in the platform before running again: if it shows the backup's content, the overwrite happened (and the next one is allowed only after an hour).",
  'clone-by-ref':
    "Look at the account's bot list for a new referenced clone before running again: a re-run would create a second one."
}

function botCallWording(op: BotCallName): Wording {
  const maybeApplied = (why: string, after = 'It was not repeated.') =>
    new MaybeAppliedError(`The ${op} may have been applied: ${why}. ${after}`, CHECK_BEFORE_RERUN[op])
  return {
    name: `${op} call`,
    serverError(status) {
      return maybeApplied(
        `the platform answered HTTP ${status} after the request was sent (a gateway can give up while a slow ${op} goes on)`
      )
    },
    unanswered({ cause, attempts }, s) {
      const notSent = unsent(op, cause, attempts, s.words)
      if (notSent) return notSent
      if (cause instanceof AnswerTooLarge) {
        const why = `the platform's answer is larger than ${cause.limit / 1024 / 1024} MiB, so it was not read (it may hold the new bot's key and secret)`
        return maybeApplied(why)
      }
      return maybeApplied(
        lostAnswer(cause, s.timeoutMs),
        `It was not repeated, because a repeated ${op} could change the platform twice.`
      )
    },
    abandoned: reason => maybeApplied(`${reason} while the call was in flight`),
    notJson(m) {
      const what =
        m.length === 0 ? ' and no credentials (an empty body)' : `, but the body is not JSON (${m.length} characters)`
      const message = `The platform answered the ${op} with HTTP ${m.status}${what}: the ${op} may have been applied.`
      return new ResponseShapeError(message, CHECK_BEFORE_RERUN[op])
    }
  }
}

// --- The publish: a 2xx is a publish whatever its body says; once sent it may have been published.

const maybePublished = (why: string, w: Naming): ActionError =>
  new MaybeAppliedError(
    `The bot may have been published: ${why}. It was not repeated.`,
    `Look at the bot's channels in the platform before running again: if the new version answers there, the publish happened (and the next one is allowed only after an hour; ${w.output('next-publish-at')} says when).`
  )

const PUBLISH: Wording = {
  name: 'publish call',
  serverError: (status, s) =>
    maybePublished(`the platform answered HTTP ${status} after the request was sent`, s.words),
  unanswered({ cause, attempts }, s) {
    return unsent('publish', cause, attempts, s.words) ?? maybePublished(lostAnswer(cause, s.timeoutMs), s.words)
  },
  abandoned: (reason, s) => maybePublished(`${reason} while the call was in flight`, s.words)
}

export function isSuccessTooLarge(cause: unknown): cause is AnswerTooLarge {
  return cause instanceof AnswerTooLarge && cause.status !== undefined && cause.status >= 200 && cause.status < 300
}

/** The publish was answered 2xx, too large to read: published, its channels not known. */
export class PublishedUnread extends Error {
  constructor(cause: AnswerTooLarge) {
    super(`its answer (HTTP ${cause.status}) is larger than ${cause.limit / 1024 / 1024} MiB and was not read`)
  }
}

const EXCHANGES = {
  token: TOKEN,
  'bot-token': TOKEN,
  'bot-list': BOT_LIST,
  backup: BACKUP,
  restore: botCallWording('restore'),
  overwrite: botCallWording('overwrite'),
  'clone-by-ref': botCallWording('clone-by-ref'),
  publish: PUBLISH
} satisfies Record<ExchangeName, Wording>
