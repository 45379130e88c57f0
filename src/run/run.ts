// One operation from valid inputs to its outcome: the plan, the files, the client and the token's owner,
// the steps; then their views read once (outputs before the record, the closing line, the summary).

import { Output, type OutputName } from '../domain/constants.ts'
import type { GivenInputs } from '../domain/inputs.ts'
import type { StepName } from '../domain/operations.ts'
import { resolveInputPath } from '../files/confine.ts'
import { openDestination } from '../files/download.ts'
import { checkBackup } from '../files/source.ts'
import type { UnwrittenError } from '../domain/errors.ts'
import type { Secrets } from '../lib/secrets.ts'
import { PlatformClock } from '../platform/platform-clock.ts'
import type { Platform } from '../platform/client.ts'
import { LedgerDoor, sayWhatItCannot } from '../ledger/open.ts'
import { chooseBot } from './bot-name.ts'
import { platformCall } from './call.ts'
import type { Cancellation } from '../lib/cancel.ts'
import {
  type Files,
  makeContext,
  openPlatform,
  type RunContext,
  type RunDependencies,
  type RunSetting,
  type Step
} from './context.ts'
import { limitsOf, limitsShown } from './decision.ts'
import { perform } from './flow.ts'
import { goLive } from './go-live.ts'
import { liveMatch } from './live-match.ts'
import type { ReportView } from './report.ts'
import { ended, type Outcome, type StepView } from './outcome.ts'
import { record } from './record.ts'
import { shelve } from './copies.ts'

/** The file the operation's role asks for, its path resolved once: a backup to send, or where an export writes. */
async function checkFiles(inputs: GivenInputs, deps: RunDependencies): Promise<Files> {
  const role = inputs.operation.backup
  if (inputs.backupFile === undefined || role === 'none' || role === 'kept') return {}
  const place = await resolveInputPath(inputs.backupFile, deps.folders)
  switch (role) {
    case 'receive':
      return openDestination(place, deps.folders)
    case 'send': {
      const backup = await checkBackup(place, deps.folders)
      for (const warning of backup.warnings) deps.log.warning(warning, { file: place.inputPath, title: 'Backup file' })
      return { backup }
    }
  }
}

/** The bot chosen, the context, the flow to the call, and each step after it, given the outcome so far; never throws. */
async function deploy(given: GivenInputs, setting: RunSetting, opened: Opened): Promise<Outcome> {
  const { deps, secrets, clock, cancel } = setting
  try {
    sayWhatItCannot(given, deps.sight, limitsOf(planOf(given), given), deps)
    opened.files = await checkFiles(given, deps)
    opened.platform = await openPlatform(given, deps, secrets, clock)
    const lister = { platform: opened.platform, secrets, cancel, log: deps.log, words: deps.words }
    const { inputs, chosen } = await chooseBot(given, lister)
    const ctx = makeContext(inputs, planOf(inputs), { files: opened.files, platform: opened.platform }, setting)
    opened.ctx = ctx
    let outcome = await perform(ctx, chosen)
    for (const step of ctx.plan.slice(1))
      if (step.after && !outcome.reports?.[step.key]) outcome = await step.after(ctx, outcome)
    return outcome
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

/** Performs the operation of `inputs`; never throws: a failure is the outcome. Its outputs are set before its record is kept. */
export async function runOperation(
  inputs: GivenInputs,
  secrets: Secrets,
  deps: RunDependencies,
  cancel: Cancellation
): Promise<Pick<ReportView, 'outcome' | 'views' | 'limits'> & { readonly unkept?: UnwrittenError | undefined }> {
  const clock = new PlatformClock(deps.clock, m => deps.log.debug(m))
  const opened: Opened = { files: {} }
  const outcome = await deploy(inputs, { deps, secrets, cancel, clock }, opened)
  const plan = opened.ctx?.plan ?? planOf(inputs)
  const views = plan.map(step => step.view(outcome, inputs, deps.words))
  const line = closingLine(outcome, views)
  deps.setOutputs?.(outputsOf(outcome, views, plan, inputs))
  const keys = views.find(v => v.keys)?.keys
  const unkept = keys && deps.keepKeys(keys)
  const ledgers = opened.ctx?.ledgers ?? new LedgerDoor()
  const recorded = { ...outcome, ...(await record(outcome, { ...deps, ledgers })) }
  await ledgers.release()
  if (opened.ctx) await shelve(opened.ctx, recorded)
  if (line && !unkept) deps.log.info(line)
  await opened.platform?.close()
  await opened.files.download?.discard()
  return { outcome: recorded, views, limits: limitsShown(plan, inputs), unkept }
}

const STEPS: Record<StepName, Step> = {
  call: platformCall,
  'go-live': goLive,
  'live-match': liveMatch
}

/** The steps of the operation `inputs` ask for, in the order they run. */
export function planOf(inputs: GivenInputs): readonly Step[] {
  return inputs.operation.steps.map(name => STEPS[name])
}

/** The step outputs the outcome knows, in the order a user reads them. */
function outputsOf(
  outcome: Outcome,
  views: readonly StepView[],
  plan: readonly Step[],
  inputs: GivenInputs
): (readonly [OutputName, string])[] {
  const out: (readonly [OutputName, string])[] = []
  if (outcome.throttled !== undefined) out.push([Output.Throttled, String(outcome.throttled)])
  if ('result' in outcome) out.push([Output.Result, outcome.result])
  if (outcome.botName !== undefined) out.push([Output.BotName, outcome.botName])
  for (const limit of limitsOf(plan, inputs)) {
    const next = outcome.next?.[limit.noun]
    if (next !== undefined) out.push([limit.output, next])
  }
  for (const view of views) out.push(...(view.outputs ?? []))
  return out
}

/** The run's last line after a call that was answered: what it brought, and where (the steps say). */
function closingLine(outcome: Outcome, views: readonly StepView[]): string | undefined {
  if (outcome.kind !== 'done') return undefined
  const parts = views.flatMap(v => (v.closing ? [v.closing] : []))
  if (parts.length === 0) return undefined
  const after = parts.map(p => p.after ?? '').join('')
  const sentences = parts.flatMap(p => (p.sentence ? [` ${p.sentence}`] : [])).join('')
  return `Done: ${outcome.result}${after}.${sentences}`
}
