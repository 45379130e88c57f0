// Going live. On this platform an overwrite changes the bot's draft; only a publish puts the draft
// live on its channels. This step publishes: as the run's call (`operation: publish`, or alone when
// the draft already holds the backup), or after a confirmed overwrite. It says what went live and
// where; a publish that may have been applied is recorded and never repeated.

import {
  asActionError,
  CancelledError,
  HourRefusedError,
  MaybeAppliedError,
  NotPublishedError,
  type ActionError
} from '../../domain/errors.ts'
import { PUBLISH_LIMIT } from '../../domain/operations.ts'
import { nextAfter } from '../../domain/throttle.ts'
import type { Publication } from '../../platform/platform.ts'
import type { RunContext, Step } from '../context.ts'
import { viewOf, withReport, type Done, type Known, type NextTimes, type Outcome } from '../outcome.ts'
import { keep, recordedCall } from '../record.ts'
import type { PublishReport } from '../reports.ts'
import { GO_LIVE, viewOfGoingLive, would } from './view.ts'

/** Says what went live and where: the channels online, each channel's error (annotated after the step's failure, by its view), offline. */
function sayLive(ctx: Pick<RunContext, 'log'>, live: Publication): void {
  const { log } = ctx
  for (const e of live.errors) log.info(`Channel ${e.channel} reported an error: ${e.message}`)
  if (live.unlisted && live.unread)
    log.info(`Published: the draft is live; ${live.unread}, so its channels are not known.`)
  else if (live.unlisted)
    log.info('Published: the draft is live. The platform did not list the channels it put online.')
  else if (live.online.length > 0) log.info(`Published: the draft is live on ${live.online.join(', ')}.`)
  else if (live.errors.length === 0) {
    log.warning(
      'Published, and the bot is now offline on every channel: the platform put none online (a publish with every channel disabled takes the bot offline). Enable its channels in the platform, then publish again.'
    )
  }
}

/**
 * The publish's error, said after a confirmed overwrite: the draft holds the backup; the live bot
 * did not change, or may have; and from when the next overwrite (`next`) and publish can go out.
 */
function afterOverwrite(error: ActionError, maybe: boolean, next: NextTimes | undefined): ActionError {
  const applied = 'The overwrite was applied (the draft holds the backup)'
  const overwriteFrom = next?.restore ? ` The next overwrite can go out from ${next.restore}` : ''
  const publishFrom =
    maybe || error instanceof HourRefusedError
      ? 'the next publish after the time in the output next-publish-at'
      : "a publish of this draft ('operation: publish') needs no new overwrite"
  const fix = `${error.fix}${overwriteFrom ? `${overwriteFrom}; ${publishFrom}.` : ''}`
  return maybe
    ? new MaybeAppliedError(`${applied}; the publish after it may have been applied: ${error.message}`, fix)
    : new NotPublishedError(`${applied}, but the publish was not: ${error.message}`, fix)
}

/** Publishes after the run's confirmed overwrite (`done`); never throws. */
async function publishAfter(ctx: RunContext, done: Done): Promise<PublishReport> {
  const { sha256, next } = done
  const { platform, inputs, cancel, log } = ctx
  const asCall = false
  if (cancel.signal.aborted) {
    const error = new CancelledError(
      `The run was cancelled (${cancel.by ?? 'signal'}) before the publish was sent: nothing went live.`,
      "Publish with a run of 'operation: publish' when the new version should go live."
    )
    return { asCall, kind: 'not-published', error: afterOverwrite(error, false, next) }
  }
  log.info('Publishing the bot: its draft goes live…')
  try {
    const live = await platform.publish(inputs.serviceEndpoint, await ctx.token.current(), cancel.signal)
    sayLive(ctx, live)
    return { asCall, kind: 'published', at: ctx.clock.now(), live, sha256 }
  } catch (err) {
    const maybe = err instanceof MaybeAppliedError
    const error = afterOverwrite(asActionError(err), maybe, next)
    if (maybe) return { asCall, kind: 'maybe-published', error, at: ctx.clock.now() }
    return { asCall, kind: 'not-published', error, refusedAt: refusedAt(err, ctx.clock.now()) }
  }
}

/** When the platform refused the publish for its hour (recorded, and the next publish counts from it). */
const refusedAt = (err: unknown, at: number) => (err instanceof HourRefusedError ? at : undefined)

/** Whether the live bot now runs the new version, else why that is not known (for the steps after it). */
function goneLive(report: PublishReport): true | string {
  if (report.kind === 'published') return true
  return report.kind === 'not-published'
    ? 'the publish was refused, so the live bot did not change'
    : 'the publish may not have been applied, so what is live is not known'
}

/** The publish as the run's call, recorded: done, or a failure that keeps its time when it may have been applied. */
async function publishAsCall(ctx: RunContext, known: Known): Promise<Outcome> {
  const token = await ctx.cancel.race(ctx.token.current())
  ctx.log.info('Calling publish: the draft goes live…')
  const asCall = true
  return recordedCall(ctx, known, {
    limit: PUBLISH_LIMIT,
    operation: 'publish',
    send: () => ctx.platform.publish(ctx.inputs.serviceEndpoint, token, ctx.cancel.signal),
    answered: (live, at, next) => {
      sayLive(ctx, live)
      const done: Done = { ...known, kind: 'done', result: 'published', at, next, goneLive: true }
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

export const goLive: Step = {
  key: GO_LIVE,
  limitIn: inputs => (inputs.publishes ? PUBLISH_LIMIT : undefined),
  verb: () => 'publish',
  would,
  holdingIn: () => ({
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
    return publishAsCall(ctx, known)
  },
  async after(ctx, outcome) {
    if (!ctx.inputs.publishes || outcome.kind !== 'done') return outcome
    const ledger = viewOf(outcome, PUBLISH_LIMIT)?.ledger
    if (ledger) keep(ctx, outcome, { ledger, at: ctx.clock.now(), operation: 'publish' })
    const report = await publishAfter(ctx, outcome)
    const at = report.kind === 'not-published' ? report.refusedAt : report.at
    const next = at === undefined ? outcome.next : { ...outcome.next, publish: nextAfter(at).toISOString() }
    const published = withReport({ ...outcome, next, goneLive: goneLive(report) }, GO_LIVE, report)
    keep(ctx, published)
    return published
  },
  view: viewOfGoingLive
}
