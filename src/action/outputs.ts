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
  const done = outcome.kind === 'done' ? outcome : undefined
  if (done?.keys && rules.credentials) {
    setOutput(Output.ApiKey, done.keys.apiKey)
    setOutput(Output.ApiSecret, done.keys.apiSecret)
  }
  if ('result' in outcome) setOutput(Output.Result, outcome.result)
  if (done?.saved) {
    setOutput(Output.BackupSha256, done.saved.sha256)
    setOutput(Output.BackupBytes, String(done.saved.bytes))
    setOutput(Output.Changed, String(done.saved.changed))
  }
  if (outcome.nextAllowedAt !== undefined) setOutput(rules.nextOutput, outcome.nextAllowedAt)
}
