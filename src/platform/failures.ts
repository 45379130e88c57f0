// The platform's failures in the user's words, one table (exchange × what went wrong → message, fix); a call
// that may have changed a bot says so and never shows the body. Pure.

import {
  type ActionError,
  ConnectionError,
  CountedError,
  HourRefusedError,
  MaybeAppliedError,
  NEXT_BACKUP_FIX,
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
import { type ExchangeName, LIST_FIX, REFUSALS } from './refusals.ts'

export type { ExchangeFailure }

type Of<K extends ExchangeFailure['kind']> = Extract<ExchangeFailure, { kind: K }>

/** What the table needs besides the failure: the call's time limit, its URL, the redaction of secrets. */
export interface Setting {
  readonly timeoutMs: number
  readonly url: string
  readonly redact: (text: string) => string
}

/** One exchange's row: how each way of failing is worded. */
interface Wording {
  /** The exchange as a redirect's message names it. */
  readonly name: string
  /** A 5xx after the request was sent, for a call that may have changed (or counted) something. */
  readonly serverError?: (status: number) => ActionError
  readonly unanswered: (m: Of<'unanswered'>, s: Setting) => ActionError
  readonly abandoned: (reason: string) => ActionError
  readonly notJson?: (m: Of<'not-json'>) => ActionError
}

/** What went wrong with `exchange`, worded by its row of the table (a refusal, by the table of refusals). */
export function failureOf(exchange: ExchangeName, m: ExchangeFailure, s: Setting): ActionError {
  const row = EXCHANGES[exchange]
  switch (m.kind) {
    case 'status': {
      if (m.status >= 300 && m.status < 400) return redirected(row.name, m, s)
      if (m.status >= 500 && row.serverError) return row.serverError(m.status)
      const said = messageOf(m.body)
      const { message, fix, hour } = REFUSALS[exchange](m.status, said)
      const shown = said === undefined ? '' : untrusted(s.redact(said.slice(0, 2000)), 200)
      return new (hour ? HourRefusedError : PlatformStatusError)(m.status, message, fix, shown)
    }
    case 'unanswered':
      return row.unanswered(m, s)
    case 'abandoned':
      return row.abandoned(m.reason)
    case 'not-json':
      return (row.notJson ?? notJson(row.name))(m)
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
    `The platform redirected the ${name} (HTTP ${m.status}, ${to}); the action does not follow redirects with credentials, so nothing was sent there.`,
    "Check 'service-endpoint' (or 'node-url'): if the redirect goes to the platform's current https address, use that address."
  )
}

// --- Token requests: nothing is changed, so they are repeated and the platform's message is shown.

/** No whole answer after every attempt: a status the retries could not get past, or no answer at all. */
function tokenUnanswered({ cause, attempts }: Of<'unanswered'>, s: Setting): ActionError {
  const status = statusOf(cause)
  if (status !== undefined) {
    const why = status === 429 ? 'The platform is rate limiting' : 'The platform is having trouble'
    const message = `The token request failed with HTTP ${status} after ${times(attempts)}.`
    return new PlatformStatusError(status, message, `${why}: run again later, or raise 'retries'.`)
  }
  const notSent = unsendable('token request', cause)
  if (notSent) return notSent
  if (cause instanceof AnswerTooLarge) {
    return new ConnectionError(
      `The token request failed: the answer is larger than ${cause.limit / 1024 / 1024} MiB, far more than a token; it was not read.`,
      "Check that 'service-endpoint' (or 'node-url') is the platform's API address, not a web page, a download or a proxy's page."
    )
  }
  return new ConnectionError(
    `The token request failed after ${times(attempts)}: ${whyUnanswered(cause, s.timeoutMs)}.`,
    "Check that 'service-endpoint' (or 'node-url') is right and reachable from the runner (proxy settings: HTTPS_PROXY, NO_PROXY); raise 'timeout-seconds' or 'retries' if the platform is slow."
  )
}

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
  notJson(m) {
    return new ResponseShapeError(
      `The token endpoint answered HTTP ${m.status} with a body that is not JSON (${m.length} characters, content-type ${untrusted(m.contentType, 60)}).`,
      "Check that 'service-endpoint' (or 'node-url') is the platform's API address, not a web page or a proxy's login page."
    )
  }
}

// --- The account's bot list (`bot-name`): a read; nothing was changed.

const BOT_LIST: Wording = {
  name: 'bot list',
  unanswered(m, s) {
    if (isSuccessTooLarge(m.cause)) {
      return new ResponseShapeError(
        `The account's bot list is larger than ${m.cause.limit / 1024 / 1024} MiB, more than the action reads to find the bot of 'bot-api-key'. Nothing was changed.`,
        "Give the bot's keys ('bot-api-key', 'bot-api-secret') and remove 'bot-name' for this account (the run then reads no list), or tell the action's maintainers how many bots the account holds."
      )
    }
    // The keys were right (the token came): what failed is the answer's way or its time.
    return new ConnectionError(
      `The account's bot list got no answer after ${times(m.attempts)}: ${whyUnanswered(m.cause, s.timeoutMs)}. Nothing was changed.`,
      "The account key was accepted; the list did not arrive. Check that the runner reaches 'service-endpoint' (proxy settings: HTTPS_PROXY, NO_PROXY), and raise 'timeout-seconds' or 'retries' if the platform is slow (an account of many bots has a long list); or give the bot's keys and remove 'bot-name'."
    )
  },
  abandoned: reason => new ConnectionError(`The account's bot list was abandoned (${reason}).`, LIST_FIX),
  notJson(m) {
    return new ResponseShapeError(
      `The account's bot list answered HTTP ${m.status} with a body that is not JSON (${m.length} characters).`,
      LIST_FIX
    )
  }
}

// --- The export: once it reached the platform it counts against the bot's hour (a CountedError).

/** The backup's answer was lost after the call reached the platform: `what` happened to it. */
function lost(what: string): ActionError {
  return new CountedError(
    `The backup ${what}: nothing was written, and the file is as it was. The platform counts the call against the bot's hour.`,
    NEXT_BACKUP_FIX
  )
}

const BACKUP: Wording = {
  name: 'backup call',
  serverError(status) {
    return new CountedError(
      `The backup failed with HTTP ${status} after the request reached the platform, which may have counted it against the bot's hour. Nothing was written.`,
      NEXT_BACKUP_FIX
    )
  },
  unanswered(m, s) {
    return unsent('backup', m.cause, m.attempts) ?? lost(`got no answer (${whyUnanswered(m.cause, s.timeoutMs)})`)
  },
  abandoned: reason => lost(`was abandoned (${reason} while the call was in flight)`)
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
      const notSent = unsent(op, cause, attempts)
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

const CHECK_BEFORE_REPUBLISH =
  "Look at the bot's channels in the platform before running again: if the new version answers there, the publish happened (and the next one is allowed only after an hour; the output 'next-publish-at' says when)."

const maybePublished = (why: string): ActionError =>
  new MaybeAppliedError(`The bot may have been published: ${why}. It was not repeated.`, CHECK_BEFORE_REPUBLISH)

const PUBLISH: Wording = {
  name: 'publish call',
  serverError: status => maybePublished(`the platform answered HTTP ${status} after the request was sent`),
  unanswered({ cause, attempts }, s) {
    return unsent('publish', cause, attempts) ?? maybePublished(lostAnswer(cause, s.timeoutMs))
  },
  abandoned: reason => maybePublished(`${reason} while the call was in flight`)
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
