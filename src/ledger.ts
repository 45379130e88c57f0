// The throttle ledger: when each bot was last restored (or backed up), remembered between runs in the Actions
// cache. The time lives in the cache key itself, so reading it is one lookup without a download.
// It is a best-effort memory, never a lock: any trouble with the cache is one warning, never a
// failed deploy (the platform's own throttle is the backstop).

import { createHash } from 'node:crypto'
import type { Auth } from './auth.ts'
import { LEDGER_KEY_PREFIX } from './constants.ts'
import { reasonOf } from './errors.ts'

/**
 * The cache as the ledger needs it. Implementations throw with a reason when the cache is in
 * trouble, and when `signal` aborts they give up what they can (the ledger has stopped waiting).
 */
export interface LedgerStore {
  /** The newest key that starts with `prefix`, or undefined when there is none. */
  lookup(prefix: string, signal: AbortSignal): Promise<string | undefined>
  /** Resolves only when the cache confirmed the entry. */
  save(key: string, signal: AbortSignal): Promise<void>
}

export interface LedgerLimits {
  readonly lookupMs: number
  readonly saveMs: number
  /** Once this aborts (the run was cancelled), a save still under way gets at most `cancelledSaveMs` more. */
  readonly cancelled?: AbortSignal
  readonly cancelledSaveMs?: number
}

/** `work`, or a rejection once `ms` have passed (the work is then abandoned, and told so). */
async function bounded<T>(
  ms: number,
  work: (signal: AbortSignal) => Promise<T>,
  cut?: { signal: AbortSignal; ms: number }
): Promise<T> {
  const stop = new AbortController()
  const started = Date.now()
  let timer: NodeJS.Timeout | undefined
  let fail = (_limit: number) => {}
  const late = new Promise<never>((_, reject) => {
    fail = limit => {
      stop.abort()
      reject(new Error(`no answer within ${limit / 1000} s`))
    }
  })
  const arm = (after: number, limit: number) => {
    clearTimeout(timer)
    timer = setTimeout(() => fail(limit), after)
  }
  arm(ms, ms)
  const shorten = () => cut && arm(Math.min(ms - (Date.now() - started), cut.ms), cut.ms)
  if (cut?.signal.aborted) shorten()
  else cut?.signal.addEventListener('abort', shorten, { once: true })
  try {
    return await Promise.race([work(stop.signal), late])
  } finally {
    clearTimeout(timer)
    cut?.signal.removeEventListener('abort', shorten)
  }
}

/**
 * The key prefix for the subject a restore counts against: the token's bot for an overwrite and a
 * bot-level restore, the account for an account-level restore, with a given token the service
 * endpoint (the bot's route) alone; always combined with the service endpoint. Only a hash is
 * kept: cache keys are visible to anyone who can read the repository.
 */
export function ledgerPrefix(serviceEndpoint: string, auth: Auth, keyPrefix = LEDGER_KEY_PREFIX): string {
  let subject: string
  if (auth.level === 'bot') subject = `bot\0${auth.botApiKey}`
  else if (auth.level === 'account') subject = `account\0${auth.accountApiKey}`
  else subject = 'endpoint'
  const hash = createHash('sha256')
    .update(`xenioo-deploy-ledger\0${serviceEndpoint.toLowerCase()}\0${subject}`)
    .digest('hex')
    .slice(0, 32)
  return `${keyPrefix}${hash}-`
}

/** What an entry says besides its time: which call, whether it is known to have worked, what it sent. */
export interface EntryNote {
  readonly operation: 'restore' | 'overwrite' | 'backup'
  /** `ok`: the platform confirmed it; `unknown`: it may have been applied. */
  readonly outcome: 'ok' | 'unknown'
  /** The sha256 of the backup sent (not a secret: a hash of the backup's bytes). */
  readonly sha256?: string
}

export interface Entry extends Partial<EntryNote> {
  readonly at: number
}

/** `{prefix}{time}` and, for entries that say more, `-{operation}-{outcome}[-{sha256}]`. */
export function ledgerKey(prefix: string, at: number, note?: EntryNote): string {
  const more = note ? `-${note.operation}-${note.outcome}${note.sha256 ? `-${note.sha256}` : ''}` : ''
  return `${prefix}${Math.trunc(at)}${more}`
}

/** The entry a key holds, or undefined when it is not one this ledger wrote. */
export function parseEntry(key: string, prefix: string): Entry | undefined {
  if (!key.startsWith(prefix)) return undefined
  const m = /^(\d{1,15})(?:-(restore|overwrite|backup)-(ok|unknown)(?:-([0-9a-f]{64}))?)?$/.exec(
    key.slice(prefix.length)
  )
  if (!m) return undefined
  const note = m[2]
    ? { operation: m[2] as EntryNote['operation'], outcome: m[3] as EntryNote['outcome'], sha256: m[4] }
    : {}
  return { at: Number(m[1]), ...note }
}

export class Ledger {
  readonly prefix: string
  readonly #store: LedgerStore
  readonly #warn: (message: string) => void
  readonly #limits: LedgerLimits
  readonly #noun: string
  #warned = false

  /** `noun` is what the platform limits (`restore`, `backup`), for the warning. */
  constructor(
    store: LedgerStore,
    prefix: string,
    warn: (message: string) => void,
    limits: LedgerLimits,
    noun = 'restore'
  ) {
    this.#store = store
    this.prefix = prefix
    this.#warn = warn
    this.#limits = limits
    this.#noun = noun
  }

  #trouble(action: string, err: unknown): void {
    if (this.#warned) return
    this.#warned = true
    this.#warn(
      `Throttle ledger: could not ${action} the Actions cache (${reasonOf(err)}). Going on without it; the platform's own limit of one ${this.#noun} per bot per hour still applies.`
    )
  }

  /** The newest entry's key, or undefined on a miss or when the cache is in trouble (warned once). */
  async lookup(): Promise<string | undefined> {
    try {
      return await bounded(this.#limits.lookupMs, signal => this.#store.lookup(this.prefix, signal))
    } catch (err) {
      this.#trouble('read', err)
      return undefined
    }
  }

  /** Records a restore at `at`: true only when the cache confirmed the entry. Never throws. */
  async record(at: number, note: EntryNote): Promise<boolean> {
    try {
      const { saveMs, cancelled, cancelledSaveMs } = this.#limits
      const cut = cancelled && cancelledSaveMs !== undefined ? { signal: cancelled, ms: cancelledSaveMs } : undefined
      await bounded(saveMs, signal => this.#store.save(ledgerKey(this.prefix, at, note), signal), cut)
      return true
    } catch (err) {
      this.#trouble('write to', err)
      return false
    }
  }
}
