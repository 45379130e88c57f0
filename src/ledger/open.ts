// The ledger's part in a run: what it cannot do said (or refused) before any request, then opened and
// read once when the operation is throttled, with what it shows in the log.

import type { Auth, GivenAuth } from '../domain/auth.ts'
import {
  LEDGER_HORIZON_MS,
  LEDGER_LOOKUP_LIMIT_MS,
  LEDGER_SAVE_LIMIT_MS,
  SAVE_LIMIT_WHEN_CANCELLED_MS
} from '../domain/constants.ts'
import type { ThrottleMode } from '../domain/constants.ts'
import { type EntryNote, ledgerPrefix, sealerOf, timeOfKey, type TimeWindow } from '../domain/ledger-keys.ts'
import { callsOf, type Limit } from '../domain/operations.ts'
import { lastCallName } from '../domain/last-call.ts'
import { assess, CLOCK_SKEW_MS, type ThrottleState } from '../domain/throttle.ts'
import { type Clock, graceAfter } from '../lib/time.ts'
import type { Log } from '../lib/log.ts'
import { reasonOf, untrusted } from '../lib/text.ts'
import { ActionError, InputError } from '../domain/errors.ts'
import { Input } from '../domain/constants.ts'
import { Ledger, type PendingEntry, postAt, type LedgerStore } from './ledger.ts'
import { offWarning, type Sight, stillApplies } from './sight.ts'
import type { Words } from '../domain/words.ts'

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
  /** How long this run may hold a store's lock (LedgerStore.hold), from its lookup to its last limited call's entry; none for a run that only reads. */
  readonly holdMs?: number
  /** The shell's words: who tries again to save what this run could not, and how a sentence names an input or setting. */
  readonly words: LedgerWords
}
type LedgerWords = Pick<Words, 'later' | 'input' | 'setting'>

/** Says before any request what the ledger cannot do (a warning; with `throttle: required`, an input error). */
export function sayWhatItCannot(
  inputs: { throttle: ThrottleMode; auth: GivenAuth },
  sight: Sight,
  limits: readonly Limit[],
  { log, words }: { log: Log; words: LedgerWords }
): void {
  if (inputs.throttle === 'off' || limits.length === 0) return
  if (inputs.throttle === 'required' && inputs.auth.level === 'token') {
    throw new InputError(Input.Throttle, `is 'required', but ${unsealed(words)}.`, tokenFix(words))
  }
  sight.say?.(
    inputs.throttle,
    limits.map(l => l.noun),
    log
  )
}

/** Why a run given a `token` has no ledger: every entry is sealed with a key made from a secret it does not hold. */
const unsealed = (w: LedgerWords) =>
  `a run given a ${w.input('token')} holds no secret to seal the throttle ledger's entries or to verify them`
const tokenFix = (w: LedgerWords) =>
  `Give ${w.input('account-api-key')}, ${w.input('bot-api-key')} and ${w.input('bot-api-secret')} instead of ${w.input('token')} (the entries are sealed with a key made from the bot's secret), or set ${w.setting('throttle', 'cache')} to go on without the ledger; the platform's own limit still applies.`

/** One ledger per limit, on one store; undefined when the ledger does not apply, why when it cannot be used. */
export async function openLedgers(
  { inputs, log, openStore, sight, cancelled, holdMs, words }: OpenLedgerOptions,
  limits: readonly Limit[]
): Promise<Ledger[] | { unavailable: string } | undefined> {
  if (inputs.throttle === 'off' || limits.length === 0) return undefined
  if (sight.off) return { unavailable: sight.off }
  const nouns = limits.map(l => l.noun)
  const warn = (m: string) => log.warning(m)
  const sealer = sealerOf(inputs.auth)
  if (!sealer) {
    warn(offWarning(unsealed(words), nouns))
    return { unavailable: unsealed(words) }
  }
  try {
    const store = await openStore()
    if (typeof store === 'string') {
      warn(offWarning(store, nouns))
      return { unavailable: store }
    }
    const grace = cancelled && graceAfter(cancelled, SAVE_LIMIT_WHEN_CANCELLED_MS)
    const saving = { lookupMs: LEDGER_LOOKUP_LIMIT_MS, saveMs: LEDGER_SAVE_LIMIT_MS, grace }
    const prefixes = limits.map(limit => ledgerPrefix(inputs.serviceEndpoint, inputs.auth, limit.keyPrefix))
    if (holdMs !== undefined) await store.hold?.(prefixes, holdMs, cancelled)
    const together = { nouns, warned: false }
    return limits.map(
      (limit, i) =>
        new Ledger({
          store,
          prefix: prefixes[i] as string,
          sealer,
          limit,
          warn,
          limits: saving,
          sight,
          later: words.later,
          together
        })
    )
  } catch (err) {
    // Another run holds the store's lock for longer than this one may wait: the run ends, nothing sent.
    if (err instanceof ActionError) throw err
    warn(offWarning(reasonOf(err), nouns))
    return { unavailable: reasonOf(err) }
  }
}

/** How far ahead of the runner's clock the first lookup reaches: the platform's clock is not known yet. */
const AHEAD_OF_THE_RUNNER_MS = 24 * 60 * 60 * 1000

/** The times whose entries matter at `now`: back to the cache's eviction horizon, ahead by clock skew. */
const windowAt = (now: number, ahead: number): TimeWindow => ({ from: now - LEDGER_HORIZON_MS, to: now + ahead })

/** What the ledger holds for the subject now, by the platform's clock: the latest entry, and one dated in the future that was passed over. */
export interface Newest {
  readonly key: string | undefined
  readonly passedOver?: string
}

/**
 * The subject's latest entry by the platform's clock: looked up beside the token request with a day's room
 * ahead, then, once the platform answered (`settle`), looked up again where its clock asks for more.
 */
export async function newestEntry(ledger: Ledger, clock: Clock, settle: () => Promise<unknown>): Promise<Newest> {
  const first = windowAt(clock.now(), AHEAD_OF_THE_RUNNER_MS)
  const key = await ledger.lookup(first)
  await settle()
  const wanted = windowAt(clock.now(), CLOCK_SKEW_MS)
  const future = key !== undefined && timeOfKey(key, ledger.prefix) > wanted.to
  if (ledger.readTrouble || (!future && first.from <= wanted.from && first.to >= wanted.to)) return { key }
  return { key: await ledger.lookup(wanted), ...(future && { passedOver: key }) }
}

/** Looks the bot up and says what it found, judged on the platform's clock once the token's answer came (`settle`). */
async function readThrottle(ledger: Ledger, options: Reading): Promise<ThrottleState> {
  const { log, clock } = options
  const noun = ledger.limit.noun
  let tokenWorked = true
  const { key, passedOver } = await newestEntry(ledger, clock, async () => (tokenWorked = await options.settle()))
  const now = clock.now()
  if (!tokenWorked) return assess(undefined, ledger.place, now)
  const state = assess(key, ledger.place, now)
  if (passedOver) {
    log.warning(
      `Throttle ledger: passed over an entry for this bot with a time in the future (${untrusted(passedOver, 400)}): no run writes one, so it proves nothing.`
    )
  }
  // The cache could not be read (warned): the ledger says nothing of the last hour.
  if (ledger.readTrouble) return state
  if (state.doubt) {
    const until = state.doubtedUntil
      ? `its hour, if it was a ${noun}, ends at ${state.doubtedUntil.toISOString()}`
      : 'its hour is over'
    log.warning(
      `Throttle ledger: not believed: the newest ${noun} entry for this bot (${untrusted(key ?? '', 400)}) ${state.doubt}. It proves nothing of what the bot runs, and ${until}; ${stillApplies([noun])}.`
    )
    return state
  }
  if (state.lastAt) {
    const next = state.throttled ? `next allowed from ${state.nextAt.toISOString()}` : 'its hour is over: allowed now'
    log.info(
      `Throttle ledger: ${lastCallName(ledger.limit, state.lastCall)} of this bot at ${state.lastAt.toISOString()}; ${next}.`
    )
  } else
    log.info(`Throttle ledger: no ${callsOf(noun)} of this bot in the last hour that this run can see; allowed now.`)
  return state
}

/** One limit's ledger as the run read it: plain data (what it showed, and any trouble reading it). */
export interface View {
  readonly noun: Limit['noun']
  readonly state: ThrottleState
  readonly readTrouble?: string | undefined
}

/** An entry a run makes: its limit, its time, what it says. */
export interface EntryToMake {
  readonly noun: Limit['noun']
  readonly at: number
  readonly note: EntryNote
}

/** The run's one door to its ledgers: read (plain views back), held where the store locks until the last limited call's
 * entry (or a wait, or the end); entries go in by their limit. */
export class LedgerDoor {
  readonly #open = new Map<Limit['noun'], Ledger>()
  #store: LedgerStore | undefined
  #last: Limit['noun'] | undefined

  constructor(ledgers: readonly Ledger[] = []) {
    for (const ledger of ledgers) this.#open.set(ledger.limit.noun, ledger)
    this.#store = ledgers[0]?.store
  }

  /** Whether a ledger could not be read or written (it warned). */
  get troubled(): boolean {
    return [...this.#open.values()].some(l => l.readTrouble !== undefined || l.writeTrouble !== undefined)
  }

  /** Whether the store is shared by runs at once (it holds a lock): a run that waited reads it again. */
  get shared(): boolean {
    return this.#store?.hold !== undefined
  }

  /** The ledgers' views, when the ledger applies and can be used; why not, when it applies and cannot. `reads`: also read, never spent. */
  async lookUp(
    options: OpenLedgerOptions & Reading,
    limits: readonly Limit[],
    reads: readonly Limit[] = []
  ): Promise<View[] | Unavailable> {
    const more = reads.filter(r => !limits.some(l => l.noun === r.noun))
    const opened = await openLedgers(options, [...limits, ...more])
    if (!opened || 'unavailable' in opened) return opened
    this.#store = opened[0]?.store
    this.#last = limits.at(-1)?.noun
    for (const ledger of opened) this.#open.set(ledger.limit.noun, ledger)
    const states = await Promise.all(opened.map(ledger => readThrottle(ledger, options)))
    return opened.map((l, i) => ({ noun: l.limit.noun, state: states[i] as ThrottleState, readTrouble: l.readTrouble }))
  }

  /** The entry as the post step would save it; none where its ledger is not open, or refuses writes (warned). */
  pending(e: EntryToMake): PendingEntry | undefined {
    const ledger = this.#open.get(e.noun)
    if (!ledger || ledger.refusesWrites) return undefined
    return { prefix: ledger.prefix, noun: e.noun, at: e.at, note: e.note, seal: ledger.sealOf(postAt(e.at), e.note) }
  }

  /** Writes the run's journal to the store (replacing what it held); nothing where no ledger was opened. */
  async journal(entries: readonly PendingEntry[]): Promise<void> {
    await this.#store?.journal(entries)
  }

  /** Saves the entry: whether the cache confirmed it. */
  async record(e: EntryToMake): Promise<boolean> {
    return (await this.#open.get(e.noun)?.record(e.at, e.note)) ?? false
  }

  /** A call against `noun` has its entry: the lock is let go when no later call of the run counts against a limit. */
  async entered(noun: Limit['noun']): Promise<void> {
    if (noun === this.#last) await this.release()
  }

  /** Lets the store's lock go (before a wait, at the run's end); it says itself what it could not. */
  async release(): Promise<void> {
    await this.#store?.release?.()
  }
}

type Unavailable = { unavailable: string } | undefined

/** What reading needs besides opening: the platform's clock, and the run's token request settled (true: a token came). */
interface Reading {
  readonly clock: Clock
  readonly log: Log
  readonly settle: () => Promise<boolean>
}
