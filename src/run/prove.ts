// When the smoke test runs: after a confirmed publish in the same run (an overwrite with
// `publish: true`, or `operation: publish`), after a run that sent nothing because the bytes are
// already live, or alone (`operation: smoke-test`). Not after a publish that was refused or may have
// failed, nor a dry run (which names the conversation instead): the log says why it did not run.

import { smokeTest } from './smoke.ts'
import type { RunContext } from './context.ts'
import type { Outcome } from './outcome.ts'

/** Why the smoke test asked for cannot prove anything after `outcome`; undefined when it can run. */
function notNow(ctx: RunContext, outcome: Outcome): string | undefined {
  if (ctx.inputs.dryRun) return 'a dry run sends nothing to the channel'
  if (outcome.kind === 'no-call') {
    const live = outcome.result === 'unchanged' && ctx.inputs.publishes
    return live
      ? undefined
      : `the run ${outcome.result === 'skipped' ? 'was skipped' : 'sent nothing'}, so the live bot did not change`
  }
  if (outcome.kind !== 'done') return 'the run failed before anything went live'
  if (outcome.result === 'smoke-tested') return undefined
  const step = outcome.publication
  if (!step) return 'nothing was published'
  if (step.kind === 'not-published') return 'the publish was refused, so the live bot did not change'
  if (step.kind === 'maybe-published') return 'the publish may not have been applied, so what is live is not known'
  return undefined
}

/** Runs the smoke test when the inputs ask for one and the outcome allows it; the outcome says how it went. */
export async function thenProve(ctx: RunContext, outcome: Outcome): Promise<Outcome> {
  const settings = ctx.inputs.smoke
  if (!settings) return outcome
  const why = notNow(ctx, outcome)
  if (why) {
    if (!ctx.inputs.dryRun) ctx.log.info(`The smoke test did not run: ${why}.`)
    return { ...outcome, smokeSkipped: why }
  }
  const bearer = settings.key ?? (await ctx.cancel.race(ctx.token.current()))
  return { ...outcome, smoke: await smokeTest(ctx, bearer) }
}
