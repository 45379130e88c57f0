// The ledger's part in a run: opened when the operation is throttled and `throttle: cache` is set
// (the store is loaded then, not before), and read once, with what it shows in the step's log.

import type { Auth } from './auth.ts'
import { SAVE_LIMIT_WHEN_CANCELLED_MS, type Cancellation } from './cancel.ts'
import type { Clock } from './clock.ts'
import { reasonOf } from './errors.ts'
import { Ledger, ledgerPrefix, type LedgerStore } from './ledger.ts'
import type { Log } from './log.ts'
import type { Operation } from './operations.ts'
import { assess, type ThrottleState } from './throttle.ts'
import { LEDGER_LOOKUP_LIMIT_MS, LEDGER_SAVE_LIMIT_MS, type ThrottleMode } from './constants.ts'

interface LedgerParts {
  readonly inputs: { readonly throttle: ThrottleMode; readonly serviceEndpoint: string; readonly auth: Auth }
  readonly operation: Operation
  readonly log: Log
  readonly openStore: () => Promise<LedgerStore | string>
  readonly cancel: Cancellation
}

/** The ledger for this run, or undefined when it does not apply or the cache cannot be used (warned). */
export async function openLedger(parts: LedgerParts): Promise<Ledger | undefined> {
  const { inputs, operation, log } = parts
  const limit = operation.limit
  if (inputs.throttle !== 'cache' || !limit) return undefined
  const warn = (m: string) => log.warning(m)
  try {
    const store = await parts.openStore()
    if (typeof store === 'string') {
      warn(
        `Throttle ledger off for this run: ${store}. The platform's own limit of one ${limit.noun} per bot per hour still applies.`
      )
      return undefined
    }
    const limits = {
      lookupMs: LEDGER_LOOKUP_LIMIT_MS,
      saveMs: LEDGER_SAVE_LIMIT_MS,
      cancelled: parts.cancel.signal,
      cancelledSaveMs: SAVE_LIMIT_WHEN_CANCELLED_MS
    }
    return new Ledger(
      store,
      ledgerPrefix(inputs.serviceEndpoint, inputs.auth, limit.keyPrefix),
      warn,
      limits,
      limit.noun
    )
  } catch (err) {
    warn(`Throttle ledger off for this run: ${reasonOf(err)}.`)
    return undefined
  }
}

/**
 * Looks the bot up in the ledger and says what it found. An entry is judged on the platform's
 * clock, known once the platform has answered: `settle` waits for that answer (the token's).
 */
export async function readThrottle(
  ledger: Ledger,
  parts: { clock: Clock; log: Log; settle: () => Promise<void>; operation: Operation }
): Promise<ThrottleState> {
  const { log } = parts
  const noun = parts.operation.limit?.noun ?? 'restore'
  const key = await ledger.lookup()
  if (key !== undefined) await parts.settle()
  const state = assess(key, ledger.prefix, parts.clock.now())
  if (state.note) log.warning(`Throttle ledger: ${state.note} (${key ?? ''}); it does not block this run.`)
  if (state.lastAt) {
    log.info(
      `Throttle ledger: last ${noun} of this bot at ${state.lastAt.toISOString()}; next allowed from ${state.nextAt.toISOString()}.`
    )
  } else log.info(`Throttle ledger: no ${noun} of this bot in the last hour that this branch can see.`)
  return state
}
