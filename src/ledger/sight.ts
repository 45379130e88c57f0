// What this run's ledger can see, as its shell found out before any request (read, record, whose entries it shares),
// and what it says of it; the action's shell decides it from GitHub's environment (action/cache-sight.ts).

import type { ThrottleMode } from '../domain/constants.ts'
import { callsOf, type Limit } from '../domain/operations.ts'
import type { Log } from '../lib/log.ts'

export interface Sight {
  /** Why this run cannot read the ledger (the last hour is not known), when it cannot. */
  readonly blind?: string
  /** Why it cannot record (the next run will not know of this one), when it cannot. */
  readonly mute?: string
  /** Whose entries it shares, when fewer than a branch's: `tag v1.2.3`, `pull request #42`. */
  readonly narrow?: { readonly who: string; readonly what: string }
  /** Why the ledger is off altogether (it can neither read nor record), when it is. */
  readonly off?: string
  /** Says before any request what the ledger cannot do for `nouns`' limits: warnings, or under `required` a refusal. */
  readonly say?: (throttle: ThrottleMode, nouns: readonly Limit['noun'][], log: Log) => void
}

/** What the ledger does not change: the platform's own hourly limits, said the same way everywhere. */
export function stillApplies(nouns: readonly string[]): string {
  return `the platform's own limit of one ${[...new Set(nouns)].map(callsOf).join(' and one ')} per bot per hour still applies`
}

/** The one warning of a ledger off for the run: why, and the platform's limits that still apply. */
export const offWarning = (why: string, nouns: readonly Limit['noun'][]) =>
  `Throttle ledger off for this run: ${why}. ${capitalized(stillApplies(nouns))}.`
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** What the ledger cannot do in this run, as a short clause for the summary (undefined: it can do all). */
export function sightText(sight: Sight): string | undefined {
  const parts = [
    sight.blind && `cannot read: ${sight.blind}; the last hour is not known`,
    sight.mute && `cannot record: ${sight.mute}; the next run will not know of this one`,
    sight.narrow && `sees only ${sight.narrow.who} and the default branch`
  ].filter(Boolean)
  return parts.length > 0 ? parts.join('; ') : undefined
}
