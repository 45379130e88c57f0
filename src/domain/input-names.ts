// The inputs the runner handed the step that action.yml does not declare: a typo such as
// `publsh: true` would otherwise pass with only the runner's "Unexpected input(s)" warning, and the
// run would do less than the workflow says. Refused before any request, with the closest declared
// name. Pure: the names come from the runner's environment (`INPUT_<NAME>`), read by the action layer.

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

/** The declared input nearest to `name`, when one is near enough to be what was meant. */
export function closestInput(name: string): string | undefined {
  const ranked = DECLARED.map(d => ({ d, by: distance(name, d) })).sort((x, y) => x.by - y.by)
  const best = ranked[0]
  return best && best.by <= Math.max(2, Math.floor(name.length / 3)) ? best.d : undefined
}

/** Refuses the first of `given` (the runner's input names, lower case) that action.yml does not declare. */
export function refuseUndeclared(given: readonly string[]): void {
  const unknown = given.find(name => !DECLARED.includes(name))
  if (unknown === undefined) return
  const near = closestInput(unknown)
  const meant = near ? `; did you mean '${near}'?` : '.'
  throw new InputError(
    unknown.slice(0, 60),
    `is not an input of this action${meant}`,
    `${near ? `Rename it to '${near}'` : 'Remove it'} in the step's 'with:'. An unknown input would be ignored, and the run would do less than the workflow says; the inputs are listed in action.yml and the README.`
  )
}
