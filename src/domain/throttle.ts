// The throttle policy, as pure functions of data: what the ledger's newest key says about the last
// restore (assess), and what the run does about it (decide: go, unchanged, fail, skip or wait). The
// real run and the dry run both act on the same decision.

import { THROTTLE_WINDOW_MS, type OnThrottle } from './constants.ts'
import { parseEntry, type RunOrigin } from './ledger-keys.ts'

/** Tolerated clock difference between runners: a time further in the future is not believed. */
export const CLOCK_SKEW_MS = 2 * 60 * 1000

export interface ThrottleState {
  /** When the subject last used its hour (a restore, or a backup), as far as the ledger knows (after the sanity rules). */
  readonly lastAt: Date | undefined
  /** The last call, when the platform confirmed it was an overwrite (or a publish): the bytes it put in the draft (or live), and which run. */
  readonly confirmed?: Confirmed
  /** From when the next is allowed (now, when nothing is known). */
  readonly nextAt: Date
  readonly throttled: boolean
  /** A remark on an entry the ledger did not believe. */
  readonly note?: string
}

/**
 * What the ledger's key says. An unreadable time, or one further in the future than clock skew
 * explains, is not believed (it would block restores for longer than the platform does); a time
 * slightly ahead counts as "restored now", never more.
 */
export function assess(key: string | undefined, prefix: string, now: number): ThrottleState {
  if (key === undefined) return { lastAt: undefined, nextAt: new Date(now), throttled: false }
  const entry = parseEntry(key, prefix)
  if (!entry || entry.at > now + CLOCK_SKEW_MS) {
    return {
      lastAt: undefined,
      nextAt: new Date(now),
      throttled: false,
      note: `ignored a ledger entry with ${entry ? 'a time in the future' : 'an unreadable time'}`
    }
  }
  const last = Math.min(entry.at, now)
  const next = last + THROTTLE_WINDOW_MS
  const confirmable = entry.operation === 'overwrite' || entry.operation === 'publish'
  const sha256 = confirmable && entry.outcome === 'ok' ? entry.sha256 : undefined
  return {
    lastAt: new Date(last),
    nextAt: new Date(Math.max(next, now)),
    throttled: now < next,
    ...(sha256 ? { confirmed: { sha256, by: entry.by } } : {})
  }
}

/** A confirmed overwrite: the sha256 of the backup it sent, and the run that sent it when the entry says. */
export interface Confirmed {
  readonly sha256: string
  readonly by?: RunOrigin | undefined
}

/** When the last one was, and from when the next is allowed. */
export interface Window {
  readonly last: Date
  readonly next: Date
}

export type Decision =
  | { readonly kind: 'go' }
  /** The bot already runs these bytes: the ledger's newest entry is a confirmed overwrite with them. */
  | ({ readonly kind: 'unchanged'; readonly relied: Confirmed } & Window)
  | ({ readonly kind: 'fail' } & Window)
  | ({ readonly kind: 'skip' } & Window)
  | ({ readonly kind: 'wait' } & Window)

/** The decisions on which the run sends no call. */
export type Halting = Extract<Decision, { kind: 'fail' | 'skip' | 'unchanged' }>

export function makesNoCall(decision: Decision): decision is Halting {
  return decision.kind === 'fail' || decision.kind === 'skip' || decision.kind === 'unchanged'
}

/**
 * What the run does. With `sha256` (skip-unchanged asked, the backup's hash known): nothing, when
 * the bot already runs those bytes, whatever the hour. Else go now or, when the ledger shows a
 * restore within the hour, what `on-throttle` says.
 */
export function decide(state: ThrottleState | undefined, onThrottle: OnThrottle, sha256?: string): Decision {
  if (!state?.lastAt) return { kind: 'go' }
  const window = { last: state.lastAt, next: state.nextAt }
  const confirmed = state.confirmed
  if (sha256 !== undefined && confirmed?.sha256 === sha256) return { kind: 'unchanged', relied: confirmed, ...window }
  if (!state.throttled) return { kind: 'go' }
  return { kind: onThrottle, ...window }
}

/** When the next is allowed after one at `at`. */
export function nextAfter(at: number): Date {
  return new Date(at + THROTTLE_WINDOW_MS)
}

/** When the next is allowed after a run that follows `decision` and makes its call at `callAt` (if it does). */
export function nextAllowedAfter(decision: Decision, callAt: number): Date {
  if (makesNoCall(decision)) return decision.next
  return nextAfter(callAt)
}

/** A decision, and the limit it was made on (its words: `restore`, `publish`). */
interface Ruling<L> {
  readonly decision: Decision
  readonly limit: L
}

/**
 * An overwrite that publishes: both limits are checked before the first call, so a run that could
 * overwrite but not publish sends nothing. Go when both say go; else the one that stops the run,
 * the later window when both do.
 */
export function decideBoth<L>(overwrite: Ruling<L>, publish: Ruling<L>): Ruling<L> {
  const stops = [overwrite, publish].filter(r => r.decision.kind !== 'go')
  if (stops.length < 2) return stops[0] ?? overwrite
  const next = (r: Ruling<L>) => (r.decision.kind === 'go' ? 0 : r.decision.next.getTime())
  return next(publish) > next(overwrite) ? publish : overwrite
}

/** The bytes the live bot runs are `sha256`: the publish ledger's newest entry is a confirmed publish of them. */
export function alreadyLive(publish: ThrottleState | undefined, sha256: string | undefined): boolean {
  return sha256 !== undefined && publish?.confirmed?.sha256 === sha256
}
