// The deploy action's shell: the runner's checks, the deploy from its inputs (run/entry.ts), and how it went
// (failure line, error output, job summary); its collaborators are passed in, loaded only when a run needs them.

import { tmpdir } from 'node:os'
import path from 'node:path'
import { Input, Output, SecretInputs } from '../domain/constants.ts'
import { State } from './phase.ts'
import { checkInputNames } from './input-names.ts'
import type { RunOrigin } from '../domain/ledger-keys.ts'
import type { PendingEntry } from '../ledger/ledger.ts'
import { realClock } from '../lib/time.ts'
import { Secrets } from '../lib/secrets.ts'
import { Cancellation } from '../lib/cancel.ts'
import type { RunDependencies, Shelf } from '../run/context.ts'
import { deployRequest } from './inputs.ts'
import type { Result } from '../domain/result.ts'
import { deployFrom } from '../run/entry.ts'
import { CACHE_NAME, spoken } from './cache-sight.ts'
import { proxyFor, runnerIO, type ActionIO } from './io.ts'
import { userAgentOf, WORKFLOW_WORDS } from './words.ts'
import { finish } from './finish.ts'

/** What the action is made of; each can be replaced (unit tests pass fakes). */
export interface Collaborators extends Pick<
  RunDependencies,
  'clock' | 'openStore' | 'proxyFor' | 'openPlatform' | 'shelf'
> {
  readonly io: ActionIO
}

function realCollaborators(io: ActionIO): Collaborators {
  // The run's journal goes to the step's state, which the post step saves (post.ts).
  const keepForPost = (entries: readonly PendingEntry[]) =>
    io.saveState(State.Ledger, entries.length > 0 ? JSON.stringify(entries) : '')
  return {
    io,
    clock: realClock,
    openStore: async () => (await import('./cache-store.ts')).openCacheStore(keepForPost),
    shelf: lazyShelf(),
    proxyFor
  }
}

/** The Actions cache as the shelf of kept copies, its module (and @actions/cache) loaded at its first use. */
function lazyShelf(): Shelf {
  const shelf = async () => (await import('./cache-store.ts')).openShelf()
  return {
    name: CACHE_NAME,
    put: async (file, key, signal) => (await shelf()).put(file, key, signal),
    take: async (key, file, signal) => (await shelf()).take(key, file, signal)
  }
}

/** Said before any request of a run that `pull_request_target` started (the README's Security says never to). */
const UNTRUSTED_TRIGGER =
  "This run was started by 'pull_request_target': it holds this repository's secrets on behalf of a pull request, whose author (a fork's included) may control what it deploys. Deploy from a push to a protected branch, from an environment with required reviewers, or by hand (README, Security)."

/** This run's number and ref, for its ledger entries, when the runner gives them. */
function originOf(run: ActionIO['env']['run']): RunOrigin | undefined {
  return run.runNumber && run.ref ? { runNumber: run.runNumber, ref: run.ref } : undefined
}

function maskSecretInputs(io: ActionIO, secrets: Secrets): void {
  for (const name of SecretInputs) {
    secrets.add(io.rawInput(name))
    secrets.add(io.getInput(name))
  }
}

/** The deploy from the step's inputs, the runner's own checks (the masks first) made as its request is read. */
async function execute(collaborators: Collaborators, secrets: Secrets, cancel: Cancellation): Promise<Result> {
  const { io } = collaborators
  const shell: RunDependencies = {
    ...collaborators,
    log: io.log,
    folders: { workspace: io.env.workspace, runnerTemp: io.env.runnerTemp, words: WORKFLOW_WORDS },
    keptIn: path.join(io.env.runnerTemp ?? tmpdir(), 'xenioo-replaced'),
    words: WORKFLOW_WORDS,
    setOutputs: outputs => void outputs.forEach(([name, value]) => io.setOutput(name, value)),
    // Masked already: the run added them to its secrets as they came.
    keepKeys: keys => void [io.setOutput(Output.ApiKey, keys.apiKey), io.setOutput(Output.ApiSecret, keys.apiSecret)],
    origin: originOf(io.env.run),
    userAgent: userAgentOf(io.env.run.runId),
    sight: spoken(io.env.sight)
  }
  let request: Parameters<typeof deployFrom>[0]
  try {
    maskSecretInputs(io, secrets)
    checkInputNames(io.inputNames(), Object.values(Input), message => io.log.warning(message))
    if (io.env.event === 'pull_request_target') io.log.warning(UNTRUSTED_TRIGGER)
    request = deployRequest(io)
  } catch (err) {
    request = { operation: io.getInput(Input.Operation), refused: err }
  }
  return deployFrom(request, shell, secrets, cancel)
}

export async function run(replaced: Partial<Collaborators> = {}): Promise<void> {
  const collaborators = { ...realCollaborators(replaced.io ?? runnerIO()), ...replaced }
  const { io } = collaborators
  // From here on the runner's post step of this action is the post step's (action/post.ts).
  io.saveState(State.IsPost, 'true')
  const secrets = new Secrets(value => io.setSecret(value))
  const cancel = new Cancellation()
  const stopListening = cancel.listen()
  const result = await execute(collaborators, secrets, cancel)
  await finish(io, secrets, result)
  stopListening()
}
