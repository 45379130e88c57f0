// Reading a publish's answer: `{"Errors": [...], "Online": [...]}`, whose elements the platform's docs
// do not describe: a channel's name as a string, or an object naming the channel (and, for an
// error, its message). Everything in it is outside text: bounded, redacted and cleaned here, so
// what leaves this file can be shown.

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
}

const NAME_KEYS = ['Channel', 'channel', 'Name', 'name', 'ChannelName', 'Provider', 'provider', 'Id', 'id', 'Type']
const MESSAGE_KEYS = ['Message', 'message', 'Error', 'error', 'Description', 'description', 'Reason', 'Text']
/** The most of either list kept: a bot has a handful of channels. */
const MAX_ITEMS = 50

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}

/** The first string among `keys` of `v`, cleaned; undefined when there is none. */
function field(v: Record<string, unknown>, keys: readonly string[], clean: (t: string) => string): string | undefined {
  const key = keys.find(k => typeof v[k] === 'string' && v[k] !== '')
  return key === undefined ? undefined : clean(v[key] as string)
}

function listOf(json: Record<string, unknown>, name: string): unknown[] {
  const key = Object.keys(json).find(k => k.toLowerCase() === name)
  const list = key === undefined ? undefined : json[key]
  return Array.isArray(list) ? list.slice(0, MAX_ITEMS) : []
}

/** Reads the answer's two lists; `redact` removes known secrets before the text is cleaned. */
export function readPublication(json: unknown, redact: (text: string) => string): Publication {
  const clean = (t: string) => untrusted(redact(t.slice(0, 2000)), 120)
  if (!isRecord(json)) return { online: [], errors: [], unlisted: true }
  const online = listOf(json, 'online')
    .map(v => (typeof v === 'string' ? clean(v) : isRecord(v) ? field(v, NAME_KEYS, clean) : undefined))
    .filter((v): v is string => v !== undefined && v !== '')
  const errors = listOf(json, 'errors').map((v): ChannelError => {
    if (typeof v === 'string') return { channel: 'unnamed', message: clean(v) }
    if (!isRecord(v)) return { channel: 'unnamed', message: 'an error the answer does not describe' }
    return {
      channel: field(v, NAME_KEYS, clean) ?? 'unnamed',
      message: field(v, MESSAGE_KEYS, clean) ?? 'an error the answer does not describe'
    }
  })
  const listed = Object.keys(json).some(k => ['online', 'errors'].includes(k.toLowerCase()))
  return { online, errors, unlisted: !listed }
}
