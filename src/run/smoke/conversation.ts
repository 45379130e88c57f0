// The conversation with the live bot through its custom channel, within one time limit: started
// over while the channel goes online, the script's variables set, then each line said, clicked or
// checked against what the bot said since. Its failure says what the live bot is.

import { matches, PATTERN_LIMIT_MS, SlowPattern, type SmokeStep } from '../../domain/smoke-script.ts'
import { ActionError } from '../../domain/errors.ts'
import type { Channel } from '../../platform/platform.ts'
import { ChannelRefused } from '../../platform/mishap.ts'
import type { RunContext } from '../context.ts'
import type { SmokeReport } from '../reports.ts'
import { Conversation, SmokeTestFailed } from './talk.ts'

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
    s.talk.note({ who: 'check', text: `${step.kind}: ${step.source}`, held: false })
  }
  const said = s.talk.since.length > 0 ? `"${s.talk.since.join(' ').slice(0, 300)}"` : 'nothing'
  return new SmokeTestFailed(
    `The smoke test failed at line ${step.line} of 'smoke-test' (${what}); since the last message the bot said: ${said}.`,
    s.talk.wayBack
  )
}

/** Starts the conversation over, again about once a second while the channel is still going online. */
async function startOver(s: Session): Promise<void> {
  for (;;) {
    try {
      s.talk.take(await s.channel.chat(undefined, limit(s)))
      return
    } catch (err) {
      const final = err instanceof SmokeTestFailed || err instanceof ChannelRefused
      if (final || left(s) <= 1000 || s.ctx.cancel.signal.aborted) {
        throw err instanceof SmokeTestFailed ? err : stopped('start the conversation', s, err)
      }
      await s.ctx.clock.sleep(1000)
    }
  }
}

const CHECK_CHANNEL = "Check that the bot's custom channel is enabled and live ('smoke-endpoint', 'smoke-key')."

/** Why the conversation stopped short of `what`: the run was cancelled, the time limit came, or the channel failed. */
function stopped(what: string, s: Session, err: unknown): SmokeTestFailed {
  if (s.ctx.cancel.signal.aborted)
    return new SmokeTestFailed(`The smoke test was cancelled as it tried to ${what}.`, s.talk.wayBack)
  const why = err instanceof Error ? err.message : String(err)
  if (err instanceof ChannelRefused) {
    const key = s.ctx.inputs.smoke?.key === undefined ? "the run's token" : "'smoke-key'"
    return new SmokeTestFailed(
      `The smoke test could not ${what}: the channel refused ${key} (${why}).`,
      `Check ${key}: give 'smoke-key' the key of the bot's custom channel (its settings show it), or leave it empty to use the run's token on the current channel form. ${s.talk.wayBack}`
    )
  }
  if (left(s) > 1000) {
    return new SmokeTestFailed(
      `The smoke test could not ${what}: the channel gave ${why}.`,
      `${CHECK_CHANNEL} ${s.talk.wayBack}`
    )
  }
  const seconds = s.ctx.inputs.smoke?.timeoutMs ?? 0
  return new SmokeTestFailed(
    `The smoke test could not ${what} within 'smoke-timeout-seconds' (${seconds / 1000} s): the channel gave ${why}.`,
    `${CHECK_CHANNEL} ${s.talk.wayBack}`
  )
}

/** Whether what the bot said since the last message meets `step`'s pattern; a pattern too slow to match fails the step. */
function holds(s: Session, step: Extract<SmokeStep, { kind: 'expect' | 'expect-not' }>): boolean {
  try {
    return matches(step.pattern, s.talk.since.join(' '))
  } catch (err) {
    if (!(err instanceof SlowPattern)) throw err
    const slow = `the regular expression took longer than ${PATTERN_LIMIT_MS / 1000} s to match what the bot said: write a simpler one`
    throw failed(step, `${step.kind}: ${step.source}, ${slow}`, s)
  }
}

/** Sends one message (or presses a button), starting a new span of what the bot said. */
async function send(s: Session, body: { Text: string } | { Command: string }, shown: string): Promise<void> {
  s.talk.since = []
  s.talk.note({ who: 'user', text: shown })
  try {
    s.talk.take(await s.ctx.cancel.race(s.channel.chat(body, limit(s))))
  } catch (err) {
    if (err instanceof SmokeTestFailed) throw err
    throw stopped(`send '${shown}'`, s, err)
  }
}

/** Waits for what the bot says to meet `step`, collecting late messages about once a second. */
async function expectSaid(s: Session, step: Extract<SmokeStep, { kind: 'expect' }>): Promise<void> {
  while (!holds(s, step)) {
    if (left(s) <= 1000) throw failed(step, `expect: ${step.source}, not met within the time limit`, s)
    await s.ctx.clock.sleep(1000)
    try {
      s.talk.take(await s.ctx.cancel.race(s.channel.chat({ Command: 'PENDING' }, limit(s))))
    } catch (err) {
      if (err instanceof SmokeTestFailed) throw err
      if (s.ctx.cancel.signal.aborted) throw stopped(`collect late messages for line ${step.line}`, s, err)
      // The time limit came while late messages were collected: the expectation was not met in time.
      if (left(s) <= 1000) throw failed(step, `expect: ${step.source}, not met within the time limit`, s)
      throw failed(step, `expect: ${step.source}, while collecting late messages: ${String(err)}`, s)
    }
  }
  s.talk.note({ who: 'check', text: `expect: ${step.source}`, held: true })
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
      if (holds(s, step)) throw failed(step, `expect-not: ${step.source}, but it did`, s)
      s.talk.note({ who: 'check', text: `expect-not: ${step.source}`, held: true })
  }
}

/**
 * Runs the script against the live bot with `bearer`; never throws: a failure is the report's, and
 * says `wayBack` of the live bot (this run put a new version live, or changed nothing).
 */
export async function converse(ctx: RunContext, bearer: string, wayBack: string): Promise<SmokeReport> {
  const settings = ctx.inputs.smoke
  if (!settings) return { passed: true, transcript: [], version: undefined }
  const { endpoint, userId, timeoutMs, steps, variables } = settings
  const channel = ctx.platform.channel({ endpoint, bearer, userId })
  const s: Session = { ctx, channel, deadline: ctx.clock.now() + timeoutMs, talk: new Conversation(wayBack) }
  ctx.log.info(`Smoke test: talking to the live bot through its custom channel as '${userId}'…`)
  try {
    await startOver(s)
    for (const v of variables) await channel.setVariable(v.name, v.value, limit(s))
    for (const step of steps) await perform(s, step)
  } catch (err) {
    const error = err instanceof ActionError ? err : stopped('go on', s, err)
    return { passed: false, transcript: shownOf(s), version: await versionOf(s), error }
  }
  const version = await versionOf(s)
  ctx.log.info(`Smoke test passed: every expectation held${version ? `; the bot's version is ${version}` : ''}.`)
  return { passed: true, transcript: shownOf(s), version }
}

const shownOf = (s: Session) => s.talk.shown(items => s.ctx.secrets.redactAll(items))

async function versionOf(s: Session): Promise<string | undefined> {
  return s.channel.version(limit(s)).catch(() => undefined)
}
