// The status command (#66): the core's read (run/status.ts) of which bot the keys reach and, from the ledger's
// folder, its last restore or overwrite, publish and backup with when each may next go out, on standard error.

import { Input } from '../domain/constants.ts'
import type { Result } from '../domain/result.ts'
import { type StatusShell, statusOf } from '../run/status.ts'
import { deployRequest, UsageError } from './args.ts'
import { openFolderStore } from './folder-store.ts'
import { ciJobOf, type CommandContext, ledgerFolder, proxyFor, userAgentOf } from './io.ts'
import { terminalWords } from './words.ts'

export async function status({ parsed, env, secrets, log, cancel }: CommandContext): Promise<Result> {
  const words = terminalWords(undefined, env)
  // Read as a publish's: an existing bot, no file.
  const request = deployRequest(parsed, env, 'publish', false)
  if (![Input.BotApiKey, Input.BotName, Input.Token].some(name => request[name] !== ''))
    throw new UsageError(
      "status needs the bot's keys, or the account key and --bot-name: the account key alone names no bot."
    )
  if (request[Input.Token] !== '')
    throw new UsageError(`status needs the keys, not a token: ${Input.Token} holds no secret to read the ledger with.`)
  const shell: StatusShell = {
    log,
    words,
    secrets,
    cancel,
    userAgent: userAgentOf(ciJobOf(env)),
    proxyFor,
    openStore: () => Promise.resolve(openFolderStore(ledgerFolder(parsed.own.ledger, env), log, { looks: true }))
  }
  return statusOf(request, shell)
}
