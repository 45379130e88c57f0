// Runs one operation the same way whatever it is: the token from its owner, the ledger when the
// throttle applies, the throttle decision acted on, then the call (or, in a dry run, the report of
// what it would do). Every failure after the inputs becomes part of the outcome, with what the run
// had learned by then.

import { digestBackup, type BackupFile } from './backup.ts'
import { call } from './calling.ts'
import { CancelledError, type Cancellation } from './cancel.ts'
import { waitUntil, type Clock } from './clock.ts'
import { dryRun } from './dry-run.ts'
import type { Destination } from './export.ts'
import type { Inputs } from './inputs.ts'
import type { LedgerStore } from './ledger.ts'
import { openLedger, readThrottle } from './ledger-step.ts'
import type { Log } from './log.ts'
import { cancelled, stop } from './not-sent.ts'
import type { Operation } from './operations.ts'
import type { Outcome } from './outcome.ts'
import type { Platform } from './platform/platform.ts'
import type { Secrets } from './secrets.ts'
import { decide } from './throttle.ts'
import type { TokenOwner } from './token.ts'

export interface RunContext {
  readonly inputs: Inputs
  readonly operation: Operation
  /** The backup to send (an operation that sends one). */
  readonly backup: BackupFile | undefined
  /** Where to write the backup (an operation that receives one). */
  readonly destination: Destination | undefined
  readonly platform: Platform
  readonly token: TokenOwner
  readonly secrets: Secrets
  readonly log: Log
  /** The platform's time (the ledger and the throttle run on it). */
  readonly clock: Clock
  readonly openStore: () => Promise<LedgerStore | string>
  readonly cancel: Cancellation
}

/**
 * The backup's sha256 when the decision needs it (skip-unchanged on an overwrite, with the ledger),
 * read at once and alongside the token request and the lookup; else only a dry run reads it here.
 */
function earlyDigest(ctx: RunContext): Promise<string | undefined> | undefined {
  const { inputs, operation, backup } = ctx
  const needed = inputs.skipUnchanged && operation.skipsUnchanged && inputs.throttle === 'cache'
  if (!backup || !(needed || inputs.dryRun)) return undefined
  const digest = digestBackup(backup).then(d => d.sha256)
  digest.catch(() => undefined)
  return digest
}

/** Says when `skip-unchanged` cannot apply, so nobody expects a skip that will not come. */
function explainSkipUnchanged(ctx: RunContext): void {
  const { inputs, operation: op } = ctx
  if (!inputs.skipUnchanged) return
  if (!op.skipsUnchanged) ctx.log.info(`'skip-unchanged' applies to overwrite only: this ${op.name} runs as usual.`)
  else if (inputs.throttle !== 'cache') {
    ctx.log.info(
      `'skip-unchanged' needs the throttle ledger ('throttle: cache') to know what the bot runs: the ${op.name} is sent.`
    )
  }
}

export async function perform(ctx: RunContext): Promise<Outcome> {
  // The token request and the ledger lookup run at the same time: the critical path has one
  // platform round trip before the call itself, as a hand-written script would.
  ctx.token.start()
  ctx.cancel.signal.addEventListener('abort', () => ctx.token.cancel(), { once: true })
  explainSkipUnchanged(ctx)
  const digest = earlyDigest(ctx) ?? Promise.resolve(undefined)
  let known: Outcome = { throttled: false }
  let phase = 'before any call'
  try {
    const ledger = await ctx.cancel.race(openLedger(ctx))
    const settle = () => ctx.token.ready().catch(() => undefined)
    const throttle = ledger ? await ctx.cancel.race(readThrottle(ledger, { ...ctx, settle })) : undefined
    known = { throttled: throttle?.throttled ?? false, throttle }
    const skipping = ctx.inputs.skipUnchanged && ctx.operation.skipsUnchanged
    const decision = decide(throttle, ctx.inputs.onThrottle, skipping ? await ctx.cancel.race(digest) : undefined)
    if (ctx.inputs.dryRun) return { ...known, ...(await ctx.cancel.race(dryRun(ctx, decision, digest))) }
    if (decision.kind === 'fail' || decision.kind === 'skip' || decision.kind === 'unchanged') {
      return { ...known, ...stop(ctx, decision) }
    }
    if (decision.kind === 'wait') {
      phase = 'while waiting out the throttle'
      const { next, last } = decision
      const limit = ctx.operation.limit
      await waitUntil(
        next.getTime(),
        last,
        ctx.clock,
        m => ctx.log.info(m),
        limit,
        w => ctx.cancel.race(w)
      )
    }
    return { ...known, ...(await call(ctx, ledger)) }
  } catch (err) {
    return { ...known, error: err instanceof CancelledError ? cancelled(ctx, phase) : err }
  }
}
