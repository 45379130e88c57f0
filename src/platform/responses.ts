// Reading the platform's answers: the token in any documented shape, and a new bot's key and
// secret. A shape the action does not know is a ResponseShapeError that names the keys it got,
// never their values.

import { ResponseShapeError } from '../domain/errors.ts'
import { untrusted } from '../lib/text.ts'

export interface BotKeys {
  readonly apiKey: string
  readonly apiSecret: string
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
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

/**
 * Reads the token and its minutes of validity from any documented shape: `{token, expire}`,
 * `{Token, Expires}`, either inside `{Data: ...}`; expiry as a number or a numeric string.
 */
export function parseTokenResponse(json: unknown): { token: string; validMinutes: number } {
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
    "Check that 'service-endpoint' (or 'node-url') is the platform's API address, not a web page; if it is, the platform changed its response: please report it."
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

/** A bot in the account's list: its name, key and secret (every secret of the account, masked by the caller at once). */
export interface ListedBot {
  readonly name: string
  readonly apiKey: string
  readonly apiSecret: string
}

/** Reads the account's bot list, `{"Result": [{"Name", "APIKey", "APISecret", …}]}`; entries without a key are left out. */
export function parseBotList(json: unknown): ListedBot[] {
  const list = isRecord(json) ? json.Result : undefined
  if (!Array.isArray(list)) {
    throw new ResponseShapeError(
      `The bot list is not in the documented shape (expected a Result array; got ${describeKeys(json)}).`,
      "Check that 'service-endpoint' is the bot's route on the platform's API; if it is, the platform changed its bot list: please report it. Nothing was changed."
    )
  }
  const text = (v: unknown) => (typeof v === 'string' ? v : '')
  return list
    .filter(isRecord)
    .map(b => ({ name: text(b.Name), apiKey: text(b.APIKey), apiSecret: text(b.APISecret) }))
    .filter(b => b.apiKey !== '')
}

const MESSAGE_KEYS = ['Message', 'message', 'error_description', 'error', 'Error', 'ExceptionMessage'] as const

/**
 * The platform's own message in an error body: a message field of a JSON object, or a plain-text
 * body; undefined for anything else (an HTML page, JSON without one), which is not shown.
 */
export function messageOf(body: string): string | undefined {
  const text = body.trim()
  if (text === '' || text.startsWith('<')) return undefined
  if (!/^[{["]/.test(text)) return text
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    // Not JSON as written (a raw line break inside a string, say): the message field, if it has one.
    const keys = MESSAGE_KEYS.join('|')
    return new RegExp(`"(?:${keys})"\\s*:\\s*"((?:[^"\\\\]|\\\\.)*)"`, 's').exec(text)?.[1]
  }
  if (typeof json === 'string') return json
  if (!isRecord(json)) return undefined
  const key = MESSAGE_KEYS.find(k => typeof json[k] === 'string' && json[k] !== '')
  return key === undefined ? undefined : (json[key] as string)
}

/** The body as JSON, or `notJson()`'s error. */
export function parseJson(text: string, notJson: () => Error): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw notJson()
  }
}

/** The body as JSON, or `fallback` when it is not JSON. */
export function parseJsonOr(text: string, fallback: unknown): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return fallback
  }
}
