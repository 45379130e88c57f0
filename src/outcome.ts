// One outcome per run, published once: every step output is written by `publishOutputs`, from
// what the run learned, in the order a user reads them.

import * as core from '@actions/core'
import { Output, type OutputName, type Result } from './constants.ts'
import type { SavedBackup } from './export.ts'
import type { BotKeys } from './platform/platform.ts'
import type { ThrottleState } from './throttle.ts'

export interface Outcome {
  /** Whether the ledger showed a restore within the hour; undefined when the run did not get that far. */
  readonly throttled?: boolean
  /** The ledger's view, when it was read (for the summary). */
  readonly throttle?: ThrottleState
  readonly result?: Result
  /** The bot's key and secret, as the platform returned them (masked before they get here). */
  readonly keys?: BotKeys
  /** From when the next call of the same limit is allowed; empty for operations no limit applies to. */
  readonly nextAllowedAt?: string
  /** The backup an export wrote. */
  readonly saved?: SavedBackup
  /** What the run did or would do, in a sentence (dry run, skip). */
  readonly plan?: string
  /** The backup's sha256, when it was read whole. */
  readonly sha256?: string
  readonly error?: unknown
  /** What is left once the outputs are written: recording in the ledger, the closing log line. */
  readonly finish?: () => Promise<void>
}

export type SetOutput = (name: string, value: string) => void

/**
 * Writes every step output the outcome knows, and nothing else. `nextOutput` is the output of the
 * operation's limit (`next-restore-at`, `next-backup-at`).
 */
export function publishOutputs(
  outcome: Outcome,
  nextOutput: OutputName = Output.NextRestoreAt,
  setOutput: SetOutput = (n, v) => core.setOutput(n, v)
): void {
  if (outcome.throttled !== undefined) setOutput(Output.Throttled, String(outcome.throttled))
  if (outcome.keys) {
    setOutput(Output.ApiKey, outcome.keys.apiKey)
    setOutput(Output.ApiSecret, outcome.keys.apiSecret)
  }
  if (outcome.result !== undefined) setOutput(Output.Result, outcome.result)
  if (outcome.saved) {
    setOutput(Output.BackupSha256, outcome.saved.sha256)
    setOutput(Output.BackupBytes, String(outcome.saved.bytes))
    setOutput(Output.Changed, String(outcome.saved.changed))
  }
  if (outcome.nextAllowedAt !== undefined) setOutput(nextOutput, outcome.nextAllowedAt)
}
