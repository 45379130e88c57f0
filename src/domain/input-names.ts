// The inputs the runner handed the step that action.yml does not declare, or in a case it never
// reads: a typo such as `publsh: true` would otherwise pass with only the runner's "Unexpected
// input(s)" warning, and the run would do less than the workflow says. Checked before any request;
// the names come from the runner's environment (`INPUT_<NAME>`), read by the action layer. Pure.

import { Input } from './constants.ts'
import { InputError } from './errors.ts'

const DECLARED: readonly string[] = Object.values(Input)

/** The edit distance between two names (insertions, deletions, substitutions). */
function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const next = [i]
    for (let j = 1; j <= b.length; j++) {
      next[j] = Math.min((row[j] ?? 0) + 1, (next[j - 1] ?? 0) + 1, (row[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1))
    }
    row = next
  }
  return row[b.length] ?? 0
}

/** Of `among`, the word nearest to `word`, when one is near enough to be what was meant. */
export function closestOf(word: string, among: readonly string[]): string | undefined {
  const ranked = among.map(d => ({ d, by: distance(word, d) })).sort((x, y) => x.by - y.by)
  const best = ranked[0]
  return best && best.by <= Math.max(2, Math.floor(word.length / 3)) ? best.d : undefined
}

/** The declared input nearest to `name`, when one is near enough to be what was meant. */
export const closestInput = (name: string): string | undefined => closestOf(name, DECLARED)

/**
 * Checks the names the runner handed the step (`INPUT_<name>` without the prefix, as set): a name
 * close to a declared input is refused ("did you mean"); one like none of them is only warned about
 * (a wrapper or a job's `env:` may pass inputs of its own); a declared input set in another case
 * than the runner's upper case (`INPUT_Publish` from a job's `env:`) would never be read: refused.
 */
export function checkInputNames(given: readonly string[], warn: (message: string) => void): void {
  for (const raw of given) {
    const name = raw.toLowerCase()
    const shown = name.slice(0, 60)
    if (DECLARED.includes(name)) {
      if (raw === raw.toUpperCase()) continue
      throw new InputError(
        shown,
        `is set as 'INPUT_${raw.slice(0, 60)}', in another case than the 'INPUT_${raw.toUpperCase().slice(0, 60)}' the runner sets for it: it would never be read.`,
        `Set '${name}' in the step's 'with:', not as a variable in the job's 'env:'.`
      )
    }
    const near = closestInput(name)
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
