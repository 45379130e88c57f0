// The throttle ledger: when each bot was last restored, remembered between runs in the Actions
// cache. The time lives in the cache key itself, so reading it is one lookup without a download.
// It is a best-effort memory, never a lock: any trouble with the cache is one warning, never a
// failed deploy (the platform's own throttle is the backstop).

import { createHash } from 'node:crypto'
import { LEDGER_KEY_PREFIX, THROTTLE_WINDOW_MS } from './constants.ts'
import type { Credentials } from './inputs.ts'

/** The cache as the ledger needs it. Implementations throw with a reason when the cache is in trouble. */
export interface LedgerStore {
  /** The newest key that starts with `prefix`, or undefined when there is none. */
  lookup(prefix: string): Promise<string | undefined>
  save(key: string): Promise<void>
}

/** Tolerated clock difference between runners: a time further in the future is not believed. */
export const CLOCK_SKEW_MS = 2 * 60 * 1000

/**
 * The key prefix for the subject a restore counts against: the token's bot for an overwrite and a
 * bot-level restore, the account for an account-level restore, with a given token the service
 * endpoint (the bot's route) alone; always combined with the service endpoint. Only a hash is
 * kept: cache keys are visible to anyone who can read the repository.
 */
export function ledgerPrefix(serviceEndpoint: string, credentials: Credentials): string {
  let subject: string
  if (credentials.level === 'bot') subject = `bot\0${credentials.botApiKey}`
  else if (credentials.level === 'account') subject = `account\0${credentials.accountApiKey}`
  else subject = 'endpoint'
  const hash = createHash('sha256').update(`xenioo-deploy-ledger\0${serviceEndpoint.toLowerCase()}\0${subject}`).digest('hex').slice(0, 32)
  return `${LEDGER_KEY_PREFIX}${hash}-`
}

export function ledgerKey(prefix: string, at: number): string {
  return `${prefix}${Math.trunc(at)}`
}

export interface ThrottleState {
  /** When the subject was last restored, as far as the ledger knows (after the sanity rules). */
  readonly lastRestoreAt: Date | undefined
  /** From when a restore is allowed again (now, when nothing is known). */
  readonly nextRestoreAt: Date
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
  if (key === undefined) return { lastRestoreAt: undefined, nextRestoreAt: new Date(now), throttled: false }
  const rest = key.startsWith(prefix) ? key.slice(prefix.length) : ''
  const at = /^\d{1,15}$/.test(rest) ? Number(rest) : NaN
  if (!Number.isFinite(at) || at > now + CLOCK_SKEW_MS) {
    return {
      lastRestoreAt: undefined,
      nextRestoreAt: new Date(now),
      throttled: false,
      note: `ignored a ledger entry with ${Number.isFinite(at) ? 'a time in the future' : 'an unreadable time'}`
    }
  }
  const last = Math.min(at, now)
  const next = last + THROTTLE_WINDOW_MS
  return { lastRestoreAt: new Date(last), nextRestoreAt: new Date(Math.max(next, now)), throttled: now < next }
}

export class Ledger {
  readonly prefix: string
  readonly #store: LedgerStore
  readonly #warn: (message: string) => void
  #warned = false

  constructor(store: LedgerStore, prefix: string, warn: (message: string) => void) {
    this.#store = store
    this.prefix = prefix
    this.#warn = warn
  }

  #trouble(action: string, err: unknown): void {
    if (this.#warned) return
    this.#warned = true
    const why = err instanceof Error ? err.message : String(err)
    this.#warn(`Throttle ledger: could not ${action} the Actions cache (${why}). Going on without it; the platform's own limit of one restore per bot per hour still applies.`)
  }

  /** The newest entry's key, or undefined on a miss or when the cache is in trouble (warned once). */
  async lookup(): Promise<string | undefined> {
    try {
      return await this.#store.lookup(this.prefix)
    } catch (err) {
      this.#trouble('read', err)
      return undefined
    }
  }

  /** Records a restore at `at`. Never throws. */
  async record(at: number): Promise<boolean> {
    try {
      await this.#store.save(ledgerKey(this.prefix, at))
      return true
    } catch (err) {
      this.#trouble('write to', err)
      return false
    }
  }
}
