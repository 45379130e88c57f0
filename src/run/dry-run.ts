// What a dry run reports: the credentials proven, the backup read, and what a real run would do
// on the same throttle decision. It changes nothing.

import { nextAllowedAfter } from '../domain/throttle.ts'
import { untrusted } from '../lib/text.ts'
import type { RunContext } from './context.ts'
import type { Course } from './course.ts'
import type { Known, NoCall } from './outcome.ts'

/** What the real run would send when it goes: the operation, a publish after it, or a publish alone. */
function wouldSend(ctx: RunContext, what: Course['what']): string {
  const op = ctx.inputs.operation
  if (what === 'publish' && op.name !== 'publish') return 'would publish the bot (the draft already holds this backup)'
  const then = ctx.inputs.publishes && op.name === 'overwrite' ? ', then publish it (the draft goes live)' : ''
  const smoke = ctx.inputs.smoke
  const prove =
    smoke && op.name !== 'smoke-test'
      ? `, then talk to the live bot (${smoke.steps.length} steps of 'smoke-test', through ${untrusted(smoke.endpoint, 200)})`
      : ''
  return `would ${op.would}${ctx.destination ? ` to ${untrusted(ctx.destination.inputPath, 200)}` : ''}${then}${prove}`
}

function wouldText(ctx: RunContext, course: Course): string {
  const { decision, limit, what } = course
  const op = ctx.inputs.operation
  const would = wouldSend(ctx, what)
  if (!limit) return would
  const at = decision.kind === 'go' ? '' : decision.next.toISOString()
  const by = limit === op.limit ? '' : ` (one ${limit.noun} per bot per hour)`
  switch (decision.kind) {
    case 'go':
      return `${would}${ctx.inputs.throttle === 'off' ? ' (throttle ledger off)' : ', not throttled'}`
    case 'unchanged':
      return `would skip: unchanged since ${decision.last.toISOString()} (the ${ctx.inputs.publishes ? 'live bot' : 'draft'} already holds this backup)`
    case 'fail':
      return `would fail: throttled until ${at}${by}`
    case 'skip':
      return `would skip: throttled until ${at}${by}`
    case 'wait':
      return `would wait until ${at}${by}, then ${what === op.name ? op.name : 'publish'}`
  }
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
  const next = ctx.inputs.operation.limit ? nextAllowedAfter(decision, callAt).toISOString() : ''
  const checked = ctx.inputs.auth.level === 'token' ? ' (token given, not checked)' : ''
  const plan = `Dry run: the credentials work${checked}; a real run ${wouldText(ctx, course)}. Nothing was changed.`
  ctx.log.info(plan)
  return { ...known, kind: 'no-call', result: 'planned', nextAllowedAt: next, plan, sha256: digest }
}
