// What a step of an operation says (Step, in context.ts, is what it does): its view of the run's
// outcome for the outputs, the summary, the ledger and the log, and the journal its entries go to.
// Types only.

import type { OutputName } from '../domain/constants.ts'
import type { ActionError } from '../domain/errors.ts'
import type { EntryNote } from '../domain/ledger-keys.ts'
import type { Ledger } from '../ledger/ledger.ts'

/** A ledger entry to make: where, when, and what it says. */
export interface EntryToMake {
  readonly ledger: Ledger
  readonly at: number
  readonly note: EntryNote
}

/** A row of the job summary's table. */
export type Row = readonly [name: string, value: string]

/** A part of the job summary of a step's own, below the table: a heading, a list, a closing line. */
export interface Section {
  readonly heading?: string
  readonly list?: readonly string[]
  readonly text?: string
}

/** What a step says of the run's outcome: to the outputs, the summary, the ledger and the log. */
export interface StepView {
  readonly outputs?: readonly (readonly [OutputName, string])[]
  /** Rows about what the step was given, before the `Result` row. */
  readonly given?: readonly Row[]
  /** Rows about what it did, after the `Result` row. */
  readonly rows?: readonly Row[]
  /** How it ended, after the run's result in the heading (`; …`). */
  readonly ending?: string
  /** Its failure: the step fails with it. */
  readonly error?: ActionError | undefined
  readonly entries?: readonly EntryToMake[]
  readonly section?: Section
  /** Its part of the run's closing line: words right after the result, and a sentence. */
  readonly closing?: { readonly after?: string; readonly sentence?: string }
  /** Error annotations of its own, made after the step's failure (GitHub shows a step's first 10). */
  readonly annotations?: readonly Annotated[]
}

/** An error annotation: its title and its message. */
export interface Annotated {
  readonly title: string
  readonly message: string
}

/** What the bot holds when a limit's ledger confirms the backup's bytes (skip-unchanged). */
export interface Holding {
  /** Who holds them: `draft`, `live bot`. */
  readonly holder: string
  /** The state, in the unchanged plan's words. */
  readonly state: string
  /** The holder is the live bot: a step after it can rely on what is live. */
  readonly live: boolean
}

/**
 * An entry as the post step needs it: the ledger's key prefix and noun, the time, the note, and
 * the seal of the key the post step saves (it holds no secret to make one).
 */
export interface PendingEntry {
  readonly prefix: string
  readonly noun: string
  readonly at: number
  readonly note: EntryNote
  readonly seal?: string | undefined
}

/** Where the pending entries are written: the action layer's port to the step's state. */
export interface Journal {
  /** These entries are what the ledger must hold if this step ends now (replaces what was written). */
  pending(entries: readonly PendingEntry[]): void
}
