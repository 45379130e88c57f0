// What each step of an operation keeps of itself in the run's outcome, one type per step of the
// operation table: the compiler asks a new step for its own, and no step reads another's. Types only.

import type { StepName } from '../domain/operations.ts'
import type { ActionError } from '../domain/errors.ts'
import type { SavedBackup } from '../files/download.ts'
import type { BotKeys, Publication } from '../platform/platform.ts'
import type { TranscriptLine } from './smoke/talk.ts'

/** The call: the new bot's keys, or the export's saved file. */
export interface Brought {
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

/** How the conversation with the live bot went: the transcript, the bot's version, the failure. */
export interface SmokeReport {
  readonly passed: boolean
  readonly transcript: readonly TranscriptLine[]
  /** The bot's version number, as the channel's config reported it. */
  readonly version: string | undefined
  readonly error?: ActionError | undefined
}

/** What the smoke test kept: the conversation (and whether it was the run's call), or why it did not run. */
export type SmokeKept = { readonly asCall: boolean; readonly ran: SmokeReport } | { readonly skipped: string }

/** Whether an export is what this repository last put live, and what the ledger says of it (or why it cannot tell). */
export interface LiveMatch {
  readonly match: 'true' | 'false' | 'unknown'
  readonly why: string
}

/** What each step keeps of itself (a new step adds its own). */
export interface ReportOf {
  readonly call: Brought
  readonly 'go-live': PublishReport
  readonly 'smoke-test': SmokeKept
  readonly 'live-match': LiveMatch
}

/** The steps' reports, one optional field per step name: a step name without a report type does not compile. */
export type Reports = { readonly [K in StepName]?: ReportOf[K] }
