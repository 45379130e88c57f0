// The outcomes of runs that send no call: throttled with `on-throttle` fail or skip (on any of the
// limits the run counts against), a backup the bot already holds (skip-unchanged), or a run
// cancelled before its call. Nothing changed.

import { CancelledError, ThrottledError } from '../domain/errors.ts'
import { lastText, type Confirmed, type Halting } from '../domain/throttle.ts'
import { spanText } from '../lib/clock.ts'
import type { RunContext } from './context.ts'
import { nextWhenHalted, type Course } from './course.ts'
import { ended, type Known, type Outcome } from './outcome.ts'

/** No call: throttled and `on-throttle` says fail or skip, or the bot already holds the backup. */
export function noCallOutcome(ctx: RunContext, course: Course & { decision: Halting }, known: Known): Outcome {
  const { decision, limit, holding } = course
  // A step that changes nothing may follow a live bot that already runs the backup: it needs the token.
  if (!ctx.plan.some(step => step.changesNothing && step.asked?.(ctx.inputs))) ctx.token.cancel()
  const noun = limit?.noun ?? ''
  const since = limit ? lastText(limit, decision.last, decision.lastCall) : ''
  const op = ctx.inputs.operation
  const [last, next] = [decision.last.toISOString(), decision.next.toISOString()]
  const nextTimes = { next: nextWhenHalted(course, known) }
  if (decision.kind === 'fail') {
    const left = spanText(decision.next.getTime() - ctx.clock.now())
    const error = new ThrottledError(
      `${since}; the platform allows one ${noun} per bot per hour, so the next is allowed from ${next} (in ${left}). The ${op.name} was not attempted.`,
      "Run again after that time, or set 'on-throttle: wait' to wait for it, or 'on-throttle: skip' to succeed without deploying."
    )
    return ended(error, 'before-call', { ...known, ...nextTimes })
  }
  const plan =
    decision.kind === 'unchanged'
      ? unchangedPlan(decision.relied, last, holding?.state ?? '')
      : `Skipped: ${since.charAt(0).toLowerCase()}${since.slice(1)}; the next ${noun} is allowed from ${next}.`
  ctx.log.notice(plan)
  const result = decision.kind === 'unchanged' ? 'unchanged' : 'skipped'
  const goneLive = decision.kind === 'unchanged' && holding?.live ? { goneLive: true as const } : {}
  return { ...known, kind: 'no-call', result, ...nextTimes, ...goneLive, plan }
}

/** What skip-unchanged relied on, and what the bot holds (`state`, in the words of the step that holds it). */
function unchangedPlan(relied: Confirmed, at: string, state: string): string {
  const by = relied.by ? `by run #${relied.by.runNumber} on ${relied.by.ref}` : 'by a run the entry does not name'
  return (
    `Unchanged: the ledger's newest entry is a confirmed overwrite with this backup (sha256 ${relied.sha256}), at ${at} ${by}: ${state} ` +
    "If the bot was changed since by a deploy this ledger did not see (throttle off, a save the cache refused, another branch, the editor), deploy with a run without 'skip-unchanged'."
  )
}

/** Cancelled before the call was sent: nothing changed. */
export function cancelledError(ctx: RunContext, phase: string): CancelledError {
  const op = ctx.inputs.operation.name
  return new CancelledError(
    `The run was cancelled (${ctx.cancel.by ?? 'signal'}) ${phase}: no ${op} was sent, and nothing was changed on the platform.`,
    `Run it again when the ${op} is wanted.`
  )
}
