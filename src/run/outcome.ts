// What a run says it did: one outcome per run (the step outputs and the summary are rendered from
// it), the ledger entry it makes, and the report the action layer gets back.

import type { Result } from '../domain/constants.ts'
import type { EntryNote } from '../domain/ledger-keys.ts'
import type { ThrottleState } from '../domain/throttle.ts'
import type { BackupFile } from '../files/source.ts'
import type { Destination } from '../files/destination.ts'
import type { SavedBackup } from '../files/download.ts'
import type { Ledger } from '../ledger/ledger.ts'
import type { BotKeys } from '../platform/platform.ts'

export interface Outcome {
  /** Whether the ledger showed a call within the hour; undefined when the run did not get that far. */
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
}

/** A ledger entry the run makes once the outputs are written, and what the log says then. */
export interface Entry {
  readonly ledger: Ledger
  readonly at: number
  readonly note: EntryNote
  /** The log line once the cache confirmed it. */
  readonly recorded: string
}

/** What performing the operation brought: the outcome, and what is left to do after the outputs. */
export interface Performed {
  readonly outcome: Outcome
  readonly entry?: Entry | undefined
  /** The run's last log line, after the entry. */
  readonly closing?: string
}

/** What the run learned, for the summary. */
export interface Report {
  readonly outcome: Outcome
  /** The backup file sent (an operation that sends one), once checked. */
  readonly backup?: BackupFile | undefined
  /** Where an export writes, once checked. */
  readonly destination?: Destination | undefined
  /** Whether the cache confirmed the run's ledger entry; undefined when the run made none. */
  readonly recorded?: boolean | undefined
}
