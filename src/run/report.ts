// What a run says, from its outcome and the views of its plan's steps: the step outputs, the run's
// closing line, the failure, and the job summary's words of the steps (their rows, how each ended,
// their sections). Generic: it names no step and no operation.

import { Output, type OutputName } from '../domain/constants.ts'
import type { ActionError } from '../domain/errors.ts'
import type { Inputs } from '../domain/inputs.ts'
import type { Limit } from '../domain/operations.ts'
import { limitsOf } from './course.ts'
import type { Outcome } from './outcome.ts'
import type { Step } from './context.ts'
import type { Annotated, Row, Section, StepView } from './step-view.ts'

export type { Row, Section } from './step-view.ts'

/** What the steps say of a run, for the job summary. */
export interface StepsSaid {
  /** The limits the run counts against, in the order of its steps. */
  readonly limits: readonly Limit[]
  /** Rows about what the run was given, before `Result`; rows about what it did, after it. */
  readonly given: readonly Row[]
  readonly rows: readonly Row[]
  /** After the result in the heading: how each step after the call ended. */
  readonly ending: string
  readonly sections: readonly Section[]
  /** The run's failure: its own, else the first step's that failed. */
  readonly error: ActionError | undefined
  /** The steps' own error annotations, made after the run's failure. */
  readonly annotations: readonly Annotated[]
}

const viewsOf = (outcome: Outcome, plan: readonly Step[], inputs: Inputs): StepView[] =>
  plan.map(step => step.view(outcome, inputs))

/** The step outputs the outcome knows, in the order a user reads them. */
export function outputsOf(outcome: Outcome, plan: readonly Step[], inputs: Inputs): (readonly [OutputName, string])[] {
  const out: (readonly [OutputName, string])[] = []
  if (outcome.throttled !== undefined) out.push([Output.Throttled, String(outcome.throttled)])
  if ('result' in outcome) out.push([Output.Result, outcome.result])
  if (outcome.botName !== undefined) out.push([Output.BotName, outcome.botName])
  for (const limit of limitsOf(plan, inputs)) {
    const next = outcome.next?.[limit.noun]
    if (next !== undefined) out.push([limit.output, next])
  }
  for (const view of viewsOf(outcome, plan, inputs)) out.push(...(view.outputs ?? []))
  return out
}

/** The run's last line after a call that was answered: what it brought, and where (the steps say). */
export function closingLine(outcome: Outcome, plan: readonly Step[], inputs: Inputs): string | undefined {
  if (outcome.kind !== 'done') return undefined
  const parts = viewsOf(outcome, plan, inputs).flatMap(v => (v.closing ? [v.closing] : []))
  if (parts.length === 0) return undefined
  const after = parts.map(p => p.after ?? '').join('')
  const sentences = parts.flatMap(p => (p.sentence ? [` ${p.sentence}`] : [])).join('')
  return `Done: ${outcome.result}${after}.${sentences}`
}

export function stepsSaid(outcome: Outcome, plan: readonly Step[], inputs: Inputs): StepsSaid {
  const views = viewsOf(outcome, plan, inputs)
  return {
    limits: limitsOf(plan, inputs),
    given: views.flatMap(v => v.given ?? []),
    rows: views.flatMap(v => v.rows ?? []),
    ending: views.map(v => v.ending ?? '').join(''),
    sections: views.flatMap(v => (v.section ? [v.section] : [])),
    error: 'error' in outcome ? outcome.error : views.find(v => v.error)?.error,
    annotations: views.flatMap(v => v.annotations ?? [])
  }
}
