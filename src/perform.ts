// Runs one operation the same way whatever it is: the token from its owner, the ledger when the
// throttle applies, the throttle decision acted on, then the call (or, in a dry run, the report of
// what it would do). Every failure after the inputs becomes part of the outcome, with what the run
// had learned by then.

import { digestBackup, streamBackup, type BackupFile } from './backup.ts'
import { spanText, waitUntil, type Clock } from './clock.ts'
import { MaybeAppliedError, ResponseShapeError, ThrottledError } from './errors.ts'
import type { Inputs } from './inputs.ts'
import type { Ledger, LedgerStore } from './ledger.ts'
import { openLedger, readThrottle } from './ledger-step.ts'
import type { Log } from './log.ts'
import type { Operation } from './operations.ts'
import type { Outcome } from './outcome.ts'
import type { BotKeys, Platform } from './platform/client.ts'
import type { Secrets } from './secrets.ts'
import { decide, nextAfterRestoreAt, nextRestoreAfter, type Decision } from './throttle.ts'
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
}

type Stopped = Extract<Decision, { kind: 'fail' | 'skip' }>

export async function perform(ctx: RunContext): Promise<Outcome> {
  // The token request and the ledger lookup run at the same time: the critical path has one
  // platform round trip before the call itself, as a hand-written script would.
  ctx.token.start()
  const ledger = await openLedger(ctx)
  const settle = () => ctx.token.ready().catch(() => undefined)
  const throttle = ledger ? await readThrottle(ledger, { ...ctx, settle }) : undefined
  const known: Outcome = { throttled: throttle?.throttled ?? false, throttle }
  const decision = decide(throttle, ctx.inputs.onThrottle)
  try {
    if (ctx.inputs.dryRun) return { ...known, ...(await dryRun(ctx, decision)) }
    if (decision.kind === 'fail' || decision.kind === 'skip') return { ...known, ...stop(ctx, decision) }
    if (decision.kind === 'wait')
      await waitUntil(decision.next.getTime(), decision.last, ctx.clock, m => ctx.log.info(m))
    return { ...known, ...(await call(ctx, ledger)) }
  } catch (err) {
    return { ...known, error: err }
  }
}

/** Throttled, and `on-throttle` says fail or skip: no call, and the token request is abandoned. */
function stop(ctx: RunContext, decision: Stopped): Outcome {
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
  const plan = `Skipped: the bot was last restored at ${last}; the next restore is allowed from ${next}.`
  ctx.log.notice(plan)
  return { result: 'skipped', nextRestoreAt: next, plan }
}

async function call(ctx: RunContext, ledger: Ledger | undefined): Promise<Outcome> {
  const { operation: op, backup } = ctx
  const token = await ctx.token.current()
  const sending = backup ? streamBackup(backup) : undefined
  const sha256 = () => sending?.digest()?.sha256
  ctx.log.info(`Calling ${op.name}${backup ? ` with ${backup.given} (${backup.size} bytes)` : ''}…`)
  try {
    const body = sending && backup ? { body: sending.body, size: backup.size } : undefined
    const keys = await op.call(ctx.platform, ctx.inputs.serviceEndpoint, token, body)
    ctx.secrets.add(keys.apiKey)
    ctx.secrets.add(keys.apiSecret)
    return { ...succeeded(ctx, ledger, keys), sha256: sha256() }
  } catch (err) {
    return { ...unknownOutcome(ctx, ledger, err), sha256: sha256(), error: err }
  }
}

function succeeded(ctx: RunContext, ledger: Ledger | undefined, keys: BotKeys): Outcome {
  const { operation: op, log } = ctx
  const at = ctx.clock.now()
  const finish = async () => {
    if (op.throttled && ledger && (await ledger.record(at))) log.info('Throttle ledger: recorded this restore.')
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
    if (await ledger.record(at)) ctx.log.info('Throttle ledger: recorded this call, as it may have been applied.')
  }
  return { nextRestoreAt: nextAfterRestoreAt(at).toISOString(), finish }
}

function wouldText(ctx: RunContext, decision: Decision): string {
  const op = ctx.operation
  if (!op.throttled) return `would ${op.would}`
  if (decision.kind === 'go')
    return `would ${op.would}${ctx.inputs.throttle === 'off' ? ' (throttle ledger off)' : ', not throttled'}`
  const at = decision.next.toISOString()
  const outcome = {
    fail: `would fail: throttled until ${at}`,
    skip: `would skip: throttled until ${at}`,
    wait: `would wait until ${at}, then ${op.name}`
  }
  return outcome[decision.kind]
}

/** Proves the credentials and reads the backup, then says what a real run would do; changes nothing. */
async function dryRun(ctx: RunContext, decision: Decision): Promise<Outcome> {
  const [digest] = await Promise.all([ctx.backup ? digestBackup(ctx.backup) : undefined, ctx.token.ready()])
  const callAt = decision.kind === 'wait' ? decision.next.getTime() : ctx.clock.now()
  const next = ctx.operation.throttled ? nextRestoreAfter(decision, callAt).toISOString() : ''
  const checked = ctx.inputs.auth.level === 'token' ? ' (token given, not checked)' : ''
  const plan = `Dry run: the credentials work${checked}; a real run ${wouldText(ctx, decision)}. Nothing was changed.`
  ctx.log.info(plan)
  return { result: 'planned', nextRestoreAt: next, plan, sha256: digest?.sha256 }
}
