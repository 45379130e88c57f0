// `bot-name` in the account's bot list, read once and before any call that changes a bot: the bot
// chosen by its name when no keys are given (keys by name), or the keys' bot's name checked (a guard).

import type { Auth } from '../domain/auth.ts'
import { Input } from '../domain/constants.ts'
import { ActionError, QuotingError } from '../domain/errors.ts'
import type { GivenInputs, Inputs } from '../domain/inputs.ts'
import type { Log } from '../lib/log.ts'
import type { Secrets } from '../lib/secrets.ts'
import { type Cancellation } from '../lib/cancel.ts'
import { firstDifference, unseenDifference, untrusted } from '../lib/text.ts'
import type { BotWanted, Platform } from '../platform/client.ts'
import type { RunContext } from './context.ts'
import type { Naming } from '../domain/words.ts'

/** What reading the account's list needs. */
interface Lister {
  readonly platform: Platform
  readonly secrets: Secrets
  readonly cancel: Cancellation
  /** How a sentence names an input: the shell's words. */
  readonly words: Naming
}

/** The account's list, read with an account-wide token of `accountApiKey`, for the bot `want`. */
async function readList(inputs: GivenInputs, accountApiKey: string, want: BotWanted, run: Lister) {
  const { platform, secrets, cancel } = run
  const where = { serviceEndpoint: inputs.serviceEndpoint, nodeUrl: inputs.nodeUrl }
  const issued = await cancel.race(platform.requestToken(where, { level: 'account', accountApiKey }, cancel.signal))
  secrets.add(issued.token)
  return cancel.race(platform.findBot(inputs.serviceEndpoint, issued.token, want, cancel.signal))
}

/** A bot's name as the run repeats it: outside text, redacted, one line; `said` quotes it in a sentence. */
const safeName = (secrets: Secrets, name: string) => untrusted(secrets.redact(name), 100)
const said = (secrets: Secrets, name: string) => `'${safeName(secrets, name)}'`

/**
 * The inputs with the bot chosen: as given when keys (or a token) are, else with the keys of the one
 * bot in the account's list named `bot-name`, masked at once; `chosen` is its name. A name no bot or
 * two bots have stops the run here, before any call.
 */
export async function chooseBot(
  given: GivenInputs,
  run: Lister & { readonly log: Log }
): Promise<{ inputs: Inputs; chosen?: string }> {
  const { auth } = given
  if (auth.level !== 'name') return { inputs: { ...given, auth } }
  const { secrets, log, words: w } = run
  const { lookOf } = await import('../lib/look-alike.ts')
  const found = await readList(given, auth.accountApiKey, { name: auth.botName, lookOf }, run)
  const wanted = said(secrets, auth.botName)
  const bots = `${found.count} bot${found.count === 1 ? '' : 's'}`
  if (found.matching > 1) {
    throw new ActionError(
      `${found.matching} bots in the account's list are named ${wanted} (${w.input(Input.BotName)}): the run cannot tell which one to change, so nothing was sent.`,
      `Choose the bot by its keys instead: set ${w.input(Input.BotApiKey)} and ${w.input(Input.BotApiSecret)} of the one to change (its developer settings), keeping ${w.input(Input.BotName)} as the check of its name; or give the other bots other names in the platform.`
    )
  }
  const own = found.own
  if (!own) {
    const near = found.lookAlikes.map(name => {
      const d = firstDifference(name, auth.botName)
      return `${said(secrets, name)} (at character ${d?.at}: ${d?.a} where ${w.input(Input.BotName)} has ${d?.b})`
    })
    const alike =
      near.length > 0
        ? ` The names that differ only by case, spacing or look-alike characters: ${near.join(', ')}.`
        : ''
    const none = `No bot in the account's list (${bots}) is named ${wanted} (${w.input(Input.BotName)}): nothing was sent.`
    throw new QuotingError(
      `${none}${alike}`,
      `Set ${w.input(Input.BotName)} to the bot's name exactly as the platform shows it, and check that ${w.input(Input.AccountApiKey)} is the key of the account that holds the bot.`,
      none
    )
  }
  secrets.add(own.apiKey)
  secrets.add(own.apiSecret)
  if (own.apiSecret === '') {
    throw new ActionError(
      `The account's list shows the bot ${wanted} without its secret (APISecret): the run cannot request a token for it, so nothing was sent.`,
      `Give ${w.input(Input.BotApiKey)} and ${w.input(Input.BotApiSecret)} of the bot (its developer settings) instead.`
    )
  }
  log.info(`Chose the bot ${wanted} by its name (${w.input(Input.BotName)}), one of ${bots} in the account's list.`)
  const keys: Auth = {
    level: 'bot',
    accountApiKey: auth.accountApiKey,
    botApiKey: own.apiKey,
    botApiSecret: own.apiSecret
  }
  return { inputs: { ...given, auth: keys }, chosen: safeName(secrets, own.name) }
}

/** The name of the bot the keys belong to, from the account's list (read with the account key); none of its bots has them: an ActionError. */
export async function botOfKeys(
  inputs: GivenInputs,
  auth: Extract<Auth, { level: 'bot' }>,
  run: Lister
): Promise<string> {
  const { count, own } = await readList(inputs, auth.accountApiKey, { apiKey: auth.botApiKey }, run)
  if (own) return safeName(run.secrets, own.name)
  const w = run.words
  throw new ActionError(
    `No bot in the account's list (${count} bot${count === 1 ? '' : 's'}) has the key of ${w.input(Input.BotApiKey)}.`,
    `Check that ${w.input(Input.AccountApiKey)} is the key of the account that holds the bot, and that ${w.input(Input.BotApiKey)} is that bot's.`
  )
}

/** The keys' bot's name, when `bot-name` asks and it matches; an ActionError naming the bot when it does not. */
export async function checkBotName(ctx: RunContext): Promise<string | undefined> {
  const { inputs, secrets, words: w } = ctx
  const { auth, botName: wanted } = inputs
  if (wanted === undefined || auth.level !== 'bot') return undefined
  const { count, own } = await readList(inputs, auth.accountApiKey, { apiKey: auth.botApiKey }, ctx)
  if (own) [own.apiKey, own.apiSecret].forEach(v => secrets.add(v))
  const shown = (name: string) => said(secrets, name)
  if (!own) {
    throw new ActionError(
      `No bot in the account's list (${count} bot${count === 1 ? '' : 's'}) has the key of ${w.input(Input.BotApiKey)}: the run cannot tell which bot it would change, so nothing was sent to it.`,
      `Check that ${w.input(Input.AccountApiKey)} is the key of the account that holds the bot named ${shown(wanted)}, and that ${w.input(Input.BotApiKey)} is that bot's.`
    )
  }
  if (own.name !== wanted) {
    throw new QuotingError(
      `The keys belong to the bot ${shown(own.name)}, not ${shown(wanted)} (${w.input(Input.BotName)})${howTheyDiffer(own.name, wanted, w)}: nothing was sent to it.`,
      `Give the keys of the bot named ${shown(wanted)} (its developer settings), or correct ${w.input(Input.BotName)}.`,
      `The keys belong to another bot than the one named ${shown(wanted)} (${w.input(Input.BotName)}), as the log says: nothing was sent to it.`
    )
  }
  if (own.apiSecret !== '' && own.apiSecret !== auth.botApiSecret) {
    const notIts = `${w.input(Input.BotApiSecret)} is not its secret (the account's list shows another): nothing was sent to it.`
    throw new QuotingError(
      `The key of ${w.input(Input.BotApiKey)} is the bot ${shown(own.name)}'s, but ${notIts}`,
      `Copy the bot's API secret again from its developer settings into the secret behind ${w.input(Input.BotApiSecret)} (it changes when the bot is restored as new).`,
      `The key of ${w.input(Input.BotApiKey)} is the bot's named in the log, but ${notIts}`
    )
  }
  ctx.log.info(`The keys belong to the bot ${shown(own.name)}, as ${w.input(Input.BotName)} says.`)
  return safeName(secrets, own.name)
}

/** Where the bot's name and the wanted one differ, when a character a reader cannot tell apart makes them differ. */
function howTheyDiffer(actual: string, wanted: string, w: Naming): string {
  const d = unseenDifference(actual, wanted)
  return d
    ? `; the names differ at character ${d.at}, where the bot's has ${d.a} and ${w.input(Input.BotName)} has ${d.b}`
    : ''
}
