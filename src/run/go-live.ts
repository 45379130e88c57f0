// Going live: publishes as the run's call or after a confirmed overwrite, says what went live and where,
// records it, and never repeats one that may have been applied.

import { Input, Output, type OutputName } from '../domain/constants.ts'
import { ActionError, asActionError, CancelledError, HourRefusedError, MaybeAppliedError } from '../domain/errors.ts'
import type { Inputs } from '../domain/inputs.ts'
import { PUBLISH_LIMIT } from '../domain/operations.ts'
import { nextAfter } from '../domain/throttle.ts'
import type { Publication } from '../platform/answers.ts'
import type { RunContext, Step } from './context.ts'
import {
  type Done,
  type EntryToMake,
  type RunState,
  type NextTimes,
  type Outcome,
  type PublishReport,
  type StepView,
  viewOf,
  withReport
} from './outcome.ts'
import { beforeCall, keep, recordedCall } from './record.ts'
import { noteVersion } from './drift.ts'
import type { Words } from '../domain/words.ts'

/** Says what went live and where: the channels online, each channel's error (annotated after the step's failure, by its view), offline. */
function sayLive(ctx: Pick<RunContext, 'log'>, live: Publication): void {
  const { log } = ctx
  for (const e of live.errors) log.info(`Channel ${e.channel} reported an error: ${e.message}`)
  if (live.unknownShape) {
    log.warning(
      `Published, but the answer is not in the documented shape ({"Errors": [...], "Online": [...]}), so which channels are live is unknown. It began: ${live.unknownShape}`
    )
  } else if (live.unread) log.info(`Published: the draft is live; ${live.unread}, so its channels are not known.`)
  else if (live.online.length > 0) log.info(`Published: the draft is live on ${live.online.join(', ')}.`)
  else if (live.errors.length === 0) {
    log.warning(
      'Published, and the bot is now offline on every channel: the platform put none online (a publish with every channel disabled takes the bot offline). Enable its channels in the platform, then publish again.'
    )
  }
}

/** The publish's error after a confirmed overwrite: the draft holds the backup; the live bot did not change, or may
 * have; from when the next overwrite (`next`) can go out (a publish refused for its hour, or maybe made, says when). */
function afterOverwrite(error: ActionError, maybe: boolean, next: NextTimes | undefined, w: Words): ActionError {
  const applied = 'The overwrite was applied (the draft holds the backup)'
  const overwriteFrom = next?.restore ? ` The next overwrite can go out from ${next.restore}` : ''
  const publishFrom =
    maybe || error instanceof HourRefusedError
      ? ''
      : `; a publish of this draft needs no new overwrite: run ${w.operation('publish')}, or re-run with ${w.setting('skip-unchanged', 'true')} (as the examples set it), which only publishes`
  const fix = `${error.fix}${overwriteFrom ? `${overwriteFrom}${publishFrom}.` : ''}`
  return maybe
    ? new MaybeAppliedError(`${applied}; the publish after it may have been applied: ${error.message}`, fix, error.said)
    : new ActionError(`${applied}, but the publish was not: ${error.message}`, fix, error.said)
}

/** Publishes after the run's confirmed overwrite (`done`), unless its entry was `refused` before it; never throws. */
async function publishAfter(ctx: RunContext, done: Done, refused: ActionError | undefined): Promise<PublishReport> {
  const { sha256, next } = done
  const { platform, inputs, cancel, log } = ctx
  const asCall = false
  if (refused) return { asCall, kind: 'not-published', error: afterOverwrite(refused, false, next, ctx.words) }
  if (cancel.signal.aborted) {
    const error = new CancelledError(
      `The run was cancelled (${cancel.by ?? 'signal'}) before the publish was sent: nothing went live.`,
      `Publish with a run of ${ctx.words.operation('publish')} when the new version should go live.`
    )
    return { asCall, kind: 'not-published', error: afterOverwrite(error, false, next, ctx.words) }
  }
  log.info('Publishing the bot: its draft goes live…')
  try {
    const live = await platform.publish(inputs.serviceEndpoint, await ctx.token.current(), cancel.signal)
    sayLive(ctx, live)
    return { asCall, kind: 'published', at: ctx.clock.now(), live, sha256 }
  } catch (err) {
    const maybe = err instanceof MaybeAppliedError
    const error = afterOverwrite(asActionError(err), maybe, next, ctx.words)
    if (maybe) return { asCall, kind: 'maybe-published', error, at: ctx.clock.now() }
    return { asCall, kind: 'not-published', error, refusedAt: refusedAt(err, ctx.clock.now()) }
  }
}

/** When the platform refused the publish for its hour (recorded, and the next publish counts from it). */
const refusedAt = (err: unknown, at: number) => (err instanceof HourRefusedError ? at : undefined)

/** The publish as the run's call, recorded: done, or a failure that keeps its time when it may have been applied. */
async function publishAsCall(ctx: RunContext, known: RunState): Promise<Outcome> {
  const token = await ctx.cancel.race(ctx.token.current())
  ctx.log.info('Calling publish: the draft goes live…')
  const asCall = true
  return recordedCall(ctx, known, {
    limit: PUBLISH_LIMIT,
    operation: 'publish',
    send: () => ctx.platform.publish(ctx.inputs.serviceEndpoint, token, ctx.cancel.signal),
    answered: (live, at, next) => {
      sayLive(ctx, live)
      const done: Done = { ...known, kind: 'done', result: 'published', at, next }
      return withReport(done, GO_LIVE, { asCall, kind: 'published', at, live, sha256: known.sha256 })
    },
    failed: failure => {
      const { error, at = ctx.clock.now() } = failure
      const maybe = failure.kind === 'maybe-applied'
      const report: PublishReport = maybe
        ? { asCall, kind: 'maybe-published', error, at }
        : { asCall, kind: 'not-published', error, refusedAt: refusedAt(error, at) }
      return withReport(failure, GO_LIVE, report)
    }
  })
}

/** Whether a publish follows the run's overwrite: asked for, and, for a rollback, the bot it replaced was live. */
export const publishesAfter = (inputs: Inputs, known: RunState): boolean =>
  inputs.publishes && known.putBack?.publish !== false

/** The step's name, which its report is kept under in an outcome's reports. */
export const GO_LIVE = 'go-live'

export const reportOf = (known: RunState): PublishReport | undefined => known.reports?.[GO_LIVE]

/** What an overwrite that does not publish leaves: the draft changed, the live bot did not. */
const draftOnly = (w: Words) =>
  `The draft holds the backup; the live bot did not change. To put it live, set ${w.setting(Input.Publish, 'true')}, or run ${w.operation('publish')} (one publish per bot per hour).`

/** Channels that reported errors while the bot went live: the step fails, the others are live. */
function channelTrouble(live: Publication, w: Words): ActionError | undefined {
  if (live.errors.length === 0) return undefined
  const online = live.online.length > 0 ? `It is live on ${live.online.join(', ')}.` : 'It is live on no channel.'
  return new ActionError(
    `The bot was published, but ${live.errors.length} channel${live.errors.length === 1 ? '' : 's'} reported errors: ${live.errors.map(e => e.channel).join(', ')}. ${online}`,
    `Fix each channel's settings in the platform (the errors above say what), then publish again after the hour (${w.output('next-publish-at')}).`
  )
}

/** The bytes the run leaves live, when known: those it published, or those the ledger confirms live (skip-unchanged). */
const liveSha256 = (outcome: Outcome, report: PublishReport | undefined) =>
  (report?.kind === 'published' ? report.sha256 : outcome.alreadyLive) ?? ''

function outputs(outcome: Outcome, report: PublishReport | undefined): [OutputName, string][] {
  const published = report?.kind === 'published' ? 'true' : report?.kind === 'maybe-published' ? 'unknown' : 'false'
  const out: [OutputName, string][] = [
    [Output.Published, published],
    [Output.LiveSha256, liveSha256(outcome, report)]
  ]
  if (report?.kind !== 'published') return out
  out.push([Output.OnlineChannels, JSON.stringify(report.live.online)])
  out.push([Output.PublishErrors, JSON.stringify(report.live.errors)])
  return out
}

/** What went live, said once for every surface: the summary's row, the heading's ending, the closing line's words. */
interface LiveWords {
  readonly row: string
  readonly ending?: string | undefined
  readonly closing?: StepView['closing']
}

/** The run's publish (or why there was none), in the words of each surface. */
function liveWords(outcome: Outcome, report: PublishReport | undefined, inputs: Inputs, w: Words): LiveWords {
  const done = outcome.kind === 'done'
  if (!report) {
    // Nothing was published because the live bot already runs these bytes (skip-unchanged).
    if (outcome.alreadyLive)
      return { row: 'already live: the ledger confirms the live bot runs this backup; nothing sent' }
    if (outcome.kind === 'no-call' && outcome.result === 'planned')
      return { row: 'unchanged: a dry run publishes nothing (its plan says what a real run would do)' }
    if (!done) return { row: 'unchanged: nothing was published (the run ended before a publish)' }
    if (outcome.putBack?.publish === false)
      return {
        row: 'not published: the last overwrite was not published, so the bot it replaced is what runs live; the draft holds it again'
      }
    return {
      row: `not published: the draft changed, the live bot did not (publish with ${w.setting(Input.Publish, 'true')} or ${w.operation('publish')})`,
      closing: inputs.publishes ? undefined : { sentence: draftOnly(w) }
    }
  }
  const after = (ending: string, words: string): Pick<LiveWords, 'ending' | 'closing'> => ({
    ending: report.asCall ? undefined : ending,
    closing: done ? { after: words } : undefined
  })
  if (report.kind === 'maybe-published') {
    const recorded = viewOf(outcome, PUBLISH_LIMIT) ? ' (recorded in the ledger)' : ''
    return {
      row: `may have been published${recorded}`,
      ...after('; publish unknown', '; the publish may have been applied')
    }
  }
  if (report.kind === 'not-published') {
    const row = report.asCall
      ? 'not published'
      : 'not published: the publish failed (see below); the live bot did not change'
    return { row, ...after('; not published', '; not published: the live bot did not change') }
  }
  const { online, errors, unlisted, unread } = report.live
  const where = online.length > 0 ? ` on ${online.join(', ')}` : ''
  const live = after(' and published', `${report.asCall ? ':' : '; published:'} the new version is live${where}`)
  if (unlisted) {
    const unknown = unread ?? 'its answer is not in the documented shape: which channels are live is unknown'
    return { row: `published (${unknown})`, ...live }
  }
  const on = online.length > 0 ? `live on ${online.join(', ')}` : 'offline on every channel'
  const trouble = errors.length > 0 ? `; errors on ${errors.map(e => e.channel).join(', ')}` : ''
  return { row: `published, ${on}${trouble}`, ...live }
}

/** Its ledger entry after an overwrite: confirmed (with the bytes live), maybe applied, or refused for its hour. */
export function entryAfter(report: PublishReport): EntryToMake | undefined {
  const noun = PUBLISH_LIMIT.noun
  if (report.kind === 'not-published') {
    const at = report.refusedAt
    return at === undefined ? undefined : { noun, at, note: { operation: 'publish', outcome: 'refused' } }
  }
  const ok = report.kind === 'published'
  const note = { operation: 'publish', outcome: ok ? 'ok' : 'unknown', sha256: ok ? report.sha256 : undefined } as const
  return { noun, at: report.at, note }
}

/** Channels annotated one by one; past them, the rest in one annotation. */
const ANNOTATED_CHANNELS = 3

/** One error annotation per channel for the first few, then one for the rest: the step's own failure stays in view. */
function channelAnnotations(report: PublishReport | undefined, w: Words): StepView['annotations'] {
  if (report?.kind !== 'published') return []
  const { errors } = report.live
  const each = errors
    .slice(0, ANNOTATED_CHANNELS)
    .map(e => ({ title: `Publish: channel ${e.channel}`, message: e.message }))
  const rest = errors.slice(ANNOTATED_CHANNELS)
  if (rest.length === 0) return each
  const names = rest.map(e => e.channel).join(', ')
  const message = `${rest.length} more channels reported errors: ${names} (each message is in the log and ${w.output('publish-errors')}).`
  return [...each, { title: 'Publish: more channels', message }]
}

export function viewOfGoingLive(outcome: Outcome, inputs: Inputs, w: Words): StepView {
  const report = reportOf(outcome)
  const failed = report && !report.asCall && report.kind !== 'published' ? report.error : undefined
  const words = liveWords(outcome, report, inputs, w)
  return {
    outputs: outputs(outcome, report),
    rows: [['Live bot', words.row]],
    ending: words.ending,
    error: failed ?? (report?.kind === 'published' ? channelTrouble(report.live, w) : undefined),
    closing: words.closing,
    annotations: channelAnnotations(report, w)
  }
}

/** Its words in a dry run: the publish as the run's call, or after the overwrite. */
export function would(ctx: RunContext, as: 'call' | 'alone' | 'after'): string {
  if (as === 'after') return ctx.inputs.publishes ? ', then publish it (the draft goes live)' : ''
  return as === 'alone'
    ? 'would publish the bot (the draft already holds this backup)'
    : `would ${ctx.inputs.operation.would}`
}

export const goLive: Step = {
  key: GO_LIVE,
  limitIn: inputs => (inputs.publishes ? PUBLISH_LIMIT : undefined),
  verb: () => 'publish',
  would,
  unchangedIn: () => ({
    holder: 'live bot',
    live: true,
    state:
      'the draft holds this backup and the live bot runs it (the publish ledger confirms a publish of it); nothing was sent.'
  }),
  async call(ctx, known, alone) {
    if (alone)
      ctx.log.info(
        'The draft already holds this backup (a confirmed overwrite): no overwrite is sent, only the publish.'
      )
    return noteVersion(ctx, await publishAsCall(ctx, known), PUBLISH_LIMIT.noun)
  },
  async after(ctx, outcome) {
    if (!publishesAfter(ctx.inputs, outcome) || outcome.kind !== 'done') return outcome
    const read = viewOf(outcome, PUBLISH_LIMIT) !== undefined
    const inFlight = { noun: PUBLISH_LIMIT.noun, at: ctx.clock.now(), operation: 'publish' } as const
    const refused = read ? await beforeCall(ctx, outcome, inFlight) : undefined
    const report = await publishAfter(ctx, outcome, refused)
    const at = report.kind === 'not-published' ? report.refusedAt : report.at
    const next = at === undefined ? outcome.next : { ...outcome.next, publish: nextAfter(at).toISOString() }
    const entry = read ? entryAfter(report) : undefined
    const entries = [...(outcome.entries ?? []), ...(entry ? [entry] : [])]
    const published = withReport({ ...outcome, next, entries }, GO_LIVE, report)
    await keep(ctx, published)
    return report.kind === 'published' && read ? noteVersion(ctx, published, PUBLISH_LIMIT.noun) : published
  },
  view: viewOfGoingLive
}
