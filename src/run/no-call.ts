// The outcomes of runs that send no call: throttled with `on-throttle` fail or skip (on either of
// the limits the run counts against), an overwrite the bot already runs (skip-unchanged), or a run
// cancelled before its call. Nothing changed.

import { CancelledError, ThrottledError } from '../domain/errors.ts'
import { PUBLISH_LIMIT, type Limit } from '../domain/operations.ts'
import type { Confirmed, Halting } from '../domain/throttle.ts'
import { spanText } from '../lib/clock.ts'
import type { RunContext } from './context.ts'
import { ended, type Known, type Outcome } from './outcome.ts'

/**
 * The next allowed times: `next` of `limit` in the output it belongs to (the operation's, or
 * next-publish-at), and for an overwrite stopped by the publish limit the restore's own when known.
 */
function nextOf(
  ctx: RunContext,
  limit: Limit,
  next: string,
  known: Known
): Pick<Known, 'nextAllowedAt' | 'nextPublishAt'> {
  if (limit === ctx.inputs.operation.limit) return { nextAllowedAt: next }
  const own = known.throttle?.throttled ? known.throttle.nextAt.toISOString() : undefined
  return limit === PUBLISH_LIMIT ? { nextPublishAt: next, nextAllowedAt: own } : { nextAllowedAt: own }
}

/** No call: throttled and `on-throttle` says fail or skip, or the bot already runs the backup. */
export function noCallOutcome(ctx: RunContext, decision: Halting, limit: Limit, known: Known): Outcome {
  // A smoke test may follow a live bot that already runs the backup: it needs the token.
  if (!ctx.inputs.smoke) ctx.token.cancel()
  const { noun, done } = limit
  const op = ctx.inputs.operation
  const [last, next] = [decision.last.toISOString(), decision.next.toISOString()]
  const nextTimes = nextOf(ctx, limit, next, known)
  if (decision.kind === 'fail') {
    const left = spanText(decision.next.getTime() - ctx.clock.now())
    const error = new ThrottledError(
      `The bot was last ${done} at ${last}; the platform allows one ${noun} per bot per hour, so the next is allowed from ${next} (in ${left}). The ${op.name} was not attempted.`,
      "Run again after that time, or set 'on-throttle: wait' to wait for it, or 'on-throttle: skip' to succeed without deploying."
    )
    return ended(error, 'before-call', { ...known, ...nextTimes })
  }
  const plan =
    decision.kind === 'unchanged'
      ? unchangedPlan(decision.relied, last, ctx.inputs.publishes)
      : `Skipped: the bot was last ${done} at ${last}; the next ${noun} is allowed from ${next}.`
  ctx.log.notice(plan)
  const result = decision.kind === 'unchanged' ? 'unchanged' : 'skipped'
  return { ...known, kind: 'no-call', result, ...nextTimes, plan }
}

/** What skip-unchanged relied on, and what it cannot see: with a publish, what is live; without, the draft only. */
function unchangedPlan(relied: Confirmed, at: string, publishes: boolean): string {
  const by = relied.by ? `by run #${relied.by.runNumber} on ${relied.by.ref}` : 'by a run the entry does not name'
  const state = publishes
    ? 'the draft holds this backup and the live bot runs it (the publish ledger confirms a publish of it); nothing was sent.'
    : "the draft holds this backup; no overwrite was sent. The live bot may still differ: without 'publish: true' this run does not look at what is live."
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
