// What the client's exchanges share: a time limit joined to the run's signal, the JSON headers, and
// the two mishaps any exchange can meet before its own mapping words them (no whole answer, an
// answer outside 2xx).

import { reasonOf } from '../lib/text.ts'
import type { Mishap } from './mishap.ts'
import { TransportFailure, type Answer } from './transport.ts'

/** `signal` (when given) joined with a limit of `ms`: aborts on whichever comes first. */
export function withLimit(signal: AbortSignal | undefined, ms: number): AbortSignal {
  const limit = AbortSignal.timeout(ms)
  return signal ? AbortSignal.any([signal, limit]) : limit
}

export const JSON_HEADERS = { 'content-type': 'application/json', accept: 'application/json' }

/** The mishap of an exchange that got no whole answer: abandoned by the run, or unanswered. */
export function noWholeAnswer(
  err: unknown,
  signal: AbortSignal | undefined
): Extract<Mishap, { kind: 'abandoned' | 'unanswered' }> {
  if (signal?.aborted) return { kind: 'abandoned', reason: reasonOf(signal.reason) }
  if (err instanceof TransportFailure) return { kind: 'unanswered', cause: err.cause, attempts: err.attempts }
  throw err
}

/** The mishap of an answer outside 2xx. */
export function outside2xx(answer: Answer): Extract<Mishap, { kind: 'status' }> {
  const location = answer.headers.location
  return { kind: 'status', status: answer.status, body: answer.text, location: location && String(location) }
}
