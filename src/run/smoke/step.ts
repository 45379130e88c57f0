// The smoke test as a step: a deploy that proves itself live, run once the new version is live (or
// as the run's call, `operation: smoke-test`), after the deploy's outputs and record are kept since
// it changes nothing. Its outputs, its transcript in the summary and its failure are said here.

import { Output, type OutputName } from '../../domain/constants.ts'
import { untrusted } from '../../lib/text.ts'
import { reasonOf } from '../../lib/text.ts'
import type { RunContext, Step } from '../context.ts'
import { withReport, type Done, type Failure, type Known, type NextTimes, type Outcome } from '../outcome.ts'
import type { Section, StepView } from '../step-view.ts'
import { converse } from './conversation.ts'
import type { SmokeKept, SmokeReport } from '../reports.ts'
import { AS_IT_WAS } from './talk.ts'

const SMOKE = 'smoke-test'
const keptOf = (known: Known) => known.reports?.[SMOKE]

/** Why the smoke test cannot prove anything after `outcome`; undefined when it can run. */
function notNow(ctx: RunContext, outcome: Outcome): string | undefined {
  if (ctx.inputs.dryRun) return 'a dry run sends nothing to the channel'
  if (outcome.goneLive !== undefined) return outcome.goneLive === true ? undefined : outcome.goneLive
  if (outcome.kind === 'no-call') {
    return `the run ${outcome.result === 'skipped' ? 'was skipped' : 'sent nothing'}, so the live bot did not change`
  }
  return outcome.kind === 'done' ? 'nothing went live in this run' : 'the run failed before anything went live'
}

/**
 * What a failed smoke test says of the live bot after this run put a new version live: the way back,
 * and from when the platform lets each of its calls go out (`next`, this run's next allowed times).
 */
export function wayBack(next: NextTimes | undefined): string {
  const when = (at: string | undefined) => (at ? `from ${at}` : 'once its hour allows')
  if (next?.restore) {
    return `The new version is live. To go back, deploy the snapshot taken before the overwrite (the 'Snapshot before you overwrite, and roll back' recipe), or a fixed backup: a rollback overwrite can go out from ${next.restore}, and its publish ${when(next.publish)} (the platform allows one of each per bot per hour).`
  }
  return `The bot's draft is live now. To go back, overwrite the draft with the backup that ran before and publish it: the next publish can go out ${when(next?.publish)} (one publish per bot per hour); an overwrite has its own hour, which this run did not read.`
}

/** The conversation: `after` this run's publish (its outcome says from when a rollback can go out), or alone. */
async function talk(ctx: RunContext, after?: Outcome): Promise<SmokeReport> {
  const bearer = ctx.inputs.smoke?.key ?? (await ctx.cancel.race(ctx.token.current()))
  return converse(ctx, bearer, after ? wayBack(after.next) : AS_IT_WAS)
}

/** The conversation, in the summary: what was said, what the bot answered, which expectations held. */
function section(kept: SmokeKept | undefined): Section | undefined {
  if (!kept) return undefined
  if ('skipped' in kept) return { text: `Smoke test: not run (${kept.skipped}).` }
  const { passed, transcript, version } = kept.ran
  const who = { user: 'You', bot: 'Bot', check: 'Check' } as const
  const lines = transcript.map(l => `${who[l.who]}: ${l.text}${l.who === 'check' ? (l.held ? ' ✓' : ' ✗') : ''}`)
  const said = version === undefined ? '' : `; the bot's version is ${version}`
  return {
    heading: `Smoke test: ${passed ? 'passed' : 'failed'}`,
    list: lines.length > 0 ? lines : ['(nothing was said)'],
    text: `Through the bot's custom channel${said}.`
  }
}

function outputs(kept: SmokeKept | undefined): [OutputName, string][] {
  if (!kept || 'skipped' in kept) return []
  const out: [OutputName, string][] = [[Output.SmokeTest, kept.ran.passed ? 'passed' : 'failed']]
  if (kept.ran.version !== undefined) out.push([Output.BotVersion, kept.ran.version])
  return out
}

export const smokeTest: Step = {
  key: SMOKE,
  limitIn: () => undefined,
  asked: inputs => inputs.smoke !== undefined,
  changesNothing: true,
  would(ctx, as) {
    const smoke = ctx.inputs.smoke
    if (as !== 'after') return `would ${ctx.inputs.operation.would}`
    if (!smoke) return ''
    return `, then talk to the live bot (${smoke.steps.length} steps of 'smoke-test', through ${untrusted(smoke.endpoint, 200)})`
  },
  async call(ctx, known) {
    const ran = await talk(ctx)
    const kept = { asCall: true, ran }
    const failed: Failure | undefined = ran.error && { ...known, kind: 'failed', error: ran.error }
    const passed: Done = { ...known, kind: 'done', result: 'smoke-tested', at: ctx.clock.now() }
    const outcome: Outcome = failed ?? passed
    return withReport(outcome, SMOKE, kept)
  },
  async after(ctx, outcome) {
    if (!ctx.inputs.smoke) return outcome
    const why = notNow(ctx, outcome)
    if (why && !ctx.inputs.dryRun) ctx.log.info(`The smoke test did not run: ${why}.`)
    if (why) return withReport(outcome, SMOKE, { skipped: why })
    try {
      return withReport(outcome, SMOKE, { asCall: false, ran: await talk(ctx, outcome) })
    } catch (err) {
      // No token for the channel (the run was cancelled, or renewing it failed): it did not run.
      return withReport(outcome, SMOKE, { skipped: reasonOf(err) })
    }
  },
  view(outcome): StepView {
    const kept = keptOf(outcome)
    const failed = kept && 'ran' in kept && !kept.ran.passed && !kept.asCall ? kept.ran.error : undefined
    return {
      outputs: outputs(kept),
      ending: failed ? '; smoke test failed' : undefined,
      error: failed,
      section: section(kept)
    }
  }
}
