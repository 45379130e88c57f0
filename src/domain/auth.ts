// How the run authenticates, read from the keys a shell gives: a token given, or the keys to request an
// account-wide or a bot-level one. Every contradiction is an InputError naming the fix, in the shell's words.

import { isHeaderValue } from '../lib/text.ts'
import { Input, type InputName, type KeyInput } from './constants.ts'
import { InputError } from './errors.ts'
import type { Operation } from './operations.ts'
import type { Naming } from './words.ts'

/** The keys as a shell gives them, by input: each as its user wrote it, `''` when not given. */
export type GivenKeys = Readonly<Record<KeyInput, string>>

export type Auth =
  | { readonly level: 'account'; readonly accountApiKey: string }
  | { readonly level: 'bot'; readonly accountApiKey: string; readonly botApiKey: string; readonly botApiSecret: string }
  | { readonly level: 'token'; readonly token: string }

/** The auth that requests a token (not a given one). */
export type KeyAuth = Exclude<Auth, { level: 'token' }>

/** The keys as given: a bot may be named instead (`bot-name` alone); the run chooses it from the account's list before anything else. */
export type GivenAuth = Auth | { readonly level: 'name'; readonly accountApiKey: string; readonly botName: string }

function secret(keys: GivenKeys, name: KeyInput, w: Naming): string {
  const value = keys[name]
  if (/\s/.test(value)) {
    throw new InputError(
      name,
      'contains a space, tab or line break.',
      `Copy the value of ${w.input(name)} again into the secret, without spaces or line breaks.`
    )
  }
  return value
}

function givenToken(token: string, keys: Record<InputName, string>, w: Naming): Auth {
  const withKeys = Object.entries(keys)
    .filter(([, v]) => v !== '')
    .map(([n]) => w.input(n))
  if (withKeys.length > 0) {
    throw new InputError(
      Input.Token,
      `is set together with ${withKeys.join(', ')}.`,
      `Give either ${w.input(Input.Token)} (a token issued earlier) or the keys to request one, not both.`
    )
  }
  if (!isHeaderValue(token)) {
    throw new InputError(
      Input.Token,
      'holds a control character or a character outside Latin-1: it cannot be sent in an HTTP header.',
      `Copy the token again into the secret behind ${w.input(Input.Token)}, exactly as the platform issued it.`
    )
  }
  return { level: 'token', token }
}

function checkPair(botApiKey: string, botApiSecret: string, w: Naming): void {
  const missing =
    botApiKey !== '' && botApiSecret === ''
      ? Input.BotApiSecret
      : botApiKey === '' && botApiSecret !== ''
        ? Input.BotApiKey
        : undefined
  if (missing === undefined) return
  const other = missing === Input.BotApiKey ? Input.BotApiSecret : Input.BotApiKey
  throw new InputError(
    missing,
    `is empty while ${w.input(other)} is set.`,
    `Set both ${w.input(Input.BotApiKey)} and ${w.input(Input.BotApiSecret)} (the bot's developer settings show both), or neither.`
  )
}

/** What an operation needs of the keys: its name (for the messages) and its token level. */
type AuthNeed = { readonly name: string; readonly token: Operation['token'] }

/** The account key alone: enough for an account-wide operation, or with `bot-name` (`botName`, when the caller reads it) for a bot's. */
function accountOnly(accountApiKey: string, operation: AuthNeed, w: Naming, botName?: string): GivenAuth {
  if (operation.token === 'any') return { level: 'account', accountApiKey }
  if (botName) return { level: 'name', accountApiKey, botName }
  const byName =
    botName === undefined ? '' : `${w.input(Input.BotName)} to the bot's name to choose it from the account's bots, or `
  throw new InputError(
    Input.BotApiKey,
    `is needed: '${operation.name}' acts on the token's bot, so it needs a bot-level token, and only ${w.input(Input.AccountApiKey)} was given.`,
    `Set ${byName}${w.input(Input.BotApiKey)} and ${w.input(Input.BotApiSecret)} of the bot to act on (its developer settings), or give a bot-level ${w.input(Input.Token)}.`
  )
}

/** Checks the keys against what `operation` needs; with `botName`, the account key alone may name the bot. */
export function readAuth(keys: GivenKeys, operation: AuthNeed, w: Naming): Auth
export function readAuth(keys: GivenKeys, operation: AuthNeed, w: Naming, botName: string | undefined): GivenAuth
export function readAuth(keys: GivenKeys, operation: AuthNeed, w: Naming, botName?: string): GivenAuth {
  const accountApiKey = secret(keys, Input.AccountApiKey, w)
  const botApiKey = secret(keys, Input.BotApiKey, w)
  const botApiSecret = secret(keys, Input.BotApiSecret, w)
  const token = secret(keys, Input.Token, w)
  if (token !== '') {
    return givenToken(
      token,
      {
        [Input.AccountApiKey]: accountApiKey,
        [Input.BotApiKey]: botApiKey,
        [Input.BotApiSecret]: botApiSecret
      } as Record<InputName, string>,
      w
    )
  }
  checkPair(botApiKey, botApiSecret, w)
  if (accountApiKey === '') {
    throw new InputError(
      Input.AccountApiKey,
      'is empty, and no token was given.',
      `Set ${w.input(Input.AccountApiKey)} from a secret (the account's profile section shows the key), or give ${w.input(Input.Token)}.`
    )
  }
  if (botApiKey === '') return accountOnly(accountApiKey, operation, w, botName)
  return { level: 'bot', accountApiKey, botApiKey, botApiSecret }
}
