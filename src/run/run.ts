// One operation from valid inputs to its outcome: the files checked, the platform client and the
// token's owner made, the plan of steps run, then the outputs set before the record is kept, and
// the steps that change nothing last. It names no step, and is loaded only once the inputs are valid.

import type { Inputs } from '../domain/inputs.ts'
import type { FileRole } from '../domain/operations.ts'
import { checkDestination, openDownload, type Destination } from '../files/destination.ts'
import type { Download } from '../files/download.ts'
import { checkBackup, type BackupFile } from '../files/source.ts'
import { PlatformClock } from '../platform/platform-clock.ts'
import type { Secrets } from '../lib/secrets.ts'
import type { Platform } from '../platform/platform.ts'
import type { Cancellation } from './cancel.ts'
import type { RunContext, RunDependencies } from './context.ts'
import { perform } from './flow.ts'
import { ended, type Outcome } from './outcome.ts'
import { planOf } from './plan.ts'
import { record } from './record.ts'
import { closingLine, outputsOf, stepsSaid, type StepsSaid } from './report.ts'
import type { Step } from './context.ts'
import { TokenOwner } from './token.ts'

/** What the run's context is made from besides the inputs, the files and the platform. */
interface RunSetting {
  readonly deps: RunDependencies
  readonly secrets: Secrets
  readonly cancel: Cancellation
  readonly clock: PlatformClock
}

/** The backup file, checked before any request: the one to send, or where an export may write. */
interface Files {
  readonly backup?: BackupFile
  readonly destination?: Destination
  /** The export's temporary file, created before any request. */
  readonly download?: Download
}

/** The file the operation's role asks for: a backup to send, or where an export writes. */
async function checkFiles(inputs: Inputs, deps: RunDependencies): Promise<Files> {
  const inputPath = inputs.backupFile
  if (inputPath === undefined) return {}
  const byRole: Record<FileRole, () => Promise<Files>> = {
    none: () => Promise.resolve({}),
    receive: async () => {
      const destination = await checkDestination(inputPath, deps.folders)
      return { destination, download: await openDownload(destination) }
    },
    send: async () => {
      const backup = await checkBackup(inputPath, deps.folders)
      for (const warning of backup.warnings) deps.log.warning(warning, { file: inputPath, title: 'Backup file' })
      return { backup }
    }
  }
  return byRole[inputs.operation.backup]()
}

function context(inputs: Inputs, files: Files, platform: Platform, run: RunSetting): RunContext {
  const { deps, secrets, clock, cancel } = run
  const where = { serviceEndpoint: inputs.serviceEndpoint, nodeUrl: inputs.nodeUrl }
  const token = new TokenOwner({ auth: inputs.auth, where, platform, clock: deps.clock, log: deps.log, secrets })
  const { log, openStore, origin, journal, sight } = deps
  const { backup, destination, download } = files
  const shared = { inputs, plan: planOf(inputs), backup, destination, download, platform, token, secrets, log }
  return { ...shared, clock, openStore, origin, cancel, journal, sight }
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
      observeDate: date => clock.observe(date)
    })
    opened.ctx = context(inputs, opened.files, opened.platform, setting)
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

/** What the steps of the operation of `inputs` say of `outcome`, for the job summary. */
export function said(outcome: Outcome, inputs: Inputs): StepsSaid {
  return stepsSaid(outcome, planOf(inputs), inputs)
}
