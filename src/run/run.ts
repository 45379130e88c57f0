// One operation from valid inputs to its outcome: its plan (each step's name bound to its room), the
// files checked, the client and the token's owner made, the steps run, the outputs set before the record
// is kept, the steps that change nothing last; and what the steps' views say, gathered.

import { Output, type OutputName } from '../domain/constants.ts'
import type { ActionError } from '../domain/errors.ts'
import type { Inputs } from '../domain/inputs.ts'
import type { Limit, StepName } from '../domain/operations.ts'
import { resolveInputPath } from '../files/confine.ts'
import { openDestination } from '../files/download.ts'
import { checkBackup } from '../files/source.ts'
import type { Secrets } from '../lib/secrets.ts'
import { PlatformClock } from '../platform/platform-clock.ts'
import type { Platform } from '../platform/platform.ts'
import { platformCall } from './call.ts'
import type { Cancellation } from './cancel.ts'
import {
  type Files,
  makeContext,
  type RunContext,
  type RunDependencies,
  type RunSetting,
  type Step
} from './context.ts'
import { limitsOf } from './decision.ts'
import { perform } from './flow.ts'
import { goLive } from './go-live.ts'
import { liveMatch } from './live-match.ts'
import { type Annotated, ended, type Outcome, type Row, type Section, type StepView } from './outcome.ts'
import { record } from './record.ts'
import { smokeTest } from './smoke.ts'

/** The file the operation's role asks for, its path resolved once: a backup to send, or where an export writes. */
async function checkFiles(inputs: Inputs, deps: RunDependencies): Promise<Files> {
  if (inputs.backupFile === undefined || inputs.operation.backup === 'none') return {}
  const place = await resolveInputPath(inputs.backupFile, deps.folders)
  switch (inputs.operation.backup) {
    case 'receive':
      return openDestination(place, deps.folders)
    case 'send': {
      const backup = await checkBackup(place, deps.folders)
      for (const warning of backup.warnings) deps.log.warning(warning, { file: place.inputPath, title: 'Backup file' })
      return { backup }
    }
  }
}

/** The steps after the call whose `changesNothing` is `quiet`, in order, each given the outcome so far. */
async function stepsAfter(ctx: RunContext, outcome: Outcome, quiet: boolean): Promise<Outcome> {
  const steps = ctx.plan.slice(1).filter((s: Step) => Boolean(s.changesNothing) === quiet)
  for (const step of steps) if (step.after && !outcome.reports?.[step.key]) outcome = await step.after(ctx, outcome)
  return outcome
}

/** The context, the flow to the call, and the steps after it that change the bot; never throws. */
async function deploy(inputs: Inputs, setting: RunSetting, opened: Opened): Promise<Outcome> {
  const { deps, secrets, clock } = setting
  try {
    opened.files = await checkFiles(inputs, deps)
    opened.platform = await deps.openPlatform({
      attempts: inputs.retries,
      timeoutMs: inputs.timeoutMs,
      log: deps.log,
      redact: text => secrets.redact(text),
      redactAll: items => secrets.redactAll(items),
      observeDate: date => clock.observe(date),
      userAgent: deps.userAgent
    })
    opened.ctx = makeContext(inputs, planOf(inputs), { files: opened.files, platform: opened.platform }, setting)
    return await stepsAfter(opened.ctx, await perform(opened.ctx), false)
  } catch (err) {
    return ended(err, 'before-call', { backup: opened.files.backup, destination: opened.files.destination })
  }
}

/** What a run opened on its way, to close at its end. */
interface Opened {
  files: Files
  platform?: Platform
  ctx?: RunContext
}

/** Performs the operation of `inputs`; never throws: a failure is the outcome. */
export async function runOperation(
  inputs: Inputs,
  secrets: Secrets,
  deps: RunDependencies,
  cancel: Cancellation
): Promise<Outcome> {
  const clock = new PlatformClock(deps.clock, m => deps.log.debug(m))
  const opened: Opened = { files: {} }
  let outcome = await deploy(inputs, { deps, secrets, cancel, clock }, opened)
  const plan = opened.ctx?.plan ?? planOf(inputs)
  deps.setOutputs(outputsOf(outcome, plan, inputs))
  outcome = { ...outcome, ...(await record(outcome, { ...deps, plan, inputs })) }
  const line = closingLine(outcome, plan, inputs)
  if (line) deps.log.info(line)
  // The deploy's outputs and record are kept first: the conversation with the live bot comes after.
  if (opened.ctx) {
    const proved = await stepsAfter(opened.ctx, outcome, true)
    if (proved !== outcome) deps.setOutputs(outputsOf(proved, plan, inputs))
    outcome = proved
  }
  await opened.platform?.close()
  await opened.files.download?.discard()
  return outcome
}

const STEPS: Record<StepName, Step> = {
  call: platformCall,
  'go-live': goLive,
  'smoke-test': smokeTest,
  'live-match': liveMatch
}

/** The steps of the operation `inputs` ask for, in the order they run. */
export function planOf(inputs: Inputs): readonly Step[] {
  return inputs.operation.steps.map(name => STEPS[name])
}

export type { Row, Section } from './outcome.ts'

/** What the steps say of a run, for the job summary. */
export interface StepsSummary {
  /** The limits the run counts against, in the order of its steps. */
  readonly limits: readonly Limit[]
  /** Rows about what the run was given, before `Result`; rows about what it did, after it. */
  readonly given: readonly Row[]
  readonly rows: readonly Row[]
  /** After the result in the heading: how each step after the call ended. */
  readonly ending: string
  readonly sections: readonly Section[]
  /** The run's failure: its own, else the first step's that failed. */
  readonly error: ActionError | undefined
  /** The steps' own error annotations, made after the run's failure. */
  readonly annotations: readonly Annotated[]
}

const viewsOf = (outcome: Outcome, plan: readonly Step[], inputs: Inputs): StepView[] =>
  plan.map(step => step.view(outcome, inputs))

/** The step outputs the outcome knows, in the order a user reads them. */
export function outputsOf(outcome: Outcome, plan: readonly Step[], inputs: Inputs): (readonly [OutputName, string])[] {
  const out: (readonly [OutputName, string])[] = []
  if (outcome.throttled !== undefined) out.push([Output.Throttled, String(outcome.throttled)])
  if ('result' in outcome) out.push([Output.Result, outcome.result])
  if (outcome.botName !== undefined) out.push([Output.BotName, outcome.botName])
  for (const limit of limitsOf(plan, inputs)) {
    const next = outcome.next?.[limit.noun]
    if (next !== undefined) out.push([limit.output, next])
  }
  for (const view of viewsOf(outcome, plan, inputs)) out.push(...(view.outputs ?? []))
  return out
}

/** The run's last line after a call that was answered: what it brought, and where (the steps say). */
export function closingLine(outcome: Outcome, plan: readonly Step[], inputs: Inputs): string | undefined {
  if (outcome.kind !== 'done') return undefined
  const parts = viewsOf(outcome, plan, inputs).flatMap(v => (v.closing ? [v.closing] : []))
  if (parts.length === 0) return undefined
  const after = parts.map(p => p.after ?? '').join('')
  const sentences = parts.flatMap(p => (p.sentence ? [` ${p.sentence}`] : [])).join('')
  return `Done: ${outcome.result}${after}.${sentences}`
}

/** What the steps of the operation of `inputs` say of `outcome`, for the job summary. */
export function stepsSummary(outcome: Outcome, inputs: Inputs): StepsSummary {
  const plan = planOf(inputs)
  const views = viewsOf(outcome, plan, inputs)
  return {
    limits: limitsOf(plan, inputs),
    given: views.flatMap(v => v.given ?? []),
    rows: views.flatMap(v => v.rows ?? []),
    ending: views.map(v => v.ending ?? '').join(''),
    sections: views.flatMap(v => (v.section ? [v.section] : [])),
    error: 'error' in outcome ? outcome.error : views.find(v => v.error)?.error,
    annotations: views.flatMap(v => v.annotations ?? [])
  }
}
