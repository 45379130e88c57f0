// The throttle ledger: each bot's last calls remembered in a store's keys (the Actions cache; a folder), found by prefix;
// a best-effort memory, never a lock: any trouble is one warning, and the platform's own limit is the backstop.

import {
  latestByTime,
  ledgerKey,
  SEAL_HEX,
  type EntryNote,
  type Sealer,
  type TimeWindow
} from '../domain/ledger-keys.ts'
import type { EntryPlace } from '../domain/throttle.ts'
import type { Limit } from '../domain/operations.ts'
import { bounded } from '../lib/time.ts'
import { reasonOf } from '../lib/text.ts'
import { type Sight, stillApplies } from './sight.ts'
import type { Words } from '../domain/words.ts'

/** The cache as the ledger needs it: it throws with a reason when in trouble, and gives up what it can on `signal`. */
export interface LedgerStore {
  /** What it is, in a warning: `the Actions cache`, `the ledger folder '…'`. */
  readonly name: string
  /** The newest saved key that starts with the first of `prefixes` (at most 10) that any key starts with, or undefined. */
  lookup(prefixes: readonly string[], signal: AbortSignal): Promise<string | undefined>
  /** Resolves only when the cache confirmed the entry. */
  save(key: string, signal: AbortSignal): Promise<void>
  /** One run at a time for `prefixes`' subjects where runs share the store (a folder; the cache has `concurrency:`): at
   * most `holdMs`, until `release`; an ActionError when another holds it longer, an Error when it cannot be taken. */
  hold?(prefixes: readonly string[], holdMs: number, signal: AbortSignal): Promise<void>
  release?(): Promise<void>
  /** The run's journal: what the store must hold if the run ended now (it replaces what it held), kept where the next
   * run (or the post step) finds it; rejects when it cannot keep them. */
  journal(entries: readonly PendingEntry[]): Promise<void>
}

/** An entry as the post step needs it, with the seal it cannot make (it holds no secret). */
export interface PendingEntry {
  readonly prefix: string
  readonly noun: string
  readonly at: number
  readonly note: EntryNote
  readonly seal: string
}

export interface LedgerLimits {
  readonly lookupMs: number
  readonly saveMs: number
  /** Aborts a while after the run was cancelled (lib/time.ts `graceAfter`): no save goes on past it. */
  readonly grace?: AbortSignal
}

export interface LedgerOptions {
  readonly store: LedgerStore
  readonly prefix: string
  /** Seals the entries it writes and verifies those it reads. */
  readonly sealer: Sealer
  /** The platform's limit the entries count against (its noun is in the warning). */
  readonly limit: Limit
  readonly warn: (message: string) => void
  readonly limits: LedgerLimits
  /** What this run's ledger cannot do (ledger/sight.ts), said before any call: it is not tried. */
  readonly sight?: Pick<Sight, 'blind' | 'mute'>
  /** Who tries again to save what this run could not, and when (the shell's words). */
  readonly later: Words['later']
  /** The run's ledgers on the same store: its trouble is said once, for all their limits. */
  readonly together?: { readonly nouns: readonly Limit['noun'][]; warned: boolean }
}

/** The post step saves an entry under its time + 1 ms: a save the main step abandoned may still hold the entry's own key. */
export const postAt = (at: number) => at + 1

/** The key an entry left for the post step is saved under (its time + 1 ms, with the seal made for it). */
export const keyOfPending = (e: PendingEntry): string => ledgerKey(e.prefix, postAt(e.at), e.note, () => e.seal)

export class Ledger {
  readonly store: LedgerStore
  readonly prefix: string
  readonly limit: Limit
  /** Where its entries are and how they are proven, for the reading of what the lookup found. */
  readonly place: EntryPlace
  readonly #warn: (message: string) => void
  readonly #limits: LedgerLimits
  readonly #sight: Pick<Sight, 'blind' | 'mute'>
  readonly #later: Words['later']
  readonly #together: NonNullable<LedgerOptions['together']>
  #refusesWrites: boolean

  constructor(options: LedgerOptions) {
    this.store = options.store
    this.prefix = options.prefix
    this.place = { prefix: options.prefix, sealer: options.sealer }
    this.limit = options.limit
    this.#warn = options.warn
    this.#limits = options.limits
    this.#sight = options.sight ?? {}
    this.#later = options.later
    this.#together = options.together ?? { nouns: [options.limit.noun], warned: false }
    this.#refusesWrites = this.#sight.mute !== undefined
  }

  /** The cache refuses writes (the job's cache mode, a read-only token, as on pull requests from forks): retrying is pointless. */
  get refusesWrites(): boolean {
    return this.#refusesWrites
  }

  #trouble(action: 'read' | 'write to', err: unknown): void {
    const reason = reasonOf(err)
    if (action === 'write to') this.writeTrouble = reason
    if (action === 'write to') this.#refusesWrites ||= /cache write denied/i.test(reason)
    if (this.#together.warned) return
    this.#together.warned = true
    const limit = stillApplies(this.#together.nouns)
    const then =
      action === 'read'
        ? `Going on without it; ${limit}.`
        : this.#refusesWrites
          ? `This run's call is not recorded, and nothing will retry it; ${limit}.`
          : this.#later
            ? `${this.#later.who.charAt(0).toUpperCase()}${this.#later.who.slice(1)} tries again ${this.#later.when}.`
            : `Nothing tries again; ${limit}.`
    this.#warn(`Throttle ledger: could not ${action} ${this.store.name} (${reason}). ${then}`)
  }

  /** The key of the entry with the latest time in `window`, or undefined on a miss or when the cache is in trouble (warned once). */
  async lookup(window: TimeWindow): Promise<string | undefined> {
    if (this.#sight.blind) {
      this.readTrouble = this.#sight.blind
      return undefined
    }
    try {
      return await bounded(this.#limits.lookupMs, signal =>
        latestByTime(prefixes => this.store.lookup(prefixes, signal), this.prefix, window)
      )
    } catch (err) {
      this.readTrouble = `could not read ${this.store.name} (${reasonOf(err)})`
      this.#trouble('read', err)
      return undefined
    }
  }

  /** Why the lookup found nothing it could trust, when the cache was in trouble. */
  readTrouble: string | undefined

  /** Why the last save was not confirmed, when the cache was in trouble. */
  writeTrouble: string | undefined

  keyOf(at: number, note: EntryNote): string {
    return ledgerKey(this.prefix, at, note, this.place.sealer)
  }

  /** The seal of the entry at `at`, for the post step, which holds no secret to make one. */
  sealOf(at: number, note: EntryNote): string {
    return this.keyOf(at, note).slice(-SEAL_HEX)
  }

  /** Records a restore at `at`: true only when the cache confirmed the entry. Never throws. */
  async record(at: number, note: EntryNote): Promise<boolean> {
    if (this.#sight.mute) {
      this.writeTrouble = this.#sight.mute
      return false
    }
    try {
      const key = this.keyOf(at, note)
      await bounded(this.#limits.saveMs, signal => this.store.save(key, signal), this.#limits.grace)
      return true
    } catch (err) {
      this.#trouble('write to', err)
      return false
    }
  }
}
