// One operation, whatever it is: the token, the ledger and `bot-name`'s check read alongside, the decision acted
// on (a wait included), then the call or a dry run's report; every failure becomes the outcome.

import { Input, LEDGER_LOOKUP_LIMIT_MS } from '../domain/constants.ts'
import type { Words } from '../domain/words.ts'
import { ActionError } from '../domain/errors.ts'
import { skipUnchangedApplies } from '../domain/inputs.ts'
import type { Limit } from '../domain/operations.ts'
import { lastText } from '../domain/last-call.ts'
import { makesNoCall, type Window } from '../domain/throttle.ts'
import { digestFile } from '../files/source.ts'
import type { View } from '../ledger/open.ts'
import { type Clock, spanText } from '../lib/time.ts'
import type { Log } from '../lib/log.ts'
import { type Cancellation, Interrupted } from '../lib/cancel.ts'
import { checkBotName } from './bot-name.ts'
import type { RunContext } from './context.ts'
import { boundWait, cancelledError, decideRun, dryRun, limitsOf, noCallOutcome } from './decision.ts'
import { ended, type RunState, type Outcome } from './outcome.ts'
import { driftReads, readVersionNow } from './drift.ts'

/** The backup's sha256, read beside the token request and the lookup when skip-unchanged or a dry run needs it. */
function earlyDigest(ctx: RunContext, skipping: boolean): Promise<string | undefined> {
  const { inputs, backup } = ctx
  if (!backup || !(skipping || inputs.dryRun)) return Promise.resolve(undefined)
  const digest = digestFile(backup.path).then(d => d.sha256)
  digest.catch(() => undefined)
  return digest
}

/** Says when `skip-unchanged` cannot apply, so nobody expects a skip that will not come. */
function explainSkipUnchanged(ctx: RunContext): void {
  const { inputs } = ctx
  const op = inputs.operation
  if (!inputs.skipUnchanged) return
  const asked = ctx.words.input('skip-unchanged')
  if (!op.skipsUnchanged) ctx.log.info(`${asked} applies to overwrite only: this ${op.name} runs as usual.`)
  else if (inputs.throttle === 'off') {
    ctx.log.info(
      `${asked} needs the throttle ledger (${ctx.words.setting('throttle', 'cache')}) to know what the bot runs: the ${op.name} is sent.`
    )
  }
}

/** The ledgers' views, when the ledger applies and can be used; why not, when it applies and cannot. */
function lookUpLedgers(ctx: RunContext): Promise<View[] | { unavailable: string } | undefined> {
  const { inputs, log, cancel, clock, openStore, sight } = ctx
  const settle = () =>
    ctx.token.ready().then(
      () => true,
      () => false
    )
  const holdMs = LEDGER_LOOKUP_LIMIT_MS + REQUESTS_UNDER_THE_LOCK * ctx.platform.exchangeLimitMs
  const options = {
    inputs,
    log,
    openStore,
    sight,
    cancelled: cancel.signal,
    clock,
    settle,
    holdMs,
    words: ctx.words
  }
  return cancel.race(ctx.ledgers.lookUp(options, limitsOf(ctx.plan, inputs), driftReads(inputs)))
}

/** What a run may send holding a shared ledger's lock: the token, the bot's name, a token renewed, the export that keeps what an overwrite replaces, the overwrite before its publish. */
const REQUESTS_UNDER_THE_LOCK = 5

/** What the ledgers showed, as the run knows it (or why they could not be read). */
function knownFrom(known: RunState, found: View[] | { unavailable: string } | undefined, spent: Limit[]): RunState {
  if (found && 'unavailable' in found) return { ...known, ledgerTrouble: found.unavailable }
  // The hour is decided on the limits the run spends; a ledger read only for drift says nothing of it.
  const views = (found ?? []).filter(v => spent.some(l => l.noun === v.noun))
  const throttled = views.some(v => v.state.throttled)
  // A newest entry not believed leaves the hour as unknown as a cache that could not be read.
  const doubted = views.find(v => v.state.doubt)
  const doubt = doubted && `its newest ${doubted.noun} entry ${doubted.state.doubt}`
  const trouble = views.map(v => v.readTrouble).find(Boolean) ?? doubt
  return {
    ...known,
    throttled,
    views: found ?? [],
    ...(trouble ? { ledgerTrouble: trouble } : {}),
    ...(doubted && trouble === doubt && { ledgerDoubted: true })
  }
}

/** The backup's sha256 as it is being read, and whether skip-unchanged decides on it. */
interface BackupRead {
  readonly digest: Promise<string | undefined>
  readonly skipping: boolean
}

/** Waits until the hour is over, the ledger's lock let go meanwhile; a run cancelled meanwhile ends here, with the next allowed time it knows. */
async function waitOut(ctx: RunContext, decision: Window, what: Limit, known: RunState): Promise<Outcome | undefined> {
  const { next, last, lastCall } = decision
  try {
    await ctx.ledgers.release()
    await waitUntil(next.getTime(), lastText(what, last, lastCall, ctx.words), what.noun, ctx)
    return undefined
  } catch (err) {
    if (!(err instanceof Interrupted)) throw err
    // Nothing was sent.
    const nextTimes = { ...known.next, [what.noun]: next.toISOString() }
    return ended(cancelledError(ctx, 'while waiting out the throttle'), 'before-call', { ...known, next: nextTimes })
  }
}

/** Decides on the ledgers' views and acts: a dry run's report, no call, or the call (after a wait). */
async function decideAndAct(ctx: RunContext, known: RunState, backup: BackupRead): Promise<Outcome> {
  const { inputs, cancel, plan } = ctx
  const { digest, skipping } = backup
  const sha256 = skipping ? await cancel.race(digest) : undefined
  const chosen = boundWait(decideRun(plan, inputs, known, sha256), inputs.maxWaitMs, ctx.clock.now())
  const { decision, limit } = chosen
  if (inputs.dryRun) return cancel.race(dryRun(ctx, chosen, digest, known))
  if (limit && makesNoCall(decision)) return noCallOutcome(ctx, { ...chosen, decision }, known)
  if (limit && decision.kind === 'wait') {
    const cancelled = await waitOut(ctx, decision, limit, known)
    if (cancelled) return cancelled
    // Another run may have called while this one waited without the lock: the ledger is read again, and decides.
    if (ctx.ledgers.shared) return readAndAct(ctx, known, backup)
  }
  const alone = chosen.from > 0
  const step = plan[chosen.from]
  if (!step?.call) throw new Error('the operation has no step to run')
  return step.call(ctx, alone ? { ...known, sha256 } : known, alone)
}

/** `throttle: required` stops before the call on a ledger not read, or an entry not believed within its hour. */
function refuseUnknownHour(ctx: RunContext, known: RunState): void {
  if (ctx.inputs.throttle !== 'required' || !known.ledgerTrouble) return
  const [required, cache] = [ctx.words.setting('throttle', 'required'), ctx.words.setting('throttle', 'cache')]
  if (known.ledgerDoubted) {
    const doubted = known.views?.find(v => v.state.doubt)?.state.doubtedUntil
    if (!doubted) return
    throw new ActionError(
      `The throttle ledger's newest entry is not believed (${known.ledgerTrouble}), and ${required} makes no call it cannot check while the hour it claims runs: nothing was sent to the bot. That hour ends at ${doubted.toISOString()} (in ${spanText(doubted.getTime() - ctx.clock.now())}); runs after it go on.`,
      `If the bot's secret was changed or mistyped, run again after that time with the right secret. If it was not, ${ctx.words.strayEntry}. The platform's own limit still applies.`
    )
  }
  throw new ActionError(
    `The throttle ledger is unavailable (${known.ledgerTrouble}), and ${required} makes no call it cannot check: nothing was sent to the bot.`,
    `Mend what kept the ledger from being read (the message says), then run again; or set ${cache} to go on without the ledger. The platform's own limit still applies.`
  )
}

/** Reads the ledgers (beside `naming`, the bot's name being checked), then decides and acts on what they show; never throws. */
async function readAndAct(
  ctx: RunContext,
  given: RunState,
  backup: BackupRead,
  naming = Promise.resolve(given.botName)
): Promise<Outcome> {
  let known = given
  try {
    known = knownFrom(known, await lookUpLedgers(ctx), limitsOf(ctx.plan, ctx.inputs))
    known = { ...known, botName: await naming }
    known = await readVersionNow(ctx, known)
    refuseUnknownHour(ctx, known)
    return await decideAndAct(ctx, known, backup)
  } catch (err) {
    return ended(err instanceof Interrupted ? cancelledError(ctx, 'before any call') : err, 'before-call', known)
  }
}

/** Performs the operation: the token, the ledger's view, the decision, the call; a failure is the outcome (readAndAct's). `chosen`: the bot's name, when `bot-name` chose it. */
export async function perform(ctx: RunContext, chosen: string | undefined): Promise<Outcome> {
  const known: RunState = { backup: ctx.backup, destination: ctx.destination, throttled: false }
  // The token request and the ledger lookup run at the same time: the critical path has one
  // platform round trip before the call itself, as a hand-written script would.
  ctx.token.start()
  ctx.cancel.signal.addEventListener('abort', () => ctx.token.cancel(), { once: true })
  explainSkipUnchanged(ctx)
  const skipping = skipUnchangedApplies(ctx.inputs)
  const digest = earlyDigest(ctx, skipping)
  // Which bot the keys belong to is read alongside the ledger, and known before any call.
  const naming = chosen === undefined ? checkBotName(ctx) : Promise.resolve(chosen)
  naming.catch(() => undefined)
  return readAndAct(ctx, known, { digest, skipping }, naming)
}

/** Waits until `at`, saying now and then that it is still waiting, so the job does not look hung; a cancel ends it at once. */
export async function waitUntil(
  at: number,
  since: string,
  noun: string,
  ctx: {
    readonly clock: Clock
    readonly log: Pick<Log, 'info' | 'progress'>
    readonly cancel: Pick<Cancellation, 'race'>
    readonly words: Pick<Words, 'setting'>
  }
): Promise<void> {
  const { clock, log, cancel } = ctx
  const until = new Date(at).toISOString()
  const asks = ctx.words.setting(Input.OnThrottle, 'wait')
  log.info(`${since}; waiting until ${until} (${spanText(at - clock.now())}) as ${asks} asks.`)
  for (let left = at - clock.now(); left > 0; left = at - clock.now()) {
    await cancel.race(clock.sleep(Math.min(left, clock.waitLogEveryMs)))
    const still = at - clock.now()
    const waiting = `Still waiting for the ${noun} throttle: ${spanText(still)} left.`
    if (still > 0) void (log.progress ? log.progress({ waiting }) : log.info(waiting))
  }
}
