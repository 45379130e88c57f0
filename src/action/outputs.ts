// Every step output is written here, from the run's outcome, in the order a user reads them.

import { Output, type OutputName } from '../domain/constants.ts'
import type { Outcome } from '../run/outcome.ts'

/**
 * Writes every step output the outcome knows, and nothing else. `nextOutput` is the operation's
 * (`next-restore-at`, `next-backup-at`).
 */
export function publishOutputs(
  outcome: Outcome,
  nextOutput: OutputName,
  setOutput: (name: OutputName, value: string) => void
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
