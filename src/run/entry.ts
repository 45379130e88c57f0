// A deploy from its inputs, whatever shell hands them over (the action; a command line): the inputs read,
// the operation loaded and run with the shell's ports; any failure is the outcome. No word of GitHub here.

import type { InputSource } from '../domain/auth.ts'
import { readInputs, type GivenInputs } from '../domain/inputs.ts'
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

/** Reads the inputs from `source`, then loads and runs the operation on `shell`'s ports; never throws. */
export async function deployFrom(
  source: InputSource,
  shell: RunDependencies,
  secrets: Secrets,
  cancel: Cancellation
): Promise<Deployed> {
  let inputs: GivenInputs | undefined
  try {
    inputs = readInputs(source, shell.words)
    const { runOperation } = await import('./run.ts')
    return { inputs, ...(await runOperation(inputs, secrets, shell, cancel)) }
  } catch (err) {
    return { inputs, outcome: ended(err, 'before-call', {}) }
  }
}
