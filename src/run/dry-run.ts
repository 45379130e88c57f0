// What a dry run reports: the credentials proven, the backup read, and what a real run would do
// on the same course, each step in its own words, with each limit's next allowed time as a real
// run would set it. It changes nothing.

import { makesNoCall, nextAllowedAfter } from '../domain/throttle.ts'
import type { RunContext } from './context.ts'
import { nextWhenHalted, type Course } from './course.ts'
import type { Known, NextTimes, NoCall } from './outcome.ts'

/** What the real run would send when it goes: the step that makes the call, then the steps after it. */
function wouldSend(ctx: RunContext, course: Course): string {
  const { plan } = ctx
  const first = plan[course.from] ?? plan[0]
  const then = plan.slice(course.from + 1).map(step => step.would(ctx, 'after'))
  return `${first?.would(ctx, course.from > 0 ? 'alone' : 'call') ?? ''}${then.join('')}`
}

function wouldText(ctx: RunContext, course: Course): string {
  const { decision, limit } = course
  const would = wouldSend(ctx, course)
  if (!limit) return would
  const at = decision.kind === 'go' ? '' : decision.next.toISOString()
  const by = limit === ctx.inputs.operation.limit ? '' : ` (one ${limit.noun} per bot per hour)`
  switch (decision.kind) {
    case 'go':
      return `${would}${ctx.inputs.throttle === 'off' ? ' (throttle ledger off)' : ctx.sight.blind ? ' (the throttle ledger cannot read: the last hour is not known)' : ', not throttled'}`
    case 'unchanged':
      return `would skip: unchanged since ${decision.last.toISOString()} (the ${course.holding?.holder ?? 'bot'} already holds this backup)`
    case 'fail':
      return `would fail: throttled until ${at}${by}`
    case 'skip':
      return `would skip: throttled until ${at}${by}`
    case 'wait':
      return `would wait until ${at}${by}, then ${ctx.plan[course.from]?.verb?.(ctx.inputs) ?? ''}`
  }
}

/** Each limit's next allowed time, as the real run would set it. */
function nextTimes(course: Course, known: Known, callAt: number): NextTimes {
  if (makesNoCall(course.decision)) return nextWhenHalted(course, known)
  return Object.fromEntries(course.rulings.map(r => [r.limit.noun, nextAllowedAfter(r.decision, callAt).toISOString()]))
}

/** Proves the credentials and reads the backup, then says what a real run would do; changes nothing. */
export async function dryRun(
  ctx: RunContext,
  course: Course,
  sha256: Promise<string | undefined>,
  known: Known
): Promise<NoCall> {
  const { decision } = course
  const [digest] = await Promise.all([sha256, ctx.token.ready()])
  const callAt = decision.kind === 'wait' ? decision.next.getTime() : ctx.clock.now()
  const checked = ctx.inputs.auth.level === 'token' ? ' (token given, not checked)' : ''
  const plan = `Dry run: the credentials work${checked}; a real run ${wouldText(ctx, course)}. Nothing was changed.`
  ctx.log.info(plan)
  return { ...known, kind: 'no-call', result: 'planned', next: nextTimes(course, known, callAt), plan, sha256: digest }
}
