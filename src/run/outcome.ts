// What a run ends in: one Outcome, a union of what can happen, made here and read by the step
// outputs, the job summary and the ledger. `ended` is the one place a thrown error becomes an
// outcome; the dry run and the real run end in the same type.

import type { CallResult, NoCallResult } from '../domain/constants.ts'
import {
  asActionError,
  CancelledError,
  CountedError,
  MaybeAppliedError,
  ResponseShapeError,
  type ActionError
} from '../domain/errors.ts'
import type { EntryNote } from '../domain/ledger-keys.ts'
import type { ThrottleState } from '../domain/throttle.ts'
import type { Destination } from '../files/destination.ts'
import type { SavedBackup } from '../files/download.ts'
import type { BackupFile } from '../files/source.ts'
import type { Ledger } from '../ledger/ledger.ts'
import type { BotKeys } from '../platform/platform.ts'

/** What the run had learned when it ended, whatever the end. */
export interface Known {
  /** The backup file sent (an operation that sends one), once checked. */
  readonly backup?: BackupFile | undefined
  /** Where an export writes, once checked. */
  readonly destination?: Destination | undefined
  /** Whether the ledger showed a call within the hour; undefined when the run did not get that far. */
  readonly throttled?: boolean | undefined
  /** The ledger the run read, and what it showed; its entry goes there. */
  readonly ledger?: Ledger | undefined
  readonly throttle?: ThrottleState | undefined
  /** From when the next call of the same limit is allowed; empty for operations no limit applies to. */
  readonly nextAllowedAt?: string | undefined
  /** The backup's sha256, when it was read whole. */
  readonly sha256?: string | undefined
  /** Whether the cache confirmed the run's ledger entry; undefined when the run made none. */
  readonly recorded?: boolean | undefined
}

/** The call was answered: what it brought. */
export interface Done extends Known {
  readonly kind: 'done'
  readonly result: CallResult
  /** When the platform answered (the ledger entry's time). */
  readonly at: number
  /** A new or overwritten bot's key and secret (masked before they get here). */
  readonly keys?: BotKeys | undefined
  /** The backup an export wrote. */
  readonly saved?: SavedBackup | undefined
}

/** No call was made, by design: a skip, an unchanged backup, a dry run. */
export interface NoCall extends Known {
  readonly kind: 'no-call'
  readonly result: NoCallResult
  /** What the run did or would do, in a sentence. */
  readonly plan: string
}

/**
 * The run failed:
 * - `refused`: stopped before the call (inputs, files, token, throttle); nothing changed;
 * - `failed`: the call was refused by the platform, or never reached it; nothing changed;
 * - `maybe-applied`: the call may have been applied (or, for a backup, counted); it is recorded;
 * - `cancelled`: the runner cancelled the run before the call; nothing changed.
 */
export interface Failure extends Known {
  readonly kind: 'refused' | 'failed' | 'maybe-applied' | 'cancelled'
  readonly error: ActionError
  /** When the call that may have been applied was given up (the ledger entry's time). */
  readonly at?: number | undefined
}

export type Outcome = Done | NoCall | Failure

/** Where the run was when the error came: before the call, or in it (sent, or about to be). */
export type Phase = 'before-call' | 'call'

/** An error whose call may have changed the platform (or been counted): a blind re-run could repeat it. */
function uncertain(err: unknown): boolean {
  return err instanceof MaybeAppliedError || err instanceof ResponseShapeError || err instanceof CountedError
}

/** The one place a thrown error becomes an outcome, with what the run knew by then. */
export function ended(err: unknown, phase: Phase, known: Known, at?: number): Failure {
  const error = asActionError(err)
  if (error instanceof CancelledError) return { ...known, kind: 'cancelled', error }
  if (phase === 'before-call') return { ...known, kind: 'refused', error }
  if (uncertain(err)) return { ...known, kind: 'maybe-applied', error, at }
  return { ...known, kind: 'failed', error }
}

/** The error an outcome ends in, if it failed. */
export function errorOf(outcome: Outcome): ActionError | undefined {
  return 'error' in outcome ? outcome.error : undefined
}

/** The ledger entry an outcome calls for: a confirmed call, or one that may have been applied. */
export function entryOf(
  outcome: Outcome,
  operation: EntryNote['operation'],
  by: EntryNote['by']
): { at: number; note: EntryNote } | undefined {
  if (outcome.kind === 'done') return { at: outcome.at, note: { operation, outcome: 'ok', sha256: outcome.sha256, by } }
  if (outcome.kind === 'maybe-applied' && outcome.at !== undefined) {
    return { at: outcome.at, note: { operation, outcome: 'unknown', sha256: undefined, by } }
  }
  return undefined
}

/** The log line once the cache confirmed the outcome's entry. */
export function recordedLine(outcome: Outcome, noun: string): string {
  if (outcome.kind === 'done') return `Throttle ledger: recorded this ${noun}.`
  const why = errorOf(outcome) instanceof CountedError ? 'the platform may have counted it' : 'it may have been applied'
  return `Throttle ledger: recorded this call, as ${why}.`
}
