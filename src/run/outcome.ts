// What a run ends in: one Outcome, a union of what can happen, made here and read by the step
// outputs, the job summary and the ledger. `ended` is the one place a thrown error becomes an
// outcome; the dry run and the real run end in the same type.

import type { CallResult, NoCallResult } from '../domain/constants.ts'
import {
  ChannelErrors,
  asActionError,
  CancelledError,
  CountedError,
  MaybeAppliedError,
  ResponseShapeError,
  type ActionError
} from '../domain/errors.ts'
import type { OperationName } from '../domain/constants.ts'
import type { EntryNote } from '../domain/ledger-keys.ts'
import type { ThrottleState } from '../domain/throttle.ts'
import type { Destination } from '../files/destination.ts'
import type { SavedBackup } from '../files/download.ts'
import type { BackupFile } from '../files/source.ts'
import type { Ledger } from '../ledger/ledger.ts'
import type { BotKeys, Publication } from '../platform/platform.ts'

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
  /** For an overwrite that publishes: the publish limit's ledger, and what it showed. */
  readonly publishLedger?: Ledger | undefined
  readonly publishThrottle?: ThrottleState | undefined
  /** The smoke test's conversation with the live bot, when it ran. */
  readonly smoke?: SmokeReport | undefined
  /** Why the smoke test the inputs ask for did not run (the publish failed, say). */
  readonly smokeSkipped?: string | undefined
  /** Why the ledger applied but could not be read (the cache unavailable, or in trouble). */
  readonly ledgerTrouble?: string | undefined
  /** From when the next publish is allowed, when the run knows (`next-publish-at`). */
  readonly nextPublishAt?: string | undefined
  /** From when the next call of the same limit is allowed; empty for operations no limit applies to. */
  readonly nextAllowedAt?: string | undefined
  /** The backup's sha256, when it was read whole. */
  readonly sha256?: string | undefined
  /** Whether the cache confirmed the run's ledger entry; undefined when the run made none. */
  readonly recorded?: boolean | undefined
  /** What this step could not confirm saving is left to the post step (it saves it at the end of the job). */
  readonly leftToPost?: boolean | undefined
}

/** One line of the conversation, for the summary: who said what, or which expectation held. */
export type TranscriptLine =
  | { readonly who: 'user' | 'bot'; readonly text: string }
  | { readonly who: 'check'; readonly text: string; readonly held: boolean }

export interface SmokeReport {
  readonly passed: boolean
  readonly transcript: readonly TranscriptLine[]
  /** The bot's version number, as the channel's config reported it. */
  readonly version: string | undefined
  readonly error?: ActionError | undefined
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
  /** What went live: the publish after an overwrite, or the publish that was the call. */
  readonly publication?: PublishStep | undefined
}

/** The publish of a run, when it made one (or meant to, after a confirmed overwrite). */
export type PublishStep =
  /** The platform published: the draft is live; `sha256`: the bytes that went live, when known. */
  | {
      readonly kind: 'published'
      readonly at: number
      readonly live: Publication
      readonly sha256?: string | undefined
    }
  /** Refused, or never sent: nothing went live. */
  | { readonly kind: 'not-published'; readonly error: ActionError }
  /** It may have been published (a 5xx, a lost answer, a cancel in flight): recorded. */
  | { readonly kind: 'maybe-published'; readonly error: ActionError; readonly at: number }

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

/** The error an outcome ends in, if it failed: the run's own, or its publish's (channel errors included). */
export function errorOf(outcome: Outcome): ActionError | undefined {
  if ('error' in outcome) return outcome.error
  const step = outcome.kind === 'done' ? outcome.publication : undefined
  if (step && step.kind !== 'published') return step.error
  return (step && channelTrouble(step.live)) ?? outcome.smoke?.error
}

/** Channels that reported errors while the bot went live: the step fails, the others are live. */
function channelTrouble(live: Publication): ActionError | undefined {
  if (live.errors.length === 0) return undefined
  const online = live.online.length > 0 ? `It is live on ${live.online.join(', ')}.` : 'It is live on no channel.'
  return new ChannelErrors(
    `The bot was published, but ${live.errors.length} channel${live.errors.length === 1 ? '' : 's'} reported errors: ${live.errors.map(e => e.channel).join(', ')}. ${online}`,
    "Fix each channel's settings in the platform (the errors above say what), then publish again after the hour ('next-publish-at')."
  )
}

/** A ledger entry to make: where, when, and what it says. */
interface EntryToMake {
  readonly ledger: Ledger
  readonly at: number
  readonly note: EntryNote
}

/** What an entry in `ledger` says the call was, for an operation named `op`. */
export function entryOperation(ledger: Ledger, op: OperationName): EntryNote['operation'] {
  if (ledger.limit.noun === 'publish') return 'publish'
  // Clones and smoke tests count against no limit, so they have no ledger: an entry is never theirs.
  return op === 'clone-by-ref' || op === 'smoke-test' ? 'restore' : op
}

/** The ledger entries an outcome calls for: each confirmed call, and each that may have been applied. */
export function entriesOf(outcome: Outcome, op: OperationName, by: EntryNote['by']): EntryToMake[] {
  if (!outcome.ledger) return []
  const operation = entryOperation(outcome.ledger, op)
  const { ledger, publishLedger } = outcome
  const made: EntryToMake[] = []
  if (outcome.kind === 'done' && ledger) {
    const publishing = operation === 'publish'
    const sha256 = publishing && outcome.publication?.kind === 'published' ? outcome.publication.sha256 : outcome.sha256
    made.push({ ledger, at: outcome.at, note: { operation, outcome: 'ok', sha256, by } })
  }
  if (outcome.kind === 'maybe-applied' && ledger && outcome.at !== undefined) {
    made.push({ ledger, at: outcome.at, note: { operation, outcome: 'unknown', sha256: undefined, by } })
  }
  const step = outcome.kind === 'done' && operation !== 'publish' ? outcome.publication : undefined
  if (step && step.kind !== 'not-published' && publishLedger) {
    const ok = step.kind === 'published'
    const note: EntryNote = {
      operation: 'publish',
      outcome: ok ? 'ok' : 'unknown',
      sha256: ok ? step.sha256 : undefined,
      by
    }
    made.push({ ledger: publishLedger, at: step.at, note })
  }
  return made
}

/** The log line once the cache confirmed an entry: it names the call as it was. */
export function recordedLine(note: EntryNote, counted: boolean): string {
  if (note.outcome === 'ok') return `Throttle ledger: recorded this ${note.operation}.`
  const why = counted ? 'the platform may have counted it' : 'it may have been applied'
  return `Throttle ledger: recorded this ${note.operation}, as ${why}.`
}
