// The bot's custom (API) channel, a program's way to chat with the live bot (chat, set a variable, the
// version); its text is cleaned here, and a message is never sent twice.

import { isRecord, untrusted } from '../lib/text.ts'
import type { RedactAll } from '../lib/secrets.ts'
import { parseJsonOr } from '../platform/answers.ts'
import { AnswerTooLarge, describeFailure } from '../platform/network-errors.ts'
import {
  JSON_HEADERS,
  ONLY_IF_NEVER_SENT,
  TransportFailure,
  type Answer,
  type Transport
} from '../platform/transport.ts'

/** A button of the bot's reply: its text, and the command that presses it. */
export interface Button {
  readonly text: string
  readonly command: string
}

/** What one answer of the channel held: the bot's texts and buttons, and whether an operator took over. */
export interface Reply {
  readonly texts: readonly string[]
  readonly buttons: readonly Button[]
  /** 1: an operator was requested; 2: an operator took over (the bot no longer answers). */
  readonly controlType: number
}

/** The channel answered outside 2xx, or not at all (the message says which). */
class ChannelTrouble extends Error {}

/** What asking again cannot change: a redirect (never followed), an answer too large, the credentials refused. */
export class ChannelLasting extends ChannelTrouble {}
/** The channel refused the credentials (HTTP 401 or 403). */
export class ChannelRefused extends ChannelLasting {}

/** What a conversation needs of the channel (ChannelSession; unit tests pass a fake). */
export interface Channel {
  chat(body: { Text: string } | { Command: string } | undefined, signal: AbortSignal): Promise<Reply>
  setVariable(name: string, value: string, signal: AbortSignal): Promise<void>
  version(signal: AbortSignal): Promise<string | undefined>
}

/** The parts of one reply read at most, nested ones included: a bot that floods parts costs no more. */
export const MAX_PARTS = 100

/** The reply's parts (nested ones too) as texts and buttons: bounded, redacted together (a secret in pieces is found), cleaned. */
function readReply(json: unknown, redactAll: RedactAll): Reply {
  const parts: { text: string; command?: string }[] = []
  const walk = (list: unknown, depth: number) => {
    if (!Array.isArray(list) || depth > 5) return
    for (const part of list) {
      if (parts.length >= MAX_PARTS) return
      if (!isRecord(part)) continue
      const text = typeof part.Text === 'string' ? part.Text.slice(0, 2000) : ''
      const command = typeof part.Command === 'string' && part.Command !== '' ? part.Command : undefined
      parts.push(command ? { text, command } : { text })
      walk(part.Parts, depth + 1)
    }
  }
  const body = isRecord(json) ? json : {}
  walk(body.Parts, 0)
  const shown = redactAll(parts.map(p => p.text)).map(t => untrusted(t, 300))
  const texts = parts.flatMap((p, i) => (p.command || shown[i] === '' ? [] : [shown[i] as string]))
  const buttons = parts.flatMap((p, i) => (p.command ? [{ text: shown[i] as string, command: p.command }] : []))
  const control = typeof body.ControlType === 'number' ? body.ControlType : 0
  return { texts, buttons, controlType: control }
}

/** Where the conversation goes, who it is, and how outside text is read for secrets. */
interface SessionOptions {
  readonly endpoint: string
  readonly bearer: string
  readonly userId: string
  readonly redact: (t: string) => string
  readonly redactAll: RedactAll
}

/** One conversation with the bot through its custom channel. */
export class ChannelSession implements Channel {
  readonly #transport: Transport
  readonly #o: SessionOptions

  constructor(transport: Transport, options: SessionOptions) {
    this.#transport = transport
    this.#o = options
  }

  /** Starts over (`undefined`), says something (`{Text}`) or presses a button / collects late messages (`{Command}`). */
  async chat(body: { Text: string } | { Command: string } | undefined, signal: AbortSignal): Promise<Reply> {
    const answer = await this.#exchange('chat', 'POST', body === undefined ? '' : JSON.stringify(body), signal)
    return readReply(parseJsonOr(answer.text, undefined), this.#o.redactAll)
  }

  /** Sets a variable in the conversation, before the first message. */
  async setVariable(name: string, value: string, signal: AbortSignal): Promise<void> {
    await this.#exchange('status', 'POST', JSON.stringify({ UpdateType: 'set-var', Name: name, Value: value }), signal)
  }

  /** The bot's version number, as the channel's config reports it; undefined when it does not say. */
  async version(signal: AbortSignal): Promise<string | undefined> {
    const answer = await this.#exchange('config', 'GET', undefined, signal)
    const json = parseJsonOr(answer.text, undefined)
    const v = isRecord(json) ? json.Version : undefined
    return typeof v === 'number' || typeof v === 'string'
      ? untrusted(this.#o.redact(String(v).slice(0, 2000)), 40)
      : undefined
  }

  async #exchange(route: string, method: 'GET' | 'POST', body: string | undefined, signal: AbortSignal) {
    const { endpoint, bearer, userId } = this.#o
    const headers = { authorization: `Bearer ${bearer}`, 'user-id': userId, ...JSON_HEADERS }
    const exchange = { what: `The channel's ${route}`, url: `${endpoint}/${route}`, policy: ONLY_IF_NEVER_SENT }
    let answer: Answer
    try {
      const sent = { ...exchange, headers, body, signal }
      answer = method === 'GET' ? await this.#transport.get(sent) : await this.#transport.post(sent)
    } catch (err) {
      const cause = err instanceof TransportFailure ? err.cause : err
      const large = cause instanceof AnswerTooLarge
      const trouble = `no whole answer from ${route} (${this.#o.redact(large ? cause.message : describeFailure(cause))})`
      throw large ? new ChannelLasting(trouble) : new ChannelTrouble(trouble)
    }
    if (answer.status === 401 || answer.status === 403) throw new ChannelRefused(`HTTP ${answer.status} from ${route}`)
    if (answer.status >= 300 && answer.status < 400)
      throw new ChannelLasting(`HTTP ${answer.status} from ${route} (a redirect)`)
    if (answer.status < 200 || answer.status >= 300) throw new ChannelTrouble(`HTTP ${answer.status} from ${route}`)
    return answer
  }
}
