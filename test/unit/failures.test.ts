// The platform's failures, one table, a row per exchange: each failure (a status, no answer, a
// cancel, a body that is not JSON) becomes the error a user reads, of the kind the run acts on
// (may have been applied or counted: recorded; refused: nothing changed), with the fix.
import { describe, expect, it } from 'vitest'
import { WORKFLOW_WORDS } from '../../src/action/words.ts'
import {
  ConnectionError,
  CountedError,
  MaybeAppliedError,
  PlatformStatusError,
  ResponseShapeError
} from '../../src/domain/errors.ts'
import { backupCut, type ExchangeFailure, failureOf, type Setting } from '../../src/platform/failures.ts'
import { AnswerTooLarge, NotSentError, wasNeverSent } from '../../src/platform/network-errors.ts'
import type { BotCallName } from '../../src/domain/operations.ts'
import { readPublication } from '../../src/platform/answers.ts'
import { backoffMs } from '../../src/platform/transport.ts'
import { HourRefusedError, toldWhole } from '../../src/domain/errors.ts'

const SECRET = 'tok_SECRET_1234567890'
const setting: Setting = {
  timeoutMs: 30_000,
  url: 'https://api.example.com/route/bots/restore',
  redact: t => t.split(SECRET).join('***'),
  words: WORKFLOW_WORDS
}

type Of<K extends ExchangeFailure['kind']> = Extract<ExchangeFailure, { kind: K }>

const status = (code: number, body = '', location?: string): Of<'status'> => ({
  kind: 'status',
  status: code,
  body,
  location
})
const coded = (code: string) => Object.assign(new Error(`${code} happened`), { code })
const unanswered = (cause: unknown, attempts = 3): Of<'unanswered'> => ({ kind: 'unanswered', cause, attempts })
const timeout = Object.assign(new Error('timed out'), { name: 'TimeoutError' })
const notJson = (length: number): ExchangeFailure => ({
  kind: 'not-json',
  status: 200,
  length,
  contentType: 'text/html'
})

type Row = [string, ExchangeFailure, new (...a: never[]) => Error, RegExp]

describe('token request', () => {
  it.each<Row>([
    ['400', status(400), PlatformStatusError, /lacks required data/],
    ['403', status(403), PlatformStatusError, /free account/],
    ['404', status(404), PlatformStatusError, /account API key was not found/],
    [
      '418, with the platform’s own words',
      status(418, '{"Message":"teapot"}'),
      PlatformStatusError,
      /HTTP 418.*"teapot"/
    ],
    [
      'a redirect',
      status(302, '', 'https://elsewhere.example/x'),
      PlatformStatusError,
      /redirected.*to elsewhere.example/
    ],
    [
      '503 after the retries',
      unanswered(Object.assign(new Error('x'), { statusCode: 503 })),
      PlatformStatusError,
      /HTTP 503 after 3 attempts/
    ],
    ['an answer too large', unanswered(new AnswerTooLarge(1024 * 1024)), ConnectionError, /larger than 1 MiB/],
    [
      'a refused certificate',
      unanswered(coded('DEPTH_ZERO_SELF_SIGNED_CERT')),
      ConnectionError,
      /^The token request failed: the server's certificate was refused \(.*\)\. Nothing was sent\.$/
    ],
    ['a time-out', unanswered(timeout), ConnectionError, /no answer within 30 s/],
    ['a refused connection', unanswered(coded('ECONNREFUSED'), 1), ConnectionError, /after 1 attempt: ECONNREFUSED/],
    ['a body that is not JSON', notJson(12), ResponseShapeError, /not JSON \(12 characters, content-type text\/html\)/],
    ['abandoned', { kind: 'abandoned', reason: 'the run was cancelled (SIGINT)' }, ConnectionError, /abandoned/]
  ])('%s', (_name, failure, kind, message) => {
    const err = failureOf('token', failure, setting)
    expect(err).toBeInstanceOf(kind)
    expect(toldWhole(err)).toMatch(message)
    expect(err.fix).not.toBe('')
  })

  it.each([
    [400, /'bot-api-key' and 'bot-api-secret' do not belong together/, /Copy 'bot-api-key' and 'bot-api-secret' again/],
    [
      404,
      /The account API key was not found \(HTTP 404\), or the bot's key and secret/,
      /Copy 'account-api-key' again.*'bot-api-secret'/
    ]
  ])('a %i to a request with bot keys names them as a cause too', (status, message, fix) => {
    const err = failureOf('bot-token', { kind: 'status', status, body: '{}' }, setting)
    expect(toldWhole(err)).toMatch(message)
    expect(err.fix).toMatch(fix)
    expect(failureOf('token', { kind: 'status', status, body: '{}' }, setting).message).not.toMatch(/bot's key|bot-api/)
  })

  it('the 429 fix says the platform is rate limiting', () => {
    expect(failureOf('token', unanswered(Object.assign(new Error('x'), { statusCode: 429 })), setting).fix).toMatch(
      /rate limiting/
    )
  })
})

describe("the account's bot list", () => {
  it('every failure says nothing was changed, and shows no secret', () => {
    const errors = [
      failureOf('bot-list', status(401, `{"Message":"needs an account token ${SECRET}"}`), setting),
      failureOf('bot-list', status(302, '', 'https://elsewhere.example.com/'), setting),
      failureOf('bot-list', unanswered(timeout), setting),
      failureOf('bot-list', { kind: 'abandoned', reason: 'SIGINT' }, setting),
      failureOf('bot-list', notJson(12), setting)
    ]
    for (const err of errors) expect(`${err.message} ${err.fix}`).toMatch(/Nothing was changed|nothing was sent/i)
    expect(errors.map(e => e.message).join('\n')).not.toContain(SECRET)
    expect(errors[0]?.message).toMatch(/refused the account's bot list \(HTTP 401\)/)
    expect(errors[2]?.message).toMatch(/no answer after 3 attempts: no answer within 30 s/)
  })
  it('a list larger than the action reads is said to be one, not as no answer', () => {
    const err = failureOf('bot-list', unanswered(new AnswerTooLarge(64 * 1024 * 1024, 200)), setting)
    expect(toldWhole(err)).toMatch(/bot list is larger than 64 MiB, more than this tool reads/)
    expect(toldWhole(err)).not.toMatch(/no answer/)
    expect(err.fix).toMatch(/Give the bot's keys .*and remove 'bot-name'/)
  })
})

describe('the hour of a restore, an overwrite or a backup', () => {
  it.each([
    ['restore', 'Restore executed within less than 1 hour since the last attempt.', 'next-restore-at'],
    ['overwrite', 'The bot has an hourly limit of restores.', 'next-restore-at'],
    ['backup', 'Backup executed within less than 60 minutes since the last attempt.', 'next-backup-at']
  ] as const)('%s: a 400 whose text speaks of the hour is the hour, recorded', (op, text, output) => {
    const err = failureOf(op, status(400, JSON.stringify({ Message: text })), setting)
    expect(err).toBeInstanceOf(HourRefusedError)
    expect(toldWhole(err)).toMatch(new RegExp(`refused the ${op} \\(HTTP 400\\) within the hour of the last one`))
    expect(err.fix).toContain(output)
  })
  it('an error body that looks like JSON but is not is not searched for a message: nothing of it is shown (#57)', () => {
    const err = failureOf('overwrite', status(400, '{"Message": "within less than 1\nhour"}'), setting)
    expect(err).not.toBeInstanceOf(HourRefusedError)
    expect(toldWhole(err)).not.toMatch(/said|within less/)
  })
  it('a 400 whose text does not is not', () => {
    const err = failureOf('overwrite', status(400, '{"Message":"Invalid token."}'), setting)
    expect(err).not.toBeInstanceOf(HourRefusedError)
    expect(toldWhole(err)).toMatch(/one of three things/)
  })
})

describe('a publish refused for its hour', () => {
  it('a 400 whose text names the hour is the hour, recorded; one that does not is the three causes', () => {
    const hour = failureOf(
      'publish',
      status(400, '{"Message":"The call has been executed within less than 1 hour since the last attempt."}'),
      setting
    )
    expect(hour).toBeInstanceOf(HourRefusedError)
    expect(hour.message).toMatch(/within the hour of the last one/)
    expect(hour.fix).toMatch(/next-publish-at/)
    const flag = failureOf(
      'publish',
      status(400, '{"Message":"This request requires a specific API Integration flag."}'),
      setting
    )
    expect(flag).not.toBeInstanceOf(HourRefusedError)
    expect(flag.message).toMatch(/one of three things/)
  })
})

describe('restore, overwrite and reference clone', () => {
  it.each<[string, BotCallName, ExchangeFailure, new (...a: never[]) => Error, RegExp]>([
    ['400', 'overwrite', status(400), PlatformStatusError, /one of three things/],
    ['404', 'restore', status(404), PlatformStatusError, /not found \(HTTP 404\) during the restore/],
    ['413', 'restore', status(413), PlatformStatusError, /HTTP 413, a status its documentation does not give/],
    [
      '409',
      'overwrite',
      status(409),
      PlatformStatusError,
      /^The platform refused the overwrite with HTTP 409, a status/
    ],
    ['403', 'overwrite', status(403), PlatformStatusError, /or a token without permission/],
    ['418', 'restore', status(418), PlatformStatusError, /refused the restore with HTTP 418/],
    ['clone 404', 'clone-by-ref', status(404), PlatformStatusError, /source bot of the reference clone/],
    ['clone 400', 'clone-by-ref', status(400), PlatformStatusError, /Master Bot package/],
    [
      '502',
      'restore',
      status(502, '{"APIKey":"k"}'),
      MaybeAppliedError,
      /may have been applied: the platform answered HTTP 502/
    ],
    [
      'a redirect',
      'overwrite',
      status(307, '', 'https://x.example/'),
      PlatformStatusError,
      /redirected the overwrite call/
    ],
    [
      'never connected',
      'restore',
      unanswered(coded('ECONNREFUSED')),
      ConnectionError,
      /could not connect.*Nothing was sent/
    ],
    [
      'set-up failed',
      'restore',
      unanswered(new NotSentError(coded('ECONNRESET'))),
      ConnectionError,
      /Nothing was sent/
    ],
    ['a refused certificate', 'overwrite', unanswered(coded('CERT_HAS_EXPIRED')), ConnectionError, /certificate/],
    [
      'reset after sending',
      'restore',
      unanswered(coded('ECONNRESET')),
      MaybeAppliedError,
      /after the request was sent/
    ],
    ['no answer in time', 'overwrite', unanswered(timeout), MaybeAppliedError, /no complete answer within 30 s/],
    ['an answer too large', 'restore', unanswered(new AnswerTooLarge(1024 * 1024)), MaybeAppliedError, /not read/],
    [
      'cancelled in flight',
      'restore',
      { kind: 'abandoned', reason: 'the run was cancelled (SIGTERM)' },
      MaybeAppliedError,
      /cancelled \(SIGTERM\) while the call was in flight/
    ],
    ['a 2xx without a body', 'overwrite', notJson(0), ResponseShapeError, /an empty body.*may have been applied/],
    ['a 2xx that is not JSON', 'overwrite', notJson(40), ResponseShapeError, /not JSON \(40 characters\)/]
  ])('%s', (_name, op, failure, kind, message) => {
    const err = failureOf(op, failure, setting)
    expect(err).toBeInstanceOf(kind)
    expect(toldWhole(err)).toMatch(message)
    expect(err.fix).not.toMatch(/try again/i)
  })

  it('after a call that may have been applied, the body is never shown', () => {
    const err = failureOf('restore', status(500, `{"Message":"${SECRET}","APIKey":"newkey"}`), setting)
    expect(toldWhole(err)).not.toMatch(/newkey|SECRET|said/)
  })

  it('a refusal shows the platform’s message, redacted', () => {
    const err = failureOf('overwrite', status(400, `{"Message":"bad token ${SECRET}"}`), setting)
    expect(toldWhole(err)).toContain('The platform said: "bad token ***"')
  })

  it('a redirect whose host holds a secret does not show the host', () => {
    // A host name is lower case once parsed: the secret here is too.
    const lower = { ...setting, redact: (t: string) => t.split('tok-secret-42').join('***') }
    const err = failureOf('overwrite', status(302, '', 'https://tok-secret-42.example/'), lower)
    expect(toldWhole(err)).toMatch(/to a place not shown: it holds a secret/)
  })
})

describe('the export', () => {
  it.each<[string, ExchangeFailure, new (...a: never[]) => Error, RegExp]>([
    ['400', status(400), PlatformStatusError, /invalid or lacks permission/],
    ['404', status(404), PlatformStatusError, /not found \(HTTP 404\) during the backup/],
    [
      '403',
      status(403),
      PlatformStatusError,
      /refused the backup \(HTTP 403\)\. This is likely its limit of one backup/
    ],
    ['429', status(429), PlatformStatusError, /backup with HTTP 429, a status its documentation does not give/],
    ['418', status(418), PlatformStatusError, /refused the backup with HTTP 418/],
    ['503', status(503), CountedError, /may have counted it/],
    ['a redirect', status(301, '', '/x'), PlatformStatusError, /redirected the backup call/],
    ['never connected', unanswered(coded('ENOTFOUND')), ConnectionError, /Nothing was sent/],
    ['no answer', unanswered(timeout), CountedError, /got no answer \(no answer within 30 s\)/],
    ['cancelled', { kind: 'abandoned', reason: 'the run was cancelled (SIGINT)' }, CountedError, /was abandoned/]
  ])('%s', (_name, failure, kind, message) => {
    const err = failureOf('backup', failure, setting)
    expect(err).toBeInstanceOf(kind)
    expect(toldWhole(err)).toMatch(message)
  })

  it.each([
    [coded('UND_ERR_BODY_TIMEOUT'), /cut off after 12 bytes \(no more data in time\)/],
    [timeout, /time limit of 30 s .* after 12 bytes/],
    [coded('ECONNRESET'), /cut off after 12 bytes \(ECONNRESET/]
  ])('a body cut off: %s', (cause, message) => {
    const err = backupCut(cause, 12, setting)
    expect(err).toBeInstanceOf(CountedError)
    expect(toldWhole(err)).toMatch(message)
  })
})

describe('what the retries rely on', () => {
  it('a failed connection set-up is never sent, whatever its code; a reset alone is not', () => {
    expect(wasNeverSent(new NotSentError(coded('ECONNRESET')))).toBe(true)
    expect(wasNeverSent({ cause: new NotSentError(coded('EPIPE')) })).toBe(true)
    expect(wasNeverSent(coded('ECONNREFUSED'))).toBe(true)
    expect(wasNeverSent(coded('ECONNRESET'))).toBe(false)
  })

  it('the backoff doubles, within its jitter and ceiling, and follows Retry-After', () => {
    for (const attempt of [1, 2, 3, 8]) {
      const ceiling = Math.min(30_000, 1000 * 2 ** (attempt - 1))
      const ms = backoffMs(attempt, {})
      expect(ms).toBeGreaterThanOrEqual(ceiling / 2)
      expect(ms).toBeLessThanOrEqual(ceiling)
    }
    expect(backoffMs(1, { headers: { 'retry-after': '4' } })).toBe(4000)
    expect(backoffMs(1, { headers: { 'retry-after': '3600' } })).toBe(30_000)
  })
})

describe('publish', () => {
  it.each<[string, ExchangeFailure, new (...a: never[]) => Error, RegExp]>([
    ['400', status(400), PlatformStatusError, /one of three things.*within the hour|less than an hour ago/],
    ['403', status(403), PlatformStatusError, /API integration flag/],
    ['404 in both forms', status(404), PlatformStatusError, /no publish for this bot/],
    ['405 in both forms', status(405), PlatformStatusError, /HTTP 405, in both the current and the older form/],
    [
      '418',
      status(418),
      PlatformStatusError,
      /refused the publish with HTTP 418, a status its documentation does not give/
    ],
    ['503', status(503), MaybeAppliedError, /may have been published: the platform answered HTTP 503/],
    ['a redirect', status(302, '', 'https://x.example/'), PlatformStatusError, /redirected the publish call/],
    ['never connected', unanswered(coded('ECONNREFUSED')), ConnectionError, /Nothing was sent/],
    ['reset after sending', unanswered(coded('ECONNRESET')), MaybeAppliedError, /after the request was sent/],
    ['no answer in time', unanswered(timeout), MaybeAppliedError, /no complete answer within 30 s/],
    [
      'cancelled in flight',
      { kind: 'abandoned', reason: 'the run was cancelled (SIGINT)' },
      MaybeAppliedError,
      /in flight/
    ]
  ])('%s', (_name, failure, kind, message) => {
    const err = failureOf('publish', failure, setting)
    expect(err).toBeInstanceOf(kind)
    expect(toldWhole(err)).toMatch(message)
    expect(err.fix).not.toMatch(/try again/i)
  })

  it('the 400 names the three causes, each with its fix', () => {
    const err = failureOf('publish', status(400), setting)
    expect(toldWhole(err)).toMatch(/less than an hour ago.*invalid or lacks permission.*API integration flag/)
    expect(err.fix).toMatch(/after the hour.*'bot-api-key'.*support/)
  })
})

describe('the table', () => {
  it('words a body that is not JSON for every exchange, those that never read one as JSON too', () => {
    for (const exchange of ['backup', 'publish'] as const) {
      const err = failureOf(exchange, notJson(7), setting)
      expect(err).toBeInstanceOf(ResponseShapeError)
      expect(toldWhole(err)).toMatch(
        /answered the (backup|publish) call with HTTP 200 and a body that is not JSON \(7 characters\)/
      )
    }
  })
})

describe('what a publish put online', () => {
  const redact = (items: readonly string[]) => items.map(t => t.split(SECRET).join('***'))
  const read = (json: unknown) => readPublication(typeof json === 'string' ? json : JSON.stringify(json), redact)
  it.each<[string, unknown, string[], { channel: string; message: string }[]]>([
    ['names as strings', { Errors: [], Online: ['Web', 'WhatsApp'] }, ['Web', 'WhatsApp'], []],
    [
      'objects',
      { Errors: [{ Channel: 'Telegram', Message: 'refused' }], Online: [{ Name: 'Web' }] },
      ['Web'],
      [{ channel: 'Telegram', message: 'refused' }]
    ],
    [
      'an error as a string',
      { Errors: ['WhatsApp: expired'], Online: [] },
      [],
      [{ channel: 'unnamed', message: 'WhatsApp: expired' }]
    ],
    [
      'an error object without words',
      { Errors: [{ Code: 7 }], Online: [] },
      [],
      [{ channel: 'unnamed', message: 'an error the answer does not describe' }]
    ]
  ])('the documented shape, %s', (_name, json, online, errors) => {
    expect(read(json)).toEqual({ online, errors, unlisted: false })
  })

  it.each<[string, unknown, RegExp]>([
    ['lower-case keys', { errors: [], online: ['Web'] }, /^\{"errors":\[\],"online":\["Web"\]\}$/],
    ['both inside Data', { Data: { Errors: [], Online: ['Web'] } }, /^\{"Data":/],
    ['Errors as one string', { Errors: 'WhatsApp: expired', Online: ['Web'] }, /WhatsApp: expired/],
    ['Online as one string', { Errors: [], Online: 'Web, Telegram' }, /Web, Telegram/],
    ['no Errors', { Online: ['Web'] }, /Online/],
    ['an element of Online that names nothing', { Errors: [], Online: [7] }, /\[7\]/],
    ['not JSON', 'ok, published', /^ok, published$/],
    ['an empty answer', '', /^an empty answer$/],
    ['a secret in it', { Done: SECRET }, /^\{"Done":"\*\*\*"\}$/]
  ])('any other shape, %s: no channel claimed, its beginning kept (redacted)', (_name, json, excerpt) => {
    const p = read(json)
    expect(p).toMatchObject({ online: [], errors: [], unlisted: true })
    expect(p.unknownShape).toMatch(excerpt)
  })

  it('outside text is cleaned and bounded: no line break, no `::`, no bidi control, no secret', () => {
    const hostile = `Web\n::error::pwned \u202e${SECRET} ${'x'.repeat(500)}`
    const { online, errors } = read({ Online: [hostile], Errors: [{ Channel: hostile, Message: hostile }] })
    for (const text of [online[0]!, errors[0]!.channel, errors[0]!.message]) {
      expect(text).not.toMatch(/[\n\u202e]|::|SECRET/)
      expect(text.length).toBeLessThan(200)
    }
  })
})
