// What the run is given (from the action layer), what the steps of one operation share and how it is
// made, and a step: the one interface the orchestration runs, which knows no step by name.

import type { GivenInputs, Inputs } from '../domain/inputs.ts'
import type { RunOrigin } from '../domain/ledger-keys.ts'
import type { Folders } from '../files/confine.ts'
import type { Destination } from '../files/download.ts'
import type { Download } from '../files/download.ts'
import type { BackupFile } from '../files/source.ts'
import { LedgerDoor, type OpenStore } from '../ledger/open.ts'
import type { Sight } from '../ledger/sight.ts'
import type { Clock } from '../lib/time.ts'
import type { Log } from '../lib/log.ts'
import type { Secrets } from '../lib/secrets.ts'
import type { ClientSettings, Platform } from '../platform/client.ts'
import type { BotKeys } from '../platform/answers.ts'
import type { Cancellation } from '../lib/cancel.ts'
import type { OutputName } from '../domain/constants.ts'
import type { Limit, StepName } from '../domain/operations.ts'
import type { RunState, Outcome } from './outcome.ts'
import type { UnchangedState, StepView } from './outcome.ts'
import { TokenOwner } from './token.ts'
import type { PlatformClock } from '../platform/platform-clock.ts'
import type { Words } from '../domain/words.ts'
import type { UnwrittenError } from '../domain/errors.ts'

/** Where a shell keeps copies for later jobs, beyond its folder (the action's Actions cache); its trouble thrown with a reason. */
export interface Shelf {
  /** What it is, in a sentence: `the Actions cache`. */
  readonly name: string
  /** Keeps `file` under `key`. */
  put(file: string, key: string, signal: AbortSignal): Promise<void>
  /** Brings the copy under `key` into `file` (a new file): false when it holds none. */
  take(key: string, file: string, signal: AbortSignal): Promise<boolean>
}

/** The run's collaborators, passed in by the action layer (unit tests pass fakes). */
export interface RunDependencies {
  /** Where the copies of what an overwrite replaces are kept (#75): the ledger's folder, the runner's temporary folder. */
  readonly keptIn?: string | undefined
  /** Where they are kept for later jobs as well, where the folder does not outlive the job (the action's Actions cache). */
  readonly shelf?: Shelf | undefined
  readonly log: Log
  readonly clock: Clock
  readonly openStore: OpenStore
  /** The proxy a request to `url` takes, by the shell's rules (the runner's variables, or the usual ones of a terminal). */
  readonly proxyFor: (url: URL) => string | undefined
  /** A platform in the client's place (unit tests' fakes); the client otherwise. */
  readonly openPlatform?: ((settings: ClientSettings) => Promise<Platform>) | undefined
  readonly folders: Folders
  /** Sets the outputs (the runner's port), before the ledger's save; none where they are read from the result. */
  readonly setOutputs?: (outputs: readonly (readonly [OutputName, string])[]) => void
  /** Keeps a new bot's key and secret (the step's outputs, masked; a credentials file), before the ledger's save: why
   * they could not be kept, when not (the run's failure then, or an annotation after it). */
  readonly keepKeys: (keys: BotKeys) => UnwrittenError | undefined
  /** This run's number and ref, kept in its ledger entries. */
  readonly origin: RunOrigin | undefined
  /** What every request to the platform says it is: the action, its version and the run. */
  readonly userAgent?: string | undefined
  /** What the throttle ledger can see in this run (the job's cache mode, the service, the ref, the event). */
  readonly sight: Sight
  /** How the shell names what the run's sentences point at (a setting, the folders, where new keys go). */
  readonly words: Words
}

/** One operation in progress: everything its steps (the flow, the call, the dry run) share. */
export interface RunContext
  extends Pick<RunDependencies, 'log' | 'openStore' | 'origin' | 'sight' | 'words' | 'keptIn' | 'shelf'>, Files {
  readonly inputs: Inputs
  /** The operation's steps, in the order they run (`planOf`, run/run.ts). */
  readonly plan: readonly Step[]
  readonly platform: Platform
  readonly token: TokenOwner
  /** The one door to the run's ledgers: read once, entries kept through it. */
  readonly ledgers: LedgerDoor
  readonly secrets: Secrets
  /** The platform's time (the ledger and the throttle run on it). */
  readonly clock: Clock
  readonly cancel: Cancellation
}

/** What the run's context is made from besides the inputs, the files and the platform. */
export interface RunSetting {
  readonly deps: RunDependencies
  readonly secrets: Secrets
  readonly cancel: Cancellation
  readonly clock: PlatformClock
}

/** The backup file, checked before any request: the one to send, or where an export writes and its temporary file. */
export interface Files {
  readonly backup?: BackupFile
  readonly destination?: Destination
  readonly download?: Download
}

/** What a shell gives the platform's client: its log, words and proxies, what its requests say they are. */
export type PlatformShell = Pick<RunDependencies, 'log' | 'words' | 'userAgent' | 'proxyFor' | 'openPlatform'>

/** The platform's client for a run of `given` (loaded now: a refused input loads none of it), on the platform's clock. */
export async function openPlatform(
  given: GivenInputs,
  shell: PlatformShell,
  secrets: Secrets,
  clock: PlatformClock
): Promise<Platform> {
  const settings: ClientSettings = {
    attempts: given.retries,
    timeoutMs: given.timeoutMs,
    log: shell.log,
    redact: text => secrets.redact(text),
    redactAll: items => secrets.redactAll(items),
    observeDate: date => clock.observe(date),
    userAgent: shell.userAgent,
    words: shell.words
  }
  if (shell.openPlatform) return shell.openPlatform(settings)
  return new (await import('../platform/client.ts')).PlatformClient({ ...settings, proxyFor: shell.proxyFor })
}

/** The context of one run of `inputs` through `plan`, with the token's owner made for it. */
export function makeContext(
  inputs: Inputs,
  plan: readonly Step[],
  opened: { readonly files: Files; readonly platform: Platform },
  run: RunSetting
): RunContext {
  const { deps, secrets, clock, cancel } = run
  const { platform } = opened
  const where = { serviceEndpoint: inputs.serviceEndpoint, nodeUrl: inputs.nodeUrl }
  const token = new TokenOwner({ auth: inputs.auth, where, platform, clock: deps.clock, log: deps.log, secrets })
  // The run's dependencies pass on whole; its clock is the platform's.
  return { ...deps, ...opened.files, inputs, plan, platform, token, ledgers: new LedgerDoor(), secrets, clock, cancel }
}

export interface Step {
  /** Its name in the operation table, which its report is kept under (`withReport`): a step that has one has run. */
  readonly key: StepName
  /** The platform's hourly limit it counts against in a run of `inputs`, when one does. */
  limitIn(inputs: GivenInputs): Limit | undefined
  /** A limit its call spends first, besides its own (the export that keeps what an overwrite replaces); none when `known` holds what it would bring. */
  before?(inputs: GivenInputs, known?: RunState): Limit | undefined
  /** What it is called in a sentence, after `then` (a step with a limit, which a run may wait for). */
  verb?(inputs: GivenInputs): string
  /** Its words in the dry run: what a real run would do, as the run's call (alone: the steps before it not needed) or after it. */
  would(ctx: RunContext, as: 'call' | 'alone' | 'after'): string
  /** What the bot holds once a ledger confirms these bytes for this step, when the step can tell. */
  unchangedIn?(inputs: GivenInputs): UnchangedState | undefined
  /** Makes this step the run's call (`alone`: the steps before it were not needed); none for a step that only follows one. */
  call?(ctx: RunContext, known: RunState, alone: boolean): Promise<Outcome>
  /** Its part after the call, given the outcome so far: it runs, or says why it does not. */
  after?(ctx: RunContext, outcome: Outcome): Promise<Outcome>
  /** What it says of the run's outcome, in the shell's `words`. */
  view(outcome: Outcome, inputs: GivenInputs, words: Words): StepView
}
