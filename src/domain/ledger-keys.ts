// The throttle ledger's keys: the subject's prefix (a hash), what an entry says, the seal that proves a
// deploy of this bot wrote it, and the entry with the latest time found by lookups that answer the last saved. Pure.

import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import type { Auth } from './auth.ts'
import { LOOPBACK_HOSTS } from './inputs.ts'
import { ENTRY_NAMES, type EntryName } from './operations.ts'

/** A URL's scheme and a loopback host name, up to its port or path. */
const LOOPBACK_AUTHORITY = new RegExp(`^([a-z]+://)(?:${LOOPBACK_HOSTS})(?=[:/]|$)`)

/**
 * The key prefix of the subject a call counts against (the token's bot, or the account for an account-level
 * restore, with the service endpoint): only a hash, since anyone who reads the repository sees cache keys.
 */
export function ledgerPrefix(serviceEndpoint: string, auth: Auth, keyPrefix: string): string {
  let subject: string
  if (auth.level === 'bot') subject = `bot\0${auth.botApiKey}`
  else if (auth.level === 'account') subject = `account\0${auth.accountApiKey}`
  else subject = 'endpoint'
  // The endpoint as the input parsed it (case, dot segments, a trailing slash, 127.1 folded), its empty segments
  // too, and any name of the loopback (localhost, [::1]) as 127.0.0.1: it cannot tell them apart, so they share.
  const endpoint = serviceEndpoint
    .toLowerCase()
    .replace(/(?<!:)\/{2,}/g, '/')
    .replace(LOOPBACK_AUTHORITY, '$1127.0.0.1')
  const hash = createHash('sha256').update(`xenioo-deploy-ledger\0${endpoint}\0${subject}`).digest('hex').slice(0, 32)
  return `${keyPrefix}${hash}-`
}

/** What an entry says besides its time: which call, whether it is known to have worked, what it sent. */
export interface EntryNote {
  readonly operation: EntryName
  /** `ok`: the platform confirmed it; `unknown`: it may have been applied; `refused`: the platform said its hour is in use. */
  readonly outcome: EntryOutcome
  /** The sha256 of the backup sent, or of the export kept (not a secret: a hash of the backup's bytes). */
  readonly sha256?: string | undefined
  /** An overwrite's: the sha256 of the copy kept of what it replaced (#75), which a rollback puts back. */
  readonly replaced?: string | undefined
  /** The custom channel's `Version` read right after the call (#75): what a later overwrite compares, to see an edit since. */
  readonly version?: number | undefined
  /** The run that made it: its number and ref (neither is a secret). */
  readonly by?: RunOrigin | undefined
}

/** What an entry says of its call: the one list (the key's parser and the post step read it). */
export const ENTRY_OUTCOMES = ['ok', 'unknown', 'refused'] as const
export type EntryOutcome = (typeof ENTRY_OUTCOMES)[number]

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
 * Seals an entry's key: a MAC over the whole key before it, keyed by a secret the deploy holds, so an
 * entry written by anyone else does not verify (the post step's returns a seal already made).
 */
export type Sealer = (unsealed: string) => string

/** A seal's length in hex characters (128 bits). */
export const SEAL_HEX = 32

/** The sealer made from the secret behind the run's token (bot secret, or account key); none for a given `token`. */
export function sealerOf(auth: Auth): Sealer | undefined {
  const secret = auth.level === 'bot' ? auth.botApiSecret : auth.level === 'account' ? auth.accountApiKey : ''
  if (secret === '') return undefined
  // The MAC's key is derived from the secret, never the secret itself.
  const key = createHmac('sha256', secret).update('xenioo-deploy-ledger-seal-v1').digest()
  return unsealed => createHmac('sha256', key).update(unsealed).digest('hex').slice(0, SEAL_HEX)
}

export function sealHolds(entry: Entry, sealer: Sealer): boolean {
  if (!entry.seal) return false
  const expected = Buffer.from(sealer(entry.seal.over))
  const given = Buffer.from(entry.seal.mac)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

/** A `Version` a key holds: a whole number of at most 15 digits. */
const versionPart = (v: number | undefined) =>
  v !== undefined && Number.isSafeInteger(v) && v >= 0 && v < 1e15 ? `-v${v}` : ''

/** What an entry says after its time: `-{operation}-{outcome}[-{sha256}][-r{replaced}][-v{version}][-by-{run number}-{ref}]`. */
function notePart(note: EntryNote): string {
  const shas = `${note.sha256 ? `-${note.sha256}` : ''}${note.sha256 && note.replaced ? `-r${note.replaced}` : ''}`
  return `-${note.operation}-${note.outcome}${shas}${versionPart(note.version)}${originPart(note.by)}`
}

/** A key's time: milliseconds in 13 digits (until the year 2286), so that keys sort and group by time. */
const TIME_DIGITS = 13
const timeDigits = (at: number, level = 0) =>
  String(Math.floor(Math.max(0, at) / 10 ** level)).padStart(TIME_DIGITS - level, '0')

/** `{prefix}{time}[-{operation}-{outcome}[-{sha256}[-r{replaced}]][-v{version}][-by-{run number}-{ref}]]-s{seal}`: always sealed. */
export function ledgerKey(prefix: string, at: number, note: EntryNote | undefined, sealer: Sealer): string {
  const unsealed = `${prefix}${timeDigits(Math.trunc(at))}${note ? notePart(note) : ''}`
  return `${unsealed}-s${sealer(unsealed)}`
}

/** After the prefix: the time, then what the entry says (the call's name, its outcome, the sha256, the run). */
const ENTRY = new RegExp(
  `^(\\d{${TIME_DIGITS}})(?:-(${ENTRY_NAMES.join('|')})-(${ENTRY_OUTCOMES.join('|')})(?:-([0-9a-f]{64})(?:-r([0-9a-f]{64}))?)?(?:-v(\\d{1,15}))?(?:-by-(\\d{1,12})-([A-Za-z0-9._/-]{1,100}))?)?$`
)

/** The entry a key holds, or undefined when it is not one this ledger wrote. */
export function parseEntry(key: string, prefix: string): Entry | undefined {
  if (!key.startsWith(prefix)) return undefined
  const sealed = new RegExp(`^(.*)-s([0-9a-f]{${SEAL_HEX}})$`).exec(key)
  const over = sealed ? (sealed[1] as string) : key
  const m = ENTRY.exec(over.slice(prefix.length))
  if (!m) return undefined
  const by = m[7] && m[8] ? { runNumber: m[7], ref: m[8] } : undefined
  const version = m[6] === undefined ? undefined : Number(m[6])
  const [operation, outcome] = [m[2] as EntryNote['operation'], m[3] as EntryNote['outcome']]
  const note = m[2] ? { operation, outcome, sha256: m[4], replaced: m[5], version, by } : {}
  return { at: Number(m[1]), ...note, seal: sealed ? { mac: sealed[2] as string, over } : undefined }
}

/** The time a key of `prefix` carries, as far as its digits go (an unreadable key still has the digits it was found by). */
export function timeOfKey(key: string, prefix: string): number {
  const digits = /^\d*/.exec(key.slice(prefix.length))?.[0].slice(0, TIME_DIGITS) ?? ''
  return Number(digits.padEnd(TIME_DIGITS, '0'))
}

/** An interval of times (ms, both ends included). */
export interface TimeWindow {
  readonly from: number
  readonly to: number
}

/** A lookup answers at most this many prefixes at once (@actions/cache's limit on keys). */
const PREFIXES_A_LOOKUP = 10
/** Times are told apart to the second: the platform's `Date` has no finer grain. */
const FINEST_LEVEL = 3

const second = (at: number) => Math.floor(at / 10 ** FINEST_LEVEL) * 10 ** FINEST_LEVEL

/** The keys whose time starts with the same digits: the times `from` to `to` (a group of 10^level ms). */
interface Group {
  readonly prefix: string
  readonly from: number
  readonly to: number
}

const groupAt = (prefix: string, start: number, level: number): Group => ({
  prefix: `${prefix}${timeDigits(start, level)}`,
  from: start,
  to: start + 10 ** level - 1
})

/** The groups of 10^level ms that meet `window`, newest first (the first and the last may reach past it). */
function groupsOf(prefix: string, window: TimeWindow, level: number): Group[] {
  const groups: Group[] = []
  const [first, last] = [Math.floor(window.from / 10 ** level), Math.floor(window.to / 10 ** level)]
  for (let g = last; g >= first; g--) groups.push(groupAt(prefix, g * 10 ** level, level))
  return groups
}

/** The fewest groups that cover the seconds of `window` and no other, newest first. */
function cover(prefix: string, window: TimeWindow): Group[] {
  const unit = 10 ** FINEST_LEVEL
  const groups: Group[] = []
  const last = Math.floor(window.to / unit)
  for (let s = Math.floor(window.from / unit); s <= last;) {
    let level = 0
    while (s % 10 ** (level + 1) === 0 && s + 10 ** (level + 1) - 1 <= last) level++
    groups.push(groupAt(prefix, s * unit, FINEST_LEVEL + level))
    s += 10 ** level
  }
  return groups.reverse()
}

/**
 * The key with the latest time in `window`, whatever order the entries were saved in: a lookup answers the
 * newest *saved* key of the first prefix that has one, so the run asks for groups of a time, newest first,
 * then for a later key within the group it hit, to the second, until none is (usually two rounds).
 */
export async function latestByTime(
  lookup: (prefixes: readonly string[]) => Promise<string | undefined>,
  prefix: string,
  window: TimeWindow
): Promise<string | undefined> {
  /** The first of `groups` (newest first) that holds a key, asked ten at a time, at once. */
  const firstIn = async (groups: readonly Group[]) => {
    const chunks: Group[][] = []
    for (let i = 0; i < groups.length; i += PREFIXES_A_LOOKUP) chunks.push(groups.slice(i, i + PREFIXES_A_LOOKUP))
    const keys = await Promise.all(chunks.map(chunk => lookup(chunk.map(g => g.prefix))))
    const i = keys.findIndex(k => k !== undefined)
    const key = keys[i]
    const group = key === undefined ? undefined : chunks[i]?.find(g => key.startsWith(g.prefix))
    return key === undefined || group === undefined ? undefined : { key, group }
  }
  const count = (level: number) => Math.floor(window.to / 10 ** level) - Math.floor(window.from / 10 ** level) + 1
  let level = FINEST_LEVEL
  while (count(level) > PREFIXES_A_LOOKUP) level++
  let groups = groupsOf(prefix, window, level)
  let latest: string | undefined
  while (groups.length > 0) {
    const hit = await firstIn(groups)
    if (!hit) return latest
    const at = second(timeOfKey(hit.key, prefix))
    const upTo = Math.min(hit.group.to, window.to)
    if (at >= second(window.from) && at <= second(window.to)) {
      latest = hit.key
      groups = cover(prefix, { from: at + 10 ** FINEST_LEVEL, to: upTo })
    } else {
      // A group at the window's edge whose newest saved key lies outside it: what of it lies inside, then the older groups.
      const inside = cover(prefix, { from: Math.max(hit.group.from, window.from), to: upTo })
      groups = [...inside, ...groups.slice(groups.indexOf(hit.group) + 1)]
    }
  }
  return latest
}
