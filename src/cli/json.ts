// The command line's one JSON object (--json, #74): the outputs as typed values (booleans, numbers and lists as
// JSON), and on every exit the run's result: its own, else what the exit code says (`refused`, `throttled`, …).

import type { OutputValue } from '../domain/result.ts'
import { type CliIO, Exit } from './io.ts'

/** The result an exit code says, for a run that set none. */
const RESULT_OF: Record<number, string> = {
  [Exit.Failed]: 'failed',
  [Exit.Refused]: 'refused',
  [Exit.Throttled]: 'throttled'
}

/** Prints the one JSON object of a run that ended with `code` (128 and more: a signal's, `cancelled`). */
export function printJson(
  io: Pick<CliIO, 'stdout'>,
  values: Iterable<readonly [string, OutputValue]>,
  code: number
): void {
  const out = Object.fromEntries(values)
  if (code !== Exit.Done && out.result === undefined)
    out.result = code > 128 ? 'cancelled' : (RESULT_OF[code] ?? 'failed')
  io.stdout.write(`${JSON.stringify(out)}\n`)
}
