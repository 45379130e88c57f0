// How the run authenticates, read from the key inputs: a token given as input, or the keys to
// request an account-wide or a bot-level one. Every contradiction is an InputError naming the fix.

import { isHeaderValue } from '../lib/text.ts'
import { Input, type InputName } from './constants.ts'
import { InputError } from './errors.ts'
import type { Operation } from './operations.ts'

/** Where inputs come from: `@actions/core` in the action, a plain object in unit tests. */
export interface InputSource {
  getInput(name: string): string
  getBooleanInput(name: string): boolean
}

export type Auth =
  | { readonly level: 'account'; readonly accountApiKey: string }
  | { readonly level: 'bot'; readonly accountApiKey: string; readonly botApiKey: string; readonly botApiSecret: string }
  | { readonly level: 'token'; readonly token: string }

/** The auth that requests a token (not a given one). */
export type KeyAuth = Exclude<Auth, { level: 'token' }>

function secret(source: InputSource, name: InputName): string {
  const value = source.getInput(name)
  if (/\s/.test(value)) {
    throw new InputError(
      name,
      'contains a space, tab or line break.',
      `Copy the value of '${name}' again into the secret, without spaces or line breaks.`
    )
  }
  return value
}

function givenToken(token: string, keys: Record<InputName, string>): Auth {
  const withKeys = Object.entries(keys)
    .filter(([, v]) => v !== '')
    .map(([n]) => `'${n}'`)
  if (withKeys.length > 0) {
    throw new InputError(
      Input.Token,
      `is set together with ${withKeys.join(', ')}.`,
      `Give either '${Input.Token}' (a token issued earlier) or the keys to request one, not both.`
    )
  }
  if (!isHeaderValue(token)) {
    throw new InputError(
      Input.Token,
      'holds a control character or a character outside Latin-1: it cannot be sent in an HTTP header.',
      `Copy the token again into the secret behind '${Input.Token}', exactly as the platform issued it.`
    )
  }
  return { level: 'token', token }
}

function checkPair(botApiKey: string, botApiSecret: string): void {
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
    `is empty while '${other}' is set.`,
    `Set both '${Input.BotApiKey}' and '${Input.BotApiSecret}' (the bot's developer settings show both), or neither.`
  )
}

function accountOnly(
  accountApiKey: string,
  operation: { readonly name: string; readonly token: Operation['token'] }
): Auth {
  if (operation.token === 'bot') {
    throw new InputError(
      Input.BotApiKey,
      `is needed: '${operation.name}' acts on the token's bot, so it needs a bot-level token, and only '${Input.AccountApiKey}' was given.`,
      `Set '${Input.BotApiKey}' and '${Input.BotApiSecret}' of the bot to act on (its developer settings), or give a bot-level '${Input.Token}'.`
    )
  }
  return { level: 'account', accountApiKey }
}

/** Reads the key inputs and checks them against what `operation` needs. */
export function readAuth(
  source: InputSource,
  operation: { readonly name: string; readonly token: Operation['token'] }
): Auth {
  const accountApiKey = secret(source, Input.AccountApiKey)
  const botApiKey = secret(source, Input.BotApiKey)
  const botApiSecret = secret(source, Input.BotApiSecret)
  const token = secret(source, Input.Token)
  if (token !== '') {
    return givenToken(token, {
      [Input.AccountApiKey]: accountApiKey,
      [Input.BotApiKey]: botApiKey,
      [Input.BotApiSecret]: botApiSecret
    } as Record<InputName, string>)
  }
  checkPair(botApiKey, botApiSecret)
  if (accountApiKey === '') {
    throw new InputError(
      Input.AccountApiKey,
      'is empty, and no token was given.',
      `Set '${Input.AccountApiKey}' from a secret (the account's profile section shows the key), or give '${Input.Token}'.`
    )
  }
  if (botApiKey === '') return accountOnly(accountApiKey, operation)
  return { level: 'bot', accountApiKey, botApiKey, botApiSecret }
}
