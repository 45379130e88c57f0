// What a run ends in: one Outcome, a union of what can happen, made by the steps and read by the
// record, the outputs and the job summary (each through the steps' views, run/report.ts). `ended`
// is the one place a thrown error becomes an outcome; the dry run and the real run end in the same
// type. Nothing here knows a step: what a step keeps of itself is in `reports`, under the step.

import type { CallResult, NoCallResult } from '../domain/constants.ts'
import {
  asActionError,
  CancelledError,
  CountedError,
  MaybeAppliedError,
  ResponseShapeError,
  type ActionError
} from '../domain/errors.ts'
import type { Limit } from '../domain/operations.ts'
import type { ThrottleState } from '../domain/throttle.ts'
import type { Destination } from '../files/destination.ts'
import type { BackupFile } from '../files/source.ts'
import type { Ledger } from '../ledger/ledger.ts'
import type { StepName } from '../domain/operations.ts'
import type { ReportOf, Reports } from './reports.ts'

/** One limit's ledger as the run read it: what it showed; the entries of that limit go there. */
export interface View {
  readonly ledger: Ledger
  readonly state: ThrottleState
}

/** From when the next call of each limit is allowed, by the limit's noun. */
export type NextTimes = Partial<Record<Limit['noun'], string>>

/** What the run had learned when it ended, whatever the end. */
export interface Known {
  /** The backup file sent (an operation that sends one), once checked. */
  readonly backup?: BackupFile | undefined
  /** Where an export writes, once checked. */
  readonly destination?: Destination | undefined
  /** Whether a ledger showed a call within the hour; undefined when the run did not get that far. */
  readonly throttled?: boolean | undefined
  /** The ledgers the run read, one per limit its steps count against. */
  readonly views?: readonly View[] | undefined
  /** Why the ledger applied but could not be read (the cache unavailable, or in trouble). */
  readonly ledgerTrouble?: string | undefined
  /** The ledger's newest entry was not believed (`ledgerTrouble` says why), rather than unreadable. */
  readonly ledgerDoubted?: boolean | undefined
  /** From when the next call of each limit is allowed, when the run knows. */
  readonly next?: NextTimes | undefined
  /** The backup's sha256, when it was read whole. */
  readonly sha256?: string | undefined
  /** Whether the cache confirmed the run's ledger entries; undefined when the run made none. */
  readonly recorded?: boolean | undefined
  /** What this step could not confirm saving is left to the post step (it saves it at the end of the job). */
  readonly leftToPost?: boolean | undefined
  /**
   * Whether the live bot runs what the run meant it to: true once a step confirmed it live, or when
   * its bytes were already live; else why that is not known. Undefined when nothing was to go live.
   */
  readonly goneLive?: true | string | undefined
  /** The name of the bot the keys belong to, when `bot-name` was checked against the account's list. */
  readonly botName?: string | undefined
  /** What each step that ran kept of itself, under the step's name (read by its own module only). */
  readonly reports?: Reports | undefined
}

/** The run's call was answered. */
export interface Done extends Known {
  readonly kind: 'done'
  readonly result: CallResult
  /** When the platform answered (the ledger entry's time). */
  readonly at: number
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
type Phase = 'before-call' | 'call'

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

/** The view of the ledger of `limit`, when the run read it. */
export function viewOf(known: Known, limit: Limit | undefined): View | undefined {
  return limit && known.views?.find(v => v.ledger.limit === limit)
}

/** `outcome` with what the step `name` kept of itself. */
export function withReport<T extends Known, K extends StepName>(outcome: T, name: K, report: ReportOf[K]): T {
  return { ...outcome, reports: { ...outcome.reports, [name]: report } }
}
