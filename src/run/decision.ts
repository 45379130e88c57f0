// The run and the hourly limits, for any plan: every limit decided before the first call (skip-unchanged
// included), and what a run without a call says (throttled, unchanged, cancelled, a dry run).

import { Defaults, Input } from '../domain/constants.ts'
import { ActionError, CancelledError } from '../domain/errors.ts'
import type { GivenInputs } from '../domain/inputs.ts'
import type { Naming, Words } from '../domain/words.ts'
import { BACKUP_LIMIT, type Limit } from '../domain/operations.ts'
import {
  type Confirmed,
  decide,
  type Decision,
  type Halting,
  makesNoCall,
  nextAllowedAfter
} from '../domain/throttle.ts'
import { lastText } from '../domain/last-call.ts'
import { spanText } from '../lib/time.ts'
import type { RunContext, Step } from './context.ts'
import { judge } from './drift.ts'
import { toPutBack } from './rollback.ts'
import {
  ended,
  type UnchangedState,
  type RunState,
  type NextTimes,
  type NoCall,
  type Failure,
  type Outcome,
  viewOf
} from './outcome.ts'

/** A decision, and the limit it was made on (its words in the messages). */
export interface LimitDecision {
  readonly decision: Decision
  readonly limit: Limit
}

export interface RunDecision {
  /** The decision the run acts on, and its limit (undefined: no limit applies). */
  readonly decision: Decision
  readonly limit: Limit | undefined
  /** The index in the plan of the step that makes the call (past the end: none is needed). */
  readonly from: number
  readonly decisions: readonly LimitDecision[]
  /** What the bot holds, when steps were found not needed (the last of them says). */
  readonly unchanged?: UnchangedState | undefined
}

/** The limits a plan counts against in a run of `inputs`, in the order of its steps. */
export function limitsOf(plan: readonly Step[], inputs: GivenInputs): Limit[] {
  return plan.flatMap(step => [step.before?.(inputs), step.limitIn(inputs)].filter(l => l !== undefined))
}

/** The same limits as a report shows them: the operation's own first, then those its calls spend first. */
export const limitsShown = (plan: readonly Step[], inputs: GivenInputs): Limit[] => [
  ...plan.flatMap(step => step.limitIn(inputs) ?? []),
  ...plan.flatMap(step => step.before?.(inputs) ?? [])
]

/** Of the decisions that stop or hold the run, the one with the latest window. */
function latestStop(decisions: readonly LimitDecision[]): LimitDecision | undefined {
  const next = (r: LimitDecision) => (r.decision.kind === 'go' ? 0 : r.decision.next.getTime())
  return decisions
    .filter(r => r.decision.kind !== 'go')
    .reduce<LimitDecision | undefined>((a, r) => (!a || next(r) > next(a) ? r : a), undefined)
}

/** The run's decision, from the ledgers' views and the backup's sha256 (when skip-unchanged asks). */
export function decideRun(
  plan: readonly Step[],
  inputs: GivenInputs,
  known: RunState,
  sha256: string | undefined
): RunDecision {
  let from = 0
  let unchanged: UnchangedState | undefined
  let inPlace = sha256 !== undefined
  const decisions: LimitDecision[] = []
  const confirmed: LimitDecision[] = []
  // The limits a step's call spends first: they count only when that step makes the call.
  const before: (LimitDecision & { readonly at: number })[] = []
  plan.forEach((step, i) => {
    const first = step.before?.(inputs, known)
    if (first)
      before.push({ decision: decide(viewOf(known, first)?.state, inputs.onThrottle, undefined), limit: first, at: i })
    const limit = step.limitIn(inputs)
    if (!limit) return
    const decision = decide(viewOf(known, limit)?.state, inputs.onThrottle, inPlace ? sha256 : undefined)
    inPlace &&= decision.kind === 'unchanged'
    if (inPlace) [from, unchanged] = [i + 1, step.unchangedIn?.(inputs)]
    ;(inPlace ? confirmed : decisions).push({ decision, limit })
  })
  decisions.push(...before.filter(b => b.at === from).map(({ decision, limit }) => ({ decision, limit })))
  const all = [...confirmed, ...decisions]
  const last = confirmed.at(-1)
  if (decisions.length === 0 && last) return { ...last, from: plan.length, decisions: all, unchanged }
  const stop = latestStop(decisions)
  const go = { decision: { kind: 'go' } as const, limit: decisions[0]?.limit }
  return { ...(stop ?? go), from, decisions: all, unchanged }
}

/** A wait longer than `max-wait-minutes` lets the run make: it fails at once instead, as `on-throttle: fail` does. */
export function boundWait(chosen: RunDecision, maxWaitMs: number, now: number): RunDecision {
  const { decision } = chosen
  if (decision.kind !== 'wait' || decision.next.getTime() - now <= maxWaitMs) return chosen
  return { ...chosen, decision: { ...decision, kind: 'fail', beyond: maxWaitMs } }
}

/** What a bound on the wait adds to a failure's words: `, later than 'max-wait-minutes' (5) lets the run wait`. */
const beyondText = (beyond: number | undefined, who: string, w: Naming) =>
  beyond === undefined ? '' : `, later than ${w.input(Input.MaxWaitMinutes)} (${beyond / 60_000}) lets ${who} wait`

/** The next allowed times a run that stops on `chosen` knows: each limit the ledger shows used, and the stopping one. */
export function nextWhenHalted(chosen: RunDecision, known: RunState): NextTimes {
  const next: Record<string, string> = {}
  for (const v of known.views ?? []) if (v.state.throttled) next[v.noun] = v.state.nextAt.toISOString()
  if (chosen.limit && chosen.decision.kind !== 'go') next[chosen.limit.noun] = chosen.decision.next.toISOString()
  return next
}

/** No call: throttled and `on-throttle` says fail or skip, or the bot already holds the backup. */
export function noCallOutcome(ctx: RunContext, chosen: RunDecision & { decision: Halting }, known: RunState): Outcome {
  const { decision, limit, unchanged } = chosen
  ctx.token.cancel()
  const noun = limit?.calls ?? ''
  const since = limit ? lastText(limit, decision.last, decision.lastCall, ctx.words) : ''
  const [last, next] = [decision.last.toISOString(), decision.next.toISOString()]
  const nextTimes = { next: nextWhenHalted(chosen, known) }
  if (decision.kind === 'fail') {
    const left = spanText(decision.next.getTime() - ctx.clock.now())
    const error = new ActionError(
      `${since}; the platform allows one ${noun} per bot per hour, so the next is allowed from ${next} (in ${left})${beyondText(decision.beyond, 'the run', ctx.words)}. The ${ctx.inputs.operation.name} was not attempted.`,
      (decision.beyond === undefined
        ? `Run again after that time, or set ${ctx.words.setting(Input.OnThrottle, 'wait')} to wait for it, or ${ctx.words.setting(Input.OnThrottle, 'skip')} to succeed without the ${ctx.inputs.operation.name}.`
        : `Run again after that time, or raise ${ctx.words.input(Input.MaxWaitMinutes)} (at most ${Defaults.maxWaitMinutes}) to wait for it.`) +
        (limit === BACKUP_LIMIT && ctx.inputs.keepReplaced
          ? ` The export keeps what the overwrite replaces; set ${ctx.words.setting(Input.KeepReplaced, 'false')} to overwrite now without a copy (changes made in the editor since would be lost).`
          : '')
    )
    return ended(error, 'before-call', { ...known, ...nextTimes })
  }
  const plan =
    decision.kind === 'unchanged'
      ? unchangedPlan(decision.relied, last, unchanged?.state ?? '', ctx.words)
      : `Skipped: ${since.charAt(0).toLowerCase()}${since.slice(1)}; the next ${noun} is allowed from ${next}.`
  ctx.log.notice(plan)
  const result = decision.kind === 'unchanged' ? 'unchanged' : 'skipped'
  const alreadyLive = decision.kind === 'unchanged' && unchanged?.live ? decision.relied.sha256 : undefined
  return { ...known, kind: 'no-call', result, ...nextTimes, ...(alreadyLive && { alreadyLive }), plan }
}

/** What skip-unchanged relied on, and what the bot holds (`state`, in the words of the step that holds it). */
function unchangedPlan(relied: Confirmed, at: string, state: string, w: Words): string {
  const by = relied.by ? w.runBy(relied.by) : 'by a run the entry does not name'
  return (
    `Unchanged: the ledger's newest entry is a confirmed overwrite with this backup (sha256 ${relied.sha256}), at ${at} ${by}: ${state} ` +
    `If the bot was changed since by a deploy this ledger did not see (throttle off, ${w.unseen}, the editor), deploy with a run without ${w.input('skip-unchanged')}.`
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

/** What the real run would send when it goes: the step that makes the call, then the steps after it. */
function wouldSend(ctx: RunContext, chosen: RunDecision): string {
  const { plan } = ctx
  const first = plan[chosen.from] ?? plan[0]
  const then = plan.slice(chosen.from + 1).map(step => step.would(ctx, 'after'))
  return `${first?.would(ctx, chosen.from > 0 ? 'alone' : 'call') ?? ''}${then.join('')}`
}

function wouldText(ctx: RunContext, chosen: RunDecision): string {
  const { decision, limit } = chosen
  const would = wouldSend(ctx, chosen)
  if (!limit) return would
  const at = decision.kind === 'go' ? '' : decision.next.toISOString()
  const by = limit === ctx.inputs.operation.limit ? '' : ` (one ${limit.calls} per bot per hour)`
  switch (decision.kind) {
    case 'go':
      return `${would}${ctx.inputs.throttle === 'off' ? ' (throttle ledger off)' : ctx.sight.blind ? ' (the throttle ledger cannot read: the last hour is not known)' : ', not throttled'}`
    case 'unchanged':
      return `would skip: unchanged since ${decision.last.toISOString()} (the ${chosen.unchanged?.holder ?? 'bot'} already holds this backup)`
    case 'fail':
      return `would fail: throttled until ${at}${by}${beyondText(decision.beyond, 'it', ctx.words)}`
    case 'skip':
      return `would skip: throttled until ${at}${by}`
    case 'wait':
      return `would wait until ${at}${by}, then ${ctx.plan[chosen.from]?.verb?.(ctx.inputs) ?? ''}`
  }
}

/** Each limit's next allowed time, as the real run would set it. */
function nextTimes(chosen: RunDecision, known: RunState, callAt: number): NextTimes {
  if (makesNoCall(chosen.decision)) return nextWhenHalted(chosen, known)
  return Object.fromEntries(
    chosen.decisions.map(r => [r.limit.noun, nextAllowedAfter(r.decision, callAt).toISOString()])
  )
}

/** Proves the credentials and reads the backup, then says what a real run would do; changes nothing. */
export async function dryRun(
  given: RunContext,
  chosen: RunDecision,
  sha256: Promise<string | undefined>,
  before: RunState
): Promise<NoCall | Failure> {
  const { decision } = chosen
  const [digest] = await Promise.all([sha256, given.token.ready()])
  const found =
    given.inputs.operation.backup === 'kept' ? await toPutBack(given, before) : { ctx: given, known: before }
  if ('kind' in found) return found
  const { ctx, known } = found
  const callAt = decision.kind === 'wait' ? decision.next.getTime() : ctx.clock.now()
  const checked = ctx.inputs.auth.level === 'token' ? ' (token given, not checked)' : ''
  // Whether the overwrite would stop on drift, as far as the run can tell without the export's hour.
  const overwrites = ctx.inputs.operation.skipsUnchanged && chosen.from === 0 && !makesNoCall(decision)
  const drift = overwrites ? await judge(ctx, known) : undefined
  const stops =
    drift?.state === 'changed' && ctx.inputs.onDrift === 'fail' ? ': it would stop before the overwrite' : ''
  const driftText = drift ? `; drift: ${drift.state} (${drift.why})${stops}` : ''
  const plan = `Dry run: the credentials work${checked}; a real run ${wouldText(ctx, chosen)}${driftText}. Nothing was changed.`
  ctx.log.info(plan)
  const next = nextTimes(chosen, known, callAt)
  return { ...known, kind: 'no-call', result: 'planned', next, plan, sha256: digest, ...(drift && { drift }) }
}
