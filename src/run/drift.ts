// Whether the bot changed since this tool's last deploy (#75): the channel's `Version` read after that deploy and
// now, the export against the bytes it sent. A stop on evidence only: where the platform cannot tell, "unknown".

import { Input } from '../domain/constants.ts'
import { ActionError } from '../domain/errors.ts'
import type { GivenInputs } from '../domain/inputs.ts'
import { BACKUP_LIMIT, type Limit, PUBLISH_LIMIT, RESTORE_LIMIT } from '../domain/operations.ts'
import type { LastCall } from '../domain/throttle.ts'
import { digestFile } from '../files/source.ts'
import type { RunContext } from './context.ts'
import { findCopy } from './copies.ts'
import type { Drift, Failure, Kept, Outcome, RunState } from './outcome.ts'
import { keep } from './record.ts'

export type { Drift }

/** Where the `Version` is read: the custom channel at `{service-endpoint}/custom`, the smoke test's default. */
const channelOf = (serviceEndpoint: string) => `${serviceEndpoint}/custom`

/** The ledgers a drift check reads besides those the run spends: the publish's, for a publish since the overwrite. */
export const driftReads = (inputs: GivenInputs): Limit[] => (inputs.operation.skipsUnchanged ? [PUBLISH_LIMIT] : [])

/** This tool's last call that changed the bot (a confirmed overwrite or publish), from the ledgers' newest entries. */
interface LastDeploy {
  readonly at: Date
  readonly call: LastCall
  /** The bytes of the last confirmed overwrite: what the draft held after it. */
  readonly sent: string | undefined
}

const lastOf = (known: RunState, limit: Limit) => known.views?.find(v => v.noun === limit.noun)?.state

/** This tool's last deploy of the bot, or why it is not known. */
function lastDeploy(known: RunState): LastDeploy | string {
  const [overwrite, publish] = [lastOf(known, RESTORE_LIMIT), lastOf(known, PUBLISH_LIMIT)]
  if (!overwrite || known.ledgerTrouble || overwrite.doubt || publish?.doubt)
    return `the ledger cannot tell (${known.ledgerTrouble ?? overwrite?.doubt ?? publish?.doubt ?? 'not read'})`
  // The publish first: on the same millisecond as its overwrite, it is the later call (a stable sort keeps it first).
  const deploys = [publish, overwrite].filter(s => s?.lastAt && s.lastCall?.operation !== 'restore')
  const newest = deploys.sort((a, b) => (b?.lastAt?.getTime() ?? 0) - (a?.lastAt?.getTime() ?? 0))[0]
  if (!newest?.lastAt || !newest.lastCall) return 'the ledger holds no deploy of this bot by this tool in 7 days'
  if (newest.lastCall.outcome !== 'ok')
    return `this tool's last ${newest.lastCall.operation} (${newest.lastAt.toISOString()}) is not known to have been applied`
  const sent = overwrite.lastCall?.operation === 'overwrite' ? overwrite.confirmed?.sha256 : undefined
  return { at: newest.lastAt, call: newest.lastCall, sent }
}

/** The `Version` now, read once the ledger shows something to compare it with (a deploy's, or a kept copy's); no hour spent. */
export async function readVersionNow(ctx: RunContext, known: RunState): Promise<RunState> {
  if (!ctx.inputs.operation.skipsUnchanged) return known
  const deploy = lastDeploy(known)
  const copy = lastOf(known, BACKUP_LIMIT)?.lastCall
  if ((typeof deploy === 'string' || deploy.call.version === undefined) && copy?.version === undefined) return known
  // Within the overwrite's hour, a run that does not wait for it ends before any call: nothing to compare.
  if (lastOf(known, RESTORE_LIMIT)?.throttled && ctx.inputs.onThrottle !== 'wait') return known
  const token = await ctx.cancel.race(ctx.token.current())
  const channel = await ctx.platform.channelVersion(channelOf(ctx.inputs.serviceEndpoint), token, ctx.cancel.signal)
  const relied = await keptCopy(ctx, known, channel)
  return { ...known, channel, ...(relied && { relied }) }
}

/**
 * The copy an earlier run of this tool kept (a stop's) that stands for an export now: the newest export of the
 * bot is this tool's, confirmed, its `Version` unchanged since and no overwrite after it, and the copy is found.
 */
async function keptCopy(ctx: RunContext, known: RunState, channel: number | string): Promise<Kept | undefined> {
  const backup = lastOf(known, BACKUP_LIMIT)
  const call = backup?.lastCall
  const overwrite = lastOf(known, RESTORE_LIMIT)?.lastAt
  if (!backup?.throttled || !backup.lastAt || call?.operation !== 'backup') return undefined
  if (call.outcome !== 'ok' || !call.sha256 || call.version !== channel) return undefined
  if (overwrite && overwrite >= backup.lastAt) return undefined
  return findCopy(ctx, call.sha256)
}

/** Whether the bot changed since this tool's last deploy, from what the run read (the `Version`, the export's bytes). */
export async function judge(ctx: RunContext, known: RunState): Promise<Drift> {
  const deploy = lastDeploy(known)
  if (typeof deploy === 'string') return { state: 'unknown', why: deploy }
  const since = `this tool's last ${deploy.call.operation}, ${deploy.at.toISOString()}${deploy.call.by ? ` ${ctx.words.runBy(deploy.call.by)}` : ''}`
  const [then, now] = [deploy.call.version, known.channel]
  if (then !== undefined && typeof now === 'number' && now > then) {
    // The bot as this tool kept it since (a stop's copy), and nothing edited after: the backup sent holds that work.
    const exported = lastOf(known, BACKUP_LIMIT)
    const copy = exported?.lastAt && exported.lastAt > deploy.at ? exported.lastCall : undefined
    const sending = ctx.backup && copy?.version === now ? (await digestFile(ctx.backup.path)).sha256 : undefined
    if (sending && sending === copy?.sha256)
      return {
        state: 'unchanged',
        why: `the backup sent is the bot as this tool kept it after ${since} (Version ${now})`
      }
    return { state: 'changed', why: `the channel's Version is ${now}, and was ${then} after ${since}` }
  }
  if (then !== undefined && now === then)
    return { state: 'unchanged', why: `the channel's Version is ${now}, as after ${since}` }
  const exported = known.replaced?.sha256
  if (exported && exported === deploy.sent)
    return { state: 'unchanged', why: `the export is the backup this tool sent (${since})` }
  const channel =
    then === undefined
      ? `no Version was read after ${since}`
      : typeof now === 'string'
        ? now
        : `Version ${now} after ${then}`
  const bytes = exported ? 'the export is not the bytes sent (an export need not return them)' : 'no export to compare'
  return { state: 'unknown', why: `${channel}; ${bytes}` }
}

/** The stop: nothing sent, what changed and since when, where the changed bot is kept, and the two ways on. */
function stopped(ctx: RunContext, known: RunState, drift: Drift): Failure {
  const kept = known.replaced ?? known.relied
  const where = kept
    ? `The bot as it is now is kept at ${kept.path} (sha256 ${kept.sha256}).`
    : `No copy of it was kept (${ctx.words.setting(Input.KeepReplaced, 'false')}).`
  const error = new ActionError(
    `No overwrite was sent: the bot changed since this tool's last deploy (${drift.why}), most likely in the editor, and the overwrite would replace that work. ${where}`,
    `Bring the change into the repository (commit the kept backup, or export the bot) and deploy that; or run again with ${ctx.words.setting(Input.OnDrift, 'overwrite')} to replace it (the copy stays where it is).`
  )
  return { ...known, kind: 'failed', error, drift }
}

/** Judges drift before the overwrite and acts on `on-drift`: the stop's outcome, or the state to go on with. */
export async function checkDrift(ctx: RunContext, known: RunState): Promise<RunState | Failure> {
  if (!ctx.inputs.operation.skipsUnchanged) return known
  const drift = await judge(ctx, known)
  const on = ctx.inputs.onDrift
  if (drift.state === 'changed' && on === 'fail') {
    const stop = stopped(ctx, known, drift)
    await keep(ctx, stop)
    return stop
  }
  if (drift.state === 'changed' && on === 'warn')
    ctx.log.warning(
      `The bot changed since this tool's last deploy (${drift.why}): overwriting it, as ${ctx.words.setting(Input.OnDrift, 'warn')} asks.`
    )
  else ctx.log.info(`Drift: ${drift.state} (${drift.why}).`)
  return { ...known, drift }
}

/** After a confirmed call that changed the bot: the `Version` read and kept in its ledger entry (none: not read), for the next overwrite. */
export async function noteVersion<T extends Outcome>(ctx: RunContext, outcome: T, noun: Limit['noun']): Promise<T> {
  if (outcome.kind !== 'done' || !outcome.entries?.some(e => e.noun === noun && e.note.outcome === 'ok')) return outcome
  const token = await ctx.token.current()
  const version = await ctx.platform
    .channelVersion(channelOf(ctx.inputs.serviceEndpoint), token, ctx.cancel.signal)
    .catch(() => 'the run was cancelled')
  if (typeof version === 'string') {
    ctx.log.info(
      `The channel's Version after this call is not known (${version}): the next overwrite cannot compare it.`
    )
    return outcome
  }
  const last = outcome.entries?.findLastIndex(e => e.noun === noun && e.note.outcome === 'ok') ?? -1
  const entries = outcome.entries?.map((e, i) => (i === last ? { ...e, note: { ...e.note, version } } : e))
  const noted = { ...outcome, entries }
  await keep(ctx, noted)
  return noted
}
