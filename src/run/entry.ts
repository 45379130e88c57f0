// A deploy from its inputs, whatever shell hands them over (the action; a command line): the inputs read,
// the operation loaded and run with the shell's ports; any failure is the outcome. No word of GitHub here.

import { InputError, type Told, tellError } from '../domain/errors.ts'
import { type GivenInputs, readInputs, type Request } from '../domain/inputs.ts'
import { Operations } from '../domain/operations.ts'
import { type OutputValue, type Result, typedOutput } from '../domain/result.ts'
import type { Words } from '../domain/words.ts'
import type { Cancellation } from '../lib/cancel.ts'
import type { Secrets } from '../lib/secrets.ts'
import type { RunDependencies } from './context.ts'
import { ended } from './outcome.ts'
import type { ReportView } from './report.ts'

/** What a shell asks: the operation by the name its user gave (for the report, whatever else is refused), and the request. */
export interface Asked {
  readonly operation: string
  readonly request: () => Request
}

/** The run's failure, when it has one, told in `words` with `secrets` redacted. */
export function tell(d: Pick<ReportView, 'outcome' | 'said'>, words: Words, secrets: Secrets): Told | undefined {
  const error = d.said?.error ?? ('error' in d.outcome ? d.outcome.error : undefined)
  if (!error) return undefined
  const throttled = d.outcome.kind === 'refused' && d.outcome.throttled
  const kind =
    error instanceof InputError && d.outcome.kind === 'refused' ? 'refused' : throttled ? 'throttled' : 'failed'
  return { ...tellError(error, words, t => secrets.redact(t)), kind }
}

/**
 * Takes the request as its shell makes it (`asked.request`: the action's inputs, the command line's flags and command),
 * checks it (its refusal is the outcome), then loads and runs the operation on `shell`'s ports; never throws.
 * The outputs go to `shell.setOutputs` as they are known (before the ledger's save) and come back in the result.
 */
export async function deployFrom(
  asked: Asked,
  shell: RunDependencies,
  secrets: Secrets,
  cancel: Cancellation
): Promise<Result> {
  const startedAt = shell.clock.now()
  const outputs: (readonly [string, OutputValue])[] = []
  const setOutputs: RunDependencies['setOutputs'] = given => {
    outputs.push(...given.map(([name, text]) => [name, typedOutput(name, text)] as const))
    shell.setOutputs(given)
  }
  let inputs: GivenInputs | undefined
  // What the run itself knows of its report's view: how it ended, what its steps said.
  let d: Pick<ReportView, 'outcome' | 'said'>
  try {
    inputs = readInputs(asked.request(), shell.words)
    const { runOperation } = await import('./run.ts')
    d = await runOperation(inputs, secrets, { ...shell, setOutputs }, cancel)
  } catch (err) {
    d = { outcome: ended(err, 'before-call', {}) }
  }
  const failure = tell(d, shell.words, secrets)
  const { words, sight } = shell
  const operation = Operations.find(name => name === asked.operation)
  const view = {
    startedAt,
    inputs,
    operation,
    ...d,
    failure,
    sight,
    words,
    now: shell.clock.now(),
    cancelled: cancel.by
  }
  const report = (await import('./report.ts')).reportOf(view)
  return { outputs, ...report, annotations: d.said?.annotations ?? [], failure }
}
