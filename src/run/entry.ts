// A deploy from its inputs, whatever shell hands them over (the action; a command line): the inputs read,
// the operation loaded and run with the shell's ports; any failure is the outcome. No word of GitHub here.

import { InputError, type Told, tellError } from '../domain/errors.ts'
import { type GivenInputs, readInputs, type Request } from '../domain/inputs.ts'
import { Operations } from '../domain/operations.ts'
import { alsoFailed, type OutputValue, type Result, typedOutput } from '../domain/result.ts'
import type { Words } from '../domain/words.ts'
import type { Cancellation } from '../lib/cancel.ts'
import type { Secrets } from '../lib/secrets.ts'
import type { RunDependencies } from './context.ts'
import { ended } from './outcome.ts'
import type { ReportView } from './report.ts'

/** The run's failure, when it has one, told in `words` with `secrets` redacted. */
export function tell(d: Pick<ReportView, 'outcome' | 'views'>, words: Words, secrets: Secrets): Told | undefined {
  const error = 'error' in d.outcome ? d.outcome.error : d.views?.find(v => v.error)?.error
  if (!error) return undefined
  const throttled = d.outcome.kind === 'refused' && d.outcome.throttled
  const kind =
    error instanceof InputError && d.outcome.kind === 'refused' ? 'refused' : throttled ? 'throttled' : 'failed'
  return { ...tellError(error, words, t => secrets.redact(t)), kind }
}

/**
 * Checks the request as its shell made it (a refusal is the outcome; `refused`: the shell could not make it, the
 * operation asked for named), then loads and runs the operation on `shell`'s ports; never throws. The outputs go to
 * `shell.setOutputs`, where it has one, as they are known (before the ledger's save) and come back in the result.
 */
export async function deployFrom(
  request: Request | { readonly operation: string; readonly refused: unknown },
  shell: RunDependencies,
  secrets: Secrets,
  cancel: Cancellation
): Promise<Result> {
  const startedAt = shell.clock.now()
  const outputs: (readonly [string, OutputValue])[] = []
  const setOutputs: NonNullable<RunDependencies['setOutputs']> = given => {
    outputs.push(...given.map(([name, text]) => [name, typedOutput(name, text)] as const))
    shell.setOutputs?.(given)
  }
  let inputs: GivenInputs | undefined
  // What the run itself knows of its report's view: how it ended, what its steps said; new keys it could not keep.
  let d: Awaited<ReturnType<typeof import('./run.ts').runOperation>>
  try {
    if ('refused' in request) throw request.refused
    inputs = readInputs(request, shell.words)
    const { runOperation } = await import('./run.ts')
    d = await runOperation(inputs, secrets, { ...shell, setOutputs }, cancel)
  } catch (err) {
    d = { outcome: ended(err, 'before-call', {}) }
  }
  const failure = tell(d, shell.words, secrets)
  const { words, sight } = shell
  const operation = Operations.find(name => name === request.operation)
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
  const result = { outputs, ...report, annotations: d.views?.flatMap(v => v.annotations ?? []) ?? [], failure }
  return alsoFailed(result, d.unkept, e => tellError(e, words, t => secrets.redact(t)))
}
