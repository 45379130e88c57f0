// The command line's one JSON object (--json, #74): the outputs as typed values (booleans, numbers and lists as
// JSON), and on every exit the run's result: its own, else what the exit code says (`refused`, `throttled`, …).

import { type OutputName, OutputKinds } from '../domain/constants.ts'
import { type CliIO, Exit, type JsonValue } from './io.ts'

/** The result an exit code says, for a run that set none. */
const RESULT_OF: Record<number, string> = {
  [Exit.Failed]: 'failed',
  [Exit.Refused]: 'refused',
  [Exit.Throttled]: 'throttled'
}

/** A deploy output's text as its kind reads (a list kept as text where it is not one: said as it came). */
function typed(name: string, text: string): JsonValue {
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

/** Prints the one JSON object of a run that ended with `code` (128 and more: a signal's, `cancelled`). */
export function printJson(
  io: Pick<CliIO, 'stdout'>,
  values: Iterable<readonly [string, JsonValue]>,
  code: number
): void {
  const out: Record<string, JsonValue> = {}
  for (const [name, value] of values) out[name] = typeof value === 'string' ? typed(name, value) : value
  if (code !== Exit.Done && out.result === undefined)
    out.result = code > 128 ? 'cancelled' : (RESULT_OF[code] ?? 'failed')
  io.stdout.write(`${JSON.stringify(out)}\n`)
}
