// The smoke test: a scripted conversation with the live bot through its custom channel, once the
// new version is live (or as the run's call), after the deploy's outputs and record are kept. Its
// script's steps, its bounded transcript, its outputs, its failure and the way back are here.

import { Output, type OutputName } from '../domain/constants.ts'
import { ActionError } from '../domain/errors.ts'
import { matches, PATTERN_LIMIT_MS, SlowPattern, type SmokeStep } from '../domain/smoke.ts'
import type { RedactAll } from '../lib/secrets.ts'
import { reasonOf, untrusted } from '../lib/text.ts'
import { ChannelRefused } from '../platform/network-errors.ts'
import type { Channel, Reply } from '../platform/platform.ts'
import type { RunContext, Step } from './context.ts'
import {
  type Done,
  type Failure,
  type RunState,
  type NextTimes,
  type Outcome,
  type Section,
  type SmokeKept,
  type SmokeReport,
  type StepView,
  type TranscriptLine,
  withReport
} from './outcome.ts'

const SMOKE = 'smoke-test'
const keptOf = (known: RunState) => known.reports?.[SMOKE]

/** Why the smoke test cannot prove anything after `outcome`; undefined when it can run. */
function notNow(ctx: RunContext, outcome: Outcome): string | undefined {
  if (ctx.inputs.dryRun) return 'a dry run sends nothing to the channel'
  if (outcome.goneLive !== undefined) return outcome.goneLive === true ? undefined : outcome.goneLive
  if (outcome.kind === 'no-call') {
    return `the run ${outcome.result === 'skipped' ? 'was skipped' : 'sent nothing'}, so the live bot did not change`
  }
  return outcome.kind === 'done' ? 'nothing went live in this run' : 'the run failed before anything went live'
}

/**
 * What a failed smoke test says of the live bot after this run put a new version live: the way back,
 * and from when the platform lets each of its calls go out (`next`, this run's next allowed times).
 */
export function wayBack(next: NextTimes | undefined): string {
  const when = (at: string | undefined) => (at ? `from ${at}` : 'once its hour allows')
  if (next?.restore) {
    return `The new version is live. To go back, deploy the snapshot taken before the overwrite (the 'Snapshot before you overwrite, and roll back' recipe), or a fixed backup: a rollback overwrite can go out from ${next.restore}, and its publish ${when(next.publish)} (the platform allows one of each per bot per hour).`
  }
  return `The bot's draft is live now. To go back, overwrite the draft with the backup that ran before and publish it: the next publish can go out ${when(next?.publish)} (one publish per bot per hour); an overwrite has its own hour, which this run did not read.`
}

/** The conversation: `after` this run's publish (its outcome says from when a rollback can go out), or alone. */
async function talk(ctx: RunContext, after?: Outcome): Promise<SmokeReport> {
  const bearer = ctx.inputs.smoke?.key ?? (await ctx.cancel.race(ctx.token.current()))
  return converse(ctx, bearer, after ? wayBack(after.next) : AS_IT_WAS)
}

/** The conversation, in the summary: what was said, what the bot answered, which expectations held. */
function section(kept: SmokeKept | undefined): Section | undefined {
  if (!kept) return undefined
  if ('skipped' in kept) return { text: `Smoke test: not run (${kept.skipped}).` }
  const { passed, transcript, version } = kept.ran
  const who = { user: 'You', bot: 'Bot', check: 'Check' } as const
  const lines = transcript.map(l => `${who[l.who]}: ${l.text}${l.who === 'check' ? (l.held ? ' ✓' : ' ✗') : ''}`)
  const said = version === undefined ? '' : `; the bot's version is ${version}`
  return {
    heading: `Smoke test: ${passed ? 'passed' : 'failed'}`,
    list: lines.length > 0 ? lines : ['(nothing was said)'],
    text: `Through the bot's custom channel${said}.`
  }
}

function outputs(kept: SmokeKept | undefined): [OutputName, string][] {
  if (!kept || 'skipped' in kept) return []
  const out: [OutputName, string][] = [[Output.SmokeTest, kept.ran.passed ? 'passed' : 'failed']]
  if (kept.ran.version !== undefined) out.push([Output.BotVersion, kept.ran.version])
  return out
}

export const smokeTest: Step = {
  key: SMOKE,
  limitIn: () => undefined,
  asked: inputs => inputs.smoke !== undefined,
  changesNothing: true,
  would(ctx, as) {
    const smoke = ctx.inputs.smoke
    if (as !== 'after') return `would ${ctx.inputs.operation.would}`
    if (!smoke) return ''
    return `, then talk to the live bot (${smoke.steps.length} steps of 'smoke-test', through ${untrusted(smoke.endpoint, 200)})`
  },
  async call(ctx, known) {
    const ran = await talk(ctx)
    const kept = { asCall: true, ran }
    const failed: Failure | undefined = ran.error && { ...known, kind: 'failed', error: ran.error }
    const passed: Done = { ...known, kind: 'done', result: 'smoke-tested', at: ctx.clock.now() }
    const outcome: Outcome = failed ?? passed
    return withReport(outcome, SMOKE, kept)
  },
  async after(ctx, outcome) {
    if (!ctx.inputs.smoke) return outcome
    const why = notNow(ctx, outcome)
    if (why && !ctx.inputs.dryRun) ctx.log.info(`The smoke test did not run: ${why}.`)
    if (why) return withReport(outcome, SMOKE, { skipped: why })
    try {
      return withReport(outcome, SMOKE, { asCall: false, ran: await talk(ctx, outcome) })
    } catch (err) {
      // No token for the channel (the run was cancelled, or renewing it failed): it did not run.
      return withReport(outcome, SMOKE, { skipped: reasonOf(err) })
    }
  },
  view(outcome): StepView {
    const kept = keptOf(outcome)
    const failed = kept && 'ran' in kept && !kept.ran.passed && !kept.asCall ? kept.ran.error : undefined
    return {
      outputs: outputs(kept),
      ending: failed ? '; smoke test failed' : undefined,
      error: failed,
      section: section(kept)
    }
  }
}

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
