// What the run does about the platform's hourly limits, for any plan of steps: every limit is
// decided before the first call (a run that could make its call but not a later step's sends
// nothing), and with skip-unchanged the leading steps whose bytes the ledger confirms are skipped.

import type { Inputs } from '../domain/inputs.ts'
import type { Limit } from '../domain/operations.ts'
import { decide, type Decision } from '../domain/throttle.ts'
import { viewOf, type Known, type NextTimes } from './outcome.ts'
import type { Step } from './context.ts'
import type { Holding } from './step-view.ts'

/** A decision, and the limit it was made on (its words in the messages). */
export interface Ruling {
  readonly decision: Decision
  readonly limit: Limit
}

export interface Course {
  /** The decision the run acts on, and its limit (undefined: no limit applies). */
  readonly decision: Decision
  readonly limit: Limit | undefined
  /** The index in the plan of the step that makes the call (past the end: none is needed). */
  readonly from: number
  /** Each limit's own decision. */
  readonly rulings: readonly Ruling[]
  /** What the bot holds, when steps were found not needed (the last of them says). */
  readonly holding?: Holding | undefined
}

/** The limits a plan counts against in a run of `inputs`, in the order of its steps. */
export function limitsOf(plan: readonly Step[], inputs: Inputs): Limit[] {
  return plan.flatMap(step => step.limitIn(inputs) ?? [])
}

/** Of the decisions that stop or hold the run, the one with the latest window. */
function ruling(rulings: readonly Ruling[]): Ruling | undefined {
  const next = (r: Ruling) => (r.decision.kind === 'go' ? 0 : r.decision.next.getTime())
  return rulings
    .filter(r => r.decision.kind !== 'go')
    .reduce<Ruling | undefined>((a, r) => (!a || next(r) > next(a) ? r : a), undefined)
}

/** The course of the run, from the ledgers' views and the backup's sha256 (when skip-unchanged asks). */
export function chooseCourse(plan: readonly Step[], inputs: Inputs, known: Known, sha256: string | undefined): Course {
  let from = 0
  let holding: Holding | undefined
  let inPlace = sha256 !== undefined
  const rulings: Ruling[] = []
  const unchanged: Ruling[] = []
  plan.forEach((step, i) => {
    const limit = step.limitIn(inputs)
    if (!limit) return
    const decision = decide(viewOf(known, limit)?.state, inputs.onThrottle, inPlace ? sha256 : undefined)
    inPlace &&= decision.kind === 'unchanged'
    if (inPlace) [from, holding] = [i + 1, step.holdingIn?.(inputs)]
    ;(inPlace ? unchanged : rulings).push({ decision, limit })
  })
  const all = [...unchanged, ...rulings]
  const last = unchanged.at(-1)
  if (rulings.length === 0 && last) return { ...last, from: plan.length, rulings: all, holding }
  const stop = ruling(rulings)
  const go = { decision: { kind: 'go' } as const, limit: rulings[0]?.limit }
  return { ...(stop ?? go), from, rulings: all, holding }
}

/** The next allowed times a run that stops on `course` knows: each limit the ledger shows used, and the stopping one. */
export function nextWhenHalted(course: Course, known: Known): NextTimes {
  const next: Record<string, string> = {}
  for (const v of known.views ?? []) if (v.state.throttled) next[v.ledger.limit.noun] = v.state.nextAt.toISOString()
  if (course.limit && course.decision.kind !== 'go') next[course.limit.noun] = course.decision.next.toISOString()
  return next
}
