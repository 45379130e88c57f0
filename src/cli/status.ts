// The status command (#66): the core's read (run/status.ts) of which bot the keys reach and, from the ledger's
// folder, its last restore or overwrite, publish and backup with when each may next go out, on standard error.

import { Input, Output } from '../domain/constants.ts'
import { asActionError, tellError } from '../domain/errors.ts'
import { readStatus, type Status, type StatusShell } from '../run/status.ts'
import type { Words } from '../domain/words.ts'
import { deployRequest, UsageError } from './args.ts'
import { openFolderStore } from './folder-store.ts'
import { ciJobOf, type CommandContext, ledgerFolder, type Ended, type JsonValue, proxyFor, userAgentOf } from './io.ts'
import { terminalWords } from './words.ts'

/** What the ledger says the bot runs: the bytes this tool last put live, or why it cannot tell. */
function liveLine(live: Status['live'], words: Words): string {
  if (typeof live === 'string') return `live: not known (${live}).`
  const by = live.by ? ` ${words.runBy(live.by)}` : ''
  return `live: sha256 ${live.sha256}, published at ${live.at.toISOString()}${by} (what this tool last put live; a publish from the editor since would not show here).`
}

export async function status({ parsed, env, secrets, log, cancel }: CommandContext): Promise<Ended> {
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
  const found = await readStatus(request, shell).catch(asActionError)
  const outputs: [string, JsonValue][] = []
  if (found instanceof Error) {
    const told = tellError(found, words, t => secrets.redact(t))
    outputs.push([Output.Error, told.short])
    return { outputs, ending: told.kind, told }
  }
  const lines = [
    ...(found.unread ? [`Its hours: not known (the ledger could not be read: ${found.unread}).`] : []),
    ...found.hours.map(hour => hour.line ?? `${hour.noun}: not known (the ledger could not tell).`),
    liveLine(found.live, words)
  ]
  const heading = `The keys reach the bot '${found.name}', at ${found.serviceEndpoint}.`
  outputs.push(
    [Output.BotName, found.name],
    [Output.LiveSha256, typeof found.live === 'string' ? '' : found.live.sha256]
  )
  for (const hour of found.hours) if (hour.line) outputs.push([`next-${hour.noun}-at`, hour.nextAt.toISOString()])
  return { outputs, ending: undefined, shown: { heading, lines: lines.map(line => `  ${line}`) } }
}
