// The throttle ledger's keys: the subject's prefix (a hash, never a key or a secret), the entry a
// key holds (its time, and what it says of the call), and the seal that proves a deploy of this
// bot wrote it (anyone whose code runs on the default branch can write the cache). Pure.

import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import type { Auth } from './auth.ts'
import { ENTRY_NAMES, type EntryName } from './operations.ts'

/**
 * The key prefix for the subject a call counts against: the token's bot for an overwrite and a
 * bot-level restore, the account for an account-level restore, with a given token the service
 * endpoint (the bot's route) alone; always combined with the service endpoint. Only a hash is
 * kept: cache keys are visible to anyone who can read the repository. `keyPrefix` is the limit's.
 */
export function ledgerPrefix(serviceEndpoint: string, auth: Auth, keyPrefix: string): string {
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
  readonly operation: EntryName
  /** `ok`: the platform confirmed it; `unknown`: it may have been applied; `refused`: the platform said its hour is in use. */
  readonly outcome: EntryOutcome
  /** The sha256 of the backup sent (not a secret: a hash of the backup's bytes). */
  readonly sha256?: string | undefined
  /** The run that made it: its number and ref (neither is a secret). */
  readonly by?: RunOrigin | undefined
}

/** What an entry says of its call: the one list (the key's parser and the post step read it). */
export const ENTRY_OUTCOMES = ['ok', 'unknown', 'refused'] as const
export type EntryOutcome = (typeof ENTRY_OUTCOMES)[number]

/** Which run made an entry. */
export interface RunOrigin {
  readonly runNumber: string
  readonly ref: string
}

/** A run's number and ref as a key may hold them: digits, and a ref of at most 100 plain characters. */
function originPart(by: RunOrigin | undefined): string {
  if (!by || !/^\d{1,12}$/.test(by.runNumber) || by.ref === '') return ''
  return `-by-${by.runNumber}-${by.ref.replace(/[^A-Za-z0-9._/-]/g, '_').slice(0, 100)}`
}

interface Entry extends Partial<EntryNote> {
  readonly at: number
  /** The seal the key ends with (`-s{32 hex}`), and the key before it, which the seal covers. */
  readonly seal?: { readonly mac: string; readonly over: string } | undefined
}

/**
 * Seals an entry's key: a MAC over the whole key before it (prefix, time, operation, outcome,
 * sha256, run), keyed by a secret the deploy holds, so that an entry written by anyone else does
 * not verify. Given a seal already made (the post step holds no secret), it returns that.
 */
export type Sealer = (unsealed: string) => string

/** A seal's length in hex characters (128 bits). */
const SEAL_HEX = 32

/**
 * The sealer of the keys a run may write, from the secret that makes its token: the bot's API
 * secret for a bot-level token, the account's API key for an account-level one. A run given a
 * `token` holds neither: it has no sealer, and can believe no seal.
 */
export function sealerOf(auth: Auth): Sealer | undefined {
  const secret = auth.level === 'bot' ? auth.botApiSecret : auth.level === 'account' ? auth.accountApiKey : ''
  if (secret === '') return undefined
  // The MAC's key is derived from the secret, never the secret itself.
  const key = createHmac('sha256', secret).update('xenioo-deploy-ledger-seal-v1').digest()
  return unsealed => createHmac('sha256', key).update(unsealed).digest('hex').slice(0, SEAL_HEX)
}

/** Whether `entry` carries the seal `sealer` makes for it. */
export function sealHolds(entry: Entry, sealer: Sealer): boolean {
  if (!entry.seal) return false
  const expected = Buffer.from(sealer(entry.seal.over))
  const given = Buffer.from(entry.seal.mac)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

/** What an entry says after its time: `-{operation}-{outcome}[-{sha256}][-by-{run number}-{ref}]`. */
function notePart(note: EntryNote): string {
  return `-${note.operation}-${note.outcome}${note.sha256 ? `-${note.sha256}` : ''}${originPart(note.by)}`
}

/**
 * `{prefix}{time}` and, for entries that say more, `-{operation}-{outcome}[-{sha256}][-by-{run
 * number}-{ref}]`; with a sealer, `-s{seal}` last.
 */
export function ledgerKey(prefix: string, at: number, note?: EntryNote, sealer?: Sealer): string {
  const unsealed = `${prefix}${Math.trunc(at)}${note ? notePart(note) : ''}`
  return sealer ? `${unsealed}-s${sealer(unsealed)}` : unsealed
}

/** After the prefix: the time, then what the entry says (the call's name, its outcome, the sha256, the run). */
const ENTRY = new RegExp(
  `^(\\d{1,15})(?:-(${ENTRY_NAMES.join('|')})-(${ENTRY_OUTCOMES.join('|')})(?:-([0-9a-f]{64}))?(?:-by-(\\d{1,12})-([A-Za-z0-9._/-]{1,100}))?)?$`
)

/** The entry a key holds, or undefined when it is not one this ledger wrote. */
export function parseEntry(key: string, prefix: string): Entry | undefined {
  if (!key.startsWith(prefix)) return undefined
  const sealed = new RegExp(`^(.*)-s([0-9a-f]{${SEAL_HEX}})$`).exec(key)
  const over = sealed ? (sealed[1] as string) : key
  const m = ENTRY.exec(over.slice(prefix.length))
  if (!m) return undefined
  const by = m[5] && m[6] ? { runNumber: m[5], ref: m[6] } : undefined
  const note = m[2]
    ? { operation: m[2] as EntryNote['operation'], outcome: m[3] as EntryNote['outcome'], sha256: m[4], by }
    : {}
  return { at: Number(m[1]), ...note, seal: sealed ? { mac: sealed[2] as string, over } : undefined }
}
