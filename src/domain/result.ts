// What a run gives back to its shell, whatever ran (a deploy, the smoke test, status): one result made in the core,
// its outputs as typed values; each shell renders it (the action's outputs and summary, a terminal, --json).

import { type OutputName, OutputKinds } from './constants.ts'
import type { ActionError, Told, UnwrittenError } from './errors.ts'

export type Row = readonly [name: string, value: string]

export interface Annotated {
  readonly title: string
  readonly message: string
}

/** An output's value: a list holds JSON values (`online-channels` names, `publish-errors` records). */
export type OutputValue = string | number | boolean | readonly unknown[]

export interface Result {
  /** The outputs, in the order a user reads them (the action sets them as text; the `error` output is the failure's). */
  readonly outputs: readonly (readonly [name: string, value: OutputValue])[]
  readonly heading: string
  /** Lists under their titles ('' for none): a transcript; a suite's rows, then each failed conversation's transcript. */
  readonly lists?: readonly (readonly [title: string, items: readonly string[]])[]
  /** What is said under the heading, after the lists, before the rows. */
  readonly paragraphs: readonly string[]
  readonly rows: readonly Row[]
  /** Error annotations of its own, shown after the failure. */
  readonly annotations: readonly Annotated[]
  readonly failure?: Told | undefined
}

/** `result` with a file its shell could not write (none: as it is): its failure, or an annotation after the one it had. */
export function alsoFailed(
  result: Result,
  unwritten: UnwrittenError | undefined,
  tell: (e: ActionError) => Told
): Result {
  if (!unwritten) return result
  const told = tell(unwritten)
  if (!result.failure) return { ...result, failure: told }
  const annotation = { title: unwritten.title, message: `${told.message} ${told.fix}` }
  return { ...result, annotations: [...result.annotations, annotation] }
}

/** A deploy output's text as its kind reads (a list kept as text where it is not one: said as it came). */
export function typedOutput(name: string, text: string): OutputValue {
  const kind = (OutputKinds as Record<string, string | undefined>)[name as OutputName]
  if (kind === 'boolean' && (text === 'true' || text === 'false')) return text === 'true'
  if (kind === 'number' && /^\d+$/.test(text)) return Number(text)
  if (kind === 'list') {
    try {
      const list: unknown = JSON.parse(text)
      if (Array.isArray(list)) return list as unknown[]
    } catch {
      // Not a list: as it came.
    }
  }
  return text
}

/** An output as the runner holds it: text (a list as JSON). */
export function outputText(value: OutputValue): string {
  return typeof value === 'object' ? JSON.stringify(value) : String(value)
}
