// A deploy that proves itself live: once the new version is live, a short scripted conversation with the live
// bot through its custom channel. It starts the conversation over (retrying while the channel goes
// online), sets the script's variables, then says, clicks and checks what the bot said since the
// last say or click, collecting late messages about once a second while an expectation is unmet,
// all within one time limit. An operator taking over ends it. Its failure says plainly that the
// new version is live, and the way back.

import { matches, type SmokeStep } from '../../domain/smoke-script.ts'
import { ActionError } from '../../domain/errors.ts'
import type { Channel, Reply } from '../../platform/platform.ts'
import type { RunContext } from '../context.ts'

/** One line of the conversation, for the summary: who said what, or which expectation held. */
export type TranscriptLine =
  | { readonly who: 'user' | 'bot'; readonly text: string }
  | { readonly who: 'check'; readonly text: string; readonly held: boolean }

/** How the conversation went: the transcript, the bot's version, the failure. */
export interface SmokeReport {
  readonly passed: boolean
  readonly transcript: readonly TranscriptLine[]
  /** The bot's version number, as the channel's config reported it. */
  readonly version: string | undefined
  readonly error?: ActionError | undefined
}

/** The smoke test failed: the new version is live all the same. */
class SmokeTestFailed extends ActionError {}

const WAY_BACK =
  "The new version is live. To go back, deploy the snapshot taken before the overwrite (the 'Snapshot before you overwrite, and roll back' recipe), or deploy a fixed backup live."

/** A conversation under way: what the bot said since the last say or click, its buttons, the transcript. */
class Conversation {
  since: string[] = []
  buttons: Reply['buttons'] = []
  readonly transcript: TranscriptLine[] = []

  take(reply: Reply): void {
    this.since.push(...reply.texts)
    this.buttons = [...this.buttons, ...reply.buttons]
    for (const text of reply.texts) this.transcript.push({ who: 'bot', text })
    if (reply.buttons.length > 0)
      this.transcript.push({ who: 'bot', text: `[${reply.buttons.map(b => b.text).join('] [')}]` })
    if (reply.controlType === 1 || reply.controlType === 2) {
      throw new SmokeTestFailed(
        `The smoke test ended: an operator ${reply.controlType === 2 ? 'took over' : 'was requested in'} the conversation, so the bot no longer answers it.`,
        `Keep the script to paths that stay with the bot. ${WAY_BACK}`
      )
    }
  }
}

interface Session {
  readonly ctx: RunContext
  readonly channel: Channel
  readonly deadline: number
  readonly talk: Conversation
}

const left = (s: Session) => s.deadline - s.ctx.clock.now()

/** A signal that aborts at the conversation's time limit, or when the run is cancelled. */
function limit(s: Session): AbortSignal {
  return AbortSignal.any([s.ctx.cancel.signal, AbortSignal.timeout(Math.max(1, left(s)))])
}

function failed(step: SmokeStep, what: string, s: Session): SmokeTestFailed {
  // The expectation that did not hold is the transcript's last line, marked as such.
  if (step.kind === 'expect' || step.kind === 'expect-not') {
    s.talk.transcript.push({ who: 'check', text: `${step.kind}: ${step.source}`, held: false })
  }
  const said = s.talk.since.length > 0 ? `"${s.talk.since.join(' ').slice(0, 300)}"` : 'nothing'
  return new SmokeTestFailed(
    `The smoke test failed at line ${step.line} of 'smoke-test' (${what}); since the last message the bot said: ${said}.`,
    WAY_BACK
  )
}

/** Starts the conversation over, again about once a second while the channel is still going online. */
async function startOver(s: Session): Promise<void> {
  for (;;) {
    try {
      s.talk.take(await s.channel.chat(undefined, limit(s)))
      return
    } catch (err) {
      if (err instanceof SmokeTestFailed || left(s) <= 1000 || s.ctx.cancel.signal.aborted) {
        throw err instanceof SmokeTestFailed ? err : timedOut('start the conversation', s, err)
      }
      await s.ctx.clock.sleep(1000)
    }
  }
}

function timedOut(what: string, s: Session, err: unknown): SmokeTestFailed {
  const why = err instanceof Error ? err.message : String(err)
  const seconds = s.ctx.inputs.smoke?.timeoutMs ?? 0
  return new SmokeTestFailed(
    `The smoke test could not ${what} within 'smoke-timeout-seconds' (${seconds / 1000} s): the channel gave ${why}.`,
    `Check that the bot's custom channel is enabled and live ('smoke-endpoint', 'smoke-key'). ${WAY_BACK}`
  )
}

/** Sends one message (or presses a button), starting a new span of what the bot said. */
async function send(s: Session, body: { Text: string } | { Command: string }, shown: string): Promise<void> {
  s.talk.since = []
  s.talk.transcript.push({ who: 'user', text: shown })
  try {
    s.talk.take(await s.ctx.cancel.race(s.channel.chat(body, limit(s))))
  } catch (err) {
    if (err instanceof SmokeTestFailed) throw err
    throw timedOut(`send '${shown}'`, s, err)
  }
}

/** Waits for what the bot says to meet `step`, collecting late messages about once a second. */
async function expectSaid(s: Session, step: Extract<SmokeStep, { kind: 'expect' }>): Promise<void> {
  while (!matches(step.pattern, s.talk.since.join(' '))) {
    if (left(s) <= 1000) throw failed(step, `expect: ${step.source}, not met within the time limit`, s)
    await s.ctx.clock.sleep(1000)
    try {
      s.talk.take(await s.ctx.cancel.race(s.channel.chat({ Command: 'PENDING' }, limit(s))))
    } catch (err) {
      if (err instanceof SmokeTestFailed) throw err
      throw failed(step, `expect: ${step.source}, while collecting late messages: ${String(err)}`, s)
    }
  }
  s.talk.transcript.push({ who: 'check', text: `expect: ${step.source}`, held: true })
}

/** The newest button whose text is the given one (case-insensitive), else the newest that contains it. */
function buttonFor(s: Session, text: string) {
  const want = text.toLowerCase()
  const newest = [...s.talk.buttons].reverse()
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
      if (matches(step.pattern, s.talk.since.join(' '))) throw failed(step, `expect-not: ${step.source}, but it did`, s)
      s.talk.transcript.push({ who: 'check', text: `expect-not: ${step.source}`, held: true })
  }
}

/** Runs the script against the live bot with `bearer`; never throws: a failure is the report's. */
export async function converse(ctx: RunContext, bearer: string): Promise<SmokeReport> {
  const settings = ctx.inputs.smoke
  if (!settings) return { passed: true, transcript: [], version: undefined }
  const { endpoint, userId, timeoutMs, steps, variables } = settings
  const channel = ctx.platform.channel({ endpoint, bearer, userId })
  const s: Session = { ctx, channel, deadline: ctx.clock.now() + timeoutMs, talk: new Conversation() }
  ctx.log.info(`Smoke test: talking to the live bot through its custom channel as '${userId}'…`)
  try {
    await startOver(s)
    for (const v of variables) await channel.setVariable(v.name, v.value, limit(s))
    for (const step of steps) await perform(s, step)
  } catch (err) {
    const error = err instanceof ActionError ? err : timedOut('go on', s, err)
    return { passed: false, transcript: s.talk.transcript, version: await versionOf(s), error }
  }
  const version = await versionOf(s)
  ctx.log.info(`Smoke test passed: every expectation held${version ? `; the bot's version is ${version}` : ''}.`)
  return { passed: true, transcript: s.talk.transcript, version }
}

async function versionOf(s: Session): Promise<string | undefined> {
  return s.channel.version(limit(s)).catch(() => undefined)
}
