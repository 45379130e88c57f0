// A scripted conversation with the live bot: the variables set, the greeting (up to three starts while the
// channel goes online), each line of the script; a failure names the line and quotes the bot (bounded, redacted).

import { ActionError, QuotingError } from '../domain/errors.ts'
import type { Naming } from '../domain/words.ts'
import type { Cancellation } from '../lib/cancel.ts'
import type { RedactAll } from '../lib/secrets.ts'
import type { Clock } from '../lib/time.ts'
import { ChannelLasting, ChannelRefused, type Channel, type Reply } from './channel.ts'
import { matches, PATTERN_LIMIT_MS, SlowPattern, type SmokeStep } from './script.ts'

export type TranscriptLine =
  | { readonly who: 'user' | 'bot'; readonly text: string }
  | { readonly who: 'check'; readonly text: string; readonly held: boolean }

export interface SmokeReport {
  readonly passed: boolean
  readonly transcript: readonly TranscriptLine[]
  readonly version: string | undefined
  readonly error?: ActionError | undefined
}

/** What a conversation is given: the channel, the script, its limits, and what a failure says of the live bot. */
export interface Talk {
  readonly channel: Channel
  readonly steps: readonly SmokeStep[]
  readonly variables: readonly { name: string; value: string }[]
  readonly userId: string
  /** The script, as a failure names it: `'script'`, or its file. */
  readonly scriptName: string
  readonly timeoutMs: number
  /** What the channel was given, in a refusal's words: `'channel-key'`, `the token`. */
  readonly bearerName: string
  /** What a failure says of the live bot: from when a rollback can go out, or that this step changed nothing. */
  readonly wayBack: WayBack
  readonly clock: Clock
  readonly cancel: Cancellation
  readonly redactAll: RedactAll
  readonly log: (message: string) => void
  readonly words: Naming
}

/** What a failure says of the live bot, given whether the bot's answers failed the script. */
export type WayBack = (answers: boolean) => string

/** Where a line of a script failed: the line, the step with why, what the bot said since the last message. */
export interface FailedAt {
  readonly line: number
  readonly what: string
  readonly said: string
}

/** The smoke test failed: a line of the script (`at`), the channel, the time limit or a cancel. */
export class SmokeTestFailed extends QuotingError {
  readonly at: FailedAt | undefined
  constructor(own: string, fix: string, at?: FailedAt) {
    super(at ? `${own.replace(/\.$/, '')}; since the last message the bot said: ${at.said}.` : own, fix, own)
    this.at = at
  }
}

/** What a conversation keeps at most: the bot's lines in the transcript, and its latest texts an expectation is matched against. */
export const MAX_BOT_LINES = 200
const MAX_SINCE = 200

/** A conversation under way, bounded whatever the bot says: the summary stays far under GitHub's 1 MiB. */
export class Conversation {
  since: string[] = []
  buttons: Reply['buttons'] = []
  readonly transcript: TranscriptLine[] = []
  #botLines = 0
  /** Where the line counting the bot's lines not kept stands, once there is one. */
  #gapAt: number | undefined
  readonly wayBack: WayBack

  constructor(wayBack: WayBack) {
    this.wayBack = wayBack
  }

  /** The script's own lines always; the bot's up to MAX_BOT_LINES, then one line counting the rest. */
  note(line: TranscriptLine): void {
    if (line.who !== 'bot' || ++this.#botLines <= MAX_BOT_LINES) return void this.transcript.push(line)
    const gap = { who: 'bot' as const, text: `… ${this.#botLines - MAX_BOT_LINES} more lines of the bot not kept` }
    this.#gapAt ??= this.transcript.push(gap) - 1
    this.transcript[this.#gapAt] = gap
  }

  /** The transcript as shown, read for secrets: the bot's texts together (a secret said in pieces), then every line. */
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
        `Keep the script to paths that stay with the bot. ${this.wayBack(false)}`
      )
    }
  }
}

interface Session {
  readonly talk: Talk
  readonly deadline: number
  readonly said: Conversation
}

const left = (s: Session) => s.deadline - s.talk.clock.now()

function limit(s: Session): AbortSignal {
  return AbortSignal.any([s.talk.cancel.signal, AbortSignal.timeout(Math.max(1, left(s)))])
}

function failed(step: SmokeStep, what: string, s: Session): SmokeTestFailed {
  if (step.kind === 'expect' || step.kind === 'expect-not') {
    s.said.note({ who: 'check', text: `${step.kind}: ${step.source}`, held: false })
  }
  const said = s.said.since.length > 0 ? `"${s.said.since.join(' ').slice(0, 300)}"` : 'nothing'
  const own = `The smoke test failed at line ${step.line} of ${s.talk.scriptName} (${what}).`
  return new SmokeTestFailed(own, s.said.wayBack(true), { line: step.line, what, said })
}

/** Starts a run makes at most: each makes the bot greet (a reply the account's message quota counts). */
export const STARTS = 3

/** Sets the variables, then starts the conversation over: up to STARTS times a second apart, while the channel may be going online. */
async function startOver(s: Session): Promise<void> {
  for (let start = 1; ; start++) {
    try {
      for (const v of s.talk.variables) await s.talk.channel.setVariable(v.name, v.value, limit(s))
      return s.said.take(await s.talk.channel.chat(undefined, limit(s)))
    } catch (err) {
      if (err instanceof SmokeTestFailed) throw err
      if (err instanceof ChannelLasting || start >= STARTS || left(s) <= 1000 || s.talk.cancel.signal.aborted)
        throw stopped(`start the conversation${start > 1 ? ` in ${start} starts a second apart` : ''}`, s, err)
      await s.talk.clock.sleep(1000)
    }
  }
}

/** Why the conversation stopped short of `what`: the step was cancelled, the time limit came, or the channel failed. */
function stopped(what: string, s: Session, err: unknown): SmokeTestFailed {
  // The bot's answers are not at fault: the channel, its key or the time stopped the conversation.
  const wayBack = s.said.wayBack(false)
  if (s.talk.cancel.signal.aborted)
    return new SmokeTestFailed(`The smoke test was cancelled as it tried to ${what}.`, wayBack)
  const why = err instanceof Error ? err.message : String(err)
  if (err instanceof ChannelRefused) {
    return new SmokeTestFailed(
      `The smoke test could not ${what}: the channel refused ${s.talk.bearerName} (${why}).`,
      `Check ${s.talk.bearerName}: give ${s.talk.words.input('channel-key')} the key of the bot's custom channel (its settings show it), or leave it empty to use a bot-level token on the current channel form. ${wayBack}`
    )
  }
  const { input } = s.talk.words
  const within = left(s) > 1000 ? '' : ` within ${input('timeout-seconds')} (${s.talk.timeoutMs / 1000} s)`
  const check = `Check that the bot's custom channel is enabled and live (${input('channel-endpoint')}, ${input('channel-key')}).`
  return new SmokeTestFailed(
    `The smoke test could not ${what}${within}: the channel gave ${why}.`,
    `${check} ${wayBack}`
  )
}

/** Whether what the bot said since the last message meets `step`'s pattern; a pattern too slow to match fails the step. */
function holds(s: Session, step: Extract<SmokeStep, { kind: 'expect' | 'expect-not' }>): boolean {
  try {
    return matches(step.pattern, s.said.since.join(' '))
  } catch (err) {
    if (!(err instanceof SlowPattern)) throw err
    const slow = `the regular expression took longer than ${PATTERN_LIMIT_MS / 1000} s to match what the bot said: write a simpler one`
    throw failed(step, `${step.kind}: ${step.source}, ${slow}`, s)
  }
}

/** Sends one message (or presses a button), starting a new span of what the bot said. */
async function send(s: Session, body: { Text: string } | { Command: string }, shown: string): Promise<void> {
  s.said.since = []
  s.said.note({ who: 'user', text: shown })
  try {
    s.said.take(await s.talk.cancel.race(s.talk.channel.chat(body, limit(s))))
  } catch (err) {
    if (err instanceof SmokeTestFailed) throw err
    throw stopped(`send '${shown}'`, s, err)
  }
}

/** Waits for what the bot says to meet `step`, collecting late messages about once a second. */
async function expectSaid(s: Session, step: Extract<SmokeStep, { kind: 'expect' }>): Promise<void> {
  const notMet = `expect: ${step.source}, not met within the time limit`
  while (!holds(s, step)) {
    if (left(s) <= 1000) throw failed(step, notMet, s)
    await s.talk.clock.sleep(1000)
    try {
      s.said.take(await s.talk.cancel.race(s.talk.channel.chat({ Command: 'PENDING' }, limit(s))))
    } catch (err) {
      if (err instanceof SmokeTestFailed) throw err
      if (s.talk.cancel.signal.aborted) throw stopped(`collect late messages for line ${step.line}`, s, err)
      // The time limit came while late messages were collected: the expectation was not met in time.
      if (left(s) <= 1000) throw failed(step, notMet, s)
      throw failed(step, `expect: ${step.source}, while collecting late messages: ${String(err)}`, s)
    }
  }
  s.said.note({ who: 'check', text: `expect: ${step.source}`, held: true })
}

/** The newest button whose text is the given one (case-insensitive), else the newest that contains it. */
function buttonFor(s: Session, text: string) {
  const want = text.toLowerCase()
  const newest = [...s.said.buttons].reverse()
  return newest.find(b => b.text.toLowerCase() === want) ?? newest.find(b => b.text.toLowerCase().includes(want))
}

async function perform(s: Session, step: SmokeStep): Promise<void> {
  switch (step.kind) {
    case 'say':
      return send(s, { Text: step.text }, step.text)
    case 'click': {
      const button = buttonFor(s, step.text)
      if (!button) throw failed(step, `click: ${step.text}, no such button`, s)
      return send(s, { Command: button.command }, `[${button.text}]`)
    }
    case 'expect':
      return expectSaid(s, step)
    case 'expect-not':
      if (holds(s, step)) throw failed(step, `expect-not: ${step.source}, but it did`, s)
      s.said.note({ who: 'check', text: `expect-not: ${step.source}`, held: true })
  }
}

/** The transcript as lines for people (`You: …`, `Bot: …`, `Check: … ✓`). */
export function transcriptLines(report: SmokeReport): string[] {
  const who = { user: 'You', bot: 'Bot', check: 'Check' } as const
  const lines = report.transcript.map(l => `${who[l.who]}: ${l.text}${l.who === 'check' ? (l.held ? ' ✓' : ' ✗') : ''}`)
  return lines.length > 0 ? lines : ['(nothing was said)']
}

/** Runs the script against the live bot; never throws: a failure is the report's. */
export async function converse(talk: Talk): Promise<SmokeReport> {
  const s: Session = { talk, deadline: talk.clock.now() + talk.timeoutMs, said: new Conversation(talk.wayBack) }
  const shown = () => s.said.shown(talk.redactAll)
  const version = () => talk.channel.version(limit(s)).catch(() => undefined)
  talk.log(`Smoke test: talking to the live bot through its custom channel as '${talk.userId}'…`)
  try {
    await startOver(s)
    for (const step of talk.steps) await perform(s, step)
  } catch (err) {
    const error = err instanceof ActionError ? err : stopped('go on', s, err)
    return { passed: false, transcript: shown(), version: await version(), error }
  }
  const v = await version()
  talk.log(`Smoke test passed: every expectation held${v ? `; the bot's version is ${v}` : ''}.`)
  return { passed: true, transcript: shown(), version: v }
}
