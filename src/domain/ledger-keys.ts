// The throttle ledger's keys: the subject's prefix (a hash, never a key or a secret), and the
// entry a key holds (its time, and what it says of the call). Pure: the store is src/ledger/.

import { createHash } from 'node:crypto'
import type { Auth } from './auth.ts'

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
  readonly operation: 'restore' | 'overwrite' | 'backup' | 'publish'
  /** `ok`: the platform confirmed it; `unknown`: it may have been applied. */
  readonly outcome: 'ok' | 'unknown'
  /** The sha256 of the backup sent (not a secret: a hash of the backup's bytes). */
  readonly sha256?: string | undefined
  /** The run that made it: its number and ref (neither is a secret). */
  readonly by?: RunOrigin | undefined
}

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
}

/** `{prefix}{time}` and, for entries that say more, `-{operation}-{outcome}[-{sha256}][-by-{run number}-{ref}]`. */
export function ledgerKey(prefix: string, at: number, note?: EntryNote): string {
  const more = note
    ? `-${note.operation}-${note.outcome}${note.sha256 ? `-${note.sha256}` : ''}${originPart(note.by)}`
    : ''
  return `${prefix}${Math.trunc(at)}${more}`
}

/** The entry a key holds, or undefined when it is not one this ledger wrote. */
export function parseEntry(key: string, prefix: string): Entry | undefined {
  if (!key.startsWith(prefix)) return undefined
  const m =
    /^(\d{1,15})(?:-(restore|overwrite|backup|publish)-(ok|unknown)(?:-([0-9a-f]{64}))?(?:-by-(\d{1,12})-([A-Za-z0-9._/-]{1,100}))?)?$/.exec(
      key.slice(prefix.length)
    )
  if (!m) return undefined
  const by = m[5] && m[6] ? { runNumber: m[5], ref: m[6] } : undefined
  const note = m[2]
    ? { operation: m[2] as EntryNote['operation'], outcome: m[3] as EntryNote['outcome'], sha256: m[4], by }
    : {}
  return { at: Number(m[1]), ...note }
}
