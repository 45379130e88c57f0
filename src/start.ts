// The run once its inputs are valid: the backup file checked, the platform client and the token's
// owner made, and the operation performed. Loaded by main.ts only then, so that a run that stops at
// its inputs compiles none of it.

import { checkBackup, type BackupFile } from './backup.ts'
import type { Cancellation } from './cancel.ts'
import { PlatformClock } from './clock.ts'
import { checkDestination, type Destination } from './export.ts'
import type { Inputs } from './inputs.ts'
import type { Log } from './log.ts'
import type { Collaborators } from './main.ts'
import { OPERATIONS } from './operations.ts'
import type { Outcome } from './outcome.ts'
import { perform } from './perform.ts'
import type { Platform } from './platform/platform.ts'
import { tokenUrl } from './platform/wire.ts'
import type { Secrets } from './secrets.ts'
import { TokenOwner } from './token.ts'

/** What the run has learned so far, for the outputs and the summary whatever happens next. */
export interface Run {
  inputs?: Inputs
  backup?: BackupFile
  destination?: Destination
  platform?: Platform
}

/** The backup file, checked before any request: the one to send, or where an export may write. */
async function checkFile(run: Run, inputs: Inputs, log: Log): Promise<void> {
  const given = inputs.backupFile
  if (given === undefined) return
  const workspace = process.env.GITHUB_WORKSPACE || process.cwd()
  if (OPERATIONS[inputs.operation].backup === 'receive') {
    run.destination = await checkDestination(given, workspace, process.env.RUNNER_TEMP)
    return
  }
  run.backup = await checkBackup(given, workspace, process.env.RUNNER_TEMP)
  for (const warning of run.backup.warnings) log.warning(warning)
}

/** Performs the operation of `inputs`. */
export async function start(
  run: Run,
  inputs: Inputs,
  secrets: Secrets,
  parts: Collaborators,
  cancel: Cancellation
): Promise<Outcome> {
  await checkFile(run, inputs, parts.log)
  const time = new PlatformClock(parts.clock, m => parts.log.debug(m))
  const platform = (run.platform = await parts.openPlatform({
    attempts: inputs.retries,
    timeoutMs: inputs.timeoutMs,
    log: parts.log,
    redact: text => secrets.redact(text),
    observeDate: date => time.observe(date)
  }))
  const token = new TokenOwner(inputs.auth, tokenUrl(inputs.serviceEndpoint, inputs.nodeUrl), platform, {
    ...parts,
    secrets
  })
  const operation = OPERATIONS[inputs.operation]
  const { backup, destination } = run
  return perform({ inputs, operation, backup, destination, platform, token, secrets, ...parts, clock: time, cancel })
}
