// What going live keeps of itself in the run's outcome (its report, under its key), and what it
// says of the run: its outputs (published, online-channels, publish-errors), the summary's `Live
// bot` row and heading, the run's closing words, the channel errors as the step's failure, its
// ledger entries, and its words in a dry run.

import { Input, Output, type OutputName } from '../../domain/constants.ts'
import { ChannelErrors, type ActionError } from '../../domain/errors.ts'
import type { Inputs } from '../../domain/inputs.ts'
import { PUBLISH_LIMIT } from '../../domain/operations.ts'
import type { Publication } from '../../platform/platform.ts'
import type { RunContext } from '../context.ts'
import { viewOf, type Known, type Outcome } from '../outcome.ts'
import type { PublishReport } from '../reports.ts'
import type { StepView } from '../step-view.ts'

/** The step's name, which its report is kept under in an outcome's reports. */
export const GO_LIVE = 'go-live'

export const reportOf = (known: Known): PublishReport | undefined => known.reports?.[GO_LIVE]

/** What an overwrite that does not publish leaves: the draft changed, the live bot did not. */
const DRAFT_ONLY = `The draft holds the backup; the live bot did not change. To put it live, set '${Input.Publish}: true', or run 'operation: publish' (one publish per bot per hour).`

/** Channels that reported errors while the bot went live: the step fails, the others are live. */
function channelTrouble(live: Publication): ActionError | undefined {
  if (live.errors.length === 0) return undefined
  const online = live.online.length > 0 ? `It is live on ${live.online.join(', ')}.` : 'It is live on no channel.'
  return new ChannelErrors(
    `The bot was published, but ${live.errors.length} channel${live.errors.length === 1 ? '' : 's'} reported errors: ${live.errors.map(e => e.channel).join(', ')}. ${online}`,
    "Fix each channel's settings in the platform (the errors above say what), then publish again after the hour ('next-publish-at')."
  )
}

function outputs(report: PublishReport | undefined): [OutputName, string][] {
  const published = report?.kind === 'published' ? 'true' : report?.kind === 'maybe-published' ? 'unknown' : 'false'
  const out: [OutputName, string][] = [[Output.Published, published]]
  if (report?.kind !== 'published') return out
  out.push([Output.OnlineChannels, JSON.stringify(report.live.online)])
  out.push([Output.PublishErrors, JSON.stringify(report.live.errors)])
  return out
}

/** What the live bot runs after this run, for the summary. */
function liveText(outcome: Outcome, report: PublishReport | undefined): string {
  const recorded = viewOf(outcome, PUBLISH_LIMIT) ? ' (recorded in the ledger)' : ''
  if (!report) {
    // Nothing was published because the live bot already runs these bytes (skip-unchanged).
    if (outcome.goneLive === true)
      return 'already live: the ledger confirms the live bot runs this backup; nothing sent'
    return outcome.kind === 'done'
      ? "not published: the draft changed, the live bot did not (publish with 'publish: true' or 'operation: publish')"
      : 'not published'
  }
  if (report.kind === 'maybe-published') return `may have been published${recorded}`
  if (report.kind === 'not-published') {
    return report.asCall
      ? 'not published'
      : 'not published: the publish failed (see below); the live bot did not change'
  }
  const { online, errors, unlisted } = report.live
  if (unlisted) return `published (${report.live.unread ?? 'the platform did not list the channels'})`
  const on = online.length > 0 ? `live on ${online.join(', ')}` : 'offline on every channel'
  return errors.length > 0 ? `published, ${on}; errors on ${errors.map(e => e.channel).join(', ')}` : `published, ${on}`
}

/** After the run's result, in the heading: whether the publish after an overwrite went live too. */
function ending(report: PublishReport | undefined): string | undefined {
  if (!report || report.asCall) return undefined
  if (report.kind === 'published') return ' and published'
  return report.kind === 'maybe-published' ? '; publish unknown' : '; not published'
}

/** Its part of the run's closing line. */
function closing(outcome: Outcome, report: PublishReport | undefined, inputs: Inputs): StepView['closing'] {
  if (outcome.kind !== 'done') return undefined
  if (!report) return inputs.publishes ? undefined : { sentence: DRAFT_ONLY }
  if (report.kind === 'published') {
    const where = report.live.online.length > 0 ? ` on ${report.live.online.join(', ')}` : ''
    return { after: `${report.asCall ? ':' : '; published:'} the new version is live${where}` }
  }
  return {
    after:
      report.kind === 'maybe-published'
        ? '; the publish may have been applied'
        : '; not published: the live bot did not change'
  }
}

/** Its ledger entry: a confirmed publish with the bytes that went live, or one that may have been applied. */
function entries(outcome: Outcome, report: PublishReport | undefined): StepView['entries'] {
  const ledger = viewOf(outcome, PUBLISH_LIMIT)?.ledger
  if (!ledger || !report) return []
  if (report.kind === 'not-published') {
    const at = report.refusedAt
    return at === undefined ? [] : [{ ledger, at, note: { operation: 'publish', outcome: 'refused' } }]
  }
  const ok = report.kind === 'published'
  const note = { operation: 'publish', outcome: ok ? 'ok' : 'unknown', sha256: ok ? report.sha256 : undefined } as const
  return [{ ledger, at: report.at, note }]
}

/** Channels annotated one by one; past them, the rest in one annotation. */
const ANNOTATED_CHANNELS = 3

/** One error annotation per channel for the first few, then one for the rest: the step's own failure stays in view. */
function channelAnnotations(report: PublishReport | undefined): StepView['annotations'] {
  if (report?.kind !== 'published') return []
  const { errors } = report.live
  const each = errors.slice(0, ANNOTATED_CHANNELS).map(e => ({
    title: `Publish: channel ${e.channel}`,
    message: `Channel ${e.channel}: ${e.message}`
  }))
  const rest = errors.slice(ANNOTATED_CHANNELS)
  if (rest.length === 0) return each
  const names = rest.map(e => e.channel).join(', ')
  const message = `${rest.length} more channels reported errors: ${names} (each message is in the log and the output 'publish-errors').`
  return [...each, { title: 'Publish: more channels', message }]
}

export function viewOfGoingLive(outcome: Outcome, inputs: Inputs): StepView {
  const report = reportOf(outcome)
  const failed = report && !report.asCall && report.kind !== 'published' ? report.error : undefined
  return {
    outputs: outputs(report),
    rows: [['Live bot', liveText(outcome, report)]],
    ending: ending(report),
    error: failed ?? (report?.kind === 'published' ? channelTrouble(report.live) : undefined),
    entries: entries(outcome, report),
    closing: closing(outcome, report, inputs),
    annotations: channelAnnotations(report)
  }
}

/** Its words in a dry run: the publish as the run's call, or after the overwrite. */
export function would(ctx: RunContext, as: 'call' | 'alone' | 'after'): string {
  if (as === 'after') return ctx.inputs.publishes ? ', then publish it (the draft goes live)' : ''
  return as === 'alone'
    ? 'would publish the bot (the draft already holds this backup)'
    : `would ${ctx.inputs.operation.would}`
}
