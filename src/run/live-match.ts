// `live-match`: whether an export (which may return the draft) is what this repository last put live, from
// the ledger's newest confirmed publish or overwrite; a step of `backup` that changes nothing.

import { Output } from '../domain/constants.ts'
import { PUBLISH_LIMIT, RESTORE_LIMIT } from '../domain/operations.ts'
import { assess, type ThrottleState } from '../domain/throttle.ts'
import { newestEntry, openLedgers } from '../ledger/open.ts'
import type { RunContext, Step } from './context.ts'
import { withReport, type Outcome } from './outcome.ts'
import type { LiveMatch } from './outcome.ts'
import type { LastCall } from '../domain/throttle.ts'

/** The bytes a confirmed publish put live, when, and by which run (when its entry says). */
export type PutLive = { readonly sha256: string; readonly at: Date; readonly by: LastCall['by'] }

/** What this repository last put live, from the publish and restore ledgers' newest entries; else why it is not known. */
export function lastLive(publish: ThrottleState, overwrite: ThrottleState): PutLive | string {
  if (publish.doubt || overwrite.doubt) return "the ledger's newest entry is not believed"
  if (!publish.lastAt) return 'the ledger knows of no publish of this bot by this repository'
  if (publish.lastCall?.outcome !== 'ok') return "the ledger's newest publish is not confirmed"
  const by = publish.lastCall.by
  if (publish.confirmed) return { sha256: publish.confirmed.sha256, at: publish.lastAt, by }
  const put = overwrite.confirmed && overwrite.lastAt && overwrite.lastAt <= publish.lastAt
  if (put && overwrite.confirmed) return { sha256: overwrite.confirmed.sha256, at: publish.lastAt, by }
  return 'the ledger does not know which backup the last publish put live'
}

/** Compares the exported bytes (`sha256`) with what the ledger says this repository last put live. */
async function compare(ctx: RunContext, outcome: Outcome, sha256: string): Promise<LiveMatch> {
  const { inputs, sight, log } = ctx
  if (inputs.throttle === 'off')
    return { match: 'unknown', why: `the ledger is off (${ctx.words.setting('throttle', 'off')})` }
  // A run given a token verifies no seal, so no entry can confirm what went live: no lookup (nor its log line again).
  if (inputs.auth.level === 'token')
    return { match: 'unknown', why: `a run given a ${ctx.words.input('token')} cannot verify the ledger` }
  const cannot = outcome.ledgerTrouble ?? sight.blind
  if (cannot) return { match: 'unknown', why: `the ledger cannot be read (${cannot})` }
  const options = { inputs, log, openStore: ctx.openStore, sight, cancelled: ctx.cancel.signal, words: ctx.words }
  const opened = await openLedgers(options, [PUBLISH_LIMIT, RESTORE_LIMIT])
  if (!opened || 'unavailable' in opened) return { match: 'unknown', why: 'the ledger cannot be read' }
  const settled = () => Promise.resolve()
  const [publish, overwrite] = await Promise.all(
    opened.map(async ledger =>
      assess((await newestEntry(ledger, ctx.clock, settled)).key, ledger.place, ctx.clock.now())
    )
  )
  const live = publish && overwrite ? lastLive(publish, overwrite) : 'the ledger cannot be read'
  if (typeof live === 'string') return { match: 'unknown', why: live }
  const when = `sha256 ${live.sha256}, published ${live.at.toISOString()}`
  return live.sha256 === sha256 ? { match: 'true', why: when } : { match: 'false', why: when }
}

const SUMMARY = { true: 'yes: the export is what this repository last published', false: 'no', unknown: 'unknown' }

export const liveMatch: Step = {
  key: 'live-match',
  limitIn: () => undefined,
  would: () => '',
  async after(ctx, outcome) {
    if (ctx.inputs.dryRun || outcome.kind !== 'done' || !outcome.sha256) return outcome
    const report = await compare(ctx, outcome, outcome.sha256)
    if (report.match === 'false') {
      ctx.log.warning(
        `live-match: false. The exported backup (sha256 ${outcome.sha256}) is not what this repository last published to the bot (${report.why}): it may hold unpublished changes in the editor (an export may return the draft), or the bot was deployed by something the ledger did not see. Do not take it for what the bot runs.`
      )
    } else ctx.log.info(`live-match: ${report.match} (${report.why}).`)
    return withReport(outcome, 'live-match', report)
  },
  view(outcome) {
    const report = outcome.reports?.['live-match']
    if (!report) return {}
    return {
      outputs: [[Output.LiveMatch, report.match]],
      rows: [['Live match', `${SUMMARY[report.match]} (${report.why})`]]
    }
  }
}
