// What a run ends in: one Outcome union, each step's typed report and its view (outputs, rows, entries);
// `ended` is the one place a thrown error becomes an outcome.

import type { NoCallResult, OutputName } from '../domain/constants.ts'
import type { CallResult } from '../domain/operations.ts'
import {
  type ActionError,
  asActionError,
  CancelledError,
  CountedError,
  MaybeAppliedError,
  ResponseShapeError
} from '../domain/errors.ts'
import type { Limit, StepName } from '../domain/operations.ts'
import type { Destination } from '../files/download.ts'
import type { SavedBackup } from '../files/download.ts'
import type { BackupFile } from '../files/source.ts'
import type { EntryToMake, View } from '../ledger/open.ts'
import type { BotKeys, Publication } from '../platform/answers.ts'
import type { Annotated, Row } from '../domain/result.ts'

export type { EntryToMake, View }

export type NextTimes = Partial<Record<Limit['noun'], string>>

/** What the run had learned when it ended, whatever the end. */
export interface RunState {
  readonly backup?: BackupFile | undefined
  readonly destination?: Destination | undefined
  /** Whether a ledger showed a call within the hour; undefined when the run did not get that far. */
  readonly throttled?: boolean | undefined
  readonly views?: readonly View[] | undefined
  /** Why the ledger applied but could not be read (the cache unavailable, or in trouble). */
  readonly ledgerTrouble?: string | undefined
  /** The ledger's newest entry was not believed (`ledgerTrouble` says why), rather than unreadable. */
  readonly ledgerDoubted?: boolean | undefined
  readonly next?: NextTimes | undefined
  readonly sha256?: string | undefined
  /** Whether the cache confirmed the run's ledger entries; undefined when the run made none. */
  readonly recorded?: boolean | undefined
  /** What this step could not confirm saving is left to the post step (it saves it at the end of the job). */
  readonly leftToPost?: boolean | undefined
  /** The sha256 the ledger confirms the live bot runs, this backup's (skip-unchanged): nothing was sent. */
  readonly alreadyLive?: string | undefined
  /** The ledger entries of the run's calls (run/record.ts and each step after the call), when their limit's ledger was read. */
  readonly entries?: readonly EntryToMake[] | undefined
  readonly botName?: string | undefined
  /** The copy of what the overwrite replaced (#75): the bot's export just before it, where the shell keeps copies. */
  readonly replaced?: Kept | undefined
  /** A copy an earlier run kept that stands for the export (its hour spent, the bot's `Version` unchanged since). */
  readonly relied?: Kept | undefined
  /** The custom channel's `Version` before the overwrite, or why it is not known (read when the ledger has one to compare). */
  readonly channel?: number | string | undefined
  /** Whether the bot changed since this tool's last deploy, as the overwrite judged it. */
  readonly drift?: Drift | undefined
  /** A rollback's: the copy it puts back, and whether it publishes it (the bot it replaced was live). */
  readonly putBack?: { readonly sha256: string; readonly publish: boolean } | undefined
  /** What each step that ran kept of itself, under the step's name (read by its own module only). */
  readonly reports?: Reports | undefined
}

/** A copy of the bot this tool kept: where, its size, its bytes' sha256. */
export interface Kept {
  readonly path: string
  readonly bytes: number
  readonly sha256: string
}

/** Whether the bot changed since this tool's last deploy (#75), and the evidence, said. */
export interface Drift {
  readonly state: 'changed' | 'unchanged' | 'unknown'
  readonly why: string
}

/** The run's call was answered. */
export interface Done extends RunState {
  readonly kind: 'done'
  readonly result: CallResult
  /** When the platform answered (the ledger entry's time). */
  readonly at: number
}

/** No call was made, by design: a skip, an unchanged backup, a dry run. */
export interface NoCall extends RunState {
  readonly kind: 'no-call'
  readonly result: NoCallResult
  readonly plan: string
}

/**
 * The run failed:
 * - `refused`: stopped before the call (inputs, files, token, throttle); nothing changed;
 * - `failed`: the call was refused by the platform, or never reached it; nothing changed;
 * - `maybe-applied`: the call may have been applied (or, for a backup, counted); it is recorded;
 * - `cancelled`: the runner cancelled the run before the call; nothing changed.
 */
export interface Failure extends RunState {
  readonly kind: 'refused' | 'failed' | 'maybe-applied' | 'cancelled'
  readonly error: ActionError
  /** When the call that may have been applied was given up (the ledger entry's time). */
  readonly at?: number | undefined
}

export type Outcome = Done | NoCall | Failure

type Phase = 'before-call' | 'call'

/** An error whose call may have changed the platform (or been counted): a blind re-run could repeat it. */
function uncertain(err: unknown): boolean {
  return err instanceof MaybeAppliedError || err instanceof ResponseShapeError || err instanceof CountedError
}

/** The one place a thrown error becomes an outcome, with what the run knew by then. */
export function ended(err: unknown, phase: Phase, known: RunState, at?: number): Failure {
  const error = asActionError(err)
  if (error instanceof CancelledError) return { ...known, kind: 'cancelled', error }
  if (phase === 'before-call') return { ...known, kind: 'refused', error }
  if (uncertain(err)) return { ...known, kind: 'maybe-applied', error, at }
  return { ...known, kind: 'failed', error }
}

export function viewOf(known: RunState, limit: Limit | undefined): View | undefined {
  return limit && known.views?.find(v => v.noun === limit.noun)
}

export function withReport<T extends RunState, K extends StepName>(outcome: T, name: K, report: ReportOf[K]): T {
  return { ...outcome, reports: { ...outcome.reports, [name]: report } }
}

export interface CallReport {
  readonly keys?: BotKeys | undefined
  readonly saved?: SavedBackup | undefined
}

/** The publish of a run, when it made one (or meant to, after a confirmed overwrite). */
export type PublishReport = { readonly asCall: boolean } &
  /** The platform published: the draft is live; `sha256`: the bytes that went live, when known. */
  (
    | {
        readonly kind: 'published'
        readonly at: number
        readonly live: Publication
        readonly sha256?: string | undefined
      }
    /** Refused, or never sent: nothing went live; `refusedAt`: the platform said its hour is in use (recorded). */
    | { readonly kind: 'not-published'; readonly error: ActionError; readonly refusedAt?: number | undefined }
    /** It may have been published (a 5xx, a lost answer, a cancel in flight): recorded. */
    | { readonly kind: 'maybe-published'; readonly error: ActionError; readonly at: number }
  )

/** Whether an export is what this repository last put live, and what the ledger says of it (or why it cannot tell). */
export interface LiveMatch {
  readonly match: 'true' | 'false' | 'unknown'
  readonly why: string
}

/** What each step keeps of itself (a new step adds its own). */
export interface ReportOf {
  readonly call: CallReport
  readonly 'go-live': PublishReport
  readonly 'live-match': LiveMatch
}

/** The steps' reports, one optional field per step name: a step name without a report type does not compile. */
export type Reports = { readonly [K in StepName]?: ReportOf[K] }

/** What a step says of the run's outcome: to the outputs, the summary, the ledger and the log. */
export interface StepView {
  readonly outputs?: readonly (readonly [OutputName, string])[]
  /** A new bot's key and secret, to keep where the shell keeps them (`keepKeys`): never among the outputs. */
  readonly keys?: BotKeys | undefined
  /** Rows about what the step was given, before the `Result` row. */
  readonly given?: readonly Row[]
  /** Rows about what it did, after the `Result` row. */
  readonly rows?: readonly Row[]
  /** How it ended, after the run's result in the heading (`; …`). */
  readonly ending?: string
  readonly error?: ActionError | undefined
  /** Its part of the run's closing line: words right after the result, and a sentence. */
  readonly closing?: { readonly after?: string; readonly sentence?: string }
  /** Error annotations of its own, made after the step's failure (GitHub shows a step's first 10). */
  readonly annotations?: readonly Annotated[]
}

/** What the bot holds when a limit's ledger confirms the backup's bytes (skip-unchanged). */
export interface UnchangedState {
  readonly holder: string
  readonly state: string
  /** The holder is the live bot: a step after it can rely on what is live. */
  readonly live: boolean
}
