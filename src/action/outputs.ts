// Every step output is written here, from the run's outcome, in the order a user reads them.

import { Output, type OutputName } from '../domain/constants.ts'
import type { Outcome } from '../run/outcome.ts'

/** What the outputs of a run depend on besides its outcome. */
export interface OutputRules {
  /** The operation's output for the next allowed time (`next-restore-at`, `next-backup-at`). */
  readonly nextOutput: OutputName
  /** `output-credentials`: whether a new bot's key and secret are outputs. */
  readonly credentials: boolean
  /** The run can publish (an overwrite, or `operation: publish`): it says whether it did. */
  readonly canPublish: boolean
}

/** `published`: true when the publish call succeeded, unknown when it may have been applied, else false. */
function publishedOf(outcome: Outcome): 'true' | 'false' | 'unknown' {
  const step = outcome.kind === 'done' ? outcome.publication : undefined
  if (step) return step.kind === 'published' ? 'true' : step.kind === 'maybe-published' ? 'unknown' : 'false'
  const publishLimit = outcome.ledger?.limit.noun === 'publish' || outcome.nextPublishAt !== undefined
  return outcome.kind === 'maybe-applied' && publishLimit ? 'unknown' : 'false'
}

/** The publish outputs: whether it went live, on which channels, which reported errors, the next allowed. */
function publishOutputsOf(
  outcome: Outcome,
  rules: OutputRules,
  setOutput: (name: OutputName, value: string) => void
): void {
  setOutput(Output.Published, publishedOf(outcome))
  const step = outcome.kind === 'done' ? outcome.publication : undefined
  if (step?.kind === 'published') {
    setOutput(Output.OnlineChannels, JSON.stringify(step.live.online))
    setOutput(Output.PublishErrors, JSON.stringify(step.live.errors))
  }
  // For `operation: publish` the operation's own next allowed time is the next publish.
  const own = rules.nextOutput === Output.NextPublishAt ? outcome.nextAllowedAt : undefined
  const next = outcome.nextPublishAt ?? own
  if (next !== undefined) setOutput(Output.NextPublishAt, next)
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
  if (outcome.nextAllowedAt !== undefined && rules.nextOutput !== Output.NextPublishAt) {
    setOutput(rules.nextOutput, outcome.nextAllowedAt)
  }
  if (rules.canPublish) publishOutputsOf(outcome, rules, setOutput)
  if (outcome.smoke) setOutput(Output.SmokeTest, outcome.smoke.passed ? 'passed' : 'failed')
  if (outcome.smoke?.version !== undefined) setOutput(Output.BotVersion, outcome.smoke.version)
}
