// A deploy from its inputs, whatever shell hands them over (the action; a command line): the inputs read,
// the operation loaded and run with the shell's ports; any failure is the outcome. No word of GitHub here.

import { InputError, type Told as ToldError, tellError } from '../domain/errors.ts'
import type { GivenInputs } from '../domain/inputs.ts'
import type { Words } from '../domain/words.ts'
import type { Cancellation } from '../lib/cancel.ts'
import type { Secrets } from '../lib/secrets.ts'
import type { RunDependencies } from './context.ts'
import { ended, type Outcome } from './outcome.ts'
import type { StepsSummary } from './run.ts'

/** What a deploy ended in: its inputs (when they were valid), its outcome, what its steps said of it, its failure told. */
export interface Deployed {
  readonly inputs?: GivenInputs | undefined
  readonly outcome: Outcome
  readonly said?: StepsSummary
  readonly failure?: Told | undefined
}

/** A deploy's failure as every shell shows it, and what kind it is (the command line's exit code). */
export interface Told extends ToldError {
  readonly kind: 'refused' | 'throttled' | 'failed'
}

/** The run's failure, when it has one, told in `words` with `secrets` redacted. */
export function tell(d: Omit<Deployed, 'failure'>, words: Words, secrets: Secrets): Told | undefined {
  const error = d.said?.error ?? ('error' in d.outcome ? d.outcome.error : undefined)
  if (!error) return undefined
  const throttled = d.outcome.kind === 'refused' && d.outcome.throttled
  const kind =
    error instanceof InputError && d.outcome.kind === 'refused' ? 'refused' : throttled ? 'throttled' : 'failed'
  return { ...tellError(error, words, t => secrets.redact(t)), kind }
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
  let d: Omit<Deployed, 'failure'>
  try {
    inputs = request()
    const { runOperation } = await import('./run.ts')
    d = { inputs, ...(await runOperation(inputs, secrets, shell, cancel)) }
  } catch (err) {
    d = { inputs, outcome: ended(err, 'before-call', {}) }
  }
  return { ...d, failure: tell(d, shell.words, secrets) }
}
