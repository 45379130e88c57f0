// Reading a publish's answer: `{"Errors": [...], "Online": [...]}`, whose elements the platform's docs
// do not describe: a channel's name as a string, or an object naming the channel (and, for an
// error, its message). Everything in it is outside text: bounded, redacted and cleaned here, so
// what leaves this file can be shown.

import type { RedactAll } from '../lib/secrets.ts'
import { untrusted } from '../lib/text.ts'

/** A channel that reported an error while the bot was published, and what it said. */
export interface ChannelError {
  readonly channel: string
  readonly message: string
}

/** What a publish put online: the channels now live, and those that reported an error. */
export interface Publication {
  readonly online: readonly string[]
  readonly errors: readonly ChannelError[]
  /** The answer listed neither (an empty or unreadable body): what went online is not known. */
  readonly unlisted: boolean
  /** Why the answer was not read at all, when it was not (a 2xx over 1 MiB). */
  readonly unread?: string
}

const NAME_KEYS = ['Channel', 'channel', 'Name', 'name', 'ChannelName', 'Provider', 'provider', 'Id', 'id', 'Type']
const MESSAGE_KEYS = ['Message', 'message', 'Error', 'error', 'Description', 'description', 'Reason', 'Text']
/** The most of either list kept: a bot has a handful of channels. */
const MAX_ITEMS = 50

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}

/** The first string among `keys` of `v`, as `take` keeps it; undefined when there is none. */
function field(v: Record<string, unknown>, keys: readonly string[], take: (t: string) => string): string | undefined {
  const key = keys.find(k => typeof v[k] === 'string' && v[k] !== '')
  return key === undefined ? undefined : take(v[key] as string)
}

/** The answer's own object: the body, or its `Data` (or `Result`) where it wraps the lists. */
function bodyOf(json: Record<string, unknown>): Record<string, unknown> {
  const has = (v: Record<string, unknown>) => Object.keys(v).some(k => ['online', 'errors'].includes(k.toLowerCase()))
  if (has(json)) return json
  const inner = Object.entries(json).find(([k, v]) => ['data', 'result'].includes(k.toLowerCase()) && isRecord(v))
  return inner && has(inner[1] as Record<string, unknown>) ? (inner[1] as Record<string, unknown>) : json
}

/**
 * A list as the answer gives it: a list, one string, or an object of `{name: value}`; `[]` when it
 * says none (false, ''; for errors, absent or null too); undefined when it is there in no shape of
 * a list (`true`, a number, `{}`), or a list of channels online is absent or null: not known.
 */
function listOf(json: Record<string, unknown>, name: 'online' | 'errors'): unknown[] | undefined {
  const key = Object.keys(json).find(k => k.toLowerCase() === name)
  const list = key === undefined ? undefined : json[key]
  if (list === undefined || list === null) return name === 'errors' ? [] : undefined
  if (list === false) return []
  if (Array.isArray(list)) return (list as unknown[]).slice(0, MAX_ITEMS)
  if (typeof list === 'string') return list.trim() === '' ? [] : [list]
  if (isRecord(list) && Object.keys(list).length > 0)
    return Object.entries(list)
      .slice(0, MAX_ITEMS)
      .map(([k, v]) => ({ [NAMED]: k, value: v }))
  return undefined
}

/** An element made of a `{name: value}` object's entry. */
const NAMED = Symbol('named')

function onlineName(v: unknown, take: (t: string) => string): string[] {
  if (typeof v === 'string') return v.split(/[,;]/).map(take)
  if (!isRecord(v)) return []
  if (NAMED in v) return v.value === false || v.value === null ? [] : [take(v[NAMED] as string)]
  const name = field(v, NAME_KEYS, take)
  return name === undefined ? [] : [name]
}

const UNDESCRIBED = 'an error the answer does not describe'

function channelError(v: unknown, take: (t: string) => string): ChannelError {
  if (typeof v === 'string') return { channel: 'unnamed', message: take(v) }
  if (!isRecord(v)) return { channel: 'unnamed', message: UNDESCRIBED }
  if (NAMED in v) {
    const { value } = v
    const message =
      typeof value === 'string' ? take(value) : isRecord(value) ? field(value, MESSAGE_KEYS, take) : undefined
    return { channel: take(v[NAMED] as string), message: message ?? UNDESCRIBED }
  }
  return { channel: field(v, NAME_KEYS, take) ?? 'unnamed', message: field(v, MESSAGE_KEYS, take) ?? UNDESCRIBED }
}

/**
 * Reads the answer's two lists, in every shape seen or plausible: lists of names or objects, one
 * string, a `{channel: message}` object, inside `Data`; `redactAll` removes known secrets from all
 * its texts, read together, before each is cleaned.
 */
export function readPublication(json: unknown, redactAll: RedactAll): Publication {
  if (!isRecord(json)) return { online: [], errors: [], unlisted: true }
  const body = bodyOf(json)
  const raw = (t: string) => t.slice(0, 2000)
  const onlineList = listOf(body, 'online')
  const names = (onlineList ?? []).flatMap(v => onlineName(v, raw))
  // Errors in no shape of a list still fail the step: errors the answer does not describe.
  const found = (listOf(body, 'errors') ?? [undefined]).map(v => channelError(v, raw))
  // The texts of the answer read together field by field (the names online in order, the erring
  // channels' names in order, their messages in order: a secret in pieces, one per item, with other
  // fields between), then all of them once more in the order shown, then cleaned.
  const fields = [names, found.map(e => e.channel), found.map(e => e.message)].map(redactAll)
  const [online, channels, messages] = fields.map(f => f.map(t => untrusted(t, 120))) as [string[], string[], string[]]
  const all = redactAll([...online, ...channels.flatMap((c, i) => [c, messages[i] as string])])
  const errors = found.map((_, i) => ({
    channel: all[online.length + 2 * i] as string,
    message: all[online.length + 2 * i + 1] as string
  }))
  // The channels online are known only from an `Online` in the shape of a list (an empty list: none).
  const listed = onlineList !== undefined
  return { online: all.slice(0, online.length).filter(v => v !== ''), errors, unlisted: !listed }
}
