// Which bot the keys belong to (`bot-name`): the account's bot list read with an account token
// before any call that changes a bot, every key and secret in it masked at once and none kept, and
// the run stopped when the keys' bot has another name than the workflow says.

import { Input } from '../domain/constants.ts'
import { ActionError } from '../domain/errors.ts'
import { untrusted } from '../lib/text.ts'
import type { RunContext } from './context.ts'

/** The keys' bot's name, when `bot-name` asks and it matches; an ActionError naming the bot when it does not. */
export async function checkBotName(ctx: RunContext): Promise<string | undefined> {
  const { inputs, platform, secrets, cancel } = ctx
  const { auth, botName: wanted } = inputs
  if (wanted === undefined || auth.level !== 'bot') return undefined
  const where = { serviceEndpoint: inputs.serviceEndpoint, nodeUrl: inputs.nodeUrl }
  const account = { level: 'account', accountApiKey: auth.accountApiKey } as const
  const issued = await cancel.race(platform.requestToken(where, account, cancel.signal))
  secrets.add(issued.token)
  const bots = await cancel.race(platform.listBots(inputs.serviceEndpoint, issued.token, cancel.signal))
  for (const bot of bots) [bot.apiKey, bot.apiSecret].forEach(v => secrets.add(v))
  const own = bots.find(b => b.apiKey === auth.botApiKey)
  const shown = (name: string) => `'${untrusted(secrets.redact(name), 100)}'`
  if (!own) {
    throw new ActionError(
      `No bot in the account's list (${bots.length} bot${bots.length === 1 ? '' : 's'}) has the key of '${Input.BotApiKey}': the run cannot tell which bot it would change, so nothing was sent to it.`,
      `Check that '${Input.AccountApiKey}' is the key of the account that holds the bot named ${shown(wanted)}, and that '${Input.BotApiKey}' is that bot's.`
    )
  }
  if (own.name !== wanted) {
    throw new ActionError(
      `The keys belong to the bot ${shown(own.name)}, not ${shown(wanted)} ('${Input.BotName}'): nothing was sent to it.`,
      `Put the keys of the bot named ${shown(wanted)} (its developer settings) in the secrets this job reads, or correct '${Input.BotName}'.`
    )
  }
  ctx.log.info(`The keys belong to the bot ${shown(own.name)}, as '${Input.BotName}' says.`)
  return untrusted(secrets.redact(own.name), 100)
}
