// Checks the request a shell gives (#66) once, and returns a frozen, typed object. Nothing here makes a
// request: every mistake a user can make in the workflow file or on the command line is said before the first call.

import { readAuth, type Auth, type GivenAuth } from './auth.ts'
import {
  Defaults,
  Input,
  OnDriftModes,
  OnThrottleModes,
  type SwitchInput,
  type TextInput,
  ThrottleModes
} from './constants.ts'
import type { OnDrift, OnThrottle, ThrottleMode } from './constants.ts'
import { InputError } from './errors.ts'
import {
  CALL_PATHS,
  OPERATION_INPUTS,
  OPERATIONS,
  type FileRole,
  type Operation,
  type OperationInput,
  Operations
} from './operations.ts'
import { closestOf, untrusted } from '../lib/text.ts'
import { named, type Named, type Naming, type Words } from './words.ts'

/** The inputs of a run; `auth` as given (`GivenInputs`: a bot may be named, not keyed) or once the bot is chosen. */
export interface Inputs<A extends GivenAuth = Auth> {
  readonly operation: Operation
  /** Service endpoint, without a trailing slash. */
  readonly serviceEndpoint: string
  /** Node URL (older token endpoint), without a trailing slash; undefined when not set. */
  readonly nodeUrl: string | undefined
  readonly auth: A
  /** The backup path as given (relative to the workspace); undefined for clone-by-ref. */
  readonly backupFile: string | undefined
  readonly throttle: ThrottleMode
  readonly onThrottle: OnThrottle
  /** The longest wait `on-throttle: wait` may make; a longer one fails at once, as `fail` does. */
  readonly maxWaitMs: number
  /** Skip an overwrite whose backup the bot already runs (the ledger's newest entry says so). */
  readonly skipUnchanged: boolean
  /** Export the bot before an overwrite and keep what it replaces (#75): on by default, for an operation that replaces the bot. */
  readonly keepReplaced: boolean
  /** What an overwrite does when the bot changed since this tool's last deploy (#75). */
  readonly onDrift: OnDrift
  readonly dryRun: boolean
  readonly retries: number
  readonly timeoutMs: number
  /** The largest export downloaded, in bytes (`max-backup-mib`). */
  readonly maxBackupBytes: number
  readonly outputCredentials: boolean
  /** The run publishes the bot: after a confirmed overwrite (`publish: true`), or as its operation. */
  readonly publishes: boolean
  /** The bot's name (`bot-name`): with keys, the name their bot must have; without, the bot to choose. Read in the account's bot list before any change. */
  readonly botName: string | undefined
}

/** The inputs as read: the bot may be named, not yet chosen. */
export type GivenInputs = Inputs<GivenAuth>

/** The deploy's request as its shell gives it (#66): each text as written (`''`: not given; checked here), each switch. */
export type Request = Readonly<Record<TextInput, string> & Partial<Record<SwitchInput, boolean>>>
type InputWords = Naming & Pick<Words, 'noEndpoint' | 'operation'>

function serviceEndpoint(request: Request, words: InputWords): string {
  const endpoint = request[Input.ServiceEndpoint]
  if (endpoint === '') throw new InputError(Input.ServiceEndpoint, words.noEndpoint.problem, words.noEndpoint.fix)
  const what = "the bot's service endpoint (bot settings, developers section)"
  return baseUrl(named(words, Input.ServiceEndpoint), endpoint, what)
}

function nodeUrl(request: Request, words: InputWords): string | undefined {
  const node = request[Input.NodeUrl]
  if (node === '') return undefined
  const what = 'the address of the platform node (the host in the browser address bar)'
  return baseUrl(named(words, Input.NodeUrl), node, what)
}

/** Whether the input of `OperationInput` was given a value. */
const GIVEN: Record<OperationInput, (request: Request) => boolean> = {
  publish: request => request[Input.Publish] === true,
  'backup-file': request => request[Input.BackupFile] !== '',
  'bot-name': request => request[Input.BotName].trim() !== ''
}

/** An input the operation does not take, given all the same: refused from the operation's row. */
function refuseNotTaken(request: Request, operation: Operation, words: InputWords): void {
  for (const input of OPERATION_INPUTS) {
    const notTaken = operation.refuses[input]
    if (notTaken && GIVEN[input](request)) {
      const is = input === 'publish' ? 'true' : 'set'
      throw new InputError(input, `is ${is}, but '${operation.name}' ${notTaken.why(words)}`, notTaken.fix(words))
    }
  }
}

/** `backup-file` as the operation's file role asks: required where it needs one (refused, from the row, where it takes none). */
function backupFile(request: Request, operation: Operation, words: InputWords): string | undefined {
  const backup = request[Input.BackupFile]
  const set = words.input(Input.BackupFile)
  const byRole: Record<FileRole, () => string | undefined> = {
    none: () => undefined,
    kept: () => undefined,
    receive: () => {
      if (backup !== '') return backup
      throw new InputError(
        Input.BackupFile,
        `is empty: '${operation.name}' needs the file to write the backup to.`,
        `Set ${set} to the path to write, such as bots/support.xenioo.`
      )
    },
    send: () => {
      if (backup !== '') return backup
      throw new InputError(
        Input.BackupFile,
        `is empty: '${operation.name}' needs a backup to send.`,
        `Set ${set} to the path of the .xenioo backup, such as bots/support.xenioo.`
      )
    }
  }
  return byRole[operation.backup]()
}

/** `bot-name`, where the run can list the account's bots: with the account key (a given token lists nothing). */
function botName(request: Request, words: InputWords): string | undefined {
  const name = request[Input.BotName].trim()
  if (name === '') return undefined
  if (request[Input.Token] !== '') {
    const [n, account] = [words.input, words.input(Input.AccountApiKey)]
    throw new InputError(
      Input.BotName,
      `is set, but the run can only list the account's bots with ${account}, and find the keys' bot with ${n(Input.BotApiKey)} and ${n(Input.BotApiSecret)}: a given ${n(Input.Token)} has none of them.`,
      `Give ${account} (and the bot's keys, or its name alone), or remove ${n(Input.BotName)}.`
    )
  }
  return name
}

/** `throttle`: on for a rollback, whose copy the ledger's newest overwrite names. */
function throttle(request: Request, operation: Operation, words: InputWords): Inputs['throttle'] {
  const mode = oneOf(named(words, Input.Throttle), request[Input.Throttle], ThrottleModes, 'cache')
  if (mode !== 'off' || operation.backup !== 'kept') return mode
  throw new InputError(
    Input.Throttle,
    `is 'off', but ${operation.name} needs the ledger: its newest overwrite names the copy to put back.`,
    `Remove ${words.input(Input.Throttle)} (the ledger is on by default).`
  )
}

/** The inputs of `request`, checked: every mistake an InputError naming its input, in the shell's `words`. */
export function readInputs(request: Request, words: InputWords): GivenInputs {
  const as = (name: TextInput) => named(words, name)
  const operation = OPERATIONS[oneOf(as(Input.Operation), request[Input.Operation], Operations)]
  const endpoint = serviceEndpoint(request, words)
  const node = nodeUrl(request, words)
  const name = operation.refuses['bot-name'] ? undefined : request[Input.BotName].trim()
  const auth = readAuth(request, operation, words, name)
  refuseNotTaken(request, operation, words)
  const { retries, timeoutSeconds, maxRetries, maxTimeoutSeconds, maxBackupMib, maxMaxBackupMib, maxWaitMinutes } =
    Defaults
  const whole = (name: TextInput, fallback: number, max: number) => wholeNumber(as(name), request[name], fallback, max)
  return Object.freeze({
    operation,
    serviceEndpoint: endpoint,
    nodeUrl: node,
    auth,
    backupFile: backupFile(request, operation, words),
    throttle: throttle(request, operation, words),
    onThrottle: oneOf(as(Input.OnThrottle), request[Input.OnThrottle], OnThrottleModes, 'fail'),
    maxWaitMs: whole(Input.MaxWaitMinutes, maxWaitMinutes, maxWaitMinutes) * 60_000,
    skipUnchanged: request[Input.SkipUnchanged] ?? false,
    keepReplaced: operation.skipsUnchanged && (request[Input.KeepReplaced] ?? true),
    onDrift: oneOf(as(Input.OnDrift), request[Input.OnDrift], OnDriftModes, 'fail'),
    dryRun: request[Input.DryRun] ?? false,
    outputCredentials: request[Input.OutputCredentials] ?? true,
    publishes:
      operation.steps[0] === 'go-live' || operation.publishesWhenLive === true || (request[Input.Publish] ?? false),
    botName: botName(request, words),
    retries: whole(Input.Retries, retries, maxRetries),
    timeoutMs: whole(Input.TimeoutSeconds, timeoutSeconds, maxTimeoutSeconds) * 1000,
    maxBackupBytes: whole(Input.MaxBackupMib, maxBackupMib, maxMaxBackupMib) * 1024 * 1024
  })
}

/** skip-unchanged can apply: asked for, on an operation that replaces the bot, with the ledger on. */
export function skipUnchangedApplies(inputs: Inputs): boolean {
  return inputs.skipUnchanged && inputs.operation.skipsUnchanged && inputs.throttle !== 'off'
}

// The kinds of text an input holds, each checked with a message naming the input and its fix (a list, a number, a
// URL), and the loopback hosts; the smoke test's inputs are read with them too.

export function oneOf<T extends string>(n: Named, value: string, allowed: readonly T[], fallback?: T): T {
  if (value === '' && fallback !== undefined) return fallback
  if ((allowed as readonly string[]).includes(value)) return value as T
  const got = value === '' ? 'is empty' : `is '${untrusted(value, 40)}'`
  const list = allowed.join(', ')
  const near = value === '' ? undefined : closestOf(value.toLowerCase(), allowed)
  const meant = near ? `; did you mean '${near}'?` : '.'
  throw new InputError(n.input, `${got}, expected one of: ${list}${meant}`, `Set ${n.as} to one of: ${list}.`)
}

export function wholeNumber(n: Named, value: string, fallback: number, max: number): number {
  if (value === '') return fallback
  const fix = `Set ${n.as} to a whole number from 1 to ${max} (default ${fallback}).`
  if (!/^\d+$/.test(value) || Number(value) < 1) {
    throw new InputError(n.input, `is '${untrusted(value, 40)}', not a positive whole number.`, fix)
  }
  if (Number(value) > max)
    throw new InputError(n.input, `is ${untrusted(value, 40)}, more than the limit of ${max}.`, fix)
  return Number(value)
}

/** The host names of this machine's loopback: where plain http is allowed, and one host to the ledger. */
export const LOOPBACK_HOSTS = String.raw`localhost|127(?:\.\d{1,3}){3}|\[::1\]`
const LOOPBACK = new RegExp(`^(${LOOPBACK_HOSTS})$`, 'i')

/** True for hosts that never leave the machine, where plain http is allowed (local testing). */
function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK.test(hostname)
}

function parse(n: Named, value: string, fix: string): URL {
  try {
    return new URL(value)
  } catch {
    throw new InputError(n.input, 'is not a valid absolute URL.', fix)
  }
}

function checkScheme(n: Named, url: URL, fix: string): void {
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
    throw new InputError(
      n.input,
      `uses http:// for ${url.hostname}: keys and tokens would travel unencrypted.`,
      `Use https:// (${n.as}); plain http is accepted only for loopback hosts (local testing).`
    )
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new InputError(n.input, `uses the scheme ${untrusted(url.protocol, 20)}.`, fix)
  }
}

/** The URL without a trailing slash, or an InputError naming the input and the fix. */
export function baseUrl(n: Named, value: string, what: string): string {
  const fix = `Set ${n.as} to ${what}, such as https://api.example.com/route (https, no user name or password, no query or fragment).`
  const url = parse(n, value, fix)
  if (url.username !== '' || url.password !== '') {
    throw new InputError(
      n.input,
      'contains a user name or password: credentials belong with the keys, never in a URL.',
      fix
    )
  }
  if (value.includes('?') || value.includes('#'))
    throw new InputError(n.input, 'has a query or fragment (? or #).', fix)
  checkScheme(n, url, fix)
  if (url.port === '0') throw new InputError(n.input, 'has port 0, which nothing can listen on.', fix)
  const path = url.pathname.replace(/\/+$/, '')
  const suffix = CALL_PATHS.find(s => path.toLowerCase().endsWith(s))
  if (suffix) {
    throw new InputError(
      n.input,
      `ends with the call path '${suffix}'.`,
      `Set ${n.as} to the base address only; the tool adds '${suffix}' itself.`
    )
  }
  return `${url.origin}${path}`
}
