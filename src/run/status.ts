// `status` as a core read (#74): which bot the keys reach (a token requested with them proves they work, its name
// from the account's list) and what the ledger holds of its hours, for a shell to render. Reads only.

import { Output } from '../domain/constants.ts'
import { asActionError, tellError } from '../domain/errors.ts'
import type { Request } from '../domain/inputs.ts'
import { readInputs } from '../domain/inputs.ts'
import { LIMITS, PUBLISH_LIMIT, RESTORE_LIMIT } from '../domain/operations.ts'
import { lastText } from '../domain/last-call.ts'
import type { Result } from '../domain/result.ts'
import type { Words } from '../domain/words.ts'
import { LedgerDoor, type OpenStore, type View } from '../ledger/open.ts'
import type { Cancellation } from '../lib/cancel.ts'
import type { Secrets } from '../lib/secrets.ts'
import { realClock } from '../lib/time.ts'
import { PlatformClock } from '../platform/platform-clock.ts'
import { openPlatform, type PlatformShell } from './context.ts'
import { botOfKeys, chooseBot } from './bot-name.ts'
import { lastLive, type PutLive } from './live-match.ts'

export interface StatusShell extends PlatformShell {
  readonly secrets: Secrets
  readonly cancel: Cancellation
  readonly openStore: OpenStore
}

/** A limit's line (none when the ledger could not tell), and from when the next may go out. */
interface Hour {
  readonly noun: string
  readonly line: string | undefined
  readonly nextAt: Date
}

/** The bot the keys reach, and its hours (none, with why, when the ledger could not be read). */
interface Status {
  readonly name: string
  readonly serviceEndpoint: string
  readonly hours: readonly Hour[]
  readonly unread?: string
  /** What this tool last put live (#75), or why the ledger cannot tell. */
  readonly live: PutLive | string
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

/** Reads the status of the bot `request` (read as a publish's: an existing bot, no file) names; throws what it cannot. */
async function readStatus(request: Request, shell: StatusShell): Promise<Status> {
  const { words, secrets, cancel, log } = shell
  const given = readInputs(request, words)
  const clock = new PlatformClock(realClock, m => log.debug(m))
  const platform = await openPlatform(given, shell, secrets, clock)
  try {
    const { inputs, chosen } = await chooseBot(given, { platform, log, secrets, cancel, words })
    if (inputs.auth.level !== 'bot') throw new Error('the bot was chosen, so its keys are known')
    const where = { serviceEndpoint: inputs.serviceEndpoint, nodeUrl: inputs.nodeUrl }
    const issued = await cancel.race(platform.requestToken(where, inputs.auth, cancel.signal))
    secrets.add(issued.token)
    const name = chosen ?? (await botOfKeys(inputs, inputs.auth, { platform, secrets, cancel, words }))
    const reading = { inputs, log, openStore: shell.openStore, sight: {}, cancelled: cancel.signal, clock, words }
    const views = await new LedgerDoor().lookUp({ ...reading, settle: () => Promise.resolve(true) }, LIMITS)
    const found = { name, serviceEndpoint: inputs.serviceEndpoint }
    if (!Array.isArray(views)) {
      const unread = views?.unavailable ?? 'it is off'
      return { ...found, hours: [], unread, live: unread }
    }
    const [overwrite, publish] = [RESTORE_LIMIT, PUBLISH_LIMIT].map(l => views.find(v => v.noun === l.noun))
    const read = publish && overwrite && !publish.readTrouble && !overwrite.readTrouble
    const live = read ? lastLive(publish.state, overwrite.state) : 'the ledger could not tell'
    const hours = views.map(v => ({ noun: v.noun, line: lineOf(v, words), nextAt: v.state.nextAt }))
    return { ...found, hours, live }
  } finally {
    await platform.close()
  }
}

/** What the ledger says the bot runs: the bytes this tool last put live, or why it cannot tell. */
function liveLine(live: Status['live'], words: Words): string {
  if (typeof live === 'string') return `live: not known (${live}).`
  const by = live.by ? ` ${words.runBy(live.by)}` : ''
  return `live: sha256 ${live.sha256}, published at ${live.at.toISOString()}${by} (what this tool last put live; a publish from the editor since would not show here).`
}

/** The status of the bot `request` names, as a result: the bot and its hours said, or the failure told. Never throws. */
export async function statusOf(request: Request, shell: StatusShell): Promise<Result> {
  const { words, secrets } = shell
  const found = await readStatus(request, shell).catch(asActionError)
  const none = { outputs: [], paragraphs: [], rows: [], annotations: [] }
  if (found instanceof Error) {
    const failure = tellError(found, words, t => secrets.redact(t))
    return { ...none, heading: `Xenioo status — ${failure.kind}`, failure }
  }
  const paragraphs = found.unread
    ? [`Its hours and what runs live: not known (the ledger could not be read: ${found.unread}).`]
    : [
        ...found.hours.map(hour => hour.line ?? `${hour.noun}: not known (the ledger could not tell).`),
        liveLine(found.live, words)
      ]
  const outputs: [string, string][] = [
    // Its own result, as every run has one: what it did is read (it changes nothing).
    [Output.Result, 'read'],
    [Output.BotName, found.name],
    [Output.LiveSha256, typeof found.live === 'string' ? '' : found.live.sha256],
    ...found.hours.flatMap(hour =>
      hour.line ? [[`next-${hour.noun}-at`, hour.nextAt.toISOString()] as [string, string]] : []
    )
  ]
  const heading = `The keys reach the bot '${found.name}', at ${found.serviceEndpoint}.`
  return { ...none, outputs, heading, paragraphs }
}
