// The ledger's part in a run: what it cannot do in this run said (or, with `throttle: required`,
// refused) before any request; opened when the operation is throttled and the ledger is on (the
// store is loaded then, not before), and read once, with what it shows in the step's log.

import type { Auth } from '../domain/auth.ts'
import { LEDGER_LOOKUP_LIMIT_MS, LEDGER_SAVE_LIMIT_MS, SAVE_LIMIT_WHEN_CANCELLED_MS } from '../domain/constants.ts'
import type { ThrottleMode } from '../domain/constants.ts'
import { ledgerPrefix, sealerOf } from '../domain/ledger-keys.ts'
import { legacyKeyPrefix } from '../domain/constants.ts'
import type { Limit } from '../domain/operations.ts'
import { assess, type ThrottleState } from '../domain/throttle.ts'
import type { Clock } from '../lib/time.ts'
import type { Log } from '../lib/log.ts'
import { reasonOf, untrusted } from '../lib/text.ts'
import { InputError } from '../domain/errors.ts'
import { Input } from '../domain/constants.ts'
import { Ledger, stillApplies, type LedgerStore } from './ledger.ts'
import { offBecause, type Sight } from './sight.ts'

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** Opens the ledger's store: the store, or why the cache cannot be used in this run. */
export type OpenStore = () => Promise<LedgerStore | string>

interface OpenLedgerOptions {
  readonly inputs: {
    readonly throttle: ThrottleMode
    readonly serviceEndpoint: string
    readonly auth: Auth
  }
  readonly log: Log
  readonly openStore: OpenStore
  /** What the ledger can see in this run (said by `sayWhatItCannot` before any request). */
  readonly sight: Sight
  /** Aborts when the run is cancelled: a save under way is then cut short. */
  readonly cancelled: AbortSignal
}

const REQUIRED_FIX =
  "Let the job read and write the Actions cache (no 'cache-mode', or 'cache-mode: write'; a trigger whose runs may write it), or set 'throttle: cache' to go on without the ledger; the platform's own limit still applies."

/**
 * Says once, before any request, what this run's ledger cannot do and why (a warning), or whose
 * entries it shares when fewer than a branch's (a line of the log). With `throttle: required` a
 * ledger that cannot read or record is an input error instead.
 */
export function sayWhatItCannot(
  inputs: { throttle: ThrottleMode },
  sight: Sight,
  limits: readonly Limit[],
  log: Log
): void {
  if (inputs.throttle === 'off' || limits.length === 0) return
  const { blind, mute, narrow } = sight
  const off = offBecause(sight)
  const cannot = [blind && `cannot read the Actions cache (${blind})`, mute && `cannot record in it (${mute})`]
  if (inputs.throttle === 'required' && (blind || mute)) {
    const why = off ? `can neither read nor record in the Actions cache (${off})` : cannot.filter(Boolean).join(' and ')
    throw new InputError(Input.Throttle, `is 'required', but this run's throttle ledger ${why}.`, REQUIRED_FIX)
  }
  const limit = stillApplies(limits.map(l => l.noun))
  if (off) return log.warning(`Throttle ledger off for this run: ${off}. ${capitalized(limit)}.`)
  if (blind) {
    log.warning(
      `Throttle ledger: this run ${cannot[0]}: the last hour is not known, and the run goes on without it; ${limit}.`
    )
  }
  if (mute) {
    log.warning(
      `Throttle ledger: this run cannot record in the Actions cache (${mute}): the next run within the hour will not know of this one; ${limit}.`
    )
  }
  if (narrow) log.info(`Throttle ledger: ${narrow.what}.`)
}

/** What a run given a `token` (it holds no key to seal or verify an entry) believes of the ledger. */
const UNSEALED =
  "Throttle ledger: a run given a 'token' holds no key to seal its entries or verify others': every entry it finds counts toward the hour, none proves what the bot runs ('skip-unchanged' sends the backup), and a forged one can hide a real one. Give the keys instead of a token to verify the ledger."

/**
 * The ledgers for this run, one per limit in `limits` on one store, or undefined when the ledger
 * does not apply or the cache cannot be used (warned once).
 */
export async function openLedgers(
  { inputs, log, openStore, sight, cancelled }: OpenLedgerOptions,
  limits: readonly Limit[]
): Promise<Ledger[] | { unavailable: string } | undefined> {
  const first = limits[0]
  if (inputs.throttle === 'off' || !first) return undefined
  const off = offBecause(sight)
  if (off) return { unavailable: off }
  const warn = (m: string) => log.warning(m)
  try {
    const store = await openStore()
    if (typeof store === 'string') {
      warn(`Throttle ledger off for this run: ${store}. ${capitalized(stillApplies(limits.map(l => l.noun)))}.`)
      return { unavailable: store }
    }
    const saving = {
      lookupMs: LEDGER_LOOKUP_LIMIT_MS,
      saveMs: LEDGER_SAVE_LIMIT_MS,
      cancelled,
      cancelledSaveMs: SAVE_LIMIT_WHEN_CANCELLED_MS
    }
    const sealer = sealerOf(inputs.auth)
    if (!sealer) log.info(UNSEALED)
    return limits.map(limit => {
      const prefix = ledgerPrefix(inputs.serviceEndpoint, inputs.auth, limit.keyPrefix)
      const legacyPrefix = ledgerPrefix(inputs.serviceEndpoint, inputs.auth, legacyKeyPrefix(limit.keyPrefix))
      return new Ledger({ store, prefix, legacyPrefix, sealer, limit, warn, limits: saving, sight })
    })
  } catch (err) {
    warn(`Throttle ledger off for this run: ${reasonOf(err)}.`)
    return { unavailable: reasonOf(err) }
  }
}

/**
 * Looks the bot up in the ledger and says what it found. An entry is judged on the platform's
 * clock, known once the platform has answered: `settle` waits for that answer (the token's).
 */
export async function readThrottle(
  ledger: Ledger,
  options: { clock: Clock; log: Log; settle: () => Promise<void> }
): Promise<ThrottleState> {
  const { log } = options
  const noun = ledger.limit.noun
  const key = await ledger.lookup()
  if (key !== undefined) await options.settle()
  const state = assess(key, ledger.place, options.clock.now())
  // The cache could not be read (warned): the ledger says nothing of the last hour.
  if (ledger.readTrouble) return state
  if (state.doubt) {
    log.warning(
      `Throttle ledger: not believed: the newest ${noun} entry for this bot (${untrusted(key ?? '', 400)}) ${state.doubt}. Anyone whose code runs in a workflow of the default branch can write the Actions cache, and a newer entry stands in front of the older ones, so the last hour is not known; ${stillApplies([noun])}.`
    )
    return state
  }
  if (state.lastAt) {
    log.info(
      `Throttle ledger: last ${noun} of this bot at ${state.lastAt.toISOString()}; next allowed from ${state.nextAt.toISOString()}.`
    )
  } else log.info(`Throttle ledger: no ${noun} of this bot in the last hour that this run can see; allowed now.`)
  return state
}
