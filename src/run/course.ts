// What the run does about the platform's hourly limits: the operation's own and, for an overwrite
// that publishes, the publish limit too, both checked before the first call (a run that could
// overwrite but not publish sends nothing). With skip-unchanged, a draft that already holds the
// backup is only published, and a live bot that already runs it is left alone.

import type { OperationName } from '../domain/constants.ts'
import type { Inputs } from '../domain/inputs.ts'
import { PUBLISH_LIMIT, type Limit } from '../domain/operations.ts'
import { alreadyLive, decide, decideBoth, type Decision } from '../domain/throttle.ts'
import type { Known } from './outcome.ts'

export interface Course {
  readonly decision: Decision
  /** The limit the decision was made on (its words in the messages), when one applies. */
  readonly limit: Limit | undefined
  /** The call to make when it goes: the operation's own, or a publish alone. */
  readonly what: OperationName
}

/** The course of the run, from the ledgers' views and the backup's sha256 (when skip-unchanged asks). */
export function chooseCourse(inputs: Inputs, known: Known, sha256: string | undefined): Course {
  const op = inputs.operation
  const own: Course = { decision: decide(known.throttle, inputs.onThrottle, sha256), limit: op.limit, what: op.name }
  if (!known.publishLedger || !inputs.publishes || op.name !== 'overwrite') return own
  const publish: Course = {
    decision: decide(known.publishThrottle, inputs.onThrottle),
    limit: PUBLISH_LIMIT,
    what: 'publish'
  }
  if (own.decision.kind !== 'unchanged') return { ...decideBoth(own, publish), what: op.name }
  return alreadyLive(known.publishThrottle, sha256) ? own : publish
}

/** What the run knows, seen from a publish alone: the publish ledger is the one its entry goes to. */
export function asPublishOnly(known: Known, sha256: string | undefined): Known {
  const { publishLedger, publishThrottle } = known
  return { ...known, ledger: publishLedger, throttle: publishThrottle, publishLedger: undefined, sha256 }
}
