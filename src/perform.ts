// Runs one operation the same way whatever it is: the token from its owner, the ledger when the
// throttle applies, the throttle decision acted on, then the call (or, in a dry run, the report of
// what it would do). Every failure after the inputs becomes part of the outcome, with what the run
// had learned by then.

import { digestBackup, streamBackup, type BackupFile } from './backup.ts'
import { CancelledError, type Cancellation } from './cancel.ts'
import { spanText, waitUntil, type Clock } from './clock.ts'
import { dryRun } from './dry-run.ts'
import { MaybeAppliedError, ResponseShapeError, ThrottledError } from './errors.ts'
import type { Inputs } from './inputs.ts'
import type { EntryNote, Ledger, LedgerStore } from './ledger.ts'
import { openLedger, readThrottle } from './ledger-step.ts'
import type { Log } from './log.ts'
import type { Operation } from './operations.ts'
import type { Outcome } from './outcome.ts'
import type { BotKeys, Platform } from './platform/client.ts'
import { CHECK_BEFORE_RERUN } from './platform/statuses.ts'
import type { Secrets } from './secrets.ts'
import { decide, nextAfterRestoreAt, type Decision } from './throttle.ts'
import type { TokenOwner } from './token.ts'

export interface RunContext {
  readonly inputs: Inputs
  readonly operation: Operation
  readonly backup: BackupFile | undefined
  readonly platform: Platform
  readonly token: TokenOwner
  readonly secrets: Secrets
  readonly log: Log
  /** The platform's time (the ledger and the throttle run on it). */
  readonly clock: Clock
  readonly openStore: () => Promise<LedgerStore | string>
  readonly cancel: Cancellation
}

type NoCall = Extract<Decision, { kind: 'fail' | 'skip' | 'unchanged' }>

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
      await waitUntil(
        decision.next.getTime(),
        decision.last,
        ctx.clock,
        m => ctx.log.info(m),
        w => ctx.cancel.race(w)
      )
    }
    return { ...known, ...(await call(ctx, ledger)) }
  } catch (err) {
    return { ...known, error: err instanceof CancelledError ? cancelled(ctx, phase) : err }
  }
}

/** Cancelled before the call was sent: nothing changed. */
function cancelled(ctx: RunContext, phase: string): CancelledError {
  const op = ctx.operation.name
  return new CancelledError(
    `The run was cancelled (${ctx.cancel.by ?? 'signal'}) ${phase}: no ${op} was sent, and nothing was changed on the platform.`,
    `Run it again when the ${op} is wanted.`
  )
}

/** No call: throttled and `on-throttle` says fail or skip, or the bot already runs the backup. */
function stop(ctx: RunContext, decision: NoCall): Outcome {
  ctx.token.cancel()
  const [last, next] = [decision.last.toISOString(), decision.next.toISOString()]
  if (decision.kind === 'fail') {
    const left = spanText(decision.next.getTime() - ctx.clock.now())
    const error = new ThrottledError(
      `The bot was last restored at ${last}; the platform allows one restore per bot per hour, so the next is allowed from ${next} (in ${left}). The ${ctx.operation.name} was not attempted.`,
      "Run again after that time, or set 'on-throttle: wait' to wait for it, or 'on-throttle: skip' to succeed without deploying."
    )
    return { nextRestoreAt: next, error }
  }
  const plan =
    decision.kind === 'unchanged'
      ? `Unchanged: the bot already runs this backup, deployed at ${last}; no ${ctx.operation.name} was sent.`
      : `Skipped: the bot was last restored at ${last}; the next restore is allowed from ${next}.`
  ctx.log.notice(plan)
  return { result: decision.kind === 'unchanged' ? 'unchanged' : 'skipped', nextRestoreAt: next, plan }
}

async function call(ctx: RunContext, ledger: Ledger | undefined): Promise<Outcome> {
  const { operation: op, backup } = ctx
  const token = await ctx.cancel.race(ctx.token.current())
  const sending = backup ? streamBackup(backup) : undefined
  const sha256 = () => sending?.digest()?.sha256
  ctx.log.info(`Calling ${op.name}${backup ? ` with ${backup.given} (${backup.size} bytes)` : ''}…`)
  try {
    const body = sending && backup ? { body: sending.body, size: backup.size } : undefined
    const keys = await op.call(ctx.platform, ctx.inputs.serviceEndpoint, token, body, ctx.cancel.signal)
    ctx.secrets.add(keys.apiKey)
    ctx.secrets.add(keys.apiSecret)
    return { ...succeeded(ctx, ledger, keys, sha256()), sha256: sha256() }
  } catch (err) {
    const error = ctx.cancel.by ? cancelledInFlight(ctx) : err
    return { ...unknownOutcome(ctx, ledger, error), sha256: sha256(), error }
  }
}

/** Cancelled with the call on the wire: it may have been applied, and is recorded as such. */
function cancelledInFlight(ctx: RunContext): MaybeAppliedError {
  const op = ctx.operation.name
  return new MaybeAppliedError(
    `The ${op} may have been applied: the run was cancelled (${ctx.cancel.by}) while the call was in flight. It was not repeated.`,
    CHECK_BEFORE_RERUN[op]
  )
}

function note(op: Operation, outcome: EntryNote['outcome'], sha256: string | undefined): EntryNote {
  return { operation: op.name === 'overwrite' ? 'overwrite' : 'restore', outcome, sha256 }
}

function succeeded(ctx: RunContext, ledger: Ledger | undefined, keys: BotKeys, sha256: string | undefined): Outcome {
  const { operation: op, log } = ctx
  const at = ctx.clock.now()
  const finish = async () => {
    if (op.throttled && ledger && (await ledger.record(at, note(op, 'ok', sha256)))) {
      log.info('Throttle ledger: recorded this restore.')
    }
    log.info(
      `Done: ${op.result}. The bot's API key and secret are in the step's outputs 'api-key' and 'api-secret' (masked).`
    )
  }
  return { result: op.result, keys, nextRestoreAt: op.throttled ? nextAfterRestoreAt(at).toISOString() : '', finish }
}

/** A call that may have been applied is recorded: a blind re-run of a restore would create a second bot. */
function unknownOutcome(ctx: RunContext, ledger: Ledger | undefined, err: unknown): Outcome {
  if (!ledger || !(err instanceof MaybeAppliedError || err instanceof ResponseShapeError)) return {}
  const at = ctx.clock.now()
  const finish = async () => {
    if (await ledger.record(at, note(ctx.operation, 'unknown', undefined))) {
      ctx.log.info('Throttle ledger: recorded this call, as it may have been applied.')
    }
  }
  return { nextRestoreAt: nextAfterRestoreAt(at).toISOString(), finish }
}
