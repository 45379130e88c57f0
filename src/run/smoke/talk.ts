// What a conversation with the live bot keeps: the transcript, the bot's latest texts and its
// buttons, bounded whatever the bot says; and the failure of a smoke test, which says what the live
// bot is (the new version and the way back, or as it was when the test ran alone).

import { ActionError } from '../../domain/errors.ts'
import type { RedactAll } from '../../lib/secrets.ts'
import type { Reply } from '../../platform/platform.ts'

/** One line of the conversation, for the summary: who said what, or which expectation held. */
export type TranscriptLine =
  | { readonly who: 'user' | 'bot'; readonly text: string }
  | { readonly who: 'check'; readonly text: string; readonly held: boolean }

/** The smoke test failed: the new version is live all the same. */
export class SmokeTestFailed extends ActionError {}

/** What a failed smoke test run alone says of the live bot: this run changed nothing, so it is as it was. */
export const AS_IT_WAS =
  'This run changed nothing: the live bot is as it was before it. Fix the bot (deploy a fixed backup and publish it) or the script.'

/** What a conversation keeps at most: the bot's lines in the transcript, and its latest texts an expectation is matched against. */
export const MAX_BOT_LINES = 200
const MAX_SINCE = 200

/**
 * A conversation under way: what the bot said since the last say or click, its buttons, the
 * transcript. All bounded, whatever the bot says: the summary stays far under GitHub's 1 MiB.
 */
export class Conversation {
  since: string[] = []
  buttons: Reply['buttons'] = []
  readonly transcript: TranscriptLine[] = []
  #botLines = 0
  /** Where the line saying how many of the bot's lines were not kept stands, once there is one. */
  #gapAt: number | undefined

  /** What a failure says of the live bot (WAY_BACK or AS_IT_WAS). */
  readonly wayBack: string

  constructor(wayBack: string) {
    this.wayBack = wayBack
  }

  /** Adds a line to the transcript (the script's own lines always; the bot's up to MAX_BOT_LINES, then one line counting the rest). */
  note(line: TranscriptLine): void {
    if (line.who !== 'bot' || ++this.#botLines <= MAX_BOT_LINES) return void this.transcript.push(line)
    const gap = { who: 'bot' as const, text: `… ${this.#botLines - MAX_BOT_LINES} more lines of the bot not kept` }
    this.#gapAt ??= this.transcript.push(gap) - 1
    this.transcript[this.#gapAt] = gap
  }

  /**
   * The transcript as it will be shown, read for secrets once more: the bot's texts together in
   * order (a secret said one piece per answer, with the user's lines between), then every line.
   */
  shown(redactAll: RedactAll): TranscriptLine[] {
    const texts = this.transcript.map(l => l.text)
    const bot = this.transcript.flatMap((l, i) => (l.who === 'bot' ? [i] : []))
    redactAll(bot.map(i => texts[i] as string)).forEach((text, k) => (texts[bot[k] as number] = text))
    const all = redactAll(texts)
    return this.transcript.map((l, i) => ({ ...l, text: all[i] as string }))
  }

  take(reply: Reply): void {
    this.since = [...this.since, ...reply.texts].slice(-MAX_SINCE)
    this.buttons = [...this.buttons, ...reply.buttons].slice(-MAX_SINCE)
    for (const text of reply.texts) this.note({ who: 'bot', text })
    if (reply.buttons.length > 0) this.note({ who: 'bot', text: `[${reply.buttons.map(b => b.text).join('] [')}]` })
    if (reply.controlType === 1 || reply.controlType === 2) {
      throw new SmokeTestFailed(
        `The smoke test ended: an operator ${reply.controlType === 2 ? 'took over' : 'was requested in'} the conversation, so the bot no longer answers it.`,
        `Keep the script to paths that stay with the bot. ${this.wayBack}`
      )
    }
  }
}
