// The smoke test without a shell: its settings checked from the request before any request is sent, the bearer,
// and the conversation through the custom channel; each shell (the action, the command line) says how it went.

import { type KeyAuth, readAuth } from '../domain/auth.ts'
import { type ActionError, asActionError, InputError, tellError, type UnwrittenError } from '../domain/errors.ts'
import { alsoFailed, type Result } from '../domain/result.ts'
import { baseUrl, wholeNumber } from '../domain/inputs.ts'
import { named, type Naming, type Words } from '../domain/words.ts'
import type { Secrets } from '../lib/secrets.ts'
import { isHeaderValue } from '../lib/text.ts'
import { realClock } from '../lib/time.ts'
import { PlatformClient } from '../platform/client.ts'
import { Transport, type TransportOptions } from '../platform/transport.ts'
import { ChannelSession } from './channel.ts'
import { converse, type Talk, type WayBack } from './conversation.ts'
import { ANSWER_SECONDS, SECRETS, type SmokeInput, type SmokeRequest } from './inputs.ts'
import { readVariables } from './script.ts'
import { type Case, type CaseWords, readCases } from './cases.ts'
import { countsOf, runSuite, suiteFailure, suiteLists, type SuiteReport } from './suite.ts'
import { junitXml } from './junit.ts'

/** The bearer the channel is given: a key or token as it is, or the keys to request a bot-level token with. */
type Bearer =
  { readonly given: string; readonly name: string } | { readonly request: KeyAuth; readonly endpoint: string }

export interface Settings {
  readonly cases: readonly Case[]
  readonly stopOnFailure: boolean
  readonly variables: readonly { name: string; value: string }[]
  /** The channel's endpoint, without a trailing slash. */
  readonly endpoint: string
  readonly bearer: Bearer
  readonly timeoutMs: number
  readonly wayBack: WayBack
}

/** An input sent in an HTTP header (`user-id`, the channel's key): refused when it cannot be. */
function headerInput(request: SmokeRequest, name: 'user-id' | 'channel-key', w: Naming): string {
  const value = request[name]
  if (isHeaderValue(value) && !value.includes('\t')) return value
  throw new InputError(
    name,
    'holds a control character (a line break, a tab) or a character outside Latin-1: it cannot be sent in an HTTP header.',
    `Write ${w.input(name)} on one line, in plain characters${name === 'channel-key' ? ', exactly as the channel gives it' : ''}.`
  )
}

/** The service endpoint, where the run needs it: for the channel's default endpoint, or to request a token. */
function serviceEndpoint(request: SmokeRequest, why: string, w: Naming): string {
  const given = request['service-endpoint']
  const what = "the bot's service endpoint (bot settings, developers section)"
  const [n, input] = [named(w, 'service-endpoint'), (name: SmokeInput) => w.input(name)]
  const fix = `Set ${n.as} to ${what}, or give ${input('channel-endpoint')} and ${input('channel-key')}.`
  if (given === '') throw new InputError('service-endpoint', `is empty, and ${why}.`, fix)
  return baseUrl(n, given, what)
}

function bearerOf(request: SmokeRequest, key: string, w: Naming): Bearer {
  const [channelKey, token] = [w.input('channel-key'), w.input('token')]
  if (key !== '') return { given: key, name: channelKey }
  if (SECRETS.every(name => request[name] === '')) {
    throw new InputError(
      'channel-key',
      `is empty, and so are ${token} and the keys: the channel needs its key or a bot-level token.`,
      `Give ${channelKey} (the custom channel's own key, or the bot's API key where the account uses the simplified scheme), a bot-level ${token}, or ${w.input('account-api-key')}, ${w.input('bot-api-key')} and ${w.input('bot-api-secret')} to request one.`
    )
  }
  const auth = readAuth(request, { name: 'smoke-test', token: 'bot' }, w)
  if (auth.level === 'token') return { given: auth.token, name: token }
  const why = 'without a channel key the smoke test requests a bot-level token there'
  return { request: auth, endpoint: serviceEndpoint(request, why, w) }
}

/** A time the deploy step gave (`next-restore-at`, `next-publish-at`), when given. */
function timeInput(request: SmokeRequest, name: 'next-restore-at' | 'next-publish-at', w: Naming) {
  const value = request[name]
  if (value === '') return undefined
  const fix = `Give ${w.input(name)} the deploy's own '${name}' as it is, or leave it empty.`
  if (Number.isNaN(Date.parse(value))) throw new InputError(name, 'is not a time.', fix)
  return new Date(value).toISOString()
}

/** What a failed smoke test says of the live bot: the way back and when each call may go out, or that it changed nothing
 * (and, where the bot's answers failed it, to fix the bot or the script). */
export function wayBack(
  restore: string | undefined,
  publish: string | undefined,
  w: Pick<Words, 'self' | 'operation' | 'input'>
): WayBack {
  const when = (at: string | undefined) => (at ? `from ${at}` : 'once its hour allows')
  if (restore) {
    return () =>
      `The new version is live. To go back, run ${w.operation('rollback')}: it puts back what the deploy's overwrite replaced, where it kept a copy (${w.input('keep-replaced')}, the default), and publishes it when that overwrite went live. Or deploy the backup that ran before (revert the commit that changed it) or a fixed one. Either way, the overwrite can go out from ${restore}, and its publish ${when(publish)} (the platform allows one of each per bot per hour).`
  }
  if (publish) {
    return () =>
      `The bot's draft is live now. To go back, overwrite the draft with the backup that ran before and publish it: the next publish can go out from ${publish} (one publish per bot per hour); an overwrite has its own hour, which the deploy did not read.`
  }
  const nothing = `${w.self} changed nothing: the live bot is as it was before it.`
  return answers => (answers ? `${nothing} Fix the bot (deploy a fixed backup and publish it) or the script.` : nothing)
}

/** The smoke test's settings from its request, whichever shell gave it; `scripts`' globs are read in `workspace`. */
export function readSettings(request: SmokeRequest, workspace: string, w: CaseWords): Settings {
  const cases = readCases(request, workspace, headerInput(request, 'user-id', w) || 'xenioo-deploy-smoke-test', w)
  const given = request['channel-endpoint']
  const empty = `${w.input('channel-endpoint')} is empty: its default is '{service-endpoint}/custom'`
  const what = "the custom channel's endpoint (its integration endpoint in the channel's settings)"
  const endpoint =
    given === '' ? `${serviceEndpoint(request, empty, w)}/custom` : baseUrl(named(w, 'channel-endpoint'), given, what)
  return {
    cases,
    stopOnFailure: request['stop-on-failure'] ?? false,
    variables: readVariables(request.variables, w),
    endpoint,
    bearer: bearerOf(request, headerInput(request, 'channel-key', w), w),
    timeoutMs: wholeNumber(named(w, 'timeout-seconds'), request['timeout-seconds'], ...ANSWER_SECONDS) * 1000,
    wayBack: wayBack(timeInput(request, 'next-restore-at', w), timeInput(request, 'next-publish-at', w), w)
  }
}

/** The token for the channel, requested with the bot's keys (masked the moment it is parsed). */
async function requestToken(bearer: Extract<Bearer, { request: KeyAuth }>, client: PlatformClient, shell: Shell) {
  const { secrets, cancel, log } = shell
  const where = { serviceEndpoint: bearer.endpoint, nodeUrl: undefined }
  const issued = await cancel
    .race(client.requestToken(where, bearer.request, cancel.signal))
    .finally(() => client.close())
  secrets.add(issued.token)
  log(`Got a bot-level token, valid for ${issued.validMinutes} minutes.`)
  return issued.token
}

/** What a shell gives the smoke test: its log, secrets, cancel, requests' name and proxy, the folder of `scripts`, where the JUnit report goes. */
export type Shell = Pick<Talk, 'log' | 'cancel'> &
  Pick<TransportOptions, 'userAgent' | 'proxyFor'> & {
    secrets: Secrets
    workspace: string
    words: CaseWords & Pick<Words, 'refused'>
    keepReport?: ((xml: string) => UnwrittenError | undefined) | undefined
  }

/** Checks the request's settings, then talks to the live bot (the bearer, the conversation), then keeps its JUnit report. Never throws. */
export async function smokeTest(request: SmokeRequest, shell: Shell): Promise<Result> {
  const startedAt = new Date()
  const conversed = await converseAll(request, shell)
  const { report } = conversed
  const unwritten = report && shell.keepReport?.(junitXml(report, startedAt, shell.secrets.redact))
  return alsoFailed(resultOf(conversed, shell), unwritten, e => tellError(e, shell.words, t => shell.secrets.redact(t)))
}

/** The result of a smoke test its shell refused before it began (`err`: an input only the shell reads). */
export function notRun(err: unknown, shell: Pick<Shell, 'secrets' | 'words'>): Result {
  return resultOf({ failure: asActionError(err) }, shell)
}

function resultOf({ report, failure }: Conversed, shell: Pick<Shell, 'secrets' | 'words'>): Result {
  const told = failure && tellError(failure, shell.words, t => shell.secrets.redact(t))
  return {
    outputs: outputsOf(report),
    heading: `Xenioo smoke test — ${endedText(report)}`,
    lists: report ? suiteLists(report) : [],
    paragraphs: report ? [throughText(report)] : [],
    rows: [],
    annotations: [],
    failure: told
  }
}

type Conversed = { readonly report?: SuiteReport; readonly failure?: ActionError | undefined }

async function converseAll(request: SmokeRequest, shell: Shell): Promise<Conversed> {
  const { secrets, log, cancel } = shell
  try {
    const settings = readSettings(request, shell.workspace, shell.words)
    const [redact, redactAll] = [(t: string) => secrets.redact(t), (t: readonly string[]) => secrets.redactAll(t)]
    const options = { ...shell, attempts: 3, timeoutMs: settings.timeoutMs, log: { info: log }, redact, redactAll }
    const { bearer } = settings
    const token = 'given' in bearer ? bearer.given : await requestToken(bearer, new PlatformClient(options), shell)
    const transport = new Transport(options)
    const bearerName = 'given' in bearer ? bearer.name : 'the bot-level token'
    const talk = { ...settings, ...options, bearerName, clock: realClock, cancel, log, words: shell.words }
    const conversation = (c: Case) => {
      const channel = new ChannelSession(transport, { ...options, ...settings, userId: c.userId, bearer: token })
      return converse({
        ...talk,
        ...c,
        channel,
        scriptName: c.name === 'script' ? shell.words.input('script') : c.name
      })
    }
    const report = await runSuite(settings.cases, conversation, talk).finally(() => transport.close())
    return { report, failure: suiteFailure(report, settings.wayBack) }
  } catch (err) {
    return { failure: asActionError(err) }
  }
}

/** How the smoke test ended, for a heading and the `result` output. */
const endedText = (r?: SuiteReport) => (r ? (r.passed ? 'passed' : 'failed') : 'not run')

/** The outputs as values, once the conversations ran: `result`, the counts, the bot's version where the channel said it. */
function outputsOf(r: SuiteReport | undefined): Result['outputs'] {
  if (!r) return []
  const version = r.version === undefined ? [] : [['bot-version', r.version] as const]
  return [['result', endedText(r)], ...Object.entries(countsOf(r)), ...version]
}

/** Which way the conversations went, and the bot's version when the channel said. */
function throughText({ version }: SuiteReport): string {
  return `Through the bot's custom channel${version === undefined ? '' : `; the bot's version is ${version}`}.`
}
