// One operation from valid inputs to its report: the backup file checked, the platform client and
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
import type { RunParts } from './context.ts'
import { perform } from './flow.ts'
import type { Entry, Performed, Report } from './outcome.ts'
import { TokenOwner } from './token.ts'

/** The backup file, checked before any request: the one to send, or where an export may write. */
interface Files {
  readonly backup?: BackupFile
  readonly destination?: Destination
  /** The export's temporary file, created before any request. */
  readonly download?: Download
}

async function checkFiles(inputs: Inputs, parts: RunParts): Promise<Files> {
  const given = inputs.backupFile
  if (given === undefined) return {}
  if (inputs.operation.backup === 'receive') {
    const destination = await checkDestination(given, parts.place)
    return { destination, download: await openDownload(destination) }
  }
  const backup = await checkBackup(given, parts.place)
  for (const warning of backup.warnings) parts.log.warning(warning)
  return { backup }
}

async function performWith(
  inputs: Inputs,
  files: Files,
  platform: Platform,
  run: { parts: RunParts; secrets: Secrets; cancel: Cancellation; clock: PlatformClock }
): Promise<Performed> {
  const { parts, secrets, clock } = run
  const where = { serviceEndpoint: inputs.serviceEndpoint, nodeUrl: inputs.nodeUrl }
  const token = new TokenOwner({ auth: inputs.auth, where, platform, clock: parts.clock, log: parts.log, secrets })
  const { log, openStore, origin } = parts
  const { backup, destination, download } = files
  const context = { inputs, backup, destination, download, platform, token, secrets, log, clock, openStore, origin }
  return perform({ ...context, cancel: run.cancel })
}

/** Records the entry: whether the cache confirmed it, or undefined when there was none to make. */
async function record(entry: Entry | undefined, log: RunParts['log']): Promise<boolean | undefined> {
  if (!entry) return undefined
  const recorded = await entry.ledger.record(entry.at, entry.note)
  if (recorded) log.info(entry.recorded)
  return recorded
}

/** Performs the operation of `inputs`; never throws: a failure is the report's outcome. */
export async function runOperation(
  inputs: Inputs,
  secrets: Secrets,
  parts: RunParts,
  cancel: Cancellation
): Promise<Report> {
  let files: Files = {}
  let platform: Platform | undefined
  let performed: Performed
  try {
    files = await checkFiles(inputs, parts)
    const clock = new PlatformClock(parts.clock, m => parts.log.debug(m))
    platform = await parts.openPlatform({
      attempts: inputs.retries,
      timeoutMs: inputs.timeoutMs,
      log: parts.log,
      redact: text => secrets.redact(text),
      observeDate: date => clock.observe(date)
    })
    performed = await performWith(inputs, files, platform, { parts, secrets, cancel, clock })
  } catch (err) {
    performed = { outcome: { error: err } }
  }
  parts.publish(performed.outcome)
  const recorded = await record(performed.entry, parts.log)
  if (performed.closing) parts.log.info(performed.closing)
  await platform?.close()
  await files.download?.discard()
  return { outcome: performed.outcome, backup: files.backup, destination: files.destination, recorded }
}
