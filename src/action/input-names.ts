// The runner's input names checked against an action's declared ones, before any request: a near miss refused with
// "did you mean", one like none warned of, a declared one in another case (never read) refused.

import { InputError } from '../domain/errors.ts'
import { closestOf } from '../lib/text.ts'

/**
 * Checks the input names the runner handed the step: one close to a declared input is refused ("did you
 * mean"), one like none only warned of, a declared one in another case than upper (never read) refused.
 */
export function checkInputNames(
  given: readonly string[],
  declared: readonly string[],
  warn: (message: string) => void
): void {
  for (const raw of given) {
    const name = raw.toLowerCase()
    const shown = name.slice(0, 60)
    if (declared.includes(name)) {
      if (raw === raw.toUpperCase()) continue
      throw new InputError(
        shown,
        `is set as 'INPUT_${raw.slice(0, 60)}', in another case than the 'INPUT_${raw.toUpperCase().slice(0, 60)}' the runner sets for it: it would never be read.`,
        `Set '${name}' in the step's 'with:', not as a variable in the job's 'env:'.`
      )
    }
    const near = closestOf(name, declared)
    if (!near) {
      warn(
        `'${shown}' is not an input of this action, and is ignored: remove it from the step's 'with:' or the job's 'env:' (INPUT_${raw.slice(0, 60)}). The inputs are listed in action.yml and the README.`
      )
      continue
    }
    throw new InputError(
      shown,
      `is not an input of this action; did you mean '${near}'?`,
      `Rename it to '${near}' in the step's 'with:' or the job's 'env:' (wherever INPUT_${raw.slice(0, 60)} is set). An unknown input would be ignored, and the run would do less than the workflow says; the inputs are listed in action.yml and the README.`
    )
  }
}
