// A deploy from its inputs, whatever shell hands them over (the action; a command line): the inputs read,
// the operation loaded and run with the shell's ports; any failure is the outcome. No word of GitHub here.

import type { GivenInputs } from '../domain/inputs.ts'
import type { Cancellation } from '../lib/cancel.ts'
import type { Secrets } from '../lib/secrets.ts'
import type { RunDependencies } from './context.ts'
import { ended, type Outcome } from './outcome.ts'
import type { StepsSummary } from './run.ts'

/** What a deploy ended in: its inputs (when they were valid), its outcome, and what its steps said of it. */
export interface Deployed {
  readonly inputs?: GivenInputs | undefined
  readonly outcome: Outcome
  readonly said?: StepsSummary
}

/**
 * Takes the request as its shell reads it (`request`: the action's inputs, the command line's flags and command, through
 * `readInputs`; its refusal is the outcome), then loads and runs the operation on `shell`'s ports; never throws.
 */
export async function deployFrom(
  request: () => GivenInputs,
  shell: RunDependencies,
  secrets: Secrets,
  cancel: Cancellation
): Promise<Deployed> {
  let inputs: GivenInputs | undefined
  try {
    inputs = request()
    const { runOperation } = await import('./run.ts')
    return { inputs, ...(await runOperation(inputs, secrets, shell, cancel)) }
  } catch (err) {
    return { inputs, outcome: ended(err, 'before-call', {}) }
  }
}
