// Every step output is written here, from the run's outcome, in the order a user reads them.

import { Output, type OutputName } from '../domain/constants.ts'
import type { Outcome } from '../run/outcome.ts'

/** What the outputs of a run depend on besides its outcome. */
export interface OutputRules {
  /** The operation's output for the next allowed time (`next-restore-at`, `next-backup-at`). */
  readonly nextOutput: OutputName
  /** `output-credentials`: whether a new bot's key and secret are outputs. */
  readonly credentials: boolean
}

/** Writes every step output the outcome knows (the credentials only when allowed), and nothing else. */
export function publishOutputs(
  outcome: Outcome,
  rules: OutputRules,
  setOutput: (name: OutputName, value: string) => void
): void {
  if (outcome.throttled !== undefined) setOutput(Output.Throttled, String(outcome.throttled))
  if (outcome.keys && rules.credentials) {
    setOutput(Output.ApiKey, outcome.keys.apiKey)
    setOutput(Output.ApiSecret, outcome.keys.apiSecret)
  }
  if (outcome.result !== undefined) setOutput(Output.Result, outcome.result)
  if (outcome.saved) {
    setOutput(Output.BackupSha256, outcome.saved.sha256)
    setOutput(Output.BackupBytes, String(outcome.saved.bytes))
    setOutput(Output.Changed, String(outcome.saved.changed))
  }
  if (outcome.nextAllowedAt !== undefined) setOutput(rules.nextOutput, outcome.nextAllowedAt)
}
