// What a dry run reports: the credentials proven, the backup read, and what a real run would do
// on the same throttle decision. It changes nothing.

import { nextAllowedAfter, type Decision } from '../domain/throttle.ts'
import { untrusted } from '../lib/text.ts'
import type { RunContext } from './context.ts'
import type { Known, NoCall } from './outcome.ts'

function wouldText(ctx: RunContext, decision: Decision): string {
  const op = ctx.inputs.operation
  const would = `would ${op.would}${ctx.destination ? ` to ${untrusted(ctx.destination.inputPath, 200)}` : ''}`
  if (!op.limit) return would
  const at = decision.kind === 'go' ? '' : decision.next.toISOString()
  switch (decision.kind) {
    case 'go':
      return `${would}${ctx.inputs.throttle === 'off' ? ' (throttle ledger off)' : ', not throttled'}`
    case 'unchanged':
      return `would skip: unchanged since ${decision.last.toISOString()} (the bot already runs this backup)`
    case 'fail':
      return `would fail: throttled until ${at}`
    case 'skip':
      return `would skip: throttled until ${at}`
    case 'wait':
      return `would wait until ${at}, then ${op.name}`
  }
}

/** Proves the credentials and reads the backup, then says what a real run would do; changes nothing. */
export async function dryRun(
  ctx: RunContext,
  decision: Decision,
  sha256: Promise<string | undefined>,
  known: Known
): Promise<NoCall> {
  const [digest] = await Promise.all([sha256, ctx.token.ready()])
  const callAt = decision.kind === 'wait' ? decision.next.getTime() : ctx.clock.now()
  const next = ctx.inputs.operation.limit ? nextAllowedAfter(decision, callAt).toISOString() : ''
  const checked = ctx.inputs.auth.level === 'token' ? ' (token given, not checked)' : ''
  const plan = `Dry run: the credentials work${checked}; a real run ${wouldText(ctx, decision)}. Nothing was changed.`
  ctx.log.info(plan)
  return { ...known, kind: 'no-call', result: 'planned', nextAllowedAt: next, plan, sha256: digest }
}
