// Reads every input once, validates it, and returns a frozen, typed object. Nothing here makes a
// request: every mistake a user can make in the workflow file is reported before the first call.

import { Defaults, Input, OnThrottleModes, Operations, ThrottleModes, type InputName, type OnThrottle, type Operation, type ThrottleMode } from './constants.ts'
import { InputError, untrusted } from './errors.ts'

/** Where inputs come from: `@actions/core` in the action, a plain object in unit tests. */
export interface InputSource {
  getInput(name: string): string
  getBooleanInput(name: string): boolean
}

export type Credentials =
  | { readonly level: 'account'; readonly accountApiKey: string }
  | { readonly level: 'bot'; readonly accountApiKey: string; readonly botApiKey: string; readonly botApiSecret: string }
  | { readonly level: 'token'; readonly token: string }

export interface Inputs {
  readonly operation: Operation
  /** Service endpoint, without a trailing slash. */
  readonly serviceEndpoint: string
  /** Node URL (older token endpoint), without a trailing slash; undefined when not set. */
  readonly nodeUrl: string | undefined
  readonly credentials: Credentials
  /** The backup path as given (relative to the workspace); undefined for clone-by-ref. */
  readonly backupFile: string | undefined
  readonly throttle: ThrottleMode
  readonly onThrottle: OnThrottle
  readonly dryRun: boolean
  readonly retries: number
  readonly timeoutMs: number
}

function oneOf<T extends string>(name: InputName, value: string, allowed: readonly T[], fallback?: T): T {
  if (value === '' && fallback !== undefined) return fallback
  if ((allowed as readonly string[]).includes(value)) return value as T
  const got = value === '' ? 'is empty' : `is '${untrusted(value, 40)}'`
  throw new InputError(name, `${got}, expected one of: ${allowed.join(', ')}.`, `Set '${name}' to one of: ${allowed.join(', ')}.`)
}

function wholeNumber(name: InputName, value: string, fallback: number, max: number): number {
  if (value === '') return fallback
  if (!/^\d+$/.test(value) || Number(value) < 1) {
    throw new InputError(name, `is '${untrusted(value, 40)}', not a positive whole number.`, `Set '${name}' to a whole number from 1 to ${max} (default ${fallback}).`)
  }
  const n = Number(value)
  if (n > max) {
    throw new InputError(name, `is ${untrusted(value, 40)}, more than the limit of ${max}.`, `Set '${name}' to a whole number from 1 to ${max} (default ${fallback}).`)
  }
  return n
}

function boolean(source: InputSource, name: InputName): boolean {
  if (source.getInput(name) === '') return false
  try {
    return source.getBooleanInput(name)
  } catch {
    throw new InputError(name, `is '${untrusted(source.getInput(name), 40)}', not a boolean.`, `Set '${name}' to true or false.`)
  }
}

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i

/** True for hosts that never leave the machine, where plain http is allowed (local testing). */
export function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK.test(hostname)
}

const CALL_SUFFIXES = ['/authorization/integration', '/authorization/code', '/bots/restore/overwrite', '/bots/restore', '/bots/clone/byref']

function baseUrl(name: InputName, value: string, what: string): string {
  const fix = `Set '${name}' to ${what}, such as https://api.example.com/route (https, no user name or password, no query or fragment).`
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new InputError(name, 'is not a valid absolute URL.', fix)
  }
  if (url.username !== '' || url.password !== '') {
    throw new InputError(name, 'contains a user name or password: credentials belong in the key inputs, never in a URL.', fix)
  }
  if (value.includes('?') || value.includes('#')) {
    throw new InputError(name, 'has a query or fragment (? or #).', fix)
  }
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
    throw new InputError(
      name,
      `uses http:// for ${url.hostname}: keys and tokens would travel unencrypted.`,
      `Use https:// ('${name}'); plain http is accepted only for loopback hosts (local testing).`
    )
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new InputError(name, `uses the scheme ${untrusted(url.protocol, 20)}.`, fix)
  }
  const path = url.pathname.replace(/\/+$/, '')
  const suffix = CALL_SUFFIXES.find(s => path.toLowerCase().endsWith(s))
  if (suffix) {
    throw new InputError(name, `ends with the call path '${suffix}'.`, `Set '${name}' to the base address only; the action adds '${suffix}' itself.`)
  }
  return `${url.origin}${path}`
}

function secret(source: InputSource, name: InputName): string {
  const value = source.getInput(name)
  if (/\s/.test(value)) {
    throw new InputError(name, 'contains a space, tab or line break.', `Copy the value of '${name}' again into the secret, without spaces or line breaks.`)
  }
  return value
}

function credentials(source: InputSource, operation: Operation): Credentials {
  const accountApiKey = secret(source, Input.AccountApiKey)
  const botApiKey = secret(source, Input.BotApiKey)
  const botApiSecret = secret(source, Input.BotApiSecret)
  const token = secret(source, Input.Token)
  if (token !== '') {
    const withKeys = [
      [Input.AccountApiKey, accountApiKey],
      [Input.BotApiKey, botApiKey],
      [Input.BotApiSecret, botApiSecret]
    ]
      .filter(([, v]) => v !== '')
      .map(([n]) => n)
    if (withKeys.length > 0) {
      throw new InputError(
        Input.Token,
        `is set together with ${withKeys.map(n => `'${n}'`).join(', ')}.`,
        `Give either '${Input.Token}' (a token issued earlier) or the keys to request one, not both.`
      )
    }
    return { level: 'token', token }
  }
  if (botApiKey !== '' && botApiSecret === '') {
    throw new InputError(
      Input.BotApiSecret,
      `is empty while '${Input.BotApiKey}' is set.`,
      `Set both '${Input.BotApiKey}' and '${Input.BotApiSecret}' (the bot's developer settings show both), or neither.`
    )
  }
  if (botApiSecret !== '' && botApiKey === '') {
    throw new InputError(
      Input.BotApiKey,
      `is empty while '${Input.BotApiSecret}' is set.`,
      `Set both '${Input.BotApiKey}' and '${Input.BotApiSecret}' (the bot's developer settings show both), or neither.`
    )
  }
  if (accountApiKey === '') {
    throw new InputError(
      Input.AccountApiKey,
      'is empty, and no token was given.',
      `Set '${Input.AccountApiKey}' from a secret (the account's profile section shows the key), or give '${Input.Token}'.`
    )
  }
  if (botApiKey === '') {
    if (operation !== 'restore') {
      throw new InputError(
        Input.BotApiKey,
        `is needed: '${operation}' acts on the token's bot, so it needs a bot-level token, and only '${Input.AccountApiKey}' was given.`,
        `Set '${Input.BotApiKey}' and '${Input.BotApiSecret}' of the bot to act on (its developer settings), or give a bot-level '${Input.Token}'.`
      )
    }
    return { level: 'account', accountApiKey }
  }
  return { level: 'bot', accountApiKey, botApiKey, botApiSecret }
}

export function readInputs(source: InputSource): Inputs {
  const operation = oneOf(Input.Operation, source.getInput(Input.Operation), Operations)
  const endpoint = source.getInput(Input.ServiceEndpoint)
  if (endpoint === '') {
    throw new InputError(Input.ServiceEndpoint, 'is empty.', `Set '${Input.ServiceEndpoint}' to the bot's service endpoint, shown in the developers section of the bot settings.`)
  }
  const serviceEndpoint = baseUrl(Input.ServiceEndpoint, endpoint, "the bot's service endpoint (bot settings, developers section)")
  const node = source.getInput(Input.NodeUrl)
  const nodeUrl = node === '' ? undefined : baseUrl(Input.NodeUrl, node, 'the address of the platform node (the host in the browser address bar)')
  const creds = credentials(source, operation)
  const backup = source.getInput(Input.BackupFile)
  if (operation === 'clone-by-ref' && backup !== '') {
    throw new InputError(Input.BackupFile, "is set, but 'clone-by-ref' sends no backup: it clones the token's bot.", `Remove '${Input.BackupFile}', or use operation 'restore' or 'overwrite'.`)
  }
  if (operation !== 'clone-by-ref' && backup === '') {
    throw new InputError(
      Input.BackupFile,
      `is empty: '${operation}' needs a backup to send.`,
      `Set '${Input.BackupFile}' to the path of the .xenioo backup in the repository, such as bots/support.xenioo.`
    )
  }
  const inputs: Inputs = {
    operation,
    serviceEndpoint,
    nodeUrl,
    credentials: creds,
    backupFile: backup === '' ? undefined : backup,
    throttle: oneOf(Input.Throttle, source.getInput(Input.Throttle), ThrottleModes, 'cache'),
    onThrottle: oneOf(Input.OnThrottle, source.getInput(Input.OnThrottle), OnThrottleModes, 'fail'),
    dryRun: boolean(source, Input.DryRun),
    retries: wholeNumber(Input.Retries, source.getInput(Input.Retries), Defaults.retries, Defaults.maxRetries),
    timeoutMs: wholeNumber(Input.TimeoutSeconds, source.getInput(Input.TimeoutSeconds), Defaults.timeoutSeconds, Defaults.maxTimeoutSeconds) * 1000
  }
  return Object.freeze(inputs)
}
