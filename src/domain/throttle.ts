// The throttle policy, pure: what the ledger's newest key says of the last call (`assess`), and what a run,
// real or dry, does about it (`decide`: go, unchanged, fail, skip or wait).

import { THROTTLE_MARGIN_MS, THROTTLE_WINDOW_MS, type OnThrottle } from './constants.ts'
import { parseEntry, sealHolds, timeOfKey, type EntryNote, type RunOrigin, type Sealer } from './ledger-keys.ts'

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
  /** What the newest entry says of its call, when it says (a bare entry does not). */
  readonly lastCall?: LastCall | undefined
  /** Why the newest entry is not believed (unreadable, in the future, not sealed with this run's keys). */
  readonly doubt?: string
  /** When the hour of the entry not believed ends, while it runs (`throttle: required` waits for it). */
  readonly doubtedUntil?: Date
}

/** What the newest entry says of its call: which, how it ended, the run that made it, and the bytes and `Version` when it says. */
export type LastCall = Pick<EntryNote, 'operation' | 'outcome' | 'by' | 'sha256' | 'version' | 'replaced'>

/** Where a subject's entries are, and how they are proven. */
export interface EntryPlace {
  readonly prefix: string
  readonly sealer: Sealer
}

/** Why an entry sealed with another secret is not believed: said as what it most likely is, a changed secret. */
export const OTHER_SEAL =
  "does not carry this bot's seal for the keys this run holds: it was sealed with another secret, most likely before the bot's secret was changed, or with a mistyped one (else someone who can write the ledger wrote it)"

/**
 * What the ledger's newest key says, believed when its seal holds; an unreadable entry, one too far in the
 * future or without this run's seal proves nothing, and the hour it claims is kept (`doubtedUntil`).
 */
export function assess(key: string | undefined, place: EntryPlace, now: number): ThrottleState {
  const unknown = { lastAt: undefined, nextAt: new Date(now), throttled: false }
  if (key === undefined) return unknown
  const claimed = nextAfter(timeOfKey(key, place.prefix))
  const doubted = (doubt: string) => ({ ...unknown, doubt, ...(claimed.getTime() > now && { doubtedUntil: claimed }) })
  const entry = parseEntry(key, place.prefix)
  if (!entry) return doubted('is unreadable')
  if (entry.at > now + CLOCK_SKEW_MS) return { ...unknown, doubt: 'has a time in the future' }
  if (!sealHolds(entry, place.sealer)) return doubted(OTHER_SEAL)
  const last = Math.min(entry.at, now)
  const next = nextAfter(last).getTime()
  const confirmable = entry.operation === 'overwrite' || entry.operation === 'publish'
  const sha256 = confirmable && entry.outcome === 'ok' ? entry.sha256 : undefined
  const { operation, outcome, by, version } = entry
  const said = {
    ...(by && { by }),
    ...(entry.sha256 && { sha256: entry.sha256 }),
    ...(entry.replaced && { replaced: entry.replaced }),
    ...(version !== undefined && { version })
  }
  const lastCall = operation && outcome ? { operation, outcome, ...said } : undefined
  return {
    lastAt: new Date(last),
    nextAt: new Date(Math.max(next, now)),
    throttled: now < next,
    ...(lastCall && { lastCall }),
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
  readonly lastCall?: LastCall | undefined
}

export type Decision =
  | { readonly kind: 'go' }
  /** The bot already runs these bytes: the ledger's newest entry is a confirmed overwrite with them. */
  | ({ readonly kind: 'unchanged'; readonly relied: Confirmed } & Window)
  /** `beyond`: the run would wait, but longer than `max-wait-minutes` (in ms) lets it. */
  | ({ readonly kind: 'fail'; readonly beyond?: number } & Window)
  | ({ readonly kind: 'skip' } & Window)
  | ({ readonly kind: 'wait' } & Window)

/** The decisions on which the run sends no call. */
export type Halting = Extract<Decision, { kind: 'fail' | 'skip' | 'unchanged' }>

export function makesNoCall(decision: Decision): decision is Halting {
  return decision.kind === 'fail' || decision.kind === 'skip' || decision.kind === 'unchanged'
}

/**
 * What the run does: nothing when `sha256` (skip-unchanged) is what the bot already runs, whatever
 * the hour; else go now or, with a call within the hour, what `on-throttle` says.
 */
export function decide(state: ThrottleState | undefined, onThrottle: OnThrottle, sha256?: string): Decision {
  if (!state?.lastAt) return { kind: 'go' }
  const window = { last: state.lastAt, next: state.nextAt, lastCall: state.lastCall }
  const confirmed = state.confirmed
  if (sha256 !== undefined && confirmed?.sha256 === sha256) return { kind: 'unchanged', relied: confirmed, ...window }
  if (!state.throttled) return { kind: 'go' }
  return { kind: onThrottle, ...window }
}

/** When the next is allowed after one at `at`: the hour, and a margin after it by the platform's clock. */
export function nextAfter(at: number): Date {
  return new Date(at + THROTTLE_WINDOW_MS + THROTTLE_MARGIN_MS)
}

/** When the next is allowed after a run that follows `decision` and makes its call at `callAt` (if it does). */
export function nextAllowedAfter(decision: Decision, callAt: number): Date {
  if (makesNoCall(decision)) return decision.next
  return nextAfter(callAt)
}
