// The status command (#66): which bot the keys reach (its name in the account's list, its service endpoint) and, from
// the ledger's folder, its last restore or overwrite, publish and backup, with when each may next go out. Reads only.

import { Input, Output } from '../domain/constants.ts'
import { asActionError, InputError, tellError } from '../domain/errors.ts'
import { readInputs } from '../domain/inputs.ts'
import { LIMITS } from '../domain/operations.ts'
import { lastText } from '../domain/throttle.ts'
import { LedgerDoor, type View } from '../ledger/open.ts'
import { Cancellation } from '../lib/cancel.ts'
import { Secrets } from '../lib/secrets.ts'
import { realClock } from '../lib/time.ts'
import { PlatformClient } from '../platform/client.ts'
import { PlatformClock } from '../platform/platform-clock.ts'
import { botOfKeys, chooseBot } from '../run/bot-name.ts'
import { checkFlags, deployRequest, environment, type Parsed, secretsIn, UsageError } from './args.ts'
import { ledgerFolder, openFolderStore } from './folder-store.ts'
import { ciJobOf, type CliIO, exitOf, proxyFor, STOPPED_BY, userAgentOf } from './io.ts'
import { printJson } from './json.ts'
import { terminalLog, type TerminalLog } from './terminal.ts'
import { terminalWords } from './words.ts'
import type { Words } from '../domain/words.ts'

/** What the status found: the bot's name, the endpoint, and each limit's view (none, and why, when the ledger could not be read). */
interface Found {
  readonly name: string
  readonly serviceEndpoint: string
  readonly views: readonly View[]
  readonly unread?: string
}

/** The bot the keys reach (a token requested with them proves they work), named from the account's list; then the ledger's views. */
async function look(parsed: Parsed, env: NodeJS.ProcessEnv, log: TerminalLog, run: Run): Promise<Found> {
  const { words } = run
  // Read as a publish's: an existing bot, no file.
  const request = deployRequest(parsed, env, 'publish', false)
  if (![Input.BotApiKey, Input.BotName, Input.Token].some(name => request[name] !== ''))
    throw new UsageError(
      "status needs the bot's keys, or the account key and --bot-name: the account key alone names no bot."
    )
  const given = readInputs(request, words)
  if (given.auth.level === 'token')
    throw new UsageError(`status needs the keys, not a token: ${Input.Token} holds no secret to read the ledger with.`)
  const clock = new PlatformClock(realClock, m => log.debug(m))
  const platform = new PlatformClient({
    ...run,
    attempts: given.retries,
    timeoutMs: given.timeoutMs,
    log,
    redact: t => run.secrets.redact(t),
    redactAll: t => run.secrets.redactAll(t),
    observeDate: date => clock.observe(date),
    proxyFor,
    words
  })
  try {
    const { inputs, chosen } = await chooseBot(given, { platform, log, ...run })
    if (inputs.auth.level !== 'bot') throw new Error('the bot was chosen, so its keys are known')
    const where = { serviceEndpoint: inputs.serviceEndpoint, nodeUrl: inputs.nodeUrl }
    const issued = await run.cancel.race(platform.requestToken(where, inputs.auth, run.cancel.signal))
    run.secrets.add(issued.token)
    const name = chosen ?? (await botOfKeys(inputs, inputs.auth, { platform, ...run }))
    const openStore = () => Promise.resolve(openFolderStore(ledgerFolder(parsed.own.ledger, env), log, { looks: true }))
    const reading = {
      inputs,
      log,
      openStore,
      sight: {},
      cancelled: run.cancel.signal,
      clock,
      settle: () => Promise.resolve(true),
      words
    }
    const views = await new LedgerDoor().lookUp(reading, LIMITS)
    const found = { name, serviceEndpoint: inputs.serviceEndpoint }
    return Array.isArray(views)
      ? { ...found, views }
      : { ...found, views: [], unread: views?.unavailable ?? 'it is off' }
  } finally {
    await platform.close()
  }
}

interface Run {
  readonly words: Words
  readonly secrets: Secrets
  readonly cancel: Cancellation
  readonly userAgent: string
}

/** A limit's line: its last call, and from when the next may go out; nothing when the ledger could not tell. */
function lineOf(view: View, words: Words): string | undefined {
  const limit = LIMITS.find(l => l.noun === view.noun)
  const { lastAt, lastCall, nextAt, throttled, doubt } = view.state
  if (!limit || view.readTrouble || doubt) return undefined
  if (!lastAt) return `${view.noun}: none in the last hour that the ledger knows of; allowed now.`
  const next = throttled ? `the next from ${nextAt.toISOString()}` : 'its hour is over: allowed now'
  return `${view.noun}: ${lastText(limit, lastAt, lastCall, words)}; ${next}.`
}

/** `status`: says which bot the keys reach and its hours; resolves to the exit code. */
export async function status(parsed: Parsed, io: CliIO): Promise<number> {
  const env = environment(parsed, io.env)
  const secrets = new Secrets(() => undefined)
  for (const value of secretsIn(env)) secrets.add(value)
  checkFlags(parsed, 'status')
  const log = terminalLog(io.stderr, env, secrets, { verbose: !!parsed.own.verbose })
  const cancel = new Cancellation()
  const stopListening = cancel.listen(STOPPED_BY)
  const run = { secrets, cancel, userAgent: userAgentOf(ciJobOf(env)) }
  const words = terminalWords(undefined, env)
  const found = await look(parsed, env, log, { ...run, words }).catch((err: unknown) => {
    if (err instanceof UsageError) throw err
    return asActionError(err)
  })
  stopListening()
  const out: Record<string, string> = {}
  if ('views' in found) {
    log.info(`\nThe keys reach the bot '${found.name}', at ${found.serviceEndpoint}.`)
    if (found.unread) log.info(`  Its hours: not known (the ledger could not be read: ${found.unread}).`)
    for (const view of found.views)
      log.info(`  ${lineOf(view, words) ?? `${view.noun}: not known (the ledger could not tell).`}`)
    out[Output.BotName] = found.name
    for (const view of found.views)
      if (lineOf(view, words)) out[`next-${view.noun}-at`] = view.state.nextAt.toISOString()
  } else {
    const told = tellError(found, words, t => secrets.redact(t))
    log.info(`\nerror: ${told.message}\n  fix: ${told.fix}`)
    out[Output.Error] = told.short
  }
  const code = exitOf(cancel.by, 'views' in found ? undefined : found instanceof InputError ? 'refused' : 'failed')
  if (parsed.own.json) printJson(io, Object.entries(out), code)
  return code
}
