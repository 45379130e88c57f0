// Reading the platform's answers (a token, a bot's keys, the bot list, a publish's channels, an error's
// message); an unknown shape names the keys it got, never their values; every text is untrusted.

import { ResponseShapeError } from '../domain/errors.ts'
import type { Naming } from '../domain/words.ts'
import type { RedactAll } from '../lib/secrets.ts'
import { isRecord, untrusted } from '../lib/text.ts'

export interface BotKeys {
  readonly apiKey: string
  readonly apiSecret: string
}

function describeKeys(v: unknown): string {
  if (!isRecord(v)) return Array.isArray(v) ? 'a JSON array' : `a JSON ${v === null ? 'null' : typeof v}`
  const keys = Object.keys(v)
    .slice(0, 12)
    .map(k => untrusted(k, 40))
  return keys.length === 0 ? 'an empty JSON object' : `a JSON object with the keys ${keys.join(', ')}`
}

const TOKEN_KEYS = ['token', 'Token'] as const
const EXPIRY_KEYS = ['expire', 'expires', 'Expire', 'Expires'] as const

function minutesOf(v: unknown): number | undefined {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(v) ? Number(v) : NaN
  return Number.isFinite(n) && n > 0 ? n : undefined
}

/** The token and its minutes from any documented shape: `{token, expire}`, `{Token, Expires}`, inside `Data` or not. */
export function parseTokenResponse(json: unknown, w: Naming): { token: string; validMinutes: number } {
  const candidates = isRecord(json) && isRecord(json.Data) ? [json.Data, json] : [json]
  for (const c of candidates) {
    if (!isRecord(c)) continue
    const tokenKey = TOKEN_KEYS.find(k => typeof c[k] === 'string' && c[k].length > 0)
    if (!tokenKey) continue
    const expiryKey = EXPIRY_KEYS.find(k => minutesOf(c[k]) !== undefined)
    if (!expiryKey) {
      throw new ResponseShapeError(
        `The token response has a token but no usable validity (expected a positive number of minutes in one of ${EXPIRY_KEYS.join(', ')}; got ${describeKeys(c)}).`,
        'The platform changed its response: please report it with this message.'
      )
    }
    return { token: c[tokenKey] as string, validMinutes: minutesOf(c[expiryKey]) as number }
  }
  throw new ResponseShapeError(
    `The token response is not in a known shape (expected a token in one of ${TOKEN_KEYS.join(', ')}, optionally inside Data; got ${describeKeys(json)}).`,
    `Check that ${w.input('service-endpoint')} (or ${w.input('node-url')}) is the platform's API address, not a web page; if it is, the platform changed its response: please report it.`
  )
}

/** Reads `{APIKey, APISecret}` from the answer to `call` (restore, overwrite, clone-by-ref). */
export function parseBotKeys(call: string, json: unknown, status = 200): BotKeys {
  if (
    isRecord(json) &&
    typeof json.APIKey === 'string' &&
    json.APIKey !== '' &&
    typeof json.APISecret === 'string' &&
    json.APISecret !== ''
  ) {
    return { apiKey: json.APIKey, apiSecret: json.APISecret }
  }
  throw new ResponseShapeError(
    `The platform answered the ${call} with HTTP ${status} but without the new bot's credentials (expected APIKey and APISecret; got ${describeKeys(json)}).`,
    `The ${call} may have been applied: check the bot in the platform before running again.`
  )
}

export interface ListedBot {
  readonly name: string
  readonly apiKey: string
  readonly apiSecret: string
}

/** The bot a run looks for in the account's list: the one with a key (`bot-name` as a guard), or the one of a name (keys by name). */
export type BotWanted =
  { readonly apiKey: string } | { readonly name: string; readonly lookOf: (name: string) => string }

/** Names that look like the one wanted, said at most. */
export const LOOK_ALIKES_MAX = 5

/** What the run keeps of the account's list; nothing of the other bots but the names that look like the one wanted. */
export interface BotInList {
  /** How many bots the list holds. */
  readonly count: number
  /** The bot asked for: the one with the key, or the one bot of the name (none when two or more have it). */
  readonly own: ListedBot | undefined
  /** How many bots answer what was asked (by name, two or more choose none). */
  readonly matching: number
  /** By name: names that differ from it only by case, spacing or look-alike characters (at most LOOK_ALIKES_MAX). */
  readonly lookAlikes: readonly string[]
}

/** The bot wanted in `{"Result": [{"Name", "APIKey", "APISecret", …}]}` (platform-facts.md, "List bots"). */
export function readBotList(json: unknown, want: BotWanted, w: Naming): BotInList {
  const list = isRecord(json) ? json.Result : undefined
  if (!Array.isArray(list)) {
    throw new ResponseShapeError(
      `The bot list is not in the documented shape (expected a Result array; got ${describeKeys(json)}).`,
      `Check that ${w.input('service-endpoint')} is the bot's route on the platform's API; if it is, the platform changed its bot list: please report it. Nothing was changed.`
    )
  }
  const text = (v: unknown) => (typeof v === 'string' ? v : '')
  const look = 'name' in want ? want.lookOf(want.name) : undefined
  const isIt = (name: string, key: string) => ('apiKey' in want ? key === want.apiKey : name === want.name)
  const looksLikeIt = (name: string) => 'name' in want && want.lookOf(name) === look
  let [count, matching] = [0, 0]
  let own: ListedBot | undefined
  const lookAlikes: string[] = []
  for (const b of list) {
    if (!isRecord(b) || typeof b.APIKey !== 'string' || b.APIKey === '') continue
    count++
    const name = text(b.Name)
    if (isIt(name, b.APIKey)) {
      matching++
      own ??= { name, apiKey: b.APIKey, apiSecret: text(b.APISecret) }
    } else if (lookAlikes.length < LOOK_ALIKES_MAX && looksLikeIt(name)) lookAlikes.push(name)
  }
  return { count, own: 'name' in want && matching > 1 ? undefined : own, matching, lookAlikes }
}

const MESSAGE_KEYS = ['Message', 'message', 'error_description', 'error', 'Error', 'ExceptionMessage'] as const

/**
 * What of an error body is shown (its shape is not documented: platform-facts.md): plain text, a JSON
 * string, or a message field; never an HTML page, nor any other JSON (a choice of what to show, not a shape accepted).
 */
export function messageOf(body: string): string | undefined {
  const text = body.trim()
  if (text === '' || text.startsWith('<')) return undefined
  if (!/^[{["]/.test(text)) return text
  const json = parseJsonOr(text, undefined)
  if (typeof json === 'string') return json
  if (!isRecord(json)) return undefined
  const key = MESSAGE_KEYS.find(k => typeof json[k] === 'string' && json[k] !== '')
  return key === undefined ? undefined : (json[key] as string)
}

export function parseJson(text: string, notJson: () => Error): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw notJson()
  }
}

export function parseJsonOr(text: string, fallback: unknown): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return fallback
  }
}

/** A channel that reported an error while the bot was published, and what it said. */
export interface ChannelError {
  readonly channel: string
  readonly message: string
}

/** What a publish put online: the channels now live, and those that reported an error. */
export interface Publication {
  readonly online: readonly string[]
  readonly errors: readonly ChannelError[]
  /** The answer did not list the channels (not read, or not in the documented shape): what went online is not known. */
  readonly unlisted: boolean
  /** Why the answer was not read at all, when it was not (a 2xx over 1 MiB). */
  readonly unread?: string
  /** The answer's beginning (redacted, cleaned), when it is not in the documented shape. */
  readonly unknownShape?: string
}

/** Channel names are strings elsewhere in the API; the fields of an element that is an object are not documented. */
const NAME_KEYS = ['Channel', 'Name']
const CHANNEL_MESSAGE_KEYS = ['Message', 'Error']
/** The most of either list kept: a bot has a handful of channels. */
const MAX_ITEMS = 50
const UNDESCRIBED = 'an error the answer does not describe'

/** The first string among `keys` of `v`; undefined when there is none. */
function field(v: Record<string, unknown>, keys: readonly string[]): string | undefined {
  const key = keys.find(k => typeof v[k] === 'string' && v[k] !== '')
  return key === undefined ? undefined : (v[key] as string).slice(0, 2000)
}

/** A channel online: a string, or an object that names it; undefined for anything else. */
function onlineName(v: unknown): string | undefined {
  if (typeof v === 'string') return v.slice(0, 2000)
  return isRecord(v) ? field(v, NAME_KEYS) : undefined
}

function channelError(v: unknown): ChannelError {
  if (typeof v === 'string') return { channel: 'unnamed', message: v.slice(0, 2000) }
  if (!isRecord(v)) return { channel: 'unnamed', message: UNDESCRIBED }
  return { channel: field(v, NAME_KEYS) ?? 'unnamed', message: field(v, CHANNEL_MESSAGE_KEYS) ?? UNDESCRIBED }
}

/**
 * Reads a publish's answer in its documented shape (platform-facts.md, "Publish": `{"Errors": [...],
 * "Online": [...]}`, elements strings or objects); any other claims no channel and keeps its beginning.
 * `redactAll` removes known secrets from all its texts, read together, before each is cleaned.
 */
export function readPublication(text: string, redactAll: RedactAll): Publication {
  const json = parseJsonOr(text, undefined)
  const online = isRecord(json) && Array.isArray(json.Online) ? json.Online.slice(0, MAX_ITEMS).map(onlineName) : []
  if (!isRecord(json) || !Array.isArray(json.Online) || !Array.isArray(json.Errors) || online.includes(undefined)) {
    const excerpt = untrusted(redactAll([text.slice(0, 4000)])[0] ?? '', 200)
    return { online: [], errors: [], unlisted: true, unknownShape: excerpt === '' ? 'an empty answer' : excerpt }
  }
  const names = online as string[]
  const found = json.Errors.slice(0, MAX_ITEMS).map(channelError)
  // The texts of the answer read together field by field (the names online in order, the erring
  // channels' names in order, their messages in order: a secret in pieces, one per item, with other
  // fields between), then all of them once more in the order shown, then cleaned.
  const fields = [names, found.map(e => e.channel), found.map(e => e.message)].map(redactAll)
  const [shown, channels, messages] = fields.map(f => f.map(t => untrusted(t, 120))) as [string[], string[], string[]]
  const all = redactAll([...shown, ...channels.flatMap((c, i) => [c, messages[i] as string])])
  const errors = found.map((_, i) => ({
    channel: all[shown.length + 2 * i] as string,
    message: all[shown.length + 2 * i + 1] as string
  }))
  return { online: all.slice(0, shown.length).filter(v => v !== ''), errors, unlisted: false }
}
