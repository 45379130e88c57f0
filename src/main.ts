// Wires the parts together: inputs → operation → outputs → summary, with the one try/catch that
// ends in core.setFailed. Its collaborators (log, clock, ledger store, platform client) are passed
// in, with real defaults that load what only some runs need when they need it.

import * as core from '@actions/core'
import { Cancellation } from './cancel.ts'
import { realClock, type Clock } from './clock.ts'
import { SecretInputs } from './constants.ts'
import { failureMessage } from './errors.ts'
import { readInputs } from './inputs.ts'
import type { LedgerStore } from './ledger.ts'
import { runnerLog, type Log } from './log.ts'
import { OPERATIONS } from './operations.ts'
import { publishOutputs, type Outcome } from './outcome.ts'
import type { ClientOptions, Platform } from './platform/platform.ts'
import type { Run } from './start.ts'
import { Secrets } from './secrets.ts'
import { writeSummary } from './summary.ts'

export interface Collaborators {
  readonly log: Log
  readonly clock: Clock
  /** The ledger's store, or why the cache cannot be used in this run. */
  readonly openStore: () => Promise<LedgerStore | string>
  readonly openPlatform: (options: ClientOptions) => Promise<Platform>
}

export const realCollaborators: Collaborators = {
  log: runnerLog,
  clock: realClock,
  openStore: async () => (await import('./cache-store.ts')).openCacheStore(),
  openPlatform: async options => new (await import('./platform/client.ts')).PlatformClient(options)
}

function maskSecretInputs(secrets: Secrets): void {
  for (const name of SecretInputs) {
    // The raw variable too: getInput trims, and a secret with stray spaces must still be masked.
    secrets.add(process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`])
    secrets.add(core.getInput(name))
  }
}

/** Reads the inputs, then loads and performs the rest. */
async function begin(run: Run, secrets: Secrets, parts: Collaborators, cancel: Cancellation): Promise<Outcome> {
  maskSecretInputs(secrets)
  const inputs = (run.inputs = readInputs(core))
  const { start } = await import('./start.ts')
  return start(run, inputs, secrets, parts, cancel)
}

export async function run(collaborators: Partial<Collaborators> = {}): Promise<void> {
  const parts = { ...realCollaborators, ...collaborators }
  const startedAt = parts.clock.now()
  const secrets = new Secrets(core.setSecret)
  const state: Run = {}
  const cancel = new Cancellation()
  const stopListening = cancel.listen()
  let outcome: Outcome
  try {
    outcome = await begin(state, secrets, parts, cancel)
  } catch (err) {
    outcome = { error: err }
  }
  publishOutputs(outcome, state.inputs && OPERATIONS[state.inputs.operation].limit?.output)
  await outcome.finish?.()
  const failure = outcome.error === undefined ? undefined : failureMessage(outcome.error)
  const shown = failure && { message: secrets.redact(failure.message), fix: secrets.redact(failure.fix) }
  if (shown) core.setFailed(`${shown.message} ${shown.fix}`)
  await state.platform?.close()
  const now = parts.clock.now()
  const { inputs, backup, destination } = state
  await writeSummary({ startedAt, now, inputs, backup, destination, outcome, failure: shown, cancelled: cancel.by })
  stopListening()
}
