// What the run is given (its parts, from the action layer) and what each of its steps shares (the
// context of one operation). Types only.

import type { Inputs } from '../domain/inputs.ts'
import type { RunOrigin } from '../domain/ledger-keys.ts'
import type { Folders } from '../files/confine.ts'
import type { Destination } from '../files/destination.ts'
import type { Download } from '../files/download.ts'
import type { BackupFile } from '../files/source.ts'
import type { OpenStore } from '../ledger/open.ts'
import type { Clock } from '../lib/clock.ts'
import type { Log } from '../lib/log.ts'
import type { Secrets } from '../lib/secrets.ts'
import type { ClientOptions, Platform } from '../platform/platform.ts'
import type { Cancellation } from './cancel.ts'
import type { Journal } from './journal.ts'
import type { Outcome } from './outcome.ts'
import type { TokenOwner } from './token.ts'

/** The run's collaborators, passed in by the action layer (unit tests pass fakes). */
export interface RunDependencies {
  readonly log: Log
  readonly clock: Clock
  readonly openStore: OpenStore
  readonly openPlatform: (options: ClientOptions) => Promise<Platform>
  /** The folders `backup-file` may lie in. */
  readonly folders: Folders
  /** Writes the step outputs an outcome knows: the runner's port, called before the ledger's save. */
  readonly publish: (outcome: Outcome) => void
  /** This run's number and ref, kept in its ledger entries. */
  readonly origin: RunOrigin | undefined
  /** Where the entries this step has not confirmed saving are written, for the post step. */
  readonly journal: Journal
}

/** One operation in progress: everything its steps (the flow, the call, the dry run) share. */
export interface RunContext {
  readonly inputs: Inputs
  /** The backup to send (an operation that sends one). */
  readonly backup: BackupFile | undefined
  /** Where to write the backup (an operation that receives one), and its temporary file. */
  readonly destination: Destination | undefined
  readonly download: Download | undefined
  readonly platform: Platform
  readonly token: TokenOwner
  readonly secrets: Secrets
  readonly log: Log
  /** The platform's time (the ledger and the throttle run on it). */
  readonly clock: Clock
  readonly openStore: OpenStore
  readonly cancel: Cancellation
  readonly origin: RunOrigin | undefined
  readonly journal: Journal
}
