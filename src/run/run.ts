// One operation from valid inputs to its outcome: the backup file checked, the platform client and
// the token's owner made, the operation performed; then, in this order, the outputs published, the
// ledger entry recorded (it may take its 10 s), the closing line, and the client closed. Loaded by
// the action only once the inputs are valid, so a run that stops at its inputs compiles none of it.

import type { Inputs } from '../domain/inputs.ts'
import { checkDestination, openDownload, type Destination } from '../files/destination.ts'
import type { Download } from '../files/download.ts'
import { checkBackup, type BackupFile } from '../files/source.ts'
import { PlatformClock } from '../lib/clock.ts'
import type { Secrets } from '../lib/secrets.ts'
import type { Platform } from '../platform/platform.ts'
import type { Cancellation } from './cancel.ts'
import type { RunContext, RunDependencies } from './context.ts'
import { perform } from './flow.ts'
import { thenProve } from './prove.ts'
import { reasonOf } from '../lib/text.ts'
import { doneLine } from './call.ts'
import { CountedError } from '../domain/errors.ts'
import { ended, entriesOf, errorOf, recordedLine, type Known, type Outcome } from './outcome.ts'
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

async function checkFiles(inputs: Inputs, deps: RunDependencies): Promise<Files> {
  const inputPath = inputs.backupFile
  if (inputPath === undefined) return {}
  if (inputs.operation.backup === 'receive') {
    const destination = await checkDestination(inputPath, deps.folders)
    return { destination, download: await openDownload(destination) }
  }
  const backup = await checkBackup(inputPath, deps.folders)
  for (const warning of backup.warnings) deps.log.warning(warning, { file: inputPath, title: 'Backup file' })
  return { backup }
}

function context(inputs: Inputs, files: Files, platform: Platform, run: RunSetting): RunContext {
  const { deps, secrets, clock, cancel } = run
  const where = { serviceEndpoint: inputs.serviceEndpoint, nodeUrl: inputs.nodeUrl }
  const token = new TokenOwner({ auth: inputs.auth, where, platform, clock: deps.clock, log: deps.log, secrets })
  const { log, openStore, origin, journal } = deps
  const { backup, destination, download } = files
  const shared = { inputs, backup, destination, download, platform, token, secrets, log, clock, openStore }
  return { ...shared, origin, cancel, journal }
}

/**
 * Records the outcome's ledger entries, when it calls for any: whether the cache confirmed them all,
 * and whether what it did not confirm is left to the post step (the journal keeps it).
 */
async function record(
  outcome: Outcome,
  inputs: Inputs,
  deps: RunDependencies
): Promise<Pick<Known, 'recorded' | 'leftToPost'>> {
  const entries = entriesOf(outcome, inputs.operation.name, deps.origin)
  if (entries.length === 0) return {}
  const counted = errorOf(outcome) instanceof CountedError
  let all = true
  for (const { ledger, at, note } of entries) {
    const recorded = await ledger.record(at, note)
    if (recorded) deps.log.info(recordedLine(note, counted))
    all &&= recorded
  }
  // Saved, or refused outright (warned; the post step would only be refused again): nothing is left.
  const leftToPost = !all && !entries.every(e => e.ledger.refusesWrites)
  if (!leftToPost) deps.journal.pending([])
  return { recorded: all, leftToPost }
}

/** The smoke test, when the inputs ask for one, with its outputs written once it ended. */
async function proved(ctx: RunContext, outcome: Outcome, deps: RunDependencies): Promise<Outcome> {
  if (!ctx.inputs.smoke) return outcome
  const tested = await thenProve(ctx, outcome).catch(err => ({ ...outcome, smokeSkipped: reasonOf(err) }))
  if (tested.smoke) deps.publish(tested)
  return tested
}

/** Performs the operation of `inputs`; never throws: a failure is the outcome. */
export async function runOperation(
  inputs: Inputs,
  secrets: Secrets,
  deps: RunDependencies,
  cancel: Cancellation
): Promise<Outcome> {
  let files: Files = {}
  let platform: Platform | undefined
  let ctx: RunContext | undefined
  let outcome: Outcome
  try {
    files = await checkFiles(inputs, deps)
    const clock = new PlatformClock(deps.clock, m => deps.log.debug(m))
    platform = await deps.openPlatform({
      attempts: inputs.retries,
      timeoutMs: inputs.timeoutMs,
      log: deps.log,
      redact: text => secrets.redact(text),
      observeDate: date => clock.observe(date)
    })
    ctx = context(inputs, files, platform, { deps, secrets, cancel, clock })
    outcome = await perform(ctx)
  } catch (err) {
    outcome = ended(err, 'before-call', { backup: files.backup, destination: files.destination })
  }
  deps.publish(outcome)
  outcome = { ...outcome, ...(await record(outcome, inputs, deps)) }
  // A smoke test alone says its own result once the conversation ended.
  if (outcome.kind === 'done' && outcome.result !== 'smoke-tested') {
    deps.log.info(doneLine({ inputs, destination: files.destination }, outcome))
  }
  // The deploy's outputs and record are kept first: the conversation with the live bot comes after.
  if (ctx) outcome = await proved(ctx, outcome, deps)
  await platform?.close()
  await files.download?.discard()
  return outcome
}
